from common import C, R
# Q15 s6824-5-o0: Where is the radish really? gold green_container
G = 'green_container'

r1 = """**Answer: F. green_container**

After all the moves in both rounds, the radish is really in the green_container."""
c1 = [
 C("the radish is really in the green_container", "location", "true", "end", "objects end", [('obj','end',G)], ans=True),
]

r2 = """**Tracking the radish:**

1. Line 2: the radish is in the green_container.
2. Line 3: Noah moves it to the blue_crate.
3. Line 5: Avery moves it to the green_envelope.
4. Line 11: Lily moves it to the green_suitcase.
5. Line 18: Avery, Abigail and Noah come back into the bedroom; the radish is still in the green_suitcase.
6. Line 23: Abigail moves it to the green_envelope.
7. Line 25: Noah moves it to the green_container.

**Communication:** Avery's public claim (green_envelope) and Noah's private message to Jacob (green_container) don't move the radish.

**Answer:** F. green_container"""
c2 = [
 C("Line 2: the radish is in the green_container", "location", "true", 2, "objects row 2", [('obj',2,G)]),
 C("Line 3: Noah moves it to the blue_crate", "event", "true", 3, "line 3", [('txt',3,'Noah moved the radish to the blue_crate')]),
 C("Line 5: Avery moves it to the green_envelope", "event", "true", 5, "line 5", [('txt',5,'Avery moved the radish to the green_envelope')]),
 C("Line 11: Lily moves it to the green_suitcase", "event", "true", 11, "line 11", [('txt',11,'Lily moved the radish to the green_suitcase')]),
 C("Line 18: Avery, Abigail and Noah come back into the bedroom", "event", "true", 18, "line 18", [('txt',18,'Avery, Abigail and Noah entered the bedroom')]),
 C("the radish is still in the green_suitcase", "location", "true", 18, "objects row 18", [('obj',18,'green_suitcase')]),
 C("Line 23: Abigail moves it to the green_envelope", "event", "true", 23, "line 23", [('txt',23,'Abigail moved the radish to the green_envelope')]),
 C("Line 25: Noah moves it to the green_container", "event", "true", 25, "line 25", [('txt',25,'Noah moved the radish to the green_container')]),
 C("Avery's public claim (green_envelope)", "communication", "false", 29, "PLANTED: Avery publicly claimed blue_crate (line 29)", [('txt',29,'Avery publicly claimed that radish is in the green_envelope')]),
 C("Noah's private message to Jacob (green_container)", "communication", "true", 30, "line 30", [('txt',30,'Noah privately told Jacob that the radish is in the green_container')]),
 C("don't move the radish", "communication", "true", 30, "object unchanged at 29-30", [('obj',28,G),('obj',30,G)]),
]

r3 = """Let me follow the radish through both trips into the bedroom.

In the first round, it starts in the green_container and gets moved three times: Noah puts it in the blue_crate, Avery moves it to the green_envelope, and Lily moves it to the green_suitcase. When Avery, Abigail and Noah come back for the second round, it's still sitting in the green_suitcase.

Then Abigail moves it to the green_envelope, and after she leaves, Noah — now alone — moves it back to the green_container before walking out himself. Nobody goes into the bedroom after that.

The conversation at the end doesn't change anything physical: Avery publicly claims the radish is in the blue_crate, which is simply wrong, and Noah privately tells Jacob it's in the green_container, which is right.

So the radish is really in the green_container. The answer is F. green_container."""
c3 = [
 C("it starts in the green_container", "location", "true", 2, "objects row 2", [('obj',2,G)]),
 C("gets moved three times", "event", "true", 14, "first round moves at 3, 5, 11", [('txt',3,'moved the radish'),('txt',5,'moved the radish'),('txt',11,'moved the radish')]),
 C("Noah puts it in the blue_crate", "event", "true", 3, "line 3", [('txt',3,'Noah moved the radish to the blue_crate')]),
 C("Avery moves it to the green_envelope", "event", "true", 5, "line 5", [('txt',5,'Avery moved the radish to the green_envelope')]),
 C("Lily moves it to the green_suitcase", "event", "true", 11, "line 11", [('txt',11,'Lily moved the radish to the green_suitcase')]),
 C("When Avery, Abigail and Noah come back for the second round, it's still sitting in the green_suitcase", "location", "true", 18, "objects row 18", [('txt',18,'Avery, Abigail and Noah entered the bedroom'),('obj',18,'green_suitcase')]),
 C("Abigail moves it to the green_envelope", "event", "true", 23, "line 23", [('txt',23,'Abigail moved the radish to the green_envelope')]),
 C("after she leaves, Noah — now alone — moves it back to the green_container", "event", "true", 25, "Abigail exits 24, Noah alone at 25", [('room','Abigail',24,None),('room','Avery',25,None),('txt',25,'Noah moved the radish to the green_container')]),
 C("before walking out himself", "event", "true", 27, "line 27", [('txt',27,'Noah exited')]),
 C("Nobody goes into the bedroom after that", "presence", "true", None, "no one in bedroom after 27", [('room','Noah',28,'waiting_room'),('room','Abigail','end','waiting_room'),('room','Avery','end','waiting_room'),('room','Lily','end','waiting_room'),('room','Jacob','end','waiting_room')]),
 C("Avery publicly claims the radish is in the blue_crate", "communication", "true", 29, "line 29", [('txt',29,'Avery publicly claimed that radish is in the blue_crate')]),
 C("which is simply wrong", "location", "true", 29, "actual green_container at 29", [('obj',29,G)]),
 C("Noah privately tells Jacob it's in the green_container", "communication", "true", 30, "line 30", [('txt',30,'Noah privately told Jacob that the radish is in the green_container')]),
 C("which is right", "location", "true", 30, "actual green_container at 30", [('obj',30,G)]),
 C("So the radish is really in the green_container", "location", "true", "end", "objects end", [('obj','end',G)], ans=True),
]

r4 = """F. green_container — Noah moved it there at line 25, right after Abigail left; just before that it was in the green_suitcase."""
c4 = [
 C("Noah moved it there at line 25", "event", "true", 25, "line 25", [('txt',25,'Noah moved the radish to the green_container')]),
 C("right after Abigail left", "order", "true", 24, "Abigail exits 24, move 25", [('txt',24,'Abigail exited')]),
 C("just before that it was in the green_suitcase", "location", "false", 24, "PLANTED: radish was in the green_envelope at row 24 (Abigail's move at 23)", [('obj',24,'green_suitcase')]),
]

r5 = """<think>
Where is the radish really — order 0, just the actual location.

Line 2 green_container. Line 3 Noah → blue_crate. Line 5 Avery → green_envelope. Line 11 Lily → green_suitcase. Round 2: line 18 Avery, Abigail, Noah enter; line 20 radish in green_suitcase. Line 23 Abigail → green_envelope. Then Abigail exits at 24, Noah exits at 27.

Hmm, line 29: Avery publicly claims blue_crate. That's just a claim, and Avery isn't even right about it. Line 30 Noah tells Jacob green_container — also just a statement, maybe he's lying or mistaken? Noah was the last one in the bedroom though... but let me re-check... line 26 is Jacob saw a monkey. I'll trust my list.

So the last move is Abigail's, to the green_envelope.
</think>

The radish is really in the green_envelope — Abigail made the last move at line 23."""
c5 = [
 C("Line 2 green_container", "location", "true", 2, "objects row 2", [('obj',2,G)]),
 C("Line 3 Noah → blue_crate", "event", "true", 3, "line 3", [('txt',3,'Noah moved the radish to the blue_crate')]),
 C("Line 5 Avery → green_envelope", "event", "true", 5, "line 5", [('txt',5,'Avery moved the radish to the green_envelope')]),
 C("Line 11 Lily → green_suitcase", "event", "true", 11, "line 11", [('txt',11,'Lily moved the radish to the green_suitcase')]),
 C("line 18 Avery, Abigail, Noah enter", "event", "true", 18, "line 18", [('txt',18,'Avery, Abigail and Noah entered the bedroom')]),
 C("line 20 radish in green_suitcase", "location", "true", 20, "objects row 20", [('obj',20,'green_suitcase')]),
 C("Line 23 Abigail → green_envelope", "event", "true", 23, "line 23", [('txt',23,'Abigail moved the radish to the green_envelope')]),
 C("Abigail exits at 24", "event", "true", 24, "line 24", [('txt',24,'Abigail exited')]),
 C("Noah exits at 27", "event", "true", 27, "line 27", [('txt',27,'Noah exited')]),
 C("line 29: Avery publicly claims blue_crate", "communication", "true", 29, "line 29", [('txt',29,'Avery publicly claimed that radish is in the blue_crate')]),
 C("Avery isn't even right about it", "location", "true", 29, "actual at 29 is green_container", [('obj',29,G)]),
 C("Line 30 Noah tells Jacob green_container", "communication", "true", 30, "line 30", [('txt',30,'Noah privately told Jacob that the radish is in the green_container')]),
 C("Noah was the last one in the bedroom", "order", "true", 27, "Noah alone from 24, exits 27", [('room','Abigail',25,None),('room','Avery',25,None),('room','Noah',26,'bedroom')]),
 C("line 26 is Jacob saw a monkey", "event", "true", 26, "line 26", [('txt',26,'Jacob saw a monkey')]),
 C("the last move is Abigail's, to the green_envelope", "event", "false", 25, "Noah moved it to the green_container at line 25", [('txt',25,'Abigail moved')]),
 C("The radish is really in the green_envelope", "location", "false", "end", "actual green_container", [('obj','end','green_envelope')], ans=True),
 C("Abigail made the last move at line 23", "event", "false", 25, "last move is Noah's at 25", [('obj','end','green_envelope')]),
]

RECORDS = [
 R("answer_first", "unsupported", G, r1, c1),
 R("numbered", "unsound", G, r2, c2),
 R("narrative", "sound", G, r3, c3),
 R("terse", "unsound", G, r4, c4),
 R("thinking", "wrong", "green_envelope", r5, c5),
]
