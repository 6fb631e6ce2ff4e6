# Q7 tomi-s6822-2-second_order_0_no_tom : Where does Aria think that James searches for the plum? gold red_cupboard
RECORDS = [
dict(style='narrative', label='unsound', stated_answer='red_cupboard',
response="""Let me trace this one. James comes into the playroom first, and Aria follows him. The plum is sitting in the blue_bucket. While both of them are there, Aria moves it to the red_cupboard, so James sees exactly where it goes. Then James walks out.

Since Aria knows James watched her put the plum in the red_cupboard, she'd expect him to search there.

The answer is red_cupboard.""",
claims=[
("James comes into the playroom first", 'order', 'true', 1, "James enters at line 1"),
("Aria follows him", 'order', 'true', 2, "Aria enters at line 2"),
("The plum is sitting in the blue_bucket", 'location', 'false', 3, "PLANTED: line 3 plum is in the blue_bathtub"),
("While both of them are there", 'presence', 'true', 4, "witnessed_by line 4 = Aria, James"),
("Aria moves it to the red_cupboard", 'event', 'true', 4, "line 4"),
("James sees exactly where it goes", 'presence', 'true', 4, "James witnessed line 4"),
("Then James walks out", 'event', 'true', 5, "line 5"),
("Aria knows James watched her put the plum in the red_cupboard", 'belief', 'true', 'end', "Aria -> James = red_cupboard"),
("she'd expect him to search there", 'belief', 'true', 'end', "Aria -> James = red_cupboard"),
("The answer is red_cupboard", 'belief', 'true', 'end', "answer"),
]),
dict(style='answer_first', label='sound', stated_answer='red_cupboard',
response="""**red_cupboard**

Aria moved the plum from the blue_bathtub to the red_cupboard (line 4) while James was still in the playroom, and he only left afterwards (line 5). Aria knows he saw it, so she thinks he'll look in the red_cupboard.""",
claims=[
("**red_cupboard**", 'belief', 'true', 'end', "Aria -> James = red_cupboard"),
("Aria moved the plum from the blue_bathtub to the red_cupboard (line 4)", 'event', 'true', 4, "line 4"),
("while James was still in the playroom", 'presence', 'true', 4, "James in playroom at 4"),
("he only left afterwards (line 5)", 'order', 'true', 5, "exit at 5 after move at 4"),
("Aria knows he saw it", 'belief', 'true', 'end', "Aria -> James = red_cupboard"),
("she thinks he'll look in the red_cupboard", 'belief', 'true', 'end', "answer restated"),
]),
dict(style='terse', label='wrong', stated_answer='blue_bathtub',
response="""blue_bathtub, since that's where the plum was at the start.""",
claims=[
("blue_bathtub", 'belief', 'false', 'end', "Aria -> James = red_cupboard"),
("that's where the plum was at the start", 'location', 'true', 3, "line 3 blue_bathtub"),
]),
dict(style='thinking', label='sound', stated_answer='red_cupboard',
response="""<think>
Two people: James and Aria. Both enter the playroom, plum in the blue_bathtub. Aria moves it to red_cupboard — James is still there, he leaves only at line 5. So James knows red_cupboard, and Aria knows James knows, since she saw him in the room when she moved it.

Does anything happen after James leaves? No, the story ends there. So Aria thinks James will search the red_cupboard.
</think>

Aria thinks James will search the red_cupboard — he saw her put the plum there before he left.""",
claims=[
("Both enter the playroom", 'event', 'true', 2, "lines 1-2"),
("plum in the blue_bathtub", 'location', 'true', 3, "line 3"),
("Aria moves it to red_cupboard", 'event', 'true', 4, "line 4"),
("James is still there", 'presence', 'true', 4, "James in playroom at 4"),
("he leaves only at line 5", 'event', 'true', 5, "line 5"),
("James knows red_cupboard", 'belief', 'true', 'end', "James = red_cupboard"),
("Aria knows James knows", 'belief', 'true', 'end', "Aria -> James = red_cupboard"),
("she saw him in the room when she moved it", 'presence', 'true', 4, "both in witnessed_by line 4"),
("the story ends there", 'event', 'true', 5, "line 5 is last"),
("Aria thinks James will search the red_cupboard", 'belief', 'true', 'end', "Aria -> James = red_cupboard"),
("Aria thinks James will search the red_cupboard", 'belief', 'true', 'end', "answer restated in reply"),
("he saw her put the plum there before he left", 'presence', 'true', 4, "James witnessed line 4, exits at 5"),
]),
dict(style='numbered', label='unsound', stated_answer='red_cupboard',
response="""1. James enters the playroom (line 1), then Aria (line 2).
2. The plum is in the blue_bathtub (line 3).
3. Aria moves the plum to the red_cupboard (line 4). James is present.
4. James exits (line 5). At the end both James and Aria have left the playroom.
5. Aria saw James watch the move, so she believes James thinks the plum is in the red_cupboard.

**Final answer:** red_cupboard""",
claims=[
("James enters the playroom (line 1)", 'event', 'true', 1, "line 1"),
("then Aria (line 2)", 'event', 'true', 2, "line 2"),
("The plum is in the blue_bathtub (line 3)", 'location', 'true', 3, "line 3"),
("Aria moves the plum to the red_cupboard (line 4)", 'event', 'true', 4, "line 4"),
("James is present", 'presence', 'true', 4, "James in playroom at 4"),
("James exits (line 5)", 'event', 'true', 5, "line 5"),
("At the end both James and Aria have left the playroom", 'presence', 'false', 'end', "PLANTED: Aria still in playroom at line 5"),
("Aria saw James watch the move", 'presence', 'true', 4, "both witnessed line 4"),
("she believes James thinks the plum is in the red_cupboard", 'belief', 'true', 'end', "Aria -> James = red_cupboard"),
("**Final answer:** red_cupboard", 'belief', 'true', 'end', "answer"),
]),
]
