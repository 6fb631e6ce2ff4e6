RECORDS = [
dict(style="answer_first", label="unsound", stated="green_treasure_chest",
response="""**Answer: O. green_treasure_chest**

Explanation: The strawberry starts in the blue_bathtub (line 2). Abigail moves it to the green_container (line 5), and Emma then moves it to the green_treasure_chest (line 9) while Gracie and Mila are watching. Everything in the master_bedroom afterwards concerns the peas, not the strawberry, so it stays in the green_treasure_chest.""",
claims=[("The strawberry starts in the blue_bathtub (line 2)","location","true",2,"row 2"),
("Abigail moves it to the green_container (line 5)","event","true",5,"row 5"),
("Emma then moves it to the green_treasure_chest (line 9)","event","true",9,"row 9"),
("while Gracie and Mila are watching","presence","false",9,"PLANTED: Gracie exited at 8; only Emma, Mila"),
("Everything in the master_bedroom afterwards concerns the peas, not the strawberry","event","true",None,"rows 15-25"),
("it stays in the green_treasure_chest","location","true","end","row 28")]),
dict(style="numbered", label="sound", stated="green_treasure_chest",
response="""1. **Start:** the strawberry is in the blue_bathtub.
2. **Abigail** moves it to the green_container after Alexander has left.
3. **Emma** moves it to the green_treasure_chest with only Mila still in the room.
4. **Second half:** Abigail, Gracie and Emma go into the master_bedroom, where the peas are moved, not the strawberry.
5. **Waiting room:** Gracie's public claim and Emma's private tell are both about the peas.

**Answer:** O. green_treasure_chest""",
claims=[("the strawberry is in the blue_bathtub","location","true",2,"row 2"),
("moves it to the green_container after Alexander has left","event","true",5,"row 5 after exit 4"),
("moves it to the green_treasure_chest with only Mila still in the room","event","true",9,"row 9 witnesses Emm, Mil"),
("Abigail, Gracie and Emma go into the master_bedroom","event","true",15,"row 15"),
("where the peas are moved, not the strawberry","event","true",21,"row 21"),
("Gracie's public claim and Emma's private tell are both about the peas","event","true",28,"rows 27-28"),
("O. green_treasure_chest","location","true","end","answer")]),
dict(style="narrative", label="wrong", stated="green_container",
response="""Let me follow the strawberry. It begins in the blue_bathtub, and Abigail moves it to the green_container once Alexander has gone. Gracie waits a minute and leaves, and then Emma moves the strawberry to the green_treasure_chest.

Hmm, but later Abigail, Gracie and Emma all go to the master_bedroom together, and Abigail and Gracie both believe the strawberry is in the green_container. Two of the three agree, and Emma never says otherwise, so the strawberry's location as far as the group is concerned is the green_container.

The answer is N. green_container.""",
claims=[("It begins in the blue_bathtub","location","true",2,"row 2"),
("Abigail moves it to the green_container once Alexander has gone","event","true",5,"row 5"),
("Gracie waits a minute and leaves","event","true",8,"rows 7-8"),
("Emma moves the strawberry to the green_treasure_chest","event","true",9,"row 9"),
("Abigail, Gracie and Emma all go to the master_bedroom together","event","true",15,"row 15"),
("Abigail and Gracie both believe the strawberry is in the green_container","belief","true",15,"row 15"),
("Emma never says otherwise","communication","true",None,"Emma's only tell is about peas"),
("The answer is N. green_container","location","false","end","real location green_treasure_chest")]),
dict(style="terse", label="unsupported", stated="green_treasure_chest",
response="""The strawberry is really in the green_treasure_chest.""",
claims=[("The strawberry is really in the green_treasure_chest","location","true","end","answer restated")]),
dict(style="thinking", label="sound", stated="green_treasure_chest",
response="""<think>
Real location, so I just need the last move of the strawberry.

Line 5 Abigail: green_container. Line 9 Emma: green_treasure_chest. Anything after? Line 16 is peas in blue_bottle, line 21 Gracie moves the peas to blue_basket. Line 27 Gracie claims peas in blue_treasure_chest — careful, that's blue_treasure_chest, not green, and it's about peas anyway. Line 28 also peas.

So the strawberry's last move is line 9.
</think>

O. green_treasure_chest — Emma moved it there at line 9, and none of the later events involve the strawberry.""",
claims=[("Line 5 Abigail: green_container","event","true",5,"row 5"),
("Line 9 Emma: green_treasure_chest","event","true",9,"row 9"),
("Line 16 is peas in blue_bottle","location","true",16,"row 16 (peas)"),
("line 21 Gracie moves the peas to blue_basket","event","true",21,"row 21"),
("Line 27 Gracie claims peas in blue_treasure_chest","event","true",27,"row 27"),
("Line 28 also peas","event","true",28,"row 28"),
("the strawberry's last move is line 9","event","true",9,"no later strawberry moves"),
("O. green_treasure_chest","location","true","end","answer"),
("Emma moved it there at line 9","event","true",9,"row 9"),
("none of the later events involve the strawberry","event","true",None,"rows 10-28")]),
]
