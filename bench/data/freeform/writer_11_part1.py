"""Blind set 11, part 1: items 0-5 (hand-written responses)."""
from writer_11_part0 import *

# ------------------------------------------------------------------ item 0
I = 's6811-23-o3'
o = 'lime'
CH = 'Mila -> Jackson -> Hannah'
ALL = ('Ava', 'William', 'Hannah', 'Jackson', 'Mila')

resp = """H. red_cupboard

Hannah moved the lime from the blue_treasure_chest into the red_cupboard (step 9) while Jackson and Mila were both still in the bedroom. Mila therefore knows Jackson saw Hannah do it, so in Mila's model Jackson thinks Hannah thinks it's in the red_cupboard. Mila's own later move to the green_pantry (step 13) happened after Jackson had gone, so it doesn't touch that chain."""
R(I, 1, 'answer_first', 'sound', 'red_cupboard', resp, [
    C("H. red_cupboard", 'belief', T, 'end', "final answer; 3rd-order chain is red_cupboard at the end", bel(o, CH, 'end', 'red_cupboard'), restate=True),
    C("Hannah moved the lime from the blue_treasure_chest into the red_cupboard (step 9)", 'event', T, 9, "line 9; lime was in blue_treasure_chest after line 8", AND(line(9, 'Hannah moved the lime to the red_cupboard'), obj(o, 8, 'blue_treasure_chest'))),
    C("while Jackson and Mila were both still in the bedroom", 'presence', T, 9, "both witnessed line 9", wit(9, 'Jackson', 'Mila')),
    C("Mila therefore knows Jackson saw Hannah do it", 'belief', T, 9, "Mila -> Jackson = red_cupboard after line 9", bel(o, 'Mila -> Jackson', 9, 'red_cupboard')),
    C("in Mila's model Jackson thinks Hannah thinks it's in the red_cupboard", 'belief', T, 9, "chain = red_cupboard at line 9", bel(o, CH, 9, 'red_cupboard')),
    C("Mila's own later move to the green_pantry (step 13)", 'event', T, 13, "line 13", line(13, 'Mila moved the lime to the green_pantry')),
    C("happened after Jackson had gone", 'order', T, 13, "Jackson exited at 12, not in room at 13", AND(lt(12, 13), room('Jackson', 13, None))),
])

resp = """1. Lime starts in the green_pantry, then Ava moves it to the blue_treasure_chest (step 4) with all five watching.
2. Ava and William leave (steps 6, 8).
3. Hannah moves it to the red_cupboard (step 9). Jackson and Mila see this.
4. Hannah leaves (10), then Jackson (12).
5. Mila, alone, moves it back to the green_pantry (13). Jackson isn't there for this move.
6. In the second round Jackson re-enters the bedroom with William and Ava and sees the lime in the red_cupboard (18).
7. Ava's public claim (27) says red_cupboard as well.

Mila's view of Jackson's view of Hannah is fixed at step 9: red_cupboard.
Answer: H"""
R(I, 2, 'numbered', 'unsound', 'red_cupboard', resp, [
    C("Lime starts in the green_pantry", 'location', T, 2, "line 2", obj(o, 2, 'green_pantry')),
    C("Ava moves it to the blue_treasure_chest (step 4)", 'event', T, 4, "line 4", line(4, 'Ava moved the lime to the blue_treasure_chest')),
    C("with all five watching", 'presence', T, 4, "all five witnessed line 4", wit(4, *ALL)),
    C("Ava and William leave (steps 6, 8)", 'event', T, 8, "lines 6 and 8", AND(line(6, 'Ava exited'), line(8, 'William exited'))),
    C("Hannah moves it to the red_cupboard (step 9)", 'event', T, 9, "line 9", line(9, 'Hannah moved the lime to the red_cupboard')),
    C("Jackson and Mila see this", 'presence', T, 9, "witnesses of line 9", wit(9, 'Jackson', 'Mila')),
    C("Hannah leaves (10), then Jackson (12)", 'order', T, 12, "exits at 10 and 12", AND(line(10, 'Hannah exited'), line(12, 'Jackson exited'))),
    C("Mila, alone, moves it back to the green_pantry (13)", 'event', T, 13, "line 13, only Mila witnessed", AND(line(13, 'Mila moved the lime to the green_pantry'), nowit(13, 'Ava', 'William', 'Hannah', 'Jackson'))),
    C("Jackson isn't there for this move", 'presence', T, 13, "Jackson in no room at 13", room('Jackson', 13, None)),
    C("Jackson re-enters the bedroom with William and Ava", 'event', T, 17, "line 17", line(17, 'William, Jackson and Ava entered the bedroom')),
    C("sees the lime in the red_cupboard (18)", 'location', F, 18, "PLANTED: line 18 says the lime is in the green_pantry", obj(o, 18, 'red_cupboard')),
    C("Ava's public claim (27) says red_cupboard as well", 'communication', T, 27, "line 27", line(27, 'Ava publicly claimed that lime is in the red_cupboard')),
    C("Mila's view of Jackson's view of Hannah is fixed at step 9: red_cupboard", 'belief', T, 9, "chain red_cupboard from line 9", AND(bel(o, CH, 9, 'red_cupboard'), bel(o, CH, 'end', 'red_cupboard'))),
    C("Answer: H", 'belief', T, 'end', "H = red_cupboard", bel(o, CH, 'end', 'red_cupboard'), restate=True),
])

resp = """Mila was the last one in the bedroom, and she put the lime back into the green_pantry before leaving. Later, when Jackson came back into the bedroom with William and Ava, the lime was sitting in the green_pantry, so Jackson has now seen it there. Mila would expect Jackson to assume Hannah knows the same thing, so the answer is F, green_pantry."""
R(I, 3, 'narrative', 'wrong', 'green_pantry', resp, [
    C("Mila was the last one in the bedroom", 'order', T, 13, "only Mila in the bedroom at 13", AND(room('Mila', 13, 'bedroom'), room('Jackson', 13, None), room('Hannah', 13, None), room('Ava', 13, None), room('William', 13, None))),
    C("she put the lime back into the green_pantry before leaving", 'event', T, 13, "line 13 then exit at 14", AND(line(13, 'Mila moved the lime to the green_pantry'), line(14, 'Mila exited'))),
    C("when Jackson came back into the bedroom with William and Ava, the lime was sitting in the green_pantry", 'location', T, 18, "line 18", obj(o, 18, 'green_pantry')),
    C("Jackson has now seen it there", 'belief', T, 18, "Jackson = green_pantry at 18", bel(o, 'Jackson', 18, 'green_pantry')),
    C("Mila would expect Jackson to assume Hannah knows the same thing", 'belief', F, 'end', "chain is red_cupboard; Mila never saw Jackson's second visit", bel(o, CH, 'end', 'green_pantry')),
    C("the answer is F, green_pantry", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'green_pantry'), restate=True),
])

resp = "red_cupboard"
R(I, 4, 'terse', 'unsupported', 'red_cupboard', resp, [
    C("red_cupboard", 'belief', T, 'end', "bare answer", bel(o, CH, 'end', 'red_cupboard'), restate=True),
])

resp = """<think>
Need Mila → Jackson → Hannah for the lime.

Start: green_pantry (2). Ava → blue_treasure_chest (4), everyone present.
Ava out (6), William out (8). Remaining: Hannah, Jackson, Mila.
Hannah → red_cupboard (9). All three see it. So Hannah thinks red_cupboard, Jackson knows that, Mila knows Jackson knows.
Hannah leaves (10). Jackson leaves (12). Mila moves it to green_pantry (13) — nobody else sees. Does that change Mila's model of Jackson? No, Jackson wasn't there, so Mila thinks Jackson still thinks red_cupboard... wait, Jackson comes back later (17) and sees green_pantry. But Mila isn't in that second group, so she can't know that. And the question is about Jackson's idea of Hannah anyway; Hannah never came back either.
Ava's public claim at 27 says red_cupboard too, consistent.
</think>
Mila thinks Jackson thinks Hannah thinks the lime is in the red_cupboard (H)."""
R(I, 5, 'thinking', 'sound', 'red_cupboard', resp, [
    C("Start: green_pantry (2)", 'location', T, 2, "line 2", obj(o, 2, 'green_pantry')),
    C("Ava → blue_treasure_chest (4)", 'event', T, 4, "line 4", line(4, 'Ava moved the lime to the blue_treasure_chest')),
    C("everyone present", 'presence', T, 4, "all witnessed line 4", wit(4, *ALL)),
    C("Ava out (6), William out (8)", 'event', T, 8, "lines 6, 8", AND(line(6, 'Ava exited'), line(8, 'William exited'))),
    C("Remaining: Hannah, Jackson, Mila.", 'presence', T, 8, "rooms after line 8", AND(room('Hannah', 8, 'bedroom'), room('Jackson', 8, 'bedroom'), room('Mila', 8, 'bedroom'), room('Ava', 8, None), room('William', 8, None))),
    C("Hannah → red_cupboard (9)", 'event', T, 9, "line 9", line(9, 'Hannah moved the lime to the red_cupboard')),
    C("All three see it.", 'presence', T, 9, "witnesses of line 9", wit(9, 'Hannah', 'Jackson', 'Mila')),
    C("So Hannah thinks red_cupboard", 'belief', T, 9, "Hannah = red_cupboard", bel(o, 'Hannah', 9, 'red_cupboard')),
    C("Jackson knows that", 'belief', T, 9, "Jackson -> Hannah = red_cupboard", bel(o, 'Jackson -> Hannah', 9, 'red_cupboard')),
    C("Mila knows Jackson knows", 'belief', T, 9, "chain red_cupboard at 9", bel(o, CH, 9, 'red_cupboard')),
    C("Hannah leaves (10). Jackson leaves (12).", 'event', T, 12, "lines 10, 12", AND(line(10, 'Hannah exited'), line(12, 'Jackson exited'))),
    C("Mila moves it to green_pantry (13)", 'event', T, 13, "line 13", line(13, 'Mila moved the lime to the green_pantry')),
    C("nobody else sees", 'presence', T, 13, "only Mila witnessed 13", nowit(13, 'Ava', 'William', 'Hannah', 'Jackson')),
    C("Mila thinks Jackson still thinks red_cupboard", 'belief', T, 13, "Mila -> Jackson = red_cupboard at 13", bel(o, 'Mila -> Jackson', 13, 'red_cupboard')),
    C("Jackson comes back later (17)", 'event', T, 17, "line 17", line(17, 'Jackson')),
    C("sees green_pantry", 'belief', T, 18, "Jackson = green_pantry after 17/18", bel(o, 'Jackson', 18, 'green_pantry')),
    C("Mila isn't in that second group", 'presence', T, 17, "Mila stays in the waiting_room", NOT(room('Mila', 17, 'bedroom'))),
    C("Hannah never came back either", 'presence', T, 17, "Hannah not in the bedroom in round 2", AND(NOT(room('Hannah', 17, 'bedroom')), NOT(room('Hannah', 24, 'bedroom')))),
    C("Ava's public claim at 27 says red_cupboard too", 'communication', T, 27, "line 27", line(27, 'red_cupboard')),
    C("Mila thinks Jackson thinks Hannah thinks the lime is in the red_cupboard (H)", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'red_cupboard'), restate=True),
])

# ------------------------------------------------------------------ item 1
I = 's6811-12-o2'
o = 'cucumber'
CH = 'Jack -> Lucas'

resp = """The cucumber starts out in the red_crate and, as far as anyone is concerned, it stays there. Jack is the first to leave the kitchen (step 5), and at that moment he, Lucas and the others have all seen it in the red_crate. Lucas goes out at step 9. The only later "move" is Ava putting the cucumber into the red_crate at step 14, which is where it already was, and she does it alone. Everything that happens in the hall involves the pear, not the cucumber, and Lucas isn't even in the hall. So Jack thinks Lucas thinks the cucumber is in the red_crate."""
R(I, 1, 'narrative', 'sound', 'red_crate', resp, [
    C("The cucumber starts out in the red_crate", 'location', T, 2, "line 2", obj(o, 2, 'red_crate')),
    C("it stays there", 'location', T, 'end', "still red_crate at the end", obj(o, 'end', 'red_crate')),
    C("Jack is the first to leave the kitchen (step 5)", 'order', T, 5, "line 5 is the first exit", AND(line(5, 'Jack exited the kitchen'), room('Isabella', 5, 'kitchen'), room('Lucas', 5, 'kitchen'), room('Alexander', 5, 'kitchen'), room('Ava', 5, 'kitchen'))),
    C("he, Lucas and the others have all seen it in the red_crate", 'belief', T, 5, "Jack and Lucas both believe red_crate", AND(bel(o, 'Jack', 5, 'red_crate'), bel(o, 'Lucas', 5, 'red_crate'))),
    C("Lucas goes out at step 9", 'event', T, 9, "line 9", line(9, 'Lucas exited')),
    C("Ava putting the cucumber into the red_crate at step 14", 'event', T, 14, "line 14", line(14, 'Ava moved the cucumber to the red_crate')),
    C("which is where it already was", 'location', T, 13, "red_crate before line 14", obj(o, 13, 'red_crate')),
    C("she does it alone", 'presence', T, 14, "only Ava witnessed 14", AND(wit(14, 'Ava'), nowit(14, 'Jack', 'Isabella', 'Lucas', 'Alexander'))),
    C("Everything that happens in the hall involves the pear, not the cucumber", 'event', T, 19, "hall moves (19, 21) are pear moves", AND(line(19, 'pear'), line(21, 'pear'), obj(o, 25, 'red_crate'))),
    C("Lucas isn't even in the hall", 'presence', T, 17, "Lucas stays in waiting_room", NOT(room('Lucas', 17, 'hall'))),
    C("So Jack thinks Lucas thinks the cucumber is in the red_crate.", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'red_crate'), restate=True),
])

resp = """F. red_crate.

Both Jack and Lucas saw the cucumber in the red_crate at the start. Lucas left the kitchen before Jack did, and nothing happened to the cucumber in between anyway. Ava's move at step 14 just put it back into the same red_crate with nobody watching, so Jack's picture of Lucas's belief never changes."""
R(I, 2, 'answer_first', 'unsound', 'red_crate', resp, [
    C("F. red_crate.", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'red_crate'), restate=True),
    C("Both Jack and Lucas saw the cucumber in the red_crate at the start", 'presence', T, 2, "both witnessed line 2", wit(2, 'Jack', 'Lucas')),
    C("Lucas left the kitchen before Jack did", 'order', F, 9, "PLANTED: Jack left at 5, Lucas at 9", lt(9, 5)),
    C("nothing happened to the cucumber in between anyway", 'location', T, 9, "red_crate throughout 5-9", AND(obj(o, 5, 'red_crate'), obj(o, 9, 'red_crate'))),
    C("Ava's move at step 14 just put it back into the same red_crate", 'event', T, 14, "line 14, already in red_crate", AND(line(14, 'Ava moved the cucumber to the red_crate'), obj(o, 13, 'red_crate'))),
    C("with nobody watching", 'presence', T, 14, "no one else in the kitchen", nowit(14, 'Jack', 'Isabella', 'Lucas', 'Alexander')),
    C("Jack's picture of Lucas's belief never changes", 'belief', T, 'end', "Jack -> Lucas red_crate from 2 to end", AND(bel(o, CH, 2, 'red_crate'), bel(o, CH, 14, 'red_crate'), bel(o, CH, 'end', 'red_crate'))),
])

resp = "F (red_crate) — Lucas put it in the red_crate himself before leaving; Jack had already seen it there."
R(I, 3, 'terse', 'unsound', 'red_crate', resp, [
    C("F (red_crate)", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'red_crate'), restate=True),
    C("Lucas put it in the red_crate himself before leaving", 'event', F, 8, "PLANTED: Lucas made no movements (line 8); no move by Lucas", line(8, 'Lucas moved')),
    C("Jack had already seen it there", 'belief', T, 5, "Jack = red_crate when he left", bel(o, 'Jack', 5, 'red_crate')),
])

resp = """<think>
Jack → Lucas → cucumber.
Cucumber in red_crate at step 2. Jack leaves at 5, Lucas at 9. Ava moves it at 14... to the red_crate, same place.
Then the hall. The pear goes blue_bucket → green_suitcase → blue_treasure_chest. Jack moved it to the blue_treasure_chest himself at step 21.
Then Jack publicly says red_bucket. Lucas hears the public claim. Does Lucas trust Jack? Lucas left the kitchen at 9, Jack at 5... wait, the claim is about the pear though. Ugh. I think the point is what Jack told everyone, so Jack would expect Lucas to believe his claim.
</think>
Jack thinks Lucas thinks it's in the red_bucket (D)."""
R(I, 4, 'thinking', 'wrong', 'red_bucket', resp, [
    C("Cucumber in red_crate at step 2", 'location', T, 2, "line 2", obj(o, 2, 'red_crate')),
    C("Jack leaves at 5, Lucas at 9", 'event', T, 9, "lines 5, 9", AND(line(5, 'Jack exited'), line(9, 'Lucas exited'))),
    C("Ava moves it at 14... to the red_crate, same place", 'event', T, 14, "line 14; no change", AND(line(14, 'Ava moved the cucumber to the red_crate'), obj(o, 13, 'red_crate'))),
    C("The pear goes blue_bucket → green_suitcase → blue_treasure_chest", 'event', T, 21, "lines 18, 19, 21", AND(obj('pear', 18, 'blue_bucket'), obj('pear', 19, 'green_suitcase'), obj('pear', 21, 'blue_treasure_chest'))),
    C("Jack moved it to the blue_treasure_chest himself at step 21", 'event', T, 21, "line 21", line(21, 'Jack moved the pear to the blue_treasure_chest')),
    C("Jack publicly says red_bucket", 'communication', T, 27, "line 27", line(27, 'Jack publicly claimed that pear is in the red_bucket')),
    C("Lucas hears the public claim", 'presence', T, 27, "Lucas witnessed 27", wit(27, 'Lucas')),
    C("Lucas left the kitchen at 9, Jack at 5", 'order', T, 9, "exit lines", AND(line(9, 'Lucas exited the kitchen'), line(5, 'Jack exited the kitchen'))),
    C("the claim is about the pear", 'communication', T, 27, "line 27 concerns the pear", line(27, 'pear')),
    C("Jack would expect Lucas to believe his claim", 'belief', F, 'end', "Jack -> Lucas (cucumber) stays red_crate", bel(o, CH, 'end', 'red_bucket')),
    C("Jack thinks Lucas thinks it's in the red_bucket (D)", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'red_bucket'), restate=True),
])

resp = """It's either the red_crate or the blue_treasure_chest. The cucumber was in the red_crate when Lucas left, but Jack was the one handling things in the hall, where he put the pear in the blue_treasure_chest, so it depends on which move Jack thinks Lucas knows about."""
R(I, 5, 'answer_first', 'wrong', None, resp, [
    C("The cucumber was in the red_crate when Lucas left", 'location', T, 9, "red_crate at line 9", obj(o, 9, 'red_crate')),
    C("Jack was the one handling things in the hall, where he put the pear in the blue_treasure_chest", 'event', T, 21, "line 21", line(21, 'Jack moved the pear to the blue_treasure_chest')),
])

# ------------------------------------------------------------------ item 2
I = 's6811-8-o3'
o = 'tangerine'
CH = 'Mia -> Alexander -> Oliver'
ALL = ('Oliver', 'Alexander', 'William', 'Aiden', 'Mia')

resp = "H. blue_container — Oliver put it there at step 3 in front of everyone; Mia's switch to the green_bottle came after Alexander and Oliver had both left."
R(I, 1, 'terse', 'sound', 'blue_container', resp, [
    C("H. blue_container", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_container'), restate=True),
    C("Oliver put it there at step 3", 'event', T, 3, "line 3", line(3, 'Oliver moved the tangerine to the blue_container')),
    C("in front of everyone", 'presence', T, 3, "all five witnessed", wit(3, *ALL)),
    C("Mia's switch to the green_bottle came after Alexander and Oliver had both left", 'order', T, 11, "line 11 after exits at 4 and 6", AND(line(11, 'Mia moved the tangerine to the green_bottle'), lt(4, 11), lt(6, 11), room('Alexander', 11, None), room('Oliver', 11, None))),
])

resp = """1. Step 2: the tangerine is in the green_bottle, all five present.
2. Step 3: Oliver moves it to the blue_container. Everyone, Alexander and Mia included, sees it, so Mia → Alexander → Oliver = blue_container.
3. Oliver exits (4), then Alexander (6). From here on neither of them sees anything in the attic.
4. Step 11: Mia moves it back to the green_bottle, alone. Only Mia's own belief changes.
5. Step 14: Aiden announces red_treasure_chest. Alexander trusts him (Aiden left the attic later than Alexander) and now believes red_treasure_chest, but Mia doesn't buy it, and a public claim doesn't touch what Mia thinks Alexander thinks Oliver believes.
6. Step 16: Mia privately tells Oliver green_bottle — Alexander isn't part of that.

Answer: H. blue_container"""
R(I, 2, 'numbered', 'sound', 'blue_container', resp, [
    C("Step 2: the tangerine is in the green_bottle", 'location', T, 2, "line 2", obj(o, 2, 'green_bottle')),
    C("all five present", 'presence', T, 2, "all witnessed line 2", wit(2, *ALL)),
    C("Oliver moves it to the blue_container", 'event', T, 3, "line 3", line(3, 'Oliver moved the tangerine to the blue_container')),
    C("Everyone, Alexander and Mia included, sees it", 'presence', T, 3, "all witnessed line 3", wit(3, *ALL)),
    C("Mia → Alexander → Oliver = blue_container", 'belief', T, 3, "chain at line 3", bel(o, CH, 3, 'blue_container')),
    C("Oliver exits (4), then Alexander (6)", 'order', T, 6, "lines 4, 6", AND(line(4, 'Oliver exited'), line(6, 'Alexander exited'))),
    C("From here on neither of them sees anything in the attic", 'presence', T, 11, "neither witnesses lines 7-12", AND(nowit(11, 'Oliver', 'Alexander'), nowit(8, 'Oliver', 'Alexander'), nowit(10, 'Oliver', 'Alexander'))),
    C("Mia moves it back to the green_bottle, alone", 'event', T, 11, "line 11, only Mia", AND(line(11, 'Mia moved the tangerine to the green_bottle'), nowit(11, 'Oliver', 'Alexander', 'William', 'Aiden'))),
    C("Only Mia's own belief changes", 'belief', T, 11, "Mia green_bottle, others still blue_container", AND(bel(o, 'Mia', 11, 'green_bottle'), bel(o, 'Alexander', 11, 'blue_container'), bel(o, 'Oliver', 11, 'blue_container'), bel(o, CH, 11, 'blue_container'))),
    C("Aiden announces red_treasure_chest", 'communication', T, 14, "line 14", line(14, 'Aiden publicly claimed that tangerine is in the red_treasure_chest')),
    C("Alexander trusts him", 'communication', T, 14, "Alexander adopts red_treasure_chest", bel(o, 'Alexander', 14, 'red_treasure_chest')),
    C("Aiden left the attic later than Alexander", 'order', T, 10, "Alexander exited 6, Aiden 10", AND(line(6, 'Alexander exited'), line(10, 'Aiden exited'), lt(6, 10))),
    C("now believes red_treasure_chest", 'belief', T, 14, "Alexander = red_treasure_chest", bel(o, 'Alexander', 14, 'red_treasure_chest')),
    C("Mia doesn't buy it", 'communication', T, 14, "Mia stays green_bottle", bel(o, 'Mia', 14, 'green_bottle')),
    C("a public claim doesn't touch what Mia thinks Alexander thinks Oliver believes", 'belief', T, 14, "chain still blue_container after 14", bel(o, CH, 14, 'blue_container')),
    C("Mia privately tells Oliver green_bottle", 'communication', T, 16, "line 16", line(16, 'Mia privately told Oliver that the tangerine is in the green_bottle')),
    C("Alexander isn't part of that", 'presence', T, 16, "Alexander did not witness 16", nowit(16, 'Alexander')),
    C("Answer: H. blue_container", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_container'), restate=True),
])

resp = """Oliver was the one who put the tangerine into the blue_container, and he did it while Alexander and Mia were both watching. After Oliver and then Alexander walked out, Mia moved it to the green_bottle, but neither of them saw that. When Aiden later announced that the tangerine was in the red_treasure_chest, Mia took his word for it and updated her own belief — yet that has nothing to do with her model of Alexander's model of Oliver, which is still frozen at the moment they all watched Oliver make his move. So Mia thinks Alexander thinks Oliver thinks it is in the blue_container."""
R(I, 3, 'narrative', 'unsound', 'blue_container', resp, [
    C("Oliver was the one who put the tangerine into the blue_container", 'event', T, 3, "line 3", line(3, 'Oliver moved the tangerine to the blue_container')),
    C("he did it while Alexander and Mia were both watching", 'presence', T, 3, "witnesses of 3", wit(3, 'Alexander', 'Mia')),
    C("After Oliver and then Alexander walked out", 'order', T, 6, "exits 4 then 6", AND(line(4, 'Oliver exited'), line(6, 'Alexander exited'))),
    C("Mia moved it to the green_bottle", 'event', T, 11, "line 11", line(11, 'Mia moved the tangerine to the green_bottle')),
    C("neither of them saw that", 'presence', T, 11, "Oliver, Alexander absent", nowit(11, 'Oliver', 'Alexander')),
    C("Aiden later announced that the tangerine was in the red_treasure_chest", 'communication', T, 14, "line 14", line(14, 'Aiden publicly claimed that tangerine is in the red_treasure_chest')),
    C("Mia took his word for it and updated her own belief", 'communication', F, 14, "PLANTED: Mia left after Aiden, does not trust him; stays green_bottle", bel(o, 'Mia', 14, 'red_treasure_chest')),
    C("her model of Alexander's model of Oliver, which is still frozen at the moment they all watched Oliver make his move", 'belief', T, 14, "chain still blue_container", bel(o, CH, 14, 'blue_container')),
    C("So Mia thinks Alexander thinks Oliver thinks it is in the blue_container.", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_container'), restate=True),
])

resp = """<think>
Order 3: Mia → Alexander → Oliver.
Oliver moved it to blue_container at 3, then left. Alexander left at 6. Mia moved it to green_bottle at 11.
At 14 Aiden publicly claims red_treasure_chest. Everyone hears that. Public claims are common knowledge, so Mia thinks Alexander now believes it, and Alexander would assume Oliver heard it too and believes it.
Wait, does Oliver trust Aiden? Oliver left first (4), Aiden at 10, so yes, Oliver trusts him.
So the chain becomes red_treasure_chest.
</think>
I. red_treasure_chest"""
R(I, 4, 'thinking', 'wrong', 'red_treasure_chest', resp, [
    C("Oliver moved it to blue_container at 3", 'event', T, 3, "line 3", line(3, 'Oliver moved the tangerine to the blue_container')),
    C("then left", 'event', T, 4, "line 4", line(4, 'Oliver exited')),
    C("Alexander left at 6", 'event', T, 6, "line 6", line(6, 'Alexander exited')),
    C("Mia moved it to green_bottle at 11", 'event', T, 11, "line 11", line(11, 'Mia moved the tangerine to the green_bottle')),
    C("At 14 Aiden publicly claims red_treasure_chest", 'communication', T, 14, "line 14", line(14, 'Aiden publicly claimed that tangerine is in the red_treasure_chest')),
    C("Everyone hears that", 'presence', T, 14, "all witnessed 14", wit(14, *ALL)),
    C("Mia thinks Alexander now believes it", 'belief', F, 14, "Mia -> Alexander stays blue_container", bel(o, 'Mia -> Alexander', 14, 'red_treasure_chest')),
    C("Alexander would assume Oliver heard it too and believes it", 'belief', F, 14, "Alexander -> Oliver stays blue_container", bel(o, 'Alexander -> Oliver', 14, 'red_treasure_chest')),
    C("Oliver left first (4), Aiden at 10", 'order', T, 10, "exit lines", AND(line(4, 'Oliver exited'), line(10, 'Aiden exited'))),
    C("Oliver trusts him", 'communication', T, 14, "Oliver = red_treasure_chest after 14", bel(o, 'Oliver', 14, 'red_treasure_chest')),
    C("So the chain becomes red_treasure_chest.", 'belief', F, 14, "chain stays blue_container", bel(o, CH, 14, 'red_treasure_chest')),
    C("I. red_treasure_chest", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'red_treasure_chest'), restate=True),
])

resp = "H. blue_container. It's a third-order question, so I traced Mia's view of Alexander's view of Oliver's belief rather than where the tangerine actually ended up."
R(I, 5, 'answer_first', 'unsupported', 'blue_container', resp, [
    C("H. blue_container", 'belief', T, 'end', "bare answer", bel(o, CH, 'end', 'blue_container'), restate=True),
])

# ------------------------------------------------------------------ item 3
I = 's6811-24-o4'
o = 'radish'
CH = 'Hannah -> James -> Jack -> Aiden'
ALL = ('Hannah', 'James', 'Jack', 'Abigail', 'Aiden')

resp = """1. Radish starts in the blue_drawer (2).
2. Hannah moves it to the red_bucket (3) while James, Jack, Abigail and Aiden all watch.
3. Hannah leaves right after (4). Whatever happens next, she didn't see it.
4. James → red_basket (5), Jack → blue_suitcase (7), Aiden → blue_drawer (11) — all after Hannah is gone.
5. In the waiting room Abigail's public claim and Aiden's private tell change Hannah's own belief (she ends up thinking blue_drawer), but not her nested model of the others.

So for Hannah, everything is frozen at step 3: James thinks Jack thinks Aiden thinks the radish is in the red_bucket. → K"""
R(I, 1, 'numbered', 'sound', 'red_bucket', resp, [
    C("Radish starts in the blue_drawer (2)", 'location', T, 2, "line 2", obj(o, 2, 'blue_drawer')),
    C("Hannah moves it to the red_bucket (3)", 'event', T, 3, "line 3", line(3, 'Hannah moved the radish to the red_bucket')),
    C("while James, Jack, Abigail and Aiden all watch", 'presence', T, 3, "witnesses of 3", wit(3, 'James', 'Jack', 'Abigail', 'Aiden')),
    C("Hannah leaves right after (4)", 'event', T, 4, "line 4", line(4, 'Hannah exited')),
    C("she didn't see it", 'presence', T, 5, "Hannah witnesses none of 5-11", nowit(5, 'Hannah')),
    C("James → red_basket (5)", 'event', T, 5, "line 5", line(5, 'James moved the radish to the red_basket')),
    C("Jack → blue_suitcase (7)", 'event', T, 7, "line 7", line(7, 'Jack moved the radish to the blue_suitcase')),
    C("Aiden → blue_drawer (11)", 'event', T, 11, "line 11", line(11, 'Aiden moved the radish to the blue_drawer')),
    C("all after Hannah is gone", 'order', T, 11, "moves at 5, 7, 11 after exit at 4", AND(lt(4, 5), lt(4, 7), lt(4, 11), nowit(5, 'Hannah'), nowit(7, 'Hannah'), nowit(11, 'Hannah'))),
    C("Abigail's public claim and Aiden's private tell change Hannah's own belief", 'communication', T, 15, "Hannah: blue_suitcase after 14, blue_drawer after 15", AND(bel(o, 'Hannah', 13, 'red_bucket'), bel(o, 'Hannah', 14, 'blue_suitcase'), bel(o, 'Hannah', 15, 'blue_drawer'))),
    C("she ends up thinking blue_drawer", 'belief', T, 'end', "Hannah = blue_drawer at end", bel(o, 'Hannah', 'end', 'blue_drawer')),
    C("but not her nested model of the others", 'belief', T, 'end', "Hannah -> James and deeper chains unchanged", AND(bel(o, 'Hannah -> James', 'end', 'red_bucket'), bel(o, 'Hannah -> James -> Jack', 'end', 'red_bucket'), bel(o, CH, 'end', 'red_bucket'))),
    C("James thinks Jack thinks Aiden thinks the radish is in the red_bucket", 'belief', T, 'end', "final answer (Hannah's view)", bel(o, CH, 'end', 'red_bucket'), restate=True),
])

resp = """Hannah puts the radish in the red_bucket at step 3 with all four others in the room and then walks out at step 4. From her point of view the story of the radish ends there, since she sees none of the later moves. For what it's worth, James himself believes Jack thinks Aiden thinks it's in the red_bucket too, though the question only needs Hannah's model. In the waiting room Aiden privately tells Hannah it's in the blue_drawer, and she believes him, but that only updates where Hannah herself thinks the radish is. Hannah thinks James thinks Jack thinks Aiden thinks it's in the red_bucket."""
R(I, 2, 'narrative', 'unsound', 'red_bucket', resp, [
    C("Hannah puts the radish in the red_bucket at step 3", 'event', T, 3, "line 3", line(3, 'Hannah moved the radish to the red_bucket')),
    C("with all four others in the room", 'presence', T, 3, "witnesses of 3", wit(3, 'James', 'Jack', 'Abigail', 'Aiden')),
    C("then walks out at step 4", 'event', T, 4, "line 4", line(4, 'Hannah exited')),
    C("she sees none of the later moves", 'presence', T, 11, "Hannah witnesses none of 5, 7, 11", nowit(5, 'Hannah') + nowit(7, 'Hannah')[1:] + nowit(11, 'Hannah')[1:]),
    C("James himself believes Jack thinks Aiden thinks it's in the red_bucket too", 'belief', F, 'end', "PLANTED: James -> Jack -> Aiden is red_basket (James saw his own move at 5 with Jack and Aiden)", bel(o, 'James -> Jack -> Aiden', 'end', 'red_bucket')),
    C("Aiden privately tells Hannah it's in the blue_drawer", 'communication', T, 15, "line 15", line(15, 'Aiden privately told Hannah that the radish is in the blue_drawer')),
    C("she believes him", 'communication', T, 15, "Hannah = blue_drawer after 15", bel(o, 'Hannah', 15, 'blue_drawer')),
    C("that only updates where Hannah herself thinks the radish is", 'belief', T, 15, "Hannah changes, her 4th-order chain stays red_bucket", AND(bel(o, 'Hannah', 15, 'blue_drawer'), bel(o, CH, 15, 'red_bucket'), bel(o, 'Hannah -> James', 15, 'red_bucket'))),
    C("Hannah thinks James thinks Jack thinks Aiden thinks it's in the red_bucket.", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'red_bucket'), restate=True),
])

resp = "K. red_bucket. Hannah watched it go in at step 3 and left before James moved it; Abigail had already left too."
R(I, 3, 'terse', 'unsound', 'red_bucket', resp, [
    C("K. red_bucket", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'red_bucket'), restate=True),
    C("Hannah watched it go in at step 3", 'presence', T, 3, "Hannah witnessed 3", wit(3, 'Hannah')),
    C("left before James moved it", 'order', T, 5, "exit 4 before move 5", AND(line(4, 'Hannah exited'), line(5, 'James moved'), lt(4, 5))),
    C("Abigail had already left too", 'presence', F, 5, "PLANTED: Abigail stays in the staircase until line 10", room('Abigail', 5, None)),
])

resp = """O. blue_suitcase. Abigail publicly announced that the radish is in the blue_suitcase, and since Abigail exited after Hannah, Hannah trusts her. Once the claim is public, Hannah assumes James, Jack and Aiden all heard it too, so the whole chain collapses onto the blue_suitcase."""
R(I, 4, 'answer_first', 'wrong', 'blue_suitcase', resp, [
    C("O. blue_suitcase", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'blue_suitcase'), restate=True),
    C("Abigail publicly announced that the radish is in the blue_suitcase", 'communication', T, 14, "line 14", line(14, 'Abigail publicly claimed that radish is in the blue_suitcase')),
    C("Abigail exited after Hannah", 'order', T, 10, "Hannah 4, Abigail 10", AND(line(4, 'Hannah exited'), line(10, 'Abigail exited'), lt(4, 10))),
    C("Hannah trusts her", 'communication', T, 14, "Hannah = blue_suitcase after 14", bel(o, 'Hannah', 14, 'blue_suitcase')),
    C("James, Jack and Aiden all heard it too", 'presence', T, 14, "all witnessed 14", wit(14, 'James', 'Jack', 'Aiden')),
    C("the whole chain collapses onto the blue_suitcase", 'belief', F, 14, "chain stays red_bucket", bel(o, CH, 14, 'blue_suitcase')),
])

resp = """<think>
Four levels: Hannah → James → Jack → Aiden.
Hannah was last with all of them in steps 1–3. At 3 she herself moves the radish into the red_bucket, everyone present. Then she exits at 4.
After that: James moves it (5), Jack moves it (7), Aiden moves it (11). Hannah isn't there for any.
Waiting room: Abigail claims blue_suitcase publicly, and Hannah trusts her since Abigail left later (10 vs 4). Then Aiden privately tells Hannah blue_drawer; she trusts him too (12 vs 4). So Hannah's own belief ends at blue_drawer. But those are first-order updates. Could the public claim make Hannah think James believes blue_suitcase? I'll treat a claim as changing the listener's own belief and their view of the speaker, not their model of the other listeners. So Hannah's model of James still sits at red_bucket.
Then James→Jack→Aiden from Hannah's point of view: red_bucket.
</think>
K. red_bucket"""
R(I, 5, 'thinking', 'sound', 'red_bucket', resp, [
    C("Hannah was last with all of them in steps 1–3", 'presence', T, 3, "all five in staircase through 3; Hannah exits at 4", AND(room('Hannah', 3, 'staircase'), room('James', 3, 'staircase'), room('Jack', 3, 'staircase'), room('Aiden', 3, 'staircase'), room('Hannah', 4, None))),
    C("At 3 she herself moves the radish into the red_bucket", 'event', T, 3, "line 3", line(3, 'Hannah moved the radish to the red_bucket')),
    C("everyone present", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("Then she exits at 4", 'event', T, 4, "line 4", line(4, 'Hannah exited')),
    C("James moves it (5)", 'event', T, 5, "line 5", line(5, 'James moved the radish')),
    C("Jack moves it (7)", 'event', T, 7, "line 7", line(7, 'Jack moved the radish')),
    C("Aiden moves it (11)", 'event', T, 11, "line 11", line(11, 'Aiden moved the radish')),
    C("Hannah isn't there for any", 'presence', T, 11, "Hannah absent at 5, 7, 11", AND(room('Hannah', 5, None), room('Hannah', 7, None), room('Hannah', 11, None))),
    C("Abigail claims blue_suitcase publicly", 'communication', T, 14, "line 14", line(14, 'Abigail publicly claimed that radish is in the blue_suitcase')),
    C("Hannah trusts her", 'communication', T, 14, "Hannah = blue_suitcase after 14", bel(o, 'Hannah', 14, 'blue_suitcase')),
    C("Abigail left later (10 vs 4)", 'order', T, 10, "exits 10 vs 4", AND(line(10, 'Abigail exited'), line(4, 'Hannah exited'))),
    C("Aiden privately tells Hannah blue_drawer", 'communication', T, 15, "line 15", line(15, 'Aiden privately told Hannah that the radish is in the blue_drawer')),
    C("she trusts him too (12 vs 4)", 'communication', T, 15, "Hannah = blue_drawer after 15; Aiden exited 12", AND(bel(o, 'Hannah', 15, 'blue_drawer'), line(12, 'Aiden exited'))),
    C("Hannah's own belief ends at blue_drawer", 'belief', T, 'end', "Hannah = blue_drawer", bel(o, 'Hannah', 'end', 'blue_drawer')),
    C("Hannah's model of James still sits at red_bucket", 'belief', T, 'end', "Hannah -> James = red_bucket", bel(o, 'Hannah -> James', 'end', 'red_bucket')),
    C("James→Jack→Aiden from Hannah's point of view: red_bucket", 'belief', T, 'end', "the asked chain", bel(o, CH, 'end', 'red_bucket'), restate=True),
    C("K. red_bucket", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'red_bucket'), restate=True),
])

# ------------------------------------------------------------------ item 4
I = 's6811-9-o4'
o = 'apple'
CH = 'James -> Mason -> Emily -> Isla'

resp = """A. green_basket

James himself put the apple into the green_basket (step 3) while Mason, Emily and Isla were all in the attic, and he left straight away at step 4. He never sees Emily's move to the red_pantry (step 10). When he comes back in the second round he does find the apple in the red_pantry, so his own belief updates — but Mason isn't in that second group, so James has no reason to revise what Mason thinks, let alone what Mason thinks Emily thinks Isla thinks."""
R(I, 1, 'answer_first', 'sound', 'green_basket', resp, [
    C("A. green_basket", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_basket'), restate=True),
    C("James himself put the apple into the green_basket (step 3)", 'event', T, 3, "line 3", line(3, 'James moved the apple to the green_basket')),
    C("while Mason, Emily and Isla were all in the attic", 'presence', T, 3, "rooms at 3", AND(room('Mason', 3, 'attic'), room('Emily', 3, 'attic'), room('Isla', 3, 'attic'))),
    C("he left straight away at step 4", 'event', T, 4, "line 4", line(4, 'James exited')),
    C("He never sees Emily's move to the red_pantry (step 10)", 'presence', T, 10, "James did not witness 10", AND(line(10, 'Emily moved the apple to the red_pantry'), nowit(10, 'James'))),
    C("When he comes back in the second round he does find the apple in the red_pantry", 'location', T, 15, "apple in red_pantry at 15", AND(room('James', 15, 'attic'), obj(o, 15, 'red_pantry'))),
    C("so his own belief updates", 'belief', T, 15, "James = red_pantry after 15", bel(o, 'James', 15, 'red_pantry')),
    C("Mason isn't in that second group", 'presence', T, 15, "Mason stays in waiting_room", NOT(room('Mason', 15, 'attic'))),
    C("James has no reason to revise what Mason thinks", 'belief', T, 'end', "James -> Mason stays green_basket", bel(o, 'James -> Mason', 'end', 'green_basket')),
])

resp = """<think>
Chain: James → Mason → Emily → Isla, apple.
Step 3: James moves apple red_drawer → green_basket. All five in the attic.
Step 4: James leaves. So James's nested model is whatever it was at step 3... unless something later that James sees changes it.
Isabella leaves 7, Mason leaves 9. Emily moves apple to red_pantry at 10 — only Emily and Isla present. So Mason → Emily → Isla is still green_basket anyway, since Mason left at 9, one step before the move.
Round 2: Isla, James, Isabella go back into the attic (15). Apple is in red_pantry, so James now knows red_pantry, and he sees Isla there too. But Mason and Emily aren't there. His model of Mason stays at green_basket.
Pear stuff (16, 22) is irrelevant.
</think>
James thinks Mason thinks Emily thinks Isla thinks the apple is in the green_basket (A)."""
R(I, 2, 'thinking', 'sound', 'green_basket', resp, [
    C("Step 3: James moves apple red_drawer → green_basket", 'event', T, 3, "line 3; was red_drawer", AND(obj(o, 2, 'red_drawer'), line(3, 'James moved the apple to the green_basket'))),
    C("All five in the attic", 'presence', T, 3, "all witnessed 3", wit(3, 'James', 'Isabella', 'Mason', 'Emily', 'Isla')),
    C("Step 4: James leaves", 'event', T, 4, "line 4", line(4, 'James exited')),
    C("Isabella leaves 7, Mason leaves 9", 'event', T, 9, "lines 7, 9", AND(line(7, 'Isabella exited'), line(9, 'Mason exited'))),
    C("Emily moves apple to red_pantry at 10", 'event', T, 10, "line 10", line(10, 'Emily moved the apple to the red_pantry')),
    C("only Emily and Isla present", 'presence', T, 10, "witnesses of 10", AND(wit(10, 'Emily', 'Isla'), nowit(10, 'James', 'Mason', 'Isabella'))),
    C("So Mason → Emily → Isla is still green_basket", 'belief', T, 10, "3rd-order sub-chain green_basket", bel(o, 'Mason -> Emily -> Isla', 10, 'green_basket')),
    C("Mason left at 9, one step before the move", 'order', T, 9, "9 < 10", AND(line(9, 'Mason exited'), lt(9, 10))),
    C("Isla, James, Isabella go back into the attic (15)", 'event', T, 15, "line 15", line(15, 'Isla, James and Isabella entered the attic')),
    C("Apple is in red_pantry", 'location', T, 15, "apple at 15", obj(o, 15, 'red_pantry')),
    C("James now knows red_pantry", 'belief', T, 15, "James = red_pantry", bel(o, 'James', 15, 'red_pantry')),
    C("he sees Isla there too", 'presence', T, 15, "Isla in attic at 15", room('Isla', 15, 'attic')),
    C("Mason and Emily aren't there", 'presence', T, 15, "not in the attic", AND(NOT(room('Mason', 15, 'attic')), NOT(room('Emily', 15, 'attic')))),
    C("His model of Mason stays at green_basket", 'belief', T, 'end', "James -> Mason green_basket", bel(o, 'James -> Mason', 'end', 'green_basket')),
    C("James thinks Mason thinks Emily thinks Isla thinks the apple is in the green_basket (A)", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_basket'), restate=True),
])

resp = """1. James moves the apple to the green_basket (3); Mason, Emily, Isla, Isabella all see it.
2. James exits (4), Mason exits (9).
3. Emily moves the apple to the red_pantry (10), with only Isla watching.
4. James comes back at 15 and the apple is still sitting in the green_basket (16).
5. Mason never returns to the attic, so James's view of Mason's chain is unchanged.
Answer: A (green_basket)"""
R(I, 3, 'numbered', 'unsound', 'green_basket', resp, [
    C("James moves the apple to the green_basket (3)", 'event', T, 3, "line 3", line(3, 'James moved the apple to the green_basket')),
    C("Mason, Emily, Isla, Isabella all see it", 'presence', T, 3, "witnesses of 3", wit(3, 'Mason', 'Emily', 'Isla', 'Isabella')),
    C("James exits (4), Mason exits (9)", 'event', T, 9, "lines 4, 9", AND(line(4, 'James exited'), line(9, 'Mason exited'))),
    C("Emily moves the apple to the red_pantry (10)", 'event', T, 10, "line 10", line(10, 'Emily moved the apple to the red_pantry')),
    C("with only Isla watching", 'presence', T, 10, "only Isla besides Emily", AND(wit(10, 'Isla'), nowit(10, 'James', 'Mason', 'Isabella'))),
    C("James comes back at 15", 'event', T, 15, "line 15", line(15, 'James')),
    C("the apple is still sitting in the green_basket (16)", 'location', F, 16, "PLANTED: line 16 is the pear; apple is in the red_pantry", obj(o, 16, 'green_basket')),
    C("Mason never returns to the attic", 'presence', T, 15, "Mason not in round 2", AND(NOT(room('Mason', 15, 'attic')), NOT(room('Mason', 19, 'attic')))),
    C("James's view of Mason's chain is unchanged", 'belief', T, 'end', "James -> Mason -> Emily -> Isla green_basket from 3 to end", AND(bel(o, CH, 3, 'green_basket'), bel(o, CH, 'end', 'green_basket'))),
    C("Answer: A (green_basket)", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_basket'), restate=True),
])

resp = """When James walks back into the attic in the second round, the apple is in the red_pantry, so that's what he believes now. He has no information suggesting the others think differently — Emily is the one who moved it there, and Isla watched her do it. James would therefore assume the whole chain points at the red_pantry too. Answer: D. red_pantry."""
R(I, 4, 'narrative', 'wrong', 'red_pantry', resp, [
    C("When James walks back into the attic in the second round, the apple is in the red_pantry", 'location', T, 15, "apple at 15", obj(o, 15, 'red_pantry')),
    C("that's what he believes now", 'belief', T, 15, "James = red_pantry", bel(o, 'James', 15, 'red_pantry')),
    C("He has no information suggesting the others think differently", 'belief', U, None, "vague about James's information"),
    C("Emily is the one who moved it there", 'event', T, 10, "line 10", line(10, 'Emily moved the apple to the red_pantry')),
    C("Isla watched her do it", 'presence', T, 10, "Isla witnessed 10", wit(10, 'Isla')),
    C("James would therefore assume the whole chain points at the red_pantry too", 'belief', F, 'end', "chain is green_basket", bel(o, CH, 'end', 'red_pantry')),
    C("Answer: D. red_pantry.", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'red_pantry'), restate=True),
])

resp = "A"
R(I, 5, 'terse', 'unsupported', 'green_basket', resp, [
    C("A", 'belief', T, 'end', "bare letter, A = green_basket", bel(o, CH, 'end', 'green_basket'), restate=True),
])

# ------------------------------------------------------------------ item 5
I = 's6811-15-o0'
o = 'peas'

resp = "G. red_cupboard. The peas were put in the red_cupboard at step 4 and nobody ever moved them."
R(I, 1, 'terse', 'sound', 'red_cupboard', resp, [
    C("G. red_cupboard", 'location', T, 'end', "final answer", obj(o, 'end', 'red_cupboard'), restate=True),
    C("The peas were put in the red_cupboard at step 4", 'location', T, 4, "line 4", obj(o, 4, 'red_cupboard')),
    C("nobody ever moved them", 'event', T, 'end', "still red_cupboard at end; no move lines", AND(obj(o, 4, 'red_cupboard'), obj(o, 'end', 'red_cupboard'))),
])

resp = """G. red_cupboard.

The peas are in the red_cupboard from step 4 on. Elizabeth only likes the blue_bucket — she never moves anything — and every character just stays a minute and walks out. Isabella was the last one left on the porch and she didn't touch the peas either."""
R(I, 2, 'answer_first', 'unsound', 'red_cupboard', resp, [
    C("G. red_cupboard.", 'location', T, 'end', "final answer", obj(o, 'end', 'red_cupboard'), restate=True),
    C("The peas are in the red_cupboard from step 4 on", 'location', T, 4, "line 4 onward", AND(obj(o, 4, 'red_cupboard'), obj(o, 'end', 'red_cupboard'))),
    C("Elizabeth only likes the blue_bucket", 'event', T, 3, "line 3", line(3, 'Elizabeth likes the blue_bucket')),
    C("she never moves anything", 'event', T, 7, "line 7: no movements", line(7, 'Elizabeth made no movements')),
    C("every character just stays a minute and walks out", 'event', T, 15, "lines 5-15", AND(line(5, 'made no movements'), line(7, 'made no movements'), line(9, 'made no movements'), line(11, 'made no movements'), line(13, 'made no movements'), line(15, 'exited'))),
    C("Isabella was the last one left on the porch", 'order', F, 13, "PLANTED: Isabella left first (6); Emily was last", room('Isabella', 13, 'porch')),
    C("she didn't touch the peas either", 'event', T, 5, "Isabella made no movements", line(5, 'Isabella made no movements')),
])

resp = """Let's track the peas. All five characters go out onto the porch at step 2, and the peas are already sitting in the red_cupboard (step 4). After that the story is just people waiting and leaving one at a time: Isabella first, then Elizabeth, Mia, Jacob, and finally Emily. Isabella even loses his phone while he's still out on the porch, but that's a distraction. Nobody moves the peas, so they're really in the red_cupboard."""
R(I, 3, 'narrative', 'unsound', 'red_cupboard', resp, [
    C("All five characters go out onto the porch at step 2", 'event', T, 2, "line 2", line(2, 'Isabella, Elizabeth, Mia, Jacob and Emily entered the porch')),
    C("the peas are already sitting in the red_cupboard (step 4)", 'location', T, 4, "line 4", obj(o, 4, 'red_cupboard')),
    C("Isabella first, then Elizabeth, Mia, Jacob, and finally Emily", 'order', T, 15, "exits 6, 8, 10, 12, 15", AND(line(6, 'Isabella exited'), line(8, 'Elizabeth exited'), line(10, 'Mia exited'), line(12, 'Jacob exited'), line(15, 'Emily exited'))),
    C("Isabella even loses his phone", 'event', T, 14, "line 14", line(14, 'Isabella lost his phone')),
    C("while he's still out on the porch", 'presence', F, 14, "PLANTED: Isabella left the porch at 6", room('Isabella', 14, 'porch')),
    C("Nobody moves the peas", 'event', T, 'end', "no move", obj(o, 'end', 'red_cupboard')),
    C("they're really in the red_cupboard", 'location', T, 'end', "final answer", obj(o, 'end', 'red_cupboard'), restate=True),
])

resp = """<think>
Reality question. Peas: step 4 red_cupboard. Step 3 Elizabeth likes the blue_bucket... does liking mean she put it there? No. But the question says "really" — is there any move? Re-reading: Isabella lost phone, Mia saw a mouse. I don't see a move of the peas. But the blue_bucket is mentioned specifically, and the "really" makes it feel like a trick... I'll go with the bucket.
</think>
H. blue_bucket"""
R(I, 4, 'thinking', 'wrong', 'blue_bucket', resp, [
    C("Peas: step 4 red_cupboard", 'location', T, 4, "line 4", obj(o, 4, 'red_cupboard')),
    C("Step 3 Elizabeth likes the blue_bucket", 'event', T, 3, "line 3", line(3, 'Elizabeth likes the blue_bucket')),
    C("Isabella lost phone", 'event', T, 14, "line 14", line(14, 'Isabella lost his phone')),
    C("Mia saw a mouse", 'event', T, 1, "line 1", line(1, 'Mia saw a mouse')),
    C("I don't see a move of the peas", 'event', T, 'end', "never moved", obj(o, 'end', 'red_cupboard')),
    C("H. blue_bucket", 'location', F, 'end', "wrong final answer", obj(o, 'end', 'blue_bucket'), restate=True),
])

resp = """1. Step 4: the peas are in the red_cupboard.
2. Steps 5–15: everyone waits and leaves; nobody touches the peas.
3. Step 16: everyone is in the waiting_room.
4. The peas' location isn't restated after step 4, so the final location can't be determined with certainty from the text."""
R(I, 5, 'numbered', 'wrong', None, resp, [
    C("Step 4: the peas are in the red_cupboard", 'location', T, 4, "line 4", obj(o, 4, 'red_cupboard')),
    C("everyone waits and leaves", 'event', T, 15, "lines 5-15", AND(line(6, 'exited'), line(8, 'exited'), line(10, 'exited'), line(12, 'exited'), line(15, 'exited'))),
    C("nobody touches the peas", 'event', T, 15, "still red_cupboard", obj(o, 15, 'red_cupboard')),
    C("Step 16: everyone is in the waiting_room", 'presence', T, 16, "rooms at 16", AND(*[room(a, 16, 'waiting_room') for a in ('Isabella', 'Elizabeth', 'Mia', 'Jacob', 'Emily')])),
])
