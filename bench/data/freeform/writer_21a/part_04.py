# Q4 s6821-1-o1: Where does Mila really think the pear is?  gold green_drawer
RECORDS = []

RECORDS.append(dict(style='answer_first', label='unsupported', stated_answer='green_drawer', response="""**Answer: O. green_drawer**

This question is about Mila's belief rather than the pear's actual location, and by her account the pear is in the green_drawer.""", claims=[
    ("**Answer: O. green_drawer**", 'belief', 'true', 'end', "answer restated: Mila = green_drawer", ('bel', 'Mila', 'end', 'green_drawer')),
    ("by her account the pear is in the green_drawer", 'belief', 'true', 'end', "answer restated", ('bel', 'Mila', 'end', 'green_drawer')),
]))

RECORDS.append(dict(style='numbered', label='unsound', stated_answer='green_drawer', response="""Let's think step by step.

1. The pear starts in the red_bathtub (line 2).
2. Elizabeth moves it to the red_envelope (line 3) and leaves.
3. Isla moves it to the green_drawer (line 5) while Mila is still in the sunroom, then Isla leaves.
4. Mila stays for a minute and exits at line 8. The last location she saw was the green_drawer.
5. After Mila is gone, Jacob moves it to the green_treasure_chest (line 9). Mila doesn't see this, and she is not in the group that goes back to the sunroom later.
6. The pear really ends up in the green_treasure_chest, but Mila doesn't know that.

Mila thinks the pear is in the green_drawer. The answer is [green_drawer].""", claims=[
    ("The pear starts in the red_bathtub (line 2)", 'location', 'true', 2, "row 2", ('obj', 2, 'red_bathtub')),
    ("Elizabeth moves it to the red_envelope (line 3)", 'event', 'true', 3, "line 3", ('text', 3, 'Elizabeth moved the pear to the red_envelope')),
    ("leaves", 'event', 'true', 4, "Elizabeth exits at 4", ('text', 4, 'Elizabeth exited')),
    ("Isla moves it to the green_drawer (line 5)", 'event', 'true', 5, "line 5", ('text', 5, 'Isla moved the pear to the green_drawer')),
    ("while Mila is still in the sunroom", 'presence', 'true', 5, "Mila witnessed 5", ('wit', 'Mila', 5, True)),
    ("then Isla leaves", 'event', 'true', 6, "line 6", ('text', 6, 'Isla exited')),
    ("Mila stays for a minute and exits at line 8", 'event', 'true', 8, "lines 7-8", ('all', ('text', 7, 'Mila made no movements'), ('text', 8, 'Mila exited'))),
    ("The last location she saw was the green_drawer", 'belief', 'true', 8, "Mila = green_drawer at 8", ('bel', 'Mila', 8, 'green_drawer')),
    ("Jacob moves it to the green_treasure_chest (line 9)", 'event', 'true', 9, "line 9", ('obj', 9, 'green_treasure_chest')),
    ("Mila doesn't see this", 'presence', 'true', 9, "Mila not in witnessed_by 9", ('wit', 'Mila', 9, False)),
    ("she is not in the group that goes back to the sunroom later", 'presence', 'true', 14, "Mila in waiting_room at 14", ('room', 'Mila', 14, 'waiting_room')),
    ("The pear really ends up in the green_treasure_chest", 'location', 'false', 'end', "PLANTED: Isabella moved it to the red_bathtub at 11; it ends there", ('obj', 'end', 'green_treasure_chest')),
    ("Mila doesn't know that", 'belief', 'true', 'end', "Mila's belief differs from the real location", ('not', ('bel', 'Mila', 'end', 'red_bathtub'))),
    ("Mila thinks the pear is in the green_drawer", 'belief', 'true', 'end', "gold", ('bel', 'Mila', 'end', 'green_drawer')),
]))

RECORDS.append(dict(style='narrative', label='sound', stated_answer='green_drawer', response="""Let me trace where Mila was for each move.

Mila is in the sunroom from the start, so she sees the pear in the red_bathtub, sees Elizabeth move it to the red_envelope, and sees Isla move it to the green_drawer. Right after Isla leaves, Mila waits a minute and then leaves as well.

Everything after that happens without her: Jacob moves it to the green_treasure_chest, and Isabella puts it back into the red_bathtub. Mila also isn't part of the group that returns to the sunroom later (that's Isla, Isabella and Elizabeth), so she never gets another look.

So when Mila left, the pear was in the green_drawer, and that's still where she thinks it is. The answer is O. green_drawer.""", claims=[
    ("Mila is in the sunroom from the start", 'presence', 'true', 1, "row 1", ('room', 'Mila', 1, 'sunroom')),
    ("she sees the pear in the red_bathtub", 'presence', 'true', 2, "witnessed 2", ('all', ('wit', 'Mila', 2, True), ('obj', 2, 'red_bathtub'))),
    ("sees Elizabeth move it to the red_envelope", 'presence', 'true', 3, "witnessed 3", ('all', ('wit', 'Mila', 3, True), ('obj', 3, 'red_envelope'))),
    ("sees Isla move it to the green_drawer", 'presence', 'true', 5, "witnessed 5", ('all', ('wit', 'Mila', 5, True), ('obj', 5, 'green_drawer'))),
    ("Right after Isla leaves, Mila waits a minute and then leaves as well", 'order', 'true', 8, "Isla exit 6, Mila waits 7, exits 8", ('all', ('text', 6, 'Isla exited'), ('text', 8, 'Mila exited'))),
    ("Everything after that happens without her", 'presence', 'true', 9, "Mila witnesses nothing with the pear afterwards", ('all', ('wit', 'Mila', 9, False), ('wit', 'Mila', 11, False), ('wit', 'Mila', 15, False))),
    ("Jacob moves it to the green_treasure_chest", 'event', 'true', 9, "line 9", ('text', 9, 'Jacob moved the pear to the green_treasure_chest')),
    ("Isabella puts it back into the red_bathtub", 'event', 'true', 11, "line 11", ('text', 11, 'Isabella moved the pear to the red_bathtub')),
    ("Mila also isn't part of the group that returns to the sunroom later", 'presence', 'true', 14, "Mila in waiting_room", ('room', 'Mila', 14, 'waiting_room')),
    ("that's Isla, Isabella and Elizabeth", 'event', 'true', 14, "line 14", ('text', 14, 'Isla, Isabella and Elizabeth entered the sunroom')),
    ("when Mila left, the pear was in the green_drawer", 'location', 'true', 8, "row 8", ('obj', 8, 'green_drawer')),
    ("that's still where she thinks it is", 'belief', 'true', 'end', "Mila = green_drawer", ('bel', 'Mila', 'end', 'green_drawer')),
    ("The answer is O. green_drawer", 'belief', 'true', 'end', "answer restated", ('bel', 'Mila', 'end', 'green_drawer')),
]))

RECORDS.append(dict(style='terse', label='unsound', stated_answer='green_drawer', response="""O. green_drawer. Mila watched Elizabeth put it there, then left before anyone moved it again.""", claims=[
    ("O. green_drawer", 'belief', 'true', 'end', "answer restated", ('bel', 'Mila', 'end', 'green_drawer')),
    ("Mila watched Elizabeth put it there", 'event', 'false', 5, "PLANTED: Isla moved it to the green_drawer (line 5); Elizabeth moved it to the red_envelope", ('text', 5, 'Elizabeth moved')),
    ("left before anyone moved it again", 'order', 'true', 8, "Mila exits 8, next move 9", ('lt', 8, 9)),
]))

RECORDS.append(dict(style='thinking', label='sound', stated_answer='green_drawer', response="""<think>
Mila's belief. Where was Mila?
Line 1: she enters the sunroom with everyone. Line 2 red_bathtub, line 3 Elizabeth → red_envelope, line 5 Isla → green_drawer. Mila's there for all of that. Line 8 Mila exits.
After that: line 9 Jacob → green_treasure_chest, line 11 Isabella → red_bathtub. Mila's gone.
Second round, line 14: Isla, Isabella and Elizabeth go back in. Not Mila — she stays in the waiting_room with Jacob. The pear is in the red_bathtub at that point.
No claims or tells in this story either. So Mila still has green_drawer.
Hmm, the trap option is red_bathtub, which is where it really is. But the question is Mila's belief: green_drawer.
</think>

**O. green_drawer** — Mila's last view of the pear was right after Isla put it in the green_drawer; she left before Jacob and Isabella moved it.""", claims=[
    ("she enters the sunroom with everyone", 'event', 'true', 1, "line 1", ('room', 'Mila', 1, 'sunroom')),
    ("Line 2 red_bathtub", 'location', 'true', 2, "row 2", ('obj', 2, 'red_bathtub')),
    ("line 3 Elizabeth → red_envelope", 'event', 'true', 3, "line 3", ('text', 3, 'Elizabeth moved the pear to the red_envelope')),
    ("line 5 Isla → green_drawer", 'event', 'true', 5, "line 5", ('text', 5, 'Isla moved the pear to the green_drawer')),
    ("Mila's there for all of that", 'presence', 'true', 5, "witnessed 2,3,5", ('all', ('wit', 'Mila', 2, True), ('wit', 'Mila', 3, True), ('wit', 'Mila', 5, True))),
    ("Line 8 Mila exits", 'event', 'true', 8, "line 8", ('text', 8, 'Mila exited')),
    ("line 9 Jacob → green_treasure_chest", 'event', 'true', 9, "line 9", ('obj', 9, 'green_treasure_chest')),
    ("line 11 Isabella → red_bathtub", 'event', 'true', 11, "line 11", ('obj', 11, 'red_bathtub')),
    ("Mila's gone", 'presence', 'true', 11, "Mila in no room at 9-11", ('all', ('room', 'Mila', 9, None), ('room', 'Mila', 11, None))),
    ("Isla, Isabella and Elizabeth go back in", 'event', 'true', 14, "line 14", ('text', 14, 'Isla, Isabella and Elizabeth entered the sunroom')),
    ("Not Mila", 'presence', 'true', 14, "Mila not in sunroom", ('room', 'Mila', 14, 'waiting_room')),
    ("she stays in the waiting_room with Jacob", 'presence', 'true', 14, "Mila and Jacob in waiting_room", ('all', ('room', 'Mila', 14, 'waiting_room'), ('room', 'Jacob', 14, 'waiting_room'))),
    ("The pear is in the red_bathtub at that point", 'location', 'true', 14, "row 14", ('obj', 14, 'red_bathtub')),
    ("No claims or tells in this story either", 'communication', 'true', None, "no claim/tell lines in the story"),
    ("Mila still has green_drawer", 'belief', 'true', 'end', "Mila = green_drawer", ('bel', 'Mila', 'end', 'green_drawer')),
    ("which is where it really is", 'location', 'true', 'end', "pear ends in red_bathtub", ('obj', 'end', 'red_bathtub')),
    ("**O. green_drawer**", 'belief', 'true', 'end', "answer restated", ('bel', 'Mila', 'end', 'green_drawer')),
    ("Mila's last view of the pear was right after Isla put it in the green_drawer", 'presence', 'true', 5, "Mila's last witnessed pear event is line 5", ('all', ('wit', 'Mila', 5, True), ('wit', 'Mila', 9, False))),
    ("she left before Jacob and Isabella moved it", 'order', 'true', 8, "exit 8 < moves 9, 11", ('lt', 8, 9)),
]))
