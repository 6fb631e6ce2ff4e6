RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="green_basket",
response="""A. green_basket

Explanation:
- All five start in the dining_room and see the corn go from the green_bathtub into the green_basket, which Chloe does herself (line 3).
- Chloe leaves right after (line 4). Everything afterwards (Mason's move to the green_cupboard, Logan's move to the green_treasure_chest, Ella's move back to the green_bathtub) happens without her.
- Ella was still in the room at line 4, so Chloe's last shared moment with Ella is the green_basket.
- Mason's public claim in the waiting_room (line 14) convinces Ella that the corn is in the green_basket, which only reinforces Chloe's picture.

So Chloe thinks Ella thinks the corn is in the green_basket.""",
claims=[
("All five start in the dining_room","presence","true",1,"line 1"),
("see the corn go from the green_bathtub into the green_basket","event","true",3,"all witnessed 3"),
("which Chloe does herself (line 3)","event","true",3,"Chloe moved it"),
("Chloe leaves right after (line 4)","event","true",4,"line 4"),
("Mason's move to the green_cupboard","event","true",7,"line 7"),
("Logan's move to the green_treasure_chest","event","true",9,"line 9"),
("Ella's move back to the green_bathtub","event","true",11,"line 11"),
("happens without her","presence","true",None,"Chloe absent 7-11"),
("Ella was still in the room at line 4","presence","true",4,"room row 4"),
("Mason's public claim in the waiting_room (line 14) convinces Ella that the corn is in the green_basket","communication","false",14,"PLANT: Ella's belief stays green_bathtub"),
("Chloe thinks Ella thinks the corn is in the green_basket","belief","true","end","Chloe->Ella green_basket"),
]),
dict(style="numbered", label="sound", stated_answer="green_basket",
response="""Let's think step by step.

1. Line 2: the corn is in the green_bathtub, and everyone is in the dining_room.
2. Line 3: Chloe moves it to the green_basket. Ella sees this.
3. Line 4: Chloe exits the dining_room. From here on Chloe sees nothing in that room.
4. Lines 7, 9, 11: Mason, Logan and Ella move the corn around (green_cupboard, green_treasure_chest, green_bathtub). Chloe misses all of it.
5. Line 14: Mason publicly says the corn is in the green_basket. That doesn't change what Chloe believes — she already thinks green_basket.
6. Line 15: Ella's tip about the blue_bathtub goes only to Mason, so Chloe never hears it.

Chloe's model of Ella is frozen at line 3.

\\boxed{green\\_basket}""",
claims=[
("Line 2: the corn is in the green_bathtub","location","true",2,"line 2"),
("everyone is in the dining_room","presence","true",2,"room row 2"),
("Line 3: Chloe moves it to the green_basket","event","true",3,"line 3"),
("Ella sees this","presence","true",3,"witnessed 3"),
("Line 4: Chloe exits the dining_room","event","true",4,"line 4"),
("Mason, Logan and Ella move the corn around (green_cupboard, green_treasure_chest, green_bathtub)","event","true",11,"lines 7,9,11"),
("Chloe misses all of it","presence","true",None,"not in witnessed 7,9,11"),
("Line 14: Mason publicly says the corn is in the green_basket","communication","true",14,"line 14"),
("That doesn't change what Chloe believes","communication","true",14,"Chloe stays green_basket"),
("she already thinks green_basket","belief","true",14,"Chloe green_basket"),
("Ella's tip about the blue_bathtub goes only to Mason","communication","true",15,"private tell"),
("Chloe never hears it","presence","true",15,"not witnessed"),
("Chloe's model of Ella is frozen at line 3","belief","true","end","Chloe->Ella green_basket since 3"),
]),
dict(style="narrative", label="wrong", stated_answer="green_bathtub",
response="""Let me work through this from Chloe's perspective.

Chloe sees the corn placed in the green_bathtub and then moves it to the green_basket herself, after which she leaves. Ella stays behind and eventually moves the corn back into the green_bathtub at line 11.

Now, in the waiting_room Ella and Chloe are together again. Chloe would reason that Ella, being the last one out, knows best where the corn ended up — and Ella knows it's in the green_bathtub. So Chloe thinks Ella thinks it's in the green_bathtub.

The answer is B. green_bathtub.""",
claims=[
("Chloe sees the corn placed in the green_bathtub","presence","true",2,"witnessed 2"),
("then moves it to the green_basket herself","event","true",3,"line 3"),
("after which she leaves","order","true",4,"exit 4 after 3"),
("Ella stays behind","presence","true",4,"Ella in room at 4"),
("eventually moves the corn back into the green_bathtub at line 11","event","true",11,"line 11"),
("in the waiting_room Ella and Chloe are together again","presence","true",13,"line 13"),
("Ella, being the last one out","order","true",12,"Ella exits last at 12"),
("Ella knows it's in the green_bathtub","belief","true","end","Ella green_bathtub"),
("Chloe thinks Ella thinks it's in the green_bathtub","belief","false","end","Chloe->Ella green_basket"),
]),
dict(style="terse", label="unsupported", stated_answer="green_basket",
response="""A""",
claims=[]),
dict(style="thinking", label="sound", stated_answer="green_basket",
response="""<think>
Chloe thinks Ella thinks... The corn goes green_bathtub -> green_basket (Chloe, line 3). Chloe exits at line 4. Ella is still in the dining room then.
After Chloe's exit: Mason -> green_cupboard (7), Logan -> green_treasure_chest (9), Ella -> green_bathtub (11). Chloe sees none of it.
Then the waiting room. Mason claims green_basket publicly. Hmm, does that shift Chloe's idea of Ella? Chloe already had Ella at green_basket, so the claim matches anyway.
Ella tells Mason blue_bathtub privately — Chloe isn't part of that.
Wait, should I double check Ella didn't leave before line 3? Line 1 all five enter, nobody leaves until line 4. Fine.
So green_basket.
</think>

Chloe last saw Ella when the corn was moved to the green_basket, and she witnessed nothing after leaving, so the answer is A. green_basket.""",
claims=[
("The corn goes green_bathtub -> green_basket (Chloe, line 3)","event","true",3,"line 3"),
("Chloe exits at line 4","event","true",4,"line 4"),
("Ella is still in the dining room then","presence","true",4,"room row 4"),
("Mason -> green_cupboard (7)","event","true",7,"line 7"),
("Logan -> green_treasure_chest (9)","event","true",9,"line 9"),
("Ella -> green_bathtub (11)","event","true",11,"line 11"),
("Chloe sees none of it","presence","true",None,"not witnessed 7-11"),
("Mason claims green_basket publicly","communication","true",14,"line 14"),
("Chloe already had Ella at green_basket","belief","true",13,"Chloe->Ella green_basket"),
("Ella tells Mason blue_bathtub privately","communication","true",15,"line 15"),
("Chloe isn't part of that","presence","true",15,"not witnessed 15"),
("nobody leaves until line 4","order","true",4,"first exit line 4"),
("Chloe last saw Ella when the corn was moved to the green_basket","presence","true",3,"last shared move"),
("she witnessed nothing after leaving","presence","true",None,"Chloe absent from dining_room after 4"),
]),
]
