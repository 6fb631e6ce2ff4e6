# q5: s6814-1-o1  Jack strawberry -> red_cupboard (K)
RECORDS = [
dict(style="answer_first", label="sound", stated_answer="red_cupboard",
response="""**Answer: K. red_cupboard**

Explanation:
1. Jack moved the strawberry from the red_container to the blue_drawer himself (line 8), then left (line 9).
2. Carter, who stayed longer, moved it back to the red_container (line 12) after Jack was gone, so Jack didn't see that.
3. In the waiting room Jack publicly claimed the blue_pantry (line 15) — that's his own statement and doesn't change what he believes.
4. Carter then privately told Jack it's in the red_cupboard (line 16). Carter left the kitchen after Jack did, so Jack trusts him and updates to the red_cupboard.""",
claims=[
("K. red_cupboard","belief","true","end","Jack=red_cupboard"),
("Jack moved the strawberry from the red_container to the blue_drawer himself (line 8)","event","true",8,"line 8"),
("then left (line 9)","event","true",9,"line 9"),
("Carter, who stayed longer","order","true",13,"Carter exited 13 > Jack 9"),
("moved it back to the red_container (line 12)","event","true",12,"line 12"),
("after Jack was gone","order","true",12,"9 < 12"),
("Jack didn't see that","presence","true",12,"witnessed only by Carter"),
("Jack publicly claimed the blue_pantry (line 15)","communication","true",15,"line 15"),
("doesn't change what he believes","communication","true",15,"Jack=blue_drawer before and after 15"),
("Carter then privately told Jack it's in the red_cupboard (line 16)","communication","true",16,"line 16"),
("Carter left the kitchen after Jack did","order","true",13,"13 > 9"),
("Jack trusts him and updates to the red_cupboard","communication","true",16,"Jack=red_cupboard after 16"),
]),
dict(style="narrative", label="unsound", stated_answer="red_cupboard",
response="""Let me trace where each person was. Jack, Abigail and Carter were still in the kitchen when Jack moved the strawberry from the red_container into the blue_drawer; Alexander and Jacob had already left. Jack then walked out, so he missed Carter putting it back in the red_container at the very end.

In the waiting room, Jack announces that the strawberry is in the blue_pantry. That isn't what he believes — he's the one who put it in the blue_drawer — and making the claim doesn't change his own mind. Alexander and Jacob, who had left before him, don't buy it either. Then Carter pulls Jack aside and tells him it's in the red_cupboard. Since Carter left the kitchen after Jack, Jack has reason to trust him, and he adopts the red_cupboard.

The answer is K. red_cupboard.""",
claims=[
("Jack, Abigail and Carter were still in the kitchen when Jack moved the strawberry from the red_container into the blue_drawer","presence","true",8,"witnessed_by Abigail, Carter, Jack"),
("Alexander and Jacob had already left","presence","true",8,"exited at 4 and 7"),
("Jack then walked out","event","true",9,"line 9"),
("he missed Carter putting it back in the red_container at the very end","presence","true",12,"Jack not a witness of 12"),
("Jack announces that the strawberry is in the blue_pantry","communication","true",15,"line 15"),
("That isn't what he believes","belief","true",15,"Jack=blue_drawer at 15"),
("he's the one who put it in the blue_drawer","event","true",8,"line 8"),
("making the claim doesn't change his own mind","communication","true",15,"Jack unchanged at 15"),
("Alexander and Jacob, who had left before him","order","true",9,"4, 7 < 9"),
("don't buy it either","communication","false",15,"PLANTED: Alexander and Jacob adopt blue_pantry at 15"),
("Carter pulls Jack aside and tells him it's in the red_cupboard","communication","true",16,"line 16"),
("Carter left the kitchen after Jack","order","true",13,"13 > 9"),
("he adopts the red_cupboard","communication","true",16,"Jack=red_cupboard after 16"),
("The answer is K. red_cupboard","belief","true","end","answer"),
]),
dict(style="numbered", label="unsound", stated_answer="red_cupboard",
response="""Let's think step by step.

1. The strawberry starts in the red_container (line 2).
2. Alexander and Jacob leave; Jack then moves the strawberry to the blue_drawer (line 8) and exits (line 9).
3. Abigail leaves, and Carter moves the strawberry back to the red_container at line 11. Jack is not in the kitchen for this.
4. So before the waiting-room conversation, Jack believes it's in the blue_drawer.
5. Jack's own public claim (blue_pantry) doesn't affect his own belief.
6. Carter privately tells Jack it's in the red_cupboard. Jack trusts Carter because Carter exited after him.
7. Jack's final belief: red_cupboard.

The answer is \\boxed{K}.""",
claims=[
("The strawberry starts in the red_container (line 2)","location","true",2,"line 2"),
("Alexander and Jacob leave","event","true",7,"exits 4 and 7"),
("Jack then moves the strawberry to the blue_drawer (line 8)","event","true",8,"line 8"),
("exits (line 9)","event","true",9,"line 9"),
("Abigail leaves","event","true",11,"line 11"),
("Carter moves the strawberry back to the red_container at line 11","event","false",11,"PLANTED: the move is line 12; line 11 is Abigail exiting"),
("Jack is not in the kitchen for this","presence","true",12,"Jack exited at 9"),
("before the waiting-room conversation, Jack believes it's in the blue_drawer","belief","true",14,"Jack=blue_drawer at 14"),
("Jack's own public claim (blue_pantry) doesn't affect his own belief","communication","true",15,"Jack unchanged at 15"),
("Carter privately tells Jack it's in the red_cupboard","communication","true",16,"line 16"),
("Jack trusts Carter","communication","true",16,"Jack=red_cupboard after 16"),
("Carter exited after him","order","true",13,"13 > 9"),
("Jack's final belief: red_cupboard","belief","true","end","Jack=red_cupboard"),
("The answer is \\boxed{K}","belief","true","end","answer"),
]),
dict(style="terse", label="wrong", stated_answer="blue_drawer",
response="""M. blue_drawer — he put it there himself and never saw it moved.""",
claims=[
("M. blue_drawer","belief","false","end","Jack=red_cupboard at end"),
("he put it there himself","event","true",8,"line 8"),
("never saw it moved","presence","true",12,"Jack not a witness of 12"),
]),
dict(style="thinking", label="unsupported", stated_answer="red_cupboard",
response="""<think>
First-order question about Jack. The story has a lot of coming and going, and then some claims in the waiting room. The key is whose word Jack accepts at the end. I'll go with the red_cupboard.
</think>

K. red_cupboard""",
claims=[
("The story has a lot of coming and going","event","uncheckable",None,"vague commentary"),
("K. red_cupboard","belief","true","end","answer"),
]),
]
