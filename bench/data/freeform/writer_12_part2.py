# items 6-11
RECS = []
A = RECS.append

# ---------- item 6: lemon really = red_basket
A((6, "numbered", "sound", "red_basket",
"""Let's think step by step.
1. Line 2: the lemon is in the green_container.
2. Line 3: Aiden moves the lemon to the red_basket.
3. Everything after that in the bathroom is people waiting and leaving; the lemon is never moved again.
4. The bedroom part (lines 14-24) is about the tomato, not the lemon.

So the lemon is really in the red_basket.

\\boxed{red_basket}""",
[("Line 2: the lemon is in the green_container", "location", "true", 2, ""),
 ("Line 3: Aiden moves the lemon to the red_basket", "event", "true", 3, ""),
 ("the lemon is never moved again", "event", "true", "end", ""),
 ("the lemon is really in the red_basket", "location", "true", "end", "")]))

A((6, "thinking", "sound", "red_basket",
"""<think>
The lemon: green_container → red_basket (Aiden, line 3). That's the only lemon move. The rest — Lucas, Aiden and Hannah shuffling the tomato around in the bedroom, Aiden's public claim about the tomato — has nothing to do with the lemon. Hannah moved the tomato last, to the green_drawer.
</think>
O. red_basket""",
[("green_container → red_basket (Aiden, line 3)", "event", "true", 3, ""),
 ("That's the only lemon move", "event", "true", "end", ""),
 ("Lucas, Aiden and Hannah shuffling the tomato around in the bedroom", "event", "true", 20, "lines 16, 18, 20"),
 ("Aiden's public claim about the tomato", "communication", "true", 23, ""),
 ("Hannah moved the tomato last, to the green_drawer", "event", "true", 20, "")]))

A((6, "narrative", "unsound", "red_basket",
"""Let me trace the lemon. It started in the blue_container, and Aiden moved it to the red_basket right at the beginning, while everyone was in the bathroom. After that, nobody touched it — Noah, Lucas, Hannah and Isla all just waited and left. So the lemon is really in the red_basket. The answer is O.""",
[("It started in the blue_container", "location", "false", 2, "PLANTED: lemon started in the green_container"),
 ("Aiden moved it to the red_basket right at the beginning", "event", "true", 3, ""),
 ("while everyone was in the bathroom", "presence", "true", 3, ""),
 ("nobody touched it", "event", "true", "end", ""),
 ("Noah, Lucas, Hannah and Isla all just waited and left", "event", "true", 12, ""),
 ("the lemon is really in the red_basket", "location", "true", "end", "")]))

A((6, "answer_first", "wrong", "green_drawer",
"""H. green_drawer

The lemon ended up in the green_drawer: Hannah was the last person to move anything (line 20), after Lucas and Aiden had both left the bedroom.""",
[("The lemon ended up in the green_drawer", "location", "false", "end", "lemon is in the red_basket"),
 ("Hannah was the last person to move anything (line 20)", "event", "true", 20, "last move in story"),
 ("after Lucas and Aiden had both left the bedroom", "order", "true", 20, "exits at 17 and 19")]))

A((6, "terse", "unsupported", "red_basket", """O. red_basket""", []))

# ---------- item 7: tomi asparagus, Aiden look = red_bucket
A((7, "terse", "sound", "red_bucket",
"""red_bucket. Aiden left at line 5, before Hannah moved it to the blue_container.""",
[("Aiden left at line 5", "event", "true", 5, ""),
 ("before Hannah moved it to the blue_container", "order", "true", 7, "5 < 7")]))

A((7, "answer_first", "unsound", "red_bucket",
"""**Answer: red_bucket**

Explanation: Aiden saw the asparagus in the red_bucket (line 3) and exited the crawlspace at line 5. Hannah moved it to the blue_container at line 7, while Emma was still in the room, but Aiden was already gone. Aiden will therefore look in the red_bucket, where he last saw it.""",
[("Aiden saw the asparagus in the red_bucket (line 3)", "presence", "true", 3, ""),
 ("exited the crawlspace at line 5", "event", "true", 5, ""),
 ("Hannah moved it to the blue_container at line 7", "event", "true", 7, ""),
 ("while Emma was still in the room", "presence", "false", 7, "PLANTED: Emma exited at 6"),
 ("Aiden was already gone", "presence", "true", 7, ""),
 ("Aiden will therefore look in the red_bucket", "belief", "true", "end", "")]))

A((7, "thinking", "unsound", "red_bucket",
"""<think>
Aiden, Hannah in the crawlspace; asparagus in red_bucket at 3. Emma enters at 4. Aiden leaves at 5, Emma at 6. Hannah moves it to blue_container at 7 when she's alone.
Aiden didn't see the move. Hannah knows where it is now, and she thinks Aiden knows too — not that it matters here. Aiden's own belief: red_bucket.
</think>
Aiden will look in the red_bucket.""",
[("asparagus in red_bucket at 3", "location", "true", 3, ""),
 ("Emma enters at 4", "event", "true", 4, ""),
 ("Aiden leaves at 5", "event", "true", 5, ""),
 ("Emma at 6", "event", "true", 6, ""),
 ("Hannah moves it to blue_container at 7", "event", "true", 7, ""),
 ("when she's alone", "presence", "true", 7, ""),
 ("Aiden didn't see the move", "presence", "true", 7, ""),
 ("Hannah knows where it is now", "belief", "true", "end", "Hannah = blue_container"),
 ("she thinks Aiden knows too", "belief", "false", "end", "PLANTED: Hannah->Aiden = red_bucket"),
 ("Aiden's own belief: red_bucket", "belief", "true", "end", ""),
 ("Aiden will look in the red_bucket", "belief", "true", "end", "")]))

A((7, "numbered", "wrong", "blue_container",
"""1. The asparagus starts in the red_bucket.
2. Hannah moves it to the blue_container at line 7.
3. The asparagus is in the blue_container at the end, so that's where Aiden will look.

Final answer: blue_container""",
[("The asparagus starts in the red_bucket", "location", "true", 3, ""),
 ("Hannah moves it to the blue_container at line 7", "event", "true", 7, ""),
 ("The asparagus is in the blue_container at the end", "location", "true", "end", ""),
 ("that's where Aiden will look", "belief", "false", "end", "Aiden = red_bucket")]))

A((7, "narrative", "unsupported", "red_bucket",
"""This is the classic false-belief setup, so the answer isn't where the asparagus actually ends up. Aiden will look for the asparagus in the red_bucket.""",
[("Aiden will look for the asparagus in the red_bucket", "belief", "true", "end", "answer restated")]))

# ---------- item 8: peach, Lily really = green_crate
A((8, "answer_first", "sound", "green_crate",
"""O. green_crate

- Lily herself moved the peach from the red_cupboard to the green_crate (line 9).
- She exited at line 10, before Amelia moved it back to the red_crate (line 11).
- Nobody tells Lily anything afterwards, so she still believes the green_crate.""",
[("Lily herself moved the peach from the red_cupboard to the green_crate (line 9)", "event", "true", 9, ""),
 ("She exited at line 10", "event", "true", 10, ""),
 ("before Amelia moved it back to the red_crate (line 11)", "order", "true", 11, ""),
 ("Nobody tells Lily anything afterwards", "communication", "true", "end", "no claims in story"),
 ("she still believes the green_crate", "belief", "true", "end", "")]))

A((8, "narrative", "sound", "green_crate",
"""Let me trace Lily's view. Logan moved the peach to the red_cupboard while everyone watched. Later, with only Amelia left besides her, Lily moved it to the green_crate and walked out. Amelia then put it back in the red_crate, but Lily was gone by then. The study scene is about the pumpkin, so it doesn't matter here.

Lily really thinks the peach is in the green_crate. The answer is O.""",
[("Logan moved the peach to the red_cupboard", "event", "true", 3, ""),
 ("while everyone watched", "presence", "true", 3, ""),
 ("with only Amelia left besides her", "presence", "true", 9, ""),
 ("Lily moved it to the green_crate and walked out", "event", "true", 10, "lines 9-10"),
 ("Amelia then put it back in the red_crate", "event", "true", 11, ""),
 ("Lily was gone by then", "presence", "true", 11, ""),
 ("Lily really thinks the peach is in the green_crate", "belief", "true", "end", "")]))

A((8, "numbered", "unsound", "green_crate",
"""**Step 1:** Peach: red_crate → red_cupboard (Logan, line 3) → green_crate (Lily, line 9) → red_crate (Amelia, line 11).
**Step 2:** Lily left at line 10, so she missed Amelia's move.
**Step 3:** In the study, Alexander moved the pumpkin to the green_drawer and Lily moved it to the red_bathtub — unrelated to the peach.

**Answer:** O. green_crate""",
[("red_crate → red_cupboard (Logan, line 3) → green_crate (Lily, line 9) → red_crate (Amelia, line 11)", "event", "true", 11, ""),
 ("Lily left at line 10", "event", "true", 10, ""),
 ("she missed Amelia's move", "presence", "true", 11, ""),
 ("Alexander moved the pumpkin to the green_drawer", "event", "false", 19, "PLANTED: Logan moved the pumpkin; Alexander had left at 18"),
 ("Lily moved it to the red_bathtub", "event", "true", 21, "")]))

A((8, "thinking", "wrong", "red_crate",
"""<think>
Peach: red_crate at start, Logan → red_cupboard, Lily → green_crate, Amelia → red_crate. Amelia and Lily were together when Lily moved it, and Amelia put it back at line 11. Lily exited at line 10.
Hmm, but then they all end up in the waiting_room together, and the peach is back where it started. I'll go with Lily thinking it's back in the red_crate.
</think>
L. red_crate""",
[("red_crate at start", "location", "true", 2, ""),
 ("Logan → red_cupboard", "event", "true", 3, ""),
 ("Lily → green_crate", "event", "true", 9, ""),
 ("Amelia → red_crate", "event", "true", 11, ""),
 ("Amelia and Lily were together when Lily moved it", "presence", "true", 9, ""),
 ("Amelia put it back at line 11", "event", "true", 11, ""),
 ("Lily exited at line 10", "event", "true", 10, ""),
 ("they all end up in the waiting_room together", "presence", "true", 23, ""),
 ("the peach is back where it started", "location", "true", "end", "red_crate"),
 ("Lily thinking it's back in the red_crate", "belief", "false", "end", "Lily = green_crate")]))

A((8, "terse", "unsupported", "green_crate", """green_crate""", []))

# ---------- item 9: tomi lettuce at beginning = red_bottle
A((9, "narrative", "sound", "red_bottle",
"""The question is about the beginning, not the end. When the lettuce first appears (line 4) it's in the red_bottle, with Lily and Emily both in the den. Lily only moves it to the green_pantry later, after Emily has left. So at the beginning the lettuce was in the red_bottle.""",
[("When the lettuce first appears (line 4) it's in the red_bottle", "location", "true", 4, ""),
 ("with Lily and Emily both in the den", "presence", "true", 4, ""),
 ("Lily only moves it to the green_pantry later", "event", "true", 6, ""),
 ("after Emily has left", "order", "true", 6, "Emily exited at 5"),
 ("at the beginning the lettuce was in the red_bottle", "location", "true", 4, "")]))

A((9, "numbered", "unsound", "red_bottle",
"""Let's think step by step.
1. Lily and Emily are in the den; Emma is in the bedroom.
2. Line 4: the lettuce is in the red_bottle, and Emma sees it there along with the others.
3. Line 6: Lily moves it to the green_pantry.

The beginning location is therefore the red_bottle.

the answer is [red_bottle]""",
[("Lily and Emily are in the den", "presence", "true", 3, ""),
 ("Emma is in the bedroom", "presence", "true", 3, ""),
 ("Line 4: the lettuce is in the red_bottle", "location", "true", 4, ""),
 ("Emma sees it there along with the others", "presence", "false", 4, "PLANTED: Emma is in the bedroom, not a witness of line 4"),
 ("Line 6: Lily moves it to the green_pantry", "event", "true", 6, "")]))

A((9, "terse", "unsound", "red_bottle",
"""red_bottle (Emily later moved it to the green_pantry).""",
[("Emily later moved it to the green_pantry", "event", "false", 6, "PLANTED: Lily moved it")]))

A((9, "answer_first", "wrong", "green_pantry",
"""**Answer: green_pantry**

Lily moved the lettuce to the green_pantry at line 6, and it stayed there for the rest of the story.""",
[("Lily moved the lettuce to the green_pantry at line 6", "event", "true", 6, ""),
 ("it stayed there for the rest of the story", "location", "true", "end", "")]))

A((9, "thinking", "unsupported", "red_bottle",
"""<think>
Memory question — it asks about the initial location, so I just need the first mention.
</think>
red_bottle""", []))

# ---------- item 10: lime, William really = blue_basket
A((10, "terse", "sound", "blue_basket",
"""D. blue_basket — William was still in the living_room when Ava moved it there.""",
[("William was still in the living_room", "presence", "true", 9, ""),
 ("Ava moved it there", "event", "true", 9, "")]))

A((10, "answer_first", "sound", "blue_basket",
"""**D. blue_basket**

William stayed in the living_room the longest — he was the last to leave (line 12). He saw Liam move the lime to the green_container (line 7) and then Ava move it to the blue_basket (line 9). No one moved it after that, and William never went into the basement.""",
[("he was the last to leave (line 12)", "order", "true", 12, ""),
 ("He saw Liam move the lime to the green_container (line 7)", "presence", "true", 7, ""),
 ("then Ava move it to the blue_basket (line 9)", "presence", "true", 9, ""),
 ("No one moved it after that", "event", "true", "end", ""),
 ("William never went into the basement", "presence", "true", 23, "")]))

A((10, "thinking", "unsound", "blue_basket",
"""<think>
William is the last one out of the living_room, so he saw every move: Liam → green_container (line 7), Ava → blue_basket (line 9). Abigail was there for Liam's move too, but not for Ava's. Aria left first.
There are no claims or private messages in this story. The basement part is about the cherry, and William isn't even in it.
So William thinks blue_basket.
</think>
D""",
[("William is the last one out of the living_room", "order", "true", 12, ""),
 ("he saw every move", "presence", "true", 9, ""),
 ("Liam → green_container (line 7)", "event", "true", 7, ""),
 ("Ava → blue_basket (line 9)", "event", "true", 9, ""),
 ("Abigail was there for Liam's move too", "presence", "false", 7, "PLANTED: Abigail exited at 6"),
 ("but not for Ava's", "presence", "true", 9, ""),
 ("Aria left first", "order", "true", 4, ""),
 ("There are no claims or private messages in this story", "communication", "true", "end", ""),
 ("William isn't even in it", "presence", "true", 14, ""),
 ("William thinks blue_basket", "belief", "true", "end", "")]))

A((10, "numbered", "wrong", "green_container",
"""1. Lime: red_envelope → green_container (Liam, line 7).
2. Liam left at line 8.
3. Ava moved the lime to the blue_basket at line 9, after William had already gone.
4. So William still thinks the green_container.

**Answer:** B. green_container""",
[("red_envelope → green_container (Liam, line 7)", "event", "true", 7, ""),
 ("Liam left at line 8", "event", "true", 8, ""),
 ("Ava moved the lime to the blue_basket at line 9", "event", "true", 9, ""),
 ("after William had already gone", "order", "false", 9, "William exited at 12"),
 ("William still thinks the green_container", "belief", "false", "end", "William = blue_basket")]))

A((10, "narrative", "unsupported", "blue_basket",
"""William's belief is easy to read off once you pay attention to who is in the room. He really thinks the lime is in the blue_basket. The answer is D. blue_basket.""",
[("He really thinks the lime is in the blue_basket", "belief", "true", "end", "answer restated")]))

# ---------- item 11: melon really = green_drawer
A((11, "thinking", "sound", "green_drawer",
"""<think>
Reality. Melon: red_bottle (line 3). Aria moves it to the green_drawer at line 8; Emily and Mila see that. Nobody moves it again.
Emily's public claim that it's in the red_bottle (line 16) is false — claims don't move objects. Mila's private tell to Benjamin is accurate.
</think>
O. green_drawer""",
[("Melon: red_bottle (line 3)", "location", "true", 3, ""),
 ("Aria moves it to the green_drawer at line 8", "event", "true", 8, ""),
 ("Emily and Mila see that", "presence", "true", 8, ""),
 ("Nobody moves it again", "event", "true", "end", ""),
 ("Emily's public claim that it's in the red_bottle (line 16) is false", "communication", "true", 16, "claim content differs from reality"),
 ("Mila's private tell to Benjamin is accurate", "communication", "true", 17, "green_drawer is correct")]))

A((11, "narrative", "unsound", "green_drawer",
"""Let me follow the melon. It begins in the red_bottle, then Aria moves it to the green_drawer at line 8, watched by Emily and Mila. Nobody touches it afterwards. In the waiting_room Emily claims it's in the red_bottle and Mila privately tells Benjamin it's in the green_drawer; Benjamin doesn't believe Mila, but none of that talk moves the melon anyway.

So the melon is really in the green_drawer. The answer is O.""",
[("It begins in the red_bottle", "location", "true", 3, ""),
 ("Aria moves it to the green_drawer at line 8", "event", "true", 8, ""),
 ("watched by Emily and Mila", "presence", "true", 8, ""),
 ("Nobody touches it afterwards", "event", "true", "end", ""),
 ("Emily claims it's in the red_bottle", "communication", "true", 16, ""),
 ("Mila privately tells Benjamin it's in the green_drawer", "communication", "true", 17, ""),
 ("Benjamin doesn't believe Mila", "communication", "false", 17, "PLANTED: Benjamin trusts Mila -> green_drawer"),
 ("none of that talk moves the melon", "event", "true", "end", ""),
 ("the melon is really in the green_drawer", "location", "true", "end", "")]))

A((11, "answer_first", "unsound", "green_drawer",
"""**Answer: O. green_drawer**

Explanation:
- The melon starts in the red_bottle (line 3).
- Benjamin and Gracie had both left when Aria moved the melon to the green_drawer (line 8).
- Emily was the last to leave the front_yard.
- Emily's public claim about the red_bottle (line 16) doesn't change where the melon actually is.""",
[("The melon starts in the red_bottle (line 3)", "location", "true", 3, ""),
 ("Benjamin and Gracie had both left", "presence", "true", 8, ""),
 ("Aria moved the melon to the green_drawer (line 8)", "event", "true", 8, ""),
 ("Emily was the last to leave the front_yard", "order", "false", 13, "PLANTED: Mila left last (line 13)"),
 ("Emily's public claim about the red_bottle (line 16) doesn't change where the melon actually is", "communication", "true", 16, "")]))

A((11, "terse", "wrong", "red_bottle",
"""L. red_bottle — Emily said so publicly.""",
[("Emily said so publicly", "communication", "true", 16, "")]))

A((11, "numbered", "unsupported", "green_drawer",
"""1. Find the last physical move of the melon.
2. Statements and claims don't move objects, so ignore them.

**Answer:** O. green_drawer""", []))
