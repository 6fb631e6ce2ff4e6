from pc import C, R
QOBJ = "radish"
RB = "red_bathtub"
ALL = ['Mila','Charlotte','Isla','James','Alexander']
RECORDS = [
R("answer_first", "wrong", "green_bottle",
"""**K. green_bottle**

Explanation:
- Mila put the radish in the red_bathtub (line 3) and left at line 4, so initially she thinks everyone, Charlotte included, believes it's in the red_bathtub.
- In the waiting_room, Isla privately tells Mila it's in the green_bottle (line 14). Isla left the living_room after Mila, so Mila trusts her.
- Mila would now assume Charlotte has the same updated information, so Mila thinks Charlotte thinks the radish is in the green_bottle.""",
[
 C("Mila put the radish in the red_bathtub (line 3)", "event", "true", 3, "line 3", ('s',3,'Mila moved the radish to the red_bathtub')),
 C("left at line 4", "event", "true", 4, "line 4", ('s',4,'Mila exited')),
 C("initially she thinks everyone, Charlotte included, believes it's in the red_bathtub", "belief", "true", 4, "Mila -> all = red_bathtub at 4", *[('b','Mila -> '+a,4,RB) for a in ['Charlotte','Isla','James','Alexander']]),
 C("Isla privately tells Mila it's in the green_bottle (line 14)", "event", "true", 14, "line 14", ('s',14,'Isla privately told Mila that the radish is in the green_bottle')),
 C("Isla left the living_room after Mila", "order", "true", None, "4 < 8", ('lt',4,8)),
 C("Mila trusts her", "communication", "true", 14, "Mila = green_bottle at 14", ('b','Mila',14,'green_bottle')),
 C("Mila would now assume Charlotte has the same updated information", "belief", "false", 14, "Mila -> Charlotte stays red_bathtub", ('b','Mila -> Charlotte',14,'green_bottle')),
 C("Mila thinks Charlotte thinks the radish is in the green_bottle", "belief", "false", "end", "gold red_bathtub", ('b','Mila -> Charlotte','end','green_bottle'), ans=True),
]),
R("numbered", "unsound", RB,
"""**Step 1 – Mila's move:** Mila moves the radish from the blue_box to the red_bathtub (line 3) in front of everyone, then leaves (line 4).

**Step 2 – Charlotte's view:** Charlotte was in the room for the move and left at line 6, before James moved the radish to the blue_suitcase (line 9). So Charlotte believes it's in the red_bathtub.

**Step 3 – Mila's view of Charlotte:** Mila left before Charlotte, so as far as Mila knows, Charlotte last saw the radish in the red_bathtub.

**Step 4 – Waiting room:** Isla's tip to Mila (green_bottle) changes Mila's own belief, not her view of Charlotte. Charlotte's private message to James (green_suitcase) convinces James, but Mila isn't part of that conversation.

**Answer:** O. red_bathtub""",
[
 C("Mila moves the radish from the blue_box to the red_bathtub (line 3)", "event", "true", 3, "line 3", ('s',3,'Mila moved the radish to the red_bathtub'),('o','radish',2,'blue_box')),
 C("in front of everyone", "presence", "true", 3, "all witnessed 3", *[('w',a,3,True) for a in ALL]),
 C("then leaves (line 4)", "event", "true", 4, "line 4", ('s',4,'Mila exited')),
 C("Charlotte was in the room for the move", "presence", "true", 3, "Charlotte witnessed 3", ('w','Charlotte',3,True)),
 C("left at line 6", "event", "true", 6, "line 6", ('s',6,'Charlotte exited')),
 C("before James moved the radish to the blue_suitcase (line 9)", "order", "true", None, "6 < 9", ('lt',6,9),('s',9,'James moved the radish to the blue_suitcase')),
 C("So Charlotte believes it's in the red_bathtub", "belief", "true", "end", "Charlotte = red_bathtub", ('b','Charlotte','end',RB)),
 C("Mila left before Charlotte", "order", "true", None, "4 < 6", ('lt',4,6)),
 C("as far as Mila knows, Charlotte last saw the radish in the red_bathtub", "belief", "true", "end", "answer", ('b','Mila -> Charlotte','end',RB), ans=True),
 C("Isla's tip to Mila (green_bottle) changes Mila's own belief", "communication", "true", 14, "Mila red_bathtub -> green_bottle", ('b','Mila',13,RB),('b','Mila',14,'green_bottle')),
 C("not her view of Charlotte", "communication", "true", 14, "Mila -> Charlotte stays red_bathtub", ('b','Mila -> Charlotte',14,RB)),
 C("Charlotte's private message to James (green_suitcase) convinces James", "communication", "false", 15, "PLANTED: James left after Charlotte and keeps blue_suitcase", ('b','James',15,'green_suitcase')),
 C("Mila isn't part of that conversation", "presence", "true", 15, "Mila not witness of 15", ('w','Mila',15,False)),
]),
R("narrative", "wrong", None,
"""Let me trace what Mila could know about Charlotte.

Mila moved the radish from the blue_box to the red_bathtub while Charlotte and everyone else watched, and then Mila left. So at the moment Mila walked out, she'd assume Charlotte believes the radish is in the red_bathtub.

Things get complicated in the waiting_room. Isla privately tells Mila the radish is in the green_bottle, and Mila has reason to trust Isla, since Isla stayed in the living_room longer than she did. That changes Mila's own belief. The question is whether Mila would then also suspect that Charlotte's information is out of date, since Charlotte, like Isla, stayed behind after Mila left.

I think there are two defensible readings here: if Mila only reasons from what she saw, the answer is O. red_bathtub; if she factors in Isla's tip and assumes Charlotte may have seen the same thing Isla did, it could be K. green_bottle. I'd say it's one of those two.""",
[
 C("Mila moved the radish from the blue_box to the red_bathtub", "event", "true", 3, "line 3", ('s',3,'Mila moved the radish to the red_bathtub')),
 C("while Charlotte and everyone else watched", "presence", "true", 3, "all witnessed 3", *[('w',a,3,True) for a in ALL]),
 C("then Mila left", "event", "true", 4, "line 4", ('s',4,'Mila exited')),
 C("at the moment Mila walked out, she'd assume Charlotte believes the radish is in the red_bathtub", "belief", "true", 4, "Mila -> Charlotte = red_bathtub at 4", ('b','Mila -> Charlotte',4,RB)),
 C("Things get complicated in the waiting_room", "event", "uncheckable", None, "vague"),
 C("Isla privately tells Mila the radish is in the green_bottle", "event", "true", 14, "line 14", ('s',14,'Isla privately told Mila that the radish is in the green_bottle')),
 C("Mila has reason to trust Isla", "communication", "true", 14, "Mila updates to green_bottle", ('b','Mila',14,'green_bottle')),
 C("Isla stayed in the living_room longer than she did", "order", "true", None, "Mila 4 < Isla 8", ('lt',4,8)),
 C("That changes Mila's own belief", "communication", "true", 14, "Mila red_bathtub -> green_bottle", ('b','Mila',13,RB),('b','Mila',14,'green_bottle')),
 C("Charlotte, like Isla, stayed behind after Mila left", "presence", "true", 4, "both in living_room at 4", ('r','Charlotte',4,'living_room'),('r','Isla',4,'living_room')),
]),
R("terse", "unsound", RB,
"""O. Charlotte left the living_room right after Isla did, so she never saw James move it.""",
[
 C("Charlotte left the living_room right after Isla did", "order", "false", None, "PLANTED: Charlotte left at 6, before Isla at 8", ('lt',8,6)),
 C("she never saw James move it", "presence", "true", 9, "Charlotte not witness of 9", ('w','Charlotte',9,False)),
]),
R("thinking", "sound", RB,
"""<think>
Mila → Charlotte about the radish.

Line 3: Mila moves it blue_box → red_bathtub, everyone there. Line 4: Mila leaves. After that Charlotte waits and leaves at 6. James moves it to blue_suitcase at 9, but Charlotte's gone by then. So Charlotte actually believes red_bathtub, and Mila, who left first, can only assume Charlotte's still at red_bathtub.

Waiting room: Isla → Mila, green_bottle. Mila left before Isla (4 < 8), so she trusts Isla and now thinks green_bottle herself. Hmm, does that change Mila → Charlotte? No. The tell updates Mila's own belief and her view of Isla, nothing else; Charlotte wasn't part of it.

Charlotte → James, green_suitcase: James left after Charlotte so he ignores it. Not heard by Mila anyway.

Mila → Charlotte = red_bathtub.
</think>

O. red_bathtub""",
[
 C("Line 3: Mila moves it blue_box → red_bathtub", "event", "true", 3, "line 3", ('s',3,'Mila moved the radish to the red_bathtub'),('o','radish',2,'blue_box')),
 C("everyone there", "presence", "true", 3, "all witnessed 3", *[('w',a,3,True) for a in ALL]),
 C("Line 4: Mila leaves", "event", "true", 4, "line 4", ('s',4,'Mila exited')),
 C("Charlotte waits and leaves at 6", "event", "true", 6, "lines 5-6", ('s',5,'Charlotte made no movements'),('s',6,'Charlotte exited')),
 C("James moves it to blue_suitcase at 9", "event", "true", 9, "line 9", ('s',9,'James moved the radish to the blue_suitcase')),
 C("Charlotte's gone by then", "presence", "true", 9, "Charlotte in no room at 9", ('r','Charlotte',9,None)),
 C("Charlotte actually believes red_bathtub", "belief", "true", "end", "Charlotte = red_bathtub", ('b','Charlotte','end',RB)),
 C("Mila, who left first", "order", "true", 4, "first exit", ('lt',4,6)),
 C("can only assume Charlotte's still at red_bathtub", "belief", "true", "end", "Mila -> Charlotte", ('b','Mila -> Charlotte','end',RB)),
 C("Isla → Mila, green_bottle", "event", "true", 14, "line 14", ('s',14,'Isla privately told Mila that the radish is in the green_bottle')),
 C("Mila left before Isla (4 < 8)", "order", "true", None, "4 < 8", ('lt',4,8),('s',8,'Isla exited')),
 C("she trusts Isla", "communication", "true", 14, "Mila updates", ('b','Mila',14,'green_bottle')),
 C("now thinks green_bottle herself", "belief", "true", "end", "Mila = green_bottle", ('b','Mila','end','green_bottle')),
 C("The tell updates Mila's own belief and her view of Isla, nothing else", "communication", "true", 14, "changed: Mila, Mila -> Isla (and Isla -> Mila); Mila -> Charlotte unchanged", ('b','Mila',14,'green_bottle'),('b','Mila -> Isla',14,'green_bottle'),('b','Mila -> Charlotte',14,RB)),
 C("Charlotte wasn't part of it", "presence", "true", 14, "Charlotte not witness of 14", ('w','Charlotte',14,False)),
 C("Charlotte → James, green_suitcase", "event", "true", 15, "line 15", ('s',15,'Charlotte privately told James that the radish is in the green_suitcase')),
 C("James left after Charlotte", "order", "true", None, "6 < 10", ('lt',6,10)),
 C("he ignores it", "communication", "true", 15, "James stays blue_suitcase", ('b','James',15,'blue_suitcase')),
 C("Not heard by Mila anyway", "presence", "true", 15, "Mila not witness of 15", ('w','Mila',15,False)),
 C("Mila → Charlotte = red_bathtub.", "belief", "true", "end", "answer", ('b','Mila -> Charlotte','end',RB), ans=True),
]),
]
