RECORDS = [
dict(style="terse", label="sound", stated_answer="green_pantry", response="""K. green_pantry — Emily moved it there at line 6; Noah's red_suitcase claim is just talk.""",
claims=[
("Emily moved it there at line 6","event","true",6,"line 6"),
("Noah's red_suitcase claim","communication","true",17,"line 17"),
("is just talk","location","true",17,"object stays green_pantry"),
]),
dict(style="thinking", label="unsound", stated_answer="green_pantry", response="""<think>
Real location of the lemon.
red_suitcase -> blue_bottle (Mason, 3) -> green_pantry (Emily, 6). Then everyone just waits and leaves.
Waiting room: Noah publicly claims red_suitcase. Mason and Emily buy it, and so does James. But that's about beliefs.
Jack privately tells Noah green_pantry — that's actually the truth.
Physically nothing moved after line 6.
</think>
The lemon is really in the green_pantry. **K**""",
claims=[
("red_suitcase -> blue_bottle (Mason, 3)","event","true",3,"line 3"),
("green_pantry (Emily, 6)","event","true",6,"line 6"),
("everyone just waits and leaves","event","true",14,"no moves 7-14"),
("Noah publicly claims red_suitcase","communication","true",17,"line 17"),
("Mason and Emily buy it","communication","true",17,"both red_suitcase at 17"),
("and so does James","communication","false",17,"PLANTED: James left after Noah, keeps green_pantry"),
("Jack privately tells Noah green_pantry","communication","true",18,"line 18"),
("that's actually the truth","location","true",18,"object green_pantry"),
("Physically nothing moved after line 6","event","true","end","green_pantry 6-end"),
("The lemon is really in the green_pantry","location","true","end","gold"),
]),
dict(style="answer_first", label="unsupported", stated_answer="green_pantry", response="""K. green_pantry

The lemon is really in the green_pantry.""",
claims=[
("The lemon is really in the green_pantry","location","true","end","gold answer restated"),
]),
dict(style="numbered", label="unsound", stated_answer="green_pantry", response="""1. The lemon starts in the red_suitcase.
2. Mason moves it to the blue_bottle and then leaves.
3. Emily moves it to the green_pantry at line 5.
4. Noah, James and Jack leave without touching it.
5. Noah's claim in the waiting room doesn't move the lemon.

**Final answer:** K. green_pantry""",
claims=[
("The lemon starts in the red_suitcase","location","true",2,"row 2"),
("Mason moves it to the blue_bottle","event","true",3,"line 3"),
("then leaves","event","true",5,"line 5"),
("Emily moves it to the green_pantry at line 5","event","false",5,"PLANTED: the move is line 6; line 5 is Mason's exit"),
("Noah, James and Jack leave without touching it","event","true",14,"exits 9,12,14; no moves"),
("Noah's claim in the waiting room doesn't move the lemon","location","true",17,"object green_pantry"),
]),
dict(style="narrative", label="wrong", stated_answer="red_suitcase", response="""Let me think about what happens to the lemon. It starts in the red_suitcase, Mason moves it to the blue_bottle, and Emily then moves it to the green_pantry before leaving.

In the waiting room, though, Noah publicly says the lemon is in the red_suitcase, and both Mason and Emily accept that. Since the group now agrees it's in the red_suitcase, that's where it is.

The answer is L. red_suitcase.""",
claims=[
("It starts in the red_suitcase","location","true",2,"row 2"),
("Mason moves it to the blue_bottle","event","true",3,"line 3"),
("Emily then moves it to the green_pantry before leaving","event","true",6,"line 6 then exit 7"),
("Noah publicly says the lemon is in the red_suitcase","communication","true",17,"line 17"),
("both Mason and Emily accept that","communication","true",17,"both red_suitcase at 17"),
("that's where it is","location","false","end","object green_pantry"),
]),
]
