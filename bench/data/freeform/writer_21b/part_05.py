from common import C, R
# Q5 s6821-17-o2: Mason -> Lucas about the lemon; gold blue_container (H)
RECORDS = []

r1 = """**H. blue_container**

Mason thinks Lucas thinks the lemon is in the blue_container."""
RECORDS.append(R("answer_first", "unsupported", "blue_container", r1, [
    C("Mason thinks Lucas thinks the lemon is in the blue_container", "belief", "true", "end", "answer restated", ("bel","Mason -> Lucas","lemon","end","blue_container")),
]))

r2 = """Let's think step by step.

1. The lemon starts in the blue_cupboard, and Lucas moves it to the blue_container (line 3) while everyone is in the living_room.
2. Lucas then exits the living_room (line 5). Mason is still there and sees him go.
3. Every later move (Nathan's to the red_basket, Oliver's to the red_bottle, Alexander's back to the blue_cupboard) happens after Lucas has left, so Lucas knows about none of them.
4. Mason knows Lucas left right after the blue_container move, so Mason thinks Lucas still believes it's in the blue_container.
5. Mason's public claim (blue_container) and Alexander's private message to Mason (red_bottle) change what some of the others believe, but not Mason's picture of Lucas.

So the answer is [blue_container].

\\boxed{H}"""
RECORDS.append(R("numbered", "sound", "blue_container", r2, [
    C("The lemon starts in the blue_cupboard", "location", "true", 2, "line 2", ("loc","lemon",2,"blue_cupboard")),
    C("Lucas moves it to the blue_container (line 3)", "event", "true", 3, "line 3", ("txt",3,"Lucas moved the lemon to the blue_container")),
    C("while everyone is in the living_room", "presence", "true", 3, "all five witnessed line 3", [("saw",3,"Mason",True),("saw",3,"Alexander",True),("saw",3,"Oliver",True),("saw",3,"Nathan",True)]),
    C("Lucas then exits the living_room (line 5)", "event", "true", 5, "line 5", ("txt",5,"Lucas exited")),
    C("Mason is still there and sees him go", "presence", "true", 5, "Mason witnessed line 5", ("saw",5,"Mason",True)),
    C("Nathan's to the red_basket, Oliver's to the red_bottle, Alexander's back to the blue_cupboard", "event", "true", 14, "lines 7, 12, 14", [("txt",7,"Nathan moved the lemon to the red_basket"),("txt",12,"Oliver moved the lemon to the red_bottle"),("txt",14,"Alexander moved the lemon to the blue_cupboard")]),
    C("happens after Lucas has left", "order", "true", 14, "moves 7, 12, 14 after exit 5", [("saw",7,"Lucas",False),("saw",12,"Lucas",False),("saw",14,"Lucas",False)]),
    C("Lucas knows about none of them", "belief", "true", "end", "Lucas = blue_container", ("bel","Lucas","lemon","end","blue_container")),
    C("Mason knows Lucas left right after the blue_container move", "presence", "true", 5, "Mason witnessed lines 3 and 5", [("saw",3,"Mason",True),("saw",5,"Mason",True)]),
    C("Mason thinks Lucas still believes it's in the blue_container", "belief", "true", "end", "gold chain", ("bel","Mason -> Lucas","lemon","end","blue_container")),
    C("Mason's public claim (blue_container)", "communication", "true", 17, "line 17", ("txt",17,"Mason publicly claimed that lemon is in the blue_container")),
    C("Alexander's private message to Mason (red_bottle)", "communication", "true", 18, "line 18", ("txt",18,"Alexander privately told Mason that the lemon is in the red_bottle")),
    C("change what some of the others believe", "communication", "true", 18, "Nathan -> blue_container at 17, Mason -> red_bottle at 18", [("bel","Nathan","lemon",17,"blue_container"),("bel","Mason","lemon",18,"red_bottle")]),
    C("but not Mason's picture of Lucas", "communication", "true", 18, "Mason -> Lucas stays blue_container at 17, 18", [("bel","Mason -> Lucas","lemon",17,"blue_container"),("bel","Mason -> Lucas","lemon",18,"blue_container")]),
]))

r3 = """Let me trace where Mason and Lucas each were.

Both of them are in the living_room at the start, when the lemon is in the blue_cupboard, and both watch Lucas move it to the blue_container. Lucas then leaves, and Mason sees him go. From that point on, Nathan's move to the red_basket, Oliver's move to the red_bottle and Alexander's move back to the blue_cupboard all happen without Lucas.

Mason himself sees Nathan's move but leaves before Oliver's. So by the end, Mason's own belief is the red_basket. He did publicly claim that the lemon is in the blue_container, but a claim doesn't change the speaker's own belief.

None of that matters for Mason's model of Lucas, though. Mason knows Lucas left right after putting the lemon in the blue_container, so he assumes Lucas still thinks it's there.

The answer is H. blue_container."""
RECORDS.append(R("narrative", "unsound", "blue_container", r3, [
    C("Both of them are in the living_room at the start", "presence", "true", 2, "both in living_room", [("room","Mason",2,"living_room"),("room","Lucas",2,"living_room")]),
    C("when the lemon is in the blue_cupboard", "location", "true", 2, "line 2", ("loc","lemon",2,"blue_cupboard")),
    C("both watch Lucas move it to the blue_container", "presence", "true", 3, "witnessed line 3", [("saw",3,"Mason",True),("saw",3,"Lucas",True)]),
    C("Lucas then leaves", "event", "true", 5, "line 5", ("txt",5,"Lucas exited")),
    C("Mason sees him go", "presence", "true", 5, "Mason witnessed line 5", ("saw",5,"Mason",True)),
    C("Nathan's move to the red_basket, Oliver's move to the red_bottle and Alexander's move back to the blue_cupboard all happen without Lucas", "presence", "true", 14, "Lucas absent at 7, 12, 14", [("saw",7,"Lucas",False),("saw",12,"Lucas",False),("saw",14,"Lucas",False),("loc","lemon",14,"blue_cupboard")]),
    C("Mason himself sees Nathan's move", "presence", "true", 7, "Mason witnessed line 7", ("saw",7,"Mason",True)),
    C("leaves before Oliver's", "order", "true", 11, "Mason exits 11, Oliver moves 12", ("saw",12,"Mason",False)),
    C("by the end, Mason's own belief is the red_basket", "belief", "false", "end", "PLANTED: Alexander's private tell (line 18) makes Mason = red_bottle", ("bel","Mason","lemon","end","red_basket")),
    C("He did publicly claim that the lemon is in the blue_container", "communication", "true", 17, "line 17", ("txt",17,"Mason publicly claimed that lemon is in the blue_container")),
    C("a claim doesn't change the speaker's own belief", "communication", "true", 17, "Mason stays red_basket at line 17", ("bel","Mason","lemon",17,"red_basket")),
    C("Mason knows Lucas left right after putting the lemon in the blue_container", "presence", "true", 5, "Mason witnessed 3 and 5", [("saw",3,"Mason",True),("saw",5,"Mason",True)]),
    C("he assumes Lucas still thinks it's there", "belief", "true", "end", "gold chain", ("bel","Mason -> Lucas","lemon","end","blue_container")),
]))

r4 = """Mason thinks Lucas thinks it's in the red_basket, since Lucas was there when Nathan moved it. (F)"""
RECORDS.append(R("terse", "wrong", "red_basket", r4, [
    C("Mason thinks Lucas thinks it's in the red_basket", "belief", "false", "end", "Mason -> Lucas = blue_container", ("bel","Mason -> Lucas","lemon","end","red_basket")),
    C("Lucas was there when Nathan moved it", "presence", "false", 7, "Lucas exited at line 5, before line 7", ("saw",7,"Lucas",True)),
]))

r5 = """<think>
Need: Mason's belief about Lucas's belief of the lemon.

Line 2: lemon in blue_cupboard. Line 3: Nathan moves it to the blue_container... wait, no, line 3 is Lucas. Nathan's move is the red_basket at line 7.

So Lucas put it in the blue_container himself and then exited at line 5. Everything after that (red_basket, red_bottle, back to blue_cupboard) happens while he's gone.

Mason: he's in the living_room when Lucas leaves, so he knows Lucas's last view was the blue_container. Mason stays on for Nathan's move and leaves before Oliver's, but that doesn't matter for Lucas.

Waiting room: Mason publicly claims blue_container. Lucas already thinks that. Alexander privately tells Mason red_bottle; only Mason and Alexander hear that. Mason doesn't trust Alexander, so Mason's own belief stays where it was, and either way it's not about Lucas.

Hmm, does the public claim make Mason think Lucas changed his mind? It says the same thing Lucas already believes, so no change either way.

Answer: blue_container, H.
</think>

Mason saw Lucas leave right after Lucas moved the lemon to the blue_container, so Mason thinks Lucas thinks it's in the **blue_container** (H)."""
RECORDS.append(R("thinking", "unsound", "blue_container", r5, [
    C("Line 2: lemon in blue_cupboard", "location", "true", 2, "line 2", ("loc","lemon",2,"blue_cupboard")),
    C("line 3 is Lucas", "event", "true", 3, "line 3 (the 'Nathan' version is retracted)", ("txt",3,"Lucas moved the lemon")),
    C("Nathan's move is the red_basket at line 7", "event", "true", 7, "line 7", ("txt",7,"Nathan moved the lemon to the red_basket")),
    C("Lucas put it in the blue_container himself", "event", "true", 3, "line 3", ("txt",3,"Lucas moved the lemon to the blue_container")),
    C("then exited at line 5", "event", "true", 5, "line 5", ("txt",5,"Lucas exited")),
    C("Everything after that (red_basket, red_bottle, back to blue_cupboard) happens while he's gone", "presence", "true", 14, "Lucas absent at 7, 12, 14", [("saw",7,"Lucas",False),("saw",12,"Lucas",False),("saw",14,"Lucas",False)]),
    C("he's in the living_room when Lucas leaves", "presence", "true", 5, "Mason witnessed 5", ("saw",5,"Mason",True)),
    C("he knows Lucas's last view was the blue_container", "belief", "true", "end", "Mason -> Lucas = blue_container", ("bel","Mason -> Lucas","lemon","end","blue_container")),
    C("Mason stays on for Nathan's move", "presence", "true", 7, "Mason witnessed 7", ("saw",7,"Mason",True)),
    C("leaves before Oliver's", "order", "true", 11, "Mason exits 11, Oliver moves 12", ("saw",12,"Mason",False)),
    C("Mason publicly claims blue_container", "communication", "true", 17, "line 17", ("txt",17,"Mason publicly claimed that lemon is in the blue_container")),
    C("Lucas already thinks that", "belief", "true", 16, "Lucas = blue_container before the claim", ("bel","Lucas","lemon",16,"blue_container")),
    C("Alexander privately tells Mason red_bottle", "communication", "true", 18, "line 18", ("txt",18,"Alexander privately told Mason that the lemon is in the red_bottle")),
    C("only Mason and Alexander hear that", "presence", "true", 18, "witnessed_by 18", [("saw",18,"Mason",True),("saw",18,"Alexander",True),("saw",18,"Lucas",False)]),
    C("Mason doesn't trust Alexander, so Mason's own belief stays where it was", "communication", "false", 18, "PLANTED: Alexander exited after Mason, so Mason trusts him; Mason = red_bottle after line 18 (was red_basket)", ("bel","Mason","lemon",18,"red_basket")),
    C("either way it's not about Lucas", "communication", "true", 18, "Mason -> Lucas unchanged at 18", ("bel","Mason -> Lucas","lemon",18,"blue_container")),
    C("It says the same thing Lucas already believes, so no change either way", "communication", "true", 17, "Mason -> Lucas blue_container before and after 17", [("bel","Mason -> Lucas","lemon",16,"blue_container"),("bel","Mason -> Lucas","lemon",17,"blue_container")]),
    C("Mason saw Lucas leave right after Lucas moved the lemon to the blue_container", "presence", "true", 5, "Mason witnessed 3 and 5", [("saw",3,"Mason",True),("saw",5,"Mason",True)]),
    C("Mason thinks Lucas thinks it's in the **blue_container**", "belief", "true", "end", "gold chain", ("bel","Mason -> Lucas","lemon","end","blue_container")),
]))
