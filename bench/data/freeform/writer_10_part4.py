from writer_10 import C
R = []

# ---------------- item 15: s6810-21-o1 Emily, pumpkin, gold green_drawer
R.append(dict(item=15, style='terse', label='sound', stated='green_drawer', resp="I. green_drawer — she moved it there and left immediately.",
claims=[
 C("I. green_drawer", 'belief', 'T', ('bel','Emily','end','green_drawer'), 'end', "answer", ans=True),
 C("she moved it there", 'event', 'T', ('txt',3,'Emily moved the pumpkin to the green_drawer'), 3, "line 3"),
 C("left immediately", 'event', 'T', ('txt',4,'Emily exited'), 4, "line 4"),
]))

R.append(dict(item=15, style='thinking', label='unsound', stated='green_drawer', resp=
"""<think>
Emily's first-order belief about the pumpkin.
Line 2: pumpkin in blue_drawer, everyone sees it.
Line 3: Emily moves it to green_drawer. Line 4: Emily exits the bedroom.
After that: Oliver → blue_bottle (5), Isla → blue_bucket (7), Aiden → red_treasure_chest (9), Jayden → blue_drawer (11). Emily saw the first of these as she was leaving — wait, no, she exited at line 4, before Oliver's move at 5. She saw none of them.
Isla left before Oliver, Aiden after them; the order of the others doesn't matter for Emily.
Line 13: everyone meets in the waiting_room, and that's the end — no tells or claims.
Funny that the pumpkin ends up back in the blue_drawer, where it started, but Emily doesn't know that.
</think>
Emily thinks it's in the green_drawer (I).""",
claims=[
 C("pumpkin in blue_drawer", 'location', 'T', ('obj','pumpkin',2,'blue_drawer'), 2, "line 2"),
 C("everyone sees it", 'presence', 'T', ('and', ('saw','Emily',2,True), ('saw','Oliver',2,True), ('saw','Isla',2,True), ('saw','Aiden',2,True), ('saw','Jayden',2,True)), 2, "all witnessed"),
 C("Emily moves it to green_drawer", 'event', 'T', ('txt',3,'Emily moved the pumpkin to the green_drawer'), 3, "line 3"),
 C("Emily exits the bedroom", 'event', 'T', ('txt',4,'Emily exited the bedroom'), 4, "line 4"),
 C("Oliver → blue_bottle (5)", 'event', 'T', ('txt',5,'Oliver moved the pumpkin to the blue_bottle'), 5, "line 5"),
 C("Isla → blue_bucket (7)", 'event', 'T', ('txt',7,'Isla moved the pumpkin to the blue_bucket'), 7, "line 7"),
 C("Aiden → red_treasure_chest (9)", 'event', 'T', ('txt',9,'Aiden moved the pumpkin to the red_treasure_chest'), 9, "line 9"),
 C("Jayden → blue_drawer (11)", 'event', 'T', ('txt',11,'Jayden moved the pumpkin to the blue_drawer'), 11, "line 11"),
 C("she exited at line 4, before Oliver's move at 5", 'order', 'T', ('before','Emily exited the bedroom','Oliver moved the pumpkin'), 4, "correction after 'wait, no'"),
 C("She saw none of them", 'presence', 'T', ('and', ('saw','Emily',5,False), ('saw','Emily',7,False), ('saw','Emily',9,False), ('saw','Emily',11,False)), 11, "absent"),
 C("Isla left before Oliver", 'order', 'F', ('before','Isla exited the bedroom','Oliver exited the bedroom'), 8, "Oliver exits at 6, Isla at 8"),
 C("Aiden after them", 'order', 'T', ('before','Isla exited the bedroom','Aiden exited the bedroom'), 10, "Aiden exits at 10"),
 C("everyone meets in the waiting_room", 'event', 'T', ('txt',13,'entered the waiting_room'), 13, "line 13"),
 C("no tells or claims", 'communication', 'T', ('and', ('not',('any','told')), ('not',('any','claimed'))), 'end', "none"),
 C("the pumpkin ends up back in the blue_drawer, where it started", 'location', 'T', ('and', ('obj','pumpkin',2,'blue_drawer'), ('obj','pumpkin','end','blue_drawer')), 'end', "start and end blue_drawer"),
 C("Emily doesn't know that", 'belief', 'T', ('not',('bel','Emily','end','blue_drawer')), 'end', "Emily believes green_drawer"),
 C("Emily thinks it's in the green_drawer (I)", 'belief', 'T', ('bel','Emily','end','green_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=15, style='numbered', label='wrong', stated='blue_drawer', resp=
"""1. Start: blue_drawer.
2. Five moves: green_drawer, blue_bottle, blue_bucket, red_treasure_chest, and back to the blue_drawer.
3. The question says "really", so we want the real location.

Answer: G. blue_drawer""",
claims=[
 C("Start: blue_drawer", 'location', 'T', ('obj','pumpkin',2,'blue_drawer'), 2, "line 2"),
 C("Five moves: green_drawer, blue_bottle, blue_bucket, red_treasure_chest, and back to the blue_drawer", 'event', 'T', ('and', ('txt',3,'green_drawer'), ('txt',5,'blue_bottle'), ('txt',7,'blue_bucket'), ('txt',9,'red_treasure_chest'), ('txt',11,'blue_drawer')), 11, "lines 3-11"),
 C("Answer: G. blue_drawer", 'belief', 'F', ('bel','Emily','end','blue_drawer'), 'end', "asks Emily's belief: green_drawer", ans=True),
]))

R.append(dict(item=15, style='narrative', label='unsound', stated='green_drawer', resp=
"""Emily is the first to act: with everyone watching, she takes the pumpkin out of the blue_drawer and puts it in the green_drawer, then leaves the bedroom. Behind her back the pumpkin travels through the blue_bottle, the blue_bucket and the red_treasure_chest before Jayden, the last one left, returns it to the blue_drawer. Jayden thinks Emily believes it's in the blue_drawer, since that's where it started. But Emily herself saw none of the later moves, and nobody tells her anything in the waiting room, so she still believes it's in the green_drawer.""",
claims=[
 C("with everyone watching", 'presence', 'T', ('and', ('saw','Oliver',3,True), ('saw','Isla',3,True), ('saw','Aiden',3,True), ('saw','Jayden',3,True)), 3, "all witnessed line 3"),
 C("she takes the pumpkin out of the blue_drawer and puts it in the green_drawer", 'event', 'T', ('and', ('obj','pumpkin',2,'blue_drawer'), ('txt',3,'Emily moved the pumpkin to the green_drawer')), 3, "line 3"),
 C("then leaves the bedroom", 'event', 'T', ('txt',4,'Emily exited the bedroom'), 4, "line 4"),
 C("Behind her back the pumpkin travels through the blue_bottle, the blue_bucket and the red_treasure_chest", 'event', 'T', ('and', ('txt',5,'blue_bottle'), ('txt',7,'blue_bucket'), ('txt',9,'red_treasure_chest'), ('saw','Emily',5,False)), 9, "lines 5-9"),
 C("Jayden, the last one left", 'presence', 'T', ('and', ('room','Jayden',11,'bedroom'), ('room','Aiden',11,None), ('room','Isla',11,None), ('room','Oliver',11,None), ('room','Emily',11,None)), 11, "alone at 11"),
 C("returns it to the blue_drawer", 'event', 'T', ('txt',11,'Jayden moved the pumpkin to the blue_drawer'), 11, "line 11"),
 C("Jayden thinks Emily believes it's in the blue_drawer", 'belief', 'F', ('bel','Jayden>Emily','end','blue_drawer'), 'end', "Jayden saw Emily's move: Jayden -> Emily is green_drawer"),
 C("that's where it started", 'location', 'T', ('obj','pumpkin',2,'blue_drawer'), 2, "line 2"),
 C("Emily herself saw none of the later moves", 'presence', 'T', ('and', ('saw','Emily',5,False), ('saw','Emily',7,False), ('saw','Emily',9,False), ('saw','Emily',11,False)), 11, "absent"),
 C("nobody tells her anything in the waiting room", 'communication', 'T', ('not',('any','told')), 'end', "no tells"),
 C("she still believes it's in the green_drawer", 'belief', 'T', ('bel','Emily','end','green_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=15, style='answer_first', label='sound', stated='green_drawer', resp=
"""Answer: I. green_drawer

Emily moved the pumpkin into the green_drawer at step 3 and exited at step 4. Every later move (Oliver, Isla, Aiden, Jayden) happened after she'd gone, and there are no conversations afterwards, so her belief never updates.""",
claims=[
 C("Answer: I. green_drawer", 'belief', 'T', ('bel','Emily','end','green_drawer'), 'end', "answer", ans=True),
 C("Emily moved the pumpkin into the green_drawer at step 3", 'event', 'T', ('txt',3,'Emily moved the pumpkin to the green_drawer'), 3, "line 3"),
 C("exited at step 4", 'event', 'T', ('txt',4,'Emily exited'), 4, "line 4"),
 C("Every later move (Oliver, Isla, Aiden, Jayden) happened after she'd gone", 'presence', 'T', ('and', ('saw','Emily',5,False), ('saw','Emily',7,False), ('saw','Emily',9,False), ('saw','Emily',11,False)), 11, "absent"),
 C("there are no conversations afterwards", 'communication', 'T', ('and', ('not',('any','told')), ('not',('any','claimed'))), 'end', "none"),
 C("her belief never updates", 'belief', 'T', ('bel','Emily','end','green_drawer'), 'end', "answer restated", ans=True),
]))

# ---------------- item 16: s6810-12-o2 Isabella -> Abigail, cherry, gold blue_bathtub
R.append(dict(item=16, style='narrative', label='wrong', stated='green_basket', resp=
"""Abigail moves the cherry into the blue_bathtub while Isabella is watching, then leaves. Afterwards Jayden, Isabella and Mia keep moving it around. At the very end, though, Abigail privately tells Isabella that the cherry is in the green_basket. Abigail wants Isabella to think she's up to date. Isabella would take Abigail's words as what Abigail believes, so Isabella thinks Abigail thinks it's in the green_basket.""",
claims=[
 C("Abigail moves the cherry into the blue_bathtub while Isabella is watching", 'event', 'T', ('and', ('txt',5,'Abigail moved the cherry to the blue_bathtub'), ('saw','Isabella',5,True)), 5, "line 5"),
 C("then leaves", 'event', 'T', ('txt',6,'Abigail exited'), 6, "line 6"),
 C("Jayden, Isabella and Mia keep moving it around", 'event', 'T', ('and', ('txt',7,'Jayden moved the cherry'), ('txt',10,'Isabella moved the cherry'), ('txt',12,'Mia moved the cherry')), 12, "lines 7, 10, 12"),
 C("Abigail privately tells Isabella that the cherry is in the green_basket", 'communication', 'T', ('txt',16,'Abigail privately told Isabella that the cherry is in the green_basket'), 16, "line 16"),
 C("Abigail wants Isabella to think she's up to date", 'belief', 'U', None, None, "motive"),
 C("Isabella thinks Abigail thinks it's in the green_basket", 'belief', 'F', ('bel','Isabella>Abigail','end','green_basket'), 'end', "Isabella does not trust Abigail; gold blue_bathtub", ans=True),
]))

R.append(dict(item=16, style='answer_first', label='sound', stated='blue_bathtub', resp=
"""M. blue_bathtub.

Isabella saw Abigail put the cherry in the blue_bathtub (line 5) and saw her leave right after (line 6). Abigail never came back to the back_yard, so, from Isabella's side, Abigail's knowledge stops at the blue_bathtub. Abigail's whisper at line 16 (green_basket) doesn't change that: Isabella left the back_yard after Abigail, so she doesn't take Abigail's word — and Isabella herself still thinks it's in the green_cupboard.""",
claims=[
 C("M. blue_bathtub", 'belief', 'T', ('bel','Isabella>Abigail','end','blue_bathtub'), 'end', "answer", ans=True),
 C("Isabella saw Abigail put the cherry in the blue_bathtub (line 5)", 'presence', 'T', ('and', ('saw','Isabella',5,True), ('txt',5,'Abigail moved the cherry to the blue_bathtub')), 5, "line 5"),
 C("saw her leave right after (line 6)", 'presence', 'T', ('saw','Isabella',6,True), 6, "line 6"),
 C("Abigail never came back to the back_yard", 'presence', 'T', ('and', ('room','Abigail',7,None), ('room','Abigail',10,None), ('room','Abigail',12,None)), 12, "absent 7-13"),
 C("from Isabella's side, Abigail's knowledge stops at the blue_bathtub", 'belief', 'T', ('bel','Isabella>Abigail','end','blue_bathtub'), 'end', "answer chain", ans=True),
 C("Abigail's whisper at line 16 (green_basket)", 'communication', 'T', ('txt',16,'Abigail privately told Isabella that the cherry is in the green_basket'), 16, "line 16"),
 C("Isabella left the back_yard after Abigail", 'order', 'T', ('before','Abigail exited the back_yard','Isabella exited the back_yard'), 11, "6 < 11"),
 C("she doesn't take Abigail's word", 'communication', 'T', ('not',('bel','Isabella',16,'green_basket')), 16, "no update"),
 C("Isabella herself still thinks it's in the green_cupboard", 'belief', 'T', ('bel','Isabella','end','green_cupboard'), 'end', "Isabella's belief"),
]))

R.append(dict(item=16, style='terse', label='unsound', stated='blue_bathtub', resp=
"M. blue_bathtub — Isabella saw Abigail move it there; Abigail's tip later convinced Jack, not Isabella.",
claims=[
 C("M. blue_bathtub", 'belief', 'T', ('bel','Isabella>Abigail','end','blue_bathtub'), 'end', "answer", ans=True),
 C("Isabella saw Abigail move it there", 'presence', 'T', ('and', ('saw','Isabella',5,True), ('txt',5,'Abigail moved the cherry to the blue_bathtub')), 5, "line 5"),
 C("Abigail's tip later convinced Jack", 'communication', 'F', ('any','Abigail privately told Jack'), 15, "Jack was told by Jayden, not Abigail"),
 C("not Isabella", 'communication', 'T', ('not',('bel','Isabella',16,'green_basket')), 16, "Isabella unconvinced"),
]))

R.append(dict(item=16, style='thinking', label='sound', stated='blue_bathtub', resp=
"""<think>
Isabella → Abigail, cherry.
Abigail: in the back_yard up to line 5. Sees the green_treasure_chest, then moves it herself to blue_bathtub (5), exits (6).
Isabella is present for 5 and 6.
So Isabella → Abigail = blue_bathtub unless something later updates it.
Line 16: Abigail privately tells Isabella green_basket. Trust: Isabella exited at 11, Abigail at 6 — Abigail left earlier, so Isabella doesn't trust her. No update to Isabella → Abigail.
(Also odd: Abigail never saw the green_basket move — that was Jayden at 7, after she'd left.)
</think>
Isabella thinks Abigail thinks the cherry is in the blue_bathtub.""",
claims=[
 C("in the back_yard up to line 5", 'presence', 'T', ('room','Abigail',5,'back_yard'), 5, "present 1-5"),
 C("Sees the green_treasure_chest", 'presence', 'T', ('and', ('saw','Abigail',2,True), ('obj','cherry',2,'green_treasure_chest')), 2, "line 2"),
 C("moves it herself to blue_bathtub (5)", 'event', 'T', ('txt',5,'Abigail moved the cherry to the blue_bathtub'), 5, "line 5"),
 C("exits (6)", 'event', 'T', ('txt',6,'Abigail exited'), 6, "line 6"),
 C("Isabella is present for 5 and 6", 'presence', 'T', ('and', ('saw','Isabella',5,True), ('saw','Isabella',6,True)), 6, "witnessed"),
 C("Abigail privately tells Isabella green_basket", 'communication', 'T', ('txt',16,'Abigail privately told Isabella that the cherry is in the green_basket'), 16, "line 16"),
 C("Isabella exited at 11, Abigail at 6", 'event', 'T', ('and', ('txt',11,'Isabella exited'), ('txt',6,'Abigail exited')), 11, "exit lines"),
 C("Isabella doesn't trust her", 'communication', 'T', ('not',('bel','Isabella',16,'green_basket')), 16, "no update"),
 C("No update to Isabella → Abigail", 'belief', 'T', ('bel','Isabella>Abigail',16,'blue_bathtub'), 16, "answer chain", ans=True),
 C("Abigail never saw the green_basket move", 'presence', 'T', ('saw','Abigail',7,False), 7, "absent"),
 C("that was Jayden at 7", 'event', 'T', ('txt',7,'Jayden moved the cherry to the green_basket'), 7, "line 7"),
 C("after she'd left", 'order', 'T', ('before','Abigail exited','Jayden moved the cherry'), 7, "6 before 7"),
 C("Isabella thinks Abigail thinks the cherry is in the blue_bathtub", 'belief', 'T', ('bel','Isabella>Abigail','end','blue_bathtub'), 'end', "answer", ans=True),
]))

R.append(dict(item=16, style='numbered', label='unsupported', stated='blue_bathtub', resp=
"""1. Second-order question (Isabella about Abigail).
2. Use the last moment at which Isabella could see what Abigail saw.
3. Answer: M. blue_bathtub""",
claims=[
 C("Answer: M. blue_bathtub", 'belief', 'T', ('bel','Isabella>Abigail','end','blue_bathtub'), 'end', "answer only", ans=True),
]))

# ---------------- item 17: s6810-9-o4 Noah -> Isabella -> Ethan -> Emma, cabbage, gold blue_drawer
R.append(dict(item=17, style='numbered', label='sound', stated='blue_drawer', resp=
"""1. Line 3: cabbage in the blue_pantry, all five present.
2. Line 4: Isabella moves it to the blue_drawer — Ethan, Emma, Noah and Sophia all see it.
3. Line 5: Isabella leaves. She never returns to the attic, so for her the cabbage stays in the blue_drawer, and she'd assume Ethan and Emma also think blue_drawer.
4. Noah watched Isabella leave, so Noah's model of Isabella is frozen at line 4.
5. Later events (Noah → green_suitcase at 10; Ethan seeing it at 15) happen without Isabella.
6. Lines 16–21 are about the asparagus.

Answer: B. blue_drawer""",
claims=[
 C("cabbage in the blue_pantry", 'location', 'T', ('obj','cabbage',3,'blue_pantry'), 3, "line 3"),
 C("all five present", 'presence', 'T', ('and', ('saw','Isabella',3,True), ('saw','Ethan',3,True), ('saw','Sophia',3,True), ('saw','Noah',3,True), ('saw','Emma',3,True)), 3, "all witnessed"),
 C("Isabella moves it to the blue_drawer", 'event', 'T', ('txt',4,'Isabella moved the cabbage to the blue_drawer'), 4, "line 4"),
 C("Ethan, Emma, Noah and Sophia all see it", 'presence', 'T', ('and', ('saw','Ethan',4,True), ('saw','Emma',4,True), ('saw','Noah',4,True), ('saw','Sophia',4,True)), 4, "witnesses"),
 C("Isabella leaves", 'event', 'T', ('txt',5,'Isabella exited'), 5, "line 5"),
 C("She never returns to the attic", 'presence', 'T', ('and', ('room','Isabella',10,None), ('room','Isabella',15,'waiting_room'), ('room','Isabella',21,'waiting_room')), 21, "never in attic after 5"),
 C("for her the cabbage stays in the blue_drawer", 'belief', 'T', ('bel','Isabella','end','blue_drawer'), 'end', "Isabella's belief"),
 C("she'd assume Ethan and Emma also think blue_drawer", 'belief', 'T', ('and', ('bel','Isabella>Ethan','end','blue_drawer'), ('bel','Isabella>Emma','end','blue_drawer')), 'end', "Isabella -> Ethan / Emma"),
 C("Noah watched Isabella leave", 'presence', 'T', ('saw','Noah',5,True), 5, "witnessed"),
 C("Noah's model of Isabella is frozen at line 4", 'belief', 'T', ('bel','Noah>Isabella','end','blue_drawer'), 'end', "Noah -> Isabella"),
 C("Noah → green_suitcase at 10", 'event', 'T', ('txt',10,'Noah moved the cabbage to the green_suitcase'), 10, "line 10"),
 C("Ethan seeing it at 15", 'presence', 'T', ('and', ('saw','Ethan',15,True), ('bel','Ethan',15,'green_suitcase')), 15, "Ethan sees green_suitcase on entering"),
 C("happen without Isabella", 'presence', 'T', ('and', ('saw','Isabella',10,False), ('saw','Isabella',15,False)), 15, "absent"),
 C("Lines 16–21 are about the asparagus", 'event', 'T', ('and', ('txt',16,'asparagus'), ('txt',17,'asparagus'), ('txt',21,'asparagus')), 16, "lines 16-21"),
 C("Answer: B. blue_drawer", 'belief', 'T', ('bel','Noah>Isabella>Ethan>Emma','end','blue_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=17, style='narrative', label='unsound', stated='blue_drawer', resp=
"""At the start, all five are in the attic and see the cabbage in the blue_pantry. Isabella moves it to the blue_drawer and leaves. Ethan and Sophia drift out after a minute each. Noah then puts it in the green_suitcase while Ethan and Emma are still in the attic, and on the second trip Ethan and Emma see it there. None of that reaches Isabella, who only ever saw the blue_drawer move, and Noah knows it. So Noah thinks Isabella thinks Ethan thinks Emma thinks it's in the blue_drawer.""",
claims=[
 C("all five are in the attic", 'presence', 'T', ('and', ('room','Isabella',3,'attic'), ('room','Ethan',3,'attic'), ('room','Sophia',3,'attic'), ('room','Noah',3,'attic'), ('room','Emma',3,'attic')), 3, "all present"),
 C("see the cabbage in the blue_pantry", 'location', 'T', ('obj','cabbage',3,'blue_pantry'), 3, "line 3"),
 C("Isabella moves it to the blue_drawer", 'event', 'T', ('txt',4,'Isabella moved the cabbage to the blue_drawer'), 4, "line 4"),
 C("and leaves", 'event', 'T', ('txt',5,'Isabella exited'), 5, "line 5"),
 C("Ethan and Sophia drift out after a minute each", 'event', 'T', ('and', ('txt',6,'Ethan made no movements'), ('txt',7,'Ethan exited'), ('txt',8,'Sophia made no movements'), ('txt',9,'Sophia exited')), 9, "lines 6-9"),
 C("Noah then puts it in the green_suitcase", 'event', 'T', ('txt',10,'Noah moved the cabbage to the green_suitcase'), 10, "line 10"),
 C("while Ethan and Emma are still in the attic", 'presence', 'F', ('and', ('room','Ethan',10,'attic'), ('room','Emma',10,'attic')), 10, "Ethan left at 7; only Emma is there"),
 C("on the second trip Ethan and Emma see it there", 'presence', 'T', ('and', ('bel','Ethan',15,'green_suitcase'), ('saw','Emma',15,True)), 15, "line 15"),
 C("None of that reaches Isabella", 'presence', 'T', ('and', ('saw','Isabella',10,False), ('saw','Isabella',15,False)), 15, "absent"),
 C("who only ever saw the blue_drawer move", 'presence', 'T', ('and', ('saw','Isabella',4,True), ('saw','Isabella',10,False)), 4, "only move she witnessed"),
 C("Noah knows it", 'belief', 'T', ('bel','Noah>Isabella','end','blue_drawer'), 'end', "Noah -> Isabella blue_drawer"),
 C("Noah thinks Isabella thinks Ethan thinks Emma thinks it's in the blue_drawer", 'belief', 'T', ('bel','Noah>Isabella>Ethan>Emma','end','blue_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=17, style='thinking', label='wrong', stated='green_suitcase', resp=
"""<think>
Noah → Isabella → Ethan → Emma.
Isabella moved cabbage to blue_drawer at 4, left at 5.
Noah moved it to green_suitcase at 10 with only Emma present.
Second attic visit: Noah, Ethan, Emma — all see green_suitcase at 15.
So Ethan thinks Emma thinks green_suitcase; they were together at 15. Noah was there too, so Noah knows Ethan thinks Emma thinks green_suitcase. Isabella wasn't there, but the inner part "Ethan thinks Emma thinks" is green_suitcase, and Noah knows that. I'll go with green_suitcase.
</think>
C. green_suitcase""",
claims=[
 C("Isabella moved cabbage to blue_drawer at 4", 'event', 'T', ('txt',4,'Isabella moved the cabbage to the blue_drawer'), 4, "line 4"),
 C("left at 5", 'event', 'T', ('txt',5,'Isabella exited'), 5, "line 5"),
 C("Noah moved it to green_suitcase at 10 with only Emma present", 'event', 'T', ('and', ('txt',10,'Noah moved the cabbage to the green_suitcase'), ('saw','Emma',10,True), ('saw','Ethan',10,False), ('saw','Isabella',10,False), ('saw','Sophia',10,False)), 10, "line 10"),
 C("Noah, Ethan, Emma — all see green_suitcase at 15", 'presence', 'T', ('and', ('saw','Noah',15,True), ('saw','Emma',15,True), ('bel','Ethan',15,'green_suitcase')), 15, "line 15"),
 C("Ethan thinks Emma thinks green_suitcase", 'belief', 'T', ('bel','Ethan>Emma','end','green_suitcase'), 'end', "Ethan -> Emma"),
 C("they were together at 15", 'presence', 'T', ('and', ('room','Ethan',15,'attic'), ('room','Emma',15,'attic')), 15, "both in attic"),
 C("Noah knows Ethan thinks Emma thinks green_suitcase", 'belief', 'U', None, 'end', "Noah -> Ethan -> Emma is not a gold chain"),
 C("Isabella wasn't there", 'presence', 'T', ('room','Isabella',15,'waiting_room'), 15, "absent"),
 C("C. green_suitcase", 'belief', 'F', ('bel','Noah>Isabella>Ethan>Emma','end','green_suitcase'), 'end', "gold blue_drawer", ans=True),
]))

R.append(dict(item=17, style='answer_first', label='unsound', stated='blue_drawer', resp=
"""B. blue_drawer.

Everyone, including Noah, watched Isabella move the cabbage to the blue_drawer, and Isabella left immediately afterwards. Noah thinks Ethan still believes it's in the blue_drawer, which fits, but what really matters is that Isabella never saw anything after line 4, so Noah can only attribute the blue_drawer view to her — and, through her, to Ethan and Emma.""",
claims=[
 C("B. blue_drawer", 'belief', 'T', ('bel','Noah>Isabella>Ethan>Emma','end','blue_drawer'), 'end', "answer", ans=True),
 C("Everyone, including Noah, watched Isabella move the cabbage to the blue_drawer", 'presence', 'T', ('and', ('saw','Noah',4,True), ('saw','Ethan',4,True), ('saw','Emma',4,True), ('saw','Sophia',4,True), ('txt',4,'Isabella moved the cabbage to the blue_drawer')), 4, "line 4"),
 C("Isabella left immediately afterwards", 'event', 'T', ('txt',5,'Isabella exited'), 5, "line 5"),
 C("Noah thinks Ethan still believes it's in the blue_drawer", 'belief', 'F', ('bel','Noah>Ethan','end','blue_drawer'), 'end', "Noah and Ethan saw green_suitcase together at 15"),
 C("Isabella never saw anything after line 4", 'presence', 'T', ('and', ('saw','Isabella',10,False), ('saw','Isabella',15,False)), 15, "absent for later cabbage events"),
 C("Noah can only attribute the blue_drawer view to her", 'belief', 'T', ('bel','Noah>Isabella','end','blue_drawer'), 'end', "Noah -> Isabella"),
 C("through her, to Ethan and Emma", 'belief', 'T', ('bel','Noah>Isabella>Ethan>Emma','end','blue_drawer'), 'end', "answer chain", ans=True),
]))

R.append(dict(item=17, style='terse', label='sound', stated='blue_drawer', resp="B. blue_drawer (Isabella's last look, shared with Ethan and Emma at line 4).",
claims=[
 C("B. blue_drawer", 'belief', 'T', ('bel','Noah>Isabella>Ethan>Emma','end','blue_drawer'), 'end', "answer", ans=True),
 C("Isabella's last look, shared with Ethan and Emma at line 4", 'presence', 'T', ('and', ('saw','Isabella',4,True), ('saw','Ethan',4,True), ('saw','Emma',4,True), ('bel','Isabella','end','blue_drawer')), 4, "line 4"),
]))

# ---------------- item 18: s6810-14-o4 Mia -> James -> Jacob -> Ava, orange, gold red_box
R.append(dict(item=18, style='thinking', label='unsound', stated='red_box', resp=
"""<think>
Chain: Mia → James → Jacob → Ava. Object: orange.
Basement: red_envelope (2). Benjamin leaves (4). Mia → red_box (5), with James, Ava, Jacob present. Mia leaves (6).
After Mia leaves: James → blue_container (8), James leaves (9); Ava → green_cupboard (10), Ava leaves (11); Jacob → red_envelope (12).
Mia saw none of 8–12. So Mia's knowledge of anyone's belief ends at red_box.
Mia → James: red_box. Mia → James → Jacob: red_box. Mia → James → Jacob → Ava: red_box.
Hmm, James himself thinks Jacob thinks Ava thinks green_cupboard, since Ava moved it there while Jacob watched — irrelevant though, because Mia doesn't know.
The hallway scene is about the peach.
</think>
I. red_box""",
claims=[
 C("red_envelope (2)", 'location', 'T', ('obj','orange',2,'red_envelope'), 2, "line 2"),
 C("Benjamin leaves (4)", 'event', 'T', ('txt',4,'Benjamin exited'), 4, "line 4"),
 C("Mia → red_box (5)", 'event', 'T', ('txt',5,'Mia moved the orange to the red_box'), 5, "line 5"),
 C("with James, Ava, Jacob present", 'presence', 'T', ('and', ('saw','James',5,True), ('saw','Ava',5,True), ('saw','Jacob',5,True)), 5, "witnesses"),
 C("Mia leaves (6)", 'event', 'T', ('txt',6,'Mia exited'), 6, "line 6"),
 C("James → blue_container (8)", 'event', 'T', ('txt',8,'James moved the orange to the blue_container'), 8, "line 8"),
 C("James leaves (9)", 'event', 'T', ('txt',9,'James exited'), 9, "line 9"),
 C("Ava → green_cupboard (10)", 'event', 'T', ('txt',10,'Ava moved the orange to the green_cupboard'), 10, "line 10"),
 C("Ava leaves (11)", 'event', 'T', ('txt',11,'Ava exited'), 11, "line 11"),
 C("Jacob → red_envelope (12)", 'event', 'T', ('txt',12,'Jacob moved the orange to the red_envelope'), 12, "line 12"),
 C("Mia saw none of 8–12", 'presence', 'T', ('and', ('saw','Mia',8,False), ('saw','Mia',10,False), ('saw','Mia',12,False)), 12, "absent"),
 C("Mia → James: red_box", 'belief', 'T', ('bel','Mia>James','end','red_box'), 'end', "Mia -> James"),
 C("Mia → James → Jacob: red_box", 'belief', 'T', ('bel','Mia>James>Jacob','end','red_box'), 'end', "3rd-order sub-chain"),
 C("Mia → James → Jacob → Ava: red_box", 'belief', 'T', ('bel','Mia>James>Jacob>Ava','end','red_box'), 'end', "answer", ans=True),
 C("James himself thinks Jacob thinks Ava thinks green_cupboard", 'belief', 'F', ('bel','James>Jacob>Ava','end','green_cupboard'), 'end', "James left at 9; James -> Jacob -> Ava is blue_container"),
 C("Ava moved it there while Jacob watched", 'presence', 'T', ('and', ('txt',10,'Ava moved the orange to the green_cupboard'), ('saw','Jacob',10,True)), 10, "line 10"),
 C("The hallway scene is about the peach", 'event', 'T', ('txt',16,'peach'), 16, "line 16"),
 C("I. red_box", 'belief', 'T', ('bel','Mia>James>Jacob>Ava','end','red_box'), 'end', "answer", ans=True),
]))

R.append(dict(item=18, style='answer_first', label='wrong', stated='blue_container', resp=
"""H. blue_container. The last time James saw the orange, he had just put it in the blue_container himself, with Jacob and Ava watching. So James thinks Jacob thinks Ava thinks it's in the blue_container, and Mia, asking herself what James believes, should land on the same place.""",
claims=[
 C("H. blue_container", 'belief', 'F', ('bel','Mia>James>Jacob>Ava','end','blue_container'), 'end', "Mia left before James's move; gold red_box", ans=True),
 C("The last time James saw the orange, he had just put it in the blue_container himself", 'event', 'T', ('and', ('txt',8,'James moved the orange to the blue_container'), ('bel','James','end','blue_container')), 8, "line 8"),
 C("with Jacob and Ava watching", 'presence', 'T', ('and', ('saw','Jacob',8,True), ('saw','Ava',8,True)), 8, "witnesses"),
 C("James thinks Jacob thinks Ava thinks it's in the blue_container", 'belief', 'T', ('bel','James>Jacob>Ava','end','blue_container'), 'end', "3rd-order sub-chain"),
]))

R.append(dict(item=18, style='narrative', label='sound', stated='red_box', resp=
"""Mia is the one who puts the orange into the red_box, with James, Jacob and Ava all watching, and then she walks out. Mia chose the red_box as a safe spot. She has no way of knowing what happens next — James moving it to the blue_container, Ava to the green_cupboard, Jacob back to the red_envelope. As far as Mia knows, her red_box move was the last thing the other three saw together. So Mia thinks James thinks Jacob thinks Ava thinks the orange is in the red_box.""",
claims=[
 C("Mia is the one who puts the orange into the red_box", 'event', 'T', ('txt',5,'Mia moved the orange to the red_box'), 5, "line 5"),
 C("with James, Jacob and Ava all watching", 'presence', 'T', ('and', ('saw','James',5,True), ('saw','Jacob',5,True), ('saw','Ava',5,True)), 5, "witnesses"),
 C("then she walks out", 'event', 'T', ('txt',6,'Mia exited'), 6, "line 6"),
 C("Mia chose the red_box as a safe spot", 'event', 'U', None, None, "motive"),
 C("She has no way of knowing what happens next", 'presence', 'T', ('and', ('saw','Mia',8,False), ('saw','Mia',10,False), ('saw','Mia',12,False)), 12, "absent"),
 C("James moving it to the blue_container", 'event', 'T', ('txt',8,'James moved the orange to the blue_container'), 8, "line 8"),
 C("Ava to the green_cupboard", 'event', 'T', ('txt',10,'Ava moved the orange to the green_cupboard'), 10, "line 10"),
 C("Jacob back to the red_envelope", 'event', 'T', ('txt',12,'Jacob moved the orange to the red_envelope'), 12, "line 12"),
 C("As far as Mia knows, her red_box move was the last thing the other three saw together", 'belief', 'T', ('bel','Mia>James>Jacob>Ava','end','red_box'), 'end', "Mia's nested view", ans=True),
 C("Mia thinks James thinks Jacob thinks Ava thinks the orange is in the red_box", 'belief', 'T', ('bel','Mia>James>Jacob>Ava','end','red_box'), 'end', "answer", ans=True),
]))

R.append(dict(item=18, style='numbered', label='unsound', stated='red_box', resp=
"""1. Line 2: orange in the red_envelope.
2. Line 5: Mia → red_box, seen by James, Ava and Jacob.
3. Line 6: Mia exits.
4. Lines 8–12: James → blue_container, Ava → green_cupboard, and Ava watched Jacob move it back to the red_envelope.
5. Mia witnessed none of step 4.
6. Therefore Mia's nested model has James → Jacob → Ava all at red_box.

Answer: I. red_box""",
claims=[
 C("orange in the red_envelope", 'location', 'T', ('obj','orange',2,'red_envelope'), 2, "line 2"),
 C("Mia → red_box", 'event', 'T', ('txt',5,'Mia moved the orange to the red_box'), 5, "line 5"),
 C("seen by James, Ava and Jacob", 'presence', 'T', ('and', ('saw','James',5,True), ('saw','Ava',5,True), ('saw','Jacob',5,True)), 5, "witnesses"),
 C("Mia exits", 'event', 'T', ('txt',6,'Mia exited'), 6, "line 6"),
 C("James → blue_container", 'event', 'T', ('txt',8,'James moved the orange to the blue_container'), 8, "line 8"),
 C("Ava → green_cupboard", 'event', 'T', ('txt',10,'Ava moved the orange to the green_cupboard'), 10, "line 10"),
 C("Ava watched Jacob move it back to the red_envelope", 'presence', 'F', ('saw','Ava',12,True), 12, "Ava exited at 11"),
 C("Mia witnessed none of step 4", 'presence', 'T', ('and', ('saw','Mia',8,False), ('saw','Mia',10,False), ('saw','Mia',12,False)), 12, "absent"),
 C("James → Jacob → Ava all at red_box", 'belief', 'T', ('bel','Mia>James>Jacob>Ava','end','red_box'), 'end', "answer chain", ans=True),
 C("Answer: I. red_box", 'belief', 'T', ('bel','Mia>James>Jacob>Ava','end','red_box'), 'end', "answer", ans=True),
]))

R.append(dict(item=18, style='terse', label='unsupported', stated='red_box', resp="I — red_box.",
claims=[
 C("I — red_box", 'belief', 'T', ('bel','Mia>James>Jacob>Ava','end','red_box'), 'end', "answer only", ans=True),
]))

# ---------------- item 19: s6810-1-o1 Ethan, lettuce, gold blue_bucket
R.append(dict(item=19, style='answer_first', label='sound', stated='blue_bucket', resp=
"""A. blue_bucket — Ethan was the last person in the study and moved the lettuce into the blue_bucket himself (line 11) before leaving. Nobody touched it after, and there's no conversation at the end to change his mind.""",
claims=[
 C("A. blue_bucket", 'belief', 'T', ('bel','Ethan','end','blue_bucket'), 'end', "answer", ans=True),
 C("Ethan was the last person in the study", 'presence', 'T', ('and', ('room','Ethan',11,'study'), ('room','Mia',11,None), ('room','Alexander',11,None), ('room','Mason',11,None), ('room','Mila',11,None)), 11, "alone at 11"),
 C("moved the lettuce into the blue_bucket himself (line 11)", 'event', 'T', ('txt',11,'Ethan moved the lettuce to the blue_bucket'), 11, "line 11"),
 C("before leaving", 'order', 'T', ('before','Ethan moved the lettuce','Ethan exited the study'), 12, "11 before 12"),
 C("Nobody touched it after", 'location', 'T', ('obj','lettuce','end','blue_bucket'), 'end', "unchanged"),
 C("there's no conversation at the end", 'communication', 'T', ('and', ('not',('any','told')), ('not',('any','claimed'))), 'end', "none"),
]))

R.append(dict(item=19, style='narrative', label='unsound', stated='blue_bucket', resp=
"""Ethan stays in the study the whole time while the lettuce gets passed around: Mila puts it in the blue_cupboard, Mason in the green_bottle, and Mia in the blue_bottle, each leaving after their move. Once Mia is gone, Ethan is alone, and he moves the lettuce back to the blue_bucket, where it started. The cellar scene afterwards only involves the peas. So Ethan thinks it's in the blue_bucket — and he's right.""",
claims=[
 C("Ethan stays in the study the whole time", 'presence', 'T', ('and', ('room','Ethan',2,'study'), ('room','Ethan',9,'study'), ('room','Ethan',11,'study')), 11, "present 1-11"),
 C("Mila puts it in the blue_cupboard", 'event', 'T', ('txt',3,'Mila moved the lettuce to the blue_cupboard'), 3, "line 3"),
 C("Mason in the green_bottle", 'event', 'T', ('txt',5,'Mason moved the lettuce to the green_bottle'), 5, "line 5"),
 C("Mia in the blue_bottle", 'event', 'F', ('any','Mia moved the lettuce to the blue_bottle'), 9, "Mia moved it to the blue_box"),
 C("each leaving after their move", 'event', 'T', ('and', ('txt',4,'Mila exited'), ('txt',6,'Mason exited'), ('txt',10,'Mia exited')), 10, "lines 4, 6, 10"),
 C("Once Mia is gone, Ethan is alone", 'presence', 'T', ('and', ('room','Ethan',10,'study'), ('room','Mia',10,None), ('room','Alexander',10,None), ('room','Mason',10,None), ('room','Mila',10,None)), 10, "alone after 10"),
 C("he moves the lettuce back to the blue_bucket", 'event', 'T', ('txt',11,'Ethan moved the lettuce to the blue_bucket'), 11, "line 11"),
 C("where it started", 'location', 'T', ('obj','lettuce',2,'blue_bucket'), 2, "line 2"),
 C("The cellar scene afterwards only involves the peas", 'event', 'T', ('and', ('txt',15,'peas'), ('txt',16,'peas')), 15, "lines 14-21"),
 C("Ethan thinks it's in the blue_bucket", 'belief', 'T', ('bel','Ethan','end','blue_bucket'), 'end', "answer", ans=True),
 C("he's right", 'location', 'T', ('obj','lettuce','end','blue_bucket'), 'end', "real location"),
]))

R.append(dict(item=19, style='terse', label='wrong', stated='blue_box', resp="E. blue_box — Mia's move was the last one Ethan watched someone else make.",
claims=[
 C("E. blue_box", 'belief', 'F', ('bel','Ethan','end','blue_box'), 'end', "Ethan moved it himself afterwards", ans=True),
 C("Mia's move was the last one Ethan watched someone else make", 'presence', 'T', ('and', ('saw','Ethan',9,True), ('txt',9,'Mia moved the lettuce')), 9, "line 9"),
]))

R.append(dict(item=19, style='numbered', label='sound', stated='blue_bucket', resp=
"""1. Line 2: lettuce in the blue_bucket.
2. Lines 3–10: Mila, Mason and Mia move it (blue_cupboard, green_bottle, blue_box); Ethan sees every move.
3. Line 11: Ethan moves it to the blue_bucket himself.
4. Line 12: Ethan leaves; nothing happens to the lettuce afterwards.
5. Lines 14–21: cellar, peas only.

Answer: A. blue_bucket""",
claims=[
 C("lettuce in the blue_bucket", 'location', 'T', ('obj','lettuce',2,'blue_bucket'), 2, "line 2"),
 C("Mila, Mason and Mia move it (blue_cupboard, green_bottle, blue_box)", 'event', 'T', ('and', ('txt',3,'Mila moved the lettuce to the blue_cupboard'), ('txt',5,'Mason moved the lettuce to the green_bottle'), ('txt',9,'Mia moved the lettuce to the blue_box')), 9, "lines 3, 5, 9"),
 C("Ethan sees every move", 'presence', 'T', ('and', ('saw','Ethan',3,True), ('saw','Ethan',5,True), ('saw','Ethan',9,True)), 9, "witnessed"),
 C("Ethan moves it to the blue_bucket himself", 'event', 'T', ('txt',11,'Ethan moved the lettuce to the blue_bucket'), 11, "line 11"),
 C("Ethan leaves", 'event', 'T', ('txt',12,'Ethan exited'), 12, "line 12"),
 C("nothing happens to the lettuce afterwards", 'location', 'T', ('obj','lettuce','end','blue_bucket'), 'end', "unchanged"),
 C("cellar, peas only", 'event', 'T', ('and', ('txt',15,'peas'), ('txt',16,'peas')), 15, "lines 14-21"),
 C("Answer: A. blue_bucket", 'belief', 'T', ('bel','Ethan','end','blue_bucket'), 'end', "answer", ans=True),
]))

R.append(dict(item=19, style='thinking', label='unsound', stated='blue_bucket', resp=
"""<think>
Ethan's belief about the lettuce.
Moves: Mila (3) blue_cupboard, Mason (5) green_bottle, Mia (9) blue_box, Ethan (11) blue_bucket.
Exits: Mason left before Mila, then Alexander, then Mia. Ethan is last and makes the final move himself.
No communication lines in this story.
Ethan → blue_bucket.
</think>
Ethan really thinks the lettuce is in the blue_bucket.""",
claims=[
 C("Mila (3) blue_cupboard", 'event', 'T', ('txt',3,'Mila moved the lettuce to the blue_cupboard'), 3, "line 3"),
 C("Mason (5) green_bottle", 'event', 'T', ('txt',5,'Mason moved the lettuce to the green_bottle'), 5, "line 5"),
 C("Mia (9) blue_box", 'event', 'T', ('txt',9,'Mia moved the lettuce to the blue_box'), 9, "line 9"),
 C("Ethan (11) blue_bucket", 'event', 'T', ('txt',11,'Ethan moved the lettuce to the blue_bucket'), 11, "line 11"),
 C("Mason left before Mila", 'order', 'F', ('before','Mason exited the study','Mila exited the study'), 6, "Mila exits at 4, Mason at 6"),
 C("then Alexander, then Mia", 'order', 'T', ('and', ('before','Mason exited the study','Alexander exited the study'), ('before','Alexander exited the study','Mia exited the study')), 10, "6, 8, 10"),
 C("Ethan is last", 'presence', 'T', ('and', ('room','Ethan',11,'study'), ('room','Mia',11,None)), 11, "alone at the end"),
 C("makes the final move himself", 'event', 'T', ('and', ('txt',11,'Ethan moved the lettuce'), ('obj','lettuce','end','blue_bucket')), 11, "last lettuce move"),
 C("No communication lines in this story", 'communication', 'T', ('and', ('not',('any','told')), ('not',('any','claimed'))), 'end', "none"),
 C("Ethan → blue_bucket", 'belief', 'T', ('bel','Ethan','end','blue_bucket'), 'end', "answer", ans=True),
 C("Ethan really thinks the lettuce is in the blue_bucket", 'belief', 'T', ('bel','Ethan','end','blue_bucket'), 'end', "answer", ans=True),
]))
