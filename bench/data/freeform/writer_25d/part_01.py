# Q1 s6825-16-o1: Avery thinks spinach -> red_bathtub (N)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="red_bathtub",
response="""**Answer: N. red_bathtub**

Explanation:
- The spinach starts in the green_cupboard (line 2), and Oliver moves it to the blue_basket (line 3).
- Ella then moves it to the red_bathtub (line 5) while Avery is still in the bathroom.
- Avery exits at line 11, before Noah moves the spinach back to the green_cupboard (line 12), so Avery never sees that last move.
- Therefore Avery thinks the spinach is in the red_bathtub.""",
claims=[
("The spinach starts in the green_cupboard (line 2)","location","true",2,"row 2 spinach green_cupboard"),
("Oliver moves it to the blue_basket (line 3)","event","true",3,"line 3"),
("Ella then moves it to the red_bathtub (line 5)","event","true",5,"line 5"),
("while Avery is still in the bathroom","presence","true",5,"Avery witnessed line 5"),
("Avery exits at line 11","event","true",11,"line 11"),
("before Noah moves the spinach back to the green_cupboard (line 12)","order","true",12,"11 < 12"),
("Avery never sees that last move","presence","true",12,"witnessed_by line 12 = Noah only"),
("Avery thinks the spinach is in the red_bathtub","belief","true","end","Avery -> red_bathtub"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="red_bathtub",
response="""Let me trace where each person was when the spinach moved.

All five start in the bathroom, and everyone watches the spinach go from the green_cupboard to the blue_basket when Oliver moves it. Oliver then leaves. Ella moves it into the red_bathtub with Abigail, Avery and Noah looking on, and then she leaves too.

After that, Abigail and Avery stay in the bathroom a bit longer. Avery is the last one out except for Noah — and, importantly, Abigail is still in the room when Avery exits. Noah, now alone, moves the spinach back to the green_cupboard.

So when Avery left, the spinach was in the red_bathtub, and she didn't see Noah's move. The answer is N. red_bathtub.""",
claims=[
("everyone watches the spinach go from the green_cupboard to the blue_basket","presence","true",3,"all five witnessed line 3"),
("when Oliver moves it","event","true",3,"line 3"),
("Oliver then leaves","event","true",4,"line 4"),
("Ella moves it into the red_bathtub","event","true",5,"line 5"),
("with Abigail, Avery and Noah looking on","presence","true",5,"witnessed_by line 5"),
("then she leaves too","event","true",7,"line 7"),
("Abigail and Avery stay in the bathroom a bit longer","presence","true",8,"both in bathroom at rows 7-8"),
("Avery is the last one out except for Noah","order","true",11,"exits 4,7,9,11; Noah 13"),
("Abigail is still in the room when Avery exits","presence","false",11,"PLANTED: Abigail exited at line 9; row 11 witnessed_by = Noah only"),
("Noah, now alone","presence","true",12,"only Noah in bathroom at row 12"),
("moves the spinach back to the green_cupboard","event","true",12,"line 12"),
("when Avery left, the spinach was in the red_bathtub","location","true",11,"row 11 red_bathtub"),
("she didn't see Noah's move","presence","true",12,"Avery not in witnessed_by 12"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="red_bathtub",
response="""N. red_bathtub — Avery thinks the spinach is in the red_bathtub.""",
claims=[
("Avery thinks the spinach is in the red_bathtub","belief","true","end","answer restated"),
]))

RECORDS.append(dict(style="thinking", label="wrong", stated_answer="green_cupboard",
response="""<think>
Avery's belief about the spinach. It starts in the green_cupboard, Oliver moves it to the blue_basket, then Ella moves it to the red_bathtub. Ella leaves at 7, Abigail leaves at 9. Avery and Noah are the last two in the room.

Then Noah moves the spinach to the green_cupboard. Avery exits at line 11... hmm, but the two of them were together right up to the end, so I think Noah's move was seen by Avery. Yes, go with green_cupboard.
</think>

K. green_cupboard — Avery watched Noah put it back, so Avery thinks it's in the green_cupboard.""",
claims=[
("It starts in the green_cupboard","location","true",2,"row 2"),
("Oliver moves it to the blue_basket","event","true",3,"line 3"),
("Ella moves it to the red_bathtub","event","true",5,"line 5"),
("Ella leaves at 7","event","true",7,"line 7"),
("Abigail leaves at 9","event","true",9,"line 9"),
("Avery and Noah are the last two in the room","presence","true",9,"row 9 only Avery, Noah in bathroom"),
("Noah moves the spinach to the green_cupboard","event","true",12,"line 12"),
("Avery exits at line 11","event","true",11,"line 11"),
("the two of them were together right up to the end","presence","false",12,"Avery left at 11, Noah alone at 12"),
("Noah's move was seen by Avery","presence","false",12,"witnessed_by 12 = Noah"),
("Avery watched Noah put it back","presence","false",12,"witnessed_by 12 = Noah"),
("Avery thinks it's in the green_cupboard","belief","false","end","Avery -> red_bathtub"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="red_bathtub",
response="""Let's think step by step.

1. The spinach is first in the green_cupboard, and all five people see it there.
2. Oliver moves it to the blue_basket (line 3) and leaves.
3. Ella moves it to the red_bathtub (line 5). Avery sees this.
4. Avery leaves right after Ella does.
5. Noah moves the spinach to the green_cupboard at line 12, but Avery is already gone.

So Avery still believes the spinach is in the red_bathtub.

\\boxed{N. red_bathtub}""",
claims=[
("The spinach is first in the green_cupboard","location","true",2,"row 2"),
("all five people see it there","presence","true",2,"all witnessed line 2"),
("Oliver moves it to the blue_basket (line 3)","event","true",3,"line 3"),
("and leaves","event","true",4,"line 4 Oliver exited"),
("Ella moves it to the red_bathtub (line 5)","event","true",5,"line 5"),
("Avery sees this","presence","true",5,"Avery in witnessed_by 5"),
("Avery leaves right after Ella does","order","false",11,"PLANTED: Ella exits 7, Abigail 9, Avery only at 11"),
("Noah moves the spinach to the green_cupboard at line 12","event","true",12,"line 12"),
("Avery is already gone","presence","true",12,"Avery room None at row 12"),
("Avery still believes the spinach is in the red_bathtub","belief","true","end","Avery -> red_bathtub"),
]))
