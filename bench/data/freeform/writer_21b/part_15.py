from common import C, R
# Q15 tomi-s6821-4-first_order_1_no_tom: where will Alexander look for the strawberry? gold red_suitcase
RECORDS = []

r1 = """**Answer: red_suitcase**

Alexander will look for the strawberry in the red_suitcase."""
RECORDS.append(R("answer_first", "unsupported", "red_suitcase", r1, [
    C("Alexander will look for the strawberry in the red_suitcase", "belief", "true", "end", "answer restated", ("bel","Alexander","strawberry","end","red_suitcase")),
]))

r2 = """Let's think step by step.

1. Jacob and Alexander are both in the back_yard (lines 2-3); Abigail is in the living_room, a different room.
2. The strawberry is in the green_box (line 5), and both Jacob and Alexander see it.
3. Jacob moves it to the red_suitcase (line 6) while Alexander is still there.
4. Alexander exits only after the move (line 7).
5. Abigail, who left earlier, would still think it's in the green_box, but she doesn't matter for this question.
6. Alexander saw the move, so he will look in the red_suitcase.

The answer is \\boxed{red\\_suitcase}."""
RECORDS.append(R("numbered", "unsound", "red_suitcase", r2, [
    C("Jacob and Alexander are both in the back_yard (lines 2-3)", "presence", "true", 3, "both in back_yard after 3", [("room","Jacob",3,"back_yard"),("room","Alexander",3,"back_yard")]),
    C("Abigail is in the living_room, a different room", "presence", "true", 3, "Abigail in living_room at 3", ("room","Abigail",3,"living_room")),
    C("The strawberry is in the green_box (line 5)", "location", "true", 5, "line 5", ("loc","strawberry",5,"green_box")),
    C("both Jacob and Alexander see it", "presence", "true", 5, "witnessed_by 5", [("saw",5,"Jacob",True),("saw",5,"Alexander",True)]),
    C("Jacob moves it to the red_suitcase (line 6)", "event", "true", 6, "line 6", ("txt",6,"Jacob moved the strawberry to the red_suitcase")),
    C("while Alexander is still there", "presence", "true", 6, "Alexander witnessed 6", ("saw",6,"Alexander",True)),
    C("Alexander exits only after the move (line 7)", "order", "true", 7, "move 6, exit 7", ("txt",7,"Alexander exited")),
    C("Abigail, who left earlier, would still think it's in the green_box", "belief", "false", "end", "PLANTED: Abigail never saw the strawberry (she was in the living_room); her belief is null", ("bel","Abigail","strawberry","end","green_box")),
    C("Alexander saw the move", "presence", "true", 6, "witnessed 6", ("saw",6,"Alexander",True)),
    C("he will look in the red_suitcase", "belief", "true", "end", "Alexander = red_suitcase", ("bel","Alexander","strawberry","end","red_suitcase")),
]))

r3 = """Let me trace where Alexander was.

Alexander enters the back_yard after Jacob, and the strawberry is in the green_box while they're both there. Alexander then leaves the back_yard, and Jacob moves the strawberry to the red_suitcase once he's alone.

Since Alexander wasn't there for the move, he'll look where he last saw it. The answer is green_box."""
RECORDS.append(R("narrative", "wrong", "green_box", r3, [
    C("Alexander enters the back_yard after Jacob", "order", "true", 3, "Jacob 2, Alexander 3", [("txt",2,"Jacob entered the back_yard"),("txt",3,"Alexander entered the back_yard")]),
    C("the strawberry is in the green_box while they're both there", "location", "true", 5, "line 5, both present", [("loc","strawberry",5,"green_box"),("saw",5,"Alexander",True),("saw",5,"Jacob",True)]),
    C("Alexander then leaves the back_yard", "event", "true", 7, "line 7 (the response puts it before the move)", ("txt",7,"Alexander exited the back_yard")),
    C("Jacob moves the strawberry to the red_suitcase once he's alone", "presence", "false", 6, "Alexander is present at line 6; he exits at 7", ("saw",6,"Alexander",False)),
    C("Alexander wasn't there for the move", "presence", "false", 6, "Alexander witnessed line 6", ("saw",6,"Alexander",False)),
]))

r4 = """red_suitcase — Alexander watched Jacob move it there before he left."""
RECORDS.append(R("terse", "sound", "red_suitcase", r4, [
    C("Alexander watched Jacob move it there", "presence", "true", 6, "Alexander witnessed 6", [("saw",6,"Alexander",True),("txt",6,"Jacob moved the strawberry to the red_suitcase")]),
    C("before he left", "order", "true", 7, "move 6, exit 7", ("txt",7,"Alexander exited")),
]))

r5 = """<think>
Where will Alexander look = where Alexander believes it is.

Alexander enters the back_yard at line 3, and by then the strawberry is already in the green_box. Jacob moves it to the red_suitcase at line 6. Was Alexander still there? He exits at line 7, so yes, he saw it. Abigail is in the living_room, a different room, so she's irrelevant... she even leaves at line 4.

Hmm, is this a trick where the person who left doesn't know? No, Alexander left after the move, not before. Jacob is the one who stays.

So red_suitcase.
</think>

Alexander will look in the red_suitcase; he saw Jacob move the strawberry there before leaving."""
RECORDS.append(R("thinking", "unsound", "red_suitcase", r5, [
    C("Alexander enters the back_yard at line 3", "event", "true", 3, "line 3", ("txt",3,"Alexander entered the back_yard")),
    C("by then the strawberry is already in the green_box", "location", "false", 3, "PLANTED: the strawberry has no location until line 5", ("loc","strawberry",3,"green_box")),
    C("Jacob moves it to the red_suitcase at line 6", "event", "true", 6, "line 6", ("txt",6,"Jacob moved the strawberry to the red_suitcase")),
    C("He exits at line 7", "event", "true", 7, "line 7", ("txt",7,"Alexander exited")),
    C("he saw it", "presence", "true", 6, "Alexander witnessed 6", ("saw",6,"Alexander",True)),
    C("Abigail is in the living_room, a different room", "presence", "true", 3, "Abigail in living_room", ("room","Abigail",3,"living_room")),
    C("she even leaves at line 4", "event", "true", 4, "line 4", ("txt",4,"Abigail exited")),
    C("Alexander left after the move, not before", "order", "true", 7, "move 6, exit 7", [("txt",6,"Jacob moved"),("txt",7,"Alexander exited")]),
    C("Jacob is the one who stays", "presence", "true", 7, "Jacob in back_yard after 7", ("room","Jacob",7,"back_yard")),
    C("Alexander will look in the red_suitcase", "belief", "true", "end", "Alexander = red_suitcase", ("bel","Alexander","strawberry","end","red_suitcase")),
    C("he saw Jacob move the strawberry there before leaving", "presence", "true", 6, "witnessed 6, exit 7", ("saw",6,"Alexander",True)),
]))
