# Q4 s6815-6-o1: Elizabeth, peach; gold red_basket
ROW = 4
R1 = """A. red_basket

Explanation: Elizabeth is the first to leave the laundry (line 5), and at that point the peach is still in the red_basket where it started. She isn't there for Sophia's move to the blue_cupboard (line 6), Charlotte's move to the red_treasure_chest (line 10), or Olivia's move back to the red_basket (line 12). Her belief never updates, so she thinks it's in the red_basket, which happens to be where it actually ends up, though for a different reason."""

R2 = """Let's think step by step.

1. The peach starts in the red_basket (line 2), and all five people are in the laundry.
2. Elizabeth stays a minute and exits at line 5. Nothing has been moved yet.
3. Sophia moves the peach to the blue_cupboard at line 6, after Elizabeth is gone.
4. When Alexander leaves at line 9, the peach is in the red_treasure_chest.
5. Charlotte and Olivia move it again, and Olivia finally puts it back in the red_basket (line 12).
6. Elizabeth saw none of the moves, so her belief is the last location she saw: the red_basket.

The answer is [red_basket]."""

R3 = """Since the question asks what Elizabeth really thinks, I want to focus on her perspective rather than on where the peach physically ends up. These stories are built so that the two can come apart, and it's easy to get tangled up in the sequence of moves.

Keeping her viewpoint in mind, the answer is A. red_basket."""

R4 = """red_basket. Elizabeth left before anyone touched it; Alexander was the next one out."""

R5 = """<think>
Question: where does Elizabeth think the peach is. First-order.

Peach starts in red_basket (line 2). Elizabeth made no movements and stayed for 1 minute (line 4). Then Sophia moves the peach to the blue_cupboard (line 6), and Elizabeth is still there watching; she only exits after that.

Hmm, let me re-check who leaves when. Alexander exits at line 9, Charlotte at line 11, Olivia at line 13. Charlotte moved it to the red_treasure_chest at line 10, and Elizabeth had gone by then. Olivia moved it back to the red_basket at line 12, also without Elizabeth.

So Elizabeth's last view: blue_cupboard. The fact that it ends up in the red_basket again doesn't matter for her.
</think>

C. blue_cupboard"""

RECORDS = [
 dict(style="answer_first", label="sound", stated_answer="red_basket", response=R1, claims=[
  ("Elizabeth is the first to leave the laundry (line 5)", "order", "true", 5, "first exit"),
  ("at that point the peach is still in the red_basket where it started", "location", "true", 5, "red_basket at 5"),
  ("She isn't there for Sophia's move to the blue_cupboard (line 6)", "presence", "true", 6, "Elizabeth not in witnessed_by 6"),
  ("Charlotte's move to the red_treasure_chest (line 10)", "event", "true", 10, "line 10"),
  ("Olivia's move back to the red_basket (line 12)", "event", "true", 12, "line 12"),
  ("Her belief never updates", "belief", "true", "end", "Elizabeth red_basket 2-14"),
  ("she thinks it's in the red_basket", "belief", "true", "end", "gold"),
  ("which happens to be where it actually ends up", "location", "true", "end", "peach red_basket at 14"),
 ]),
 dict(style="numbered", label="unsound", stated_answer="red_basket", response=R2, claims=[
  ("The peach starts in the red_basket (line 2)", "location", "true", 2, "line 2"),
  ("all five people are in the laundry", "presence", "true", 2, "all in laundry"),
  ("Elizabeth stays a minute and exits at line 5", "event", "true", 5, "lines 4-5"),
  ("Nothing has been moved yet", "event", "true", 5, "first move at 6"),
  ("Sophia moves the peach to the blue_cupboard at line 6", "event", "true", 6, "line 6"),
  ("after Elizabeth is gone", "order", "true", 6, "exit 5 before move 6"),
  ("When Alexander leaves at line 9, the peach is in the red_treasure_chest", "location", "false", 9, "PLANTED: peach in blue_cupboard at 9"),
  ("Charlotte and Olivia move it again", "event", "true", 12, "lines 10, 12"),
  ("Olivia finally puts it back in the red_basket (line 12)", "event", "true", 12, "line 12"),
  ("Elizabeth saw none of the moves", "presence", "true", 12, "not in witnessed_by 6, 10, 12"),
  ("her belief is the last location she saw: the red_basket", "belief", "true", "end", "gold"),
 ]),
 dict(style="narrative", label="unsupported", stated_answer="red_basket", response=R3, claims=[]),
 dict(style="terse", label="unsound", stated_answer="red_basket", response=R4, claims=[
  ("Elizabeth left before anyone touched it", "order", "true", 5, "exit 5 before first move 6"),
  ("Alexander was the next one out", "order", "false", 7, "PLANTED: Sophia left next (line 7), Alexander at 9"),
 ]),
 dict(style="thinking", label="wrong", stated_answer="blue_cupboard", response=R5, claims=[
  ("Peach starts in red_basket (line 2)", "location", "true", 2, "line 2"),
  ("Elizabeth made no movements and stayed for 1 minute (line 4)", "event", "true", 4, "line 4"),
  ("Sophia moves the peach to the blue_cupboard (line 6)", "event", "true", 6, "line 6"),
  ("Elizabeth is still there watching", "presence", "false", 6, "Elizabeth exited at 5"),
  ("she only exits after that", "order", "false", 5, "exit 5 precedes move 6"),
  ("Alexander exits at line 9", "event", "true", 9, "line 9"),
  ("Charlotte at line 11", "event", "true", 11, "line 11"),
  ("Olivia at line 13", "event", "true", 13, "line 13"),
  ("Charlotte moved it to the red_treasure_chest at line 10", "event", "true", 10, "line 10"),
  ("Elizabeth had gone by then", "presence", "true", 10, "Elizabeth absent"),
  ("Olivia moved it back to the red_basket at line 12", "event", "true", 12, "line 12"),
  ("also without Elizabeth", "presence", "true", 12, "Elizabeth absent"),
  ("So Elizabeth's last view: blue_cupboard", "belief", "false", "end", "Elizabeth red_basket"),
  ("it ends up in the red_basket again", "location", "true", "end", "red_basket at 14"),
 ]),
]
