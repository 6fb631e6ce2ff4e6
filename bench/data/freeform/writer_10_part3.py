from writer_10 import C
R = []

# ---------------- item 10: s6810-22-o2 Chloe -> Lucas, asparagus, gold blue_bottle
R.append(dict(item=10, style='answer_first', label='sound', stated='blue_bottle', resp=
"""K. blue_bottle

Lucas himself moved the asparagus to the blue_bottle at line 8, and Chloe was in the living_room watching. Lucas left before Chloe did, and nothing else happened to the asparagus before she went. So Chloe thinks Lucas thinks it's in the blue_bottle — which also happens to be where it really is.""",
claims=[
 C("K. blue_bottle", 'belief', 'T', ('bel','Chloe>Lucas','end','blue_bottle'), 'end', "answer", ans=True),
 C("Lucas himself moved the asparagus to the blue_bottle at line 8", 'event', 'T', ('txt',8,'Lucas moved the asparagus to the blue_bottle'), 8, "line 8"),
 C("Chloe was in the living_room watching", 'presence', 'T', ('saw','Chloe',8,True), 8, "Chloe witnessed 8"),
 C("Lucas left before Chloe did", 'order', 'T', ('before','Lucas exited the living_room','Chloe exited the living_room'), 9, "9 < 11"),
 C("nothing else happened to the asparagus before she went", 'location', 'T', ('and', ('obj','asparagus',10,'blue_bottle'), ('obj','asparagus',11,'blue_bottle')), 11, "unchanged 8-11"),
 C("Chloe thinks Lucas thinks it's in the blue_bottle", 'belief', 'T', ('bel','Chloe>Lucas','end','blue_bottle'), 'end', "answer", ans=True),
 C("where it really is", 'location', 'T', ('obj','asparagus','end','blue_bottle'), 'end', "real location"),
]))

R.append(dict(item=10, style='numbered', label='unsound', stated='blue_bottle', resp=
"""1. Asparagus: red_bottle (2) → green_bathtub (Jayden, 4) → green_box (Carter, 6) → blue_bottle (Lucas, 8).
2. Jayden and Carter are gone by line 8; Chloe and Ethan see Lucas's move.
3. Lucas exits at 9, Chloe at 11 — no further moves in between.
4. The second visit (15–23) is Carter, Ethan and Jayden only; line 16 restates that the asparagus is in the blue_bottle.
5. Chloe's model of Lucas = last shared observation = blue_bottle.

Answer: K. blue_bottle""",
claims=[
 C("red_bottle (2)", 'location', 'T', ('obj','asparagus',2,'red_bottle'), 2, "line 2"),
 C("green_bathtub (Jayden, 4)", 'event', 'T', ('txt',4,'Jayden moved the asparagus to the green_bathtub'), 4, "line 4"),
 C("green_box (Carter, 6)", 'event', 'T', ('txt',6,'Carter moved the asparagus to the green_box'), 6, "line 6"),
 C("blue_bottle (Lucas, 8)", 'event', 'T', ('txt',8,'Lucas moved the asparagus to the blue_bottle'), 8, "line 8"),
 C("Jayden and Carter are gone by line 8", 'presence', 'T', ('and', ('room','Jayden',8,None), ('room','Carter',8,None)), 8, "both out"),
 C("Chloe and Ethan see Lucas's move", 'presence', 'T', ('and', ('saw','Chloe',8,True), ('saw','Ethan',8,True)), 8, "witnesses"),
 C("Lucas exits at 9, Chloe at 11", 'event', 'T', ('and', ('txt',9,'Lucas exited'), ('txt',11,'Chloe exited')), 11, "lines 9, 11"),
 C("no further moves in between", 'location', 'T', ('and', ('obj','asparagus',10,'blue_bottle'), ('obj','asparagus',11,'blue_bottle')), 11, "unchanged"),
 C("The second visit (15–23) is Carter, Ethan and Jayden only", 'presence', 'T', ('and', ('txt',15,'Carter, Ethan and Jayden entered the living_room'), ('room','Chloe',16,'waiting_room'), ('room','Lucas',16,'waiting_room')), 15, "line 15"),
 C("line 16 restates that the asparagus is in the blue_bottle", 'event', 'F', ('txt',16,'asparagus'), 16, "line 16 is about the peach"),
 C("Chloe's model of Lucas = last shared observation = blue_bottle", 'belief', 'T', ('bel','Chloe>Lucas','end','blue_bottle'), 'end', "answer chain", ans=True),
 C("Answer: K. blue_bottle", 'belief', 'T', ('bel','Chloe>Lucas','end','blue_bottle'), 'end', "answer", ans=True),
]))

R.append(dict(item=10, style='narrative', label='wrong', stated='green_box', resp=
"""Chloe watches Jayden put the asparagus in the green_bathtub and Carter move it to the green_box. After Carter leaves, Chloe sits for a minute and heads out too, so she never sees what Lucas does with it. She'd think Lucas still believes it's in the green_box.""",
claims=[
 C("Chloe watches Jayden put the asparagus in the green_bathtub", 'presence', 'T', ('and', ('saw','Chloe',4,True), ('txt',4,'Jayden moved the asparagus to the green_bathtub')), 4, "line 4"),
 C("Carter move it to the green_box", 'presence', 'T', ('and', ('saw','Chloe',6,True), ('txt',6,'Carter moved the asparagus to the green_box')), 6, "line 6"),
 C("After Carter leaves, Chloe sits for a minute and heads out too", 'order', 'F', ('before','Chloe exited the living_room','Lucas moved the asparagus'), 11, "Chloe exits at 11, after Lucas's move at 8"),
 C("she never sees what Lucas does with it", 'presence', 'F', ('saw','Chloe',8,False), 8, "Chloe witnessed line 8"),
 C("She'd think Lucas still believes it's in the green_box", 'belief', 'F', ('bel','Chloe>Lucas','end','green_box'), 'end', "gold blue_bottle", ans=True),
]))

R.append(dict(item=10, style='terse', label='sound', stated='blue_bottle', resp="blue_bottle (K): Chloe saw Lucas put it there.",
claims=[
 C("blue_bottle (K)", 'belief', 'T', ('bel','Chloe>Lucas','end','blue_bottle'), 'end', "answer", ans=True),
 C("Chloe saw Lucas put it there", 'presence', 'T', ('and', ('saw','Chloe',8,True), ('txt',8,'Lucas moved the asparagus to the blue_bottle')), 8, "line 8"),
]))

R.append(dict(item=10, style='thinking', label='unsound', stated='blue_bottle', resp=
"""<think>
Chloe → Lucas, asparagus.
Lucas moves it to blue_bottle at 8. Present: Chloe, Ethan, Lucas. Lucas leaves 9, Chloe 11.
Does anything later affect Chloe's view of Lucas? The second living_room visit is Carter, Ethan, Jayden. Carter and Jayden still think it's in the green_box, but that's irrelevant to Chloe→Lucas. No communications at all in this story.
So Chloe → Lucas = blue_bottle.
</think>
**K. blue_bottle**""",
claims=[
 C("Lucas moves it to blue_bottle at 8", 'event', 'T', ('txt',8,'Lucas moved the asparagus to the blue_bottle'), 8, "line 8"),
 C("Present: Chloe, Ethan, Lucas", 'presence', 'T', ('and', ('saw','Chloe',8,True), ('saw','Ethan',8,True), ('saw','Lucas',8,True), ('saw','Carter',8,False), ('saw','Jayden',8,False)), 8, "witnesses"),
 C("Lucas leaves 9, Chloe 11", 'event', 'T', ('and', ('txt',9,'Lucas exited'), ('txt',11,'Chloe exited')), 11, "lines 9, 11"),
 C("The second living_room visit is Carter, Ethan, Jayden", 'event', 'T', ('txt',15,'Carter, Ethan and Jayden entered the living_room'), 15, "line 15"),
 C("Carter and Jayden still think it's in the green_box", 'belief', 'F', ('and', ('bel','Carter',15,'green_box'), ('bel','Jayden',15,'green_box')), 15, "on re-entering they see it in the blue_bottle"),
 C("No communications at all in this story", 'communication', 'T', ('and', ('not',('any','told')), ('not',('any','claimed'))), 'end', "none"),
 C("Chloe → Lucas = blue_bottle", 'belief', 'T', ('bel','Chloe>Lucas','end','blue_bottle'), 'end', "answer", ans=True),
 C("K. blue_bottle", 'belief', 'T', ('bel','Chloe>Lucas','end','blue_bottle'), 'end', "answer", ans=True),
]))

# ---------------- item 11: tomi first order, Ella, potato, gold green_envelope
R.append(dict(item=11, style='numbered', label='sound', stated='green_envelope', resp=
"""1. Isla and Ella are both in the garage when the potato is in the green_envelope (line 4).
2. Ella leaves at line 5.
3. Isla moves the potato to the red_crate at line 6 — Ella isn't there.
4. Ella ends up in the master_bedroom, never having seen the move.

Ella will look in the green_envelope.""",
claims=[
 C("Isla and Ella are both in the garage", 'presence', 'T', ('and', ('room','Isla',4,'garage'), ('room','Ella',4,'garage')), 4, "line 4"),
 C("the potato is in the green_envelope (line 4)", 'location', 'T', ('obj','potato',4,'green_envelope'), 4, "line 4"),
 C("Ella leaves at line 5", 'event', 'T', ('txt',5,'Ella exited the garage'), 5, "line 5"),
 C("Isla moves the potato to the red_crate at line 6", 'event', 'T', ('txt',6,'Isla moved the potato to the red_crate'), 6, "line 6"),
 C("Ella isn't there", 'presence', 'T', ('room','Ella',6,None), 6, "absent"),
 C("Ella ends up in the master_bedroom", 'presence', 'T', ('room','Ella','end','master_bedroom'), 'end', "line 9"),
 C("never having seen the move", 'presence', 'T', ('saw','Ella',6,False), 6, "not a witness"),
 C("Ella will look in the green_envelope", 'belief', 'T', ('bel','Ella','end','green_envelope'), 'end', "answer", ans=True),
]))

R.append(dict(item=11, style='thinking', label='wrong', stated='red_crate', resp=
"""<think>
Ella is asked where she'll look. Potato: green_envelope at 4. Ella exits at 5. Isla moves it to red_crate at 6.
Ella enters the master_bedroom at 9, not the garage. Isla left at 8. Hmm, she'd look where the potato is... people usually look where the object actually is. I think the intended answer is the actual location.
</think>
The red_crate.""",
claims=[
 C("Potato: green_envelope at 4", 'location', 'T', ('obj','potato',4,'green_envelope'), 4, "line 4"),
 C("Ella exits at 5", 'event', 'T', ('txt',5,'Ella exited'), 5, "line 5"),
 C("Isla moves it to red_crate at 6", 'event', 'T', ('txt',6,'Isla moved the potato to the red_crate'), 6, "line 6"),
 C("Ella enters the master_bedroom at 9, not the garage", 'event', 'T', ('txt',9,'Ella entered the master_bedroom'), 9, "line 9"),
 C("Isla left at 8", 'event', 'T', ('txt',8,'Isla exited'), 8, "line 8"),
 C("The red_crate", 'belief', 'F', ('bel','Ella','end','red_crate'), 'end', "Ella never saw the move; gold green_envelope", ans=True),
]))

R.append(dict(item=11, style='answer_first', label='unsound', stated='green_envelope', resp=
"""The green_envelope. Ella saw the potato placed in the green_envelope and left before Isla moved it to the red_crate. Isla then left the garage and followed Ella into the master_bedroom, but she never says anything, so Ella still thinks it's in the green_envelope.""",
claims=[
 C("The green_envelope", 'belief', 'T', ('bel','Ella','end','green_envelope'), 'end', "answer", ans=True),
 C("Ella saw the potato placed in the green_envelope", 'presence', 'T', ('and', ('saw','Ella',4,True), ('obj','potato',4,'green_envelope')), 4, "line 4"),
 C("left before Isla moved it to the red_crate", 'order', 'T', ('before','Ella exited the garage','Isla moved the potato'), 5, "5 before 6"),
 C("Isla then left the garage", 'event', 'T', ('txt',8,'Isla exited the garage'), 8, "line 8"),
 C("followed Ella into the master_bedroom", 'presence', 'F', ('room','Isla','end','master_bedroom'), 9, "Isla is in no room at the end; only Ella enters the master_bedroom"),
 C("she never says anything", 'communication', 'T', ('not',('any','told')), 'end', "no tells"),
 C("Ella still thinks it's in the green_envelope", 'belief', 'T', ('bel','Ella','end','green_envelope'), 'end', "answer", ans=True),
]))

R.append(dict(item=11, style='narrative', label='sound', stated='green_envelope', resp=
"""Ella and Isla are in the garage together when the potato sits in the green_envelope. Ella walks out, and only then does Isla slip the potato into the red_crate. Ella wasn't there for it, so when she goes looking she'll head for the green_envelope.""",
claims=[
 C("Ella and Isla are in the garage together", 'presence', 'T', ('and', ('room','Ella',4,'garage'), ('room','Isla',4,'garage')), 4, "line 4"),
 C("the potato sits in the green_envelope", 'location', 'T', ('obj','potato',4,'green_envelope'), 4, "line 4"),
 C("Ella walks out", 'event', 'T', ('txt',5,'Ella exited the garage'), 5, "line 5"),
 C("only then does Isla slip the potato into the red_crate", 'order', 'T', ('and', ('before','Ella exited the garage','Isla moved the potato'), ('txt',6,'red_crate')), 6, "5 before 6"),
 C("Ella wasn't there for it", 'presence', 'T', ('saw','Ella',6,False), 6, "absent"),
 C("she'll head for the green_envelope", 'belief', 'T', ('bel','Ella','end','green_envelope'), 'end', "answer", ans=True),
]))

R.append(dict(item=11, style='terse', label='unsupported', stated='green_envelope', resp="green_envelope",
claims=[
 C("green_envelope", 'belief', 'T', ('bel','Ella','end','green_envelope'), 'end', "answer only", ans=True),
]))

# ---------------- item 12: s6810-18-o3 Noah -> Oliver -> Logan, pear, gold green_container
R.append(dict(item=12, style='thinking', label='sound', stated='green_container', resp=
"""<think>
Noah → Oliver → Logan about the pear.
Oliver moved it to green_container at 4 and left at 5. Everyone was present for that, including Noah and Logan.
So Oliver thinks Logan thinks green_container (Oliver never sees anything after 5).
Noah knows Oliver left at 5 — he was in the room. So Noah models Oliver's knowledge as frozen at green_container, and Oliver's picture of Logan as green_container too.
Later tells: Liam → Oliver (green_container), Emily → Noah (green_treasure_chest). Noah doesn't trust Emily, since Emily left before him. Neither changes the chain anyway.
</think>
A. green_container""",
claims=[
 C("Oliver moved it to green_container at 4", 'event', 'T', ('txt',4,'Oliver moved the pear to the green_container'), 4, "line 4"),
 C("left at 5", 'event', 'T', ('txt',5,'Oliver exited'), 5, "line 5"),
 C("Everyone was present for that, including Noah and Logan", 'presence', 'T', ('and', ('saw','Noah',4,True), ('saw','Logan',4,True), ('saw','Emily',4,True), ('saw','Liam',4,True)), 4, "all witnessed"),
 C("Oliver thinks Logan thinks green_container", 'belief', 'T', ('bel','Oliver>Logan','end','green_container'), 'end', "Oliver -> Logan"),
 C("Oliver never sees anything after 5", 'presence', 'T', ('and', ('saw','Oliver',6,False), ('saw','Oliver',9,False), ('saw','Oliver',11,False), ('saw','Oliver',13,False)), 13, "absent for later moves"),
 C("Noah knows Oliver left at 5", 'presence', 'T', ('saw','Noah',5,True), 5, "Noah witnessed line 5"),
 C("he was in the room", 'presence', 'T', ('room','Noah',5,'staircase'), 5, "Noah present"),
 C("Noah models Oliver's knowledge as frozen at green_container", 'belief', 'T', ('bel','Noah>Oliver','end','green_container'), 'end', "Noah -> Oliver"),
 C("Oliver's picture of Logan as green_container too", 'belief', 'T', ('bel','Noah>Oliver>Logan','end','green_container'), 'end', "answer chain", ans=True),
 C("Liam → Oliver (green_container)", 'communication', 'T', ('txt',16,'Liam privately told Oliver that the pear is in the green_container'), 16, "line 16"),
 C("Emily → Noah (green_treasure_chest)", 'communication', 'T', ('txt',17,'Emily privately told Noah that the pear is in the green_treasure_chest'), 17, "line 17"),
 C("Noah doesn't trust Emily", 'communication', 'T', ('not',('bel','Noah',17,'green_treasure_chest')), 17, "Noah keeps green_drawer"),
 C("Emily left before him", 'order', 'T', ('before','Emily exited the staircase','Noah exited the staircase'), 7, "7 < 12"),
 C("A. green_container", 'belief', 'T', ('bel','Noah>Oliver>Logan','end','green_container'), 'end', "answer", ans=True),
]))

R.append(dict(item=12, style='narrative', label='unsound', stated='green_container', resp=
"""Everyone starts on the staircase with the pear in the green_treasure_chest. Oliver moves it to the green_container and leaves right away, with Noah and Logan watching. After that, Emily, Liam and Noah each move it in turn, and by the time Noah left it was back in the green_treasure_chest. None of that matters for Oliver, who had already gone. Noah knows Oliver's last sight of the pear was the green_container move, made in front of Logan, so Noah thinks Oliver thinks Logan thinks the pear is in the green_container.""",
claims=[
 C("Everyone starts on the staircase", 'presence', 'T', ('and', ('room','Oliver',2,'staircase'), ('room','Emily',2,'staircase'), ('room','Liam',2,'staircase'), ('room','Noah',2,'staircase'), ('room','Logan',2,'staircase')), 2, "all present"),
 C("the pear in the green_treasure_chest", 'location', 'T', ('obj','pear',2,'green_treasure_chest'), 2, "line 2"),
 C("Oliver moves it to the green_container", 'event', 'T', ('txt',4,'Oliver moved the pear to the green_container'), 4, "line 4"),
 C("leaves right away", 'event', 'T', ('txt',5,'Oliver exited'), 5, "line 5"),
 C("with Noah and Logan watching", 'presence', 'T', ('and', ('saw','Noah',4,True), ('saw','Logan',4,True)), 4, "witnesses"),
 C("Emily, Liam and Noah each move it in turn", 'event', 'T', ('and', ('txt',6,'Emily moved the pear'), ('txt',9,'Liam moved the pear'), ('txt',11,'Noah moved the pear')), 11, "lines 6, 9, 11"),
 C("by the time Noah left it was back in the green_treasure_chest", 'location', 'F', ('obj','pear',12,'green_treasure_chest'), 12, "green_drawer when Noah left; Logan moves it at 13"),
 C("Oliver, who had already gone", 'presence', 'T', ('room','Oliver',6,None), 6, "absent"),
 C("Noah knows Oliver's last sight of the pear was the green_container move", 'belief', 'T', ('bel','Noah>Oliver','end','green_container'), 'end', "Noah -> Oliver"),
 C("made in front of Logan", 'presence', 'T', ('saw','Logan',4,True), 4, "Logan witnessed"),
 C("Noah thinks Oliver thinks Logan thinks the pear is in the green_container", 'belief', 'T', ('bel','Noah>Oliver>Logan','end','green_container'), 'end', "answer", ans=True),
]))

R.append(dict(item=12, style='answer_first', label='wrong', stated='green_drawer', resp=
"""E. green_drawer. Noah put the pear in the green_drawer himself while Logan watched, so Noah is sure Logan thinks green_drawer, and he'd assume Oliver would see Logan the same way.""",
claims=[
 C("E. green_drawer", 'belief', 'F', ('bel','Noah>Oliver>Logan','end','green_drawer'), 'end', "Oliver left at 5; gold green_container", ans=True),
 C("Noah put the pear in the green_drawer himself", 'event', 'T', ('txt',11,'Noah moved the pear to the green_drawer'), 11, "line 11"),
 C("while Logan watched", 'presence', 'T', ('saw','Logan',11,True), 11, "witness"),
 C("Noah is sure Logan thinks green_drawer", 'belief', 'T', ('bel','Noah>Logan','end','green_drawer'), 'end', "Noah -> Logan"),
]))

R.append(dict(item=12, style='numbered', label='unsound', stated='green_container', resp=
"""1. Line 4: Oliver → green_container; all five present.
2. Line 5: Oliver exits; he sees nothing afterward.
3. Lines 6–13: green_box (Emily), blue_container (Liam), green_drawer (Noah), green_treasure_chest (Logan).
4. Line 16: Liam tells Oliver green_container — consistent with what Oliver already thinks.
5. Line 17: Emily tells Noah green_treasure_chest, and Noah switches to that. This only changes Noah's own first-order belief, not his model of Oliver.
6. Noah → Oliver → Logan: green_container.

Answer: A""",
claims=[
 C("Oliver → green_container", 'event', 'T', ('txt',4,'Oliver moved the pear to the green_container'), 4, "line 4"),
 C("all five present", 'presence', 'T', ('and', ('saw','Oliver',4,True), ('saw','Emily',4,True), ('saw','Liam',4,True), ('saw','Noah',4,True), ('saw','Logan',4,True)), 4, "all witnessed"),
 C("Oliver exits", 'event', 'T', ('txt',5,'Oliver exited'), 5, "line 5"),
 C("he sees nothing afterward", 'presence', 'T', ('and', ('saw','Oliver',6,False), ('saw','Oliver',9,False), ('saw','Oliver',11,False), ('saw','Oliver',13,False)), 13, "absent"),
 C("green_box (Emily)", 'event', 'T', ('txt',6,'Emily moved the pear to the green_box'), 6, "line 6"),
 C("blue_container (Liam)", 'event', 'T', ('txt',9,'Liam moved the pear to the blue_container'), 9, "line 9"),
 C("green_drawer (Noah)", 'event', 'T', ('txt',11,'Noah moved the pear to the green_drawer'), 11, "line 11"),
 C("green_treasure_chest (Logan)", 'event', 'T', ('txt',13,'Logan moved the pear to the green_treasure_chest'), 13, "line 13"),
 C("Liam tells Oliver green_container", 'communication', 'T', ('txt',16,'Liam privately told Oliver that the pear is in the green_container'), 16, "line 16"),
 C("consistent with what Oliver already thinks", 'belief', 'T', ('bel','Oliver',15,'green_container'), 15, "Oliver believes green_container"),
 C("Emily tells Noah green_treasure_chest", 'communication', 'T', ('txt',17,'Emily privately told Noah that the pear is in the green_treasure_chest'), 17, "line 17"),
 C("Noah switches to that", 'communication', 'F', ('bel','Noah',17,'green_treasure_chest'), 17, "Emily left before Noah; Noah keeps green_drawer"),
 C("Noah → Oliver → Logan: green_container", 'belief', 'T', ('bel','Noah>Oliver>Logan','end','green_container'), 'end', "answer", ans=True),
 C("Answer: A", 'belief', 'T', ('bel','Noah>Oliver>Logan','end','green_container'), 'end', "answer", ans=True),
]))

R.append(dict(item=12, style='terse', label='sound', stated='green_container', resp=
"green_container (A) — Oliver moved it there in front of everyone and left right after, so Noah's chain stops there.",
claims=[
 C("green_container (A)", 'belief', 'T', ('bel','Noah>Oliver>Logan','end','green_container'), 'end', "answer", ans=True),
 C("Oliver moved it there in front of everyone", 'event', 'T', ('and', ('txt',4,'Oliver moved the pear to the green_container'), ('saw','Noah',4,True), ('saw','Logan',4,True), ('saw','Emily',4,True), ('saw','Liam',4,True)), 4, "line 4"),
 C("left right after", 'event', 'T', ('txt',5,'Oliver exited'), 5, "line 5"),
]))

# ---------------- item 13: s6810-10-o0 reality persimmon, gold red_basket
R.append(dict(item=13, style='narrative', label='sound', stated='red_basket', resp=
"""The persimmon takes a round trip. It begins in the red_basket; Oliver moves it to the red_drawer, Benjamin to the blue_crate, and Lucas to the blue_pantry, each leaving soon after. Aiden, the last one in the attic, puts it back into the red_basket before walking out. Nothing touches it afterwards, so it's really in the red_basket.""",
claims=[
 C("The persimmon takes a round trip", 'location', 'T', ('and', ('obj','persimmon',2,'red_basket'), ('obj','persimmon','end','red_basket')), 'end', "starts and ends in red_basket"),
 C("It begins in the red_basket", 'location', 'T', ('obj','persimmon',2,'red_basket'), 2, "line 2"),
 C("Oliver moves it to the red_drawer", 'event', 'T', ('txt',3,'Oliver moved the persimmon to the red_drawer'), 3, "line 3"),
 C("Benjamin to the blue_crate", 'event', 'T', ('txt',7,'Benjamin moved the persimmon to the blue_crate'), 7, "line 7"),
 C("Lucas to the blue_pantry", 'event', 'T', ('txt',9,'Lucas moved the persimmon to the blue_pantry'), 9, "line 9"),
 C("each leaving soon after", 'event', 'T', ('and', ('txt',4,'Oliver exited'), ('txt',8,'Benjamin exited'), ('txt',10,'Lucas exited')), 10, "lines 4, 8, 10"),
 C("Aiden, the last one in the attic", 'presence', 'T', ('and', ('room','Aiden',11,'attic'), ('room','Lucas',11,None), ('room','Benjamin',11,None), ('room','Isla',11,None), ('room','Oliver',11,None)), 11, "alone at 11"),
 C("puts it back into the red_basket", 'event', 'T', ('txt',11,'Aiden moved the persimmon to the red_basket'), 11, "line 11"),
 C("before walking out", 'order', 'T', ('before','Aiden moved the persimmon','Aiden exited'), 13, "11 before 13"),
 C("Nothing touches it afterwards", 'location', 'T', ('obj','persimmon','end','red_basket'), 'end', "unchanged"),
 C("it's really in the red_basket", 'location', 'T', ('obj','persimmon','end','red_basket'), 'end', "answer", ans=True),
]))

R.append(dict(item=13, style='terse', label='wrong', stated='blue_pantry', resp="C. blue_pantry, where Lucas put it.",
claims=[
 C("C. blue_pantry", 'location', 'F', ('obj','persimmon','end','blue_pantry'), 'end', "Aiden moved it to the red_basket afterwards", ans=True),
 C("where Lucas put it", 'event', 'T', ('txt',9,'Lucas moved the persimmon to the blue_pantry'), 9, "line 9"),
]))

R.append(dict(item=13, style='numbered', label='unsound', stated='red_basket', resp=
"""1. Start: red_basket (line 2).
2. Oliver → red_drawer (3), Benjamin → blue_crate (7), Lucas → blue_pantry (9).
3. Aiden → red_basket (11). Lucas had already left, but Benjamin was still watching.
4. No moves after line 11.

Answer: A. red_basket""",
claims=[
 C("Start: red_basket (line 2)", 'location', 'T', ('obj','persimmon',2,'red_basket'), 2, "line 2"),
 C("Oliver → red_drawer (3)", 'event', 'T', ('txt',3,'Oliver moved the persimmon to the red_drawer'), 3, "line 3"),
 C("Benjamin → blue_crate (7)", 'event', 'T', ('txt',7,'Benjamin moved the persimmon to the blue_crate'), 7, "line 7"),
 C("Lucas → blue_pantry (9)", 'event', 'T', ('txt',9,'Lucas moved the persimmon to the blue_pantry'), 9, "line 9"),
 C("Aiden → red_basket (11)", 'event', 'T', ('txt',11,'Aiden moved the persimmon to the red_basket'), 11, "line 11"),
 C("Lucas had already left", 'presence', 'T', ('room','Lucas',11,None), 11, "Lucas exited at 10"),
 C("Benjamin was still watching", 'presence', 'F', ('saw','Benjamin',11,True), 11, "Benjamin exited at 8"),
 C("No moves after line 11", 'location', 'T', ('obj','persimmon','end','red_basket'), 'end', "unchanged"),
 C("Answer: A. red_basket", 'location', 'T', ('obj','persimmon','end','red_basket'), 'end', "answer", ans=True),
]))

R.append(dict(item=13, style='thinking', label='unsupported', stated='red_basket', resp=
"""<think>
"Where is it really" — the final physical location, whatever anyone believes. The answer is the container after the last move. That's the red_basket.
</think>
A. red_basket""",
claims=[
 C("That's the red_basket", 'location', 'T', ('obj','persimmon','end','red_basket'), 'end', "answer", ans=True),
 C("A. red_basket", 'location', 'T', ('obj','persimmon','end','red_basket'), 'end', "answer", ans=True),
]))

R.append(dict(item=13, style='answer_first', label='unsound', stated='red_basket', resp=
"""A. red_basket — Aiden moved it back into the red_basket before Lucas even left the attic, and nobody moved it after that.""",
claims=[
 C("A. red_basket", 'location', 'T', ('obj','persimmon','end','red_basket'), 'end', "answer", ans=True),
 C("Aiden moved it back into the red_basket", 'event', 'T', ('txt',11,'Aiden moved the persimmon to the red_basket'), 11, "line 11"),
 C("before Lucas even left the attic", 'order', 'F', ('before','Aiden moved the persimmon','Lucas exited the attic'), 11, "Lucas left at 10, Aiden moved it at 11"),
 C("nobody moved it after that", 'location', 'T', ('obj','persimmon','end','red_basket'), 'end', "unchanged"),
]))

# ---------------- item 14: s6810-24-o4 Olivia -> Alexander -> Sophia -> Aiden, spinach, gold blue_container
R.append(dict(item=14, style='numbered', label='unsound', stated='blue_container', resp=
"""1. Line 3: spinach in the blue_treasure_chest; all five present.
2. Line 4: Nathan → blue_suitcase; line 5: Nathan leaves.
3. Line 6: Alexander → blue_container, watched by Aiden, Sophia and Olivia.
4. Line 7: Alexander leaves. From here on, Alexander's own belief stays at the blue_container.
5. Line 10: Sophia → red_cupboard, seen only by Olivia. Alexander thinks Sophia thinks red_cupboard, because Sophia stayed longer than he did.
6. Olivia saw Alexander leave at 7, so she knows his picture ends at the blue_container, and that he believes Sophia and Aiden saw it too.

Answer: M. blue_container""",
claims=[
 C("spinach in the blue_treasure_chest", 'location', 'T', ('obj','spinach',3,'blue_treasure_chest'), 3, "line 3"),
 C("all five present", 'presence', 'T', ('and', ('saw','Nathan',3,True), ('saw','Alexander',3,True), ('saw','Aiden',3,True), ('saw','Sophia',3,True), ('saw','Olivia',3,True)), 3, "all witnessed"),
 C("Nathan → blue_suitcase", 'event', 'T', ('txt',4,'Nathan moved the spinach to the blue_suitcase'), 4, "line 4"),
 C("Nathan leaves", 'event', 'T', ('txt',5,'Nathan exited'), 5, "line 5"),
 C("Alexander → blue_container", 'event', 'T', ('txt',6,'Alexander moved the spinach to the blue_container'), 6, "line 6"),
 C("watched by Aiden, Sophia and Olivia", 'presence', 'T', ('and', ('saw','Aiden',6,True), ('saw','Sophia',6,True), ('saw','Olivia',6,True)), 6, "witnesses"),
 C("Alexander leaves", 'event', 'T', ('txt',7,'Alexander exited'), 7, "line 7"),
 C("Alexander's own belief stays at the blue_container", 'belief', 'T', ('bel','Alexander','end','blue_container'), 'end', "Alexander believes blue_container"),
 C("Sophia → red_cupboard", 'event', 'T', ('txt',10,'Sophia moved the spinach to the red_cupboard'), 10, "line 10"),
 C("seen only by Olivia", 'presence', 'T', ('and', ('saw','Olivia',10,True), ('saw','Alexander',10,False), ('saw','Aiden',10,False), ('saw','Nathan',10,False)), 10, "only Olivia (besides Sophia)"),
 C("Alexander thinks Sophia thinks red_cupboard", 'belief', 'F', ('bel','Alexander>Sophia','end','red_cupboard'), 'end', "Alexander -> Sophia is blue_container"),
 C("Sophia stayed longer than he did", 'order', 'T', ('before','Alexander exited the porch','Sophia exited the porch'), 11, "7 < 11"),
 C("Olivia saw Alexander leave at 7", 'presence', 'T', ('saw','Olivia',7,True), 7, "witnessed"),
 C("she knows his picture ends at the blue_container", 'belief', 'T', ('bel','Olivia>Alexander','end','blue_container'), 'end', "Olivia -> Alexander"),
 C("he believes Sophia and Aiden saw it too", 'belief', 'T', ('and', ('bel','Alexander>Sophia','end','blue_container'), ('bel','Alexander>Aiden','end','blue_container')), 'end', "Alexander -> Sophia / Aiden"),
 C("Answer: M. blue_container", 'belief', 'T', ('bel','Olivia>Alexander>Sophia>Aiden','end','blue_container'), 'end', "answer", ans=True),
]))

R.append(dict(item=14, style='terse', label='unsupported', stated='blue_container', resp="M. blue_container",
claims=[
 C("M. blue_container", 'belief', 'T', ('bel','Olivia>Alexander>Sophia>Aiden','end','blue_container'), 'end', "answer only", ans=True),
]))

R.append(dict(item=14, style='thinking', label='sound', stated='blue_container', resp=
"""<think>
Four levels: Olivia → Alexander → Sophia → Aiden.
Spinach: blue_treasure_chest (3) → blue_suitcase (Nathan, 4) → blue_container (Alexander, 6) → red_cupboard (Sophia, 10).
At 6, Alexander, Aiden, Sophia and Olivia are all in the porch. Then Alexander exits (7), Aiden exits (9). Sophia's red_cupboard move at 10 is seen only by Olivia.
Innermost: Sophia → Aiden. Aiden left at 9, before the red_cupboard move, so Sophia thinks Aiden thinks blue_container.
Next level: Alexander left at 7, so Alexander → Sophia → Aiden is blue_container as well.
Top: Olivia knows Alexander left at 7, so the full chain is blue_container.
The playroom scene is about the apple, irrelevant.
</think>
M. blue_container""",
claims=[
 C("blue_treasure_chest (3)", 'location', 'T', ('obj','spinach',3,'blue_treasure_chest'), 3, "line 3"),
 C("blue_suitcase (Nathan, 4)", 'event', 'T', ('txt',4,'Nathan moved the spinach to the blue_suitcase'), 4, "line 4"),
 C("blue_container (Alexander, 6)", 'event', 'T', ('txt',6,'Alexander moved the spinach to the blue_container'), 6, "line 6"),
 C("red_cupboard (Sophia, 10)", 'event', 'T', ('txt',10,'Sophia moved the spinach to the red_cupboard'), 10, "line 10"),
 C("At 6, Alexander, Aiden, Sophia and Olivia are all in the porch", 'presence', 'T', ('and', ('room','Alexander',6,'porch'), ('room','Aiden',6,'porch'), ('room','Sophia',6,'porch'), ('room','Olivia',6,'porch')), 6, "present"),
 C("Alexander exits (7)", 'event', 'T', ('txt',7,'Alexander exited'), 7, "line 7"),
 C("Aiden exits (9)", 'event', 'T', ('txt',9,'Aiden exited'), 9, "line 9"),
 C("Sophia's red_cupboard move at 10 is seen only by Olivia", 'presence', 'T', ('and', ('saw','Olivia',10,True), ('saw','Alexander',10,False), ('saw','Aiden',10,False), ('saw','Nathan',10,False)), 10, "only Olivia"),
 C("Aiden left at 9, before the red_cupboard move", 'order', 'T', ('before','Aiden exited the porch','Sophia moved the spinach to the red_cupboard'), 9, "9 before 10"),
 C("Sophia thinks Aiden thinks blue_container", 'belief', 'T', ('bel','Sophia>Aiden','end','blue_container'), 'end', "Sophia -> Aiden"),
 C("Alexander left at 7", 'event', 'T', ('txt',7,'Alexander exited'), 7, "line 7"),
 C("Alexander → Sophia → Aiden is blue_container as well", 'belief', 'T', ('bel','Alexander>Sophia>Aiden','end','blue_container'), 'end', "3rd-order sub-chain"),
 C("Olivia knows Alexander left at 7", 'presence', 'T', ('saw','Olivia',7,True), 7, "witnessed"),
 C("the full chain is blue_container", 'belief', 'T', ('bel','Olivia>Alexander>Sophia>Aiden','end','blue_container'), 'end', "answer", ans=True),
 C("The playroom scene is about the apple", 'event', 'T', ('and', ('txt',17,'apple'), ('txt',20,'apple'), ('txt',22,'apple')), 17, "lines 15-23"),
 C("M. blue_container", 'belief', 'T', ('bel','Olivia>Alexander>Sophia>Aiden','end','blue_container'), 'end', "answer", ans=True),
]))

R.append(dict(item=14, style='answer_first', label='unsound', stated='blue_container', resp=
"""M. blue_container.

When Nathan left, the spinach was already in the blue_container; Alexander then left too, with Aiden, Sophia and Olivia still there. Sophia's later move to the red_cupboard happened after both Alexander and Aiden were gone. Olivia does know about that move herself, but she also knows Alexander doesn't.""",
claims=[
 C("M. blue_container", 'belief', 'T', ('bel','Olivia>Alexander>Sophia>Aiden','end','blue_container'), 'end', "answer", ans=True),
 C("When Nathan left, the spinach was already in the blue_container", 'location', 'F', ('obj','spinach',5,'blue_container'), 5, "it was in the blue_suitcase at 5; Alexander moves it at 6"),
 C("Alexander then left too", 'event', 'T', ('txt',7,'Alexander exited'), 7, "line 7"),
 C("with Aiden, Sophia and Olivia still there", 'presence', 'T', ('and', ('room','Aiden',7,'porch'), ('room','Sophia',7,'porch'), ('room','Olivia',7,'porch')), 7, "present at 7"),
 C("Sophia's later move to the red_cupboard happened after both Alexander and Aiden were gone", 'order', 'T', ('and', ('before','Alexander exited the porch','Sophia moved the spinach'), ('before','Aiden exited the porch','Sophia moved the spinach')), 10, "7, 9 before 10"),
 C("Olivia does know about that move herself", 'belief', 'T', ('bel','Olivia','end','red_cupboard'), 'end', "Olivia believes red_cupboard"),
 C("she also knows Alexander doesn't", 'belief', 'T', ('bel','Olivia>Alexander','end','blue_container'), 'end', "Olivia -> Alexander blue_container"),
]))

R.append(dict(item=14, style='narrative', label='wrong', stated='red_cupboard', resp=
"""Olivia is the last person on the porch and the only one who sees Sophia put the spinach in the red_cupboard. Since Olivia knows where it really is, and every level of her chain is ultimately about that same spinach, she'd resolve the whole chain to the red_cupboard.""",
claims=[
 C("Olivia is the last person on the porch", 'order', 'T', ('and', ('before','Sophia exited the porch','Olivia exited the porch'), ('before','Aiden exited the porch','Olivia exited the porch')), 13, "Olivia exits last (13)"),
 C("the only one who sees Sophia put the spinach in the red_cupboard", 'presence', 'T', ('and', ('saw','Olivia',10,True), ('saw','Alexander',10,False), ('saw','Aiden',10,False), ('saw','Nathan',10,False)), 10, "only witness besides Sophia"),
 C("Olivia knows where it really is", 'belief', 'T', ('and', ('bel','Olivia','end','red_cupboard'), ('obj','spinach','end','red_cupboard')), 'end', "Olivia's belief matches reality"),
 C("she'd resolve the whole chain to the red_cupboard", 'belief', 'F', ('bel','Olivia>Alexander>Sophia>Aiden','end','red_cupboard'), 'end', "gold blue_container", ans=True),
]))
