from common import C, R
# Q9 s6824-17-o2: Where does Abigail think Ava thinks the asparagus is? gold blue_drawer
CH = 'Abigail -> Ava'

r1 = """J. blue_drawer

- Abigail moves the asparagus from the green_suitcase to the blue_drawer (line 3) while Ava and the others are watching.
- Abigail leaves the crawlspace right after (line 4), so she misses Mason's, Nathan's and Ava's later moves.
- Chloe's private tip (line 16) changes Abigail's own belief to the red_box, since Chloe left the crawlspace after Abigail — but it says nothing about what Ava thinks.
- So Abigail still thinks Ava thinks the asparagus is in the blue_drawer."""
c1 = [
 C("Abigail moves the asparagus from the green_suitcase to the blue_drawer (line 3)", "event", "true", 3, "lines 2-3", [('obj',2,'green_suitcase'),('txt',3,'Abigail moved the asparagus to the blue_drawer')]),
 C("while Ava and the others are watching", "presence", "true", 3, "witnessed_by 3", [('wit','Ava',3,True),('wit','Mason',3,True),('wit','Chloe',3,True),('wit','Nathan',3,True)]),
 C("Abigail leaves the crawlspace right after (line 4)", "event", "true", 4, "line 4", [('txt',4,'Abigail exited the crawlspace')]),
 C("she misses Mason's, Nathan's and Ava's later moves", "presence", "true", None, "Abigail not in witnessed_by 5, 9, 12", [('wit','Abigail',5,False),('wit','Abigail',9,False),('wit','Abigail',12,False)]),
 C("Chloe's private tip (line 16) changes Abigail's own belief to the red_box", "communication", "true", 16, "Abigail blue_drawer -> red_box at 16", [('bel','Abigail',15,'blue_drawer'),('bel','Abigail',16,'red_box')]),
 C("Chloe left the crawlspace after Abigail", "order", "true", 8, "Chloe exit 8 > Abigail 4", [('room','Chloe',4,'crawlspace'),('room','Abigail',4,None)]),
 C("it says nothing about what Ava thinks", "communication", "true", 16, "Abigail -> Ava unchanged at 16", [('bel',CH,16,'blue_drawer')]),
 C("So Abigail still thinks Ava thinks the asparagus is in the blue_drawer", "belief", "true", "end", "gold chain", [('bel',CH,'end','blue_drawer')], ans=True),
]

r2 = """1. **Initial state:** The asparagus is in the green_suitcase; all five are in the crawlspace.
2. **Abigail's move:** Abigail moves it to the blue_drawer. Ava sees this.
3. **Abigail leaves:** She exits immediately afterward (line 4), so her knowledge ends here.
4. **Later moves (Abigail absent):** Mason → blue_treasure_chest, Nathan → green_container, Ava → green_suitcase.
5. **Communication:** Chloe privately tells Abigail the asparagus is in the red_box. Abigail doesn't trust Chloe, so her own belief stays at the blue_drawer. Either way, the tip is about the asparagus's location, not about Ava.
6. **Abigail's model of Ava:** The last time Abigail saw Ava, Ava had just watched the move to the blue_drawer.

**Answer:** J. blue_drawer"""
c2 = [
 C("The asparagus is in the green_suitcase", "location", "true", 2, "objects row 2", [('obj',2,'green_suitcase')]),
 C("all five are in the crawlspace", "presence", "true", 2, "rooms row 2", [('room','Abigail',2,'crawlspace'),('room','Mason',2,'crawlspace'),('room','Chloe',2,'crawlspace'),('room','Nathan',2,'crawlspace'),('room','Ava',2,'crawlspace')]),
 C("Abigail moves it to the blue_drawer", "event", "true", 3, "line 3", [('txt',3,'Abigail moved the asparagus to the blue_drawer')]),
 C("Ava sees this", "presence", "true", 3, "Ava witnessed 3", [('wit','Ava',3,True)]),
 C("She exits immediately afterward (line 4)", "event", "true", 4, "line 4", [('txt',4,'Abigail exited')]),
 C("Abigail absent", "presence", "true", None, "Abigail not in room at 5, 9, 12", [('room','Abigail',5,None),('room','Abigail',9,None),('room','Abigail',12,None)]),
 C("Mason → blue_treasure_chest", "event", "true", 5, "line 5", [('txt',5,'Mason moved the asparagus to the blue_treasure_chest')]),
 C("Nathan → green_container", "event", "true", 9, "line 9", [('txt',9,'Nathan moved the asparagus to the green_container')]),
 C("Ava → green_suitcase", "event", "true", 12, "line 12", [('txt',12,'Ava moved the asparagus to the green_suitcase')]),
 C("Chloe privately tells Abigail the asparagus is in the red_box", "communication", "true", 16, "line 16", [('txt',16,'Chloe privately told Abigail that the asparagus is in the red_box')]),
 C("Abigail doesn't trust Chloe, so her own belief stays at the blue_drawer", "communication", "false", 16, "PLANTED: Chloe exited later, Abigail trusts her; Abigail = red_box at 16", [('bel','Abigail',16,'blue_drawer')]),
 C("The last time Abigail saw Ava, Ava had just watched the move to the blue_drawer", "presence", "true", 4, "Ava witnessed 3; Abigail exits 4", [('wit','Ava',3,True),('txt',4,'Abigail exited')]),
]

r3 = """Let me trace where Ava's knowledge ends up, since the question is ultimately about her.

Ava is in the crawlspace for the entire sequence of moves. She watches Abigail put the asparagus in the blue_drawer, then Mason move it to the blue_treasure_chest, and then Nathan move it to the green_container. Finally, once she's the only one left, Ava herself moves it back to the green_suitcase before leaving.

Abigail knows Ava was the last person in the crawlspace, so she'd reasonably expect Ava to know the final location. The later private messages — Chloe to Abigail about the red_box, Mason to Nathan about the green_container — don't involve Ava.

So Abigail thinks Ava thinks the asparagus is in the green_suitcase. The answer is F. green_suitcase."""
c3 = [
 C("Ava is in the crawlspace for the entire sequence of moves", "presence", "true", None, "Ava witnessed 3, 5, 9, 12", [('wit','Ava',3,True),('wit','Ava',5,True),('wit','Ava',9,True),('room','Ava',12,'crawlspace')]),
 C("She watches Abigail put the asparagus in the blue_drawer", "presence", "true", 3, "Ava witnessed 3", [('wit','Ava',3,True)]),
 C("then Mason move it to the blue_treasure_chest", "event", "true", 5, "line 5", [('txt',5,'Mason moved the asparagus to the blue_treasure_chest')]),
 C("then Nathan move it to the green_container", "event", "true", 9, "line 9", [('txt',9,'Nathan moved the asparagus to the green_container')]),
 C("once she's the only one left, Ava herself moves it back to the green_suitcase", "event", "true", 12, "line 12; others gone", [('txt',12,'Ava moved the asparagus to the green_suitcase'),('room','Nathan',12,None)]),
 C("before leaving", "order", "true", 13, "Ava exits 13", [('txt',13,'Ava exited')]),
 C("Abigail knows Ava was the last person in the crawlspace", "belief", "uncheckable", None, "golds track only object-location beliefs, not knowledge of exit order"),
 C("she'd reasonably expect Ava to know the final location", "belief", "false", "end", "Abigail -> Ava = blue_drawer, not green_suitcase", [('bel',CH,'end','green_suitcase')]),
 C("Chloe to Abigail about the red_box", "communication", "true", 16, "line 16", [('txt',16,'Chloe privately told Abigail that the asparagus is in the red_box')]),
 C("Mason to Nathan about the green_container", "communication", "true", 17, "line 17", [('txt',17,'Mason privately told Nathan that the asparagus is in the green_container')]),
 C("don't involve Ava", "presence", "true", 17, "Ava not in witnessed_by 16, 17", [('wit','Ava',16,False),('wit','Ava',17,False)]),
 C("So Abigail thinks Ava thinks the asparagus is in the green_suitcase", "belief", "false", "end", "gold chain blue_drawer", [('bel',CH,'end','green_suitcase')], ans=True),
]

r4 = """blue_drawer — Abigail left right after putting it there, so she never saw Ava see anything else."""
c4 = [
 C("Abigail left right after putting it there", "event", "true", 4, "lines 3-4", [('txt',3,'Abigail moved the asparagus to the blue_drawer'),('txt',4,'Abigail exited')]),
 C("she never saw Ava see anything else", "presence", "true", None, "Abigail absent for moves 5, 9, 12", [('wit','Abigail',5,False),('wit','Abigail',9,False),('wit','Abigail',12,False)]),
]

r5 = """<think>
Abigail thinks Ava thinks — second order.

Abigail moved asparagus to blue_drawer at line 3, exited line 4. Ava was there at line 3. After that Abigail sees none of the moves.

Chloe privately told Abigail it's in red_box at line 16. Chloe exited at line 8, after Abigail, so Abigail trusts her. Hmm, so after the tip Abigail now believes it's in the green_container... no wait, the tip said red_box. Abigail believes red_box. But that's Abigail's first-order belief. Does it change Abigail's belief about Ava? No — a private tell only changes the listener's own belief.

Mason told Nathan at line 17; irrelevant to Abigail. Nathan also left after Mason, so Nathan wouldn't trust it anyway — and Mason left at line 5.

So Abigail -> Ava = blue_drawer.
</think>

J. blue_drawer"""
c5 = [
 C("Abigail moved asparagus to blue_drawer at line 3", "event", "true", 3, "line 3", [('txt',3,'Abigail moved the asparagus to the blue_drawer')]),
 C("exited line 4", "event", "true", 4, "line 4", [('txt',4,'Abigail exited')]),
 C("Ava was there at line 3", "presence", "true", 3, "rooms row 3", [('room','Ava',3,'crawlspace')]),
 C("After that Abigail sees none of the moves", "presence", "true", None, "Abigail not in witnessed_by 5, 9, 12", [('wit','Abigail',5,False),('wit','Abigail',9,False),('wit','Abigail',12,False)]),
 C("Chloe privately told Abigail it's in red_box at line 16", "communication", "true", 16, "line 16", [('txt',16,'Chloe privately told Abigail that the asparagus is in the red_box')]),
 C("Chloe exited at line 8, after Abigail", "order", "true", 8, "line 8 > 4", [('txt',8,'Chloe exited'),('room','Abigail',8,None)]),
 C("Abigail trusts her", "communication", "true", 16, "Abigail = red_box at 16", [('bel','Abigail',16,'red_box')]),
 C("Abigail believes red_box", "belief", "true", "end", "Abigail = red_box", [('bel','Abigail','end','red_box')]),
 C("No — a private tell only changes the listener's own belief", "communication", "true", 16, "Abigail -> Ava unchanged at 16", [('bel',CH,16,'blue_drawer')]),
 C("Mason told Nathan at line 17", "communication", "true", 17, "line 17", [('txt',17,'Mason privately told Nathan')]),
 C("Nathan also left after Mason", "order", "true", 11, "Nathan exit 11 > Mason 6", [('room','Nathan',6,'crawlspace'),('room','Mason',6,None)]),
 C("Nathan wouldn't trust it anyway", "communication", "uncheckable", 17, "Nathan already believed green_container; golds cannot show trust"),
 C("Mason left at line 5", "event", "false", 5, "PLANTED: line 5 is Mason's move; he exits at line 6", [('txt',5,'Mason exited')]),
 C("So Abigail -> Ava = blue_drawer", "belief", "true", "end", "gold chain", [('bel',CH,'end','blue_drawer')], ans=True),
]

RECORDS = [
 R("answer_first", "sound", "blue_drawer", r1, c1),
 R("numbered", "unsound", "blue_drawer", r2, c2),
 R("narrative", "wrong", "green_suitcase", r3, c3),
 R("terse", "sound", "blue_drawer", r4, c4),
 R("thinking", "unsound", "blue_drawer", r5, c5),
]
