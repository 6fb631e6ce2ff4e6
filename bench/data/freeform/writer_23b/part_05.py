from h import C, R
N = 5
ALL = ['Lily', 'Mila', 'Sophia', 'Benjamin', 'Chloe']
NOLIME = [('not', ('txt', 24, 'lime')), ('not', ('txt', 25, 'lime'))]
RECORDS = []

RECORDS.append(R("answer_first", "unsound", "blue_treasure_chest", """**Answer: H. blue_treasure_chest**

Explanation:
- Lily moves the lime from the green_basket to the blue_treasure_chest (line 3) while all five are in the closet.
- Mila leaves at line 6 without seeing any further moves.
- Sophia, Benjamin and Chloe then shuffle the lime around; by the time Benjamin left (line 10), it was sitting in the blue_suitcase, and Chloe finally put it back in the green_basket (line 11).
- Chloe watched Mila leave, so she knows Mila's last information is the blue_treasure_chest.
- The office scene and the whispered messages are about the grapefruit, not the lime.

Chloe thinks Mila thinks the lime is in the blue_treasure_chest.""", [
    C("Lily moves the lime from the green_basket to the blue_treasure_chest (line 3)", "event", "true", 3, "line 3", [('txt', 3, 'Lily moved the lime to the blue_treasure_chest'), ('loc', 2, 'lime', 'green_basket')]),
    C("while all five are in the closet", "presence", "true", 3, "all five witnessed 3", [('wit', 3, ALL, True)]),
    C("Mila leaves at line 6", "event", "true", 6, "line 6", [('txt', 6, 'Mila exited')]),
    C("without seeing any further moves", "presence", "true", 11, "Mila not in witnessed_by 7, 9, 11", [('wit', l, 'Mila', False) for l in (7, 9, 11)]),
    C("Sophia, Benjamin and Chloe then shuffle the lime around", "event", "true", 11, "lines 7, 9, 11", [('txt', 7, 'Sophia moved the lime'), ('txt', 9, 'Benjamin moved the lime'), ('txt', 11, 'Chloe moved the lime')]),
    C("by the time Benjamin left (line 10), it was sitting in the blue_suitcase", "location", "false", 10, "PLANTED: after line 10 it was in the red_treasure_chest", [('loc', 10, 'lime', 'blue_suitcase')]),
    C("Chloe finally put it back in the green_basket (line 11)", "event", "true", 11, "line 11", [('txt', 11, 'Chloe moved the lime to the green_basket')]),
    C("Chloe watched Mila leave", "presence", "true", 6, "Chloe witnessed line 6", [('wit', 6, 'Chloe', True)]),
    C("she knows Mila's last information is the blue_treasure_chest", "belief", "true", "end", "Chloe -> Mila = blue_treasure_chest", [('bel', 'end', 'Chloe -> Mila', 'lime', 'blue_treasure_chest')]),
    C("The office scene and the whispered messages are about the grapefruit, not the lime", "event", "true", 25, "lines 15-25 concern the grapefruit", [('txt', 16, 'grapefruit'), ('txt', 24, 'grapefruit'), ('txt', 25, 'grapefruit')] + NOLIME),
    C("Chloe thinks Mila thinks the lime is in the blue_treasure_chest", "belief", "true", "end", "answer restated; gold", [('bel', 'end', 'Chloe -> Mila', 'lime', 'blue_treasure_chest')], ans=True),
]))

RECORDS.append(R("numbered", "sound", "blue_treasure_chest", """**Step 1: Where was the lime when Mila left?**
The lime starts in the green_basket, and Lily moves it to the blue_treasure_chest (line 3). Mila exits at line 6, so the blue_treasure_chest is the last place Mila saw it.

**Step 2: Does Chloe know this?**
Chloe was in the closet the whole time Mila was there, and she saw Mila leave. Chloe has no reason to think anyone told Mila about the later moves.

**Step 3: Check the waiting_room conversations.**
Lines 24–25 are private messages about the grapefruit. Nothing is said about the lime.

**Answer:** H. blue_treasure_chest""", [
    C("The lime starts in the green_basket", "location", "true", 2, "objects row 2", [('loc', 2, 'lime', 'green_basket')]),
    C("Lily moves it to the blue_treasure_chest (line 3)", "event", "true", 3, "line 3", [('txt', 3, 'Lily moved the lime to the blue_treasure_chest')]),
    C("Mila exits at line 6", "event", "true", 6, "line 6", [('txt', 6, 'Mila exited')]),
    C("the blue_treasure_chest is the last place Mila saw it", "belief", "true", "end", "Mila = blue_treasure_chest", [('bel', 'end', 'Mila', 'lime', 'blue_treasure_chest')]),
    C("Chloe was in the closet the whole time Mila was there", "presence", "true", 6, "Chloe in closet lines 1-6", [('room', l, 'Chloe', 'closet') for l in range(1, 7)]),
    C("she saw Mila leave", "presence", "true", 6, "Chloe witnessed 6", [('wit', 6, 'Chloe', True)]),
    C("Chloe has no reason to think anyone told Mila about the later moves", "belief", "uncheckable", None, "about Chloe's reasons"),
    C("Lines 24–25 are private messages about the grapefruit", "communication", "true", 25, "lines 24-25", [('txt', 24, 'privately told'), ('txt', 24, 'grapefruit'), ('txt', 25, 'privately told'), ('txt', 25, 'grapefruit')]),
    C("Nothing is said about the lime", "communication", "true", 25, "no tell or claim mentions the lime", NOLIME),
]))

RECORDS.append(R("narrative", "wrong", "blue_suitcase", """Let me trace where everyone was.

All five are in the closet when the lime goes from the green_basket into the blue_treasure_chest. Lily then leaves, and Sophia moves it to the blue_suitcase. Mila stays for a minute and exits after that, so her last view of the lime is the blue_suitcase.

From there, Benjamin and Chloe each move it again — Benjamin to the red_treasure_chest, and Chloe back to the green_basket — but Mila has already gone.

Chloe was present the whole time, so she knows exactly when Mila left. She would think Mila believes the lime is in the blue_suitcase.

The answer is F. blue_suitcase.""", [
    C("All five are in the closet when the lime goes from the green_basket into the blue_treasure_chest", "presence", "true", 3, "all witnessed line 3", [('wit', 3, ALL, True), ('txt', 3, 'blue_treasure_chest')]),
    C("Lily then leaves", "event", "true", 4, "line 4", [('txt', 4, 'Lily exited')]),
    C("Sophia moves it to the blue_suitcase", "event", "true", 7, "line 7", [('txt', 7, 'Sophia moved the lime to the blue_suitcase')]),
    C("Mila stays for a minute", "event", "true", 5, "line 5", [('txt', 5, 'Mila made no movements')]),
    C("exits after that", "order", "false", 6, "Mila exits at 6, before Sophia's move at 7", [('lt', 7, 6)]),
    C("her last view of the lime is the blue_suitcase", "belief", "false", "end", "Mila = blue_treasure_chest", [('bel', 'end', 'Mila', 'lime', 'blue_suitcase')]),
    C("Benjamin and Chloe each move it again", "event", "true", 11, "lines 9 and 11", [('txt', 9, 'Benjamin moved the lime'), ('txt', 11, 'Chloe moved the lime')]),
    C("Benjamin to the red_treasure_chest", "event", "true", 9, "line 9", [('txt', 9, 'red_treasure_chest')]),
    C("Chloe back to the green_basket", "event", "true", 11, "line 11", [('txt', 11, 'green_basket')]),
    C("Mila has already gone", "presence", "true", 9, "Mila in no room at 9 and 11", [('room', 9, 'Mila', None), ('room', 11, 'Mila', None)]),
    C("Chloe was present the whole time", "presence", "true", 11, "Chloe in closet through line 11", [('room', l, 'Chloe', 'closet') for l in range(1, 12)]),
    C("She would think Mila believes the lime is in the blue_suitcase", "belief", "false", "end", "Chloe -> Mila = blue_treasure_chest", [('bel', 'end', 'Chloe -> Mila', 'lime', 'blue_suitcase')], ans=True),
]))

RECORDS.append(R("terse", "sound", "blue_treasure_chest", """H. blue_treasure_chest. Mila left (line 6) before anyone moved it out of there, and Chloe saw her leave.""", [
    C("Mila left (line 6) before anyone moved it out of there", "order", "true", 6, "Mila exits at 6, next move at 7", [('txt', 6, 'Mila exited'), ('loc', 6, 'lime', 'blue_treasure_chest'), ('lt', 6, 7)]),
    C("Chloe saw her leave", "presence", "true", 6, "Chloe witnessed 6", [('wit', 6, 'Chloe', True)]),
]))

RECORDS.append(R("thinking", "sound", "blue_treasure_chest", """<think>
Chloe think Mila think lime.

Timeline in the closet:
- L2 lime green_basket
- L3 Lily → blue_treasure_chest (all present)
- L4 Lily out
- L6 Mila out
- L7 Sophia → blue_suitcase
- L9 Benjamin → red_treasure_chest
- L11 Chloe → green_basket
Chloe is last out of the closet.

Mila's belief: blue_treasure_chest. Chloe saw Mila leave at 6, when it was still in the blue_treasure_chest, so Chloe thinks Mila thinks blue_treasure_chest.

Then the office stuff: grapefruit, red_bucket → blue_crate by Chloe. Mila isn't even in the office. The private tells are grapefruit too. Lime unaffected.

Hmm, one thing — could Chloe think Mila learned something in the waiting_room? No communication about the lime happens, so no.
</think>

H. blue_treasure_chest""", [
    C("L2 lime green_basket", "location", "true", 2, "objects row 2", [('loc', 2, 'lime', 'green_basket')]),
    C("L3 Lily → blue_treasure_chest", "event", "true", 3, "line 3", [('txt', 3, 'Lily moved the lime to the blue_treasure_chest')]),
    C("(all present)", "presence", "true", 3, "all five witnessed 3", [('wit', 3, ALL, True)]),
    C("L4 Lily out", "event", "true", 4, "line 4", [('txt', 4, 'Lily exited')]),
    C("L6 Mila out", "event", "true", 6, "line 6", [('txt', 6, 'Mila exited')]),
    C("L7 Sophia → blue_suitcase", "event", "true", 7, "line 7", [('txt', 7, 'Sophia moved the lime to the blue_suitcase')]),
    C("L9 Benjamin → red_treasure_chest", "event", "true", 9, "line 9", [('txt', 9, 'Benjamin moved the lime to the red_treasure_chest')]),
    C("L11 Chloe → green_basket", "event", "true", 11, "line 11", [('txt', 11, 'Chloe moved the lime to the green_basket')]),
    C("Chloe is last out of the closet", "order", "true", 12, "Chloe's exit at 12 is the last from the closet", [('lastexit', 'Chloe', 'closet')]),
    C("Mila's belief: blue_treasure_chest", "belief", "true", "end", "Mila = blue_treasure_chest", [('bel', 'end', 'Mila', 'lime', 'blue_treasure_chest')]),
    C("Chloe saw Mila leave at 6", "presence", "true", 6, "Chloe witnessed 6", [('wit', 6, 'Chloe', True), ('txt', 6, 'Mila exited')]),
    C("when it was still in the blue_treasure_chest", "location", "true", 6, "objects row 6", [('loc', 6, 'lime', 'blue_treasure_chest')]),
    C("Chloe thinks Mila thinks blue_treasure_chest", "belief", "true", "end", "answer restated; gold", [('bel', 'end', 'Chloe -> Mila', 'lime', 'blue_treasure_chest')], ans=True),
    C("grapefruit, red_bucket → blue_crate by Chloe", "event", "true", 16, "lines 15-16", [('txt', 15, 'grapefruit is in the red_bucket'), ('txt', 16, 'Chloe moved the grapefruit to the blue_crate')]),
    C("Mila isn't even in the office", "presence", "true", 16, "Mila in waiting_room during office scene", [('room', 16, 'Mila', 'waiting_room')]),
    C("The private tells are grapefruit too", "communication", "true", 25, "lines 24-25", [('txt', 24, 'grapefruit'), ('txt', 25, 'grapefruit')]),
    C("No communication about the lime happens", "communication", "true", 25, "no tell or claim mentions the lime", NOLIME),
]))
