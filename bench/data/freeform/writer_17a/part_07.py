from common import C, R

ALL5 = ["William", "Alexander", "Amelia", "Liam", "Elizabeth"]
Q = "Amelia"

r1 = """I. green_basket

Amelia really thinks the pumpkin is in the green_basket."""

c1 = [
    C("I. green_basket", "belief", "true", "end", "answer", ("b", Q, "green_basket", "end")),
    C("Amelia really thinks the pumpkin is in the green_basket", "belief", "true", "end", "answer restated", ("b", Q, "green_basket", "end")),
]

r2 = """Let's think step by step.

1. The pumpkin starts in the green_envelope (line 2).
2. William moves it to the blue_bathtub while everyone is watching (line 3), then leaves.
3. Alexander leaves at line 6.
4. Amelia moves the pumpkin from the green_envelope to the green_basket (line 7), with Elizabeth and Liam present, and then exits at line 8.
5. Amelia never returns to the sunroom, and no one moves the pumpkin after her.
6. The living_room events and the claims at lines 24–25 are about the orange.

So Amelia believes the pumpkin is in the green_basket.

\\boxed{green_basket}"""

c2 = [
    C("The pumpkin starts in the green_envelope (line 2)", "location", "true", 2, "line 2", ("o", "pumpkin", "green_envelope", 2)),
    C("William moves it to the blue_bathtub", "event", "true", 3, "line 3", ("e", 3, "William moved the pumpkin to the blue_bathtub")),
    C("while everyone is watching (line 3)", "presence", "true", 3, "all five witnessed 3", *[("w", a, 3, True) for a in ALL5]),
    C("then leaves", "event", "true", 4, "line 4", ("e", 4, "William exited")),
    C("Alexander leaves at line 6", "event", "true", 6, "line 6", ("e", 6, "Alexander exited")),
    C("Amelia moves the pumpkin from the green_envelope to the green_basket (line 7)", "location", "false", 6, "PLANTED: before line 7 the pumpkin was in the blue_bathtub, not the green_envelope", ("e", 7, "Amelia moved the pumpkin to the green_basket"), ("o", "pumpkin", "green_envelope", 6)),
    C("with Elizabeth and Liam present", "presence", "true", 7, "witnesses of 7", ("w", "Elizabeth", 7, True), ("w", "Liam", 7, True)),
    C("then exits at line 8", "event", "true", 8, "line 8", ("e", 8, "Amelia exited")),
    C("Amelia never returns to the sunroom", "presence", "true", None, "Amelia only in waiting_room afterwards", ("r", "Amelia", "waiting_room", 13), ("r", "Amelia", "waiting_room", 20), ("r", "Amelia", "waiting_room", "end")),
    C("no one moves the pumpkin after her", "location", "true", None, "green_basket from 7 to end", ("o", "pumpkin", "green_basket", 8), ("o", "pumpkin", "green_basket", "end")),
    C("The living_room events and the claims at lines 24–25 are about the orange", "communication", "true", 25, "lines 15-20, 24, 25 concern the orange", ("e", 16, "orange"), ("e", 20, "orange"), ("e", 24, "orange"), ("e", 25, "orange")),
    C("Amelia believes the pumpkin is in the green_basket", "belief", "true", "end", "answer restated", ("b", Q, "green_basket", "end")),
    C("\\boxed{green_basket}", "belief", "true", "end", "answer", ("b", Q, "green_basket", "end")),
]

r3 = """Let me trace what Amelia saw.

Amelia was in the sunroom from the start, so she saw the pumpkin placed in the green_envelope and then watched William move it to the blue_bathtub. After William and Alexander left, Amelia herself moved the pumpkin into the green_basket. She left right after that, and she never went back into the sunroom.

Since the pumpkin is never moved again, her belief is simply the place she put it. Everything in the living_room concerns the orange, and Alexander's public claim is about the orange too, so none of it changes what she thinks about the pumpkin.

The answer is I. green_basket."""

c3 = [
    C("Amelia was in the sunroom from the start", "presence", "true", 1, "line 1", ("r", "Amelia", "sunroom", 1)),
    C("she saw the pumpkin placed in the green_envelope", "presence", "true", 2, "Amelia witnessed 2", ("w", "Amelia", 2, True), ("o", "pumpkin", "green_envelope", 2)),
    C("watched William move it to the blue_bathtub", "presence", "true", 3, "Amelia witnessed 3", ("w", "Amelia", 3, True), ("e", 3, "William moved the pumpkin to the blue_bathtub")),
    C("After William and Alexander left", "order", "true", 7, "exits 4 and 6 precede 7", ("lt", 4, 7), ("lt", 6, 7)),
    C("Amelia herself moved the pumpkin into the green_basket", "event", "true", 7, "line 7", ("e", 7, "Amelia moved the pumpkin to the green_basket")),
    C("She left right after that", "order", "true", 8, "exits at line 8", ("e", 8, "Amelia exited")),
    C("she never went back into the sunroom", "presence", "true", None, "never in sunroom after 8", ("r", "Amelia", "waiting_room", 14), ("r", "Amelia", "waiting_room", "end")),
    C("the pumpkin is never moved again", "location", "true", None, "green_basket to end", ("o", "pumpkin", "green_basket", 12), ("o", "pumpkin", "green_basket", "end")),
    C("her belief is simply the place she put it", "belief", "true", "end", "Amelia = green_basket", ("b", Q, "green_basket", "end")),
    C("Everything in the living_room concerns the orange", "event", "true", 20, "lines 15, 16, 20", ("e", 15, "orange"), ("e", 16, "orange"), ("e", 20, "orange")),
    C("Alexander's public claim is about the orange too", "communication", "true", 24, "line 24", ("e", 24, "Alexander publicly claimed that orange")),
    C("none of it changes what she thinks about the pumpkin", "belief", "true", "end", "Amelia green_basket before and after", ("b", Q, "green_basket", 13), ("b", Q, "green_basket", "end")),
    C("The answer is I. green_basket.", "belief", "true", "end", "answer", ("b", Q, "green_basket", "end")),
]

r4 = """**I**"""

c4 = [
    C("**I**", "belief", "true", "end", "answer (letter I = green_basket)", ("b", Q, "green_basket", "end")),
]

r5 = """<think>
Question: where does Amelia really think the pumpkin is.

Pumpkin in green_envelope (2). William moves it to blue_bathtub (3) — everyone sees. William exits (4). Alexander exits (6). Then the pumpkin goes to the green_basket at line 7... and Amelia exits at 8.

Hmm, wait. "really think" — these questions sometimes mean the belief before the last move she didn't witness. Amelia saw the blue_bathtub move for sure. Did she see the green_basket move? She was in the room at line 7. But maybe the word "really" is pointing at the belief she was certain of before the later changes.

I'm torn. Both readings seem defensible.
</think>

The answer is either I. green_basket or H. blue_bathtub, depending on how "really" is meant."""

c5 = [
    C("Pumpkin in green_envelope (2)", "location", "true", 2, "line 2", ("o", "pumpkin", "green_envelope", 2)),
    C("William moves it to blue_bathtub (3)", "event", "true", 3, "line 3", ("e", 3, "William moved the pumpkin to the blue_bathtub")),
    C("everyone sees", "presence", "true", 3, "all witnessed", *[("w", a, 3, True) for a in ALL5]),
    C("William exits (4)", "event", "true", 4, "line 4", ("e", 4, "William exited")),
    C("Alexander exits (6)", "event", "true", 6, "line 6", ("e", 6, "Alexander exited")),
    C("the pumpkin goes to the green_basket at line 7", "event", "true", 7, "line 7", ("e", 7, "moved the pumpkin to the green_basket")),
    C("Amelia exits at 8", "event", "true", 8, "line 8", ("e", 8, "Amelia exited")),
    C("Amelia saw the blue_bathtub move for sure", "presence", "true", 3, "Amelia witnessed 3", ("w", "Amelia", 3, True)),
    C("She was in the room at line 7", "presence", "true", 7, "Amelia in sunroom at 7", ("r", "Amelia", "sunroom", 7)),
]

RECORDS = [
    R("answer_first", "unsupported", "green_basket", r1, c1),
    R("numbered", "unsound", "green_basket", r2, c2),
    R("narrative", "sound", "green_basket", r3, c3),
    R("terse", "unsupported", "green_basket", r4, c4),
    R("thinking", "wrong", None, r5, c5),
]
