from common import C, R
# Q8 s6821-3-o3: Mason -> Amelia -> James about the tomato; gold red_suitcase (N)
RECORDS = []
CH = "Mason -> Amelia -> James"

r1 = """**Answer: L. green_bathtub**

Explanation:
- Mason moves the tomato to the red_suitcase (line 8) while Amelia and James watch.
- James then moves it to the green_bathtub (line 10), and Amelia sees this.
- Since Amelia saw James make the move himself, Amelia knows James thinks it's in the green_bathtub, and Mason would expect Amelia to know that too.

So Mason thinks Amelia thinks James thinks the tomato is in the green_bathtub."""
RECORDS.append(R("answer_first", "wrong", "green_bathtub", r1, [
    C("Mason moves the tomato to the red_suitcase (line 8)", "event", "true", 8, "line 8", ("txt",8,"Mason moved the tomato to the red_suitcase")),
    C("while Amelia and James watch", "presence", "true", 8, "witnessed_by 8", [("saw",8,"Amelia",True),("saw",8,"James",True)]),
    C("James then moves it to the green_bathtub (line 10)", "event", "true", 10, "line 10", ("txt",10,"James moved the tomato to the green_bathtub")),
    C("Amelia sees this", "presence", "true", 10, "Amelia witnessed 10", ("saw",10,"Amelia",True)),
    C("Amelia knows James thinks it's in the green_bathtub", "belief", "true", "end", "Amelia -> James = green_bathtub", ("bel","Amelia -> James","tomato","end","green_bathtub")),
    C("Mason would expect Amelia to know that too", "belief", "false", "end", "Mason left at 9; Mason -> Amelia -> James = red_suitcase", ("bel",CH,"tomato","end","green_bathtub")),
    C("Mason thinks Amelia thinks James thinks the tomato is in the green_bathtub", "belief", "false", "end", "gold red_suitcase", ("bel",CH,"tomato","end","green_bathtub")),
]))

r2 = """Let's think step by step.

1. Initially the tomato is in the blue_pantry, seen by all five.
2. Avery leaves (line 5), and Emma moves the tomato to the blue_bucket (line 6) in front of Mason, James and Amelia, then goes out herself.
3. Mason moves the tomato to the red_suitcase (line 8). James and Amelia both see it.
4. Mason exits right after (line 9). Whatever happens later in the dining_room, Mason doesn't see it.
5. So from Mason's point of view, the last tomato event he, Amelia and James saw together was the tomato going into the red_suitcase. He thinks Amelia thinks James thinks it's there.
6. The den scene (lines 16-24) is only about the carrot, and Amelia isn't even there.

The answer is [red_suitcase].

\\boxed{N}"""
RECORDS.append(R("numbered", "sound", "red_suitcase", r2, [
    C("Initially the tomato is in the blue_pantry", "location", "true", 2, "line 2", ("loc","tomato",2,"blue_pantry")),
    C("seen by all five", "presence", "true", 2, "all five witnessed 2", [("saw",2,"Avery",True),("saw",2,"Emma",True),("saw",2,"Mason",True),("saw",2,"James",True),("saw",2,"Amelia",True)]),
    C("Avery leaves (line 5)", "event", "true", 5, "line 5", ("txt",5,"Avery exited")),
    C("Emma moves the tomato to the blue_bucket (line 6)", "event", "true", 6, "line 6", ("txt",6,"Emma moved the tomato to the blue_bucket")),
    C("in front of Mason, James and Amelia", "presence", "true", 6, "witnessed_by 6", [("saw",6,"Mason",True),("saw",6,"James",True),("saw",6,"Amelia",True)]),
    C("then goes out herself", "event", "true", 7, "line 7", ("txt",7,"Emma exited")),
    C("Mason moves the tomato to the red_suitcase (line 8)", "event", "true", 8, "line 8", ("txt",8,"Mason moved the tomato to the red_suitcase")),
    C("James and Amelia both see it", "presence", "true", 8, "witnessed_by 8", [("saw",8,"James",True),("saw",8,"Amelia",True)]),
    C("Mason exits right after (line 9)", "event", "true", 9, "line 9", ("txt",9,"Mason exited")),
    C("Whatever happens later in the dining_room, Mason doesn't see it", "presence", "true", 14, "Mason absent 10-14", [("saw",10,"Mason",False),("saw",11,"Mason",False)]),
    C("the last tomato event he, Amelia and James saw together was the tomato going into the red_suitcase", "presence", "true", 8, "line 8 witnessed by all three; line 10 not by Mason", [("saw",8,"Mason",True),("saw",10,"Mason",False)]),
    C("He thinks Amelia thinks James thinks it's there", "belief", "true", "end", "gold chain", ("bel",CH,"tomato","end","red_suitcase")),
    C("The den scene (lines 16-24) is only about the carrot", "event", "true", 24, "tomato unchanged in 16-24; carrot moves", [("loc","tomato",24,"green_bathtub"),("loc","carrot",24,"green_bucket")]),
    C("Amelia isn't even there", "presence", "true", 21, "Amelia in waiting_room during den scene", [("room","Amelia",17,"waiting_room"),("room","Amelia",21,"waiting_room")]),
]))

r3 = """Let me trace who saw what, starting from Mason, since the chain is built from his perspective.

At the start all five are in the dining_room, with the tomato in the blue_pantry. By the time Avery leaves, it's already in the blue_bucket; Emma then steps out too. That leaves Mason, James and Amelia, and Mason moves the tomato to the red_suitcase with the other two watching. Then Mason leaves.

That's the key moment. After line 9, Mason's own information about the tomato is frozen. He saw James and Amelia both watch him put it in the red_suitcase, so in his mind James believes it's there, and Amelia would assume the same of James.

What actually happens afterwards is that James moves it to the green_bathtub with Amelia watching, so the real Amelia thinks James thinks green_bathtub. But Mason never sees that, so it doesn't enter his picture.

The answer is N. red_suitcase."""
RECORDS.append(R("narrative", "unsound", "red_suitcase", r3, [
    C("At the start all five are in the dining_room", "presence", "true", 2, "all in dining_room", [("room","Avery",2,"dining_room"),("room","Amelia",2,"dining_room")]),
    C("with the tomato in the blue_pantry", "location", "true", 2, "line 2", ("loc","tomato",2,"blue_pantry")),
    C("By the time Avery leaves, it's already in the blue_bucket", "location", "false", 5, "PLANTED: at line 5 the tomato is still in the blue_pantry; Emma moves it at line 6", ("loc","tomato",5,"blue_bucket")),
    C("Emma then steps out too", "event", "true", 7, "line 7", ("txt",7,"Emma exited")),
    C("That leaves Mason, James and Amelia", "presence", "true", 7, "three remain after 7", [("room","Mason",7,"dining_room"),("room","James",7,"dining_room"),("room","Amelia",7,"dining_room"),("room","Emma",7,None)]),
    C("Mason moves the tomato to the red_suitcase", "event", "true", 8, "line 8", ("txt",8,"Mason moved the tomato to the red_suitcase")),
    C("with the other two watching", "presence", "true", 8, "witnessed_by 8", [("saw",8,"James",True),("saw",8,"Amelia",True)]),
    C("Then Mason leaves.", "event", "true", 9, "line 9", ("txt",9,"Mason exited")),
    C("After line 9, Mason's own information about the tomato is frozen", "belief", "true", "end", "Mason = red_suitcase from 8 to end", [("bel","Mason","tomato",9,"red_suitcase"),("bel","Mason","tomato","end","red_suitcase")]),
    C("He saw James and Amelia both watch him put it in the red_suitcase", "presence", "true", 8, "all three witnessed 8", [("saw",8,"Mason",True),("saw",8,"James",True),("saw",8,"Amelia",True)]),
    C("in his mind James believes it's there", "belief", "true", "end", "Mason -> James = red_suitcase", ("bel","Mason -> James","tomato","end","red_suitcase")),
    C("Amelia would assume the same of James", "belief", "true", "end", "Mason -> Amelia -> James = red_suitcase", ("bel",CH,"tomato","end","red_suitcase")),
    C("James moves it to the green_bathtub", "event", "true", 10, "line 10", ("txt",10,"James moved the tomato to the green_bathtub")),
    C("with Amelia watching", "presence", "true", 10, "Amelia witnessed 10", ("saw",10,"Amelia",True)),
    C("the real Amelia thinks James thinks green_bathtub", "belief", "true", "end", "Amelia -> James = green_bathtub", ("bel","Amelia -> James","tomato","end","green_bathtub")),
    C("Mason never sees that", "presence", "true", 10, "Mason not in witnessed_by 10", ("saw",10,"Mason",False)),
]))

r4 = """N. red_suitcase — Mason left right after putting it there, so he never saw James move it to the green_bathtub."""
RECORDS.append(R("terse", "sound", "red_suitcase", r4, [
    C("Mason left right after putting it there", "order", "true", 9, "move 8, exit 9", [("txt",8,"Mason moved the tomato to the red_suitcase"),("txt",9,"Mason exited")]),
    C("he never saw James move it to the green_bathtub", "presence", "true", 10, "Mason absent at 10", [("saw",10,"Mason",False),("txt",10,"James moved the tomato to the green_bathtub")]),
]))

r5 = """<think>
Third-order: Mason → Amelia → James, tomato.

Moves of the tomato: blue_pantry (2) → blue_bucket by Emma (6) → red_suitcase by Mason (8) → green_bathtub by James (10).

Who's in the room at each move:
- line 6: Emma, Mason, James, Amelia (Avery left at 5).
- line 8: Mason, James, Amelia (Emma left at 7).
- line 10: James, Amelia. Mason left at 9.

So Mason's last view: red_suitcase, with James and Amelia watching. Mason thinks James thinks red_suitcase. Mason thinks Amelia thinks James thinks... Mason's model of Amelia can't include anything after line 9, so red_suitcase again.

Wait, what about the den? Avery, James and Mason go there, and James moves the carrot to the green_bucket. That's the carrot though, not the tomato. Irrelevant.

There's no public claim or private tell anywhere in this story. OK.

Answer: red_suitcase.
</think>

**N. red_suitcase**. Mason left at line 9, right after moving the tomato there, so his model of what Amelia thinks James believes stops at the red_suitcase."""
RECORDS.append(R("thinking", "unsound", "red_suitcase", r5, [
    C("Moves of the tomato: blue_pantry (2) → blue_bucket by Emma (6) → red_suitcase by Mason (8) → green_bathtub by James (10)", "event", "true", 10, "lines 2, 6, 8, 10", [("loc","tomato",2,"blue_pantry"),("txt",6,"Emma moved the tomato to the blue_bucket"),("txt",8,"Mason moved the tomato to the red_suitcase"),("txt",10,"James moved the tomato to the green_bathtub")]),
    C("line 6: Emma, Mason, James, Amelia", "presence", "true", 6, "witnessed_by 6", [("saw",6,"Emma",True),("saw",6,"Mason",True),("saw",6,"James",True),("saw",6,"Amelia",True),("saw",6,"Avery",False)]),
    C("Avery left at 5", "event", "true", 5, "line 5", ("txt",5,"Avery exited")),
    C("line 8: Mason, James, Amelia", "presence", "true", 8, "witnessed_by 8", [("saw",8,"Mason",True),("saw",8,"James",True),("saw",8,"Amelia",True),("saw",8,"Emma",False)]),
    C("Emma left at 7", "event", "true", 7, "line 7", ("txt",7,"Emma exited")),
    C("line 10: James, Amelia", "presence", "true", 10, "witnessed_by 10", [("saw",10,"James",True),("saw",10,"Amelia",True),("saw",10,"Mason",False)]),
    C("Mason left at 9", "event", "true", 9, "line 9", ("txt",9,"Mason exited")),
    C("Mason's last view: red_suitcase, with James and Amelia watching", "belief", "true", "end", "Mason = red_suitcase", ("bel","Mason","tomato","end","red_suitcase")),
    C("Mason thinks James thinks red_suitcase", "belief", "true", "end", "Mason -> James", ("bel","Mason -> James","tomato","end","red_suitcase")),
    C("Mason's model of Amelia can't include anything after line 9, so red_suitcase again", "belief", "true", "end", "gold chain", ("bel",CH,"tomato","end","red_suitcase")),
    C("Avery, James and Mason go there", "event", "true", 16, "line 16", ("txt",16,"Avery, James and Mason entered the den")),
    C("James moves the carrot to the green_bucket", "event", "false", 21, "PLANTED: James moved the carrot to the red_box (21); Mason moved it to the green_bucket (23)", ("txt",21,"James moved the carrot to the green_bucket")),
    C("There's no public claim or private tell anywhere in this story", "communication", "true", "end", "no claim/tell lines in 1-25", None),
    C("Mason left at line 9, right after moving the tomato there", "order", "true", 9, "move 8, exit 9", [("txt",8,"Mason moved the tomato"),("txt",9,"Mason exited")]),
    C("his model of what Amelia thinks James believes stops at the red_suitcase", "belief", "true", "end", "gold chain", ("bel",CH,"tomato","end","red_suitcase")),
]))
