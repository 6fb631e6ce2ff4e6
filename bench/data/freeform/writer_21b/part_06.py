from common import C, R
# Q6 s6821-9-o4: Chloe -> Ethan -> Charlotte -> Avery about the radish; gold red_treasure_chest (O)
RECORDS = []
CH4 = "Chloe -> Ethan -> Charlotte -> Avery"

r1 = """**Answer: O. red_treasure_chest**

Explanation:
- Chloe moves the radish to the red_treasure_chest (line 3) with all five people in the dining_room, and exits immediately afterward (line 4).
- Everything after that in the dining_room (Ethan leaving, Avery's move to the red_drawer, Charlotte's move to the green_bucket) happens while Chloe is out of the room.
- By the time Ethan leaves (line 7), the radish is already in the red_drawer.
- From Chloe's point of view, the last move everyone saw together was the radish going into the red_treasure_chest, so any chain of beliefs she builds about Ethan, Charlotte and Avery ends there.
- Avery's public claim (line 18) also says red_treasure_chest, which fits Chloe's picture.

So Chloe thinks Ethan thinks Charlotte thinks Avery thinks the radish is in the red_treasure_chest."""
RECORDS.append(R("answer_first", "unsound", "red_treasure_chest", r1, [
    C("Chloe moves the radish to the red_treasure_chest (line 3)", "event", "true", 3, "line 3", ("txt",3,"Chloe moved the radish to the red_treasure_chest")),
    C("with all five people in the dining_room", "presence", "true", 3, "all five witnessed line 3", [("saw",3,"Avery",True),("saw",3,"Liam",True),("saw",3,"Charlotte",True),("saw",3,"Ethan",True)]),
    C("exits immediately afterward (line 4)", "event", "true", 4, "line 4", ("txt",4,"Chloe exited")),
    C("Ethan leaving, Avery's move to the red_drawer, Charlotte's move to the green_bucket) happens while Chloe is out of the room", "presence", "true", 14, "Chloe absent at 7, 8, 14", [("saw",7,"Chloe",False),("saw",8,"Chloe",False),("saw",14,"Chloe",False)]),
    C("By the time Ethan leaves (line 7), the radish is already in the red_drawer", "location", "false", 7, "PLANTED: at line 7 the radish is still in the red_treasure_chest; Avery moves it at line 8", ("loc","radish",7,"red_drawer")),
    C("the last move everyone saw together was the radish going into the red_treasure_chest", "presence", "true", 3, "line 3 is the last move witnessed by all five", [("saw",3,"Chloe",True),("saw",8,"Chloe",False)]),
    C("any chain of beliefs she builds about Ethan, Charlotte and Avery ends there", "belief", "true", "end", "Chloe-rooted chains all red_treasure_chest", [("bel","Chloe -> Ethan","radish","end","red_treasure_chest"),("bel","Chloe -> Ethan -> Charlotte","radish","end","red_treasure_chest"),("bel",CH4,"radish","end","red_treasure_chest")]),
    C("Avery's public claim (line 18) also says red_treasure_chest", "communication", "true", 18, "line 18", ("txt",18,"Avery publicly claimed that radish is in the red_treasure_chest")),
    C("which fits Chloe's picture", "belief", "true", 18, "Chloe = red_treasure_chest", ("bel","Chloe","radish",18,"red_treasure_chest")),
    C("Chloe thinks Ethan thinks Charlotte thinks Avery thinks the radish is in the red_treasure_chest", "belief", "true", "end", "gold chain", ("bel",CH4,"radish","end","red_treasure_chest")),
]))

r2 = """**Step 1: Understand the question**
We need Chloe's belief about Ethan's belief about Charlotte's belief about Avery's belief, which makes this a fourth-order question.

**Step 2: Consider whose knowledge matters**
The whole chain is built from Chloe's perspective, so her knowledge is what matters here.

**Step 3: Work through the chain**
Following the chain from Chloe through Ethan and Charlotte down to Avery, everything points to the same container.

**Answer:** O. red_treasure_chest"""
RECORDS.append(R("numbered", "unsupported", "red_treasure_chest", r2, [
    C("everything points to the same container", "belief", "uncheckable", None, "vague, names no container or time", None),
]))

r3 = """Let me trace this from Chloe's side, since the whole chain lives inside her head.

Chloe is in the dining_room only briefly. She's there when the radish is in the green_bucket, she moves it to the red_treasure_chest herself, and then she leaves at line 4. Everyone else (Ethan, Avery, Liam and Charlotte) was in the room and watched her make that move.

So when Chloe thinks about Ethan, she has nothing past that point: the last thing she saw him see was the radish going into the red_treasure_chest. The same goes for her picture of Ethan's picture of Charlotte, and of Charlotte's picture of Avery. In reality Avery later moves it to the red_drawer and Charlotte moves it to the green_bucket, but Chloe witnessed neither move.

The waiting-room exchange doesn't disturb this. Avery's public claim is that the radish is in the red_treasure_chest, which matches what Chloe already assumes, and Charlotte's message to Avery is private, so Chloe doesn't hear it.

The answer is O. red_treasure_chest."""
RECORDS.append(R("narrative", "sound", "red_treasure_chest", r3, [
    C("Chloe is in the dining_room only briefly", "presence", "uncheckable", None, "vague duration", None),
    C("She's there when the radish is in the green_bucket", "presence", "true", 2, "Chloe witnessed line 2", [("saw",2,"Chloe",True),("loc","radish",2,"green_bucket")]),
    C("she moves it to the red_treasure_chest herself", "event", "true", 3, "line 3", ("txt",3,"Chloe moved the radish to the red_treasure_chest")),
    C("then she leaves at line 4", "event", "true", 4, "line 4", ("txt",4,"Chloe exited")),
    C("Everyone else (Ethan, Avery, Liam and Charlotte) was in the room and watched her make that move", "presence", "true", 3, "witnessed_by line 3", [("saw",3,"Ethan",True),("saw",3,"Avery",True),("saw",3,"Liam",True),("saw",3,"Charlotte",True)]),
    C("the last thing she saw him see was the radish going into the red_treasure_chest", "belief", "true", "end", "Chloe -> Ethan = red_treasure_chest", ("bel","Chloe -> Ethan","radish","end","red_treasure_chest")),
    C("The same goes for her picture of Ethan's picture of Charlotte, and of Charlotte's picture of Avery", "belief", "true", "end", "3- and 4-chains red_treasure_chest", [("bel","Chloe -> Ethan -> Charlotte","radish","end","red_treasure_chest"),("bel",CH4,"radish","end","red_treasure_chest")]),
    C("Avery later moves it to the red_drawer", "event", "true", 8, "line 8", ("txt",8,"Avery moved the radish to the red_drawer")),
    C("Charlotte moves it to the green_bucket", "event", "true", 14, "line 14", ("txt",14,"Charlotte moved the radish to the green_bucket")),
    C("Chloe witnessed neither move", "presence", "true", 14, "Chloe absent at 8 and 14", [("saw",8,"Chloe",False),("saw",14,"Chloe",False)]),
    C("The waiting-room exchange doesn't disturb this", "communication", "true", 19, "4-chain red_treasure_chest at 18, 19", [("bel",CH4,"radish",18,"red_treasure_chest"),("bel",CH4,"radish",19,"red_treasure_chest")]),
    C("Avery's public claim is that the radish is in the red_treasure_chest", "communication", "true", 18, "line 18", ("txt",18,"Avery publicly claimed that radish is in the red_treasure_chest")),
    C("which matches what Chloe already assumes", "belief", "true", 17, "Chloe = red_treasure_chest before the claim", ("bel","Chloe","radish",17,"red_treasure_chest")),
    C("Charlotte's message to Avery is private", "communication", "true", 19, "line 19", ("txt",19,"Charlotte privately told Avery")),
    C("Chloe doesn't hear it", "presence", "true", 19, "Chloe not in witnessed_by 19", ("saw",19,"Chloe",False)),
]))

r4 = """green_bucket, that's where Charlotte left it."""
RECORDS.append(R("terse", "wrong", "green_bucket", r4, [
    C("that's where Charlotte left it", "event", "true", 14, "Charlotte moved it to green_bucket (14) and exited (15)", [("txt",14,"Charlotte moved the radish to the green_bucket"),("loc","radish",15,"green_bucket")]),
]))

r5 = """<think>
Fourth-order. Chloe → Ethan → Charlotte → Avery.

Start with Chloe since everything is nested inside her. Chloe moved the radish to the red_treasure_chest at line 3 and exited at line 4. After that she's never in the dining_room again. So Chloe's own belief: red_treasure_chest.

Now Chloe's model of Ethan: Chloe saw Ethan in the room when she made the move. She doesn't see anything that happens in the dining_room after she leaves. So from her perspective Ethan last saw... red_treasure_chest. And Ethan's model of Charlotte, and Charlotte's model of Avery, as Chloe imagines them, can only use what Chloe knows, which stops at line 3.

Hmm, but wait, the waiting room. Avery publicly claims the red_treasure_chest at line 18 and Chloe hears that. Does it change anything? It's the same container, so no. Charlotte's private tell to Avery (red_drawer): Chloe isn't part of it.

Let me double-check the actual events just to be safe: Avery moved it to the red_drawer at line 8, Charlotte to the green_bucket at line 14. Chloe was out for both. Yes.

So red_treasure_chest.
</think>

**O. red_treasure_chest**

Chloe left right after putting the radish in the red_treasure_chest, so every belief she attributes down the chain stops at that container."""
RECORDS.append(R("thinking", "sound", "red_treasure_chest", r5, [
    C("Chloe moved the radish to the red_treasure_chest at line 3", "event", "true", 3, "line 3", ("txt",3,"Chloe moved the radish to the red_treasure_chest")),
    C("exited at line 4", "event", "true", 4, "line 4", ("txt",4,"Chloe exited")),
    C("After that she's never in the dining_room again", "presence", "true", 15, "Chloe not in dining_room lines 4-19", [("room","Chloe",8,None),("room","Chloe",14,None),("room","Chloe",19,"waiting_room")]),
    C("Chloe's own belief: red_treasure_chest", "belief", "true", "end", "Chloe = red_treasure_chest", ("bel","Chloe","radish","end","red_treasure_chest")),
    C("Chloe saw Ethan in the room when she made the move", "presence", "true", 3, "both witnessed line 3", [("saw",3,"Chloe",True),("saw",3,"Ethan",True)]),
    C("She doesn't see anything that happens in the dining_room after she leaves", "presence", "true", 15, "Chloe absent from witnessed_by 5-15", [("saw",7,"Chloe",False),("saw",8,"Chloe",False),("saw",10,"Chloe",False),("saw",13,"Chloe",False),("saw",14,"Chloe",False)]),
    C("from her perspective Ethan last saw... red_treasure_chest", "belief", "true", "end", "Chloe -> Ethan", ("bel","Chloe -> Ethan","radish","end","red_treasure_chest")),
    C("And Ethan's model of Charlotte, and Charlotte's model of Avery, as Chloe imagines them, can only use what Chloe knows, which stops at line 3", "belief", "true", "end", "3- and 4-chain = red_treasure_chest", [("bel","Chloe -> Ethan -> Charlotte","radish","end","red_treasure_chest"),("bel",CH4,"radish","end","red_treasure_chest")]),
    C("Avery publicly claims the red_treasure_chest at line 18", "communication", "true", 18, "line 18", ("txt",18,"Avery publicly claimed that radish is in the red_treasure_chest")),
    C("Chloe hears that", "presence", "true", 18, "Chloe witnessed 18", ("saw",18,"Chloe",True)),
    C("It's the same container, so no.", "communication", "true", 18, "4-chain unchanged at 18", ("bel",CH4,"radish",18,"red_treasure_chest")),
    C("Chloe isn't part of it", "presence", "true", 19, "Chloe not in witnessed_by 19", ("saw",19,"Chloe",False)),
    C("Avery moved it to the red_drawer at line 8", "event", "true", 8, "line 8", ("txt",8,"Avery moved the radish to the red_drawer")),
    C("Charlotte to the green_bucket at line 14", "event", "true", 14, "line 14", ("txt",14,"Charlotte moved the radish to the green_bucket")),
    C("Chloe was out for both", "presence", "true", 14, "absent at 8 and 14", [("saw",8,"Chloe",False),("saw",14,"Chloe",False)]),
    C("Chloe left right after putting the radish in the red_treasure_chest", "order", "true", 4, "move 3, exit 4", [("txt",3,"Chloe moved"),("txt",4,"Chloe exited")]),
    C("every belief she attributes down the chain stops at that container", "belief", "true", "end", "Chloe-rooted chains", [("bel","Chloe -> Ethan","radish","end","red_treasure_chest"),("bel",CH4,"radish","end","red_treasure_chest")]),
]))
