# q3: s6814-20-o0  reality lemon -> red_basket (G)
RECORDS = [
dict(style="terse", label="sound", stated_answer="red_basket",
response="""G. red_basket. Jayden was alone when he put it back in the red_basket (line 13), and that's the last move.""",
claims=[
("G. red_basket","location","true","end","lemon=red_basket"),
("Jayden was alone","presence","true",13,"line 13 witnessed only by Jayden"),
("he put it back in the red_basket (line 13)","event","true",13,"line 13"),
("that's the last move","order","true",13,"no move after 13"),
]),
dict(style="thinking", label="unsound", stated_answer="red_basket",
response="""<think>
Reality question, so I just need the last actual location.

red_basket (line 2) → Avery moves it to the red_drawer (4) → Oliver, green_drawer (7) → Amelia moves it to the blue_crate (11) → Jayden, red_basket (13).

Jayden is the last one in the room, and he moves it back to the red_basket. Nobody enters the bedroom after that; line 15 is the waiting_room.

So it's really in the red_basket — back where it started.
</think>

The lemon is really in the red_basket (G).""",
claims=[
("red_basket (line 2)","location","true",2,"line 2"),
("Avery moves it to the red_drawer (4)","event","true",4,"line 4"),
("Oliver, green_drawer (7)","event","true",7,"line 7"),
("Amelia moves it to the blue_crate (11)","event","false",11,"PLANTED: Jackson moved it at 11; Amelia made no moves"),
("Jayden, red_basket (13)","event","true",13,"line 13"),
("Jayden is the last one in the room","order","true",14,"Jayden exits last"),
("he moves it back to the red_basket","event","true",13,"line 13"),
("Nobody enters the bedroom after that","event","true",15,"line 15 is the waiting_room"),
("line 15 is the waiting_room","event","true",15,"line 15"),
("So it's really in the red_basket","location","true","end","lemon=red_basket"),
("back where it started","location","true",2,"started in red_basket"),
("The lemon is really in the red_basket (G)","location","true","end","answer"),
]),
dict(style="narrative", label="unsound", stated_answer="red_basket",
response="""Let me follow the lemon around the bedroom. It starts in the red_basket. Avery moves it into the red_drawer, then exits; Oliver then shifts it to the green_drawer and leaves too. Amelia just waits a minute and goes, so she still thinks it's in the red_drawer. Jackson then puts it in the blue_crate, with Jayden watching, and walks out. Finally Jayden, alone now, moves it back to the red_basket before leaving.

Nobody touches it again — everyone just gathers in the waiting_room. So the lemon is really in the red_basket, answer G.""",
claims=[
("It starts in the red_basket","location","true",2,"line 2"),
("Avery moves it into the red_drawer","event","true",4,"line 4"),
("then exits","event","true",6,"Avery exited at 6"),
("Oliver then shifts it to the green_drawer","event","true",7,"line 7"),
("leaves too","event","true",8,"Oliver exited at 8"),
("Amelia just waits a minute and goes","event","true",10,"lines 9-10"),
("she still thinks it's in the red_drawer","belief","false",10,"PLANTED: Amelia=green_drawer (saw line 7)"),
("Jackson then puts it in the blue_crate","event","true",11,"line 11"),
("with Jayden watching","presence","true",11,"Jayden witnessed 11"),
("walks out","event","true",12,"Jackson exited at 12"),
("Jayden, alone now","presence","true",13,"only Jayden at 13"),
("moves it back to the red_basket before leaving","event","true",13,"line 13 then exit 14"),
("Nobody touches it again","event","true","end","no move after 13"),
("everyone just gathers in the waiting_room","event","true",15,"line 15"),
("So the lemon is really in the red_basket","location","true","end","answer"),
]),
dict(style="answer_first", label="wrong", stated_answer="blue_crate",
response="""**Answer: F. blue_crate**

Explanation: Jackson moved the lemon to the blue_crate at line 11 after Amelia left (line 10). Jayden, the only one who stayed, then exited at line 14 without touching it.""",
claims=[
("F. blue_crate","location","false","end","lemon=red_basket"),
("Jackson moved the lemon to the blue_crate at line 11","event","true",11,"line 11"),
("after Amelia left (line 10)","order","true",10,"10 < 11"),
("Jayden, the only one who stayed","presence","true",13,"Jayden alone after 12"),
("then exited at line 14","event","true",14,"line 14"),
("without touching it","event","false",13,"Jayden moved it to red_basket at 13"),
]),
dict(style="numbered", label="unsupported", stated_answer="red_basket",
response="""Let's think step by step.

The question asks for the lemon's actual location at the end of the story, not anyone's belief.

The lemon is in the red_basket.

The answer is [red_basket].""",
claims=[
("The lemon is in the red_basket","location","true","end","answer restated"),
("The answer is [red_basket]","location","true","end","answer restated"),
]),
]
