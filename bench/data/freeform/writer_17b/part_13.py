# Q13 s6817-7-o2: Where does Jackson think Olivia thinks the spinach is?  gold green_drawer
G = "green_drawer"
RECORDS = [
{
"style": "answer_first", "label": "sound", "stated_answer": G,
"response": """**Answer: F. green_drawer**

Explanation:
- Olivia left the master_bedroom at line 6, when the spinach was still in the green_drawer (placed there at line 2).
- Jackson was in the room when she left, so he knows she never saw Carter's move to the blue_container (line 9).
- Carter's public claim (line 15) also says green_drawer, so nothing changes Jackson's view of Olivia.""",
"claims": [
("Olivia left the master_bedroom at line 6", "event", "true", 6, "line 6", ("line", 6, "Olivia exited")),
("the spinach was still in the green_drawer", "location", "true", 6, "row 6", ("obj", 6, G)),
("placed there at line 2", "location", "true", 2, "row 2", ("obj", 2, G)),
("Jackson was in the room when she left", "presence", "true", 6, "Jackson witnessed 6", ("wit", 6, "Jackson", True)),
("he knows she never saw Carter's move to the blue_container (line 9)", "belief", "true", 9, "Jackson->Olivia green_drawer at 9", [("bel", 9, "Jackson -> Olivia", G), ("wit", 9, "Olivia", False)]),
("Carter's public claim (line 15) also says green_drawer", "event", "true", 15, "line 15", ("line", 15, "Carter publicly claimed that spinach is in the green_drawer")),
("nothing changes Jackson's view of Olivia", "communication", "true", "end", "Jackson->Olivia stays green_drawer", [("bel", 15, "Jackson -> Olivia", G), ("bel", 16, "Jackson -> Olivia", G)]),
]},
{
"style": "narrative", "label": "sound", "stated_answer": G,
"response": """Let me trace Olivia's view first. She was in the master bedroom when the spinach was in the green_drawer, and she left at step 6 without seeing anything else happen to it. Jackson stayed behind — he saw Carter move the spinach to the blue_container, then moved it back to the green_drawer himself once Carter had gone.

So Olivia believes the green_drawer, and Jackson knows she does, since he watched her leave before any move. The answer is F. green_drawer.""",
"claims": [
("She was in the master bedroom when the spinach was in the green_drawer", "presence", "true", 2, "Olivia witnessed 2", ("wit", 2, "Olivia", True)),
("she left at step 6", "event", "true", 6, "line 6", ("line", 6, "Olivia exited")),
("without seeing anything else happen to it", "presence", "true", 9, "Olivia witnessed neither 9 nor 11", [("wit", 9, "Olivia", False), ("wit", 11, "Olivia", False)]),
("Jackson stayed behind", "presence", "true", 6, "Jackson still in master_bedroom at 6", ("room", 6, "Jackson", "master_bedroom")),
("he saw Carter move the spinach to the blue_container", "presence", "true", 9, "Jackson witnessed 9", [("wit", 9, "Jackson", True), ("line", 9, "Carter moved the spinach to the blue_container")]),
("then moved it back to the green_drawer himself", "event", "true", 11, "line 11", ("line", 11, "Jackson moved the spinach to the green_drawer")),
("once Carter had gone", "order", "true", 11, "Carter exits 10 before 11", ("room", 11, "Carter", None)),
("So Olivia believes the green_drawer", "belief", "true", "end", "Olivia end", ("bel", "end", "Olivia", G)),
("Jackson knows she does", "belief", "true", "end", "final answer", ("bel", "end", "Jackson -> Olivia", G)),
("he watched her leave before any move", "presence", "true", 6, "Jackson witnessed 6; first move at 9", ("wit", 6, "Jackson", True)),
]},
{
"style": "thinking", "label": "unsound", "stated_answer": G,
"response": """<think>
Jackson → Olivia → spinach.

Olivia left at 6. At that time the spinach was in the green_drawer, where it started. Noah left at 8. Carter moved it to the blue_container at 9, with only Jackson watching. Then Carter left, and Jackson moved it back to the green_drawer at 11.

So Jackson knows Olivia saw only the green_drawer. Also, Carter thinks Jackson believes the blue_container, since Carter never saw Jackson move it back. Hmm, that's about Carter though, not Olivia.

Waiting room: Carter claims green_drawer publicly, Jackson tells Charlotte green_drawer. Everything points to the green_drawer anyway.
</think>

F. green_drawer — Jackson saw Olivia leave before anything was moved.""",
"claims": [
("Olivia left at 6", "event", "true", 6, "line 6", ("line", 6, "Olivia exited")),
("At that time the spinach was in the green_drawer", "location", "true", 6, "row 6", ("obj", 6, G)),
("where it started", "location", "true", 2, "row 2", ("obj", 2, G)),
("Noah left at 8", "event", "true", 8, "line 8", ("line", 8, "Noah exited")),
("Carter moved it to the blue_container at 9", "event", "true", 9, "line 9", ("line", 9, "Carter moved the spinach to the blue_container")),
("with only Jackson watching", "presence", "true", 9, "witnesses Carter and Jackson", [("wit", 9, "Jackson", True)] + [("wit", 9, a, False) for a in ("Charlotte", "Olivia", "Noah")]),
("Then Carter left", "event", "true", 10, "line 10", ("line", 10, "Carter exited")),
("Jackson moved it back to the green_drawer at 11", "event", "true", 11, "line 11", ("line", 11, "Jackson moved the spinach to the green_drawer")),
("So Jackson knows Olivia saw only the green_drawer", "belief", "true", "end", "final answer", ("bel", "end", "Jackson -> Olivia", G)),
("Carter thinks Jackson believes the blue_container", "belief", "false", "end", "PLANTED: Carter->Jackson becomes green_drawer at 15", ("bel", "end", "Carter -> Jackson", "blue_container")),
("Carter never saw Jackson move it back", "presence", "true", 11, "Carter not witness of 11", ("wit", 11, "Carter", False)),
("Carter claims green_drawer publicly", "event", "true", 15, "line 15", ("line", 15, "Carter publicly claimed")),
("Jackson tells Charlotte green_drawer", "event", "true", 16, "line 16", ("line", 16, "Jackson privately told Charlotte that the spinach is in the green_drawer")),
("Everything points to the green_drawer anyway", "location", "uncheckable", None, "vague"),
("Jackson saw Olivia leave before anything was moved", "presence", "true", 6, "Jackson witnessed 6; first move at 9", ("wit", 6, "Jackson", True)),
]},
{
"style": "terse", "label": "wrong", "stated_answer": "blue_container",
"response": """G. blue_container. Carter moved it there.""",
"claims": [
("Carter moved it there", "event", "true", 9, "line 9", ("line", 9, "Carter moved the spinach to the blue_container")),
]},
{
"style": "numbered", "label": "unsupported", "stated_answer": G,
"response": """1. **Identify the chain:** Jackson's belief about Olivia's belief.
2. **Consider Olivia's knowledge:** Olivia's belief depends on what she observed.
3. **Consider Jackson's knowledge of Olivia:** Jackson's view of Olivia depends on what he knows she observed.

**Answer:** F. green_drawer""",
"claims": []},
]
