from pc import C, R
QOBJ = "tangerine"
BB = "blue_bucket"
RECORDS = [
R("answer_first", "unsupported", BB,
"""**N. blue_bucket**

Isla really thinks the tangerine is in the blue_bucket.""",
[
 C("Isla really thinks the tangerine is in the blue_bucket", "belief", "true", "end", "answer restated", ('b','Isla','end',BB), ans=True),
]),
R("numbered", "wrong", "blue_cupboard",
"""Let's think step by step.

1. The tangerine begins in the green_crate (step 2).
2. Hannah moves it to the green_box (step 3), then leaves.
3. Ava moves it to the blue_cupboard (step 6). Isla is in the bedroom and sees this.
4. Ava exits (step 7). Isla goes out with her at that point, so she does not witness what happens next.
5. Benjamin moves the tangerine to the blue_bucket (step 9), but Isla is no longer there.
6. Later, in the office and the waiting_room, only the peach is moved or discussed; nothing about the tangerine changes Isla's mind.

So Isla's last observation of the tangerine was the blue_cupboard.

The answer is \\boxed{K. blue_cupboard}""",
[
 C("The tangerine begins in the green_crate (step 2)", "location", "true", 2, "objects row 2", ('o','tangerine',2,'green_crate')),
 C("Hannah moves it to the green_box (step 3)", "event", "true", 3, "line 3", ('s',3,'Hannah moved the tangerine to the green_box')),
 C("then leaves", "event", "true", 4, "Hannah exited at 4", ('s',4,'Hannah exited')),
 C("Ava moves it to the blue_cupboard (step 6)", "event", "true", 6, "line 6", ('s',6,'Ava moved the tangerine to the blue_cupboard')),
 C("Isla is in the bedroom and sees this", "presence", "true", 6, "Isla witnessed 6", ('r','Isla',6,'bedroom'),('w','Isla',6,True)),
 C("Ava exits (step 7)", "event", "true", 7, "line 7", ('s',7,'Ava exited')),
 C("Isla goes out with her at that point", "presence", "false", 7, "Isla still in bedroom at 7", ('r','Isla',7,None)),
 C("so she does not witness what happens next", "presence", "false", 9, "Isla witnessed line 9", ('w','Isla',9,False)),
 C("Benjamin moves the tangerine to the blue_bucket (step 9)", "event", "true", 9, "line 9", ('s',9,'Benjamin moved the tangerine to the blue_bucket')),
 C("Isla is no longer there", "presence", "false", 9, "Isla in bedroom at 9", ('r','Isla',9,None)),
 C("only the peach is moved or discussed", "event", "true", None, "lines 17-27 concern the peach", ('s',17,'peach'),('s',18,'peach'),('s',20,'peach'),('s',22,'peach'),('s',26,'peach'),('s',27,'peach')),
 C("nothing about the tangerine changes Isla's mind", "belief", "true", "end", "Isla's belief same at 15 and end", ('b','Isla',15,BB),('b','Isla','end',BB)),
 C("Isla's last observation of the tangerine was the blue_cupboard", "belief", "false", "end", "Isla believes blue_bucket", ('b','Isla','end','blue_cupboard'), ans=True),
]),
R("narrative", "sound", BB,
"""Let me trace where Isla was during each move of the tangerine.

The tangerine starts in the green_crate, and Hannah moves it to the green_box while everyone is in the bedroom. After Hannah leaves, Ava moves it to the blue_cupboard, and Isla is there to see it. Ava then leaves, and Benjamin moves the tangerine to the blue_bucket. Isla is still in the bedroom at this point, so she watches that move too. Benjamin exits, and Isla waits a minute before leaving herself, with only Noah staying behind. Nobody touches the tangerine after Benjamin's move.

Everything after that (the office scene and the claims in the waiting_room) concerns the peach, not the tangerine, so it doesn't affect Isla's belief here.

So Isla thinks the tangerine is in the blue_bucket, which is also where it actually is. The answer is N. blue_bucket.""",
[
 C("The tangerine starts in the green_crate", "location", "true", 2, "objects row 2", ('o','tangerine',2,'green_crate')),
 C("Hannah moves it to the green_box", "event", "true", 3, "line 3", ('s',3,'Hannah moved the tangerine to the green_box')),
 C("while everyone is in the bedroom", "presence", "true", 3, "all five in bedroom", *[('r',a,3,'bedroom') for a in ['Hannah','Ava','Benjamin','Isla','Noah']]),
 C("After Hannah leaves", "order", "true", None, "Hannah exit 4 before Ava move 6", ('lt',4,6)),
 C("Ava moves it to the blue_cupboard", "event", "true", 6, "line 6", ('s',6,'Ava moved the tangerine to the blue_cupboard')),
 C("Isla is there to see it", "presence", "true", 6, "Isla witnessed 6", ('w','Isla',6,True)),
 C("Ava then leaves", "event", "true", 7, "line 7", ('s',7,'Ava exited')),
 C("Benjamin moves the tangerine to the blue_bucket", "event", "true", 9, "line 9", ('s',9,'Benjamin moved the tangerine to the blue_bucket')),
 C("Isla is still in the bedroom at this point", "presence", "true", 9, "Isla in bedroom at 9", ('r','Isla',9,'bedroom')),
 C("she watches that move too", "presence", "true", 9, "Isla witnessed 9", ('w','Isla',9,True)),
 C("Benjamin exits", "event", "true", 10, "line 10", ('s',10,'Benjamin exited')),
 C("Isla waits a minute before leaving herself", "event", "true", 12, "lines 11-12", ('s',11,'Isla made no movements'),('s',12,'Isla exited')),
 C("with only Noah staying behind", "presence", "true", 12, "only Noah in bedroom after 12", ('r','Noah',12,'bedroom'),('r','Isla',12,None),('r','Benjamin',12,None),('r','Ava',12,None),('r','Hannah',12,None)),
 C("Nobody touches the tangerine after Benjamin's move", "event", "true", "end", "tangerine stays in blue_bucket", ('o','tangerine',10,BB),('o','tangerine','end',BB)),
 C("concerns the peach, not the tangerine", "event", "true", None, "lines 16-27 are about the peach", ('s',17,'peach'),('s',18,'peach'),('s',20,'peach'),('s',22,'peach'),('s',26,'peach'),('s',27,'peach')),
 C("it doesn't affect Isla's belief here", "communication", "true", "end", "Isla's tangerine belief unchanged 25 -> end", ('b','Isla',25,BB),('b','Isla','end',BB)),
 C("Isla thinks the tangerine is in the blue_bucket", "belief", "true", "end", "answer", ('b','Isla','end',BB), ans=True),
 C("which is also where it actually is", "location", "true", "end", "objects end", ('o','tangerine','end',BB)),
]),
R("terse", "unsound", BB,
"""N. blue_bucket. Isla was still in the room when Benjamin moved it there at line 8.""",
[
 C("Isla was still in the room", "presence", "true", 9, "Isla in bedroom during the move", ('r','Isla',9,'bedroom')),
 C("Benjamin moved it there at line 8", "event", "false", 8, "PLANTED: the move is line 9; line 8 is Benjamin seeing a dog", ('s',8,'Benjamin moved the tangerine to the blue_bucket')),
]),
R("thinking", "unsound", BB,
"""<think>
The question is just Isla's own belief about the tangerine, so I only need to know which moves she saw.

Moves: green_crate at the start → green_box (Hannah, line 3) → blue_cupboard (Ava, line 6) → blue_bucket (Benjamin, line 9).

Who was in the bedroom? All five entered at line 1. Hannah left at 4, Ava at 7, Benjamin at 10, and then Noah left before Isla. And Isla was present for line 9, which is what matters.

So Isla saw Benjamin put it in the blue_bucket. After that, the tangerine isn't moved again. The later stuff (red_container, red_bucket, green_bucket, blue_crate, green_bathtub) is all the peach.

Hmm, the private tell from Isla to Noah at the end is about the peach too, so no effect.

So Isla thinks blue_bucket.
</think>

Isla watched Benjamin move the tangerine into the blue_bucket and nothing moved it afterwards, so she thinks it is in **N. blue_bucket**.""",
[
 C("green_crate at the start", "location", "true", 2, "objects row 2", ('o','tangerine',2,'green_crate')),
 C("green_box (Hannah, line 3)", "event", "true", 3, "line 3", ('s',3,'Hannah moved the tangerine to the green_box')),
 C("blue_cupboard (Ava, line 6)", "event", "true", 6, "line 6", ('s',6,'Ava moved the tangerine to the blue_cupboard')),
 C("blue_bucket (Benjamin, line 9)", "event", "true", 9, "line 9", ('s',9,'Benjamin moved the tangerine to the blue_bucket')),
 C("All five entered at line 1", "event", "true", 1, "line 1", ('s',1,'Hannah, Ava, Benjamin, Isla and Noah entered the bedroom')),
 C("Hannah left at 4, Ava at 7, Benjamin at 10", "event", "true", None, "exit lines", ('s',4,'Hannah exited'),('s',7,'Ava exited'),('s',10,'Benjamin exited')),
 C("then Noah left before Isla", "order", "false", None, "PLANTED: Isla exited at 12, Noah at 14", ('lt',14,12)),
 C("Isla was present for line 9", "presence", "true", 9, "Isla witnessed 9", ('w','Isla',9,True)),
 C("Isla saw Benjamin put it in the blue_bucket", "presence", "true", 9, "Isla witnessed 9", ('w','Isla',9,True),('s',9,'Benjamin moved the tangerine to the blue_bucket')),
 C("the tangerine isn't moved again", "event", "true", "end", "stays in blue_bucket", ('o','tangerine','end',BB)),
 C("The later stuff (red_container, red_bucket, green_bucket, blue_crate, green_bathtub) is all the peach", "event", "true", None, "lines 17-26 about the peach", ('s',17,'peach is in the red_container'),('s',18,'peach to the red_bucket'),('s',20,'peach to the green_bucket'),('s',22,'peach to the blue_crate'),('s',26,'peach is in the green_bathtub')),
 C("the private tell from Isla to Noah at the end is about the peach too", "communication", "true", 27, "line 27", ('s',27,'Isla privately told Noah that the peach')),
 C("So Isla thinks blue_bucket.", "belief", "true", "end", "answer", ('b','Isla','end',BB), ans=True),
 C("Isla watched Benjamin move the tangerine into the blue_bucket", "presence", "true", 9, "Isla witnessed 9", ('w','Isla',9,True)),
 C("nothing moved it afterwards", "event", "true", "end", "stays in blue_bucket", ('o','tangerine','end',BB)),
 C("she thinks it is in **N. blue_bucket**", "belief", "true", "end", "answer", ('b','Isla','end',BB), ans=True),
]),
]
