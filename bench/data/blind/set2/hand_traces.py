"""Whole traces written by hand for blind set 2 (labels follow from kind + eline, see writer.labels)."""

HAND = []

# 1 ------------------------------------------------------------ claude, right, order 2
HAND.append(dict(story_id="s5802-25", order=2, style="claude", kind="right", eline=None,
note="hand-written right trace (claude), mostly reworded",
response="""
I'll go through the story one line at a time, tracking what Aria believes about Ethan's belief.

Step 1 — Jayden, Avery, Ethan, Aria and Jackson walk into the bedroom together. The broccoli hasn't been mentioned, so there's nothing to believe yet.
Aria thinks Ethan thinks the broccoli is in [Null]

Step 2 — The broccoli starts off in the red_envelope. All five are in the room, so Ethan sees it, and Aria sees Ethan seeing it.
Aria thinks Ethan thinks the broccoli is in [red_envelope]

Step 3 — Jayden hangs around the bedroom for a minute without touching anything. Nothing changes.
Aria thinks Ethan thinks the broccoli is in [red_envelope]

Step 4 — Jayden steps out of the bedroom. Jayden isn't part of the chain, so this doesn't matter for us.
Aria thinks Ethan thinks the broccoli is in [red_envelope]

Step 5 — Avery puts the broccoli into the green_cupboard. Ethan and Aria are both still inside and both watch it happen.
Aria thinks Ethan thinks the broccoli is in [green_cupboard]

Step 6 — Avery leaves the bedroom. Ethan, Aria and Jackson remain.
Aria thinks Ethan thinks the broccoli is in [green_cupboard]

Step 7 — Ethan himself moves the broccoli over to the green_pantry, right in front of Aria. Aria knows Ethan knows where he put it.
Aria thinks Ethan thinks the broccoli is in [green_pantry]

Step 8 — Ethan walks out of the bedroom. From here on Ethan can't see anything in the bedroom, and Aria saw him go.
Aria thinks Ethan thinks the broccoli is in [green_pantry]

Step 9 — Aria waits in the bedroom for a minute and doesn't move anything.
Aria thinks Ethan thinks the broccoli is in [green_pantry]

Step 10 — Aria exits the bedroom too. Only Jackson is left.
Aria thinks Ethan thinks the broccoli is in [green_pantry]

Step 11 — Jackson takes the broccoli back to the red_envelope. Neither Ethan nor Aria is there anymore, so this doesn't touch Aria's picture of Ethan's belief.
Aria thinks Ethan thinks the broccoli is in [green_pantry]

Step 12 — Jackson heads out of the bedroom as well.
Aria thinks Ethan thinks the broccoli is in [green_pantry]

Step 13 — Everyone gathers in the waiting_room. No one says anything about the broccoli, so nothing changes.
Aria thinks Ethan thinks the broccoli is in [green_pantry]

Final Answer: [green_pantry]
"""))

# 2 ------------------------------------------------------------ llama3, wrong_event at line 6 (exit told as stay)
HAND.append(dict(story_id="s5802-49", order=3, style="llama3", kind="wrong_event", eline=6,
note="wrong_event at line 6 (exit): 'Isabella exited the bedroom' told as Isabella staying in the bedroom (hand-written)",
response="""
Let's break down the story step by step:

**Step 1:** Oliver, Isabella, Olivia, Ella and Noah enter the bedroom.
* All five of them are in the bedroom now.
* Nobody knows about the strawberry yet.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [Null]

**Step 2:** The strawberry is in the red_cupboard.
* Everyone is present, so everyone sees it.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [red_cupboard]

**Step 3:** Oliver is moving the strawberry to the blue_suitcase.
* All five are still in the bedroom, so Ella, Isabella and Noah all see the move.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [blue_suitcase]

**Step 4:** Oliver exits the bedroom.
* Oliver is no longer in the room and misses what happens next.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [blue_suitcase]

**Step 5:** Isabella makes no movements and stays in the bedroom for 1 minute.
* Isabella is still in the room, but nothing changes.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [blue_suitcase]

**Step 6:** Isabella stays in the bedroom for another minute without doing anything.
* Isabella is still watching, nothing new happens.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [blue_suitcase]

**Step 7:** Olivia makes no movements and stays in the bedroom for 1 minute.
* No effect on anyone's belief.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [blue_suitcase]

**Step 8:** Olivia exits the bedroom.
* Olivia leaves; only Ella and Noah remain.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [blue_suitcase]

**Step 9:** Ella is moving the strawberry to the blue_container.
* Noah sees this, but Isabella has already left, so Ella knows Isabella would still think Noah believes the blue_suitcase.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [blue_suitcase]

**Step 10:** Ella exits the bedroom.
* Ella's belief is frozen now.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [blue_suitcase]

**Step 11:** Noah makes no movements and stays in the bedroom for 1 minute.
* Nothing happens.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [blue_suitcase]

**Step 12:** Noah exits the bedroom.
* Noah leaves last.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [blue_suitcase]

**Step 13:** Oliver, Isabella, Olivia, Ella and Noah enter the waiting_room.
* Everyone is together again, but no one talks about the strawberry.
* Belief: Ella thinks Isabella thinks Noah thinks the strawberry is in [blue_suitcase]

Therefore, the answer is blue_suitcase.

Final Answer: [blue_suitcase]
"""))

# 3 ------------------------------------------------------------ qwen, wrong_belief at line 14 (claim)
HAND.append(dict(story_id="s5802-29", order=1, style="qwen", kind="wrong_belief", eline=14,
note="wrong_belief at line 14 (claim): belief kept at red_container though William accepts Liam's claim (gold green_drawer); line 15 right again (hand-written)",
response="""
## Step 1 ##
Lucas, William, Liam, Avery and James entered the lounge.
Everyone is present; no one knows where the cherry is yet.
William thinks the cherry is in [Null]

## Step 2 ##
The cherry is in the blue_drawer.
Everyone observes this.
William thinks the cherry is in [blue_drawer]

## Step 3 ##
Lucas moved the cherry to the green_drawer.
William is still in the lounge and sees the move.
William thinks the cherry is in [green_drawer]

## Step 4 ##
Lucas exited the lounge. (Lucas is no longer there and misses what follows)
No effect on William.
William thinks the cherry is in [green_drawer]

## Step 5 ##
William moved the cherry to the red_container.
William did it himself, so he knows.
William thinks the cherry is in [red_container]

## Step 6 ##
William exited the lounge, so William misses the later moves by Liam and James.
William's belief is frozen.
William thinks the cherry is in [red_container]

## Step 7 ##
Liam moved the cherry to the blue_envelope.
William is not present, so he does not see this.
William thinks the cherry is in [red_container]

## Step 8 ##
Liam exited the lounge.
No change.
William thinks the cherry is in [red_container]

## Step 9 ##
Avery made no movements and stayed in the lounge for 1 minute.
Irrelevant.
William thinks the cherry is in [red_container]

## Step 10 ##
Avery exited the lounge.
No change.
William thinks the cherry is in [red_container]

## Step 11 ##
James moved the cherry to the blue_drawer.
William is not in the lounge, so he misses it.
William thinks the cherry is in [red_container]

## Step 12 ##
James exited the lounge.
No change.
William thinks the cherry is in [red_container]

## Step 13 ##
Everyone entered the waiting_room.
No effect on beliefs.
William thinks the cherry is in [red_container]

## Step 14 ##
Liam publicly claimed that cherry is in the green_drawer.
William hears this, but he put the cherry in the red_container himself, so he keeps his own belief.
William thinks the cherry is in [red_container]

## Step 15 ##
James privately told Liam that the cherry is in the blue_drawer.
William does not hear this. Since Liam left after William, William trusts Liam's public claim.
William thinks the cherry is in [green_drawer]

Final Answer: [green_drawer]
"""))

# 4 ------------------------------------------------------------ gpt4o, right, order 0
HAND.append(dict(story_id="s5802-42", order=0, style="gpt4o", kind="right", eline=None,
note="hand-written right trace (gpt4o), copied lines with comments",
response="""
Let's track the real location of the eggplant.

### Step 1
**Event:** Ella, Jack, Emma, Aiden and Carter entered the front_yard (all five are together).
**Effect:** The eggplant hasn't appeared yet.
**Belief:** The eggplant is in [Null]

### Step 2
**Event:** Aiden dislikes the asparagus, which has nothing to do with the eggplant.
**Effect:** No effect.
**Belief:** The eggplant is in [Null]

### Step 3
**Event:** The eggplant is in the red_envelope.
**Effect:** This is its starting location.
**Belief:** The eggplant is in [red_envelope]

### Step 4
**Event:** Ella made no movements and stayed in the front_yard for 1 minute (she does not touch the eggplant).
**Effect:** Nothing moves.
**Belief:** The eggplant is in [red_envelope]

### Step 5
**Event:** Ella exited the front_yard.
**Effect:** Only who is present changes; the eggplant stays put.
**Belief:** The eggplant is in [red_envelope]

### Step 6
**Event:** Jack moved the eggplant to the green_pantry, so the real location changes while Ella is already outside.
**Effect:** The eggplant is now in the green_pantry.
**Belief:** The eggplant is in [green_pantry]

### Step 7
**Event:** Ella dislikes the grapefruit.
**Effect:** Irrelevant.
**Belief:** The eggplant is in [green_pantry]

### Step 8
**Event:** Jack leaves the front_yard right after moving it.
**Effect:** No change to the location.
**Belief:** The eggplant is in [green_pantry]

### Step 9
**Event:** Emma made no movements and stayed in the front_yard for 1 minute.
**Effect:** No change.
**Belief:** The eggplant is in [green_pantry]

### Step 10
**Event:** Emma exited the front_yard (Aiden and Carter are still there).
**Effect:** No change.
**Belief:** The eggplant is in [green_pantry]

### Step 11
**Event:** Aiden made no movements and stayed in the front_yard for 1 minute.
**Effect:** No change.
**Belief:** The eggplant is in [green_pantry]

### Step 12
**Event:** Aiden exited the front_yard.
**Effect:** No change.
**Belief:** The eggplant is in [green_pantry]

### Step 13
**Event:** Carter stays in the front_yard for a minute without moving anything.
**Effect:** No change.
**Belief:** The eggplant is in [green_pantry]

### Step 14
**Event:** Carter exited the front_yard, so the front_yard is now empty.
**Effect:** No change.
**Belief:** The eggplant is in [green_pantry]

### Step 15
**Event:** Everyone entered the waiting_room.
**Effect:** Moving rooms doesn't move the eggplant.
**Belief:** The eggplant is in [green_pantry]

### Step 16
**Event:** Emma publicly claimed that eggplant is in the blue_treasure_chest (this is just a claim; nothing is moved).
**Effect:** Claims don't change the real location.
**Belief:** The eggplant is in [green_pantry]

### Step 17
**Event:** Carter privately told Emma that the eggplant is in the red_cupboard.
**Effect:** Again only words; the eggplant is where Jack left it.
**Belief:** The eggplant is in [green_pantry]

**Final Answer: [green_pantry]**
"""))

# 5 ------------------------------------------------------------ claude, merged lines 7-8
HAND.append(dict(story_id="s5802-16", order=3, style="claude", kind="merged_lines", eline=7,
note="merged_lines: lines 7 (stay) and 8 (exit) told in one step (Elizabeth waits then leaves) (hand-written)",
response="""
Let me work through this carefully, line by line.

1. Jack, Alexander, Elizabeth, Benjamin and Sophia all come into the bedroom.
   Nothing is known about the strawberry yet.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [Null]

2. The strawberry is sitting in the green_suitcase.
   Everyone sees it.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [green_suitcase]

3. Jack moves the strawberry into the blue_envelope.
   All five are still there, so this is common knowledge.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [blue_envelope]

4. Jack leaves the bedroom.
   Jack isn't in the chain, so nothing changes for us.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [blue_envelope]

5. Alexander shifts the strawberry over to the red_cupboard.
   Benjamin and Sophia are both watching, and Alexander knows they are.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

6. Alexander steps out of the bedroom.
   From now on Alexander can't see anything, so what Alexander thinks Benjamin thinks is fixed at the red_cupboard.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

7. Elizabeth lingers for a minute without doing anything and then walks out of the bedroom.
   Neither matters for the chain.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

8. Benjamin moves the strawberry to the blue_bottle.
   Alexander is already gone, so in Sophia's view Alexander still pictures Benjamin believing the red_cupboard.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

9. Benjamin exits the bedroom.
   No change.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

10. Sophia moves the strawberry back to the green_suitcase.
   Only Sophia is left; this doesn't change her model of Alexander's model.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

11. Sophia likes the green_envelope.
   Irrelevant.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

12. Sophia walks out of the bedroom.
   No change.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

13. Everyone ends up in the waiting_room.
   Just a change of room.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

14. Benjamin isn't a fan of the eggplant.
   Not relevant.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

15. Elizabeth announces to everyone that the strawberry is in the red_crate.
   A public claim only reaches first- and second-order beliefs, not a third-order chain like this one.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

16. Sophia quietly tells Elizabeth the strawberry is in the green_suitcase.
   Private, and only between Sophia and Elizabeth.
   → Sophia thinks Alexander thinks Benjamin thinks the strawberry is in [red_cupboard]

Final Answer: [red_cupboard]
"""))

# 6 ------------------------------------------------------------ gpt4o, wrong_chain at line 10 (move)
HAND.append(dict(story_id="s5802-27", order=4, style="gpt4o", kind="wrong_chain", eline=10,
note="wrong_chain at line 10 (move): belief stated as Jacob > Hannah > Jackson (Oliver dropped), value green_box (hand-written)",
response="""
**Step 1:** Oliver, Jacob, Jackson, Hannah and Aiden entered the attic.
- Everyone is in the attic; the pineapple's location is unknown.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [Null]

**Step 2:** The pineapple is in the green_box.
- All five see it, so this is shared knowledge at every level.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 3:** Oliver made no movements and stayed in the attic for 1 minute.
- No effect.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 4:** Oliver exited the attic (Oliver leaves first, so his view is frozen at the green_box).
- Oliver will not see anything else.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 5:** Jacob made no movements and stayed in the attic for 1 minute.
- No effect.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 6:** Jacob exited the attic, so Jackson, Hannah and Aiden know Jacob is gone.
- Jacob's belief is frozen too.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 7:** Jackson can't find his phone.
- Irrelevant.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 8:** Jackson moved the pineapple to the green_drawer.
- Hannah and Aiden see this, but Oliver and Jacob have already left, so the chain through Oliver is unaffected.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 9:** Jackson exited the attic.
- No change.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 10:** Hannah moved the pineapple to the red_bucket.
- Only Hannah and Aiden are present; Jacob is long gone.
- **Belief:** Jacob thinks Hannah thinks Jackson thinks the pineapple is in [green_box]

**Step 11:** Hannah exited the attic.
- No change.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 12:** Aiden made no movements and stayed in the attic for 1 minute.
- No effect.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 13:** Aiden exited the attic.
- Now the attic is empty.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 14:** Oliver, Jacob, Jackson, Hannah and Aiden entered the waiting_room.
- No effect on beliefs.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 15:** Hannah publicly claimed that pineapple is in the red_basket.
- A public claim doesn't reach a fourth-order chain.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

**Step 16:** Aiden privately told Oliver that the pineapple is in the red_bucket.
- Private communication only affects the speaker and listener, not this chain.
- **Belief:** Jacob thinks Hannah thinks Oliver thinks Jackson thinks the pineapple is in [green_box]

Final Answer: [green_box]
"""))

# 7 ------------------------------------------------------------ qwen, right, order 2
HAND.append(dict(story_id="s5802-13", order=2, style="qwen", kind="right", eline=None,
note="hand-written right trace (qwen), copied lines with glued comments",
response="""
## Step 1 ##
Carter, Jayden, Oliver, Hannah and Mason entered the pantry.
Everyone is present, but the carrot's location is still unknown.
Carter thinks Mason thinks the carrot is in [Null]

## Step 2 ##
The carrot is in the blue_basket.
Everyone observes this.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 3 ##
Carter made no movements and stayed in the pantry for 1 minute.
No effect.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 4 ##
Carter exited the pantry. (Carter is no longer there, so Carter's view of Mason is frozen)
Carter will not see anything Mason does after this.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 5 ##
Jayden made no movements and stayed in the pantry for 1 minute.
Irrelevant.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 6 ##
Jayden exited the pantry.
No change.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 7 ##
Oliver made no movements and stayed in the pantry for 1 minute.
Irrelevant.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 8 ##
Oliver exited the pantry, so only Hannah and Mason are left.
No change.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 9 ##
Carter saw a dog.
Irrelevant.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 10 ##
Hannah moved the carrot to the green_bathtub. (Mason sees it, Carter does not)
Carter is gone, so Carter still thinks Mason believes what he last saw.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 11 ##
Hannah exited the pantry.
No change.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 12 ##
Mason moved the carrot to the blue_basket.
Carter does not see this either.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 13 ##
Mason exited the pantry.
No change.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 14 ##
Mason lost his phone.
Irrelevant.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 15 ##
Carter, Jayden, Oliver, Hannah and Mason entered the waiting_room.
No effect on beliefs.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 16 ##
Oliver publicly claimed that carrot is in the green_container.
Carter hears it, but Mason left the pantry after Oliver, so Carter expects Mason to ignore the claim.
Carter thinks Mason thinks the carrot is in [blue_basket]

## Step 17 ##
Mason privately told Oliver that the carrot is in the blue_bathtub.
Carter does not hear this private conversation.
Carter thinks Mason thinks the carrot is in [blue_basket]

Final Answer: [blue_basket]
"""))

# 8 ------------------------------------------------------------ llama3, wrong_agent at line 9 (noise)
HAND.append(dict(story_id="s5802-2", order=4, style="llama3", kind="wrong_agent", eline=9,
note="wrong_agent at line 9 (noise): 'Amelia saw a monkey' told as Aiden seeing a monkey (hand-written)",
response="""
Here is the step-by-step trace:

**Step 1:** Isla sees a dog.
* This happens before anyone enters a room, and it has nothing to do with the pear.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [Null]

**Step 2:** Isla, Aiden, Amelia, Benjamin and Sophia enter the kitchen.
* Everyone is in the kitchen now, but no one knows where the pear is yet.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [Null]

**Step 3:** The pear is in the green_treasure_chest.
* All five are present, so they all see where the pear is.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 4:** Isla makes no movements and stays in the kitchen for 1 minute.
* Isla is just waiting.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 5:** Isla exits the kitchen.
* Isla is not part of the chain.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 6:** Aiden makes no movements and stays in the kitchen for 1 minute.
* Nothing happens to the pear.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 7:** Aiden exits the kitchen.
* Aiden leaves, so his beliefs are frozen. Amelia, Benjamin and Sophia see him go.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 8:** Amelia makes no movements and stays in the kitchen for 1 minute.
* No movement.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 9:** Aiden sees a monkey.
* This is irrelevant to the pear.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 10:** Amelia exits the kitchen.
* Amelia is gone now; only Benjamin and Sophia remain.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 11:** Benjamin makes no movements and stays in the kitchen for 1 minute.
* Nothing happens.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 12:** Benjamin exits the kitchen.
* Benjamin's beliefs are frozen now.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 13:** Sophia is moving the pear to the green_treasure_chest.
* The pear is moved into the same container it was already in, and only Sophia sees it anyway.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 14:** Sophia exits the kitchen.
* No change.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 15:** Isla, Aiden, Amelia, Benjamin and Sophia enter the waiting_room.
* Everyone is together again.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 16:** Amelia is publicly claiming that the pear is in the blue_bottle.
* Public claims don't affect a fourth-order belief like this one.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

**Step 17:** Sophia privately tells Amelia that the pear is in the blue_basket.
* Benjamin doesn't hear this, and it can't reach this chain.
* Belief: Benjamin thinks Sophia thinks Aiden thinks Amelia thinks the pear is in [green_treasure_chest]

Therefore, the answer is green_treasure_chest.

Final Answer: [green_treasure_chest]
"""))
