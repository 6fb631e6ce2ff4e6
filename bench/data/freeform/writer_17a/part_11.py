from common import C, R

RB = "red_basket"

r1 = """**Answer: K. red_basket**

- Line 2: the broccoli is in the red_basket.
- Line 9: Gracie moves it to the green_envelope.
- Line 11: Lily, alone in the basement, moves it back to the red_basket.
- The pantry scene and the claims at the end only concern the persimmon.

So the broccoli is really in the red_basket."""

c1 = [
    C("**Answer: K. red_basket**", "location", "true", "end", "answer", ("o", "broccoli", RB, "end")),
    C("Line 2: the broccoli is in the red_basket", "location", "true", 2, "line 2", ("o", "broccoli", RB, 2)),
    C("Line 9: Gracie moves it to the green_envelope", "event", "false", 9, "PLANTED: Jayden made the move at line 9; Gracie had left at line 8", ("e", 9, "Gracie moved the broccoli")),
    C("Line 11: Lily, alone in the basement,", "presence", "true", 11, "only Lily in basement at 11", ("r", "Lily", "basement", 11), *[("r", a, None, 11) for a in ["Jackson", "Lucas", "Gracie", "Jayden"]]),
    C("moves it back to the red_basket", "event", "true", 11, "line 11", ("e", 11, "Lily moved the broccoli to the red_basket")),
    C("The pantry scene and the claims at the end only concern the persimmon", "communication", "true", 25, "lines 15-25 are about the persimmon", ("e", 15, "persimmon"), ("e", 16, "persimmon"), ("e", 24, "persimmon"), ("e", 25, "persimmon")),
    C("the broccoli is really in the red_basket", "location", "true", "end", "answer restated", ("o", "broccoli", RB, "end")),
]

r2 = """Let's think step by step.

1. The broccoli starts in the red_basket (line 2).
2. Jackson, Lucas and Gracie leave the basement one after another.
3. Jayden moves the broccoli to the green_envelope (line 9) while Lily is watching.
4. Jayden and Lily then leave, and the broccoli is not moved again in the basement.
5. The later events involve the persimmon in the pantry.

So the broccoli is in the green_envelope.

The answer is [green_envelope]."""

c2 = [
    C("The broccoli starts in the red_basket (line 2)", "location", "true", 2, "line 2", ("o", "broccoli", RB, 2)),
    C("Jackson, Lucas and Gracie leave the basement one after another", "order", "true", 8, "exits at 4, 6, 8", ("e", 4, "Jackson exited"), ("e", 6, "Lucas exited"), ("e", 8, "Gracie exited")),
    C("Jayden moves the broccoli to the green_envelope (line 9)", "event", "true", 9, "line 9", ("e", 9, "Jayden moved the broccoli to the green_envelope")),
    C("while Lily is watching", "presence", "true", 9, "Lily witnessed 9", ("w", "Lily", 9, True)),
    C("Jayden and Lily then leave", "event", "true", 12, "lines 10 and 12", ("e", 10, "Jayden exited"), ("e", 12, "Lily exited")),
    C("the broccoli is not moved again in the basement", "location", "false", 12, "Lily moved it back to the red_basket at line 11", ("o", "broccoli", "green_envelope", 12)),
    C("The later events involve the persimmon in the pantry", "event", "true", 21, "lines 14-21", ("e", 14, "pantry"), ("e", 16, "persimmon")),
    C("the broccoli is in the green_envelope", "location", "false", "end", "broccoli is in the red_basket", ("o", "broccoli", "green_envelope", "end")),
    C("[green_envelope]", "location", "false", "end", "gold is red_basket", ("o", "broccoli", "green_envelope", "end")),
]

r3 = """Let me follow the broccoli rather than the people. It begins in the red_basket. After Jackson, Lucas and Gracie have gone, Jayden moves it to the green_envelope, with only Lily still there to see it. Then Jayden leaves, and Lily — the last one in the basement — puts it straight back into the red_basket before leaving herself.

Nothing after that touches the broccoli: the second half of the story is Lucas, Jayden and Gracie shuffling the persimmon around the pantry, and both the public claim and the private message are about the persimmon too. Jayden still believes it's in the green_envelope, but that's his belief, not reality.

The answer is K. red_basket."""

c3 = [
    C("It begins in the red_basket", "location", "true", 2, "line 2", ("o", "broccoli", RB, 2)),
    C("After Jackson, Lucas and Gracie have gone", "order", "true", 9, "exits 4, 6, 8 before 9", ("lt", 4, 9), ("lt", 6, 9), ("lt", 8, 9), ("r", "Gracie", None, 9)),
    C("Jayden moves it to the green_envelope", "event", "true", 9, "line 9", ("e", 9, "Jayden moved the broccoli to the green_envelope")),
    C("with only Lily still there to see it", "presence", "true", 9, "witnesses: Jayden, Lily", ("w", "Lily", 9, True), ("w", "Jackson", 9, False), ("w", "Lucas", 9, False), ("w", "Gracie", 9, False)),
    C("Then Jayden leaves", "event", "true", 10, "line 10", ("e", 10, "Jayden exited")),
    C("Lily — the last one in the basement —", "presence", "true", 11, "only Lily in basement", ("r", "Lily", "basement", 11), ("r", "Jayden", None, 11)),
    C("puts it straight back into the red_basket", "event", "true", 11, "line 11", ("e", 11, "Lily moved the broccoli to the red_basket")),
    C("before leaving herself", "order", "true", 12, "exit at 12", ("e", 12, "Lily exited"), ("lt", 11, 12)),
    C("Nothing after that touches the broccoli", "location", "true", None, "red_basket to end", ("o", "broccoli", RB, 12), ("o", "broccoli", RB, "end")),
    C("the second half of the story is Lucas, Jayden and Gracie shuffling the persimmon around the pantry", "event", "true", 21, "lines 14-21", ("e", 14, "Lucas, Jayden and Gracie entered the pantry"), ("e", 16, "moved the persimmon"), ("e", 19, "moved the persimmon"), ("e", 21, "moved the persimmon")),
    C("both the public claim and the private message are about the persimmon too", "communication", "true", 25, "lines 24-25", ("e", 24, "persimmon"), ("e", 25, "persimmon")),
    C("Jayden still believes it's in the green_envelope", "belief", "true", "end", "Jayden = green_envelope", ("b", "Jayden", "green_envelope", "end")),
    C("The answer is K. red_basket.", "location", "true", "end", "answer", ("o", "broccoli", RB, "end")),
]

r4 = """K. red_basket — Lily put it back there at line 11 after Jayden had left."""

c4 = [
    C("K. red_basket", "location", "true", "end", "answer", ("o", "broccoli", RB, "end")),
    C("Lily put it back there at line 11", "event", "true", 11, "line 11", ("e", 11, "Lily moved the broccoli to the red_basket")),
    C("after Jayden had left", "order", "true", 11, "Jayden exit 10 < 11", ("e", 10, "Jayden exited"), ("lt", 10, 11)),
]

r5 = """<think>
Reality question about the broccoli. Only need the actual final position.

Broccoli: red_basket (2). Jayden → green_envelope (9), with Lily watching. Jayden exits (10). Lily → red_basket (11). Lily exits (12). So the broccoli is back in the red_basket, and Lily figures Jayden knows it's back there too.

Hmm, then the second part. Lucas, Jayden, Gracie in the pantry — persimmon moves: red_bottle (16), green_bathtub (19), green_drawer (21). That's a different object. The public claim at 24 and the private tell at 25 are also persimmon.

Yes, red_basket.
</think>

**K. red_basket**"""

c5 = [
    C("Broccoli: red_basket (2)", "location", "true", 2, "line 2", ("o", "broccoli", RB, 2)),
    C("Jayden → green_envelope (9)", "event", "true", 9, "line 9", ("e", 9, "Jayden moved the broccoli to the green_envelope")),
    C("with Lily watching", "presence", "true", 9, "Lily witnessed 9", ("w", "Lily", 9, True)),
    C("Jayden exits (10)", "event", "true", 10, "line 10", ("e", 10, "Jayden exited")),
    C("Lily → red_basket (11)", "event", "true", 11, "line 11", ("e", 11, "Lily moved the broccoli to the red_basket")),
    C("Lily exits (12)", "event", "true", 12, "line 12", ("e", 12, "Lily exited")),
    C("the broccoli is back in the red_basket", "location", "true", 12, "objects at 12", ("o", "broccoli", RB, 12)),
    C("Lily figures Jayden knows it's back there too", "belief", "false", "end", "PLANTED: Jayden left before line 11; Lily -> Jayden = green_envelope", ("b", "Lily -> Jayden", RB, "end")),
    C("Lucas, Jayden, Gracie in the pantry", "presence", "true", 15, "all three in pantry", ("r", "Lucas", "pantry", 15), ("r", "Jayden", "pantry", 15), ("r", "Gracie", "pantry", 15)),
    C("persimmon moves: red_bottle (16), green_bathtub (19), green_drawer (21)", "event", "true", 21, "lines 16, 19, 21", ("e", 16, "persimmon to the red_bottle"), ("e", 19, "persimmon to the green_bathtub"), ("e", 21, "persimmon to the green_drawer")),
    C("The public claim at 24 and the private tell at 25 are also persimmon", "communication", "true", 25, "lines 24-25", ("e", 24, "persimmon"), ("e", 25, "persimmon")),
    C("**K. red_basket**", "location", "true", "end", "answer", ("o", "broccoli", RB, "end")),
]

RECORDS = [
    R("answer_first", "unsound", RB, r1, c1),
    R("numbered", "wrong", "green_envelope", r2, c2),
    R("narrative", "sound", RB, r3, c3),
    R("terse", "sound", RB, r4, c4),
    R("thinking", "unsound", RB, r5, c5),
]
