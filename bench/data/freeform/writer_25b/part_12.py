R1 = """<think>
Where is the grapes really — just physical location. green_envelope (2) → green_cupboard (Isla, 8) → blue_bottle (Jackson, 11). Then everyone goes to the waiting_room. Chloe, Isla and Sophia go back to the porch at 16; line 17 says the grapes is in the blue_bottle, consistent. Chloe moves it to green_envelope at 18. Nobody touches it after that — Isla and Sophia just wait and leave.
So it's back where it started.
</think>
A. green_envelope"""
R2 = """Let me follow the grapes. They start in the green_envelope, then Isla moves them to the green_cupboard and Jackson moves them to the blue_bottle, with Sophia watching both moves. Later Chloe, Isla, Sophia and Jackson return to the porch and find the grapes still in the blue_bottle. Chloe then moves them back to the green_envelope, and nobody moves them again before everyone leaves.

So the grapes are really in the green_envelope. The answer is A."""
R3 = """**Answer: A. green_envelope**

- Jackson moved the grapes to the blue_bottle at line 11.
- In the second visit, Chloe moved them from the blue_bottle to the green_envelope (line 18).
- No later line moves them.

(Jackson, who wasn't in the second porch visit, still thinks they're in the green_cupboard — but the question is about the real location.)"""
R4 = """C. blue_bottle — Jackson's move was the last one."""
R5 = """1. Ignore who believes what; this is about the real location.
2. Follow the physical moves to the end.

Final answer: A. green_envelope

The grapes is really in the green_envelope."""
RECORDS = [
 dict(style='thinking', label='sound', stated='green_envelope', response=R1, claims=[
  ("green_envelope (2)", 'location', 'true', 2, 'line 2', ('o','green_envelope')),
  ("green_cupboard (Isla, 8)", 'event', 'true', 8, 'line 8', ('e',8,'Isla moved the grapes to the green_cupboard')),
  ("blue_bottle (Jackson, 11)", 'event', 'true', 11, 'line 11', ('e',11,'Jackson moved the grapes to the blue_bottle')),
  ("Then everyone goes to the waiting_room", 'event', 'true', 15, 'line 15', ('e',15,'entered the waiting_room')),
  ("Chloe, Isla and Sophia go back to the porch at 16", 'event', 'true', 16, 'line 16', ('e',16,'Chloe, Isla and Sophia entered the porch')),
  ("line 17 says the grapes is in the blue_bottle", 'location', 'true', 17, 'line 17', ('o','blue_bottle')),
  ("Chloe moves it to green_envelope at 18", 'event', 'true', 18, 'line 18', ('e',18,'Chloe moved the grapes to the green_envelope')),
  ("Nobody touches it after that", 'location', 'true', 'end', 'green_envelope at end', ('o','green_envelope')),
  ("Isla and Sophia just wait and leave", 'event', 'true', 23, 'lines 20-23', ('e',21,'Isla exited')),
  ("it's back where it started", 'location', 'true', 'end', 'green_envelope', ('o','green_envelope')),
 ]),
 dict(style='narrative', label='unsound', stated='green_envelope', response=R2, claims=[
  ("They start in the green_envelope", 'location', 'true', 2, 'line 2', ('o','green_envelope')),
  ("Isla moves them to the green_cupboard", 'event', 'true', 8, 'line 8', ('e',8,'green_cupboard')),
  ("Jackson moves them to the blue_bottle", 'event', 'true', 11, 'line 11', ('e',11,'blue_bottle')),
  ("with Sophia watching both moves", 'presence', 'true', 11, 'witness of 8 and 11', ('w','Sophia',True)),
  ("Later Chloe, Isla, Sophia and Jackson return to the porch", 'presence', 'false', 16, 'PLANTED: Jackson stays in the waiting_room', ('r','Jackson','porch')),
  ("find the grapes still in the blue_bottle", 'location', 'true', 17, 'line 17', ('o','blue_bottle')),
  ("Chloe then moves them back to the green_envelope", 'event', 'true', 18, 'line 18', ('e',18,'Chloe moved the grapes to the green_envelope')),
  ("nobody moves them again before everyone leaves", 'location', 'true', 23, 'green_envelope', ('o','green_envelope')),
  ("the grapes are really in the green_envelope", 'location', 'true', 'end', 'gold', ('o','green_envelope')),
 ]),
 dict(style='answer_first', label='unsound', stated='green_envelope', response=R3, claims=[
  ("Jackson moved the grapes to the blue_bottle at line 11", 'event', 'true', 11, 'line 11', ('e',11,'Jackson moved the grapes to the blue_bottle')),
  ("Chloe moved them from the blue_bottle to the green_envelope (line 18)", 'event', 'true', 18, 'line 18', ('e',18,'Chloe moved the grapes to the green_envelope')),
  ("No later line moves them", 'location', 'true', 'end', 'green_envelope', ('o','green_envelope')),
  ("Jackson, who wasn't in the second porch visit", 'presence', 'true', 16, 'Jackson in waiting_room', ('r','Jackson','waiting_room')),
  ("still thinks they're in the green_cupboard", 'belief', 'false', 'end', 'PLANTED: Jackson=blue_bottle (he moved it there)', ('b','Jackson','green_cupboard')),
 ]),
 dict(style='terse', label='wrong', stated='blue_bottle', response=R4, claims=[
  ("Jackson's move was the last one", 'order', 'false', 11, "Chloe's move at 18 came later", ('lt',18,11)),
 ]),
 dict(style='numbered', label='unsupported', stated='green_envelope', response=R5, claims=[
  ("The grapes is really in the green_envelope.", 'location', 'true', 'end', 'answer restated', ('o','green_envelope')),
 ]),
]
