# Q12 s6817-24-o4: Where does Owen think Alexander thinks Noah thinks Jackson thinks the tangerine is?  gold blue_crate
G = "blue_crate"
Q = "Owen -> Alexander -> Noah -> Jackson"
RECORDS = [
{
"style": "terse", "label": "sound", "stated_answer": G,
"response": """G. blue_crate — Alexander left (line 4) before any moves, and Owen saw him go.""",
"claims": [
("Alexander left (line 4)", "event", "true", 4, "line 4", ("line", 4, "Alexander exited")),
("before any moves", "order", "true", 4, "first move at 5", ("obj", 4, G)),
("Owen saw him go", "presence", "true", 4, "Owen witnessed 4", ("wit", 4, "Owen", True)),
]},
{
"style": "thinking", "label": "sound", "stated_answer": G,
"response": """<think>
Owen thinks Alexander thinks Noah thinks Jackson thinks...

The key person is Alexander. He left at line 4, right after the tangerine was placed in the blue_crate and before Noah moved it. Owen was in the room when Alexander left, so Owen knows Alexander only ever saw the blue_crate.

Now what does Alexander think Noah thinks Jackson thinks? Alexander's knowledge stops at line 4. At that time, everyone had seen the tangerine in the blue_crate. So from Alexander's point of view, Noah thinks Jackson thinks blue_crate.

Wait, the tangerine actually ends up in the blue_crate again because James moved it back at 12. Funny, but irrelevant — nobody else saw that.

So the answer is blue_crate.
</think>

G. blue_crate""",
"claims": [
("He left at line 4", "event", "true", 4, "line 4", ("line", 4, "Alexander exited")),
("right after the tangerine was placed in the blue_crate", "order", "true", 4, "placed at 2, line 3 is a stay", ("obj", 3, G)),
("before Noah moved it", "order", "true", 5, "4 < 5", ("line", 5, "Noah moved the tangerine")),
("Owen was in the room when Alexander left", "presence", "true", 4, "Owen witnessed 4", ("wit", 4, "Owen", True)),
("Owen knows Alexander only ever saw the blue_crate", "belief", "true", "end", "Owen->Alexander", ("bel", "end", "Owen -> Alexander", G)),
("everyone had seen the tangerine in the blue_crate", "presence", "true", 2, "all witnessed 2", [("wit", 2, a, True) for a in ("Alexander", "Noah", "Jackson", "Owen", "James")]),
("from Alexander's point of view, Noah thinks Jackson thinks blue_crate", "belief", "true", "end", "Alexander->Noah->Jackson", ("bel", "end", "Alexander -> Noah -> Jackson", G)),
("the tangerine actually ends up in the blue_crate again", "location", "true", "end", "end location", ("obj", "end", G)),
("James moved it back at 12", "event", "true", 12, "line 12", ("line", 12, "James moved the tangerine to the blue_crate")),
("nobody else saw that", "presence", "true", 12, "only James witnessed 12", [("wit", 12, a, False) for a in ("Alexander", "Noah", "Jackson", "Owen")]),
]},
{
"style": "numbered", "label": "unsound", "stated_answer": G,
"response": r"""Let's think step by step.
1. Everyone sees the tangerine in the blue_crate (line 2).
2. Alexander exits at line 4 — before any move. So Alexander believes blue_crate, and he thinks everyone else does too.
3. Noah moves it to the blue_drawer (line 5) and leaves (line 7). Owen sees both.
4. Jackson moves it to the green_bucket (line 8) and leaves (line 9). Noah thinks Jackson thinks green_bucket, but Noah's own view isn't what matters here.
5. None of the later moves matter for Alexander's perspective, and Owen knows that Alexander left early.

Therefore, Owen thinks Alexander thinks Noah thinks Jackson thinks the tangerine is in the blue_crate.

\boxed{blue_crate}""",
"claims": [
("Everyone sees the tangerine in the blue_crate (line 2)", "presence", "true", 2, "all witnessed 2", [("wit", 2, a, True) for a in ("Alexander", "Noah", "Jackson", "Owen", "James")]),
("Alexander exits at line 4", "event", "true", 4, "line 4", ("line", 4, "Alexander exited")),
("before any move", "order", "true", 4, "first move at 5", ("obj", 4, G)),
("So Alexander believes blue_crate", "belief", "true", "end", "Alexander end", ("bel", "end", "Alexander", G)),
("he thinks everyone else does too", "belief", "true", "end", "Alexander->X all blue_crate", [("bel", "end", "Alexander -> " + a, G) for a in ("Noah", "Jackson", "Owen", "James")]),
("Noah moves it to the blue_drawer (line 5)", "event", "true", 5, "line 5", ("line", 5, "Noah moved the tangerine to the blue_drawer")),
("and leaves (line 7)", "event", "true", 7, "line 7", ("line", 7, "Noah exited")),
("Owen sees both", "presence", "true", 5, "Owen witnessed 5 and 7", [("wit", 5, "Owen", True), ("wit", 7, "Owen", True)]),
("Jackson moves it to the green_bucket (line 8)", "event", "true", 8, "line 8", ("line", 8, "Jackson moved the tangerine to the green_bucket")),
("and leaves (line 9)", "event", "true", 9, "line 9", ("line", 9, "Jackson exited")),
("Noah thinks Jackson thinks green_bucket", "belief", "false", "end", "PLANTED: Noah left before Jackson's move; Noah->Jackson is blue_drawer", ("bel", "end", "Noah -> Jackson", "green_bucket")),
("None of the later moves matter for Alexander's perspective", "belief", "true", "end", "Alexander unchanged", ("bel", "end", "Alexander", G)),
("Owen knows that Alexander left early", "belief", "true", 4, "Owen witnessed Alexander's exit; Owen->Alexander blue_crate", [("wit", 4, "Owen", True), ("bel", "end", "Owen -> Alexander", G)]),
("Owen thinks Alexander thinks Noah thinks Jackson thinks the tangerine is in the blue_crate", "belief", "true", "end", "final answer", ("bel", "end", Q, G)),
]},
{
"style": "answer_first", "label": "unsound", "stated_answer": G,
"response": """**G. blue_crate**

Explanation:
- Alexander is the first to leave (line 4), and at that point the tangerine is still in the blue_crate.
- Owen saw Alexander leave, so Owen knows Alexander's whole picture of the tangerine — including what he'd assume about Noah and Jackson — is frozen at the blue_crate.
- By the time Owen leaves (line 11), the tangerine is back in the blue_crate, but that's a coincidence and irrelevant to the chain.""",
"claims": [
("Alexander is the first to leave (line 4)", "order", "true", 4, "first exit", ("line", 4, "Alexander exited")),
("at that point the tangerine is still in the blue_crate", "location", "true", 4, "row 4", ("obj", 4, G)),
("Owen saw Alexander leave", "presence", "true", 4, "Owen witnessed 4", ("wit", 4, "Owen", True)),
("Owen knows Alexander's whole picture of the tangerine — including what he'd assume about Noah and Jackson — is frozen at the blue_crate", "belief", "true", "end", "final answer", [("bel", "end", "Owen -> Alexander", G), ("bel", "end", "Owen -> Alexander -> Noah", G), ("bel", "end", Q, G)]),
("By the time Owen leaves (line 11), the tangerine is back in the blue_crate", "location", "false", 11, "PLANTED: green_bucket at 11; James moves it back at 12", ("obj", 11, G)),
]},
{
"style": "narrative", "label": "wrong", "stated_answer": "green_bucket",
"response": """Let me trace where each person was. Alexander left first, then Noah moved the tangerine to the blue_drawer and left, then Jackson moved it to the green_bucket and left. Owen was still there for all of that, and left before James moved it back.

Since Owen saw every move up to the green_bucket, and everyone Owen knows of last saw it in the green_bucket, Owen would assume the whole chain ends there.

The answer is J. green_bucket.""",
"claims": [
("Alexander left first", "order", "true", 4, "first exit at 4", ("line", 4, "Alexander exited")),
("Noah moved the tangerine to the blue_drawer", "event", "true", 5, "line 5", ("line", 5, "Noah moved the tangerine to the blue_drawer")),
("Jackson moved it to the green_bucket", "event", "true", 8, "line 8", ("line", 8, "Jackson moved the tangerine to the green_bucket")),
("Owen was still there for all of that", "presence", "true", 8, "Owen witnessed 4,5,7,8,9", [("wit", t, "Owen", True) for t in (4, 5, 7, 8, 9)]),
("left before James moved it back", "order", "true", 11, "11 < 12"),
("Owen saw every move up to the green_bucket", "presence", "true", 8, "Owen witnessed 5 and 8", [("wit", 5, "Owen", True), ("wit", 8, "Owen", True)]),
("everyone Owen knows of last saw it in the green_bucket", "belief", "false", "end", "Owen->Alexander blue_crate, Owen->Noah blue_drawer", ("bel", "end", "Owen -> Alexander", "green_bucket")),
("Owen would assume the whole chain ends there", "belief", "false", "end", "chain is blue_crate", ("bel", "end", Q, "green_bucket")),
]},
]
