RECORDS = [
dict(style="answer_first", label="sound", stated_answer="blue_bathtub", response="""**Answer: L. blue_bathtub**

Explanation:
- The beans start in the red_bucket (line 2) and Carter moves them to the blue_bathtub (line 3) while all five are still in the hallway.
- Carter leaves first (line 4), then Sophia, Chloe, Ethan and finally Olivia, and nobody touches the beans again.
- Chloe's private tell to Carter (line 15) only reaches Carter; Ethan doesn't hear it.
- So Ethan thinks Sophia thinks Chloe thinks Carter thinks the beans are in the blue_bathtub.""",
claims=[
("The beans start in the red_bucket (line 2)","location","true",2,"objects row 2 red_bucket"),
("Carter moves them to the blue_bathtub (line 3)","event","true",3,"line 3"),
("while all five are still in the hallway","presence","true",3,"all five in hallway at 3"),
("Carter leaves first (line 4)","order","true",4,"first exit"),
("then Sophia, Chloe, Ethan and finally Olivia","order","true",13,"exits at 6,8,11,13"),
("nobody touches the beans again","event","true","end","beans stay blue_bathtub to 16"),
("Chloe's private tell to Carter (line 15) only reaches Carter","communication","true",15,"witnessed by Carter, Chloe"),
("Ethan doesn't hear it","presence","true",15,"Ethan not in witnessed_by 15"),
("Ethan thinks Sophia thinks Chloe thinks Carter thinks the beans are in the blue_bathtub","belief","true","end","gold chain blue_bathtub"),
]),
dict(style="thinking", label="unsound", stated_answer="blue_bathtub", response="""<think>
Chain: Ethan -> Sophia -> Chloe -> Carter.
Beans begin in the red_bucket. Carter moves them to the blue_bathtub at line 3, everyone's watching.
Then Carter exits. Sophia exits at 6, Chloe at 8, then Olivia, and Ethan is the last one out at 13.
Hmm, so all of them saw the move to the blue_bathtub and nothing moved afterward.
In the waiting room Chloe privately tells Carter green_basket. Carter trusts her because she left after he did, so Carter himself now thinks green_basket.
Wait, does that matter for Ethan's chain? Ethan wasn't part of that conversation, so from Ethan's view nothing changes.
Then Sophia tells Ethan it's in the blue_bathtub, which matches what he already has.
</think>
Ethan thinks Sophia thinks Chloe thinks Carter thinks the beans are in the **blue_bathtub** (L).""",
claims=[
("Beans begin in the red_bucket","location","true",2,"row 2"),
("Carter moves them to the blue_bathtub at line 3","event","true",3,"line 3"),
("everyone's watching","presence","true",3,"all five witnessed 3"),
("Then Carter exits","event","true",4,"line 4"),
("Sophia exits at 6","event","true",6,"line 6"),
("Chloe at 8","event","true",8,"line 8"),
("then Olivia, and Ethan is the last one out at 13","order","false",13,"PLANTED: Ethan exits at 11, Olivia is last at 13"),
("all of them saw the move to the blue_bathtub","presence","true",3,"all witnessed 3"),
("nothing moved afterward","event","true","end","beans blue_bathtub to end"),
("Chloe privately tells Carter green_basket","communication","true",15,"line 15"),
("Carter trusts her because she left after he did","communication","true",15,"Carter's belief becomes green_basket"),
("Carter himself now thinks green_basket","belief","true",15,"Carter green_basket at 15"),
("Ethan wasn't part of that conversation","presence","true",15,"not witnessed by Ethan"),
("from Ethan's view nothing changes","belief","true",15,"Ethan chain unchanged at 15"),
("Sophia tells Ethan it's in the blue_bathtub","communication","true",16,"line 16"),
("which matches what he already has","belief","true",16,"Ethan blue_bathtub"),
("Ethan thinks Sophia thinks Chloe thinks Carter thinks the beans are in the **blue_bathtub**","belief","true","end","gold"),
]),
dict(style="numbered", label="sound", stated_answer="blue_bathtub", response="""**Step 1: Initial location**
The beans are in the red_bucket when everyone is in the hallway.

**Step 2: The move**
Carter moves the beans to the blue_bathtub. Sophia, Chloe and Ethan are all present and see it.

**Step 3: Exits**
Carter, Sophia, Chloe, Ethan and Olivia leave one by one. The beans are never moved again.

**Step 4: Waiting room**
Chloe tells Carter privately that the beans are in the green_basket, but this is only between the two of them. Sophia's private message to Ethan says blue_bathtub.

**Step 5: The chain**
Ethan saw Sophia, Chloe and Carter all watch the move, so his nested belief stays on the blue_bathtub.

**Answer:** L. blue_bathtub""",
claims=[
("The beans are in the red_bucket when everyone is in the hallway","location","true",2,"row 2"),
("Carter moves the beans to the blue_bathtub","event","true",3,"line 3"),
("Sophia, Chloe and Ethan are all present and see it","presence","true",3,"witnessed_by 3"),
("Carter, Sophia, Chloe, Ethan and Olivia leave one by one","order","true",13,"exit order 4,6,8,11,13"),
("The beans are never moved again","event","true","end","blue_bathtub to end"),
("Chloe tells Carter privately that the beans are in the green_basket","communication","true",15,"line 15"),
("this is only between the two of them","presence","true",15,"witnessed Carter, Chloe"),
("Sophia's private message to Ethan says blue_bathtub","communication","true",16,"line 16"),
("Ethan saw Sophia, Chloe and Carter all watch the move","presence","true",3,"all witnessed 3"),
("his nested belief stays on the blue_bathtub","belief","true","end","gold chain"),
]),
dict(style="narrative", label="wrong", stated_answer="green_basket", response="""Let me trace where everyone was. All five are in the hallway when Carter moves the beans from the red_bucket into the blue_bathtub, so at that point every nested belief points to the blue_bathtub.

Then they leave in order: Carter, Sophia, Chloe, Ethan, Olivia. No one moves anything after that.

The twist is in the waiting room. Chloe privately tells Carter the beans are in the green_basket, and since Chloe left the hallway after Carter, Carter trusts her and updates. Since this all happens in the same waiting room with everyone around, Ethan would pick up on it too, and he'd expect Sophia to model Chloe as having steered Carter toward the green_basket.

So Ethan thinks Sophia thinks Chloe thinks Carter thinks the beans are in the green_basket. The answer is N. green_basket.""",
claims=[
("All five are in the hallway when Carter moves the beans from the red_bucket into the blue_bathtub","presence","true",3,"all present at 3"),
("Carter moves the beans from the red_bucket into the blue_bathtub","event","true",3,"line 3"),
("at that point every nested belief points to the blue_bathtub","belief","true",3,"all chains blue_bathtub at 3"),
("they leave in order: Carter, Sophia, Chloe, Ethan, Olivia","order","true",13,"exits 4,6,8,11,13"),
("No one moves anything after that","event","true","end","no move"),
("Chloe privately tells Carter the beans are in the green_basket","communication","true",15,"line 15"),
("Chloe left the hallway after Carter","order","true",8,"Chloe 8 > Carter 4"),
("Carter trusts her and updates","communication","true",15,"Carter green_basket at 15"),
("Ethan would pick up on it too","presence","false",15,"private tell; Ethan not a witness"),
("Ethan thinks Sophia thinks Chloe thinks Carter thinks the beans are in the green_basket","belief","false","end","gold blue_bathtub"),
]),
dict(style="terse", label="unsupported", stated_answer="blue_bathtub", response="""L. blue_bathtub""", claims=[]),
]
