from common import C
ALL = ['Jackson','Isabella','Isla','Olivia','Owen']
Q = 'Isla -> Owen -> Isabella -> Olivia'
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="blue_suitcase",
response="""**Answer: B. blue_suitcase**

**Explanation:**
- The cucumber is placed in the blue_suitcase at line 3, with all five in the crawlspace.
- Isabella is the first to leave (line 5), before anyone moves it. So Isabella thinks Olivia thinks it is in the blue_suitcase.
- Isla's move to the blue_treasure_chest (line 8) happens after Isabella is gone, and Owen and Isla both saw her go.
- Hence Owen thinks Isabella thinks Olivia thinks blue_suitcase, and Isla thinks the same of Owen.""",
claims=[
 C("The cucumber is placed in the blue_suitcase at line 3", "location", "true", 3, "line 3", chk=('o','cucumber',3,'blue_suitcase')),
 C("with all five in the crawlspace", "presence", "true", 3, "all in crawlspace", chk=[('r',a,3,'crawlspace') for a in ALL]),
 C("Isabella is the first to leave (line 5)", "order", "true", 5, "first exit", chk=[('r','Isabella',5,None)]+[('r',a,5,'crawlspace') for a in ['Jackson','Isla','Olivia','Owen']]),
 C("before anyone moves it", "order", "true", 5, "move at 8", chk=('o','cucumber',5,'blue_suitcase')),
 C("Isabella thinks Olivia thinks it is in the blue_suitcase", "belief", "true", "end", "Isabella->Olivia", chk=('b','Isabella -> Olivia','end','blue_suitcase')),
 C("Isla's move to the blue_treasure_chest (line 8) happens after Isabella is gone", "order", "true", 8, "exit 5 before move 8", chk=[('o','cucumber',8,'blue_treasure_chest'),('nw','Isabella',8)]),
 C("Owen and Isla both saw her go", "presence", "true", 5, "witnesses of 5", chk=[('w','Owen',5),('w','Isla',5)]),
 C("Owen thinks Isabella thinks Olivia thinks blue_suitcase", "belief", "true", "end", "Owen->Isabella->Olivia", chk=('b','Owen -> Isabella -> Olivia','end','blue_suitcase')),
 C("Isla thinks the same of Owen", "belief", "true", "end", "answer", chk=('b',Q,'end','blue_suitcase')),
]),
dict(style="numbered", label="unsound", stated_answer="blue_suitcase",
response="""**Step 1: Setup**
Jackson sees a cat, then all five enter the crawlspace. The cucumber is in the blue_suitcase.

**Step 2: Exits and moves**
1. Isabella stays a minute and exits (line 5).
2. Jackson exits (line 7).
3. Isla moves the cucumber to the blue_treasure_chest (line 8) while Olivia and Owen watch, then exits.
4. Olivia and Owen leave after that.

**Step 3: Unwinding the chain**
- Isabella left before the move, so Isabella thinks Olivia thinks: blue_suitcase.
- Owen saw Isabella leave before the move, so Owen thinks Isabella thinks Olivia thinks: blue_suitcase.
- Isla also saw Isabella leave, and Isla thinks Owen thinks the cucumber is in the blue_suitcase too, so her view of Owen's view lands in the same place.

**Answer:** B. blue_suitcase""",
claims=[
 C("Jackson sees a cat", "event", "true", 1, "line 1"),
 C("then all five enter the crawlspace", "event", "true", 2, "line 2", chk=[('r',a,2,'crawlspace') for a in ALL]),
 C("The cucumber is in the blue_suitcase", "location", "true", 3, "line 3", chk=('o','cucumber',3,'blue_suitcase')),
 C("Isabella stays a minute and exits (line 5)", "event", "true", 5, "lines 4-5", chk=('r','Isabella',5,None)),
 C("Jackson exits (line 7)", "event", "true", 7, "line 7", chk=('r','Jackson',7,None)),
 C("Isla moves the cucumber to the blue_treasure_chest (line 8)", "event", "true", 8, "line 8", chk=('o','cucumber',8,'blue_treasure_chest')),
 C("while Olivia and Owen watch", "presence", "true", 8, "witnesses of 8", chk=[('w','Olivia',8),('w','Owen',8)]),
 C("then exits", "event", "true", 9, "line 9", chk=('r','Isla',9,None)),
 C("Olivia and Owen leave after that", "order", "true", 13, "exits 11, 13", chk=[('r','Olivia',11,None),('r','Owen',13,None)]),
 C("Isabella left before the move", "order", "true", 5, "5 < 8", chk=('nw','Isabella',8)),
 C("Isabella thinks Olivia thinks: blue_suitcase", "belief", "true", "end", "Isabella->Olivia", chk=('b','Isabella -> Olivia','end','blue_suitcase')),
 C("Owen saw Isabella leave before the move", "presence", "true", 5, "Owen witnessed 5", chk=('w','Owen',5)),
 C("Owen thinks Isabella thinks Olivia thinks: blue_suitcase", "belief", "true", "end", "Owen->Isabella->Olivia", chk=('b','Owen -> Isabella -> Olivia','end','blue_suitcase')),
 C("Isla also saw Isabella leave", "presence", "true", 5, "Isla witnessed 5", chk=('w','Isla',5)),
 C("Isla thinks Owen thinks the cucumber is in the blue_suitcase too", "belief", "false", "end", "PLANT: Isla->Owen = blue_treasure_chest (both saw the move)", chk=('b','Isla -> Owen','end','blue_suitcase')),
 C("her view of Owen's view lands in the same place", "belief", "true", "end", "answer", chk=('b',Q,'end','blue_suitcase')),
]),
dict(style="narrative", label="wrong", stated_answer="blue_treasure_chest",
response="""Let me trace where each person was.

The cucumber starts in the blue_suitcase with everyone present. Isabella and Jackson leave first. Then Isla moves the cucumber into the blue_treasure_chest while Olivia and Owen are still in the crawlspace, so Olivia definitely knows about the move.

Working through the chain: Olivia's belief is the blue_treasure_chest. Isabella isn't there for the move, but the question chains through Owen and Isla, who both saw Olivia watching Isla's move. Since Owen and Isla are the outer layers and they know Olivia saw it, the chain settles on what Olivia actually saw.

So Isla thinks Owen thinks Isabella thinks Olivia thinks the cucumber is in the blue_treasure_chest. The answer is D. blue_treasure_chest.""",
claims=[
 C("The cucumber starts in the blue_suitcase with everyone present", "location", "true", 3, "line 3", chk=[('o','cucumber',3,'blue_suitcase')]+[('w',a,3) for a in ALL]),
 C("Isabella and Jackson leave first", "order", "true", 7, "exits 5, 7 are the first two", chk=[('r','Isabella',7,None),('r','Jackson',7,None),('r','Isla',7,'crawlspace')]),
 C("Then Isla moves the cucumber into the blue_treasure_chest", "event", "true", 8, "line 8", chk=('o','cucumber',8,'blue_treasure_chest')),
 C("while Olivia and Owen are still in the crawlspace", "presence", "true", 8, "rooms at 8", chk=[('r','Olivia',8,'crawlspace'),('r','Owen',8,'crawlspace')]),
 C("Olivia definitely knows about the move", "belief", "true", 8, "Olivia = blue_treasure_chest", chk=('b','Olivia',8,'blue_treasure_chest')),
 C("Olivia's belief is the blue_treasure_chest", "belief", "true", "end", "Olivia at end", chk=('b','Olivia','end','blue_treasure_chest')),
 C("Isabella isn't there for the move", "presence", "true", 8, "Isabella not witness 8", chk=('nw','Isabella',8)),
 C("Owen and Isla, who both saw Olivia watching Isla's move", "presence", "true", 8, "all three witnessed 8", chk=[('w','Owen',8),('w','Isla',8),('w','Olivia',8)]),
 C("they know Olivia saw it", "belief", "true", "end", "Owen->Olivia and Isla->Olivia blue_treasure_chest", chk=[('b','Owen -> Olivia','end','blue_treasure_chest'),('b','Isla -> Olivia','end','blue_treasure_chest')]),
 C("the chain settles on what Olivia actually saw", "belief", "false", "end", "chain passes through Isabella: blue_suitcase", chk=('b',Q,'end','blue_treasure_chest')),
 C("Isla thinks Owen thinks Isabella thinks Olivia thinks the cucumber is in the blue_treasure_chest", "belief", "false", "end", "gold blue_suitcase", chk=('b',Q,'end','blue_treasure_chest')),
]),
dict(style="terse", label="unsound", stated_answer="blue_suitcase",
response="""B. blue_suitcase — Isabella left right after Jackson, before Isla moved it.""",
claims=[
 C("Isabella left right after Jackson", "order", "false", 5, "PLANT: Isabella left first (5), Jackson at 7", chk=('r','Jackson',5,None)),
 C("before Isla moved it", "order", "true", 8, "exit 5 before move 8", chk=('nw','Isabella',8)),
]),
dict(style="thinking", label="unsupported", stated_answer="blue_suitcase",
response="""<think>
Four nested beliefs: Isla → Owen → Isabella → Olivia. That's a lot of layers. These deep chains usually collapse to whatever the least-informed person in the chain last saw... Let me not overthink it. The key person is probably whoever knows least. So the chain ends at the blue_suitcase.
</think>

B. blue_suitcase""",
claims=[
 C("So the chain ends at the blue_suitcase", "belief", "true", "end", "answer restated", chk=('b',Q,'end','blue_suitcase')),
]),
]
