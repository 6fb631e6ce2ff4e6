# Q14 s6815-20-o0: plum really; gold red_bucket
ROW = 14
R1 = """**Answer: F. red_bucket**

Explanation:
- William moves the plum from the red_bucket to the green_cupboard (line 10).
- In the second visit, Mila moves it to the blue_container (line 19).
- After Mila and William have both left, Aria moves it back to the red_bucket (line 23), and nobody moves it after that.
- Mila, who left before Aria's move, still thinks it is in the green_cupboard, but that's just her belief.

The plum is really in the red_bucket."""

R2 = """**Step 1: Initial location.** The plum starts in the red_bucket (line 2).
**Step 2: First visit.** William moves the plum to the green_cupboard (line 10) while only Elizabeth is still with him.
**Step 3: Second visit.** Mila, William and Aria return to the laundry, where the plum is in the green_cupboard (line 18). Mila moves it to the blue_container (line 19).
**Step 4: Exits.** Mila, William and Aria leave the laundry without any further moves.

**Final answer:** J. blue_container"""

R3 = """Let me follow the plum through both visits to the laundry.

It starts in the red_bucket. In the first visit, Mila, Lily and Aria each leave without touching it, and then William moves it to the green_cupboard with only Elizabeth still in the room.

Later, Mila, William and Aria come back to the laundry and find the plum still in the green_cupboard. Mila moves it to the blue_container and leaves, William waits and leaves, and finally Aria, alone, moves it back to the red_bucket before leaving herself.

That's the last time anyone touches the plum, so even though Mila and William both think it's in the blue_container and Elizabeth thinks it's in the green_cupboard, it's really in the red_bucket.

The answer is F. red_bucket."""

R4 = """F. red_bucket — Aria moved it back there after everyone else had left."""

R5 = """<think>
Order 0: where is the plum physically at the end.

First round: red_bucket (2) → green_cupboard (William, 10).
Second round: Mila, William, Aria and Lily go back to the laundry. Line 18 restates it's in the green_cupboard. Mila moves it to the blue_container (19). Mila leaves, William leaves. Then Aria moves it to the red_bucket (23). Aria leaves. Everyone back in the waiting_room.

Hmm, wait, it went back to the red_bucket, the same place it started. Let me make sure I'm not confusing that with line 2. Line 23: "Aria moved the plum to the red_bucket." Yes.

No public claims or private tells in this story, and they wouldn't matter anyway.

So red_bucket.
</think>

**F. red_bucket**: Aria moved it there at line 23, the last move in the story."""

RECORDS = [
 dict(style="answer_first", label="unsound", stated_answer="red_bucket", response=R1, claims=[
  ("William moves the plum from the red_bucket to the green_cupboard (line 10)", "event", "true", 10, "line 10"),
  ("In the second visit, Mila moves it to the blue_container (line 19)", "event", "true", 19, "line 19"),
  ("After Mila and William have both left", "order", "true", 23, "exits 20, 22 before 23"),
  ("Aria moves it back to the red_bucket (line 23)", "event", "true", 23, "line 23"),
  ("nobody moves it after that", "event", "true", "end", "no later move"),
  ("Mila, who left before Aria's move", "order", "true", 20, "20 before 23"),
  ("still thinks it is in the green_cupboard", "belief", "false", "end", "PLANTED: Mila saw her own move; Mila blue_container"),
  ("The plum is really in the red_bucket", "location", "true", "end", "gold"),
 ]),
 dict(style="numbered", label="wrong", stated_answer="blue_container", response=R2, claims=[
  ("The plum starts in the red_bucket (line 2)", "location", "true", 2, "line 2"),
  ("William moves the plum to the green_cupboard (line 10)", "event", "true", 10, "line 10"),
  ("while only Elizabeth is still with him", "presence", "true", 10, "witnessed_by Eli,Wil"),
  ("Mila, William and Aria return to the laundry", "event", "true", 17, "line 17"),
  ("where the plum is in the green_cupboard (line 18)", "location", "true", 18, "line 18"),
  ("Mila moves it to the blue_container (line 19)", "event", "true", 19, "line 19"),
  ("Mila, William and Aria leave the laundry without any further moves", "event", "false", 23, "Aria moved it to red_bucket at 23"),
 ]),
 dict(style="narrative", label="sound", stated_answer="red_bucket", response=R3, claims=[
  ("It starts in the red_bucket", "location", "true", 2, "line 2"),
  ("Mila, Lily and Aria each leave without touching it", "event", "true", 9, "lines 3-9"),
  ("William moves it to the green_cupboard", "event", "true", 10, "line 10"),
  ("with only Elizabeth still in the room", "presence", "true", 10, "witnessed_by Eli,Wil"),
  ("Mila, William and Aria come back to the laundry", "event", "true", 17, "line 17"),
  ("find the plum still in the green_cupboard", "location", "true", 18, "line 18"),
  ("Mila moves it to the blue_container and leaves", "event", "true", 20, "lines 19-20"),
  ("William waits and leaves", "event", "true", 22, "lines 21-22"),
  ("Aria, alone, moves it back to the red_bucket", "event", "true", 23, "line 23, only Aria"),
  ("before leaving herself", "event", "true", 24, "line 24"),
  ("That's the last time anyone touches the plum", "event", "true", "end", "no later move"),
  ("Mila and William both think it's in the blue_container", "belief", "true", "end", "Mila, William blue_container"),
  ("Elizabeth thinks it's in the green_cupboard", "belief", "true", "end", "Elizabeth green_cupboard"),
  ("it's really in the red_bucket", "location", "true", "end", "gold"),
 ]),
 dict(style="terse", label="sound", stated_answer="red_bucket", response=R4, claims=[
  ("Aria moved it back there", "event", "true", 23, "line 23"),
  ("after everyone else had left", "presence", "true", 23, "only Aria in laundry at 23"),
 ]),
 dict(style="thinking", label="unsound", stated_answer="red_bucket", response=R5, claims=[
  ("red_bucket (2)", "location", "true", 2, "line 2"),
  ("green_cupboard (William, 10)", "event", "true", 10, "line 10"),
  ("Mila, William, Aria and Lily go back to the laundry", "presence", "false", 17, "PLANTED: Lily stays in waiting_room"),
  ("Line 18 restates it's in the green_cupboard", "location", "true", 18, "line 18"),
  ("Mila moves it to the blue_container (19)", "event", "true", 19, "line 19"),
  ("Mila leaves, William leaves", "event", "true", 22, "lines 20, 22"),
  ("Then Aria moves it to the red_bucket (23)", "event", "true", 23, "line 23"),
  ("Aria leaves", "event", "true", 24, "line 24"),
  ("Everyone back in the waiting_room", "event", "true", 25, "line 25"),
  ("it went back to the red_bucket, the same place it started", "location", "true", 23, "red_bucket at 2 and 23"),
  ("Line 23: \"Aria moved the plum to the red_bucket.\" Yes.", "event", "true", 23, "line 23"),
  ("No public claims or private tells in this story", "communication", "true", "end", "none in story"),
  ("Aria moved it there at line 23", "event", "true", 23, "line 23"),
  ("the last move in the story", "event", "true", "end", "no later move"),
 ]),
]
