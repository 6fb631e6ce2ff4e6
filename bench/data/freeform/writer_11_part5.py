"""Blind set 11, part 5: items 24-29 (hand-written responses)."""
from writer_11_part0 import *

# ------------------------------------------------------------------ item 24 (ToMi memory)
I = 'tomi-s6811-0-memory'
o = 'eggplant'

resp = "red_bucket. It was there at step 3, before Charlotte moved it to the blue_treasure_chest."
R(I, 1, 'terse', 'sound', 'red_bucket', resp, [
    C("red_bucket", 'location', T, 3, "first stated location (line 3)", obj(o, 3, 'red_bucket'), restate=True),
    C("It was there at step 3", 'location', T, 3, "line 3", obj(o, 3, 'red_bucket')),
    C("before Charlotte moved it to the blue_treasure_chest", 'order', T, 5, "move at 5 after 3", AND(line(5, 'Charlotte moved the eggplant to the blue_treasure_chest'), lt(3, 5))),
])

resp = """<think>
The first mention: step 3, "The eggplant is in the red_bucket." Charlotte and Jayden are there; Lily comes in at 4. Charlotte moves it to blue_treasure_chest at 5, which is where it is now. The question asks for the beginning, so red_bucket.
</think>
red_bucket"""
R(I, 2, 'thinking', 'sound', 'red_bucket', resp, [
    C("step 3, \"The eggplant is in the red_bucket.\"", 'location', T, 3, "line 3", obj(o, 3, 'red_bucket')),
    C("Charlotte and Jayden are there", 'presence', T, 3, "witnesses of 3", wit(3, 'Charlotte', 'Jayden')),
    C("Lily comes in at 4", 'event', T, 4, "line 4", line(4, 'Lily entered the TV_room')),
    C("Charlotte moves it to blue_treasure_chest at 5", 'event', T, 5, "line 5", line(5, 'Charlotte moved the eggplant to the blue_treasure_chest')),
    C("which is where it is now", 'location', T, 'end', "blue_treasure_chest at end", obj(o, 'end', 'blue_treasure_chest')),
    C("red_bucket", 'location', T, 3, "final answer", obj(o, 3, 'red_bucket'), restate=True, after="</think>"),
])

resp = """When the story opens, Charlotte and Jayden are in the TV_room, and Lily is with them when we're told the eggplant is in the red_bucket. Charlotte later moves it to the blue_treasure_chest, so it's no longer there now, but at the beginning it was in the red_bucket."""
R(I, 3, 'narrative', 'unsound', 'red_bucket', resp, [
    C("Charlotte and Jayden are in the TV_room", 'presence', T, 2, "rooms at 2", AND(room('Charlotte', 2, 'TV_room'), room('Jayden', 2, 'TV_room'))),
    C("Lily is with them when we're told the eggplant is in the red_bucket", 'presence', F, 3, "PLANTED: Lily enters only at line 4", room('Lily', 3, 'TV_room')),
    C("Charlotte later moves it to the blue_treasure_chest", 'event', T, 5, "line 5", line(5, 'Charlotte moved the eggplant to the blue_treasure_chest')),
    C("it's no longer there now", 'location', T, 'end', "not in red_bucket at end", NOT(obj(o, 'end', 'red_bucket'))),
    C("at the beginning it was in the red_bucket", 'location', T, 3, "final answer", obj(o, 3, 'red_bucket'), restate=True),
])

resp = "blue_treasure_chest. Charlotte moved the eggplant there at step 5, and it stays there for the rest of the story."
R(I, 4, 'answer_first', 'wrong', 'blue_treasure_chest', resp, [
    C("blue_treasure_chest", 'location', F, 3, "wrong answer: at the beginning it was in the red_bucket", obj(o, 3, 'blue_treasure_chest'), restate=True),
    C("Charlotte moved the eggplant there at step 5", 'event', T, 5, "line 5", line(5, 'Charlotte moved the eggplant to the blue_treasure_chest')),
    C("it stays there for the rest of the story", 'location', T, 'end', "blue_treasure_chest at end", obj(o, 'end', 'blue_treasure_chest')),
])

resp = """1. Memory question.
2. Answer: the red_bucket."""
R(I, 5, 'numbered', 'unsupported', 'red_bucket', resp, [
    C("Answer: the red_bucket.", 'location', T, 3, "bare answer", obj(o, 3, 'red_bucket'), restate=True),
])

# ------------------------------------------------------------------ item 25 (ToMi reality)
I = 'tomi-s6811-3-reality'
o = 'tomato'

resp = """1. Mia and Ava enter the staircase; the tomato is in the red_container (4).
2. Lucas enters (6), Mia leaves (7).
3. Ava moves the tomato to the blue_envelope (8) while Lucas watches.
That's the final move, so the tomato is really in the blue_envelope."""
R(I, 1, 'numbered', 'sound', 'blue_envelope', resp, [
    C("Mia and Ava enter the staircase", 'event', T, 2, "lines 1-2", AND(line(1, 'Mia entered the staircase'), line(2, 'Ava entered the staircase'))),
    C("the tomato is in the red_container (4)", 'location', T, 4, "line 4", obj(o, 4, 'red_container')),
    C("Lucas enters (6), Mia leaves (7)", 'event', T, 7, "lines 6, 7", AND(line(6, 'Lucas entered'), line(7, 'Mia exited'))),
    C("Ava moves the tomato to the blue_envelope (8)", 'event', T, 8, "line 8", line(8, 'Ava moved the tomato to the blue_envelope')),
    C("while Lucas watches", 'presence', T, 8, "Lucas witnessed 8", wit(8, 'Lucas')),
    C("That's the final move", 'event', T, 8, "line 8 is the last line", AND(line(8, 'moved'), obj(o, 'end', 'blue_envelope'))),
    C("the tomato is really in the blue_envelope", 'location', T, 'end', "final answer", obj(o, 'end', 'blue_envelope'), restate=True),
])

resp = "blue_envelope — Ava moved it there at step 8, right after Mia left; Lucas, who loves the workshop, saw it happen."
R(I, 2, 'answer_first', 'unsound', 'blue_envelope', resp, [
    C("blue_envelope", 'location', T, 'end', "final answer", obj(o, 'end', 'blue_envelope'), restate=True),
    C("Ava moved it there at step 8", 'event', T, 8, "line 8", line(8, 'Ava moved the tomato to the blue_envelope')),
    C("right after Mia left", 'order', T, 8, "Mia exits at 7, move at 8", AND(line(7, 'Mia exited'), lt(7, 8))),
    C("Lucas, who loves the workshop", 'event', F, 3, "PLANTED: Ava loves the workshop; Lucas likes the grapefruit", line(3, 'Lucas loves the workshop')),
    C("saw it happen", 'presence', T, 8, "Lucas witnessed 8", wit(8, 'Lucas')),
])

resp = """<think>
Reality question. Tomato in red_container (4). Mia leaves (7). Ava moves it to blue_envelope (8). Lucas was there but he still thinks it's in the red_container, and Mia thinks red_container too — doesn't matter, question is about reality.
</think>
blue_envelope"""
R(I, 3, 'thinking', 'unsound', 'blue_envelope', resp, [
    C("Tomato in red_container (4)", 'location', T, 4, "line 4", obj(o, 4, 'red_container')),
    C("Mia leaves (7)", 'event', T, 7, "line 7", line(7, 'Mia exited')),
    C("Ava moves it to blue_envelope (8)", 'event', T, 8, "line 8", line(8, 'Ava moved the tomato to the blue_envelope')),
    C("Lucas was there", 'presence', T, 8, "Lucas in staircase at 8", room('Lucas', 8, 'staircase')),
    C("he still thinks it's in the red_container", 'belief', F, 8, "PLANTED: Lucas saw the move; Lucas = blue_envelope", bel(o, 'Lucas', 8, 'red_container')),
    C("Mia thinks red_container too", 'belief', T, 'end', "Mia = red_container", bel(o, 'Mia', 'end', 'red_container')),
    C("blue_envelope", 'location', T, 'end', "final answer", obj(o, 'end', 'blue_envelope'), restate=True, after="</think>"),
])

resp = "red_container."
R(I, 4, 'terse', 'wrong', 'red_container', resp, [
    C("red_container", 'location', F, 'end', "wrong answer", obj(o, 'end', 'red_container'), restate=True),
])

resp = """The tomato was in the red_container when Mia left, and Ava moved it to the blue_envelope afterwards, so it depends on whose perspective you take: from Mia's point of view it's in the red_container, from Ava's the blue_envelope."""
R(I, 5, 'narrative', 'wrong', None, resp, [
    C("The tomato was in the red_container when Mia left", 'location', T, 7, "red_container at 7", obj(o, 7, 'red_container')),
    C("Ava moved it to the blue_envelope afterwards", 'event', T, 8, "line 8", line(8, 'Ava moved the tomato to the blue_envelope')),
    C("from Mia's point of view it's in the red_container", 'belief', T, 'end', "Mia = red_container", bel(o, 'Mia', 'end', 'red_container')),
    C("from Ava's the blue_envelope", 'belief', T, 'end', "Ava = blue_envelope", bel(o, 'Ava', 'end', 'blue_envelope')),
])

# ------------------------------------------------------------------ item 26
I = 's6811-19-o4'
o = 'beans'
CH = 'Jayden -> Gracie -> Carter -> Mila'
ALL = ('Gracie', 'Noah', 'Carter', 'Mila', 'Jayden')

resp = """The beans start out in the green_suitcase with all five in the crawlspace, and Gracie is the first to leave, at step 6. Nobody actually moves the beans before she goes — Jayden's "move" at step 13 just puts them into the green_suitcase they were already in, after everyone else has left. The real changes (Mila to the red_envelope at 20, Noah to the green_basket at 23) happen in the second round, which Gracie and Carter sit out, and Jayden had already left before Mila's move. So in Jayden's model, Gracie thinks Carter thinks Mila thinks the beans are in the green_suitcase."""
R(I, 1, 'narrative', 'sound', 'green_suitcase', resp, [
    C("The beans start out in the green_suitcase", 'location', T, 3, "line 3", obj(o, 3, 'green_suitcase')),
    C("with all five in the crawlspace", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("Gracie is the first to leave, at step 6", 'order', T, 6, "first exit", AND(line(6, 'Gracie exited'), room('Noah', 6, 'crawlspace'), room('Carter', 6, 'crawlspace'), room('Mila', 6, 'crawlspace'), room('Jayden', 6, 'crawlspace'))),
    C("Nobody actually moves the beans before she goes", 'event', T, 6, "still green_suitcase at 6", obj(o, 6, 'green_suitcase')),
    C("Jayden's \"move\" at step 13 just puts them into the green_suitcase they were already in", 'event', T, 13, "line 13; already green_suitcase", AND(line(13, 'Jayden moved the beans to the green_suitcase'), obj(o, 12, 'green_suitcase'))),
    C("after everyone else has left", 'presence', T, 13, "only Jayden at 13", nowit(13, 'Gracie', 'Noah', 'Carter', 'Mila')),
    C("Mila to the red_envelope at 20", 'event', T, 20, "line 20", line(20, 'Mila moved the beans to the red_envelope')),
    C("Noah to the green_basket at 23", 'event', T, 23, "line 23", line(23, 'Noah moved the beans to the green_basket')),
    C("which Gracie and Carter sit out", 'presence', T, 16, "not in the crawlspace in round 2", AND(NOT(room('Gracie', 16, 'crawlspace')), NOT(room('Carter', 16, 'crawlspace')))),
    C("Jayden had already left before Mila's move", 'order', T, 20, "19 < 20", AND(line(19, 'Jayden exited'), lt(19, 20))),
    C("in Jayden's model, Gracie thinks Carter thinks Mila thinks the beans are in the green_suitcase", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_suitcase'), restate=True),
])

resp = """1. Step 3: beans in the green_suitcase; all five see it.
2. Gracie (6), Noah (8), Carter (10), Mila (12) leave; Jayden's step-13 "move" leaves the beans where they were.
3. Gracie and Carter never return, and Jayden leaves round two (19) before Mila moves anything.
4. So Jayden → Gracie → Carter → Mila is still green_suitcase.
Answer: F"""
R(I, 2, 'numbered', 'sound', 'green_suitcase', resp, [
    C("Step 3: beans in the green_suitcase", 'location', T, 3, "line 3", obj(o, 3, 'green_suitcase')),
    C("all five see it", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("Gracie (6), Noah (8), Carter (10), Mila (12) leave", 'event', T, 12, "exit lines", AND(line(6, 'Gracie exited'), line(8, 'Noah exited'), line(10, 'Carter exited'), line(12, 'Mila exited'))),
    C("Jayden's step-13 \"move\" leaves the beans where they were", 'event', T, 13, "no change at 13", AND(obj(o, 12, 'green_suitcase'), obj(o, 13, 'green_suitcase'))),
    C("Gracie and Carter never return", 'presence', T, 16, "absent in round 2", AND(NOT(room('Gracie', 16, 'crawlspace')), NOT(room('Carter', 16, 'crawlspace')))),
    C("Jayden leaves round two (19) before Mila moves anything", 'order', T, 19, "19 < 20", AND(line(19, 'Jayden exited'), lt(19, 20))),
    C("So Jayden → Gracie → Carter → Mila is still green_suitcase.", 'belief', T, 'end', "answer chain", bel(o, CH, 'end', 'green_suitcase'), restate=True),
    C("Answer: F", 'belief', T, 'end', "F = green_suitcase", bel(o, CH, 'end', 'green_suitcase'), restate=True),
])

resp = """<think>
4th order: Jayden → Gracie → Carter → Mila.
Gracie is with everyone only in round one, when the beans sit in the green_suitcase the entire time (step 13 is a no-op move into the same green_suitcase).
Carter also only in round one.
Round two: Jayden, Mila, Noah. The beans were in the red_envelope when Jayden walked back in, then Mila and Noah shuffle things after Jayden leaves.
Anyway, Gracie and Carter aren't in round two, so the chain through them stays at the round-one value.
</think>
F. green_suitcase"""
R(I, 3, 'thinking', 'unsound', 'green_suitcase', resp, [
    C("Gracie is with everyone only in round one", 'presence', T, 16, "Gracie not in round 2", NOT(room('Gracie', 16, 'crawlspace'))),
    C("the beans sit in the green_suitcase the entire time", 'location', T, 14, "green_suitcase 3-14", AND(obj(o, 3, 'green_suitcase'), obj(o, 14, 'green_suitcase'))),
    C("step 13 is a no-op move into the same green_suitcase", 'event', T, 13, "line 13, no change", AND(line(13, 'Jayden moved the beans to the green_suitcase'), obj(o, 12, 'green_suitcase'))),
    C("Carter also only in round one", 'presence', T, 16, "Carter not in round 2", NOT(room('Carter', 16, 'crawlspace'))),
    C("Round two: Jayden, Mila, Noah", 'presence', T, 16, "rooms at 16", AND(room('Jayden', 16, 'crawlspace'), room('Mila', 16, 'crawlspace'), room('Noah', 16, 'crawlspace'))),
    C("The beans were in the red_envelope when Jayden walked back in", 'location', F, 16, "PLANTED: still green_suitcase at 16-17; Mila moves them only at 20", obj(o, 16, 'red_envelope')),
    C("Mila and Noah shuffle things after Jayden leaves", 'event', T, 23, "moves at 20 and 23 after exit at 19", AND(line(20, 'Mila moved'), line(23, 'Noah moved'), lt(19, 20))),
    C("Gracie and Carter aren't in round two", 'presence', T, 16, "absent in round 2", AND(NOT(room('Gracie', 16, 'crawlspace')), NOT(room('Carter', 16, 'crawlspace')))),
    C("the chain through them stays at the round-one value", 'belief', T, 'end', "chain green_suitcase", bel(o, CH, 'end', 'green_suitcase')),
    C("F. green_suitcase", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_suitcase'), restate=True),
])

resp = """1. Beans in green_suitcase (3).
2. Round two: Mila moves them to the red_envelope (20).
3. Mila knows the new location, and since Jayden was in round two with her, he'd assume everyone's model of Mila is updated.
Answer: G. red_envelope"""
R(I, 4, 'numbered', 'wrong', 'red_envelope', resp, [
    C("Beans in green_suitcase (3)", 'location', T, 3, "line 3", obj(o, 3, 'green_suitcase')),
    C("Round two: Mila moves them to the red_envelope (20)", 'event', T, 20, "line 20", line(20, 'Mila moved the beans to the red_envelope')),
    C("Mila knows the new location", 'belief', T, 20, "Mila = red_envelope", bel(o, 'Mila', 20, 'red_envelope')),
    C("Jayden was in round two with her", 'presence', T, 16, "both in crawlspace at 16", AND(room('Jayden', 16, 'crawlspace'), room('Mila', 16, 'crawlspace'))),
    C("he'd assume everyone's model of Mila is updated", 'belief', F, 'end', "chain stays green_suitcase; Jayden left before the move", bel(o, CH, 'end', 'red_envelope')),
    C("Answer: G. red_envelope", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'red_envelope'), restate=True),
])

resp = "F"
R(I, 5, 'terse', 'unsupported', 'green_suitcase', resp, [
    C("F", 'belief', T, 'end', "bare letter, F = green_suitcase", bel(o, CH, 'end', 'green_suitcase'), restate=True),
])

# ------------------------------------------------------------------ item 27
I = 's6811-1-o1'
o = 'spinach'

resp = """<think>
Jackson, first order.
green_envelope (2) → green_bucket (Ethan, 3) → red_container (Jack, 8). Jackson's in the room for both moves. He leaves at 11. Mia then moves it to green_envelope (12), alone.
Waiting room: Hannah privately tells Jackson red_drawer. Hannah left at 6, Jackson at 11 — Hannah left earlier, so Jackson doesn't trust her. Belief stays red_container.
</think>
C. red_container"""
R(I, 1, 'thinking', 'sound', 'red_container', resp, [
    C("green_envelope (2)", 'location', T, 2, "line 2", obj(o, 2, 'green_envelope')),
    C("green_bucket (Ethan, 3)", 'event', T, 3, "line 3", line(3, 'Ethan moved the spinach to the green_bucket')),
    C("red_container (Jack, 8)", 'event', T, 8, "line 8", line(8, 'Jack moved the spinach to the red_container')),
    C("Jackson's in the room for both moves", 'presence', T, 8, "Jackson witnessed 3 and 8", AND(wit(3, 'Jackson'), wit(8, 'Jackson'))),
    C("He leaves at 11", 'event', T, 11, "line 11", line(11, 'Jackson exited')),
    C("Mia then moves it to green_envelope (12), alone", 'event', T, 12, "line 12, only Mia", AND(line(12, 'Mia moved the spinach to the green_envelope'), nowit(12, 'Ethan', 'Hannah', 'Jack', 'Jackson'))),
    C("Hannah privately tells Jackson red_drawer", 'communication', T, 16, "line 16", line(16, 'Hannah privately told Jackson that the spinach is in the red_drawer')),
    C("Hannah left at 6, Jackson at 11", 'order', T, 11, "exit lines", AND(line(6, 'Hannah exited'), line(11, 'Jackson exited'))),
    C("Jackson doesn't trust her", 'communication', T, 16, "Jackson unchanged by 16", AND(bel(o, 'Jackson', 15, 'red_container'), bel(o, 'Jackson', 16, 'red_container'))),
    C("Belief stays red_container.", 'belief', T, 'end', "answer", bel(o, 'Jackson', 'end', 'red_container'), restate=True),
    C("C. red_container", 'belief', T, 'end', "final answer", bel(o, 'Jackson', 'end', 'red_container'), restate=True),
])

resp = """Jackson is in the lounge when Ethan moves the spinach to the green_bucket and again when Jack moves it to the red_container. He leaves before Mia's secret move back to the green_envelope. Afterwards Jack privately tells Ethan it's in the red_container, and Hannah privately tells Jackson it's in the red_drawer; Jackson doesn't buy Hannah's version, because she left the lounge well before he did. So Jackson really believes the spinach is in the red_container."""
R(I, 2, 'narrative', 'unsound', 'red_container', resp, [
    C("Jackson is in the lounge when Ethan moves the spinach to the green_bucket", 'presence', T, 3, "Jackson witnessed 3", AND(line(3, 'Ethan moved the spinach to the green_bucket'), wit(3, 'Jackson'))),
    C("again when Jack moves it to the red_container", 'presence', T, 8, "Jackson witnessed 8", AND(line(8, 'Jack moved the spinach to the red_container'), wit(8, 'Jackson'))),
    C("He leaves before Mia's secret move back to the green_envelope", 'order', T, 12, "11 < 12; Mia alone", AND(lt(11, 12), line(12, 'Mia moved the spinach to the green_envelope'), nowit(12, 'Jackson'))),
    C("Jack privately tells Ethan it's in the red_container", 'communication', F, 15, "PLANTED: Jack told Ethan green_bucket", line(15, 'Jack privately told Ethan that the spinach is in the red_container')),
    C("Hannah privately tells Jackson it's in the red_drawer", 'communication', T, 16, "line 16", line(16, 'Hannah privately told Jackson that the spinach is in the red_drawer')),
    C("Jackson doesn't buy Hannah's version", 'communication', T, 16, "Jackson stays red_container", bel(o, 'Jackson', 16, 'red_container')),
    C("she left the lounge well before he did", 'order', T, 11, "6 < 11", AND(line(6, 'Hannah exited'), line(11, 'Jackson exited'))),
    C("So Jackson really believes the spinach is in the red_container.", 'belief', T, 'end', "final answer", bel(o, 'Jackson', 'end', 'red_container'), restate=True),
])

resp = "C. red_container. Jack put the spinach in the red_container at step 8 while Jackson, Mia and Hannah looked on, and Jackson left before Mia changed it. Hannah's later red_drawer message doesn't convince him."
R(I, 3, 'answer_first', 'unsound', 'red_container', resp, [
    C("C. red_container", 'belief', T, 'end', "final answer", bel(o, 'Jackson', 'end', 'red_container'), restate=True),
    C("Jack put the spinach in the red_container at step 8", 'event', T, 8, "line 8", line(8, 'Jack moved the spinach to the red_container')),
    C("while Jackson, Mia and Hannah looked on", 'presence', F, 8, "PLANTED: Hannah had left at 6", wit(8, 'Jackson', 'Mia', 'Hannah')),
    C("Jackson left before Mia changed it", 'order', T, 12, "11 < 12", AND(line(11, 'Jackson exited'), line(12, 'Mia moved'))),
    C("Hannah's later red_drawer message doesn't convince him", 'communication', T, 16, "Jackson stays red_container", AND(line(16, 'red_drawer'), bel(o, 'Jackson', 16, 'red_container'))),
])

resp = "A. green_envelope. It's back in the green_envelope at the end."
R(I, 4, 'terse', 'wrong', 'green_envelope', resp, [
    C("A. green_envelope", 'belief', F, 'end', "wrong answer (actual location, not Jackson's belief)", bel(o, 'Jackson', 'end', 'green_envelope'), restate=True),
    C("It's back in the green_envelope at the end.", 'location', T, 'end', "actual location", obj(o, 'end', 'green_envelope')),
])

resp = """1. Jackson watches Ethan's move (3) and Jack's move to the red_container (8).
2. Jackson exits (11); Mia moves it to the green_envelope (12) without him.
3. Hannah tells Jackson red_drawer (16). Hannah herself believes red_drawer, but she left the lounge at 6, earlier than Jackson, so he ignores her.
4. Jackson: red_container.
Answer: C"""
R(I, 5, 'numbered', 'unsound', 'red_container', resp, [
    C("Jackson watches Ethan's move (3) and Jack's move to the red_container (8)", 'presence', T, 8, "Jackson witnessed 3 and 8", AND(wit(3, 'Jackson'), wit(8, 'Jackson'), line(8, 'Jack moved the spinach to the red_container'))),
    C("Jackson exits (11)", 'event', T, 11, "line 11", line(11, 'Jackson exited')),
    C("Mia moves it to the green_envelope (12) without him", 'event', T, 12, "line 12, Jackson absent", AND(line(12, 'Mia moved the spinach to the green_envelope'), nowit(12, 'Jackson'))),
    C("Hannah tells Jackson red_drawer (16)", 'communication', T, 16, "line 16", line(16, 'Hannah privately told Jackson that the spinach is in the red_drawer')),
    C("Hannah herself believes red_drawer", 'belief', F, 16, "PLANTED: Hannah left after Ethan's move and believes green_bucket; the speaker's belief is unchanged", bel(o, 'Hannah', 16, 'red_drawer')),
    C("she left the lounge at 6, earlier than Jackson", 'order', T, 6, "6 < 11", AND(line(6, 'Hannah exited'), lt(6, 11))),
    C("he ignores her", 'communication', T, 16, "Jackson stays red_container", bel(o, 'Jackson', 16, 'red_container')),
    C("Jackson: red_container.", 'belief', T, 'end', "answer", bel(o, 'Jackson', 'end', 'red_container'), restate=True),
    C("Answer: C", 'belief', T, 'end', "C = red_container", bel(o, 'Jackson', 'end', 'red_container'), restate=True),
])

# ------------------------------------------------------------------ item 28 (ToMi)
I = 'tomi-s6811-4-first_order_1_tom'
o = 'watermelon'

resp = """Jacob and Evelyn are both in the laundry when the watermelon is in the blue_drawer. Jacob then leaves, and only after that does Evelyn move it to the red_bathtub. Jacob goes on to the dining_room without ever seeing the move, so he'll look in the blue_drawer."""
R(I, 1, 'narrative', 'sound', 'blue_drawer', resp, [
    C("Jacob and Evelyn are both in the laundry when the watermelon is in the blue_drawer", 'presence', T, 4, "both witnessed 4", AND(obj(o, 4, 'blue_drawer'), wit(4, 'Jacob', 'Evelyn'))),
    C("Jacob then leaves", 'event', T, 5, "line 5", line(5, 'Jacob exited')),
    C("only after that does Evelyn move it to the red_bathtub", 'order', T, 6, "5 < 6", AND(line(6, 'Evelyn moved the watermelon to the red_bathtub'), lt(5, 6))),
    C("Jacob goes on to the dining_room", 'event', T, 7, "line 7", line(7, 'Jacob entered the dining_room')),
    C("without ever seeing the move", 'presence', T, 6, "Jacob did not witness 6", nowit(6, 'Jacob')),
    C("he'll look in the blue_drawer", 'belief', T, 'end', "final answer", bel(o, 'Jacob', 'end', 'blue_drawer'), restate=True),
])

resp = "blue_drawer — he left the laundry (step 5) before Evelyn moved it (step 6)."
R(I, 2, 'terse', 'sound', 'blue_drawer', resp, [
    C("blue_drawer", 'belief', T, 'end', "final answer", bel(o, 'Jacob', 'end', 'blue_drawer'), restate=True),
    C("he left the laundry (step 5)", 'event', T, 5, "line 5", line(5, 'Jacob exited the laundry')),
    C("before Evelyn moved it (step 6)", 'order', T, 6, "5 < 6", AND(line(6, 'Evelyn moved the watermelon'), lt(5, 6))),
])

resp = """1. Jacob enters the laundry (2), then Evelyn (3).
2. Watermelon is in the blue_drawer (4).
3. Jacob leaves (5).
4. Evelyn, who dislikes the watermelon, moves it to the red_bathtub (6).
5. Jacob is in the dining_room by step 7 and never learns of the move.
Answer: blue_drawer"""
R(I, 3, 'numbered', 'unsound', 'blue_drawer', resp, [
    C("Jacob enters the laundry (2), then Evelyn (3)", 'event', T, 3, "lines 2, 3", AND(line(2, 'Jacob entered the laundry'), line(3, 'Evelyn entered the laundry'))),
    C("Watermelon is in the blue_drawer (4)", 'location', T, 4, "line 4", obj(o, 4, 'blue_drawer')),
    C("Jacob leaves (5)", 'event', T, 5, "line 5", line(5, 'Jacob exited')),
    C("who dislikes the watermelon", 'event', F, 1, "PLANTED: Evelyn dislikes the pear (line 1) and hates the corn (line 8)", OR(line(1, 'watermelon'), line(8, 'watermelon'))),
    C("moves it to the red_bathtub (6)", 'event', T, 6, "line 6", line(6, 'Evelyn moved the watermelon to the red_bathtub')),
    C("Jacob is in the dining_room by step 7", 'presence', T, 7, "room at 7", room('Jacob', 7, 'dining_room')),
    C("never learns of the move", 'belief', T, 'end', "Jacob = blue_drawer", bel(o, 'Jacob', 'end', 'blue_drawer')),
    C("Answer: blue_drawer", 'belief', T, 'end', "final answer", bel(o, 'Jacob', 'end', 'blue_drawer'), restate=True),
])

resp = "red_bathtub. Evelyn moved the watermelon to the red_bathtub, and that's where it is now."
R(I, 4, 'answer_first', 'wrong', 'red_bathtub', resp, [
    C("red_bathtub", 'belief', F, 'end', "wrong answer; Jacob believes blue_drawer", bel(o, 'Jacob', 'end', 'red_bathtub'), restate=True),
    C("Evelyn moved the watermelon to the red_bathtub", 'event', T, 6, "line 6", line(6, 'Evelyn moved the watermelon to the red_bathtub')),
    C("that's where it is now", 'location', T, 'end', "actual location", obj(o, 'end', 'red_bathtub')),
])

resp = """<think>
Classic Sally-Anne structure; answer with the location Jacob last knew about.
</think>
The blue_drawer."""
R(I, 5, 'thinking', 'unsupported', 'blue_drawer', resp, [
    C("The blue_drawer.", 'belief', T, 'end', "bare answer", bel(o, 'Jacob', 'end', 'blue_drawer'), restate=True),
])

# ------------------------------------------------------------------ item 29
I = 's6811-4-o4'
o = 'grapes'
CH = 'Isabella -> Jacob -> Sophia -> Aiden'
ALL = ('Owen', 'Aiden', 'Jacob', 'Isabella', 'Sophia')

resp = """1. Grapes in the green_crate (3), all five present.
2. No one ever moves them; everyone leaves one by one: Owen, Aiden, Jacob, Isabella, Sophia.
3. Step 15: Isabella publicly claims green_cupboard. Owen, Aiden and Jacob (who left before her) believe it; Sophia, who left after her, doesn't.
4. Isabella's own belief stays green_crate, and her nested chain about Jacob → Sophia → Aiden stays green_crate too.
5. Sophia's private tell to Owen (17) doesn't involve Isabella.
Answer: F. green_crate"""
R(I, 1, 'numbered', 'sound', 'green_crate', resp, [
    C("Grapes in the green_crate (3)", 'location', T, 3, "line 3", obj(o, 3, 'green_crate')),
    C("all five present", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("No one ever moves them", 'event', T, 'end', "green_crate to the end", obj(o, 'end', 'green_crate')),
    C("everyone leaves one by one: Owen, Aiden, Jacob, Isabella, Sophia", 'order', T, 13, "exits 5, 7, 9, 11, 13", AND(line(5, 'Owen exited'), line(7, 'Aiden exited'), line(9, 'Jacob exited'), line(11, 'Isabella exited'), line(13, 'Sophia exited'))),
    C("Step 15: Isabella publicly claims green_cupboard", 'communication', T, 15, "line 15", line(15, 'Isabella publicly claimed that grapes is in the green_cupboard')),
    C("Owen, Aiden and Jacob (who left before her) believe it", 'communication', T, 15, "all three adopt green_cupboard", AND(bel(o, 'Owen', 15, 'green_cupboard'), bel(o, 'Aiden', 15, 'green_cupboard'), bel(o, 'Jacob', 15, 'green_cupboard'))),
    C("Sophia, who left after her, doesn't", 'communication', T, 15, "Sophia stays green_crate", AND(lt(11, 13), bel(o, 'Sophia', 15, 'green_crate'))),
    C("Isabella's own belief stays green_crate", 'belief', T, 15, "speaker unchanged", bel(o, 'Isabella', 15, 'green_crate')),
    C("her nested chain about Jacob → Sophia → Aiden stays green_crate too", 'belief', T, 'end', "answer chain", bel(o, CH, 'end', 'green_crate'), restate=True),
    C("Sophia's private tell to Owen (17) doesn't involve Isabella", 'presence', T, 17, "Isabella did not witness 17", AND(line(17, 'Sophia privately told Owen'), nowit(17, 'Isabella'))),
    C("Answer: F. green_crate", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_crate'), restate=True),
])

resp = "F. green_crate. The grapes never leave the green_crate — all five saw them there and nobody moved them. Isabella's public claim about the green_cupboard convinces everyone who hears it, Sophia included, but Isabella knows she was bluffing, and her picture of Jacob's picture of Sophia's picture of Aiden is still built on the shared moment at step 3."
R(I, 2, 'answer_first', 'unsound', 'green_crate', resp, [
    C("F. green_crate", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_crate'), restate=True),
    C("The grapes never leave the green_crate", 'location', T, 'end', "green_crate to the end", obj(o, 'end', 'green_crate')),
    C("all five saw them there", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("nobody moved them", 'event', T, 'end', "no move lines", AND(*[NOT(line(k, 'moved')) for k in range(1, 18)])),
    C("Isabella's public claim about the green_cupboard convinces everyone who hears it, Sophia included", 'communication', F, 15, "PLANTED: Sophia left after Isabella (13 vs 11) and does not trust her", bel(o, 'Sophia', 15, 'green_cupboard')),
    C("Isabella knows she was bluffing", 'belief', U, 15, "intent (bluffing) is not in the golds"),
    C("her picture of Jacob's picture of Sophia's picture of Aiden is still built on the shared moment at step 3", 'belief', T, 'end', "chain green_crate since 3", AND(bel(o, CH, 3, 'green_crate'), bel(o, CH, 'end', 'green_crate'))),
])

resp = """<think>
Isabella → Jacob → Sophia → Aiden. Grapes: green_crate (3), never moved.
Exits: Owen 5, Aiden 7, Jacob 9, Isabella 11, Sophia 13.
Isabella claims green_cupboard at 15. Jacob left before Isabella → trusts her → Jacob now believes green_cupboard. Aiden too. Sophia left after Isabella → ignores it.
From Isabella's side: she thinks Jacob still believes green_crate, since she knows her claim was false. For the nested chain all that matters is the last shared observation, step 3, green_crate.
</think>
F. green_crate"""
R(I, 3, 'thinking', 'unsound', 'green_crate', resp, [
    C("Grapes: green_crate (3)", 'location', T, 3, "line 3", obj(o, 3, 'green_crate')),
    C("never moved", 'event', T, 'end', "green_crate to the end", obj(o, 'end', 'green_crate')),
    C("Exits: Owen 5, Aiden 7, Jacob 9, Isabella 11, Sophia 13.", 'order', T, 13, "exit lines", AND(line(5, 'Owen exited'), line(7, 'Aiden exited'), line(9, 'Jacob exited'), line(11, 'Isabella exited'), line(13, 'Sophia exited'))),
    C("Isabella claims green_cupboard at 15", 'communication', T, 15, "line 15", line(15, 'Isabella publicly claimed that grapes is in the green_cupboard')),
    C("Jacob left before Isabella", 'order', T, 9, "9 < 11", lt(9, 11)),
    C("Jacob now believes green_cupboard", 'communication', T, 15, "Jacob = green_cupboard", bel(o, 'Jacob', 15, 'green_cupboard')),
    C("Aiden too", 'communication', T, 15, "Aiden = green_cupboard", bel(o, 'Aiden', 15, 'green_cupboard')),
    C("Sophia left after Isabella → ignores it", 'communication', T, 15, "Sophia stays green_crate", AND(lt(11, 13), bel(o, 'Sophia', 15, 'green_crate'))),
    C("she thinks Jacob still believes green_crate", 'belief', F, 15, "PLANTED: Isabella -> Jacob becomes green_cupboard after her claim", bel(o, 'Isabella -> Jacob', 15, 'green_crate')),
    C("she knows her claim was false", 'belief', T, 15, "Isabella = green_crate", bel(o, 'Isabella', 15, 'green_crate')),
    C("the last shared observation, step 3, green_crate", 'belief', T, 3, "chain green_crate at 3", bel(o, CH, 3, 'green_crate')),
    C("F. green_crate", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_crate'), restate=True, after="</think>"),
])

resp = """Isabella announces to the whole group that the grapes are in the green_cupboard. Since it's a public statement, Isabella can assume Jacob heard it, that Jacob assumes Sophia heard it, and so on down the chain to Aiden, so everyone's model of everyone else points to the green_cupboard. Answer: I. green_cupboard."""
R(I, 4, 'narrative', 'wrong', 'green_cupboard', resp, [
    C("Isabella announces to the whole group that the grapes are in the green_cupboard", 'communication', T, 15, "line 15, all present", AND(line(15, 'Isabella publicly claimed that grapes is in the green_cupboard'), wit(15, *ALL))),
    C("Isabella can assume Jacob heard it", 'presence', T, 15, "Jacob witnessed 15", wit(15, 'Jacob')),
    C("that Jacob assumes Sophia heard it", 'presence', T, 15, "Sophia witnessed 15", wit(15, 'Sophia')),
    C("everyone's model of everyone else points to the green_cupboard", 'belief', F, 15, "e.g. Jacob -> Sophia stays green_crate", bel(o, 'Jacob -> Sophia', 15, 'green_cupboard')),
    C("Answer: I. green_cupboard.", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'green_cupboard'), restate=True),
])

resp = "F. green_crate. Nobody ever moves the grapes, and Isabella's public claim doesn't change her own belief or her nested chain."
R(I, 5, 'terse', 'sound', 'green_crate', resp, [
    C("F. green_crate", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_crate'), restate=True),
    C("Nobody ever moves the grapes", 'event', T, 'end', "green_crate to the end", obj(o, 'end', 'green_crate')),
    C("Isabella's public claim doesn't change her own belief", 'communication', T, 15, "speaker's belief unchanged", bel(o, 'Isabella', 15, 'green_crate')),
    C("or her nested chain", 'belief', T, 15, "chain green_crate after 15", bel(o, CH, 15, 'green_crate')),
])
