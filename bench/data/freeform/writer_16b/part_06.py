# Q6 tomi-s6816-4-first_order_1_tom: where will Jackson look for the lettuce; gold blue_crate
RECORDS = []

RECORDS.append(dict(style="terse", label="sound", stated_answer="blue_crate",
response="""blue_crate — he saw it go in there, and he'd already left when Olivia moved it to the red_bathtub.""",
claims=[
("he saw it go in there", "presence", "true", 4, "Jackson witnessed line 4"),
("he'd already left", "presence", "true", 7, "Jackson in no room at row 7"),
("when Olivia moved it to the red_bathtub", "event", "true", 7, "line 7"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="blue_crate",
response="""Let me trace who was in the study and when.

Olivia is in the study from the very start, and Jackson joins her. Jackson and Hannah were both in the study when the lettuce was placed in the blue_crate. Then Jackson steps out, and only after that does Olivia move the lettuce into the red_bathtub. Jackson isn't there to see it, and nobody tells him.

So Jackson's belief is stuck at the blue_crate, and that's where he'll go looking. The answer is blue_crate.""",
claims=[
("Olivia is in the study from the very start", "presence", "true", 1, "line 1"),
("Jackson joins her", "event", "true", 3, "line 3"),
("Jackson and Hannah were both in the study when the lettuce was placed in the blue_crate", "presence", "false", 4, "PLANTED: Hannah is in the office; witnessed_by line 4 = Jackson, Olivia"),
("Jackson steps out", "event", "true", 5, "line 5"),
("only after that does Olivia move the lettuce into the red_bathtub", "order", "true", 7, "exit 5 < move 7"),
("Jackson isn't there to see it", "presence", "true", 7, "Jackson not in witnessed_by line 7"),
("nobody tells him", "communication", "true", "end", "no tells in story"),
("Jackson's belief is stuck at the blue_crate", "belief", "true", "end", "Jackson = blue_crate"),
("that's where he'll go looking", "belief", "true", "end", "answer restated"),
]))

RECORDS.append(dict(style="thinking", label="unsupported", stated_answer="blue_crate",
response="""<think>
The question asks where Jackson will look, so it's about his belief, not where the lettuce actually ends up. Classic Sally-Anne structure.
</think>

Jackson will look in the blue_crate.""",
claims=[
("Jackson will look in the blue_crate", "belief", "true", "end", "answer restated"),
]))

RECORDS.append(dict(style="answer_first", label="wrong", stated_answer="red_bathtub",
response="""**red_bathtub**

Olivia moved the lettuce to the red_bathtub at line 7, which is its most recent location, so Jackson would look there.""",
claims=[
("Olivia moved the lettuce to the red_bathtub at line 7", "event", "true", 7, "line 7"),
("which is its most recent location", "location", "true", "end", "objects row 7"),
("Jackson would look there", "belief", "false", "end", "Jackson = blue_crate"),
]))

RECORDS.append(dict(style="numbered", label="unsupported", stated_answer="blue_crate",
response="""Step 1: The question is about where Jackson will look, which depends on what Jackson believes.
Step 2: Jackson believes the lettuce is in the blue_crate.

**Answer:** blue_crate""",
claims=[
("Jackson believes the lettuce is in the blue_crate", "belief", "true", "end", "answer restated"),
]))
