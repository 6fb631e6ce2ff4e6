"""Blind set 11, part 3: items 12-17 (hand-written responses)."""
from writer_11_part0 import *

NO_TELL = lambda n: AND(*[NOT(line(k, 'told')) for k in range(1, n + 1)] + [NOT(line(k, 'claimed')) for k in range(1, n + 1)])

# ------------------------------------------------------------------ item 12
I = 's6811-16-o1'
o = 'grapefruit'
ALL = ('Jack', 'Emily', 'Noah', 'Abigail', 'Evelyn')

resp = """Jack is the one who moves the grapefruit out of the blue_pantry and into the green_pantry at step 3, and he leaves the pantry right after that. Everything that happens to the grapefruit afterwards — Emily putting it in the red_cupboard, then Abigail shifting it to the blue_container — takes place while Jack is gone, and nobody ever tells him about it. So Jack still believes the grapefruit is in the green_pantry, even though it's really in the blue_container now."""
R(I, 1, 'narrative', 'sound', 'green_pantry', resp, [
    C("Jack is the one who moves the grapefruit out of the blue_pantry and into the green_pantry at step 3", 'event', T, 3, "line 3; was in blue_pantry", AND(obj(o, 2, 'blue_pantry'), line(3, 'Jack moved the grapefruit to the green_pantry'))),
    C("he leaves the pantry right after that", 'event', T, 4, "line 4", line(4, 'Jack exited')),
    C("Emily putting it in the red_cupboard", 'event', T, 5, "line 5", line(5, 'Emily moved the grapefruit to the red_cupboard')),
    C("then Abigail shifting it to the blue_container", 'event', T, 10, "line 10", line(10, 'Abigail moved the grapefruit to the blue_container')),
    C("takes place while Jack is gone", 'presence', T, 10, "Jack witnessed neither 5 nor 10", AND(nowit(5, 'Jack'), nowit(10, 'Jack'))),
    C("nobody ever tells him about it", 'communication', T, 'end', "no tell/claim lines", NO_TELL(14)),
    C("So Jack still believes the grapefruit is in the green_pantry", 'belief', T, 'end', "final answer", bel(o, 'Jack', 'end', 'green_pantry'), restate=True),
    C("it's really in the blue_container now", 'location', T, 'end', "actual location", obj(o, 'end', 'blue_container')),
])

resp = "A. green_pantry. Jack moved the grapefruit to the green_pantry himself and walked out right after. Noah then moved it to the red_cupboard, and later Abigail — who dislikes the grapefruit — moved it again to the blue_container, but Jack saw neither move."
R(I, 2, 'answer_first', 'unsound', 'green_pantry', resp, [
    C("A. green_pantry", 'belief', T, 'end', "final answer", bel(o, 'Jack', 'end', 'green_pantry'), restate=True),
    C("Jack moved the grapefruit to the green_pantry himself", 'event', T, 3, "line 3", line(3, 'Jack moved the grapefruit to the green_pantry')),
    C("walked out right after", 'event', T, 4, "line 4", line(4, 'Jack exited')),
    C("Noah then moved it to the red_cupboard", 'event', F, 5, "PLANTED: Emily, not Noah, moved it to the red_cupboard", line(5, 'Noah moved')),
    C("Abigail — who dislikes the grapefruit", 'event', T, 9, "line 9", line(9, 'Abigail dislikes the grapefruit')),
    C("moved it again to the blue_container", 'event', T, 10, "line 10", line(10, 'Abigail moved the grapefruit to the blue_container')),
    C("Jack saw neither move", 'presence', T, 10, "Jack absent for 5 and 10", AND(nowit(5, 'Jack'), nowit(10, 'Jack'))),
])

resp = "A (green_pantry). He put it there and left at once, together with Evelyn; the later moves happened without him."
R(I, 3, 'terse', 'unsound', 'green_pantry', resp, [
    C("A (green_pantry)", 'belief', T, 'end', "final answer", bel(o, 'Jack', 'end', 'green_pantry'), restate=True),
    C("He put it there", 'event', T, 3, "line 3", line(3, 'Jack moved the grapefruit to the green_pantry')),
    C("left at once", 'event', T, 4, "line 4", line(4, 'Jack exited')),
    C("together with Evelyn", 'presence', F, 4, "PLANTED: Evelyn stayed in the pantry until line 13", room('Evelyn', 4, None)),
    C("the later moves happened without him", 'presence', T, 10, "Jack absent for 5 and 10", AND(nowit(5, 'Jack'), nowit(10, 'Jack'))),
])

resp = """<think>
"Really think" — the word "really" suggests reality. Final position: Jack → green_pantry (3), Emily → red_cupboard (5), Abigail → blue_container (10). Nothing after that. So it's in the blue_container. Jack would... no, the question says "really", so they want the actual location.
</think>
E. blue_container"""
R(I, 4, 'thinking', 'wrong', 'blue_container', resp, [
    C("Jack → green_pantry (3)", 'event', T, 3, "line 3", line(3, 'Jack moved the grapefruit to the green_pantry')),
    C("Emily → red_cupboard (5)", 'event', T, 5, "line 5", line(5, 'Emily moved the grapefruit to the red_cupboard')),
    C("Abigail → blue_container (10)", 'event', T, 10, "line 10", line(10, 'Abigail moved the grapefruit to the blue_container')),
    C("Nothing after that.", 'event', T, 'end', "no later move", obj(o, 'end', 'blue_container')),
    C("So it's in the blue_container.", 'location', T, 'end', "actual location", obj(o, 'end', 'blue_container')),
    C("E. blue_container", 'belief', F, 'end', "wrong answer; Jack believes green_pantry", bel(o, 'Jack', 'end', 'blue_container'), restate=True),
])

resp = """1. Grapefruit starts in the blue_pantry.
2. Jack moves it to the green_pantry (step 3) and exits (step 4).
3. Emily → red_cupboard (5), Abigail → blue_container (10): Jack is absent for both.
4. No one communicates with Jack afterwards.
→ Jack thinks it's in the green_pantry (A)."""
R(I, 5, 'numbered', 'sound', 'green_pantry', resp, [
    C("Grapefruit starts in the blue_pantry", 'location', T, 2, "line 2", obj(o, 2, 'blue_pantry')),
    C("Jack moves it to the green_pantry (step 3)", 'event', T, 3, "line 3", line(3, 'Jack moved the grapefruit to the green_pantry')),
    C("exits (step 4)", 'event', T, 4, "line 4", line(4, 'Jack exited')),
    C("Emily → red_cupboard (5)", 'event', T, 5, "line 5", line(5, 'Emily moved the grapefruit to the red_cupboard')),
    C("Abigail → blue_container (10)", 'event', T, 10, "line 10", line(10, 'Abigail moved the grapefruit to the blue_container')),
    C("Jack is absent for both", 'presence', T, 10, "Jack in no room at 5, 10", AND(room('Jack', 5, None), room('Jack', 10, None))),
    C("No one communicates with Jack afterwards", 'communication', T, 'end', "no tell/claim lines", NO_TELL(14)),
    C("Jack thinks it's in the green_pantry (A)", 'belief', T, 'end', "final answer", bel(o, 'Jack', 'end', 'green_pantry'), restate=True),
])

# ------------------------------------------------------------------ item 13
I = 's6811-2-o2'
o = 'cabbage'
CH = 'James -> Mila'

resp = """<think>
James → Mila, cabbage.
red_cupboard (2). Gracie leaves (4). Olivia moves it to blue_container (6) — Ava, James, Mila, Olivia present. Olivia leaves (8), Ava (11), James (13), Mila (15).
James left before Mila, but no move happens after step 6 at all. So James saw Mila watch the move, and nothing changed her belief afterward.
"Mila dislikes the cabbage" (5) is irrelevant.
</think>
C. blue_container"""
R(I, 1, 'thinking', 'sound', 'blue_container', resp, [
    C("red_cupboard (2)", 'location', T, 2, "line 2", obj(o, 2, 'red_cupboard')),
    C("Gracie leaves (4)", 'event', T, 4, "line 4", line(4, 'Gracie exited')),
    C("Olivia moves it to blue_container (6)", 'event', T, 6, "line 6", line(6, 'Olivia moved the cabbage to the blue_container')),
    C("Ava, James, Mila, Olivia present", 'presence', T, 6, "witnesses of 6", wit(6, 'Ava', 'James', 'Mila', 'Olivia')),
    C("Olivia leaves (8), Ava (11), James (13), Mila (15)", 'order', T, 15, "exit lines", AND(line(8, 'Olivia exited'), line(11, 'Ava exited'), line(13, 'James exited'), line(15, 'Mila exited'))),
    C("James left before Mila", 'order', T, 13, "13 < 15", lt(13, 15)),
    C("no move happens after step 6 at all", 'event', T, 'end', "blue_container from 6 to end", AND(obj(o, 6, 'blue_container'), obj(o, 'end', 'blue_container'))),
    C("James saw Mila watch the move", 'presence', T, 6, "both witnessed 6", wit(6, 'James', 'Mila')),
    C("nothing changed her belief afterward", 'belief', T, 'end', "Mila = blue_container at end", bel(o, 'Mila', 'end', 'blue_container')),
    C("\"Mila dislikes the cabbage\" (5)", 'event', T, 5, "line 5", line(5, 'Mila dislikes the cabbage')),
    C("C. blue_container", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_container'), restate=True),
])

resp = "C. blue_container — Olivia moved the cabbage there at step 6 with both James and Mila in the workshop, and it was never moved again. James thinks Mila thinks it's in the blue_container."
R(I, 2, 'answer_first', 'sound', 'blue_container', resp, [
    C("C. blue_container", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_container'), restate=True),
    C("Olivia moved the cabbage there at step 6", 'event', T, 6, "line 6", line(6, 'Olivia moved the cabbage to the blue_container')),
    C("with both James and Mila in the workshop", 'presence', T, 6, "rooms at 6", AND(room('James', 6, 'workshop'), room('Mila', 6, 'workshop'))),
    C("it was never moved again", 'event', T, 'end', "no later move", obj(o, 'end', 'blue_container')),
    C("James thinks Mila thinks it's in the blue_container.", 'belief', T, 'end', "answer restated", bel(o, CH, 'end', 'blue_container'), restate=True),
])

resp = """1. Cabbage in the red_cupboard at the start.
2. Gracie leaves (4) before anything happens to it.
3. Olivia moves it to the blue_container (6); James and Mila are both there.
4. Mila leaves the workshop before James does, but nothing moves in between.
5. So James has no reason to doubt that Mila thinks blue_container.
Answer: C"""
R(I, 3, 'numbered', 'unsound', 'blue_container', resp, [
    C("Cabbage in the red_cupboard at the start", 'location', T, 2, "line 2", obj(o, 2, 'red_cupboard')),
    C("Gracie leaves (4) before anything happens to it", 'order', T, 4, "exit 4 before move 6", AND(line(4, 'Gracie exited'), lt(4, 6))),
    C("Olivia moves it to the blue_container (6)", 'event', T, 6, "line 6", line(6, 'Olivia moved the cabbage to the blue_container')),
    C("James and Mila are both there", 'presence', T, 6, "witnesses of 6", wit(6, 'James', 'Mila')),
    C("Mila leaves the workshop before James does", 'order', F, 15, "PLANTED: James exits at 13, Mila at 15", lt(15, 13)),
    C("nothing moves in between", 'event', T, 14, "blue_container 13-15", AND(obj(o, 13, 'blue_container'), obj(o, 15, 'blue_container'))),
    C("James has no reason to doubt that Mila thinks blue_container", 'belief', T, 'end', "chain blue_container", bel(o, CH, 'end', 'blue_container')),
    C("Answer: C", 'belief', T, 'end', "C = blue_container", bel(o, CH, 'end', 'blue_container'), restate=True),
])

resp = """Gracie was the first to leave, and shortly after, Olivia relocated the cabbage to the blue_container. James saw this happen, but as far as James could tell Mila wasn't paying attention — she dislikes the cabbage and wasn't watching it. So James would think Mila still has it in the red_cupboard: B. red_cupboard."""
R(I, 4, 'narrative', 'wrong', 'red_cupboard', resp, [
    C("Gracie was the first to leave", 'order', T, 4, "first exit at 4", AND(line(4, 'Gracie exited'), room('Olivia', 4, 'workshop'), room('Ava', 4, 'workshop'), room('James', 4, 'workshop'), room('Mila', 4, 'workshop'))),
    C("Olivia relocated the cabbage to the blue_container", 'event', T, 6, "line 6", line(6, 'Olivia moved the cabbage to the blue_container')),
    C("James saw this happen", 'presence', T, 6, "James witnessed 6", wit(6, 'James')),
    C("Mila wasn't paying attention", 'presence', U, 6, "attention is not modelled"),
    C("she dislikes the cabbage", 'event', T, 5, "line 5", line(5, 'Mila dislikes the cabbage')),
    C("wasn't watching it", 'presence', F, 6, "Mila witnessed line 6", nowit(6, 'Mila')),
    C("James would think Mila still has it in the red_cupboard", 'belief', F, 'end', "James -> Mila = blue_container", bel(o, CH, 'end', 'red_cupboard')),
    C("B. red_cupboard.", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'red_cupboard'), restate=True),
])

resp = "blue_container."
R(I, 5, 'terse', 'unsupported', 'blue_container', resp, [
    C("blue_container", 'belief', T, 'end', "bare answer", bel(o, CH, 'end', 'blue_container'), restate=True),
])

# ------------------------------------------------------------------ item 14
I = 's6811-13-o3'
o = 'green_pepper'
CH = 'Abigail -> Lucas -> Emma'

resp = """1. green_pepper: green_bathtub (2).
2. Aria leaves (4). Mason moves it to the red_bottle (5), then leaves (6).
3. Emma moves it to the red_treasure_chest (7) — Abigail and Lucas are both still there.
4. Emma leaves (8), Lucas (10), Abigail last (12).
5. The attic scene only concerns the tangerine, and Lucas and Emma aren't in it.
So: Abigail thinks Lucas thinks Emma thinks it's in the red_treasure_chest (E)."""
R(I, 1, 'numbered', 'sound', 'red_treasure_chest', resp, [
    C("green_pepper: green_bathtub (2)", 'location', T, 2, "line 2", obj(o, 2, 'green_bathtub')),
    C("Aria leaves (4)", 'event', T, 4, "line 4", line(4, 'Aria exited')),
    C("Mason moves it to the red_bottle (5)", 'event', T, 5, "line 5", line(5, 'Mason moved the green_pepper to the red_bottle')),
    C("then leaves (6)", 'event', T, 6, "line 6", line(6, 'Mason exited')),
    C("Emma moves it to the red_treasure_chest (7)", 'event', T, 7, "line 7", line(7, 'Emma moved the green_pepper to the red_treasure_chest')),
    C("Abigail and Lucas are both still there", 'presence', T, 7, "witnesses of 7", wit(7, 'Abigail', 'Lucas')),
    C("Emma leaves (8), Lucas (10), Abigail last (12)", 'order', T, 12, "exit order 8, 10, 12", AND(line(8, 'Emma exited'), line(10, 'Lucas exited'), line(12, 'Abigail exited'), room('Abigail', 11, 'staircase'), room('Lucas', 11, None))),
    C("The attic scene only concerns the tangerine", 'event', T, 15, "attic lines 14-21 mention only the tangerine; green_pepper unchanged", AND(line(15, 'tangerine'), obj(o, 21, 'red_treasure_chest'))),
    C("Lucas and Emma aren't in it", 'presence', T, 14, "not in attic", AND(NOT(room('Lucas', 14, 'attic')), NOT(room('Emma', 14, 'attic')))),
    C("Abigail thinks Lucas thinks Emma thinks it's in the red_treasure_chest (E)", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'red_treasure_chest'), restate=True),
])

resp = """The green_pepper changes hands twice while Abigail is watching. First Mason moves it from the green_bathtub to the red_bottle, then Emma moves it to the red_treasure_chest. Mason was still in the staircase for Emma's move too, but that doesn't matter for this chain. Lucas is in the room for both moves and leaves after Emma, and Abigail leaves last, so Abigail knows exactly what Lucas saw — in particular she knows he saw Emma make the final move herself. Abigail's answer: Lucas thinks Emma thinks it is in the red_treasure_chest."""
R(I, 2, 'narrative', 'unsound', 'red_treasure_chest', resp, [
    C("The green_pepper changes hands twice while Abigail is watching", 'presence', T, 7, "Abigail witnessed 5 and 7", AND(wit(5, 'Abigail'), wit(7, 'Abigail'))),
    C("Mason moves it from the green_bathtub to the red_bottle", 'event', T, 5, "line 5", AND(obj(o, 4, 'green_bathtub'), line(5, 'Mason moved the green_pepper to the red_bottle'))),
    C("Emma moves it to the red_treasure_chest", 'event', T, 7, "line 7", line(7, 'Emma moved the green_pepper to the red_treasure_chest')),
    C("Mason was still in the staircase for Emma's move too", 'presence', F, 7, "PLANTED: Mason exited at 6", room('Mason', 7, 'staircase')),
    C("Lucas is in the room for both moves", 'presence', T, 7, "Lucas witnessed 5 and 7", AND(wit(5, 'Lucas'), wit(7, 'Lucas'))),
    C("leaves after Emma", 'order', T, 10, "8 < 10", AND(line(8, 'Emma exited'), line(10, 'Lucas exited'))),
    C("Abigail leaves last", 'order', T, 12, "Abigail exits at 12 after everyone", AND(line(12, 'Abigail exited'), room('Lucas', 11, None), room('Emma', 11, None), room('Mason', 11, None), room('Aria', 11, None))),
    C("Abigail knows exactly what Lucas saw", 'belief', U, None, "vague, no definite content"),
    C("she knows he saw Emma make the final move herself", 'belief', T, 7, "Abigail -> Lucas = red_treasure_chest", bel(o, 'Abigail -> Lucas', 7, 'red_treasure_chest')),
    C("Lucas thinks Emma thinks it is in the red_treasure_chest", 'belief', T, 'end', "final answer (Abigail's view)", bel(o, CH, 'end', 'red_treasure_chest'), restate=True),
])

resp = "E. red_treasure_chest. Lucas moved the green_pepper into the red_treasure_chest at step 7 right in front of Emma and Abigail, so all three share that as the final location. Nobody touches it after that."
R(I, 3, 'answer_first', 'unsound', 'red_treasure_chest', resp, [
    C("E. red_treasure_chest", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'red_treasure_chest'), restate=True),
    C("Lucas moved the green_pepper into the red_treasure_chest at step 7", 'event', F, 7, "PLANTED: Emma made that move", line(7, 'Lucas moved')),
    C("right in front of Emma and Abigail", 'presence', T, 7, "witnesses of 7", wit(7, 'Emma', 'Abigail')),
    C("all three share that as the final location", 'belief', T, 'end', "Abigail, Lucas, Emma = red_treasure_chest", AND(bel(o, 'Abigail', 'end', 'red_treasure_chest'), bel(o, 'Lucas', 'end', 'red_treasure_chest'), bel(o, 'Emma', 'end', 'red_treasure_chest'))),
    C("Nobody touches it after that.", 'event', T, 'end', "no later move", obj(o, 'end', 'red_treasure_chest')),
])

resp = "E. Abigail, Lucas and Emma all watched Emma's move; Mason, gone by then, still thinks green_bathtub."
R(I, 4, 'terse', 'unsound', 'red_treasure_chest', resp, [
    C("E", 'belief', T, 'end', "letter E = red_treasure_chest", bel(o, CH, 'end', 'red_treasure_chest'), restate=True),
    C("Abigail, Lucas and Emma all watched Emma's move", 'presence', T, 7, "witnesses of 7", wit(7, 'Abigail', 'Lucas', 'Emma')),
    C("Mason, gone by then", 'presence', T, 7, "Mason in no room at 7", room('Mason', 7, None)),
    C("still thinks green_bathtub", 'belief', F, 'end', "PLANTED: Mason made the red_bottle move himself; Mason = red_bottle", bel(o, 'Mason', 'end', 'green_bathtub')),
])

resp = """<think>
Abigail → Lucas → Emma.
Mason moved it to red_bottle at 5 with everyone but Aria present. Emma moved it to red_treasure_chest at 7... Emma did this herself, so Emma knows red_treasure_chest. Lucas saw it. Abigail saw it.
But the question nests three levels, and for the third level I usually take the last location everyone agreed on before the group split. The last move all four remaining people saw was Mason's red_bottle at 5. After Mason left, the group is different.
So I'll go with red_bottle.
</think>
B. red_bottle"""
R(I, 5, 'thinking', 'wrong', 'red_bottle', resp, [
    C("Mason moved it to red_bottle at 5", 'event', T, 5, "line 5", line(5, 'Mason moved the green_pepper to the red_bottle')),
    C("with everyone but Aria present", 'presence', T, 5, "witnesses of 5", AND(wit(5, 'Mason', 'Emma', 'Lucas', 'Abigail'), nowit(5, 'Aria'))),
    C("Emma moved it to red_treasure_chest at 7", 'event', T, 7, "line 7", line(7, 'Emma moved the green_pepper to the red_treasure_chest')),
    C("Emma knows red_treasure_chest", 'belief', T, 7, "Emma = red_treasure_chest", bel(o, 'Emma', 7, 'red_treasure_chest')),
    C("Lucas saw it", 'presence', T, 7, "Lucas witnessed 7", wit(7, 'Lucas')),
    C("Abigail saw it", 'presence', T, 7, "Abigail witnessed 7", wit(7, 'Abigail')),
    C("The last move all four remaining people saw was Mason's red_bottle at 5", 'presence', T, 5, "Mason, Emma, Lucas, Abigail all saw 5; Mason absent at 7", AND(wit(5, 'Mason', 'Emma', 'Lucas', 'Abigail'), nowit(7, 'Mason'))),
    C("After Mason left, the group is different", 'presence', T, 6, "Mason exits at 6", room('Mason', 6, None)),
    C("B. red_bottle", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'red_bottle'), restate=True, after="</think>"),
])

# ------------------------------------------------------------------ item 15
I = 's6811-21-o1'
o = 'turnip'

resp = "A. blue_crate — Benjamin left at step 9, before Carter moved the turnip to the blue_treasure_chest."
R(I, 1, 'terse', 'sound', 'blue_crate', resp, [
    C("A. blue_crate", 'belief', T, 'end', "final answer", bel(o, 'Benjamin', 'end', 'blue_crate'), restate=True),
    C("Benjamin left at step 9", 'event', T, 9, "line 9", line(9, 'Benjamin exited')),
    C("before Carter moved the turnip to the blue_treasure_chest", 'order', T, 10, "move at 10 after exit at 9", AND(line(10, 'Carter moved the turnip to the blue_treasure_chest'), lt(9, 10))),
])

resp = """Benjamin saw the turnip in the blue_crate at the start, along with everyone else. He waited a minute and walked out at step 9, and only then did Carter move the turnip into the blue_treasure_chest, with Isabella the only other person still in the laundry. Nobody tells Benjamin about it in the waiting room, so his belief is stuck at the blue_crate."""
R(I, 2, 'narrative', 'sound', 'blue_crate', resp, [
    C("Benjamin saw the turnip in the blue_crate at the start, along with everyone else", 'presence', T, 2, "all witnessed line 2", AND(obj(o, 2, 'blue_crate'), wit(2, 'Avery', 'Elizabeth', 'Benjamin', 'Carter', 'Isabella'))),
    C("He waited a minute and walked out at step 9", 'event', T, 9, "lines 8, 9", AND(line(8, 'Benjamin made no movements'), line(9, 'Benjamin exited'))),
    C("only then did Carter move the turnip into the blue_treasure_chest", 'order', T, 10, "10 after 9", AND(line(10, 'Carter moved the turnip to the blue_treasure_chest'), lt(9, 10))),
    C("with Isabella the only other person still in the laundry", 'presence', T, 10, "witnesses of 10: Carter, Isabella", AND(wit(10, 'Isabella'), nowit(10, 'Avery', 'Elizabeth', 'Benjamin'))),
    C("Nobody tells Benjamin about it in the waiting room", 'communication', T, 'end', "no tell/claim lines", NO_TELL(15)),
    C("his belief is stuck at the blue_crate", 'belief', T, 'end', "final answer", bel(o, 'Benjamin', 'end', 'blue_crate'), restate=True),
])

resp = """<think>
Benjamin's belief about the turnip.
Step 2: blue_crate, everyone there. Avery leaves (5), Benjamin leaves (9), Elizabeth after him.
Step 10: Carter → blue_treasure_chest, seen by Carter and Isabella only.
Benjamin doesn't see it, and the story ends with everyone in the waiting_room without anyone saying anything.
</think>
Benjamin thinks the turnip is in the blue_crate (A)."""
R(I, 3, 'thinking', 'unsound', 'blue_crate', resp, [
    C("Step 2: blue_crate", 'location', T, 2, "line 2", obj(o, 2, 'blue_crate')),
    C("everyone there", 'presence', T, 2, "all witnessed line 2", wit(2, 'Avery', 'Elizabeth', 'Benjamin', 'Carter', 'Isabella')),
    C("Avery leaves (5)", 'event', T, 5, "line 5", line(5, 'Avery exited')),
    C("Benjamin leaves (9)", 'event', T, 9, "line 9", line(9, 'Benjamin exited')),
    C("Elizabeth after him", 'order', F, 7, "PLANTED: Elizabeth exited at 7, before Benjamin (9)", lt(9, 7)),
    C("Step 10: Carter → blue_treasure_chest", 'event', T, 10, "line 10", line(10, 'Carter moved the turnip to the blue_treasure_chest')),
    C("seen by Carter and Isabella only", 'presence', T, 10, "witnesses of 10", AND(wit(10, 'Carter', 'Isabella'), nowit(10, 'Avery', 'Elizabeth', 'Benjamin'))),
    C("Benjamin doesn't see it", 'presence', T, 10, "Benjamin absent", nowit(10, 'Benjamin')),
    C("the story ends with everyone in the waiting_room", 'presence', T, 15, "all in waiting_room at 15", AND(*[room(a, 15, 'waiting_room') for a in ('Avery', 'Elizabeth', 'Benjamin', 'Carter', 'Isabella')])),
    C("without anyone saying anything", 'communication', T, 15, "no tell/claim lines", NO_TELL(15)),
    C("Benjamin thinks the turnip is in the blue_crate (A).", 'belief', T, 'end', "final answer", bel(o, 'Benjamin', 'end', 'blue_crate'), restate=True),
])

resp = "C. blue_treasure_chest. Carter moved the turnip to the blue_treasure_chest, and since everyone ended up together in the waiting_room afterward, Benjamin would know where it is."
R(I, 4, 'answer_first', 'wrong', 'blue_treasure_chest', resp, [
    C("C. blue_treasure_chest", 'belief', F, 'end', "wrong answer", bel(o, 'Benjamin', 'end', 'blue_treasure_chest'), restate=True),
    C("Carter moved the turnip to the blue_treasure_chest", 'event', T, 10, "line 10", line(10, 'Carter moved the turnip to the blue_treasure_chest')),
    C("everyone ended up together in the waiting_room afterward", 'presence', T, 15, "line 15", AND(*[room(a, 15, 'waiting_room') for a in ('Avery', 'Elizabeth', 'Benjamin', 'Carter', 'Isabella')])),
    C("Benjamin would know where it is", 'belief', F, 'end', "Benjamin still believes blue_crate", bel(o, 'Benjamin', 'end', 'blue_treasure_chest')),
])

resp = """1. Question type: first-order belief.
2. Relevant agent: Benjamin.
3. Answer: A. blue_crate"""
R(I, 5, 'numbered', 'unsupported', 'blue_crate', resp, [
    C("Answer: A. blue_crate", 'belief', T, 'end', "bare answer", bel(o, 'Benjamin', 'end', 'blue_crate'), restate=True),
])

# ------------------------------------------------------------------ item 16 (ToMi)
I = 'tomi-s6811-2-second_order_0_no_tom'
o = 'pineapple'
CH = 'Emma -> Jackson'

resp = """Emma moved the pineapple from the green_crate to the blue_bathtub while Jackson was standing right there in the kitchen. Jackson then left, and Emma left after him, so there was no later move that either of them could have missed. Emma therefore expects Jackson to search the blue_bathtub."""
R(I, 1, 'narrative', 'sound', 'blue_bathtub', resp, [
    C("Emma moved the pineapple from the green_crate to the blue_bathtub", 'event', T, 6, "lines 5-6", AND(obj(o, 5, 'green_crate'), line(6, 'Emma moved the pineapple to the blue_bathtub'))),
    C("while Jackson was standing right there in the kitchen", 'presence', T, 6, "Jackson witnessed 6", AND(wit(6, 'Jackson'), room('Jackson', 6, 'kitchen'))),
    C("Jackson then left", 'event', T, 8, "line 8", line(8, 'Jackson exited')),
    C("Emma left after him", 'order', T, 9, "8 < 9", AND(line(9, 'Emma exited'), lt(8, 9))),
    C("there was no later move", 'event', T, 'end', "blue_bathtub to the end", obj(o, 'end', 'blue_bathtub')),
    C("Emma therefore expects Jackson to search the blue_bathtub.", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_bathtub'), restate=True),
])

resp = "blue_bathtub. Emma put it there herself with Jackson watching, and Logan had already left the kitchen by then, which doesn't matter anyway. Jackson walked out before Emma did, and nothing happened to the pineapple after he left."
R(I, 2, 'answer_first', 'unsound', 'blue_bathtub', resp, [
    C("blue_bathtub", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_bathtub'), restate=True),
    C("Emma put it there herself", 'event', T, 6, "line 6", line(6, 'Emma moved the pineapple to the blue_bathtub')),
    C("with Jackson watching", 'presence', T, 6, "Jackson witnessed 6", wit(6, 'Jackson')),
    C("Logan had already left the kitchen by then", 'presence', F, 6, "PLANTED: Logan never leaves the kitchen", room('Logan', 6, None)),
    C("Jackson walked out before Emma did", 'order', T, 8, "8 < 9", AND(line(8, 'Jackson exited'), line(9, 'Emma exited'))),
    C("nothing happened to the pineapple after he left", 'event', T, 'end', "no move after 8", AND(obj(o, 8, 'blue_bathtub'), obj(o, 'end', 'blue_bathtub'))),
])

resp = "Blue bathtub. Jackson watched Emma move it there, and Emma saw him head off to the front_yard afterwards."
R(I, 3, 'terse', 'unsound', 'blue_bathtub', resp, [
    C("Blue bathtub", 'belief', T, 'end', "final answer", bel(o, CH, 'end', 'blue_bathtub'), restate=True),
    C("Jackson watched Emma move it there", 'presence', T, 6, "Jackson witnessed 6", AND(line(6, 'Emma moved the pineapple'), wit(6, 'Jackson'))),
    C("Emma saw him head off to the front_yard afterwards", 'presence', F, 10, "PLANTED: only Jackson witnessed line 10; Emma had left", wit(10, 'Emma')),
])

resp = """<think>
Second-order: Emma's belief about where Jackson will search.
Pineapple starts in the green_crate. Emma moves it to the blue_bathtub. Jackson was in the kitchen... he entered at step 3, yes, and exited at 8, after the move. So Jackson saw the move.
But the classic setup is that the person who leaves doesn't see the move, so I'll say Emma thinks Jackson searches where it originally was.
</think>
green_crate"""
R(I, 4, 'thinking', 'wrong', 'green_crate', resp, [
    C("Pineapple starts in the green_crate", 'location', T, 5, "line 5", obj(o, 5, 'green_crate')),
    C("Emma moves it to the blue_bathtub", 'event', T, 6, "line 6", line(6, 'Emma moved the pineapple to the blue_bathtub')),
    C("he entered at step 3", 'event', T, 3, "line 3", line(3, 'Jackson entered the kitchen')),
    C("exited at 8, after the move", 'order', T, 8, "6 < 8", AND(line(8, 'Jackson exited'), lt(6, 8))),
    C("So Jackson saw the move.", 'presence', T, 6, "Jackson witnessed 6", wit(6, 'Jackson')),
    C("Emma thinks Jackson searches where it originally was", 'belief', F, 'end', "Emma -> Jackson = blue_bathtub", bel(o, CH, 'end', 'green_crate')),
    C("green_crate", 'belief', F, 'end', "wrong final answer", bel(o, CH, 'end', 'green_crate'), restate=True, after="</think>"),
])

resp = """1. Jackson ends up in the front_yard (step 10).
2. Emma saw him leave the kitchen.
3. So Emma thinks Jackson searches for the pineapple in the front_yard."""
R(I, 5, 'numbered', 'wrong', 'front_yard', resp, [
    C("Jackson ends up in the front_yard (step 10)", 'presence', T, 10, "Jackson's room at 10", room('Jackson', 10, 'front_yard')),
    C("Emma saw him leave the kitchen", 'presence', T, 8, "Emma witnessed 8", wit(8, 'Emma')),
    C("So Emma thinks Jackson searches for the pineapple in the front_yard.", 'belief', F, 'end', "Emma -> Jackson = blue_bathtub", bel(o, CH, 'end', 'front_yard'), restate=True),
])

# ------------------------------------------------------------------ item 17
I = 's6811-5-o0'
o = 'spinach'

resp = """L. red_container. The spinach starts in the red_container, but it goes on quite a trip: Noah → blue_container (3), Sophia → blue_suitcase (7), Alexander → blue_bottle (9). The last move is Jayden's at step 11, when he puts it back in the red_container after everyone else has left. That's where it really is."""
R(I, 1, 'answer_first', 'sound', 'red_container', resp, [
    C("L. red_container", 'location', T, 'end', "final answer", obj(o, 'end', 'red_container'), restate=True),
    C("The spinach starts in the red_container", 'location', T, 2, "line 2", obj(o, 2, 'red_container')),
    C("Noah → blue_container (3)", 'event', T, 3, "line 3", line(3, 'Noah moved the spinach to the blue_container')),
    C("Sophia → blue_suitcase (7)", 'event', T, 7, "line 7", line(7, 'Sophia moved the spinach to the blue_suitcase')),
    C("Alexander → blue_bottle (9)", 'event', T, 9, "line 9", line(9, 'Alexander moved the spinach to the blue_bottle')),
    C("The last move is Jayden's at step 11", 'event', T, 11, "line 11 is the last move", AND(line(11, 'Jayden moved the spinach'), obj(o, 'end', 'red_container'))),
    C("he puts it back in the red_container", 'event', T, 11, "line 11", line(11, 'Jayden moved the spinach to the red_container')),
    C("after everyone else has left", 'presence', T, 11, "only Jayden present", nowit(11, 'Noah', 'Liam', 'Sophia', 'Alexander')),
    C("That's where it really is.", 'location', T, 'end', "answer restated", obj(o, 'end', 'red_container'), restate=True),
])

resp = """<think>
Track the spinach:
2 red_container
3 Noah → blue_container
7 Sophia → blue_suitcase
9 Alexander → blue_bottle
11 Jayden → red_container (alone)
12 Jayden leaves. Nothing else.
So it's back where it started.
</think>
red_container"""
R(I, 2, 'thinking', 'sound', 'red_container', resp, [
    C("2 red_container", 'location', T, 2, "line 2", obj(o, 2, 'red_container')),
    C("3 Noah → blue_container", 'event', T, 3, "line 3", line(3, 'Noah moved the spinach to the blue_container')),
    C("7 Sophia → blue_suitcase", 'event', T, 7, "line 7", line(7, 'Sophia moved the spinach to the blue_suitcase')),
    C("9 Alexander → blue_bottle", 'event', T, 9, "line 9", line(9, 'Alexander moved the spinach to the blue_bottle')),
    C("11 Jayden → red_container", 'event', T, 11, "line 11", line(11, 'Jayden moved the spinach to the red_container')),
    C("(alone)", 'presence', T, 11, "only Jayden witnessed 11", nowit(11, 'Noah', 'Liam', 'Sophia', 'Alexander')),
    C("12 Jayden leaves", 'event', T, 12, "line 12", line(12, 'Jayden exited')),
    C("Nothing else.", 'event', T, 'end', "no later move", obj(o, 'end', 'red_container')),
    C("So it's back where it started.", 'location', T, 'end', "end location = start location", AND(obj(o, 2, 'red_container'), obj(o, 'end', 'red_container'))),
    C("red_container", 'location', T, 'end', "final answer", obj(o, 'end', 'red_container'), restate=True, after="</think>"),
])

resp = """1. Start: red_container (step 2).
2. Noah moves it to the blue_container (3), then exits.
3. Sophia moves it to the blue_bottle (7), then goes out.
4. Alexander moves it again (9) and leaves.
5. Jayden, alone, puts it back into the red_container (11).
Final: L. red_container"""
R(I, 3, 'numbered', 'unsound', 'red_container', resp, [
    C("Start: red_container (step 2)", 'location', T, 2, "line 2", obj(o, 2, 'red_container')),
    C("Noah moves it to the blue_container (3)", 'event', T, 3, "line 3", line(3, 'Noah moved the spinach to the blue_container')),
    C("then exits", 'event', T, 4, "line 4", line(4, 'Noah exited')),
    C("Sophia moves it to the blue_bottle (7)", 'event', F, 7, "PLANTED: Sophia moved it to the blue_suitcase; Alexander later to the blue_bottle", line(7, 'Sophia moved the spinach to the blue_bottle')),
    C("then goes out", 'event', T, 8, "line 8", line(8, 'Sophia exited')),
    C("Alexander moves it again (9)", 'event', T, 9, "line 9", line(9, 'Alexander moved the spinach')),
    C("and leaves", 'event', T, 10, "line 10", line(10, 'Alexander exited')),
    C("Jayden, alone, puts it back into the red_container (11)", 'event', T, 11, "line 11, only Jayden", AND(line(11, 'Jayden moved the spinach to the red_container'), nowit(11, 'Noah', 'Liam', 'Sophia', 'Alexander'))),
    C("Final: L. red_container", 'location', T, 'end', "final answer", obj(o, 'end', 'red_container'), restate=True),
])

resp = """Alexander moved the spinach into the blue_bottle while Jayden watched. After that Jayden was alone with it, and although he moved it, the final placement the story shows to more than one person is the blue_bottle, so that's where it is. K. blue_bottle."""
R(I, 4, 'narrative', 'wrong', 'blue_bottle', resp, [
    C("Alexander moved the spinach into the blue_bottle", 'event', T, 9, "line 9", line(9, 'Alexander moved the spinach to the blue_bottle')),
    C("while Jayden watched", 'presence', T, 9, "Jayden witnessed 9", wit(9, 'Jayden')),
    C("After that Jayden was alone with it", 'presence', T, 10, "only Jayden in TV_room at 10", AND(room('Jayden', 10, 'TV_room'), room('Alexander', 10, None), room('Sophia', 10, None), room('Liam', 10, None), room('Noah', 10, None))),
    C("he moved it", 'event', T, 11, "line 11", line(11, 'Jayden moved the spinach')),
    C("so that's where it is", 'location', F, 'end', "spinach is in the red_container", obj(o, 'end', 'blue_bottle'), restate=True),
    C("K. blue_bottle.", 'location', F, 'end', "wrong final answer", obj(o, 'end', 'blue_bottle'), restate=True),
])

resp = "L. red_container"
R(I, 5, 'terse', 'unsupported', 'red_container', resp, [
    C("L. red_container", 'location', T, 'end', "bare answer", obj(o, 'end', 'red_container'), restate=True),
])
