# Q10 s6814-5-o0 corn really = blue_bottle (N)
R1 = """Let me follow the corn itself. It starts in the green_treasure_chest with all five in the master_bedroom. Mason leaves without touching it, and then Liam moves it to the green_pantry before leaving. By the time Carter acts, after Emily has gone, the corn is still in the green_pantry, and Carter moves it to the blue_bottle. William, the last one in the room, just waits and leaves, and nothing happens to the corn in the waiting_room.

So the corn really is in the blue_bottle. The answer is N. blue_bottle."""

R2 = """Let's think step by step.

1. Line 2: the corn is in the green_treasure_chest.
2. Line 6: Liam moves it to the green_pantry.
3. Line 8: Emily moves it to the blue_bucket.
4. After Emily leaves, Carter and William just stay and then exit; there are no further moves.
5. The waiting_room scene has no actions involving the corn.

So the corn is really in the blue_bucket.

The answer is \\boxed{K. blue_bucket}"""

R3 = """N. blue_bottle — Carter made the last move at line 10."""

R4 = """<think>
Where is the corn really... lots of shuffling in this one. This only needs the final location, not anyone's beliefs. Go down the list of moves and take the last one.
</think>

N. blue_bottle"""

R5 = """**Answer: N. blue_bottle / K. blue_bucket**

Explanation:
- The corn is moved three times: Liam → green_pantry (line 6), Emily → blue_bucket (line 8), Carter → blue_bottle (line 10).
- William is the only one who stays after Carter.
- Since no one confirms the final location in the waiting_room, the corn is either in the blue_bottle or, if Carter's move is in doubt, the blue_bucket."""

RECORDS = [
 dict(style="narrative", label="unsound", stated_answer="blue_bottle", response=R1, claims=[
  dict(text="It starts in the green_treasure_chest", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="with all five in the master_bedroom", kind="presence", verdict="true", time=2, note="all witness"),
  dict(text="Mason leaves without touching it", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="Liam moves it to the green_pantry before leaving", kind="event", verdict="true", time=6, note="6 then 7"),
  dict(text="after Emily has gone", kind="order", verdict="true", time=10, note="Emily exits 9, Carter moves 10"),
  dict(text="the corn is still in the green_pantry", kind="location", verdict="false", time=9, note="PLANT: Emily moved it to the blue_bucket at 8"),
  dict(text="Carter moves it to the blue_bottle", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="William, the last one in the room", kind="order", verdict="true", time=13, note="last exit"),
  dict(text="just waits and leaves", kind="event", verdict="true", time=13, note="12-13"),
  dict(text="nothing happens to the corn in the waiting_room", kind="event", verdict="true", time=14, note="line 14"),
  dict(text="So the corn really is in the blue_bottle", kind="location", verdict="true", time="end", note="gold"),
  dict(text="The answer is N. blue_bottle", kind="location", verdict="true", time="end", note="gold"),
 ]),
 dict(style="numbered", label="wrong", stated_answer="blue_bucket", response=R2, claims=[
  dict(text="Line 2: the corn is in the green_treasure_chest", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="Line 6: Liam moves it to the green_pantry", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="Line 8: Emily moves it to the blue_bucket", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Carter and William just stay and then exit; there are no further moves", kind="event", verdict="false", time=10, note="Carter moved it to blue_bottle at 10"),
  dict(text="The waiting_room scene has no actions involving the corn", kind="event", verdict="true", time=14, note="line 14"),
  dict(text="So the corn is really in the blue_bucket", kind="location", verdict="false", time="end", note="corn@blue_bottle"),
  dict(text="\\boxed{K. blue_bucket}", kind="location", verdict="false", time="end", note="gold N"),
 ]),
 dict(style="terse", label="sound", stated_answer="blue_bottle", response=R3, claims=[
  dict(text="N. blue_bottle", kind="location", verdict="true", time="end", note="gold"),
  dict(text="Carter made the last move at line 10", kind="event", verdict="true", time=10, note="last move line 10"),
 ]),
 dict(style="thinking", label="unsupported", stated_answer="blue_bottle", response=R4, claims=[
  dict(text="N. blue_bottle", kind="location", verdict="true", time="end", note="only the answer; thinking is method only"),
  dict(text="lots of shuffling in this one", kind="event", verdict="uncheckable", time=None, note="vague commentary"),
 ]),
 dict(style="answer_first", label="wrong", stated_answer=None, response=R5, claims=[
  dict(text="Liam → green_pantry (line 6)", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="Emily → blue_bucket (line 8)", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Carter → blue_bottle (line 10)", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="William is the only one who stays after Carter", kind="order", verdict="true", time=11, note="William last"),
  dict(text="no one confirms the final location in the waiting_room", kind="communication", verdict="true", time=14, note="no communication"),
 ]),
]
