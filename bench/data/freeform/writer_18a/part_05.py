RECORDS = [
dict(style="answer_first", label="sound", stated_answer="red_envelope",
response="""**Answer: red_envelope**

Logan was in the cellar when Charlotte moved the lettuce from the blue_bottle to the red_envelope (line 4), and it wasn't moved again before he left at line 7. He'll look in the red_envelope.""",
claims=[
("Logan was in the cellar when Charlotte moved the lettuce from the blue_bottle to the red_envelope (line 4)","presence","true",4,"witnessed 4"),
("it wasn't moved again before he left at line 7","event","true",7,"no later move"),
("He'll look in the red_envelope","belief","true","end","answer"),
]),
dict(style="numbered", label="unsound", stated_answer="red_envelope",
response="""Let's think step by step.

1. Charlotte and Logan enter the cellar (lines 1–2).
2. The lettuce is in the blue_bottle (line 3).
3. Charlotte moves it to the red_envelope (line 4); Logan is present.
4. Nathan enters the cellar at line 5, after Logan has already left.
5. Logan exits the cellar at line 7.

Logan's last observation is the red_envelope, so that's where he'll look.

The answer is [red_envelope].""",
claims=[
("Charlotte and Logan enter the cellar (lines 1–2)","event","true",2,"lines 1-2"),
("The lettuce is in the blue_bottle (line 3)","location","true",3,"line 3"),
("Charlotte moves it to the red_envelope (line 4)","event","true",4,"line 4"),
("Logan is present","presence","true",4,"witnessed 4"),
("Nathan enters the cellar at line 5","event","true",5,"line 5"),
("after Logan has already left","order","false",5,"PLANT: Logan exits at 7, after Nathan's entry"),
("Logan exits the cellar at line 7","event","true",7,"line 7"),
("Logan's last observation is the red_envelope","belief","true",7,"Logan red_envelope"),
("that's where he'll look","belief","true","end","answer"),
]),
dict(style="narrative", label="sound", stated_answer="red_envelope",
response="""This one's fairly direct. Logan watched the whole thing: he saw the lettuce sitting in the blue_bottle and then saw Charlotte transfer it to the red_envelope. Nathan came in afterwards, but nobody touched the lettuce again, and Logan's dislike of turnips is just a distractor. When Logan leaves, the lettuce is still in the red_envelope, and that's where he believes it is.

The answer is red_envelope.""",
claims=[
("he saw the lettuce sitting in the blue_bottle","presence","true",3,"witnessed 3"),
("saw Charlotte transfer it to the red_envelope","presence","true",4,"witnessed 4"),
("Nathan came in afterwards","order","true",5,"line 5 after 4"),
("nobody touched the lettuce again","event","true",7,"no further moves"),
("When Logan leaves, the lettuce is still in the red_envelope","location","true",7,"objects row 7"),
("that's where he believes it is","belief","true","end","Logan red_envelope"),
]),
dict(style="terse", label="wrong", stated_answer="blue_bottle",
response="""blue_bottle""",
claims=[]),
dict(style="thinking", label="unsound", stated_answer="red_envelope",
response="""<think>
Where will Logan look? First order, so Logan's belief.
Line 3 lettuce in blue_bottle, Charlotte and Logan both there. Line 4 Charlotte moves it to red_envelope. Logan still in the cellar, yes.
Line 5 Nathan enters. Line 7 Logan exits... and then Nathan moves the lettuce? No wait, there's no such line. The story ends at line 7. Okay.
Hmm, and Charlotte left before Logan did, so Logan was alone with Nathan at the end. Doesn't matter for Logan anyway.
</think>

Logan saw the move to the red_envelope, so he'll look there: **red_envelope**.""",
claims=[
("Line 3 lettuce in blue_bottle","location","true",3,"line 3"),
("Charlotte and Logan both there","presence","true",3,"witnessed 3"),
("Line 4 Charlotte moves it to red_envelope","event","true",4,"line 4"),
("Logan still in the cellar","presence","true",4,"room row 4"),
("Line 5 Nathan enters","event","true",5,"line 5"),
("Line 7 Logan exits","event","true",7,"line 7"),
("The story ends at line 7","order","true",7,"last line"),
("Charlotte left before Logan did","order","false",7,"PLANT: Charlotte never leaves; still in cellar at 7"),
("Logan saw the move to the red_envelope","presence","true",4,"witnessed 4"),
("he'll look there","belief","true","end","answer"),
]),
]
