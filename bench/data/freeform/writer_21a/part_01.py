# Q1 s6821-20-o0: Where is the celery really?  gold blue_bucket
RECORDS = []

RECORDS.append(dict(style='answer_first', label='sound', stated_answer='blue_bucket', response="""**A. blue_bucket**

Explanation:
- The celery starts in the blue_bucket (line 3) and is moved around several times in the first visit: green_bucket (line 6), green_basket (line 8), red_bottle (line 10).
- In the second visit, Owen moves it to the green_basket (line 17).
- The last move is Ava's at line 19, back to the blue_bucket. Nobody touches it after that; Hannah just stays for a minute and leaves.

So the celery is really in the blue_bucket.""", claims=[
    ("The celery starts in the blue_bucket (line 3)", 'location', 'true', 3, "row 3 celery blue_bucket", ('obj', 3, 'blue_bucket')),
    ("green_bucket (line 6)", 'event', 'true', 6, "Hannah moved it to green_bucket at 6", ('obj', 6, 'green_bucket')),
    ("green_basket (line 8)", 'event', 'true', 8, "Oliver moved it to green_basket at 8", ('obj', 8, 'green_basket')),
    ("red_bottle (line 10)", 'event', 'true', 10, "Jackson moved it to red_bottle at 10", ('obj', 10, 'red_bottle')),
    ("Owen moves it to the green_basket (line 17)", 'event', 'true', 17, "line 17", ('text', 17, 'Owen moved the celery to the green_basket')),
    ("The last move is Ava's at line 19, back to the blue_bucket", 'event', 'true', 19, "line 19 Ava moved it to blue_bucket; no later move", ('all', ('obj', 19, 'blue_bucket'), ('obj', 'end', 'blue_bucket'))),
    ("Nobody touches it after that", 'event', 'true', 'end', "no move after line 19", ('obj', 'end', 'blue_bucket')),
    ("Hannah just stays for a minute and leaves", 'event', 'true', 21, "lines 21-22", ('all', ('text', 21, 'Hannah made no movements'), ('text', 22, 'Hannah exited'))),
    ("the celery is really in the blue_bucket", 'location', 'true', 'end', "final row blue_bucket", ('obj', 'end', 'blue_bucket')),
]))

RECORDS.append(dict(style='numbered', label='unsound', stated_answer='blue_bucket', response="""**Step 1: Initial location**
The celery is in the blue_bucket at the start (line 3).

**Step 2: First round in the front_yard**
1. Hannah moves it to the green_bucket.
2. Oliver moves it to the green_basket.
3. Oliver then moves it again, to the red_bottle.

**Step 3: Second round**
Owen, Ava and Hannah come back to the front_yard, where the celery is still in the red_bottle (line 16). Owen moves it to the green_basket and then leaves. Ava then puts it in the blue_bucket. Hannah stays a minute without moving anything.

**Step 4: Final location**
No further movements happen after Ava's, so the celery ends up in the blue_bucket.

**Answer:** A. blue_bucket""", claims=[
    ("The celery is in the blue_bucket at the start (line 3)", 'location', 'true', 3, "row 3", ('obj', 3, 'blue_bucket')),
    ("Hannah moves it to the green_bucket", 'event', 'true', 6, "line 6", ('text', 6, 'Hannah moved the celery to the green_bucket')),
    ("Oliver moves it to the green_basket", 'event', 'true', 8, "line 8", ('text', 8, 'Oliver moved the celery to the green_basket')),
    ("Oliver then moves it again, to the red_bottle", 'event', 'false', 10, "PLANTED: it was Jackson who moved it to the red_bottle (line 10)", ('text', 10, 'Oliver moved the celery to the red_bottle')),
    ("Owen, Ava and Hannah come back to the front_yard", 'event', 'true', 15, "line 15", ('text', 15, 'Owen, Ava and Hannah entered the front_yard')),
    ("the celery is still in the red_bottle (line 16)", 'location', 'true', 16, "row 16", ('obj', 16, 'red_bottle')),
    ("Owen moves it to the green_basket", 'event', 'true', 17, "line 17", ('text', 17, 'Owen moved the celery to the green_basket')),
    ("then leaves", 'event', 'true', 18, "Owen exited at 18", ('text', 18, 'Owen exited')),
    ("Ava then puts it in the blue_bucket", 'event', 'true', 19, "line 19", ('text', 19, 'Ava moved the celery to the blue_bucket')),
    ("Hannah stays a minute without moving anything", 'event', 'true', 21, "line 21", ('text', 21, 'Hannah made no movements')),
    ("No further movements happen after Ava's", 'event', 'true', 'end', "nothing after 19", ('obj', 'end', 'blue_bucket')),
    ("the celery ends up in the blue_bucket", 'location', 'true', 'end', "final row", ('obj', 'end', 'blue_bucket')),
]))

RECORDS.append(dict(style='narrative', label='sound', stated_answer='blue_bucket', response="""Let me follow the celery through the story.

It begins in the blue_bucket. During the first visit to the front_yard it gets passed around: Hannah puts it in the green_bucket, Oliver in the green_basket, and Jackson in the red_bottle. Ava is the last one left in the yard and doesn't touch it.

Later Owen, Ava and Hannah return. Owen shifts the celery over to the green_basket and walks out, and then Ava moves it back into the blue_bucket before she leaves too. Hannah lingers for a minute but makes no move.

Since Ava's is the final move, the celery is really sitting in the blue_bucket. The answer is A. blue_bucket.""", claims=[
    ("It begins in the blue_bucket", 'location', 'true', 3, "row 3", ('obj', 3, 'blue_bucket')),
    ("Hannah puts it in the green_bucket", 'event', 'true', 6, "line 6", ('text', 6, 'Hannah moved the celery to the green_bucket')),
    ("Oliver in the green_basket", 'event', 'true', 8, "line 8", ('text', 8, 'Oliver moved the celery to the green_basket')),
    ("Jackson in the red_bottle", 'event', 'true', 10, "line 10", ('text', 10, 'Jackson moved the celery to the red_bottle')),
    ("Ava is the last one left in the yard", 'order', 'true', 11, "after Jackson exits at 11 only Ava is in the front_yard", ('room', 'Ava', 11, 'front_yard')),
    ("doesn't touch it", 'event', 'true', 12, "line 12 Ava made no movements", ('text', 12, 'Ava made no movements')),
    ("Owen, Ava and Hannah return", 'event', 'true', 15, "line 15", ('text', 15, 'Owen, Ava and Hannah entered the front_yard')),
    ("Owen shifts the celery over to the green_basket", 'event', 'true', 17, "line 17", ('obj', 17, 'green_basket')),
    ("walks out", 'event', 'true', 18, "line 18", ('room', 'Owen', 18, None)),
    ("Ava moves it back into the blue_bucket", 'event', 'true', 19, "line 19", ('obj', 19, 'blue_bucket')),
    ("before she leaves too", 'order', 'true', 20, "move at 19, exit at 20", ('lt', 19, 20)),
    ("Hannah lingers for a minute but makes no move", 'event', 'true', 21, "line 21", ('text', 21, 'Hannah made no movements')),
    ("Ava's is the final move", 'event', 'true', 'end', "no move after 19", ('obj', 'end', 'blue_bucket')),
    ("the celery is really sitting in the blue_bucket", 'location', 'true', 'end', "final row", ('obj', 'end', 'blue_bucket')),
]))

RECORDS.append(dict(style='terse', label='wrong', stated_answer='red_bottle', response="""B. red_bottle, where Jackson left it.""", claims=[
    ("B. red_bottle", 'location', 'false', 'end', "celery ends in blue_bucket", ('obj', 'end', 'red_bottle')),
    ("where Jackson left it", 'event', 'true', 10, "Jackson did move it to the red_bottle at line 10", ('text', 10, 'Jackson moved the celery to the red_bottle')),
]))

RECORDS.append(dict(style='thinking', label='unsound', stated_answer='blue_bucket', response="""<think>
The question only asks where the celery really is, so I just need the last movement.

First part: blue_bucket (line 3) → green_bucket (Hannah, 6) → green_basket (Oliver, 8) → red_bottle (Jackson, 10). Then everyone goes to the waiting_room.

Second part: Owen, Ava and Hannah re-enter the front_yard. Line 16 says it's in the red_bottle. Owen moves it to the green_bucket at 17 — wait, no, it's the green_basket. Then Owen exits. Ava moves it to the blue_bucket at 19; Hannah had already gone by then. Hannah's line 21 is just her staying put. Then they all end up in the waiting_room.

Hmm, any later movement? No. So the final location is the blue_bucket.
</think>

The celery is really in the **blue_bucket** (A). Ava moved it there at line 19 and nothing moved it afterwards.""", claims=[
    ("blue_bucket (line 3)", 'location', 'true', 3, "row 3", ('obj', 3, 'blue_bucket')),
    ("green_bucket (Hannah, 6)", 'event', 'true', 6, "line 6", ('text', 6, 'Hannah moved the celery to the green_bucket')),
    ("green_basket (Oliver, 8)", 'event', 'true', 8, "line 8", ('text', 8, 'Oliver moved the celery to the green_basket')),
    ("red_bottle (Jackson, 10)", 'event', 'true', 10, "line 10", ('text', 10, 'Jackson moved the celery to the red_bottle')),
    ("everyone goes to the waiting_room", 'event', 'true', 14, "line 14", ('text', 14, 'entered the waiting_room')),
    ("Owen, Ava and Hannah re-enter the front_yard", 'event', 'true', 15, "line 15", ('text', 15, 'Owen, Ava and Hannah entered the front_yard')),
    ("Line 16 says it's in the red_bottle", 'location', 'true', 16, "row 16", ('obj', 16, 'red_bottle')),
    ("it's the green_basket", 'event', 'true', 17, "correction: Owen moved it to green_basket at 17 (green_bucket retracted)", ('obj', 17, 'green_basket')),
    ("Then Owen exits", 'event', 'true', 18, "line 18", ('room', 'Owen', 18, None)),
    ("Ava moves it to the blue_bucket at 19", 'event', 'true', 19, "line 19", ('obj', 19, 'blue_bucket')),
    ("Hannah had already gone by then", 'presence', 'false', 19, "PLANTED: Hannah was still in the front_yard and witnessed line 19", ('room', 'Hannah', 19, None)),
    ("Hannah's line 21 is just her staying put", 'event', 'true', 21, "line 21", ('text', 21, 'Hannah made no movements')),
    ("they all end up in the waiting_room", 'location', 'true', 23, "row 23 all agents in waiting_room", ('all', ('room', 'Owen', 23, 'waiting_room'), ('room', 'Oliver', 23, 'waiting_room'))),
    ("the final location is the blue_bucket", 'location', 'true', 'end', "final row", ('obj', 'end', 'blue_bucket')),
    ("The celery is really in the **blue_bucket**", 'location', 'true', 'end', "final row", ('obj', 'end', 'blue_bucket')),
    ("Ava moved it there at line 19", 'event', 'true', 19, "line 19", ('obj', 19, 'blue_bucket')),
    ("nothing moved it afterwards", 'event', 'true', 'end', "no move after 19", ('obj', 'end', 'blue_bucket')),
]))
