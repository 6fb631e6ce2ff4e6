from h import C, R
RECORDS = []

# r1 answer_first, sound
RECORDS.append(R("answer_first", "sound", "green_basket",
"""**Answer: G. green_basket**

Explanation:
- At the start the pear is in the green_basket (line 3), and Jack is in the staircase to see that.
- Jack exits at line 5. Emily only moves the pear to the red_treasure_chest at line 8, after he's gone.
- Because Jack never saw Emily's move, he has no reason to think Emily's view of the pear changed.
- Neither Aiden's public claim (line 16) nor Sophia's private tell to Jack (line 17) changes what Jack thinks Emily believes.

So Jack thinks Emily thinks the pear is in the green_basket.""",
[
 C("the pear is in the green_basket (line 3)", "location", "true", 3, "pear placed in green_basket at line 3", ('o',3,'green_basket')),
 C("Jack is in the staircase to see that", "presence", "true", 3, "Jack in staircase at line 3", ('w','Jack',3,True)),
 C("Jack exits at line 5", "event", "true", 5, "line 5 Jack exited", ('e',5,'Jack exited')),
 C("Emily only moves the pear to the red_treasure_chest at line 8", "event", "true", 8, "line 8", ('e',8,'Emily moved the pear to the red_treasure_chest')),
 C("after he's gone", "order", "true", 8, "Jack left at 5, move at 8", ('lt',5,8)),
 C("Jack never saw Emily's move", "presence", "true", 8, "Jack not in witnessed_by of line 8", ('w','Jack',8,False)),
 C("he has no reason to think Emily's view of the pear changed", "belief", "true", 8, "Jack>Emily stays green_basket after line 8", ('b','Jack>Emily',8,'green_basket')),
 C("Neither Aiden's public claim (line 16) nor Sophia's private tell to Jack (line 17) changes what Jack thinks Emily believes", "communication", "true", 17, "Jack>Emily green_basket at 15,16,17", ('b','Jack>Emily',17,'green_basket')),
 C("Jack thinks Emily thinks the pear is in the green_basket", "belief", "true", "end", "final answer restated; gold Jack>Emily = green_basket", ('b','Jack>Emily','end','green_basket')),
]))

# r2 numbered, unsound (planted: order, Jack left first, not after Jackson)
RECORDS.append(R("numbered", "unsound", "green_basket",
"""Let's break this down step by step.

1. **Initial state:** Everyone enters the staircase (line 2) and the pear is in the green_basket (line 3).
2. **Jack leaves:** Jack exits at line 5, after Jackson has already gone.
3. **Emily's move:** Emily moves the pear to the red_treasure_chest (line 8). Jack is already gone, so he doesn't see it.
4. **Later moves:** Aiden moves it to the blue_bathtub (line 10) and Sophia moves it back to the green_basket (line 13). Jack sees none of this.
5. **Waiting room:** Aiden's public claim and Sophia's private message are about the pear's location; they don't tell Jack anything new about what Emily believes.

From Jack's point of view, the last time he and Emily were together with the pear, it was in the green_basket.

**Answer:** G. green_basket""",
[
 C("Everyone enters the staircase (line 2)", "event", "true", 2, "line 2 all five entered", ('e',2,'entered the staircase')),
 C("the pear is in the green_basket (line 3)", "location", "true", 3, "line 3", ('o',3,'green_basket')),
 C("Jack exits at line 5", "event", "true", 5, "line 5", ('e',5,'Jack exited')),
 C("after Jackson has already gone", "order", "false", 5, "PLANTED: Jackson exits at line 7, after Jack", ('lt',7,5)),
 C("Emily moves the pear to the red_treasure_chest (line 8)", "event", "true", 8, "line 8", ('e',8,'Emily moved the pear to the red_treasure_chest')),
 C("Jack is already gone", "presence", "true", 8, "Jack in no room at line 8", ('r','Jack',8,None)),
 C("he doesn't see it", "presence", "true", 8, "Jack not a witness of line 8", ('w','Jack',8,False)),
 C("Aiden moves it to the blue_bathtub (line 10)", "event", "true", 10, "line 10", ('e',10,'Aiden moved the pear to the blue_bathtub')),
 C("Sophia moves it back to the green_basket (line 13)", "event", "true", 13, "line 13", ('e',13,'Sophia moved the pear to the green_basket')),
 C("Jack sees none of this", "presence", "true", 13, "Jack not a witness of lines 10, 13", ('w','Jack',13,False)),
 C("they don't tell Jack anything new about what Emily believes", "communication", "true", 17, "Jack>Emily unchanged at 16-17", ('b','Jack>Emily',17,'green_basket')),
 C("the last time he and Emily were together with the pear, it was in the green_basket", "location", "true", 5, "at Jack's exit (line 5) pear in green_basket", ('o',5,'green_basket')),
]))

# r3 narrative, sound
RECORDS.append(R("narrative", "sound", "green_basket",
"""Let me trace where each person was when the pear moved.

Everyone starts in the staircase, where the pear sits in the green_basket. Jack is the first to leave, at line 5, and at that point the pear hasn't moved at all. Jackson goes next. Only after both of them are gone does Emily move the pear to the red_treasure_chest and walk out herself.

So Jack's information about Emily stops at the moment he left: as far as he knows, Emily last saw the pear in the green_basket, just like he did. He has no idea she moved it. Aiden's and Sophia's moves happen after Emily left too, so they don't change anything about how Jack pictures Emily's belief.

In the waiting room, Aiden publicly claims the pear is in the red_treasure_chest, and Sophia privately tells Jack it's in the green_basket. Those statements are about where the pear is; they say nothing about what Emily believes, so Jack's model of Emily stays put.

The answer is G. green_basket.""",
[
 C("Everyone starts in the staircase", "presence", "true", 2, "all five in staircase after line 2", ('r','Emily',2,'staircase')),
 C("the pear sits in the green_basket", "location", "true", 3, "line 3", ('o',3,'green_basket')),
 C("Jack is the first to leave, at line 5", "order", "true", 5, "Jack exits at 5, first exit", ('e',5,'Jack exited')),
 C("at that point the pear hasn't moved at all", "location", "true", 5, "still green_basket at line 5", ('o',5,'green_basket')),
 C("Jackson goes next", "order", "true", 7, "Jackson exits line 7, second", ('e',7,'Jackson exited')),
 C("Only after both of them are gone", "order", "true", 8, "exits 5 and 7 before move at 8", ('lt',7,8)),
 C("does Emily move the pear to the red_treasure_chest", "event", "true", 8, "line 8", ('e',8,'Emily moved the pear to the red_treasure_chest')),
 C("walk out herself", "event", "true", 9, "line 9 Emily exited", ('e',9,'Emily exited')),
 C("as far as he knows, Emily last saw the pear in the green_basket", "belief", "true", 5, "Jack>Emily = green_basket", ('b','Jack>Emily',5,'green_basket')),
 C("just like he did", "belief", "true", 5, "Jack = green_basket at his exit", ('b','Jack',5,'green_basket')),
 C("He has no idea she moved it", "belief", "true", 8, "Jack still green_basket after line 8", ('b','Jack',8,'green_basket')),
 C("Aiden's and Sophia's moves happen after Emily left too", "order", "true", 13, "moves at 10 and 13, Emily left at 9", ('lt',9,10)),
 C("they don't change anything about how Jack pictures Emily's belief", "belief", "true", 13, "Jack>Emily green_basket at 13", ('b','Jack>Emily',13,'green_basket')),
 C("Aiden publicly claims the pear is in the red_treasure_chest", "event", "true", 16, "line 16", ('e',16,'Aiden publicly claimed that pear is in the red_treasure_chest')),
 C("Sophia privately tells Jack it's in the green_basket", "event", "true", 17, "line 17", ('e',17,'Sophia privately told Jack that the pear is in the green_basket')),
 C("they say nothing about what Emily believes", "communication", "true", 17, "Jack>Emily unchanged at 16-17", ('b','Jack>Emily',16,'green_basket')),
 C("Jack's model of Emily stays put", "belief", "true", "end", "final answer; Jack>Emily = green_basket at end", ('b','Jack>Emily','end','green_basket')),
]))

# r4 terse, unsupported
RECORDS.append(R("terse", "unsupported", "green_basket",
"""G. green_basket — Jack thinks Emily still thinks it's in the green basket.""",
[
 C("Jack thinks Emily still thinks it's in the green basket", "belief", "true", "end", "final answer restated", ('b','Jack>Emily','end','green_basket')),
]))

# r5 thinking, wrong (red_treasure_chest)
RECORDS.append(R("thinking", "wrong", "red_treasure_chest",
"""<think>
Okay, the question is what Jack thinks Emily thinks about the pear.

The pear starts in the green_basket. Jack leaves at line 5. Jackson leaves at line 7. Emily then moves the pear to the red_treasure_chest at line 8 — so Emily herself believes it's in the red_treasure_chest.

Now, Jack didn't see that. But wait, in the waiting room Aiden publicly says the pear is in the red_treasure_chest. Jack hears that, and Aiden left after Jack, so Jack trusts him. Emily is also in the room and hears it, and it matches what she already thinks.

Hmm, so would Jack now assume Emily believes the red_treasure_chest? Everyone heard the public claim, so Jack would figure Emily heard it too. Then Sophia privately tells Jack green_basket, but that's private — Emily doesn't hear it, so it doesn't affect what Jack thinks Emily thinks.

So Jack thinks Emily thinks red_treasure_chest.
</think>

**H. red_treasure_chest** — Aiden's public claim was heard by everyone, so Jack expects Emily to believe it.""",
[
 C("The pear starts in the green_basket", "location", "true", 3, "line 3", ('o',3,'green_basket')),
 C("Jack leaves at line 5", "event", "true", 5, "line 5", ('e',5,'Jack exited')),
 C("Jackson leaves at line 7", "event", "true", 7, "line 7", ('e',7,'Jackson exited')),
 C("Emily then moves the pear to the red_treasure_chest at line 8", "event", "true", 8, "line 8", ('e',8,'Emily moved the pear to the red_treasure_chest')),
 C("Emily herself believes it's in the red_treasure_chest", "belief", "true", 8, "Emily = red_treasure_chest", ('b','Emily',8,'red_treasure_chest')),
 C("Jack didn't see that", "presence", "true", 8, "Jack not a witness of line 8", ('w','Jack',8,False)),
 C("in the waiting room Aiden publicly says the pear is in the red_treasure_chest", "event", "true", 16, "line 16", ('e',16,'Aiden publicly claimed that pear is in the red_treasure_chest')),
 C("Jack hears that", "presence", "true", 16, "Jack witnessed line 16", ('w','Jack',16,True)),
 C("Aiden left after Jack", "order", "true", 12, "Aiden exited 12, Jack 5", ('lt',5,12)),
 C("Jack trusts him", "communication", "true", 16, "Jack's belief becomes red_treasure_chest at 16", ('b','Jack',16,'red_treasure_chest')),
 C("Emily is also in the room and hears it", "presence", "true", 16, "Emily witnessed line 16", ('w','Emily',16,True)),
 C("it matches what she already thinks", "belief", "true", 15, "Emily = red_treasure_chest before the claim", ('b','Emily',15,'red_treasure_chest')),
 C("Everyone heard the public claim", "presence", "true", 16, "all five witnessed line 16", ('w','Sophia',16,True)),
 C("Jack would figure Emily heard it too", "communication", "uncheckable", 16, "what Jack knows about Emily hearing is not a gold column", None),
 C("Sophia privately tells Jack green_basket", "event", "true", 17, "line 17", ('e',17,'Sophia privately told Jack that the pear is in the green_basket')),
 C("Emily doesn't hear it", "presence", "true", 17, "Emily not a witness of line 17", ('w','Emily',17,False)),
 C("it doesn't affect what Jack thinks Emily thinks", "communication", "true", 17, "Jack>Emily same at 16 and 17", ('b','Jack>Emily',17,'green_basket')),
 C("Jack thinks Emily thinks red_treasure_chest", "belief", "false", "end", "gold Jack>Emily = green_basket", ('b','Jack>Emily','end','red_treasure_chest')),
 C("Aiden's public claim was heard by everyone", "presence", "true", 16, "all witnessed line 16", ('w','Aiden',16,True)),
 C("Jack expects Emily to believe it", "belief", "false", "end", "gold Jack>Emily = green_basket, not red_treasure_chest", ('b','Jack>Emily','end','red_treasure_chest')),
]))
