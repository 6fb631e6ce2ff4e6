RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="red_container",
response="""**Answer: B. red_container**

Explanation:
In the first round, Sophia moves the watermelon from the red_container to the red_bucket (line 3) and then leaves. Olivia moves it to the red_pantry (line 8), and Chloe, alone at the end, puts it back in the red_container (line 12).

The crucial part is line 15: Sophia, Chloe and Olivia go back into the garage together, and all three can see the watermelon sitting in the red_container. Olivia was the first of them to leave the garage this second time (line 18).

Since that moment is shared by all three, Chloe thinks Olivia thinks Sophia thinks the watermelon is in the red_container.""",
claims=[
("Sophia moves the watermelon from the red_container to the red_bucket (line 3)","event","true",3,"line 3"),
("then leaves","event","true",4,"line 4"),
("Olivia moves it to the red_pantry (line 8)","event","true",8,"line 8"),
("Chloe, alone at the end, puts it back in the red_container (line 12)","event","true",12,"line 12, only Chloe present"),
("Sophia, Chloe and Olivia go back into the garage together","event","true",15,"line 15"),
("all three can see the watermelon sitting in the red_container","presence","true",15,"beliefs updated at 15"),
("Olivia was the first of them to leave the garage this second time (line 18)","order","false",18,"PLANT: Sophia exited at 18; Olivia left last at 22"),
("Chloe thinks Olivia thinks Sophia thinks the watermelon is in the red_container","belief","true","end","answer"),
]),
dict(style="numbered", label="wrong", stated_answer="red_bucket",
response="""Step 1: All five are in the garage; the watermelon starts in the red_container.
Step 2: Sophia moves it to the red_bucket and exits (lines 3–4). Sophia's belief: red_bucket.
Step 3: Olivia moves it to the red_pantry (line 8) while Chloe watches, then leaves.
Step 4: Chloe moves it to the red_container at line 12, alone.
Step 5: Chloe knows Olivia knows Sophia left at line 4, so Olivia would think Sophia still believes red_bucket.

**Answer:** D. red_bucket""",
claims=[
("All five are in the garage","presence","true",2,"room row 2"),
("the watermelon starts in the red_container","location","true",2,"line 2"),
("Sophia moves it to the red_bucket and exits (lines 3–4)","event","true",4,"lines 3-4"),
("Sophia's belief: red_bucket","belief","true",4,"Sophia red_bucket at 4"),
("Olivia moves it to the red_pantry (line 8)","event","true",8,"line 8"),
("while Chloe watches","presence","true",8,"witnessed 8"),
("then leaves","event","true",9,"line 9"),
("Chloe moves it to the red_container at line 12, alone","event","true",12,"line 12"),
("Chloe knows Olivia knows Sophia left at line 4","belief","true",4,"all three present when Sophia left; no time-specific gold -> judged at 4"),
("Olivia would think Sophia still believes red_bucket","belief","false","end","Chloe->Olivia->Sophia red_container after line 15"),
]),
dict(style="narrative", label="sound", stated_answer="red_container",
response="""It's tempting to stop after the first round, where Sophia leaves while the watermelon is in the red_bucket. But the story continues.

After everyone gathers in the waiting room, Sophia, Chloe and Olivia walk back into the garage at line 15. At that point the watermelon is in the red_container (Chloe put it there at line 12), and all three of them are in the room together to see it. The rest of that second visit is about the tomato — it goes from the red_pantry to the blue_envelope to the green_box — and the watermelon never moves again.

So the last shared view the three have is the red_container, and each layer of the chain resolves there. The answer is B. red_container.""",
claims=[
("Sophia leaves while the watermelon is in the red_bucket","location","true",4,"objects row 4"),
("Sophia, Chloe and Olivia walk back into the garage at line 15","event","true",15,"line 15"),
("At that point the watermelon is in the red_container","location","true",15,"objects row 15"),
("Chloe put it there at line 12","event","true",12,"line 12"),
("all three of them are in the room together to see it","presence","true",15,"witnessed 15"),
("it goes from the red_pantry to the blue_envelope to the green_box","event","true",19,"tomato lines 16-19"),
("the watermelon never moves again","event","true","end","no later watermelon moves"),
("each layer of the chain resolves there","belief","true","end","Chloe->Olivia->Sophia red_container"),
]),
dict(style="terse", label="unsupported", stated_answer="red_container",
response="""B. red_container. Chloe thinks Olivia thinks Sophia thinks the watermelon is in the red_container.""",
claims=[
("Chloe thinks Olivia thinks Sophia thinks the watermelon is in the red_container","belief","true","end","answer restated"),
]),
dict(style="thinking", label="sound", stated_answer="red_container",
response="""<think>
Chain: Chloe -> Olivia -> Sophia, about the watermelon.
First round: red_container -> red_bucket (Sophia, line 3). Sophia leaves at line 4. So at that point Sophia thinks red_bucket, and Olivia and Chloe both know that.
Olivia moves it to red_pantry at 8, Chloe moves it to red_container at 12, Chloe alone.
So the answer is red_bucket... wait, no. Line 15: Sophia, Chloe and Olivia re-enter the garage. They'd all see the watermelon in the red_container then. That resets everything among the three of them.
Lines 16-19 are the tomato only. Sophia exits at 18, Chloe at 20, Olivia at 22.
So red_container.
</think>

B. red_container — the three of them saw it there together when they came back into the garage at line 15.""",
claims=[
("red_container -> red_bucket (Sophia, line 3)","event","true",3,"line 3"),
("Sophia leaves at line 4","event","true",4,"line 4"),
("at that point Sophia thinks red_bucket","belief","true",4,"Sophia red_bucket at 4"),
("Olivia and Chloe both know that","belief","true",4,"Olivia->Sophia, Chloe->Sophia red_bucket at 4"),
("Olivia moves it to red_pantry at 8","event","true",8,"line 8"),
("Chloe moves it to red_container at 12, Chloe alone","event","true",12,"line 12"),
("Line 15: Sophia, Chloe and Olivia re-enter the garage","event","true",15,"line 15"),
("They'd all see the watermelon in the red_container then","presence","true",15,"beliefs red_container at 15"),
("Lines 16-19 are the tomato only","event","true",19,"tomato lines"),
("Sophia exits at 18, Chloe at 20, Olivia at 22","order","true",22,"exit lines"),
("the three of them saw it there together when they came back into the garage at line 15","presence","true",15,"witnessed 15"),
]),
]
