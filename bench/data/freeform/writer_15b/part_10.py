# Q10 s6815-21-o1: Where does Mason really think the eggplant is?  gold blue_bathtub
RECORDS = []

RECORDS.append(dict(style='answer_first', label='wrong', stated_answer='blue_suitcase', response=
"""**Answer: A. blue_suitcase**

Explanation:
- The eggplant starts in the blue_bathtub (line 3).
- Mason stayed in the hallway for a minute and saw Jackson move the eggplant to the blue_suitcase before leaving.
- He was gone for Mia's move to the blue_container and Lily's move back to the blue_bathtub.
- Nothing in the waiting_room or on the porch concerns the eggplant.

So Mason believes the eggplant is in the blue_suitcase.""",
claims=[
 ("The eggplant starts in the blue_bathtub (line 3)", 'location', 'true', 3, "line 3", ('o','eggplant','blue_bathtub')),
 ("Mason stayed in the hallway for a minute", 'event', 'true', 4, "line 4"),
 ("saw Jackson move the eggplant to the blue_suitcase before leaving", 'presence', 'false', 7, "Mason exited at 5, before the move at 7", ('w','Mason',True)),
 ("He was gone for Mia's move to the blue_container and Lily's move back to the blue_bathtub", 'presence', 'true', 13, "Mason not witness 9, 13", ('w','Mason',False)),
 ("Nothing in the waiting_room or on the porch concerns the eggplant", 'communication', 'true', 'end', "lines 15-28 concern the orange"),
 ("Mason believes the eggplant is in the blue_suitcase", 'belief', 'false', 'end', "Mason blue_bathtub", ('b','Mason','eggplant','blue_suitcase')),
]))

RECORDS.append(dict(style='numbered', label='sound', stated_answer='blue_bathtub', response=
"""Let's think step by step.

1. The eggplant is placed in the blue_bathtub (step 3) while all five are in the hallway.
2. Mason waits a minute and exits at step 5 — he is the first to leave.
3. After he leaves: Jackson → blue_suitcase, Mia → blue_container, Lily → blue_bathtub. Mason sees none of these.
4. Mason stays in the waiting_room with Emma while the others visit the porch; the porch events and Lily's public claim concern the orange.
5. So Mason's belief is still based on what he saw at step 3: the blue_bathtub.

The answer is \\boxed{blue\\_bathtub}.""",
claims=[
 ("The eggplant is placed in the blue_bathtub (step 3)", 'location', 'true', 3, "line 3", ('o','eggplant','blue_bathtub')),
 ("while all five are in the hallway", 'presence', 'true', 3, "all witnessed 3", ('w','Mason',True)),
 ("Mason waits a minute", 'event', 'true', 4, "line 4"),
 ("exits at step 5", 'event', 'true', 5, "line 5", ('r','Mason',None)),
 ("he is the first to leave", 'order', 'true', 5, "first exit"),
 ("Jackson → blue_suitcase, Mia → blue_container, Lily → blue_bathtub", 'event', 'true', 13, "lines 7, 9, 13"),
 ("Mason sees none of these", 'presence', 'true', 13, "Mason not witness", ('w','Mason',False)),
 ("Mason stays in the waiting_room with Emma while the others visit the porch", 'presence', 'true', 16, "line 16", ('r','Mason','waiting_room')),
 ("the porch events and Lily's public claim concern the orange", 'communication', 'true', 27, "lines 17-27"),
 ("Mason's belief is still based on what he saw at step 3: the blue_bathtub", 'belief', 'true', 'end', "Mason blue_bathtub", ('b','Mason','eggplant','blue_bathtub')),
]))

RECORDS.append(dict(style='narrative', label='unsound', stated_answer='blue_bathtub', response=
"""Mason is the key here, and his part in the hallway is short: he sits for a minute after the eggplant is put in the blue_bathtub and then leaves at line 5. Everything after that happens without him.

It's a bit of a trick, because the eggplant does get moved around quite a lot — to the blue_suitcase, then the blue_container — but Lily eventually puts it back in the blue_bathtub before leaving. Emma, who stuck around almost to the end, likewise believes it's in the blue_bathtub. Mason doesn't know about any of that, but it doesn't matter: his belief was never disturbed.

In the waiting_room, no one says anything about the eggplant to Mason — the only public claim is Lily's, and it's about the orange.

So Mason really thinks the eggplant is in the blue_bathtub, which also happens to be correct. The answer is B. blue_bathtub.""",
claims=[
 ("he sits for a minute after the eggplant is put in the blue_bathtub", 'event', 'true', 4, "lines 3-4"),
 ("then leaves at line 5", 'event', 'true', 5, "line 5"),
 ("Everything after that happens without him", 'presence', 'true', 13, "Mason not witness 6-14", ('w','Mason',False)),
 ("the eggplant does get moved around quite a lot — to the blue_suitcase, then the blue_container", 'event', 'true', 9, "lines 7, 9"),
 ("Lily eventually puts it back in the blue_bathtub before leaving", 'event', 'true', 13, "line 13"),
 ("Emma, who stuck around almost to the end", 'order', 'true', 12, "Emma exits 12, only Lily later"),
 ("likewise believes it's in the blue_bathtub", 'belief', 'false', 'end', "PLANTED: Emma left at 12, before Lily's move; she believes blue_container", ('b','Emma','eggplant','blue_bathtub')),
 ("Mason doesn't know about any of that", 'presence', 'true', 13, "Mason not witness", ('w','Mason',False)),
 ("his belief was never disturbed", 'belief', 'true', 'end', "Mason blue_bathtub throughout", ('b','Mason','eggplant','blue_bathtub')),
 ("no one says anything about the eggplant to Mason", 'communication', 'true', 'end', "no eggplant communication"),
 ("the only public claim is Lily's, and it's about the orange", 'communication', 'true', 27, "line 27"),
 ("Mason really thinks the eggplant is in the blue_bathtub", 'belief', 'true', 'end', "answer", ('b','Mason','eggplant','blue_bathtub')),
 ("which also happens to be correct", 'location', 'true', 'end', "eggplant blue_bathtub", ('o','eggplant','blue_bathtub')),
]))

RECORDS.append(dict(style='terse', label='sound', stated_answer='blue_bathtub', response=
"""B. blue_bathtub — Mason left right after it was put there and nobody told him otherwise.""",
claims=[
 ("Mason left right after it was put there", 'order', 'true', 5, "placed at 3, Mason waits at 4 and exits at 5"),
 ("nobody told him otherwise", 'communication', 'true', 'end', "no eggplant communication to Mason"),
]))

RECORDS.append(dict(style='thinking', label='unsound', stated_answer='blue_bathtub', response=
"""<think>
Mason's own belief about the eggplant.

Hallway: eggplant in blue_bathtub (line 3). Mason stays a minute, exits at line 5. So his last view: blue_bathtub.

After that: Jackson moves it to blue_suitcase (7), Mia to blue_container (9), Lily back to blue_bathtub (13). Mason wasn't there for any of it.

Then waiting_room, and Mason goes with Mia, Jackson and Lily to the porch. Only the orange is there — blue_pantry, then Jackson moves it to the green_treasure_chest. Nothing about the eggplant.

Line 27: Lily publicly claimed the orange is in the blue_pantry. Orange again. Line 28: Mia tells Lily about the orange. Orange.

Hmm, wait — does "really think" mean the actual location? Actual location is also blue_bathtub. Either way, same answer.
</think>

B. blue_bathtub. Mason left the hallway before any move and nothing later was about the eggplant, so he still thinks it's in the blue_bathtub.""",
claims=[
 ("eggplant in blue_bathtub (line 3)", 'location', 'true', 3, "line 3", ('o','eggplant','blue_bathtub')),
 ("Mason stays a minute", 'event', 'true', 4, "line 4"),
 ("exits at line 5", 'event', 'true', 5, "line 5"),
 ("his last view: blue_bathtub", 'belief', 'true', 5, "Mason blue_bathtub at 5", ('b','Mason','eggplant','blue_bathtub')),
 ("Jackson moves it to blue_suitcase (7)", 'event', 'true', 7, "line 7"),
 ("Mia to blue_container (9)", 'event', 'true', 9, "line 9"),
 ("Lily back to blue_bathtub (13)", 'event', 'true', 13, "line 13"),
 ("Mason wasn't there for any of it", 'presence', 'true', 13, "Mason not witness", ('w','Mason',False)),
 ("Mason goes with Mia, Jackson and Lily to the porch", 'presence', 'false', 16, "PLANTED: only Mia, Jackson, Lily entered the porch; Mason stayed in the waiting_room", ('r','Mason','porch')),
 ("Only the orange is there", 'event', 'true', 24, "porch events concern the orange"),
 ("blue_pantry, then Jackson moves it to the green_treasure_chest", 'event', 'true', 20, "lines 17, 20"),
 ("Nothing about the eggplant", 'event', 'true', 24, "no eggplant events on the porch"),
 ("Lily publicly claimed the orange is in the blue_pantry", 'communication', 'true', 27, "line 27"),
 ("Mia tells Lily about the orange", 'communication', 'true', 28, "line 28"),
 ("Actual location is also blue_bathtub", 'location', 'true', 'end', "eggplant blue_bathtub", ('o','eggplant','blue_bathtub')),
 ("Mason left the hallway before any move", 'order', 'true', 7, "5 < 7"),
 ("nothing later was about the eggplant", 'event', 'true', 'end', "lines 15-28"),
 ("he still thinks it's in the blue_bathtub", 'belief', 'true', 'end', "answer", ('b','Mason','eggplant','blue_bathtub')),
]))
