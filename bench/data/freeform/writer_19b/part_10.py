# Q10 s6819-23-o3: Jackson -> Olivia -> Hannah, beans. gold green_pantry
RECORDS = []

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="green_pantry",
response="""Let me go through who saw what.

At the start all five are in the sunroom and the beans are in the green_cupboard. Jackson moves them to the green_pantry in front of everyone, and then he's the first to leave. That's important: Jackson's knowledge stops right there, with the beans in the green_pantry.

After Jackson leaves, Avery, Jayden and Hannah each leave in turn without touching anything. Only then does Olivia, alone in the room, move the beans back to the green_cupboard. Olivia, of course, now thinks the beans are in the green_cupboard, and she assumes Hannah does as well — but Jackson can't know any of this anyway.

From Jackson's point of view, nobody touched the beans after his move to the green_pantry. He has no reason to think Olivia believes anything else about Hannah, so Jackson thinks Olivia thinks Hannah thinks the beans are in the green_pantry.

The answer is J. green_pantry.""",
claims=[
 ("all five are in the sunroom","presence","true",1,"line 1"),
 ("the beans are in the green_cupboard","location","true",2,"line 2"),
 ("Jackson moves them to the green_pantry in front of everyone","event","true",3,"line 3"),
 ("he's the first to leave","order","true",4,"first exit"),
 ("Jackson's knowledge stops right there, with the beans in the green_pantry","belief","true","end","Jackson: green_pantry"),
 ("Avery, Jayden and Hannah each leave in turn without touching anything","event","true",10,"lines 5-10"),
 ("Olivia, alone in the room, move the beans back to the green_cupboard","event","true",11,"line 11, only Olivia"),
 ("Olivia, of course, now thinks the beans are in the green_cupboard","belief","true","end","Olivia: green_cupboard"),
 ("she assumes Hannah does as well","belief","false","end","PLANTED: Olivia->Hannah is green_pantry (Hannah left before the move)"),
 ("From Jackson's point of view, nobody touched the beans after his move to the green_pantry","belief","true","end","Jackson: green_pantry"),
 ("Jackson thinks Olivia thinks Hannah thinks the beans are in the green_pantry","belief","true","end","answer chain"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="green_pantry",
response="""J. green_pantry""",
claims=[]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="green_pantry",
response="""<think>
Jackson → Olivia → Hannah, beans.

Beans: green_cupboard at line 2. Jackson moves to green_pantry at line 3 — everybody present. Jackson leaves at line 4, first one out.

Hmm, so Jackson saw nothing that happened to the beans after line 3. Whatever happens later, Jackson's model is frozen: he thinks everyone thinks green_pantry.

Let me still check the inner part for sanity. Hannah leaves at line 10, Olivia moves beans to green_cupboard at line 11, after Hannah left. So Hannah thinks green_pantry, and Olivia knows Hannah didn't see her move, so Olivia thinks Hannah thinks green_pantry. Consistent either way.

The garage scene and the waiting room claims are about the tomato. Not relevant.
</think>

J. green_pantry. Jackson left right after moving the beans into the green_pantry, so his whole picture — including what Olivia thinks Hannah thinks — stays at the green_pantry.""",
claims=[
 ("Beans: green_cupboard at line 2","location","true",2,"line 2"),
 ("Jackson moves to green_pantry at line 3","event","true",3,"line 3"),
 ("everybody present","presence","true",3,"all witnessed 3"),
 ("Jackson leaves at line 4, first one out","order","true",4,"first exit"),
 ("Jackson saw nothing that happened to the beans after line 3","presence","true",11,"absent at 11"),
 ("he thinks everyone thinks green_pantry","belief","true","end","all Jackson-> rows green_pantry"),
 ("Hannah leaves at line 10","event","true",10,"line 10"),
 ("Olivia moves beans to green_cupboard at line 11","event","true",11,"line 11"),
 ("after Hannah left","order","true",11,"11 after 10"),
 ("Hannah thinks green_pantry","belief","true","end","Hannah: green_pantry"),
 ("Olivia knows Hannah didn't see her move","belief","true",11,"Olivia->Hannah green_pantry"),
 ("Olivia thinks Hannah thinks green_pantry","belief","true","end","Olivia->Hannah"),
 ("The garage scene and the waiting room claims are about the tomato","event","true",24,"lines 14-24 tomato"),
 ("Jackson left right after moving the beans into the green_pantry","order","true",4,"exit 4 after move 3"),
 ("his whole picture — including what Olivia thinks Hannah thinks — stays at the green_pantry","belief","true","end","answer chain"),
]))

RECORDS.append(dict(style="answer_first", label="wrong", stated_answer="green_cupboard",
response="""**G. green_cupboard**

Explanation: Olivia moved the beans to the green_cupboard at line 11, after everyone else had left the sunroom. Since the beans ended up in the green_cupboard, and Olivia was the one who put them there, Olivia would assume Hannah finds them there too, and Jackson would go along with the final location.""",
claims=[
 ("Olivia moved the beans to the green_cupboard at line 11","event","true",11,"line 11"),
 ("after everyone else had left the sunroom","order","true",11,"exits 4-10 before 11"),
 ("the beans ended up in the green_cupboard","location","true","end","green_cupboard at end"),
 ("Olivia was the one who put them there","event","true",11,"line 11"),
 ("Olivia would assume Hannah finds them there too","belief","false","end","Olivia->Hannah green_pantry"),
 ("Jackson would go along with the final location","belief","false","end","chain green_pantry"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="green_pantry",
response="""**Step 1: Movements of the beans**
- Line 2: green_cupboard
- Line 3: Jackson → green_pantry (all five present)
- Line 11: Olivia → green_cupboard (Olivia alone)

**Step 2: Exit order from the sunroom**
Jackson (line 4), Avery (line 6), then Hannah, then Jayden, and Olivia last (line 12).

**Step 3: Nested beliefs**
- Hannah left before Olivia's move, so Hannah thinks green_pantry.
- Olivia saw Hannah leave, so Olivia thinks Hannah thinks green_pantry.
- Jackson left after his own move and saw none of the later exits, so Jackson thinks Olivia thinks Hannah thinks green_pantry.

**Answer:** J. green_pantry""",
claims=[
 ("Line 2: green_cupboard","location","true",2,"line 2"),
 ("Line 3: Jackson → green_pantry (all five present)","event","true",3,"line 3"),
 ("Line 11: Olivia → green_cupboard (Olivia alone)","event","true",11,"line 11"),
 ("Jackson (line 4)","event","true",4,"exit 4"),
 ("Avery (line 6)","event","true",6,"exit 6"),
 ("then Hannah, then Jayden","order","false",10,"PLANTED: Jayden exited at 8, Hannah at 10"),
 ("Olivia last (line 12)","order","true",12,"last exit"),
 ("Hannah left before Olivia's move","order","true",11,"10 before 11"),
 ("Hannah thinks green_pantry","belief","true","end","Hannah: green_pantry"),
 ("Olivia saw Hannah leave","presence","true",10,"Olivia witnessed 10"),
 ("Olivia thinks Hannah thinks green_pantry","belief","true","end","Olivia->Hannah"),
 ("Jackson left after his own move","order","true",4,"4 after 3"),
 ("saw none of the later exits","presence","true",12,"Jackson absent for 6-12"),
 ("Jackson thinks Olivia thinks Hannah thinks green_pantry","belief","true","end","answer chain"),
]))
