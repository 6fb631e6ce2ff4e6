CH = 'William -> Elizabeth -> Sophia -> Isla'
R1 = """Let me work from the innermost person outward. Isla leaves the workshop at line 5, before anyone touches the apple, so Isla last saw it in the blue_treasure_chest. Sophia, Elizabeth and William all know Isla left at that point — they were in the room when she exited. Every later move (Sophia's to the blue_envelope, William's to the green_bucket, Noah's to the blue_cupboard) happens after Isla is gone. The public claim at line 26 is about the cherry, not the apple, so it changes nothing here.

So William thinks Elizabeth thinks Sophia thinks Isla thinks the apple is in the blue_treasure_chest. The answer is A."""
R2 = """**Answer: A. blue_treasure_chest**

- The apple is placed in the blue_treasure_chest at line 2 while all five are in the workshop.
- Isla exits at line 5; nothing has moved yet.
- Sophia's move to the blue_envelope (line 6) is the first change, and Isla missed it.
- Since William, Elizabeth and Sophia all saw Isla leave before that move, each of them would reason that Isla still thinks blue_treasure_chest."""
R3 = """<think>
Four levels: William → Elizabeth → Sophia → Isla. Innermost is Isla. Isla exits at line 5. Apple still in blue_treasure_chest then.

Sophia moves it to blue_envelope at 6, then leaves at 7. William moves it to green_bucket at 8, leaves at 9. Noah moves it to blue_cupboard at 10. Elizabeth stays till the end and sees everything, so Elizabeth thinks blue_cupboard. And William thinks Elizabeth thinks blue_cupboard too, since he knows she stayed.

Hmm, but that's not what's asked. The chain bottoms out at Isla, and Isla only ever saw the blue_treasure_chest. Everyone in the chain saw Isla leave before any move, so at every level it collapses to Isla's view.
</think>

**A. blue_treasure_chest** — Isla left before the apple was ever moved."""
R4 = """Step 1: The apple starts in the blue_treasure_chest.
Step 2: Isla leaves at line 5.
Step 3: Sophia moves the apple to the blue_envelope at line 6 while William and Elizabeth watch.
Step 4: Sophia leaves at line 7, so from William and Elizabeth's view, Sophia's last knowledge is the blue_envelope.
Step 5: Sophia would assume Isla knows what she knows.

**Answer:** C. blue_envelope"""
R5 = """A. blue_treasure_chest. William thinks Elizabeth thinks Sophia thinks Isla thinks it's there."""
RECORDS = [
 dict(style='narrative', label='sound', stated='blue_treasure_chest', response=R1, claims=[
  ("Isla leaves the workshop at line 5", 'event', 'true', 5, 'line 5', ('e',5,'Isla exited')),
  ("before anyone touches the apple", 'order', 'true', 5, 'first move at 6', ('lt',5,6)),
  ("Isla last saw it in the blue_treasure_chest", 'belief', 'true', 'end', 'Isla=blue_treasure_chest', ('b','Isla','blue_treasure_chest')),
  ("they were in the room when she exited", 'presence', 'true', 5, 'witnesses of 5', ('w','William',True)),
  ("Sophia's to the blue_envelope", 'event', 'true', 6, 'line 6', ('e',6,'Sophia moved the apple to the blue_envelope')),
  ("William's to the green_bucket", 'event', 'true', 8, 'line 8', ('e',8,'William moved the apple to the green_bucket')),
  ("Noah's to the blue_cupboard", 'event', 'true', 10, 'line 10', ('e',10,'Noah moved the apple to the blue_cupboard')),
  ("happens after Isla is gone", 'order', 'true', 6, 'all after 5', ('lt',5,6)),
  ("The public claim at line 26 is about the cherry, not the apple", 'communication', 'true', 26, 'line 26', ('e',26,'cherry')),
  ("so it changes nothing here", 'communication', 'true', 'end', 'chain unchanged', ('b',CH,'blue_treasure_chest')),
  ("William thinks Elizabeth thinks Sophia thinks Isla thinks the apple is in the blue_treasure_chest", 'belief', 'true', 'end', 'gold', ('b',CH,'blue_treasure_chest')),
 ]),
 dict(style='answer_first', label='sound', stated='blue_treasure_chest', response=R2, claims=[
  ("The apple is placed in the blue_treasure_chest at line 2", 'location', 'true', 2, 'line 2', ('o','blue_treasure_chest')),
  ("while all five are in the workshop", 'presence', 'true', 2, 'all witnessed', ('w','Isla',True)),
  ("Isla exits at line 5", 'event', 'true', 5, 'line 5', ('e',5,'Isla exited')),
  ("nothing has moved yet", 'location', 'true', 5, 'still blue_treasure_chest', ('o','blue_treasure_chest')),
  ("Sophia's move to the blue_envelope (line 6) is the first change", 'event', 'true', 6, 'line 6', ('e',6,'blue_envelope')),
  ("Isla missed it", 'presence', 'true', 6, 'Isla not witness', ('w','Isla',False)),
  ("William, Elizabeth and Sophia all saw Isla leave", 'presence', 'true', 5, 'witnesses of 5', ('w','Sophia',True)),
  ("before that move", 'order', 'true', 5, '5 < 6', ('lt',5,6)),
  ("each of them would reason that Isla still thinks blue_treasure_chest", 'belief', 'true', 'end', 'chains ending in Isla', ('b',CH,'blue_treasure_chest')),
 ]),
 dict(style='thinking', label='unsound', stated='blue_treasure_chest', response=R3, claims=[
  ("Isla exits at line 5", 'event', 'true', 5, 'line 5', ('e',5,'Isla exited')),
  ("Apple still in blue_treasure_chest then", 'location', 'true', 5, 'objects row 5', ('o','blue_treasure_chest')),
  ("Sophia moves it to blue_envelope at 6", 'event', 'true', 6, 'line 6', ('e',6,'blue_envelope')),
  ("then leaves at 7", 'event', 'true', 7, 'line 7', ('e',7,'Sophia exited')),
  ("William moves it to green_bucket at 8", 'event', 'true', 8, 'line 8', ('e',8,'green_bucket')),
  ("leaves at 9", 'event', 'true', 9, 'line 9', ('e',9,'William exited')),
  ("Noah moves it to blue_cupboard at 10", 'event', 'true', 10, 'line 10', ('e',10,'blue_cupboard')),
  ("Elizabeth stays till the end and sees everything", 'presence', 'true', 10, 'Elizabeth last to leave, witnessed 10', ('w','Elizabeth',True)),
  ("so Elizabeth thinks blue_cupboard", 'belief', 'true', 'end', 'Elizabeth=blue_cupboard', ('b','Elizabeth','blue_cupboard')),
  ("William thinks Elizabeth thinks blue_cupboard too", 'belief', 'false', 'end', 'PLANTED: William->Elizabeth=green_bucket (William left at 9)', ('b','William -> Elizabeth','blue_cupboard')),
  ("Isla only ever saw the blue_treasure_chest", 'belief', 'true', 'end', 'Isla=blue_treasure_chest', ('b','Isla','blue_treasure_chest')),
  ("Everyone in the chain saw Isla leave before any move", 'presence', 'true', 5, 'witnesses of 5', ('w','Elizabeth',True)),
  ("Isla left before the apple was ever moved", 'order', 'true', 5, '5 < 6', ('lt',5,6)),
 ]),
 dict(style='numbered', label='wrong', stated='blue_envelope', response=R4, claims=[
  ("The apple starts in the blue_treasure_chest", 'location', 'true', 2, 'line 2', ('o','blue_treasure_chest')),
  ("Isla leaves at line 5", 'event', 'true', 5, 'line 5', ('e',5,'Isla exited')),
  ("Sophia moves the apple to the blue_envelope at line 6", 'event', 'true', 6, 'line 6', ('e',6,'blue_envelope')),
  ("while William and Elizabeth watch", 'presence', 'true', 6, 'witnesses', ('w','William',True)),
  ("Sophia leaves at line 7", 'event', 'true', 7, 'line 7', ('e',7,'Sophia exited')),
  ("from William and Elizabeth's view, Sophia's last knowledge is the blue_envelope", 'belief', 'true', 'end', 'W->E->S=blue_envelope', ('b','William -> Elizabeth -> Sophia','blue_envelope')),
  ("Sophia would assume Isla knows what she knows", 'belief', 'false', 'end', 'Sophia->Isla=blue_treasure_chest', ('b','Sophia -> Isla','blue_envelope')),
 ]),
 dict(style='terse', label='unsupported', stated='blue_treasure_chest', response=R5, claims=[
  ("William thinks Elizabeth thinks Sophia thinks Isla thinks it's there", 'belief', 'true', 'end', 'answer restated', ('b',CH,'blue_treasure_chest')),
 ]),
]
