RECORDS = [
dict(style="thinking", label="sound", stated_answer="green_container",
response="""<think>
The question is about the start — where was the spinach at the beginning? That's just the first location mentioned. Line 3 says the spinach is in the green_container, with Alexander and Owen both in the living room. Alexander later moves it to the blue_bottle at line 6, but that's after Owen left. Hmm, that doesn't matter for a memory question anyway. The beginning location is the green_container.
</think>

The spinach was in the green_container at the beginning.""",
claims=[
("Line 3 says the spinach is in the green_container", "location", "true", 3, "objects row 3"),
("with Alexander and Owen both in the living room", "presence", "true", 3, "rooms row 3"),
("Alexander later moves it to the blue_bottle at line 6", "event", "true", 6, "line 6"),
("that's after Owen left", "order", "true", 6, "Owen exit 4 < move 6"),
("The spinach was in the green_container at the beginning", "location", "true", 3, "first location"),
]),
dict(style="answer_first", label="unsound", stated_answer="green_container",
response="""**green_container**

- Line 3 places the spinach in the green_container.
- Alexander moved it to the blue_bottle at line 6, while Owen was still in the living_room.
- So the beginning location is the green_container; the blue_bottle is only where it ended up.""",
claims=[
("Line 3 places the spinach in the green_container", "location", "true", 3, "objects row 3"),
("Alexander moved it to the blue_bottle at line 6", "event", "true", 6, "line 6"),
("while Owen was still in the living_room", "presence", "false", 6, "PLANTED: Owen exited at line 4; not in room at row 6"),
("the blue_bottle is only where it ended up", "location", "true", "end", "objects last row"),
]),
dict(style="numbered", label="wrong", stated_answer="blue_bottle",
response="""1. Alexander and Owen enter the living_room.
2. The spinach is in the green_container.
3. Owen leaves, and Alexander moves the spinach to the blue_bottle.
4. Alexander leaves and Owen comes back.

**Answer:** blue_bottle""",
claims=[
("Alexander and Owen enter the living_room", "event", "true", 2, "lines 1-2"),
("The spinach is in the green_container", "location", "true", 3, "line 3"),
("Owen leaves", "event", "true", 4, "line 4"),
("Alexander moves the spinach to the blue_bottle", "event", "true", 6, "line 6"),
("Alexander leaves", "event", "true", 8, "line 8"),
("Owen comes back", "event", "true", 9, "line 9"),
]),
dict(style="narrative", label="sound", stated_answer="green_container",
response="""The question only asks about the starting point, so I just need the first place the spinach shows up. Alexander and Owen are in the living room together when the story tells us the spinach is in the green_container. After Owen steps out, Alexander shifts it to the blue_bottle, and when Owen wanders back in at the end, it's the blue_bottle he'd find it in. But at the beginning, the spinach was in the green_container.""",
claims=[
("Alexander and Owen are in the living room together", "presence", "true", 3, "rooms row 3"),
("the spinach is in the green_container", "location", "true", 3, "objects row 3"),
("After Owen steps out, Alexander shifts it to the blue_bottle", "event", "true", 6, "line 6 after exit at 4"),
("when Owen wanders back in at the end, it's the blue_bottle he'd find it in", "location", "true", 9, "objects row 9 blue_bottle"),
("at the beginning, the spinach was in the green_container", "location", "true", 3, "first location"),
]),
dict(style="terse", label="unsound", stated_answer="green_container",
response="""green_container. Alexander didn't move it to the blue_bottle until after Owen came back.""",
claims=[
("Alexander didn't move it to the blue_bottle until after Owen came back", "order", "false", 6, "PLANTED: move at line 6, Owen came back at line 9"),
]),
]
