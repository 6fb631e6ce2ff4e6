# Q15 s6825-9-o4: Mila -> Logan -> Elizabeth -> Chloe cherry = red_pantry (C)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="red_pantry",
response="""**Answer: C. red_pantry**

Explanation:
- Benjamin moves the cherry from the blue_suitcase to the red_pantry at line 3, in front of everyone.
- Mila exits at line 6 and Elizabeth at line 8; neither sees Chloe's move to the blue_basket (line 9) or Logan's move back to the blue_suitcase (line 12).
- The last cherry event Mila shared with Logan, Elizabeth and Chloe was the move to the red_pantry, and there are no statements about the cherry afterwards.
- So Mila thinks Logan thinks Elizabeth thinks Chloe thinks the cherry is in the red_pantry.""",
claims=[
("Benjamin moves the cherry from the blue_suitcase to the red_pantry at line 3","event","true",3,"lines 2-3"),
("in front of everyone","presence","true",3,"all witnessed 3"),
("Mila exits at line 6","event","true",6,"line 6"),
("Elizabeth at line 8","event","true",8,"line 8"),
("neither sees Chloe's move to the blue_basket (line 9)","presence","true",9,"witnessed_by 9 = Chloe, Logan"),
("Logan's move back to the blue_suitcase (line 12)","event","true",12,"line 12"),
("The last cherry event Mila shared with Logan, Elizabeth and Chloe was the move to the red_pantry","belief","true","end","Mila's chains all red_pantry"),
("there are no statements about the cherry afterwards","communication","true",None,"no tells"),
("Mila thinks Logan thinks Elizabeth thinks Chloe thinks the cherry is in the red_pantry","belief","true","end","gold"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="red_pantry",
response="""**Step 1 – Initial state:** cherry in the blue_suitcase (line 2).
**Step 2 – Benjamin's move:** to the red_pantry (line 3), seen by all five.
**Step 3 – Exits:** Benjamin (4), Mila (6), Elizabeth (8).
**Step 4 – Later moves:** Chloe → blue_basket (9, Logan watching), Logan → blue_suitcase (12, alone).
**Step 5 – Communication:** In the waiting room at the end, Logan tells Mila that the cherry is in the blue_suitcase, but that's only Logan's own belief and doesn't change how Mila models the chain.
**Step 6 – Chain:** Mila left at line 6, when Logan, Elizabeth and Chloe had all seen the cherry in the red_pantry. From Mila's view the whole chain stays at the red_pantry.

**Answer:** C. red_pantry""",
claims=[
("cherry in the blue_suitcase (line 2)","location","true",2,"row 2"),
("to the red_pantry (line 3)","event","true",3,"line 3"),
("seen by all five","presence","true",3,"all witnessed 3"),
("Benjamin (4), Mila (6), Elizabeth (8)","event","true",8,"lines 4,6,8"),
("Chloe → blue_basket (9, Logan watching)","event","true",9,"line 9 witnessed_by Chloe, Logan"),
("Logan → blue_suitcase (12, alone)","event","true",12,"line 12 witnessed_by Logan"),
("Logan tells Mila that the cherry is in the blue_suitcase","communication","false",25,"PLANTED: no such tell exists in the story"),
("Mila left at line 6","event","true",6,"line 6"),
("when Logan, Elizabeth and Chloe had all seen the cherry in the red_pantry","presence","true",6,"all witnessed 3; red_pantry at 6"),
("From Mila's view the whole chain stays at the red_pantry","belief","true","end","gold"),
]))

RECORDS.append(dict(style="narrative", label="wrong", stated_answer=None,
response="""Let me trace where each person was when the cherry moved.

Everyone watches Benjamin move the cherry from the blue_suitcase to the red_pantry, and then Benjamin, Mila and Elizabeth leave in that order. Chloe moves the cherry to the blue_basket while Logan is still there, and then Logan, alone, moves it back to the blue_suitcase.

The tricky part is the middle of the chain. Mila knows Logan stayed after her, so Logan may well have seen more than she did. Logan knows Chloe thinks the blue_basket, but Elizabeth left before that move.

Honestly, this one could go either way: red_pantry if you treat Mila's knowledge as frozen when she left, or blue_basket if you let Logan's extra knowledge into the chain. I'd say the answer is C. red_pantry or E. blue_basket.""",
claims=[
("Everyone watches Benjamin move the cherry from the blue_suitcase to the red_pantry","presence","true",3,"all witnessed 3"),
("Benjamin, Mila and Elizabeth leave in that order","order","true",8,"exits 4,6,8"),
("Chloe moves the cherry to the blue_basket","event","true",9,"line 9"),
("while Logan is still there","presence","true",9,"Logan witnessed 9"),
("Logan, alone, moves it back to the blue_suitcase","event","true",12,"line 12"),
("Mila knows Logan stayed after her","order","true",6,"Mila witnessed her own exit with Logan present; Logan exits 13"),
("Logan knows Chloe thinks the blue_basket","belief","true","end","Logan -> Chloe = blue_basket"),
("Elizabeth left before that move","order","true",9,"8 < 9"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="red_pantry",
response="""<think>
Order 4: Mila → Logan → Elizabeth → Chloe.

Moves: blue_suitcase (2) → red_pantry (3, Benjamin, all present) → blue_basket (9, Chloe, with Logan) → blue_suitcase (12, Logan alone).

Exits: Benjamin 4, Mila 6, Elizabeth 8, Chloe 10, Logan 13.

Innermost first. Elizabeth → Chloe: Elizabeth left at 8, and the cherry is in the blue_basket when Elizabeth exits, hmm... no wait, Chloe's move is line 9, after Elizabeth leaves. So Elizabeth thinks Chloe thinks red_pantry. Okay.

Logan → Elizabeth → Chloe: Logan saw Elizabeth leave before the blue_basket move, so red_pantry.

Mila → Logan → Elizabeth → Chloe: Mila left at 6 and the cherry was in the blue_basket at that point, but since no one Mila watched changed anything she didn't see, everything stays at red_pantry from her side.

Patio scene is about the plum. Answer red_pantry.
</think>

C. red_pantry — from Mila's viewpoint, everyone in the chain last saw the cherry go into the red_pantry.""",
claims=[
("blue_suitcase (2)","location","true",2,"row 2"),
("red_pantry (3, Benjamin, all present)","event","true",3,"line 3"),
("blue_basket (9, Chloe, with Logan)","event","true",9,"line 9"),
("blue_suitcase (12, Logan alone)","event","true",12,"line 12"),
("Benjamin 4, Mila 6, Elizabeth 8, Chloe 10, Logan 13","event","true",13,"exit lines"),
("Chloe's move is line 9, after Elizabeth leaves","order","true",9,"8 < 9"),
("Elizabeth thinks Chloe thinks red_pantry","belief","true","end","Elizabeth -> Chloe = red_pantry"),
("Logan saw Elizabeth leave before the blue_basket move","presence","true",8,"Logan witnessed 8"),
("Mila left at 6","event","true",6,"line 6"),
("the cherry was in the blue_basket at that point","location","false",6,"PLANTED: row 6 cherry red_pantry (blue_basket only from line 9)"),
("everything stays at red_pantry from her side","belief","true","end","gold"),
("Patio scene is about the plum","event","true",20,"lines 17-20 plum"),
("everyone in the chain last saw the cherry go into the red_pantry","belief","true","end","M->L->E->C red_pantry"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="red_pantry",
response="""C. red_pantry""",
claims=[]))
