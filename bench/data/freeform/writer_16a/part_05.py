# Q5 tomi-s6816-2-second_order_0_no_tom: Jacob -> Evelyn about peas, gold red_bucket
P = 'peas'
RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="red_bucket",
response="""**red_bucket**

Explanation:
- Evelyn entered the den (line 5) before Amelia left, and both she and Jacob saw the peas in the blue_suitcase (line 6).
- Jacob then moved the peas to the red_bucket (line 7) right in front of Evelyn.
- Evelyn stepped out (line 8) and came back (line 9), but the peas weren't moved while she was gone.
- Since Jacob knows Evelyn watched him move them, he thinks she'll search the red_bucket.""",
claims=[
("Evelyn entered the den (line 5)", "event", "true", 5, "line 5", ('L', 5, 'Evelyn entered the den')),
("before Amelia left", "order", "false", 5, "PLANTED: Amelia exited at line 4, before Evelyn entered at line 5", ('R', 'Amelia', 5, 'den')),
("both she and Jacob saw the peas in the blue_suitcase (line 6)", "presence", "true", 6, "witnessed 6", [('W', ['Evelyn', 'Jacob'], 6), ('O', P, 6, 'blue_suitcase')]),
("Jacob then moved the peas to the red_bucket (line 7)", "event", "true", 7, "line 7", ('L', 7, 'Jacob moved the peas to the red_bucket')),
("right in front of Evelyn", "presence", "true", 7, "Evelyn witnessed 7", ('W', ['Evelyn'], 7)),
("Evelyn stepped out (line 8)", "event", "true", 8, "line 8", ('L', 8, 'Evelyn exited')),
("came back (line 9)", "event", "true", 9, "line 9", ('L', 9, 'Evelyn entered')),
("the peas weren't moved while she was gone", "location", "true", 8, "red_bucket at 8", ('O', P, 8, 'red_bucket')),
("Jacob knows Evelyn watched him move them", "belief", "true", 7, "Jacob -> Evelyn = red_bucket at 7", ('B', 'Jacob -> Evelyn', 7, 'red_bucket')),
("he thinks she'll search the red_bucket", "belief", "true", "end", "Jacob -> Evelyn", ('B', 'Jacob -> Evelyn', 'end', 'red_bucket')),
]),
dict(style="numbered", label="sound", stated_answer="red_bucket",
response="""**Step 1:** Amelia enters the den, then Jacob enters. Amelia leaves before the peas show up.
**Step 2:** Evelyn enters the den, and the peas are in the blue_suitcase.
**Step 3:** Jacob moves the peas to the red_bucket while Evelyn is still in the room.
**Step 4:** Evelyn exits and then re-enters; nothing happens to the peas in between.
**Step 5:** Jacob saw Evelyn watch the move, so he expects her to look in the red_bucket.

**Answer:** red_bucket""",
claims=[
("Amelia enters the den", "event", "true", 1, "line 1", ('L', 1, 'Amelia entered the den')),
("then Jacob enters", "event", "true", 2, "line 2", ('L', 2, 'Jacob entered the den')),
("Amelia leaves before the peas show up", "order", "true", 4, "exit 4 < placement 6", ('R', 'Amelia', 6, None)),
("Evelyn enters the den", "event", "true", 5, "line 5", ('L', 5, 'Evelyn entered the den')),
("the peas are in the blue_suitcase", "location", "true", 6, "line 6", ('O', P, 6, 'blue_suitcase')),
("Jacob moves the peas to the red_bucket", "event", "true", 7, "line 7", ('L', 7, 'Jacob moved the peas to the red_bucket')),
("while Evelyn is still in the room", "presence", "true", 7, "Evelyn in den at 7", ('R', 'Evelyn', 7, 'den')),
("Evelyn exits and then re-enters", "event", "true", 9, "lines 8, 9", [('L', 8, 'Evelyn exited'), ('L', 9, 'Evelyn entered')]),
("nothing happens to the peas in between", "location", "true", 8, "red_bucket 7-9", [('O', P, 8, 'red_bucket'), ('O', P, 9, 'red_bucket')]),
("Jacob saw Evelyn watch the move", "presence", "true", 7, "both witnessed 7", ('W', ['Jacob', 'Evelyn'], 7)),
("he expects her to look in the red_bucket", "belief", "true", "end", "Jacob -> Evelyn", ('B', 'Jacob -> Evelyn', 'end', 'red_bucket')),
]),
dict(style="narrative", label="sound", stated_answer="red_bucket",
response="""Let me trace who was in the den at each point.

Amelia and Jacob are in the den first, but Amelia leaves before Evelyn arrives, so she never sees the peas at all. Once Evelyn comes in, the peas are in the blue_suitcase, and Jacob moves them to the red_bucket while she's watching. Evelyn then steps out and comes right back, and the peas stay put in the meantime.

So when Jacob thinks about where Evelyn will look, he knows she saw the move herself. The answer is the red_bucket.""",
claims=[
("Amelia and Jacob are in the den first", "presence", "true", 2, "rooms at 2", [('R', 'Amelia', 2, 'den'), ('R', 'Jacob', 2, 'den')]),
("Amelia leaves before Evelyn arrives", "order", "true", 4, "4 < 5", ('R', 'Amelia', 5, None)),
("she never sees the peas at all", "presence", "true", "end", "Amelia witnesses neither 6 nor 7", [('NW', ['Amelia'], 6), ('NW', ['Amelia'], 7)]),
("Once Evelyn comes in, the peas are in the blue_suitcase", "location", "true", 6, "line 6", ('O', P, 6, 'blue_suitcase')),
("Jacob moves them to the red_bucket", "event", "true", 7, "line 7", ('L', 7, 'red_bucket')),
("while she's watching", "presence", "true", 7, "Evelyn witnessed 7", ('W', ['Evelyn'], 7)),
("Evelyn then steps out and comes right back", "event", "true", 9, "lines 8-9", [('L', 8, 'Evelyn exited'), ('L', 9, 'Evelyn entered')]),
("the peas stay put in the meantime", "location", "true", 9, "red_bucket at 8, 9", [('O', P, 8, 'red_bucket'), ('O', P, 9, 'red_bucket')]),
("he knows she saw the move herself", "belief", "true", "end", "Jacob -> Evelyn = red_bucket", ('B', 'Jacob -> Evelyn', 'end', 'red_bucket')),
]),
dict(style="terse", label="unsupported", stated_answer="red_bucket",
response="""red_bucket""",
claims=[]),
dict(style="thinking", label="unsound", stated_answer="red_bucket",
response="""<think>
Jacob thinks Evelyn searches where?

Amelia in, Jacob in, Amelia out. Evelyn in. Peas in blue_suitcase. Jacob moves peas to red_bucket — Evelyn is present. Evelyn out, Evelyn back in.

Amelia left early, at line 4. She thinks the peas are in the blue_suitcase, since that's where they started — doesn't matter for this question anyway.

Evelyn saw the move, and Jacob saw her see it. Her brief exit at line 8 doesn't change anything since nothing moved. So Jacob thinks Evelyn searches the red_bucket.
</think>

red_bucket""",
claims=[
("Amelia in, Jacob in, Amelia out", "event", "true", 4, "lines 1, 2, 4", [('L', 1, 'Amelia entered'), ('L', 2, 'Jacob entered'), ('L', 4, 'Amelia exited')]),
("Evelyn in", "event", "true", 5, "line 5", ('L', 5, 'Evelyn entered')),
("Peas in blue_suitcase", "location", "true", 6, "line 6", ('O', P, 6, 'blue_suitcase')),
("Jacob moves peas to red_bucket", "event", "true", 7, "line 7", ('L', 7, 'red_bucket')),
("Evelyn is present", "presence", "true", 7, "witnessed 7", ('W', ['Evelyn'], 7)),
("Evelyn out, Evelyn back in", "event", "true", 9, "lines 8-9", [('L', 8, 'Evelyn exited'), ('L', 9, 'Evelyn entered')]),
("Amelia left early, at line 4", "event", "true", 4, "line 4", ('L', 4, 'Amelia exited')),
("She thinks the peas are in the blue_suitcase", "belief", "false", "end", "PLANTED: Amelia left before the peas appeared; she has no belief (null)", ('B', 'Amelia', 'end', 'blue_suitcase')),
("Evelyn saw the move", "presence", "true", 7, "witnessed 7", ('W', ['Evelyn'], 7)),
("Jacob saw her see it", "presence", "true", 7, "Jacob witnessed 7", ('W', ['Jacob'], 7)),
("Her brief exit at line 8", "event", "true", 8, "line 8", ('L', 8, 'Evelyn exited')),
("nothing moved", "location", "true", 9, "red_bucket at 8, 9", [('O', P, 8, 'red_bucket'), ('O', P, 9, 'red_bucket')]),
("So Jacob thinks Evelyn searches the red_bucket", "belief", "true", "end", "Jacob -> Evelyn", ('B', 'Jacob -> Evelyn', 'end', 'red_bucket')),
]),
]
