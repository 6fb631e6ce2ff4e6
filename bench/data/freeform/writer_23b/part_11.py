from h import C, R
N = 11
Q4 = 'Hannah -> Avery -> Liam -> Carter'
FOUR = ['Liam', 'Carter', 'Hannah', 'Avery']
RECORDS = []

RECORDS.append(R("answer_first", "wrong", "red_bucket", """J. red_bucket

Explanation:
- The watermelon moves from the red_treasure_chest to the red_bucket (Emma, line 3) and then to the green_bucket (Liam, line 6).
- Liam, Carter, Hannah and Avery all saw Liam's move.
- In the waiting_room, Liam privately tells Hannah the watermelon is in the red_bucket (line 17). Hannah accepts this, and since the question is framed from Hannah's perspective, her updated information flows down the whole chain.

So Hannah thinks Avery thinks Liam thinks Carter thinks the watermelon is in the red_bucket.""", [
    C("The watermelon moves from the red_treasure_chest to the red_bucket (Emma, line 3)", "event", "true", 3, "line 3", [('txt', 3, 'Emma moved the watermelon to the red_bucket'), ('loc', 2, 'watermelon', 'red_treasure_chest')]),
    C("then to the green_bucket (Liam, line 6)", "event", "true", 6, "line 6", [('txt', 6, 'Liam moved the watermelon to the green_bucket')]),
    C("Liam, Carter, Hannah and Avery all saw Liam's move", "presence", "true", 6, "witnessed_by row 6", [('wit', 6, FOUR, True)]),
    C("Liam privately tells Hannah the watermelon is in the red_bucket (line 17)", "communication", "true", 17, "line 17", [('txt', 17, 'Liam privately told Hannah that the watermelon is in the red_bucket')]),
    C("Hannah accepts this", "communication", "false", 17, "Hannah left after Liam, does not trust him; Hannah = green_bucket", [('bel', 17, 'Hannah', 'watermelon', 'red_bucket')]),
    C("her updated information flows down the whole chain", "belief", "uncheckable", None, "vague mechanism claim"),
    C("Hannah thinks Avery thinks Liam thinks Carter thinks the watermelon is in the red_bucket", "belief", "false", "end", "gold chain = green_bucket", [('bel', 'end', Q4, 'watermelon', 'red_bucket')], ans=True),
]))

RECORDS.append(R("numbered", "unsupported", "green_bucket", """**Step 1:** Identify the nested chain: Hannah → Avery → Liam → Carter.

**Step 2:** Resolve each level from the inside out, using only what each person could have observed.

**Step 3:** Combine the levels to get the final belief.

**Final answer:** F. green_bucket — Hannah thinks Avery thinks Liam thinks Carter thinks the watermelon is in the green_bucket.""", [
    C("Hannah thinks Avery thinks Liam thinks Carter thinks the watermelon is in the green_bucket", "belief", "true", "end", "answer restated; gold", [('bel', 'end', Q4, 'watermelon', 'green_bucket')], ans=True),
]))

RECORDS.append(R("narrative", "unsound", "green_bucket", """Let me trace where each person was.

Everyone starts in the front_yard with the watermelon in the red_treasure_chest. Emma moves it to the red_bucket and exits. Then Liam moves the watermelon to the green_bucket at line 5, with Carter, Hannah and Avery all watching, and walks off. After that nobody touches it: Carter, Hannah and Avery each wait a minute and go, with Avery the last one out.

So Carter's belief is the green_bucket, and because Liam watched Carter see the move, Liam thinks Carter thinks green_bucket. Avery saw all of this too, so Avery attributes that chain to Liam, and Hannah — who was also there — attributes the whole thing to Avery.

In the waiting_room, Liam privately tells Hannah it's in the red_bucket, but Hannah left after Liam, so she doesn't believe him; and it doesn't touch what she thinks about Avery anyway.

The answer is F. green_bucket.""", [
    C("Everyone starts in the front_yard", "presence", "true", 1, "all enter at line 1", [('room', 1, a, 'front_yard') for a in ['Emma'] + FOUR]),
    C("the watermelon in the red_treasure_chest", "location", "true", 2, "objects row 2", [('loc', 2, 'watermelon', 'red_treasure_chest')]),
    C("Emma moves it to the red_bucket", "event", "true", 3, "line 3", [('txt', 3, 'Emma moved the watermelon to the red_bucket')]),
    C("and exits", "event", "true", 4, "line 4", [('txt', 4, 'Emma exited')]),
    C("Liam moves the watermelon to the green_bucket at line 5", "event", "false", 5, "PLANTED: the move is line 6; line 5 is 'Hannah lost his phone'", [('txt', 5, 'Liam moved the watermelon to the green_bucket')]),
    C("with Carter, Hannah and Avery all watching", "presence", "true", 6, "witnessed_by row 6", [('wit', 6, ['Carter', 'Hannah', 'Avery'], True)]),
    C("and walks off", "event", "true", 7, "line 7", [('txt', 7, 'Liam exited')]),
    C("nobody touches it", "event", "true", 14, "object stays green_bucket 7-14", [('loc', l, 'watermelon', 'green_bucket') for l in range(7, 15)]),
    C("Carter, Hannah and Avery each wait a minute and go", "event", "true", 14, "lines 8-14", [('txt', 8, 'Carter made no movements'), ('txt', 9, 'Carter exited'), ('txt', 10, 'Hannah made no movements'), ('txt', 11, 'Hannah exited'), ('txt', 13, 'Avery made no movements'), ('txt', 14, 'Avery exited')]),
    C("with Avery the last one out", "order", "true", 14, "last exit", [('lastexit', 'Avery', 'front_yard')]),
    C("Carter's belief is the green_bucket", "belief", "true", "end", "Carter = green_bucket", [('bel', 'end', 'Carter', 'watermelon', 'green_bucket')]),
    C("Liam watched Carter see the move", "presence", "true", 6, "both witnessed 6", [('wit', 6, ['Liam', 'Carter'], True)]),
    C("Liam thinks Carter thinks green_bucket", "belief", "true", "end", "Liam -> Carter = green_bucket", [('bel', 'end', 'Liam -> Carter', 'watermelon', 'green_bucket')]),
    C("Avery saw all of this too", "presence", "true", 6, "Avery witnessed 6", [('wit', 6, 'Avery', True)]),
    C("Avery attributes that chain to Liam", "belief", "true", "end", "Avery -> Liam -> Carter = green_bucket", [('bel', 'end', 'Avery -> Liam -> Carter', 'watermelon', 'green_bucket')]),
    C("Hannah — who was also there", "presence", "true", 6, "Hannah witnessed 6", [('wit', 6, 'Hannah', True)]),
    C("attributes the whole thing to Avery", "belief", "true", "end", "answer; Hannah -> Avery -> Liam -> Carter = green_bucket", [('bel', 'end', Q4, 'watermelon', 'green_bucket')], ans=True),
    C("Liam privately tells Hannah it's in the red_bucket", "communication", "true", 17, "line 17", [('txt', 17, 'Liam privately told Hannah that the watermelon is in the red_bucket')]),
    C("Hannah left after Liam", "order", "true", 11, "11 > 7", [('txt', 11, 'Hannah exited'), ('txt', 7, 'Liam exited')]),
    C("she doesn't believe him", "communication", "true", 17, "Hannah stays green_bucket", [('bel', 17, 'Hannah', 'watermelon', 'green_bucket')]),
    C("it doesn't touch what she thinks about Avery anyway", "belief", "true", 17, "Hannah -> Avery unchanged", [('bel', 16, 'Hannah -> Avery', 'watermelon', 'green_bucket'), ('bel', 17, 'Hannah -> Avery', 'watermelon', 'green_bucket')]),
]))

RECORDS.append(R("terse", "unsound", "green_bucket", """F. green_bucket. Everyone but Emma saw Liam's move, and Emma believes it's still in the red_bucket.""", [
    C("Everyone but Emma saw Liam's move", "presence", "true", 6, "witnessed_by row 6", [('wit', 6, FOUR, True), ('wit', 6, 'Emma', False)]),
    C("Emma believes it's still in the red_bucket", "belief", "false", "end", "PLANTED: after Carter's tell (16) Emma = red_treasure_chest", [('bel', 'end', 'Emma', 'watermelon', 'red_bucket')]),
]))

RECORDS.append(R("thinking", "sound", "green_bucket", """<think>
Chain: Hannah → Avery → Liam → Carter.

Moves: line 3 Emma → red_bucket, line 6 Liam → green_bucket. That's it for moves.

Who saw line 6? Liam, Carter, Hannah, Avery (Emma had left at 4). So Carter = green_bucket. Liam → Carter: Liam was there and saw Carter present, green_bucket. Avery → Liam → Carter: Avery saw them both, and Liam left at 7 with nothing else happening afterward, so green_bucket. Hannah → Avery → ...: Hannah was there through line 11, Avery stayed longer but nothing moved. green_bucket.

Now the tells. Line 16 Carter → Emma: red_treasure_chest. Doesn't involve our chain. Line 17 Liam → Hannah: red_bucket. Hannah left at 11, Liam at 7 — Liam left earlier, so Hannah doesn't trust him. Even if she did, it'd be about Hannah's own belief, not her model of Avery.

Hmm, wait, does Liam think Hannah now believes red_bucket? Probably yes, but irrelevant.
</think>

**F. green_bucket** — every agent in the chain watched Liam's move, and nothing afterward changes it.""", [
    C("line 3 Emma → red_bucket", "event", "true", 3, "line 3", [('txt', 3, 'Emma moved the watermelon to the red_bucket')]),
    C("line 6 Liam → green_bucket", "event", "true", 6, "line 6", [('txt', 6, 'Liam moved the watermelon to the green_bucket')]),
    C("That's it for moves", "event", "true", 17, "no later move lines", [('loc', l, 'watermelon', 'green_bucket') for l in range(7, 18)]),
    C("Liam, Carter, Hannah, Avery", "presence", "true", 6, "witnessed_by row 6", [('wit', 6, FOUR, True)]),
    C("Emma had left at 4", "event", "true", 4, "line 4", [('txt', 4, 'Emma exited')]),
    C("Carter = green_bucket", "belief", "true", "end", "Carter = green_bucket", [('bel', 'end', 'Carter', 'watermelon', 'green_bucket')]),
    C("Liam was there and saw Carter present", "presence", "true", 6, "both in front_yard at 6", [('wit', 6, ['Liam', 'Carter'], True)]),
    C("Avery saw them both", "presence", "true", 6, "Avery witnessed 6", [('wit', 6, 'Avery', True)]),
    C("Liam left at 7", "event", "true", 7, "line 7", [('txt', 7, 'Liam exited')]),
    C("with nothing else happening afterward", "event", "true", 14, "no move after 6", [('loc', 14, 'watermelon', 'green_bucket')]),
    C("Hannah was there through line 11", "presence", "true", 11, "Hannah in front_yard to 10, exits 11", [('room', 10, 'Hannah', 'front_yard'), ('txt', 11, 'Hannah exited')]),
    C("Avery stayed longer", "order", "true", 14, "Avery exits 14 > 11", [('txt', 14, 'Avery exited')]),
    C("nothing moved", "event", "true", 14, "object unchanged 11-14", [('loc', 11, 'watermelon', 'green_bucket'), ('loc', 14, 'watermelon', 'green_bucket')]),
    C("Line 16 Carter → Emma: red_treasure_chest", "communication", "true", 16, "line 16", [('txt', 16, 'Carter privately told Emma that the watermelon is in the red_treasure_chest')]),
    C("Doesn't involve our chain", "communication", "true", 16, "Hannah, Avery, Liam not witnesses; chain unchanged", [('wit', 16, ['Hannah', 'Avery', 'Liam'], False), ('bel', 16, Q4, 'watermelon', 'green_bucket')]),
    C("Line 17 Liam → Hannah: red_bucket", "communication", "true", 17, "line 17", [('txt', 17, 'Liam privately told Hannah that the watermelon is in the red_bucket')]),
    C("Hannah left at 11", "event", "true", 11, "line 11", [('txt', 11, 'Hannah exited')]),
    C("Liam at 7", "event", "true", 7, "line 7", [('txt', 7, 'Liam exited')]),
    C("Hannah doesn't trust him", "communication", "true", 17, "Hannah stays green_bucket", [('bel', 17, 'Hannah', 'watermelon', 'green_bucket')]),
    C("every agent in the chain watched Liam's move", "presence", "true", 6, "Hannah, Avery, Liam, Carter witnessed 6", [('wit', 6, FOUR, True)]),
    C("nothing afterward changes it", "belief", "true", "end", "chain = green_bucket at end", [('bel', 'end', Q4, 'watermelon', 'green_bucket')]),
]))
