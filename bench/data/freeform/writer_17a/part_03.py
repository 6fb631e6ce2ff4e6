from common import C, R

ALL5 = ["Logan", "Noah", "Lily", "Emily", "Avery"]
Q = "Noah -> Avery -> Lily"

r1 = """**Answer: G. green_bottle**

Noah thinks Avery thinks Lily thinks the onion is in the green_bottle."""

c1 = [
    C("**Answer: G. green_bottle**", "belief", "true", "end", "answer", ("b", Q, "green_bottle", "end")),
    C("Noah thinks Avery thinks Lily thinks the onion is in the green_bottle", "belief", "true", "end", "answer restated", ("b", Q, "green_bottle", "end")),
]

r2 = """**Step 1: Initial location**
The onion is in the green_bottle (line 3), with all five characters on the porch.

**Step 2: Departures**
Logan, Noah, Lily and Emily leave one after another (lines 5, 7, 9, 13). Avery is the last one on the porch.

**Step 3: Avery's action**
Avery moves the onion at line 14 while no one else is there. Noah had already left, so he cannot know what Avery did with it.

**Step 4: Nested belief**
Because Noah did not see Avery's action, and Lily was also gone, there is no information Noah could use to model what Avery thinks Lily thinks. The question cannot be answered reliably from Noah's point of view.

**Answer:** It cannot be determined."""

c2 = [
    C("The onion is in the green_bottle (line 3)", "location", "true", 3, "line 3", ("o", "onion", "green_bottle", 3)),
    C("with all five characters on the porch", "presence", "true", 3, "all on porch", *[("r", a, "porch", 3) for a in ALL5]),
    C("Logan, Noah, Lily and Emily leave one after another (lines 5, 7, 9, 13)", "order", "true", 13, "exits at 5, 7, 9, 13 in that order", ("e", 5, "Logan exited"), ("e", 7, "Noah exited"), ("e", 9, "Lily exited"), ("e", 13, "Emily exited")),
    C("Avery is the last one on the porch", "presence", "true", 13, "only Avery on porch after 13", ("r", "Avery", "porch", 13), *[("r", a, None, 13) for a in ALL5[:4]]),
    C("Avery moves the onion at line 14", "event", "true", 14, "line 14", ("e", 14, "Avery moved the onion")),
    C("while no one else is there", "presence", "true", 14, "only Avery witnesses 14", *[("w", a, 14, False) for a in ALL5[:4]]),
    C("Noah had already left", "presence", "true", 14, "Noah in no room", ("r", "Noah", None, 14)),
    C("he cannot know what Avery did with it", "presence", "true", 14, "Noah did not witness 14", ("w", "Noah", 14, False)),
    C("Lily was also gone", "presence", "true", 14, "Lily in no room", ("r", "Lily", None, 14)),
    C("there is no information Noah could use to model what Avery thinks Lily thinks", "belief", "false", "end", "Noah -> Avery -> Lily is determinate: green_bottle", ("b", Q, None, "end")),
    C("It cannot be determined.", "belief", "false", "end", "gold answer is green_bottle", ("b", Q, None, "end")),
]

r3 = """Let me trace this carefully, because there's a distractor in it.

The onion is placed in the green_bottle at line 3 while all five are on the porch. Then people leave one by one: Logan, Noah, Lily. Emily was still on the porch when Avery moved the onion at line 14, but the "move" is to the green_bottle — the same place it already was. So the onion never actually changes location.

That makes the nesting easy. Lily last saw the onion in the green_bottle. Avery knows Lily saw that. And Noah, who left at line 7, knows both of them saw it placed there too.

The answer is G. green_bottle."""

c3 = [
    C("The onion is placed in the green_bottle at line 3", "event", "true", 3, "line 3", ("e", 3, "The onion is in the green_bottle")),
    C("while all five are on the porch", "presence", "true", 3, "all on porch", *[("r", a, "porch", 3) for a in ALL5]),
    C("people leave one by one: Logan, Noah, Lily", "order", "true", 9, "exits 5 < 7 < 9", ("e", 5, "Logan exited"), ("e", 7, "Noah exited"), ("e", 9, "Lily exited")),
    C("Emily was still on the porch when Avery moved the onion at line 14", "presence", "false", 14, "PLANTED: Emily exited at line 13, before Avery's move", ("r", "Emily", "porch", 14)),
    C("the \"move\" is to the green_bottle", "event", "true", 14, "line 14", ("e", 14, "moved the onion to the green_bottle")),
    C("the same place it already was", "location", "true", 13, "onion in green_bottle before line 14", ("o", "onion", "green_bottle", 13)),
    C("the onion never actually changes location", "location", "true", None, "green_bottle from line 3 to the end", ("o", "onion", "green_bottle", 3), ("o", "onion", "green_bottle", 13), ("o", "onion", "green_bottle", 14), ("o", "onion", "green_bottle", "end")),
    C("Lily last saw the onion in the green_bottle", "belief", "true", "end", "Lily = green_bottle", ("b", "Lily", "green_bottle", "end")),
    C("Avery knows Lily saw that", "belief", "true", "end", "Avery -> Lily = green_bottle", ("b", "Avery -> Lily", "green_bottle", "end")),
    C("Noah, who left at line 7", "event", "true", 7, "line 7", ("e", 7, "Noah exited")),
    C("knows both of them saw it placed there too", "belief", "true", "end", "Noah -> Avery and Noah -> Lily = green_bottle", ("b", "Noah -> Avery", "green_bottle", "end"), ("b", "Noah -> Lily", "green_bottle", "end")),
    C("The answer is G. green_bottle.", "belief", "true", "end", "answer", ("b", Q, "green_bottle", "end")),
]

r4 = """green_bottle"""

c4 = [
    C("green_bottle", "belief", "true", "end", "answer", ("b", Q, "green_bottle", "end")),
]

r5 = """<think>
Onion: green_bottle at line 3, everyone present. Logan out (5), Noah out (7), Lily out (9), Emily out (13). Avery alone moves the onion to the green_bottle at 14 — wait, it's already in the green_bottle. So it's a no-op move.

Noah → Avery → Lily. Noah left at 7. At that point Avery and Lily were both still there and the onion was in the green_bottle. Nothing changes after that anyway.

So green_bottle at every level.
</think>

The onion never leaves the green_bottle, so every nested belief points there: **G. green_bottle**."""

c5 = [
    C("Onion: green_bottle at line 3", "location", "true", 3, "line 3", ("o", "onion", "green_bottle", 3)),
    C("everyone present", "presence", "true", 3, "all on porch", *[("r", a, "porch", 3) for a in ALL5]),
    C("Logan out (5)", "event", "true", 5, "line 5", ("e", 5, "Logan exited")),
    C("Noah out (7)", "event", "true", 7, "line 7", ("e", 7, "Noah exited")),
    C("Lily out (9)", "event", "true", 9, "line 9", ("e", 9, "Lily exited")),
    C("Emily out (13)", "event", "true", 13, "line 13", ("e", 13, "Emily exited")),
    C("Avery alone", "presence", "true", 14, "only Avery on porch", ("r", "Avery", "porch", 14), *[("r", a, None, 14) for a in ALL5[:4]]),
    C("moves the onion to the green_bottle at 14", "event", "true", 14, "line 14", ("e", 14, "Avery moved the onion to the green_bottle")),
    C("it's already in the green_bottle", "location", "true", 13, "onion in green_bottle before 14", ("o", "onion", "green_bottle", 13)),
    C("Noah left at 7", "event", "true", 7, "line 7", ("e", 7, "Noah exited")),
    C("At that point Avery and Lily were both still there", "presence", "true", 7, "both on porch at 7", ("r", "Avery", "porch", 7), ("r", "Lily", "porch", 7)),
    C("the onion was in the green_bottle", "location", "true", 7, "objects at 7", ("o", "onion", "green_bottle", 7)),
    C("Nothing changes after that anyway", "location", "true", None, "onion stays in green_bottle", ("o", "onion", "green_bottle", 14), ("o", "onion", "green_bottle", "end")),
    C("green_bottle at every level", "belief", "true", "end", "Noah, Noah -> Avery, Noah -> Avery -> Lily", ("b", "Noah", "green_bottle", "end"), ("b", "Noah -> Avery", "green_bottle", "end"), ("b", Q, "green_bottle", "end")),
    C("The onion never leaves the green_bottle", "location", "true", None, "green_bottle throughout", ("o", "onion", "green_bottle", 3), ("o", "onion", "green_bottle", "end")),
    C("every nested belief points there", "belief", "true", "end", "all chains green_bottle", ("b", "Noah -> Avery", "green_bottle", "end"), ("b", Q, "green_bottle", "end")),
    C("**G. green_bottle**", "belief", "true", "end", "answer", ("b", Q, "green_bottle", "end")),
]

RECORDS = [
    R("answer_first", "unsupported", "green_bottle", r1, c1),
    R("numbered", "wrong", None, r2, c2),
    R("narrative", "unsound", "green_bottle", r3, c3),
    R("terse", "unsupported", "green_bottle", r4, c4),
    R("thinking", "sound", "green_bottle", r5, c5),
]
