# Q10 s6822-5-o0 : Where is the turnip really? gold blue_pantry
RECORDS = [
dict(style='narrative', label='wrong', stated_answer='blue_box',
response="""Let me trace the turnip through the story.

It starts in the blue_bathtub, and Benjamin moves it to the blue_pantry at line 3 before he leaves. Everyone then drifts out of the laundry. Later, in the master_bedroom, Liam moves it again, this time to the blue_box, with Isla and Isabella watching. Nothing moves it after that.

So the turnip is really in the blue_box. The answer is L.""",
claims=[
("It starts in the blue_bathtub", 'location', 'true', 2, "objects row 2"),
("Benjamin moves it to the blue_pantry at line 3", 'event', 'true', 3, "line 3"),
("before he leaves", 'order', 'true', 4, "move 3, exit 4"),
("Everyone then drifts out of the laundry", 'event', 'true', 12, "exits at 4-12"),
("Liam moves it again, this time to the blue_box", 'event', 'false', 17, "line 17 Liam moved the persimmon, not the turnip"),
("with Isla and Isabella watching", 'presence', 'true', 17, "witnessed_by line 17"),
("Nothing moves it after that", 'event', 'true', 'end', "no object moves after line 17"),
("the turnip is really in the blue_box", 'location', 'false', 'end', "turnip = blue_pantry"),
("The answer is L", 'location', 'false', 'end', "L = blue_box; gold blue_pantry"),
]),
dict(style='terse', label='sound', stated_answer='blue_pantry',
response="""J. blue_pantry — Benjamin put it there at line 3 and it was never moved again.""",
claims=[
("J. blue_pantry", 'location', 'true', 'end', "turnip = blue_pantry"),
("Benjamin put it there at line 3", 'event', 'true', 3, "line 3"),
("it was never moved again", 'event', 'true', 'end', "turnip blue_pantry lines 3-23"),
]),
dict(style='answer_first', label='unsound', stated_answer='blue_pantry',
response="""**Answer: J. blue_pantry**

Explanation:
- The turnip starts in the blue_bathtub (line 2).
- Benjamin moves it to the blue_pantry (line 3) while all five are in the laundry.
- After that, people leave the laundry one at a time; Isla is the last to leave, at line 12.
- The later scene in the master_bedroom involves the persimmon, which Liam moves to the blue_box (line 17). The turnip isn't touched again.

So the turnip is really in the blue_pantry.""",
claims=[
("**Answer: J. blue_pantry**", 'location', 'true', 'end', "turnip = blue_pantry"),
("The turnip starts in the blue_bathtub (line 2)", 'location', 'true', 2, "objects row 2"),
("Benjamin moves it to the blue_pantry (line 3)", 'event', 'true', 3, "line 3"),
("while all five are in the laundry", 'presence', 'true', 3, "witnessed_by line 3"),
("people leave the laundry one at a time", 'order', 'true', 12, "exits at 4, 6, 8, 10, 12"),
("Isla is the last to leave, at line 12", 'order', 'false', 12, "PLANTED: Liam exited last (line 12); Isla left at line 6"),
("The later scene in the master_bedroom involves the persimmon", 'event', 'true', 17, "lines 15-17"),
("which Liam moves to the blue_box (line 17)", 'event', 'true', 17, "line 17"),
("The turnip isn't touched again", 'event', 'true', 'end', "no further turnip moves"),
("the turnip is really in the blue_pantry", 'location', 'true', 'end', "answer"),
]),
dict(style='numbered', label='sound', stated_answer='blue_pantry',
response="""**Step 1: Find the turnip's starting point.** Line 2: the turnip is in the blue_bathtub.

**Step 2: Look for moves.** Line 3: Benjamin moves the turnip to the blue_pantry. That's the only time the turnip moves.

**Step 3: Check the rest.** The other moving action (line 17) is Liam moving the persimmon, not the turnip.

**Answer:** J. blue_pantry""",
claims=[
("Line 2: the turnip is in the blue_bathtub", 'location', 'true', 2, "objects row 2"),
("Line 3: Benjamin moves the turnip to the blue_pantry", 'event', 'true', 3, "line 3"),
("That's the only time the turnip moves", 'event', 'true', 'end', "only turnip move"),
("The other moving action (line 17) is Liam moving the persimmon, not the turnip", 'event', 'true', 17, "line 17"),
("**Answer:** J. blue_pantry", 'location', 'true', 'end', "answer"),
]),
dict(style='thinking', label='unsound', stated_answer='blue_pantry',
response="""<think>
Where is the turnip really. Line 2 blue_bathtub. Line 3 Benjamin moves it to blue_pantry. Then a bunch of exits from the laundry — Benjamin, Isla, Isabella, Mia, Liam in that order. Waiting room at 13, then Liam, Isla, Isabella go into the master_bedroom. That part is the persimmon: red_box at 15, then Mia moves the persimmon to the blue_box at 17. Not the turnip.

So the turnip stays in the blue_pantry. Let me make sure there's no second turnip move... no, only line 3.
</think>

The turnip is really in the blue_pantry (J).""",
claims=[
("Line 2 blue_bathtub", 'location', 'true', 2, "objects row 2"),
("Line 3 Benjamin moves it to blue_pantry", 'event', 'true', 3, "line 3"),
("Benjamin, Isla, Isabella, Mia, Liam in that order", 'order', 'true', 12, "exits at 4, 6, 8, 10, 12"),
("Waiting room at 13", 'event', 'true', 13, "line 13"),
("Liam, Isla, Isabella go into the master_bedroom", 'event', 'true', 14, "line 14"),
("red_box at 15", 'location', 'true', 15, "persimmon red_box at 15"),
("Mia moves the persimmon to the blue_box at 17", 'event', 'false', 17, "PLANTED: Liam moved it; Mia was in the waiting_room"),
("the turnip stays in the blue_pantry", 'location', 'true', 'end', "turnip = blue_pantry"),
("only line 3", 'event', 'true', 3, "only turnip move"),
("The turnip is really in the blue_pantry (J)", 'location', 'true', 'end', "answer"),
]),
]
