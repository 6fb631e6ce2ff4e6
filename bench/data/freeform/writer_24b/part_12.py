# Q12 s6824-13-o3 : Olivia thinks Sophia thinks Avery thinks peas -> green_bathtub (J)
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_bathtub",
response="""**Answer: J. green_bathtub**

Explanation:
- Olivia moves the peas from the red_bottle to the green_bathtub (line 6), with Sophia and Avery both watching, and then leaves right away (line 7).
- Everything after that — Sophia's move to the green_container, Gracie's to the red_treasure_chest, Avery's back to the red_bottle — happens after Olivia is gone.
- So in Olivia's mind, the last shared state for her, Sophia and Avery is the green_bathtub.
- The cellar scene and the claims at the end concern the pineapple, not the peas.""",
claims=[
("**Answer: J. green_bathtub**", "belief", "true", "end", "Olivia -> Sophia -> Avery row 28"),
("Olivia moves the peas from the red_bottle to the green_bathtub (line 6)", "event", "true", 6, "line 6"),
("with Sophia and Avery both watching", "presence", "true", 6, "row 6 witnessed by Avery, Gracie, Olivia, Sophia"),
("then leaves right away (line 7)", "event", "true", 7, "line 7"),
("Sophia's move to the green_container", "event", "true", 8, "line 8"),
("Gracie's to the red_treasure_chest", "event", "true", 10, "line 10"),
("Avery's back to the red_bottle", "event", "true", 13, "line 13"),
("happens after Olivia is gone", "order", "true", 13, "exit 7 before 8, 10, 13"),
("in Olivia's mind, the last shared state for her, Sophia and Avery is the green_bathtub", "belief", "true", "end", "row 28"),
("The cellar scene and the claims at the end concern the pineapple", "event", "true", 28, "lines 17-28"),
]),
dict(style="numbered", label="unsound", stated_answer="green_bathtub",
response="""Let's think step by step.

1. The peas start in the red_bottle (line 3).
2. Olivia moves them to the green_bathtub at line 6. Sophia, Avery, Gracie and Abigail all see this.
3. Olivia exits at line 7, immediately after her move.
4. Sophia then moves the peas to the green_container (line 8), but Olivia is no longer there.
5. Olivia therefore believes that Sophia and Avery both last saw the peas in the green_bathtub.
6. Nothing later (the cellar, the public claim, the private tell) is about the peas.

So Olivia thinks Sophia thinks Avery thinks the peas are in the green_bathtub.

\\boxed{green_bathtub}""",
claims=[
("The peas start in the red_bottle (line 3)", "location", "true", 3, "row 3"),
("Olivia moves them to the green_bathtub at line 6", "event", "true", 6, "line 6"),
("Sophia, Avery, Gracie and Abigail all see this", "presence", "false", 6, "PLANTED: Abigail exited at line 5; row 6 witnesses Avery, Gracie, Olivia, Sophia"),
("Olivia exits at line 7, immediately after her move", "event", "true", 7, "line 7"),
("Sophia then moves the peas to the green_container (line 8)", "event", "true", 8, "line 8"),
("Olivia is no longer there", "presence", "true", 8, "row 8 Olivia absent"),
("Olivia therefore believes that Sophia and Avery both last saw the peas in the green_bathtub", "belief", "true", "end", "Olivia -> Sophia, Olivia -> Avery row 28: green_bathtub"),
("Nothing later (the cellar, the public claim, the private tell) is about the peas", "event", "true", 28, "lines 17-28 pineapple"),
("So Olivia thinks Sophia thinks Avery thinks the peas are in the green_bathtub.", "belief", "true", "end", "row 28"),
]),
dict(style="thinking", label="unsound", stated_answer="green_bathtub",
response="""<think>
Olivia → Sophia → Avery.
Olivia moved the peas to the green_bathtub (6) and exited at 7. At that moment Sophia and Avery were both in the living_room. So Olivia's model: Sophia saw it go to the green_bathtub, Avery saw it too.
After Olivia left: Sophia → green_container (8), Gracie → red_treasure_chest (10), Avery → red_bottle (13). Since Sophia left at 9 right after her own move, Sophia thinks Avery thinks green_bathtub as well. That doesn't change Olivia's model though, since Olivia saw none of lines 8-13.
Second part of story: pineapple, not peas.
Answer: green_bathtub.
</think>

J. green_bathtub""",
claims=[
("Olivia moved the peas to the green_bathtub (6)", "event", "true", 6, "line 6"),
("exited at 7", "event", "true", 7, "line 7"),
("Sophia and Avery were both in the living_room", "presence", "true", 7, "row 7"),
("Olivia's model: Sophia saw it go to the green_bathtub", "belief", "true", 7, "Olivia -> Sophia row 7: green_bathtub"),
("Avery saw it too", "presence", "true", 6, "row 6 witnessed by Avery"),
("Sophia → green_container (8)", "event", "true", 8, "line 8"),
("Gracie → red_treasure_chest (10)", "event", "true", 10, "line 10"),
("Avery → red_bottle (13)", "event", "true", 13, "line 13"),
("Sophia left at 9 right after her own move", "order", "true", 9, "move 8, exit 9"),
("Sophia thinks Avery thinks green_bathtub as well", "belief", "false", 9, "PLANTED: Sophia -> Avery row 8 onward: green_container"),
("Olivia saw none of lines 8-13", "presence", "true", 13, "Olivia absent rows 8-13"),
("Second part of story: pineapple, not peas.", "event", "true", 28, "lines 17-28"),
("J. green_bathtub", "belief", "true", "end", "row 28"),
]),
dict(style="narrative", label="wrong", stated_answer="green_container",
response="""Let me trace where each person was. Olivia moved the peas to the green_bathtub and left. Sophia, who was still in the room, then moved them to the green_container, with Avery watching, before leaving herself.

Now, the question is Olivia's idea of Sophia's idea of Avery's belief. Sophia knows Avery saw her move the peas to the green_container, so Sophia thinks Avery thinks the peas are in the green_container. Olivia, reasoning about Sophia, lands on the same thing, since Sophia was the one who moved them there.

The answer is H. green_container.""",
claims=[
("Olivia moved the peas to the green_bathtub", "event", "true", 6, "line 6"),
("and left", "event", "true", 7, "line 7"),
("Sophia, who was still in the room", "presence", "true", 8, "row 8"),
("then moved them to the green_container", "event", "true", 8, "line 8"),
("with Avery watching", "presence", "true", 8, "row 8 witnessed by Avery"),
("before leaving herself", "order", "true", 9, "move 8, exit 9"),
("Sophia knows Avery saw her move the peas to the green_container", "belief", "true", 9, "Sophia -> Avery row 9: green_container"),
("Sophia thinks Avery thinks the peas are in the green_container", "belief", "true", "end", "Sophia -> Avery row 28"),
("Olivia, reasoning about Sophia, lands on the same thing", "belief", "false", "end", "Olivia -> Sophia -> Avery row 28: green_bathtub"),
("The answer is H. green_container", "belief", "false", "end", "row 28: green_bathtub"),
]),
dict(style="terse", label="unsupported", stated_answer="green_bathtub",
response="""green bathtub""",
claims=[
("green bathtub", "belief", "true", "end", "answer only"),
]),
]
