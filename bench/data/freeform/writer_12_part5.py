# items 24-29
RECS = []
A = RECS.append

# ---------- item 24: eggplant order 3, Chloe->Evelyn->Nathan = blue_container
A((24, "numbered", "sound", "blue_container",
"""Let's think step by step.
1. The eggplant starts in the green_bucket (line 2).
2. Nathan moves it to the blue_container at line 5; Chloe, Evelyn and Jack are all there.
3. Nathan leaves at line 6, and no one moves the eggplant after that.
4. Chloe and Evelyn both know Nathan put it there himself, and Chloe saw that Evelyn saw it.
5. Jack's public claim (green_bucket, line 18) does change Nathan's own belief, because Nathan left before Jack, but Chloe's model of Evelyn's model of Nathan stays at the blue_container.

the answer is [blue_container]""",
[("The eggplant starts in the green_bucket (line 2)", "location", "true", 2, ""),
 ("Nathan moves it to the blue_container at line 5", "event", "true", 5, ""),
 ("Chloe, Evelyn and Jack are all there", "presence", "true", 5, ""),
 ("Nathan leaves at line 6", "event", "true", 6, ""),
 ("no one moves the eggplant after that", "event", "true", "end", ""),
 ("Chloe and Evelyn both know Nathan put it there himself", "belief", "true", "end", "Chloe->Nathan, Evelyn->Nathan = blue_container"),
 ("Chloe saw that Evelyn saw it", "presence", "true", 5, ""),
 ("Jack's public claim (green_bucket, line 18)", "communication", "true", 18, ""),
 ("does change Nathan's own belief", "communication", "true", 18, "Nathan -> green_bucket"),
 ("Nathan left before Jack", "order", "true", 8, ""),
 ("Chloe's model of Evelyn's model of Nathan stays at the blue_container", "belief", "true", "end", "")]))

A((24, "terse", "sound", "blue_container",
"""N. blue_container — Nathan moved it there himself with Chloe and Evelyn watching.""",
[("Nathan moved it there himself", "event", "true", 5, ""),
 ("with Chloe and Evelyn watching", "presence", "true", 5, "")]))

A((24, "thinking", "unsound", "blue_container",
"""<think>
Chloe → Evelyn → Nathan.
Nathan moved the eggplant from the green_bucket to the blue_container at line 5. Chloe, Evelyn, Jack were all there. Nathan exits 6, Jack 8, Chloe 12, Evelyn 14 — no further moves, so the eggplant is still in the blue_container.
Line 18: Jack publicly claims green_bucket. Evelyn trusts this and switches to the green_bucket. Nathan too, since he left before Jack. Chloe heard the claim as well. But the chain is about what Chloe thinks Evelyn thinks Nathan saw, and that's the move at line 5. I'll stick with the observed position.
</think>
N. blue_container""",
[("Nathan moved the eggplant from the green_bucket to the blue_container at line 5", "event", "true", 5, ""),
 ("Chloe, Evelyn, Jack were all there", "presence", "true", 5, ""),
 ("Nathan exits 6, Jack 8, Chloe 12, Evelyn 14", "order", "true", 14, ""),
 ("no further moves", "event", "true", "end", ""),
 ("the eggplant is still in the blue_container", "location", "true", "end", ""),
 ("Jack publicly claims green_bucket", "communication", "true", 18, ""),
 ("Evelyn trusts this and switches to the green_bucket", "communication", "false", 18, "PLANTED: Evelyn left after Jack; Evelyn stays blue_container"),
 ("Nathan too", "communication", "true", 18, "Nathan -> green_bucket"),
 ("he left before Jack", "order", "true", 8, ""),
 ("Chloe heard the claim as well", "presence", "true", 18, "")]))

A((24, "narrative", "wrong", "green_bucket",
"""Jack publicly announced that the eggplant was in the green_bucket, and Nathan, who had left the lounge before Jack, believes him. Chloe and Evelyn both heard the announcement, and they know how trust works here, so Chloe thinks Evelyn thinks Nathan now believes the green_bucket. The answer is K. green_bucket.""",
[("Jack publicly announced that the eggplant was in the green_bucket", "communication", "true", 18, ""),
 ("Nathan, who had left the lounge before Jack", "order", "true", 8, ""),
 ("believes him", "communication", "true", 18, ""),
 ("Chloe and Evelyn both heard the announcement", "presence", "true", 18, ""),
 ("Chloe thinks Evelyn thinks Nathan now believes the green_bucket", "belief", "false", "end", "gold blue_container")]))

A((24, "answer_first", "unsupported", "blue_container", """**N. blue_container**""", []))

# ---------- item 25: persimmon, Oliver->Lucas = blue_drawer
A((25, "thinking", "sound", "blue_drawer",
"""<think>
Oliver → Lucas.
Oliver moved the persimmon from the blue_drawer to the green_drawer at line 5, with Lucas watching. Then Oliver left (line 7). So up to the waiting room, Oliver thinks Lucas thinks green_drawer.
Line 15: Lucas publicly claims blue_drawer. Oliver left before Lucas (7 vs 11), so Oliver trusts Lucas. What does that do to Oliver's model of Lucas? Lucas is saying blue_drawer, so Oliver now thinks Lucas believes the blue_drawer. And Oliver himself switches to the blue_drawer too.
Line 16 is private between Lily and Mia, irrelevant to Oliver.
</think>
H. blue_drawer""",
[("Oliver moved the persimmon from the blue_drawer to the green_drawer at line 5", "event", "true", 5, ""),
 ("with Lucas watching", "presence", "true", 5, ""),
 ("Oliver left (line 7)", "event", "true", 7, ""),
 ("up to the waiting room, Oliver thinks Lucas thinks green_drawer", "belief", "true", 14, ""),
 ("Lucas publicly claims blue_drawer", "communication", "true", 15, ""),
 ("Oliver left before Lucas (7 vs 11)", "order", "true", 11, ""),
 ("Oliver trusts Lucas", "communication", "true", 15, ""),
 ("Oliver now thinks Lucas believes the blue_drawer", "belief", "true", "end", ""),
 ("Oliver himself switches to the blue_drawer too", "belief", "true", 15, ""),
 ("Line 16 is private between Lily and Mia", "communication", "true", 16, "")]))

A((25, "answer_first", "unsound", "blue_drawer",
"""**Answer: H. blue_drawer**

Explanation:
- Oliver saw the persimmon go into the green_drawer (his own move, line 5), and Lucas was there too.
- Lucas stayed until line 11 and even saw Lily move it to the blue_basket, but Oliver didn't know any of that.
- In the waiting_room, Lucas publicly claimed it was in the blue_drawer (line 15). Oliver trusts Lucas, who left later, so Oliver now thinks Lucas believes the blue_drawer.""",
[("Oliver saw the persimmon go into the green_drawer (his own move, line 5)", "presence", "true", 5, ""),
 ("Lucas was there too", "presence", "true", 5, ""),
 ("Lucas stayed until line 11", "event", "true", 11, ""),
 ("even saw Lily move it to the blue_basket", "presence", "false", 12, "PLANTED: Lily moved it at 12, after Lucas left at 11"),
 ("Lucas publicly claimed it was in the blue_drawer (line 15)", "communication", "true", 15, ""),
 ("Oliver trusts Lucas", "communication", "true", 15, ""),
 ("who left later", "order", "true", 11, ""),
 ("Oliver now thinks Lucas believes the blue_drawer", "belief", "true", "end", "")]))

A((25, "narrative", "unsound", "blue_drawer",
"""Let me trace Oliver's view. Mia put the persimmon in the blue_drawer, then Oliver himself moved it to the green_drawer while Alexander, Lily and Lucas watched. When Oliver left, Lucas and Mia were still there. Lily, the last one left in the staircase, then moved it to the blue_basket — Oliver saw none of that.

Later Lucas announced it was in the blue_drawer. Because Lucas left after Oliver, Oliver believes him, and assumes that's what Lucas thinks. The answer is H. blue_drawer.""",
[("Mia put the persimmon in the blue_drawer", "event", "true", 3, ""),
 ("Oliver himself moved it to the green_drawer", "event", "true", 5, ""),
 ("while Alexander, Lily and Lucas watched", "presence", "true", 5, ""),
 ("When Oliver left, Lucas and Mia were still there", "presence", "false", 7, "PLANTED: Mia exited at 4"),
 ("Lily, the last one left in the staircase", "order", "true", 13, ""),
 ("then moved it to the blue_basket", "event", "true", 12, ""),
 ("Oliver saw none of that", "presence", "true", 12, ""),
 ("Lucas announced it was in the blue_drawer", "communication", "true", 15, ""),
 ("Lucas left after Oliver", "order", "true", 11, ""),
 ("Oliver believes him", "communication", "true", 15, ""),
 ("assumes that's what Lucas thinks", "belief", "true", "end", "Oliver->Lucas = blue_drawer")]))

A((25, "numbered", "wrong", "green_drawer",
"""1. Oliver moved the persimmon to the green_drawer at line 5, with Lucas present.
2. Oliver left at line 7.
3. Lucas's announcement in the waiting_room is only a claim; it doesn't tell Oliver anything about Lucas's belief.
4. So Oliver thinks Lucas thinks the green_drawer.

**Answer:** I. green_drawer""",
[("Oliver moved the persimmon to the green_drawer at line 5", "event", "true", 5, ""),
 ("with Lucas present", "presence", "true", 5, ""),
 ("Oliver left at line 7", "event", "true", 7, ""),
 ("it doesn't tell Oliver anything about Lucas's belief", "communication", "false", 15, "Oliver->Lucas changes to blue_drawer at 15"),
 ("Oliver thinks Lucas thinks the green_drawer", "belief", "false", "end", "gold blue_drawer")]))

A((25, "terse", "unsupported", "blue_drawer", """H""", []))

# ---------- item 26: corn, Mason->Carter = red_container
A((26, "narrative", "sound", "red_container",
"""Let me trace where Carter was. Carter moved the corn from the blue_pantry into the red_container at line 3 and walked out at line 4, so Carter never saw anything after that. Mason did: he watched Ava move it to the blue_suitcase and then moved it himself to the blue_drawer. But Mason also watched Carter leave before any of that, so he knows Carter still pictures the red_container. The garden scene is about the lettuce.

So Mason thinks Carter thinks the corn is in the red_container. The answer is C.""",
[("Carter moved the corn from the blue_pantry into the red_container at line 3", "event", "true", 3, ""),
 ("walked out at line 4", "event", "true", 4, ""),
 ("Carter never saw anything after that", "presence", "true", 12, "Carter witnesses none of lines 5-12"),
 ("he watched Ava move it to the blue_suitcase", "presence", "true", 8, ""),
 ("then moved it himself to the blue_drawer", "event", "true", 10, ""),
 ("Mason also watched Carter leave before any of that", "presence", "true", 4, ""),
 ("he knows Carter still pictures the red_container", "belief", "true", "end", "Mason->Carter = red_container"),
 ("Mason thinks Carter thinks the corn is in the red_container", "belief", "true", "end", "")]))

A((26, "answer_first", "sound", "red_container",
"""C. red_container

Carter moved the corn into the red_container (line 3) and left right away (line 4), with Mason watching. Mason knows Carter missed all the later moves.""",
[("Carter moved the corn into the red_container (line 3)", "event", "true", 3, ""),
 ("left right away (line 4)", "event", "true", 4, ""),
 ("with Mason watching", "presence", "true", 4, ""),
 ("Mason knows Carter missed all the later moves", "belief", "true", "end", "Mason->Carter = red_container")]))

A((26, "numbered", "unsound", "red_container",
"""**Step 1:** Carter: blue_pantry → red_container (line 3), then exits (line 4).
**Step 2:** Ava → blue_suitcase (8); Oliver left right after that.
**Step 3:** Mason → blue_drawer (10), Mila → blue_pantry (12).
**Step 4:** Mason saw Carter leave before all of these moves, so Mason thinks Carter thinks red_container.

**Answer:** C. red_container""",
[("blue_pantry → red_container (line 3)", "event", "true", 3, ""),
 ("then exits (line 4)", "event", "true", 4, ""),
 ("Ava → blue_suitcase (8)", "event", "true", 8, ""),
 ("Oliver left right after that", "order", "false", 7, "PLANTED: Oliver exited at 7, before Ava's move"),
 ("Mason → blue_drawer (10)", "event", "true", 10, ""),
 ("Mila → blue_pantry (12)", "event", "true", 12, ""),
 ("Mason saw Carter leave before all of these moves", "presence", "true", 4, ""),
 ("Mason thinks Carter thinks red_container", "belief", "true", "end", "")]))

A((26, "terse", "wrong", "blue_drawer",
"""blue_drawer — Mason put it there himself.""",
[("Mason put it there himself", "event", "true", 10, "")]))

A((26, "thinking", "unsupported", "red_container",
"""<think>
Second-order: Mason's picture of Carter's belief. I just need the last position Carter could have seen.
</think>
C. red_container""", []))

# ---------- item 27: banana order 3, Amelia->Mia->Evelyn = blue_cupboard
A((27, "answer_first", "sound", "blue_cupboard",
"""**Answer: F. blue_cupboard**

Explanation:
- The banana starts in the blue_cupboard (line 2), seen by all five.
- Amelia leaves at line 4, before Mia moves it to the red_envelope (line 6).
- So Amelia's whole picture — including what she imagines Mia imagines Evelyn believes — is still the blue_cupboard.
- (It happens that Evelyn later moves it back to the blue_cupboard at line 12, but Amelia doesn't know that.)""",
[("The banana starts in the blue_cupboard (line 2)", "location", "true", 2, ""),
 ("seen by all five", "presence", "true", 2, ""),
 ("Amelia leaves at line 4", "event", "true", 4, ""),
 ("before Mia moves it to the red_envelope (line 6)", "order", "true", 6, ""),
 ("So Amelia's whole picture — including what she imagines Mia imagines Evelyn believes — is still the blue_cupboard", "belief", "true", "end", ""),
 ("Evelyn later moves it back to the blue_cupboard at line 12", "event", "true", 12, ""),
 ("Amelia doesn't know that", "presence", "true", 12, "Amelia did not witness line 12")]))

A((27, "thinking", "unsound", "blue_cupboard",
"""<think>
Amelia → Mia → Evelyn.
Banana: blue_cupboard (2). Amelia exits (4). Mia → red_envelope (6). Mia exits (7). Noah, Jackson exit. Evelyn → blue_cupboard (12), last one out.
Mia thinks Evelyn thinks it's in the blue_cupboard, since Evelyn put it back there. But Amelia's model is what matters, and she left before any move — she can only think everyone believes the blue_cupboard.
The closet part is about the asparagus.
</think>
F. blue_cupboard""",
[("Banana: blue_cupboard (2)", "location", "true", 2, ""),
 ("Amelia exits (4)", "event", "true", 4, ""),
 ("Mia → red_envelope (6)", "event", "true", 6, ""),
 ("Mia exits (7)", "event", "true", 7, ""),
 ("Noah, Jackson exit", "event", "true", 11, ""),
 ("Evelyn → blue_cupboard (12)", "event", "true", 12, ""),
 ("last one out", "order", "true", 13, ""),
 ("Mia thinks Evelyn thinks it's in the blue_cupboard", "belief", "false", "end", "PLANTED: Mia->Evelyn = red_envelope (Mia left before line 12)"),
 ("she left before any move", "order", "true", 6, ""),
 ("she can only think everyone believes the blue_cupboard", "belief", "true", "end", "")]))

A((27, "terse", "unsound", "blue_cupboard",
"""blue_cupboard — Amelia had left, and only Noah saw Mia move it.""",
[("Amelia had left", "presence", "true", 6, ""),
 ("only Noah saw Mia move it", "presence", "false", 6, "PLANTED: Evelyn, Jackson and Noah all witnessed line 6")]))

A((27, "numbered", "wrong", "red_envelope",
"""1. Mia moved the banana to the red_envelope at line 6 while Evelyn watched.
2. Mia left right after.
3. So Mia thinks Evelyn thinks red_envelope, and Amelia, knowing Mia, would agree.

**Answer:** I. red_envelope""",
[("Mia moved the banana to the red_envelope at line 6", "event", "true", 6, ""),
 ("while Evelyn watched", "presence", "true", 6, ""),
 ("Mia left right after", "event", "true", 7, ""),
 ("Mia thinks Evelyn thinks red_envelope", "belief", "true", "end", ""),
 ("Amelia, knowing Mia, would agree", "belief", "false", "end", "Amelia->Mia->Evelyn = blue_cupboard")]))

A((27, "narrative", "unsupported", "blue_cupboard",
"""The question asks about Amelia's view of Mia's view of Evelyn. Putting the pieces together, Amelia thinks Mia thinks Evelyn thinks the banana is in the blue_cupboard. The answer is F.""",
[("Amelia thinks Mia thinks Evelyn thinks the banana is in the blue_cupboard", "belief", "true", "end", "answer restated")]))

# ---------- item 28: melon really = blue_envelope
A((28, "thinking", "sound", "blue_envelope",
"""<think>
Reality. Melon: red_bottle (2) → green_box (William, 5) → blue_envelope (Amelia, 8). After that Mason and Liam just wait and leave. No claims in this story.
</think>
C. blue_envelope""",
[("red_bottle (2)", "location", "true", 2, ""),
 ("green_box (William, 5)", "event", "true", 5, ""),
 ("blue_envelope (Amelia, 8)", "event", "true", 8, ""),
 ("Mason and Liam just wait and leave", "event", "true", 13, ""),
 ("No claims in this story", "communication", "true", "end", "")]))

A((28, "numbered", "sound", "blue_envelope",
"""1. Line 2: the melon is in the red_bottle.
2. Line 5: William moves it to the green_box.
3. Line 8: Amelia moves it to the blue_envelope, with Liam and Mason present.
4. No one moves it after line 8.

**Answer:** C. blue_envelope""",
[("Line 2: the melon is in the red_bottle", "location", "true", 2, ""),
 ("Line 5: William moves it to the green_box", "event", "true", 5, ""),
 ("Line 8: Amelia moves it to the blue_envelope", "event", "true", 8, ""),
 ("with Liam and Mason present", "presence", "true", 8, ""),
 ("No one moves it after line 8", "event", "true", "end", "")]))

A((28, "answer_first", "unsound", "blue_envelope",
"""**C. blue_envelope**

The melon went from the red_bottle to the green_box (William, line 5) — Ethan saw that one before leaving — and then to the blue_envelope (Amelia, line 8). Nothing moves it afterwards.""",
[("from the red_bottle to the green_box (William, line 5)", "event", "true", 5, ""),
 ("Ethan saw that one before leaving", "presence", "false", 5, "PLANTED: Ethan exited at 4"),
 ("then to the blue_envelope (Amelia, line 8)", "event", "true", 8, ""),
 ("Nothing moves it afterwards", "event", "true", "end", "")]))

A((28, "narrative", "wrong", "green_box",
"""Let me trace the melon. It started in the red_bottle, and William moved it to the green_box while Amelia, Liam and Mason watched. After that William left and the others just waited around. So the melon is in the green_box. The answer is E.""",
[("It started in the red_bottle", "location", "true", 2, ""),
 ("William moved it to the green_box", "event", "true", 5, ""),
 ("while Amelia, Liam and Mason watched", "presence", "true", 5, ""),
 ("William left", "event", "true", 7, ""),
 ("the others just waited around", "event", "false", 8, "Amelia moved it at 8"),
 ("the melon is in the green_box", "location", "false", "end", "it is in the blue_envelope")]))

A((28, "terse", "unsupported", "blue_envelope", """blue_envelope""", []))

# ---------- item 29: pumpkin, Mila->Nathan = green_box
A((29, "narrative", "sound", "green_box",
"""Let me trace what happened in the garden. The pumpkin started in the blue_cupboard, and Elizabeth moved it to the green_box at line 3 while all five were there. After that nobody touched it — everyone just waited and left one by one, with Mila the last to go. Since Nathan saw the move and Mila saw Nathan there, Mila thinks Nathan thinks the pumpkin is in the green_box.

The answer is E. green_box.""",
[("The pumpkin started in the blue_cupboard", "location", "true", 2, ""),
 ("Elizabeth moved it to the green_box at line 3", "event", "true", 3, ""),
 ("while all five were there", "presence", "true", 3, ""),
 ("nobody touched it", "event", "true", "end", ""),
 ("everyone just waited and left one by one", "event", "true", 13, ""),
 ("Mila the last to go", "order", "true", 13, ""),
 ("Nathan saw the move", "presence", "true", 3, ""),
 ("Mila saw Nathan there", "presence", "true", 3, ""),
 ("Mila thinks Nathan thinks the pumpkin is in the green_box", "belief", "true", "end", "")]))

A((29, "terse", "unsound", "green_box",
"""E. green_box — Nathan was the last to leave, and nobody moved it after line 3.""",
[("Nathan was the last to leave", "order", "false", 13, "PLANTED: Mila was the last to leave; Nathan left at 6"),
 ("nobody moved it after line 3", "event", "true", "end", "")]))

A((29, "thinking", "unsound", "green_box",
"""<think>
Pumpkin: blue_cupboard → green_box (Elizabeth, line 3). Everyone is in the garden at that point. Nathan leaves at 6, Ethan at 8, James at 11, Mila at 13. No moves after line 3, no claims either.
So every belief, at any order, is the green_box. Mila → Nathan: green_box.
</think>
E. green_box""",
[("blue_cupboard → green_box (Elizabeth, line 3)", "event", "true", 3, ""),
 ("Everyone is in the garden at that point", "presence", "true", 3, ""),
 ("Nathan leaves at 6, Ethan at 8, James at 11, Mila at 13", "order", "false", 13, "PLANTED: James left at 8, Ethan at 11"),
 ("No moves after line 3", "event", "true", "end", ""),
 ("no claims either", "communication", "true", "end", ""),
 ("every belief, at any order, is the green_box", "belief", "true", "end", ""),
 ("Mila → Nathan: green_box", "belief", "true", "end", "")]))

A((29, "answer_first", "wrong", "blue_cupboard",
"""B. blue_cupboard

Nathan left the garden at line 6, so from Mila's view Nathan still thinks the pumpkin is where it started, in the blue_cupboard.""",
[("Nathan left the garden at line 6", "event", "true", 6, ""),
 ("from Mila's view Nathan still thinks the pumpkin is where it started, in the blue_cupboard", "belief", "false", "end", "Mila->Nathan = green_box")]))

A((29, "numbered", "unsupported", "green_box",
"""Let's think step by step.
1. We need Mila's belief about Nathan's belief at the end of the story.

the answer is [green_box]""", []))
