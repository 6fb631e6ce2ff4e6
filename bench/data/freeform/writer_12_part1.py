# items 0-5 ; each record: (item_index, style, label, stated_answer, response, claims)
# claim: (text, kind, verdict, time, note)
RECS = []
A = RECS.append

# ---------- item 0: s6812-24-o4  Abigail->Liam->Benjamin->William eggplant = blue_drawer
A((0, "answer_first", "sound", "blue_drawer",
"""**Answer: F. blue_drawer**

Explanation:
- Jacob moved the eggplant from the red_drawer to the blue_drawer (line 3) while all five were in the staircase.
- Abigail exited at line 6, before Benjamin moved the eggplant to the green_suitcase (line 7).
- So Abigail never saw the second move. Whatever she imagines Liam imagining about Benjamin and William has to stop at the blue_drawer.

Abigail thinks Liam thinks Benjamin thinks William thinks the eggplant is in the blue_drawer.""",
[("Jacob moved the eggplant from the red_drawer to the blue_drawer (line 3)", "event", "true", 3, "line 3"),
 ("while all five were in the staircase", "presence", "true", 3, "all five witnessed line 3"),
 ("Abigail exited at line 6", "event", "true", 6, "line 6"),
 ("before Benjamin moved the eggplant to the green_suitcase (line 7)", "order", "true", 7, "6 < 7"),
 ("Abigail never saw the second move", "presence", "true", 7, "Abigail not in witnessed_by of line 7"),
 ("Abigail thinks Liam thinks Benjamin thinks William thinks the eggplant is in the blue_drawer", "belief", "true", "end", "gold chain = blue_drawer")]))

A((0, "thinking", "unsound", "blue_drawer",
"""<think>
The question is a 4th-order chain: Abigail -> Liam -> Benjamin -> William.

Timeline in the staircase: the eggplant starts in the red_drawer, Jacob moves it to the blue_drawer at line 3, then Jacob leaves. Abigail leaves at line 6. Benjamin then moves it to the green_suitcase at line 7 — Liam and William are both still there for that.

So Liam thinks Benjamin thinks William thinks it's in the blue_drawer, since that was the spot before Benjamin touched it. Anyway, the outermost person is Abigail. She left before the move, so she has no idea the green_suitcase ever happened. In her model, Liam last saw it in the blue_drawer, and the deeper layers follow.

The garage part is about the pineapple, irrelevant.
</think>

F. blue_drawer — Abigail left before Benjamin's move, so her whole nested chain stops at the blue_drawer.""",
[("the eggplant starts in the red_drawer", "location", "true", 2, "line 2"),
 ("Jacob moves it to the blue_drawer at line 3", "event", "true", 3, "line 3"),
 ("Abigail leaves at line 6", "event", "true", 6, "line 6"),
 ("Benjamin then moves it to the green_suitcase at line 7", "event", "true", 7, "line 7"),
 ("Liam and William are both still there for that", "presence", "true", 7, "both witnessed line 7"),
 ("Liam thinks Benjamin thinks William thinks it's in the blue_drawer", "belief", "false", "end", "PLANTED: Liam->Benjamin->William = green_suitcase"),
 ("She left before the move", "order", "true", 7, "line 6 before line 7"),
 ("she has no idea the green_suitcase ever happened", "belief", "true", "end", "Abigail believes blue_drawer"),
 ("In her model, Liam last saw it in the blue_drawer", "belief", "true", "end", "Abigail->Liam = blue_drawer"),
 ("Abigail left before Benjamin's move", "order", "true", 7, "6 < 7")]))

A((0, "narrative", "wrong", "green_suitcase",
"""Let me trace who saw what. Jacob put the eggplant in the blue_drawer and left, and then Abigail left too. After that Benjamin moved it to the green_suitcase while William and Liam were watching. Liam stayed the longest, so he knows Benjamin knows William saw the move.

Abigail and Liam are together again in the waiting_room at the end, and Abigail would assume Liam is aware of the latest position. So Abigail thinks Liam thinks Benjamin thinks William thinks the eggplant is in the green_suitcase.

The answer is I. green_suitcase.""",
[("Jacob put the eggplant in the blue_drawer and left", "event", "true", 4, "lines 3-4"),
 ("then Abigail left too", "order", "true", 6, "Abigail exited at 6 after Jacob at 4"),
 ("Benjamin moved it to the green_suitcase", "event", "true", 7, "line 7"),
 ("while William and Liam were watching", "presence", "true", 7, "witnessed by Benjamin, Liam, William"),
 ("Liam stayed the longest", "order", "true", 13, "Liam last out of staircase"),
 ("he knows Benjamin knows William saw the move", "belief", "true", "end", "Liam->Benjamin->William = green_suitcase"),
 ("Abigail and Liam are together again in the waiting_room at the end", "presence", "true", 25, "both in waiting_room"),
 ("Abigail would assume Liam is aware of the latest position", "belief", "false", "end", "Abigail->Liam = blue_drawer"),
 ("Abigail thinks Liam thinks Benjamin thinks William thinks the eggplant is in the green_suitcase", "belief", "false", "end", "gold blue_drawer")]))

A((0, "terse", "unsupported", "blue_drawer", """F""", []))

A((0, "numbered", "sound", "blue_drawer",
"""**Step 1: Track the eggplant.**
1. Line 2: it is in the red_drawer.
2. Line 3: Jacob moves it to the blue_drawer (everyone is present).
3. Line 7: Benjamin moves it to the green_suitcase. Only Benjamin, Liam and William are still in the staircase.

**Step 2: Where was Abigail?**
Abigail exited at line 6, so the last position she saw was the blue_drawer.

**Step 3: Nested beliefs.**
Since Abigail didn't witness line 7, she can only attribute the blue_drawer to Liam, and through Liam to Benjamin and William.

**Answer:** F. blue_drawer""",
[("Line 2: it is in the red_drawer", "location", "true", 2, ""),
 ("Line 3: Jacob moves it to the blue_drawer", "event", "true", 3, ""),
 ("everyone is present", "presence", "true", 3, "all five witnessed"),
 ("Line 7: Benjamin moves it to the green_suitcase", "event", "true", 7, ""),
 ("Only Benjamin, Liam and William are still in the staircase", "presence", "true", 7, "agents_room after 7"),
 ("Abigail exited at line 6", "event", "true", 6, ""),
 ("the last position she saw was the blue_drawer", "belief", "true", 6, "Abigail = blue_drawer"),
 ("Abigail didn't witness line 7", "presence", "true", 7, ""),
 ("she can only attribute the blue_drawer to Liam", "belief", "true", "end", "Abigail->Liam = blue_drawer")]))

# ---------- item 1: tomi potato, Aiden look = blue_drawer
A((1, "numbered", "sound", "blue_drawer",
"""Let's think step by step.
1. The potato starts in the green_treasure_chest (line 4).
2. Aiden himself moves it to the blue_drawer in line 5.
3. Nobody moves it afterwards; Logan and Aiden just leave, and Logan comes back later.

Aiden knows where he put it, so he will look in the blue_drawer.

\\boxed{blue_drawer}""",
[("The potato starts in the green_treasure_chest (line 4)", "location", "true", 4, ""),
 ("Aiden himself moves it to the blue_drawer in line 5", "event", "true", 5, ""),
 ("Nobody moves it afterwards", "event", "true", "end", "no later move"),
 ("Logan and Aiden just leave", "event", "true", 8, "lines 7-8"),
 ("Logan comes back later", "event", "true", 9, "line 9"),
 ("he will look in the blue_drawer", "belief", "true", "end", "Aiden = blue_drawer")]))

A((1, "narrative", "unsound", "blue_drawer",
"""Aiden was the one who moved the potato out of the green_treasure_chest and into the blue_drawer, with Logan watching. Logan left the office after Aiden did, and later came back in, but none of that changes anything for Aiden — the potato never moved again, and Aiden's knowledge comes from his own action. The answer is the blue_drawer.""",
[("Aiden was the one who moved the potato out of the green_treasure_chest and into the blue_drawer", "event", "true", 5, ""),
 ("with Logan watching", "presence", "true", 5, "Logan witnessed 5"),
 ("Logan left the office after Aiden did", "order", "false", 8, "PLANTED: Logan left at 7, Aiden at 8"),
 ("later came back in", "event", "true", 9, ""),
 ("the potato never moved again", "event", "true", "end", "")]))

A((1, "terse", "unsound", "blue_drawer",
"""blue_drawer — he moved it there himself at line 4.""",
[("he moved it there himself at line 4", "event", "false", 4, "PLANTED: move is line 5; line 4 is the initial placement")]))

A((1, "thinking", "wrong", "green_treasure_chest",
"""<think>
Aiden entered the office, then Logan. The potato was in the green_treasure_chest. Aiden moved it... then "Aiden loves the office", Logan exited, Aiden exited at line 8, Logan re-entered.
The question asks where Aiden will look. Hmm, people in these stories tend to look where the object was first placed. I think he'd go back to the green_treasure_chest.
</think>

green_treasure_chest""",
[("Aiden entered the office, then Logan", "order", "true", 3, "lines 2-3"),
 ("The potato was in the green_treasure_chest", "location", "true", 4, ""),
 ("Logan exited", "event", "true", 7, ""),
 ("Aiden exited at line 8", "event", "true", 8, ""),
 ("Logan re-entered", "event", "true", 9, ""),
 ("he'd go back to the green_treasure_chest", "belief", "false", "end", "Aiden = blue_drawer")]))

A((1, "answer_first", "unsupported", "blue_drawer",
"""**Answer: blue_drawer**

Aiden will look for the potato in the blue_drawer.""",
[("Aiden will look for the potato in the blue_drawer", "belief", "true", "end", "answer restated")]))

# ---------- item 2: tomato really = blue_cupboard
A((2, "narrative", "sound", "blue_cupboard",
"""Let me trace the tomato. It starts in the green_crate at line 2. Isabella, Ava and Jackson each wait a minute and leave without touching it. Then at line 9 Jayden moves it to the blue_cupboard, with only Mason still there to see it. After that Jayden and Mason just leave, and nobody moves the tomato again.

So the tomato is really in the blue_cupboard. The answer is K. blue_cupboard.""",
[("It starts in the green_crate at line 2", "location", "true", 2, ""),
 ("Isabella, Ava and Jackson each wait a minute and leave without touching it", "event", "true", 8, "lines 3-8"),
 ("at line 9 Jayden moves it to the blue_cupboard", "event", "true", 9, ""),
 ("with only Mason still there to see it", "presence", "true", 9, "witnessed by Jayden, Mason"),
 ("Jayden and Mason just leave", "event", "true", 12, ""),
 ("nobody moves the tomato again", "event", "true", "end", ""),
 ("the tomato is really in the blue_cupboard", "location", "true", "end", "")]))

A((2, "terse", "sound", "blue_cupboard",
"""K. blue_cupboard — Jayden moved it there and nobody touched it after.""",
[("Jayden moved it there", "event", "true", 9, ""),
 ("nobody touched it after", "event", "true", "end", "")]))

A((2, "thinking", "unsound", "blue_cupboard",
"""<think>
Reality question, so I only need the last move.
Line 2: green_crate.
Line 9: Jayden moves it to the blue_cupboard. He did that after Mason had already left, but that doesn't matter for reality.
No later moves.
</think>

The tomato is really in the blue_cupboard (K).""",
[("Line 2: green_crate", "location", "true", 2, ""),
 ("Line 9: Jayden moves it to the blue_cupboard", "event", "true", 9, ""),
 ("He did that after Mason had already left", "order", "false", 9, "PLANTED: Mason exited at 12, after line 9"),
 ("No later moves", "event", "true", "end", ""),
 ("The tomato is really in the blue_cupboard", "location", "true", "end", "")]))

A((2, "answer_first", "wrong", "green_crate",
"""L. green_crate

Explanation: The tomato was placed in the green_crate at the start (line 2), and every agent saw it there. All five eventually left the hall for the waiting_room, so it is still sitting in the green_crate.""",
[("The tomato was placed in the green_crate at the start (line 2)", "location", "true", 2, ""),
 ("every agent saw it there", "presence", "true", 2, "all five witnessed line 2"),
 ("All five eventually left the hall for the waiting_room", "event", "true", 13, ""),
 ("it is still sitting in the green_crate", "location", "false", "end", "it is in the blue_cupboard")]))

A((2, "numbered", "unsupported", "blue_cupboard",
"""1. This is a reality question, not a belief question.
2. Only the final position of the tomato matters.

**Answer:** K. blue_cupboard""", []))

# ---------- item 3: grapes, Sophia->Lily = blue_drawer
A((3, "terse", "sound", "blue_drawer",
"""E. blue_drawer. Sophia left right after putting it there, so she assumes Lily still thinks it's in the blue_drawer.""",
[("Sophia left right after putting it there", "event", "true", 4, "moved at 3, exited at 4"),
 ("she assumes Lily still thinks it's in the blue_drawer", "belief", "true", "end", "Sophia->Lily = blue_drawer")]))

A((3, "thinking", "unsound", "blue_drawer",
"""<think>
Sophia moves the grapes from the green_bottle into the blue_drawer at line 3, then exits at line 4. Everything after that is invisible to her: Lucas moves them to the red_pantry at line 7 and Liam moves them to the green_crate at line 10.
Lily is the last one out (line 12), so she saw both of those moves and really believes the green_crate. But Sophia doesn't know any of that. In Sophia's head, Lily last saw the grapes in the blue_drawer.
</think>

**E. blue_drawer**""",
[("Sophia moves the grapes from the green_bottle into the blue_drawer at line 3", "event", "true", 3, ""),
 ("then exits at line 4", "event", "true", 4, ""),
 ("Lucas moves them to the red_pantry at line 7", "event", "true", 7, ""),
 ("Liam moves them to the green_crate at line 10", "event", "false", 10, "PLANTED: the move is line 9; line 10 is Liam exiting"),
 ("Lily is the last one out (line 12)", "order", "true", 12, ""),
 ("she saw both of those moves", "presence", "true", 9, "Lily witnessed 7 and 9"),
 ("really believes the green_crate", "belief", "true", "end", "Lily = green_crate"),
 ("Sophia doesn't know any of that", "belief", "true", "end", "Sophia = blue_drawer"),
 ("In Sophia's head, Lily last saw the grapes in the blue_drawer", "belief", "true", "end", "Sophia->Lily = blue_drawer")]))

A((3, "answer_first", "unsound", "blue_drawer",
"""**Answer: E. blue_drawer**

Explanation:
- Sophia put the grapes in the blue_drawer (line 3) and left immediately (line 4).
- Ethan and Lily both watched Lucas move them to the red_pantry (line 7), and Lily also saw Liam's move to the green_crate (line 9).
- Sophia saw none of this, so her picture of Lily is frozen at the blue_drawer.""",
[("Sophia put the grapes in the blue_drawer (line 3)", "event", "true", 3, ""),
 ("left immediately (line 4)", "event", "true", 4, ""),
 ("Ethan and Lily both watched Lucas move them to the red_pantry (line 7)", "presence", "false", 7, "PLANTED: Ethan exited at 6"),
 ("Lily also saw Liam's move to the green_crate (line 9)", "presence", "true", 9, ""),
 ("Sophia saw none of this", "presence", "true", 9, "Sophia absent at 7 and 9"),
 ("her picture of Lily is frozen at the blue_drawer", "belief", "true", "end", "Sophia->Lily = blue_drawer")]))

A((3, "numbered", "wrong", "green_crate",
"""1. Grapes: green_bottle -> blue_drawer (Sophia) -> red_pantry (Lucas) -> green_crate (Liam).
2. Lily stayed until the end and saw the last move.
3. So Lily thinks the grapes are in the green_crate, and Sophia would think the same of her.

**Answer:** B. green_crate""",
[("green_bottle -> blue_drawer (Sophia) -> red_pantry (Lucas) -> green_crate (Liam)", "event", "true", 9, "moves at 3, 7, 9"),
 ("Lily stayed until the end and saw the last move", "presence", "true", 9, ""),
 ("Lily thinks the grapes are in the green_crate", "belief", "true", "end", "Lily = green_crate"),
 ("Sophia would think the same of her", "belief", "false", "end", "Sophia->Lily = blue_drawer")]))

A((3, "narrative", "unsupported", "blue_drawer",
"""This one is about what Sophia imagines Lily believes, which is a different thing from what Lily actually believes. Working through it, Sophia thinks Lily thinks the grapes are in the blue_drawer. The answer is E.""",
[("Sophia thinks Lily thinks the grapes are in the blue_drawer", "belief", "true", "end", "answer restated")]))

# ---------- item 4: orange, Alexander->Avery->Logan->Ava = green_pantry
A((4, "thinking", "sound", "green_pantry",
"""<think>
Only one move of the orange: Alexander puts it in the green_pantry at line 3 while all five are in the sunroom. Then everyone leaves one by one with no movements.
Later, in the waiting_room, Avery publicly claims it's in the blue_crate (line 16). That's false — it's really in the green_pantry. Alexander left first, so he trusts Avery, and for a moment he believes the blue_crate; then Logan privately tells him the green_pantry (line 17), and he's back to the green_pantry.
But the question is the deep chain Alexander -> Avery -> Logan -> Ava. Those inner layers come from the shared observation at line 3, and the claims don't reach that deep. Let me double check... yes, the chain is still green_pantry.
</think>

N. green_pantry. Everyone saw Alexander's move into the green_pantry, and nothing later changes the nested chain.""",
[("Alexander puts it in the green_pantry at line 3", "event", "true", 3, ""),
 ("while all five are in the sunroom", "presence", "true", 3, ""),
 ("everyone leaves one by one with no movements", "event", "true", 13, ""),
 ("Avery publicly claims it's in the blue_crate (line 16)", "communication", "true", 16, ""),
 ("it's really in the green_pantry", "location", "true", 16, ""),
 ("Alexander left first", "order", "true", 4, "exited at 4"),
 ("he trusts Avery", "communication", "true", 16, "Alexander -> blue_crate at 16"),
 ("for a moment he believes the blue_crate", "belief", "true", 16, "Alexander = blue_crate at 16"),
 ("Logan privately tells him the green_pantry (line 17)", "communication", "true", 17, ""),
 ("he's back to the green_pantry", "belief", "true", 17, "Alexander = green_pantry at 17"),
 ("the claims don't reach that deep", "communication", "true", "end", "chain stays green_pantry"),
 ("the chain is still green_pantry", "belief", "true", "end", ""),
 ("Everyone saw Alexander's move into the green_pantry", "presence", "true", 3, "")]))

A((4, "answer_first", "sound", "green_pantry",
"""N. green_pantry

Alexander moved the orange into the green_pantry at line 3 with Ava, Hannah, Avery and Logan all watching, and nobody moved it afterwards. Every layer of the chain goes back to that shared moment.""",
[("Alexander moved the orange into the green_pantry at line 3", "event", "true", 3, ""),
 ("with Ava, Hannah, Avery and Logan all watching", "presence", "true", 3, ""),
 ("nobody moved it afterwards", "event", "true", "end", "")]))

A((4, "numbered", "unsound", "green_pantry",
"""Step 1: The orange goes from the blue_container to the green_pantry (line 3), moved by Alexander.
Step 2: Nobody touches it again; all five leave the sunroom one after another.
Step 3: Avery publicly claims the blue_crate (line 16), but Alexander does not trust her claim.
Step 4: Logan's private message to Alexander (line 17) says green_pantry.
Step 5: None of this affects the 4th-order chain, which was fixed when everyone watched line 3.

**Answer:** N. green_pantry""",
[("The orange goes from the blue_container to the green_pantry (line 3), moved by Alexander", "event", "true", 3, ""),
 ("Nobody touches it again", "event", "true", "end", ""),
 ("all five leave the sunroom one after another", "event", "true", 13, ""),
 ("Avery publicly claims the blue_crate (line 16)", "communication", "true", 16, ""),
 ("Alexander does not trust her claim", "communication", "false", 16, "PLANTED: Alexander left before Avery and adopts blue_crate at 16"),
 ("Logan's private message to Alexander (line 17) says green_pantry", "communication", "true", 17, ""),
 ("None of this affects the 4th-order chain", "communication", "true", "end", "chain = green_pantry"),
 ("everyone watched line 3", "presence", "true", 3, "")]))

A((4, "narrative", "wrong", "blue_crate",
"""Let me think about what each person heard. The orange was moved into the green_pantry early on, and then everyone drifted out of the sunroom. In the waiting_room, Avery announced to the whole group that the orange was in the blue_crate, and all five heard it.

Since the announcement was public, Alexander would figure that Avery has planted the blue_crate in Logan's head, and Logan in turn would expect Ava to go along with it. So Alexander thinks Avery thinks Logan thinks Ava thinks it's in the blue_crate. The answer is M. blue_crate.""",
[("The orange was moved into the green_pantry early on", "event", "true", 3, ""),
 ("everyone drifted out of the sunroom", "event", "true", 13, ""),
 ("Avery announced to the whole group that the orange was in the blue_crate", "communication", "true", 16, ""),
 ("all five heard it", "presence", "true", 16, ""),
 ("Alexander thinks Avery thinks Logan thinks Ava thinks it's in the blue_crate", "belief", "false", "end", "gold green_pantry")]))

A((4, "terse", "unsupported", "green_pantry", """green_pantry""", []))

# ---------- item 5: broccoli, Olivia real = blue_pantry
A((5, "answer_first", "sound", "blue_pantry",
"""**Answer: G. blue_pantry**

Explanation:
- Olivia herself moved the broccoli to the green_treasure_chest (line 5) and left at line 6, so at that point she believed the green_treasure_chest.
- She missed Aiden moving it back to the blue_pantry (line 12).
- In the waiting_room, Lily publicly claimed it was in the blue_pantry (line 15). Lily left the porch after Olivia, so Olivia trusts her and updates to the blue_pantry.
- Aiden's private message went only to Lily, so it doesn't affect Olivia.""",
[("Olivia herself moved the broccoli to the green_treasure_chest (line 5)", "event", "true", 5, ""),
 ("left at line 6", "event", "true", 6, ""),
 ("at that point she believed the green_treasure_chest", "belief", "true", 6, ""),
 ("She missed Aiden moving it back to the blue_pantry (line 12)", "presence", "true", 12, ""),
 ("Lily publicly claimed it was in the blue_pantry (line 15)", "communication", "true", 15, ""),
 ("Lily left the porch after Olivia", "order", "true", 8, "Lily 8 > Olivia 6"),
 ("Olivia trusts her and updates to the blue_pantry", "communication", "true", 15, "Olivia -> blue_pantry at 15"),
 ("Aiden's private message went only to Lily", "communication", "true", 16, ""),
 ("it doesn't affect Olivia", "communication", "true", 16, "Olivia stays blue_pantry")]))

A((5, "narrative", "unsound", "blue_pantry",
"""Let me trace where Olivia's belief goes. She moved the broccoli into the green_treasure_chest herself, then left. Later Aiden put it back in the blue_pantry; Lily saw Aiden move it back, but Olivia obviously didn't.

Then, in the waiting_room, Lily announced publicly that it's in the blue_pantry. Since Lily exited after Olivia, Olivia trusts her. So Olivia now thinks it's in the blue_pantry. The answer is G. blue_pantry.""",
[("She moved the broccoli into the green_treasure_chest herself", "event", "true", 5, ""),
 ("then left", "event", "true", 6, ""),
 ("Later Aiden put it back in the blue_pantry", "event", "true", 12, ""),
 ("Lily saw Aiden move it back", "presence", "false", 12, "PLANTED: Lily exited at 8"),
 ("Olivia obviously didn't", "presence", "true", 12, ""),
 ("Lily announced publicly that it's in the blue_pantry", "communication", "true", 15, ""),
 ("Lily exited after Olivia", "order", "true", 8, ""),
 ("Olivia trusts her", "communication", "true", 15, ""),
 ("Olivia now thinks it's in the blue_pantry", "belief", "true", "end", "")]))

A((5, "thinking", "unsound", "blue_pantry",
"""<think>
Olivia: moved it to green_treasure_chest at 5, exits at 6. Aiden moves it to blue_pantry at 12 — only Aiden there. So before the waiting room, Olivia thinks green_treasure_chest.
Line 15: Lily publicly says blue_pantry. Lily left at 8, Olivia at 6, so Lily left later and Olivia trusts her → blue_pantry.
Line 16: Aiden privately tells Lily green_treasure_chest. Whatever — Lily already believed the blue_pantry after her own claim, and Olivia doesn't hear this private message anyway.
So Olivia: blue_pantry.
</think>
G. blue_pantry""",
[("moved it to green_treasure_chest at 5", "event", "true", 5, ""),
 ("exits at 6", "event", "true", 6, ""),
 ("Aiden moves it to blue_pantry at 12", "event", "true", 12, ""),
 ("only Aiden there", "presence", "true", 12, ""),
 ("before the waiting room, Olivia thinks green_treasure_chest", "belief", "true", 13, ""),
 ("Lily publicly says blue_pantry", "communication", "true", 15, ""),
 ("Lily left at 8", "event", "true", 8, ""),
 ("Olivia at 6", "event", "true", 6, ""),
 ("Olivia trusts her", "communication", "true", 15, ""),
 ("Aiden privately tells Lily green_treasure_chest", "communication", "true", 16, ""),
 ("Lily already believed the blue_pantry after her own claim", "belief", "false", 15, "PLANTED: speaker's own belief unchanged; Lily = green_treasure_chest"),
 ("Olivia doesn't hear this private message", "presence", "true", 16, ""),
 ("Olivia: blue_pantry", "belief", "true", "end", "")]))

A((5, "terse", "wrong", "green_treasure_chest",
"""J. green_treasure_chest — she put it there herself and never saw it move.""",
[("she put it there herself", "event", "true", 5, ""),
 ("never saw it move", "presence", "true", 12, "Olivia did not witness line 12")]))

A((5, "numbered", "unsupported", "blue_pantry",
"""Let's think step by step.
We need Olivia's actual belief at the end of the story, taking into account everything she experiences, including what she hears.

the answer is [blue_pantry]""", []))
