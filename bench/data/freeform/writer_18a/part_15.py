RECORDS = [
dict(style="answer_first", label="wrong", stated_answer="blue_crate",
response="""E. blue_crate

Explanation:
- Liam moved the tangerine to the blue_crate (line 7) and knows it's there.
- Later Chloe, Abigail and Liam are all together in the waiting_room, so Chloe would assume Abigail has caught up with Liam's view.""",
claims=[
("Liam moved the tangerine to the blue_crate (line 7)","event","true",7,"line 7"),
("knows it's there","belief","true","end","Liam blue_crate"),
("Chloe, Abigail and Liam are all together in the waiting_room","presence","true",23,"room row 23"),
("Chloe would assume Abigail has caught up with Liam's view","belief","false","end","Chloe->Abigail->Liam blue_bucket"),
]),
dict(style="numbered", label="sound", stated_answer="blue_bucket",
response="""Let's think step by step.

1. The tangerine starts in the red_suitcase (line 2).
2. Chloe moves it to the blue_bucket (line 3) in front of everyone, then leaves (line 4).
3. Abigail leaves at line 6, before Liam moves it to the blue_crate (line 7).
4. Lily later puts it back in the red_suitcase (line 11), alone.
5. The garage trip (lines 14–22) only involves the spinach, and Chloe stays in the waiting_room.

Chloe's last shared view with Abigail and Liam is line 3, so the answer is \\boxed{blue\\_bucket}.""",
claims=[
("The tangerine starts in the red_suitcase (line 2)","location","true",2,"line 2"),
("Chloe moves it to the blue_bucket (line 3)","event","true",3,"line 3"),
("in front of everyone","presence","true",3,"witnessed 3"),
("then leaves (line 4)","event","true",4,"line 4"),
("Abigail leaves at line 6, before Liam moves it to the blue_crate (line 7)","order","true",7,"6 before 7"),
("Lily later puts it back in the red_suitcase (line 11), alone","event","true",11,"line 11"),
("The garage trip (lines 14–22) only involves the spinach","event","true",22,"lines 15-21 spinach"),
("Chloe stays in the waiting_room","presence","true",22,"room rows 14-22"),
("Chloe's last shared view with Abigail and Liam is line 3","presence","true",3,"last shared tangerine event"),
]),
dict(style="narrative", label="unsound", stated_answer="blue_bucket",
response="""Let me trace who saw the tangerine move. Chloe starts it off by moving it into the blue_bucket while all five are in the lounge, and then she's the first to leave. Abigail stays a little longer but leaves right before Liam shifts it to the blue_crate, so Abigail never learns of that move — she still thinks it's in the blue_bucket. Benjamin then moves it back into the red_suitcase once he's alone.

Chloe, having left first, pictures Abigail picturing Liam at the blue_bucket. The answer is D. blue_bucket.""",
claims=[
("Chloe starts it off by moving it into the blue_bucket","event","true",3,"line 3"),
("while all five are in the lounge","presence","true",3,"witnessed 3"),
("she's the first to leave","order","true",4,"first exit"),
("leaves right before Liam shifts it to the blue_crate","order","true",7,"6 then 7"),
("Abigail never learns of that move","presence","true",7,"not witnessed"),
("she still thinks it's in the blue_bucket","belief","true","end","Abigail blue_bucket"),
("Benjamin then moves it back into the red_suitcase once he's alone","event","false",11,"PLANT: Lily moved it at 11"),
("Chloe, having left first, pictures Abigail picturing Liam at the blue_bucket","belief","true","end","answer"),
]),
dict(style="terse", label="unsound", stated_answer="blue_bucket",
response="""D. blue_bucket — Liam was the first to leave the lounge after Chloe's move, so nobody's view of him changed.""",
claims=[
("Liam was the first to leave the lounge after Chloe's move","order","false",6,"PLANT: Chloe (4) then Abigail (6) left before Liam (8)"),
]),
dict(style="thinking", label="sound", stated_answer="blue_bucket",
response="""<think>
Chloe -> Abigail -> Liam, tangerine.
Line 3: Chloe moves it to the blue_bucket; all present.
Line 4 Chloe leaves. Line 6 Abigail leaves. Line 7 Liam -> blue_crate. So Abigail thinks Liam thinks blue_bucket, and Chloe too.
Then the garage: Lily, Liam and Abigail go in... does the tangerine get seen again? No, the tangerine is in the lounge, the garage scene is the spinach (green_treasure_chest -> green_bucket -> red_crate). Hmm, so no update.
Final: blue_bucket.
</think>

D. blue_bucket — Chloe last saw Abigail and Liam together when she put it in the blue_bucket, and the later garage scene is about the spinach.""",
claims=[
("Line 3: Chloe moves it to the blue_bucket","event","true",3,"line 3"),
("all present","presence","true",3,"witnessed 3"),
("Line 4 Chloe leaves","event","true",4,"line 4"),
("Line 6 Abigail leaves","event","true",6,"line 6"),
("Line 7 Liam -> blue_crate","event","true",7,"line 7"),
("Abigail thinks Liam thinks blue_bucket","belief","true","end","Abigail->Liam blue_bucket"),
("Lily, Liam and Abigail go in","event","true",14,"line 14"),
("the tangerine is in the lounge","location","true",14,"not in garage"),
("the garage scene is the spinach (green_treasure_chest -> green_bucket -> red_crate)","event","true",21,"lines 15-21"),
("Chloe last saw Abigail and Liam together when she put it in the blue_bucket","presence","true",3,"last shared tangerine event"),
]),
]
