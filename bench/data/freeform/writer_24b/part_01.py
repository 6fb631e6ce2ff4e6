# Q1 s6824-20-o0 : where is the cucumber really -> green_bathtub (D)
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_bathtub",
response="""**Answer: D. green_bathtub**

Explanation:
- The cucumber starts in the blue_basket (line 2).
- Emma moves it to the blue_bucket (line 3), then Isla moves it to the blue_box (line 7).
- Finally, Aria moves it to the green_bathtub (line 10).
- Nothing after that touches the cucumber — the later move in the lounge is about the grapes.

So the cucumber is really in the green_bathtub.""",
claims=[
("The cucumber starts in the blue_basket (line 2)", "location", "true", 2, "objects row 2: blue_basket"),
("Emma moves it to the blue_bucket (line 3)", "event", "true", 3, "line 3"),
("Isla moves it to the blue_box (line 7)", "event", "true", 7, "line 7"),
("Aria moves it to the green_bathtub (line 10)", "event", "true", 10, "line 10"),
("Nothing after that touches the cucumber", "event", "true", "end", "cucumber stays green_bathtub rows 10-27"),
("the later move in the lounge is about the grapes", "event", "true", 18, "line 18 Logan moved the grapes"),
("the cucumber is really in the green_bathtub", "location", "true", "end", "row 27: green_bathtub"),
]),
dict(style="numbered", label="unsound", stated_answer="green_bathtub",
response="""Step 1: The cucumber begins in the blue_basket.
Step 2: Emma puts it in the blue_bucket and then leaves the workshop.
Step 3: Noah leaves without doing anything. Isla then moves the cucumber to the blue_box.
Step 4: Aria moves the cucumber to the green_bathtub while Isla is still in the workshop watching.
Step 5: After that, everyone leaves and the story moves on to the waiting_room and the lounge, where only the grapes get moved.

**Answer:** D. green_bathtub""",
claims=[
("The cucumber begins in the blue_basket", "location", "true", 2, "row 2"),
("Emma puts it in the blue_bucket", "event", "true", 3, "line 3"),
("then leaves the workshop", "event", "true", 4, "line 4 Emma exited"),
("Noah leaves without doing anything", "event", "true", 6, "lines 5-6"),
("Isla then moves the cucumber to the blue_box", "event", "true", 7, "line 7"),
("Aria moves the cucumber to the green_bathtub", "event", "true", 10, "line 10"),
("while Isla is still in the workshop watching", "presence", "false", 10, "PLANTED: Isla exited at line 9; row 10 witnessed_by Aria, Logan only"),
("only the grapes get moved", "event", "true", 18, "line 18 grapes only"),
("D. green_bathtub", "location", "true", "end", "row 27"),
]),
dict(style="narrative", label="wrong", stated_answer="green_bottle",
response="""Let me trace the cucumber's movements through the story.

It starts in the blue_basket, and Emma moves it to the blue_bucket before she leaves. Isla then moves it to the blue_box, and after Isla goes, Aria moves it to the green_bathtub. Later, once Logan, Isla and Noah are in the lounge, Logan moves it to the green_bottle and walks out.

So the cucumber ends up in the green_bottle. The answer is M. green_bottle.""",
claims=[
("It starts in the blue_basket", "location", "true", 2, "row 2"),
("Emma moves it to the blue_bucket", "event", "true", 3, "line 3"),
("before she leaves", "order", "true", 4, "move line 3 before exit line 4"),
("Isla then moves it to the blue_box", "event", "true", 7, "line 7"),
("after Isla goes, Aria moves it to the green_bathtub", "event", "true", 10, "Isla exit 9, Aria move 10"),
("Logan, Isla and Noah are in the lounge", "presence", "true", 16, "rows 16-18"),
("Logan moves it to the green_bottle", "event", "false", 18, "line 18 moves the grapes, not the cucumber"),
("walks out", "event", "true", 19, "line 19 Logan exited the lounge"),
("the cucumber ends up in the green_bottle", "location", "false", "end", "row 27: green_bathtub"),
("The answer is M. green_bottle", "location", "false", "end", "row 27: green_bathtub"),
]),
dict(style="terse", label="unsupported", stated_answer="green_bathtub",
response="""D. green_bathtub""",
claims=[
("D. green_bathtub", "location", "true", "end", "answer restated only"),
]),
dict(style="thinking", label="sound", stated_answer="green_bathtub",
response="""<think>
The question asks where the cucumber really is, so I just need its final location.
Line 2: cucumber in blue_basket. Line 3: Emma moves it to blue_bucket. Line 7: Isla moves it to the blue_box. Line 10: Logan moves it to... wait, no, it was Aria who moved it to the green_bathtub at line 10; Logan just lost his gloves. After line 10 the cucumber isn't mentioned again — the lounge part is about grapes, and Noah's public claim and Logan's private tell are about grapes too.
So the cucumber stays in the green_bathtub.
</think>

The cucumber is really in the green_bathtub (D).""",
claims=[
("Line 2: cucumber in blue_basket", "location", "true", 2, "row 2"),
("Line 3: Emma moves it to blue_bucket", "event", "true", 3, "line 3"),
("Line 7: Isla moves it to the blue_box", "event", "true", 7, "line 7"),
("it was Aria who moved it to the green_bathtub at line 10", "event", "true", 10, "line 10 (correction of retracted Logan claim)"),
("Logan just lost his gloves", "event", "true", 8, "line 8"),
("After line 10 the cucumber isn't mentioned again", "event", "true", "end", "no later cucumber line"),
("Noah's public claim and Logan's private tell are about grapes too", "communication", "true", 26, "lines 26-27 concern grapes"),
("the cucumber stays in the green_bathtub", "location", "true", "end", "row 27"),
("The cucumber is really in the green_bathtub (D)", "location", "true", "end", "row 27"),
]),
]
