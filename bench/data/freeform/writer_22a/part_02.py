# Q2 s6822-17-o2 : Where does Olivia think Carter thinks the potato is? gold blue_cupboard
RECORDS = [
dict(style='thinking', label='sound', stated_answer='blue_cupboard',
response="""<think>
The potato: red_drawer at line 2, then Mia moves it to the green_suitcase at line 3 while all five are in the TV_room. Mia leaves (4), Jack leaves (6). Then Olivia moves the potato to the blue_cupboard at line 7 — who's there? Olivia, Carter, James. So Carter saw the move, and Olivia saw Carter there.

Then Olivia exits at 8, Carter at 10. Hmm, does anything after Olivia leaves change Carter's view? Carter stays with James for line 9 and nothing is moved. No more potato moves at all — the laundry part is about the sweet_potato.

So Olivia thinks Carter thinks blue_cupboard. Answer A.
</think>

**A. blue_cupboard**

Carter was still in the TV_room when Olivia moved the potato to the blue_cupboard, and Olivia knows he saw it.""",
claims=[
("red_drawer at line 2", 'location', 'true', 2, "objects row 2"),
("Mia moves it to the green_suitcase at line 3", 'event', 'true', 3, "line 3"),
("while all five are in the TV_room", 'presence', 'true', 3, "witnessed_by line 3 = all five"),
("Mia leaves (4)", 'event', 'true', 4, "line 4"),
("Jack leaves (6)", 'event', 'true', 6, "line 6"),
("Olivia moves the potato to the blue_cupboard at line 7", 'event', 'true', 7, "line 7"),
("Olivia, Carter, James", 'presence', 'true', 7, "witnessed_by line 7"),
("Carter saw the move", 'presence', 'true', 7, "Carter in witnessed_by line 7"),
("Olivia saw Carter there", 'presence', 'true', 7, "both in TV_room at line 7"),
("Olivia exits at 8", 'event', 'true', 8, "line 8"),
("Carter at 10", 'event', 'true', 10, "line 10 Carter exited"),
("Carter stays with James for line 9", 'presence', 'true', 9, "Carter, James in TV_room at line 9"),
("nothing is moved", 'event', 'true', 9, "objects unchanged at line 9"),
("No more potato moves at all", 'event', 'true', 'end', "potato blue_cupboard from line 7 to end"),
("Olivia thinks Carter thinks blue_cupboard", 'belief', 'true', 'end', "Olivia -> Carter = blue_cupboard"),
("**A. blue_cupboard**", 'belief', 'true', 'end', "answer restated"),
("Carter was still in the TV_room when Olivia moved the potato to the blue_cupboard", 'presence', 'true', 7, "Carter TV_room at line 7"),
("Olivia knows he saw it", 'belief', 'true', 'end', "Olivia -> Carter = blue_cupboard"),
]),
dict(style='answer_first', label='unsound', stated_answer='blue_cupboard',
response="""A. blue_cupboard

Explanation:
1. The potato starts in the red_drawer (line 2) and Mia moves it to the green_suitcase (line 3) with everyone watching.
2. Mia exits (line 4) and Jack exits (line 6).
3. Olivia moves the potato to the blue_cupboard (line 7). Carter and James are still in the TV_room, so both of them see it.
4. Olivia leaves at line 8, before Carter, who leaves at line 9.
5. Since Olivia watched Carter witness the move, she believes Carter thinks the potato is in the blue_cupboard.""",
claims=[
("A. blue_cupboard", 'belief', 'true', 'end', "answer: Olivia -> Carter = blue_cupboard"),
("The potato starts in the red_drawer (line 2)", 'location', 'true', 2, "objects row 2"),
("Mia moves it to the green_suitcase (line 3)", 'event', 'true', 3, "line 3"),
("with everyone watching", 'presence', 'true', 3, "all five witnessed line 3"),
("Mia exits (line 4)", 'event', 'true', 4, "line 4"),
("Jack exits (line 6)", 'event', 'true', 6, "line 6"),
("Olivia moves the potato to the blue_cupboard (line 7)", 'event', 'true', 7, "line 7"),
("Carter and James are still in the TV_room", 'presence', 'true', 7, "rooms at line 7"),
("both of them see it", 'presence', 'true', 7, "witnessed_by line 7"),
("Olivia leaves at line 8", 'event', 'true', 8, "line 8"),
("before Carter", 'order', 'true', 10, "Olivia 8 before Carter 10"),
("who leaves at line 9", 'event', 'false', 9, "PLANTED: line 9 Carter stayed; he exited at line 10"),
("Olivia watched Carter witness the move", 'presence', 'true', 7, "both witnessed line 7"),
("she believes Carter thinks the potato is in the blue_cupboard", 'belief', 'true', 'end', "Olivia -> Carter = blue_cupboard"),
]),
dict(style='numbered', label='wrong', stated_answer='green_suitcase',
response=r"""Let's think step by step.

1. At the start, the potato is in the red_drawer and everyone is in the TV_room.
2. Mia moves the potato to the green_suitcase. All five see this.
3. Mia leaves, then Jack leaves, then Carter leaves.
4. Olivia moves the potato to the blue_cupboard. Only Olivia and James are present.
5. Carter's last view of the potato is the green_suitcase, and Olivia knows Carter left before her move.

So Olivia thinks Carter thinks the potato is in the green_suitcase.

\boxed{C. green_suitcase}""",
claims=[
("the potato is in the red_drawer", 'location', 'true', 2, "objects row 2"),
("everyone is in the TV_room", 'presence', 'true', 2, "all five in TV_room"),
("Mia moves the potato to the green_suitcase", 'event', 'true', 3, "line 3"),
("All five see this", 'presence', 'true', 3, "witnessed_by line 3"),
("Mia leaves", 'event', 'true', 4, "line 4"),
("then Jack leaves", 'event', 'true', 6, "line 6"),
("then Carter leaves", 'order', 'false', 10, "Carter exited at line 10, after Olivia's move (7) and exit (8)"),
("Only Olivia and James are present", 'presence', 'false', 7, "Carter also in witnessed_by line 7"),
("Carter's last view of the potato is the green_suitcase", 'belief', 'false', 'end', "Carter = blue_cupboard"),
("Olivia knows Carter left before her move", 'belief', 'false', 'end', "Carter left after; Olivia -> Carter = blue_cupboard"),
("Olivia thinks Carter thinks the potato is in the green_suitcase", 'belief', 'false', 'end', "Olivia -> Carter = blue_cupboard"),
]),
dict(style='narrative', label='unsound', stated_answer='blue_cupboard',
response="""Let me trace where each person was during the potato's moves.

Everyone is in the TV_room when Mia moves the potato from the red_drawer to the green_suitcase. Then Mia and Jack leave, one after the other. That leaves Olivia, Carter and James, and it's in front of those two that Olivia moves the potato into the blue_cupboard.

So when Olivia leaves at line 8, she knows Carter has just watched her put it there. Nothing happens to the potato afterwards: the later scene in the laundry only concerns the sweet_potato, which ends up in the green_cupboard, and Olivia and Carter aren't even in the laundry for it.

From Olivia's point of view, then, Carter believes the potato is in the blue_cupboard. The answer is A. blue_cupboard.""",
claims=[
("Everyone is in the TV_room", 'presence', 'true', 3, "all five present at line 3"),
("Mia moves the potato from the red_drawer to the green_suitcase", 'event', 'true', 3, "line 3"),
("Mia and Jack leave, one after the other", 'order', 'true', 6, "Mia exits 4, Jack exits 6"),
("That leaves Olivia, Carter and James", 'presence', 'true', 6, "rooms at line 6"),
("it's in front of those two", 'presence', 'true', 7, "Carter, James witnessed line 7"),
("Olivia moves the potato into the blue_cupboard", 'event', 'true', 7, "line 7"),
("when Olivia leaves at line 8", 'event', 'true', 8, "line 8"),
("she knows Carter has just watched her put it there", 'belief', 'true', 8, "Olivia -> Carter = blue_cupboard at line 8"),
("Nothing happens to the potato afterwards", 'event', 'true', 'end', "potato stays blue_cupboard"),
("which ends up in the green_cupboard", 'location', 'false', 'end', "PLANTED: sweet_potato ends in red_pantry (line 19)"),
("Olivia and Carter aren't even in the laundry for it", 'presence', 'true', 19, "Olivia, Carter in waiting_room lines 14-22"),
("Carter believes the potato is in the blue_cupboard", 'belief', 'true', 'end', "Olivia -> Carter = blue_cupboard"),
("The answer is A. blue_cupboard", 'belief', 'true', 'end', "answer restated"),
]),
dict(style='terse', label='unsupported', stated_answer='blue_cupboard',
response="""A. blue_cupboard""",
claims=[
("A. blue_cupboard", 'belief', 'true', 'end', "answer only: Olivia -> Carter = blue_cupboard"),
]),
]
