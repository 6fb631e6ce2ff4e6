from common import C, R
# Q14 s6821-12-o2: Charlotte -> Oliver about the watermelon; gold red_crate (F)
RECORDS = []
CH = "Charlotte -> Oliver"

r1 = """I. blue_bathtub

Explanation:
- Oliver is the one who moves the watermelon to the blue_bathtub at line 9, so he obviously knows it's there.
- Charlotte is in the waiting_room with Oliver at the end, and there's no reason for her to doubt that Oliver knows about his own move.

So Charlotte thinks Oliver thinks the watermelon is in the blue_bathtub."""
RECORDS.append(R("answer_first", "wrong", "blue_bathtub", r1, [
    C("Oliver is the one who moves the watermelon to the blue_bathtub at line 9", "event", "true", 9, "line 9", ("txt",9,"Oliver moved the watermelon to the blue_bathtub")),
    C("he obviously knows it's there", "belief", "true", "end", "Oliver = blue_bathtub", ("bel","Oliver","watermelon","end","blue_bathtub")),
    C("Charlotte is in the waiting_room with Oliver at the end", "presence", "true", "end", "both in waiting_room at 23", [("room","Charlotte",23,"waiting_room"),("room","Oliver",23,"waiting_room")]),
    C("there's no reason for her to doubt that Oliver knows about his own move", "belief", "uncheckable", None, "about reasons", None),
    C("Charlotte thinks Oliver thinks the watermelon is in the blue_bathtub", "belief", "false", "end", "Charlotte -> Oliver = red_crate", ("bel",CH,"watermelon","end","blue_bathtub")),
]))

r2 = """**Step 1: Charlotte's time in the bedroom**
Charlotte is there at the start, sees the watermelon in the blue_treasure_chest, and moves it to the red_crate herself (line 3). Oliver watches this.

**Step 2: Charlotte leaves**
Charlotte exits at line 4, right after her move. She sees none of the later moves (Logan's, James's or Oliver's).

**Step 3: Charlotte's model of Oliver**
The last watermelon event Charlotte saw Oliver witness was her own move to the red_crate, so she thinks Oliver believes it's in the red_crate.

**Step 4: Later events**
When Logan, Evelyn and James go back into the bedroom, Charlotte and Oliver stay in the waiting_room. The cherry being placed in the red_crate (line 16) is a different object.

**Answer:** F. red_crate"""
RECORDS.append(R("numbered", "sound", "red_crate", r2, [
    C("Charlotte is there at the start", "presence", "true", 1, "line 1", ("room","Charlotte",1,"bedroom")),
    C("sees the watermelon in the blue_treasure_chest", "presence", "true", 2, "Charlotte witnessed 2", [("saw",2,"Charlotte",True),("loc","watermelon",2,"blue_treasure_chest")]),
    C("moves it to the red_crate herself (line 3)", "event", "true", 3, "line 3", ("txt",3,"Charlotte moved the watermelon to the red_crate")),
    C("Oliver watches this", "presence", "true", 3, "Oliver witnessed 3", ("saw",3,"Oliver",True)),
    C("Charlotte exits at line 4, right after her move", "event", "true", 4, "line 4", ("txt",4,"Charlotte exited")),
    C("She sees none of the later moves (Logan's, James's or Oliver's)", "presence", "true", 9, "Charlotte absent at 5, 7, 9", [("saw",5,"Charlotte",False),("saw",7,"Charlotte",False),("saw",9,"Charlotte",False)]),
    C("The last watermelon event Charlotte saw Oliver witness was her own move to the red_crate", "presence", "true", 3, "both witnessed 3; Charlotte absent afterwards in the bedroom", [("saw",3,"Charlotte",True),("saw",3,"Oliver",True),("saw",5,"Charlotte",False)]),
    C("she thinks Oliver believes it's in the red_crate", "belief", "true", "end", "gold chain", ("bel",CH,"watermelon","end","red_crate")),
    C("When Logan, Evelyn and James go back into the bedroom", "event", "true", 14, "line 14", ("txt",14,"Logan, Evelyn and James entered the bedroom")),
    C("Charlotte and Oliver stay in the waiting_room", "presence", "true", 14, "both in waiting_room at 14", [("room","Charlotte",14,"waiting_room"),("room","Oliver",14,"waiting_room")]),
    C("The cherry being placed in the red_crate (line 16)", "location", "true", 16, "line 16", ("loc","cherry",16,"red_crate")),
]))

r3 = """Let me think about what Charlotte could know.

Charlotte is only in the bedroom for the first few lines. She moves the watermelon from the blue_treasure_chest to the red_crate while everyone, Oliver included, is watching, and then she leaves straight away. Every move after that (Logan to the green_bottle, James to the red_box, Oliver to the blue_bathtub) happens behind her back.

So in reality Oliver thinks the watermelon is in the blue_bathtub, since he put it there. But Charlotte has no way of knowing that. The last time she saw Oliver near the watermelon, he had just watched her put it in the red_crate, and nobody told her anything afterwards.

One thing to be careful about: the cherry is later put in the red_crate too, but that's a different object, and Charlotte isn't in the bedroom for it anyway.

The answer is F. red_crate."""
RECORDS.append(R("narrative", "sound", "red_crate", r3, [
    C("Charlotte is only in the bedroom for the first few lines", "presence", "true", 4, "Charlotte in bedroom lines 1-3 only", [("room","Charlotte",3,"bedroom"),("room","Charlotte",4,None),("room","Charlotte",16,"waiting_room")]),
    C("She moves the watermelon from the blue_treasure_chest to the red_crate", "event", "true", 3, "lines 2-3", [("loc","watermelon",2,"blue_treasure_chest"),("txt",3,"Charlotte moved the watermelon to the red_crate")]),
    C("while everyone, Oliver included, is watching", "presence", "true", 3, "all five witnessed 3", [("saw",3,"Oliver",True),("saw",3,"Logan",True),("saw",3,"James",True),("saw",3,"Evelyn",True)]),
    C("then she leaves straight away", "event", "true", 4, "line 4", ("txt",4,"Charlotte exited")),
    C("Every move after that (Logan to the green_bottle, James to the red_box, Oliver to the blue_bathtub) happens behind her back", "presence", "true", 9, "moves 5, 7, 9 without Charlotte", [("txt",5,"Logan moved the watermelon to the green_bottle"),("txt",7,"James moved the watermelon to the red_box"),("txt",9,"Oliver moved the watermelon to the blue_bathtub"),("saw",5,"Charlotte",False),("saw",7,"Charlotte",False),("saw",9,"Charlotte",False)]),
    C("in reality Oliver thinks the watermelon is in the blue_bathtub", "belief", "true", "end", "Oliver = blue_bathtub", ("bel","Oliver","watermelon","end","blue_bathtub")),
    C("since he put it there", "event", "true", 9, "line 9", ("txt",9,"Oliver moved the watermelon to the blue_bathtub")),
    C("Charlotte has no way of knowing that", "belief", "true", "end", "Charlotte -> Oliver is red_crate, not blue_bathtub", ("not",("bel",CH,"watermelon","end","blue_bathtub"))),
    C("The last time she saw Oliver near the watermelon, he had just watched her put it in the red_crate", "presence", "true", 3, "both witnessed 3", [("saw",3,"Oliver",True),("saw",3,"Charlotte",True)]),
    C("nobody told her anything afterwards", "communication", "true", "end", "no tell/claim lines in the story", None),
    C("the cherry is later put in the red_crate too", "location", "true", 16, "line 16", ("loc","cherry",16,"red_crate")),
    C("Charlotte isn't in the bedroom for it", "presence", "true", 16, "Charlotte in waiting_room at 16", [("room","Charlotte",16,"waiting_room"),("saw",16,"Charlotte",False)]),
]))

r4 = """F. red_crate — Charlotte put it there at line 3 and left before Logan moved it to the green_crate."""
RECORDS.append(R("terse", "unsound", "red_crate", r4, [
    C("Charlotte put it there at line 3", "event", "true", 3, "line 3", ("txt",3,"Charlotte moved the watermelon to the red_crate")),
    C("left before Logan moved it", "order", "true", 5, "exit 4 < move 5", [("txt",4,"Charlotte exited"),("txt",5,"Logan moved the watermelon")]),
    C("Logan moved it to the green_crate", "event", "false", 5, "PLANTED: Logan moved it to the green_bottle (line 5)", ("txt",5,"Logan moved the watermelon to the green_crate")),
]))

r5 = """<think>
Second-order: Charlotte → Oliver.

Charlotte: there at line 2 (blue_treasure_chest), moves it to the red_crate (line 3), exits (line 4). That's all she sees in the bedroom.

Oliver: sees line 2, 3, then Logan → green_bottle (5), James → red_box (7), and he himself moves it to blue_bathtub (9); only Oliver was in the bedroom at that point. Then he leaves.

Charlotte knows Oliver was there for her move. She doesn't see any of the moves after line 4. So Charlotte thinks Oliver thinks red_crate.

Hmm, wait. Could Charlotte learn something in the waiting room? Line 13 everyone enters the waiting room, then Logan, Evelyn, James go back to the bedroom. There's no communication at all. And the cherry in the red_crate (line 16) is a separate object, a trap.

OK, red_crate.
</think>

**F. red_crate** — Charlotte left right after putting the watermelon in the red_crate, and nothing afterwards told her about Oliver's later view."""
RECORDS.append(R("thinking", "unsound", "red_crate", r5, [
    C("Charlotte: there at line 2 (blue_treasure_chest)", "presence", "true", 2, "Charlotte witnessed 2", [("saw",2,"Charlotte",True),("loc","watermelon",2,"blue_treasure_chest")]),
    C("moves it to the red_crate (line 3)", "event", "true", 3, "line 3", ("txt",3,"Charlotte moved the watermelon to the red_crate")),
    C("exits (line 4)", "event", "true", 4, "line 4", ("txt",4,"Charlotte exited")),
    C("That's all she sees in the bedroom", "presence", "true", 23, "Charlotte never back in the bedroom", [("room","Charlotte",14,"waiting_room"),("room","Charlotte",19,"waiting_room")]),
    C("Oliver: sees line 2, 3", "presence", "true", 3, "Oliver witnessed 2, 3", [("saw",2,"Oliver",True),("saw",3,"Oliver",True)]),
    C("Logan → green_bottle (5), James → red_box (7)", "event", "true", 7, "lines 5, 7", [("txt",5,"Logan moved the watermelon to the green_bottle"),("txt",7,"James moved the watermelon to the red_box")]),
    C("he himself moves it to blue_bathtub (9)", "event", "true", 9, "line 9", ("txt",9,"Oliver moved the watermelon to the blue_bathtub")),
    C("only Oliver was in the bedroom at that point", "presence", "false", 9, "PLANTED: Evelyn was also in the bedroom and witnessed line 9", ("saw",9,"Evelyn",False)),
    C("Then he leaves.", "event", "true", 10, "line 10", ("txt",10,"Oliver exited")),
    C("Charlotte knows Oliver was there for her move", "presence", "true", 3, "both witnessed 3", [("saw",3,"Charlotte",True),("saw",3,"Oliver",True)]),
    C("She doesn't see any of the moves after line 4", "presence", "true", 9, "absent at 5, 7, 9", [("saw",5,"Charlotte",False),("saw",7,"Charlotte",False),("saw",9,"Charlotte",False)]),
    C("So Charlotte thinks Oliver thinks red_crate.", "belief", "true", "end", "gold chain", ("bel",CH,"watermelon","end","red_crate")),
    C("Line 13 everyone enters the waiting room", "event", "true", 13, "line 13", ("txt",13,"entered the waiting_room")),
    C("then Logan, Evelyn, James go back to the bedroom", "event", "true", 14, "line 14", ("txt",14,"Logan, Evelyn and James entered the bedroom")),
    C("There's no communication at all", "communication", "true", "end", "no tell/claim lines", None),
    C("the cherry in the red_crate (line 16)", "location", "true", 16, "line 16", ("loc","cherry",16,"red_crate")),
    C("Charlotte left right after putting the watermelon in the red_crate", "order", "true", 4, "move 3, exit 4", [("txt",3,"Charlotte moved"),("txt",4,"Charlotte exited")]),
    C("nothing afterwards told her about Oliver's later view", "communication", "true", "end", "no communication lines", None),
]))
