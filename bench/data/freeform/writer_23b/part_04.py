from h import C, R
N = 4
RECORDS = []

RECORDS.append(R("answer_first", "unsupported", "green_cupboard", """**Answer: green_cupboard**

At the beginning of the story, the carrot was in the green_cupboard.""", [
    C("At the beginning of the story, the carrot was in the green_cupboard", "location", "true", 3, "answer restated; first location (line 3)", [('loc', 3, 'carrot', 'green_cupboard')], ans=True),
]))

RECORDS.append(R("numbered", "unsound", "green_cupboard", """Let's think step by step.

1. Hannah enters the dining_room, then Ella joins her.
2. Line 3 says the carrot is in the green_cupboard — that's its starting location.
3. Hannah exits while the carrot is still in the green_cupboard, and Isabella shows up on the porch.
4. Ella moves the carrot to the blue_basket at line 6, so that's where it ends up.
5. The question asks about the beginning, not the end.

The answer is [green_cupboard].""", [
    C("Hannah enters the dining_room", "event", "true", 1, "line 1", [('txt', 1, 'Hannah entered the dining_room')]),
    C("then Ella joins her", "event", "true", 2, "line 2", [('txt', 2, 'Ella entered the dining_room')]),
    C("Line 3 says the carrot is in the green_cupboard", "location", "true", 3, "objects row 3", [('loc', 3, 'carrot', 'green_cupboard')]),
    C("that's its starting location", "location", "true", 3, "answer restated; first location", [('loc', 3, 'carrot', 'green_cupboard'), ('loc', 2, 'carrot', None)], ans=True),
    C("Hannah exits", "event", "true", 4, "line 4", [('txt', 4, 'Hannah exited')]),
    C("while the carrot is still in the green_cupboard", "location", "true", 4, "objects row 4", [('loc', 4, 'carrot', 'green_cupboard')]),
    C("Isabella shows up on the porch", "event", "true", 5, "line 5", [('txt', 5, 'Isabella entered the porch')]),
    C("Ella moves the carrot to the blue_basket at line 6", "event", "false", 6, "PLANTED: the move is line 7; line 6 is 'Ella dislikes the beans'", [('txt', 6, 'Ella moved the carrot to the blue_basket')]),
    C("so that's where it ends up", "location", "true", "end", "final objects row blue_basket", [('loc', 'end', 'carrot', 'blue_basket')]),
]))

RECORDS.append(R("narrative", "sound", "green_cupboard", """Let me look at the carrot's history. Hannah and Ella are both in the dining_room when the story tells us the carrot is in the green_cupboard. After Hannah leaves, Ella moves it to the blue_basket. Isabella, out on the porch, has nothing to do with it.

Since the question asks about the beginning, we want the first location mentioned, before Ella's move.

The answer is green_cupboard.""", [
    C("Hannah and Ella are both in the dining_room", "presence", "true", 3, "both in dining_room at 3", [('room', 3, 'Hannah', 'dining_room'), ('room', 3, 'Ella', 'dining_room')]),
    C("the carrot is in the green_cupboard", "location", "true", 3, "objects row 3", [('loc', 3, 'carrot', 'green_cupboard')]),
    C("After Hannah leaves, Ella moves it to the blue_basket", "event", "true", 7, "exit at 4, move at 7", [('txt', 4, 'Hannah exited'), ('txt', 7, 'Ella moved the carrot to the blue_basket')]),
    C("Isabella, out on the porch", "presence", "true", 7, "Isabella in porch at 7", [('room', 7, 'Isabella', 'porch')]),
    C("has nothing to do with it", "presence", "true", 7, "Isabella witnessed neither line 3 nor 7", [('wit', 3, 'Isabella', False), ('wit', 7, 'Isabella', False)]),
]))

RECORDS.append(R("terse", "unsound", "green_cupboard", """green_cupboard — that's where it was while Hannah, Ella and Isabella were all in the dining_room.""", [
    C("that's where it was", "location", "true", 3, "answer restated", [('loc', 3, 'carrot', 'green_cupboard')], ans=True),
    C("while Hannah, Ella and Isabella were all in the dining_room", "presence", "false", 3, "PLANTED: Isabella was never in the dining_room (no room at 3, later porch)", [('room', 3, 'Isabella', 'dining_room')]),
]))

RECORDS.append(R("thinking", "wrong", "blue_basket", """<think>
The carrot is in the green_cupboard at line 3. Then Hannah leaves, Isabella enters the porch, and Ella moves the carrot to the blue_basket at line 7.

"At the beginning" — hmm, the beginning of what? The story starts with Hannah entering... Before line 3 the carrot's location isn't given. Maybe the question means the start of the part where Ella is alone? Ella is alone in the dining_room from line 4 onward, and the carrot ends up in the blue_basket there. I'll go with the location tied to Ella's scene.
</think>

The carrot was in the blue_basket.""", [
    C("The carrot is in the green_cupboard at line 3", "location", "true", 3, "objects row 3", [('loc', 3, 'carrot', 'green_cupboard')]),
    C("Hannah leaves", "event", "true", 4, "line 4", [('txt', 4, 'Hannah exited')]),
    C("Isabella enters the porch", "event", "true", 5, "line 5", [('txt', 5, 'Isabella entered the porch')]),
    C("Ella moves the carrot to the blue_basket at line 7", "event", "true", 7, "line 7", [('txt', 7, 'Ella moved the carrot to the blue_basket')]),
    C("The story starts with Hannah entering", "event", "true", 1, "line 1", [('txt', 1, 'Hannah entered')]),
    C("Before line 3 the carrot's location isn't given", "location", "true", 2, "objects row 2 is null", [('loc', 2, 'carrot', None)]),
    C("Ella is alone in the dining_room from line 4 onward", "presence", "true", 4, "Hannah gone, Isabella never there", [('room', 4, 'Hannah', None), ('room', 4, 'Isabella', None), ('room', 4, 'Ella', 'dining_room'), ('room', 8, 'Ella', 'dining_room'), ('room', 8, 'Hannah', None)]),
    C("the carrot ends up in the blue_basket there", "location", "true", "end", "final objects row", [('loc', 'end', 'carrot', 'blue_basket')]),
    C("The carrot was in the blue_basket", "location", "false", 3, "answer; at the beginning it was green_cupboard", [('loc', 3, 'carrot', 'blue_basket')], ans=True),
]))
