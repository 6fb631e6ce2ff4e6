# Q11 s6815-23-o3: Amelia -> Emma -> Ethan, melon; gold blue_crate
ROW = 11
R1 = """**Answer: H. blue_crate**

Explanation:
- Ethan moves the melon to the blue_crate (line 5) and leaves immediately (line 6), while Evelyn, Emma and Amelia watch.
- Evelyn then moves it to the green_envelope (line 8), but Ethan is gone by then.
- Emma and Amelia both saw Ethan leave before that move, and Amelia stayed in the attic longer than Emma (line 14 vs. line 11), so Amelia knows Emma knows Ethan missed it.
- Evelyn's public claim at line 17 (green_suitcase) doesn't change Ethan's own belief, and it doesn't change what Amelia thinks Emma thinks about Ethan.

So Amelia thinks Emma thinks Ethan thinks the melon is in the blue_crate."""

R2 = """Let's think step by step.

1. The question is third-order: Amelia → Emma → Ethan.
2. For each level, consider what that person could have observed and when they left.
3. Then consider whether any of the statements at the end matter for this chain.
4. Putting it together, Amelia thinks Emma thinks Ethan thinks the melon is in the blue_crate.

The answer is \\boxed{H}."""

R3 = """Let me trace where each person was when the melon moved.

The melon starts in the green_bathtub. Elizabeth leaves first without doing anything. Then Ethan moves the melon to the blue_crate and walks out right away, so Ethan's last view is the blue_crate. Evelyn, Emma and Amelia are all still in the attic when he leaves.

After that, Evelyn moves the melon to the green_envelope. Emma and Amelia see this, but it doesn't matter for what they think Ethan believes, because they both watched him leave before it happened. Evelyn and then Emma leave, and Amelia is the last one out, so Amelia knows exactly what Emma saw.

In the waiting room, Evelyn publicly claims the melon is in the green_suitcase. Ethan actually trusts this, since Evelyn left the attic after he did, so Ethan's own belief shifts to the green_suitcase. But Emma and Amelia left after Evelyn and don't trust her, and nothing in Amelia's picture suggests Emma would think Ethan changed his mind: Amelia thinks Emma still thinks Ethan believes it's in the blue_crate. Amelia's private message to Evelyn afterwards doesn't involve Emma at all.

The answer is H. blue_crate."""

R4 = """H. blue_crate — Ethan put it there and left before Emma moved it."""

R5 = """<think>
Amelia → Emma → Ethan, melon.

Attic: melon green_bathtub. Elizabeth leaves (4). Ethan moves melon to blue_crate (5), leaves (6). Evelyn moves it to green_envelope (8), Ethan not there. Evelyn leaves (9), Emma (11), Amelia (14).

So before the waiting room: Ethan thinks blue_crate; Emma thinks Ethan thinks blue_crate; Amelia thinks Emma thinks Ethan thinks blue_crate.

But line 17: Evelyn publicly claims green_suitcase. Public = everyone hears it. Ethan left before Evelyn, so Ethan trusts Evelyn → Ethan now believes green_suitcase. Emma was there and heard the claim, and she knows Ethan left before Evelyn, so Emma would figure Ethan believes green_suitcase now. Amelia likewise heard it and knows Emma can reason the same way.

Hmm, wait. Is that right? The trust rule is about the listener. Ethan is the listener for Ethan's belief. Yes, so the update propagates.

Line 18: Amelia tells Evelyn blue_crate. Private, only Evelyn, doesn't affect Emma.

So Amelia thinks Emma thinks Ethan thinks green_suitcase.
</think>

G. green_suitcase"""

RECORDS = [
 dict(style="answer_first", label="unsound", stated_answer="blue_crate", response=R1, claims=[
  ("Ethan moves the melon to the blue_crate (line 5)", "event", "true", 5, "line 5"),
  ("leaves immediately (line 6)", "event", "true", 6, "line 6"),
  ("while Evelyn, Emma and Amelia watch", "presence", "true", 5, "witnessed_by 5-6"),
  ("Evelyn then moves it to the green_envelope (line 8)", "event", "true", 8, "line 8"),
  ("Ethan is gone by then", "presence", "true", 8, "Ethan absent"),
  ("Emma and Amelia both saw Ethan leave before that move", "presence", "true", 6, "Emma, Amelia witnessed 6"),
  ("Amelia stayed in the attic longer than Emma (line 14 vs. line 11)", "order", "true", 14, "exits 14 vs 11"),
  ("Amelia knows Emma knows Ethan missed it", "belief", "true", "end", "A->E->Eth blue_crate"),
  ("Evelyn's public claim at line 17 (green_suitcase) doesn't change Ethan's own belief", "communication", "false", 17, "PLANTED: Ethan (exited before Evelyn) trusts her; Ethan green_suitcase after 17"),
  ("it doesn't change what Amelia thinks Emma thinks about Ethan", "communication", "true", 17, "A->E->Eth blue_crate at 16 and 17"),
  ("Amelia thinks Emma thinks Ethan thinks the melon is in the blue_crate", "belief", "true", "end", "gold"),
 ]),
 dict(style="numbered", label="unsupported", stated_answer="blue_crate", response=R2, claims=[
  ("Amelia thinks Emma thinks Ethan thinks the melon is in the blue_crate", "belief", "true", "end", "answer restated"),
 ]),
 dict(style="narrative", label="sound", stated_answer="blue_crate", response=R3, claims=[
  ("The melon starts in the green_bathtub", "location", "true", 2, "line 2"),
  ("Elizabeth leaves first without doing anything", "order", "true", 4, "first exit, no move"),
  ("Ethan moves the melon to the blue_crate", "event", "true", 5, "line 5"),
  ("walks out right away", "event", "true", 6, "line 6"),
  ("Ethan's last view is the blue_crate", "belief", "true", 6, "Ethan blue_crate"),
  ("Evelyn, Emma and Amelia are all still in the attic when he leaves", "presence", "true", 6, "witnessed_by 6"),
  ("Evelyn moves the melon to the green_envelope", "event", "true", 8, "line 8"),
  ("Emma and Amelia see this", "presence", "true", 8, "witnessed_by 8"),
  ("they both watched him leave before it happened", "presence", "true", 6, "Emma, Amelia witnessed 6"),
  ("Evelyn and then Emma leave", "order", "true", 11, "9 then 11"),
  ("Amelia is the last one out", "order", "true", 14, "last exit"),
  ("Amelia knows exactly what Emma saw", "presence", "true", 11, "Amelia witnessed every attic line Emma did"),
  ("Evelyn publicly claims the melon is in the green_suitcase", "communication", "true", 17, "line 17"),
  ("Ethan actually trusts this", "communication", "true", 17, "Ethan green_suitcase after 17"),
  ("Evelyn left the attic after he did", "order", "true", 9, "9 after 6"),
  ("Ethan's own belief shifts to the green_suitcase", "belief", "true", 17, "Ethan green_suitcase"),
  ("Emma and Amelia left after Evelyn", "order", "true", 14, "11, 14 after 9"),
  ("don't trust her", "communication", "true", 17, "Emma, Amelia keep green_envelope"),
  ("Amelia thinks Emma still thinks Ethan believes it's in the blue_crate", "belief", "true", "end", "gold"),
  ("Amelia's private message to Evelyn afterwards doesn't involve Emma at all", "communication", "true", 18, "witnessed_by Ame,Eve"),
 ]),
 dict(style="terse", label="unsound", stated_answer="blue_crate", response=R4, claims=[
  ("Ethan put it there", "event", "true", 5, "line 5"),
  ("left before Emma moved it", "event", "false", 8, "PLANTED: Evelyn, not Emma, moved it (line 8)"),
 ]),
 dict(style="thinking", label="wrong", stated_answer="green_suitcase", response=R5, claims=[
  ("Attic: melon green_bathtub", "location", "true", 2, "line 2"),
  ("Elizabeth leaves (4)", "event", "true", 4, "line 4"),
  ("Ethan moves melon to blue_crate (5)", "event", "true", 5, "line 5"),
  ("leaves (6)", "event", "true", 6, "line 6"),
  ("Evelyn moves it to green_envelope (8)", "event", "true", 8, "line 8"),
  ("Ethan not there", "presence", "true", 8, "Ethan absent"),
  ("Evelyn leaves (9), Emma (11), Amelia (14)", "event", "true", 14, "lines 9, 11, 14"),
  ("Ethan thinks blue_crate", "belief", "true", 16, "Ethan blue_crate at 16"),
  ("Emma thinks Ethan thinks blue_crate", "belief", "true", 16, "Emma->Ethan blue_crate"),
  ("Amelia thinks Emma thinks Ethan thinks blue_crate", "belief", "true", 16, "A->E->Eth blue_crate"),
  ("Evelyn publicly claims green_suitcase", "communication", "true", 17, "line 17"),
  ("Public = everyone hears it", "presence", "true", 17, "all witnessed 17"),
  ("Ethan left before Evelyn", "order", "true", 6, "6 before 9"),
  ("so Ethan trusts Evelyn", "communication", "true", 17, "Ethan updates"),
  ("Ethan now believes green_suitcase", "belief", "true", 17, "Ethan green_suitcase"),
  ("Emma was there and heard the claim", "presence", "true", 17, "Emma witnessed 17"),
  ("she knows Ethan left before Evelyn", "presence", "true", 9, "Emma witnessed 6 and 9"),
  ("Emma would figure Ethan believes green_suitcase now", "belief", "false", 17, "Emma->Ethan blue_crate"),
  ("Amelia likewise heard it", "presence", "true", 17, "Amelia witnessed 17"),
  ("knows Emma can reason the same way", "belief", "uncheckable", 17, "about reasoning ability"),
  ("the update propagates", "communication", "false", 17, "A->E->Eth stays blue_crate"),
  ("Amelia tells Evelyn blue_crate", "communication", "true", 18, "line 18"),
  ("Private, only Evelyn", "presence", "true", 18, "witnessed_by Ame,Eve"),
  ("doesn't affect Emma", "belief", "true", 18, "Emma beliefs unchanged at 18"),
  ("So Amelia thinks Emma thinks Ethan thinks green_suitcase", "belief", "false", "end", "gold blue_crate"),
 ]),
]
