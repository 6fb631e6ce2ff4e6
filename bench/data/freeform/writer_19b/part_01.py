# Q1 s6819-8-o3: Emily -> Ava -> Mila, lemon. gold green_container
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="green_container",
response="""**Answer: E. green_container**

Explanation:
- Mila moved the lemon from the green_basket to the green_container (line 5) and walked out right after (line 6). That is the last thing she saw, so Mila believes the lemon is in the green_container.
- Ava was in the bathroom for Mila's move and also saw Mila leave, so Ava thinks Mila thinks it's in the green_container. Ava's own move to the blue_container (line 7) happened after Mila was gone.
- Emily was still in the room through all of this, up to line 9, so she knows Ava's picture of Mila is still the green_container.

So Emily thinks Ava thinks Mila thinks the lemon is in the green_container.""",
claims=[
 ("Mila moved the lemon from the green_basket to the green_container (line 5)","event","true",5,"line 5 move"),
 ("walked out right after (line 6)","event","true",6,"Mila exits line 6"),
 ("Mila believes the lemon is in the green_container","belief","true","end","Mila: green_container"),
 ("Ava was in the bathroom for Mila's move","presence","true",5,"Ava witnessed line 5"),
 ("also saw Mila leave","presence","true",6,"Ava witnessed line 6"),
 ("Ava thinks Mila thinks it's in the green_container","belief","true","end","Ava->Mila green_container"),
 ("Ava's own move to the blue_container (line 7)","event","true",7,"line 7"),
 ("happened after Mila was gone","order","true",7,"7 after 6"),
 ("Emily was still in the room through all of this, up to line 9","presence","true",9,"Emily in bathroom until line 10"),
 ("she knows Ava's picture of Mila is still the green_container","belief","true","end","Emily->Ava->Mila green_container"),
 ("Emily thinks Ava thinks Mila thinks the lemon is in the green_container","belief","true","end","answer chain"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="green_container",
response="""<think>
Okay, so I need Emily's belief about Ava's belief about Mila's belief. Let me go through the story.

Everyone's in the bathroom at the start and the lemon is in the green_basket. Abigail leaves first (line 4). Then Mila moves the lemon to the green_container and walks out. So Mila's last view: green_container.

Ava then moves it to the blue_container, but Mila is already gone, so Mila doesn't know about that. Ava saw Mila put it in the green_container, so Ava thinks Mila thinks green_container.

Now Emily. Emily moved it to the green_bucket herself at line 9 — but that doesn't matter for the chain, that's after Ava left. Emily was there the whole time Ava and Mila were, so Emily thinks Ava thinks Mila thinks... green_container.

Hmm, let me double-check that Mila didn't come back at some point. No, Mila doesn't come back until the waiting_room, and nothing gets moved there. Okay.
</think>

Emily thinks Ava thinks Mila thinks the lemon is in the **green_container** (E). Mila left right after putting it there, and both Ava and Emily watched that happen.""",
claims=[
 ("Everyone's in the bathroom at the start","presence","true",1,"line 1 all enter"),
 ("the lemon is in the green_basket","location","true",2,"line 2"),
 ("Abigail leaves first (line 4)","order","true",4,"first exit"),
 ("Mila moves the lemon to the green_container","event","true",5,"line 5"),
 ("walks out","event","true",6,"Mila exits line 6"),
 ("Mila's last view: green_container","belief","true","end","Mila: green_container"),
 ("Ava then moves it to the blue_container","event","true",7,"line 7"),
 ("Mila is already gone","presence","true",7,"Mila not in room at 7"),
 ("Mila doesn't know about that","belief","true",7,"Mila still green_container"),
 ("Ava saw Mila put it in the green_container","presence","true",5,"Ava witnessed line 5"),
 ("Ava thinks Mila thinks green_container","belief","true","end","Ava->Mila"),
 ("Emily moved it to the green_bucket herself at line 9","event","true",9,"line 9"),
 ("that's after Ava left","order","true",9,"9 after 8"),
 ("Emily was there the whole time Ava and Mila were","presence","true",8,"Emily in room lines 1-9"),
 ("Emily thinks Ava thinks Mila thinks... green_container","belief","true","end","answer chain"),
 ("Mila doesn't come back until the waiting_room","presence","true",13,"Mila re-enters only at 13, waiting_room"),
 ("nothing gets moved there","event","true",13,"no move in waiting_room"),
 ("Emily thinks Ava thinks Mila thinks the lemon is in the **green_container**","belief","true","end","answer chain"),
 ("Mila left right after putting it there","order","true",6,"exit 6 right after move 5"),
 ("both Ava and Emily watched that happen","presence","true",5,"both witnessed line 5"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="green_container",
response="""**Step 1: Where does the lemon go?**
1. Line 2: it starts in the green_basket.
2. Line 5: Mila moves it to the green_container.
3. Line 7: Ava moves it to the blue_container.
4. Line 9: Emily moves it to the green_bucket.

**Step 2: Mila's belief**
Mila exits at line 6, right after her own move, so she believes the lemon is in the green_container.

**Step 3: Ava's belief about Mila**
Ava watched Mila move the lemon and leave. Ava's own move came after that, so Ava thinks Mila thinks it's in the green_container.

**Step 4: Emily's belief about Ava about Mila**
Emily was the last person to leave the bathroom, so she saw everything Ava saw. She knows Ava thinks Mila thinks it's in the green_container.

**Answer:** E. green_container""",
claims=[
 ("Line 2: it starts in the green_basket.","location","true",2,"line 2"),
 ("Line 5: Mila moves it to the green_container.","event","true",5,"line 5"),
 ("Line 7: Ava moves it to the blue_container.","event","true",7,"line 7"),
 ("Line 9: Emily moves it to the green_bucket.","event","true",9,"line 9"),
 ("Mila exits at line 6","event","true",6,"line 6"),
 ("right after her own move","order","true",6,"6 follows 5"),
 ("she believes the lemon is in the green_container","belief","true","end","Mila: green_container"),
 ("Ava watched Mila move the lemon","presence","true",5,"Ava witnessed 5"),
 ("and leave","presence","true",6,"Ava witnessed 6"),
 ("Ava's own move came after that","order","true",7,"7 after 6"),
 ("Ava thinks Mila thinks it's in the green_container","belief","true","end","Ava->Mila"),
 ("Emily was the last person to leave the bathroom","order","false",10,"PLANTED: Noah left last (line 12), Emily at line 10"),
 ("she saw everything Ava saw","presence","true",8,"Emily present for all of Ava's lines 1-8"),
 ("She knows Ava thinks Mila thinks it's in the green_container","belief","true","end","answer chain"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="green_container",
response="""Let me trace who saw what in the bathroom.

All five start out together, with the lemon in the green_basket. Abigail leaves first. Then Mila moves the lemon into the green_container and exits straight away, so her picture of the lemon freezes at the green_container.

After Mila is gone, Ava moves the lemon to the blue_container. Only Noah was still there to see this besides Ava herself — but that doesn't affect what Ava believes about Mila. Ava knows Mila left before the blue_container move, so Ava would assume Mila still thinks the lemon is in the green_container.

Now the outer layer, Emily. Emily was in the room when Mila made her move and when Mila left, so she can follow Ava's reasoning step for step. Emily thinks Ava thinks Mila thinks the lemon is in the green_container.

The answer is E. green_container.""",
claims=[
 ("All five start out together","presence","true",1,"line 1"),
 ("the lemon in the green_basket","location","true",2,"line 2"),
 ("Abigail leaves first","order","true",4,"first exit line 4"),
 ("Mila moves the lemon into the green_container","event","true",5,"line 5"),
 ("exits straight away","event","true",6,"line 6"),
 ("her picture of the lemon freezes at the green_container","belief","true","end","Mila: green_container"),
 ("After Mila is gone, Ava moves the lemon to the blue_container","event","true",7,"line 7"),
 ("Only Noah was still there to see this besides Ava herself","presence","false",7,"PLANTED: Emily also witnessed line 7"),
 ("Ava knows Mila left before the blue_container move","order","true",7,"exit 6 before move 7, Ava saw both"),
 ("Ava would assume Mila still thinks the lemon is in the green_container","belief","true","end","Ava->Mila"),
 ("Emily was in the room when Mila made her move","presence","true",5,"Emily witnessed 5"),
 ("when Mila left","presence","true",6,"Emily witnessed 6"),
 ("she can follow Ava's reasoning step for step","belief","uncheckable",None,"vague"),
 ("Emily thinks Ava thinks Mila thinks the lemon is in the green_container","belief","true","end","answer chain"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="blue_container",
response="""G. blue_container — Emily saw Ava put it there.""",
claims=[
 ("Emily saw Ava put it there","presence","true",7,"Emily witnessed line 7 (but wrong chain level)"),
]))
