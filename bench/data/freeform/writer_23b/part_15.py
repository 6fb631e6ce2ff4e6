from h import C, R
N = 15
RECORDS = []

RECORDS.append(R("answer_first", "unsound", "green_suitcase", """**Answer: green_suitcase**

Explanation: Jack was in the TV_room when Jackson moved the orange from the blue_cupboard to the green_suitcase (line 4), so he saw the move. Jack only leaves afterward (line 6), and Jackson follows him into the garden, so nobody changes the orange's location after that. Jack will look in the green_suitcase.""", [
    C("Jack was in the TV_room when Jackson moved the orange from the blue_cupboard to the green_suitcase (line 4)", "presence", "true", 4, "Jack in TV_room at 4", [('room', 4, 'Jack', 'TV_room'), ('txt', 4, 'Jackson moved the orange to the green_suitcase'), ('loc', 3, 'orange', 'blue_cupboard')]),
    C("he saw the move", "presence", "true", 4, "Jack witnessed 4", [('wit', 4, 'Jack', True)]),
    C("Jack only leaves afterward (line 6)", "order", "true", 6, "exit 6 after move 4", [('txt', 6, 'Jack exited'), ('lt', 4, 6)]),
    C("Jackson follows him into the garden", "presence", "false", 7, "PLANTED: Jackson stays in the TV_room; only Jack enters the garden", [('room', 7, 'Jackson', 'garden')]),
    C("nobody changes the orange's location after that", "location", "true", 7, "green_suitcase at 5-7", [('loc', l, 'orange', 'green_suitcase') for l in (5, 6, 7)]),
    C("Jack will look in the green_suitcase", "belief", "true", "end", "answer; Jack = green_suitcase", [('bel', 'end', 'Jack', 'orange', 'green_suitcase')], ans=True),
]))

RECORDS.append(R("numbered", "sound", "green_suitcase", """**Step 1:** Jack and Jackson both enter the TV_room, and the orange is in the blue_cupboard.
**Step 2:** Jackson moves the orange to the green_suitcase while Jack is still in the room.
**Step 3:** Jack exits and goes to the garden. He didn't miss any moves.

**Final answer:** green_suitcase""", [
    C("Jack and Jackson both enter the TV_room", "event", "true", 2, "lines 1-2", [('txt', 1, 'Jack entered the TV_room'), ('txt', 2, 'Jackson entered the TV_room')]),
    C("the orange is in the blue_cupboard", "location", "true", 3, "objects row 3", [('loc', 3, 'orange', 'blue_cupboard')]),
    C("Jackson moves the orange to the green_suitcase", "event", "true", 4, "line 4", [('txt', 4, 'Jackson moved the orange to the green_suitcase')]),
    C("while Jack is still in the room", "presence", "true", 4, "Jack in TV_room at 4", [('room', 4, 'Jack', 'TV_room')]),
    C("Jack exits and goes to the garden", "event", "true", 7, "lines 6-7", [('txt', 6, 'Jack exited the TV_room'), ('txt', 7, 'Jack entered the garden')]),
    C("He didn't miss any moves", "presence", "true", 4, "Jack witnessed the only move (4)", [('wit', 4, 'Jack', True)]),
]))

RECORDS.append(R("narrative", "sound", "green_suitcase", """Jack is in the TV_room for the whole sequence that matters: he's there when the orange is in the blue_cupboard, and he's still there when Jackson moves it into the green_suitcase. Only after that does he leave for the garden. Since Jack saw the move, his belief matches reality, and he'll look in the green_suitcase.

The answer is green_suitcase.""", [
    C("he's there when the orange is in the blue_cupboard", "presence", "true", 3, "Jack witnessed 3", [('wit', 3, 'Jack', True), ('loc', 3, 'orange', 'blue_cupboard')]),
    C("he's still there when Jackson moves it into the green_suitcase", "presence", "true", 4, "Jack witnessed 4", [('wit', 4, 'Jack', True), ('txt', 4, 'Jackson moved the orange to the green_suitcase')]),
    C("Only after that does he leave for the garden", "order", "true", 6, "exit 6, garden 7, after the move at 4", [('txt', 6, 'Jack exited'), ('txt', 7, 'Jack entered the garden'), ('lt', 4, 6)]),
    C("Jack saw the move", "presence", "true", 4, "Jack witnessed 4", [('wit', 4, 'Jack', True)]),
    C("his belief matches reality", "belief", "true", "end", "Jack = green_suitcase = real location", [('bel', 'end', 'Jack', 'orange', 'green_suitcase'), ('loc', 'end', 'orange', 'green_suitcase')]),
    C("he'll look in the green_suitcase", "belief", "true", "end", "answer; Jack = green_suitcase", [('bel', 'end', 'Jack', 'orange', 'green_suitcase')], ans=True),
]))

RECORDS.append(R("terse", "unsound", "green_suitcase", """green_suitcase — Jackson moved it there at line 4, and Jack left at line 5.""", [
    C("Jackson moved it there at line 4", "event", "true", 4, "line 4", [('txt', 4, 'Jackson moved the orange to the green_suitcase')]),
    C("Jack left at line 5", "event", "false", 5, "PLANTED: Jack exits at line 6; line 5 is 'Jackson hates the grapefruit'", [('txt', 5, 'Jack exited')]),
]))

RECORDS.append(R("thinking", "wrong", "blue_cupboard", """<think>
Classic Sally-Anne setup? Jack enters, Jackson enters, orange in blue_cupboard, Jackson moves it to green_suitcase, Jack exits.

Hmm, in these stories the person who leaves usually doesn't see the move. Jack exited... and the move happened at line 4, Jack exited at line 6. Wait, so Jack was there for the move. But the question is "where will Jack look" — typically the answer is where he originally saw it. Jack first saw the orange in the blue_cupboard, and that's where people look first. I'll go with blue_cupboard.
</think>

Jack will look for the orange in the blue_cupboard.""", [
    C("Jack enters", "event", "true", 1, "line 1", [('txt', 1, 'Jack entered the TV_room')]),
    C("Jackson enters", "event", "true", 2, "line 2", [('txt', 2, 'Jackson entered the TV_room')]),
    C("orange in blue_cupboard", "location", "true", 3, "objects row 3", [('loc', 3, 'orange', 'blue_cupboard')]),
    C("Jackson moves it to green_suitcase", "event", "true", 4, "line 4", [('txt', 4, 'Jackson moved the orange to the green_suitcase')]),
    C("Jack exits", "event", "true", 6, "line 6", [('txt', 6, 'Jack exited')]),
    C("the move happened at line 4", "event", "true", 4, "line 4", [('txt', 4, 'moved the orange')]),
    C("Jack exited at line 6", "event", "true", 6, "line 6", [('txt', 6, 'Jack exited')]),
    C("Jack was there for the move", "presence", "true", 4, "Jack witnessed 4", [('wit', 4, 'Jack', True)]),
    C("Jack first saw the orange in the blue_cupboard", "presence", "true", 3, "Jack witnessed 3", [('wit', 3, 'Jack', True), ('loc', 3, 'orange', 'blue_cupboard')]),
    C("Jack will look for the orange in the blue_cupboard", "belief", "false", "end", "Jack = green_suitcase", [('bel', 'end', 'Jack', 'orange', 'blue_cupboard')], ans=True),
]))
