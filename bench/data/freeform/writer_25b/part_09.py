CH = 'Jackson -> Sophia'
R1 = """Let me trace where each person was. The grapes start in the green_drawer. Jackson moves them into the green_envelope at line 6 while Sophia is still in the front_yard, and then Jackson walks out. After he's gone, Liam moves the grapes to the red_bucket — Sophia sees that, but Jackson doesn't.

So Sophia actually believes they're in the red_bucket, while Jackson, who has no idea about Liam's move, assumes Sophia still thinks green_envelope. The den scene later is about the persimmon. The answer is O. green_envelope."""
R2 = """<think>
Jackson → Sophia. Grapes: green_drawer (2) → green_envelope (Jackson, 6) → red_bucket (Liam, 8).

Gracie saw Jackson's move too, not that it matters. Jackson exits at 7, right after his move. So Jackson's last knowledge: green_envelope, and Sophia was there with him at 6. Wait — does Sophia see Liam's move at 8? Yes, she's still there until 13. So Sophia herself thinks red_bucket. But Jackson can't know that.

Den: persimmon only. Fine.
</think>

Jackson thinks Sophia thinks the grapes are in the **green_envelope** (O)."""
R3 = """1. Grapes begin in the green_drawer (line 2).
2. Jackson moves them to the green_envelope (line 6), with Sophia watching.
3. Jackson leaves at line 7.
4. Liam moves the grapes to the red_bucket at line 8. Sophia sees this, but she leaves before Liam does.
5. Jackson only knows what happened up to line 7.

**Answer:** O. green_envelope"""
R4 = """M. red_bucket, because Sophia watched Liam move the grapes there."""
R5 = """**Answer: O. green_envelope**

Jackson thinks Sophia thinks the grapes are in the green_envelope."""
RECORDS = [
 dict(style='narrative', label='sound', stated='green_envelope', response=R1, claims=[
  ("The grapes start in the green_drawer", 'location', 'true', 2, 'line 2', ('o','green_drawer')),
  ("Jackson moves them into the green_envelope at line 6", 'event', 'true', 6, 'line 6', ('e',6,'Jackson moved the grapes to the green_envelope')),
  ("while Sophia is still in the front_yard", 'presence', 'true', 6, 'Sophia present', ('r','Sophia','front_yard')),
  ("then Jackson walks out", 'event', 'true', 7, 'line 7', ('e',7,'Jackson exited')),
  ("Liam moves the grapes to the red_bucket", 'event', 'true', 8, 'line 8', ('e',8,'Liam moved the grapes to the red_bucket')),
  ("Sophia sees that", 'presence', 'true', 8, 'witness', ('w','Sophia',True)),
  ("Jackson doesn't", 'presence', 'true', 8, 'not witness', ('w','Jackson',False)),
  ("Sophia actually believes they're in the red_bucket", 'belief', 'true', 'end', 'Sophia=red_bucket', ('b','Sophia','red_bucket')),
  ("assumes Sophia still thinks green_envelope", 'belief', 'true', 'end', 'gold', ('b',CH,'green_envelope')),
  ("The den scene later is about the persimmon", 'event', 'true', None, 'lines 17-25', ('e',18,'persimmon')),
 ]),
 dict(style='thinking', label='unsound', stated='green_envelope', response=R2, claims=[
  ("green_drawer (2)", 'location', 'true', 2, 'line 2', ('o','green_drawer')),
  ("green_envelope (Jackson, 6)", 'event', 'true', 6, 'line 6', ('e',6,'Jackson moved the grapes to the green_envelope')),
  ("red_bucket (Liam, 8)", 'event', 'true', 8, 'line 8', ('e',8,'Liam moved the grapes to the red_bucket')),
  ("Gracie saw Jackson's move too", 'presence', 'false', 6, 'PLANTED: Gracie left at line 4', ('w','Gracie',True)),
  ("Jackson exits at 7", 'event', 'true', 7, 'line 7', ('e',7,'Jackson exited')),
  ("right after his move", 'order', 'true', 7, '6 then 7', ('lt',6,7)),
  ("Jackson's last knowledge: green_envelope", 'belief', 'true', 'end', 'Jackson=green_envelope', ('b','Jackson','green_envelope')),
  ("Sophia was there with him at 6", 'presence', 'true', 6, 'witness', ('w','Sophia',True)),
  ("she's still there until 13", 'presence', 'true', 8, 'Sophia exits 13', ('r','Sophia','front_yard')),
  ("So Sophia herself thinks red_bucket", 'belief', 'true', 'end', 'Sophia=red_bucket', ('b','Sophia','red_bucket')),
  ("Jackson can't know that", 'belief', 'true', 'end', 'J->S=green_envelope', ('b',CH,'green_envelope')),
  ("Den: persimmon only", 'event', 'true', None, 'den scene', ('e',18,'persimmon')),
  ("Jackson thinks Sophia thinks the grapes are in the **green_envelope**", 'belief', 'true', 'end', 'gold', ('b',CH,'green_envelope')),
 ]),
 dict(style='numbered', label='unsound', stated='green_envelope', response=R3, claims=[
  ("Grapes begin in the green_drawer (line 2)", 'location', 'true', 2, 'line 2', ('o','green_drawer')),
  ("Jackson moves them to the green_envelope (line 6)", 'event', 'true', 6, 'line 6', ('e',6,'green_envelope')),
  ("with Sophia watching", 'presence', 'true', 6, 'witness', ('w','Sophia',True)),
  ("Jackson leaves at line 7", 'event', 'true', 7, 'line 7', ('e',7,'Jackson exited')),
  ("Liam moves the grapes to the red_bucket at line 8", 'event', 'true', 8, 'line 8', ('e',8,'red_bucket')),
  ("Sophia sees this", 'presence', 'true', 8, 'witness', ('w','Sophia',True)),
  ("she leaves before Liam does", 'order', 'false', 13, 'PLANTED: Liam left at 10, Sophia at 13', ('lt',13,10)),
  ("Jackson only knows what happened up to line 7", 'belief', 'true', 'end', 'Jackson=green_envelope', ('b','Jackson','green_envelope')),
 ]),
 dict(style='terse', label='wrong', stated='red_bucket', response=R4, claims=[
  ("Sophia watched Liam move the grapes there", 'presence', 'true', 8, 'witness of 8', ('w','Sophia',True)),
 ]),
 dict(style='answer_first', label='unsupported', stated='green_envelope', response=R5, claims=[
  ("Jackson thinks Sophia thinks the grapes are in the green_envelope", 'belief', 'true', 'end', 'gold', ('b',CH,'green_envelope')),
 ]),
]
