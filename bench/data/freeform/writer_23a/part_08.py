from pc import C, R
QOBJ = "green_pepper"
BD = "blue_drawer"
Q = 'Amelia -> Liam -> Ella'
RECORDS = [
R("answer_first", "sound", BD,
"""H. blue_drawer

- Ella put the green_pepper in the blue_drawer (line 3) and left at line 4, with Amelia and Liam both watching.
- Amelia left next (line 6), before Liam moved it to the blue_treasure_chest (line 7).
- So from Amelia's point of view, Liam last saw the green_pepper in the blue_drawer, and Liam also knows Ella left when it was there. Liam thinks Ella thinks it's in the blue_drawer.
- The moves Amelia missed (lines 7, 10, 12) can't affect her picture of the others.""",
[
 C("Ella put the green_pepper in the blue_drawer (line 3)", "event", "true", 3, "line 3", ('s',3,'Ella moved the green_pepper to the blue_drawer')),
 C("left at line 4", "event", "true", 4, "line 4", ('s',4,'Ella exited')),
 C("with Amelia and Liam both watching", "presence", "true", 3, "both witnessed 3 and 4", ('w','Amelia',3,True),('w','Liam',3,True),('w','Amelia',4,True),('w','Liam',4,True)),
 C("Amelia left next (line 6)", "order", "true", 6, "next exit after 4", ('s',6,'Amelia exited'),('s',5,'Amelia made no movements')),
 C("before Liam moved it to the blue_treasure_chest (line 7)", "order", "true", None, "6 < 7", ('lt',6,7),('s',7,'Liam moved the green_pepper to the blue_treasure_chest')),
 C("from Amelia's point of view, Liam last saw the green_pepper in the blue_drawer", "belief", "true", "end", "Amelia -> Liam = blue_drawer", ('b','Amelia -> Liam','end',BD)),
 C("Liam also knows Ella left when it was there", "belief", "true", "end", "Liam -> Ella = blue_drawer", ('b','Liam -> Ella','end',BD)),
 C("Liam thinks Ella thinks it's in the blue_drawer", "belief", "true", "end", "answer chain (inner part under Amelia's view)", ('b',Q,'end',BD), ans=True),
 C("The moves Amelia missed (lines 7, 10, 12)", "presence", "true", None, "Amelia not witness of 7, 10, 12", ('w','Amelia',7,False),('w','Amelia',10,False),('w','Amelia',12,False)),
 C("can't affect her picture of the others", "belief", "true", "end", "Amelia -> others all blue_drawer", ('b','Amelia -> Liam','end',BD),('b','Amelia -> Ava','end',BD),('b','Amelia -> Sophia','end',BD),('b','Amelia -> Ella','end',BD)),
]),
R("numbered", "wrong", "blue_treasure_chest",
"""Let's think step by step.

1. Initially the green_pepper is in the red_envelope (line 2).
2. Ella moves it to the blue_drawer (line 3) and exits (line 4).
3. Amelia stays for 1 minute. Then Liam moves the green_pepper to the blue_treasure_chest (line 7), and Amelia sees this before she leaves.
4. Liam exits after his move, so the last location Liam saw is the blue_treasure_chest.
5. Amelia knows Liam put it in the blue_treasure_chest. Liam would assume Ella, who also spent time in the hallway, believes the same last location.
6. Ava and Sophia move it later, but Amelia and Liam are both gone by then.

So Amelia thinks Liam thinks Ella thinks the green_pepper is in the blue_treasure_chest.

The answer is \\boxed{I}""",
[
 C("Initially the green_pepper is in the red_envelope (line 2)", "location", "true", 2, "objects row 2", ('o','green_pepper',2,'red_envelope')),
 C("Ella moves it to the blue_drawer (line 3)", "event", "true", 3, "line 3", ('s',3,'Ella moved the green_pepper to the blue_drawer')),
 C("exits (line 4)", "event", "true", 4, "line 4", ('s',4,'Ella exited')),
 C("Amelia stays for 1 minute", "event", "true", 5, "line 5", ('s',5,'Amelia made no movements')),
 C("Liam moves the green_pepper to the blue_treasure_chest (line 7)", "event", "true", 7, "line 7", ('s',7,'Liam moved the green_pepper to the blue_treasure_chest')),
 C("Amelia sees this before she leaves", "presence", "false", 7, "Amelia exited at 6", ('w','Amelia',7,True)),
 C("Liam exits after his move", "order", "true", 8, "move 7, exit 8", ('s',8,'Liam exited'),('lt',7,8)),
 C("the last location Liam saw is the blue_treasure_chest", "belief", "true", "end", "Liam = blue_treasure_chest", ('b','Liam','end','blue_treasure_chest')),
 C("Amelia knows Liam put it in the blue_treasure_chest", "belief", "false", "end", "Amelia -> Liam = blue_drawer", ('b','Amelia -> Liam','end','blue_treasure_chest')),
 C("Liam would assume Ella, who also spent time in the hallway, believes the same last location", "belief", "false", "end", "Liam -> Ella = blue_drawer", ('b','Liam -> Ella','end','blue_treasure_chest')),
 C("Ava and Sophia move it later", "event", "true", None, "lines 10 and 12", ('s',10,'Ava moved the green_pepper'),('s',12,'Sophia moved the green_pepper')),
 C("Amelia and Liam are both gone by then", "presence", "true", 10, "both in no room at 10", ('r','Amelia',10,None),('r','Liam',10,None)),
 C("Amelia thinks Liam thinks Ella thinks the green_pepper is in the blue_treasure_chest", "belief", "false", "end", "gold blue_drawer", ('b',Q,'end','blue_treasure_chest'), ans=True),
]),
R("narrative", "unsound", BD,
"""Let me trace where Amelia was for each move.

The green_pepper starts in the red_envelope, and Ella moves it to the blue_drawer while all five are in the hallway. Ella then leaves. Amelia waits a minute and leaves too, so at this point Amelia has seen exactly one move, and so has everyone else in the room.

After Amelia is gone, Liam moves it to the blue_treasure_chest, Ava moves it to the green_crate, and finally Sophia moves it to the blue_envelope. Amelia sees none of this.

So what does Amelia think Liam thinks Ella thinks? Amelia knows Liam watched Ella put it in the blue_drawer and then leave, so in Amelia's eyes, Liam believes Ella's last view was the blue_drawer. The waiting_room scene doesn't add anything, since nobody says anything there at all.

The answer is H. blue_drawer.""",
[
 C("The green_pepper starts in the red_envelope", "location", "true", 2, "objects row 2", ('o','green_pepper',2,'red_envelope')),
 C("Ella moves it to the blue_drawer", "event", "true", 3, "line 3", ('s',3,'Ella moved the green_pepper to the blue_drawer')),
 C("while all five are in the hallway", "presence", "true", 3, "all in hallway", *[('r',a,3,'hallway') for a in ['Ella','Amelia','Liam','Ava','Sophia']]),
 C("Ella then leaves", "event", "true", 4, "line 4", ('s',4,'Ella exited')),
 C("Amelia waits a minute and leaves too", "event", "true", 6, "lines 5-6", ('s',5,'Amelia made no movements'),('s',6,'Amelia exited')),
 C("at this point Amelia has seen exactly one move", "presence", "true", 6, "only the line-3 move before 6", ('w','Amelia',3,True),('o','green_pepper',6,BD)),
 C("so has everyone else in the room", "presence", "true", 6, "Liam, Ava, Sophia witnessed 3; no other move before 6", ('w','Liam',3,True),('w','Ava',3,True),('w','Sophia',3,True)),
 C("Liam moves it to the blue_treasure_chest", "event", "true", 7, "line 7", ('s',7,'Liam moved the green_pepper to the blue_treasure_chest')),
 C("Ava moves it to the green_crate", "event", "true", 10, "line 10", ('s',10,'Ava moved the green_pepper to the green_crate')),
 C("finally Sophia moves it to the blue_envelope", "event", "false", 12, "PLANTED: Sophia moved it to the red_envelope", ('s',12,'Sophia moved the green_pepper to the blue_envelope')),
 C("Amelia sees none of this", "presence", "true", None, "Amelia not witness of 7, 10, 12", ('w','Amelia',7,False),('w','Amelia',10,False),('w','Amelia',12,False)),
 C("Amelia knows Liam watched Ella put it in the blue_drawer and then leave", "belief", "true", "end", "Liam witnessed 3-4; Amelia -> Liam = blue_drawer", ('w','Liam',3,True),('w','Liam',4,True),('b','Amelia -> Liam','end',BD)),
 C("in Amelia's eyes, Liam believes Ella's last view was the blue_drawer", "belief", "true", "end", "answer", ('b',Q,'end',BD), ans=True),
 C("nobody says anything there at all", "event", "true", 14, "line 14 is the last line; no claims", ('s',14,'entered the waiting_room')),
]),
R("terse", "unsupported", BD, "blue_drawer", []),
R("thinking", "sound", BD,
"""<think>
Amelia → Liam → Ella about the green_pepper.

Ella moves it red_envelope → blue_drawer at line 3, leaves at 4. Everyone else was there.
Amelia leaves at 6. Liam moves it to blue_treasure_chest at 7. Wait, was Amelia still there for that? No: line 6 is Amelia's exit, line 7 is Liam's move. So Amelia missed it.

Amelia's model of Liam: the last time Amelia saw Liam, it was in blue_drawer. So Amelia → Liam = blue_drawer.
And Amelia → Liam → Ella: Liam saw Ella leave with it in blue_drawer; Amelia saw both of them there. blue_drawer.

Later moves: Ava → green_crate (10), Sophia → red_envelope (12). Funny, it ends up back where it started. Irrelevant for Amelia anyway.
No claims or tells at the end, just everyone entering the waiting_room.
</think>

H. blue_drawer. Amelia left before Liam's move, so in her view Liam still thinks Ella saw it last in the blue_drawer.""",
[
 C("Ella moves it red_envelope → blue_drawer at line 3", "event", "true", 3, "line 3", ('s',3,'Ella moved the green_pepper to the blue_drawer'),('o','green_pepper',2,'red_envelope')),
 C("leaves at 4", "event", "true", 4, "line 4", ('s',4,'Ella exited')),
 C("Everyone else was there", "presence", "true", 3, "all witnessed 3", *[('w',a,3,True) for a in ['Amelia','Liam','Ava','Sophia']]),
 C("Amelia leaves at 6", "event", "true", 6, "line 6", ('s',6,'Amelia exited')),
 C("Liam moves it to blue_treasure_chest at 7", "event", "true", 7, "line 7", ('s',7,'Liam moved the green_pepper to the blue_treasure_chest')),
 C("line 6 is Amelia's exit, line 7 is Liam's move", "order", "true", None, "6 < 7", ('s',6,'Amelia exited'),('s',7,'Liam moved')),
 C("Amelia missed it", "presence", "true", 7, "Amelia not witness of 7", ('w','Amelia',7,False)),
 C("So Amelia → Liam = blue_drawer.", "belief", "true", "end", "Amelia -> Liam", ('b','Amelia -> Liam','end',BD)),
 C("Liam saw Ella leave with it in blue_drawer", "presence", "true", 4, "Liam witnessed 4, object in blue_drawer", ('w','Liam',4,True),('o','green_pepper',4,BD)),
 C("Amelia saw both of them there", "presence", "true", 3, "Amelia witnessed 3", ('w','Amelia',3,True),('w','Amelia',4,True)),
 C("Ava → green_crate (10)", "event", "true", 10, "line 10", ('s',10,'Ava moved the green_pepper to the green_crate')),
 C("Sophia → red_envelope (12)", "event", "true", 12, "line 12", ('s',12,'Sophia moved the green_pepper to the red_envelope')),
 C("it ends up back where it started", "location", "true", "end", "red_envelope at 2 and at end", ('o','green_pepper',2,'red_envelope'),('o','green_pepper','end','red_envelope')),
 C("No claims or tells at the end, just everyone entering the waiting_room", "event", "true", 14, "line 14 is last", ('s',14,'Ella, Amelia, Liam, Ava and Sophia entered the waiting_room')),
 C("Amelia left before Liam's move", "order", "true", None, "6 < 7", ('lt',6,7)),
 C("in her view Liam still thinks Ella saw it last in the blue_drawer", "belief", "true", "end", "answer", ('b',Q,'end',BD), ans=True),
]),
]
