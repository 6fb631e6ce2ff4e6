RECORDS = [
dict(style="numbered", label="wrong", stated_answer="blue_treasure_chest",
response="""Step 1: The strawberry starts in the blue_bathtub.
Step 2: Abigail moves it to the green_container (line 5).
Step 3: Emma moves it to the green_treasure_chest (line 9).
Step 4: At line 27, Gracie publicly claims it is in the blue_treasure_chest.
Step 5: The most recent information about its location is Gracie's claim.

**Answer:** E. blue_treasure_chest""",
claims=[
("The strawberry starts in the blue_bathtub", "location", "true", 2, "objects row 2"),
("Abigail moves it to the green_container (line 5)", "event", "true", 5, "line 5"),
("Emma moves it to the green_treasure_chest (line 9)", "event", "true", 9, "line 9"),
("At line 27, Gracie publicly claims it is in the blue_treasure_chest", "communication", "false", 27, "Gracie's claim is about the peas, not the strawberry"),
("The most recent information about its location is Gracie's claim", "communication", "false", 27, "no claim about the strawberry at all"),
]),
dict(style="narrative", label="sound", stated_answer="green_treasure_chest",
response="""Let me follow the strawberry. It starts in the blue_bathtub with everyone in the bedroom. After Alexander steps out, Abigail moves it to the green_container, and once Abigail and Gracie have both left, Emma moves it again, this time to the green_treasure_chest, with only Mila watching. Then Emma and Mila leave too.

Everything after that — the trip to the master_bedroom, Gracie's public claim, Emma's private message — is about the peas, not the strawberry. So the strawberry is really in the green_treasure_chest. The answer is O.""",
claims=[
("It starts in the blue_bathtub with everyone in the bedroom", "location", "true", 2, "objects/rooms row 2"),
("After Alexander steps out, Abigail moves it to the green_container", "event", "true", 5, "exit 4, move 5"),
("once Abigail and Gracie have both left, Emma moves it again, this time to the green_treasure_chest", "event", "true", 9, "exits 6, 8; move 9"),
("with only Mila watching", "presence", "true", 9, "witnessed_by row 9 = Emma, Mila"),
("Then Emma and Mila leave too", "event", "true", 13, "lines 11, 13"),
("is about the peas, not the strawberry", "communication", "true", 28, "lines 27-28 concern the peas"),
("the strawberry is really in the green_treasure_chest", "location", "true", "end", "objects last row"),
]),
dict(style="terse", label="unsupported", stated_answer="green_treasure_chest",
response="""O. green_treasure_chest""",
claims=[]),
dict(style="thinking", label="wrong", stated_answer="green_container",
response="""<think>
Strawberry: blue_bathtub at 2. Abigail moves it to green_container at 5. Then... line 9 Emma moves the strawberry to the green_treasure_chest. Hmm, wait, was that the peas? Let me re-read. Line 16 the peas are in the blue_bottle, line 21 Gracie moves the peas to the blue_basket. Actually line 9 is Emma with the peas too.

So the strawberry's only move is Abigail's, to the green_container.
</think>

N. green_container""",
claims=[
("blue_bathtub at 2", "location", "true", 2, "objects row 2"),
("Abigail moves it to green_container at 5", "event", "true", 5, "line 5"),
("Line 16 the peas are in the blue_bottle", "location", "true", 16, "objects row 16"),
("line 21 Gracie moves the peas to the blue_basket", "event", "true", 21, "line 21"),
("line 9 is Emma with the peas too", "event", "false", 9, "line 9 moves the strawberry"),
("the strawberry's only move is Abigail's, to the green_container", "event", "false", "end", "Emma also moved it (line 9)"),
]),
dict(style="answer_first", label="unsound", stated_answer="green_treasure_chest",
response="""**Answer: O. green_treasure_chest**

The strawberry went from the blue_bathtub to the green_container (Abigail, line 5) and then to the green_treasure_chest (Emma, line 9), with Gracie and Mila watching. The public claim at line 27 and the private tell at line 28 are about the peas, so nothing changes for the strawberry.""",
claims=[
("from the blue_bathtub to the green_container (Abigail, line 5)", "event", "true", 5, "line 5"),
("then to the green_treasure_chest (Emma, line 9)", "event", "true", 9, "line 9"),
("with Gracie and Mila watching", "presence", "false", 9, "PLANTED: Gracie exited at line 8; witnessed_by row 9 = Emma, Mila"),
("The public claim at line 27 and the private tell at line 28 are about the peas", "communication", "true", 28, "lines 27-28"),
("nothing changes for the strawberry", "event", "true", "end", "no later strawberry move"),
]),
]
