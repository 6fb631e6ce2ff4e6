RECORDS = [
dict(style="narrative", label="unsound", stated_answer="red_crate",
response="""Let me work through this. All five start in the attic and see the persimmon go from the blue_suitcase into the red_drawer, which Abigail does at line 3. Then people trickle out: Abigail first, then Hannah, and Jack after her. Alexander moves the persimmon to the red_crate at line 10, and Hannah is already gone by then, so at that point she'd still think it's in the red_drawer.

But the story doesn't end there. At line 16 Hannah comes back into the attic with Abigail and Alexander, and the persimmon is sitting in the red_crate. She sees it there, so her belief updates. Nothing moves the persimmon after that — only the pumpkin gets shuffled around.

So Hannah really thinks the persimmon is in the red_crate. The answer is L. red_crate.""",
claims=[
("All five start in the attic", "presence", "true", 1, "line 1"),
("see the persimmon go from the blue_suitcase into the red_drawer", "presence", "true", 3, "all five witnessed line 3"),
("which Abigail does at line 3", "event", "true", 3, "line 3"),
("Abigail first", "order", "true", 4, "Abigail exits first at line 4"),
("then Hannah, and Jack after her", "order", "false", 8, "PLANTED: Jack exited at line 6, before Hannah (line 8)"),
("Alexander moves the persimmon to the red_crate at line 10", "event", "true", 10, "line 10"),
("Hannah is already gone by then", "presence", "true", 10, "Hannah room null at row 10"),
("at that point she'd still think it's in the red_drawer", "belief", "true", 10, "Hannah -> red_drawer at row 10"),
("At line 16 Hannah comes back into the attic with Abigail and Alexander", "event", "true", 16, "line 16"),
("the persimmon is sitting in the red_crate", "location", "true", 16, "objects row 16"),
("She sees it there", "presence", "true", 16, "Hannah -> red_crate from row 16"),
("Nothing moves the persimmon after that", "event", "true", "end", "persimmon red_crate rows 16-24"),
("only the pumpkin gets shuffled around", "event", "true", 22, "lines 18, 22 move the pumpkin"),
("Hannah really thinks the persimmon is in the red_crate", "belief", "true", "end", "Hannah -> red_crate at row 24"),
]),
dict(style="terse", label="sound", stated_answer="red_crate",
response="""L. red_crate — Hannah missed Alexander's move, but she saw the persimmon in the red_crate when she walked back into the attic at line 16.""",
claims=[
("Hannah missed Alexander's move", "presence", "true", 10, "Hannah not in witnessed_by row 10"),
("she saw the persimmon in the red_crate when she walked back into the attic at line 16", "presence", "true", 16, "Hannah -> red_crate at row 16"),
]),
dict(style="thinking", label="wrong", stated_answer="red_drawer",
response="""<think>
Hannah's own belief. Track the persimmon: blue_suitcase (2), Abigail moves it to red_drawer (3), everyone sees. Abigail exits (4), Jack exits (6), Hannah exits (8). Then Alexander moves it to the red_crate at 10 — only Alexander and Avery are there. Hannah has left.

Later, at 16 Abigail, Alexander and Hannah enter the attic, but the events after that are about the pumpkin: red_crate, then green_drawer, then green_bucket.

So Hannah's last info about the persimmon is the red_drawer.
</think>

O. red_drawer. Hannah left the attic before Alexander moved the persimmon, so she still believes it's in the red_drawer.""",
claims=[
("blue_suitcase (2)", "location", "true", 2, "objects row 2"),
("Abigail moves it to red_drawer (3)", "event", "true", 3, "line 3"),
("everyone sees", "presence", "true", 3, "all five witnessed"),
("Abigail exits (4)", "event", "true", 4, "line 4"),
("Jack exits (6)", "event", "true", 6, "line 6"),
("Hannah exits (8)", "event", "true", 8, "line 8"),
("Alexander moves it to the red_crate at 10", "event", "true", 10, "line 10"),
("only Alexander and Avery are there", "presence", "true", 10, "witnessed_by row 10"),
("at 16 Abigail, Alexander and Hannah enter the attic", "event", "true", 16, "line 16"),
("the events after that are about the pumpkin", "event", "true", 22, "lines 17-22 concern the pumpkin"),
("Hannah's last info about the persimmon is the red_drawer", "belief", "false", "end", "Hannah saw it in red_crate at line 16"),
("Hannah left the attic before Alexander moved the persimmon", "order", "true", 10, "exit 8 < move 10"),
("she still believes it's in the red_drawer", "belief", "false", "end", "Hannah -> red_crate at row 24"),
]),
dict(style="answer_first", label="sound", stated_answer="red_crate",
response="""L. red_crate

Explanation:
- Hannah saw Abigail move the persimmon into the red_drawer (line 3) and left the attic at line 8.
- Alexander moved it to the red_crate at line 10 while Hannah was away, with only Avery watching.
- However, Hannah re-entered the attic at line 16, where the persimmon was in the red_crate, so she saw its current spot.
- The persimmon isn't moved again, so Hannah believes it's in the red_crate.""",
claims=[
("Hannah saw Abigail move the persimmon into the red_drawer (line 3)", "presence", "true", 3, "Hannah in witnessed_by row 3"),
("left the attic at line 8", "event", "true", 8, "line 8"),
("Alexander moved it to the red_crate at line 10", "event", "true", 10, "line 10"),
("while Hannah was away", "presence", "true", 10, "Hannah room null row 10"),
("with only Avery watching", "presence", "true", 10, "witnessed_by = Alexander, Avery"),
("Hannah re-entered the attic at line 16", "event", "true", 16, "line 16"),
("the persimmon was in the red_crate", "location", "true", 16, "objects row 16"),
("she saw its current spot", "belief", "true", 16, "Hannah -> red_crate row 16"),
("The persimmon isn't moved again", "event", "true", "end", "no later move"),
("Hannah believes it's in the red_crate", "belief", "true", "end", "Hannah -> red_crate row 24"),
]),
dict(style="numbered", label="unsound", stated_answer="red_crate",
response="""**Step 1:** The persimmon starts in the blue_suitcase and Abigail moves it to the red_drawer (line 3) while all five are in the attic.

**Step 2:** Hannah exits at line 8, before Alexander moves the persimmon to the red_crate (line 10).

**Step 3:** At line 16, Hannah re-enters the attic with Abigail and Alexander. The persimmon is still in the red_crate, so she now sees where it is.

**Step 4:** The rest of the story concerns the pumpkin, which ends up in the green_drawer. The persimmon stays put.

**Answer:** L. red_crate""",
claims=[
("The persimmon starts in the blue_suitcase", "location", "true", 2, "objects row 2"),
("Abigail moves it to the red_drawer (line 3)", "event", "true", 3, "line 3"),
("all five are in the attic", "presence", "true", 3, "rooms row 3"),
("Hannah exits at line 8", "event", "true", 8, "line 8"),
("before Alexander moves the persimmon to the red_crate (line 10)", "order", "true", 10, "8 < 10"),
("Hannah re-enters the attic with Abigail and Alexander", "event", "true", 16, "line 16"),
("The persimmon is still in the red_crate", "location", "true", 16, "objects row 16"),
("she now sees where it is", "belief", "true", 16, "Hannah -> red_crate row 16"),
("which ends up in the green_drawer", "location", "false", "end", "PLANTED: pumpkin ends in green_bucket (line 22)"),
("The persimmon stays put", "event", "true", "end", "red_crate to the end"),
]),
]
