RECORDS = [
dict(style="answer_first", label="sound", stated="blue_drawer",
response="""Answer: blue_drawer

Explanation:
- Jacob moves the broccoli from the red_crate to the blue_drawer (line 3) in front of all five, then leaves right away (line 4).
- Since Jacob left before Mia moved it to the green_drawer (line 5), Jacob still thinks Mia thinks it's in the blue_drawer.
- Hannah and Isabella watched Jacob leave, so they both know his picture stops at the blue_drawer.
- Jack's public claim (line 18) and Hannah's tell to Jack (line 19) don't touch Jacob's view of Mia.""",
claims=[("Jacob moves the broccoli from the red_crate to the blue_drawer (line 3)","event","true",3,"row 3"),
("in front of all five","presence","true",3,"row 3"),
("then leaves right away (line 4)","event","true",4,"row 4"),
("Jacob left before Mia moved it to the green_drawer (line 5)","order","true",5,"4 before 5"),
("Jacob still thinks Mia thinks it's in the blue_drawer","belief","true","end","Jacob->Mia=blue_drawer"),
("Hannah and Isabella watched Jacob leave","presence","true",4,"witness row 4"),
("they both know his picture stops at the blue_drawer","belief","true","end","Hannah->Isabella->Jacob->Mia, Isabella->Jacob->Mia = blue_drawer"),
("Jack's public claim (line 18) and Hannah's tell to Jack (line 19) don't touch Jacob's view of Mia","communication","true",19,"Jacob->Mia blue_drawer rows 18-19")]),
dict(style="numbered", label="unsound", stated="blue_drawer",
response="""Step 1: All five are in the hall and the broccoli is in the red_crate.
Step 2: Jacob moves it to the blue_drawer and exits. When Jacob left, the broccoli was in the red_crate as far as the others were concerned.
Step 3: Mia moves it to the green_drawer and exits; Jack, Isabella and Hannah see this.
Step 4: Jacob never saw Mia's move, so Jacob thinks Mia thinks it's in the blue_drawer.
Step 5: Isabella knows Jacob left before that move, and Hannah knows Isabella knows.

**Answer:** blue_drawer""",
claims=[("All five are in the hall","presence","true",1,"row 1"),
("the broccoli is in the red_crate","location","true",2,"row 2"),
("Jacob moves it to the blue_drawer","event","true",3,"row 3"),
("exits","event","true",4,"row 4"),
("When Jacob left, the broccoli was in the red_crate as far as the others were concerned","location","false",4,"PLANTED: blue_drawer at row 4, all saw the move"),
("Mia moves it to the green_drawer","event","true",5,"row 5"),
("exits","event","true",6,"row 6"),
("Jack, Isabella and Hannah see this","presence","true",5,"witnesses row 5"),
("Jacob never saw Mia's move","presence","true",5,"Jacob absent row 5"),
("Jacob thinks Mia thinks it's in the blue_drawer","belief","true","end","Jacob->Mia"),
("Isabella knows Jacob left before that move","belief","true","end","Isabella->Jacob->Mia=blue_drawer"),
("Hannah knows Isabella knows","belief","true","end","Hannah->Isabella->Jacob->Mia=blue_drawer"),
("blue_drawer","belief","true","end","answer")]),
dict(style="narrative", label="unsound", stated="blue_drawer",
response="""Let me work from the innermost belief outward.

Mia last saw Jacob... actually, more precisely: Jacob put the broccoli in the blue_drawer while Mia was watching, and then Jacob walked out. So Jacob thinks Mia thinks it's in the blue_drawer. Mia moving it to the green_drawer happens after Jacob is gone.

Isabella and Hannah are there for all of this, and both stay until well after Mia and Jack leave. Isabella therefore knows that Jacob's view of Mia is stuck at the blue_drawer, and Hannah, who left last, knows Isabella knows that.

In the waiting_room, Jack's public claim makes Hannah think it's in the red_crate, but that's her own belief, not the nested one.

So the answer is blue_drawer.""",
claims=[("Jacob put the broccoli in the blue_drawer while Mia was watching","event","true",3,"row 3"),
("then Jacob walked out","event","true",4,"row 4"),
("Jacob thinks Mia thinks it's in the blue_drawer","belief","true","end","Jacob->Mia"),
("Mia moving it to the green_drawer happens after Jacob is gone","order","true",5,"4 before 5"),
("Isabella and Hannah are there for all of this","presence","true",5,"rows 3-5"),
("both stay until well after Mia and Jack leave","order","true",12,"Mia 6, Jack 9, Isabella 12, Hannah 16"),
("Isabella therefore knows that Jacob's view of Mia is stuck at the blue_drawer","belief","true","end","Isabella->Jacob->Mia"),
("Hannah, who left last","order","true",16,"row 16"),
("knows Isabella knows that","belief","true","end","chain"),
("Jack's public claim makes Hannah think it's in the red_crate","communication","false",18,"PLANTED: Hannah=green_drawer after 18 (left after Jack)"),
("the answer is blue_drawer","belief","true","end","answer")]),
dict(style="terse", label="wrong", stated="green_drawer",
response="""green_drawer. Hannah and Isabella both saw Mia move it there.""",
claims=[("green_drawer","belief","false","end","chain=blue_drawer"),
("Hannah and Isabella both saw Mia move it there","presence","true",5,"witnesses row 5")]),
dict(style="thinking", label="sound", stated="blue_drawer",
response="""<think>
Hannah -> Isabella -> Jacob -> Mia.

Innermost pair is Jacob -> Mia. Jacob moves the broccoli to the blue_drawer (3), leaves (4). Mia moves it to the green_drawer (5). So Jacob -> Mia = blue_drawer.

Isabella was in the hall the whole time until line 12, so she saw Jacob leave before Mia's move → Isabella -> Jacob -> Mia = blue_drawer. Hannah was there too and left after Isabella, so Hannah -> Isabella -> Jacob -> Mia = blue_drawer.

Waiting room: Jack publicly says red_crate. Jacob and Mia left before Jack, so they'd buy it... that changes Jacob's own belief, but does it change Jacob's view of Mia? Hmm. Even if it did, Hannah wouldn't model that. Then Hannah privately tells Jack blue_drawer — only Jack hears it.

Answer: blue_drawer.
</think>

**blue_drawer**: Jacob left right after putting it there, before Mia moved it, and both Isabella and Hannah saw that.""",
claims=[("Jacob moves the broccoli to the blue_drawer (3)","event","true",3,"row 3"),
("leaves (4)","event","true",4,"row 4"),
("Mia moves it to the green_drawer (5)","event","true",5,"row 5"),
("Jacob -> Mia = blue_drawer","belief","true","end","row 19"),
("Isabella was in the hall the whole time until line 12","presence","true",12,"rows 1-12"),
("she saw Jacob leave before Mia's move","presence","true",4,"witness row 4"),
("Isabella -> Jacob -> Mia = blue_drawer","belief","true","end","row 19"),
("Hannah was there too","presence","true",5,"row 5"),
("left after Isabella","order","true",16,"12 before 16"),
("Hannah -> Isabella -> Jacob -> Mia = blue_drawer","belief","true","end","row 19"),
("Jack publicly says red_crate","event","true",18,"row 18"),
("Jacob and Mia left before Jack","order","true",9,"4, 6 before 9"),
("that changes Jacob's own belief","communication","true",18,"Jacob=red_crate row 18"),
("Hannah privately tells Jack blue_drawer","event","true",19,"row 19"),
("only Jack hears it","presence","true",19,"witness Han, Jack"),
("**blue_drawer**","belief","true","end","answer"),
("Jacob left right after putting it there, before Mia moved it","order","true",5,"3,4 before 5"),
("both Isabella and Hannah saw that","presence","true",4,"witness row 4-5")]),
]
