# Q10 s6816-6-o1: Logan about the corn, gold red_treasure_chest
C = 'corn'
RTC = 'red_treasure_chest'
RECORDS = [
dict(style="answer_first", label="unsupported", stated_answer=RTC,
response="""**K. red_treasure_chest**

This one is straightforward — Logan really thinks the corn is in the red_treasure_chest.""",
claims=[
("Logan really thinks the corn is in the red_treasure_chest", "belief", "true", "end", "answer restated", ('B', 'Logan', 'end', RTC)),
]),
dict(style="numbered", label="wrong", stated_answer=None,
response="""1. The corn starts in the red_treasure_chest (line 2), and Logan is in the cellar to see it.
2. Logan leaves at line 11.
3. After Logan is gone, Mila moves the corn (line 12). Logan doesn't see this move.
4. Because Logan missed Mila's move, he still thinks of the original spot, but the corn may now be somewhere else.
5. Later scenes involve the lettuce, which Logan doesn't see either.

**Answer:** either K. red_treasure_chest or B. green_container — Logan's information is out of date, so it's hard to pin down.""",
claims=[
("The corn starts in the red_treasure_chest (line 2)", "location", "true", 2, "line 2", ('O', C, 2, RTC)),
("Logan is in the cellar to see it", "presence", "true", 2, "Logan witnessed 2", ('W', ['Logan'], 2)),
("Logan leaves at line 11", "event", "true", 11, "line 11", ('L', 11, 'Logan exited')),
("After Logan is gone, Mila moves the corn (line 12)", "order", "true", 12, "exit 11, move 12", [('R', 'Logan', 12, None), ('L', 12, 'Mila moved the corn')]),
("Logan doesn't see this move", "presence", "true", 12, "not witness", ('NW', ['Logan'], 12)),
("he still thinks of the original spot", "belief", "true", "end", "Logan = red_treasure_chest", ('B', 'Logan', 'end', RTC)),
("Later scenes involve the lettuce", "event", "true", 19, "lines 16, 19", [('L', 16, 'lettuce'), ('L', 19, 'lettuce')]),
("which Logan doesn't see either", "presence", "true", 19, "Logan in waiting_room", [('NW', ['Logan'], 16), ('NW', ['Logan'], 19)]),
("Logan's information is out of date", "belief", "false", "end", "Logan's belief red_treasure_chest matches the corn's actual location", ('O', C, 'end', 'green_container')),
]),
dict(style="narrative", label="sound", stated_answer=RTC,
response="""Let me trace Logan's view of the corn.

The corn is in the red_treasure_chest from the start, with all five people in the cellar. Lucas, Nathan and Jackson leave one after another, and Logan leaves next, at line 11, with the corn still sitting in the red_treasure_chest. Only Mila is left at that point.

Mila then "moves" the corn to the red_treasure_chest — which is where it already was, so nothing actually changes. Logan doesn't see this, but it wouldn't matter if he had. The rest of the story, in the bathroom, is about the lettuce, and Logan isn't even there; he stays in the waiting_room with Nathan.

So Logan really thinks the corn is in the red_treasure_chest, and he happens to be right. The answer is K. red_treasure_chest.""",
claims=[
("The corn is in the red_treasure_chest from the start", "location", "true", 2, "line 2", ('O', C, 2, RTC)),
("with all five people in the cellar", "presence", "true", 2, "all in cellar", ('R', 'Logan', 2, 'cellar')),
("Lucas, Nathan and Jackson leave one after another", "event", "true", 9, "lines 4, 7, 9", [('L', 4, 'Lucas exited'), ('L', 7, 'Nathan exited'), ('L', 9, 'Jackson exited')]),
("Logan leaves next, at line 11", "order", "true", 11, "line 11 after 9", ('L', 11, 'Logan exited')),
("with the corn still sitting in the red_treasure_chest", "location", "true", 11, "objects 11", ('O', C, 11, RTC)),
("Only Mila is left at that point", "presence", "true", 11, "cellar holds Mila", [('R', 'Mila', 11, 'cellar'), ('R', 'Logan', 11, None)]),
("Mila then \"moves\" the corn to the red_treasure_chest", "event", "true", 12, "line 12", ('L', 12, 'Mila moved the corn to the red_treasure_chest')),
("which is where it already was", "location", "true", 11, "red_treasure_chest before 12", ('O', C, 11, RTC)),
("nothing actually changes", "location", "true", 12, "same container", ('O', C, 12, RTC)),
("Logan doesn't see this", "presence", "true", 12, "not witness", ('NW', ['Logan'], 12)),
("The rest of the story, in the bathroom, is about the lettuce", "event", "true", 19, "lines 16, 19", [('L', 16, 'lettuce'), ('L', 19, 'lettuce')]),
("Logan isn't even there", "presence", "true", 16, "Logan in waiting_room", ('R', 'Logan', 16, 'waiting_room')),
("he stays in the waiting_room with Nathan", "presence", "true", 19, "both in waiting_room 15-22", [('R', 'Logan', 19, 'waiting_room'), ('R', 'Nathan', 19, 'waiting_room')]),
("Logan really thinks the corn is in the red_treasure_chest", "belief", "true", "end", "Logan", ('B', 'Logan', 'end', RTC)),
("he happens to be right", "location", "true", "end", "actual = red_treasure_chest", ('O', C, 'end', RTC)),
]),
dict(style="terse", label="unsound", stated_answer=RTC,
response="""K. red_treasure_chest — Logan was the last to leave the cellar, and the corn never really moved.""",
claims=[
("Logan was the last to leave the cellar", "order", "false", 13, "PLANTED: Mila left after Logan (line 13)", ('R', 'Mila', 12, None)),
("the corn never really moved", "location", "true", "end", "red_treasure_chest throughout", [('O', C, 2, RTC), ('O', C, 'end', RTC)]),
]),
dict(style="thinking", label="unsound", stated_answer=RTC,
response="""<think>
Logan's real belief about the corn.

Corn in red_treasure_chest at line 2. Exits: Lucas (4), Nathan (7), Jackson (9), Logan (11). Then Mila moves the corn to the red_treasure_chest at 12 — wait, that's the same container it was already in. So it's effectively not moved.

Mila did that with Jackson still watching, but Jackson doesn't matter here. Logan left at 11, before line 12, so he didn't see it, but since the container didn't change, his belief is red_treasure_chest regardless.

Bathroom part: lettuce only. Logan wasn't in the bathroom anyway.

Answer: red_treasure_chest.
</think>

Logan really thinks the corn is in the red_treasure_chest (K).""",
claims=[
("Corn in red_treasure_chest at line 2", "location", "true", 2, "line 2", ('O', C, 2, RTC)),
("Exits: Lucas (4), Nathan (7), Jackson (9), Logan (11)", "event", "true", 11, "exit lines", [('L', 4, 'Lucas exited'), ('L', 7, 'Nathan exited'), ('L', 9, 'Jackson exited'), ('L', 11, 'Logan exited')]),
("Mila moves the corn to the red_treasure_chest at 12", "event", "true", 12, "line 12", ('L', 12, 'Mila moved the corn to the red_treasure_chest')),
("that's the same container it was already in", "location", "true", 11, "red_treasure_chest at 11", ('O', C, 11, RTC)),
("it's effectively not moved", "location", "true", 12, "same container", ('O', C, 12, RTC)),
("Mila did that with Jackson still watching", "presence", "false", 12, "PLANTED: Jackson exited at line 9; only Mila saw line 12", ('W', ['Jackson'], 12)),
("Logan left at 11, before line 12", "order", "true", 11, "11 < 12", ('R', 'Logan', 12, None)),
("he didn't see it", "presence", "true", 12, "not witness", ('NW', ['Logan'], 12)),
("his belief is red_treasure_chest regardless", "belief", "true", "end", "Logan", ('B', 'Logan', 'end', RTC)),
("Bathroom part: lettuce only", "event", "true", 19, "lines 16, 19", [('L', 16, 'lettuce'), ('L', 19, 'lettuce')]),
("Logan wasn't in the bathroom anyway", "presence", "true", 19, "Logan in waiting_room", ('R', 'Logan', 19, 'waiting_room')),
("Logan really thinks the corn is in the red_treasure_chest", "belief", "true", "end", "answer restated", ('B', 'Logan', 'end', RTC)),
]),
]
