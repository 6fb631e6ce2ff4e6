R1 = """**Answer: N. red_bathtub**

Explanation:
- Ella moved the spinach to the red_bathtub (line 5) while Avery was still in the bathroom.
- Avery exited at line 11.
- Noah's move to the green_cupboard (line 12) happened after Avery had left, so Avery never saw it.
- Therefore Avery still believes the spinach is in the red_bathtub."""
R2 = """Let me trace where everyone was. All five start in the bathroom, where the spinach begins in the green_cupboard. Oliver moves it to the blue_basket and then leaves. Ella, with Avery still watching, moves it into the red_bathtub before she leaves too. Abigail goes next, then Avery herself. Only after Avery is gone does Noah put the spinach back into the green_cupboard.

So Avery's last view of the spinach was in the red_bathtub, and nothing she saw afterwards contradicted that. The answer is N. red_bathtub."""
R3 = """Step 1: The spinach starts in the green_cupboard (line 2).
Step 2: Oliver moves it to the blue_basket, then exits.
Step 3: Ella moves it to the red_bathtub at line 5. Avery is present for this.
Step 4: Avery exits the bathroom at line 9.
Step 5: Noah moves the spinach to the green_cupboard at line 12, but Avery is no longer there.

**Answer:** N. red_bathtub"""
R4 = """<think>
Okay, Avery's own belief about the spinach. Start: green_cupboard (line 2). Oliver moves it to blue_basket, exits at 4. Ella moves it to red_bathtub at line 5. Who's in the room then? Ella, Abigail, Avery, Noah. So Avery saw it.

Then Abigail left before Ella did, and Avery exits at line 11. Wait — does Avery see Noah's move? Noah moves it to green_cupboard at line 12, after Avery's exit at 11. So no.

Hmm, let me re-check whether anything after line 13 changes it... line 14 is just everyone entering the waiting_room. No claims, no tells.

So Avery thinks red_bathtub.
</think>

Avery believes the spinach is in the **red_bathtub** (N) — she saw Ella put it there and left before Noah moved it."""
R5 = """K. green_cupboard. Noah put it back there last, so that's where Avery would look."""
RECORDS = [
 dict(style='answer_first', label='sound', stated='red_bathtub', response=R1, claims=[
  ("Ella moved the spinach to the red_bathtub (line 5)", 'event', 'true', 5, 'line 5', ('e',5,'Ella moved the spinach to the red_bathtub')),
  ("while Avery was still in the bathroom", 'presence', 'true', 5, 'Avery witnessed line 5', ('w','Avery',True)),
  ("Avery exited at line 11", 'event', 'true', 11, 'line 11', ('e',11,'Avery exited')),
  ("Noah's move to the green_cupboard (line 12) happened after Avery had left", 'order', 'true', 12, '12 after 11', ('lt',11,12)),
  ("Avery never saw it", 'presence', 'true', 12, 'Avery not witness of 12', ('w','Avery',False)),
  ("Avery still believes the spinach is in the red_bathtub", 'belief', 'true', 'end', 'gold Avery=red_bathtub', ('b','Avery','red_bathtub')),
 ]),
 dict(style='narrative', label='sound', stated='red_bathtub', response=R2, claims=[
  ("All five start in the bathroom", 'presence', 'true', 1, 'line 1', ('r','Avery','bathroom')),
  ("the spinach begins in the green_cupboard", 'location', 'true', 2, 'line 2', ('o','green_cupboard')),
  ("Oliver moves it to the blue_basket", 'event', 'true', 3, 'line 3', ('e',3,'Oliver moved the spinach to the blue_basket')),
  ("and then leaves", 'event', 'true', 4, 'line 4', ('e',4,'Oliver exited')),
  ("with Avery still watching", 'presence', 'true', 5, 'Avery witnessed 5', ('w','Avery',True)),
  ("moves it into the red_bathtub", 'event', 'true', 5, 'line 5 Ella', ('e',5,'Ella moved the spinach to the red_bathtub')),
  ("before she leaves too", 'order', 'true', 7, 'move 5 before exit 7', ('lt',5,7)),
  ("Abigail goes next, then Avery herself", 'order', 'true', 11, 'Ella 7, Abigail 9, Avery 11', ('lt',9,11)),
  ("Only after Avery is gone does Noah put the spinach back into the green_cupboard", 'order', 'true', 12, 'Avery out 11, move 12', ('lt',11,12)),
  ("Avery's last view of the spinach was in the red_bathtub", 'belief', 'true', 11, 'Avery=red_bathtub at exit', ('b','Avery','red_bathtub')),
  ("nothing she saw afterwards contradicted that", 'belief', 'true', 'end', 'Avery still red_bathtub at end', ('b','Avery','red_bathtub')),
 ]),
 dict(style='numbered', label='unsound', stated='red_bathtub', response=R3, claims=[
  ("The spinach starts in the green_cupboard (line 2)", 'location', 'true', 2, 'line 2', ('o','green_cupboard')),
  ("Oliver moves it to the blue_basket", 'event', 'true', 3, 'line 3', ('e',3,'blue_basket')),
  ("then exits", 'event', 'true', 4, 'line 4', ('e',4,'Oliver exited')),
  ("Ella moves it to the red_bathtub at line 5", 'event', 'true', 5, 'line 5', ('e',5,'Ella moved the spinach to the red_bathtub')),
  ("Avery is present for this", 'presence', 'true', 5, 'witnessed', ('w','Avery',True)),
  ("Avery exits the bathroom at line 9", 'event', 'false', 9, 'PLANTED: Abigail exits at 9; Avery at 11', ('e',9,'Avery exited')),
  ("Noah moves the spinach to the green_cupboard at line 12", 'event', 'true', 12, 'line 12', ('e',12,'Noah moved the spinach to the green_cupboard')),
  ("Avery is no longer there", 'presence', 'true', 12, 'Avery out', ('r','Avery',None)),
 ]),
 dict(style='thinking', label='unsound', stated='red_bathtub', response=R4, claims=[
  ("Start: green_cupboard (line 2)", 'location', 'true', 2, 'line 2', ('o','green_cupboard')),
  ("Oliver moves it to blue_basket", 'event', 'true', 3, 'line 3', ('e',3,'blue_basket')),
  ("exits at 4", 'event', 'true', 4, 'line 4', ('e',4,'Oliver exited')),
  ("Ella moves it to red_bathtub at line 5", 'event', 'true', 5, 'line 5', ('e',5,'red_bathtub')),
  ("Ella, Abigail, Avery, Noah", 'presence', 'true', 5, 'witnesses of 5', ('w','Abigail',True)),
  ("So Avery saw it.", 'presence', 'true', 5, 'Avery witnessed 5', ('w','Avery',True)),
  ("Abigail left before Ella did", 'order', 'false', 9, 'PLANTED: Ella left at 7, Abigail at 9', ('lt',9,7)),
  ("Avery exits at line 11", 'event', 'true', 11, 'line 11', ('e',11,'Avery exited')),
  ("Noah moves it to green_cupboard at line 12", 'event', 'true', 12, 'line 12', ('e',12,'green_cupboard')),
  ("after Avery's exit at 11", 'order', 'true', 12, '11 < 12', ('lt',11,12)),
  ("line 14 is just everyone entering the waiting_room", 'event', 'true', 14, 'line 14', ('e',14,'entered the waiting_room')),
  ("No claims, no tells.", 'communication', 'true', 'end', 'story has no claims/tells', None),
  ("So Avery thinks red_bathtub.", 'belief', 'true', 'end', 'gold', ('b','Avery','red_bathtub')),
  ("Avery believes the spinach is in the **red_bathtub**", 'belief', 'true', 'end', 'gold', ('b','Avery','red_bathtub')),
  ("she saw Ella put it there", 'presence', 'true', 5, 'witnessed 5', ('w','Avery',True)),
  ("left before Noah moved it", 'order', 'true', 11, '11 < 12', ('lt',11,12)),
 ]),
 dict(style='terse', label='wrong', stated='green_cupboard', response=R5, claims=[
  ("Noah put it back there last", 'event', 'true', 12, 'line 12 is last move', ('e',12,'green_cupboard')),
  ("that's where Avery would look", 'belief', 'false', 'end', 'Avery=red_bathtub', ('b','Avery','green_cupboard')),
 ]),
]
