"""Blind set 11, part 2: items 6-11 (hand-written responses)."""
from writer_11_part0 import *

# ------------------------------------------------------------------ item 6
I = 's6811-0-o0'
o = 'corn'
ALL = ('Nathan', 'Hannah', 'Jackson', 'Oliver', 'Benjamin')

resp = """1. The corn begins in the blue_cupboard (step 2).
2. Nathan moves it to the blue_crate (step 3), in front of everyone.
3. After that nobody touches it — the remaining steps in the TV_room are people waiting and leaving.
4. The private messages at the end (Jackson → Nathan: blue_crate; Hannah → Oliver: blue_bottle) are just statements; they don't move the corn, and Hannah's one is simply wrong.

So the corn is really in the blue_crate (D)."""
R(I, 1, 'numbered', 'sound', 'blue_crate', resp, [
    C("The corn begins in the blue_cupboard (step 2)", 'location', T, 2, "line 2", obj(o, 2, 'blue_cupboard')),
    C("Nathan moves it to the blue_crate (step 3)", 'event', T, 3, "line 3", line(3, 'Nathan moved the corn to the blue_crate')),
    C("in front of everyone", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("After that nobody touches it", 'event', T, 12, "blue_crate through the end", AND(obj(o, 12, 'blue_crate'), obj(o, 'end', 'blue_crate'))),
    C("Jackson → Nathan: blue_crate", 'communication', T, 14, "line 14", line(14, 'Jackson privately told Nathan that the corn is in the blue_crate')),
    C("Hannah → Oliver: blue_bottle", 'communication', T, 15, "line 15", line(15, 'Hannah privately told Oliver that the corn is in the blue_bottle')),
    C("they don't move the corn", 'location', T, 15, "corn still blue_crate after 15", obj(o, 15, 'blue_crate')),
    C("Hannah's one is simply wrong", 'location', T, 15, "corn is not in the blue_bottle", NOT(obj(o, 15, 'blue_bottle'))),
    C("So the corn is really in the blue_crate (D).", 'location', T, 'end', "final answer", obj(o, 'end', 'blue_crate'), restate=True),
])

resp = "D. blue_crate. Nathan moved it there at step 3 and it never moved again. Hannah's private tip sends Oliver looking in the blue_bottle, since he trusts her, but that's only what Oliver believes — the corn itself stays in the blue_crate."
R(I, 2, 'answer_first', 'unsound', 'blue_crate', resp, [
    C("D. blue_crate", 'location', T, 'end', "final answer", obj(o, 'end', 'blue_crate'), restate=True),
    C("Nathan moved it there at step 3", 'event', T, 3, "line 3", line(3, 'Nathan moved the corn to the blue_crate')),
    C("it never moved again", 'event', T, 'end', "no later move", obj(o, 'end', 'blue_crate')),
    C("Hannah's private tip sends Oliver looking in the blue_bottle, since he trusts her", 'communication', F, 15, "PLANTED: Hannah left (6) before Oliver (10), so Oliver does not trust her; Oliver stays blue_crate", bel(o, 'Oliver', 15, 'blue_bottle')),
    C("the corn itself stays in the blue_crate", 'location', T, 'end', "answer restated", obj(o, 'end', 'blue_crate'), restate=True),
])

resp = """Nathan is the only one who ever touches the corn: right after everyone sees it in the blue_cupboard, he shifts it into the blue_crate. The others then trickle out of the TV_room one by one, with Nathan staying until the very end, and no one moves anything in the meantime. Later Hannah privately tells Oliver it's in the blue_bottle, but saying so doesn't make it true. The corn is really in the blue_crate."""
R(I, 3, 'narrative', 'unsound', 'blue_crate', resp, [
    C("Nathan is the only one who ever touches the corn", 'event', T, 3, "only move is line 3", AND(line(3, 'Nathan moved the corn'), obj(o, 'end', 'blue_crate'))),
    C("everyone sees it in the blue_cupboard", 'presence', T, 2, "all witnessed line 2", wit(2, *ALL)),
    C("he shifts it into the blue_crate", 'event', T, 3, "line 3", line(3, 'Nathan moved the corn to the blue_crate')),
    C("The others then trickle out of the TV_room one by one", 'event', T, 12, "exits at 6, 8, 10, 12", AND(line(6, 'Hannah exited'), line(8, 'Jackson exited'), line(10, 'Oliver exited'), line(12, 'Benjamin exited'))),
    C("with Nathan staying until the very end", 'order', F, 11, "PLANTED: Nathan left first (line 4); Benjamin was last", room('Nathan', 11, 'TV_room')),
    C("no one moves anything in the meantime", 'event', T, 12, "still blue_crate", obj(o, 12, 'blue_crate')),
    C("Hannah privately tells Oliver it's in the blue_bottle", 'communication', T, 15, "line 15", line(15, 'Hannah privately told Oliver that the corn is in the blue_bottle')),
    C("The corn is really in the blue_crate.", 'location', T, 'end', "final answer", obj(o, 'end', 'blue_crate'), restate=True),
])

resp = "C. blue_bottle — Hannah told Oliver that's where it is."
R(I, 4, 'terse', 'wrong', 'blue_bottle', resp, [
    C("C. blue_bottle", 'location', F, 'end', "wrong answer; corn is in blue_crate", obj(o, 'end', 'blue_bottle'), restate=True),
    C("Hannah told Oliver that's where it is", 'communication', T, 15, "line 15", line(15, 'Hannah privately told Oliver that the corn is in the blue_bottle')),
])

resp = """<think>
Reality: where's the corn at the end?
2: blue_cupboard. 3: Nathan → blue_crate. Then only exits and "made no movements". 13: everyone to waiting_room. 14: Jackson tells Nathan blue_crate — true anyway. 15: Hannah tells Oliver blue_bottle. She saw the move at step 3, so she knows it's blue_crate; it's a lie. Doesn't matter for reality.
</think>
blue_crate"""
R(I, 5, 'thinking', 'sound', 'blue_crate', resp, [
    C("2: blue_cupboard", 'location', T, 2, "line 2", obj(o, 2, 'blue_cupboard')),
    C("3: Nathan → blue_crate", 'event', T, 3, "line 3", line(3, 'Nathan moved the corn to the blue_crate')),
    C("Then only exits and \"made no movements\"", 'event', T, 12, "lines 4-12 contain no moves", AND(obj(o, 12, 'blue_crate'), line(5, 'made no movements'), line(7, 'made no movements'), line(9, 'made no movements'), line(11, 'made no movements'))),
    C("13: everyone to waiting_room", 'event', T, 13, "line 13", line(13, 'entered the waiting_room')),
    C("14: Jackson tells Nathan blue_crate", 'communication', T, 14, "line 14", line(14, 'Jackson privately told Nathan that the corn is in the blue_crate')),
    C("true anyway", 'location', T, 14, "corn is in blue_crate", obj(o, 14, 'blue_crate')),
    C("15: Hannah tells Oliver blue_bottle", 'communication', T, 15, "line 15", line(15, 'Hannah privately told Oliver that the corn is in the blue_bottle')),
    C("She saw the move at step 3", 'presence', T, 3, "Hannah witnessed 3", wit(3, 'Hannah')),
    C("she knows it's blue_crate", 'belief', T, 15, "Hannah = blue_crate", bel(o, 'Hannah', 15, 'blue_crate')),
    C("it's a lie", 'communication', U, 15, "intent to deceive is not in the golds"),
    C("blue_crate", 'location', T, 'end', "final answer", obj(o, 'end', 'blue_crate'), restate=True, after="</think>"),
])

# ------------------------------------------------------------------ item 7
I = 's6811-7-o2'
o = 'strawberry'
CH = 'Alexander -> Jack'
ALL = ('Lucas', 'Jack', 'Alexander', 'Lily', 'Liam')

resp = """<think>
Alexander → Jack. Strawberry: blue_treasure_chest (2), Lucas moves it to green_treasure_chest (3), all five present.
Lucas out (4), Jack out (6), Alexander out (8). So Alexander watched Jack leave; both last saw it in the green_treasure_chest.
Lily moves it to red_envelope (9) — only Liam and Lily there.
Back yard (14–21) is all tomato. Jack isn't even there.
No tells or claims about the strawberry.
So Alexander thinks Jack thinks green_treasure_chest.
</think>
M. green_treasure_chest"""
R(I, 1, 'thinking', 'sound', 'green_treasure_chest', resp, [
    C("Strawberry: blue_treasure_chest (2)", 'location', T, 2, "line 2", obj(o, 2, 'blue_treasure_chest')),
    C("Lucas moves it to green_treasure_chest (3)", 'event', T, 3, "line 3", line(3, 'Lucas moved the strawberry to the green_treasure_chest')),
    C("all five present", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("Lucas out (4), Jack out (6), Alexander out (8)", 'event', T, 8, "exit lines", AND(line(4, 'Lucas exited'), line(6, 'Jack exited'), line(8, 'Alexander exited'))),
    C("Alexander watched Jack leave", 'presence', T, 6, "Alexander witnessed 6", wit(6, 'Alexander')),
    C("both last saw it in the green_treasure_chest", 'belief', T, 8, "Jack and Alexander = green_treasure_chest", AND(bel(o, 'Jack', 8, 'green_treasure_chest'), bel(o, 'Alexander', 8, 'green_treasure_chest'))),
    C("Lily moves it to red_envelope (9)", 'event', T, 9, "line 9", line(9, 'Lily moved the strawberry to the red_envelope')),
    C("only Liam and Lily there", 'presence', T, 9, "witnesses of 9", AND(wit(9, 'Liam', 'Lily'), nowit(9, 'Lucas', 'Jack', 'Alexander'))),
    C("Back yard (14–21) is all tomato", 'event', T, 16, "moves in back_yard are tomato moves", AND(line(15, 'tomato'), line(16, 'tomato'), line(18, 'tomato'), line(20, 'tomato'))),
    C("Jack isn't even there", 'presence', T, 14, "Jack not in back_yard", NOT(room('Jack', 14, 'back_yard'))),
    C("No tells or claims about the strawberry.", 'communication', T, 'end', "no told/claimed line", AND(*[NOT(line(k, 'told')) for k in range(1, 23)] + [NOT(line(k, 'claimed')) for k in range(1, 23)])),
    C("So Alexander thinks Jack thinks green_treasure_chest.", 'belief', T, 'end', "answer chain", bel(o, CH, 'end', 'green_treasure_chest'), restate=True),
    C("M. green_treasure_chest", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_treasure_chest'), restate=True),
])

resp = "M — Jack left the laundry while it was still in the green_treasure_chest, and Alexander saw him go."
R(I, 2, 'terse', 'sound', 'green_treasure_chest', resp, [
    C("M", 'belief', T, 'end', "letter M = green_treasure_chest", bel(o, CH, 'end', 'green_treasure_chest'), restate=True),
    C("Jack left the laundry while it was still in the green_treasure_chest", 'location', T, 6, "line 6; strawberry in green_treasure_chest", AND(line(6, 'Jack exited the laundry'), obj(o, 6, 'green_treasure_chest'))),
    C("Alexander saw him go", 'presence', T, 6, "Alexander witnessed 6", wit(6, 'Alexander')),
])

resp = """M. green_treasure_chest. Lucas moved the strawberry there at step 3 while everyone watched. Alexander actually left the laundry before Jack did, but since nothing happened between their exits, it doesn't change anything: when Lily moved the strawberry to the red_envelope, both were long gone."""
R(I, 3, 'answer_first', 'unsound', 'green_treasure_chest', resp, [
    C("M. green_treasure_chest", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_treasure_chest'), restate=True),
    C("Lucas moved the strawberry there at step 3", 'event', T, 3, "line 3", line(3, 'Lucas moved the strawberry to the green_treasure_chest')),
    C("while everyone watched", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("Alexander actually left the laundry before Jack did", 'order', F, 8, "PLANTED: Jack exited at 6, Alexander at 8", lt(8, 6)),
    C("nothing happened between their exits", 'event', T, 7, "strawberry unchanged 6-8", AND(obj(o, 6, 'green_treasure_chest'), obj(o, 8, 'green_treasure_chest'))),
    C("when Lily moved the strawberry to the red_envelope", 'event', T, 9, "line 9", line(9, 'Lily moved the strawberry to the red_envelope')),
    C("both were long gone", 'presence', T, 9, "neither in the laundry at 9", AND(room('Jack', 9, None), room('Alexander', 9, None))),
])

resp = """The strawberry was moved by Lily to the red_envelope, and since Jack was in the waiting room with everyone afterward, Alexander would assume Jack knows its current location. So the answer is L. red_envelope."""
R(I, 4, 'narrative', 'wrong', 'red_envelope', resp, [
    C("The strawberry was moved by Lily to the red_envelope", 'event', T, 9, "line 9", line(9, 'Lily moved the strawberry to the red_envelope')),
    C("Jack was in the waiting room with everyone afterward", 'presence', T, 13, "all in waiting_room at 13", AND(*[room(a, 13, 'waiting_room') for a in ALL])),
    C("Alexander would assume Jack knows its current location", 'belief', F, 'end', "Alexander -> Jack is green_treasure_chest", bel(o, CH, 'end', 'red_envelope')),
    C("So the answer is L. red_envelope.", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'red_envelope'), restate=True),
])

resp = """1. Identify the chain: Alexander's belief about Jack's belief.
2. Find the last point where both could observe the strawberry together.
3. Answer: M. green_treasure_chest"""
R(I, 5, 'numbered', 'unsupported', 'green_treasure_chest', resp, [
    C("Answer: M. green_treasure_chest", 'belief', T, 'end', "bare answer", bel(o, CH, 'end', 'green_treasure_chest'), restate=True),
])

# ------------------------------------------------------------------ item 8
I = 's6811-17-o2'
o = 'lime'
CH = 'Abigail -> Lily'
ALL = ('Abigail', 'Ava', 'Nathan', 'Lily', 'Ella')

resp = """I. blue_bucket. Abigail put the lime in the blue_bucket herself (step 4) with Lily watching, then left right away. She never saw Nathan move it to the green_suitcase at step 8, so as far as Abigail knows, Lily still thinks it's in the blue_bucket — even though Lily, who was there for Nathan's move, actually believes green_suitcase."""
R(I, 1, 'answer_first', 'sound', 'blue_bucket', resp, [
    C("I. blue_bucket", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_bucket'), restate=True),
    C("Abigail put the lime in the blue_bucket herself (step 4)", 'event', T, 4, "line 4", line(4, 'Abigail moved the lime to the blue_bucket')),
    C("with Lily watching", 'presence', T, 4, "Lily witnessed 4", wit(4, 'Lily')),
    C("then left right away", 'event', T, 5, "line 5", line(5, 'Abigail exited')),
    C("She never saw Nathan move it to the green_suitcase at step 8", 'presence', T, 8, "line 8 not witnessed by Abigail", AND(line(8, 'Nathan moved the lime to the green_suitcase'), nowit(8, 'Abigail'))),
    C("as far as Abigail knows, Lily still thinks it's in the blue_bucket", 'belief', T, 'end', "answer chain", bel(o, CH, 'end', 'blue_bucket'), restate=True),
    C("Lily, who was there for Nathan's move", 'presence', T, 8, "Lily witnessed 8", wit(8, 'Lily')),
    C("actually believes green_suitcase", 'belief', T, 'end', "Lily = green_suitcase", bel(o, 'Lily', 'end', 'green_suitcase')),
])

resp = """1. Lime starts in the blue_pantry (2). Abigail moves it to the blue_bucket (4) with all five present.
2. Abigail leaves at 5.
3. Nathan moves it to the green_suitcase at 8, with Ava, Ella and Lily watching.
4. The garage scenes and the private tells are about the beans, not the lime.
5. Abigail's model of Lily is frozen at step 4.
Answer: I. blue_bucket"""
R(I, 2, 'numbered', 'unsound', 'blue_bucket', resp, [
    C("Lime starts in the blue_pantry (2)", 'location', T, 2, "line 2", obj(o, 2, 'blue_pantry')),
    C("Abigail moves it to the blue_bucket (4)", 'event', T, 4, "line 4", line(4, 'Abigail moved the lime to the blue_bucket')),
    C("with all five present", 'presence', T, 4, "all witnessed 4", wit(4, *ALL)),
    C("Abigail leaves at 5", 'event', T, 5, "line 5", line(5, 'Abigail exited')),
    C("Nathan moves it to the green_suitcase at 8", 'event', T, 8, "line 8", line(8, 'Nathan moved the lime to the green_suitcase')),
    C("with Ava, Ella and Lily watching", 'presence', F, 8, "PLANTED: Ava had left at 7; only Ella and Lily watched", wit(8, 'Ava', 'Ella', 'Lily')),
    C("The garage scenes and the private tells are about the beans, not the lime", 'event', T, 27, "lines 18-27 concern the beans", AND(line(19, 'beans'), line(21, 'beans'), line(23, 'beans'), line(26, 'beans'), line(27, 'beans'), obj(o, 27, 'green_suitcase'))),
    C("Abigail's model of Lily is frozen at step 4", 'belief', T, 4, "Abigail -> Lily blue_bucket from 4 to end", AND(bel(o, CH, 4, 'blue_bucket'), bel(o, CH, 'end', 'blue_bucket'))),
    C("Answer: I. blue_bucket", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_bucket'), restate=True),
])

resp = "I. blue_bucket — Lily saw Abigail put it there; Abigail left before Ella moved it."
R(I, 3, 'terse', 'unsound', 'blue_bucket', resp, [
    C("I. blue_bucket", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_bucket'), restate=True),
    C("Lily saw Abigail put it there", 'presence', T, 4, "Lily witnessed 4", AND(line(4, 'Abigail moved the lime'), wit(4, 'Lily'))),
    C("Abigail left before Ella moved it", 'event', F, 8, "PLANTED: Nathan, not Ella, moved the lime (line 8); Ella never moves it", OR(line(8, 'Ella moved the lime'), line(11, 'Ella moved the lime'), line(12, 'Ella moved the lime'))),
])

resp = """<think>
Abigail → Lily, lime.
Abigail moved it into the blue_bucket at 4 and left at 5. Lily stays longer — she's there when Nathan moves it to the green_suitcase (8), and she's the last to leave the sunroom.
So Lily thinks green_suitcase. But the question is what Abigail thinks Lily thinks. Abigail wasn't there at 8.
Does Abigail learn anything later? Nobody tells Abigail anything about the lime; Ava's tip to her is about the beans.
So Abigail → Lily = blue_bucket.
</think>
I. blue_bucket"""
R(I, 4, 'thinking', 'unsound', 'blue_bucket', resp, [
    C("Abigail moved it into the blue_bucket at 4", 'event', T, 4, "line 4", line(4, 'Abigail moved the lime to the blue_bucket')),
    C("left at 5", 'event', T, 5, "line 5", line(5, 'Abigail exited')),
    C("she's there when Nathan moves it to the green_suitcase (8)", 'presence', T, 8, "Lily witnessed 8", AND(line(8, 'Nathan moved the lime to the green_suitcase'), wit(8, 'Lily'))),
    C("she's the last to leave the sunroom", 'order', F, 11, "PLANTED: Lily left at 11, Ella stayed until 14", NOT(room('Ella', 11, 'sunroom'))),
    C("So Lily thinks green_suitcase", 'belief', T, 8, "Lily = green_suitcase", bel(o, 'Lily', 8, 'green_suitcase')),
    C("Abigail wasn't there at 8", 'presence', T, 8, "Abigail in no room at 8", room('Abigail', 8, None)),
    C("Nobody tells Abigail anything about the lime", 'communication', T, 27, "tells are about beans", AND(NOT(line(26, 'lime')), NOT(line(27, 'lime')))),
    C("Ava's tip to her is about the beans", 'communication', T, 27, "line 27", line(27, 'Ava privately told Abigail that the beans')),
    C("So Abigail → Lily = blue_bucket.", 'belief', T, 'end', "answer chain", bel(o, CH, 'end', 'blue_bucket'), restate=True),
    C("I. blue_bucket", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_bucket'), restate=True, after="</think>"),
])

resp = """Lily was in the sunroom when Nathan moved the lime into the green_suitcase, so Lily believes it is there. Abigail, having the same information about the story as Lily, would think the same. The answer is H. green_suitcase."""
R(I, 5, 'narrative', 'wrong', 'green_suitcase', resp, [
    C("Lily was in the sunroom when Nathan moved the lime into the green_suitcase", 'presence', T, 8, "Lily present at 8", AND(line(8, 'Nathan moved the lime to the green_suitcase'), room('Lily', 8, 'sunroom'))),
    C("Lily believes it is there", 'belief', T, 8, "Lily = green_suitcase", bel(o, 'Lily', 8, 'green_suitcase')),
    C("Abigail, having the same information about the story as Lily", 'presence', F, 8, "Abigail had left and did not witness line 8", wit(8, 'Abigail')),
    C("would think the same", 'belief', F, 'end', "Abigail -> Lily is blue_bucket", bel(o, CH, 'end', 'green_suitcase')),
    C("The answer is H. green_suitcase.", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'green_suitcase'), restate=True),
])

# ------------------------------------------------------------------ item 9
I = 's6811-3-o3'
o = 'banana'
CH = 'Chloe -> Evelyn -> Amelia'
ALL = ('Evelyn', 'Amelia', 'Jacob', 'Elizabeth', 'Chloe')

resp = """Evelyn moves the banana from the green_bucket to the green_bathtub at step 3, with Amelia and Chloe both in the room, and then she leaves. After that Evelyn is never in the porch again — she sits out the second round in the waiting_room — so, in Chloe's eyes, Evelyn's picture of Amelia is locked at the moment of that move. Chloe does later see Amelia come back and find the banana in the red_crate, but that changes Chloe's view of Amelia, not her view of Evelyn's view of Amelia. Chloe therefore thinks Evelyn thinks Amelia thinks the banana is in the green_bathtub."""
R(I, 1, 'narrative', 'sound', 'green_bathtub', resp, [
    C("Evelyn moves the banana from the green_bucket to the green_bathtub at step 3", 'event', T, 3, "line 3; was in green_bucket", AND(obj(o, 2, 'green_bucket'), line(3, 'Evelyn moved the banana to the green_bathtub'))),
    C("with Amelia and Chloe both in the room", 'presence', T, 3, "both witnessed 3", wit(3, 'Amelia', 'Chloe')),
    C("then she leaves", 'event', T, 5, "line 5", line(5, 'Evelyn exited')),
    C("Evelyn is never in the porch again", 'presence', T, 16, "not in porch in round 2", AND(NOT(room('Evelyn', 16, 'porch')), NOT(room('Evelyn', 22, 'porch')))),
    C("she sits out the second round in the waiting_room", 'presence', T, 16, "Evelyn in waiting_room", room('Evelyn', 16, 'waiting_room')),
    C("in Chloe's eyes, Evelyn's picture of Amelia is locked at the moment of that move", 'belief', T, 3, "chain green_bathtub from 3 onward", AND(bel(o, CH, 3, 'green_bathtub'), bel(o, CH, 'end', 'green_bathtub'))),
    C("Chloe does later see Amelia come back and find the banana in the red_crate", 'presence', T, 16, "Chloe witnesses Amelia's re-entry; banana in red_crate", AND(wit(16, 'Chloe'), room('Amelia', 16, 'porch'), obj(o, 16, 'red_crate'))),
    C("that changes Chloe's view of Amelia", 'belief', T, 16, "Chloe -> Amelia green_bathtub -> red_crate", AND(bel(o, 'Chloe -> Amelia', 15, 'green_bathtub'), bel(o, 'Chloe -> Amelia', 16, 'red_crate'))),
    C("not her view of Evelyn's view of Amelia", 'belief', T, 16, "chain unchanged", bel(o, CH, 16, 'green_bathtub')),
    C("Chloe therefore thinks Evelyn thinks Amelia thinks the banana is in the green_bathtub.", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_bathtub'), restate=True),
])

resp = """1. (3) Evelyn → green_bathtub. Everyone present.
2. (5) Evelyn leaves; (7) Amelia leaves.
3. (8) Jacob → blue_envelope, (11) Elizabeth → red_crate — neither Evelyn nor Amelia sees these.
4. (16) Chloe, Jacob and Amelia re-enter; banana is in the red_crate. Evelyn isn't with them.
5. Chloe's model: Evelyn → Amelia still green_bathtub.
Answer: C. green_bathtub"""
R(I, 2, 'numbered', 'sound', 'green_bathtub', resp, [
    C("(3) Evelyn → green_bathtub", 'event', T, 3, "line 3", line(3, 'Evelyn moved the banana to the green_bathtub')),
    C("Everyone present.", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("(5) Evelyn leaves; (7) Amelia leaves", 'event', T, 7, "lines 5, 7", AND(line(5, 'Evelyn exited'), line(7, 'Amelia exited'))),
    C("(8) Jacob → blue_envelope", 'event', T, 8, "line 8", line(8, 'Jacob moved the banana to the blue_envelope')),
    C("(11) Elizabeth → red_crate", 'event', T, 11, "line 11", line(11, 'Elizabeth moved the banana to the red_crate')),
    C("neither Evelyn nor Amelia sees these", 'presence', T, 11, "absent for 8 and 11", AND(nowit(8, 'Evelyn', 'Amelia'), nowit(11, 'Evelyn', 'Amelia'))),
    C("(16) Chloe, Jacob and Amelia re-enter", 'event', T, 16, "line 16", line(16, 'Chloe, Jacob and Amelia entered the porch')),
    C("banana is in the red_crate", 'location', T, 16, "banana at 16", obj(o, 16, 'red_crate')),
    C("Evelyn isn't with them", 'presence', T, 16, "Evelyn not in porch", NOT(room('Evelyn', 16, 'porch'))),
    C("Chloe's model: Evelyn → Amelia still green_bathtub", 'belief', T, 'end', "answer chain", bel(o, CH, 'end', 'green_bathtub'), restate=True),
    C("Answer: C. green_bathtub", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_bathtub'), restate=True),
])

resp = """<think>
Chloe → Evelyn → Amelia, banana.
Evelyn moved it to green_bathtub at 3; Amelia and Chloe watched. Evelyn left (5), Amelia left (7).
Jacob → blue_envelope (8), Elizabeth → red_crate (11); Chloe saw both.
Second round: Chloe, Jacob, Amelia go back to the porch (16). Banana's in the red_crate, and Chloe still thinks Amelia believes green_bathtub, since Amelia never saw the moves at 8 and 11.
Evelyn never returns anyway. So the chain is green_bathtub.
</think>
C. green_bathtub"""
R(I, 3, 'thinking', 'unsound', 'green_bathtub', resp, [
    C("Evelyn moved it to green_bathtub at 3", 'event', T, 3, "line 3", line(3, 'Evelyn moved the banana to the green_bathtub')),
    C("Amelia and Chloe watched", 'presence', T, 3, "witnesses of 3", wit(3, 'Amelia', 'Chloe')),
    C("Evelyn left (5), Amelia left (7)", 'event', T, 7, "lines 5, 7", AND(line(5, 'Evelyn exited'), line(7, 'Amelia exited'))),
    C("Jacob → blue_envelope (8)", 'event', T, 8, "line 8", line(8, 'Jacob moved the banana to the blue_envelope')),
    C("Elizabeth → red_crate (11)", 'event', T, 11, "line 11", line(11, 'Elizabeth moved the banana to the red_crate')),
    C("Chloe saw both", 'presence', T, 11, "Chloe witnessed 8 and 11", AND(wit(8, 'Chloe'), wit(11, 'Chloe'))),
    C("Chloe, Jacob, Amelia go back to the porch (16)", 'event', T, 16, "line 16", line(16, 'Chloe, Jacob and Amelia entered the porch')),
    C("Banana's in the red_crate", 'location', T, 16, "banana at 16", obj(o, 16, 'red_crate')),
    C("Chloe still thinks Amelia believes green_bathtub", 'belief', F, 16, "PLANTED: Chloe saw Amelia re-enter with the banana in the red_crate; Chloe -> Amelia = red_crate", bel(o, 'Chloe -> Amelia', 16, 'green_bathtub')),
    C("Amelia never saw the moves at 8 and 11", 'presence', T, 11, "Amelia absent for 8, 11", nowit(8, 'Amelia') + nowit(11, 'Amelia')[1:]),
    C("Evelyn never returns anyway", 'presence', T, 16, "Evelyn not in round 2", NOT(room('Evelyn', 16, 'porch'))),
    C("So the chain is green_bathtub.", 'belief', T, 'end', "answer chain", bel(o, CH, 'end', 'green_bathtub'), restate=True),
    C("C. green_bathtub", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'green_bathtub'), restate=True, after="</think>"),
])

resp = """H? No — D. red_crate. Amelia went back into the porch in the second round and found the banana in the red_crate, with Chloe right there. Chloe knows Amelia has the up-to-date location, so she'd expect Evelyn to think the same of Amelia."""
R(I, 4, 'answer_first', 'wrong', 'red_crate', resp, [
    C("D. red_crate", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'red_crate'), restate=True),
    C("Amelia went back into the porch in the second round and found the banana in the red_crate", 'belief', T, 16, "Amelia = red_crate at 16", bel(o, 'Amelia', 16, 'red_crate')),
    C("with Chloe right there", 'presence', T, 16, "Chloe in porch at 16", room('Chloe', 16, 'porch')),
    C("Chloe knows Amelia has the up-to-date location", 'belief', T, 16, "Chloe -> Amelia = red_crate", bel(o, 'Chloe -> Amelia', 16, 'red_crate')),
    C("she'd expect Evelyn to think the same of Amelia", 'belief', F, 'end', "chain is green_bathtub", bel(o, CH, 'end', 'red_crate')),
])

resp = "green_bathtub (C)"
R(I, 5, 'terse', 'unsupported', 'green_bathtub', resp, [
    C("green_bathtub (C)", 'belief', T, 'end', "bare answer", bel(o, CH, 'end', 'green_bathtub'), restate=True),
])

# ------------------------------------------------------------------ item 10
I = 's6811-18-o3'
o = 'peach'
CH = 'Jackson -> Nathan -> Ava'
ALL = ('Jackson', 'Mason', 'Nathan', 'Isabella', 'Ava')

resp = "E. blue_bottle. Jackson put it there himself at step 3 with Nathan and Ava watching, and Nathan never came back for the second round."
R(I, 1, 'terse', 'sound', 'blue_bottle', resp, [
    C("E. blue_bottle", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_bottle'), restate=True),
    C("Jackson put it there himself at step 3", 'event', T, 3, "line 3", line(3, 'Jackson moved the peach to the blue_bottle')),
    C("with Nathan and Ava watching", 'presence', T, 3, "witnesses of 3", wit(3, 'Nathan', 'Ava')),
    C("Nathan never came back for the second round", 'presence', T, 15, "Nathan not in sunroom in round 2", NOT(room('Nathan', 15, 'sunroom'))),
])

resp = """Jackson moves the peach into the blue_bottle at step 3 and leaves immediately afterwards, while Mason, Nathan, Isabella and Ava are still there. Ava later sneaks it back into the green_treasure_chest, but only after Nathan has gone, so Nathan never sees that. In the second round Jackson goes back into the sunroom with Ava and Isabella, and the peach is sitting in the green_treasure_chest — yet Jackson still assumes Ava believes it's in the blue_bottle, and he has no reason to think Nathan's picture of Ava is any different. So: Jackson thinks Nathan thinks Ava thinks the peach is in the blue_bottle."""
R(I, 2, 'narrative', 'unsound', 'blue_bottle', resp, [
    C("Jackson moves the peach into the blue_bottle at step 3", 'event', T, 3, "line 3", line(3, 'Jackson moved the peach to the blue_bottle')),
    C("leaves immediately afterwards", 'event', T, 4, "line 4", line(4, 'Jackson exited')),
    C("while Mason, Nathan, Isabella and Ava are still there", 'presence', T, 4, "rooms after 4", AND(room('Mason', 4, 'sunroom'), room('Nathan', 4, 'sunroom'), room('Isabella', 4, 'sunroom'), room('Ava', 4, 'sunroom'))),
    C("Ava later sneaks it back into the green_treasure_chest", 'event', T, 11, "line 11", line(11, 'Ava moved the peach to the green_treasure_chest')),
    C("only after Nathan has gone", 'order', T, 11, "Nathan exited 8 < 11", AND(lt(8, 11), room('Nathan', 11, None))),
    C("Nathan never sees that", 'presence', T, 11, "Nathan did not witness 11", nowit(11, 'Nathan')),
    C("Jackson goes back into the sunroom with Ava and Isabella", 'event', T, 15, "line 15", line(15, 'Jackson, Ava and Isabella entered the sunroom')),
    C("the peach is sitting in the green_treasure_chest", 'location', T, 15, "peach at 15", obj(o, 15, 'green_treasure_chest')),
    C("Jackson still assumes Ava believes it's in the blue_bottle", 'belief', F, 15, "PLANTED: Jackson -> Ava becomes green_treasure_chest at 15", bel(o, 'Jackson -> Ava', 15, 'blue_bottle')),
    C("he has no reason to think Nathan's picture of Ava is any different", 'belief', T, 'end', "chain stays blue_bottle", bel(o, CH, 'end', 'blue_bottle')),
    C("So: Jackson thinks Nathan thinks Ava thinks the peach is in the blue_bottle.", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_bottle'), restate=True),
])

resp = """E. blue_bottle

Jackson moved it from the green_treasure_chest to the blue_bottle at step 3 in front of everyone. When Nathan left at step 8, the peach was already back in the green_treasure_chest, but Jackson had left at step 4, so he still models Nathan as having watched the move to the blue_bottle. Nathan never rejoins Ava in the sunroom after that."""
R(I, 3, 'answer_first', 'unsound', 'blue_bottle', resp, [
    C("E. blue_bottle", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_bottle'), restate=True),
    C("Jackson moved it from the green_treasure_chest to the blue_bottle at step 3", 'event', T, 3, "line 3; was green_treasure_chest", AND(obj(o, 2, 'green_treasure_chest'), line(3, 'Jackson moved the peach to the blue_bottle'))),
    C("in front of everyone", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("When Nathan left at step 8, the peach was already back in the green_treasure_chest", 'location', F, 8, "PLANTED: peach was still in the blue_bottle at 8; Ava moved it only at 11", obj(o, 8, 'green_treasure_chest')),
    C("Jackson had left at step 4", 'event', T, 4, "line 4", line(4, 'Jackson exited')),
    C("he still models Nathan as having watched the move to the blue_bottle", 'belief', T, 'end', "Jackson -> Nathan = blue_bottle", bel(o, 'Jackson -> Nathan', 'end', 'blue_bottle')),
    C("Nathan never rejoins Ava in the sunroom after that", 'presence', T, 15, "Nathan not in round 2", NOT(room('Nathan', 15, 'sunroom'))),
])

resp = """<think>
Jackson → Nathan → Ava.
Jackson moved peach to blue_bottle (3), left (4). Nathan left (8). Ava moved it back to green_treasure_chest (11) alone.
Round 2: Jackson, Ava, Isabella in sunroom (15); peach visible in green_treasure_chest. So Jackson now knows Ava knows it's in the green_treasure_chest. Could Nathan have heard anything in the waiting_room? No, there's no claim. Hmm. But Jackson would figure Nathan sees Ava as the one who keeps track of the peach, so Nathan's view of Ava matches Ava's actual belief: green_treasure_chest.
</think>
B. green_treasure_chest"""
R(I, 4, 'thinking', 'wrong', 'green_treasure_chest', resp, [
    C("Jackson moved peach to blue_bottle (3)", 'event', T, 3, "line 3", line(3, 'Jackson moved the peach to the blue_bottle')),
    C("left (4)", 'event', T, 4, "line 4", line(4, 'Jackson exited')),
    C("Nathan left (8)", 'event', T, 8, "line 8", line(8, 'Nathan exited')),
    C("Ava moved it back to green_treasure_chest (11) alone", 'event', T, 11, "line 11, only Ava", AND(line(11, 'Ava moved the peach to the green_treasure_chest'), nowit(11, 'Jackson', 'Mason', 'Nathan', 'Isabella'))),
    C("Jackson, Ava, Isabella in sunroom (15)", 'presence', T, 15, "rooms at 15", AND(room('Jackson', 15, 'sunroom'), room('Ava', 15, 'sunroom'), room('Isabella', 15, 'sunroom'))),
    C("peach visible in green_treasure_chest", 'location', T, 15, "peach at 15", obj(o, 15, 'green_treasure_chest')),
    C("Jackson now knows Ava knows it's in the green_treasure_chest", 'belief', T, 15, "Jackson -> Ava = green_treasure_chest", bel(o, 'Jackson -> Ava', 15, 'green_treasure_chest')),
    C("there's no claim", 'communication', T, 'end', "no claim/tell lines", AND(*[NOT(line(k, 'claimed')) for k in range(1, 25)] + [NOT(line(k, 'told')) for k in range(1, 25)])),
    C("Nathan's view of Ava matches Ava's actual belief: green_treasure_chest", 'belief', F, 'end', "Jackson -> Nathan -> Ava is blue_bottle", bel(o, CH, 'end', 'green_treasure_chest')),
    C("B. green_treasure_chest", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'green_treasure_chest'), restate=True, after="</think>"),
])

resp = """1. Step 3: Jackson moves the peach to the blue_bottle; Nathan and Ava both see it.
2. Step 11: Ava moves it back to the green_treasure_chest with no one else present.
3. Step 15: Jackson sees it in the green_treasure_chest, together with Ava.
4. Whether Jackson's updated knowledge carries over to his model of Nathan's model is ambiguous.
Final answer: either E. blue_bottle or B. green_treasure_chest."""
R(I, 5, 'numbered', 'wrong', None, resp, [
    C("Step 3: Jackson moves the peach to the blue_bottle", 'event', T, 3, "line 3", line(3, 'Jackson moved the peach to the blue_bottle')),
    C("Nathan and Ava both see it", 'presence', T, 3, "witnesses of 3", wit(3, 'Nathan', 'Ava')),
    C("Step 11: Ava moves it back to the green_treasure_chest", 'event', T, 11, "line 11", line(11, 'Ava moved the peach to the green_treasure_chest')),
    C("with no one else present", 'presence', T, 11, "only Ava", nowit(11, 'Jackson', 'Mason', 'Nathan', 'Isabella')),
    C("Step 15: Jackson sees it in the green_treasure_chest, together with Ava", 'belief', T, 15, "Jackson = green_treasure_chest, Ava present", AND(bel(o, 'Jackson', 15, 'green_treasure_chest'), room('Ava', 15, 'sunroom'))),
])

# ------------------------------------------------------------------ item 11
I = 's6811-14-o4'
o = 'corn'
CH = 'Benjamin -> Emma -> Owen -> Jack'
ALL = ('Owen', 'Jack', 'Ella', 'Benjamin', 'Emma')

resp = """E. blue_treasure_chest.

Owen moved the corn into the blue_treasure_chest at step 3 while all five were in the hallway, then walked out. Jack left next (step 6), so Owen and Jack both last saw the corn in the blue_treasure_chest, and Benjamin and Emma saw them leave. Ella's move to the blue_cupboard (7) and Emma's move back to the green_basket (11) happened after Owen and Jack were gone. Jack's private message to Benjamin (red_treasure_chest) doesn't sway Benjamin, who stayed in the hallway longer than Jack did."""
R(I, 1, 'answer_first', 'sound', 'blue_treasure_chest', resp, [
    C("E. blue_treasure_chest.", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_treasure_chest'), restate=True),
    C("Owen moved the corn into the blue_treasure_chest at step 3", 'event', T, 3, "line 3", line(3, 'Owen moved the corn to the blue_treasure_chest')),
    C("while all five were in the hallway", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("then walked out", 'event', T, 4, "line 4", line(4, 'Owen exited')),
    C("Jack left next (step 6)", 'order', T, 6, "next exit after Owen's", AND(line(6, 'Jack exited'), line(5, 'made no movements'))),
    C("Owen and Jack both last saw the corn in the blue_treasure_chest", 'belief', T, 6, "Owen and Jack = blue_treasure_chest", AND(bel(o, 'Owen', 6, 'blue_treasure_chest'), bel(o, 'Jack', 6, 'blue_treasure_chest'))),
    C("Benjamin and Emma saw them leave", 'presence', T, 6, "witnesses of 4 and 6", AND(wit(4, 'Benjamin', 'Emma'), wit(6, 'Benjamin', 'Emma'))),
    C("Ella's move to the blue_cupboard (7)", 'event', T, 7, "line 7", line(7, 'Ella moved the corn to the blue_cupboard')),
    C("Emma's move back to the green_basket (11)", 'event', T, 11, "line 11", line(11, 'Emma moved the corn to the green_basket')),
    C("happened after Owen and Jack were gone", 'order', T, 11, "exits 4, 6 before 7, 11", AND(lt(6, 7), nowit(7, 'Owen', 'Jack'), nowit(11, 'Owen', 'Jack'))),
    C("Jack's private message to Benjamin (red_treasure_chest)", 'communication', T, 16, "line 16", line(16, 'Jack privately told Benjamin that the corn is in the red_treasure_chest')),
    C("doesn't sway Benjamin", 'communication', T, 16, "Benjamin stays blue_cupboard", bel(o, 'Benjamin', 16, 'blue_cupboard')),
    C("who stayed in the hallway longer than Jack did", 'order', T, 10, "Jack exited 6, Benjamin 10", AND(line(6, 'Jack exited'), line(10, 'Benjamin exited'))),
])

resp = """<think>
4th order: Benjamin → Emma → Owen → Jack.
Last time all four were together with the corn: step 3, Owen moves it green_basket → blue_treasure_chest. Then Owen leaves (4), Jack leaves (6).
Benjamin stays through Ella's move to blue_cupboard (7), leaves at 10. Emma stays longest and moves it back to green_basket (11) alone.
So Benjamin himself thinks blue_cupboard, and he thinks Emma thinks blue_cupboard too. But Emma → Owen → Jack is about Owen and Jack, who only saw step 3. From Benjamin's side, Emma's model of Owen's model of Jack stays blue_treasure_chest.
Private tells at the end: Ella → Owen (blue_treasure_chest), Jack → Benjamin (red_treasure_chest). Benjamin left the hallway after Jack, so he doesn't trust Jack. Nothing changes.
</think>
E. blue_treasure_chest"""
R(I, 2, 'thinking', 'sound', 'blue_treasure_chest', resp, [
    C("Last time all four were together with the corn: step 3", 'presence', T, 3, "all four witness 3; Owen exits at 4", AND(wit(3, 'Benjamin', 'Emma', 'Owen', 'Jack'), room('Owen', 4, None))),
    C("Owen moves it green_basket → blue_treasure_chest", 'event', T, 3, "line 3", AND(obj(o, 2, 'green_basket'), line(3, 'Owen moved the corn to the blue_treasure_chest'))),
    C("Then Owen leaves (4), Jack leaves (6)", 'event', T, 6, "lines 4, 6", AND(line(4, 'Owen exited'), line(6, 'Jack exited'))),
    C("Benjamin stays through Ella's move to blue_cupboard (7)", 'presence', T, 7, "Benjamin witnessed 7", AND(line(7, 'Ella moved the corn to the blue_cupboard'), wit(7, 'Benjamin'))),
    C("leaves at 10", 'event', T, 10, "line 10", line(10, 'Benjamin exited')),
    C("Emma stays longest", 'order', T, 11, "Emma alone in hallway at 11", AND(room('Emma', 11, 'hallway'), room('Benjamin', 11, None), room('Ella', 11, None), room('Jack', 11, None), room('Owen', 11, None))),
    C("moves it back to green_basket (11) alone", 'event', T, 11, "line 11, only Emma", AND(line(11, 'Emma moved the corn to the green_basket'), nowit(11, 'Benjamin', 'Ella', 'Jack', 'Owen'))),
    C("Benjamin himself thinks blue_cupboard", 'belief', T, 'end', "Benjamin = blue_cupboard", bel(o, 'Benjamin', 'end', 'blue_cupboard')),
    C("he thinks Emma thinks blue_cupboard too", 'belief', T, 'end', "Benjamin -> Emma = blue_cupboard", bel(o, 'Benjamin -> Emma', 'end', 'blue_cupboard')),
    C("Owen and Jack, who only saw step 3", 'presence', T, 11, "neither saw 7 or 11", AND(nowit(7, 'Owen', 'Jack'), nowit(11, 'Owen', 'Jack'))),
    C("Emma's model of Owen's model of Jack stays blue_treasure_chest", 'belief', T, 'end', "answer chain", bel(o, CH, 'end', 'blue_treasure_chest'), restate=True),
    C("Ella → Owen (blue_treasure_chest)", 'communication', T, 14, "line 14", line(14, 'Ella privately told Owen that the corn is in the blue_treasure_chest')),
    C("Jack → Benjamin (red_treasure_chest)", 'communication', T, 16, "line 16", line(16, 'Jack privately told Benjamin that the corn is in the red_treasure_chest')),
    C("Benjamin left the hallway after Jack", 'order', T, 10, "6 < 10", AND(line(6, 'Jack exited'), line(10, 'Benjamin exited'), lt(6, 10))),
    C("he doesn't trust Jack", 'communication', T, 16, "Benjamin unchanged by 16", AND(bel(o, 'Benjamin', 15, 'blue_cupboard'), bel(o, 'Benjamin', 16, 'blue_cupboard'))),
    C("Nothing changes.", 'belief', T, 16, "chain unchanged after tells", bel(o, CH, 16, 'blue_treasure_chest')),
    C("E. blue_treasure_chest", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_treasure_chest'), restate=True, after="</think>"),
])

resp = """1. Corn: green_basket (2) → blue_treasure_chest (3, Owen). Everyone sees it.
2. Owen exits (4), Jack exits (6).
3. Ella moves it to the blue_cupboard (7); Benjamin and Emma see this.
4. Benjamin exits (10); Emma moves it to the green_basket (11).
5. So Benjamin thinks Emma thinks the corn is in the green_basket, but for the nested part (Owen, Jack) nothing after step 3 counts.
6. Jack's private tell to Benjamin is not trusted.
Answer: E"""
R(I, 3, 'numbered', 'unsound', 'blue_treasure_chest', resp, [
    C("Corn: green_basket (2)", 'location', T, 2, "line 2", obj(o, 2, 'green_basket')),
    C("blue_treasure_chest (3, Owen)", 'event', T, 3, "line 3", line(3, 'Owen moved the corn to the blue_treasure_chest')),
    C("Everyone sees it.", 'presence', T, 3, "all witnessed 3", wit(3, *ALL)),
    C("Owen exits (4), Jack exits (6)", 'event', T, 6, "lines 4, 6", AND(line(4, 'Owen exited'), line(6, 'Jack exited'))),
    C("Ella moves it to the blue_cupboard (7)", 'event', T, 7, "line 7", line(7, 'Ella moved the corn to the blue_cupboard')),
    C("Benjamin and Emma see this", 'presence', T, 7, "witnesses of 7", wit(7, 'Benjamin', 'Emma')),
    C("Benjamin exits (10)", 'event', T, 10, "line 10", line(10, 'Benjamin exited')),
    C("Emma moves it to the green_basket (11)", 'event', T, 11, "line 11", line(11, 'Emma moved the corn to the green_basket')),
    C("So Benjamin thinks Emma thinks the corn is in the green_basket", 'belief', F, 11, "PLANTED: Benjamin left before Emma's move; Benjamin -> Emma = blue_cupboard", bel(o, 'Benjamin -> Emma', 11, 'green_basket')),
    C("for the nested part (Owen, Jack) nothing after step 3 counts", 'belief', T, 'end', "chain blue_treasure_chest since 3", AND(bel(o, CH, 3, 'blue_treasure_chest'), bel(o, CH, 'end', 'blue_treasure_chest'))),
    C("Jack's private tell to Benjamin is not trusted", 'communication', T, 16, "Benjamin stays blue_cupboard", bel(o, 'Benjamin', 16, 'blue_cupboard')),
    C("Answer: E", 'belief', T, 'end', "E = blue_treasure_chest", bel(o, CH, 'end', 'blue_treasure_chest'), restate=True),
])

resp = "C. blue_cupboard — that's where Benjamin last saw it."
R(I, 4, 'terse', 'wrong', 'blue_cupboard', resp, [
    C("C. blue_cupboard", 'belief', F, 'end', "wrong answer (Benjamin's own belief)", bel(o, CH, 'end', 'blue_cupboard'), restate=True),
    C("that's where Benjamin last saw it", 'belief', T, 10, "Benjamin = blue_cupboard when he left", bel(o, 'Benjamin', 10, 'blue_cupboard')),
])

resp = "This is a fourth-order belief question, so the actual final position of the corn is beside the point; what matters is the shared history of the four people in the chain. Working through that history, Benjamin would say Emma thinks Owen thinks Jack thinks the corn is in the blue_treasure_chest."
R(I, 5, 'narrative', 'unsupported', 'blue_treasure_chest', resp, [
    C("Benjamin would say Emma thinks Owen thinks Jack thinks the corn is in the blue_treasure_chest", 'belief', T, 'end', "bare answer", bel(o, CH, 'end', 'blue_treasure_chest'), restate=True),
])
