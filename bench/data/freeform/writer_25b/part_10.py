R1 = """E. blue_suitcase

The last physical move is Alexander's at line 23, when he puts the pear in the blue_suitcase after Noah and Nathan have left. Alexander's private message to Noah (line 28) says blue_bathtub, but telling someone something doesn't move the pear."""
R2 = """blue_suitcase — Alexander moved it there at line 23 and nothing moved it afterwards."""
R3 = """Step 1: In the first bathroom visit the pear goes red_treasure_chest → red_bucket → blue_suitcase → green_suitcase.
Step 2: After Ethan's move at line 12, the pear is in the green_suitcase.
Step 3: In the second visit Nathan moves it to the green_suitcase (line 17).
Step 4: Alexander, alone in the bathroom, moves it to the blue_suitcase (line 23).
Step 5: The public claim and the private tell at the end don't change where it actually is.

Final answer: E. blue_suitcase"""
R4 = """<think>
Reality question — just track the physical moves.
red_treasure_chest (2) → red_bucket (Noah, 5) → blue_suitcase (Alexander, 7) → green_suitcase (Mia, 10) → red_treasure_chest (Ethan, 12).
Second visit: line 16 confirms red_treasure_chest. Nathan → green_suitcase (17). Alexander → blue_suitcase (23), alone.
Then Noah publicly claims blue_suitcase (27) — that's right, actually. Alexander privately tells Noah blue_bathtub (28), a lie. Noah ends up believing blue_suitcase anyway. Beliefs don't matter here though.
Real location: blue_suitcase.
</think>
E. blue_suitcase"""
R5 = """Let me trace the pear. It bounces around a lot in the first visit, and in the second visit Nathan moves it to the green_suitcase at line 17 with Noah and Alexander watching. After everyone is back in the waiting_room, Alexander — who was the last person to handle the pear — privately tells Noah it's in the blue_bathtub. Since Alexander was the last to touch it, his statement should reflect where it really is.

So the pear is in the blue_bathtub. The answer is D."""
RECORDS = [
 dict(style='answer_first', label='sound', stated='blue_suitcase', response=R1, claims=[
  ("The last physical move is Alexander's at line 23", 'event', 'true', 23, 'last move', ('e',23,'Alexander moved the pear')),
  ("he puts the pear in the blue_suitcase", 'event', 'true', 23, 'line 23', ('e',23,'blue_suitcase')),
  ("after Noah and Nathan have left", 'presence', 'true', 23, 'Noah left 21, Nathan 18', ('r','Noah',None)),
  ("Alexander's private message to Noah (line 28) says blue_bathtub", 'communication', 'true', 28, 'line 28', ('e',28,'blue_bathtub')),
  ("telling someone something doesn't move the pear", 'location', 'true', 'end', 'still blue_suitcase', ('o','blue_suitcase')),
 ]),
 dict(style='terse', label='sound', stated='blue_suitcase', response=R2, claims=[
  ("Alexander moved it there at line 23", 'event', 'true', 23, 'line 23', ('e',23,'Alexander moved the pear to the blue_suitcase')),
  ("nothing moved it afterwards", 'location', 'true', 'end', 'blue_suitcase at end', ('o','blue_suitcase')),
 ]),
 dict(style='numbered', label='unsound', stated='blue_suitcase', response=R3, claims=[
  ("the pear goes red_treasure_chest → red_bucket → blue_suitcase → green_suitcase", 'event', 'true', 10, 'lines 2,5,7,10', ('o','green_suitcase')),
  ("After Ethan's move at line 12, the pear is in the green_suitcase", 'location', 'false', 12, 'PLANTED: Ethan put it in the red_treasure_chest', ('o','green_suitcase')),
  ("Nathan moves it to the green_suitcase (line 17)", 'event', 'true', 17, 'line 17', ('e',17,'Nathan moved the pear to the green_suitcase')),
  ("Alexander, alone in the bathroom", 'presence', 'true', 23, 'only witness', ('w','Noah',False)),
  ("moves it to the blue_suitcase (line 23)", 'event', 'true', 23, 'line 23', ('e',23,'blue_suitcase')),
  ("The public claim and the private tell at the end don't change where it actually is", 'location', 'true', 'end', 'blue_suitcase', ('o','blue_suitcase')),
 ]),
 dict(style='thinking', label='unsound', stated='blue_suitcase', response=R4, claims=[
  ("red_bucket (Noah, 5)", 'event', 'true', 5, 'line 5', ('e',5,'Noah moved the pear to the red_bucket')),
  ("blue_suitcase (Alexander, 7)", 'event', 'true', 7, 'line 7', ('e',7,'Alexander moved the pear to the blue_suitcase')),
  ("green_suitcase (Mia, 10)", 'event', 'true', 10, 'line 10', ('e',10,'Mia moved the pear to the green_suitcase')),
  ("red_treasure_chest (Ethan, 12)", 'event', 'true', 12, 'line 12', ('e',12,'Ethan moved the pear to the red_treasure_chest')),
  ("line 16 confirms red_treasure_chest", 'location', 'true', 16, 'line 16', ('o','red_treasure_chest')),
  ("Nathan → green_suitcase (17)", 'event', 'true', 17, 'line 17', ('e',17,'green_suitcase')),
  ("Alexander → blue_suitcase (23)", 'event', 'true', 23, 'line 23', ('e',23,'blue_suitcase')),
  ("alone", 'presence', 'true', 23, 'only Alexander witnessed', ('w','Nathan',False)),
  ("Noah publicly claims blue_suitcase (27)", 'communication', 'true', 27, 'line 27', ('e',27,'Noah publicly claimed that pear is in the blue_suitcase')),
  ("that's right, actually", 'location', 'true', 27, 'pear in blue_suitcase', ('o','blue_suitcase')),
  ("Alexander privately tells Noah blue_bathtub (28)", 'communication', 'true', 28, 'line 28', ('e',28,'blue_bathtub')),
  ("a lie", 'location', 'true', 28, 'pear not in blue_bathtub', ('o','blue_suitcase')),
  ("Noah ends up believing blue_suitcase anyway", 'belief', 'false', 'end', 'PLANTED: Noah trusts Alexander, Noah=blue_bathtub', ('b','Noah','blue_suitcase')),
  ("Real location: blue_suitcase.", 'location', 'true', 'end', 'gold', ('o','blue_suitcase')),
 ]),
 dict(style='narrative', label='wrong', stated='blue_bathtub', response=R5, claims=[
  ("in the second visit Nathan moves it to the green_suitcase at line 17", 'event', 'true', 17, 'line 17', ('e',17,'Nathan moved the pear to the green_suitcase')),
  ("with Noah and Alexander watching", 'presence', 'true', 17, 'witnesses', ('w','Noah',True)),
  ("Alexander — who was the last person to handle the pear", 'event', 'true', 23, 'line 23 last move', ('e',23,'Alexander moved the pear')),
  ("privately tells Noah it's in the blue_bathtub", 'communication', 'true', 28, 'line 28', ('e',28,'Alexander privately told Noah that the pear is in the blue_bathtub')),
  ("his statement should reflect where it really is", 'location', 'false', 28, 'pear in blue_suitcase', ('o','blue_bathtub')),
  ("the pear is in the blue_bathtub", 'location', 'false', 'end', 'gold blue_suitcase', ('o','blue_bathtub')),
 ]),
]
