RECORDS = [
dict(style="narrative", label="unsound", stated_answer="blue_crate", response="""Let me follow the persimmon through both visits to the den. The first time, it goes blue_envelope -> red_bottle (Evelyn) -> blue_crate (Abigail) -> red_crate (Lucas) -> blue_envelope (Gracie), with people leaving one by one.

Then Abigail, Lucas and Evelyn go back in, and Gracie tags along too. The persimmon is in the blue_envelope at that point. Abigail leaves, Lucas moves it to the red_crate and leaves, and Evelyn, alone, moves it to the blue_crate.

Abigail's public claim and Evelyn's private tell both say blue_crate, which happens to be right. The answer is D. blue_crate.""",
claims=[
("blue_envelope -> red_bottle (Evelyn)","event","true",5,"line 5"),
("blue_crate (Abigail)","event","true",7,"line 7"),
("red_crate (Lucas)","event","true",9,"line 9"),
("blue_envelope (Gracie)","event","true",11,"line 11"),
("Abigail, Lucas and Evelyn go back in","event","true",14,"line 14"),
("Gracie tags along too","presence","false",14,"PLANTED: Gracie not in the den at 14"),
("The persimmon is in the blue_envelope at that point","location","true",14,"row 14"),
("Abigail leaves","event","true",18,"line 18"),
("Lucas moves it to the red_crate and leaves","event","true",20,"19, 20"),
("Evelyn, alone","presence","true",21,"only Evelyn"),
("moves it to the blue_crate","event","true",21,"line 21"),
("Abigail's public claim and Evelyn's private tell both say blue_crate","communication","true",25,"lines 24, 25"),
("which happens to be right","location","true",25,"object blue_crate"),
]),
dict(style="terse", label="wrong", stated_answer="blue_envelope", response="""B. blue_envelope — Gracie put it back there at line 11.""",
claims=[
("Gracie put it back there at line 11","event","true",11,"line 11"),
]),
dict(style="thinking", label="sound", stated_answer="blue_crate", response="""<think>
Two rounds in the den.
Round 1: blue_envelope -> red_bottle (5) -> blue_crate (7) -> red_crate (9) -> blue_envelope (11).
Wait, so after round 1 it's in the blue_envelope, not the blue_crate. Let me keep going.
Round 2 (Abigail, Lucas, Evelyn): line 16 confirms blue_envelope. Lucas -> red_crate (19). Evelyn -> blue_crate (21), last one there.
No more moves after 21. The waiting-room statements don't move it.
</think>
The persimmon is really in the **blue_crate** (D): Evelyn's move at line 21 is the last one.""",
claims=[
("blue_envelope -> red_bottle (5)","event","true",5,"line 5"),
("blue_crate (7)","event","true",7,"line 7"),
("red_crate (9)","event","true",9,"line 9"),
("blue_envelope (11)","event","true",11,"line 11"),
("after round 1 it's in the blue_envelope","location","true",13,"row 13"),
("line 16 confirms blue_envelope","location","true",16,"row 16"),
("Lucas -> red_crate (19)","event","true",19,"line 19"),
("Evelyn -> blue_crate (21)","event","true",21,"line 21"),
("last one there","order","true",22,"Evelyn exits last at 22"),
("No more moves after 21","event","true","end","none"),
("The waiting-room statements don't move it","location","true","end","object blue_crate"),
("The persimmon is really in the **blue_crate**","location","true","end","gold"),
("Evelyn's move at line 21 is the last one","event","true",21,"last move"),
]),
dict(style="answer_first", label="unsound", stated_answer="blue_crate", response="""**Answer: D. blue_crate**

Explanation:
- In the second visit, Lucas moves the persimmon from the blue_envelope to the red_crate (line 19).
- Evelyn leaves the den before Lucas does.
- Evelyn had already moved it to the blue_crate at line 21, and nothing moves it afterwards.""",
claims=[
("Lucas moves the persimmon from the blue_envelope to the red_crate (line 19)","event","true",19,"line 19"),
("Evelyn leaves the den before Lucas does","order","false",22,"PLANTED: Lucas exits 20, Evelyn 22"),
("Evelyn had already moved it to the blue_crate at line 21","event","true",21,"line 21"),
("nothing moves it afterwards","event","true","end","none"),
]),
dict(style="numbered", label="unsound", stated_answer="blue_crate", response="""Let's think step by step.

1. First visit: the persimmon ends up back in the blue_envelope after Gracie's move.
2. Second visit: at line 16 the persimmon is in the red_crate.
3. Abigail leaves; Lucas moves it to the red_crate and leaves.
4. Evelyn moves it to the blue_crate and leaves.
5. Abigail publicly claims blue_crate, and Evelyn privately tells Ava blue_crate — both correct.

\\boxed{blue\\_crate}""",
claims=[
("the persimmon ends up back in the blue_envelope after Gracie's move","location","true",11,"row 11"),
("at line 16 the persimmon is in the red_crate","location","false",16,"PLANTED: row 16 blue_envelope"),
("Abigail leaves","event","true",18,"line 18"),
("Lucas moves it to the red_crate and leaves","event","true",20,"19, 20"),
("Evelyn moves it to the blue_crate and leaves","event","true",22,"21, 22"),
("Abigail publicly claims blue_crate","communication","true",24,"line 24"),
("Evelyn privately tells Ava blue_crate","communication","true",25,"line 25"),
("both correct","location","true",25,"object blue_crate"),
]),
]
