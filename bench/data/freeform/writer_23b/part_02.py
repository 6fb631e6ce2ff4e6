from h import C, R
N = 2
RECORDS = []

RECORDS.append(R("answer_first", "unsound", "red_container", """A. red_container

Explanation: The sweet_potato changes hands several times, but only the last move matters for where it really is.
- Line 2: it starts in the red_container.
- Line 3: Sophia puts it in the blue_bathtub.
- Line 5: Ethan moves it to the green_pantry.
- Line 9: Chloe moves it to the green_treasure_chest.
- Line 11: Isabella moves it back to the red_container.

Nothing moves it after that — the remaining lines are exits, a mouse sighting, and everyone going to the waiting_room. So the sweet_potato is really in the red_container.""", [
    C("Line 2: it starts in the red_container", "location", "true", 2, "objects row 2", [('loc', 2, 'sweet_potato', 'red_container')]),
    C("Line 3: Sophia puts it in the blue_bathtub", "event", "true", 3, "line 3", [('txt', 3, 'Sophia moved the sweet_potato to the blue_bathtub')]),
    C("Line 5: Ethan moves it to the green_pantry", "event", "true", 5, "line 5", [('txt', 5, 'Ethan moved the sweet_potato to the green_pantry')]),
    C("Line 9: Chloe moves it to the green_treasure_chest", "event", "false", 9, "PLANTED: Benjamin made that move; Chloe had left at line 8", [('txt', 9, 'Chloe moved')]),
    C("Line 11: Isabella moves it back to the red_container", "event", "true", 11, "line 11", [('txt', 11, 'Isabella moved the sweet_potato to the red_container')]),
    C("Nothing moves it after that", "event", "true", 14, "object stays red_container through 12-14", [('loc', 12, 'sweet_potato', 'red_container'), ('loc', 13, 'sweet_potato', 'red_container'), ('loc', 14, 'sweet_potato', 'red_container')]),
    C("the remaining lines are exits, a mouse sighting, and everyone going to the waiting_room", "event", "true", 14, "lines 12-14", [('txt', 12, 'exited'), ('txt', 13, 'saw a mouse'), ('txt', 14, 'entered the waiting_room')]),
    C("the sweet_potato is really in the red_container", "location", "true", "end", "final objects row", [('loc', 'end', 'sweet_potato', 'red_container')], ans=True),
]))

RECORDS.append(R("numbered", "sound", "red_container", """Let's think step by step.

1. At the start (line 2), the sweet_potato is in the red_container.
2. Sophia moves it to the blue_bathtub in line 3, then leaves.
3. Ethan moves it to the green_pantry (line 5) and leaves.
4. Chloe doesn't move anything; she just waits and exits.
5. Benjamin moves it to the green_treasure_chest (line 9).
6. Isabella, the last person in the den, moves it to the red_container (line 11).
7. No further moves occur.

The question asks where it really is, so we need the actual final location, not anyone's belief.

\\boxed{red_container}""", [
    C("At the start (line 2), the sweet_potato is in the red_container", "location", "true", 2, "objects row 2", [('loc', 2, 'sweet_potato', 'red_container')]),
    C("Sophia moves it to the blue_bathtub in line 3", "event", "true", 3, "line 3", [('txt', 3, 'Sophia moved the sweet_potato to the blue_bathtub')]),
    C("then leaves", "event", "true", 4, "Sophia exits at 4", [('txt', 4, 'Sophia exited')]),
    C("Ethan moves it to the green_pantry (line 5)", "event", "true", 5, "line 5", [('txt', 5, 'Ethan moved the sweet_potato to the green_pantry')]),
    C("and leaves", "event", "true", 6, "Ethan exits at 6", [('txt', 6, 'Ethan exited')]),
    C("Chloe doesn't move anything", "event", "true", 7, "line 7 no movements", [('txt', 7, 'Chloe made no movements')]),
    C("she just waits and exits", "event", "true", 8, "lines 7-8", [('txt', 7, 'stayed in the den'), ('txt', 8, 'Chloe exited')]),
    C("Benjamin moves it to the green_treasure_chest (line 9)", "event", "true", 9, "line 9", [('txt', 9, 'Benjamin moved the sweet_potato to the green_treasure_chest')]),
    C("Isabella, the last person in the den", "order", "true", 12, "Isabella is the last to exit the den", [('lastexit', 'Isabella', 'den')]),
    C("moves it to the red_container (line 11)", "event", "true", 11, "line 11", [('txt', 11, 'Isabella moved the sweet_potato to the red_container')]),
    C("No further moves occur", "event", "true", 14, "object stays red_container after 11", [('loc', 12, 'sweet_potato', 'red_container'), ('loc', 14, 'sweet_potato', 'red_container')]),
]))

RECORDS.append(R("narrative", "sound", "red_container", """Let me follow the sweet_potato through the den.

It begins in the red_container. Sophia is the first to move it, into the blue_bathtub, and she leaves right afterward. Ethan then shifts it to the green_pantry while Benjamin, Chloe and Isabella watch, and he heads out too. Chloe leaves without doing anything.

That leaves Benjamin and Isabella. Benjamin puts the sweet_potato in the green_treasure_chest and exits, and finally Isabella, alone in the den, returns it to the red_container before leaving.

Several people would have stale beliefs here — Sophia still pictures the blue_bathtub, for instance — but the question is about reality. The last move puts it in the red_container.

The answer is A. red_container.""", [
    C("It begins in the red_container", "location", "true", 2, "objects row 2", [('loc', 2, 'sweet_potato', 'red_container')]),
    C("Sophia is the first to move it, into the blue_bathtub", "event", "true", 3, "line 3 is the first move", [('txt', 3, 'Sophia moved the sweet_potato to the blue_bathtub')]),
    C("she leaves right afterward", "order", "true", 4, "exit at line 4", [('txt', 4, 'Sophia exited')]),
    C("Ethan then shifts it to the green_pantry", "event", "true", 5, "line 5", [('txt', 5, 'Ethan moved the sweet_potato to the green_pantry')]),
    C("while Benjamin, Chloe and Isabella watch", "presence", "true", 5, "witnessed_by row 5", [('wit', 5, ['Benjamin', 'Chloe', 'Isabella'], True)]),
    C("he heads out too", "event", "true", 6, "line 6", [('txt', 6, 'Ethan exited')]),
    C("Chloe leaves without doing anything", "event", "true", 8, "lines 7-8", [('txt', 7, 'Chloe made no movements'), ('txt', 8, 'Chloe exited')]),
    C("That leaves Benjamin and Isabella", "presence", "true", 8, "only Benjamin and Isabella in den after 8", [('room', 8, 'Benjamin', 'den'), ('room', 8, 'Isabella', 'den'), ('room', 8, 'Sophia', None), ('room', 8, 'Ethan', None), ('room', 8, 'Chloe', None)]),
    C("Benjamin puts the sweet_potato in the green_treasure_chest", "event", "true", 9, "line 9", [('txt', 9, 'Benjamin moved the sweet_potato to the green_treasure_chest')]),
    C("and exits", "event", "true", 10, "line 10", [('txt', 10, 'Benjamin exited')]),
    C("Isabella, alone in the den", "presence", "true", 11, "only Isabella witnessed 11", [('wit', 11, 'Isabella', True), ('wit', 11, ['Sophia', 'Ethan', 'Chloe', 'Benjamin'], False)]),
    C("returns it to the red_container before leaving", "event", "true", 11, "line 11, exit at 12", [('txt', 11, 'Isabella moved the sweet_potato to the red_container'), ('txt', 12, 'Isabella exited')]),
    C("Sophia still pictures the blue_bathtub", "belief", "true", "end", "Sophia's belief = blue_bathtub", [('bel', 'end', 'Sophia', 'sweet_potato', 'blue_bathtub')]),
    C("The last move puts it in the red_container", "location", "true", "end", "final objects row", [('loc', 'end', 'sweet_potato', 'red_container')], ans=True),
]))

RECORDS.append(R("terse", "wrong", "green_treasure_chest", """E. green_treasure_chest — Benjamin moved it there.""", [
    C("Benjamin moved it there", "event", "true", 9, "line 9 is true, but not the last move", [('txt', 9, 'Benjamin moved the sweet_potato to the green_treasure_chest')]),
]))

RECORDS.append(R("thinking", "unsound", "red_container", """<think>
Okay, where is the sweet_potato really — this is just tracking the physical object.

Line 2: red_container. Line 3: Sophia → blue_bathtub. Line 5: Ethan → green_pantry; Ethan was the first one to leave the den, right after that. Chloe waits and exits. Line 9: Benjamin → green_treasure_chest. Benjamin left after Isabella... wait, no. Line 10 is Benjamin exiting, and Isabella is still there at line 11 to move it to red_container. So Isabella left last.

Double-check there's no move after line 11 — line 12 Isabella exits, line 13 Sophia saw a mouse, which doesn't matter, and line 14 is everyone entering the waiting_room. So final: red_container.
</think>

The sweet_potato is really in the **red_container** (Isabella put it back there at line 11).""", [
    C("Line 2: red_container", "location", "true", 2, "objects row 2", [('loc', 2, 'sweet_potato', 'red_container')]),
    C("Line 3: Sophia → blue_bathtub", "event", "true", 3, "line 3", [('txt', 3, 'Sophia moved the sweet_potato to the blue_bathtub')]),
    C("Line 5: Ethan → green_pantry", "event", "true", 5, "line 5", [('txt', 5, 'Ethan moved the sweet_potato to the green_pantry')]),
    C("Ethan was the first one to leave the den", "order", "false", 6, "PLANTED: Sophia left first (line 4)", [('firstexit', 'Ethan', 'den')]),
    C("right after that", "order", "true", 6, "Ethan exits at 6 right after his move at 5", [('txt', 6, 'Ethan exited'), ('lt', 5, 6)]),
    C("Chloe waits and exits", "event", "true", 8, "lines 7-8", [('txt', 7, 'Chloe made no movements'), ('txt', 8, 'Chloe exited')]),
    C("Line 9: Benjamin → green_treasure_chest", "event", "true", 9, "line 9", [('txt', 9, 'Benjamin moved the sweet_potato to the green_treasure_chest')]),
    C("Line 10 is Benjamin exiting", "event", "true", 10, "line 10", [('txt', 10, 'Benjamin exited')]),
    C("Isabella is still there at line 11", "presence", "true", 11, "Isabella in den at 11", [('room', 11, 'Isabella', 'den')]),
    C("to move it to red_container", "event", "true", 11, "line 11", [('txt', 11, 'Isabella moved the sweet_potato to the red_container')]),
    C("So Isabella left last", "order", "true", 12, "last exit from den", [('lastexit', 'Isabella', 'den')]),
    C("line 12 Isabella exits", "event", "true", 12, "line 12", [('txt', 12, 'Isabella exited')]),
    C("line 13 Sophia saw a mouse", "event", "true", 13, "line 13", [('txt', 13, 'Sophia saw a mouse')]),
    C("line 14 is everyone entering the waiting_room", "event", "true", 14, "line 14", [('txt', 14, 'entered the waiting_room')]),
    C("So final: red_container", "location", "true", "end", "final objects row", [('loc', 'end', 'sweet_potato', 'red_container')], ans=True),
    C("The sweet_potato is really in the **red_container**", "location", "true", "end", "final objects row", [('loc', 'end', 'sweet_potato', 'red_container')], ans=True),
    C("Isabella put it back there at line 11", "event", "true", 11, "line 11", [('txt', 11, 'Isabella moved the sweet_potato to the red_container')]),
]))
