# Q12 tomi-s6816-0-memory: where was the onion at the beginning, gold blue_pantry
O_ = 'onion'
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="blue_pantry",
response="""**blue_pantry**

The first time the onion appears (line 4) it's in the blue_pantry, with Ethan and Nathan in the hall. Nathan only moves it to the red_envelope later, at line 7.""",
claims=[
("The first time the onion appears (line 4) it's in the blue_pantry", "location", "true", 4, "line 4", ('O', O_, 4, 'blue_pantry')),
("with Ethan and Nathan in the hall", "presence", "true", 4, "witnessed 4", ('W', ['Ethan', 'Nathan'], 4)),
("Nathan only moves it to the red_envelope later, at line 7", "event", "true", 7, "line 7", ('L', 7, 'Nathan moved the onion to the red_envelope')),
]),
dict(style="numbered", label="unsupported", stated_answer="blue_pantry",
response="""1. The question asks where the onion was at the start, not where it is now.
2. So we only need the onion's first location.

**Answer:** At the beginning, the onion was in the blue_pantry.""",
claims=[
("At the beginning, the onion was in the blue_pantry", "location", "true", 4, "answer restated", ('O', O_, 4, 'blue_pantry')),
]),
dict(style="narrative", label="wrong", stated_answer="red_envelope",
response="""Let me trace the onion. Ethan and Nathan are in the hall when the onion shows up, and Lily comes in after. Nathan moves it to the red_envelope while all three are there, and then Ethan leaves.

Since the onion is in the red_envelope once the story's action really gets going, I'd say the answer is the red_envelope.""",
claims=[
("Ethan and Nathan are in the hall when the onion shows up", "presence", "true", 4, "rooms at 4", [('R', 'Ethan', 4, 'hall'), ('R', 'Nathan', 4, 'hall')]),
("Lily comes in after", "order", "true", 6, "Lily enters at 6, after the onion appears at 4", ('R', 'Lily', 4, None)),
("Nathan moves it to the red_envelope", "event", "true", 7, "line 7", ('L', 7, 'Nathan moved the onion to the red_envelope')),
("while all three are there", "presence", "true", 7, "witnessed 7", ('W', ['Ethan', 'Nathan', 'Lily'], 7)),
("then Ethan leaves", "event", "true", 8, "line 8", ('L', 8, 'Ethan exited')),
("the onion is in the red_envelope once the story's action really gets going", "location", "uncheckable", None, "no determinate time"),
]),
dict(style="terse", label="sound", stated_answer="blue_pantry",
response="""blue_pantry — that's where it is at line 4, before Nathan moves it.""",
claims=[
("that's where it is at line 4", "location", "true", 4, "line 4", ('O', O_, 4, 'blue_pantry')),
("before Nathan moves it", "order", "true", 7, "move at line 7", ('L', 7, 'Nathan moved the onion')),
]),
dict(style="thinking", label="unsound", stated_answer="blue_pantry",
response="""<think>
Memory question — where was the onion at the beginning, not now.

Ethan enters the hall, then Nathan. Line 4: the onion is in the blue_pantry, both of them see it. Lily comes in at line 6 and sees it there too. Then Ethan moves the onion to the red_envelope at line 7, and Ethan leaves at 8.

So it started in blue_pantry and ended in red_envelope. The question asks about the beginning → blue_pantry.
</think>

The onion was in the blue_pantry at the beginning.""",
claims=[
("Ethan enters the hall, then Nathan", "event", "true", 3, "lines 1, 3", [('L', 1, 'Ethan entered the hall'), ('L', 3, 'Nathan entered the hall')]),
("Line 4: the onion is in the blue_pantry", "location", "true", 4, "line 4", ('O', O_, 4, 'blue_pantry')),
("both of them see it", "presence", "true", 4, "witnessed 4", ('W', ['Ethan', 'Nathan'], 4)),
("Lily comes in at line 6", "event", "true", 6, "line 6", ('L', 6, 'Lily entered the hall')),
("sees it there too", "belief", "true", 6, "Lily = blue_pantry at 6", ('B', 'Lily', 6, 'blue_pantry')),
("Ethan moves the onion to the red_envelope at line 7", "event", "false", 7, "PLANTED: Nathan moved the onion at line 7", ('L', 7, 'Ethan moved')),
("Ethan leaves at 8", "event", "true", 8, "line 8", ('L', 8, 'Ethan exited')),
("it started in blue_pantry", "location", "true", 4, "first location", ('O', O_, 4, 'blue_pantry')),
("ended in red_envelope", "location", "true", "end", "end location", ('O', O_, 'end', 'red_envelope')),
("The onion was in the blue_pantry at the beginning", "location", "true", 4, "answer", ('O', O_, 4, 'blue_pantry')),
]),
]
