# Q9 s6815-5-o0: lettuce really; gold blue_pantry
ROW = 9
R1 = """I. blue_pantry

- Jackson moves the lettuce from the red_envelope to the green_bathtub (line 6).
- Isabella then moves it to the blue_pantry (line 8). This is the last physical move.
- Carter's public claim that it's in the red_container (line 15) is false and doesn't move anything; Evelyn's private message to Mia (line 16) correctly says blue_pantry.

The lettuce is really in the blue_pantry."""

R2 = """Let's think step by step.

1. The lettuce starts in the red_envelope (line 2).
2. Mia leaves first (line 5), before anything is moved.
3. Jackson moves the lettuce to the green_bathtub (line 6) and leaves (line 7).
4. Isabella moves it to the blue_pantry (line 8) and leaves (line 9).
5. Carter and Evelyn wait and leave without moving it, so at the end of the playroom scene it is in the blue_pantry.
6. Carter's public claim (line 15) changes what Jackson, Isabella and Evelyn believe, but it does not move the lettuce.
7. Evelyn's private tell to Mia (line 16) doesn't move it either.

The lettuce is really in the blue_pantry.

\\boxed{I. blue_pantry}"""

R3 = """The question is about where the lettuce really is, not where anyone thinks it is, so the claims people make at the end are a distraction. Once you set the beliefs aside and just follow the physical moves, the answer is clear.

The answer is I. blue_pantry."""

R4 = """H. red_container — Carter said so publicly."""

R5 = """<think>
Physical location of the lettuce at the end.

red_envelope (line 2) → green_bathtub (Jackson, line 6) → blue_pantry (Isabella, line 8). After that: Carter stays and exits, Evelyn stays and exits, everyone goes to the waiting_room. Carter publicly claims red_container. Hmm, could it be a lie meant to mislead? Doesn't matter, claims don't move objects. Evelyn tells Mia blue_pantry, which matches.

Wait, let me double check Isabella's line: "Isabella moved the lettuce to the blue_pantry." Yes, line 8.

Answer: blue_pantry.
</think>

The lettuce is really in the I. blue_pantry, where Isabella put it at line 8."""

RECORDS = [
 dict(style="answer_first", label="sound", stated_answer="blue_pantry", response=R1, claims=[
  ("Jackson moves the lettuce from the red_envelope to the green_bathtub (line 6)", "event", "true", 6, "line 6"),
  ("Isabella then moves it to the blue_pantry (line 8)", "event", "true", 8, "line 8"),
  ("This is the last physical move", "event", "true", "end", "no later move"),
  ("Carter's public claim that it's in the red_container (line 15)", "communication", "true", 15, "line 15"),
  ("is false", "location", "true", 15, "lettuce in blue_pantry, not red_container"),
  ("doesn't move anything", "location", "true", 15, "blue_pantry at 15"),
  ("Evelyn's private message to Mia (line 16) correctly says blue_pantry", "communication", "true", 16, "line 16; lettuce blue_pantry"),
  ("The lettuce is really in the blue_pantry", "location", "true", "end", "gold"),
 ]),
 dict(style="numbered", label="unsound", stated_answer="blue_pantry", response=R2, claims=[
  ("The lettuce starts in the red_envelope (line 2)", "location", "true", 2, "line 2"),
  ("Mia leaves first (line 5)", "order", "true", 5, "first exit"),
  ("before anything is moved", "order", "true", 5, "first move at 6"),
  ("Jackson moves the lettuce to the green_bathtub (line 6)", "event", "true", 6, "line 6"),
  ("and leaves (line 7)", "event", "true", 7, "line 7"),
  ("Isabella moves it to the blue_pantry (line 8)", "event", "true", 8, "line 8"),
  ("and leaves (line 9)", "event", "true", 9, "line 9"),
  ("Carter and Evelyn wait and leave without moving it", "event", "true", 13, "lines 10-13"),
  ("at the end of the playroom scene it is in the blue_pantry", "location", "true", 13, "blue_pantry at 13"),
  ("Carter's public claim (line 15) changes what Jackson, Isabella and Evelyn believe", "communication", "false", 15, "PLANTED: Evelyn (left after Carter) keeps blue_pantry; only Mia, Jackson, Isabella change"),
  ("it does not move the lettuce", "location", "true", 15, "blue_pantry at 15"),
  ("Evelyn's private tell to Mia (line 16) doesn't move it either", "location", "true", 16, "blue_pantry at 16"),
  ("The lettuce is really in the blue_pantry", "location", "true", "end", "gold"),
 ]),
 dict(style="narrative", label="unsupported", stated_answer="blue_pantry", response=R3, claims=[
  ("the claims people make at the end are a distraction", "communication", "uncheckable", "end", "vague commentary"),
 ]),
 dict(style="terse", label="wrong", stated_answer="red_container", response=R4, claims=[
  ("Carter said so publicly", "communication", "true", 15, "line 15"),
 ]),
 dict(style="thinking", label="sound", stated_answer="blue_pantry", response=R5, claims=[
  ("red_envelope (line 2)", "location", "true", 2, "line 2"),
  ("green_bathtub (Jackson, line 6)", "event", "true", 6, "line 6"),
  ("blue_pantry (Isabella, line 8)", "event", "true", 8, "line 8"),
  ("Carter stays and exits", "event", "true", 11, "lines 10-11"),
  ("Evelyn stays and exits", "event", "true", 13, "lines 12-13"),
  ("everyone goes to the waiting_room", "event", "true", 14, "line 14"),
  ("Carter publicly claims red_container", "communication", "true", 15, "line 15"),
  ("Evelyn tells Mia blue_pantry", "communication", "true", 16, "line 16"),
  ("which matches", "location", "true", 16, "lettuce blue_pantry"),
  ("\"Isabella moved the lettuce to the blue_pantry.\" Yes, line 8", "event", "true", 8, "line 8"),
  ("The lettuce is really in the I. blue_pantry", "location", "true", "end", "gold"),
  ("where Isabella put it at line 8", "event", "true", 8, "line 8"),
 ]),
]
