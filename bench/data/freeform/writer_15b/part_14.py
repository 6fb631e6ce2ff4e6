# Q14 s6815-9-o4: Where does Alexander think Logan thinks Elizabeth thinks Jayden thinks the tangerine is?  gold green_container
RECORDS = []
Q = 'Alexander -> Logan -> Elizabeth -> Jayden'

RECORDS.append(dict(style='answer_first', label='unsupported', stated_answer='green_container', response=
"""**Answer: A. green_container**

Alexander thinks Logan thinks Elizabeth thinks Jayden thinks the tangerine is in the green_container.""",
claims=[
 ("Alexander thinks Logan thinks Elizabeth thinks Jayden thinks the tangerine is in the green_container", 'belief', 'true', 'end', "answer restated", ('b',Q,'tangerine','green_container')),
]))

RECORDS.append(dict(style='numbered', label='sound', stated_answer='green_container', response=
"""**Step 1 – Elizabeth leaves first.** The tangerine is in the green_container (line 2). Elizabeth waits a minute and exits at line 4, before anything moves.

**Step 2 – Later moves.** Logan moves the tangerine to the green_suitcase (line 5) and leaves. Gracie and Jayden leave next. Alexander, alone, moves it back to the green_container (line 11).

**Step 3 – The chain.**
- Elizabeth → Jayden: Elizabeth's last shared moment with Jayden had the tangerine in the green_container.
- Logan → Elizabeth → Jayden: Logan saw Elizabeth leave before his move, so he knows her picture of Jayden is the green_container.
- Alexander → Logan → ...: Alexander was there when Elizabeth left and when Logan moved it, so he reconstructs the same chain.

**Step 4 – The tells.** Gracie tells Elizabeth blue_treasure_chest and Logan tells Jayden red_bottle, but Alexander hears neither, so his nested model stays put.

**Answer:** A. green_container""",
claims=[
 ("The tangerine is in the green_container (line 2)", 'location', 'true', 2, "line 2", ('o','tangerine','green_container')),
 ("Elizabeth waits a minute", 'event', 'true', 3, "line 3"),
 ("exits at line 4", 'event', 'true', 4, "line 4", ('r','Elizabeth',None)),
 ("before anything moves", 'order', 'true', 4, "first move at 5"),
 ("Logan moves the tangerine to the green_suitcase (line 5)", 'event', 'true', 5, "line 5"),
 ("and leaves", 'event', 'true', 6, "line 6"),
 ("Gracie and Jayden leave next", 'order', 'true', 10, "8, 10"),
 ("Alexander, alone, moves it back to the green_container (line 11)", 'event', 'true', 11, "line 11; only Alexander witnessed", ('w','Alexander',True)),
 ("Elizabeth's last shared moment with Jayden had the tangerine in the green_container", 'belief', 'true', 'end', "Elizabeth->Jayden", ('b','Elizabeth -> Jayden','tangerine','green_container')),
 ("Logan saw Elizabeth leave before his move", 'order', 'true', 4, "Logan witnessed 4; 4 < 5", ('w','Logan',True)),
 ("he knows her picture of Jayden is the green_container", 'belief', 'true', 'end', "Logan->Elizabeth->Jayden", ('b','Logan -> Elizabeth -> Jayden','tangerine','green_container')),
 ("Alexander was there when Elizabeth left and when Logan moved it", 'presence', 'true', 5, "Alexander witnessed 4, 5", ('w','Alexander',True)),
 ("he reconstructs the same chain", 'belief', 'true', 'end', "A->L->E->J", ('b',Q,'tangerine','green_container')),
 ("Gracie tells Elizabeth blue_treasure_chest", 'communication', 'true', 14, "line 14"),
 ("Logan tells Jayden red_bottle", 'communication', 'true', 15, "line 15"),
 ("Alexander hears neither", 'presence', 'true', 15, "not witness 14, 15", ('w','Alexander',False)),
 ("his nested model stays put", 'belief', 'true', 'end', "A->L->E->J unchanged", ('b',Q,'tangerine','green_container')),
]))

RECORDS.append(dict(style='narrative', label='unsound', stated_answer='green_container', response=
"""Let me work from the inside of the chain outward.

Elizabeth is the first to leave the staircase, at line 4, while the tangerine is still in the green_container. She never sees Logan's move to the green_suitcase, and from her point of view Jayden saw the same thing she did: the tangerine in the green_container.

Logan and Alexander were both in the room when Elizabeth left, so each of them knows Elizabeth's information stops at the green_container. Alexander stays on after everyone else and quietly moves the tangerine back into the green_container — it ends up right where it started.

In the waiting_room, Gracie gives Elizabeth a wrong location (blue_treasure_chest), and Logan privately tells Jayden it's in the red_bottle; Jayden takes Logan at his word. Neither exchange involves Alexander, though, and neither touches Logan's picture of what Elizabeth thinks Jayden thinks.

So Alexander thinks Logan thinks Elizabeth thinks Jayden thinks the tangerine is in the green_container.

The answer is A. green_container.""",
claims=[
 ("Elizabeth is the first to leave the staircase, at line 4", 'order', 'true', 4, "first exit"),
 ("while the tangerine is still in the green_container", 'location', 'true', 4, "green_container at 4", ('o','tangerine','green_container')),
 ("She never sees Logan's move to the green_suitcase", 'presence', 'true', 5, "Elizabeth not witness 5", ('w','Elizabeth',False)),
 ("from her point of view Jayden saw the same thing she did: the tangerine in the green_container", 'belief', 'true', 'end', "Elizabeth->Jayden", ('b','Elizabeth -> Jayden','tangerine','green_container')),
 ("Logan and Alexander were both in the room when Elizabeth left", 'presence', 'true', 4, "witnessed 4", ('w','Logan',True)),
 ("each of them knows Elizabeth's information stops at the green_container", 'belief', 'true', 'end', "Logan->Elizabeth, Alexander->Elizabeth green_container", ('b','Alexander -> Elizabeth','tangerine','green_container')),
 ("Alexander stays on after everyone else", 'order', 'true', 12, "Alexander exits last"),
 ("quietly moves the tangerine back into the green_container", 'event', 'true', 11, "line 11"),
 ("it ends up right where it started", 'location', 'true', 'end', "green_container", ('o','tangerine','green_container')),
 ("Gracie gives Elizabeth a wrong location (blue_treasure_chest)", 'communication', 'true', 14, "line 14"),
 ("Logan privately tells Jayden it's in the red_bottle", 'communication', 'true', 15, "line 15"),
 ("Jayden takes Logan at his word", 'communication', 'false', 15, "PLANTED: Logan left before Jayden, so Jayden doesn't trust him; still green_suitcase", ('b','Jayden','tangerine','red_bottle')),
 ("Neither exchange involves Alexander", 'presence', 'true', 15, "Alexander not witness 14, 15", ('w','Alexander',False)),
 ("neither touches Logan's picture of what Elizabeth thinks Jayden thinks", 'communication', 'true', 15, "L->E->J unchanged", ('b','Logan -> Elizabeth -> Jayden','tangerine','green_container')),
 ("Alexander thinks Logan thinks Elizabeth thinks Jayden thinks the tangerine is in the green_container", 'belief', 'true', 'end', "answer", ('b',Q,'tangerine','green_container')),
]))

RECORDS.append(dict(style='terse', label='wrong', stated_answer='green_suitcase', response=
"""E. green_suitcase — that's where Logan put it.""",
claims=[
 ("that's where Logan put it", 'event', 'true', 5, "line 5"),
]))

RECORDS.append(dict(style='thinking', label='sound', stated_answer='green_container', response=
"""<think>
Alexander → Logan → Elizabeth → Jayden. Long chain, but let's go.

Staircase: tangerine in green_container (2). Elizabeth exits (4). Logan moves it to green_suitcase (5), exits (6). Gracie exits (8). Jayden exits (10). Alexander moves it to green_container (11), exits (12).

Jayden himself: green_suitcase (saw Logan's move, not Alexander's).
Elizabeth → Jayden: Elizabeth left at 4; the last thing she and Jayden both saw was the green_container. So green_container.
Logan → Elizabeth → Jayden: Logan saw Elizabeth leave before his move, so green_container.
Alexander → Logan → Elizabeth → Jayden: Alexander saw all of that. green_container.

Hmm, wait. Does Alexander moving it back to green_container matter? Only Alexander saw it, and it doesn't change anyone's model of Elizabeth. It's a coincidence that the answer equals the real location.

Tells: Gracie → Elizabeth: blue_treasure_chest. That changes Elizabeth's own belief (she left before Gracie, so she trusts her), but not her belief about Jayden. Logan → Jayden: red_bottle. Jayden left after Logan, so he doesn't trust it. Alexander isn't in either conversation.

So green_container.
</think>

**A. green_container**

Elizabeth left before any move, and Logan and Alexander both saw her go, so every level of the chain stays at the green_container.""",
claims=[
 ("tangerine in green_container (2)", 'location', 'true', 2, "line 2", ('o','tangerine','green_container')),
 ("Elizabeth exits (4)", 'event', 'true', 4, "line 4"),
 ("Logan moves it to green_suitcase (5)", 'event', 'true', 5, "line 5"),
 ("exits (6)", 'event', 'true', 6, "line 6"),
 ("Gracie exits (8)", 'event', 'true', 8, "line 8"),
 ("Jayden exits (10)", 'event', 'true', 10, "line 10"),
 ("Alexander moves it to green_container (11)", 'event', 'true', 11, "line 11"),
 ("exits (12)", 'event', 'true', 12, "line 12"),
 ("Jayden himself: green_suitcase", 'belief', 'true', 'end', "Jayden green_suitcase", ('b','Jayden','tangerine','green_suitcase')),
 ("saw Logan's move, not Alexander's", 'presence', 'true', 11, "Jayden witnessed 5, not 11", ('w','Jayden',False)),
 ("Elizabeth left at 4", 'event', 'true', 4, "line 4"),
 ("the last thing she and Jayden both saw was the green_container", 'belief', 'true', 'end', "Elizabeth->Jayden", ('b','Elizabeth -> Jayden','tangerine','green_container')),
 ("Logan saw Elizabeth leave before his move", 'order', 'true', 4, "Logan witnessed 4; 4 < 5"),
 ("so green_container", 'belief', 'true', 'end', "Logan->Elizabeth->Jayden", ('b','Logan -> Elizabeth -> Jayden','tangerine','green_container')),
 ("Alexander saw all of that", 'presence', 'true', 5, "Alexander witnessed 4, 5", ('w','Alexander',True)),
 ("Only Alexander saw it", 'presence', 'true', 11, "witnessed_by 11 = Alexander", ('w','Logan',False)),
 ("it doesn't change anyone's model of Elizabeth", 'belief', 'true', 11, "X -> Elizabeth unchanged at 11", ('b','Alexander -> Logan -> Elizabeth','tangerine','green_container')),
 ("the answer equals the real location", 'location', 'true', 'end', "tangerine green_container", ('o','tangerine','green_container')),
 ("Gracie → Elizabeth: blue_treasure_chest", 'communication', 'true', 14, "line 14"),
 ("That changes Elizabeth's own belief", 'communication', 'true', 14, "Elizabeth blue_treasure_chest", ('b','Elizabeth','tangerine','blue_treasure_chest')),
 ("she left before Gracie", 'order', 'true', 8, "4 < 8"),
 ("she trusts her", 'communication', 'true', 14, "belief updated", ('b','Elizabeth','tangerine','blue_treasure_chest')),
 ("not her belief about Jayden", 'communication', 'true', 14, "Elizabeth->Jayden unchanged", ('b','Elizabeth -> Jayden','tangerine','green_container')),
 ("Logan → Jayden: red_bottle", 'communication', 'true', 15, "line 15"),
 ("Jayden left after Logan", 'order', 'true', 10, "10 > 6"),
 ("he doesn't trust it", 'communication', 'true', 15, "Jayden stays green_suitcase", ('b','Jayden','tangerine','green_suitcase')),
 ("Alexander isn't in either conversation", 'presence', 'true', 15, "not witness 14, 15", ('w','Alexander',False)),
 ("So green_container", 'belief', 'true', 'end', "answer", ('b',Q,'tangerine','green_container')),
 ("Elizabeth left before any move", 'order', 'true', 5, "4 < 5"),
 ("Logan and Alexander both saw her go", 'presence', 'true', 4, "witnessed 4", ('w','Alexander',True)),
 ("every level of the chain stays at the green_container", 'belief', 'true', 'end', "all sub-chains green_container", ('b','Alexander -> Logan -> Elizabeth','tangerine','green_container')),
]))
