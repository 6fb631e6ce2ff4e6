RECORDS = [
dict(style="answer_first", label="sound", stated="red_crate",
response="""**Answer: red_crate**

Explanation:
- The lemon starts out in the blue_cupboard (line 3), seen by both Sophia and Avery.
- Avery leaves the garage (line 4), but Sophia stays.
- Sophia herself moves the lemon to the red_crate (line 7), so she knows it's there and will look in the red_crate.""",
claims=[("The lemon starts out in the blue_cupboard (line 3)","location","true",3,"gold obj row 3"),
("seen by both Sophia and Avery","presence","true",3,"witnessed_by row 3"),
("Avery leaves the garage (line 4)","event","true",4,"row 4"),
("Sophia stays","presence","true",4,"Sophia in garage row 4"),
("Sophia herself moves the lemon to the red_crate (line 7)","event","true",7,"row 7"),
("she knows it's there","belief","true",7,"Sophia=red_crate"),
("will look in the red_crate","belief","true","end","Sophia=red_crate end")]),
dict(style="numbered", label="unsound", stated="red_crate",
response="""Step 1: Sophia and Avery both enter the garage, and the lemon is in the blue_cupboard.
Step 2: Avery exits the garage and then goes into the office.
Step 3: Amelia hating the persimmon has nothing to do with the lemon.
Step 4: Sophia moves the lemon to the red_crate while Avery is still watching from the doorway.
Step 5: Since Sophia did the move herself, she knows the lemon is in the red_crate.

**Answer:** red_crate""",
claims=[("Sophia and Avery both enter the garage","event","true",2,"rows 1-2"),
("the lemon is in the blue_cupboard","location","true",3,"row 3"),
("Avery exits the garage and then goes into the office","order","true",6,"exit line 4, office line 6"),
("Sophia moves the lemon to the red_crate","event","true",7,"row 7"),
("while Avery is still watching from the doorway","presence","false",7,"PLANTED: Avery in office, not witness row 7"),
("she knows the lemon is in the red_crate","belief","true",7,"Sophia=red_crate")]),
dict(style="narrative", label="wrong", stated="blue_cupboard",
response="""Let me trace where the lemon goes. It's put in the blue_cupboard while Sophia and Avery are both in the garage. Then Avery leaves, and later Sophia moves the lemon to the red_crate.

The question asks where Sophia will look. These questions usually hinge on the original placement that everyone saw, so Sophia would go back to the blue_cupboard, where the lemon was when both of them were there.

The answer is blue_cupboard.""",
claims=[("It's put in the blue_cupboard while Sophia and Avery are both in the garage","location","true",3,"row 3, both present"),
("Avery leaves","event","true",4,"row 4"),
("later Sophia moves the lemon to the red_crate","event","true",7,"row 7"),
("Sophia would go back to the blue_cupboard","belief","false","end","Sophia=red_crate"),
("where the lemon was when both of them were there","location","true",3,"row 3")]),
dict(style="terse", label="unsupported", stated="red_crate",
response="""Sophia will look in the red_crate.""",
claims=[("Sophia will look in the red_crate","belief","true","end","answer restated")]),
dict(style="thinking", label="sound", stated="red_crate",
response="""<think>
Sophia enters the garage, Avery enters. Lemon in blue_cupboard. Avery exits. Amelia hates the persimmon — irrelevant, Amelia is never even in the garage. Avery enters the office. Then Sophia moves the lemon to the red_crate.

Wait, is this asking about a false belief? No — it's Sophia, and she's the one who moved it. Avery is the one with the outdated belief; Avery still thinks blue_cupboard. Sophia knows it's in the red_crate.
</think>

Sophia moved the lemon herself, so she will look in the **red_crate**.""",
claims=[("Lemon in blue_cupboard","location","true",3,"row 3"),
("Avery exits","event","true",4,"row 4"),
("Amelia is never even in the garage","presence","true",None,"Amelia room null all rows"),
("Avery enters the office","event","true",6,"row 6"),
("Sophia moves the lemon to the red_crate","event","true",7,"row 7"),
("Avery still thinks blue_cupboard","belief","true","end","Avery=blue_cupboard"),
("Sophia knows it's in the red_crate","belief","true","end","Sophia=red_crate"),
("Sophia moved the lemon herself","event","true",7,"row 7"),
("she will look in the **red_crate**","belief","true","end","answer")]),
]
