# Q3 s6815-7-o2: Where does Liam think Aiden thinks the potato is?  gold green_box
RECORDS = []

RECORDS.append(dict(style='answer_first', label='wrong', stated_answer='blue_suitcase', response=
"""**Answer: G. blue_suitcase**

Explanation:
- Liam and Aiden were both in the basement when Lucas moved the potato from the green_box to the blue_suitcase (line 7).
- Liam left at line 10 with Aiden still in the room, so Liam knows Aiden saw the move.
- In the waiting_room Liam publicly claimed the potato is in the green_box (line 14), but Aiden left the basement after Liam and does not trust him.
- Liam watched Aiden witness the move himself, so he has no reason to think Aiden changed his mind.

Therefore, Liam thinks Aiden thinks the potato is in the blue_suitcase.""",
claims=[
 ("Liam and Aiden were both in the basement when Lucas moved the potato from the green_box to the blue_suitcase (line 7)", 'presence', 'true', 7, "both witnessed 7", ('w','Liam',True)),
 ("Liam left at line 10", 'event', 'true', 10, "line 10", ('r','Liam',None)),
 ("with Aiden still in the room", 'presence', 'true', 10, "Aiden in basement at 10", ('r','Aiden','basement')),
 ("Liam knows Aiden saw the move", 'belief', 'true', 10, "Liam->Aiden blue_suitcase at 10", ('b','Liam -> Aiden','potato','blue_suitcase')),
 ("Liam publicly claimed the potato is in the green_box (line 14)", 'communication', 'true', 14, "line 14"),
 ("Aiden left the basement after Liam", 'order', 'true', 12, "12 > 10"),
 ("does not trust him", 'communication', 'true', 14, "Aiden stays blue_suitcase at 14", ('b','Aiden','potato','blue_suitcase')),
 ("Liam watched Aiden witness the move himself", 'presence', 'true', 7, "both witnessed 7", ('w','Aiden',True)),
 ("he has no reason to think Aiden changed his mind", 'belief', 'false', 'end', "Liam->Aiden becomes green_box at 14", ('b','Liam -> Aiden','potato','blue_suitcase')),
 ("Liam thinks Aiden thinks the potato is in the blue_suitcase", 'belief', 'false', 'end', "Liam->Aiden green_box", ('b','Liam -> Aiden','potato','blue_suitcase')),
]))

RECORDS.append(dict(style='numbered', label='unsound', stated_answer='green_box', response=
"""**Step 1: Initial location**
The potato starts in the green_box (line 2), and all five people see it.

**Step 2: The move**
Chloe and Sophia leave first. Lucas then moves the potato to the blue_suitcase while Liam and Aiden watch, and leaves.

**Step 3: Exits**
Liam exits at line 10; Aiden leaves last at line 12.

**Step 4: The public claim**
In the waiting_room, Liam publicly claims the potato is in the green_box. Everyone hears it, including Aiden.

**Step 5: Liam's view of Aiden**
After hearing it, Aiden now thinks the potato is in the green_box — and Liam, who made the claim to the whole room, expects exactly that.

**Answer:** F. green_box""",
claims=[
 ("The potato starts in the green_box (line 2)", 'location', 'true', 2, "line 2", ('o','potato','green_box')),
 ("all five people see it", 'presence', 'true', 2, "all five witnessed 2", ('w','Chloe',True)),
 ("Chloe and Sophia leave first", 'order', 'true', 6, "exits 4, 6"),
 ("Lucas then moves the potato to the blue_suitcase", 'event', 'true', 7, "line 7"),
 ("while Liam and Aiden watch", 'presence', 'true', 7, "witnessed_by 7", ('w','Aiden',True)),
 ("and leaves", 'event', 'true', 8, "Lucas exits 8"),
 ("Liam exits at line 10", 'event', 'true', 10, "line 10"),
 ("Aiden leaves last at line 12", 'order', 'true', 12, "last exit 12"),
 ("Liam publicly claims the potato is in the green_box", 'communication', 'true', 14, "line 14"),
 ("Everyone hears it, including Aiden", 'presence', 'true', 14, "all witnessed 14", ('w','Aiden',True)),
 ("Aiden now thinks the potato is in the green_box", 'belief', 'false', 14, "PLANTED: Aiden distrusts Liam and keeps blue_suitcase", ('b','Aiden','potato','green_box')),
 ("Liam, who made the claim to the whole room, expects exactly that", 'belief', 'true', 14, "Liam->Aiden green_box", ('b','Liam -> Aiden','potato','green_box')),
]))

RECORDS.append(dict(style='narrative', label='sound', stated_answer='green_box', response=
"""Let me work through who saw what in the basement.

Chloe and Sophia both leave before anything happens, so they only ever saw the potato in the green_box. Lucas moves it to the blue_suitcase at line 7 with Liam and Aiden watching. Then Lucas leaves, then Liam, and Aiden is the last one out.

So at the end of the basement scene, Liam knows the potato is in the blue_suitcase, and he knows Aiden knows it too.

The interesting part is line 14: Liam publicly claims the potato is in the green_box — even though he personally saw it go into the blue_suitcase. Aiden left after Liam, so Aiden won't actually buy it. But the question is about Liam's model of Aiden, and from Liam's side, he has just told the whole room the potato is in the green_box. As the speaker, Liam takes it that his listeners, Aiden included, now believe it.

So Liam thinks Aiden thinks the potato is in the green_box.

The answer is F. green_box.""",
claims=[
 ("Chloe and Sophia both leave before anything happens", 'order', 'true', 6, "exits 4,6 before move 7"),
 ("they only ever saw the potato in the green_box", 'belief', 'true', 6, "Chloe/Sophia green_box at 6", ('b','Sophia','potato','green_box')),
 ("Lucas moves it to the blue_suitcase at line 7", 'event', 'true', 7, "line 7"),
 ("with Liam and Aiden watching", 'presence', 'true', 7, "witnessed_by 7", ('w','Liam',True)),
 ("Then Lucas leaves, then Liam", 'order', 'true', 10, "8, 10"),
 ("Aiden is the last one out", 'order', 'true', 12, "12"),
 ("Liam knows the potato is in the blue_suitcase", 'belief', 'true', 12, "Liam blue_suitcase", ('b','Liam','potato','blue_suitcase')),
 ("he knows Aiden knows it too", 'belief', 'true', 12, "Liam->Aiden blue_suitcase at 12", ('b','Liam -> Aiden','potato','blue_suitcase')),
 ("Liam publicly claims the potato is in the green_box", 'communication', 'true', 14, "line 14"),
 ("he personally saw it go into the blue_suitcase", 'presence', 'true', 7, "Liam witnessed 7", ('w','Liam',True)),
 ("Aiden left after Liam", 'order', 'true', 12, "12 > 10"),
 ("Aiden won't actually buy it", 'communication', 'true', 14, "Aiden stays blue_suitcase", ('b','Aiden','potato','blue_suitcase')),
 ("he has just told the whole room the potato is in the green_box", 'communication', 'true', 14, "public claim 14"),
 ("Liam takes it that his listeners, Aiden included, now believe it", 'belief', 'true', 14, "Liam->Aiden green_box", ('b','Liam -> Aiden','potato','green_box')),
 ("Liam thinks Aiden thinks the potato is in the green_box", 'belief', 'true', 'end', "answer", ('b','Liam -> Aiden','potato','green_box')),
]))

RECORDS.append(dict(style='terse', label='sound', stated_answer='green_box', response=
"""F. green_box — Liam made the public claim himself, so he assumes Aiden believes it.""",
claims=[
 ("Liam made the public claim himself", 'communication', 'true', 14, "line 14"),
 ("he assumes Aiden believes it", 'belief', 'true', 'end', "Liam->Aiden green_box", ('b','Liam -> Aiden','potato','green_box')),
]))

RECORDS.append(dict(style='thinking', label='unsound', stated_answer='green_box', response=
"""<think>
Question: where does Liam think Aiden thinks the potato is.

Basement: potato in green_box. Chloe leaves (line 4). Lucas moves it to blue_suitcase at line 7 — Liam, Aiden and Sophia are all there for that. Lucas leaves, Liam leaves, Aiden leaves last.

So Liam and Aiden both know blue_suitcase, and each knows the other saw it. First guess: blue_suitcase.

But wait, line 14: Liam publicly claimed that the potato is in the green_box. Liam is lying — he saw the move. How does Liam model Aiden after that? Liam made the claim, so from Liam's perspective, the listeners take it in. Aiden actually left after Liam, so Aiden himself doesn't trust him and keeps blue_suitcase. Hmm, but that's Aiden's real belief, not Liam's model of it.

Line 15 is Aiden privately telling Chloe blue_suitcase — Liam isn't part of that, so it doesn't change Liam's view.

So Liam thinks Aiden thinks green_box.
</think>

The answer is F. green_box. Liam's own public claim (line 14) is what he expects Aiden to believe, even though Aiden actually still believes the blue_suitcase.""",
claims=[
 ("potato in green_box", 'location', 'true', 2, "line 2", ('o','potato','green_box')),
 ("Chloe leaves (line 4)", 'event', 'true', 4, "line 4"),
 ("Lucas moves it to blue_suitcase at line 7", 'event', 'true', 7, "line 7"),
 ("Liam, Aiden and Sophia are all there for that", 'presence', 'false', 7, "PLANTED: Sophia exited at line 6", ('w','Sophia',True)),
 ("Lucas leaves, Liam leaves, Aiden leaves last", 'order', 'true', 12, "8,10,12"),
 ("Liam and Aiden both know blue_suitcase", 'belief', 'true', 12, "both blue_suitcase", ('b','Liam','potato','blue_suitcase')),
 ("each knows the other saw it", 'belief', 'true', 12, "Liam->Aiden & Aiden->Liam blue_suitcase", ('b','Aiden -> Liam','potato','blue_suitcase')),
 ("Liam publicly claimed that the potato is in the green_box", 'communication', 'true', 14, "line 14"),
 ("Liam is lying", 'communication', 'true', 14, "Liam's own belief is blue_suitcase", ('b','Liam','potato','blue_suitcase')),
 ("he saw the move", 'presence', 'true', 7, "Liam witnessed 7", ('w','Liam',True)),
 ("from Liam's perspective, the listeners take it in", 'belief', 'true', 14, "Liam->Aiden green_box", ('b','Liam -> Aiden','potato','green_box')),
 ("Aiden actually left after Liam", 'order', 'true', 12, "12 > 10"),
 ("Aiden himself doesn't trust him", 'communication', 'true', 14, "Aiden unchanged", ('b','Aiden','potato','blue_suitcase')),
 ("keeps blue_suitcase", 'belief', 'true', 'end', "Aiden blue_suitcase", ('b','Aiden','potato','blue_suitcase')),
 ("Aiden privately telling Chloe blue_suitcase", 'communication', 'true', 15, "line 15"),
 ("Liam isn't part of that", 'presence', 'true', 15, "witnessed_by 15 = Aiden, Chloe", ('w','Liam',False)),
 ("it doesn't change Liam's view", 'communication', 'true', 15, "Liam->Aiden stays green_box", ('b','Liam -> Aiden','potato','green_box')),
 ("Liam thinks Aiden thinks green_box", 'belief', 'true', 'end', "answer", ('b','Liam -> Aiden','potato','green_box')),
 ("Liam's own public claim (line 14) is what he expects Aiden to believe", 'belief', 'true', 'end', "Liam->Aiden green_box", ('b','Liam -> Aiden','potato','green_box')),
 ("Aiden actually still believes the blue_suitcase", 'belief', 'true', 'end', "Aiden blue_suitcase", ('b','Aiden','potato','blue_suitcase')),
]))
