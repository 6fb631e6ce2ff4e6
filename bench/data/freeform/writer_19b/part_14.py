# Q14 s6819-1-o1: Emily, lime. gold red_crate
RECORDS = []

RECORDS.append(dict(style="terse", label="sound", stated_answer="red_crate",
response="""D. red_crate — Emily put it there herself at line 5 and left right after, so she never saw Alexander's move.""",
claims=[
 ("Emily put it there herself at line 5","event","true",5,"line 5"),
 ("left right after","event","true",6,"exit 6"),
 ("she never saw Alexander's move","presence","true",11,"Emily absent at 11"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="red_crate",
response="""<think>
Emily's own belief about the lime.

Lime: red_bottle → blue_pantry (Ethan, line 3). Ethan leaves. Then Emily moves it to the red_crate at line 5 and leaves at line 6.

After Emily's gone: William loses gloves, Isla stays and then leaves, and Alexander moved it to the red_drawer at line 10 with William watching.

Emily didn't see the red_drawer move, so she still thinks red_crate. The "really think" wording is just asking for her belief, not reality — reality would be red_drawer.
</think>

D. red_crate""",
claims=[
 ("Lime: red_bottle → blue_pantry (Ethan, line 3)","event","true",3,"lines 2-3"),
 ("Ethan leaves","event","true",4,"line 4"),
 ("Emily moves it to the red_crate at line 5","event","true",5,"line 5"),
 ("leaves at line 6","event","true",6,"line 6"),
 ("William loses gloves","event","true",7,"line 7"),
 ("Isla stays and then leaves","event","true",10,"lines 8, 10"),
 ("Alexander moved it to the red_drawer at line 10","event","false",10,"PLANTED: the move is line 11; line 10 is Isla exiting"),
 ("with William watching","presence","true",11,"William witnessed 11"),
 ("Emily didn't see the red_drawer move","presence","true",11,"Emily absent"),
 ("she still thinks red_crate","belief","true","end","Emily: red_crate"),
 ("reality would be red_drawer","location","true","end","object red_drawer"),
]))

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="red_crate",
response="""**D. red_crate**

Explanation:
- Everyone saw Ethan move the lime from the red_bottle to the blue_pantry (line 3).
- After Ethan left, Emily moved it to the red_crate (line 5) with Alexander, Isla and William watching, and then she exited (line 6).
- Alexander's later move to the red_drawer (line 11) happened after Emily had left, so she knows nothing about it.

Emily therefore still believes the lime is in the red_crate.""",
claims=[
 ("Everyone saw Ethan move the lime from the red_bottle to the blue_pantry (line 3)","event","true",3,"line 3, all witnessed"),
 ("After Ethan left, Emily moved it to the red_crate (line 5)","event","true",5,"line 5"),
 ("with Alexander, Isla and William watching","presence","true",5,"witnessed 5"),
 ("then she exited (line 6)","event","true",6,"line 6"),
 ("Alexander's later move to the red_drawer (line 11)","event","true",11,"line 11"),
 ("happened after Emily had left","order","true",11,"11 after 6"),
 ("she knows nothing about it","belief","true",11,"Emily: red_crate"),
 ("Emily therefore still believes the lime is in the red_crate","belief","true","end","answer"),
]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="red_drawer",
response="""Let's think step by step.

1. The lime starts in the red_bottle.
2. Ethan moves it to the blue_pantry.
3. Emily moves it to the red_crate.
4. Alexander moves it to the red_drawer.
5. Everyone meets again in the waiting_room, so Emily would know its latest location.

The answer is [red_drawer]""",
claims=[
 ("The lime starts in the red_bottle","location","true",2,"line 2"),
 ("Ethan moves it to the blue_pantry","event","true",3,"line 3"),
 ("Emily moves it to the red_crate","event","true",5,"line 5"),
 ("Alexander moves it to the red_drawer","event","true",11,"line 11"),
 ("Everyone meets again in the waiting_room","presence","true",15,"line 15"),
 ("Emily would know its latest location","belief","false","end","Emily: red_crate"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="red_crate",
response="""Let me trace where Emily was for each move.

All five start in the crawlspace with the lime in the red_bottle, and they all watch Ethan move it to the blue_pantry. Ethan then leaves; he last saw the lime in the blue_pantry.

Next, Emily herself moves the lime to the red_crate and walks out. That's the last thing she sees of it.

After she's gone, Isla leaves as well, and Alexander moves the lime to the red_drawer while only William is there to see it. Alexander assumes Emily knows about this too, but Emily misses this completely.

So Emily really thinks the lime is in the red_crate. The answer is D. red_crate.""",
claims=[
 ("All five start in the crawlspace","presence","true",1,"line 1"),
 ("the lime in the red_bottle","location","true",2,"line 2"),
 ("they all watch Ethan move it to the blue_pantry","presence","true",3,"all witnessed 3"),
 ("Ethan then leaves","event","true",4,"line 4"),
 ("he last saw the lime in the blue_pantry","belief","true","end","Ethan: blue_pantry"),
 ("Emily herself moves the lime to the red_crate","event","true",5,"line 5"),
 ("walks out","event","true",6,"line 6"),
 ("That's the last thing she sees of it","belief","true",6,"Emily: red_crate"),
 ("After she's gone, Isla leaves as well","event","true",10,"line 10"),
 ("Alexander moves the lime to the red_drawer","event","true",11,"line 11"),
 ("while only William is there to see it","presence","true",11,"witnesses Alexander, William"),
 ("Alexander assumes Emily knows about this too","belief","false","end","PLANTED: Alexander->Emily is red_crate"),
 ("Emily misses this completely","presence","true",11,"Emily absent"),
 ("Emily really thinks the lime is in the red_crate","belief","true","end","answer"),
]))
