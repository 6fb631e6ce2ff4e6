# Q13 tomi-s6825-3-reality: spinach really = red_suitcase
RECORDS = []

RECORDS.append(dict(style="terse", label="wrong", stated_answer="blue_cupboard",
response="""blue_cupboard, where it was put at the start.""",
claims=[
("where it was put at the start","location","true",3,"row 3 blue_cupboard (true of line 3, but not the end)"),
]))

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="red_suitcase",
response="""**Answer: red_suitcase**

Explanation:
- The spinach is in the blue_cupboard at line 3.
- After Isabella leaves (line 4), Abigail moves it to the red_suitcase (line 5).
- Nothing moves it afterwards — Isabella just comes back in at line 8, and Noah goes to the lounge, not the laundry.

So the spinach is really in the red_suitcase.""",
claims=[
("The spinach is in the blue_cupboard at line 3","location","true",3,"row 3"),
("After Isabella leaves (line 4)","event","true",4,"line 4"),
("Abigail moves it to the red_suitcase (line 5)","event","true",5,"line 5"),
("Nothing moves it afterwards","event","true","end","no moves after 5"),
("Isabella just comes back in at line 8","event","true",8,"line 8"),
("Noah goes to the lounge, not the laundry","event","true",9,"line 9"),
("the spinach is really in the red_suitcase","location","true","end","objects end"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="red_suitcase",
response="""Let's think step by step.

1. Abigail and Isabella enter the laundry, and the spinach is in the blue_cupboard.
2. Isabella exits.
3. Abigail moves the spinach to the red_suitcase; Noah is in the laundry too and sees this.
4. Abigail exits, and Isabella re-enters.
5. No one moves the spinach again.

The answer is \\boxed{red\\_suitcase}.""",
claims=[
("Abigail and Isabella enter the laundry","event","true",2,"lines 1-2"),
("the spinach is in the blue_cupboard","location","true",3,"row 3"),
("Isabella exits","event","true",4,"line 4"),
("Abigail moves the spinach to the red_suitcase","event","true",5,"line 5"),
("Noah is in the laundry too and sees this","presence","false",5,"PLANTED: Noah is in no room at 5; witnessed_by 5 = Abigail"),
("Abigail exits, and Isabella re-enters","order","true",8,"exit 7 then enter 8"),
("No one moves the spinach again","event","true","end","no moves after 5"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="red_suitcase",
response="""<think>
Spinach: blue_cupboard at 3. Isabella leaves at 4. Abigail alone moves it to red_suitcase at 5. Abigail leaves at 7.

Isabella comes back at 8. Isabella still thinks it's in the blue_cupboard since she never saw the move. But the question is reality, not belief.

Noah is only in the lounge, irrelevant.

Reality: red_suitcase.
</think>

The spinach is really in the red_suitcase — Abigail moved it there at line 5 and nobody moved it after that.""",
claims=[
("Spinach: blue_cupboard at 3","location","true",3,"row 3"),
("Isabella leaves at 4","event","true",4,"line 4"),
("Abigail alone","presence","true",5,"witnessed_by 5 = Abigail"),
("moves it to red_suitcase at 5","event","true",5,"line 5"),
("Abigail leaves at 7","event","true",7,"line 7"),
("Isabella comes back at 8","event","true",8,"line 8"),
("Isabella still thinks it's in the blue_cupboard","belief","false","end","PLANTED: on re-entering at 8 Isabella sees it; Isabella -> red_suitcase"),
("she never saw the move","presence","true",5,"Isabella not in witnessed_by 5"),
("Noah is only in the lounge","presence","true",9,"Noah lounge at 9"),
("The spinach is really in the red_suitcase","location","true","end","objects end"),
("Abigail moved it there at line 5","event","true",5,"line 5"),
("nobody moved it after that","event","true","end","no later moves"),
]))

RECORDS.append(dict(style="narrative", label="unsupported", stated_answer="red_suitcase",
response="""This is a straightforward reality question; the comings and goings of the characters don't affect where the spinach physically is. The spinach is really in the red_suitcase.""",
claims=[
("The spinach is really in the red_suitcase","location","true","end","answer restated"),
]))
