# Q6 s6819-19-o4: Oliver -> Jacob -> Mason -> Evelyn, lemon. gold green_bottle
RECORDS = []

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="green_bottle",
response="""<think>
OK, four levels: Oliver → Jacob → Mason → Evelyn, about the lemon.

Lemon: green_basket (2), Oliver → green_bottle (3), Chloe → red_suitcase (7), Evelyn → blue_bucket (9).

Exits from the kitchen: Jacob goes out first, at line 4, then Oliver at line 6... wait, no. Line 4 is "Oliver exited the kitchen", line 6 is Jacob. So Oliver first, then Jacob.

Jacob left at line 6, before Chloe's move at 7. So everything Jacob knows about the lemon stops at the green_bottle. Jacob thinks Mason thinks Evelyn thinks green_bottle — he can't model anything beyond what he saw.

Oliver left even earlier, at line 4, right after putting it in the green_bottle himself. So Oliver's whole model of everyone is green_bottle. Chloe isn't in the chain, and she left after Evelyn anyway, so she doesn't matter.

The playroom part is about the pumpkin: Oliver → blue_container, Jacob → red_box. And the claims at the end (Oliver publicly saying the pumpkin is in the blue_container, Chloe telling Evelyn it's in the red_box) are also about the pumpkin. Nothing about the lemon.

So the answer is green_bottle.
</think>

**J. green_bottle**

Oliver and Jacob both left the kitchen while the lemon was still in the green_bottle, so every belief in the chain stays there.""",
claims=[
 ("green_basket (2)","location","true",2,"line 2"),
 ("Oliver → green_bottle (3)","event","true",3,"line 3"),
 ("Chloe → red_suitcase (7)","event","true",7,"line 7"),
 ("Evelyn → blue_bucket (9)","event","true",9,"line 9"),
 ("Line 4 is \"Oliver exited the kitchen\"","event","true",4,"line 4"),
 ("line 6 is Jacob","event","true",6,"Jacob exits 6"),
 ("Oliver first, then Jacob","order","true",6,"4 before 6"),
 ("Jacob left at line 6, before Chloe's move at 7","order","true",7,"6 before 7"),
 ("everything Jacob knows about the lemon stops at the green_bottle","belief","true","end","Jacob: green_bottle"),
 ("Jacob thinks Mason thinks Evelyn thinks green_bottle","belief","true","end","Jacob->Mason->Evelyn"),
 ("Oliver left even earlier, at line 4","order","true",4,"4 before 6"),
 ("right after putting it in the green_bottle himself","order","true",4,"exit 4 follows move 3"),
 ("Oliver's whole model of everyone is green_bottle","belief","true","end","all Oliver-> rows green_bottle"),
 ("she left after Evelyn anyway","order","false",8,"PLANTED: Chloe exited at 8, Evelyn at 11"),
 ("Oliver → blue_container","event","true",19,"pumpkin line 19"),
 ("Jacob → red_box","event","true",21,"pumpkin line 21"),
 ("Oliver publicly saying the pumpkin is in the blue_container","event","true",26,"line 26"),
 ("Chloe telling Evelyn it's in the red_box","event","true",27,"line 27"),
 ("Nothing about the lemon","communication","true",27,"lemon beliefs unchanged by 26-27"),
 ("Oliver and Jacob both left the kitchen while the lemon was still in the green_bottle","location","true",6,"green_bottle at 4 and 6"),
 ("every belief in the chain stays there","belief","true","end","chain rows green_bottle"),
]))

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="green_bottle",
response="""J. green_bottle

Explanation:
The lemon starts in the green_basket, and Oliver moves it to the green_bottle at line 3 with all five people watching. Oliver then leaves (line 4), and Jacob leaves at line 6, both before anyone touches the lemon again.

- Innermost: everyone in the kitchen saw the green_bottle move, so at that moment Mason thinks Evelyn thinks it's in the green_bottle.
- Jacob left before Chloe's red_suitcase move (line 7) and Evelyn's blue_bucket move (line 9), so for Jacob the chain Mason → Evelyn is frozen at the green_bottle.
- Oliver left even before Jacob, so Oliver thinks Jacob thinks Mason thinks Evelyn thinks it's in the green_bottle.

The pumpkin events and the waiting-room claims don't involve the lemon.""",
claims=[
 ("The lemon starts in the green_basket","location","true",2,"line 2"),
 ("Oliver moves it to the green_bottle at line 3 with all five people watching","event","true",3,"line 3, all witnessed"),
 ("Oliver then leaves (line 4)","event","true",4,"line 4"),
 ("Jacob leaves at line 6","event","true",6,"line 6"),
 ("both before anyone touches the lemon again","order","true",7,"next move line 7"),
 ("at that moment Mason thinks Evelyn thinks it's in the green_bottle","belief","true",3,"Mason->Evelyn green_bottle at 3"),
 ("Jacob left before Chloe's red_suitcase move (line 7)","order","true",7,"6 before 7"),
 ("Evelyn's blue_bucket move (line 9)","event","true",9,"line 9"),
 ("for Jacob the chain Mason → Evelyn is frozen at the green_bottle","belief","true","end","Jacob->Mason->Evelyn green_bottle"),
 ("Oliver left even before Jacob","order","true",6,"4 before 6"),
 ("Oliver thinks Jacob thinks Mason thinks Evelyn thinks it's in the green_bottle","belief","true","end","answer chain"),
 ("The pumpkin events and the waiting-room claims don't involve the lemon","communication","true",27,"lemon beliefs unchanged"),
]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="blue_bucket",
response="""Let's think step by step.
1. The lemon starts in the green_basket.
2. Oliver moves it to the green_bottle (line 3).
3. Chloe moves it to the red_suitcase (line 7).
4. Evelyn moves it to the blue_bucket (line 9), with Mason watching.
5. Evelyn thinks the lemon is in the blue_bucket, and Mason knows this since he saw her do it.
6. Jacob and Oliver would assume Mason and Evelyn are on the same page about the latest location.

So the answer is \\boxed{blue\\_bucket}""",
claims=[
 ("The lemon starts in the green_basket","location","true",2,"line 2"),
 ("Oliver moves it to the green_bottle (line 3)","event","true",3,"line 3"),
 ("Chloe moves it to the red_suitcase (line 7)","event","true",7,"line 7"),
 ("Evelyn moves it to the blue_bucket (line 9)","event","true",9,"line 9"),
 ("with Mason watching","presence","true",9,"Mason witnessed 9"),
 ("Evelyn thinks the lemon is in the blue_bucket","belief","true","end","Evelyn: blue_bucket"),
 ("Mason knows this","belief","true","end","Mason->Evelyn blue_bucket"),
 ("he saw her do it","presence","true",9,"witnessed 9"),
 ("Jacob and Oliver would assume Mason and Evelyn are on the same page about the latest location","belief","false","end","Jacob->Mason->Evelyn and chain are green_bottle"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="green_bottle",
response="""Let me trace where each person was when the lemon moved.

The lemon begins in the green_basket, and Oliver moves it into the green_bottle while all five of them are in the kitchen. Then Oliver leaves, and a little later Jacob leaves too. Neither of them sees what happens next: Chloe moves the lemon to the red_suitcase, and after Chloe leaves, Evelyn moves it to the blue_bucket. Mason stays the longest; by the time he leaves at line 15, the lemon is sitting in the red_suitcase.

For this question, though, what matters is Jacob's picture of things. Jacob's last view of the lemon was the green_bottle, and he had watched Mason and Evelyn see that same move. So Jacob thinks Mason thinks Evelyn thinks it's in the green_bottle. Oliver, who left before Jacob, has no reason to imagine Jacob knows anything more.

So Oliver thinks Jacob thinks Mason thinks Evelyn thinks the lemon is in the green_bottle. The answer is J. green_bottle.""",
claims=[
 ("The lemon begins in the green_basket","location","true",2,"line 2"),
 ("Oliver moves it into the green_bottle while all five of them are in the kitchen","event","true",3,"line 3"),
 ("Then Oliver leaves","event","true",4,"line 4"),
 ("a little later Jacob leaves too","event","true",6,"line 6"),
 ("Neither of them sees what happens next","presence","true",9,"both absent at 7, 9"),
 ("Chloe moves the lemon to the red_suitcase","event","true",7,"line 7"),
 ("after Chloe leaves, Evelyn moves it to the blue_bucket","event","true",9,"exit 8, move 9"),
 ("Mason stays the longest","order","true",15,"Mason last to exit kitchen"),
 ("by the time he leaves at line 15, the lemon is sitting in the red_suitcase","location","false",15,"PLANTED: it is in the blue_bucket at 15"),
 ("Jacob's last view of the lemon was the green_bottle","belief","true",6,"Jacob: green_bottle"),
 ("he had watched Mason and Evelyn see that same move","presence","true",3,"all witnessed 3"),
 ("Jacob thinks Mason thinks Evelyn thinks it's in the green_bottle","belief","true","end","J->M->E"),
 ("Oliver, who left before Jacob","order","true",6,"4 before 6"),
 ("Oliver thinks Jacob thinks Mason thinks Evelyn thinks the lemon is in the green_bottle","belief","true","end","answer chain"),
]))

RECORDS.append(dict(style="terse", label="sound", stated_answer="green_bottle",
response="""J. green_bottle. Oliver and Jacob both walked out before the lemon was moved a second time.""",
claims=[
 ("Oliver and Jacob both walked out before the lemon was moved a second time","order","true",7,"exits 4, 6; second move 7"),
]))
