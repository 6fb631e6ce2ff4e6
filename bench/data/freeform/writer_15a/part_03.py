# Q3 s6815-13-o3: Noah -> Avery -> Owen, watermelon; gold green_envelope
ROW = 3
R1 = """**H. green_envelope**

Noah thinks Avery thinks Owen thinks the watermelon is in the green_envelope."""

R2 = """**Step 1: Starting location**
The watermelon starts in the green_bottle (line 2), with all five people in the study.

**Step 2: Movements in the study**
- Owen moves it to the green_envelope (line 5), then leaves (line 6).
- Avery moves it to the green_drawer (line 7), then leaves (line 8).
- Evelyn moves it to the green_suitcase (line 9), then leaves (line 10).
- Noah stays until the end and leaves last (line 13).

**Step 3: Noah's view of Avery**
Noah saw Avery move the watermelon to the green_drawer, so Noah thinks Avery thinks it's in the green_drawer.

**Step 4: Avery's view of Owen**
Since Avery was the one who put the watermelon in the green_drawer, Noah assumes Avery thinks Owen would find it there too.

**Step 5: The hall scene**
The hall scenes only involve the pumpkin, so they do not affect the watermelon.

**Answer:** G. green_drawer"""

R3 = """Let me trace where each person was while the watermelon was being moved around the study.

Jayden leaves first without touching anything. Owen then moves the watermelon from the green_bottle to the green_envelope at line 5 and walks out right away, so the green_envelope is the last place Owen saw it. Avery, Evelyn and Noah all watched him do it.

After Owen is gone, Avery shifts it to the green_drawer before leaving herself, and then Noah moves it to the green_suitcase. None of that changes what Owen knows, and Avery, of course, knows Owen wasn't around for her own move.

Noah was in the room for all of this. He saw Owen put the watermelon in the green_envelope, and he saw that Avery was there too, watching Owen. He also saw Owen leave before Avery touched it. So from Noah's perspective, Avery thinks Owen still believes it's in the green_envelope.

The later business in the hall is only about the pumpkin, so it doesn't matter here.

The answer is H. green_envelope."""

R4 = """H. green_envelope. Owen left right after putting it there, and both Avery and Noah saw that."""

R5 = """<think>
Let me figure out Noah -> Avery -> Owen for the watermelon.

The watermelon moves: green_bottle (start) -> green_envelope (Owen, line 5) -> green_drawer (Avery, line 7) -> green_suitcase (Evelyn, line 9).

Who sees what: Owen moved it to the green_envelope and left at line 6. So Owen's belief is green_envelope.

Avery was in the room when Owen moved it and when Owen left. So Avery thinks Owen thinks green_envelope.

Noah was in the study the whole time: he saw Owen's move, saw Owen leave, saw Avery watching. So Noah thinks Avery thinks Owen thinks green_envelope.

Wait, should I check the hall part? Noah, Avery and Owen go to the hall at line 15. But only the pumpkin gets moved there (blue_basket, then red_bucket). Nobody says anything about the watermelon. Hmm, "Avery dislikes the watermelon" at line 23 is just a preference, not a move.

So the answer stays green_envelope.
</think>

The answer is H. green_envelope. Owen last saw it in the green_envelope, and Noah watched Avery watch him leave."""

RECORDS = [
 dict(style="answer_first", label="unsupported", stated_answer="green_envelope", response=R1, claims=[
  ("Noah thinks Avery thinks Owen thinks the watermelon is in the green_envelope", "belief", "true", "end", "answer restated"),
 ]),
 dict(style="numbered", label="wrong", stated_answer="green_drawer", response=R2, claims=[
  ("The watermelon starts in the green_bottle (line 2)", "location", "true", 2, "line 2"),
  ("with all five people in the study", "presence", "true", 2, "all in study"),
  ("Owen moves it to the green_envelope (line 5)", "event", "true", 5, "line 5"),
  ("then leaves (line 6)", "event", "true", 6, "line 6"),
  ("Avery moves it to the green_drawer (line 7)", "event", "true", 7, "line 7"),
  ("then leaves (line 8)", "event", "true", 8, "line 8"),
  ("Evelyn moves it to the green_suitcase (line 9)", "event", "true", 9, "line 9"),
  ("then leaves (line 10)", "event", "true", 10, "line 10"),
  ("Noah stays until the end and leaves last (line 13)", "order", "true", 13, "Noah last out of the study"),
  ("Noah saw Avery move the watermelon to the green_drawer", "presence", "true", 7, "Noah witnessed 7"),
  ("Noah thinks Avery thinks it's in the green_drawer", "belief", "true", "end", "Noah->Avery green_drawer"),
  ("Noah assumes Avery thinks Owen would find it there too", "belief", "false", "end", "N->A->O green_envelope"),
  ("The hall scenes only involve the pumpkin", "event", "true", 25, "lines 15-25 move only the pumpkin"),
  ("so they do not affect the watermelon", "location", "true", 25, "watermelon stays green_suitcase 14-26"),
 ]),
 dict(style="narrative", label="unsound", stated_answer="green_envelope", response=R3, claims=[
  ("Jayden leaves first without touching anything", "order", "true", 4, "lines 3-4, first exit"),
  ("Owen then moves the watermelon from the green_bottle to the green_envelope at line 5", "event", "true", 5, "line 5"),
  ("walks out right away", "event", "true", 6, "line 6"),
  ("the green_envelope is the last place Owen saw it", "belief", "true", 6, "Owen green_envelope"),
  ("Avery, Evelyn and Noah all watched him do it", "presence", "true", 5, "witnessed_by 5"),
  ("Avery shifts it to the green_drawer", "event", "true", 7, "line 7"),
  ("before leaving herself", "event", "true", 8, "line 8"),
  ("then Noah moves it to the green_suitcase", "event", "false", 9, "PLANTED: Evelyn moved it (line 9)"),
  ("None of that changes what Owen knows", "belief", "true", "end", "Owen green_envelope"),
  ("Avery, of course, knows Owen wasn't around for her own move", "belief", "true", 7, "Avery->Owen green_envelope at 7"),
  ("Noah was in the room for all of this", "presence", "true", 9, "Noah in study 1-12"),
  ("He saw Owen put the watermelon in the green_envelope", "presence", "true", 5, "Noah witnessed 5"),
  ("he saw that Avery was there too, watching Owen", "presence", "true", 5, "Avery witnessed 5"),
  ("He also saw Owen leave before Avery touched it", "order", "true", 6, "6 before 7, Noah witnessed both"),
  ("from Noah's perspective, Avery thinks Owen still believes it's in the green_envelope", "belief", "true", "end", "gold"),
  ("The later business in the hall is only about the pumpkin", "event", "true", 25, "hall lines move only pumpkin"),
 ]),
 dict(style="terse", label="sound", stated_answer="green_envelope", response=R4, claims=[
  ("Owen left right after putting it there", "event", "true", 6, "lines 5-6"),
  ("both Avery and Noah saw that", "presence", "true", 6, "Avery, Noah witnessed 5 and 6"),
 ]),
 dict(style="thinking", label="sound", stated_answer="green_envelope", response=R5, claims=[
  ("green_bottle (start)", "location", "true", 2, "line 2"),
  ("green_envelope (Owen, line 5)", "event", "true", 5, "line 5"),
  ("green_drawer (Avery, line 7)", "event", "true", 7, "line 7"),
  ("green_suitcase (Evelyn, line 9)", "event", "true", 9, "line 9"),
  ("Owen moved it to the green_envelope and left at line 6", "event", "true", 6, "lines 5-6"),
  ("So Owen's belief is green_envelope", "belief", "true", "end", "Owen green_envelope"),
  ("Avery was in the room when Owen moved it and when Owen left", "presence", "true", 6, "Avery witnessed 5, 6"),
  ("So Avery thinks Owen thinks green_envelope", "belief", "true", "end", "Avery->Owen green_envelope"),
  ("Noah was in the study the whole time", "presence", "true", 12, "Noah in study 1-12"),
  ("he saw Owen's move, saw Owen leave, saw Avery watching", "presence", "true", 6, "Noah witnessed 5, 6"),
  ("So Noah thinks Avery thinks Owen thinks green_envelope", "belief", "true", "end", "gold"),
  ("Noah, Avery and Owen go to the hall at line 15", "event", "true", 15, "line 15"),
  ("only the pumpkin gets moved there (blue_basket, then red_bucket)", "event", "true", 24, "lines 18, 24"),
  ("Nobody says anything about the watermelon", "communication", "true", "end", "no claims/tells in story"),
  ("\"Avery dislikes the watermelon\" at line 23 is just a preference, not a move", "event", "true", 23, "line 23 no move"),
  ("Owen last saw it in the green_envelope", "belief", "true", "end", "Owen green_envelope"),
  ("Noah watched Avery watch him leave", "presence", "true", 6, "Noah, Avery witnessed 6"),
 ]),
]
