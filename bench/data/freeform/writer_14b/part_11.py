# q10: tomi-s6814-3-reality  reality plum -> red_drawer
RECORDS = [
dict(style="terse", label="sound", stated_answer="red_drawer",
response="""red_drawer — Abigail moved it there in the last line.""",
claims=[
("red_drawer","location","true","end","plum=red_drawer"),
("Abigail moved it there in the last line","event","true",6,"line 6 is the last line"),
]),
dict(style="answer_first", label="sound", stated_answer="red_drawer",
response="""**Answer: red drawer**

The plum started in the blue_cupboard (line 3), but Abigail moved it to the red_drawer (line 6), and nothing happens after that.""",
claims=[
("red drawer","location","true","end","answer"),
("The plum started in the blue_cupboard (line 3)","location","true",3,"line 3"),
("Abigail moved it to the red_drawer (line 6)","event","true",6,"line 6"),
("nothing happens after that","event","true","end","line 6 is last"),
]),
dict(style="thinking", label="unsound", stated_answer="red_drawer",
response="""<think>
Two people in the hallway, Ella and Abigail. The plum is in the blue_cupboard at line 3. Then Abigail steps out at line 4 and comes back in at line 5. Line 6: Abigail moves the plum to the red_drawer, with Ella right there.

The question is reality, so whoever saw what doesn't matter; the last move decides it.
</think>

The plum is really in the red_drawer.""",
claims=[
("Two people in the hallway, Ella and Abigail","presence","true",3,"both in hallway at 3"),
("The plum is in the blue_cupboard at line 3","location","true",3,"line 3"),
("Abigail steps out at line 4 and comes back in at line 5","event","false",4,"PLANTED: it was Ella who exited (4) and re-entered (5)"),
("Line 6: Abigail moves the plum to the red_drawer","event","true",6,"line 6"),
("with Ella right there","presence","true",6,"Ella witnessed 6"),
("The plum is really in the red_drawer","location","true","end","answer"),
]),
dict(style="narrative", label="wrong", stated_answer="blue_cupboard",
response="""Ella saw the plum in the blue_cupboard before stepping out of the hallway. When she came back, Abigail moved it, but Ella's memory would still anchor on where she first saw it. So the plum is in the blue_cupboard.""",
claims=[
("Ella saw the plum in the blue_cupboard before stepping out of the hallway","presence","true",3,"Ella witnessed 3, exited 4"),
("When she came back, Abigail moved it","event","true",6,"re-entered 5, move 6"),
("Ella's memory would still anchor on where she first saw it","belief","false","end","Ella=red_drawer (saw line 6)"),
("So the plum is in the blue_cupboard","location","false","end","plum=red_drawer"),
]),
dict(style="numbered", label="unsupported", stated_answer="red_drawer",
response="""Let's think step by step. The question asks for the real location of the plum, which is its final position in the story.

\\boxed{red_drawer}""",
claims=[
("\\boxed{red_drawer}","location","true","end","answer restated"),
]),
]
