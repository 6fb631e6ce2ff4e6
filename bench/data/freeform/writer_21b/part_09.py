from common import C, R
# Q9 s6821-0-o0: where is the turnip really? gold green_cupboard (L)
RECORDS = []

r1 = """M. blue_suitcase

Explanation:
- The turnip starts in the green_pantry (line 2).
- James moves it to the blue_suitcase at line 5, in front of Carter, Oliver and Emily.
- Nobody moves the turnip after that: Carter, Oliver and Emily each just wait around and then leave.

Therefore, the turnip is really in the blue_suitcase."""
RECORDS.append(R("answer_first", "wrong", "blue_suitcase", r1, [
    C("The turnip starts in the green_pantry (line 2)", "location", "true", 2, "line 2", ("loc","turnip",2,"green_pantry")),
    C("James moves it to the blue_suitcase at line 5", "event", "true", 5, "line 5", ("txt",5,"James moved the turnip to the blue_suitcase")),
    C("in front of Carter, Oliver and Emily", "presence", "true", 5, "witnessed_by 5", [("saw",5,"Carter",True),("saw",5,"Oliver",True),("saw",5,"Emily",True)]),
    C("Nobody moves the turnip after that", "event", "false", 10, "Oliver moves it to the green_cupboard at line 10", ("loc","turnip",10,"blue_suitcase")),
    C("Carter, Oliver and Emily each just wait around and then leave", "event", "false", 10, "Oliver does not just wait: he moves the turnip at line 10", ("txt",10,"made no movements")),
    C("the turnip is really in the blue_suitcase", "location", "false", "end", "turnip in green_cupboard", ("loc","turnip",15,"blue_suitcase")),
]))

r2 = """1. Start: the turnip is in the green_pantry, and all five are in the basement.
2. Evelyn leaves first (line 4), without touching anything.
3. James moves the turnip to the blue_suitcase (line 5) and exits.
4. Oliver moves it to the green_cupboard (line 10), with Carter and Emily still in the basement.
5. Oliver and then Emily leave, and the story ends with everyone entering the waiting_room.

Final answer: **L. green_cupboard**"""
RECORDS.append(R("numbered", "unsound", "green_cupboard", r2, [
    C("the turnip is in the green_pantry", "location", "true", 2, "line 2", ("loc","turnip",2,"green_pantry")),
    C("all five are in the basement", "presence", "true", 2, "all in basement", [("room","Evelyn",2,"basement"),("room","Emily",2,"basement")]),
    C("Evelyn leaves first (line 4), without touching anything", "event", "true", 4, "lines 3-4; first exit", ("txt",4,"Evelyn exited")),
    C("James moves the turnip to the blue_suitcase (line 5)", "event", "true", 5, "line 5", ("txt",5,"James moved the turnip to the blue_suitcase")),
    C("and exits", "event", "true", 6, "line 6", ("txt",6,"James exited")),
    C("Oliver moves it to the green_cupboard (line 10)", "event", "true", 10, "line 10", ("txt",10,"Oliver moved the turnip to the green_cupboard")),
    C("with Carter and Emily still in the basement", "presence", "false", 10, "PLANTED: Carter exited at line 9; only Oliver and Emily at line 10", [("room","Carter",10,"basement"),("room","Emily",10,"basement")]),
    C("Oliver and then Emily leave", "order", "true", 13, "Oliver 11, Emily 13", [("txt",11,"Oliver exited"),("txt",13,"Emily exited")]),
    C("the story ends with everyone entering the waiting_room", "event", "true", 15, "line 15", ("txt",15,"entered the waiting_room")),
]))

r3 = """Let me follow the turnip itself, since the question is only about where it really is.

It starts out in the green_pantry. After Evelyn leaves, James moves it to the blue_suitcase and then goes out himself. Carter waits a minute and leaves too, which leaves Oliver and Emily. Oliver moves the turnip to the green_cupboard (Emily is there and sees it) and then Oliver leaves. Emily stays another minute without moving anything, and then she's gone as well.

Nothing else touches the turnip, and Oliver losing his phone has nothing to do with it, so it's still in the green_cupboard. The answer is L. green_cupboard."""
RECORDS.append(R("narrative", "sound", "green_cupboard", r3, [
    C("It starts out in the green_pantry", "location", "true", 2, "line 2", ("loc","turnip",2,"green_pantry")),
    C("After Evelyn leaves, James moves it to the blue_suitcase", "event", "true", 5, "exit 4, move 5", [("txt",4,"Evelyn exited"),("txt",5,"James moved the turnip to the blue_suitcase")]),
    C("then goes out himself", "event", "true", 6, "line 6", ("txt",6,"James exited")),
    C("Carter waits a minute and leaves too", "event", "true", 9, "lines 8-9", ("txt",9,"Carter exited")),
    C("which leaves Oliver and Emily", "presence", "true", 9, "only Oliver and Emily in basement after 9", [("room","Oliver",9,"basement"),("room","Emily",9,"basement"),("room","Carter",9,None)]),
    C("Oliver moves the turnip to the green_cupboard", "event", "true", 10, "line 10", ("txt",10,"Oliver moved the turnip to the green_cupboard")),
    C("Emily is there and sees it", "presence", "true", 10, "Emily witnessed 10", ("saw",10,"Emily",True)),
    C("then Oliver leaves", "event", "true", 11, "line 11", ("txt",11,"Oliver exited")),
    C("Emily stays another minute without moving anything", "event", "true", 12, "line 12", ("txt",12,"Emily made no movements")),
    C("then she's gone as well", "event", "true", 13, "line 13", ("txt",13,"Emily exited")),
    C("Nothing else touches the turnip", "event", "true", "end", "no moves after 10", ("loc","turnip",15,"green_cupboard")),
    C("Oliver losing his phone has nothing to do with it", "event", "true", 14, "line 14 does not move the turnip", [("txt",14,"Oliver lost his phone"),("loc","turnip",14,"green_cupboard")]),
    C("it's still in the green_cupboard", "location", "true", "end", "last row", ("loc","turnip",15,"green_cupboard")),
]))

r4 = """L. green_cupboard — Emily put it there, and she was the last one in the basement."""
RECORDS.append(R("terse", "unsound", "green_cupboard", r4, [
    C("Emily put it there", "event", "false", 10, "PLANTED: Oliver moved it to the green_cupboard (line 10)", ("txt",10,"Emily moved")),
    C("she was the last one in the basement", "presence", "true", 12, "Emily alone in basement after 11", [("room","Emily",12,"basement"),("room","Oliver",12,None)]),
]))

r5 = """<think>
Just the real location. Track the turnip:
- line 2: green_pantry
- line 5: James → blue_suitcase
- line 10: Oliver → green_cupboard
Anything after line 10? Oliver exits, Emily waits and exits, Oliver loses his phone, everyone goes to the waiting_room. No more moves. Hmm, I should double-check that line 10 is really the turnip... yes, "Oliver moved the turnip to the green_cupboard."
</think>
The turnip is really in the green_cupboard (L)."""
RECORDS.append(R("thinking", "sound", "green_cupboard", r5, [
    C("line 2: green_pantry", "location", "true", 2, "line 2", ("loc","turnip",2,"green_pantry")),
    C("line 5: James → blue_suitcase", "event", "true", 5, "line 5", ("txt",5,"James moved the turnip to the blue_suitcase")),
    C("line 10: Oliver → green_cupboard", "event", "true", 10, "line 10", ("txt",10,"Oliver moved the turnip to the green_cupboard")),
    C("Oliver exits, Emily waits and exits, Oliver loses his phone, everyone goes to the waiting_room", "event", "true", 15, "lines 11-15 in that order", [("txt",11,"Oliver exited"),("txt",12,"Emily made no movements"),("txt",13,"Emily exited"),("txt",14,"Oliver lost his phone"),("txt",15,"entered the waiting_room")]),
    C("No more moves.", "event", "true", "end", "turnip unchanged 10-15", ("loc","turnip",15,"green_cupboard")),
    C("\"Oliver moved the turnip to the green_cupboard.\"", "event", "true", 10, "quotes line 10", ("txt",10,"Oliver moved the turnip to the green_cupboard")),
    C("The turnip is really in the green_cupboard", "location", "true", "end", "answer", ("loc","turnip",15,"green_cupboard")),
]))
