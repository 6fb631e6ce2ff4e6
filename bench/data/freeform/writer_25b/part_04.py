R1 = """<think>
Elizabeth thinks Avery thinks. Cherry in blue_pantry at line 2, all present. Avery leaves at 4, Elizabeth at 7. Chloe's move to red_suitcase is at 8 — both of them are already out. Wait, so Elizabeth herself doesn't even know about the move. She'd think blue_pantry, and she'd assume Avery thinks the same since Avery left even earlier.
</think>
B. blue_pantry"""
R2 = """B — neither Elizabeth nor Avery saw Chloe move the cherry, so as far as Elizabeth knows, Avery still has it in the blue_pantry."""
R3 = """**B. blue_pantry**

- The cherry starts in the blue_pantry (line 2) with everyone watching.
- Avery exits at line 4.
- By the time Elizabeth left (line 7), the cherry was already in the red_suitcase, but Avery had already gone and saw none of it.
- So Elizabeth thinks Avery thinks the cherry is in the blue_pantry."""
R4 = """Let me trace where each person was. At the start all five are in the kitchen and see the cherry in the blue_pantry. Avery is the first to leave, and Elizabeth follows a few lines later, so both leave while the cherry is still untouched. Only then does Chloe move it to the red_suitcase, in front of Lily and Emma. Lily, who stayed behind, still thinks it's in the blue_pantry, but that's beside the point.

Elizabeth has no reason to think Avery knows about any change, so she thinks Avery thinks the cherry is in the blue_pantry. The answer is B."""
R5 = """1. The cherry is in the blue_pantry at first (line 2).
2. Chloe moves it to the red_suitcase (line 8).
3. Elizabeth and Avery are together in the waiting_room at the end (line 15), where they could have compared notes.
4. So Elizabeth would expect Avery to know the cherry is in the red_suitcase.

Final answer: E. red_suitcase"""
RECORDS = [
 dict(style='thinking', label='sound', stated='blue_pantry', response=R1, claims=[
  ("Cherry in blue_pantry at line 2", 'location', 'true', 2, 'line 2', ('o','blue_pantry')),
  ("all present", 'presence', 'true', 2, 'all witnessed', ('w','Avery',True)),
  ("Avery leaves at 4", 'event', 'true', 4, 'line 4', ('e',4,'Avery exited')),
  ("Elizabeth at 7", 'event', 'true', 7, 'line 7', ('e',7,'Elizabeth exited')),
  ("Chloe's move to red_suitcase is at 8", 'event', 'true', 8, 'line 8', ('e',8,'Chloe moved the cherry to the red_suitcase')),
  ("both of them are already out", 'presence', 'true', 8, 'Avery, Elizabeth absent', ('r','Elizabeth',None)),
  ("Elizabeth herself doesn't even know about the move", 'belief', 'true', 'end', 'Elizabeth=blue_pantry', ('b','Elizabeth','blue_pantry')),
  ("Avery left even earlier", 'order', 'true', 4, '4 < 7', ('lt',4,7)),
  ("she'd assume Avery thinks the same", 'belief', 'true', 'end', 'Elizabeth->Avery=blue_pantry', ('b','Elizabeth -> Avery','blue_pantry')),
 ]),
 dict(style='terse', label='sound', stated='blue_pantry', response=R2, claims=[
  ("neither Elizabeth nor Avery saw Chloe move the cherry", 'presence', 'true', 8, 'neither witnessed 8', ('w','Elizabeth',False)),
  ("as far as Elizabeth knows, Avery still has it in the blue_pantry", 'belief', 'true', 'end', 'gold', ('b','Elizabeth -> Avery','blue_pantry')),
 ]),
 dict(style='answer_first', label='unsound', stated='blue_pantry', response=R3, claims=[
  ("The cherry starts in the blue_pantry (line 2)", 'location', 'true', 2, 'line 2', ('o','blue_pantry')),
  ("with everyone watching", 'presence', 'true', 2, 'all witnessed', ('w','Elizabeth',True)),
  ("Avery exits at line 4", 'event', 'true', 4, 'line 4', ('e',4,'Avery exited')),
  ("By the time Elizabeth left (line 7), the cherry was already in the red_suitcase", 'location', 'false', 7, 'PLANTED: still blue_pantry at 7; moved at 8', ('o','red_suitcase')),
  ("Avery had already gone and saw none of it", 'presence', 'true', 8, 'Avery absent', ('r','Avery',None)),
  ("Elizabeth thinks Avery thinks the cherry is in the blue_pantry", 'belief', 'true', 'end', 'gold', ('b','Elizabeth -> Avery','blue_pantry')),
 ]),
 dict(style='narrative', label='unsound', stated='blue_pantry', response=R4, claims=[
  ("At the start all five are in the kitchen", 'presence', 'true', 1, 'line 1', ('r','Lily','kitchen')),
  ("see the cherry in the blue_pantry", 'location', 'true', 2, 'line 2', ('o','blue_pantry')),
  ("Avery is the first to leave", 'order', 'true', 4, 'first exit', ('e',4,'Avery exited')),
  ("Elizabeth follows a few lines later", 'order', 'true', 7, 'line 7', ('e',7,'Elizabeth exited')),
  ("both leave while the cherry is still untouched", 'location', 'true', 7, 'still blue_pantry', ('o','blue_pantry')),
  ("Chloe move it to the red_suitcase", 'event', 'true', 8, 'line 8', ('e',8,'Chloe moved the cherry to the red_suitcase')),
  ("in front of Lily and Emma", 'presence', 'true', 8, 'witnesses', ('w','Lily',True)),
  ("Lily, who stayed behind, still thinks it's in the blue_pantry", 'belief', 'false', 'end', 'PLANTED: Lily=red_suitcase', ('b','Lily','blue_pantry')),
  ("she thinks Avery thinks the cherry is in the blue_pantry", 'belief', 'true', 'end', 'gold', ('b','Elizabeth -> Avery','blue_pantry')),
 ]),
 dict(style='numbered', label='wrong', stated='red_suitcase', response=R5, claims=[
  ("The cherry is in the blue_pantry at first (line 2)", 'location', 'true', 2, 'line 2', ('o','blue_pantry')),
  ("Chloe moves it to the red_suitcase (line 8)", 'event', 'true', 8, 'line 8', ('e',8,'red_suitcase')),
  ("Elizabeth and Avery are together in the waiting_room at the end (line 15)", 'presence', 'true', 15, 'line 15', ('r','Avery','waiting_room')),
  ("Elizabeth would expect Avery to know the cherry is in the red_suitcase", 'belief', 'false', 'end', 'Elizabeth->Avery=blue_pantry', ('b','Elizabeth -> Avery','red_suitcase')),
 ]),
]
