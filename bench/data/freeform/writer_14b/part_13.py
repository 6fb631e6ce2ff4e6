# q12: s6814-12-o2  Carter -> Hannah green_pepper -> green_bucket (M)
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_bucket",
response="""**M. green_bucket**

Explanation: Oliver moved the green_pepper to the green_bucket at line 8, and both Hannah and Carter were in the attic to see it. Nobody moved it after that — Hannah left at line 11 and Carter at line 13. Carter knows Hannah saw the green_bucket move, so he thinks she believes it's there. The pantry scene and the waiting-room messages are about the grapefruit, not the green_pepper.""",
claims=[
("M. green_bucket","belief","true","end","answer"),
("Oliver moved the green_pepper to the green_bucket at line 8","event","true",8,"line 8"),
("both Hannah and Carter were in the attic to see it","presence","true",8,"both witnessed 8"),
("Nobody moved it after that","event","true","end","no green_pepper move after 8"),
("Hannah left at line 11","event","true",11,"line 11"),
("Carter at line 13","event","true",13,"line 13"),
("Carter knows Hannah saw the green_bucket move","belief","true","end","Carter -> Hannah=green_bucket"),
("he thinks she believes it's there","belief","true","end","Carter -> Hannah=green_bucket"),
("The pantry scene and the waiting-room messages are about the grapefruit, not the green_pepper","event","true",28,"lines 15-28"),
]),
dict(style="numbered", label="sound", stated_answer="green_bucket",
response="""Let's think step by step.

1. Green_pepper starts in the green_drawer (line 2).
2. Sophia → green_treasure_chest (line 3), then Sophia leaves.
3. Chloe → green_bottle (line 6), then Chloe leaves.
4. Oliver → green_bucket (line 8), then Oliver leaves.
5. Carter and Hannah were present for every one of these moves.
6. Hannah leaves at line 11, Carter is the last one out (line 13); no further moves.
7. Lines 15–28 only involve the grapefruit.

Carter thinks Hannah thinks the green_pepper is in the green_bucket.

\\boxed{M}""",
claims=[
("Green_pepper starts in the green_drawer (line 2)","location","true",2,"line 2"),
("Sophia → green_treasure_chest (line 3)","event","true",3,"line 3"),
("then Sophia leaves","event","true",4,"line 4"),
("Chloe → green_bottle (line 6)","event","true",6,"line 6"),
("then Chloe leaves","event","true",7,"line 7"),
("Oliver → green_bucket (line 8)","event","true",8,"line 8"),
("then Oliver leaves","event","true",9,"line 9"),
("Carter and Hannah were present for every one of these moves","presence","true",8,"both witnessed 3, 6, 8"),
("Hannah leaves at line 11","event","true",11,"line 11"),
("Carter is the last one out (line 13)","order","true",13,"last exit"),
("no further moves","event","true",13,"none 9-13"),
("Lines 15–28 only involve the grapefruit","event","true",28,"grapefruit only"),
("Carter thinks Hannah thinks the green_pepper is in the green_bucket","belief","true","end","answer"),
("\\boxed{M}","belief","true","end","answer"),
]),
dict(style="narrative", label="unsound", stated_answer="green_bucket",
response="""Let me trace where each person was in the attic. All five start there, and Sophia moves the green_pepper from the green_drawer to the green_treasure_chest before leaving. Chloe then moves it from the green_treasure_chest to the green_crate and leaves. Oliver moves it into the green_bucket and leaves as well. Through all of this, Hannah and Carter are both in the room, so they see every move and each of them knows the other saw it.

Hannah then leaves, and Carter stays a minute longer before going. Nothing happens to the green_pepper after that; the later pantry scene only involves the grapefruit.

So when Carter pictures Hannah's belief, it's the green_bucket. The answer is M. green_bucket.""",
claims=[
("All five start there","presence","true",1,"line 1"),
("Sophia moves the green_pepper from the green_drawer to the green_treasure_chest before leaving","event","true",3,"line 3, exit 4"),
("Chloe then moves it from the green_treasure_chest to the green_crate","event","false",6,"PLANTED: Chloe moved it to the green_bottle"),
("Oliver moves it into the green_bucket","event","true",8,"line 8"),
("leaves as well","event","true",9,"line 9"),
("Hannah and Carter are both in the room","presence","true",8,"both in attic 1-11"),
("they see every move","presence","true",8,"both witnessed 3, 6, 8"),
("each of them knows the other saw it","belief","true",8,"Carter -> Hannah and Hannah -> Carter=green_bucket"),
("Hannah then leaves","event","true",11,"line 11"),
("Carter stays a minute longer before going","order","true",13,"Carter exits 13 after Hannah 11"),
("Nothing happens to the green_pepper after that","event","true","end","no move after 8"),
("the later pantry scene only involves the grapefruit","event","true",17,"lines 15-23"),
("when Carter pictures Hannah's belief, it's the green_bucket","belief","true","end","Carter -> Hannah=green_bucket"),
("The answer is M. green_bucket","belief","true","end","answer"),
]),
dict(style="thinking", label="unsound", stated_answer="green_bucket",
response="""<think>
Second order: Carter → Hannah, about the green_pepper (not the grapefruit — careful, there are two objects).

Attic moves:
green_drawer → green_treasure_chest (Sophia, 3) → green_bottle (Chloe, 6) → green_bucket (Oliver, 8).

Who's watching? Line 6: Sophia stayed to see Chloe's move, along with Carter, Hannah and Oliver. Line 8: Carter, Hannah, Oliver. So Hannah saw the last move and Carter saw her see it.

Hannah exits at 11, Carter at 13. Hmm, did anything happen between 11 and 13? Just Carter staying a minute. No moves.

Later: pantry, grapefruit green_crate → blue_bucket. Hannah's public claim and Oliver's private tell are both about the grapefruit. Irrelevant here.

So Carter → Hannah = green_bucket.
</think>

**M. green_bucket** — Carter and Hannah both watched Oliver put it there, and nobody moved it again.""",
claims=[
("green_drawer → green_treasure_chest (Sophia, 3)","event","true",3,"line 3"),
("green_bottle (Chloe, 6)","event","true",6,"line 6"),
("green_bucket (Oliver, 8)","event","true",8,"line 8"),
("Sophia stayed to see Chloe's move","presence","false",6,"PLANTED: Sophia exited at 4; line 6 witnessed by Carter, Chloe, Hannah, Oliver"),
("along with Carter, Hannah and Oliver","presence","true",6,"witnesses of 6"),
("Line 8: Carter, Hannah, Oliver","presence","true",8,"witnesses of 8"),
("Hannah saw the last move","presence","true",8,"Hannah witnessed 8"),
("Carter saw her see it","presence","true",8,"Carter witnessed 8 with Hannah"),
("Hannah exits at 11, Carter at 13","event","true",13,"lines 11, 13"),
("Just Carter staying a minute","event","true",12,"line 12"),
("No moves","event","true",13,"no move 11-13"),
("pantry, grapefruit green_crate → blue_bucket","event","true",17,"lines 16-17"),
("Hannah's public claim and Oliver's private tell are both about the grapefruit","communication","true",28,"lines 26, 28"),
("So Carter → Hannah = green_bucket","belief","true","end","answer chain"),
("M. green_bucket","belief","true","end","answer"),
("Carter and Hannah both watched Oliver put it there","presence","true",8,"both witnessed 8"),
("nobody moved it again","event","true","end","no move after 8"),
]),
dict(style="terse", label="wrong", stated_answer="green_crate",
response="""F. green_crate — that's what Hannah publicly announced.""",
claims=[
("F. green_crate","belief","false","end","Carter -> Hannah=green_bucket"),
("that's what Hannah publicly announced","communication","true",26,"line 26 (about the grapefruit)"),
]),
]
