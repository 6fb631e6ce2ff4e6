CH = 'Noah -> Charlotte -> Avery'
R1 = """**Step 1:** The grapes start in the red_container (line 3).
**Step 2:** Charlotte moves them to the red_pantry (line 7) while Avery and Noah are both in the closet.
**Step 3:** Charlotte exits right after (line 8). So Charlotte's last view — and her idea of what Avery saw — is the red_pantry.
**Step 4:** Avery's later move to the red_bucket and Noah's move back to the red_container happen after Charlotte is gone.
**Step 5:** Noah saw Charlotte leave, so he knows she missed those moves.

**Answer:** H. red_pantry"""
R2 = """Let me trace this carefully, because the grapes move around a lot. They begin in the red_container. With Noah, Avery and Ethan watching, Charlotte puts them in the red_pantry and then walks out. Everything after that — Avery shifting them to the red_bucket, Noah returning them to the red_container — happens without Charlotte. Avery even comes back to the closet at line 16 and sees the grapes in the red_container, but Charlotte isn't part of that second visit.

Noah knows Charlotte's last information is the red_pantry scene, where Avery was present too. So Noah thinks Charlotte thinks Avery thinks the grapes are in the red_pantry. The answer is H."""
R3 = """<think>
Noah → Charlotte → Avery, grapes.

Grapes start red_container (line 3). Ella leaves at 6. Charlotte moves grapes to red_pantry at 7; Avery, Ethan, Noah all see it. Ethan left before Charlotte, hmm, whatever, that doesn't matter for the chain.

Charlotte exits at 8. After that: Avery → red_bucket (11), Noah → red_container (13). Charlotte saw neither.

Then the second closet visit at 16: Avery sees grapes in red_container. Does that change Charlotte's view of Avery? No, Charlotte's in the waiting_room and doesn't see it.

Lines 25-26 are about the peach.

So Charlotte thinks Avery thinks red_pantry, and Noah knows that.
</think>

H. red_pantry"""
R4 = """**Answer: H. red_pantry**

Explanation:
- Charlotte moved the grapes from the red_container to the red_pantry (line 7) with Avery in the room.
- Charlotte left at line 8, so she never saw what came next.
- Ethan moved the grapes to the red_bucket (line 11), and Noah later moved them back to the red_container (line 13).
- Noah knows Charlotte wasn't there for either change."""
R5 = """G. red_bucket — Avery put the grapes there himself, so that's what Avery would think."""
RECORDS = [
 dict(style='numbered', label='sound', stated='red_pantry', response=R1, claims=[
  ("The grapes start in the red_container (line 3)", 'location', 'true', 3, 'line 3', ('o','red_container')),
  ("Charlotte moves them to the red_pantry (line 7)", 'event', 'true', 7, 'line 7', ('e',7,'Charlotte moved the grapes to the red_pantry')),
  ("while Avery and Noah are both in the closet", 'presence', 'true', 7, 'witnesses', ('w','Avery',True)),
  ("Charlotte exits right after (line 8)", 'event', 'true', 8, 'line 8', ('e',8,'Charlotte exited')),
  ("her idea of what Avery saw — is the red_pantry", 'belief', 'true', 'end', 'Charlotte->Avery=red_pantry', ('b','Charlotte -> Avery','red_pantry')),
  ("Avery's later move to the red_bucket and Noah's move back to the red_container happen after Charlotte is gone", 'order', 'true', 11, '11,13 > 8', ('lt',8,11)),
  ("Noah saw Charlotte leave", 'presence', 'true', 8, 'witness of 8', ('w','Noah',True)),
  ("he knows she missed those moves", 'belief', 'true', 'end', 'Noah->Charlotte=red_pantry', ('b','Noah -> Charlotte','red_pantry')),
 ]),
 dict(style='narrative', label='sound', stated='red_pantry', response=R2, claims=[
  ("They begin in the red_container", 'location', 'true', 3, 'line 3', ('o','red_container')),
  ("With Noah, Avery and Ethan watching", 'presence', 'true', 7, 'witnesses of 7', ('w','Ethan',True)),
  ("Charlotte puts them in the red_pantry", 'event', 'true', 7, 'line 7', ('e',7,'red_pantry')),
  ("then walks out", 'event', 'true', 8, 'line 8', ('e',8,'Charlotte exited')),
  ("Avery shifting them to the red_bucket", 'event', 'true', 11, 'line 11', ('e',11,'Avery moved the grapes to the red_bucket')),
  ("Noah returning them to the red_container", 'event', 'true', 13, 'line 13', ('e',13,'Noah moved the grapes to the red_container')),
  ("happens without Charlotte", 'presence', 'true', 11, 'Charlotte absent', ('r','Charlotte',None)),
  ("Avery even comes back to the closet at line 16", 'event', 'true', 16, 'line 16', ('e',16,'Avery entered the closet')),
  ("sees the grapes in the red_container", 'belief', 'true', 16, 'Avery=red_container at 16', ('b','Avery','red_container')),
  ("Charlotte isn't part of that second visit", 'presence', 'true', 16, 'Charlotte in waiting_room', ('r','Charlotte','waiting_room')),
  ("where Avery was present too", 'presence', 'true', 7, 'Avery witnessed 7', ('w','Avery',True)),
  ("Noah thinks Charlotte thinks Avery thinks the grapes are in the red_pantry", 'belief', 'true', 'end', 'gold', ('b',CH,'red_pantry')),
 ]),
 dict(style='thinking', label='unsound', stated='red_pantry', response=R3, claims=[
  ("Grapes start red_container (line 3)", 'location', 'true', 3, 'line 3', ('o','red_container')),
  ("Ella leaves at 6", 'event', 'true', 6, 'line 6', ('e',6,'Ella exited')),
  ("Charlotte moves grapes to red_pantry at 7", 'event', 'true', 7, 'line 7', ('e',7,'red_pantry')),
  ("Avery, Ethan, Noah all see it", 'presence', 'true', 7, 'witnesses', ('w','Noah',True)),
  ("Ethan left before Charlotte", 'order', 'false', 10, 'PLANTED: Charlotte left at 8, Ethan at 10', ('lt',10,8)),
  ("Charlotte exits at 8", 'event', 'true', 8, 'line 8', ('e',8,'Charlotte exited')),
  ("Avery → red_bucket (11)", 'event', 'true', 11, 'line 11', ('e',11,'Avery moved the grapes to the red_bucket')),
  ("Noah → red_container (13)", 'event', 'true', 13, 'line 13', ('e',13,'Noah moved the grapes to the red_container')),
  ("Charlotte saw neither", 'presence', 'true', 11, 'not witness of 11/13', ('w','Charlotte',False)),
  ("Avery sees grapes in red_container", 'belief', 'true', 16, 'Avery=red_container at 16', ('b','Avery','red_container')),
  ("Charlotte's in the waiting_room and doesn't see it", 'presence', 'true', 16, 'Charlotte in waiting_room', ('r','Charlotte','waiting_room')),
  ("Lines 25-26 are about the peach", 'communication', 'true', 25, 'claim and tell concern the peach', ('e',25,'peach')),
  ("So Charlotte thinks Avery thinks red_pantry", 'belief', 'true', 'end', 'Charlotte->Avery=red_pantry', ('b','Charlotte -> Avery','red_pantry')),
  ("Noah knows that", 'belief', 'true', 'end', 'gold chain', ('b',CH,'red_pantry')),
 ]),
 dict(style='answer_first', label='unsound', stated='red_pantry', response=R4, claims=[
  ("Charlotte moved the grapes from the red_container to the red_pantry (line 7)", 'event', 'true', 7, 'line 7', ('e',7,'Charlotte moved the grapes to the red_pantry')),
  ("with Avery in the room", 'presence', 'true', 7, 'witness', ('w','Avery',True)),
  ("Charlotte left at line 8", 'event', 'true', 8, 'line 8', ('e',8,'Charlotte exited')),
  ("she never saw what came next", 'presence', 'true', 11, 'absent for 11, 13', ('w','Charlotte',False)),
  ("Ethan moved the grapes to the red_bucket (line 11)", 'event', 'false', 11, 'PLANTED: Avery made that move; Ethan left at 10', ('e',11,'Ethan moved')),
  ("Noah later moved them back to the red_container (line 13)", 'event', 'true', 13, 'line 13', ('e',13,'Noah moved the grapes to the red_container')),
  ("Noah knows Charlotte wasn't there for either change", 'belief', 'true', 'end', 'Noah->Charlotte=red_pantry', ('b','Noah -> Charlotte','red_pantry')),
 ]),
 dict(style='terse', label='wrong', stated='red_bucket', response=R5, claims=[
  ("Avery put the grapes there himself", 'event', 'true', 11, 'line 11', ('e',11,'Avery moved the grapes to the red_bucket')),
  ("that's what Avery would think", 'belief', 'false', 'end', 'Avery=red_container at end (saw it at 16)', ('b','Avery','red_bucket')),
 ]),
]
