from common import C, R
# Q10 s6821-16-o1: where does Avery really think the potato is? gold blue_crate (F)
RECORDS = []

r1 = """F. blue_crate

Avery is in the front_yard the whole time the potato is handled: he sees it in the red_envelope at the start and is still there when Abigail moves it to the blue_crate (line 10). Abigail leaves, Avery waits a minute and leaves at line 14, and no one moves the potato in between. The later attic scene only involves the spinach, and Avery isn't even there. So Avery thinks the potato is in the blue_crate."""
RECORDS.append(R("answer_first", "sound", "blue_crate", r1, [
    C("Avery is in the front_yard the whole time the potato is handled", "presence", "true", 10, "Avery in front_yard lines 1-13", [("room","Avery",2,"front_yard"),("room","Avery",10,"front_yard")]),
    C("he sees it in the red_envelope at the start", "presence", "true", 2, "Avery witnessed 2", [("saw",2,"Avery",True),("loc","potato",2,"red_envelope")]),
    C("is still there when Abigail moves it to the blue_crate (line 10)", "presence", "true", 10, "Avery witnessed 10", [("saw",10,"Avery",True),("txt",10,"Abigail moved the potato to the blue_crate")]),
    C("Abigail leaves", "event", "true", 11, "line 11", ("txt",11,"Abigail exited")),
    C("Avery waits a minute and leaves at line 14", "event", "true", 14, "lines 12, 14", [("txt",12,"Avery made no movements"),("txt",14,"Avery exited")]),
    C("no one moves the potato in between", "event", "true", 14, "potato blue_crate 10-14", ("loc","potato",14,"blue_crate")),
    C("The later attic scene only involves the spinach", "event", "true", 24, "lines 17-24 move only the spinach", [("loc","potato",24,"blue_crate"),("loc","spinach",23,"green_container")]),
    C("Avery isn't even there", "presence", "true", 23, "Avery in waiting_room during attic scene", [("room","Avery",18,"waiting_room"),("room","Avery",23,"waiting_room")]),
    C("Avery thinks the potato is in the blue_crate", "belief", "true", "end", "Avery = blue_crate", ("bel","Avery","potato","end","blue_crate")),
]))

r2 = """Let's think step by step.

1. The question asks for Avery's own belief about the potato.
2. We need to check which moves Avery was present for.
3. Based on what Avery witnessed, his belief is the container where he last saw the potato.

So Avery thinks the potato is in the blue_crate.

\\boxed{blue\\_crate}"""
RECORDS.append(R("numbered", "unsupported", "blue_crate", r2, [
    C("Avery thinks the potato is in the blue_crate", "belief", "true", "end", "answer restated", ("bel","Avery","potato","end","blue_crate")),
]))

r3 = """Let me trace Avery's movements.

Everyone starts in the front_yard with the potato in the red_envelope. Evelyn leaves first, and then Avery waits a minute and leaves at line 7. After that Gracie goes too, and Abigail moves the potato to the blue_crate, but by then Avery is long gone.

Since Avery never saw the move, he'd still think the potato is in the red_envelope. The answer is G. red_envelope."""
RECORDS.append(R("narrative", "wrong", "red_envelope", r3, [
    C("Everyone starts in the front_yard", "presence", "true", 1, "line 1", [("room","Avery",1,"front_yard"),("room","Evelyn",1,"front_yard")]),
    C("with the potato in the red_envelope", "location", "true", 2, "line 2", ("loc","potato",2,"red_envelope")),
    C("Evelyn leaves first", "event", "true", 4, "line 4 is the first exit", ("txt",4,"Evelyn exited")),
    C("Avery waits a minute and leaves at line 7", "event", "false", 7, "line 7 is Ava exiting; Avery exits at 14", ("txt",7,"Avery exited")),
    C("Gracie goes too", "event", "true", 9, "line 9", ("txt",9,"Gracie exited")),
    C("Abigail moves the potato to the blue_crate", "event", "true", 10, "line 10", ("txt",10,"Abigail moved the potato to the blue_crate")),
    C("by then Avery is long gone", "presence", "false", 10, "Avery is in the front_yard at 10", ("room","Avery",10,None)),
    C("Avery never saw the move", "presence", "false", 10, "Avery witnessed line 10", ("saw",10,"Avery",False)),
    C("he'd still think the potato is in the red_envelope", "belief", "false", "end", "Avery = blue_crate", ("bel","Avery","potato","end","red_envelope")),
]))

r4 = """F. blue_crate. The potato was already in the blue_crate when Gracie left, and Avery stayed to the end."""
RECORDS.append(R("terse", "unsound", "blue_crate", r4, [
    C("The potato was already in the blue_crate when Gracie left", "location", "false", 9, "PLANTED: at line 9 it is still in the red_envelope; moved at line 10", ("loc","potato",9,"blue_crate")),
    C("Avery stayed to the end", "presence", "true", 14, "Avery is the last to leave the front_yard (14)", [("room","Avery",13,"front_yard"),("room","Abigail",13,None)]),
]))

r5 = """<think>
Avery's first-order belief about the potato.

Potato: red_envelope at line 2. Only one move: Abigail → blue_crate at line 10.

Who's present at line 10? Evelyn left at 4, Ava at 7, Gracie at 9. So Abigail and Avery. Avery sees it.

After that: Abigail exits (11), Avery stays a minute, "Abigail saw a mouse" (13), which is odd since Abigail already left, but it doesn't move anything. Avery exits at 14.

Then the attic: Evelyn, Gracie, Abigail go there with the spinach. Avery stays in the waiting_room. Gracie still thinks the potato is in the blue_crate, and Avery does too, obviously.

Hmm wait, is there any claim or tell at the end? No, the story just ends with them entering the waiting_room.

So blue_crate.
</think>

Avery watched Abigail move the potato to the blue_crate and never saw it moved again, so he thinks it's in the **blue_crate** (F)."""
RECORDS.append(R("thinking", "unsound", "blue_crate", r5, [
    C("Potato: red_envelope at line 2", "location", "true", 2, "line 2", ("loc","potato",2,"red_envelope")),
    C("Only one move: Abigail → blue_crate at line 10", "event", "true", 10, "line 10 is the only potato move", [("txt",10,"Abigail moved the potato to the blue_crate"),("loc","potato",9,"red_envelope"),("loc","potato",25,"blue_crate")]),
    C("Evelyn left at 4, Ava at 7, Gracie at 9", "event", "true", 9, "lines 4, 7, 9", [("txt",4,"Evelyn exited"),("txt",7,"Ava exited"),("txt",9,"Gracie exited")]),
    C("So Abigail and Avery.", "presence", "true", 10, "witnessed_by 10", [("saw",10,"Abigail",True),("saw",10,"Avery",True),("saw",10,"Gracie",False)]),
    C("Avery sees it.", "presence", "true", 10, "Avery witnessed 10", ("saw",10,"Avery",True)),
    C("Abigail exits (11)", "event", "true", 11, "line 11", ("txt",11,"Abigail exited")),
    C("Avery stays a minute", "event", "true", 12, "line 12", ("txt",12,"Avery made no movements")),
    C("\"Abigail saw a mouse\" (13)", "event", "true", 13, "line 13", ("txt",13,"Abigail saw a mouse")),
    C("Abigail already left", "presence", "true", 13, "Abigail not in front_yard at 13", ("room","Abigail",13,None)),
    C("it doesn't move anything", "event", "true", 13, "potato unchanged at 13", ("loc","potato",13,"blue_crate")),
    C("Avery exits at 14", "event", "true", 14, "line 14", ("txt",14,"Avery exited")),
    C("Evelyn, Gracie, Abigail go there with the spinach", "event", "true", 18, "lines 17-18", [("txt",17,"Evelyn, Gracie and Abigail entered the attic"),("loc","spinach",18,"blue_bathtub")]),
    C("Avery stays in the waiting_room", "presence", "true", 17, "Avery in waiting_room at 17", ("room","Avery",17,"waiting_room")),
    C("Gracie still thinks the potato is in the blue_crate", "belief", "false", "end", "PLANTED: Gracie left at 9, before the move; Gracie = red_envelope", ("bel","Gracie","potato","end","blue_crate")),
    C("Avery does too, obviously", "belief", "true", "end", "Avery = blue_crate", ("bel","Avery","potato","end","blue_crate")),
    C("the story just ends with them entering the waiting_room", "event", "true", 25, "line 25", ("txt",25,"entered the waiting_room")),
    C("Avery watched Abigail move the potato to the blue_crate", "presence", "true", 10, "Avery witnessed 10", ("saw",10,"Avery",True)),
    C("never saw it moved again", "event", "true", "end", "no further potato moves", ("loc","potato",25,"blue_crate")),
    C("he thinks it's in the **blue_crate**", "belief", "true", "end", "answer", ("bel","Avery","potato","end","blue_crate")),
]))
