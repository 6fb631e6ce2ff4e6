from common import C, R

ALL5 = ["Aiden", "Lily", "Owen", "Evelyn", "Isabella"]
GB = "green_bucket"

r1 = """**Answer: L. green_bucket**

Explanation:
- The lettuce starts in the green_bucket (line 2).
- Owen moves it to the red_treasure_chest (line 10) while Isabella watches.
- Isabella, the last one in the laundry, moves it back to the green_bucket (line 13).
- The public claim (green_crate, line 16) and Isabella's private message (blue_crate, line 17) are both false and don't move anything.

So the lettuce is really in the green_bucket."""

c1 = [
    C("**Answer: L. green_bucket**", "location", "true", "end", "answer", ("o", "lettuce", GB, "end")),
    C("The lettuce starts in the green_bucket (line 2)", "location", "true", 2, "line 2", ("o", "lettuce", GB, 2)),
    C("Owen moves it to the red_treasure_chest (line 10)", "event", "false", 10, "PLANTED: Evelyn made the move at line 10; Owen had left at line 9", ("e", 10, "Owen moved the lettuce")),
    C("while Isabella watches", "presence", "true", 10, "Isabella witnessed 10", ("w", "Isabella", 10, True)),
    C("Isabella, the last one in the laundry,", "presence", "true", 13, "only Isabella in laundry at 13", ("r", "Isabella", "laundry", 13), *[("r", a, None, 13) for a in ALL5[:4]]),
    C("moves it back to the green_bucket (line 13)", "event", "true", 13, "line 13", ("e", 13, "Isabella moved the lettuce to the green_bucket")),
    C("The public claim (green_crate, line 16) and Isabella's private message (blue_crate, line 17)", "communication", "true", 17, "lines 16-17", ("e", 16, "publicly claimed that lettuce is in the green_crate"), ("e", 17, "Isabella privately told Owen that the lettuce is in the blue_crate")),
    C("are both false", "location", "true", 17, "lettuce is in green_bucket", ("o", "lettuce", GB, 16), ("o", "lettuce", GB, 17)),
    C("don't move anything", "location", "true", 17, "lettuce unchanged", ("o", "lettuce", GB, 15), ("o", "lettuce", GB, 17)),
    C("the lettuce is really in the green_bucket", "location", "true", "end", "answer restated", ("o", "lettuce", GB, "end")),
]

r2 = """1. **Start:** the lettuce is in the green_bucket, with Aiden, Lily, Owen, Evelyn and Isabella in the laundry.
2. **Exits:** Aiden (line 4), Lily (line 7) and Owen (line 9) leave without touching it.
3. **Line 10:** Evelyn moves the lettuce to the red_treasure_chest. Only Isabella is still with her.
4. **Line 12:** Evelyn leaves.
5. **Line 13:** Isabella moves the lettuce back to the green_bucket, with nobody watching.
6. **Lines 16–17:** Owen's public claim and Isabella's private message are just statements; they change beliefs (Owen ends up believing the blue_crate), not the lettuce's location.

**Final answer:** L. green_bucket"""

c2 = [
    C("the lettuce is in the green_bucket", "location", "true", 2, "line 2", ("o", "lettuce", GB, 2)),
    C("with Aiden, Lily, Owen, Evelyn and Isabella in the laundry", "presence", "true", 2, "all in laundry", *[("r", a, "laundry", 2) for a in ALL5]),
    C("Aiden (line 4), Lily (line 7) and Owen (line 9) leave", "event", "true", 9, "lines 4, 7, 9", ("e", 4, "Aiden exited"), ("e", 7, "Lily exited"), ("e", 9, "Owen exited")),
    C("without touching it", "event", "true", 9, "lines 3, 6, 8: no movements", ("e", 3, "Aiden made no movements"), ("e", 6, "Lily made no movements"), ("e", 8, "Owen made no movements")),
    C("Evelyn moves the lettuce to the red_treasure_chest", "event", "true", 10, "line 10", ("e", 10, "Evelyn moved the lettuce to the red_treasure_chest")),
    C("Only Isabella is still with her", "presence", "true", 10, "only Evelyn and Isabella in laundry", ("r", "Isabella", "laundry", 10), ("r", "Aiden", None, 10), ("r", "Lily", None, 10), ("r", "Owen", None, 10)),
    C("Evelyn leaves", "event", "true", 12, "line 12", ("e", 12, "Evelyn exited")),
    C("Isabella moves the lettuce back to the green_bucket", "event", "true", 13, "line 13", ("e", 13, "Isabella moved the lettuce to the green_bucket")),
    C("with nobody watching", "presence", "true", 13, "no other witness", *[("w", a, 13, False) for a in ALL5[:4]]),
    C("Owen's public claim and Isabella's private message are just statements", "communication", "true", 17, "lines 16-17", ("e", 16, "Owen publicly claimed"), ("e", 17, "Isabella privately told Owen")),
    C("Owen ends up believing the blue_crate", "communication", "true", "end", "Owen trusts Isabella: Owen = blue_crate", ("b", "Owen", "blue_crate", "end")),
    C("not the lettuce's location", "location", "true", "end", "lettuce still in green_bucket", ("o", "lettuce", GB, "end")),
    C("L. green_bucket", "location", "true", "end", "answer", ("o", "lettuce", GB, "end")),
]

r3 = """Let me trace the lettuce itself, since the question is about reality rather than anyone's belief.

It begins in the green_bucket. Aiden, Lily and Owen each leave without touching it. With only Evelyn and Isabella left, Evelyn moves it to the red_treasure_chest and then walks out. Isabella, on her own, puts it right back into the green_bucket before leaving.

In the waiting_room, Owen publicly claims it's in the green_crate and Isabella privately tells Owen it's in the blue_crate. Neither of those is true, and talking about the lettuce doesn't move it.

So the lettuce is really in the green_bucket — L."""

c3 = [
    C("It begins in the green_bucket", "location", "true", 2, "line 2", ("o", "lettuce", GB, 2)),
    C("Aiden, Lily and Owen each leave without touching it", "event", "true", 9, "no movements, exits 4/7/9", ("e", 3, "Aiden made no movements"), ("e", 6, "Lily made no movements"), ("e", 8, "Owen made no movements"), ("e", 9, "Owen exited")),
    C("With only Evelyn and Isabella left", "presence", "true", 10, "only two in laundry at 10", ("r", "Evelyn", "laundry", 10), ("r", "Isabella", "laundry", 10), ("r", "Owen", None, 10)),
    C("Evelyn moves it to the red_treasure_chest", "event", "true", 10, "line 10", ("e", 10, "Evelyn moved the lettuce to the red_treasure_chest")),
    C("then walks out", "event", "true", 12, "line 12", ("e", 12, "Evelyn exited")),
    C("Isabella, on her own,", "presence", "true", 13, "alone at 13", *[("r", a, None, 13) for a in ALL5[:4]]),
    C("puts it right back into the green_bucket", "event", "true", 13, "line 13", ("e", 13, "Isabella moved the lettuce to the green_bucket")),
    C("before leaving", "order", "true", 14, "exit at 14", ("e", 14, "Isabella exited")),
    C("Owen publicly claims it's in the green_crate", "communication", "true", 16, "line 16", ("e", 16, "Owen publicly claimed that lettuce is in the green_crate")),
    C("Isabella privately tells Owen it's in the blue_crate", "communication", "true", 17, "line 17", ("e", 17, "Isabella privately told Owen that the lettuce is in the blue_crate")),
    C("Neither of those is true", "location", "true", 17, "lettuce in green_bucket", ("o", "lettuce", GB, 17)),
    C("talking about the lettuce doesn't move it", "location", "true", 17, "unchanged across 16-17", ("o", "lettuce", GB, 16), ("o", "lettuce", GB, 17)),
    C("the lettuce is really in the green_bucket — L", "location", "true", "end", "answer", ("o", "lettuce", GB, "end")),
]

r4 = """K. blue_crate — Isabella told Owen it's there."""

c4 = [
    C("K. blue_crate", "location", "false", "end", "lettuce is in the green_bucket", ("o", "lettuce", "blue_crate", "end")),
    C("Isabella told Owen it's there", "communication", "true", 17, "line 17", ("e", 17, "Isabella privately told Owen that the lettuce is in the blue_crate")),
]

r5 = """<think>
Reality question — where the lettuce physically is at the end.

Lettuce: green_bucket at 2. Aiden leaves 4, Lily 7, Owen 9. Evelyn moves it to the red_treasure_chest at 10, Isabella sees. Evelyn leaves at 12. So at that point the lettuce is in the red_bottle — no wait, the red_bottle is just something Isabella likes (line 11). It's in the red_treasure_chest.

Isabella moves it to the green_bucket at 13, alone, leaves at 14.

Then waiting_room: Owen publicly says green_crate (line 16) — Aiden and Lily, who left before him, believe him. Isabella privately tells Owen blue_crate at 17; Owen doesn't buy Isabella's message. Either way, these are beliefs; the physical location is unaffected.

Final: green_bucket.
</think>

L. green_bucket"""

c5 = [
    C("Lettuce: green_bucket at 2", "location", "true", 2, "line 2", ("o", "lettuce", GB, 2)),
    C("Aiden leaves 4, Lily 7, Owen 9", "event", "true", 9, "lines 4, 7, 9", ("e", 4, "Aiden exited"), ("e", 7, "Lily exited"), ("e", 9, "Owen exited")),
    C("Evelyn moves it to the red_treasure_chest at 10", "event", "true", 10, "line 10", ("e", 10, "Evelyn moved the lettuce to the red_treasure_chest")),
    C("Isabella sees", "presence", "true", 10, "Isabella witnessed 10", ("w", "Isabella", 10, True)),
    C("Evelyn leaves at 12", "event", "true", 12, "line 12", ("e", 12, "Evelyn exited")),
    C("the red_bottle is just something Isabella likes (line 11)", "event", "true", 11, "line 11", ("e", 11, "Isabella likes the red_bottle")),
    C("It's in the red_treasure_chest", "location", "true", 12, "objects at 12", ("o", "lettuce", "red_treasure_chest", 12)),
    C("Isabella moves it to the green_bucket at 13", "event", "true", 13, "line 13", ("e", 13, "Isabella moved the lettuce to the green_bucket")),
    C("alone", "presence", "true", 13, "no other witness", *[("w", a, 13, False) for a in ALL5[:4]]),
    C("leaves at 14", "event", "true", 14, "line 14", ("e", 14, "Isabella exited")),
    C("Owen publicly says green_crate (line 16)", "communication", "true", 16, "line 16", ("e", 16, "Owen publicly claimed that lettuce is in the green_crate")),
    C("Aiden and Lily, who left before him,", "order", "true", 9, "exits 4 and 7 before Owen's 9", ("lt", 4, 9), ("lt", 7, 9)),
    C("believe him", "communication", "true", 16, "Aiden and Lily -> green_crate at 16", ("b", "Aiden", "green_crate", 16), ("b", "Lily", "green_crate", 16)),
    C("Isabella privately tells Owen blue_crate at 17", "communication", "true", 17, "line 17", ("e", 17, "Isabella privately told Owen that the lettuce is in the blue_crate")),
    C("Owen doesn't buy Isabella's message", "communication", "false", 17, "PLANTED: Isabella left after Owen, so Owen trusts her: Owen = blue_crate at 17", ("b", "Owen", GB, 17)),
    C("the physical location is unaffected", "location", "true", 17, "lettuce still in green_bucket", ("o", "lettuce", GB, 17)),
    C("Final: green_bucket", "location", "true", "end", "answer restated", ("o", "lettuce", GB, "end")),
    C("L. green_bucket", "location", "true", "end", "answer", ("o", "lettuce", GB, "end")),
]

RECORDS = [
    R("answer_first", "unsound", GB, r1, c1),
    R("numbered", "sound", GB, r2, c2),
    R("narrative", "sound", GB, r3, c3),
    R("terse", "wrong", "blue_crate", r4, c4),
    R("thinking", "unsound", GB, r5, c5),
]
