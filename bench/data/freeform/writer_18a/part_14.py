RECORDS = [
dict(style="answer_first", label="unsupported", stated_answer="green_suitcase",
response="""**Answer: green_suitcase**

Ethan will look in the green_suitcase.""",
claims=[
("Ethan will look in the green_suitcase","belief","true","end","answer restated"),
]),
dict(style="numbered", label="sound", stated_answer="green_suitcase",
response="""1. Ethan and Chloe enter the garage.
2. The radish is in the blue_envelope (line 4).
3. Chloe exits the garage (line 6).
4. Ethan moves the radish to the green_suitcase (line 7) — he did it himself, so he knows.

**Final answer:** green_suitcase""",
claims=[
("Ethan and Chloe enter the garage","event","true",2,"lines 1-2"),
("The radish is in the blue_envelope (line 4)","location","true",4,"line 4"),
("Chloe exits the garage (line 6)","event","true",6,"line 6"),
("Ethan moves the radish to the green_suitcase (line 7)","event","true",7,"line 7"),
("he knows","belief","true","end","Ethan green_suitcase"),
]),
dict(style="narrative", label="unsound", stated_answer="green_suitcase",
response="""Ethan is the one who moves the radish, so his own belief is easy. The radish starts in the blue_envelope, seen by both Ethan and Isla. After Chloe leaves, Ethan moves it to the green_suitcase. Since he did it himself, that's where he'll look.

The answer is green_suitcase.""",
claims=[
("Ethan is the one who moves the radish","event","true",7,"line 7"),
("The radish starts in the blue_envelope","location","true",4,"line 4"),
("seen by both Ethan and Isla","presence","false",4,"PLANT: witnesses were Ethan and Chloe; Isla never enters"),
("After Chloe leaves, Ethan moves it to the green_suitcase","order","true",7,"6 before 7"),
("that's where he'll look","belief","true","end","answer"),
]),
dict(style="terse", label="sound", stated_answer="green_suitcase",
response="""green_suitcase — he moved it there himself at line 7.""",
claims=[
("he moved it there himself at line 7","event","true",7,"line 7"),
]),
dict(style="thinking", label="wrong", stated_answer="blue_envelope",
response="""<think>
The radish is in the blue_envelope at line 4, with Ethan and Chloe in the garage. Chloe exits at 6. Then Ethan moves the radish to the green_suitcase.
Hmm, this is the classic Sally-Anne setup: the person who left has the false belief. But the question is about Ethan... The typical question asks about the one who left, and the expected answer is the original spot. I'll say blue_envelope.
</think>

**blue_envelope**""",
claims=[
("The radish is in the blue_envelope at line 4","location","true",4,"line 4"),
("with Ethan and Chloe in the garage","presence","true",4,"room row 4"),
("Chloe exits at 6","event","true",6,"line 6"),
("Ethan moves the radish to the green_suitcase","event","true",7,"line 7"),
]),
]
