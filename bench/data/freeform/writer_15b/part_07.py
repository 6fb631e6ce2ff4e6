# Q7 s6815-19-o4: Where does Charlotte think Amelia thinks Lily thinks Logan thinks the pumpkin is?  gold blue_envelope
RECORDS = []
Q = 'Charlotte -> Amelia -> Lily -> Logan'

RECORDS.append(dict(style='answer_first', label='unsound', stated_answer='blue_envelope', response=
"""G. blue_envelope

Explanation:
- Amelia is the first to leave the TV_room (line 4), while the pumpkin is still in the blue_envelope.
- All the moves happen after that: Charlotte → blue_container (line 8), Logan → green_basket (line 10).
- Charlotte knows Amelia missed every move, so in Charlotte's mind, Amelia's picture of the others (Lily, and Lily's view of Logan) is frozen at the blue_envelope.
- Charlotte's public claim about the red_suitcase (line 15) doesn't change what Charlotte thinks Amelia believes.

So Charlotte thinks Amelia thinks Lily thinks Logan thinks the pumpkin is in the blue_envelope.""",
claims=[
 ("Amelia is the first to leave the TV_room (line 4)", 'order', 'true', 4, "first exit"),
 ("while the pumpkin is still in the blue_envelope", 'location', 'true', 4, "pumpkin blue_envelope at 4", ('o','pumpkin','blue_envelope')),
 ("All the moves happen after that", 'order', 'true', 10, "moves at 8, 10"),
 ("Charlotte → blue_container (line 8)", 'event', 'true', 8, "line 8"),
 ("Logan → green_basket (line 10)", 'event', 'true', 10, "line 10"),
 ("Charlotte knows Amelia missed every move", 'belief', 'true', 13, "Charlotte->Amelia blue_envelope at 13", ('b','Charlotte -> Amelia','pumpkin','blue_envelope')),
 ("in Charlotte's mind, Amelia's picture of the others (Lily, and Lily's view of Logan) is frozen at the blue_envelope", 'belief', 'true', 'end', "C->A->L and C->A->L->Lo blue_envelope", ('b','Charlotte -> Amelia -> Lily','pumpkin','blue_envelope')),
 ("Charlotte's public claim about the red_suitcase (line 15)", 'communication', 'true', 15, "line 15"),
 ("doesn't change what Charlotte thinks Amelia believes", 'communication', 'false', 15, "PLANTED: Charlotte->Amelia becomes red_suitcase at 15", ('b','Charlotte -> Amelia','pumpkin','blue_envelope')),
 ("Charlotte thinks Amelia thinks Lily thinks Logan thinks the pumpkin is in the blue_envelope", 'belief', 'true', 'end', "answer", ('b',Q,'pumpkin','blue_envelope')),
]))

RECORDS.append(dict(style='numbered', label='sound', stated_answer='blue_envelope', response=
"""**Step 1: Initial setup.** All five are in the TV_room, and the pumpkin is in the blue_envelope (line 2).

**Step 2: Amelia leaves.** Amelia exits at line 4, before anyone touches the pumpkin. Charlotte, Lily and Logan are all still in the room and see her leave.

**Step 3: The moves.** Charlotte moves the pumpkin to the blue_container (line 8) and exits; Logan then moves it to the green_basket (line 10) with Lily watching.

**Step 4: Build the chain from the inside out.**
1. Amelia never saw a move, so whatever Amelia imagines about Lily and Logan is anchored to the blue_envelope.
2. Charlotte knows Amelia left first, so Charlotte also models Amelia's view of Lily's view of Logan as the blue_envelope.
3. The waiting_room messages change first-order beliefs (Amelia now believes Charlotte's red_suitcase claim), but not Amelia's picture of what Lily thinks Logan thinks.

**Answer:** G. blue_envelope""",
claims=[
 ("All five are in the TV_room", 'presence', 'true', 2, "all in TV_room", ('r','Amelia','TV_room')),
 ("the pumpkin is in the blue_envelope (line 2)", 'location', 'true', 2, "line 2", ('o','pumpkin','blue_envelope')),
 ("Amelia exits at line 4", 'event', 'true', 4, "line 4", ('r','Amelia',None)),
 ("before anyone touches the pumpkin", 'order', 'true', 4, "first move at 8"),
 ("Charlotte, Lily and Logan are all still in the room and see her leave", 'presence', 'true', 4, "witnessed_by 4", ('w','Lily',True)),
 ("Charlotte moves the pumpkin to the blue_container (line 8)", 'event', 'true', 8, "line 8"),
 ("and exits", 'event', 'true', 9, "line 9"),
 ("Logan then moves it to the green_basket (line 10)", 'event', 'true', 10, "line 10"),
 ("with Lily watching", 'presence', 'true', 10, "Lily witnessed 10", ('w','Lily',True)),
 ("Amelia never saw a move", 'presence', 'true', 'end', "Amelia not witness of 8, 10"),
 ("whatever Amelia imagines about Lily and Logan is anchored to the blue_envelope", 'belief', 'true', 'end', "Amelia->Lily, Amelia->Logan, Amelia->Lily->Logan blue_envelope", ('b','Amelia -> Lily -> Logan','pumpkin','blue_envelope')),
 ("Charlotte knows Amelia left first", 'presence', 'true', 4, "Charlotte witnessed 4", ('w','Charlotte',True)),
 ("Charlotte also models Amelia's view of Lily's view of Logan as the blue_envelope", 'belief', 'true', 'end', "answer chain", ('b',Q,'pumpkin','blue_envelope')),
 ("The waiting_room messages change first-order beliefs", 'communication', 'true', 16, "Amelia updated at 15, Charlotte at 16"),
 ("Amelia now believes Charlotte's red_suitcase claim", 'belief', 'true', 'end', "Amelia red_suitcase", ('b','Amelia','pumpkin','red_suitcase')),
 ("but not Amelia's picture of what Lily thinks Logan thinks", 'communication', 'true', 'end', "Amelia->Lily->Logan stays blue_envelope", ('b','Amelia -> Lily -> Logan','pumpkin','blue_envelope')),
]))

RECORDS.append(dict(style='narrative', label='wrong', stated_answer='red_suitcase', response=
"""Let me trace this chain carefully, since it's four levels deep.

Amelia leaves the TV_room first, while the pumpkin is still in the blue_envelope. Aiden leaves next. Charlotte then moves it to the blue_container and leaves, and Logan moves it again to the green_basket while Lily watches.

Then the waiting_room: Charlotte publicly announces that the pumpkin is in the red_suitcase. This is a public statement — everyone hears it, and everyone knows everyone heard it. Amelia left before Charlotte, so she trusts Charlotte and takes the red_suitcase on board. And from Charlotte's point of view, a public announcement like this resets the shared picture: she'd expect Amelia to assume that Lily and Logan also heard it and updated, all the way down the chain.

Lily's private message to Charlotte afterward doesn't involve Amelia at all.

So Charlotte thinks Amelia thinks Lily thinks Logan thinks the pumpkin is in the red_suitcase. The answer is H. red_suitcase.""",
claims=[
 ("Amelia leaves the TV_room first", 'order', 'true', 4, "first exit"),
 ("while the pumpkin is still in the blue_envelope", 'location', 'true', 4, "blue_envelope at 4", ('o','pumpkin','blue_envelope')),
 ("Aiden leaves next", 'order', 'true', 7, "line 7"),
 ("Charlotte then moves it to the blue_container", 'event', 'true', 8, "line 8"),
 ("and leaves", 'event', 'true', 9, "line 9"),
 ("Logan moves it again to the green_basket", 'event', 'true', 10, "line 10"),
 ("while Lily watches", 'presence', 'true', 10, "Lily witnessed 10", ('w','Lily',True)),
 ("Charlotte publicly announces that the pumpkin is in the red_suitcase", 'communication', 'true', 15, "line 15"),
 ("everyone hears it", 'presence', 'true', 15, "all five witnessed 15", ('w','Amelia',True)),
 ("everyone knows everyone heard it", 'presence', 'uncheckable', 15, "common-knowledge statement, not in golds"),
 ("Amelia left before Charlotte", 'order', 'true', 9, "4 < 9"),
 ("she trusts Charlotte", 'communication', 'true', 15, "Amelia updates to red_suitcase", ('b','Amelia','pumpkin','red_suitcase')),
 ("takes the red_suitcase on board", 'belief', 'true', 15, "Amelia red_suitcase", ('b','Amelia','pumpkin','red_suitcase')),
 ("she'd expect Amelia to assume that Lily and Logan also heard it and updated, all the way down the chain", 'belief', 'false', 15, "Charlotte->Amelia->Lily stays blue_envelope", ('b','Charlotte -> Amelia -> Lily','pumpkin','red_suitcase')),
 ("Lily's private message to Charlotte afterward doesn't involve Amelia at all", 'presence', 'true', 16, "witnessed_by 16 = Charlotte, Lily", ('w','Amelia',False)),
 ("Charlotte thinks Amelia thinks Lily thinks Logan thinks the pumpkin is in the red_suitcase", 'belief', 'false', 'end', "gold blue_envelope", ('b',Q,'pumpkin','red_suitcase')),
]))

RECORDS.append(dict(style='terse', label='unsound', stated_answer='blue_envelope', response=
"""G. blue_envelope — Amelia left before anything moved, and Aiden was the one who later moved it to the blue_container.""",
claims=[
 ("Amelia left before anything moved", 'order', 'true', 4, "exit 4 before move 8"),
 ("Aiden was the one who later moved it to the blue_container", 'event', 'false', 8, "PLANTED: Charlotte moved it at 8; Aiden had left at 7"),
]))

RECORDS.append(dict(style='thinking', label='sound', stated_answer='blue_envelope', response=
"""<think>
Four levels: Charlotte → Amelia → Lily → Logan.

Timeline in the TV_room: pumpkin in blue_envelope. Amelia exits (4). Aiden exits (7). Charlotte moves it to blue_container (8), exits (9). Logan moves it to green_basket (10), exits (11). Lily exits last (13).

Innermost: Logan thinks green_basket. Lily saw Logan's move, so Lily thinks Logan thinks green_basket. But we need Amelia's view of that. Amelia left at 4 — she saw nothing after that, so for Amelia, Lily thinks Logan thinks blue_envelope.

Now Charlotte's view of Amelia. Charlotte was in the room when Amelia left, so Charlotte knows Amelia's info stops at the blue_envelope.

Waiting room: Charlotte publicly claims red_suitcase. Does that change the chain? Amelia trusts Charlotte — she left earlier — so Amelia herself now believes red_suitcase, and Charlotte, having made the claim, thinks Amelia believes red_suitcase. But the question isn't Amelia's own belief, it's Amelia's belief about Lily's belief about Logan. The claim doesn't reach that deep: Charlotte's model of Amelia's model of Lily stays at blue_envelope.

Lily's private tell to Charlotte (green_basket) changes Charlotte's own belief, not the Amelia part of the chain.

So blue_envelope.
</think>

**G. blue_envelope**

Amelia left the TV_room before any move, and Charlotte saw her go. The public red_suitcase claim only updates first- and second-order beliefs, so in Charlotte's model, Amelia still thinks Lily thinks Logan thinks the pumpkin is in the blue_envelope.""",
claims=[
 ("pumpkin in blue_envelope", 'location', 'true', 2, "line 2", ('o','pumpkin','blue_envelope')),
 ("Amelia exits (4)", 'event', 'true', 4, "line 4"),
 ("Aiden exits (7)", 'event', 'true', 7, "line 7"),
 ("Charlotte moves it to blue_container (8)", 'event', 'true', 8, "line 8"),
 ("exits (9)", 'event', 'true', 9, "line 9"),
 ("Logan moves it to green_basket (10)", 'event', 'true', 10, "line 10"),
 ("exits (11)", 'event', 'true', 11, "line 11"),
 ("Lily exits last (13)", 'order', 'true', 13, "last exit"),
 ("Logan thinks green_basket", 'belief', 'true', 'end', "Logan green_basket", ('b','Logan','pumpkin','green_basket')),
 ("Lily saw Logan's move", 'presence', 'true', 10, "Lily witnessed 10", ('w','Lily',True)),
 ("Lily thinks Logan thinks green_basket", 'belief', 'true', 'end', "Lily->Logan", ('b','Lily -> Logan','pumpkin','green_basket')),
 ("Amelia left at 4", 'event', 'true', 4, "line 4"),
 ("she saw nothing after that", 'presence', 'true', 13, "Amelia not witness 5-13"),
 ("for Amelia, Lily thinks Logan thinks blue_envelope", 'belief', 'true', 'end', "Amelia->Lily->Logan", ('b','Amelia -> Lily -> Logan','pumpkin','blue_envelope')),
 ("Charlotte was in the room when Amelia left", 'presence', 'true', 4, "Charlotte witnessed 4", ('w','Charlotte',True)),
 ("Charlotte knows Amelia's info stops at the blue_envelope", 'belief', 'true', 13, "C->A blue_envelope at 13", ('b','Charlotte -> Amelia','pumpkin','blue_envelope')),
 ("Charlotte publicly claims red_suitcase", 'communication', 'true', 15, "line 15"),
 ("Amelia trusts Charlotte", 'communication', 'true', 15, "Amelia updates", ('b','Amelia','pumpkin','red_suitcase')),
 ("she left earlier", 'order', 'true', 9, "4 < 9"),
 ("Amelia herself now believes red_suitcase", 'belief', 'true', 'end', "Amelia red_suitcase", ('b','Amelia','pumpkin','red_suitcase')),
 ("Charlotte, having made the claim, thinks Amelia believes red_suitcase", 'belief', 'true', 'end', "C->A red_suitcase", ('b','Charlotte -> Amelia','pumpkin','red_suitcase')),
 ("The claim doesn't reach that deep", 'communication', 'true', 15, "C->A->L unchanged at 15", ('b','Charlotte -> Amelia -> Lily','pumpkin','blue_envelope')),
 ("Charlotte's model of Amelia's model of Lily stays at blue_envelope", 'belief', 'true', 'end', "C->A->L blue_envelope", ('b','Charlotte -> Amelia -> Lily','pumpkin','blue_envelope')),
 ("Lily's private tell to Charlotte (green_basket)", 'communication', 'true', 16, "line 16"),
 ("changes Charlotte's own belief", 'communication', 'true', 16, "Charlotte green_basket at 16", ('b','Charlotte','pumpkin','green_basket')),
 ("not the Amelia part of the chain", 'communication', 'true', 16, "C->A unchanged at 16", ('b','Charlotte -> Amelia','pumpkin','red_suitcase')),
 ("Amelia left the TV_room before any move", 'order', 'true', 8, "4 < 8"),
 ("Charlotte saw her go", 'presence', 'true', 4, "Charlotte witnessed 4", ('w','Charlotte',True)),
 ("The public red_suitcase claim only updates first- and second-order beliefs", 'communication', 'true', 15, "at 15 only 1st/2nd-order chains changed"),
 ("in Charlotte's model, Amelia still thinks Lily thinks Logan thinks the pumpkin is in the blue_envelope", 'belief', 'true', 'end', "answer", ('b',Q,'pumpkin','blue_envelope')),
]))
