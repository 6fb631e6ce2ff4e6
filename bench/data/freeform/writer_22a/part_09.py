# Q9 s6822-24-o4 : Where does Ethan think Oliver thinks Emily thinks Alexander thinks the peach is? gold blue_cupboard
RECORDS = [
dict(style='numbered', label='wrong', stated_answer='blue_drawer',
response="""**Step 1:** The peach starts in the blue_cupboard (line 2).
**Step 2:** Oliver and Evelyn leave (lines 4 and 6).
**Step 3:** Ethan moves the peach to the red_pantry (line 7), watched by Emily and Alexander, then leaves.
**Step 4:** Emily moves the peach to the blue_drawer (line 10) in front of Alexander.
**Step 5:** Alexander saw the last move, so Alexander thinks blue_drawer. Emily knows Alexander saw it. Oliver, thinking about Emily, would assume the same, and Ethan would too.

**Answer:** J. blue_drawer""",
claims=[
("The peach starts in the blue_cupboard (line 2)", 'location', 'true', 2, "objects row 2"),
("Oliver and Evelyn leave (lines 4 and 6)", 'event', 'true', 6, "lines 4, 6"),
("Ethan moves the peach to the red_pantry (line 7)", 'event', 'true', 7, "line 7"),
("watched by Emily and Alexander", 'presence', 'true', 7, "witnessed_by line 7"),
("then leaves", 'event', 'true', 9, "line 9 Ethan exited"),
("Emily moves the peach to the blue_drawer (line 10)", 'event', 'true', 10, "line 10"),
("in front of Alexander", 'presence', 'true', 10, "witnessed_by line 10"),
("Alexander saw the last move", 'presence', 'true', 10, "Alexander witnessed line 10"),
("Alexander thinks blue_drawer", 'belief', 'true', 'end', "Alexander = blue_drawer"),
("Emily knows Alexander saw it", 'belief', 'true', 'end', "Emily -> Alexander = blue_drawer"),
("Oliver, thinking about Emily, would assume the same", 'belief', 'false', 'end', "Oliver -> Emily -> Alexander = blue_cupboard"),
("Ethan would too", 'belief', 'false', 'end', "Ethan -> Oliver -> Emily -> Alexander = blue_cupboard"),
("**Answer:** J. blue_drawer", 'belief', 'false', 'end', "gold blue_cupboard"),
]),
dict(style='answer_first', label='sound', stated_answer='blue_cupboard',
response="""G. blue_cupboard

Explanation: Oliver is the first to leave the study (line 4), before anyone moves the peach. At that moment the peach is still in the blue_cupboard, and everyone is present to see it. Ethan was in the room when Oliver left, so Ethan knows Oliver's information stops at the blue_cupboard. Within Oliver's (outdated) view, Emily and Alexander also think the peach is in the blue_cupboard, since the last time Oliver saw them all together was before any move. So the whole chain resolves to the blue_cupboard.""",
claims=[
("G. blue_cupboard", 'belief', 'true', 'end', "gold chain = blue_cupboard"),
("Oliver is the first to leave the study (line 4)", 'order', 'true', 4, "first exit"),
("before anyone moves the peach", 'order', 'true', 7, "first move at line 7"),
("At that moment the peach is still in the blue_cupboard", 'location', 'true', 4, "objects row 4"),
("everyone is present to see it", 'presence', 'true', 3, "all five in study until line 4"),
("Ethan was in the room when Oliver left", 'presence', 'true', 4, "Ethan witnessed line 4"),
("Ethan knows Oliver's information stops at the blue_cupboard", 'belief', 'true', 'end', "Ethan -> Oliver = blue_cupboard"),
("Within Oliver's (outdated) view, Emily and Alexander also think the peach is in the blue_cupboard", 'belief', 'true', 'end', "Oliver -> Emily, Oliver -> Alexander = blue_cupboard"),
("the last time Oliver saw them all together was before any move", 'order', 'true', 4, "Oliver left at 4, first move at 7"),
("the whole chain resolves to the blue_cupboard", 'belief', 'true', 'end', "answer restated"),
]),
dict(style='narrative', label='unsound', stated_answer='blue_cupboard',
response="""Let me work through who saw what, starting from the outermost person.

The peach begins in the blue_cupboard with all five in the study. Oliver is the first one out, at line 4 — nothing has been moved yet. Evelyn follows at line 6. Only then does Ethan move the peach to the red_pantry, and after Ethan leaves, Emily moves it once more to the blue_drawer while Alexander watches.

Ethan, for his part, knows Emily thinks the peach is in the blue_drawer, but that doesn't matter here, because the question routes everything through Oliver. Ethan saw Oliver leave while the peach was still in the blue_cupboard, so in Ethan's mind Oliver knows nothing of either move. And in Oliver's frozen picture, Emily and Alexander also last saw the peach in the blue_cupboard.

The answer is G. blue_cupboard.""",
claims=[
("The peach begins in the blue_cupboard", 'location', 'true', 2, "objects row 2"),
("with all five in the study", 'presence', 'true', 2, "all in study"),
("Oliver is the first one out, at line 4", 'order', 'true', 4, "first exit"),
("nothing has been moved yet", 'event', 'true', 4, "first move at 7"),
("Evelyn follows at line 6", 'event', 'true', 6, "line 6"),
("Only then does Ethan move the peach to the red_pantry", 'order', 'true', 7, "move at 7 after exits 4, 6"),
("after Ethan leaves, Emily moves it once more to the blue_drawer", 'order', 'true', 10, "Ethan exits 9, Emily moves at 10"),
("while Alexander watches", 'presence', 'true', 10, "witnessed_by line 10"),
("Ethan, for his part, knows Emily thinks the peach is in the blue_drawer", 'belief', 'false', 'end', "PLANTED: Ethan -> Emily = red_pantry (Ethan left before line 10)"),
("Ethan saw Oliver leave while the peach was still in the blue_cupboard", 'presence', 'true', 4, "Ethan witnessed line 4"),
("in Ethan's mind Oliver knows nothing of either move", 'belief', 'true', 'end', "Ethan -> Oliver = blue_cupboard"),
("in Oliver's frozen picture, Emily and Alexander also last saw the peach in the blue_cupboard", 'belief', 'true', 'end', "Oliver -> Emily, Oliver -> Alexander = blue_cupboard"),
("The answer is G. blue_cupboard", 'belief', 'true', 'end', "answer"),
]),
dict(style='thinking', label='sound', stated_answer='blue_cupboard',
response="""<think>
Chain: Ethan → Oliver → Emily → Alexander. The trick with these is that the chain is limited by the person who knows least, in order.

Oliver leaves at line 4. Peach still in blue_cupboard then — first move is Ethan's at line 7. So Oliver only knows blue_cupboard.

Does Ethan know Oliver left early? Ethan was in the study at line 4, yes. So Ethan → Oliver = blue_cupboard.

Then Oliver → Emily: Oliver's last shared moment with Emily was with the peach in the blue_cupboard. Oliver → Emily → Alexander: same, blue_cupboard.

Hmm, let me double-check nobody re-enters the study. Line 14 they all go to the waiting_room. No re-entry. Good.
</think>

**G. blue_cupboard.** Oliver left before the peach was ever moved, and Ethan saw him go, so every level below Oliver stays at the blue_cupboard.""",
claims=[
("Oliver leaves at line 4", 'event', 'true', 4, "line 4"),
("Peach still in blue_cupboard then", 'location', 'true', 4, "objects row 4"),
("first move is Ethan's at line 7", 'event', 'true', 7, "line 7"),
("Oliver only knows blue_cupboard", 'belief', 'true', 'end', "Oliver = blue_cupboard"),
("Ethan was in the study at line 4", 'presence', 'true', 4, "Ethan witnessed line 4"),
("Ethan → Oliver = blue_cupboard", 'belief', 'true', 'end', "Ethan -> Oliver = blue_cupboard"),
("Oliver's last shared moment with Emily was with the peach in the blue_cupboard", 'belief', 'true', 'end', "Oliver -> Emily = blue_cupboard"),
("Oliver → Emily → Alexander: same, blue_cupboard", 'belief', 'true', 'end', "Oliver -> Emily -> Alexander = blue_cupboard"),
("Line 14 they all go to the waiting_room", 'event', 'true', 14, "line 14"),
("No re-entry", 'event', 'true', 'end', "nobody re-enters the study"),
("**G. blue_cupboard.**", 'belief', 'true', 'end', "answer"),
("Oliver left before the peach was ever moved", 'order', 'true', 4, "exit 4, first move 7"),
("Ethan saw him go", 'presence', 'true', 4, "Ethan witnessed line 4"),
("every level below Oliver stays at the blue_cupboard", 'belief', 'true', 'end', "Ethan->Oliver->Emily(->Alexander) = blue_cupboard"),
]),
dict(style='terse', label='unsupported', stated_answer='blue_cupboard',
response="""**G. blue_cupboard**""",
claims=[
("**G. blue_cupboard**", 'belief', 'true', 'end', "answer only"),
]),
]
