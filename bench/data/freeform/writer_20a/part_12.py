# Q12 s6820-20-o0: Where is the turnip really?  gold blue_box
from common import C, R

BB = "blue_box"

RECORDS = [
R("answer_first", "sound", BB,
"""M. blue_box

Explanation: The turnip goes green_envelope → green_cupboard (William, line 3) → red_box (Ella, line 5) → blue_box (Alexander, line 10). After that, nobody touches the turnip; the patio scene and the claims at the end are all about the eggplant. So the turnip is really in the blue_box.""",
[
C("green_envelope → green_cupboard (William, line 3)", "event", "true", 3, "line 3", ("AND", [("O", 2, "green_envelope"), ("T", 3, "William moved the turnip to the green_cupboard")])),
C("red_box (Ella, line 5)", "event", "true", 5, "line 5", ("T", 5, "Ella moved the turnip to the red_box")),
C("blue_box (Alexander, line 10)", "event", "true", 10, "line 10", ("T", 10, "Alexander moved the turnip to the blue_box")),
C("nobody touches the turnip", "event", "true", "end", "blue_box from 10 to end", ("O", "end", BB)),
C("the patio scene and the claims at the end are all about the eggplant", "communication", "true", 26, "lines 17, 20, 25, 26 concern the eggplant", ("AND", [("T", 17, "eggplant"), ("T", 20, "eggplant"), ("T", 25, "eggplant"), ("T", 26, "eggplant")])),
C("the turnip is really in the blue_box", "location", "true", "end", "answer", ("O", "end", BB), ans=True),
]),

R("numbered", "unsound", BB,
"""Let's think step by step.

1. Start: the turnip is in the green_envelope (line 2).
2. William moves it to the green_cupboard (line 3).
3. Ella moves it to the red_box (line 5).
4. Alexander moves it to the blue_box (line 10), with Carter watching.
5. Later, in the waiting room, Alexander publicly claims the turnip is in the green_bucket (line 25). A claim doesn't move anything, though.
6. No other line moves the turnip.

So the turnip is really in the blue_box.

\\boxed{blue_box}""",
[
C("the turnip is in the green_envelope (line 2)", "location", "true", 2, "line 2", ("O", 2, "green_envelope")),
C("William moves it to the green_cupboard (line 3)", "event", "true", 3, "line 3", ("T", 3, "William moved the turnip to the green_cupboard")),
C("Ella moves it to the red_box (line 5)", "event", "true", 5, "line 5", ("T", 5, "Ella moved the turnip to the red_box")),
C("Alexander moves it to the blue_box (line 10)", "event", "true", 10, "line 10", ("T", 10, "Alexander moved the turnip to the blue_box")),
C("with Carter watching", "presence", "true", 10, "Carter witnessed 10", ("W", "Carter", 10)),
C("Alexander publicly claims the turnip is in the green_bucket (line 25)", "communication", "false", 25, "PLANTED: Alexander's public claim is about the eggplant, not the turnip", ("T", 25, "turnip")),
C("A claim doesn't move anything, though", "location", "true", 25, "turnip still in blue_box after 25", ("O", 25, BB)),
C("No other line moves the turnip", "event", "true", "end", "blue_box at end", ("O", "end", BB)),
C("the turnip is really in the blue_box", "location", "true", "end", "answer", ("O", "end", BB), ans=True),
]),

R("narrative", "sound", BB,
"""Let me follow the turnip itself, since the question is about reality rather than anyone's belief.

It starts in the green_envelope, where everyone in the front_yard can see it. William moves it to the green_cupboard before walking out; Ella then moves it to the red_box and exits as well; and after Evelyn leaves too, Alexander moves it to the blue_box while only Carter is still there with him. Carter stays a minute and then walks out without touching it.

The second half of the story moves to the patio, but that part is about the eggplant — it goes into the green_bucket and Ella moves it to the red_bucket. The turnip isn't involved.

So the turnip is really in the blue_box. The answer is M.""",
[
C("It starts in the green_envelope", "location", "true", 2, "line 2", ("O", 2, "green_envelope")),
C("where everyone in the front_yard can see it", "presence", "true", 2, "all five witnessed 2", ("AND", [("W", a, 2) for a in ("William", "Ella", "Evelyn", "Alexander", "Carter")])),
C("William moves it to the green_cupboard", "event", "true", 3, "line 3", ("T", 3, "William moved the turnip to the green_cupboard")),
C("before walking out", "event", "true", 4, "line 4", ("T", 4, "William exited")),
C("Ella then moves it to the red_box", "event", "true", 5, "line 5", ("T", 5, "Ella moved the turnip to the red_box")),
C("exits as well", "event", "true", 7, "line 7", ("T", 7, "Ella exited")),
C("after Evelyn leaves too", "order", "true", 10, "Evelyn exits 9 < 10"),
C("Alexander moves it to the blue_box", "event", "true", 10, "line 10", ("T", 10, "Alexander moved the turnip to the blue_box")),
C("only Carter is still there with him", "presence", "true", 10, "front_yard at 10: Alexander, Carter", ("AND", [("R", "Carter", 10, "front_yard"), ("R", "Evelyn", 10, None), ("R", "Ella", 10, None), ("R", "William", 10, None)])),
C("Carter stays a minute and then walks out without touching it", "event", "true", 14, "lines 12 and 14; turnip unchanged", ("AND", [("T", 12, "Carter made no movements"), ("T", 14, "Carter exited"), ("O", 14, BB)])),
C("that part is about the eggplant", "event", "true", 20, "patio lines concern the eggplant", ("AND", [("T", 17, "eggplant"), ("T", 20, "eggplant")])),
C("it goes into the green_bucket", "location", "true", 17, "line 17", ("O2", "eggplant", 17, "green_bucket")),
C("Ella moves it to the red_bucket", "event", "true", 20, "line 20", ("T", 20, "Ella moved the eggplant to the red_bucket")),
C("The turnip isn't involved", "event", "true", 24, "turnip stays in blue_box", ("O", 24, BB)),
C("the turnip is really in the blue_box", "location", "true", "end", "answer", ("O", "end", BB), ans=True),
]),

R("terse", "wrong", "red_box",
"""N. red_box — Ella put it there.""",
[
C("Ella put it there", "event", "true", 5, "Ella did move it to the red_box at line 5 (but Alexander moved it on at 10)", ("T", 5, "Ella moved the turnip to the red_box")),
]),

R("thinking", "unsound", BB,
"""<think>
Reality: where is the turnip at the end?

Line 2 green_envelope. Line 3 William → green_cupboard. William leaves. Line 5 Ella → red_box. Evelyn left before Ella, then Ella leaves at 7. Line 10 Alexander → blue_box. Alexander leaves, Carter stays and leaves.

Patio: eggplant → green_bucket, Ella → red_bucket. Public claim (25) and private tell (26) about eggplant too. Hmm, do they affect the turnip? No, different object, and claims don't move things anyway.

Final: blue_box.
</think>

**M. blue_box**""",
[
C("Line 2 green_envelope", "location", "true", 2, "line 2", ("O", 2, "green_envelope")),
C("Line 3 William → green_cupboard", "event", "true", 3, "line 3", ("T", 3, "William moved the turnip to the green_cupboard")),
C("William leaves", "event", "true", 4, "line 4", ("T", 4, "William exited")),
C("Line 5 Ella → red_box", "event", "true", 5, "line 5", ("T", 5, "Ella moved the turnip to the red_box")),
C("Evelyn left before Ella", "order", "false", 9, "PLANTED: Ella exited at 7, Evelyn at 9"),
C("then Ella leaves at 7", "event", "true", 7, "line 7", ("T", 7, "Ella exited")),
C("Line 10 Alexander → blue_box", "event", "true", 10, "line 10", ("T", 10, "Alexander moved the turnip to the blue_box")),
C("Alexander leaves", "event", "true", 11, "line 11", ("T", 11, "Alexander exited")),
C("Carter stays and leaves", "event", "true", 14, "lines 12, 14", ("AND", [("T", 12, "Carter made no movements"), ("T", 14, "Carter exited")])),
C("eggplant → green_bucket", "location", "true", 17, "line 17", ("O2", "eggplant", 17, "green_bucket")),
C("Ella → red_bucket", "event", "true", 20, "line 20", ("T", 20, "Ella moved the eggplant to the red_bucket")),
C("Public claim (25) and private tell (26) about eggplant too", "communication", "true", 26, "lines 25, 26", ("AND", [("T", 25, "eggplant"), ("T", 26, "eggplant")])),
C("claims don't move things anyway", "location", "true", 26, "turnip in blue_box after 25-26", ("O", 26, BB)),
]),
]
