# Q7 tomi reality: banana. gold blue_bucket
RECORDS = []

RECORDS.append(dict(style="numbered", label="sound", stated_answer="blue_bucket",
response="""1. The banana is first in the green_suitcase (line 4).
2. At line 7 Sophia moves the banana to the blue_bucket.
3. After that, Lucas and Sophia leave the sunroom and Lucas goes to the front_yard, but nobody moves the banana again.

**Answer:** blue_bucket""",
claims=[
 ("The banana is first in the green_suitcase (line 4)","location","true",4,"line 4"),
 ("At line 7 Sophia moves the banana to the blue_bucket","event","true",7,"line 7"),
 ("Lucas and Sophia leave the sunroom","event","true",9,"lines 8-9"),
 ("Lucas goes to the front_yard","event","true",10,"line 10"),
 ("nobody moves the banana again","event","true","end","no later move"),
]))

RECORDS.append(dict(style="narrative", label="unsupported", stated_answer="blue_bucket",
response="""This is a reality question rather than a belief question, so what the characters think doesn't matter here — only where the banana physically ends up. Following the story through to the end, the banana is really in the blue_bucket.""",
claims=[
 ("the banana is really in the blue_bucket","location","true","end","answer restated"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="green_suitcase",
response="""green_suitcase""",
claims=[]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="blue_bucket",
response="""<think>
Reality question. Track the banana only.

Line 4: banana in green_suitcase. Sophia and Lucas are there. Lily comes in at line 7, right after Sophia moves the banana to the blue_bucket... hmm, actually which order? Line 5 is Lily entering, line 7 is the move. So Lily was there for the move.

Then Sophia leaves, Lucas leaves after her, and Lucas turns up in the front_yard. No more moves.

So the banana is in the blue_bucket.
</think>

The banana is really in the blue_bucket; Sophia put it there at line 7.""",
claims=[
 ("Line 4: banana in green_suitcase","location","true",4,"line 4"),
 ("Sophia and Lucas are there","presence","true",4,"both in sunroom at 4"),
 ("Line 5 is Lily entering","event","true",5,"line 5"),
 ("line 7 is the move","event","true",7,"line 7"),
 ("Lily was there for the move","presence","true",7,"Lily witnessed 7"),
 ("Then Sophia leaves","event","true",9,"line 9"),
 ("Lucas leaves after her","order","false",8,"PLANTED: Lucas left first (line 8), Sophia at 9"),
 ("Lucas turns up in the front_yard","event","true",10,"line 10"),
 ("No more moves","event","true","end","none after 7"),
 ("the banana is in the blue_bucket","location","true","end","final location"),
 ("The banana is really in the blue_bucket","location","true","end","answer"),
 ("Sophia put it there at line 7","event","true",7,"line 7"),
]))

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="blue_bucket",
response="""**Answer: blue_bucket**

Sophia moved the banana from the green_suitcase to the blue_bucket (line 7) while Lucas and Lily were both in the sunroom. Nothing moves it after that — the remaining lines are just exits and Lucas entering the front_yard — so that's where it really is.""",
claims=[
 ("Sophia moved the banana from the green_suitcase to the blue_bucket (line 7)","event","true",7,"line 7"),
 ("while Lucas and Lily were both in the sunroom","presence","true",7,"both witnessed 7"),
 ("Nothing moves it after that","event","true","end","no later move"),
 ("the remaining lines are just exits and Lucas entering the front_yard","event","true",10,"lines 8-10"),
 ("that's where it really is","location","true","end","blue_bucket at end"),
]))
