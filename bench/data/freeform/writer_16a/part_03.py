# Q3 s6816-14-o4: Jayden -> Avery -> Elizabeth -> Benjamin about watermelon, gold green_bathtub
W = 'watermelon'
CH = 'Jayden -> Avery -> Elizabeth -> Benjamin'
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_bathtub",
response="""**Answer: A. green_bathtub**

- Benjamin moved the watermelon to the green_bathtub (line 5) while Elizabeth, Jayden and Avery were all in the closet, then he left (line 6).
- Benjamin never saw the watermelon again after that, so Benjamin still believes it's in the green_bathtub.
- Elizabeth watched Benjamin make the move and leave, so Elizabeth thinks Benjamin thinks it's in the green_bathtub.
- Avery and Jayden both saw that too, and Avery thinks Elizabeth thinks Benjamin thinks green_bathtub.
- The later moves to the red_treasure_chest (line 10) and back to the blue_bathtub (line 12) were never seen by Benjamin.

So Jayden thinks Avery thinks Elizabeth thinks Benjamin thinks the watermelon is in the green_bathtub.""",
claims=[
("Benjamin moved the watermelon to the green_bathtub (line 5)", "event", "true", 5, "line 5", ('L', 5, 'Benjamin moved the watermelon to the green_bathtub')),
("while Elizabeth, Jayden and Avery were all in the closet", "presence", "true", 5, "witnessed_by 5", ('W', ['Elizabeth', 'Jayden', 'Avery'], 5)),
("then he left (line 6)", "event", "true", 6, "line 6", ('L', 6, 'Benjamin exited')),
("Benjamin never saw the watermelon again after that", "presence", "true", "end", "Benjamin absent for 10, 12, 15", [('NW', ['Benjamin'], 10), ('NW', ['Benjamin'], 12), ('NW', ['Benjamin'], 15)]),
("Benjamin still believes it's in the green_bathtub", "belief", "true", "end", "Benjamin = green_bathtub", ('B', 'Benjamin', 'end', 'green_bathtub')),
("Elizabeth watched Benjamin make the move and leave", "presence", "true", 6, "Elizabeth witnessed 5 and 6", [('W', ['Elizabeth'], 5), ('W', ['Elizabeth'], 6)]),
("Elizabeth thinks Benjamin thinks it's in the green_bathtub", "belief", "true", "end", "Elizabeth -> Benjamin", ('B', 'Elizabeth -> Benjamin', 'end', 'green_bathtub')),
("Avery and Jayden both saw that too", "presence", "true", 6, "witnessed 5, 6", [('W', ['Avery', 'Jayden'], 5), ('W', ['Avery', 'Jayden'], 6)]),
("Avery thinks Elizabeth thinks Benjamin thinks green_bathtub", "belief", "true", "end", "Avery -> Elizabeth -> Benjamin", ('B', 'Avery -> Elizabeth -> Benjamin', 'end', 'green_bathtub')),
("The later moves to the red_treasure_chest (line 10) and back to the blue_bathtub (line 12)", "event", "true", 12, "lines 10, 12", [('L', 10, 'red_treasure_chest'), ('L', 12, 'blue_bathtub')]),
("were never seen by Benjamin", "presence", "true", 12, "not in witnessed 10, 12", [('NW', ['Benjamin'], 10), ('NW', ['Benjamin'], 12)]),
("Jayden thinks Avery thinks Elizabeth thinks Benjamin thinks the watermelon is in the green_bathtub", "belief", "true", "end", "answer chain", ('B', CH, 'end', 'green_bathtub')),
]),
dict(style="numbered", label="unsound", stated_answer="green_bathtub",
response="""**Step 1: Track the watermelon**
1. Line 2: watermelon in the blue_bathtub.
2. Line 5: Benjamin moves it to the green_bathtub — Benjamin, Elizabeth, Jayden and Avery all see this (Emma has already left).
3. Line 10: Jayden moves it to the red_treasure_chest, with only Avery watching.
4. Line 12: Avery moves it back to the blue_bathtub, alone.

**Step 2: Exits**
- Emma goes first (line 4) and Benjamin leaves right after his move (line 6).
- Elizabeth leaves after Jayden's move, and then Jayden (line 11) and Avery (line 13) follow.

**Step 3: Benjamin's belief**
Benjamin walked out at line 6 right after putting the watermelon in the green_bathtub, so Benjamin thinks it's in the green_bathtub.

**Step 4: Elizabeth → Benjamin**
Elizabeth saw Benjamin's move and his exit, so she thinks Benjamin thinks green_bathtub. Her re-entry at line 15 shows her the blue_bathtub, but that's her own belief; Benjamin wasn't there.

**Step 5: Avery → Elizabeth → Benjamin, and Jayden on top**
Avery and Jayden were both present for line 5 and line 6, so they model Elizabeth's picture of Benjamin the same way.

**Answer:** A. green_bathtub""",
claims=[
("Line 2: watermelon in the blue_bathtub", "location", "true", 2, "line 2", ('O', W, 2, 'blue_bathtub')),
("Line 5: Benjamin moves it to the green_bathtub", "event", "true", 5, "line 5", ('L', 5, 'green_bathtub')),
("Benjamin, Elizabeth, Jayden and Avery all see this", "presence", "true", 5, "witnessed 5", ('W', ['Benjamin', 'Elizabeth', 'Jayden', 'Avery'], 5)),
("Emma has already left", "presence", "true", 5, "Emma out at 4", ('R', 'Emma', 5, None)),
("Line 10: Jayden moves it to the red_treasure_chest", "event", "true", 10, "line 10", ('L', 10, 'Jayden moved the watermelon to the red_treasure_chest')),
("with only Avery watching", "presence", "true", 10, "witnessed Avery, Jayden", [('W', ['Avery'], 10), ('NW', ['Elizabeth', 'Benjamin', 'Emma'], 10)]),
("Line 12: Avery moves it back to the blue_bathtub", "event", "true", 12, "line 12", ('L', 12, 'Avery moved the watermelon to the blue_bathtub')),
("alone", "presence", "true", 12, "only Avery in closet", ('NW', ['Jayden', 'Elizabeth'], 12)),
("Emma goes first (line 4)", "event", "true", 4, "line 4", ('L', 4, 'Emma exited')),
("Benjamin leaves right after his move (line 6)", "order", "true", 6, "move 5, exit 6", ('L', 6, 'Benjamin exited')),
("Elizabeth leaves after Jayden's move", "order", "false", 8, "PLANTED: Elizabeth exits at line 8, before Jayden's move at line 10", ('R', 'Elizabeth', 10, 'closet')),
("then Jayden (line 11)", "event", "true", 11, "line 11", ('L', 11, 'Jayden exited')),
("Avery (line 13)", "event", "true", 13, "line 13", ('L', 13, 'Avery exited')),
("Benjamin walked out at line 6 right after putting the watermelon in the green_bathtub", "event", "true", 6, "lines 5-6", ('L', 6, 'Benjamin exited')),
("Benjamin thinks it's in the green_bathtub", "belief", "true", "end", "Benjamin = green_bathtub", ('B', 'Benjamin', 'end', 'green_bathtub')),
("Elizabeth saw Benjamin's move and his exit", "presence", "true", 6, "witnessed 5, 6", [('W', ['Elizabeth'], 5), ('W', ['Elizabeth'], 6)]),
("she thinks Benjamin thinks green_bathtub", "belief", "true", "end", "Elizabeth -> Benjamin", ('B', 'Elizabeth -> Benjamin', 'end', 'green_bathtub')),
("Her re-entry at line 15 shows her the blue_bathtub", "belief", "true", 15, "Elizabeth = blue_bathtub at 15", ('B', 'Elizabeth', 15, 'blue_bathtub')),
("Benjamin wasn't there", "presence", "true", 15, "Benjamin in waiting_room at 15", ('R', 'Benjamin', 15, 'waiting_room')),
("Avery and Jayden were both present for line 5 and line 6", "presence", "true", 6, "witnessed 5, 6", [('W', ['Avery', 'Jayden'], 5), ('W', ['Avery', 'Jayden'], 6)]),
("they model Elizabeth's picture of Benjamin the same way", "belief", "true", "end", "A->E->B and J->A->E->B = green_bathtub", [('B', 'Avery -> Elizabeth -> Benjamin', 'end', 'green_bathtub'), ('B', CH, 'end', 'green_bathtub')]),
]),
dict(style="narrative", label="unsound", stated_answer="green_bathtub",
response="""Let me trace where each person was as the watermelon moved.

The watermelon begins in the blue_bathtub. Emma leaves first, and then Benjamin moves the watermelon to the green_bathtub with Elizabeth, Jayden, and Avery all watching. Benjamin leaves right after that, so his own belief is fixed at the green_bathtub — he never comes back to the closet.

After Elizabeth leaves, Jayden moves it to the red_treasure_chest, and once Jayden is gone Avery puts it back in the blue_bathtub. Elizabeth misses both of those moves. Later, Avery, Elizabeth and Jayden go back into the closet together, but Benjamin stays in the waiting_room. Even now, Elizabeth thinks Jayden believes the watermelon is in the green_bathtub, but that doesn't matter here — what matters is Benjamin.

Since Elizabeth saw Benjamin put it in the green_bathtub and leave, she thinks Benjamin thinks green_bathtub. Avery was there for all of that and knows Elizabeth was too, and Jayden, who was also there, knows that Avery knows. Nothing after line 6 reaches Benjamin, so nothing revises this part of the chain.

The answer is A. green_bathtub.""",
claims=[
("The watermelon begins in the blue_bathtub", "location", "true", 2, "line 2", ('O', W, 2, 'blue_bathtub')),
("Emma leaves first", "order", "true", 4, "first exit line 4", ('L', 4, 'Emma exited')),
("Benjamin moves the watermelon to the green_bathtub", "event", "true", 5, "line 5", ('L', 5, 'green_bathtub')),
("with Elizabeth, Jayden, and Avery all watching", "presence", "true", 5, "witnessed 5", ('W', ['Elizabeth', 'Jayden', 'Avery'], 5)),
("Benjamin leaves right after that", "order", "true", 6, "line 6", ('L', 6, 'Benjamin exited')),
("his own belief is fixed at the green_bathtub", "belief", "true", "end", "Benjamin = green_bathtub", ('B', 'Benjamin', 'end', 'green_bathtub')),
("he never comes back to the closet", "presence", "true", "end", "Benjamin in waiting_room from 14 on", [('R', 'Benjamin', 15, 'waiting_room'), ('R', 'Benjamin', 'end', 'waiting_room')]),
("After Elizabeth leaves, Jayden moves it to the red_treasure_chest", "order", "true", 10, "Elizabeth out at 8, move at 10", ('R', 'Elizabeth', 10, None)),
("once Jayden is gone Avery puts it back in the blue_bathtub", "order", "true", 12, "Jayden out at 11, move at 12", [('R', 'Jayden', 12, None), ('O', W, 12, 'blue_bathtub')]),
("Elizabeth misses both of those moves", "presence", "true", 12, "not in witnessed 10, 12", [('NW', ['Elizabeth'], 10), ('NW', ['Elizabeth'], 12)]),
("Avery, Elizabeth and Jayden go back into the closet together", "event", "true", 15, "line 15", ('L', 15, 'Avery, Elizabeth and Jayden entered the closet')),
("Benjamin stays in the waiting_room", "presence", "true", 15, "rooms at 15", ('R', 'Benjamin', 15, 'waiting_room')),
("Even now, Elizabeth thinks Jayden believes the watermelon is in the green_bathtub", "belief", "false", "end", "PLANTED: after the shared re-entry at 15, Elizabeth -> Jayden = blue_bathtub", ('B', 'Elizabeth -> Jayden', 'end', 'green_bathtub')),
("Elizabeth saw Benjamin put it in the green_bathtub and leave", "presence", "true", 6, "witnessed 5, 6", [('W', ['Elizabeth'], 5), ('W', ['Elizabeth'], 6)]),
("she thinks Benjamin thinks green_bathtub", "belief", "true", "end", "Elizabeth -> Benjamin", ('B', 'Elizabeth -> Benjamin', 'end', 'green_bathtub')),
("Avery was there for all of that", "presence", "true", 6, "witnessed 5, 6", [('W', ['Avery'], 5), ('W', ['Avery'], 6)]),
("knows Elizabeth was too", "belief", "true", "end", "Avery -> Elizabeth -> Benjamin = green_bathtub", ('B', 'Avery -> Elizabeth -> Benjamin', 'end', 'green_bathtub')),
("Jayden, who was also there", "presence", "true", 5, "witnessed 5", ('W', ['Jayden'], 5)),
("knows that Avery knows", "belief", "true", "end", "Jayden -> Avery -> Elizabeth -> Benjamin = green_bathtub", ('B', CH, 'end', 'green_bathtub')),
("Nothing after line 6 reaches Benjamin", "presence", "true", "end", "Benjamin belief unchanged", ('B', 'Benjamin', 'end', 'green_bathtub')),
("nothing revises this part of the chain", "belief", "true", "end", "chain still green_bathtub", ('B', CH, 'end', 'green_bathtub')),
]),
dict(style="terse", label="sound", stated_answer="green_bathtub",
response="""A. green_bathtub — Benjamin left right after moving it there, and all three of the others saw him do it.""",
claims=[
("Benjamin left right after moving it there", "order", "true", 6, "move 5, exit 6", [('L', 5, 'green_bathtub'), ('L', 6, 'Benjamin exited')]),
("all three of the others saw him do it", "presence", "true", 5, "Jayden, Avery, Elizabeth witnessed 5", ('W', ['Jayden', 'Avery', 'Elizabeth'], 5)),
]),
dict(style="thinking", label="wrong", stated_answer="blue_bathtub",
response="""<think>
Chain: Jayden → Avery → Elizabeth → Benjamin, watermelon.

Line 2 blue_bathtub. Emma out at 4. Benjamin moves it to green_bathtub at 5, everyone left in the closet sees it. Benjamin out at 6. Elizabeth out at 8. Jayden moves it to red_treasure_chest at 10 (Avery sees). Jayden out at 11. Avery moves it back to blue_bathtub at 12, alone. Avery out.

So Benjamin thinks green_bathtub. Elizabeth thinks Benjamin thinks green_bathtub.

But then line 15: Avery, Elizabeth and Jayden go back into the closet and the watermelon is sitting in the blue_bathtub. Now they all see it there together. Hmm, so Elizabeth updates. And Jayden sees Avery and Elizabeth seeing it. The question ends with Benjamin, but I think the shared observation at 15 overrides everything: all three saw it in blue_bathtub, so the chain collapses to blue_bathtub.

Let me double check the asparagus part — none of lines 16–25 touch the watermelon. Right.
</think>

**B. blue_bathtub**

Avery, Elizabeth and Jayden all saw the watermelon in the blue_bathtub when they re-entered the closet at line 15, so the whole chain ends there.""",
claims=[
("Line 2 blue_bathtub", "location", "true", 2, "line 2", ('O', W, 2, 'blue_bathtub')),
("Emma out at 4", "event", "true", 4, "line 4", ('L', 4, 'Emma exited')),
("Benjamin moves it to green_bathtub at 5", "event", "true", 5, "line 5", ('L', 5, 'green_bathtub')),
("everyone left in the closet sees it", "presence", "true", 5, "all four in closet witnessed", ('W', ['Avery', 'Benjamin', 'Elizabeth', 'Jayden'], 5)),
("Benjamin out at 6", "event", "true", 6, "line 6", ('L', 6, 'Benjamin exited')),
("Elizabeth out at 8", "event", "true", 8, "line 8", ('L', 8, 'Elizabeth exited')),
("Jayden moves it to red_treasure_chest at 10", "event", "true", 10, "line 10", ('L', 10, 'red_treasure_chest')),
("Avery sees", "presence", "true", 10, "Avery witnessed 10", ('W', ['Avery'], 10)),
("Jayden out at 11", "event", "true", 11, "line 11", ('L', 11, 'Jayden exited')),
("Avery moves it back to blue_bathtub at 12", "event", "true", 12, "line 12", ('L', 12, 'blue_bathtub')),
("alone", "presence", "true", 12, "only Avery in closet", ('NW', ['Jayden', 'Elizabeth', 'Benjamin', 'Emma'], 12)),
("Avery out", "event", "true", 13, "line 13", ('L', 13, 'Avery exited')),
("So Benjamin thinks green_bathtub", "belief", "true", "end", "Benjamin", ('B', 'Benjamin', 'end', 'green_bathtub')),
("Elizabeth thinks Benjamin thinks green_bathtub", "belief", "true", "end", "Elizabeth -> Benjamin", ('B', 'Elizabeth -> Benjamin', 'end', 'green_bathtub')),
("Avery, Elizabeth and Jayden go back into the closet", "event", "true", 15, "line 15", ('L', 15, 'entered the closet')),
("the watermelon is sitting in the blue_bathtub", "location", "true", 15, "objects 15", ('O', W, 15, 'blue_bathtub')),
("Now they all see it there together", "presence", "true", 15, "witnessed 15", ('W', ['Avery', 'Elizabeth', 'Jayden'], 15)),
("Elizabeth updates", "belief", "true", 15, "Elizabeth = blue_bathtub at 15", ('B', 'Elizabeth', 15, 'blue_bathtub')),
("Jayden sees Avery and Elizabeth seeing it", "belief", "true", 15, "Jayden -> Avery -> Elizabeth = blue_bathtub at 15", ('B', 'Jayden -> Avery -> Elizabeth', 15, 'blue_bathtub')),
("the chain collapses to blue_bathtub", "belief", "false", "end", "J->A->E->B = green_bathtub", ('B', CH, 'end', 'blue_bathtub')),
("none of lines 16–25 touch the watermelon", "location", "true", 25, "watermelon blue_bathtub 15-25", ('O', W, 25, 'blue_bathtub')),
("Avery, Elizabeth and Jayden all saw the watermelon in the blue_bathtub when they re-entered the closet at line 15", "presence", "true", 15, "witnessed 15, blue_bathtub", [('W', ['Avery', 'Elizabeth', 'Jayden'], 15), ('O', W, 15, 'blue_bathtub')]),
("so the whole chain ends there", "belief", "false", "end", "chain = green_bathtub", ('B', CH, 'end', 'blue_bathtub')),
]),
]
