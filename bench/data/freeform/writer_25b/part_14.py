CH = 'Aiden -> Isabella -> Chloe'
R1 = """A. blue_box

Isabella exited at line 4, before Chloe moved the asparagus to the red_box at line 5. Aiden was in the room and saw Isabella leave, so Aiden knows Isabella's picture of Chloe stops at the blue_box. (Aiden himself thinks it's in the red_box, since he left before Emily moved it back.)"""
R2 = """<think>
Aiden → Isabella → Chloe, asparagus. Starts blue_box. Isabella leaves first (line 4). Then Chloe moves it to red_box (5). So Chloe knows red_box, but Isabella doesn't know Chloe moved it — Isabella thinks Chloe thinks blue_box.

Does Aiden know Isabella left? Yes, Aiden's there until 12. Emily's move back to blue_box at 13 — Aiden misses it, but it doesn't matter for the nested part.

Answer: blue_box.
</think>
Aiden thinks Isabella thinks Chloe thinks the asparagus is in the blue_box (A)."""
R3 = """Step 1: The asparagus is in the blue_box at line 2, with all five present.
Step 2: Isabella exits (line 4). She has seen nothing but the blue_box.
Step 3: Chloe moves the asparagus to the red_box (line 5) and leaves at line 7.
Step 4: When Aiden left (line 12), the asparagus was in the blue_box again.
Step 5: Since Isabella left before Chloe's move, Aiden reasons that Isabella still thinks Chloe thinks it's in the blue_box.

**Answer:** A. blue_box"""
R4 = """Let me trace where each person was. Everyone sees the asparagus go into the blue_box. Isabella steps out first. Chloe then moves it to the red_box while Abigail, Aiden and Emily watch. Aiden stays until line 12, so from Aiden's point of view, the red_box is the last location and Chloe certainly knows it. Aiden would assume that Isabella, knowing Chloe, expects Chloe to know the red_box.

The answer is E. red_box."""
R5 = """blue_box — Aiden thinks Isabella thinks Chloe thinks it's there."""
RECORDS = [
 dict(style='answer_first', label='sound', stated='blue_box', response=R1, claims=[
  ("Isabella exited at line 4", 'event', 'true', 4, 'line 4', ('e',4,'Isabella exited')),
  ("before Chloe moved the asparagus to the red_box at line 5", 'order', 'true', 5, '4 < 5', ('lt',4,5)),
  ("Aiden was in the room and saw Isabella leave", 'presence', 'true', 4, 'witness of 4', ('w','Aiden',True)),
  ("Aiden knows Isabella's picture of Chloe stops at the blue_box", 'belief', 'true', 'end', 'gold', ('b',CH,'blue_box')),
  ("Aiden himself thinks it's in the red_box", 'belief', 'true', 'end', 'Aiden=red_box', ('b','Aiden','red_box')),
  ("he left before Emily moved it back", 'order', 'true', 12, '12 < 13', ('lt',12,13)),
 ]),
 dict(style='thinking', label='sound', stated='blue_box', response=R2, claims=[
  ("Starts blue_box", 'location', 'true', 2, 'line 2', ('o','blue_box')),
  ("Isabella leaves first (line 4)", 'order', 'true', 4, 'first exit', ('e',4,'Isabella exited')),
  ("Chloe moves it to red_box (5)", 'event', 'true', 5, 'line 5', ('e',5,'Chloe moved the asparagus to the red_box')),
  ("So Chloe knows red_box", 'belief', 'true', 'end', 'Chloe=red_box', ('b','Chloe','red_box')),
  ("Isabella doesn't know Chloe moved it", 'presence', 'true', 5, 'not witness', ('w','Isabella',False)),
  ("Isabella thinks Chloe thinks blue_box", 'belief', 'true', 'end', 'Isabella->Chloe=blue_box', ('b','Isabella -> Chloe','blue_box')),
  ("Aiden's there until 12", 'presence', 'true', 4, 'Aiden exits 12', ('e',12,'Aiden exited')),
  ("Emily's move back to blue_box at 13", 'event', 'true', 13, 'line 13', ('e',13,'Emily moved the asparagus to the blue_box')),
  ("Aiden misses it", 'presence', 'true', 13, 'not witness', ('w','Aiden',False)),
  ("Aiden thinks Isabella thinks Chloe thinks the asparagus is in the blue_box", 'belief', 'true', 'end', 'gold', ('b',CH,'blue_box')),
 ]),
 dict(style='numbered', label='unsound', stated='blue_box', response=R3, claims=[
  ("The asparagus is in the blue_box at line 2", 'location', 'true', 2, 'line 2', ('o','blue_box')),
  ("with all five present", 'presence', 'true', 2, 'all witnessed', ('w','Emily',True)),
  ("Isabella exits (line 4)", 'event', 'true', 4, 'line 4', ('e',4,'Isabella exited')),
  ("She has seen nothing but the blue_box", 'belief', 'true', 'end', 'Isabella=blue_box', ('b','Isabella','blue_box')),
  ("Chloe moves the asparagus to the red_box (line 5)", 'event', 'true', 5, 'line 5', ('e',5,'red_box')),
  ("leaves at line 7", 'event', 'true', 7, 'line 7', ('e',7,'Chloe exited')),
  ("When Aiden left (line 12), the asparagus was in the blue_box again", 'location', 'false', 12, 'PLANTED: red_box at 12; Emily moved it back at 13', ('o','blue_box')),
  ("Isabella left before Chloe's move", 'order', 'true', 4, '4 < 5', ('lt',4,5)),
  ("Aiden reasons that Isabella still thinks Chloe thinks it's in the blue_box", 'belief', 'true', 'end', 'gold', ('b',CH,'blue_box')),
 ]),
 dict(style='narrative', label='wrong', stated='red_box', response=R4, claims=[
  ("Everyone sees the asparagus go into the blue_box", 'location', 'true', 2, 'line 2', ('o','blue_box')),
  ("Isabella steps out first", 'order', 'true', 4, 'first exit', ('e',4,'Isabella exited')),
  ("Chloe then moves it to the red_box", 'event', 'true', 5, 'line 5', ('e',5,'red_box')),
  ("while Abigail, Aiden and Emily watch", 'presence', 'true', 5, 'witnesses', ('w','Aiden',True)),
  ("Aiden stays until line 12", 'event', 'true', 12, 'line 12', ('e',12,'Aiden exited')),
  ("from Aiden's point of view, the red_box is the last location", 'belief', 'true', 'end', 'Aiden=red_box', ('b','Aiden','red_box')),
  ("Chloe certainly knows it", 'belief', 'true', 'end', 'Chloe=red_box', ('b','Chloe','red_box')),
  ("Aiden would assume that Isabella, knowing Chloe, expects Chloe to know the red_box", 'belief', 'false', 'end', 'gold blue_box', ('b',CH,'red_box')),
 ]),
 dict(style='terse', label='unsupported', stated='blue_box', response=R5, claims=[
  ("Aiden thinks Isabella thinks Chloe thinks it's there", 'belief', 'true', 'end', 'answer restated', ('b',CH,'blue_box')),
 ]),
]
