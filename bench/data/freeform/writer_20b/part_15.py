from h import C, R
RECORDS = []

# r1 answer_first, wrong (red_suitcase)
RECORDS.append(R("answer_first", "wrong", "red_suitcase",
"""**Answer: A. red_suitcase**

Explanation:
- Lily saw Mason move the celery to the green_basket (line 4) and left at line 9, so before the waiting room she thinks Avery thinks it's in the green_basket.
- At line 15, Chloe publicly claims the celery is in the red_suitcase. Chloe left the attic after Lily, so Lily trusts her.
- Because the claim was public, Lily assumes Avery heard it and believes it as well.

So Lily thinks Avery thinks the celery is in the red_suitcase.""",
[
 C("Lily saw Mason move the celery to the green_basket (line 4)", "presence", "true", 4, "Lily witnessed 4", ('w','Lily',4,True)),
 C("left at line 9", "event", "true", 9, "Lily exits at 9", ('e',9,'Lily exited')),
 C("before the waiting room she thinks Avery thinks it's in the green_basket", "belief", "true", 13, "Lily>Avery = green_basket at 13", ('b','Lily>Avery',13,'green_basket')),
 C("At line 15, Chloe publicly claims the celery is in the red_suitcase", "event", "true", 15, "line 15", ('e',15,'Chloe publicly claimed that celery is in the red_suitcase')),
 C("Chloe left the attic after Lily", "order", "true", 11, "Chloe 11, Lily 9", ('lt',9,11)),
 C("Lily trusts her", "communication", "true", 15, "Lily = red_suitcase at 15", ('b','Lily',15,'red_suitcase')),
 C("Lily assumes Avery heard it and believes it as well", "belief", "false", 15, "Lily>Avery stays green_basket", ('b','Lily>Avery',15,'red_suitcase')),
 C("Lily thinks Avery thinks the celery is in the red_suitcase", "belief", "false", "end", "gold Lily>Avery = green_basket", ('b','Lily>Avery','end','red_suitcase')),
]))

# r2 numbered (Qwen), unsupported
RECORDS.append(R("numbered", "unsupported", "green_basket",
"""Let's think step by step.

We need Lily's belief about Avery's belief, which depends on what the two of them last saw together. Tracing that carefully, Lily thinks Avery thinks the celery is in the green_basket.

The answer is [E. green_basket].""",
[
 C("Lily thinks Avery thinks the celery is in the green_basket", "belief", "true", "end", "final answer restated", ('b','Lily>Avery','end','green_basket')),
]))

# r3 narrative (Claude), unsound (planted location at Avery's exit)
RECORDS.append(R("narrative", "unsound", "green_basket",
"""Let me trace what Lily saw and what she could know about Avery.

Lily and Avery are both in the attic when Mason moves the celery from the red_treasure_chest to the green_basket, so they both see that move and see each other seeing it. Lily then leaves at line 9, with Avery still in the room.

After Lily is gone, Chloe moves the celery to the green_envelope, and then Avery moves it back to the red_treasure_chest. By the time Avery left, the celery was in the green_envelope. Lily witnesses none of this, so in her mind Avery's knowledge ends where her own does: the green_basket.

In the waiting room, Chloe's public claim (red_suitcase) changes what Lily herself believes, since Chloe stayed in the attic longer than Lily, but it leaves Lily's picture of Avery alone. Avery's private message to Mason isn't something Lily hears.

So Lily thinks Avery thinks the celery is in the green_basket. The answer is E.""",
[
 C("Lily and Avery are both in the attic when Mason moves the celery from the red_treasure_chest to the green_basket", "presence", "true", 4, "both witnessed 4", ('w','Avery',4,True)),
 C("they both see that move and see each other seeing it", "presence", "true", 4, "shared witnessing of 4", ('w','Lily',4,True)),
 C("Lily then leaves at line 9", "event", "true", 9, "line 9", ('e',9,'Lily exited')),
 C("with Avery still in the room", "presence", "true", 9, "Avery in attic at 9", ('r','Avery',9,'attic')),
 C("Chloe moves the celery to the green_envelope", "event", "true", 10, "line 10", ('e',10,'Chloe moved the celery to the green_envelope')),
 C("Avery moves it back to the red_treasure_chest", "event", "true", 12, "line 12", ('e',12,'Avery moved the celery to the red_treasure_chest')),
 C("By the time Avery left, the celery was in the green_envelope", "location", "false", 13, "PLANTED: at Avery's exit (13) it is in the red_treasure_chest", ('o',13,'green_envelope')),
 C("Lily witnesses none of this", "presence", "true", 12, "Lily witnessed neither 10 nor 12", ('w','Lily',10,False)),
 C("in her mind Avery's knowledge ends where her own does: the green_basket", "belief", "true", 13, "Lily>Avery = green_basket", ('b','Lily>Avery',13,'green_basket')),
 C("Chloe's public claim (red_suitcase) changes what Lily herself believes", "communication", "true", 15, "Lily = red_suitcase after 15", ('b','Lily',15,'red_suitcase')),
 C("Chloe stayed in the attic longer than Lily", "order", "true", 11, "11 > 9", ('lt',9,11)),
 C("it leaves Lily's picture of Avery alone", "communication", "true", 15, "Lily>Avery unchanged at 15", ('b','Lily>Avery',15,'green_basket')),
 C("Avery's private message to Mason isn't something Lily hears", "presence", "true", 17, "Lily not a witness of 17", ('w','Lily',17,False)),
 C("Lily thinks Avery thinks the celery is in the green_basket", "belief", "true", "end", "final answer restated", ('b','Lily>Avery','end','green_basket')),
]))

# r4 terse, sound
RECORDS.append(R("terse", "sound", "green_basket",
"""E. green_basket — Lily left after Mason's move but before Chloe's and Avery's, so she thinks Avery still has it in the green_basket.""",
[
 C("Lily left after Mason's move", "order", "true", 9, "4 < 9", ('lt',4,9)),
 C("before Chloe's and Avery's", "order", "true", 10, "9 < 10, 12", ('lt',9,10)),
 C("she thinks Avery still has it in the green_basket", "belief", "true", "end", "final answer restated", ('b','Lily>Avery','end','green_basket')),
]))

# r5 thinking, unsound (planted communication: Mason does trust Avery)
RECORDS.append(R("thinking", "unsound", "green_basket",
"""<think>
Lily → Avery, celery.

Line 3: red_treasure_chest. Line 4: Mason → green_basket, all five present. Mason leaves (5), Oliver (7), Lily (9). At Lily's exit: green_basket, with Chloe and Avery still inside.

Then Chloe → green_envelope (10), Chloe leaves, Avery → red_treasure_chest (12). Lily misses both.

So Lily thinks Avery thinks green_basket.

Waiting room. Chloe publicly: red_suitcase. Lily trusts Chloe (Chloe left at 11, after Lily's 9) so Lily's own belief flips to red_suitcase. Does that flip her model of Avery? Hmm. The claim is about where the celery is; Lily has no new information about what Avery saw. So Lily>Avery stays green_basket.

Avery privately tells Mason red_treasure_chest. Mason ignores it, since he left first. Anyway, Lily isn't part of that exchange.

Final: green_basket.
</think>

**E. green_basket** — Lily left before Chloe's and Avery's moves, and the public claim only changes Lily's own belief, not her picture of Avery's.""",
[
 C("Line 3: red_treasure_chest", "location", "true", 3, "line 3", ('o',3,'red_treasure_chest')),
 C("Line 4: Mason → green_basket", "event", "true", 4, "line 4", ('e',4,'Mason moved the celery to the green_basket')),
 C("all five present", "presence", "true", 4, "all witnessed 4", ('w','Oliver',4,True)),
 C("Mason leaves (5), Oliver (7), Lily (9)", "event", "true", 9, "exit lines", ('e',7,'Oliver exited')),
 C("At Lily's exit: green_basket", "location", "true", 9, "object at 9", ('o',9,'green_basket')),
 C("with Chloe and Avery still inside", "presence", "true", 9, "both in attic at 9", ('r','Chloe',9,'attic')),
 C("Chloe → green_envelope (10)", "event", "true", 10, "line 10", ('e',10,'Chloe moved the celery to the green_envelope')),
 C("Chloe leaves", "event", "true", 11, "line 11", ('e',11,'Chloe exited')),
 C("Avery → red_treasure_chest (12)", "event", "true", 12, "line 12", ('e',12,'Avery moved the celery to the red_treasure_chest')),
 C("Lily misses both", "presence", "true", 12, "Lily not a witness of 10 or 12", ('w','Lily',12,False)),
 C("Lily thinks Avery thinks green_basket", "belief", "true", 13, "Lily>Avery = green_basket", ('b','Lily>Avery',13,'green_basket')),
 C("Chloe publicly: red_suitcase", "event", "true", 15, "line 15", ('e',15,'Chloe publicly claimed that celery is in the red_suitcase')),
 C("Lily trusts Chloe", "communication", "true", 15, "Lily adopts red_suitcase", ('b','Lily',15,'red_suitcase')),
 C("Chloe left at 11, after Lily's 9", "order", "true", 11, "9 < 11", ('lt',9,11)),
 C("Lily's own belief flips to red_suitcase", "belief", "true", 15, "Lily = red_suitcase", ('b','Lily',15,'red_suitcase')),
 C("Lily has no new information about what Avery saw", "communication", "true", 15, "Lily>Avery unchanged by the claim", ('b','Lily>Avery',15,'green_basket')),
 C("Lily>Avery stays green_basket", "belief", "true", 15, "gold Lily>Avery", ('b','Lily>Avery',15,'green_basket')),
 C("Avery privately tells Mason red_treasure_chest", "event", "true", 17, "line 17", ('e',17,'Avery privately told Mason that the celery is in the red_treasure_chest')),
 C("Mason ignores it", "communication", "false", 17, "PLANTED: Mason left before Avery, trusts her; Mason = red_treasure_chest at 17", ('b','Mason',17,'red_suitcase')),
 C("since he left first", "order", "true", 5, "Mason's exit (5) is the first", ('e',5,'Mason exited')),
 C("Lily isn't part of that exchange", "presence", "true", 17, "Lily not a witness of 17", ('w','Lily',17,False)),
 C("Lily left before Chloe's and Avery's moves", "order", "true", 10, "9 < 10", ('lt',9,10)),
 C("the public claim only changes Lily's own belief, not her picture of Avery's", "communication", "true", 15, "final answer reason; Lily>Avery stays green_basket", ('b','Lily>Avery','end','green_basket')),
]))
