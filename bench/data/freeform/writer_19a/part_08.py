from common import C
ALL = ['James','Carter','Owen','Ethan','Mason']
Q = 'Carter -> Ethan'
RECORDS = [
dict(style="answer_first", label="unsupported", stated_answer="blue_crate",
response="""**N. blue_crate**

This is a fairly simple second-order question: Carter thinks Ethan thinks the corn is in the blue_crate.""",
claims=[
 C("This is a fairly simple second-order question", "belief", "uncheckable", None, "commentary"),
 C("Carter thinks Ethan thinks the corn is in the blue_crate", "belief", "true", "end", "answer restated", chk=('b',Q,'end','blue_crate')),
]),
dict(style="numbered", label="sound", stated_answer="blue_crate",
response="""1. **Initial location:** the corn is in the green_bathtub (line 2), seen by all five.
2. **James leaves** (line 4) before anything changes.
3. **Carter moves the corn to the blue_crate** (line 5). Ethan, Owen and Mason are all still in the playroom, so Ethan sees the move.
4. **Carter exits** (line 6). Ethan is still there, but nobody moves the corn again, so Ethan has no new information.
5. The TV_room scene only involves the pear, and Ethan isn't even there.

Carter knows Ethan watched him move the corn, so Carter thinks Ethan thinks it's in the blue_crate.

**Answer:** N. blue_crate""",
claims=[
 C("the corn is in the green_bathtub (line 2)", "location", "true", 2, "line 2", chk=('o','corn',2,'green_bathtub')),
 C("seen by all five", "presence", "true", 2, "all witnessed 2", chk=[('w',a,2) for a in ALL]),
 C("James leaves", "event", "true", 4, "line 4", chk=('r','James',4,None)),
 C("before anything changes", "order", "true", 4, "exit 4 before move 5", chk=('o','corn',4,'green_bathtub')),
 C("Carter moves the corn to the blue_crate", "event", "true", 5, "line 5", chk=('o','corn',5,'blue_crate')),
 C("Ethan, Owen and Mason are all still in the playroom", "presence", "true", 5, "rooms at 5", chk=[('r',a,5,'playroom') for a in ['Ethan','Owen','Mason']]),
 C("Ethan sees the move", "presence", "true", 5, "Ethan witnessed 5", chk=('w','Ethan',5)),
 C("Carter exits", "event", "true", 6, "line 6", chk=('r','Carter',6,None)),
 C("Ethan is still there", "presence", "true", 6, "Ethan in playroom at 6", chk=('r','Ethan',6,'playroom')),
 C("nobody moves the corn again", "event", "true", "end", "blue_crate from 5 to end", chk=[('o','corn',t,'blue_crate') for t in range(5,26)]),
 C("Ethan has no new information", "belief", "true", "end", "Ethan = blue_crate", chk=('b','Ethan','end','blue_crate')),
 C("The TV_room scene only involves the pear", "event", "true", 18, "lines 16-24 concern pear"),
 C("Ethan isn't even there", "presence", "true", 16, "Ethan in waiting_room at 16", chk=('r','Ethan',16,'waiting_room')),
 C("Carter knows Ethan watched him move the corn", "belief", "true", 5, "Carter->Ethan blue_crate at 5", chk=('b',Q,5,'blue_crate')),
 C("Carter thinks Ethan thinks it's in the blue_crate", "belief", "true", "end", "answer", chk=('b',Q,'end','blue_crate')),
]),
dict(style="narrative", label="sound", stated_answer="blue_crate",
response="""Let me trace where everyone was when the corn moved.

The corn starts in the green_bathtub. James is the only one who leaves before it moves. Carter himself then moves the corn into the blue_crate while Ethan, Owen and Mason are still in the playroom — so Ethan watches it happen, and Carter knows Ethan watched.

After that, nothing else happens to the corn. Carter, Owen, Ethan and Mason leave one by one, and the later scene in the TV_room is about the pear, which doesn't matter here.

So when Carter thinks about Ethan, he pictures Ethan believing what they both saw: the corn in the blue_crate. The answer is N. blue_crate.""",
claims=[
 C("The corn starts in the green_bathtub", "location", "true", 2, "line 2", chk=('o','corn',2,'green_bathtub')),
 C("James is the only one who leaves before it moves", "order", "true", 4, "only James absent at 5", chk=[('r','James',5,None)]+[('r',a,5,'playroom') for a in ['Carter','Owen','Ethan','Mason']]),
 C("Carter himself then moves the corn into the blue_crate", "event", "true", 5, "line 5", chk=('o','corn',5,'blue_crate')),
 C("while Ethan, Owen and Mason are still in the playroom", "presence", "true", 5, "rooms at 5", chk=[('r',a,5,'playroom') for a in ['Ethan','Owen','Mason']]),
 C("Ethan watches it happen", "presence", "true", 5, "Ethan witnessed 5", chk=('w','Ethan',5)),
 C("Carter knows Ethan watched", "belief", "true", 5, "Carter->Ethan blue_crate at 5", chk=('b',Q,5,'blue_crate')),
 C("nothing else happens to the corn", "event", "true", "end", "no later corn move", chk=[('o','corn',t,'blue_crate') for t in range(5,26)]),
 C("Carter, Owen, Ethan and Mason leave one by one", "order", "true", 14, "exits 6, 9, 12, 14", chk=[('r','Carter',6,None),('r','Owen',9,None),('r','Ethan',12,None),('r','Mason',14,None),('r','Owen',6,'playroom'),('r','Ethan',9,'playroom'),('r','Mason',12,'playroom')]),
 C("the later scene in the TV_room is about the pear", "event", "true", 18, "lines 16-24"),
 C("he pictures Ethan believing what they both saw: the corn in the blue_crate", "belief", "true", "end", "answer", chk=('b',Q,'end','blue_crate')),
]),
dict(style="terse", label="wrong", stated_answer="green_bathtub",
response="""K. green_bathtub — Carter moved it after Ethan had already left.""",
claims=[
 C("Carter moved it after Ethan had already left", "order", "false", 5, "Ethan was present at 5 and exited at 12", chk=('r','Ethan',5,None)),
]),
dict(style="thinking", label="unsound", stated_answer="blue_crate",
response="""<think>
Carter thinks Ethan thinks — corn.

Corn starts in green_bathtub, everyone in the playroom. James stays a minute and leaves at 4. Then Carter moves corn to blue_crate at line 5. Who sees it? Carter, Ethan, Mason... Owen had already left when Carter moved the corn — no matter, Owen isn't in the question. Ethan definitely saw.

Carter exits at 6. After that, does anyone move the corn? Line 7 Mason saw a monkey, 8 Owen stays, 9 Owen exits, 10 Ethan stays, 12 Ethan exits... no moves. Corn stays in blue_crate.

TV_room: Mason, Carter, James. Pear moved from blue_box to red_treasure_chest. Irrelevant to corn. Ethan and Owen stay in the waiting_room.

So Carter thinks Ethan thinks blue_crate.
</think>

N. blue_crate — Ethan watched Carter put the corn in the blue_crate and it never moved again.""",
claims=[
 C("Corn starts in green_bathtub", "location", "true", 2, "line 2", chk=('o','corn',2,'green_bathtub')),
 C("everyone in the playroom", "presence", "true", 2, "all in playroom", chk=[('r',a,2,'playroom') for a in ALL]),
 C("James stays a minute and leaves at 4", "event", "true", 4, "lines 3-4", chk=('r','James',4,None)),
 C("Then Carter moves corn to blue_crate at line 5", "event", "true", 5, "line 5", chk=('o','corn',5,'blue_crate')),
 C("Carter, Ethan, Mason", "presence", "true", 5, "witnesses of 5", chk=[('w',a,5) for a in ['Carter','Ethan','Mason']]),
 C("Owen had already left when Carter moved the corn", "presence", "false", 5, "PLANT: Owen exits at 9, witnessed 5", chk=('nw','Owen',5)),
 C("Ethan definitely saw", "presence", "true", 5, "Ethan witnessed 5", chk=('w','Ethan',5)),
 C("Carter exits at 6", "event", "true", 6, "line 6", chk=('r','Carter',6,None)),
 C("Line 7 Mason saw a monkey", "event", "true", 7, "line 7"),
 C("8 Owen stays", "event", "true", 8, "line 8"),
 C("9 Owen exits", "event", "true", 9, "line 9", chk=('r','Owen',9,None)),
 C("10 Ethan stays", "event", "true", 10, "line 10"),
 C("12 Ethan exits", "event", "true", 12, "line 12", chk=('r','Ethan',12,None)),
 C("no moves", "event", "true", 14, "no corn move 6-14", chk=[('o','corn',t,'blue_crate') for t in range(6,15)]),
 C("Corn stays in blue_crate", "location", "true", "end", "end", chk=('o','corn','end','blue_crate')),
 C("TV_room: Mason, Carter, James", "event", "true", 16, "line 16", chk=[('r',a,16,'TV_room') for a in ['Mason','Carter','James']]),
 C("Pear moved from blue_box to red_treasure_chest", "event", "true", 18, "lines 17-18", chk=[('o','pear',17,'blue_box'),('o','pear',18,'red_treasure_chest')]),
 C("Ethan and Owen stay in the waiting_room", "presence", "true", 16, "rooms at 16", chk=[('r','Ethan',16,'waiting_room'),('r','Owen',16,'waiting_room')]),
 C("So Carter thinks Ethan thinks blue_crate", "belief", "true", "end", "answer", chk=('b',Q,'end','blue_crate')),
 C("Ethan watched Carter put the corn in the blue_crate", "presence", "true", 5, "Ethan witnessed 5", chk=('w','Ethan',5)),
 C("it never moved again", "event", "true", "end", "no later move", chk=[('o','corn',t,'blue_crate') for t in range(5,26)]),
]),
]
