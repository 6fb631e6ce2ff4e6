# Q6 tomi-s6815-1-first_order_0_no_tom: Where will Owen look for the beans?  gold red_bottle
RECORDS = []

RECORDS.append(dict(style='answer_first', label='sound', stated_answer='red_bottle', response=
"""**Answer: red_bottle**

Owen moved the beans from the blue_bathtub to the red_bottle himself (line 6), so he knows exactly where they are and will look in the red_bottle.""",
claims=[
 ("Owen moved the beans from the blue_bathtub to the red_bottle himself (line 6)", 'event', 'true', 6, "line 6", ('o','beans','red_bottle')),
 ("he knows exactly where they are", 'belief', 'true', 'end', "Owen red_bottle = actual", ('b','Owen','beans','red_bottle')),
 ("will look in the red_bottle", 'belief', 'true', 'end', "Owen red_bottle", ('b','Owen','beans','red_bottle')),
]))

RECORDS.append(dict(style='numbered', label='unsound', stated_answer='red_bottle', response=
"""Let's think step by step.

1. Owen and Carter enter the pantry, where the beans are in the blue_bathtub.
2. Oliver goes into the office, a different room, so he sees nothing in the pantry.
3. Carter leaves the pantry.
4. Owen, now alone, moves the beans to the red_bottle.
5. Carter, for his part, thinks the beans are in the red_bottle too, though that doesn't matter here.
6. Owen made the move himself, so he believes the beans are in the red_bottle.

The answer is [red_bottle].""",
claims=[
 ("Owen and Carter enter the pantry", 'event', 'true', 2, "lines 1-2", ('r','Carter','pantry')),
 ("the beans are in the blue_bathtub", 'location', 'true', 3, "line 3", ('o','beans','blue_bathtub')),
 ("Oliver goes into the office", 'event', 'true', 4, "line 4", ('r','Oliver','office')),
 ("he sees nothing in the pantry", 'presence', 'true', 'end', "Oliver never witnesses pantry events", ('b','Oliver','beans',None)),
 ("Carter leaves the pantry", 'event', 'true', 5, "line 5", ('r','Carter',None)),
 ("Owen, now alone, moves the beans to the red_bottle", 'event', 'true', 6, "line 6; only Owen witnessed", ('w','Owen',True)),
 ("Carter, for his part, thinks the beans are in the red_bottle too", 'belief', 'false', 'end', "PLANTED: Carter left before the move, believes blue_bathtub", ('b','Carter','beans','red_bottle')),
 ("Owen made the move himself", 'event', 'true', 6, "line 6"),
 ("he believes the beans are in the red_bottle", 'belief', 'true', 'end', "Owen red_bottle", ('b','Owen','beans','red_bottle')),
]))

RECORDS.append(dict(style='narrative', label='unsound', stated_answer='red_bottle', response=
"""Let me follow Owen through the story.

Owen is the first into the pantry, and Carter joins him. They both see the beans in the blue_bathtub. Meanwhile Oliver heads into the office — he only does that after Carter has already left the pantry, and he never comes near the beans.

Once Carter is gone, Owen moves the beans to the red_bottle. He's the one who moved them, so there's no false belief for Owen at all: he knows they're in the red_bottle. (Carter is the one who'd be wrong, since he still thinks they're in the blue_bathtub.)

So Owen will look in the red_bottle.""",
claims=[
 ("Owen is the first into the pantry", 'order', 'true', 1, "line 1"),
 ("Carter joins him", 'event', 'true', 2, "line 2"),
 ("They both see the beans in the blue_bathtub", 'presence', 'true', 3, "witnessed_by 3 = Carter, Owen", ('w','Carter',True)),
 ("Oliver heads into the office", 'event', 'true', 4, "line 4"),
 ("he only does that after Carter has already left the pantry", 'order', 'false', 4, "PLANTED: Oliver enters the office at 4, Carter leaves at 5"),
 ("he never comes near the beans", 'presence', 'true', 'end', "Oliver never in pantry", ('r','Oliver','office')),
 ("Once Carter is gone, Owen moves the beans to the red_bottle", 'event', 'true', 6, "line 6"),
 ("He's the one who moved them", 'event', 'true', 6, "line 6"),
 ("there's no false belief for Owen at all", 'belief', 'true', 'end', "Owen's belief matches the actual location", ('b','Owen','beans','red_bottle')),
 ("he knows they're in the red_bottle", 'belief', 'true', 'end', "Owen red_bottle", ('b','Owen','beans','red_bottle')),
 ("he still thinks they're in the blue_bathtub", 'belief', 'true', 'end', "Carter blue_bathtub", ('b','Carter','beans','blue_bathtub')),
 ("Owen will look in the red_bottle", 'belief', 'true', 'end', "answer", ('b','Owen','beans','red_bottle')),
]))

RECORDS.append(dict(style='terse', label='unsupported', stated_answer='red_bottle', response=
"""red_bottle.""",
claims=[]))

RECORDS.append(dict(style='thinking', label='wrong', stated_answer=None, response=
"""<think>
Owen enters the pantry, Carter enters. Beans in the blue_bathtub. Oliver goes to the office. Carter exits. Owen moves the beans to the red_bottle.

So Owen knows they're in the red_bottle — he moved them. Carter thinks blue_bathtub.

Hmm, but the question is "where will Owen look for the beans". These questions are usually about a false belief... but Owen doesn't have one. Unless the question intends the original location? Oliver hating the onion is irrelevant.

I'm torn. If it's asking about Owen's belief, red_bottle. If it's the "first location" style question, blue_bathtub.
</think>

Owen would look in the red_bottle, since he moved them there himself — although if the question is about where the beans were originally, the answer would be the blue_bathtub.""",
claims=[
 ("Owen enters the pantry, Carter enters", 'event', 'true', 2, "lines 1-2"),
 ("Beans in the blue_bathtub", 'location', 'true', 3, "line 3", ('o','beans','blue_bathtub')),
 ("Oliver goes to the office", 'event', 'true', 4, "line 4"),
 ("Carter exits", 'event', 'true', 5, "line 5"),
 ("Owen moves the beans to the red_bottle", 'event', 'true', 6, "line 6"),
 ("Owen knows they're in the red_bottle", 'belief', 'true', 'end', "Owen red_bottle", ('b','Owen','beans','red_bottle')),
 ("he moved them", 'event', 'true', 6, "line 6"),
 ("Carter thinks blue_bathtub", 'belief', 'true', 'end', "Carter blue_bathtub", ('b','Carter','beans','blue_bathtub')),
 ("Owen doesn't have one", 'belief', 'true', 'end', "Owen's belief is correct", ('b','Owen','beans','red_bottle')),
 ("he moved them there himself", 'event', 'true', 6, "line 6"),
]))
