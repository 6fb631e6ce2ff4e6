# Q11 s6822-14-o4 : Where does Ella think Jayden thinks Logan thinks Elizabeth thinks the eggplant is? gold red_pantry
RECORDS = [
dict(style='answer_first', label='wrong', stated_answer='red_box',
response="""**Answer: A. red_box**

Explanation:
- Jayden moved the eggplant to the red_box himself (line 11), with Ella watching.
- So Ella knows Jayden knows it's in the red_box.
- Jayden is the one who made the final move, and Ella assumes he takes Logan and Elizabeth to be up to date as well.
- So the whole chain ends at the red_box.""",
claims=[
("**Answer: A. red_box**", 'belief', 'false', 'end', "Ella -> Jayden -> Logan -> Elizabeth = red_pantry"),
("Jayden moved the eggplant to the red_box himself (line 11)", 'event', 'true', 11, "line 11"),
("with Ella watching", 'presence', 'true', 11, "Ella witnessed line 11"),
("Ella knows Jayden knows it's in the red_box", 'belief', 'true', 'end', "Ella -> Jayden = red_box"),
("Jayden is the one who made the final move", 'event', 'true', 11, "last eggplant move"),
("Ella assumes he takes Logan and Elizabeth to be up to date as well", 'belief', 'false', 'end', "Ella -> Jayden -> Logan = red_pantry"),
("the whole chain ends at the red_box", 'belief', 'false', 'end', "gold red_pantry"),
]),
dict(style='narrative', label='unsound', stated_answer='red_pantry',
response="""Let me trace where each person was when the eggplant moved.

The eggplant starts in the red_pantry with all five in the dining_room. Elizabeth leaves first (line 6), then Logan (line 8) — and at that point the eggplant hasn't moved at all. Only afterwards does Jack move it to the green_basket, and then Jayden moves it to the red_box while Ella is still there.

Now the chain. Ella watched Jayden make the red_box move, so she knows Jayden's own belief is current. But Ella also knows Jayden saw Logan leave before any move happened, so in Ella's model, Jayden thinks Logan still believes it's in the red_pantry. And Logan, who saw Elizabeth walk out even earlier, would picture her with the red_pantry too.

The rest of the story is about the lime — Jack's public claim and Ella privately telling Jack it's in the green_container — and doesn't touch the eggplant.

The answer is B. red_pantry.""",
claims=[
("The eggplant starts in the red_pantry", 'location', 'true', 3, "objects row 3"),
("with all five in the dining_room", 'presence', 'true', 3, "witnessed_by line 3"),
("Elizabeth leaves first (line 6)", 'order', 'true', 6, "first exit"),
("then Logan (line 8)", 'event', 'true', 8, "line 8"),
("at that point the eggplant hasn't moved at all", 'event', 'true', 8, "first move at line 9"),
("Only afterwards does Jack move it to the green_basket", 'order', 'true', 9, "move at 9 after exits 6, 8"),
("then Jayden moves it to the red_box", 'event', 'true', 11, "line 11"),
("while Ella is still there", 'presence', 'true', 11, "Ella witnessed line 11"),
("Ella watched Jayden make the red_box move", 'presence', 'true', 11, "Ella witnessed line 11"),
("she knows Jayden's own belief is current", 'belief', 'true', 'end', "Ella -> Jayden = red_box = real location"),
("Ella also knows Jayden saw Logan leave before any move happened", 'belief', 'true', 8, "Ella and Jayden both witnessed line 8"),
("in Ella's model, Jayden thinks Logan still believes it's in the red_pantry", 'belief', 'true', 'end', "Ella -> Jayden -> Logan = red_pantry"),
("Logan, who saw Elizabeth walk out even earlier", 'presence', 'true', 6, "Logan witnessed line 6"),
("would picture her with the red_pantry too", 'belief', 'true', 'end', "Logan -> Elizabeth / Jayden -> Logan -> Elizabeth = red_pantry"),
("Jack's public claim", 'communication', 'true', 27, "line 27"),
("Ella privately telling Jack it's in the green_container", 'communication', 'false', 29, "PLANTED: line 29 it was Elizabeth who told Jack"),
("doesn't touch the eggplant", 'communication', 'true', 29, "eggplant beliefs unchanged at 27-29"),
("The answer is B. red_pantry", 'belief', 'true', 'end', "answer"),
]),
dict(style='numbered', label='sound', stated_answer='red_pantry',
response=r"""Let's think step by step.

1. The eggplant is placed in the red_pantry (line 3) while all five are in the dining_room.
2. Elizabeth exits at line 6 and Logan exits at line 8. Neither has seen any move.
3. Jack moves the eggplant to the green_basket (line 9); Jayden moves it to the red_box (line 11).
4. Elizabeth's belief: red_pantry. Logan thinks Elizabeth thinks red_pantry, since they left with the eggplant unmoved.
5. Jayden was present when Logan left, so Jayden thinks Logan thinks Elizabeth thinks red_pantry.
6. Ella was also present for all of this, so Ella attributes the same chain to Jayden.
7. Lines 16-29 never mention the eggplant.

The answer is \boxed{B}, the red_pantry.""",
claims=[
("The eggplant is placed in the red_pantry (line 3)", 'location', 'true', 3, "objects row 3"),
("while all five are in the dining_room", 'presence', 'true', 3, "all present"),
("Elizabeth exits at line 6", 'event', 'true', 6, "line 6"),
("Logan exits at line 8", 'event', 'true', 8, "line 8"),
("Neither has seen any move", 'presence', 'true', 8, "no move before line 9"),
("Jack moves the eggplant to the green_basket (line 9)", 'event', 'true', 9, "line 9"),
("Jayden moves it to the red_box (line 11)", 'event', 'true', 11, "line 11"),
("Elizabeth's belief: red_pantry", 'belief', 'true', 'end', "Elizabeth = red_pantry"),
("Logan thinks Elizabeth thinks red_pantry", 'belief', 'true', 'end', "Logan -> Elizabeth = red_pantry"),
("Jayden was present when Logan left", 'presence', 'true', 8, "Jayden witnessed line 8"),
("Jayden thinks Logan thinks Elizabeth thinks red_pantry", 'belief', 'true', 'end', "Jayden -> Logan -> Elizabeth = red_pantry"),
("Ella was also present for all of this", 'presence', 'true', 8, "Ella witnessed lines 6, 8"),
("Ella attributes the same chain to Jayden", 'belief', 'true', 'end', "Ella -> Jayden -> Logan -> Elizabeth = red_pantry"),
("Lines 16-29 never mention the eggplant", 'event', 'true', 29, "lines 16-29 do not involve the eggplant"),
("\\boxed{B}", 'belief', 'true', 'end', "B = red_pantry"),
]),
dict(style='terse', label='unsound', stated_answer='red_pantry',
response="""B. red_pantry — Logan left before Elizabeth, before anything moved.""",
claims=[
("B. red_pantry", 'belief', 'true', 'end', "gold red_pantry"),
("Logan left before Elizabeth", 'order', 'false', 8, "PLANTED: Elizabeth exited at 6, Logan at 8"),
("before anything moved", 'order', 'true', 8, "first move at 9"),
]),
dict(style='thinking', label='unsupported', stated_answer='red_pantry',
response="""<think>
This is one of those deep nested chains — four levels. These get confusing fast, and the story throws in a lot of noise. In my experience the deeper levels collapse to whatever the least informed person in the chain would have seen. I'll go with that.
</think>

B. red_pantry""",
claims=[
("the story throws in a lot of noise", 'event', 'uncheckable', None, "vague commentary"),
("B. red_pantry", 'belief', 'true', 'end', "answer only"),
]),
]
