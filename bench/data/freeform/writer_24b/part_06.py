# Q6 s6824-2-o2 : Ethan thinks Amelia thinks green_pepper -> blue_cupboard (D)
RECORDS = [
dict(style="numbered", label="sound", stated_answer="blue_cupboard",
response="""Let's think step by step.

1. The green_pepper starts in the blue_suitcase. Mia moves it to the blue_bottle (line 4) and leaves.
2. William moves it to the blue_cupboard (line 6) while Sophia, Amelia and Ethan are all watching.
3. Sophia and Amelia then leave without touching it. Amelia exits at line 11, so the last place she saw the pepper was the blue_cupboard.
4. Ethan was still in the sunroom when Amelia left, and only after that did he move the pepper to the blue_suitcase (line 12). Amelia didn't see this, and Ethan knows she didn't.
5. Sophia's public claim about the red_drawer doesn't convince Amelia, because Amelia left the sunroom after Sophia. So Ethan has no reason to think Amelia changed her mind.

So Ethan thinks Amelia thinks the green_pepper is in the blue_cupboard.

\\boxed{D. blue_cupboard}""",
claims=[
("The green_pepper starts in the blue_suitcase", "location", "true", 3, "row 3"),
("Mia moves it to the blue_bottle (line 4)", "event", "true", 4, "line 4"),
("and leaves", "event", "true", 5, "line 5"),
("William moves it to the blue_cupboard (line 6)", "event", "true", 6, "line 6"),
("while Sophia, Amelia and Ethan are all watching", "presence", "true", 6, "row 6 witnessed by Amelia, Ethan, Sophia, William"),
("Sophia and Amelia then leave without touching it", "event", "true", 11, "lines 8-11"),
("Amelia exits at line 11", "event", "true", 11, "line 11"),
("the last place she saw the pepper was the blue_cupboard", "belief", "true", 11, "Amelia row 11: blue_cupboard"),
("Ethan was still in the sunroom when Amelia left", "presence", "true", 11, "row 11 witnessed by Ethan"),
("only after that did he move the pepper to the blue_suitcase (line 12)", "order", "true", 12, "exit 11 before move 12"),
("Amelia didn't see this", "presence", "true", 12, "row 12 witnessed by Ethan only"),
("Ethan knows she didn't", "belief", "true", 12, "Ethan -> Amelia row 12: blue_cupboard"),
("Sophia's public claim about the red_drawer doesn't convince Amelia", "communication", "true", 15, "Amelia row 15: blue_cupboard"),
("Amelia left the sunroom after Sophia", "order", "true", 11, "11 after 9"),
("Ethan has no reason to think Amelia changed her mind", "belief", "true", 15, "Ethan -> Amelia unchanged at 15"),
("So Ethan thinks Amelia thinks the green_pepper is in the blue_cupboard.", "belief", "true", "end", "Ethan -> Amelia row 16"),
]),
dict(style="narrative", label="wrong", stated_answer="blue_suitcase",
response="""Let me look at this from Ethan's point of view. Ethan stayed in the sunroom the longest and was the one who made the final move, putting the green_pepper back in the blue_suitcase at line 12. He also privately tells Sophia that it's in the blue_suitcase. Since Ethan knows where the pepper really is, and Amelia was around for most of the story, Ethan assumes Amelia knows it's in the blue_suitcase too.

The answer is B. blue_suitcase.""",
claims=[
("Ethan stayed in the sunroom the longest", "order", "true", 13, "Ethan last to exit"),
("was the one who made the final move", "event", "true", 12, "line 12 last move"),
("putting the green_pepper back in the blue_suitcase at line 12", "event", "true", 12, "line 12"),
("He also privately tells Sophia that it's in the blue_suitcase", "communication", "true", 16, "line 16"),
("Ethan knows where the pepper really is", "belief", "true", "end", "Ethan row 16 blue_suitcase = object row 16"),
("Amelia was around for most of the story", "presence", "uncheckable", None, "vague quantity"),
("Ethan assumes Amelia knows it's in the blue_suitcase too", "belief", "false", "end", "Ethan -> Amelia row 16: blue_cupboard"),
("The answer is B. blue_suitcase", "belief", "false", "end", "Ethan -> Amelia row 16: blue_cupboard"),
]),
dict(style="answer_first", label="unsound", stated_answer="blue_cupboard",
response="""**D. blue_cupboard**

Explanation:
- All five, Mia included, watch William move the green_pepper to the blue_cupboard (line 6).
- Amelia leaves at line 11 with the pepper still in the blue_cupboard.
- Ethan moves it to the blue_suitcase only after Amelia is gone (line 12), and he knows she missed it.
- Sophia's red_drawer claim at line 15 doesn't affect Amelia, who exited after Sophia.

Ethan therefore believes Amelia still thinks it's in the blue_cupboard.""",
claims=[
("All five, Mia included, watch William move the green_pepper to the blue_cupboard (line 6)", "presence", "false", 6, "PLANTED: Mia exited at line 5; row 6 witnessed by Amelia, Ethan, Sophia, William"),
("Amelia leaves at line 11", "event", "true", 11, "line 11"),
("with the pepper still in the blue_cupboard", "location", "true", 11, "row 11"),
("Ethan moves it to the blue_suitcase only after Amelia is gone (line 12)", "order", "true", 12, "11 before 12"),
("he knows she missed it", "belief", "true", 12, "Ethan -> Amelia row 12: blue_cupboard"),
("Sophia's red_drawer claim at line 15 doesn't affect Amelia", "communication", "true", 15, "Amelia row 15 blue_cupboard"),
("who exited after Sophia", "order", "true", 11, "11 after 9"),
("Ethan therefore believes Amelia still thinks it's in the blue_cupboard", "belief", "true", "end", "row 16"),
]),
dict(style="terse", label="sound", stated_answer="blue_cupboard",
response="""D. Amelia left before Ethan moved it, so in Ethan's eyes she still pictures the blue_cupboard.""",
claims=[
("D", "belief", "true", "end", "Ethan -> Amelia row 16: blue_cupboard"),
("Amelia left before Ethan moved it", "order", "true", 12, "exit 11 before move 12"),
("in Ethan's eyes she still pictures the blue_cupboard", "belief", "true", "end", "row 16"),
]),
dict(style="thinking", label="unsound", stated_answer="blue_cupboard",
response="""<think>
Need Ethan -> Amelia.
Line 3: blue_suitcase. Line 4: Mia → blue_bottle, Mia leaves (5). Line 6: William → blue_cupboard; William leaves at 7. Sophia leaves at 9, Amelia at 10... no, Amelia's exit is line 11; line 10 is her staying a minute. Either way, Amelia's last sighting is the blue_cupboard.
Ethan is alone when he moves it to the blue_suitcase at 12. Amelia can't know.
Waiting room: Sophia claims red_drawer. Amelia exited after Sophia, so she doesn't trust her. Ethan tells Sophia privately it's in the blue_suitcase; Sophia herself still believes the blue_cupboard after that, and anyway it's private, Amelia doesn't hear it.
So Ethan thinks Amelia thinks blue_cupboard.
</think>

D. blue_cupboard — Amelia left before Ethan's move, and neither the public claim nor the private tell changes her view.""",
claims=[
("Line 3: blue_suitcase", "location", "true", 3, "row 3"),
("Mia → blue_bottle", "event", "true", 4, "line 4"),
("Mia leaves (5)", "event", "true", 5, "line 5"),
("William → blue_cupboard", "event", "true", 6, "line 6"),
("William leaves at 7", "event", "true", 7, "line 7"),
("Sophia leaves at 9", "event", "true", 9, "line 9"),
("Amelia's exit is line 11", "event", "true", 11, "line 11 (correction)"),
("Amelia's last sighting is the blue_cupboard", "belief", "true", 11, "Amelia row 11"),
("Ethan is alone when he moves it to the blue_suitcase at 12", "presence", "true", 12, "row 12 only Ethan in sunroom"),
("Amelia can't know", "belief", "true", 12, "Amelia row 12: blue_cupboard"),
("Sophia claims red_drawer", "communication", "true", 15, "line 15"),
("Amelia exited after Sophia", "order", "true", 11, "11 after 9"),
("she doesn't trust her", "communication", "true", 15, "Amelia row 15 unchanged"),
("Ethan tells Sophia privately it's in the blue_suitcase", "communication", "true", 16, "line 16"),
("Sophia herself still believes the blue_cupboard after that", "belief", "false", 16, "PLANTED: Sophia row 16: blue_suitcase (trusts Ethan)"),
("Amelia doesn't hear it", "presence", "true", 16, "row 16 witnessed by Ethan, Sophia"),
("So Ethan thinks Amelia thinks blue_cupboard.", "belief", "true", "end", "row 16"),
("Amelia left before Ethan's move", "order", "true", 12, "11 before 12"),
("neither the public claim nor the private tell changes her view", "belief", "true", 16, "Amelia rows 15-16 blue_cupboard"),
("D. blue_cupboard", "belief", "true", "end", "Ethan -> Amelia row 16"),
]),
]
