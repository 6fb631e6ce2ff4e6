from pc import C, R
QOBJ = "broccoli"
RC = "red_treasure_chest"
RECORDS = [
R("answer_first", "sound", RC,
"""**Answer: H. red_treasure_chest**

Explanation:
- Carter moved the broccoli into the red_treasure_chest (line 3) and then left the TV_room right away (line 4).
- Elizabeth was still in the room when Carter exited, so she knows Carter's last view of the broccoli was the red_treasure_chest.
- From Carter's perspective, Mason was present for that move too, so Carter thinks Mason thinks it's in the red_treasure_chest.
- Sophia's and Mason's later moves (lines 5 and 11) happened after Carter was gone, so they don't enter into Carter's picture.
- Emily's public claim about the blue_box at line 14 doesn't alter what Elizabeth thinks Carter thinks Mason believes.

So Elizabeth thinks Carter thinks Mason thinks the broccoli is in the red_treasure_chest.""",
[
 C("Carter moved the broccoli into the red_treasure_chest (line 3)", "event", "true", 3, "line 3", ('s',3,'Carter moved the broccoli to the red_treasure_chest')),
 C("then left the TV_room right away (line 4)", "event", "true", 4, "Carter exited at line 4", ('s',4,'Carter exited the TV_room')),
 C("Elizabeth was still in the room when Carter exited", "presence", "true", 4, "Elizabeth in TV_room and witnessed line 4", ('r','Elizabeth',4,'TV_room'),('w','Elizabeth',4,True)),
 C("she knows Carter's last view of the broccoli was the red_treasure_chest", "belief", "true", 4, "Elizabeth -> Carter = red_treasure_chest", ('b','Elizabeth -> Carter',4,RC)),
 C("Mason was present for that move too", "presence", "true", 3, "Mason witnessed line 3", ('w','Mason',3,True)),
 C("Carter thinks Mason thinks it's in the red_treasure_chest", "belief", "true", "end", "Carter -> Mason = red_treasure_chest at end", ('b','Carter -> Mason','end',RC)),
 C("Sophia's and Mason's later moves (lines 5 and 11) happened after Carter was gone", "order", "true", None, "Carter exited at 4, before 5 and 11", ('lt',4,5),('lt',4,11),('r','Carter',5,None),('r','Carter',11,None)),
 C("Emily's public claim about the blue_box at line 14 doesn't alter what Elizabeth thinks Carter thinks Mason believes", "communication", "true", 14, "chain stays red_treasure_chest at 13 and 14", ('s',14,'Emily publicly claimed that broccoli is in the blue_box'),('b','Elizabeth -> Carter -> Mason',13,RC),('b','Elizabeth -> Carter -> Mason',14,RC)),
 C("Elizabeth thinks Carter thinks Mason thinks the broccoli is in the red_treasure_chest", "belief", "true", "end", "answer chain", ('b','Elizabeth -> Carter -> Mason','end',RC), ans=True),
]),
R("numbered", "unsound", RC,
"""**Step 1: Track the broccoli's movements**
1. The broccoli starts in the blue_box (line 2).
2. Carter moves it to the red_treasure_chest (line 3), with all five people watching.
3. Sophia moves it to the blue_bathtub (line 5) after Carter has left.
4. Mason moves it back to the blue_box (line 11) while he is alone in the TV_room.

**Step 2: Track who left when**
- Exit order: Carter (4), Sophia (6), Emily (8), Elizabeth (10), Mason (12).

**Step 3: Work through the chain**
- Carter left right after his own move, so the last thing Carter saw was the broccoli going into the red_treasure_chest. Carter therefore thinks Mason thinks it is in the red_treasure_chest.
- Elizabeth saw Carter walk out at that point, so she knows exactly what Carter saw.
- In the waiting_room, Emily publicly says it's in the blue_box, but that announcement doesn't move Carter off the red_treasure_chest, since he doesn't trust her.

**Answer:** H. red_treasure_chest""",
[
 C("The broccoli starts in the blue_box (line 2)", "location", "true", 2, "objects row 2", ('o','broccoli',2,'blue_box')),
 C("Carter moves it to the red_treasure_chest (line 3)", "event", "true", 3, "line 3", ('s',3,'Carter moved the broccoli to the red_treasure_chest')),
 C("with all five people watching", "presence", "true", 3, "all five witnessed line 3", *[('w',a,3,True) for a in ['Carter','Sophia','Emily','Elizabeth','Mason']]),
 C("Sophia moves it to the blue_bathtub (line 5)", "event", "true", 5, "line 5", ('s',5,'Sophia moved the broccoli to the blue_bathtub')),
 C("after Carter has left", "order", "true", 5, "Carter exited at 4", ('lt',4,5),('r','Carter',5,None)),
 C("Mason moves it back to the blue_box (line 11)", "event", "true", 11, "line 11", ('s',11,'Mason moved the broccoli to the blue_box')),
 C("while he is alone in the TV_room", "presence", "true", 11, "only Mason in TV_room at 11", ('r','Mason',11,'TV_room'),('r','Carter',11,None),('r','Sophia',11,None),('r','Emily',11,None),('r','Elizabeth',11,None)),
 C("Exit order: Carter (4), Sophia (6), Emily (8), Elizabeth (10), Mason (12)", "order", "true", None, "exit lines 4,6,8,10,12", ('s',4,'Carter exited'),('s',6,'Sophia exited'),('s',8,'Emily exited'),('s',10,'Elizabeth exited'),('s',12,'Mason exited')),
 C("Carter left right after his own move", "order", "true", 4, "move at 3, exit at 4", ('s',4,'Carter exited'),('lt',3,4)),
 C("the last thing Carter saw was the broccoli going into the red_treasure_chest", "belief", "true", 4, "Carter believes red_treasure_chest at 4", ('b','Carter',4,RC)),
 C("Carter therefore thinks Mason thinks it is in the red_treasure_chest", "belief", "true", "end", "Carter -> Mason = red_treasure_chest", ('b','Carter -> Mason','end',RC)),
 C("Elizabeth saw Carter walk out at that point", "presence", "true", 4, "Elizabeth witnessed line 4", ('w','Elizabeth',4,True)),
 C("she knows exactly what Carter saw", "belief", "true", 4, "Elizabeth -> Carter = red_treasure_chest = Carter's belief", ('b','Elizabeth -> Carter',4,RC)),
 C("Emily publicly says it's in the blue_box", "event", "true", 14, "line 14", ('s',14,'Emily publicly claimed that broccoli is in the blue_box')),
 C("that announcement doesn't move Carter off the red_treasure_chest, since he doesn't trust her", "communication", "false", 14, "PLANTED: Carter exited before Emily, trusts her; his belief becomes blue_box at 14", ('b','Carter',14,RC)),
]),
R("narrative", "wrong", "blue_box",
"""Let me trace where each person was when the broccoli moved.

All five start in the TV_room, where the broccoli is sitting in the blue_box. Carter moves it to the red_treasure_chest and leaves immediately, so at that point Carter believes it's in the red_treasure_chest, and he'd assume everyone else, Mason included, believes the same.

Sophia then moves it to the blue_bathtub before walking out. Emily and Elizabeth each wait a minute and go, leaving Mason by himself, and Mason puts the broccoli back in the blue_box.

The key is what happens in the waiting_room. Emily publicly claims the broccoli is in the blue_box. Carter left the TV_room before Emily did, so he trusts her, and his own belief switches to the blue_box. Elizabeth can see that Carter heard this claim, and since it was public, Carter would take it that Mason heard it too and updated the same way.

So from Elizabeth's point of view, Carter now thinks Mason thinks the broccoli is in the blue_box.

The answer is F. blue_box.""",
[
 C("All five start in the TV_room", "presence", "true", 1, "line 1", *[('r',a,1,'TV_room') for a in ['Carter','Sophia','Emily','Elizabeth','Mason']]),
 C("the broccoli is sitting in the blue_box", "location", "true", 2, "objects row 2", ('o','broccoli',2,'blue_box')),
 C("Carter moves it to the red_treasure_chest", "event", "true", 3, "line 3", ('s',3,'Carter moved the broccoli to the red_treasure_chest')),
 C("leaves immediately", "event", "true", 4, "Carter exited at 4", ('s',4,'Carter exited')),
 C("at that point Carter believes it's in the red_treasure_chest", "belief", "true", 4, "Carter = red_treasure_chest at 4", ('b','Carter',4,RC)),
 C("he'd assume everyone else, Mason included, believes the same", "belief", "true", 4, "Carter -> others = red_treasure_chest at 4", ('b','Carter -> Mason',4,RC),('b','Carter -> Sophia',4,RC),('b','Carter -> Emily',4,RC),('b','Carter -> Elizabeth',4,RC)),
 C("Sophia then moves it to the blue_bathtub", "event", "true", 5, "line 5", ('s',5,'Sophia moved the broccoli to the blue_bathtub')),
 C("before walking out", "event", "true", 6, "Sophia exited at 6", ('s',6,'Sophia exited')),
 C("Emily and Elizabeth each wait a minute and go", "event", "true", None, "lines 7-10", ('s',7,'Emily made no movements'),('s',8,'Emily exited'),('s',9,'Elizabeth made no movements'),('s',10,'Elizabeth exited')),
 C("leaving Mason by himself", "presence", "true", 10, "only Mason in TV_room after 10", ('r','Mason',10,'TV_room'),('r','Emily',10,None),('r','Elizabeth',10,None),('r','Sophia',10,None),('r','Carter',10,None)),
 C("Mason puts the broccoli back in the blue_box", "event", "true", 11, "line 11", ('s',11,'Mason moved the broccoli to the blue_box')),
 C("Emily publicly claims the broccoli is in the blue_box", "event", "true", 14, "line 14", ('s',14,'Emily publicly claimed that broccoli is in the blue_box')),
 C("Carter left the TV_room before Emily did", "order", "true", None, "Carter 4 < Emily 8", ('lt',4,8)),
 C("he trusts her", "communication", "true", 14, "Carter's belief switches to blue_box at 14", ('b','Carter',14,'blue_box')),
 C("his own belief switches to the blue_box", "belief", "true", 14, "Carter = blue_box at 14", ('b','Carter',14,'blue_box')),
 C("Elizabeth can see that Carter heard this claim", "presence", "true", 14, "both witnessed line 14", ('w','Elizabeth',14,True),('w','Carter',14,True)),
 C("Carter would take it that Mason heard it too and updated the same way", "belief", "false", 14, "Carter -> Mason stays red_treasure_chest at 14", ('b','Carter -> Mason',14,'blue_box')),
 C("from Elizabeth's point of view, Carter now thinks Mason thinks the broccoli is in the blue_box", "belief", "false", "end", "gold chain is red_treasure_chest", ('b','Elizabeth -> Carter -> Mason','end','blue_box'), ans=True),
]),
R("terse", "unsupported", RC, "H. red_treasure_chest", []),
R("thinking", "sound", RC,
"""<think>
Okay, so I need Elizabeth's view of Carter's view of Mason's belief about the broccoli.

Timeline in the TV_room: the broccoli starts in the blue_box. Carter moves it to the red_treasure_chest, then Carter exits. So Carter's last knowledge: red_treasure_chest. And Mason was in the room then, so Carter thinks Mason saw it go into the red_treasure_chest.

Then Sophia moves it to the blue_bathtub — Carter's gone, doesn't see. Sophia leaves, Emily leaves, Elizabeth leaves. Mason is left alone and moves it to the blue_box.

Now, does Elizabeth think Carter thinks Mason saw the blue_bathtub move? Elizabeth saw Carter leave, and that was before that move, so no. Elizabeth thinks Carter thinks Mason thinks red_treasure_chest.

Wait, what about the waiting_room? Emily publicly claims blue_box. Carter exited before Emily, so Carter trusts Emily... so Carter himself would switch to blue_box. Hmm, does that change Carter's idea of Mason's belief? Let me think. Carter has no reason to think Mason's belief changed. The claim updates Carter's own first-order belief, not his model of Mason.

And the private tell at the end is Mason to Emily only; Elizabeth and Carter don't hear it.

So Elizabeth → Carter → Mason: red_treasure_chest.
</think>

**H. red_treasure_chest**. Carter left right after putting the broccoli in the red_treasure_chest, and nothing he witnessed or heard afterwards changes what he thinks Mason believes.""",
[
 C("the broccoli starts in the blue_box", "location", "true", 2, "objects row 2", ('o','broccoli',2,'blue_box')),
 C("Carter moves it to the red_treasure_chest", "event", "true", 3, "line 3", ('s',3,'Carter moved the broccoli to the red_treasure_chest')),
 C("then Carter exits", "event", "true", 4, "line 4", ('s',4,'Carter exited')),
 C("Carter's last knowledge: red_treasure_chest", "belief", "true", 4, "Carter = red_treasure_chest at 4", ('b','Carter',4,RC)),
 C("Mason was in the room then", "presence", "true", 3, "Mason in TV_room at 3", ('r','Mason',3,'TV_room')),
 C("Carter thinks Mason saw it go into the red_treasure_chest", "belief", "true", 4, "Carter -> Mason = red_treasure_chest", ('b','Carter -> Mason',4,RC)),
 C("Sophia moves it to the blue_bathtub", "event", "true", 5, "line 5", ('s',5,'Sophia moved the broccoli to the blue_bathtub')),
 C("Carter's gone, doesn't see", "presence", "true", 5, "Carter did not witness line 5", ('w','Carter',5,False)),
 C("Sophia leaves, Emily leaves, Elizabeth leaves", "order", "true", None, "exits 6, 8, 10 in that order", ('s',6,'Sophia exited'),('s',8,'Emily exited'),('s',10,'Elizabeth exited')),
 C("Mason is left alone", "presence", "true", 10, "only Mason in TV_room after 10", ('r','Mason',10,'TV_room'),('r','Elizabeth',10,None),('r','Emily',10,None),('r','Sophia',10,None),('r','Carter',10,None)),
 C("moves it to the blue_box", "event", "true", 11, "line 11", ('s',11,'Mason moved the broccoli to the blue_box')),
 C("Elizabeth saw Carter leave", "presence", "true", 4, "Elizabeth witnessed line 4", ('w','Elizabeth',4,True)),
 C("that was before that move", "order", "true", None, "exit 4 before move 5", ('lt',4,5)),
 C("Elizabeth thinks Carter thinks Mason thinks red_treasure_chest", "belief", "true", "end", "answer chain", ('b','Elizabeth -> Carter -> Mason','end',RC), ans=True),
 C("Emily publicly claims blue_box", "event", "true", 14, "line 14", ('s',14,'Emily publicly claimed that broccoli is in the blue_box')),
 C("Carter exited before Emily", "order", "true", None, "4 < 8", ('lt',4,8)),
 C("Carter trusts Emily", "communication", "true", 14, "Carter's belief becomes blue_box at 14", ('b','Carter',14,'blue_box')),
 C("Carter himself would switch to blue_box", "belief", "true", 14, "Carter = blue_box at 14", ('b','Carter',14,'blue_box')),
 C("Carter has no reason to think Mason's belief changed", "belief", "true", 14, "Carter -> Mason stays red_treasure_chest at 14", ('b','Carter -> Mason',14,RC)),
 C("The claim updates Carter's own first-order belief, not his model of Mason", "communication", "true", 14, "Carter = blue_box, Carter -> Mason = red_treasure_chest at 14", ('b','Carter',14,'blue_box'),('b','Carter -> Mason',14,RC)),
 C("the private tell at the end is Mason to Emily only", "event", "true", 15, "line 15, witnessed by Emily and Mason", ('s',15,'Mason privately told Emily'),('w','Carter',15,False),('w','Sophia',15,False),('w','Elizabeth',15,False)),
 C("Elizabeth and Carter don't hear it", "presence", "true", 15, "not witnesses of 15", ('w','Elizabeth',15,False),('w','Carter',15,False)),
 C("So Elizabeth → Carter → Mason: red_treasure_chest.", "belief", "true", "end", "answer chain", ('b','Elizabeth -> Carter -> Mason','end',RC), ans=True),
 C("Carter left right after putting the broccoli in the red_treasure_chest", "order", "true", 4, "move 3, exit 4", ('lt',3,4),('s',4,'Carter exited')),
 C("nothing he witnessed or heard afterwards changes what he thinks Mason believes", "belief", "true", "end", "Carter -> Mason = red_treasure_chest at end", ('b','Carter -> Mason','end',RC)),
]),
]
