# Q2 tomi second_order: Where does Abigail think that Gracie searches for the potato?  gold green_drawer
G = "green_drawer"
RECORDS = [
{
"style": "thinking", "label": "sound", "stated_answer": G,
"response": """<think>
Abigail and Gracie are both in the dining room when the potato is in the green_drawer. Gracie exits at line 5. Then Abigail moves the potato to the red_bucket — Gracie didn't see this. Abigail knows Gracie left before the move, since she was there when Gracie walked out. So Abigail thinks Gracie still thinks it's in the green_drawer. The office part with Sophia doesn't matter, Abigail isn't even there.
</think>
Abigail would expect Gracie to search the green_drawer, because Gracie left before Abigail moved the potato to the red_bucket.""",
"claims": [
("Abigail and Gracie are both in the dining room when the potato is in the green_drawer", "presence", "true", 3, "both in dining_room at 3", [("room", 3, "Abigail", "dining_room"), ("room", 3, "Gracie", "dining_room"), ("obj", 3, G)]),
("Gracie exits at line 5", "event", "true", 5, "line 5", ("line", 5, "Gracie exited")),
("Abigail moves the potato to the red_bucket", "event", "true", 6, "line 6", ("line", 6, "Abigail moved the potato to the red_bucket")),
("Gracie didn't see this", "presence", "true", 6, "Gracie not witness of 6", ("wit", 6, "Gracie", False)),
("Gracie left before the move", "order", "true", 5, "exit 5 < move 6"),
("she was there when Gracie walked out", "presence", "true", 5, "Abigail witnessed 5", ("wit", 5, "Abigail", True)),
("So Abigail thinks Gracie still thinks it's in the green_drawer", "belief", "true", "end", "final answer in thinking", ("bel", "end", "Abigail -> Gracie", G)),
("Abigail isn't even there", "presence", "true", "end", "Abigail in no room at end", ("room", "end", "Abigail", None)),
("Abigail would expect Gracie to search the green_drawer", "belief", "true", "end", "final answer", ("bel", "end", "Abigail -> Gracie", G)),
("because Gracie left before Abigail moved the potato to the red_bucket", "order", "true", 5, "exit 5 < move 6"),
]},
{
"style": "answer_first", "label": "unsound", "stated_answer": G,
"response": """**Answer: green_drawer**

Explanation:
- The potato starts in the green_drawer (line 3), with both Abigail and Gracie in the dining room.
- Gracie leaves the dining room at line 4.
- Abigail then moves the potato to the red_bucket (line 6) with no one else around.
- Since Abigail saw Gracie leave, she knows Gracie missed the move and expects her to search the green_drawer.""",
"claims": [
("The potato starts in the green_drawer (line 3)", "location", "true", 3, "row 3", ("obj", 3, G)),
("with both Abigail and Gracie in the dining room", "presence", "true", 3, "rooms at 3", [("room", 3, "Abigail", "dining_room"), ("room", 3, "Gracie", "dining_room")]),
("Gracie leaves the dining room at line 4", "event", "false", 4, "PLANTED: Gracie exits at line 5; line 4 is about the sweet_potato", ("line", 4, "Gracie exited")),
("Abigail then moves the potato to the red_bucket (line 6)", "event", "true", 6, "line 6", ("line", 6, "Abigail moved the potato to the red_bucket")),
("with no one else around", "presence", "true", 6, "only Abigail witnessed 6", [("wit", 6, "Gracie", False), ("wit", 6, "Sophia", False)]),
("Abigail saw Gracie leave", "presence", "true", 5, "Abigail witnessed 5", ("wit", 5, "Abigail", True)),
("she knows Gracie missed the move", "belief", "true", 6, "Abigail->Gracie stays green_drawer at 6", ("bel", 6, "Abigail -> Gracie", G)),
("expects her to search the green_drawer", "belief", "true", "end", "final answer", ("bel", "end", "Abigail -> Gracie", G)),
]},
{
"style": "narrative", "label": "unsound", "stated_answer": G,
"response": """Let me think about what each of them saw.

Both Abigail and Gracie were in the dining room when the potato was in the green_drawer. Gracie then left, and only after that did Abigail move the potato to the red_bucket. So Gracie has no idea it was moved, and Abigail knows that, since she watched Gracie leave.

Gracie went into the office before Abigail even left the dining room, and Sophia joined her there, but none of that gives Gracie any new information about the potato.

So Abigail thinks Gracie will search in the green_drawer. The answer is green_drawer.""",
"claims": [
("Both Abigail and Gracie were in the dining room when the potato was in the green_drawer", "presence", "true", 3, "rooms at 3", [("room", 3, "Abigail", "dining_room"), ("room", 3, "Gracie", "dining_room")]),
("Gracie then left", "event", "true", 5, "line 5", ("line", 5, "Gracie exited")),
("only after that did Abigail move the potato to the red_bucket", "order", "true", 6, "move 6 after exit 5"),
("Gracie has no idea it was moved", "belief", "true", "end", "Gracie still green_drawer", ("bel", "end", "Gracie", G)),
("Abigail knows that", "belief", "true", "end", "Abigail->Gracie green_drawer", ("bel", "end", "Abigail -> Gracie", G)),
("she watched Gracie leave", "presence", "true", 5, "Abigail witnessed 5", ("wit", 5, "Abigail", True)),
("Gracie went into the office before Abigail even left the dining room", "order", "false", 8, "PLANTED: Abigail exits at 7, Gracie enters office at 8"),
("Sophia joined her there", "event", "true", 9, "line 9", ("line", 9, "Sophia entered the office")),
("none of that gives Gracie any new information about the potato", "belief", "true", 9, "Gracie unchanged at 9", ("bel", 9, "Gracie", G)),
("Abigail thinks Gracie will search in the green_drawer", "belief", "true", "end", "final answer", ("bel", "end", "Abigail -> Gracie", G)),
]},
{
"style": "terse", "label": "wrong", "stated_answer": "red_bucket",
"response": """red_bucket — that's where Abigail put it.""",
"claims": [
("that's where Abigail put it", "event", "true", 6, "line 6", ("line", 6, "Abigail moved the potato to the red_bucket")),
]},
{
"style": "numbered", "label": "unsupported", "stated_answer": G,
"response": r"""Let's think step by step.
1. The question asks about Abigail's belief regarding where Gracie will search.
2. This is a second-order belief question, so we must consider what Abigail thinks Gracie knows.
3. Taking that into account, Abigail thinks Gracie would search in the green_drawer.

\boxed{green_drawer}""",
"claims": [
("Abigail thinks Gracie would search in the green_drawer", "belief", "true", "end", "final answer restated", ("bel", "end", "Abigail -> Gracie", G)),
]},
]
