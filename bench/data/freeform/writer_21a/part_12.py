# Q12 tomi-s6821-1-first_order_0_no_tom: Where will Ella look for the apple?  gold blue_suitcase
RECORDS = []

RECORDS.append(dict(style='answer_first', label='unsound', stated_answer='blue_suitcase', response="""**blue_suitcase**

Explanation:
- The apple starts out in the blue_box (line 5), with Ella and Carter both in the bedroom.
- Carter leaves (line 7), and then Ella moves the apple to the blue_suitcase herself (line 8).
- Since Ella made the move, she knows exactly where it is and will look in the blue_suitcase.""", claims=[
    ("The apple starts out in the blue_box (line 5)", 'location', 'false', 5, "PLANTED: line 5 places the apple in the red_box", ('obj', 5, 'blue_box')),
    ("with Ella and Carter both in the bedroom", 'presence', 'true', 5, "row 5", ('all', ('room', 'Ella', 5, 'bedroom'), ('room', 'Carter', 5, 'bedroom'))),
    ("Carter leaves (line 7)", 'event', 'true', 7, "line 7", ('text', 7, 'Carter exited the bedroom')),
    ("then Ella moves the apple to the blue_suitcase herself (line 8)", 'event', 'true', 8, "line 8", ('text', 8, 'Ella moved the apple to the blue_suitcase')),
    ("she knows exactly where it is", 'belief', 'true', 'end', "Ella = blue_suitcase = real location", ('all', ('bel', 'Ella', 'end', 'blue_suitcase'), ('obj', 'end', 'blue_suitcase'))),
    ("will look in the blue_suitcase", 'belief', 'true', 'end', "answer restated", ('bel', 'Ella', 'end', 'blue_suitcase')),
]))

RECORDS.append(dict(style='numbered', label='sound', stated_answer='blue_suitcase', response="""Let's think step by step.

1. Ella is in the bedroom from line 1.
2. The apple is in the red_box (line 5) while Ella and Carter are both there.
3. Carter exits the bedroom (line 7).
4. Ella moves the apple to the blue_suitcase (line 8). She is the one who moved it, so she knows its new location.
5. Nothing happens to the apple after that, and Benjamin's and Carter's later movements don't involve the bedroom.

Therefore Ella will look for the apple in the blue_suitcase.

\\boxed{blue_suitcase}""", claims=[
    ("Ella is in the bedroom from line 1", 'presence', 'true', 1, "row 1", ('room', 'Ella', 1, 'bedroom')),
    ("The apple is in the red_box (line 5)", 'location', 'true', 5, "row 5", ('obj', 5, 'red_box')),
    ("while Ella and Carter are both there", 'presence', 'true', 5, "witnessed_by 5", ('all', ('wit', 'Ella', 5, True), ('wit', 'Carter', 5, True))),
    ("Carter exits the bedroom (line 7)", 'event', 'true', 7, "line 7", ('text', 7, 'Carter exited the bedroom')),
    ("Ella moves the apple to the blue_suitcase (line 8)", 'event', 'true', 8, "line 8", ('text', 8, 'Ella moved the apple to the blue_suitcase')),
    ("she knows its new location", 'belief', 'true', 8, "Ella = blue_suitcase at 8", ('bel', 'Ella', 8, 'blue_suitcase')),
    ("Nothing happens to the apple after that", 'event', 'true', 'end', "still blue_suitcase at end", ('obj', 'end', 'blue_suitcase')),
    ("Benjamin's and Carter's later movements don't involve the bedroom", 'event', 'true', 9, "lines 9-10 are about the crawlspace", ('all', ('text', 9, 'crawlspace'), ('text', 10, 'crawlspace'))),
    ("Therefore Ella will look for the apple in the blue_suitcase", 'belief', 'true', 'end', "answer restated", ('bel', 'Ella', 'end', 'blue_suitcase')),
]))

RECORDS.append(dict(style='narrative', label='unsupported', stated_answer='blue_suitcase', response="""Ella is the one whose search we're asking about, and nothing in the story gives her any reason to doubt what she knows. She'll look in the blue_suitcase.""", claims=[
    ("nothing in the story gives her any reason to doubt what she knows", 'belief', 'uncheckable', None, "vague, about reasons"),
    ("She'll look in the blue_suitcase", 'belief', 'true', 'end', "answer restated", ('bel', 'Ella', 'end', 'blue_suitcase')),
]))

RECORDS.append(dict(style='terse', label='unsupported', stated_answer='blue_suitcase', response="""blue_suitcase""", claims=[
    ("blue_suitcase", 'belief', 'true', 'end', "answer restated", ('bel', 'Ella', 'end', 'blue_suitcase')),
]))

RECORDS.append(dict(style='thinking', label='wrong', stated_answer='red_box', response="""<think>
Classic Sally-Anne setup. The apple is in the red_box at line 5 with Ella and Carter in the bedroom. Carter leaves at line 7. Then the apple is moved to the blue_suitcase at line 8 — by Carter? No, Carter already left; it's Ella who moves it. Hmm, so Ella knows it's in the blue_suitcase.

But "where will Ella look" — in these tasks the person looks where the object was first put, since that's the expected location... Ella saw it placed in the red_box originally. I'll go with the red_box.
</think>

Ella will look in the red_box.""", claims=[
    ("The apple is in the red_box at line 5", 'location', 'true', 5, "row 5", ('obj', 5, 'red_box')),
    ("with Ella and Carter in the bedroom", 'presence', 'true', 5, "row 5", ('all', ('room', 'Ella', 5, 'bedroom'), ('room', 'Carter', 5, 'bedroom'))),
    ("Carter leaves at line 7", 'event', 'true', 7, "line 7", ('text', 7, 'Carter exited')),
    ("the apple is moved to the blue_suitcase at line 8", 'event', 'true', 8, "line 8", ('obj', 8, 'blue_suitcase')),
    ("Carter already left", 'presence', 'true', 8, "Carter in no room at 8", ('room', 'Carter', 8, None)),
    ("it's Ella who moves it", 'event', 'true', 8, "line 8", ('text', 8, 'Ella moved the apple')),
    ("Ella knows it's in the blue_suitcase", 'belief', 'true', 'end', "Ella = blue_suitcase", ('bel', 'Ella', 'end', 'blue_suitcase')),
    ("Ella saw it placed in the red_box originally", 'presence', 'true', 5, "Ella witnessed 5", ('wit', 'Ella', 5, True)),
    ("Ella will look in the red_box", 'belief', 'false', 'end', "answer restated, wrong: Ella = blue_suitcase", ('bel', 'Ella', 'end', 'red_box')),
]))
