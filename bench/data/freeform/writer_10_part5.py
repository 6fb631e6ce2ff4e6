from writer_10 import C
R = []

# ---------------- item 20: tomi first order, Jack, melon, gold green_drawer
R.append(dict(item=20, style='narrative', label='sound', stated='green_drawer', resp=
"""Jack is in the bedroom from line 2 onward. He sees the melon in the blue_pantry, and at the very end he is the one who moves it to the green_drawer. Since he made the move himself, he'll look in the green_drawer. Oliver's brief exit and return doesn't matter for Jack.""",
claims=[
 C("Jack is in the bedroom from line 2 onward", 'presence', 'T', ('and', ('room','Jack',2,'bedroom'), ('room','Jack',6,'bedroom'), ('room','Jack','end','bedroom')), 'end', "present 2-8"),
 C("He sees the melon in the blue_pantry", 'presence', 'T', ('and', ('saw','Jack',4,True), ('obj','melon',4,'blue_pantry')), 4, "line 4"),
 C("at the very end he is the one who moves it to the green_drawer", 'event', 'T', ('txt','end','Jack moved the melon to the green_drawer'), 8, "line 8 (last)"),
 C("he'll look in the green_drawer", 'belief', 'T', ('bel','Jack','end','green_drawer'), 'end', "answer", ans=True),
 C("Oliver's brief exit and return", 'event', 'T', ('and', ('txt',6,'Oliver exited the bedroom'), ('txt',7,'Oliver entered the bedroom')), 7, "lines 6-7"),
]))

R.append(dict(item=20, style='terse', label='unsupported', stated='green_drawer', resp="The green_drawer.",
claims=[
 C("The green_drawer", 'belief', 'T', ('bel','Jack','end','green_drawer'), 'end', "answer only", ans=True),
]))

R.append(dict(item=20, style='answer_first', label='unsound', stated='green_drawer', resp=
"""green_drawer. Jack moved the melon from the blue_pantry to the green_drawer himself in the last line, so he knows exactly where it is. Oliver wasn't there to see it, but that only matters for Oliver.""",
claims=[
 C("green_drawer", 'belief', 'T', ('bel','Jack','end','green_drawer'), 'end', "answer", ans=True),
 C("Jack moved the melon from the blue_pantry to the green_drawer himself in the last line", 'event', 'T', ('and', ('obj','melon',7,'blue_pantry'), ('txt','end','Jack moved the melon to the green_drawer')), 8, "line 8"),
 C("he knows exactly where it is", 'belief', 'T', ('and', ('bel','Jack','end','green_drawer'), ('obj','melon','end','green_drawer')), 'end', "belief matches reality"),
 C("Oliver wasn't there to see it", 'presence', 'F', ('saw','Oliver',8,False), 8, "Oliver re-entered at 7 and witnessed line 8"),
]))

R.append(dict(item=20, style='numbered', label='sound', stated='green_drawer', resp=
"""1. Line 4: melon in the blue_pantry; Jack and Oliver both in the bedroom.
2. Lines 6–7: Oliver steps out and comes back; Jack stays put.
3. Line 8: Jack moves the melon to the green_drawer, with Oliver watching.
→ Jack will look in the green_drawer.""",
claims=[
 C("melon in the blue_pantry", 'location', 'T', ('obj','melon',4,'blue_pantry'), 4, "line 4"),
 C("Jack and Oliver both in the bedroom", 'presence', 'T', ('and', ('room','Jack',4,'bedroom'), ('room','Oliver',4,'bedroom')), 4, "both present"),
 C("Oliver steps out and comes back", 'event', 'T', ('and', ('txt',6,'Oliver exited the bedroom'), ('txt',7,'Oliver entered the bedroom')), 7, "lines 6-7"),
 C("Jack stays put", 'presence', 'T', ('and', ('room','Jack',6,'bedroom'), ('room','Jack',7,'bedroom')), 7, "Jack remains"),
 C("Jack moves the melon to the green_drawer", 'event', 'T', ('txt',8,'Jack moved the melon to the green_drawer'), 8, "line 8"),
 C("with Oliver watching", 'presence', 'T', ('saw','Oliver',8,True), 8, "witness"),
 C("Jack will look in the green_drawer", 'belief', 'T', ('bel','Jack','end','green_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=20, style='thinking', label='wrong', stated='blue_pantry', resp=
"""<think>
Classic setup: melon in blue_pantry, someone leaves, object moved. Oliver left at 6... then came back at 7. The move at 8 is by Jack. Wait, the question is about Jack, not Oliver. Jack saw the melon in blue_pantry at 4. Where does Jack search first, though? People tend to go back to where they first saw something, so the blue_pantry.
</think>
Jack will look in the blue_pantry.""",
claims=[
 C("melon in blue_pantry", 'location', 'T', ('obj','melon',4,'blue_pantry'), 4, "line 4"),
 C("Oliver left at 6", 'event', 'T', ('txt',6,'Oliver exited'), 6, "line 6"),
 C("then came back at 7", 'event', 'T', ('txt',7,'Oliver entered'), 7, "line 7"),
 C("The move at 8 is by Jack", 'event', 'T', ('txt',8,'Jack moved the melon'), 8, "line 8"),
 C("Jack saw the melon in blue_pantry at 4", 'presence', 'T', ('and', ('saw','Jack',4,True), ('obj','melon',4,'blue_pantry')), 4, "line 4"),
 C("Jack will look in the blue_pantry", 'belief', 'F', ('bel','Jack','end','blue_pantry'), 'end', "Jack moved it himself: green_drawer", ans=True),
]))

# ---------------- item 21: s6810-15-o0 reality broccoli, gold red_bucket
R.append(dict(item=21, style='thinking', label='sound', stated='red_bucket', resp=
"""<think>
Physical location only.
2: red_bucket. 5: Jackson → red_basket. 8: Ella → green_basket. 12: Logan → red_bucket.
After 12, Logan exits and everyone goes to the waiting_room — no more moves.
Final: red_bucket. Same as the start, so the tempting wrong answer is green_basket, Ella's move, which most people saw. Either way the real location is red_bucket.
</think>
A. red_bucket""",
claims=[
 C("2: red_bucket", 'location', 'T', ('obj','broccoli',2,'red_bucket'), 2, "line 2"),
 C("5: Jackson → red_basket", 'event', 'T', ('txt',5,'Jackson moved the broccoli to the red_basket'), 5, "line 5"),
 C("8: Ella → green_basket", 'event', 'T', ('txt',8,'Ella moved the broccoli to the green_basket'), 8, "line 8"),
 C("12: Logan → red_bucket", 'event', 'T', ('txt',12,'Logan moved the broccoli to the red_bucket'), 12, "line 12"),
 C("Logan exits", 'event', 'T', ('txt',13,'Logan exited'), 13, "line 13"),
 C("everyone goes to the waiting_room", 'event', 'T', ('txt',14,'entered the waiting_room'), 14, "line 14"),
 C("no more moves", 'location', 'T', ('obj','broccoli','end','red_bucket'), 'end', "unchanged"),
 C("Same as the start", 'location', 'T', ('and', ('obj','broccoli',2,'red_bucket'), ('obj','broccoli','end','red_bucket')), 'end', "start = end"),
 C("which most people saw", 'presence', 'U', None, 8, "vague: three of five saw line 8"),
 C("the real location is red_bucket", 'location', 'T', ('obj','broccoli','end','red_bucket'), 'end', "answer", ans=True),
 C("A. red_bucket", 'location', 'T', ('obj','broccoli','end','red_bucket'), 'end', "answer", ans=True),
]))

R.append(dict(item=21, style='numbered', label='wrong', stated='green_basket', resp=
"""1. The broccoli starts in the red_bucket.
2. Jackson moves it to the red_basket (line 5).
3. Ella moves it to the green_basket (line 8).
4. The remaining people just wait and leave.

Answer: B. green_basket""",
claims=[
 C("The broccoli starts in the red_bucket", 'location', 'T', ('obj','broccoli',2,'red_bucket'), 2, "line 2"),
 C("Jackson moves it to the red_basket (line 5)", 'event', 'T', ('txt',5,'Jackson moved the broccoli to the red_basket'), 5, "line 5"),
 C("Ella moves it to the green_basket (line 8)", 'event', 'T', ('txt',8,'Ella moved the broccoli to the green_basket'), 8, "line 8"),
 C("The remaining people just wait and leave", 'event', 'F', ('not',('any','Logan moved the broccoli')), 12, "Logan moves it to the red_bucket at 12"),
 C("Answer: B. green_basket", 'location', 'F', ('obj','broccoli','end','green_basket'), 'end', "gold red_bucket", ans=True),
]))

R.append(dict(item=21, style='narrative', label='unsound', stated='red_bucket', resp=
"""The broccoli starts off in the red_bucket with all five in the laundry. Lily leaves without doing anything, Jackson swaps it into the red_basket, and Ella then moves it to the green_basket. Logan, who stays until the end, puts it back in the red_bucket while William is still watching, and then leaves too. Since nothing happens to it in the waiting room, it is really in the red_bucket.""",
claims=[
 C("The broccoli starts off in the red_bucket", 'location', 'T', ('obj','broccoli',2,'red_bucket'), 2, "line 2"),
 C("with all five in the laundry", 'presence', 'T', ('and', ('room','Lily',2,'laundry'), ('room','Jackson',2,'laundry'), ('room','Ella',2,'laundry'), ('room','William',2,'laundry'), ('room','Logan',2,'laundry')), 2, "all present"),
 C("Lily leaves without doing anything", 'event', 'T', ('and', ('txt',3,'Lily made no movements'), ('txt',4,'Lily exited')), 4, "lines 3-4"),
 C("Jackson swaps it into the red_basket", 'event', 'T', ('txt',5,'Jackson moved the broccoli to the red_basket'), 5, "line 5"),
 C("Ella then moves it to the green_basket", 'event', 'T', ('txt',8,'Ella moved the broccoli to the green_basket'), 8, "line 8"),
 C("Logan, who stays until the end", 'order', 'T', ('before','William exited the laundry','Logan exited the laundry'), 13, "Logan exits last"),
 C("puts it back in the red_bucket", 'event', 'T', ('txt',12,'Logan moved the broccoli to the red_bucket'), 12, "line 12"),
 C("while William is still watching", 'presence', 'F', ('saw','William',12,True), 12, "William left at 11"),
 C("and then leaves too", 'event', 'T', ('txt',13,'Logan exited'), 13, "line 13"),
 C("nothing happens to it in the waiting room", 'location', 'T', ('obj','broccoli','end','red_bucket'), 'end', "unchanged"),
 C("it is really in the red_bucket", 'location', 'T', ('obj','broccoli','end','red_bucket'), 'end', "answer", ans=True),
]))

R.append(dict(item=21, style='terse', label='sound', stated='red_bucket', resp="A. red_bucket (Logan put it back there at line 12).",
claims=[
 C("A. red_bucket", 'location', 'T', ('obj','broccoli','end','red_bucket'), 'end', "answer", ans=True),
 C("Logan put it back there at line 12", 'event', 'T', ('txt',12,'Logan moved the broccoli to the red_bucket'), 12, "line 12"),
]))

R.append(dict(item=21, style='answer_first', label='unsound', stated='red_bucket', resp=
"""The broccoli is really in the red_bucket (A). Logan was the last one in the laundry and moved it there at line 12, undoing Ella's green_basket move. He even announces it to everyone in the waiting room afterwards, though that doesn't affect the physical location.""",
claims=[
 C("The broccoli is really in the red_bucket (A)", 'location', 'T', ('obj','broccoli','end','red_bucket'), 'end', "answer", ans=True),
 C("Logan was the last one in the laundry", 'presence', 'T', ('and', ('room','Logan',12,'laundry'), ('room','William',12,None), ('room','Ella',12,None), ('room','Jackson',12,None), ('room','Lily',12,None)), 12, "alone at 12"),
 C("moved it there at line 12", 'event', 'T', ('txt',12,'Logan moved the broccoli to the red_bucket'), 12, "line 12"),
 C("undoing Ella's green_basket move", 'event', 'T', ('and', ('txt',8,'Ella moved the broccoli to the green_basket'), ('obj','broccoli',11,'green_basket')), 12, "replaces green_basket"),
 C("He even announces it to everyone in the waiting room afterwards", 'communication', 'F', ('any','Logan publicly claimed'), 14, "no announcement in the story"),
]))

# ---------------- item 22: s6810-7-o2 Noah -> Carter, eggplant, gold red_envelope
R.append(dict(item=22, style='terse', label='wrong', stated='green_basket', resp="D. green_basket. Noah saw Charlotte put it there.",
claims=[
 C("D. green_basket", 'belief', 'F', ('bel','Noah>Carter','end','green_basket'), 'end', "Carter had left; gold red_envelope", ans=True),
 C("Noah saw Charlotte put it there", 'presence', 'T', ('and', ('saw','Noah',11,True), ('txt',11,'Charlotte moved the eggplant to the green_basket')), 11, "line 11"),
]))

R.append(dict(item=22, style='answer_first', label='sound', stated='red_envelope', resp=
"""A. red_envelope.

Carter moved the eggplant from the red_box into the red_envelope (line 5) and left right away (line 6), with Noah in the room for both. The only later eggplant move — Charlotte's, into the green_basket — happened long after Carter was gone, and the waiting-room claims at the end are about the melon. So Noah thinks Carter thinks it's in the red_envelope.""",
claims=[
 C("A. red_envelope", 'belief', 'T', ('bel','Noah>Carter','end','red_envelope'), 'end', "answer", ans=True),
 C("Carter moved the eggplant from the red_box into the red_envelope (line 5)", 'event', 'T', ('and', ('obj','eggplant',4,'red_box'), ('txt',5,'Carter moved the eggplant to the red_envelope')), 5, "line 5"),
 C("left right away (line 6)", 'event', 'T', ('txt',6,'Carter exited'), 6, "line 6"),
 C("with Noah in the room for both", 'presence', 'T', ('and', ('saw','Noah',5,True), ('saw','Noah',6,True)), 6, "witnessed"),
 C("The only later eggplant move — Charlotte's, into the green_basket", 'event', 'T', ('and', ('txt',11,'Charlotte moved the eggplant to the green_basket'), ('not',('any','Noah moved the eggplant')), ('not',('any','Oliver moved the eggplant')), ('not',('any','Jack moved the eggplant'))), 11, "line 11"),
 C("happened long after Carter was gone", 'order', 'T', ('before','Carter exited the garden','Charlotte moved the eggplant'), 11, "6 before 11"),
 C("the waiting-room claims at the end are about the melon", 'communication', 'T', ('and', ('txt',26,'melon'), ('txt',27,'melon')), 26, "lines 26-27"),
 C("Noah thinks Carter thinks it's in the red_envelope", 'belief', 'T', ('bel','Noah>Carter','end','red_envelope'), 'end', "answer", ans=True),
]))

R.append(dict(item=22, style='thinking', label='unsound', stated='red_envelope', resp=
"""<think>
Noah → Carter, eggplant.
Garden: eggplant red_box (4) → red_envelope (Carter, 5). Carter exits at 6. Then Charlotte → green_basket (11), seen by Noah.
Laundry scene: Noah moved the eggplant to the red_basket at 19 — but Carter wasn't in the laundry either, so no effect on Carter.
Carter was in the waiting room when Noah made his public claim at 26... that claim is about the melon anyway.
Noah knows Carter left right after the red_envelope move, so Noah → Carter = red_envelope.
</think>
Noah thinks Carter thinks the eggplant is in the red_envelope (A).""",
claims=[
 C("eggplant red_box (4)", 'location', 'T', ('obj','eggplant',4,'red_box'), 4, "line 4"),
 C("red_envelope (Carter, 5)", 'event', 'T', ('txt',5,'Carter moved the eggplant to the red_envelope'), 5, "line 5"),
 C("Carter exits at 6", 'event', 'T', ('txt',6,'Carter exited'), 6, "line 6"),
 C("Charlotte → green_basket (11)", 'event', 'T', ('txt',11,'Charlotte moved the eggplant to the green_basket'), 11, "line 11"),
 C("seen by Noah", 'presence', 'T', ('saw','Noah',11,True), 11, "witness"),
 C("Noah moved the eggplant to the red_basket at 19", 'event', 'F', ('txt',19,'Noah moved the eggplant'), 19, "line 19 moves the melon"),
 C("Carter wasn't in the laundry either", 'presence', 'T', ('room','Carter',19,'waiting_room'), 19, "Carter in waiting_room"),
 C("Carter was in the waiting room when Noah made his public claim at 26", 'presence', 'T', ('and', ('room','Carter',26,'waiting_room'), ('txt',26,'Noah publicly claimed')), 26, "line 26"),
 C("that claim is about the melon", 'communication', 'T', ('txt',26,'melon'), 26, "line 26"),
 C("Noah knows Carter left right after the red_envelope move", 'presence', 'T', ('saw','Noah',6,True), 6, "Noah witnessed 6"),
 C("Noah → Carter = red_envelope", 'belief', 'T', ('bel','Noah>Carter','end','red_envelope'), 'end', "answer", ans=True),
 C("Noah thinks Carter thinks the eggplant is in the red_envelope (A)", 'belief', 'T', ('bel','Noah>Carter','end','red_envelope'), 'end', "answer", ans=True),
]))

R.append(dict(item=22, style='narrative', label='sound', stated='red_envelope', resp=
"""Everyone gathers in the garden, and the eggplant is in the red_box. Carter, who dislikes eggplant, moves it to the red_envelope and immediately leaves. Oliver and Jack wait and go. Charlotte then moves it into the green_basket with only Noah watching, so Noah knows something Carter doesn't. Carter never returns to the garden, and the later waiting-room talk is all about the melon. Noah therefore thinks Carter still believes it's in the red_envelope.""",
claims=[
 C("Everyone gathers in the garden", 'event', 'T', ('txt',2,'entered the garden'), 2, "line 2"),
 C("the eggplant is in the red_box", 'location', 'T', ('obj','eggplant',4,'red_box'), 4, "line 4"),
 C("Carter, who dislikes eggplant", 'event', 'T', ('txt',1,'Carter dislikes the eggplant'), 1, "line 1"),
 C("moves it to the red_envelope", 'event', 'T', ('txt',5,'Carter moved the eggplant to the red_envelope'), 5, "line 5"),
 C("immediately leaves", 'event', 'T', ('txt',6,'Carter exited'), 6, "line 6"),
 C("Oliver and Jack wait and go", 'event', 'T', ('and', ('txt',7,'Oliver made no movements'), ('txt',8,'Oliver exited'), ('txt',9,'Jack made no movements'), ('txt',10,'Jack exited')), 10, "lines 7-10"),
 C("Charlotte then moves it into the green_basket with only Noah watching", 'event', 'T', ('and', ('txt',11,'Charlotte moved the eggplant to the green_basket'), ('saw','Noah',11,True), ('saw','Carter',11,False), ('saw','Oliver',11,False), ('saw','Jack',11,False)), 11, "line 11"),
 C("Noah knows something Carter doesn't", 'belief', 'T', ('and', ('bel','Noah','end','green_basket'), ('bel','Carter','end','red_envelope')), 'end', "beliefs differ"),
 C("Carter never returns to the garden", 'presence', 'T', ('and', ('room','Carter',11,None), ('room','Carter','end','waiting_room')), 'end', "absent"),
 C("the later waiting-room talk is all about the melon", 'communication', 'T', ('and', ('txt',26,'melon'), ('txt',27,'melon')), 26, "lines 26-27"),
 C("Noah therefore thinks Carter still believes it's in the red_envelope", 'belief', 'T', ('bel','Noah>Carter','end','red_envelope'), 'end', "answer", ans=True),
]))

R.append(dict(item=22, style='numbered', label='unsupported', stated='red_envelope', resp=
"""1. This is a second-order question: Noah's view of Carter's belief.
2. Carter's belief is fixed by what he last saw before leaving, and Noah models that.
3. Answer: A. red_envelope""",
claims=[
 C("Answer: A. red_envelope", 'belief', 'T', ('bel','Noah>Carter','end','red_envelope'), 'end', "answer only", ans=True),
]))

# ---------------- item 23: s6810-4-o4 Charlotte -> Lily -> Ava -> Nathan, strawberry, gold blue_crate
R.append(dict(item=23, style='numbered', label='unsound', stated='blue_crate', resp=
"""1. Line 3: strawberry in the blue_crate, everyone present.
2. Ava (5), Nathan (7) and Emma (9) leave without moving it.
3. Line 10: Charlotte moves it to the green_crate with only Lily watching.
4. So Lily's model of Ava and Nathan stays at the blue_crate — neither of them saw the move — and Charlotte knows Lily sees it that way.
5. Line 15: Emma privately tells Ava red_drawer, but Ava ignores it, even though Emma left after her.
6. Line 17: Nathan tells Charlotte green_crate — doesn't touch the Lily → Ava → Nathan part.

Answer: B. blue_crate""",
claims=[
 C("strawberry in the blue_crate", 'location', 'T', ('obj','strawberry',3,'blue_crate'), 3, "line 3"),
 C("everyone present", 'presence', 'T', ('and', ('saw','Ava',3,True), ('saw','Nathan',3,True), ('saw','Emma',3,True), ('saw','Charlotte',3,True), ('saw','Lily',3,True)), 3, "all witnessed"),
 C("Ava (5), Nathan (7) and Emma (9) leave without moving it", 'event', 'T', ('and', ('txt',5,'Ava exited'), ('txt',7,'Nathan exited'), ('txt',9,'Emma exited'), ('obj','strawberry',9,'blue_crate')), 9, "lines 5-9"),
 C("Charlotte moves it to the green_crate with only Lily watching", 'event', 'T', ('and', ('txt',10,'Charlotte moved the strawberry to the green_crate'), ('saw','Lily',10,True), ('saw','Ava',10,False), ('saw','Nathan',10,False), ('saw','Emma',10,False)), 10, "line 10"),
 C("Lily's model of Ava and Nathan stays at the blue_crate", 'belief', 'T', ('and', ('bel','Lily>Ava','end','blue_crate'), ('bel','Lily>Nathan','end','blue_crate')), 'end', "Lily -> Ava / Nathan"),
 C("neither of them saw the move", 'presence', 'T', ('and', ('saw','Ava',10,False), ('saw','Nathan',10,False)), 10, "absent"),
 C("Charlotte knows Lily sees it that way", 'belief', 'T', ('bel','Charlotte>Lily>Ava','end','blue_crate'), 'end', "Charlotte -> Lily -> Ava"),
 C("Emma privately tells Ava red_drawer", 'communication', 'T', ('txt',15,'Emma privately told Ava that the strawberry is in the red_drawer'), 15, "line 15"),
 C("Ava ignores it", 'communication', 'F', ('not',('bel','Ava',15,'red_drawer')), 15, "Ava trusts Emma (who left later) and believes red_drawer"),
 C("Emma left after her", 'order', 'T', ('before','Ava exited the office','Emma exited the office'), 9, "5 < 9"),
 C("Nathan tells Charlotte green_crate", 'communication', 'T', ('txt',17,'Nathan privately told Charlotte that the strawberry is in the green_crate'), 17, "line 17"),
 C("Answer: B. blue_crate", 'belief', 'T', ('bel','Charlotte>Lily>Ava>Nathan','end','blue_crate'), 'end', "answer", ans=True),
]))

R.append(dict(item=23, style='thinking', label='sound', stated='blue_crate', resp=
"""<think>
Charlotte → Lily → Ava → Nathan, strawberry.
Everyone sees blue_crate at line 3.
Exits: Ava 5, Nathan 7, Emma 9. Then Charlotte moves it to green_crate at 10 — only Lily sees. Charlotte exits 11, Lily 13.
Innermost pair: Ava and Nathan both left before the move, so Ava → Nathan is blue_crate.
Lily saw both of them leave before the move, so Lily → Ava → Nathan is blue_crate.
Charlotte was there too and knows all of that, so the full chain is blue_crate.
Communications: Emma → Ava (red_drawer) changes Ava's own belief, but Charlotte didn't hear that private exchange. Nathan → Charlotte (green_crate) — Charlotte already believes green_crate; no change to the nested chain.
</think>
B. blue_crate""",
claims=[
 C("Everyone sees blue_crate at line 3", 'presence', 'T', ('and', ('saw','Ava',3,True), ('saw','Nathan',3,True), ('saw','Emma',3,True), ('saw','Charlotte',3,True), ('saw','Lily',3,True), ('obj','strawberry',3,'blue_crate')), 3, "line 3"),
 C("Exits: Ava 5, Nathan 7, Emma 9", 'event', 'T', ('and', ('txt',5,'Ava exited'), ('txt',7,'Nathan exited'), ('txt',9,'Emma exited')), 9, "exit lines"),
 C("Charlotte moves it to green_crate at 10", 'event', 'T', ('txt',10,'Charlotte moved the strawberry to the green_crate'), 10, "line 10"),
 C("only Lily sees", 'presence', 'T', ('and', ('saw','Lily',10,True), ('saw','Ava',10,False), ('saw','Nathan',10,False), ('saw','Emma',10,False)), 10, "witness"),
 C("Charlotte exits 11, Lily 13", 'event', 'T', ('and', ('txt',11,'Charlotte exited'), ('txt',13,'Lily exited')), 13, "exit lines"),
 C("Ava and Nathan both left before the move", 'order', 'T', ('and', ('before','Ava exited the office','Charlotte moved the strawberry'), ('before','Nathan exited the office','Charlotte moved the strawberry')), 10, "5, 7 before 10"),
 C("Ava → Nathan is blue_crate", 'belief', 'T', ('bel','Ava>Nathan','end','blue_crate'), 'end', "Ava -> Nathan"),
 C("Lily saw both of them leave before the move", 'presence', 'T', ('and', ('saw','Lily',5,True), ('saw','Lily',7,True)), 7, "witnessed 5, 7"),
 C("Lily → Ava → Nathan is blue_crate", 'belief', 'T', ('bel','Lily>Ava>Nathan','end','blue_crate'), 'end', "3rd-order sub-chain"),
 C("Charlotte was there too", 'presence', 'T', ('and', ('saw','Charlotte',5,True), ('saw','Charlotte',7,True)), 7, "witnessed"),
 C("the full chain is blue_crate", 'belief', 'T', ('bel','Charlotte>Lily>Ava>Nathan','end','blue_crate'), 'end', "answer", ans=True),
 C("Emma → Ava (red_drawer) changes Ava's own belief", 'communication', 'T', ('and', ('txt',15,'Emma privately told Ava'), ('bel','Ava',15,'red_drawer')), 15, "Ava trusts Emma"),
 C("Charlotte didn't hear that private exchange", 'presence', 'T', ('saw','Charlotte',15,False), 15, "not a witness"),
 C("Nathan → Charlotte (green_crate)", 'communication', 'T', ('txt',17,'Nathan privately told Charlotte that the strawberry is in the green_crate'), 17, "line 17"),
 C("Charlotte already believes green_crate", 'belief', 'T', ('bel','Charlotte',16,'green_crate'), 16, "before line 17"),
 C("B. blue_crate", 'belief', 'T', ('bel','Charlotte>Lily>Ava>Nathan','end','blue_crate'), 'end', "answer", ans=True),
]))

R.append(dict(item=23, style='terse', label='wrong', stated='green_crate', resp="C. green_crate — that's where Charlotte put it.",
claims=[
 C("C. green_crate", 'belief', 'F', ('bel','Charlotte>Lily>Ava>Nathan','end','green_crate'), 'end', "Ava and Nathan missed the move; gold blue_crate", ans=True),
 C("that's where Charlotte put it", 'event', 'T', ('txt',10,'Charlotte moved the strawberry to the green_crate'), 10, "line 10"),
]))

R.append(dict(item=23, style='answer_first', label='unsound', stated='blue_crate', resp=
"""B. blue_crate.

Ava and Nathan both walked out while the strawberry was still in the blue_crate, and Charlotte's switch to the green_crate happened with only Lily there. After the waiting-room whispers, Lily thinks Ava thinks it's in the red_drawer, but that's only one layer; Charlotte's view of Lily's view of Ava's view of Nathan is still anchored on the blue_crate.""",
claims=[
 C("B. blue_crate", 'belief', 'T', ('bel','Charlotte>Lily>Ava>Nathan','end','blue_crate'), 'end', "answer", ans=True),
 C("Ava and Nathan both walked out while the strawberry was still in the blue_crate", 'location', 'T', ('and', ('obj','strawberry',5,'blue_crate'), ('obj','strawberry',7,'blue_crate')), 7, "blue_crate at 5 and 7"),
 C("Charlotte's switch to the green_crate happened with only Lily there", 'presence', 'T', ('and', ('txt',10,'Charlotte moved the strawberry to the green_crate'), ('saw','Lily',10,True), ('saw','Ava',10,False), ('saw','Nathan',10,False), ('saw','Emma',10,False)), 10, "line 10"),
 C("Lily thinks Ava thinks it's in the red_drawer", 'belief', 'F', ('bel','Lily>Ava','end','red_drawer'), 'end', "Lily did not witness the private tell; Lily -> Ava is blue_crate"),
 C("Charlotte's view of Lily's view of Ava's view of Nathan is still anchored on the blue_crate", 'belief', 'T', ('bel','Charlotte>Lily>Ava>Nathan','end','blue_crate'), 'end', "answer chain", ans=True),
]))

R.append(dict(item=23, style='narrative', label='unsound', stated='blue_crate', resp=
"""All five start in the office with the strawberry in the blue_crate. Nathan is the first to leave, then Ava, then Emma — none of them touches anything. With just Charlotte and Lily left, Charlotte moves the strawberry to the green_crate, and both then leave. Charlotte knows Lily watched Ava and Nathan go before that move, so Charlotte thinks Lily thinks Ava thinks Nathan thinks the strawberry is in the blue_crate.""",
claims=[
 C("All five start in the office with the strawberry in the blue_crate", 'location', 'T', ('and', ('obj','strawberry',3,'blue_crate'), ('room','Ava',3,'office'), ('room','Lily',3,'office')), 3, "line 3"),
 C("Nathan is the first to leave, then Ava, then Emma", 'order', 'F', ('and', ('before','Nathan exited','Ava exited'), ('before','Ava exited','Emma exited')), 5, "Ava leaves first (5), then Nathan (7)"),
 C("none of them touches anything", 'event', 'T', ('obj','strawberry',9,'blue_crate'), 9, "no moves before 10"),
 C("With just Charlotte and Lily left", 'presence', 'T', ('and', ('room','Charlotte',10,'office'), ('room','Lily',10,'office'), ('room','Ava',10,None), ('room','Nathan',10,None), ('room','Emma',10,None)), 10, "two present"),
 C("Charlotte moves the strawberry to the green_crate", 'event', 'T', ('txt',10,'Charlotte moved the strawberry to the green_crate'), 10, "line 10"),
 C("both then leave", 'event', 'T', ('and', ('txt',11,'Charlotte exited'), ('txt',13,'Lily exited')), 13, "lines 11, 13"),
 C("Charlotte knows Lily watched Ava and Nathan go before that move", 'presence', 'T', ('and', ('saw','Lily',5,True), ('saw','Lily',7,True), ('saw','Charlotte',5,True), ('saw','Charlotte',7,True)), 7, "both witnessed exits"),
 C("Charlotte thinks Lily thinks Ava thinks Nathan thinks the strawberry is in the blue_crate", 'belief', 'T', ('bel','Charlotte>Lily>Ava>Nathan','end','blue_crate'), 'end', "answer", ans=True),
]))

# ---------------- item 24: s6810-6-o1 Alexander, tomato, gold green_drawer
R.append(dict(item=24, style='answer_first', label='unsupported', stated='green_drawer', resp=
"""B. green_drawer. That's Alexander's belief about the tomato at the end of the story.""",
claims=[
 C("B. green_drawer", 'belief', 'T', ('bel','Alexander','end','green_drawer'), 'end', "answer", ans=True),
 C("That's Alexander's belief about the tomato at the end of the story", 'belief', 'T', ('bel','Alexander','end','green_drawer'), 'end', "answer restated", ans=True),
]))

R.append(dict(item=24, style='narrative', label='wrong', stated='green_cupboard', resp=
"""The tomato moves a lot. Elizabeth puts it in the green_bucket, Noah in the green_bathtub, Alexander in the green_drawer, and finally Abigail in the green_cupboard while Mia watches. Alexander is in the waiting room with everyone at the end, so he'd have caught up; he thinks it's in the green_cupboard.""",
claims=[
 C("Elizabeth puts it in the green_bucket", 'event', 'T', ('txt',3,'Elizabeth moved the tomato to the green_bucket'), 3, "line 3"),
 C("Noah in the green_bathtub", 'event', 'T', ('txt',5,'Noah moved the tomato to the green_bathtub'), 5, "line 5"),
 C("Alexander in the green_drawer", 'event', 'T', ('txt',7,'Alexander moved the tomato to the green_drawer'), 7, "line 7"),
 C("finally Abigail in the green_cupboard", 'event', 'T', ('txt',9,'Abigail moved the tomato to the green_cupboard'), 9, "line 9"),
 C("while Mia watches", 'presence', 'T', ('saw','Mia',9,True), 9, "witness"),
 C("Alexander is in the waiting room with everyone at the end", 'presence', 'T', ('and', ('room','Alexander','end','waiting_room'), ('room','Mia','end','waiting_room'), ('room','Abigail','end','waiting_room')), 'end', "line 13"),
 C("he'd have caught up", 'belief', 'F', ('bel','Alexander','end','green_cupboard'), 'end', "nobody tells him; he keeps green_drawer"),
 C("he thinks it's in the green_cupboard", 'belief', 'F', ('bel','Alexander','end','green_cupboard'), 'end', "gold green_drawer", ans=True),
]))

R.append(dict(item=24, style='numbered', label='unsound', stated='green_drawer', resp=
"""1. Tomato: blue_bucket (2) → green_bucket (Elizabeth, 3) → green_bathtub (Noah, 5).
2. Line 7: Alexander moves it to the green_drawer; Noah, Abigail and Mia watch.
3. Line 8: Alexander leaves, so he misses Abigail's move to the green_cupboard at line 9.
4. No communication afterwards.

Answer: B. green_drawer""",
claims=[
 C("blue_bucket (2)", 'location', 'T', ('obj','tomato',2,'blue_bucket'), 2, "line 2"),
 C("green_bucket (Elizabeth, 3)", 'event', 'T', ('txt',3,'Elizabeth moved the tomato to the green_bucket'), 3, "line 3"),
 C("green_bathtub (Noah, 5)", 'event', 'T', ('txt',5,'Noah moved the tomato to the green_bathtub'), 5, "line 5"),
 C("Alexander moves it to the green_drawer", 'event', 'T', ('txt',7,'Alexander moved the tomato to the green_drawer'), 7, "line 7"),
 C("Noah, Abigail and Mia watch", 'presence', 'F', ('and', ('saw','Noah',7,True), ('saw','Abigail',7,True), ('saw','Mia',7,True)), 7, "Noah left at 6"),
 C("Alexander leaves", 'event', 'T', ('txt',8,'Alexander exited'), 8, "line 8"),
 C("he misses Abigail's move to the green_cupboard at line 9", 'presence', 'T', ('and', ('saw','Alexander',9,False), ('txt',9,'Abigail moved the tomato to the green_cupboard')), 9, "absent"),
 C("No communication afterwards", 'communication', 'T', ('and', ('not',('any','told')), ('not',('any','claimed'))), 'end', "none"),
 C("Answer: B. green_drawer", 'belief', 'T', ('bel','Alexander','end','green_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=24, style='thinking', label='sound', stated='green_drawer', resp=
"""<think>
Alexander, tomato.
He's in the master_bedroom for lines 1–7. Sees: blue_bucket, Elizabeth's green_bucket move, Noah's green_bathtub move, then he himself moves it to green_drawer at 7.
Exits at 8. Abigail's green_cupboard move at 9 happens after he's gone. Mia just waits.
Waiting room at 13, no statements.
So Alexander believes green_drawer, even though it's really in the green_cupboard.
</think>
B. green_drawer""",
claims=[
 C("He's in the master_bedroom for lines 1–7", 'presence', 'T', ('and', ('room','Alexander',1,'master_bedroom'), ('room','Alexander',7,'master_bedroom')), 7, "present 1-7"),
 C("Sees: blue_bucket, Elizabeth's green_bucket move, Noah's green_bathtub move", 'presence', 'T', ('and', ('saw','Alexander',2,True), ('saw','Alexander',3,True), ('saw','Alexander',5,True)), 5, "witnessed 2, 3, 5"),
 C("he himself moves it to green_drawer at 7", 'event', 'T', ('txt',7,'Alexander moved the tomato to the green_drawer'), 7, "line 7"),
 C("Exits at 8", 'event', 'T', ('txt',8,'Alexander exited'), 8, "line 8"),
 C("Abigail's green_cupboard move at 9 happens after he's gone", 'order', 'T', ('before','Alexander exited','Abigail moved the tomato'), 9, "8 before 9"),
 C("Mia just waits", 'event', 'T', ('txt',11,'Mia made no movements'), 11, "line 11"),
 C("Waiting room at 13", 'event', 'T', ('txt',13,'entered the waiting_room'), 13, "line 13"),
 C("no statements", 'communication', 'T', ('and', ('not',('any','told')), ('not',('any','claimed'))), 'end', "none"),
 C("Alexander believes green_drawer", 'belief', 'T', ('bel','Alexander','end','green_drawer'), 'end', "answer", ans=True),
 C("it's really in the green_cupboard", 'location', 'T', ('obj','tomato','end','green_cupboard'), 'end', "real location"),
 C("B. green_drawer", 'belief', 'T', ('bel','Alexander','end','green_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=24, style='terse', label='unsound', stated='green_drawer', resp="B. green_drawer — his own move; he left right after, just before Noah.",
claims=[
 C("B. green_drawer", 'belief', 'T', ('bel','Alexander','end','green_drawer'), 'end', "answer", ans=True),
 C("his own move", 'event', 'T', ('txt',7,'Alexander moved the tomato to the green_drawer'), 7, "line 7"),
 C("he left right after", 'event', 'T', ('txt',8,'Alexander exited'), 8, "line 8"),
 C("just before Noah", 'order', 'F', ('before','Alexander exited','Noah exited'), 8, "Noah left at 6, before Alexander"),
]))
