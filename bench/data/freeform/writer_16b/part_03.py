# Q3 s6816-15-o0: orange really; gold green_bucket (J)
RECORDS = []

RECORDS.append(dict(style="numbered", label="sound", stated_answer="green_bucket",
response="""Let's think step by step.

1. At the start, Noah, Amelia, Jackson, Elizabeth and Jayden are all in the basement, and the orange is in the red_pantry (line 3).
2. Noah, Amelia and Jackson leave one after another (lines 5, 8, 10) without touching the orange.
3. In line 11, Elizabeth moves the orange to the green_bucket, while Jayden is still in the basement.
4. After that, the story is only about the plum: it goes from the red_bathtub to the blue_cupboard and then to the green_treasure_chest, and the claim and the private tell at the end are also about the plum.
5. So the orange is never moved again.

Therefore, the orange is really in the green_bucket.

\\boxed{J. green_bucket}""",
claims=[
("Noah, Amelia, Jackson, Elizabeth and Jayden are all in the basement", "presence", "true", 3, "rooms row 3"),
("the orange is in the red_pantry (line 3)", "location", "true", 3, "objects row 3"),
("Noah, Amelia and Jackson leave one after another (lines 5, 8, 10)", "event", "true", 10, "exits at lines 5, 8, 10"),
("without touching the orange", "event", "true", 10, "orange stays in red_pantry through row 10"),
("In line 11, Elizabeth moves the orange to the green_bucket", "event", "true", 11, "line 11"),
("while Jayden is still in the basement", "presence", "true", 11, "Jayden in basement at row 11"),
("it goes from the red_bathtub to the blue_cupboard and then to the green_treasure_chest", "event", "true", 22, "plum: lines 17, 18, 22"),
("the claim and the private tell at the end are also about the plum", "communication", "true", 26, "lines 25-26 concern the plum"),
("the orange is never moved again", "event", "true", "end", "no orange move after line 11"),
("the orange is really in the green_bucket", "location", "true", "end", "objects row 26"),
]))

RECORDS.append(dict(style="terse", label="sound", stated_answer="green_bucket",
response="""J. green_bucket — Elizabeth moved it there in line 11 and nobody touched it afterwards.""",
claims=[
("Elizabeth moved it there in line 11", "event", "true", 11, "line 11"),
("nobody touched it afterwards", "event", "true", "end", "orange in green_bucket rows 11-26"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="green_bucket",
response="""J. green_bucket

Explanation:
The orange begins in the red_pantry (line 3). Noah (line 5), Amelia (line 8) and Jackson (line 10) all leave the basement before anything happens to it. Then Elizabeth moves the orange to the green_bucket (line 11) with only Jayden watching.

Everything from line 15 onward concerns the plum, not the orange. Line 25 is Jayden publicly claiming the plum is in the blue_cupboard, and line 26 is Noah privately telling Elizabeth it's in the green_treasure_chest. Neither statement is about the orange, and talk can't physically move anything.

So the orange's real location is the green_bucket.""",
claims=[
("The orange begins in the red_pantry (line 3)", "location", "true", 3, "objects row 3"),
("Noah (line 5), Amelia (line 8) and Jackson (line 10) all leave the basement", "event", "true", 10, "exit lines 5, 8, 10"),
("before anything happens to it", "order", "true", 10, "exits precede the move at line 11"),
("Elizabeth moves the orange to the green_bucket (line 11)", "event", "true", 11, "line 11"),
("with only Jayden watching", "presence", "true", 11, "witnessed_by line 11 = Elizabeth, Jayden"),
("Everything from line 15 onward concerns the plum, not the orange", "event", "true", "end", "lines 15-26 never move the orange"),
("Line 25 is Jayden publicly claiming the plum is in the blue_cupboard", "communication", "false", 25, "PLANTED: line 25 claims the plum is in the blue_bottle (blue_cupboard is where Jayden put it)"),
("line 26 is Noah privately telling Elizabeth it's in the green_treasure_chest", "communication", "true", 26, "line 26"),
("Neither statement is about the orange", "communication", "true", 26, "both are about the plum"),
("the orange's real location is the green_bucket", "location", "true", "end", "objects row 26"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="green_bucket",
response="""Let me trace the orange specifically, since the story also has a plum moving around.

The orange is placed in the red_pantry while all five people are in the basement. Noah leaves first, then Amelia, then Jackson. Elizabeth is the last to leave the basement, and right before she goes she moves the orange into the green_bucket.

After that the group gathers in the waiting_room, and only Jayden, Amelia and Noah continue on to the hallway, where all the action involves the plum. The orange is never touched again, so whatever people think, it is actually sitting in the green_bucket.

The answer is J. green_bucket.""",
claims=[
("The orange is placed in the red_pantry", "location", "true", 3, "objects row 3"),
("while all five people are in the basement", "presence", "true", 3, "rooms row 3"),
("Noah leaves first", "order", "true", 5, "first exit line 5"),
("then Amelia", "order", "true", 8, "line 8"),
("then Jackson", "order", "true", 10, "line 10"),
("Elizabeth is the last to leave the basement", "order", "false", 12, "PLANTED: Elizabeth exits at 12 but Jayden stays and exits last at line 14"),
("right before she goes she moves the orange into the green_bucket", "event", "true", 11, "line 11, exit line 12"),
("the group gathers in the waiting_room", "event", "true", 15, "line 15"),
("only Jayden, Amelia and Noah continue on to the hallway", "event", "true", 16, "line 16"),
("where all the action involves the plum", "event", "true", 22, "lines 17-22 concern the plum"),
("The orange is never touched again", "event", "true", "end", "no orange move after 11"),
("it is actually sitting in the green_bucket", "location", "true", "end", "objects row 26"),
]))

RECORDS.append(dict(style="thinking", label="wrong", stated_answer="green_treasure_chest",
response="""<think>
The question is just the real location of the orange.

Orange: red_pantry at line 3. Then Noah, Amelia, Jackson leave. Line 11 Elizabeth moves the orange to the green_bucket. Jayden saw that.

Then everyone goes to the waiting_room, then Jayden, Amelia and Noah go to the hallway. Line 17 something is in the red_bathtub, Jayden moves it to the blue_cupboard... then Noah moves it to the green_treasure_chest at line 22. Wait, is that the orange? Let me re-check... the hallway has its own containers. Hmm, so Noah took the orange to the green_treasure_chest after everyone else left.

Then Jayden publicly claims the blue_bottle, and Noah privately tells Elizabeth green_treasure_chest. Noah was alone when he moved it, so his private tell is the truth.

So the orange ends in the green_treasure_chest.
</think>

**M. green_treasure_chest** — Noah moved it there at line 22 when he was alone in the hallway.""",
claims=[
("Orange: red_pantry at line 3", "location", "true", 3, "objects row 3"),
("Noah, Amelia, Jackson leave", "event", "true", 10, "lines 5, 8, 10"),
("Line 11 Elizabeth moves the orange to the green_bucket", "event", "true", 11, "line 11"),
("Jayden saw that", "presence", "true", 11, "Jayden witnessed line 11"),
("everyone goes to the waiting_room", "event", "true", 15, "line 15"),
("Jayden, Amelia and Noah go to the hallway", "event", "true", 16, "line 16"),
("Line 17 something is in the red_bathtub", "location", "true", 17, "the plum, line 17"),
("Jayden moves it to the blue_cupboard", "event", "true", 18, "plum, line 18"),
("then Noah moves it to the green_treasure_chest at line 22", "event", "true", 22, "plum, line 22"),
("Noah took the orange to the green_treasure_chest", "event", "false", 22, "line 22 moves the plum; the orange stays in the green_bucket"),
("after everyone else left", "order", "true", 22, "Jayden (19) and Amelia (21) left the hallway before line 22"),
("Jayden publicly claims the blue_bottle", "communication", "true", 25, "line 25"),
("Noah privately tells Elizabeth green_treasure_chest", "communication", "true", 26, "line 26"),
("Noah was alone when he moved it", "presence", "true", 22, "witnessed_by line 22 = Noah"),
("his private tell is the truth", "communication", "uncheckable", 26, "conflates plum and orange; the tell is about the plum"),
("the orange ends in the green_treasure_chest", "location", "false", "end", "orange is in the green_bucket at row 26"),
("Noah moved it there at line 22", "event", "false", 22, "line 22 moves the plum, not the orange"),
("when he was alone in the hallway", "presence", "true", 22, "only Noah in hallway at row 22"),
]))
