# Q1 tomi-s6822-4-first_order_1_tom : Where will Isla look for the watermelon? gold red_bottle
RECORDS = [
dict(style='answer_first', label='sound', stated_answer='red_bottle',
response="""**Answer: red_bottle**

Explanation:
- Isla was in the bathroom when the watermelon was in the red_bottle (line 3).
- She exited the bathroom at line 5 and went to the patio (line 8).
- Aiden moved the watermelon to the green_envelope only afterwards (line 9), while Isla was away, so she never saw it.
- Isla therefore still believes the watermelon is in the red_bottle, and that's where she'll look.""",
claims=[
("Isla was in the bathroom", 'presence', 'true', 3, "Isla in bathroom at line 3"),
("the watermelon was in the red_bottle (line 3)", 'location', 'true', 3, "objects row 3: red_bottle"),
("She exited the bathroom at line 5", 'event', 'true', 5, "line 5"),
("went to the patio (line 8)", 'event', 'true', 8, "line 8 Isla entered the patio"),
("Aiden moved the watermelon to the green_envelope only afterwards (line 9)", 'event', 'true', 9, "line 9"),
("while Isla was away", 'presence', 'true', 9, "Isla in patio at line 9"),
("she never saw it", 'presence', 'true', 9, "witnessed_by line 9 = Aiden, Lucas"),
("Isla therefore still believes the watermelon is in the red_bottle", 'belief', 'true', 'end', "Isla: red_bottle at end"),
("that's where she'll look", 'belief', 'true', 'end', "answer restated, Isla: red_bottle"),
]),
dict(style='numbered', label='unsound', stated_answer='red_bottle',
response="""**Step 1: Who is in the bathroom?**
Isla got to the bathroom before Aiden, and Lucas came in third (line 4). By line 4 all three know the watermelon is in the red_bottle.

**Step 2: Isla leaves.**
Isla exits the bathroom at line 5 and later goes into the patio. Lines 6-7 (what she likes and hates) don't matter.

**Step 3: The move.**
Aiden moves the watermelon to the green_envelope. Lucas is still in the bathroom and sees this, but Isla is in the patio.

**Step 4: Isla's belief.**
Since she didn't witness the move, Isla's last knowledge is the red_bottle.

**Answer:** red_bottle""",
claims=[
("Isla got to the bathroom before Aiden", 'order', 'false', 2, "PLANTED: Aiden entered at line 1, Isla at line 2"),
("Lucas came in third (line 4)", 'order', 'true', 4, "Lucas entered at line 4 after Aiden (1) and Isla (2)"),
("By line 4 all three know the watermelon is in the red_bottle", 'belief', 'true', 4, "row 4: Aiden, Isla, Lucas all red_bottle"),
("Isla exits the bathroom at line 5", 'event', 'true', 5, "line 5"),
("later goes into the patio", 'event', 'true', 8, "line 8"),
("Aiden moves the watermelon to the green_envelope", 'event', 'true', 9, "line 9"),
("Lucas is still in the bathroom", 'presence', 'true', 9, "Lucas bathroom at line 9"),
("sees this", 'presence', 'true', 9, "Lucas in witnessed_by line 9"),
("Isla is in the patio", 'presence', 'true', 9, "Isla patio at line 9"),
("she didn't witness the move", 'presence', 'true', 9, "Isla not in witnessed_by line 9"),
("Isla's last knowledge is the red_bottle", 'belief', 'true', 'end', "Isla: red_bottle"),
("**Answer:** red_bottle", 'belief', 'true', 'end', "answer restated"),
]),
dict(style='narrative', label='wrong', stated_answer='green_envelope',
response="""Let me trace where everyone is when the watermelon moves.

Aiden, Isla and Lucas all end up in the bathroom, and the watermelon starts out in the red_bottle. Isla steps out at line 5, but she comes back in at line 8, so she's in the room again by the time Aiden moves the watermelon to the green_envelope. Having watched that move, she knows the new location and will go straight to it.

The answer is green_envelope.""",
claims=[
("Aiden, Isla and Lucas all end up in the bathroom", 'presence', 'true', 4, "all three in bathroom after line 4"),
("the watermelon starts out in the red_bottle", 'location', 'true', 3, "line 3"),
("Isla steps out at line 5", 'event', 'true', 5, "line 5"),
("she comes back in at line 8", 'event', 'false', 8, "line 8: Isla entered the patio, not the bathroom"),
("she's in the room again", 'presence', 'false', 9, "Isla in patio at line 9"),
("Aiden moves the watermelon to the green_envelope", 'event', 'true', 9, "line 9"),
("Having watched that move", 'presence', 'false', 9, "Isla not in witnessed_by line 9"),
("she knows the new location", 'belief', 'false', 'end', "Isla: red_bottle"),
("The answer is green_envelope", 'belief', 'false', 'end', "Isla: red_bottle"),
]),
dict(style='terse', label='sound', stated_answer='red_bottle',
response="""red_bottle — Isla was gone when Aiden moved it.""",
claims=[
("red_bottle", 'belief', 'true', 'end', "answer: Isla red_bottle"),
("Isla was gone when Aiden moved it", 'presence', 'true', 9, "Isla in patio at line 9, not a witness"),
]),
dict(style='thinking', label='unsound', stated_answer='red_bottle',
response="""<think>
Okay, Isla's question. Watermelon in the red_bottle at line 3, with Aiden and Isla present. Lucas enters at 4. Isla exits at 5. Lines 6 and 7 are just her likes and dislikes, irrelevant. Line 8 she goes to the patio. Then line 9 Aiden moves the watermelon to the green_envelope.

Was Isla there for that? She left at 5 and is in the patio now. So she missed it. Aiden, for his part, figures Isla already knows it's in the green_envelope, but that's not what's asked.

So Isla looks in the red_bottle.
</think>

Isla will look in the red_bottle, since she left before the watermelon was moved.""",
claims=[
("Watermelon in the red_bottle at line 3", 'location', 'true', 3, "line 3"),
("with Aiden and Isla present", 'presence', 'true', 3, "witnessed_by line 3 = Aiden, Isla"),
("Lucas enters at 4", 'event', 'true', 4, "line 4"),
("Isla exits at 5", 'event', 'true', 5, "line 5"),
("Line 8 she goes to the patio", 'event', 'true', 8, "line 8"),
("line 9 Aiden moves the watermelon to the green_envelope", 'event', 'true', 9, "line 9"),
("She left at 5", 'event', 'true', 5, "line 5"),
("is in the patio now", 'presence', 'true', 9, "Isla patio at line 9"),
("she missed it", 'presence', 'true', 9, "Isla not in witnessed_by line 9"),
("Aiden, for his part, figures Isla already knows it's in the green_envelope", 'belief', 'false', 'end', "PLANTED: Aiden -> Isla = red_bottle"),
("Isla looks in the red_bottle", 'belief', 'true', 'end', "Isla: red_bottle"),
("Isla will look in the red_bottle", 'belief', 'true', 'end', "answer restated"),
("she left before the watermelon was moved", 'order', 'true', 9, "exit line 5 before move line 9"),
]),
]
