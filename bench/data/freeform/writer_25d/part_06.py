# Q6 s6825-23-o3: Logan -> Carter -> Ava orange = red_bucket (A)
RECORDS = []

RECORDS.append(dict(style="terse", label="sound", stated_answer="red_bucket",
response="""A. red_bucket — Carter left before Logan moved the orange, so in Logan's eyes Carter still pictures Ava seeing it in the red_bucket.""",
claims=[
("Carter left before Logan moved the orange","order","true",7,"exit 6 < move 7"),
("in Logan's eyes Carter still pictures Ava seeing it in the red_bucket","belief","true","end","Logan -> Carter -> Ava = red_bucket"),
]))

RECORDS.append(dict(style="answer_first", label="wrong", stated_answer="blue_bottle",
response="""**Answer: C. blue_bottle**

Logan moved the orange himself (line 7), and Ava was there to see it. Logan knows Ava saw it, and Carter is just a middle link in the chain, so Logan thinks Carter thinks Ava thinks the orange is in the blue_bottle.""",
claims=[
("Logan moved the orange himself (line 7)","event","true",7,"line 7"),
("Ava was there to see it","presence","true",7,"Ava in witnessed_by 7"),
("Logan knows Ava saw it","belief","true","end","Logan -> Ava = blue_bottle"),
("Logan thinks Carter thinks Ava thinks the orange is in the blue_bottle","belief","false","end","gold red_bucket"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="red_bucket",
response="""**Step 1:** The orange is placed in the red_bucket (line 2) while Olivia, Carter, Logan, Ava and Emma are all in the attic.

**Step 2:** Olivia exits (line 4), then Carter exits (line 6).

**Step 3:** At line 7, only Logan and Ava are left in the attic, and Logan moves the orange to the blue_bottle.

**Step 4:** Carter didn't see the move. Logan saw Carter leave, so Logan knows Carter's picture of things stops at the red_bucket — including Carter's idea of what Ava believes.

**Answer:** A. red_bucket""",
claims=[
("The orange is placed in the red_bucket (line 2)","location","true",2,"row 2"),
("while Olivia, Carter, Logan, Ava and Emma are all in the attic","presence","true",2,"all witnessed 2"),
("Olivia exits (line 4)","event","true",4,"line 4"),
("then Carter exits (line 6)","event","true",6,"line 6"),
("only Logan and Ava are left in the attic","presence","false",7,"PLANTED: Emma was also in the attic (witnessed_by 7 includes Emma)"),
("Logan moves the orange to the blue_bottle","event","true",7,"line 7"),
("Carter didn't see the move","presence","true",7,"Carter not in witnessed_by 7"),
("Logan saw Carter leave","presence","true",6,"Logan in witnessed_by 6"),
("Logan knows Carter's picture of things stops at the red_bucket","belief","true","end","Logan -> Carter = red_bucket"),
("including Carter's idea of what Ava believes","belief","true","end","Logan -> Carter -> Ava = red_bucket"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="red_bucket",
response="""<think>
Logan → Carter → Ava.

Orange in red_bucket at 2. Olivia leaves 4, Carter leaves 6. Logan moves orange to blue_bottle at 7, then leaves at 8. Ava leaves at 11, Emma last at 14.

Ava thinks the orange is in the red_bucket, since she was... wait, was Ava there at 7? Ava leaves at 11, so yes she was there. Ava's own belief is blue_bottle then. Okay.

But the question is Carter's model of Ava. Carter left at 6, when the orange was in the red_bucket, and Ava was still there but nothing had moved. So Carter thinks Ava thinks red_bucket. Logan saw Carter go, so Logan knows Carter missed the move. Also Ava lost a watch at line 10 — irrelevant.

Logan thinks Carter thinks Ava thinks: red_bucket.
</think>

A. red_bucket. Carter left before the orange was moved, so his idea of Ava's belief is stuck at the red_bucket, and Logan knows that.""",
claims=[
("Orange in red_bucket at 2","location","true",2,"row 2"),
("Olivia leaves 4","event","true",4,"line 4"),
("Carter leaves 6","event","true",6,"line 6"),
("Logan moves orange to blue_bottle at 7","event","true",7,"line 7"),
("then leaves at 8","event","true",8,"line 8"),
("Ava leaves at 11","event","true",11,"line 11"),
("Emma last at 14","order","true",14,"Emma last exit"),
("Ava's own belief is blue_bottle then","belief","true","end","Ava -> blue_bottle"),
("Carter left at 6, when the orange was in the red_bucket","location","true",6,"row 6"),
("Ava was still there","presence","true",6,"Ava in attic at 6"),
("Carter thinks Ava thinks red_bucket","belief","true","end","Carter -> Ava = red_bucket"),
("Logan saw Carter go","presence","true",6,"Logan witnessed 6"),
("Logan knows Carter missed the move","belief","true","end","Logan -> Carter = red_bucket"),
("Ava lost a watch at line 10","event","false",9,"PLANTED: Ava lost his watch at line 9; line 10 is Ava staying"),
("Logan thinks Carter thinks Ava thinks: red_bucket","belief","true","end","gold"),
("Carter left before the orange was moved","order","true",7,"6 < 7"),
("his idea of Ava's belief is stuck at the red_bucket","belief","true","end","Carter -> Ava"),
("Logan knows that","belief","true","end","Logan -> Carter -> Ava = red_bucket"),
]))

RECORDS.append(dict(style="narrative", label="unsupported", stated_answer="red_bucket",
response="""This is a third-order belief question, so the key is keeping the chain straight rather than tracking the orange's real location. A lot of the story is noise — people lingering for a minute, someone losing a watch, someone disliking broccoli.

Once you keep the chain straight, Logan thinks Carter thinks Ava thinks the orange is in the red_bucket. The answer is A. red_bucket.""",
claims=[
("A lot of the story is noise","event","uncheckable",None,"vague commentary"),
("Logan thinks Carter thinks Ava thinks the orange is in the red_bucket","belief","true","end","answer restated"),
]))
