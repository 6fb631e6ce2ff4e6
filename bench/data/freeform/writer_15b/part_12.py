# Q12 s6815-4-o4: Where does Ava think Jack thinks Jacob thinks Avery thinks the plum is?  gold blue_envelope
RECORDS = []
Q = 'Ava -> Jack -> Jacob -> Avery'

RECORDS.append(dict(style='answer_first', label='sound', stated_answer='blue_envelope', response=
"""**Answer: L. blue_envelope**

Explanation:
The plum is in the blue_envelope from line 3 onward and never actually leaves it — even Ava's "move" at line 12 puts it into the blue_envelope, where it already was. Mason, Jacob, Jack and Avery each leave the pantry without touching it, and Ava is the last one there. Since nobody ever sees the plum anywhere else, every level of the chain in the question — Ava's view of Jack's view of Jacob's view of Avery — is the blue_envelope.

The private tells in the waiting_room don't reach this chain: Jack's red_basket remark goes only to Mason, and Jacob's message to Avery just repeats the blue_envelope.""",
claims=[
 ("The plum is in the blue_envelope from line 3 onward", 'location', 'true', 3, "line 3 onward", ('o','plum','blue_envelope')),
 ("never actually leaves it", 'location', 'true', 'end', "still blue_envelope", ('o','plum','blue_envelope')),
 ("Ava's \"move\" at line 12 puts it into the blue_envelope", 'event', 'true', 12, "line 12"),
 ("where it already was", 'location', 'true', 11, "blue_envelope at 11", ('o','plum','blue_envelope')),
 ("Mason, Jacob, Jack and Avery each leave the pantry without touching it", 'event', 'true', 11, "lines 4-11"),
 ("Ava is the last one there", 'order', 'true', 13, "Ava exits last"),
 ("nobody ever sees the plum anywhere else", 'location', 'true', 'end', "plum only ever in blue_envelope"),
 ("every level of the chain in the question — Ava's view of Jack's view of Jacob's view of Avery — is the blue_envelope", 'belief', 'true', 'end', "all sub-chains blue_envelope", ('b',Q,'plum','blue_envelope')),
 ("The private tells in the waiting_room don't reach this chain", 'communication', 'true', 16, "chain unchanged", ('b','Ava -> Jack -> Jacob','plum','blue_envelope')),
 ("Jack's red_basket remark goes only to Mason", 'communication', 'true', 15, "witnessed_by 15 = Jack, Mason", ('w','Ava',False)),
 ("Jacob's message to Avery just repeats the blue_envelope", 'communication', 'true', 16, "line 16"),
]))

RECORDS.append(dict(style='numbered', label='unsound', stated_answer='blue_envelope', response=
"""1. **Setup:** All five enter the pantry and see the plum in the blue_envelope (line 3).
2. **Exits:** Mason leaves first, then Jacob, then Jack, then Avery. Ava leaves last after "moving" the plum into the same blue_envelope.
3. **No real moves:** The plum never changes containers, so everyone's first-order belief is the blue_envelope at that point.
4. **Waiting room:** Jack privately tells Mason the plum is in the red_basket, but Mason doesn't buy it. Jacob tells Avery it's in the blue_envelope.
5. **The chain:** Avery thinks blue_envelope; Jacob has no reason to think Avery thinks otherwise; Jack and Ava weren't part of the Jacob–Avery exchange, and it matches what everyone saw anyway.

**Final Answer:** L. blue_envelope""",
claims=[
 ("All five enter the pantry", 'event', 'true', 2, "line 2"),
 ("see the plum in the blue_envelope (line 3)", 'presence', 'true', 3, "all witnessed 3", ('w','Avery',True)),
 ("Mason leaves first, then Jacob, then Jack, then Avery", 'order', 'true', 11, "5, 7, 9, 11"),
 ("Ava leaves last", 'order', 'true', 13, "13"),
 ("after \"moving\" the plum into the same blue_envelope", 'event', 'true', 12, "line 12"),
 ("The plum never changes containers", 'location', 'true', 'end', "always blue_envelope", ('o','plum','blue_envelope')),
 ("everyone's first-order belief is the blue_envelope at that point", 'belief', 'true', 13, "all blue_envelope at 13", ('b','Mason','plum','blue_envelope')),
 ("Jack privately tells Mason the plum is in the red_basket", 'communication', 'true', 15, "line 15"),
 ("Mason doesn't buy it", 'communication', 'false', 15, "PLANTED: Jack left after Mason, so Mason trusts him and now believes red_basket", ('b','Mason','plum','blue_envelope')),
 ("Jacob tells Avery it's in the blue_envelope", 'communication', 'true', 16, "line 16"),
 ("Avery thinks blue_envelope", 'belief', 'true', 'end', "Avery blue_envelope", ('b','Avery','plum','blue_envelope')),
 ("Jacob has no reason to think Avery thinks otherwise", 'belief', 'true', 'end', "Jacob->Avery blue_envelope", ('b','Jacob -> Avery','plum','blue_envelope')),
 ("Jack and Ava weren't part of the Jacob–Avery exchange", 'presence', 'true', 16, "witnessed_by 16 = Avery, Jacob", ('w','Ava',False)),
 ("it matches what everyone saw anyway", 'location', 'true', 16, "plum in blue_envelope", ('o','plum','blue_envelope')),
]))

RECORDS.append(dict(style='narrative', label='unsupported', stated_answer='blue_envelope', response=
"""This one is less tricky than it looks. Four levels of nesting sound intimidating, but the story is built so that the nesting doesn't really bite here, and once you see that, the chain collapses.

So Ava thinks Jack thinks Jacob thinks Avery thinks the plum is in the blue_envelope.

The answer is L. blue_envelope.""",
claims=[
 ("the story is built so that the nesting doesn't really bite here", 'belief', 'uncheckable', None, "vague commentary"),
 ("Ava thinks Jack thinks Jacob thinks Avery thinks the plum is in the blue_envelope", 'belief', 'true', 'end', "answer restated", ('b',Q,'plum','blue_envelope')),
]))

RECORDS.append(dict(style='terse', label='wrong', stated_answer='red_basket', response=
"""K. red_basket — Jack told Mason it was there.""",
claims=[
 ("Jack told Mason it was there", 'communication', 'true', 15, "line 15"),
]))

RECORDS.append(dict(style='thinking', label='unsound', stated_answer='blue_envelope', response=
"""<think>
Okay, four levels: Ava → Jack → Jacob → Avery.

Pantry: plum in blue_envelope (line 3). Exits in order: Mason (5), Jacob (7), Jack (9), Avery (11). Then Ava, alone, moves the plum out of the red_basket into the blue_envelope (12) and leaves.

Nobody except Ava saw line 12, but it doesn't matter for the chain, since the plum ends where everyone last saw it.

Avery: blue_envelope. Jacob → Avery: Jacob left before Avery, last shared view blue_envelope. Jack → Jacob → Avery: same, blue_envelope. Ava → Jack → ...: Ava saw everyone leave with the plum in the blue_envelope.

Waiting room: Jack privately tells Mason red_basket. That's only Mason. Does it touch Ava's model of Jack? Ava wasn't there. Jacob tells Avery blue_envelope, consistent anyway.

Hmm, Jack is lying to Mason — Jack himself saw the blue_envelope. Doesn't affect our chain.

So blue_envelope.
</think>

L. blue_envelope""",
claims=[
 ("plum in blue_envelope (line 3)", 'location', 'true', 3, "line 3", ('o','plum','blue_envelope')),
 ("Exits in order: Mason (5), Jacob (7), Jack (9), Avery (11)", 'order', 'true', 11, "lines 5-11"),
 ("Ava, alone, moves the plum out of the red_basket into the blue_envelope (12)", 'location', 'false', 11, "PLANTED: the plum was already in the blue_envelope, never in the red_basket", ('o','plum','red_basket')),
 ("and leaves", 'event', 'true', 13, "line 13"),
 ("Nobody except Ava saw line 12", 'presence', 'true', 12, "witnessed_by 12 = Ava", ('w','Jack',False)),
 ("the plum ends where everyone last saw it", 'location', 'true', 'end', "blue_envelope", ('o','plum','blue_envelope')),
 ("Avery: blue_envelope", 'belief', 'true', 'end', "Avery", ('b','Avery','plum','blue_envelope')),
 ("Jacob left before Avery", 'order', 'true', 11, "7 < 11"),
 ("last shared view blue_envelope", 'belief', 'true', 'end', "Jacob->Avery", ('b','Jacob -> Avery','plum','blue_envelope')),
 ("Jack → Jacob → Avery: same, blue_envelope", 'belief', 'true', 'end', "Jack->Jacob->Avery", ('b','Jack -> Jacob -> Avery','plum','blue_envelope')),
 ("Ava saw everyone leave with the plum in the blue_envelope", 'presence', 'true', 11, "Ava witnessed all exits", ('w','Ava',True)),
 ("Jack privately tells Mason red_basket", 'communication', 'true', 15, "line 15"),
 ("That's only Mason", 'presence', 'true', 15, "witnessed_by 15", ('w','Avery',False)),
 ("Ava wasn't there", 'presence', 'true', 15, "Ava not witness 15", ('w','Ava',False)),
 ("Jacob tells Avery blue_envelope", 'communication', 'true', 16, "line 16"),
 ("Jack is lying to Mason", 'communication', 'true', 15, "Jack believes blue_envelope", ('b','Jack','plum','blue_envelope')),
 ("Jack himself saw the blue_envelope", 'presence', 'true', 3, "Jack witnessed 3", ('w','Jack',True)),
 ("Doesn't affect our chain", 'communication', 'true', 16, "Ava->Jack->Jacob->Avery unchanged", ('b',Q,'plum','blue_envelope')),
 ("So blue_envelope", 'belief', 'true', 'end', "answer", ('b',Q,'plum','blue_envelope')),
]))
