from h import C, R
RECORDS = []

# r1 answer_first, sound
RECORDS.append(R("answer_first", "sound", "blue_bucket",
"""**Answer: K. blue_bucket**

Explanation:
- The broccoli starts in the blue_bucket (line 2).
- Olivia is the first to leave the dining_room (line 4). Only then does Ava move the broccoli to the blue_crate (line 5).
- Sophia is still in the room when Olivia leaves, so in Sophia's model, Olivia still thinks the broccoli is in the blue_bucket.
- Olivia's own picture of Ava and Gracie is frozen at that moment too: she thinks Ava thinks Gracie thinks it's in the blue_bucket.
- The later attic scene (lines 16–25) only involves the peach.

So Sophia thinks Olivia thinks Ava thinks Gracie thinks the broccoli is in the blue_bucket.""",
[
 C("The broccoli starts in the blue_bucket (line 2)", "location", "true", 2, "line 2", ('o',2,'blue_bucket')),
 C("Olivia is the first to leave the dining_room (line 4)", "order", "true", 4, "first exit", ('e',4,'Olivia exited')),
 C("Only then does Ava move the broccoli to the blue_crate (line 5)", "event", "true", 5, "line 5, after Olivia's exit", ('e',5,'Ava moved the broccoli to the blue_crate')),
 C("Sophia is still in the room when Olivia leaves", "presence", "true", 4, "Sophia witnessed line 4", ('w','Sophia',4,True)),
 C("in Sophia's model, Olivia still thinks the broccoli is in the blue_bucket", "belief", "true", "end", "Sophia>Olivia = blue_bucket", ('b','Sophia>Olivia','end','blue_bucket')),
 C("she thinks Ava thinks Gracie thinks it's in the blue_bucket", "belief", "true", "end", "Olivia>Ava>Gracie = blue_bucket", ('b','Olivia>Ava>Gracie','end','blue_bucket')),
 C("The later attic scene (lines 16–25) only involves the peach", "event", "true", 25, "attic lines move only the peach", ('o',25,'blue_bucket')),
 C("Sophia thinks Olivia thinks Ava thinks Gracie thinks the broccoli is in the blue_bucket", "belief", "true", "end", "final answer restated", ('b','Sophia>Olivia>Ava>Gracie','end','blue_bucket')),
]))

# r2 numbered (Llama), unsound (planted location at line 9)
RECORDS.append(R("numbered", "unsound", "blue_bucket",
"""**Step 1: Broccoli moves**
- Line 2: blue_bucket
- Line 5: Ava → blue_crate
- Line 10: Lily → blue_basket
- Line 12: Gracie → blue_bucket

**Step 2: Exits**
- Olivia exits at line 4, before any move.
- Ava exits at line 6.
- Sophia exits at line 9; at that point the broccoli is in the blue_basket.
- Lily exits at line 11, Gracie at line 13.

**Step 3: Nesting**
Since Olivia left before anything moved, her entire chain (Ava → Gracie) stays at the starting location, and Sophia, who saw Olivia leave, knows that.

**Answer:** K. blue_bucket""",
[
 C("Line 2: blue_bucket", "location", "true", 2, "line 2", ('o',2,'blue_bucket')),
 C("Line 5: Ava → blue_crate", "event", "true", 5, "line 5", ('e',5,'Ava moved the broccoli to the blue_crate')),
 C("Line 10: Lily → blue_basket", "event", "true", 10, "line 10", ('e',10,'Lily moved the broccoli to the blue_basket')),
 C("Line 12: Gracie → blue_bucket", "event", "true", 12, "line 12", ('e',12,'Gracie moved the broccoli to the blue_bucket')),
 C("Olivia exits at line 4", "event", "true", 4, "line 4", ('e',4,'Olivia exited')),
 C("before any move", "order", "true", 4, "4 < 5", ('lt',4,5)),
 C("Ava exits at line 6", "event", "true", 6, "line 6", ('e',6,'Ava exited')),
 C("Sophia exits at line 9", "event", "true", 9, "line 9", ('e',9,'Sophia exited')),
 C("at that point the broccoli is in the blue_basket", "location", "false", 9, "PLANTED: at line 9 it is in the blue_crate; Lily moves it at 10", ('o',9,'blue_basket')),
 C("Lily exits at line 11, Gracie at line 13", "event", "true", 13, "lines 11, 13", ('e',13,'Gracie exited')),
 C("Olivia left before anything moved", "order", "true", 4, "4 < 5", ('lt',4,5)),
 C("her entire chain (Ava → Gracie) stays at the starting location", "belief", "true", "end", "Olivia>Ava>Gracie = blue_bucket", ('b','Olivia>Ava>Gracie','end','blue_bucket')),
 C("Sophia, who saw Olivia leave", "presence", "true", 4, "Sophia witnessed line 4", ('w','Sophia',4,True)),
 C("knows that", "belief", "true", "end", "final answer in the reasoning: Sophia>Olivia>Ava>Gracie = blue_bucket", ('b','Sophia>Olivia>Ava>Gracie','end','blue_bucket')),
]))

# r3 narrative, unsupported
RECORDS.append(R("narrative", "unsupported", "blue_bucket",
"""Four levels of nesting is a lot to keep straight, but the trick here is that the whole chain is anchored by the second person in it, and from there everything follows. Working it through, I get the blue_bucket.

The answer is K.""",
[
 C("the whole chain is anchored by the second person in it", "belief", "uncheckable", None, "vague: names no event, time or container", None),
]))

# r4 terse, wrong (blue_crate)
RECORDS.append(R("terse", "wrong", "blue_crate",
"""N. blue_crate — Ava moved it there and Sophia saw her do it.""",
[
 C("Ava moved it there", "event", "true", 5, "line 5", ('e',5,'Ava moved the broccoli to the blue_crate')),
 C("Sophia saw her do it", "presence", "true", 5, "Sophia witnessed line 5", ('w','Sophia',5,True)),
]))

# r5 thinking, sound
RECORDS.append(R("thinking", "sound", "blue_bucket",
"""<think>
Sophia → Olivia → Ava → Gracie, broccoli.

Order of events in the dining_room:
2 blue_bucket (all 5 there)
4 Olivia out
5 Ava: blue_crate
6 Ava out
9 Sophia out
10 Lily: blue_basket
11 Lily out
12 Gracie: blue_bucket
13 Gracie out

Work from the outside. Sophia's model of Olivia: Sophia saw Olivia leave at line 4, before Ava's move. So Sophia thinks Olivia's knowledge stops at line 2-4: broccoli in blue_bucket, everyone present.

Now within Olivia's (as imagined by Sophia) world, nothing ever moved, so Olivia thinks Ava thinks Gracie thinks blue_bucket.

Hmm, but should I worry that Gracie put it back in the blue_bucket at 12? That's a coincidence — the real location is also blue_bucket, but none of Sophia, Olivia or Ava saw line 12. Ava's own view is blue_crate, and she thinks Gracie thinks blue_crate. Doesn't matter for this chain, since Olivia doesn't know about the blue_crate.

Attic part: peach only.

Answer blue_bucket.
</think>

K. blue_bucket — Olivia left before the broccoli was ever moved, and Sophia watched her leave, so every level of the chain stays at the starting blue_bucket.""",
[
 C("2 blue_bucket (all 5 there)", "location", "true", 2, "line 2, all present", ('o',2,'blue_bucket')),
 C("4 Olivia out", "event", "true", 4, "line 4", ('e',4,'Olivia exited')),
 C("5 Ava: blue_crate", "event", "true", 5, "line 5", ('e',5,'Ava moved the broccoli to the blue_crate')),
 C("6 Ava out", "event", "true", 6, "line 6", ('e',6,'Ava exited')),
 C("9 Sophia out", "event", "true", 9, "line 9", ('e',9,'Sophia exited')),
 C("10 Lily: blue_basket", "event", "true", 10, "line 10", ('e',10,'Lily moved the broccoli to the blue_basket')),
 C("11 Lily out", "event", "true", 11, "line 11", ('e',11,'Lily exited')),
 C("12 Gracie: blue_bucket", "event", "true", 12, "line 12", ('e',12,'Gracie moved the broccoli to the blue_bucket')),
 C("13 Gracie out", "event", "true", 13, "line 13", ('e',13,'Gracie exited')),
 C("Sophia saw Olivia leave at line 4", "presence", "true", 4, "Sophia witnessed 4", ('w','Sophia',4,True)),
 C("before Ava's move", "order", "true", 5, "4 < 5", ('lt',4,5)),
 C("Sophia thinks Olivia's knowledge stops at line 2-4", "belief", "true", "end", "Sophia>Olivia = blue_bucket", ('b','Sophia>Olivia','end','blue_bucket')),
 C("Olivia thinks Ava thinks Gracie thinks blue_bucket", "belief", "true", "end", "Olivia>Ava>Gracie = blue_bucket", ('b','Olivia>Ava>Gracie','end','blue_bucket')),
 C("the real location is also blue_bucket", "location", "true", "end", "object at end", ('o','end','blue_bucket')),
 C("none of Sophia, Olivia or Ava saw line 12", "presence", "true", 12, "only Gracie witnessed 12", ('w','Sophia',12,False)),
 C("Ava's own view is blue_crate", "belief", "true", "end", "Ava = blue_crate", ('b','Ava','end','blue_crate')),
 C("she thinks Gracie thinks blue_crate", "belief", "true", "end", "Ava>Gracie = blue_crate", ('b','Ava>Gracie','end','blue_crate')),
 C("Olivia doesn't know about the blue_crate", "belief", "true", "end", "Olivia = blue_bucket", ('b','Olivia','end','blue_bucket')),
 C("Attic part: peach only", "event", "true", 25, "attic lines concern the peach", ('e',23,'peach')),
 C("Olivia left before the broccoli was ever moved", "order", "true", 4, "4 < 5", ('lt',4,5)),
 C("Sophia watched her leave", "presence", "true", 4, "Sophia witnessed 4", ('w','Sophia',4,True)),
 C("every level of the chain stays at the starting blue_bucket", "belief", "true", "end", "final answer restated", ('b','Sophia>Olivia>Ava>Gracie','end','blue_bucket')),
]))
