# Q12 tomi-s6822-3-reality : Where is the potato really? gold red_bucket
RECORDS = [
dict(style='answer_first', label='unsupported', stated_answer='red_bucket',
response="""**red_bucket**

That's the potato's actual location at the end of the story.""",
claims=[
("**red_bucket**", 'location', 'true', 'end', "objects end = red_bucket"),
("That's the potato's actual location at the end of the story", 'location', 'true', 'end', "answer restated"),
]),
dict(style='thinking', label='unsound', stated_answer='red_bucket',
response="""<think>
Reality question, easy. The potato is placed in the green_envelope at line 5. Then Emma moves it to the red_bucket at line 7 — Chloe is in the hallway for that, and Aria too. Nothing after that; line 7 is the last line.

Chloe liking the patio (line 1) is irrelevant.

So the potato is really in the red_bucket.
</think>

red_bucket""",
claims=[
("The potato is placed in the green_envelope at line 5", 'location', 'true', 5, "objects row 5"),
("Emma moves it to the red_bucket at line 7", 'event', 'true', 7, "line 7"),
("Chloe is in the hallway for that", 'presence', 'true', 7, "Chloe witnessed line 7"),
("and Aria too", 'presence', 'false', 7, "PLANTED: Aria exited at line 6; not a witness of line 7"),
("line 7 is the last line", 'event', 'true', 7, "story has 7 lines"),
("Chloe liking the patio (line 1)", 'event', 'true', 1, "line 1"),
("the potato is really in the red_bucket", 'location', 'true', 'end', "objects end"),
("red_bucket", 'location', 'true', 'end', "answer"),
]),
dict(style='narrative', label='sound', stated_answer='red_bucket',
response="""Let me follow the potato. Chloe, Emma and Aria all come into the hallway, and the potato is in the green_envelope. Aria then leaves, and after that Emma moves the potato into the red_bucket while Chloe looks on. That's the last thing that happens, so the potato is really in the red_bucket. The answer is red_bucket.""",
claims=[
("Chloe, Emma and Aria all come into the hallway", 'event', 'true', 4, "lines 2-4"),
("the potato is in the green_envelope", 'location', 'true', 5, "objects row 5"),
("Aria then leaves", 'event', 'true', 6, "line 6"),
("after that Emma moves the potato into the red_bucket", 'order', 'true', 7, "move at 7 after Aria's exit at 6"),
("while Chloe looks on", 'presence', 'true', 7, "Chloe witnessed line 7"),
("That's the last thing that happens", 'event', 'true', 7, "line 7 is last"),
("the potato is really in the red_bucket", 'location', 'true', 'end', "objects end"),
("The answer is red_bucket", 'location', 'true', 'end', "answer"),
]),
dict(style='numbered', label='wrong', stated_answer=None,
response=r"""Let's think step by step.

1. The potato starts in the green_envelope (line 5), seen by Chloe, Emma and Aria.
2. Aria exits at line 6.
3. Emma moves the potato to the red_bucket (line 7), seen by Chloe and Emma.
4. Physically, the potato ends in the red_bucket, but from Aria's perspective it's still in the green_envelope.

So the answer depends on whose view is meant: \boxed{red\_bucket} physically, or green_envelope for Aria.""",
claims=[
("The potato starts in the green_envelope (line 5)", 'location', 'true', 5, "objects row 5"),
("seen by Chloe, Emma and Aria", 'presence', 'true', 5, "witnessed_by line 5"),
("Aria exits at line 6", 'event', 'true', 6, "line 6"),
("Emma moves the potato to the red_bucket (line 7)", 'event', 'true', 7, "line 7"),
("seen by Chloe and Emma", 'presence', 'true', 7, "witnessed_by line 7"),
("Physically, the potato ends in the red_bucket", 'location', 'true', 'end', "objects end"),
("from Aria's perspective it's still in the green_envelope", 'belief', 'true', 'end', "Aria = green_envelope"),
]),
dict(style='terse', label='sound', stated_answer='red_bucket',
response="""red_bucket. Emma moved it there at the end.""",
claims=[
("red_bucket", 'location', 'true', 'end', "objects end"),
("Emma moved it there at the end", 'event', 'true', 7, "line 7, last line"),
]),
]
