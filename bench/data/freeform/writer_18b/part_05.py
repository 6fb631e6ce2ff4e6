RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_drawer", response="""F. green_drawer

- Line 3: the lemon is in the green_drawer.
- Line 4: Evelyn moves it to the blue_bucket.
- Line 13: Jacob, alone on the porch by then, moves it back to the green_drawer.

Nothing happens to it afterwards, so it's really in the green_drawer.""",
claims=[
("Line 3: the lemon is in the green_drawer","location","true",3,"row 3"),
("Line 4: Evelyn moves it to the blue_bucket","event","true",4,"line 4"),
("alone on the porch by then","presence","true",13,"witnessed only Jacob"),
("moves it back to the green_drawer","event","true",13,"line 13"),
("Nothing happens to it afterwards","event","true","end","green_drawer to end"),
("it's really in the green_drawer","location","true","end","gold"),
]),
dict(style="numbered", label="unsound", stated_answer="green_drawer", response="""Let's think step by step.
1. Initially the lemon is in the green_drawer.
2. Evelyn moves it to the blue_bucket and leaves.
3. Emma, Gracie and Olivia leave one after another; none of them moves the lemon.
4. Jacob, the last one left, moves the lemon to the green_drawer and then exits.
5. Olivia knows it's back in the green_drawer, but that doesn't matter for the real location anyway.
6. The real location is the last place it was put: the green_drawer.

\\boxed{green\\_drawer}""",
claims=[
("Initially the lemon is in the green_drawer","location","true",3,"row 3"),
("Evelyn moves it to the blue_bucket","event","true",4,"line 4"),
("and leaves","event","true",5,"line 5"),
("Emma, Gracie and Olivia leave one after another","order","true",12,"7,9,12"),
("none of them moves the lemon","event","true",12,"no moves 5-12"),
("Jacob, the last one left","order","true",14,"Jacob exits last"),
("moves the lemon to the green_drawer","event","true",13,"line 13"),
("then exits","event","true",14,"line 14"),
("Olivia knows it's back in the green_drawer","belief","false","end","PLANTED: Olivia believes blue_bucket; she left at 12"),
("The real location is the last place it was put: the green_drawer","location","true","end","gold"),
]),
dict(style="narrative", label="sound", stated_answer="green_drawer", response="""This one's just asking for the actual location, so I only need to follow the physical moves.

The lemon starts out in the green_drawer. Evelyn takes it out and drops it in the blue_bucket before heading out. After that Emma, Gracie and Olivia each wait a minute and leave without touching it — Evelyn liking the red_bucket and Emma losing his phone are just noise.

Finally Jacob, who's the only one still on the porch, puts the lemon back into the green_drawer. Nobody moves it after that.

The answer is F. green_drawer.""",
claims=[
("The lemon starts out in the green_drawer","location","true",3,"row 3"),
("Evelyn takes it out and drops it in the blue_bucket","event","true",4,"line 4"),
("before heading out","event","true",5,"line 5"),
("Emma, Gracie and Olivia each wait a minute and leave without touching it","event","true",12,"lines 6-12"),
("Jacob, who's the only one still on the porch","presence","true",13,"only Jacob in porch at 13"),
("puts the lemon back into the green_drawer","event","true",13,"line 13"),
("Nobody moves it after that","event","true","end","no further moves"),
]),
dict(style="terse", label="wrong", stated_answer="blue_bucket", response="""I. blue_bucket — Evelyn moved it there with everyone watching.""",
claims=[
("Evelyn moved it there with everyone watching","event","true",4,"line 4, all five witnessed"),
]),
dict(style="thinking", label="unsound", stated_answer="green_drawer", response="""<think>
Where is the lemon really — just track moves.
Line 3: green_drawer. Line 4: Evelyn -> blue_bucket.
Then exits: Evelyn (5), Emma (7), Gracie (9), Olivia (12).
Line 13: Jacob moves it to the green_drawer. Hmm, who saw that? Gracie was still there with him... wait, that doesn't matter for a reality question.
Jacob leaves at 14 and everyone goes to the waiting_room. No more moves.
</think>
The lemon is really in the green_drawer (F).""",
claims=[
("Line 3: green_drawer","location","true",3,"row 3"),
("Line 4: Evelyn -> blue_bucket","event","true",4,"line 4"),
("Evelyn (5), Emma (7), Gracie (9), Olivia (12)","order","true",12,"exit lines"),
("Line 13: Jacob moves it to the green_drawer","event","true",13,"line 13"),
("Gracie was still there with him","presence","false",13,"PLANTED: Gracie left at 9; only Jacob at 13"),
("Jacob leaves at 14","event","true",14,"line 14"),
("everyone goes to the waiting_room","event","true",15,"line 15"),
("No more moves","event","true","end","none"),
("The lemon is really in the green_drawer","location","true","end","gold"),
]),
]
