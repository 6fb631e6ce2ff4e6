R1 = """red_suitcase. Abigail moved it there and no one touched it again."""
R2 = """Step 1: The spinach starts in the blue_cupboard while Abigail and Isabella are in the laundry.
Step 2: Isabella leaves.
Step 3: Abigail moves the spinach to the red_suitcase.
Step 4: Abigail leaves, and Isabella comes back, but nothing else moves the spinach.

Final answer: red_suitcase"""
R3 = """The spinach begins in the blue_cupboard. Abigail then moves it into the red_suitcase, and Isabella, still in the room, watches her do it. Noah's dislike of eggplant and his trip to the lounge have nothing to do with the laundry. Nothing moves the spinach after that, so it is really in the red_suitcase."""
R4 = """**red_suitcase**

Abigail moved the spinach from the blue_cupboard to the red_suitcase after Isabella came back into the laundry (line 8). It hasn't moved since."""
R5 = """<think>
Spinach in blue_cupboard at the start. Isabella leaves, Abigail moves it to red_suitcase. Then Abigail leaves and Isabella comes back in. Hmm, the question says "really"... Isabella returning — does she see it? She'd see the red_suitcase. But maybe the question expects where it was originally, the blue_cupboard. I'll go with the original location.
</think>
blue_cupboard"""
RECORDS = [
 dict(style='terse', label='sound', stated='red_suitcase', response=R1, claims=[
  ("Abigail moved it there", 'event', 'true', 5, 'line 5', ('e',5,'Abigail moved the spinach to the red_suitcase')),
  ("no one touched it again", 'location', 'true', 'end', 'red_suitcase at end', ('o','red_suitcase')),
 ]),
 dict(style='numbered', label='sound', stated='red_suitcase', response=R2, claims=[
  ("The spinach starts in the blue_cupboard", 'location', 'true', 3, 'line 3', ('o','blue_cupboard')),
  ("while Abigail and Isabella are in the laundry", 'presence', 'true', 3, 'both witnessed', ('w','Isabella',True)),
  ("Isabella leaves", 'event', 'true', 4, 'line 4', ('e',4,'Isabella exited')),
  ("Abigail moves the spinach to the red_suitcase", 'event', 'true', 5, 'line 5', ('e',5,'red_suitcase')),
  ("Abigail leaves", 'event', 'true', 7, 'line 7', ('e',7,'Abigail exited')),
  ("Isabella comes back", 'event', 'true', 8, 'line 8', ('e',8,'Isabella entered')),
  ("nothing else moves the spinach", 'location', 'true', 'end', 'red_suitcase', ('o','red_suitcase')),
 ]),
 dict(style='narrative', label='unsound', stated='red_suitcase', response=R3, claims=[
  ("The spinach begins in the blue_cupboard", 'location', 'true', 3, 'line 3', ('o','blue_cupboard')),
  ("Abigail then moves it into the red_suitcase", 'event', 'true', 5, 'line 5', ('e',5,'red_suitcase')),
  ("Isabella, still in the room, watches her do it", 'presence', 'false', 5, 'PLANTED: Isabella exited at line 4', ('w','Isabella',True)),
  ("Noah's dislike of eggplant", 'event', 'true', 6, 'line 6', ('e',6,'Noah dislikes the eggplant')),
  ("his trip to the lounge", 'event', 'true', 9, 'line 9', ('e',9,'Noah entered the lounge')),
  ("Nothing moves the spinach after that", 'location', 'true', 'end', 'red_suitcase', ('o','red_suitcase')),
  ("it is really in the red_suitcase", 'location', 'true', 'end', 'gold', ('o','red_suitcase')),
 ]),
 dict(style='answer_first', label='unsound', stated='red_suitcase', response=R4, claims=[
  ("Abigail moved the spinach from the blue_cupboard to the red_suitcase", 'event', 'true', 5, 'line 5', ('e',5,'Abigail moved the spinach to the red_suitcase')),
  ("after Isabella came back into the laundry (line 8)", 'order', 'false', 5, 'PLANTED: move at 5 came before re-entry at 8', ('lt',8,5)),
  ("It hasn't moved since.", 'location', 'true', 'end', 'red_suitcase', ('o','red_suitcase')),
 ]),
 dict(style='thinking', label='wrong', stated='blue_cupboard', response=R5, claims=[
  ("Spinach in blue_cupboard at the start", 'location', 'true', 3, 'line 3', ('o','blue_cupboard')),
  ("Isabella leaves", 'event', 'true', 4, 'line 4', ('e',4,'Isabella exited')),
  ("Abigail moves it to red_suitcase", 'event', 'true', 5, 'line 5', ('e',5,'red_suitcase')),
  ("Then Abigail leaves", 'event', 'true', 7, 'line 7', ('e',7,'Abigail exited')),
  ("Isabella comes back in", 'event', 'true', 8, 'line 8', ('e',8,'Isabella entered')),
  ("She'd see the red_suitcase", 'belief', 'true', 8, 'Isabella=red_suitcase at 8', ('b','Isabella','red_suitcase')),
 ]),
]
