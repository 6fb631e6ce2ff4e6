# items 18-23
RECS = []
A = RECS.append

# ---------- item 18: turnip, Ethan really = red_basket
A((18, "thinking", "sound", "red_basket",
"""<think>
Ethan's own observations: turnip red_basket → blue_basket (Elizabeth, line 5), which he saw. He exits at line 8. Owen moves it back to the red_basket at line 11 with nobody else watching, so at that point Ethan believes the blue_basket.
Line 15: Ethan publicly claims green_envelope — a speaker's own belief doesn't change from his own claim.
Line 16: Owen privately tells Ethan red_basket. Owen left the lounge after Ethan (13 vs 8), so Ethan trusts him → red_basket.
</think>

B. red_basket — Owen's private tip updates Ethan.""",
[("red_basket → blue_basket (Elizabeth, line 5)", "event", "true", 5, ""),
 ("which he saw", "presence", "true", 5, ""),
 ("He exits at line 8", "event", "true", 8, ""),
 ("Owen moves it back to the red_basket at line 11", "event", "true", 11, ""),
 ("with nobody else watching", "presence", "true", 11, ""),
 ("at that point Ethan believes the blue_basket", "belief", "true", 11, ""),
 ("Ethan publicly claims green_envelope", "communication", "true", 15, ""),
 ("a speaker's own belief doesn't change from his own claim", "communication", "true", 15, "Ethan stays blue_basket at 15"),
 ("Owen privately tells Ethan red_basket", "communication", "true", 16, ""),
 ("Owen left the lounge after Ethan (13 vs 8)", "order", "true", 13, ""),
 ("Ethan trusts him", "communication", "true", 16, ""),
 ("Owen's private tip updates Ethan", "communication", "true", 16, "")]))

A((18, "terse", "sound", "red_basket",
"""B. red_basket — Owen privately told him so, and since Owen left after Ethan, Ethan believes him.""",
[("Owen privately told him so", "communication", "true", 16, ""),
 ("Owen left after Ethan", "order", "true", 13, ""),
 ("Ethan believes him", "communication", "true", 16, "")]))

A((18, "narrative", "unsound", "red_basket",
"""Let me trace what Ethan knows. He watched Elizabeth move the turnip from the red_basket to the blue_basket and then left. After he was gone, Owen moved it back to the red_basket — Benjamin saw that too, but Ethan didn't.

In the waiting_room, Ethan announced publicly that the turnip was in the green_envelope, which doesn't change his own belief. Then Owen told him privately it was in the red_basket. Owen left the lounge later than Ethan, so Ethan trusts him. The answer is B. red_basket.""",
[("He watched Elizabeth move the turnip from the red_basket to the blue_basket", "presence", "true", 5, ""),
 ("then left", "event", "true", 8, ""),
 ("Owen moved it back to the red_basket", "event", "true", 11, ""),
 ("Benjamin saw that too", "presence", "false", 11, "PLANTED: Benjamin exited at 10"),
 ("Ethan didn't", "presence", "true", 11, ""),
 ("Ethan announced publicly that the turnip was in the green_envelope", "communication", "true", 15, ""),
 ("which doesn't change his own belief", "communication", "true", 15, ""),
 ("Owen told him privately it was in the red_basket", "communication", "true", 16, ""),
 ("Owen left the lounge later than Ethan", "order", "true", 13, ""),
 ("Ethan trusts him", "communication", "true", 16, "")]))

A((18, "numbered", "wrong", "blue_basket",
"""1. Elizabeth moves the turnip to the blue_basket (line 5); Ethan sees this.
2. Ethan leaves at line 8 and never sees Owen's move.
3. Owen's private message can't be trusted — Owen was alone when he moved it, so Ethan has no reason to believe him.
4. Ethan keeps the blue_basket.

**Answer:** A. blue_basket""",
[("Elizabeth moves the turnip to the blue_basket (line 5)", "event", "true", 5, ""),
 ("Ethan sees this", "presence", "true", 5, ""),
 ("Ethan leaves at line 8", "event", "true", 8, ""),
 ("never sees Owen's move", "presence", "true", 11, ""),
 ("Owen's private message can't be trusted", "communication", "false", 16, "Ethan trusts Owen (Owen exited later)"),
 ("Owen was alone when he moved it", "presence", "true", 11, ""),
 ("Ethan keeps the blue_basket", "belief", "false", "end", "Ethan = red_basket")]))

A((18, "answer_first", "unsupported", "red_basket",
"""B. red_basket

Ethan really thinks the turnip is in the red_basket.""",
[("Ethan really thinks the turnip is in the red_basket", "belief", "true", "end", "answer restated")]))

# ---------- item 19: tangerine, Nathan->Aiden = green_container
A((19, "numbered", "sound", "green_container",
"""**Step 1:** Ava moves the tangerine from the blue_box to the green_container at line 3, in front of everyone.
**Step 2:** Nathan exits at line 9. At that point the tangerine is still in the green_container.
**Step 3:** Abigail moves it to the blue_basket at line 10 — only Aiden sees it. Nathan has no idea.
**Step 4:** Abigail's public claim says green_container, which matches what Nathan already believes; Aiden's private message to Ava doesn't reach Nathan.

So Nathan thinks Aiden thinks it's in the green_container.

**Answer:** E. green_container""",
[("Ava moves the tangerine from the blue_box to the green_container at line 3", "event", "true", 3, ""),
 ("in front of everyone", "presence", "true", 3, ""),
 ("Nathan exits at line 9", "event", "true", 9, ""),
 ("At that point the tangerine is still in the green_container", "location", "true", 9, ""),
 ("Abigail moves it to the blue_basket at line 10", "event", "true", 10, ""),
 ("only Aiden sees it", "presence", "true", 10, "witnesses: Abigail (mover) and Aiden"),
 ("Nathan has no idea", "belief", "true", 10, "Nathan = green_container"),
 ("Abigail's public claim says green_container", "communication", "true", 15, ""),
 ("matches what Nathan already believes", "belief", "true", 15, ""),
 ("Aiden's private message to Ava doesn't reach Nathan", "communication", "true", 16, ""),
 ("Nathan thinks Aiden thinks it's in the green_container", "belief", "true", "end", "")]))

A((19, "answer_first", "unsound", "green_container",
"""**Answer: E. green_container**

Explanation:
- Ava moved the tangerine into the green_container (line 3) while all five were in the closet.
- Nathan left at line 9; after that, Aiden moved the tangerine to the blue_basket (line 10).
- Nathan never saw that move, so as far as he knows Aiden also last saw it in the green_container.""",
[("Ava moved the tangerine into the green_container (line 3)", "event", "true", 3, ""),
 ("while all five were in the closet", "presence", "true", 3, ""),
 ("Nathan left at line 9", "event", "true", 9, ""),
 ("Aiden moved the tangerine to the blue_basket (line 10)", "event", "false", 10, "PLANTED: Abigail moved it"),
 ("Nathan never saw that move", "presence", "true", 10, ""),
 ("as far as he knows Aiden also last saw it in the green_container", "belief", "true", "end", "Nathan->Aiden = green_container")]))

A((19, "thinking", "unsound", "green_container",
"""<think>
OK, Nathan → Aiden.
Ava: blue_box → green_container (3), everyone sees. Ava, Jack, Nathan leave in turn (4, 7, 9). Then Abigail → blue_basket (10), with Aiden watching. Aiden is last out.
Nathan doesn't know about line 10, so for him Aiden's belief is green_container. What about line 15? Abigail says green_container publicly — and Aiden himself now believes the green_container too. Either way Nathan's model is green_container.
</think>
E. green_container""",
[("blue_box → green_container (3)", "event", "true", 3, ""),
 ("everyone sees", "presence", "true", 3, ""),
 ("Ava, Jack, Nathan leave in turn (4, 7, 9)", "order", "true", 9, ""),
 ("Abigail → blue_basket (10)", "event", "true", 10, ""),
 ("with Aiden watching", "presence", "true", 10, ""),
 ("Aiden is last out", "order", "true", 13, ""),
 ("Nathan doesn't know about line 10", "presence", "true", 10, ""),
 ("for him Aiden's belief is green_container", "belief", "true", "end", ""),
 ("Abigail says green_container publicly", "communication", "true", 15, ""),
 ("Aiden himself now believes the green_container too", "belief", "false", 15, "PLANTED: Aiden = blue_basket (does not trust Abigail, who left earlier)"),
 ("Nathan's model is green_container", "belief", "true", "end", "")]))

A((19, "narrative", "wrong", "blue_basket",
"""Let me trace this. Aiden stayed in the closet to the end and watched Abigail move the tangerine into the blue_basket, so Aiden believes the blue_basket. Later Aiden even told Ava privately that it's in the blue_basket. Aiden was clearly the best-informed person in the room.

So Nathan thinks Aiden thinks it's in the blue_basket. The answer is B. blue_basket.""",
[("Aiden stayed in the closet to the end", "order", "true", 13, ""),
 ("watched Abigail move the tangerine into the blue_basket", "presence", "true", 10, ""),
 ("Aiden believes the blue_basket", "belief", "true", "end", ""),
 ("Aiden even told Ava privately that it's in the blue_basket", "communication", "true", 16, ""),
 ("Nathan thinks Aiden thinks it's in the blue_basket", "belief", "false", "end", "gold green_container")]))

A((19, "terse", "unsupported", "green_container", """E""", []))

# ---------- item 20: peach, Gracie really = blue_basket
A((20, "answer_first", "sound", "blue_basket",
"""**Answer: J. blue_basket**

Explanation:
- Gracie was the last person in the basement (she exits at line 13), so she saw Ethan move the peach from the red_bathtub to the blue_basket (line 10).
- Nathan's public claim that it's in the green_bucket (line 16) doesn't sway her: Nathan left the basement before Gracie, so she doesn't trust him.
- Gracie even tells Nathan the truth privately (line 17).""",
[("Gracie was the last person in the basement", "order", "true", 13, ""),
 ("she exits at line 13", "event", "true", 13, ""),
 ("she saw Ethan move the peach from the red_bathtub to the blue_basket (line 10)", "presence", "true", 10, ""),
 ("Nathan's public claim that it's in the green_bucket (line 16)", "communication", "true", 16, ""),
 ("doesn't sway her", "communication", "true", 16, "Gracie stays blue_basket"),
 ("Nathan left the basement before Gracie", "order", "true", 9, ""),
 ("she doesn't trust him", "communication", "true", 16, ""),
 ("Gracie even tells Nathan the truth privately (line 17)", "communication", "true", 17, "")]))

A((20, "narrative", "sound", "blue_basket",
"""Let me trace Gracie's view. Hannah moved the peach to the red_bathtub early on, while everyone was there. Later, with only Gracie watching, Ethan moved it to the blue_basket and left. Gracie stayed a minute more and left last, so nothing changed behind her back. She ignores Nathan's public green_bucket claim, since he left earlier than she did.

So Gracie really thinks the peach is in the blue_basket. The answer is J.""",
[("Hannah moved the peach to the red_bathtub early on", "event", "true", 3, ""),
 ("while everyone was there", "presence", "true", 3, ""),
 ("with only Gracie watching", "presence", "true", 10, ""),
 ("Ethan moved it to the blue_basket and left", "event", "true", 11, "lines 10-11"),
 ("left last", "order", "true", 13, ""),
 ("nothing changed behind her back", "event", "true", "end", ""),
 ("She ignores Nathan's public green_bucket claim", "communication", "true", 16, ""),
 ("he left earlier than she did", "order", "true", 9, ""),
 ("Gracie really thinks the peach is in the blue_basket", "belief", "true", "end", "")]))

A((20, "terse", "unsound", "blue_basket",
"""J. blue_basket — she saw Ethan put it there, and Ethan left after her.""",
[("she saw Ethan put it there", "presence", "true", 10, ""),
 ("Ethan left after her", "order", "false", 13, "PLANTED: Ethan exited at 11, Gracie at 13")]))

A((20, "thinking", "wrong", "green_bucket",
"""<think>
Gracie saw Ethan put the peach in the blue_basket. Then in the waiting_room Nathan publicly claims the green_bucket. Public claims update everyone who hears them, and Gracie heard it. So Gracie switches to green_bucket. Then she privately tells Nathan blue_basket... that's odd, but I'll go with the most recent update to her belief.
</think>
H. green_bucket""",
[("Gracie saw Ethan put the peach in the blue_basket", "presence", "true", 10, ""),
 ("Nathan publicly claims the green_bucket", "communication", "true", 16, ""),
 ("Public claims update everyone who hears them", "communication", "false", 16, "Ethan and Gracie are not updated"),
 ("Gracie heard it", "presence", "true", 16, ""),
 ("Gracie switches to green_bucket", "belief", "false", 16, "Gracie = blue_basket"),
 ("she privately tells Nathan blue_basket", "communication", "true", 17, "")]))

A((20, "numbered", "unsupported", "blue_basket",
"""Let's think step by step.
1. Determine what Gracie saw.
2. Determine whom Gracie trusts.

\\boxed{blue_basket}""", []))

# ---------- item 21: lemon order 4, Evelyn->Isabella->Elizabeth->Aria = red_box
A((21, "narrative", "sound", "red_box",
"""Let me trace where each person was. After Jacob moved the lemon to the red_bucket and left, Evelyn moved it to the red_box at line 5 with Isabella, Aria and Elizabeth all watching. Then Evelyn walked out at line 6. Everything after that — Isabella's move to the blue_basket, Aria's move to the green_treasure_chest — happened without her. So when Evelyn left, the last shared picture was the red_box, and that's what she'd attribute all the way down the chain.

Even Isabella's later public claim that it's in the blue_basket, which Evelyn does believe, only changes the shallow layers: her own belief and her view of Isabella. The answer is H. red_box.""",
[("Jacob moved the lemon to the red_bucket and left", "event", "true", 4, "lines 3-4"),
 ("Evelyn moved it to the red_box at line 5", "event", "true", 5, ""),
 ("with Isabella, Aria and Elizabeth all watching", "presence", "true", 5, ""),
 ("Evelyn walked out at line 6", "event", "true", 6, ""),
 ("Isabella's move to the blue_basket, Aria's move to the green_treasure_chest — happened without her", "presence", "true", 10, ""),
 ("that's what she'd attribute all the way down the chain", "belief", "true", "end", "chain = red_box"),
 ("Isabella's later public claim that it's in the blue_basket", "communication", "true", 17, ""),
 ("which Evelyn does believe", "communication", "true", 17, "Evelyn -> blue_basket"),
 ("only changes the shallow layers: her own belief and her view of Isabella", "communication", "true", 17, "Evelyn, Evelyn->Isabella change; deeper unchanged")]))

A((21, "numbered", "unsound", "red_box",
"""1. Lemon: blue_bottle → red_bucket (Jacob, 3) → red_box (Evelyn, 5) → blue_basket (Isabella, 7) → green_treasure_chest (Aria, 10).
2. Evelyn leaves at line 6, right after her own move.
3. Evelyn thinks Isabella thinks Elizabeth believes the blue_basket, because Isabella moved it there in front of Elizabeth.
4. But for Aria at the innermost level, Evelyn can only use the red_box.

**Answer:** H. red_box""",
[("blue_bottle → red_bucket (Jacob, 3) → red_box (Evelyn, 5) → blue_basket (Isabella, 7) → green_treasure_chest (Aria, 10)", "event", "true", 10, ""),
 ("Evelyn leaves at line 6, right after her own move", "event", "true", 6, ""),
 ("Evelyn thinks Isabella thinks Elizabeth believes the blue_basket", "belief", "false", "end", "PLANTED: Evelyn->Isabella->Elizabeth = red_box"),
 ("Isabella moved it there in front of Elizabeth", "presence", "true", 7, ""),
 ("for Aria at the innermost level, Evelyn can only use the red_box", "belief", "true", "end", "")]))

A((21, "thinking", "unsound", "red_box",
"""<think>
Chain: Evelyn → Isabella → Elizabeth → Aria.
Evelyn's last observation: line 5, she put the lemon in the red_box with Aria, Elizabeth, Isabella there. She left at 6.
After: Isabella → blue_basket (7), Isabella leaves (8); Aria → green_treasure_chest (10). Elizabeth left before Aria, so... wait, that's not relevant for Evelyn anyway.
What about the claims? Line 17 Isabella publicly says blue_basket; Evelyn left before Isabella, so she trusts it. That updates Evelyn's first-order belief, not the 4th-order chain.
So: red_box.
</think>
H. red_box""",
[("line 5, she put the lemon in the red_box", "event", "true", 5, ""),
 ("with Aria, Elizabeth, Isabella there", "presence", "true", 5, ""),
 ("She left at 6", "event", "true", 6, ""),
 ("Isabella → blue_basket (7)", "event", "true", 7, ""),
 ("Isabella leaves (8)", "event", "true", 8, ""),
 ("Aria → green_treasure_chest (10)", "event", "true", 10, ""),
 ("Elizabeth left before Aria", "order", "false", 14, "PLANTED: Aria exited at 11, Elizabeth at 14"),
 ("Isabella publicly says blue_basket", "communication", "true", 17, ""),
 ("Evelyn left before Isabella", "order", "true", 8, ""),
 ("she trusts it", "communication", "true", 17, ""),
 ("That updates Evelyn's first-order belief, not the 4th-order chain", "communication", "true", 17, "")]))

A((21, "terse", "wrong", "blue_basket",
"""blue_basket — that's what Isabella announced.""",
[("that's what Isabella announced", "communication", "true", 17, "")]))

A((21, "answer_first", "unsupported", "red_box",
"""H. red_box

Evelyn thinks Isabella thinks Elizabeth thinks Aria thinks the lemon is in the red_box.""",
[("Evelyn thinks Isabella thinks Elizabeth thinks Aria thinks the lemon is in the red_box", "belief", "true", "end", "answer restated")]))

# ---------- item 22: melon order 3, Nathan->Avery->Carter = blue_envelope
A((22, "terse", "sound", "blue_envelope",
"""F. blue_envelope. Carter left at line 4 before anything moved, and Avery was there to see him go.""",
[("Carter left at line 4", "event", "true", 4, ""),
 ("before anything moved", "order", "true", 9, "first move at 9"),
 ("Avery was there to see him go", "presence", "true", 4, "")]))

A((22, "thinking", "sound", "blue_envelope",
"""<think>
Nathan → Avery → Carter.
Melon in the blue_envelope at line 2. Carter, Oliver and Avery all leave (4, 6, 8) without anything happening. Then Nathan moves it to the blue_drawer (9) with Sophia there, and Sophia moves it back to the blue_envelope (11) after Nathan leaves.
Nathan saw Avery leave while the melon was still in the blue_envelope, and Avery saw Carter leave with it there too. So Nathan's model: Avery thinks Carter thinks blue_envelope.
Avery's public claim (green_crate, line 14): Nathan left after Avery, so he doesn't trust it. Fine.
</think>
F. blue_envelope""",
[("Melon in the blue_envelope at line 2", "location", "true", 2, ""),
 ("Carter, Oliver and Avery all leave (4, 6, 8) without anything happening", "event", "true", 8, ""),
 ("Nathan moves it to the blue_drawer (9)", "event", "true", 9, ""),
 ("with Sophia there", "presence", "true", 9, ""),
 ("Sophia moves it back to the blue_envelope (11)", "event", "true", 11, ""),
 ("after Nathan leaves", "order", "true", 11, ""),
 ("Nathan saw Avery leave while the melon was still in the blue_envelope", "presence", "true", 8, ""),
 ("Avery saw Carter leave with it there too", "presence", "true", 4, ""),
 ("Nathan's model: Avery thinks Carter thinks blue_envelope", "belief", "true", "end", ""),
 ("Avery's public claim (green_crate, line 14)", "communication", "true", 14, ""),
 ("Nathan left after Avery", "order", "true", 10, ""),
 ("he doesn't trust it", "communication", "true", 14, "Nathan not updated")]))

A((22, "answer_first", "unsound", "blue_envelope",
"""**Answer: F. blue_envelope**

- The melon is in the blue_envelope from line 2; Carter (line 4) and Avery (line 8) both leave before Nathan moves it (line 9).
- Avery publicly claims the green_crate at line 14, and Nathan takes it on board, but that only affects his own first-order belief.
- In Nathan's head, Avery last saw the melon in the blue_envelope, and so did Carter.""",
[("The melon is in the blue_envelope from line 2", "location", "true", 2, ""),
 ("Carter (line 4) and Avery (line 8) both leave before Nathan moves it (line 9)", "order", "true", 9, ""),
 ("Avery publicly claims the green_crate at line 14", "communication", "true", 14, ""),
 ("Nathan takes it on board", "communication", "false", 14, "PLANTED: Nathan left after Avery and does not trust him"),
 ("In Nathan's head, Avery last saw the melon in the blue_envelope", "belief", "true", "end", "Nathan->Avery = blue_envelope"),
 ("and so did Carter", "belief", "true", "end", "Nathan->Carter = blue_envelope")]))

A((22, "narrative", "wrong", "green_crate",
"""Let me trace this. Avery made a public claim that the melon is in the green_crate, and Carter, who left before Avery, trusts Avery and believes it. Nathan heard the same announcement in the waiting_room.

So Nathan thinks Avery thinks Carter thinks it's in the green_crate. The answer is I. green_crate.""",
[("Avery made a public claim that the melon is in the green_crate", "communication", "true", 14, ""),
 ("Carter, who left before Avery", "order", "true", 4, ""),
 ("trusts Avery and believes it", "communication", "true", 14, "Carter -> green_crate"),
 ("Nathan heard the same announcement in the waiting_room", "presence", "true", 14, ""),
 ("Nathan thinks Avery thinks Carter thinks it's in the green_crate", "belief", "false", "end", "gold blue_envelope")]))

A((22, "numbered", "unsupported", "blue_envelope",
"""1. Identify the chain: Nathan → Avery → Carter.
2. Work from Nathan's viewpoint only.

**Answer:** F. blue_envelope""", []))

# ---------- item 23: tomi apple really = red_drawer
A((23, "answer_first", "sound", "red_drawer",
"""**Answer: red_drawer**

The apple started in the blue_bottle (line 4). After Mila and Abigail left, Mason moved it to the red_drawer (line 7), and that's the last thing that happens.""",
[("The apple started in the blue_bottle (line 4)", "location", "true", 4, ""),
 ("After Mila and Abigail left", "order", "true", 7, ""),
 ("Mason moved it to the red_drawer (line 7)", "event", "true", 7, ""),
 ("that's the last thing that happens", "event", "true", "end", "")]))

A((23, "terse", "unsound", "red_drawer",
"""red_drawer (Abigail moved it there at the end).""",
[("Abigail moved it there at the end", "event", "false", 7, "PLANTED: Mason moved it")]))

A((23, "narrative", "unsound", "red_drawer",
"""Let me trace the apple. Mila, Mason and Abigail all saw it in the blue_bottle. Mila left first. Then Mason moved it to the red_drawer while Abigail was still in the attic. Nothing else happens after that, so the apple is really in the red_drawer.""",
[("Mila, Mason and Abigail all saw it in the blue_bottle", "presence", "true", 4, ""),
 ("Mila left first", "order", "true", 5, ""),
 ("Mason moved it to the red_drawer", "event", "true", 7, ""),
 ("while Abigail was still in the attic", "presence", "false", 7, "PLANTED: Abigail exited at 6"),
 ("Nothing else happens after that", "event", "true", "end", ""),
 ("the apple is really in the red_drawer", "location", "true", "end", "")]))

A((23, "numbered", "wrong", "blue_bottle",
"""1. Apple in the blue_bottle at line 4.
2. Mila and Abigail leave.
3. Mason moves it at line 7, but he's only one person and the others still think blue_bottle.

Final answer: blue_bottle""",
[("Apple in the blue_bottle at line 4", "location", "true", 4, ""),
 ("Mila and Abigail leave", "event", "true", 6, ""),
 ("Mason moves it at line 7", "event", "true", 7, ""),
 ("the others still think blue_bottle", "belief", "true", "end", "Mila, Abigail = blue_bottle")]))

A((23, "thinking", "unsupported", "red_drawer",
"""<think>
Reality question — where it actually ends up, not what anyone believes.
</think>
The apple is really in the red_drawer.""",
[("The apple is really in the red_drawer", "location", "true", "end", "answer restated")]))
