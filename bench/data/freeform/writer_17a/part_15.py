from common import C, R

Q = "Ava"
RCN = "red_container"
OTHERS = ["Emily", "Benjamin", "Jackson", "Mason"]

r1 = """G. red_container

The banana is placed in the red_container at line 2 while Ava is in the basement. Ava is the last to leave, and her one move of the banana, to the red_container at line 13, leaves it exactly where it was. The later scene in the basement only involves the onion, and Ava isn't even there for it. So Ava believes the banana is in the red_container."""

c1 = [
    C("G. red_container", "belief", "true", "end", "answer", ("b", Q, RCN, "end")),
    C("The banana is placed in the red_container at line 2", "event", "true", 2, "line 2", ("e", 2, "The banana is in the red_container")),
    C("while Ava is in the basement", "presence", "true", 2, "Ava in basement", ("r", "Ava", "basement", 2)),
    C("Ava is the last to leave", "order", "true", 15, "Ava exits at 15 after the others (4, 7, 9, 11)", ("e", 15, "Ava exited"), *[("r", a, None, 13) for a in OTHERS]),
    C("her one move of the banana, to the red_container at line 13", "event", "true", 13, "line 13", ("e", 13, "Ava moved the banana to the red_container")),
    C("leaves it exactly where it was", "location", "true", 13, "red_container at 12 and 13", ("o", "banana", RCN, 12), ("o", "banana", RCN, 13)),
    C("The later scene in the basement only involves the onion", "event", "true", 21, "lines 18 and 21 concern the onion", ("e", 18, "onion"), ("e", 21, "onion")),
    C("Ava isn't even there for it", "presence", "true", 21, "Ava in waiting_room", ("r", "Ava", "waiting_room", 17), ("r", "Ava", "waiting_room", 21)),
    C("Ava believes the banana is in the red_container", "belief", "true", "end", "answer restated", ("b", Q, RCN, "end")),
]

r2 = """**Step 1:** Identify what the question asks: Ava's own belief about the banana.
**Step 2:** Consider only what Ava could have observed.
**Step 3:** Based on her observations, she believes it is in the red_container.

**Answer:** G. red_container"""

c2 = [
    C("she believes it is in the red_container", "belief", "true", "end", "answer restated", ("b", Q, RCN, "end")),
    C("G. red_container", "belief", "true", "end", "answer", ("b", Q, RCN, "end")),
]

r3 = """Let me trace what Ava saw.

All five start in the basement, where the banana is in the red_container. Emily, Benjamin, Jackson and Mason leave one after another, so Ava ends up alone. By then the banana was sitting in the blue_pantry, and Ava moved it into the red_container at line 13 before leaving.

In the second part, Jackson, Benjamin and Mason go back to the basement, but that scene is about the onion, and Ava stays in the waiting_room. Nothing she hears or sees changes her picture of the banana.

The answer is G. red_container."""

c3 = [
    C("All five start in the basement", "presence", "true", 1, "all in basement", ("r", "Ava", "basement", 1), *[("r", a, "basement", 1) for a in OTHERS]),
    C("where the banana is in the red_container", "location", "true", 2, "line 2", ("o", "banana", RCN, 2)),
    C("Emily, Benjamin, Jackson and Mason leave one after another", "order", "true", 11, "exits 4, 7, 9, 11", ("e", 4, "Emily exited"), ("e", 7, "Benjamin exited"), ("e", 9, "Jackson exited"), ("e", 11, "Mason exited")),
    C("Ava ends up alone", "presence", "true", 11, "only Ava in basement after 11", ("r", "Ava", "basement", 11), *[("r", a, None, 11) for a in OTHERS]),
    C("By then the banana was sitting in the blue_pantry", "location", "false", 12, "PLANTED: the banana was still in the red_container (blue_pantry is the onion's container later)", ("o", "banana", "blue_pantry", 12)),
    C("Ava moved it into the red_container at line 13", "event", "true", 13, "line 13", ("e", 13, "Ava moved the banana to the red_container")),
    C("before leaving", "order", "true", 15, "exit at 15", ("e", 15, "Ava exited"), ("lt", 13, 15)),
    C("Jackson, Benjamin and Mason go back to the basement", "event", "true", 17, "line 17", ("e", 17, "Jackson, Benjamin and Mason entered the basement")),
    C("that scene is about the onion", "event", "true", 21, "lines 18, 21", ("e", 18, "onion"), ("e", 21, "onion")),
    C("Ava stays in the waiting_room", "presence", "true", 25, "Ava in waiting_room 17-25", ("r", "Ava", "waiting_room", 17), ("r", "Ava", "waiting_room", 25)),
    C("Nothing she hears or sees changes her picture of the banana", "belief", "true", "end", "Ava = red_container from 15 to end", ("b", Q, RCN, 15), ("b", Q, RCN, "end")),
    C("The answer is G. red_container.", "belief", "true", "end", "answer", ("b", Q, RCN, "end")),
]

r4 = """H. green_drawer, since Benjamin moved it there."""

c4 = [
    C("H. green_drawer", "belief", "false", "end", "Ava believes red_container", ("b", Q, "green_drawer", "end")),
    C("Benjamin moved it there", "event", "false", 21, "Benjamin moved the onion, not the banana, to the green_drawer", ("e", 21, "Benjamin moved the banana")),
]

r5 = """<think>
Okay, Ava's own belief. These stories usually have a trick where someone moves the object after the person leaves. Does that apply here? Hmm. A lot of this is filler. I'll go with the container she'd expect.
</think>

G. red_container"""

c5 = [
    C("A lot of this is filler", "event", "uncheckable", None, "vague commentary"),
    C("G. red_container", "belief", "true", "end", "answer", ("b", Q, RCN, "end")),
]

RECORDS = [
    R("answer_first", "sound", RCN, r1, c1),
    R("numbered", "unsupported", RCN, r2, c2),
    R("narrative", "unsound", RCN, r3, c3),
    R("terse", "wrong", "green_drawer", r4, c4),
    R("thinking", "unsupported", RCN, r5, c5),
]
