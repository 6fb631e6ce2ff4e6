# q7: s6814-3-o3  Evelyn -> Isabella -> Ella lemon -> blue_drawer (A)
RECORDS = [
dict(style="narrative", label="sound", stated_answer="blue_drawer",
response="""Let me trace where each person was when the lemon moved. All five start in the front_yard and see the lemon in the blue_drawer. Ella is the first to leave (line 5), before anything is moved. So Ella's belief is the blue_drawer, and everyone who watched her leave — Evelyn and Isabella included — knows that she missed the later moves: Olivia's to the blue_crate, Evelyn's to the red_crate, and Isabella's to the green_container.

Evelyn was still in the yard when Ella left and saw Isabella there too, so Evelyn knows Isabella knows Ella left with the lemon in the blue_drawer. The crawlspace scene only involves the lettuce.

So Evelyn thinks Isabella thinks Ella thinks the lemon is in the blue_drawer. The answer is A. blue_drawer.""",
claims=[
("All five start in the front_yard and see the lemon in the blue_drawer","presence","true",3,"all five witnessed 3"),
("Ella is the first to leave (line 5)","order","true",5,"first exit"),
("before anything is moved","order","true",5,"first move at 6"),
("Ella's belief is the blue_drawer","belief","true","end","Ella=blue_drawer"),
("everyone who watched her leave — Evelyn and Isabella included — knows that she missed the later moves","belief","true","end","Evelyn/Isabella/Olivia/Ethan -> Ella=blue_drawer"),
("Olivia's to the blue_crate","event","true",6,"line 6"),
("Evelyn's to the red_crate","event","true",8,"line 8"),
("Isabella's to the green_container","event","true",10,"line 10"),
("Evelyn was still in the yard when Ella left","presence","true",5,"Evelyn witnessed 5"),
("saw Isabella there too","presence","true",5,"Isabella witnessed 5"),
("Evelyn knows Isabella knows Ella left with the lemon in the blue_drawer","belief","true","end","Evelyn -> Isabella -> Ella=blue_drawer"),
("The crawlspace scene only involves the lettuce","event","true",17,"lines 16-23"),
("So Evelyn thinks Isabella thinks Ella thinks the lemon is in the blue_drawer","belief","true","end","answer"),
]),
dict(style="numbered", label="unsound", stated_answer="blue_drawer",
response="""Step 1: Line 3 — the lemon is in the blue_drawer, and all five are present.
Step 2: Line 5 — Ella leaves. From here on she sees nothing in the front_yard.
Step 3: Line 6 — Olivia moves it to the blue_crate; Evelyn and Isabella see this.
Step 4: Line 8 — Evelyn moves it to the red_crate, then leaves at line 9.
Step 5: Line 10 onward — Isabella and Ethan move it further, which Evelyn never sees, so Evelyn thinks Isabella still believes the blue_crate.
Step 6: Lines 16–24 are about the lettuce only.

Ella's view is stuck at the blue_drawer, and both Isabella and Evelyn watched her leave, so the third-order chain lands on the blue_drawer.

**Answer:** A. blue_drawer""",
claims=[
("Line 3 — the lemon is in the blue_drawer","location","true",3,"line 3"),
("all five are present","presence","true",3,"all five witnessed 3"),
("Line 5 — Ella leaves","event","true",5,"line 5"),
("From here on she sees nothing in the front_yard","presence","true",14,"Ella witnesses none of 6-14"),
("Line 6 — Olivia moves it to the blue_crate","event","true",6,"line 6"),
("Evelyn and Isabella see this","presence","true",6,"witnesses of 6"),
("Line 8 — Evelyn moves it to the red_crate","event","true",8,"line 8"),
("then leaves at line 9","event","true",9,"line 9"),
("Isabella and Ethan move it further","event","true",12,"lines 10, 12"),
("which Evelyn never sees","presence","true",12,"Evelyn not a witness of 10, 12"),
("so Evelyn thinks Isabella still believes the blue_crate","belief","false","end","PLANTED: Evelyn -> Isabella=red_crate (Isabella saw Evelyn's move)"),
("Lines 16–24 are about the lettuce only","event","true",24,"only lettuce there"),
("Ella's view is stuck at the blue_drawer","belief","true","end","Ella=blue_drawer"),
("both Isabella and Evelyn watched her leave","presence","true",5,"both witnessed 5"),
("the third-order chain lands on the blue_drawer","belief","true","end","answer chain"),
("A. blue_drawer","belief","true","end","answer"),
]),
dict(style="terse", label="unsound", stated_answer="blue_drawer",
response="""A — Ella walked out at line 7, before anyone touched the lemon, and Evelyn and Isabella both saw her go.""",
claims=[
("A","belief","true","end","answer A. blue_drawer"),
("Ella walked out at line 7","event","false",7,"PLANTED: Ella exited at line 5; line 7 is Olivia exiting"),
("before anyone touched the lemon","order","true",5,"Ella exits before first move at 6"),
("Evelyn and Isabella both saw her go","presence","true",5,"both witnessed 5"),
]),
dict(style="answer_first", label="wrong", stated_answer="green_container",
response="""**Answer: B. green_container**

- Isabella moved the lemon to the green_container at line 10, after Evelyn left (line 9).
- Isabella left after that and never saw Ethan put it back in the blue_drawer.
- Since the question runs through Isabella, her last known location — the green_container — is what Evelyn should attribute to the whole chain.""",
claims=[
("B. green_container","belief","false","end","chain=blue_drawer"),
("Isabella moved the lemon to the green_container at line 10","event","true",10,"line 10"),
("after Evelyn left (line 9)","order","true",9,"9 < 10"),
("Isabella left after that","order","true",11,"exit 11 after move 10"),
("never saw Ethan put it back in the blue_drawer","presence","true",12,"Isabella not a witness of 12"),
("her last known location — the green_container","belief","true","end","Isabella=green_container"),
]),
dict(style="thinking", label="wrong", stated_answer=None,
response="""<think>
Evelyn → Isabella → Ella, lemon.

Ella leaves at line 5 with the lemon in the blue_drawer. Olivia moves it to the blue_crate (6), Evelyn to the red_crate (8), Evelyn leaves (9), Isabella to the green_container (10), Ethan back to the blue_drawer (12).

Ella thinks blue_drawer. Isabella knows Ella left early. Evelyn knows Isabella saw Ella leave... but Evelyn also put the lemon into the red_crate in front of Isabella, so maybe Evelyn imagines Isabella assuming everyone, Ella too, got the update? Hmm. Ella wasn't there though. But the lemon is physically in the blue_drawer anyway at the end.

I can't decide between the two.
</think>

It's either A. blue_drawer or D. red_crate — blue_drawer if Evelyn tracks that Ella left early, red_crate if Evelyn assumes Isabella credits Ella with the latest move Evelyn saw.""",
claims=[
("Ella leaves at line 5 with the lemon in the blue_drawer","event","true",5,"line 5; lemon=blue_drawer"),
("Olivia moves it to the blue_crate (6)","event","true",6,"line 6"),
("Evelyn to the red_crate (8)","event","true",8,"line 8"),
("Evelyn leaves (9)","event","true",9,"line 9"),
("Isabella to the green_container (10)","event","true",10,"line 10"),
("Ethan back to the blue_drawer (12)","event","true",12,"line 12"),
("Ella thinks blue_drawer","belief","true","end","Ella=blue_drawer"),
("Isabella knows Ella left early","belief","true","end","Isabella -> Ella=blue_drawer"),
("Evelyn knows Isabella saw Ella leave","belief","true","end","Evelyn -> Isabella -> Ella=blue_drawer"),
("Evelyn also put the lemon into the red_crate in front of Isabella","event","true",8,"line 8 witnessed by Isabella"),
("Ella wasn't there though","presence","true",8,"Ella not a witness of 8"),
("the lemon is physically in the blue_drawer anyway at the end","location","true","end","lemon=blue_drawer"),
]),
]
