# Q15 s6819-10-o0: where is the potato really. gold blue_basket
RECORDS = []

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="blue_basket",
response="""Let me follow the potato itself, since the question is about reality.

The potato starts out in the blue_container. Nathan and Isla both leave the garage without touching it. Ethan then moves it to the red_basket and heads out. After that, Gracie moves it on to the blue_basket, and Jayden leaves. Gracie is the last one out of the garage.

The later scene in the basement is about a lime, not the potato, so it doesn't change anything here.

So the potato is really in the blue_basket.""",
claims=[
 ("The potato starts out in the blue_container","location","true",2,"line 2"),
 ("Nathan and Isla both leave the garage without touching it","event","true",7,"lines 3-7"),
 ("Ethan then moves it to the red_basket","event","true",8,"line 8"),
 ("heads out","event","true",9,"line 9"),
 ("Gracie moves it on to the blue_basket","event","false",10,"PLANTED: Jayden made the line-10 move"),
 ("Jayden leaves","event","true",11,"line 11"),
 ("Gracie is the last one out of the garage","order","true",13,"Gracie exits last at 13"),
 ("The later scene in the basement is about a lime, not the potato","event","true",22,"lines 15-22 lime"),
 ("the potato is really in the blue_basket","location","true","end","answer"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_basket",
response="""**O. blue_basket**""",
claims=[]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="blue_basket",
response="""<think>
Reality question, potato.

Start: blue_container (line 2). Nathan and Isla each stay a minute and leave, no moves.
Ethan → red_basket (line 8).
Jayden → blue_basket (line 10), with Ethan and Gracie watching.
Then Jayden leaves, Gracie stays and leaves.

Basement part: lime goes green_suitcase → green_bucket (Gracie) → green_box (Nathan). Not the potato, ignore.

So the potato ends in the blue_basket.
</think>

The potato is really in the blue_basket (O) — Jayden's move at line 10 was the last one.""",
claims=[
 ("Start: blue_container (line 2)","location","true",2,"line 2"),
 ("Nathan and Isla each stay a minute and leave, no moves","event","true",7,"lines 3-7"),
 ("Ethan → red_basket (line 8)","event","true",8,"line 8"),
 ("Jayden → blue_basket (line 10)","event","true",10,"line 10"),
 ("with Ethan and Gracie watching","presence","false",10,"PLANTED: Ethan left at line 9; only Gracie and Jayden saw line 10"),
 ("Then Jayden leaves","event","true",11,"line 11"),
 ("Gracie stays and leaves","event","true",13,"lines 12-13"),
 ("lime goes green_suitcase → green_bucket (Gracie) → green_box (Nathan)","event","true",21,"lines 16, 19, 21"),
 ("the potato ends in the blue_basket","location","true","end","final"),
 ("The potato is really in the blue_basket","location","true","end","answer"),
 ("Jayden's move at line 10 was the last one","event","true",10,"last potato move"),
]))

RECORDS.append(dict(style="answer_first", label="unsupported", stated_answer="blue_basket",
response="""O. blue_basket

There's a bit of back-and-forth in the garage, but where it finally ends up is the blue_basket.""",
claims=[
 ("There's a bit of back-and-forth in the garage","event","uncheckable",None,"vague"),
 ("where it finally ends up is the blue_basket","location","true","end","answer restated"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="blue_basket",
response="""**Step 1:** The potato starts in the blue_container (line 2).
**Step 2:** Nathan and Isla leave without moving it (lines 4 and 7).
**Step 3:** Ethan moves it to the red_basket (line 8) and exits (line 9).
**Step 4:** Jayden moves it to the blue_basket (line 10) while Gracie watches, then exits.
**Step 5:** Gracie leaves without touching it, and the basement scene only involves the lime.

**Final answer:** O. blue_basket""",
claims=[
 ("The potato starts in the blue_container (line 2)","location","true",2,"line 2"),
 ("Nathan and Isla leave without moving it (lines 4 and 7)","event","true",7,"lines 4, 7"),
 ("Ethan moves it to the red_basket (line 8)","event","true",8,"line 8"),
 ("exits (line 9)","event","true",9,"line 9"),
 ("Jayden moves it to the blue_basket (line 10)","event","true",10,"line 10"),
 ("while Gracie watches","presence","true",10,"Gracie witnessed 10"),
 ("then exits","event","true",11,"line 11"),
 ("Gracie leaves without touching it","event","true",13,"lines 12-13"),
 ("the basement scene only involves the lime","event","true",22,"lines 15-22"),
]))
