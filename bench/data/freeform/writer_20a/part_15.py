# Q15 s6820-14-o4: Where does Mia think Elizabeth thinks Logan thinks Avery thinks the sweet_potato is?  gold blue_bottle
from common import C, R

CH = "Mia -> Elizabeth -> Logan -> Avery"
BB = "blue_bottle"
BX = "blue_box"

RECORDS = [
R("answer_first", "sound", BB,
"""**Answer: L. blue_bottle**

- Everyone sees the sweet_potato in the blue_bottle at line 2.
- Mia is the first to leave (line 4), before Owen moves it to the blue_box (line 5).
- Since the outermost person in the chain, Mia, never saw anything in the garage after line 4, her model of Elizabeth — and of everything Elizabeth thinks about Logan and Avery — is frozen at the blue_bottle.
- The kitchen scene, the public claim and the private tell are all about the pear.

So Mia thinks Elizabeth thinks Logan thinks Avery thinks the sweet_potato is in the blue_bottle.""",
[
C("Everyone sees the sweet_potato in the blue_bottle at line 2", "presence", "true", 2, "all five witnessed 2", ("AND", [("O", 2, BB)] + [("W", a, 2) for a in ("Mia", "Owen", "Avery", "Elizabeth", "Logan")])),
C("Mia is the first to leave (line 4)", "order", "true", 4, "first exit", ("T", 4, "Mia exited")),
C("before Owen moves it to the blue_box (line 5)", "order", "true", 5, "4 < 5", ("T", 5, "Owen moved the sweet_potato to the blue_box")),
C("Mia, never saw anything in the garage after line 4", "presence", "true", 13, "Mia not a witness of 5-13", ("AND", [("NW", "Mia", l) for l in (5, 6, 8, 10)])),
C("her model of Elizabeth — and of everything Elizabeth thinks about Logan and Avery — is frozen at the blue_bottle", "belief", "true", "end", "Mia -> Elizabeth and Mia -> Elizabeth -> Logan = blue_bottle", ("AND", [("B", "Mia -> Elizabeth", "end", BB), ("B", "Mia -> Elizabeth -> Logan", "end", BB)])),
C("The kitchen scene, the public claim and the private tell are all about the pear", "event", "true", 27, "lines 17-27", ("AND", [("T", 17, "pear"), ("T", 26, "pear"), ("T", 27, "pear")])),
C("So Mia thinks Elizabeth thinks Logan thinks Avery thinks the sweet_potato is in the blue_bottle", "belief", "true", "end", "answer", ("B", CH, "end", BB), ans=True),
]),

R("numbered", "unsound", BB,
"""**Step 1: Track the sweet_potato.**
It starts in the blue_bottle (line 2). Owen moves it to the blue_box (line 5).

**Step 2: Exits from the garage.**
Mia (line 4) → Owen (line 6) → Avery (line 8) → Elizabeth (line 10) → Logan (line 13).

**Step 3: Work from the outside in.**
Mia left before Owen's move, so everything Mia attributes to the others is based on the blue_bottle. Elizabeth, Logan and Avery did see the move to the blue_box, but Mia doesn't know that.

**Step 4: Later events.**
The kitchen scene shuffles things around, and by the end the sweet_potato is in the blue_crate — but the claims at lines 26–27 are about the pear, and nothing reaches Mia's picture of the others.

**Answer:** L. blue_bottle""",
[
C("It starts in the blue_bottle (line 2)", "location", "true", 2, "line 2", ("O", 2, BB)),
C("Owen moves it to the blue_box (line 5)", "event", "true", 5, "line 5", ("T", 5, "Owen moved the sweet_potato to the blue_box")),
C("Mia (line 4) → Owen (line 6) → Avery (line 8) → Elizabeth (line 10) → Logan (line 13)", "order", "true", 13, "exit lines 4, 6, 8, 10, 13", ("AND", [("T", 4, "Mia exited"), ("T", 6, "Owen exited"), ("T", 8, "Avery exited"), ("T", 10, "Elizabeth exited"), ("T", 13, "Logan exited")])),
C("Mia left before Owen's move", "order", "true", 5, "4 < 5"),
C("everything Mia attributes to the others is based on the blue_bottle", "belief", "true", "end", "Mia's chains = blue_bottle", ("AND", [("B", "Mia -> Elizabeth", "end", BB), ("B", "Mia -> Elizabeth -> Logan", "end", BB), ("B", CH, "end", BB)])),
C("Elizabeth, Logan and Avery did see the move to the blue_box", "presence", "true", 5, "witnessed 5", ("AND", [("W", a, 5) for a in ("Elizabeth", "Logan", "Avery")])),
C("Mia doesn't know that", "belief", "true", "end", "Mia -> Elizabeth stays blue_bottle", ("B", "Mia -> Elizabeth", "end", BB)),
C("The kitchen scene shuffles things around", "event", "uncheckable", None, "vague"),
C("by the end the sweet_potato is in the blue_crate", "location", "false", "end", "PLANTED: the blue_crate holds the pear; the sweet_potato is in the blue_box", ("O", "end", "blue_crate")),
C("the claims at lines 26–27 are about the pear", "communication", "true", 27, "lines 26, 27", ("AND", [("T", 26, "pear"), ("T", 27, "pear")])),
C("nothing reaches Mia's picture of the others", "communication", "true", "end", "Mia's chain unchanged by 26-27", ("AND", [("B", CH, 25, BB), ("B", CH, "end", BB)])),
]),

R("narrative", "wrong", BX,
"""Let me work through the chain from the inside.

Avery was in the garage when Owen moved the sweet_potato from the blue_bottle to the blue_box, so Avery believes it's in the blue_box. Logan was there too, and he stayed after Avery left, so Logan knows Avery saw the move. Elizabeth also watched the move with both of them, so Elizabeth thinks Logan thinks Avery thinks it's in the blue_box.

Mia left the garage before the move, but what matters is Elizabeth's own chain of beliefs, and that chain is firmly blue_box. Nothing in the kitchen scene or the waiting room touches the sweet_potato — it's all about the pear.

So the answer is M. blue_box.""",
[
C("Avery was in the garage when Owen moved the sweet_potato from the blue_bottle to the blue_box", "presence", "true", 5, "Avery witnessed 5", ("AND", [("W", "Avery", 5), ("O", 4, BB), ("O", 5, BX)])),
C("Avery believes it's in the blue_box", "belief", "true", "end", "Avery at end", ("B", "Avery", "end", BX)),
C("Logan was there too", "presence", "true", 5, "Logan witnessed 5", ("W", "Logan", 5)),
C("he stayed after Avery left", "order", "true", 13, "Logan exits 13 > Avery 8"),
C("Logan knows Avery saw the move", "belief", "true", "end", "Logan -> Avery = blue_box", ("B", "Logan -> Avery", "end", BX)),
C("Elizabeth also watched the move with both of them", "presence", "true", 5, "Elizabeth witnessed 5", ("W", "Elizabeth", 5)),
C("Elizabeth thinks Logan thinks Avery thinks it's in the blue_box", "belief", "true", "end", "Elizabeth -> Logan -> Avery = blue_box", ("B", "Elizabeth -> Logan -> Avery", "end", BX)),
C("Mia left the garage before the move", "order", "true", 5, "4 < 5"),
C("what matters is Elizabeth's own chain of beliefs", "belief", "uncheckable", None, "statement about how to read the question, not the story"),
C("that chain is firmly blue_box", "belief", "true", "end", "Elizabeth -> Logan -> Avery = blue_box", ("B", "Elizabeth -> Logan -> Avery", "end", BX)),
C("Nothing in the kitchen scene or the waiting room touches the sweet_potato", "event", "true", "end", "blue_box from 5 to end", ("O", "end", BX)),
C("it's all about the pear", "event", "true", 27, "lines 17-27 concern the pear", ("AND", [("T", 17, "pear"), ("T", 26, "pear")])),
]),

R("terse", "sound", BB,
"""L. blue_bottle — Mia walked out before the sweet_potato was ever moved.""",
[
C("Mia walked out before the sweet_potato was ever moved", "order", "true", 4, "Mia exits 4, first move at 5"),
]),

R("thinking", "wrong", BX,
"""<think>
Fourth-order: Mia → Elizabeth → Logan → Avery.

Garage: sweet_potato in blue_bottle (2), everyone. Mia exits (4). Owen → blue_box (5), seen by Owen, Avery, Elizabeth, Logan. Owen exits (6), Avery (8), Elizabeth (10), Logan (13).

Innermost: Avery believes blue_box. Logan → Avery: blue_box. Elizabeth → Logan → Avery: blue_box.

Now Mia. Mia left at 4, so she didn't see the move... Hmm, but then Mia, Logan and Elizabeth go to the kitchen together at 16 and spend time there. Mia moves the pear, Logan moves it, Elizabeth moves it — they're all watching each other handle things. Would Mia pick up on the sweet_potato? The sweet_potato is in the garage, though, not the kitchen.

Hmm, the chain Elizabeth → Logan → Avery is solid at blue_box, and Mia is asked about Elizabeth's chain. I think the intended reading is that Mia defers to what Elizabeth actually believes about Logan and Avery.

Going with blue_box.
</think>

**M. blue_box**

Elizabeth, Logan and Avery all watched Owen move the sweet_potato to the blue_box, so that's the belief Mia attributes to the chain.""",
[
C("sweet_potato in blue_bottle (2), everyone", "location", "true", 2, "line 2", ("AND", [("O", 2, BB), ("W", "Mia", 2)])),
C("Mia exits (4)", "event", "true", 4, "line 4", ("T", 4, "Mia exited")),
C("Owen → blue_box (5)", "event", "true", 5, "line 5", ("T", 5, "Owen moved the sweet_potato to the blue_box")),
C("seen by Owen, Avery, Elizabeth, Logan", "presence", "true", 5, "witnessed_by 5", ("AND", [("W", a, 5) for a in ("Owen", "Avery", "Elizabeth", "Logan")])),
C("Owen exits (6), Avery (8), Elizabeth (10), Logan (13)", "event", "true", 13, "exit lines", ("AND", [("T", 6, "Owen exited"), ("T", 8, "Avery exited"), ("T", 10, "Elizabeth exited"), ("T", 13, "Logan exited")])),
C("Avery believes blue_box", "belief", "true", "end", "Avery at end", ("B", "Avery", "end", BX)),
C("Logan → Avery: blue_box", "belief", "true", "end", "Logan -> Avery (first, standalone occurrence)", ("B", "Logan -> Avery", "end", BX), occ=0),
C("Elizabeth → Logan → Avery: blue_box", "belief", "true", "end", "Elizabeth -> Logan -> Avery", ("B", "Elizabeth -> Logan -> Avery", "end", BX)),
C("Mia left at 4", "event", "true", 4, "line 4", ("T", 4, "Mia exited")),
C("she didn't see the move", "presence", "true", 5, "Mia not a witness of 5", ("NW", "Mia", 5)),
C("Mia, Logan and Elizabeth go to the kitchen together at 16", "event", "true", 16, "line 16", ("T", 16, "Mia, Logan and Elizabeth entered the kitchen")),
C("Mia moves the pear, Logan moves it, Elizabeth moves it", "event", "true", 22, "lines 18, 20, 22", ("AND", [("T", 18, "Mia moved the pear"), ("T", 20, "Logan moved the pear"), ("T", 22, "Elizabeth moved the pear")])),
C("they're all watching each other handle things", "presence", "false", 22, "Mia left the kitchen at 19 and saw neither Logan's (20) nor Elizabeth's (22) move", ("AND", [("W", "Mia", 20), ("W", "Mia", 22)])),
C("The sweet_potato is in the garage, though, not the kitchen", "location", "uncheckable", None, "golds give containers, not rooms"),
C("the chain Elizabeth → Logan → Avery is solid at blue_box", "belief", "true", "end", "Elizabeth -> Logan -> Avery", ("B", "Elizabeth -> Logan -> Avery", "end", BX)),
C("Elizabeth, Logan and Avery all watched Owen move the sweet_potato to the blue_box", "presence", "true", 5, "witnessed 5", ("AND", [("W", a, 5) for a in ("Elizabeth", "Logan", "Avery")])),
C("that's the belief Mia attributes to the chain", "belief", "false", "end", "wrong answer: Mia's chain is blue_bottle", ("B", CH, "end", BX), ans=True),
]),
]
