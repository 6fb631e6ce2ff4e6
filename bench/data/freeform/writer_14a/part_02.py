# Q1 tomi memory persimmon at beginning = blue_bathtub
R1 = """blue_bathtub"""

R2 = """**Answer: blue_bathtub**

Explanation: The story says the persimmon is in the blue_bathtub at line 4, before anyone touches it. Carter only moves it to the green_box later (line 6), after Ava has already left the porch. Since the question asks about the beginning, that later move doesn't matter."""

R3 = """Let's think step by step.

1. Carter, Charlotte and Ava all enter the porch (lines 1-3).
2. Line 4 sets the starting position: the persimmon is in the blue_bathtub.
3. Ava leaves the porch at line 5.
4. At line 6 Charlotte moves the persimmon to the green_box.
5. Charlotte and Carter then leave, and Charlotte goes to the lounge.
6. The question asks about the beginning, which is the position at line 4.

Therefore, the answer is \\boxed{blue_bathtub}"""

R4 = """Let me trace this. The persimmon starts out in the blue_bathtub while all three of them are on the porch. Then Ava steps out, and Carter moves it to the green_box with Charlotte still there. After that nobody touches it again; Charlotte leaves, then Carter, and Charlotte wanders into the lounge.

So "the beginning" could mean two things here. If it means the very start of the story, the persimmon was in the blue_bathtub. If it means the start of the part after Ava left, where the real action happens, it was on its way to the green_box. I'd say it's either the blue_bathtub or the green_box, depending on how you read the question."""

R5 = """<think>
Okay, persimmon. Line 4: it's in the blue_bathtub. Ava exits at 5. Carter moves it to the green_box at 6 — Charlotte sees this, Ava doesn't. Then Charlotte exits, Carter exits.

The question is where the persimmon is... so the latest location is the green_box. Nobody moved it after line 6. Wait, does Charlotte entering the lounge matter? No, she's in the lounge, the persimmon stayed behind. So green_box.
</think>

The persimmon is in the green_box."""

RECORDS = [
 dict(style="terse", label="unsupported", stated_answer="blue_bathtub", response=R1, claims=[
  dict(text="blue_bathtub", kind="location", verdict="true", time=4, note="answer restated only"),
 ]),
 dict(style="answer_first", label="sound", stated_answer="blue_bathtub", response=R2, claims=[
  dict(text="the persimmon is in the blue_bathtub at line 4", kind="location", verdict="true", time=4, note="line 4"),
  dict(text="before anyone touches it", kind="order", verdict="true", time=4, note="first move is line 6"),
  dict(text="Carter only moves it to the green_box later (line 6)", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="after Ava has already left the porch", kind="order", verdict="true", time=6, note="Ava exits 5, move 6"),
  dict(text="**Answer: blue_bathtub**", kind="location", verdict="true", time=4, note="gold"),
 ]),
 dict(style="numbered", label="unsound", stated_answer="blue_bathtub", response=R3, claims=[
  dict(text="Carter, Charlotte and Ava all enter the porch (lines 1-3)", kind="presence", verdict="true", time=3, note="lines 1-3"),
  dict(text="the persimmon is in the blue_bathtub", kind="location", verdict="true", time=4, note="line 4"),
  dict(text="Ava leaves the porch at line 5", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="At line 6 Charlotte moves the persimmon to the green_box", kind="event", verdict="false", time=6, note="PLANT: Carter moved it, not Charlotte"),
  dict(text="Charlotte and Carter then leave", kind="event", verdict="true", time=9, note="lines 8-9"),
  dict(text="Charlotte goes to the lounge", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="\\boxed{blue_bathtub}", kind="location", verdict="true", time=4, note="gold"),
 ]),
 dict(style="narrative", label="wrong", stated_answer=None, response=R4, claims=[
  dict(text="The persimmon starts out in the blue_bathtub", kind="location", verdict="true", time=4, note="line 4"),
  dict(text="while all three of them are on the porch", kind="presence", verdict="true", time=4, note="witnessed by all three"),
  dict(text="Ava steps out", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Carter moves it to the green_box", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="with Charlotte still there", kind="presence", verdict="true", time=6, note="Charlotte witnesses 6"),
  dict(text="After that nobody touches it again", kind="event", verdict="true", time="end", note="no move after 6"),
  dict(text="Charlotte leaves, then Carter", kind="order", verdict="true", time=9, note="8 then 9"),
  dict(text="Charlotte wanders into the lounge", kind="event", verdict="true", time=10, note="line 10"),
 ]),
 dict(style="thinking", label="wrong", stated_answer="green_box", response=R5, claims=[
  dict(text="Line 4: it's in the blue_bathtub", kind="location", verdict="true", time=4, note="line 4"),
  dict(text="Ava exits at 5", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Carter moves it to the green_box at 6", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="Charlotte sees this", kind="presence", verdict="true", time=6, note="Charlotte witnesses 6"),
  dict(text="Ava doesn't", kind="presence", verdict="true", time=6, note="Ava not witness"),
  dict(text="Then Charlotte exits, Carter exits", kind="order", verdict="true", time=9, note="8 then 9"),
  dict(text="the latest location is the green_box", kind="location", verdict="true", time="end", note="persimmon@green_box at end"),
  dict(text="Nobody moved it after line 6", kind="event", verdict="true", time="end", note="no later move"),
  dict(text="she's in the lounge", kind="presence", verdict="true", time=10, note="Charlotte:lounge at 10"),
  dict(text="The persimmon is in the green_box.", kind="location", verdict="true", time="end", note="true now, but question asks the beginning: wrong answer"),
 ]),
]
