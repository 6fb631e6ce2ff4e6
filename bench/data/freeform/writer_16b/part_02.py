# Q2 tomi-s6816-3-reality: turnip really; gold green_treasure_chest
RECORDS = []

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="green_treasure_chest",
response="""green_treasure_chest""",
claims=[
("green_treasure_chest", "location", "true", "end", "answer restated; turnip in green_treasure_chest at end"),
]))

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="green_treasure_chest",
response="""**green_treasure_chest**

Explanation: The turnip starts out in the red_container (line 4), but Ella moves it to the green_treasure_chest in line 6. Nobody moves it after that. Lucas and Ella both leave the closet (lines 9–10), and Lucas comes back in line 11, but none of that changes where the turnip actually is.""",
claims=[
("The turnip starts out in the red_container (line 4)", "location", "true", 4, "objects row 4"),
("Ella moves it to the green_treasure_chest in line 6", "event", "true", 6, "line 6"),
("Nobody moves it after that", "event", "true", "end", "no later move; still green_treasure_chest at row 11"),
("Lucas and Ella both leave the closet (lines 9–10)", "event", "true", 10, "lines 9 and 10"),
("Lucas comes back in line 11", "event", "true", 11, "line 11"),
("none of that changes where the turnip actually is", "location", "true", "end", "green_treasure_chest at rows 9-11"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="green_treasure_chest",
response="""<think>
Where is the turnip really — that's just the actual location at the end, not anyone's belief.

Line 4: turnip in the red_container. Lucas and Ella are both in the closet at that point. Line 6: Ella moves it to the green_treasure_chest. Hmm, was Lucas there? Lucas entered at 2, Ella at 3... Lucas had already stepped out by line 6, I think — no wait, Lucas doesn't exit until line 9. So Lucas saw it. Doesn't matter for this question anyway.

Gracie is in the master_bedroom the whole time, irrelevant.

After line 6 nothing else touches the turnip. The exits and Lucas re-entering at 11 don't move it.

So green_treasure_chest.
</think>

The turnip is in the green_treasure_chest, where Ella put it at line 6.""",
claims=[
("Line 4: turnip in the red_container", "location", "true", 4, "objects row 4"),
("Lucas and Ella are both in the closet at that point", "presence", "true", 4, "rooms row 4"),
("Line 6: Ella moves it to the green_treasure_chest", "event", "true", 6, "line 6"),
("Lucas entered at 2", "event", "true", 2, "line 2"),
("Ella at 3", "event", "true", 3, "line 3"),
("Lucas doesn't exit until line 9", "event", "true", 9, "Lucas exits line 9"),
("So Lucas saw it", "presence", "true", 6, "Lucas in witnessed_by line 6"),
("Gracie is in the master_bedroom the whole time", "presence", "false", 8, "PLANTED: Gracie exits the master_bedroom at line 8 (in no room from row 8)"),
("After line 6 nothing else touches the turnip", "event", "true", "end", "no move after line 6"),
("Lucas re-entering at 11", "event", "true", 11, "line 11"),
("The turnip is in the green_treasure_chest", "location", "true", "end", "objects row 11"),
("where Ella put it at line 6", "event", "true", 6, "line 6"),
]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="red_container",
response="""To find where the turnip really is, let's go through the story.

1. Gracie enters the master_bedroom.
2. Lucas and Ella enter the closet.
3. The turnip is placed in the red_container while they are both there.
4. Ella leaves the closet, and later Lucas comes back in.
5. No one moves the turnip out of the red_container.

**Answer:** red_container""",
claims=[
("Gracie enters the master_bedroom", "event", "true", 1, "line 1"),
("Lucas and Ella enter the closet", "event", "true", 3, "lines 2-3"),
("The turnip is placed in the red_container", "location", "true", 4, "objects row 4"),
("while they are both there", "presence", "true", 4, "Lucas and Ella in closet at row 4"),
("Ella leaves the closet", "event", "true", 10, "line 10"),
("later Lucas comes back in", "event", "true", 11, "line 11"),
("No one moves the turnip out of the red_container", "event", "false", 6, "Ella moves it to the green_treasure_chest at line 6"),
]))

RECORDS.append(dict(style="narrative", label="unsupported", stated_answer="green_treasure_chest",
response="""This one is simpler than it looks: the question asks about the turnip's actual location rather than what anyone believes, so who saw what doesn't really matter here. Following the story through to its end, the turnip is in the green_treasure_chest.

The answer is green_treasure_chest.""",
claims=[
("the turnip is in the green_treasure_chest", "location", "true", "end", "answer restated"),
]))
