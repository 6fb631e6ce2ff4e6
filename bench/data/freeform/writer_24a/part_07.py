from common import C, R
# Q7 s6824-24-o4: Where does William think Jayden thinks Aiden thinks James thinks the cherry is? gold green_basket
CH = 'William -> Jayden -> Aiden -> James'

r1 = """B. green_basket

William moves the cherry from the blue_bathtub to the green_basket (line 3) with all five people in the hall, and then he leaves (line 4). He never sees Aria's move to the blue_suitcase (line 6) or Aiden's move back to the blue_bathtub (line 12). So from William's point of view, Jayden, Aiden and James all last saw the cherry in the green_basket, and every level of the chain stays there. The private messages at the end (lines 24–25) are about the corn, not the cherry."""
c1 = [
 C("William moves the cherry from the blue_bathtub to the green_basket (line 3)", "event", "true", 3, "lines 2-3", [('obj',2,'blue_bathtub'),('txt',3,'William moved the cherry to the green_basket')]),
 C("with all five people in the hall", "presence", "true", 3, "witnessed_by 3", [('wit','William',3,True),('wit','Aria',3,True),('wit','James',3,True),('wit','Jayden',3,True),('wit','Aiden',3,True)]),
 C("then he leaves (line 4)", "event", "true", 4, "line 4", [('txt',4,'William exited the hall')]),
 C("He never sees Aria's move to the blue_suitcase (line 6)", "presence", "true", 6, "William not in witnessed_by 6", [('wit','William',6,False),('txt',6,'Aria moved the cherry to the blue_suitcase')]),
 C("or Aiden's move back to the blue_bathtub (line 12)", "presence", "true", 12, "William not in witnessed_by 12", [('wit','William',12,False),('txt',12,'Aiden moved the cherry to the blue_bathtub')]),
 C("from William's point of view, Jayden, Aiden and James all last saw the cherry in the green_basket", "belief", "true", "end", "William -> Jayden/Aiden/James = green_basket",
   [('bel','William -> Jayden','end','green_basket'),('bel','William -> Aiden','end','green_basket'),('bel','William -> James','end','green_basket')]),
 C("every level of the chain stays there", "belief", "true", "end", "gold chain", [('bel',CH,'end','green_basket'),('bel','William -> Jayden -> Aiden','end','green_basket')], ans=True),
 C("The private messages at the end (lines 24–25) are about the corn, not the cherry", "communication", "true", 25, "lines 24-25 about the corn", [('txt',24,'the corn'),('txt',25,'the corn')]),
]

r2 = """**Step 1: Initial setup**
All five enter the hall, and the cherry is in the blue_bathtub.

**Step 2: William's move**
William moves the cherry to the green_basket and then exits. Everyone else saw the move.

**Step 3: What William misses**
After William leaves, Jayden moves the cherry to the blue_suitcase, and later Aiden moves it back to the blue_bathtub. William sees neither.

**Step 4: Building William's chain**
William knows Jayden, Aiden and James were all there for the green_basket move. He has no information about anything after he left, so for him: Jayden thinks Aiden thinks James thinks it's in the green_basket.

**Step 5: Communications**
The two private tells at the end concern the corn, so they don't affect the cherry chain.

**Answer:** B. green_basket"""
c2 = [
 C("All five enter the hall", "event", "true", 1, "line 1", [('txt',1,'entered the hall')]),
 C("the cherry is in the blue_bathtub", "location", "true", 2, "objects row 2", [('obj',2,'blue_bathtub')]),
 C("William moves the cherry to the green_basket", "event", "true", 3, "line 3", [('txt',3,'William moved the cherry to the green_basket')]),
 C("then exits", "event", "true", 4, "line 4", [('txt',4,'William exited')]),
 C("Everyone else saw the move", "presence", "true", 3, "witnessed_by 3", [('wit','Aria',3,True),('wit','James',3,True),('wit','Jayden',3,True),('wit','Aiden',3,True)]),
 C("Jayden moves the cherry to the blue_suitcase", "event", "false", 6, "PLANTED: Aria made this move (line 6)", [('txt',6,'Jayden moved the cherry')]),
 C("later Aiden moves it back to the blue_bathtub", "event", "true", 12, "line 12", [('txt',12,'Aiden moved the cherry to the blue_bathtub')]),
 C("William sees neither", "presence", "true", None, "William not in witnessed_by 6, 12", [('wit','William',6,False),('wit','William',12,False)]),
 C("William knows Jayden, Aiden and James were all there for the green_basket move", "belief", "true", 3, "William -> Jayden/Aiden/James = green_basket at 3",
   [('bel','William -> Jayden',3,'green_basket'),('bel','William -> Aiden',3,'green_basket'),('bel','William -> James',3,'green_basket')]),
 C("for him: Jayden thinks Aiden thinks James thinks it's in the green_basket", "belief", "true", "end", "gold chain", [('bel',CH,'end','green_basket')], ans=True),
 C("The two private tells at the end concern the corn", "communication", "true", 25, "lines 24-25", [('txt',24,'privately told Aria that the corn'),('txt',25,'privately told William that the corn')]),
 C("they don't affect the cherry chain", "communication", "true", 25, "chain unchanged at 24-25", [('bel',CH,23,'green_basket'),('bel',CH,25,'green_basket')]),
]

r3 = """Let me trace the cherry from William's perspective.

At the start, all five are in the hall and the cherry sits in the blue_bathtub. William moves it to the green_basket while everyone watches, and then he's the first to leave. That's the last thing William ever sees of the cherry.

Everything after that — Aria moving it to the blue_suitcase, people drifting out (James actually slips out before Aria does), and Aiden finally moving it back to the blue_bathtub once he's alone — happens with William gone. When everyone regroups in the waiting_room, nobody says anything about the cherry; the only conversations are about the corn.

So William's whole nested picture is frozen at the green_basket: he thinks Jayden thinks Aiden thinks James thinks the cherry is in the green_basket.

The answer is B. green_basket."""
c3 = [
 C("all five are in the hall", "presence", "true", 2, "rooms row 2", [('room','William',2,'hall'),('room','Aria',2,'hall'),('room','James',2,'hall'),('room','Jayden',2,'hall'),('room','Aiden',2,'hall')]),
 C("the cherry sits in the blue_bathtub", "location", "true", 2, "objects row 2", [('obj',2,'blue_bathtub')]),
 C("William moves it to the green_basket while everyone watches", "event", "true", 3, "line 3", [('txt',3,'William moved the cherry to the green_basket'),('wit','Aiden',3,True)]),
 C("he's the first to leave", "order", "true", 4, "William exits first (line 4)", [('txt',4,'William exited'),('room','Aria',4,'hall'),('room','James',4,'hall'),('room','Jayden',4,'hall'),('room','Aiden',4,'hall')]),
 C("That's the last thing William ever sees of the cherry", "presence", "true", None, "William absent for later cherry events", [('wit','William',6,False),('wit','William',12,False)]),
 C("Aria moving it to the blue_suitcase", "event", "true", 6, "line 6", [('txt',6,'Aria moved the cherry to the blue_suitcase')]),
 C("James actually slips out before Aria does", "order", "false", 7, "PLANTED: Aria exits at 7, James at 9", [('room','James',7,None)]),
 C("Aiden finally moving it back to the blue_bathtub once he's alone", "event", "true", 12, "line 12, witnessed only by Aiden", [('txt',12,'Aiden moved the cherry to the blue_bathtub'),('room','Jayden',12,None),('room','James',12,None),('room','Aria',12,None)]),
 C("happens with William gone", "presence", "true", None, "William not in hall 6-12", [('room','William',6,None),('room','William',12,None)]),
 C("nobody says anything about the cherry", "communication", "true", None, "tells concern the corn", [('txt',24,'corn'),('txt',25,'corn')]),
 C("the only conversations are about the corn", "communication", "true", 25, "lines 24-25", [('txt',24,'corn'),('txt',25,'corn')]),
 C("William's whole nested picture is frozen at the green_basket", "belief", "true", "end", "William's chains green_basket", [('bel','William -> Jayden','end','green_basket'),('bel','William -> Jayden -> Aiden','end','green_basket')]),
 C("he thinks Jayden thinks Aiden thinks James thinks the cherry is in the green_basket", "belief", "true", "end", "gold chain", [('bel',CH,'end','green_basket')], ans=True),
]

r4 = """A. blue_bathtub — Aiden put it back there at the end."""
c4 = [
 C("Aiden put it back there at the end", "event", "true", 12, "line 12, last move", [('txt',12,'Aiden moved the cherry to the blue_bathtub'),('obj','end','blue_bathtub')]),
]

r5 = """<think>
Chain: William → Jayden → Aiden → James, object cherry.

Line 2 cherry in blue_bathtub. Line 3 William moves it to green_basket — all five there. Line 4 William exits. After that: line 6 Aria → blue_suitcase (Aiden, James, Jayden see it, William doesn't), line 12 Aiden → blue_bathtub (alone).

William's knowledge stops at line 4. At that point, everyone saw the green_basket move, and every nested belief is green_basket. William has no way to know about lines 6 or 12.

Hmm, but do the tells at lines 24 and 25 change anything? Aria tells William something — wait, that's about the corn, not the cherry. Aiden's tell to Aria is also about the corn. So no effect.

So William thinks Jayden thinks Aiden thinks James thinks green_basket.
</think>

**B. green_basket**"""
c5 = [
 C("Line 2 cherry in blue_bathtub", "location", "true", 2, "objects row 2", [('obj',2,'blue_bathtub')]),
 C("Line 3 William moves it to green_basket", "event", "true", 3, "line 3", [('txt',3,'William moved the cherry to the green_basket')]),
 C("all five there", "presence", "true", 3, "witnessed_by 3", [('wit','William',3,True),('wit','Aria',3,True),('wit','James',3,True),('wit','Jayden',3,True),('wit','Aiden',3,True)]),
 C("Line 4 William exits", "event", "true", 4, "line 4", [('txt',4,'William exited')]),
 C("line 6 Aria → blue_suitcase", "event", "true", 6, "line 6", [('txt',6,'Aria moved the cherry to the blue_suitcase')]),
 C("(Aiden, James, Jayden see it, William doesn't)", "presence", "true", 6, "witnessed_by 6", [('wit','Aiden',6,True),('wit','James',6,True),('wit','Jayden',6,True),('wit','William',6,False)]),
 C("line 12 Aiden → blue_bathtub (alone)", "event", "true", 12, "line 12, only Aiden present", [('txt',12,'Aiden moved the cherry to the blue_bathtub'),('wit','Jayden',12,False),('wit','James',12,False)]),
 C("William's knowledge stops at line 4", "belief", "true", "end", "William = green_basket at end", [('bel','William','end','green_basket'),('bel','William',4,'green_basket')]),
 C("everyone saw the green_basket move", "presence", "true", 3, "witnessed_by 3", [('wit','Aria',3,True),('wit','James',3,True),('wit','Jayden',3,True),('wit','Aiden',3,True)]),
 C("every nested belief is green_basket", "belief", "true", 4, "all chains green_basket at row 4", [('allbel',4,'green_basket')]),
 C("that's about the corn, not the cherry", "communication", "true", 25, "line 25 about the corn", [('txt',25,'the corn')]),
 C("Aiden's tell to Aria is also about the corn", "communication", "true", 24, "line 24", [('txt',24,'Aiden privately told Aria that the corn')]),
 C("So no effect", "communication", "true", 25, "chain unchanged at 25", [('bel',CH,25,'green_basket')]),
 C("So William thinks Jayden thinks Aiden thinks James thinks green_basket", "belief", "true", "end", "gold chain", [('bel',CH,'end','green_basket')], ans=True),
]

RECORDS = [
 R("answer_first", "sound", "green_basket", r1, c1),
 R("numbered", "unsound", "green_basket", r2, c2),
 R("narrative", "unsound", "green_basket", r3, c3),
 R("terse", "wrong", "blue_bathtub", r4, c4),
 R("thinking", "sound", "green_basket", r5, c5),
]
