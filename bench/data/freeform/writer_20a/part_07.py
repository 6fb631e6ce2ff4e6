# Q7 tomi-s6820-1-first_order_0_no_tom: Where will Olivia look for the watermelon?  gold red_bathtub
from common import C, R

RECORDS = [
R("answer_first", "sound", "red_bathtub",
"""**Answer: red_bathtub**

Olivia is the one who moved the watermelon from the green_cupboard to the red_bathtub (line 8), and it isn't moved again after that. Since she did it herself, she knows exactly where it is and will look in the red_bathtub.""",
[
C("Olivia is the one who moved the watermelon from the green_cupboard to the red_bathtub (line 8)", "event", "true", 8, "line 8; it was in the green_cupboard since 5", ("AND", [("O", 7, "green_cupboard"), ("T", 8, "Olivia moved the watermelon to the red_bathtub")])),
C("it isn't moved again after that", "event", "true", "end", "red_bathtub to the end", ("O", "end", "red_bathtub")),
C("she knows exactly where it is", "belief", "true", "end", "Olivia's belief equals the real location", ("AND", [("B", "Olivia", "end", "red_bathtub"), ("O", "end", "red_bathtub")])),
C("will look in the red_bathtub", "belief", "true", "end", "answer", ("B", "Olivia", "end", "red_bathtub"), ans=True),
]),

R("numbered", "unsound", "red_bathtub",
"""**Step 1: Where is the watermelon?**
It appears in the green_cupboard in the back_yard (line 5), with Jayden and Olivia present.

**Step 2: Who moves it?**
After Jayden leaves (line 6), Olivia moves it to the red_bathtub (line 8).

**Step 3: Who else could know?**
Emma stays in the cellar the whole time, so she never sees the watermelon. Jayden only knows about the green_cupboard.

**Step 4: Olivia's belief.**
Olivia made the move herself, so she believes it is in the red_bathtub.

**Answer:** Olivia will look for the watermelon in the red_bathtub.""",
[
C("It appears in the green_cupboard in the back_yard (line 5)", "location", "true", 5, "line 5", ("O", 5, "green_cupboard")),
C("with Jayden and Olivia present", "presence", "true", 5, "both witnessed 5", ("AND", [("W", "Jayden", 5), ("W", "Olivia", 5)])),
C("After Jayden leaves (line 6)", "order", "true", 8, "Jayden exits 6 before the move at 8"),
C("Olivia moves it to the red_bathtub (line 8)", "event", "true", 8, "line 8", ("T", 8, "Olivia moved the watermelon to the red_bathtub")),
C("Emma stays in the cellar the whole time", "presence", "false", "end", "PLANTED: Emma exited the cellar at line 4", ("R", "Emma", "end", "cellar")),
C("she never sees the watermelon", "presence", "true", "end", "Emma witnesses neither 5 nor 8; belief None", ("AND", [("NW", "Emma", 5), ("NW", "Emma", 8), ("B", "Emma", "end", None)])),
C("Jayden only knows about the green_cupboard", "belief", "true", "end", "Jayden at end", ("B", "Jayden", "end", "green_cupboard")),
C("Olivia made the move herself", "event", "true", 8, "line 8", ("T", 8, "Olivia moved the watermelon")),
C("she believes it is in the red_bathtub", "belief", "true", "end", "Olivia at end", ("B", "Olivia", "end", "red_bathtub")),
C("Olivia will look for the watermelon in the red_bathtub", "belief", "true", "end", "answer", ("B", "Olivia", "end", "red_bathtub"), ans=True),
]),

R("narrative", "unsound", "red_bathtub",
"""Let me trace where everyone was.

Olivia entered the back_yard before Jayden did, and both of them were there when the watermelon showed up in the green_cupboard. Jayden then left, so Olivia was alone when she moved the watermelon into the red_bathtub. She left the back_yard after that, and Jayden ended up in the cellar, not the back_yard, so nobody disturbed it.

Because Olivia moved it herself, she'll look in the red_bathtub. The answer is red_bathtub.""",
[
C("Olivia entered the back_yard before Jayden did", "order", "false", 3, "PLANTED: Jayden entered at 2, Olivia at 3"),
C("both of them were there when the watermelon showed up in the green_cupboard", "presence", "true", 5, "both witnessed 5", ("AND", [("W", "Jayden", 5), ("W", "Olivia", 5)])),
C("Jayden then left", "event", "true", 6, "line 6", ("T", 6, "Jayden exited")),
C("Olivia was alone when she moved the watermelon into the red_bathtub", "presence", "true", 8, "only Olivia witnessed 8", ("AND", [("W", "Olivia", 8), ("NW", "Jayden", 8), ("NW", "Emma", 8)])),
C("She left the back_yard after that", "event", "true", 10, "line 10", ("T", 10, "Olivia exited the back_yard")),
C("Jayden ended up in the cellar, not the back_yard", "presence", "true", "end", "Jayden in cellar at 11", ("R", "Jayden", "end", "cellar")),
C("nobody disturbed it", "event", "true", "end", "red_bathtub at end", ("O", "end", "red_bathtub")),
C("Olivia moved it herself", "event", "true", 8, "line 8", ("T", 8, "Olivia moved the watermelon")),
C("she'll look in the red_bathtub", "belief", "true", "end", "answer", ("B", "Olivia", "end", "red_bathtub"), ans=True),
]),

R("terse", "unsupported", "red_bathtub",
"""The red_bathtub.""",
[]),

R("thinking", "wrong", None,
"""<think>
Olivia and Jayden both see the watermelon in the green_cupboard at line 5. Jayden leaves at 6. Olivia moves it to the red_bathtub at 8, then leaves at 10. Jayden goes to the cellar at 11.

Where will Olivia look? She moved it, so red_bathtub. Hmm, but these questions are usually the Sally-Anne kind, where the person who left looks in the old place... that's Jayden here, not Olivia. Unless the question intends something about Jayden... no, it asks where Olivia looks.

Wait, Olivia dislikes the closet — twice. Is there a closet involved? It's just a distractor, I think.

Still, I'm not fully sure whether the intended answer is the original location. I'll give both.
</think>

Olivia would most likely look in the red_bathtub, though if the question is about the original location, it would be the green_cupboard.""",
[
C("Olivia and Jayden both see the watermelon in the green_cupboard at line 5", "presence", "true", 5, "both witnessed 5", ("AND", [("W", "Jayden", 5), ("W", "Olivia", 5), ("O", 5, "green_cupboard")])),
C("Jayden leaves at 6", "event", "true", 6, "line 6", ("T", 6, "Jayden exited")),
C("Olivia moves it to the red_bathtub at 8", "event", "true", 8, "line 8", ("T", 8, "Olivia moved the watermelon to the red_bathtub")),
C("then leaves at 10", "event", "true", 10, "line 10", ("T", 10, "Olivia exited")),
C("Jayden goes to the cellar at 11", "event", "true", 11, "line 11", ("T", 11, "Jayden entered the cellar")),
C("She moved it", "event", "true", 8, "line 8", ("T", 8, "Olivia moved the watermelon")),
C("that's Jayden here, not Olivia", "order", "true", 6, "Jayden is the one who left before the move (6 < 8)"),
C("Olivia dislikes the closet — twice", "event", "true", 9, "lines 7 and 9", ("AND", [("T", 7, "Olivia dislikes the closet"), ("T", 9, "Olivia dislikes the closet")])),
]),
]
