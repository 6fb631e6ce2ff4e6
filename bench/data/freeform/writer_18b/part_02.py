RECORDS = [
dict(style="numbered", label="sound", stated_answer="blue_basket", response="""1. The onion starts in the red_bucket, and Amelia moves it to the green_bathtub while everyone is in the TV_room.
2. Amelia leaves. Jackson then moves the onion to the blue_basket (line 5).
3. Jackson exits right after that, at line 6.
4. Later Lily moves the onion to the green_box, but Jackson is long gone by then and doesn't see it.
5. Jackson's last observation is his own move, so he believes the onion is in the blue_basket.

**Answer:** C. blue_basket""",
claims=[
("The onion starts in the red_bucket","location","true",2,"row 2"),
("Amelia moves it to the green_bathtub","event","true",3,"line 3"),
("while everyone is in the TV_room","presence","true",3,"all five present"),
("Amelia leaves","event","true",4,"line 4"),
("Jackson then moves the onion to the blue_basket (line 5)","event","true",5,"line 5"),
("Jackson exits right after that, at line 6","event","true",6,"line 6"),
("Lily moves the onion to the green_box","event","true",9,"line 9"),
("Jackson is long gone by then and doesn't see it","presence","true",9,"Jackson not in witnessed_by 9"),
("he believes the onion is in the blue_basket","belief","true","end","Jackson blue_basket"),
]),
dict(style="narrative", label="unsound", stated_answer="blue_basket", response="""Let me work through who saw what. Amelia put the onion in the green_bathtub with all five watching, then left. Jackson moved it into the blue_basket and walked out right after.

After Jackson's exit, Oliver and then Lily leave too — but not before Lily shifts the onion into the green_box, which Oliver was still there to see. Ella is the last one in the room.

None of that later activity reaches Jackson, though. From his point of view, the onion is exactly where he left it. The answer is C. blue_basket.""",
claims=[
("Amelia put the onion in the green_bathtub","event","true",3,"line 3"),
("with all five watching","presence","true",3,"all witnessed"),
("then left","event","true",4,"line 4"),
("Jackson moved it into the blue_basket","event","true",5,"line 5"),
("walked out right after","event","true",6,"line 6"),
("Oliver and then Lily leave too","order","true",10,"Oliver 8, Lily 10"),
("Lily shifts the onion into the green_box","event","true",9,"line 9"),
("which Oliver was still there to see","presence","false",9,"PLANTED: Oliver left at 8; witnesses Ella, Lily"),
("Ella is the last one in the room","order","true",12,"Ella exits last at 12"),
("None of that later activity reaches Jackson","presence","true",9,"Jackson absent"),
("From his point of view, the onion is exactly where he left it","belief","true","end","Jackson blue_basket"),
]),
dict(style="terse", label="unsound", stated_answer="blue_basket", response="""C. blue_basket — he put it there himself and left before Amelia did, so he never saw anything after.""",
claims=[
("he put it there himself","event","true",5,"Jackson moved it at 5"),
("left before Amelia did","order","false",6,"PLANTED: Amelia left at 4, before Jackson at 6"),
("he never saw anything after","presence","true","end","Jackson absent for line 9 move"),
]),
dict(style="thinking", label="wrong", stated_answer="green_box", response="""<think>
Onion: red_bucket -> green_bathtub (Amelia, line 3) -> blue_basket (Jackson, line 5) -> green_box (Lily, line 9).
Who was there at line 9? Jackson exited at 6... hmm, actually the question says "really think", which sounds like it's asking about the real position. The onion is really in the green_box at the end.
Everyone came back together into the waiting_room at line 13, so maybe Jackson would know? No, nobody said anything. But "really" — I'll go with the actual location.
</think>
The onion is really in the green_box, so the answer is D. green_box.""",
claims=[
("red_bucket -> green_bathtub (Amelia, line 3)","event","true",3,"line 3"),
("blue_basket (Jackson, line 5)","event","true",5,"line 5"),
("green_box (Lily, line 9)","event","true",9,"line 9"),
("Jackson exited at 6","event","true",6,"line 6"),
("The onion is really in the green_box at the end","location","true","end","objects end green_box"),
("Everyone came back together into the waiting_room at line 13","event","true",13,"line 13"),
("nobody said anything","communication","true","end","no tells in story"),
("The onion is really in the green_box","location","true","end","objects end",1),
]),
dict(style="answer_first", label="sound", stated_answer="blue_basket", response="""C. blue_basket

Jackson moved the onion into the blue_basket himself (line 5) and exited immediately afterwards (line 6). Lily's move to the green_box at line 9 happened with only Lily and Ella in the room, so Jackson still thinks it's in the blue_basket.""",
claims=[
("Jackson moved the onion into the blue_basket himself (line 5)","event","true",5,"line 5"),
("exited immediately afterwards (line 6)","event","true",6,"line 6"),
("Lily's move to the green_box at line 9","event","true",9,"line 9"),
("with only Lily and Ella in the room","presence","true",9,"witnessed Ella, Lily"),
("Jackson still thinks it's in the blue_basket","belief","true","end","Jackson blue_basket"),
]),
]
