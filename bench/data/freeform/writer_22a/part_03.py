# Q3 s6822-22-o2 : Where does Jayden think Owen thinks the strawberry is? gold green_envelope
RECORDS = [
dict(style='narrative', label='sound', stated_answer='green_envelope',
response="""Let me trace the strawberry and who sees each change.

It starts in the green_container with all five in the crawlspace. Alexander and Charlotte leave first (lines 4 and 6), so the only people left when Owen moves the strawberry to the green_envelope are Owen, Jayden and James. Owen then exits at line 8.

After Owen is gone, Jayden moves the strawberry again, to the blue_bathtub. Owen never sees this, and Jayden knows it, because he watched Owen leave before making the move. So Jayden's picture of Owen's belief is frozen at the green_envelope.

The later events — the orange in the garage, James's public claim and Jayden's private message — concern the orange, not the strawberry, so they don't change anything here.

The answer is E. green_envelope.""",
claims=[
("It starts in the green_container", 'location', 'true', 2, "objects row 2"),
("with all five in the crawlspace", 'presence', 'true', 2, "all in crawlspace"),
("Alexander and Charlotte leave first (lines 4 and 6)", 'order', 'true', 6, "first two exits are lines 4 and 6"),
("the only people left when Owen moves the strawberry to the green_envelope are Owen, Jayden and James", 'presence', 'true', 7, "witnessed_by line 7"),
("Owen then exits at line 8", 'event', 'true', 8, "line 8"),
("Jayden moves the strawberry again, to the blue_bathtub", 'event', 'true', 9, "line 9"),
("Owen never sees this", 'presence', 'true', 9, "Owen not in witnessed_by line 9"),
("Jayden knows it", 'belief', 'true', 'end', "Jayden -> Owen = green_envelope, not blue_bathtub"),
("he watched Owen leave before making the move", 'presence', 'true', 8, "Jayden in witnessed_by line 8"),
("Jayden's picture of Owen's belief is frozen at the green_envelope", 'belief', 'true', 'end', "Jayden -> Owen = green_envelope"),
("they don't change anything here", 'communication', 'true', 24, "strawberry beliefs unchanged at lines 23-24"),
("The answer is E. green_envelope", 'belief', 'true', 'end', "answer restated"),
]),
dict(style='terse', label='unsupported', stated_answer='green_envelope',
response="""E""",
claims=[
("E", 'belief', 'true', 'end', "letter only; E = green_envelope = Jayden -> Owen"),
]),
dict(style='thinking', label='wrong', stated_answer='blue_bathtub',
response="""<think>
Okay, second-order: Jayden's view of Owen's belief about the strawberry.

Timeline in the crawlspace: strawberry in the green_container at line 2, everyone there. Alexander exits at 4, Charlotte at 6. Owen moves the strawberry to the green_envelope at 7. Then Jayden moves it to the blue_bathtub while Owen is still in the crawlspace, and Owen leaves right after that. James exits at 10 — wait, no, line 10 is Jayden exiting; James stays a minute and leaves at 12.

So Owen saw both moves, and Jayden saw Owen watching. Jayden thinks Owen thinks blue_bathtub.

The orange stuff later (public claim by James, private tell from Jayden) is about a different object. Ignore.
</think>

D. blue_bathtub — Owen was still there when Jayden moved the strawberry, so Jayden expects Owen to know about the bathtub.""",
claims=[
("strawberry in the green_container at line 2", 'location', 'true', 2, "objects row 2"),
("everyone there", 'presence', 'true', 2, "all five in crawlspace"),
("Alexander exits at 4", 'event', 'true', 4, "line 4"),
("Charlotte at 6", 'event', 'true', 6, "line 6"),
("Owen moves the strawberry to the green_envelope at 7", 'event', 'true', 7, "line 7"),
("Jayden moves it to the blue_bathtub", 'event', 'true', 9, "line 9"),
("while Owen is still in the crawlspace", 'presence', 'false', 9, "Owen exited at line 8; not in room at 9"),
("Owen leaves right after that", 'order', 'false', 8, "Owen left (8) before Jayden's move (9)"),
("line 10 is Jayden exiting", 'event', 'true', 10, "line 10"),
("James stays a minute and leaves at 12", 'event', 'true', 12, "lines 11-12"),
("Owen saw both moves", 'presence', 'false', 9, "Owen not in witnessed_by line 9"),
("Jayden saw Owen watching", 'presence', 'false', 9, "Owen absent at line 9"),
("Jayden thinks Owen thinks blue_bathtub", 'belief', 'false', 'end', "Jayden -> Owen = green_envelope"),
("is about a different object", 'communication', 'true', 23, "claims concern the orange; strawberry beliefs unchanged"),
("D. blue_bathtub", 'belief', 'false', 'end', "Jayden -> Owen = green_envelope"),
("Owen was still there when Jayden moved the strawberry", 'presence', 'false', 9, "Owen absent at line 9"),
("Jayden expects Owen to know about the bathtub", 'belief', 'false', 'end', "Jayden -> Owen = green_envelope"),
]),
dict(style='numbered', label='unsound', stated_answer='green_envelope',
response="""**Step 1: Initial location**
The strawberry is in the green_container (line 2), and all five people are in the crawlspace.

**Step 2: Owen's move**
Alexander and Charlotte have left by line 6. Owen moves the strawberry to the green_envelope (line 7) in front of Jayden and James.

**Step 3: Jayden's move**
Owen exits (line 8). Jayden then moves the strawberry to the blue_bathtub (line 9). Owen is not there to see it.

**Step 4: Later events**
The rest is about the orange. James publicly claims it is in the blue_container, and Jayden privately tells Owen that it is in the red_box. Neither statement is about the strawberry.

**Step 5: Jayden's view of Owen**
Jayden saw Owen leave before the second move, so Jayden thinks Owen still believes the strawberry is in the green_envelope.

**Answer:** E. green_envelope""",
claims=[
("The strawberry is in the green_container (line 2)", 'location', 'true', 2, "objects row 2"),
("all five people are in the crawlspace", 'presence', 'true', 2, "rooms row 2"),
("Alexander and Charlotte have left by line 6", 'presence', 'true', 6, "both None at line 6"),
("Owen moves the strawberry to the green_envelope (line 7)", 'event', 'true', 7, "line 7"),
("in front of Jayden and James", 'presence', 'true', 7, "witnessed_by line 7"),
("Owen exits (line 8)", 'event', 'true', 8, "line 8"),
("Jayden then moves the strawberry to the blue_bathtub (line 9)", 'event', 'true', 9, "line 9"),
("Owen is not there to see it", 'presence', 'true', 9, "Owen absent at line 9"),
("James publicly claims it is in the blue_container", 'communication', 'true', 23, "line 23"),
("Jayden privately tells Owen that it is in the red_box", 'communication', 'false', 24, "PLANTED: line 24 Jayden told James, not Owen"),
("Neither statement is about the strawberry", 'communication', 'true', 24, "both about the orange; strawberry beliefs unchanged"),
("Jayden saw Owen leave before the second move", 'presence', 'true', 8, "Jayden witnessed line 8, before line 9"),
("Jayden thinks Owen still believes the strawberry is in the green_envelope", 'belief', 'true', 'end', "Jayden -> Owen = green_envelope"),
("**Answer:** E. green_envelope", 'belief', 'true', 'end', "answer restated"),
]),
dict(style='answer_first', label='sound', stated_answer='green_envelope',
response="""**Answer: E. green_envelope**

Explanation:
- Owen moved the strawberry from the green_container to the green_envelope (line 7) while Jayden was in the crawlspace.
- Owen left at line 8, and only then did Jayden move the strawberry to the blue_bathtub (line 9).
- Jayden knows Owen missed that move, so in Jayden's mind, Owen still thinks the strawberry is in the green_envelope.
- The public claim and the private message at the end are about the orange and don't affect the strawberry.
- Jayden himself, of course, thinks it is in the blue_bathtub.""",
claims=[
("**Answer: E. green_envelope**", 'belief', 'true', 'end', "answer: Jayden -> Owen = green_envelope"),
("Owen moved the strawberry from the green_container to the green_envelope (line 7)", 'event', 'true', 7, "line 7"),
("while Jayden was in the crawlspace", 'presence', 'true', 7, "Jayden witnessed line 7"),
("Owen left at line 8", 'event', 'true', 8, "line 8"),
("only then did Jayden move the strawberry to the blue_bathtub (line 9)", 'order', 'true', 9, "move at 9 after Owen's exit at 8"),
("Jayden knows Owen missed that move", 'belief', 'true', 'end', "Jayden -> Owen = green_envelope"),
("in Jayden's mind, Owen still thinks the strawberry is in the green_envelope", 'belief', 'true', 'end', "Jayden -> Owen = green_envelope"),
("don't affect the strawberry", 'communication', 'true', 24, "strawberry beliefs unchanged at 23-24"),
("Jayden himself, of course, thinks it is in the blue_bathtub", 'belief', 'true', 'end', "Jayden = blue_bathtub"),
]),
]
