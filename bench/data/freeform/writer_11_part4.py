"""Blind set 11, part 4: items 18-23 (hand-written responses)."""
from writer_11_part0 import *

NO_TELL = lambda n: AND(*[NOT(line(k, 'told')) for k in range(1, n + 1)] + [NOT(line(k, 'claimed')) for k in range(1, n + 1)])

# ------------------------------------------------------------------ item 18
I = 's6811-22-o2'
o = 'broccoli'
CH = 'Liam -> Ella'
ALL = ('Liam', 'Avery', 'Ella', 'Emma', 'Aria')

resp = """1. Broccoli starts in the red_container (2).
2. Liam moves it to the green_basket (3) — all five are in the lounge, Ella included.
3. Liam exits at step 4, so he misses everything after.
4. Ella later moves it to the green_envelope (8), but Liam isn't there.
5. Nobody says anything in the waiting room.
Answer: N. green_basket"""
R(I, 1, 'numbered', 'sound', 'green_basket', resp, [
    C("Broccoli starts in the red_container (2)", 'location', T, 2, "line 2", obj(o, 2, 'red_container')),
    C("Liam moves it to the green_basket (3)", 'event', T, 3, "line 3", line(3, 'Liam moved the broccoli to the green_basket')),
    C("all five are in the lounge, Ella included", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("Liam exits at step 4", 'event', T, 4, "line 4", line(4, 'Liam exited')),
    C("he misses everything after", 'presence', T, 8, "Liam witnesses nothing in the lounge after 4", AND(nowit(7, 'Liam'), nowit(8, 'Liam'), nowit(9, 'Liam'))),
    C("Ella later moves it to the green_envelope (8)", 'event', T, 8, "line 8", line(8, 'Ella moved the broccoli to the green_envelope')),
    C("Liam isn't there", 'presence', T, 8, "Liam in no room at 8", room('Liam', 8, None)),
    C("Nobody says anything in the waiting room.", 'communication', T, 15, "no tell/claim lines", NO_TELL(15)),
    C("Answer: N. green_basket", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_basket'), restate=True),
])

resp = """<think>
Liam → Ella.
Liam put the broccoli in the green_basket himself and then left — first one out. Ella saw him do it. Then Ella herself moved it to the green_envelope at step 8, with Aria and Emma watching. Liam can't know that. So Liam's model of Ella: green_basket. Ella's actual belief is green_envelope, but that's not asked.
Avery disliking the broccoli, Emma liking the blue_cupboard: noise.
</think>
Liam thinks Ella thinks it's in the green_basket — N."""
R(I, 2, 'thinking', 'sound', 'green_basket', resp, [
    C("Liam put the broccoli in the green_basket himself", 'event', T, 3, "line 3", line(3, 'Liam moved the broccoli to the green_basket')),
    C("first one out", 'order', T, 4, "Liam's exit at 4 is the first", AND(line(4, 'Liam exited'), room('Avery', 4, 'lounge'), room('Ella', 4, 'lounge'), room('Emma', 4, 'lounge'), room('Aria', 4, 'lounge'))),
    C("Ella saw him do it", 'presence', T, 3, "Ella witnessed 3", wit(3, 'Ella')),
    C("Ella herself moved it to the green_envelope at step 8", 'event', T, 8, "line 8", line(8, 'Ella moved the broccoli to the green_envelope')),
    C("with Aria and Emma watching", 'presence', T, 8, "witnesses of 8", wit(8, 'Aria', 'Emma')),
    C("Liam can't know that", 'presence', T, 8, "Liam did not witness 8", nowit(8, 'Liam')),
    C("So Liam's model of Ella: green_basket.", 'belief', T, 'end', "answer chain", bel(o, CH, 'end', 'green_basket'), restate=True),
    C("Ella's actual belief is green_envelope", 'belief', T, 'end', "Ella = green_envelope", bel(o, 'Ella', 'end', 'green_envelope')),
    C("Avery disliking the broccoli", 'event', T, 6, "line 6", line(6, 'Avery dislikes the broccoli')),
    C("Emma liking the blue_cupboard", 'event', T, 14, "line 14", line(14, 'Emma likes the blue_cupboard')),
    C("Liam thinks Ella thinks it's in the green_basket — N.", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_basket'), restate=True),
])

resp = "N. green_basket. Liam moved it there at step 3 while Ella watched, and left right after. When Ella left the lounge at step 9 the broccoli was still in the green_basket."
R(I, 3, 'answer_first', 'unsound', 'green_basket', resp, [
    C("N. green_basket", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_basket'), restate=True),
    C("Liam moved it there at step 3", 'event', T, 3, "line 3", line(3, 'Liam moved the broccoli to the green_basket')),
    C("while Ella watched", 'presence', T, 3, "Ella witnessed 3", wit(3, 'Ella')),
    C("left right after", 'event', T, 4, "line 4", line(4, 'Liam exited')),
    C("When Ella left the lounge at step 9 the broccoli was still in the green_basket", 'location', F, 9, "PLANTED: Ella had moved it to the green_envelope at 8", obj(o, 9, 'green_basket')),
])

resp = """Ella is the one who last moved the broccoli, putting it into the green_envelope, and she obviously knows where she put it. Liam would reason that Ella knows the current location, so Liam thinks Ella thinks it is in the green_envelope (L)."""
R(I, 4, 'narrative', 'wrong', 'green_envelope', resp, [
    C("Ella is the one who last moved the broccoli, putting it into the green_envelope", 'event', T, 8, "line 8 is the last move", AND(line(8, 'Ella moved the broccoli to the green_envelope'), obj(o, 'end', 'green_envelope'))),
    C("she obviously knows where she put it", 'belief', T, 'end', "Ella = green_envelope", bel(o, 'Ella', 'end', 'green_envelope')),
    C("Liam would reason that Ella knows the current location", 'belief', F, 'end', "Liam -> Ella = green_basket", bel(o, CH, 'end', 'green_envelope')),
    C("Liam thinks Ella thinks it is in the green_envelope (L)", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'green_envelope'), restate=True),
])

resp = "Answer: green_basket"
R(I, 5, 'terse', 'unsupported', 'green_basket', resp, [
    C("Answer: green_basket", 'belief', T, 'end', "bare answer", bel(o, CH, 'end', 'green_basket'), restate=True),
])

# ------------------------------------------------------------------ item 19
I = 's6811-20-o0'
o = 'cabbage'

resp = """<think>
Cabbage moves: green_bathtub (2) → blue_basket (Amelia, 3) → blue_suitcase (Chloe, 6) → blue_bottle (Elizabeth, 8) → red_bathtub (Oliver, 12). Alexander's the only one left to see that last one.
Hallway part: orange only (red_bucket → green_basket → red_envelope). Oliver's public claim and Elizabeth's tell are about the orange too.
So cabbage stays red_bathtub.
</think>
B. red_bathtub"""
R(I, 1, 'thinking', 'sound', 'red_bathtub', resp, [
    C("green_bathtub (2)", 'location', T, 2, "line 2", obj(o, 2, 'green_bathtub')),
    C("blue_basket (Amelia, 3)", 'event', T, 3, "line 3", line(3, 'Amelia moved the cabbage to the blue_basket')),
    C("blue_suitcase (Chloe, 6)", 'event', T, 6, "line 6", line(6, 'Chloe moved the cabbage to the blue_suitcase')),
    C("blue_bottle (Elizabeth, 8)", 'event', T, 8, "line 8", line(8, 'Elizabeth moved the cabbage to the blue_bottle')),
    C("red_bathtub (Oliver, 12)", 'event', T, 12, "line 12", line(12, 'Oliver moved the cabbage to the red_bathtub')),
    C("Alexander's the only one left to see that last one", 'presence', T, 12, "only Alexander besides Oliver", AND(wit(12, 'Alexander'), nowit(12, 'Amelia', 'Chloe', 'Elizabeth'))),
    C("Hallway part: orange only", 'event', T, 19, "hallway moves are orange moves", AND(line(19, 'orange'), line(21, 'orange'), obj(o, 24, 'red_bathtub'))),
    C("(red_bucket → green_basket → red_envelope)", 'event', T, 21, "orange at 18, 19, 21", AND(obj('orange', 18, 'red_bucket'), obj('orange', 19, 'green_basket'), obj('orange', 21, 'red_envelope'))),
    C("Oliver's public claim and Elizabeth's tell are about the orange too", 'communication', T, 27, "lines 26-27 concern the orange", AND(line(26, 'orange'), line(27, 'orange'))),
    C("So cabbage stays red_bathtub.", 'location', T, 'end', "red_bathtub at end", obj(o, 'end', 'red_bathtub')),
    C("B. red_bathtub", 'location', T, 'end', "final answer", obj(o, 'end', 'red_bathtub'), restate=True, after="</think>"),
])

resp = """Four different people move the cabbage in the front_yard: Amelia, Chloe, Elizabeth and finally Oliver, who drops it into the red_bathtub at step 12 with only Alexander still around. In the waiting room Oliver later publicly claims the cabbage is in the green_crate, but a claim doesn't move anything, and no one touches the cabbage again. It is really in the red_bathtub."""
R(I, 2, 'narrative', 'unsound', 'red_bathtub', resp, [
    C("Four different people move the cabbage in the front_yard: Amelia, Chloe, Elizabeth and finally Oliver", 'event', T, 12, "lines 3, 6, 8, 12", AND(line(3, 'Amelia moved the cabbage'), line(6, 'Chloe moved the cabbage'), line(8, 'Elizabeth moved the cabbage'), line(12, 'Oliver moved the cabbage'))),
    C("who drops it into the red_bathtub at step 12", 'event', T, 12, "line 12", line(12, 'Oliver moved the cabbage to the red_bathtub')),
    C("with only Alexander still around", 'presence', T, 12, "rooms at 12", AND(room('Alexander', 12, 'front_yard'), room('Amelia', 12, None), room('Chloe', 12, None), room('Elizabeth', 12, None))),
    C("Oliver later publicly claims the cabbage is in the green_crate", 'communication', F, 26, "PLANTED: Oliver's public claim (26) is about the orange", line(26, 'cabbage')),
    C("no one touches the cabbage again", 'event', T, 'end', "no later move", AND(obj(o, 13, 'red_bathtub'), obj(o, 'end', 'red_bathtub'))),
    C("It is really in the red_bathtub.", 'location', T, 'end', "final answer", obj(o, 'end', 'red_bathtub'), restate=True),
])

resp = "B. red_bathtub — Oliver's move at step 12 is the last one. Before that it was in the blue_suitcase when Elizabeth left the front_yard, and Alexander saw Oliver make the final switch."
R(I, 3, 'answer_first', 'unsound', 'red_bathtub', resp, [
    C("B. red_bathtub", 'location', T, 'end', "final answer", obj(o, 'end', 'red_bathtub'), restate=True),
    C("Oliver's move at step 12 is the last one", 'event', T, 12, "no cabbage move after 12", AND(line(12, 'Oliver moved the cabbage'), obj(o, 'end', 'red_bathtub'))),
    C("it was in the blue_suitcase when Elizabeth left the front_yard", 'location', F, 10, "PLANTED: Elizabeth had moved it to the blue_bottle (8) before leaving (10)", obj(o, 10, 'blue_suitcase')),
    C("Alexander saw Oliver make the final switch", 'presence', T, 12, "Alexander witnessed 12", wit(12, 'Alexander')),
])

resp = "M. green_crate — that's what Oliver publicly claimed at the end."
R(I, 4, 'terse', 'wrong', 'green_crate', resp, [
    C("M. green_crate", 'location', F, 'end', "wrong answer", obj(o, 'end', 'green_crate'), restate=True),
    C("that's what Oliver publicly claimed at the end", 'communication', F, 26, "Oliver's claim was about the orange, not the cabbage", line(26, 'cabbage')),
])

resp = """1. Cabbage: green_bathtub → blue_basket (3) → blue_suitcase (6) → blue_bottle (8).
2. Oliver moves it to the red_bathtub (12), after Elizabeth and Alexander have both left.
3. The rest of the story is about the orange.
Answer: B (red_bathtub)"""
R(I, 5, 'numbered', 'unsound', 'red_bathtub', resp, [
    C("Cabbage: green_bathtub", 'location', T, 2, "line 2", obj(o, 2, 'green_bathtub')),
    C("blue_basket (3)", 'event', T, 3, "line 3", line(3, 'moved the cabbage to the blue_basket')),
    C("blue_suitcase (6)", 'event', T, 6, "line 6", line(6, 'moved the cabbage to the blue_suitcase')),
    C("blue_bottle (8)", 'event', T, 8, "line 8", line(8, 'moved the cabbage to the blue_bottle')),
    C("Oliver moves it to the red_bathtub (12)", 'event', T, 12, "line 12", line(12, 'Oliver moved the cabbage to the red_bathtub')),
    C("after Elizabeth and Alexander have both left", 'order', F, 12, "PLANTED: Alexander was still in the front_yard at 12 (exits at 15)", AND(room('Elizabeth', 12, None), room('Alexander', 12, None))),
    C("The rest of the story is about the orange.", 'event', T, 21, "later moves concern the orange", AND(line(19, 'orange'), line(21, 'orange'), obj(o, 'end', 'red_bathtub'))),
    C("Answer: B (red_bathtub)", 'location', T, 'end', "final answer", obj(o, 'end', 'red_bathtub'), restate=True),
])

# ------------------------------------------------------------------ item 20 (ToMi)
I = 'tomi-s6811-1-first_order_0_no_tom'
o = 'pineapple'

resp = "green_container. Benjamin moved the pineapple there himself at step 5, and nothing happens to it afterwards — Aria just leaves."
R(I, 1, 'answer_first', 'sound', 'green_container', resp, [
    C("green_container", 'belief', T, 'end', "final answer", bel(o, 'Benjamin', 'end', 'green_container'), restate=True),
    C("Benjamin moved the pineapple there himself at step 5", 'event', T, 5, "line 5", line(5, 'Benjamin moved the pineapple to the green_container')),
    C("nothing happens to it afterwards", 'event', T, 'end', "no later move", obj(o, 'end', 'green_container')),
    C("Aria just leaves", 'event', T, 6, "line 6", line(6, 'Aria exited')),
])

resp = """Benjamin walks into the living_room where Aria already is, and both of them see the pineapple in the blue_crate. Benjamin then moves it to the green_container himself. Aria leaves afterwards, but Benjamin stays, and nobody else touches the pineapple. Evelyn, who only likes the peach, never even enters the room. Benjamin will look in the green_container."""
R(I, 2, 'narrative', 'sound', 'green_container', resp, [
    C("Benjamin walks into the living_room where Aria already is", 'event', T, 3, "line 3; Aria entered at 1", AND(line(3, 'Benjamin entered the living_room'), room('Aria', 2, 'living_room'))),
    C("both of them see the pineapple in the blue_crate", 'presence', T, 4, "both witnessed 4", AND(obj(o, 4, 'blue_crate'), wit(4, 'Aria', 'Benjamin'))),
    C("Benjamin then moves it to the green_container himself", 'event', T, 5, "line 5", line(5, 'Benjamin moved the pineapple to the green_container')),
    C("Aria leaves afterwards", 'event', T, 6, "line 6", line(6, 'Aria exited')),
    C("Benjamin stays", 'presence', T, 6, "Benjamin still in living_room", room('Benjamin', 6, 'living_room')),
    C("nobody else touches the pineapple", 'event', T, 'end', "no later move", obj(o, 'end', 'green_container')),
    C("Evelyn, who only likes the peach", 'event', T, 2, "line 2", line(2, 'Evelyn likes the peach')),
    C("never even enters the room", 'presence', T, 6, "Evelyn in no room", AND(room('Evelyn', 6, None), room('Evelyn', 3, None))),
    C("Benjamin will look in the green_container.", 'belief', T, 'end', "final answer", bel(o, 'Benjamin', 'end', 'green_container'), restate=True),
])

resp = """<think>
Benjamin entered the living_room before Aria, then the pineapple is in the blue_crate (4). Benjamin moves it to the green_container (5). Aria exits (6). Benjamin moved it himself, so he knows exactly where it is.
</think>
Benjamin will look in the green_container."""
R(I, 3, 'thinking', 'unsound', 'green_container', resp, [
    C("Benjamin entered the living_room before Aria", 'order', F, 3, "PLANTED: Aria entered at 1, Benjamin at 3", lt(3, 1)),
    C("the pineapple is in the blue_crate (4)", 'location', T, 4, "line 4", obj(o, 4, 'blue_crate')),
    C("Benjamin moves it to the green_container (5)", 'event', T, 5, "line 5", line(5, 'Benjamin moved the pineapple to the green_container')),
    C("Aria exits (6)", 'event', T, 6, "line 6", line(6, 'Aria exited')),
    C("he knows exactly where it is", 'belief', T, 'end', "Benjamin = green_container", bel(o, 'Benjamin', 'end', 'green_container')),
    C("Benjamin will look in the green_container.", 'belief', T, 'end', "final answer", bel(o, 'Benjamin', 'end', 'green_container'), restate=True),
])

resp = "blue_crate — that's where the pineapple was when Benjamin came in."
R(I, 4, 'terse', 'wrong', 'blue_crate', resp, [
    C("blue_crate", 'belief', F, 'end', "wrong answer; Benjamin moved it to the green_container", bel(o, 'Benjamin', 'end', 'blue_crate'), restate=True),
    C("that's where the pineapple was when Benjamin came in", 'location', T, 4, "blue_crate at line 4, just after Benjamin entered", obj(o, 4, 'blue_crate')),
])

resp = """1. Identify whose belief: Benjamin's.
2. Answer: the green_container."""
R(I, 5, 'numbered', 'unsupported', 'green_container', resp, [
    C("Answer: the green_container.", 'belief', T, 'end', "bare answer", bel(o, 'Benjamin', 'end', 'green_container'), restate=True),
])

# ------------------------------------------------------------------ item 21
I = 's6811-6-o1'
o = 'tomato'

resp = """Benjamin misses Isabella's first move (he's already left the front_yard when she puts the tomato in the green_cupboard), but in the second round he comes back, sees it in the green_cupboard, and then, after Isabella has gone, moves it to the green_bucket himself. Later he privately tells Aria it's in the green_cupboard — which isn't what he believes. So Benjamin really thinks the tomato is in the green_bucket (B)."""
R(I, 1, 'narrative', 'sound', 'green_bucket', resp, [
    C("Benjamin misses Isabella's first move", 'presence', T, 9, "Benjamin did not witness 9", nowit(9, 'Benjamin')),
    C("he's already left the front_yard when she puts the tomato in the green_cupboard", 'presence', T, 9, "Benjamin in no room at 9", AND(line(9, 'Isabella moved the tomato to the green_cupboard'), room('Benjamin', 9, None))),
    C("in the second round he comes back", 'event', T, 15, "line 15", line(15, 'Isabella, Benjamin and Aria entered the front_yard')),
    C("sees it in the green_cupboard", 'belief', T, 15, "Benjamin = green_cupboard after 15", bel(o, 'Benjamin', 15, 'green_cupboard')),
    C("after Isabella has gone", 'order', T, 19, "Isabella exits 18 before move 19", AND(line(18, 'Isabella exited'), lt(18, 19))),
    C("moves it to the green_bucket himself", 'event', T, 19, "line 19", line(19, 'Benjamin moved the tomato to the green_bucket')),
    C("he privately tells Aria it's in the green_cupboard", 'communication', T, 24, "line 24", line(24, 'Benjamin privately told Aria that the tomato is in the green_cupboard')),
    C("which isn't what he believes", 'belief', T, 24, "Benjamin = green_bucket", bel(o, 'Benjamin', 24, 'green_bucket')),
    C("So Benjamin really thinks the tomato is in the green_bucket (B).", 'belief', T, 'end', "final answer", bel(o, 'Benjamin', 'end', 'green_bucket'), restate=True),
])

resp = "B. green_bucket. Benjamin moved the tomato from the green_cupboard to the green_bucket at step 19, with Aria the only other person present. His private message to Aria afterwards names the green_cupboard, and Aria takes his word for it, but Benjamin's own belief is still the green_bucket."
R(I, 2, 'answer_first', 'unsound', 'green_bucket', resp, [
    C("B. green_bucket", 'belief', T, 'end', "final answer", bel(o, 'Benjamin', 'end', 'green_bucket'), restate=True),
    C("Benjamin moved the tomato from the green_cupboard to the green_bucket at step 19", 'event', T, 19, "line 19; was in green_cupboard", AND(obj(o, 18, 'green_cupboard'), line(19, 'Benjamin moved the tomato to the green_bucket'))),
    C("with Aria the only other person present", 'presence', T, 19, "witnesses of 19", AND(wit(19, 'Aria'), nowit(19, 'Isabella', 'Jack', 'Jayden'))),
    C("His private message to Aria afterwards names the green_cupboard", 'communication', T, 24, "line 24", line(24, 'Benjamin privately told Aria that the tomato is in the green_cupboard')),
    C("Aria takes his word for it", 'communication', F, 24, "PLANTED: Aria left after Benjamin (22 vs 20) and saw the move; she stays green_bucket", bel(o, 'Aria', 24, 'green_cupboard')),
    C("Benjamin's own belief is still the green_bucket", 'belief', T, 24, "Benjamin = green_bucket", bel(o, 'Benjamin', 24, 'green_bucket')),
])

resp = """1. Round 1: tomato in the red_container; Benjamin leaves (8) before Isabella moves it to the green_cupboard (9).
2. Round 2: Benjamin re-enters with Isabella and Aria (15) and sees it in the green_cupboard.
3. Isabella leaves (18); Benjamin moves it to the green_bucket (19).
4. Waiting room: Benjamin tells Aria "green_cupboard"; Aria tells Jack "green_bucket". Jack, who left first, still thinks red_container.
5. None of this changes Benjamin's own view.
Answer: B. green_bucket"""
R(I, 3, 'numbered', 'unsound', 'green_bucket', resp, [
    C("Round 1: tomato in the red_container", 'location', T, 2, "line 2", obj(o, 2, 'red_container')),
    C("Benjamin leaves (8) before Isabella moves it to the green_cupboard (9)", 'order', T, 9, "8 < 9", AND(line(8, 'Benjamin exited'), line(9, 'Isabella moved the tomato to the green_cupboard'))),
    C("Benjamin re-enters with Isabella and Aria (15)", 'event', T, 15, "line 15", line(15, 'Isabella, Benjamin and Aria entered the front_yard')),
    C("sees it in the green_cupboard", 'belief', T, 16, "Benjamin = green_cupboard", bel(o, 'Benjamin', 16, 'green_cupboard')),
    C("Isabella leaves (18)", 'event', T, 18, "line 18", line(18, 'Isabella exited')),
    C("Benjamin moves it to the green_bucket (19)", 'event', T, 19, "line 19", line(19, 'Benjamin moved the tomato to the green_bucket')),
    C("Benjamin tells Aria \"green_cupboard\"", 'communication', T, 24, "line 24", line(24, 'Benjamin privately told Aria that the tomato is in the green_cupboard')),
    C("Aria tells Jack \"green_bucket\"", 'communication', T, 25, "line 25", line(25, 'Aria privately told Jack that the tomato is in the green_bucket')),
    C("who left first", 'order', T, 4, "Jack's exit at 4 is the first", AND(line(4, 'Jack exited'), room('Jayden', 4, 'front_yard'), room('Benjamin', 4, 'front_yard'))),
    C("still thinks red_container", 'belief', F, 25, "PLANTED: Jack trusts Aria (she left later) and now believes green_bucket", bel(o, 'Jack', 25, 'red_container')),
    C("None of this changes Benjamin's own view.", 'belief', T, 'end', "Benjamin stays green_bucket", AND(bel(o, 'Benjamin', 23, 'green_bucket'), bel(o, 'Benjamin', 'end', 'green_bucket'))),
    C("Answer: B. green_bucket", 'belief', T, 'end', "final answer", bel(o, 'Benjamin', 'end', 'green_bucket'), restate=True),
])

resp = """<think>
Benjamin: round 1 he sees red_container, leaves before Isabella's move. Round 2 he sees green_cupboard (16). Then Isabella leaves and Benjamin moves it to the green_bucket (19). Then in the waiting room he tells Aria it's in the green_cupboard.
Why would he say green_cupboard? The private tell is the latest statement of his belief, so I'll trust it over the earlier action.
</think>
E. green_cupboard"""
R(I, 4, 'thinking', 'wrong', 'green_cupboard', resp, [
    C("round 1 he sees red_container", 'belief', T, 2, "Benjamin = red_container", bel(o, 'Benjamin', 2, 'red_container')),
    C("leaves before Isabella's move", 'order', T, 8, "8 < 9", AND(line(8, 'Benjamin exited'), lt(8, 9))),
    C("Round 2 he sees green_cupboard (16)", 'belief', T, 16, "Benjamin = green_cupboard", bel(o, 'Benjamin', 16, 'green_cupboard')),
    C("Isabella leaves", 'event', T, 18, "line 18", line(18, 'Isabella exited')),
    C("Benjamin moves it to the green_bucket (19)", 'event', T, 19, "line 19", line(19, 'Benjamin moved the tomato to the green_bucket')),
    C("he tells Aria it's in the green_cupboard", 'communication', T, 24, "line 24", line(24, 'Benjamin privately told Aria that the tomato is in the green_cupboard')),
    C("The private tell is the latest statement of his belief", 'belief', F, 24, "Benjamin believes green_bucket; the tell does not reflect it", bel(o, 'Benjamin', 24, 'green_cupboard')),
    C("E. green_cupboard", 'belief', F, 'end', "wrong final answer", bel(o, 'Benjamin', 'end', 'green_cupboard'), restate=True),
])

resp = "B. green_bucket: he moved it there himself at step 19, after Isabella had put it in the green_cupboard in round 2."
R(I, 5, 'terse', 'unsound', 'green_bucket', resp, [
    C("B. green_bucket", 'belief', T, 'end', "final answer", bel(o, 'Benjamin', 'end', 'green_bucket'), restate=True),
    C("he moved it there himself at step 19", 'event', T, 19, "line 19", line(19, 'Benjamin moved the tomato to the green_bucket')),
    C("after Isabella had put it in the green_cupboard in round 2", 'event', F, 16, "PLANTED: Isabella's move was in round 1 (line 9); in round 2 she made no movements", OR(*[line(k, 'Isabella moved') for k in range(15, 19)])),
])

# ------------------------------------------------------------------ item 22
I = 's6811-10-o0'
o = 'watermelon'

resp = "B. red_container — Aria moved it there at step 6, and nobody moved it after that."
R(I, 1, 'terse', 'sound', 'red_container', resp, [
    C("B. red_container", 'location', T, 'end', "final answer", obj(o, 'end', 'red_container'), restate=True),
    C("Aria moved it there at step 6", 'event', T, 6, "line 6", line(6, 'Aria moved the watermelon to the red_container')),
    C("nobody moved it after that", 'event', T, 'end', "no later move", AND(obj(o, 6, 'red_container'), obj(o, 'end', 'red_container'))),
])

resp = """1. The watermelon starts in the red_treasure_chest (2).
2. Avery leaves (4) without touching it.
3. Aria moves it to the red_container (6) in front of Amelia, Benjamin and Emily.
4. Everyone else just waits and exits; there are no further moves.
So it's in the red_container (B)."""
R(I, 2, 'numbered', 'sound', 'red_container', resp, [
    C("The watermelon starts in the red_treasure_chest (2)", 'location', T, 2, "line 2", obj(o, 2, 'red_treasure_chest')),
    C("Avery leaves (4) without touching it", 'event', T, 4, "lines 3-4", AND(line(3, 'Avery made no movements'), line(4, 'Avery exited'))),
    C("Aria moves it to the red_container (6)", 'event', T, 6, "line 6", line(6, 'Aria moved the watermelon to the red_container')),
    C("in front of Amelia, Benjamin and Emily", 'presence', T, 6, "witnesses of 6", wit(6, 'Amelia', 'Benjamin', 'Emily')),
    C("Everyone else just waits and exits; there are no further moves", 'event', T, 13, "lines 7-13 are waits and exits", AND(line(8, 'made no movements'), line(10, 'made no movements'), line(12, 'made no movements'), obj(o, 13, 'red_container'))),
    C("So it's in the red_container (B).", 'location', T, 'end', "final answer", obj(o, 'end', 'red_container'), restate=True),
])

resp = """At the start the watermelon is in the red_treasure_chest. Aria moves it to the red_container while all four others watch, and the characters leave one at a time — Avery first, then Aria, Emily, Benjamin and finally Amelia. Emily's dislike of the lettuce has nothing to do with it. The watermelon is really in the red_container."""
R(I, 3, 'narrative', 'unsound', 'red_container', resp, [
    C("At the start the watermelon is in the red_treasure_chest", 'location', T, 2, "line 2", obj(o, 2, 'red_treasure_chest')),
    C("Aria moves it to the red_container", 'event', T, 6, "line 6", line(6, 'Aria moved the watermelon to the red_container')),
    C("while all four others watch", 'presence', F, 6, "PLANTED: Avery had already left (line 4)", wit(6, 'Avery', 'Emily', 'Benjamin', 'Amelia')),
    C("Avery first, then Aria, Emily, Benjamin and finally Amelia", 'order', T, 13, "exits 4, 7, 9, 11, 13", AND(line(4, 'Avery exited'), line(7, 'Aria exited'), line(9, 'Emily exited'), line(11, 'Benjamin exited'), line(13, 'Amelia exited'))),
    C("Emily's dislike of the lettuce", 'event', T, 5, "line 5", line(5, 'Emily dislikes the lettuce')),
    C("The watermelon is really in the red_container.", 'location', T, 'end', "final answer", obj(o, 'end', 'red_container'), restate=True),
])

resp = "A. red_treasure_chest. The story states at step 2 that the watermelon is in the red_treasure_chest, and Avery, who was the first to leave, never saw it moved."
R(I, 4, 'answer_first', 'wrong', 'red_treasure_chest', resp, [
    C("A. red_treasure_chest", 'location', F, 'end', "wrong answer", obj(o, 'end', 'red_treasure_chest'), restate=True),
    C("The story states at step 2 that the watermelon is in the red_treasure_chest", 'location', T, 2, "line 2", obj(o, 2, 'red_treasure_chest')),
    C("Avery, who was the first to leave", 'order', T, 4, "first exit", AND(line(4, 'Avery exited'), room('Aria', 4, 'master_bedroom'))),
    C("never saw it moved", 'presence', T, 6, "Avery did not witness 6", nowit(6, 'Avery')),
])

resp = """<think>
Reality question, so only physical moves matter, not beliefs.
</think>
B. red_container"""
R(I, 5, 'thinking', 'unsupported', 'red_container', resp, [
    C("B. red_container", 'location', T, 'end', "bare answer", obj(o, 'end', 'red_container'), restate=True),
])

# ------------------------------------------------------------------ item 23
I = 's6811-11-o1'
o = 'plum'

resp = "A. green_basket. Mila left the garden at step 6, when the plum was still in the green_basket; she never saw Charlotte move it to the blue_pantry (9) or Jack move it back (11). Charlotte's public claim at step 15 also says green_basket, so nothing pushes Mila anywhere else."
R(I, 1, 'answer_first', 'sound', 'green_basket', resp, [
    C("A. green_basket", 'belief', T, 'end', "final answer", bel(o, 'Mila', 'end', 'green_basket'), restate=True),
    C("Mila left the garden at step 6", 'event', T, 6, "line 6", line(6, 'Mila exited')),
    C("when the plum was still in the green_basket", 'location', T, 6, "plum at 6", obj(o, 6, 'green_basket')),
    C("she never saw Charlotte move it to the blue_pantry (9)", 'presence', T, 9, "line 9 not witnessed by Mila", AND(line(9, 'Charlotte moved the plum to the blue_pantry'), nowit(9, 'Mila'))),
    C("or Jack move it back (11)", 'presence', T, 11, "line 11 not witnessed by Mila", AND(line(11, 'Jack moved the plum to the green_basket'), nowit(11, 'Mila'))),
    C("Charlotte's public claim at step 15 also says green_basket", 'communication', T, 15, "line 15", line(15, 'Charlotte publicly claimed that plum is in the green_basket')),
    C("nothing pushes Mila anywhere else", 'belief', T, 'end', "Mila = green_basket throughout", AND(bel(o, 'Mila', 15, 'green_basket'), bel(o, 'Mila', 'end', 'green_basket'))),
])

resp = """Mila saw the plum in the green_basket and left early, at step 6. While she was gone, Charlotte moved it to the blue_pantry and Jack quietly moved it back to the green_basket, so it ended up exactly where Mila last saw it. In the waiting room Charlotte publicly announces that it's in the green_basket — by now Charlotte believes that too — and Jack privately tells Aiden the same. Mila thinks it's in the green_basket."""
R(I, 2, 'narrative', 'unsound', 'green_basket', resp, [
    C("Mila saw the plum in the green_basket", 'presence', T, 2, "Mila witnessed line 2", AND(obj(o, 2, 'green_basket'), wit(2, 'Mila'))),
    C("left early, at step 6", 'event', T, 6, "line 6", line(6, 'Mila exited')),
    C("Charlotte moved it to the blue_pantry", 'event', T, 9, "line 9", line(9, 'Charlotte moved the plum to the blue_pantry')),
    C("Jack quietly moved it back to the green_basket", 'event', T, 11, "line 11, Jack alone", AND(line(11, 'Jack moved the plum to the green_basket'), nowit(11, 'Charlotte', 'Mila', 'Mia', 'Aiden'))),
    C("it ended up exactly where Mila last saw it", 'location', T, 'end', "green_basket at end", obj(o, 'end', 'green_basket')),
    C("Charlotte publicly announces that it's in the green_basket", 'communication', T, 15, "line 15", line(15, 'Charlotte publicly claimed that plum is in the green_basket')),
    C("by now Charlotte believes that too", 'belief', F, 15, "PLANTED: a speaker's own belief is unchanged; Charlotte still believes blue_pantry", bel(o, 'Charlotte', 15, 'green_basket')),
    C("Jack privately tells Aiden the same", 'communication', T, 16, "line 16", line(16, 'Jack privately told Aiden that the plum is in the green_basket')),
    C("Mila thinks it's in the green_basket.", 'belief', T, 'end', "final answer", bel(o, 'Mila', 'end', 'green_basket'), restate=True),
])

resp = """<think>
Mila: entered, saw green_basket (2), left at 6.
Step 9: Charlotte moves plum to blue_pantry, and it stays there until the waiting room. Mila wasn't present.
Step 15: Charlotte claims publicly green_basket. Does Mila trust Charlotte? Charlotte exited at 10, Mila at 6 — Charlotte left later, so yes. Green_basket either way.
</think>
A. green_basket"""
R(I, 3, 'thinking', 'unsound', 'green_basket', resp, [
    C("saw green_basket (2)", 'belief', T, 2, "Mila = green_basket", bel(o, 'Mila', 2, 'green_basket')),
    C("left at 6", 'event', T, 6, "line 6", line(6, 'Mila exited')),
    C("Step 9: Charlotte moves plum to blue_pantry", 'event', T, 9, "line 9", line(9, 'Charlotte moved the plum to the blue_pantry')),
    C("it stays there until the waiting room", 'location', F, 12, "PLANTED: Jack moved it back to the green_basket at 11", obj(o, 12, 'blue_pantry')),
    C("Mila wasn't present", 'presence', T, 9, "Mila in no room at 9", room('Mila', 9, None)),
    C("Step 15: Charlotte claims publicly green_basket", 'communication', T, 15, "line 15", line(15, 'Charlotte publicly claimed that plum is in the green_basket')),
    C("Charlotte exited at 10, Mila at 6", 'order', T, 10, "exit lines", AND(line(10, 'Charlotte exited'), line(6, 'Mila exited'))),
    C("Charlotte left later, so yes", 'communication', T, 15, "Mila trusts the later leaver; belief green_basket after 15", AND(lt(6, 10), bel(o, 'Mila', 15, 'green_basket'))),
    C("Green_basket either way.", 'belief', T, 'end', "Mila = green_basket", bel(o, 'Mila', 'end', 'green_basket')),
    C("A. green_basket", 'belief', T, 'end', "final answer", bel(o, 'Mila', 'end', 'green_basket'), restate=True),
])

resp = "C. blue_pantry — that's where Charlotte put it."
R(I, 4, 'terse', 'wrong', 'blue_pantry', resp, [
    C("C. blue_pantry", 'belief', F, 'end', "wrong answer", bel(o, 'Mila', 'end', 'blue_pantry'), restate=True),
    C("that's where Charlotte put it", 'event', T, 9, "line 9", line(9, 'Charlotte moved the plum to the blue_pantry')),
])

resp = """1. Mila is in the garden only for steps 1–6; the plum is in the green_basket the whole time.
2. Charlotte → blue_pantry (9) and Jack → green_basket (11) both happen after Mila left.
3. Charlotte's public claim (15) repeats green_basket; Mila trusts her since Charlotte left later, but it agrees with what Mila already thought.
Answer: A. green_basket"""
R(I, 5, 'numbered', 'sound', 'green_basket', resp, [
    C("Mila is in the garden only for steps 1–6", 'presence', T, 6, "in garden at 5, gone at 6", AND(room('Mila', 5, 'garden'), room('Mila', 6, None))),
    C("the plum is in the green_basket the whole time", 'location', T, 6, "green_basket lines 2-6", AND(obj(o, 2, 'green_basket'), obj(o, 6, 'green_basket'))),
    C("Charlotte → blue_pantry (9)", 'event', T, 9, "line 9", line(9, 'Charlotte moved the plum to the blue_pantry')),
    C("Jack → green_basket (11)", 'event', T, 11, "line 11", line(11, 'Jack moved the plum to the green_basket')),
    C("both happen after Mila left", 'order', T, 11, "6 < 9, 11", AND(lt(6, 9), lt(6, 11))),
    C("Charlotte's public claim (15) repeats green_basket", 'communication', T, 15, "line 15", line(15, 'Charlotte publicly claimed that plum is in the green_basket')),
    C("Mila trusts her since Charlotte left later", 'communication', T, 15, "Charlotte exited 10 > 6; Mila = green_basket", AND(lt(6, 10), bel(o, 'Mila', 15, 'green_basket'))),
    C("it agrees with what Mila already thought", 'belief', T, 14, "Mila = green_basket before the claim", bel(o, 'Mila', 14, 'green_basket')),
    C("Answer: A. green_basket", 'belief', T, 'end', "final answer", bel(o, 'Mila', 'end', 'green_basket'), restate=True),
])
