# Q6 s6815-1-o1: Noah, onion; gold blue_bottle
ROW = 6
R1 = """**Answer: M. blue_bottle**

Explanation:
- The onion starts in the red_envelope (line 3) with everyone present.
- Liam, Chloe and Avery leave one by one without touching it.
- Jack moves the onion to the blue_bottle (line 13) while Noah is still in the staircase.
- Noah is the last one to leave (line 15), so he saw the final move.
- The bathroom scene later is only about the tangerine, and Noah isn't even in it.

Noah therefore believes the onion is in the blue_bottle."""

R2 = """Let's think step by step.

1. Line 3: the onion is in the red_envelope; Liam, Chloe, Avery, Jack and Noah are all in the staircase.
2. Lines 6, 9, 11: Liam, Chloe and Avery exit in that order. The onion has not moved.
3. Line 12: Jack moves the onion to the blue_bottle. Only Jack and Noah are present.
4. Line 13: Jack exits; Noah stays for another minute and exits at line 15.
5. After that the onion is never touched again. The later moves concern the tangerine (red_suitcase → red_drawer).
6. Noah's last observation of the onion: blue_bottle.

So Noah thinks the onion is in the blue_bottle. The answer is \\boxed{M}."""

R3 = """Let me trace where each person was when the onion moved.

The onion starts out in the red_envelope with all five people in the staircase. Liam leaves first, then Chloe, then Avery, none of them touching it. Jack moved the onion to the blue_bottle at line 12, but Noah had already slipped out by then, so he never saw that move.

The later scene in the bathroom is about the tangerine, which Chloe moves to the red_drawer, and it doesn't involve the onion at all.

So Noah still believes the onion is where he last saw it, in the red_envelope. The answer is L. red_envelope."""

R4 = """M. blue_bottle — Noah was still there when Jack moved it."""

R5 = """<think>
Noah's first-order belief about the onion.

Onion: red_envelope at line 3. Everyone present.
Exits from the staircase: Liam (6), Chloe (9), Avery (11). At line 12 Jack moves the onion to the blue_bottle. Who's there? Avery left at 11, so it's just Jack and Noah.

Then Noah made no movements (14) and exited at 15. Jack was the last one out of the staircase, but either way Noah saw the move.

The tangerine stuff in the bathroom (18-25) doesn't touch the onion. Noah wasn't there anyway; he stayed in the waiting_room.

Noah: blue_bottle.
</think>

M. blue_bottle. Noah watched Jack put the onion in the blue_bottle, and nothing moved it afterwards."""

RECORDS = [
 dict(style="answer_first", label="unsound", stated_answer="blue_bottle", response=R1, claims=[
  ("The onion starts in the red_envelope (line 3)", "location", "true", 3, "line 3"),
  ("with everyone present", "presence", "true", 3, "all five witnessed 3"),
  ("Liam, Chloe and Avery leave one by one without touching it", "event", "true", 11, "exits 6, 9, 11; no moves"),
  ("Jack moves the onion to the blue_bottle (line 13)", "event", "false", 13, "PLANTED: the move is line 12; line 13 is Jack's exit"),
  ("while Noah is still in the staircase", "presence", "true", 12, "Noah in staircase"),
  ("Noah is the last one to leave (line 15)", "order", "true", 15, "last exit"),
  ("so he saw the final move", "presence", "true", 12, "Noah witnessed 12"),
  ("The bathroom scene later is only about the tangerine", "event", "true", 25, "lines 18-25 tangerine only"),
  ("Noah isn't even in it", "presence", "true", 24, "Noah in waiting_room 18-26"),
  ("Noah therefore believes the onion is in the blue_bottle", "belief", "true", "end", "gold"),
 ]),
 dict(style="numbered", label="sound", stated_answer="blue_bottle", response=R2, claims=[
  ("Line 3: the onion is in the red_envelope", "location", "true", 3, "line 3"),
  ("Liam, Chloe, Avery, Jack and Noah are all in the staircase", "presence", "true", 3, "all in staircase"),
  ("Lines 6, 9, 11: Liam, Chloe and Avery exit in that order", "order", "true", 11, "exits 6, 9, 11"),
  ("The onion has not moved", "location", "true", 11, "red_envelope at 11"),
  ("Line 12: Jack moves the onion to the blue_bottle", "event", "true", 12, "line 12"),
  ("Only Jack and Noah are present", "presence", "true", 12, "witnessed_by Jac,Noa"),
  ("Line 13: Jack exits", "event", "true", 13, "line 13"),
  ("Noah stays for another minute and exits at line 15", "event", "true", 15, "lines 14-15"),
  ("After that the onion is never touched again", "event", "true", "end", "blue_bottle to end"),
  ("The later moves concern the tangerine (red_suitcase → red_drawer)", "event", "true", 24, "lines 19, 24"),
  ("Noah's last observation of the onion: blue_bottle", "belief", "true", "end", "Noah blue_bottle"),
  ("So Noah thinks the onion is in the blue_bottle", "belief", "true", "end", "gold"),
 ]),
 dict(style="narrative", label="wrong", stated_answer="red_envelope", response=R3, claims=[
  ("The onion starts out in the red_envelope", "location", "true", 3, "line 3"),
  ("with all five people in the staircase", "presence", "true", 3, "all present"),
  ("Liam leaves first, then Chloe, then Avery", "order", "true", 11, "6, 9, 11"),
  ("none of them touching it", "event", "true", 11, "no moves before 12"),
  ("Jack moved the onion to the blue_bottle at line 12", "event", "true", 12, "line 12"),
  ("Noah had already slipped out by then", "presence", "false", 12, "Noah in staircase until 15"),
  ("he never saw that move", "presence", "false", 12, "Noah witnessed 12"),
  ("The later scene in the bathroom is about the tangerine", "event", "true", 25, "lines 18-25"),
  ("which Chloe moves to the red_drawer", "event", "true", 24, "line 24"),
  ("it doesn't involve the onion at all", "event", "true", 25, "onion untouched"),
  ("Noah still believes the onion is where he last saw it, in the red_envelope", "belief", "false", "end", "Noah blue_bottle"),
 ]),
 dict(style="terse", label="sound", stated_answer="blue_bottle", response=R4, claims=[
  ("Noah was still there when Jack moved it", "presence", "true", 12, "Noah witnessed 12"),
 ]),
 dict(style="thinking", label="unsound", stated_answer="blue_bottle", response=R5, claims=[
  ("Onion: red_envelope at line 3", "location", "true", 3, "line 3"),
  ("Everyone present", "presence", "true", 3, "all witnessed 3"),
  ("Exits from the staircase: Liam (6), Chloe (9), Avery (11)", "event", "true", 11, "lines 6, 9, 11"),
  ("At line 12 Jack moves the onion to the blue_bottle", "event", "true", 12, "line 12"),
  ("Avery left at 11", "event", "true", 11, "line 11"),
  ("so it's just Jack and Noah", "presence", "true", 12, "witnessed_by Jac,Noa"),
  ("Then Noah made no movements (14) and exited at 15", "event", "true", 15, "lines 14-15"),
  ("Jack was the last one out of the staircase", "order", "false", 15, "PLANTED: Jack exited 13, Noah last at 15"),
  ("Noah saw the move", "presence", "true", 12, "Noah witnessed 12"),
  ("The tangerine stuff in the bathroom (18-25) doesn't touch the onion", "event", "true", 25, "onion unchanged"),
  ("Noah wasn't there anyway", "presence", "true", 24, "Noah not in bathroom"),
  ("he stayed in the waiting_room", "presence", "true", 26, "Noah waiting_room 17-27"),
  ("Noah: blue_bottle", "belief", "true", "end", "gold"),
  ("Noah watched Jack put the onion in the blue_bottle", "presence", "true", 12, "Noah witnessed 12"),
  ("nothing moved it afterwards", "event", "true", "end", "blue_bottle to end"),
 ]),
]
