# q13: s6814-7-o2  Ella -> William pumpkin -> blue_container (A)
RECORDS = [
dict(style="narrative", label="sound", stated_answer="blue_container",
response="""Let me trace where each person was. The pumpkin starts in the blue_container with everyone in the front_yard. Owen and then William leave without anything being moved, so William's last sight of the pumpkin is in the blue_container — and Ella, who was still there, saw him go.

After William is gone, Jayden moves the pumpkin to the green_basket, and later Ella, alone, puts it back in the blue_container. William sees neither move. The den trip and the claims in the waiting room are all about the carrot.

So Ella thinks William thinks the pumpkin is in the blue_container. The answer is A. blue_container.""",
claims=[
("The pumpkin starts in the blue_container with everyone in the front_yard","location","true",2,"line 2, all present"),
("Owen and then William leave without anything being moved","order","true",6,"exits 4, 6; first move at 7"),
("William's last sight of the pumpkin is in the blue_container","belief","true",6,"William=blue_container"),
("Ella, who was still there, saw him go","presence","true",6,"Ella witnessed 6"),
("After William is gone, Jayden moves the pumpkin to the green_basket","event","true",7,"line 7"),
("later Ella, alone, puts it back in the blue_container","event","true",11,"line 11, only Ella"),
("William sees neither move","presence","true",11,"not a witness of 7, 11"),
("The den trip and the claims in the waiting room are all about the carrot","event","true",24,"lines 14-24"),
("So Ella thinks William thinks the pumpkin is in the blue_container","belief","true","end","answer"),
]),
dict(style="thinking", label="sound", stated_answer="blue_container",
response="""<think>
Ella → William, pumpkin.

Pumpkin in blue_container at line 2. Owen leaves (4), William leaves (6). Then Jayden moves it to the green_basket (7) — William's gone, Ella sees it. So Ella knows William missed it.

Then Ella herself moves it back to the blue_container at 11. So the answer is blue_container either way... wait, I should be careful: the real location is the blue_container too, but that's a coincidence. What matters is William's belief from Ella's point of view: he left at line 6 with the pumpkin in the blue_container and never saw it move.

Anything later? Den — carrot. Ella's public claim — carrot (red_bathtub). Sophia to Jayden — carrot. Nothing about the pumpkin.

blue_container.
</think>

A. blue_container. William left before either move, and Ella watched him leave.""",
claims=[
("Pumpkin in blue_container at line 2","location","true",2,"line 2"),
("Owen leaves (4)","event","true",4,"line 4"),
("William leaves (6)","event","true",6,"line 6"),
("Jayden moves it to the green_basket (7)","event","true",7,"line 7"),
("William's gone","presence","true",7,"William not in room at 7"),
("Ella sees it","presence","true",7,"Ella witnessed 7"),
("Ella knows William missed it","belief","true",7,"Ella -> William=blue_container at 7"),
("Ella herself moves it back to the blue_container at 11","event","true",11,"line 11"),
("the real location is the blue_container too","location","true","end","pumpkin=blue_container"),
("he left at line 6 with the pumpkin in the blue_container","event","true",6,"line 6; pumpkin=blue_container"),
("never saw it move","presence","true","end","William witnessed no pumpkin move"),
("Ella's public claim — carrot (red_bathtub)","communication","true",23,"line 23"),
("Sophia to Jayden — carrot","communication","true",24,"line 24"),
("A. blue_container","belief","true","end","answer"),
("William left before either move","order","true",7,"6 < 7, 11"),
("Ella watched him leave","presence","true",6,"Ella witnessed 6"),
]),
dict(style="numbered", label="unsound", stated_answer="blue_container",
response="""**Step 1:** Pumpkin is in the blue_container (line 2). Everyone sees it.
**Step 2:** Owen exits (line 4), William exits (line 6). No moves yet.
**Step 3:** Jayden moves the pumpkin to the green_basket (line 7). Present: Ella, Jayden, Sophia. William is absent.
**Step 4:** Ella, the last one left, moves it back to the blue_container (line 11).
**Step 5:** In the waiting room Ella makes a public claim about the carrot, and Sophia privately tells Jayden that the pumpkin is in the green_treasure_chest. Neither involves William's view of the pumpkin as Ella sees it.

Ella knows William left before any move, so she thinks William still believes the blue_container.

**Answer:** A. blue_container""",
claims=[
("Pumpkin is in the blue_container (line 2)","location","true",2,"line 2"),
("Everyone sees it","presence","true",2,"all five witnessed 2"),
("Owen exits (line 4)","event","true",4,"line 4"),
("William exits (line 6)","event","true",6,"line 6"),
("No moves yet","event","true",6,"no move before 7"),
("Jayden moves the pumpkin to the green_basket (line 7)","event","true",7,"line 7"),
("Present: Ella, Jayden, Sophia","presence","true",7,"witnesses of 7"),
("William is absent","presence","true",7,"William not a witness of 7"),
("Ella, the last one left","order","true",12,"Ella exits last"),
("moves it back to the blue_container (line 11)","event","true",11,"line 11"),
("Ella makes a public claim about the carrot","communication","true",23,"line 23"),
("Sophia privately tells Jayden that the pumpkin is in the green_treasure_chest","communication","false",24,"PLANTED: the tell at 24 is about the carrot, not the pumpkin"),
("Neither involves William's view of the pumpkin as Ella sees it","communication","true",24,"Ella -> William unchanged"),
("Ella knows William left before any move","belief","true","end","Ella -> William=blue_container"),
("she thinks William still believes the blue_container","belief","true","end","answer chain"),
("A. blue_container","belief","true","end","answer"),
]),
dict(style="terse", label="wrong", stated_answer="green_basket",
response="""B. green_basket — Jayden's move was the one Ella and William both knew about.""",
claims=[
("B. green_basket","belief","false","end","Ella -> William=blue_container"),
("Jayden's move was the one Ella and William both knew about","presence","false",7,"William had left at 6; not a witness of 7"),
]),
dict(style="answer_first", label="unsupported", stated_answer="blue_container",
response="""A. blue_container

From Ella's perspective, William would say the pumpkin is in the blue_container.""",
claims=[
("A. blue_container","belief","true","end","answer"),
("From Ella's perspective, William would say the pumpkin is in the blue_container","belief","true","end","answer restated"),
]),
]
