from common import C, R

RC = "red_cupboard"

r1 = """**D** — red_cupboard."""

c1 = [
    C("**D** — red_cupboard", "location", "true", "end", "answer", ("o", "tomato", RC, "end")),
]

r2 = """Let's think step by step.

1. The question asks for the actual location of the tomato, not anyone's belief.
2. So only the tomato's final position in the story matters.
3. Following it to the end of the story gives the red_cupboard.

The answer is \\boxed{red_cupboard}."""

c2 = [
    C("Following it to the end of the story gives the red_cupboard", "location", "true", "end", "answer restated", ("o", "tomato", RC, "end")),
    C("\\boxed{red_cupboard}", "location", "true", "end", "answer", ("o", "tomato", RC, "end")),
]

r3 = """Let me trace the tomato. It starts in the blue_bottle, and Aria moves it to the red_cupboard at line 7 while Emily and Gracie are watching.

In the second visit to the office, Emily, Logan and Aria come back in. Emily moves something into the red_cupboard, and then Logan, after Emily leaves, moves it to the blue_bucket. Since the red_cupboard is where the tomato was, Logan's move takes the tomato out of it.

So the tomato ends up in the blue_bucket — C. blue_bucket."""

c3 = [
    C("It starts in the blue_bottle", "location", "true", 2, "line 2", ("o", "tomato", "blue_bottle", 2)),
    C("Aria moves it to the red_cupboard at line 7", "event", "true", 7, "line 7", ("e", 7, "Aria moved the tomato to the red_cupboard")),
    C("while Emily and Gracie are watching", "presence", "true", 7, "witnesses of 7", ("w", "Emily", 7, True), ("w", "Gracie", 7, True)),
    C("Emily, Logan and Aria come back in", "event", "true", 14, "line 14", ("e", 14, "Emily, Logan and Aria entered the office")),
    C("Emily moves something into the red_cupboard", "event", "true", 16, "line 16 (the green_pepper)", ("e", 16, "Emily moved the green_pepper to the red_cupboard")),
    C("then Logan, after Emily leaves, moves it to the blue_bucket", "event", "true", 19, "line 19 (green_pepper), after Emily's exit at 18", ("e", 19, "Logan moved the green_pepper to the blue_bucket"), ("lt", 18, 19)),
    C("Logan's move takes the tomato out of it", "event", "false", 19, "line 19 moves the green_pepper; tomato stays in red_cupboard", ("o", "tomato", "blue_bucket", 19)),
    C("the tomato ends up in the blue_bucket", "location", "false", "end", "tomato is in the red_cupboard", ("o", "tomato", "blue_bucket", "end")),
    C("C. blue_bucket", "location", "false", "end", "gold is red_cupboard", ("o", "tomato", "blue_bucket", "end")),
]

r4 = """D. red_cupboard — Aria put the tomato there at line 7; the later red_cupboard/blue_bucket moves are the green_pepper."""

c4 = [
    C("D. red_cupboard", "location", "true", "end", "answer", ("o", "tomato", RC, "end")),
    C("Aria put the tomato there at line 7", "event", "true", 7, "line 7", ("e", 7, "Aria moved the tomato to the red_cupboard")),
    C("the later red_cupboard/blue_bucket moves are the green_pepper", "event", "true", 19, "lines 16 and 19", ("e", 16, "green_pepper to the red_cupboard"), ("e", 19, "green_pepper to the blue_bucket")),
]

r5 = """<think>
Where is the tomato really — just the final physical location.

Tomato starts blue_bottle (line 2). Logan leaves first, then Chloe. Aria moves the tomato to the red_cupboard at 7. Then Aria, Gracie, Emily leave.

Second round: Emily, Logan, Aria in the office. The green_pepper is put in the red_box, Emily moves the green_pepper to the red_cupboard — careful, that's the pepper, not the tomato. Logan then moves the pepper to the blue_bucket. The tomato isn't touched.

So the tomato's still in the red_cupboard.
</think>

The tomato is really in the red_cupboard (D)."""

c5 = [
    C("Tomato starts blue_bottle (line 2)", "location", "true", 2, "line 2", ("o", "tomato", "blue_bottle", 2)),
    C("Logan leaves first, then Chloe", "order", "false", 6, "PLANTED: Chloe left first (line 4), Logan second (line 6)", ("e", 6, "Logan exited"), ("e", 4, "Chloe exited"), ("lt", 6, 4)),
    C("Aria moves the tomato to the red_cupboard at 7", "event", "true", 7, "line 7", ("e", 7, "Aria moved the tomato to the red_cupboard")),
    C("Then Aria, Gracie, Emily leave", "order", "true", 12, "exits 8, 10, 12", ("e", 8, "Aria exited"), ("e", 10, "Gracie exited"), ("e", 12, "Emily exited")),
    C("Emily, Logan, Aria in the office", "presence", "true", 14, "all three in office at 14", ("r", "Emily", "office", 14), ("r", "Logan", "office", 14), ("r", "Aria", "office", 14)),
    C("The green_pepper is put in the red_box", "location", "true", 15, "line 15", ("o", "green_pepper", "red_box", 15)),
    C("Emily moves the green_pepper to the red_cupboard", "event", "true", 16, "line 16", ("e", 16, "Emily moved the green_pepper to the red_cupboard")),
    C("Logan then moves the pepper to the blue_bucket", "event", "true", 19, "line 19", ("e", 19, "Logan moved the green_pepper to the blue_bucket")),
    C("The tomato isn't touched", "location", "true", None, "tomato stays in red_cupboard through round two", ("o", "tomato", RC, 16), ("o", "tomato", RC, 19), ("o", "tomato", RC, "end")),
    C("the tomato's still in the red_cupboard", "location", "true", "end", "answer restated", ("o", "tomato", RC, "end")),
    C("The tomato is really in the red_cupboard (D)", "location", "true", "end", "answer", ("o", "tomato", RC, "end")),
]

RECORDS = [
    R("answer_first", "unsupported", RC, r1, c1),
    R("numbered", "unsupported", RC, r2, c2),
    R("narrative", "wrong", "blue_bucket", r3, c3),
    R("terse", "sound", RC, r4, c4),
    R("thinking", "unsound", RC, r5, c5),
]
