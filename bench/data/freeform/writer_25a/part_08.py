RECORDS = [
dict(style="answer_first", label="unsound", stated="blue_bathtub",
response="""**Answer: blue_bathtub**

Explanation:
- Jayden and Lucas both see the turnip in the blue_bathtub (line 3).
- Emma enters the laundry at line 4, but she plays no part in the turnip's story.
- Jayden exits (line 6) before Lucas moves the turnip to the green_cupboard (line 7), so Jayden never learns about the move and will look in the blue_bathtub.""",
claims=[("Jayden and Lucas both see the turnip in the blue_bathtub (line 3)","presence","true",3,"row 3 witnesses"),
("Emma enters the laundry at line 4","event","false",4,"PLANTED: Emma entered the closet"),
("Jayden exits (line 6) before Lucas moves the turnip to the green_cupboard (line 7)","order","true",7,"6 before 7"),
("Jayden never learns about the move","presence","true",7,"not witness row 7"),
("will look in the blue_bathtub","belief","true","end","Jayden=blue_bathtub")]),
dict(style="numbered", label="sound", stated="blue_bathtub",
response="""Let's think step by step.
1. Lucas and Jayden are in the laundry when the turnip is in the blue_bathtub.
2. Emma goes into the closet, a different room.
3. Jayden leaves the laundry.
4. Only after that does Lucas move the turnip to the green_cupboard, so Jayden doesn't see it.
5. Jayden's last knowledge is that the turnip is in the blue_bathtub.

The answer is \\boxed{blue\\_bathtub}""",
claims=[("Lucas and Jayden are in the laundry when the turnip is in the blue_bathtub","presence","true",3,"row 3"),
("Emma goes into the closet","event","true",4,"row 4"),
("Jayden leaves the laundry","event","true",6,"row 6"),
("Only after that does Lucas move the turnip to the green_cupboard","order","true",7,"6 before 7"),
("Jayden doesn't see it","presence","true",7,"not witness"),
("Jayden's last knowledge is that the turnip is in the blue_bathtub","belief","true","end","Jayden=blue_bathtub")]),
dict(style="narrative", label="wrong", stated="green_cupboard",
response="""So the turnip begins in the blue_bathtub, with Lucas and Jayden both in the laundry. Jayden steps out, and Lucas moves the turnip to the green_cupboard.

Jayden wants the turnip, and the turnip is in the green_cupboard now. Since the question asks where he will look, and looking for something usually means going to where it is, I'd say Jayden will look in the green_cupboard.

The answer is green_cupboard.""",
claims=[("the turnip begins in the blue_bathtub","location","true",3,"row 3"),
("with Lucas and Jayden both in the laundry","presence","true",3,"row 3"),
("Jayden steps out","event","true",6,"row 6"),
("Lucas moves the turnip to the green_cupboard","event","true",7,"row 7"),
("the turnip is in the green_cupboard now","location","true","end","row 7"),
("Jayden will look in the green_cupboard","belief","false","end","Jayden=blue_bathtub")]),
dict(style="terse", label="sound", stated="blue_bathtub",
response="""blue_bathtub. Jayden left before Lucas moved it.""",
claims=[("blue_bathtub","belief","true","end","answer"),
("Jayden left before Lucas moved it","order","true",7,"6 before 7")]),
dict(style="thinking", label="unsound", stated="blue_bathtub",
response="""<think>
Lucas in laundry, Jayden in laundry, turnip in blue_bathtub. Emma into the closet. Lucas hates grapefruit (noise). Jayden exits. Lucas moves turnip to green_cupboard — Emma sees this from the closet? No, different room. Lucas thinks Jayden still believes the green_cupboard, since he was the one who moved it.

Jayden's belief: blue_bathtub.
</think>

Jayden will look in the blue_bathtub, because he left the laundry before the turnip was moved to the green_cupboard.""",
claims=[("Lucas in laundry, Jayden in laundry, turnip in blue_bathtub","presence","true",3,"row 3"),
("Emma into the closet","event","true",4,"row 4"),
("Jayden exits","event","true",6,"row 6"),
("Lucas moves turnip to green_cupboard","event","true",7,"row 7"),
("different room","presence","true",7,"Emma closet, not witness"),
("Lucas thinks Jayden still believes the green_cupboard","belief","false",7,"PLANTED: Lucas->Jayden=blue_bathtub"),
("Jayden's belief: blue_bathtub","belief","true","end","row 7"),
("Jayden will look in the blue_bathtub","belief","true","end","answer"),
("he left the laundry before the turnip was moved to the green_cupboard","order","true",7,"6 before 7")]),
]
