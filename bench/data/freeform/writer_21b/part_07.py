from common import C, R
# Q7 tomi-s6821-0-memory: where was the lemon at the beginning? gold green_crate
RECORDS = []

r1 = """**green_crate**

The lemon is first mentioned at line 5, when it is in the green_crate with Mason, Owen and Jayden all in the TV_room. Owen only moves it to the red_bottle later, at line 7, after Mason has left."""
RECORDS.append(R("answer_first", "sound", "green_crate", r1, [
    C("The lemon is first mentioned at line 5, when it is in the green_crate", "location", "true", 5, "line 5", ("loc","lemon",5,"green_crate")),
    C("with Mason, Owen and Jayden all in the TV_room", "presence", "true", 5, "all three witnessed line 5", [("saw",5,"Mason",True),("saw",5,"Owen",True),("saw",5,"Jayden",True)]),
    C("Owen only moves it to the red_bottle later, at line 7", "event", "true", 7, "line 7", ("txt",7,"Owen moved the lemon to the red_bottle")),
    C("after Mason has left", "order", "true", 7, "Mason exits 6, move 7", ("room","Mason",7,None)),
]))

r2 = """1. Mason enters the TV_room first, then Jayden, then Owen.
2. The lemon is in the green_crate (line 5); this is its first location.
3. Mason exits.
4. Owen moves the lemon to the red_bottle.
5. The question asks about the beginning, so the later move doesn't matter.

Final answer: green_crate"""
RECORDS.append(R("numbered", "unsound", "green_crate", r2, [
    C("Mason enters the TV_room first, then Jayden, then Owen", "order", "false", 4, "PLANTED: Owen enters at line 2, Jayden at line 4", ("room","Jayden",2,"TV_room")),
    C("The lemon is in the green_crate (line 5)", "location", "true", 5, "line 5", ("loc","lemon",5,"green_crate")),
    C("this is its first location", "location", "true", 5, "no earlier location", [("loc","lemon",4,None),("loc","lemon",5,"green_crate")]),
    C("Mason exits.", "event", "true", 6, "line 6", ("txt",6,"Mason exited")),
    C("Owen moves the lemon to the red_bottle.", "event", "true", 7, "line 7", ("txt",7,"Owen moved the lemon to the red_bottle")),
]))

r3 = """Let me look at where the lemon is mentioned.

It first shows up at line 5 in the green_crate, once all three of them are in the TV_room. Then Mason leaves, and Owen moves it into the red_bottle while Jayden is there.

So there are two places the lemon has been. If "the beginning" means the very start of the story, it's the green_crate; but it could also be read as the red_bottle, where it ends up staying. I'd say it's either the green_crate or the red_bottle, depending on how the question is meant."""
RECORDS.append(R("narrative", "wrong", None, r3, [
    C("It first shows up at line 5 in the green_crate", "location", "true", 5, "line 5", ("loc","lemon",5,"green_crate")),
    C("once all three of them are in the TV_room", "presence", "true", 5, "all three present at 5", [("room","Mason",5,"TV_room"),("room","Owen",5,"TV_room"),("room","Jayden",5,"TV_room")]),
    C("Then Mason leaves", "event", "true", 6, "line 6", ("txt",6,"Mason exited")),
    C("Owen moves it into the red_bottle", "event", "true", 7, "line 7", ("txt",7,"Owen moved the lemon to the red_bottle")),
    C("while Jayden is there", "presence", "true", 7, "Jayden witnessed 7", ("saw",7,"Jayden",True)),
    C("where it ends up staying", "location", "true", "end", "red_bottle at the last row", ("loc","lemon",7,"red_bottle")),
]))

r4 = """The lemon was in the green_crate at the beginning."""
RECORDS.append(R("terse", "unsupported", "green_crate", r4, [
    C("The lemon was in the green_crate at the beginning", "location", "true", 5, "answer restated", ("loc","lemon",5,"green_crate")),
]))

r5 = """<think>
Memory question: where was the lemon at the beginning. The first mention is line 5, "The lemon is in the green_crate." Then Owen moves it to the red_bottle at line 7. So now it's in the red_bottle, but at the beginning it was in the green_crate. Mason left before the move, not that it matters here.
</think>

green_crate"""
RECORDS.append(R("thinking", "sound", "green_crate", r5, [
    C("The first mention is line 5, \"The lemon is in the green_crate.\"", "location", "true", 5, "line 5", ("loc","lemon",5,"green_crate")),
    C("Owen moves it to the red_bottle at line 7", "event", "true", 7, "line 7", ("txt",7,"Owen moved the lemon to the red_bottle")),
    C("now it's in the red_bottle", "location", "true", "end", "last row", ("loc","lemon",7,"red_bottle")),
    C("at the beginning it was in the green_crate", "location", "true", 5, "answer", ("loc","lemon",5,"green_crate")),
    C("Mason left before the move", "order", "true", 6, "exit 6, move 7", ("saw",7,"Mason",False)),
]))
