from pc import C, R
QOBJ = "tangerine"
BB = "blue_bottle"
RECORDS = [
R("answer_first", "wrong", "blue_bucket",
"""**Answer: C. blue_bucket**

Explanation:
- The tangerine starts in the blue_bottle (line 2).
- Sophia moves it to the blue_bucket at line 8, with Evelyn and Mila watching.
- No one moves it again after that; the later lines are just people leaving, and the public claim (red_bucket) and the private tell (green_crate) are statements, not actual moves.

So the tangerine is really in the blue_bucket.""",
[
 C("The tangerine starts in the blue_bottle (line 2)", "location", "true", 2, "objects row 2", ('o','tangerine',2,BB)),
 C("Sophia moves it to the blue_bucket at line 8", "event", "true", 8, "line 8", ('s',8,'Sophia moved the tangerine to the blue_bucket')),
 C("with Evelyn and Mila watching", "presence", "true", 8, "both witnessed 8", ('w','Evelyn',8,True),('w','Mila',8,True)),
 C("No one moves it again after that", "event", "false", 12, "Mila moved it back to the blue_bottle at 12", ('o','tangerine','end','blue_bucket')),
 C("the later lines are just people leaving", "event", "false", 12, "line 12 is a move", ('s',12,'exited')),
 C("the public claim (red_bucket) and the private tell (green_crate) are statements, not actual moves", "communication", "true", 17, "lines 16-17 do not change the object", ('s',16,'publicly claimed that tangerine is in the red_bucket'),('s',17,'green_crate'),('no','tangerine',17,'red_bucket'),('no','tangerine',17,'green_crate')),
 C("the tangerine is really in the blue_bucket", "location", "false", "end", "really in the blue_bottle", ('o','tangerine','end','blue_bucket'), ans=True),
]),
R("numbered", "sound", BB,
"""Let's think step by step.

1. At line 2 the tangerine is in the blue_bottle.
2. Noah and Amelia leave without touching it (lines 4 and 7).
3. Sophia moves it to the blue_bucket (line 8), then exits.
4. Evelyn exits at line 11, leaving Mila alone in the den.
5. Mila moves the tangerine back to the blue_bottle (line 12). This is the final physical move.
6. Sophia's public claim (red_bucket) and Mila's private message (green_crate) don't move anything.

The answer is \\boxed{B. blue_bottle}""",
[
 C("At line 2 the tangerine is in the blue_bottle", "location", "true", 2, "objects row 2", ('o','tangerine',2,BB)),
 C("Noah and Amelia leave without touching it (lines 4 and 7)", "event", "true", None, "exits at 4 and 7, no moves before 8", ('s',4,'Noah exited'),('s',7,'Amelia exited'),('o','tangerine',7,BB)),
 C("Sophia moves it to the blue_bucket (line 8)", "event", "true", 8, "line 8", ('s',8,'Sophia moved the tangerine to the blue_bucket')),
 C("then exits", "event", "true", 9, "line 9", ('s',9,'Sophia exited')),
 C("Evelyn exits at line 11", "event", "true", 11, "line 11", ('s',11,'Evelyn exited')),
 C("leaving Mila alone in the den", "presence", "true", 11, "only Mila in den after 11", ('r','Mila',11,'den'),('r','Evelyn',11,None),('r','Sophia',11,None),('r','Amelia',11,None),('r','Noah',11,None)),
 C("Mila moves the tangerine back to the blue_bottle (line 12)", "event", "true", 12, "line 12", ('s',12,'Mila moved the tangerine to the blue_bottle')),
 C("This is the final physical move", "event", "true", 12, "no later moves; still blue_bottle at end", ('o','tangerine','end',BB)),
 C("Sophia's public claim (red_bucket) and Mila's private message (green_crate) don't move anything", "communication", "true", 17, "object unchanged by 16-17", ('s',16,'Sophia publicly claimed'),('s',17,'Mila privately told Sophia'),('o','tangerine',17,BB)),
]),
R("narrative", "unsound", BB,
"""Let me trace the tangerine's physical moves, ignoring what people say about it.

It starts in the blue_bottle. Noah and Amelia each leave the den without touching it. Sophia then moves it to the blue_bucket and leaves, and after Evelyn exits too, Mila is the only one left. Mila moves the tangerine back to the blue_bottle and then leaves as well.

In the waiting_room, Sophia publicly says it's in the red_bucket, and Mila privately tells Sophia it's in the green_crate. These are claims, and neither is true. Interestingly, Evelyn still thinks it's in the blue_bottle, but that doesn't matter for where it really is.

So the tangerine is really in the blue_bottle. The answer is B.""",
[
 C("It starts in the blue_bottle", "location", "true", 2, "objects row 2", ('o','tangerine',2,BB)),
 C("Noah and Amelia each leave the den without touching it", "event", "true", None, "exits 4, 7; no moves by them", ('s',4,'Noah exited'),('s',7,'Amelia exited'),('o','tangerine',7,BB)),
 C("Sophia then moves it to the blue_bucket", "event", "true", 8, "line 8", ('s',8,'Sophia moved the tangerine to the blue_bucket')),
 C("and leaves,", "event", "true", 9, "line 9", ('s',9,'Sophia exited')),
 C("after Evelyn exits too, Mila is the only one left", "presence", "true", 11, "only Mila in den after 11", ('r','Mila',11,'den'),('r','Evelyn',11,None),('r','Sophia',11,None),('r','Amelia',11,None),('r','Noah',11,None)),
 C("Mila moves the tangerine back to the blue_bottle", "event", "true", 12, "line 12", ('s',12,'Mila moved the tangerine to the blue_bottle')),
 C("then leaves as well", "event", "true", 13, "line 13", ('s',13,'Mila exited')),
 C("Sophia publicly says it's in the red_bucket", "event", "true", 16, "line 16", ('s',16,'Sophia publicly claimed that tangerine is in the red_bucket')),
 C("Mila privately tells Sophia it's in the green_crate", "event", "true", 17, "line 17", ('s',17,'Mila privately told Sophia that the tangerine is in the green_crate')),
 C("neither is true", "location", "true", 17, "object is in blue_bottle", ('no','tangerine',17,'red_bucket'),('no','tangerine',17,'green_crate')),
 C("Evelyn still thinks it's in the blue_bottle", "belief", "false", "end", "PLANTED: Evelyn left before Mila's move and believes blue_bucket", ('b','Evelyn','end',BB)),
 C("the tangerine is really in the blue_bottle", "location", "true", "end", "answer", ('o','tangerine','end',BB), ans=True),
]),
R("terse", "unsupported", BB, "B", []),
R("thinking", "sound", BB,
"""<think>
Where is it really, so just the physical location; claims don't count.
Line 2: blue_bottle. Line 8: Sophia → blue_bucket. Line 12: Mila → blue_bottle. Anything after 12? Line 13 Mila exits, 14 Amelia lost gloves, 15 everyone enters the waiting_room, 16 Sophia's public claim red_bucket, 17 Mila tells Sophia green_crate. No more moves.
Hmm, Sophia's claim is false anyway; it isn't in the red_bucket at that point. And Mila's tell isn't true either: it's in the blue_bottle, which Mila herself put it in.
So really: blue_bottle.
</think>

B. blue_bottle""",
[
 C("Line 2: blue_bottle", "location", "true", 2, "objects row 2", ('o','tangerine',2,BB)),
 C("Line 8: Sophia → blue_bucket", "event", "true", 8, "line 8", ('s',8,'Sophia moved the tangerine to the blue_bucket')),
 C("Line 12: Mila → blue_bottle", "event", "true", 12, "line 12", ('s',12,'Mila moved the tangerine to the blue_bottle')),
 C("Line 13 Mila exits, 14 Amelia lost gloves, 15 everyone enters the waiting_room", "event", "true", None, "lines 13-15", ('s',13,'Mila exited'),('s',14,'Amelia lost'),('s',15,'entered the waiting_room')),
 C("16 Sophia's public claim red_bucket", "event", "true", 16, "line 16", ('s',16,'Sophia publicly claimed that tangerine is in the red_bucket')),
 C("17 Mila tells Sophia green_crate", "event", "true", 17, "line 17", ('s',17,'Mila privately told Sophia that the tangerine is in the green_crate')),
 C("No more moves.", "event", "true", "end", "still blue_bottle at end", ('o','tangerine','end',BB)),
 C("it isn't in the red_bucket at that point", "location", "true", 16, "objects at 16 = blue_bottle", ('no','tangerine',16,'red_bucket')),
 C("Mila's tell isn't true either", "location", "true", 17, "objects at 17 = blue_bottle", ('no','tangerine',17,'green_crate')),
 C("it's in the blue_bottle, which Mila herself put it in", "event", "true", 12, "Mila moved it there at 12", ('s',12,'Mila moved the tangerine to the blue_bottle'),('o','tangerine',17,BB)),
 C("So really: blue_bottle.", "location", "true", "end", "answer", ('o','tangerine','end',BB), ans=True),
]),
]
