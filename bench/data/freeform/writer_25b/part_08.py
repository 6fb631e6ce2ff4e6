CH = 'William -> Benjamin'
R1 = """O. red_bottle — Benjamin privately told William it's in the red_bottle (line 16), and William trusts him because Benjamin left the pantry after he did."""
R2 = """<think>
William thinks Benjamin thinks, potato.

Moves: red_bathtub → red_drawer (Ethan, 5) → blue_bathtub (Jacob, 9). William exits at 8, so William saw red_drawer but not the blue_bathtub move. Benjamin stayed until 13, saw everything, so Benjamin really believes blue_bathtub.

Line 15: William publicly claims blue_bathtub. Odd, since he didn't see that move — but fine, that's the text. His own belief stays red_drawer; he's the speaker. After that William thinks Benjamin thinks blue_bathtub.

Line 16: Benjamin privately tells William red_bottle. Benjamin left after William, so William trusts him. Now William thinks Benjamin thinks red_bottle — he takes Benjamin's word as Benjamin's belief. Benjamin's own belief doesn't change, it's still blue_bathtub, but the question is William's model of him.
</think>

O. red_bottle"""
R3 = """**O. red_bottle**

- William saw Ethan move the potato to the red_drawer (line 5) before leaving at line 8.
- At line 15 William publicly claims it is in the blue_bathtub, but that claim leaves Ethan's belief at the red_drawer.
- At line 16 Benjamin privately tells William the potato is in the red_bottle. Benjamin exited after William, so William trusts him and now thinks Benjamin thinks it's in the red_bottle."""
R4 = """Let me trace where each person was. Benjamin is the last one in the pantry and watches Jacob move the potato into the blue_bathtub, so Benjamin believes it's there. William left at line 8, before Jacob's move, but then at line 15 William himself announces the blue_bathtub publicly, with Benjamin listening.

Benjamin's private message at line 16 says red_bottle, but a private tell only changes the listener's first-order belief, not what William thinks Benjamin believes. So William still thinks Benjamin thinks the potato is in the blue_bathtub. The answer is M."""
R5 = r"""Let's think step by step.
1. This is a second-order question about William's model of Benjamin.
2. The later part of the story is what decides it.
3. Taking that into account, William thinks Benjamin thinks the potato is in the red_bottle.

The answer is \boxed{red_bottle}."""
RECORDS = [
 dict(style='terse', label='sound', stated='red_bottle', response=R1, claims=[
  ("Benjamin privately told William it's in the red_bottle (line 16)", 'communication', 'true', 16, 'line 16', ('e',16,'Benjamin privately told William that the potato is in the red_bottle')),
  ("William trusts him", 'communication', 'true', 16, 'William updated to red_bottle', ('b','William','red_bottle')),
  ("Benjamin left the pantry after he did", 'order', 'true', 13, 'Benjamin 13 > William 8', ('lt',8,13)),
 ]),
 dict(style='thinking', label='sound', stated='red_bottle', response=R2, claims=[
  ("red_drawer (Ethan, 5)", 'event', 'true', 5, 'line 5', ('e',5,'Ethan moved the potato to the red_drawer')),
  ("blue_bathtub (Jacob, 9)", 'event', 'true', 9, 'line 9', ('e',9,'Jacob moved the potato to the blue_bathtub')),
  ("William exits at 8", 'event', 'true', 8, 'line 8', ('e',8,'William exited')),
  ("William saw red_drawer but not the blue_bathtub move", 'presence', 'true', 9, 'not witness of 9', ('w','William',False)),
  ("Benjamin stayed until 13", 'event', 'true', 13, 'line 13', ('e',13,'Benjamin exited')),
  ("saw everything", 'presence', 'true', 9, 'witness of 9', ('w','Benjamin',True)),
  ("Benjamin really believes blue_bathtub", 'belief', 'true', 'end', 'Benjamin=blue_bathtub', ('b','Benjamin','blue_bathtub')),
  ("William publicly claims blue_bathtub", 'communication', 'true', 15, 'line 15', ('e',15,'William publicly claimed that potato is in the blue_bathtub')),
  ("His own belief stays red_drawer", 'communication', 'true', 15, 'speaker unchanged', ('b','William','red_drawer')),
  ("After that William thinks Benjamin thinks blue_bathtub", 'belief', 'true', 15, 'W->B=blue_bathtub at 15', ('b',CH,'blue_bathtub')),
  ("Benjamin privately tells William red_bottle", 'communication', 'true', 16, 'line 16', ('e',16,'red_bottle')),
  ("Benjamin left after William", 'order', 'true', 13, '13 > 8', ('lt',8,13)),
  ("William trusts him", 'communication', 'true', 16, 'William=red_bottle at 16', ('b','William','red_bottle')),
  ("Now William thinks Benjamin thinks red_bottle", 'belief', 'true', 'end', 'gold', ('b',CH,'red_bottle')),
  ("Benjamin's own belief doesn't change, it's still blue_bathtub", 'communication', 'true', 'end', 'speaker unchanged', ('b','Benjamin','blue_bathtub')),
 ]),
 dict(style='answer_first', label='unsound', stated='red_bottle', response=R3, claims=[
  ("William saw Ethan move the potato to the red_drawer (line 5)", 'presence', 'true', 5, 'witness of 5', ('w','William',True)),
  ("before leaving at line 8", 'event', 'true', 8, 'line 8', ('e',8,'William exited')),
  ("At line 15 William publicly claims it is in the blue_bathtub", 'communication', 'true', 15, 'line 15', ('e',15,'blue_bathtub')),
  ("that claim leaves Ethan's belief at the red_drawer", 'communication', 'false', 15, 'PLANTED: Ethan trusts William (left later) and updates to blue_bathtub', ('b','Ethan','red_drawer')),
  ("At line 16 Benjamin privately tells William the potato is in the red_bottle", 'communication', 'true', 16, 'line 16', ('e',16,'red_bottle')),
  ("Benjamin exited after William", 'order', 'true', 13, '13 > 8', ('lt',8,13)),
  ("William trusts him", 'communication', 'true', 16, 'William=red_bottle', ('b','William','red_bottle')),
  ("now thinks Benjamin thinks it's in the red_bottle", 'belief', 'true', 'end', 'gold', ('b',CH,'red_bottle')),
 ]),
 dict(style='narrative', label='wrong', stated='blue_bathtub', response=R4, claims=[
  ("Benjamin is the last one in the pantry", 'order', 'true', 13, 'last to exit', ('e',13,'Benjamin exited')),
  ("watches Jacob move the potato into the blue_bathtub", 'presence', 'true', 9, 'witness of 9', ('w','Benjamin',True)),
  ("Benjamin believes it's there", 'belief', 'true', 'end', 'Benjamin=blue_bathtub', ('b','Benjamin','blue_bathtub')),
  ("William left at line 8", 'event', 'true', 8, 'line 8', ('e',8,'William exited')),
  ("before Jacob's move", 'order', 'true', 8, '8 < 9', ('lt',8,9)),
  ("at line 15 William himself announces the blue_bathtub publicly", 'communication', 'true', 15, 'line 15', ('e',15,'William publicly claimed')),
  ("with Benjamin listening", 'presence', 'true', 15, 'witness', ('w','Benjamin',True)),
  ("Benjamin's private message at line 16 says red_bottle", 'communication', 'true', 16, 'line 16', ('e',16,'red_bottle')),
  ("a private tell only changes the listener's first-order belief, not what William thinks Benjamin believes", 'communication', 'false', 16, 'W->B changed to red_bottle at 16', ('b',CH,'blue_bathtub')),
  ("William still thinks Benjamin thinks the potato is in the blue_bathtub", 'belief', 'false', 'end', 'gold red_bottle', ('b',CH,'blue_bathtub')),
 ]),
 dict(style='numbered', label='unsupported', stated='red_bottle', response=R5, claims=[
  ("The later part of the story is what decides it.", 'event', 'uncheckable', None, 'vague', None),
  ("William thinks Benjamin thinks the potato is in the red_bottle", 'belief', 'true', 'end', 'gold', ('b',CH,'red_bottle')),
 ]),
]
