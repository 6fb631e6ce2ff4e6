from common import C, R
# Q3 s6821-5-o0: where is the lime really? gold green_crate (L); the lime never moves
RECORDS = []

r1 = """L. green_crate

The lime is placed in the green_crate at line 2, and nobody ever moves it. Mason, Ella, Aiden, Jacob and Isla each stay for a minute "making no movements" and then leave, in that order. After that everyone just gathers in the waiting_room. So the lime is still in the green_crate."""
RECORDS.append(R("answer_first", "sound", "green_crate", r1, [
    C("The lime is placed in the green_crate at line 2", "location", "true", 2, "line 2", ("loc","lime",2,"green_crate")),
    C("nobody ever moves it", "event", "true", "end", "no move lines; lime stays green_crate", ("loc","lime",13,"green_crate")),
    C("Mason, Ella, Aiden, Jacob and Isla each stay for a minute \"making no movements\" and then leave, in that order", "order", "true", 12, "exits at 4, 6, 8, 10, 12", [("txt",4,"Mason exited"),("txt",6,"Ella exited"),("txt",8,"Aiden exited"),("txt",10,"Jacob exited"),("txt",12,"Isla exited")]),
    C("everyone just gathers in the waiting_room", "event", "true", 13, "line 13", ("room","Mason",13,"waiting_room")),
    C("the lime is still in the green_crate", "location", "true", "end", "last row", ("loc","lime",13,"green_crate")),
]))

r2 = """**Step 1: Identify the initial location**
The lime is in the green_crate (line 2).

**Step 2: Track the exits**
Mason leaves first, then Ella, then Aiden, then Jacob. Isla is the last one in the garage.

**Step 3: Look for moves**
Since Isla is alone in the garage at the end, she is the only one who could have moved the lime without being seen, and she moves it to the red_crate before leaving.

**Step 4: Conclusion**
The lime ends up in the red_crate.

**Answer:** I. red_crate"""
RECORDS.append(R("numbered", "wrong", "red_crate", r2, [
    C("The lime is in the green_crate (line 2)", "location", "true", 2, "line 2", ("loc","lime",2,"green_crate")),
    C("Mason leaves first, then Ella, then Aiden, then Jacob", "order", "true", 10, "exits 4, 6, 8, 10", [("txt",4,"Mason exited"),("txt",6,"Ella exited"),("txt",8,"Aiden exited"),("txt",10,"Jacob exited")]),
    C("Isla is the last one in the garage", "presence", "true", 11, "only Isla in garage after line 10", ("room","Isla",11,"garage")),
    C("Isla is alone in the garage at the end", "presence", "true", 11, "lines 10-11 only Isla in garage", ("room","Jacob",11,None)),
    C("she moves it to the red_crate before leaving", "event", "false", 11, "Isla made no movements (line 11); lime stays green_crate", ("loc","lime",12,"red_crate")),
    C("The lime ends up in the red_crate.", "location", "false", "end", "lime is in green_crate", ("loc","lime",13,"red_crate")),
]))

r3 = """Let me go through what happens to the lime.

It's put in the green_crate at the start, while all five of them are in the garage. Then people drift out one at a time — first Mason, then Ella. When Jacob takes his minute at line 9, Aiden and Isla are still in the garage with him. Jacob leaves, then Isla, and every one of them "made no movements."

Nobody touches the lime at any point, and the story ends with everyone in the waiting_room. So the lime is really still in the green_crate.

The answer is L. green_crate."""
RECORDS.append(R("narrative", "unsound", "green_crate", r3, [
    C("It's put in the green_crate at the start", "location", "true", 2, "line 2", ("loc","lime",2,"green_crate")),
    C("while all five of them are in the garage", "presence", "true", 2, "all in garage at line 2", [("room","Mason",2,"garage"),("room","Isla",2,"garage")]),
    C("first Mason, then Ella", "order", "true", 6, "Mason exits 4, Ella 6", [("txt",4,"Mason exited"),("txt",6,"Ella exited")]),
    C("When Jacob takes his minute at line 9, Aiden and Isla are still in the garage with him", "presence", "false", 9, "PLANTED: Aiden exited at line 8; only Jacob and Isla at line 9", [("room","Aiden",9,"garage"),("room","Isla",9,"garage")]),
    C("Jacob leaves, then Isla", "order", "true", 12, "Jacob exits 10, Isla 12", [("txt",10,"Jacob exited"),("txt",12,"Isla exited")]),
    C("every one of them \"made no movements.\"", "event", "true", 11, "lines 3,5,7,9,11", [("txt",3,"made no movements"),("txt",11,"made no movements")]),
    C("Nobody touches the lime at any point", "event", "true", "end", "lime never moves", ("loc","lime",13,"green_crate")),
    C("the story ends with everyone in the waiting_room", "presence", "true", 13, "line 13 all in waiting_room", [("room","Isla",13,"waiting_room"),("room","Aiden",13,"waiting_room")]),
    C("the lime is really still in the green_crate", "location", "true", "end", "last row", ("loc","lime",13,"green_crate")),
]))

r4 = """green_crate"""
RECORDS.append(R("terse", "unsupported", "green_crate", r4, []))

r5 = """<think>
The question is where the lime really is. Line 2 puts it in the green_crate.

Now each person: Mason stays 1 minute, exits (line 4). Ella does the same and exits at line 5. Aiden exits line 8. Jacob exits at line 10. Isla exits at line 10 too... no wait, Isla has her own minute at line 11 and exits at line 12. So Isla is last.

Did anyone move the lime? Every one of those lines says "made no movements." Nope. Then everyone enters the waiting_room at line 13.

So it's in the green_crate.
</think>

The lime never moves after being placed in the green_crate, so the answer is **L. green_crate**."""
RECORDS.append(R("thinking", "unsound", "green_crate", r5, [
    C("Line 2 puts it in the green_crate", "location", "true", 2, "line 2", ("loc","lime",2,"green_crate")),
    C("Mason stays 1 minute, exits (line 4)", "event", "true", 4, "lines 3-4", ("txt",4,"Mason exited")),
    C("Ella does the same and exits at line 5", "event", "false", 6, "PLANTED: Ella exits at line 6; line 5 is her minute", ("txt",5,"Ella exited")),
    C("Aiden exits line 8", "event", "true", 8, "line 8", ("txt",8,"Aiden exited")),
    C("Jacob exits at line 10", "event", "true", 10, "line 10", ("txt",10,"Jacob exited")),
    C("Isla has her own minute at line 11 and exits at line 12", "event", "true", 12, "lines 11-12; earlier 'line 10 too' retracted", ("txt",12,"Isla exited")),
    C("Isla is last", "order", "true", 12, "last exit line 12", ("room","Jacob",11,None)),
    C("Every one of those lines says \"made no movements.\"", "event", "true", 11, "lines 3,5,7,9,11", ("txt",9,"made no movements")),
    C("everyone enters the waiting_room at line 13", "event", "true", 13, "line 13", ("txt",13,"entered the waiting_room")),
    C("it's in the green_crate", "location", "true", "end", "last row", ("loc","lime",13,"green_crate")),
    C("The lime never moves after being placed in the green_crate", "event", "true", "end", "no moves", ("loc","lime",13,"green_crate")),
]))
