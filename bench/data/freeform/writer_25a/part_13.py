RECORDS = [
dict(style="answer_first", label="wrong", stated="blue_envelope",
response="""**E. blue_envelope**

Explanation:
- Mia moves the turnip to the blue_envelope (line 3) while Lucas is in the staircase.
- Lucas exits at line 7, so he misses Amelia's move to the red_box (line 8), Isla's move to the blue_pantry (line 10) and Isabella's move to the green_drawer (line 12).
- Lucas's private message at line 24 is about the peas, so it tells us nothing new about the turnip.

Therefore Lucas still believes the turnip is in the blue_envelope.""",
claims=[("Mia moves the turnip to the blue_envelope (line 3)","event","true",3,"row 3"),
("while Lucas is in the staircase","presence","true",3,"row 3"),
("Lucas exits at line 7","event","true",7,"row 7"),
("he misses Amelia's move to the red_box (line 8), Isla's move to the blue_pantry (line 10) and Isabella's move to the green_drawer (line 12)","presence","true",12,"not witness 8, 10, 12"),
("Lucas's private message at line 24 is about the peas","event","true",24,"row 24"),
("Lucas still believes the turnip is in the blue_envelope","belief","false","end","Lucas=green_drawer after re-entry at 15")]),
dict(style="numbered", label="unsound", stated="green_drawer",
response="""Let's think step by step.

1. The turnip starts in the green_drawer; Mia moves it to the blue_envelope in front of everyone.
2. Lucas leaves after Mia. At that point he believes it's in the blue_envelope.
3. While Lucas is away, the turnip goes to the red_box (Amelia), the blue_pantry (Isla) and finally back to the green_drawer (Isabella).
4. In the second round, Lucas enters the staircase again with Isla and Isabella, and the turnip is sitting in the green_drawer, so he now sees it there.
5. Nothing moves the turnip after that.

The answer is [A. green_drawer].""",
claims=[("The turnip starts in the green_drawer","location","true",2,"row 2"),
("Mia moves it to the blue_envelope in front of everyone","event","true",3,"row 3"),
("Lucas leaves after Mia","order","true",7,"5 before 7"),
("At that point he believes it's in the blue_envelope","belief","true",7,"Lucas=blue_envelope row 7"),
("the red_box (Amelia)","event","true",8,"row 8"),
("the blue_pantry (Isla)","event","true",10,"row 10"),
("finally back to the green_drawer (Isabella)","event","true",12,"row 12"),
("Lucas enters the staircase again with Isla and Isabella","event","false",15,"PLANTED: he entered with Isla and Amelia; Isabella stayed in waiting_room"),
("the turnip is sitting in the green_drawer","location","true",15,"row 15"),
("he now sees it there","belief","true",15,"Lucas=green_drawer row 15"),
("Nothing moves the turnip after that","event","true",None,"rows 15-25"),
("[A. green_drawer]","belief","true","end","answer")]),
dict(style="narrative", label="sound", stated="green_drawer",
response="""Let me trace where Lucas was when the turnip moved.

Lucas is in the staircase at the start and sees Mia put the turnip in the blue_envelope. He then leaves, and while he's gone the turnip changes hands several times, ending up back in the green_drawer thanks to Isabella.

What rescues Lucas is the second trip: he goes back into the staircase with Isla and Amelia, and at that moment the turnip is in the green_drawer, so he sees it there. After that only the peas get moved, and his private tell to Amelia is about the peas too.

So Lucas really thinks the turnip is in the green_drawer. The answer is A.""",
claims=[("Lucas is in the staircase at the start","presence","true",1,"row 1"),
("sees Mia put the turnip in the blue_envelope","presence","true",3,"witness row 3"),
("He then leaves","event","true",7,"row 7"),
("the turnip changes hands several times","event","true",12,"rows 8-12"),
("ending up back in the green_drawer thanks to Isabella","event","true",12,"row 12"),
("he goes back into the staircase with Isla and Amelia","event","true",15,"row 15"),
("at that moment the turnip is in the green_drawer","location","true",15,"row 15"),
("he sees it there","belief","true",15,"Lucas=green_drawer row 15"),
("After that only the peas get moved","event","true",21,"row 21"),
("his private tell to Amelia is about the peas too","event","true",24,"row 24"),
("Lucas really thinks the turnip is in the green_drawer","belief","true","end","answer")]),
dict(style="terse", label="unsupported", stated="green_drawer",
response="""A. green_drawer""",
claims=[("A. green_drawer","belief","true","end","answer only")]),
dict(style="thinking", label="unsound", stated="green_drawer",
response="""<think>
Lucas's belief.

Line 3: Mia -> blue_envelope, Lucas present. Line 7 Lucas leaves. Then Amelia red_box (8), Isla blue_pantry (10), Isabella green_drawer (12). Lucas misses all of that, so he'd think blue_envelope...

Wait, no. Line 15: Isla, Lucas and Amelia re-enter the staircase. The turnip is in the green_drawer then, so Lucas sees it. Belief = green_drawer.

Also Amelia left the staircase before Lucas in the second round, which doesn't matter here. Line 24 is about the peas.
</think>

A. green_drawer — Lucas saw the turnip there when he went back into the staircase at line 15.""",
claims=[("Line 3: Mia -> blue_envelope","event","true",3,"row 3"),
("Lucas present","presence","true",3,"row 3"),
("Line 7 Lucas leaves","event","true",7,"row 7"),
("Amelia red_box (8)","event","true",8,"row 8"),
("Isla blue_pantry (10)","event","true",10,"row 10"),
("Isabella green_drawer (12)","event","true",12,"row 12"),
("Lucas misses all of that","presence","true",12,"not witness"),
("Line 15: Isla, Lucas and Amelia re-enter the staircase","event","true",15,"row 15"),
("The turnip is in the green_drawer then","location","true",15,"row 15"),
("Belief = green_drawer","belief","true",15,"row 15"),
("Amelia left the staircase before Lucas in the second round","order","false",22,"PLANTED: Lucas 20, Amelia 22"),
("Line 24 is about the peas","event","true",24,"row 24"),
("A. green_drawer","belief","true","end","answer"),
("Lucas saw the turnip there when he went back into the staircase at line 15","belief","true",15,"row 15")]),
]
