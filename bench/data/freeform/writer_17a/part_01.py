from common import C, R

ALL5 = ["Oliver", "Nathan", "Carter", "William", "Benjamin"]

r1 = """**Answer: B. blue_bucket**

Explanation:
- The cucumber starts in the blue_bucket (line 2), and everyone is in the cellar at that point.
- Oliver is the first to leave (line 4), before anyone touches the cucumber.
- Oliver never sees Nathan's move to the red_crate (line 5), or Carter's move to the green_pantry (line 7), so everything Oliver believes about the others' beliefs is anchored at the blue_bucket.
- Benjamin saw Oliver leave, so Benjamin knows Oliver's picture of the room stops at the blue_bucket.

So Benjamin thinks Oliver thinks Nathan thinks William thinks the cucumber is in the **blue_bucket**."""

c1 = [
    C("The cucumber starts in the blue_bucket (line 2)", "location", "true", 2, "line 2 objects: blue_bucket", ("o", "cucumber", "blue_bucket", 2)),
    C("everyone is in the cellar at that point", "presence", "true", 2, "all five in cellar at line 2", *[("r", a, "cellar", 2) for a in ALL5]),
    C("Oliver is the first to leave (line 4)", "order", "true", 4, "line 4 is the first exit", ("e", 4, "Oliver exited"), ("r", "Oliver", "cellar", 3)),
    C("before anyone touches the cucumber", "order", "true", 4, "first move is line 5", ("lt", 4, 5), ("e", 5, "moved the cucumber")),
    C("Oliver never sees Nathan's move to the red_crate (line 5)", "presence", "true", 5, "Oliver not among witnesses of line 5", ("e", 5, "Nathan moved the cucumber to the red_crate"), ("w", "Oliver", 5, False)),
    C("or Carter's move to the green_pantry (line 7)", "presence", "true", 7, "Oliver not among witnesses of line 7", ("e", 7, "Carter moved the cucumber to the green_pantry"), ("w", "Oliver", 7, False)),
    C("everything Oliver believes about the others' beliefs is anchored at the blue_bucket", "belief", "true", "end", "Oliver -> Nathan / William / Carter / Benjamin all blue_bucket at end", ("b", "Oliver -> Nathan", "blue_bucket", "end"), ("b", "Oliver -> William", "blue_bucket", "end"), ("b", "Oliver -> Carter", "blue_bucket", "end"), ("b", "Oliver -> Benjamin", "blue_bucket", "end")),
    C("Benjamin saw Oliver leave", "presence", "true", 4, "Benjamin witnessed line 4", ("w", "Benjamin", 4, True)),
    C("Benjamin knows Oliver's picture of the room stops at the blue_bucket", "belief", "true", "end", "Benjamin -> Oliver = blue_bucket", ("b", "Benjamin -> Oliver", "blue_bucket", "end")),
    C("Benjamin thinks Oliver thinks Nathan thinks William thinks the cucumber is in the **blue_bucket**", "belief", "true", "end", "answer restated; chain = blue_bucket", ("b", "Benjamin -> Oliver -> Nathan -> William", "blue_bucket", "end")),
]

r2 = """Step 1: Identify who is in the cellar at the start.
All five — Oliver, Nathan, Carter, William and Benjamin — enter the cellar, and the cucumber is in the blue_bucket.

Step 2: Track the exits and moves.
- Oliver exits first (step 4), while the cucumber is still in the blue_bucket.
- Nathan moves it to the red_crate (step 5) and then leaves.
- Carter moves it to the green_pantry (step 7).
- William exits at step 9 without touching it.
- Benjamin, alone, puts it back into the blue_bucket (step 12).

Step 3: Work from the outside in.
Benjamin watched Oliver walk out before any moves, so Benjamin knows Oliver's last information is the blue_bucket. From Oliver's point of view, Nathan and William both last saw the cucumber in the blue_bucket too, because Oliver never saw anything else happen.

Step 4: Put it together.
Benjamin thinks Oliver thinks Nathan thinks William thinks the cucumber is in the blue_bucket.

**Answer:** B. blue_bucket"""

c2 = [
    C("All five — Oliver, Nathan, Carter, William and Benjamin — enter the cellar", "event", "true", 1, "line 1", ("e", 1, "Oliver, Nathan, Carter, William and Benjamin entered the cellar")),
    C("the cucumber is in the blue_bucket", "location", "true", 2, "line 2", ("o", "cucumber", "blue_bucket", 2)),
    C("Oliver exits first (step 4)", "order", "true", 4, "first exit", ("e", 4, "Oliver exited"), ("r", "Oliver", "cellar", 3)),
    C("while the cucumber is still in the blue_bucket", "location", "true", 4, "objects at line 4", ("o", "cucumber", "blue_bucket", 4)),
    C("Nathan moves it to the red_crate (step 5)", "event", "true", 5, "line 5", ("e", 5, "Nathan moved the cucumber to the red_crate")),
    C("and then leaves", "event", "true", 6, "Nathan exits at line 6", ("e", 6, "Nathan exited")),
    C("Carter moves it to the green_pantry (step 7)", "event", "true", 7, "line 7", ("e", 7, "Carter moved the cucumber to the green_pantry")),
    C("William exits at step 9", "event", "false", 9, "PLANTED: line 9 is Carter exiting; William exits at line 11", ("e", 9, "William exited")),
    C("without touching it", "event", "true", 11, "William never moves the cucumber (line 10 no movements)", ("e", 10, "William made no movements")),
    C("Benjamin, alone,", "presence", "true", 12, "only Benjamin in the cellar at line 12", ("r", "Benjamin", "cellar", 12), ("r", "Oliver", None, 12), ("r", "Nathan", None, 12), ("r", "Carter", None, 12), ("r", "William", None, 12)),
    C("puts it back into the blue_bucket (step 12)", "event", "true", 12, "line 12", ("e", 12, "Benjamin moved the cucumber to the blue_bucket")),
    C("Benjamin watched Oliver walk out before any moves", "presence", "true", 4, "Benjamin witnessed line 4, before line 5", ("w", "Benjamin", 4, True), ("lt", 4, 5)),
    C("Benjamin knows Oliver's last information is the blue_bucket", "belief", "true", "end", "Benjamin -> Oliver = blue_bucket", ("b", "Benjamin -> Oliver", "blue_bucket", "end")),
    C("From Oliver's point of view, Nathan and William both last saw the cucumber in the blue_bucket too", "belief", "true", "end", "Oliver -> Nathan and Oliver -> William = blue_bucket", ("b", "Oliver -> Nathan", "blue_bucket", "end"), ("b", "Oliver -> William", "blue_bucket", "end")),
    C("Oliver never saw anything else happen", "presence", "true", None, "Oliver witnessed none of lines 5, 7, 12", ("w", "Oliver", 5, False), ("w", "Oliver", 7, False), ("w", "Oliver", 12, False)),
    C("Benjamin thinks Oliver thinks Nathan thinks William thinks the cucumber is in the blue_bucket", "belief", "true", "end", "answer chain", ("b", "Benjamin -> Oliver -> Nathan -> William", "blue_bucket", "end")),
    C("B. blue_bucket", "belief", "true", "end", "final answer", ("b", "Benjamin -> Oliver -> Nathan -> William", "blue_bucket", "end")),
]

r3 = """Let me trace where each person was during the cucumber's moves.

Everyone starts in the cellar with the cucumber in the blue_bucket. Oliver leaves first, then Nathan moves the cucumber to the red_crate and leaves. Carter moves it again, to the green_pantry, and goes out after that. William stays a minute and leaves, and finally Benjamin, now alone, returns it to the blue_bucket.

Now for the nested belief. The innermost pair is Nathan and William: Nathan moved the cucumber to the red_crate while William was watching, so Nathan thinks William thinks it's in the red_crate. Oliver knows Nathan is the one who moved it, so Oliver would attribute that same belief to Nathan. And Benjamin, who was there for all of it, would model Oliver the same way.

So the answer is C. red_crate."""

c3 = [
    C("Everyone starts in the cellar", "presence", "true", 1, "all five in cellar", *[("r", a, "cellar", 1) for a in ALL5]),
    C("with the cucumber in the blue_bucket", "location", "true", 2, "line 2", ("o", "cucumber", "blue_bucket", 2)),
    C("Oliver leaves first", "order", "true", 4, "first exit at line 4", ("e", 4, "Oliver exited"), ("r", "Oliver", "cellar", 3)),
    C("then Nathan moves the cucumber to the red_crate", "event", "true", 5, "line 5", ("e", 5, "Nathan moved the cucumber to the red_crate")),
    C("and leaves", "event", "true", 6, "line 6", ("e", 6, "Nathan exited")),
    C("Carter moves it again, to the green_pantry", "event", "true", 7, "line 7", ("e", 7, "Carter moved the cucumber to the green_pantry")),
    C("goes out after that", "order", "true", 9, "Carter exits at 9, after 7", ("e", 9, "Carter exited"), ("lt", 7, 9)),
    C("William stays a minute and leaves", "event", "true", 11, "lines 10-11", ("e", 10, "William made no movements"), ("e", 11, "William exited")),
    C("Benjamin, now alone,", "presence", "true", 12, "only Benjamin in cellar", ("r", "William", None, 12), ("r", "Carter", None, 12), ("r", "Nathan", None, 12), ("r", "Oliver", None, 12)),
    C("returns it to the blue_bucket", "event", "true", 12, "line 12", ("e", 12, "Benjamin moved the cucumber to the blue_bucket")),
    C("Nathan moved the cucumber to the red_crate", "event", "true", 5, "line 5", ("e", 5, "Nathan moved the cucumber to the red_crate")),
    C("while William was watching", "presence", "true", 5, "William witnessed line 5", ("w", "William", 5, True)),
    C("Nathan thinks William thinks it's in the red_crate", "belief", "true", "end", "Nathan -> William = red_crate at end", ("b", "Nathan -> William", "red_crate", "end")),
    C("Oliver knows Nathan is the one who moved it", "belief", "false", 5, "Oliver had left at line 4 and did not witness line 5", ("w", "Oliver", 5, True)),
    C("Oliver would attribute that same belief to Nathan", "belief", "false", "end", "Oliver -> Nathan -> William = blue_bucket, not red_crate", ("b", "Oliver -> Nathan -> William", "red_crate", "end")),
    C("Benjamin, who was there for all of it", "presence", "true", None, "Benjamin witnessed every cucumber event (5, 7, 12)", ("w", "Benjamin", 5, True), ("w", "Benjamin", 7, True), ("w", "Benjamin", 12, True)),
    C("would model Oliver the same way", "belief", "false", "end", "Benjamin -> Oliver -> Nathan -> William = blue_bucket", ("b", "Benjamin -> Oliver -> Nathan -> William", "red_crate", "end")),
    C("the answer is C. red_crate", "belief", "false", "end", "wrong final answer", ("b", "Benjamin -> Oliver -> Nathan -> William", "red_crate", "end")),
]

r4 = """B. blue_bucket — Oliver walked out at line 4, before the cucumber ever moved, so everything Oliver believes stays at the blue_bucket, and Benjamin knows it."""

c4 = [
    C("B. blue_bucket", "belief", "true", "end", "answer", ("b", "Benjamin -> Oliver -> Nathan -> William", "blue_bucket", "end")),
    C("Oliver walked out at line 4", "event", "true", 4, "line 4", ("e", 4, "Oliver exited")),
    C("before the cucumber ever moved", "order", "true", 4, "first move at line 5", ("lt", 4, 5), ("o", "cucumber", "blue_bucket", 4)),
    C("everything Oliver believes stays at the blue_bucket", "belief", "true", "end", "Oliver, Oliver -> Nathan, Oliver -> Nathan -> William all blue_bucket", ("b", "Oliver", "blue_bucket", "end"), ("b", "Oliver -> Nathan", "blue_bucket", "end"), ("b", "Oliver -> Nathan -> William", "blue_bucket", "end")),
    C("Benjamin knows it", "belief", "true", "end", "Benjamin -> Oliver = blue_bucket; Benjamin -> Oliver -> Nathan = blue_bucket", ("b", "Benjamin -> Oliver", "blue_bucket", "end"), ("b", "Benjamin -> Oliver -> Nathan", "blue_bucket", "end")),
]

r5 = """<think>
Okay, so the question is Benjamin → Oliver → Nathan → William, about the cucumber.

Cucumber starts in the blue_bucket. Oliver exits at line 4. Then Nathan moves it to the red_crate at line 5, Nathan exits at 6. Carter moves it to the green_pantry at line 7; by then William is gone too. Carter exits at 9, and Benjamin moves it back to the blue_bucket at 12.

Hmm, wait. For the chain the outermost is Benjamin, but what really matters is Oliver's view. Oliver left before any move. So Oliver thinks Nathan thinks ... whatever, it all collapses to what Oliver saw last: blue_bucket.

But does Benjamin know that? Benjamin was in the cellar when Oliver left, yes. So Benjamin thinks Oliver thinks the cucumber is in the blue_bucket, and nested deeper it stays the same.

Actually, is it a coincidence that it ended up back in the blue_bucket? Benjamin moved it there at line 12, but nobody else saw that. Doesn't matter for the chain — the answer comes from Oliver's stale view.
</think>

**B. blue_bucket**

Oliver left before the cucumber was moved, so every belief he holds about the others stays at the blue_bucket, and Benjamin saw him leave."""

c5 = [
    C("Cucumber starts in the blue_bucket", "location", "true", 2, "line 2", ("o", "cucumber", "blue_bucket", 2)),
    C("Oliver exits at line 4", "event", "true", 4, "line 4", ("e", 4, "Oliver exited")),
    C("Nathan moves it to the red_crate at line 5", "event", "true", 5, "line 5", ("e", 5, "Nathan moved the cucumber to the red_crate")),
    C("Nathan exits at 6", "event", "true", 6, "line 6", ("e", 6, "Nathan exited")),
    C("Carter moves it to the green_pantry at line 7", "event", "true", 7, "line 7", ("e", 7, "Carter moved the cucumber to the green_pantry")),
    C("by then William is gone too", "presence", "false", 7, "PLANTED: William is still in the cellar at line 7 (exits at 11)", ("r", "William", None, 7)),
    C("Carter exits at 9", "event", "true", 9, "line 9", ("e", 9, "Carter exited")),
    C("Benjamin moves it back to the blue_bucket at 12", "event", "true", 12, "line 12", ("e", 12, "Benjamin moved the cucumber to the blue_bucket")),
    C("Oliver left before any move", "order", "true", 4, "exit line 4 < first move line 5", ("lt", 4, 5), ("e", 4, "Oliver exited")),
    C("it all collapses to what Oliver saw last: blue_bucket", "belief", "true", "end", "Oliver -> Nathan -> William = blue_bucket", ("b", "Oliver -> Nathan -> William", "blue_bucket", "end")),
    C("Benjamin was in the cellar when Oliver left", "presence", "true", 4, "Benjamin in cellar at line 4", ("r", "Benjamin", "cellar", 4)),
    C("Benjamin thinks Oliver thinks the cucumber is in the blue_bucket", "belief", "true", "end", "Benjamin -> Oliver", ("b", "Benjamin -> Oliver", "blue_bucket", "end")),
    C("nested deeper it stays the same", "belief", "true", "end", "Benjamin -> Oliver -> Nathan (-> William) = blue_bucket", ("b", "Benjamin -> Oliver -> Nathan", "blue_bucket", "end"), ("b", "Benjamin -> Oliver -> Nathan -> William", "blue_bucket", "end")),
    C("Benjamin moved it there at line 12", "event", "true", 12, "line 12", ("e", 12, "Benjamin moved the cucumber to the blue_bucket")),
    C("nobody else saw that", "presence", "true", 12, "only Benjamin witnessed line 12", *[("w", a, 12, False) for a in ["Oliver", "Nathan", "Carter", "William"]]),
    C("**B. blue_bucket**", "belief", "true", "end", "answer", ("b", "Benjamin -> Oliver -> Nathan -> William", "blue_bucket", "end")),
    C("Oliver left before the cucumber was moved", "order", "true", 4, "4 < 5", ("lt", 4, 5)),
    C("every belief he holds about the others stays at the blue_bucket", "belief", "true", "end", "Oliver -> X all blue_bucket", ("b", "Oliver -> Nathan", "blue_bucket", "end"), ("b", "Oliver -> William", "blue_bucket", "end"), ("b", "Oliver -> Carter", "blue_bucket", "end"), ("b", "Oliver -> Benjamin", "blue_bucket", "end")),
    C("Benjamin saw him leave", "presence", "true", 4, "Benjamin witnessed line 4", ("w", "Benjamin", 4, True)),
]

RECORDS = [
    R("answer_first", "sound", "blue_bucket", r1, c1),
    R("numbered", "unsound", "blue_bucket", r2, c2),
    R("narrative", "wrong", "red_crate", r3, c3),
    R("terse", "sound", "blue_bucket", r4, c4),
    R("thinking", "unsound", "blue_bucket", r5, c5),
]
