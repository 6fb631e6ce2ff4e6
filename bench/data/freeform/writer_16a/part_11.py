# Q11 s6816-10-o0: where is the radish really, gold blue_box
R = 'radish'
SP = 'sweet_potato'
RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="blue_box",
response="""**B. blue_box**

Explanation:
- The radish is placed in the blue_box at line 3, with everyone on the porch.
- Nobody ever moves it: people just wait and leave, one by one.
- The hallway scene involves the sweet_potato, not the radish.
- Owen privately told Mason that the radish is in the green_basket (line 28), but a private remark doesn't move anything.

So the radish is really still in the blue_box.""",
claims=[
("The radish is placed in the blue_box at line 3", "location", "true", 3, "line 3", ('O', R, 3, 'blue_box')),
("with everyone on the porch", "presence", "true", 3, "all witnessed 3", ('W', ['Ella', 'Mason', 'Owen', 'Hannah', 'Carter'], 3)),
("Nobody ever moves it", "location", "true", "end", "blue_box to end", ('O', R, 'end', 'blue_box')),
("people just wait and leave, one by one", "event", "true", 16, "exits 5, 8, 11, 14, 16", [('L', 5, 'Ella exited'), ('L', 16, 'Carter exited')]),
("The hallway scene involves the sweet_potato, not the radish", "event", "true", 19, "line 19", ('L', 19, 'sweet_potato')),
("Owen privately told Mason that the radish is in the green_basket (line 28)", "communication", "false", 28, "PLANTED: line 28 is about the sweet_potato, not the radish", ('L', 28, 'radish')),
("the radish is really still in the blue_box", "location", "true", "end", "end location", ('O', R, 'end', 'blue_box')),
]),
dict(style="numbered", label="sound", stated_answer="blue_box",
response="""Let's think step by step.

1. Line 3: the radish is in the blue_box.
2. Lines 4–16: Ella, Mason, Owen, Hannah and Carter leave the porch one at a time; none of them moves the radish.
3. Lines 18–25: Owen, Carter and Mason go into the hallway, where the only object is the sweet_potato in the red_treasure_chest.
4. Lines 27–28: Mason's public claim and Owen's private message are both about the sweet_potato.

The radish never leaves the blue_box, so the answer is \\boxed{blue_box}.""",
claims=[
("Line 3: the radish is in the blue_box", "location", "true", 3, "line 3", ('O', R, 3, 'blue_box')),
("Ella, Mason, Owen, Hannah and Carter leave the porch one at a time", "event", "true", 16, "exits 5, 8, 11, 14, 16", [('L', 5, 'Ella exited'), ('L', 8, 'Mason exited'), ('L', 11, 'Owen exited'), ('L', 14, 'Hannah exited'), ('L', 16, 'Carter exited')]),
("none of them moves the radish", "location", "true", 16, "blue_box at 16", ('O', R, 16, 'blue_box')),
("Owen, Carter and Mason go into the hallway", "event", "true", 18, "line 18", ('L', 18, 'Owen, Carter and Mason entered the hallway')),
("the only object is the sweet_potato in the red_treasure_chest", "location", "true", 19, "line 19", ('O', SP, 19, 'red_treasure_chest')),
("Mason's public claim and Owen's private message are both about the sweet_potato", "communication", "true", 28, "lines 27, 28", [('L', 27, 'sweet_potato'), ('L', 28, 'sweet_potato')]),
("The radish never leaves the blue_box", "location", "true", "end", "end", ('O', R, 'end', 'blue_box')),
]),
dict(style="narrative", label="unsound", stated_answer="blue_box",
response="""Let me trace the radish and make sure nothing touches it.

The radish goes into the blue_box at the beginning, while all five are on the porch. After that, the porch scenes are just people staying for a minute and leaving — Ella first, then Mason, Owen, Hannah, and finally Carter. Nobody handles the radish.

Owen, Carter and Mason then go into the hallway, but the object there is the sweet_potato. In the waiting_room, Mason publicly says the sweet_potato is in the blue_bottle, and after that the sweet_potato ends up in the blue_bottle, but that's a different vegetable.

So the radish is still exactly where it started. The answer is B. blue_box.""",
claims=[
("The radish goes into the blue_box at the beginning", "location", "true", 3, "line 3", ('O', R, 3, 'blue_box')),
("while all five are on the porch", "presence", "true", 3, "all in porch", ('W', ['Ella', 'Mason', 'Owen', 'Hannah', 'Carter'], 3)),
("the porch scenes are just people staying for a minute and leaving", "event", "true", 16, "stays and exits on the porch", [('L', 4, 'made no movements'), ('L', 5, 'exited')]),
("Ella first, then Mason, Owen, Hannah, and finally Carter", "order", "true", 16, "exits 5, 8, 11, 14, 16", [('L', 5, 'Ella exited'), ('L', 8, 'Mason exited'), ('L', 11, 'Owen exited'), ('L', 14, 'Hannah exited'), ('L', 16, 'Carter exited')]),
("Nobody handles the radish", "location", "true", 16, "blue_box at 16", ('O', R, 16, 'blue_box')),
("Owen, Carter and Mason then go into the hallway", "event", "true", 18, "line 18", ('L', 18, 'entered the hallway')),
("the object there is the sweet_potato", "location", "true", 19, "line 19", ('O', SP, 19, 'red_treasure_chest')),
("Mason publicly says the sweet_potato is in the blue_bottle", "communication", "true", 27, "line 27", ('L', 27, 'Mason publicly claimed that sweet_potato is in the blue_bottle')),
("after that the sweet_potato ends up in the blue_bottle", "location", "false", "end", "PLANTED: a claim moves nothing; the sweet_potato stays in the red_treasure_chest", ('O', SP, 'end', 'blue_bottle')),
("the radish is still exactly where it started", "location", "true", "end", "blue_box", ('O', R, 'end', 'blue_box')),
]),
dict(style="terse", label="wrong", stated_answer="red_treasure_chest",
response="""L. red_treasure_chest (it's in the red_treasure_chest in the hallway).""",
claims=[
("it's in the red_treasure_chest in the hallway", "location", "false", "end", "the radish is in the blue_box; the red_treasure_chest holds the sweet_potato", ('O', R, 'end', 'red_treasure_chest')),
]),
dict(style="thinking", label="sound", stated_answer="blue_box",
response="""<think>
Radish: line 3, blue_box. Does anyone move it? Let me scan... Ella, Mason, Owen, Hannah, Carter all just "made no movements" and exit. Lines 2, 6, 9, 13 are likes/lost items — irrelevant.

Hallway: sweet_potato in red_treasure_chest, and no one moves it either. Claims at 27/28 are about the sweet_potato.

Hmm, is there any trick, like the radish being mentioned again? No. It stays in blue_box.
</think>

B. blue_box — the radish is placed there at line 3 and never moved.""",
claims=[
("Radish: line 3, blue_box", "location", "true", 3, "line 3", ('O', R, 3, 'blue_box')),
("Ella, Mason, Owen, Hannah, Carter all just \"made no movements\" and exit", "event", "true", 16, "stay/exit lines", [('L', 4, 'Ella made no movements'), ('L', 15, 'Carter made no movements'), ('L', 16, 'Carter exited')]),
("Lines 2, 6, 9, 13 are likes/lost items", "event", "true", 13, "lines 2, 6, 9, 13", [('L', 2, 'likes'), ('L', 6, 'likes'), ('L', 9, 'lost'), ('L', 13, 'lost')]),
("sweet_potato in red_treasure_chest", "location", "true", 19, "line 19", ('O', SP, 19, 'red_treasure_chest')),
("no one moves it either", "location", "true", "end", "sweet_potato stays", ('O', SP, 'end', 'red_treasure_chest')),
("Claims at 27/28 are about the sweet_potato", "communication", "true", 28, "lines 27, 28", [('L', 27, 'sweet_potato'), ('L', 28, 'sweet_potato')]),
("It stays in blue_box", "location", "true", "end", "end", ('O', R, 'end', 'blue_box')),
("the radish is placed there at line 3", "location", "true", 3, "line 3", ('O', R, 3, 'blue_box')),
("never moved", "location", "true", "end", "unchanged", ('O', R, 'end', 'blue_box')),
]),
]
