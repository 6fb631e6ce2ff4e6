# Q3 tomi first_order: Where will Gracie look for the corn?  gold green_container
G = "green_container"
RECORDS = [
{
"style": "terse", "label": "sound", "stated_answer": G,
"response": """green_container. Gracie moved it there herself.""",
"claims": [
("Gracie moved it there herself", "event", "true", 4, "line 4", ("line", 4, "Gracie moved the corn to the green_container")),
]},
{
"style": "narrative", "label": "sound", "stated_answer": G,
"response": """Gracie is the one who moved the corn from the red_drawer to the green_container, and she never left the front yard afterward. Ethan's exit at the end doesn't affect what she knows. So Gracie will look in the green_container.""",
"claims": [
("Gracie is the one who moved the corn from the red_drawer to the green_container", "event", "true", 4, "lines 3-4", [("line", 4, "Gracie moved the corn to the green_container"), ("obj", 3, "red_drawer")]),
("she never left the front yard afterward", "presence", "true", "end", "Gracie in front_yard at end", ("room", "end", "Gracie", "front_yard")),
("Ethan's exit at the end", "event", "true", 5, "line 5", ("line", 5, "Ethan exited")),
("doesn't affect what she knows", "belief", "true", 5, "Gracie unchanged at 5", ("bel", 5, "Gracie", G)),
("Gracie will look in the green_container", "belief", "true", "end", "final answer", ("bel", "end", "Gracie", G)),
]},
{
"style": "numbered", "label": "unsound", "stated_answer": G,
"response": """1. Gracie and Ethan both enter the front_yard.
2. The corn is in the red_drawer.
3. Ethan had already left when Gracie moved the corn to the green_container.
4. Gracie obviously knows where she put it.

**Answer:** Gracie will look for the corn in the green_container.""",
"claims": [
("Gracie and Ethan both enter the front_yard", "event", "true", 2, "lines 1-2", [("room", 2, "Gracie", "front_yard"), ("room", 2, "Ethan", "front_yard")]),
("The corn is in the red_drawer", "location", "true", 3, "row 3 (narrated moment)", ("obj", 3, "red_drawer")),
("Ethan had already left when Gracie moved the corn", "presence", "false", 4, "PLANTED: Ethan still in front_yard at 4, exits at 5", ("room", 4, "Ethan", None)),
("Gracie moved the corn to the green_container", "event", "true", 4, "line 4", ("line", 4, "Gracie moved the corn to the green_container")),
("Gracie obviously knows where she put it", "belief", "true", "end", "Gracie green_container", ("bel", "end", "Gracie", G)),
("Gracie will look for the corn in the green_container", "belief", "true", "end", "final answer", ("bel", "end", "Gracie", G)),
]},
{
"style": "answer_first", "label": "wrong", "stated_answer": "red_drawer",
"response": """**Answer: red_drawer**

Explanation: The corn was in the red_drawer at the start (line 3), which is where Gracie would first think to look.""",
"claims": [
("The corn was in the red_drawer at the start (line 3)", "location", "true", 3, "row 3", ("obj", 3, "red_drawer")),
("which is where Gracie would first think to look", "belief", "false", "end", "Gracie believes green_container at end", ("bel", "end", "Gracie", "red_drawer")),
]},
{
"style": "thinking", "label": "unsupported", "stated_answer": G,
"response": """<think>
Simple one — this is a first-order question about Gracie, and nothing tricky is going on.
</think>

**green_container**""",
"claims": [
("nothing tricky is going on", "event", "uncheckable", None, "vague commentary"),
]},
]
