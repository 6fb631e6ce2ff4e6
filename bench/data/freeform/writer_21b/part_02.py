from common import C, R
# Q2 s6821-11-o1: where does William really think the melon is? gold blue_basket (G)
RECORDS = []

r1 = """G. blue_basket

Explanation:
1. The melon starts in the blue_basket (line 3), and Elizabeth moves it to the green_container (line 4) with everyone watching.
2. Ethan moves it to the red_drawer (line 6); William is still in the room and sees this.
3. Jack moves it to the green_pantry (line 10) while Nathan and William look on.
4. William, now alone, moves it back to the blue_basket (line 12) and then exits.

Because William made the last move himself, he knows it's in the blue_basket."""
RECORDS.append(R("answer_first", "unsound", "blue_basket", r1, [
    C("The melon starts in the blue_basket (line 3)", "location", "true", 3, "line 3", ("loc","melon",3,"blue_basket")),
    C("Elizabeth moves it to the green_container (line 4)", "event", "true", 4, "line 4", ("txt",4,"Elizabeth moved the melon to the green_container")),
    C("with everyone watching", "presence", "true", 4, "all five witnessed line 4", [("saw",4,"William",True),("saw",4,"Jack",True),("saw",4,"Nathan",True),("saw",4,"Ethan",True)]),
    C("Ethan moves it to the red_drawer (line 6)", "event", "true", 6, "line 6", ("txt",6,"Ethan moved the melon to the red_drawer")),
    C("William is still in the room and sees this", "presence", "true", 6, "William in witnessed_by line 6", ("saw",6,"William",True)),
    C("Jack moves it to the green_pantry (line 10)", "event", "true", 10, "line 10", ("txt",10,"Jack moved the melon to the green_pantry")),
    C("while Nathan and William look on", "presence", "false", 10, "PLANTED: Nathan exited at line 9; only Jack and William saw line 10", [("saw",10,"Nathan",True),("saw",10,"William",True)]),
    C("William, now alone", "presence", "true", 12, "only William in the room at 12", ("room","Jack",12,None)),
    C("moves it back to the blue_basket (line 12)", "event", "true", 12, "line 12", ("txt",12,"William moved the melon to the blue_basket")),
    C("and then exits", "event", "true", 13, "line 13", ("txt",13,"William exited")),
    C("William made the last move himself", "event", "true", 12, "line 12 is the last move", ("txt",12,"William moved")),
    C("he knows it's in the blue_basket", "belief", "true", "end", "William = blue_basket", ("bel","William","melon","end","blue_basket")),
]))

r2 = """Let's think step by step.

1. Everyone is in the master_bedroom when the melon is placed in the blue_basket.
2. Elizabeth moves it to the green_container and exits.
3. Ethan moves it to the red_drawer, then walks out.
4. Nathan waits a minute and leaves without moving anything.
5. Jack moves it to the green_pantry while William is present; after that Jack goes.
6. William is the last one in the room, and he moves the melon to the blue_basket himself.
7. William witnessed every move, including his own, so his belief matches the real location.

Therefore, William thinks the melon is in the blue_basket.

\\boxed{blue\\_basket}"""
RECORDS.append(R("numbered", "sound", "blue_basket", r2, [
    C("Everyone is in the master_bedroom when the melon is placed in the blue_basket", "presence", "true", 3, "all five witnessed line 3", [("saw",3,"Elizabeth",True),("saw",3,"William",True)]),
    C("Elizabeth moves it to the green_container", "event", "true", 4, "line 4", ("txt",4,"Elizabeth moved the melon to the green_container")),
    C("and exits", "event", "true", 5, "line 5 Elizabeth exited", ("txt",5,"Elizabeth exited")),
    C("Ethan moves it to the red_drawer", "event", "true", 6, "line 6", ("txt",6,"Ethan moved the melon to the red_drawer")),
    C("then walks out", "event", "true", 7, "line 7 Ethan exited", ("txt",7,"Ethan exited")),
    C("Nathan waits a minute and leaves without moving anything", "event", "true", 9, "lines 8-9", ("txt",9,"Nathan exited")),
    C("Jack moves it to the green_pantry", "event", "true", 10, "line 10", ("txt",10,"Jack moved the melon to the green_pantry")),
    C("while William is present", "presence", "true", 10, "William witnessed line 10", ("saw",10,"William",True)),
    C("after that Jack goes", "event", "true", 11, "line 11", ("txt",11,"Jack exited")),
    C("William is the last one in the room", "presence", "true", 12, "only William in room after line 11", [("room","William",12,"master_bedroom"),("room","Jack",12,None)]),
    C("he moves the melon to the blue_basket himself", "event", "true", 12, "line 12", ("txt",12,"William moved the melon to the blue_basket")),
    C("William witnessed every move", "presence", "true", 12, "William in witnessed_by of lines 3,4,6,10,12", [("saw",4,"William",True),("saw",6,"William",True),("saw",10,"William",True),("saw",12,"William",True)]),
    C("his belief matches the real location", "belief", "true", "end", "William = blue_basket = real", ("bel","William","melon","end","blue_basket")),
    C("William thinks the melon is in the blue_basket", "belief", "true", "end", "answer restated", ("bel","William","melon","end","blue_basket")),
]))

r3 = """Let me trace where William was during each move.

William is in the master_bedroom from the very beginning, so he sees the melon start out in the blue_basket. He's there when Elizabeth moves it to the green_container, and he's still there when Ethan moves it to the red_drawer. Then Nathan leaves, and Jack moves the melon to the green_pantry at line 9.

Once Jack walks out, William is alone, and he moves the melon back into the blue_basket himself before leaving. Nobody else sees that last move, but William obviously does — he made it. The others are each left with an outdated picture: Jack would still think the green_pantry, for example. William's own belief, though, is the blue_basket.

The answer is G. blue_basket."""
RECORDS.append(R("narrative", "unsound", "blue_basket", r3, [
    C("William is in the master_bedroom from the very beginning", "presence", "true", 2, "line 2", ("room","William",2,"master_bedroom")),
    C("he sees the melon start out in the blue_basket", "presence", "true", 3, "William witnessed line 3", ("saw",3,"William",True)),
    C("He's there when Elizabeth moves it to the green_container", "presence", "true", 4, "witnessed line 4", ("saw",4,"William",True)),
    C("he's still there when Ethan moves it to the red_drawer", "presence", "true", 6, "witnessed line 6", ("saw",6,"William",True)),
    C("Then Nathan leaves", "event", "true", 9, "line 9", ("txt",9,"Nathan exited")),
    C("Jack moves the melon to the green_pantry at line 9", "event", "false", 10, "PLANTED: Jack's move is line 10; line 9 is Nathan exiting", ("txt",9,"Jack moved the melon")),
    C("Once Jack walks out, William is alone", "presence", "true", 11, "after line 11 only William in room", ("room","William",11,"master_bedroom")),
    C("he moves the melon back into the blue_basket himself before leaving", "event", "true", 12, "lines 12-13", ("txt",12,"William moved the melon to the blue_basket")),
    C("Nobody else sees that last move", "presence", "true", 12, "witnessed_by line 12 = [William]", [("saw",12,"Jack",False),("saw",12,"Nathan",False)]),
    C("Jack would still think the green_pantry", "belief", "true", "end", "Jack = green_pantry at end", ("bel","Jack","melon","end","green_pantry")),
    C("William's own belief, though, is the blue_basket", "belief", "true", "end", "William = blue_basket", ("bel","William","melon","end","blue_basket")),
]))

r4 = """I. green_pantry, since Jack made the last move."""
RECORDS.append(R("terse", "wrong", "green_pantry", r4, [
    C("Jack made the last move", "event", "false", 12, "William made the last move at line 12", ("txt",12,"Jack moved")),
]))

r5 = """<think>
First-order question: what does William believe about the melon.

Timeline:
- line 3: melon in blue_basket, all five present.
- line 4: Elizabeth → green_container. Everyone saw.
- line 5: Elizabeth leaves.
- line 6: Ethan → red_drawer. Jack, Nathan, William, Ethan saw.
- line 7 Ethan leaves, line 9 Nathan leaves.
- line 10: Jack → green_pantry. Jack and William saw.
- line 11 Jack leaves. line 12: William → blue_basket. Only William there.

Hmm, did William step out at some point before line 12? Let me check... no, William only exits at line 13, after his own move. So he never missed anything.

So William thinks blue_basket.
</think>

William made the final move himself (line 12), so he believes the melon is in the blue_basket.

**G. blue_basket**"""
RECORDS.append(R("thinking", "sound", "blue_basket", r5, [
    C("line 3: melon in blue_basket", "location", "true", 3, "line 3", ("loc","melon",3,"blue_basket")),
    C("all five present", "presence", "true", 3, "five agents in room", [("saw",3,"Jack",True),("saw",3,"Nathan",True),("saw",3,"Ethan",True)]),
    C("line 4: Elizabeth → green_container", "event", "true", 4, "line 4", ("loc","melon",4,"green_container")),
    C("Everyone saw.", "presence", "true", 4, "all five witnessed", [("saw",4,"Elizabeth",True),("saw",4,"William",True)]),
    C("line 5: Elizabeth leaves.", "event", "true", 5, "line 5", ("txt",5,"Elizabeth exited")),
    C("line 6: Ethan → red_drawer", "event", "true", 6, "line 6", ("loc","melon",6,"red_drawer")),
    C("Jack, Nathan, William, Ethan saw.", "presence", "true", 6, "witnessed_by line 6", [("saw",6,"Jack",True),("saw",6,"Nathan",True),("saw",6,"William",True),("saw",6,"Ethan",True)]),
    C("line 7 Ethan leaves", "event", "true", 7, "line 7", ("txt",7,"Ethan exited")),
    C("line 9 Nathan leaves", "event", "true", 9, "line 9", ("txt",9,"Nathan exited")),
    C("line 10: Jack → green_pantry", "event", "true", 10, "line 10", ("loc","melon",10,"green_pantry")),
    C("Jack and William saw.", "presence", "true", 10, "witnessed_by line 10", [("saw",10,"Jack",True),("saw",10,"William",True)]),
    C("line 11 Jack leaves", "event", "true", 11, "line 11", ("txt",11,"Jack exited")),
    C("line 12: William → blue_basket", "event", "true", 12, "line 12", ("loc","melon",12,"blue_basket")),
    C("Only William there.", "presence", "true", 12, "witnessed_by line 12 = [William]", ("saw",12,"Jack",False)),
    C("William only exits at line 13, after his own move", "order", "true", 13, "exit line 13 after move line 12", ("txt",13,"William exited")),
    C("he never missed anything", "presence", "true", 12, "William witnessed all melon events", [("saw",4,"William",True),("saw",6,"William",True),("saw",10,"William",True)]),
    C("William thinks blue_basket", "belief", "true", "end", "William = blue_basket", ("bel","William","melon","end","blue_basket")),
    C("William made the final move himself (line 12)", "event", "true", 12, "line 12", ("txt",12,"William moved the melon")),
    C("he believes the melon is in the blue_basket", "belief", "true", "end", "answer restated", ("bel","William","melon","end","blue_basket")),
]))
