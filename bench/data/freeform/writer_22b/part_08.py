# Q8 s6822-15-o0: Where is the lime really? gold red_bathtub
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="wrong", stated_answer="blue_bathtub", response="""**Answer: J. blue_bathtub**

Explanation:
The lime starts in the blue_cupboard (line 2). Carter moves it to the blue_bathtub at line 5, with Jackson, James and Sophia present. After that, no one moves the lime again — the later actions in the garden only involve the carrot (red_bottle → red_pantry). So the lime is really in the blue_bathtub.""", claims=[
    C("The lime starts in the blue_cupboard (line 2)", "location", "true", 2, "line 2"),
    C("Carter moves it to the blue_bathtub at line 5", "event", "true", 5, "line 5"),
    C("with Jackson, James and Sophia present", "presence", "true", 5, "witnessed_by at 5"),
    C("After that, no one moves the lime again", "event", "false", 10, "Sophia moved it to the red_bathtub at 10"),
    C("the later actions in the garden only involve the carrot (red_bottle → red_pantry)", "event", "true", 17, "lines 16-17"),
    C("the lime is really in the blue_bathtub", "location", "false", "end", "lime in red_bathtub"),
    C("**Answer: J. blue_bathtub**", "location", "false", "end", "final answer wrong"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="red_bathtub", response="""Step 1: The lime is placed in the blue_cupboard (line 2).
Step 2: Aria leaves; Carter moves the lime to the blue_bathtub (line 5).
Step 3: Carter and Jackson leave. Sophia then moves the lime to the red_bathtub (line 10), with James watching.
Step 4: Sophia and James leave the front_yard. Nothing else happens to the lime — the garden scene is about the carrot.

Final answer: I. red_bathtub""", claims=[
    C("The lime is placed in the blue_cupboard (line 2)", "location", "true", 2, "line 2"),
    C("Aria leaves", "event", "true", 4, "line 4"),
    C("Carter moves the lime to the blue_bathtub (line 5)", "event", "true", 5, "line 5"),
    C("Carter and Jackson leave", "event", "true", 8, "lines 6, 8"),
    C("Sophia then moves the lime to the red_bathtub (line 10)", "event", "true", 10, "line 10"),
    C("with James watching", "presence", "true", 10, "witnessed_by James, Sophia"),
    C("Sophia and James leave the front_yard", "event", "true", 13, "lines 11, 13"),
    C("Nothing else happens to the lime", "event", "true", "end", "no lime moves after 10"),
    C("the garden scene is about the carrot", "event", "true", 17, "lines 16-17"),
    C("Final answer: I. red_bathtub", "location", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="red_bathtub", response="""Let me follow the lime rather than the people.

It begins in the blue_cupboard. After Aria steps out, Carter moves it into the blue_bathtub, and then he leaves too. Jackson leaves next, which means he still thinks the lime is in the red_bathtub. With only James and Sophia left, Sophia moves the lime into the red_bathtub.

Nobody touches it after that. The second half of the story, in the garden, is about the carrot moving from the red_bottle to the red_pantry, which has nothing to do with the lime.

So the lime is really in the red_bathtub — I.""", claims=[
    C("It begins in the blue_cupboard", "location", "true", 2, "line 2"),
    C("After Aria steps out, Carter moves it into the blue_bathtub", "order", "true", 5, "Aria exit 4 < move 5"),
    C("then he leaves too", "event", "true", 6, "line 6"),
    C("Jackson leaves next", "order", "true", 8, "Jackson exit 8 after Carter 6"),
    C("he still thinks the lime is in the red_bathtub", "belief", "false", 8, "PLANTED: Jackson believes blue_bathtub at 8"),
    C("With only James and Sophia left, Sophia moves the lime into the red_bathtub", "event", "true", 10, "line 10"),
    C("Nobody touches it after that", "event", "true", "end", "no lime moves after 10"),
    C("in the garden, is about the carrot moving from the red_bottle to the red_pantry", "event", "true", 17, "lines 16-17"),
    C("the lime is really in the red_bathtub", "location", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="red_bathtub", response="""I""", claims=[
    C("I", "location", "true", "end", "bare letter answer (I. red_bathtub)"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="red_bathtub", response="""<think>
Real location of the lime. Just follow the moves.

Line 2: blue_cupboard. Line 5: Carter → blue_bathtub. Line 10: Sophia → red_bathtub, only James sees. Sophia exited the front_yard after James, so... actually that doesn't matter for the real location.

Anything later? Lines 15-23 are the garden: carrot in red_bottle, Aria moves carrot to red_pantry. Not the lime. Wait, let me double check nobody moves the lime in the garden — no, only the carrot.

So red_bathtub.
</think>

The lime is really in the **red_bathtub** (I); Sophia's move at line 10 was the last one.""", claims=[
    C("Line 2: blue_cupboard", "location", "true", 2, "line 2"),
    C("Line 5: Carter → blue_bathtub", "event", "true", 5, "line 5"),
    C("Line 10: Sophia → red_bathtub", "event", "true", 10, "line 10"),
    C("only James sees", "presence", "true", 10, "witnessed_by James, Sophia"),
    C("Sophia exited the front_yard after James", "order", "false", 13, "PLANTED: Sophia exited 11, James 13"),
    C("Lines 15-23 are the garden", "event", "true", 23, "lines 15-23 in garden"),
    C("carrot in red_bottle", "location", "true", 16, "line 16"),
    C("Aria moves carrot to red_pantry", "event", "true", 17, "line 17"),
    C("only the carrot", "event", "true", 23, "no lime move in garden"),
    C("The lime is really in the **red_bathtub** (I)", "location", "true", "end", "final answer"),
    C("Sophia's move at line 10 was the last one", "event", "true", "end", "last lime move"),
]))
