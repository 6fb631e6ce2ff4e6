# Q1 s6816-8-o3: Alexander -> Abigail -> Evelyn, pineapple; gold red_pantry
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="red_pantry",
response="""**Answer: L. red_pantry**

Explanation:
- The pineapple starts in the red_pantry (line 2), and all five agents are in the crawlspace at that point.
- Abigail leaves first (line 4), then Alexander (line 6). Neither of them is around when Evelyn moves the pineapple to the blue_basket (line 10).
- So Alexander never learns about the move.
- Alexander saw Abigail walk out while the pineapple was still in the red_pantry, so as far as he knows, Abigail's last view of it was the red_pantry, and she has no reason to believe Evelyn saw anything different.

Therefore, Alexander thinks Abigail thinks Evelyn thinks the pineapple is in the red_pantry.""",
claims=[
("The pineapple starts in the red_pantry (line 2)", "location", "true", 2, "objects row 2: red_pantry"),
("all five agents are in the crawlspace at that point", "presence", "true", 2, "all five in crawlspace at row 2"),
("Abigail leaves first (line 4)", "order", "true", 4, "Abigail exits at line 4, first exit"),
("then Alexander (line 6)", "event", "true", 6, "Alexander exits at line 6"),
("Neither of them is around", "presence", "true", 10, "Abigail and Alexander in no room at row 10"),
("Evelyn moves the pineapple to the blue_basket (line 10)", "event", "true", 10, "line 10"),
("Alexander never learns about the move", "belief", "true", "end", "Alexander believes red_pantry at end"),
("Alexander saw Abigail walk out", "presence", "true", 4, "Alexander in witnessed_by of line 4"),
("while the pineapple was still in the red_pantry", "location", "true", 4, "objects row 4: red_pantry"),
("as far as he knows, Abigail's last view of it was the red_pantry", "belief", "true", "end", "Alexander -> Abigail = red_pantry"),
("Alexander thinks Abigail thinks Evelyn thinks the pineapple is in the red_pantry", "belief", "true", "end", "gold chain = red_pantry"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="red_pantry",
response="""Let me trace where each person was when the pineapple moved.

Everyone starts out in the crawlspace with the pineapple in the red_pantry. Abigail is the first to step out. Alexander leaves right after Oliver, and at that point the pineapple still hasn't been touched. It's only once Abigail, Alexander and Oliver are all gone that Evelyn moves it to the blue_basket, with Mia the only one watching.

So Alexander's picture of the room is frozen at the red_pantry. He has no reason to think Abigail saw anything different, since she left even earlier than he did, and from where he stands, Abigail would assume Evelyn still has the pineapple in the red_pantry too. The later business in the bedroom only involves the lettuce, so it doesn't change anything for the pineapple.

The answer is L. red_pantry.""",
claims=[
("Everyone starts out in the crawlspace", "presence", "true", 1, "all five enter the crawlspace at line 1"),
("with the pineapple in the red_pantry", "location", "true", 2, "objects row 2"),
("Abigail is the first to step out", "order", "true", 4, "Abigail's exit (line 4) is the first"),
("Alexander leaves right after Oliver", "order", "false", 6, "PLANTED: Alexander exits at line 6, Oliver at line 8, so Alexander left before Oliver"),
("at that point the pineapple still hasn't been touched", "location", "true", 6, "pineapple still red_pantry at row 6"),
("once Abigail, Alexander and Oliver are all gone", "presence", "true", 10, "all three in no room at row 10"),
("Evelyn moves it to the blue_basket", "event", "true", 10, "line 10"),
("with Mia the only one watching", "presence", "true", 10, "witnessed_by line 10 = Evelyn, Mia"),
("Alexander's picture of the room is frozen at the red_pantry", "belief", "true", "end", "Alexander believes red_pantry"),
("He has no reason to think Abigail saw anything different", "belief", "true", "end", "Alexander -> Abigail = red_pantry"),
("she left even earlier than he did", "order", "true", 6, "Abigail line 4 before Alexander line 6"),
("Abigail would assume Evelyn still has the pineapple in the red_pantry", "belief", "true", "end", "Alexander -> Abigail -> Evelyn = red_pantry"),
("The later business in the bedroom only involves the lettuce", "event", "true", 21, "lines 16-21 move only the lettuce"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="red_pantry",
response="""**Step 1: Find where the pineapple is at the start.**
The pineapple is in the red_pantry (line 2), with Abigail, Alexander, Oliver, Evelyn and Mia all in the crawlspace.

**Step 2: Track the exits.**
1. Abigail exits at line 4.
2. Alexander exits at line 6.
3. Oliver exits at line 8.
4. Evelyn moves the pineapple to the blue_basket at line 10, then exits at line 11.
5. Mia exits last, at line 13.

**Step 3: What does Evelyn think?**
Evelyn knows the pineapple is in the blue_basket, since she moved it.

**Step 4: What does Abigail think Evelyn thinks?**
Abigail left before the move, so she thinks Evelyn thinks it is in the red_pantry.

**Step 5: What does Alexander think Abigail thinks Evelyn thinks?**
Alexander also left before the move, and he saw Abigail leave with the pineapple still in the red_pantry. So he thinks Abigail thinks Evelyn thinks it is in the red_pantry.

**Answer:** L. red_pantry""",
claims=[
("The pineapple is in the red_pantry (line 2)", "location", "true", 2, "objects row 2"),
("with Abigail, Alexander, Oliver, Evelyn and Mia all in the crawlspace", "presence", "true", 2, "rooms row 2"),
("Abigail exits at line 4", "event", "true", 4, "line 4"),
("Alexander exits at line 6", "event", "true", 6, "line 6"),
("Oliver exits at line 8", "event", "true", 8, "line 8"),
("Evelyn moves the pineapple to the blue_basket at line 10", "event", "true", 10, "line 10"),
("then exits at line 11", "event", "true", 11, "Evelyn exits line 11"),
("Mia exits last, at line 13", "order", "true", 13, "Mia is the last to leave the crawlspace (line 13)"),
("Evelyn knows the pineapple is in the blue_basket", "belief", "true", "end", "Evelyn = blue_basket"),
("Abigail left before the move", "order", "true", 4, "exit line 4 < move line 10"),
("she thinks Evelyn thinks it is in the red_pantry", "belief", "true", "end", "Abigail -> Evelyn = red_pantry"),
("Alexander also left before the move", "order", "true", 6, "exit line 6 < move line 10"),
("he saw Abigail leave", "presence", "true", 4, "Alexander witnessed line 4"),
("with the pineapple still in the red_pantry", "location", "true", 4, "objects row 4"),
("he thinks Abigail thinks Evelyn thinks it is in the red_pantry", "belief", "true", "end", "gold chain = red_pantry"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="red_pantry",
response="""<think>
Okay, so the question is nested three levels: Alexander -> Abigail -> Evelyn, about the pineapple.

Pineapple starts in the red_pantry. Everyone's in the crawlspace. Abigail leaves at line 4, Alexander at line 6, Oliver at 8. Then at line 10 Evelyn moves the pineapple into the blue_crate. Only Mia and Evelyn are still there.

So Alexander doesn't see the move. Abigail doesn't either.

Now, what does Alexander think Abigail thinks? Alexander was there when Abigail left, and up to that point the pineapple was in the red_pantry. So he'd think Abigail thinks red_pantry.

Then one level deeper... wait, I need Alexander's model of Abigail's model of Evelyn, not Evelyn's real belief. Evelyn really knows about the move, but nobody who left early knows that she knows. Hmm, does the bedroom part matter? Oliver, Abigail and Evelyn go to the bedroom, but that's the lettuce moving around, red_bucket then blue_crate. Alexander stays in the waiting_room anyway.

So red_pantry.
</think>

Alexander left the crawlspace before Evelyn moved the pineapple, so in his mind Abigail thinks Evelyn still has it in the red_pantry.

**L. red_pantry**""",
claims=[
("Pineapple starts in the red_pantry", "location", "true", 2, "objects row 2"),
("Everyone's in the crawlspace", "presence", "true", 2, "rooms row 2"),
("Abigail leaves at line 4", "event", "true", 4, "line 4"),
("Alexander at line 6", "event", "true", 6, "Alexander exits line 6"),
("Oliver at 8", "event", "true", 8, "Oliver exits line 8"),
("at line 10 Evelyn moves the pineapple into the blue_crate", "event", "false", 10, "PLANTED: line 10 moves it to the blue_basket; blue_crate is where the lettuce goes"),
("Only Mia and Evelyn are still there", "presence", "true", 10, "rooms row 10"),
("Alexander doesn't see the move", "presence", "true", 10, "not in witnessed_by line 10"),
("Abigail doesn't either", "presence", "true", 10, "not in witnessed_by line 10"),
("Alexander was there when Abigail left", "presence", "true", 4, "Alexander witnessed line 4"),
("up to that point the pineapple was in the red_pantry", "location", "true", 4, "objects row 4"),
("he'd think Abigail thinks red_pantry", "belief", "true", "end", "Alexander -> Abigail = red_pantry"),
("Evelyn really knows about the move", "belief", "true", "end", "Evelyn = blue_basket"),
("nobody who left early knows that she knows", "belief", "true", "end", "Abigail/Alexander/Oliver -> Evelyn = red_pantry"),
("Oliver, Abigail and Evelyn go to the bedroom", "event", "true", 15, "line 15"),
("that's the lettuce moving around, red_bucket then blue_crate", "event", "true", 21, "lines 17 and 21"),
("Alexander stays in the waiting_room", "presence", "true", 21, "Alexander in waiting_room rows 14-23"),
("Alexander left the crawlspace before Evelyn moved the pineapple", "order", "true", 6, "line 6 < line 10"),
("in his mind Abigail thinks Evelyn still has it in the red_pantry", "belief", "true", "end", "gold chain = red_pantry"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="blue_basket",
response="""N. blue_basket, Evelyn moved it there.""",
claims=[
("Evelyn moved it there", "event", "true", 10, "line 10 moves pineapple to blue_basket"),
]))
