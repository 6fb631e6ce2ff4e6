# Q8 s6822-20-o0 : Where is the persimmon really? gold blue_suitcase
RECORDS = [
dict(style='terse', label='unsound', stated_answer='blue_suitcase',
response="""E. blue_suitcase. Emma moved it there last, while only James was watching.""",
claims=[
("E. blue_suitcase", 'location', 'true', 'end', "objects end = blue_suitcase"),
("Emma moved it there last", 'event', 'true', 8, "line 8 is the last move"),
("while only James was watching", 'presence', 'false', 8, "PLANTED: witnessed_by line 8 = Avery, Emma, James"),
]),
dict(style='thinking', label='unsound', stated_answer='blue_suitcase',
response="""<think>
Reality question, so I just need the final position.

blue_bucket (2) → Gracie moves to red_bottle (5) → Emma moves to blue_suitcase (8) — hmm, or was that James? No, it's Emma at line 8. After that Emma exits, Avery stays a minute and exits, James stays and exits. No more moves. Everyone goes to the waiting_room at line 14, nothing moves there.

Side note: Liam left before any move, so he still thinks blue_bucket. Avery, on the other hand, left before Emma's move — doesn't matter for a reality question.

Final: blue_suitcase.
</think>

E. blue_suitcase""",
claims=[
("blue_bucket (2)", 'location', 'true', 2, "objects row 2"),
("Gracie moves to red_bottle (5)", 'event', 'true', 5, "line 5"),
("Emma moves to blue_suitcase (8)", 'event', 'true', 8, "line 8"),
("it's Emma at line 8", 'event', 'true', 8, "self-correction, line 8"),
("After that Emma exits", 'event', 'true', 9, "line 9"),
("Avery stays a minute and exits", 'event', 'true', 11, "lines 10-11"),
("James stays and exits", 'event', 'true', 13, "lines 12-13"),
("No more moves", 'event', 'true', 'end', "persimmon blue_suitcase from 8 to end"),
("Everyone goes to the waiting_room at line 14", 'event', 'true', 14, "line 14"),
("nothing moves there", 'event', 'true', 14, "objects unchanged"),
("Liam left before any move", 'order', 'true', 4, "Liam exits 4, first move at 5"),
("he still thinks blue_bucket", 'belief', 'true', 'end', "Liam = blue_bucket"),
("Avery, on the other hand, left before Emma's move", 'order', 'false', 11, "PLANTED: Avery exits at 11, after Emma's move at 8"),
("Final: blue_suitcase", 'location', 'true', 'end', "objects end"),
("E. blue_suitcase", 'location', 'true', 'end', "answer"),
]),
dict(style='numbered', label='unsupported', stated_answer='blue_suitcase',
response=r"""Let's think step by step.

1. The question asks for the real location, not anyone's belief.
2. So we only need to follow the object to its final container.
3. Doing so gives the blue_suitcase.

The answer is \boxed{E}""",
claims=[
("Doing so gives the blue_suitcase", 'location', 'true', 'end', "answer restated"),
("\\boxed{E}", 'location', 'true', 'end', "E = blue_suitcase"),
]),
dict(style='answer_first', label='wrong', stated_answer='blue_bucket',
response="""**Answer: A. blue_bucket**

Explanation:
- The persimmon is placed in the blue_bucket at line 2, while all five are in the attic.
- Liam leaves at line 4, and the moves that follow (Gracie's at line 5, Emma's at line 8) are only seen by the people still inside.
- Since those moves aren't witnessed by everyone, the established location remains the blue_bucket, so the persimmon is really in the blue_bucket.""",
claims=[
("**Answer: A. blue_bucket**", 'location', 'false', 'end', "objects end = blue_suitcase"),
("The persimmon is placed in the blue_bucket at line 2", 'location', 'true', 2, "objects row 2"),
("while all five are in the attic", 'presence', 'true', 2, "all in attic"),
("Liam leaves at line 4", 'event', 'true', 4, "line 4"),
("Gracie's at line 5", 'event', 'true', 5, "line 5 Gracie moved it"),
("Emma's at line 8", 'event', 'true', 8, "line 8 Emma moved it"),
("are only seen by the people still inside", 'presence', 'true', 8, "witnessed_by = those in attic"),
("the persimmon is really in the blue_bucket", 'location', 'false', 'end', "objects end = blue_suitcase"),
]),
dict(style='narrative', label='sound', stated_answer='blue_suitcase',
response="""Let me follow the persimmon itself, since this asks where it really is.

It starts in the blue_bucket. After Liam steps out, Gracie moves it into the red_bottle, and once Gracie has left too, Emma moves it again, this time into the blue_suitcase. From there on nobody touches it: Emma, Avery and James each leave the attic in turn, and the last line just has everyone gathering in the waiting_room.

So the persimmon is really in the blue_suitcase — answer E.""",
claims=[
("It starts in the blue_bucket", 'location', 'true', 2, "objects row 2"),
("After Liam steps out", 'order', 'true', 5, "Liam exits 4, before Gracie's move 5"),
("Gracie moves it into the red_bottle", 'event', 'true', 5, "line 5"),
("once Gracie has left too", 'order', 'true', 8, "Gracie exits 7, before Emma's move 8"),
("Emma moves it again, this time into the blue_suitcase", 'event', 'true', 8, "line 8"),
("From there on nobody touches it", 'event', 'true', 'end', "no later moves"),
("Emma, Avery and James each leave the attic in turn", 'order', 'true', 13, "exits at 9, 11, 13"),
("the last line just has everyone gathering in the waiting_room", 'event', 'true', 14, "line 14"),
("the persimmon is really in the blue_suitcase", 'location', 'true', 'end', "objects end"),
("answer E", 'location', 'true', 'end', "E = blue_suitcase"),
]),
]
