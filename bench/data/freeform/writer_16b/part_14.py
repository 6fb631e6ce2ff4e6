# Q14 s6816-23-o3: Avery -> Emily -> Logan, cabbage; gold blue_bathtub (K)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="blue_bathtub",
response="""**K. blue_bathtub**

Explanation:
- The cabbage is in the blue_bathtub at the start (line 2), with all five in the playroom.
- Logan exits first (line 4), then Emily (line 6). The cabbage hasn't moved yet.
- Isabella moves it to the blue_suitcase only at line 7, which Avery sees but Emily and Logan don't.
- Avery saw both Logan and Emily leave before that move, so he knows neither of them knows about the blue_suitcase.
- The attic scenes and the claims at the end are about the pineapple, not the cabbage.

So Avery thinks Emily thinks Logan thinks the cabbage is in the blue_bathtub.""",
claims=[
("The cabbage is in the blue_bathtub at the start (line 2)", "location", "true", 2, "objects row 2"),
("with all five in the playroom", "presence", "true", 2, "rooms row 2"),
("Logan exits first (line 4)", "order", "true", 4, "first exit"),
("then Emily (line 6)", "order", "true", 6, "line 6"),
("The cabbage hasn't moved yet", "location", "true", 6, "blue_bathtub at row 6"),
("Isabella moves it to the blue_suitcase only at line 7", "event", "true", 7, "line 7"),
("which Avery sees", "presence", "true", 7, "Avery witnessed line 7"),
("Emily and Logan don't", "presence", "true", 7, "not in witnessed_by line 7"),
("Avery saw both Logan and Emily leave", "presence", "true", 6, "Avery witnessed lines 4 and 6"),
("before that move", "order", "true", 7, "4, 6 < 7"),
("he knows neither of them knows about the blue_suitcase", "belief", "true", "end", "Avery -> Emily and Avery -> Logan = blue_bathtub"),
("The attic scenes and the claims at the end are about the pineapple, not the cabbage", "communication", "true", 27, "lines 15-27 concern the pineapple"),
("Avery thinks Emily thinks Logan thinks the cabbage is in the blue_bathtub", "belief", "true", "end", "gold chain = blue_bathtub"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="blue_bathtub",
response="""Let me trace who saw the cabbage and when.

The cabbage starts in the blue_bathtub while Logan, Emily, Isabella, Avery and Oliver are all in the playroom. Logan and Emily are the first two to leave, and at that point nobody has touched it. Only after they're both gone does Isabella move the cabbage into the blue_suitcase, with Avery and Oliver still in the room.

So Avery knows the cabbage is really in the blue_suitcase, but he also knows Emily and Logan walked out before that happened. When Avery imagines Emily's view, she has no reason to think Logan saw anything besides the blue_bathtub. Nothing later changes this: the attic part, the claim and the private message are all about the pineapple.

The answer is K. blue_bathtub.""",
claims=[
("The cabbage starts in the blue_bathtub", "location", "true", 2, "objects row 2"),
("while Logan, Emily, Isabella, Avery and Oliver are all in the playroom", "presence", "true", 2, "rooms row 2"),
("Logan and Emily are the first two to leave", "order", "true", 6, "exits 4 and 6 are the first two"),
("at that point nobody has touched it", "event", "true", 6, "no move before line 7"),
("Only after they're both gone does Isabella move the cabbage into the blue_suitcase", "order", "true", 7, "4, 6 < 7"),
("with Avery and Oliver still in the room", "presence", "true", 7, "witnessed_by line 7"),
("Avery knows the cabbage is really in the blue_suitcase", "belief", "true", "end", "Avery = blue_suitcase"),
("he also knows Emily and Logan walked out before that happened", "order", "true", 7, "Avery witnessed exits 4 and 6, both before 7"),
("When Avery imagines Emily's view, she has no reason to think Logan saw anything besides the blue_bathtub", "belief", "true", "end", "gold chain = blue_bathtub"),
("the attic part, the claim and the private message are all about the pineapple", "communication", "true", 27, "lines 15-27"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="blue_bathtub",
response="""**Step 1: Cabbage timeline**
1. Line 2: the cabbage is in the blue_bathtub.
2. Line 7: Isabella moves it to the blue_suitcase.

**Step 2: Who was present for the move?**
- Logan left at line 4 and Emily left at line 6, so neither saw it.
- Avery and Oliver were still in the playroom and saw it.

**Step 3: Attic events**
- Avery, Logan and Emily go to the attic, and the pineapple is moved to the green_crate by Emily (line 22). This is unrelated to the cabbage.

**Step 4: Nested belief**
- Logan thinks the cabbage is in the blue_bathtub.
- Emily thinks Logan thinks the same, since they both left before the move.
- Avery knows both left before the move, so Avery thinks Emily thinks Logan thinks the cabbage is in the blue_bathtub.

**Answer:** K. blue_bathtub""",
claims=[
("Line 2: the cabbage is in the blue_bathtub", "location", "true", 2, "objects row 2"),
("Line 7: Isabella moves it to the blue_suitcase", "event", "true", 7, "line 7"),
("Logan left at line 4", "event", "true", 4, "line 4"),
("Emily left at line 6", "event", "true", 6, "line 6"),
("neither saw it", "presence", "true", 7, "not in witnessed_by line 7"),
("Avery and Oliver were still in the playroom and saw it", "presence", "true", 7, "witnessed_by line 7"),
("Avery, Logan and Emily go to the attic", "event", "true", 15, "line 15"),
("the pineapple is moved to the green_crate by Emily (line 22)", "event", "false", 22, "PLANTED: line 22 moves the pineapple to the red_bathtub; green_crate is only Emily's public claim"),
("Logan thinks the cabbage is in the blue_bathtub", "belief", "true", "end", "Logan = blue_bathtub", "Nested belief**"),
("Emily thinks Logan thinks the same", "belief", "true", "end", "Emily -> Logan = blue_bathtub"),
("they both left before the move", "order", "true", 7, "4, 6 < 7"),
("Avery knows both left before the move", "order", "true", 7, "Avery witnessed exits 4, 6"),
("Avery thinks Emily thinks Logan thinks the cabbage is in the blue_bathtub", "belief", "true", "end", "gold chain = blue_bathtub"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="blue_bathtub",
response="""<think>
Avery → Emily → Logan, cabbage.

Cabbage in the blue_bathtub (line 2). Logan exits at 4. Emily exits at 6, so Logan left right after Emily — hmm, no: Logan at 4 is first, Emily second. Then Isabella moves it to the blue_suitcase at 7. Avery and Oliver see it.

So Logan: blue_bathtub. Emily: blue_bathtub. Emily thinks Logan thinks blue_bathtub (they were both there for the placement and she saw him leave).

Avery stayed until line 11, so he saw Logan and Emily leave and then saw the move. Avery thinks Emily thinks Logan thinks blue_bathtub.

Later, in the attic, Avery, Logan and Emily are together, but it's the pineapple there. Emily's public claim at 26 says the pineapple is in the green_crate, and Avery's private tell to Emily is also about the pineapple. Emily was alone when she moved the pineapple to the red_bathtub, and Logan left the attic before Avery did.

K.
</think>

**K. blue_bathtub**

Avery saw Logan and Emily both leave the playroom before Isabella moved the cabbage, so he knows that in Emily's mind, Logan still thinks it's in the blue_bathtub.""",
claims=[
("Cabbage in the blue_bathtub (line 2)", "location", "true", 2, "objects row 2"),
("Logan exits at 4", "event", "true", 4, "line 4"),
("Emily exits at 6", "event", "true", 6, "line 6"),
("Logan at 4 is first, Emily second", "order", "true", 6, "exit order 4, 6"),
("Isabella moves it to the blue_suitcase at 7", "event", "true", 7, "line 7"),
("Avery and Oliver see it", "presence", "true", 7, "witnessed_by line 7"),
("Logan: blue_bathtub", "belief", "true", "end", "Logan = blue_bathtub"),
("Emily: blue_bathtub", "belief", "true", "end", "Emily = blue_bathtub"),
("Emily thinks Logan thinks blue_bathtub", "belief", "true", "end", "Emily -> Logan = blue_bathtub", "Emily: blue_bathtub"),
("they were both there for the placement", "presence", "true", 2, "both witnessed line 2"),
("she saw him leave", "presence", "true", 4, "Emily witnessed line 4"),
("Avery stayed until line 11", "presence", "true", 11, "Avery exits the playroom at line 11"),
("he saw Logan and Emily leave", "presence", "true", 6, "Avery witnessed lines 4, 6"),
("then saw the move", "presence", "true", 7, "Avery witnessed line 7"),
("Avery thinks Emily thinks Logan thinks blue_bathtub", "belief", "true", "end", "gold chain = blue_bathtub"),
("in the attic, Avery, Logan and Emily are together", "presence", "true", 16, "rooms row 16"),
("it's the pineapple there", "event", "true", 22, "attic lines concern the pineapple"),
("Emily's public claim at 26 says the pineapple is in the green_crate", "communication", "true", 26, "line 26"),
("Avery's private tell to Emily is also about the pineapple", "communication", "true", 27, "line 27"),
("Emily was alone when she moved the pineapple to the red_bathtub", "presence", "true", 22, "witnessed_by line 22 = Emily"),
("Logan left the attic before Avery did", "order", "false", 21, "PLANTED: Avery exits the attic at 19, Logan at 21"),
("Avery saw Logan and Emily both leave the playroom", "presence", "true", 6, "Avery witnessed lines 4, 6"),
("before Isabella moved the cabbage", "order", "true", 7, "4, 6 < 7"),
("in Emily's mind, Logan still thinks it's in the blue_bathtub", "belief", "true", "end", "Avery -> Emily -> Logan = blue_bathtub"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_bathtub",
response="""K — the blue_bathtub.""",
claims=[
("the blue_bathtub", "belief", "true", "end", "answer restated"),
]))
