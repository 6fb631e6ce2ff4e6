from h import C, R
N = 8
ALL = ['Emma', 'Liam', 'Ava', 'Aiden', 'Elizabeth']
Q3 = 'Elizabeth -> Aiden -> Emma'
NOCARROT = [('not', ('txt', l, 'carrot')) for l in range(17, 29)]
RECORDS = []

RECORDS.append(R("answer_first", "unsound", "blue_drawer", """B. blue_drawer

Explanation:
Emma is the key person here. She moves the carrot from the blue_bottle to the blue_drawer (line 3) with all five watching, then leaves (line 4). Everything after that — Liam's move to the red_crate (line 6), Aiden's move to the blue_envelope (line 11) — happens without Emma.

Aiden saw Emma leave, so Aiden believes Emma thinks the carrot is in the blue_drawer. Elizabeth was also there for both Emma's move and her exit, and she knows Aiden saw them too. Elizabeth left the staircase before Aiden, but that doesn't change anything, since Emma's information was already fixed.

The eggplant scene and the claims at the end don't involve the carrot.

So Elizabeth thinks Aiden thinks Emma thinks the carrot is in the blue_drawer.""", [
    C("She moves the carrot from the blue_bottle to the blue_drawer (line 3)", "event", "true", 3, "line 3", [('txt', 3, 'Emma moved the carrot to the blue_drawer'), ('loc', 2, 'carrot', 'blue_bottle')]),
    C("with all five watching", "presence", "true", 3, "all witnessed 3", [('wit', 3, ALL, True)]),
    C("then leaves (line 4)", "event", "true", 4, "line 4", [('txt', 4, 'Emma exited')]),
    C("Liam's move to the red_crate (line 6)", "event", "true", 6, "line 6", [('txt', 6, 'Liam moved the carrot to the red_crate')]),
    C("Aiden's move to the blue_envelope (line 11)", "event", "true", 11, "line 11", [('txt', 11, 'Aiden moved the carrot to the blue_envelope')]),
    C("happens without Emma", "presence", "true", 11, "Emma not in witnessed_by 6, 11", [('wit', 6, 'Emma', False), ('wit', 11, 'Emma', False)]),
    C("Aiden saw Emma leave", "presence", "true", 4, "Aiden witnessed 4", [('wit', 4, 'Aiden', True)]),
    C("Aiden believes Emma thinks the carrot is in the blue_drawer", "belief", "true", "end", "Aiden -> Emma = blue_drawer", [('bel', 'end', 'Aiden -> Emma', 'carrot', 'blue_drawer')]),
    C("Elizabeth was also there for both Emma's move and her exit", "presence", "true", 4, "Elizabeth witnessed 3 and 4", [('wit', 3, 'Elizabeth', True), ('wit', 4, 'Elizabeth', True)]),
    C("she knows Aiden saw them too", "belief", "true", "end", "Elizabeth -> Aiden -> Emma = blue_drawer", [('bel', 'end', Q3, 'carrot', 'blue_drawer')]),
    C("Elizabeth left the staircase before Aiden", "order", "false", 15, "PLANTED: Aiden exits at 12, Elizabeth at 15", [('txt', 12, 'Aiden exited'), ('txt', 15, 'Elizabeth exited'), ('lt', 15, 12)]),
    C("The eggplant scene and the claims at the end don't involve the carrot", "event", "true", 28, "lines 17-28 never mention the carrot", NOCARROT),
    C("Elizabeth thinks Aiden thinks Emma thinks the carrot is in the blue_drawer", "belief", "true", "end", "answer restated; gold", [('bel', 'end', Q3, 'carrot', 'blue_drawer')], ans=True),
]))

RECORDS.append(R("numbered", "wrong", "blue_envelope", """1. **Carrot's path:** blue_bottle → blue_drawer (Emma, line 3) → red_crate (Liam, line 6) → blue_envelope (Aiden, line 11).
2. **Emma** leaves at line 4, right after her move.
3. **Aiden** stays until line 12 and is the one who puts it in the blue_envelope, with Elizabeth watching.
4. **Elizabeth** is the last to leave the staircase.
5. Since Elizabeth and Aiden both know the carrot ended up in the blue_envelope, and they would assume everyone else knows what they know, Elizabeth thinks Aiden thinks Emma thinks it is in the blue_envelope.

**Answer:** C. blue_envelope""", [
    C("blue_drawer (Emma, line 3)", "event", "true", 3, "line 3", [('txt', 3, 'Emma moved the carrot to the blue_drawer')]),
    C("red_crate (Liam, line 6)", "event", "true", 6, "line 6", [('txt', 6, 'Liam moved the carrot to the red_crate')]),
    C("blue_envelope (Aiden, line 11)", "event", "true", 11, "line 11", [('txt', 11, 'Aiden moved the carrot to the blue_envelope')]),
    C("leaves at line 4, right after her move", "event", "true", 4, "Emma exits at 4", [('txt', 4, 'Emma exited')]),
    C("stays until line 12", "presence", "true", 12, "Aiden exits at 12", [('room', 11, 'Aiden', 'staircase'), ('txt', 12, 'Aiden exited')]),
    C("is the one who puts it in the blue_envelope", "event", "true", 11, "line 11", [('txt', 11, 'Aiden moved the carrot to the blue_envelope')]),
    C("with Elizabeth watching", "presence", "true", 11, "Elizabeth witnessed 11", [('wit', 11, 'Elizabeth', True)]),
    C("is the last to leave the staircase", "order", "true", 15, "Elizabeth's exit is the last", [('lastexit', 'Elizabeth', 'staircase')]),
    C("Elizabeth and Aiden both know the carrot ended up in the blue_envelope", "belief", "true", "end", "both = blue_envelope", [('bel', 'end', 'Elizabeth', 'carrot', 'blue_envelope'), ('bel', 'end', 'Aiden', 'carrot', 'blue_envelope')]),
    C("they would assume everyone else knows what they know", "belief", "uncheckable", None, "generic assumption about their reasoning"),
    C("Elizabeth thinks Aiden thinks Emma thinks it is in the blue_envelope", "belief", "false", "end", "gold chain = blue_drawer", [('bel', 'end', Q3, 'carrot', 'blue_envelope')], ans=True),
]))

RECORDS.append(R("narrative", "sound", "blue_drawer", """Let me trace who saw what in the staircase.

At the start all five are there and the carrot is in the blue_bottle. Emma moves it to the blue_drawer and leaves immediately, so Emma's knowledge stops at the blue_drawer — and everyone who was present saw her move it and walk out.

After that Liam moves it to the red_crate and goes, Ava leaves, and Aiden moves it to the blue_envelope with only Elizabeth left to see. None of these later moves reach Emma.

Now the nesting. Aiden knows Emma left right after the blue_drawer move, so Aiden thinks Emma thinks blue_drawer. Elizabeth watched the same sequence alongside Aiden, so she'd attribute that same view to him. Nothing in the hall or the waiting_room is about the carrot.

The answer is B. blue_drawer.""", [
    C("all five are there", "presence", "true", 2, "all in staircase at 2", [('room', 2, a, 'staircase') for a in ALL]),
    C("the carrot is in the blue_bottle", "location", "true", 2, "objects row 2", [('loc', 2, 'carrot', 'blue_bottle')]),
    C("Emma moves it to the blue_drawer", "event", "true", 3, "line 3", [('txt', 3, 'Emma moved the carrot to the blue_drawer')]),
    C("leaves immediately", "event", "true", 4, "line 4", [('txt', 4, 'Emma exited')]),
    C("Emma's knowledge stops at the blue_drawer", "belief", "true", "end", "Emma = blue_drawer", [('bel', 'end', 'Emma', 'carrot', 'blue_drawer')]),
    C("everyone who was present saw her move it and walk out", "presence", "true", 4, "Liam, Ava, Aiden, Elizabeth witnessed 3 and 4", [('wit', 3, ALL, True), ('wit', 4, ['Liam', 'Ava', 'Aiden', 'Elizabeth'], True)]),
    C("Liam moves it to the red_crate and goes", "event", "true", 7, "lines 6-7", [('txt', 6, 'Liam moved the carrot to the red_crate'), ('txt', 7, 'Liam exited')]),
    C("Ava leaves", "event", "true", 9, "line 9", [('txt', 9, 'Ava exited')]),
    C("Aiden moves it to the blue_envelope", "event", "true", 11, "line 11", [('txt', 11, 'Aiden moved the carrot to the blue_envelope')]),
    C("with only Elizabeth left to see", "presence", "true", 11, "only Aiden and Elizabeth witnessed 11", [('wit', 11, ['Aiden', 'Elizabeth'], True), ('wit', 11, ['Emma', 'Liam', 'Ava'], False)]),
    C("None of these later moves reach Emma", "presence", "true", 11, "Emma not in witnessed_by 6 or 11", [('wit', 6, 'Emma', False), ('wit', 11, 'Emma', False)]),
    C("Aiden knows Emma left right after the blue_drawer move", "presence", "true", 4, "Aiden witnessed 3 and 4", [('wit', 3, 'Aiden', True), ('wit', 4, 'Aiden', True)]),
    C("Aiden thinks Emma thinks blue_drawer", "belief", "true", "end", "Aiden -> Emma = blue_drawer", [('bel', 'end', 'Aiden -> Emma', 'carrot', 'blue_drawer')]),
    C("Elizabeth watched the same sequence alongside Aiden", "presence", "true", 4, "Elizabeth witnessed 3 and 4", [('wit', 3, 'Elizabeth', True), ('wit', 4, 'Elizabeth', True)]),
    C("she'd attribute that same view to him", "belief", "true", "end", "answer; Elizabeth -> Aiden -> Emma = blue_drawer", [('bel', 'end', Q3, 'carrot', 'blue_drawer')], ans=True),
    C("Nothing in the hall or the waiting_room is about the carrot", "event", "true", 28, "lines 17-28 never mention the carrot", NOCARROT),
]))

RECORDS.append(R("terse", "unsupported", "blue_drawer", """B""", []))

RECORDS.append(R("thinking", "sound", "blue_drawer", """<think>
Elizabeth → Aiden → Emma → carrot.

Emma's belief: she moved it to blue_drawer at 3 and left at 4. So Emma = blue_drawer.

Aiden → Emma: Aiden was there at 3 and 4, saw Emma leave. Aiden = red_crate after 6? No wait, Aiden's own belief doesn't matter here, it's what Aiden thinks Emma thinks, and that's blue_drawer.

Elizabeth → Aiden → Emma: Elizabeth was present for everything up to 15; she saw Aiden watching Emma leave. So blue_drawer.

The eggplant part: Emma, Liam, Ava in the hall. Aiden and Elizabeth are in the waiting_room. Not carrot. Liam's public claim is about the eggplant.
</think>

**B. blue_drawer** — Emma left right after putting the carrot in the blue_drawer, and both Aiden and Elizabeth saw it.""", [
    C("she moved it to blue_drawer at 3", "event", "true", 3, "line 3", [('txt', 3, 'Emma moved the carrot to the blue_drawer')]),
    C("left at 4", "event", "true", 4, "line 4", [('txt', 4, 'Emma exited')]),
    C("Emma = blue_drawer", "belief", "true", "end", "Emma = blue_drawer", [('bel', 'end', 'Emma', 'carrot', 'blue_drawer')]),
    C("Aiden was there at 3 and 4", "presence", "true", 4, "Aiden in staircase at 3, 4", [('room', 3, 'Aiden', 'staircase'), ('room', 4, 'Aiden', 'staircase')]),
    C("saw Emma leave", "presence", "true", 4, "Aiden witnessed 4", [('wit', 4, 'Aiden', True)]),
    C("what Aiden thinks Emma thinks, and that's blue_drawer", "belief", "true", "end", "Aiden -> Emma = blue_drawer", [('bel', 'end', 'Aiden -> Emma', 'carrot', 'blue_drawer')]),
    C("Elizabeth was present for everything up to 15", "presence", "true", 15, "Elizabeth in staircase through 14, exits 15", [('room', l, 'Elizabeth', 'staircase') for l in range(1, 15)] + [('txt', 15, 'Elizabeth exited')]),
    C("she saw Aiden watching Emma leave", "presence", "true", 4, "Elizabeth and Aiden witnessed 4", [('wit', 4, ['Elizabeth', 'Aiden'], True)]),
    C("So blue_drawer", "belief", "true", "end", "answer; Elizabeth -> Aiden -> Emma = blue_drawer", [('bel', 'end', Q3, 'carrot', 'blue_drawer')], ans=True),
    C("Emma, Liam, Ava in the hall", "presence", "true", 17, "rooms at 17", [('room', 17, a, 'hall') for a in ('Emma', 'Liam', 'Ava')]),
    C("Aiden and Elizabeth are in the waiting_room", "presence", "true", 17, "rooms at 17", [('room', 17, 'Aiden', 'waiting_room'), ('room', 17, 'Elizabeth', 'waiting_room')]),
    C("Liam's public claim is about the eggplant", "communication", "true", 27, "line 27", [('txt', 27, 'Liam publicly claimed that eggplant')]),
    C("Emma left right after putting the carrot in the blue_drawer", "order", "true", 4, "move 3, exit 4", [('txt', 3, 'Emma moved the carrot to the blue_drawer'), ('txt', 4, 'Emma exited')]),
    C("both Aiden and Elizabeth saw it", "presence", "true", 4, "both witnessed 3 and 4", [('wit', 3, ['Aiden', 'Elizabeth'], True), ('wit', 4, ['Aiden', 'Elizabeth'], True)]),
]))
