from common import C, R
# Q13 s6824-0-o0: Where is the beans really? gold red_crate

r1 = """**Answer: G. red_crate**

Explanation:
- The beans start in the red_crate (line 2) and get moved four times: Elizabeth → blue_bathtub (line 3), Isabella → green_drawer (line 5), Aiden → red_bottle (line 10), and finally Alexander → red_crate (line 12).
- Nobody moves them after Alexander, so they end up back where they started.
- The talk in the waiting_room doesn't move anything: Sophia's public claim (green_drawer) is false, and Elizabeth still thinks they're in the blue_bathtub, but the question is only about the real location."""
c1 = [
 C("The beans start in the red_crate (line 2)", "location", "true", 2, "objects row 2", [('obj',2,'red_crate')]),
 C("get moved four times", "event", "true", None, "moves at 3, 5, 10, 12", [('txt',3,'moved the beans'),('txt',5,'moved the beans'),('txt',10,'moved the beans'),('txt',12,'moved the beans')]),
 C("Elizabeth → blue_bathtub (line 3)", "event", "true", 3, "line 3", [('txt',3,'Elizabeth moved the beans to the blue_bathtub')]),
 C("Isabella → green_drawer (line 5)", "event", "true", 5, "line 5", [('txt',5,'Isabella moved the beans to the green_drawer')]),
 C("Aiden → red_bottle (line 10)", "event", "true", 10, "line 10", [('txt',10,'Aiden moved the beans to the red_bottle')]),
 C("finally Alexander → red_crate (line 12)", "event", "true", 12, "line 12", [('txt',12,'Alexander moved the beans to the red_crate')]),
 C("Nobody moves them after Alexander", "event", "true", None, "object red_crate to end", [('obj','end','red_crate')]),
 C("they end up back where they started", "location", "true", "end", "end = red_crate = row 2", [('obj','end','red_crate')], ans=True),
 C("The talk in the waiting_room doesn't move anything", "event", "true", 17, "object unchanged 15-17", [('obj',17,'red_crate')]),
 C("Sophia's public claim (green_drawer) is false", "communication", "true", 16, "claim green_drawer, actual red_crate", [('txt',16,'Sophia publicly claimed that beans is in the green_drawer'),('obj',16,'red_crate')]),
 C("Elizabeth still thinks they're in the blue_bathtub", "belief", "false", "end", "PLANTED: Elizabeth trusted Sophia's claim; Elizabeth = green_drawer", [('bel','Elizabeth','end','blue_bathtub')]),
]

r2 = """**Step 1:** The beans are in the red_crate at the start (line 2).
**Step 2:** Elizabeth moves them to the blue_bathtub, then leaves.
**Step 3:** Isabella moves them to the green_drawer and exits.
**Step 4:** Sophia leaves without moving anything.
**Step 5:** Aiden moves them to the red_bottle before walking out.
**Step 6:** Alexander, the last one in the front_yard, moves them to the red_crate and leaves.
**Step 7:** The claims in the waiting_room (Sophia's public claim and Alexander's private tell) are just statements — they don't change where the beans actually are.

**Answer:** G. red_crate"""
c2 = [
 C("The beans are in the red_crate at the start (line 2)", "location", "true", 2, "objects row 2", [('obj',2,'red_crate')]),
 C("Elizabeth moves them to the blue_bathtub, then leaves", "event", "true", 4, "lines 3-4", [('txt',3,'Elizabeth moved the beans to the blue_bathtub'),('txt',4,'Elizabeth exited')]),
 C("Isabella moves them to the green_drawer and exits", "event", "true", 6, "lines 5-6", [('txt',5,'Isabella moved the beans to the green_drawer'),('txt',6,'Isabella exited')]),
 C("Sophia leaves without moving anything", "event", "true", 9, "lines 8-9", [('txt',8,'Sophia made no movements'),('txt',9,'Sophia exited')]),
 C("Aiden moves them to the red_bottle before walking out", "event", "true", 11, "lines 10-11", [('txt',10,'Aiden moved the beans to the red_bottle'),('txt',11,'Aiden exited')]),
 C("Alexander, the last one in the front_yard", "order", "true", 12, "only Alexander in front_yard at 12", [('room','Aiden',12,None),('room','Alexander',12,'front_yard'),('room','Sophia',12,None)]),
 C("moves them to the red_crate and leaves", "event", "true", 13, "lines 12-13", [('txt',12,'Alexander moved the beans to the red_crate'),('txt',13,'Alexander exited')]),
 C("they don't change where the beans actually are", "communication", "true", 17, "object unchanged by 16-17", [('obj',15,'red_crate'),('obj',17,'red_crate')]),
]

r3 = """The question is only about where the beans physically are at the end, not what anyone believes. Following every move through to the end of the story, the beans really are in the red_crate.

The answer is G. red_crate."""
c3 = [
 C("the beans really are in the red_crate", "location", "true", "end", "objects end", [('obj','end','red_crate')], ans=True),
]

r4 = """J. green_drawer (Sophia said so)"""
c4 = [
 C("Sophia said so", "communication", "true", 16, "line 16 public claim green_drawer", [('txt',16,'Sophia publicly claimed that beans is in the green_drawer')]),
]

r5 = """<think>
Real location of the beans. Just track the moves.

red_crate (2) → blue_bathtub by Elizabeth (3) → green_drawer by Isabella (5) → red_bottle by Aiden (10) → red_crate by Alexander (12).

Anything after 12? Alexander exits, Isabella likes the red_suitcase — that's not a move. Then waiting_room, Sophia claims green_drawer publicly, Alexander tells Sophia red_crate privately. Claims don't move objects.

Hmm, is the red_suitcase a distractor? Yes, "likes" isn't a placement.

So red_crate. Funny, it ends where it started.
</think>

The beans are really in the red_crate (G) — Alexander moved them back there at line 12, and nothing after that is a move."""
c5 = [
 C("red_crate (2)", "location", "true", 2, "objects row 2", [('obj',2,'red_crate')]),
 C("blue_bathtub by Elizabeth (3)", "event", "true", 3, "line 3", [('txt',3,'Elizabeth moved the beans to the blue_bathtub')]),
 C("green_drawer by Isabella (5)", "event", "true", 5, "line 5", [('txt',5,'Isabella moved the beans to the green_drawer')]),
 C("red_bottle by Aiden (10)", "event", "true", 10, "line 10", [('txt',10,'Aiden moved the beans to the red_bottle')]),
 C("red_crate by Alexander (12)", "event", "true", 12, "line 12", [('txt',12,'Alexander moved the beans to the red_crate')]),
 C("Alexander exits", "event", "true", 13, "line 13", [('txt',13,'Alexander exited')]),
 C("Isabella likes the red_suitcase", "event", "true", 14, "line 14", [('txt',14,'Isabella likes the red_suitcase')]),
 C("Sophia claims green_drawer publicly", "communication", "true", 16, "line 16", [('txt',16,'Sophia publicly claimed that beans is in the green_drawer')]),
 C("Alexander tells Sophia red_crate privately", "communication", "true", 17, "line 17", [('txt',17,'Alexander privately told Sophia that the beans is in the red_crate')]),
 C("Claims don't move objects", "communication", "true", 17, "object unchanged through 16-17", [('obj',17,'red_crate')]),
 C("it ends where it started", "location", "true", "end", "end = row 2 = red_crate", [('obj','end','red_crate'),('obj',2,'red_crate')]),
 C("The beans are really in the red_crate", "location", "true", "end", "objects end", [('obj','end','red_crate')], ans=True),
 C("Alexander moved them back there at line 12", "event", "true", 12, "line 12", [('txt',12,'Alexander moved the beans to the red_crate')]),
 C("nothing after that is a move", "event", "true", None, "no move after 12", [('obj','end','red_crate')]),
]

RECORDS = [
 R("answer_first", "unsound", "red_crate", r1, c1),
 R("numbered", "sound", "red_crate", r2, c2),
 R("narrative", "unsupported", "red_crate", r3, c3),
 R("terse", "wrong", "green_drawer", r4, c4),
 R("thinking", "sound", "red_crate", r5, c5),
]
