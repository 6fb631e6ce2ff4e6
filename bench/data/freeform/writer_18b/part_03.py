RECORDS = [
dict(style="terse", label="sound", stated_answer="green_suitcase", response="""K. green_suitcase. Olivia and Avery both left right after Olivia's move to the green_suitcase, and William's later claim can't touch the Avery-about-Olivia layer.""",
claims=[
("Olivia and Avery both left right after Olivia's move to the green_suitcase","order","true",6,"Olivia 4, Avery 6 after move at 3"),
("Olivia's move to the green_suitcase","event","true",3,"line 3"),
("William's later claim can't touch the Avery-about-Olivia layer","communication","true",16,"W->A->O stays green_suitcase at 16"),
]),
dict(style="thinking", label="unsound", stated_answer="green_suitcase", response="""<think>
William -> Avery -> Olivia about the sweet_potato.
Start: red_bathtub. Olivia moves it to the green_suitcase at line 3; all five present.
Olivia exits (4), Avery exits (6). William then moves it to the blue_container at line 7 — but Avery and Olivia are both gone, so neither sees that.
So as of line 8, William thinks Avery thinks Olivia thinks green_suitcase.
Now the waiting room: William publicly claims green_bucket. Does Avery believe him? Avery left the porch before William... hmm, Avery doesn't trust William here, so Avery's own belief stays on the green_suitcase.
Anyway the question isn't about Avery's first-order belief. The third-order chain still reflects the last thing all three shared, which was the green_suitcase.
Then Jacob privately tells William red_bathtub — that's about William's own belief, not the chain.
</think>
**K. green_suitcase** — the last event William, Avery and Olivia all saw was Olivia putting it in the green_suitcase.""",
claims=[
("Start: red_bathtub","location","true",2,"row 2"),
("Olivia moves it to the green_suitcase at line 3","event","true",3,"line 3"),
("all five present","presence","true",3,"all witnessed 3"),
("Olivia exits (4)","event","true",4,"line 4"),
("Avery exits (6)","event","true",6,"line 6"),
("William then moves it to the blue_container at line 7","event","true",7,"line 7"),
("Avery and Olivia are both gone, so neither sees that","presence","true",7,"witnessed Jacob,Nathan,William"),
("as of line 8, William thinks Avery thinks Olivia thinks green_suitcase","belief","true",8,"gold row 8"),
("William publicly claims green_bucket","communication","true",16,"line 16"),
("Avery left the porch before William","order","true",8,"Avery 6, William 8"),
("Avery doesn't trust William here, so Avery's own belief stays on the green_suitcase","communication","false",16,"PLANTED: Avery trusts William (left later), Avery green_bucket at 16"),
("The third-order chain still reflects the last thing all three shared, which was the green_suitcase","belief","true","end","gold W->A->O green_suitcase"),
("Jacob privately tells William red_bathtub","communication","true",17,"line 17"),
("the last event William, Avery and Olivia all saw was Olivia putting it in the green_suitcase","event","true",3,"line 3 last shared event"),
]),
dict(style="answer_first", label="unsound", stated_answer="green_suitcase", response="""**Answer: K. green_suitcase**

Explanation:
1. The sweet_potato starts in the red_bathtub (line 2).
2. Olivia moves it to the green_suitcase while William, Avery, Nathan and Jacob watch (line 3).
3. Olivia and Avery leave (lines 4 and 6).
4. Nathan then moves the sweet_potato to the blue_container (line 7), with only William, Nathan and Jacob left in the porch.
5. William's public claim about the green_bucket (line 16) updates what Avery and Olivia think, but William doesn't think it changes what Avery thinks Olivia thinks.

So William thinks Avery thinks Olivia thinks it is in the green_suitcase.""",
claims=[
("The sweet_potato starts in the red_bathtub (line 2)","location","true",2,"row 2"),
("Olivia moves it to the green_suitcase while William, Avery, Nathan and Jacob watch (line 3)","event","true",3,"line 3, all witnessed"),
("Olivia and Avery leave (lines 4 and 6)","event","true",6,"lines 4,6"),
("Nathan then moves the sweet_potato to the blue_container (line 7)","event","false",7,"PLANTED: William moved it, not Nathan"),
("with only William, Nathan and Jacob left in the porch","presence","true",7,"witnessed Jacob,Nathan,William"),
("William's public claim about the green_bucket (line 16) updates what Avery and Olivia think","communication","true",16,"Avery, Olivia green_bucket at 16"),
("William doesn't think it changes what Avery thinks Olivia thinks","belief","true",16,"W->A->O green_suitcase at 16"),
("William thinks Avery thinks Olivia thinks it is in the green_suitcase","belief","true","end","gold"),
]),
dict(style="numbered", label="wrong", stated_answer="green_bucket", response="""Let's think step by step.

1. Olivia puts the sweet_potato into the green_suitcase in front of everyone.
2. Olivia and Avery leave the porch before William moves it to the blue_container, so they miss that move.
3. In the waiting room, William publicly claims it is in the green_bucket. Avery and Olivia both heard this, and since William left the porch after both of them, they trust him.
4. William knows everybody heard his announcement, so he expects Avery to expect Olivia to have taken it in as well.
5. Therefore William thinks Avery thinks Olivia thinks the sweet_potato is in the green_bucket.

The answer is [green_bucket]""",
claims=[
("Olivia puts the sweet_potato into the green_suitcase in front of everyone","event","true",3,"line 3 all witnessed"),
("Olivia and Avery leave the porch before William moves it to the blue_container","order","true",7,"exits 4,6 before move at 7"),
("they miss that move","presence","true",7,"not witnesses"),
("William publicly claims it is in the green_bucket","communication","true",16,"line 16"),
("Avery and Olivia both heard this","presence","true",16,"witnessed_by all"),
("William left the porch after both of them","order","true",8,"William 8 > 4,6"),
("they trust him","communication","true",16,"Avery, Olivia green_bucket"),
("William knows everybody heard his announcement","presence","true",16,"all witnessed; uncontroversial"),
("he expects Avery to expect Olivia to have taken it in as well","belief","false",16,"W->A->O green_suitcase"),
("William thinks Avery thinks Olivia thinks the sweet_potato is in the green_bucket","belief","false","end","gold green_suitcase"),
]),
dict(style="narrative", label="sound", stated_answer="green_suitcase", response="""Let me trace where each person was. Everyone is on the porch when Olivia moves the sweet_potato from the red_bathtub to the green_suitcase. Olivia walks out first, and Avery follows a little later.

William's own move to the blue_container comes after both of them have gone, so in William's model neither Avery nor Olivia knows about it.

In the waiting room William announces the green_bucket to everyone, and Jacob quietly tells him red_bathtub. Those change a few first- and second-level beliefs (Avery now believes the green_bucket, and William believes the red_bathtub), but William's picture of what Avery thinks Olivia thinks is still anchored to the green_suitcase.

The answer is K. green_suitcase.""",
claims=[
("Everyone is on the porch when Olivia moves the sweet_potato from the red_bathtub to the green_suitcase","presence","true",3,"all present"),
("Olivia moves the sweet_potato from the red_bathtub to the green_suitcase","event","true",3,"line 3"),
("Olivia walks out first","order","true",4,"first exit"),
("Avery follows a little later","order","true",6,"line 6"),
("William's own move to the blue_container comes after both of them have gone","order","true",7,"move 7 after 4,6"),
("in William's model neither Avery nor Olivia knows about it","belief","true",7,"W->A and W->O green_suitcase at 7"),
("William announces the green_bucket to everyone","communication","true",16,"line 16 public"),
("Jacob quietly tells him red_bathtub","communication","true",17,"line 17"),
("Avery now believes the green_bucket","belief","true","end","Avery green_bucket"),
("William believes the red_bathtub","belief","true","end","William red_bathtub at 17"),
("William's picture of what Avery thinks Olivia thinks is still anchored to the green_suitcase","belief","true","end","gold"),
]),
]
