# Q12 tomi-s6815-0-memory: strawberry at the beginning; gold red_container
ROW = 12
R1 = """**red_container**

The strawberry is first placed in the red_container (line 4), while Elizabeth and Ethan are both in the basement. Ethan only moves it to the blue_drawer at line 6, after Elizabeth has left, so at the beginning it was in the red_container."""

R2 = """**Step 1:** Elizabeth and Ethan enter the basement (lines 1-2); Amelia joins them at line 3.
**Step 2:** The strawberry is in the red_container (line 4). This is the first time its location is mentioned.
**Step 3:** Elizabeth exits at line 5. Ethan, alone, then moves the strawberry to the blue_drawer (line 6).

The question asks about the beginning, so we want the first location.

**Final answer:** red_container"""

R3 = """Let me trace the strawberry. Elizabeth and Ethan are in the basement together when the story says the strawberry is in the red_container. Elizabeth then leaves, and Ethan, now by himself, moves it to the blue_drawer.

The tricky part is what "the beginning" means here. If it means the first time the strawberry is mentioned, it's the red_container; if it means the start of the situation we end on, after Ethan has finished, it's the blue_drawer. Both readings seem defensible, so I'd say the strawberry was in the red_container or the blue_drawer, depending on the intended reading."""

R4 = """[red_container]"""

R5 = """<think>
Memory question, so the first location.
Line 4: strawberry in red_container. Line 6: Ethan moves it to blue_drawer. Nothing before line 4 mentions the strawberry (Amelia dislikes the peach at line 3, unrelated). So first location = red_container.
</think>

It was in the red_container at the beginning; Ethan only moved it to the blue_drawer later, after Elizabeth had left."""

RECORDS = [
 dict(style="answer_first", label="sound", stated_answer="red_container", response=R1, claims=[
  ("The strawberry is first placed in the red_container (line 4)", "location", "true", 4, "line 4"),
  ("while Elizabeth and Ethan are both in the basement", "presence", "true", 4, "witnessed_by Eli,Eth"),
  ("Ethan only moves it to the blue_drawer at line 6", "event", "true", 6, "line 6"),
  ("after Elizabeth has left", "order", "true", 6, "exit 5 before move 6"),
  ("at the beginning it was in the red_container", "location", "true", 4, "gold"),
 ]),
 dict(style="numbered", label="unsound", stated_answer="red_container", response=R2, claims=[
  ("Elizabeth and Ethan enter the basement (lines 1-2)", "event", "true", 2, "lines 1-2"),
  ("Amelia joins them at line 3", "event", "false", 3, "PLANTED: line 3 is 'Amelia dislikes the peach'; Amelia never enters"),
  ("The strawberry is in the red_container (line 4)", "location", "true", 4, "line 4"),
  ("This is the first time its location is mentioned", "location", "true", 4, "strawberry None before 4"),
  ("Elizabeth exits at line 5", "event", "true", 5, "line 5"),
  ("Ethan, alone,", "presence", "true", 6, "only Ethan witnessed 6"),
  ("then moves the strawberry to the blue_drawer (line 6)", "event", "true", 6, "line 6"),
 ]),
 dict(style="narrative", label="wrong", stated_answer=None, response=R3, claims=[
  ("Elizabeth and Ethan are in the basement together when the story says the strawberry is in the red_container", "presence", "true", 4, "both witnessed 4"),
  ("Elizabeth then leaves", "event", "true", 5, "line 5"),
  ("Ethan, now by himself, moves it to the blue_drawer", "event", "true", 6, "line 6, only Ethan"),
 ]),
 dict(style="terse", label="unsupported", stated_answer="red_container", response=R4, claims=[]),
 dict(style="thinking", label="sound", stated_answer="red_container", response=R5, claims=[
  ("Line 4: strawberry in red_container", "location", "true", 4, "line 4"),
  ("Line 6: Ethan moves it to blue_drawer", "event", "true", 6, "line 6"),
  ("Nothing before line 4 mentions the strawberry", "location", "true", 3, "strawberry None at 1-3"),
  ("Amelia dislikes the peach at line 3, unrelated", "event", "true", 3, "line 3"),
  ("It was in the red_container at the beginning", "location", "true", 4, "gold"),
  ("Ethan only moved it to the blue_drawer later", "event", "true", 6, "line 6"),
  ("after Elizabeth had left", "order", "true", 6, "5 before 6"),
 ]),
]
