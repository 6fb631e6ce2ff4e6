from h import C, R
N = 9
RECORDS = []

RECORDS.append(R("answer_first", "sound", "green_pantry", """**B. green_pantry**

- The beans start in the green_pantry (line 2).
- Lucas → red_treasure_chest (line 3), Lily → green_crate (line 6), Liam → blue_bathtub (line 10).
- Mila, the last one in the cellar, moves them back to the green_pantry (line 12).
- The waiting_room statements (William's public claim at line 15 and Mila's private message at line 16) don't move anything.

So the beans are really in the green_pantry, right where they started.""", [
    C("The beans start in the green_pantry (line 2)", "location", "true", 2, "objects row 2", [('loc', 2, 'beans', 'green_pantry')]),
    C("Lucas → red_treasure_chest (line 3)", "event", "true", 3, "line 3", [('txt', 3, 'Lucas moved the beans to the red_treasure_chest')]),
    C("Lily → green_crate (line 6)", "event", "true", 6, "line 6", [('txt', 6, 'Lily moved the beans to the green_crate')]),
    C("Liam → blue_bathtub (line 10)", "event", "true", 10, "line 10", [('txt', 10, 'Liam moved the beans to the blue_bathtub')]),
    C("Mila, the last one in the cellar", "order", "true", 13, "Mila's exit is the last from the cellar", [('lastexit', 'Mila', 'cellar')]),
    C("moves them back to the green_pantry (line 12)", "event", "true", 12, "line 12", [('txt', 12, 'Mila moved the beans to the green_pantry')]),
    C("William's public claim at line 15", "communication", "true", 15, "line 15", [('txt', 15, 'William publicly claimed')]),
    C("Mila's private message at line 16", "communication", "true", 16, "line 16", [('txt', 16, 'Mila privately told')]),
    C("don't move anything", "location", "true", 16, "still green_pantry at 15-16", [('loc', 15, 'beans', 'green_pantry'), ('loc', 16, 'beans', 'green_pantry')]),
    C("the beans are really in the green_pantry", "location", "true", "end", "answer; final objects row", [('loc', 'end', 'beans', 'green_pantry')], ans=True),
]))

RECORDS.append(R("numbered", "unsound", "green_pantry", """**Step 1: Starting point.** The beans are in the green_pantry (line 2).

**Step 2: Follow each move.**
- Lucas moves them to the red_treasure_chest (line 3) and exits.
- Lily moves them to the green_crate (line 6) and walks out.
- William waits and leaves at line 9; at that moment the beans are in the red_treasure_chest.
- Liam moves them to the blue_bathtub (line 10).
- Mila moves them back to the green_pantry (line 12).

**Step 3: Ignore the talk.** William's claim and Mila's message are statements, not moves.

**Final answer:** B. green_pantry""", [
    C("The beans are in the green_pantry (line 2)", "location", "true", 2, "objects row 2", [('loc', 2, 'beans', 'green_pantry')]),
    C("Lucas moves them to the red_treasure_chest (line 3)", "event", "true", 3, "line 3", [('txt', 3, 'Lucas moved the beans to the red_treasure_chest')]),
    C("and exits", "event", "true", 4, "line 4", [('txt', 4, 'Lucas exited')]),
    C("Lily moves them to the green_crate (line 6)", "event", "true", 6, "line 6", [('txt', 6, 'Lily moved the beans to the green_crate')]),
    C("and walks out", "event", "true", 7, "line 7", [('txt', 7, 'Lily exited')]),
    C("William waits and leaves at line 9", "event", "true", 9, "lines 8-9", [('txt', 8, 'William made no movements'), ('txt', 9, 'William exited')]),
    C("at that moment the beans are in the red_treasure_chest", "location", "false", 9, "PLANTED: at line 9 the beans are in the green_crate", [('loc', 9, 'beans', 'red_treasure_chest')]),
    C("Liam moves them to the blue_bathtub (line 10)", "event", "true", 10, "line 10", [('txt', 10, 'Liam moved the beans to the blue_bathtub')]),
    C("Mila moves them back to the green_pantry (line 12)", "event", "true", 12, "line 12", [('txt', 12, 'Mila moved the beans to the green_pantry')]),
    C("William's claim and Mila's message are statements, not moves", "communication", "true", 16, "lines 15-16 leave the beans in green_pantry", [('txt', 15, 'William publicly claimed'), ('txt', 16, 'Mila privately told'), ('loc', 16, 'beans', 'green_pantry')]),
]))

RECORDS.append(R("narrative", "unsupported", "green_pantry", """This story has a lot of back-and-forth, and the conversation at the end is designed to mislead. But the question is only about the physical location, so I'll set aside what people say or believe. Following the object itself, the beans end up in the green_pantry.

The answer is B. green_pantry.""", [
    C("the conversation at the end is designed to mislead", "communication", "uncheckable", None, "about intent"),
    C("the beans end up in the green_pantry", "location", "true", "end", "answer restated", [('loc', 'end', 'beans', 'green_pantry')], ans=True),
]))

RECORDS.append(R("terse", "wrong", "blue_bathtub", """D. blue_bathtub — William said so publicly.""", [
    C("William said so publicly", "communication", "true", 15, "line 15 claim is real, but the beans are in the green_pantry", [('txt', 15, 'William publicly claimed that beans is in the blue_bathtub')]),
]))

RECORDS.append(R("thinking", "sound", "green_pantry", """<think>
Track the beans.
2: green_pantry
3: Lucas → red_treasure_chest
6: Lily → green_crate
10: Liam → blue_bathtub
12: Mila → green_pantry

Wait, did William move anything? Line 8 says William made no movements. Right.

Then 15: William claims blue_bathtub — funny, William left at 9, before Liam's move, so he didn't even see it go there. Doesn't matter for reality. 16: Mila tells William green_crate. Also not a move.

Final location green_pantry.
</think>
The beans are really in the green_pantry (B).""", [
    C("2: green_pantry", "location", "true", 2, "objects row 2", [('loc', 2, 'beans', 'green_pantry')]),
    C("3: Lucas → red_treasure_chest", "event", "true", 3, "line 3", [('txt', 3, 'Lucas moved the beans to the red_treasure_chest')]),
    C("6: Lily → green_crate", "event", "true", 6, "line 6", [('txt', 6, 'Lily moved the beans to the green_crate')]),
    C("10: Liam → blue_bathtub", "event", "true", 10, "line 10", [('txt', 10, 'Liam moved the beans to the blue_bathtub')]),
    C("12: Mila → green_pantry", "event", "true", 12, "line 12", [('txt', 12, 'Mila moved the beans to the green_pantry')]),
    C("Line 8 says William made no movements", "event", "true", 8, "line 8", [('txt', 8, 'William made no movements')]),
    C("15: William claims blue_bathtub", "communication", "true", 15, "line 15", [('txt', 15, 'William publicly claimed that beans is in the blue_bathtub')]),
    C("William left at 9, before Liam's move", "order", "true", 9, "exit 9 < move 10", [('txt', 9, 'William exited'), ('lt', 9, 10)]),
    C("he didn't even see it go there", "presence", "true", 10, "William not in witnessed_by 10", [('wit', 10, 'William', False)]),
    C("16: Mila tells William green_crate", "communication", "true", 16, "line 16", [('txt', 16, 'Mila privately told William that the beans is in the green_crate')]),
    C("Also not a move", "location", "true", 16, "still green_pantry at 16", [('loc', 16, 'beans', 'green_pantry')]),
    C("Final location green_pantry", "location", "true", "end", "answer; final objects row", [('loc', 'end', 'beans', 'green_pantry')], ans=True),
    C("The beans are really in the green_pantry", "location", "true", "end", "answer restated", [('loc', 'end', 'beans', 'green_pantry')], ans=True),
]))
