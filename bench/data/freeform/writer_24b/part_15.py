# Q15 tomi-s6824-3-reality : where is the lemon really -> green_container
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_container",
response="""**Answer: green_container**

Liam moved the lemon from the blue_treasure_chest to the green_container (line 6), and nothing moves it afterward. Ava had already left, so she didn't see the move, but that doesn't change where the lemon actually is.""",
claims=[
("**Answer: green_container**", "location", "true", "end", "row 7"),
("Liam moved the lemon from the blue_treasure_chest to the green_container (line 6)", "event", "true", 6, "line 6"),
("nothing moves it afterward", "event", "true", "end", "row 7 green_container"),
("Ava had already left", "presence", "true", 6, "Ava exited at 5"),
("she didn't see the move", "presence", "true", 6, "row 6 witnessed by Emily, Liam"),
]),
dict(style="numbered", label="unsound", stated_answer="green_container",
response="""Step 1: Ava, Emily and Liam all enter the dining_room.
Step 2: The lemon is in the blue_container at line 4.
Step 3: Ava leaves.
Step 4: Liam moves the lemon to the green_container.
Step 5: Emily leaves; the lemon stays where Liam put it.

Final answer: green_container""",
claims=[
("Ava, Emily and Liam all enter the dining_room", "event", "true", 3, "lines 1-3"),
("The lemon is in the blue_container at line 4", "location", "false", 4, "PLANTED: row 4 blue_treasure_chest"),
("Ava leaves", "event", "true", 5, "line 5"),
("Liam moves the lemon to the green_container", "event", "true", 6, "line 6"),
("Emily leaves", "event", "true", 7, "line 7"),
("the lemon stays where Liam put it", "location", "true", "end", "row 7"),
("Final answer: green_container", "location", "true", "end", "row 7"),
]),
dict(style="thinking", label="unsound", stated_answer="green_container",
response="""<think>
Reality question, so just track the lemon.
Line 4: blue_treasure_chest. Line 5: Emily leaves — no wait, line 5 is Ava leaving; Emily leaves at line 7. Line 6: Liam moves it to green_container, and he's the only one in the room at that point. Nothing after that touches it.
Last location: green_container.
</think>

The lemon is in the green_container.""",
claims=[
("Line 4: blue_treasure_chest", "location", "true", 4, "row 4"),
("line 5 is Ava leaving", "event", "true", 5, "line 5 (correction)"),
("Emily leaves at line 7", "event", "true", 7, "line 7"),
("Line 6: Liam moves it to green_container", "event", "true", 6, "line 6"),
("he's the only one in the room at that point", "presence", "false", 6, "PLANTED: Emily still in dining_room at 6 (witnessed_by Emily, Liam)"),
("Nothing after that touches it", "event", "true", "end", "row 7"),
("Last location: green_container", "location", "true", "end", "row 7"),
("The lemon is in the green_container", "location", "true", "end", "row 7"),
]),
dict(style="narrative", label="wrong", stated_answer="blue_treasure_chest",
response="""Let me trace the lemon. All three people are in the dining_room when it's placed in the blue_treasure_chest. Ava leaves first, and afterwards Liam moves the lemon to the green_container while Emily is still there. Emily then leaves too.

The question is about where the lemon really is, and the story states the lemon's place explicitly only once: the blue_treasure_chest. Liam's move is something Ava never learns about, so from the story's point of view the lemon is in the blue_treasure_chest.

The answer is blue_treasure_chest.""",
claims=[
("All three people are in the dining_room when it's placed in the blue_treasure_chest", "presence", "true", 4, "row 4"),
("Ava leaves first", "order", "true", 5, "first exit line 5"),
("afterwards Liam moves the lemon to the green_container", "event", "true", 6, "line 6"),
("while Emily is still there", "presence", "true", 6, "row 6"),
("Emily then leaves too", "event", "true", 7, "line 7"),
("Liam's move is something Ava never learns about", "belief", "true", "end", "Ava row 7: blue_treasure_chest"),
("from the story's point of view the lemon is in the blue_treasure_chest", "location", "false", "end", "row 7: green_container"),
("The answer is blue_treasure_chest", "location", "false", "end", "row 7: green_container"),
]),
dict(style="terse", label="unsupported", stated_answer="green_container",
response="""Green container.""",
claims=[
("Green container", "location", "true", "end", "answer only"),
]),
]
