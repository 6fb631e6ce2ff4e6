RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="green_box", response="""**Answer: A. green_box**

Explanation:
- Evelyn moves the tangerine from the green_box to the blue_drawer (line 3).
- Noah moves it to the red_suitcase (line 6). When Noah leaves at line 7, the tangerine is in the blue_drawer.
- Aria moves it to the blue_pantry (line 8) and James moves it to the green_container (line 11); Avery sees both.
- Finally Avery himself moves it back to the green_box (line 14).

Avery did the last move, so he really thinks it's in the green_box.""",
claims=[
("Evelyn moves the tangerine from the green_box to the blue_drawer (line 3)","event","true",3,"line 3"),
("Noah moves it to the red_suitcase (line 6)","event","true",6,"line 6"),
("When Noah leaves at line 7, the tangerine is in the blue_drawer","location","false",7,"PLANTED: row 7 red_suitcase"),
("Aria moves it to the blue_pantry (line 8)","event","true",8,"line 8"),
("James moves it to the green_container (line 11)","event","true",11,"line 11"),
("Avery sees both","presence","true",11,"witnessed 8, 11"),
("Avery himself moves it back to the green_box (line 14)","event","true",14,"line 14"),
("Avery did the last move","event","true",14,"last move"),
("he really thinks it's in the green_box","belief","true","end","Avery green_box"),
]),
dict(style="numbered", label="sound", stated_answer="green_box", response="""1. The tangerine begins in the green_box.
2. It goes to the blue_drawer (Evelyn), the red_suitcase (Noah), the blue_pantry (Aria) and the green_container (James).
3. Avery stays in the master_bedroom the whole time and watches every move.
4. After James exits, Avery puts the tangerine in the green_box.
5. Avery's belief matches the real location.

**Answer:** A. green_box""",
claims=[
("The tangerine begins in the green_box","location","true",2,"row 2"),
("It goes to the blue_drawer (Evelyn)","event","true",3,"line 3"),
("the red_suitcase (Noah)","event","true",6,"line 6"),
("the blue_pantry (Aria)","event","true",8,"line 8"),
("the green_container (James)","event","true",11,"line 11"),
("Avery stays in the master_bedroom the whole time","presence","true",14,"Avery present 1-14"),
("watches every move","presence","true",14,"witnessed all moves"),
("After James exits, Avery puts the tangerine in the green_box","order","true",14,"13 then 14"),
("Avery's belief matches the real location","belief","true","end","Avery green_box = object"),
]),
dict(style="narrative", label="unsound", stated_answer="green_box", response="""Let me trace this. Avery is in the room from start to finish, which makes it easy: he sees Evelyn, Noah, Aria and James each move the tangerine in turn. Aria and Avery both watch James put it in the green_container before James leaves.

Once James is gone, Avery moves the tangerine into the green_box himself and then leaves. Since he made the final move with his own hands, he knows exactly where it is.

The answer is A. green_box.""",
claims=[
("Avery is in the room from start to finish","presence","true",14,"Avery present to 14"),
("he sees Evelyn, Noah, Aria and James each move the tangerine in turn","presence","true",11,"witnessed 3,6,8,11"),
("Aria and Avery both watch James put it in the green_container","presence","false",11,"PLANTED: Aria left at 9; witnesses Avery, James"),
("James put it in the green_container","event","true",11,"line 11"),
("before James leaves","order","true",13,"11 before 13"),
("Avery moves the tangerine into the green_box himself","event","true",14,"line 14"),
("then leaves","event","true",15,"line 15"),
("he knows exactly where it is","belief","true","end","Avery green_box"),
]),
dict(style="terse", label="wrong", stated_answer="green_container", response="""E. green_container""", claims=[]),
dict(style="thinking", label="sound", stated_answer="green_box", response="""<think>
"Really think" = Avery's first-order belief.
Avery never leaves until line 15. Moves: blue_drawer (3), red_suitcase (6), blue_pantry (8), green_container (11), green_box (14, Avery himself).
Hmm, any tells or claims at the end? No, the story just ends with everyone entering the waiting_room. So nothing could mislead him.
</think>
Avery thinks the tangerine is in the green_box — he put it there last. Answer: A.""",
claims=[
("Avery never leaves until line 15","presence","true",15,"Avery exits 15"),
("blue_drawer (3)","event","true",3,"line 3"),
("red_suitcase (6)","event","true",6,"line 6"),
("blue_pantry (8)","event","true",8,"line 8"),
("green_container (11)","event","true",11,"line 11"),
("green_box (14, Avery himself)","event","true",14,"line 14"),
("the story just ends with everyone entering the waiting_room","event","true",16,"line 16"),
("nothing could mislead him","communication","true","end","no tells"),
("Avery thinks the tangerine is in the green_box","belief","true","end","gold"),
("he put it there last","event","true",14,"last move"),
]),
]
