from common import C, R
# Q11 s6824-3-o3: Where does Hannah think Olivia thinks Charlotte thinks the lime is? gold green_treasure_chest
CH = 'Hannah -> Olivia -> Charlotte'
G = 'green_treasure_chest'

r1 = """**Answer: D. green_treasure_chest**

Explanation:
- Hannah moves the lime from the red_pantry to the green_treasure_chest (line 3) in front of everyone, then leaves the crawlspace (line 4).
- Because Hannah is gone before Olivia's move to the red_box (line 5), Hannah's picture of what Olivia thinks Charlotte believes is fixed at the green_treasure_chest from the first round.
- Hannah never goes back into the crawlspace for the second round (lines 14–22), so nothing she sees updates that nested belief.
- At line 24 Olivia publicly claims the lime is in the red_box. Hannah doesn't trust this claim, since she left before Olivia. Either way, the claim says nothing about what Charlotte believes in Olivia's eyes, as far as Hannah can tell.

So Hannah thinks Olivia thinks Charlotte thinks the lime is in the green_treasure_chest."""
c1 = [
 C("Hannah moves the lime from the red_pantry to the green_treasure_chest (line 3)", "event", "true", 3, "lines 2-3", [('obj',2,'red_pantry'),('txt',3,'Hannah moved the lime to the green_treasure_chest')]),
 C("in front of everyone", "presence", "true", 3, "witnessed_by 3", [('wit','Olivia',3,True),('wit','Charlotte',3,True),('wit','Chloe',3,True),('wit','Isla',3,True)]),
 C("then leaves the crawlspace (line 4)", "event", "true", 4, "line 4", [('txt',4,'Hannah exited the crawlspace')]),
 C("Hannah is gone before Olivia's move to the red_box (line 5)", "order", "true", 5, "exit 4 < move 5", [('room','Hannah',5,None),('txt',5,'Olivia moved the lime to the red_box')]),
 C("Hannah's picture of what Olivia thinks Charlotte believes is fixed at the green_treasure_chest from the first round", "belief", "true", "end", "gold chain", [('bel',CH,'end',G),('bel',CH,4,G)], ans=True),
 C("Hannah never goes back into the crawlspace for the second round (lines 14–22)", "presence", "true", 22, "Hannah in waiting_room 14-22", [('room','Hannah',14,'waiting_room'),('room','Hannah',18,'waiting_room'),('room','Hannah',22,'waiting_room')]),
 C("nothing she sees updates that nested belief", "belief", "true", 23, "chain still green_treasure_chest at 23", [('bel',CH,23,G)]),
 C("At line 24 Olivia publicly claims the lime is in the red_box", "communication", "true", 24, "line 24", [('txt',24,'Olivia publicly claimed that lime is in the red_box')]),
 C("Hannah doesn't trust this claim", "communication", "false", 24, "PLANTED: Hannah exited earlier, so she trusts Olivia; Hannah = red_box at 24", [('bel','Hannah',24,G)]),
 C("she left before Olivia", "order", "true", 4, "Hannah exit 4, Olivia exits 6 and 22", [('room','Olivia',4,'crawlspace'),('room','Hannah',4,None)]),
 C("the claim says nothing about what Charlotte believes in Olivia's eyes, as far as Hannah can tell", "communication", "true", 24, "chain unchanged at 24", [('bel',CH,24,G)]),
 C("So Hannah thinks Olivia thinks Charlotte thinks the lime is in the green_treasure_chest", "belief", "true", "end", "gold chain", [('bel',CH,'end',G)], ans=True),
]

r2 = """Let's think step by step.

1. At the start, Hannah, Olivia, Charlotte, Chloe and Isla are all in the crawlspace and see the lime in the red_pantry.
2. Hannah moves the lime to the green_treasure_chest. All five see it, so every nested belief at this point is the green_treasure_chest.
3. Hannah exits. From here on, Hannah only knows what she herself saw or is told.
4. Olivia moves the lime to the red_box, Charlotte and others see it — but Hannah doesn't.
5. The second visit to the crawlspace (Isla, Charlotte and Olivia) happens without Hannah.
6. Olivia's public claim at line 24 (red_box) is heard by Hannah, and Hannah trusts Olivia because Olivia left the crawlspace later. This changes what Hannah thinks and what Hannah thinks Olivia thinks, but it says nothing about Charlotte, so Hannah → Olivia → Charlotte is unaffected.
7. Isla's private message to Olivia (line 25) isn't heard by Hannah.

So Hannah thinks Olivia thinks Charlotte thinks the lime is in the green_treasure_chest.

\\boxed{green_treasure_chest}"""
c2 = [
 C("Hannah, Olivia, Charlotte, Chloe and Isla are all in the crawlspace and see the lime in the red_pantry", "presence", "true", 2, "witnessed_by 2 all five", [('wit','Hannah',2,True),('wit','Olivia',2,True),('wit','Charlotte',2,True),('wit','Chloe',2,True),('wit','Isla',2,True),('obj',2,'red_pantry')]),
 C("Hannah moves the lime to the green_treasure_chest", "event", "true", 3, "line 3", [('txt',3,'Hannah moved the lime to the green_treasure_chest')]),
 C("All five see it", "presence", "true", 3, "witnessed_by 3", [('wit','Hannah',3,True),('wit','Olivia',3,True),('wit','Charlotte',3,True),('wit','Chloe',3,True),('wit','Isla',3,True)]),
 C("every nested belief at this point is the green_treasure_chest", "belief", "true", 3, "all chains green_treasure_chest at row 3", [('allbel',3,G)]),
 C("Hannah exits", "event", "true", 4, "line 4", [('txt',4,'Hannah exited')]),
 C("Olivia moves the lime to the red_box", "event", "true", 5, "line 5", [('txt',5,'Olivia moved the lime to the red_box')]),
 C("Charlotte and others see it", "presence", "true", 5, "witnessed_by 5", [('wit','Charlotte',5,True),('wit','Chloe',5,True),('wit','Isla',5,True)]),
 C("but Hannah doesn't", "presence", "true", 5, "Hannah not in witnessed_by 5", [('wit','Hannah',5,False)]),
 C("The second visit to the crawlspace (Isla, Charlotte and Olivia) happens without Hannah", "presence", "true", 14, "line 14; Hannah in waiting_room", [('txt',14,'Isla, Charlotte and Olivia entered the crawlspace'),('room','Hannah',14,'waiting_room')]),
 C("Olivia's public claim at line 24 (red_box) is heard by Hannah", "presence", "true", 24, "Hannah witnessed 24", [('wit','Hannah',24,True),('txt',24,'Olivia publicly claimed that lime is in the red_box')]),
 C("Hannah trusts Olivia", "communication", "true", 24, "Hannah = red_box at 24", [('bel','Hannah',24,'red_box')]),
 C("Olivia left the crawlspace later", "order", "true", 22, "Olivia exits 6/22 after Hannah 4", [('room','Olivia',4,'crawlspace'),('txt',22,'Olivia exited')]),
 C("This changes what Hannah thinks and what Hannah thinks Olivia thinks", "communication", "true", 24, "Hannah and Hannah -> Olivia become red_box at 24",
   [('bel','Hannah',23,G),('bel','Hannah',24,'red_box'),('bel','Hannah -> Olivia',23,G),('bel','Hannah -> Olivia',24,'red_box')]),
 C("it says nothing about Charlotte, so Hannah → Olivia → Charlotte is unaffected", "communication", "true", 24, "chain unchanged at 24", [('bel',CH,24,G)]),
 C("Isla's private message to Olivia (line 25) isn't heard by Hannah", "presence", "true", 25, "Hannah not in witnessed_by 25", [('wit','Hannah',25,False)]),
 C("So Hannah thinks Olivia thinks Charlotte thinks the lime is in the green_treasure_chest", "belief", "true", "end", "gold chain", [('bel',CH,'end',G)], ans=True),
]

r3 = """Let me trace where Hannah was relative to Olivia and Charlotte.

Everyone starts in the crawlspace, where the lime is in the red_pantry. Hannah moves it into the green_treasure_chest while all four others are watching, and then she leaves. So at the moment Hannah walks out, she knows that Olivia saw the move, and that Olivia knows Charlotte saw it too.

After that, Hannah is out of the loop for the rest of the physical action. She doesn't see Olivia move the lime to the red_box, Chloe move it to the red_bottle, or anything from the second trip into the crawlspace, where Charlotte ends up moving it to the blue_container.

Then comes the tricky part. Olivia publicly claims the lime is in the red_box. Hannah left before Olivia, so she trusts her — Hannah now thinks the lime is in the red_box, and that Olivia thinks so too. But the announcement is about Olivia's own belief; it doesn't tell Hannah anything about what Olivia thinks Charlotte believes.

So Hannah still thinks Olivia thinks Charlotte thinks the lime is in the green_treasure_chest. The answer is D. green_treasure_chest."""
c3 = [
 C("Everyone starts in the crawlspace", "presence", "true", 1, "rooms row 1", [('room','Hannah',1,'crawlspace'),('room','Olivia',1,'crawlspace'),('room','Charlotte',1,'crawlspace'),('room','Chloe',1,'crawlspace'),('room','Isla',1,'crawlspace')]),
 C("where the lime is in the red_pantry", "location", "true", 2, "objects row 2", [('obj',2,'red_pantry')]),
 C("Hannah moves it into the green_treasure_chest while all four others are watching", "event", "true", 3, "line 3", [('txt',3,'Hannah moved the lime to the green_treasure_chest'),('wit','Olivia',3,True),('wit','Charlotte',3,True),('wit','Chloe',3,True),('wit','Isla',3,True)]),
 C("then she leaves", "event", "true", 4, "line 4", [('txt',4,'Hannah exited')]),
 C("she knows that Olivia saw the move", "belief", "true", 4, "Hannah -> Olivia = green_treasure_chest at 4", [('bel','Hannah -> Olivia',4,G)]),
 C("that Olivia knows Charlotte saw it too", "belief", "true", 4, "Hannah -> Olivia -> Charlotte = green_treasure_chest at 4", [('bel',CH,4,G)]),
 C("She doesn't see Olivia move the lime to the red_box", "presence", "true", 5, "Hannah not in witnessed_by 5", [('wit','Hannah',5,False),('txt',5,'Olivia moved the lime to the red_box')]),
 C("Chloe move it to the red_bottle", "presence", "true", 9, "Hannah not in witnessed_by 9", [('wit','Hannah',9,False),('txt',9,'Chloe moved the lime to the red_bottle')]),
 C("anything from the second trip into the crawlspace", "presence", "true", 22, "Hannah in waiting_room 14-22", [('wit','Hannah',15,False),('wit','Hannah',18,False)]),
 C("Charlotte ends up moving it to the blue_container", "event", "true", 18, "line 18", [('txt',18,'Charlotte moved the lime to the blue_container')]),
 C("Olivia publicly claims the lime is in the red_box", "communication", "true", 24, "line 24", [('txt',24,'Olivia publicly claimed that lime is in the red_box')]),
 C("Hannah left before Olivia", "order", "true", 4, "Hannah exit 4 before Olivia's exits", [('room','Hannah',4,None),('room','Olivia',4,'crawlspace')]),
 C("she trusts her", "communication", "true", 24, "Hannah = red_box at 24", [('bel','Hannah',24,'red_box')]),
 C("Hannah now thinks the lime is in the red_box", "belief", "true", 24, "Hannah = red_box", [('bel','Hannah',24,'red_box')]),
 C("that Olivia thinks so too", "belief", "true", 24, "Hannah -> Olivia = red_box at 24", [('bel','Hannah -> Olivia',24,'red_box')]),
 C("it doesn't tell Hannah anything about what Olivia thinks Charlotte believes", "communication", "true", 24, "chain unchanged at 24", [('bel',CH,23,G),('bel',CH,24,G)]),
 C("So Hannah still thinks Olivia thinks Charlotte thinks the lime is in the green_treasure_chest", "belief", "true", "end", "gold chain", [('bel',CH,'end',G)], ans=True),
]

r4 = """A. red_box — Olivia announced it."""
c4 = [
 C("Olivia announced it", "communication", "true", 24, "line 24 public claim red_box", [('txt',24,'Olivia publicly claimed that lime is in the red_box')]),
]

r5 = """<think>
Hannah → Olivia → Charlotte.

First round in the crawlspace: lime red_pantry (2), Hannah → green_treasure_chest (3), Hannah exits (4). Olivia → red_box (5), Olivia exits (6). Then Charlotte exits (8), Chloe → red_bottle (9), Chloe exits (10), Isla exits (12).

Hannah left at 4, so everything Hannah knows about Olivia and Charlotte comes from line 3: Olivia and Charlotte both saw the green_treasure_chest move and both were still there. So Hannah → Olivia → Charlotte = green_treasure_chest based on observation.

Now the communication. Line 24: Olivia publicly claims red_box. Hannah exited at 4, Olivia's last exit was 20 — Olivia left later, so Hannah trusts her. Hannah → Olivia becomes red_box. Does Hannah → Olivia → Charlotte change? Hmm. Olivia's claim is about where the lime is, not about Charlotte. I don't think Hannah's 3rd-order belief changes.

Line 25: Isla privately tells Olivia — Hannah's not part of it.

So green_treasure_chest.
</think>

**D. green_treasure_chest**

Hannah left right after her own move to the green_treasure_chest, and Olivia's later public claim doesn't change what Hannah thinks Olivia thinks Charlotte believes."""
c5 = [
 C("lime red_pantry (2)", "location", "true", 2, "objects row 2", [('obj',2,'red_pantry')]),
 C("Hannah → green_treasure_chest (3)", "event", "true", 3, "line 3", [('txt',3,'Hannah moved the lime to the green_treasure_chest')]),
 C("Hannah exits (4)", "event", "true", 4, "line 4", [('txt',4,'Hannah exited')]),
 C("Olivia → red_box (5)", "event", "true", 5, "line 5", [('txt',5,'Olivia moved the lime to the red_box')]),
 C("Olivia exits (6)", "event", "true", 6, "line 6", [('txt',6,'Olivia exited')]),
 C("Charlotte exits (8)", "event", "true", 8, "line 8", [('txt',8,'Charlotte exited')]),
 C("Chloe → red_bottle (9)", "event", "true", 9, "line 9", [('txt',9,'Chloe moved the lime to the red_bottle')]),
 C("Chloe exits (10)", "event", "true", 10, "line 10", [('txt',10,'Chloe exited')]),
 C("Isla exits (12)", "event", "true", 12, "line 12", [('txt',12,'Isla exited')]),
 C("Olivia and Charlotte both saw the green_treasure_chest move", "presence", "true", 3, "witnessed_by 3", [('wit','Olivia',3,True),('wit','Charlotte',3,True)]),
 C("both were still there", "presence", "true", 4, "Olivia, Charlotte in crawlspace at 4", [('room','Olivia',4,'crawlspace'),('room','Charlotte',4,'crawlspace')]),
 C("So Hannah → Olivia → Charlotte = green_treasure_chest based on observation", "belief", "true", 23, "chain green_treasure_chest before the claim", [('bel',CH,23,G)]),
 C("Line 24: Olivia publicly claims red_box", "communication", "true", 24, "line 24", [('txt',24,'Olivia publicly claimed that lime is in the red_box')]),
 C("Hannah exited at 4", "event", "true", 4, "line 4", [('txt',4,'Hannah exited')]),
 C("Olivia's last exit was 20", "event", "false", 20, "PLANTED: line 20 is Charlotte's exit; Olivia's last exit is line 22", [('txt',20,'Olivia exited')]),
 C("Olivia left later", "order", "true", 22, "Olivia exits after Hannah", [('room','Olivia',4,'crawlspace'),('room','Hannah',4,None)]),
 C("Hannah trusts her", "communication", "true", 24, "Hannah = red_box at 24", [('bel','Hannah',24,'red_box')]),
 C("Hannah → Olivia becomes red_box", "belief", "true", 24, "Hannah -> Olivia = red_box at 24", [('bel','Hannah -> Olivia',23,G),('bel','Hannah -> Olivia',24,'red_box')]),
 C("Line 25: Isla privately tells Olivia", "communication", "true", 25, "line 25", [('txt',25,'Isla privately told Olivia')]),
 C("Hannah's not part of it", "presence", "true", 25, "Hannah not in witnessed_by 25", [('wit','Hannah',25,False)]),
 C("Hannah left right after her own move to the green_treasure_chest", "event", "true", 4, "lines 3-4", [('txt',4,'Hannah exited')]),
 C("Olivia's later public claim doesn't change what Hannah thinks Olivia thinks Charlotte believes", "communication", "true", 24, "chain unchanged at 24", [('bel',CH,24,G)]),
]

RECORDS = [
 R("answer_first", "unsound", G, r1, c1),
 R("numbered", "sound", G, r2, c2),
 R("narrative", "sound", G, r3, c3),
 R("terse", "wrong", "red_box", r4, c4),
 R("thinking", "unsound", G, r5, c5),
]
