R1 = r"""Let's think step by step.
1. Initially the tomato is in the red_bottle (line 2), and all five are in the pantry.
2. Emma moves the tomato to the red_treasure_chest (line 4). Charlotte is in the pantry and sees this.
3. Emma then leaves the pantry (line 5).
4. Charlotte later moves the tomato back to the red_bottle (line 14), but Emma is long gone, so Emma doesn't know about it.
5. The garden scene only involves the potato, so it doesn't matter here.

So Emma thinks Charlotte thinks the tomato is in the red_treasure_chest.
\boxed{red_treasure_chest}"""
R2 = """<think>
Emma thinks Charlotte thinks... second order. Tomato in red_bottle first. Emma moves it to red_treasure_chest at line 4 — everyone is there, Charlotte included. Then Emma exits at 5.

After that Charlotte is the last one left; she moves it back to red_bottle at 14. So Charlotte herself thinks red_bottle. But Emma didn't see that — she was out since line 5. Hmm, could there be any later communication? Lines 17-26 are about the potato in the garden, no tells about the tomato.

So from Emma's perspective, the last thing Charlotte saw was the tomato going into the red_treasure_chest.
</think>

O. red_treasure_chest"""
R3 = """red_treasure_chest — Emma saw Charlotte put it there before leaving."""
R4 = """**Answer: K. red_bottle**

Explanation:
- The tomato started in the red_bottle (line 2).
- Charlotte moved it back to the red_bottle at line 14, and since she did it herself, she knows it's there.
- Emma and Charlotte were both in the waiting_room afterwards (line 16), so Emma would assume Charlotte knows where she put it.

So Emma thinks Charlotte thinks the tomato is in the red_bottle."""
R5 = """This is a second-order question, so what matters is what Emma believes about Charlotte's mind rather than where the tomato actually ended up. Stories like this hinge on who was watching when things moved, and the potato subplot is mostly a distraction. Putting it together, Emma thinks Charlotte thinks the tomato is in the red_treasure_chest. The answer is O."""
RECORDS = [
 dict(style='numbered', label='sound', stated='red_treasure_chest', response=R1, claims=[
  ("Initially the tomato is in the red_bottle (line 2)", 'location', 'true', 2, 'line 2', ('o','red_bottle')),
  ("all five are in the pantry", 'presence', 'true', 2, 'all in pantry', ('r','Charlotte','pantry')),
  ("Emma moves the tomato to the red_treasure_chest (line 4)", 'event', 'true', 4, 'line 4', ('e',4,'Emma moved the tomato to the red_treasure_chest')),
  ("Charlotte is in the pantry and sees this", 'presence', 'true', 4, 'witnessed 4', ('w','Charlotte',True)),
  ("Emma then leaves the pantry (line 5)", 'event', 'true', 5, 'line 5', ('e',5,'Emma exited')),
  ("Charlotte later moves the tomato back to the red_bottle (line 14)", 'event', 'true', 14, 'line 14', ('e',14,'Charlotte moved the tomato to the red_bottle')),
  ("Emma is long gone", 'presence', 'true', 14, 'Emma out', ('r','Emma',None)),
  ("Emma doesn't know about it", 'belief', 'true', 'end', 'Emma=red_treasure_chest', ('b','Emma','red_treasure_chest')),
  ("The garden scene only involves the potato", 'event', 'true', None, 'lines 17-25 mention only potato', None),
  ("Emma thinks Charlotte thinks the tomato is in the red_treasure_chest", 'belief', 'true', 'end', 'gold', ('b','Emma -> Charlotte','red_treasure_chest')),
 ]),
 dict(style='thinking', label='sound', stated='red_treasure_chest', response=R2, claims=[
  ("Tomato in red_bottle first", 'location', 'true', 2, 'line 2', ('o','red_bottle')),
  ("Emma moves it to red_treasure_chest at line 4", 'event', 'true', 4, 'line 4', ('e',4,'red_treasure_chest')),
  ("everyone is there, Charlotte included", 'presence', 'true', 4, 'witnessed', ('w','Charlotte',True)),
  ("Then Emma exits at 5", 'event', 'true', 5, 'line 5', ('e',5,'Emma exited')),
  ("Charlotte is the last one left", 'order', 'true', 13, 'Aiden out at 13, Charlotte remains', ('r','Charlotte','pantry')),
  ("she moves it back to red_bottle at 14", 'event', 'true', 14, 'line 14', ('e',14,'Charlotte moved the tomato to the red_bottle')),
  ("So Charlotte herself thinks red_bottle", 'belief', 'true', 'end', 'Charlotte=red_bottle', ('b','Charlotte','red_bottle')),
  ("Emma didn't see that", 'presence', 'true', 14, 'not a witness', ('w','Emma',False)),
  ("she was out since line 5", 'presence', 'true', 14, 'Emma out from 5', ('r','Emma',None)),
  ("Lines 17-26 are about the potato in the garden", 'event', 'true', None, 'story', None),
  ("no tells about the tomato", 'communication', 'true', 'end', 'no tells at all', None),
  ("from Emma's perspective, the last thing Charlotte saw was the tomato going into the red_treasure_chest", 'belief', 'true', 'end', 'gold 2nd order', ('b','Emma -> Charlotte','red_treasure_chest')),
 ]),
 dict(style='terse', label='unsound', stated='red_treasure_chest', response=R3, claims=[
  ("Emma saw Charlotte put it there", 'event', 'false', 4, 'PLANTED: Emma herself moved it to the red_treasure_chest', ('e',4,'Charlotte moved')),
  ("before leaving", 'order', 'true', 5, 'move 4 before Emma exit 5', ('lt',4,5)),
 ]),
 dict(style='answer_first', label='wrong', stated='red_bottle', response=R4, claims=[
  ("The tomato started in the red_bottle (line 2)", 'location', 'true', 2, 'line 2', ('o','red_bottle')),
  ("Charlotte moved it back to the red_bottle at line 14", 'event', 'true', 14, 'line 14', ('e',14,'Charlotte moved the tomato to the red_bottle')),
  ("she knows it's there", 'belief', 'true', 'end', 'Charlotte=red_bottle', ('b','Charlotte','red_bottle')),
  ("Emma and Charlotte were both in the waiting_room afterwards (line 16)", 'presence', 'true', 16, 'line 16', ('r','Emma','waiting_room')),
  ("Emma would assume Charlotte knows where she put it", 'belief', 'false', 'end', 'Emma->Charlotte=red_treasure_chest', ('b','Emma -> Charlotte','red_bottle')),
  ("Emma thinks Charlotte thinks the tomato is in the red_bottle", 'belief', 'false', 'end', 'gold red_treasure_chest', ('b','Emma -> Charlotte','red_bottle')),
 ]),
 dict(style='narrative', label='unsupported', stated='red_treasure_chest', response=R5, claims=[
  ("the potato subplot is mostly a distraction", 'event', 'uncheckable', None, 'judgement about relevance', None),
  ("Emma thinks Charlotte thinks the tomato is in the red_treasure_chest", 'belief', 'true', 'end', 'gold', ('b','Emma -> Charlotte','red_treasure_chest')),
 ]),
]
