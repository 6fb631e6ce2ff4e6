from h import C, R
RECORDS = []

# r1 answer_first, unsound (planted event line number: move is line 7, not 8)
RECORDS.append(R("answer_first", "unsound", "green_bucket",
"""**Answer: H. green_bucket**

Explanation:
- The potato starts in the red_basket (line 2).
- Amelia moved the potato to the green_bucket at line 8, and Abigail was in the laundry to see it.
- Abigail was the last person to leave the laundry (line 13), so nothing happened to the potato that she missed.
- Carter's public claim that it's in the red_crate (line 16) doesn't sway her: Carter left before she did, so she doesn't trust him.
- She's the one who tells Lily it's in the green_bucket (line 17), which matches her own belief.""",
[
 C("The potato starts in the red_basket (line 2)", "location", "true", 2, "line 2", ('o',2,'red_basket')),
 C("Amelia moved the potato to the green_bucket at line 8", "event", "false", 8, "PLANTED: the move is line 7; line 8 is Amelia exiting", ('e',8,'Amelia moved the potato to the green_bucket')),
 C("Abigail was in the laundry to see it", "presence", "true", 7, "Abigail witnessed the move", ('w','Abigail',7,True)),
 C("Abigail was the last person to leave the laundry (line 13)", "order", "true", 13, "exits 4,6,8,10,13", ('e',13,'Abigail exited')),
 C("nothing happened to the potato that she missed", "presence", "true", "end", "no move after she left", ('o','end','green_bucket')),
 C("Carter's public claim that it's in the red_crate (line 16)", "event", "true", 16, "line 16", ('e',16,'Carter publicly claimed that potato is in the red_crate')),
 C("doesn't sway her", "communication", "true", 16, "Abigail stays green_bucket at 16", ('b','Abigail',16,'green_bucket')),
 C("Carter left before she did", "order", "true", 10, "Carter 10, Abigail 13", ('lt',10,13)),
 C("she doesn't trust him", "communication", "true", 16, "Abigail's belief unchanged by the claim", ('b','Abigail',16,'green_bucket')),
 C("She's the one who tells Lily it's in the green_bucket (line 17)", "event", "true", 17, "line 17", ('e',17,'Abigail privately told Lily that the potato is in the green_bucket')),
 C("which matches her own belief", "belief", "true", 17, "Abigail = green_bucket", ('b','Abigail',17,'green_bucket')),
]))

# r2 numbered (Qwen), sound
RECORDS.append(R("numbered", "sound", "green_bucket",
"""Let's think step by step.

1. The potato is first in the red_basket.
2. Lily (line 4) and Ava (line 6) leave before anything moves.
3. Amelia moves the potato to the green_bucket at line 7 while Abigail and Carter are still there.
4. Amelia, then Carter, then Abigail leave. Abigail is last, and the potato stays in the green_bucket.
5. In the waiting room, Carter publicly claims the red_crate. Abigail left after Carter, so she doesn't trust him and keeps her belief.
6. Abigail tells Lily privately that it's in the green_bucket — that's what she actually believes.

Therefore Abigail thinks the potato is in the green_bucket.

\\boxed{H}""",
[
 C("The potato is first in the red_basket", "location", "true", 2, "line 2", ('o',2,'red_basket')),
 C("Lily (line 4) and Ava (line 6) leave", "event", "true", 6, "lines 4 and 6", ('e',6,'Ava exited')),
 C("before anything moves", "order", "true", 7, "first move at line 7", ('lt',6,7)),
 C("Amelia moves the potato to the green_bucket at line 7", "event", "true", 7, "line 7", ('e',7,'Amelia moved the potato to the green_bucket')),
 C("while Abigail and Carter are still there", "presence", "true", 7, "both witnessed line 7", ('w','Carter',7,True)),
 C("Amelia, then Carter, then Abigail leave", "order", "true", 13, "exits 8, 10, 13", ('lt',10,13)),
 C("Abigail is last", "order", "true", 13, "last exit", ('e',13,'Abigail exited')),
 C("the potato stays in the green_bucket", "location", "true", 13, "green_bucket through 13", ('o',13,'green_bucket')),
 C("Carter publicly claims the red_crate", "event", "true", 16, "line 16", ('e',16,'Carter publicly claimed that potato is in the red_crate')),
 C("Abigail left after Carter", "order", "true", 13, "13 > 10", ('lt',10,13)),
 C("she doesn't trust him", "communication", "true", 16, "claim does not change Abigail", ('b','Abigail',16,'green_bucket')),
 C("keeps her belief", "belief", "true", 16, "Abigail = green_bucket", ('b','Abigail',16,'green_bucket')),
 C("Abigail tells Lily privately that it's in the green_bucket", "event", "true", 17, "line 17", ('e',17,'Abigail privately told Lily that the potato is in the green_bucket')),
 C("that's what she actually believes", "belief", "true", 17, "Abigail = green_bucket", ('b','Abigail',17,'green_bucket')),
 C("Abigail thinks the potato is in the green_bucket", "belief", "true", "end", "final answer restated", ('b','Abigail','end','green_bucket')),
]))

# r3 narrative, wrong (red_crate)
RECORDS.append(R("narrative", "wrong", "red_crate",
"""Let me think about what Abigail knows.

Abigail watched Amelia move the potato from the red_basket to the green_bucket, and she stayed in the laundry until the very end, so her firsthand belief is the green_bucket.

But then, in the waiting room, Carter announces publicly that the potato is in the red_crate. Everyone hears this, Abigail included. Since a public statement like that is the most recent information she has, she would update to the red_crate. Her private message to Lily afterward could just be her trying to mislead Lily.

So Abigail now thinks the potato is in the red_crate. The answer is J.""",
[
 C("Abigail watched Amelia move the potato from the red_basket to the green_bucket", "presence", "true", 7, "Abigail witnessed line 7", ('w','Abigail',7,True)),
 C("she stayed in the laundry until the very end", "presence", "true", 13, "Abigail last to exit (13)", ('r','Abigail',12,'laundry')),
 C("her firsthand belief is the green_bucket", "belief", "true", 13, "Abigail = green_bucket at 13", ('b','Abigail',13,'green_bucket')),
 C("Carter announces publicly that the potato is in the red_crate", "event", "true", 16, "line 16", ('e',16,'Carter publicly claimed that potato is in the red_crate')),
 C("Everyone hears this, Abigail included", "presence", "true", 16, "all witnessed 16", ('w','Abigail',16,True)),
 C("a public statement like that is the most recent information she has", "communication", "uncheckable", 16, "a judgement about information value, not in the golds", None),
 C("she would update to the red_crate", "belief", "false", 16, "Abigail does not trust Carter; stays green_bucket", ('b','Abigail',16,'red_crate')),
 C("Abigail now thinks the potato is in the red_crate", "belief", "false", "end", "gold Abigail = green_bucket", ('b','Abigail','end','red_crate')),
]))

# r4 terse, unsound (planted communication: Carter's claim did fool Amelia, Ava, Lily)
RECORDS.append(R("terse", "unsound", "green_bucket",
"""H. green_bucket — she watched Amelia put it there, and Carter's public claim didn't fool anyone.""",
[
 C("she watched Amelia put it there", "presence", "true", 7, "Abigail witnessed line 7", ('w','Abigail',7,True)),
 C("Carter's public claim didn't fool anyone", "communication", "false", 16, "PLANTED: Amelia, Ava and Lily adopt red_crate at 16", ('b','Ava',16,'green_bucket')),
]))

# r5 thinking, sound
RECORDS.append(R("thinking", "sound", "green_bucket",
"""<think>
Abigail's own belief. Let me list exits: Lily 4, Ava 6, Amelia 8, Carter 10, Abigail 13. So Abigail leaves last.

The only move is Amelia's at line 7, red_basket → green_bucket. Abigail is there. So before the waiting room, Abigail = green_bucket.

Line 16: Carter publicly claims red_crate. Does Abigail trust Carter? Trust goes to someone who left later than you. Carter left at 10, Abigail at 13 — Carter left earlier, so no. Abigail stays at green_bucket.

Line 17: Abigail privately tells Lily green_bucket. Her own belief doesn't change from telling.

So green_bucket.
</think>

H. green_bucket — Abigail saw the only move and was the last to leave, so she has no reason to believe Carter's red_crate claim.""",
[
 C("Lily 4, Ava 6, Amelia 8, Carter 10, Abigail 13", "event", "true", 13, "exit lines", ('e',10,'Carter exited')),
 C("Abigail leaves last", "order", "true", 13, "last exit", ('e',13,'Abigail exited')),
 C("The only move is Amelia's at line 7, red_basket → green_bucket", "event", "true", 7, "line 7, only move", ('e',7,'Amelia moved the potato to the green_bucket')),
 C("Abigail is there", "presence", "true", 7, "witness of 7", ('w','Abigail',7,True)),
 C("before the waiting room, Abigail = green_bucket", "belief", "true", 13, "Abigail = green_bucket at 13", ('b','Abigail',13,'green_bucket')),
 C("Carter publicly claims red_crate", "event", "true", 16, "line 16", ('e',16,'Carter publicly claimed that potato is in the red_crate')),
 C("Carter left at 10, Abigail at 13", "event", "true", 13, "exit lines", ('e',10,'Carter exited')),
 C("Carter left earlier", "order", "true", 10, "10 < 13", ('lt',10,13)),
 C("Abigail stays at green_bucket", "belief", "true", 16, "Abigail = green_bucket after 16", ('b','Abigail',16,'green_bucket')),
 C("Abigail privately tells Lily green_bucket", "event", "true", 17, "line 17", ('e',17,'Abigail privately told Lily that the potato is in the green_bucket')),
 C("Her own belief doesn't change from telling", "communication", "true", 17, "Abigail = green_bucket at 17", ('b','Abigail',17,'green_bucket')),
 C("Abigail saw the only move", "presence", "true", 7, "witness of 7", ('w','Abigail',7,True)),
 C("was the last to leave", "order", "true", 13, "last exit", ('e',13,'Abigail exited')),
 C("she has no reason to believe Carter's red_crate claim", "communication", "true", 16, "does not trust Carter; stays green_bucket", ('b','Abigail','end','green_bucket')),
]))
