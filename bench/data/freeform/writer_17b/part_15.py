# Q15 s6817-23-o3: Where does Lily think Chloe thinks Alexander thinks the turnip is?  gold red_suitcase
G = "red_suitcase"
Q = "Lily -> Chloe -> Alexander"
RECORDS = [
{
"style": "narrative", "label": "sound", "stated_answer": G,
"response": """Let me trace what Lily could know. Lily moved the turnip from the blue_basket to the red_suitcase with Alexander, Chloe and Hannah all watching, and then she left. Everything she knows about the others stops there.

After Lily was gone, Hannah moved the turnip to the red_box, and both Chloe and Alexander saw it. So in reality Chloe thinks Alexander thinks it's in the red_box — but Lily has no idea about that move.

From Lily's perspective, Chloe and Alexander were both watching when she put it in the red_suitcase, so she thinks Chloe thinks Alexander thinks the turnip is in the red_suitcase. The answer is N. red_suitcase.""",
"claims": [
("Lily moved the turnip from the blue_basket to the red_suitcase", "event", "true", 5, "line 5", [("line", 5, "Lily moved the turnip to the red_suitcase"), ("obj", 4, "blue_basket")]),
("with Alexander, Chloe and Hannah all watching", "presence", "true", 5, "witnessed 5", [("wit", 5, a, True) for a in ("Alexander", "Chloe", "Hannah")]),
("and then she left", "event", "true", 6, "line 6", ("line", 6, "Lily exited")),
("Everything she knows about the others stops there", "belief", "uncheckable", None, "vague"),
("After Lily was gone, Hannah moved the turnip to the red_box", "event", "true", 7, "line 7", [("line", 7, "Hannah moved the turnip to the red_box"), ("room", 7, "Lily", None)]),
("both Chloe and Alexander saw it", "presence", "true", 7, "witnessed 7", [("wit", 7, "Chloe", True), ("wit", 7, "Alexander", True)]),
("in reality Chloe thinks Alexander thinks it's in the red_box", "belief", "true", "end", "Chloe->Alexander", ("bel", "end", "Chloe -> Alexander", "red_box")),
("Lily has no idea about that move", "belief", "true", "end", "Lily still red_suitcase", [("bel", "end", "Lily", G), ("wit", 7, "Lily", False)]),
("Chloe and Alexander were both watching when she put it in the red_suitcase", "presence", "true", 5, "witnessed 5", [("wit", 5, "Chloe", True), ("wit", 5, "Alexander", True)]),
("she thinks Chloe thinks Alexander thinks the turnip is in the red_suitcase", "belief", "true", "end", "final answer", ("bel", "end", Q, G)),
]},
{
"style": "numbered", "label": "sound", "stated_answer": G,
"response": """**Step 1:** The turnip starts in the blue_basket (line 2).
**Step 2:** Elizabeth leaves (line 4), then Lily moves the turnip to the red_suitcase (line 5) in front of Alexander, Chloe and Hannah.
**Step 3:** Lily exits right after (line 6), so she does not see Hannah move the turnip to the red_box (line 7).
**Step 4:** For Lily, the last shared state with Chloe and Alexander is the red_suitcase, so Lily thinks Chloe thinks Alexander thinks it's there.

**Answer:** N. red_suitcase""",
"claims": [
("The turnip starts in the blue_basket (line 2)", "location", "true", 2, "row 2", ("obj", 2, "blue_basket")),
("Elizabeth leaves (line 4)", "event", "true", 4, "line 4", ("line", 4, "Elizabeth exited")),
("then Lily moves the turnip to the red_suitcase (line 5)", "event", "true", 5, "line 5", ("line", 5, "Lily moved the turnip to the red_suitcase")),
("in front of Alexander, Chloe and Hannah", "presence", "true", 5, "witnessed 5", [("wit", 5, a, True) for a in ("Alexander", "Chloe", "Hannah")]),
("Lily exits right after (line 6)", "event", "true", 6, "line 6", ("line", 6, "Lily exited")),
("she does not see Hannah move the turnip to the red_box (line 7)", "presence", "true", 7, "Lily not witness of 7", [("wit", 7, "Lily", False), ("line", 7, "Hannah moved the turnip to the red_box")]),
("the last shared state with Chloe and Alexander is the red_suitcase", "location", "true", 6, "turnip in red_suitcase when Lily left", ("obj", 6, G)),
("Lily thinks Chloe thinks Alexander thinks it's there", "belief", "true", "end", "final answer", ("bel", "end", Q, G)),
]},
{
"style": "thinking", "label": "unsound", "stated_answer": G,
"response": """<think>
Lily → Chloe → Alexander.

Turnip starts in blue_basket. Elizabeth leaves at 4. Lily moves it to red_suitcase at 5; Alexander, Chloe, Hannah are there. Lily leaves at 6.

Then Hannah moves it to the red_box at 7, Hannah leaves, Alexander leaves at 10, Chloe leaves at 13. So Chloe was the last one in the pantry.

Now, Lily thinks Chloe thinks Alexander thinks... Lily only knows up to line 6. At line 6, Chloe and Alexander both saw the red_suitcase move, and each saw the other see it. So Lily would assume Chloe thinks Alexander thinks red_suitcase.

Hmm, wait — does Lily think Chloe knows about the red_box? No, Lily never saw that move, so it can't enter her model. Also, Hannah thinks Lily still believes the blue_basket, but that doesn't matter here.
</think>

N. red_suitcase""",
"claims": [
("Turnip starts in blue_basket", "location", "true", 2, "row 2", ("obj", 2, "blue_basket")),
("Elizabeth leaves at 4", "event", "true", 4, "line 4", ("line", 4, "Elizabeth exited")),
("Lily moves it to red_suitcase at 5", "event", "true", 5, "line 5", ("line", 5, "Lily moved the turnip to the red_suitcase")),
("Alexander, Chloe, Hannah are there", "presence", "true", 5, "witnessed 5", [("wit", 5, a, True) for a in ("Alexander", "Chloe", "Hannah")]),
("Lily leaves at 6", "event", "true", 6, "line 6", ("line", 6, "Lily exited")),
("Hannah moves it to the red_box at 7", "event", "true", 7, "line 7", ("line", 7, "Hannah moved the turnip to the red_box")),
("Hannah leaves", "event", "true", 8, "line 8", ("line", 8, "Hannah exited")),
("Alexander leaves at 10", "event", "true", 10, "line 10", ("line", 10, "Alexander exited")),
("Chloe leaves at 13", "event", "true", 13, "line 13", ("line", 13, "Chloe exited")),
("So Chloe was the last one in the pantry", "order", "true", 13, "Chloe exits last", ("room", 12, "Chloe", "pantry")),
("Lily only knows up to line 6", "presence", "true", 7, "Lily absent after 6", [("room", t, "Lily", None) for t in range(6, 14)]),
("Chloe and Alexander both saw the red_suitcase move", "presence", "true", 5, "witnessed 5", [("wit", 5, "Chloe", True), ("wit", 5, "Alexander", True)]),
("each saw the other see it", "presence", "true", 5, "both present at 5", [("wit", 5, "Chloe", True), ("wit", 5, "Alexander", True)]),
("So Lily would assume Chloe thinks Alexander thinks red_suitcase", "belief", "true", "end", "final answer", ("bel", "end", Q, G)),
("Lily never saw that move", "presence", "true", 7, "Lily not witness of 7", ("wit", 7, "Lily", False)),
("Hannah thinks Lily still believes the blue_basket", "belief", "false", "end", "PLANTED: Hannah->Lily is red_suitcase", ("bel", "end", "Hannah -> Lily", "blue_basket")),
]},
{
"style": "terse", "label": "unsound", "stated_answer": G,
"response": """N. red_suitcase — Lily left right after her move, and Hannah had already left by then, so Lily only knows Chloe and Alexander saw the red_suitcase.""",
"claims": [
("Lily left right after her move", "event", "true", 6, "move 5, exit 6", [("line", 5, "Lily moved"), ("line", 6, "Lily exited")]),
("Hannah had already left by then", "presence", "false", 6, "PLANTED: Hannah still in pantry at 6, leaves at 8", ("room", 6, "Hannah", None)),
("Lily only knows Chloe and Alexander saw the red_suitcase", "belief", "true", "end", "Lily->Chloe, Lily->Alexander red_suitcase", [("bel", "end", "Lily -> Chloe", G), ("bel", "end", "Lily -> Alexander", G)]),
]},
{
"style": "answer_first", "label": "wrong", "stated_answer": "red_box",
"response": """**Answer: L. red_box**

Explanation:
- Hannah moved the turnip to the red_box at line 7, while Chloe and Alexander were both present.
- Chloe and Alexander each saw the other watch this move, so Chloe thinks Alexander thinks it's in the red_box.
- Lily, thinking about Chloe's view of Alexander, would reach the same conclusion.""",
"claims": [
("Hannah moved the turnip to the red_box at line 7", "event", "true", 7, "line 7", ("line", 7, "Hannah moved the turnip to the red_box")),
("while Chloe and Alexander were both present", "presence", "true", 7, "witnessed 7", [("wit", 7, "Chloe", True), ("wit", 7, "Alexander", True)]),
("Chloe and Alexander each saw the other watch this move", "presence", "true", 7, "both witnessed 7", [("wit", 7, "Chloe", True), ("wit", 7, "Alexander", True)]),
("Chloe thinks Alexander thinks it's in the red_box", "belief", "true", "end", "Chloe->Alexander", ("bel", "end", "Chloe -> Alexander", "red_box")),
("Lily, thinking about Chloe's view of Alexander, would reach the same conclusion", "belief", "false", "end", "Lily->Chloe->Alexander is red_suitcase", ("bel", "end", Q, "red_box")),
]},
]
