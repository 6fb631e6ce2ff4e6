RECORDS = [
dict(style="answer_first", label="sound", stated_answer="red_box",
response="""**Answer: red_box**

The carrot is first mentioned at line 4, where it's in the red_box. It only moves later, when Mia puts it in the blue_basket (line 8).""",
claims=[
("The carrot is first mentioned at line 4, where it's in the red_box","location","true",4,"line 4"),
("Mia puts it in the blue_basket (line 8)","event","true",8,"line 8"),
]),
dict(style="numbered", label="wrong", stated_answer="blue_basket",
response="""Step 1: Mia and Benjamin are in the crawlspace.
Step 2: Benjamin leaves and goes to the TV_room.
Step 3: Mia moves the carrot to the blue_basket.

**Answer:** blue_basket""",
claims=[
("Mia and Benjamin are in the crawlspace","presence","true",3,"room row 3"),
("Benjamin leaves and goes to the TV_room","event","true",6,"lines 5-6"),
("Mia moves the carrot to the blue_basket","event","true",8,"line 8"),
]),
dict(style="narrative", label="unsound", stated_answer="red_box",
response="""This is a memory question, so we only need where the carrot started. When the story introduces it, Mia, Benjamin and Emma are all in the crawlspace, and the carrot is in the red_box. Later Benjamin heads to the TV_room and Mia moves it to the blue_basket, but that's the end state, not the beginning.

The answer is red_box.""",
claims=[
("Mia, Benjamin and Emma are all in the crawlspace","presence","false",4,"PLANT: Emma is in the TV_room"),
("the carrot is in the red_box","location","true",4,"line 4"),
("Benjamin heads to the TV_room","event","true",6,"line 6"),
("Mia moves it to the blue_basket","event","true",8,"line 8"),
("that's the end state","location","true","end","blue_basket at end"),
]),
dict(style="terse", label="unsupported", stated_answer="red_box",
response="""red_box""",
claims=[]),
dict(style="thinking", label="unsound", stated_answer="red_box",
response="""<think>
"At the beginning" = initial location. Line 4: carrot in the red_box. Then Benjamin exits the crawlspace (5), enters the TV_room (6). Emma exits at 7. Mia moves the carrot to the blue_basket at 8, and Benjamin watches it from the doorway — no wait, he's in the TV_room, he can't see it. Right.
Also, Emma left the TV_room before Benjamin arrived there.
Initial: red_box.
</think>

The carrot was in the **red_box** at the beginning.""",
claims=[
("Line 4: carrot in the red_box","location","true",4,"line 4"),
("Benjamin exits the crawlspace (5)","event","true",5,"line 5"),
("enters the TV_room (6)","event","true",6,"line 6"),
("Emma exits at 7","event","true",7,"line 7"),
("Mia moves the carrot to the blue_basket at 8","event","true",8,"line 8"),
("he's in the TV_room, he can't see it","presence","true",8,"Benjamin not witness 8"),
("Emma left the TV_room before Benjamin arrived there","order","false",7,"PLANT: Benjamin arrived at 6, Emma left at 7"),
("The carrot was in the **red_box** at the beginning","location","true",4,"answer"),
]),
]
