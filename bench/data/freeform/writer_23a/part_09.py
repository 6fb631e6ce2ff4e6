from pc import C, R
QOBJ = "plum"
GC = "green_crate"
RECORDS = [
R("answer_first", "unsound", GC,
"""**O. green_crate**

Explanation:
- Logan himself moved the plum from the green_container to the green_crate (line 3), with Aria in the room.
- Logan left right afterwards (line 4), so from his perspective Aria's last view of the plum is the green_crate.
- Later, in the playroom, Abigail moved the plum to the blue_treasure_chest (line 18) after Logan had already left. Logan didn't see this, so it doesn't change what he thinks Aria believes.

Logan thinks Aria thinks the plum is in the green_crate.""",
[
 C("Logan himself moved the plum from the green_container to the green_crate (line 3)", "event", "true", 3, "line 3", ('s',3,'Logan moved the plum to the green_crate'),('o','plum',2,'green_container')),
 C("with Aria in the room", "presence", "true", 3, "Aria witnessed 3", ('w','Aria',3,True)),
 C("Logan left right afterwards (line 4)", "event", "true", 4, "line 4", ('s',4,'Logan exited')),
 C("from his perspective Aria's last view of the plum is the green_crate", "belief", "true", "end", "Logan -> Aria", ('b','Logan -> Aria','end',GC)),
 C("Abigail moved the plum to the blue_treasure_chest (line 18)", "event", "false", 18, "PLANTED: line 18 moves the pumpkin, not the plum", ('s',18,'Abigail moved the plum')),
 C("after Logan had already left", "order", "true", None, "Logan left playroom at 17", ('lt',17,18),('r','Logan',18,None)),
 C("Logan didn't see this", "presence", "true", 18, "Logan not witness of 18", ('w','Logan',18,False)),
 C("it doesn't change what he thinks Aria believes", "belief", "true", "end", "Logan -> Aria unchanged", ('b','Logan -> Aria',17,GC),('b','Logan -> Aria','end',GC)),
 C("Logan thinks Aria thinks the plum is in the green_crate", "belief", "true", "end", "answer", ('b','Logan -> Aria','end',GC), ans=True),
]),
R("numbered", "sound", GC,
"""1. The plum starts in the green_container (line 2).
2. Logan moves it to the green_crate (line 3) while all five are in the TV_room.
3. Everyone then leaves one by one without moving it: Logan, Elizabeth, Abigail, Mila, and finally Aria (line 12).
4. The only later movement is Abigail moving the pumpkin in the playroom; the plum stays put.
5. Since Aria saw the plum go into the green_crate and nothing happened to it afterwards, Aria thinks it's in the green_crate, and Logan, who saw Aria watching his move, thinks so too.

**Final answer: O. green_crate**""",
[
 C("The plum starts in the green_container (line 2)", "location", "true", 2, "objects row 2", ('o','plum',2,'green_container')),
 C("Logan moves it to the green_crate (line 3)", "event", "true", 3, "line 3", ('s',3,'Logan moved the plum to the green_crate')),
 C("while all five are in the TV_room", "presence", "true", 3, "all in TV_room", *[('r',a,3,'TV_room') for a in ['Logan','Elizabeth','Abigail','Mila','Aria']]),
 C("Everyone then leaves one by one without moving it", "event", "true", None, "exits 4-12, plum unchanged", ('o','plum',12,GC)),
 C("Logan, Elizabeth, Abigail, Mila, and finally Aria (line 12)", "order", "true", None, "exits 4, 6, 8, 10, 12", ('s',4,'Logan exited'),('s',6,'Elizabeth exited'),('s',8,'Abigail exited'),('s',10,'Mila exited'),('s',12,'Aria exited')),
 C("The only later movement is Abigail moving the pumpkin in the playroom", "event", "true", 18, "line 18", ('s',18,'Abigail moved the pumpkin'),('r','Abigail',18,'playroom')),
 C("the plum stays put", "location", "true", "end", "still green_crate", ('o','plum','end',GC)),
 C("Aria saw the plum go into the green_crate", "presence", "true", 3, "Aria witnessed 3", ('w','Aria',3,True)),
 C("nothing happened to it afterwards", "event", "true", "end", "plum unchanged", ('o','plum','end',GC)),
 C("Aria thinks it's in the green_crate", "belief", "true", "end", "Aria = green_crate", ('b','Aria','end',GC)),
 C("Logan, who saw Aria watching his move", "presence", "true", 3, "both witnessed 3", ('w','Logan',3,True),('w','Aria',3,True)),
 C("thinks so too", "belief", "true", "end", "Logan -> Aria = green_crate", ('b','Logan -> Aria','end',GC), ans=True),
]),
R("narrative", "wrong", "blue_box",
"""Let me trace what Logan knows about Aria's knowledge.

In the TV_room, Logan moves the plum from the green_container to the green_crate while Aria watches, then he leaves. Aria stays behind but nothing else happens to the plum there.

Then Logan, Abigail and Aria go into the playroom together, and this is where the plum turns up in the blue_box. Logan and Aria are both present for that, so Logan would expect Aria to have updated. Logan then leaves, and Abigail moves things around after he's gone, which Logan can't know about.

So Logan's best guess about Aria's belief is the blue_box. The answer is G. blue_box.""",
[
 C("Logan moves the plum from the green_container to the green_crate", "event", "true", 3, "line 3", ('s',3,'Logan moved the plum to the green_crate')),
 C("while Aria watches", "presence", "true", 3, "Aria witnessed 3", ('w','Aria',3,True)),
 C("then he leaves", "event", "true", 4, "line 4", ('s',4,'Logan exited')),
 C("Aria stays behind", "presence", "true", 4, "Aria in TV_room at 4", ('r','Aria',4,'TV_room')),
 C("nothing else happens to the plum there", "event", "true", 12, "plum unchanged through 12", ('o','plum',12,GC)),
 C("Logan, Abigail and Aria go into the playroom together", "event", "true", 14, "line 14", ('s',14,'Logan, Abigail and Aria entered the playroom')),
 C("the plum turns up in the blue_box", "location", "false", 15, "line 15 is the pumpkin; plum in green_crate", ('o','plum',15,'blue_box')),
 C("Logan and Aria are both present for that", "presence", "true", 15, "both witnessed 15", ('w','Logan',15,True),('w','Aria',15,True)),
 C("Logan would expect Aria to have updated", "belief", "false", 15, "Logan -> Aria stays green_crate", ('nb','Logan -> Aria',15,GC)),
 C("Logan then leaves", "event", "true", 17, "line 17", ('s',17,'Logan exited')),
 C("Abigail moves things around after he's gone", "event", "true", 18, "line 18 after 17", ('s',18,'Abigail moved'),('lt',17,18)),
 C("which Logan can't know about", "presence", "true", 18, "Logan not witness of 18", ('w','Logan',18,False)),
 C("Logan's best guess about Aria's belief is the blue_box", "belief", "false", "end", "gold green_crate", ('b','Logan -> Aria','end','blue_box'), ans=True),
]),
R("terse", "sound", GC,
"""O. green_crate. Nobody ever moved the plum after Logan put it there.""",
[
 C("Nobody ever moved the plum after Logan put it there", "event", "true", "end", "plum stays in green_crate from line 3", ('s',3,'Logan moved the plum to the green_crate'),('o','plum','end',GC)),
]),
R("thinking", "unsound", GC,
"""<think>
Logan → Aria, plum.

Plum: green_container → green_crate, moved by Logan at line 3. Everyone in the TV_room sees it.

Then exits: Logan (4), Elizabeth (6), Abigail (8), then Aria, then Mila last. Hmm, so Logan left first and didn't see anything after. But nothing happened to the plum after anyway.

Playroom part: pumpkin, blue_box → blue_treasure_chest by Abigail. That's the pumpkin, not the plum. Don't mix them up.

No public or private claims in this story at all. So Logan thinks Aria thinks green_crate, and it actually is in the green_crate too.
</think>

O. green_crate""",
[
 C("green_container → green_crate, moved by Logan at line 3", "event", "true", 3, "line 3", ('s',3,'Logan moved the plum to the green_crate'),('o','plum',2,'green_container')),
 C("Everyone in the TV_room sees it", "presence", "true", 3, "all witnessed 3", *[('w',a,3,True) for a in ['Logan','Elizabeth','Abigail','Mila','Aria']]),
 C("Logan (4), Elizabeth (6), Abigail (8)", "event", "true", None, "exit lines", ('s',4,'Logan exited'),('s',6,'Elizabeth exited'),('s',8,'Abigail exited')),
 C("then Aria, then Mila last", "order", "false", None, "PLANTED: Mila exits at 10, Aria at 12", ('lt',12,10)),
 C("Logan left first", "order", "true", 4, "first exit", ('lt',4,6)),
 C("didn't see anything after", "presence", "true", None, "Logan not witness of 5-12", ('w','Logan',6,False),('w','Logan',8,False),('w','Logan',10,False)),
 C("nothing happened to the plum after anyway", "event", "true", "end", "plum unchanged", ('o','plum','end',GC)),
 C("pumpkin, blue_box → blue_treasure_chest by Abigail", "event", "true", 18, "lines 15 and 18", ('s',15,'pumpkin is in the blue_box'),('s',18,'Abigail moved the pumpkin to the blue_treasure_chest')),
 C("No public or private claims in this story at all", "event", "true", None, "no claim/tell lines", ('nsall','claimed'),('nsall','told')),
 C("So Logan thinks Aria thinks green_crate", "belief", "true", "end", "answer", ('b','Logan -> Aria','end',GC), ans=True),
 C("it actually is in the green_crate too", "location", "true", "end", "objects end", ('o','plum','end',GC)),
]),
]
