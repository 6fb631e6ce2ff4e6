CH = 'Mila -> Logan -> Elizabeth -> Chloe'
R1 = """Let me trace where each person was. All five are in the kitchen when the cherry starts in the blue_suitcase and when Benjamin moves it to the red_pantry. Mila leaves at line 6, so the red_pantry is the last location she saw, and she knows Logan saw it too. Elizabeth leaves after Mila, still having seen only the red_pantry move, and Chloe was in the room for that as well. Chloe and Logan's later moves (blue_basket, then back to the blue_suitcase) happen after Mila is gone.

So Mila thinks Logan thinks Elizabeth thinks Chloe thinks the cherry is in the red_pantry. The answer is C."""
R2 = """C. red_pantry — Benjamin moved it there at line 3, and Chloe's move to the blue_basket came at line 8, after Mila had already gone."""
R3 = """<think>
Four levels: Mila → Logan → Elizabeth → Chloe.
Cherry: blue_suitcase (2) → red_pantry (Benjamin, 3) → blue_basket (Chloe, 9) → blue_suitcase (Logan, 12).
Mila exits at 6. So everything Mila knows stops at red_pantry. Logan stays till 13, and Logan himself believes the cherry is in the blue_basket, but Mila has no access to that.
Wait, actually I should check — Elizabeth left at 8, after Mila, so Mila can't know when Elizabeth left. Hmm. But from Mila's perspective, the last event all of them shared was the red_pantry move. The patio scene is the plum.
So red_pantry.
</think>
C. red_pantry"""
R4 = """**Step 1:** Benjamin moves the cherry to the red_pantry (line 3) in front of everyone.
**Step 2:** Chloe moves it to the blue_basket (line 9) while Logan watches.
**Step 3:** Logan knows Chloe believes blue_basket.
**Step 4:** Mila would expect Logan to track Chloe's belief, so the chain ends at blue_basket.

**Answer:** E. blue_basket"""
R5 = """**C. red_pantry**

Following the nested perspectives carefully, Mila thinks Logan thinks Elizabeth thinks Chloe thinks the cherry is in the red_pantry."""
RECORDS = [
 dict(style='narrative', label='sound', stated='red_pantry', response=R1, claims=[
  ("All five are in the kitchen", 'presence', 'true', 3, 'all witnessed 2-3', ('w','Mila',True)),
  ("the cherry starts in the blue_suitcase", 'location', 'true', 2, 'line 2', ('o','blue_suitcase')),
  ("Benjamin moves it to the red_pantry", 'event', 'true', 3, 'line 3', ('e',3,'Benjamin moved the cherry to the red_pantry')),
  ("Mila leaves at line 6", 'event', 'true', 6, 'line 6', ('e',6,'Mila exited')),
  ("the red_pantry is the last location she saw", 'belief', 'true', 'end', 'Mila=red_pantry', ('b','Mila','red_pantry')),
  ("she knows Logan saw it too", 'belief', 'true', 'end', 'Mila->Logan=red_pantry', ('b','Mila -> Logan','red_pantry')),
  ("Elizabeth leaves after Mila", 'order', 'true', 8, '8 > 6', ('lt',6,8)),
  ("Chloe was in the room for that as well", 'presence', 'true', 3, 'witness', ('w','Chloe',True)),
  ("Chloe and Logan's later moves (blue_basket, then back to the blue_suitcase)", 'event', 'true', 12, 'lines 9 and 12', ('e',9,'Chloe moved the cherry to the blue_basket')),
  ("happen after Mila is gone", 'order', 'true', 9, '6 < 9', ('lt',6,9)),
  ("Mila thinks Logan thinks Elizabeth thinks Chloe thinks the cherry is in the red_pantry", 'belief', 'true', 'end', 'gold', ('b',CH,'red_pantry')),
 ]),
 dict(style='terse', label='unsound', stated='red_pantry', response=R2, claims=[
  ("Benjamin moved it there at line 3", 'event', 'true', 3, 'line 3', ('e',3,'Benjamin moved the cherry to the red_pantry')),
  ("Chloe's move to the blue_basket came at line 8", 'event', 'false', 8, 'PLANTED: Chloe moved it at line 9; line 8 is Elizabeth exiting', ('e',8,'blue_basket')),
  ("after Mila had already gone", 'order', 'true', 9, '6 < 9', ('lt',6,9)),
 ]),
 dict(style='thinking', label='unsound', stated='red_pantry', response=R3, claims=[
  ("blue_suitcase (2)", 'location', 'true', 2, 'line 2', ('o','blue_suitcase')),
  ("red_pantry (Benjamin, 3)", 'event', 'true', 3, 'line 3', ('e',3,'Benjamin moved the cherry to the red_pantry')),
  ("blue_basket (Chloe, 9)", 'event', 'true', 9, 'line 9', ('e',9,'Chloe moved the cherry to the blue_basket')),
  ("blue_suitcase (Logan, 12)", 'event', 'true', 12, 'line 12', ('e',12,'Logan moved the cherry to the blue_suitcase')),
  ("Mila exits at 6", 'event', 'true', 6, 'line 6', ('e',6,'Mila exited')),
  ("everything Mila knows stops at red_pantry", 'belief', 'true', 'end', 'Mila=red_pantry', ('b','Mila','red_pantry')),
  ("Logan stays till 13", 'event', 'true', 13, 'line 13', ('e',13,'Logan exited')),
  ("Logan himself believes the cherry is in the blue_basket", 'belief', 'false', 'end', 'PLANTED: Logan moved it to the blue_suitcase; Logan=blue_suitcase', ('b','Logan','blue_basket')),
  ("Elizabeth left at 8", 'event', 'true', 8, 'line 8', ('e',8,'Elizabeth exited')),
  ("after Mila", 'order', 'true', 8, '6 < 8', ('lt',6,8)),
  ("Mila can't know when Elizabeth left", 'presence', 'true', 8, 'Mila not witness of 8', ('w','Mila',False)),
  ("the last event all of them shared was the red_pantry move", 'order', 'true', 3, 'line 3 last cherry event seen by all five', None),
  ("The patio scene is the plum", 'event', 'true', None, 'lines 16-23', ('e',17,'plum')),
  ("So red_pantry.", 'belief', 'true', 'end', 'gold', ('b',CH,'red_pantry')),
 ]),
 dict(style='numbered', label='wrong', stated='blue_basket', response=R4, claims=[
  ("Benjamin moves the cherry to the red_pantry (line 3)", 'event', 'true', 3, 'line 3', ('e',3,'red_pantry')),
  ("in front of everyone", 'presence', 'true', 3, 'all witnessed', ('w','Elizabeth',True)),
  ("Chloe moves it to the blue_basket (line 9)", 'event', 'true', 9, 'line 9', ('e',9,'blue_basket')),
  ("while Logan watches", 'presence', 'true', 9, 'witness', ('w','Logan',True)),
  ("Logan knows Chloe believes blue_basket", 'belief', 'true', 'end', 'Logan->Chloe=blue_basket', ('b','Logan -> Chloe','blue_basket')),
  ("the chain ends at blue_basket", 'belief', 'false', 'end', 'gold red_pantry', ('b',CH,'blue_basket')),
 ]),
 dict(style='answer_first', label='unsupported', stated='red_pantry', response=R5, claims=[
  ("Mila thinks Logan thinks Elizabeth thinks Chloe thinks the cherry is in the red_pantry", 'belief', 'true', 'end', 'answer restated', ('b',CH,'red_pantry')),
 ]),
]
