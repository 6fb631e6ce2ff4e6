# Q8 s6824-10-o0 : where is the grapefruit really -> red_suitcase (F)
RECORDS = [
dict(style="terse", label="sound", stated_answer="red_suitcase",
response="""F. Nobody ever moves it — it stays in the red_suitcase the whole time.""",
claims=[
("F", "location", "true", "end", "row 14 red_suitcase"),
("Nobody ever moves it", "event", "true", "end", "no move line in story"),
("it stays in the red_suitcase the whole time", "location", "true", "end", "rows 2-14 red_suitcase"),
]),
dict(style="thinking", label="unsound", stated_answer="red_suitcase",
response="""<think>
Where is the grapefruit really. Line 2: red_suitcase. Then Olivia, Hannah, Gracie, Jackson each stay a minute and leave. Jackson is the last one to leave the master_bedroom... hmm, does anyone move the grapefruit? Scanning: "made no movements" every time. Line 10 is Olivia disliking a radish, irrelevant.
So it never moves. red_suitcase.
</think>

F. red_suitcase — no one ever moves it.""",
claims=[
("Line 2: red_suitcase", "location", "true", 2, "row 2"),
("Olivia, Hannah, Gracie, Jackson each stay a minute and leave", "event", "true", 11, "lines 3-11"),
("Jackson is the last one to leave the master_bedroom", "order", "false", 13, "PLANTED: Ethan exits last at line 13, Jackson at 11"),
("\"made no movements\" every time", "event", "true", 12, "all stay lines say no movements"),
("Line 10 is Olivia disliking a radish", "event", "true", 10, "line 10"),
("it never moves", "event", "true", "end", "red_suitcase all rows"),
("F. red_suitcase", "location", "true", "end", "row 14"),
("no one ever moves it", "event", "true", "end", "no move line"),
]),
dict(style="narrative", label="unsupported", stated_answer="red_suitcase",
response="""This one is less tricky than it looks. There's a lot of detail in the story, but most of it is noise for this particular question, which only asks about the grapefruit's actual location rather than anyone's beliefs.

The answer is F. red_suitcase.""",
claims=[
("most of it is noise for this particular question", "event", "uncheckable", None, "vague meta-commentary"),
("The answer is F. red_suitcase", "location", "true", "end", "row 14"),
]),
dict(style="answer_first", label="sound", stated_answer="red_suitcase",
response="""**Answer: F. red_suitcase**

The grapefruit is placed in the red_suitcase at line 2. Each person — Olivia, Hannah, Gracie, Jackson and finally Ethan — "made no movements" before leaving the master_bedroom, so it's never touched. After everyone moves to the waiting_room (line 14), it's still in the red_suitcase.""",
claims=[
("The grapefruit is placed in the red_suitcase at line 2", "location", "true", 2, "row 2"),
("Olivia, Hannah, Gracie, Jackson and finally Ethan", "order", "true", 13, "exit order 4, 6, 8, 11, 13"),
("\"made no movements\" before leaving the master_bedroom", "event", "true", 13, "lines 3-13"),
("it's never touched", "event", "true", "end", "no move line"),
("everyone moves to the waiting_room (line 14)", "event", "true", 14, "line 14"),
("it's still in the red_suitcase", "location", "true", "end", "row 14"),
]),
dict(style="numbered", label="wrong", stated_answer="red_bucket",
response="""Let's think step by step.

1. At line 2, the grapefruit is in the red_bucket.
2. Olivia, Hannah, Gracie and Jackson each stay for a minute and leave without moving anything.
3. Ethan is the last one in the master_bedroom, and he also makes no movements.
4. Everyone then goes to the waiting_room; nothing else happens to the grapefruit.

So the grapefruit is still in the red_bucket.

\\boxed{E. red_bucket}""",
claims=[
("At line 2, the grapefruit is in the red_bucket", "location", "false", 2, "row 2: red_suitcase"),
("Olivia, Hannah, Gracie and Jackson each stay for a minute and leave without moving anything", "event", "true", 11, "lines 3-11"),
("Ethan is the last one in the master_bedroom", "presence", "true", 12, "row 12 only Ethan"),
("he also makes no movements", "event", "true", 12, "line 12"),
("Everyone then goes to the waiting_room", "event", "true", 14, "line 14"),
("nothing else happens to the grapefruit", "event", "true", "end", "no move"),
("the grapefruit is still in the red_bucket", "location", "false", "end", "row 14: red_suitcase"),
("\\boxed{E. red_bucket}", "location", "false", "end", "row 14: red_suitcase"),
]),
]
