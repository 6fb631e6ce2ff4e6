from writer_10 import C
R = []

# ---------------- item 25: s6810-19-o4 William -> Jackson -> Isla -> Mila, persimmon, gold green_bathtub
R.append(dict(item=25, style='thinking', label='sound', stated='green_bathtub', resp=
"""<think>
William → Jackson → Isla → Mila, persimmon.
The persimmon is placed in the green_bathtub at line 2 with all five there. Nobody ever moves it elsewhere — Isla's "move" at 11 puts it into the green_bathtub again, where it already was.
Exit order: Jackson 4, Logan 6, Mila 8, William 10, Isla 12.
Communications: line 14, Mila publicly claims red_suitcase. Jackson left before Mila, so Jackson buys it. William left after Mila, so he doesn't. Hmm, does William then think Jackson believes red_suitcase? No — William's model of Jackson stays at the green_bathtub.
Line 15: Isla privately tells Mila blue_pantry; only Isla and Mila hear.
None of the communication reaches the William → Jackson → Isla → Mila level. So: green_bathtub.
</think>
F. green_bathtub""",
claims=[
 C("The persimmon is placed in the green_bathtub at line 2 with all five there", 'location', 'T', ('and', ('obj','persimmon',2,'green_bathtub'), ('saw','Jackson',2,True), ('saw','Logan',2,True), ('saw','Mila',2,True), ('saw','William',2,True), ('saw','Isla',2,True)), 2, "line 2"),
 C("Nobody ever moves it elsewhere", 'location', 'T', ('and', ('obj','persimmon',10,'green_bathtub'), ('obj','persimmon','end','green_bathtub')), 'end', "always green_bathtub"),
 C("Isla's \"move\" at 11 puts it into the green_bathtub again, where it already was", 'event', 'T', ('and', ('txt',11,'Isla moved the persimmon to the green_bathtub'), ('obj','persimmon',10,'green_bathtub')), 11, "line 11"),
 C("Exit order: Jackson 4, Logan 6, Mila 8, William 10, Isla 12", 'order', 'T', ('and', ('txt',4,'Jackson exited'), ('txt',6,'Logan exited'), ('txt',8,'Mila exited'), ('txt',10,'William exited'), ('txt',12,'Isla exited')), 12, "exit lines"),
 C("Mila publicly claims red_suitcase", 'communication', 'T', ('txt',14,'Mila publicly claimed that persimmon is in the red_suitcase'), 14, "line 14"),
 C("Jackson left before Mila", 'order', 'T', ('before','Jackson exited the kitchen','Mila exited the kitchen'), 4, "4 < 8"),
 C("Jackson buys it", 'communication', 'T', ('bel','Jackson',14,'red_suitcase'), 14, "Jackson adopts red_suitcase"),
 C("William left after Mila", 'order', 'T', ('before','Mila exited the kitchen','William exited the kitchen'), 10, "8 < 10"),
 C("he doesn't", 'communication', 'T', ('not',('bel','William',14,'red_suitcase')), 14, "William keeps green_bathtub"),
 C("William's model of Jackson stays at the green_bathtub", 'belief', 'T', ('bel','William>Jackson','end','green_bathtub'), 'end', "William -> Jackson"),
 C("Isla privately tells Mila blue_pantry", 'communication', 'T', ('txt',15,'Isla privately told Mila that the persimmon is in the blue_pantry'), 15, "line 15"),
 C("only Isla and Mila hear", 'presence', 'T', ('and', ('saw','William',15,False), ('saw','Jackson',15,False), ('saw','Logan',15,False)), 15, "private"),
 C("So: green_bathtub", 'belief', 'T', ('bel','William>Jackson>Isla>Mila','end','green_bathtub'), 'end', "answer", ans=True),
 C("F. green_bathtub", 'belief', 'T', ('bel','William>Jackson>Isla>Mila','end','green_bathtub'), 'end', "answer", ans=True),
]))

R.append(dict(item=25, style='answer_first', label='unsound', stated='green_bathtub', resp=
"""F. green_bathtub.

All five saw the persimmon go into the green_bathtub at line 2. Mila took it out of the green_bathtub before she left, but Isla put it back there at line 11, so physically nothing changed for long. More importantly, Jackson, Isla and Mila were all present at the start, and William watched Jackson and Mila leave while the persimmon stayed put. Mila's public red_suitcase claim persuades Jackson, but William, who stayed in the kitchen longer than Mila, keeps his own view.""",
claims=[
 C("F. green_bathtub", 'belief', 'T', ('bel','William>Jackson>Isla>Mila','end','green_bathtub'), 'end', "answer", ans=True),
 C("All five saw the persimmon go into the green_bathtub at line 2", 'presence', 'T', ('and', ('saw','Jackson',2,True), ('saw','Logan',2,True), ('saw','Mila',2,True), ('saw','William',2,True), ('saw','Isla',2,True)), 2, "line 2"),
 C("Mila took it out of the green_bathtub before she left", 'event', 'F', ('any','Mila moved the persimmon'), 8, "Mila never moves the persimmon"),
 C("Isla put it back there at line 11", 'event', 'T', ('txt',11,'Isla moved the persimmon to the green_bathtub'), 11, "line 11"),
 C("Jackson, Isla and Mila were all present at the start", 'presence', 'T', ('and', ('room','Jackson',2,'kitchen'), ('room','Isla',2,'kitchen'), ('room','Mila',2,'kitchen')), 2, "present"),
 C("William watched Jackson and Mila leave while the persimmon stayed put", 'presence', 'T', ('and', ('saw','William',4,True), ('saw','William',8,True), ('obj','persimmon',8,'green_bathtub')), 8, "witnessed 4, 8"),
 C("Mila's public red_suitcase claim persuades Jackson", 'communication', 'T', ('and', ('txt',14,'Mila publicly claimed'), ('bel','Jackson',14,'red_suitcase')), 14, "Jackson adopts it"),
 C("William, who stayed in the kitchen longer than Mila", 'order', 'T', ('before','Mila exited the kitchen','William exited the kitchen'), 10, "8 < 10"),
 C("keeps his own view", 'communication', 'T', ('bel','William','end','green_bathtub'), 'end', "William unchanged"),
]))

R.append(dict(item=25, style='narrative', label='wrong', stated='red_suitcase', resp=
"""Nobody moves the persimmon away from the green_bathtub, so everything hinges on the talk at the end. Mila announces to the whole room that it's in the red_suitcase. Jackson, Isla and William all hear it, and since Mila is saying it herself, William would figure that Jackson thinks Isla thinks Mila believes the red_suitcase.""",
claims=[
 C("Nobody moves the persimmon away from the green_bathtub", 'location', 'T', ('obj','persimmon','end','green_bathtub'), 'end', "always green_bathtub"),
 C("Mila announces to the whole room that it's in the red_suitcase", 'communication', 'T', ('txt',14,'Mila publicly claimed that persimmon is in the red_suitcase'), 14, "line 14"),
 C("Jackson, Isla and William all hear it", 'presence', 'T', ('and', ('saw','Jackson',14,True), ('saw','Isla',14,True), ('saw','William',14,True)), 14, "witnesses"),
 C("William would figure that Jackson thinks Isla thinks Mila believes the red_suitcase", 'belief', 'F', ('bel','William>Jackson>Isla>Mila','end','red_suitcase'), 'end', "gold green_bathtub", ans=True),
]))

R.append(dict(item=25, style='terse', label='unsound', stated='green_bathtub', resp="F. green_bathtub — it never left the bathtub, and Isla's tip to Mila (blue_pantry) was ignored.",
claims=[
 C("F. green_bathtub", 'belief', 'T', ('bel','William>Jackson>Isla>Mila','end','green_bathtub'), 'end', "answer", ans=True),
 C("it never left the bathtub", 'location', 'T', ('obj','persimmon','end','green_bathtub'), 'end', "always green_bathtub"),
 C("Isla's tip to Mila (blue_pantry) was ignored", 'communication', 'F', ('not',('bel','Mila',15,'blue_pantry')), 15, "Mila trusts Isla (who left later) and believes blue_pantry"),
]))

R.append(dict(item=25, style='numbered', label='sound', stated='green_bathtub', resp=
"""1. Line 2: persimmon in the green_bathtub; all five present.
2. Lines 3–10: Jackson, Logan, Mila and William each wait a minute and leave, in that order.
3. Line 11: Isla "moves" it to the green_bathtub — it stays where it was.
4. Line 14: Mila's public claim (red_suitcase) only convinces people who left before her: Jackson and Logan.
5. Line 15: Isla → Mila, private.
6. William's nested view is built in the kitchen, where every shared sighting was the green_bathtub.

Answer: F. green_bathtub""",
claims=[
 C("persimmon in the green_bathtub", 'location', 'T', ('obj','persimmon',2,'green_bathtub'), 2, "line 2"),
 C("all five present", 'presence', 'T', ('and', ('saw','Jackson',2,True), ('saw','Logan',2,True), ('saw','Mila',2,True), ('saw','William',2,True), ('saw','Isla',2,True)), 2, "all witnessed"),
 C("Jackson, Logan, Mila and William each wait a minute and leave, in that order", 'order', 'T', ('and', ('before','Jackson exited','Logan exited'), ('before','Logan exited','Mila exited'), ('before','Mila exited','William exited'), ('txt',3,'Jackson made no movements'), ('txt',9,'William made no movements')), 10, "4, 6, 8, 10"),
 C("Isla \"moves\" it to the green_bathtub", 'event', 'T', ('txt',11,'Isla moved the persimmon to the green_bathtub'), 11, "line 11"),
 C("it stays where it was", 'location', 'T', ('and', ('obj','persimmon',10,'green_bathtub'), ('obj','persimmon',11,'green_bathtub')), 11, "unchanged"),
 C("Mila's public claim (red_suitcase)", 'communication', 'T', ('txt',14,'Mila publicly claimed that persimmon is in the red_suitcase'), 14, "line 14"),
 C("only convinces people who left before her: Jackson and Logan", 'communication', 'T', ('and', ('bel','Jackson',14,'red_suitcase'), ('bel','Logan',14,'red_suitcase'), ('not',('bel','William',14,'red_suitcase')), ('not',('bel','Isla',14,'red_suitcase'))), 14, "trust effect"),
 C("Isla → Mila, private", 'communication', 'T', ('and', ('txt',15,'Isla privately told Mila'), ('saw','William',15,False)), 15, "line 15"),
 C("every shared sighting was the green_bathtub", 'location', 'T', ('and', ('obj','persimmon',2,'green_bathtub'), ('obj','persimmon',10,'green_bathtub'), ('obj','persimmon',12,'green_bathtub')), 12, "never elsewhere"),
 C("Answer: F. green_bathtub", 'belief', 'T', ('bel','William>Jackson>Isla>Mila','end','green_bathtub'), 'end', "answer", ans=True),
]))

# ---------------- item 26: s6810-8-o3 Aiden -> Amelia -> Hannah, onion, gold red_bottle
R.append(dict(item=26, style='narrative', label='unsound', stated='red_bottle', resp=
"""Hannah moves the onion from the green_bottle to the red_bottle while everyone is watching, and then she leaves. From that moment Hannah's belief is stuck at the red_bottle, and both Aiden and Amelia saw her go. Aiden moves the onion to the blue_pantry and leaves; Olivia later moves it into the green_bottle, and Amelia shifts it again. None of that matters for Hannah's belief. Aiden knows Amelia watched Hannah leave right after the red_bottle move, so Aiden thinks Amelia thinks Hannah thinks the onion is in the red_bottle.""",
claims=[
 C("Hannah moves the onion from the green_bottle to the red_bottle", 'event', 'T', ('and', ('obj','onion',2,'green_bottle'), ('txt',3,'Hannah moved the onion to the red_bottle')), 3, "line 3"),
 C("while everyone is watching", 'presence', 'T', ('and', ('saw','Aiden',3,True), ('saw','Mia',3,True), ('saw','Olivia',3,True), ('saw','Amelia',3,True)), 3, "all witnessed"),
 C("then she leaves", 'event', 'T', ('txt',4,'Hannah exited'), 4, "line 4"),
 C("Hannah's belief is stuck at the red_bottle", 'belief', 'T', ('bel','Hannah','end','red_bottle'), 'end', "Hannah's belief"),
 C("both Aiden and Amelia saw her go", 'presence', 'T', ('and', ('saw','Aiden',4,True), ('saw','Amelia',4,True)), 4, "witnessed 4"),
 C("Aiden moves the onion to the blue_pantry", 'event', 'T', ('txt',5,'Aiden moved the onion to the blue_pantry'), 5, "line 5"),
 C("and leaves", 'event', 'T', ('txt',6,'Aiden exited'), 6, "line 6"),
 C("Olivia later moves it into the green_bottle", 'event', 'F', ('any','Olivia moved the onion to the green_bottle'), 9, "Olivia moved it to the green_suitcase; Amelia to the green_bottle"),
 C("Amelia shifts it again", 'event', 'T', ('txt',11,'Amelia moved the onion'), 11, "line 11"),
 C("Aiden knows Amelia watched Hannah leave right after the red_bottle move", 'presence', 'T', ('and', ('saw','Aiden',4,True), ('saw','Amelia',4,True)), 4, "both witnessed 4"),
 C("Aiden thinks Amelia thinks Hannah thinks the onion is in the red_bottle", 'belief', 'T', ('bel','Aiden>Amelia>Hannah','end','red_bottle'), 'end', "answer", ans=True),
]))

R.append(dict(item=26, style='numbered', label='sound', stated='red_bottle', resp=
"""1. Line 2: onion in the green_bottle.
2. Line 3: Hannah → red_bottle; all five in the TV_room.
3. Line 4: Hannah leaves — Aiden and Amelia both see this.
4. So Amelia thinks Hannah thinks red_bottle, and Aiden knows that, because he was present for both lines 3 and 4.
5. Later onion moves (blue_pantry by Aiden, green_suitcase by Olivia, green_bottle by Amelia) happen after Hannah is gone.
6. The bedroom scene and the private tells at 24–25 concern the peach.

Answer: C. red_bottle""",
claims=[
 C("onion in the green_bottle", 'location', 'T', ('obj','onion',2,'green_bottle'), 2, "line 2"),
 C("Hannah → red_bottle", 'event', 'T', ('txt',3,'Hannah moved the onion to the red_bottle'), 3, "line 3"),
 C("all five in the TV_room", 'presence', 'T', ('and', ('room','Hannah',3,'TV_room'), ('room','Aiden',3,'TV_room'), ('room','Mia',3,'TV_room'), ('room','Olivia',3,'TV_room'), ('room','Amelia',3,'TV_room')), 3, "all present"),
 C("Hannah leaves", 'event', 'T', ('txt',4,'Hannah exited'), 4, "line 4"),
 C("Aiden and Amelia both see this", 'presence', 'T', ('and', ('saw','Aiden',4,True), ('saw','Amelia',4,True)), 4, "witnessed"),
 C("Amelia thinks Hannah thinks red_bottle", 'belief', 'T', ('bel','Amelia>Hannah','end','red_bottle'), 'end', "Amelia -> Hannah"),
 C("Aiden knows that", 'belief', 'T', ('bel','Aiden>Amelia>Hannah','end','red_bottle'), 'end', "answer chain", ans=True),
 C("he was present for both lines 3 and 4", 'presence', 'T', ('and', ('saw','Aiden',3,True), ('saw','Aiden',4,True)), 4, "witnessed"),
 C("Later onion moves (blue_pantry by Aiden, green_suitcase by Olivia, green_bottle by Amelia)", 'event', 'T', ('and', ('txt',5,'Aiden moved the onion to the blue_pantry'), ('txt',9,'Olivia moved the onion to the green_suitcase'), ('txt',11,'Amelia moved the onion to the green_bottle')), 11, "lines 5, 9, 11"),
 C("happen after Hannah is gone", 'order', 'T', ('before','Hannah exited','Aiden moved the onion'), 5, "4 before 5"),
 C("The bedroom scene and the private tells at 24–25 concern the peach", 'communication', 'T', ('and', ('txt',15,'peach'), ('txt',24,'peach'), ('txt',25,'peach')), 24, "lines 14-25"),
 C("Answer: C. red_bottle", 'belief', 'T', ('bel','Aiden>Amelia>Hannah','end','red_bottle'), 'end', "answer", ans=True),
]))

R.append(dict(item=26, style='terse', label='unsupported', stated='red_bottle', resp="C. red_bottle",
claims=[
 C("C. red_bottle", 'belief', 'T', ('bel','Aiden>Amelia>Hannah','end','red_bottle'), 'end', "answer only", ans=True),
]))

R.append(dict(item=26, style='thinking', label='wrong', stated='blue_pantry', resp=
"""<think>
Aiden → Amelia → Hannah.
Hannah: red_bottle (she moved it at 3, left at 4).
Amelia → Hannah: Amelia saw that, so red_bottle.
Aiden → Amelia: Aiden moved it to blue_pantry at 5 with Amelia present, then left. So Aiden thinks Amelia thinks blue_pantry.
Now combine: Aiden's latest picture of Amelia's mind is blue_pantry, so I'd say the chain resolves to blue_pantry. Hold on — Hannah wasn't there for the blue_pantry move. But Amelia assumes everyone keeps up with the room... I'll stick with blue_pantry.
</think>
D. blue_pantry""",
claims=[
 C("Hannah: red_bottle", 'belief', 'T', ('bel','Hannah','end','red_bottle'), 'end', "Hannah's belief"),
 C("she moved it at 3", 'event', 'T', ('txt',3,'Hannah moved the onion to the red_bottle'), 3, "line 3"),
 C("left at 4", 'event', 'T', ('txt',4,'Hannah exited'), 4, "line 4"),
 C("Amelia saw that", 'presence', 'T', ('saw','Amelia',3,True), 3, "witnessed"),
 C("so red_bottle", 'belief', 'T', ('bel','Amelia>Hannah','end','red_bottle'), 'end', "Amelia -> Hannah"),
 C("Aiden moved it to blue_pantry at 5 with Amelia present", 'event', 'T', ('and', ('txt',5,'Aiden moved the onion to the blue_pantry'), ('saw','Amelia',5,True)), 5, "line 5"),
 C("then left", 'event', 'T', ('txt',6,'Aiden exited'), 6, "line 6"),
 C("Aiden thinks Amelia thinks blue_pantry", 'belief', 'T', ('bel','Aiden>Amelia','end','blue_pantry'), 'end', "Aiden -> Amelia"),
 C("the chain resolves to blue_pantry", 'belief', 'F', ('bel','Aiden>Amelia>Hannah','end','blue_pantry'), 'end', "gold red_bottle", ans=True),
 C("Hannah wasn't there for the blue_pantry move", 'presence', 'T', ('saw','Hannah',5,False), 5, "absent"),
 C("Amelia assumes everyone keeps up with the room", 'belief', 'U', None, None, "vague, no determinate chain"),
 C("D. blue_pantry", 'belief', 'F', ('bel','Aiden>Amelia>Hannah','end','blue_pantry'), 'end', "gold red_bottle", ans=True),
]))

R.append(dict(item=26, style='answer_first', label='sound', stated='red_bottle', resp=
"""C. red_bottle

Hannah put the onion in the red_bottle and walked out right away; Aiden and Amelia were both still in the TV_room and saw it. Hannah never sees the onion again, so both of them peg her belief at the red_bottle. Aiden also left the TV_room before Amelia, which is why he can't know Amelia's later moves — but those don't change what Amelia thinks Hannah believes.""",
claims=[
 C("C. red_bottle", 'belief', 'T', ('bel','Aiden>Amelia>Hannah','end','red_bottle'), 'end', "answer", ans=True),
 C("Hannah put the onion in the red_bottle and walked out right away", 'event', 'T', ('and', ('txt',3,'Hannah moved the onion to the red_bottle'), ('txt',4,'Hannah exited')), 4, "lines 3-4"),
 C("Aiden and Amelia were both still in the TV_room and saw it", 'presence', 'T', ('and', ('saw','Aiden',3,True), ('saw','Amelia',3,True), ('room','Aiden',4,'TV_room'), ('room','Amelia',4,'TV_room')), 4, "witnesses"),
 C("Hannah never sees the onion again", 'presence', 'T', ('and', ('saw','Hannah',5,False), ('saw','Hannah',9,False), ('saw','Hannah',11,False)), 11, "absent for later moves"),
 C("both of them peg her belief at the red_bottle", 'belief', 'T', ('and', ('bel','Aiden>Hannah','end','red_bottle'), ('bel','Amelia>Hannah','end','red_bottle')), 'end', "Aiden -> Hannah, Amelia -> Hannah"),
 C("Aiden also left the TV_room before Amelia", 'order', 'T', ('before','Aiden exited the TV_room','Amelia exited the TV_room'), 6, "6 < 12"),
 C("he can't know Amelia's later moves", 'presence', 'T', ('saw','Aiden',11,False), 11, "absent at 11"),
 C("those don't change what Amelia thinks Hannah believes", 'belief', 'T', ('bel','Amelia>Hannah','end','red_bottle'), 'end', "Amelia -> Hannah unchanged"),
]))

# ---------------- item 27: tomi memory, green_pepper, gold green_bucket
R.append(dict(item=27, style='answer_first', label='sound', stated='green_bucket', resp=
"""At the beginning it was in the green_bucket. That's where it was placed at line 4, with Oliver, Isabella and Charlotte all in the attic; Charlotte only moved it to the red_cupboard later, after Isabella had left.""",
claims=[
 C("At the beginning it was in the green_bucket", 'location', 'T', ('obj','green_pepper',4,'green_bucket'), 4, "answer: first placement", ans=True),
 C("That's where it was placed at line 4", 'event', 'T', ('txt',4,'The green_pepper is in the green_bucket'), 4, "line 4"),
 C("with Oliver, Isabella and Charlotte all in the attic", 'presence', 'T', ('and', ('room','Oliver',4,'attic'), ('room','Isabella',4,'attic'), ('room','Charlotte',4,'attic')), 4, "all present"),
 C("Charlotte only moved it to the red_cupboard later", 'event', 'T', ('txt',6,'Charlotte moved the green_pepper to the red_cupboard'), 6, "line 6"),
 C("after Isabella had left", 'order', 'T', ('before','Isabella exited','Charlotte moved'), 6, "5 before 6"),
]))

R.append(dict(item=27, style='thinking', label='unsound', stated='green_bucket', resp=
"""<think>
Memory question: initial location.
Line 4: green_pepper in green_bucket. That's the first placement.
Line 5: Isabella exits. Line 6: Charlotte moves it to red_cupboard; Oliver had already left by then.
The question asks about the beginning, so green_bucket.
</think>
green_bucket""",
claims=[
 C("Line 4: green_pepper in green_bucket", 'location', 'T', ('obj','green_pepper',4,'green_bucket'), 4, "line 4"),
 C("That's the first placement", 'event', 'T', ('and', ('txt',4,'The green_pepper is in the green_bucket'), ('obj','green_pepper',3,None)), 4, "no earlier location"),
 C("Isabella exits", 'event', 'T', ('txt',5,'Isabella exited'), 5, "line 5"),
 C("Charlotte moves it to red_cupboard", 'event', 'T', ('txt',6,'Charlotte moved the green_pepper to the red_cupboard'), 6, "line 6"),
 C("Oliver had already left by then", 'presence', 'F', ('room','Oliver',6,None), 6, "Oliver is still in the attic and witnesses line 6"),
 C("so green_bucket", 'location', 'T', ('obj','green_pepper',4,'green_bucket'), 4, "answer", ans=True),
 C("green_bucket", 'location', 'T', ('obj','green_pepper',4,'green_bucket'), 4, "final answer", nth=2, ans=True),
]))

R.append(dict(item=27, style='narrative', label='wrong', stated='red_cupboard', resp=
"""Oliver, Isabella and Charlotte all come into the attic, and the green_pepper is sitting in the green_bucket. Isabella steps out, and Charlotte then moves the pepper over to the red_cupboard while Oliver looks on. So the green_pepper is in the red_cupboard.""",
claims=[
 C("Oliver, Isabella and Charlotte all come into the attic", 'event', 'T', ('and', ('txt',1,'Oliver entered the attic'), ('txt',2,'Isabella entered the attic'), ('txt',3,'Charlotte entered the attic')), 3, "lines 1-3"),
 C("the green_pepper is sitting in the green_bucket", 'location', 'T', ('obj','green_pepper',4,'green_bucket'), 4, "line 4"),
 C("Isabella steps out", 'event', 'T', ('txt',5,'Isabella exited'), 5, "line 5"),
 C("Charlotte then moves the pepper over to the red_cupboard", 'event', 'T', ('txt',6,'Charlotte moved the green_pepper to the red_cupboard'), 6, "line 6"),
 C("while Oliver looks on", 'presence', 'T', ('saw','Oliver',6,True), 6, "witness"),
 C("the green_pepper is in the red_cupboard", 'location', 'T', ('obj','green_pepper','end','red_cupboard'), 'end', "true of the end state, but the question asks for the beginning (green_bucket)", ans=True),
]))

R.append(dict(item=27, style='numbered', label='unsound', stated='green_bucket', resp=
"""1. Oliver enters the attic first.
2. Charlotte enters before Isabella.
3. Line 4: the green_pepper is in the green_bucket — the first time its location is given.
4. Isabella exits; Charlotte moves the pepper to the red_cupboard.

Beginning location: green_bucket.""",
claims=[
 C("Oliver enters the attic first", 'order', 'T', ('and', ('before','Oliver entered','Isabella entered'), ('before','Oliver entered','Charlotte entered')), 1, "line 1"),
 C("Charlotte enters before Isabella", 'order', 'F', ('before','Charlotte entered','Isabella entered'), 3, "Isabella enters at 2, Charlotte at 3"),
 C("the green_pepper is in the green_bucket", 'location', 'T', ('obj','green_pepper',4,'green_bucket'), 4, "line 4"),
 C("the first time its location is given", 'event', 'T', ('obj','green_pepper',3,None), 4, "no location before 4"),
 C("Isabella exits", 'event', 'T', ('txt',5,'Isabella exited'), 5, "line 5"),
 C("Charlotte moves the pepper to the red_cupboard", 'event', 'T', ('txt',6,'Charlotte moved the green_pepper to the red_cupboard'), 6, "line 6"),
 C("Beginning location: green_bucket", 'location', 'T', ('obj','green_pepper',4,'green_bucket'), 4, "answer", ans=True),
]))

R.append(dict(item=27, style='terse', label='sound', stated='green_bucket', resp="green_bucket (line 4), before Charlotte moved it.",
claims=[
 C("green_bucket (line 4)", 'location', 'T', ('obj','green_pepper',4,'green_bucket'), 4, "answer", ans=True),
 C("before Charlotte moved it", 'order', 'T', ('before','The green_pepper is in the green_bucket','Charlotte moved the green_pepper'), 6, "4 before 6"),
]))

# ---------------- item 28: s6810-20-o0 reality persimmon, gold red_crate
R.append(dict(item=28, style='numbered', label='unsound', stated='red_crate', resp=
"""1. Line 3: persimmon in the green_cupboard.
2. Line 4: Carter moves it to the red_crate; then everyone leaves one by one without touching it.
3. The second garden visit (16–24) only involves the carrot: it's placed in the red_crate at 17, and after Isabella's turn at line 23 the carrot is still in the red_crate.
4. Lines 26–27 are claims about the carrot, not the persimmon.

Answer: K. red_crate""",
claims=[
 C("persimmon in the green_cupboard", 'location', 'T', ('obj','persimmon',3,'green_cupboard'), 3, "line 3"),
 C("Carter moves it to the red_crate", 'event', 'T', ('txt',4,'Carter moved the persimmon to the red_crate'), 4, "line 4"),
 C("then everyone leaves one by one without touching it", 'event', 'T', ('and', ('obj','persimmon',14,'red_crate'), ('room','Carter',14,None), ('room','Gracie',14,None), ('room','Noah',14,None), ('room','Emma',14,None), ('room','Isabella',14,None)), 14, "lines 5-14"),
 C("The second garden visit (16–24) only involves the carrot", 'event', 'T', ('and', ('txt',17,'carrot'), ('txt',23,'carrot'), ('obj','persimmon',24,'red_crate')), 16, "lines 16-24"),
 C("it's placed in the red_crate at 17", 'location', 'T', ('obj','carrot',17,'red_crate'), 17, "line 17"),
 C("after Isabella's turn at line 23 the carrot is still in the red_crate", 'location', 'F', ('obj','carrot',23,'red_crate'), 23, "Isabella moved the carrot to the green_cupboard"),
 C("Lines 26–27 are claims about the carrot", 'communication', 'T', ('and', ('txt',26,'carrot'), ('txt',27,'carrot')), 26, "lines 26-27"),
 C("Answer: K. red_crate", 'location', 'T', ('obj','persimmon','end','red_crate'), 'end', "answer", ans=True),
]))

R.append(dict(item=28, style='terse', label='unsupported', stated='red_crate', resp="K. red_crate.",
claims=[
 C("K. red_crate", 'location', 'T', ('obj','persimmon','end','red_crate'), 'end', "answer only", ans=True),
]))

R.append(dict(item=28, style='thinking', label='wrong', stated='green_cupboard', resp=
"""<think>
Persimmon: green_cupboard at 3, Carter → red_crate at 4.
Then the second visit... line 17 says red_crate again, and at 23 Isabella moves it to the green_cupboard. Gracie then privately tells Isabella it's in the green_cupboard, which matches.
So it's back in the green_cupboard.
</think>
L. green_cupboard""",
claims=[
 C("Persimmon: green_cupboard at 3", 'location', 'T', ('obj','persimmon',3,'green_cupboard'), 3, "line 3"),
 C("Carter → red_crate at 4", 'event', 'T', ('txt',4,'Carter moved the persimmon to the red_crate'), 4, "line 4"),
 C("line 17 says red_crate again", 'event', 'T', ('txt',17,'red_crate'), 17, "line 17 mentions the red_crate (for the carrot)"),
 C("at 23 Isabella moves it to the green_cupboard", 'event', 'F', ('any','Isabella moved the persimmon'), 23, "line 23 moves the carrot"),
 C("Gracie then privately tells Isabella it's in the green_cupboard", 'communication', 'F', ('any','Gracie privately told Isabella that the persimmon'), 27, "the tell is about the carrot"),
 C("it's back in the green_cupboard", 'location', 'F', ('obj','persimmon','end','green_cupboard'), 'end', "gold red_crate", ans=True),
 C("L. green_cupboard", 'location', 'F', ('obj','persimmon','end','green_cupboard'), 'end', "gold red_crate", ans=True),
]))

R.append(dict(item=28, style='narrative', label='unsound', stated='red_crate', resp=
"""Carter moves the persimmon from the green_cupboard into the red_crate right at the start, and then he and everyone else leave the garden one after another. When Gracie, Carter and Isabella come back, the story switches to the carrot: it appears in the red_crate, and Isabella, alone at the end, moves the carrot into the blue_basket. None of this involves the persimmon, which stays in the red_crate.""",
claims=[
 C("Carter moves the persimmon from the green_cupboard into the red_crate right at the start", 'event', 'T', ('and', ('obj','persimmon',3,'green_cupboard'), ('txt',4,'Carter moved the persimmon to the red_crate')), 4, "lines 3-4"),
 C("he and everyone else leave the garden one after another", 'event', 'T', ('and', ('txt',5,'Carter exited'), ('txt',8,'Gracie exited'), ('txt',10,'Noah exited'), ('txt',12,'Emma exited'), ('txt',14,'Isabella exited')), 14, "lines 5-14"),
 C("When Gracie, Carter and Isabella come back, the story switches to the carrot", 'event', 'T', ('and', ('txt',16,'Gracie, Carter and Isabella entered the garden'), ('txt',17,'carrot')), 16, "lines 16-17"),
 C("it appears in the red_crate", 'location', 'T', ('obj','carrot',17,'red_crate'), 17, "line 17"),
 C("Isabella, alone at the end", 'presence', 'T', ('and', ('room','Isabella',23,'garden'), ('room','Carter',23,None), ('room','Gracie',23,None)), 23, "alone at 23"),
 C("moves the carrot into the blue_basket", 'event', 'F', ('any','moved the carrot to the blue_basket'), 23, "she moved it to the green_cupboard"),
 C("None of this involves the persimmon", 'location', 'T', ('obj','persimmon',24,'red_crate'), 24, "persimmon unchanged"),
 C("which stays in the red_crate", 'location', 'T', ('obj','persimmon','end','red_crate'), 'end', "answer", ans=True),
]))

R.append(dict(item=28, style='answer_first', label='sound', stated='red_crate', resp=
"""K. red_crate — Carter's move at line 4 is the last thing that ever happens to the persimmon. Everything afterwards is either people leaving, the carrot, or talk (Isabella's public claim and Gracie's private tell are both about the carrot).""",
claims=[
 C("K. red_crate", 'location', 'T', ('obj','persimmon','end','red_crate'), 'end', "answer", ans=True),
 C("Carter's move at line 4 is the last thing that ever happens to the persimmon", 'event', 'T', ('and', ('txt',4,'Carter moved the persimmon to the red_crate'), ('not',('any','Isabella moved the persimmon')), ('not',('any','Gracie moved the persimmon')), ('obj','persimmon','end','red_crate')), 4, "no later persimmon event"),
 C("Isabella's public claim and Gracie's private tell are both about the carrot", 'communication', 'T', ('and', ('txt',26,'Isabella publicly claimed that carrot'), ('txt',27,'Gracie privately told Isabella that the carrot')), 26, "lines 26-27"),
]))

# ---------------- item 29: s6810-2-o2 Logan -> Jacob, watermelon, gold red_envelope
R.append(dict(item=29, style='narrative', label='wrong', stated='blue_treasure_chest', resp=
"""Logan leaves the den early, while the watermelon is still in the red_envelope. Jacob later moves it to the blue_treasure_chest. In the waiting room Jacob privately tells Logan it's in the red_envelope, which is a lie — Jacob knows he moved it. Logan, realizing Jacob is the one who handled it, would assume Jacob actually believes the blue_treasure_chest.""",
claims=[
 C("Logan leaves the den early", 'event', 'T', ('txt',4,'Logan exited the den'), 4, "line 4"),
 C("while the watermelon is still in the red_envelope", 'location', 'T', ('obj','watermelon',4,'red_envelope'), 4, "line 4"),
 C("Jacob later moves it to the blue_treasure_chest", 'event', 'T', ('txt',7,'Jacob moved the watermelon to the blue_treasure_chest'), 7, "line 7"),
 C("Jacob privately tells Logan it's in the red_envelope", 'communication', 'T', ('txt',15,'Jacob privately told Logan that the watermelon is in the red_envelope'), 15, "line 15"),
 C("which is a lie", 'location', 'T', ('not',('obj','watermelon',15,'red_envelope')), 15, "it is in the blue_treasure_chest"),
 C("Jacob knows he moved it", 'belief', 'T', ('bel','Jacob','end','blue_treasure_chest'), 'end', "Jacob's belief"),
 C("would assume Jacob actually believes the blue_treasure_chest", 'belief', 'F', ('bel','Logan>Jacob','end','blue_treasure_chest'), 'end', "Logan never saw the move; gold red_envelope", ans=True),
]))

R.append(dict(item=29, style='thinking', label='unsound', stated='red_envelope', resp=
"""<think>
Logan → Jacob, watermelon.
Line 2: red_envelope, all five present. Logan stays a minute and exits at 4.
Jacob moves it to blue_treasure_chest at 7 — Logan isn't there.
So from Logan's side, the last thing he and Jacob saw together was the red_envelope.
Line 15: Jacob privately tells Logan "red_envelope". Jacob left the den before Logan, so... well, either way it just confirms what Logan already thinks.
Line 16 is Abigail → Nathan.
</think>
B. red_envelope""",
claims=[
 C("red_envelope, all five present", 'location', 'T', ('and', ('obj','watermelon',2,'red_envelope'), ('room','Logan',2,'den'), ('room','Abigail',2,'den'), ('room','Jacob',2,'den'), ('room','Nathan',2,'den'), ('room','Ella',2,'den')), 2, "line 2"),
 C("Logan stays a minute and exits at 4", 'event', 'T', ('and', ('txt',3,'Logan made no movements'), ('txt',4,'Logan exited')), 4, "lines 3-4"),
 C("Jacob moves it to blue_treasure_chest at 7", 'event', 'T', ('txt',7,'Jacob moved the watermelon to the blue_treasure_chest'), 7, "line 7"),
 C("Logan isn't there", 'presence', 'T', ('room','Logan',7,None), 7, "absent"),
 C("from Logan's side, the last thing he and Jacob saw together was the red_envelope", 'belief', 'T', ('bel','Logan>Jacob','end','red_envelope'), 'end', "answer chain", ans=True),
 C("Jacob privately tells Logan \"red_envelope\"", 'communication', 'T', ('txt',15,'Jacob privately told Logan that the watermelon is in the red_envelope'), 15, "line 15"),
 C("Jacob left the den before Logan", 'order', 'F', ('before','Jacob exited the den','Logan exited the den'), 8, "Logan left at 4, Jacob at 8"),
 C("it just confirms what Logan already thinks", 'communication', 'T', ('and', ('bel','Logan',14,'red_envelope'), ('bel','Logan',15,'red_envelope')), 15, "no change"),
 C("Line 16 is Abigail → Nathan", 'communication', 'T', ('txt',16,'Abigail privately told Nathan'), 16, "line 16"),
 C("B. red_envelope", 'belief', 'T', ('bel','Logan>Jacob','end','red_envelope'), 'end', "answer", ans=True),
]))

R.append(dict(item=29, style='answer_first', label='unsound', stated='red_envelope', resp=
"""B. red_envelope.

Logan left the den at line 4, before Abigail moved the watermelon to the blue_treasure_chest, so he never saw it move. Jacob's private message to Logan at line 15 says red_envelope, which is exactly what Logan already thought, and Logan has no reason to suspect Jacob believes anything else. Hence Logan thinks Jacob thinks it's in the red_envelope.""",
claims=[
 C("B. red_envelope", 'belief', 'T', ('bel','Logan>Jacob','end','red_envelope'), 'end', "answer", ans=True),
 C("Logan left the den at line 4", 'event', 'T', ('txt',4,'Logan exited the den'), 4, "line 4"),
 C("before Abigail moved the watermelon to the blue_treasure_chest", 'event', 'F', ('any','Abigail moved the watermelon'), 7, "Jacob moved it at 7, not Abigail"),
 C("he never saw it move", 'presence', 'T', ('saw','Logan',7,False), 7, "absent"),
 C("Jacob's private message to Logan at line 15 says red_envelope", 'communication', 'T', ('txt',15,'Jacob privately told Logan that the watermelon is in the red_envelope'), 15, "line 15"),
 C("exactly what Logan already thought", 'belief', 'T', ('bel','Logan',14,'red_envelope'), 14, "Logan believed red_envelope"),
 C("Logan has no reason to suspect Jacob believes anything else", 'belief', 'U', None, None, "about Logan's reasons"),
 C("Logan thinks Jacob thinks it's in the red_envelope", 'belief', 'T', ('bel','Logan>Jacob','end','red_envelope'), 'end', "answer", ans=True),
]))

R.append(dict(item=29, style='terse', label='wrong', stated='blue_treasure_chest', resp="D. blue_treasure_chest — Jacob moved it there himself.",
claims=[
 C("D. blue_treasure_chest", 'belief', 'F', ('bel','Logan>Jacob','end','blue_treasure_chest'), 'end', "Logan had left; gold red_envelope", ans=True),
 C("Jacob moved it there himself", 'event', 'T', ('txt',7,'Jacob moved the watermelon to the blue_treasure_chest'), 7, "line 7"),
]))

R.append(dict(item=29, style='numbered', label='unsupported', stated='red_envelope', resp=
"""1. Second-order: what Logan believes Jacob believes.
2. Logan's model can only be built from what Logan saw or was told.
3. Answer: B. red_envelope""",
claims=[
 C("Answer: B. red_envelope", 'belief', 'T', ('bel','Logan>Jacob','end','red_envelope'), 'end', "answer only", ans=True),
]))
