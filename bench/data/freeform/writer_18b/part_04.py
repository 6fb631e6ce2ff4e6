RECORDS = [
dict(style="thinking", label="sound", stated_answer="blue_bottle", response="""<think>
Okay, second order: what Aria thinks Liam thinks.
Eggplant in green_pantry at first, then Jayden moves it to the blue_bottle (line 3). Aria and Liam both see this.
Jayden leaves at 4. Aria stays a minute and leaves at 6.
After that: Elizabeth -> green_bucket (7), Noah -> red_box (9), Liam -> green_pantry (11). Aria saw none of these.
Wait — Liam ends up putting it back in the green_pantry, which was also the starting spot. Could that confuse things? No, Aria has no idea about it; she wasn't there.
From Aria's perspective, when she left, Liam had seen the eggplant go into the blue_bottle and nothing else.
</think>
Aria thinks Liam thinks the eggplant is in the blue_bottle. **G. blue_bottle**""",
claims=[
("Eggplant in green_pantry at first","location","true",2,"row 2"),
("Jayden moves it to the blue_bottle (line 3)","event","true",3,"line 3"),
("Aria and Liam both see this","presence","true",3,"witnessed_by 3"),
("Jayden leaves at 4","event","true",4,"line 4"),
("leaves at 6","event","true",6,"Aria exits at 6"),
("Elizabeth -> green_bucket (7)","event","true",7,"line 7"),
("Noah -> red_box (9)","event","true",9,"line 9"),
("Liam -> green_pantry (11)","event","true",11,"line 11"),
("Aria saw none of these","presence","true",11,"Aria absent 7-11"),
("Liam ends up putting it back in the green_pantry","event","true",11,"line 11"),
("Aria has no idea about it","belief","true",11,"Aria belief blue_bottle at 11"),
("she wasn't there","presence","true",11,"not in witnessed_by 11"),
("when she left, Liam had seen the eggplant go into the blue_bottle","presence","true",6,"Liam witnessed line 3"),
("Aria thinks Liam thinks the eggplant is in the blue_bottle","belief","true","end","gold"),
]),
dict(style="answer_first", label="unsupported", stated_answer="blue_bottle", response="""**Answer: G. blue_bottle**

Aria thinks Liam thinks the eggplant is in the blue_bottle.""",
claims=[
("Aria thinks Liam thinks the eggplant is in the blue_bottle","belief","true","end","gold answer restated"),
]),
dict(style="numbered", label="unsound", stated_answer="blue_bottle", response="""Step 1: The eggplant starts in the green_pantry.
Step 2: Jayden moves it to the blue_bottle while all five are on the staircase.
Step 3: Jayden exits, then Aria exits. At the moment Aria leaves, the eggplant is in the green_bucket.
Step 4: Elizabeth, Noah and Liam each move it after Aria is gone, and Aria sees none of it.
Step 5: So Aria's model of Liam is frozen at the blue_bottle.

Final answer: G. blue_bottle""",
claims=[
("The eggplant starts in the green_pantry","location","true",2,"row 2"),
("Jayden moves it to the blue_bottle","event","true",3,"line 3"),
("while all five are on the staircase","presence","true",3,"all present"),
("Jayden exits, then Aria exits","order","true",6,"4 then 6"),
("At the moment Aria leaves, the eggplant is in the green_bucket","location","false",6,"PLANTED: row 6 blue_bottle; green_bucket only from 7"),
("Elizabeth, Noah and Liam each move it after Aria is gone","order","true",11,"moves 7,9,11 after 6"),
("Aria sees none of it","presence","true",11,"Aria absent"),
("Aria's model of Liam is frozen at the blue_bottle","belief","true","end","gold"),
]),
dict(style="narrative", label="wrong", stated_answer="green_pantry", response="""Let me trace this carefully. Jayden moves the eggplant from the green_pantry to the blue_bottle, Jayden and Aria leave, and then Elizabeth, Noah and Liam each shuffle it around — green_bucket, then red_box, and finally Liam puts it back into the green_pantry before leaving last.

Liam is the one who did the final move, so Liam obviously knows it's in the green_pantry. Since everyone meets up again in the waiting room, Aria would assume Liam knows where he put it.

So Aria thinks Liam thinks it's in the green_pantry. The answer is F. green_pantry.""",
claims=[
("Jayden moves the eggplant from the green_pantry to the blue_bottle","event","true",3,"line 3"),
("Jayden and Aria leave","event","true",6,"lines 4, 6"),
("Elizabeth, Noah and Liam each shuffle it around — green_bucket, then red_box","event","true",9,"lines 7,9"),
("Liam puts it back into the green_pantry","event","true",11,"line 11"),
("before leaving last","order","true",12,"Liam exits last at 12"),
("Liam obviously knows it's in the green_pantry","belief","true","end","Liam green_pantry"),
("everyone meets up again in the waiting room","event","true",13,"line 13"),
("Aria thinks Liam thinks it's in the green_pantry","belief","false","end","gold blue_bottle"),
]),
dict(style="terse", label="unsound", stated_answer="blue_bottle", response="""blue_bottle — Aria saw Elizabeth take it to the green_bucket but figured Liam hadn't noticed.""",
claims=[
("Aria saw Elizabeth take it to the green_bucket","presence","false",7,"PLANTED: Aria exited at 6; witnesses Elizabeth, Liam, Noah"),
("figured Liam hadn't noticed","belief","uncheckable",7,"motive/imagined reasoning, not a determinate belief row"),
]),
]
