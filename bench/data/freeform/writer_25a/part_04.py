RECORDS = [
dict(style="answer_first", label="unsound", stated="green_container",
response="""**Answer: green_container**

Explanation: The spinach is first placed in the green_container (line 3), while Alexander and Owen are both in the living_room. It's only after Owen leaves that Alexander moves it to the blue_bottle (line 7). The question asks about the beginning, so the answer is the green_container.""",
claims=[("The spinach is first placed in the green_container (line 3)","location","true",3,"row 3"),
("while Alexander and Owen are both in the living_room","presence","true",3,"row 3"),
("It's only after Owen leaves","order","true",6,"exit 4 before move 6"),
("Alexander moves it to the blue_bottle (line 7)","event","false",7,"PLANTED: move is line 6; line 7 is 'dislikes the den'")]),
dict(style="numbered", label="wrong", stated="blue_bottle",
response="""**Step 1:** Alexander and Owen enter the living_room. The spinach is in the green_container.
**Step 2:** Owen exits. Alexander moves the spinach to the blue_bottle.
**Step 3:** Alexander exits, and Owen comes back into the living_room at the start of the final scene.
**Step 4:** When Owen comes back, the spinach is in the blue_bottle.

**Final answer:** blue_bottle""",
claims=[("Alexander and Owen enter the living_room","event","true",2,"rows 1-2"),
("The spinach is in the green_container","location","true",3,"row 3"),
("Owen exits","event","true",4,"row 4"),
("Alexander moves the spinach to the blue_bottle","event","true",6,"row 6"),
("Alexander exits","event","true",8,"row 8"),
("Owen comes back into the living_room","event","true",9,"row 9"),
("When Owen comes back, the spinach is in the blue_bottle","location","true",9,"row 9"),
("blue_bottle","location","false",3,"beginning location is green_container")]),
dict(style="narrative", label="sound", stated="green_container",
response="""This one is just about where the spinach started, so I only need the first placement.

Alexander and Owen enter the living_room, and the spinach is in the green_container at that point. Later, once Owen has stepped out, Alexander moves it to the blue_bottle, which is where it ends up. But at the beginning it was in the green_container.

The answer is green_container.""",
claims=[("Alexander and Owen enter the living_room","event","true",2,"rows 1-2"),
("the spinach is in the green_container at that point","location","true",3,"row 3"),
("once Owen has stepped out, Alexander moves it to the blue_bottle","order","true",6,"exit 4, move 6"),
("which is where it ends up","location","true","end","blue_bottle row 9"),
("at the beginning it was in the green_container","location","true",3,"answer")]),
dict(style="terse", label="sound", stated="green_container",
response="""green_container — that's where it was at line 3, before Alexander moved it to the blue_bottle.""",
claims=[("green_container","location","true",3,"answer"),
("that's where it was at line 3","location","true",3,"row 3"),
("before Alexander moved it to the blue_bottle","event","true",6,"row 6")]),
dict(style="thinking", label="unsound", stated="green_container",
response="""<think>
Memory question: original location of the spinach. Line 3: "The spinach is in the green_container." Later Alexander moved it to the blue_bottle, after Owen left. Owen comes back at the end, but he never saw the move, so Owen still thinks it's in the green_container. Doesn't matter for this question though — it's just about the beginning.
</think>

The spinach was in the green_container at the beginning.""",
claims=[("The spinach is in the green_container.","location","true",3,"row 3 quoted"),
("Later Alexander moved it to the blue_bottle","event","true",6,"row 6"),
("after Owen left","order","true",6,"exit 4 before 6"),
("Owen comes back at the end","event","true",9,"row 9"),
("he never saw the move","presence","true",6,"Owen not witness row 6"),
("Owen still thinks it's in the green_container","belief","false","end","PLANTED: Owen=blue_bottle row 9 after re-entering"),
("The spinach was in the green_container at the beginning","location","true",3,"answer")]),
]
