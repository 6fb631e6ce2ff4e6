# Q11 s6819-15-o0: where is the tangerine really. gold blue_bathtub
RECORDS = []

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_bathtub",
response="""<think>
Real location of the tangerine at the end. Let me list every move.

- Line 2: blue_envelope.
- Line 7: Emma → green_bucket.
- Line 9: Chloe → green_drawer.
- Then everyone goes to the waiting_room. Jackson, Chloe and Hannah go back to the garden (line 14), and line 15 confirms it's still in the green_drawer.
- Line 16: Jackson → green_bathtub.
- Line 18: Chloe → blue_bathtub.

After that, Chloe leaves, Hannah waits and leaves, Alexander sees a dog — no more moves. Wait, did anyone move it in the waiting room? No.

So final: blue_bathtub.
</think>

The tangerine is really in the blue_bathtub (D). Chloe made the last move at line 18.""",
claims=[
 ("Line 2: blue_envelope.","location","true",2,"line 2"),
 ("Line 7: Emma → green_bucket.","event","true",7,"line 7"),
 ("Line 9: Chloe → green_drawer.","event","true",9,"line 9"),
 ("everyone goes to the waiting_room","presence","true",13,"line 13"),
 ("Jackson, Chloe and Hannah go back to the garden (line 14)","presence","true",14,"line 14"),
 ("line 15 confirms it's still in the green_drawer","location","true",15,"line 15"),
 ("Line 16: Jackson → green_bathtub.","event","true",16,"line 16"),
 ("Line 18: Chloe → blue_bathtub.","event","true",18,"line 18"),
 ("Chloe leaves","event","true",19,"line 19"),
 ("Hannah waits and leaves","event","true",21,"lines 20-21"),
 ("Alexander sees a dog","event","true",22,"line 22"),
 ("no more moves","event","true","end","none after 18"),
 ("final: blue_bathtub","location","true","end","end location"),
 ("The tangerine is really in the blue_bathtub","location","true","end","answer"),
 ("Chloe made the last move at line 18","event","true",18,"line 18 last move"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="blue_bathtub",
response="""D. blue_bathtub

- The tangerine goes from the blue_envelope to the green_bucket (Emma, line 7) and then to the green_drawer (Chloe, line 9).
- In the second garden visit, Jackson moves it to the green_bathtub (line 16).
- Chloe then moves it to the blue_bathtub (line 18), with Jackson and Hannah both watching.
- No one touches it afterwards, so it is really in the blue_bathtub.""",
claims=[
 ("The tangerine goes from the blue_envelope to the green_bucket (Emma, line 7)","event","true",7,"line 7"),
 ("then to the green_drawer (Chloe, line 9)","event","true",9,"line 9"),
 ("In the second garden visit, Jackson moves it to the green_bathtub (line 16)","event","true",16,"line 16"),
 ("Chloe then moves it to the blue_bathtub (line 18)","event","true",18,"line 18"),
 ("with Jackson and Hannah both watching","presence","false",18,"PLANTED: Jackson left at line 17; only Chloe and Hannah saw line 18"),
 ("No one touches it afterwards","event","true","end","no move after 18"),
 ("it is really in the blue_bathtub","location","true","end","answer"),
]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="green_bathtub",
response="""Let's think step by step.
1. Initially the tangerine is in the blue_envelope.
2. Emma moves it to the green_bucket.
3. Chloe moves it to the green_drawer.
4. Jackson, Chloe and Hannah return to the garden, and Jackson moves it to the green_bathtub.
5. Jackson then leaves, and the others stay for a while before leaving too.

The tangerine is really in the green_bathtub.

\\boxed{green\\_bathtub}""",
claims=[
 ("Initially the tangerine is in the blue_envelope","location","true",2,"line 2"),
 ("Emma moves it to the green_bucket","event","true",7,"line 7"),
 ("Chloe moves it to the green_drawer","event","true",9,"line 9"),
 ("Jackson, Chloe and Hannah return to the garden","presence","true",14,"line 14"),
 ("Jackson moves it to the green_bathtub","event","true",16,"line 16"),
 ("Jackson then leaves","event","true",17,"line 17"),
 ("the others stay for a while before leaving too","event","true",21,"Chloe exits 19, Hannah 21"),
 ("The tangerine is really in the green_bathtub","location","false","end","Chloe moved it to blue_bathtub at 18"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="blue_bathtub",
response="""Let me follow the tangerine through both visits to the garden.

It starts in the blue_envelope. After Alexander and Hannah leave, Emma moves it into the green_bucket, and then Chloe moves it into the green_drawer. Jackson is the last person out of the garden the first time, and he leaves it untouched.

Later, Jackson, Chloe and Hannah return. The story reminds us the tangerine is in the green_drawer. Jackson moves it into the green_bathtub and leaves, and then Chloe moves it into the blue_bathtub. Chloe was the last to leave the garden this second time, so nobody could have moved it after her.

So the tangerine is really in the blue_bathtub. The answer is D. blue_bathtub.""",
claims=[
 ("It starts in the blue_envelope","location","true",2,"line 2"),
 ("After Alexander and Hannah leave, Emma moves it into the green_bucket","event","true",7,"line 7 after exits 4, 6"),
 ("then Chloe moves it into the green_drawer","event","true",9,"line 9"),
 ("Jackson is the last person out of the garden the first time","order","true",12,"Jackson exits last at 12"),
 ("he leaves it untouched","event","true",11,"line 11 no movement"),
 ("Later, Jackson, Chloe and Hannah return","presence","true",14,"line 14"),
 ("The story reminds us the tangerine is in the green_drawer","location","true",15,"line 15"),
 ("Jackson moves it into the green_bathtub","event","true",16,"line 16"),
 ("green_bathtub and leaves","event","true",17,"Jackson exits 17"),
 ("Chloe moves it into the blue_bathtub","event","true",18,"line 18"),
 ("Chloe was the last to leave the garden this second time","order","false",19,"PLANTED: Hannah left last (line 21), Chloe at 19"),
 ("nobody could have moved it after her","event","true","end","no move after 18"),
 ("the tangerine is really in the blue_bathtub","location","true","end","answer"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_bathtub",
response="""D""",
claims=[]))
