# q0: s6814-6-o1  Carter's belief about peach -> green_container (J)
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_container",
response="""**Answer: J. green_container**

Explanation:
- In the second round, Carter moved the peach from the green_drawer to the green_container himself (line 16).
- He then left the pantry (line 17), so he did not see Jayden move the peach to the blue_suitcase (line 20).
- Jayden's private message about the blue_suitcase went only to Owen (line 25), so Carter never heard it.
- Carter's public claim (line 23) just repeats what he believes; it doesn't change his own view.

So Carter still thinks the peach is in the green_container.""",
claims=[
("Carter moved the peach from the green_drawer to the green_container himself (line 16)","event","true",16,"line 16 move, peach green_drawer->green_container"),
("He then left the pantry (line 17)","event","true",17,"Carter exited at 17"),
("he did not see Jayden move the peach to the blue_suitcase (line 20)","presence","true",20,"line 20 witnessed only by Jayden"),
("Jayden's private message about the blue_suitcase went only to Owen (line 25)","communication","true",25,"private tell, witnessed Jayden, Owen"),
("Carter never heard it","presence","true",25,"Carter not in witnessed_by of 25"),
("it doesn't change his own view","communication","true",23,"Carter belief green_container before and after 23"),
("Carter still thinks the peach is in the green_container","belief","true","end","Carter=green_container at end"),
]),
dict(style="thinking", label="sound", stated_answer="green_container",
response="""<think>
The question is about Carter's own belief, first order. Let me go through what Carter saw.

First round: the peach starts in the green_drawer, Noah moves it to the green_basket, and everyone is there for that. Carter leaves at line 6. After that Jayden moves it back to the green_drawer at line 11 — Carter had already gone, so Carter would think green_basket at that point.

Second round: Carter, Noah and Jayden go back into the pantry. The peach is in the green_drawer (line 15), so Carter sees it there. Then Carter moves it to the green_container. Then Carter exits... and Jayden moves it to the blue_suitcase after Noah leaves. Wait, was Carter still there? No — Carter left at line 17, before Noah even, so he missed that move.

Then in the waiting room Carter publicly says green_container. That's his own claim, doesn't affect him. Jayden tells Owen privately about the blue_suitcase — Carter isn't part of that.

So Carter thinks green_container.
</think>

Carter's last view of the peach was when he put it in the green_container himself; he had left before Jayden moved it to the blue_suitcase. **J. green_container**""",
claims=[
("the peach starts in the green_drawer","location","true",2,"line 2"),
("Noah moves it to the green_basket","event","true",3,"line 3"),
("everyone is there for that","presence","true",3,"all five witnessed line 3"),
("Carter leaves at line 6","event","true",6,"Carter exited at 6"),
("Jayden moves it back to the green_drawer at line 11","event","true",11,"line 11"),
("Carter had already gone","presence","true",11,"Carter not a witness of 11"),
("Carter would think green_basket at that point","belief","true",11,"Carter=green_basket at 11"),
("Carter, Noah and Jayden go back into the pantry","event","true",14,"line 14"),
("The peach is in the green_drawer (line 15)","location","true",15,"objects peach=green_drawer at 15"),
("Carter sees it there","presence","true",15,"Carter witnessed 15"),
("Then Carter moves it to the green_container","event","true",16,"line 16"),
("Jayden moves it to the blue_suitcase after Noah leaves","order","true",20,"Noah exited 19, move at 20"),
("Carter left at line 17","event","true",17,"line 17"),
("before Noah even","order","true",17,"Carter 17 < Noah 19"),
("he missed that move","presence","true",20,"line 20 witnessed only by Jayden"),
("Carter publicly says green_container","communication","true",23,"line 23"),
("doesn't affect him","communication","true",23,"Carter belief unchanged at 23"),
("Jayden tells Owen privately about the blue_suitcase","communication","true",25,"line 25"),
("Carter isn't part of that","presence","true",25,"witnessed_by Jayden, Owen"),
("So Carter thinks green_container","belief","true","end","Carter=green_container"),
("Carter's last view of the peach was when he put it in the green_container himself","event","true",16,"last event Carter saw with the peach is line 16"),
("he had left before Jayden moved it to the blue_suitcase","order","true",20,"17 < 20"),
]),
dict(style="numbered", label="unsound", stated_answer="green_container",
response="""Step 1: Round one. The peach is originally in the green_drawer. Noah moves it to the green_basket while everyone watches (line 3).

Step 2: Everyone leaves one by one; Jayden, the last one in the pantry, moves the peach back to the green_drawer (line 11). Carter is gone by then.

Step 3: Round two. Carter, Noah and Jayden go back in. Carter moves the peach to the green_container (line 16).

Step 4: Noah leaves the pantry first, and Carter follows him out. Jayden is left alone and moves the peach to the blue_suitcase (line 20). Carter doesn't see this.

Step 5: In the waiting room, Carter announces the peach is in the green_container and Jayden privately tells Owen it is in the blue_suitcase. Neither changes Carter's belief.

**Answer:** J. green_container""",
claims=[
("The peach is originally in the green_drawer","location","true",2,"line 2"),
("Noah moves it to the green_basket","event","true",3,"line 3"),
("while everyone watches (line 3)","presence","true",3,"all five witnessed"),
("Jayden, the last one in the pantry","order","true",12,"Jayden exits last in round one"),
("moves the peach back to the green_drawer (line 11)","event","true",11,"line 11"),
("Carter is gone by then","presence","true",11,"Carter exited at 6"),
("Carter, Noah and Jayden go back in","event","true",14,"line 14"),
("Carter moves the peach to the green_container (line 16)","event","true",16,"line 16"),
("Noah leaves the pantry first, and Carter follows him out","order","false",17,"PLANTED: Carter exited at 17, Noah at 19"),
("Jayden is left alone","presence","true",20,"only Jayden in pantry at 20"),
("moves the peach to the blue_suitcase (line 20)","event","true",20,"line 20"),
("Carter doesn't see this","presence","true",20,"witnessed only by Jayden"),
("Carter announces the peach is in the green_container","communication","true",23,"line 23"),
("Jayden privately tells Owen it is in the blue_suitcase","communication","true",25,"line 25"),
("Neither changes Carter's belief","communication","true",25,"Carter=green_container at 22,23,25"),
("J. green_container","belief","true","end","answer; Carter=green_container"),
]),
dict(style="narrative", label="unsound", stated_answer="green_container",
response="""Let me trace what Carter actually saw. In the first round he watched Noah move the peach from the green_drawer to the green_basket, and then he left the pantry, so Jayden's move back to the green_drawer happened without him.

In the second round Carter returns with Noah and Jayden. The peach was sitting in the green_basket when the three of them came back in, and Carter moved it to the green_container. He left right after that. Jayden's move to the blue_suitcase came later, after both Carter and Noah were gone.

Back in the waiting room Carter publicly claims it's in the green_container — which is just what he believes — and Jayden's private tip about the blue_suitcase goes to Owen alone.

The answer is J. green_container.""",
claims=[
("he watched Noah move the peach from the green_drawer to the green_basket","event","true",3,"line 3, Carter witnessed"),
("then he left the pantry","event","true",6,"Carter exited at 6"),
("Jayden's move back to the green_drawer happened without him","presence","true",11,"Carter not a witness of 11"),
("Carter returns with Noah and Jayden","event","true",14,"line 14"),
("The peach was sitting in the green_basket when the three of them came back in","location","false",14,"PLANTED: peach was in green_drawer at 14/15"),
("Carter moved it to the green_container","event","true",16,"line 16"),
("He left right after that","order","true",17,"exit at 17 right after move at 16"),
("Jayden's move to the blue_suitcase came later, after both Carter and Noah were gone","order","true",20,"exits 17, 19; move 20"),
("Carter publicly claims it's in the green_container","communication","true",23,"line 23"),
("which is just what he believes","belief","true",23,"Carter=green_container"),
("Jayden's private tip about the blue_suitcase goes to Owen alone","communication","true",25,"line 25"),
("The answer is J. green_container","belief","true","end","answer"),
]),
dict(style="terse", label="wrong", stated_answer="blue_suitcase",
response="""H. blue_suitcase — Jayden moved it there last.""",
claims=[
("H. blue_suitcase","belief","false","end","answer: Carter=green_container at end"),
("Jayden moved it there last","event","true",20,"line 20 is the last move"),
]),
]
