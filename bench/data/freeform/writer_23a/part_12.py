from pc import C, R
QOBJ = "grapefruit"
GC = "green_container"
RECORDS = [
R("answer_first", "sound", GC,
"""**Answer: H. green_container**

Explanation:
- The grapefruit starts in the blue_bottle (line 3).
- Mila moves it to the green_bottle (line 4), Sophia to the green_bucket (line 6), and Jayden to the green_container (line 8).
- No one moves it after line 8; Owen and Ella just wait and leave.
- Jayden's public claim (blue_bottle) and Ella's private tell (green_suitcase) are words, not moves, so the grapefruit stays in the green_container.""",
[
 C("The grapefruit starts in the blue_bottle (line 3)", "location", "true", 3, "objects row 3", ('o','grapefruit',3,'blue_bottle')),
 C("Mila moves it to the green_bottle (line 4)", "event", "true", 4, "line 4", ('s',4,'Mila moved the grapefruit to the green_bottle')),
 C("Sophia to the green_bucket (line 6)", "event", "true", 6, "line 6", ('s',6,'Sophia moved the grapefruit to the green_bucket')),
 C("Jayden to the green_container (line 8)", "event", "true", 8, "line 8", ('s',8,'Jayden moved the grapefruit to the green_container')),
 C("No one moves it after line 8", "event", "true", "end", "unchanged after 8", ('o','grapefruit',9,GC),('o','grapefruit','end',GC)),
 C("Owen and Ella just wait and leave", "event", "true", None, "lines 10-13", ('s',10,'Owen made no movements'),('s',11,'Owen exited'),('s',12,'Ella made no movements'),('s',13,'Ella exited')),
 C("Jayden's public claim (blue_bottle) and Ella's private tell (green_suitcase) are words, not moves", "communication", "true", 16, "lines 15-16 do not move the object", ('s',15,'Jayden publicly claimed that grapefruit is in the blue_bottle'),('s',16,'Ella privately told Jayden that the grapefruit is in the green_suitcase'),('o','grapefruit',16,GC)),
 C("the grapefruit stays in the green_container", "location", "true", "end", "answer", ('o','grapefruit','end',GC), ans=True),
]),
R("numbered", "unsound", GC,
"""Let's think step by step.

Step 1: At line 3, the grapefruit is in the blue_bottle.
Step 2: Line 4, Mila → green_bottle. Line 6, Sophia → green_bucket. Line 8, Jayden → green_container.
Step 3: After Jayden leaves, Owen and Ella each stay a minute and leave without touching it.
Step 4: In the waiting_room Jayden publicly claims it is in the blue_bottle. Only Mila believes this, since she left the sunroom before Jayden. Either way, a claim does not move the object.
Step 5: Ella's private message to Jayden (green_suitcase) also doesn't move anything.

So the grapefruit is really in the green_container.

The answer is \\boxed{green_container}""",
[
 C("At line 3, the grapefruit is in the blue_bottle", "location", "true", 3, "objects row 3", ('o','grapefruit',3,'blue_bottle')),
 C("Line 4, Mila → green_bottle", "event", "true", 4, "line 4", ('s',4,'Mila moved the grapefruit to the green_bottle')),
 C("Line 6, Sophia → green_bucket", "event", "true", 6, "line 6", ('s',6,'Sophia moved the grapefruit to the green_bucket')),
 C("Line 8, Jayden → green_container", "event", "true", 8, "line 8", ('s',8,'Jayden moved the grapefruit to the green_container')),
 C("After Jayden leaves, Owen and Ella each stay a minute and leave without touching it", "event", "true", None, "lines 9-13, no move", ('s',10,'Owen made no movements'),('s',12,'Ella made no movements'),('o','grapefruit',13,GC)),
 C("Jayden publicly claims it is in the blue_bottle", "event", "true", 15, "line 15", ('s',15,'Jayden publicly claimed that grapefruit is in the blue_bottle')),
 C("Only Mila believes this", "communication", "false", 15, "PLANTED: Sophia, who also left before Jayden, believes it too", ('b','Sophia',15,'green_bucket')),
 C("she left the sunroom before Jayden", "order", "true", None, "Mila 5 < Jayden 9", ('lt',5,9)),
 C("a claim does not move the object", "communication", "true", 15, "object unchanged at 15", ('o','grapefruit',15,GC)),
 C("Ella's private message to Jayden (green_suitcase) also doesn't move anything", "communication", "true", 16, "object unchanged at 16", ('s',16,'Ella privately told Jayden that the grapefruit is in the green_suitcase'),('o','grapefruit',16,GC)),
 C("the grapefruit is really in the green_container", "location", "true", "end", "answer", ('o','grapefruit','end',GC), ans=True),
]),
R("narrative", "sound", GC,
"""Since the question is about where the grapefruit really is, I just need to follow the physical moves and ignore what anyone says.

It starts in the blue_bottle. Mila moves it to the green_bottle and leaves; Sophia then moves it to the green_bucket and leaves; Jayden then moves it to the green_container and leaves. Owen and Ella stay a bit longer but don't touch it.

In the waiting_room, Jayden announces it's in the blue_bottle, which is false, and Ella privately tells Jayden it's in the green_suitcase, which is also false. Neither statement changes where it actually is.

The answer is H. green_container.""",
[
 C("It starts in the blue_bottle", "location", "true", 3, "objects row 3", ('o','grapefruit',3,'blue_bottle')),
 C("Mila moves it to the green_bottle and leaves", "event", "true", 4, "lines 4-5", ('s',4,'Mila moved the grapefruit to the green_bottle'),('s',5,'Mila exited')),
 C("Sophia then moves it to the green_bucket and leaves", "event", "true", 6, "lines 6-7", ('s',6,'Sophia moved the grapefruit to the green_bucket'),('s',7,'Sophia exited')),
 C("Jayden then moves it to the green_container and leaves", "event", "true", 8, "lines 8-9", ('s',8,'Jayden moved the grapefruit to the green_container'),('s',9,'Jayden exited')),
 C("Owen and Ella stay a bit longer but don't touch it", "event", "true", None, "lines 10-13", ('s',10,'Owen made no movements'),('s',12,'Ella made no movements'),('o','grapefruit',13,GC)),
 C("Jayden announces it's in the blue_bottle", "event", "true", 15, "line 15", ('s',15,'Jayden publicly claimed that grapefruit is in the blue_bottle')),
 C("which is false", "location", "true", 15, "not in blue_bottle at 15", ('no','grapefruit',15,'blue_bottle')),
 C("Ella privately tells Jayden it's in the green_suitcase", "event", "true", 16, "line 16", ('s',16,'Ella privately told Jayden that the grapefruit is in the green_suitcase')),
 C("which is also false", "location", "true", 16, "not in green_suitcase at 16", ('no','grapefruit',16,'green_suitcase')),
 C("Neither statement changes where it actually is", "communication", "true", 16, "object unchanged", ('o','grapefruit',14,GC),('o','grapefruit',16,GC)),
]),
R("terse", "unsupported", GC, "green_container.", []),
R("thinking", "wrong", "green_bucket",
"""<think>
Real location, ignore claims.
Line 3: blue_bottle. Line 4: Mila moves it to green_bottle. Line 6: Sophia moves it to green_container. Line 8: Jayden moves it to green_bucket. Then Jayden exits at 9.
Owen stays, exits at 11. Ella stays, exits at 13. Nobody else moves it.
Wait, should I consider Ella's private message? She told Jayden green_suitcase. No, that's a claim, not a move. Same for Jayden's public claim of blue_bottle.
So it's in green_bucket.
</think>

G. green_bucket""",
[
 C("Line 3: blue_bottle", "location", "true", 3, "objects row 3", ('o','grapefruit',3,'blue_bottle')),
 C("Line 4: Mila moves it to green_bottle", "event", "true", 4, "line 4", ('s',4,'Mila moved the grapefruit to the green_bottle')),
 C("Line 6: Sophia moves it to green_container", "event", "false", 6, "Sophia moved it to the green_bucket", ('s',6,'Sophia moved the grapefruit to the green_container')),
 C("Line 8: Jayden moves it to green_bucket", "event", "false", 8, "Jayden moved it to the green_container", ('s',8,'Jayden moved the grapefruit to the green_bucket')),
 C("Then Jayden exits at 9", "event", "true", 9, "line 9", ('s',9,'Jayden exited')),
 C("Owen stays, exits at 11", "event", "true", 11, "lines 10-11", ('s',10,'Owen made no movements'),('s',11,'Owen exited')),
 C("Ella stays, exits at 13", "event", "true", 13, "lines 12-13", ('s',12,'Ella made no movements'),('s',13,'Ella exited')),
 C("Nobody else moves it", "event", "true", None, "no moves after 8", ('o','grapefruit',9,GC),('o','grapefruit','end',GC)),
 C("She told Jayden green_suitcase", "event", "true", 16, "line 16", ('s',16,'Ella privately told Jayden that the grapefruit is in the green_suitcase')),
 C("that's a claim, not a move", "communication", "true", 16, "object unchanged", ('o','grapefruit',16,GC)),
 C("Same for Jayden's public claim of blue_bottle", "communication", "true", 15, "line 15 does not move the object", ('s',15,'Jayden publicly claimed that grapefruit is in the blue_bottle'),('o','grapefruit',15,GC)),
 C("So it's in green_bucket.", "location", "false", "end", "really green_container", ('o','grapefruit','end','green_bucket'), ans=True),
]),
]
