# Items 0-5, each response written by hand.
def ROOMS(names, room):
    return ('and',) + tuple(('room', n, room) for n in names)
NOTELL = ('and', ('noline', 'told'), ('noline', 'claimed'))

# ---------------- item 0: s6813-1-o1  Oliver really thinks apple -> green_bathtub
A0 = ['Emily', 'Evelyn', 'Oliver', 'Olivia', 'Elizabeth']
R(0, 'answer_first', 'sound', 'green_bathtub', """**Answer: H. green_bathtub**

Explanation:
- Oliver himself moved the apple to the green_bathtub (line 7).
- He exited the closet right after that (line 8).
- Olivia then moved the apple to the blue_bottle (line 9), but Oliver was already gone, so he never saw it.
- The patio scene later on is only about the potato, and Oliver wasn't even in the patio — he stayed in the waiting_room with Evelyn.

So Oliver still believes the apple is in the green_bathtub.""", [
    C("Oliver himself moved the apple to the green_bathtub (line 7)", 'event', 'T', 7, "line 7 is Oliver's move to the green_bathtub", ('text', 'Oliver moved the apple to the green_bathtub')),
    C("He exited the closet right after that (line 8)", 'event', 'T', 8, "line 8 Oliver exited the closet", ('text', 'Oliver exited the closet')),
    C("Olivia then moved the apple to the blue_bottle (line 9)", 'event', 'T', 9, "line 9", ('text', 'Olivia moved the apple to the blue_bottle')),
    C("Oliver was already gone", 'presence', 'T', 9, "Oliver in no room at line 9", ('room', 'Oliver', None)),
    C("he never saw it", 'presence', 'T', 9, "Oliver not among witnesses of line 9", ('nowit', 'Oliver')),
    C("Oliver wasn't even in the patio", 'presence', 'T', 14, "line 14: Oliver stays in waiting_room", ('not', ('room', 'Oliver', 'patio'))),
    C("he stayed in the waiting_room with Evelyn", 'presence', 'T', 14, "Oliver and Evelyn in waiting_room after line 14", ROOMS(['Oliver', 'Evelyn'], 'waiting_room')),
    C("Oliver still believes the apple is in the green_bathtub", 'belief', 'T', 'end', "answer restated; gold Oliver=green_bathtub", ('bel', 'Oliver', 'green_bathtub')),
])

R(0, 'numbered', 'sound', 'green_bathtub', """Step 1: The apple starts in the red_pantry (line 2) and everyone is in the closet.
Step 2: Emily moves it to the green_suitcase and walks out. Evelyn moves it to the blue_container and leaves too.
Step 3: Oliver moves it to the green_bathtub while Olivia and Elizabeth are still in the closet, and then he exits.
Step 4: After Oliver is gone, Olivia moves the apple to the blue_bottle. Only Elizabeth watches her do it.
Step 5: Oliver never goes back into the closet, so his belief is frozen at the green_bathtub.

**Answer:** H. green_bathtub""", [
    C("The apple starts in the red_pantry (line 2)", 'location', 'T', 2, "objects row 2", ('obj', 'apple', 'red_pantry')),
    C("everyone is in the closet", 'presence', 'T', 2, "all five in closet at line 2", ROOMS(A0, 'closet')),
    C("Emily moves it to the green_suitcase", 'event', 'T', 3, "line 3", ('text', 'Emily moved the apple to the green_suitcase')),
    C("walks out", 'event', 'T', 4, "line 4 Emily exited", ('text', 'Emily exited the closet')),
    C("Evelyn moves it to the blue_container", 'event', 'T', 5, "line 5", ('text', 'Evelyn moved the apple to the blue_container')),
    C("leaves too", 'event', 'T', 6, "line 6 Evelyn exited", ('text', 'Evelyn exited the closet')),
    C("Oliver moves it to the green_bathtub", 'event', 'T', 7, "line 7", ('text', 'Oliver moved the apple to the green_bathtub')),
    C("while Olivia and Elizabeth are still in the closet", 'presence', 'T', 7, "both in closet at line 7", ROOMS(['Olivia', 'Elizabeth'], 'closet')),
    C("then he exits", 'event', 'T', 8, "line 8", ('text', 'Oliver exited the closet')),
    C("After Oliver is gone, Olivia moves the apple to the blue_bottle", 'order', 'T', None, "Oliver's exit (8) precedes Olivia's move (9)", ('lt', 'Oliver exited the closet', 'Olivia moved the apple')),
    C("Only Elizabeth watches her do it", 'presence', 'T', 9, "witnesses of line 9 are Olivia and Elizabeth", ('witset', ['Elizabeth', 'Olivia'])),
    C("Oliver never goes back into the closet", 'presence', 'T', None, "Oliver never in the closet from line 8 on", ('never', 8, ('room', 'Oliver', 'closet'))),
    C("his belief is frozen at the green_bathtub", 'belief', 'T', 'end', "answer restated", ('bel', 'Oliver', 'green_bathtub')),
])

R(0, 'narrative', 'unsound', 'green_bathtub', """Let me trace where each person was when the apple moved.

Everyone starts in the closet and sees the apple in the red_pantry. Emily moves it to the green_suitcase and heads out; Evelyn then moves it to the blue_container and leaves too. Oliver is next: he puts the apple in the green_bathtub and then walks out — so at the moment Oliver leaves, the apple is in the green_bathtub, and that's the last thing he knows about it.

After that, Olivia moves it to the blue_bottle. Oliver doesn't see this. Elizabeth does, since she was the last one out of the closet, but she never tells anyone anything.

Later, Elizabeth, Olivia and Evelyn go to the patio, while Oliver stays behind in the waiting_room. That scene is about a potato anyway.

So Oliver still thinks the apple is in the green_bathtub. The answer is H. green_bathtub.""", [
    C("Everyone starts in the closet", 'presence', 'T', 1, "all five enter the closet at line 1", ROOMS(A0, 'closet')),
    C("sees the apple in the red_pantry", 'presence', 'T', 2, "line 2 witnessed by all five", ('witset', A0)),
    C("Emily moves it to the green_suitcase", 'event', 'T', 3, "line 3", ('text', 'Emily moved the apple to the green_suitcase')),
    C("heads out", 'event', 'T', 4, "line 4", ('text', 'Emily exited the closet')),
    C("Evelyn then moves it to the blue_container", 'event', 'T', 5, "line 5", ('text', 'Evelyn moved the apple to the blue_container')),
    C("leaves too", 'event', 'T', 6, "line 6", ('text', 'Evelyn exited the closet')),
    C("he puts the apple in the green_bathtub", 'event', 'T', 7, "line 7", ('text', 'Oliver moved the apple to the green_bathtub')),
    C("then walks out", 'event', 'T', 8, "line 8", ('text', 'Oliver exited the closet')),
    C("at the moment Oliver leaves, the apple is in the green_bathtub", 'location', 'T', 8, "objects row 8", ('obj', 'apple', 'green_bathtub')),
    C("Olivia moves it to the blue_bottle", 'event', 'T', 9, "line 9", ('text', 'Olivia moved the apple to the blue_bottle')),
    C("Oliver doesn't see this", 'presence', 'T', 9, "Oliver not a witness of line 9", ('nowit', 'Oliver')),
    C("Elizabeth does", 'presence', 'T', 9, "Elizabeth witnesses line 9", ('wit', 'Elizabeth')),
    C("she was the last one out of the closet", 'order', 'T', None, "Elizabeth exits at 12 after all others", ('and', ('lt', 'Olivia exited the closet', 'Elizabeth exited the closet'), ('lt', 'Oliver exited the closet', 'Elizabeth exited the closet'))),
    C("she never tells anyone anything", 'communication', 'T', None, "no tells or claims in the story", NOTELL),
    C("Elizabeth, Olivia and Evelyn go to the patio", 'presence', 'F', 14, "PLANTED: line 14 is Elizabeth, Olivia and Emily; Evelyn stays in the waiting_room", ROOMS(['Elizabeth', 'Olivia', 'Evelyn'], 'patio')),
    C("Oliver stays behind in the waiting_room", 'presence', 'T', 14, "Oliver in waiting_room after line 14", ('room', 'Oliver', 'waiting_room')),
    C("That scene is about a potato anyway", 'location', 'T', 15, "line 15 the potato is in the red_envelope", ('text', 'The potato is in the red_envelope')),
    C("Oliver still thinks the apple is in the green_bathtub", 'belief', 'T', 'end', "answer restated", ('bel', 'Oliver', 'green_bathtub')),
])

R(0, 'terse', 'unsound', 'green_bathtub', """H. green_bathtub. Oliver put it there himself (line 7) and was gone before Olivia moved it; Elizabeth also thinks it's in the green_bathtub.""", [
    C("Oliver put it there himself (line 7)", 'event', 'T', 7, "line 7", ('text', 'Oliver moved the apple to the green_bathtub')),
    C("was gone before Olivia moved it", 'order', 'T', None, "exit 8 before move 9", ('lt', 'Oliver exited the closet', 'Olivia moved the apple')),
    C("Elizabeth also thinks it's in the green_bathtub", 'belief', 'F', 'end', "PLANTED: Elizabeth saw line 9, believes blue_bottle", ('bel', 'Elizabeth', 'green_bathtub')),
])

R(0, 'thinking', 'wrong', 'blue_bottle', """<think>
The question asks where Oliver "really" thinks the apple is... hmm, "really" — maybe it's asking for the real location. Let me track the apple first: red_pantry → green_suitcase (Emily) → blue_container (Evelyn) → green_bathtub (Oliver) → blue_bottle (Olivia).

Oliver left at line 8, before Olivia's move. But everyone meets in the waiting_room at line 13, so maybe they'd talk about it? Actually nobody says anything in this story at all.

Still, the word "really" points at the true location, I think. The apple is in the blue_bottle.
</think>

J. blue_bottle""", [
    C("green_suitcase (Emily)", 'event', 'T', 3, "line 3", ('text', 'Emily moved the apple to the green_suitcase')),
    C("blue_container (Evelyn)", 'event', 'T', 5, "line 5", ('text', 'Evelyn moved the apple to the blue_container')),
    C("green_bathtub (Oliver)", 'event', 'T', 7, "line 7", ('text', 'Oliver moved the apple to the green_bathtub')),
    C("blue_bottle (Olivia)", 'event', 'T', 9, "line 9", ('text', 'Olivia moved the apple to the blue_bottle')),
    C("Oliver left at line 8", 'event', 'T', 8, "line 8", ('text', 'Oliver exited the closet')),
    C("before Olivia's move", 'order', 'T', None, "8 before 9", ('lt', 'Oliver exited the closet', 'Olivia moved the apple')),
    C("everyone meets in the waiting_room at line 13", 'presence', 'T', 13, "all five in waiting_room at 13", ROOMS(A0, 'waiting_room')),
    C("nobody says anything in this story at all", 'communication', 'T', None, "no tells or claims", NOTELL),
    C("The apple is in the blue_bottle.", 'location', 'T', 'end', "true final location, but the question asks Oliver's belief", ('obj', 'apple', 'blue_bottle')),
])

# ---------------- item 1: s6813-11-o1  Isla really thinks pineapple -> red_cupboard
A1 = ['Jayden', 'Isla', 'Logan', 'Emily', 'Liam']
R(1, 'thinking', 'sound', 'red_cupboard', """<think>
Isla is the target. First scene: the pineapple is in the red_cupboard, and Isla leaves at line 7, before Emily moves it to the red_box at line 10. So after the first scene Isla thinks red_cupboard.

Second scene: Emily, Isla and Liam go back into the bedroom (line 16). The pineapple is in the red_box now, and Isla sees that. Then Emily moves it to the blue_cupboard (18) — Isla is there. Emily leaves. Isla herself moves it to the red_cupboard (line 20). Then Isla exits at 22.

After Isla leaves, Liam moves it to the blue_suitcase (23). Isla wasn't there for that. Wait — does anything bring the info back to her? No tells, no public claims in this story. So she keeps the red_cupboard.

Funny, it's the same container as at the start, but for a different reason.
</think>

Isla thinks the pineapple is in the **red_cupboard** (L). She put it there herself at line 20 and left before Liam moved it to the blue_suitcase.""", [
    C("the pineapple is in the red_cupboard", 'location', 'T', 2, "line 2", ('obj', 'pineapple', 'red_cupboard')),
    C("Isla leaves at line 7", 'event', 'T', 7, "line 7", ('text', 'Isla exited the bedroom')),
    C("before Emily moves it to the red_box at line 10", 'order', 'T', None, "7 before 10", ('lt', 'Isla exited the bedroom', 'Emily moved the pineapple to the red_box')),
    C("after the first scene Isla thinks red_cupboard", 'belief', 'T', 13, "Isla=red_cupboard at line 13", ('bel', 'Isla', 'red_cupboard')),
    C("Emily, Isla and Liam go back into the bedroom (line 16)", 'event', 'T', 16, "line 16", ('text', 'Emily, Isla and Liam entered the bedroom')),
    C("The pineapple is in the red_box now", 'location', 'T', 16, "objects row 16", ('obj', 'pineapple', 'red_box')),
    C("Isla sees that", 'presence', 'T', 17, "Isla witnesses line 17", ('wit', 'Isla')),
    C("Emily moves it to the blue_cupboard (18)", 'event', 'T', 18, "line 18", ('text', 'Emily moved the pineapple to the blue_cupboard')),
    C("Isla is there", 'presence', 'T', 18, "Isla in bedroom at 18", ('room', 'Isla', 'bedroom')),
    C("Emily leaves", 'event', 'T', 19, "line 19", ('text', 'Emily exited the bedroom')),
    C("Isla herself moves it to the red_cupboard (line 20)", 'event', 'T', 20, "line 20", ('text', 'Isla moved the pineapple to the red_cupboard')),
    C("Isla exits at 22", 'event', 'T', 22, "line 22", ('text', 'Isla exited the bedroom')),
    C("Liam moves it to the blue_suitcase (23)", 'event', 'T', 23, "line 23", ('text', 'Liam moved the pineapple to the blue_suitcase')),
    C("Isla wasn't there for that", 'presence', 'T', 23, "Isla in no room at 23", ('room', 'Isla', None)),
    C("No tells, no public claims in this story", 'communication', 'T', None, "none in the story", NOTELL),
    C("she keeps the red_cupboard", 'belief', 'T', 'end', "answer restated", ('bel', 'Isla', 'red_cupboard')),
    C("it's the same container as at the start, but for a different reason", 'location', 'U', None, "vague comparison about reasons"),
    C("Isla thinks the pineapple is in the **red_cupboard**", 'belief', 'T', 'end', "answer restated", ('bel', 'Isla', 'red_cupboard')),
    C("She put it there herself at line 20", 'event', 'T', 20, "line 20", ('text', 'Isla moved the pineapple to the red_cupboard')),
    C("left before Liam moved it to the blue_suitcase", 'order', 'T', None, "exit 22 before move 23", ('lt', 'Isla exited the bedroom', 'Liam moved the pineapple to the blue_suitcase')),
])

R(1, 'answer_first', 'unsound', 'red_cupboard', """**L. red_cupboard**

Explanation:
- On the second visit to the bedroom (line 16), Isla sees the pineapple in the red_box.
- Emily moves it to the blue_cupboard (line 18) and leaves (line 19).
- Liam then moves it to the red_cupboard (line 20) while Isla watches.
- Isla exits at line 22; Liam's later move to the blue_suitcase (line 23) happens without her.
- So Isla's last observation puts the pineapple in the red_cupboard.""", [
    C("Isla sees the pineapple in the red_box", 'presence', 'T', 17, "line 17 (red_box) witnessed by Isla", ('and', ('wit', 'Isla'), ('obj', 'pineapple', 'red_box'))),
    C("Emily moves it to the blue_cupboard (line 18)", 'event', 'T', 18, "line 18", ('text', 'Emily moved the pineapple to the blue_cupboard')),
    C("leaves (line 19)", 'event', 'T', 19, "line 19", ('text', 'Emily exited the bedroom')),
    C("Liam then moves it to the red_cupboard (line 20)", 'event', 'F', 20, "PLANTED: line 20 is Isla's move, not Liam's", ('text', 'Liam moved the pineapple to the red_cupboard')),
    C("while Isla watches", 'presence', 'T', 20, "Isla witnesses line 20", ('wit', 'Isla')),
    C("Isla exits at line 22", 'event', 'T', 22, "line 22", ('text', 'Isla exited the bedroom')),
    C("Liam's later move to the blue_suitcase (line 23)", 'event', 'T', 23, "line 23", ('text', 'Liam moved the pineapple to the blue_suitcase')),
    C("happens without her", 'presence', 'T', 23, "Isla not witness of 23", ('nowit', 'Isla')),
    C("Isla's last observation puts the pineapple in the red_cupboard", 'belief', 'T', 'end', "answer restated", ('bel', 'Isla', 'red_cupboard')),
])

R(1, 'narrative', 'unsound', 'red_cupboard', """Let me trace where each person was whenever the pineapple moved.

In the first scene everyone sees the pineapple in the red_cupboard. Jayden leaves first, then Isla, then Logan. With only Emily and Liam left, Emily moves the pineapple to the red_box — Isla has already gone, so she still pictures it in the red_cupboard.

When Emily, Isla and Liam come back into the bedroom, the pineapple is sitting in the red_box, so Isla's picture updates. Emily moves it to the blue_cupboard and leaves, and then Isla moves it back to the red_cupboard herself. From there it stays in the red_cupboard until the end of the story. Isla walks out with Liam still in the room.

So Isla thinks the pineapple is in the red_cupboard. The answer is L. red_cupboard.""", [
    C("everyone sees the pineapple in the red_cupboard", 'presence', 'T', 2, "line 2 witnessed by all five", ('witset', A1)),
    C("Jayden leaves first, then Isla, then Logan", 'order', 'T', None, "exits 4, 7, 9", ('and', ('lt', 'Jayden exited the bedroom', 'Isla exited the bedroom'), ('lt', 'Isla exited the bedroom', 'Logan exited the bedroom'))),
    C("With only Emily and Liam left", 'presence', 'T', 10, "only Emily and Liam in bedroom at 10", ('and', ROOMS(['Emily', 'Liam'], 'bedroom'), ROOMS(['Jayden', 'Isla', 'Logan'], None))),
    C("Emily moves the pineapple to the red_box", 'event', 'T', 10, "line 10", ('text', 'Emily moved the pineapple to the red_box')),
    C("Isla has already gone", 'presence', 'T', 10, "Isla in no room at 10", ('room', 'Isla', None)),
    C("she still pictures it in the red_cupboard", 'belief', 'T', 10, "Isla=red_cupboard at 10", ('bel', 'Isla', 'red_cupboard')),
    C("Emily, Isla and Liam come back into the bedroom", 'event', 'T', 16, "line 16", ('text', 'Emily, Isla and Liam entered the bedroom')),
    C("the pineapple is sitting in the red_box", 'location', 'T', 16, "objects row 16", ('obj', 'pineapple', 'red_box')),
    C("Isla's picture updates", 'belief', 'T', 16, "Isla=red_box at 16", ('bel', 'Isla', 'red_box')),
    C("Emily moves it to the blue_cupboard", 'event', 'T', 18, "line 18", ('text', 'Emily moved the pineapple to the blue_cupboard')),
    C("leaves", 'event', 'T', 19, "line 19", ('text', 'Emily exited the bedroom')),
    C("Isla moves it back to the red_cupboard herself", 'event', 'T', 20, "line 20", ('text', 'Isla moved the pineapple to the red_cupboard')),
    C("From there it stays in the red_cupboard until the end of the story", 'location', 'F', 'end', "PLANTED: Liam moves it to the blue_suitcase at 23", ('obj', 'pineapple', 'red_cupboard')),
    C("Isla walks out", 'event', 'T', 22, "line 22", ('text', 'Isla exited the bedroom')),
    C("with Liam still in the room", 'presence', 'T', 22, "Liam in bedroom at 22", ('room', 'Liam', 'bedroom')),
    C("Isla thinks the pineapple is in the red_cupboard", 'belief', 'T', 'end', "answer restated", ('bel', 'Isla', 'red_cupboard')),
])

R(1, 'terse', 'wrong', 'red_box', """O. red_box — that's where Isla saw it last, when she came back into the bedroom.""", [
    C("that's where Isla saw it last", 'belief', 'F', 'end', "Isla later saw it moved to blue_cupboard and moved it to red_cupboard; she believes red_cupboard", ('bel', 'Isla', 'red_box')),
    C("when she came back into the bedroom", 'event', 'T', 16, "line 16 Isla re-enters", ('text', 'Emily, Isla and Liam entered the bedroom')),
])

R(1, 'numbered', 'unsupported', 'red_cupboard', """Let's think step by step.
1. We need Isla's own belief about the pineapple.
2. Her belief depends only on what she personally saw before she left the room.
3. Following the story, Isla's belief is the red_cupboard.

The answer is [red_cupboard].""", [
    C("Isla's belief is the red_cupboard", 'belief', 'T', 'end', "answer restated", ('bel', 'Isla', 'red_cupboard')),
])

# ---------------- item 2: s6813-2-o2  Olivia -> Charlotte lettuce -> red_drawer
A2 = ['Charlotte', 'Olivia', 'Ella', 'Lucas', 'Evelyn']
TELLS2 = ('and', ('at', 25, ('text', 'Lucas privately told Olivia that the onion')), ('at', 26, ('text', 'Olivia privately told Evelyn that the onion')))
R(2, 'narrative', 'sound', 'red_drawer', """Let me trace where the lettuce goes — and it turns out it doesn't go anywhere. It's placed in the red_drawer at line 2, with all five people in the pantry, and nobody ever moves it. Charlotte leaves first, Olivia right after her, and the rest trickle out one by one without touching anything.

The second half is about the onion in the garage, which Charlotte never even enters. The private tells at the end (Lucas to Olivia, Olivia to Evelyn) are about the onion too, so they don't affect anyone's idea of the lettuce.

Since Olivia and Charlotte both saw the lettuce in the red_drawer together and nothing changed afterwards, Olivia thinks Charlotte thinks it's in the red_drawer. The answer is A. red_drawer.""", [
    C("It's placed in the red_drawer at line 2", 'location', 'T', 2, "objects row 2", ('obj', 'lettuce', 'red_drawer')),
    C("with all five people in the pantry", 'presence', 'T', 2, "all in pantry", ROOMS(A2, 'pantry')),
    C("nobody ever moves it", 'event', 'T', None, "no move of the lettuce in the story", ('noline', 'moved the lettuce')),
    C("Charlotte leaves first", 'order', 'T', None, "Charlotte exits at 4, before everyone", ('and', ('lt', 'Charlotte exited the pantry', 'Olivia exited the pantry'), ('lt', 'Charlotte exited the pantry', 'Ella exited the pantry'))),
    C("Olivia right after her", 'order', 'T', None, "Olivia second out (6), before Ella (8)", ('and', ('lt', 'Charlotte exited the pantry', 'Olivia exited the pantry'), ('lt', 'Olivia exited the pantry', 'Ella exited the pantry'))),
    C("the rest trickle out one by one without touching anything", 'event', 'T', None, "no moves at all in the pantry", ('noline', 'moved')),
    C("which Charlotte never even enters", 'presence', 'T', None, "Charlotte never in garage", ('never', 1, ('room', 'Charlotte', 'garage'))),
    C("The private tells at the end (Lucas to Olivia, Olivia to Evelyn) are about the onion too", 'communication', 'T', 25, "lines 25-26 are about the onion", TELLS2),
    C("they don't affect anyone's idea of the lettuce", 'communication', 'T', 26, "lettuce beliefs unchanged at 25 and 26", ('and', ('at', 25, ('unch', 'Olivia')), ('at', 25, ('unch', 'Olivia -> Charlotte')), ('at', 26, ('unch', 'Evelyn')))),
    C("Olivia and Charlotte both saw the lettuce in the red_drawer together", 'presence', 'T', 2, "both witness line 2", ('wit', ['Olivia', 'Charlotte'])),
    C("nothing changed afterwards", 'event', 'T', None, "lettuce never moved", ('noline', 'moved the lettuce')),
    C("Olivia thinks Charlotte thinks it's in the red_drawer", 'belief', 'T', 'end', "answer restated", ('bel', 'Olivia -> Charlotte', 'red_drawer')),
])

R(2, 'answer_first', 'sound', 'red_drawer', """A. red_drawer

Explanation: The lettuce is put in the red_drawer (line 2) and never moves for the rest of the story. Charlotte exits first (line 4) and Olivia exits at line 6, but since no one touched the lettuce in between, Olivia has every reason to think Charlotte still believes it's in the red_drawer. The garage scene and the two private tells only concern the onion.""", [
    C("The lettuce is put in the red_drawer (line 2)", 'location', 'T', 2, "line 2", ('obj', 'lettuce', 'red_drawer')),
    C("never moves for the rest of the story", 'event', 'T', None, "no lettuce move", ('noline', 'moved the lettuce')),
    C("Charlotte exits first (line 4)", 'order', 'T', 4, "line 4, first exit", ('and', ('at', 4, ('text', 'Charlotte exited the pantry')), ('lt', 'Charlotte exited the pantry', 'Olivia exited the pantry'))),
    C("Olivia exits at line 6", 'event', 'T', 6, "line 6", ('text', 'Olivia exited the pantry')),
    C("no one touched the lettuce in between", 'event', 'T', None, "no move", ('noline', 'moved the lettuce')),
    C("Olivia has every reason to think Charlotte still believes it's in the red_drawer", 'belief', 'T', 'end', "answer restated", ('bel', 'Olivia -> Charlotte', 'red_drawer')),
    C("The garage scene and the two private tells only concern the onion", 'communication', 'T', None, "lines 15, 25, 26 concern the onion", ('and', ('at', 15, ('text', 'The onion')), TELLS2)),
])

R(2, 'terse', 'unsound', 'red_drawer', """Red drawer. Nobody ever moved the lettuce, and Olivia and Charlotte left the pantry together at line 4.""", [
    C("Nobody ever moved the lettuce", 'event', 'T', None, "no lettuce move", ('noline', 'moved the lettuce')),
    C("Olivia and Charlotte left the pantry together at line 4", 'event', 'F', 4, "PLANTED: only Charlotte exits at 4; Olivia exits at 6", ('and', ('text', 'Charlotte'), ('text', 'Olivia'))),
])

R(2, 'thinking', 'wrong', 'green_drawer', """<think>
Olivia thinks Charlotte thinks... the lettuce. The lettuce is in the red_drawer at line 2. Later the onion is in the green_drawer. Olivia told Evelyn the onion is in the green_drawer at line 26.

Wait, the question is about the lettuce, not the onion. Let me re-read... Charlotte likes the green_treasure_chest (line 20). Hmm. Olivia was in the garage the whole time the green_drawer was being talked about. I think the question intends the last container Olivia spoke about.

Charlotte was in the waiting_room at line 26? Yes, everyone was in the waiting_room, but the tell was private so Charlotte didn't hear it.

I'll go with the green_drawer since that's what Olivia is asserting at the end.
</think>

**K. green_drawer**""", [
    C("The lettuce is in the red_drawer at line 2", 'location', 'T', 2, "line 2", ('obj', 'lettuce', 'red_drawer')),
    C("Later the onion is in the green_drawer", 'location', 'T', 15, "line 15", ('obj', 'onion', 'green_drawer')),
    C("Olivia told Evelyn the onion is in the green_drawer at line 26", 'communication', 'T', 26, "line 26", ('text', 'Olivia privately told Evelyn that the onion is in the green_drawer')),
    C("Charlotte likes the green_treasure_chest (line 20)", 'event', 'T', 20, "line 20", ('text', 'Charlotte likes the green_treasure_chest')),
    C("Olivia was in the garage", 'presence', 'T', 15, "Olivia in garage at 15", ('room', 'Olivia', 'garage')),
    C("everyone was in the waiting_room", 'presence', 'T', 26, "all five in waiting_room at 26", ROOMS(A2, 'waiting_room')),
    C("Charlotte didn't hear it", 'presence', 'T', 26, "Charlotte not a witness of 26", ('nowit', 'Charlotte')),
    C("that's what Olivia is asserting at the end", 'communication', 'U', None, "interpretation of what counts as Olivia's assertion"),
])

R(2, 'numbered', 'unsupported', 'red_drawer', """Step 1: Identify the object — the lettuce.
Step 2: Identify the chain — Olivia's belief about Charlotte's belief.
Step 3: Follow the story for those two people.

**Final answer:** A. red_drawer — Olivia thinks Charlotte thinks the lettuce is in the red_drawer.""", [
    C("Olivia thinks Charlotte thinks the lettuce is in the red_drawer", 'belief', 'T', 'end', "answer restated", ('bel', 'Olivia -> Charlotte', 'red_drawer')),
])

# ---------------- item 3: s6813-20-o0  peach really -> blue_bathtub
A3 = ['Logan', 'Aria', 'Carter', 'William', 'Elizabeth']
R(3, 'terse', 'sound', 'blue_bathtub', """K. blue_bathtub — Carter moved it there at line 8 and nobody touched the peach after that.""", [
    C("Carter moved it there at line 8", 'event', 'T', 8, "line 8", ('text', 'Carter moved the peach to the blue_bathtub')),
    C("nobody touched the peach after that", 'event', 'T', None, "no peach move after 8", ('none_after', 8, 'moved the peach')),
])

R(3, 'numbered', 'sound', 'blue_bathtub', r"""Let's think step by step.
1. The peach starts in the red_treasure_chest (line 2).
2. Aria moves it to the blue_treasure_chest (line 5).
3. Carter moves it to the blue_bathtub (line 8).
4. The rest of the story is about the cucumber: William moves the cucumber to the red_treasure_chest (line 19), then publicly claims it is in the blue_bathtub (line 26), which is a lie. None of this moves the peach.
5. So the peach is still in the blue_bathtub.

\boxed{blue_bathtub}""", [
    C("The peach starts in the red_treasure_chest (line 2)", 'location', 'T', 2, "line 2", ('obj', 'peach', 'red_treasure_chest')),
    C("Aria moves it to the blue_treasure_chest (line 5)", 'event', 'T', 5, "line 5", ('text', 'Aria moved the peach to the blue_treasure_chest')),
    C("Carter moves it to the blue_bathtub (line 8)", 'event', 'T', 8, "line 8", ('text', 'Carter moved the peach to the blue_bathtub')),
    C("William moves the cucumber to the red_treasure_chest (line 19)", 'event', 'T', 19, "line 19", ('text', 'William moved the cucumber to the red_treasure_chest')),
    C("publicly claims it is in the blue_bathtub (line 26)", 'communication', 'T', 26, "line 26", ('text', 'William publicly claimed that cucumber is in the blue_bathtub')),
    C("which is a lie", 'communication', 'T', 26, "cucumber actually in red_treasure_chest, which William set up himself", ('and', ('obj', 'cucumber', 'red_treasure_chest'), ('at', 19, ('wit', 'William')))),
    C("None of this moves the peach", 'event', 'T', None, "no peach move after 8", ('none_after', 8, 'moved the peach')),
    C("the peach is still in the blue_bathtub", 'location', 'T', 'end', "answer restated", ('obj', 'peach', 'blue_bathtub')),
])

R(3, 'answer_first', 'unsound', 'blue_bathtub', """**Answer: K. blue_bathtub**

Explanation:
- The peach begins in the red_treasure_chest (line 2).
- Aria moves it to the blue_treasure_chest after Logan has left (lines 4–5).
- Carter then moves it to the blue_bathtub (line 8) with William and Elizabeth watching.
- The later moves involve only the cucumber, and William's public claim (line 26) says the peach is in the blue_bathtub.
- No one moves the peach again, so it's really in the blue_bathtub.""", [
    C("The peach begins in the red_treasure_chest (line 2)", 'location', 'T', 2, "line 2", ('obj', 'peach', 'red_treasure_chest')),
    C("Aria moves it to the blue_treasure_chest", 'event', 'T', 5, "line 5", ('text', 'Aria moved the peach to the blue_treasure_chest')),
    C("after Logan has left (lines 4–5)", 'order', 'T', None, "Logan exits 4, move 5", ('lt', 'Logan exited the porch', 'Aria moved the peach')),
    C("Carter then moves it to the blue_bathtub (line 8)", 'event', 'T', 8, "line 8", ('text', 'Carter moved the peach to the blue_bathtub')),
    C("with William and Elizabeth watching", 'presence', 'T', 8, "both witness line 8", ('wit', ['William', 'Elizabeth'])),
    C("The later moves involve only the cucumber", 'event', 'T', None, "no peach move after 8", ('none_after', 8, 'moved the peach')),
    C("William's public claim (line 26) says the peach is in the blue_bathtub", 'communication', 'F', 26, "PLANTED: the claim at 26 is about the cucumber", ('text', 'claimed that peach')),
    C("No one moves the peach again", 'event', 'T', None, "no peach move after 8", ('none_after', 8, 'moved the peach')),
    C("it's really in the blue_bathtub", 'location', 'T', 'end', "answer restated", ('obj', 'peach', 'blue_bathtub')),
])

R(3, 'thinking', 'unsound', 'blue_bathtub', """<think>
Where is the peach really? Just track the moves of the peach.
Line 2: red_treasure_chest.
Line 5: Aria → blue_treasure_chest.
Line 8: Carter → blue_bathtub. Carter left right after, at line 9, and Elizabeth left before William.
Hmm, is the peach moved in the second porch visit? Line 17 says the cucumber is in the blue_bathtub — so the peach and the cucumber are in the same container. Line 19 William moves the cucumber, not the peach. Let me double check line 19... yes, cucumber.
The claims at the end are about the cucumber too.
So the peach is in the blue_bathtub.
</think>

The peach is really in the blue_bathtub (K).""", [
    C("Line 2: red_treasure_chest", 'location', 'T', 2, "line 2", ('obj', 'peach', 'red_treasure_chest')),
    C("Line 5: Aria → blue_treasure_chest", 'event', 'T', 5, "line 5", ('text', 'Aria moved the peach to the blue_treasure_chest')),
    C("Line 8: Carter → blue_bathtub", 'event', 'T', 8, "line 8", ('text', 'Carter moved the peach to the blue_bathtub')),
    C("Carter left right after, at line 9", 'event', 'T', 9, "line 9", ('text', 'Carter exited the porch')),
    C("Elizabeth left before William", 'order', 'F', None, "PLANTED: William exits at 11, Elizabeth at 14", ('lt', 'Elizabeth exited the porch', 'William exited the porch')),
    C("Line 17 says the cucumber is in the blue_bathtub", 'location', 'T', 17, "line 17", ('obj', 'cucumber', 'blue_bathtub')),
    C("the peach and the cucumber are in the same container", 'location', 'T', 17, "both in blue_bathtub at 17", ('and', ('obj', 'peach', 'blue_bathtub'), ('obj', 'cucumber', 'blue_bathtub'))),
    C("Line 19 William moves the cucumber, not the peach", 'event', 'T', 19, "line 19", ('text', 'William moved the cucumber')),
    C("The claims at the end are about the cucumber too", 'communication', 'T', 26, "lines 26-27 about the cucumber", ('and', ('at', 26, ('text', 'claimed that cucumber')), ('at', 27, ('text', 'that the cucumber')))),
    C("the peach is in the blue_bathtub", 'location', 'T', 'end', "answer restated", ('obj', 'peach', 'blue_bathtub')),
    C("The peach is really in the blue_bathtub (K)", 'location', 'T', 'end', "answer restated", ('obj', 'peach', 'blue_bathtub')),
])

R(3, 'narrative', 'wrong', 'red_treasure_chest', """Let me trace both the peach and the cucumber, since they get tangled up in this story.

The peach starts in the red_treasure_chest. Aria moves it to the blue_treasure_chest, and Carter later moves it to the blue_bathtub. In the second porch scene the cucumber is found in the blue_bathtub too, and William moves it to the red_treasure_chest while Carter and Elizabeth watch. Since both vegetables were sitting in the blue_bathtub, William must have carried the peach along into the red_treasure_chest.

Elizabeth, who was the last to leave the porch, privately tells Aria "the red_treasure_chest" at the end, which fits.

The answer is L. red_treasure_chest.""", [
    C("The peach starts in the red_treasure_chest", 'location', 'T', 2, "line 2", ('obj', 'peach', 'red_treasure_chest')),
    C("Aria moves it to the blue_treasure_chest", 'event', 'T', 5, "line 5", ('text', 'Aria moved the peach to the blue_treasure_chest')),
    C("Carter later moves it to the blue_bathtub", 'event', 'T', 8, "line 8", ('text', 'Carter moved the peach to the blue_bathtub')),
    C("the cucumber is found in the blue_bathtub too", 'location', 'T', 17, "line 17", ('obj', 'cucumber', 'blue_bathtub')),
    C("William moves it to the red_treasure_chest", 'event', 'T', 19, "line 19 (it = cucumber)", ('text', 'William moved the cucumber to the red_treasure_chest')),
    C("while Carter and Elizabeth watch", 'presence', 'T', 19, "both witness 19", ('wit', ['Carter', 'Elizabeth'])),
    C("William must have carried the peach along into the red_treasure_chest", 'event', 'F', 19, "no such move; the peach stays in the blue_bathtub", ('obj', 'peach', 'red_treasure_chest')),
    C("Elizabeth, who was the last to leave the porch", 'order', 'T', None, "Elizabeth exits after William and Carter in both scenes", ('and', ('lt', 'Carter exited the porch', 'Elizabeth exited the porch'), ('lt', 'William exited the porch', 'Elizabeth exited the porch'))),
    C("privately tells Aria \"the red_treasure_chest\" at the end", 'communication', 'T', 27, "line 27 (about the cucumber)", ('text', 'Elizabeth privately told Aria that the cucumber is in the red_treasure_chest')),
    C("The answer is L. red_treasure_chest.", 'location', 'F', 'end', "wrong answer: peach is in blue_bathtub", ('obj', 'peach', 'red_treasure_chest')),
])

# ---------------- item 4: s6813-12-o2  Olivia -> Noah strawberry -> red_treasure_chest
A4 = ['William', 'Noah', 'Elizabeth', 'Olivia', 'Jayden']
R(4, 'numbered', 'sound', 'red_treasure_chest', """**Step 1: Where Noah's knowledge stops.** Noah is on the porch when the strawberry is in the red_treasure_chest (line 2), and he leaves at line 7 without anyone having moved it.

**Step 2: What Olivia saw.** Olivia was still on the porch when Noah left, so she saw him go. She then saw Elizabeth move the strawberry to the blue_envelope (line 8), and she herself moved it to the red_bucket (line 10).

**Step 3: Olivia's model of Noah.** Noah missed both moves. So in Olivia's mind, Noah still thinks it's in the red_treasure_chest.

**Answer:** L. red_treasure_chest""", [
    C("Noah is on the porch when the strawberry is in the red_treasure_chest (line 2)", 'presence', 'T', 2, "Noah in porch, strawberry red_treasure_chest", ('and', ('room', 'Noah', 'porch'), ('obj', 'strawberry', 'red_treasure_chest'))),
    C("he leaves at line 7", 'event', 'T', 7, "line 7", ('text', 'Noah exited the porch')),
    C("without anyone having moved it", 'event', 'T', 7, "still red_treasure_chest at 7", ('obj', 'strawberry', 'red_treasure_chest')),
    C("Olivia was still on the porch when Noah left", 'presence', 'T', 7, "Olivia in porch at 7", ('room', 'Olivia', 'porch')),
    C("she saw him go", 'presence', 'T', 7, "Olivia witnesses line 7", ('wit', 'Olivia')),
    C("She then saw Elizabeth move the strawberry to the blue_envelope (line 8)", 'presence', 'T', 8, "Olivia witnesses line 8", ('and', ('wit', 'Olivia'), ('text', 'Elizabeth moved the strawberry to the blue_envelope'))),
    C("she herself moved it to the red_bucket (line 10)", 'event', 'T', 10, "line 10", ('text', 'Olivia moved the strawberry to the red_bucket')),
    C("Noah missed both moves", 'presence', 'T', None, "Noah not a witness of 8 or 10", ('and', ('at', 8, ('nowit', 'Noah')), ('at', 10, ('nowit', 'Noah')))),
    C("in Olivia's mind, Noah still thinks it's in the red_treasure_chest", 'belief', 'T', 'end', "answer restated", ('bel', 'Olivia -> Noah', 'red_treasure_chest')),
])

R(4, 'answer_first', 'unsound', 'red_treasure_chest', """L. red_treasure_chest

Explanation:
- Noah leaves the porch at line 7, when the strawberry is still in the red_treasure_chest.
- Elizabeth's move to the blue_envelope (line 8) and Olivia's move to the red_bucket (line 10) both happen after Noah is gone.
- Olivia knows Noah's picture stopped at the red_treasure_chest, since she was present when he left.
- Olivia herself thinks the strawberry is in the blue_envelope, but she knows Noah's information is older than hers.
- So Olivia thinks Noah thinks it's in the red_treasure_chest.""", [
    C("Noah leaves the porch at line 7", 'event', 'T', 7, "line 7", ('text', 'Noah exited the porch')),
    C("when the strawberry is still in the red_treasure_chest", 'location', 'T', 7, "objects row 7", ('obj', 'strawberry', 'red_treasure_chest')),
    C("Elizabeth's move to the blue_envelope (line 8)", 'event', 'T', 8, "line 8", ('text', 'Elizabeth moved the strawberry to the blue_envelope')),
    C("Olivia's move to the red_bucket (line 10)", 'event', 'T', 10, "line 10", ('text', 'Olivia moved the strawberry to the red_bucket')),
    C("both happen after Noah is gone", 'order', 'T', None, "exit 7 before 8 and 10", ('and', ('lt', 'Noah exited the porch', 'Elizabeth moved the strawberry'), ('lt', 'Noah exited the porch', 'Olivia moved the strawberry'))),
    C("Olivia knows Noah's picture stopped at the red_treasure_chest", 'belief', 'T', 10, "Olivia -> Noah = red_treasure_chest at 10", ('bel', 'Olivia -> Noah', 'red_treasure_chest')),
    C("she was present when he left", 'presence', 'T', 7, "Olivia in porch at 7", ('room', 'Olivia', 'porch')),
    C("Olivia herself thinks the strawberry is in the blue_envelope", 'belief', 'F', 'end', "PLANTED: Olivia moved it to the red_bucket; she believes red_bucket", ('bel', 'Olivia', 'blue_envelope')),
    C("Olivia thinks Noah thinks it's in the red_treasure_chest", 'belief', 'T', 'end', "answer restated", ('bel', 'Olivia -> Noah', 'red_treasure_chest')),
])

R(4, 'thinking', 'unsound', 'red_treasure_chest', """<think>
OK so second order: Olivia's belief about Noah's belief.

Noah: in the porch from line 1, sees the strawberry in the red_treasure_chest at line 2. Exits at line 7. Before that, no moves (line 3 William idle, 5 Elizabeth likes something, 6 Noah idle).

Who saw Noah leave? Elizabeth, Jayden, Olivia, and William. So Olivia knows he left when it was in the red_treasure_chest.

Then Elizabeth → blue_envelope, Olivia → red_bucket. Noah gone for both.

Everyone regroups in the waiting_room at 14, but nobody says anything. No updates.

Olivia thinks Noah thinks: red_treasure_chest.
</think>

**L. red_treasure_chest**

Noah left at line 7 before either move, and Olivia watched him go.""", [
    C("in the porch from line 1", 'presence', 'T', 1, "Noah enters porch at 1", ('room', 'Noah', 'porch')),
    C("sees the strawberry in the red_treasure_chest at line 2", 'presence', 'T', 2, "Noah witnesses line 2", ('and', ('wit', 'Noah'), ('obj', 'strawberry', 'red_treasure_chest'))),
    C("Exits at line 7", 'event', 'T', 7, "line 7", ('text', 'Noah exited the porch')),
    C("Before that, no moves", 'event', 'T', 6, "strawberry still in red_treasure_chest at 6", ('obj', 'strawberry', 'red_treasure_chest')),
    C("line 3 William idle", 'event', 'T', 3, "line 3", ('text', 'William made no movements')),
    C("5 Elizabeth likes something", 'event', 'T', 5, "line 5", ('text', 'Elizabeth likes')),
    C("6 Noah idle", 'event', 'T', 6, "line 6", ('text', 'Noah made no movements')),
    C("Elizabeth, Jayden, Olivia, and William", 'presence', 'F', 7, "PLANTED: William had already left at line 4; he did not see Noah leave", ('wit', ['Elizabeth', 'Jayden', 'Olivia', 'William'])),
    C("Olivia knows he left when it was in the red_treasure_chest", 'belief', 'T', 7, "Olivia -> Noah = red_treasure_chest at 7", ('bel', 'Olivia -> Noah', 'red_treasure_chest')),
    C("Elizabeth → blue_envelope", 'event', 'T', 8, "line 8", ('text', 'Elizabeth moved the strawberry to the blue_envelope')),
    C("Olivia → red_bucket", 'event', 'T', 10, "line 10", ('text', 'Olivia moved the strawberry to the red_bucket')),
    C("Noah gone for both", 'presence', 'T', None, "Noah in no room at 8 and 10", ('and', ('at', 8, ('room', 'Noah', None)), ('at', 10, ('room', 'Noah', None)))),
    C("Everyone regroups in the waiting_room at 14", 'presence', 'T', 14, "all in waiting_room", ROOMS(A4, 'waiting_room')),
    C("nobody says anything", 'communication', 'T', None, "no tells or claims", NOTELL),
    C("Olivia thinks Noah thinks: red_treasure_chest", 'belief', 'T', 'end', "answer restated", ('bel', 'Olivia -> Noah', 'red_treasure_chest')),
    C("Noah left at line 7 before either move", 'order', 'T', 7, "exit 7 before moves 8 and 10", ('and', ('at', 7, ('text', 'Noah exited the porch')), ('lt', 'Noah exited the porch', 'Elizabeth moved the strawberry'))),
    C("Olivia watched him go", 'presence', 'T', 7, "Olivia witnesses 7", ('wit', 'Olivia')),
])

R(4, 'terse', 'wrong', 'red_bucket', """K. red_bucket — Olivia put it there last.""", [
    C("Olivia put it there last", 'event', 'T', 10, "line 10 is the last strawberry move", ('and', ('text', 'Olivia moved the strawberry to the red_bucket'), ('none_after', 10, 'moved the strawberry'))),
])

R(4, 'narrative', 'unsupported', 'red_treasure_chest', """This is a second-order question, so what matters isn't where the strawberry actually ends up but what Olivia believes about Noah's belief. Working through the story with that in mind, Olivia would say that Noah believes the strawberry is in the red_treasure_chest.

The answer is L. red_treasure_chest.""", [
    C("Olivia would say that Noah believes the strawberry is in the red_treasure_chest", 'belief', 'T', 'end', "answer restated", ('bel', 'Olivia -> Noah', 'red_treasure_chest')),
])

# ---------------- item 5: s6813-24-o4  Logan -> Emily -> Jayden -> Sophia watermelon -> red_envelope
A5 = ['Jayden', 'Emily', 'Lucas', 'Sophia', 'Logan']
Q5 = ['Logan', 'Emily', 'Jayden', 'Sophia']
LAST5 = ('and', ('at', 3, ('wit', Q5)), ('at', 7, ('not', ('wit', Q5))), ('at', 9, ('not', ('wit', Q5))), ('at', 11, ('not', ('wit', Q5))))
MISS5 = ('and', ('at', 7, ('nowit', ['Emily', 'Jayden'])), ('at', 9, ('nowit', ['Emily', 'Jayden'])), ('at', 11, ('nowit', ['Emily', 'Jayden'])))
SPIN5 = ('and', ('at', 25, ('text', 'claimed that spinach')), ('at', 26, ('text', 'that the spinach')))
R(5, 'thinking', 'sound', 'red_envelope', """<think>
Fourth order: Logan → Emily → Jayden → Sophia, about the watermelon.

Key point: the last moment the four of them were all watching the watermelon. Jayden moves the watermelon to the red_envelope at line 3 while everyone is in the porch. Then Jayden leaves (line 4). Emily leaves at line 6.

So nothing after line 4 can enter Jayden's belief, and nothing after line 6 can enter Emily's. Lucas moves it to the red_bottle (7), Sophia to the blue_suitcase (9), Logan back to the green_cupboard (11) — Emily and Jayden miss all of these.

Hmm, what about the study scene? That's the spinach, not the watermelon. And the claim and the tell at 25–26 are about the spinach too.

Emily thinks Jayden thinks Sophia thinks red_envelope — they all saw line 3 together. Logan knows Emily left at 6, so Logan's model of Emily is frozen at the red_envelope as well.
</think>

A. red_envelope — the last watermelon event that Logan, Emily, Jayden and Sophia all witnessed together was Jayden's move to the red_envelope at line 3.""", [
    C("Jayden moves the watermelon to the red_envelope at line 3", 'event', 'T', 3, "line 3", ('text', 'Jayden moved the watermelon to the red_envelope')),
    C("while everyone is in the porch", 'presence', 'T', 3, "all five in porch", ROOMS(A5, 'porch')),
    C("Then Jayden leaves (line 4)", 'event', 'T', 4, "line 4", ('text', 'Jayden exited the porch')),
    C("Emily leaves at line 6", 'event', 'T', 6, "line 6", ('text', 'Emily exited the porch')),
    C("Lucas moves it to the red_bottle (7)", 'event', 'T', 7, "line 7", ('text', 'Lucas moved the watermelon to the red_bottle')),
    C("Sophia to the blue_suitcase (9)", 'event', 'T', 9, "line 9", ('text', 'Sophia moved the watermelon to the blue_suitcase')),
    C("Logan back to the green_cupboard (11)", 'event', 'T', 11, "line 11", ('text', 'Logan moved the watermelon to the green_cupboard')),
    C("Emily and Jayden miss all of these", 'presence', 'T', None, "neither witnesses 7, 9, 11", MISS5),
    C("That's the spinach, not the watermelon", 'event', 'T', 16, "study scene lines 16-20 concern the spinach", ('and', ('at', 16, ('text', 'spinach')), ('at', 18, ('text', 'spinach')), ('at', 20, ('text', 'spinach')))),
    C("the claim and the tell at 25–26 are about the spinach too", 'communication', 'T', 25, "lines 25-26 about spinach", SPIN5),
    C("Emily thinks Jayden thinks Sophia thinks red_envelope", 'belief', 'T', 'end', "gold Emily -> Jayden -> Sophia", ('bel', 'Emily -> Jayden -> Sophia', 'red_envelope')),
    C("they all saw line 3 together", 'presence', 'T', 3, "Emily, Jayden, Sophia witness 3", ('wit', ['Emily', 'Jayden', 'Sophia'])),
    C("Logan knows Emily left at 6", 'presence', 'T', 6, "Logan witnesses line 6", ('wit', 'Logan')),
    C("Logan's model of Emily is frozen at the red_envelope", 'belief', 'T', 'end', "gold Logan -> Emily", ('bel', 'Logan -> Emily', 'red_envelope')),
    C("the last watermelon event that Logan, Emily, Jayden and Sophia all witnessed together was Jayden's move to the red_envelope at line 3", 'presence', 'T', 3, "all four see 3, not all see 7/9/11", LAST5),
])

R(5, 'answer_first', 'sound', 'red_envelope', """**Answer: A. red_envelope**

Explanation:
1. All five are in the porch when Jayden moves the watermelon from the green_cupboard to the red_envelope (line 3).
2. Jayden exits at line 4 and Emily at line 6, so neither of them sees Lucas's move to the red_bottle (line 7), Sophia's move to the blue_suitcase (line 9) or Logan's move back to the green_cupboard (line 11).
3. Logan saw Jayden and Emily leave, so he knows their information stops at the red_envelope.
4. The study scene and the statements at lines 25–26 concern the spinach only.

Therefore Logan thinks Emily thinks Jayden thinks Sophia thinks the watermelon is in the red_envelope.""", [
    C("All five are in the porch", 'presence', 'T', 3, "all in porch at 3", ROOMS(A5, 'porch')),
    C("Jayden moves the watermelon from the green_cupboard to the red_envelope (line 3)", 'event', 'T', 3, "line 3, from green_cupboard (row 2)", ('and', ('text', 'Jayden moved the watermelon to the red_envelope'), ('at', 2, ('obj', 'watermelon', 'green_cupboard')))),
    C("Jayden exits at line 4", 'event', 'T', 4, "line 4", ('text', 'Jayden exited the porch')),
    C("Emily at line 6", 'event', 'T', 6, "line 6", ('text', 'Emily exited the porch')),
    C("neither of them sees", 'presence', 'T', None, "neither witnesses 7, 9, 11", MISS5),
    C("Lucas's move to the red_bottle (line 7)", 'event', 'T', 7, "line 7", ('text', 'Lucas moved the watermelon to the red_bottle')),
    C("Sophia's move to the blue_suitcase (line 9)", 'event', 'T', 9, "line 9", ('text', 'Sophia moved the watermelon to the blue_suitcase')),
    C("Logan's move back to the green_cupboard (line 11)", 'event', 'T', 11, "line 11", ('text', 'Logan moved the watermelon to the green_cupboard')),
    C("Logan saw Jayden and Emily leave", 'presence', 'T', None, "Logan witnesses 4 and 6", ('and', ('at', 4, ('wit', 'Logan')), ('at', 6, ('wit', 'Logan')))),
    C("he knows their information stops at the red_envelope", 'belief', 'T', 'end', "Logan -> Emily and Logan -> Jayden = red_envelope", ('and', ('bel', 'Logan -> Emily', 'red_envelope'), ('bel', 'Logan -> Jayden', 'red_envelope'))),
    C("The study scene and the statements at lines 25–26 concern the spinach only", 'communication', 'T', 25, "16-26 about spinach", ('and', ('at', 16, ('text', 'spinach')), SPIN5)),
    C("Logan thinks Emily thinks Jayden thinks Sophia thinks the watermelon is in the red_envelope", 'belief', 'T', 'end', "answer restated", ('bel', 'Logan -> Emily -> Jayden -> Sophia', 'red_envelope')),
])

R(5, 'narrative', 'unsound', 'red_envelope', """Let me trace who saw what. The watermelon starts in the green_cupboard, and Jayden moves it to the red_envelope while all five are still in the porch. That's the last time Logan, Emily, Jayden and Sophia are all watching the watermelon together.

After that, people start leaving. Emily is the first to go, with Jayden following her out a couple of lines later. Lucas then moves the watermelon to the red_bottle, Sophia moves it to the blue_suitcase, and Logan — the last one out — puts it back in the green_cupboard. None of these later moves were seen by Emily or Jayden.

Logan knows exactly when Emily and Jayden left, so from Logan's point of view, Emily's picture of Jayden's picture of Sophia's belief is still the red_envelope. The spinach business in the study doesn't touch the watermelon.

The answer is A. red_envelope.""", [
    C("The watermelon starts in the green_cupboard", 'location', 'T', 2, "line 2", ('obj', 'watermelon', 'green_cupboard')),
    C("Jayden moves it to the red_envelope", 'event', 'T', 3, "line 3", ('text', 'Jayden moved the watermelon to the red_envelope')),
    C("while all five are still in the porch", 'presence', 'T', 3, "all in porch", ROOMS(A5, 'porch')),
    C("That's the last time Logan, Emily, Jayden and Sophia are all watching the watermelon together", 'presence', 'T', 3, "all four see 3, not all see later moves", LAST5),
    C("Emily is the first to go, with Jayden following her out a couple of lines later", 'order', 'F', None, "PLANTED: Jayden exits first (4), Emily at 6", ('lt', 'Emily exited the porch', 'Jayden exited the porch')),
    C("Lucas then moves the watermelon to the red_bottle", 'event', 'T', 7, "line 7", ('text', 'Lucas moved the watermelon to the red_bottle')),
    C("Sophia moves it to the blue_suitcase", 'event', 'T', 9, "line 9", ('text', 'Sophia moved the watermelon to the blue_suitcase')),
    C("the last one out", 'order', 'T', None, "Logan exits the porch at 12, after all others", ('and', ('lt', 'Sophia exited the porch', 'Logan exited the porch'), ('lt', 'Lucas exited the porch', 'Logan exited the porch'), ('lt', 'Emily exited the porch', 'Logan exited the porch'))),
    C("puts it back in the green_cupboard", 'event', 'T', 11, "line 11", ('text', 'Logan moved the watermelon to the green_cupboard')),
    C("None of these later moves were seen by Emily or Jayden", 'presence', 'T', None, "7, 9, 11 not witnessed by them", MISS5),
    C("Logan knows exactly when Emily and Jayden left", 'presence', 'T', None, "Logan witnesses 4 and 6", ('and', ('at', 4, ('wit', 'Logan')), ('at', 6, ('wit', 'Logan')))),
    C("from Logan's point of view, Emily's picture of Jayden's picture of Sophia's belief is still the red_envelope", 'belief', 'T', 'end', "answer restated", ('bel', 'Logan -> Emily -> Jayden -> Sophia', 'red_envelope')),
    C("The spinach business in the study doesn't touch the watermelon", 'event', 'T', None, "no watermelon line after 12", ('none_after', 12, 'watermelon')),
])

R(5, 'terse', 'wrong', 'green_cupboard', """B. green_cupboard. Logan put it back in the green_cupboard himself.""", [
    C("Logan put it back in the green_cupboard himself", 'event', 'T', 11, "line 11", ('text', 'Logan moved the watermelon to the green_cupboard')),
])

R(5, 'numbered', 'unsupported', 'red_envelope', """Let's think step by step.
1. This is a fourth-order belief question: Logan → Emily → Jayden → Sophia.
2. For nested beliefs, we need the most recent point at which all the people in the chain shared the same information.
3. Applying that here gives the red_envelope.

The answer is [red_envelope].""", [
    C("Applying that here gives the red_envelope", 'belief', 'T', 'end', "answer restated", ('bel', 'Logan -> Emily -> Jayden -> Sophia', 'red_envelope')),
])
