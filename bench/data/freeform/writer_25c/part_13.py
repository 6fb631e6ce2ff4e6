RECORDS = [
dict(style="terse", label="wrong", stated_answer="blue_envelope",
response="""E. blue_envelope — Lucas left after Mia moved it there, so he never saw Amelia's, Isla's or Isabella's moves.""",
claims=[
("Lucas left after Mia moved it there", "order", "true", 7, "move 3 < exit 7"),
("he never saw Amelia's, Isla's or Isabella's moves", "presence", "true", 12, "Lucas absent rows 8, 10, 12"),
]),
dict(style="thinking", label="sound", stated_answer="green_drawer",
response="""<think>
Lucas's own belief about the turnip. Line 2: green_drawer. Line 3: Mia moves it to the blue_envelope, Lucas sees it happen. Lucas exits at 7. Then Amelia → red_box (8), Isla → blue_pantry (10), Isabella → green_drawer (12). Lucas missed all three, so he'd still say blue_envelope...

But wait — line 15: Isla, Lucas and Amelia go back into the staircase. The turnip is sitting in the green_drawer at that point (Isabella put it back at 12). Lucas sees it there when he walks in. So his belief updates to green_drawer.

After that, only the peas get moved, and the private tells are about the peas too.
</think>

**A. green_drawer** — Lucas re-entered the staircase at line 15 and saw the turnip back in the green_drawer.""",
claims=[
("Line 2: green_drawer", "location", "true", 2, "objects row 2"),
("Line 3: Mia moves it to the blue_envelope", "event", "true", 3, "line 3"),
("Lucas sees it happen", "presence", "true", 3, "witnessed_by row 3"),
("Lucas exits at 7", "event", "true", 7, "line 7"),
("Amelia → red_box (8)", "event", "true", 8, "line 8"),
("Isla → blue_pantry (10)", "event", "true", 10, "line 10"),
("Isabella → green_drawer (12)", "event", "true", 12, "line 12"),
("Lucas missed all three", "presence", "true", 12, "Lucas not in witnessed_by rows 8-12"),
("line 15: Isla, Lucas and Amelia go back into the staircase", "event", "true", 15, "line 15"),
("The turnip is sitting in the green_drawer at that point", "location", "true", 15, "objects row 15"),
("Isabella put it back at 12", "event", "true", 12, "line 12"),
("Lucas sees it there when he walks in", "presence", "true", 15, "Lucas -> green_drawer row 15"),
("his belief updates to green_drawer", "belief", "true", 15, "Lucas row 15"),
("only the peas get moved", "event", "true", 21, "line 21"),
("the private tells are about the peas too", "communication", "true", 25, "lines 24-25"),
("Lucas re-entered the staircase at line 15", "event", "true", 15, "line 15"),
("saw the turnip back in the green_drawer", "presence", "true", 15, "Lucas -> green_drawer"),
]),
dict(style="answer_first", label="unsupported", stated_answer="green_drawer",
response="""**Answer: A. green_drawer**

Lucas really thinks the turnip is in the green_drawer.""",
claims=[
("Lucas really thinks the turnip is in the green_drawer", "belief", "true", "end", "answer restated"),
]),
dict(style="numbered", label="unsound", stated_answer="green_drawer",
response="""Let's think step by step.

1. Lucas sees the turnip go from the green_drawer into the blue_envelope (line 3).
2. He leaves at line 7. After that the turnip goes to the red_box, the blue_pantry and finally back to the green_drawer (line 12), none of which Lucas sees.
3. At line 15, Lucas re-enters the staircase with Isla and Isabella and can see the turnip in the green_drawer.
4. Nothing else happens to the turnip.

So the answer is \\boxed{green_drawer}.""",
claims=[
("Lucas sees the turnip go from the green_drawer into the blue_envelope (line 3)", "presence", "true", 3, "witnessed_by row 3"),
("He leaves at line 7", "event", "true", 7, "line 7"),
("the turnip goes to the red_box, the blue_pantry and finally back to the green_drawer (line 12)", "event", "true", 12, "lines 8, 10, 12"),
("none of which Lucas sees", "presence", "true", 12, "Lucas absent"),
("Lucas re-enters the staircase with Isla and Isabella", "event", "false", 15, "PLANTED: line 15 is Isla, Lucas and Amelia"),
("can see the turnip in the green_drawer", "presence", "true", 15, "Lucas -> green_drawer row 15"),
("Nothing else happens to the turnip", "event", "true", "end", "no later turnip move"),
]),
dict(style="narrative", label="wrong", stated_answer="blue_pantry",
response="""So Lucas watches Mia move the turnip to the blue_envelope, then leaves the staircase before the next three moves. When he comes back in at line 15 with Isla and Amelia, the turnip is in the green_drawer. But the clearest evidence of what Lucas really thinks comes at the end: he privately tells Amelia that it's in the blue_pantry. That's his actual belief, so the answer is C. blue_pantry.""",
claims=[
("Lucas watches Mia move the turnip to the blue_envelope", "presence", "true", 3, "witnessed_by row 3"),
("then leaves the staircase before the next three moves", "order", "true", 7, "exit 7 < moves 8, 10, 12"),
("When he comes back in at line 15 with Isla and Amelia", "event", "true", 15, "line 15"),
("the turnip is in the green_drawer", "location", "true", 15, "objects row 15"),
("he privately tells Amelia that it's in the blue_pantry", "communication", "false", 24, "Lucas's tell at line 24 is about the peas"),
("That's his actual belief", "belief", "false", "end", "Lucas -> turnip green_drawer"),
]),
]
