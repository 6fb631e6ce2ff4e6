RECORDS = [
dict(style="terse", label="sound", stated_answer="blue_bathtub",
response="""blue_bathtub — Jayden was gone when Lucas moved it.""",
claims=[
("Jayden was gone when Lucas moved it", "presence", "true", 7, "Jayden room null row 7"),
]),
dict(style="thinking", label="unsound", stated_answer="blue_bathtub",
response="""<think>
Jayden and Lucas are in the laundry and see the turnip in the blue_bathtub (line 3). Emma enters the laundry at line 4 — hmm, she doesn't do anything though. Jayden exits at line 6. Then Lucas moves the turnip to the green_cupboard at line 7, after Jayden is gone.

So Jayden didn't see the move. He'll look where he last saw it.
</think>

Jayden will look in the blue_bathtub.""",
claims=[
("Jayden and Lucas are in the laundry", "presence", "true", 3, "rooms row 3"),
("see the turnip in the blue_bathtub (line 3)", "presence", "true", 3, "witnessed_by row 3"),
("Emma enters the laundry at line 4", "event", "false", 4, "PLANTED: Emma entered the closet"),
("Jayden exits at line 6", "event", "true", 6, "line 6"),
("Lucas moves the turnip to the green_cupboard at line 7", "event", "true", 7, "line 7"),
("after Jayden is gone", "order", "true", 7, "exit 6 < move 7"),
("Jayden didn't see the move", "presence", "true", 7, "witnessed_by row 7 = Lucas"),
("Jayden will look in the blue_bathtub", "belief", "true", "end", "Jayden -> blue_bathtub"),
]),
dict(style="answer_first", label="sound", stated_answer="blue_bathtub",
response="""**blue_bathtub**

Jayden saw the turnip in the blue_bathtub (line 3), then left the laundry at line 6. Lucas moved it to the green_cupboard only afterwards (line 7), so Jayden still believes it's in the blue_bathtub.""",
claims=[
("Jayden saw the turnip in the blue_bathtub (line 3)", "presence", "true", 3, "witnessed_by row 3"),
("left the laundry at line 6", "event", "true", 6, "line 6"),
("Lucas moved it to the green_cupboard only afterwards (line 7)", "order", "true", 7, "7 > 6"),
("Jayden still believes it's in the blue_bathtub", "belief", "true", "end", "Jayden -> blue_bathtub row 7"),
]),
dict(style="numbered", label="wrong", stated_answer="green_cupboard",
response="""**Step 1:** Lucas and Jayden enter the laundry.
**Step 2:** The turnip is in the blue_bathtub.
**Step 3:** Emma goes into the closet, which doesn't affect the laundry.
**Step 4:** Lucas moves the turnip to the green_cupboard.
**Step 5:** Jayden is looking for the turnip, and the turnip's current location is the green_cupboard.

**Final answer:** green_cupboard""",
claims=[
("Lucas and Jayden enter the laundry", "event", "true", 2, "lines 1-2"),
("The turnip is in the blue_bathtub", "location", "true", 3, "line 3"),
("Emma goes into the closet", "event", "true", 4, "line 4"),
("Lucas moves the turnip to the green_cupboard", "event", "true", 7, "line 7"),
("the turnip's current location is the green_cupboard", "location", "true", "end", "objects row 7"),
]),
dict(style="narrative", label="unsound", stated_answer="blue_bathtub",
response="""So, Lucas and Jayden are both in the laundry when the turnip is in the blue_bathtub. Emma is off in the closet and never comes near the laundry. Jayden then leaves, and once he's gone, Lucas moves the turnip over to the green_cupboard. Lucas assumes Jayden will go to the green_cupboard, but Jayden never saw the switch, so he'll go back to where he last saw it: the blue_bathtub.""",
claims=[
("Lucas and Jayden are both in the laundry when the turnip is in the blue_bathtub", "presence", "true", 3, "rooms row 3"),
("Emma is off in the closet", "presence", "true", "end", "Emma in closet"),
("never comes near the laundry", "presence", "true", "end", "Emma never in laundry"),
("Jayden then leaves", "event", "true", 6, "line 6"),
("once he's gone, Lucas moves the turnip over to the green_cupboard", "event", "true", 7, "line 7"),
("Lucas assumes Jayden will go to the green_cupboard", "belief", "false", "end", "PLANTED: Lucas -> Jayden = blue_bathtub"),
("Jayden never saw the switch", "presence", "true", 7, "not in witnessed_by row 7"),
("he'll go back to where he last saw it: the blue_bathtub", "belief", "true", "end", "Jayden -> blue_bathtub"),
]),
]
