# q2: s6814-2-o2  Evelyn -> Aiden spinach -> red_bathtub (L)
RECORDS = [
dict(style="narrative", label="sound", stated_answer="red_bathtub",
response="""Let me trace where each person was in the back_yard. Everyone is there when the spinach is seen in the red_bathtub. Then Aiden leaves (line 6), and only after that does Logan move the spinach to the green_drawer. Evelyn watched Aiden go, and he saw Logan's move, so he knows Aiden left believing the spinach was still in the red_bathtub.

In the waiting room, Jayden privately tells Aiden it's in the green_basket, but that's a private exchange — Evelyn isn't part of it, so it can't change what he thinks Aiden believes. Logan's private message to Evelyn says red_bathtub; Evelyn doesn't buy it for himself, since Logan left before he did, and in any case it says nothing new about Aiden.

So Evelyn thinks Aiden thinks the spinach is in the red_bathtub. The answer is L. red_bathtub.""",
claims=[
("Everyone is there when the spinach is seen in the red_bathtub","presence","true",3,"all five witnessed 3"),
("Then Aiden leaves (line 6)","event","true",6,"line 6"),
("only after that does Logan move the spinach to the green_drawer","order","true",7,"6 < 7"),
("Evelyn watched Aiden go","presence","true",6,"Evelyn witnessed 6"),
("he saw Logan's move","presence","true",7,"Evelyn witnessed 7"),
("he knows Aiden left believing the spinach was still in the red_bathtub","belief","true",7,"Evelyn -> Aiden=red_bathtub"),
("Jayden privately tells Aiden it's in the green_basket","communication","true",17,"line 17"),
("Evelyn isn't part of it","presence","true",17,"witnessed_by Aiden, Jayden"),
("it can't change what he thinks Aiden believes","communication","true",17,"Evelyn -> Aiden stays red_bathtub"),
("Logan's private message to Evelyn says red_bathtub","communication","true",19,"line 19"),
("Evelyn doesn't buy it for himself","communication","true",19,"Evelyn stays green_drawer after 19"),
("since Logan left before he did","order","true",13,"Logan exited 9, Evelyn 13"),
("So Evelyn thinks Aiden thinks the spinach is in the red_bathtub","belief","true","end","answer"),
]),
dict(style="terse", label="sound", stated_answer="red_bathtub",
response="""L. red_bathtub — Aiden walked out before Logan moved it to the green_drawer, and Evelyn saw him leave.""",
claims=[
("L. red_bathtub","belief","true","end","answer"),
("Aiden walked out before Logan moved it to the green_drawer","order","true",7,"6 < 7"),
("Evelyn saw him leave","presence","true",6,"Evelyn witnessed 6"),
]),
dict(style="numbered", label="unsound", stated_answer="red_bathtub",
response="""**Step 1: Starting point.** The spinach is in the red_bathtub at line 3, with all five in the back_yard.

**Step 2: Aiden leaves.** Aiden exits at line 6. Evelyn is still there.

**Step 3: The move.** Logan moves the spinach to the green_drawer (line 7). Aiden doesn't see it; Evelyn does.

**Step 4: Waiting room.** Jayden privately tells Aiden the spinach is in the green_basket, which Aiden believes, but Evelyn doesn't hear it. Logan's private message convinces Evelyn that the spinach is back in the red_bathtub.

**Step 5: Evelyn's view of Aiden.** Whatever Evelyn himself believes, he last saw Aiden around the spinach when it was in the red_bathtub, and he has no reason to think Aiden learned anything else.

**Answer:** L. red_bathtub""",
claims=[
("The spinach is in the red_bathtub at line 3","location","true",3,"line 3"),
("with all five in the back_yard","presence","true",3,"all five witnessed 3"),
("Aiden exits at line 6","event","true",6,"line 6"),
("Evelyn is still there","presence","true",6,"Evelyn in back_yard at 6"),
("Logan moves the spinach to the green_drawer (line 7)","event","true",7,"line 7"),
("Aiden doesn't see it","presence","true",7,"Aiden not a witness of 7"),
("Evelyn does.","presence","true",7,"Evelyn witnessed 7"),
("Jayden privately tells Aiden the spinach is in the green_basket","communication","true",17,"line 17"),
("which Aiden believes","communication","true",17,"Aiden=green_basket after 17"),
("Evelyn doesn't hear it","presence","true",17,"Evelyn not a witness of 17"),
("Logan's private message convinces Evelyn that the spinach is back in the red_bathtub","communication","false",19,"PLANTED: Evelyn stays green_drawer after 19 (does not trust Logan)"),
("he last saw Aiden around the spinach when it was in the red_bathtub","presence","true",3,"last spinach event both witnessed: line 3"),
("he has no reason to think Aiden learned anything else","belief","true","end","Evelyn -> Aiden=red_bathtub"),
("L. red_bathtub","belief","true","end","answer"),
]),
dict(style="thinking", label="wrong", stated_answer="green_drawer",
response="""<think>
Evelyn thinks Aiden thinks... second order.

Spinach in red_bathtub at line 3. Logan moves it to green_drawer at line 7. When did Aiden leave? Hmm, let me recount — line 5 Aiden stays 1 minute, line 6 exit. So Aiden left before the move.

OK but then in the waiting room Jayden privately told Aiden green_basket. And Logan told Evelyn red_bathtub. Evelyn knows Logan moved it himself to green_drawer, so Logan is lying to Evelyn... Evelyn would figure everyone has been told the real location by now. So Evelyn assumes Aiden has caught up — green_drawer.
</think>

O. green_drawer""",
claims=[
("Spinach in red_bathtub at line 3","location","true",3,"line 3"),
("Logan moves it to green_drawer at line 7","event","true",7,"line 7"),
("line 5 Aiden stays 1 minute, line 6 exit","event","true",6,"lines 5-6"),
("Aiden left before the move","order","true",7,"6 < 7"),
("Jayden privately told Aiden green_basket","communication","true",17,"line 17"),
("Logan told Evelyn red_bathtub","communication","true",19,"line 19"),
("Evelyn knows Logan moved it himself to green_drawer","presence","true",7,"Evelyn witnessed 7"),
("Logan is lying to Evelyn","communication","uncheckable",19,"about Logan's intent"),
("Evelyn would figure everyone has been told the real location by now","belief","uncheckable","end","vague, about everyone"),
("So Evelyn assumes Aiden has caught up — green_drawer","belief","false","end","Evelyn -> Aiden=red_bathtub"),
("O. green_drawer","belief","false","end","answer wrong"),
]),
dict(style="answer_first", label="unsupported", stated_answer="red_bathtub",
response="""**Answer: L. red_bathtub**

Evelyn believes Aiden thinks the spinach is in the red_bathtub.""",
claims=[
("Evelyn believes Aiden thinks the spinach is in the red_bathtub","belief","true","end","answer restated"),
]),
]
