from h import C, R
N = 3
RECORDS = []

RECORDS.append(R("answer_first", "sound", "blue_crate", """**N. blue_crate**

Explanation:
Owen moved the carrot from the blue_basket to the green_bottle (line 8) and left right after (line 9), so he missed Charlotte's move to the red_suitcase (line 10) and Evelyn's move back to the blue_basket (line 12). At that point Owen believes it's in the green_bottle.

In the waiting_room, Charlotte publicly claims the carrot is in the blue_crate (line 15). Charlotte left the living_room after Owen did, so Owen trusts her and updates his belief to the blue_crate. Evelyn's private message (line 16) goes only to Jacob, so it doesn't affect Owen.

Owen thinks the carrot is in the blue_crate.""", [
    C("Owen moved the carrot from the blue_basket to the green_bottle (line 8)", "event", "true", 8, "line 8; it was in blue_basket before", [('txt', 8, 'Owen moved the carrot to the green_bottle'), ('loc', 7, 'carrot', 'blue_basket')]),
    C("left right after (line 9)", "event", "true", 9, "line 9", [('txt', 9, 'Owen exited')]),
    C("he missed Charlotte's move to the red_suitcase (line 10)", "presence", "true", 10, "Owen not in witnessed_by 10", [('txt', 10, 'Charlotte moved the carrot to the red_suitcase'), ('wit', 10, 'Owen', False)]),
    C("Evelyn's move back to the blue_basket (line 12)", "presence", "true", 12, "Owen also missed line 12", [('txt', 12, 'Evelyn moved the carrot to the blue_basket'), ('wit', 12, 'Owen', False)]),
    C("At that point Owen believes it's in the green_bottle", "belief", "true", 14, "Owen = green_bottle before the claim", [('bel', 14, 'Owen', 'carrot', 'green_bottle')]),
    C("Charlotte publicly claims the carrot is in the blue_crate (line 15)", "communication", "true", 15, "line 15", [('txt', 15, 'Charlotte publicly claimed that carrot is in the blue_crate')]),
    C("Charlotte left the living_room after Owen did", "order", "true", 11, "Charlotte exits 11, Owen 9", [('txt', 11, 'Charlotte exited'), ('txt', 9, 'Owen exited'), ('lt', 9, 11)]),
    C("Owen trusts her and updates his belief to the blue_crate", "communication", "true", 15, "Owen = blue_crate after 15", [('bel', 15, 'Owen', 'carrot', 'blue_crate')]),
    C("Evelyn's private message (line 16) goes only to Jacob", "communication", "true", 16, "line 16, witnessed by Evelyn and Jacob only", [('txt', 16, 'Evelyn privately told Jacob'), ('wit', 16, 'Owen', False)]),
    C("it doesn't affect Owen", "communication", "true", 16, "Owen still blue_crate after 16", [('bel', 16, 'Owen', 'carrot', 'blue_crate')]),
    C("Owen thinks the carrot is in the blue_crate", "belief", "true", "end", "answer restated; gold", [('bel', 'end', 'Owen', 'carrot', 'blue_crate')], ans=True),
]))

RECORDS.append(R("numbered", "wrong", "green_bottle", """**Step 1: Owen's observations**
Owen was in the living_room when the carrot was in the blue_basket (line 2). He moved it to the green_bottle himself at line 8 and then exited.

**Step 2: What happened after Owen left**
Charlotte moved it to the red_suitcase, and Evelyn moved it back to the blue_basket. Owen saw neither move.

**Step 3: The claims in the waiting_room**
Charlotte publicly says it is in the blue_crate, but Owen has his own direct knowledge of where he put it, so he has no reason to accept her claim.

**Answer:** O. green_bottle""", [
    C("Owen was in the living_room when the carrot was in the blue_basket (line 2)", "presence", "true", 2, "Owen in living_room at 2; carrot blue_basket", [('room', 2, 'Owen', 'living_room'), ('loc', 2, 'carrot', 'blue_basket')]),
    C("He moved it to the green_bottle himself at line 8", "event", "true", 8, "line 8", [('txt', 8, 'Owen moved the carrot to the green_bottle')]),
    C("and then exited", "event", "true", 9, "line 9", [('txt', 9, 'Owen exited')]),
    C("Charlotte moved it to the red_suitcase", "event", "true", 10, "line 10", [('txt', 10, 'Charlotte moved the carrot to the red_suitcase')]),
    C("Evelyn moved it back to the blue_basket", "event", "true", 12, "line 12", [('txt', 12, 'Evelyn moved the carrot to the blue_basket')]),
    C("Owen saw neither move", "presence", "true", 12, "Owen not in witnessed_by 10 or 12", [('wit', 10, 'Owen', False), ('wit', 12, 'Owen', False)]),
    C("Charlotte publicly says it is in the blue_crate", "communication", "true", 15, "line 15", [('txt', 15, 'Charlotte publicly claimed that carrot is in the blue_crate')]),
    C("he has no reason to accept her claim", "communication", "false", 15, "Owen exited before Charlotte and does adopt blue_crate", [('bel', 15, 'Owen', 'carrot', 'green_bottle')]),
]))

RECORDS.append(R("narrative", "unsound", "blue_crate", """Let me trace where each person was, then deal with the announcements at the end.

Jacob and Lily leave early without moving anything. Owen then moves the carrot to the green_bottle and exits, leaving Charlotte and Evelyn behind. Charlotte puts it in the red_suitcase and leaves; Evelyn, the last one there, moves it back to the blue_basket.

So when Owen walks into the waiting_room, he still believes the carrot is in the green_bottle.

Then Charlotte publicly claims it's in the blue_crate. The rule here is that people trust someone who left the room after they did. Charlotte left after Owen, so Owen accepts the claim. Evelyn, too, goes along with Charlotte's announcement and now thinks it's in the blue_crate. The private message from Evelyn to Jacob afterward doesn't involve Owen at all.

The answer is N. blue_crate.""", [
    C("Jacob and Lily leave early without moving anything", "event", "true", 7, "lines 4-7", [('txt', 4, 'Jacob made no movements'), ('txt', 5, 'Jacob exited'), ('txt', 6, 'Lily made no movements'), ('txt', 7, 'Lily exited')]),
    C("Owen then moves the carrot to the green_bottle", "event", "true", 8, "line 8", [('txt', 8, 'Owen moved the carrot to the green_bottle')]),
    C("and exits", "event", "true", 9, "line 9", [('txt', 9, 'Owen exited')]),
    C("leaving Charlotte and Evelyn behind", "presence", "true", 9, "only Charlotte and Evelyn in living_room after 9", [('room', 9, 'Charlotte', 'living_room'), ('room', 9, 'Evelyn', 'living_room'), ('room', 9, 'Owen', None)]),
    C("Charlotte puts it in the red_suitcase", "event", "true", 10, "line 10", [('txt', 10, 'Charlotte moved the carrot to the red_suitcase')]),
    C("and leaves", "event", "true", 11, "line 11", [('txt', 11, 'Charlotte exited')]),
    C("Evelyn, the last one there", "order", "true", 13, "Evelyn exits last", [('lastexit', 'Evelyn', 'living_room')]),
    C("moves it back to the blue_basket", "event", "true", 12, "line 12", [('txt', 12, 'Evelyn moved the carrot to the blue_basket')]),
    C("when Owen walks into the waiting_room, he still believes the carrot is in the green_bottle", "belief", "true", 14, "Owen = green_bottle at 14", [('bel', 14, 'Owen', 'carrot', 'green_bottle')]),
    C("Charlotte publicly claims it's in the blue_crate", "communication", "true", 15, "line 15", [('txt', 15, 'Charlotte publicly claimed that carrot is in the blue_crate')]),
    C("Charlotte left after Owen", "order", "true", 11, "11 > 9", [('txt', 11, 'Charlotte exited'), ('txt', 9, 'Owen exited'), ('lt', 9, 11)]),
    C("Owen accepts the claim", "communication", "true", 15, "Owen = blue_crate after 15", [('bel', 15, 'Owen', 'carrot', 'blue_crate')]),
    C("Evelyn, too, goes along with Charlotte's announcement and now thinks it's in the blue_crate", "communication", "false", 15, "PLANTED: Evelyn left after Charlotte, does not trust her; Evelyn stays blue_basket", [('bel', 15, 'Evelyn', 'carrot', 'blue_crate')]),
    C("The private message from Evelyn to Jacob afterward doesn't involve Owen at all", "communication", "true", 16, "line 16; Owen not a witness", [('txt', 16, 'Evelyn privately told Jacob'), ('wit', 16, 'Owen', False)]),
]))

RECORDS.append(R("terse", "sound", "blue_crate", """blue_crate — Owen trusts Charlotte's public claim, since she left the room after him.""", [
    C("Owen trusts Charlotte's public claim", "communication", "true", 15, "Owen = blue_crate after 15", [('bel', 15, 'Owen', 'carrot', 'blue_crate')]),
    C("she left the room after him", "order", "true", 11, "Charlotte exits 11, Owen 9", [('txt', 11, 'Charlotte exited'), ('txt', 9, 'Owen exited')]),
]))

RECORDS.append(R("thinking", "unsound", "blue_crate", """<think>
First-order: what does Owen believe about the carrot?

Owen's in the living_room from the start; carrot in blue_basket. Jacob and Lily leave. Owen moves it to green_bottle at 8, exits at 9. So his direct knowledge ends at green_bottle, and he'd figure Jacob thinks green_bottle too.

After that: Charlotte → red_suitcase (10), exits; Evelyn → blue_basket (12), exits. Owen saw none of that.

Now line 15: Charlotte publicly claims blue_crate. Trust rule: listener trusts speaker if speaker exited later. Charlotte exited at 11, Owen at 9. 11 > 9, so Owen trusts Charlotte → Owen now thinks blue_crate.

Line 16: Evelyn privately tells Jacob blue_basket. Owen isn't part of that. Jacob exited at 5, before Evelyn, so he'd trust her — Jacob's now back to blue_basket. Doesn't touch Owen.

Hmm wait, let me double check the question — "really think" = Owen's own belief. Yes. blue_crate.
</think>

Owen believes the carrot is in the **blue_crate** (N): he left before the later moves, and then trusted Charlotte's public claim because she left the living_room after him.""", [
    C("Owen's in the living_room from the start", "presence", "true", 1, "enters at line 1", [('room', 1, 'Owen', 'living_room')]),
    C("carrot in blue_basket", "location", "true", 2, "objects row 2", [('loc', 2, 'carrot', 'blue_basket')]),
    C("Jacob and Lily leave", "event", "true", 7, "lines 5 and 7", [('txt', 5, 'Jacob exited'), ('txt', 7, 'Lily exited')]),
    C("Owen moves it to green_bottle at 8", "event", "true", 8, "line 8", [('txt', 8, 'Owen moved the carrot to the green_bottle')]),
    C("exits at 9", "event", "true", 9, "line 9", [('txt', 9, 'Owen exited')]),
    C("his direct knowledge ends at green_bottle", "belief", "true", 9, "Owen = green_bottle at 9", [('bel', 9, 'Owen', 'carrot', 'green_bottle')]),
    C("he'd figure Jacob thinks green_bottle too", "belief", "false", 9, "PLANTED: Owen -> Jacob = blue_basket (Jacob left before the move)", [('bel', 9, 'Owen -> Jacob', 'carrot', 'green_bottle')]),
    C("Charlotte → red_suitcase (10)", "event", "true", 10, "line 10", [('txt', 10, 'Charlotte moved the carrot to the red_suitcase')]),
    C("Evelyn → blue_basket (12)", "event", "true", 12, "line 12", [('txt', 12, 'Evelyn moved the carrot to the blue_basket')]),
    C("Owen saw none of that", "presence", "true", 13, "Owen not in witnessed_by 10-13", [('wit', l, 'Owen', False) for l in (10, 11, 12, 13)]),
    C("line 15: Charlotte publicly claims blue_crate", "communication", "true", 15, "line 15", [('txt', 15, 'Charlotte publicly claimed that carrot is in the blue_crate')]),
    C("Charlotte exited at 11", "event", "true", 11, "line 11", [('txt', 11, 'Charlotte exited')]),
    C("Owen at 9", "event", "true", 9, "line 9", [('txt', 9, 'Owen exited')]),
    C("Owen trusts Charlotte", "communication", "true", 15, "Owen adopts blue_crate", [('bel', 15, 'Owen', 'carrot', 'blue_crate')]),
    C("Owen now thinks blue_crate", "belief", "true", 15, "Owen = blue_crate at 15", [('bel', 15, 'Owen', 'carrot', 'blue_crate')]),
    C("Evelyn privately tells Jacob blue_basket", "communication", "true", 16, "line 16", [('txt', 16, 'Evelyn privately told Jacob that the carrot is in the blue_basket')]),
    C("Owen isn't part of that", "presence", "true", 16, "Owen not in witnessed_by 16", [('wit', 16, 'Owen', False)]),
    C("Jacob exited at 5, before Evelyn", "order", "true", 5, "5 < 13", [('txt', 5, 'Jacob exited'), ('txt', 13, 'Evelyn exited')]),
    C("Jacob's now back to blue_basket", "belief", "true", 16, "Jacob = blue_basket at 16", [('bel', 16, 'Jacob', 'carrot', 'blue_basket')]),
    C("Doesn't touch Owen", "communication", "true", 16, "Owen unchanged at 16", [('bel', 16, 'Owen', 'carrot', 'blue_crate')]),
    C("Owen believes the carrot is in the **blue_crate**", "belief", "true", "end", "answer restated; gold", [('bel', 'end', 'Owen', 'carrot', 'blue_crate')], ans=True),
    C("he left before the later moves", "order", "true", 10, "Owen out of room at 10 and 12", [('room', 10, 'Owen', None), ('room', 12, 'Owen', None)]),
    C("trusted Charlotte's public claim", "communication", "true", 15, "Owen adopts blue_crate", [('bel', 15, 'Owen', 'carrot', 'blue_crate')]),
    C("she left the living_room after him", "order", "true", 11, "11 > 9", [('txt', 11, 'Charlotte exited'), ('txt', 9, 'Owen exited')]),
]))
