# Q8 s6817-15-o0: Where is the plum really?  gold blue_pantry
G = "blue_pantry"
RECORDS = [
{
"style": "numbered", "label": "sound", "stated_answer": G,
"response": """1. The plum starts in the blue_pantry (line 2).
2. Jayden moves it to the red_bathtub (line 5).
3. Carter moves it to the red_drawer (line 8).
4. Chloe moves it to the red_pantry (line 10).
5. Amelia, the last one in the hallway, moves it back to the blue_pantry (line 12).
6. The private messages in the waiting room don't move the plum; Carter's "red_basket" is simply false.

**Answer:** L. blue_pantry""",
"claims": [
("The plum starts in the blue_pantry (line 2)", "location", "true", 2, "row 2", ("obj", 2, G)),
("Jayden moves it to the red_bathtub (line 5)", "event", "true", 5, "line 5", ("line", 5, "Jayden moved the plum to the red_bathtub")),
("Carter moves it to the red_drawer (line 8)", "event", "true", 8, "line 8", ("line", 8, "Carter moved the plum to the red_drawer")),
("Chloe moves it to the red_pantry (line 10)", "event", "true", 10, "line 10", ("line", 10, "Chloe moved the plum to the red_pantry")),
("Amelia, the last one in the hallway", "presence", "true", 12, "only Amelia in hallway at 12", [("room", 12, "Amelia", "hallway")] + [("room", 12, a, None) for a in ("Lily", "Jayden", "Carter", "Chloe")]),
("moves it back to the blue_pantry (line 12)", "event", "true", 12, "line 12", ("line", 12, "Amelia moved the plum to the blue_pantry")),
("The private messages in the waiting room don't move the plum", "location", "true", 16, "plum stays blue_pantry at 15-16", [("obj", 15, G), ("obj", 16, G)]),
("Carter's \"red_basket\" is simply false", "communication", "true", 15, "plum is not in red_basket at 15", ("obj", 15, G)),
]},
{
"style": "terse", "label": "unsound", "stated_answer": G,
"response": """L. blue_pantry — Amelia moved it back there at the end, undoing Chloe's move to the red_drawer.""",
"claims": [
("Amelia moved it back there at the end", "event", "true", 12, "line 12 is the last move", ("line", 12, "Amelia moved the plum to the blue_pantry")),
("Chloe's move to the red_drawer", "event", "false", 10, "PLANTED: Chloe moved it to the red_pantry; red_drawer was Carter's move", ("line", 10, "red_drawer")),
]},
{
"style": "thinking", "label": "unsound", "stated_answer": G,
"response": """<think>
The question is about where the plum really is, not anyone's belief.

Moves: blue_pantry (start) → red_bathtub (Jayden, 5) → red_drawer (Carter, 8) → red_pantry (Chloe, 10) → blue_pantry (Amelia, 12).

Then everyone's in the waiting room. Carter privately tells Lily it's in the red_basket. Lily left first, so she trusts Carter and now thinks it's in the red_basket. Jayden tells Chloe it's in the blue_pantry, and Chloe believes him — which happens to be true. But none of this moves the plum.

Wait, is there any move after line 12? Amelia exits at 13, then they all go to the waiting room. No more moves.

So the plum is really in the blue_pantry.
</think>

The plum is really in the **blue_pantry** (L).""",
"claims": [
("blue_pantry (start)", "location", "true", 2, "row 2", ("obj", 2, G)),
("red_bathtub (Jayden, 5)", "event", "true", 5, "line 5", ("line", 5, "Jayden moved the plum to the red_bathtub")),
("red_drawer (Carter, 8)", "event", "true", 8, "line 8", ("line", 8, "Carter moved the plum to the red_drawer")),
("red_pantry (Chloe, 10)", "event", "true", 10, "line 10", ("line", 10, "Chloe moved the plum to the red_pantry")),
("blue_pantry (Amelia, 12)", "event", "true", 12, "line 12", ("line", 12, "Amelia moved the plum to the blue_pantry")),
("everyone's in the waiting room", "presence", "true", 14, "all in waiting_room at 14", [("room", 14, a, "waiting_room") for a in ("Lily", "Jayden", "Carter", "Chloe", "Amelia")]),
("Carter privately tells Lily it's in the red_basket", "event", "true", 15, "line 15", ("line", 15, "Carter privately told Lily that the plum is in the red_basket")),
("Lily left first", "order", "true", 4, "Lily's exit at 4 is the first"),
("she trusts Carter", "communication", "true", 15, "Lily adopts red_basket", ("bel", 15, "Lily", "red_basket")),
("now thinks it's in the red_basket", "belief", "true", "end", "Lily end", ("bel", "end", "Lily", "red_basket")),
("Jayden tells Chloe it's in the blue_pantry", "event", "true", 16, "line 16", ("line", 16, "Jayden privately told Chloe that the plum is in the blue_pantry")),
("Chloe believes him", "communication", "false", 16, "PLANTED: Chloe left after Jayden, does not trust him, keeps red_pantry", ("bel", 16, "Chloe", G)),
("which happens to be true", "location", "true", 16, "plum in blue_pantry at 16", ("obj", 16, G)),
("none of this moves the plum", "location", "true", "end", "plum still blue_pantry", ("obj", "end", G)),
("Amelia exits at 13", "event", "true", 13, "line 13", ("line", 13, "Amelia exited")),
("No more moves", "event", "true", "end", "no move after 12", [("obj", t, G) for t in (13, 14, 15, 16)]),
("So the plum is really in the blue_pantry.", "location", "true", "end", "final answer in thinking", ("obj", "end", G)),
("The plum is really in the **blue_pantry**", "location", "true", "end", "final answer", ("obj", "end", G)),
]},
{
"style": "answer_first", "label": "wrong", "stated_answer": "red_pantry",
"response": """**Answer: K. red_pantry**

Chloe was the last to move the plum, putting it in the red_pantry at line 10 before leaving the hallway (line 11).""",
"claims": [
("Chloe was the last to move the plum", "order", "false", 10, "Amelia moved it later, at 12", ("line", 12, "Chloe")),
("putting it in the red_pantry at line 10", "event", "true", 10, "line 10", ("line", 10, "Chloe moved the plum to the red_pantry")),
("before leaving the hallway (line 11)", "event", "true", 11, "line 11", ("line", 11, "Chloe exited")),
]},
{
"style": "narrative", "label": "unsupported", "stated_answer": G,
"response": """Let me focus on the actual location rather than anyone's beliefs. The plum gets moved around a lot, so it's easy to lose track, but taking the final move into account, the plum is really in the blue_pantry.

The answer is L. blue_pantry.""",
"claims": [
("The plum gets moved around a lot", "event", "uncheckable", None, "vague"),
("the plum is really in the blue_pantry", "location", "true", "end", "final answer restated", ("obj", "end", G)),
]},
]
