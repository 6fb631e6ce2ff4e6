# Q9 tomi memory: Where was the apple at the beginning?  gold red_container
G = "red_container"
RECORDS = [
{
"style": "answer_first", "label": "sound", "stated_answer": G,
"response": """**Answer: red_container**

Explanation: The apple is first mentioned in the red_container (line 5). Sophia only moves it to the blue_bathtub later, at line 7.""",
"claims": [
("The apple is first mentioned in the red_container (line 5)", "location", "true", 5, "row 5 first location", ("obj", 5, G)),
("Sophia only moves it to the blue_bathtub later, at line 7", "event", "true", 7, "line 7", ("line", 7, "Sophia moved the apple to the blue_bathtub")),
]},
{
"style": "terse", "label": "sound", "stated_answer": G,
"response": """red_container — it was there before Sophia moved it.""",
"claims": [
("it was there before Sophia moved it", "location", "true", 6, "red_container until Sophia's move at 7", [("obj", 6, G), ("line", 7, "Sophia moved")]),
]},
{
"style": "numbered", "label": "unsound", "stated_answer": G,
"response": r"""Let's think step by step.
1. Sophia and Logan enter the kitchen (lines 2–3).
2. The apple is in the red_container (line 5), and Jayden is in the kitchen with them at that point.
3. Sophia later moves the apple to the blue_bathtub (line 7).
4. The question asks about the beginning, so we ignore the move.

\boxed{red_container}""",
"claims": [
("Sophia and Logan enter the kitchen (lines 2–3)", "event", "true", 2, "lines 2, 3", [("line", 2, "Sophia entered the kitchen"), ("line", 3, "Logan entered the kitchen")]),
("The apple is in the red_container (line 5)", "location", "true", 5, "row 5", ("obj", 5, G)),
("Jayden is in the kitchen with them at that point", "presence", "false", 5, "PLANTED: Jayden is in no room at 5, later enters the porch", ("room", 5, "Jayden", "kitchen")),
("Sophia later moves the apple to the blue_bathtub (line 7)", "event", "true", 7, "line 7", ("line", 7, "Sophia moved the apple to the blue_bathtub")),
]},
{
"style": "narrative", "label": "unsound", "stated_answer": G,
"response": """The story only mentions one move. At first the apple is in the red_container, with both Sophia and Logan in the kitchen. Logan left the kitchen before Sophia moved the apple to the blue_bathtub, but that doesn't matter here, since we only care about where the apple started. The answer is red_container.""",
"claims": [
("The story only mentions one move", "event", "true", "end", "only line 7 is a move"),
("At first the apple is in the red_container", "location", "true", 5, "row 5", ("obj", 5, G)),
("with both Sophia and Logan in the kitchen", "presence", "true", 5, "rooms at 5", [("room", 5, "Sophia", "kitchen"), ("room", 5, "Logan", "kitchen")]),
("Logan left the kitchen before Sophia moved the apple to the blue_bathtub", "order", "false", 8, "PLANTED: move at 7, Logan exits at 8", ("room", 7, "Logan", None)),
]},
{
"style": "thinking", "label": "wrong", "stated_answer": "blue_bathtub",
"response": """<think>
Apple starts in the red_container at line 5. Sophia moves it to the blue_bathtub at line 7. Logan leaves at 8. The question... where was the apple — hmm, the last location mentioned is the blue_bathtub, and that's where it is when the story ends. I'll go with that.
</think>

blue_bathtub""",
"claims": [
("Apple starts in the red_container at line 5", "location", "true", 5, "row 5", ("obj", 5, G)),
("Sophia moves it to the blue_bathtub at line 7", "event", "true", 7, "line 7", ("line", 7, "Sophia moved the apple to the blue_bathtub")),
("Logan leaves at 8", "event", "true", 8, "line 8", ("line", 8, "Logan exited")),
("the last location mentioned is the blue_bathtub", "location", "true", 7, "line 7 is the last location", ("obj", 7, "blue_bathtub")),
("that's where it is when the story ends", "location", "true", "end", "apple in blue_bathtub at end", ("obj", "end", "blue_bathtub")),
]},
]
