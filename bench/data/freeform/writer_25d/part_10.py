# Q10 s6825-10-o0: pear really = blue_suitcase (E)
RECORDS = []

RECORDS.append(dict(style="terse", label="sound", stated_answer="blue_suitcase",
response="""E. blue_suitcase — Alexander moved it there last (line 23).""",
claims=[
("Alexander moved it there","event","true",23,"line 23"),
("last (line 23)","order","true",23,"last move in the story"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="blue_suitcase",
response="""**Answer: E. blue_suitcase**

Explanation:
- In the second visit to the bathroom, Nathan moves the pear to the green_suitcase (line 17) and leaves.
- Noah leaves at line 21, and Alexander, now alone, moves the pear to the blue_suitcase (line 23). That is the last physical move.
- Noah's public claim (line 27) doesn't affect Nathan, and Alexander's private tell to Noah (line 28) says blue_bathtub — but claims and tells don't move objects.
- So the pear is really in the blue_suitcase.""",
claims=[
("Nathan moves the pear to the green_suitcase (line 17)","event","true",17,"line 17"),
("and leaves","event","true",18,"line 18"),
("Noah leaves at line 21","event","true",21,"line 21"),
("Alexander, now alone","presence","true",23,"witnessed_by 23 = Alexander"),
("moves the pear to the blue_suitcase (line 23)","event","true",23,"line 23"),
("That is the last physical move","order","true",23,"no later moves"),
("Noah's public claim (line 27) doesn't affect Nathan","communication","false",27,"PLANTED: Nathan left before Noah, trusts him; Nathan green_suitcase -> blue_suitcase at 27"),
("Alexander's private tell to Noah (line 28) says blue_bathtub","communication","true",28,"line 28"),
("claims and tells don't move objects","location","true",28,"objects unchanged at 27-28"),
("the pear is really in the blue_suitcase","location","true","end","objects end"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="blue_suitcase",
response="""Step 1: First bathroom visit. The pear goes red_treasure_chest → red_bucket (Noah, line 5) → blue_suitcase (Alexander, line 7) → green_suitcase (Mia, line 10) → red_treasure_chest (Ethan, line 12).

Step 2: Second visit. Nathan, Noah and Alexander go back in, and the pear is in the red_treasure_chest (line 16). Nathan moves it to the green_suitcase (line 17).

Step 3: Nathan and then Noah leave. Alexander moves the pear to the blue_suitcase (line 23) and exits.

Step 4: Lines 27–28 are only statements; nothing is physically moved.

Final answer: E. blue_suitcase""",
claims=[
("red_treasure_chest → red_bucket (Noah, line 5)","event","true",5,"line 5"),
("blue_suitcase (Alexander, line 7)","event","true",7,"line 7"),
("green_suitcase (Mia, line 10)","event","true",10,"line 10"),
("red_treasure_chest (Ethan, line 12)","event","true",12,"line 12"),
("Nathan, Noah and Alexander go back in","event","true",15,"line 15"),
("the pear is in the red_treasure_chest (line 16)","location","true",16,"row 16"),
("Nathan moves it to the green_suitcase (line 17)","event","true",17,"line 17"),
("Nathan and then Noah leave","order","true",21,"exits 18, 21"),
("Alexander moves the pear to the blue_suitcase (line 23)","event","true",23,"line 23"),
("and exits","event","true",24,"line 24"),
("nothing is physically moved","location","true",28,"objects unchanged 27-28"),
]))

RECORDS.append(dict(style="narrative", label="unsupported", stated_answer="blue_suitcase",
response="""This one is a reality question, so all the talk about who claimed what and who told whom is beside the point — what matters is only the physical moves, and the story has plenty of them to keep track of.

Taking that into account, the pear is really in the blue_suitcase. The answer is E.""",
claims=[
("the story has plenty of them","event","uncheckable",None,"vague"),
("the pear is really in the blue_suitcase","location","true","end","answer restated"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="blue_suitcase",
response="""<think>
Where is the pear really — just track physical moves.

First round: red_treasure_chest → red_bucket → blue_suitcase → green_suitcase → red_treasure_chest (Ethan, line 12).

Second round: Nathan, Noah, Alexander re-enter. Pear in red_treasure_chest. Nathan → green_suitcase (17). Nathan leaves at 18. Noah stays a minute (19)... Noah was still in the room when Alexander moved it to the blue_suitcase at 23, then Alexander leaves.

Then Noah publicly claims blue_suitcase, Alexander privately tells Noah blue_bathtub. Those don't move the pear. Hmm, is the tell meant to trick me? No — the question is reality.

So blue_suitcase.
</think>

The pear is really in the **blue_suitcase** (E). Alexander's move at line 23 was the last actual move; the later statements don't change where it is.""",
claims=[
("red_treasure_chest → red_bucket → blue_suitcase → green_suitcase → red_treasure_chest (Ethan, line 12)","event","true",12,"lines 2,5,7,10,12"),
("Nathan, Noah, Alexander re-enter","event","true",15,"line 15"),
("Pear in red_treasure_chest","location","true",16,"row 16"),
("Nathan → green_suitcase (17)","event","true",17,"line 17"),
("Nathan leaves at 18","event","true",18,"line 18"),
("Noah stays a minute (19)","event","true",19,"line 19"),
("Noah was still in the room when Alexander moved it to the blue_suitcase at 23","presence","false",23,"PLANTED: Noah exited at line 21; witnessed_by 23 = Alexander"),
("then Alexander leaves","event","true",24,"line 24"),
("Noah publicly claims blue_suitcase","communication","true",27,"line 27"),
("Alexander privately tells Noah blue_bathtub","communication","true",28,"line 28"),
("Those don't move the pear","location","true",28,"objects unchanged"),
("The pear is really in the **blue_suitcase**","location","true","end","objects end"),
("Alexander's move at line 23 was the last actual move","order","true",23,"last move"),
("the later statements don't change where it is","location","true","end","objects unchanged"),
]))
