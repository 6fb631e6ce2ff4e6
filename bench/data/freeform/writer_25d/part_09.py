# Q9 s6825-12-o2: Jackson -> Sophia grapes = green_envelope (O)
RECORDS = []

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="green_envelope",
response="""<think>
Jackson's model of Sophia's belief about the grapes.

Grapes: green_drawer (2). Gracie leaves (4). Jackson moves grapes → green_envelope (6), Sophia is there. Jackson leaves (7). Then Emily moves the grapes to the red_bucket at line 8... Sophia sees that, but Jackson is gone.

Later Jackson and Sophia are in the den together (17–23), but that's only about the persimmon — blue_cupboard, red_drawer, blue_basket, green_bottle. Nothing about grapes. No tells either.

So Jackson thinks Sophia thinks green_envelope. Sophia actually thinks red_bucket, but Jackson can't know that.
</think>

**O. green_envelope** — the last grapes event Jackson and Sophia saw together was Jackson's own move to the green_envelope.""",
claims=[
("Grapes: green_drawer (2)","location","true",2,"row 2"),
("Gracie leaves (4)","event","true",4,"line 4"),
("Jackson moves grapes → green_envelope (6)","event","true",6,"line 6"),
("Sophia is there","presence","true",6,"Sophia witnessed 6"),
("Jackson leaves (7)","event","true",7,"line 7"),
("Emily moves the grapes to the red_bucket at line 8","event","false",8,"PLANTED: Liam moved them (line 8)"),
("Sophia sees that","presence","true",8,"Sophia witnessed 8"),
("Jackson is gone","presence","true",8,"Jackson None"),
("Jackson and Sophia are in the den together (17–23)","presence","true",22,"both in den 17-22"),
("that's only about the persimmon","event","true",23,"den lines concern persimmon"),
("No tells either","communication","true",None,"no communication lines"),
("Jackson thinks Sophia thinks green_envelope","belief","true","end","gold"),
("Sophia actually thinks red_bucket","belief","true","end","Sophia -> red_bucket"),
("the last grapes event Jackson and Sophia saw together was Jackson's own move to the green_envelope","belief","true","end","Jackson -> Sophia = green_envelope"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="green_envelope",
response="""Let me trace where each person was when the grapes moved.

The grapes start in the green_drawer. After Gracie leaves, Jackson moves them to the green_envelope with Emily, Liam and Sophia watching, and then he walks out. Liam then moves the grapes to the red_bucket, but Jackson has already gone, so he has no idea this happened.

From Jackson's point of view, Sophia last saw the grapes going into the green_envelope. Even though Jackson and Sophia spend time together in the den later, nothing there concerns the grapes, and nobody tells anyone anything.

So Jackson thinks Sophia thinks the grapes are in the green_envelope. The answer is O. green_envelope.""",
claims=[
("The grapes start in the green_drawer","location","true",2,"row 2"),
("After Gracie leaves","order","true",6,"exit 4 < move 6"),
("Jackson moves them to the green_envelope","event","true",6,"line 6"),
("with Emily, Liam and Sophia watching","presence","true",6,"witnessed_by 6"),
("then he walks out","event","true",7,"line 7"),
("Liam then moves the grapes to the red_bucket","event","true",8,"line 8"),
("Jackson has already gone","presence","true",8,"Jackson None at 8"),
("he has no idea this happened","belief","true","end","Jackson -> green_envelope"),
("Sophia last saw the grapes going into the green_envelope","belief","true","end","Jackson -> Sophia = green_envelope"),
("Jackson and Sophia spend time together in the den later","presence","true",17,"line 17"),
("nothing there concerns the grapes","event","true",25,"den lines about persimmon"),
("nobody tells anyone anything","communication","true",None,"no tells"),
("Jackson thinks Sophia thinks the grapes are in the green_envelope","belief","true","end","gold"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="green_envelope",
response="""Let's think step by step.

1. The grapes are in the green_drawer (line 2).
2. Gracie exits (line 4).
3. Jackson moves the grapes to the green_envelope (line 6) in front of Emily, Liam and Sophia.
4. Jackson exits (line 7).
5. Liam moves the grapes to the red_bucket (line 8) and exits (line 10).
6. Sophia still thinks the grapes are in the green_envelope.
7. Jackson, having left at line 7, thinks Sophia thinks they are in the green_envelope.

The den scene (lines 17–25) is only about the persimmon.

The answer is [green_envelope].""",
claims=[
("The grapes are in the green_drawer (line 2)","location","true",2,"row 2"),
("Gracie exits (line 4)","event","true",4,"line 4"),
("Jackson moves the grapes to the green_envelope (line 6)","event","true",6,"line 6"),
("in front of Emily, Liam and Sophia","presence","true",6,"witnessed_by 6"),
("Jackson exits (line 7)","event","true",7,"line 7"),
("Liam moves the grapes to the red_bucket (line 8)","event","true",8,"line 8"),
("exits (line 10)","event","true",10,"line 10"),
("Sophia still thinks the grapes are in the green_envelope","belief","false","end","PLANTED: Sophia saw line 8; Sophia -> red_bucket"),
("thinks Sophia thinks they are in the green_envelope","belief","true","end","Jackson -> Sophia"),
("The den scene (lines 17–25) is only about the persimmon","event","true",25,"lines 18-24 persimmon"),
]))

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="green_envelope",
response="""**Answer: O. green_envelope**

- Jackson himself moved the grapes to the green_envelope (line 6) while Sophia was in the front_yard.
- He exited right after (line 7), so he didn't see Liam move them to the red_bucket (line 8).
- No one tells Jackson about the grapes afterwards.
- So Jackson believes Sophia thinks the grapes are in the green_envelope.""",
claims=[
("Jackson himself moved the grapes to the green_envelope (line 6)","event","true",6,"line 6"),
("while Sophia was in the front_yard","presence","true",6,"Sophia witnessed 6"),
("He exited right after (line 7)","order","true",7,"6 then 7"),
("he didn't see Liam move them to the red_bucket (line 8)","presence","true",8,"Jackson not in witnessed_by 8"),
("No one tells Jackson about the grapes afterwards","communication","true",None,"no tells"),
("Jackson believes Sophia thinks the grapes are in the green_envelope","belief","true","end","gold"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="red_bucket",
response="""M. red_bucket, since Sophia was there when Liam moved the grapes.""",
claims=[
("Sophia was there when Liam moved the grapes","presence","true",8,"Sophia witnessed 8 (true, but irrelevant to Jackson's view)"),
]))
