from common import C, R

ALL5 = ["Carter", "Olivia", "Noah", "Amelia", "Emily"]
Q = "Noah -> Emily -> Amelia"
RP = "red_pantry"

r1 = """**F. red_pantry**

Explanation:
- Noah moved the banana to the red_pantry (line 7) with Amelia and Emily watching, then left (line 8).
- Every later move Noah saw happened without Amelia: Amelia never re-enters the laundry in the second round (line 15 is Noah, Emily and Carter).
- So from Noah's point of view, Emily knows that Amelia last saw the banana in the red_pantry.
- The private messages at lines 24–25 don't involve Noah. Emily tells Carter it's in the red_pantry, and Carter believes her, but that has nothing to do with Noah's model of Emily.

Noah thinks Emily thinks Amelia thinks the banana is in the red_pantry."""

c1 = [
    C("**F. red_pantry**", "belief", "true", "end", "answer", ("b", Q, RP, "end")),
    C("Noah moved the banana to the red_pantry (line 7)", "event", "true", 7, "line 7", ("e", 7, "Noah moved the banana to the red_pantry")),
    C("with Amelia and Emily watching", "presence", "true", 7, "witnesses of 7", ("w", "Amelia", 7, True), ("w", "Emily", 7, True)),
    C("then left (line 8)", "event", "true", 8, "line 8", ("e", 8, "Noah exited")),
    C("Every later move Noah saw happened without Amelia", "presence", "true", 17, "the only later move Noah saw is line 17; Amelia absent", ("w", "Noah", 9, False), ("w", "Noah", 12, False), ("w", "Noah", 17, True), ("w", "Amelia", 17, False), ("w", "Noah", 19, False), ("w", "Noah", 21, False)),
    C("Amelia never re-enters the laundry in the second round", "presence", "true", 22, "Amelia in waiting_room 15-22", ("r", "Amelia", "waiting_room", 15), ("r", "Amelia", "waiting_room", 19), ("r", "Amelia", "waiting_room", 22)),
    C("line 15 is Noah, Emily and Carter", "event", "true", 15, "line 15", ("e", 15, "Noah, Emily and Carter entered the laundry")),
    C("from Noah's point of view, Emily knows that Amelia last saw the banana in the red_pantry", "belief", "true", "end", "answer chain", ("b", Q, RP, "end")),
    C("The private messages at lines 24–25 don't involve Noah", "communication", "true", 25, "Noah hears neither", ("w", "Noah", 24, False), ("w", "Noah", 25, False)),
    C("Emily tells Carter it's in the red_pantry", "communication", "true", 24, "line 24", ("e", 24, "Emily privately told Carter that the banana is in the red_pantry")),
    C("Carter believes her", "communication", "false", 24, "PLANTED: Carter left later than Emily, doesn't trust her; Carter keeps red_bathtub", ("b", "Carter", RP, 24)),
    C("that has nothing to do with Noah's model of Emily", "communication", "true", 24, "Noah -> Emily and the chain unchanged by 24", ("b", "Noah -> Emily", "blue_bucket", 23), ("b", "Noah -> Emily", "blue_bucket", 24), ("b", Q, RP, 24)),
    C("Noah thinks Emily thinks Amelia thinks the banana is in the red_pantry", "belief", "true", "end", "answer restated", ("b", Q, RP, "end")),
]

r2 = """Let's think step by step.

1. Initially the banana is in the green_container, and Carter moves it to the blue_bucket while everyone watches.
2. Carter leaves (line 4), then Olivia leaves (line 6).
3. Noah moves the banana to the red_pantry (line 7). Amelia and Emily are both present.
4. Noah leaves (line 8). At this moment Noah knows that Emily and Amelia both saw the banana go into the red_pantry.
5. Amelia moves it to the red_bathtub (line 9) — Noah doesn't see this.
6. In the second round, Noah and Emily return to the laundry, but Amelia stays in the waiting_room. Whatever Noah learns then, it can't change what Emily thinks Amelia saw.
7. The messages at the end are between Emily and Carter and between Carter and Olivia.

Therefore Noah thinks Emily thinks Amelia thinks the banana is in the red_pantry.

The answer is \\boxed{red_pantry}."""

c2 = [
    C("Initially the banana is in the green_container", "location", "true", 2, "line 2", ("o", "banana", "green_container", 2)),
    C("Carter moves it to the blue_bucket", "event", "true", 3, "line 3", ("e", 3, "Carter moved the banana to the blue_bucket")),
    C("while everyone watches", "presence", "true", 3, "all witnessed 3", *[("w", a, 3, True) for a in ALL5]),
    C("Carter leaves (line 4)", "event", "true", 4, "line 4", ("e", 4, "Carter exited")),
    C("then Olivia leaves (line 6)", "event", "true", 6, "line 6", ("e", 6, "Olivia exited")),
    C("Noah moves the banana to the red_pantry (line 7)", "event", "true", 7, "line 7", ("e", 7, "Noah moved the banana to the red_pantry")),
    C("Amelia and Emily are both present", "presence", "true", 7, "both witnessed 7", ("w", "Amelia", 7, True), ("w", "Emily", 7, True)),
    C("Noah leaves (line 8)", "event", "true", 8, "line 8", ("e", 8, "Noah exited")),
    C("At this moment Noah knows that Emily and Amelia both saw the banana go into the red_pantry", "belief", "true", 8, "Noah -> Emily and Noah -> Amelia = red_pantry at 8", ("b", "Noah -> Emily", RP, 8), ("b", "Noah -> Amelia", RP, 8)),
    C("Amelia moves it to the red_bathtub (line 9)", "event", "true", 9, "line 9", ("e", 9, "Amelia moved the banana to the red_bathtub")),
    C("Noah doesn't see this", "presence", "true", 9, "Noah not witness", ("w", "Noah", 9, False)),
    C("Noah and Emily return to the laundry", "event", "true", 15, "line 15", ("e", 15, "Noah, Emily and Carter entered the laundry")),
    C("Amelia stays in the waiting_room", "presence", "true", 15, "Amelia in waiting_room", ("r", "Amelia", "waiting_room", 15), ("r", "Amelia", "waiting_room", 22)),
    C("it can't change what Emily thinks Amelia saw", "belief", "true", 22, "Noah -> Emily -> Amelia stays red_pantry through the second round", ("b", Q, RP, 15), ("b", Q, RP, 17), ("b", Q, RP, 22)),
    C("The messages at the end are between Emily and Carter and between Carter and Olivia", "communication", "true", 25, "lines 24 and 25", ("e", 24, "Emily privately told Carter"), ("e", 25, "Carter privately told Olivia")),
    C("Noah thinks Emily thinks Amelia thinks the banana is in the red_pantry", "belief", "true", "end", "answer restated", ("b", Q, RP, "end")),
    C("\\boxed{red_pantry}", "belief", "true", "end", "answer", ("b", Q, RP, "end")),
]

r3 = """Let me trace this carefully; there are two rounds in the laundry.

In the first round, Noah moves the banana to the red_pantry while Amelia and Emily watch, and then leaves. After Noah is gone, Amelia moves it to the red_bathtub, and then Emily — alone — moves it back to the green_container. Noah knows none of that.

In the second round, Noah, Emily and Carter go back in, and Amelia isn't with them. Noah moves the banana to the blue_bucket and leaves again. So Noah thinks Emily thinks the banana is in the red_pantry, and, more to the point, he has no reason to think Amelia has seen anything after his first move.

The question is about Amelia's belief as Emily models it, as Noah models that. Noah's red_pantry move is the last banana event he shared with both of them, so the answer is F. red_pantry."""

c3 = [
    C("Noah moves the banana to the red_pantry", "event", "true", 7, "line 7", ("e", 7, "Noah moved the banana to the red_pantry")),
    C("while Amelia and Emily watch", "presence", "true", 7, "witnesses", ("w", "Amelia", 7, True), ("w", "Emily", 7, True)),
    C("and then leaves", "event", "true", 8, "line 8", ("e", 8, "Noah exited")),
    C("After Noah is gone, Amelia moves it to the red_bathtub", "event", "true", 9, "line 9, after 8", ("e", 9, "Amelia moved the banana to the red_bathtub"), ("r", "Noah", None, 9)),
    C("then Emily — alone — moves it back to the green_container", "event", "true", 12, "line 12, only Emily present", ("e", 12, "Emily moved the banana to the green_container"), ("r", "Amelia", None, 12), ("r", "Noah", None, 12)),
    C("Noah knows none of that", "presence", "true", 12, "Noah witnessed neither 9 nor 12", ("w", "Noah", 9, False), ("w", "Noah", 12, False)),
    C("Noah, Emily and Carter go back in", "event", "true", 15, "line 15", ("e", 15, "Noah, Emily and Carter entered the laundry")),
    C("Amelia isn't with them", "presence", "true", 15, "Amelia in waiting_room", ("r", "Amelia", "waiting_room", 15)),
    C("Noah moves the banana to the blue_bucket", "event", "true", 17, "line 17", ("e", 17, "Noah moved the banana to the blue_bucket")),
    C("leaves again", "event", "true", 18, "line 18", ("e", 18, "Noah exited")),
    C("Noah thinks Emily thinks the banana is in the red_pantry", "belief", "false", 18, "PLANTED: after the second round Noah -> Emily = blue_bucket", ("b", "Noah -> Emily", RP, 18)),
    C("he has no reason to think Amelia has seen anything after his first move", "belief", "true", "end", "Noah -> Amelia = red_pantry", ("b", "Noah -> Amelia", RP, "end")),
    C("Noah's red_pantry move is the last banana event he shared with both of them", "presence", "true", 7, "line 7 witnessed by all three; Amelia absent from 17", ("w", "Noah", 7, True), ("w", "Amelia", 7, True), ("w", "Emily", 7, True), ("w", "Amelia", 17, False)),
    C("the answer is F. red_pantry", "belief", "true", "end", "answer", ("b", Q, RP, "end")),
]

r4 = """F — Noah left right after putting it in the red_pantry, and Amelia never came back into the laundry with him."""

c4 = [
    C("F", "belief", "true", "end", "answer (F = red_pantry)", ("b", Q, RP, "end")),
    C("Noah left right after putting it in the red_pantry", "event", "true", 8, "lines 7-8", ("e", 7, "Noah moved the banana to the red_pantry"), ("e", 8, "Noah exited")),
    C("Amelia never came back into the laundry with him", "presence", "true", 15, "Amelia not in laundry in round two", ("r", "Amelia", "waiting_room", 15), ("r", "Amelia", "waiting_room", 17)),
]

r5 = """<think>
Noah → Emily → Amelia, banana.

First round: green_container → blue_bucket (Carter, line 3) → red_pantry (Noah, line 7) → red_bathtub (Amelia, line 9) → green_container (Emily, line 12).

Emily saw Amelia's move to the red_bathtub, so Emily thinks Amelia thinks red_bathtub. Now does Noah know that? Noah left at line 8... hmm, but in the second round Noah and Emily are together, and Emily privately told Carter about the banana at line 24 — wait, that was to Carter, not Noah. Still, Noah saw the banana was no longer in the red_pantry when he came back at line 15, so he'd figure that someone moved it after him — Amelia, who was still there. So Noah would update to Emily thinks Amelia thinks red_bathtub.
</think>

I. red_bathtub"""

c5 = [
    C("green_container → blue_bucket (Carter, line 3)", "event", "true", 3, "line 3", ("e", 3, "Carter moved the banana to the blue_bucket")),
    C("→ red_pantry (Noah, line 7)", "event", "true", 7, "line 7", ("e", 7, "Noah moved the banana to the red_pantry")),
    C("→ red_bathtub (Amelia, line 9)", "event", "true", 9, "line 9", ("e", 9, "Amelia moved the banana to the red_bathtub")),
    C("→ green_container (Emily, line 12)", "event", "true", 12, "line 12", ("e", 12, "Emily moved the banana to the green_container")),
    C("Emily saw Amelia's move to the red_bathtub", "presence", "true", 9, "Emily witnessed 9", ("w", "Emily", 9, True)),
    C("Emily thinks Amelia thinks red_bathtub", "belief", "true", "end", "Emily -> Amelia = red_bathtub", ("b", "Emily -> Amelia", "red_bathtub", "end")),
    C("Noah left at line 8", "event", "true", 8, "line 8", ("e", 8, "Noah exited")),
    C("in the second round Noah and Emily are together", "presence", "true", 15, "both in laundry at 15", ("r", "Noah", "laundry", 15), ("r", "Emily", "laundry", 15)),
    C("Emily privately told Carter about the banana at line 24", "communication", "true", 24, "line 24", ("e", 24, "Emily privately told Carter that the banana")),
    C("that was to Carter, not Noah", "communication", "true", 24, "Noah did not hear line 24", ("w", "Noah", 24, False)),
    C("Noah saw the banana was no longer in the red_pantry when he came back at line 15", "location", "true", 15, "banana in green_container at 15, Noah present", ("o", "banana", "green_container", 15), ("r", "Noah", "laundry", 15)),
    C("he'd figure that someone moved it after him", "belief", "uncheckable", 15, "inference about Noah's reasoning; golds hold no such belief"),
    C("Amelia, who was still there", "presence", "true", 8, "Amelia still in laundry after Noah left", ("r", "Amelia", "laundry", 8)),
    C("Noah would update to Emily thinks Amelia thinks red_bathtub", "belief", "false", "end", "Noah -> Emily -> Amelia = red_pantry", ("b", Q, "red_bathtub", "end")),
    C("I. red_bathtub", "belief", "false", "end", "gold is red_pantry", ("b", Q, "red_bathtub", "end")),
]

RECORDS = [
    R("answer_first", "unsound", RP, r1, c1),
    R("numbered", "sound", RP, r2, c2),
    R("narrative", "unsound", RP, r3, c3),
    R("terse", "sound", RP, r4, c4),
    R("thinking", "wrong", "red_bathtub", r5, c5),
]
