from common import C
ALL = ['Oliver','Mia','Jayden','Ethan','Abigail']
RECORDS = [
dict(style="answer_first", label="wrong", stated_answer="blue_cupboard",
response="""**Answer: G. blue_cupboard**

Explanation:
- Oliver leaves the master_bedroom early (line 4), so in the first round he only saw the lime in the blue_bottle.
- Later Oliver comes back with Ethan and Jayden (line 16) and watches Ethan move the lime to the blue_cupboard (line 19).
- Mia, Ethan and Abigail all know Oliver returned to the room, so at the deepest level the chain points to what Oliver saw Ethan do: the blue_cupboard.
- Oliver's public claim about the blue_bottle (line 27) is just a claim and doesn't override what he saw.""",
claims=[
 C("Oliver leaves the master_bedroom early (line 4)", "event", "true", 4, "line 4", chk=('r','Oliver',4,None)),
 C("in the first round he only saw the lime in the blue_bottle", "belief", "true", 15, "Oliver = blue_bottle up to 15", chk=('b','Oliver',15,'blue_bottle')),
 C("Later Oliver comes back with Ethan and Jayden (line 16)", "event", "true", 16, "line 16", chk=[('r','Oliver',16,'master_bedroom'),('r','Ethan',16,'master_bedroom'),('r','Jayden',16,'master_bedroom')]),
 C("watches Ethan move the lime to the blue_cupboard (line 19)", "presence", "true", 19, "Oliver witnessed 19", chk=[('w','Oliver',19),('o','lime',19,'blue_cupboard')]),
 C("Mia, Ethan and Abigail all know Oliver returned to the room", "presence", "false", 16, "Mia and Abigail did not witness line 16", chk=[('w','Mia',16),('w','Abigail',16)]),
 C("at the deepest level the chain points to what Oliver saw Ethan do: the blue_cupboard", "belief", "false", "end", "gold blue_bottle", chk=('b','Mia -> Ethan -> Abigail -> Oliver','end','blue_cupboard')),
 C("Oliver's public claim about the blue_bottle (line 27) is just a claim and doesn't override what he saw", "communication", "true", 27, "speaker's own belief unchanged (red_cupboard at 26 and 27)", chk=[('b','Oliver',26,'red_cupboard'),('b','Oliver',27,'red_cupboard')]),
]),
dict(style="numbered", label="unsound", stated_answer="blue_bottle",
response="""**Step 1: Initial state**
All five are in the master_bedroom and the lime is in the blue_bottle (line 2).

**Step 2: Oliver leaves first**
Oliver exits at line 4, before any move. Everyone who stays saw him go while the lime was still in the blue_bottle.

**Step 3: The moves Oliver misses**
1. Mia → blue_cupboard (line 6), then Mia leaves.
2. Jayden → green_bottle (line 9), then Jayden leaves.
3. Ethan → blue_box (line 11), with only Abigail watching.

**Step 4: Build the chain from the inside out**
- Abigail thinks Oliver thinks: blue_bottle (she saw him leave before the first move).
- Ethan thinks Abigail thinks Oliver thinks: blue_bottle, since Ethan saw the same exit.
- Mia was also in the room when Oliver left, and she left before Ethan, so she has no information that would change this: blue_bottle.

**Step 5: Later events**
Oliver's second visit happens while Mia and Abigail are in the waiting_room, and his public claim (line 27) is blue_bottle anyway. Mia doesn't trust that claim, since Oliver was the first to leave the bedroom, but it doesn't matter here.

**Answer:** F. blue_bottle""",
claims=[
 C("All five are in the master_bedroom", "presence", "true", 2, "all in room", chk=[('r',a,2,'master_bedroom') for a in ALL]),
 C("the lime is in the blue_bottle (line 2)", "location", "true", 2, "line 2", chk=('o','lime',2,'blue_bottle')),
 C("Oliver exits at line 4", "event", "true", 4, "line 4", chk=('r','Oliver',4,None)),
 C("before any move", "order", "true", 4, "first move at 6", chk=('o','lime',5,'blue_bottle')),
 C("Everyone who stays saw him go", "presence", "true", 4, "witnesses of 4", chk=[('w',a,4) for a in ['Mia','Jayden','Ethan','Abigail']]),
 C("the lime was still in the blue_bottle", "location", "true", 4, "at 4", chk=('o','lime',4,'blue_bottle')),
 C("Mia → blue_cupboard (line 6)", "event", "true", 6, "line 6", chk=('o','lime',6,'blue_cupboard')),
 C("then Mia leaves", "event", "true", 7, "line 7", chk=('r','Mia',7,None)),
 C("Jayden → green_bottle (line 9)", "event", "true", 9, "line 9", chk=('o','lime',9,'green_bottle')),
 C("then Jayden leaves", "event", "true", 10, "line 10", chk=('r','Jayden',10,None)),
 C("Ethan → blue_box (line 11)", "event", "true", 11, "line 11", chk=('o','lime',11,'blue_box')),
 C("with only Abigail watching", "presence", "true", 11, "witnesses Abigail, Ethan", chk=[('w','Abigail',11),('nw','Mia',11),('nw','Jayden',11),('nw','Oliver',11)]),
 C("Abigail thinks Oliver thinks: blue_bottle", "belief", "true", "end", "Abigail->Oliver", chk=('b','Abigail -> Oliver','end','blue_bottle')),
 C("she saw him leave before the first move", "presence", "true", 4, "Abigail witnessed 4", chk=('w','Abigail',4)),
 C("Ethan thinks Abigail thinks Oliver thinks: blue_bottle", "belief", "true", "end", "Ethan->Abigail->Oliver", chk=('b','Ethan -> Abigail -> Oliver','end','blue_bottle')),
 C("Ethan saw the same exit", "presence", "true", 4, "Ethan witnessed 4", chk=('w','Ethan',4)),
 C("Mia was also in the room when Oliver left", "presence", "true", 4, "Mia witnessed 4", chk=('w','Mia',4)),
 C("she left before Ethan", "order", "true", 7, "Mia 7 < Ethan 12", chk=('r','Ethan',7,'master_bedroom')),
 C("she has no information that would change this: blue_bottle", "belief", "true", "end", "answer", chk=('b','Mia -> Ethan -> Abigail -> Oliver','end','blue_bottle')),
 C("Oliver's second visit happens while Mia and Abigail are in the waiting_room", "presence", "true", 16, "rooms at 16", chk=[('r','Mia',16,'waiting_room'),('r','Abigail',16,'waiting_room')]),
 C("his public claim (line 27) is blue_bottle", "event", "true", 27, "line 27"),
 C("Mia doesn't trust that claim", "communication", "false", 27, "PLANT: Mia adopts blue_bottle at 27 (Oliver exited later, line 24)", chk=('b','Mia',27,'blue_cupboard')),
 C("Oliver was the first to leave the bedroom", "order", "true", 4, "first exit at 4"),
]),
dict(style="narrative", label="sound", stated_answer="blue_bottle",
response="""Let me trace where each person was, because the chain is four levels deep: Mia → Ethan → Abigail → Oliver.

The innermost person is Oliver. He leaves the master_bedroom at line 4, right after the lime is placed in the blue_bottle and before anyone touches it. Everyone else sees him leave, so all of them know that, as far as Oliver is concerned, the lime is in the blue_bottle.

After that, the moves pile up — Mia to the blue_cupboard, Jayden to the green_bottle, Ethan to the blue_box — and later Ethan, Jayden and Oliver go back to the bedroom without Mia or Abigail. None of this changes the chain. Abigail never sees Oliver learn anything new, Ethan has no reason to think Abigail's picture of Oliver changed, and Mia left the bedroom early, so what she thinks Ethan thinks Abigail thinks Oliver believes is frozen at the moment Oliver walked out with the lime in the blue_bottle.

Oliver's public claim at the end also says blue_bottle, which fits.

The answer is F. blue_bottle.""",
claims=[
 C("He leaves the master_bedroom at line 4", "event", "true", 4, "line 4", chk=('r','Oliver',4,None)),
 C("right after the lime is placed in the blue_bottle", "order", "true", 4, "placed at 2, exit at 4", chk=('o','lime',4,'blue_bottle')),
 C("before anyone touches it", "order", "true", 4, "first move at 6", chk=('o','lime',5,'blue_bottle')),
 C("Everyone else sees him leave", "presence", "true", 4, "witnesses of 4", chk=[('w',a,4) for a in ['Mia','Jayden','Ethan','Abigail']]),
 C("all of them know that, as far as Oliver is concerned, the lime is in the blue_bottle", "belief", "true", 4, "X->Oliver blue_bottle at 4", chk=[('b',a+' -> Oliver',4,'blue_bottle') for a in ['Mia','Jayden','Ethan','Abigail']]),
 C("Mia to the blue_cupboard", "event", "true", 6, "line 6", chk=('o','lime',6,'blue_cupboard')),
 C("Jayden to the green_bottle", "event", "true", 9, "line 9", chk=('o','lime',9,'green_bottle')),
 C("Ethan to the blue_box", "event", "true", 11, "line 11", chk=('o','lime',11,'blue_box')),
 C("later Ethan, Jayden and Oliver go back to the bedroom without Mia or Abigail", "event", "true", 16, "line 16", chk=[('r','Oliver',16,'master_bedroom'),('r','Mia',16,'waiting_room'),('r','Abigail',16,'waiting_room')]),
 C("None of this changes the chain", "belief", "true", "end", "chain blue_bottle throughout", chk=[('b','Mia -> Ethan -> Abigail -> Oliver',t,'blue_bottle') for t in range(2,29)]),
 C("Abigail never sees Oliver learn anything new", "presence", "true", 16, "Abigail not witness 16-24", chk=[('nw','Abigail',t) for t in (16,18,19,23)]),
 C("Ethan has no reason to think Abigail's picture of Oliver changed", "belief", "true", "end", "Ethan->Abigail->Oliver blue_bottle", chk=('b','Ethan -> Abigail -> Oliver','end','blue_bottle')),
 C("Mia left the bedroom early", "event", "true", 7, "line 7", chk=('r','Mia',7,None)),
 C("what she thinks Ethan thinks Abigail thinks Oliver believes is frozen at the moment Oliver walked out with the lime in the blue_bottle", "belief", "true", "end", "answer", chk=('b','Mia -> Ethan -> Abigail -> Oliver','end','blue_bottle')),
 C("Oliver's public claim at the end also says blue_bottle", "event", "true", 27, "line 27"),
]),
dict(style="terse", label="unsupported", stated_answer="blue_bottle",
response="""F. blue_bottle — that's where Mia thinks Ethan thinks Abigail thinks Oliver thinks the lime is.""",
claims=[
 C("that's where Mia thinks Ethan thinks Abigail thinks Oliver thinks the lime is", "belief", "true", "end", "answer restated", chk=('b','Mia -> Ethan -> Abigail -> Oliver','end','blue_bottle')),
]),
dict(style="thinking", label="unsound", stated_answer="blue_bottle",
response="""<think>
Four levels: Mia thinks Ethan thinks Abigail thinks Oliver thinks.

Oliver's belief first. Oliver sees the lime in blue_bottle, leaves at 4. Later, second round, he's back in the bedroom and sees blue_box, then Ethan moves it to blue_cupboard, then Oliver himself moves it to red_cupboard. So Oliver's actual belief is red_cupboard.

But what does Abigail think Oliver thinks? Abigail was in the waiting_room during the second round — she never saw Oliver go back in. Hmm wait, line 16 is Ethan, Jayden and Oliver entering the master_bedroom, so Abigail stayed behind in the waiting_room with Mia. Right. So Abigail thinks Oliver still thinks blue_bottle.

Ethan thinks Abigail thinks Oliver thinks: Ethan was in the first round with Abigail, saw Oliver leave at line 4. Ethan left before Jayden did. Ethan does know Oliver came back, but he also knows Abigail didn't see it. So blue_bottle.

Mia: left at 7, after Mia's own move to blue_cupboard. Mia knows nothing about the second round at all. She saw Oliver leave with the lime in blue_bottle, and she saw Ethan and Abigail watching him leave. So Mia thinks Ethan thinks Abigail thinks Oliver thinks blue_bottle.

Public claim at 27 is blue_bottle, the private tell at 28 is only Ethan → Oliver. Neither changes this chain.
</think>

**F. blue_bottle**

Oliver left the bedroom at line 4 with the lime in the blue_bottle, and neither Abigail nor Mia saw anything of his second visit, so the chain stays at the blue_bottle.""",
claims=[
 C("Oliver sees the lime in blue_bottle", "presence", "true", 2, "Oliver witnessed 2", chk=[('w','Oliver',2),('o','lime',2,'blue_bottle')]),
 C("leaves at 4", "event", "true", 4, "line 4", chk=('r','Oliver',4,None)),
 C("second round, he's back in the bedroom", "event", "true", 16, "line 16", chk=('r','Oliver',16,'master_bedroom')),
 C("sees blue_box", "belief", "true", 16, "Oliver = blue_box at 16", chk=('b','Oliver',16,'blue_box')),
 C("then Ethan moves it to blue_cupboard", "event", "true", 19, "line 19", chk=('o','lime',19,'blue_cupboard')),
 C("then Oliver himself moves it to red_cupboard", "event", "true", 23, "line 23", chk=('o','lime',23,'red_cupboard')),
 C("Oliver's actual belief is red_cupboard", "belief", "true", "end", "Oliver = red_cupboard", chk=('b','Oliver','end','red_cupboard')),
 C("Abigail was in the waiting_room during the second round", "presence", "true", 16, "room at 16", chk=('r','Abigail',16,'waiting_room')),
 C("she never saw Oliver go back in", "presence", "true", 16, "Abigail not witness 16", chk=('nw','Abigail',16)),
 C("line 16 is Ethan, Jayden and Oliver entering the master_bedroom", "event", "true", 16, "line 16"),
 C("Abigail stayed behind in the waiting_room with Mia", "presence", "true", 16, "rooms at 16", chk=[('r','Abigail',16,'waiting_room'),('r','Mia',16,'waiting_room')]),
 C("Abigail thinks Oliver still thinks blue_bottle", "belief", "true", "end", "Abigail->Oliver", chk=('b','Abigail -> Oliver','end','blue_bottle')),
 C("Ethan was in the first round with Abigail", "presence", "true", 1, "both entered at 1", chk=[('r','Ethan',1,'master_bedroom'),('r','Abigail',1,'master_bedroom')]),
 C("saw Oliver leave at line 4", "presence", "true", 4, "Ethan witnessed 4", chk=('w','Ethan',4)),
 C("Ethan left before Jayden did", "order", "false", 12, "PLANT: Jayden exits at 10, Ethan at 12", chk=('r','Ethan',10,None)),
 C("Ethan does know Oliver came back", "presence", "true", 16, "Ethan witnessed 16", chk=('w','Ethan',16)),
 C("he also knows Abigail didn't see it", "presence", "true", 16, "Abigail not witness 16", chk=('nw','Abigail',16)),
 C("So blue_bottle", "belief", "true", "end", "Ethan->Abigail->Oliver", chk=('b','Ethan -> Abigail -> Oliver','end','blue_bottle')),
 C("left at 7", "event", "true", 7, "Mia exits 7", chk=('r','Mia',7,None)),
 C("after Mia's own move to blue_cupboard", "order", "true", 7, "move 6 before exit 7", chk=('o','lime',6,'blue_cupboard')),
 C("Mia knows nothing about the second round at all", "presence", "true", 16, "Mia not witness 16-24", chk=[('nw','Mia',t) for t in (16,18,19,23)]),
 C("She saw Oliver leave with the lime in blue_bottle", "presence", "true", 4, "Mia witnessed 4", chk=[('w','Mia',4),('o','lime',4,'blue_bottle')]),
 C("she saw Ethan and Abigail watching him leave", "presence", "true", 4, "all three witnessed 4", chk=[('w','Mia',4),('w','Ethan',4),('w','Abigail',4)]),
 C("Mia thinks Ethan thinks Abigail thinks Oliver thinks blue_bottle", "belief", "true", "end", "answer", chk=('b','Mia -> Ethan -> Abigail -> Oliver','end','blue_bottle')),
 C("Public claim at 27 is blue_bottle", "event", "true", 27, "line 27"),
 C("the private tell at 28 is only Ethan → Oliver", "event", "true", 28, "line 28", chk=[('w','Ethan',28),('w','Oliver',28),('nw','Mia',28)]),
 C("Neither changes this chain", "communication", "true", 28, "chain blue_bottle at 26-28", chk=[('b','Mia -> Ethan -> Abigail -> Oliver',t,'blue_bottle') for t in (26,27,28)]),
 C("Oliver left the bedroom at line 4 with the lime in the blue_bottle", "event", "true", 4, "line 4", chk=[('r','Oliver',4,None),('o','lime',4,'blue_bottle')]),
 C("neither Abigail nor Mia saw anything of his second visit", "presence", "true", 16, "not witnesses 16-24", chk=[('nw',a,t) for a in ('Mia','Abigail') for t in (16,18,19,23)]),
 C("the chain stays at the blue_bottle", "belief", "true", "end", "answer", chk=('b','Mia -> Ethan -> Abigail -> Oliver','end','blue_bottle')),
]),
]
