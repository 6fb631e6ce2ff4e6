from writer_10 import C
R = []

# ---------------- item 0: s6810-23-o3  Mason -> Alexander -> Logan, pumpkin, gold red_crate
R.append(dict(item=0, style='answer_first', label='sound', stated='red_crate', resp=
"""**D. red_crate**

Mason, Alexander and Logan were all in the office when Alexander moved the pumpkin to the red_crate (line 5). Right after that Alexander walked out, so for Alexander the pumpkin stays in the red_crate, and he'd assume Logan sees it the same way. Mason watched Alexander leave, so even though Mason himself later put the pumpkin in the blue_basket, that move can't be part of what Alexander knows. The waiting-room claims at the end are about the watermelon, not the pumpkin.

So Mason thinks Alexander thinks Logan thinks the pumpkin is in the red_crate.""",
claims=[
 C("Mason, Alexander and Logan were all in the office", 'presence', 'T', ('and', ('room','Mason',5,'office'), ('room','Alexander',5,'office'), ('room','Logan',5,'office')), 5, "all three in office at line 5"),
 C("Alexander moved the pumpkin to the red_crate (line 5)", 'event', 'T', ('txt',5,'Alexander moved the pumpkin to the red_crate'), 5, "line 5"),
 C("Right after that Alexander walked out", 'event', 'T', ('txt',6,'Alexander exited the office'), 6, "line 6"),
 C("for Alexander the pumpkin stays in the red_crate", 'belief', 'T', ('bel','Alexander','end','red_crate'), 'end', "Alexander's belief red_crate"),
 C("he'd assume Logan sees it the same way", 'belief', 'T', ('bel','Alexander>Logan','end','red_crate'), 'end', "Alexander -> Logan red_crate"),
 C("Mason watched Alexander leave", 'presence', 'T', ('saw','Mason',6,True), 6, "Mason witnessed line 6"),
 C("Mason himself later put the pumpkin in the blue_basket", 'event', 'T', ('txt',9,'Mason moved the pumpkin to the blue_basket'), 9, "line 9"),
 C("The waiting-room claims at the end are about the watermelon, not the pumpkin", 'communication', 'T', ('and', ('txt',26,'watermelon'), ('txt',27,'watermelon')), 26, "lines 26-27 concern watermelon"),
 C("Mason thinks Alexander thinks Logan thinks the pumpkin is in the red_crate", 'belief', 'T', ('bel','Mason>Alexander>Logan','end','red_crate'), 'end', "answer", ans=True),
]))

R.append(dict(item=0, style='numbered', label='unsound', stated='red_crate', resp=
"""1. Line 2: the pumpkin starts in the green_envelope.
2. Line 3: Mia moves it to the blue_suitcase, then leaves (line 4).
3. Line 5: Alexander moves it to the red_crate while Mason, Hannah and Logan look on; Alexander leaves at line 6.
4. Line 9: Mason moves it to the blue_basket. Logan had already left by then.
5. Line 12: Logan moves it to the green_envelope alone.
6. Alexander's last view: red_crate, and he believes Logan saw the same.
7. Mason watched Alexander leave right after the red_crate move, so Mason's model of Alexander's model of Logan stays at the red_crate.

Answer: D. red_crate""",
claims=[
 C("the pumpkin starts in the green_envelope", 'location', 'T', ('obj','pumpkin',2,'green_envelope'), 2, "line 2"),
 C("Mia moves it to the blue_suitcase", 'event', 'T', ('txt',3,'Mia moved the pumpkin to the blue_suitcase'), 3, "line 3"),
 C("then leaves (line 4)", 'event', 'T', ('txt',4,'Mia exited'), 4, "line 4"),
 C("Alexander moves it to the red_crate", 'event', 'T', ('txt',5,'Alexander moved the pumpkin to the red_crate'), 5, "line 5"),
 C("while Mason, Hannah and Logan look on", 'presence', 'T', ('and', ('saw','Mason',5,True), ('saw','Hannah',5,True), ('saw','Logan',5,True)), 5, "witnesses of line 5"),
 C("Alexander leaves at line 6", 'event', 'T', ('txt',6,'Alexander exited'), 6, "line 6"),
 C("Mason moves it to the blue_basket", 'event', 'T', ('txt',9,'Mason moved the pumpkin to the blue_basket'), 9, "line 9"),
 C("Logan had already left by then", 'presence', 'F', ('room','Logan',9,None), 9, "Logan is still in the office at line 9 (leaves at 13)"),
 C("Logan moves it to the green_envelope alone", 'event', 'T', ('and', ('txt',12,'Logan moved the pumpkin to the green_envelope'), ('saw','Mason',12,False), ('saw','Alexander',12,False)), 12, "line 12, only Logan present"),
 C("Alexander's last view: red_crate", 'belief', 'T', ('bel','Alexander','end','red_crate'), 'end', "Alexander believes red_crate"),
 C("he believes Logan saw the same", 'belief', 'T', ('bel','Alexander>Logan','end','red_crate'), 'end', "Alexander -> Logan red_crate"),
 C("Mason watched Alexander leave right after the red_crate move", 'presence', 'T', ('and', ('saw','Mason',6,True), ('txt',6,'Alexander exited')), 6, "Mason saw line 6"),
 C("Mason's model of Alexander's model of Logan stays at the red_crate", 'belief', 'T', ('bel','Mason>Alexander>Logan','end','red_crate'), 'end', "answer chain", ans=True),
 C("Answer: D. red_crate", 'belief', 'T', ('bel','Mason>Alexander>Logan','end','red_crate'), 'end', "answer", ans=True),
]))

R.append(dict(item=0, style='narrative', label='wrong', stated='blue_basket', resp=
"""Let's follow the pumpkin. It begins in the green_envelope, and Mia shifts it to the blue_suitcase before leaving. Alexander then puts it in the red_crate and heads out too. Hannah just waits a minute and goes. At that point Mason and Logan are the only two left, and Mason moves the pumpkin into the blue_basket right in front of Logan. Mason therefore knows that Logan thinks it's in the blue_basket. Since the question is ultimately about what Logan thinks, and Mason is sure of that, I'd say Mason thinks Alexander thinks Logan thinks it is in the blue_basket (B).""",
claims=[
 C("It begins in the green_envelope", 'location', 'T', ('obj','pumpkin',2,'green_envelope'), 2, "line 2"),
 C("Mia shifts it to the blue_suitcase", 'event', 'T', ('txt',3,'Mia moved the pumpkin to the blue_suitcase'), 3, "line 3"),
 C("before leaving", 'order', 'T', ('before','Mia moved the pumpkin','Mia exited the office'), 4, "move (3) precedes exit (4)"),
 C("Alexander then puts it in the red_crate", 'event', 'T', ('txt',5,'Alexander moved the pumpkin to the red_crate'), 5, "line 5"),
 C("heads out too", 'event', 'T', ('txt',6,'Alexander exited'), 6, "line 6"),
 C("Hannah just waits a minute and goes", 'event', 'T', ('and', ('txt',7,'Hannah made no movements'), ('txt',8,'Hannah exited')), 8, "lines 7-8"),
 C("Mason and Logan are the only two left", 'presence', 'T', ('and', ('room','Mason',8,'office'), ('room','Logan',8,'office'), ('room','Mia',8,None), ('room','Alexander',8,None), ('room','Hannah',8,None)), 8, "after line 8"),
 C("Mason moves the pumpkin into the blue_basket", 'event', 'T', ('txt',9,'Mason moved the pumpkin to the blue_basket'), 9, "line 9"),
 C("right in front of Logan", 'presence', 'T', ('saw','Logan',9,True), 9, "Logan witnessed line 9"),
 C("Mason therefore knows that Logan thinks it's in the blue_basket", 'belief', 'T', ('bel','Mason>Logan',9,'blue_basket'), 9, "Mason -> Logan blue_basket"),
 C("Mason thinks Alexander thinks Logan thinks it is in the blue_basket", 'belief', 'F', ('bel','Mason>Alexander>Logan','end','blue_basket'), 'end', "gold chain is red_crate", ans=True),
]))

R.append(dict(item=0, style='terse', label='unsupported', stated='red_crate', resp="D (red_crate).",
claims=[
 C("D (red_crate)", 'belief', 'T', ('bel','Mason>Alexander>Logan','end','red_crate'), 'end', "answer only", ans=True),
]))

R.append(dict(item=0, style='thinking', label='unsound', stated='red_crate', resp=
"""<think>
Chain: Mason → Alexander → Logan, object pumpkin.
Timeline in the office: green_envelope (2) → blue_suitcase (Mia, 3) → red_crate (Alexander, 5) → blue_basket (Mason, 9) → green_envelope (Logan, 12).
Alexander exits at 6. Hannah left before Alexander, so she doesn't matter anyway. What does Alexander think Logan thinks? Logan was present at 5, so red_crate.
Now Mason: he was there at 5 and saw Alexander go at 6. Does Mason's own move at 9 change anything? Mason thinks Logan thinks blue_basket, yes, but Alexander wasn't there to see it, so Mason can't attribute that to Alexander.
The public claim at 26 is about watermelon — irrelevant.
So: red_crate.
</think>

**D. red_crate**""",
claims=[
 C("green_envelope (2)", 'location', 'T', ('obj','pumpkin',2,'green_envelope'), 2, "line 2"),
 C("blue_suitcase (Mia, 3)", 'event', 'T', ('txt',3,'Mia moved the pumpkin to the blue_suitcase'), 3, "line 3"),
 C("red_crate (Alexander, 5)", 'event', 'T', ('txt',5,'Alexander moved the pumpkin to the red_crate'), 5, "line 5"),
 C("blue_basket (Mason, 9)", 'event', 'T', ('txt',9,'Mason moved the pumpkin to the blue_basket'), 9, "line 9"),
 C("green_envelope (Logan, 12)", 'event', 'T', ('txt',12,'Logan moved the pumpkin to the green_envelope'), 12, "line 12"),
 C("Alexander exits at 6", 'event', 'T', ('txt',6,'Alexander exited'), 6, "line 6"),
 C("Hannah left before Alexander", 'order', 'F', ('before','Hannah exited the office','Alexander exited the office'), 8, "Hannah exits at 8, Alexander at 6"),
 C("Logan was present at 5", 'presence', 'T', ('saw','Logan',5,True), 5, "Logan saw line 5"),
 C("so red_crate", 'belief', 'T', ('bel','Alexander>Logan','end','red_crate'), 'end', "Alexander -> Logan red_crate"),
 C("he was there at 5", 'presence', 'T', ('room','Mason',5,'office'), 5, "Mason in office"),
 C("saw Alexander go at 6", 'presence', 'T', ('saw','Mason',6,True), 6, "Mason saw line 6"),
 C("Mason thinks Logan thinks blue_basket", 'belief', 'T', ('bel','Mason>Logan','end','blue_basket'), 'end', "Mason -> Logan blue_basket"),
 C("Alexander wasn't there to see it", 'presence', 'T', ('room','Alexander',9,None), 9, "Alexander absent at 9"),
 C("The public claim at 26 is about watermelon", 'communication', 'T', ('txt',26,'watermelon'), 26, "line 26"),
 C("So: red_crate", 'belief', 'T', ('bel','Mason>Alexander>Logan','end','red_crate'), 'end', "answer", ans=True),
 C("D. red_crate", 'belief', 'T', ('bel','Mason>Alexander>Logan','end','red_crate'), 'end', "answer", ans=True),
]))

# ---------------- item 1: tomi second order, Benjamin -> Mason, green_pepper, gold green_suitcase
R.append(dict(item=1, style='terse', label='sound', stated='green_suitcase', resp=
"green_suitcase. Mason saw Benjamin move it there, and Benjamin knows that.",
claims=[
 C("green_suitcase", 'belief', 'T', ('bel','Benjamin>Mason','end','green_suitcase'), 'end', "answer", ans=True),
 C("Mason saw Benjamin move it there", 'presence', 'T', ('and', ('saw','Mason',4,True), ('txt',4,'Benjamin moved the green_pepper to the green_suitcase')), 4, "Mason witnessed line 4"),
 C("Benjamin knows that", 'belief', 'T', ('bel','Benjamin>Mason',4,'green_suitcase'), 4, "Benjamin -> Mason green_suitcase after 4"),
]))

R.append(dict(item=1, style='answer_first', label='unsound', stated='green_suitcase', resp=
"""Answer: the green_suitcase.

Benjamin moved the green_pepper from the red_bottle to the green_suitcase while Mason was still in the patio. Abigail entered the patio afterwards, but she has nothing to do with the pepper. Mason left first, Benjamin followed, and then Mason came back. Nothing moved the pepper in between, so Benjamin expects Mason to search the green_suitcase.""",
claims=[
 C("Answer: the green_suitcase", 'belief', 'T', ('bel','Benjamin>Mason','end','green_suitcase'), 'end', "answer", ans=True),
 C("Benjamin moved the green_pepper from the red_bottle to the green_suitcase", 'event', 'T', ('and', ('obj','green_pepper',3,'red_bottle'), ('txt',4,'Benjamin moved the green_pepper to the green_suitcase')), 4, "lines 3-4"),
 C("while Mason was still in the patio", 'presence', 'T', ('room','Mason',4,'patio'), 4, "Mason in patio at 4"),
 C("Abigail entered the patio afterwards", 'event', 'F', ('any','Abigail entered the patio'), 5, "Abigail entered the hall, not the patio"),
 C("Mason left first", 'order', 'T', ('before','Mason exited the patio','Benjamin exited the patio'), 7, "7 before 8"),
 C("Benjamin followed", 'event', 'T', ('txt',8,'Benjamin exited the patio'), 8, "line 8"),
 C("then Mason came back", 'event', 'T', ('txt',9,'Mason entered the patio'), 9, "line 9"),
 C("Nothing moved the pepper in between", 'location', 'T', ('and', ('obj','green_pepper',7,'green_suitcase'), ('obj','green_pepper',9,'green_suitcase')), 9, "still green_suitcase"),
 C("Benjamin expects Mason to search the green_suitcase", 'belief', 'T', ('bel','Benjamin>Mason','end','green_suitcase'), 'end', "answer", ans=True),
]))

R.append(dict(item=1, style='narrative', label='wrong', stated='red_bottle', resp=
"""Mason and Benjamin are both in the patio when the green_pepper is found in the red_bottle. Benjamin then moves it to the green_suitcase. Later Mason leaves, Benjamin leaves, and Mason returns alone. Because Mason wasn't around to watch Benjamin's move, Benjamin would figure Mason still goes to the red_bottle first. So: the red_bottle.""",
claims=[
 C("Mason and Benjamin are both in the patio", 'presence', 'T', ('and', ('room','Mason',3,'patio'), ('room','Benjamin',3,'patio')), 3, "both present at 3"),
 C("the green_pepper is found in the red_bottle", 'location', 'T', ('obj','green_pepper',3,'red_bottle'), 3, "line 3"),
 C("Benjamin then moves it to the green_suitcase", 'event', 'T', ('txt',4,'Benjamin moved the green_pepper to the green_suitcase'), 4, "line 4"),
 C("Later Mason leaves", 'event', 'T', ('txt',7,'Mason exited the patio'), 7, "line 7"),
 C("Benjamin leaves", 'event', 'T', ('txt',8,'Benjamin exited the patio'), 8, "line 8"),
 C("Mason returns alone", 'event', 'T', ('and', ('txt',9,'Mason entered the patio'), ('room','Benjamin',9,None)), 9, "line 9, Benjamin gone"),
 C("Mason wasn't around to watch Benjamin's move", 'presence', 'F', ('saw','Mason',4,False), 4, "Mason witnessed line 4"),
 C("Benjamin would figure Mason still goes to the red_bottle first", 'belief', 'F', ('bel','Benjamin>Mason','end','red_bottle'), 'end', "gold green_suitcase", ans=True),
]))

R.append(dict(item=1, style='numbered', label='sound', stated='green_suitcase', resp=
"""1. Mason and Benjamin are both in the patio by line 2.
2. Line 3: green_pepper in the red_bottle.
3. Line 4: Benjamin moves it to the green_suitcase — Mason is watching.
4. Lines 5–6 are about Abigail in the hall; irrelevant.
5. Line 7: Mason leaves; line 8: Benjamin leaves; line 9: Mason returns.
6. Benjamin knows Mason saw the move, and nothing changed afterward.
→ Benjamin thinks Mason will search the green_suitcase.""",
claims=[
 C("Mason and Benjamin are both in the patio by line 2", 'presence', 'T', ('and', ('room','Mason',2,'patio'), ('room','Benjamin',2,'patio')), 2, "line 2"),
 C("green_pepper in the red_bottle", 'location', 'T', ('obj','green_pepper',3,'red_bottle'), 3, "line 3"),
 C("Benjamin moves it to the green_suitcase", 'event', 'T', ('txt',4,'Benjamin moved the green_pepper to the green_suitcase'), 4, "line 4"),
 C("Mason is watching", 'presence', 'T', ('saw','Mason',4,True), 4, "Mason saw line 4"),
 C("Lines 5–6 are about Abigail in the hall", 'event', 'T', ('and', ('txt',5,'Abigail entered the hall'), ('txt',6,'Abigail')), 5, "lines 5-6"),
 C("Mason leaves", 'event', 'T', ('txt',7,'Mason exited the patio'), 7, "line 7"),
 C("Benjamin leaves", 'event', 'T', ('txt',8,'Benjamin exited the patio'), 8, "line 8"),
 C("Mason returns", 'event', 'T', ('txt',9,'Mason entered the patio'), 9, "line 9"),
 C("Benjamin knows Mason saw the move", 'belief', 'T', ('bel','Benjamin>Mason',4,'green_suitcase'), 4, "Benjamin -> Mason green_suitcase"),
 C("nothing changed afterward", 'location', 'T', ('obj','green_pepper','end','green_suitcase'), 'end', "still green_suitcase"),
 C("Benjamin thinks Mason will search the green_suitcase", 'belief', 'T', ('bel','Benjamin>Mason','end','green_suitcase'), 'end', "answer", ans=True),
]))

R.append(dict(item=1, style='thinking', label='unsupported', stated='green_suitcase', resp=
"""<think>
Second-order question: what Benjamin believes about Mason's belief. I'll go with the green_suitcase.
</think>
Benjamin thinks Mason searches in the green_suitcase.""",
claims=[
 C("Benjamin thinks Mason searches in the green_suitcase", 'belief', 'T', ('bel','Benjamin>Mason','end','green_suitcase'), 'end', "answer only", ans=True),
]))

# ---------------- item 2: s6810-0-o0 reality lime, gold green_cupboard
R.append(dict(item=2, style='numbered', label='sound', stated='green_cupboard', resp=
"""1. The lime starts in the red_suitcase (line 2).
2. Abigail moves it to the blue_drawer (line 3) and leaves.
3. Ella moves it to the green_cupboard (line 5) and leaves.
4. Oliver, Olivia and Evelyn each stay a minute and exit without touching it.
5. In the waiting room, Oliver tells Abigail it's in the red_suitcase and Ella tells Olivia it's in the green_treasure_chest — but talk doesn't move objects.

Real location: E. green_cupboard""",
claims=[
 C("The lime starts in the red_suitcase (line 2)", 'location', 'T', ('obj','lime',2,'red_suitcase'), 2, "line 2"),
 C("Abigail moves it to the blue_drawer (line 3)", 'event', 'T', ('txt',3,'Abigail moved the lime to the blue_drawer'), 3, "line 3"),
 C("and leaves", 'event', 'T', ('txt',4,'Abigail exited'), 4, "line 4"),
 C("Ella moves it to the green_cupboard (line 5)", 'event', 'T', ('txt',5,'Ella moved the lime to the green_cupboard'), 5, "line 5"),
 C("and leaves", 'event', 'T', ('txt',6,'Ella exited'), 6, "line 6", nth=1),
 C("Oliver, Olivia and Evelyn each stay a minute and exit without touching it", 'event', 'T', ('and', ('txt',7,'Oliver made no movements'), ('txt',9,'Olivia made no movements'), ('txt',11,'Evelyn made no movements'), ('obj','lime',12,'green_cupboard')), 12, "lines 7-12"),
 C("Oliver tells Abigail it's in the red_suitcase", 'communication', 'T', ('txt',14,'Oliver privately told Abigail that the lime is in the red_suitcase'), 14, "line 14"),
 C("Ella tells Olivia it's in the green_treasure_chest", 'communication', 'T', ('txt',15,'Ella privately told Olivia that the lime is in the green_treasure_chest'), 15, "line 15"),
 C("Real location: E. green_cupboard", 'location', 'T', ('obj','lime','end','green_cupboard'), 'end', "answer", ans=True),
]))

R.append(dict(item=2, style='terse', label='unsupported', stated='green_cupboard', resp="E. green_cupboard",
claims=[
 C("E. green_cupboard", 'location', 'T', ('obj','lime','end','green_cupboard'), 'end', "answer only", ans=True),
]))

R.append(dict(item=2, style='answer_first', label='unsound', stated='green_cupboard', resp=
"""The lime is in the green_cupboard.

Ella was the last person to move it — she put it in the green_cupboard at line 5, after Abigail had taken it out of the red_suitcase. Nobody touched it after that. Oliver later tells Abigail it's in the red_suitcase, but Abigail doesn't buy it; either way, the lime itself stays in the green_cupboard.""",
claims=[
 C("The lime is in the green_cupboard", 'location', 'T', ('obj','lime','end','green_cupboard'), 'end', "answer", ans=True),
 C("Ella was the last person to move it", 'event', 'T', ('and', ('txt',5,'Ella moved the lime'), ('not',('any','Oliver moved the lime')), ('not',('any','Olivia moved the lime')), ('not',('any','Evelyn moved the lime'))), 5, "no later move"),
 C("she put it in the green_cupboard at line 5", 'event', 'T', ('txt',5,'Ella moved the lime to the green_cupboard'), 5, "line 5"),
 C("after Abigail had taken it out of the red_suitcase", 'order', 'T', ('and', ('before','Abigail moved the lime','Ella moved the lime'), ('obj','lime',2,'red_suitcase')), 3, "3 before 5"),
 C("Nobody touched it after that", 'location', 'T', ('obj','lime','end','green_cupboard'), 'end', "unchanged"),
 C("Oliver later tells Abigail it's in the red_suitcase", 'communication', 'T', ('txt',14,'Oliver privately told Abigail that the lime is in the red_suitcase'), 14, "line 14"),
 C("Abigail doesn't buy it", 'communication', 'F', ('not',('bel','Abigail',14,'red_suitcase')), 14, "Abigail trusts Oliver (he left later) and now believes red_suitcase"),
 C("the lime itself stays in the green_cupboard", 'location', 'T', ('obj','lime','end','green_cupboard'), 'end', "answer", ans=True),
]))

R.append(dict(item=2, style='thinking', label='wrong', stated=None, resp=
"""<think>
Track the lime. Line 2: red_suitcase. Line 3: Abigail → blue_drawer. Line 5: Ella → green_cupboard.
Then everyone leaves the porch one by one. Line 14: Oliver says red_suitcase to Abigail. He saw the green_cupboard move, so that's a false statement. Line 15: Ella says green_treasure_chest to Olivia. But Ella was the one who put it in the green_cupboard... so why would she say green_treasure_chest? Maybe she moved it again off-page. Hmm.
</think>
It's either in the green_cupboard or the green_treasure_chest — Ella's statement suggests it may have ended up in the green_treasure_chest.""",
claims=[
 C("Line 2: red_suitcase", 'location', 'T', ('obj','lime',2,'red_suitcase'), 2, "line 2"),
 C("Line 3: Abigail → blue_drawer", 'event', 'T', ('txt',3,'Abigail moved the lime to the blue_drawer'), 3, "line 3"),
 C("Line 5: Ella → green_cupboard", 'event', 'T', ('txt',5,'Ella moved the lime to the green_cupboard'), 5, "line 5"),
 C("everyone leaves the porch one by one", 'event', 'T', ('and', ('room','Abigail',12,None), ('room','Ella',12,None), ('room','Oliver',12,None), ('room','Olivia',12,None), ('room','Evelyn',12,None)), 12, "all out by 12"),
 C("Oliver says red_suitcase to Abigail", 'communication', 'T', ('txt',14,'Oliver privately told Abigail that the lime is in the red_suitcase'), 14, "line 14"),
 C("He saw the green_cupboard move", 'presence', 'T', ('saw','Oliver',5,True), 5, "Oliver witnessed line 5"),
 C("that's a false statement", 'location', 'T', ('not',('obj','lime',14,'red_suitcase')), 14, "lime is in green_cupboard at 14"),
 C("Ella says green_treasure_chest to Olivia", 'communication', 'T', ('txt',15,'Ella privately told Olivia that the lime is in the green_treasure_chest'), 15, "line 15"),
 C("Ella was the one who put it in the green_cupboard", 'event', 'T', ('txt',5,'Ella moved the lime to the green_cupboard'), 5, "line 5"),
]))

R.append(dict(item=2, style='narrative', label='sound', stated='green_cupboard', resp=
"""Picture the porch: all five arrive, and the lime sits in the red_suitcase. Abigail grabs it and drops it into the blue_drawer, then steps out. Ella, still inside with Oliver, Olivia and Evelyn, moves it to the green_cupboard and leaves. The others linger a minute each and go without moving anything. Later, in the waiting room, Oliver misinforms Abigail and Ella misinforms Olivia, but words don't relocate a lime. It's still in the green_cupboard.""",
claims=[
 C("all five arrive", 'event', 'T', ('txt',1,'Abigail, Ella, Oliver, Olivia and Evelyn entered the porch'), 1, "line 1"),
 C("the lime sits in the red_suitcase", 'location', 'T', ('obj','lime',2,'red_suitcase'), 2, "line 2"),
 C("Abigail grabs it and drops it into the blue_drawer", 'event', 'T', ('txt',3,'Abigail moved the lime to the blue_drawer'), 3, "line 3"),
 C("then steps out", 'event', 'T', ('txt',4,'Abigail exited'), 4, "line 4"),
 C("Ella, still inside with Oliver, Olivia and Evelyn", 'presence', 'T', ('and', ('room','Ella',5,'porch'), ('room','Oliver',5,'porch'), ('room','Olivia',5,'porch'), ('room','Evelyn',5,'porch')), 5, "present at 5"),
 C("moves it to the green_cupboard", 'event', 'T', ('txt',5,'Ella moved the lime to the green_cupboard'), 5, "line 5"),
 C("and leaves", 'event', 'T', ('txt',6,'Ella exited'), 6, "line 6"),
 C("The others linger a minute each and go without moving anything", 'event', 'T', ('and', ('txt',7,'Oliver made no movements'), ('txt',9,'Olivia made no movements'), ('txt',11,'Evelyn made no movements'), ('obj','lime',12,'green_cupboard')), 12, "lines 7-12"),
 C("Oliver misinforms Abigail", 'communication', 'T', ('and', ('txt',14,'Oliver privately told Abigail'), ('not',('obj','lime',14,'red_suitcase'))), 14, "told red_suitcase, lime in green_cupboard"),
 C("Ella misinforms Olivia", 'communication', 'T', ('and', ('txt',15,'Ella privately told Olivia'), ('not',('obj','lime',15,'green_treasure_chest'))), 15, "told green_treasure_chest"),
 C("It's still in the green_cupboard", 'location', 'T', ('obj','lime','end','green_cupboard'), 'end', "answer", ans=True),
]))

# ---------------- item 3: s6810-5-o0 reality celery, gold blue_envelope
R.append(dict(item=3, style='narrative', label='wrong', stated='green_envelope', resp=
"""Ethan moves the celery from the red_envelope into the green_envelope and walks out. Nathan idles and leaves. Abigail then moves it to the blue_envelope. Later the lettuce is put in the blue_envelope too, and at the very end Jackson tells Jacob that the celery is in the green_envelope. Taking Jackson's word as the latest information, the celery ends up in the green_envelope.""",
claims=[
 C("Ethan moves the celery from the red_envelope into the green_envelope", 'event', 'T', ('and', ('obj','celery',2,'red_envelope'), ('txt',3,'Ethan moved the celery to the green_envelope')), 3, "lines 2-3"),
 C("walks out", 'event', 'T', ('txt',4,'Ethan exited'), 4, "line 4"),
 C("Nathan idles and leaves", 'event', 'T', ('and', ('txt',6,'Nathan made no movements'), ('txt',7,'Nathan exited')), 7, "lines 6-7"),
 C("Abigail then moves it to the blue_envelope", 'event', 'T', ('txt',8,'Abigail moved the celery to the blue_envelope'), 8, "line 8"),
 C("the lettuce is put in the blue_envelope too", 'location', 'T', ('obj','lettuce',16,'blue_envelope'), 16, "line 16"),
 C("Jackson tells Jacob that the celery is in the green_envelope", 'communication', 'F', ('any','Jackson privately told Jacob that the celery'), 27, "Jackson's tell at 27 is about the lettuce"),
 C("the celery ends up in the green_envelope", 'location', 'F', ('obj','celery','end','green_envelope'), 'end', "gold blue_envelope", ans=True),
]))

R.append(dict(item=3, style='terse', label='sound', stated='blue_envelope', resp=
"B. blue_envelope — Abigail moved it there at line 8 and no one moved it afterwards.",
claims=[
 C("B. blue_envelope", 'location', 'T', ('obj','celery','end','blue_envelope'), 'end', "answer", ans=True),
 C("Abigail moved it there at line 8", 'event', 'T', ('txt',8,'Abigail moved the celery to the blue_envelope'), 8, "line 8"),
 C("no one moved it afterwards", 'location', 'T', ('and', ('obj','celery',9,'blue_envelope'), ('obj','celery','end','blue_envelope')), 'end', "unchanged after 8"),
]))

R.append(dict(item=3, style='thinking', label='unsound', stated='blue_envelope', resp=
"""<think>
Celery: red_envelope (2) → green_envelope (Ethan, 3) → blue_envelope (Abigail, 8).
Who's around at 8? Jacob and Jackson — Ethan and Nathan have left. Okay.
Second round in the dining room (15–23): only the lettuce is placed, in the blue_envelope too. Nobody touches the celery. Jacob left the dining room after Jackson in that round, not that it matters.
The claims at 26–27 are about the lettuce.
</think>
B. blue_envelope""",
claims=[
 C("red_envelope (2)", 'location', 'T', ('obj','celery',2,'red_envelope'), 2, "line 2"),
 C("green_envelope (Ethan, 3)", 'event', 'T', ('txt',3,'Ethan moved the celery to the green_envelope'), 3, "line 3"),
 C("blue_envelope (Abigail, 8)", 'event', 'T', ('txt',8,'Abigail moved the celery to the blue_envelope'), 8, "line 8"),
 C("Jacob and Jackson", 'presence', 'T', ('and', ('saw','Jacob',8,True), ('saw','Jackson',8,True)), 8, "witnesses at 8"),
 C("Ethan and Nathan have left", 'presence', 'T', ('and', ('room','Ethan',8,None), ('room','Nathan',8,None)), 8, "both out at 8"),
 C("only the lettuce is placed, in the blue_envelope too", 'location', 'T', ('obj','lettuce',16,'blue_envelope'), 16, "line 16"),
 C("Nobody touches the celery", 'location', 'T', ('obj','celery',23,'blue_envelope'), 23, "celery unchanged through 23"),
 C("Jacob left the dining room after Jackson in that round", 'order', 'F', ('before','Jackson exited the dining_room','Jacob exited the dining_room',15), 21, "Jacob exits at 21, Jackson at 23"),
 C("The claims at 26–27 are about the lettuce", 'communication', 'T', ('and', ('txt',26,'lettuce'), ('txt',27,'lettuce')), 26, "lines 26-27"),
 C("B. blue_envelope", 'location', 'T', ('obj','celery','end','blue_envelope'), 'end', "answer", ans=True),
]))

R.append(dict(item=3, style='answer_first', label='sound', stated='blue_envelope', resp=
"""blue_envelope (B).

Abigail moved the celery from the green_envelope to the blue_envelope at step 8, with Jacob and Jackson watching. After that there are only "no movement" lines and the lettuce being placed, so the celery is still in the blue_envelope. Ethan and Nathan, who left earlier, would still say it's in the green_envelope, but that doesn't change where it really is.""",
claims=[
 C("blue_envelope (B)", 'location', 'T', ('obj','celery','end','blue_envelope'), 'end', "answer", ans=True),
 C("Abigail moved the celery from the green_envelope to the blue_envelope at step 8", 'event', 'T', ('and', ('obj','celery',7,'green_envelope'), ('txt',8,'Abigail moved the celery to the blue_envelope')), 8, "line 8"),
 C("with Jacob and Jackson watching", 'presence', 'T', ('and', ('saw','Jacob',8,True), ('saw','Jackson',8,True)), 8, "witnesses"),
 C("the celery is still in the blue_envelope", 'location', 'T', ('obj','celery','end','blue_envelope'), 'end', "answer restated", ans=True),
 C("Ethan and Nathan, who left earlier", 'presence', 'T', ('and', ('room','Ethan',8,None), ('room','Nathan',8,None)), 8, "absent at 8"),
 C("would still say it's in the green_envelope", 'belief', 'T', ('and', ('bel','Ethan','end','green_envelope'), ('bel','Nathan','end','green_envelope')), 'end', "both believe green_envelope"),
]))

R.append(dict(item=3, style='numbered', label='unsupported', stated='blue_envelope', resp=
"""1. This is a reality question, so nobody's beliefs matter.
2. Only the physical moves of the celery count.
3. Final answer: B. blue_envelope""",
claims=[
 C("Final answer: B. blue_envelope", 'location', 'T', ('obj','celery','end','blue_envelope'), 'end', "answer only", ans=True),
]))

# ---------------- item 4: s6810-16-o1 Liam, banana, gold red_basket
R.append(dict(item=4, style='thinking', label='sound', stated='red_basket', resp=
"""<think>
Liam's belief about the banana.
First scene in the laundry: green_bucket → green_drawer (Charlotte) → blue_drawer (Liam, line 5). Liam leaves at 6. So Liam's belief at that point = blue_drawer.
He isn't in the second laundry scene (16–24), where Jack moves it to green_drawer and Ella to green_bucket.
Line 26: Chloe publicly says red_basket. Does Liam trust Chloe? Liam exited at 6; Chloe exited the laundry at 22, later than Liam, so yes — Liam adopts red_basket.
Line 27 is a private tell to Chloe; Liam doesn't hear it.
</think>
Liam thinks the banana is in the red_basket (B).""",
claims=[
 C("green_bucket", 'location', 'T', ('obj','banana',2,'green_bucket'), 2, "line 2"),
 C("green_drawer (Charlotte)", 'event', 'T', ('txt',3,'Charlotte moved the banana to the green_drawer'), 3, "line 3"),
 C("blue_drawer (Liam, line 5)", 'event', 'T', ('txt',5,'Liam moved the banana to the blue_drawer'), 5, "line 5"),
 C("Liam leaves at 6", 'event', 'T', ('txt',6,'Liam exited'), 6, "line 6"),
 C("Liam's belief at that point = blue_drawer", 'belief', 'T', ('bel','Liam',6,'blue_drawer'), 6, "gold row 6"),
 C("He isn't in the second laundry scene (16–24)", 'presence', 'T', ('and', ('room','Liam',16,'waiting_room'), ('room','Liam',23,'waiting_room')), 16, "Liam stays in waiting_room"),
 C("Jack moves it to green_drawer", 'event', 'T', ('txt',18,'Jack moved the banana to the green_drawer'), 18, "line 18"),
 C("Ella to green_bucket", 'event', 'T', ('txt',23,'Ella moved the banana to the green_bucket'), 23, "line 23"),
 C("Chloe publicly says red_basket", 'communication', 'T', ('txt',26,'Chloe publicly claimed that banana is in the red_basket'), 26, "line 26"),
 C("Liam exited at 6", 'event', 'T', ('txt',6,'Liam exited'), 6, "line 6"),
 C("Chloe exited the laundry at 22", 'event', 'T', ('txt',22,'Chloe exited the laundry'), 22, "line 22"),
 C("later than Liam", 'order', 'T', ('before','Liam exited the laundry','Chloe exited the laundry',1), 22, "6 < 22"),
 C("Liam adopts red_basket", 'communication', 'T', ('bel','Liam',26,'red_basket'), 26, "Liam believes red_basket after 26"),
 C("Line 27 is a private tell to Chloe", 'communication', 'T', ('txt',27,'privately told Chloe'), 27, "line 27"),
 C("Liam doesn't hear it", 'presence', 'T', ('saw','Liam',27,False), 27, "Liam not a witness"),
 C("Liam thinks the banana is in the red_basket (B)", 'belief', 'T', ('bel','Liam','end','red_basket'), 'end', "answer", ans=True),
]))

R.append(dict(item=4, style='terse', label='wrong', stated='blue_drawer', resp="C. blue_drawer — the last place Liam saw it.",
claims=[
 C("C. blue_drawer", 'belief', 'F', ('bel','Liam','end','blue_drawer'), 'end', "Liam updated to red_basket via Chloe's claim", ans=True),
 C("the last place Liam saw it", 'location', 'T', ('obj','banana',6,'blue_drawer'), 6, "banana in blue_drawer when Liam left"),
]))

R.append(dict(item=4, style='narrative', label='unsound', stated='red_basket', resp=
"""Liam was in the laundry for the first part: he watched Charlotte move the banana into the green_drawer and then moved it himself to the blue_drawer before leaving. He never saw any of the later shuffling. When everyone regroups in the waiting room, Chloe announces that the banana is in the red_basket. Chloe stayed in the laundry much longer than Liam, so Liam takes her word for it — as does Ella. Liam ends up believing the banana is in the red_basket.""",
claims=[
 C("Liam was in the laundry for the first part", 'presence', 'T', ('room','Liam',3,'laundry'), 3, "in laundry lines 1-5"),
 C("he watched Charlotte move the banana into the green_drawer", 'presence', 'T', ('and', ('saw','Liam',3,True), ('txt',3,'Charlotte moved the banana to the green_drawer')), 3, "line 3"),
 C("moved it himself to the blue_drawer", 'event', 'T', ('txt',5,'Liam moved the banana to the blue_drawer'), 5, "line 5"),
 C("before leaving", 'order', 'T', ('before','Liam moved the banana','Liam exited'), 6, "5 before 6"),
 C("He never saw any of the later shuffling", 'presence', 'T', ('and', ('saw','Liam',18,False), ('saw','Liam',23,False)), 18, "absent at 18 and 23"),
 C("Chloe announces that the banana is in the red_basket", 'communication', 'T', ('txt',26,'Chloe publicly claimed that banana is in the red_basket'), 26, "line 26"),
 C("Chloe stayed in the laundry much longer than Liam", 'order', 'T', ('before','Liam exited the laundry','Chloe exited the laundry'), 22, "Liam 6, Chloe 14/22"),
 C("Liam takes her word for it", 'communication', 'T', ('bel','Liam',26,'red_basket'), 26, "Liam believes red_basket"),
 C("as does Ella", 'communication', 'F', ('bel','Ella',26,'red_basket'), 26, "Ella left after Chloe (24), does not trust her; keeps green_bucket"),
 C("Liam ends up believing the banana is in the red_basket", 'belief', 'T', ('bel','Liam','end','red_basket'), 'end', "answer", ans=True),
]))

R.append(dict(item=4, style='numbered', label='sound', stated='red_basket', resp=
"""1. Lines 2–5: banana goes green_bucket → green_drawer → blue_drawer; Liam makes the last move and exits at line 6.
2. Liam is absent for lines 16–24, so he misses Jack's and Ella's moves.
3. Line 26: Chloe's public claim of red_basket. Liam left the laundry before Chloe did, so he trusts her and updates.
4. Line 27 (Ella → Chloe) is private.
Answer: B. red_basket""",
claims=[
 C("banana goes green_bucket → green_drawer → blue_drawer", 'location', 'T', ('and', ('obj','banana',2,'green_bucket'), ('obj','banana',3,'green_drawer'), ('obj','banana',5,'blue_drawer')), 5, "lines 2-5"),
 C("Liam makes the last move", 'event', 'T', ('txt',5,'Liam moved the banana'), 5, "line 5"),
 C("exits at line 6", 'event', 'T', ('txt',6,'Liam exited'), 6, "line 6"),
 C("Liam is absent for lines 16–24", 'presence', 'T', ('and', ('not',('room','Liam',16,'laundry')), ('not',('room','Liam',23,'laundry'))), 16, "not in laundry"),
 C("he misses Jack's and Ella's moves", 'presence', 'T', ('and', ('saw','Liam',18,False), ('saw','Liam',23,False)), 18, "not a witness"),
 C("Chloe's public claim of red_basket", 'communication', 'T', ('txt',26,'Chloe publicly claimed that banana is in the red_basket'), 26, "line 26"),
 C("Liam left the laundry before Chloe did", 'order', 'T', ('before','Liam exited the laundry','Chloe exited the laundry'), 6, "6 < 14"),
 C("he trusts her and updates", 'communication', 'T', ('bel','Liam',26,'red_basket'), 26, "Liam -> red_basket"),
 C("Line 27 (Ella → Chloe) is private", 'communication', 'T', ('txt',27,'Ella privately told Chloe'), 27, "line 27"),
 C("Answer: B. red_basket", 'belief', 'T', ('bel','Liam','end','red_basket'), 'end', "answer", ans=True),
]))

R.append(dict(item=4, style='answer_first', label='unsound', stated='red_basket', resp=
"""B. red_basket. Liam left the laundry right after moving the banana to the blue_drawer, so he missed everything after — but Chloe, who was the last to leave the laundry, publicly announced red_basket, and Liam trusts her.""",
claims=[
 C("B. red_basket", 'belief', 'T', ('bel','Liam','end','red_basket'), 'end', "answer", ans=True),
 C("Liam left the laundry right after moving the banana to the blue_drawer", 'event', 'T', ('and', ('txt',5,'Liam moved the banana to the blue_drawer'), ('txt',6,'Liam exited the laundry')), 6, "lines 5-6"),
 C("he missed everything after", 'presence', 'T', ('and', ('saw','Liam',9,False), ('saw','Liam',18,False), ('saw','Liam',23,False)), 23, "not a witness of later laundry events"),
 C("Chloe, who was the last to leave the laundry", 'order', 'F', ('before','Ella exited the laundry','Chloe exited the laundry',16), 22, "Ella left the laundry after Chloe (24 vs 22)"),
 C("publicly announced red_basket", 'communication', 'T', ('txt',26,'Chloe publicly claimed that banana is in the red_basket'), 26, "line 26"),
 C("Liam trusts her", 'communication', 'T', ('bel','Liam',26,'red_basket'), 26, "Liam adopts red_basket"),
]))
