# Q11 s6825-22-o2: Mila -> Aiden pineapple = red_basket (A)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="red_basket",
response="""A. red_basket

Explanation:
1. The pineapple starts in the red_basket (line 2) with all five in the laundry.
2. Mila exits at line 4, before anything is moved.
3. Logan moves it to the green_container (line 11), and after Logan leaves, Aiden moves it back to the red_basket (line 13).
4. Mila saw Aiden return it to the red_basket, so she knows Aiden's belief matches hers.
5. Mila thinks Aiden thinks the pineapple is in the red_basket.""",
claims=[
("The pineapple starts in the red_basket (line 2)","location","true",2,"row 2"),
("with all five in the laundry","presence","true",2,"all witnessed 2"),
("Mila exits at line 4","event","true",4,"line 4"),
("before anything is moved","order","true",4,"first move at 11"),
("Logan moves it to the green_container (line 11)","event","true",11,"line 11"),
("after Logan leaves, Aiden moves it back to the red_basket (line 13)","event","true",13,"exit 12, move 13"),
("Mila saw Aiden return it to the red_basket","presence","false",13,"PLANTED: witnessed_by 13 = Aiden only; Mila left at 4"),
("Mila thinks Aiden thinks the pineapple is in the red_basket","belief","true","end","gold"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="red_basket",
response="""Let me trace where each person was when the pineapple moved.

Mila is actually the very first person to leave the laundry, at line 4, and at that moment the pineapple is sitting in the red_basket where everyone saw it placed. She misses everything that follows: Logan moving it to the green_container, and Aiden, alone, moving it back to the red_basket.

So from Mila's point of view, the last thing she and Aiden both saw was the pineapple in the red_basket. Later Mila and Aiden are together on the staircase, but that scene is about the lemon, and there's no conversation about the pineapple.

Mila thinks Aiden thinks the pineapple is in the red_basket — which, as it happens, is also where Aiden really thinks it is. The answer is A. red_basket.""",
claims=[
("Mila is actually the very first person to leave the laundry, at line 4","order","true",4,"first exit"),
("at that moment the pineapple is sitting in the red_basket","location","true",4,"row 4"),
("where everyone saw it placed","presence","true",2,"all witnessed 2"),
("She misses everything that follows","presence","true",13,"Mila absent 5-14"),
("Logan moving it to the green_container","event","true",11,"line 11"),
("Aiden, alone, moving it back to the red_basket","event","true",13,"line 13, witnessed_by Aiden"),
("the last thing she and Aiden both saw was the pineapple in the red_basket","belief","true","end","Mila -> Aiden = red_basket"),
("Later Mila and Aiden are together on the staircase","presence","true",16,"line 16"),
("that scene is about the lemon","event","true",20,"lines 17-20 lemon"),
("there's no conversation about the pineapple","communication","true",None,"no tells"),
("Mila thinks Aiden thinks the pineapple is in the red_basket","belief","true","end","gold"),
("where Aiden really thinks it is","belief","true","end","Aiden -> red_basket"),
]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="green_container",
response="""Let's think step by step.

1. Initially the pineapple is in the red_basket.
2. Mila, Sophia and Nathan leave the laundry one after another.
3. Logan moves the pineapple to the green_container while Aiden watches.
4. Logan leaves; Aiden is left alone.
5. Mila knows Aiden was there for Logan's move, so she expects Aiden to think it's in the green_container.

So Mila thinks Aiden thinks the pineapple is in the green_container.

The answer is [green_container].""",
claims=[
("Initially the pineapple is in the red_basket","location","true",2,"row 2"),
("Mila, Sophia and Nathan leave the laundry one after another","order","true",10,"exits 4,7,10"),
("Logan moves the pineapple to the green_container","event","true",11,"line 11"),
("while Aiden watches","presence","true",11,"Aiden witnessed 11"),
("Logan leaves","event","true",12,"line 12"),
("Aiden is left alone","presence","true",12,"only Aiden in laundry"),
("Mila knows Aiden was there for Logan's move","belief","false","end","Mila left at 4, did not see line 11; Mila -> Aiden = red_basket"),
("Mila thinks Aiden thinks the pineapple is in the green_container","belief","false","end","gold red_basket"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="red_basket",
response="""<think>
Mila → Aiden, pineapple.

Pineapple red_basket at line 2. Mila leaves first (4). Sophia leaves (7), Nathan leaves (10). Logan moves pineapple to green_container at 11 with Aiden present, Logan leaves at 12, Aiden moves it back to red_basket at 13.

Mila wasn't there for any of the moves. She last saw the pineapple in the red_basket together with Aiden. So she'd think Aiden thinks red_basket.

Wait, is there any claim or tell? Let me re-check... staircase scene: lemon in red_bottle, Nathan moves lemon to green_box. No statements at all. OK.

Answer: red_basket.
</think>

**A. red_basket** — Mila left before either move, so her picture of Aiden's belief stays at the red_basket.""",
claims=[
("Pineapple red_basket at line 2","location","true",2,"row 2"),
("Mila leaves first (4)","order","true",4,"first exit"),
("Sophia leaves (7)","event","true",7,"line 7"),
("Nathan leaves (10)","event","true",10,"line 10"),
("Logan moves pineapple to green_container at 11","event","true",11,"line 11"),
("with Aiden present","presence","true",11,"Aiden witnessed 11"),
("Logan leaves at 12","event","true",12,"line 12"),
("Aiden moves it back to red_basket at 13","event","true",13,"line 13"),
("Mila wasn't there for any of the moves","presence","true",13,"Mila absent at 11,13"),
("She last saw the pineapple in the red_basket together with Aiden","belief","true",4,"Mila -> Aiden = red_basket"),
("she'd think Aiden thinks red_basket","belief","true","end","gold"),
("lemon in red_bottle","location","true",17,"row 17 lemon"),
("Nathan moves lemon to green_box","event","true",20,"line 20"),
("No statements at all","communication","true",None,"no tells"),
("Mila left before either move","order","true",11,"4 < 11"),
("her picture of Aiden's belief stays at the red_basket","belief","true","end","gold"),
]))

RECORDS.append(dict(style="terse", label="unsound", stated_answer="red_basket",
response="""A — Mila walked out after Sophia, before anything moved, so for her Aiden still has it in the red_basket.""",
claims=[
("Mila walked out after Sophia","order","false",4,"PLANTED: Mila exited at 4, Sophia at 7"),
("before anything moved","order","true",4,"first move at 11"),
("for her Aiden still has it in the red_basket","belief","true","end","Mila -> Aiden = red_basket"),
]))
