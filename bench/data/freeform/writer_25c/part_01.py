RECORDS = [
dict(style="numbered", label="sound", stated_answer="red_crate",
response="""Let's think step by step.

1. Sophia and Avery are both in the garage at the start, and the lemon is in the blue_cupboard (line 3).
2. Avery exits the garage at line 4 and later enters the office.
3. Sophia never leaves the garage. She moves the lemon to the red_crate herself (line 7).
4. Because she made the move, Sophia knows the lemon is in the red_crate.

So the answer is \\boxed{red_crate}.""",
claims=[
("Sophia and Avery are both in the garage at the start", "presence", "true", 2, "both in garage rows 2-3"),
("the lemon is in the blue_cupboard (line 3)", "location", "true", 3, "objects row 3"),
("Avery exits the garage at line 4", "event", "true", 4, "line 4"),
("later enters the office", "event", "true", 6, "line 6"),
("Sophia never leaves the garage", "presence", "true", "end", "Sophia in garage every row"),
("She moves the lemon to the red_crate herself (line 7)", "event", "true", 7, "line 7"),
("Sophia knows the lemon is in the red_crate", "belief", "true", "end", "Sophia -> red_crate at row 7"),
]),
dict(style="narrative", label="unsound", stated_answer="red_crate",
response="""Let me trace where each person was. Sophia is in the garage from the very beginning, and Avery joins her before the lemon is even mentioned, so both of them see it sitting in the blue_cupboard. Then Avery heads out of the garage and goes into the closet. Amelia only appears as someone who hates persimmons; she never sets foot in the garage.

After that, Sophia is alone with the lemon, and she moves it to the red_crate. Since she's the one who moved it, she obviously knows where it is now.

The answer is red_crate.""",
claims=[
("Sophia is in the garage from the very beginning", "presence", "true", 1, "line 1"),
("Avery joins her before the lemon is even mentioned", "order", "true", 2, "Avery enters line 2, lemon line 3"),
("both of them see it sitting in the blue_cupboard", "presence", "true", 3, "witnessed_by row 3 = Avery, Sophia"),
("Avery heads out of the garage", "event", "true", 4, "line 4"),
("goes into the closet", "event", "false", 6, "PLANTED: Avery entered the office, not a closet"),
("she never sets foot in the garage", "presence", "true", "end", "Amelia room null all rows"),
("Sophia is alone with the lemon", "presence", "true", 7, "only Sophia in garage at row 7"),
("she moves it to the red_crate", "event", "true", 7, "line 7"),
("she obviously knows where it is now", "belief", "true", "end", "Sophia -> red_crate"),
]),
dict(style="terse", label="wrong", stated_answer="blue_cupboard",
response="""blue_cupboard — that's where the lemon was put when both of them were in the garage.""",
claims=[
("that's where the lemon was put when both of them were in the garage", "location", "true", 3, "lemon in blue_cupboard at row 3 with Sophia and Avery present"),
]),
dict(style="thinking", label="sound", stated_answer="red_crate",
response="""<think>
Where will Sophia look for the lemon — so this is about Sophia's own belief.

Line 3: the lemon is in the blue_cupboard, and Sophia and Avery are both in the garage then. Avery exits at line 4. Line 6 Avery goes to the office, so he's out of the picture. Line 7: Sophia moves the lemon to the red_crate.

Wait, is Sophia still in the garage at line 7? She never exited, so yes — and she's the one doing the move anyway.

Amelia hating the persimmon is a distractor.
</think>

Sophia will look in the **red_crate**, since she moved the lemon there herself.""",
claims=[
("Line 3: the lemon is in the blue_cupboard", "location", "true", 3, "objects row 3"),
("Sophia and Avery are both in the garage then", "presence", "true", 3, "rooms row 3"),
("Avery exits at line 4", "event", "true", 4, "line 4"),
("Line 6 Avery goes to the office", "event", "true", 6, "line 6"),
("Line 7: Sophia moves the lemon to the red_crate", "event", "true", 7, "line 7"),
("She never exited", "presence", "true", 7, "Sophia in garage at row 7"),
("Sophia will look in the **red_crate**", "belief", "true", "end", "Sophia -> red_crate"),
("she moved the lemon there herself", "event", "true", 7, "line 7"),
]),
dict(style="answer_first", label="unsound", stated_answer="red_crate",
response="""**Answer: red_crate**

Explanation:
- The lemon starts in the blue_cupboard (line 3), seen by both Sophia and Avery.
- Avery leaves the garage at line 5 and ends up in the office.
- Sophia stays behind and moves the lemon to the red_crate (line 7), so she knows exactly where it is.""",
claims=[
("The lemon starts in the blue_cupboard (line 3)", "location", "true", 3, "objects row 3"),
("seen by both Sophia and Avery", "presence", "true", 3, "witnessed_by row 3"),
("Avery leaves the garage at line 5", "event", "false", 5, "PLANTED: Avery exited at line 4; line 5 is Amelia/persimmon"),
("ends up in the office", "event", "true", 6, "line 6"),
("Sophia stays behind", "presence", "true", 7, "Sophia in garage row 7"),
("moves the lemon to the red_crate (line 7)", "event", "true", 7, "line 7"),
("she knows exactly where it is", "belief", "true", "end", "Sophia -> red_crate"),
]),
]
