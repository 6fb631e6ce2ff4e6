# Hand-written traces for blind set 3. Keyed by (story_id, order).
# plant = 0-based index of the story line carrying the error (None for right / wrong_final).
HAND = {}

HAND[("s5803-25", 3)] = dict(style="claude", kind="right", plant=None,
note="right trace, nearly every line in own words, explanations name other agents",
response="""
I'll track what Benjamin thinks Avery thinks Olivia thinks about the cucumber, one line at a time.

Step 1 — Olivia, Ethan, Avery, Carter and Benjamin walk into the back_yard.
Nobody has seen the cucumber yet.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [Null].

Step 2 — The cucumber starts out in the blue_box.
All five are standing there, so this is shared knowledge.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 3 — Olivia hangs around in the back_yard for a minute without touching anything.
Nothing changes.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 4 — Olivia steps out of the back_yard.
Olivia is the first to leave, so her picture of the cucumber is fixed at the blue_box from here on, and everyone still inside knows that.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 5 — Ethan stays put in the back_yard for a minute and doesn't move anything.
No effect.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 6 — Ethan leaves the back_yard too.
Ethan isn't part of the chain; Avery, Carter and Benjamin remain.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 7 — Avery takes the cucumber and puts it in the green_suitcase.
Benjamin and Carter watch this, but Olivia left back at step 4, so Avery knows Olivia didn't see it. Olivia's belief (as Avery models it) stays at the blue_box.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 8 — Avery notices a cat.
Irrelevant to the cucumber.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 9 — Avery heads out of the back_yard.
Avery's view is now frozen as well.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 10 — Carter moves the cucumber over to the green_bottle.
Only Carter and Benjamin are still there. Neither Avery nor Olivia sees it, so the nested belief doesn't budge.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 11 — Carter walks out of the back_yard.
No change.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 12 — Benjamin puts the cucumber back into the blue_box.
Benjamin is alone now. Funny enough, the real location matches the old belief again, but the chain was already fixed at the blue_box anyway.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 13 — Benjamin leaves the back_yard as the last one.
Nothing new for the chain.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Step 14 — All five (Olivia, Ethan, Avery, Carter and Benjamin) gather in the waiting_room.
Just a change of room, no talking yet.
Belief: Benjamin thinks Avery thinks Olivia thinks the cucumber is in [blue_box].

Final Answer: [blue_box]
""")

HAND[("s5803-0", 1)] = dict(style="claude", kind="right", plant=None,
note="right trace, numbered list, all lines reworded",
response="""
Let me follow Aiden's belief about the cherry.

1. Mila, Gracie, Aiden, Owen and Mason go into the garage together. There's no cherry yet, so Aiden has no belief.
   → Aiden thinks the cherry is in [Null]

2. Gracie isn't fond of the green_pepper. That's just a detail about Gracie, nothing about the cherry.
   → Aiden thinks the cherry is in [Null]

3. The cherry is sitting in the green_treasure_chest, and Aiden is right there to see it.
   → Aiden thinks the cherry is in [green_treasure_chest]

4. Mila waits in the garage for a minute and doesn't move anything.
   → Aiden thinks the cherry is in [green_treasure_chest]

5. Mila walks out of the garage. Aiden is still inside, so nothing changes for him.
   → Aiden thinks the cherry is in [green_treasure_chest]

6. Gracie moves the cherry into the green_bathtub. Aiden is still in the garage and sees it happen.
   → Aiden thinks the cherry is in [green_bathtub]

7. Gracie goes out of the garage, leaving Aiden, Owen and Mason behind.
   → Aiden thinks the cherry is in [green_bathtub]

8. Aiden spends a minute in the garage without doing anything.
   → Aiden thinks the cherry is in [green_bathtub]

9. Aiden leaves the garage. From now on he can't see what happens to the cherry.
   → Aiden thinks the cherry is in [green_bathtub]

10. Owen shifts the cherry to the red_box, but Aiden already left at step 9, so he misses it.
   → Aiden thinks the cherry is in [green_bathtub]

11. Owen steps out of the garage.
   → Aiden thinks the cherry is in [green_bathtub]

12. Mason lingers in the garage for a minute, not touching anything.
   → Aiden thinks the cherry is in [green_bathtub]

13. Mason leaves the garage as well.
   → Aiden thinks the cherry is in [green_bathtub]

14. Everyone enters the waiting_room. Nobody says anything about the cherry, so Aiden keeps his belief.
   → Aiden thinks the cherry is in [green_bathtub]

Final Answer: [green_bathtub]
""")

HAND[("s5803-46", 2)] = dict(style="gpt4o", kind="right", plant=None,
note="right trace, copied lines with glued comments, some reworded",
response="""
Let's trace what Liam thinks Isabella thinks about the pear.

### Step 1
**Event:** Alexander, Emily, William, Isabella and Liam entered the study.
**Effect:** Everyone is in the same room; the pear has not been mentioned.
**Belief:** Liam thinks Isabella thinks the pear is in [Null]

### Step 2
**Event:** The pear is in the red_crate (all five can see it).
**Effect:** Common knowledge now.
**Belief:** Liam thinks Isabella thinks the pear is in [red_crate]

### Step 3
**Event:** Alexander moved the pear to the green_treasure_chest, so everyone in the study watches it move.
**Effect:** Isabella and Liam both see it, and Liam knows Isabella sees it.
**Belief:** Liam thinks Isabella thinks the pear is in [green_treasure_chest]

### Step 4
**Event:** Alexander left the study.
**Effect:** Alexander is gone; Emily, William, Isabella and Liam are still there.
**Belief:** Liam thinks Isabella thinks the pear is in [green_treasure_chest]

### Step 5
**Event:** Emily made no movements and stayed in the study for 1 minute.
**Effect:** No effect.
**Belief:** Liam thinks Isabella thinks the pear is in [green_treasure_chest]

### Step 6
**Event:** Emily exited the study (after Alexander).
**Effect:** Isabella and Liam are still inside.
**Belief:** Liam thinks Isabella thinks the pear is in [green_treasure_chest]

### Step 7
**Event:** William moved the pear over to the red_envelope.
**Effect:** Isabella and Liam are both present, so Liam knows Isabella saw this.
**Belief:** Liam thinks Isabella thinks the pear is in [red_envelope]

### Step 8
**Event:** William exited the study, so only Isabella and Liam remain.
**Effect:** No change.
**Belief:** Liam thinks Isabella thinks the pear is in [red_envelope]

### Step 9
**Event:** Isabella stayed in the study for a minute without moving anything.
**Effect:** Nothing happens to the pear.
**Belief:** Liam thinks Isabella thinks the pear is in [red_envelope]

### Step 10
**Event:** Emily saw a dog (Emily isn't even in the study anymore; irrelevant).
**Effect:** No effect.
**Belief:** Liam thinks Isabella thinks the pear is in [red_envelope]

### Step 11
**Event:** Isabella exited the study.
**Effect:** Isabella's belief is frozen at the red_envelope, and Liam saw her leave.
**Belief:** Liam thinks Isabella thinks the pear is in [red_envelope]

### Step 12
**Event:** Liam moved the pear to the red_crate.
**Effect:** Liam knows Isabella was gone at this point, so she didn't see it go back to the red_crate.
**Belief:** Liam thinks Isabella thinks the pear is in [red_envelope]

### Step 13
**Event:** Liam exited the study.
**Effect:** No change.
**Belief:** Liam thinks Isabella thinks the pear is in [red_envelope]

### Step 14
**Event:** Everyone entered the waiting_room.
**Effect:** Nothing is said about the pear.
**Belief:** Liam thinks Isabella thinks the pear is in [red_envelope]

Final Answer: [red_envelope]
""")

HAND[("s5803-35", 2)] = dict(style="llama3", kind="wrong_belief", plant=6,
note="line 7 (move): belief follows Noah's own move to [green_crate] instead of gold [blue_treasure_chest]",
response="""
Let's break down the story step by step:

**Step 1:** Benjamin, Gracie, Noah, Olivia and Alexander entered the workshop.
* Everyone is in the workshop.
* The beans haven't been mentioned yet.
* Belief: Noah thinks Gracie thinks the beans is in [Null]

**Step 2:** The beans are in the green_envelope.
* Everyone is present, so everyone sees where the beans are.
* Belief: Noah thinks Gracie thinks the beans is in [green_envelope]

**Step 3:** Benjamin is staying in the workshop for 1 minute and is not moving anything.
* Nothing changes.
* Belief: Noah thinks Gracie thinks the beans is in [green_envelope]

**Step 4:** Benjamin exits the workshop.
* Benjamin is no longer in the workshop, so he will not see anything else.
* Gracie and Noah are still in the workshop.
* Belief: Noah thinks Gracie thinks the beans is in [green_envelope]

**Step 5:** Gracie moved the beans to the blue_treasure_chest.
* Gracie is the one moving the beans, and Noah is watching.
* Belief: Noah thinks Gracie thinks the beans is in [blue_treasure_chest]

**Step 6:** Gracie is leaving the workshop.
* Gracie won't see any more moves after this.
* Noah knows that Gracie left.
* Belief: Noah thinks Gracie thinks the beans is in [blue_treasure_chest]

**Step 7:** Noah moved the beans to the green_crate.
* Noah is still in the workshop and he moves the beans himself.
* Noah now knows the beans are in the green_crate.
* Belief: Noah thinks Gracie thinks the beans is in [green_crate]

**Step 8:** Noah exited the workshop.
* Noah is no longer in the workshop.
* Gracie had left before Noah's move, so Noah knows she still has the old location.
* Belief: Noah thinks Gracie thinks the beans is in [blue_treasure_chest]

**Step 9:** Olivia is moving the beans to the red_bottle.
* Noah and Gracie are both gone, so neither of them sees this.
* Belief: Noah thinks Gracie thinks the beans is in [blue_treasure_chest]

**Step 10:** Olivia lost her watch.
* This is not related to the beans.
* Belief: Noah thinks Gracie thinks the beans is in [blue_treasure_chest]

**Step 11:** Olivia exited the workshop.
* Only Alexander is left in the workshop.
* Belief: Noah thinks Gracie thinks the beans is in [blue_treasure_chest]

**Step 12:** Alexander moves the beans back to the green_envelope.
* Alexander is alone, no one else sees this.
* Belief: Noah thinks Gracie thinks the beans is in [blue_treasure_chest]

**Step 13:** Alexander exited the workshop.
* Everyone is out of the workshop now.
* Belief: Noah thinks Gracie thinks the beans is in [blue_treasure_chest]

**Step 14:** Benjamin, Gracie, Noah, Olivia and Alexander are entering the waiting_room.
* No new information.
* Belief: Noah thinks Gracie thinks the beans is in [blue_treasure_chest]

Therefore, the final answer is:

Final Answer: [blue_treasure_chest]
""")

HAND[("s5803-35", 1)] = dict(style="claude", kind="wrong_agent", plant=10,
note="line 11 (exit): Olivia's exit retold as Alexander leaving (reworded), explanation still mentions Olivia's earlier move",
response="""
Tracking Gracie's own belief about the beans.

Step 1 — Benjamin, Gracie, Noah, Olivia and Alexander all go into the workshop.
No beans mentioned yet.
Belief: Gracie thinks the beans is in [Null].

Step 2 — The beans start out in the green_envelope.
Gracie is there and sees it.
Belief: Gracie thinks the beans is in [green_envelope].

Step 3 — Benjamin waits in the workshop for a minute without moving anything.
Belief: Gracie thinks the beans is in [green_envelope].

Step 4 — Benjamin steps out of the workshop.
Gracie is still inside.
Belief: Gracie thinks the beans is in [green_envelope].

Step 5 — Gracie moves the beans into the blue_treasure_chest.
She did it herself, so of course she knows.
Belief: Gracie thinks the beans is in [blue_treasure_chest].

Step 6 — Gracie leaves the workshop.
From now on she misses everything that happens in there.
Belief: Gracie thinks the beans is in [blue_treasure_chest].

Step 7 — Noah puts the beans into the green_crate.
Gracie already left in step 6, so she doesn't see this.
Belief: Gracie thinks the beans is in [blue_treasure_chest].

Step 8 — Noah walks out of the workshop.
Belief: Gracie thinks the beans is in [blue_treasure_chest].

Step 9 — Olivia carries the beans over to the red_bottle.
Again, Gracie isn't around.
Belief: Gracie thinks the beans is in [blue_treasure_chest].

Step 10 — Olivia can't find his watch anymore.
Irrelevant to the beans.
Belief: Gracie thinks the beans is in [blue_treasure_chest].

Step 11 — Alexander heads out of the workshop, right after Olivia's move to the red_bottle.
Gracie still doesn't know about any of this.
Belief: Gracie thinks the beans is in [blue_treasure_chest].

Step 12 — Alexander moves the beans back to the green_envelope.
Gracie is long gone.
Belief: Gracie thinks the beans is in [blue_treasure_chest].

Step 13 — Alexander leaves the workshop.
Belief: Gracie thinks the beans is in [blue_treasure_chest].

Step 14 — Everyone gathers in the waiting_room.
No one talks about the beans.
Belief: Gracie thinks the beans is in [blue_treasure_chest].

Final Answer: [blue_treasure_chest]
""")

HAND[("s5803-6", 4)] = dict(style="gpt4o", kind="wrong_event", plant=9,
note="line 10 (stay): Mia staying retold as Mia leaving the TV_room (reworded; the real exit at line 11 is then told as well)",
response="""
Let's go through the story step by step.

**Step 1:** William, Aiden, Benjamin, Mia and Gracie entered the TV_room.
- All five are present; no object yet.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [Null]

**Step 2:** The watermelon is in the green_drawer, so everyone knows where it starts.
- Common knowledge for all five.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_drawer]

**Step 3:** William moved the watermelon to the green_bathtub (everyone is still in the room).
- Everyone sees the move, and everyone sees everyone else seeing it.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Step 4:** William exited the TV_room.
- William's view is frozen at the green_bathtub.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Step 5:** Aiden stayed put in the TV_room for 1 minute.
- No effect.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Step 6:** Aiden left the TV_room.
- Benjamin, Mia and Gracie remain.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Step 7:** Gracie spotted a cat.
- Irrelevant.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Step 8:** Benjamin made no movements and stayed in the TV_room for 1 minute, so nothing changes.
- No effect.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Step 9:** Benjamin exited the TV_room.
- Benjamin is the innermost agent; his belief stays at the green_bathtub. William had left even earlier (step 4).
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Step 10:** Mia walked out of the TV_room, leaving Gracie alone.
- Mia won't see anything else.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Step 11:** Mia exited the TV_room.
- Mia is gone.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Step 12:** Gracie moved the watermelon to the green_drawer.
- Nobody else is there; William and Benjamin left long ago, so the nested belief is unaffected.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Step 13:** Gracie exited the TV_room.
- No change.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Step 14:** Everyone walked into the waiting_room.
- No effect.
- **Belief:** Mia thinks Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

**Final Answer: [green_bathtub]**
""")

HAND[("s5803-6", 3)] = dict(style="qwen", kind="skipped_line", plant=6,
note="line 7 (noise: Gracie saw a cat) has no step; steps renumbered",
response="""
## Step 1 ##
William, Aiden, Benjamin, Mia and Gracie entered the TV_room.  
Everyone is present, but the watermelon's location is still unknown.  
Gracie thinks William thinks Benjamin thinks the watermelon is in [Null]

## Step 2 ##
The watermelon is in the green_drawer.  
Everyone observes this.  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_drawer]

## Step 3 ##
William moved the watermelon to the green_bathtub. (all five see it)  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

## Step 4 ##
William exited the TV_room, so William's belief is frozen at green_bathtub.  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

## Step 5 ##
Aiden made no movements and stayed in the TV_room for 1 minute.  
No effect.  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

## Step 6 ##
Aiden exited the TV_room.  
Irrelevant.  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

## Step 7 ##
Benjamin made no movements and stayed in the TV_room for 1 minute.  
No effect.  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

## Step 8 ##
Benjamin exited the TV_room. (Benjamin is no longer there and misses what follows)  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

## Step 9 ##
Mia made no movements and stayed in the TV_room for 1 minute.  
Irrelevant.  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

## Step 10 ##
Mia exited the TV_room.  
Only Gracie is left.  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

## Step 11 ##
Gracie moved the watermelon to the green_drawer.  
Only Gracie sees this. William and Benjamin are gone, so the chain is unchanged.  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

## Step 12 ##
Gracie exited the TV_room.  
No change.  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

## Step 13 ##
William, Aiden, Benjamin, Mia and Gracie entered the waiting_room.  
No effect on beliefs.  
Gracie thinks William thinks Benjamin thinks the watermelon is in [green_bathtub]

Final Answer: [green_bathtub]
""")

HAND[("s5803-7", 2)] = dict(style="claude", kind="merged_lines", plant=2,
note="lines 3 and 4 (stay+exit of Benjamin) told in one step as two events; later steps renumbered",
response="""
Let me trace what Jackson thinks Lily thinks about the lime.

Step 1 — Benjamin, Lily, William, Jackson and Jacob walk into the TV_room.
No lime yet.
Belief: Jackson thinks Lily thinks the lime is in [Null].

Step 2 — The lime sits in the red_bathtub.
Everybody is there, so everybody knows.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 3 — Benjamin hangs around in the TV_room for a minute, then steps out of the TV_room.
Benjamin isn't in the chain, so this changes nothing.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 4 — Lily stays in the TV_room for a minute without touching anything.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 5 — Lily leaves the TV_room.
Lily's view is frozen at the red_bathtub, and Jackson saw her go.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 6 — William waits in the TV_room for a minute and does nothing.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 7 — William heads out of the TV_room.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 8 — Jackson puts the lime into the blue_bucket.
Jackson knows Lily left back in step 5, so from Jackson's point of view Lily still has it in the red_bathtub.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 9 — Jackson leaves the TV_room.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 10 — Jacob spends a minute in the TV_room doing nothing.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 11 — Jacob walks out of the TV_room.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 12 — Everyone (Benjamin, Lily, William, Jackson and Jacob) enters the waiting_room.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 13 — William announces to everyone that the lime is in the green_treasure_chest.
Lily left the TV_room before William, so Lily would go along with William, but this is a claim about the speaker's and listeners' first- and second-order views; it doesn't change what Jackson thinks Lily thinks.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Step 14 — Jacob quietly tells William the lime is in the blue_bucket.
Only William hears it; Jackson and Lily are left out.
Belief: Jackson thinks Lily thinks the lime is in [red_bathtub].

Final Answer: [red_bathtub]
""")

HAND[("s5803-10", 1)] = dict(style="llama3", kind="wrong_event", plant=1,
note="line 2 (noise): 'Lucas dislikes the pumpkin' retold as 'Lucas likes the pumpkin' (reworded)",
response="""
Let's break down the story step by step:

**Step 1:** Carter, Olivia, Emma, Lucas and Ella have stepped into the closet.
* Everyone is in the closet.
* Belief: Carter thinks the pumpkin is in [Null]

**Step 2:** Lucas really likes the pumpkin.
* This is just about Lucas's taste, it doesn't tell us where the pumpkin is.
* Belief: Carter thinks the pumpkin is in [Null]

**Step 3:** The pumpkin was in the red_bathtub.
* Carter is in the closet and sees it.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 4:** Carter is staying in the closet for 1 minute and is not moving anything.
* Nothing changes.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 5:** Ella dislikes the beans.
* Irrelevant.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 6:** Carter exits the closet.
* Carter is no longer in the closet, so he won't see what happens next.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 7:** Olivia is moving the pumpkin to the blue_pantry.
* Carter is not in the closet, so he doesn't know about this move.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 8:** Olivia exited the closet.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 9:** Emma stays in the closet for 1 minute and makes no movements.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 10:** Emma got out of the closet.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 11:** Lucas made no movements and stayed in the closet for 1 minute.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 12:** Lucas exited the closet.
* Only Ella is left.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 13:** Ella moved the pumpkin to the red_bathtub.
* The pumpkin is back where Carter last saw it, but Carter didn't see this either.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 14:** Ella is leaving the closet.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

**Step 15:** Carter, Olivia, Emma, Lucas and Ella are entering the waiting_room.
* Nothing new about the pumpkin.
* Belief: Carter thinks the pumpkin is in [red_bathtub]

Therefore, the final answer is:

Final Answer: [red_bathtub]
""")

HAND[("s5803-30", 0)] = dict(style="llama3", kind="right", plant=None,
note="right order-0 trace, tense/pronoun changes",
response="""
Here is the step-by-step trace:

**Step 1:** Jackson, James, Gracie, Olivia and Noah are entering the workshop.
* No persimmon has been mentioned yet.
* Belief: The persimmon is in [Null]

**Step 2:** The persimmon is placed in the red_treasure_chest.
* This is where the persimmon starts.
* Belief: The persimmon is in [red_treasure_chest]

**Step 3:** Jackson is moving the persimmon to the blue_box.
* The persimmon is now in the blue_box.
* Belief: The persimmon is in [blue_box]

**Step 4:** Jackson exits the workshop.
* Jackson leaving doesn't move the persimmon.
* Belief: The persimmon is in [blue_box]

**Step 5:** Gracie disliked the tomato.
* Not related to the persimmon.
* Belief: The persimmon is in [blue_box]

**Step 6:** James stays in the workshop for 1 minute and doesn't move anything.
* Belief: The persimmon is in [blue_box]

**Step 7:** James has exited the workshop.
* Belief: The persimmon is in [blue_box]

**Step 8:** Gracie moves the persimmon over to the green_bottle.
* Gracie picks it up from the blue_box where Jackson had put it in step 3.
* Belief: The persimmon is in [green_bottle]

**Step 9:** Gracie exits the workshop.
* Belief: The persimmon is in [green_bottle]

**Step 10:** James spotted a monkey.
* James isn't even in the workshop anymore; this is irrelevant.
* Belief: The persimmon is in [green_bottle]

**Step 11:** Olivia is staying in the workshop for 1 minute without moving anything.
* Belief: The persimmon is in [green_bottle]

**Step 12:** Olivia is leaving the workshop.
* Belief: The persimmon is in [green_bottle]

**Step 13:** Noah sticks around in the workshop for a minute.
* Noah doesn't touch the persimmon.
* Belief: The persimmon is in [green_bottle]

**Step 14:** Noah exited the workshop.
* Belief: The persimmon is in [green_bottle]

**Step 15:** Jackson, James, Gracie, Olivia, and Noah came into the waiting_room.
* Belief: The persimmon is in [green_bottle]

Therefore, the final answer is:

Final Answer: [green_bottle]
""")

HAND[("s5803-7", 0)] = dict(style="gpt4o", kind="wrong_belief", plant=13,
note="line 14 (claim): real location taken from William's public claim [green_treasure_chest] instead of gold [blue_bucket]; back to gold at line 15",
response="""
Let's trace the actual location of the lime.

### Step 1
Benjamin, Lily, William, Jackson and Jacob entered the TV_room.  
No lime mentioned yet.  
**The lime is in [Null]**

### Step 2
The lime is in the red_bathtub.  
This is the starting location.  
**The lime is in [red_bathtub]**

### Step 3
Benjamin made no movements and stayed in the TV_room for 1 minute (he does not touch the lime).  
**The lime is in [red_bathtub]**

### Step 4
Benjamin exited the TV_room.  
Leaving doesn't move anything.  
**The lime is in [red_bathtub]**

### Step 5
Lily remained in the TV_room for one minute, making no moves.  
**The lime is in [red_bathtub]**

### Step 6
Lily exited the TV_room, so only William, Jackson and Jacob are left.  
**The lime is in [red_bathtub]**

### Step 7
William made no movements and stayed in the TV_room for 1 minute.  
**The lime is in [red_bathtub]**

### Step 8
William departs from the TV_room.  
**The lime is in [red_bathtub]**

### Step 9
Jackson moved the lime to the blue_bucket, so the lime physically changes place.  
**The lime is in [blue_bucket]**

### Step 10
Jackson exited the TV_room.  
**The lime is in [blue_bucket]**

### Step 11
Jacob stayed put in the TV_room for 1 minute.  
**The lime is in [blue_bucket]**

### Step 12
Jacob exited the TV_room (the room is now empty).  
**The lime is in [blue_bucket]**

### Step 13
Everyone walked into the waiting_room.  
The lime stays behind in the TV_room, in the blue_bucket where Jackson left it.  
**The lime is in [blue_bucket]**

### Step 14
William declared publicly that the lime was in the green_treasure_chest.  
William says the lime is in the green_treasure_chest now.  
**The lime is in [green_treasure_chest]**

### Step 15
Jacob privately told William that the lime is in the blue_bucket.  
Jacob was the last one in the TV_room, and the lime really is in the blue_bucket; claims don't move objects.  
**The lime is in [blue_bucket]**

Final Answer: [blue_bucket]
""")
