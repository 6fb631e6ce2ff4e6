# q6: s6814-15-o0  reality cherry -> green_box (D)
RECORDS = [
dict(style="thinking", label="sound", stated_answer="green_box",
response="""<think>
Where is the cherry actually — just track the physical moves.

Line 3: red_bucket. Line 6: Mia moves it to the green_bucket. Line 10: Mila moves it to the green_box, with only Ella watching. After that Mila and Ella leave without touching it.

Then the waiting room: Carter claims red_envelope — that's just talk, he was gone by line 9 and never saw the green_box move. Ella's private message says green_bucket, also not an actual move. Talk doesn't move objects.

So the cherry is in the green_box.
</think>

D. green_box — Mila's move at line 10 is the last real change; the waiting-room statements don't move anything.""",
claims=[
("Line 3: red_bucket","location","true",3,"line 3"),
("Line 6: Mia moves it to the green_bucket","event","true",6,"line 6"),
("Line 10: Mila moves it to the green_box","event","true",10,"line 10"),
("with only Ella watching","presence","true",10,"witnessed_by Ella, Mila"),
("After that Mila and Ella leave without touching it","event","true",13,"exits 11, 13, no move"),
("Carter claims red_envelope","communication","true",16,"line 16"),
("he was gone by line 9","presence","true",9,"Carter exited at 9"),
("never saw the green_box move","presence","true",10,"Carter not a witness of 10"),
("Ella's private message says green_bucket","communication","true",18,"line 18"),
("So the cherry is in the green_box","location","true","end","cherry=green_box"),
("D. green_box","location","true","end","answer"),
("Mila's move at line 10 is the last real change","order","true",10,"no move after 10"),
("the waiting-room statements don't move anything","event","true","end","cherry stays green_box through 16-18"),
]),
dict(style="terse", label="sound", stated_answer="green_box",
response="""green_box. Mila moved it there (line 10) and nobody touched it after.""",
claims=[
("green_box","location","true","end","answer"),
("Mila moved it there (line 10)","event","true",10,"line 10"),
("nobody touched it after","event","true","end","no move after 10"),
]),
dict(style="answer_first", label="unsound", stated_answer="green_box",
response="""**D. green_box**

Explanation:
- The cherry begins in the red_bucket (line 3) and Mia moves it to the green_bucket (line 6).
- Mila then moves it to the green_box (line 10). Carter was still in the garden and saw it happen.
- Nobody moves it again. Carter's public claim (red_envelope) and Ella's private message (green_bucket) are just statements and don't change where the cherry physically is.""",
claims=[
("D. green_box","location","true","end","answer"),
("The cherry begins in the red_bucket (line 3)","location","true",3,"line 3"),
("Mia moves it to the green_bucket (line 6)","event","true",6,"line 6"),
("Mila then moves it to the green_box (line 10)","event","true",10,"line 10"),
("Carter was still in the garden and saw it happen","presence","false",10,"PLANTED: Carter exited at 9; line 10 witnessed by Ella, Mila"),
("Nobody moves it again","event","true","end","no move after 10"),
("Carter's public claim (red_envelope)","communication","true",16,"line 16"),
("Ella's private message (green_bucket)","communication","true",18,"line 18"),
("don't change where the cherry physically is","location","true","end","cherry=green_box"),
]),
dict(style="numbered", label="wrong", stated_answer="green_bucket",
response="""1. The cherry starts in the red_bucket.
2. Mia moves it to the green_bucket (line 6).
3. Mila moves it to the green_box (line 10), and apart from Mila herself, only Ella sees this.
4. In the waiting room, Ella — who was the last one in the garden — privately tells Carter it is in the green_bucket.
5. Since Ella stayed the longest, her information is the most up to date, so the cherry is in the green_bucket.

**Answer:** C. green_bucket""",
claims=[
("The cherry starts in the red_bucket","location","true",3,"line 3"),
("Mia moves it to the green_bucket (line 6)","event","true",6,"line 6"),
("Mila moves it to the green_box (line 10)","event","true",10,"line 10"),
("apart from Mila herself, only Ella sees this","presence","true",10,"witnessed_by Ella, Mila"),
("Ella — who was the last one in the garden","order","true",13,"Ella exited last"),
("privately tells Carter it is in the green_bucket","communication","true",18,"line 18"),
("Ella stayed the longest","order","true",13,"Ella exited last"),
("her information is the most up to date","belief","uncheckable",18,"vague; not a location"),
("so the cherry is in the green_bucket","location","false","end","cherry=green_box"),
("C. green_bucket","location","false","end","answer wrong"),
]),
dict(style="narrative", label="unsupported", stated_answer="green_box",
response="""This one asks where the cherry actually is, so I don't need to worry about who believes what. Following the movements through to the end, the cherry ends up in the green_box.

The answer is D. green_box.""",
claims=[
("the cherry ends up in the green_box","location","true","end","answer restated"),
("The answer is D. green_box","location","true","end","answer"),
]),
]
