from common import C, R
# Q12 s6821-21-o1: where does Noah really think the lime is? gold green_drawer (A)
RECORDS = []

r1 = """A. green_drawer

Explanation:
- Noah is in the study for every move: Isla's (blue_drawer, line 3), Carter's (red_crate, line 7) and Aiden's (red_container, line 9).
- After Aiden leaves at line 10, Noah is alone and moves the lime back to the green_drawer himself (line 11).
- Aiden, who left just before that, still thinks it's in the red_crate, but Noah was there for the final move.

So Noah thinks the lime is in the green_drawer."""
RECORDS.append(R("answer_first", "unsound", "green_drawer", r1, [
    C("Noah is in the study for every move", "presence", "true", 11, "Noah witnessed 3, 7, 9, 11", [("saw",3,"Noah",True),("saw",7,"Noah",True),("saw",9,"Noah",True),("saw",11,"Noah",True)]),
    C("Isla's (blue_drawer, line 3), Carter's (red_crate, line 7) and Aiden's (red_container, line 9)", "event", "true", 9, "lines 3, 7, 9", [("txt",3,"Isla moved the lime to the blue_drawer"),("txt",7,"Carter moved the lime to the red_crate"),("txt",9,"Aiden moved the lime to the red_container")]),
    C("After Aiden leaves at line 10, Noah is alone", "presence", "true", 10, "only Noah in study after 10", [("txt",10,"Aiden exited"),("room","Noah",10,"study"),("room","Aiden",10,None)]),
    C("moves the lime back to the green_drawer himself (line 11)", "event", "true", 11, "line 11", ("txt",11,"Noah moved the lime to the green_drawer")),
    C("Aiden, who left just before that", "order", "true", 10, "Aiden exits 10, Noah's move 11", ("txt",10,"Aiden exited")),
    C("still thinks it's in the red_crate", "belief", "false", "end", "PLANTED: Aiden saw his own move to the red_container; Aiden = red_container", ("bel","Aiden","lime","end","red_crate")),
    C("Noah was there for the final move", "presence", "true", 11, "Noah witnessed 11", ("saw",11,"Noah",True)),
    C("Noah thinks the lime is in the green_drawer", "belief", "true", "end", "Noah = green_drawer", ("bel","Noah","lime","end","green_drawer")),
]))

r2 = """**Step 1:** The lime starts in the green_drawer (line 2).

**Step 2:** Isla moves it to the blue_drawer (line 3), and everyone sees.

**Step 3:** Carter moves it to the red_crate (line 7). Noah is present.

**Step 4:** Aiden moves it to the red_container (line 9). Noah is watching again.

**Step 5:** Noah's last observation is Aiden's move, so Noah believes the lime is in the red_container.

**Answer:** B. red_container"""
RECORDS.append(R("numbered", "wrong", "red_container", r2, [
    C("The lime starts in the green_drawer (line 2)", "location", "true", 2, "line 2", ("loc","lime",2,"green_drawer")),
    C("Isla moves it to the blue_drawer (line 3)", "event", "true", 3, "line 3", ("txt",3,"Isla moved the lime to the blue_drawer")),
    C("everyone sees", "presence", "true", 3, "all five witnessed 3", [("saw",3,"Aria",True),("saw",3,"Noah",True),("saw",3,"Aiden",True),("saw",3,"Carter",True)]),
    C("Carter moves it to the red_crate (line 7)", "event", "true", 7, "line 7", ("txt",7,"Carter moved the lime to the red_crate")),
    C("Noah is present.", "presence", "true", 7, "Noah witnessed 7", ("saw",7,"Noah",True)),
    C("Aiden moves it to the red_container (line 9)", "event", "true", 9, "line 9", ("txt",9,"Aiden moved the lime to the red_container")),
    C("Noah is watching again", "presence", "true", 9, "Noah witnessed 9", ("saw",9,"Noah",True)),
    C("Noah's last observation is Aiden's move", "presence", "false", 11, "Noah also saw (made) the move at line 11", ("saw",11,"Noah",False)),
    C("Noah believes the lime is in the red_container", "belief", "false", "end", "Noah = green_drawer", ("bel","Noah","lime","end","red_container")),
]))

r3 = """This one is about Noah's own belief, so what matters is what Noah himself witnessed, not what the others think. Tracking the moves he was around for, it comes down to the last place he saw the lime end up.

The answer is A. green_drawer."""
RECORDS.append(R("narrative", "unsupported", "green_drawer", r3, []))

r4 = """A. green_drawer — Noah moved it there himself after Aiden left."""
RECORDS.append(R("terse", "sound", "green_drawer", r4, [
    C("Noah moved it there himself", "event", "true", 11, "line 11", ("txt",11,"Noah moved the lime to the green_drawer")),
    C("after Aiden left", "order", "true", 11, "Aiden exits 10, move 11", ("room","Aiden",11,None)),
]))

r5 = """<think>
Noah's belief. Noah never leaves until line 12, so he sees everything in the study.

Sequence: green_drawer → Isla → blue_drawer → Carter → red_crate → Aiden → red_container → Noah → green_drawer.

Wait, does Carter move it before or after Aria leaves? Aria exits at line 6, Carter moves at line 7. Right, after. Doesn't matter for Noah anyway.

Last move is Noah's own, line 11, back to the green_drawer. He exits at line 12 and nothing else happens to the lime.

So green_drawer, which is also where it really is.
</think>

**A. green_drawer**. Noah was present for every move and made the last one himself."""
RECORDS.append(R("thinking", "sound", "green_drawer", r5, [
    C("Noah never leaves until line 12", "presence", "true", 12, "Noah in study 1-11, exits 12", [("room","Noah",11,"study"),("txt",12,"Noah exited")]),
    C("he sees everything in the study", "presence", "true", 11, "Noah witnessed all study events", [("saw",3,"Noah",True),("saw",4,"Noah",True),("saw",7,"Noah",True),("saw",9,"Noah",True),("saw",10,"Noah",True),("saw",11,"Noah",True)]),
    C("Sequence: green_drawer → Isla → blue_drawer → Carter → red_crate → Aiden → red_container → Noah → green_drawer", "event", "true", 11, "lines 2, 3, 7, 9, 11", [("loc","lime",2,"green_drawer"),("txt",3,"Isla moved the lime to the blue_drawer"),("txt",7,"Carter moved the lime to the red_crate"),("txt",9,"Aiden moved the lime to the red_container"),("txt",11,"Noah moved the lime to the green_drawer")]),
    C("Aria exits at line 6, Carter moves at line 7", "order", "true", 7, "lines 6, 7", [("txt",6,"Aria exited"),("txt",7,"Carter moved")]),
    C("Last move is Noah's own, line 11, back to the green_drawer", "event", "true", 11, "line 11", ("txt",11,"Noah moved the lime to the green_drawer")),
    C("He exits at line 12", "event", "true", 12, "line 12", ("txt",12,"Noah exited")),
    C("nothing else happens to the lime", "event", "true", "end", "lime unchanged 11-13", ("loc","lime",13,"green_drawer")),
    C("which is also where it really is", "location", "true", "end", "real location green_drawer", ("loc","lime",13,"green_drawer")),
    C("Noah was present for every move", "presence", "true", 11, "witnessed 3, 7, 9, 11", [("saw",3,"Noah",True),("saw",7,"Noah",True),("saw",9,"Noah",True)]),
    C("made the last one himself", "event", "true", 11, "line 11", ("txt",11,"Noah moved")),
]))
