# Q9 s6815-0-o0: Where is the green_pepper really?  gold green_bottle
RECORDS = []

RECORDS.append(dict(style='answer_first', label='unsupported', stated_answer='green_bottle', response=
"""**M. green_bottle**

The green_pepper is really in the green_bottle.""",
claims=[
 ("The green_pepper is really in the green_bottle", 'location', 'true', 'end', "answer restated", ('o','green_pepper','green_bottle')),
]))

RECORDS.append(dict(style='numbered', label='unsound', stated_answer='green_bottle', response=
"""1. The green_pepper starts in the green_bucket (line 2).
2. Emma leaves, then Hannah moves it to the red_cupboard (line 5).
3. Lucas moves it to the green_bottle (line 9), with Avery and Mason still in the garage.
4. No one touches the green_pepper after that — the TV_room scene is only about the eggplant.

**Final answer:** M. green_bottle""",
claims=[
 ("The green_pepper starts in the green_bucket (line 2)", 'location', 'true', 2, "line 2", ('o','green_pepper','green_bucket')),
 ("Emma leaves", 'event', 'true', 4, "line 4", ('r','Emma',None)),
 ("then Hannah moves it to the red_cupboard (line 5)", 'event', 'true', 5, "line 5", ('o','green_pepper','red_cupboard')),
 ("Lucas moves it to the green_bottle (line 9)", 'event', 'true', 9, "line 9", ('o','green_pepper','green_bottle')),
 ("with Avery and Mason still in the garage", 'presence', 'false', 9, "PLANTED: Avery exited at line 8; only Lucas and Mason saw it", ('w','Avery',True)),
 ("No one touches the green_pepper after that", 'event', 'true', 'end', "no later green_pepper moves", ('o','green_pepper','green_bottle')),
 ("the TV_room scene is only about the eggplant", 'event', 'true', 21, "lines 14-21"),
]))

RECORDS.append(dict(style='narrative', label='sound', stated_answer='green_bottle', response=
"""The question asks for the actual location, so beliefs don't matter here — I just need the last move.

The green_pepper starts in the green_bucket. Hannah moves it to the red_cupboard at line 5, and then Lucas moves it to the green_bottle at line 9. After that, nobody touches it: Mason just waits and leaves, and the later TV_room scene only involves the eggplant in the red_drawer.

So the green_pepper is really in the green_bottle, even though several people (Emma, Hannah, Avery) left before the last move and would think otherwise.

The answer is M. green_bottle.""",
claims=[
 ("The green_pepper starts in the green_bucket", 'location', 'true', 2, "line 2", ('o','green_pepper','green_bucket')),
 ("Hannah moves it to the red_cupboard at line 5", 'event', 'true', 5, "line 5"),
 ("Lucas moves it to the green_bottle at line 9", 'event', 'true', 9, "line 9"),
 ("nobody touches it", 'event', 'true', 'end', "no later moves", ('o','green_pepper','green_bottle')),
 ("Mason just waits and leaves", 'event', 'true', 12, "lines 11-12"),
 ("the later TV_room scene only involves the eggplant in the red_drawer", 'event', 'true', 21, "lines 14-21"),
 ("the green_pepper is really in the green_bottle", 'location', 'true', 'end', "answer", ('o','green_pepper','green_bottle')),
 ("several people (Emma, Hannah, Avery) left before the last move", 'order', 'true', 9, "exits 4, 6, 8 < 9"),
 ("would think otherwise", 'belief', 'true', 'end', "Emma green_bucket, Hannah/Avery red_cupboard", ('b','Avery','green_pepper','red_cupboard')),
]))

RECORDS.append(dict(style='terse', label='unsound', stated_answer='green_bottle', response=
"""M. green_bottle — Mason moved it there last.""",
claims=[
 ("Mason moved it there last", 'event', 'false', 9, "PLANTED: Lucas moved it to the green_bottle at line 9; Mason never moved it"),
]))

RECORDS.append(dict(style='thinking', label='wrong', stated_answer='green_bucket', response=
"""<think>
Where is the green_pepper really — that's just the actual final location.

Start: green_bucket (line 2). Emma leaves. Hannah moves it to red_cupboard (line 5), then leaves. Avery leaves. Lucas moves it back to the green_bucket (line 9). Lucas leaves, Mason leaves.

Then the waiting_room and the TV_room — the TV_room part is about the eggplant (red_drawer), not the green_pepper.

Hmm, let me double-check the last green_pepper move. Line 9: Lucas moved it... yes, Lucas is the last to move it. So it's back where it started.
</think>

K. green_bucket — Lucas returned the green_pepper to the green_bucket at line 9, and it wasn't moved again.""",
claims=[
 ("Start: green_bucket (line 2)", 'location', 'true', 2, "line 2", ('o','green_pepper','green_bucket')),
 ("Emma leaves", 'event', 'true', 4, "line 4"),
 ("Hannah moves it to red_cupboard (line 5)", 'event', 'true', 5, "line 5"),
 ("then leaves", 'event', 'true', 6, "line 6"),
 ("Avery leaves", 'event', 'true', 8, "line 8"),
 ("Lucas moves it back to the green_bucket (line 9)", 'event', 'false', 9, "line 9 is to the green_bottle", ('o','green_pepper','green_bucket')),
 ("Lucas leaves, Mason leaves", 'event', 'true', 12, "lines 10, 12"),
 ("the TV_room part is about the eggplant (red_drawer), not the green_pepper", 'event', 'true', 21, "lines 14-21"),
 ("Lucas is the last to move it", 'order', 'true', 'end', "line 9 is the last green_pepper move"),
 ("it's back where it started", 'location', 'false', 'end', "green_bottle, not green_bucket", ('o','green_pepper','green_bucket')),
 ("Lucas returned the green_pepper to the green_bucket at line 9", 'event', 'false', 9, "green_bottle", ('o','green_pepper','green_bucket')),
 ("it wasn't moved again", 'event', 'true', 'end', "no later moves"),
]))
