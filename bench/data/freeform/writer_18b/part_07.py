RECORDS = [
dict(style="narrative", label="sound", stated_answer="red_bottle", response="""Let me separate the two objects, because the orange subplot is a distraction. The lime starts in the red_pantry. After Lucas leaves, Mila moves it into the red_bottle in front of Emma, Jack and Liam, and then everyone drifts out.

The second trip to the living_room only involves the orange: Jack moves it to the red_bottle and Lucas later moves it to the red_pantry. The lime never gets touched again.

So the lime is really in the red_bottle. The answer is I. red_bottle.""",
claims=[
("The lime starts in the red_pantry","location","true",2,"row 2"),
("After Lucas leaves, Mila moves it into the red_bottle","order","true",5,"Lucas exit 4, move 5"),
("Mila moves it into the red_bottle","event","true",5,"line 5"),
("in front of Emma, Jack and Liam","presence","true",5,"witnessed Emma,Jack,Liam,Mila"),
("The second trip to the living_room only involves the orange","event","true",22,"lines 15-22 only move the orange"),
("Jack moves it to the red_bottle","event","true",17,"orange to red_bottle"),
("Lucas later moves it to the red_pantry","event","true",19,"orange to red_pantry"),
("The lime never gets touched again","event","true","end","lime red_bottle 5-end"),
("the lime is really in the red_bottle","location","true","end","gold"),
]),
dict(style="terse", label="sound", stated_answer="red_bottle", response="""I — Mila put the lime in the red_bottle at line 5 and no one moved it after.""",
claims=[
("Mila put the lime in the red_bottle at line 5","event","true",5,"line 5"),
("no one moved it after","event","true","end","lime stays red_bottle"),
]),
dict(style="thinking", label="unsound", stated_answer="red_bottle", response="""<think>
Two objects here, lime and orange. Question: the lime's real location.
Lime: red_pantry (line 2). Mila -> red_bottle (line 5).
Then in the second round, Jack moved the lime to the red_bottle... hmm, it was already there, so that doesn't change anything.
Lucas then moves the orange to the red_pantry at 19. That's the orange, not the lime.
Mila's public claim about the blue_basket and Jack's private message are about the orange and don't move anything.
So the lime stays in the red_bottle.
</think>
**I. red_bottle**""",
claims=[
("Lime: red_pantry (line 2)","location","true",2,"row 2"),
("Mila -> red_bottle (line 5)","event","true",5,"line 5"),
("Jack moved the lime to the red_bottle","event","false",17,"PLANTED: line 17 Jack moved the orange, not the lime"),
("Lucas then moves the orange to the red_pantry at 19","event","true",19,"line 19"),
("Mila's public claim about the blue_basket and Jack's private message are about the orange","communication","true",25,"lines 24-25"),
("don't move anything","location","true",25,"objects unchanged"),
("the lime stays in the red_bottle","location","true","end","gold"),
]),
dict(style="answer_first", label="wrong", stated_answer="red_pantry", response="""**Answer: F. red_pantry**

Explanation:
- The lime starts in the red_pantry (line 2).
- Later, Lucas moves it to the red_pantry again (line 19) after Jack leaves.
- So the lime ends up in the red_pantry.""",
claims=[
("The lime starts in the red_pantry (line 2)","location","true",2,"row 2"),
("Lucas moves it to the red_pantry again (line 19)","event","false",19,"line 19 moves the orange"),
("after Jack leaves","order","true",19,"Jack exited 18"),
("the lime ends up in the red_pantry","location","false","end","lime in red_bottle"),
]),
dict(style="numbered", label="unsound", stated_answer="red_bottle", response="""Let's think step by step.

1. The lime is in the red_pantry at the beginning.
2. Lucas leaves, then Mila moves the lime to the red_bottle.
3. Mila, Emma, Jack and Liam all leave after that; the lime is untouched.
4. Jack, Lucas and Mila go back into the living_room, where the orange is handled: it goes to the red_bottle, then to the red_pantry.
5. The orange ends up in the blue_basket, as Mila announces, but the lime is still where Mila put it.

The answer is [red_bottle]""",
claims=[
("The lime is in the red_pantry at the beginning","location","true",2,"row 2"),
("Lucas leaves, then Mila moves the lime to the red_bottle","order","true",5,"4 then 5"),
("Mila, Emma, Jack and Liam all leave after that","event","true",12,"exits 6,8,10,12"),
("the lime is untouched","event","true",12,"no lime move"),
("Jack, Lucas and Mila go back into the living_room","event","true",15,"line 15"),
("it goes to the red_bottle, then to the red_pantry","event","true",19,"orange lines 17,19"),
("The orange ends up in the blue_basket","location","false","end","PLANTED: orange ends in red_pantry; blue_basket was only claimed"),
("the lime is still where Mila put it","location","true","end","red_bottle"),
]),
]
