# Q15 s6815-10-o0: lemon really; gold red_cupboard
ROW = 15
R1 = """F. red_cupboard

Isabella moved the lemon from the blue_pantry to the red_cupboard (line 5), and it is the only move in the story. Everyone else just waits and leaves, so the lemon is still in the red_cupboard."""

R2 = """**Step 1:** The lemon starts in the blue_pantry (line 2), with all five in the office.
**Step 2:** William only stays a minute and leaves (line 4), by which point the lemon is already in the red_cupboard.
**Step 3:** Isabella is the one who moved the lemon to the red_cupboard (line 5), and she then exits (line 6).
**Step 4:** Oliver, Chloe and James each stay a minute and leave without touching it.
**Step 5:** Nothing happens to the lemon in the waiting_room.

**Answer:** F. red_cupboard"""

R3 = """This one is fairly simple compared to the belief questions: it asks about the real location, so the only thing that matters is the last time the lemon was physically moved, not who saw it. The preferences mentioned in the story are just noise.

The answer is F. red_cupboard."""

R4 = """red_cupboard — Isabella moved it there and told everyone so in the waiting_room."""

R5 = """<think>
Track the lemon. blue_pantry at line 2. William leaves at 4, so he's the only one who misses the move. Isabella moves it to red_cupboard at line 5. Then everyone else just stays and exits: Isabella (6), Oliver (9), Chloe (11), James (13). No more moves. Line 14, Isabella likes the red_envelope; red_envelope is a distractor, not a move. Waiting room: nothing.

Wait, is there a second scene in another room? No, the story ends at line 15 with everyone in the waiting_room.

So red_cupboard.
</think>

F. red_cupboard"""

RECORDS = [
 dict(style="answer_first", label="sound", stated_answer="red_cupboard", response=R1, claims=[
  ("Isabella moved the lemon from the blue_pantry to the red_cupboard (line 5)", "event", "true", 5, "line 5"),
  ("it is the only move in the story", "event", "true", "end", "single move"),
  ("Everyone else just waits and leaves", "event", "true", 13, "lines 3-13"),
  ("the lemon is still in the red_cupboard", "location", "true", "end", "gold"),
 ]),
 dict(style="numbered", label="unsound", stated_answer="red_cupboard", response=R2, claims=[
  ("The lemon starts in the blue_pantry (line 2)", "location", "true", 2, "line 2"),
  ("with all five in the office", "presence", "true", 2, "all in office"),
  ("William only stays a minute and leaves (line 4)", "event", "true", 4, "lines 3-4"),
  ("by which point the lemon is already in the red_cupboard", "location", "false", 4, "PLANTED: lemon in blue_pantry at 4; moved at 5"),
  ("Isabella is the one who moved the lemon to the red_cupboard (line 5)", "event", "true", 5, "line 5"),
  ("she then exits (line 6)", "event", "true", 6, "line 6"),
  ("Oliver, Chloe and James each stay a minute and leave without touching it", "event", "true", 13, "lines 8-13"),
  ("Nothing happens to the lemon in the waiting_room", "event", "true", 15, "line 15"),
 ]),
 dict(style="narrative", label="unsupported", stated_answer="red_cupboard", response=R3, claims=[
  ("The preferences mentioned in the story are just noise", "event", "uncheckable", None, "vague commentary"),
 ]),
 dict(style="terse", label="unsound", stated_answer="red_cupboard", response=R4, claims=[
  ("Isabella moved it there", "event", "true", 5, "line 5"),
  ("told everyone so in the waiting_room", "communication", "false", 15, "PLANTED: no claim or tell in the story"),
 ]),
 dict(style="thinking", label="sound", stated_answer="red_cupboard", response=R5, claims=[
  ("blue_pantry at line 2", "location", "true", 2, "line 2"),
  ("William leaves at 4", "event", "true", 4, "line 4"),
  ("he's the only one who misses the move", "presence", "true", 5, "witnessed_by 5 all but William"),
  ("Isabella moves it to red_cupboard at line 5", "event", "true", 5, "line 5"),
  ("Isabella (6), Oliver (9), Chloe (11), James (13)", "event", "true", 13, "exit lines"),
  ("No more moves", "event", "true", "end", "single move"),
  ("Line 14, Isabella likes the red_envelope", "event", "true", 14, "line 14"),
  ("red_envelope is a distractor, not a move", "event", "true", 14, "no move at 14"),
  ("Waiting room: nothing", "event", "true", 15, "line 15"),
  ("the story ends at line 15 with everyone in the waiting_room", "presence", "true", 15, "all in waiting_room"),
 ]),
]
