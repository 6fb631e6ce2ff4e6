# Q10 s6820-16-o1: Where does Alexander really think the green_pepper is?  gold red_drawer
from common import C, R

RD = "red_drawer"

RECORDS = [
R("answer_first", "sound", RD,
"""**Answer: D. red_drawer**

Alexander stays in the bedroom for every move: he sees the green_pepper in the green_drawer, sees Olivia move it to the red_basket (line 5), and sees Noah move it to the red_drawer (line 9). He's the last one out (line 12), so nothing happens that he misses. The two private messages in the waiting room (William → Avery, Olivia → Noah) don't involve him at all. Alexander thinks it's in the red_drawer.""",
[
C("Alexander stays in the bedroom for every move", "presence", "true", 9, "in bedroom at 5 and 9", ("AND", [("R", "Alexander", 5, "bedroom"), ("R", "Alexander", 9, "bedroom")])),
C("he sees the green_pepper in the green_drawer", "presence", "true", 2, "witnessed 2", ("AND", [("W", "Alexander", 2), ("O", 2, "green_drawer")])),
C("sees Olivia move it to the red_basket (line 5)", "presence", "true", 5, "witnessed 5", ("AND", [("W", "Alexander", 5), ("T", 5, "Olivia moved the green_pepper to the red_basket")])),
C("sees Noah move it to the red_drawer (line 9)", "presence", "true", 9, "witnessed 9", ("AND", [("W", "Alexander", 9), ("T", 9, "Noah moved the green_pepper to the red_drawer")])),
C("He's the last one out (line 12)", "order", "true", 12, "exits 4, 6, 8, 10, 12", ("T", 12, "Alexander exited")),
C("nothing happens that he misses", "presence", "true", 12, "no object event after he leaves; his belief matches reality", ("AND", [("B", "Alexander", 12, RD), ("O", "end", RD)])),
C("The two private messages in the waiting room (William → Avery, Olivia → Noah) don't involve him at all", "presence", "true", 15, "Alexander witnesses neither 14 nor 15", ("AND", [("NW", "Alexander", 14), ("NW", "Alexander", 15)])),
C("Alexander thinks it's in the red_drawer", "belief", "true", "end", "answer", ("B", "Alexander", "end", RD), ans=True),
]),

R("numbered", "wrong", "red_basket",
"""1. The green_pepper starts in the green_drawer (line 2).
2. Avery leaves, then Olivia moves the green_pepper to the red_basket (line 5). Alexander is there for this.
3. Olivia and William leave. Noah moves the green_pepper to the red_drawer (line 9), but by then Alexander has gone out too.
4. Alexander's last view of the green_pepper was therefore the red_basket.
5. The private conversations at lines 14 and 15 are with Avery and Noah, not Alexander.

Final answer: C. red_basket""",
[
C("The green_pepper starts in the green_drawer (line 2)", "location", "true", 2, "line 2", ("O", 2, "green_drawer")),
C("Avery leaves", "event", "true", 4, "line 4", ("T", 4, "Avery exited")),
C("then Olivia moves the green_pepper to the red_basket (line 5)", "event", "true", 5, "line 5", ("T", 5, "Olivia moved the green_pepper to the red_basket")),
C("Alexander is there for this", "presence", "true", 5, "witnessed 5", ("W", "Alexander", 5)),
C("Olivia and William leave", "event", "true", 8, "lines 6 and 8", ("AND", [("T", 6, "Olivia exited"), ("T", 8, "William exited")])),
C("Noah moves the green_pepper to the red_drawer (line 9)", "event", "true", 9, "line 9", ("T", 9, "Noah moved the green_pepper to the red_drawer")),
C("by then Alexander has gone out too", "presence", "false", 9, "Alexander is in the bedroom at 9 and leaves only at 12", ("R", "Alexander", 9, None)),
C("Alexander's last view of the green_pepper was therefore the red_basket", "belief", "false", "end", "wrong answer: Alexander believes red_drawer", ("B", "Alexander", "end", "red_basket"), ans=True),
C("The private conversations at lines 14 and 15 are with Avery and Noah, not Alexander", "communication", "true", 15, "lines 14-15", ("AND", [("T", 14, "told Avery"), ("T", 15, "told Noah")])),
]),

R("narrative", "unsound", RD,
"""Let me trace where Alexander was during each move.

Alexander is one of the five who enter the bedroom at the start, and he doesn't leave until line 12 — after everyone else. So he witnesses the whole sequence: the green_pepper in the green_drawer, Olivia's move to the red_basket, and Noah's move to the red_drawer.

He also knows what the others missed. Avery left before any move, yet Alexander assumes Avery thinks it's in the red_basket. And William left between the two moves, so William only knows about the red_basket.

None of the waiting-room conversations involve Alexander — William talks to Avery, Olivia talks to Noah — so his own belief stays put. The answer is D: Alexander thinks the green_pepper is in the red_drawer.""",
[
C("Alexander is one of the five who enter the bedroom at the start", "event", "true", 1, "line 1", ("R", "Alexander", 1, "bedroom")),
C("he doesn't leave until line 12", "event", "true", 12, "line 12", ("T", 12, "Alexander exited")),
C("after everyone else", "order", "true", 12, "last exit"),
C("he witnesses the whole sequence", "presence", "true", 9, "witnessed 2, 5, 9", ("AND", [("W", "Alexander", 2), ("W", "Alexander", 5), ("W", "Alexander", 9)])),
C("He also knows what the others missed", "belief", "uncheckable", None, "vague"),
C("Avery left before any move", "order", "true", 4, "4 < 5"),
C("Alexander assumes Avery thinks it's in the red_basket", "belief", "false", "end", "PLANTED: Alexander -> Avery = green_drawer (Avery left before the first move)", ("B", "Alexander -> Avery", "end", "red_basket")),
C("William left between the two moves", "order", "true", 8, "5 < 8 < 9"),
C("William only knows about the red_basket", "belief", "true", "end", "William = red_basket", ("B", "William", "end", "red_basket")),
C("None of the waiting-room conversations involve Alexander", "presence", "true", 15, "not a witness of 14, 15", ("AND", [("NW", "Alexander", 14), ("NW", "Alexander", 15)])),
C("William talks to Avery", "event", "true", 14, "line 14", ("T", 14, "William privately told Avery")),
C("Olivia talks to Noah", "event", "true", 15, "line 15", ("T", 15, "Olivia privately told Noah")),
C("his own belief stays put", "belief", "true", 15, "Alexander = red_drawer at 13-15", ("AND", [("B", "Alexander", 13, RD), ("B", "Alexander", 15, RD)])),
C("Alexander thinks the green_pepper is in the red_drawer", "belief", "true", "end", "answer", ("B", "Alexander", "end", RD), ans=True),
]),

R("terse", "unsupported", RD,
"""D. red_drawer""",
[]),

R("thinking", "unsound", RD,
"""<think>
Alexander, first-order.

Green_pepper: green_drawer (2). Avery leaves (4). Olivia → red_basket (5), seen by Olivia, William, Noah, Alexander. Olivia leaves (6), William leaves (8). Noah → red_drawer (9), seen by Noah and Alexander. Then Alexander leaves at 12, and Noah was the last to leave the bedroom, right after Alexander.

Hmm, that doesn't matter though — either way Alexander saw the move at 9.

Private tells: William → Avery "blue_crate" (14). Avery left before William, so Avery would trust him — Avery's belief changes, not Alexander's. Olivia → Noah "green_drawer" (15). Noah left after Olivia, so Noah doesn't buy it; anyway, not Alexander.

Alexander: red_drawer.
</think>

Alexander saw every move, including Noah's final move to the red_drawer, and neither private message was addressed to him.

**D. red_drawer**""",
[
C("Green_pepper: green_drawer (2)", "location", "true", 2, "line 2", ("O", 2, "green_drawer")),
C("Avery leaves (4)", "event", "true", 4, "line 4", ("T", 4, "Avery exited")),
C("Olivia → red_basket (5)", "event", "true", 5, "line 5", ("T", 5, "Olivia moved the green_pepper to the red_basket")),
C("seen by Olivia, William, Noah, Alexander", "presence", "true", 5, "witnessed_by 5", ("AND", [("W", a, 5) for a in ("Olivia", "William", "Noah", "Alexander")])),
C("Olivia leaves (6)", "event", "true", 6, "line 6", ("T", 6, "Olivia exited")),
C("William leaves (8)", "event", "true", 8, "line 8", ("T", 8, "William exited")),
C("Noah → red_drawer (9)", "event", "true", 9, "line 9", ("T", 9, "Noah moved the green_pepper to the red_drawer")),
C("seen by Noah and Alexander", "presence", "true", 9, "witnessed_by 9", ("AND", [("W", "Noah", 9), ("W", "Alexander", 9)])),
C("Alexander leaves at 12", "event", "true", 12, "line 12", ("T", 12, "Alexander exited")),
C("Noah was the last to leave the bedroom, right after Alexander", "order", "false", 12, "PLANTED: Noah left at 10, before Alexander (12); Alexander was last"),
C("either way Alexander saw the move at 9", "presence", "true", 9, "witnessed 9", ("W", "Alexander", 9)),
C("William → Avery \"blue_crate\" (14)", "event", "true", 14, "line 14", ("T", 14, "William privately told Avery that the green_pepper is in the blue_crate")),
C("Avery left before William", "order", "true", 8, "4 < 8"),
C("Avery would trust him", "communication", "true", 14, "Avery = blue_crate at 14", ("B", "Avery", 14, "blue_crate")),
C("Avery's belief changes, not Alexander's", "communication", "true", 14, "Avery changes; Alexander stays red_drawer", ("AND", [("B", "Avery", 14, "blue_crate"), ("B", "Alexander", 14, RD)])),
C("Olivia → Noah \"green_drawer\" (15)", "event", "true", 15, "line 15", ("T", 15, "Olivia privately told Noah that the green_pepper is in the green_drawer")),
C("Noah left after Olivia", "order", "true", 10, "10 > 6"),
C("Noah doesn't buy it", "communication", "true", 15, "Noah stays red_drawer", ("B", "Noah", 15, RD)),
C("anyway, not Alexander", "presence", "true", 15, "Alexander not a witness of 15", ("NW", "Alexander", 15)),
C("Alexander: red_drawer", "belief", "true", "end", "answer", ("B", "Alexander", "end", RD), ans=True),
C("Alexander saw every move", "presence", "true", 9, "witnessed 5 and 9", ("AND", [("W", "Alexander", 5), ("W", "Alexander", 9)])),
C("including Noah's final move to the red_drawer", "event", "true", 9, "line 9 is the last move", ("O", "end", RD)),
C("neither private message was addressed to him", "communication", "true", 15, "14 to Avery, 15 to Noah", ("AND", [("T", 14, "told Avery"), ("T", 15, "told Noah")])),
]),
]
