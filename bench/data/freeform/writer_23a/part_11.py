from pc import C, R
QOBJ = "corn"
BS = "blue_suitcase"
Q = 'Ella -> Mia -> Aria'
RECORDS = [
R("answer_first", "unsupported", BS,
"""A. blue_suitcase

Ella's perspective is limited here, which makes this simpler than it looks. Ella thinks Mia thinks Aria thinks the corn is in the blue_suitcase.""",
[
 C("Ella's perspective is limited here", "belief", "uncheckable", None, "vague"),
 C("Ella thinks Mia thinks Aria thinks the corn is in the blue_suitcase", "belief", "true", "end", "answer restated", ('b',Q,'end',BS), ans=True),
]),
R("numbered", "sound", BS,
"""**Step 1: Ella's knowledge.** Ella is in the front_yard when the corn is placed in the blue_suitcase (line 2), but she leaves at line 4, before anyone moves it.

**Step 2: What Ella can attribute to others.** Ella saw Mia and Aria in the front_yard with the corn in the blue_suitcase. She never saw any move, so for Ella, Mia's view of Aria's belief is also the blue_suitcase.

**Step 3: Later events.** Mila moves the corn to the red_bathtub (line 5) and Mia moves it back to the blue_suitcase (line 12), but Ella sees neither move. The playroom scene and the waiting_room claims concern the lettuce.

**Answer:** A. blue_suitcase""",
[
 C("Ella is in the front_yard when the corn is placed in the blue_suitcase (line 2)", "presence", "true", 2, "Ella witnessed 2", ('w','Ella',2,True),('o','corn',2,BS)),
 C("she leaves at line 4", "event", "true", 4, "line 4", ('s',4,'Ella exited')),
 C("before anyone moves it", "order", "true", None, "4 < 5", ('lt',4,5)),
 C("Ella saw Mia and Aria in the front_yard with the corn in the blue_suitcase", "presence", "true", 2, "Mia, Aria in front_yard at 2", ('r','Mia',2,'front_yard'),('r','Aria',2,'front_yard'),('w','Ella',2,True)),
 C("She never saw any move", "presence", "true", None, "Ella not witness of 5, 12", ('w','Ella',5,False),('w','Ella',12,False)),
 C("for Ella, Mia's view of Aria's belief is also the blue_suitcase", "belief", "true", "end", "answer chain", ('b',Q,'end',BS), ans=True),
 C("Mila moves the corn to the red_bathtub (line 5)", "event", "true", 5, "line 5", ('s',5,'Mila moved the corn to the red_bathtub')),
 C("Mia moves it back to the blue_suitcase (line 12)", "event", "true", 12, "line 12", ('s',12,'Mia moved the corn to the blue_suitcase')),
 C("Ella sees neither move", "presence", "true", None, "not witness of 5, 12", ('w','Ella',5,False),('w','Ella',12,False)),
 C("The playroom scene and the waiting_room claims concern the lettuce", "event", "true", None, "lines 17-26", ('s',17,'lettuce'),('s',18,'lettuce'),('s',25,'lettuce'),('s',26,'lettuce')),
]),
R("narrative", "unsound", BS,
"""Let me think about what Ella actually witnessed.

Ella was only in the front_yard briefly: she saw the corn in the blue_suitcase, waited a minute, and left. Every move of the corn happened after she was gone. Mila moved it to the red_bathtub, and later Mia moved it back to the blue_suitcase when she was alone.

So Ella has no information about any change. From her point of view, Mia and Aria both last saw the corn in the blue_suitcase, and, in Ella's view, Mia has no reason to think Aria believes anything different.

It's worth noting that the truth is more complicated. Mia, for her part, thinks Aria believes it's in the blue_suitcase too, since Mia put it back there herself. But the question asks about Ella's model, not Mia's actual belief.

The answer is A. blue_suitcase.""",
[
 C("Ella was only in the front_yard briefly", "presence", "uncheckable", None, "'briefly' is vague"),
 C("she saw the corn in the blue_suitcase", "presence", "true", 2, "Ella witnessed 2", ('w','Ella',2,True),('o','corn',2,BS)),
 C("waited a minute", "event", "true", 3, "line 3", ('s',3,'Ella made no movements')),
 C("and left", "event", "true", 4, "line 4", ('s',4,'Ella exited')),
 C("Every move of the corn happened after she was gone", "order", "true", None, "moves 5, 12 after exit 4", ('lt',4,5),('lt',4,12)),
 C("Mila moved it to the red_bathtub", "event", "true", 5, "line 5", ('s',5,'Mila moved the corn to the red_bathtub')),
 C("later Mia moved it back to the blue_suitcase", "event", "true", 12, "line 12", ('s',12,'Mia moved the corn to the blue_suitcase')),
 C("when she was alone", "presence", "true", 12, "only Mia in front_yard", ('r','Mia',12,'front_yard'),('r','Liam',12,None),('r','Aria',12,None),('r','Mila',12,None),('r','Ella',12,None)),
 C("Ella has no information about any change", "belief", "true", "end", "Ella still blue_suitcase, saw no move", ('b','Ella','end',BS),('w','Ella',5,False)),
 C("From her point of view, Mia and Aria both last saw the corn in the blue_suitcase", "belief", "true", "end", "Ella -> Mia, Ella -> Aria", ('b','Ella -> Mia','end',BS),('b','Ella -> Aria','end',BS)),
 C("in Ella's view, Mia has no reason to think Aria believes anything different", "belief", "true", "end", "answer chain", ('b',Q,'end',BS), ans=True),
 C("the truth is more complicated", "belief", "uncheckable", None, "vague commentary"),
 C("Mia, for her part, thinks Aria believes it's in the blue_suitcase too", "belief", "false", "end", "PLANTED: Mia saw Aria leave with the corn in the red_bathtub; Mia -> Aria = red_bathtub", ('b','Mia -> Aria','end',BS)),
 C("Mia put it back there herself", "event", "true", 12, "line 12", ('s',12,'Mia moved the corn to the blue_suitcase')),
]),
R("terse", "wrong", "red_bathtub",
"""red_bathtub. Mila moved it there in front of Mia and Aria.""",
[
 C("Mila moved it there", "event", "true", 5, "line 5", ('s',5,'Mila moved the corn to the red_bathtub')),
 C("in front of Mia and Aria", "presence", "true", 5, "both witnessed 5", ('w','Mia',5,True),('w','Aria',5,True)),
]),
R("thinking", "unsound", BS,
"""<think>
Ella → Mia → Aria, corn.

Corn: blue_suitcase (line 2). Ella waits a minute and exits at line 4. Mila moves corn → red_bathtub at line 5. Aria exits at 8. Mia alone moves it back to blue_suitcase at 12.

Ella never saw a move. So from Ella's view everybody still thinks blue_suitcase, including Mia's idea of Aria.

Hmm, but what's the real Mia → Aria? Mia saw Aria leave at 8 when it was in red_bathtub, so Mia → Aria would be red_bathtub. But that's not the question; Ella wasn't there to see Aria leave.

Playroom: lettuce. Ella moved the lettuce to the red_envelope and then left, and later she publicly claims the red_envelope too. Irrelevant to the corn anyway.

So the answer: blue_suitcase.
</think>

**A. blue_suitcase**""",
[
 C("Corn: blue_suitcase (line 2)", "location", "true", 2, "objects row 2", ('o','corn',2,BS)),
 C("Ella waits a minute and exits at line 4", "event", "true", 4, "lines 3-4", ('s',3,'Ella made no movements'),('s',4,'Ella exited')),
 C("Mila moves corn → red_bathtub at line 5", "event", "true", 5, "line 5", ('s',5,'Mila moved the corn to the red_bathtub')),
 C("Aria exits at 8", "event", "true", 8, "line 8", ('s',8,'Aria exited')),
 C("Mia alone moves it back to blue_suitcase at 12", "event", "true", 12, "line 12; Mia alone", ('s',12,'Mia moved the corn to the blue_suitcase'),('r','Liam',12,None)),
 C("Ella never saw a move", "presence", "true", None, "not witness of 5, 12", ('w','Ella',5,False),('w','Ella',12,False)),
 C("from Ella's view everybody still thinks blue_suitcase", "belief", "true", "end", "Ella -> everyone = blue_suitcase", *[('b','Ella -> '+a,'end',BS) for a in ['Mia','Aria','Mila','Liam']]),
 C("including Mia's idea of Aria", "belief", "true", "end", "answer chain", ('b',Q,'end',BS), ans=True),
 C("Mia saw Aria leave at 8", "presence", "true", 8, "Mia witnessed 8", ('w','Mia',8,True)),
 C("when it was in red_bathtub", "location", "true", 8, "objects row 8", ('o','corn',8,'red_bathtub')),
 C("Mia → Aria would be red_bathtub", "belief", "true", "end", "Mia -> Aria", ('b','Mia -> Aria','end','red_bathtub')),
 C("Ella wasn't there to see Aria leave", "presence", "true", 8, "Ella not witness of 8", ('w','Ella',8,False)),
 C("Ella moved the lettuce to the red_envelope", "event", "false", 18, "PLANTED: Ella moved the lettuce to the green_container", ('s',18,'Ella moved the lettuce to the red_envelope')),
 C("and then left", "event", "true", 19, "line 19", ('s',19,'Ella exited the playroom')),
 C("later she publicly claims the red_envelope too", "event", "true", 25, "line 25", ('s',25,'Ella publicly claimed that lettuce is in the red_envelope')),
]),
]
