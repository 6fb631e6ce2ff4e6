# Q14 tomi-s6816-1-first_order_0_no_tom: where will Abigail look for the plum, gold blue_bathtub
P = 'plum'
RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="blue_bathtub",
response="""**blue_bathtub**

- The plum starts in the red_bottle (line 6), with Abigail, Emma and Ethan all in the workshop.
- Emma leaves at line 7.
- Abigail then moves the plum to the blue_bathtub herself (line 8), with Ethan watching.
- Abigail assumes Emma knows about the move too, though that doesn't affect where Abigail herself will look.
- Since Abigail did the moving, she'll look in the blue_bathtub.""",
claims=[
("The plum starts in the red_bottle (line 6)", "location", "true", 6, "line 6", ('O', P, 6, 'red_bottle')),
("with Abigail, Emma and Ethan all in the workshop", "presence", "true", 6, "witnessed 6", ('W', ['Abigail', 'Emma', 'Ethan'], 6)),
("Emma leaves at line 7", "event", "true", 7, "line 7", ('L', 7, 'Emma exited')),
("Abigail then moves the plum to the blue_bathtub herself (line 8)", "event", "true", 8, "line 8", ('L', 8, 'Abigail moved the plum to the blue_bathtub')),
("with Ethan watching", "presence", "true", 8, "witnessed 8", ('W', ['Ethan'], 8)),
("Abigail assumes Emma knows about the move too", "belief", "false", "end", "PLANTED: Emma left before the move; Abigail -> Emma = red_bottle", ('B', 'Abigail -> Emma', 'end', 'blue_bathtub')),
("she'll look in the blue_bathtub", "belief", "true", "end", "Abigail = blue_bathtub", ('B', 'Abigail', 'end', 'blue_bathtub')),
]),
dict(style="numbered", label="wrong", stated_answer="red_bottle",
response="""Let's think step by step.

1. Emma, Abigail and Ethan enter the workshop (lines 2–4).
2. The plum is in the red_bottle (line 6).
3. Emma exits (line 7).
4. Abigail moves the plum to the blue_bathtub (line 8).
5. The question asks where Abigail will look for the plum. Since the plum was originally in the red_bottle, she would look where it was first placed.

\\boxed{red_bottle}""",
claims=[
("Emma, Abigail and Ethan enter the workshop (lines 2–4)", "event", "true", 4, "lines 2, 3, 4", [('L', 2, 'Emma entered'), ('L', 3, 'Abigail entered'), ('L', 4, 'Ethan entered')]),
("The plum is in the red_bottle (line 6)", "location", "true", 6, "line 6", ('O', P, 6, 'red_bottle')),
("Emma exits (line 7)", "event", "true", 7, "line 7", ('L', 7, 'Emma exited')),
("Abigail moves the plum to the blue_bathtub (line 8)", "event", "true", 8, "line 8", ('L', 8, 'Abigail moved the plum to the blue_bathtub')),
("the plum was originally in the red_bottle", "location", "true", 6, "first location", ('O', P, 6, 'red_bottle')),
("she would look where it was first placed", "belief", "false", "end", "Abigail = blue_bathtub", ('B', 'Abigail', 'end', 'red_bottle')),
]),
dict(style="narrative", label="unsupported", stated_answer="blue_bathtub",
response="""This is a simple one: Abigail is the one whose belief matters, and she'll look for the plum in the blue_bathtub.""",
claims=[
("she'll look for the plum in the blue_bathtub", "belief", "true", "end", "answer restated", ('B', 'Abigail', 'end', 'blue_bathtub')),
]),
dict(style="terse", label="unsound", stated_answer="blue_bathtub",
response="""blue_bathtub — she moved it there herself at line 8, right after taking it out of the red_bucket.""",
claims=[
("she moved it there herself at line 8", "event", "true", 8, "line 8", ('L', 8, 'Abigail moved the plum to the blue_bathtub')),
("right after taking it out of the red_bucket", "location", "false", 7, "PLANTED: before the move the plum was in the red_bottle, not a red_bucket", ('O', P, 7, 'red_bucket')),
]),
dict(style="thinking", label="sound", stated_answer="blue_bathtub",
response="""<think>
Where will Abigail look for the plum? First-order, Abigail's own belief.

Emma enters, Abigail enters, Ethan enters. Plum in red_bottle (line 6). Emma exits (7). Abigail moves plum to blue_bathtub (8). Story ends.

Abigail made the move herself, so she knows it's in the blue_bathtub. Emma would be the one with the false belief — she left before the move and still thinks red_bottle. But that's not what's asked.
</think>

Abigail will look in the blue_bathtub, since she's the one who moved the plum there.""",
claims=[
("Emma enters, Abigail enters, Ethan enters", "event", "true", 4, "lines 2-4", [('L', 2, 'Emma entered'), ('L', 3, 'Abigail entered'), ('L', 4, 'Ethan entered')]),
("Plum in red_bottle (line 6)", "location", "true", 6, "line 6", ('O', P, 6, 'red_bottle')),
("Emma exits (7)", "event", "true", 7, "line 7", ('L', 7, 'Emma exited')),
("Abigail moves plum to blue_bathtub (8)", "event", "true", 8, "line 8", ('L', 8, 'Abigail moved the plum to the blue_bathtub')),
("she knows it's in the blue_bathtub", "belief", "true", "end", "Abigail", ('B', 'Abigail', 'end', 'blue_bathtub')),
("she left before the move", "order", "true", 7, "7 < 8", ('R', 'Emma', 8, None)),
("still thinks red_bottle", "belief", "true", "end", "Emma = red_bottle", ('B', 'Emma', 'end', 'red_bottle')),
("Abigail will look in the blue_bathtub", "belief", "true", "end", "answer", ('B', 'Abigail', 'end', 'blue_bathtub')),
("she's the one who moved the plum there", "event", "true", 8, "line 8", ('L', 8, 'Abigail moved the plum')),
]),
]
