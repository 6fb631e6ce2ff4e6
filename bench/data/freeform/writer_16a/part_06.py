# Q6 s6816-0-o0: where is the tomato really, gold green_bathtub
T = 'tomato'
RECORDS = [
dict(style="answer_first", label="wrong", stated_answer="red_pantry",
response="""**Answer: G. red_pantry**

Explanation: Ava moved the tomato back to the red_pantry (line 11), and when Ava, Lily and Emily returned to the pantry, line 15 confirms "The tomato is in the red_pantry." No one moved it after that, so it's still there.""",
claims=[
("Ava moved the tomato back to the red_pantry (line 11)", "event", "true", 11, "line 11", ('L', 11, 'Ava moved the tomato to the red_pantry')),
("when Ava, Lily and Emily returned to the pantry", "event", "true", 14, "line 14", ('L', 14, 'Ava, Lily and Emily entered the pantry')),
("line 15 confirms \"The tomato is in the red_pantry.\"", "location", "true", 15, "line 15", ('O', T, 15, 'red_pantry')),
("No one moved it after that", "event", "false", 21, "Emily moved it to the green_bathtub at line 21", ('L', 21, 'Nobody')),
("it's still there", "location", "false", "end", "end location green_bathtub", ('O', T, 'end', 'red_pantry')),
]),
dict(style="numbered", label="unsound", stated_answer="green_bathtub",
response="""Let's think step by step.

1. Line 2: the tomato is in the red_pantry.
2. Line 3: Emily moves it to the green_bathtub.
3. Line 7: Lily moves it to the green_crate.
4. Line 11: Ava moves it to the red_pantry.
5. Line 15 confirms it's in the red_pantry when Ava, Lily and Emily come back.
6. Line 21: Emily moves it to the green_bathtub, alone in the pantry.
7. After that, Emily leaves and everyone ends up in the waiting_room; nobody touches the tomato again.

The last move is Emily's, so the tomato is really in the green_bathtub.

\\boxed{green_bathtub}""",
claims=[
("Line 2: the tomato is in the red_pantry", "location", "true", 2, "line 2", ('O', T, 2, 'red_pantry')),
("Line 3: Emily moves it to the green_bathtub", "event", "true", 3, "line 3", ('L', 3, 'Emily moved the tomato to the green_bathtub')),
("Line 7: Lily moves it to the green_crate", "event", "false", 7, "PLANTED: Jacob moved it at line 7; Lily had already left (line 6)", ('L', 7, 'Lily moved')),
("Line 11: Ava moves it to the red_pantry", "event", "true", 11, "line 11", ('L', 11, 'Ava moved the tomato to the red_pantry')),
("Line 15 confirms it's in the red_pantry", "location", "true", 15, "line 15", ('O', T, 15, 'red_pantry')),
("when Ava, Lily and Emily come back", "event", "true", 14, "line 14", ('L', 14, 'Ava, Lily and Emily entered the pantry')),
("Line 21: Emily moves it to the green_bathtub", "event", "true", 21, "line 21", ('L', 21, 'Emily moved the tomato to the green_bathtub')),
("alone in the pantry", "presence", "true", 21, "only Emily witnessed 21", ('NW', ['Lily', 'Ava', 'Jacob', 'Aiden'], 21)),
("Emily leaves", "event", "true", 22, "line 22", ('L', 22, 'Emily exited')),
("everyone ends up in the waiting_room", "presence", "true", "end", "all in waiting_room at 23", [('R', 'Emily', 'end', 'waiting_room'), ('R', 'Ava', 'end', 'waiting_room'), ('R', 'Lily', 'end', 'waiting_room')]),
("nobody touches the tomato again", "location", "true", "end", "green_bathtub 21-23", ('O', T, 'end', 'green_bathtub')),
("The last move is Emily's", "order", "true", 21, "line 21 is the last move", ('L', 21, 'Emily moved')),
("the tomato is really in the green_bathtub", "location", "true", "end", "end location", ('O', T, 'end', 'green_bathtub')),
]),
dict(style="narrative", label="sound", stated_answer="green_bathtub",
response="""Let me follow the tomato through each move.

It starts in the red_pantry, and Emily moves it to the green_bathtub while everyone's watching. After Emily and Lily leave, Jacob moves it to the green_crate. Then Jacob and Aiden leave, and Ava, alone, puts it back in the red_pantry.

Later, Ava, Lily, and Emily return to the pantry and see the tomato in the red_pantry. Ava and Lily leave one after the other, which leaves Emily by herself, and she moves the tomato to the green_bathtub before leaving. Nothing happens to it after that.

So the tomato is really in the green_bathtub — J.""",
claims=[
("It starts in the red_pantry", "location", "true", 2, "line 2", ('O', T, 2, 'red_pantry')),
("Emily moves it to the green_bathtub", "event", "true", 3, "line 3", ('L', 3, 'Emily moved the tomato to the green_bathtub')),
("while everyone's watching", "presence", "true", 3, "all five witnessed 3", ('W', ['Emily', 'Lily', 'Jacob', 'Aiden', 'Ava'], 3)),
("After Emily and Lily leave, Jacob moves it to the green_crate", "order", "true", 7, "exits 4, 6; move 7", [('R', 'Emily', 7, None), ('R', 'Lily', 7, None), ('L', 7, 'Jacob moved the tomato to the green_crate')]),
("Jacob and Aiden leave", "event", "true", 10, "lines 8, 10", [('L', 8, 'Jacob exited'), ('L', 10, 'Aiden exited')]),
("Ava, alone", "presence", "true", 11, "only Ava witnessed 11", ('NW', ['Aiden', 'Jacob', 'Lily', 'Emily'], 11)),
("puts it back in the red_pantry", "event", "true", 11, "line 11", ('L', 11, 'Ava moved the tomato to the red_pantry')),
("Ava, Lily, and Emily return to the pantry", "event", "true", 14, "line 14", ('L', 14, 'entered the pantry')),
("see the tomato in the red_pantry", "location", "true", 15, "line 15, witnessed by the three", [('O', T, 15, 'red_pantry'), ('W', ['Ava', 'Lily', 'Emily'], 15)]),
("Ava and Lily leave one after the other", "event", "true", 20, "lines 18, 20", [('L', 18, 'Ava exited'), ('L', 20, 'Lily exited')]),
("which leaves Emily by herself", "presence", "true", 20, "only Emily in pantry", [('R', 'Emily', 20, 'pantry'), ('R', 'Lily', 20, None), ('R', 'Ava', 20, None)]),
("she moves the tomato to the green_bathtub before leaving", "event", "true", 21, "lines 21-22", [('L', 21, 'Emily moved the tomato to the green_bathtub'), ('L', 22, 'Emily exited')]),
("Nothing happens to it after that", "location", "true", "end", "unchanged to end", ('O', T, 'end', 'green_bathtub')),
("the tomato is really in the green_bathtub", "location", "true", "end", "end location", ('O', T, 'end', 'green_bathtub')),
]),
dict(style="terse", label="sound", stated_answer="green_bathtub",
response="""J. green_bathtub. Emily moved it there at line 21 after everyone else had left the pantry.""",
claims=[
("Emily moved it there at line 21", "event", "true", 21, "line 21", ('L', 21, 'Emily moved the tomato to the green_bathtub')),
("after everyone else had left the pantry", "order", "true", 21, "Lily, Ava out; Jacob, Aiden in waiting_room", [('R', 'Lily', 21, None), ('R', 'Ava', 21, None), ('R', 'Jacob', 21, 'waiting_room'), ('R', 'Aiden', 21, 'waiting_room')]),
]),
dict(style="thinking", label="unsound", stated_answer="green_bathtub",
response="""<think>
Where is the tomato really — just need the final physical location.

red_pantry (line 2). Emily → green_bathtub (3). Jacob → green_crate (7). Ava → red_pantry (11), with Aiden watching. Then everyone goes to the waiting_room, and Ava, Lily, Emily go back into the pantry (14). Line 15 restates it's in the red_pantry.

Ava leaves at 18. Emily moves the tomato to the green_bathtub at 21 while Lily is still there, then Lily... wait, let me re-read. Line 20 is Lily exiting, line 21 is Emily's move. Okay so Lily was already gone. Fine — it doesn't change the location anyway.

Emily exits at 22, then Ava, Lily and Emily enter the waiting_room at 23. No more moves.

Final: green_bathtub.
</think>

**J. green_bathtub**""",
claims=[
("red_pantry (line 2)", "location", "true", 2, "line 2", ('O', T, 2, 'red_pantry')),
("Emily → green_bathtub (3)", "event", "true", 3, "line 3", ('L', 3, 'Emily moved the tomato to the green_bathtub')),
("Jacob → green_crate (7)", "event", "true", 7, "line 7", ('L', 7, 'Jacob moved the tomato to the green_crate')),
("Ava → red_pantry (11)", "event", "true", 11, "line 11", ('L', 11, 'Ava moved the tomato to the red_pantry')),
("with Aiden watching", "presence", "false", 11, "PLANTED: Aiden exited at line 10; only Ava saw line 11", ('W', ['Aiden'], 11)),
("everyone goes to the waiting_room", "event", "true", 13, "line 13", ('L', 13, 'entered the waiting_room')),
("Ava, Lily, Emily go back into the pantry (14)", "event", "true", 14, "line 14", ('L', 14, 'Ava, Lily and Emily entered the pantry')),
("Line 15 restates it's in the red_pantry", "location", "true", 15, "line 15", ('O', T, 15, 'red_pantry')),
("Ava leaves at 18", "event", "true", 18, "line 18", ('L', 18, 'Ava exited')),
("Line 20 is Lily exiting", "event", "true", 20, "line 20", ('L', 20, 'Lily exited')),
("line 21 is Emily's move", "event", "true", 21, "line 21", ('L', 21, 'Emily moved the tomato')),
("Lily was already gone", "presence", "true", 21, "Lily out at 21", ('R', 'Lily', 21, None)),
("Emily exits at 22", "event", "true", 22, "line 22", ('L', 22, 'Emily exited')),
("Ava, Lily and Emily enter the waiting_room at 23", "event", "true", 23, "line 23", ('L', 23, 'Ava, Lily and Emily entered the waiting_room')),
("No more moves", "location", "true", "end", "green_bathtub at end", ('O', T, 'end', 'green_bathtub')),
("Final: green_bathtub", "location", "true", "end", "end location", ('O', T, 'end', 'green_bathtub')),
]),
]
