# Q14 s6825-18-o3: Aiden -> Isabella -> Chloe asparagus = blue_box (A)
RECORDS = []

RECORDS.append(dict(style="numbered", label="sound", stated_answer="blue_box",
response="""Let's think step by step.

1. Line 2: the asparagus is in the blue_box; all five are in the bathroom.
2. Line 4: Isabella exits — the first to leave.
3. Line 5: Chloe moves the asparagus to the red_box. Isabella is not there.
4. Lines 7–12: Chloe, Abigail and Aiden exit in that order.
5. Line 13: Emily, alone, moves the asparagus back to the blue_box.

Isabella only ever saw the asparagus in the blue_box, and she left while Chloe was still seeing it there too. So Isabella thinks Chloe thinks it's in the blue_box. Aiden watched Isabella leave before Chloe's move, so he knows Isabella missed it.

Aiden thinks Isabella thinks Chloe thinks the asparagus is in the blue_box.

\\boxed{A}""",
claims=[
("the asparagus is in the blue_box","location","true",2,"row 2"),
("all five are in the bathroom","presence","true",2,"all witnessed 2"),
("Isabella exits","event","true",4,"line 4"),
("the first to leave","order","true",4,"first exit"),
("Chloe moves the asparagus to the red_box","event","true",5,"line 5"),
("Isabella is not there","presence","true",5,"Isabella None at 5"),
("Chloe, Abigail and Aiden exit in that order","order","true",12,"exits 7, 9, 12"),
("Emily, alone, moves the asparagus back to the blue_box","event","true",13,"line 13, witnessed_by Emily"),
("Isabella only ever saw the asparagus in the blue_box","belief","true","end","Isabella -> blue_box"),
("she left while Chloe was still seeing it there too","presence","true",4,"Chloe in witnessed_by 4, asparagus blue_box"),
("Isabella thinks Chloe thinks it's in the blue_box","belief","true","end","Isabella -> Chloe = blue_box"),
("Aiden watched Isabella leave before Chloe's move","presence","true",4,"Aiden witnessed 4"),
("he knows Isabella missed it","belief","true","end","Aiden -> Isabella = blue_box"),
("Aiden thinks Isabella thinks Chloe thinks the asparagus is in the blue_box","belief","true","end","gold"),
]))

RECORDS.append(dict(style="thinking", label="wrong", stated_answer="red_box",
response="""<think>
Aiden → Isabella → Chloe.

Asparagus blue_box (2). Isabella leaves (4). Chloe → red_box (5). Chloe leaves (7), Abigail (9), Aiden (12). Emily → blue_box (13).

Chloe's belief: red_box, she moved it. Aiden saw Chloe move it. Aiden would assume that everyone's model of Chloe has Chloe knowing her own move — including Isabella's. Hmm, Isabella wasn't there, but Isabella would still expect Chloe to know... no, Isabella can't know about a move she didn't see. Ugh. But Aiden is the one reasoning, and Aiden knows it's red_box.

I'll go with red_box.
</think>

E. red_box — Chloe put it in the red_box herself, and Aiden saw that.""",
claims=[
("Asparagus blue_box (2)","location","true",2,"row 2"),
("Isabella leaves (4)","event","true",4,"line 4"),
("Chloe → red_box (5)","event","true",5,"line 5"),
("Chloe leaves (7), Abigail (9), Aiden (12)","event","true",12,"lines 7,9,12"),
("Emily → blue_box (13)","event","true",13,"line 13"),
("Chloe's belief: red_box","belief","true","end","Chloe -> red_box"),
("Aiden saw Chloe move it","presence","true",5,"Aiden witnessed 5"),
("Aiden would assume that everyone's model of Chloe has Chloe knowing her own move","belief","false","end","Aiden -> Isabella -> Chloe = blue_box"),
("Isabella wasn't there","presence","true",5,"Isabella None at 5"),
("Isabella can't know about a move she didn't see","belief","true","end","Isabella -> blue_box"),
("Aiden knows it's red_box","belief","true","end","Aiden -> red_box"),
("Chloe put it in the red_box herself","event","true",5,"line 5"),
("Aiden saw that","presence","true",5,"Aiden witnessed 5"),
]))

RECORDS.append(dict(style="terse", label="sound", stated_answer="blue_box",
response="""A. blue_box. Isabella was already gone when Chloe moved it to the red_box, and Aiden knows that.""",
claims=[
("Isabella was already gone","presence","true",5,"Isabella None at 5"),
("when Chloe moved it to the red_box","event","true",5,"line 5"),
("Aiden knows that","belief","true","end","Aiden -> Isabella -> Chloe = blue_box"),
]))

RECORDS.append(dict(style="answer_first", label="unsupported", stated_answer="blue_box",
response="""**Answer: A. blue_box**

Explanation: With third-order questions it helps to work from the innermost belief outward and to pay attention to who was in the room. Doing that here, Aiden thinks Isabella thinks Chloe thinks the asparagus is in the blue_box.""",
claims=[
("Aiden thinks Isabella thinks Chloe thinks the asparagus is in the blue_box","belief","true","end","answer restated"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="blue_box",
response="""Let me trace where each person was when the asparagus moved.

All five see the asparagus in the blue_box at the start. Isabella steps out first, and only then does Chloe move the asparagus to the red_box — Abigail, Aiden and Emily all see it. Chloe, Abigail and Aiden then leave in turn, and Emily, left on her own, puts the asparagus back into the blue_box.

Aiden thinks the asparagus is back in the blue_box by the end, but that's not really what's being asked. What matters is that Aiden saw Isabella leave before Chloe's move, so he knows Isabella's picture of Chloe's belief is frozen at the blue_box.

So Aiden thinks Isabella thinks Chloe thinks the asparagus is in the blue_box. The answer is A.""",
claims=[
("All five see the asparagus in the blue_box at the start","presence","true",2,"all witnessed 2"),
("Isabella steps out first","order","true",4,"first exit"),
("only then does Chloe move the asparagus to the red_box","order","true",5,"4 < 5"),
("Abigail, Aiden and Emily all see it","presence","true",5,"witnessed_by 5"),
("Chloe, Abigail and Aiden then leave in turn","order","true",12,"exits 7,9,12"),
("Emily, left on her own","presence","true",13,"only Emily at 13"),
("puts the asparagus back into the blue_box","event","true",13,"line 13"),
("Aiden thinks the asparagus is back in the blue_box by the end","belief","false","end","PLANTED: Aiden left at 12; Aiden -> red_box"),
("Aiden saw Isabella leave before Chloe's move","presence","true",4,"Aiden witnessed 4"),
("he knows Isabella's picture of Chloe's belief is frozen at the blue_box","belief","true","end","Aiden -> Isabella -> Chloe = blue_box"),
("Aiden thinks Isabella thinks Chloe thinks the asparagus is in the blue_box","belief","true","end","gold"),
]))
