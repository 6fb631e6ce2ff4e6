# Q3 s6825-1-o1: Nathan thinks radish -> green_envelope (A)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="green_envelope",
response="""A. green_envelope

The radish is placed in the green_envelope at line 2 while all five are in the lounge. Nathan leaves at line 6. The only later action on the radish is Isla moving it "to the green_envelope" at line 12 — the same container — and Nathan wasn't there for it anyway. The tells at the end are about the sweet_potato, not the radish, so Nathan still believes the radish is in the green_envelope.""",
claims=[
("The radish is placed in the green_envelope at line 2","location","true",2,"row 2"),
("while all five are in the lounge","presence","true",2,"all witnessed 2"),
("Nathan leaves at line 6","event","true",6,"line 6"),
("Isla moving it \"to the green_envelope\" at line 12","event","true",12,"line 12"),
("Nathan wasn't there for it","presence","true",12,"witnessed_by 12 = Isla"),
("The tells at the end are about the sweet_potato, not the radish","communication","true",27,"lines 26-27 concern sweet_potato"),
("Nathan still believes the radish is in the green_envelope","belief","true","end","Nathan -> green_envelope"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="green_envelope",
response="""Let me trace what Nathan actually saw.

Everyone was in the lounge when the radish was put in the green_envelope. Ella left first, then Nathan. After Gracie and Emily also left, Isla was by herself and "moved" the radish into the green_envelope, which is where it already was, so nothing really changed.

Nathan does receive a private message from Gracie at the end, but it concerns the sweet_potato being in the red_cupboard. That doesn't touch his belief about the radish.

So Nathan thinks the radish is in the green_envelope — which also happens to be true. The answer is A. green_envelope.""",
claims=[
("Everyone was in the lounge when the radish was put in the green_envelope","presence","true",2,"all witnessed 2"),
("Ella left first","order","true",4,"first exit line 4"),
("then Nathan","order","true",6,"Nathan exits 6, second"),
("Isla was by herself","presence","true",12,"only Isla at 12"),
("\"moved\" the radish into the green_envelope","event","true",12,"line 12"),
("which is where it already was","location","true",11,"row 11 green_envelope"),
("Nathan does receive a private message from Gracie at the end","communication","true",27,"line 27"),
("it concerns the sweet_potato being in the red_cupboard","communication","true",27,"line 27 content"),
("That doesn't touch his belief about the radish","belief","true",27,"Nathan radish belief unchanged at 27"),
("Nathan thinks the radish is in the green_envelope","belief","true","end","Nathan -> green_envelope"),
("which also happens to be true","location","true","end","objects radish green_envelope at end"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="green_envelope",
response="""<think>
Nathan's first-order belief about the radish.

Radish is in green_envelope (line 2). People leave one at a time: Ella at 4... Nathan leaves after Gracie. Then Emily at 10, and Isla is last.

Isla moves the radish to the green_envelope at 12 — same spot. So regardless of who saw that, the radish never left the green_envelope.

Then there's all the sweet_potato stuff in the master_bedroom, and tells about the sweet_potato. Irrelevant to the radish.

Nathan: green_envelope.
</think>

**A. green_envelope** — the radish never actually changed containers, so Nathan's belief matches reality.""",
claims=[
("Radish is in green_envelope (line 2)","location","true",2,"row 2"),
("Ella at 4","event","true",4,"line 4"),
("Nathan leaves after Gracie","order","false",6,"PLANTED: Nathan exits at 6, Gracie at 8"),
("Emily at 10","event","true",10,"line 10"),
("Isla is last","order","true",13,"Isla exits 13, last from lounge"),
("Isla moves the radish to the green_envelope at 12","event","true",12,"line 12"),
("the radish never left the green_envelope","location","true","end","green_envelope every row from 2"),
("tells about the sweet_potato","communication","true",27,"lines 26-27"),
("Nathan: green_envelope","belief","true","end","Nathan -> green_envelope"),
("the radish never actually changed containers","location","true","end","green_envelope throughout"),
("Nathan's belief matches reality","belief","true","end","Nathan -> green_envelope = objects"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="green_envelope",
response="""Let's think step by step.

1. The radish starts in the green_envelope, with Ella, Nathan, Gracie, Emily and Isla all present.
2. Ella exits (line 4), then Nathan exits (line 6).
3. Gracie and Emily leave next, at lines 8 and 10.
4. Isla, alone, moves the radish to the blue_envelope at line 12.
5. Nathan was gone, so he did not see that move.
6. The private messages at lines 26–27 are about the sweet_potato.

Nathan last saw the radish in the green_envelope, so that is where he thinks it is.

The answer is [green_envelope].""",
claims=[
("The radish starts in the green_envelope","location","true",2,"row 2"),
("with Ella, Nathan, Gracie, Emily and Isla all present","presence","true",2,"all witnessed 2"),
("Ella exits (line 4)","event","true",4,"line 4"),
("then Nathan exits (line 6)","event","true",6,"line 6"),
("Gracie and Emily leave next, at lines 8 and 10","event","true",10,"lines 8, 10"),
("Isla, alone","presence","true",12,"only Isla at 12"),
("moves the radish to the blue_envelope at line 12","event","false",12,"PLANTED: line 12 is a move to the green_envelope"),
("Nathan was gone","presence","true",12,"Nathan None at 12"),
("he did not see that move","presence","true",12,"not in witnessed_by 12"),
("The private messages at lines 26–27 are about the sweet_potato","communication","true",27,"lines 26-27"),
("Nathan last saw the radish in the green_envelope","belief","true",6,"Nathan -> green_envelope"),
("that is where he thinks it is","belief","true","end","Nathan -> green_envelope"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="red_cupboard",
response="""O. red_cupboard — Gracie told Nathan so.""",
claims=[
("Gracie told Nathan so","communication","false",27,"Gracie told Nathan about the sweet_potato, not the radish"),
]))
