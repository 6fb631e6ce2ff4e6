# Q5 s6817-4-o4: Where does Ethan think Alexander thinks Evelyn thinks Liam thinks the grapes is?  gold green_treasure_chest
G = "green_treasure_chest"
Q = "Ethan -> Alexander -> Evelyn -> Liam"
RECORDS = [
{
"style": "numbered", "label": "sound", "stated_answer": G,
"response": r"""Let's think step by step.

1. All five start in the front_yard, and the grapes are in the green_cupboard.
2. Ethan moves the grapes to the green_treasure_chest (line 3) while everyone watches, then leaves at line 4.
3. After Ethan's exit, Alexander moves the grapes to the red_bucket. Ethan never sees this.
4. Because Ethan left first, the last thing he saw in the front yard with Alexander, Evelyn and Liam is the grapes in the green_treasure_chest.
5. The claims in the waiting room (Jayden's public claim and Liam's private tell to Ethan) update what Ethan himself believes, but not the nested chain through Alexander and Evelyn.

So Ethan thinks Alexander thinks Evelyn thinks Liam thinks the grapes are in the green_treasure_chest.

\boxed{green_treasure_chest}""",
"claims": [
("All five start in the front_yard", "presence", "true", 1, "row 1 rooms", [("room", 1, a, "front_yard") for a in ("Ethan", "Alexander", "Evelyn", "Jayden", "Liam")]),
("the grapes are in the green_cupboard", "location", "true", 2, "row 2", ("obj", 2, "green_cupboard")),
("Ethan moves the grapes to the green_treasure_chest (line 3)", "event", "true", 3, "line 3", ("line", 3, "Ethan moved the grapes to the green_treasure_chest")),
("while everyone watches", "presence", "true", 3, "all witnessed 3", [("wit", 3, a, True) for a in ("Ethan", "Alexander", "Evelyn", "Jayden", "Liam")]),
("then leaves at line 4", "event", "true", 4, "line 4", ("line", 4, "Ethan exited")),
("After Ethan's exit, Alexander moves the grapes to the red_bucket", "event", "true", 5, "line 5", ("line", 5, "Alexander moved the grapes to the red_bucket")),
("Ethan never sees this", "presence", "true", 5, "Ethan not witness of 5", ("wit", 5, "Ethan", False)),
("Ethan left first", "order", "true", 4, "first exit is line 4"),
("the last thing he saw in the front yard with Alexander, Evelyn and Liam is the grapes in the green_treasure_chest", "location", "true", 4, "grapes in green_treasure_chest when Ethan left", ("obj", 4, G)),
("update what Ethan himself believes", "communication", "true", 14, "Ethan adopts green_envelope at 14", ("bel", 14, "Ethan", "green_envelope")),
("but not the nested chain through Alexander and Evelyn", "communication", "true", "end", "chain unchanged", ("bel", "end", Q, G)),
("So Ethan thinks Alexander thinks Evelyn thinks Liam thinks the grapes are in the green_treasure_chest", "belief", "true", "end", "final answer", ("bel", "end", Q, G)),
]},
{
"style": "answer_first", "label": "sound", "stated_answer": G,
"response": """K. green_treasure_chest

Ethan put the grapes in the green_treasure_chest (line 3) and walked out at line 4, before Alexander's move to the red_bucket (line 5). From Ethan's perspective, Alexander, Evelyn and Liam all saw his move, so every level of the nested belief stays at the green_treasure_chest.""",
"claims": [
("Ethan put the grapes in the green_treasure_chest (line 3)", "event", "true", 3, "line 3", ("line", 3, "Ethan moved the grapes to the green_treasure_chest")),
("walked out at line 4", "event", "true", 4, "line 4", ("line", 4, "Ethan exited")),
("before Alexander's move to the red_bucket (line 5)", "order", "true", 5, "4 < 5", ("line", 5, "Alexander moved the grapes to the red_bucket")),
("Alexander, Evelyn and Liam all saw his move", "presence", "true", 3, "witnessed 3", [("wit", 3, a, True) for a in ("Alexander", "Evelyn", "Liam")]),
("every level of the nested belief stays at the green_treasure_chest", "belief", "true", "end", "final answer; E->A, E->A->Ev, E->A->Ev->L", [("bel", "end", "Ethan -> Alexander", G), ("bel", "end", "Ethan -> Alexander -> Evelyn", G), ("bel", "end", Q, G)]),
]},
{
"style": "narrative", "label": "unsound", "stated_answer": G,
"response": """Let me trace this carefully, from the outermost perspective in.

Ethan was in the front yard only long enough to move the grapes from the green_cupboard to the green_treasure_chest. Everyone else saw him do it, and then he left. Ethan never saw Alexander's move to the red_bucket or Jayden's move to the green_envelope.

So whatever Ethan imagines Alexander imagining about Evelyn and Liam has to be built on the green_treasure_chest, because that's the last state Ethan shared with all of them.

What about the waiting room? Jayden publicly says the grapes are in the green_envelope, and Liam privately tells Ethan the same. Ethan trusts both, so his own belief shifts to the green_envelope. Liam's private message, however, doesn't change what Ethan thinks Liam believes. And neither message touches the nested chain through Alexander and Evelyn.

The answer is K. green_treasure_chest.""",
"claims": [
("Ethan was in the front yard only long enough to move the grapes from the green_cupboard to the green_treasure_chest", "event", "true", 3, "line 3 then exit 4", [("line", 3, "Ethan moved the grapes to the green_treasure_chest"), ("obj", 2, "green_cupboard")]),
("Everyone else saw him do it", "presence", "true", 3, "all witnessed 3", [("wit", 3, a, True) for a in ("Alexander", "Evelyn", "Jayden", "Liam")]),
("and then he left", "event", "true", 4, "line 4", ("line", 4, "Ethan exited")),
("Ethan never saw Alexander's move to the red_bucket or Jayden's move to the green_envelope", "presence", "true", 5, "Ethan not witness of 5, 9", [("wit", 5, "Ethan", False), ("wit", 9, "Ethan", False)]),
("whatever Ethan imagines Alexander imagining about Evelyn and Liam has to be built on the green_treasure_chest", "belief", "true", "end", "final answer chain", ("bel", "end", Q, G)),
("that's the last state Ethan shared with all of them", "location", "true", 4, "green_treasure_chest at Ethan's exit", ("obj", 4, G)),
("Jayden publicly says the grapes are in the green_envelope", "event", "true", 14, "line 14", ("line", 14, "Jayden publicly claimed that grapes is in the green_envelope")),
("Liam privately tells Ethan the same", "event", "true", 16, "line 16", ("line", 16, "Liam privately told Ethan that the grapes is in the green_envelope")),
("Ethan trusts both", "communication", "true", 14, "Jayden (10) and Liam (12) exited after Ethan (4)", ("bel", 14, "Ethan", "green_envelope")),
("his own belief shifts to the green_envelope", "belief", "true", 14, "Ethan at 14", ("bel", 14, "Ethan", "green_envelope")),
("Liam's private message, however, doesn't change what Ethan thinks Liam believes", "communication", "false", 16, "PLANTED: Ethan->Liam becomes green_envelope at 16", ("bel", 16, "Ethan -> Liam", G)),
("neither message touches the nested chain through Alexander and Evelyn", "communication", "true", "end", "chain unchanged", ("bel", "end", Q, G)),
]},
{
"style": "thinking", "label": "unsound", "stated_answer": G,
"response": """<think>
Ethan → Alexander → Evelyn → Liam.

Ethan moved grapes to green_treasure_chest at 3, left at 4. Alexander, Evelyn, Jayden, Liam still there.
Alexander moves to red_bucket at 5, leaves at 6.
Evelyn leaves at 8 — at that point the grapes are in the green_envelope.
Hmm, wait. Ethan didn't see any of the front-yard moves after line 4. He believes Alexander believes (as of when they were last together) it's green_treasure_chest. And Ethan would model Alexander's model of Evelyn and Liam the same way, since all four watched his move together.

Hmm, but Liam told Ethan privately it's in the green_envelope at 16. Does that change Ethan's view of Liam? It does change Ethan → Liam directly, but the question goes through Alexander and Evelyn, and Alexander wasn't part of that private conversation.

So: green_treasure_chest.
</think>

Ethan thinks Alexander thinks Evelyn thinks Liam thinks the grapes are in the green_treasure_chest — answer **K**.""",
"claims": [
("Ethan moved grapes to green_treasure_chest at 3", "event", "true", 3, "line 3", ("line", 3, "Ethan moved the grapes to the green_treasure_chest")),
("left at 4", "event", "true", 4, "line 4", ("line", 4, "Ethan exited")),
("Alexander, Evelyn, Jayden, Liam still there", "presence", "true", 4, "rooms at 4", [("room", 4, a, "front_yard") for a in ("Alexander", "Evelyn", "Jayden", "Liam")]),
("Alexander moves to red_bucket at 5", "event", "true", 5, "line 5", ("line", 5, "Alexander moved the grapes to the red_bucket")),
("leaves at 6", "event", "true", 6, "line 6", ("line", 6, "Alexander exited")),
("Evelyn leaves at 8", "event", "true", 8, "line 8", ("line", 8, "Evelyn exited")),
("at that point the grapes are in the green_envelope", "location", "false", 8, "PLANTED: red_bucket at 8; Jayden moves them at 9", ("obj", 8, "green_envelope")),
("Ethan didn't see any of the front-yard moves after line 4", "presence", "true", 5, "Ethan not witness of 5, 9", [("wit", 5, "Ethan", False), ("wit", 9, "Ethan", False)]),
("He believes Alexander believes (as of when they were last together) it's green_treasure_chest", "belief", "true", "end", "Ethan->Alexander", ("bel", "end", "Ethan -> Alexander", G)),
("all four watched his move together", "presence", "true", 3, "witnessed 3", [("wit", 3, a, True) for a in ("Alexander", "Evelyn", "Jayden", "Liam")]),
("Liam told Ethan privately it's in the green_envelope at 16", "event", "true", 16, "line 16", ("line", 16, "Liam privately told Ethan")),
("It does change Ethan → Liam directly", "communication", "true", 16, "Ethan->Liam green_envelope at 16", ("bel", 16, "Ethan -> Liam", "green_envelope")),
("Alexander wasn't part of that private conversation", "presence", "true", 16, "Alexander not witness of 16", ("wit", 16, "Alexander", False)),
("Ethan thinks Alexander thinks Evelyn thinks Liam thinks the grapes are in the green_treasure_chest", "belief", "true", "end", "final answer", ("bel", "end", Q, G)),
]},
{
"style": "terse", "label": "wrong", "stated_answer": "green_envelope",
"response": """M. green_envelope — Jayden announced it publicly and Liam confirmed it to Ethan.""",
"claims": [
("Jayden announced it publicly", "event", "true", 14, "line 14", ("line", 14, "Jayden publicly claimed")),
("Liam confirmed it to Ethan", "event", "true", 16, "line 16", ("line", 16, "Liam privately told Ethan that the grapes is in the green_envelope")),
]},
]
