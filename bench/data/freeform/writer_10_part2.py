from writer_10 import C
R = []

# ---------------- item 5: s6810-11-o1 Benjamin, cucumber, gold red_drawer
R.append(dict(item=5, style='answer_first', label='sound', stated='red_drawer', resp=
"""E. red_drawer

Benjamin only saw the cucumber in the blue_box before he walked out at line 6 — he missed Lucas moving it to the green_pantry and William moving it back. Then, in the waiting room, Logan privately tells him it's in the red_drawer. Logan stayed in the hallway longer than Benjamin did, so Benjamin trusts him and now believes the red_drawer.""",
claims=[
 C("E. red_drawer", 'belief', 'T', ('bel','Benjamin','end','red_drawer'), 'end', "answer", ans=True),
 C("Benjamin only saw the cucumber in the blue_box before he walked out at line 6", 'belief', 'T', ('and', ('bel','Benjamin',6,'blue_box'), ('txt',6,'Benjamin exited')), 6, "belief blue_box at exit"),
 C("he missed Lucas moving it to the green_pantry", 'presence', 'T', ('and', ('saw','Benjamin',7,False), ('txt',7,'Lucas moved the cucumber to the green_pantry')), 7, "absent at 7"),
 C("William moving it back", 'presence', 'T', ('and', ('saw','Benjamin',13,False), ('txt',13,'William moved the cucumber to the blue_box')), 13, "absent at 13"),
 C("Logan privately tells him it's in the red_drawer", 'communication', 'T', ('txt',17,'Logan privately told Benjamin that the cucumber is in the red_drawer'), 17, "line 17"),
 C("Logan stayed in the hallway longer than Benjamin did", 'order', 'T', ('before','Benjamin exited the hallway','Logan exited the hallway'), 10, "6 < 10"),
 C("Benjamin trusts him", 'communication', 'T', ('bel','Benjamin',17,'red_drawer'), 17, "belief updated at 17"),
 C("now believes the red_drawer", 'belief', 'T', ('bel','Benjamin','end','red_drawer'), 'end', "answer restated", ans=True),
]))

R.append(dict(item=5, style='numbered', label='unsound', stated='red_drawer', resp=
"""1. Line 4: the cucumber is in the blue_box; all five are in the hallway.
2. Line 6: Benjamin exits. At that moment the cucumber was in the green_pantry.
3. Lines 7–15: Lucas, Logan, Nathan and William shuffle around; William puts it back in the blue_box at line 13.
4. Line 17: Logan privately tells Benjamin "red_drawer". Logan exited at line 10, after Benjamin, so Benjamin believes him.
5. Line 18 is Lucas → Nathan, not Benjamin.

Answer: E. red_drawer""",
claims=[
 C("the cucumber is in the blue_box", 'location', 'T', ('obj','cucumber',4,'blue_box'), 4, "line 4"),
 C("all five are in the hallway", 'presence', 'T', ('and', ('room','Benjamin',4,'hallway'), ('room','Lucas',4,'hallway'), ('room','Logan',4,'hallway'), ('room','Nathan',4,'hallway'), ('room','William',4,'hallway')), 4, "all present"),
 C("Benjamin exits", 'event', 'T', ('txt',6,'Benjamin exited'), 6, "line 6"),
 C("At that moment the cucumber was in the green_pantry", 'location', 'F', ('obj','cucumber',6,'green_pantry'), 6, "still blue_box at 6; Lucas moves it at 7"),
 C("Lucas, Logan, Nathan and William shuffle around", 'event', 'U', None, None, "vague: only Lucas and William move it"),
 C("William puts it back in the blue_box at line 13", 'event', 'T', ('txt',13,'William moved the cucumber to the blue_box'), 13, "line 13"),
 C("Logan privately tells Benjamin \"red_drawer\"", 'communication', 'T', ('txt',17,'Logan privately told Benjamin that the cucumber is in the red_drawer'), 17, "line 17"),
 C("Logan exited at line 10", 'event', 'T', ('txt',10,'Logan exited'), 10, "line 10"),
 C("after Benjamin", 'order', 'T', ('before','Benjamin exited the hallway','Logan exited the hallway'), 10, "6 < 10"),
 C("Benjamin believes him", 'communication', 'T', ('bel','Benjamin',17,'red_drawer'), 17, "belief updated"),
 C("Line 18 is Lucas → Nathan", 'communication', 'T', ('txt',18,'Lucas privately told Nathan'), 18, "line 18"),
 C("Answer: E. red_drawer", 'belief', 'T', ('bel','Benjamin','end','red_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=5, style='terse', label='wrong', stated='blue_box', resp=
"B. blue_box — that's where it actually is and where Benjamin last saw it.",
claims=[
 C("B. blue_box", 'belief', 'F', ('bel','Benjamin','end','blue_box'), 'end', "Benjamin trusts Logan's tell: red_drawer", ans=True),
 C("that's where it actually is", 'location', 'T', ('obj','cucumber','end','blue_box'), 'end', "real location blue_box"),
 C("where Benjamin last saw it", 'location', 'T', ('obj','cucumber',6,'blue_box'), 6, "blue_box when Benjamin left"),
]))

R.append(dict(item=5, style='thinking', label='sound', stated='red_drawer', resp=
"""<think>
Benjamin: present for line 4 (blue_box), leaves at 6 without moving anything.
Lucas → green_pantry at 7 — Benjamin gone. William → blue_box at 13 — also unseen, but coincidentally back where Benjamin left it.
So before the tells, Benjamin = blue_box.
Line 17: Logan privately tells Benjamin red_drawer. Trust rule: Benjamin trusts someone who exited later than himself. Logan exited at 10 > 6. So he believes it. Benjamin → red_drawer.
Hmm, is Logan lying? The cucumber is actually in the blue_box, so yes, it's false information.
</think>
Benjamin really thinks the cucumber is in the red_drawer (E).""",
claims=[
 C("present for line 4 (blue_box)", 'presence', 'T', ('and', ('saw','Benjamin',4,True), ('obj','cucumber',4,'blue_box')), 4, "line 4"),
 C("leaves at 6 without moving anything", 'event', 'T', ('and', ('txt',5,'Benjamin made no movements'), ('txt',6,'Benjamin exited')), 6, "lines 5-6"),
 C("Lucas → green_pantry at 7", 'event', 'T', ('txt',7,'Lucas moved the cucumber to the green_pantry'), 7, "line 7"),
 C("Benjamin gone", 'presence', 'T', ('room','Benjamin',7,None), 7, "absent at 7"),
 C("William → blue_box at 13", 'event', 'T', ('txt',13,'William moved the cucumber to the blue_box'), 13, "line 13"),
 C("also unseen", 'presence', 'T', ('saw','Benjamin',13,False), 13, "Benjamin not a witness"),
 C("back where Benjamin left it", 'location', 'T', ('and', ('obj','cucumber',13,'blue_box'), ('obj','cucumber',6,'blue_box')), 13, "blue_box again"),
 C("before the tells, Benjamin = blue_box", 'belief', 'T', ('bel','Benjamin',16,'blue_box'), 16, "gold row 16"),
 C("Logan privately tells Benjamin red_drawer", 'communication', 'T', ('txt',17,'Logan privately told Benjamin that the cucumber is in the red_drawer'), 17, "line 17"),
 C("Logan exited at 10 > 6", 'order', 'T', ('before','Benjamin exited the hallway','Logan exited the hallway'), 10, "Logan exits later"),
 C("he believes it", 'communication', 'T', ('bel','Benjamin',17,'red_drawer'), 17, "updated at 17"),
 C("Benjamin → red_drawer", 'belief', 'T', ('bel','Benjamin','end','red_drawer'), 'end', "answer", ans=True),
 C("The cucumber is actually in the blue_box", 'location', 'T', ('obj','cucumber','end','blue_box'), 'end', "real location"),
 C("it's false information", 'location', 'T', ('not',('obj','cucumber',17,'red_drawer')), 17, "not in red_drawer"),
 C("Benjamin really thinks the cucumber is in the red_drawer (E)", 'belief', 'T', ('bel','Benjamin','end','red_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=5, style='narrative', label='unsound', stated='red_drawer', resp=
"""Benjamin comes into the hallway with the others, sees the cucumber in the blue_box, stays a minute and then leaves. He misses Lucas moving it to the green_pantry and William putting it back. In the waiting room Logan quietly tells him it's in the red_drawer. Logan had left the hallway before Benjamin, yet Benjamin goes along with the tip anyway, so he now thinks the cucumber is in the red_drawer.""",
claims=[
 C("Benjamin comes into the hallway with the others", 'event', 'T', ('txt',2,'Benjamin, Lucas, Logan, Nathan and William entered the hallway'), 2, "line 2"),
 C("sees the cucumber in the blue_box", 'presence', 'T', ('and', ('saw','Benjamin',4,True), ('obj','cucumber',4,'blue_box')), 4, "line 4"),
 C("stays a minute", 'event', 'T', ('txt',5,'Benjamin made no movements'), 5, "line 5"),
 C("then leaves", 'event', 'T', ('txt',6,'Benjamin exited'), 6, "line 6"),
 C("He misses Lucas moving it to the green_pantry", 'presence', 'T', ('and', ('saw','Benjamin',7,False), ('txt',7,'Lucas moved the cucumber to the green_pantry')), 7, "absent"),
 C("William putting it back", 'presence', 'T', ('and', ('saw','Benjamin',13,False), ('txt',13,'William moved the cucumber to the blue_box')), 13, "absent"),
 C("Logan quietly tells him it's in the red_drawer", 'communication', 'T', ('txt',17,'Logan privately told Benjamin that the cucumber is in the red_drawer'), 17, "line 17"),
 C("Logan had left the hallway before Benjamin", 'order', 'F', ('before','Logan exited the hallway','Benjamin exited the hallway'), 10, "Logan left at 10, Benjamin at 6"),
 C("Benjamin goes along with the tip", 'communication', 'T', ('bel','Benjamin',17,'red_drawer'), 17, "updated"),
 C("he now thinks the cucumber is in the red_drawer", 'belief', 'T', ('bel','Benjamin','end','red_drawer'), 'end', "answer", ans=True),
]))

# ---------------- item 6: s6810-3-o3 Carter -> Elizabeth -> Ethan, peach, gold blue_drawer
R.append(dict(item=6, style='thinking', label='unsound', stated='blue_drawer', resp=
"""<think>
Carter → Elizabeth → Ethan, peach.
Scene 1 (closet): red_treasure_chest → blue_box (Sophia, 3) → blue_drawer (Elizabeth, 6). Carter, Ethan, Noah all saw the move at 6. Elizabeth leaves 7, Ethan 9, Carter 11. Noah then moves it to red_treasure_chest (12) alone.
Scene 2: Ethan, Elizabeth and Noah go back in; Carter stays in the waiting room. They see red_treasure_chest. Elizabeth moves it to blue_bottle at 19, and Elizabeth thinks Ethan thinks blue_bottle now. Then Noah → blue_drawer.
But Carter knows none of scene 2. From Carter's perspective, the last thing Elizabeth and Ethan saw together is the blue_drawer move at 6.
Noah telling Carter "blue_drawer" at 25 doesn't alter that — Carter already believes blue_drawer.
</think>
D. blue_drawer""",
claims=[
 C("red_treasure_chest → blue_box (Sophia, 3)", 'event', 'T', ('and', ('obj','peach',2,'red_treasure_chest'), ('txt',3,'Sophia moved the peach to the blue_box')), 3, "lines 2-3"),
 C("blue_drawer (Elizabeth, 6)", 'event', 'T', ('txt',6,'Elizabeth moved the peach to the blue_drawer'), 6, "line 6"),
 C("Carter, Ethan, Noah all saw the move at 6", 'presence', 'T', ('and', ('saw','Carter',6,True), ('saw','Ethan',6,True), ('saw','Noah',6,True)), 6, "witnesses"),
 C("Elizabeth leaves 7, Ethan 9, Carter 11", 'event', 'T', ('and', ('txt',7,'Elizabeth exited'), ('txt',9,'Ethan exited'), ('txt',11,'Carter exited')), 11, "exit lines"),
 C("Noah then moves it to red_treasure_chest (12) alone", 'event', 'T', ('and', ('txt',12,'Noah moved the peach to the red_treasure_chest'), ('saw','Carter',12,False), ('saw','Ethan',12,False), ('saw','Elizabeth',12,False)), 12, "line 12"),
 C("Ethan, Elizabeth and Noah go back in", 'event', 'T', ('txt',15,'Ethan, Elizabeth and Noah entered the closet'), 15, "line 15"),
 C("Carter stays in the waiting room", 'presence', 'T', ('room','Carter',15,'waiting_room'), 15, "Carter not in closet"),
 C("They see red_treasure_chest", 'location', 'T', ('and', ('obj','peach',16,'red_treasure_chest'), ('saw','Ethan',16,True), ('saw','Elizabeth',16,True)), 16, "line 16"),
 C("Elizabeth moves it to blue_bottle at 19", 'event', 'T', ('txt',19,'Elizabeth moved the peach to the blue_bottle'), 19, "line 19"),
 C("Elizabeth thinks Ethan thinks blue_bottle now", 'belief', 'F', ('bel','Elizabeth>Ethan',19,'blue_bottle'), 19, "Ethan left at 18; Elizabeth -> Ethan stays red_treasure_chest"),
 C("Then Noah → blue_drawer", 'event', 'T', ('txt',21,'Noah moved the peach to the blue_drawer'), 21, "line 21"),
 C("Carter knows none of scene 2", 'presence', 'T', ('and', ('saw','Carter',16,False), ('saw','Carter',19,False), ('saw','Carter',21,False)), 21, "Carter witnessed none"),
 C("From Carter's perspective, the last thing Elizabeth and Ethan saw together is the blue_drawer move at 6", 'belief', 'T', ('bel','Carter>Elizabeth>Ethan','end','blue_drawer'), 'end', "answer chain", ans=True),
 C("Noah telling Carter \"blue_drawer\" at 25", 'communication', 'T', ('txt',25,'Noah privately told Carter that the peach is in the blue_drawer'), 25, "line 25"),
 C("Carter already believes blue_drawer", 'belief', 'T', ('bel','Carter',24,'blue_drawer'), 24, "before the tell"),
 C("D. blue_drawer", 'belief', 'T', ('bel','Carter>Elizabeth>Ethan','end','blue_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=6, style='narrative', label='sound', stated='blue_drawer', resp=
"""In the closet, Carter watches Elizabeth move the peach into the blue_drawer, and Ethan is right there too. Elizabeth walks out, then Ethan, then Carter. Everything that happens after that — Noah's move back to the red_treasure_chest, the second visit where Elizabeth puts it in the blue_bottle and Noah puts it back in the blue_drawer — happens without Carter. Carter had no reason to suspect any of it. So Carter's picture is frozen: he thinks Elizabeth thinks Ethan thinks the peach is in the blue_drawer.""",
claims=[
 C("Carter watches Elizabeth move the peach into the blue_drawer", 'presence', 'T', ('and', ('saw','Carter',6,True), ('txt',6,'Elizabeth moved the peach to the blue_drawer')), 6, "line 6"),
 C("Ethan is right there too", 'presence', 'T', ('saw','Ethan',6,True), 6, "Ethan witnessed 6"),
 C("Elizabeth walks out, then Ethan, then Carter", 'order', 'T', ('and', ('before','Elizabeth exited the closet','Ethan exited the closet'), ('before','Ethan exited the closet','Carter exited the closet')), 11, "7, 9, 11"),
 C("Noah's move back to the red_treasure_chest", 'event', 'T', ('txt',12,'Noah moved the peach to the red_treasure_chest'), 12, "line 12"),
 C("Elizabeth puts it in the blue_bottle", 'event', 'T', ('txt',19,'Elizabeth moved the peach to the blue_bottle'), 19, "line 19"),
 C("Noah puts it back in the blue_drawer", 'event', 'T', ('txt',21,'Noah moved the peach to the blue_drawer'), 21, "line 21"),
 C("happens without Carter", 'presence', 'T', ('and', ('saw','Carter',12,False), ('saw','Carter',19,False), ('saw','Carter',21,False)), 21, "Carter absent"),
 C("Carter had no reason to suspect any of it", 'belief', 'U', None, None, "about Carter's reasons"),
 C("he thinks Elizabeth thinks Ethan thinks the peach is in the blue_drawer", 'belief', 'T', ('bel','Carter>Elizabeth>Ethan','end','blue_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=6, style='answer_first', label='wrong', stated='red_treasure_chest', resp=
"""B. red_treasure_chest.

Ethan's most recent look at the peach was at the start of the second closet visit, when it was sitting in the red_treasure_chest; he left before Elizabeth moved it to the blue_bottle. Elizabeth was with him at that point, so she knows Ethan believes red_treasure_chest, and Carter should reason the same way.""",
claims=[
 C("B. red_treasure_chest", 'belief', 'F', ('bel','Carter>Elizabeth>Ethan','end','red_treasure_chest'), 'end', "Carter missed the second visit; gold blue_drawer", ans=True),
 C("Ethan's most recent look at the peach was at the start of the second closet visit, when it was sitting in the red_treasure_chest", 'belief', 'T', ('and', ('bel','Ethan','end','red_treasure_chest'), ('obj','peach',16,'red_treasure_chest')), 16, "Ethan's belief red_treasure_chest"),
 C("he left before Elizabeth moved it to the blue_bottle", 'order', 'T', ('before','Ethan exited the closet','Elizabeth moved the peach to the blue_bottle',15), 18, "18 before 19"),
 C("Elizabeth was with him at that point", 'presence', 'T', ('room','Elizabeth',16,'closet'), 16, "both in closet"),
 C("she knows Ethan believes red_treasure_chest", 'belief', 'T', ('bel','Elizabeth>Ethan','end','red_treasure_chest'), 'end', "Elizabeth -> Ethan red_treasure_chest"),
]))

R.append(dict(item=6, style='terse', label='unsound', stated='blue_drawer', resp=
"D. blue_drawer — all three saw it go there at line 6, and Carter was the first of them to leave.",
claims=[
 C("D. blue_drawer", 'belief', 'T', ('bel','Carter>Elizabeth>Ethan','end','blue_drawer'), 'end', "answer", ans=True),
 C("all three saw it go there at line 6", 'presence', 'T', ('and', ('saw','Carter',6,True), ('saw','Elizabeth',6,True), ('saw','Ethan',6,True), ('txt',6,'blue_drawer')), 6, "line 6"),
 C("Carter was the first of them to leave", 'order', 'F', ('and', ('before','Carter exited the closet','Elizabeth exited the closet'), ('before','Carter exited the closet','Ethan exited the closet')), 11, "Carter left last of the three (11)"),
]))

R.append(dict(item=6, style='numbered', label='unsupported', stated='blue_drawer', resp=
"""1. Question: third-order belief, Carter → Elizabeth → Ethan.
2. Carter's chain stays at its last shared observation.
3. Answer: D. blue_drawer""",
claims=[
 C("Answer: D. blue_drawer", 'belief', 'T', ('bel','Carter>Elizabeth>Ethan','end','blue_drawer'), 'end', "answer only", ans=True),
]))

# ---------------- item 7: s6810-13-o3 Oliver -> Emma -> Elizabeth, plum, gold red_suitcase
R.append(dict(item=7, style='numbered', label='sound', stated='red_suitcase', resp=
"""1. The plum starts in the blue_bottle (line 2), seen by all five.
2. Mila leaves at line 4, before anything moves.
3. Line 6: Emma moves it to the red_suitcase with Oliver, Elizabeth and William present.
4. Emma exits at line 7 — so Emma's last view is the red_suitcase, and she knows Elizabeth saw that move too.
5. Line 11: Oliver moves it to the red_bottle in front of Elizabeth only. Emma is gone, so this doesn't enter Emma's model.
6. Oliver knows Emma left at 7.

Answer: D. red_suitcase""",
claims=[
 C("The plum starts in the blue_bottle (line 2)", 'location', 'T', ('obj','plum',2,'blue_bottle'), 2, "line 2"),
 C("seen by all five", 'presence', 'T', ('and', ('saw','Mila',2,True), ('saw','Emma',2,True), ('saw','William',2,True), ('saw','Oliver',2,True), ('saw','Elizabeth',2,True)), 2, "all witnessed"),
 C("Mila leaves at line 4", 'event', 'T', ('txt',4,'Mila exited'), 4, "line 4"),
 C("before anything moves", 'order', 'T', ('before','Mila exited the closet','moved the plum'), 4, "4 before 6"),
 C("Emma moves it to the red_suitcase", 'event', 'T', ('txt',6,'Emma moved the plum to the red_suitcase'), 6, "line 6"),
 C("with Oliver, Elizabeth and William present", 'presence', 'T', ('and', ('saw','Oliver',6,True), ('saw','Elizabeth',6,True), ('saw','William',6,True)), 6, "witnesses"),
 C("Emma exits at line 7", 'event', 'T', ('txt',7,'Emma exited'), 7, "line 7"),
 C("Emma's last view is the red_suitcase", 'belief', 'T', ('bel','Emma','end','red_suitcase'), 'end', "Emma believes red_suitcase"),
 C("she knows Elizabeth saw that move too", 'belief', 'T', ('bel','Emma>Elizabeth','end','red_suitcase'), 'end', "Emma -> Elizabeth red_suitcase"),
 C("Oliver moves it to the red_bottle in front of Elizabeth only", 'event', 'T', ('and', ('txt',11,'Oliver moved the plum to the red_bottle'), ('saw','Elizabeth',11,True), ('saw','William',11,False), ('saw','Emma',11,False), ('saw','Mila',11,False)), 11, "line 11"),
 C("Emma is gone", 'presence', 'T', ('room','Emma',11,None), 11, "absent"),
 C("Oliver knows Emma left at 7", 'presence', 'T', ('saw','Oliver',7,True), 7, "Oliver witnessed line 7"),
 C("Answer: D. red_suitcase", 'belief', 'T', ('bel','Oliver>Emma>Elizabeth','end','red_suitcase'), 'end', "answer", ans=True),
]))

R.append(dict(item=7, style='terse', label='wrong', stated='red_bottle', resp="C. red_bottle",
claims=[
 C("C. red_bottle", 'belief', 'F', ('bel','Oliver>Emma>Elizabeth','end','red_bottle'), 'end', "gold red_suitcase", ans=True),
]))

R.append(dict(item=7, style='answer_first', label='unsound', stated='red_suitcase', resp=
"""D. red_suitcase.

Emma moved the plum into the red_suitcase and left right away (lines 6–7). Oliver saw that, and he also knows Elizabeth was in the room for it. Later Oliver moves the plum to the red_bottle while Elizabeth watches, but Emma has no idea. Oliver believes Elizabeth still thinks it's in the red_suitcase, and, more to the point, he believes Emma thinks Elizabeth thinks that too — Emma never saw anything after the red_suitcase move.""",
claims=[
 C("D. red_suitcase", 'belief', 'T', ('bel','Oliver>Emma>Elizabeth','end','red_suitcase'), 'end', "answer", ans=True),
 C("Emma moved the plum into the red_suitcase and left right away (lines 6–7)", 'event', 'T', ('and', ('txt',6,'Emma moved the plum to the red_suitcase'), ('txt',7,'Emma exited')), 7, "lines 6-7"),
 C("Oliver saw that", 'presence', 'T', ('saw','Oliver',6,True), 6, "Oliver witnessed 6"),
 C("he also knows Elizabeth was in the room for it", 'belief', 'T', ('bel','Oliver>Elizabeth',6,'red_suitcase'), 6, "Oliver -> Elizabeth red_suitcase at 6"),
 C("Later Oliver moves the plum to the red_bottle while Elizabeth watches", 'event', 'T', ('and', ('txt',11,'Oliver moved the plum to the red_bottle'), ('saw','Elizabeth',11,True)), 11, "line 11"),
 C("Emma has no idea", 'belief', 'T', ('bel','Emma',11,'red_suitcase'), 11, "Emma still red_suitcase"),
 C("Oliver believes Elizabeth still thinks it's in the red_suitcase", 'belief', 'F', ('bel','Oliver>Elizabeth','end','red_suitcase'), 'end', "Elizabeth saw Oliver's move; Oliver -> Elizabeth is red_bottle"),
 C("he believes Emma thinks Elizabeth thinks that too", 'belief', 'T', ('bel','Oliver>Emma>Elizabeth','end','red_suitcase'), 'end', "answer chain", ans=True),
 C("Emma never saw anything after the red_suitcase move", 'presence', 'T', ('saw','Emma',11,False), 11, "absent at 11"),
]))

R.append(dict(item=7, style='narrative', label='sound', stated='red_suitcase', resp=
"""Five people start in the closet with the plum in the blue_bottle. Mila leaves early, and then Emma relocates the plum to the red_suitcase while Oliver, William and Elizabeth look on, before stepping out herself. William follows. Oliver then shifts it to the red_bottle, with only Elizabeth still around, and leaves. As far as Oliver can tell, Emma's knowledge ended at the red_suitcase, and Emma would assume Elizabeth also has it in the red_suitcase, since Elizabeth saw the same move. So Oliver thinks Emma thinks Elizabeth thinks the plum is in the red_suitcase.""",
claims=[
 C("Five people start in the closet with the plum in the blue_bottle", 'location', 'T', ('and', ('obj','plum',2,'blue_bottle'), ('room','Mila',2,'closet'), ('room','Elizabeth',2,'closet')), 2, "line 2"),
 C("Mila leaves early", 'event', 'T', ('txt',4,'Mila exited'), 4, "line 4"),
 C("Emma relocates the plum to the red_suitcase", 'event', 'T', ('txt',6,'Emma moved the plum to the red_suitcase'), 6, "line 6"),
 C("while Oliver, William and Elizabeth look on", 'presence', 'T', ('and', ('saw','Oliver',6,True), ('saw','William',6,True), ('saw','Elizabeth',6,True)), 6, "witnesses"),
 C("before stepping out herself", 'order', 'T', ('before','Emma moved the plum','Emma exited'), 7, "6 before 7"),
 C("William follows", 'order', 'T', ('before','Emma exited the closet','William exited the closet'), 9, "7 before 9"),
 C("Oliver then shifts it to the red_bottle", 'event', 'T', ('txt',11,'Oliver moved the plum to the red_bottle'), 11, "line 11"),
 C("with only Elizabeth still around", 'presence', 'T', ('and', ('room','Elizabeth',11,'closet'), ('room','William',11,None), ('room','Emma',11,None), ('room','Mila',11,None)), 11, "only Elizabeth and Oliver"),
 C("and leaves", 'event', 'T', ('txt',12,'Oliver exited'), 12, "line 12"),
 C("Emma's knowledge ended at the red_suitcase", 'belief', 'T', ('bel','Oliver>Emma','end','red_suitcase'), 'end', "Oliver -> Emma red_suitcase"),
 C("Emma would assume Elizabeth also has it in the red_suitcase", 'belief', 'T', ('bel','Emma>Elizabeth','end','red_suitcase'), 'end', "Emma -> Elizabeth red_suitcase"),
 C("Elizabeth saw the same move", 'presence', 'T', ('saw','Elizabeth',6,True), 6, "witnessed 6"),
 C("Oliver thinks Emma thinks Elizabeth thinks the plum is in the red_suitcase", 'belief', 'T', ('bel','Oliver>Emma>Elizabeth','end','red_suitcase'), 'end', "answer", ans=True),
]))

R.append(dict(item=7, style='thinking', label='wrong', stated='red_bottle', resp=
"""<think>
Oliver → Emma → Elizabeth.
Emma moved plum to red_suitcase at 6, left at 7. Oliver moved it to red_bottle at 11 while Elizabeth was there, and Elizabeth stayed the longest.
Emma thinks Elizabeth thinks red_suitcase. Hmm, but the question is what Oliver thinks about that. Oliver knows Elizabeth saw his red_bottle move. Since Oliver knows the truth about Elizabeth's belief, he'd project it: Emma thinks Elizabeth thinks red_bottle... no wait, Emma didn't see it. But Oliver might assume Elizabeth would fill Emma in. There's no telling in this story at all, though. Still, I'll go with Oliver's own knowledge of Elizabeth.
</think>
C. red_bottle""",
claims=[
 C("Emma moved plum to red_suitcase at 6", 'event', 'T', ('txt',6,'Emma moved the plum to the red_suitcase'), 6, "line 6"),
 C("left at 7", 'event', 'T', ('txt',7,'Emma exited'), 7, "line 7"),
 C("Oliver moved it to red_bottle at 11", 'event', 'T', ('txt',11,'Oliver moved the plum to the red_bottle'), 11, "line 11"),
 C("while Elizabeth was there", 'presence', 'T', ('saw','Elizabeth',11,True), 11, "witnessed"),
 C("Elizabeth stayed the longest", 'order', 'T', ('and', ('before','Oliver exited the closet','Elizabeth exited the closet'), ('before','William exited the closet','Elizabeth exited the closet')), 16, "Elizabeth exits last (16)"),
 C("Emma thinks Elizabeth thinks red_suitcase", 'belief', 'T', ('bel','Emma>Elizabeth','end','red_suitcase'), 'end', "Emma -> Elizabeth"),
 C("Oliver knows Elizabeth saw his red_bottle move", 'belief', 'T', ('bel','Oliver>Elizabeth',11,'red_bottle'), 11, "Oliver -> Elizabeth red_bottle"),
 C("Emma didn't see it", 'presence', 'T', ('saw','Emma',11,False), 11, "correction: Emma absent"),
 C("There's no telling in this story at all", 'communication', 'T', ('and', ('not',('any','told')), ('not',('any','claimed'))), 'end', "no communication lines"),
 C("C. red_bottle", 'belief', 'F', ('bel','Oliver>Emma>Elizabeth','end','red_bottle'), 'end', "gold red_suitcase", ans=True),
]))

# ---------------- item 8: s6810-17-o2 Mila -> Mason, carrot, gold blue_drawer
R.append(dict(item=8, style='narrative', label='wrong', stated='green_cupboard', resp=
"""Mila is in the staircase the whole time. She sees Jack, William and then Mason each move the carrot — Mason puts it in the blue_drawer and leaves. After Chloe's move and Mila's own, the carrot ends up back in the green_cupboard. In the waiting room Chloe publicly says it's in the green_cupboard. Mason left before Chloe, so he trusts her, and Mila, who heard the announcement too, would expect Mason to now think it's in the green_cupboard.""",
claims=[
 C("Mila is in the staircase the whole time", 'presence', 'T', ('and', ('room','Mila',2,'staircase'), ('room','Mila',8,'staircase'), ('room','Mila',13,'staircase')), 13, "present lines 1-13"),
 C("She sees Jack, William and then Mason each move the carrot", 'presence', 'T', ('and', ('saw','Mila',4,True), ('saw','Mila',6,True), ('saw','Mila',8,True)), 8, "witnessed 4, 6, 8"),
 C("Mason puts it in the blue_drawer", 'event', 'T', ('txt',8,'Mason moved the carrot to the blue_drawer'), 8, "line 8"),
 C("and leaves", 'event', 'T', ('txt',9,'Mason exited'), 9, "line 9"),
 C("the carrot ends up back in the green_cupboard", 'location', 'T', ('obj','carrot',13,'green_cupboard'), 13, "line 13"),
 C("Chloe publicly says it's in the green_cupboard", 'communication', 'T', ('txt',16,'Chloe publicly claimed that carrot is in the green_cupboard'), 16, "line 16"),
 C("Mason left before Chloe", 'order', 'T', ('before','Mason exited the staircase','Chloe exited the staircase'), 9, "9 < 11"),
 C("he trusts her", 'communication', 'T', ('bel','Mason',16,'green_cupboard'), 16, "Mason adopts green_cupboard"),
 C("Mila, who heard the announcement too", 'presence', 'T', ('saw','Mila',16,True), 16, "Mila witnessed 16"),
 C("would expect Mason to now think it's in the green_cupboard", 'belief', 'F', ('bel','Mila>Mason','end','green_cupboard'), 'end', "gold Mila -> Mason stays blue_drawer", ans=True),
]))

R.append(dict(item=8, style='answer_first', label='sound', stated='blue_drawer', resp=
"""N. blue_drawer

Mila was there when Mason moved the carrot to the blue_drawer (line 8), and she saw him leave right after. Everything that happened later in the staircase — Chloe's move to the blue_container and Mila's own move back to the green_cupboard — Mason missed. So from Mila's point of view, Mason still has it in the blue_drawer.""",
claims=[
 C("N. blue_drawer", 'belief', 'T', ('bel','Mila>Mason','end','blue_drawer'), 'end', "answer", ans=True),
 C("Mila was there when Mason moved the carrot to the blue_drawer (line 8)", 'presence', 'T', ('and', ('saw','Mila',8,True), ('txt',8,'Mason moved the carrot to the blue_drawer')), 8, "line 8"),
 C("she saw him leave right after", 'presence', 'T', ('and', ('saw','Mila',9,True), ('txt',9,'Mason exited')), 9, "line 9"),
 C("Chloe's move to the blue_container", 'event', 'T', ('txt',10,'Chloe moved the carrot to the blue_container'), 10, "line 10"),
 C("Mila's own move back to the green_cupboard", 'event', 'T', ('txt',13,'Mila moved the carrot to the green_cupboard'), 13, "line 13"),
 C("Mason missed", 'presence', 'T', ('and', ('saw','Mason',10,False), ('saw','Mason',13,False)), 13, "absent"),
 C("from Mila's point of view, Mason still has it in the blue_drawer", 'belief', 'T', ('bel','Mila>Mason','end','blue_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=8, style='terse', label='unsupported', stated='blue_drawer', resp="Blue drawer.",
claims=[
 C("Blue drawer", 'belief', 'T', ('bel','Mila>Mason','end','blue_drawer'), 'end', "answer only", ans=True),
]))

R.append(dict(item=8, style='numbered', label='unsound', stated='blue_drawer', resp=
"""1. Line 2: carrot in the green_cupboard.
2. Line 4: Jack → red_cupboard; line 6: William → red_container; line 8: Mason → blue_drawer. Mila sees all of these.
3. Line 9: Mason leaves. Mila watches him go.
4. Lines 10–13: Chloe → blue_container, then Mila → green_cupboard. Mason sees neither.
5. Line 16: Chloe publicly claims green_cupboard; Mason ignores it.
6. Mila's model of Mason rests on the last move they both saw: line 8.

Answer: N. blue_drawer""",
claims=[
 C("carrot in the green_cupboard", 'location', 'T', ('obj','carrot',2,'green_cupboard'), 2, "line 2"),
 C("Jack → red_cupboard", 'event', 'T', ('txt',4,'Jack moved the carrot to the red_cupboard'), 4, "line 4"),
 C("William → red_container", 'event', 'T', ('txt',6,'William moved the carrot to the red_container'), 6, "line 6"),
 C("Mason → blue_drawer", 'event', 'T', ('txt',8,'Mason moved the carrot to the blue_drawer'), 8, "line 8"),
 C("Mila sees all of these", 'presence', 'T', ('and', ('saw','Mila',4,True), ('saw','Mila',6,True), ('saw','Mila',8,True)), 8, "witnessed"),
 C("Mason leaves", 'event', 'T', ('txt',9,'Mason exited'), 9, "line 9"),
 C("Mila watches him go", 'presence', 'T', ('saw','Mila',9,True), 9, "witnessed"),
 C("Chloe → blue_container", 'event', 'T', ('txt',10,'Chloe moved the carrot to the blue_container'), 10, "line 10"),
 C("then Mila → green_cupboard", 'event', 'T', ('txt',13,'Mila moved the carrot to the green_cupboard'), 13, "line 13"),
 C("Mason sees neither", 'presence', 'T', ('and', ('saw','Mason',10,False), ('saw','Mason',13,False)), 13, "absent"),
 C("Chloe publicly claims green_cupboard", 'communication', 'T', ('txt',16,'Chloe publicly claimed that carrot is in the green_cupboard'), 16, "line 16"),
 C("Mason ignores it", 'communication', 'F', ('not',('bel','Mason',16,'green_cupboard')), 16, "Mason left before Chloe, trusts her, now believes green_cupboard"),
 C("the last move they both saw: line 8", 'presence', 'T', ('and', ('saw','Mila',8,True), ('saw','Mason',8,True), ('saw','Mason',10,False), ('saw','Mason',13,False)), 8, "last shared move"),
 C("Answer: N. blue_drawer", 'belief', 'T', ('bel','Mila>Mason','end','blue_drawer'), 'end', "answer", ans=True),
]))

R.append(dict(item=8, style='thinking', label='sound', stated='blue_drawer', resp=
"""<think>
Need Mila's belief about Mason's belief of the carrot.
Mason's view: he saw green_cupboard → red_cupboard → red_container → blue_drawer (his own move, line 8), then left at 9.
Mila was present the entire time, saw him make that move and leave.
After that: Chloe moves it to blue_container (10), Mila to green_cupboard (13) — Mason not present.
Public claim by Chloe at 16: green_cupboard. Mason left before Chloe, so Mason himself switches to green_cupboard. Does that change what Mila thinks Mason thinks? I'll treat Mila's picture of Mason as fixed by what they last saw together, i.e. line 8. Mila thinks Mason thinks blue_drawer.
</think>
Mila thinks Mason thinks the carrot is in the blue_drawer.""",
claims=[
 C("he saw green_cupboard → red_cupboard → red_container → blue_drawer (his own move, line 8)", 'presence', 'T', ('and', ('saw','Mason',2,True), ('saw','Mason',4,True), ('saw','Mason',6,True), ('txt',8,'Mason moved the carrot to the blue_drawer')), 8, "Mason witnessed 2-8"),
 C("then left at 9", 'event', 'T', ('txt',9,'Mason exited'), 9, "line 9"),
 C("Mila was present the entire time", 'presence', 'T', ('and', ('room','Mila',2,'staircase'), ('room','Mila',9,'staircase'), ('room','Mila',13,'staircase')), 13, "lines 1-13"),
 C("saw him make that move and leave", 'presence', 'T', ('and', ('saw','Mila',8,True), ('saw','Mila',9,True)), 9, "witnessed 8-9"),
 C("Chloe moves it to blue_container (10)", 'event', 'T', ('txt',10,'Chloe moved the carrot to the blue_container'), 10, "line 10"),
 C("Mila to green_cupboard (13)", 'event', 'T', ('txt',13,'Mila moved the carrot to the green_cupboard'), 13, "line 13"),
 C("Mason not present", 'presence', 'T', ('and', ('room','Mason',10,None), ('room','Mason',13,None)), 13, "absent"),
 C("Public claim by Chloe at 16: green_cupboard", 'communication', 'T', ('txt',16,'Chloe publicly claimed that carrot is in the green_cupboard'), 16, "line 16"),
 C("Mason left before Chloe", 'order', 'T', ('before','Mason exited the staircase','Chloe exited the staircase'), 9, "9 < 11"),
 C("Mason himself switches to green_cupboard", 'communication', 'T', ('bel','Mason',16,'green_cupboard'), 16, "Mason trusts Chloe"),
 C("Mila thinks Mason thinks blue_drawer", 'belief', 'T', ('bel','Mila>Mason','end','blue_drawer'), 'end', "answer", ans=True),
 C("Mila thinks Mason thinks the carrot is in the blue_drawer", 'belief', 'T', ('bel','Mila>Mason','end','blue_drawer'), 'end', "answer", ans=True),
]))

# ---------------- item 9: tomi reality, watermelon, gold red_bucket
R.append(dict(item=9, style='terse', label='sound', stated='red_bucket', resp=
"red_bucket — Isabella moved it there in the last line.",
claims=[
 C("red_bucket", 'location', 'T', ('obj','watermelon','end','red_bucket'), 'end', "answer", ans=True),
 C("Isabella moved it there in the last line", 'event', 'T', ('txt','end','Isabella moved the watermelon to the red_bucket'), 7, "line 7 is the last"),
]))

R.append(dict(item=9, style='numbered', label='unsound', stated='red_bucket', resp=
"""1. The watermelon starts in the blue_basket (line 4).
2. Nathan enters at line 5.
3. Isabella moves it to the red_bucket at line 7, with Aria and Nathan still in the basement.
4. Nothing happens after that.

So it is really in the red_bucket.""",
claims=[
 C("The watermelon starts in the blue_basket (line 4)", 'location', 'T', ('obj','watermelon',4,'blue_basket'), 4, "line 4"),
 C("Nathan enters at line 5", 'event', 'T', ('txt',5,'Nathan entered the basement'), 5, "line 5"),
 C("Isabella moves it to the red_bucket at line 7", 'event', 'T', ('txt',7,'Isabella moved the watermelon to the red_bucket'), 7, "line 7"),
 C("with Aria and Nathan still in the basement", 'presence', 'F', ('and', ('room','Aria',7,'basement'), ('room','Nathan',7,'basement')), 7, "Aria exited at line 6"),
 C("Nothing happens after that", 'location', 'T', ('obj','watermelon','end','red_bucket'), 'end', "line 7 is last"),
 C("it is really in the red_bucket", 'location', 'T', ('obj','watermelon','end','red_bucket'), 'end', "answer", ans=True),
]))

R.append(dict(item=9, style='thinking', label='wrong', stated=None, resp=
"""<think>
Reality question. Watermelon in blue_basket at line 4. Aria leaves at 6, Isabella moves it at 7 to the red_bucket. Is the question asking where Aria will think it is? It says "really"... but these ToMi stories usually hinge on the person who left. The story ends right at the move, so it's in the red_bucket, but Aria would search the blue_basket.
</think>
Either the blue_basket or the red_bucket, depending on whose perspective you take — from Aria's side, the blue_basket.""",
claims=[
 C("Watermelon in blue_basket at line 4", 'location', 'T', ('obj','watermelon',4,'blue_basket'), 4, "line 4"),
 C("Aria leaves at 6", 'event', 'T', ('txt',6,'Aria exited'), 6, "line 6"),
 C("Isabella moves it at 7 to the red_bucket", 'event', 'T', ('txt',7,'Isabella moved the watermelon to the red_bucket'), 7, "line 7"),
 C("it's in the red_bucket", 'location', 'T', ('obj','watermelon','end','red_bucket'), 'end', "real location"),
 C("Aria would search the blue_basket", 'belief', 'T', ('bel','Aria','end','blue_basket'), 'end', "Aria's belief"),
]))

R.append(dict(item=9, style='answer_first', label='sound', stated='red_bucket', resp=
"""The watermelon is really in the red_bucket. It was first in the blue_basket, but Isabella moved it to the red_bucket after Aria had left the basement; Nathan was the only other person to see that.""",
claims=[
 C("The watermelon is really in the red_bucket", 'location', 'T', ('obj','watermelon','end','red_bucket'), 'end', "answer", ans=True),
 C("It was first in the blue_basket", 'location', 'T', ('obj','watermelon',4,'blue_basket'), 4, "line 4"),
 C("Isabella moved it to the red_bucket", 'event', 'T', ('txt',7,'Isabella moved the watermelon to the red_bucket'), 7, "line 7"),
 C("after Aria had left the basement", 'order', 'T', ('before','Aria exited the basement','Isabella moved the watermelon'), 7, "6 before 7"),
 C("Nathan was the only other person to see that", 'presence', 'T', ('and', ('saw','Nathan',7,True), ('saw','Aria',7,False)), 7, "witnesses Isabella, Nathan"),
]))

R.append(dict(item=9, style='narrative', label='unsupported', stated='red_bucket', resp=
"""This one is only about the physical state at the end of the story, not about what anyone believes. Going by that, the watermelon is really in the red_bucket.""",
claims=[
 C("the watermelon is really in the red_bucket", 'location', 'T', ('obj','watermelon','end','red_bucket'), 'end', "answer only", ans=True),
]))
