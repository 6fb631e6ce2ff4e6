# Items 18-23, each response written by hand.

# ---------------- item 18: tomi second_order_0_tom  Benjamin -> Jack grapefruit -> red_crate
R(18, 'narrative', 'sound', 'red_crate', """Jack and Benjamin are both in the hallway when the grapefruit is in the red_crate. Jack then leaves, and only after that does Benjamin move the grapefruit to the blue_cupboard. Benjamin saw Jack walk out, so he knows Jack missed the move. Evelyn is in the front_yard, not the hallway, so she doesn't matter here.

So Benjamin expects Jack to search the red_crate. The answer is red_crate.""", [
    C("Jack and Benjamin are both in the hallway when the grapefruit is in the red_crate", 'presence', 'T', 4, "both in hallway at 4", ('and', ROOMS(['Jack', 'Benjamin'], 'hallway'), ('obj', 'grapefruit', 'red_crate'))),
    C("Jack then leaves", 'event', 'T', 5, "line 5", ('text', 'Jack exited the hallway')),
    C("only after that does Benjamin move the grapefruit to the blue_cupboard", 'order', 'T', None, "5 before 7", ('lt', 'Jack exited the hallway', 'Benjamin moved the grapefruit to the blue_cupboard')),
    C("Benjamin saw Jack walk out", 'presence', 'T', 5, "Benjamin witnesses 5", ('wit', 'Benjamin')),
    C("he knows Jack missed the move", 'belief', 'T', 7, "Benjamin -> Jack = red_crate after 7", ('bel', 'Benjamin -> Jack', 'red_crate')),
    C("Evelyn is in the front_yard, not the hallway", 'presence', 'T', 4, "Evelyn in front_yard at 4", ('room', 'Evelyn', 'front_yard')),
    C("Benjamin expects Jack to search the red_crate", 'belief', 'T', 'end', "answer restated", ('bel', 'Benjamin -> Jack', 'red_crate')),
])

R(18, 'answer_first', 'sound', 'red_crate', """**red_crate**

- Benjamin and Jack both see the grapefruit in the red_crate (line 4).
- Jack exits the hallway (line 5) before Benjamin moves it to the blue_cupboard (line 7).
- Benjamin watched Jack leave, so he thinks Jack will search the red_crate.""", [
    C("Benjamin and Jack both see the grapefruit in the red_crate (line 4)", 'presence', 'T', 4, "both witness 4", ('and', ('wit', ['Benjamin', 'Jack']), ('obj', 'grapefruit', 'red_crate'))),
    C("Jack exits the hallway (line 5)", 'event', 'T', 5, "line 5", ('text', 'Jack exited the hallway')),
    C("before Benjamin moves it to the blue_cupboard (line 7)", 'order', 'T', None, "5 before 7", ('lt', 'Jack exited the hallway', 'Benjamin moved the grapefruit')),
    C("Benjamin watched Jack leave", 'presence', 'T', 5, "Benjamin witnesses 5", ('wit', 'Benjamin')),
    C("he thinks Jack will search the red_crate", 'belief', 'T', 'end', "answer restated", ('bel', 'Benjamin -> Jack', 'red_crate')),
])

R(18, 'thinking', 'unsound', 'red_crate', """<think>
Second-order ToM. Benjamin and Jack in the hallway, grapefruit in the red_crate (line 4). Jack exits. Evelyn leaves the front_yard at line 5 — irrelevant, different room.
Benjamin moves it to the blue_cupboard at line 7, after Jack has gone. Benjamin knows Jack left, so Benjamin thinks Jack still thinks red_crate. And Jack does think red_crate — Benjamin has that right.
</think>
Benjamin thinks Jack will search the **red_crate**.""", [
    C("Benjamin and Jack in the hallway", 'presence', 'T', 4, "both in hallway", ROOMS(['Benjamin', 'Jack'], 'hallway')),
    C("grapefruit in the red_crate (line 4)", 'location', 'T', 4, "line 4", ('obj', 'grapefruit', 'red_crate')),
    C("Jack exits", 'event', 'T', 5, "line 5", ('text', 'Jack exited the hallway')),
    C("Evelyn leaves the front_yard at line 5", 'event', 'F', 5, "PLANTED: line 5 is Jack's exit; Evelyn exits the front_yard at line 6", ('text', 'Evelyn exited')),
    C("Benjamin moves it to the blue_cupboard at line 7", 'event', 'T', 7, "line 7", ('text', 'Benjamin moved the grapefruit to the blue_cupboard')),
    C("after Jack has gone", 'presence', 'T', 7, "Jack in no room", ('room', 'Jack', None)),
    C("Benjamin knows Jack left", 'presence', 'T', 5, "Benjamin witnesses 5", ('wit', 'Benjamin')),
    C("Benjamin thinks Jack still thinks red_crate", 'belief', 'T', 'end', "answer restated", ('bel', 'Benjamin -> Jack', 'red_crate')),
    C("Jack does think red_crate", 'belief', 'T', 'end', "gold Jack", ('bel', 'Jack', 'red_crate')),
    C("Benjamin thinks Jack will search the **red_crate**", 'belief', 'T', 'end', "answer restated", ('bel', 'Benjamin -> Jack', 'red_crate')),
])

R(18, 'numbered', 'unsound', 'red_crate', """Let's think step by step.
1. Benjamin enters the hallway first, and Jack comes in after him.
2. The grapefruit is in the red_crate (line 4); both of them see it.
3. Jack exits the hallway (line 5).
4. Benjamin moves the grapefruit to the blue_cupboard (line 7) while Jack is away.
5. Benjamin knows Jack wasn't there for the move, so he believes Jack will still search the red_crate.

The answer is [red_crate].""", [
    C("Benjamin enters the hallway first, and Jack comes in after him", 'order', 'F', None, "PLANTED: Jack enters at line 2, Benjamin at line 3", ('lt', 'Benjamin entered the hallway', 'Jack entered the hallway')),
    C("The grapefruit is in the red_crate (line 4)", 'location', 'T', 4, "line 4", ('obj', 'grapefruit', 'red_crate')),
    C("both of them see it", 'presence', 'T', 4, "both witness", ('wit', ['Benjamin', 'Jack'])),
    C("Jack exits the hallway (line 5)", 'event', 'T', 5, "line 5", ('text', 'Jack exited the hallway')),
    C("Benjamin moves the grapefruit to the blue_cupboard (line 7)", 'event', 'T', 7, "line 7", ('text', 'Benjamin moved the grapefruit to the blue_cupboard')),
    C("while Jack is away", 'presence', 'T', 7, "Jack in no room", ('room', 'Jack', None)),
    C("Benjamin knows Jack wasn't there for the move", 'presence', 'T', 5, "Benjamin witnessed Jack's exit", ('wit', 'Benjamin')),
    C("he believes Jack will still search the red_crate", 'belief', 'T', 'end', "answer restated", ('bel', 'Benjamin -> Jack', 'red_crate')),
])

R(18, 'terse', 'wrong', 'blue_cupboard', """blue_cupboard — that's where Benjamin put it.""", [
    C("that's where Benjamin put it", 'event', 'T', 7, "line 7", ('text', 'Benjamin moved the grapefruit to the blue_cupboard')),
])

# ---------------- item 19: tomi memory  cucumber at the beginning -> green_bucket
R(19, 'answer_first', 'sound', 'green_bucket', """**green_bucket**

At the beginning (line 4) the cucumber is in the green_bucket. It only goes to the red_bathtub at line 7, when Noah moves it after Sophia has left.""", [
    C("At the beginning (line 4) the cucumber is in the green_bucket", 'location', 'T', 4, "line 4", ('obj', 'cucumber', 'green_bucket')),
    C("It only goes to the red_bathtub at line 7, when Noah moves it", 'event', 'T', 7, "line 7 is the only cucumber move", ('and', ('text', 'Noah moved the cucumber to the red_bathtub'), ('none_after', 7, 'moved the cucumber'), ('at', 6, ('obj', 'cucumber', 'green_bucket')))),
    C("after Sophia has left", 'order', 'T', None, "Sophia exits at 5, move at 7", ('lt', 'Sophia exited the hall', 'Noah moved the cucumber')),
])

R(19, 'numbered', 'unsound', 'green_bucket', """1. Sophia and Noah are both in the hall when the cucumber is first mentioned, in the green_bucket (line 4).
2. Isabella is in the hall as well, though all we learn is that she hates the green_pepper.
3. Noah moves the cucumber to the red_bathtub at line 7, after Sophia leaves.
4. The question asks about the beginning, so the answer is the green_bucket.

**Answer:** green_bucket""", [
    C("Sophia and Noah are both in the hall", 'presence', 'T', 4, "both in hall", ROOMS(['Sophia', 'Noah'], 'hall')),
    C("the cucumber is first mentioned, in the green_bucket (line 4)", 'location', 'T', 4, "line 4", ('obj', 'cucumber', 'green_bucket')),
    C("Isabella is in the hall as well", 'presence', 'F', 4, "PLANTED: Isabella never enters any room", ('room', 'Isabella', 'hall')),
    C("she hates the green_pepper", 'event', 'T', 2, "line 2", ('text', 'Isabella hates the green_pepper')),
    C("Noah moves the cucumber to the red_bathtub at line 7", 'event', 'T', 7, "line 7", ('text', 'Noah moved the cucumber to the red_bathtub')),
    C("after Sophia leaves", 'order', 'T', None, "5 before 7", ('lt', 'Sophia exited the hall', 'Noah moved the cucumber')),
    C("the answer is the green_bucket", 'location', 'T', 4, "answer restated (initial location)", ('obj', 'cucumber', 'green_bucket')),
])

R(19, 'narrative', 'unsound', 'green_bucket', """Let me trace the cucumber. Sophia is the first one in the hall, and Noah joins her. Then we're told the cucumber is in the green_bucket — that's its starting point. Sophia leaves, and Noah moves the cucumber to the red_bucket while she's gone.

Since the question is about the beginning, the later move doesn't matter: the cucumber was in the green_bucket.""", [
    C("Sophia is the first one in the hall", 'order', 'T', None, "Sophia enters 1, Noah 3", ('lt', 'Sophia entered the hall', 'Noah entered the hall')),
    C("Noah joins her", 'event', 'T', 3, "line 3", ('text', 'Noah entered the hall')),
    C("the cucumber is in the green_bucket", 'location', 'T', 4, "line 4", ('obj', 'cucumber', 'green_bucket')),
    C("Sophia leaves", 'event', 'T', 5, "line 5", ('text', 'Sophia exited the hall')),
    C("Noah moves the cucumber to the red_bucket", 'event', 'F', 7, "PLANTED: line 7 moves it to the red_bathtub", ('text', 'Noah moved the cucumber to the red_bucket')),
    C("while she's gone", 'presence', 'T', 7, "Sophia in no room", ('room', 'Sophia', None)),
    C("the cucumber was in the green_bucket", 'location', 'T', 4, "answer restated", ('obj', 'cucumber', 'green_bucket')),
])

R(19, 'terse', 'wrong', 'red_bathtub', """red_bathtub, where Noah put it.""", [
    C("where Noah put it", 'event', 'T', 7, "line 7", ('text', 'Noah moved the cucumber to the red_bathtub')),
])

R(19, 'thinking', 'unsupported', 'green_bucket', """<think>
Memory question — it asks about the initial location, not the current one. So I just need the first place the story puts the cucumber.
</think>

The cucumber was in the green_bucket at the beginning.""", [
    C("The cucumber was in the green_bucket at the beginning", 'location', 'T', 4, "answer restated", ('obj', 'cucumber', 'green_bucket')),
])

# ---------------- item 20: s6813-3-o3  Evelyn -> Isabella -> Benjamin melon -> green_drawer
A20 = ['Benjamin', 'Owen', 'Evelyn', 'Liam', 'Isabella']
R(20, 'thinking', 'sound', 'green_drawer', """<think>
Evelyn → Isabella → Benjamin. Melon.

First scene: melon in the blue_crate, Benjamin moves it to the green_drawer (line 3) with everyone present, then Benjamin exits (line 4). Owen then moves it to the green_bottle, Evelyn to the red_crate — both after Benjamin left.

Isabella's view of Benjamin: Isabella saw Benjamin leave before the later moves, so Isabella thinks Benjamin thinks green_drawer.

Second scene: Evelyn, Benjamin and Owen go back into the attic at line 14. Benjamin can now see the melon in the red_crate, so Benjamin's own belief updates to the red_crate, and Evelyn knows it. But Isabella isn't in that scene! She's in the waiting_room. So Isabella has no idea Benjamin saw the red_crate.

Evelyn's model of Isabella's model: Evelyn saw who came back into the attic, so from Isabella's side Benjamin is still stuck at the green_drawer.

Wait, the cucumber stuff — irrelevant, different object.
</think>

**J. green_drawer**""", [
    C("melon in the blue_crate", 'location', 'T', 2, "line 2", ('obj', 'melon', 'blue_crate')),
    C("Benjamin moves it to the green_drawer (line 3)", 'event', 'T', 3, "line 3", ('text', 'Benjamin moved the melon to the green_drawer')),
    C("with everyone present", 'presence', 'T', 3, "all in attic", ROOMS(A20, 'attic')),
    C("Benjamin exits (line 4)", 'event', 'T', 4, "line 4", ('text', 'Benjamin exited the attic')),
    C("Owen then moves it to the green_bottle", 'event', 'T', 5, "line 5", ('text', 'Owen moved the melon to the green_bottle')),
    C("Evelyn to the red_crate", 'event', 'T', 7, "line 7", ('text', 'Evelyn moved the melon to the red_crate')),
    C("both after Benjamin left", 'order', 'T', None, "4 before 5 and 7", ('and', ('lt', 'Benjamin exited the attic', 'Owen moved the melon'), ('lt', 'Benjamin exited the attic', 'Evelyn moved the melon'))),
    C("Isabella saw Benjamin leave before the later moves", 'presence', 'T', 4, "Isabella witnesses 4", ('wit', 'Isabella')),
    C("Isabella thinks Benjamin thinks green_drawer", 'belief', 'T', 'end', "gold Isabella -> Benjamin", ('bel', 'Isabella -> Benjamin', 'green_drawer')),
    C("Evelyn, Benjamin and Owen go back into the attic at line 14", 'event', 'T', 14, "line 14", ('text', 'Evelyn, Benjamin and Owen entered the attic')),
    C("Benjamin can now see the melon in the red_crate", 'presence', 'T', 14, "Benjamin in attic, melon in red_crate", ('and', ('room', 'Benjamin', 'attic'), ('obj', 'melon', 'red_crate'))),
    C("Benjamin's own belief updates to the red_crate", 'belief', 'T', 14, "Benjamin green_drawer -> red_crate at 14", ('and', ('bel', 'Benjamin', 'red_crate'), ('at', 13, ('bel', 'Benjamin', 'green_drawer')))),
    C("Evelyn knows it", 'belief', 'T', 14, "Evelyn -> Benjamin = red_crate", ('bel', 'Evelyn -> Benjamin', 'red_crate')),
    C("Isabella isn't in that scene", 'presence', 'T', 14, "Isabella not in attic", ('not', ('room', 'Isabella', 'attic'))),
    C("She's in the waiting_room", 'presence', 'T', 14, "Isabella in waiting_room", ('room', 'Isabella', 'waiting_room')),
    C("Isabella has no idea Benjamin saw the red_crate", 'belief', 'T', 'end', "Isabella -> Benjamin still green_drawer", ('bel', 'Isabella -> Benjamin', 'green_drawer')),
    C("Evelyn saw who came back into the attic", 'presence', 'T', 14, "Evelyn witnesses 14", ('wit', 'Evelyn')),
    C("from Isabella's side Benjamin is still stuck at the green_drawer", 'belief', 'T', 'end', "answer restated (Evelyn's model)", ('bel', 'Evelyn -> Isabella -> Benjamin', 'green_drawer')),
])

R(20, 'answer_first', 'sound', 'green_drawer', """**Answer: J. green_drawer**

Explanation:
- Benjamin puts the melon in the green_drawer at line 3 and leaves at line 4; Isabella sees both.
- Owen's move to the green_bottle (line 5) and Evelyn's move to the red_crate (line 7) happen after Benjamin is gone, with Isabella watching, so Isabella thinks Benjamin thinks green_drawer.
- Benjamin does see the red_crate when he re-enters the attic at line 14, but Isabella is not there.
- Hence Evelyn thinks Isabella thinks Benjamin thinks the melon is in the green_drawer.""", [
    C("Benjamin puts the melon in the green_drawer at line 3", 'event', 'T', 3, "line 3", ('text', 'Benjamin moved the melon to the green_drawer')),
    C("leaves at line 4", 'event', 'T', 4, "line 4", ('text', 'Benjamin exited the attic')),
    C("Isabella sees both", 'presence', 'T', None, "Isabella witnesses 3 and 4", ('and', ('at', 3, ('wit', 'Isabella')), ('at', 4, ('wit', 'Isabella')))),
    C("Owen's move to the green_bottle (line 5)", 'event', 'T', 5, "line 5", ('text', 'Owen moved the melon to the green_bottle')),
    C("Evelyn's move to the red_crate (line 7)", 'event', 'T', 7, "line 7", ('text', 'Evelyn moved the melon to the red_crate')),
    C("happen after Benjamin is gone", 'order', 'T', None, "4 before 5 and 7", ('lt', 'Benjamin exited the attic', 'Owen moved the melon')),
    C("with Isabella watching", 'presence', 'T', None, "Isabella witnesses 5 and 7", ('and', ('at', 5, ('wit', 'Isabella')), ('at', 7, ('wit', 'Isabella')))),
    C("Isabella thinks Benjamin thinks green_drawer", 'belief', 'T', 'end', "gold Isabella -> Benjamin", ('bel', 'Isabella -> Benjamin', 'green_drawer')),
    C("Benjamin does see the red_crate when he re-enters the attic at line 14", 'presence', 'T', 14, "Benjamin re-enters, belief red_crate", ('and', ('text', 'Benjamin'), ('bel', 'Benjamin', 'red_crate'))),
    C("Isabella is not there", 'presence', 'T', 14, "Isabella not in attic", ('not', ('room', 'Isabella', 'attic'))),
    C("Evelyn thinks Isabella thinks Benjamin thinks the melon is in the green_drawer", 'belief', 'T', 'end', "answer restated", ('bel', 'Evelyn -> Isabella -> Benjamin', 'green_drawer')),
])

R(20, 'narrative', 'unsound', 'green_drawer', """Let me trace where each person was whenever the melon moved.

Everyone is in the attic when Benjamin moves the melon from the blue_crate to the green_drawer, and then Benjamin is the first to leave. Owen moves it to the green_bottle and Evelyn moves it to the red_crate, but Benjamin sees neither move. Isabella sees both, and she also saw Benjamin leave — so she thinks Benjamin still believes the green_drawer.

Later, Evelyn, Benjamin and Owen go back to the attic, where Benjamin finds the melon in the red_crate. Isabella doesn't come along, so that doesn't change how she sees Benjamin. At the very end Owen privately tells Liam the blue_crate, and Liam now thinks the melon is in the blue_crate — but Liam isn't part of the chain anyway.

Since Evelyn knows Isabella missed the second attic visit, Evelyn thinks Isabella thinks Benjamin thinks the melon is in the green_drawer. The answer is J. green_drawer.""", [
    C("Everyone is in the attic", 'presence', 'T', 3, "all in attic", ROOMS(A20, 'attic')),
    C("Benjamin moves the melon from the blue_crate to the green_drawer", 'event', 'T', 3, "line 3", ('and', ('text', 'Benjamin moved the melon to the green_drawer'), ('at', 2, ('obj', 'melon', 'blue_crate')))),
    C("Benjamin is the first to leave", 'order', 'T', None, "Benjamin exits 4, first", ('lt', 'Benjamin exited the attic', 'Owen exited the attic')),
    C("Owen moves it to the green_bottle", 'event', 'T', 5, "line 5", ('text', 'Owen moved the melon to the green_bottle')),
    C("Evelyn moves it to the red_crate", 'event', 'T', 7, "line 7", ('text', 'Evelyn moved the melon to the red_crate')),
    C("Benjamin sees neither move", 'presence', 'T', None, "Benjamin not a witness of 5 or 7", ('and', ('at', 5, ('nowit', 'Benjamin')), ('at', 7, ('nowit', 'Benjamin')))),
    C("Isabella sees both", 'presence', 'T', None, "Isabella witnesses 5 and 7", ('and', ('at', 5, ('wit', 'Isabella')), ('at', 7, ('wit', 'Isabella')))),
    C("she also saw Benjamin leave", 'presence', 'T', 4, "Isabella witnesses 4", ('wit', 'Isabella')),
    C("she thinks Benjamin still believes the green_drawer", 'belief', 'T', 'end', "gold Isabella -> Benjamin", ('bel', 'Isabella -> Benjamin', 'green_drawer')),
    C("Evelyn, Benjamin and Owen go back to the attic", 'event', 'T', 14, "line 14", ('text', 'Evelyn, Benjamin and Owen entered the attic')),
    C("Benjamin finds the melon in the red_crate", 'presence', 'T', 14, "Benjamin in attic with melon in red_crate", ('and', ('room', 'Benjamin', 'attic'), ('obj', 'melon', 'red_crate'))),
    C("Isabella doesn't come along", 'presence', 'T', 14, "Isabella not in attic", ('not', ('room', 'Isabella', 'attic'))),
    C("that doesn't change how she sees Benjamin", 'belief', 'T', 14, "Isabella -> Benjamin unchanged", ('unch', 'Isabella -> Benjamin')),
    C("Owen privately tells Liam the blue_crate", 'communication', 'T', 25, "line 25 (about the cucumber)", ('text', 'Owen privately told Liam that the cucumber is in the blue_crate')),
    C("Liam now thinks the melon is in the blue_crate", 'communication', 'F', 25, "PLANTED: the tell is about the cucumber; Liam's melon belief stays red_crate", ('bel', 'Liam', 'blue_crate')),
    C("Evelyn knows Isabella missed the second attic visit", 'presence', 'T', 14, "Evelyn witnesses 14, Isabella does not", ('and', ('wit', 'Evelyn'), ('nowit', 'Isabella'))),
    C("Evelyn thinks Isabella thinks Benjamin thinks the melon is in the green_drawer", 'belief', 'T', 'end', "answer restated", ('bel', 'Evelyn -> Isabella -> Benjamin', 'green_drawer')),
])

R(20, 'terse', 'wrong', 'red_crate', """F. red_crate — Benjamin saw it in the red_crate when he came back with Evelyn.""", [
    C("Benjamin saw it in the red_crate when he came back with Evelyn", 'presence', 'T', 14, "line 14 re-entry with Evelyn; melon in red_crate", ('and', ('wit', ['Benjamin', 'Evelyn']), ('obj', 'melon', 'red_crate'), ('bel', 'Benjamin', 'red_crate'))),
])

R(20, 'numbered', 'unsupported', 'green_drawer', """**Step 1:** Determine Benjamin's belief as Isabella understands it.
**Step 2:** Determine how Evelyn models Isabella's understanding.

**Final answer:** J. green_drawer — Evelyn thinks Isabella thinks Benjamin thinks the melon is in the green_drawer.""", [
    C("Evelyn thinks Isabella thinks Benjamin thinks the melon is in the green_drawer", 'belief', 'T', 'end', "answer restated", ('bel', 'Evelyn -> Isabella -> Benjamin', 'green_drawer')),
])

# ---------------- item 21: s6813-7-o2  Jacob -> Emily pumpkin -> red_container
R(21, 'answer_first', 'sound', 'red_container', """**G. red_container**

- Carter moves the pumpkin to the red_container at line 5, with both Jacob and Emily in the back_yard.
- Jacob leaves at line 11 while Emily is still there, so the last thing Jacob knows Emily saw is the red_container.
- Emily's own move back to the blue_bottle (line 12) happens after Jacob is gone, so Jacob doesn't know about it.
- The talk at the end doesn't touch Jacob's picture of Emily: Isabella's claim (green_bucket) doesn't sway Jacob, and Emily's tell goes only to Isabella.""", [
    C("Carter moves the pumpkin to the red_container at line 5", 'event', 'T', 5, "line 5", ('text', 'Carter moved the pumpkin to the red_container')),
    C("with both Jacob and Emily in the back_yard", 'presence', 'T', 5, "both in back_yard", ROOMS(['Jacob', 'Emily'], 'back_yard')),
    C("Jacob leaves at line 11", 'event', 'T', 11, "line 11", ('text', 'Jacob exited the back_yard')),
    C("while Emily is still there", 'presence', 'T', 11, "Emily in back_yard", ('room', 'Emily', 'back_yard')),
    C("the last thing Jacob knows Emily saw is the red_container", 'belief', 'T', 'end', "answer restated", ('bel', 'Jacob -> Emily', 'red_container')),
    C("Emily's own move back to the blue_bottle (line 12)", 'event', 'T', 12, "line 12", ('text', 'Emily moved the pumpkin to the blue_bottle')),
    C("happens after Jacob is gone", 'order', 'T', None, "11 before 12", ('lt', 'Jacob exited the back_yard', 'Emily moved the pumpkin')),
    C("Jacob doesn't know about it", 'presence', 'T', 12, "Jacob not a witness", ('nowit', 'Jacob')),
    C("Isabella's claim (green_bucket) doesn't sway Jacob", 'communication', 'T', 16, "Jacob's beliefs unchanged at 16", ('and', ('text', 'Isabella publicly claimed that pumpkin is in the green_bucket'), ('unch', 'Jacob'), ('unch', 'Jacob -> Emily'))),
    C("Emily's tell goes only to Isabella", 'communication', 'T', 17, "line 17 witnessed only by Emily and Isabella", ('and', ('text', 'Emily privately told Isabella'), ('witset', ['Emily', 'Isabella']))),
])

R(21, 'narrative', 'sound', 'red_container', """Let me trace where Jacob and Emily were. Both are in the back_yard for the first two moves: Evelyn's to the green_bucket and Carter's to the red_container. After that, Isabella leaves, then Jacob. Emily is the last one out — and before she goes, she moves the pumpkin back to the blue_bottle, with nobody watching.

So Emily knows about the blue_bottle, but Jacob has no way of knowing: he left before it happened. In Jacob's mind, Emily last saw the pumpkin in the red_container, same as him.

The talk in the waiting_room doesn't change that. Isabella's public claim of the green_bucket only convinces Carter, who had left before her, and Emily's private tell of the red_envelope is heard only by Isabella.

The answer is G. red_container.""", [
    C("Both are in the back_yard for the first two moves", 'presence', 'T', None, "Jacob and Emily in back_yard at 3 and 5", ('and', ('at', 3, ROOMS(['Jacob', 'Emily'], 'back_yard')), ('at', 5, ROOMS(['Jacob', 'Emily'], 'back_yard')))),
    C("Evelyn's to the green_bucket", 'event', 'T', 3, "line 3", ('text', 'Evelyn moved the pumpkin to the green_bucket')),
    C("Carter's to the red_container", 'event', 'T', 5, "line 5", ('text', 'Carter moved the pumpkin to the red_container')),
    C("Isabella leaves, then Jacob", 'order', 'T', None, "exits 8 and 11", ('lt', 'Isabella exited the back_yard', 'Jacob exited the back_yard')),
    C("Emily is the last one out", 'order', 'T', None, "Emily exits 13", ('lt', 'Jacob exited the back_yard', 'Emily exited the back_yard')),
    C("she moves the pumpkin back to the blue_bottle", 'event', 'T', 12, "line 12", ('text', 'Emily moved the pumpkin to the blue_bottle')),
    C("with nobody watching", 'presence', 'T', 12, "only Emily witnesses 12", ('witset', ['Emily'])),
    C("Emily knows about the blue_bottle", 'belief', 'T', 'end', "gold Emily", ('bel', 'Emily', 'blue_bottle')),
    C("Jacob has no way of knowing", 'presence', 'T', 12, "Jacob not a witness", ('nowit', 'Jacob')),
    C("he left before it happened", 'order', 'T', None, "11 before 12", ('lt', 'Jacob exited the back_yard', 'Emily moved the pumpkin')),
    C("In Jacob's mind, Emily last saw the pumpkin in the red_container", 'belief', 'T', 'end', "answer restated", ('bel', 'Jacob -> Emily', 'red_container')),
    C("same as him", 'belief', 'T', 'end', "gold Jacob", ('bel', 'Jacob', 'red_container')),
    C("Isabella's public claim of the green_bucket only convinces Carter", 'communication', 'T', 16, "Carter red_container -> green_bucket; Jacob and Emily unchanged", ('and', ('bel', 'Carter', 'green_bucket'), ('at', 15, ('bel', 'Carter', 'red_container')), ('unch', 'Jacob'), ('unch', 'Emily'), ('unch', 'Evelyn'), ('unch', 'Isabella'))),
    C("who had left before her", 'order', 'T', None, "Carter exits 6, Isabella 8", ('lt', 'Carter exited the back_yard', 'Isabella exited the back_yard')),
    C("Emily's private tell of the red_envelope is heard only by Isabella", 'communication', 'T', 17, "line 17", ('and', ('text', 'Emily privately told Isabella that the pumpkin is in the red_envelope'), ('witset', ['Emily', 'Isabella']))),
])

R(21, 'thinking', 'unsound', 'red_container', """<think>
Jacob → Emily, pumpkin.
Line 5: Carter moves the pumpkin to the red_container — Jacob and Emily both there.
Then the exits: Jacob leaves before Isabella does, and Emily stays to the end of the scene. Emily moves it to the blue_bottle at 12 — Jacob had already left by then.
So Jacob thinks Emily thinks red_container.
The communications: Isabella publicly says green_bucket, but Jacob's belief doesn't change (checking: he stays on red_container). Emily tells Isabella red_envelope privately — Jacob doesn't hear it.
Jacob → Emily stays red_container.
</think>

G. red_container""", [
    C("Carter moves the pumpkin to the red_container", 'event', 'T', 5, "line 5", ('text', 'Carter moved the pumpkin to the red_container')),
    C("Jacob and Emily both there", 'presence', 'T', 5, "both in back_yard", ROOMS(['Jacob', 'Emily'], 'back_yard')),
    C("Jacob leaves before Isabella does", 'order', 'F', None, "PLANTED: Isabella exits at 8, Jacob at 11", ('lt', 'Jacob exited the back_yard', 'Isabella exited the back_yard')),
    C("Emily stays to the end of the scene", 'order', 'T', None, "Emily exits last (13)", ('lt', 'Jacob exited the back_yard', 'Emily exited the back_yard')),
    C("Emily moves it to the blue_bottle at 12", 'event', 'T', 12, "line 12", ('text', 'Emily moved the pumpkin to the blue_bottle')),
    C("Jacob had already left by then", 'presence', 'T', 12, "Jacob in no room", ('room', 'Jacob', None)),
    C("Jacob thinks Emily thinks red_container", 'belief', 'T', 'end', "answer restated", ('bel', 'Jacob -> Emily', 'red_container')),
    C("Isabella publicly says green_bucket", 'communication', 'T', 16, "line 16", ('text', 'Isabella publicly claimed that pumpkin is in the green_bucket')),
    C("Jacob's belief doesn't change", 'communication', 'T', 16, "Jacob unchanged", ('unch', 'Jacob')),
    C("he stays on red_container", 'belief', 'T', 16, "Jacob=red_container", ('bel', 'Jacob', 'red_container')),
    C("Emily tells Isabella red_envelope privately", 'communication', 'T', 17, "line 17", ('text', 'Emily privately told Isabella that the pumpkin is in the red_envelope')),
    C("Jacob doesn't hear it", 'presence', 'T', 17, "Jacob not a witness", ('nowit', 'Jacob')),
    C("Jacob → Emily stays red_container", 'belief', 'T', 'end', "answer restated", ('bel', 'Jacob -> Emily', 'red_container')),
])

R(21, 'numbered', 'unsound', 'red_container', r"""Let's think step by step.
1. The pumpkin starts in the blue_bottle (line 2). Evelyn moves it to the green_bucket (line 3) and leaves.
2. Carter moves it to the red_container (line 5) while Jacob and Emily watch.
3. Jacob exits at line 11; Emily then moves it back to the blue_bottle (line 12) without Jacob seeing.
4. At line 16 Isabella publicly claims it's in the green_bucket. Jacob trusts Isabella and now thinks it's in the green_bucket himself, but his belief about Emily stays the red_container.
5. So Jacob thinks Emily thinks the pumpkin is in the red_container.

\boxed{red_container}""", [
    C("The pumpkin starts in the blue_bottle (line 2)", 'location', 'T', 2, "line 2", ('obj', 'pumpkin', 'blue_bottle')),
    C("Evelyn moves it to the green_bucket (line 3)", 'event', 'T', 3, "line 3", ('text', 'Evelyn moved the pumpkin to the green_bucket')),
    C("leaves", 'event', 'T', 4, "line 4", ('text', 'Evelyn exited the back_yard')),
    C("Carter moves it to the red_container (line 5)", 'event', 'T', 5, "line 5", ('text', 'Carter moved the pumpkin to the red_container')),
    C("while Jacob and Emily watch", 'presence', 'T', 5, "both witness", ('wit', ['Jacob', 'Emily'])),
    C("Jacob exits at line 11", 'event', 'T', 11, "line 11", ('text', 'Jacob exited the back_yard')),
    C("Emily then moves it back to the blue_bottle (line 12)", 'event', 'T', 12, "line 12", ('text', 'Emily moved the pumpkin to the blue_bottle')),
    C("without Jacob seeing", 'presence', 'T', 12, "Jacob not a witness", ('nowit', 'Jacob')),
    C("At line 16 Isabella publicly claims it's in the green_bucket", 'communication', 'T', 16, "line 16", ('text', 'Isabella publicly claimed that pumpkin is in the green_bucket')),
    C("Jacob trusts Isabella and now thinks it's in the green_bucket himself", 'communication', 'F', 16, "PLANTED: Jacob left after Isabella (11 vs 8), doesn't trust her; stays red_container", ('bel', 'Jacob', 'green_bucket')),
    C("his belief about Emily stays the red_container", 'belief', 'T', 16, "Jacob -> Emily = red_container", ('bel', 'Jacob -> Emily', 'red_container')),
    C("Jacob thinks Emily thinks the pumpkin is in the red_container", 'belief', 'T', 'end', "answer restated", ('bel', 'Jacob -> Emily', 'red_container')),
])

R(21, 'terse', 'wrong', 'blue_bottle', """blue_bottle (F). Emily moved it back there herself at line 12.""", [
    C("Emily moved it back there herself at line 12", 'event', 'T', 12, "line 12", ('text', 'Emily moved the pumpkin to the blue_bottle')),
])

# ---------------- item 22: tomi reality  plum really -> red_drawer
R(22, 'numbered', 'sound', 'red_drawer', """1. The plum starts in the blue_treasure_chest (line 3).
2. Lily leaves (line 4), and Avery moves the plum to the red_drawer (line 5).
3. Avery leaves too; nobody moves the plum again. Lily comes back at line 8 and finds it in the red_drawer.

**Answer:** red_drawer""", [
    C("The plum starts in the blue_treasure_chest (line 3)", 'location', 'T', 3, "line 3", ('obj', 'plum', 'blue_treasure_chest')),
    C("Lily leaves (line 4)", 'event', 'T', 4, "line 4", ('text', 'Lily exited the bathroom')),
    C("Avery moves the plum to the red_drawer (line 5)", 'event', 'T', 5, "line 5", ('text', 'Avery moved the plum to the red_drawer')),
    C("Avery leaves too", 'event', 'T', 6, "line 6", ('text', 'Avery exited the bathroom')),
    C("nobody moves the plum again", 'event', 'T', None, "no move after 5", ('none_after', 5, 'moved the plum')),
    C("Lily comes back at line 8", 'event', 'T', 8, "line 8", ('text', 'Lily entered the bathroom')),
    C("finds it in the red_drawer", 'belief', 'T', 8, "Lily=red_drawer at 8", ('bel', 'Lily', 'red_drawer')),
])

R(22, 'terse', 'unsound', 'red_drawer', """red_drawer. Avery moved it there while Lily was still in the room.""", [
    C("Avery moved it there", 'event', 'T', 5, "line 5", ('text', 'Avery moved the plum to the red_drawer')),
    C("while Lily was still in the room", 'presence', 'F', 5, "PLANTED: Lily had left at line 4", ('room', 'Lily', 'bathroom')),
])

R(22, 'answer_first', 'unsound', 'red_drawer', """**Answer: red_drawer**

Explanation: Avery moves the plum from the blue_treasure_chest to the red_drawer at line 5, after Lily has left. Avery then loves the hallway (line 6) and exits, and no one touches the plum afterwards, so it's really in the red_drawer.""", [
    C("Avery moves the plum from the blue_treasure_chest to the red_drawer at line 5", 'event', 'T', 5, "line 5", ('and', ('text', 'Avery moved the plum to the red_drawer'), ('at', 4, ('obj', 'plum', 'blue_treasure_chest')))),
    C("after Lily has left", 'order', 'T', None, "4 before 5", ('lt', 'Lily exited the bathroom', 'Avery moved the plum')),
    C("Avery then loves the hallway (line 6)", 'event', 'F', 6, "PLANTED: line 6 is Avery's exit; 'Avery loves the hallway' is line 7", ('text', 'Avery loves the hallway')),
    C("exits", 'event', 'T', 6, "line 6", ('text', 'Avery exited the bathroom')),
    C("no one touches the plum afterwards", 'event', 'T', None, "no move after 5", ('none_after', 5, 'moved the plum')),
    C("it's really in the red_drawer", 'location', 'T', 'end', "answer restated", ('obj', 'plum', 'red_drawer')),
])

R(22, 'thinking', 'wrong', 'blue_treasure_chest', """<think>
Lily saw the plum in the blue_treasure_chest, left, and Avery moved it to the red_drawer. Lily comes back at the end...
The question "where is the plum really" — hmm, in these stories the twist is usually that someone has a false belief, and Lily's belief is the blue_treasure_chest. I'll answer that.
</think>
blue_treasure_chest""", [
    C("Lily saw the plum in the blue_treasure_chest", 'presence', 'T', 3, "Lily witnesses 3", ('and', ('wit', 'Lily'), ('obj', 'plum', 'blue_treasure_chest'))),
    C("left", 'event', 'T', 4, "line 4", ('text', 'Lily exited the bathroom')),
    C("Avery moved it to the red_drawer", 'event', 'T', 5, "line 5", ('text', 'Avery moved the plum to the red_drawer')),
    C("Lily comes back at the end", 'event', 'T', 8, "line 8", ('text', 'Lily entered the bathroom')),
    C("Lily's belief is the blue_treasure_chest", 'belief', 'F', 'end', "Lily re-entered at 8 and believes red_drawer", ('bel', 'Lily', 'blue_treasure_chest')),
])

R(22, 'narrative', 'unsupported', 'red_drawer', """This one is a reality question, so people's beliefs don't matter — only where the plum actually is at the end. Reading through the story, the plum ends up in the red_drawer.

The answer is red_drawer.""", [
    C("the plum ends up in the red_drawer", 'location', 'T', 'end', "answer restated", ('obj', 'plum', 'red_drawer')),
])

# ---------------- item 23: s6813-4-o4  Oliver -> Abigail -> Mila -> Elizabeth watermelon -> red_cupboard
A23 = ['Gracie', 'Mila', 'Abigail', 'Elizabeth', 'Oliver']
SPIN23 = ('and', ('at', 26, ('text', 'that the spinach')), ('at', 27, ('text', 'that the spinach')))
R(23, 'narrative', 'sound', 'red_cupboard', """Let me trace who was in the closet for each move of the watermelon.

All five see it go from the blue_envelope into the red_cupboard when Gracie moves it at line 3. After that, the watermelon doesn't move again until Elizabeth puts it in the green_bottle at line 11 — and by then Gracie, Mila and Abigail have all left. Only Oliver is still there with Elizabeth.

So Oliver knows two things: Elizabeth knows about the green_bottle, but Abigail and Mila left while it was still in the red_cupboard. From Oliver's point of view, Abigail thinks it's in the red_cupboard, and Abigail thinks Mila thinks the same — and in Abigail's picture Elizabeth is stuck at the red_cupboard too, because Abigail left before Elizabeth's move.

The hallway scene and the private tells at the end are only about the spinach. So the answer is I. red_cupboard.""", [
    C("All five see it go from the blue_envelope into the red_cupboard when Gracie moves it at line 3", 'presence', 'T', 3, "line 3 witnessed by all; from blue_envelope", ('and', ('witset', A23), ('text', 'Gracie moved the watermelon to the red_cupboard'), ('at', 2, ('obj', 'watermelon', 'blue_envelope')))),
    C("the watermelon doesn't move again until Elizabeth puts it in the green_bottle at line 11", 'event', 'T', 11, "still red_cupboard at 10; move at 11", ('and', ('text', 'Elizabeth moved the watermelon to the green_bottle'), ('at', 10, ('obj', 'watermelon', 'red_cupboard')))),
    C("by then Gracie, Mila and Abigail have all left", 'presence', 'T', 11, "three in no room", ROOMS(['Gracie', 'Mila', 'Abigail'], None)),
    C("Only Oliver is still there with Elizabeth", 'presence', 'T', 11, "witnesses Elizabeth, Oliver", ('witset', ['Elizabeth', 'Oliver'])),
    C("Elizabeth knows about the green_bottle", 'belief', 'T', 'end', "Oliver -> Elizabeth = green_bottle", ('bel', 'Oliver -> Elizabeth', 'green_bottle')),
    C("Abigail and Mila left while it was still in the red_cupboard", 'location', 'T', None, "red_cupboard at their exits (7, 10)", ('and', ('at', 7, ('obj', 'watermelon', 'red_cupboard')), ('at', 10, ('obj', 'watermelon', 'red_cupboard')))),
    C("Abigail thinks it's in the red_cupboard", 'belief', 'T', 'end', "Oliver -> Abigail", ('bel', 'Oliver -> Abigail', 'red_cupboard')),
    C("Abigail thinks Mila thinks the same", 'belief', 'T', 'end', "Oliver -> Abigail -> Mila", ('bel', 'Oliver -> Abigail -> Mila', 'red_cupboard')),
    C("in Abigail's picture Elizabeth is stuck at the red_cupboard too", 'belief', 'T', 'end', "Abigail -> Elizabeth", ('bel', 'Abigail -> Elizabeth', 'red_cupboard')),
    C("Abigail left before Elizabeth's move", 'order', 'T', None, "10 before 11", ('lt', 'Abigail exited the closet', 'Elizabeth moved the watermelon')),
    C("The hallway scene and the private tells at the end are only about the spinach", 'communication', 'T', None, "no watermelon line after 15", ('and', ('none_after', 15, 'watermelon'), SPIN23)),
])

R(23, 'thinking', 'sound', 'red_cupboard', """<think>
Order 4: Oliver → Abigail → Mila → Elizabeth.
Watermelon moves: line 3 Gracie → red_cupboard (all five present). Line 11 Elizabeth → green_bottle (only Elizabeth and Oliver present).
Exits from the closet: Gracie 5, Mila 7, Abigail 10, Elizabeth 12, Oliver 14.
Abigail left before line 11, so for Abigail everyone's last shared view is red_cupboard. Abigail → Mila → Elizabeth = red_cupboard.
Oliver knows Abigail left at 10 — he was there. So Oliver → Abigail → Mila → Elizabeth = red_cupboard.
Hmm, but Oliver himself knows Elizabeth moved it to the green_bottle. Does that leak into the chain? No — the chain goes through Abigail, and Abigail never learned about the green_bottle.
The tells at 26-27 are about the spinach.
</think>

I. red_cupboard""", [
    C("line 3 Gracie → red_cupboard", 'event', 'T', 3, "line 3", ('text', 'Gracie moved the watermelon to the red_cupboard')),
    C("(all five present)", 'presence', 'T', 3, "all in closet", ROOMS(A23, 'closet')),
    C("Line 11 Elizabeth → green_bottle", 'event', 'T', 11, "line 11", ('text', 'Elizabeth moved the watermelon to the green_bottle')),
    C("(only Elizabeth and Oliver present)", 'presence', 'T', 11, "witnesses", ('witset', ['Elizabeth', 'Oliver'])),
    C("Gracie 5, Mila 7, Abigail 10, Elizabeth 12, Oliver 14", 'order', 'T', None, "exit lines", ('and', ('at', 5, ('text', 'Gracie exited')), ('at', 7, ('text', 'Mila exited')), ('at', 10, ('text', 'Abigail exited')), ('at', 12, ('text', 'Elizabeth exited')), ('at', 14, ('text', 'Oliver exited')))),
    C("Abigail left before line 11", 'order', 'T', None, "10 before 11", ('lt', 'Abigail exited the closet', 'Elizabeth moved the watermelon')),
    C("Abigail → Mila → Elizabeth = red_cupboard", 'belief', 'T', 'end', "gold", ('bel', 'Abigail -> Mila -> Elizabeth', 'red_cupboard')),
    C("Oliver knows Abigail left at 10", 'presence', 'T', 10, "Oliver witnesses 10", ('wit', 'Oliver')),
    C("he was there", 'presence', 'T', 10, "Oliver in closet", ('room', 'Oliver', 'closet')),
    C("Oliver → Abigail → Mila → Elizabeth = red_cupboard", 'belief', 'T', 'end', "answer restated", ('bel', 'Oliver -> Abigail -> Mila -> Elizabeth', 'red_cupboard')),
    C("Oliver himself knows Elizabeth moved it to the green_bottle", 'belief', 'T', 'end', "Oliver=green_bottle", ('bel', 'Oliver', 'green_bottle')),
    C("Abigail never learned about the green_bottle", 'belief', 'T', 'end', "Abigail=red_cupboard", ('bel', 'Abigail', 'red_cupboard')),
    C("The tells at 26-27 are about the spinach", 'communication', 'T', 26, "lines 26-27", SPIN23),
])

R(23, 'answer_first', 'unsound', 'red_cupboard', """**Answer: I. red_cupboard**

- Gracie moves the watermelon to the red_cupboard (line 3) in front of everyone.
- Mila (line 7) and Abigail (line 10) leave before Elizabeth moves it to the green_bottle (line 11).
- Oliver watches Elizabeth's move, so he knows it's in the green_bottle, and he knows Abigail and Mila missed it.
- Elizabeth's private tell to Oliver at line 26 is about the watermelon in the green_bottle, but it only confirms what Oliver already knew.
- So Oliver thinks Abigail thinks Mila thinks Elizabeth thinks it's in the red_cupboard.""", [
    C("Gracie moves the watermelon to the red_cupboard (line 3)", 'event', 'T', 3, "line 3", ('text', 'Gracie moved the watermelon to the red_cupboard')),
    C("in front of everyone", 'presence', 'T', 3, "all witness", ('witset', A23)),
    C("Mila (line 7) and Abigail (line 10) leave", 'event', 'T', None, "exits at 7 and 10", ('and', ('at', 7, ('text', 'Mila exited the closet')), ('at', 10, ('text', 'Abigail exited the closet')))),
    C("before Elizabeth moves it to the green_bottle (line 11)", 'order', 'T', None, "7, 10 before 11", ('and', ('lt', 'Mila exited the closet', 'Elizabeth moved the watermelon'), ('lt', 'Abigail exited the closet', 'Elizabeth moved the watermelon'))),
    C("Oliver watches Elizabeth's move", 'presence', 'T', 11, "Oliver witnesses 11", ('wit', 'Oliver')),
    C("he knows it's in the green_bottle", 'belief', 'T', 'end', "Oliver=green_bottle", ('bel', 'Oliver', 'green_bottle')),
    C("he knows Abigail and Mila missed it", 'belief', 'T', 'end', "Oliver -> Abigail, Oliver -> Mila = red_cupboard", ('and', ('bel', 'Oliver -> Abigail', 'red_cupboard'), ('bel', 'Oliver -> Mila', 'red_cupboard'))),
    C("Elizabeth's private tell to Oliver at line 26 is about the watermelon in the green_bottle", 'communication', 'F', 26, "PLANTED: line 26 is about the spinach in the red_bottle", ('text', 'that the watermelon')),
    C("Oliver thinks Abigail thinks Mila thinks Elizabeth thinks it's in the red_cupboard", 'belief', 'T', 'end', "answer restated", ('bel', 'Oliver -> Abigail -> Mila -> Elizabeth', 'red_cupboard')),
])

R(23, 'terse', 'wrong', 'green_bottle', """H. green_bottle — Oliver saw Elizabeth put it there.""", [
    C("Oliver saw Elizabeth put it there", 'presence', 'T', 11, "Oliver witnesses line 11", ('and', ('wit', 'Oliver'), ('text', 'Elizabeth moved the watermelon to the green_bottle'))),
])

R(23, 'numbered', 'unsupported', 'red_cupboard', """Let's think step by step.
1. Work from the innermost belief (Elizabeth's) outward.
2. At each level, use only what the outer person could have observed.
3. Putting it together, Oliver thinks Abigail thinks Mila thinks Elizabeth thinks the watermelon is in the red_cupboard.

The answer is [red_cupboard].""", [
    C("Oliver thinks Abigail thinks Mila thinks Elizabeth thinks the watermelon is in the red_cupboard", 'belief', 'T', 'end', "answer restated", ('bel', 'Oliver -> Abigail -> Mila -> Elizabeth', 'red_cupboard')),
])
