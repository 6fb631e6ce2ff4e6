RECORDS = [
dict(style="answer_first", label="wrong", stated="blue_envelope",
response="""**Answer: G. blue_envelope**

Explanation:
- Charlotte is the last one to move the apple in the first scene, putting it in the blue_envelope (line 11).
- Isla and Aiden both go back into the master_bedroom at line 15, where the apple is in the blue_envelope, so they see it there.
- Since everyone ends up seeing the same final location, the whole chain collapses to the blue_envelope.""",
claims=[("Charlotte is the last one to move the apple in the first scene","order","true",11,"last apple move row 11"),
("putting it in the blue_envelope (line 11)","event","true",11,"row 11"),
("Isla and Aiden both go back into the master_bedroom at line 15","event","true",15,"row 15"),
("the apple is in the blue_envelope","location","true",15,"row 15"),
("they see it there","belief","true",15,"Isla, Aiden = blue_envelope row 15"),
("everyone ends up seeing the same final location","presence","false",15,"Jackson never saw it (Jackson=blue_drawer)"),
("the whole chain collapses to the blue_envelope","belief","false","end","chain=blue_pantry")]),
dict(style="numbered", label="sound", stated="blue_pantry",
response="""1. The apple starts in the blue_envelope, and Aiden moves it to the blue_pantry while all five are in the master_bedroom (line 3).
2. Aiden exits right after (line 4). From that point on, Aiden has no information about what Jackson or Charlotte saw later.
3. Isla, Jackson and Charlotte watch Isla move it to the blue_box, and Jackson later moves it to the blue_drawer, but Aiden sees none of this.
4. When Aiden and Isla return at line 15, Jackson and Charlotte are still in the waiting_room, so nothing they see there tells them anything new about Jackson's view of Charlotte.
5. So Isla thinks Aiden thinks Jackson thinks Charlotte thinks it's where they last all saw it: the blue_pantry.

**Answer:** J. blue_pantry""",
claims=[("The apple starts in the blue_envelope","location","true",2,"row 2"),
("Aiden moves it to the blue_pantry while all five are in the master_bedroom (line 3)","event","true",3,"row 3"),
("Aiden exits right after (line 4)","event","true",4,"row 4"),
("Isla, Jackson and Charlotte watch Isla move it to the blue_box","event","true",7,"row 7 witnesses"),
("Jackson later moves it to the blue_drawer","event","true",9,"row 9"),
("Aiden sees none of this","presence","true",9,"Aiden absent 7, 9"),
("When Aiden and Isla return at line 15","event","true",15,"row 15"),
("Jackson and Charlotte are still in the waiting_room","presence","true",15,"rooms row 15"),
("Isla thinks Aiden thinks Jackson thinks Charlotte thinks it's where they last all saw it: the blue_pantry","belief","true","end","answer")]),
dict(style="narrative", label="unsupported", stated="blue_pantry",
response="""Fourth-order questions like this are tricky because you have to keep nesting perspectives, and there's a lot of shuffling going on in this story. Working from the outside in, though, I end up at the same place each time.

The answer is J. blue_pantry.""",
claims=[("there's a lot of shuffling going on in this story","event","uncheckable",None,"vague commentary"),
("The answer is J. blue_pantry","belief","true","end","answer restated")]),
dict(style="terse", label="sound", stated="blue_pantry",
response="""J — the blue_pantry was the last spot Aiden saw before he left at line 4.""",
claims=[("J","belief","true","end","answer"),
("the blue_pantry was the last spot Aiden saw before he left at line 4","belief","true",4,"Aiden=blue_pantry row 4")]),
dict(style="thinking", label="unsound", stated="blue_pantry",
response="""<think>
Outermost: Isla. Next: Aiden. Then Jackson, then Charlotte.

Line 3: Aiden moves apple to blue_pantry, all five present. Line 4: Aiden exits. After that Isla moves it to blue_box (7), Jackson to blue_drawer (9), Charlotte to blue_envelope (11) — each one leaving after their move.

Aiden left at 4, so anything Aiden thinks about Jackson's view of Charlotte freezes at blue_pantry.

Second scene: William, Aiden, Isla re-enter the master_bedroom at 15. The apple is in the blue_envelope, they see it. Hmm, does that update Isla's model of Aiden? They're together, so Isla sees Aiden see it... but Isla thinks Aiden thinks the apple is in the blue_pantry still, since the re-entry is only about the melon. Anyway Jackson and Charlotte aren't there, so the deeper levels don't move.

So: blue_pantry.
</think>

**J. blue_pantry**. Aiden left right after putting the apple in the blue_pantry, so his view of what Jackson thinks Charlotte thinks never changes.""",
claims=[("Line 3: Aiden moves apple to blue_pantry","event","true",3,"row 3"),
("all five present","presence","true",3,"row 3"),
("Line 4: Aiden exits","event","true",4,"row 4"),
("Isla moves it to blue_box (7)","event","true",7,"row 7"),
("Jackson to blue_drawer (9)","event","true",9,"row 9"),
("Charlotte to blue_envelope (11)","event","true",11,"row 11"),
("anything Aiden thinks about Jackson's view of Charlotte freezes at blue_pantry","belief","true","end","Aiden->Jackson->Charlotte=blue_pantry"),
("William, Aiden, Isla re-enter the master_bedroom at 15","event","true",15,"row 15"),
("The apple is in the blue_envelope","location","true",15,"row 15"),
("they see it","belief","true",15,"all three = blue_envelope row 15"),
("Isla thinks Aiden thinks the apple is in the blue_pantry still","belief","false","end","PLANTED: Isla->Aiden=blue_envelope from row 15"),
("Jackson and Charlotte aren't there","presence","true",15,"waiting_room"),
("**J. blue_pantry**","belief","true","end","answer"),
("Aiden left right after putting the apple in the blue_pantry","order","true",4,"move 3, exit 4"),
("his view of what Jackson thinks Charlotte thinks never changes","belief","true","end","Aiden->Jackson->Charlotte blue_pantry 3-24")]),
]
