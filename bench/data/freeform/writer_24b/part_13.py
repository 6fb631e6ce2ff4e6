# Q13 s6824-12-o2 : Gracie thinks James thinks potato -> green_pantry (D)
RECORDS = [
dict(style="terse", label="sound", stated_answer="green_pantry",
response="""D — Gracie left right after putting it in the green_pantry, so she never saw James move it.""",
claims=[
("D", "belief", "true", "end", "Gracie -> James row 17: green_pantry"),
("Gracie left right after putting it in the green_pantry", "order", "true", 11, "move 9, exit 11 (line 10 is a non-event)"),
("she never saw James move it", "presence", "true", 12, "row 12 witnessed by James, Mason"),
]),
dict(style="narrative", label="sound", stated_answer="green_pantry",
response="""Let me trace where Gracie and James were. Both were in the pantry when Gracie moved the potato from the blue_cupboard to the green_pantry at line 9, so Gracie knows James saw that. Then Gracie left at line 11. James moved the potato to the red_container afterward, but Gracie wasn't there for it, so as far as she knows, James still believes the potato is in the green_pantry. The story ends with everyone in the waiting_room, and nobody says anything about the potato.

The answer is D. green_pantry.""",
claims=[
("Both were in the pantry when Gracie moved the potato from the blue_cupboard to the green_pantry at line 9", "presence", "true", 9, "row 9 witnessed by Gracie, James, Mason"),
("Gracie knows James saw that", "belief", "true", 9, "Gracie -> James row 9: green_pantry"),
("Gracie left at line 11", "event", "true", 11, "line 11"),
("James moved the potato to the red_container afterward", "event", "true", 12, "line 12"),
("Gracie wasn't there for it", "presence", "true", 12, "row 12"),
("as far as she knows, James still believes the potato is in the green_pantry", "belief", "true", "end", "row 17"),
("The story ends with everyone in the waiting_room", "presence", "true", 17, "row 17"),
("nobody says anything about the potato", "communication", "true", "end", "no claim lines"),
("The answer is D. green_pantry", "belief", "true", "end", "row 17"),
]),
dict(style="answer_first", label="unsound", stated_answer="green_pantry",
response="""**D. green_pantry**

Explanation:
- Gracie moves the potato to the green_pantry at line 9 while James and Mason are in the pantry.
- Gracie exits at line 11.
- After that, James moves it to the red_bucket (line 12), but Gracie doesn't see this.
- So Gracie still believes James thinks it's in the green_pantry.""",
claims=[
("**D. green_pantry**", "belief", "true", "end", "row 17"),
("Gracie moves the potato to the green_pantry at line 9", "event", "true", 9, "line 9"),
("while James and Mason are in the pantry", "presence", "true", 9, "row 9"),
("Gracie exits at line 11", "event", "true", 11, "line 11"),
("James moves it to the red_bucket (line 12)", "event", "false", 12, "PLANTED: line 12 James moved it to the red_container"),
("Gracie doesn't see this", "presence", "true", 12, "row 12"),
("Gracie still believes James thinks it's in the green_pantry", "belief", "true", "end", "row 17"),
]),
dict(style="numbered", label="unsound", stated_answer="green_pantry",
response="""**Step 1:** The potato begins in the blue_cupboard, and all five see it there.
**Step 2:** Alexander (line 5) and Liam (line 8) leave before anything happens to it.
**Step 3:** Gracie moves it to the green_pantry (line 9) in front of James and Mason, then leaves (line 11).
**Step 4:** James moves it to the red_container (line 12). Mason had already left by the time James walked out.
**Step 5:** Gracie missed James's move, so her picture of James's belief is still the green_pantry.

**Final answer:** D. green_pantry""",
claims=[
("The potato begins in the blue_cupboard", "location", "true", 3, "row 3"),
("all five see it there", "presence", "true", 3, "row 3 witnessed by all"),
("Alexander (line 5) and Liam (line 8) leave before anything happens to it", "order", "true", 8, "exits 5, 8 before move 9"),
("Gracie moves it to the green_pantry (line 9)", "event", "true", 9, "line 9"),
("in front of James and Mason", "presence", "true", 9, "row 9"),
("then leaves (line 11)", "event", "true", 11, "line 11"),
("James moves it to the red_container (line 12)", "event", "true", 12, "line 12"),
("Mason had already left by the time James walked out", "order", "false", 14, "PLANTED: James exited at 14, Mason at 16"),
("Gracie missed James's move", "presence", "true", 12, "row 12"),
("her picture of James's belief is still the green_pantry", "belief", "true", "end", "row 17"),
("**Final answer:** D. green_pantry", "belief", "true", "end", "row 17"),
]),
dict(style="thinking", label="wrong", stated_answer="red_container",
response="""<think>
Gracie → James.
Gracie moved it to green_pantry at 9, James and Mason saw. Gracie left at 11.
James moved it to red_container at 12. James knows it's in red_container.
So Gracie thinks James thinks... well, James definitely thinks red_container, and he's the one who moved it. Hmm, Gracie didn't see that though. But the question is where James thinks it is, and James's belief is red_container. I'll go with what James actually believes.
</think>

C. red_container""",
claims=[
("Gracie moved it to green_pantry at 9", "event", "true", 9, "line 9"),
("James and Mason saw", "presence", "true", 9, "row 9"),
("Gracie left at 11", "event", "true", 11, "line 11"),
("James moved it to red_container at 12", "event", "true", 12, "line 12"),
("James knows it's in red_container", "belief", "true", "end", "James row 17"),
("James definitely thinks red_container", "belief", "true", "end", "James row 17"),
("he's the one who moved it", "event", "true", 12, "line 12"),
("Gracie didn't see that", "presence", "true", 12, "row 12"),
("James's belief is red_container", "belief", "true", "end", "James row 17"),
("C. red_container", "belief", "false", "end", "Gracie -> James row 17: green_pantry"),
]),
]
