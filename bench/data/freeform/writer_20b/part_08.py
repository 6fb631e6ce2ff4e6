from h import C, R
RECORDS = []

# r1 answer_first, wrong (red_envelope)
RECORDS.append(R("answer_first", "wrong", "red_envelope",
"""**Answer: red_envelope**

Ella saw the apple placed in the red_envelope (line 3). Abigail moved it to the green_bucket at line 5, but by then Ella had already left the staircase, so she'll look where she last saw it.""",
[
 C("Ella saw the apple placed in the red_envelope (line 3)", "presence", "true", 3, "Ella witnessed line 3", ('w','Ella',3,True)),
 C("Abigail moved it to the green_bucket at line 5", "event", "true", 5, "line 5", ('e',5,'Abigail moved the apple to the green_bucket')),
 C("by then Ella had already left the staircase", "presence", "false", 5, "Ella is in the staircase at line 5; she exits at 7", ('r','Ella',5,None)),
 C("she'll look where she last saw it", "belief", "false", "end", "meant as red_envelope; gold Ella = green_bucket", ('b','Ella','end','red_envelope')),
]))

# r2 numbered (Qwen), unsound (planted order: Ella entered first)
RECORDS.append(R("numbered", "unsound", "green_bucket",
"""Let's think step by step.

1. Abigail enters the staircase first; Ella is there too.
2. The apple is in the red_envelope.
3. Abigail moves the apple to the green_bucket while Ella is still in the staircase.
4. Ella exits after the move, so the last location she saw is the green_bucket.

Ella will look for the apple in the green_bucket.

\\boxed{green\\_bucket}""",
[
 C("Abigail enters the staircase first", "order", "false", 2, "PLANTED: Ella entered at line 1, Abigail at line 2", ('lt',2,1)),
 C("Ella is there too", "presence", "true", 2, "Ella in staircase at 2", ('r','Ella',2,'staircase')),
 C("The apple is in the red_envelope", "location", "true", 3, "line 3", ('o',3,'red_envelope')),
 C("Abigail moves the apple to the green_bucket", "event", "true", 5, "line 5", ('e',5,'Abigail moved the apple to the green_bucket')),
 C("while Ella is still in the staircase", "presence", "true", 5, "Ella witnessed line 5", ('w','Ella',5,True)),
 C("Ella exits after the move", "order", "true", 7, "5 < 7", ('lt',5,7)),
 C("the last location she saw is the green_bucket", "belief", "true", 7, "Ella = green_bucket", ('b','Ella',7,'green_bucket')),
 C("Ella will look for the apple in the green_bucket", "belief", "true", "end", "final answer restated", ('b','Ella','end','green_bucket')),
]))

# r3 narrative, sound
RECORDS.append(R("narrative", "sound", "green_bucket",
"""Ella and Abigail are both in the staircase when the apple is in the red_envelope. Abigail then moves it to the green_bucket, and Ella is still there to see it — she only leaves afterwards, at the end of the story. Mia never actually shows up; the lines about Mia and about Ella loving the sunroom are just distractors.

Since Ella watched the move, she knows the apple is in the green_bucket, and that's where she'll look.""",
[
 C("Ella and Abigail are both in the staircase when the apple is in the red_envelope", "presence", "true", 3, "both witnessed line 3", ('w','Abigail',3,True)),
 C("Abigail then moves it to the green_bucket", "event", "true", 5, "line 5", ('e',5,'Abigail moved the apple to the green_bucket')),
 C("Ella is still there to see it", "presence", "true", 5, "Ella witnessed line 5", ('w','Ella',5,True)),
 C("she only leaves afterwards, at the end of the story", "order", "true", 7, "Ella exits at 7, last line", ('e',7,'Ella exited')),
 C("Mia never actually shows up", "presence", "true", "end", "Mia in no room throughout", ('r','Mia',7,None)),
 C("the lines about Mia and about Ella loving the sunroom are just distractors", "event", "uncheckable", None, "judgement of relevance", None),
 C("Ella watched the move", "presence", "true", 5, "Ella witnessed line 5", ('w','Ella',5,True)),
 C("she knows the apple is in the green_bucket", "belief", "true", "end", "Ella = green_bucket", ('b','Ella','end','green_bucket')),
 C("that's where she'll look", "belief", "true", "end", "final answer restated", ('b','Ella','end','green_bucket')),
]))

# r4 terse, sound
RECORDS.append(R("terse", "sound", "green_bucket",
"""green_bucket — she saw Abigail move it there before she left.""",
[
 C("she saw Abigail move it there", "presence", "true", 5, "Ella witnessed line 5", ('w','Ella',5,True)),
 C("before she left", "order", "true", 7, "move 5, exit 7", ('lt',5,7)),
]))

# r5 thinking, unsound (planted presence: Mia never in the staircase)
RECORDS.append(R("thinking", "unsound", "green_bucket",
"""<think>
Ella enters, Abigail enters. Apple is in red_envelope. Mia dislikes the lemon — so Mia is around in the staircase too, but that doesn't matter. Abigail moves the apple to green_bucket at step 5. Is Ella still there? Yes, Ella only exits at step 7.

So this is a no-ToM question: Ella saw the move. Wait, do I need to worry about Abigail's view? No, the question is only about Ella.

Ella will look in the green_bucket.
</think>

The green_bucket — Ella was present when Abigail moved the apple there.""",
[
 C("Ella enters, Abigail enters", "event", "true", 2, "lines 1-2", ('e',1,'Ella entered the staircase')),
 C("Apple is in red_envelope", "location", "true", 3, "line 3", ('o',3,'red_envelope')),
 C("Mia is around in the staircase too", "presence", "false", 4, "PLANTED: Mia never enters any room", ('r','Mia',4,'staircase')),
 C("Abigail moves the apple to green_bucket at step 5", "event", "true", 5, "line 5", ('e',5,'Abigail moved the apple to the green_bucket')),
 C("Ella only exits at step 7", "event", "true", 7, "line 7", ('e',7,'Ella exited')),
 C("Ella saw the move", "presence", "true", 5, "Ella witnessed line 5", ('w','Ella',5,True)),
 C("Ella will look in the green_bucket", "belief", "true", "end", "final answer", ('b','Ella','end','green_bucket')),
 C("Ella was present when Abigail moved the apple there", "presence", "true", 5, "Ella witnessed line 5", ('w','Ella',5,True)),
]))
