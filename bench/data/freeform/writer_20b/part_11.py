from h import C, R
RECORDS = []

# r1 answer_first, unsound (planted presence: Noah still in attic at line 6)
RECORDS.append(R("answer_first", "unsound", "green_bucket",
"""F. green_bucket

Explanation:
- The grapefruit starts in the green_bucket (line 2), and Lucas exits at line 5 before anything happens to it.
- Gracie moves it to the green_bottle at line 6, watched by Aria and Logan; Noah had already left by then.
- Aria, alone at the end, moves it back to the green_bucket (line 13).
- Since Lucas left before any move, as far as he knows nobody's view changed: he thinks Aria thinks Logan thinks the grapefruit is in the green_bucket.""",
[
 C("The grapefruit starts in the green_bucket (line 2)", "location", "true", 2, "line 2", ('o',2,'green_bucket')),
 C("Lucas exits at line 5", "event", "true", 5, "line 5", ('e',5,'Lucas exited')),
 C("before anything happens to it", "order", "true", 6, "first move at 6", ('lt',5,6)),
 C("Gracie moves it to the green_bottle at line 6", "event", "true", 6, "line 6", ('e',6,'Gracie moved the grapefruit to the green_bottle')),
 C("watched by Aria and Logan", "presence", "true", 6, "both witnessed 6", ('w','Logan',6,True)),
 C("Noah had already left by then", "presence", "false", 6, "PLANTED: Noah in attic until line 10 and witnessed 6", ('r','Noah',6,None)),
 C("Aria, alone at the end", "presence", "true", 13, "only Aria in attic at 13", ('r','Logan',13,None)),
 C("moves it back to the green_bucket (line 13)", "event", "true", 13, "line 13", ('e',13,'Aria moved the grapefruit to the green_bucket')),
 C("Lucas left before any move", "order", "true", 5, "5 < 6", ('lt',5,6)),
 C("as far as he knows nobody's view changed", "belief", "true", "end", "Lucas>Aria, Lucas>Logan = green_bucket", ('b','Lucas>Aria','end','green_bucket')),
 C("he thinks Aria thinks Logan thinks the grapefruit is in the green_bucket", "belief", "true", "end", "final answer restated", ('b','Lucas>Aria>Logan','end','green_bucket')),
]))

# r2 numbered (Llama), sound
RECORDS.append(R("numbered", "sound", "green_bucket",
"""**Step 1 – Where the grapefruit goes:**
1. green_bucket (line 2)
2. green_bottle — Gracie, line 6
3. green_bucket — Aria, line 13

**Step 2 – Who leaves when:** Lucas (5), Gracie (8), Noah (10), Logan (12), Aria (14).

**Step 3 – The chain:**
- Logan saw Gracie's move but not Aria's, so Logan thinks green_bottle, and Aria knows that.
- But the question is about what *Lucas* thinks. Lucas left at line 5, before Gracie's move, so in Lucas's view nothing ever changed — he thinks Aria thinks Logan thinks the green_bucket.

Note that the real location also happens to be the green_bucket, but for a different reason.

**Answer:** F. green_bucket""",
[
 C("green_bucket (line 2)", "location", "true", 2, "line 2", ('o',2,'green_bucket')),
 C("green_bottle — Gracie, line 6", "event", "true", 6, "line 6", ('e',6,'Gracie moved the grapefruit to the green_bottle')),
 C("green_bucket — Aria, line 13", "event", "true", 13, "line 13", ('e',13,'Aria moved the grapefruit to the green_bucket')),
 C("Lucas (5), Gracie (8), Noah (10), Logan (12), Aria (14)", "event", "true", 14, "exit lines", ('e',12,'Logan exited')),
 C("Logan saw Gracie's move but not Aria's", "presence", "true", 13, "Logan witnessed 6, not 13", ('w','Logan',13,False)),
 C("Logan thinks green_bottle", "belief", "true", "end", "Logan = green_bottle", ('b','Logan','end','green_bottle')),
 C("Aria knows that", "belief", "true", "end", "Aria>Logan = green_bottle", ('b','Aria>Logan','end','green_bottle')),
 C("Lucas left at line 5, before Gracie's move", "order", "true", 5, "5 < 6", ('e',5,'Lucas exited')),
 C("in Lucas's view nothing ever changed", "belief", "true", "end", "Lucas = green_bucket; Lucas's nested beliefs green_bucket", ('b','Lucas','end','green_bucket')),
 C("he thinks Aria thinks Logan thinks the green_bucket", "belief", "true", "end", "final answer restated", ('b','Lucas>Aria>Logan','end','green_bucket')),
 C("the real location also happens to be the green_bucket", "location", "true", "end", "object at end", ('o','end','green_bucket')),
]))

# r3 narrative (Claude), sound
RECORDS.append(R("narrative", "sound", "green_bucket",
"""Let me trace this from Lucas's perspective, since he's the outermost person in the chain.

Lucas is in the attic only at the very start. He sees the grapefruit in the green_bucket, and he walks out at line 5 before anyone touches it. Everything that happens afterwards — Gracie moving it to the green_bottle, and Aria moving it back — takes place without him.

So from where Lucas stands, Aria and Logan last saw the grapefruit in the green_bucket, just as he did. He has no idea that Aria actually believes Logan thinks it's in the green_bottle. Nothing in the waiting room changes that, because nobody says anything there.

So Lucas thinks Aria thinks Logan thinks the grapefruit is in the green_bucket. The answer is F.""",
[
 C("Lucas is in the attic only at the very start", "presence", "true", 5, "Lucas in attic lines 1-4, gone from 5", ('r','Lucas',6,None)),
 C("He sees the grapefruit in the green_bucket", "presence", "true", 2, "Lucas witnessed line 2", ('w','Lucas',2,True)),
 C("he walks out at line 5", "event", "true", 5, "line 5", ('e',5,'Lucas exited')),
 C("before anyone touches it", "order", "true", 6, "5 < 6", ('lt',5,6)),
 C("Gracie moving it to the green_bottle", "event", "true", 6, "line 6", ('e',6,'Gracie moved the grapefruit to the green_bottle')),
 C("Aria moving it back", "event", "true", 13, "line 13", ('e',13,'Aria moved the grapefruit to the green_bucket')),
 C("takes place without him", "presence", "true", 13, "Lucas witnessed neither 6 nor 13", ('w','Lucas',6,False)),
 C("Aria and Logan last saw the grapefruit in the green_bucket", "belief", "true", "end", "in Lucas's view: Lucas>Aria, Lucas>Logan = green_bucket", ('b','Lucas>Logan','end','green_bucket')),
 C("just as he did", "belief", "true", 5, "Lucas = green_bucket", ('b','Lucas',5,'green_bucket')),
 C("He has no idea that Aria actually believes Logan thinks it's in the green_bottle", "belief", "true", "end", "Aria>Logan = green_bottle while Lucas>Aria>Logan = green_bucket", ('b','Aria>Logan','end','green_bottle')),
 C("nobody says anything there", "communication", "true", 15, "no claims or tells in the story", None),
 C("Lucas thinks Aria thinks Logan thinks the grapefruit is in the green_bucket", "belief", "true", "end", "final answer restated", ('b','Lucas>Aria>Logan','end','green_bucket')),
]))

# r4 terse, unsound (planted event: wrong container, green_bottle not green_crate)
RECORDS.append(R("terse", "unsound", "green_bucket",
"""F — green_bucket. Gracie moved it to the green_crate after Lucas was gone, so Lucas never knew.""",
[
 C("Gracie moved it to the green_crate", "event", "false", 6, "PLANTED: Gracie moved it to the green_bottle", ('e',6,'Gracie moved the grapefruit to the green_crate')),
 C("after Lucas was gone", "order", "true", 6, "Lucas exited at 5", ('lt',5,6)),
 C("Lucas never knew", "belief", "true", "end", "Lucas = green_bucket throughout", ('b','Lucas','end','green_bucket')),
]))

# r5 thinking, wrong (green_bottle)
RECORDS.append(R("thinking", "wrong", "green_bottle",
"""<think>
Let me find Aria thinks Logan thinks first. Logan was in the attic for Gracie's move to green_bottle at 6, and left at 12, before Aria moved it back at 13. Aria saw Logan leave. So Aria thinks Logan thinks green_bottle.

Now Lucas thinks that. Lucas... left at 5. Hmm. But since everyone ends up in the waiting room together, Lucas can figure out what Aria thinks about Logan. I'll go with green_bottle.
</think>

I. green_bottle""",
[
 C("Logan was in the attic for Gracie's move to green_bottle at 6", "presence", "true", 6, "Logan witnessed 6", ('w','Logan',6,True)),
 C("left at 12", "event", "true", 12, "Logan exits at 12", ('e',12,'Logan exited')),
 C("before Aria moved it back at 13", "order", "true", 13, "12 < 13", ('lt',12,13)),
 C("Aria saw Logan leave", "presence", "true", 12, "Aria witnessed 12", ('w','Aria',12,True)),
 C("Aria thinks Logan thinks green_bottle", "belief", "true", "end", "Aria>Logan = green_bottle", ('b','Aria>Logan','end','green_bottle')),
 C("left at 5", "event", "true", 5, "Lucas exits at 5", ('e',5,'Lucas exited')),
 C("everyone ends up in the waiting room together", "presence", "true", 15, "line 15", ('r','Lucas',15,'waiting_room')),
 C("Lucas can figure out what Aria thinks about Logan", "belief", "false", "end", "Lucas>Aria>Logan = green_bucket, not Aria's green_bottle", ('b','Lucas>Aria>Logan','end','green_bottle')),
]))
