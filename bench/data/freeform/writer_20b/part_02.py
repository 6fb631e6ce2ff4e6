from h import C, R
RECORDS = []

# r1 answer_first, unsound (planted location at line 10)
RECORDS.append(R("answer_first", "unsound", "blue_treasure_chest",
"""A. blue_treasure_chest

Explanation:
- The grapefruit begins in the blue_treasure_chest (line 3).
- Aiden moves it to the green_cupboard (line 4) before leaving.
- When Mila exits at line 10, it is in the green_cupboard.
- Abigail, the last one in the laundry, moves it back to the blue_treasure_chest (line 13).
- The private messages in the waiting room (lines 16–17) don't move anything; Nathan's red_cupboard tip is simply wrong.

The last physical move puts the grapefruit in the blue_treasure_chest, so that's where it really is.""",
[
 C("The grapefruit begins in the blue_treasure_chest (line 3)", "location", "true", 3, "line 3", ('o',3,'blue_treasure_chest')),
 C("Aiden moves it to the green_cupboard (line 4)", "event", "true", 4, "line 4", ('e',4,'Aiden moved the grapefruit to the green_cupboard')),
 C("before leaving", "order", "true", 5, "move at 4, exit at 5", ('lt',4,5)),
 C("When Mila exits at line 10, it is in the green_cupboard", "location", "false", 10, "PLANTED: Mila moved it to green_bathtub at 9; at line 10 it is in green_bathtub", ('o',10,'green_cupboard')),
 C("Abigail, the last one in the laundry", "order", "true", 12, "Abigail is the last left after Jack exits at 12", ('r','Abigail',12,'laundry')),
 C("moves it back to the blue_treasure_chest (line 13)", "event", "true", 13, "line 13", ('e',13,'Abigail moved the grapefruit to the blue_treasure_chest')),
 C("The private messages in the waiting room (lines 16–17) don't move anything", "location", "true", 17, "object stays blue_treasure_chest through 17", ('o',17,'blue_treasure_chest')),
 C("Nathan's red_cupboard tip is simply wrong", "location", "true", 17, "grapefruit not in red_cupboard", ('o',17,'blue_treasure_chest')),
 C("The last physical move puts the grapefruit in the blue_treasure_chest", "event", "true", 13, "line 13 is the last move", ('e',13,'moved the grapefruit to the blue_treasure_chest')),
 C("that's where it really is", "location", "true", "end", "final answer restated", ('o','end','blue_treasure_chest')),
]))

# r2 numbered (Qwen), sound
RECORDS.append(R("numbered", "sound", "blue_treasure_chest",
"""Let's think step by step.

1. Line 3: the grapefruit is in the blue_treasure_chest.
2. Line 4: Aiden moves it to the green_cupboard.
3. Line 9: Mila moves it to the green_bathtub.
4. Line 13: Abigail moves it to the blue_treasure_chest. By then she is alone in the laundry.
5. Lines 16 and 17 are only statements (one true, one false); no one touches the grapefruit after line 13.

So the grapefruit's real location is the blue_treasure_chest.

\\boxed{A. blue_treasure_chest}""",
[
 C("Line 3: the grapefruit is in the blue_treasure_chest", "location", "true", 3, "line 3", ('o',3,'blue_treasure_chest')),
 C("Line 4: Aiden moves it to the green_cupboard", "event", "true", 4, "line 4", ('e',4,'Aiden moved the grapefruit to the green_cupboard')),
 C("Line 9: Mila moves it to the green_bathtub", "event", "true", 9, "line 9", ('e',9,'Mila moved the grapefruit to the green_bathtub')),
 C("Line 13: Abigail moves it to the blue_treasure_chest", "event", "true", 13, "line 13", ('e',13,'Abigail moved the grapefruit to the blue_treasure_chest')),
 C("she is alone in the laundry", "presence", "true", 13, "only Abigail in laundry at 13", ('r','Jack',13,None)),
 C("Lines 16 and 17 are only statements (one true, one false)", "communication", "true", 17, "16 says blue_treasure_chest (true), 17 says red_cupboard (false)", ('o',17,'blue_treasure_chest')),
 C("no one touches the grapefruit after line 13", "event", "true", 17, "no move lines after 13", ('o',17,'blue_treasure_chest')),
 C("the grapefruit's real location is the blue_treasure_chest", "location", "true", "end", "final answer restated", ('o','end','blue_treasure_chest')),
]))

# r3 narrative, unsound (planted communication: Jack does not trust Nathan)
RECORDS.append(R("narrative", "unsound", "blue_treasure_chest",
"""Since this asks where the grapefruit actually is, I only need to follow the physical moves and can set aside what anyone says later.

The grapefruit starts in the blue_treasure_chest. Aiden shifts it to the green_cupboard and leaves. Nathan leaves without doing anything. Mila then moves it to the green_bathtub and heads out, with Jack and Abigail still watching. Jack leaves, too, and Abigail, alone now, puts the grapefruit back into the blue_treasure_chest.

In the waiting room, Mila privately tells Aiden it's in the blue_treasure_chest — which happens to be true, even though Mila herself thinks it's in the green_bathtub. Nathan tells Jack it's in the red_cupboard, and Jack takes his word for it. Neither conversation moves the fruit.

So the grapefruit is really in the blue_treasure_chest. The answer is A.""",
[
 C("The grapefruit starts in the blue_treasure_chest", "location", "true", 3, "line 3", ('o',3,'blue_treasure_chest')),
 C("Aiden shifts it to the green_cupboard", "event", "true", 4, "line 4", ('e',4,'Aiden moved the grapefruit to the green_cupboard')),
 C("and leaves", "event", "true", 5, "Aiden exits at 5", ('e',5,'Aiden exited')),
 C("Nathan leaves without doing anything", "event", "true", 7, "lines 6-7", ('e',7,'Nathan exited')),
 C("Mila then moves it to the green_bathtub", "event", "true", 9, "line 9", ('e',9,'Mila moved the grapefruit to the green_bathtub')),
 C("heads out", "event", "true", 10, "Mila exits at 10", ('e',10,'Mila exited')),
 C("with Jack and Abigail still watching", "presence", "true", 9, "Jack and Abigail witnessed 9 and 10", ('w','Jack',9,True)),
 C("Jack leaves, too", "event", "true", 12, "line 12", ('e',12,'Jack exited')),
 C("Abigail, alone now", "presence", "true", 13, "only Abigail in laundry", ('r','Abigail',13,'laundry')),
 C("puts the grapefruit back into the blue_treasure_chest", "event", "true", 13, "line 13", ('e',13,'Abigail moved the grapefruit to the blue_treasure_chest')),
 C("Mila privately tells Aiden it's in the blue_treasure_chest", "event", "true", 16, "line 16", ('e',16,'Mila privately told Aiden that the grapefruit is in the blue_treasure_chest')),
 C("which happens to be true", "location", "true", 16, "object is in blue_treasure_chest at 16", ('o',16,'blue_treasure_chest')),
 C("Mila herself thinks it's in the green_bathtub", "belief", "true", 16, "Mila = green_bathtub", ('b','Mila',16,'green_bathtub')),
 C("Nathan tells Jack it's in the red_cupboard", "event", "true", 17, "line 17", ('e',17,'Nathan privately told Jack that the grapefruit is in the red_cupboard')),
 C("Jack takes his word for it", "communication", "false", 17, "PLANTED: Jack left after Nathan, does not trust him; Jack stays green_bathtub", ('b','Jack',17,'red_cupboard')),
 C("Neither conversation moves the fruit", "location", "true", 17, "still blue_treasure_chest", ('o',17,'blue_treasure_chest')),
 C("the grapefruit is really in the blue_treasure_chest", "location", "true", "end", "final answer restated", ('o','end','blue_treasure_chest')),
]))

# r4 terse, wrong
RECORDS.append(R("terse", "wrong", "green_bathtub",
"""D. green_bathtub — Mila moved it there and that was the final move.""",
[
 C("Mila moved it there", "event", "true", 9, "line 9", ('e',9,'Mila moved the grapefruit to the green_bathtub')),
 C("that was the final move", "order", "false", 9, "Abigail moved it again at line 13", ('lt',13,9)),
]))

# r5 thinking, unsupported
RECORDS.append(R("thinking", "unsupported", "blue_treasure_chest",
"""<think>
The question says "really", so it's about the actual location, not anyone's belief. The private tells at the end are red herrings for this kind of question. I'll just go with where it ended up.
</think>

The grapefruit is really in the blue_treasure_chest (A).""",
[
 C("The private tells at the end are red herrings for this kind of question", "communication", "uncheckable", None, "commentary about the task, not a checkable fact", None),
 C("The grapefruit is really in the blue_treasure_chest", "location", "true", "end", "final answer restated", ('o','end','blue_treasure_chest')),
]))
