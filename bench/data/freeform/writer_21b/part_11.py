from common import C, R
# Q11 tomi-s6821-2-second_order_0_tom: where does Avery think Charlotte searches for the turnip? gold green_pantry
RECORDS = []

r1 = """**Answer: green_pantry**

Explanation:
- At line 5, Avery, Charlotte and Jack are all in the pantry, and the turnip is in the green_pantry.
- Charlotte then leaves (line 6), and Avery moves the turnip to the blue_box (line 7) after she's gone.
- Avery saw Charlotte leave, so Avery thinks Charlotte would search for it in the green_pantry."""
RECORDS.append(R("answer_first", "unsound", "green_pantry", r1, [
    C("At line 5, Avery, Charlotte and Jack are all in the pantry", "presence", "false", 5, "PLANTED: Jack was only in the bathroom and exited at line 4; he is in no room at 5", [("room","Avery",5,"pantry"),("room","Charlotte",5,"pantry"),("room","Jack",5,"pantry")]),
    C("the turnip is in the green_pantry", "location", "true", 5, "line 5", ("loc","turnip",5,"green_pantry")),
    C("Charlotte then leaves (line 6)", "event", "true", 6, "line 6", ("txt",6,"Charlotte exited the pantry")),
    C("Avery moves the turnip to the blue_box (line 7)", "event", "true", 7, "line 7", ("txt",7,"Avery moved the turnip to the blue_box")),
    C("after she's gone", "order", "true", 7, "exit 6, move 7", ("room","Charlotte",7,None)),
    C("Avery saw Charlotte leave", "presence", "true", 6, "Avery witnessed 6", ("saw",6,"Avery",True)),
    C("Avery thinks Charlotte would search for it in the green_pantry", "belief", "true", "end", "Avery -> Charlotte = green_pantry", ("bel","Avery -> Charlotte","turnip","end","green_pantry")),
]))

r2 = """1. Avery enters the pantry, then Charlotte enters (lines 2-3).
2. The turnip is in the green_pantry (line 5) while both of them are there.
3. Charlotte exits the pantry (line 6). Avery sees her leave.
4. Avery moves the turnip to the blue_box (line 7), but Charlotte is no longer there to see it.
5. So Charlotte still thinks the turnip is in the green_pantry, and Avery knows this.

**Answer:** green_pantry"""
RECORDS.append(R("numbered", "sound", "green_pantry", r2, [
    C("Avery enters the pantry, then Charlotte enters (lines 2-3)", "order", "true", 3, "lines 2, 3", [("txt",2,"Avery entered the pantry"),("txt",3,"Charlotte entered the pantry")]),
    C("The turnip is in the green_pantry (line 5)", "location", "true", 5, "line 5", ("loc","turnip",5,"green_pantry")),
    C("while both of them are there", "presence", "true", 5, "both witnessed 5", [("saw",5,"Avery",True),("saw",5,"Charlotte",True)]),
    C("Charlotte exits the pantry (line 6)", "event", "true", 6, "line 6", ("txt",6,"Charlotte exited the pantry")),
    C("Avery sees her leave", "presence", "true", 6, "Avery witnessed 6", ("saw",6,"Avery",True)),
    C("Avery moves the turnip to the blue_box (line 7)", "event", "true", 7, "line 7", ("txt",7,"Avery moved the turnip to the blue_box")),
    C("Charlotte is no longer there to see it", "presence", "true", 7, "Charlotte not in witnessed_by 7", ("saw",7,"Charlotte",False)),
    C("Charlotte still thinks the turnip is in the green_pantry", "belief", "true", "end", "Charlotte = green_pantry", ("bel","Charlotte","turnip","end","green_pantry")),
    C("Avery knows this", "belief", "true", "end", "Avery -> Charlotte = green_pantry", ("bel","Avery -> Charlotte","turnip","end","green_pantry")),
]))

r3 = """Let me trace where each person was.

Jack is only ever in the bathroom, so he doesn't figure into this. Avery and Charlotte are both in the pantry when the turnip is in the green_pantry. Then Charlotte leaves, and only after that does Avery move the turnip to the blue_box. Avery was there to watch Charlotte go, so Avery knows Charlotte missed the move.

That means Avery expects Charlotte to look where she last saw it. The answer is green_pantry."""
RECORDS.append(R("narrative", "sound", "green_pantry", r3, [
    C("Jack is only ever in the bathroom", "presence", "true", 4, "Jack in bathroom 1-3, then no room", [("room","Jack",1,"bathroom"),("room","Jack",3,"bathroom"),("room","Jack",5,None)]),
    C("Avery and Charlotte are both in the pantry when the turnip is in the green_pantry", "presence", "true", 5, "both witnessed 5", [("saw",5,"Avery",True),("saw",5,"Charlotte",True)]),
    C("Then Charlotte leaves", "event", "true", 6, "line 6", ("txt",6,"Charlotte exited")),
    C("only after that does Avery move the turnip to the blue_box", "order", "true", 7, "move at 7 after exit at 6", ("txt",7,"Avery moved the turnip to the blue_box")),
    C("Avery was there to watch Charlotte go", "presence", "true", 6, "Avery witnessed 6", ("saw",6,"Avery",True)),
    C("Avery knows Charlotte missed the move", "belief", "true", 7, "Avery -> Charlotte stays green_pantry at 7", ("bel","Avery -> Charlotte","turnip",7,"green_pantry")),
    C("Avery expects Charlotte to look where she last saw it", "belief", "true", "end", "Avery -> Charlotte = green_pantry", ("bel","Avery -> Charlotte","turnip","end","green_pantry")),
]))

r4 = """Avery thinks Charlotte will look in the green_pantry."""
RECORDS.append(R("terse", "unsupported", "green_pantry", r4, [
    C("Avery thinks Charlotte will look in the green_pantry", "belief", "true", "end", "answer restated", ("bel","Avery -> Charlotte","turnip","end","green_pantry")),
]))

r5 = """<think>
Avery thinks Charlotte searches for the turnip where?

Charlotte saw the turnip in the green_pantry at line 5, then left at line 6. Avery moved it to the blue_box at line 7. So Charlotte herself would look in the green_pantry.

But the question is about Avery's view. Avery is the one who moved it, and Avery knows where it really is, the blue_box. Hmm, would Avery think Charlotte knows? Avery was the one who put it there... I think the question is asking where Avery expects the search to end up, and since Avery knows the turnip is in the blue_box, that's where Avery thinks Charlotte will search; she'd have to find it eventually.

So blue_box.
</think>

blue_box"""
RECORDS.append(R("thinking", "wrong", "blue_box", r5, [
    C("Charlotte saw the turnip in the green_pantry at line 5", "presence", "true", 5, "Charlotte witnessed 5", [("saw",5,"Charlotte",True),("loc","turnip",5,"green_pantry")]),
    C("then left at line 6", "event", "true", 6, "line 6", ("txt",6,"Charlotte exited")),
    C("Avery moved it to the blue_box at line 7", "event", "true", 7, "line 7", ("txt",7,"Avery moved the turnip to the blue_box")),
    C("Charlotte herself would look in the green_pantry", "belief", "true", "end", "Charlotte = green_pantry", ("bel","Charlotte","turnip","end","green_pantry")),
    C("Avery knows where it really is, the blue_box", "belief", "true", "end", "Avery = blue_box", ("bel","Avery","turnip","end","blue_box")),
    C("that's where Avery thinks Charlotte will search", "belief", "false", "end", "Avery -> Charlotte = green_pantry", ("bel","Avery -> Charlotte","turnip","end","blue_box")),
]))
