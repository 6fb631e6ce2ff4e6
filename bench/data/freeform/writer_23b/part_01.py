from h import C, R
N = 1
ALL = ['Logan', 'Ella', 'Aria', 'Jackson', 'Charlotte']
RECORDS = []

RECORDS.append(R("answer_first", "sound", "blue_crate", """**Answer: D. blue_crate**

Explanation:
- The potato starts in the blue_treasure_chest (line 3), seen by all five.
- Logan and Ella leave before anything is moved (lines 5 and 7).
- Aria moves the potato to the blue_crate (line 8) while Jackson and Charlotte are still in the room, then Aria exits (line 9).
- Jackson's move to the green_basket (line 10) and Charlotte's move back to the blue_treasure_chest (line 13) both happen after Aria is gone, so she knows nothing about them.
- From Aria's point of view, the last thing Jackson saw was her putting the potato in the blue_crate.

So Aria thinks Jackson thinks the potato is in the blue_crate.""", [
    C("The potato starts in the blue_treasure_chest (line 3)", "location", "true", 3, "objects row 3", [('loc', 3, 'potato', 'blue_treasure_chest')]),
    C("seen by all five", "presence", "true", 3, "witnessed_by row 3 has all five", [('wit', 3, ALL, True)]),
    C("Logan and Ella leave before anything is moved (lines 5 and 7)", "order", "true", 7, "exits at 5 and 7, first move at 8", [('txt', 5, 'Logan exited'), ('txt', 7, 'Ella exited'), ('txt', 8, 'moved'), ('lt', 7, 8)]),
    C("Aria moves the potato to the blue_crate (line 8)", "event", "true", 8, "line 8", [('txt', 8, 'Aria moved the potato to the blue_crate')]),
    C("while Jackson and Charlotte are still in the room", "presence", "true", 8, "both in living_room at 8", [('room', 8, 'Jackson', 'living_room'), ('room', 8, 'Charlotte', 'living_room')]),
    C("then Aria exits (line 9)", "event", "true", 9, "line 9", [('txt', 9, 'Aria exited')]),
    C("Jackson's move to the green_basket (line 10)", "event", "true", 10, "line 10", [('txt', 10, 'Jackson moved the potato to the green_basket')]),
    C("Charlotte's move back to the blue_treasure_chest (line 13)", "event", "true", 13, "line 13", [('txt', 13, 'Charlotte moved the potato to the blue_treasure_chest')]),
    C("both happen after Aria is gone", "order", "true", 13, "Aria out of room at 10 and 13", [('room', 10, 'Aria', None), ('room', 13, 'Aria', None)]),
    C("she knows nothing about them", "belief", "true", "end", "Aria still believes blue_crate", [('bel', 'end', 'Aria', 'potato', 'blue_crate')]),
    C("From Aria's point of view, the last thing Jackson saw was her putting the potato in the blue_crate", "belief", "true", "end", "Aria -> Jackson = blue_crate", [('bel', 'end', 'Aria -> Jackson', 'potato', 'blue_crate')]),
    C("Aria thinks Jackson thinks the potato is in the blue_crate", "belief", "true", "end", "answer restated; gold", [('bel', 'end', 'Aria -> Jackson', 'potato', 'blue_crate')], ans=True),
]))

RECORDS.append(R("numbered", "unsound", "blue_crate", """**Step 1: Track the potato.**
1. Line 3: the potato is in the blue_treasure_chest.
2. Line 8: Aria moves it to the blue_crate.
3. Line 10: Jackson moves it to the green_basket.
4. Line 13: Charlotte moves it back to the blue_treasure_chest.

**Step 2: Who was there?**
- Aria was in the room for her own move, and Jackson saw it too.
- Aria left at line 9, so she never saw Jackson's move.
- Only Jackson was in the room when he moved it to the green_basket.
- Charlotte was the last one to leave.

**Step 3: Second-order belief.**
Aria believes Jackson last saw the potato in the blue_crate, since she has no idea he moved it.

**Answer:** D. blue_crate""", [
    C("Line 3: the potato is in the blue_treasure_chest", "location", "true", 3, "objects row 3", [('loc', 3, 'potato', 'blue_treasure_chest')]),
    C("Line 8: Aria moves it to the blue_crate", "event", "true", 8, "line 8", [('txt', 8, 'Aria moved the potato to the blue_crate')]),
    C("Line 10: Jackson moves it to the green_basket", "event", "true", 10, "line 10", [('txt', 10, 'Jackson moved the potato to the green_basket')]),
    C("Line 13: Charlotte moves it back to the blue_treasure_chest", "event", "true", 13, "line 13", [('txt', 13, 'Charlotte moved the potato to the blue_treasure_chest')]),
    C("Aria was in the room for her own move", "presence", "true", 8, "Aria in living_room at 8", [('room', 8, 'Aria', 'living_room')]),
    C("Jackson saw it too", "presence", "true", 8, "Jackson witnessed 8", [('wit', 8, 'Jackson', True)]),
    C("Aria left at line 9", "event", "true", 9, "line 9", [('txt', 9, 'Aria exited')]),
    C("she never saw Jackson's move", "presence", "true", 10, "Aria not in witnessed_by 10", [('wit', 10, 'Aria', False)]),
    C("Only Jackson was in the room when he moved it to the green_basket", "presence", "false", 10, "PLANTED: Charlotte was also in the living_room and witnessed line 10", [('room', 10, 'Charlotte', None)]),
    C("Charlotte was the last one to leave", "order", "true", 14, "Charlotte exits at 14, the last exit", [('lastexit', 'Charlotte', 'living_room')]),
    C("Aria believes Jackson last saw the potato in the blue_crate", "belief", "true", "end", "Aria -> Jackson = blue_crate", [('bel', 'end', 'Aria -> Jackson', 'potato', 'blue_crate')], ans=True),
    C("she has no idea he moved it", "belief", "true", "end", "Aria's own belief is still blue_crate", [('bel', 'end', 'Aria', 'potato', 'blue_crate')]),
]))

RECORDS.append(R("narrative", "wrong", "green_basket", """Let me trace who saw what.

All five start in the living_room, and the potato begins in the blue_treasure_chest. Logan and Ella each wait a minute and leave without touching anything. Then Aria moves the potato into the blue_crate and walks out.

Jackson, who was still in the room, moves the potato to the green_basket before leaving himself. That's the last location Jackson personally knows about — he wasn't there when Charlotte moved it back to the blue_treasure_chest.

So the question is what Aria thinks Jackson believes. Since Jackson's own belief is the green_basket, and Aria has no reason to think Jackson is mistaken, she'd expect him to think it's in the green_basket.

The answer is C. green_basket.""", [
    C("All five start in the living_room", "presence", "true", 1, "all five enter at line 1", [('room', 1, a, 'living_room') for a in ALL]),
    C("the potato begins in the blue_treasure_chest", "location", "true", 3, "objects row 3", [('loc', 3, 'potato', 'blue_treasure_chest')]),
    C("Logan and Ella each wait a minute and leave without touching anything", "event", "true", 7, "lines 4-7", [('txt', 4, 'Logan made no movements'), ('txt', 5, 'Logan exited'), ('txt', 6, 'Ella made no movements'), ('txt', 7, 'Ella exited')]),
    C("Aria moves the potato into the blue_crate", "event", "true", 8, "line 8", [('txt', 8, 'Aria moved the potato to the blue_crate')]),
    C("walks out", "event", "true", 9, "line 9 Aria exited", [('txt', 9, 'Aria exited')]),
    C("Jackson, who was still in the room", "presence", "true", 9, "Jackson in living_room after line 9", [('room', 9, 'Jackson', 'living_room')]),
    C("moves the potato to the green_basket", "event", "true", 10, "line 10", [('txt', 10, 'Jackson moved the potato to the green_basket')]),
    C("before leaving himself", "order", "true", 11, "move at 10, exit at 11", [('txt', 11, 'Jackson exited'), ('lt', 10, 11)]),
    C("That's the last location Jackson personally knows about", "belief", "true", "end", "Jackson believes green_basket", [('bel', 'end', 'Jackson', 'potato', 'green_basket')]),
    C("he wasn't there when Charlotte moved it back to the blue_treasure_chest", "presence", "true", 13, "Jackson in no room at 13", [('room', 13, 'Jackson', None)]),
    C("Jackson's own belief is the green_basket", "belief", "true", "end", "Jackson = green_basket", [('bel', 'end', 'Jackson', 'potato', 'green_basket')]),
    C("Aria has no reason to think Jackson is mistaken", "belief", "uncheckable", None, "about Aria's reasons; not in golds"),
    C("she'd expect him to think it's in the green_basket", "belief", "false", "end", "Aria -> Jackson = blue_crate", [('bel', 'end', 'Aria -> Jackson', 'potato', 'green_basket')], ans=True),
]))

RECORDS.append(R("terse", "unsupported", "blue_crate", """D. blue_crate""", []))

RECORDS.append(R("thinking", "sound", "blue_crate", """<think>
Question: where does Aria think Jackson thinks the potato is? Second-order.

Potato starts in blue_treasure_chest (line 3). Logan leaves at 5, Ella at 7. Line 8: Aria moves potato to blue_crate — Aria, Jackson, Charlotte all present. Line 9 Aria exits.

After that, Jackson moves it to green_basket (line 10), and Aria doesn't see that. Then Jackson leaves, Charlotte moves it back to blue_treasure_chest at 13.

So what does Aria think Jackson thinks? Aria saw Jackson watching her put it in the blue_crate. Hmm, wait — does Aria know Jackson moved it? No, she was already out. So from her perspective Jackson's belief is the blue_crate.

The waiting_room at line 15 is just everyone entering; nobody says anything, so nothing updates.
</think>

**D. blue_crate** — Aria left right after her own move, so the last thing she knows Jackson saw was the potato going into the blue_crate.""", [
    C("Potato starts in blue_treasure_chest (line 3)", "location", "true", 3, "objects row 3", [('loc', 3, 'potato', 'blue_treasure_chest')]),
    C("Logan leaves at 5", "event", "true", 5, "line 5", [('txt', 5, 'Logan exited')]),
    C("Ella at 7", "event", "true", 7, "line 7", [('txt', 7, 'Ella exited')]),
    C("Line 8: Aria moves potato to blue_crate", "event", "true", 8, "line 8", [('txt', 8, 'Aria moved the potato to the blue_crate')]),
    C("Aria, Jackson, Charlotte all present", "presence", "true", 8, "witnessed_by row 8", [('wit', 8, ['Aria', 'Jackson', 'Charlotte'], True)]),
    C("Line 9 Aria exits", "event", "true", 9, "line 9", [('txt', 9, 'Aria exited')]),
    C("Jackson moves it to green_basket (line 10)", "event", "true", 10, "line 10", [('txt', 10, 'Jackson moved the potato to the green_basket')]),
    C("Aria doesn't see that", "presence", "true", 10, "Aria not in witnessed_by 10", [('wit', 10, 'Aria', False)]),
    C("Then Jackson leaves", "event", "true", 11, "line 11", [('txt', 11, 'Jackson exited')]),
    C("Charlotte moves it back to blue_treasure_chest at 13", "event", "true", 13, "line 13", [('txt', 13, 'Charlotte moved the potato to the blue_treasure_chest')]),
    C("Aria saw Jackson watching her put it in the blue_crate", "presence", "true", 8, "Aria and Jackson both witnessed 8", [('wit', 8, ['Aria', 'Jackson'], True)]),
    C("she was already out", "presence", "true", 10, "Aria in no room at 10", [('room', 10, 'Aria', None)]),
    C("from her perspective Jackson's belief is the blue_crate", "belief", "true", "end", "Aria -> Jackson = blue_crate", [('bel', 'end', 'Aria -> Jackson', 'potato', 'blue_crate')], ans=True),
    C("The waiting_room at line 15 is just everyone entering", "event", "true", 15, "line 15", [('txt', 15, 'entered the waiting_room')]),
    C("nobody says anything", "communication", "true", 15, "no claim or tell lines in the story", [('nocomm',)]),
    C("Aria left right after her own move", "order", "true", 9, "move at 8, exit at 9", [('txt', 9, 'Aria exited'), ('lt', 8, 9)]),
    C("the last thing she knows Jackson saw was the potato going into the blue_crate", "belief", "true", "end", "Aria -> Jackson = blue_crate", [('bel', 'end', 'Aria -> Jackson', 'potato', 'blue_crate')]),
]))
