R1 = """A. green_envelope — the radish never actually left the green_envelope; Isla's "move" at line 12 put it back in the same container."""
R2 = """A. green_envelope

Nathan saw the radish placed in the green_envelope at line 2. He was still in the lounge when Isla moved it at line 12, and she just put it in the green_envelope again, so his belief doesn't change. Gracie's private message to Nathan (line 27) concerns the sweet_potato, not the radish."""
R3 = """Let me work through who saw what. The radish is put in the green_envelope at the start, with all five people in the lounge. Nathan was the first to leave, at line 6, so everything he knows about the radish comes from that first scene. The only later action on the radish is Isla's at line 12, and she moves it into the green_envelope — the very same spot. Nathan also sees a dog at line 11, which has nothing to do with the radish.

So Nathan's picture is accurate: he thinks the radish is in the green_envelope. The answer is A."""
R4 = """**Step 1:** The radish starts in the green_envelope (line 2).
**Step 2:** Nathan leaves the lounge at line 6, before Gracie, Emily and Isla.
**Step 3:** At line 27 Gracie privately tells Nathan that the radish is in the red_cupboard.
**Step 4:** Nathan trusts Gracie because she exited after him, so he updates his belief.

**Answer:** O. red_cupboard"""
R5 = """<think>
First-order question about Nathan. There's a lot of noise in this story, honestly. Let me just focus on the radish... okay. Yes, I'm fairly confident about this one.
</think>

Nathan thinks the radish is in the green_envelope (A)."""
RECORDS = [
 dict(style='terse', label='sound', stated='green_envelope', response=R1, claims=[
  ("the radish never actually left the green_envelope", 'location', 'true', 'end', 'always green_envelope', ('o','green_envelope')),
  ("Isla's \"move\" at line 12 put it back in the same container", 'event', 'true', 12, 'line 12 to green_envelope', ('e',12,'Isla moved the radish to the green_envelope')),
 ]),
 dict(style='answer_first', label='unsound', stated='green_envelope', response=R2, claims=[
  ("Nathan saw the radish placed in the green_envelope at line 2", 'presence', 'true', 2, 'witnessed 2', ('w','Nathan',True)),
  ("He was still in the lounge when Isla moved it at line 12", 'presence', 'false', 12, 'PLANTED: Nathan left at line 6', ('r','Nathan','lounge')),
  ("she just put it in the green_envelope again", 'event', 'true', 12, 'line 12', ('e',12,'green_envelope')),
  ("his belief doesn't change", 'belief', 'true', 'end', 'Nathan=green_envelope', ('b','Nathan','green_envelope')),
  ("Gracie's private message to Nathan (line 27) concerns the sweet_potato, not the radish", 'communication', 'true', 27, 'line 27', ('e',27,'sweet_potato')),
 ]),
 dict(style='narrative', label='unsound', stated='green_envelope', response=R3, claims=[
  ("The radish is put in the green_envelope at the start", 'location', 'true', 2, 'line 2', ('o','green_envelope')),
  ("with all five people in the lounge", 'presence', 'true', 2, 'all witnessed', ('w','Nathan',True)),
  ("Nathan was the first to leave", 'order', 'false', 6, 'PLANTED: Ella left first (line 4)', ('lt',6,4)),
  ("at line 6", 'event', 'true', 6, 'Nathan exited line 6', ('e',6,'Nathan exited')),
  ("The only later action on the radish is Isla's at line 12", 'event', 'true', 12, 'only move after 2', ('e',12,'Isla moved the radish')),
  ("she moves it into the green_envelope", 'event', 'true', 12, 'line 12', ('e',12,'green_envelope')),
  ("Nathan also sees a dog at line 11", 'event', 'true', 11, 'line 11', ('e',11,'Nathan saw a dog')),
  ("he thinks the radish is in the green_envelope", 'belief', 'true', 'end', 'gold', ('b','Nathan','green_envelope')),
 ]),
 dict(style='numbered', label='wrong', stated='red_cupboard', response=R4, claims=[
  ("The radish starts in the green_envelope (line 2)", 'location', 'true', 2, 'line 2', ('o','green_envelope')),
  ("Nathan leaves the lounge at line 6", 'event', 'true', 6, 'line 6', ('e',6,'Nathan exited')),
  ("before Gracie, Emily and Isla", 'order', 'true', 6, 'they left at 8,10,13', ('lt',6,8)),
  ("Gracie privately tells Nathan that the radish is in the red_cupboard", 'communication', 'false', 27, 'line 27 is about the sweet_potato', ('e',27,'radish')),
  ("Nathan trusts Gracie because she exited after him", 'communication', 'true', 27, 'Gracie exited later (8/24) than Nathan (6)', ('lt',6,24)),
  ("he updates his belief", 'belief', 'false', 'end', 'Nathan radish belief stays green_envelope', ('b','Nathan','red_cupboard')),
 ]),
 dict(style='thinking', label='unsupported', stated='green_envelope', response=R5, claims=[
  ("There's a lot of noise in this story", 'event', 'uncheckable', None, 'vague commentary', None),
  ("Nathan thinks the radish is in the green_envelope", 'belief', 'true', 'end', 'gold', ('b','Nathan','green_envelope')),
 ]),
]
