RECORDS = [
dict(style="answer_first", label="sound", stated_answer="red_treasure_chest", response="""**red_treasure_chest**

Explanation: The potato starts in the green_bathtub (line 5). After Carter leaves the office (line 6), Aiden moves it to the red_treasure_chest (line 7), and the story ends there.""",
claims=[
("The potato starts in the green_bathtub (line 5)","location","true",5,"row 5"),
("After Carter leaves the office (line 6)","event","true",6,"line 6"),
("Aiden moves it to the red_treasure_chest (line 7)","event","true",7,"line 7"),
("the story ends there","event","true",7,"last line"),
]),
dict(style="numbered", label="unsound", stated_answer="red_treasure_chest", response="""Let's think step by step.
1. Carter and Aiden are both in the office when the potato is in the green_bathtub.
2. Carter exits.
3. Aiden moves the potato to the red_treasure_chest.
4. Carter also thinks it's in the red_treasure_chest, but the question only asks where it really is.

The answer is [red_treasure_chest]""",
claims=[
("Carter and Aiden are both in the office when the potato is in the green_bathtub","presence","true",5,"both witnessed line 5"),
("Carter exits","event","true",6,"line 6"),
("Aiden moves the potato to the red_treasure_chest","event","true",7,"line 7"),
("Carter also thinks it's in the red_treasure_chest","belief","false","end","PLANTED: Carter believes green_bathtub"),
]),
dict(style="narrative", label="unsupported", stated_answer="red_treasure_chest", response="""The potato is really in the red_treasure_chest.""",
claims=[
("The potato is really in the red_treasure_chest","location","true","end","gold answer restated"),
]),
dict(style="terse", label="wrong", stated_answer="green_bathtub", response="""green_bathtub""", claims=[]),
dict(style="thinking", label="sound", stated_answer="red_treasure_chest", response="""<think>
Reality question. Potato placed in green_bathtub at line 5, both Carter and Aiden there.
Carter leaves at 6. Aiden, now alone, moves it to red_treasure_chest at 7.
The lounge / asparagus lines are irrelevant.
</think>
It's really in the red_treasure_chest — Aiden moved it there after Carter left.""",
claims=[
("Potato placed in green_bathtub at line 5","location","true",5,"row 5"),
("both Carter and Aiden there","presence","true",5,"both witnessed"),
("Carter leaves at 6","event","true",6,"line 6"),
("Aiden, now alone","presence","true",7,"only Aiden at 7"),
("moves it to red_treasure_chest at 7","event","true",7,"line 7"),
("It's really in the red_treasure_chest","location","true","end","gold"),
("Aiden moved it there after Carter left","order","true",7,"7 after 6"),
]),
]
