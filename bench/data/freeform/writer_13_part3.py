# Items 12-17, each response written by hand.

# ---------------- item 12: s6813-0-o0  broccoli really -> green_box
A12 = ['Mila', 'Gracie', 'Noah', 'Chloe', 'Abigail']
R(12, 'answer_first', 'sound', 'green_box', """**Answer: C. green_box**

The last move of the broccoli is at line 10, where Chloe moves it from the blue_suitcase to the green_box while Abigail is watching. After that Chloe and Abigail just leave, and everyone ends up in the waiting_room. So the broccoli is really in the green_box.""", [
    C("The last move of the broccoli is at line 10", 'event', 'T', 10, "line 10 is the last broccoli move", ('and', ('text', 'moved the broccoli'), ('none_after', 10, 'moved the broccoli'))),
    C("Chloe moves it from the blue_suitcase to the green_box", 'event', 'T', 10, "line 10 (from blue_suitcase, row 9)", ('and', ('text', 'Chloe moved the broccoli to the green_box'), ('at', 9, ('obj', 'broccoli', 'blue_suitcase')))),
    C("while Abigail is watching", 'presence', 'T', 10, "Abigail witnesses 10", ('wit', 'Abigail')),
    C("Chloe and Abigail just leave", 'event', 'T', None, "lines 11 and 13", ('and', ('at', 11, ('text', 'Chloe exited')), ('at', 13, ('text', 'Abigail exited')))),
    C("everyone ends up in the waiting_room", 'presence', 'T', 'end', "all in waiting_room", ROOMS(A12, 'waiting_room')),
    C("the broccoli is really in the green_box", 'location', 'T', 'end', "answer restated", ('obj', 'broccoli', 'green_box')),
])

R(12, 'terse', 'sound', 'green_box', """green_box (C). Chloe put it there at line 10; nothing moved it afterwards.""", [
    C("Chloe put it there at line 10", 'event', 'T', 10, "line 10", ('text', 'Chloe moved the broccoli to the green_box')),
    C("nothing moved it afterwards", 'event', 'T', None, "no later broccoli move", ('none_after', 10, 'moved the broccoli')),
])

R(12, 'numbered', 'unsound', 'green_box', """**Step 1:** The broccoli starts in the green_suitcase (line 2).
**Step 2:** Mila moves it to the blue_suitcase (line 3) and leaves at line 5.
**Step 3:** Gracie and Noah each stay for a minute and leave.
**Step 4:** Abigail moves the broccoli to the green_box (line 10), with Chloe watching.
**Step 5:** No other moves happen.

**Answer:** C. green_box""", [
    C("The broccoli starts in the green_suitcase (line 2)", 'location', 'T', 2, "line 2", ('obj', 'broccoli', 'green_suitcase')),
    C("Mila moves it to the blue_suitcase (line 3)", 'event', 'T', 3, "line 3", ('text', 'Mila moved the broccoli to the blue_suitcase')),
    C("leaves at line 5", 'event', 'T', 5, "line 5", ('text', 'Mila exited the back_yard')),
    C("Gracie and Noah each stay for a minute and leave", 'event', 'T', None, "lines 6-9", ('and', ('at', 6, ('text', 'Gracie made no movements')), ('at', 7, ('text', 'Gracie exited')), ('at', 8, ('text', 'Noah made no movements')), ('at', 9, ('text', 'Noah exited')))),
    C("Abigail moves the broccoli to the green_box (line 10)", 'event', 'F', 10, "PLANTED: line 10 is Chloe's move; Abigail only watches", ('text', 'Abigail moved the broccoli')),
    C("with Chloe watching", 'presence', 'T', 10, "Chloe is among the witnesses of 10", ('wit', 'Chloe')),
    C("No other moves happen", 'event', 'T', None, "no broccoli move after 10", ('none_after', 10, 'moved the broccoli')),
])

R(12, 'narrative', 'unsound', 'green_box', """Let me trace the broccoli from start to finish.

It begins in the green_suitcase, and Mila moves it to the blue_suitcase right away, in front of everyone. Mila is the first to leave; Noah and then Gracie follow her out, without touching anything. That leaves Chloe and Abigail. Chloe moves the broccoli to the green_box and leaves, and Abigail, the last one in the back_yard, leaves it where it is.

Nothing else happens to the broccoli, so it's really in the green_box. The answer is C. green_box.""", [
    C("It begins in the green_suitcase", 'location', 'T', 2, "line 2", ('obj', 'broccoli', 'green_suitcase')),
    C("Mila moves it to the blue_suitcase right away", 'event', 'T', 3, "line 3", ('text', 'Mila moved the broccoli to the blue_suitcase')),
    C("in front of everyone", 'presence', 'T', 3, "all five witness 3", ('witset', A12)),
    C("Mila is the first to leave", 'order', 'T', None, "Mila exits 5, before Gracie 7", ('lt', 'Mila exited the back_yard', 'Gracie exited the back_yard')),
    C("Noah and then Gracie follow her out", 'order', 'F', None, "PLANTED: Gracie leaves at 7, Noah at 9", ('lt', 'Noah exited the back_yard', 'Gracie exited the back_yard')),
    C("without touching anything", 'event', 'T', 9, "broccoli still in blue_suitcase at 9", ('obj', 'broccoli', 'blue_suitcase')),
    C("That leaves Chloe and Abigail", 'presence', 'T', 9, "only Chloe and Abigail in back_yard", ('and', ROOMS(['Chloe', 'Abigail'], 'back_yard'), ROOMS(['Mila', 'Gracie', 'Noah'], None))),
    C("Chloe moves the broccoli to the green_box", 'event', 'T', 10, "line 10", ('text', 'Chloe moved the broccoli to the green_box')),
    C("leaves", 'event', 'T', 11, "line 11", ('text', 'Chloe exited the back_yard')),
    C("Abigail, the last one in the back_yard", 'order', 'T', None, "Abigail exits 13, after Chloe 11", ('lt', 'Chloe exited the back_yard', 'Abigail exited the back_yard')),
    C("leaves it where it is", 'event', 'T', None, "no move after 10", ('none_after', 10, 'moved the broccoli')),
    C("Nothing else happens to the broccoli", 'event', 'T', None, "no broccoli line after 10", ('none_after', 10, 'broccoli')),
    C("it's really in the green_box", 'location', 'T', 'end', "answer restated", ('obj', 'broccoli', 'green_box')),
])

R(12, 'thinking', 'wrong', 'blue_suitcase', """<think>
Mila moved the broccoli to the blue_suitcase at line 3, and everyone saw. Then people leave. Chloe moves it to the green_box at line 10, but only Abigail sees. Hmm, three of the five (Mila, Gracie, Noah) still think it's in the blue_suitcase...

The question says "really" — I think it's asking what the group as a whole would say is the real place. The majority view is the blue_suitcase.
</think>

D. blue_suitcase""", [
    C("Mila moved the broccoli to the blue_suitcase at line 3", 'event', 'T', 3, "line 3", ('text', 'Mila moved the broccoli to the blue_suitcase')),
    C("everyone saw", 'presence', 'T', 3, "all five witness", ('witset', A12)),
    C("Chloe moves it to the green_box at line 10", 'event', 'T', 10, "line 10", ('text', 'Chloe moved the broccoli to the green_box')),
    C("only Abigail sees", 'presence', 'T', 10, "witnesses are Chloe and Abigail", ('witset', ['Abigail', 'Chloe'])),
    C("three of the five (Mila, Gracie, Noah) still think it's in the blue_suitcase", 'belief', 'T', 'end', "gold Mila, Gracie, Noah = blue_suitcase", ('and', ('bel', 'Mila', 'blue_suitcase'), ('bel', 'Gracie', 'blue_suitcase'), ('bel', 'Noah', 'blue_suitcase'))),
    C("The majority view is the blue_suitcase", 'belief', 'T', 'end', "3 of 5 believe blue_suitcase", ('and', ('bel', 'Mila', 'blue_suitcase'), ('bel', 'Gracie', 'blue_suitcase'), ('bel', 'Noah', 'blue_suitcase'))),
])

# ---------------- item 13: s6813-9-o4  James -> Mason -> Chloe -> Benjamin radish -> red_bucket
A13 = ['Chloe', 'Mason', 'James', 'William', 'Benjamin']
R(13, 'narrative', 'sound', 'red_bucket', """Let me trace where each person was. The radish is placed in the red_bucket while all five are in the dining_room. Chloe waits a minute and then leaves — she's the first one out, and she never sees the radish again.

Right after Chloe leaves, Mason moves the radish to the green_bucket, with James, William and Benjamin all watching. So everyone except Chloe knows about the green_bucket, and they all know Chloe missed it.

Now the chain: Chloe thinks Benjamin thinks red_bucket, since the red_bucket was the last thing they saw together. Mason knows Chloe left before his move, so Mason thinks Chloe thinks Benjamin thinks red_bucket. James watched Chloe leave and watched Mason make the move, so James thinks Mason thinks the same thing.

The study scene is all about the melon, and James isn't even in it. The answer is G. red_bucket.""", [
    C("The radish is placed in the red_bucket while all five are in the dining_room", 'location', 'T', 3, "line 3, all in dining_room", ('and', ('obj', 'radish', 'red_bucket'), ROOMS(A13, 'dining_room'))),
    C("Chloe waits a minute", 'event', 'T', 4, "line 4", ('text', 'Chloe made no movements')),
    C("then leaves", 'event', 'T', 5, "line 5", ('text', 'Chloe exited the dining_room')),
    C("she's the first one out", 'order', 'T', None, "Chloe exits 5, before Mason 7", ('lt', 'Chloe exited the dining_room', 'Mason exited the dining_room')),
    C("she never sees the radish again", 'presence', 'T', None, "Chloe does not witness 6, no later radish line", ('and', ('at', 6, ('nowit', 'Chloe')), ('none_after', 6, 'radish'))),
    C("Right after Chloe leaves, Mason moves the radish to the green_bucket", 'event', 'T', 6, "exit 5, move 6", ('and', ('text', 'Mason moved the radish to the green_bucket'), ('at', 5, ('text', 'Chloe exited')))),
    C("with James, William and Benjamin all watching", 'presence', 'T', 6, "all three witness 6", ('wit', ['James', 'William', 'Benjamin'])),
    C("everyone except Chloe knows about the green_bucket", 'belief', 'T', 6, "first-order beliefs after 6", ('and', ('bel', 'James', 'green_bucket'), ('bel', 'Mason', 'green_bucket'), ('bel', 'William', 'green_bucket'), ('bel', 'Benjamin', 'green_bucket'), ('bel', 'Chloe', 'red_bucket'))),
    C("they all know Chloe missed it", 'belief', 'T', 6, "X -> Chloe = red_bucket for the four", ('and', ('bel', 'James -> Chloe', 'red_bucket'), ('bel', 'Mason -> Chloe', 'red_bucket'), ('bel', 'William -> Chloe', 'red_bucket'), ('bel', 'Benjamin -> Chloe', 'red_bucket'))),
    C("Chloe thinks Benjamin thinks red_bucket", 'belief', 'T', 'end', "gold Chloe -> Benjamin", ('bel', 'Chloe -> Benjamin', 'red_bucket')),
    C("the red_bucket was the last thing they saw together", 'presence', 'T', 3, "both witness 3; Chloe misses 6", ('and', ('wit', ['Chloe', 'Benjamin']), ('at', 6, ('nowit', 'Chloe')))),
    C("Mason knows Chloe left before his move", 'presence', 'T', 5, "Mason witnesses Chloe's exit", ('wit', 'Mason')),
    C("Mason thinks Chloe thinks Benjamin thinks red_bucket", 'belief', 'T', 'end', "gold Mason -> Chloe -> Benjamin", ('bel', 'Mason -> Chloe -> Benjamin', 'red_bucket')),
    C("James watched Chloe leave", 'presence', 'T', 5, "James witnesses 5", ('wit', 'James')),
    C("watched Mason make the move", 'presence', 'T', 6, "James witnesses 6", ('wit', 'James')),
    C("James thinks Mason thinks the same thing", 'belief', 'T', 'end', "answer restated", ('bel', 'James -> Mason -> Chloe -> Benjamin', 'red_bucket')),
    C("The study scene is all about the melon", 'event', 'T', None, "lines 17, 18, 22 concern the melon", ('and', ('at', 17, ('text', 'melon')), ('at', 18, ('text', 'melon')), ('at', 22, ('text', 'melon')))),
    C("James isn't even in it", 'presence', 'T', 16, "James stays in waiting_room", ('not', ('room', 'James', 'study'))),
])

R(13, 'answer_first', 'unsound', 'red_bucket', """**Answer: G. red_bucket**

Explanation:
- The radish is in the red_bucket at line 3, seen by all five.
- Chloe exits at line 5, before Mason moves it to the green_bucket (line 6).
- Benjamin, James and William see Mason's move; Chloe doesn't.
- In the study (lines 16–25), William, Chloe and James handle only the melon.
- Therefore, James thinks Mason thinks Chloe thinks Benjamin thinks the radish is in the red_bucket.""", [
    C("The radish is in the red_bucket at line 3", 'location', 'T', 3, "line 3", ('obj', 'radish', 'red_bucket')),
    C("seen by all five", 'presence', 'T', 3, "all witness", ('witset', A13)),
    C("Chloe exits at line 5", 'event', 'T', 5, "line 5", ('text', 'Chloe exited the dining_room')),
    C("before Mason moves it to the green_bucket (line 6)", 'order', 'T', None, "5 before 6", ('lt', 'Chloe exited the dining_room', 'Mason moved the radish')),
    C("Benjamin, James and William see Mason's move", 'presence', 'T', 6, "witnesses of 6", ('wit', ['Benjamin', 'James', 'William'])),
    C("Chloe doesn't", 'presence', 'T', 6, "Chloe not a witness", ('nowit', 'Chloe')),
    C("William, Chloe and James handle only the melon", 'presence', 'F', 16, "PLANTED: the study group is William, Chloe and Mason; James stays in the waiting_room", ROOMS(['William', 'Chloe', 'James'], 'study')),
    C("James thinks Mason thinks Chloe thinks Benjamin thinks the radish is in the red_bucket", 'belief', 'T', 'end', "answer restated", ('bel', 'James -> Mason -> Chloe -> Benjamin', 'red_bucket')),
])

R(13, 'thinking', 'unsound', 'red_bucket', """<think>
Chain: James → Mason → Chloe → Benjamin.

The radish is in the red_bucket at line 3; all five are present. Chloe leaves at line 4. Mason moves the radish to the green_bucket at line 6 — Chloe is gone. Then Mason leaves, and James, William, Benjamin leave after him. Mason was the last to leave the dining_room... no wait, Benjamin was. Doesn't matter much.

Innermost: Benjamin. Chloe thinks Benjamin thinks red_bucket, because Chloe didn't see the move and has no reason to think Benjamin did.
Mason → Chloe → Benjamin: Mason saw Chloe leave before his move, so he knows Chloe's picture is the red_bucket. red_bucket.
James → Mason → Chloe → Benjamin: James was there when Chloe left too, and he knows Mason knows. red_bucket.

The melon stuff in the study is irrelevant.
</think>

**G. red_bucket**""", [
    C("The radish is in the red_bucket at line 3", 'location', 'T', 3, "line 3", ('obj', 'radish', 'red_bucket')),
    C("all five are present", 'presence', 'T', 3, "all in dining_room", ROOMS(A13, 'dining_room')),
    C("Chloe leaves at line 4", 'event', 'F', 4, "PLANTED: line 4 Chloe only waits; she exits at line 5", ('text', 'Chloe exited')),
    C("Mason moves the radish to the green_bucket at line 6", 'event', 'T', 6, "line 6", ('text', 'Mason moved the radish to the green_bucket')),
    C("Chloe is gone", 'presence', 'T', 6, "Chloe in no room", ('room', 'Chloe', None)),
    C("Then Mason leaves", 'event', 'T', 7, "line 7", ('text', 'Mason exited the dining_room')),
    C("James, William, Benjamin leave after him", 'order', 'T', None, "exits 9, 11, 13 after 7", ('and', ('at', 7, ('text', 'Mason exited')), ('at', 9, ('text', 'James exited')), ('at', 11, ('text', 'William exited')), ('at', 13, ('text', 'Benjamin exited')))),
    C("Benjamin was", 'order', 'T', None, "Benjamin last out of the dining_room (13)", ('and', ('lt', 'William exited the dining_room', 'Benjamin exited the dining_room'), ('lt', 'James exited the dining_room', 'Benjamin exited the dining_room'))),
    C("Chloe thinks Benjamin thinks red_bucket", 'belief', 'T', 'end', "gold Chloe -> Benjamin", ('bel', 'Chloe -> Benjamin', 'red_bucket')),
    C("Chloe didn't see the move", 'presence', 'T', 6, "Chloe not a witness of 6", ('nowit', 'Chloe')),
    C("Mason saw Chloe leave before his move", 'presence', 'T', 5, "Mason witnesses 5", ('wit', 'Mason')),
    C("he knows Chloe's picture is the red_bucket", 'belief', 'T', 'end', "gold Mason -> Chloe", ('bel', 'Mason -> Chloe', 'red_bucket')),
    C("James was there when Chloe left too", 'presence', 'T', 5, "James in dining_room at 5", ('room', 'James', 'dining_room')),
    C("he knows Mason knows", 'belief', 'T', 'end', "gold James -> Mason -> Chloe", ('bel', 'James -> Mason -> Chloe', 'red_bucket')),
    C("The melon stuff in the study is irrelevant", 'event', 'U', None, "relevance judgment"),
])

R(13, 'terse', 'wrong', 'green_bucket', """J. green_bucket — that's where Mason put it.""", [
    C("that's where Mason put it", 'event', 'T', 6, "line 6", ('text', 'Mason moved the radish to the green_bucket')),
])

R(13, 'numbered', 'unsupported', 'red_bucket', r"""Let's think step by step.
1. Identify the chain of four agents.
2. Find the latest moment that all of them share.
3. Read off the container at that moment.

James thinks Mason thinks Chloe thinks Benjamin thinks the radish is in the red_bucket, so the answer is \boxed{red_bucket}.""", [
    C("James thinks Mason thinks Chloe thinks Benjamin thinks the radish is in the red_bucket", 'belief', 'T', 'end', "answer restated", ('bel', 'James -> Mason -> Chloe -> Benjamin', 'red_bucket')),
])

# ---------------- item 14: s6813-10-o0  onion really -> red_crate
A14 = ['Benjamin', 'Jayden', 'Liam', 'Evelyn', 'Carter']
LEMON14 = ('and', ('at', 25, ('text', 'Evelyn publicly claimed that lemon')), ('at', 26, ('text', 'Benjamin privately told Evelyn that the lemon')))
CARTER_ALONE = ('and', ('room', 'Carter', 'attic'), NOTIN(['Benjamin', 'Jayden', 'Liam', 'Evelyn'], 'attic'))
R(14, 'thinking', 'sound', 'red_crate', """<think>
Reality. Track the onion only.
3: red_crate. 4: Benjamin → blue_suitcase. 6: Jayden → green_crate. 8: Liam → green_cupboard. 12: Carter → red_crate — back to where it started! Carter was alone in the attic at that point (Evelyn left at 11).
After that: basement scene with the lemon, and the claims are about the lemon. So the onion stays in the red_crate.
Hmm, tempting to answer green_cupboard since that's what most people last saw, but the question is where it really is.
</think>

A. red_crate""", [
    C("3: red_crate", 'location', 'T', 3, "line 3", ('obj', 'onion', 'red_crate')),
    C("4: Benjamin → blue_suitcase", 'event', 'T', 4, "line 4", ('text', 'Benjamin moved the onion to the blue_suitcase')),
    C("6: Jayden → green_crate", 'event', 'T', 6, "line 6", ('text', 'Jayden moved the onion to the green_crate')),
    C("8: Liam → green_cupboard", 'event', 'T', 8, "line 8", ('text', 'Liam moved the onion to the green_cupboard')),
    C("12: Carter → red_crate", 'event', 'T', 12, "line 12", ('text', 'Carter moved the onion to the red_crate')),
    C("back to where it started", 'location', 'T', 3, "onion started in red_crate", ('obj', 'onion', 'red_crate')),
    C("Carter was alone in the attic at that point", 'presence', 'T', 12, "only Carter in attic", CARTER_ALONE),
    C("Evelyn left at 11", 'event', 'T', 11, "line 11", ('text', 'Evelyn exited the attic')),
    C("basement scene with the lemon", 'location', 'T', 16, "line 16 lemon in red_basket", ('text', 'The lemon is in the red_basket')),
    C("the claims are about the lemon", 'communication', 'T', 25, "lines 25-26", LEMON14),
    C("the onion stays in the red_crate", 'location', 'T', 'end', "answer restated", ('obj', 'onion', 'red_crate')),
    C("that's what most people last saw", 'belief', 'U', None, "vague 'most people' (beliefs split 2/1/1/1)"),
])

R(14, 'narrative', 'sound', 'red_crate', """Let me trace the onion. It's moved four times in the attic: Benjamin takes it from the red_crate to the blue_suitcase, Jayden to the green_crate, Liam to the green_cupboard, and finally Carter — left alone after Evelyn walks out — puts it back in the red_crate. Each of the first three movers leaves right after their move.

Nothing later touches the onion: the basement scene is about a lemon, and so are Evelyn's public claim and Benjamin's private tell. Carter, the one person who knows the truth, says nothing at all.

So the onion is really back in the red_crate. The answer is A. red_crate.""", [
    C("It's moved four times in the attic", 'event', 'T', None, "onion moves at 4, 6, 8, 12 and none after", ('and', ('at', 4, ('text', 'moved the onion')), ('at', 6, ('text', 'moved the onion')), ('at', 8, ('text', 'moved the onion')), ('at', 12, ('text', 'moved the onion')), ('none_after', 12, 'moved the onion'))),
    C("Benjamin takes it from the red_crate to the blue_suitcase", 'event', 'T', 4, "line 4", ('text', 'Benjamin moved the onion to the blue_suitcase')),
    C("Jayden to the green_crate", 'event', 'T', 6, "line 6", ('text', 'Jayden moved the onion to the green_crate')),
    C("Liam to the green_cupboard", 'event', 'T', 8, "line 8", ('text', 'Liam moved the onion to the green_cupboard')),
    C("left alone after Evelyn walks out", 'presence', 'T', 12, "Carter alone in the attic", CARTER_ALONE),
    C("puts it back in the red_crate", 'event', 'T', 12, "line 12", ('text', 'Carter moved the onion to the red_crate')),
    C("Each of the first three movers leaves right after their move", 'event', 'T', None, "exits at 5, 7, 9", ('and', ('at', 5, ('text', 'Benjamin exited')), ('at', 7, ('text', 'Jayden exited')), ('at', 9, ('text', 'Liam exited')))),
    C("Nothing later touches the onion", 'event', 'T', None, "no onion line after 12", ('none_after', 12, 'onion')),
    C("the basement scene is about a lemon", 'location', 'T', 16, "line 16", ('obj', 'lemon', 'red_basket')),
    C("so are Evelyn's public claim and Benjamin's private tell", 'communication', 'T', 25, "lines 25-26 about the lemon", LEMON14),
    C("Carter, the one person who knows the truth", 'belief', 'T', 'end', "only Carter believes red_crate", ('and', ('bel', 'Carter', 'red_crate'), ('not', ('bel', 'Benjamin', 'red_crate')), ('not', ('bel', 'Jayden', 'red_crate')), ('not', ('bel', 'Liam', 'red_crate')), ('not', ('bel', 'Evelyn', 'red_crate')))),
    C("says nothing at all", 'communication', 'T', None, "no Carter tell or claim", ('and', ('noline', 'Carter publicly'), ('noline', 'Carter privately'))),
    C("the onion is really back in the red_crate", 'location', 'T', 'end', "answer restated", ('obj', 'onion', 'red_crate')),
])

R(14, 'answer_first', 'unsound', 'red_crate', """**A. red_crate**

Explanation:
- After Liam's move to the green_cupboard (line 8), Carter moves the onion back to the red_crate at line 12, when he is alone in the attic.
- No later line moves the onion.
- At line 25 Carter publicly claims the onion is in the red_crate, but that's only talk anyway.
- The onion is really in the red_crate.""", [
    C("Liam's move to the green_cupboard (line 8)", 'event', 'T', 8, "line 8", ('text', 'Liam moved the onion to the green_cupboard')),
    C("Carter moves the onion back to the red_crate at line 12", 'event', 'T', 12, "line 12", ('text', 'Carter moved the onion to the red_crate')),
    C("when he is alone in the attic", 'presence', 'T', 12, "Carter alone", CARTER_ALONE),
    C("No later line moves the onion", 'event', 'T', None, "none after 12", ('none_after', 12, 'moved the onion')),
    C("At line 25 Carter publicly claims the onion is in the red_crate", 'communication', 'F', 25, "PLANTED: line 25 is Evelyn's public claim about the lemon", ('text', 'Carter publicly claimed')),
    C("The onion is really in the red_crate", 'location', 'T', 'end', "answer restated", ('obj', 'onion', 'red_crate')),
])

R(14, 'numbered', 'wrong', 'green_cupboard', """1. red_crate (line 3)
2. blue_suitcase (Benjamin, line 4)
3. green_crate (Jayden, line 6)
4. green_cupboard (Liam, line 8)
5. Evelyn and Carter are the last two in the attic; neither of them moves the onion.

**Answer:** D. green_cupboard""", [
    C("red_crate (line 3)", 'location', 'T', 3, "line 3", ('obj', 'onion', 'red_crate')),
    C("blue_suitcase (Benjamin, line 4)", 'event', 'T', 4, "line 4", ('text', 'Benjamin moved the onion to the blue_suitcase')),
    C("green_crate (Jayden, line 6)", 'event', 'T', 6, "line 6", ('text', 'Jayden moved the onion to the green_crate')),
    C("green_cupboard (Liam, line 8)", 'event', 'T', 8, "line 8", ('text', 'Liam moved the onion to the green_cupboard')),
    C("Evelyn and Carter are the last two in the attic", 'presence', 'T', 9, "after line 9 only Evelyn and Carter remain", ('and', ROOMS(['Evelyn', 'Carter'], 'attic'), ROOMS(['Benjamin', 'Jayden', 'Liam'], None))),
    C("neither of them moves the onion", 'event', 'F', None, "Carter moves it to the red_crate at line 12", ('noline', 'Carter moved the onion')),
])

R(14, 'terse', 'unsupported', 'red_crate', """Answer: A. red_crate""", [])

# ---------------- item 15: s6813-8-o3  Ethan -> Elizabeth -> William turnip -> red_crate
PLUM15 = ('and', ('at', 23, ('text', 'claimed that plum')), ('at', 24, ('text', 'that the plum')))
R(15, 'numbered', 'sound', 'red_crate', """**1. William's belief.** William sees the turnip in the red_crate (line 2) and leaves at line 4, before anything moves. He believes red_crate.
**2. Elizabeth's view of William.** Elizabeth is still in the back_yard when William leaves, and she sees Emma move the turnip to the blue_crate at line 5, after William is gone. So Elizabeth thinks William thinks red_crate.
**3. Ethan's view of Elizabeth's view.** Ethan was also present for William's exit and Emma's move, and he knows Elizabeth saw the move too. So Ethan thinks Elizabeth thinks William thinks red_crate.
**4. The rest.** The second back_yard scene is about the plum, which Ethan moves to the red_crate — a different object, even though it's the same container.

**Answer:** G. red_crate""", [
    C("William sees the turnip in the red_crate (line 2)", 'presence', 'T', 2, "William witnesses 2", ('and', ('wit', 'William'), ('obj', 'turnip', 'red_crate'))),
    C("leaves at line 4", 'event', 'T', 4, "line 4", ('text', 'William exited the back_yard')),
    C("before anything moves", 'order', 'T', None, "exit 4 before move 5", ('lt', 'William exited the back_yard', 'Emma moved the turnip')),
    C("He believes red_crate", 'belief', 'T', 'end', "gold William", ('bel', 'William', 'red_crate')),
    C("Elizabeth is still in the back_yard when William leaves", 'presence', 'T', 4, "Elizabeth in back_yard", ('room', 'Elizabeth', 'back_yard')),
    C("she sees Emma move the turnip to the blue_crate at line 5", 'presence', 'T', 5, "Elizabeth witnesses 5", ('and', ('wit', 'Elizabeth'), ('text', 'Emma moved the turnip to the blue_crate'))),
    C("after William is gone", 'order', 'T', None, "4 before 5", ('lt', 'William exited the back_yard', 'Emma moved the turnip')),
    C("Elizabeth thinks William thinks red_crate", 'belief', 'T', 'end', "gold Elizabeth -> William", ('bel', 'Elizabeth -> William', 'red_crate')),
    C("Ethan was also present for William's exit and Emma's move", 'presence', 'T', None, "Ethan witnesses 4 and 5", ('and', ('at', 4, ('wit', 'Ethan')), ('at', 5, ('wit', 'Ethan')))),
    C("he knows Elizabeth saw the move too", 'belief', 'T', 5, "Ethan -> Elizabeth = blue_crate after 5", ('bel', 'Ethan -> Elizabeth', 'blue_crate')),
    C("Ethan thinks Elizabeth thinks William thinks red_crate", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan -> Elizabeth -> William', 'red_crate')),
    C("The second back_yard scene is about the plum", 'location', 'T', 15, "line 15", ('text', 'The plum is in the blue_crate')),
    C("which Ethan moves to the red_crate", 'event', 'T', 16, "line 16", ('text', 'Ethan moved the plum to the red_crate')),
])

R(15, 'narrative', 'sound', 'red_crate', """Let me trace where everyone was during the turnip's one move.

William is the first to leave the back_yard, and at that point the turnip is still in the red_crate. Only after he's gone does Emma move it to the blue_crate — with Elizabeth, Ethan and Lily all watching. William therefore still believes it's in the red_crate, and both Elizabeth and Ethan know he missed the move.

From Ethan's point of view, Elizabeth saw exactly what he saw: William leaving, then Emma's move. So Ethan thinks Elizabeth thinks William thinks the turnip is in the red_crate. Nothing said in the waiting_room at the end is about the turnip; Emma's claim and Lily's tell both concern the plum.

The answer is G. red_crate.""", [
    C("William is the first to leave the back_yard", 'order', 'T', None, "William exits 4, first", ('and', ('lt', 'William exited the back_yard', 'Emma exited the back_yard'), ('lt', 'William exited the back_yard', 'Lily exited the back_yard'))),
    C("at that point the turnip is still in the red_crate", 'location', 'T', 4, "row 4", ('obj', 'turnip', 'red_crate')),
    C("Only after he's gone does Emma move it to the blue_crate", 'order', 'T', None, "4 before 5", ('lt', 'William exited the back_yard', 'Emma moved the turnip to the blue_crate')),
    C("with Elizabeth, Ethan and Lily all watching", 'presence', 'T', 5, "witnesses of 5", ('wit', ['Elizabeth', 'Ethan', 'Lily'])),
    C("William therefore still believes it's in the red_crate", 'belief', 'T', 'end', "gold William", ('bel', 'William', 'red_crate')),
    C("both Elizabeth and Ethan know he missed the move", 'belief', 'T', 'end', "Elizabeth -> William and Ethan -> William = red_crate", ('and', ('bel', 'Elizabeth -> William', 'red_crate'), ('bel', 'Ethan -> William', 'red_crate'))),
    C("Elizabeth saw exactly what he saw: William leaving, then Emma's move", 'presence', 'T', None, "both witness 4 and 5", ('and', ('at', 4, ('wit', ['Elizabeth', 'Ethan'])), ('at', 5, ('wit', ['Elizabeth', 'Ethan'])))),
    C("Ethan thinks Elizabeth thinks William thinks the turnip is in the red_crate", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan -> Elizabeth -> William', 'red_crate')),
    C("Nothing said in the waiting_room at the end is about the turnip", 'communication', 'T', None, "no turnip line after 13", ('none_after', 13, 'turnip')),
    C("Emma's claim and Lily's tell both concern the plum", 'communication', 'T', 23, "lines 23-24", PLUM15),
])

R(15, 'answer_first', 'unsound', 'red_crate', """**G. red_crate**

Explanation:
- William leaves at line 4 while the turnip is in the red_crate.
- Emma moves it to the blue_crate at line 5, seen by Elizabeth and Ethan.
- Emma's public claim at line 23 convinces Elizabeth that the turnip is in the blue_bathtub.
- That doesn't affect the chain about William, though: Ethan thinks Elizabeth thinks William thinks it's in the red_crate.""", [
    C("William leaves at line 4", 'event', 'T', 4, "line 4", ('text', 'William exited the back_yard')),
    C("while the turnip is in the red_crate", 'location', 'T', 4, "row 4", ('obj', 'turnip', 'red_crate')),
    C("Emma moves it to the blue_crate at line 5", 'event', 'T', 5, "line 5", ('text', 'Emma moved the turnip to the blue_crate')),
    C("seen by Elizabeth and Ethan", 'presence', 'T', 5, "both witness", ('wit', ['Elizabeth', 'Ethan'])),
    C("Emma's public claim at line 23 convinces Elizabeth that the turnip is in the blue_bathtub", 'communication', 'F', 23, "PLANTED: the claim is about the plum; Elizabeth's turnip belief stays blue_crate", ('bel', 'Elizabeth', 'blue_bathtub')),
    C("Ethan thinks Elizabeth thinks William thinks it's in the red_crate", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan -> Elizabeth -> William', 'red_crate')),
])

R(15, 'thinking', 'unsound', 'red_crate', """<think>
Ethan → Elizabeth → William. Turnip.
William saw it in the red_crate, left at line 4. Emma moved it to the blue_crate at line 5. Elizabeth and Ethan both saw that move and both saw William leave before it.
So Elizabeth thinks William thinks red_crate, and Ethan knows that.
Second scene: Ethan, Emma, Lily. The plum is in the blue_crate (15), Ethan moves the plum to the red_crate (16). Funny — at this point the turnip is back in the red_crate as well. Doesn't matter for William's belief though. Elizabeth isn't in this scene anyway.
Final statements: Emma claims plum in blue_bathtub, Lily tells Emma blue_crate. About the plum.
Answer red_crate.
</think>
**G. red_crate** — William left before the only turnip move, and both Ethan and Elizabeth saw him go.""", [
    C("William saw it in the red_crate", 'presence', 'T', 2, "William witnesses 2", ('wit', 'William')),
    C("left at line 4", 'event', 'T', 4, "line 4", ('text', 'William exited the back_yard')),
    C("Emma moved it to the blue_crate at line 5", 'event', 'T', 5, "line 5", ('text', 'Emma moved the turnip to the blue_crate')),
    C("Elizabeth and Ethan both saw that move", 'presence', 'T', 5, "both witness 5", ('wit', ['Elizabeth', 'Ethan'])),
    C("both saw William leave before it", 'presence', 'T', 4, "both witness 4", ('wit', ['Elizabeth', 'Ethan'])),
    C("Elizabeth thinks William thinks red_crate", 'belief', 'T', 'end', "gold Elizabeth -> William", ('bel', 'Elizabeth -> William', 'red_crate')),
    C("Ethan knows that", 'belief', 'T', 'end', "answer restated (Ethan -> Elizabeth -> William)", ('bel', 'Ethan -> Elizabeth -> William', 'red_crate')),
    C("The plum is in the blue_crate (15)", 'location', 'T', 15, "line 15", ('obj', 'plum', 'blue_crate')),
    C("Ethan moves the plum to the red_crate (16)", 'event', 'T', 16, "line 16", ('text', 'Ethan moved the plum to the red_crate')),
    C("at this point the turnip is back in the red_crate as well", 'location', 'F', 16, "PLANTED: the turnip is still in the blue_crate at 16", ('obj', 'turnip', 'red_crate')),
    C("Elizabeth isn't in this scene anyway", 'presence', 'T', 14, "Elizabeth stays in waiting_room", ('not', ('room', 'Elizabeth', 'back_yard'))),
    C("Emma claims plum in blue_bathtub", 'communication', 'T', 23, "line 23", ('text', 'Emma publicly claimed that plum is in the blue_bathtub')),
    C("Lily tells Emma blue_crate", 'communication', 'T', 24, "line 24", ('text', 'Lily privately told Emma that the plum is in the blue_crate')),
    C("William left before the only turnip move", 'order', 'T', None, "4 before 5, the only turnip move", ('and', ('lt', 'William exited the back_yard', 'Emma moved the turnip'), ('none_after', 5, 'moved the turnip'))),
    C("both Ethan and Elizabeth saw him go", 'presence', 'T', 4, "both witness 4", ('wit', ['Ethan', 'Elizabeth'])),
])

R(15, 'terse', 'wrong', 'blue_crate', """F. blue_crate. Elizabeth and Ethan both watched Emma put it in the blue_crate.""", [
    C("Elizabeth and Ethan both watched Emma put it in the blue_crate", 'presence', 'T', 5, "both witness line 5", ('and', ('wit', ['Elizabeth', 'Ethan']), ('text', 'Emma moved the turnip to the blue_crate'))),
])

# ---------------- item 16: s6813-21-o1  Hannah really thinks pineapple -> blue_treasure_chest
A16 = ['Hannah', 'Ethan', 'Owen', 'Aiden', 'Mila']
MISS16 = ('and', ('at', 5, ('nowit', 'Hannah')), ('at', 9, ('nowit', 'Hannah')))
R(16, 'terse', 'sound', 'blue_treasure_chest', """I. blue_treasure_chest — Hannah moved it there herself and was the first to leave, so she missed Ethan's and Owen's moves.""", [
    C("Hannah moved it there herself", 'event', 'T', 3, "line 3", ('text', 'Hannah moved the pineapple to the blue_treasure_chest')),
    C("was the first to leave", 'order', 'T', None, "Hannah exits 4, first", ('and', ('lt', 'Hannah exited the kitchen', 'Ethan exited the kitchen'), ('lt', 'Hannah exited the kitchen', 'Owen exited the kitchen'))),
    C("she missed Ethan's and Owen's moves", 'presence', 'T', None, "Hannah not a witness of 5 or 9", MISS16),
])

R(16, 'numbered', 'unsound', 'blue_treasure_chest', r"""Let's think step by step.
1. The pineapple starts in the blue_box (line 2).
2. Hannah moves it to the blue_treasure_chest (line 3), then exits (line 4).
3. Ethan moves it to the green_box (line 5) and leaves.
4. Aiden moves it to the blue_envelope (line 9).
5. Hannah saw none of the moves after line 3, and nobody tells her anything.
So Hannah thinks the pineapple is in the blue_treasure_chest.

The answer is \boxed{blue_treasure_chest}.""", [
    C("The pineapple starts in the blue_box (line 2)", 'location', 'T', 2, "line 2", ('obj', 'pineapple', 'blue_box')),
    C("Hannah moves it to the blue_treasure_chest (line 3)", 'event', 'T', 3, "line 3", ('text', 'Hannah moved the pineapple to the blue_treasure_chest')),
    C("then exits (line 4)", 'event', 'T', 4, "line 4", ('text', 'Hannah exited the kitchen')),
    C("Ethan moves it to the green_box (line 5)", 'event', 'T', 5, "line 5", ('text', 'Ethan moved the pineapple to the green_box')),
    C("leaves", 'event', 'T', 7, "line 7", ('text', 'Ethan exited the kitchen')),
    C("Aiden moves it to the blue_envelope (line 9)", 'event', 'F', 9, "PLANTED: line 9 is Owen's move", ('text', 'Aiden moved the pineapple')),
    C("Hannah saw none of the moves after line 3", 'presence', 'T', None, "not a witness of 5 or 9", MISS16),
    C("nobody tells her anything", 'communication', 'T', None, "no tells", NOTELL),
    C("Hannah thinks the pineapple is in the blue_treasure_chest", 'belief', 'T', 'end', "answer restated", ('bel', 'Hannah', 'blue_treasure_chest')),
])

R(16, 'narrative', 'unsound', 'blue_treasure_chest', """Let me trace what Hannah saw. Everyone is in the kitchen when the pineapple is in the blue_box, and Hannah is the one who moves it into the blue_treasure_chest. She walks out right after that.

From then on she's out of the loop. Ethan moves it to the green_box, Owen moves it to the blue_envelope, and by the end Ethan thinks it's in the blue_envelope just like Owen, Aiden and Mila do. None of that reaches Hannah — she wasn't there, and nobody says a word in the waiting_room.

So Hannah still thinks the pineapple is in the blue_treasure_chest. The answer is I. blue_treasure_chest.""", [
    C("Everyone is in the kitchen when the pineapple is in the blue_box", 'presence', 'T', 2, "all in kitchen", ('and', ROOMS(A16, 'kitchen'), ('obj', 'pineapple', 'blue_box'))),
    C("Hannah is the one who moves it into the blue_treasure_chest", 'event', 'T', 3, "line 3", ('text', 'Hannah moved the pineapple to the blue_treasure_chest')),
    C("She walks out right after that", 'event', 'T', 4, "line 4", ('text', 'Hannah exited the kitchen')),
    C("she's out of the loop", 'presence', 'T', None, "Hannah never back in the kitchen", ('never', 4, ('room', 'Hannah', 'kitchen'))),
    C("Ethan moves it to the green_box", 'event', 'T', 5, "line 5", ('text', 'Ethan moved the pineapple to the green_box')),
    C("Owen moves it to the blue_envelope", 'event', 'T', 9, "line 9", ('text', 'Owen moved the pineapple to the blue_envelope')),
    C("by the end Ethan thinks it's in the blue_envelope", 'belief', 'F', 'end', "PLANTED: Ethan left at 7 before Owen's move; he believes green_box", ('bel', 'Ethan', 'blue_envelope')),
    C("just like Owen, Aiden and Mila do", 'belief', 'T', 'end', "Owen, Aiden, Mila = blue_envelope", ('and', ('bel', 'Owen', 'blue_envelope'), ('bel', 'Aiden', 'blue_envelope'), ('bel', 'Mila', 'blue_envelope'))),
    C("she wasn't there", 'presence', 'T', None, "Hannah in no room at 5 and 9", ('and', ('at', 5, ('room', 'Hannah', None)), ('at', 9, ('room', 'Hannah', None)))),
    C("nobody says a word in the waiting_room", 'communication', 'T', None, "no tells or claims", NOTELL),
    C("Hannah still thinks the pineapple is in the blue_treasure_chest", 'belief', 'T', 'end', "answer restated", ('bel', 'Hannah', 'blue_treasure_chest')),
])

R(16, 'thinking', 'wrong', 'blue_envelope', """<think>
Hannah moved it to the blue_treasure_chest and left. Then Ethan → green_box, Owen → blue_envelope. At line 16 everyone's together in the waiting_room, and presumably the others would fill her in... Actually the story doesn't say anyone talks. Hmm.

But the question says "really", which I read as: where the pineapple really is, from her perspective after rejoining the group. I'll say blue_envelope.
</think>

G. blue_envelope""", [
    C("Hannah moved it to the blue_treasure_chest", 'event', 'T', 3, "line 3", ('text', 'Hannah moved the pineapple to the blue_treasure_chest')),
    C("left", 'event', 'T', 4, "line 4", ('text', 'Hannah exited the kitchen')),
    C("Ethan → green_box", 'event', 'T', 5, "line 5", ('text', 'Ethan moved the pineapple to the green_box')),
    C("Owen → blue_envelope", 'event', 'T', 9, "line 9", ('text', 'Owen moved the pineapple to the blue_envelope')),
    C("At line 16 everyone's together in the waiting_room", 'presence', 'T', 16, "all in waiting_room", ROOMS(A16, 'waiting_room')),
    C("the story doesn't say anyone talks", 'communication', 'T', None, "no tells or claims", NOTELL),
])

R(16, 'answer_first', 'unsupported', 'blue_treasure_chest', """**Answer: I. blue_treasure_chest**

Hannah believes the pineapple is in the blue_treasure_chest.""", [
    C("Hannah believes the pineapple is in the blue_treasure_chest", 'belief', 'T', 'end', "answer restated", ('bel', 'Hannah', 'blue_treasure_chest')),
])

# ---------------- item 17: s6813-16-o1  Ethan really thinks plum -> blue_pantry
A17 = ['Jacob', 'Evelyn', 'Nathan', 'Carter', 'Ethan']
EXITS17 = ('and', ('at', 4, ('text', 'Jacob exited')), ('at', 6, ('text', 'Evelyn exited')), ('at', 8, ('text', 'Nathan exited')), ('at', 10, ('text', 'Carter exited')), ('at', 12, ('text', 'Ethan exited')))
NOETHAN17 = ('and', ('at', 14, ('nowit', 'Ethan')), ('at', 15, ('nowit', 'Ethan')))
R(17, 'answer_first', 'sound', 'blue_pantry', """**F. blue_pantry**

Explanation:
- The plum is in the blue_pantry at line 2 and nobody ever moves it.
- Ethan is the last one to leave the TV_room (line 12), so he saw the plum stay put the whole time.
- The two private conversations at the end don't involve Ethan: Nathan tells Jacob (line 14) and Evelyn tells Carter (line 15). Evelyn's red_envelope story doesn't reach Ethan at all.
- So Ethan thinks the plum is in the blue_pantry.""", [
    C("The plum is in the blue_pantry at line 2", 'location', 'T', 2, "line 2", ('obj', 'plum', 'blue_pantry')),
    C("nobody ever moves it", 'event', 'T', None, "no plum move", ('noline', 'moved the plum')),
    C("Ethan is the last one to leave the TV_room (line 12)", 'order', 'T', 12, "Ethan exits last at 12", ('and', ('at', 12, ('text', 'Ethan exited the TV_room')), ('lt', 'Carter exited the TV_room', 'Ethan exited the TV_room'))),
    C("The two private conversations at the end don't involve Ethan", 'presence', 'T', None, "Ethan witnesses neither 14 nor 15", NOETHAN17),
    C("Nathan tells Jacob (line 14)", 'communication', 'T', 14, "line 14", ('text', 'Nathan privately told Jacob')),
    C("Evelyn tells Carter (line 15)", 'communication', 'T', 15, "line 15", ('text', 'Evelyn privately told Carter')),
    C("Evelyn's red_envelope story doesn't reach Ethan at all", 'communication', 'T', 15, "Ethan's belief unchanged at 15", ('and', ('unch', 'Ethan'), ('nowit', 'Ethan'))),
    C("Ethan thinks the plum is in the blue_pantry", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan', 'blue_pantry')),
])

R(17, 'thinking', 'sound', 'blue_pantry', """<think>
The plum never moves. Everyone sees it in the blue_pantry at line 2, then they leave one by one: Jacob, Evelyn, Nathan, Carter, Ethan.
Then the tells. Nathan → Jacob: blue_pantry (true). Evelyn → Carter: red_envelope (false). Does Carter believe Evelyn? Evelyn left the room at line 6, Carter at line 10 — Carter stayed longer, so he has no reason to trust her over what he saw. Carter keeps the blue_pantry.
Anyway the question is about Ethan, and Ethan heard neither tell. Ethan: blue_pantry.
</think>
Ethan thinks the plum is in the blue_pantry (F).""", [
    C("The plum never moves", 'event', 'T', None, "no plum move", ('noline', 'moved the plum')),
    C("Everyone sees it in the blue_pantry at line 2", 'presence', 'T', 2, "all witness 2", ('witset', A17)),
    C("they leave one by one: Jacob, Evelyn, Nathan, Carter, Ethan", 'order', 'T', None, "exits 4, 6, 8, 10, 12", EXITS17),
    C("Nathan → Jacob: blue_pantry", 'communication', 'T', 14, "line 14", ('text', 'Nathan privately told Jacob that the plum is in the blue_pantry')),
    C("(true)", 'location', 'T', 14, "plum in blue_pantry", ('obj', 'plum', 'blue_pantry')),
    C("Evelyn → Carter: red_envelope", 'communication', 'T', 15, "line 15", ('text', 'Evelyn privately told Carter that the plum is in the red_envelope')),
    C("(false)", 'location', 'T', 15, "plum not in red_envelope", ('not', ('obj', 'plum', 'red_envelope'))),
    C("Evelyn left the room at line 6", 'event', 'T', 6, "line 6", ('text', 'Evelyn exited the TV_room')),
    C("Carter at line 10", 'event', 'T', 10, "line 10", ('text', 'Carter exited the TV_room')),
    C("he has no reason to trust her over what he saw", 'communication', 'T', 15, "Carter's belief unchanged by the tell", ('unch', 'Carter')),
    C("Carter keeps the blue_pantry", 'belief', 'T', 15, "Carter=blue_pantry after 15", ('bel', 'Carter', 'blue_pantry')),
    C("Ethan heard neither tell", 'presence', 'T', None, "Ethan witnesses neither", NOETHAN17),
    C("Ethan: blue_pantry", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan', 'blue_pantry')),
    C("Ethan thinks the plum is in the blue_pantry (F)", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan', 'blue_pantry')),
])

R(17, 'narrative', 'unsound', 'blue_pantry', """Let me trace the story. The plum sits in the blue_pantry from line 2 onward; nobody ever moves it. All five people leave the TV_room one by one, with Ethan the last to go, so every one of them saw the plum in the blue_pantry.

In the waiting_room there are two private conversations. Nathan tells Jacob the truth, and Evelyn tells Carter the plum is in the red_envelope. Carter ends up believing her and now thinks the plum is in the red_envelope. But Ethan isn't part of either conversation, so his belief is untouched.

The answer is F. blue_pantry.""", [
    C("The plum sits in the blue_pantry from line 2 onward", 'location', 'T', None, "blue_pantry at every line from 2", ('always', 2, ('obj', 'plum', 'blue_pantry'))),
    C("nobody ever moves it", 'event', 'T', None, "no plum move", ('noline', 'moved the plum')),
    C("All five people leave the TV_room one by one", 'event', 'T', None, "exits 4-12", EXITS17),
    C("with Ethan the last to go", 'order', 'T', None, "Ethan exits after Carter", ('lt', 'Carter exited the TV_room', 'Ethan exited the TV_room')),
    C("every one of them saw the plum in the blue_pantry", 'presence', 'T', 2, "all witness 2", ('witset', A17)),
    C("Nathan tells Jacob the truth", 'communication', 'T', 14, "line 14, plum really in blue_pantry", ('and', ('text', 'Nathan privately told Jacob that the plum is in the blue_pantry'), ('obj', 'plum', 'blue_pantry'))),
    C("Evelyn tells Carter the plum is in the red_envelope", 'communication', 'T', 15, "line 15", ('text', 'Evelyn privately told Carter that the plum is in the red_envelope')),
    C("Carter ends up believing her and now thinks the plum is in the red_envelope", 'communication', 'F', 15, "PLANTED: Carter left after Evelyn, does not trust her, keeps blue_pantry", ('bel', 'Carter', 'red_envelope')),
    C("Ethan isn't part of either conversation", 'presence', 'T', None, "Ethan witnesses neither", NOETHAN17),
    C("his belief is untouched", 'belief', 'T', 15, "Ethan unchanged at 14 and 15", ('and', ('unch', 'Ethan'), ('at', 14, ('unch', 'Ethan')))),
])

R(17, 'terse', 'wrong', 'red_envelope', """J. red_envelope — Evelyn said so at the end.""", [
    C("Evelyn said so at the end", 'communication', 'T', 15, "line 15 (the tell is a lie)", ('text', 'Evelyn privately told Carter that the plum is in the red_envelope')),
])

R(17, 'numbered', 'unsupported', 'blue_pantry', """1. Find Ethan's last observation of the plum.
2. Check whether any later information reached him.
3. Conclude.

Ethan's belief: blue_pantry.

**Answer:** F. blue_pantry""", [
    C("Ethan's belief: blue_pantry", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan', 'blue_pantry')),
])
