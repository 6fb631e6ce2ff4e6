CH = 'Logan -> Carter -> Ava'
R1 = """A. red_bucket

Carter left the attic at line 6, before Logan moved the orange to the blue_bottle (line 7). Logan knows Carter missed that move, and Carter's last shared view with Ava was the red_bucket. So Logan thinks Carter thinks Ava thinks it's in the red_bucket."""
R2 = """1. The orange is in the red_bucket at line 2.
2. Olivia and then Carter leave the attic (lines 4 and 6).
3. Logan moves the orange to the blue_bottle at line 7; Ava had already left by then.
4. Carter never saw the move, and Logan knows that.

The answer is [red_bucket]."""
R3 = """red_bucket. Ava herself still thinks it's in the red_bucket, and Carter saw nothing after line 6."""
R4 = """<think>
Logan → Carter → Ava. Logan moved the orange to blue_bottle at 7. Ava was there and saw it. Carter left at 6. Hmm. But Logan knows Ava saw the move, and the chain ends at Ava. So Logan thinks Carter thinks Ava thinks blue_bottle — it lands on Ava's actual belief, blue_bottle.
</think>
C. blue_bottle"""
R5 = """This one is a third-order belief question, so I have to nest three perspectives carefully rather than just tracking the object. After working through each person's vantage point, the nested belief comes out as the red_bucket: Logan thinks Carter thinks Ava thinks the orange is in the red_bucket. The answer is A."""
RECORDS = [
 dict(style='answer_first', label='sound', stated='red_bucket', response=R1, claims=[
  ("Carter left the attic at line 6", 'event', 'true', 6, 'line 6', ('e',6,'Carter exited')),
  ("before Logan moved the orange to the blue_bottle (line 7)", 'order', 'true', 7, '6 < 7', ('lt',6,7)),
  ("Logan knows Carter missed that move", 'belief', 'true', 'end', 'Logan->Carter=red_bucket', ('b','Logan -> Carter','red_bucket')),
  ("Carter's last shared view with Ava was the red_bucket", 'belief', 'true', 'end', 'Carter->Ava=red_bucket', ('b','Carter -> Ava','red_bucket')),
  ("Logan thinks Carter thinks Ava thinks it's in the red_bucket", 'belief', 'true', 'end', 'gold', ('b',CH,'red_bucket')),
 ]),
 dict(style='numbered', label='unsound', stated='red_bucket', response=R2, claims=[
  ("The orange is in the red_bucket at line 2", 'location', 'true', 2, 'line 2', ('o','red_bucket')),
  ("Olivia and then Carter leave the attic (lines 4 and 6)", 'order', 'true', 6, 'exits 4, 6', ('lt',4,6)),
  ("Logan moves the orange to the blue_bottle at line 7", 'event', 'true', 7, 'line 7', ('e',7,'Logan moved the orange to the blue_bottle')),
  ("Ava had already left by then", 'presence', 'false', 7, 'PLANTED: Ava in attic until 11', ('r','Ava',None)),
  ("Carter never saw the move", 'presence', 'true', 7, 'Carter not witness', ('w','Carter',False)),
  ("Logan knows that", 'belief', 'true', 'end', 'Logan->Carter=red_bucket', ('b','Logan -> Carter','red_bucket')),
 ]),
 dict(style='terse', label='unsound', stated='red_bucket', response=R3, claims=[
  ("Ava herself still thinks it's in the red_bucket", 'belief', 'false', 'end', 'PLANTED: Ava saw the move, Ava=blue_bottle', ('b','Ava','red_bucket')),
  ("Carter saw nothing after line 6", 'presence', 'true', 7, 'Carter absent from attic after 6', ('w','Carter',False)),
 ]),
 dict(style='thinking', label='wrong', stated='blue_bottle', response=R4, claims=[
  ("Logan moved the orange to blue_bottle at 7", 'event', 'true', 7, 'line 7', ('e',7,'blue_bottle')),
  ("Ava was there and saw it", 'presence', 'true', 7, 'witness', ('w','Ava',True)),
  ("Carter left at 6", 'event', 'true', 6, 'line 6', ('e',6,'Carter exited')),
  ("Logan knows Ava saw the move", 'belief', 'true', 'end', 'Logan->Ava=blue_bottle', ('b','Logan -> Ava','blue_bottle')),
  ("Logan thinks Carter thinks Ava thinks blue_bottle", 'belief', 'false', 'end', 'gold red_bucket', ('b',CH,'blue_bottle')),
  ("Ava's actual belief, blue_bottle", 'belief', 'true', 'end', 'Ava=blue_bottle', ('b','Ava','blue_bottle')),
 ]),
 dict(style='narrative', label='unsupported', stated='red_bucket', response=R5, claims=[
  ("Logan thinks Carter thinks Ava thinks the orange is in the red_bucket", 'belief', 'true', 'end', 'gold', ('b',CH,'red_bucket')),
 ]),
]
