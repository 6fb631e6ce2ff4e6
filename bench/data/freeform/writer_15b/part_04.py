# Q4 s6815-2-o2: Where does Jack think Jayden thinks the asparagus is?  gold green_treasure_chest
RECORDS = []

RECORDS.append(dict(style='answer_first', label='sound', stated_answer='green_treasure_chest', response=
"""**Answer: F. green_treasure_chest**

Explanation:
Jayden was the first to leave the bathroom (line 4), when the asparagus was still in the green_treasure_chest. Jack was there and saw him go, and Jack moved the asparagus to the red_box only at line 10 — long after Jayden was gone. So Jack knows Jayden never saw that move and still pictures the asparagus in the green_treasure_chest.

The later events (the staircase scene, Jack's public claim, Jayden's private message) are all about the spinach, not the asparagus.""",
claims=[
 ("Jayden was the first to leave the bathroom (line 4)", 'order', 'true', 4, "first exit at 4"),
 ("when the asparagus was still in the green_treasure_chest", 'location', 'true', 4, "asparagus gtc at 4", ('o','asparagus','green_treasure_chest')),
 ("Jack was there and saw him go", 'presence', 'true', 4, "Jack witnessed 4", ('w','Jack',True)),
 ("Jack moved the asparagus to the red_box only at line 10", 'event', 'true', 10, "line 10"),
 ("long after Jayden was gone", 'order', 'true', 10, "exit 4 before move 10"),
 ("Jack knows Jayden never saw that move", 'presence', 'true', 10, "Jayden not witness 10", ('w','Jayden',False)),
 ("still pictures the asparagus in the green_treasure_chest", 'belief', 'true', 'end', "Jack->Jayden gtc", ('b','Jack -> Jayden','asparagus','green_treasure_chest')),
 ("The later events (the staircase scene, Jack's public claim, Jayden's private message) are all about the spinach, not the asparagus", 'communication', 'true', 'end', "lines 15-26 concern spinach"),
]))

RECORDS.append(dict(style='numbered', label='wrong', stated_answer='red_pantry', response=
"""Let's think step by step.

1. The asparagus starts in the green_treasure_chest, with all five in the bathroom.
2. Jayden leaves at step 4, and Ava and Avery leave after him.
3. Jack moves the asparagus to the red_box at step 10 — Jayden is not there.
4. Oliver moves it back to the green_treasure_chest after Jack leaves.
5. Later, in the staircase, Jack moves the asparagus to the red_pantry, and this time Jayden is watching.
6. So Jack knows that Jayden saw the red_pantry move, and Jack thinks Jayden thinks the asparagus is in the red_pantry.

\\boxed{red_pantry}""",
claims=[
 ("The asparagus starts in the green_treasure_chest", 'location', 'true', 2, "line 2", ('o','asparagus','green_treasure_chest')),
 ("with all five in the bathroom", 'presence', 'true', 2, "all in bathroom", ('r','Oliver','bathroom')),
 ("Jayden leaves at step 4", 'event', 'true', 4, "line 4", ('r','Jayden',None)),
 ("Ava and Avery leave after him", 'order', 'true', 9, "exits 7, 9"),
 ("Jack moves the asparagus to the red_box at step 10", 'event', 'true', 10, "line 10"),
 ("Jayden is not there", 'presence', 'true', 10, "Jayden not witness 10", ('w','Jayden',False)),
 ("Oliver moves it back to the green_treasure_chest", 'event', 'true', 12, "line 12"),
 ("after Jack leaves", 'order', 'true', 12, "Jack exits 11"),
 ("in the staircase, Jack moves the asparagus to the red_pantry", 'event', 'false', 17, "line 17 moves the spinach, not the asparagus"),
 ("this time Jayden is watching", 'presence', 'true', 17, "Jayden witnessed 17", ('w','Jayden',True)),
 ("Jack knows that Jayden saw the red_pantry move", 'presence', 'true', 17, "both Jack and Jayden present for line 17"),
 ("Jack thinks Jayden thinks the asparagus is in the red_pantry", 'belief', 'false', 'end', "Jack->Jayden gtc", ('b','Jack -> Jayden','asparagus','red_pantry')),
]))

RECORDS.append(dict(style='narrative', label='unsound', stated_answer='green_treasure_chest', response=
"""Let me trace where each person was when the asparagus moved.

At the start everyone is in the bathroom and the asparagus is in the green_treasure_chest. Jayden sits for a minute and then is the first to leave. Ava and Avery follow, leaving only Jack and Oliver.

Jack then moves the asparagus to the red_box and leaves, and the asparagus stays in the red_box for the rest of the story.

Now, what does Jack think Jayden believes? Jack watched Jayden leave well before the red_box move, so Jack knows Jayden's information stops at the green_treasure_chest. The staircase scene and the two messages at the end are about the spinach, so they don't change anything here.

So Jack thinks Jayden thinks the asparagus is in the green_treasure_chest. The answer is F. green_treasure_chest.""",
claims=[
 ("everyone is in the bathroom", 'presence', 'true', 2, "all in bathroom", ('r','Jayden','bathroom')),
 ("the asparagus is in the green_treasure_chest", 'location', 'true', 2, "line 2", ('o','asparagus','green_treasure_chest')),
 ("Jayden sits for a minute", 'event', 'true', 3, "line 3"),
 ("then is the first to leave", 'order', 'true', 4, "first exit 4"),
 ("Ava and Avery follow", 'order', 'true', 9, "exits 7, 9"),
 ("leaving only Jack and Oliver", 'presence', 'true', 9, "only Jack, Oliver in bathroom at 9", ('r','Jack','bathroom')),
 ("Jack then moves the asparagus to the red_box", 'event', 'true', 10, "line 10"),
 ("and leaves", 'event', 'true', 11, "line 11"),
 ("the asparagus stays in the red_box for the rest of the story", 'location', 'false', 'end', "PLANTED: Oliver moved it to the green_treasure_chest at line 12", ('o','asparagus','red_box')),
 ("Jack watched Jayden leave well before the red_box move", 'order', 'true', 4, "Jack witnessed exit 4, move at 10"),
 ("Jack knows Jayden's information stops at the green_treasure_chest", 'belief', 'true', 'end', "Jack->Jayden gtc", ('b','Jack -> Jayden','asparagus','green_treasure_chest')),
 ("The staircase scene and the two messages at the end are about the spinach", 'communication', 'true', 26, "lines 15-26 spinach"),
 ("they don't change anything here", 'communication', 'true', 26, "Jack->Jayden unchanged", ('b','Jack -> Jayden','asparagus','green_treasure_chest')),
 ("Jack thinks Jayden thinks the asparagus is in the green_treasure_chest", 'belief', 'true', 'end', "answer", ('b','Jack -> Jayden','asparagus','green_treasure_chest')),
]))

RECORDS.append(dict(style='terse', label='unsupported', stated_answer='green_treasure_chest', response=
"""green_treasure_chest""",
claims=[]))

RECORDS.append(dict(style='thinking', label='unsound', stated_answer='green_treasure_chest', response=
"""<think>
Jack's model of Jayden's belief about the asparagus.

Bathroom: asparagus in green_treasure_chest. Jayden exits first (line 4). Then Ava, then Avery. Jack moves asparagus to red_box (line 10), Jack exits, Oliver moves it back to green_treasure_chest, Oliver exits.

Jack's own belief: red_box, since he didn't see Oliver's move. Jayden's belief: green_treasure_chest.

Jack saw Jayden leave before he moved it, so Jack knows Jayden missed the red_box move. Hmm, so Jack thinks Jayden thinks green_treasure_chest.

Let me check the later stuff. Staircase: Jack, Ava, Jayden — spinach only. Line 25: Jack publicly claimed spinach in red_bucket. Line 26: Jayden privately tells Jack the spinach is in the red_pantry. All spinach. Nothing about the asparagus after line 13.

Wait, is there any chance Jack thinks Jayden came back to the bathroom? No, Jayden goes to the waiting_room and the staircase, never back to the bathroom.

So green_treasure_chest. Funny — that's also where it actually is, but for Jayden it's because he never saw it move.
</think>

**F. green_treasure_chest**

Jayden left the bathroom before Jack moved the asparagus to the red_box, and Jack knows it, so Jack thinks Jayden still believes it's in the green_treasure_chest.""",
claims=[
 ("asparagus in green_treasure_chest", 'location', 'true', 2, "line 2", ('o','asparagus','green_treasure_chest')),
 ("Jayden exits first (line 4)", 'order', 'true', 4, "first exit"),
 ("Then Ava, then Avery", 'order', 'true', 9, "7, 9"),
 ("Jack moves asparagus to red_box (line 10)", 'event', 'true', 10, "line 10"),
 ("Jack exits", 'event', 'true', 11, "line 11"),
 ("Oliver moves it back to green_treasure_chest", 'event', 'true', 12, "line 12"),
 ("Oliver exits", 'event', 'true', 13, "line 13"),
 ("Jack's own belief: red_box", 'belief', 'true', 'end', "Jack red_box", ('b','Jack','asparagus','red_box')),
 ("he didn't see Oliver's move", 'presence', 'true', 12, "Jack not witness 12", ('w','Jack',False)),
 ("Jayden's belief: green_treasure_chest", 'belief', 'true', 'end', "Jayden gtc", ('b','Jayden','asparagus','green_treasure_chest')),
 ("Jack saw Jayden leave before he moved it", 'order', 'true', 4, "Jack witnessed exit 4 < move 10"),
 ("Jack knows Jayden missed the red_box move", 'belief', 'true', 10, "Jack->Jayden gtc at 10", ('b','Jack -> Jayden','asparagus','green_treasure_chest')),
 ("Jack thinks Jayden thinks green_treasure_chest", 'belief', 'true', 'end', "answer", ('b','Jack -> Jayden','asparagus','green_treasure_chest')),
 ("Staircase: Jack, Ava, Jayden", 'presence', 'true', 15, "line 15", ('r','Ava','staircase')),
 ("spinach only", 'event', 'true', 23, "staircase events concern spinach"),
 ("Jack publicly claimed spinach in red_bucket", 'communication', 'true', 25, "line 25"),
 ("Jayden privately tells Jack the spinach is in the red_pantry", 'communication', 'false', 26, "PLANTED: Jayden told Oliver, not Jack"),
 ("Nothing about the asparagus after line 13", 'event', 'true', 'end', "no asparagus events after 13"),
 ("Jayden goes to the waiting_room and the staircase, never back to the bathroom", 'presence', 'true', 'end', "Jayden in waiting_room at end", ('r','Jayden','waiting_room')),
 ("that's also where it actually is", 'location', 'true', 'end', "asparagus gtc", ('o','asparagus','green_treasure_chest')),
 ("he never saw it move", 'presence', 'true', 'end', "Jayden witnessed no asparagus move"),
 ("Jayden left the bathroom before Jack moved the asparagus to the red_box", 'order', 'true', 10, "4 < 10"),
 ("Jack knows it", 'belief', 'true', 10, "Jack witnessed Jayden's exit"),
 ("Jack thinks Jayden still believes it's in the green_treasure_chest", 'belief', 'true', 'end', "answer", ('b','Jack -> Jayden','asparagus','green_treasure_chest')),
]))
