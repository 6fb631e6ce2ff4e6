# Q13 s6816-16-o1: Lily about the strawberry, gold blue_bathtub
S = 'strawberry'
RECORDS = [
dict(style="answer_first", label="wrong", stated_answer=None,
response="""**Answer: Cannot be determined**

Lily left the laundry first (line 4), so she has no way of knowing what happened to the strawberry afterward; the story doesn't tell us where she thinks it is.""",
claims=[
("Lily left the laundry first (line 4)", "order", "true", 4, "first exit", ('L', 4, 'Lily exited')),
("she has no way of knowing what happened to the strawberry afterward", "presence", "true", 13, "Lily absent from line 5 on", ('R', 'Lily', 5, None)),
("the story doesn't tell us where she thinks it is", "belief", "false", "end", "Lily saw it placed in the blue_bathtub; Lily = blue_bathtub", ('B', 'Lily', 'end', None)),
]),
dict(style="numbered", label="unsound", stated_answer="blue_bathtub",
response="""**Step 1:** The strawberry is put in the blue_bathtub at line 2, and Lily is in the laundry.
**Step 2:** Lily exits first (line 4). The others leave after her: Isabella, Evelyn, Jacob, then Elizabeth.
**Step 3:** Nobody moves the strawberry at any point — every turn is "made no movements".
**Step 4:** So Lily's last observation is also the true location.

**Answer:** A. blue_bathtub""",
claims=[
("The strawberry is put in the blue_bathtub at line 2", "location", "true", 2, "line 2", ('O', S, 2, 'blue_bathtub')),
("Lily is in the laundry", "presence", "true", 2, "Lily witnessed 2", ('W', ['Lily'], 2)),
("Lily exits first (line 4)", "order", "true", 4, "first exit", ('L', 4, 'Lily exited')),
("The others leave after her: Isabella, Evelyn, Jacob, then Elizabeth", "order", "false", 13, "PLANTED: Elizabeth exits at line 11, Jacob last at line 13", ('R', 'Jacob', 11, None)),
("Nobody moves the strawberry at any point", "location", "true", "end", "blue_bathtub throughout", ('O', S, 'end', 'blue_bathtub')),
("every turn is \"made no movements\"", "event", "true", 12, "turn lines 3, 5, 8, 10, 12", [('L', 3, 'made no movements'), ('L', 5, 'made no movements'), ('L', 8, 'made no movements'), ('L', 10, 'made no movements'), ('L', 12, 'made no movements')]),
("Lily's last observation is also the true location", "belief", "true", "end", "Lily = blue_bathtub = actual", [('B', 'Lily', 'end', 'blue_bathtub'), ('O', S, 'end', 'blue_bathtub')]),
]),
dict(style="narrative", label="sound", stated_answer="blue_bathtub",
response="""Let me think about what Lily saw. She was in the laundry when the strawberry was placed in the blue_bathtub, and she was the first to leave. After she left, Isabella, Evelyn, Elizabeth and Jacob each stayed a minute and walked out without touching anything, so the strawberry never moved.

Lily's belief is simply the last thing she saw — the blue_bathtub — and in this case it happens to match reality. The answer is A. blue_bathtub.""",
claims=[
("She was in the laundry when the strawberry was placed in the blue_bathtub", "presence", "true", 2, "Lily witnessed 2", [('W', ['Lily'], 2), ('O', S, 2, 'blue_bathtub')]),
("she was the first to leave", "order", "true", 4, "first exit", ('L', 4, 'Lily exited')),
("Isabella, Evelyn, Elizabeth and Jacob each stayed a minute and walked out", "event", "true", 13, "lines 5-13", [('L', 5, 'Isabella made no movements'), ('L', 7, 'Isabella exited'), ('L', 8, 'Evelyn made no movements'), ('L', 9, 'Evelyn exited'), ('L', 10, 'Elizabeth made no movements'), ('L', 11, 'Elizabeth exited'), ('L', 12, 'Jacob made no movements'), ('L', 13, 'Jacob exited')]),
("without touching anything", "location", "true", 13, "unchanged", ('O', S, 13, 'blue_bathtub')),
("the strawberry never moved", "location", "true", "end", "blue_bathtub", ('O', S, 'end', 'blue_bathtub')),
("Lily's belief is simply the last thing she saw — the blue_bathtub", "belief", "true", "end", "Lily = blue_bathtub", ('B', 'Lily', 'end', 'blue_bathtub')),
("it happens to match reality", "location", "true", "end", "actual = blue_bathtub", ('O', S, 'end', 'blue_bathtub')),
]),
dict(style="terse", label="unsupported", stated_answer="blue_bathtub",
response="""A""",
claims=[]),
dict(style="thinking", label="unsound", stated_answer="blue_bathtub",
response="""<think>
Lily's real belief about the strawberry.

Line 2: strawberry in blue_bathtub, all five there. Lily exits at 4. Then Isabella and Evelyn... let me see, Isabella exits at 7, Evelyn at 9, Elizabeth at 11, Jacob at 13. No one moves the strawberry — there's no "moved" line at all.

Evelyn dislikes the peach — unrelated. Lily was still in the laundry when Isabella left. Doesn't matter.

Final scene is just everyone in the waiting_room. So Lily thinks blue_bathtub.
</think>

**A. blue_bathtub** — Lily saw it placed there, and it was never moved.""",
claims=[
("Line 2: strawberry in blue_bathtub", "location", "true", 2, "line 2", ('O', S, 2, 'blue_bathtub')),
("all five there", "presence", "true", 2, "all witnessed 2", ('W', ['Lily', 'Isabella', 'Evelyn', 'Elizabeth', 'Jacob'], 2)),
("Lily exits at 4", "event", "true", 4, "line 4", ('L', 4, 'Lily exited')),
("Isabella exits at 7, Evelyn at 9, Elizabeth at 11, Jacob at 13", "event", "true", 13, "exit lines", [('L', 7, 'Isabella exited'), ('L', 9, 'Evelyn exited'), ('L', 11, 'Elizabeth exited'), ('L', 13, 'Jacob exited')]),
("No one moves the strawberry", "location", "true", "end", "unchanged", ('O', S, 'end', 'blue_bathtub')),
("there's no \"moved\" line at all", "event", "true", "end", "no move lines in the story", ('O', S, 13, 'blue_bathtub')),
("Evelyn dislikes the peach", "event", "true", 6, "line 6", ('L', 6, 'Evelyn dislikes the peach')),
("Lily was still in the laundry when Isabella left", "presence", "false", 7, "PLANTED: Lily exited at line 4, Isabella at line 7", ('R', 'Lily', 6, 'laundry')),
("Final scene is just everyone in the waiting_room", "presence", "true", "end", "line 14", ('R', 'Lily', 'end', 'waiting_room')),
("So Lily thinks blue_bathtub", "belief", "true", "end", "Lily", ('B', 'Lily', 'end', 'blue_bathtub')),
("Lily saw it placed there", "presence", "true", 2, "witnessed 2", ('W', ['Lily'], 2)),
("it was never moved", "location", "true", "end", "unchanged", ('O', S, 'end', 'blue_bathtub')),
]),
]
