# Q5 tomi-s6815-3-reality: sweet_potato really; gold green_pantry
ROW = 5
R1 = """**Answer: red_bottle**

Explanation:
The sweet_potato is in the red_bottle (line 5). Oliver then moves it to the green_pantry (line 6), but since the question asks where it *really* is, the placement the story states as fact, the red_bottle, is its true location. Amelia's exit at line 7 doesn't affect this."""

R2 = """1. Jack enters the attic and then leaves it; he never goes to the lounge.
2. Oliver and Amelia are both in the lounge when the sweet_potato is in the red_bottle (line 5).
3. Oliver moves the sweet_potato to the green_pantry (line 6).
4. Amelia exits (line 7), but leaving doesn't move anything.

**Final answer:** The sweet_potato is really in the green_pantry."""

R3 = """Let me trace this. Jack only ever goes into the attic, which he enters and then leaves, so he never comes near the sweet_potato.

In the lounge, Oliver arrives first and Amelia joins him. With both of them there, the sweet_potato is in the red_bottle, and then Oliver moves it to the green_pantry. Amelia walks out afterwards and still pictures the sweet_potato in the red_bottle, but that's only her belief, not reality.

Nothing moves it after line 6, so the sweet_potato is really in the green_pantry. The answer is green_pantry."""

R4 = """green_pantry"""

R5 = """<think>
Reality question. Just track the object.
Line 5: sweet_potato in red_bottle. Line 6: Oliver moves it to green_pantry. Line 7: Amelia exits, no move. Jack was only ever in the attic, irrelevant.
So green_pantry.
</think>

The sweet_potato is in the green_pantry; Oliver moved it there and nothing moved it afterwards."""

RECORDS = [
 dict(style="answer_first", label="wrong", stated_answer="red_bottle", response=R1, claims=[
  ("The sweet_potato is in the red_bottle (line 5)", "location", "true", 5, "line 5"),
  ("Oliver then moves it to the green_pantry (line 6)", "event", "true", 6, "line 6"),
  ("the red_bottle, is its true location", "location", "false", "end", "sweet_potato green_pantry at end"),
  ("Amelia's exit at line 7 doesn't affect this", "location", "true", 7, "no move at 7"),
 ]),
 dict(style="numbered", label="sound", stated_answer="green_pantry", response=R2, claims=[
  ("Jack enters the attic and then leaves it", "event", "true", 3, "lines 1, 3"),
  ("he never goes to the lounge", "presence", "true", "end", "Jack never in lounge"),
  ("Oliver and Amelia are both in the lounge when the sweet_potato is in the red_bottle (line 5)", "presence", "true", 5, "both in lounge at 5"),
  ("Oliver moves the sweet_potato to the green_pantry (line 6)", "event", "true", 6, "line 6"),
  ("Amelia exits (line 7)", "event", "true", 7, "line 7"),
  ("leaving doesn't move anything", "location", "true", 7, "green_pantry at 6 and 7"),
  ("The sweet_potato is really in the green_pantry", "location", "true", "end", "gold"),
 ]),
 dict(style="narrative", label="unsound", stated_answer="green_pantry", response=R3, claims=[
  ("Jack only ever goes into the attic", "presence", "true", "end", "Jack only in attic 1-2"),
  ("which he enters and then leaves", "event", "true", 3, "lines 1, 3"),
  ("he never comes near the sweet_potato", "presence", "true", "end", "Jack witnessed no sweet_potato line"),
  ("Oliver arrives first and Amelia joins him", "order", "true", 4, "Oliver 2, Amelia 4"),
  ("With both of them there, the sweet_potato is in the red_bottle", "location", "true", 5, "line 5, both witnessed"),
  ("then Oliver moves it to the green_pantry", "event", "true", 6, "line 6"),
  ("Amelia walks out afterwards", "order", "true", 7, "exit 7 after move 6"),
  ("still pictures the sweet_potato in the red_bottle", "belief", "false", "end", "PLANTED: Amelia saw the move; belief green_pantry"),
  ("Nothing moves it after line 6", "event", "true", 7, "no later move"),
  ("the sweet_potato is really in the green_pantry", "location", "true", "end", "gold"),
 ]),
 dict(style="terse", label="unsupported", stated_answer="green_pantry", response=R4, claims=[]),
 dict(style="thinking", label="sound", stated_answer="green_pantry", response=R5, claims=[
  ("Line 5: sweet_potato in red_bottle", "location", "true", 5, "line 5"),
  ("Line 6: Oliver moves it to green_pantry", "event", "true", 6, "line 6"),
  ("Line 7: Amelia exits", "event", "true", 7, "line 7"),
  ("no move", "event", "true", 7, "line 7 moves nothing"),
  ("Jack was only ever in the attic", "presence", "true", "end", "Jack only in attic"),
  ("The sweet_potato is in the green_pantry", "location", "true", "end", "gold"),
  ("Oliver moved it there", "event", "true", 6, "line 6"),
  ("nothing moved it afterwards", "event", "true", 7, "no later move"),
 ]),
]
