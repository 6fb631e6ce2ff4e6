from common import C, R
# Q13 s6821-2-o2: Amelia -> Gracie about the cabbage; gold green_drawer (D)
RECORDS = []
CH = "Amelia -> Gracie"

r1 = """**D. green_drawer**

Explanation:
- Aria moves the cabbage from the green_container to the green_drawer at line 4, with all five in the back_yard.
- Gracie leaves at line 7, and Amelia is still there to see her go.
- Amelia then moves the cabbage to the blue_container herself (line 9), but Gracie is already gone.
- Amelia therefore knows Gracie's last view of the cabbage was the green_drawer."""
RECORDS.append(R("answer_first", "sound", "green_drawer", r1, [
    C("Aria moves the cabbage from the green_container to the green_drawer at line 4", "event", "true", 4, "lines 3-4", [("loc","cabbage",3,"green_container"),("txt",4,"Aria moved the cabbage to the green_drawer")]),
    C("with all five in the back_yard", "presence", "true", 4, "all five witnessed 4", [("saw",4,"Gracie",True),("saw",4,"Amelia",True),("saw",4,"Logan",True),("saw",4,"Isabella",True)]),
    C("Gracie leaves at line 7", "event", "true", 7, "line 7", ("txt",7,"Gracie exited")),
    C("Amelia is still there to see her go", "presence", "true", 7, "Amelia witnessed 7", ("saw",7,"Amelia",True)),
    C("Amelia then moves the cabbage to the blue_container herself (line 9)", "event", "true", 9, "line 9", ("txt",9,"Amelia moved the cabbage to the blue_container")),
    C("Gracie is already gone", "presence", "true", 9, "Gracie not in back_yard at 9", ("room","Gracie",9,None)),
    C("Amelia therefore knows Gracie's last view of the cabbage was the green_drawer", "belief", "true", "end", "gold chain", ("bel",CH,"cabbage","end","green_drawer")),
]))

r2 = """Let's think step by step.

1. The cabbage is in the green_container at line 3, and Aria moves it to the green_drawer at line 4 while everyone is present.
2. Gracie leaves first, at line 7, and Aria follows her out.
3. Amelia is still in the back_yard when Gracie exits, so Amelia knows Gracie saw the cabbage go into the green_drawer and nothing after.
4. Amelia's own move to the blue_container (line 9) and Logan's move to the green_pantry (line 11) both happen after Gracie has left.
5. So Amelia thinks Gracie thinks the cabbage is in the green_drawer.

The answer is [green_drawer]."""
RECORDS.append(R("numbered", "unsound", "green_drawer", r2, [
    C("The cabbage is in the green_container at line 3", "location", "true", 3, "line 3", ("loc","cabbage",3,"green_container")),
    C("Aria moves it to the green_drawer at line 4", "event", "true", 4, "line 4", ("txt",4,"Aria moved the cabbage to the green_drawer")),
    C("while everyone is present", "presence", "true", 4, "all five witnessed 4", [("saw",4,"Aria",True),("saw",4,"Gracie",True),("saw",4,"Amelia",True)]),
    C("Gracie leaves first, at line 7, and Aria follows her out", "order", "false", 7, "PLANTED: Aria exits at line 5, before Gracie at line 7", ("room","Aria",6,"back_yard")),
    C("Amelia is still in the back_yard when Gracie exits", "presence", "true", 7, "Amelia witnessed 7", [("saw",7,"Amelia",True),("room","Amelia",7,"back_yard")]),
    C("Amelia knows Gracie saw the cabbage go into the green_drawer and nothing after", "belief", "true", "end", "Amelia -> Gracie = green_drawer", ("bel",CH,"cabbage","end","green_drawer")),
    C("Amelia's own move to the blue_container (line 9)", "event", "true", 9, "line 9", ("txt",9,"Amelia moved the cabbage to the blue_container")),
    C("Logan's move to the green_pantry (line 11)", "event", "true", 11, "line 11", ("txt",11,"Logan moved the cabbage to the green_pantry")),
    C("both happen after Gracie has left", "order", "true", 11, "moves 9, 11 after exit 7", [("saw",9,"Gracie",False),("saw",11,"Gracie",False)]),
    C("Amelia thinks Gracie thinks the cabbage is in the green_drawer", "belief", "true", "end", "gold chain", ("bel",CH,"cabbage","end","green_drawer")),
]))

r3 = """Let me trace what Amelia saw of Gracie.

Both of them are in the back_yard from the beginning. They see the cabbage in the green_container, and they both watch Aria move it to the green_drawer. Aria leaves, then Gracie waits a minute and leaves too, and Amelia is there for that.

After Gracie is gone, Amelia moves the cabbage to the blue_container and then leaves herself; Logan later moves it to the green_pantry. None of this reaches Gracie, and Amelia knows Gracie wasn't around for her own move.

The second half of the story is about the persimmon, which ends up in the blue_container; Gracie and Amelia stay in the waiting_room for all of it.

So Amelia thinks Gracie still thinks the cabbage is in the green_drawer. The answer is D. green_drawer."""
RECORDS.append(R("narrative", "unsound", "green_drawer", r3, [
    C("Both of them are in the back_yard from the beginning", "presence", "true", 1, "line 1", [("room","Amelia",1,"back_yard"),("room","Gracie",1,"back_yard")]),
    C("They see the cabbage in the green_container", "presence", "true", 3, "both witnessed 3", [("saw",3,"Amelia",True),("saw",3,"Gracie",True),("loc","cabbage",3,"green_container")]),
    C("they both watch Aria move it to the green_drawer", "presence", "true", 4, "both witnessed 4", [("saw",4,"Amelia",True),("saw",4,"Gracie",True)]),
    C("Aria leaves", "event", "true", 5, "line 5", ("txt",5,"Aria exited")),
    C("then Gracie waits a minute and leaves too", "event", "true", 7, "lines 6-7", ("txt",7,"Gracie exited")),
    C("Amelia is there for that", "presence", "true", 7, "Amelia witnessed 7", ("saw",7,"Amelia",True)),
    C("After Gracie is gone, Amelia moves the cabbage to the blue_container", "event", "true", 9, "line 9", ("txt",9,"Amelia moved the cabbage to the blue_container")),
    C("then leaves herself", "event", "true", 10, "line 10", ("txt",10,"Amelia exited")),
    C("Logan later moves it to the green_pantry", "event", "true", 11, "line 11", ("txt",11,"Logan moved the cabbage to the green_pantry")),
    C("None of this reaches Gracie", "presence", "true", 11, "Gracie absent at 9-11", [("saw",9,"Gracie",False),("saw",11,"Gracie",False)]),
    C("Amelia knows Gracie wasn't around for her own move", "belief", "true", 9, "Amelia -> Gracie stays green_drawer at 9", ("bel",CH,"cabbage",9,"green_drawer")),
    C("which ends up in the blue_container", "location", "false", "end", "PLANTED: Aria moves the persimmon to the green_pantry at line 23; it ends there", ("loc","persimmon",25,"blue_container")),
    C("Gracie and Amelia stay in the waiting_room for all of it", "presence", "true", 24, "both in waiting_room 15-25", [("room","Gracie",18,"waiting_room"),("room","Amelia",18,"waiting_room"),("room","Gracie",23,"waiting_room"),("room","Amelia",23,"waiting_room")]),
    C("Amelia thinks Gracie still thinks the cabbage is in the green_drawer", "belief", "true", "end", "gold chain", ("bel",CH,"cabbage","end","green_drawer")),
]))

r4 = """D"""
RECORDS.append(R("terse", "unsupported", "green_drawer", r4, []))

r5 = """<think>
Second order: Amelia's belief about Gracie's belief.

Cabbage: green_container (3) → green_drawer, Aria (4) → blue_container, Amelia (9) → green_pantry, Logan (11).

When does Gracie leave? Let me re-read. Line 6 Gracie made no movements, line 7 Gracie exited. And Amelia's move is line 9. So Gracie left before Amelia's move.

Then Amelia exits at line 10 and Logan moves it at 11; Amelia didn't see that.

Now in the waiting room at line 15, everyone is together again. Then Logan, Isabella and Aria go back to the back_yard. Gracie and Amelia stay in the waiting_room together... Since they're together and Amelia knows where she put it, she'd assume Gracie has been told or... hmm, no, there's no telling anywhere. But Amelia moved it to the blue_container herself, so she'd figure Gracie's picture is the same as hers. Amelia thinks Gracie thinks blue_container.

Actually I'll go with blue_container.
</think>

C. blue_container"""
RECORDS.append(R("thinking", "wrong", "blue_container", r5, [
    C("Cabbage: green_container (3) → green_drawer, Aria (4) → blue_container, Amelia (9) → green_pantry, Logan (11)", "event", "true", 11, "lines 3, 4, 9, 11", [("loc","cabbage",3,"green_container"),("txt",4,"Aria moved the cabbage to the green_drawer"),("txt",9,"Amelia moved the cabbage to the blue_container"),("txt",11,"Logan moved the cabbage to the green_pantry")]),
    C("Line 6 Gracie made no movements, line 7 Gracie exited", "event", "true", 7, "lines 6, 7", [("txt",6,"Gracie made no movements"),("txt",7,"Gracie exited")]),
    C("Amelia's move is line 9", "event", "true", 9, "line 9", ("txt",9,"Amelia moved")),
    C("Gracie left before Amelia's move", "order", "true", 9, "exit 7 < move 9", ("saw",9,"Gracie",False)),
    C("Amelia exits at line 10", "event", "true", 10, "line 10", ("txt",10,"Amelia exited")),
    C("Logan moves it at 11", "event", "true", 11, "line 11", ("txt",11,"Logan moved the cabbage")),
    C("Amelia didn't see that", "presence", "true", 11, "Amelia absent at 11", ("saw",11,"Amelia",False)),
    C("in the waiting room at line 15, everyone is together again", "presence", "true", 15, "all five in waiting_room", [("room","Gracie",15,"waiting_room"),("room","Amelia",15,"waiting_room"),("room","Aria",15,"waiting_room")]),
    C("Logan, Isabella and Aria go back to the back_yard", "event", "true", 16, "line 16", ("txt",16,"Logan, Isabella and Aria entered the back_yard")),
    C("Gracie and Amelia stay in the waiting_room together", "presence", "true", 16, "both in waiting_room", [("room","Gracie",16,"waiting_room"),("room","Amelia",16,"waiting_room")]),
    C("Amelia knows where she put it", "belief", "true", "end", "Amelia = blue_container", ("bel","Amelia","cabbage","end","blue_container")),
    C("there's no telling anywhere", "communication", "true", "end", "no tell/claim lines", None),
    C("Amelia moved it to the blue_container herself", "event", "true", 9, "line 9", ("txt",9,"Amelia moved the cabbage to the blue_container")),
    C("she'd figure Gracie's picture is the same as hers", "belief", "false", "end", "Amelia -> Gracie = green_drawer, not Amelia's blue_container", ("bel",CH,"cabbage","end","blue_container")),
    C("Amelia thinks Gracie thinks blue_container", "belief", "false", "end", "gold green_drawer", ("bel",CH,"cabbage","end","blue_container")),
]))
