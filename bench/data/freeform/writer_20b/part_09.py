from h import C, R
RECORDS = []

# r1 answer_first, unsound (planted communication content: claim is about the green_pepper)
RECORDS.append(R("answer_first", "unsound", "blue_bathtub",
"""**Answer: C. blue_bathtub**

Explanation:
- Line 2: the watermelon starts in the red_bucket.
- Line 3: Liam moves it to the blue_suitcase.
- Line 8: Olivia moves it to the blue_container.
- Line 10: Carter moves it to the blue_bathtub — the last move of the watermelon.
- The pantry scene only involves the green_pepper.
- Ella's public claim at line 25 is that the watermelon is in the green_treasure_chest, but a claim doesn't move anything.

So the watermelon is really in the blue_bathtub.""",
[
 C("Line 2: the watermelon starts in the red_bucket", "location", "true", 2, "line 2", ('o',2,'red_bucket')),
 C("Line 3: Liam moves it to the blue_suitcase", "event", "true", 3, "line 3", ('e',3,'Liam moved the watermelon to the blue_suitcase')),
 C("Line 8: Olivia moves it to the blue_container", "event", "true", 8, "line 8", ('e',8,'Olivia moved the watermelon to the blue_container')),
 C("Line 10: Carter moves it to the blue_bathtub", "event", "true", 10, "line 10", ('e',10,'Carter moved the watermelon to the blue_bathtub')),
 C("the last move of the watermelon", "event", "true", 10, "no watermelon move after 10", ('o','end','blue_bathtub')),
 C("The pantry scene only involves the green_pepper", "event", "true", 22, "lines 15-22 move only the green_pepper", ('o',22,'blue_bathtub')),
 C("Ella's public claim at line 25 is that the watermelon is in the green_treasure_chest", "communication", "false", 25, "PLANTED: the claim at 25 is about the green_pepper", ('e',25,'watermelon')),
 C("the watermelon is really in the blue_bathtub", "location", "true", "end", "final answer restated", ('o','end','blue_bathtub')),
]))

# r2 numbered (Llama), wrong (blue_container; skips Carter's move)
RECORDS.append(R("numbered", "wrong", "blue_container",
"""**Step 1: Initial location.** The watermelon is in the red_bucket (line 2).

**Step 2: Moves in the bathroom.**
- Liam → blue_suitcase (line 3)
- Olivia → blue_container (line 8)

**Step 3: Remaining actions.** After Olivia leaves, Carter and Ella are the only ones left; Carter exits at line 11 and Ella at line 13, and nobody else touches the watermelon.

**Step 4: Pantry.** Only the green_pepper is handled there.

**Final answer:** E. blue_container""",
[
 C("The watermelon is in the red_bucket (line 2)", "location", "true", 2, "line 2", ('o',2,'red_bucket')),
 C("Liam → blue_suitcase (line 3)", "event", "true", 3, "line 3", ('e',3,'Liam moved the watermelon to the blue_suitcase')),
 C("Olivia → blue_container (line 8)", "event", "true", 8, "line 8", ('e',8,'Olivia moved the watermelon to the blue_container')),
 C("Carter and Ella are the only ones left", "presence", "true", 9, "after line 9 only Carter, Ella in bathroom", ('r','Olivia',9,None)),
 C("Carter exits at line 11", "event", "true", 11, "line 11", ('e',11,'Carter exited')),
 C("Ella at line 13", "event", "true", 13, "line 13", ('e',13,'Ella exited')),
 C("nobody else touches the watermelon", "event", "false", 10, "Carter moved it to the blue_bathtub at line 10", ('o',13,'blue_container')),
 C("Only the green_pepper is handled there", "event", "true", 22, "pantry lines move only the green_pepper", ('e',19,'green_pepper')),
]))

# r3 narrative, unsupported
RECORDS.append(R("narrative", "unsupported", "blue_bathtub",
"""This is a reality question, so I can set aside what anyone believes or says. Much of the story is irrelevant to it. Following the watermelon on its own, it ends up in the blue_bathtub.

The answer is C.""",
[
 C("Much of the story is irrelevant to it", "event", "uncheckable", None, "vague relevance judgement", None),
 C("it ends up in the blue_bathtub", "location", "true", "end", "final answer restated", ('o','end','blue_bathtub')),
]))

# r4 terse, unsound (planted order: Olivia moved and left between Mila's exit and Carter's move)
RECORDS.append(R("terse", "unsound", "blue_bathtub",
"""blue_bathtub. Carter moved it there right after Mila left.""",
[
 C("Carter moved it there", "event", "true", 10, "line 10", ('e',10,'Carter moved the watermelon to the blue_bathtub')),
 C("right after Mila left", "order", "false", 10, "PLANTED: Mila left at 6; Olivia's move (8) and exit (9) came in between", ('e',9,'Mila exited')),
]))

# r5 thinking, sound
RECORDS.append(R("thinking", "sound", "blue_bathtub",
"""<think>
Reality question. Watermelon moves:
red_bucket (2) → blue_suitcase (3, Liam) → blue_container (8, Olivia) → blue_bathtub (10, Carter).
After that, Carter leaves (11), Ella stays a minute and leaves (13). Nothing else happens to it in the bathroom.
Then a pantry trip with Carter, Ella and Mila — the green_pepper goes from blue_basket to green_box. Not the watermelon.
Line 25: Ella claims the green_pepper is in the green_treasure_chest. Line 26: Mila tells Ella red_basket — also about the green_pepper. Hmm, red_basket is one of the options, but it's a distractor.
So the watermelon is in the blue_bathtub.
</think>

C. blue_bathtub""",
[
 C("red_bucket (2)", "location", "true", 2, "line 2", ('o',2,'red_bucket')),
 C("blue_suitcase (3, Liam)", "event", "true", 3, "line 3", ('e',3,'Liam moved the watermelon to the blue_suitcase')),
 C("blue_container (8, Olivia)", "event", "true", 8, "line 8", ('e',8,'Olivia moved the watermelon to the blue_container')),
 C("blue_bathtub (10, Carter)", "event", "true", 10, "line 10", ('e',10,'Carter moved the watermelon to the blue_bathtub')),
 C("Carter leaves (11)", "event", "true", 11, "line 11", ('e',11,'Carter exited')),
 C("Ella stays a minute and leaves (13)", "event", "true", 13, "lines 12-13", ('e',13,'Ella exited')),
 C("Nothing else happens to it in the bathroom", "event", "true", 13, "still blue_bathtub", ('o',13,'blue_bathtub')),
 C("a pantry trip with Carter, Ella and Mila", "event", "true", 15, "line 15", ('e',15,'Carter, Ella and Mila entered the pantry')),
 C("the green_pepper goes from blue_basket to green_box", "event", "true", 19, "lines 16, 19", ('e',19,'Ella moved the green_pepper to the green_box')),
 C("Ella claims the green_pepper is in the green_treasure_chest", "event", "true", 25, "line 25", ('e',25,'Ella publicly claimed that green_pepper is in the green_treasure_chest')),
 C("Mila tells Ella red_basket", "event", "true", 26, "line 26", ('e',26,'Mila privately told Ella that the green_pepper is in the red_basket')),
 C("also about the green_pepper", "communication", "true", 26, "line 26 concerns the green_pepper", ('e',26,'green_pepper')),
 C("the watermelon is in the blue_bathtub", "location", "true", "end", "final answer restated", ('o','end','blue_bathtub')),
]))
