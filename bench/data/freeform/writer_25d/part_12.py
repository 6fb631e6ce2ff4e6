# Q12 s6825-0-o0: grapes really = green_envelope (A)
RECORDS = []

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="green_envelope",
response="""Let me follow the grapes through both visits to the porch.

They start in the green_envelope. Isla moves them to the green_cupboard after Oliver and Chloe have left, and then Jackson moves them to the blue_bottle once Isla is gone. Sophia is the last one out, so at that stage the grapes are in the blue_bottle.

Then Chloe, Isla and Sophia come back to the porch and find the grapes in the blue_bottle. Isla moves them back to the green_envelope, and nobody touches them after that — the three simply leave one by one.

So the grapes are really in the green_envelope. The answer is A.""",
claims=[
("They start in the green_envelope","location","true",2,"row 2"),
("Isla moves them to the green_cupboard","event","true",8,"line 8"),
("after Oliver and Chloe have left","order","true",8,"exits 4,7 < 8"),
("Jackson moves them to the blue_bottle","event","true",11,"line 11"),
("once Isla is gone","order","true",11,"Isla exit 10 < 11"),
("Sophia is the last one out","order","true",14,"line 14 last exit"),
("at that stage the grapes are in the blue_bottle","location","true",14,"row 14"),
("Chloe, Isla and Sophia come back to the porch","event","true",16,"line 16"),
("find the grapes in the blue_bottle","location","true",17,"row 17"),
("Isla moves them back to the green_envelope","event","false",18,"PLANTED: Chloe made the move at line 18"),
("nobody touches them after that","event","true","end","no moves after 18"),
("the three simply leave one by one","event","true",23,"exits 19,21,23"),
("the grapes are really in the green_envelope","location","true","end","objects end"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="green_envelope",
response="""**A. green_envelope** — that's where the grapes actually are.""",
claims=[
("that's where the grapes actually are","location","true","end","answer restated"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="green_envelope",
response="""<think>
Reality question — just follow the grapes.

green_envelope (2) → green_cupboard (Isla, 8) → blue_bottle (Jackson, 11). Then everyone goes to the waiting room. So the grapes end up in the blue_bottle.

Wait, no, the story keeps going. Line 16: Chloe, Isla and Sophia go back to the porch. Line 17 confirms the grapes are in the blue_bottle. Line 18: Chloe moves the grapes to the green_envelope. After that it's just exits and the waiting room.

So the final location is green_envelope. Funny, it ends up back where it started.
</think>

A. green_envelope. Chloe's move at line 18 is the last one, putting the grapes back in the green_envelope.""",
claims=[
("green_envelope (2)","location","true",2,"row 2"),
("green_cupboard (Isla, 8)","event","true",8,"line 8"),
("blue_bottle (Jackson, 11)","event","true",11,"line 11"),
("Chloe, Isla and Sophia go back to the porch","event","true",16,"line 16"),
("Line 17 confirms the grapes are in the blue_bottle","location","true",17,"row 17"),
("Chloe moves the grapes to the green_envelope","event","true",18,"line 18"),
("After that it's just exits and the waiting room","event","true",24,"lines 19-24"),
("the final location is green_envelope","location","true","end","objects end"),
("it ends up back where it started","location","true","end","start & end green_envelope"),
("Chloe's move at line 18 is the last one","order","true",18,"last move"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="green_envelope",
response="""**Tracking the grapes:**

1. Line 2 – green_envelope.
2. Line 8 – Isla moves them to the green_cupboard.
3. Line 11 – Jackson moves them to the blue_bottle, with only Sophia watching.
4. Line 16–17 – Chloe, Isla and Sophia return to the porch; the grapes are still in the blue_bottle.
5. Line 18 – Chloe moves them to the green_envelope.
6. Lines 19–24 – no more moves.

**Answer:** A. green_envelope""",
claims=[
("Line 2 – green_envelope","location","true",2,"row 2"),
("Isla moves them to the green_cupboard","event","true",8,"line 8"),
("Jackson moves them to the blue_bottle","event","true",11,"line 11"),
("with only Sophia watching","presence","true",11,"witnessed_by 11 = Jackson, Sophia"),
("Chloe, Isla and Sophia return to the porch","event","true",16,"line 16"),
("the grapes are still in the blue_bottle","location","true",17,"row 17"),
("Chloe moves them to the green_envelope","event","true",18,"line 18"),
("no more moves","event","true",24,"19-24 no moves"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="green_envelope",
response="""**Answer: A. green_envelope**

Explanation:
- In the first porch scene, the grapes move from the green_envelope to the green_cupboard (line 8) and then to the blue_bottle (line 11).
- When Chloe, Isla and Sophia come back (line 16), the grapes are in the green_cupboard.
- Chloe then moves them to the green_envelope (line 18), and that's the final move.
- So the grapes are really in the green_envelope.""",
claims=[
("the grapes move from the green_envelope to the green_cupboard (line 8)","event","true",8,"line 8"),
("then to the blue_bottle (line 11)","event","true",11,"line 11"),
("When Chloe, Isla and Sophia come back (line 16), the grapes are in the green_cupboard","location","false",16,"PLANTED: row 16 grapes blue_bottle"),
("Chloe then moves them to the green_envelope (line 18)","event","true",18,"line 18"),
("that's the final move","order","true",18,"last move"),
("the grapes are really in the green_envelope","location","true","end","objects end"),
]))
