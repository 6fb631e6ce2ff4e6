from h import C, R
N = 6
ALL = ['Isabella', 'Olivia', 'Charlotte', 'Chloe', 'Jacob']
Q4 = 'Olivia -> Isabella -> Charlotte -> Jacob'
RECORDS = []

RECORDS.append(R("answer_first", "sound", "red_box", """**O. red_box**

Explanation: Work from the outermost agent inward. Olivia is reasoning about Isabella's perspective, so everything deeper in the chain is limited to what Isabella could have seen.

- The carrot starts in the green_container (line 3), and Isabella moves it to the red_box (line 4) in front of everyone.
- Isabella exits right after (line 5), so she never sees Olivia's, Charlotte's or Jacob's later moves.
- Olivia saw Isabella leave, so Olivia knows Isabella's picture stops at the red_box.
- Inside Isabella's picture, Charlotte and Jacob both watched the carrot go into the red_box, so Isabella would think Charlotte thinks Jacob thinks it's there.
- The laundry scene and the two messages are about the onion, so they don't affect the carrot.

So Olivia thinks Isabella thinks Charlotte thinks Jacob thinks the carrot is in the red_box.""", [
    C("The carrot starts in the green_container (line 3)", "location", "true", 3, "objects row 3", [('loc', 3, 'carrot', 'green_container')]),
    C("Isabella moves it to the red_box (line 4)", "event", "true", 4, "line 4", [('txt', 4, 'Isabella moved the carrot to the red_box')]),
    C("in front of everyone", "presence", "true", 4, "all five witnessed 4", [('wit', 4, ALL, True)]),
    C("Isabella exits right after (line 5)", "event", "true", 5, "line 5", [('txt', 5, 'Isabella exited')]),
    C("she never sees Olivia's, Charlotte's or Jacob's later moves", "presence", "true", 12, "Isabella not in witnessed_by 6, 8, 12", [('wit', l, 'Isabella', False) for l in (6, 8, 12)]),
    C("Olivia saw Isabella leave", "presence", "true", 5, "Olivia witnessed 5", [('wit', 5, 'Olivia', True)]),
    C("Olivia knows Isabella's picture stops at the red_box", "belief", "true", "end", "Olivia -> Isabella = red_box", [('bel', 'end', 'Olivia -> Isabella', 'carrot', 'red_box')]),
    C("Charlotte and Jacob both watched the carrot go into the red_box", "presence", "true", 4, "both witnessed 4", [('wit', 4, ['Charlotte', 'Jacob'], True)]),
    C("Isabella would think Charlotte thinks Jacob thinks it's there", "belief", "true", "end", "Isabella -> Charlotte -> Jacob = red_box", [('bel', 'end', 'Isabella -> Charlotte -> Jacob', 'carrot', 'red_box')]),
    C("The laundry scene and the two messages are about the onion", "event", "true", 25, "lines 15-25 concern the onion", [('txt', 16, 'onion'), ('txt', 24, 'onion'), ('txt', 25, 'onion')]),
    C("they don't affect the carrot", "communication", "true", 25, "carrot beliefs unchanged by 24-25", [('bel', 23, Q4, 'carrot', 'red_box'), ('bel', 25, Q4, 'carrot', 'red_box'), ('loc', 25, 'carrot', 'green_container')]),
    C("Olivia thinks Isabella thinks Charlotte thinks Jacob thinks the carrot is in the red_box", "belief", "true", "end", "answer restated; gold", [('bel', 'end', Q4, 'carrot', 'red_box')], ans=True),
]))

RECORDS.append(R("numbered", "unsound", "red_box", """Let's think step by step.

1. Line 3: the carrot is in the green_container. Everyone is in the bathroom.
2. Line 4: Isabella moves it to the red_box. All five see this.
3. Line 5: Isabella exits. From here on, Isabella knows nothing new about the carrot.
4. Lines 6–12: Olivia moves it to the blue_treasure_chest, Charlotte to the red_suitcase, and the carrot is still in the red_suitcase when Jacob leaves the bathroom.
5. The question nests four agents: Olivia → Isabella → Charlotte → Jacob. Since Olivia is reasoning through Isabella, and Isabella's knowledge ends at line 5, the deeper levels (Charlotte, Jacob) are also frozen at what Isabella saw: the red_box.
6. The onion events don't matter for the carrot.

So the answer is [red_box].""", [
    C("Line 3: the carrot is in the green_container", "location", "true", 3, "objects row 3", [('loc', 3, 'carrot', 'green_container')]),
    C("Everyone is in the bathroom", "presence", "true", 3, "all five in bathroom", [('room', 3, a, 'bathroom') for a in ALL]),
    C("Line 4: Isabella moves it to the red_box", "event", "true", 4, "line 4", [('txt', 4, 'Isabella moved the carrot to the red_box')]),
    C("All five see this", "presence", "true", 4, "witnessed_by row 4", [('wit', 4, ALL, True)]),
    C("Line 5: Isabella exits", "event", "true", 5, "line 5", [('txt', 5, 'Isabella exited')]),
    C("Isabella knows nothing new about the carrot", "belief", "true", "end", "Isabella = red_box to the end", [('bel', 'end', 'Isabella', 'carrot', 'red_box')]),
    C("Olivia moves it to the blue_treasure_chest", "event", "true", 6, "line 6", [('txt', 6, 'Olivia moved the carrot to the blue_treasure_chest')]),
    C("Charlotte to the red_suitcase", "event", "true", 8, "line 8", [('txt', 8, 'Charlotte moved the carrot to the red_suitcase')]),
    C("the carrot is still in the red_suitcase when Jacob leaves the bathroom", "location", "false", 13, "PLANTED: Jacob moved it to the green_container at 12 before leaving at 13", [('loc', 13, 'carrot', 'red_suitcase')]),
    C("Isabella's knowledge ends at line 5", "presence", "true", 5, "Isabella leaves at 5, sees no later carrot event", [('txt', 5, 'Isabella exited'), ('wit', 6, 'Isabella', False)]),
    C("the deeper levels (Charlotte, Jacob) are also frozen at what Isabella saw: the red_box", "belief", "true", "end", "answer; Olivia -> Isabella -> Charlotte -> Jacob = red_box", [('bel', 'end', Q4, 'carrot', 'red_box'), ('bel', 'end', 'Olivia -> Isabella -> Charlotte', 'carrot', 'red_box')], ans=True),
    C("The onion events don't matter for the carrot", "event", "true", 25, "carrot untouched after line 12", [('loc', 25, 'carrot', 'green_container'), ('bel', 25, Q4, 'carrot', 'red_box')]),
]))

RECORDS.append(R("narrative", "unsound", "red_box", """Let me work through this carefully, since it's a fourth-order question.

First, the physical history: the carrot starts in the green_container, Isabella puts it in the red_box, then leaves. Olivia moves it to the blue_treasure_chest and walks out. Charlotte moves it to the red_suitcase and exits, Chloe leaves without doing anything, and Jacob, the last person in the bathroom, moves it back to the green_container.

Olivia's own last view is the red_suitcase. But the question isn't about Olivia's belief; it's about what Olivia thinks Isabella thinks. Olivia watched Isabella leave right after the red_box move, so Olivia knows Isabella's information stops there.

And from Isabella's frozen point of view, Charlotte and Jacob had both just seen the carrot go into the red_box — so every level below Isabella collapses to the same place.

The answer is O. red_box.""", [
    C("the carrot starts in the green_container", "location", "true", 3, "objects row 3", [('loc', 3, 'carrot', 'green_container')]),
    C("Isabella puts it in the red_box", "event", "true", 4, "line 4", [('txt', 4, 'Isabella moved the carrot to the red_box')]),
    C("then leaves", "event", "true", 5, "line 5", [('txt', 5, 'Isabella exited')]),
    C("Olivia moves it to the blue_treasure_chest", "event", "true", 6, "line 6", [('txt', 6, 'Olivia moved the carrot to the blue_treasure_chest')]),
    C("and walks out", "event", "true", 7, "line 7", [('txt', 7, 'Olivia exited')]),
    C("Charlotte moves it to the red_suitcase", "event", "true", 8, "line 8", [('txt', 8, 'Charlotte moved the carrot to the red_suitcase')]),
    C("and exits", "event", "true", 9, "line 9", [('txt', 9, 'Charlotte exited')]),
    C("Chloe leaves without doing anything", "event", "true", 11, "lines 10-11", [('txt', 10, 'Chloe made no movements'), ('txt', 11, 'Chloe exited')]),
    C("Jacob, the last person in the bathroom", "order", "true", 13, "Jacob's exit is the last from the bathroom", [('lastexit', 'Jacob', 'bathroom')]),
    C("moves it back to the green_container", "event", "true", 12, "line 12", [('txt', 12, 'Jacob moved the carrot to the green_container')]),
    C("Olivia's own last view is the red_suitcase", "belief", "false", "end", "PLANTED: Olivia left at 7 before Charlotte's move; Olivia = blue_treasure_chest", [('bel', 'end', 'Olivia', 'carrot', 'red_suitcase')]),
    C("Olivia watched Isabella leave right after the red_box move", "presence", "true", 5, "Olivia witnessed 5; move at 4", [('wit', 5, 'Olivia', True), ('txt', 5, 'Isabella exited')]),
    C("Olivia knows Isabella's information stops there", "belief", "true", "end", "Olivia -> Isabella = red_box", [('bel', 'end', 'Olivia -> Isabella', 'carrot', 'red_box')]),
    C("Charlotte and Jacob had both just seen the carrot go into the red_box", "presence", "true", 4, "both witnessed 4", [('wit', 4, ['Charlotte', 'Jacob'], True)]),
    C("every level below Isabella collapses to the same place", "belief", "true", "end", "answer; deeper chains all red_box", [('bel', 'end', Q4, 'carrot', 'red_box'), ('bel', 'end', 'Olivia -> Isabella -> Charlotte', 'carrot', 'red_box')], ans=True),
]))

RECORDS.append(R("terse", "unsupported", "red_box", """red_box""", []))

RECORDS.append(R("thinking", "wrong", "blue_treasure_chest", """<think>
Fourth order: Olivia → Isabella → Charlotte → Jacob → carrot.

Start: carrot in green_container (3). Isabella → red_box (4), exits (5). Olivia → blue_treasure_chest (6), exits (7). Charlotte → red_suitcase (8), exits (9). Chloe exits (11). Jacob → green_container (12), exits (13).

Innermost: Jacob believes green_container. Charlotte thinks Jacob thinks... Charlotte left at 9, after her red_suitcase move, so Charlotte thinks Jacob thinks red_suitcase. Isabella thinks Charlotte thinks Jacob thinks — Isabella left at 5. Hmm, but Olivia is the one asking, and Olivia stayed until line 7. Olivia saw her own move to the blue_treasure_chest with Charlotte and Jacob watching, so from Olivia's perspective Charlotte and Jacob both have blue_treasure_chest.

Wait, does Isabella matter? Olivia thinks Isabella thinks... Isabella wasn't there for line 6. But Olivia knows more than Isabella, and I think the chain gets resolved from Olivia's own view of Charlotte and Jacob. So blue_treasure_chest.
</think>

L. blue_treasure_chest — the last move Olivia saw Charlotte and Jacob witness was hers.""", [
    C("carrot in green_container (3)", "location", "true", 3, "objects row 3", [('loc', 3, 'carrot', 'green_container')]),
    C("Isabella → red_box (4)", "event", "true", 4, "line 4", [('txt', 4, 'Isabella moved the carrot to the red_box')]),
    C("exits (5)", "event", "true", 5, "line 5 Isabella exited", [('txt', 5, 'Isabella exited')]),
    C("Olivia → blue_treasure_chest (6)", "event", "true", 6, "line 6", [('txt', 6, 'Olivia moved the carrot to the blue_treasure_chest')]),
    C("exits (7)", "event", "true", 7, "line 7 Olivia exited", [('txt', 7, 'Olivia exited')]),
    C("Charlotte → red_suitcase (8)", "event", "true", 8, "line 8", [('txt', 8, 'Charlotte moved the carrot to the red_suitcase')]),
    C("exits (9)", "event", "true", 9, "line 9 Charlotte exited", [('txt', 9, 'Charlotte exited')]),
    C("Chloe exits (11)", "event", "true", 11, "line 11", [('txt', 11, 'Chloe exited')]),
    C("Jacob → green_container (12)", "event", "true", 12, "line 12", [('txt', 12, 'Jacob moved the carrot to the green_container')]),
    C("exits (13)", "event", "true", 13, "line 13 Jacob exited", [('txt', 13, 'Jacob exited')]),
    C("Jacob believes green_container", "belief", "true", "end", "Jacob = green_container", [('bel', 'end', 'Jacob', 'carrot', 'green_container')]),
    C("Charlotte left at 9, after her red_suitcase move", "order", "true", 9, "move 8, exit 9", [('txt', 9, 'Charlotte exited'), ('lt', 8, 9)]),
    C("Charlotte thinks Jacob thinks red_suitcase", "belief", "true", "end", "Charlotte -> Jacob = red_suitcase", [('bel', 'end', 'Charlotte -> Jacob', 'carrot', 'red_suitcase')]),
    C("Isabella left at 5", "event", "true", 5, "line 5", [('txt', 5, 'Isabella exited')]),
    C("Olivia stayed until line 7", "presence", "true", 7, "Olivia in bathroom at 6, exits 7", [('room', 6, 'Olivia', 'bathroom'), ('txt', 7, 'Olivia exited')]),
    C("Olivia saw her own move to the blue_treasure_chest with Charlotte and Jacob watching", "presence", "true", 6, "witnessed_by row 6", [('wit', 6, ['Olivia', 'Charlotte', 'Jacob'], True)]),
    C("from Olivia's perspective Charlotte and Jacob both have blue_treasure_chest", "belief", "true", "end", "Olivia -> Charlotte and Olivia -> Jacob = blue_treasure_chest", [('bel', 'end', 'Olivia -> Charlotte', 'carrot', 'blue_treasure_chest'), ('bel', 'end', 'Olivia -> Jacob', 'carrot', 'blue_treasure_chest')]),
    C("Isabella wasn't there for line 6", "presence", "true", 6, "Isabella in no room at 6", [('room', 6, 'Isabella', None)]),
    C("Olivia knows more than Isabella", "belief", "uncheckable", None, "vague comparison"),
    C("the last move Olivia saw Charlotte and Jacob witness was hers", "presence", "true", 7, "Olivia leaves at 7; the next move (8) she did not see", [('wit', 6, ['Olivia', 'Charlotte', 'Jacob'], True), ('wit', 8, 'Olivia', False)]),
]))
