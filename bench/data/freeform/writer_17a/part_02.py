from common import C, R

ALL5 = ["Emma", "Jackson", "Nathan", "Avery", "Evelyn"]
Q = "Nathan -> Jackson"

r1 = """N. red_drawer

Explanation:
- Jackson moved the grapes from the blue_drawer to the red_drawer (line 6) with Nathan watching, then left (line 7).
- Jackson never returns to the hallway, so he has no idea about Nathan's move to the red_treasure_chest (line 8) or anything after it.
- Nathan does come back at line 15 and finds the grapes in the blue_envelope, which updates his own belief — but not what he thinks Jackson believes.
- The lettuce messages at the end are about a different object.

So Nathan thinks Jackson thinks the grapes are in the red_drawer."""

c1 = [
    C("N. red_drawer", "belief", "true", "end", "answer", ("b", Q, "red_drawer", "end")),
    C("Jackson moved the grapes from the blue_drawer to the red_drawer (line 6)", "event", "true", 6, "line 6", ("e", 6, "Jackson moved the grapes to the red_drawer"), ("o", "grapes", "blue_drawer", 5)),
    C("with Nathan watching", "presence", "true", 6, "Nathan witnessed line 6", ("w", "Nathan", 6, True)),
    C("then left (line 7)", "event", "true", 7, "line 7", ("e", 7, "Jackson exited")),
    C("Jackson never returns to the hallway", "presence", "true", None, "Jackson only in waiting_room afterwards", ("r", "Jackson", "waiting_room", 15), ("r", "Jackson", "waiting_room", 21), ("r", "Jackson", "waiting_room", "end")),
    C("he has no idea about Nathan's move to the red_treasure_chest (line 8)", "presence", "true", 8, "Jackson did not witness line 8", ("e", 8, "Nathan moved the grapes to the red_treasure_chest"), ("w", "Jackson", 8, False)),
    C("Nathan does come back at line 15", "event", "true", 15, "line 15", ("e", 15, "Nathan")),
    C("finds the grapes in the blue_envelope", "location", "false", 15, "PLANTED: at line 15 the grapes are in the blue_drawer (Evelyn moved them back at 12)", ("o", "grapes", "blue_envelope", 15)),
    C("which updates his own belief", "belief", "true", 15, "Nathan: red_treasure_chest at 14 -> blue_drawer at 15", ("b", "Nathan", "red_treasure_chest", 14), ("b", "Nathan", "blue_drawer", 15)),
    C("but not what he thinks Jackson believes", "belief", "true", 15, "Nathan -> Jackson stays red_drawer", ("b", Q, "red_drawer", 15)),
    C("The lettuce messages at the end are about a different object", "communication", "true", 25, "lines 24-25 concern the lettuce", ("e", 24, "lettuce"), ("e", 25, "lettuce")),
    C("Nathan thinks Jackson thinks the grapes are in the red_drawer", "belief", "true", "end", "answer chain", ("b", Q, "red_drawer", "end")),
]

r2 = """Let's think step by step.

1. The grapes start in the blue_drawer, and all five people are in the hallway.
2. Emma leaves first (line 5).
3. Jackson moves the grapes to the red_drawer (line 6). Nathan, Avery and Evelyn are still there and see it.
4. Jackson exits (line 7). From this point Jackson sees nothing more in the hallway.
5. Nathan moves the grapes to the red_treasure_chest (line 8) — Jackson is gone, so Nathan knows Jackson didn't see this.
6. Later moves (Avery → blue_envelope, Evelyn → blue_drawer) happen after both Jackson and Nathan have left.
7. Nathan's second visit to the hallway (line 15) changes what Nathan believes, but Jackson wasn't in that group.
8. The public claim and the private message are about the lettuce, not the grapes.

So Nathan thinks Jackson still believes the grapes are in the red_drawer.

The answer is \\boxed{red_drawer}."""

c2 = [
    C("The grapes start in the blue_drawer", "location", "true", 2, "line 2", ("o", "grapes", "blue_drawer", 2)),
    C("all five people are in the hallway", "presence", "true", 2, "all in hallway", *[("r", a, "hallway", 2) for a in ALL5]),
    C("Emma leaves first (line 5)", "order", "true", 5, "first exit", ("e", 5, "Emma exited"), ("r", "Jackson", "hallway", 5), ("r", "Nathan", "hallway", 5), ("r", "Avery", "hallway", 5), ("r", "Evelyn", "hallway", 5)),
    C("Jackson moves the grapes to the red_drawer (line 6)", "event", "true", 6, "line 6", ("e", 6, "Jackson moved the grapes to the red_drawer")),
    C("Nathan, Avery and Evelyn are still there and see it", "presence", "true", 6, "witnesses of line 6", ("w", "Nathan", 6, True), ("w", "Avery", 6, True), ("w", "Evelyn", 6, True)),
    C("Jackson exits (line 7)", "event", "true", 7, "line 7", ("e", 7, "Jackson exited")),
    C("From this point Jackson sees nothing more in the hallway", "presence", "true", None, "Jackson witnesses none of 8-22", *[("w", "Jackson", t, False) for t in (8, 10, 12, 16, 19, 21)]),
    C("Nathan moves the grapes to the red_treasure_chest (line 8)", "event", "true", 8, "line 8", ("e", 8, "Nathan moved the grapes to the red_treasure_chest")),
    C("Jackson is gone", "presence", "true", 8, "Jackson in no room at 8", ("r", "Jackson", None, 8)),
    C("Nathan knows Jackson didn't see this", "belief", "true", 8, "Nathan -> Jackson stays red_drawer at 8", ("b", Q, "red_drawer", 8)),
    C("Later moves (Avery → blue_envelope, Evelyn → blue_drawer)", "event", "true", 12, "lines 10 and 12", ("e", 10, "Avery moved the grapes to the blue_envelope"), ("e", 12, "Evelyn moved the grapes to the blue_drawer")),
    C("happen after both Jackson and Nathan have left", "order", "true", 10, "exits 7 and 9 precede 10", ("lt", 7, 10), ("lt", 9, 10)),
    C("Nathan's second visit to the hallway (line 15) changes what Nathan believes", "belief", "true", 15, "Nathan: red_treasure_chest -> blue_drawer", ("b", "Nathan", "red_treasure_chest", 14), ("b", "Nathan", "blue_drawer", 15)),
    C("Jackson wasn't in that group", "presence", "true", 15, "Jackson in waiting_room", ("r", "Jackson", "waiting_room", 15)),
    C("The public claim and the private message are about the lettuce, not the grapes", "communication", "true", 25, "lines 24-25", ("e", 24, "lettuce"), ("e", 25, "lettuce")),
    C("Nathan thinks Jackson still believes the grapes are in the red_drawer", "belief", "true", "end", "answer chain", ("b", Q, "red_drawer", "end")),
    C("\\boxed{red_drawer}", "belief", "true", "end", "answer", ("b", Q, "red_drawer", "end")),
]

r3 = """Let me focus on the moment Jackson left, since that's when his knowledge of the grapes freezes.

Before Jackson walked out at line 7, he had just moved the grapes into the red_drawer himself, and Nathan was standing right there. So both of them know the grapes were in the red_drawer when Jackson left, and Nathan knows Jackson knows it.

After that, Nathan moved the grapes to the red_treasure_chest — but Jackson was already gone, so that doesn't affect what Nathan thinks Jackson believes. Nothing later brings Jackson back to the hallway. The private message he gets at the end is Emma's, and that's about the lettuce.

The answer is N. red_drawer."""

c3 = [
    C("Before Jackson walked out at line 7", "event", "true", 7, "line 7", ("e", 7, "Jackson exited")),
    C("he had just moved the grapes into the red_drawer himself", "event", "true", 6, "line 6", ("e", 6, "Jackson moved the grapes to the red_drawer")),
    C("Nathan was standing right there", "presence", "true", 6, "Nathan in hallway, witnessed line 6", ("r", "Nathan", "hallway", 6), ("w", "Nathan", 6, True)),
    C("both of them know the grapes were in the red_drawer when Jackson left", "belief", "true", 7, "Jackson and Nathan = red_drawer at 7", ("b", "Jackson", "red_drawer", 7), ("b", "Nathan", "red_drawer", 7)),
    C("Nathan knows Jackson knows it", "belief", "true", 7, "Nathan -> Jackson = red_drawer at 7", ("b", Q, "red_drawer", 7)),
    C("Nathan moved the grapes to the red_treasure_chest", "event", "true", 8, "line 8", ("e", 8, "Nathan moved the grapes to the red_treasure_chest")),
    C("Jackson was already gone", "presence", "true", 8, "Jackson in no room", ("r", "Jackson", None, 8)),
    C("that doesn't affect what Nathan thinks Jackson believes", "belief", "true", 8, "Nathan -> Jackson still red_drawer at 8", ("b", Q, "red_drawer", 8)),
    C("Nothing later brings Jackson back to the hallway", "presence", "true", None, "Jackson never re-enters the hallway", ("r", "Jackson", "waiting_room", 15), ("r", "Jackson", "waiting_room", 19), ("r", "Jackson", "waiting_room", "end")),
    C("The private message he gets at the end is Emma's", "communication", "true", 25, "line 25", ("e", 25, "Emma privately told Jackson")),
    C("that's about the lettuce", "communication", "true", 25, "line 25 is about the lettuce", ("e", 25, "lettuce")),
    C("The answer is N. red_drawer.", "belief", "true", "end", "answer", ("b", Q, "red_drawer", "end")),
]

r4 = """M. red_treasure_chest — that's where Nathan put the grapes."""

c4 = [
    C("M. red_treasure_chest", "belief", "false", "end", "Nathan -> Jackson = red_drawer", ("b", Q, "red_treasure_chest", "end")),
    C("that's where Nathan put the grapes", "event", "true", 8, "line 8", ("e", 8, "Nathan moved the grapes to the red_treasure_chest")),
]

r5 = """<think>
We need Nathan's belief about Jackson's belief regarding the grapes.

Start: grapes in blue_drawer, everyone in the hallway. Emma leaves at 5, right after Jackson's move. Jackson moves grapes to red_drawer at 6 — Nathan sees. Jackson leaves at 7.

Then Nathan moves them to the red_treasure_chest at 8 and leaves at 9. Avery moves them to blue_envelope (10); Evelyn moves them to blue_drawer (12).

Wait, does Jackson ever see the grapes again? Line 15 is Avery, Nathan and Emma going back in — not Jackson. So Jackson's belief stays red_drawer.

And Nathan knows Jackson left right after the red_drawer move, before Nathan's own move. Hmm, did Nathan leave before Jackson? No — Jackson exits at 7, Nathan at 9. Right.

So what Nathan attributes to Jackson = red_drawer. The lettuce stuff at 24–25 is irrelevant; Emma's private tell to Jackson is about the lettuce.
</think>

N. red_drawer"""

c5 = [
    C("grapes in blue_drawer", "location", "true", 2, "line 2", ("o", "grapes", "blue_drawer", 2)),
    C("everyone in the hallway", "presence", "true", 2, "all in hallway", *[("r", a, "hallway", 2) for a in ALL5]),
    C("Emma leaves at 5", "event", "true", 5, "line 5", ("e", 5, "Emma exited")),
    C("right after Jackson's move", "order", "false", 5, "PLANTED: Emma left at 5, before Jackson's move at 6", ("lt", 6, 5)),
    C("Jackson moves grapes to red_drawer at 6", "event", "true", 6, "line 6", ("e", 6, "Jackson moved the grapes to the red_drawer")),
    C("Nathan sees", "presence", "true", 6, "Nathan witnessed 6", ("w", "Nathan", 6, True)),
    C("Jackson leaves at 7", "event", "true", 7, "line 7", ("e", 7, "Jackson exited")),
    C("Nathan moves them to the red_treasure_chest at 8", "event", "true", 8, "line 8", ("e", 8, "Nathan moved the grapes to the red_treasure_chest")),
    C("leaves at 9", "event", "true", 9, "line 9", ("e", 9, "Nathan exited")),
    C("Avery moves them to blue_envelope (10)", "event", "true", 10, "line 10", ("e", 10, "Avery moved the grapes to the blue_envelope")),
    C("Evelyn moves them to blue_drawer (12)", "event", "true", 12, "line 12", ("e", 12, "Evelyn moved the grapes to the blue_drawer")),
    C("Line 15 is Avery, Nathan and Emma going back in", "event", "true", 15, "line 15", ("e", 15, "Avery, Nathan and Emma entered the hallway")),
    C("not Jackson", "presence", "true", 15, "Jackson in waiting_room", ("r", "Jackson", "waiting_room", 15)),
    C("Jackson's belief stays red_drawer", "belief", "true", "end", "Jackson = red_drawer", ("b", "Jackson", "red_drawer", "end")),
    C("Nathan knows Jackson left right after the red_drawer move", "presence", "true", 7, "Nathan witnessed line 7", ("w", "Nathan", 7, True), ("e", 7, "Jackson exited")),
    C("before Nathan's own move", "order", "true", 7, "7 < 8", ("lt", 7, 8)),
    C("Jackson exits at 7, Nathan at 9", "order", "true", 9, "lines 7 and 9", ("e", 7, "Jackson exited"), ("e", 9, "Nathan exited")),
    C("what Nathan attributes to Jackson = red_drawer", "belief", "true", "end", "answer chain", ("b", Q, "red_drawer", "end")),
    C("Emma's private tell to Jackson is about the lettuce", "communication", "true", 25, "line 25", ("e", 25, "Emma privately told Jackson that the lettuce")),
    C("N. red_drawer", "belief", "true", "end", "answer", ("b", Q, "red_drawer", "end")),
]

RECORDS = [
    R("answer_first", "unsound", "red_drawer", r1, c1),
    R("numbered", "sound", "red_drawer", r2, c2),
    R("narrative", "sound", "red_drawer", r3, c3),
    R("terse", "wrong", "red_treasure_chest", r4, c4),
    R("thinking", "unsound", "red_drawer", r5, c5),
]
