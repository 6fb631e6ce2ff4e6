# Q14 s6824-14-o4 : Mila thinks Jayden thinks Liam thinks Owen thinks carrot -> green_treasure_chest (A)
RECORDS = [
dict(style="thinking", label="sound", stated_answer="green_treasure_chest",
response="""<think>
Fourth-order, outermost is Mila. Mila left the crawlspace at line 4 — before anything moved. The carrot was in the green_treasure_chest then, and Jayden, Liam and Owen were all still in there with her.
After Mila left: Jayden → red_bottle (5), Emma → red_basket (7). Mila saw neither.
So from Mila's perspective, the whole chain Jayden → Liam → Owen is still anchored at the green_treasure_chest.
The garage part: Mila, Jayden, Liam go in, but it's about the beans, not the carrot. Also no public claims in this story at all.
Hmm, careful: is the answer maybe red_bottle, because Jayden thinks Liam thinks Owen thinks red_bottle? That's Jayden's chain, true, but it's nested inside Mila's view, and Mila didn't see line 5. So no.
</think>

**A. green_treasure_chest** — Mila left before any move, so in her mind everyone's beliefs stay at the green_treasure_chest.""",
claims=[
("Mila left the crawlspace at line 4", "event", "true", 4, "line 4"),
("before anything moved", "order", "true", 4, "exit 4 before move 5"),
("The carrot was in the green_treasure_chest then", "location", "true", 4, "row 4"),
("Jayden, Liam and Owen were all still in there with her", "presence", "true", 3, "row 3 all in crawlspace"),
("Jayden → red_bottle (5)", "event", "true", 5, "line 5"),
("Emma → red_basket (7)", "event", "true", 7, "line 7"),
("Mila saw neither", "presence", "true", 7, "rows 5, 7 exclude Mila"),
("from Mila's perspective, the whole chain Jayden → Liam → Owen is still anchored at the green_treasure_chest", "belief", "true", "end", "Mila -> Jayden -> Liam -> Owen row 22"),
("Mila, Jayden, Liam go in", "event", "true", 14, "line 14"),
("it's about the beans, not the carrot", "event", "true", 18, "line 18 beans"),
("no public claims in this story at all", "communication", "true", "end", "no claim lines"),
("That's Jayden's chain, true", "belief", "true", "end", "Jayden -> Liam -> Owen row 22: red_bottle"),
("Mila didn't see line 5", "presence", "true", 5, "row 5 excludes Mila"),
("**A. green_treasure_chest**", "belief", "true", "end", "row 22"),
("Mila left before any move", "order", "true", 4, "4 before 5"),
("in her mind everyone's beliefs stay at the green_treasure_chest", "belief", "true", "end", "Mila's chains row 22"),
]),
dict(style="answer_first", label="sound", stated_answer="green_treasure_chest",
response="""A. green_treasure_chest

Explanation:
Mila exits the crawlspace at line 4, while the carrot is still in the green_treasure_chest. Jayden's move to the red_bottle (line 5) and Emma's move to the red_basket (line 7) both happen after she's gone. Since Mila never sees any of the carrot's moves, she'd assume Jayden, Liam and Owen all still picture it in the green_treasure_chest. The later garage scene only involves the beans.""",
claims=[
("A. green_treasure_chest", "belief", "true", "end", "row 22"),
("Mila exits the crawlspace at line 4", "event", "true", 4, "line 4"),
("while the carrot is still in the green_treasure_chest", "location", "true", 4, "row 4"),
("Jayden's move to the red_bottle (line 5)", "event", "true", 5, "line 5"),
("Emma's move to the red_basket (line 7)", "event", "true", 7, "line 7"),
("both happen after she's gone", "order", "true", 7, "4 before 5, 7"),
("Mila never sees any of the carrot's moves", "presence", "true", 7, "rows 5, 7"),
("she'd assume Jayden, Liam and Owen all still picture it in the green_treasure_chest", "belief", "true", "end", "Mila -> Jayden..., row 22"),
("The later garage scene only involves the beans", "event", "true", 18, "lines 14-21"),
]),
dict(style="numbered", label="unsound", stated_answer="green_treasure_chest",
response="""Let's think step by step.

1. All five are in the crawlspace; the carrot is in the green_treasure_chest (line 2).
2. Mila stays a minute and exits at line 4. Nobody has touched the carrot yet.
3. Jayden moves it to the red_bottle and leaves; Emma moves it to the red_basket and leaves. Liam and Owen witness both moves.
4. By the time everyone gathers in the waiting_room at line 13, the carrot is in the red_bottle.
5. None of this reaches Mila. So in Mila's view, Jayden believes Liam believes Owen believes the carrot is where she last saw it.
6. The garage scene is about the beans.

The answer is \\boxed{A}.""",
claims=[
("All five are in the crawlspace", "presence", "true", 2, "row 2"),
("the carrot is in the green_treasure_chest (line 2)", "location", "true", 2, "row 2"),
("Mila stays a minute and exits at line 4", "event", "true", 4, "lines 3-4"),
("Nobody has touched the carrot yet", "event", "true", 4, "first move 5"),
("Jayden moves it to the red_bottle", "event", "true", 5, "line 5"),
("Emma moves it to the red_basket", "event", "true", 7, "line 7"),
("Liam and Owen witness both moves", "presence", "true", 7, "rows 5, 7 witnessed by Liam, Owen"),
("By the time everyone gathers in the waiting_room at line 13, the carrot is in the red_bottle", "location", "false", 13, "PLANTED: row 13 red_basket"),
("None of this reaches Mila", "presence", "true", 7, "Mila absent"),
("in Mila's view, Jayden believes Liam believes Owen believes the carrot is where she last saw it", "belief", "true", "end", "row 22 green_treasure_chest"),
("The garage scene is about the beans", "event", "true", 18, "lines 14-21"),
("The answer is \\boxed{A}", "belief", "true", "end", "row 22"),
]),
dict(style="narrative", label="unsound", stated_answer="green_treasure_chest",
response="""Let me trace this from the outside in. Mila is the outermost mind, so everything depends on what she saw. She was in the crawlspace at the start, when the carrot was in the green_treasure_chest, but she walked out at line 4 before anyone moved it.

Jayden then moved it to the red_bottle, and Emma moved it to the red_basket — neither while Mila was around. Later, in the garage, Jayden moved the carrot again, to the red_suitcase, though Mila had stepped out by then too.

Because Mila missed every move, she has no reason to think Jayden, Liam or Owen saw the carrot anywhere other than the green_treasure_chest. So Mila thinks Jayden thinks Liam thinks Owen thinks it's in the green_treasure_chest.

The answer is A. green_treasure_chest.""",
claims=[
("She was in the crawlspace at the start, when the carrot was in the green_treasure_chest", "presence", "true", 2, "row 2"),
("she walked out at line 4 before anyone moved it", "event", "true", 4, "line 4, first move 5"),
("Jayden then moved it to the red_bottle", "event", "true", 5, "line 5"),
("Emma moved it to the red_basket", "event", "true", 7, "line 7"),
("neither while Mila was around", "presence", "true", 7, "rows 5, 7"),
("in the garage, Jayden moved the carrot again, to the red_suitcase", "event", "false", 18, "PLANTED: line 18 Jayden moved the beans, the carrot stays in the red_basket"),
("Mila had stepped out by then too", "presence", "true", 18, "Mila exited garage at 17"),
("Mila missed every move", "presence", "true", 7, "Mila witnessed no carrot move"),
("she has no reason to think Jayden, Liam or Owen saw the carrot anywhere other than the green_treasure_chest", "belief", "true", "end", "Mila -> Jayden row 22: green_treasure_chest"),
("So Mila thinks Jayden thinks Liam thinks Owen thinks it's in the green_treasure_chest.", "belief", "true", "end", "row 22"),
("The answer is A. green_treasure_chest", "belief", "true", "end", "row 22"),
]),
dict(style="terse", label="wrong", stated_answer="red_basket",
response="""E. red_basket — that's where Liam and Owen last saw it.""",
claims=[
("E. red_basket", "belief", "false", "end", "row 22: green_treasure_chest"),
("that's where Liam and Owen last saw it", "presence", "true", 7, "row 7 witnessed by Liam, Owen; last carrot move"),
]),
]
