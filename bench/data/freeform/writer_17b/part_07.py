# Q7 s6817-2-o2: Where does Ella think Benjamin thinks the eggplant is?  gold blue_suitcase
G = "blue_suitcase"
RECORDS = [
{
"style": "thinking", "label": "sound", "stated_answer": G,
"response": """<think>
Okay, Ella and Benjamin. Ella moved the eggplant to the blue_suitcase at line 4 while everyone, Benjamin included, was in the hall. Then Ella exits at 5.

After Ella leaves, Lily moves the eggplant to the red_drawer. Benjamin sees that — he's still there until line 9. So Benjamin actually believes red_drawer.

But Ella doesn't know about Lily's move. Wait, could Ella have found out somehow? No — there's no communication in this story at all; they just all end up in the waiting room. So from Ella's perspective, Benjamin last saw the eggplant in the blue_suitcase.

Answer: blue_suitcase.
</think>

C. blue_suitcase — Ella left before Lily moved it, so she assumes Benjamin still thinks it's where she put it.""",
"claims": [
("Ella moved the eggplant to the blue_suitcase at line 4", "event", "true", 4, "line 4", ("line", 4, "Ella moved the eggplant to the blue_suitcase")),
("while everyone, Benjamin included, was in the hall", "presence", "true", 4, "all witnessed 4", [("wit", 4, a, True) for a in ("Ella", "Lily", "Benjamin", "Oliver", "Jayden")]),
("Then Ella exits at 5", "event", "true", 5, "line 5", ("line", 5, "Ella exited")),
("After Ella leaves, Lily moves the eggplant to the red_drawer", "event", "true", 6, "line 6", ("line", 6, "Lily moved the eggplant to the red_drawer")),
("Benjamin sees that", "presence", "true", 6, "Benjamin witnessed 6", ("wit", 6, "Benjamin", True)),
("he's still there until line 9", "presence", "true", 8, "Benjamin in hall until exit at 9", [("room", 8, "Benjamin", "hall"), ("room", 9, "Benjamin", None)]),
("So Benjamin actually believes red_drawer", "belief", "true", "end", "Benjamin end", ("bel", "end", "Benjamin", "red_drawer")),
("Ella doesn't know about Lily's move", "belief", "true", "end", "Ella still blue_suitcase", ("bel", "end", "Ella", G)),
("there's no communication in this story at all", "communication", "true", "end", "no claims or tells in the story"),
("they just all end up in the waiting room", "presence", "true", "end", "all in waiting_room", [("room", "end", a, "waiting_room") for a in ("Ella", "Lily", "Benjamin", "Oliver", "Jayden")]),
("from Ella's perspective, Benjamin last saw the eggplant in the blue_suitcase", "belief", "true", "end", "final answer", ("bel", "end", "Ella -> Benjamin", G)),
("Ella left before Lily moved it", "order", "true", 5, "5 < 6"),
("she assumes Benjamin still thinks it's where she put it", "belief", "true", "end", "final answer", ("bel", "end", "Ella -> Benjamin", G)),
]},
{
"style": "numbered", "label": "sound", "stated_answer": G,
"response": """Let's think step by step.
1. Initially, the eggplant is in the green_suitcase.
2. Ella moves it to the blue_suitcase (line 4). Benjamin is present.
3. Ella exits (line 5). From this point Ella sees nothing else in the hall.
4. Lily moves the eggplant to the red_drawer (line 6); Benjamin sees it, Ella doesn't.
5. Ella therefore believes Benjamin last saw the eggplant in the blue_suitcase.

The answer is [blue_suitcase].""",
"claims": [
("Initially, the eggplant is in the green_suitcase", "location", "true", 2, "row 2", ("obj", 2, "green_suitcase")),
("Ella moves it to the blue_suitcase (line 4)", "event", "true", 4, "line 4", ("line", 4, "Ella moved the eggplant to the blue_suitcase")),
("Benjamin is present", "presence", "true", 4, "Benjamin witnessed 4", ("wit", 4, "Benjamin", True)),
("Ella exits (line 5)", "event", "true", 5, "line 5", ("line", 5, "Ella exited")),
("From this point Ella sees nothing else in the hall", "presence", "true", 6, "Ella in no room 5-14", [("room", t, "Ella", None) for t in range(5, 15)]),
("Lily moves the eggplant to the red_drawer (line 6)", "event", "true", 6, "line 6", ("line", 6, "Lily moved the eggplant to the red_drawer")),
("Benjamin sees it", "presence", "true", 6, "Benjamin witnessed 6", ("wit", 6, "Benjamin", True)),
("Ella doesn't", "presence", "true", 6, "Ella not witness of 6", ("wit", 6, "Ella", False)),
("Ella therefore believes Benjamin last saw the eggplant in the blue_suitcase", "belief", "true", "end", "final answer", ("bel", "end", "Ella -> Benjamin", G)),
]},
{
"style": "terse", "label": "unsound", "stated_answer": G,
"response": """C. blue_suitcase. Ella put it there, and Oliver moved it to the red_drawer only after Ella was gone.""",
"claims": [
("Ella put it there", "event", "true", 4, "line 4", ("line", 4, "Ella moved the eggplant to the blue_suitcase")),
("Oliver moved it to the red_drawer", "event", "false", 6, "PLANTED: it was Lily who moved it to the red_drawer", ("line", 6, "Oliver moved")),
("only after Ella was gone", "order", "true", 6, "move at 6 after Ella's exit at 5", ("room", 6, "Ella", None)),
]},
{
"style": "narrative", "label": "wrong", "stated_answer": None,
"response": """Let me look at this from Ella's side. She moved the eggplant into the blue_suitcase and then left the hall. After that, Lily moved it to the red_drawer while Benjamin was watching.

The tricky part is whether Ella would account for that. Benjamin stayed in the hall longer than Ella did, so he certainly knows about the red_drawer. Ella, on the other hand, has no way of knowing — unless she assumes someone moved it after she left.

So it depends on how cautious Ella is: she'd either think Benjamin believes the blue_suitcase, or, if she suspects a later move, the red_drawer. I'd lean toward one of those two, but the story doesn't settle it.""",
"claims": [
("She moved the eggplant into the blue_suitcase", "event", "true", 4, "line 4", ("line", 4, "Ella moved the eggplant to the blue_suitcase")),
("then left the hall", "event", "true", 5, "line 5", ("line", 5, "Ella exited")),
("Lily moved it to the red_drawer", "event", "true", 6, "line 6", ("line", 6, "Lily moved the eggplant to the red_drawer")),
("while Benjamin was watching", "presence", "true", 6, "Benjamin witnessed 6", ("wit", 6, "Benjamin", True)),
("Benjamin stayed in the hall longer than Ella did", "order", "true", 9, "Benjamin exits 9, Ella 5"),
("he certainly knows about the red_drawer", "belief", "true", "end", "Benjamin red_drawer", ("bel", "end", "Benjamin", "red_drawer")),
("Ella, on the other hand, has no way of knowing", "belief", "true", "end", "Ella still blue_suitcase", ("bel", "end", "Ella", G)),
]},
{
"style": "answer_first", "label": "unsupported", "stated_answer": G,
"response": """**C. blue_suitcase**

Explanation: Ella's belief about Benjamin is based on what she last knew, so Ella thinks Benjamin thinks the eggplant is in the blue_suitcase.""",
"claims": [
("Ella's belief about Benjamin is based on what she last knew", "belief", "uncheckable", None, "generic principle, no content"),
("Ella thinks Benjamin thinks the eggplant is in the blue_suitcase", "belief", "true", "end", "final answer restated", ("bel", "end", "Ella -> Benjamin", G)),
]},
]
