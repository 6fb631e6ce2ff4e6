from pc import C, R
QOBJ = "strawberry"
RB = "red_box"
RECORDS = [
R("answer_first", "unsound", RB,
"""**L. red_box**

- William moved the strawberry to the red_box at line 3, and nobody moved it after that.
- Carter was in the garage the whole time and was the last one out (line 13); Avery was the last to leave before him.
- Evelyn's public claim that it's in the green_crate (line 15) doesn't sway Carter: Evelyn left the garage before Carter, so Carter has no reason to trust her over his own eyes.
- Carter's private message to William repeats the red_box, which is consistent with what Carter believes.

Carter thinks the strawberry is in the red_box.""",
[
 C("William moved the strawberry to the red_box at line 3", "event", "true", 3, "line 3", ('s',3,'William moved the strawberry to the red_box')),
 C("nobody moved it after that", "event", "true", "end", "stays in red_box", ('o','strawberry','end',RB)),
 C("Carter was in the garage the whole time", "presence", "true", None, "Carter in garage lines 1-12", *[('r','Carter',t,'garage') for t in range(1,13)]),
 C("was the last one out (line 13)", "order", "true", 13, "Carter's exit at 13 is the last", ('s',13,'Carter exited'),('lt',10,13)),
 C("Avery was the last to leave before him", "order", "false", None, "PLANTED: Evelyn (10) left after Avery (8)", ('lt',10,8)),
 C("Evelyn's public claim that it's in the green_crate (line 15)", "event", "true", 15, "line 15", ('s',15,'Evelyn publicly claimed that strawberry is in the green_crate')),
 C("doesn't sway Carter", "communication", "true", 15, "Carter stays red_box", ('b','Carter',15,RB)),
 C("Evelyn left the garage before Carter", "order", "true", None, "10 < 13", ('lt',10,13)),
 C("Carter's private message to William repeats the red_box", "event", "true", 16, "line 16", ('s',16,'Carter privately told William that the strawberry is in the red_box')),
 C("consistent with what Carter believes", "belief", "true", 16, "Carter = red_box", ('b','Carter',16,RB)),
 C("Carter thinks the strawberry is in the red_box", "belief", "true", "end", "answer", ('b','Carter','end',RB), ans=True),
]),
R("numbered", "sound", RB,
"""Let's think step by step.

Step 1: The strawberry starts in the blue_bucket (line 2).
Step 2: William moves it to the red_box (line 3) in front of everyone, including Carter.
Step 3: William, Charlotte, Avery and Evelyn all leave one after another; Carter stays in the garage until line 13. The strawberry is never moved again.
Step 4: In the waiting_room, Evelyn publicly claims it's in the green_crate. Carter exited after Evelyn, so he doesn't trust her claim and keeps his own belief.
Step 5: Carter tells William the red_box, which is what Carter himself believes.

So Carter thinks the strawberry is in the red_box.

the answer is [L. red_box]""",
[
 C("The strawberry starts in the blue_bucket (line 2)", "location", "true", 2, "objects row 2", ('o','strawberry',2,'blue_bucket')),
 C("William moves it to the red_box (line 3)", "event", "true", 3, "line 3", ('s',3,'William moved the strawberry to the red_box')),
 C("in front of everyone, including Carter", "presence", "true", 3, "all witnessed 3", *[('w',a,3,True) for a in ['William','Charlotte','Avery','Evelyn','Carter']]),
 C("William, Charlotte, Avery and Evelyn all leave one after another", "order", "true", None, "exits 4, 6, 8, 10", ('s',4,'William exited'),('s',6,'Charlotte exited'),('s',8,'Avery exited'),('s',10,'Evelyn exited')),
 C("Carter stays in the garage until line 13", "presence", "true", 13, "Carter exits at 13", ('r','Carter',12,'garage'),('s',13,'Carter exited')),
 C("The strawberry is never moved again", "event", "true", "end", "stays red_box", ('o','strawberry','end',RB)),
 C("Evelyn publicly claims it's in the green_crate", "event", "true", 15, "line 15", ('s',15,'Evelyn publicly claimed that strawberry is in the green_crate')),
 C("Carter exited after Evelyn", "order", "true", None, "10 < 13", ('lt',10,13)),
 C("he doesn't trust her claim and keeps his own belief", "communication", "true", 15, "Carter stays red_box at 15", ('b','Carter',14,RB),('b','Carter',15,RB)),
 C("Carter tells William the red_box", "event", "true", 16, "line 16", ('s',16,'Carter privately told William that the strawberry is in the red_box')),
 C("which is what Carter himself believes", "belief", "true", 16, "Carter = red_box", ('b','Carter',16,RB)),
 C("So Carter thinks the strawberry is in the red_box.", "belief", "true", "end", "answer", ('b','Carter','end',RB), ans=True),
]),
R("narrative", "unsupported", RB,
"""This one is fairly straightforward once you focus on Carter's perspective alone. There's some noise in the story, but it's the kind of detail that is meant to distract from the core question. Carter comes across as the steady one in this group. So Carter really thinks the strawberry is in the red_box.

The answer is L. red_box.""",
[
 C("There's some noise in the story", "event", "uncheckable", None, "vague, no determinate content"),
 C("Carter comes across as the steady one in this group", "event", "uncheckable", None, "character impression, not in golds"),
 C("Carter really thinks the strawberry is in the red_box", "belief", "true", "end", "answer restated", ('b','Carter','end',RB), ans=True),
]),
R("terse", "sound", RB,
"""L. Carter saw William put it in the red_box and stayed till the end; he doesn't trust Evelyn's claim since she left before him.""",
[
 C("Carter saw William put it in the red_box", "presence", "true", 3, "Carter witnessed 3", ('w','Carter',3,True),('s',3,'William moved the strawberry to the red_box')),
 C("stayed till the end", "presence", "true", 13, "Carter last out at 13", ('s',13,'Carter exited'),('lt',10,13)),
 C("he doesn't trust Evelyn's claim", "communication", "true", 15, "Carter stays red_box", ('b','Carter',15,RB)),
 C("she left before him", "order", "true", None, "10 < 13", ('lt',10,13)),
]),
R("thinking", "unsound", RB,
"""<think>
Carter's own belief. Moves of the strawberry: blue_bucket at start, then William moves it to red_box at line 3. After that nobody touches it; lines 5-13 are just people waiting and leaving.

Carter was there for line 3. He's the last to leave: William goes at 4, then Charlotte and Avery, who both stayed together until Avery left at line 8, then Evelyn (10), and Carter at 13.

Waiting room: Evelyn claims green_crate publicly. Does Carter trust Evelyn? Carter left after Evelyn, so no. Carter keeps red_box.

Then Carter privately tells William red_box; that's Carter's own statement and doesn't change his belief.

So Carter: red_box.
</think>

Carter saw William put the strawberry in the red_box and stayed until everyone else had left, so Evelyn's green_crate claim doesn't change his mind. **L. red_box**""",
[
 C("blue_bucket at start", "location", "true", 2, "objects row 2", ('o','strawberry',2,'blue_bucket')),
 C("William moves it to red_box at line 3", "event", "true", 3, "line 3", ('s',3,'William moved the strawberry to the red_box')),
 C("After that nobody touches it", "event", "true", "end", "stays red_box", ('o','strawberry','end',RB)),
 C("lines 5-13 are just people waiting and leaving", "event", "true", None, "5-13: waits, exits, William saw a dog", ('o','strawberry',13,RB)),
 C("Carter was there for line 3", "presence", "true", 3, "Carter witnessed 3", ('w','Carter',3,True)),
 C("He's the last to leave", "order", "true", 13, "Carter exits last at 13", ('lt',10,13)),
 C("William goes at 4", "event", "true", 4, "line 4", ('s',4,'William exited')),
 C("Charlotte and Avery, who both stayed together until Avery left at line 8", "presence", "false", 7, "PLANTED: Charlotte left at line 6", ('r','Charlotte',7,'garage'),('s',8,'Avery exited')),
 C("then Evelyn (10), and Carter at 13", "event", "true", None, "exits 10, 13", ('s',10,'Evelyn exited'),('s',13,'Carter exited')),
 C("Evelyn claims green_crate publicly", "event", "true", 15, "line 15", ('s',15,'Evelyn publicly claimed that strawberry is in the green_crate')),
 C("Carter left after Evelyn", "order", "true", None, "10 < 13", ('lt',10,13)),
 C("Carter keeps red_box", "communication", "true", 15, "Carter stays red_box at 15", ('b','Carter',15,RB)),
 C("Carter privately tells William red_box", "event", "true", 16, "line 16", ('s',16,'Carter privately told William that the strawberry is in the red_box')),
 C("doesn't change his belief", "communication", "true", 16, "Carter still red_box", ('b','Carter',16,RB)),
 C("So Carter: red_box.", "belief", "true", "end", "answer", ('b','Carter','end',RB), ans=True),
 C("Carter saw William put the strawberry in the red_box", "presence", "true", 3, "Carter witnessed 3", ('w','Carter',3,True)),
 C("stayed until everyone else had left", "order", "true", 13, "Carter last out", ('lt',10,13)),
 C("Evelyn's green_crate claim doesn't change his mind", "communication", "true", 15, "Carter stays red_box", ('b','Carter',15,RB)),
]),
]
