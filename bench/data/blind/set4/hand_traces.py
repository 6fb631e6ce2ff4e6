"""Fully hand-written traces (they replace the generated text for these packets).
Key: (story_id, order).  Labels are computed by hand_gold from (n lines, kind, error line)."""


def hand_gold(n, kind, e=None, final_right=True):
    restated = [True] * n
    belief_ok = [True] * n
    if kind in ("wrong_agent", "wrong_object", "wrong_container", "wrong_event", "skipped_line"):
        restated[e - 1] = False
    if kind == "merged_lines":
        restated[e - 1] = restated[e] = False
    if kind in ("wrong_belief", "wrong_chain", "bare_fact"):
        belief_ok[e - 1] = False
    right = [a and b for a, b in zip(restated, belief_ok)]
    fe = next((i + 1 for i, x in enumerate(right) if not x), None)
    verified = fe is None and kind != "out_of_order" and final_right
    return dict(restated=restated, right=right, first_error=fe, verified=verified, answer_right=final_right)


H = {}

# ------------------------------------------------------------ 4-021 claude right (order 4)
H[("s5804-46", 4)] = dict(style="claude", kind="right", e=None, n=14, error_line_kind=None,
    note="no error", response="""Let me work through this one carefully, keeping track of who is still in the hall at each point.

Step 1 — Emma, Alexander, Ethan, Ava and Logan all walk into the hall. Nobody has seen the banana yet, so there is nothing to believe.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [Null]

Step 2 — The banana starts out in the green_cupboard. All five of them are standing right there, so each of them sees it, and each knows the others see it too.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [green_cupboard]

Step 3 — Emma takes the banana and puts it in the blue_bottle. Everyone is still present, so this is common knowledge.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Step 4 — Emma walks out of the hall. Her own belief is now frozen at the blue_bottle, and everyone who stays behind saw her go.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Step 5 — Alexander moves the banana over to the blue_envelope. Emma is gone, so she has no idea, and the others (Ethan, Ava, Logan) know she has no idea. The innermost link of the chain is Emma, so nothing changes for it.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Step 6 — Alexander leaves the hall right after his move.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Step 7 — Ethan shifts the banana to the blue_drawer. Again Emma missed it, and both Alexander and Emma are out, so the chain still ends at what Emma last saw.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Step 8 — Ethan heads out of the hall too.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Step 9 — Ava hangs around in the hall for a minute without touching anything. Only Ava and Logan are left; no effect.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Step 10 — Ava steps out of the hall, leaving Logan alone.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Step 11 — Emma spots a cat. That's just a side detail and has nothing to do with the banana.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Step 12 — Logan puts the banana back into the green_cupboard. Logan knows where it really is now, but he also knows Emma left back at step 4 and never saw any of the later moves, so the nested belief doesn't budge.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Step 13 — Logan is the last one to leave the hall.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Step 14 — Everyone meets up again in the waiting_room. Nobody says anything about the banana, so no belief changes.
Belief: Logan thinks Alexander thinks Ethan thinks Emma thinks the banana is in [blue_bottle]

Final Answer: [blue_bottle]""")

# ------------------------------------------------------------ 4-042 llama3 right (order 1)
H[("s5804-39", 1)] = dict(style="llama3", kind="right", e=None, n=13, error_line_kind=None,
    note="no error", response="""Let's break down the story step by step:

**Step 1:** Liam, Isla, Mila, Amelia and Benjamin are entering the lounge.
* All five people are in the lounge now.
* The apple has not been mentioned yet, so Amelia does not know where it is.
* Belief: Amelia thinks the apple is in [Null]

**Step 2:** The apple is in the red_bottle.
* Amelia is in the lounge together with Liam, Isla, Mila and Benjamin, so she sees where the apple is.
* Belief: Amelia thinks the apple is in [red_bottle]

**Step 3:** Liam is staying in the lounge for 1 minute and making no movements.
* Liam does not move the apple.
* Belief: Amelia thinks the apple is in [red_bottle]

**Step 4:** Liam exits the lounge.
* Liam is the first one to go. Amelia is still inside.
* Belief: Amelia thinks the apple is in [red_bottle]

**Step 5:** Isla made no movements and stayed in the lounge for 1 minute.
* Nothing happens to the apple.
* Belief: Amelia thinks the apple is in [red_bottle]

**Step 6:** Isla is leaving the lounge.
* Now Liam and Isla are both gone.
* Belief: Amelia thinks the apple is in [red_bottle]

**Step 7:** Mila waits in the lounge for a minute and doesn't do anything.
* Amelia can see Mila didn't touch the apple.
* Belief: Amelia thinks the apple is in [red_bottle]

**Step 8:** Mila exited the lounge.
* Only Amelia and Benjamin are left.
* Belief: Amelia thinks the apple is in [red_bottle]

**Step 9:** Amelia stays in the lounge for 1 minute without moving anything.
* Amelia herself doesn't move the apple.
* Belief: Amelia thinks the apple is in [red_bottle]

**Step 10:** Amelia walks out of the lounge.
* From now on Amelia will not see anything that happens in the lounge, so her belief is frozen at the red_bottle.
* Belief: Amelia thinks the apple is in [red_bottle]

**Step 11:** Benjamin made no movements and stayed in the lounge for 1 minute.
* Benjamin is alone, and he doesn't move the apple either.
* Belief: Amelia thinks the apple is in [red_bottle]

**Step 12:** Benjamin is exiting the lounge.
* Everyone has left the lounge now.
* Belief: Amelia thinks the apple is in [red_bottle]

**Step 13:** Liam, Isla, Mila, Amelia and Benjamin went into the waiting_room.
* Nobody talks about the apple, so nothing changes.
* Belief: Amelia thinks the apple is in [red_bottle]

Therefore, Amelia thinks the apple is in the red_bottle.

Final Answer: [red_bottle]""")

# ------------------------------------------------------------ 4-057 claude wrong_agent (order 1)
H[("s5804-46", 1)] = dict(style="claude", kind="wrong_agent", e=4, n=14, error_line_kind="exit",
    note="line 4 (exit): retold as 'Alexander steps out of the hall' instead of Emma exiting", response="""I'll go through the story one line at a time.

1. Emma, Alexander, Ethan, Ava and Logan come into the hall. The banana hasn't been mentioned yet.
   → Emma thinks the banana is in [Null]

2. The banana is sitting in the green_cupboard, and Emma is there to see it.
   → Emma thinks the banana is in [green_cupboard]

3. Emma herself moves the banana to the blue_bottle, so of course she knows.
   → Emma thinks the banana is in [blue_bottle]

4. Alexander steps out of the hall. This doesn't touch the banana.
   → Emma thinks the banana is in [blue_bottle]

5. Alexander moves the banana to the blue_envelope. Emma is not in the hall anymore at this point, so she doesn't see it.
   → Emma thinks the banana is in [blue_bottle]

6. Alexander leaves the hall.
   → Emma thinks the banana is in [blue_bottle]

7. Ethan puts the banana into the blue_drawer. Emma still isn't around for this.
   → Emma thinks the banana is in [blue_bottle]

8. Ethan walks out of the hall.
   → Emma thinks the banana is in [blue_bottle]

9. Ava stays in the hall for a minute and doesn't move anything.
   → Emma thinks the banana is in [blue_bottle]

10. Ava exits the hall, so only Logan is left.
   → Emma thinks the banana is in [blue_bottle]

11. Emma sees a cat. Unrelated to the banana.
   → Emma thinks the banana is in [blue_bottle]

12. Logan moves the banana back to the green_cupboard. Emma left right after her own move, so she misses this one too.
   → Emma thinks the banana is in [blue_bottle]

13. Logan leaves the hall.
   → Emma thinks the banana is in [blue_bottle]

14. All five of them, Emma, Alexander, Ethan, Ava and Logan, go into the waiting_room. No one says anything, so Emma still believes what she last saw.
   → Emma thinks the banana is in [blue_bottle]

Final Answer: [blue_bottle]""")

# ------------------------------------------------------------ 4-112 gpt4o wrong_belief (order 0)
H[("s5804-20", 0)] = dict(style="gpt4o", kind="wrong_belief", e=12, n=14, error_line_kind="move",
    note="line 12 (move): real location left at [blue_cupboard] instead of [green_crate]; step 13 right again", response="""Let's trace the real location of the carrot step by step.

### Step 1
**Event:** Emma, Amelia, Liam, Charlotte and Jackson entered the study.
**Effect:** Everyone is in the study; the carrot hasn't appeared yet.
**Belief:** The carrot is in [Null]

### Step 2
**Event:** The carrot is in the green_crate. (this is its starting place)
**Effect:** The real location is now known.
**Belief:** The carrot is in [green_crate]

### Step 3
**Event:** Emma moved the carrot to the blue_cupboard, so it is no longer in the green_crate.
**Effect:** The actual location changes; Amelia, Liam, Charlotte and Jackson all watch.
**Belief:** The carrot is in [blue_cupboard]

### Step 4
**Event:** Emma exited the study.
**Effect:** Leaving does not move the carrot.
**Belief:** The carrot is in [blue_cupboard]

### Step 5
**Event:** Amelia made no movements and stayed in the study for 1 minute.
**Effect:** No effect.
**Belief:** The carrot is in [blue_cupboard]

### Step 6
**Event:** Charlotte likes the blue_basket (just a preference, not a location).
**Effect:** Irrelevant.
**Belief:** The carrot is in [blue_cupboard]

### Step 7
**Event:** Amelia exited the study, right after Emma.
**Effect:** No change to the real location.
**Belief:** The carrot is in [blue_cupboard]

### Step 8
**Event:** Liam made no movements and stayed in the study for 1 minute.
**Effect:** Nothing moves.
**Belief:** The carrot is in [blue_cupboard]

### Step 9
**Event:** Liam exited the study.
**Effect:** No change.
**Belief:** The carrot is in [blue_cupboard]

### Step 10
**Event:** Charlotte stayed in the study for a minute without moving anything.
**Effect:** Only Charlotte and Jackson are left; the carrot stays put.
**Belief:** The carrot is in [blue_cupboard]

### Step 11
**Event:** Charlotte exited the study.
**Effect:** Jackson is now alone in the study.
**Belief:** The carrot is in [blue_cupboard]

### Step 12
**Event:** Jackson moved the carrot to the green_crate. (the same place where it started in Step 2)
**Effect:** Nobody else is in the study to see this.
**Belief:** The carrot is in [blue_cupboard]

### Step 13
**Event:** Jackson exited the study.
**Effect:** The carrot was moved back to the green_crate by Jackson, and it stays there.
**Belief:** The carrot is in [green_crate]

### Step 14
**Event:** Everyone entered the waiting_room.
**Effect:** The carrot is still in the study, in the green_crate.
**Belief:** The carrot is in [green_crate]

**Final Answer: [green_crate]**""")

# ------------------------------------------------------------ 4-191 gpt4o wrong_event (order 2)
H[("s5804-40", 2)] = dict(style="gpt4o", kind="wrong_event", e=11, n=14, error_line_kind="exit",
    note="line 11 (exit): Lily's exit retold as Lily staying another minute", response="""**Step 1:** Isabella, Aiden, James, Lily and Gracie entered the playroom.
- All five are together; nobody has seen the banana yet.
- Lily thinks Gracie thinks the banana is in [Null]

**Step 2:** The banana is in the blue_basket, and everyone in the playroom sees it.
- Lily and Gracie both observe this and each knows the other saw it.
- Lily thinks Gracie thinks the banana is in [blue_basket]

**Step 3:** Isabella made no movements and stayed in the playroom for 1 minute.
- No effect.
- Lily thinks Gracie thinks the banana is in [blue_basket]

**Step 4:** Isabella exited the playroom (she is the first to leave).
- Isabella is not part of the chain.
- Lily thinks Gracie thinks the banana is in [blue_basket]

**Step 5:** Aiden moved the banana to the green_bottle.
- Lily and Gracie are both still there, and each sees the other watching, so Lily knows Gracie knows.
- Lily thinks Gracie thinks the banana is in [green_bottle]

**Step 6:** Aiden exited the playroom, so only James, Lily and Gracie remain.
- No change.
- Lily thinks Gracie thinks the banana is in [green_bottle]

**Step 7:** James made no movements and stayed in the playroom for 1 minute.
- Irrelevant.
- Lily thinks Gracie thinks the banana is in [green_bottle]

**Step 8:** James exited the playroom.
- Only Lily and Gracie are left now.
- Lily thinks Gracie thinks the banana is in [green_bottle]

**Step 9:** Lily made no movements and stayed in the playroom for 1 minute.
- Lily doesn't touch the banana.
- Lily thinks Gracie thinks the banana is in [green_bottle]

**Step 10:** Isabella dislikes the grapes.
- This is a side detail about Isabella, who already left.
- Lily thinks Gracie thinks the banana is in [green_bottle]

**Step 11:** Lily stayed in the playroom for another minute without moving anything.
- Nothing changes.
- Lily thinks Gracie thinks the banana is in [green_bottle]

**Step 12:** Gracie moved the banana to the blue_basket.
- Lily has already left by this point, so she cannot know that Gracie moved it; from Lily's point of view Gracie still thinks the banana is in the green_bottle.
- Lily thinks Gracie thinks the banana is in [green_bottle]

**Step 13:** Gracie exited the playroom.
- No change.
- Lily thinks Gracie thinks the banana is in [green_bottle]

**Step 14:** Isabella, Aiden, James, Lily and Gracie entered the waiting_room.
- Nobody says anything about the banana.
- Lily thinks Gracie thinks the banana is in [green_bottle]

Final Answer: [green_bottle]""")

# ------------------------------------------------------------ 4-216 qwen right (order 2)
H[("s5804-39", 2)] = dict(style="qwen", kind="right", e=None, n=13, error_line_kind=None,
    note="no error", response="""## Step 1 ##
Liam, Isla, Mila, Amelia and Benjamin entered the lounge.  
Everyone is present, but the apple's location is still unknown.  
Mila thinks Amelia thinks the apple is in [Null]

## Step 2 ##
The apple is in the red_bottle.  
Everyone observes this, Mila and Amelia included.  
Mila thinks Amelia thinks the apple is in [red_bottle]

## Step 3 ##
Liam made no movements and stayed in the lounge for 1 minute.  
No effect.  
Mila thinks Amelia thinks the apple is in [red_bottle]

## Step 4 ##
Liam exited the lounge. (Liam is no longer there and misses what follows)  
Irrelevant to Mila and Amelia.  
Mila thinks Amelia thinks the apple is in [red_bottle]

## Step 5 ##
Isla made no movements and stayed in the lounge for 1 minute.  
No effect.  
Mila thinks Amelia thinks the apple is in [red_bottle]

## Step 6 ##
Isla exited the lounge, so Mila, Amelia and Benjamin are left.  
No change.  
Mila thinks Amelia thinks the apple is in [red_bottle]

## Step 7 ##
Mila made no movements and stayed in the lounge for 1 minute.  
Mila does not move the apple.  
Mila thinks Amelia thinks the apple is in [red_bottle]

## Step 8 ##
Mila exited the lounge.  
Mila's belief is frozen; she last saw Amelia seeing the apple in the red_bottle.  
Mila thinks Amelia thinks the apple is in [red_bottle]

## Step 9 ##
Amelia made no movements and stayed in the lounge for 1 minute.  
Mila is not there, but nothing happens anyway.  
Mila thinks Amelia thinks the apple is in [red_bottle]

## Step 10 ##
Amelia exited the lounge.  
No change.  
Mila thinks Amelia thinks the apple is in [red_bottle]

## Step 11 ##
Benjamin made no movements and stayed in the lounge for 1 minute.  
Irrelevant.  
Mila thinks Amelia thinks the apple is in [red_bottle]

## Step 12 ##
Benjamin exited the lounge. (the last one out)  
No change.  
Mila thinks Amelia thinks the apple is in [red_bottle]

## Step 13 ##
Everyone entered the waiting_room.  
No effect on beliefs.  
Mila thinks Amelia thinks the apple is in [red_bottle]

Final Answer: [red_bottle]""")

# ------------------------------------------------------------ 4-230 qwen out_of_order (order 3)
H[("s5804-8", 3)] = dict(style="qwen", kind="out_of_order", e=None, n=14, error_line_kind=None,
    note="steps for lines 10 and 11 swapped (Benjamin's exit told before his move), each keeps its own belief", response="""## Step 1 ##
Lily, Chloe, Isabella, Benjamin and Charlotte entered the master_bedroom.  
Everyone is present; the radish has not appeared yet.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [Null]

## Step 2 ##
The radish is in the blue_crate.  
Everyone observes this.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [blue_crate]

## Step 3 ##
Lily moved the radish to the green_treasure_chest. (all the others see this)  
Benjamin, Chloe and Charlotte are all present.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

## Step 4 ##
Lily likes the blue_crate.  
Irrelevant.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

## Step 5 ##
Lily exited the master_bedroom.  
No change.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

## Step 6 ##
Chloe made no movements and stayed in the master_bedroom for 1 minute.  
No effect.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

## Step 7 ##
Chloe exited the master_bedroom, so Benjamin knows Chloe stopped watching here.  
Chloe's beliefs are frozen from now on.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

## Step 8 ##
Isabella made no movements and stayed in the master_bedroom for 1 minute.  
Irrelevant.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

## Step 9 ##
Isabella exited the master_bedroom.  
Only Benjamin and Charlotte remain.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

## Step 10 ##
Benjamin exited the master_bedroom.  
Benjamin's belief is frozen.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

## Step 11 ##
Benjamin moved the radish to the red_bathtub.  
Chloe is not present, so Benjamin knows Chloe can't know about it.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

## Step 12 ##
Charlotte made no movements and stayed in the master_bedroom for 1 minute.  
No effect.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

## Step 13 ##
Charlotte exited the master_bedroom.  
No change.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

## Step 14 ##
Lily, Chloe, Isabella, Benjamin and Charlotte entered the waiting_room.  
No effect on beliefs.  
Benjamin thinks Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

Final Answer: [green_treasure_chest]""")

# ------------------------------------------------------------ 4-219 llama3 wrong_belief (order 2)
H[("s5804-8", 2)] = dict(style="llama3", kind="wrong_belief", e=10, n=14, error_line_kind="move",
    note="line 10 (move): belief [red_bathtub] instead of [green_treasure_chest]; later steps right again", response="""Here is the step-by-step trace:

**Step 1:** Lily, Chloe, Isabella, Benjamin and Charlotte walked into the master bedroom.
* Everyone is in the room together.
* Belief: Chloe thinks Charlotte thinks the radish is in [Null]

**Step 2:** The radish was in the blue_crate.
* Chloe and Charlotte both see the radish in the blue_crate.
* Belief: Chloe thinks Charlotte thinks the radish is in [blue_crate]

**Step 3:** Lily is moving the radish to the green_treasure_chest.
* Chloe and Charlotte are both still in the room, so they both see the move.
* Belief: Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

**Step 4:** Lily likes the blue_crate.
* This doesn't matter for the radish.
* Belief: Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

**Step 5:** Lily exits the master_bedroom.
* Lily is gone but she is not part of the question.
* Belief: Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

**Step 6:** Chloe is staying in the master_bedroom for a minute and not moving anything.
* No change.
* Belief: Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

**Step 7:** Chloe left the master_bedroom.
* Chloe can't see anything that happens after this, so her belief about Charlotte is frozen.
* Belief: Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

**Step 8:** Isabella made no movements and stayed in the master_bedroom for 1 minute.
* Nothing happens to the radish.
* Belief: Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

**Step 9:** Isabella is exiting the master_bedroom.
* Only Benjamin and Charlotte are still in the room.
* Belief: Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

**Step 10:** Benjamin moves the radish to the red_bathtub.
* Charlotte is still in the room and sees Benjamin move it.
* Belief: Chloe thinks Charlotte thinks the radish is in [red_bathtub]

**Step 11:** Benjamin exited the master_bedroom.
* Benjamin is out of the room now. Chloe was gone before the move, so she still pictures Charlotte thinking of the green_treasure_chest.
* Belief: Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

**Step 12:** Charlotte stays in the master_bedroom for a minute without doing anything.
* No change.
* Belief: Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

**Step 13:** Charlotte is leaving the master_bedroom.
* Everyone is out now.
* Belief: Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

**Step 14:** Lily, Chloe, Isabella, Benjamin and Charlotte are entering the waiting_room.
* Nobody talks about the radish, so nothing changes.
* Belief: Chloe thinks Charlotte thinks the radish is in [green_treasure_chest]

Final Answer: [green_treasure_chest]""")

HAND = {}
for k, v in H.items():
    HAND[k] = dict(style=v["style"], kind=v["kind"], error_line_kind=v["error_line_kind"], note=v["note"],
                   response=v["response"], gold=hand_gold(v["n"], v["kind"], v["e"]))
