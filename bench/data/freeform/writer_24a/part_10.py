from common import C, R
# Q10 tomi-s6824-2-second_order_0_tom: Where does Sophia think that Emma searches for the broccoli? gold green_drawer
CH = 'Sophia -> Emma'

r1 = """**red_treasure_chest**

Sophia moved the broccoli to the red_treasure_chest herself (line 6), so she knows that's where it is. Emma will search for the broccoli where it actually is, and Sophia knows the broccoli's true location, so Sophia would expect Emma to look in the red_treasure_chest."""
c1 = [
 C("Sophia moved the broccoli to the red_treasure_chest herself (line 6)", "event", "true", 6, "line 6", [('txt',6,'Sophia moved the broccoli to the red_treasure_chest')]),
 C("she knows that's where it is", "belief", "true", "end", "Sophia = red_treasure_chest", [('bel','Sophia','end','red_treasure_chest')]),
 C("Emma will search for the broccoli where it actually is", "belief", "false", "end", "Emma = green_drawer; actual red_treasure_chest", [('bel','Emma','end','red_treasure_chest')]),
 C("Sophia would expect Emma to look in the red_treasure_chest", "belief", "false", "end", "Sophia -> Emma = green_drawer", [('bel',CH,'end','red_treasure_chest')], ans=True),
]

r2 = """Step 1: Emma and Sophia are both in the crawlspace when the broccoli is in the green_drawer (line 3).
Step 2: Benjamin comes in, then Emma leaves (line 5).
Step 3: With Emma gone, Sophia moves the broccoli to the red_treasure_chest (line 6). Only Sophia and Benjamin see this.
Step 4: Sophia saw Emma leave before the move, so she knows Emma didn't see it. From Sophia's point of view, Emma still thinks the broccoli is in the green_drawer.

Final answer: green_drawer"""
c2 = [
 C("Emma and Sophia are both in the crawlspace when the broccoli is in the green_drawer (line 3)", "presence", "true", 3, "rooms + objects row 3", [('room','Emma',3,'crawlspace'),('room','Sophia',3,'crawlspace'),('obj',3,'green_drawer')]),
 C("Benjamin comes in", "event", "true", 4, "line 4", [('txt',4,'Benjamin entered the crawlspace')]),
 C("then Emma leaves (line 5)", "event", "true", 5, "line 5", [('txt',5,'Emma exited the crawlspace')]),
 C("With Emma gone, Sophia moves the broccoli to the red_treasure_chest (line 6)", "event", "true", 6, "line 6", [('txt',6,'Sophia moved the broccoli to the red_treasure_chest'),('room','Emma',6,None)]),
 C("Only Sophia and Benjamin see this", "presence", "true", 6, "witnessed_by 6", [('wit','Sophia',6,True),('wit','Benjamin',6,True),('wit','Emma',6,False)]),
 C("Sophia saw Emma leave before the move", "presence", "true", 5, "Sophia witnessed 5", [('wit','Sophia',5,True)]),
 C("she knows Emma didn't see it", "belief", "true", 6, "Sophia -> Emma stays green_drawer at 6", [('bel',CH,6,'green_drawer')]),
 C("From Sophia's point of view, Emma still thinks the broccoli is in the green_drawer", "belief", "true", "end", "gold chain", [('bel',CH,'end','green_drawer')], ans=True),
]

r3 = """Let me think about what Sophia knows about Emma.

Emma and Sophia are both in the crawlspace when the broccoli is first described as being in the green_drawer. Benjamin arrives, and then Emma walks out. Only after Emma is gone does Sophia move the broccoli to the red_treasure_chest.

Sophia was right there when Emma left, so she knows Emma never saw the move. Benjamin, who came in late, still thinks the broccoli is in the green_drawer too, but that doesn't matter for this question.

From Sophia's perspective, Emma would search where she last saw it: the green_drawer."""
c3 = [
 C("Emma and Sophia are both in the crawlspace when the broccoli is first described as being in the green_drawer", "presence", "true", 3, "rooms row 3", [('room','Emma',3,'crawlspace'),('room','Sophia',3,'crawlspace'),('obj',3,'green_drawer')]),
 C("Benjamin arrives", "event", "true", 4, "line 4", [('txt',4,'Benjamin entered')]),
 C("then Emma walks out", "event", "true", 5, "line 5", [('txt',5,'Emma exited')]),
 C("Only after Emma is gone does Sophia move the broccoli to the red_treasure_chest", "order", "true", 6, "exit 5 < move 6", [('room','Emma',6,None),('txt',6,'Sophia moved the broccoli to the red_treasure_chest')]),
 C("Sophia was right there when Emma left", "presence", "true", 5, "Sophia witnessed 5", [('wit','Sophia',5,True)]),
 C("she knows Emma never saw the move", "belief", "true", "end", "Sophia -> Emma = green_drawer", [('bel',CH,'end','green_drawer')]),
 C("Benjamin, who came in late, still thinks the broccoli is in the green_drawer too", "belief", "false", "end", "PLANTED: Benjamin saw the move at 6; Benjamin = red_treasure_chest", [('bel','Benjamin','end','green_drawer')]),
 C("From Sophia's perspective, Emma would search where she last saw it: the green_drawer", "belief", "true", "end", "gold chain", [('bel',CH,'end','green_drawer')], ans=True),
]

r4 = """The green drawer."""
c4 = []

r5 = """<think>
Sophia's belief about where Emma will search.

Emma in crawlspace at line 1, Sophia at 2, broccoli in green_drawer at 3 — both see it. Benjamin enters at 4. Emma exits at 5. Sophia moves broccoli to red_treasure_chest at 6.

Sophia was present at 5 so she saw Emma leave. Emma didn't see the move. So Sophia thinks Emma thinks green_drawer.

Wait, could Benjamin have told Emma? No, there's no telling in the story, and Benjamin stayed in the crawlspace anyway.
</think>

Sophia thinks Emma will search the green_drawer, because Sophia moved the broccoli only after Emma had left."""
c5 = [
 C("Emma in crawlspace at line 1", "event", "true", 1, "line 1", [('txt',1,'Emma entered the crawlspace')]),
 C("Sophia at 2", "event", "true", 2, "line 2", [('txt',2,'Sophia entered the crawlspace')]),
 C("broccoli in green_drawer at 3", "location", "true", 3, "objects row 3", [('obj',3,'green_drawer')]),
 C("both see it", "presence", "true", 3, "witnessed_by 3", [('wit','Emma',3,True),('wit','Sophia',3,True)]),
 C("Benjamin enters at 4", "event", "true", 4, "line 4", [('txt',4,'Benjamin entered')]),
 C("Emma exits at 5", "event", "true", 5, "line 5", [('txt',5,'Emma exited')]),
 C("Sophia moves broccoli to red_treasure_chest at 6", "event", "true", 6, "line 6", [('txt',6,'Sophia moved the broccoli to the red_treasure_chest')]),
 C("Sophia was present at 5", "presence", "true", 5, "rooms row 5", [('room','Sophia',5,'crawlspace')]),
 C("she saw Emma leave", "presence", "true", 5, "Sophia witnessed 5", [('wit','Sophia',5,True)]),
 C("Emma didn't see the move", "presence", "true", 6, "Emma not in witnessed_by 6", [('wit','Emma',6,False)]),
 C("So Sophia thinks Emma thinks green_drawer", "belief", "true", "end", "gold chain", [('bel',CH,'end','green_drawer')]),
 C("there's no telling in the story", "communication", "true", None, "no tell lines"),
 C("Benjamin stayed in the crawlspace", "presence", "true", "end", "Benjamin in crawlspace at end", [('room','Benjamin','end','crawlspace')]),
 C("Sophia thinks Emma will search the green_drawer", "belief", "true", "end", "gold chain", [('bel',CH,'end','green_drawer')], ans=True),
 C("Sophia moved the broccoli only after Emma had left", "order", "true", 6, "exit 5 < move 6", [('room','Emma',6,None)]),
]

RECORDS = [
 R("answer_first", "wrong", "red_treasure_chest", r1, c1),
 R("numbered", "sound", "green_drawer", r2, c2),
 R("narrative", "unsound", "green_drawer", r3, c3),
 R("terse", "unsupported", "green_drawer", r4, c4),
 R("thinking", "sound", "green_drawer", r5, c5),
]
