from h import C, R
RECORDS = []

# r1 answer_first, sound
RECORDS.append(R("answer_first", "sound", "green_container",
"""C. green_container

Explanation:
- Mason moves the celery from the green_bathtub to the green_container (line 3) while Olivia is in the front_yard.
- Olivia leaves at line 6, and the celery is still in the green_container at that point.
- Emma's move to the red_drawer (line 10) and Emily's move back to the green_bathtub (line 13) both happen after Olivia has gone.
- Later, Olivia is in the pantry, but that's a different room and only the radish is involved there.
- Nobody tells Olivia anything, so her belief never gets updated.

Olivia really thinks the celery is in the green_container.""",
[
 C("Mason moves the celery from the green_bathtub to the green_container (line 3)", "event", "true", 3, "line 3", ('e',3,'Mason moved the celery to the green_container')),
 C("while Olivia is in the front_yard", "presence", "true", 3, "Olivia in front_yard", ('r','Olivia',3,'front_yard')),
 C("Olivia leaves at line 6", "event", "true", 6, "line 6", ('e',6,'Olivia exited')),
 C("the celery is still in the green_container at that point", "location", "true", 6, "green_container at 6", ('o',6,'green_container')),
 C("Emma's move to the red_drawer (line 10)", "event", "true", 10, "line 10", ('e',10,'Emma moved the celery to the red_drawer')),
 C("Emily's move back to the green_bathtub (line 13)", "event", "true", 13, "line 13", ('e',13,'Emily moved the celery to the green_bathtub')),
 C("both happen after Olivia has gone", "order", "true", 10, "6 < 10", ('lt',6,10)),
 C("Olivia is in the pantry", "presence", "true", 17, "Olivia in pantry from 17", ('r','Olivia',17,'pantry')),
 C("only the radish is involved there", "event", "true", 20, "pantry lines 19-20 concern the radish", ('e',20,'Olivia moved the radish')),
 C("Nobody tells Olivia anything", "communication", "true", "end", "no claim or tell lines in the story", None),
 C("her belief never gets updated", "belief", "true", "end", "Olivia = green_container from 3 to end", ('b','Olivia','end','green_container')),
 C("Olivia really thinks the celery is in the green_container", "belief", "true", "end", "final answer restated", ('b','Olivia','end','green_container')),
]))

# r2 numbered (Llama), sound
RECORDS.append(R("numbered", "sound", "green_container",
"""1. **Initial location:** green_bathtub (line 2).
2. **Mason's move:** green_container (line 3). Everyone, Olivia included, sees this.
3. **Olivia exits** (line 6). From here on she sees nothing in the front_yard.
4. **Emma** moves the celery to the red_drawer (line 10), and **Emily** moves it to the green_bathtub (line 13). Olivia isn't there for either.
5. **Pantry scene:** Olivia moves the radish, not the celery, to the blue_suitcase.

Olivia's last information about the celery is from line 3.

**Answer:** C. green_container""",
[
 C("green_bathtub (line 2)", "location", "true", 2, "line 2", ('o',2,'green_bathtub')),
 C("green_container (line 3)", "event", "true", 3, "Mason moved the celery to green_container at 3", ('e',3,'Mason moved the celery to the green_container')),
 C("Everyone, Olivia included, sees this", "presence", "true", 3, "all witnessed line 3", ('w','Olivia',3,True)),
 C("Olivia exits", "event", "true", 6, "line 6", ('e',6,'Olivia exited')),
 C("From here on she sees nothing in the front_yard", "presence", "true", 13, "Olivia witnesses no front_yard line after 6", ('w','Olivia',10,False)),
 C("moves the celery to the red_drawer (line 10)", "event", "true", 10, "Emma, line 10", ('e',10,'Emma moved the celery to the red_drawer')),
 C("moves it to the green_bathtub (line 13)", "event", "true", 13, "Emily, line 13", ('e',13,'Emily moved the celery to the green_bathtub')),
 C("Olivia isn't there for either", "presence", "true", 13, "not a witness of 10 or 13", ('w','Olivia',13,False)),
 C("Olivia moves the radish, not the celery, to the blue_suitcase", "event", "true", 20, "line 20", ('e',20,'Olivia moved the radish to the blue_suitcase')),
 C("Olivia's last information about the celery is from line 3", "belief", "true", 3, "Olivia's belief last set at 3 (green_container)", ('b','Olivia',3,'green_container')),
]))

# r3 narrative, unsound (planted event: Emma, not Jack, moved it to the red_drawer)
RECORDS.append(R("narrative", "unsound", "green_container",
"""Let me work through what Olivia actually witnessed.

At the start, all five are in the front_yard, and the celery is in the green_bathtub. Mason moves it into the green_container and walks out. Olivia stays a minute and then leaves too, so the last thing she saw was the celery sitting in the green_container.

After she's gone, Jack moves it to the red_drawer, and then Emily, alone by that point, puts it back in the green_bathtub. Olivia misses all of that.

When Olivia later goes into the pantry with Mason and Jack, she handles the radish, which tells her nothing about the celery. And there are no claims or messages in this story at all.

So Olivia really thinks the celery is in the green_container. The answer is C.""",
[
 C("all five are in the front_yard", "presence", "true", 2, "all five entered at line 1", ('r','Emily',2,'front_yard')),
 C("the celery is in the green_bathtub", "location", "true", 2, "line 2", ('o',2,'green_bathtub')),
 C("Mason moves it into the green_container", "event", "true", 3, "line 3", ('e',3,'Mason moved the celery to the green_container')),
 C("walks out", "event", "true", 4, "line 4", ('e',4,'Mason exited')),
 C("Olivia stays a minute and then leaves too", "event", "true", 6, "lines 5-6", ('e',6,'Olivia exited')),
 C("the last thing she saw was the celery sitting in the green_container", "belief", "true", 6, "Olivia = green_container", ('b','Olivia',6,'green_container')),
 C("Jack moves it to the red_drawer", "event", "false", 10, "PLANTED: Emma moved it at line 10; Jack had left at 9", ('e',10,'Jack moved the celery to the red_drawer')),
 C("Emily, alone by that point", "presence", "true", 13, "only Emily in front_yard at 13", ('r','Emma',13,None)),
 C("puts it back in the green_bathtub", "event", "true", 13, "line 13", ('e',13,'Emily moved the celery to the green_bathtub')),
 C("Olivia misses all of that", "presence", "true", 13, "Olivia witnessed neither 10 nor 13", ('w','Olivia',13,False)),
 C("Olivia later goes into the pantry with Mason and Jack", "event", "true", 17, "line 17", ('e',17,'Olivia, Mason and Jack entered the pantry')),
 C("she handles the radish", "event", "true", 20, "line 20", ('e',20,'Olivia moved the radish')),
 C("which tells her nothing about the celery", "belief", "true", 20, "Olivia still green_container", ('b','Olivia',20,'green_container')),
 C("there are no claims or messages in this story at all", "communication", "true", "end", "no claim/tell lines", None),
 C("Olivia really thinks the celery is in the green_container", "belief", "true", "end", "final answer restated", ('b','Olivia','end','green_container')),
]))

# r4 terse, unsupported (letter only)
RECORDS.append(R("terse", "unsupported", "green_container",
"""C""",
[]))

# r5 thinking, wrong (green_bathtub)
RECORDS.append(R("thinking", "wrong", "green_bathtub",
"""<think>
Where does Olivia think the celery is?

Moves: green_bathtub → green_container (Mason, 3) → red_drawer (Emma, 10) → green_bathtub (Emily, 13).

Olivia exits at line 6. Hmm, let me check who was present at 13. Emma left at 12, so only Emily was there when she moved it back to the green_bathtub.

Then everyone goes to the waiting room, and Olivia, Mason and Jack enter the pantry. There, Olivia moves the radish... The celery was in the green_bathtub when everyone was in the waiting room together, so Olivia would have it in the green_bathtub too.

Final: green_bathtub.
</think>

A. green_bathtub""",
[
 C("green_bathtub → green_container (Mason, 3)", "event", "true", 3, "line 3", ('e',3,'Mason moved the celery to the green_container')),
 C("red_drawer (Emma, 10)", "event", "true", 10, "line 10", ('e',10,'Emma moved the celery to the red_drawer')),
 C("green_bathtub (Emily, 13)", "event", "true", 13, "line 13", ('e',13,'Emily moved the celery to the green_bathtub')),
 C("Olivia exits at line 6", "event", "true", 6, "line 6", ('e',6,'Olivia exited')),
 C("Emma left at 12", "event", "true", 12, "line 12", ('e',12,'Emma exited')),
 C("only Emily was there when she moved it back to the green_bathtub", "presence", "true", 13, "only Emily witnessed 13", ('w','Emma',13,False)),
 C("everyone goes to the waiting room", "event", "true", 16, "line 16", ('e',16,'entered the waiting_room')),
 C("Olivia, Mason and Jack enter the pantry", "event", "true", 17, "line 17", ('e',17,'Olivia, Mason and Jack entered the pantry')),
 C("Olivia moves the radish", "event", "true", 20, "line 20", ('e',20,'Olivia moved the radish')),
 C("The celery was in the green_bathtub when everyone was in the waiting room together", "location", "true", 16, "object green_bathtub at 16", ('o',16,'green_bathtub')),
 C("Olivia would have it in the green_bathtub too", "belief", "false", "end", "Olivia = green_container; being in the waiting room shows her nothing", ('b','Olivia','end','green_bathtub')),
]))
