from h import C, R
RECORDS = []

# r1 answer_first, wrong (mixes the orange's move with the strawberry)
RECORDS.append(R("answer_first", "wrong", "green_container",
"""I. green_container

Explanation:
- The strawberry starts in the red_container (line 2) and James moves it to the blue_cupboard (line 3).
- Olivia moves it to the green_container (line 8), and Chloe moves it on to the red_cupboard (line 10).
- When Abigail, Chloe and Jacob go back to the patio, things get shuffled again: Chloe's move at line 21 sends it to the green_container.
- Jacob's public claim and Abigail's private remark are just talk; nothing moves.

So the strawberry is really in the green_container.""",
[
 C("The strawberry starts in the red_container (line 2)", "location", "true", 2, "line 2", ('o',2,'red_container')),
 C("James moves it to the blue_cupboard (line 3)", "event", "true", 3, "line 3", ('e',3,'James moved the strawberry to the blue_cupboard')),
 C("Olivia moves it to the green_container (line 8)", "event", "true", 8, "line 8", ('e',8,'Olivia moved the strawberry to the green_container')),
 C("Chloe moves it on to the red_cupboard (line 10)", "event", "true", 10, "line 10", ('e',10,'Chloe moved the strawberry to the red_cupboard')),
 C("Abigail, Chloe and Jacob go back to the patio", "event", "true", 17, "line 17", ('e',17,'Abigail, Chloe and Jacob entered the patio')),
 C("Chloe's move at line 21 sends it to the green_container", "event", "false", 21, "line 21 moves the orange, not the strawberry", ('e',21,'Chloe moved the strawberry to the green_container')),
 C("nothing moves", "event", "true", 28, "no moves at 26-28; strawberry stays red_cupboard", ('o',28,'red_cupboard')),
 C("the strawberry is really in the green_container", "location", "false", "end", "gold: red_cupboard", ('o','end','green_container')),
]))

# r2 numbered (Qwen), unsupported
RECORDS.append(R("numbered", "unsupported", "red_cupboard",
"""Let's think step by step.

The question asks for the real location of the strawberry, so beliefs and statements don't matter — only the physical moves do. Following the moves to the end of the story, the strawberry ends up in the red_cupboard.

The answer is [red_cupboard].""",
[
 C("the strawberry ends up in the red_cupboard", "location", "true", "end", "final answer restated", ('o','end','red_cupboard')),
]))

# r3 narrative, sound
RECORDS.append(R("narrative", "sound", "red_cupboard",
"""Let me follow just the strawberry, since the orange is a separate object.

The strawberry starts in the red_container. James moves it to the blue_cupboard and walks out; Abigail leaves soon after. Olivia then moves it to the green_container and exits, leaving Chloe and Jacob behind. Chloe moves the strawberry to the red_cupboard, and after that it never moves again.

The second visit to the patio (Abigail, Chloe and Jacob) only involves the orange: it goes from the red_cupboard to the red_box and then to the green_container. The statements in the waiting room are about the orange too.

So the strawberry is really in the red_cupboard — the answer is F.""",
[
 C("The strawberry starts in the red_container", "location", "true", 2, "line 2", ('o',2,'red_container')),
 C("James moves it to the blue_cupboard", "event", "true", 3, "line 3", ('e',3,'James moved the strawberry to the blue_cupboard')),
 C("walks out", "event", "true", 4, "line 4 James exited", ('e',4,'James exited')),
 C("Abigail leaves soon after", "order", "true", 6, "Abigail exits at 6, after James at 4", ('lt',4,6)),
 C("Olivia then moves it to the green_container", "event", "true", 8, "line 8", ('e',8,'Olivia moved the strawberry to the green_container')),
 C("exits, leaving Chloe and Jacob behind", "presence", "true", 9, "after line 9 only Chloe and Jacob in patio", ('r','Jacob',9,'patio')),
 C("Chloe moves the strawberry to the red_cupboard", "event", "true", 10, "line 10", ('e',10,'Chloe moved the strawberry to the red_cupboard')),
 C("after that it never moves again", "location", "true", "end", "red_cupboard from 10 to end", ('o','end','red_cupboard')),
 C("The second visit to the patio (Abigail, Chloe and Jacob) only involves the orange", "event", "true", 24, "lines 17-24 move only the orange", ('o',24,'red_cupboard')),
 C("it goes from the red_cupboard to the red_box", "event", "true", 19, "orange in red_cupboard (18), moved to red_box (19)", ('e',19,'Abigail moved the orange to the red_box')),
 C("then to the green_container", "event", "true", 21, "line 21", ('e',21,'Chloe moved the orange to the green_container')),
 C("The statements in the waiting room are about the orange too", "communication", "true", 28, "lines 26 and 28 both about the orange", ('e',28,'the orange')),
 C("the strawberry is really in the red_cupboard", "location", "true", "end", "final answer restated", ('o','end','red_cupboard')),
]))

# r4 terse, unsound (planted order: Jacob left after Chloe's move)
RECORDS.append(R("terse", "unsound", "red_cupboard",
"""F. red_cupboard. Chloe put it there after Jacob had already left.""",
[
 C("Chloe put it there", "event", "true", 10, "line 10", ('e',10,'Chloe moved the strawberry to the red_cupboard')),
 C("after Jacob had already left", "order", "false", 10, "PLANTED: Jacob exits at 14 and witnessed line 10", ('lt',14,10)),
]))

# r5 thinking, sound
RECORDS.append(R("thinking", "sound", "red_cupboard",
"""<think>
Real location question. Two objects here — strawberry and orange — careful not to mix them.

Strawberry: red_container (line 2) → blue_cupboard (James, line 3) → green_container (Olivia, line 8) → red_cupboard (Chloe, line 10).

Then everyone goes to the waiting room, and Abigail, Chloe and Jacob return to the patio. Line 18 says the orange is in the red_cupboard — so the orange and strawberry are in the same cupboard for a moment. Abigail moves the orange to the red_box, Chloe moves the orange to the green_container. Wait, is any of that the strawberry? No, lines 19 and 21 both say orange.

Public claim (line 26) and private tell (line 28) are about the orange as well, and they're false anyway: the orange is in the green_container.

So the strawberry is still in the red_cupboard.
</think>

F. red_cupboard. Chloe's move at line 10 was the strawberry's last move; everything after that only touched the orange.""",
[
 C("red_container (line 2)", "location", "true", 2, "line 2", ('o',2,'red_container')),
 C("blue_cupboard (James, line 3)", "event", "true", 3, "line 3", ('e',3,'James moved the strawberry to the blue_cupboard')),
 C("green_container (Olivia, line 8)", "event", "true", 8, "line 8", ('e',8,'Olivia moved the strawberry to the green_container')),
 C("red_cupboard (Chloe, line 10)", "event", "true", 10, "line 10", ('e',10,'Chloe moved the strawberry to the red_cupboard')),
 C("everyone goes to the waiting room", "event", "true", 16, "line 16", ('e',16,'entered the waiting_room')),
 C("Abigail, Chloe and Jacob return to the patio", "event", "true", 17, "line 17", ('e',17,'Abigail, Chloe and Jacob entered the patio')),
 C("Line 18 says the orange is in the red_cupboard", "location", "true", 18, "line 18", ('o',18,'red_cupboard','orange')),
 C("the orange and strawberry are in the same cupboard for a moment", "location", "true", 18, "strawberry also red_cupboard at 18", ('o',18,'red_cupboard')),
 C("Abigail moves the orange to the red_box", "event", "true", 19, "line 19", ('e',19,'Abigail moved the orange to the red_box')),
 C("Chloe moves the orange to the green_container", "event", "true", 21, "line 21", ('e',21,'Chloe moved the orange to the green_container')),
 C("lines 19 and 21 both say orange", "event", "true", 21, "both lines move the orange", ('e',21,'orange')),
 C("Public claim (line 26) and private tell (line 28) are about the orange as well", "communication", "true", 28, "both about the orange", ('e',26,'orange')),
 C("they're false anyway", "location", "true", 28, "orange is in green_container, not blue_cupboard or red_container", ('o',28,'green_container','orange')),
 C("the orange is in the green_container", "location", "true", 28, "orange at end", ('o','end','green_container','orange')),
 C("the strawberry is still in the red_cupboard", "location", "true", "end", "final answer restated", ('o','end','red_cupboard')),
 C("Chloe's move at line 10 was the strawberry's last move", "event", "true", 10, "no later strawberry move", ('e',10,'Chloe moved the strawberry')),
 C("everything after that only touched the orange", "event", "true", "end", "later moves are orange moves (19, 21)", ('o','end','red_cupboard')),
]))
