RECORDS = [
dict(style="answer_first", label="sound", stated_answer="green_crate",
response="""F. green_crate

Carter is the outermost layer, and Carter exited the staircase at line 4, right after seeing the asparagus in the green_crate (line 2). Noah's move to the red_crate (line 5) came after Carter was gone. Whatever happened later, Carter's picture of the others' minds is built from line 2, so Carter thinks Noah thinks Isabella thinks Olivia thinks it's in the green_crate.""",
claims=[
("Carter exited the staircase at line 4","event","true",4,"line 4"),
("seeing the asparagus in the green_crate (line 2)","presence","true",2,"witnessed 2"),
("Noah's move to the red_crate (line 5) came after Carter was gone","order","true",5,"5 after 4"),
("Carter thinks Noah thinks Isabella thinks Olivia thinks it's in the green_crate","belief","true","end","answer"),
]),
dict(style="numbered", label="unsound", stated_answer="green_crate",
response="""1. All five start on the staircase; the asparagus is in the green_crate (line 2).
2. Carter leaves at line 4 — he's the first to go.
3. Noah moves it to the red_crate (line 5) and leaves; Ethan, Olivia and Isabella saw it.
4. Isabella, left alone, moves it back to the green_crate (line 11).
5. Second visit (lines 15–22): Isabella, Olivia and Ethan go back and Isabella moves it to the blue_drawer. Carter and Noah stay in the waiting_room.
6. Line 24: Olivia publicly claims red_crate. Carter left the staircase before Olivia, yet her claim does not change what Carter himself believes.
7. None of this affects the nested chain Carter holds, which is fixed at line 2.

**Answer:** F. green_crate""",
claims=[
("All five start on the staircase","presence","true",1,"line 1"),
("the asparagus is in the green_crate (line 2)","location","true",2,"line 2"),
("Carter leaves at line 4","event","true",4,"line 4"),
("he's the first to go","order","true",4,"first exit"),
("Noah moves it to the red_crate (line 5)","event","true",5,"line 5"),
("and leaves","event","true",6,"line 6"),
("Ethan, Olivia and Isabella saw it","presence","true",5,"witnessed 5"),
("Isabella, left alone, moves it back to the green_crate (line 11)","event","true",11,"line 11"),
("Isabella, Olivia and Ethan go back","event","true",15,"line 15"),
("Isabella moves it to the blue_drawer","event","true",17,"line 17"),
("Carter and Noah stay in the waiting_room","presence","true",17,"room rows 15-22"),
("Line 24: Olivia publicly claims red_crate","communication","true",24,"line 24"),
("Carter left the staircase before Olivia","order","true",4,"4 before 10/20"),
("her claim does not change what Carter himself believes","communication","false",24,"PLANT: Carter -> red_crate at 24"),
("the nested chain Carter holds, which is fixed at line 2","belief","true","end","Carter->Noah->Isabella->Olivia green_crate"),
]),
dict(style="narrative", label="wrong", stated_answer="red_crate",
response="""Let me trace the relevant knowledge. Carter leaves early, while the asparagus is still in the green_crate. But at the end, in the waiting_room, Olivia publicly announces that the asparagus is in the red_crate, and Carter believes her because she stayed on the staircase longer than he did.

Once Carter accepts Olivia's public claim, he'd also assume that everyone heard it, so in his mind Noah, Isabella and Olivia all share the red_crate picture. The answer is J. red_crate.""",
claims=[
("Carter leaves early, while the asparagus is still in the green_crate","location","true",4,"objects row 4"),
("Olivia publicly announces that the asparagus is in the red_crate","communication","true",24,"line 24"),
("Carter believes her","communication","true",24,"Carter red_crate at 24"),
("she stayed on the staircase longer than he did","order","true",10,"Olivia exits 10 > 4"),
("in his mind Noah, Isabella and Olivia all share the red_crate picture","belief","false","end","Carter->Noah->Isabella->Olivia green_crate"),
]),
dict(style="terse", label="sound", stated_answer="green_crate",
response="""green_crate. Carter left at line 4, before any move.""",
claims=[
("Carter left at line 4","event","true",4,"line 4"),
("before any move","order","true",4,"first move at 5"),
]),
dict(style="thinking", label="unsupported", stated_answer="green_crate",
response="""<think>
4th order, ugh. Carter -> Noah -> Isabella -> Olivia. Lots of moving around and a public claim at the end. These usually collapse to whatever the outermost person saw. I'll go with that.
</think>

**F. green_crate**""",
claims=[
("Lots of moving around","event","uncheckable",None,"vague"),
]),
]
