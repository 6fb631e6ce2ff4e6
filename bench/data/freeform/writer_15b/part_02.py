# Q2 s6815-16-o1: Where does Hannah really think the lemon is?  gold red_envelope
RECORDS = []

RECORDS.append(dict(style='answer_first', label='unsound', stated_answer='red_envelope', response=
"""F. red_envelope

Explanation:
Hannah saw the lemon in the red_envelope (line 2) and then left the master_bedroom at line 4, before anyone touched it. She misses Ethan's move to the green_bottle, Jack's move to the green_envelope and Oliver's move to the green_pantry. The lemon finally ended up back in the red_envelope when Oliver moved it there (line 11), but Hannah didn't see that either.

Nothing in the waiting_room or the cellar concerns the lemon, so her belief is unchanged: she thinks the lemon is in the red_envelope.""",
claims=[
 ("Hannah saw the lemon in the red_envelope (line 2)", 'presence', 'true', 2, "Hannah witnessed line 2", ('w','Hannah',True)),
 ("left the master_bedroom at line 4", 'event', 'true', 4, "line 4", ('r','Hannah',None)),
 ("before anyone touched it", 'order', 'true', 4, "first move at 5"),
 ("She misses Ethan's move to the green_bottle", 'presence', 'true', 5, "Hannah not witness 5", ('w','Hannah',False)),
 ("Jack's move to the green_envelope", 'presence', 'true', 7, "Hannah not witness 7", ('w','Hannah',False)),
 ("Oliver's move to the green_pantry", 'presence', 'true', 9, "Hannah not witness 9", ('w','Hannah',False)),
 ("The lemon finally ended up back in the red_envelope", 'location', 'true', 'end', "lemon red_envelope", ('o','lemon','red_envelope')),
 ("when Oliver moved it there (line 11)", 'event', 'false', 11, "PLANTED: Avery, not Oliver, moved it at line 11"),
 ("Hannah didn't see that either", 'presence', 'true', 11, "only Avery witnessed 11", ('w','Hannah',False)),
 ("Nothing in the waiting_room or the cellar concerns the lemon", 'event', 'true', 'end', "lines 13-24 involve only the plum"),
 ("her belief is unchanged", 'belief', 'true', 'end', "Hannah red_envelope since 2", ('b','Hannah','lemon','red_envelope')),
 ("she thinks the lemon is in the red_envelope", 'belief', 'true', 'end', "answer", ('b','Hannah','lemon','red_envelope')),
]))

RECORDS.append(dict(style='numbered', label='sound', stated_answer='red_envelope', response=
"""Let's think step by step.

1. At the start, the lemon is in the red_envelope, and Hannah is in the master_bedroom with everyone else.
2. Hannah does nothing for a minute and then exits the master_bedroom (step 4).
3. After she leaves, Ethan, Jack and Oliver each move the lemon: green_bottle, then green_envelope, then green_pantry.
4. Avery, the last one in the room, puts it back into the red_envelope.
5. Hannah stays in the waiting_room when Jack, Avery and Ethan go to the cellar, and the only public claim (Avery's) is about the plum, not the lemon.
6. So Hannah's last observation of the lemon was the red_envelope, and that is what she believes.

Interestingly, this also happens to be where the lemon really is.

The answer is [red_envelope].""",
claims=[
 ("the lemon is in the red_envelope", 'location', 'true', 2, "line 2", ('o','lemon','red_envelope')),
 ("Hannah is in the master_bedroom with everyone else", 'presence', 'true', 2, "all in master_bedroom", ('r','Hannah','master_bedroom')),
 ("Hannah does nothing for a minute", 'event', 'true', 3, "line 3"),
 ("then exits the master_bedroom (step 4)", 'event', 'true', 4, "line 4", ('r','Hannah',None)),
 ("After she leaves, Ethan, Jack and Oliver each move the lemon", 'event', 'true', 9, "lines 5,7,9 after exit at 4"),
 ("Avery, the last one in the room", 'order', 'true', 12, "Avery exits last (12)"),
 ("puts it back into the red_envelope", 'event', 'true', 11, "line 11", ('o','lemon','red_envelope')),
 ("Hannah stays in the waiting_room when Jack, Avery and Ethan go to the cellar", 'presence', 'true', 14, "line 14", ('r','Hannah','waiting_room')),
 ("the only public claim (Avery's) is about the plum, not the lemon", 'communication', 'true', 23, "line 23 about plum"),
 ("Hannah's last observation of the lemon was the red_envelope", 'belief', 'true', 'end', "Hannah red_envelope", ('b','Hannah','lemon','red_envelope')),
 ("that is what she believes", 'belief', 'true', 'end', "Hannah red_envelope", ('b','Hannah','lemon','red_envelope')),
 ("this also happens to be where the lemon really is", 'location', 'true', 'end', "lemon red_envelope", ('o','lemon','red_envelope')),
]))

RECORDS.append(dict(style='narrative', label='sound', stated_answer='red_envelope', response=
"""Hannah is the first to leave the master_bedroom — she exits at line 4, right after sitting for a minute, and at that moment the lemon is still in the red_envelope where it started. Everything that happens to the lemon afterward (Ethan, Jack, Oliver and Avery each moving it in turn) happens behind her back.

The later scenes don't touch the lemon at all: the cellar is all about the plum, and Avery's public claim and Ethan's private message are both about the plum too. Nobody ever tells Hannah anything about the lemon.

So Hannah really thinks the lemon is in the red_envelope. It happens to be correct, since Avery moved it back there, but she never saw that.

The answer is F. red_envelope.""",
claims=[
 ("Hannah is the first to leave the master_bedroom", 'order', 'true', 4, "first exit at 4"),
 ("she exits at line 4", 'event', 'true', 4, "line 4"),
 ("right after sitting for a minute", 'event', 'true', 3, "line 3"),
 ("at that moment the lemon is still in the red_envelope where it started", 'location', 'true', 4, "lemon red_envelope at 4", ('o','lemon','red_envelope')),
 ("Ethan, Jack, Oliver and Avery each moving it in turn", 'event', 'true', 11, "lines 5,7,9,11"),
 ("happens behind her back", 'presence', 'true', 11, "Hannah not witness of 5-11", ('w','Hannah',False)),
 ("the cellar is all about the plum", 'event', 'true', 21, "lines 14-21 plum only"),
 ("Avery's public claim and Ethan's private message are both about the plum too", 'communication', 'true', 24, "lines 23-24"),
 ("Nobody ever tells Hannah anything about the lemon", 'communication', 'true', 'end', "no lemon communication"),
 ("Hannah really thinks the lemon is in the red_envelope", 'belief', 'true', 'end', "answer", ('b','Hannah','lemon','red_envelope')),
 ("It happens to be correct", 'location', 'true', 'end', "lemon in red_envelope", ('o','lemon','red_envelope')),
 ("Avery moved it back there", 'event', 'true', 11, "line 11"),
 ("she never saw that", 'presence', 'true', 11, "Hannah not witness 11", ('w','Hannah',False)),
]))

RECORDS.append(dict(style='terse', label='unsupported', stated_answer='red_envelope', response=
"""F. red_envelope — Hannah really believes the lemon is in the red_envelope.""",
claims=[
 ("Hannah really believes the lemon is in the red_envelope", 'belief', 'true', 'end', "answer restated", ('b','Hannah','lemon','red_envelope')),
]))

RECORDS.append(dict(style='thinking', label='wrong', stated_answer='blue_drawer', response=
"""<think>
Hannah's belief about the lemon. Lemon starts in red_envelope (line 2). Hannah stays a minute, and Ethan moves the lemon to the green_bottle while she's still around. Hmm, let me check the order... line 4 is Hannah exiting, line 5 is Ethan moving the lemon to the green_bottle. So no, that's at line 5, after she left.

OK so Hannah left at line 4 with the lemon in the red_envelope. Then Ethan → green_bottle, Jack → green_envelope, Oliver → green_pantry, Avery → red_envelope.

Then the waiting_room. Hannah and Oliver stay in the waiting_room while Jack, Avery and Ethan go to the cellar. Oliver last saw the lemon in the green_pantry. Did Oliver tell her? There's no line saying so.

Then Avery publicly claims the lemon is in the blue_drawer. Avery left the master_bedroom after Hannah, so Hannah trusts her. So Hannah now thinks the lemon is in the blue_drawer.
</think>

A. blue_drawer — Avery's public claim in the waiting_room updates Hannah's belief, since Avery exited after her.""",
claims=[
 ("Lemon starts in red_envelope (line 2)", 'location', 'true', 2, "line 2", ('o','lemon','red_envelope')),
 ("Hannah stays a minute", 'event', 'true', 3, "line 3"),
 ("line 4 is Hannah exiting", 'event', 'true', 4, "line 4"),
 ("line 5 is Ethan moving the lemon to the green_bottle", 'event', 'true', 5, "line 5"),
 ("that's at line 5, after she left", 'order', 'true', 5, "move 5 after exit 4"),
 ("Hannah left at line 4", 'event', 'true', 4, "line 4"),
 ("with the lemon in the red_envelope", 'location', 'true', 4, "lemon red_envelope at 4", ('o','lemon','red_envelope')),
 ("Ethan → green_bottle, Jack → green_envelope, Oliver → green_pantry, Avery → red_envelope", 'event', 'true', 11, "lines 5,7,9,11"),
 ("Hannah and Oliver stay in the waiting_room while Jack, Avery and Ethan go to the cellar", 'presence', 'true', 14, "line 14", ('r','Oliver','waiting_room')),
 ("Oliver last saw the lemon in the green_pantry", 'belief', 'true', 'end', "Oliver green_pantry", ('b','Oliver','lemon','green_pantry')),
 ("There's no line saying so", 'communication', 'true', 'end', "Oliver never tells Hannah"),
 ("Avery publicly claims the lemon is in the blue_drawer", 'communication', 'false', 23, "line 23 is about the plum, not the lemon"),
 ("Avery left the master_bedroom after Hannah", 'order', 'true', 12, "12 > 4"),
 ("Hannah trusts her", 'communication', 'true', 23, "Avery exited later than Hannah, so Hannah trusts Avery"),
 ("Hannah now thinks the lemon is in the blue_drawer", 'belief', 'false', 'end', "Hannah red_envelope", ('b','Hannah','lemon','blue_drawer')),
 ("Avery's public claim in the waiting_room updates Hannah's belief", 'communication', 'false', 23, "Hannah's lemon belief unchanged at 23", ('b','Hannah','lemon','blue_drawer')),
 ("Avery exited after her", 'order', 'true', 12, "12 > 4"),
]))
