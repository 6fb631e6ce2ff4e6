# Q5 s6814-0-o0 strawberry really = green_box (I)
R1 = """Let me follow the strawberry itself, since the question is about where it really is rather than what anyone believes. It starts in the blue_bucket in the study (line 3). Nathan and Abigail each wait a minute and leave without touching it. Then Mason moves it to the green_box (line 8) while Owen and Aiden are still there, and leaves.

After that, nobody does anything to the strawberry again. Owen and Aiden just wait and go, and everything that happens in the hallway and the waiting_room concerns the orange — including Aiden's public claim and Nathan's private message. Nathan and Abigail would still think it's in the blue_bucket, but that's belief, not reality. And Aiden clearly has no interest in the strawberry anyway.

The answer is I. green_box."""

R2 = """Let's think step by step.

1. Line 3: the strawberry is in the blue_bucket.
2. Lines 4-7: Nathan and Abigail leave the study; neither touches the strawberry.
3. Line 8: Mason moves the strawberry to the green_box, with only Aiden watching.
4. Lines 9-15: Mason, Owen and Aiden all leave. No one moves the strawberry again.
5. The later hallway scenes are about the orange, so they don't affect the strawberry.

So the strawberry is really in the green_box.

The answer is \\boxed{I}"""

R3 = """**Answer: I. green_box**

The strawberry is really in the green_box."""

R4 = """green_box. Mason moved it there at line 8 and nobody touched it after."""

R5 = """<think>
Question is just reality: where is the strawberry really.

Strawberry: blue_bucket at 3. Nathan leaves (5), Abigail leaves (7). Mason moves it to green_box (8). Mason leaves. Owen, Aiden leave. That's it for the study.

Second half: hallway, orange in green_container (19). Aiden moves the orange to blue_treasure_chest (23), Nathan moved the orange to the red_container at 25. Then public claim, private tell — all about the orange.

Hmm, wait, does anyone move the strawberry after 8? Scanning... Aiden "dislikes the strawberry" at 14 — that's not a move. Nothing else.

So green_box.
</think>

The strawberry is really in the green_box (I)."""

RECORDS = [
 dict(style="narrative", label="sound", stated_answer="green_box", response=R1, claims=[
  dict(text="It starts in the blue_bucket in the study (line 3)", kind="location", verdict="true", time=3, note="line 3"),
  dict(text="Nathan and Abigail each wait a minute and leave without touching it", kind="event", verdict="true", time=7, note="lines 4-7"),
  dict(text="Mason moves it to the green_box (line 8)", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="while Owen and Aiden are still there", kind="presence", verdict="true", time=8, note="witnesses Aiden, Mason, Owen"),
  dict(text="and leaves", kind="event", verdict="true", time=9, note="Mason exits 9"),
  dict(text="nobody does anything to the strawberry again", kind="event", verdict="true", time="end", note="no later strawberry move"),
  dict(text="Owen and Aiden just wait and go", kind="event", verdict="true", time=15, note="lines 11-15"),
  dict(text="everything that happens in the hallway and the waiting_room concerns the orange", kind="event", verdict="true", time=30, note="later moves/claims are about the orange"),
  dict(text="including Aiden's public claim and Nathan's private message", kind="communication", verdict="true", time=30, note="29, 30 about orange"),
  dict(text="Nathan and Abigail would still think it's in the blue_bucket", kind="belief", verdict="true", time="end", note="both believe blue_bucket"),
  dict(text="Aiden clearly has no interest in the strawberry anyway", kind="event", verdict="uncheckable", time=None, note="motive/attitude, not a checkable fact"),
  dict(text="The answer is I. green_box", kind="location", verdict="true", time="end", note="gold"),
 ]),
 dict(style="numbered", label="unsound", stated_answer="green_box", response=R2, claims=[
  dict(text="Line 3: the strawberry is in the blue_bucket", kind="location", verdict="true", time=3, note="line 3"),
  dict(text="Nathan and Abigail leave the study", kind="event", verdict="true", time=7, note="5, 7"),
  dict(text="neither touches the strawberry", kind="event", verdict="true", time=7, note="no move by them"),
  dict(text="Line 8: Mason moves the strawberry to the green_box", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="with only Aiden watching", kind="presence", verdict="false", time=8, note="PLANT: Owen also witnessed line 8"),
  dict(text="Mason, Owen and Aiden all leave", kind="event", verdict="true", time=15, note="9, 12, 15"),
  dict(text="No one moves the strawberry again", kind="event", verdict="true", time="end", note="no later move"),
  dict(text="The later hallway scenes are about the orange", kind="event", verdict="true", time=26, note="hallway moves are of the orange"),
  dict(text="So the strawberry is really in the green_box", kind="location", verdict="true", time="end", note="gold"),
  dict(text="\\boxed{I}", kind="location", verdict="true", time="end", note="I = green_box"),
 ]),
 dict(style="answer_first", label="unsupported", stated_answer="green_box", response=R3, claims=[
  dict(text="**Answer: I. green_box**", kind="location", verdict="true", time="end", note="answer"),
  dict(text="The strawberry is really in the green_box.", kind="location", verdict="true", time="end", note="restatement only"),
 ]),
 dict(style="terse", label="sound", stated_answer="green_box", response=R4, claims=[
  dict(text="green_box", kind="location", verdict="true", time="end", note="gold"),
  dict(text="Mason moved it there at line 8", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="nobody touched it after", kind="event", verdict="true", time="end", note="no later move"),
 ]),
 dict(style="thinking", label="unsound", stated_answer="green_box", response=R5, claims=[
  dict(text="blue_bucket at 3", kind="location", verdict="true", time=3, note="line 3"),
  dict(text="Nathan leaves (5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Abigail leaves (7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Mason moves it to green_box (8)", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Mason leaves", kind="event", verdict="true", time=9, note="line 9"),
  dict(text="Owen, Aiden leave", kind="event", verdict="true", time=15, note="12, 15"),
  dict(text="orange in green_container (19)", kind="location", verdict="true", time=19, note="line 19"),
  dict(text="Aiden moves the orange to blue_treasure_chest (23)", kind="event", verdict="true", time=23, note="line 23"),
  dict(text="Nathan moved the orange to the red_container at 25", kind="event", verdict="false", time=25, note="PLANT: Nathan moved it to the blue_pantry"),
  dict(text="public claim, private tell — all about the orange", kind="communication", verdict="true", time=30, note="29, 30 about orange"),
  dict(text="Aiden \"dislikes the strawberry\" at 14 — that's not a move", kind="event", verdict="true", time=14, note="line 14 no move"),
  dict(text="Nothing else", kind="event", verdict="true", time="end", note="no strawberry move after 8"),
  dict(text="The strawberry is really in the green_box (I)", kind="location", verdict="true", time="end", note="gold"),
 ]),
]
