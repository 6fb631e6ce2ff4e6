# Q11 tomi first_order_0_no_tom Ethan looks for turnip = blue_drawer
R1 = """<think>
Ethan look for turnip → Ethan's belief.

Turnip in green_box (3). Ethan himself moves it to blue_drawer (5). Ethan never leaves the pantry. Alexander leaves at 6 and goes to the den; Alexander thinks it's still in the green_box, but that's irrelevant here — the question is about Ethan.

Ethan did the move, so he knows: blue_drawer.
</think>

Ethan will look in the blue_drawer."""

R2 = """**blue_drawer**

Ethan moved the turnip from the green_box to the blue_drawer himself (line 5), and it isn't moved again afterward. He is still in the pantry at the end, so he'll look in the blue_drawer."""

R3 = """Step 1: Ethan and Alexander both enter the pantry (lines 1-2).
Step 2: The turnip is in the green_box (line 3).
Step 3: Line 4: Ethan moves the turnip to the blue_drawer.
Step 4: Alexander leaves for the den (lines 6-7). Ethan stays.
Step 5: Ethan knows where he put it.

**Answer:** blue_drawer"""

R4 = """Ethan is the one who moves the turnip, so this one is straightforward. He and Alexander are both in the pantry when the turnip is found in the green_box, and Ethan moves it into the blue_drawer while Alexander is still there. Alexander then heads off to the den, but nothing else happens to the turnip. Ethan will look for it in the blue_drawer, where he put it."""

R5 = """The blue_drawer."""

RECORDS = [
 dict(style="thinking", label="unsound", stated_answer="blue_drawer", response=R1, claims=[
  dict(text="Turnip in green_box (3)", kind="location", verdict="true", time=3, note="line 3"),
  dict(text="Ethan himself moves it to blue_drawer (5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Ethan never leaves the pantry", kind="presence", verdict="true", time="end", note="Ethan:pantry throughout"),
  dict(text="Alexander leaves at 6", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="goes to the den", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Alexander thinks it's still in the green_box", kind="belief", verdict="false", time="end", note="PLANT: Alexander saw the move, believes blue_drawer"),
  dict(text="Ethan did the move", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="he knows: blue_drawer", kind="belief", verdict="true", time="end", note="Ethan blue_drawer"),
  dict(text="Ethan will look in the blue_drawer.", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="answer_first", label="sound", stated_answer="blue_drawer", response=R2, claims=[
  dict(text="**blue_drawer**", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="Ethan moved the turnip from the green_box to the blue_drawer himself (line 5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="it isn't moved again afterward", kind="event", verdict="true", time="end", note="no later move"),
  dict(text="He is still in the pantry at the end", kind="presence", verdict="true", time="end", note="Ethan:pantry at 7"),
  dict(text="he'll look in the blue_drawer", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="numbered", label="unsound", stated_answer="blue_drawer", response=R3, claims=[
  dict(text="Ethan and Alexander both enter the pantry (lines 1-2)", kind="presence", verdict="true", time=2, note="lines 1-2"),
  dict(text="The turnip is in the green_box (line 3)", kind="location", verdict="true", time=3, note="line 3"),
  dict(text="Line 4: Ethan moves the turnip to the blue_drawer", kind="event", verdict="false", time=4, note="PLANT: the move is line 5; line 4 is 'Alexander likes the office'"),
  dict(text="Alexander leaves for the den (lines 6-7)", kind="event", verdict="true", time=7, note="6-7"),
  dict(text="Ethan stays", kind="presence", verdict="true", time=7, note="Ethan:pantry"),
  dict(text="Ethan knows where he put it", kind="belief", verdict="true", time="end", note="Ethan blue_drawer"),
  dict(text="**Answer:** blue_drawer", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="narrative", label="sound", stated_answer="blue_drawer", response=R4, claims=[
  dict(text="Ethan is the one who moves the turnip", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="He and Alexander are both in the pantry when the turnip is found in the green_box", kind="presence", verdict="true", time=3, note="both witness 3"),
  dict(text="Ethan moves it into the blue_drawer while Alexander is still there", kind="event", verdict="true", time=5, note="line 5, Alexander witness"),
  dict(text="Alexander then heads off to the den", kind="event", verdict="true", time=7, note="6-7"),
  dict(text="nothing else happens to the turnip", kind="event", verdict="true", time="end", note="no later move"),
  dict(text="Ethan will look for it in the blue_drawer, where he put it", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="terse", label="unsupported", stated_answer="blue_drawer", response=R5, claims=[
  dict(text="The blue_drawer.", kind="belief", verdict="true", time="end", note="answer only"),
 ]),
]
