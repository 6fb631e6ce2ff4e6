RECORDS = [
dict(style="numbered", label="unsound", stated_answer="blue_pantry",
response="""**Step 1: Shared starting point.** All five are in the master_bedroom when the apple goes from the blue_envelope to the blue_pantry (Aiden's move, line 3).

**Step 2: Who leaves when.** Aiden leaves first (line 4). Isla leaves before William does. Jackson and Charlotte are the last two in the room.

**Step 3: The chain.** Aiden left right after moving the apple, so Aiden's belief about what Jackson thinks Charlotte thinks is frozen at the blue_pantry. Isla knows Aiden left at that point, so in Isla's mind, Aiden thinks Jackson thinks Charlotte thinks the apple is in the blue_pantry.

**Step 4: Later events.** The apple is moved to the blue_box, blue_drawer and back to the blue_envelope, but Aiden sees none of those moves.

**Answer:** J. blue_pantry""",
claims=[
("All five are in the master_bedroom when the apple goes from the blue_envelope to the blue_pantry", "presence", "true", 3, "all five witnessed line 3"),
("Aiden's move, line 3", "event", "true", 3, "line 3"),
("Aiden leaves first (line 4)", "order", "true", 4, "first exit"),
("Isla leaves before William does", "order", "false", 8, "PLANTED: William exited at 6, Isla at 8"),
("Jackson and Charlotte are the last two in the room", "presence", "true", 8, "rooms row 8"),
("Aiden left right after moving the apple", "order", "true", 4, "move 3, exit 4"),
("Aiden's belief about what Jackson thinks Charlotte thinks is frozen at the blue_pantry", "belief", "true", "end", "Aiden -> Jackson -> Charlotte blue_pantry rows 3-24"),
("Isla knows Aiden left at that point", "presence", "true", 4, "Isla witnessed line 4"),
("in Isla's mind, Aiden thinks Jackson thinks Charlotte thinks the apple is in the blue_pantry", "belief", "true", "end", "gold answer"),
("The apple is moved to the blue_box, blue_drawer and back to the blue_envelope", "event", "true", 11, "lines 7, 9, 11"),
("Aiden sees none of those moves", "presence", "true", 11, "Aiden not in witnessed_by rows 7, 9, 11"),
]),
dict(style="narrative", label="sound", stated_answer="blue_pantry",
response="""Let me trace where each person was. All five start in the master bedroom, see the apple start out in the blue_envelope, and then watch Aiden move it to the blue_pantry. Aiden is the first to leave, so his picture of Jackson and Charlotte is locked in at the blue_pantry.

After that the room empties one by one: William, then Isla (who first moves the apple to the blue_box), then Jackson (after moving it to the blue_drawer), and finally Charlotte, who puts it back in the blue_envelope. None of those moves were seen by Aiden.

Later Isla and Aiden do go back into the master bedroom together with William, and they see the apple in the blue_envelope. That updates what Isla thinks Aiden believes about the apple itself — but not Aiden's picture of Jackson and Charlotte, since Jackson and Charlotte weren't there. In Isla's eyes, Aiden still thinks Jackson thinks Charlotte thinks the apple is in the blue_pantry.

The answer is J. blue_pantry.""",
claims=[
("All five start in the master bedroom", "presence", "true", 1, "line 1"),
("see the apple start out in the blue_envelope", "presence", "true", 2, "all witnessed line 2"),
("watch Aiden move it to the blue_pantry", "event", "true", 3, "line 3"),
("Aiden is the first to leave", "order", "true", 4, "line 4"),
("his picture of Jackson and Charlotte is locked in at the blue_pantry", "belief", "true", "end", "Aiden -> Jackson, Aiden -> Charlotte blue_pantry rows 3-24"),
("William, then Isla", "order", "true", 8, "exits 6, 8"),
("who first moves the apple to the blue_box", "event", "true", 7, "line 7"),
("then Jackson (after moving it to the blue_drawer)", "event", "true", 9, "lines 9-10"),
("finally Charlotte, who puts it back in the blue_envelope", "event", "true", 11, "line 11"),
("None of those moves were seen by Aiden", "presence", "true", 11, "Aiden absent rows 7-11"),
("Isla and Aiden do go back into the master bedroom together with William", "event", "true", 15, "line 15"),
("they see the apple in the blue_envelope", "presence", "true", 15, "Isla -> Aiden blue_envelope row 15"),
("That updates what Isla thinks Aiden believes about the apple itself", "belief", "true", 15, "Isla -> Aiden changes to blue_envelope at 15"),
("but not Aiden's picture of Jackson and Charlotte", "belief", "true", 15, "Isla -> Aiden -> Jackson stays blue_pantry"),
("Jackson and Charlotte weren't there", "presence", "true", 15, "both in waiting_room row 15"),
("In Isla's eyes, Aiden still thinks Jackson thinks Charlotte thinks the apple is in the blue_pantry", "belief", "true", "end", "gold answer"),
]),
dict(style="terse", label="wrong", stated_answer="blue_envelope",
response="""blue_envelope, since Isla and Aiden both saw it there when they went back in.""",
claims=[
("Isla and Aiden both saw it there when they went back in", "presence", "true", 15, "both in witnessed_by row 15; apple in blue_envelope"),
]),
dict(style="thinking", label="unsound", stated_answer="blue_pantry",
response="""<think>
Fourth order: Isla → Aiden → Jackson → Charlotte.

Line 3: Aiden moves the apple to the blue_pantry, everyone present. Line 4 Aiden exits. So Aiden's knowledge about the others stops there... but wait, he comes back at line 15. Let me check what happens then. Line 15: William, Aiden and Isla enter the master_bedroom. Jackson and Charlotte are not with them — they're in the waiting_room. The apple is in the blue_envelope at that point, so Aiden learns the actual location, but he can't learn anything new about what Jackson or Charlotte think.

Isla: she stayed until line 8, after moving the apple to the blue_box at 7. (Isla herself thinks Jackson believes it's in the blue_drawer, but I need Isla's model of Aiden, not of Jackson.)

Isla knows Aiden left at line 4 right after the blue_pantry move. So Isla thinks Aiden thinks Jackson thinks Charlotte thinks: blue_pantry.
</think>

J. blue_pantry — from Isla's point of view, the last apple move that Aiden saw Jackson and Charlotte witness was the move to the blue_pantry.""",
claims=[
("Line 3: Aiden moves the apple to the blue_pantry", "event", "true", 3, "line 3"),
("everyone present", "presence", "true", 3, "rooms row 3"),
("Line 4 Aiden exits", "event", "true", 4, "line 4"),
("he comes back at line 15", "event", "true", 15, "line 15"),
("Line 15: William, Aiden and Isla enter the master_bedroom", "event", "true", 15, "line 15"),
("Jackson and Charlotte are not with them", "presence", "true", 15, "rooms row 15"),
("they're in the waiting_room", "presence", "true", 15, "rooms row 15"),
("The apple is in the blue_envelope at that point", "location", "true", 15, "objects row 15"),
("Aiden learns the actual location", "belief", "true", 15, "Aiden -> blue_envelope row 15"),
("he can't learn anything new about what Jackson or Charlotte think", "belief", "true", 15, "Aiden -> Jackson / Charlotte unchanged at 15"),
("she stayed until line 8", "event", "true", 8, "Isla exits line 8"),
("after moving the apple to the blue_box at 7", "event", "true", 7, "line 7"),
("Isla herself thinks Jackson believes it's in the blue_drawer", "belief", "false", "end", "PLANTED: Isla -> Jackson = blue_box (Isla left before line 9)"),
("Isla knows Aiden left at line 4 right after the blue_pantry move", "presence", "true", 4, "Isla witnessed line 4"),
("Isla thinks Aiden thinks Jackson thinks Charlotte thinks: blue_pantry", "belief", "true", "end", "gold answer"),
("the last apple move that Aiden saw Jackson and Charlotte witness was the move to the blue_pantry", "presence", "true", "end", "line 3"),
]),
dict(style="answer_first", label="sound", stated_answer="blue_pantry",
response="""**J. blue_pantry**

- Aiden moves the apple to the blue_pantry at line 3 in front of everyone, then leaves at line 4.
- Every later move of the apple (lines 7, 9, 11) happens after Aiden has gone.
- Aiden's return at line 15 is with William and Isla only, so it can't change what he believes Jackson thinks Charlotte thinks.
- Isla watched Aiden leave, so she models Aiden's nested belief as the blue_pantry.""",
claims=[
("Aiden moves the apple to the blue_pantry at line 3 in front of everyone", "event", "true", 3, "line 3, all witnessed"),
("then leaves at line 4", "event", "true", 4, "line 4"),
("Every later move of the apple (lines 7, 9, 11) happens after Aiden has gone", "order", "true", 11, "4 < 7, 9, 11"),
("Aiden's return at line 15 is with William and Isla only", "event", "true", 15, "line 15"),
("it can't change what he believes Jackson thinks Charlotte thinks", "belief", "true", 15, "Aiden -> Jackson -> Charlotte unchanged"),
("Isla watched Aiden leave", "presence", "true", 4, "Isla witnessed line 4"),
("she models Aiden's nested belief as the blue_pantry", "belief", "true", "end", "Isla -> Aiden -> Jackson -> Charlotte blue_pantry"),
]),
]
