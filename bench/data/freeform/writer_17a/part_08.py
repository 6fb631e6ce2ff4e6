from common import C, R

GE = "green_envelope"

r1 = """**Answer: green_envelope**

Explanation: The pumpkin was first in the red_pantry (line 4), but Jack moved it to the green_envelope (line 7) after Alexander had gone to the hall. Nothing moves it after that, so it is really in the green_envelope — even though Alexander still believes it's in the red_pantry."""

c1 = [
    C("**Answer: green_envelope**", "location", "true", "end", "answer", ("o", "pumpkin", GE, "end")),
    C("The pumpkin was first in the red_pantry (line 4)", "location", "true", 4, "line 4", ("o", "pumpkin", "red_pantry", 4)),
    C("Jack moved it to the green_envelope (line 7)", "event", "true", 7, "line 7", ("e", 7, "Jack moved the pumpkin to the green_envelope")),
    C("after Alexander had gone to the hall", "order", "true", 7, "Alexander entered hall at 6 < 7", ("e", 6, "Alexander entered the hall"), ("lt", 6, 7)),
    C("Nothing moves it after that", "location", "true", None, "green_envelope to end", ("o", "pumpkin", GE, 8)),
    C("it is really in the green_envelope", "location", "true", "end", "answer restated", ("o", "pumpkin", GE, "end")),
    C("Alexander still believes it's in the red_pantry", "belief", "true", "end", "Alexander = red_pantry", ("b", "Alexander", "red_pantry", "end")),
]

r2 = """**Step 1:** Jack enters the front_yard, and Alexander joins him (line 3).
**Step 2:** The pumpkin is in the red_pantry (line 4), and both of them see it there.
**Step 3:** Alexander leaves the front_yard and goes into the hall.
**Step 4:** Jack moves the pumpkin to the green_envelope (line 7), but no one else sees this move.
**Step 5:** Since the red_pantry is the last location that both characters saw, that is the pumpkin's confirmed location.

Final answer: red_pantry"""

c2 = [
    C("Jack enters the front_yard", "event", "true", 1, "line 1", ("e", 1, "Jack entered the front_yard")),
    C("Alexander joins him (line 3)", "event", "true", 3, "line 3", ("e", 3, "Alexander entered the front_yard")),
    C("The pumpkin is in the red_pantry (line 4)", "location", "true", 4, "line 4", ("o", "pumpkin", "red_pantry", 4)),
    C("both of them see it there", "presence", "true", 4, "Jack and Alexander witnessed 4", ("w", "Jack", 4, True), ("w", "Alexander", 4, True)),
    C("Alexander leaves the front_yard", "event", "true", 5, "line 5", ("e", 5, "Alexander exited the front_yard")),
    C("goes into the hall", "event", "true", 6, "line 6", ("e", 6, "Alexander entered the hall")),
    C("Jack moves the pumpkin to the green_envelope (line 7)", "event", "true", 7, "line 7", ("e", 7, "Jack moved the pumpkin to the green_envelope")),
    C("no one else sees this move", "presence", "true", 7, "only Jack witnessed 7", ("w", "Alexander", 7, False), ("w", "Noah", 7, False)),
    C("the red_pantry is the last location that both characters saw", "belief", "true", "end", "Jack -> Alexander and Alexander -> Jack = red_pantry", ("b", "Jack -> Alexander", "red_pantry", "end"), ("b", "Alexander -> Jack", "red_pantry", "end")),
    C("that is the pumpkin's confirmed location", "location", "false", "end", "pumpkin is in the green_envelope at the end", ("o", "pumpkin", "red_pantry", "end")),
    C("Final answer: red_pantry", "location", "false", "end", "gold is green_envelope", ("o", "pumpkin", "red_pantry", "end")),
]

r3 = """Let me trace the pumpkin's path. It starts in the red_pantry while Jack and Alexander are both in the front_yard. Alexander then leaves and heads into the hall, and after that Jack — now alone in the front_yard — moves the pumpkin to the green_envelope. Nothing happens to it afterwards; the lines about Noah hating the office and Jack liking the attic are just distractors.

So the pumpkin is really in the green_envelope."""

c3 = [
    C("It starts in the red_pantry", "location", "true", 4, "line 4", ("o", "pumpkin", "red_pantry", 4)),
    C("while Jack and Alexander are both in the front_yard", "presence", "true", 4, "both in front_yard", ("r", "Jack", "front_yard", 4), ("r", "Alexander", "front_yard", 4)),
    C("Alexander then leaves", "event", "true", 5, "line 5", ("e", 5, "Alexander exited")),
    C("heads into the hall", "event", "true", 6, "line 6", ("e", 6, "Alexander entered the hall")),
    C("Jack — now alone in the front_yard —", "presence", "true", 7, "only Jack in front_yard at 7", ("r", "Jack", "front_yard", 7), ("r", "Alexander", "hall", 7), ("r", "Noah", None, 7)),
    C("moves the pumpkin to the green_envelope", "event", "true", 7, "line 7", ("e", 7, "Jack moved the pumpkin to the green_envelope")),
    C("Nothing happens to it afterwards", "location", "true", None, "green_envelope at 8", ("o", "pumpkin", GE, 8)),
    C("the lines about Noah hating the office and Jack liking the attic are just distractors", "event", "true", 8, "lines 2 and 8 say nothing about the pumpkin", ("e", 2, "Noah hates the office"), ("e", 8, "Jack likes the attic")),
    C("the pumpkin is really in the green_envelope", "location", "true", "end", "answer", ("o", "pumpkin", GE, "end")),
]

r4 = """green_envelope. Jack moved it there at line 7, and Alexander knows it's there too."""

c4 = [
    C("green_envelope", "location", "true", "end", "answer", ("o", "pumpkin", GE, "end")),
    C("Jack moved it there at line 7", "event", "true", 7, "line 7", ("e", 7, "Jack moved the pumpkin to the green_envelope")),
    C("Alexander knows it's there too", "belief", "false", "end", "PLANTED: Alexander was in the hall and still believes red_pantry", ("b", "Alexander", GE, "end")),
]

r5 = """<think>
Reality question, so I just need the actual final location.

Alexander entered the front_yard before Jack — no wait, Jack entered first (line 1), Alexander at line 3. Pumpkin in red_pantry at 3. Alexander exits at 5, goes to hall at 6. Jack moves pumpkin to green_envelope at 7. Line 8 is irrelevant.

Final location: green_envelope.
</think>

green_envelope"""

c5 = [
    C("Jack entered first (line 1)", "order", "true", 1, "Jack enters at 1, Alexander at 3", ("e", 1, "Jack entered the front_yard"), ("lt", 1, 3)),
    C("Alexander at line 3", "event", "true", 3, "line 3", ("e", 3, "Alexander entered the front_yard")),
    C("Pumpkin in red_pantry at 3", "location", "false", 3, "PLANTED: the pumpkin is placed at line 4; at line 3 it has no location yet", ("o", "pumpkin", "red_pantry", 3)),
    C("Alexander exits at 5", "event", "true", 5, "line 5", ("e", 5, "Alexander exited")),
    C("goes to hall at 6", "event", "true", 6, "line 6", ("e", 6, "Alexander entered the hall")),
    C("Jack moves pumpkin to green_envelope at 7", "event", "true", 7, "line 7", ("e", 7, "Jack moved the pumpkin to the green_envelope")),
    C("Line 8 is irrelevant", "event", "uncheckable", 8, "judgement about relevance, not a world fact"),
    C("Final location: green_envelope", "location", "true", "end", "answer restated", ("o", "pumpkin", GE, "end")),
    C("green_envelope", "location", "true", "end", "answer", ("o", "pumpkin", GE, "end")),
]

RECORDS = [
    R("answer_first", "sound", GE, r1, c1),
    R("numbered", "wrong", "red_pantry", r2, c2),
    R("narrative", "sound", GE, r3, c3),
    R("terse", "unsound", GE, r4, c4),
    R("thinking", "unsound", GE, r5, c5),
]
