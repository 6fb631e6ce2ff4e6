# Q4 s6819-0-o0: where is the celery really. gold green_envelope
RECORDS = []

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="green_envelope",
response="""J. green_envelope""",
claims=[]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="green_envelope",
response="""<think>
Where is the celery really — so just the actual location at the end.

Celery starts in the red_box. Ella moves it to the green_suitcase (line 3). Then Ella leaves, and Mila moves it to the green_envelope (line 6). After that, nobody touches the celery again. Lines 15–24 in the lounge are about the carrot: it's in the green_bottle, then Ava moves it to the red_envelope. Don't mix those up — red_envelope is the carrot, not the celery.

Wait, is the celery even in the lounge? No, it stayed in the playroom. So celery = green_envelope.
</think>

The celery is really in the **green_envelope** (J). Mila moved it there at line 6, and nothing moved it afterwards.""",
claims=[
 ("Celery starts in the red_box","location","true",2,"line 2"),
 ("Ella moves it to the green_suitcase (line 3)","event","true",3,"line 3"),
 ("Then Ella leaves","event","true",5,"line 5"),
 ("Mila moves it to the green_envelope (line 6)","event","true",6,"line 6"),
 ("After that, nobody touches the celery again","event","true","end","no celery move after 6"),
 ("it's in the green_bottle","location","true",16,"carrot line 16"),
 ("Ava moves it to the red_envelope","event","true",18,"carrot line 18"),
 ("red_envelope is the carrot, not the celery","location","true","end","carrot red_envelope, celery green_envelope"),
 ("it stayed in the playroom","location","uncheckable",None,"rooms of containers not tracked"),
 ("celery = green_envelope","location","true","end","final location"),
 ("The celery is really in the **green_envelope**","location","true","end","answer"),
 ("Mila moved it there at line 6","event","true",6,"line 6"),
 ("nothing moved it afterwards","event","true","end","no later celery move"),
]))

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="green_envelope",
response="""**J. green_envelope**

Explanation:
1. The celery begins in the red_box (line 2).
2. Ella moves it to the green_suitcase (line 3) and then leaves the playroom (line 5).
3. Sophia moves it to the green_envelope (line 6).
4. Everything that happens afterward in the lounge involves only the carrot, which ends up in the red_envelope.

So the celery is really in the green_envelope.""",
claims=[
 ("The celery begins in the red_box (line 2)","location","true",2,"line 2"),
 ("Ella moves it to the green_suitcase (line 3)","event","true",3,"line 3"),
 ("then leaves the playroom (line 5)","event","true",5,"line 5"),
 ("Sophia moves it to the green_envelope (line 6)","event","false",6,"PLANTED: Mila made the line-6 move"),
 ("Everything that happens afterward in the lounge involves only the carrot","event","true",24,"lounge lines concern carrot"),
 ("which ends up in the red_envelope","location","true","end","carrot red_envelope"),
 ("the celery is really in the green_envelope","location","true","end","answer"),
]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="red_envelope",
response="""1. The celery starts out in the red_box.
2. Ella moves the celery to the green_suitcase.
3. Mila moves it to the green_envelope, then leaves.
4. Later, in the lounge, Ava moves it to the red_envelope.
5. No one moves it after that.

**Answer:** B. red_envelope""",
claims=[
 ("The celery starts out in the red_box","location","true",2,"line 2"),
 ("Ella moves the celery to the green_suitcase","event","true",3,"line 3"),
 ("Mila moves it to the green_envelope","event","true",6,"line 6"),
 ("then leaves","event","true",7,"Mila exits 7"),
 ("Later, in the lounge, Ava moves it to the red_envelope","event","false",18,"Ava moved the carrot, not the celery"),
 ("No one moves it after that","event","true","end","no celery move after 18"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="green_envelope",
response="""This one only asks about the real location, so I just need to follow the celery itself and ignore what anyone believes.

It's placed in the red_box at the start. Ella then shifts it to the green_suitcase while everyone is still in the playroom. After Ella steps out, Mila moves it again, this time into the green_envelope. Sophia, Ava and Jacob each spend a minute in the room afterward without touching anything, and then everyone heads to the waiting room.

The second half of the story takes place in the lounge and concerns a carrot, not the celery, so it doesn't affect the answer. Ella, who left before Mila's move, would still think it's in the green_suitcase, but that's a belief, not reality.

The answer is J. green_envelope.""",
claims=[
 ("It's placed in the red_box at the start","location","true",2,"line 2"),
 ("Ella then shifts it to the green_suitcase","event","true",3,"line 3"),
 ("while everyone is still in the playroom","presence","true",3,"all witnessed 3"),
 ("After Ella steps out, Mila moves it again, this time into the green_envelope","event","true",6,"line 6 after exit 5"),
 ("Sophia, Ava and Jacob each spend a minute in the room afterward without touching anything","event","true",12,"lines 8,10,12"),
 ("then everyone heads to the waiting room","presence","true",14,"line 14"),
 ("The second half of the story takes place in the lounge","presence","true",15,"line 15"),
 ("concerns a carrot, not the celery","event","true",24,"lounge events about carrot"),
 ("Ella, who left before Mila's move","order","true",6,"exit 5 before move 6"),
 ("would still think it's in the green_suitcase","belief","true","end","Ella: green_suitcase"),
]))
