from pc import C, R
QOBJ = "banana"
GC = "green_cupboard"
ALL = ['Jayden','Lucas','Abigail','Emma','Lily']
Q = 'Emma -> Lily -> Jayden -> Lucas'
RECORDS = [
R("answer_first", "sound", GC,
"""**L. green_cupboard**

Explanation:
- The banana starts in the green_cupboard (line 2), and all five see this.
- Jayden leaves at line 4, before Lucas moves the banana to the green_container at line 5. So Jayden thinks Lucas still believes it's in the green_cupboard.
- Emma and Lily were both in the cellar when Jayden left, and each saw the other there, so the chain Emma → Lily → Jayden stays anchored to what Jayden saw.
- Abigail's private message to Jayden (line 16) changes Jayden's own belief, but not what he thinks Lucas thinks, and Emma didn't overhear it anyway.

Emma thinks Lily thinks Jayden thinks Lucas thinks the banana is in the green_cupboard.""",
[
 C("The banana starts in the green_cupboard (line 2)", "location", "true", 2, "objects row 2", ('o','banana',2,GC)),
 C("all five see this", "presence", "true", 2, "all witnessed 2", *[('w',a,2,True) for a in ALL]),
 C("Jayden leaves at line 4", "event", "true", 4, "line 4", ('s',4,'Jayden exited')),
 C("before Lucas moves the banana to the green_container at line 5", "order", "true", None, "4 < 5", ('lt',4,5),('s',5,'Lucas moved the banana to the green_container')),
 C("Jayden thinks Lucas still believes it's in the green_cupboard", "belief", "true", "end", "Jayden -> Lucas = green_cupboard", ('b','Jayden -> Lucas','end',GC)),
 C("Emma and Lily were both in the cellar when Jayden left", "presence", "true", 4, "both in cellar at 4", ('r','Emma',4,'cellar'),('r','Lily',4,'cellar')),
 C("each saw the other there", "presence", "true", 4, "both witnessed 4", ('w','Emma',4,True),('w','Lily',4,True)),
 C("the chain Emma → Lily → Jayden stays anchored to what Jayden saw", "belief", "true", "end", "Emma -> Lily -> Jayden = green_cupboard", ('b','Emma -> Lily -> Jayden','end',GC)),
 C("Abigail's private message to Jayden (line 16) changes Jayden's own belief", "communication", "true", 16, "Jayden green_cupboard -> green_container", ('b','Jayden',15,GC),('b','Jayden',16,'green_container')),
 C("but not what he thinks Lucas thinks", "communication", "true", 16, "Jayden -> Lucas stays green_cupboard", ('b','Jayden -> Lucas',16,GC)),
 C("Emma didn't overhear it anyway", "presence", "true", 16, "Emma not witness of 16", ('w','Emma',16,False)),
 C("Emma thinks Lily thinks Jayden thinks Lucas thinks the banana is in the green_cupboard", "belief", "true", "end", "answer", ('b',Q,'end',GC), ans=True),
]),
R("numbered", "unsound", GC,
"""1. **Initial state:** The banana is in the green_cupboard (line 2), seen by everyone.
2. **Jayden leaves first** (line 4), after just waiting a minute. He never sees the banana move.
3. **Lucas moves it** to the green_container (line 5) and leaves (line 6). Abigail, Emma and Lily watch this.
4. **Exits afterwards:** Abigail (line 8), Emma (line 10), Lily (line 13).
5. **Waiting room:** Abigail privately tells Jayden it's in the green_container. Emma thinks Jayden now believes the green_container because of this message, but that only touches Jayden's first-order belief. Jayden still thinks Lucas thinks it's in the green_cupboard, because Jayden left before Lucas moved it.
6. **Lucas tells Emma** it's in the red_bathtub, but Emma doesn't trust him since he left before she did.

**Putting it together:** Lily knows Jayden left before the move, and Emma knows Lily knows this. So Emma → Lily → Jayden → Lucas = green_cupboard.

**Answer:** L. green_cupboard""",
[
 C("The banana is in the green_cupboard (line 2)", "location", "true", 2, "objects row 2", ('o','banana',2,GC)),
 C("seen by everyone", "presence", "true", 2, "all witnessed 2", *[('w',a,2,True) for a in ALL]),
 C("Jayden leaves first", "order", "true", 4, "first exit is line 4", ('s',4,'Jayden exited'),('lt',4,6),('lt',4,8),('lt',4,10),('lt',4,13)),
 C("after just waiting a minute", "event", "true", 3, "line 3", ('s',3,'Jayden made no movements')),
 C("He never sees the banana move", "presence", "true", 5, "Jayden not witness of 5", ('w','Jayden',5,False)),
 C("**Lucas moves it** to the green_container (line 5)", "event", "true", 5, "line 5", ('s',5,'Lucas moved the banana to the green_container')),
 C("leaves (line 6)", "event", "true", 6, "line 6", ('s',6,'Lucas exited')),
 C("Abigail, Emma and Lily watch this", "presence", "true", 5, "witnesses of 5", ('w','Abigail',5,True),('w','Emma',5,True),('w','Lily',5,True)),
 C("Abigail (line 8), Emma (line 10), Lily (line 13)", "order", "true", None, "exit lines", ('s',8,'Abigail exited'),('s',10,'Emma exited'),('s',13,'Lily exited')),
 C("Abigail privately tells Jayden it's in the green_container", "event", "true", 16, "line 16", ('s',16,'Abigail privately told Jayden that the banana is in the green_container')),
 C("Emma thinks Jayden now believes the green_container because of this message", "belief", "false", "end", "PLANTED: Emma did not hear the tell; Emma -> Jayden = green_cupboard", ('b','Emma -> Jayden','end','green_container')),
 C("that only touches Jayden's first-order belief", "communication", "true", 16, "Jayden = green_container, Jayden -> Lucas = green_cupboard", ('b','Jayden',16,'green_container'),('b','Jayden -> Lucas',16,GC)),
 C("Jayden still thinks Lucas thinks it's in the green_cupboard", "belief", "true", "end", "Jayden -> Lucas", ('b','Jayden -> Lucas','end',GC)),
 C("because Jayden left before Lucas moved it", "order", "true", None, "4 < 5", ('lt',4,5)),
 C("**Lucas tells Emma** it's in the red_bathtub", "event", "true", 17, "line 17", ('s',17,'Lucas privately told Emma that the banana is in the red_bathtub')),
 C("Emma doesn't trust him", "communication", "true", 17, "Emma stays green_container", ('b','Emma',17,'green_container')),
 C("he left before she did", "order", "true", None, "Lucas 6 < Emma 10", ('lt',6,10)),
 C("Lily knows Jayden left before the move", "belief", "true", "end", "Lily -> Jayden = green_cupboard", ('b','Lily -> Jayden','end',GC)),
 C("Emma knows Lily knows this", "belief", "true", "end", "Emma -> Lily -> Jayden = green_cupboard", ('b','Emma -> Lily -> Jayden','end',GC)),
 C("So Emma → Lily → Jayden → Lucas = green_cupboard.", "belief", "true", "end", "answer", ('b',Q,'end',GC), ans=True),
]),
R("narrative", "sound", GC,
"""Let me trace who saw what in the cellar.

The banana begins in the green_cupboard with everyone present. Jayden is the first to leave, and only after he's gone does Lucas move the banana to the green_container. So Jayden's last view is the green_cupboard, and he has no reason to think Lucas saw anything different.

Now the outer layers. Lily was in the cellar when Jayden walked out, so she knows Jayden missed the move, and she would conclude Jayden thinks Lucas thinks it's still in the green_cupboard. Emma was there too, saw Jayden leave, and saw that Lily saw it, so she'd reason the same way about Lily.

The waiting_room conversations don't change this. Abigail's private tell reaches only Jayden, and Lucas's message about the red_bathtub goes only to Emma, who doesn't trust him because he left the cellar before she did.

So Emma thinks Lily thinks Jayden thinks Lucas thinks the banana is in the green_cupboard. The answer is L. green_cupboard.""",
[
 C("The banana begins in the green_cupboard", "location", "true", 2, "objects row 2", ('o','banana',2,GC)),
 C("with everyone present", "presence", "true", 2, "all in cellar", *[('r',a,2,'cellar') for a in ALL]),
 C("Jayden is the first to leave", "order", "true", 4, "line 4 is the first exit", ('s',4,'Jayden exited'),('lt',4,6)),
 C("only after he's gone does Lucas move the banana to the green_container", "order", "true", None, "4 < 5", ('lt',4,5),('s',5,'Lucas moved the banana to the green_container')),
 C("Jayden's last view is the green_cupboard", "belief", "true", 4, "Jayden = green_cupboard when he left", ('b','Jayden',4,GC),('b','Jayden',15,GC)),
 C("he has no reason to think Lucas saw anything different", "belief", "true", "end", "Jayden -> Lucas = green_cupboard", ('b','Jayden -> Lucas','end',GC)),
 C("Lily was in the cellar when Jayden walked out", "presence", "true", 4, "Lily witnessed 4", ('r','Lily',4,'cellar'),('w','Lily',4,True)),
 C("she knows Jayden missed the move", "belief", "true", 5, "Lily -> Jayden = green_cupboard", ('b','Lily -> Jayden',5,GC)),
 C("she would conclude Jayden thinks Lucas thinks it's still in the green_cupboard", "belief", "true", "end", "Lily -> Jayden -> Lucas", ('b','Lily -> Jayden -> Lucas','end',GC)),
 C("Emma was there too", "presence", "true", 4, "Emma in cellar at 4", ('r','Emma',4,'cellar')),
 C("saw Jayden leave", "presence", "true", 4, "Emma witnessed 4", ('w','Emma',4,True)),
 C("saw that Lily saw it", "presence", "true", 4, "both witnessed 4", ('w','Emma',4,True),('w','Lily',4,True)),
 C("Abigail's private tell reaches only Jayden", "communication", "true", 16, "witnesses of 16 are Abigail and Jayden", ('w','Jayden',16,True),('w','Emma',16,False),('w','Lily',16,False),('w','Lucas',16,False)),
 C("Lucas's message about the red_bathtub goes only to Emma", "communication", "true", 17, "line 17", ('s',17,'Lucas privately told Emma'),('w','Lily',17,False),('w','Jayden',17,False)),
 C("who doesn't trust him", "communication", "true", 17, "Emma keeps green_container", ('b','Emma',17,'green_container')),
 C("because he left the cellar before she did", "order", "true", None, "6 < 10", ('lt',6,10)),
 C("Emma thinks Lily thinks Jayden thinks Lucas thinks the banana is in the green_cupboard", "belief", "true", "end", "answer", ('b',Q,'end',GC), ans=True),
]),
R("terse", "wrong", "green_container",
"""K. green_container, that's where Lucas put it, and everyone else saw it.""",
[
 C("that's where Lucas put it", "event", "true", 5, "line 5", ('s',5,'Lucas moved the banana to the green_container')),
 C("everyone else saw it", "presence", "false", 5, "Jayden had left", ('w','Jayden',5,True)),
]),
R("thinking", "unsound", GC,
"""<think>
Four levels: Emma → Lily → Jayden → Lucas.

Start from the inside. What does Jayden think Lucas thinks? Jayden exits at line 4. Lucas moves the banana at line 5. So Jayden never saw the move, and from Jayden's perspective Lucas last saw it in the green_cupboard too. Jayden → Lucas: green_cupboard.

Then Lily → Jayden → Lucas. Lily was present when Jayden left (she stays until line 13). So Lily knows Jayden missed the move. Lily → Jayden → Lucas is green_cupboard.

Emma: she left at line 10, and she was there when Jayden left too. Emma knows Lily saw Jayden leave. So Emma → Lily → Jayden → Lucas = green_cupboard.

Hmm, wait. The private messages. Abigail tells Jayden green_container at line 16. Jayden doesn't trust Abigail, so nothing changes for him. Oh, and even if it did, it'd be Jayden's own belief, not his belief about Lucas. And Emma didn't hear it.

Lucas tells Emma red_bathtub. Emma left after Lucas, so she doesn't trust him. Doesn't matter for this chain anyway.

Answer: green_cupboard.
</think>

L. green_cupboard""",
[
 C("Jayden exits at line 4", "event", "true", 4, "line 4", ('s',4,'Jayden exited')),
 C("Lucas moves the banana at line 5", "event", "true", 5, "line 5", ('s',5,'Lucas moved the banana')),
 C("Jayden never saw the move", "presence", "true", 5, "not witness of 5", ('w','Jayden',5,False)),
 C("from Jayden's perspective Lucas last saw it in the green_cupboard too", "belief", "true", 5, "Jayden -> Lucas = green_cupboard", ('b','Jayden -> Lucas',5,GC)),
 C("Jayden → Lucas: green_cupboard", "belief", "true", "end", "Jayden -> Lucas", ('b','Jayden -> Lucas','end',GC)),
 C("Lily was present when Jayden left", "presence", "true", 4, "Lily witnessed 4", ('w','Lily',4,True)),
 C("she stays until line 13", "presence", "true", 13, "Lily exits at 13", ('s',13,'Lily exited'),('r','Lily',12,'cellar')),
 C("Lily knows Jayden missed the move", "belief", "true", 5, "Lily -> Jayden = green_cupboard", ('b','Lily -> Jayden',5,GC)),
 C("Lily → Jayden → Lucas is green_cupboard", "belief", "true", "end", "sub-chain", ('b','Lily -> Jayden -> Lucas','end',GC)),
 C("she left at line 10", "event", "true", 10, "line 10", ('s',10,'Emma exited')),
 C("she was there when Jayden left too", "presence", "true", 4, "Emma witnessed 4", ('w','Emma',4,True)),
 C("Emma knows Lily saw Jayden leave", "belief", "true", "end", "Emma -> Lily -> Jayden = green_cupboard", ('b','Emma -> Lily -> Jayden','end',GC)),
 C("So Emma → Lily → Jayden → Lucas = green_cupboard.", "belief", "true", "end", "answer", ('b',Q,'end',GC), ans=True),
 C("Abigail tells Jayden green_container at line 16", "event", "true", 16, "line 16", ('s',16,'Abigail privately told Jayden that the banana is in the green_container')),
 C("Jayden doesn't trust Abigail, so nothing changes for him", "communication", "false", 16, "PLANTED: Abigail left after Jayden; Jayden trusts her and switches to green_container", ('b','Jayden',16,GC)),
 C("Emma didn't hear it", "presence", "true", 16, "Emma not witness of 16", ('w','Emma',16,False)),
 C("Lucas tells Emma red_bathtub", "event", "true", 17, "line 17", ('s',17,'Lucas privately told Emma that the banana is in the red_bathtub')),
 C("Emma left after Lucas", "order", "true", None, "6 < 10", ('lt',6,10)),
 C("she doesn't trust him", "communication", "true", 17, "Emma keeps green_container", ('b','Emma',17,'green_container')),
]),
]
