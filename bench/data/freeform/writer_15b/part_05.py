# Q5 tomi-s6815-2-second_order_0_no_tom: Where does Avery think that Emma searches for the strawberry?  gold red_suitcase
RECORDS = []

RECORDS.append(dict(style='answer_first', label='unsound', stated_answer='red_suitcase', response=
"""red_suitcase

Explanation: Avery moved the strawberry to the red_suitcase right before Emma exited the kitchen (line 5). Emma then came back into the kitchen (line 8) while Avery was still there, so she can see the strawberry's new spot, and Avery knows she came back. Avery therefore expects Emma to search in the red_suitcase.""",
claims=[
 ("Avery moved the strawberry to the red_suitcase", 'event', 'true', 6, "line 6"),
 ("right before Emma exited the kitchen (line 5)", 'order', 'false', 6, "PLANTED: the move (6) came after Emma's exit (5)"),
 ("Emma then came back into the kitchen (line 8)", 'event', 'true', 8, "line 8", ('r','Emma','kitchen')),
 ("while Avery was still there", 'presence', 'true', 8, "Avery in kitchen", ('r','Avery','kitchen')),
 ("she can see the strawberry's new spot", 'belief', 'true', 8, "Emma red_suitcase at 8", ('b','Emma','strawberry','red_suitcase')),
 ("Avery knows she came back", 'presence', 'true', 8, "Avery witnessed 8", ('w','Avery',True)),
 ("Avery therefore expects Emma to search in the red_suitcase", 'belief', 'true', 'end', "Avery->Emma red_suitcase", ('b','Avery -> Emma','strawberry','red_suitcase')),
]))

RECORDS.append(dict(style='numbered', label='sound', stated_answer='red_suitcase', response=
"""Step 1: Emma and Avery are both in the kitchen when the strawberry is in the blue_pantry (line 4).
Step 2: Emma leaves the kitchen (line 5).
Step 3: With Emma gone, Avery moves the strawberry to the red_suitcase (line 6).
Step 4: Emma re-enters the kitchen (line 8), where Avery still is.
Step 5: Isla is off in the bathroom and never enters the kitchen.

Since Emma came back into the kitchen with Avery present, Avery thinks Emma will search the red_suitcase.

**Answer:** red_suitcase""",
claims=[
 ("Emma and Avery are both in the kitchen when the strawberry is in the blue_pantry (line 4)", 'presence', 'true', 4, "both witnessed 4", ('w','Emma',True)),
 ("Emma leaves the kitchen (line 5)", 'event', 'true', 5, "line 5", ('r','Emma',None)),
 ("With Emma gone, Avery moves the strawberry to the red_suitcase (line 6)", 'event', 'true', 6, "line 6", ('o','strawberry','red_suitcase')),
 ("Emma re-enters the kitchen (line 8)", 'event', 'true', 8, "line 8", ('r','Emma','kitchen')),
 ("where Avery still is", 'presence', 'true', 8, "Avery in kitchen", ('r','Avery','kitchen')),
 ("Isla is off in the bathroom", 'presence', 'true', 8, "Isla in bathroom", ('r','Isla','bathroom')),
 ("never enters the kitchen", 'presence', 'true', 'end', "Isla never in kitchen"),
 ("Emma came back into the kitchen with Avery present", 'presence', 'true', 8, "both witnessed 8", ('w','Avery',True)),
 ("Avery thinks Emma will search the red_suitcase", 'belief', 'true', 'end', "Avery->Emma", ('b','Avery -> Emma','strawberry','red_suitcase')),
]))

RECORDS.append(dict(style='narrative', label='unsupported', stated_answer='red_suitcase', response=
"""This looks like a classic Sally-Anne setup at first, but the ending changes things, so it's worth being careful about whose perspective we're taking. The question is about Avery's expectation of Emma, not about where the strawberry started.

Taking Avery's point of view, I'd say Avery expects Emma to search the red_suitcase.

The answer is red_suitcase.""",
claims=[
 ("the ending changes things", 'event', 'uncheckable', None, "vague commentary"),
 ("Avery expects Emma to search the red_suitcase", 'belief', 'true', 'end', "answer restated", ('b','Avery -> Emma','strawberry','red_suitcase')),
]))

RECORDS.append(dict(style='terse', label='wrong', stated_answer='blue_pantry', response=
"""blue_pantry — Emma left before Avery moved it.""",
claims=[
 ("Emma left before Avery moved it", 'order', 'true', 6, "exit 5 before move 6"),
]))

RECORDS.append(dict(style='thinking', label='unsound', stated_answer='red_suitcase', response=
"""<think>
Okay. Emma enters the kitchen, then Avery enters. Isla goes to the bathroom. Strawberry is in the blue_pantry. Emma exits. Avery moved the strawberry to the red_suitcase at line 7. So Avery knows Emma didn't see the move. So Avery thinks Emma searches the blue_pantry?

Wait, line 8: Emma entered the kitchen again. Avery is in the kitchen, so Avery sees her come back. Once Emma is back, she's in the room where the strawberry now sits in the red_suitcase. Does re-entering count? Yes — she's there, so she knows it's in the red_suitcase. And Avery knows she's back.

Isla is irrelevant, and "Avery dislikes the hallway" is just a distractor.

So Avery thinks Emma will search the red_suitcase.
</think>

red_suitcase""",
claims=[
 ("Emma enters the kitchen, then Avery enters", 'order', 'true', 2, "lines 1, 2"),
 ("Isla goes to the bathroom", 'event', 'true', 3, "line 3", ('r','Isla','bathroom')),
 ("Strawberry is in the blue_pantry", 'location', 'true', 4, "line 4", ('o','strawberry','blue_pantry')),
 ("Emma exits", 'event', 'true', 5, "line 5", ('r','Emma',None)),
 ("Avery moved the strawberry to the red_suitcase at line 7", 'event', 'false', 7, "PLANTED: the move is line 6; line 7 is 'Avery dislikes the hallway'"),
 ("Avery knows Emma didn't see the move", 'presence', 'true', 6, "Emma not witness 6; Avery->Emma blue_pantry at 6", ('b','Avery -> Emma','strawberry','blue_pantry')),
 ("line 8: Emma entered the kitchen again", 'event', 'true', 8, "line 8"),
 ("Avery is in the kitchen", 'presence', 'true', 8, "Avery kitchen", ('r','Avery','kitchen')),
 ("Avery sees her come back", 'presence', 'true', 8, "Avery witnessed 8", ('w','Avery',True)),
 ("she's in the room where the strawberry now sits in the red_suitcase", 'location', 'true', 8, "strawberry red_suitcase", ('o','strawberry','red_suitcase')),
 ("she knows it's in the red_suitcase", 'belief', 'true', 8, "Emma red_suitcase at 8", ('b','Emma','strawberry','red_suitcase')),
 ("Avery knows she's back", 'presence', 'true', 8, "Avery witnessed 8", ('w','Avery',True)),
 ("Avery thinks Emma will search the red_suitcase", 'belief', 'true', 'end', "answer", ('b','Avery -> Emma','strawberry','red_suitcase')),
]))
