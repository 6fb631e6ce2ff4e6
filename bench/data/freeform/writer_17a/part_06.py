from common import C, R

ALL5 = ["Logan", "Jack", "Abigail", "Mila", "Evelyn"]
Q = "Jack -> Abigail -> Logan"
BTC = "blue_treasure_chest"

r1 = """**Answer: G. blue_bucket**

Explanation:
- Abigail moved the persimmon from the blue_treasure_chest to the blue_bucket (line 8).
- Since Abigail made the move herself, she expects everyone to know about it, including Logan.
- Jack would reason the same way about Abigail.

Therefore, Jack thinks Abigail thinks Logan thinks the persimmon is in the blue_bucket."""

c1 = [
    C("**Answer: G. blue_bucket**", "belief", "false", "end", "chain = blue_treasure_chest", ("b", Q, "blue_bucket", "end")),
    C("Abigail moved the persimmon from the blue_treasure_chest to the blue_bucket (line 8)", "event", "true", 8, "line 8", ("e", 8, "Abigail moved the persimmon to the blue_bucket"), ("o", "persimmon", BTC, 7)),
    C("she expects everyone to know about it, including Logan", "belief", "false", "end", "Abigail -> Logan = blue_treasure_chest (Logan left at 5)", ("b", "Abigail -> Logan", "blue_bucket", "end")),
    C("Jack would reason the same way about Abigail", "belief", "false", "end", "Jack -> Abigail -> Logan = blue_treasure_chest", ("b", Q, "blue_bucket", "end")),
    C("Jack thinks Abigail thinks Logan thinks the persimmon is in the blue_bucket", "belief", "false", "end", "wrong final chain", ("b", Q, "blue_bucket", "end")),
]

r2 = """**Step 1:** The persimmon starts in the blue_treasure_chest (line 2); Logan, Jack, Abigail, Mila and Evelyn are all in the hallway.

**Step 2:** Logan exits at line 5, and Jack exits at line 7. Both leave while the persimmon is still in the blue_treasure_chest.

**Step 3:** Abigail moves it to the blue_bucket at line 8 — after both Logan and Jack are gone.

**Step 4:** Jack last saw Abigail and Logan together with the persimmon in the blue_treasure_chest. He didn't see Abigail's move, so as far as Jack knows, nobody moved it.

**Step 5:** The playroom scene only involves the asparagus, so it doesn't affect the persimmon beliefs.

**Answer:** F. blue_treasure_chest"""

c2 = [
    C("The persimmon starts in the blue_treasure_chest (line 2)", "location", "true", 2, "line 2", ("o", "persimmon", BTC, 2)),
    C("Logan, Jack, Abigail, Mila and Evelyn are all in the hallway", "presence", "true", 2, "all in hallway", *[("r", a, "hallway", 2) for a in ALL5]),
    C("Logan exits at line 5", "event", "true", 5, "line 5", ("e", 5, "Logan exited")),
    C("Jack exits at line 7", "event", "true", 7, "line 7", ("e", 7, "Jack exited")),
    C("Both leave while the persimmon is still in the blue_treasure_chest", "location", "true", 7, "objects at 5 and 7", ("o", "persimmon", BTC, 5), ("o", "persimmon", BTC, 7)),
    C("Abigail moves it to the blue_bucket at line 8", "event", "true", 8, "line 8", ("e", 8, "Abigail moved the persimmon to the blue_bucket")),
    C("after both Logan and Jack are gone", "order", "true", 8, "both out of the room at 8", ("r", "Logan", None, 8), ("r", "Jack", None, 8)),
    C("Jack last saw Abigail and Logan together with the persimmon in the blue_treasure_chest", "presence", "true", 4, "Jack, Abigail, Logan together at 4 with persimmon in blue_treasure_chest", ("r", "Jack", "hallway", 4), ("r", "Abigail", "hallway", 4), ("r", "Logan", "hallway", 4), ("o", "persimmon", BTC, 4)),
    C("He didn't see Abigail's move", "presence", "true", 8, "Jack did not witness 8", ("w", "Jack", 8, False)),
    C("as far as Jack knows, nobody moved it", "belief", "true", "end", "Jack = blue_treasure_chest", ("b", "Jack", BTC, "end")),
    C("The playroom scene only involves the asparagus", "event", "true", 19, "playroom lines concern the asparagus", ("e", 18, "playroom"), ("e", 19, "asparagus")),
    C("it doesn't affect the persimmon beliefs", "belief", "true", "end", "Jack and chain unchanged from 17 to end", ("b", "Jack", BTC, 17), ("b", "Jack", BTC, "end"), ("b", Q, BTC, 17), ("b", Q, BTC, "end")),
    C("F. blue_treasure_chest", "belief", "true", "end", "answer", ("b", Q, BTC, "end")),
]

r3 = """Let me trace the persimmon and who saw what.

It starts in the blue_treasure_chest with all five in the hallway. Jack walked out first, with Logan following a couple of lines later — and both of them were gone before anything happened to the persimmon. Abigail then moved it to the blue_bucket with Evelyn and Mila watching, and Evelyn, alone at the end, moved it back to the blue_treasure_chest.

Now the chain. Logan never saw any move, so he thinks it's in the blue_treasure_chest. Abigail knows Logan left before her move, so she thinks Logan thinks it's still in the blue_treasure_chest. And Jack left before the move as well; from his point of view nothing ever happened to it, so every level of his reasoning lands on the blue_treasure_chest.

The answer is F. blue_treasure_chest."""

c3 = [
    C("It starts in the blue_treasure_chest", "location", "true", 2, "line 2", ("o", "persimmon", BTC, 2)),
    C("with all five in the hallway", "presence", "true", 2, "all in hallway", *[("r", a, "hallway", 2) for a in ALL5]),
    C("Jack walked out first, with Logan following a couple of lines later", "order", "false", 7, "PLANTED: Logan left first (5), Jack second (7)", ("e", 5, "Logan exited"), ("e", 7, "Jack exited"), ("lt", 7, 5)),
    C("both of them were gone before anything happened to the persimmon", "order", "true", 8, "exits 5, 7 before move 8", ("lt", 5, 8), ("lt", 7, 8)),
    C("Abigail then moved it to the blue_bucket", "event", "true", 8, "line 8", ("e", 8, "Abigail moved the persimmon to the blue_bucket")),
    C("with Evelyn and Mila watching", "presence", "true", 8, "witnesses of 8", ("w", "Evelyn", 8, True), ("w", "Mila", 8, True)),
    C("Evelyn, alone at the end,", "presence", "true", 13, "only Evelyn in hallway at 13", ("r", "Evelyn", "hallway", 13), *[("r", a, None, 13) for a in ALL5[:4]]),
    C("moved it back to the blue_treasure_chest", "event", "true", 13, "line 13", ("e", 13, "Evelyn moved the persimmon to the blue_treasure_chest")),
    C("Logan never saw any move", "presence", "true", None, "Logan witnessed neither 8 nor 13", ("w", "Logan", 8, False), ("w", "Logan", 13, False)),
    C("he thinks it's in the blue_treasure_chest", "belief", "true", "end", "Logan = blue_treasure_chest", ("b", "Logan", BTC, "end")),
    C("Abigail knows Logan left before her move", "presence", "true", 5, "Abigail witnessed Logan's exit at 5", ("w", "Abigail", 5, True), ("lt", 5, 8)),
    C("she thinks Logan thinks it's still in the blue_treasure_chest", "belief", "true", "end", "Abigail -> Logan", ("b", "Abigail -> Logan", BTC, "end")),
    C("Jack left before the move as well", "order", "true", 7, "7 < 8", ("lt", 7, 8)),
    C("from his point of view nothing ever happened to it", "belief", "true", "end", "Jack = blue_treasure_chest", ("b", "Jack", BTC, "end")),
    C("every level of his reasoning lands on the blue_treasure_chest", "belief", "true", "end", "Jack -> Abigail and full chain", ("b", "Jack -> Abigail", BTC, "end"), ("b", Q, BTC, "end")),
    C("The answer is F. blue_treasure_chest.", "belief", "true", "end", "answer", ("b", Q, BTC, "end")),
]

r4 = """F. blue_treasure_chest — Logan and Jack both walked out before anything moved; Abigail's move came at line 9."""

c4 = [
    C("F. blue_treasure_chest", "belief", "true", "end", "answer", ("b", Q, BTC, "end")),
    C("Logan and Jack both walked out before anything moved", "order", "true", 8, "exits 5, 7 before first move at 8", ("lt", 5, 8), ("lt", 7, 8), ("o", "persimmon", BTC, 7)),
    C("Abigail's move came at line 9", "event", "false", 9, "PLANTED: Abigail moved it at line 8; line 9 is her exit", ("e", 9, "Abigail moved")),
]

r5 = """<think>
Jack → Abigail → Logan, persimmon.

Persimmon starts in blue_treasure_chest (line 2). Logan exits 5, Jack exits 7. Abigail moves it to blue_bucket at 8 — Jack didn't see that, Logan didn't either.

So from Jack's perspective: last state he saw = blue_treasure_chest, with Abigail and Logan both having seen it there. Jack → Abigail = blue_treasure_chest, and Jack → Abigail → Logan = blue_treasure_chest.

Wait, should I consider that Abigail actually knows about blue_bucket? Yes, but Jack doesn't know that. The question is Jack's model, so it stays blue_treasure_chest. Also Evelyn moved it back to blue_treasure_chest at 13, so it's even there in reality — coincidence.

Later, Jack, Logan and Mila go to the playroom, but there's only asparagus there.
</think>

**F. blue_treasure_chest**"""

c5 = [
    C("Persimmon starts in blue_treasure_chest (line 2)", "location", "true", 2, "line 2", ("o", "persimmon", BTC, 2)),
    C("Logan exits 5", "event", "true", 5, "line 5", ("e", 5, "Logan exited")),
    C("Jack exits 7", "event", "true", 7, "line 7", ("e", 7, "Jack exited")),
    C("Abigail moves it to blue_bucket at 8", "event", "true", 8, "line 8", ("e", 8, "Abigail moved the persimmon to the blue_bucket")),
    C("Jack didn't see that", "presence", "true", 8, "Jack not witness", ("w", "Jack", 8, False)),
    C("Logan didn't either", "presence", "true", 8, "Logan not witness", ("w", "Logan", 8, False)),
    C("last state he saw = blue_treasure_chest", "belief", "true", "end", "Jack = blue_treasure_chest", ("b", "Jack", BTC, "end")),
    C("with Abigail and Logan both having seen it there", "presence", "true", 2, "both witnessed line 2", ("w", "Abigail", 2, True), ("w", "Logan", 2, True)),
    C("Jack → Abigail = blue_treasure_chest", "belief", "true", "end", "Jack -> Abigail", ("b", "Jack -> Abigail", BTC, "end")),
    C("Jack → Abigail → Logan = blue_treasure_chest", "belief", "true", "end", "answer chain", ("b", Q, BTC, "end")),
    C("Abigail actually knows about blue_bucket", "belief", "true", "end", "Abigail = blue_bucket", ("b", "Abigail", "blue_bucket", "end")),
    C("Jack doesn't know that", "belief", "true", "end", "Jack -> Abigail is not blue_bucket", ("b", "Jack -> Abigail", BTC, "end")),
    C("Evelyn moved it back to blue_treasure_chest at 13", "event", "true", 13, "line 13", ("e", 13, "Evelyn moved the persimmon to the blue_treasure_chest")),
    C("it's even there in reality", "location", "true", "end", "object at end", ("o", "persimmon", BTC, "end")),
    C("Jack, Logan and Mila go to the playroom", "event", "true", 18, "line 18", ("e", 18, "Mila, Jack and Logan entered the playroom")),
    C("there's only asparagus there", "location", "true", 19, "the playroom holds the asparagus; persimmon is in the hallway", ("e", 19, "asparagus is in the green_treasure_chest")),
    C("**F. blue_treasure_chest**", "belief", "true", "end", "answer", ("b", Q, BTC, "end")),
]

RECORDS = [
    R("answer_first", "wrong", "blue_bucket", r1, c1),
    R("numbered", "sound", BTC, r2, c2),
    R("narrative", "unsound", BTC, r3, c3),
    R("terse", "unsound", BTC, r4, c4),
    R("thinking", "sound", BTC, r5, c5),
]
