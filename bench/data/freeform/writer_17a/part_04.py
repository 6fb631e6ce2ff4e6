from common import C, R

ALL5 = ["Olivia", "William", "Owen", "Gracie", "Sophia"]
Q = "Owen -> William -> Olivia"

r1 = """**Answer: G. green_bucket**

Explanation:
1. The orange starts in the green_bucket (line 2) with everyone in the back_yard.
2. Olivia leaves first (line 4), so the last place she saw the orange is the green_bucket.
3. William then moves it to the blue_treasure_chest (line 5). Owen sees this, and both William and Owen know Olivia was already gone.
4. So William thinks Olivia still believes it's in the green_bucket, and Owen, who watched the whole sequence, attributes exactly that to William.

Sophia later puts the orange back in the green_bucket (line 12), but that's a coincidence — nobody else sees it."""

c1 = [
    C("**Answer: G. green_bucket**", "belief", "true", "end", "answer", ("b", Q, "green_bucket", "end")),
    C("The orange starts in the green_bucket (line 2)", "location", "true", 2, "line 2", ("o", "orange", "green_bucket", 2)),
    C("with everyone in the back_yard", "presence", "true", 2, "all in back_yard", *[("r", a, "back_yard", 2) for a in ALL5]),
    C("Olivia leaves first (line 4)", "order", "true", 4, "first exit", ("e", 4, "Olivia exited"), *[("r", a, "back_yard", 3) for a in ALL5]),
    C("the last place she saw the orange is the green_bucket", "belief", "true", "end", "Olivia = green_bucket", ("b", "Olivia", "green_bucket", "end")),
    C("William then moves it to the blue_treasure_chest (line 5)", "event", "true", 5, "line 5", ("e", 5, "William moved the orange to the blue_treasure_chest")),
    C("Owen sees this", "presence", "true", 5, "Owen witnessed 5", ("w", "Owen", 5, True)),
    C("both William and Owen know Olivia was already gone", "presence", "true", 4, "both witnessed Olivia's exit", ("w", "William", 4, True), ("w", "Owen", 4, True)),
    C("William thinks Olivia still believes it's in the green_bucket", "belief", "true", "end", "William -> Olivia = green_bucket", ("b", "William -> Olivia", "green_bucket", "end")),
    C("Owen, who watched the whole sequence", "presence", "true", 6, "Owen witnessed lines 4, 5, 6", ("w", "Owen", 4, True), ("w", "Owen", 5, True), ("w", "Owen", 6, True)),
    C("attributes exactly that to William", "belief", "true", "end", "answer chain", ("b", Q, "green_bucket", "end")),
    C("Sophia later puts the orange back in the green_bucket (line 12)", "event", "true", 12, "line 12", ("e", 12, "Sophia moved the orange to the green_bucket")),
    C("nobody else sees it", "presence", "true", 12, "only Sophia witnessed 12", *[("w", a, 12, False) for a in ALL5[:4]]),
]

r2 = """1. **Initial state:** The orange is in the green_bucket, and Olivia, William, Owen, Gracie and Sophia are all in the back_yard.
2. **Olivia exits (line 4).** Her belief stays at the green_bucket.
3. **William moves the orange to the blue_treasure_chest (line 5)** in front of Owen, Gracie and Sophia. William knows Olivia didn't see it.
4. **William exits (line 6), then Owen (line 9).**
5. **Later events:** Sophia moves the orange back to the green_bucket when she is alone. At the end, Owen privately tells William that the orange is in the blue_basket, but that doesn't reach the Olivia level of the chain.
6. **Conclusion:** Owen thinks William thinks Olivia thinks the orange is in the green_bucket.

**Answer:** G. green_bucket"""

c2 = [
    C("The orange is in the green_bucket", "location", "true", 2, "line 2", ("o", "orange", "green_bucket", 2)),
    C("Olivia, William, Owen, Gracie and Sophia are all in the back_yard", "presence", "true", 2, "all in back_yard", *[("r", a, "back_yard", 2) for a in ALL5]),
    C("Olivia exits (line 4)", "event", "true", 4, "line 4", ("e", 4, "Olivia exited")),
    C("Her belief stays at the green_bucket", "belief", "true", "end", "Olivia = green_bucket", ("b", "Olivia", "green_bucket", "end")),
    C("William moves the orange to the blue_treasure_chest (line 5)", "event", "true", 5, "line 5", ("e", 5, "William moved the orange to the blue_treasure_chest")),
    C("in front of Owen, Gracie and Sophia", "presence", "true", 5, "witnesses of 5", ("w", "Owen", 5, True), ("w", "Gracie", 5, True), ("w", "Sophia", 5, True)),
    C("William knows Olivia didn't see it", "belief", "true", 5, "William -> Olivia = green_bucket at 5", ("b", "William -> Olivia", "green_bucket", 5)),
    C("William exits (line 6)", "event", "true", 6, "line 6", ("e", 6, "William exited")),
    C("then Owen (line 9)", "event", "true", 9, "line 9", ("e", 9, "Owen exited")),
    C("Sophia moves the orange back to the green_bucket", "event", "true", 12, "line 12", ("e", 12, "Sophia moved the orange to the green_bucket")),
    C("when she is alone", "presence", "true", 12, "only Sophia in back_yard", ("r", "Sophia", "back_yard", 12), *[("r", a, None, 12) for a in ALL5[:4]]),
    C("Owen privately tells William that the orange is in the blue_basket", "communication", "false", 25, "PLANTED: line 25 is about the tomato, not the orange", ("e", 25, "Owen privately told William that the orange")),
    C("that doesn't reach the Olivia level of the chain", "communication", "true", 25, "chain unchanged at 25", ("b", Q, "green_bucket", 24), ("b", Q, "green_bucket", 25)),
    C("Owen thinks William thinks Olivia thinks the orange is in the green_bucket", "belief", "true", "end", "answer chain", ("b", Q, "green_bucket", "end")),
    C("G. green_bucket", "belief", "true", "end", "answer", ("b", Q, "green_bucket", "end")),
]

r3 = """Let me trace where each person was when the orange moved.

The orange starts in the green_bucket with all five in the back_yard. Olivia is the first to go, at line 4. Only after she's gone does William move the orange to the blue_treasure_chest, and Owen is there to see it. William leaves at line 6, and Owen follows a few lines later.

So when William left, he believed Olivia still thought the orange was in the green_bucket — she never saw his move. Owen watched Olivia leave and watched William move the orange, so he can reconstruct William's view of Olivia exactly.

One wrinkle: Sophia, alone, later puts the orange back in the green_bucket. Owen, like everyone else, believes it's in the green_bucket at the end. That doesn't matter for the chain, though.

The answer is G. green_bucket."""

c3 = [
    C("The orange starts in the green_bucket", "location", "true", 2, "line 2", ("o", "orange", "green_bucket", 2)),
    C("with all five in the back_yard", "presence", "true", 2, "all in back_yard", *[("r", a, "back_yard", 2) for a in ALL5]),
    C("Olivia is the first to go, at line 4", "order", "true", 4, "first exit", ("e", 4, "Olivia exited"), *[("r", a, "back_yard", 3) for a in ALL5]),
    C("Only after she's gone does William move the orange to the blue_treasure_chest", "order", "true", 5, "exit 4 < move 5", ("lt", 4, 5), ("e", 5, "William moved the orange to the blue_treasure_chest")),
    C("Owen is there to see it", "presence", "true", 5, "Owen witnessed 5", ("w", "Owen", 5, True)),
    C("William leaves at line 6", "event", "true", 6, "line 6", ("e", 6, "William exited")),
    C("Owen follows a few lines later", "order", "true", 9, "Owen exits at 9", ("e", 9, "Owen exited"), ("lt", 6, 9)),
    C("when William left, he believed Olivia still thought the orange was in the green_bucket", "belief", "true", 6, "William -> Olivia = green_bucket at 6", ("b", "William -> Olivia", "green_bucket", 6)),
    C("she never saw his move", "presence", "true", 5, "Olivia did not witness 5", ("w", "Olivia", 5, False)),
    C("Owen watched Olivia leave", "presence", "true", 4, "Owen witnessed 4", ("w", "Owen", 4, True)),
    C("watched William move the orange", "presence", "true", 5, "Owen witnessed 5", ("w", "Owen", 5, True)),
    C("he can reconstruct William's view of Olivia exactly", "belief", "true", "end", "Owen -> William -> Olivia = William -> Olivia = green_bucket", ("b", Q, "green_bucket", "end"), ("b", "William -> Olivia", "green_bucket", "end")),
    C("Sophia, alone,", "presence", "true", 12, "only Sophia present", *[("r", a, None, 12) for a in ALL5[:4]]),
    C("later puts the orange back in the green_bucket", "event", "true", 12, "line 12", ("e", 12, "Sophia moved the orange to the green_bucket")),
    C("Owen, like everyone else, believes it's in the green_bucket at the end", "belief", "false", "end", "PLANTED: Owen never saw line 12 and believes blue_treasure_chest", ("b", "Owen", "green_bucket", "end")),
    C("The answer is G. green_bucket.", "belief", "true", "end", "answer", ("b", Q, "green_bucket", "end")),
]

r4 = """H. blue_treasure_chest, since Owen saw William move it there."""

c4 = [
    C("H. blue_treasure_chest", "belief", "false", "end", "chain = green_bucket", ("b", Q, "blue_treasure_chest", "end")),
    C("Owen saw William move it there", "presence", "true", 5, "Owen witnessed line 5", ("w", "Owen", 5, True), ("e", 5, "William moved the orange to the blue_treasure_chest")),
]

r5 = """<think>
Chain: Owen → William → Olivia, object orange.

Olivia leaves at line 4 while the orange is still in the green_bucket. William moves it to blue_treasure_chest at 5, with Owen, Gracie, Sophia watching. So William thinks Olivia thinks green_bucket. Does Owen know that William knows Olivia left? Owen was present for Olivia's exit and for William's move, so yes — Owen → William → Olivia = green_bucket.

Let me double-check nothing later changes it. Sophia's move back to green_bucket at 12 — only Sophia saw it. Second room (master_bedroom) is about the tomato. Line 24 is Gracie's claim about the tomato, line 25 Owen tells William about the tomato. Neither touches the orange.

Okay, green_bucket.
</think>

G. green_bucket — Olivia left before William's move, and Owen saw both her exit and the move."""

c5 = [
    C("Olivia leaves at line 4", "event", "true", 4, "line 4", ("e", 4, "Olivia exited")),
    C("while the orange is still in the green_bucket", "location", "true", 4, "objects at 4", ("o", "orange", "green_bucket", 4)),
    C("William moves it to blue_treasure_chest at 5", "event", "true", 5, "line 5", ("e", 5, "William moved the orange to the blue_treasure_chest")),
    C("with Owen, Gracie, Sophia watching", "presence", "true", 5, "witnesses of 5", ("w", "Owen", 5, True), ("w", "Gracie", 5, True), ("w", "Sophia", 5, True)),
    C("William thinks Olivia thinks green_bucket", "belief", "true", "end", "William -> Olivia", ("b", "William -> Olivia", "green_bucket", "end")),
    C("Owen was present for Olivia's exit", "presence", "true", 4, "Owen witnessed 4", ("w", "Owen", 4, True)),
    C("for William's move", "presence", "true", 5, "Owen witnessed 5", ("w", "Owen", 5, True)),
    C("Owen → William → Olivia = green_bucket", "belief", "true", "end", "answer chain", ("b", Q, "green_bucket", "end")),
    C("Sophia's move back to green_bucket at 12", "event", "true", 12, "line 12", ("e", 12, "Sophia moved the orange to the green_bucket")),
    C("only Sophia saw it", "presence", "true", 12, "only Sophia witnessed 12", *[("w", a, 12, False) for a in ALL5[:4]]),
    C("Second room (master_bedroom) is about the tomato", "event", "true", 16, "lines 15-16", ("e", 15, "master_bedroom"), ("e", 16, "tomato")),
    C("Line 24 is Gracie's claim about the tomato", "communication", "true", 24, "line 24", ("e", 24, "Gracie publicly claimed that tomato")),
    C("line 25 Owen tells William about the tomato", "communication", "true", 25, "line 25", ("e", 25, "Owen privately told William that the tomato")),
    C("Neither touches the orange", "communication", "true", 25, "orange chains unchanged by 24-25", ("b", Q, "green_bucket", 25), ("b", "Owen -> William", "blue_treasure_chest", 25), ("b", "William", "blue_treasure_chest", 25)),
    C("G. green_bucket", "belief", "true", "end", "answer", ("b", Q, "green_bucket", "end")),
    C("Olivia left before William's move", "order", "true", 4, "4 < 5", ("lt", 4, 5)),
    C("Owen saw both her exit and the move", "presence", "true", 5, "Owen witnessed 4 and 5", ("w", "Owen", 4, True), ("w", "Owen", 5, True)),
]

RECORDS = [
    R("answer_first", "sound", "green_bucket", r1, c1),
    R("numbered", "unsound", "green_bucket", r2, c2),
    R("narrative", "unsound", "green_bucket", r3, c3),
    R("terse", "wrong", "blue_treasure_chest", r4, c4),
    R("thinking", "sound", "green_bucket", r5, c5),
]
