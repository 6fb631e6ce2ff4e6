from common import C, R
# Q3 s6824-8-o3: Where does Owen think Aria thinks Olivia thinks the broccoli is? gold green_box
CH = 'Owen -> Aria -> Olivia'

r1 = """**Answer: J. blue_envelope**

Explanation:
- The broccoli starts in the green_box (line 2) and is moved three times: to the blue_container by Abigail (line 5), to the blue_crate by Mason (line 8), and to the blue_envelope by Owen (line 10).
- Olivia stays in the porch until line 13, so she sees every one of these moves.
- Owen knows Olivia saw his move, and since Aria and Olivia end up together in the waiting_room, Owen would expect Aria to assume Olivia knows the latest location.
- So Owen thinks Aria thinks Olivia thinks the broccoli is in the blue_envelope."""
c1 = [
 C("The broccoli starts in the green_box (line 2)", "location", "true", 2, "objects row 2", [('obj',2,'green_box')]),
 C("is moved three times", "event", "true", None, "moves at lines 5, 8, 10", [('txt',5,'moved the broccoli'),('txt',8,'moved the broccoli'),('txt',10,'moved the broccoli')]),
 C("to the blue_container by Abigail (line 5)", "event", "true", 5, "line 5", [('txt',5,'Abigail moved the broccoli to the blue_container')]),
 C("to the blue_crate by Mason (line 8)", "event", "true", 8, "line 8", [('txt',8,'Mason moved the broccoli to the blue_crate')]),
 C("to the blue_envelope by Owen (line 10)", "event", "true", 10, "line 10", [('txt',10,'Owen moved the broccoli to the blue_envelope')]),
 C("Olivia stays in the porch until line 13", "presence", "true", 13, "Olivia exits at 13", [('room','Olivia',12,'porch'),('txt',13,'Olivia exited')]),
 C("she sees every one of these moves", "presence", "true", None, "Olivia in witnessed_by of 5, 8, 10", [('wit','Olivia',5,True),('wit','Olivia',8,True),('wit','Olivia',10,True)]),
 C("Owen knows Olivia saw his move", "belief", "true", 10, "Owen -> Olivia = blue_envelope at row 10", [('bel','Owen -> Olivia',10,'blue_envelope')]),
 C("Aria and Olivia end up together in the waiting_room", "presence", "true", "end", "rooms at end", [('room','Aria','end','waiting_room'),('room','Olivia','end','waiting_room')]),
 C("Owen would expect Aria to assume Olivia knows the latest location", "belief", "false", "end", "Owen -> Aria -> Olivia = green_box, not blue_envelope", [('bel',CH,'end','blue_envelope')]),
 C("So Owen thinks Aria thinks Olivia thinks the broccoli is in the blue_envelope", "belief", "false", "end", "gold chain = green_box", [('bel',CH,'end','blue_envelope')], ans=True),
]

r2 = """**Step 1: Who is in the porch at the start?**
Aria, Abigail, Mason, Owen and Olivia all enter the porch, and the broccoli sits in the green_box.

**Step 2: When does Aria leave?**
Aria stays for a minute and exits at line 4 — before anyone touches the broccoli. So Aria only ever saw it in the green_box.

**Step 3: What happens after Aria leaves?**
1. Abigail moves it to the blue_container (line 5).
2. Mason moves it to the blue_crate (line 8).
3. Owen moves it to the blue_envelope (line 10).
Olivia is present for all of these. Owen then leaves, and he is the last one out of the porch.

**Step 4: Owen's view of Aria's view**
Owen was in the porch when Aria walked out, so he knows she missed all three moves. From Aria's point of view, Olivia would still think the broccoli is in the green_box, since that's the last thing Aria saw them both see.

**Answer:** F. green_box"""
c2 = [
 C("Aria, Abigail, Mason, Owen and Olivia all enter the porch", "event", "true", 1, "line 1", [('txt',1,'Aria, Abigail, Mason, Owen and Olivia entered the porch')]),
 C("the broccoli sits in the green_box", "location", "true", 2, "objects row 2", [('obj',2,'green_box')]),
 C("Aria stays for a minute and exits at line 4", "event", "true", 4, "lines 3-4", [('txt',4,'Aria exited the porch')]),
 C("before anyone touches the broccoli", "order", "true", 4, "first move at line 5", [('obj',4,'green_box')]),
 C("Aria only ever saw it in the green_box", "belief", "true", "end", "Aria = green_box at end", [('bel','Aria','end','green_box')]),
 C("Abigail moves it to the blue_container (line 5)", "event", "true", 5, "line 5", [('txt',5,'Abigail moved the broccoli to the blue_container')]),
 C("Mason moves it to the blue_crate (line 8)", "event", "true", 8, "line 8", [('txt',8,'Mason moved the broccoli to the blue_crate')]),
 C("Owen moves it to the blue_envelope (line 10)", "event", "true", 10, "line 10", [('txt',10,'Owen moved the broccoli to the blue_envelope')]),
 C("Olivia is present for all of these", "presence", "true", None, "Olivia witnessed 5, 8, 10", [('wit','Olivia',5,True),('wit','Olivia',8,True),('wit','Olivia',10,True)]),
 C("he is the last one out of the porch", "order", "false", 11, "PLANTED: Olivia still in porch after Owen's exit, leaves at 13", [('room','Olivia',11,None)]),
 C("Owen was in the porch when Aria walked out", "presence", "true", 4, "Owen witnessed line 4", [('wit','Owen',4,True)]),
 C("he knows she missed all three moves", "belief", "true", "end", "Owen -> Aria = green_box at end", [('bel','Owen -> Aria','end','green_box')]),
 C("From Aria's point of view, Olivia would still think the broccoli is in the green_box", "belief", "true", "end", "Aria -> Olivia and Owen -> Aria -> Olivia = green_box", [('bel','Aria -> Olivia','end','green_box'),('bel',CH,'end','green_box')], ans=True),
]

r3 = """Let me work from the inside out: first what Aria knows, then what Owen thinks about that.

Aria is in the porch only at the very beginning. She sees the broccoli in the green_box, waits a minute, and exits at line 4 — before Abigail, Mason, or Owen moves it. Later, in the closet, only the banana moves, and she never returns to the porch. So as far as Aria knows, the broccoli never left the green_box, and she would assume Olivia thinks the same, since the last time she saw Olivia near the broccoli it was in the green_box.

Now Owen. He was still in the porch when Aria walked out, so he knows Aria missed every move that followed, including his own move to the blue_envelope. Owen has no reason to think anyone told Aria anything — no one says a word about the broccoli.

So Owen thinks Aria thinks Olivia thinks the broccoli is in the green_box. The answer is F. green_box."""
c3 = [
 C("Aria is in the porch only at the very beginning", "presence", "true", 3, "Aria in porch rows 1-3, exits 4", [('room','Aria',3,'porch'),('room','Aria',4,None)]),
 C("She sees the broccoli in the green_box", "belief", "true", 2, "Aria = green_box at row 2", [('bel','Aria',2,'green_box'),('wit','Aria',2,True)]),
 C("waits a minute", "event", "true", 3, "line 3", [('txt',3,'Aria made no movements')]),
 C("exits at line 4", "event", "true", 4, "line 4", [('txt',4,'Aria exited the porch')]),
 C("before Abigail, Mason, or Owen moves it", "order", "true", 4, "moves at 5, 8, 10 after 4", [('obj',4,'green_box')]),
 C("in the closet, only the banana moves", "event", "true", 22, "line 22 banana; broccoli unchanged", [('txt',22,'moved the banana'),('obj',22,'blue_envelope')]),
 C("she never returns to the porch", "presence", "true", None, "Aria never in porch after line 4", [('room','Aria',16,'closet'),('room','Aria','end','waiting_room')]),
 C("as far as Aria knows, the broccoli never left the green_box", "belief", "true", "end", "Aria = green_box", [('bel','Aria','end','green_box')]),
 C("she would assume Olivia thinks the same", "belief", "true", "end", "Aria -> Olivia = green_box", [('bel','Aria -> Olivia','end','green_box')]),
 C("He was still in the porch when Aria walked out", "presence", "true", 4, "Owen in porch row 4", [('room','Owen',4,'porch'),('wit','Owen',4,True)]),
 C("he knows Aria missed every move that followed", "belief", "true", "end", "Owen -> Aria = green_box", [('bel','Owen -> Aria','end','green_box')]),
 C("including his own move to the blue_envelope", "event", "true", 10, "line 10", [('txt',10,'Owen moved the broccoli to the blue_envelope')]),
 C("no one says a word about the broccoli", "communication", "true", None, "no tell/claim lines in story"),
 C("So Owen thinks Aria thinks Olivia thinks the broccoli is in the green_box", "belief", "true", "end", "gold chain", [('bel',CH,'end','green_box')], ans=True),
]

r4 = """F"""
c4 = []

r5 = """<think>
Need Owen -> Aria -> Olivia for the broccoli.

Start: everyone in the porch, broccoli in green_box. Aria exits at line 4. Then Abigail moves it to blue_container, Mason to blue_crate, Owen to blue_envelope. Olivia leaves last.

Aria's knowledge: she left before any move, so Aria thinks green_box, and Aria thinks Olivia thinks green_box too.

But wait — does Owen know Aria left? Owen was still in the porch at line 4, yes. So Owen knows Aria's info stops at green_box.

Hmm, what about the closet part, lines 16-24? Only Aria, Abigail and Mason go in, and that's about the banana. Owen and Olivia stay in the waiting_room. Nothing about the broccoli there. And no claims or private tells at all in this story.

So Owen thinks Aria thinks Olivia thinks green_box.
</think>

**F. green_box** — Aria left the porch before any of the moves, and Owen saw her go, so in Owen's model of Aria the broccoli (and Olivia's belief about it) never left the green_box."""
c5 = [
 C("everyone in the porch", "presence", "true", 2, "rooms row 2", [('room','Aria',2,'porch'),('room','Owen',2,'porch'),('room','Olivia',2,'porch'),('room','Mason',2,'porch'),('room','Abigail',2,'porch')]),
 C("broccoli in green_box", "location", "true", 2, "objects row 2", [('obj',2,'green_box')]),
 C("Aria exits at line 4", "event", "true", 4, "line 4", [('txt',4,'Aria exited')]),
 C("Abigail moves it to blue_container", "event", "true", 5, "line 5", [('txt',5,'Abigail moved the broccoli to the blue_container')]),
 C("Mason to blue_crate", "event", "true", 8, "line 8", [('txt',8,'Mason moved the broccoli to the blue_crate')]),
 C("Owen to blue_envelope", "event", "true", 10, "line 10", [('txt',10,'Owen moved the broccoli to the blue_envelope')]),
 C("Olivia leaves last", "order", "true", 13, "Olivia alone in porch 12, exits 13", [('room','Owen',12,None),('txt',13,'Olivia exited the porch')]),
 C("she left before any move", "order", "true", 4, "exit 4 before move 5", [('obj',4,'green_box'),('room','Aria',5,None)]),
 C("Aria thinks green_box", "belief", "true", "end", "Aria = green_box", [('bel','Aria','end','green_box')]),
 C("Aria thinks Olivia thinks green_box too", "belief", "true", "end", "Aria -> Olivia = green_box", [('bel','Aria -> Olivia','end','green_box')]),
 C("Owen was still in the porch at line 4", "presence", "true", 4, "rooms row 4", [('room','Owen',4,'porch')]),
 C("Owen knows Aria's info stops at green_box", "belief", "true", "end", "Owen -> Aria = green_box", [('bel','Owen -> Aria','end','green_box')]),
 C("Only Aria, Abigail and Mason go in", "presence", "true", 16, "rooms row 16", [('room','Aria',16,'closet'),('room','Abigail',16,'closet'),('room','Mason',16,'closet'),('room','Owen',16,'waiting_room'),('room','Olivia',16,'waiting_room')]),
 C("Owen and Olivia stay in the waiting_room", "presence", "true", 24, "rooms rows 16-24", [('room','Owen',24,'waiting_room'),('room','Olivia',24,'waiting_room')]),
 C("Nothing about the broccoli there", "event", "true", 24, "broccoli unchanged in closet part", [('obj',24,'blue_envelope')]),
 C("no claims or private tells at all in this story", "communication", "true", None, "no tell/claim lines"),
 C("So Owen thinks Aria thinks Olivia thinks green_box", "belief", "true", "end", "gold chain", [('bel',CH,'end','green_box')], ans=True),
 C("Aria left the porch before any of the moves", "order", "true", 4, "exit 4 < move 5", [('obj',4,'green_box')]),
 C("Owen saw her go", "presence", "true", 4, "Owen witnessed line 4", [('wit','Owen',4,True)]),
 C("in Owen's model of Aria the broccoli (and Olivia's belief about it) never left the green_box", "belief", "true", "end", "Owen -> Aria and chain = green_box", [('bel','Owen -> Aria','end','green_box'),('bel',CH,'end','green_box')], ans=True),
]

RECORDS = [
 R("answer_first", "wrong", "blue_envelope", r1, c1),
 R("numbered", "unsound", "green_box", r2, c2),
 R("narrative", "sound", "green_box", r3, c3),
 R("terse", "unsupported", "green_box", r4, c4),
 R("thinking", "sound", "green_box", r5, c5),
]
