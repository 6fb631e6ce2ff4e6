# Q13 s6815-8-o3: Where does Logan think Ethan thinks Lucas thinks the asparagus is?  gold red_suitcase
RECORDS = []
Q = 'Logan -> Ethan -> Lucas'

RECORDS.append(dict(style='answer_first', label='unsound', stated_answer='red_suitcase', response=
"""D. red_suitcase

Explanation:
- In the first lounge scene, Lucas moved the asparagus to the green_box (line 3) and left. Elizabeth then moved it to the blue_drawer, and Logan moved it to the red_suitcase (line 7) with Ethan watching.
- At line 14, Logan, Ethan and Lucas all come back into the lounge together, while the asparagus is still in the red_suitcase. All three see it there, and each sees the others seeing it, so Lucas's old green_box belief is replaced, and Logan knows Ethan knows that.
- The spinach, which starts out in the green_box, is the only thing that moves in the second lounge scene; the asparagus stays put.

So Logan thinks Ethan thinks Lucas thinks the asparagus is in the red_suitcase.""",
claims=[
 ("Lucas moved the asparagus to the green_box (line 3)", 'event', 'true', 3, "line 3"),
 ("and left", 'event', 'true', 4, "line 4"),
 ("Elizabeth then moved it to the blue_drawer", 'event', 'true', 5, "line 5"),
 ("Logan moved it to the red_suitcase (line 7)", 'event', 'true', 7, "line 7"),
 ("with Ethan watching", 'presence', 'true', 7, "Ethan witnessed 7", ('w','Ethan',True)),
 ("Logan, Ethan and Lucas all come back into the lounge together", 'event', 'true', 14, "line 14", ('r','Lucas','lounge')),
 ("while the asparagus is still in the red_suitcase", 'location', 'true', 14, "red_suitcase", ('o','asparagus','red_suitcase')),
 ("All three see it there", 'belief', 'true', 14, "Lucas red_suitcase at 14", ('b','Lucas','asparagus','red_suitcase')),
 ("each sees the others seeing it", 'presence', 'true', 14, "all three witnessed 14", ('w','Logan',True)),
 ("Lucas's old green_box belief is replaced", 'belief', 'true', 14, "Lucas green_box at 13, red_suitcase at 14", ('b','Lucas','asparagus','red_suitcase')),
 ("Logan knows Ethan knows that", 'belief', 'true', 14, "L->E->Lu red_suitcase", ('b',Q,'asparagus','red_suitcase')),
 ("The spinach, which starts out in the green_box", 'location', 'false', 15, "PLANTED: the spinach starts in the blue_drawer (line 15)"),
 ("is the only thing that moves in the second lounge scene", 'event', 'true', 23, "only line 22 moves anything"),
 ("the asparagus stays put", 'location', 'true', 'end', "red_suitcase", ('o','asparagus','red_suitcase')),
 ("Logan thinks Ethan thinks Lucas thinks the asparagus is in the red_suitcase", 'belief', 'true', 'end', "answer", ('b',Q,'asparagus','red_suitcase')),
]))

RECORDS.append(dict(style='numbered', label='sound', stated_answer='red_suitcase', response=
"""Let's think step by step.

1. The asparagus starts in the blue_container; Lucas moves it to the green_box (step 3) and leaves (step 4).
2. Elizabeth moves it to the blue_drawer (step 5), then Logan moves it to the red_suitcase (step 7). Ethan sees both moves; Lucas sees neither.
3. So before the second lounge visit, Logan thinks Ethan thinks Lucas thinks green_box.
4. At step 14, Logan, Ethan and Lucas enter the lounge together. The asparagus is in the red_suitcase, and all three are there together to see it.
5. That shared observation updates the whole chain: Lucas now thinks red_suitcase, Ethan knows Lucas saw it, and Logan knows Ethan knows.
6. The asparagus never moves again (only the spinach does), and the final claims are about the spinach.

The answer is [red_suitcase].""",
claims=[
 ("The asparagus starts in the blue_container", 'location', 'true', 2, "line 2", ('o','asparagus','blue_container')),
 ("Lucas moves it to the green_box (step 3)", 'event', 'true', 3, "line 3"),
 ("leaves (step 4)", 'event', 'true', 4, "line 4", ('r','Lucas',None)),
 ("Elizabeth moves it to the blue_drawer (step 5)", 'event', 'true', 5, "line 5"),
 ("Logan moves it to the red_suitcase (step 7)", 'event', 'true', 7, "line 7"),
 ("Ethan sees both moves", 'presence', 'true', 7, "Ethan witnessed 5, 7", ('w','Ethan',True)),
 ("Lucas sees neither", 'presence', 'true', 7, "Lucas not witness 5, 7", ('w','Lucas',False)),
 ("before the second lounge visit, Logan thinks Ethan thinks Lucas thinks green_box", 'belief', 'true', 13, "L->E->Lu green_box at 13", ('b',Q,'asparagus','green_box')),
 ("At step 14, Logan, Ethan and Lucas enter the lounge together", 'event', 'true', 14, "line 14"),
 ("The asparagus is in the red_suitcase", 'location', 'true', 14, "red_suitcase", ('o','asparagus','red_suitcase')),
 ("all three are there together to see it", 'presence', 'true', 14, "witnessed 14", ('w','Lucas',True)),
 ("Lucas now thinks red_suitcase", 'belief', 'true', 14, "Lucas", ('b','Lucas','asparagus','red_suitcase')),
 ("Ethan knows Lucas saw it", 'belief', 'true', 14, "Ethan->Lucas", ('b','Ethan -> Lucas','asparagus','red_suitcase')),
 ("Logan knows Ethan knows", 'belief', 'true', 14, "L->E->Lu", ('b',Q,'asparagus','red_suitcase')),
 ("The asparagus never moves again", 'event', 'true', 'end', "no later asparagus moves", ('o','asparagus','red_suitcase')),
 ("only the spinach does", 'event', 'true', 22, "line 22"),
 ("the final claims are about the spinach", 'communication', 'true', 26, "lines 25-26"),
]))

RECORDS.append(dict(style='narrative', label='wrong', stated_answer='green_box', response=
"""Let me trace where each person was when the asparagus moved.

Everyone watches Lucas move the asparagus from the blue_container to the green_box, and then Lucas leaves. After that, Elizabeth moves it to the blue_drawer and Logan moves it to the red_suitcase — but Lucas is gone for both, so Lucas still thinks the asparagus is in the green_box.

Ethan was in the room the whole time, so he saw Lucas leave right after the green_box move and knows Lucas missed the later moves. Ethan thinks Lucas thinks green_box. Logan was there too, and he saw Ethan watching, so Logan knows Ethan would reason the same way.

The second trip to the lounge is about the spinach — Lucas moves it to the green_box at the very end, after Logan and Ethan have left — and the waiting_room claims are about the spinach as well. None of it changes what anyone thinks Lucas knows about the asparagus.

So Logan thinks Ethan thinks Lucas thinks the asparagus is in the green_box. The answer is E. green_box.""",
claims=[
 ("Everyone watches Lucas move the asparagus from the blue_container to the green_box", 'presence', 'true', 3, "all witnessed 3", ('w','Ethan',True)),
 ("then Lucas leaves", 'event', 'true', 4, "line 4"),
 ("Elizabeth moves it to the blue_drawer", 'event', 'true', 5, "line 5"),
 ("Logan moves it to the red_suitcase", 'event', 'true', 7, "line 7"),
 ("Lucas is gone for both", 'presence', 'true', 7, "Lucas not witness 5, 7", ('w','Lucas',False)),
 ("Lucas still thinks the asparagus is in the green_box", 'belief', 'true', 7, "narrated moment (first scene): Lucas green_box", ('b','Lucas','asparagus','green_box')),
 ("Ethan was in the room the whole time", 'presence', 'true', 7, "Ethan in lounge lines 1-9", ('r','Ethan','lounge')),
 ("he saw Lucas leave right after the green_box move", 'presence', 'true', 4, "Ethan witnessed 4", ('w','Ethan',True)),
 ("knows Lucas missed the later moves", 'belief', 'true', 7, "Ethan->Lucas green_box at 7", ('b','Ethan -> Lucas','asparagus','green_box')),
 ("Ethan thinks Lucas thinks green_box", 'belief', 'true', 8, "narrated moment after first scene", ('b','Ethan -> Lucas','asparagus','green_box')),
 ("Logan was there too", 'presence', 'true', 7, "Logan in lounge", ('r','Logan','lounge')),
 ("he saw Ethan watching", 'presence', 'true', 7, "both witnessed 7", ('w','Logan',True)),
 ("Logan knows Ethan would reason the same way", 'belief', 'true', 8, "L->E->Lu green_box at 8", ('b',Q,'asparagus','green_box')),
 ("The second trip to the lounge is about the spinach", 'event', 'true', 23, "events of lines 15-23 concern the spinach"),
 ("Lucas moves it to the green_box at the very end", 'event', 'true', 22, "line 22 (spinach)"),
 ("after Logan and Ethan have left", 'order', 'true', 22, "exits 18, 21 < 22"),
 ("the waiting_room claims are about the spinach as well", 'communication', 'true', 26, "lines 25-26"),
 ("None of it changes what anyone thinks Lucas knows about the asparagus", 'belief', 'false', 14, "re-entry at 14 updates Ethan->Lucas and L->E->Lu to red_suitcase", ('b','Ethan -> Lucas','asparagus','green_box')),
 ("Logan thinks Ethan thinks Lucas thinks the asparagus is in the green_box", 'belief', 'false', 'end', "gold red_suitcase", ('b',Q,'asparagus','green_box')),
]))

RECORDS.append(dict(style='terse', label='sound', stated_answer='red_suitcase', response=
"""D. red_suitcase — all three of them walked back into the lounge together at line 14 and saw it there.""",
claims=[
 ("all three of them walked back into the lounge together at line 14", 'event', 'true', 14, "line 14"),
 ("saw it there", 'belief', 'true', 14, "Logan/Ethan/Lucas red_suitcase at 14", ('b','Lucas','asparagus','red_suitcase')),
]))

RECORDS.append(dict(style='thinking', label='unsound', stated_answer='red_suitcase', response=
"""<think>
Logan → Ethan → Lucas, asparagus.

First lounge scene: blue_container → green_box (Lucas, line 3), Lucas leaves (4). Elizabeth → blue_drawer (5), leaves (6). Logan → red_suitcase (7), leaves (8). Ethan leaves (10), Isabella last (12).

After that scene: Lucas thinks green_box. Ethan saw Lucas leave, so Ethan thinks Lucas thinks green_box. And Logan thinks Ethan thinks Lucas thinks blue_drawer.

Then line 14: Logan, Ethan and Lucas enter the lounge. The asparagus is still in the red_suitcase. When you enter a room you see where things are, so Lucas now sees red_suitcase, and all three are in the room together, so they each know the others saw it. That updates every level: Lucas → red_suitcase, Ethan → Lucas → red_suitcase, Logan → Ethan → Lucas → red_suitcase.

Rest: spinach in blue_drawer, Lucas moves spinach to green_box after the others leave. Public claim about spinach. Private tell about spinach. No asparagus.

So red_suitcase.
</think>

**D. red_suitcase** — when Logan, Ethan and Lucas walked back into the lounge together (line 14), they all saw the asparagus in the red_suitcase, so the whole chain updates to it.""",
claims=[
 ("blue_container → green_box (Lucas, line 3)", 'event', 'true', 3, "line 3"),
 ("Lucas leaves (4)", 'event', 'true', 4, "line 4"),
 ("Elizabeth → blue_drawer (5)", 'event', 'true', 5, "line 5"),
 ("leaves (6)", 'event', 'true', 6, "line 6"),
 ("Logan → red_suitcase (7)", 'event', 'true', 7, "line 7"),
 ("leaves (8)", 'event', 'true', 8, "line 8"),
 ("Ethan leaves (10)", 'event', 'true', 10, "line 10"),
 ("Isabella last (12)", 'order', 'true', 12, "line 12"),
 ("Lucas thinks green_box", 'belief', 'true', 12, "after first scene", ('b','Lucas','asparagus','green_box')),
 ("Ethan saw Lucas leave", 'presence', 'true', 4, "Ethan witnessed 4", ('w','Ethan',True)),
 ("Ethan thinks Lucas thinks green_box", 'belief', 'true', 12, "Ethan->Lucas", ('b','Ethan -> Lucas','asparagus','green_box')),
 ("Logan thinks Ethan thinks Lucas thinks blue_drawer", 'belief', 'false', 12, "PLANTED: L->E->Lu is green_box after the first scene", ('b',Q,'asparagus','blue_drawer')),
 ("Logan, Ethan and Lucas enter the lounge", 'event', 'true', 14, "line 14"),
 ("The asparagus is still in the red_suitcase", 'location', 'true', 14, "red_suitcase", ('o','asparagus','red_suitcase')),
 ("Lucas now sees red_suitcase", 'belief', 'true', 14, "Lucas", ('b','Lucas','asparagus','red_suitcase')),
 ("all three are in the room together", 'presence', 'true', 14, "all in lounge", ('r','Ethan','lounge')),
 ("they each know the others saw it", 'belief', 'true', 14, "Logan->Ethan, Ethan->Lucas red_suitcase", ('b','Logan -> Ethan','asparagus','red_suitcase')),
 ("That updates every level", 'belief', 'true', 14, "all sub-chains red_suitcase", ('b',Q,'asparagus','red_suitcase')),
 ("Lucas → red_suitcase, Ethan → Lucas → red_suitcase, Logan → Ethan → Lucas → red_suitcase", 'belief', 'true', 14, "all sub-chains", ('b','Ethan -> Lucas','asparagus','red_suitcase')),
 ("spinach in blue_drawer", 'location', 'true', 15, "line 15"),
 ("Lucas moves spinach to green_box after the others leave", 'event', 'true', 22, "line 22 after exits 18, 21"),
 ("Public claim about spinach", 'communication', 'true', 25, "line 25"),
 ("Private tell about spinach", 'communication', 'true', 26, "line 26"),
 ("No asparagus", 'event', 'true', 26, "no asparagus events after 14"),
 ("So red_suitcase", 'belief', 'true', 'end', "answer", ('b',Q,'asparagus','red_suitcase')),
 ("when Logan, Ethan and Lucas walked back into the lounge together (line 14)", 'event', 'true', 14, "line 14"),
 ("they all saw the asparagus in the red_suitcase", 'presence', 'true', 14, "all witnessed 14", ('w','Lucas',True)),
 ("the whole chain updates to it", 'belief', 'true', 14, "L->E->Lu red_suitcase", ('b',Q,'asparagus','red_suitcase')),
]))
