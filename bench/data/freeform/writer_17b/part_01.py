# Q1 s6817-12-o2: Where does Gracie think Logan thinks the peas is?  gold green_treasure_chest
G = "green_treasure_chest"
RECORDS = [
{
"style": "answer_first", "label": "sound", "stated_answer": G,
"response": """**Answer: L. green_treasure_chest**

Explanation:
- The peas start in the green_treasure_chest (line 2), and Logan leaves the porch at line 6 before anything is moved.
- Mia's move to the green_basket (line 7) happens after Logan is gone, so Gracie knows Logan never saw it.
- Gracie herself puts the peas back in the green_treasure_chest at line 11.
- Aiden's public claim in the waiting room (line 15) doesn't change what Gracie thinks Logan believes, so from Gracie's point of view Logan still has the peas in the green_treasure_chest.""",
"claims": [
("The peas start in the green_treasure_chest (line 2)", "location", "true", 2, "row 2 peas in green_treasure_chest", ("obj", 2, G)),
("Logan leaves the porch at line 6", "event", "true", 6, "line 6 Logan exited", ("room", 6, "Logan", None)),
("before anything is moved", "order", "true", 6, "first move is line 7", ("obj", 6, G)),
("Mia's move to the green_basket (line 7)", "event", "true", 7, "line 7", ("line", 7, "Mia moved the peas to the green_basket")),
("happens after Logan is gone", "presence", "true", 7, "Logan not in porch at 7", ("wit", 7, "Logan", False)),
("Gracie knows Logan never saw it", "belief", "true", 7, "Gracie->Logan stays green_treasure_chest at 7", ("bel", 7, "Gracie -> Logan", G)),
("Gracie herself puts the peas back in the green_treasure_chest at line 11", "event", "true", 11, "line 11", ("line", 11, "Gracie moved the peas to the green_treasure_chest")),
("Aiden's public claim in the waiting room (line 15) doesn't change what Gracie thinks Logan believes", "communication", "true", 15, "Gracie->Logan unchanged at 15", ("bel", 15, "Gracie -> Logan", G)),
("from Gracie's point of view Logan still has the peas in the green_treasure_chest", "belief", "true", "end", "final answer; Gracie->Logan end", ("bel", "end", "Gracie -> Logan", G)),
]},
{
"style": "thinking", "label": "unsound", "stated_answer": G,
"response": """<think>
We need Gracie's belief about Logan's belief regarding the peas.

Start: everyone is in the porch and the peas are in the green_treasure_chest. Charlotte leaves (4), then Logan leaves (6). So Logan last saw the peas in the green_treasure_chest.

Mia moves them to the green_basket at 7 — Gracie sees that, but Logan is already gone. Then Mia leaves, Aiden leaves too, and Gracie moves the peas back to the green_treasure_chest at 11 while alone.

Now the waiting room. Aiden publicly says green_basket. Hmm, does that change anything? Logan left before Aiden, so Logan trusts Aiden, and Logan himself switches to green_basket. But the question is what Gracie thinks Logan thinks. Wait, let me re-check — when Logan walked out at 6 the peas were still in the green_treasure_chest, and Gracie was there to see him go. Aiden's claim doesn't shift Gracie's picture of Logan.

Then Gracie privately tells Charlotte it's in the green_treasure_chest, which doesn't change Charlotte's mind since she already heard Aiden. Irrelevant for Logan anyway.

So Gracie thinks Logan thinks green_treasure_chest.
</think>

Gracie thinks Logan believes the peas are in the **green_treasure_chest** (L). Logan left at line 6, before any move, and Aiden's claim doesn't alter Gracie's view of Logan.""",
"claims": [
("everyone is in the porch", "presence", "true", 2, "all five in porch at 2", [("room", 2, a, "porch") for a in ("Charlotte", "Logan", "Mia", "Aiden", "Gracie")]),
("the peas are in the green_treasure_chest", "location", "true", 2, "row 2", ("obj", 2, G)),
("Charlotte leaves (4)", "event", "true", 4, "line 4", ("line", 4, "Charlotte exited")),
("then Logan leaves (6)", "event", "true", 6, "line 6", ("line", 6, "Logan exited")),
("So Logan last saw the peas in the green_treasure_chest", "belief", "true", 6, "Logan belief at 6", ("bel", 6, "Logan", G)),
("Mia moves them to the green_basket at 7", "event", "true", 7, "line 7", ("line", 7, "Mia moved the peas to the green_basket")),
("Gracie sees that", "presence", "true", 7, "Gracie witnessed 7", ("wit", 7, "Gracie", True)),
("Logan is already gone", "presence", "true", 7, "Logan not in a room at 7", ("room", 7, "Logan", None)),
("Then Mia leaves", "event", "true", 8, "line 8", ("line", 8, "Mia exited")),
("Aiden leaves too", "event", "true", 10, "line 10", ("line", 10, "Aiden exited")),
("Gracie moves the peas back to the green_treasure_chest at 11", "event", "true", 11, "line 11", ("line", 11, "Gracie moved the peas to the green_treasure_chest")),
("while alone", "presence", "true", 11, "only Gracie in porch at 11", [("wit", 11, a, False) for a in ("Charlotte", "Logan", "Mia", "Aiden")]),
("Aiden publicly says green_basket", "event", "true", 15, "line 15", ("line", 15, "Aiden publicly claimed that peas is in the green_basket")),
("Logan left before Aiden", "order", "true", 6, "Logan exits 6, Aiden 10"),
("Logan trusts Aiden", "communication", "true", 15, "Logan adopts green_basket at 15", ("bel", 15, "Logan", "green_basket")),
("Logan himself switches to green_basket", "belief", "true", 15, "Logan belief at 15", ("bel", 15, "Logan", "green_basket")),
("the peas were still in the green_treasure_chest", "location", "true", 6, "row 6", ("obj", 6, G)),
("Gracie was there to see him go", "presence", "true", 6, "Gracie witnessed 6", ("wit", 6, "Gracie", True)),
("Aiden's claim doesn't shift Gracie's picture of Logan", "communication", "true", 15, "Gracie->Logan unchanged at 15", ("bel", 15, "Gracie -> Logan", G)),
("Gracie privately tells Charlotte it's in the green_treasure_chest", "event", "true", 16, "line 16", ("line", 16, "Gracie privately told Charlotte")),
("which doesn't change Charlotte's mind", "communication", "false", 16, "PLANTED: Charlotte goes green_basket -> green_treasure_chest at 16", ("bel", 16, "Charlotte", "green_basket")),
("she already heard Aiden", "presence", "true", 15, "Charlotte witnessed 15", ("wit", 15, "Charlotte", True)),
("So Gracie thinks Logan thinks green_treasure_chest.", "belief", "true", "end", "final answer in thinking", ("bel", "end", "Gracie -> Logan", G)),
("Gracie thinks Logan believes the peas are in the **green_treasure_chest**", "belief", "true", "end", "final answer", ("bel", "end", "Gracie -> Logan", G)),
("Logan left at line 6", "event", "true", 6, "line 6", ("line", 6, "Logan exited")),
("before any move", "order", "true", 6, "first move at 7"),
("Aiden's claim doesn't alter Gracie's view of Logan", "communication", "true", 15, "Gracie->Logan unchanged", ("bel", 15, "Gracie -> Logan", G)),
]},
{
"style": "numbered", "label": "wrong", "stated_answer": "green_basket",
"response": """**Step 1: Initial location.** The peas are in the green_treasure_chest at the start (line 2).

**Step 2: Who leaves when.** Charlotte exits at line 4 and Logan at line 6, so neither sees Mia move the peas to the green_basket at line 7.

**Step 3: Gracie's move.** Gracie returns the peas to the green_treasure_chest at line 11, but nobody else is around.

**Step 4: The public claim.** In the waiting room, Aiden announces the peas are in the green_basket. Logan trusts Aiden since Aiden stayed longer, and Gracie hears the whole thing, so Gracie knows Logan now believes the green_basket.

**Answer:** N. green_basket""",
"claims": [
("The peas are in the green_treasure_chest at the start (line 2)", "location", "true", 2, "row 2", ("obj", 2, G)),
("Charlotte exits at line 4", "event", "true", 4, "line 4", ("line", 4, "Charlotte exited")),
("Logan at line 6", "event", "true", 6, "line 6", ("line", 6, "Logan exited")),
("neither sees Mia move the peas", "presence", "true", 7, "Charlotte, Logan not witnesses of 7", [("wit", 7, "Charlotte", False), ("wit", 7, "Logan", False)]),
("Mia move the peas to the green_basket at line 7", "event", "true", 7, "line 7", ("line", 7, "Mia moved the peas to the green_basket")),
("Gracie returns the peas to the green_treasure_chest at line 11", "event", "true", 11, "line 11", ("line", 11, "Gracie moved the peas to the green_treasure_chest")),
("nobody else is around", "presence", "true", 11, "only Gracie witnessed 11", [("wit", 11, a, False) for a in ("Charlotte", "Logan", "Mia", "Aiden")]),
("Aiden announces the peas are in the green_basket", "event", "true", 15, "line 15", ("line", 15, "Aiden publicly claimed")),
("Logan trusts Aiden", "communication", "true", 15, "Logan adopts green_basket", ("bel", 15, "Logan", "green_basket")),
("Aiden stayed longer", "order", "true", 10, "Aiden exits 10 after Logan 6"),
("Gracie hears the whole thing", "presence", "true", 15, "Gracie witnessed 15", ("wit", 15, "Gracie", True)),
("Gracie knows Logan now believes the green_basket", "belief", "false", 15, "Gracie->Logan stays green_treasure_chest", ("bel", 15, "Gracie -> Logan", "green_basket")),
]},
{
"style": "terse", "label": "unsupported", "stated_answer": G,
"response": """L — Gracie thinks Logan still thinks it's in the green_treasure_chest.""",
"claims": [
("Gracie thinks Logan still thinks it's in the green_treasure_chest", "belief", "true", "end", "final answer restated", ("bel", "end", "Gracie -> Logan", G)),
]},
{
"style": "narrative", "label": "sound", "stated_answer": G,
"response": """Let me trace what Logan saw and what Gracie knows about it.

Logan was in the porch when the peas were placed in the green_treasure_chest, and he left at step 6. At that point nobody had touched the peas yet. Gracie was still in the room and watched him go, so she knows his information stops there.

Everything after that — Mia moving the peas to the green_basket, Gracie moving them back — happened without Logan. Interestingly, the peas ended up right back where Logan last saw them.

In the waiting room, Aiden claims the peas are in the green_basket. That might affect what Logan himself believes, but it doesn't change Gracie's view of what Logan thinks: she still places Logan's belief at the green_treasure_chest.

The answer is L. green_treasure_chest.""",
"claims": [
("Logan was in the porch when the peas were placed in the green_treasure_chest", "presence", "true", 2, "Logan witnessed 2", ("wit", 2, "Logan", True)),
("he left at step 6", "event", "true", 6, "line 6", ("line", 6, "Logan exited")),
("At that point nobody had touched the peas yet", "event", "true", 6, "no move before line 7", ("obj", 6, G)),
("Gracie was still in the room and watched him go", "presence", "true", 6, "Gracie witnessed 6", ("wit", 6, "Gracie", True)),
("so she knows his information stops there", "belief", "uncheckable", None, "vague"),
("Mia moving the peas to the green_basket", "event", "true", 7, "line 7", ("line", 7, "Mia moved the peas to the green_basket")),
("Gracie moving them back", "event", "true", 11, "line 11", ("line", 11, "Gracie moved the peas to the green_treasure_chest")),
("happened without Logan", "presence", "true", 7, "Logan witnessed neither 7 nor 11", [("wit", 7, "Logan", False), ("wit", 11, "Logan", False)]),
("the peas ended up right back where Logan last saw them", "location", "true", "end", "end green_treasure_chest", ("obj", "end", G)),
("Aiden claims the peas are in the green_basket", "event", "true", 15, "line 15", ("line", 15, "Aiden publicly claimed")),
("it doesn't change Gracie's view of what Logan thinks", "communication", "true", 15, "Gracie->Logan unchanged", ("bel", 15, "Gracie -> Logan", G)),
("she still places Logan's belief at the green_treasure_chest", "belief", "true", "end", "final answer", ("bel", "end", "Gracie -> Logan", G)),
]},
]
