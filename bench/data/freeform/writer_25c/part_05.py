RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_bucket",
response="""D. green_bucket

Explanation: The potato passes through several hands in the lounge — James puts it in the green_container (line 4), Lucas in the red_treasure_chest (line 6), Alexander in the green_envelope (line 8), and finally Chloe in the green_bucket (line 10). Nobody touches it after that; the later claim and whisper are both about the sweet_potato.""",
claims=[
("James puts it in the green_container (line 4)", "event", "true", 4, "line 4"),
("Lucas in the red_treasure_chest (line 6)", "event", "true", 6, "line 6"),
("Alexander in the green_envelope (line 8)", "event", "true", 8, "line 8"),
("finally Chloe in the green_bucket (line 10)", "event", "true", 10, "line 10, last move"),
("Nobody touches it after that", "event", "true", "end", "potato green_bucket rows 10-28"),
("the later claim and whisper are both about the sweet_potato", "communication", "true", 28, "lines 27-28"),
]),
dict(style="numbered", label="unsound", stated_answer="green_bucket",
response="""Step 1: The potato starts in the green_bathtub (line 3).
Step 2: James moves it to the green_container, then leaves.
Step 3: Lucas moves it to the red_treasure_chest and leaves; Alexander moves it to the green_envelope and leaves.
Step 4: Ava moves it to the green_bucket at line 10. After that the last people in the lounge leave without moving it.
Step 5: The rest of the story never moves the potato again.

**Answer:** D. green_bucket""",
claims=[
("The potato starts in the green_bathtub (line 3)", "location", "true", 3, "objects row 3"),
("James moves it to the green_container, then leaves", "event", "true", 4, "lines 4-5"),
("Lucas moves it to the red_treasure_chest and leaves", "event", "true", 6, "lines 6-7"),
("Alexander moves it to the green_envelope and leaves", "event", "true", 8, "lines 8-9"),
("Ava moves it to the green_bucket at line 10", "event", "false", 10, "PLANTED: Chloe made the move at line 10"),
("the last people in the lounge leave without moving it", "event", "true", 13, "lines 11-13"),
("The rest of the story never moves the potato again", "event", "true", "end", "no later potato move"),
]),
dict(style="narrative", label="unsound", stated_answer="green_bucket",
response="""Let me follow the potato through the lounge. Everyone's there when it's first in the green_bathtub, and James moves it into the green_container before he heads out. Lucas relocates it to the red_treasure_chest. Then Alexander takes his turn with the green_envelope, and Chloe makes the final move, into the green_bucket, with only Ava and Alexander watching. Ava just stays a minute and leaves.

Nothing else happens to the potato — Alexander disliking it doesn't move it anywhere. So it's really in the green_bucket.""",
claims=[
("Everyone's there when it's first in the green_bathtub", "presence", "true", 3, "all five in lounge row 3"),
("James moves it into the green_container before he heads out", "event", "true", 4, "lines 4-5"),
("Lucas relocates it to the red_treasure_chest", "event", "true", 6, "line 6"),
("Alexander takes his turn with the green_envelope", "event", "true", 8, "line 8"),
("Chloe makes the final move, into the green_bucket", "event", "true", 10, "line 10"),
("with only Ava and Alexander watching", "presence", "false", 10, "PLANTED: Alexander exited at 9; witnessed_by row 10 = Ava, Chloe"),
("Ava just stays a minute and leaves", "event", "true", 13, "lines 12-13"),
("Nothing else happens to the potato", "event", "true", "end", "no later move"),
("Alexander disliking it doesn't move it anywhere", "event", "true", 18, "line 18 not a move"),
("it's really in the green_bucket", "location", "true", "end", "objects last row"),
]),
dict(style="terse", label="unsupported", stated_answer="green_bucket",
response="""The potato is really in the green_bucket.""",
claims=[
("The potato is really in the green_bucket", "location", "true", "end", "answer restated"),
]),
dict(style="thinking", label="sound", stated_answer="green_bucket",
response="""<think>
"Really" means the actual location at the end, not anyone's belief.

Moves: line 4 James → green_container. Line 6 Lucas → red_treasure_chest. Line 8 Alexander → green_envelope. Line 10 Chloe → green_bucket. Any later move of the potato? Line 17 is the sweet_potato in the green_cupboard — different object. Line 18, Alexander dislikes the potato, not a move. Lines 27 and 28 are claims about the sweet_potato.

Wait, does anyone claim something about the potato? No, both the public claim and the private tell are about the sweet_potato. So the potato's last location is the green_bucket.
</think>

The potato is really in the green_bucket (D) — Chloe put it there at line 10 and it was never moved again.""",
claims=[
("line 4 James → green_container", "event", "true", 4, "line 4"),
("Line 6 Lucas → red_treasure_chest", "event", "true", 6, "line 6"),
("Line 8 Alexander → green_envelope", "event", "true", 8, "line 8"),
("Line 10 Chloe → green_bucket", "event", "true", 10, "line 10"),
("Line 17 is the sweet_potato in the green_cupboard", "location", "true", 17, "objects row 17"),
("Line 18, Alexander dislikes the potato, not a move", "event", "true", 18, "line 18"),
("Lines 27 and 28 are claims about the sweet_potato", "communication", "true", 28, "lines 27-28"),
("both the public claim and the private tell are about the sweet_potato", "communication", "true", 28, "lines 27-28"),
("the potato's last location is the green_bucket", "location", "true", "end", "objects last row"),
("Chloe put it there at line 10", "event", "true", 10, "line 10"),
("it was never moved again", "event", "true", "end", "no later move"),
]),
]
