# Q7 s6825-13-o3: Noah -> Charlotte -> Avery grapes = red_pantry (H)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="red_pantry",
response="""**H. red_pantry**

Explanation:
- The grapes start in the red_container (line 3).
- Charlotte moves them to the red_pantry at line 7 while Avery, Ethan and Noah are in the closet, and then she exits at line 8.
- Everything after that (Avery's move to the red_bucket at line 11, Noah's move back to the red_container at line 13) happens without Charlotte.
- Charlotte therefore thinks Avery thinks the grapes are in the red_pantry, and Noah, who watched Charlotte leave right after her move, knows that.""",
claims=[
("The grapes start in the red_container (line 3)","location","true",3,"row 3"),
("Charlotte moves them to the red_pantry at line 7","event","true",7,"line 7"),
("while Avery, Ethan and Noah are in the closet","presence","true",7,"witnessed_by 7"),
("she exits at line 8","event","true",8,"line 8"),
("Avery's move to the red_bucket at line 11","event","true",11,"line 11"),
("Noah's move back to the red_container at line 13","event","true",13,"line 13"),
("happens without Charlotte","presence","true",13,"Charlotte None rows 8-14"),
("Charlotte therefore thinks Avery thinks the grapes are in the red_pantry","belief","true","end","Charlotte -> Avery: last shared event line 7 (chain N->C->A red_pantry)"),
("Noah, who watched Charlotte leave right after her move","presence","true",8,"Noah in witnessed_by 8"),
("knows that","belief","true","end","Noah -> Charlotte -> Avery = red_pantry"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="red_pantry",
response="""<think>
Noah thinks Charlotte thinks Avery thinks... grapes.

Timeline for grapes: red_container (3) → red_pantry (7, by Charlotte) → red_bucket (11, by Avery) → red_container (13, by Noah).

Charlotte leaves at 8. So Charlotte's last view: red_pantry, and Avery was present for that move. So Charlotte thinks Avery thinks red_pantry.

Hmm, but later Avery, Ethan and Noah go back into the closet at line 16 and see the grapes in the red_container. Does that change anything? Charlotte isn't in that group — she's not there at 16 — so Charlotte can't know Avery saw it. And Noah knows Charlotte wasn't there either.

So Noah thinks Charlotte thinks Avery thinks red_pantry. The peach claims at 25–26 are about a different object.
</think>

H. red_pantry — Charlotte's last shared view with Avery was her own move to the red_pantry, and she missed everything afterwards, which Noah knows.""",
claims=[
("red_container (3)","location","true",3,"row 3"),
("red_pantry (7, by Charlotte)","event","true",7,"line 7"),
("red_bucket (11, by Avery)","event","true",11,"line 11"),
("red_container (13, by Noah)","event","true",13,"line 13"),
("Charlotte leaves at 8","event","true",8,"line 8"),
("Charlotte's last view: red_pantry","belief","true","end","Charlotte -> red_pantry"),
("Avery was present for that move","presence","true",7,"Avery in witnessed_by 7"),
("Charlotte thinks Avery thinks red_pantry","belief","true","end","consistent with N->C->A"),
("Avery, Ethan and Noah go back into the closet at line 16","event","true",16,"line 16"),
("see the grapes in the red_container","belief","true",16,"Avery, Ethan, Noah -> red_container at 16"),
("she's not there at 16","presence","true",16,"Charlotte waiting_room"),
("Noah knows Charlotte wasn't there either","belief","true",16,"Noah -> Charlotte unchanged red_pantry"),
("Noah thinks Charlotte thinks Avery thinks red_pantry","belief","true","end","gold"),
("The peach claims at 25–26 are about a different object","communication","true",26,"lines 25-26 peach"),
("she missed everything afterwards","presence","true",13,"Charlotte absent after 8"),
]))

RECORDS.append(dict(style="narrative", label="wrong", stated_answer="red_bucket",
response="""Let me trace where each person was when the grapes moved.

Everyone sees the grapes in the red_container to begin with. Ella leaves, and Charlotte moves the grapes to the red_pantry. Then Charlotte leaves, Ethan leaves, and Avery — with Noah still there — moves the grapes into the red_bucket before leaving too.

Now, Avery's own belief is anchored on that move to the red_bucket. Charlotte would expect Avery to know where Avery put things, and Noah saw the whole sequence, so Noah would attribute that to Charlotte's model as well.

So Noah thinks Charlotte thinks Avery thinks the grapes are in the red_bucket. The answer is G. red_bucket.""",
claims=[
("Everyone sees the grapes in the red_container to begin with","presence","true",3,"all witnessed 3"),
("Ella leaves","event","true",6,"line 6"),
("Charlotte moves the grapes to the red_pantry","event","true",7,"line 7"),
("Then Charlotte leaves, Ethan leaves","order","true",10,"exits 8, 10"),
("with Noah still there","presence","true",11,"Noah witnessed 11"),
("moves the grapes into the red_bucket","event","true",11,"line 11"),
("before leaving too","order","true",12,"move 11, exit 12"),
("Avery's own belief is anchored on that move to the red_bucket","belief","false","end","Avery -> red_container at end (saw it at line 16)"),
("Charlotte would expect Avery to know where Avery put things","belief","false","end","Charlotte absent at 11; chain via Charlotte = red_pantry"),
("Noah saw the whole sequence","presence","true",13,"Noah witnessed 3-13"),
("Noah thinks Charlotte thinks Avery thinks the grapes are in the red_bucket","belief","false","end","gold red_pantry"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="red_pantry",
response="""Let's think step by step.

1. Line 3: grapes in the red_container, all five present.
2. Line 6: Ella exits.
3. Line 7: Charlotte moves the grapes to the red_pantry. Avery, Ethan and Noah see it.
4. Line 8: Charlotte exits — she never sees the grapes again.
5. Lines 11 and 13: Avery moves them to the red_bucket, then Noah (alone) moves them to the red_container.
6. Line 16: Noah, Ethan and Avery come back into the closet, where the grapes are in the red_bucket. Charlotte is not with them.
7. So from Charlotte's point of view, Avery's knowledge ends at the red_pantry, and Noah knows Charlotte saw nothing after line 8.

Noah thinks Charlotte thinks Avery thinks the grapes are in the red_pantry.

The answer is \\boxed{red\\_pantry}.""",
claims=[
("grapes in the red_container, all five present","location","true",3,"row 3"),
("Ella exits","event","true",6,"line 6"),
("Charlotte moves the grapes to the red_pantry","event","true",7,"line 7"),
("Avery, Ethan and Noah see it","presence","true",7,"witnessed_by 7"),
("Charlotte exits","event","true",8,"line 8"),
("she never sees the grapes again","presence","true","end","Charlotte not in closet after 8"),
("Avery moves them to the red_bucket","event","true",11,"line 11"),
("then Noah (alone) moves them to the red_container","event","true",13,"line 13, witnessed_by Noah"),
("Noah, Ethan and Avery come back into the closet","event","true",16,"line 16"),
("where the grapes are in the red_bucket","location","false",16,"PLANTED: row 16 grapes red_container"),
("Charlotte is not with them","presence","true",16,"Charlotte waiting_room"),
("from Charlotte's point of view, Avery's knowledge ends at the red_pantry","belief","true","end","N->C->A red_pantry"),
("Noah knows Charlotte saw nothing after line 8","belief","true","end","Noah -> Charlotte = red_pantry"),
("Noah thinks Charlotte thinks Avery thinks the grapes are in the red_pantry","belief","true","end","gold"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="red_pantry",
response="""[red_pantry]""",
claims=[]))
