# Q6 s6820-0-o0: Where is the broccoli really?  gold green_bottle
from common import C, R

RECORDS = [
R("answer_first", "unsound", "green_bottle",
"""G. green_bottle

- Line 2: the broccoli starts in the green_bottle.
- Line 10: Amelia moves it to the green_bathtub, with only Alexander watching.
- Line 17 confirms that it's in the green_bathtub when Emma, Alexander and Evelyn come back into the study.
- Line 19: Alexander moves it back to the green_bottle.
- Nobody touches it after that, so it's really in the green_bottle.""",
[
C("Line 2: the broccoli starts in the green_bottle", "location", "true", 2, "line 2", ("O", 2, "green_bottle")),
C("Line 10: Amelia moves it to the green_bathtub", "event", "true", 10, "line 10", ("T", 10, "Amelia moved the broccoli to the green_bathtub")),
C("with only Alexander watching", "presence", "true", 10, "witnessed_by 10 = Alexander, Amelia", ("AND", [("W", "Alexander", 10), ("NW", "Emma", 10), ("NW", "Elizabeth", 10), ("NW", "Evelyn", 10)])),
C("Line 17 confirms that it's in the green_bathtub", "location", "true", 17, "line 17", ("O", 17, "green_bathtub")),
C("when Emma, Alexander and Evelyn come back into the study", "event", "true", 15, "line 15", ("T", 15, "Emma, Alexander and Evelyn entered the study")),
C("Line 19: Alexander moves it back to the green_bottle", "event", "false", 19, "PLANTED: it was Emma, not Alexander, who moved it at line 19", ("T", 19, "Alexander moved")),
C("Nobody touches it after that", "event", "true", "end", "no move after 19", ("O", "end", "green_bottle")),
C("it's really in the green_bottle", "location", "true", "end", "answer", ("O", "end", "green_bottle"), ans=True),
]),

R("numbered", "sound", "green_bottle",
"""Let's think step by step.

1. The broccoli begins in the green_bottle (line 2).
2. After Emma, Elizabeth and Evelyn leave, Amelia moves it to the green_bathtub (line 10).
3. Later Emma, Alexander and Evelyn re-enter the study, where the broccoli is in the green_bathtub (line 17).
4. Emma then moves the broccoli to the green_bottle (line 19).
5. No one moves it again before the story ends; the last lines are just people staying, leaving, and Evelyn disliking the broccoli.

Therefore, the broccoli is really in the green_bottle.

\\boxed{green_bottle}""",
[
C("The broccoli begins in the green_bottle (line 2)", "location", "true", 2, "line 2", ("O", 2, "green_bottle")),
C("After Emma, Elizabeth and Evelyn leave", "order", "true", 10, "exits 4, 6, 8 precede the move at 10"),
C("Amelia moves it to the green_bathtub (line 10)", "event", "true", 10, "line 10", ("T", 10, "Amelia moved the broccoli to the green_bathtub")),
C("Later Emma, Alexander and Evelyn re-enter the study", "event", "true", 15, "line 15", ("T", 15, "Emma, Alexander and Evelyn entered the study")),
C("the broccoli is in the green_bathtub (line 17)", "location", "true", 17, "line 17", ("O", 17, "green_bathtub")),
C("Emma then moves the broccoli to the green_bottle (line 19)", "event", "true", 19, "line 19", ("T", 19, "Emma moved the broccoli to the green_bottle")),
C("No one moves it again before the story ends", "event", "true", "end", "no move after 19", ("O", "end", "green_bottle")),
C("the last lines are just people staying, leaving, and Evelyn disliking the broccoli", "event", "true", 26, "lines 20-26 contain no moves", ("AND", [("T", 21, "Evelyn dislikes the broccoli"), ("T", 22, "made no movements"), ("T", 25, "exited")])),
C("the broccoli is really in the green_bottle", "location", "true", "end", "answer", ("O", "end", "green_bottle"), ans=True),
]),

R("narrative", "wrong", "green_bathtub",
"""Let me follow the broccoli through the story.

It starts in the green_bottle while all five are in the study. Once Emma, Elizabeth and Evelyn have left, Amelia moves it into the green_bathtub, and only Alexander sees this happen.

Later Emma, Alexander and Evelyn go back into the study, and the story explicitly tells us the broccoli is in the green_bathtub at that point. Emma then moves it — but the question is where it really is, and Evelyn, who stays the longest, was last with it while it was in the green_bathtub.

So the broccoli is really in the green_bathtub. The answer is J.""",
[
C("It starts in the green_bottle", "location", "true", 2, "line 2", ("O", 2, "green_bottle")),
C("while all five are in the study", "presence", "true", 2, "all in study", ("AND", [("R", a, 2, "study") for a in ("Emma", "Elizabeth", "Evelyn", "Amelia", "Alexander")])),
C("Once Emma, Elizabeth and Evelyn have left", "order", "true", 10, "exits 4, 6, 8 before 10"),
C("Amelia moves it into the green_bathtub", "event", "true", 10, "line 10", ("T", 10, "Amelia moved the broccoli to the green_bathtub")),
C("only Alexander sees this happen", "presence", "true", 10, "witnessed_by 10 = Alexander, Amelia", ("AND", [("W", "Alexander", 10), ("NW", "Evelyn", 10)])),
C("Later Emma, Alexander and Evelyn go back into the study", "event", "true", 15, "line 15", ("T", 15, "Emma, Alexander and Evelyn entered the study")),
C("the story explicitly tells us the broccoli is in the green_bathtub at that point", "location", "true", 17, "line 17", ("O", 17, "green_bathtub")),
C("Emma then moves it", "event", "true", 19, "line 19", ("T", 19, "Emma moved the broccoli")),
C("Evelyn, who stays the longest", "order", "true", 25, "Evelyn exits last, at 25"),
C("was last with it while it was in the green_bathtub", "location", "false", 25, "when Evelyn left (25) it was in the green_bottle", ("O", 25, "green_bathtub")),
C("the broccoli is really in the green_bathtub", "location", "false", "end", "wrong answer: green_bottle at end", ("O", "end", "green_bathtub"), ans=True),
]),

R("terse", "unsupported", "green_bottle",
"""green_bottle""",
[]),

R("thinking", "sound", "green_bottle",
"""<think>
Reality question, just track the object.

green_bottle (2) → Amelia moves to green_bathtub (10) → line 17 restates green_bathtub → Emma moves to green_bottle (19). Anything after 19? Emma exits, Evelyn dislikes broccoli, Alexander waits and exits, Evelyn exits, they all go to the waiting room. No moves. Hmm, "Evelyn dislikes the broccoli" is just a preference, doesn't move it.

So final: green_bottle. Interesting that Amelia and Elizabeth would have wrong beliefs — Amelia thinks green_bathtub since she wasn't in the study for the second visit, and Elizabeth still thinks green_bottle only because she never saw it moved at all. But the question is about reality.
</think>

G. green_bottle — Emma moved it back there at line 19 and nothing moved it afterward.""",
[
C("green_bottle (2)", "location", "true", 2, "line 2", ("O", 2, "green_bottle")),
C("Amelia moves to green_bathtub (10)", "event", "true", 10, "line 10", ("T", 10, "Amelia moved the broccoli to the green_bathtub")),
C("line 17 restates green_bathtub", "location", "true", 17, "line 17", ("O", 17, "green_bathtub")),
C("Emma moves to green_bottle (19)", "event", "true", 19, "line 19", ("T", 19, "Emma moved the broccoli to the green_bottle")),
C("Emma exits", "event", "true", 20, "line 20", ("T", 20, "Emma exited")),
C("Evelyn dislikes broccoli", "event", "true", 21, "line 21", ("T", 21, "Evelyn dislikes the broccoli")),
C("Alexander waits and exits", "event", "true", 23, "lines 22-23", ("AND", [("T", 22, "Alexander made no movements"), ("T", 23, "Alexander exited")])),
C("Evelyn exits", "event", "true", 25, "line 25", ("T", 25, "Evelyn exited")),
C("they all go to the waiting room", "event", "true", 26, "line 26", ("T", 26, "entered the waiting_room")),
C("No moves", "event", "true", "end", "no move after 19", ("O", "end", "green_bottle")),
C("doesn't move it", "event", "true", 21, "still green_bottle at 21", ("O", 21, "green_bottle")),
C("Amelia thinks green_bathtub", "belief", "true", "end", "Amelia at end", ("B", "Amelia", "end", "green_bathtub")),
C("she wasn't in the study for the second visit", "presence", "true", 19, "Amelia in waiting_room during 15-25", ("R", "Amelia", 19, "waiting_room")),
C("Elizabeth still thinks green_bottle", "belief", "true", "end", "Elizabeth at end", ("B", "Elizabeth", "end", "green_bottle")),
C("she never saw it moved at all", "presence", "true", 19, "Elizabeth witnessed neither 10 nor 19", ("AND", [("NW", "Elizabeth", 10), ("NW", "Elizabeth", 19)])),
C("Emma moved it back there at line 19", "event", "true", 19, "line 19", ("T", 19, "Emma moved the broccoli to the green_bottle")),
C("nothing moved it afterward", "event", "true", "end", "no move after 19", ("O", "end", "green_bottle")),
]),
]
