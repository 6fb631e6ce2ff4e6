# Q13 tomi-s6815-4-first_order_1_tom: Lucas look for lemon; gold blue_bottle
ROW = 13
R1 = """**blue_bottle**

Lucas will look for the lemon in the blue_bottle."""

R2 = """Let's think step by step.

1. Lucas and Carter are both in the garden when the lemon is in the blue_bottle (line 4).
2. Lucas leaves the garden at line 5 and goes to the garage.
3. Carter moves the lemon to the green_pantry at line 7, while Lucas is in the garage.
4. Lucas never sees this move, so he still believes the lemon is in the blue_bottle.

So Lucas will look for the lemon in the blue_bottle. The answer is [blue_bottle]."""

R3 = """Let me trace where Lucas was. He's in the garden with Carter when the lemon is in the blue_bottle, and then he leaves for the garage. Only after that does Carter move the lemon to the green_pantry, so Lucas has no idea it moved. Aiden, who arrives in the garden at the very end and finds the lemon sitting in the blue_bottle, doesn't affect what Lucas knows either.

So Lucas will look where he last saw it: the blue_bottle."""

R4 = """In the green_pantry, where Carter put it."""

R5 = """<think>
Classic false-belief setup. Lucas and Carter in the garden, lemon in blue_bottle (line 4). Lucas exits at line 5. Carter moves the lemon to the green_pantry. Lucas entered the garage right after Carter's move, so he's in a different room either way; he didn't see it.

Aiden likes the laundry (line 1), irrelevant. Aiden enters the garden at line 8, after the move, so Aiden will see it in the green_pantry, but that doesn't matter for Lucas.

Lucas's belief: blue_bottle.
</think>

Lucas will look in the blue_bottle, since he left the garden before Carter moved the lemon."""

RECORDS = [
 dict(style="answer_first", label="unsupported", stated_answer="blue_bottle", response=R1, claims=[
  ("Lucas will look for the lemon in the blue_bottle", "belief", "true", "end", "answer restated"),
 ]),
 dict(style="numbered", label="sound", stated_answer="blue_bottle", response=R2, claims=[
  ("Lucas and Carter are both in the garden when the lemon is in the blue_bottle (line 4)", "presence", "true", 4, "both in garden at 4"),
  ("Lucas leaves the garden at line 5", "event", "true", 5, "line 5"),
  ("goes to the garage", "event", "true", 6, "line 6"),
  ("Carter moves the lemon to the green_pantry at line 7", "event", "true", 7, "line 7"),
  ("while Lucas is in the garage", "presence", "true", 7, "Lucas in garage at 7"),
  ("Lucas never sees this move", "presence", "true", 7, "witnessed_by Car"),
  ("he still believes the lemon is in the blue_bottle", "belief", "true", "end", "Lucas blue_bottle"),
  ("So Lucas will look for the lemon in the blue_bottle", "belief", "true", "end", "gold"),
 ]),
 dict(style="narrative", label="unsound", stated_answer="blue_bottle", response=R3, claims=[
  ("He's in the garden with Carter when the lemon is in the blue_bottle", "presence", "true", 4, "both witnessed 4"),
  ("then he leaves for the garage", "event", "true", 6, "lines 5-6"),
  ("Only after that does Carter move the lemon to the green_pantry", "order", "true", 7, "7 after 5-6"),
  ("Lucas has no idea it moved", "belief", "true", "end", "Lucas blue_bottle"),
  ("Aiden, who arrives in the garden at the very end", "event", "true", 8, "line 8"),
  ("finds the lemon sitting in the blue_bottle", "location", "false", 8, "PLANTED: lemon is in green_pantry at 8"),
  ("doesn't affect what Lucas knows either", "belief", "true", 8, "Lucas blue_bottle at 8"),
  ("Lucas will look where he last saw it: the blue_bottle", "belief", "true", "end", "gold"),
 ]),
 dict(style="terse", label="wrong", stated_answer="green_pantry", response=R4, claims=[
  ("where Carter put it", "event", "true", 7, "line 7"),
 ]),
 dict(style="thinking", label="unsound", stated_answer="blue_bottle", response=R5, claims=[
  ("Lucas and Carter in the garden, lemon in blue_bottle (line 4)", "location", "true", 4, "line 4, both present"),
  ("Lucas exits at line 5", "event", "true", 5, "line 5"),
  ("Carter moves the lemon to the green_pantry", "event", "true", 7, "line 7"),
  ("Lucas entered the garage right after Carter's move", "order", "false", 6, "PLANTED: Lucas entered garage at 6, before the move at 7"),
  ("he's in a different room either way", "presence", "true", 7, "Lucas in garage"),
  ("he didn't see it", "presence", "true", 7, "witnessed_by Car"),
  ("Aiden likes the laundry (line 1), irrelevant", "event", "true", 1, "line 1"),
  ("Aiden enters the garden at line 8, after the move", "event", "true", 8, "line 8"),
  ("Aiden will see it in the green_pantry", "belief", "true", 8, "Aiden green_pantry at 8"),
  ("Lucas's belief: blue_bottle", "belief", "true", "end", "Lucas blue_bottle"),
  ("Lucas will look in the blue_bottle", "belief", "true", "end", "gold"),
  ("he left the garden before Carter moved the lemon", "order", "true", 7, "5 before 7"),
 ]),
]
