# Items 24-29, each response written by hand.

# ---------------- item 24: s6813-14-o4  William -> Sophia -> Aiden -> Amelia radish -> red_basket
A24 = ['Sophia', 'William', 'Amelia', 'Aiden', 'Hannah']
MISS24 = ('and', ('at', 6, ('nowit', 'Sophia')), ('at', 12, ('nowit', 'Sophia')))
CLAIM24 = ('and', ('bel', 'William', 'red_treasure_chest'), ('bel', 'Sophia', 'red_treasure_chest'), ('at', 14, ('bel', 'William', 'blue_drawer')), ('at', 14, ('bel', 'Sophia', 'red_basket')))
R(24, 'answer_first', 'sound', 'red_basket', """**Answer: J. red_basket**

Explanation:
- Sophia moves the radish from the red_treasure_chest to the red_basket at line 4, with all five in the office.
- Sophia leaves right after (line 5), so she never sees William's move to the blue_drawer (line 6) or Hannah's move back to the red_treasure_chest (line 12).
- For Sophia, Aiden and Amelia were last seen with the radish in the red_basket, so Sophia thinks Aiden thinks Amelia thinks red_basket.
- William saw Sophia leave before his own move, so he knows her picture stops at line 4.
- Amelia's public claim at line 15 changes William's and Sophia's own beliefs, but not William's model of Sophia's model of Aiden.""", [
    C("Sophia moves the radish from the red_treasure_chest to the red_basket at line 4", 'event', 'T', 4, "line 4", ('and', ('text', 'Sophia moved the radish to the red_basket'), ('at', 3, ('obj', 'radish', 'red_treasure_chest')))),
    C("with all five in the office", 'presence', 'T', 4, "all in office", ROOMS(A24, 'office')),
    C("Sophia leaves right after (line 5)", 'event', 'T', 5, "line 5", ('text', 'Sophia exited the office')),
    C("she never sees", 'presence', 'T', None, "Sophia witnesses neither 6 nor 12", MISS24),
    C("William's move to the blue_drawer (line 6)", 'event', 'T', 6, "line 6", ('text', 'William moved the radish to the blue_drawer')),
    C("Hannah's move back to the red_treasure_chest (line 12)", 'event', 'T', 12, "line 12", ('text', 'Hannah moved the radish to the red_treasure_chest')),
    C("Sophia thinks Aiden thinks Amelia thinks red_basket", 'belief', 'T', 'end', "gold Sophia -> Aiden -> Amelia", ('bel', 'Sophia -> Aiden -> Amelia', 'red_basket')),
    C("William saw Sophia leave", 'presence', 'T', 5, "William witnesses 5", ('wit', 'William')),
    C("before his own move", 'order', 'T', None, "5 before 6", ('lt', 'Sophia exited the office', 'William moved the radish')),
    C("he knows her picture stops at line 4", 'belief', 'T', 'end', "William -> Sophia = red_basket", ('bel', 'William -> Sophia', 'red_basket')),
    C("Amelia's public claim at line 15 changes William's and Sophia's own beliefs", 'communication', 'T', 15, "both switch to red_treasure_chest", CLAIM24),
    C("not William's model of Sophia's model of Aiden", 'communication', 'T', 15, "William -> Sophia -> Aiden unchanged", ('and', ('unch', 'William -> Sophia -> Aiden'), ('bel', 'William -> Sophia -> Aiden', 'red_basket'))),
])

R(24, 'thinking', 'sound', 'red_basket', """<think>
Order 4: William → Sophia → Aiden → Amelia.
Radish moves: Sophia → red_basket (4), William → blue_drawer (6), Hannah → red_treasure_chest (12).
Sophia left at 5, right after her own move. So whatever Sophia thinks about Aiden or Amelia is frozen at red_basket. Sophia → Aiden → Amelia = red_basket.
William stayed until 7 and saw Sophia leave, so William → Sophia → Aiden → Amelia = red_basket.
Now the tricky part: line 15, Amelia publicly claims red_treasure_chest. Sophia and William both left before Amelia, so they trust her. Sophia's own belief becomes red_treasure_chest, William's too. Hmm, does that change Sophia's model of Aiden? Checking... no: Sophia → Aiden stays red_basket. The claim updates first-hand beliefs here, not the nested chain.
Then Hannah tells Amelia red_basket privately — only Amelia hears it.
So the chain is red_basket.
</think>

**J. red_basket**""", [
    C("Sophia → red_basket (4)", 'event', 'T', 4, "line 4", ('text', 'Sophia moved the radish to the red_basket')),
    C("William → blue_drawer (6)", 'event', 'T', 6, "line 6", ('text', 'William moved the radish to the blue_drawer')),
    C("Hannah → red_treasure_chest (12)", 'event', 'T', 12, "line 12", ('text', 'Hannah moved the radish to the red_treasure_chest')),
    C("Sophia left at 5", 'event', 'T', 5, "line 5", ('text', 'Sophia exited the office')),
    C("right after her own move", 'order', 'T', None, "move 4, exit 5", ('and', ('at', 4, ('text', 'Sophia moved')), ('at', 5, ('text', 'Sophia exited')))),
    C("Sophia → Aiden → Amelia = red_basket", 'belief', 'T', 'end', "gold", ('bel', 'Sophia -> Aiden -> Amelia', 'red_basket')),
    C("William stayed until 7", 'event', 'T', 7, "line 7", ('text', 'William exited the office')),
    C("saw Sophia leave", 'presence', 'T', 5, "William witnesses 5", ('wit', 'William')),
    C("William → Sophia → Aiden → Amelia = red_basket", 'belief', 'T', 'end', "answer restated", ('bel', 'William -> Sophia -> Aiden -> Amelia', 'red_basket')),
    C("Amelia publicly claims red_treasure_chest", 'communication', 'T', 15, "line 15", ('text', 'Amelia publicly claimed that radish is in the red_treasure_chest')),
    C("Sophia and William both left before Amelia", 'order', 'T', None, "5, 7 before 9", ('and', ('lt', 'Sophia exited the office', 'Amelia exited the office'), ('lt', 'William exited the office', 'Amelia exited the office'))),
    C("they trust her", 'communication', 'T', 15, "both adopt the claim", CLAIM24),
    C("Sophia's own belief becomes red_treasure_chest, William's too", 'belief', 'T', 15, "Sophia, William = red_treasure_chest", ('and', ('bel', 'Sophia', 'red_treasure_chest'), ('bel', 'William', 'red_treasure_chest'))),
    C("Sophia → Aiden stays red_basket", 'belief', 'T', 'end', "gold Sophia -> Aiden", ('bel', 'Sophia -> Aiden', 'red_basket')),
    C("The claim updates first-hand beliefs here, not the nested chain", 'communication', 'U', None, "general statement about how claims work"),
    C("Hannah tells Amelia red_basket privately", 'communication', 'T', 16, "line 16", ('text', 'Hannah privately told Amelia that the radish is in the red_basket')),
    C("only Amelia hears it", 'presence', 'T', 16, "witnesses Hannah and Amelia", ('witset', ['Amelia', 'Hannah'])),
    C("So the chain is red_basket.", 'belief', 'T', 'end', "answer restated", ('bel', 'William -> Sophia -> Aiden -> Amelia', 'red_basket')),
])

R(24, 'narrative', 'unsound', 'red_basket', """Let me trace who saw what. The radish starts in the red_treasure_chest, and Sophia moves it to the red_basket while everyone watches. She leaves immediately. William then moves it to the blue_drawer in front of Aiden, Amelia and Hannah, and leaves too. Amelia and Aiden leave after him, and Hannah, alone, puts the radish back in the red_treasure_chest.

So by the end Aiden thinks Amelia thinks the radish is in the red_treasure_chest — but none of that matters for Sophia's picture. Sophia left right after her own move, so in her mind Aiden still thinks Amelia thinks it's in the red_basket. William saw her leave, so he knows that.

Amelia's public claim later convinces Sophia and William that the radish is in the red_treasure_chest, but that's their own first-order belief, not the chain. So William thinks Sophia thinks Aiden thinks Amelia thinks the radish is in the red_basket. The answer is J. red_basket.""", [
    C("The radish starts in the red_treasure_chest", 'location', 'T', 3, "line 3", ('obj', 'radish', 'red_treasure_chest')),
    C("Sophia moves it to the red_basket", 'event', 'T', 4, "line 4", ('text', 'Sophia moved the radish to the red_basket')),
    C("while everyone watches", 'presence', 'T', 4, "all witness", ('witset', A24)),
    C("She leaves immediately", 'event', 'T', 5, "line 5", ('text', 'Sophia exited the office')),
    C("William then moves it to the blue_drawer", 'event', 'T', 6, "line 6", ('text', 'William moved the radish to the blue_drawer')),
    C("in front of Aiden, Amelia and Hannah", 'presence', 'T', 6, "witnesses", ('wit', ['Aiden', 'Amelia', 'Hannah'])),
    C("leaves too", 'event', 'T', 7, "line 7", ('text', 'William exited the office')),
    C("Amelia and Aiden leave after him", 'order', 'T', None, "exits 9 and 11 after 7", ('and', ('lt', 'William exited the office', 'Amelia exited the office'), ('lt', 'William exited the office', 'Aiden exited the office'))),
    C("Hannah, alone", 'presence', 'T', 12, "only Hannah witnesses 12", ('witset', ['Hannah'])),
    C("puts the radish back in the red_treasure_chest", 'event', 'T', 12, "line 12", ('text', 'Hannah moved the radish to the red_treasure_chest')),
    C("by the end Aiden thinks Amelia thinks the radish is in the red_treasure_chest", 'belief', 'F', 'end', "PLANTED: Aiden and Amelia both left before Hannah's move; Aiden -> Amelia = blue_drawer", ('bel', 'Aiden -> Amelia', 'red_treasure_chest')),
    C("Sophia left right after her own move", 'event', 'T', 5, "move 4, exit 5", ('and', ('at', 4, ('text', 'Sophia moved')), ('at', 5, ('text', 'Sophia exited')))),
    C("in her mind Aiden still thinks Amelia thinks it's in the red_basket", 'belief', 'T', 'end', "Sophia -> Aiden -> Amelia", ('bel', 'Sophia -> Aiden -> Amelia', 'red_basket')),
    C("William saw her leave", 'presence', 'T', 5, "William witnesses 5", ('wit', 'William')),
    C("he knows that", 'belief', 'T', 'end', "answer restated", ('bel', 'William -> Sophia -> Aiden -> Amelia', 'red_basket')),
    C("Amelia's public claim later convinces Sophia and William that the radish is in the red_treasure_chest", 'communication', 'T', 15, "both adopt the claim", CLAIM24),
    C("William thinks Sophia thinks Aiden thinks Amelia thinks the radish is in the red_basket", 'belief', 'T', 'end', "answer restated", ('bel', 'William -> Sophia -> Aiden -> Amelia', 'red_basket')),
])

R(24, 'numbered', 'unsound', 'red_basket', """**Step 1:** Sophia moves the radish to the red_basket (line 4) while all five are present.
**Step 2:** Sophia exits (line 5). William moves it to the blue_drawer (line 6) and exits (line 7).
**Step 3:** Aiden leaves before Amelia, and Hannah is the last one in the office.
**Step 4:** Hannah moves the radish back to the red_treasure_chest (line 12), unseen.
**Step 5:** Since Sophia left first, the last state of the radish that Sophia shares with Aiden and Amelia is the red_basket; William knows Sophia left before his move.

**Answer:** J. red_basket""", [
    C("Sophia moves the radish to the red_basket (line 4)", 'event', 'T', 4, "line 4", ('text', 'Sophia moved the radish to the red_basket')),
    C("while all five are present", 'presence', 'T', 4, "all in office", ROOMS(A24, 'office')),
    C("Sophia exits (line 5)", 'event', 'T', 5, "line 5", ('text', 'Sophia exited the office')),
    C("William moves it to the blue_drawer (line 6)", 'event', 'T', 6, "line 6", ('text', 'William moved the radish to the blue_drawer')),
    C("exits (line 7)", 'event', 'T', 7, "line 7", ('text', 'William exited the office')),
    C("Aiden leaves before Amelia", 'order', 'F', None, "PLANTED: Amelia exits at 9, Aiden at 11", ('lt', 'Aiden exited the office', 'Amelia exited the office')),
    C("Hannah is the last one in the office", 'order', 'T', None, "Hannah exits 13, last", ('lt', 'Aiden exited the office', 'Hannah exited the office')),
    C("Hannah moves the radish back to the red_treasure_chest (line 12)", 'event', 'T', 12, "line 12", ('text', 'Hannah moved the radish to the red_treasure_chest')),
    C("unseen", 'presence', 'T', 12, "only Hannah", ('witset', ['Hannah'])),
    C("Sophia left first", 'order', 'T', None, "Sophia exits 5, first", ('lt', 'Sophia exited the office', 'William exited the office')),
    C("the last state of the radish that Sophia shares with Aiden and Amelia is the red_basket", 'presence', 'T', 4, "all three witness 4; Sophia misses 6", ('and', ('wit', ['Sophia', 'Aiden', 'Amelia']), ('obj', 'radish', 'red_basket'), ('at', 6, ('nowit', 'Sophia')))),
    C("William knows Sophia left before his move", 'presence', 'T', 5, "William witnesses 5", ('wit', 'William')),
])

R(24, 'terse', 'wrong', 'red_treasure_chest', """G. red_treasure_chest — Amelia publicly said so, and Sophia and William believed her.""", [
    C("Amelia publicly said so", 'communication', 'T', 15, "line 15", ('text', 'Amelia publicly claimed that radish is in the red_treasure_chest')),
    C("Sophia and William believed her", 'communication', 'T', 15, "both adopt red_treasure_chest", CLAIM24),
])

# ---------------- item 25: s6813-17-o2  Ethan -> Chloe eggplant -> green_container
ORANGE25 = ('and', ('at', 25, ('text', 'claimed that orange')), ('at', 26, ('text', 'that the orange')))
R(25, 'thinking', 'sound', 'green_container', """<think>
Ethan → Chloe. Eggplant.
red_bottle at 2. Carter leaves at 4. Sophia moves it to the green_container at 5 — Ethan and Chloe both see it. Nobody moves the eggplant after that.
Ethan leaves at 10, Chloe stays until 13. Chloe doesn't do anything with the eggplant in between (she just dislikes asparagus and waits).
The attic scene is about the orange, and Ethan isn't even there. The public claim and the private tell are also about the orange.
So Ethan thinks Chloe thinks green_container. Also true for Chloe herself.
</think>

F. green_container""", [
    C("red_bottle at 2", 'location', 'T', 2, "line 2", ('obj', 'eggplant', 'red_bottle')),
    C("Carter leaves at 4", 'event', 'T', 4, "line 4", ('text', 'Carter exited the crawlspace')),
    C("Sophia moves it to the green_container at 5", 'event', 'T', 5, "line 5", ('text', 'Sophia moved the eggplant to the green_container')),
    C("Ethan and Chloe both see it", 'presence', 'T', 5, "both witness", ('wit', ['Ethan', 'Chloe'])),
    C("Nobody moves the eggplant after that", 'event', 'T', None, "no move after 5", ('none_after', 5, 'moved the eggplant')),
    C("Ethan leaves at 10", 'event', 'T', 10, "line 10", ('text', 'Ethan exited the crawlspace')),
    C("Chloe stays until 13", 'event', 'T', 13, "line 13", ('text', 'Chloe exited the crawlspace')),
    C("she just dislikes asparagus and waits", 'event', 'T', None, "lines 11-12", ('and', ('at', 11, ('text', 'Chloe dislikes the asparagus')), ('at', 12, ('text', 'Chloe made no movements')))),
    C("The attic scene is about the orange", 'location', 'T', 16, "line 16", ('text', 'The orange is in the blue_box')),
    C("Ethan isn't even there", 'presence', 'T', 15, "Ethan stays in waiting_room", ('not', ('room', 'Ethan', 'attic'))),
    C("The public claim and the private tell are also about the orange", 'communication', 'T', 25, "lines 25-26", ORANGE25),
    C("Ethan thinks Chloe thinks green_container", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan -> Chloe', 'green_container')),
    C("Also true for Chloe herself", 'belief', 'T', 'end', "Chloe=green_container", ('bel', 'Chloe', 'green_container')),
])

R(25, 'answer_first', 'unsound', 'green_container', """**F. green_container**

Explanation:
- Sophia moves the eggplant from the red_bottle to the green_container at line 5.
- Carter, Aria, Ethan and Chloe all watch this move.
- Nobody moves the eggplant again, so Ethan has no reason to think Chloe's belief changed.
- Ethan thinks Chloe thinks it's in the green_container.""", [
    C("Sophia moves the eggplant from the red_bottle to the green_container at line 5", 'event', 'T', 5, "line 5", ('and', ('text', 'Sophia moved the eggplant to the green_container'), ('at', 4, ('obj', 'eggplant', 'red_bottle')))),
    C("Carter, Aria, Ethan and Chloe all watch this move", 'presence', 'F', 5, "PLANTED: Carter left at line 4", ('wit', ['Carter', 'Aria', 'Ethan', 'Chloe'])),
    C("Nobody moves the eggplant again", 'event', 'T', None, "no move after 5", ('none_after', 5, 'moved the eggplant')),
    C("Ethan has no reason to think Chloe's belief changed", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan -> Chloe', 'green_container')),
    C("Ethan thinks Chloe thinks it's in the green_container", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan -> Chloe', 'green_container')),
])

R(25, 'numbered', 'unsound', 'green_container', r"""1. Eggplant in the red_bottle (line 2).
2. Carter leaves (line 4), then Sophia moves the eggplant to the green_container (line 5) in front of Aria, Ethan and Chloe.
3. Ethan leaves at line 10 while Chloe is still in the crawlspace.
4. At line 25 Chloe publicly claims the eggplant is in the green_cupboard, but that doesn't change Ethan's belief about Chloe's belief.
5. So Ethan thinks Chloe thinks the eggplant is in the green_container.

\boxed{green_container}""", [
    C("Eggplant in the red_bottle (line 2)", 'location', 'T', 2, "line 2", ('obj', 'eggplant', 'red_bottle')),
    C("Carter leaves (line 4)", 'event', 'T', 4, "line 4", ('text', 'Carter exited the crawlspace')),
    C("Sophia moves the eggplant to the green_container (line 5)", 'event', 'T', 5, "line 5", ('text', 'Sophia moved the eggplant to the green_container')),
    C("in front of Aria, Ethan and Chloe", 'presence', 'T', 5, "witnesses", ('wit', ['Aria', 'Ethan', 'Chloe'])),
    C("Ethan leaves at line 10", 'event', 'T', 10, "line 10", ('text', 'Ethan exited the crawlspace')),
    C("while Chloe is still in the crawlspace", 'presence', 'T', 10, "Chloe in crawlspace", ('room', 'Chloe', 'crawlspace')),
    C("At line 25 Chloe publicly claims the eggplant is in the green_cupboard", 'communication', 'F', 25, "PLANTED: the claim at 25 is about the orange", ('text', 'claimed that eggplant')),
    C("that doesn't change Ethan's belief about Chloe's belief", 'communication', 'T', 25, "Ethan -> Chloe unchanged", ('unch', 'Ethan -> Chloe')),
    C("Ethan thinks Chloe thinks the eggplant is in the green_container", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan -> Chloe', 'green_container')),
])

R(25, 'narrative', 'wrong', 'green_cupboard', """Let me trace what Ethan could know about Chloe. Sophia moves the eggplant to the green_container, and Ethan and Chloe both see it happen. Much later, in the waiting_room, Chloe publicly claims something is in the green_cupboard. Ethan was in the waiting_room and heard the claim, so he takes it as Chloe's belief: Ethan thinks Chloe thinks it's in the green_cupboard.

The answer is A. green_cupboard.""", [
    C("Sophia moves the eggplant to the green_container", 'event', 'T', 5, "line 5", ('text', 'Sophia moved the eggplant to the green_container')),
    C("Ethan and Chloe both see it happen", 'presence', 'T', 5, "both witness", ('wit', ['Ethan', 'Chloe'])),
    C("Chloe publicly claims something is in the green_cupboard", 'communication', 'T', 25, "line 25 (the orange)", ('text', 'Chloe publicly claimed that orange is in the green_cupboard')),
    C("Ethan was in the waiting_room and heard the claim", 'presence', 'T', 25, "Ethan in waiting_room, witness", ('and', ('room', 'Ethan', 'waiting_room'), ('wit', 'Ethan'))),
    C("Ethan thinks Chloe thinks it's in the green_cupboard", 'belief', 'F', 'end', "gold Ethan -> Chloe = green_container", ('bel', 'Ethan -> Chloe', 'green_cupboard')),
])

R(25, 'terse', 'unsupported', 'green_container', """F. green_container — Ethan thinks Chloe thinks it's in the green_container.""", [
    C("Ethan thinks Chloe thinks it's in the green_container", 'belief', 'T', 'end', "answer restated", ('bel', 'Ethan -> Chloe', 'green_container')),
])

# ---------------- item 26: s6813-22-o2  Mia -> Jackson peas -> green_envelope
JTRUST26 = ('and', ('bel', 'Jackson', 'green_envelope'), ('at', 17, ('bel', 'Jackson', 'blue_bucket')))
R(26, 'narrative', 'sound', 'green_envelope', """Let me trace this carefully, because the answer depends on the very last line.

Jackson leaves the living_room before anything happens, while the peas are still in the blue_pantry. Oliver then moves them to the green_envelope, with Mia watching. So right up to the final line, Mia thinks Jackson thinks the blue_pantry.

In the waiting_room, Benjamin publicly claims the peas are in the blue_bucket. Jackson left before Benjamin, so he believes him. But then Mia privately tells Jackson the peas are in the green_envelope. Mia was the last one out of the living_room, so Jackson trusts her and switches to the green_envelope — and since Mia is the one who told him, she knows he now thinks that.

So Mia thinks Jackson thinks the peas are in the green_envelope. The answer is M. green_envelope.""", [
    C("Jackson leaves the living_room before anything happens", 'order', 'T', None, "exit 5 before the move at 6", ('lt', 'Jackson exited the living_room', 'Oliver moved the peas')),
    C("while the peas are still in the blue_pantry", 'location', 'T', 5, "row 5", ('obj', 'peas', 'blue_pantry')),
    C("Oliver then moves them to the green_envelope", 'event', 'T', 6, "line 6", ('text', 'Oliver moved the peas to the green_envelope')),
    C("with Mia watching", 'presence', 'T', 6, "Mia witnesses 6", ('wit', 'Mia')),
    C("right up to the final line, Mia thinks Jackson thinks the blue_pantry", 'belief', 'T', 17, "Mia -> Jackson = blue_pantry at 17", ('bel', 'Mia -> Jackson', 'blue_pantry')),
    C("Benjamin publicly claims the peas are in the blue_bucket", 'communication', 'T', 16, "line 16", ('text', 'Benjamin publicly claimed that peas is in the blue_bucket')),
    C("Jackson left before Benjamin", 'order', 'T', None, "5 before 11", ('lt', 'Jackson exited the living_room', 'Benjamin exited the living_room')),
    C("he believes him", 'communication', 'T', 16, "Jackson=blue_bucket after 16", ('bel', 'Jackson', 'blue_bucket')),
    C("Mia privately tells Jackson the peas are in the green_envelope", 'communication', 'T', 18, "line 18", ('text', 'Mia privately told Jackson that the peas is in the green_envelope')),
    C("Mia was the last one out of the living_room", 'order', 'T', None, "Mia exits 14, last", ('and', ('lt', 'Benjamin exited the living_room', 'Mia exited the living_room'), ('lt', 'Jack exited the living_room', 'Mia exited the living_room'))),
    C("Jackson trusts her and switches to the green_envelope", 'communication', 'T', 18, "Jackson blue_bucket -> green_envelope", JTRUST26),
    C("she knows he now thinks that", 'belief', 'T', 'end', "answer restated", ('bel', 'Mia -> Jackson', 'green_envelope')),
    C("Mia thinks Jackson thinks the peas are in the green_envelope", 'belief', 'T', 'end', "answer restated", ('bel', 'Mia -> Jackson', 'green_envelope')),
])

R(26, 'answer_first', 'sound', 'green_envelope', """M. green_envelope

Explanation:
- Jackson exits at line 5, before Oliver moves the peas to the green_envelope (line 6).
- Benjamin's public claim (line 16) makes Jackson believe the blue_bucket, since Jackson left earlier than Benjamin.
- At line 18 Mia privately tells Jackson the peas are in the green_envelope; Mia left the living_room last, so Jackson believes her.
- Mia knows what she told him, so she thinks Jackson thinks the peas are in the green_envelope.""", [
    C("Jackson exits at line 5", 'event', 'T', 5, "line 5", ('text', 'Jackson exited the living_room')),
    C("before Oliver moves the peas to the green_envelope (line 6)", 'order', 'T', None, "5 before 6", ('lt', 'Jackson exited the living_room', 'Oliver moved the peas to the green_envelope')),
    C("Benjamin's public claim (line 16) makes Jackson believe the blue_bucket", 'communication', 'T', 16, "Jackson=blue_bucket after 16", ('and', ('text', 'Benjamin publicly claimed'), ('bel', 'Jackson', 'blue_bucket'))),
    C("Jackson left earlier than Benjamin", 'order', 'T', None, "5 before 11", ('lt', 'Jackson exited the living_room', 'Benjamin exited the living_room')),
    C("At line 18 Mia privately tells Jackson the peas are in the green_envelope", 'communication', 'T', 18, "line 18", ('text', 'Mia privately told Jackson that the peas is in the green_envelope')),
    C("Mia left the living_room last", 'order', 'T', None, "Mia exits 14", ('lt', 'Benjamin exited the living_room', 'Mia exited the living_room')),
    C("Jackson believes her", 'communication', 'T', 18, "Jackson switches to green_envelope", JTRUST26),
    C("she thinks Jackson thinks the peas are in the green_envelope", 'belief', 'T', 'end', "answer restated", ('bel', 'Mia -> Jackson', 'green_envelope')),
])

R(26, 'thinking', 'unsound', 'green_envelope', """<think>
Mia → Jackson.
Jackson left at 5 with peas in blue_pantry. Oliver moved to green_envelope at 6 — Jackson gone, Mia there.
Benjamin's public claim (16): blue_bucket. Jackson trusts Benjamin (Benjamin left later). Mia doesn't believe it — she left after Benjamin, and she saw the move; Mia herself still thinks green_envelope.
Hmm, at this point (after 16) Mia thinks Jackson thinks blue_bucket, since she heard the claim too.
Then line 18: Mia privately tells Jackson green_envelope. Jackson trusts Mia (she left last), so Jackson → green_envelope, and Mia knows it.
So Mia → Jackson = green_envelope.
</think>

**M. green_envelope**""", [
    C("Jackson left at 5", 'event', 'T', 5, "line 5", ('text', 'Jackson exited the living_room')),
    C("with peas in blue_pantry", 'location', 'T', 5, "row 5", ('obj', 'peas', 'blue_pantry')),
    C("Oliver moved to green_envelope at 6", 'event', 'T', 6, "line 6", ('text', 'Oliver moved the peas to the green_envelope')),
    C("Jackson gone", 'presence', 'T', 6, "Jackson in no room", ('room', 'Jackson', None)),
    C("Mia there", 'presence', 'T', 6, "Mia in living_room", ('room', 'Mia', 'living_room')),
    C("Benjamin's public claim (16): blue_bucket", 'communication', 'T', 16, "line 16", ('text', 'Benjamin publicly claimed that peas is in the blue_bucket')),
    C("Jackson trusts Benjamin", 'communication', 'T', 16, "Jackson=blue_bucket", ('bel', 'Jackson', 'blue_bucket')),
    C("Benjamin left later", 'order', 'T', None, "Jackson 5, Benjamin 11", ('lt', 'Jackson exited the living_room', 'Benjamin exited the living_room')),
    C("Mia doesn't believe it", 'communication', 'T', 16, "Mia unchanged", ('unch', 'Mia')),
    C("she left after Benjamin", 'order', 'T', None, "11 before 14", ('lt', 'Benjamin exited the living_room', 'Mia exited the living_room')),
    C("she saw the move", 'presence', 'T', 6, "Mia witnesses 6", ('wit', 'Mia')),
    C("Mia herself still thinks green_envelope", 'belief', 'T', 16, "Mia=green_envelope", ('bel', 'Mia', 'green_envelope')),
    C("at this point (after 16) Mia thinks Jackson thinks blue_bucket", 'belief', 'F', 16, "PLANTED: gold Mia -> Jackson stays blue_pantry after the claim", ('bel', 'Mia -> Jackson', 'blue_bucket')),
    C("Mia privately tells Jackson green_envelope", 'communication', 'T', 18, "line 18", ('text', 'Mia privately told Jackson that the peas is in the green_envelope')),
    C("Jackson trusts Mia", 'communication', 'T', 18, "Jackson switches", JTRUST26),
    C("she left last", 'order', 'T', None, "Mia exits 14, last", ('lt', 'Benjamin exited the living_room', 'Mia exited the living_room')),
    C("Mia knows it", 'belief', 'T', 'end', "answer restated", ('bel', 'Mia -> Jackson', 'green_envelope')),
    C("Mia → Jackson = green_envelope", 'belief', 'T', 'end', "answer restated", ('bel', 'Mia -> Jackson', 'green_envelope')),
])

R(26, 'terse', 'wrong', 'blue_pantry', """L. blue_pantry — Jackson left before the peas were moved.""", [
    C("Jackson left before the peas were moved", 'order', 'T', None, "5 before 6", ('lt', 'Jackson exited the living_room', 'Oliver moved the peas')),
])

R(26, 'numbered', 'unsupported', 'green_envelope', """Step 1: Who is asking — Mia.
Step 2: Whose belief — Jackson's.
Step 3: Object — the peas.

Final answer: M. green_envelope (Mia thinks Jackson thinks the peas are in the green_envelope).""", [
    C("Mia thinks Jackson thinks the peas are in the green_envelope", 'belief', 'T', 'end', "answer restated", ('bel', 'Mia -> Jackson', 'green_envelope')),
])

# ---------------- item 27: s6813-19-o4  Ava -> Abigail -> Nathan -> Ethan peas -> red_cupboard
A27 = ['Ava', 'Nathan', 'Sophia', 'Abigail', 'Ethan']
CH27 = 'Ava -> Abigail -> Nathan -> Ethan'
CLAIM27 = ('and', ('bel', 'Ava', 'blue_suitcase'), ('bel', 'Nathan', 'blue_suitcase'), ('at', 13, ('bel', 'Ava', 'red_cupboard')), ('at', 13, ('bel', 'Nathan', 'red_cupboard')))
R(27, 'thinking', 'sound', 'red_cupboard', """<think>
Ava → Abigail → Nathan → Ethan, peas.
Only one move of the peas: Abigail → green_envelope at line 9, with only Ethan watching. Ava had left at line 4 — she's the first one out, before any move.
So Ava's whole picture of the others stops at line 4, with the peas in the red_cupboard. Ava → Abigail = red_cupboard, and everything nested under that is red_cupboard too.
Sophia publicly claims blue_suitcase at 14. Ava left before Sophia, so Ava trusts it — Ava's own belief becomes blue_suitcase. But her model of Abigail doesn't change.
Ethan's tell to Sophia (red_cupboard) is private; Ava doesn't hear it.
So the chain is red_cupboard.
</think>

B. red_cupboard""", [
    C("Only one move of the peas: Abigail → green_envelope at line 9", 'event', 'T', 9, "line 9 is the only move", ('and', ('text', 'Abigail moved the peas to the green_envelope'), ('none_after', 9, 'moved the peas'), ('at', 8, ('obj', 'peas', 'red_cupboard')))),
    C("with only Ethan watching", 'presence', 'T', 9, "witnesses Abigail, Ethan", ('witset', ['Abigail', 'Ethan'])),
    C("Ava had left at line 4", 'event', 'T', 4, "line 4", ('text', 'Ava exited the den')),
    C("she's the first one out", 'order', 'T', None, "Ava exits 4, first", ('lt', 'Ava exited the den', 'Nathan exited the den')),
    C("before any move", 'order', 'T', None, "4 before 9", ('lt', 'Ava exited the den', 'Abigail moved the peas')),
    C("with the peas in the red_cupboard", 'location', 'T', 4, "row 4", ('obj', 'peas', 'red_cupboard')),
    C("Ava → Abigail = red_cupboard", 'belief', 'T', 'end', "gold Ava -> Abigail", ('bel', 'Ava -> Abigail', 'red_cupboard')),
    C("everything nested under that is red_cupboard too", 'belief', 'T', 'end', "Ava -> Abigail -> Nathan and full chain", ('and', ('bel', 'Ava -> Abigail -> Nathan', 'red_cupboard'), ('bel', CH27, 'red_cupboard'))),
    C("Sophia publicly claims blue_suitcase at 14", 'communication', 'T', 14, "line 14", ('text', 'Sophia publicly claimed that peas is in the blue_suitcase')),
    C("Ava left before Sophia", 'order', 'T', None, "4 before 8", ('lt', 'Ava exited the den', 'Sophia exited the den')),
    C("Ava trusts it", 'communication', 'T', 14, "Ava adopts the claim", ('and', ('bel', 'Ava', 'blue_suitcase'), ('at', 13, ('bel', 'Ava', 'red_cupboard')))),
    C("Ava's own belief becomes blue_suitcase", 'belief', 'T', 14, "Ava=blue_suitcase", ('bel', 'Ava', 'blue_suitcase')),
    C("her model of Abigail doesn't change", 'communication', 'T', 14, "Ava -> Abigail unchanged", ('unch', 'Ava -> Abigail')),
    C("Ethan's tell to Sophia (red_cupboard) is private", 'communication', 'T', 15, "line 15", ('and', ('text', 'Ethan privately told Sophia that the peas is in the red_cupboard'), ('witset', ['Ethan', 'Sophia']))),
    C("Ava doesn't hear it", 'presence', 'T', 15, "Ava not a witness", ('nowit', 'Ava')),
    C("So the chain is red_cupboard.", 'belief', 'T', 'end', "answer restated", ('bel', CH27, 'red_cupboard')),
])

R(27, 'answer_first', 'sound', 'red_cupboard', """**Answer: B. red_cupboard**

- Ava is the first to leave the den (line 4), while the peas are still in the red_cupboard and nothing has moved.
- The only move, Abigail's to the green_envelope (line 9), is seen by Ethan alone.
- Because Ava left so early, her view of Abigail — and of what Abigail thinks Nathan thinks Ethan thinks — is frozen at the red_cupboard.
- Sophia's public claim of the blue_suitcase (line 14) changes Ava's and Nathan's own beliefs, but not this nested chain.""", [
    C("Ava is the first to leave the den (line 4)", 'order', 'T', 4, "line 4, first exit", ('and', ('at', 4, ('text', 'Ava exited the den')), ('lt', 'Ava exited the den', 'Nathan exited the den'))),
    C("while the peas are still in the red_cupboard", 'location', 'T', 4, "row 4", ('obj', 'peas', 'red_cupboard')),
    C("The only move, Abigail's to the green_envelope (line 9)", 'event', 'T', 9, "line 9, only move", ('and', ('text', 'Abigail moved the peas to the green_envelope'), ('none_after', 9, 'moved the peas'), ('at', 8, ('obj', 'peas', 'red_cupboard')))),
    C("is seen by Ethan alone", 'presence', 'T', 9, "witnesses Abigail and Ethan", ('witset', ['Abigail', 'Ethan'])),
    C("her view of Abigail — and of what Abigail thinks Nathan thinks Ethan thinks — is frozen at the red_cupboard", 'belief', 'T', 'end', "answer restated", ('and', ('bel', 'Ava -> Abigail', 'red_cupboard'), ('bel', CH27, 'red_cupboard'))),
    C("Sophia's public claim of the blue_suitcase (line 14) changes Ava's and Nathan's own beliefs", 'communication', 'T', 14, "Ava and Nathan switch to blue_suitcase", CLAIM27),
    C("not this nested chain", 'communication', 'T', 14, "chain unchanged", ('unch', CH27)),
])

R(27, 'narrative', 'unsound', 'red_cupboard', """Let me trace who was in the den for what. All five see the peas in the red_cupboard. Then Ava, Nathan and Sophia leave, in that order, without anything happening. Only Abigail and Ethan remain when Abigail moves the peas to the green_envelope.

So Ava — the first to leave — knows nothing beyond the red_cupboard, and as far as she knows, neither does anyone else: Abigail, Nathan and Ethan were all in the room with her when the peas were in the red_cupboard.

At the end, Sophia publicly claims the blue_suitcase. That convinces Ava and Nathan, and it also convinces Abigail. Ethan then privately tells Sophia the red_cupboard. None of this touches what Ava thinks Abigail thinks Nathan thinks Ethan thinks, which stays at the red_cupboard.

The answer is B. red_cupboard.""", [
    C("All five see the peas in the red_cupboard", 'presence', 'T', 2, "all witness 2", ('witset', A27)),
    C("Ava, Nathan and Sophia leave, in that order", 'order', 'T', None, "exits 4, 6, 8", ('and', ('at', 4, ('text', 'Ava exited')), ('at', 6, ('text', 'Nathan exited')), ('at', 8, ('text', 'Sophia exited')))),
    C("without anything happening", 'event', 'T', 8, "peas unmoved through 8", ('obj', 'peas', 'red_cupboard')),
    C("Only Abigail and Ethan remain", 'presence', 'T', 9, "only the two in the den", ('and', ROOMS(['Abigail', 'Ethan'], 'den'), ROOMS(['Ava', 'Nathan', 'Sophia'], None))),
    C("Abigail moves the peas to the green_envelope", 'event', 'T', 9, "line 9", ('text', 'Abigail moved the peas to the green_envelope')),
    C("the first to leave", 'order', 'T', None, "Ava first out", ('lt', 'Ava exited the den', 'Nathan exited the den')),
    C("knows nothing beyond the red_cupboard", 'belief', 'T', 13, "Ava=red_cupboard before the claim", ('bel', 'Ava', 'red_cupboard')),
    C("as far as she knows, neither does anyone else", 'belief', 'T', 13, "Ava -> Abigail/Nathan/Ethan = red_cupboard", ('and', ('bel', 'Ava -> Abigail', 'red_cupboard'), ('bel', 'Ava -> Nathan', 'red_cupboard'), ('bel', 'Ava -> Ethan', 'red_cupboard'))),
    C("Abigail, Nathan and Ethan were all in the room with her when the peas were in the red_cupboard", 'presence', 'T', 2, "all in den at 2", ROOMS(A27, 'den')),
    C("Sophia publicly claims the blue_suitcase", 'communication', 'T', 14, "line 14", ('text', 'Sophia publicly claimed that peas is in the blue_suitcase')),
    C("That convinces Ava and Nathan", 'communication', 'T', 14, "both switch", CLAIM27),
    C("it also convinces Abigail", 'communication', 'F', 14, "PLANTED: Abigail left after Sophia and saw the move; she stays green_envelope", ('bel', 'Abigail', 'blue_suitcase')),
    C("Ethan then privately tells Sophia the red_cupboard", 'communication', 'T', 15, "line 15", ('text', 'Ethan privately told Sophia that the peas is in the red_cupboard')),
    C("None of this touches what Ava thinks Abigail thinks Nathan thinks Ethan thinks", 'communication', 'T', 15, "chain unchanged at 14 and 15", ('and', ('at', 14, ('unch', CH27)), ('unch', CH27))),
    C("which stays at the red_cupboard", 'belief', 'T', 'end', "answer restated", ('bel', CH27, 'red_cupboard')),
])

R(27, 'numbered', 'unsound', 'red_cupboard', r"""Let's think step by step.
1. The peas are in the red_cupboard (line 2), with all five present.
2. Ava leaves first (line 4), then Nathan (line 6), then Sophia (line 8).
3. Abigail moves the peas to the green_envelope (line 9) while Ethan and Sophia watch.
4. Since Ava left before the move, and saw everyone there at line 2, her nested beliefs all point to the red_cupboard.
5. The claims at lines 14–15 don't affect the nested chain.

\boxed{red_cupboard}""", [
    C("The peas are in the red_cupboard (line 2)", 'location', 'T', 2, "line 2", ('obj', 'peas', 'red_cupboard')),
    C("with all five present", 'presence', 'T', 2, "all in den", ROOMS(A27, 'den')),
    C("Ava leaves first (line 4), then Nathan (line 6), then Sophia (line 8)", 'order', 'T', None, "exits 4, 6, 8", ('and', ('at', 4, ('text', 'Ava exited')), ('at', 6, ('text', 'Nathan exited')), ('at', 8, ('text', 'Sophia exited')))),
    C("Abigail moves the peas to the green_envelope (line 9)", 'event', 'T', 9, "line 9", ('text', 'Abigail moved the peas to the green_envelope')),
    C("while Ethan and Sophia watch", 'presence', 'F', 9, "PLANTED: Sophia left at line 8; only Ethan watches", ('wit', ['Ethan', 'Sophia'])),
    C("Ava left before the move", 'order', 'T', None, "4 before 9", ('lt', 'Ava exited the den', 'Abigail moved the peas')),
    C("saw everyone there at line 2", 'presence', 'T', 2, "line 2 witnessed by all", ('witset', A27)),
    C("her nested beliefs all point to the red_cupboard", 'belief', 'T', 'end', "answer restated", ('and', ('bel', 'Ava -> Abigail', 'red_cupboard'), ('bel', 'Ava -> Abigail -> Nathan', 'red_cupboard'), ('bel', CH27, 'red_cupboard'))),
    C("The claims at lines 14–15 don't affect the nested chain", 'communication', 'T', 15, "chain unchanged at 14, 15", ('and', ('at', 14, ('unch', CH27)), ('unch', CH27))),
])

R(27, 'terse', 'wrong', 'green_envelope', """green_envelope (C) — Abigail moved it there.""", [
    C("Abigail moved it there", 'event', 'T', 9, "line 9", ('text', 'Abigail moved the peas to the green_envelope')),
])

# ---------------- item 28: s6813-18-o3  Sophia -> Jayden -> Carter cherry -> blue_envelope
A28 = ['Sophia', 'Jayden', 'Logan', 'Noah', 'Carter']
CH28 = 'Sophia -> Jayden -> Carter'
MISS28 = ('and', ('at', 9, ('nowit', ['Sophia', 'Jayden'])), ('at', 11, ('nowit', ['Sophia', 'Jayden'])))
CLAIM28 = ('and', ('bel', 'Sophia', 'blue_bottle'), ('bel', 'Jayden', 'blue_bottle'), ('at', 16, ('bel', 'Sophia', 'blue_envelope')), ('at', 16, ('bel', 'Jayden', 'blue_envelope')))
R(28, 'numbered', 'sound', 'blue_envelope', """**Step 1:** All five enter the attic and see the cherry in the blue_envelope (line 4).
**Step 2:** Sophia leaves first (line 6), then Jayden (line 8). Neither sees Logan's move to the red_cupboard (line 9) or Noah's move to the red_bottle (line 11).
**Step 3:** Carter moves it back to the blue_envelope at line 13, alone — so the actual location matches what Sophia and Jayden last saw, but that's a coincidence.
**Step 4:** Logan's public claim (line 17) makes Sophia and Jayden themselves think blue_bottle, but Sophia's model of Jayden's model of Carter stays at the blue_envelope.

**Answer:** A. blue_envelope""", [
    C("All five enter the attic and see the cherry in the blue_envelope (line 4)", 'presence', 'T', 4, "all witness 4", ('and', ('witset', A28), ('obj', 'cherry', 'blue_envelope'))),
    C("Sophia leaves first (line 6)", 'order', 'T', 6, "line 6, first exit", ('and', ('at', 6, ('text', 'Sophia exited the attic')), ('lt', 'Sophia exited the attic', 'Jayden exited the attic'))),
    C("then Jayden (line 8)", 'event', 'T', 8, "line 8", ('text', 'Jayden exited the attic')),
    C("Neither sees", 'presence', 'T', None, "neither witnesses 9 or 11", MISS28),
    C("Logan's move to the red_cupboard (line 9)", 'event', 'T', 9, "line 9", ('text', 'Logan moved the cherry to the red_cupboard')),
    C("Noah's move to the red_bottle (line 11)", 'event', 'T', 11, "line 11", ('text', 'Noah moved the cherry to the red_bottle')),
    C("Carter moves it back to the blue_envelope at line 13", 'event', 'T', 13, "line 13", ('text', 'Carter moved the cherry to the blue_envelope')),
    C("alone", 'presence', 'T', 13, "only Carter", ('witset', ['Carter'])),
    C("the actual location matches what Sophia and Jayden last saw", 'location', 'T', 13, "blue_envelope again", ('and', ('obj', 'cherry', 'blue_envelope'), ('at', 4, ('obj', 'cherry', 'blue_envelope')))),
    C("that's a coincidence", 'location', 'U', None, "evaluative remark"),
    C("Logan's public claim (line 17) makes Sophia and Jayden themselves think blue_bottle", 'communication', 'T', 17, "both switch to blue_bottle", CLAIM28),
    C("Sophia's model of Jayden's model of Carter stays at the blue_envelope", 'communication', 'T', 17, "chain unchanged and blue_envelope", ('and', ('unch', CH28), ('bel', CH28, 'blue_envelope'))),
])

R(28, 'thinking', 'unsound', 'blue_envelope', """<think>
Sophia → Jayden → Carter, cherry.
Cherry in the blue_envelope at line 4; everyone present. Sophia exits at 6, Jayden at 8. Both miss Logan's and Noah's moves.
Jayden was still in the attic when Sophia left, but she doesn't know anything after that. As far as Sophia knows, Jayden's last view of Carter's belief is the blue_envelope.
Line 17: Logan claims blue_bottle publicly. Sophia and Jayden left before Logan, so they take his word for it. Noah falls for it too. Line 18: Carter tells Logan the blue_envelope; Carter left after Logan, so Logan believes him.
None of this changes the nested chain.
</think>

**A. blue_envelope**""", [
    C("Cherry in the blue_envelope at line 4", 'location', 'T', 4, "line 4", ('obj', 'cherry', 'blue_envelope')),
    C("everyone present", 'presence', 'T', 4, "all in attic", ROOMS(A28, 'attic')),
    C("Sophia exits at 6", 'event', 'T', 6, "line 6", ('text', 'Sophia exited the attic')),
    C("Jayden at 8", 'event', 'T', 8, "line 8", ('text', 'Jayden exited the attic')),
    C("Both miss Logan's and Noah's moves", 'presence', 'T', None, "neither witnesses 9 or 11", MISS28),
    C("Jayden was still in the attic when Sophia left", 'presence', 'T', 6, "Jayden in attic at 6", ('room', 'Jayden', 'attic')),
    C("As far as Sophia knows, Jayden's last view of Carter's belief is the blue_envelope", 'belief', 'T', 'end', "answer restated", ('bel', CH28, 'blue_envelope')),
    C("Logan claims blue_bottle publicly", 'communication', 'T', 17, "line 17", ('text', 'Logan publicly claimed that cherry is in the blue_bottle')),
    C("Sophia and Jayden left before Logan", 'order', 'T', None, "6, 8 before 10", ('and', ('lt', 'Sophia exited the attic', 'Logan exited the attic'), ('lt', 'Jayden exited the attic', 'Logan exited the attic'))),
    C("they take his word for it", 'communication', 'T', 17, "both switch to blue_bottle", CLAIM28),
    C("Noah falls for it too", 'communication', 'F', 17, "PLANTED: Noah left after Logan; he keeps red_bottle", ('bel', 'Noah', 'blue_bottle')),
    C("Carter tells Logan the blue_envelope", 'communication', 'T', 18, "line 18", ('text', 'Carter privately told Logan that the cherry is in the blue_envelope')),
    C("Carter left after Logan", 'order', 'T', None, "10 before 14", ('lt', 'Logan exited the attic', 'Carter exited the attic')),
    C("Logan believes him", 'communication', 'T', 18, "Logan switches to blue_envelope", ('and', ('bel', 'Logan', 'blue_envelope'), ('at', 17, ('bel', 'Logan', 'red_cupboard')))),
    C("None of this changes the nested chain", 'communication', 'T', 18, "chain unchanged at 17 and 18", ('and', ('at', 17, ('unch', CH28)), ('unch', CH28))),
])

R(28, 'answer_first', 'unsound', 'blue_envelope', """**A. blue_envelope**

- Sophia (line 6) and Jayden (line 8) leave while the cherry is still in the blue_envelope.
- Logan moves it to the red_cupboard and Noah to the red_bottle; Carter finally moves it to the blue_envelope.
- When Noah leaves (line 12), the cherry is in the red_cupboard.
- Sophia and Jayden saw none of these moves, so Sophia thinks Jayden thinks Carter thinks the cherry is in the blue_envelope.""", [
    C("Sophia (line 6) and Jayden (line 8) leave", 'event', 'T', None, "exits at 6 and 8", ('and', ('at', 6, ('text', 'Sophia exited the attic')), ('at', 8, ('text', 'Jayden exited the attic')))),
    C("while the cherry is still in the blue_envelope", 'location', 'T', 8, "row 8", ('obj', 'cherry', 'blue_envelope')),
    C("Logan moves it to the red_cupboard", 'event', 'T', 9, "line 9", ('text', 'Logan moved the cherry to the red_cupboard')),
    C("Noah to the red_bottle", 'event', 'T', 11, "line 11", ('text', 'Noah moved the cherry to the red_bottle')),
    C("Carter finally moves it to the blue_envelope", 'event', 'T', 13, "line 13, last move", ('and', ('text', 'Carter moved the cherry to the blue_envelope'), ('none_after', 13, 'moved the cherry'))),
    C("When Noah leaves (line 12), the cherry is in the red_cupboard", 'location', 'F', 12, "PLANTED: Noah had moved it to the red_bottle at 11", ('obj', 'cherry', 'red_cupboard')),
    C("Sophia and Jayden saw none of these moves", 'presence', 'T', None, "neither witnesses 9, 11, 13", ('and', MISS28, ('at', 13, ('nowit', ['Sophia', 'Jayden'])))),
    C("Sophia thinks Jayden thinks Carter thinks the cherry is in the blue_envelope", 'belief', 'T', 'end', "answer restated", ('bel', CH28, 'blue_envelope')),
])

R(28, 'narrative', 'wrong', 'blue_bottle', """Let me trace the cherry. It starts in the blue_envelope, and Sophia and Jayden both leave before Logan and Noah move it around; Carter eventually puts it back in the blue_envelope.

The key is Logan's public claim that the cherry is in the blue_bottle. Sophia and Jayden both left before Logan, so they both believe the claim, and Sophia knows Jayden heard it too. So Sophia thinks Jayden now believes the blue_bottle, and she assumes Jayden thinks Carter heard and believed it as well.

The answer is D. blue_bottle.""", [
    C("It starts in the blue_envelope", 'location', 'T', 4, "line 4", ('obj', 'cherry', 'blue_envelope')),
    C("Sophia and Jayden both leave before Logan and Noah move it around", 'order', 'T', None, "6, 8 before 9", ('and', ('lt', 'Sophia exited the attic', 'Logan moved the cherry'), ('lt', 'Jayden exited the attic', 'Logan moved the cherry'))),
    C("Carter eventually puts it back in the blue_envelope", 'event', 'T', 13, "line 13", ('text', 'Carter moved the cherry to the blue_envelope')),
    C("Logan's public claim that the cherry is in the blue_bottle", 'communication', 'T', 17, "line 17", ('text', 'Logan publicly claimed that cherry is in the blue_bottle')),
    C("Sophia and Jayden both left before Logan", 'order', 'T', None, "6, 8 before 10", ('and', ('lt', 'Sophia exited the attic', 'Logan exited the attic'), ('lt', 'Jayden exited the attic', 'Logan exited the attic'))),
    C("they both believe the claim", 'communication', 'T', 17, "both switch to blue_bottle", CLAIM28),
    C("Sophia knows Jayden heard it too", 'presence', 'T', 17, "both witness the public claim", ('wit', ['Sophia', 'Jayden'])),
    C("Sophia thinks Jayden now believes the blue_bottle", 'belief', 'F', 'end', "gold Sophia -> Jayden = blue_envelope", ('bel', 'Sophia -> Jayden', 'blue_bottle')),
    C("she assumes Jayden thinks Carter heard and believed it as well", 'belief', 'F', 'end', "gold Sophia -> Jayden -> Carter = blue_envelope", ('bel', CH28, 'blue_bottle')),
])

R(28, 'terse', 'unsupported', 'blue_envelope', """A — blue_envelope. Sophia thinks Jayden thinks Carter thinks it's in the blue_envelope.""", [
    C("Sophia thinks Jayden thinks Carter thinks it's in the blue_envelope", 'belief', 'T', 'end', "answer restated", ('bel', CH28, 'blue_envelope')),
])

# ---------------- item 29: tomi first_order_0_no_tom  Hannah looks for green_pepper -> green_bucket
R(29, 'terse', 'sound', 'green_bucket', """green_bucket — Hannah moved it there herself (line 8).""", [
    C("Hannah moved it there herself (line 8)", 'event', 'T', 8, "line 8", ('text', 'Hannah moved the green_pepper to the green_bucket')),
])

R(29, 'answer_first', 'sound', 'green_bucket', """**Answer: green_bucket**

Explanation:
- The green_pepper starts in the blue_treasure_chest (line 5), with Hannah and Nathan in the garage.
- Nathan steps out and comes back (lines 6–7); Hannah never leaves.
- Hannah herself moves the green_pepper to the green_bucket (line 8), so she knows exactly where it is.
- Isabella is in a different room (the pantry), so she plays no part.""", [
    C("The green_pepper starts in the blue_treasure_chest (line 5)", 'location', 'T', 5, "line 5", ('obj', 'green_pepper', 'blue_treasure_chest')),
    C("with Hannah and Nathan in the garage", 'presence', 'T', 5, "both in garage", ROOMS(['Hannah', 'Nathan'], 'garage')),
    C("Nathan steps out and comes back (lines 6–7)", 'event', 'T', None, "lines 6 and 7", ('and', ('at', 6, ('text', 'Nathan exited the garage')), ('at', 7, ('text', 'Nathan entered the garage')))),
    C("Hannah never leaves", 'presence', 'T', None, "Hannah in garage from line 2 on", ('always', 2, ('room', 'Hannah', 'garage'))),
    C("Hannah herself moves the green_pepper to the green_bucket (line 8)", 'event', 'T', 8, "line 8", ('text', 'Hannah moved the green_pepper to the green_bucket')),
    C("she knows exactly where it is", 'belief', 'T', 'end', "answer restated", ('bel', 'Hannah', 'green_bucket')),
    C("Isabella is in a different room (the pantry)", 'presence', 'T', 5, "Isabella in pantry", ('room', 'Isabella', 'pantry')),
])

R(29, 'narrative', 'unsound', 'green_bucket', """Let me trace where Hannah was. She enters the garage early and never leaves it. Nathan joins her, they both see the green_pepper in the blue_treasure_chest, and then Nathan steps out for a moment. By the time Nathan comes back in, the green_pepper is already in the green_bucket. Either way, Hannah made that move herself, so she'll look in the green_bucket.""", [
    C("She enters the garage early", 'event', 'T', 2, "line 2", ('text', 'Hannah entered the garage')),
    C("never leaves it", 'presence', 'T', None, "Hannah in garage from line 2 on", ('always', 2, ('room', 'Hannah', 'garage'))),
    C("Nathan joins her", 'event', 'T', 4, "line 4", ('text', 'Nathan entered the garage')),
    C("they both see the green_pepper in the blue_treasure_chest", 'presence', 'T', 5, "both witness 5", ('wit', ['Hannah', 'Nathan'])),
    C("then Nathan steps out for a moment", 'event', 'T', 6, "line 6", ('text', 'Nathan exited the garage')),
    C("By the time Nathan comes back in, the green_pepper is already in the green_bucket", 'location', 'F', 7, "PLANTED: at line 7 it is still in the blue_treasure_chest; the move is at line 8", ('obj', 'green_pepper', 'green_bucket')),
    C("Hannah made that move herself", 'event', 'T', 8, "line 8", ('text', 'Hannah moved the green_pepper to the green_bucket')),
    C("she'll look in the green_bucket", 'belief', 'T', 'end', "answer restated", ('bel', 'Hannah', 'green_bucket')),
])

R(29, 'thinking', 'wrong', 'blue_treasure_chest', """<think>
Hannah saw the green_pepper in the blue_treasure_chest. Hannah moved it to the green_bucket at line 8. Hmm, but these ToMi "first_order" questions usually test a false belief, so the expected answer is probably the original location. Hannah left the garage at some point... wait, no, Hannah never left. Nathan is the one who left and came back.
Still, I'll go with the original location.
</think>

blue_treasure_chest""", [
    C("Hannah saw the green_pepper in the blue_treasure_chest", 'presence', 'T', 5, "Hannah witnesses 5", ('and', ('wit', 'Hannah'), ('obj', 'green_pepper', 'blue_treasure_chest'))),
    C("Hannah moved it to the green_bucket at line 8", 'event', 'T', 8, "line 8", ('text', 'Hannah moved the green_pepper to the green_bucket')),
    C("Hannah never left", 'presence', 'T', None, "Hannah in garage from 2 on", ('always', 2, ('room', 'Hannah', 'garage'))),
    C("Nathan is the one who left and came back", 'event', 'T', None, "lines 6 and 7", ('and', ('at', 6, ('text', 'Nathan exited the garage')), ('at', 7, ('text', 'Nathan entered the garage')))),
])

R(29, 'numbered', 'unsupported', 'green_bucket', """Let's think step by step.
1. Hannah is the person searching.
2. Her belief comes from her own observations.
3. Therefore she will look in the green_bucket.

The answer is [green_bucket].""", [
    C("she will look in the green_bucket", 'belief', 'T', 'end', "answer restated", ('bel', 'Hannah', 'green_bucket')),
])
