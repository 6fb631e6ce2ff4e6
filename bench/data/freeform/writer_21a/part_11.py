# Q11 s6821-14-o4: Where does Carter think Emily thinks Amelia thinks Owen thinks the pumpkin is?  gold red_drawer
C = 'Carter -> Emily -> Amelia -> Owen'
RECORDS = []

RECORDS.append(dict(style='answer_first', label='unsupported', stated_answer='red_drawer', response="""E. red_drawer

Carter thinks Emily thinks Amelia thinks Owen thinks the pumpkin is in the red_drawer.""", claims=[
    ("E. red_drawer", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_drawer')),
    ("Carter thinks Emily thinks Amelia thinks Owen thinks the pumpkin is in the red_drawer", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_drawer')),
]))

RECORDS.append(dict(style='numbered', label='unsupported', stated_answer='red_drawer', response="""**Step 1: Identify the chain.** Carter → Emily → Amelia → Owen.

**Step 2: Focus on the innermost person.** What matters in the end is Owen's belief, as Carter imagines Emily imagining Amelia imagining it.

**Step 3: Set aside the distractors.** The tomato is a separate object, and likes or dislikes don't move anything.

**Final answer:** E. red_drawer""", claims=[
    ("The tomato is a separate object, and likes or dislikes don't move anything", 'event', 'uncheckable', None, "general remark about distractors"),
    ("**Final answer:** E. red_drawer", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_drawer')),
]))

RECORDS.append(dict(style='narrative', label='sound', stated_answer='red_drawer', response="""Let me trace where each person was when the pumpkin moved.

All five are in the office when Owen moves the pumpkin from the green_pantry into the red_drawer, and right after that Owen leaves. From that point on Owen knows nothing new about the pumpkin: Lily's move to the red_bathtub and Amelia's move to the blue_cupboard both happen while he's away, and his later trip to the bathroom with Lily and Carter only involves the tomato.

Amelia, Emily and Carter all watched Owen make his move and walk out, and each of them saw the others watching. So Amelia thinks Owen thinks red_drawer; Emily knows Amelia saw that, and Carter knows Emily knows it.

The end-of-story claim and private tell are about the tomato, so they don't matter here.

The answer is E. red_drawer.""", claims=[
    ("All five are in the office when Owen moves the pumpkin from the green_pantry into the red_drawer", 'presence', 'true', 3, "witnessed_by 3 = all; green_pantry -> red_drawer", ('all', ('wit', 'Carter', 3, True), ('wit', 'Emily', 3, True), ('wit', 'Amelia', 3, True), ('obj', 2, 'green_pantry'), ('obj', 3, 'red_drawer'))),
    ("right after that Owen leaves", 'order', 'true', 5, "Owen exits at 5 (line 4 is a non-event)", ('text', 5, 'Owen exited')),
    ("From that point on Owen knows nothing new about the pumpkin", 'belief', 'true', 'end', "Owen = red_drawer to the end", ('bel', 'Owen', 'end', 'red_drawer')),
    ("Lily's move to the red_bathtub", 'event', 'true', 6, "line 6", ('text', 6, 'Lily moved the pumpkin to the red_bathtub')),
    ("Amelia's move to the blue_cupboard", 'event', 'true', 9, "line 9", ('text', 9, 'Amelia moved the pumpkin to the blue_cupboard')),
    ("both happen while he's away", 'presence', 'true', 6, "Owen witnessed neither 6 nor 9", ('all', ('wit', 'Owen', 6, False), ('wit', 'Owen', 9, False))),
    ("his later trip to the bathroom with Lily and Carter only involves the tomato", 'event', 'true', 16, "lines 16-24: bathroom, tomato only", ('all', ('text', 16, 'Lily, Owen and Carter entered the bathroom'), ('text', 18, 'tomato'), ('text', 20, 'tomato'), ('obj', 24, 'blue_cupboard'))),
    ("Amelia, Emily and Carter all watched Owen make his move and walk out", 'presence', 'true', 5, "witnessed 3 and 5", ('all', ('wit', 'Amelia', 3, True), ('wit', 'Emily', 5, True), ('wit', 'Carter', 5, True), ('wit', 'Amelia', 5, True))),
    ("Amelia thinks Owen thinks red_drawer", 'belief', 'true', 'end', "Amelia -> Owen = red_drawer", ('bel', 'Amelia -> Owen', 'end', 'red_drawer')),
    ("Emily knows Amelia saw that", 'belief', 'true', 'end', "Emily -> Amelia -> Owen = red_drawer", ('bel', 'Emily -> Amelia -> Owen', 'end', 'red_drawer')),
    ("Carter knows Emily knows it", 'belief', 'true', 'end', "gold chain", ('bel', C, 'end', 'red_drawer')),
    ("The end-of-story claim and private tell are about the tomato", 'communication', 'true', 26, "lines 26-27", ('all', ('text', 26, 'tomato'), ('text', 27, 'tomato'))),
    ("they don't matter here", 'communication', 'true', 27, "chain unchanged at 26-27", ('all', ('bel', C, 25, 'red_drawer'), ('bel', C, 27, 'red_drawer'))),
    ("The answer is E. red_drawer", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_drawer')),
]))

RECORDS.append(dict(style='terse', label='unsound', stated_answer='red_drawer', response="""E. red_drawer. Owen never saw it leave the red_drawer, and Carter still thinks it's there too.""", claims=[
    ("E. red_drawer", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_drawer')),
    ("Owen never saw it leave the red_drawer", 'presence', 'true', 6, "Owen did not witness 6 or 9", ('all', ('wit', 'Owen', 6, False), ('wit', 'Owen', 9, False))),
    ("Carter still thinks it's there too", 'belief', 'false', 'end', "PLANTED: Carter saw Lily and Amelia move it; Carter = blue_cupboard", ('bel', 'Carter', 'end', 'red_drawer')),
]))

RECORDS.append(dict(style='thinking', label='wrong', stated_answer='blue_cupboard', response="""<think>
Four levels: Carter → Emily → Amelia → Owen.

Pumpkin: green_pantry (2) → red_drawer (Owen, 3) → red_bathtub (Lily, 6) → blue_cupboard (Amelia, 9).

Owen left at 5, Lily at 7, Amelia at 10, Emily at 12, Carter last at 14.

Amelia moved it to the blue_cupboard herself with Emily and Carter watching. So Carter thinks Emily thinks Amelia thinks blue_cupboard. Now the last level, Owen... Amelia knows Owen was gone, but the innermost belief in these chains usually collapses onto the last shared location among the people still tracking, so from Amelia's side Owen would be assumed to have the blue_cupboard as well. Hmm, that feels shaky, but I'll go with it.

Final: blue_cupboard.
</think>

C. blue_cupboard""", claims=[
    ("green_pantry (2)", 'location', 'true', 2, "row 2", ('obj', 2, 'green_pantry')),
    ("red_drawer (Owen, 3)", 'event', 'true', 3, "line 3", ('text', 3, 'Owen moved the pumpkin to the red_drawer')),
    ("red_bathtub (Lily, 6)", 'event', 'true', 6, "line 6", ('text', 6, 'Lily moved the pumpkin to the red_bathtub')),
    ("blue_cupboard (Amelia, 9)", 'event', 'true', 9, "line 9", ('text', 9, 'Amelia moved the pumpkin to the blue_cupboard')),
    ("Owen left at 5, Lily at 7, Amelia at 10, Emily at 12, Carter last at 14", 'order', 'true', None, "exit lines", ('all', ('text', 5, 'Owen exited'), ('text', 7, 'Lily exited'), ('text', 10, 'Amelia exited'), ('text', 12, 'Emily exited'), ('text', 14, 'Carter exited'))),
    ("Amelia moved it to the blue_cupboard herself with Emily and Carter watching", 'event', 'true', 9, "line 9, witnessed by Emily, Carter", ('all', ('obj', 9, 'blue_cupboard'), ('wit', 'Emily', 9, True), ('wit', 'Carter', 9, True))),
    ("Carter thinks Emily thinks Amelia thinks blue_cupboard", 'belief', 'true', 'end', "Carter -> Emily -> Amelia = blue_cupboard", ('bel', 'Carter -> Emily -> Amelia', 'end', 'blue_cupboard')),
    ("Amelia knows Owen was gone", 'presence', 'true', 5, "Amelia witnessed Owen's exit", ('wit', 'Amelia', 5, True)),
    ("from Amelia's side Owen would be assumed to have the blue_cupboard as well", 'belief', 'false', 'end', "Amelia -> Owen = red_drawer", ('bel', 'Amelia -> Owen', 'end', 'blue_cupboard')),
    ("Final: blue_cupboard", 'belief', 'false', 'end', "answer restated, wrong", ('bel', C, 'end', 'blue_cupboard')),
    ("C. blue_cupboard", 'belief', 'false', 'end', "answer restated, wrong", ('bel', C, 'end', 'blue_cupboard')),
]))
