# Q10 s6817-9-o4: Where does Liam think Alexander thinks Isla thinks Owen thinks the pumpkin is?  gold blue_cupboard
G = "blue_cupboard"
Q = "Liam -> Alexander -> Isla -> Owen"
RECORDS = [
{
"style": "narrative", "label": "sound", "stated_answer": G,
"response": """Let me trace the pumpkin. It starts in the blue_container, and Olivia leaves early, before anything happens. Owen then moves it to the blue_cupboard while Liam, Isla and Alexander watch, and he leaves right after.

Owen never saw Liam's move to the green_basket, so Owen himself believes the blue_cupboard. Isla, Alexander and Liam all watched Owen leave, so each of them knows Owen's information stops at the blue_cupboard — and since they were all together for that, the knowledge is shared: Liam knows Alexander knows Isla knows it.

The later business with the banana in the playroom involves a different object and doesn't affect the pumpkin at all.

The answer is M. blue_cupboard.""",
"claims": [
("It starts in the blue_container", "location", "true", 2, "row 2", ("obj", 2, "blue_container")),
("Olivia leaves early", "event", "true", 4, "line 4", ("line", 4, "Olivia exited")),
("before anything happens", "order", "true", 4, "first move at 5", ("obj", 4, "blue_container")),
("Owen then moves it to the blue_cupboard", "event", "true", 5, "line 5", ("line", 5, "Owen moved the pumpkin to the blue_cupboard")),
("while Liam, Isla and Alexander watch", "presence", "true", 5, "witnessed 5", [("wit", 5, a, True) for a in ("Liam", "Isla", "Alexander")]),
("he leaves right after", "event", "true", 7, "line 7 (line 6 is a noise line)", ("line", 7, "Owen exited")),
("Owen never saw Liam's move to the green_basket", "presence", "true", 8, "Owen not witness of 8", ("wit", 8, "Owen", False)),
("Owen himself believes the blue_cupboard", "belief", "true", "end", "Owen end", ("bel", "end", "Owen", G)),
("Isla, Alexander and Liam all watched Owen leave", "presence", "true", 7, "witnessed 7", [("wit", 7, a, True) for a in ("Isla", "Alexander", "Liam")]),
("each of them knows Owen's information stops at the blue_cupboard", "belief", "true", "end", "X->Owen blue_cupboard", [("bel", "end", a + " -> Owen", G) for a in ("Isla", "Alexander", "Liam")]),
("Liam knows Alexander knows Isla knows it", "belief", "true", "end", "final answer chain", ("bel", "end", Q, G)),
("The later business with the banana in the playroom involves a different object", "event", "true", 18, "lines 17-24 are about the banana", ("line", 18, "banana")),
("doesn't affect the pumpkin at all", "location", "true", "end", "pumpkin stays green_basket from 8 on", [("obj", t, "green_basket") for t in range(17, 26)]),
]},
{
"style": "answer_first", "label": "sound", "stated_answer": G,
"response": """M. blue_cupboard

- Owen put the pumpkin in the blue_cupboard at line 5 with Alexander, Isla and Liam in the room.
- Owen exited at line 7, before Liam moved it to the green_basket (line 8).
- Liam, Alexander and Isla all saw Owen leave, and they all know that the others saw it too, so every layer of the chain resolves to the blue_cupboard.""",
"claims": [
("Owen put the pumpkin in the blue_cupboard at line 5", "event", "true", 5, "line 5", ("line", 5, "Owen moved the pumpkin to the blue_cupboard")),
("with Alexander, Isla and Liam in the room", "presence", "true", 5, "rooms at 5", [("room", 5, a, "hallway") for a in ("Alexander", "Isla", "Liam")]),
("Owen exited at line 7", "event", "true", 7, "line 7", ("line", 7, "Owen exited")),
("before Liam moved it to the green_basket (line 8)", "order", "true", 8, "7 < 8", ("line", 8, "Liam moved the pumpkin to the green_basket")),
("Liam, Alexander and Isla all saw Owen leave", "presence", "true", 7, "witnessed 7", [("wit", 7, a, True) for a in ("Liam", "Alexander", "Isla")]),
("they all know that the others saw it too", "belief", "uncheckable", None, "common-knowledge statement not in the golds"),
("every layer of the chain resolves to the blue_cupboard", "belief", "true", "end", "final answer", [("bel", "end", "Alexander -> Isla -> Owen", G), ("bel", "end", Q, G)]),
]},
{
"style": "thinking", "label": "unsound", "stated_answer": G,
"response": """<think>
Liam → Alexander → Isla → Owen → pumpkin.

Owen moved the pumpkin to the blue_cupboard at line 5, then exited at 7. Liam, Isla, Alexander were all present for both. So Owen believes blue_cupboard, and anyone who saw him leave knows that.

Next Liam moves it to the green_basket at 8 and leaves at 9. Isla and Alexander see this. So Isla believes green_basket, and Alexander thinks Isla thinks it's in the blue_cupboard — no wait, let me redo that. Alexander saw Isla watch Liam's move, so Alexander thinks Isla thinks green_basket. But that's Isla's own belief, not her belief about Owen. Alexander thinks Isla thinks Owen thinks blue_cupboard.

And Liam? Liam left at 9, but before that he saw Owen leave with Alexander and Isla present. So Liam → Alexander → Isla → Owen is blue_cupboard too.

Hmm, Alexander left before Isla did, at 12, but that doesn't matter for the Owen part.
</think>

**M. blue_cupboard**""",
"claims": [
("Owen moved the pumpkin to the blue_cupboard at line 5", "event", "true", 5, "line 5", ("line", 5, "Owen moved the pumpkin to the blue_cupboard")),
("then exited at 7", "event", "true", 7, "line 7", ("line", 7, "Owen exited")),
("Liam, Isla, Alexander were all present for both", "presence", "true", 5, "witnessed 5 and 7", [("wit", t, a, True) for t in (5, 7) for a in ("Liam", "Isla", "Alexander")]),
("So Owen believes blue_cupboard", "belief", "true", "end", "Owen end", ("bel", "end", "Owen", G)),
("anyone who saw him leave knows that", "belief", "true", "end", "Liam/Isla/Alexander -> Owen blue_cupboard", [("bel", "end", a + " -> Owen", G) for a in ("Isla", "Alexander", "Liam")]),
("Next Liam moves it to the green_basket at 8", "event", "true", 8, "line 8", ("line", 8, "Liam moved the pumpkin to the green_basket")),
("leaves at 9", "event", "true", 9, "line 9", ("line", 9, "Liam exited")),
("Isla and Alexander see this", "presence", "true", 8, "witnessed 8", [("wit", 8, "Isla", True), ("wit", 8, "Alexander", True)]),
("So Isla believes green_basket", "belief", "true", "end", "Isla end", ("bel", "end", "Isla", "green_basket")),
("Alexander saw Isla watch Liam's move", "presence", "true", 8, "both witnessed 8", [("wit", 8, "Isla", True), ("wit", 8, "Alexander", True)]),
("so Alexander thinks Isla thinks green_basket", "belief", "true", "end", "Alexander->Isla", ("bel", "end", "Alexander -> Isla", "green_basket")),
("Alexander thinks Isla thinks Owen thinks blue_cupboard", "belief", "true", "end", "sub-chain", ("bel", "end", "Alexander -> Isla -> Owen", G)),
("Liam left at 9", "event", "true", 9, "line 9", ("line", 9, "Liam exited")),
("he saw Owen leave with Alexander and Isla present", "presence", "true", 7, "Liam witnessed 7 with both present", [("wit", 7, "Liam", True), ("wit", 7, "Alexander", True), ("wit", 7, "Isla", True)]),
("So Liam → Alexander → Isla → Owen is blue_cupboard too", "belief", "true", "end", "final answer", ("bel", "end", Q, G)),
("Alexander left before Isla did, at 12", "order", "false", 12, "PLANTED: Isla exits at 12, Alexander stays until 15", ("room", 12, "Alexander", None)),
]},
{
"style": "terse", "label": "wrong", "stated_answer": "green_basket",
"response": """O. green_basket, since Liam moved it there last.""",
"claims": [
("Liam moved it there last", "event", "true", 8, "line 8 is the last pumpkin move", [("line", 8, "Liam moved the pumpkin to the green_basket"), ("obj", "end", "green_basket")]),
]},
{
"style": "numbered", "label": "unsupported", "stated_answer": G,
"response": """Let's think step by step.
1. We need Liam's belief about Alexander's belief about Isla's belief about Owen's belief.
2. Each nested belief depends on what the inner person was known to have observed.
3. Following the chain all the way down, Liam thinks Alexander thinks Isla thinks Owen thinks the pumpkin is in the blue_cupboard.

The answer is [blue_cupboard].""",
"claims": [
("Liam thinks Alexander thinks Isla thinks Owen thinks the pumpkin is in the blue_cupboard", "belief", "true", "end", "final answer restated", ("bel", "end", Q, G)),
]},
]
