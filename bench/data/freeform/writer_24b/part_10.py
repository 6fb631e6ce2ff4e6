# Q10 s6824-22-o2 : Chloe thinks Nathan thinks radish -> red_pantry (K)
RECORDS = [
dict(style="thinking", label="wrong", stated_answer="green_suitcase",
response="""<think>
Chloe thinks Nathan thinks...
Chloe left at line 9, radish still in blue_bottle. Nathan moves it to green_suitcase at 10 — Chloe doesn't see this.
Then line 15: Nathan publicly claims red_pantry. Nathan himself believes green_suitcase (he moved it there and left before Gracie moved it back), so the claim is false from Nathan's own view... Hmm. Chloe trusts Nathan since he left after her, so Chloe herself takes red_pantry. But the question is what Chloe thinks Nathan thinks, and what Nathan actually thinks is green_suitcase. That's his real belief, so I'll go with green_suitcase.
</think>

N. green_suitcase — Nathan put it there himself and never saw it moved again.""",
claims=[
("Chloe left at line 9", "event", "true", 9, "line 9"),
("radish still in blue_bottle", "location", "true", 9, "row 9"),
("Nathan moves it to green_suitcase at 10", "event", "true", 10, "line 10"),
("Chloe doesn't see this", "presence", "true", 10, "row 10 witnessed by Gracie, Nathan"),
("Nathan publicly claims red_pantry", "communication", "true", 15, "line 15"),
("Nathan himself believes green_suitcase", "belief", "true", 15, "Nathan row 15: green_suitcase"),
("he moved it there", "event", "true", 10, "line 10"),
("left before Gracie moved it back", "order", "true", 12, "exit 11 before move 12"),
("Chloe trusts Nathan since he left after her", "communication", "true", 15, "Chloe row 15 red_pantry; 11 after 9"),
("Chloe herself takes red_pantry", "belief", "true", 15, "Chloe row 15"),
("what Nathan actually thinks is green_suitcase", "belief", "true", "end", "Nathan row 16"),
("N. green_suitcase", "belief", "false", "end", "Chloe -> Nathan row 16: red_pantry"),
("Nathan put it there himself", "event", "true", 10, "line 10"),
("never saw it moved again", "presence", "true", 12, "row 12 witnessed by Gracie only"),
]),
dict(style="answer_first", label="sound", stated_answer="red_pantry",
response="""**Answer: K. red_pantry**

Explanation:
- Chloe leaves the front_yard at line 9 while the radish is still in the blue_bottle, so she never sees Nathan move it to the green_suitcase (line 10) or Gracie move it back (line 12).
- In the waiting_room, Nathan publicly claims the radish is in the red_pantry (line 15).
- Nathan left the front_yard after Chloe did, so Chloe trusts him. She takes his claim at face value and assumes Nathan believes what he said.
- Gracie's private tell at line 16 is only to Lucas, so Chloe doesn't hear it.

So Chloe thinks Nathan thinks the radish is in the red_pantry.""",
claims=[
("Chloe leaves the front_yard at line 9", "event", "true", 9, "line 9"),
("while the radish is still in the blue_bottle", "location", "true", 9, "row 9"),
("she never sees Nathan move it to the green_suitcase (line 10)", "presence", "true", 10, "row 10"),
("or Gracie move it back (line 12)", "presence", "true", 12, "row 12 witnessed by Gracie"),
("Nathan publicly claims the radish is in the red_pantry (line 15)", "communication", "true", 15, "line 15"),
("Nathan left the front_yard after Chloe did", "order", "true", 11, "11 after 9"),
("Chloe trusts him", "communication", "true", 15, "Chloe row 15 adopts red_pantry"),
("She takes his claim at face value", "belief", "true", 15, "Chloe row 15: red_pantry"),
("assumes Nathan believes what he said", "belief", "true", 15, "Chloe -> Nathan row 15: red_pantry"),
("Gracie's private tell at line 16 is only to Lucas", "communication", "true", 16, "line 16"),
("Chloe doesn't hear it", "presence", "true", 16, "row 16 witnessed by Gracie, Lucas"),
("So Chloe thinks Nathan thinks the radish is in the red_pantry.", "belief", "true", "end", "row 16"),
]),
dict(style="numbered", label="unsound", stated_answer="red_pantry",
response="""Let's think step by step.

1. All five start in the front_yard with the radish in the blue_bottle.
2. Lucas, Isla and then Chloe leave, in that order, without touching it.
3. Nathan moves the radish to the green_suitcase and leaves; Gracie, who is still there, sees it. At the end of the front_yard scene, the radish is in the green_suitcase.
4. Chloe missed all of this, so before the waiting_room her idea of Nathan's belief is the blue_bottle.
5. Then Nathan publicly says the radish is in the red_pantry. Chloe trusts Nathan, because he left the front_yard after she did, so she now thinks Nathan believes the red_pantry.
6. Gracie's private tell only reaches Lucas.

The answer is [red_pantry].""",
claims=[
("All five start in the front_yard", "presence", "true", 1, "row 1"),
("with the radish in the blue_bottle", "location", "true", 2, "row 2"),
("Lucas, Isla and then Chloe leave, in that order", "order", "true", 9, "exits 4, 6, 9"),
("without touching it", "event", "true", 9, "no move before 10"),
("Nathan moves the radish to the green_suitcase", "event", "true", 10, "line 10"),
("and leaves", "event", "true", 11, "line 11"),
("Gracie, who is still there, sees it", "presence", "true", 10, "row 10 witnessed by Gracie"),
("At the end of the front_yard scene, the radish is in the green_suitcase", "location", "false", 13, "PLANTED: Gracie moved it back at 12; row 13 blue_bottle"),
("Chloe missed all of this", "presence", "true", 10, "row 10 excludes Chloe"),
("before the waiting_room her idea of Nathan's belief is the blue_bottle", "belief", "true", 14, "Chloe -> Nathan row 14: blue_bottle"),
("Nathan publicly says the radish is in the red_pantry", "communication", "true", 15, "line 15"),
("Chloe trusts Nathan", "communication", "true", 15, "Chloe row 15 red_pantry"),
("he left the front_yard after she did", "order", "true", 11, "11 after 9"),
("she now thinks Nathan believes the red_pantry", "belief", "true", "end", "Chloe -> Nathan row 16"),
("Gracie's private tell only reaches Lucas", "communication", "true", 16, "row 16 witnessed by Gracie, Lucas"),
("The answer is [red_pantry]", "belief", "true", "end", "row 16"),
]),
dict(style="narrative", label="unsound", stated_answer="red_pantry",
response="""Let me trace where Chloe was during all this. She stayed in the front_yard through the first few exits but left at line 9, when the radish was still in the blue_bottle. Everything after that — Nathan's move to the green_suitcase and Gracie's move back — happened without her.

So Chloe only learns something new in the waiting_room, when Nathan announces the radish is in the red_pantry. Nathan himself, for what it's worth, knows perfectly well that it's back in the blue_bottle. Because Nathan was in the front_yard longer than she was, Chloe trusts his announcement and assumes he's telling her what he believes.

The answer is K. red_pantry.""",
claims=[
("She stayed in the front_yard through the first few exits", "presence", "true", 6, "Chloe present at exits 4, 6"),
("left at line 9", "event", "true", 9, "line 9"),
("when the radish was still in the blue_bottle", "location", "true", 9, "row 9"),
("Everything after that — Nathan's move to the green_suitcase and Gracie's move back — happened without her", "presence", "true", 12, "rows 10, 12 exclude Chloe"),
("Nathan announces the radish is in the red_pantry", "communication", "true", 15, "line 15"),
("Nathan himself, for what it's worth, knows perfectly well that it's back in the blue_bottle", "belief", "false", 15, "PLANTED: Nathan row 15: green_suitcase (left before Gracie's move)"),
("Nathan was in the front_yard longer than she was", "order", "true", 11, "11 after 9"),
("Chloe trusts his announcement", "communication", "true", 15, "Chloe row 15 red_pantry"),
("assumes he's telling her what he believes", "belief", "true", 15, "Chloe -> Nathan row 15: red_pantry"),
("The answer is K. red_pantry", "belief", "true", "end", "row 16"),
]),
dict(style="terse", label="unsupported", stated_answer="red_pantry",
response="""red pantry (K)""",
claims=[
("red pantry (K)", "belief", "true", "end", "answer only"),
]),
]
