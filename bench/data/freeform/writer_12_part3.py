# items 12-17
RECS = []
A = RECS.append

# ---------- item 12: celery really = red_box
A((12, "answer_first", "sound", "red_box",
"""J. red_box

Explanation: The celery moves twice. Logan puts it in the red_bathtub (line 5), then Emma moves it to the red_box (line 7) while Carter and James watch. No one moves it after that. The later statements — Emma saying red_basket, Carter telling Emma green_suitcase — are just talk and don't relocate anything.""",
[("Logan puts it in the red_bathtub (line 5)", "event", "true", 5, ""),
 ("Emma moves it to the red_box (line 7)", "event", "true", 7, ""),
 ("while Carter and James watch", "presence", "true", 7, ""),
 ("No one moves it after that", "event", "true", "end", ""),
 ("Emma saying red_basket", "communication", "true", 15, ""),
 ("Carter telling Emma green_suitcase", "communication", "true", 16, "")]))

A((12, "thinking", "sound", "red_box",
"""<think>
Celery starts in the red_basket. Hannah leaves at 4. Logan: red_bathtub (5). Logan leaves. Emma: red_box (7). Then Emma, James, Carter leave in that order, no more moves.
Does Carter's private message at 16 matter? No — it's a reality question. Emma even ends up believing the green_suitcase, but that doesn't move the celery.
</think>
The celery is really in the red_box (J).""",
[("Celery starts in the red_basket", "location", "true", 2, ""),
 ("Hannah leaves at 4", "event", "true", 4, ""),
 ("Logan: red_bathtub (5)", "event", "true", 5, ""),
 ("Logan leaves", "event", "true", 6, ""),
 ("Emma: red_box (7)", "event", "true", 7, ""),
 ("Emma, James, Carter leave in that order", "order", "true", 12, ""),
 ("no more moves", "event", "true", "end", ""),
 ("Emma even ends up believing the green_suitcase", "belief", "true", "end", "Emma = green_suitcase after 16"),
 ("The celery is really in the red_box", "location", "true", "end", "")]))

A((12, "numbered", "unsound", "red_box",
"""**Step 1 – Track the celery**
1. red_basket (line 2)
2. red_bathtub — Logan, line 5
3. red_box — Emma, line 7

**Step 2 – Check the talk**
Emma publicly claims red_basket (line 15); Logan still believes the red_bathtub after that. Carter privately tells Emma green_suitcase (line 16). Neither statement moves the celery.

**Answer:** J. red_box""",
[("red_basket (line 2)", "location", "true", 2, ""),
 ("red_bathtub — Logan, line 5", "event", "true", 5, ""),
 ("red_box — Emma, line 7", "event", "true", 7, ""),
 ("Emma publicly claims red_basket (line 15)", "communication", "true", 15, ""),
 ("Logan still believes the red_bathtub after that", "belief", "false", 15, "PLANTED: Logan trusts Emma -> red_basket"),
 ("Carter privately tells Emma green_suitcase (line 16)", "communication", "true", 16, ""),
 ("Neither statement moves the celery", "event", "true", "end", "")]))

A((12, "terse", "wrong", "red_bathtub",
"""red_bathtub — Logan put it there.""",
[("Logan put it there", "event", "true", 5, "")]))

A((12, "narrative", "unsupported", "red_box",
"""It's a reality question, so whatever the characters say or believe doesn't matter. The celery is really in the red_box. The answer is J.""",
[("The celery is really in the red_box", "location", "true", "end", "answer restated")]))

# ---------- item 13: melon order 4, Gracie->Isla->Hannah->Carter = red_drawer
A((13, "narrative", "sound", "red_drawer",
"""Let me trace where each person was. Everyone saw the melon in the red_drawer at line 3. Carter was the first to leave (line 6), so Carter's last view of the melon is the red_drawer. Hannah, Isla, Charlotte and Gracie were all still there when Carter left, so all of them know Carter missed Hannah's move to the green_crate and Isla's move to the green_bucket. Gracie stayed to the very end and saw both moves.

So Gracie thinks Isla thinks Hannah thinks Carter thinks the melon is in the red_drawer. The answer is A. red_drawer.""",
[("Everyone saw the melon in the red_drawer at line 3", "presence", "true", 3, ""),
 ("Carter was the first to leave (line 6)", "order", "true", 6, ""),
 ("Carter's last view of the melon is the red_drawer", "belief", "true", "end", "Carter = red_drawer"),
 ("Hannah, Isla, Charlotte and Gracie were all still there when Carter left", "presence", "true", 6, ""),
 ("all of them know Carter missed Hannah's move to the green_crate and Isla's move to the green_bucket", "belief", "true", "end", "X -> Carter = red_drawer for all four"),
 ("Gracie stayed to the very end", "order", "true", 14, ""),
 ("saw both moves", "presence", "true", 9, ""),
 ("Gracie thinks Isla thinks Hannah thinks Carter thinks the melon is in the red_drawer", "belief", "true", "end", "")]))

A((13, "thinking", "unsound", "red_drawer",
"""<think>
Chain: Gracie → Isla → Hannah → Carter.
Melon: red_drawer (3). Carter leaves at 6. Hannah → green_crate (7), Hannah leaves (8). Isla → green_bucket (9), Isla leaves (10). Charlotte, then Gracie leave.
Isla thinks Hannah thinks the melon is in the green_bucket. But the innermost person is Carter. Carter left at 6 before any move, and everybody watched him go. So every layer agrees Carter thinks red_drawer.
</think>
A. red_drawer""",
[("Melon: red_drawer (3)", "location", "true", 3, ""),
 ("Carter leaves at 6", "event", "true", 6, ""),
 ("Hannah → green_crate (7)", "event", "true", 7, ""),
 ("Hannah leaves (8)", "event", "true", 8, ""),
 ("Isla → green_bucket (9)", "event", "true", 9, ""),
 ("Isla leaves (10)", "event", "true", 10, ""),
 ("Charlotte, then Gracie leave", "order", "true", 14, ""),
 ("Isla thinks Hannah thinks the melon is in the green_bucket", "belief", "false", "end", "PLANTED: Isla->Hannah = green_crate (Hannah left at 8)"),
 ("Carter left at 6 before any move", "order", "true", 6, ""),
 ("everybody watched him go", "presence", "true", 6, ""),
 ("every layer agrees Carter thinks red_drawer", "belief", "true", "end", "")]))

A((13, "numbered", "unsound", "red_drawer",
"""1. Line 3: melon in the red_drawer; all five present.
2. Line 6: Carter exits — before any move.
3. Line 7: Hannah moves the melon to the green_bucket.
4. Line 9: Isla moves it again.
5. Carter never sees either move, and everyone else saw him leave, so at every level Carter is believed to think red_drawer.

**Answer:** A. red_drawer""",
[("Line 3: melon in the red_drawer", "location", "true", 3, ""),
 ("all five present", "presence", "true", 3, ""),
 ("Line 6: Carter exits", "event", "true", 6, ""),
 ("before any move", "order", "true", 6, ""),
 ("Line 7: Hannah moves the melon to the green_bucket", "event", "false", 7, "PLANTED: Hannah moved it to the green_crate"),
 ("Line 9: Isla moves it again", "event", "true", 9, ""),
 ("Carter never sees either move", "presence", "true", 9, ""),
 ("everyone else saw him leave", "presence", "true", 6, ""),
 ("at every level Carter is believed to think red_drawer", "belief", "true", "end", "")]))

A((13, "answer_first", "wrong", "green_crate",
"""**Answer: B. green_crate**

Gracie saw Hannah move the melon into the green_crate (line 7) and saw Hannah leave right after (line 8). From Gracie's view, Isla knows Hannah's last sight of the melon was the green_crate. So Gracie thinks Isla thinks Hannah thinks Carter thinks it's in the green_crate.""",
[("Gracie saw Hannah move the melon into the green_crate (line 7)", "presence", "true", 7, ""),
 ("saw Hannah leave right after (line 8)", "presence", "true", 8, ""),
 ("From Gracie's view, Isla knows Hannah's last sight of the melon was the green_crate", "belief", "true", "end", "Gracie->Isla->Hannah = green_crate"),
 ("Gracie thinks Isla thinks Hannah thinks Carter thinks it's in the green_crate", "belief", "false", "end", "gold red_drawer")]))

A((13, "terse", "unsupported", "red_drawer", """A""", []))

# ---------- item 14: cherry order 3, Chloe->Elizabeth->Olivia = green_crate
A((14, "terse", "sound", "green_crate",
"""K. green_crate — Olivia left at line 6, before anyone moved the cherry, and Chloe and Elizabeth both saw her go.""",
[("Olivia left at line 6", "event", "true", 6, ""),
 ("before anyone moved the cherry", "order", "true", 7, "first move at 7"),
 ("Chloe and Elizabeth both saw her go", "presence", "true", 6, "")]))

A((14, "numbered", "sound", "green_crate",
"""Let's think step by step.
1. The cherry starts in the green_crate (line 2), seen by all five.
2. Olivia leaves at line 6 without any move having happened.
3. Elizabeth moves it to the blue_bucket (line 7) and Chloe watches; Chloe then moves it to the blue_pantry (line 9); finally Oliver puts it back in the green_crate (line 11).
4. Elizabeth saw Olivia leave before the first move, so Elizabeth thinks Olivia still thinks green_crate. Chloe was there for all of that, so she models Elizabeth's view of Olivia the same way.

the answer is [green_crate]""",
[("The cherry starts in the green_crate (line 2)", "location", "true", 2, ""),
 ("seen by all five", "presence", "true", 2, ""),
 ("Olivia leaves at line 6", "event", "true", 6, ""),
 ("without any move having happened", "order", "true", 6, ""),
 ("Elizabeth moves it to the blue_bucket (line 7)", "event", "true", 7, ""),
 ("Chloe watches", "presence", "true", 7, ""),
 ("Chloe then moves it to the blue_pantry (line 9)", "event", "true", 9, ""),
 ("Oliver puts it back in the green_crate (line 11)", "event", "true", 11, ""),
 ("Elizabeth saw Olivia leave", "presence", "true", 6, ""),
 ("Elizabeth thinks Olivia still thinks green_crate", "belief", "true", "end", "Elizabeth->Olivia = green_crate"),
 ("she models Elizabeth's view of Olivia the same way", "belief", "true", "end", "Chloe->Elizabeth->Olivia = green_crate")]))

A((14, "thinking", "unsound", "green_crate",
"""<think>
Cherry: green_crate → blue_bucket (Elizabeth, 7) → blue_pantry (Oliver, 9) → green_crate (Oliver, 11). Funny, it ends up where it began.
Who left when: James 4, Olivia 6, Elizabeth 8, Chloe 10, Oliver 12.
Olivia left before all the moves. Elizabeth saw her leave, and Chloe saw Elizabeth see it. So C→E→O = green_crate. In reality it's also green_crate, consistent.
</think>

K. green_crate""",
[("blue_bucket (Elizabeth, 7)", "event", "true", 7, ""),
 ("blue_pantry (Oliver, 9)", "event", "false", 9, "PLANTED: Chloe moved it to the blue_pantry"),
 ("green_crate (Oliver, 11)", "event", "true", 11, ""),
 ("it ends up where it began", "location", "true", "end", ""),
 ("James 4, Olivia 6, Elizabeth 8, Chloe 10, Oliver 12", "order", "true", 12, ""),
 ("Olivia left before all the moves", "order", "true", 6, ""),
 ("Elizabeth saw her leave", "presence", "true", 6, ""),
 ("Chloe saw Elizabeth see it", "presence", "true", 6, ""),
 ("C→E→O = green_crate", "belief", "true", "end", ""),
 ("In reality it's also green_crate", "location", "true", "end", "")]))

A((14, "narrative", "wrong", "blue_bucket",
"""Let me trace this. Elizabeth moved the cherry to the blue_bucket in front of Chloe and Oliver. Chloe saw that, so Chloe knows Elizabeth last saw it in the blue_bucket. And Elizabeth, having moved it herself, would assume Olivia is on the same page.

So Chloe thinks Elizabeth thinks Olivia thinks it's in the blue_bucket. The answer is O. blue_bucket.""",
[("Elizabeth moved the cherry to the blue_bucket", "event", "true", 7, ""),
 ("in front of Chloe and Oliver", "presence", "true", 7, ""),
 ("Chloe knows Elizabeth last saw it in the blue_bucket", "belief", "true", "end", "Chloe->Elizabeth = blue_bucket"),
 ("Elizabeth, having moved it herself, would assume Olivia is on the same page", "belief", "false", "end", "Elizabeth->Olivia = green_crate"),
 ("Chloe thinks Elizabeth thinks Olivia thinks it's in the blue_bucket", "belief", "false", "end", "gold green_crate")]))

A((14, "answer_first", "unsupported", "green_crate", """**Answer: K. green_crate**""", []))

# ---------- item 15: tomi onion, Emma thinks Mia searches = blue_bottle
A((15, "thinking", "sound", "blue_bottle",
"""<think>
Mia and Emma are both in the sunroom when the onion is in the blue_bottle (line 3). Mia exits at line 5. Then Emma moves the onion to the red_treasure_chest — Mia is gone, and Emma knows Mia didn't see it.
So Emma expects Mia to search the blue_bottle. Evelyn loving the onion is a distractor.
</think>
blue_bottle""",
[("Mia and Emma are both in the sunroom when the onion is in the blue_bottle (line 3)", "presence", "true", 3, ""),
 ("Mia exits at line 5", "event", "true", 5, ""),
 ("Emma moves the onion to the red_treasure_chest", "event", "true", 6, ""),
 ("Mia is gone", "presence", "true", 6, ""),
 ("Emma knows Mia didn't see it", "belief", "true", "end", "Emma->Mia = blue_bottle"),
 ("Emma expects Mia to search the blue_bottle", "belief", "true", "end", "")]))

A((15, "answer_first", "unsound", "blue_bottle",
"""**Answer: blue_bottle**

Both of them saw the onion in the blue_bottle at line 3. Mia exited at line 4, and Emma moved the onion to the red_treasure_chest at line 6, so Mia missed it — and Emma knows that.""",
[("Both of them saw the onion in the blue_bottle at line 3", "presence", "true", 3, ""),
 ("Mia exited at line 4", "event", "false", 4, "PLANTED: Mia exited at line 5"),
 ("Emma moved the onion to the red_treasure_chest at line 6", "event", "true", 6, ""),
 ("Mia missed it", "presence", "true", 6, ""),
 ("Emma knows that", "belief", "true", "end", "Emma->Mia = blue_bottle")]))

A((15, "terse", "unsound", "blue_bottle",
"""blue_bottle — Mia left before the move; only Evelyn and Emma saw it.""",
[("Mia left before the move", "order", "true", 6, ""),
 ("only Evelyn and Emma saw it", "presence", "false", 6, "PLANTED: only Emma witnessed line 6; Evelyn is never in the sunroom")]))

A((15, "narrative", "wrong", "red_treasure_chest",
"""Emma is the one who moved the onion to the red_treasure_chest, so she knows exactly where it is. Since the two of them were together in the sunroom, Emma assumes Mia knows as well and would search the red_treasure_chest. The answer is red_treasure_chest.""",
[("Emma is the one who moved the onion to the red_treasure_chest", "event", "true", 6, ""),
 ("she knows exactly where it is", "belief", "true", "end", "Emma = red_treasure_chest"),
 ("the two of them were together in the sunroom", "presence", "true", 3, ""),
 ("Emma assumes Mia knows as well and would search the red_treasure_chest", "belief", "false", "end", "Emma->Mia = blue_bottle")]))

A((15, "numbered", "unsupported", "blue_bottle",
"""1. This is a second-order question: Emma's belief about Mia's belief.
2. Answer: blue_bottle""", []))

# ---------- item 16: strawberry order 3, Isla->Jayden->Gracie = red_basket
A((16, "narrative", "sound", "red_basket",
"""Let me trace where everyone was. All five saw the strawberry in the red_basket (line 2). Elizabeth left first, then Isla at line 7, then Gracie at line 9. When Isla left, nothing had moved, so in her picture everyone, including Jayden and Gracie, still has the strawberry in the red_basket.

Gracie's public claim later (blue_suitcase) does change what Isla herself believes, since Gracie left after her, but the question is three levels deep and that chain stays at the red_basket. The answer is A. red_basket.""",
[("All five saw the strawberry in the red_basket (line 2)", "presence", "true", 2, ""),
 ("Elizabeth left first", "order", "true", 5, ""),
 ("then Isla at line 7", "event", "true", 7, ""),
 ("then Gracie at line 9", "event", "true", 9, ""),
 ("When Isla left, nothing had moved", "event", "true", 7, ""),
 ("in her picture everyone, including Jayden and Gracie, still has the strawberry in the red_basket", "belief", "true", 7, "Isla->Jayden, Isla->Gracie = red_basket at 7"),
 ("Gracie's public claim later (blue_suitcase)", "communication", "true", 15, ""),
 ("does change what Isla herself believes", "communication", "true", 15, "Isla -> blue_suitcase"),
 ("Gracie left after her", "order", "true", 9, ""),
 ("that chain stays at the red_basket", "belief", "true", "end", "")]))

A((16, "answer_first", "sound", "red_basket",
"""A. red_basket

Isla exited at line 7, while the strawberry was still in the red_basket. She never saw Amelia's move to the blue_suitcase (line 10) or Jayden's move back (line 12).""",
[("Isla exited at line 7", "event", "true", 7, ""),
 ("while the strawberry was still in the red_basket", "location", "true", 7, ""),
 ("She never saw Amelia's move to the blue_suitcase (line 10)", "presence", "true", 10, ""),
 ("or Jayden's move back (line 12)", "presence", "true", 12, "")]))

A((16, "thinking", "unsound", "red_basket",
"""<think>
Order of exits: Elizabeth (5), Isla (7), Gracie (9), Amelia (11), Jayden (13).
Moves: Amelia → blue_suitcase (10), Jayden → red_basket (12). Isla saw neither.
Line 15: Gracie claims blue_suitcase publicly. Isla left before Gracie, so the claim doesn't affect Isla at all. Line 16: Jayden privately tells Gracie red_container — Isla doesn't hear.
Isla → Jayden → Gracie: at the time Isla left, everyone had the red_basket. So red_basket.
</think>
**A. red_basket**""",
[("Elizabeth (5), Isla (7), Gracie (9), Amelia (11), Jayden (13)", "order", "true", 13, ""),
 ("Amelia → blue_suitcase (10)", "event", "true", 10, ""),
 ("Jayden → red_basket (12)", "event", "true", 12, ""),
 ("Isla saw neither", "presence", "true", 12, ""),
 ("Gracie claims blue_suitcase publicly", "communication", "true", 15, ""),
 ("Isla left before Gracie", "order", "true", 9, ""),
 ("the claim doesn't affect Isla at all", "communication", "false", 15, "PLANTED: Isla trusts Gracie, Isla -> blue_suitcase at 15"),
 ("Jayden privately tells Gracie red_container", "communication", "true", 16, ""),
 ("Isla doesn't hear", "presence", "true", 16, ""),
 ("at the time Isla left, everyone had the red_basket", "belief", "true", 7, "")]))

A((16, "numbered", "wrong", "blue_suitcase",
"""1. Gracie publicly claims the strawberry is in the blue_suitcase (line 15).
2. Isla hears it and trusts Gracie, since Gracie left later.
3. Isla would also assume Jayden heard the same announcement.
4. So Isla thinks Jayden thinks Gracie thinks it's in the blue_suitcase.

**Answer:** E. blue_suitcase""",
[("Gracie publicly claims the strawberry is in the blue_suitcase (line 15)", "communication", "true", 15, ""),
 ("Isla hears it and trusts Gracie", "communication", "true", 15, ""),
 ("Gracie left later", "order", "true", 9, ""),
 ("Isla thinks Jayden thinks Gracie thinks it's in the blue_suitcase", "belief", "false", "end", "gold red_basket")]))

A((16, "terse", "unsupported", "red_basket", """red_basket""", []))

# ---------- item 17: peas order 4, Lily->Aria->Mia->Isla = red_drawer
A((17, "answer_first", "sound", "red_drawer",
"""**Answer: N. red_drawer**

Explanation:
- Lily moved the peas from the red_bottle to the red_drawer (line 5), with Aria, Isla and Mia all watching.
- Lily exited right after (line 6), so she never saw Aria's move to the green_treasure_chest (line 7) or Mia's move to the red_pantry (line 11).
- In Lily's mind, everyone's knowledge ends at her own move, so Lily thinks Aria thinks Mia thinks Isla thinks the peas are in the red_drawer.""",
[("Lily moved the peas from the red_bottle to the red_drawer (line 5)", "event", "true", 5, ""),
 ("with Aria, Isla and Mia all watching", "presence", "true", 5, ""),
 ("Lily exited right after (line 6)", "event", "true", 6, ""),
 ("she never saw Aria's move to the green_treasure_chest (line 7)", "presence", "true", 7, ""),
 ("or Mia's move to the red_pantry (line 11)", "presence", "true", 11, ""),
 ("Lily thinks Aria thinks Mia thinks Isla thinks the peas are in the red_drawer", "belief", "true", "end", "")]))

A((17, "numbered", "unsound", "red_drawer",
"""Step 1: Peas: red_pantry → red_bottle (Carter, 3) → red_drawer (Lily, 5) → green_treasure_chest (Aria, 7) → red_pantry (Mia, 11).
Step 2: Lily leaves at line 6.
Step 3: Isla had also left before Aria's move.
Step 4: Lily's view is frozen at line 6: red_drawer for every layer.

**Answer:** N. red_drawer""",
[("red_pantry → red_bottle (Carter, 3) → red_drawer (Lily, 5) → green_treasure_chest (Aria, 7) → red_pantry (Mia, 11)", "event", "true", 11, ""),
 ("Lily leaves at line 6", "event", "true", 6, ""),
 ("Isla had also left before Aria's move", "order", "false", 7, "PLANTED: Isla exited at 10, she witnessed line 7"),
 ("Lily's view is frozen at line 6: red_drawer for every layer", "belief", "true", "end", "Lily's chains = red_drawer")]))

A((17, "narrative", "unsound", "red_drawer",
"""Let me trace this from the outside in. Carter moved the peas into the red_bottle, and Lily then moved them into the red_drawer while Aria, Isla, Mia and Carter watched, and walked out. From that moment Lily has no idea what happens: Aria's move to the green_treasure_chest and Mia's move back to the red_pantry both happen after she's gone. Mia, the last to leave, is the only one who knows the real location.

So as far as Lily knows, the red_drawer is the last position everyone shares. The answer is N. red_drawer.""",
[("Carter moved the peas into the red_bottle", "event", "true", 3, ""),
 ("Lily then moved them into the red_drawer", "event", "true", 5, ""),
 ("while Aria, Isla, Mia and Carter watched", "presence", "false", 5, "PLANTED: Carter exited at 4"),
 ("walked out", "event", "true", 6, ""),
 ("Aria's move to the green_treasure_chest and Mia's move back to the red_pantry both happen after she's gone", "order", "true", 11, ""),
 ("Mia, the last to leave", "order", "true", 12, ""),
 ("is the only one who knows the real location", "belief", "true", "end", "only Mia = red_pantry"),
 ("as far as Lily knows, the red_drawer is the last position everyone shares", "belief", "true", "end", "")]))

A((17, "terse", "wrong", "green_treasure_chest",
"""green_treasure_chest, since Aria, Mia and Isla all saw Aria put it there.""",
[("Aria, Mia and Isla all saw Aria put it there", "presence", "true", 7, "")]))

A((17, "thinking", "unsupported", "red_drawer",
"""<think>
Fourth-order question. The outermost person is Lily, so only what Lily could have seen matters.
</think>
N. red_drawer""", []))
