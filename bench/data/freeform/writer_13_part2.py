# Items 6-11, each response written by hand.
def NOTIN(names, room):
    return ('and',) + tuple(('not', ('room', n, room)) for n in names)

# ---------------- item 6: s6813-23-o3  Olivia -> Jackson -> Chloe cherry -> red_container
A6 = ['Chloe', 'Charlotte', 'Benjamin', 'Jackson', 'Olivia']
R(6, 'answer_first', 'sound', 'red_container', """**I. red_container**

- Chloe moves the cherry from the green_container to the red_container at line 3 and leaves at line 4, so Chloe believes it's in the red_container.
- Jackson watched Chloe make that move and saw her leave, so Jackson thinks Chloe thinks red_container. Benjamin's later move to the red_basket (line 8) happened after Chloe was gone.
- Olivia was in the room for all of this, so Olivia thinks Jackson thinks Chloe thinks red_container.
- Olivia's own move back to the green_container (line 14) happened after Jackson left and doesn't change this chain.""", [
    C("Chloe moves the cherry from the green_container to the red_container at line 3", 'event', 'T', 3, "line 3 (from green_container, row 2)", ('and', ('text', 'Chloe moved the cherry to the red_container'), ('at', 2, ('obj', 'cherry', 'green_container')))),
    C("leaves at line 4", 'event', 'T', 4, "line 4", ('text', 'Chloe exited the dining_room')),
    C("Chloe believes it's in the red_container", 'belief', 'T', 'end', "gold Chloe", ('bel', 'Chloe', 'red_container')),
    C("Jackson watched Chloe make that move", 'presence', 'T', 3, "Jackson witnesses 3", ('wit', 'Jackson')),
    C("saw her leave", 'presence', 'T', 4, "Jackson witnesses 4", ('wit', 'Jackson')),
    C("Jackson thinks Chloe thinks red_container", 'belief', 'T', 'end', "gold Jackson -> Chloe", ('bel', 'Jackson -> Chloe', 'red_container')),
    C("Benjamin's later move to the red_basket (line 8)", 'event', 'T', 8, "line 8", ('text', 'Benjamin moved the cherry to the red_basket')),
    C("happened after Chloe was gone", 'order', 'T', None, "Chloe exits 4, move 8", ('lt', 'Chloe exited the dining_room', 'Benjamin moved the cherry')),
    C("Olivia was in the room for all of this", 'presence', 'T', None, "Olivia in dining_room at 3, 4, 8", ('and', ('at', 3, ('room', 'Olivia', 'dining_room')), ('at', 4, ('room', 'Olivia', 'dining_room')), ('at', 8, ('room', 'Olivia', 'dining_room')))),
    C("Olivia thinks Jackson thinks Chloe thinks red_container", 'belief', 'T', 'end', "answer restated", ('bel', 'Olivia -> Jackson -> Chloe', 'red_container')),
    C("Olivia's own move back to the green_container (line 14)", 'event', 'T', 14, "line 14", ('text', 'Olivia moved the cherry to the green_container')),
    C("happened after Jackson left", 'order', 'T', None, "Jackson exits 12, move 14", ('lt', 'Jackson exited the dining_room', 'Olivia moved the cherry')),
    C("doesn't change this chain", 'belief', 'T', 14, "chain unchanged at 14", ('unch', 'Olivia -> Jackson -> Chloe')),
])

R(6, 'thinking', 'sound', 'red_container', """<think>
Third order: Olivia → Jackson → Chloe.

Chloe's belief first. Chloe saw the cherry go from the green_container to the red_container (her own move, line 3), then left at line 4. She saw none of the later moves. Chloe: red_container.

Jackson's view of Chloe: Jackson was present for line 3 and line 4, so he knows Chloe left with the cherry in the red_container. Jackson → Chloe: red_container. Jackson himself later sees Benjamin move it to the red_basket — but that's after Chloe is gone, so it doesn't matter for his model of Chloe.

Olivia's view of Jackson's view of Chloe: Olivia was there the whole time and stayed even after Jackson left (she was the last one in the dining_room). She knows Jackson saw Chloe leave with the cherry in the red_container.

Wait, Olivia moves it back to the green_container at 14 — the original spot. Does that matter? No, Jackson was already gone by then, and Chloe long gone.

So: red_container.
</think>

The answer is **I. red_container**.""", [
    C("Chloe saw the cherry go from the green_container to the red_container (her own move, line 3)", 'event', 'T', 3, "line 3", ('and', ('text', 'Chloe moved the cherry to the red_container'), ('wit', 'Chloe'))),
    C("then left at line 4", 'event', 'T', 4, "line 4", ('text', 'Chloe exited the dining_room')),
    C("She saw none of the later moves", 'presence', 'T', None, "Chloe not a witness of 8 or 14", ('and', ('at', 8, ('nowit', 'Chloe')), ('at', 14, ('nowit', 'Chloe')))),
    C("Chloe: red_container", 'belief', 'T', 'end', "gold Chloe", ('bel', 'Chloe', 'red_container')),
    C("Jackson was present for line 3 and line 4", 'presence', 'T', None, "Jackson witnesses 3 and 4", ('and', ('at', 3, ('wit', 'Jackson')), ('at', 4, ('wit', 'Jackson')))),
    C("Jackson → Chloe: red_container", 'belief', 'T', 'end', "gold Jackson -> Chloe", ('bel', 'Jackson -> Chloe', 'red_container')),
    C("Jackson himself later sees Benjamin move it to the red_basket", 'presence', 'T', 8, "Jackson witnesses 8", ('and', ('wit', 'Jackson'), ('text', 'Benjamin moved the cherry to the red_basket'))),
    C("that's after Chloe is gone", 'order', 'T', None, "4 before 8", ('lt', 'Chloe exited the dining_room', 'Benjamin moved the cherry')),
    C("Olivia was there the whole time", 'presence', 'T', None, "Olivia in dining_room lines 1-14", ('and',) + tuple(('at', L, ('room', 'Olivia', 'dining_room')) for L in range(1, 15))),
    C("stayed even after Jackson left", 'presence', 'T', 12, "Olivia still in dining_room at 12", ('room', 'Olivia', 'dining_room')),
    C("she was the last one in the dining_room", 'order', 'T', None, "Olivia exits 15 after everyone", ('and', ('lt', 'Jackson exited the dining_room', 'Olivia exited the dining_room'), ('lt', 'Benjamin exited the dining_room', 'Olivia exited the dining_room'))),
    C("She knows Jackson saw Chloe leave with the cherry in the red_container", 'belief', 'T', 'end', "gold Olivia -> Jackson -> Chloe", ('bel', 'Olivia -> Jackson -> Chloe', 'red_container')),
    C("Olivia moves it back to the green_container at 14", 'event', 'T', 14, "line 14", ('text', 'Olivia moved the cherry to the green_container')),
    C("the original spot", 'location', 'T', 2, "cherry started in green_container", ('obj', 'cherry', 'green_container')),
    C("Jackson was already gone by then", 'presence', 'T', 14, "Jackson in no room at 14", ('room', 'Jackson', None)),
    C("Chloe long gone", 'presence', 'T', 14, "Chloe in no room at 14", ('room', 'Chloe', None)),
    C("The answer is **I. red_container**", 'belief', 'T', 'end', "answer restated", ('bel', 'Olivia -> Jackson -> Chloe', 'red_container')),
])

R(6, 'numbered', 'unsound', 'red_container', """1. The cherry starts in the green_container (line 2).
2. Chloe moves it to the red_container (line 3) with all five watching, then exits (line 4).
3. Charlotte leaves at line 7; Benjamin moves the cherry to the red_basket (line 8) and exits.
4. At the moment Jackson leaves (line 12), the cherry is in the red_container.
5. Olivia then moves the cherry to the green_container by herself (line 14).
6. For the chain Olivia → Jackson → Chloe, what matters is the last time Chloe saw the cherry with Jackson and Olivia watching: line 3.

**Answer:** I. red_container""", [
    C("The cherry starts in the green_container (line 2)", 'location', 'T', 2, "line 2", ('obj', 'cherry', 'green_container')),
    C("Chloe moves it to the red_container (line 3)", 'event', 'T', 3, "line 3", ('text', 'Chloe moved the cherry to the red_container')),
    C("with all five watching", 'presence', 'T', 3, "all five witness 3", ('witset', A6)),
    C("then exits (line 4)", 'event', 'T', 4, "line 4", ('text', 'Chloe exited the dining_room')),
    C("Charlotte leaves at line 7", 'event', 'T', 7, "line 7", ('text', 'Charlotte exited the dining_room')),
    C("Benjamin moves the cherry to the red_basket (line 8)", 'event', 'T', 8, "line 8", ('text', 'Benjamin moved the cherry to the red_basket')),
    C("exits", 'event', 'T', 9, "line 9", ('text', 'Benjamin exited the dining_room')),
    C("At the moment Jackson leaves (line 12), the cherry is in the red_container", 'location', 'F', 12, "PLANTED: at line 12 the cherry is in the red_basket", ('obj', 'cherry', 'red_container')),
    C("Olivia then moves the cherry to the green_container by herself (line 14)", 'event', 'T', 14, "line 14, Olivia alone", ('and', ('text', 'Olivia moved the cherry to the green_container'), ('witset', ['Olivia']))),
    C("the last time Chloe saw the cherry with Jackson and Olivia watching: line 3", 'presence', 'T', 3, "all three witness 3; Chloe sees no later cherry event", ('and', ('wit', ['Chloe', 'Jackson', 'Olivia']), ('at', 8, ('nowit', 'Chloe')), ('at', 14, ('nowit', 'Chloe')))),
])

R(6, 'narrative', 'unsound', 'red_container', """Let me work through this from the inside out.

Chloe first. She moves the cherry into the red_container herself and leaves immediately afterwards, so her belief is the red_container.

Jackson saw Chloe do that and saw her walk out. Whatever happens later, he knows Chloe's information ends at the red_container. He stays around for Benjamin's move to the red_basket and leaves before Olivia's final move, so Olivia knows Jackson himself thinks the cherry is in the red_basket — but that's Jackson's own belief, not his belief about Chloe.

Olivia, for her part, saw everything Jackson saw — and she herself still thinks the cherry is in the red_basket, though that doesn't matter here. So Olivia thinks Jackson thinks Chloe thinks the cherry is in the red_container.

The answer is I. red_container.""", [
    C("She moves the cherry into the red_container herself", 'event', 'T', 3, "line 3", ('text', 'Chloe moved the cherry to the red_container')),
    C("leaves immediately afterwards", 'event', 'T', 4, "line 4", ('text', 'Chloe exited the dining_room')),
    C("her belief is the red_container", 'belief', 'T', 'end', "gold Chloe", ('bel', 'Chloe', 'red_container')),
    C("Jackson saw Chloe do that", 'presence', 'T', 3, "Jackson witnesses 3", ('wit', 'Jackson')),
    C("saw her walk out", 'presence', 'T', 4, "Jackson witnesses 4", ('wit', 'Jackson')),
    C("he knows Chloe's information ends at the red_container", 'belief', 'T', 'end', "gold Jackson -> Chloe", ('bel', 'Jackson -> Chloe', 'red_container')),
    C("He stays around for Benjamin's move to the red_basket", 'presence', 'T', 8, "Jackson in the room at 8", ('and', ('room', 'Jackson', 'dining_room'), ('text', 'Benjamin moved the cherry to the red_basket'))),
    C("leaves before Olivia's final move", 'order', 'T', None, "12 before 14", ('lt', 'Jackson exited the dining_room', 'Olivia moved the cherry')),
    C("Olivia knows Jackson himself thinks the cherry is in the red_basket", 'belief', 'T', 'end', "gold Olivia -> Jackson", ('bel', 'Olivia -> Jackson', 'red_basket')),
    C("Olivia, for her part, saw everything Jackson saw", 'presence', 'T', None, "Olivia witnesses every line Jackson witnesses (2-9)", ('and',) + tuple(('at', L, ('wit', 'Olivia')) for L in (2, 3, 4, 7, 8, 9))),
    C("she herself still thinks the cherry is in the red_basket", 'belief', 'F', 'end', "PLANTED: Olivia moved it to the green_container at 14; she believes green_container", ('bel', 'Olivia', 'red_basket')),
    C("Olivia thinks Jackson thinks Chloe thinks the cherry is in the red_container", 'belief', 'T', 'end', "answer restated", ('bel', 'Olivia -> Jackson -> Chloe', 'red_container')),
])

R(6, 'terse', 'wrong', 'green_container', """G. green_container — that's where the cherry really ends up (Olivia moved it there at line 14).""", [
    C("that's where the cherry really ends up", 'location', 'T', 'end', "true final location, but not what the question asks", ('obj', 'cherry', 'green_container')),
    C("Olivia moved it there at line 14", 'event', 'T', 14, "line 14", ('text', 'Olivia moved the cherry to the green_container')),
])

# ---------------- item 7: s6813-5-o0  apple really -> blue_bathtub
A7 = ['Olivia', 'Isla', 'Ava', 'Isabella', 'Abigail']
R(7, 'numbered', 'sound', 'blue_bathtub', """1. Line 3: the apple is in the red_basket.
2. Line 6: Isla moves it to the green_bathtub.
3. Line 8: Ava moves it to the blue_treasure_chest.
4. Line 10: Isabella moves it to the red_container.
5. Line 13: Abigail moves it back to the red_basket, alone in the closet.
6. Line 19: in the second visit, Abigail moves it to the green_bathtub.
7. Line 23: after Abigail and Ava have left, Olivia moves it to the blue_bathtub.
8. No further moves.

**Final answer:** F. blue_bathtub""", [
    C("Line 3: the apple is in the red_basket", 'location', 'T', 3, "line 3", ('obj', 'apple', 'red_basket')),
    C("Line 6: Isla moves it to the green_bathtub", 'event', 'T', 6, "line 6", ('text', 'Isla moved the apple to the green_bathtub')),
    C("Line 8: Ava moves it to the blue_treasure_chest", 'event', 'T', 8, "line 8", ('text', 'Ava moved the apple to the blue_treasure_chest')),
    C("Line 10: Isabella moves it to the red_container", 'event', 'T', 10, "line 10", ('text', 'Isabella moved the apple to the red_container')),
    C("Line 13: Abigail moves it back to the red_basket", 'event', 'T', 13, "line 13", ('text', 'Abigail moved the apple to the red_basket')),
    C("alone in the closet", 'presence', 'T', 13, "only Abigail in the closet at 13", ('and', ('room', 'Abigail', 'closet'), NOTIN(['Olivia', 'Isla', 'Ava', 'Isabella'], 'closet'))),
    C("Abigail moves it to the green_bathtub", 'event', 'T', 19, "line 19", ('text', 'Abigail moved the apple to the green_bathtub')),
    C("after Abigail and Ava have left", 'presence', 'T', 23, "both out of the closet at 23", ('and', ('room', 'Abigail', None), ('room', 'Ava', None))),
    C("Olivia moves it to the blue_bathtub", 'event', 'T', 23, "line 23", ('text', 'Olivia moved the apple to the blue_bathtub')),
    C("No further moves", 'event', 'T', None, "no apple move after 23", ('none_after', 23, 'moved the apple')),
])

R(7, 'answer_first', 'unsound', 'blue_bathtub', """**F. blue_bathtub**

Explanation: The apple changes containers many times. When the first scene ends (line 15), the apple sits in the red_container, but in the second closet scene it is found in the red_basket (line 18). Abigail moves it to the green_bathtub (line 19) and leaves. Ava leaves next (line 22), and then Olivia, alone in the closet, moves it to the blue_bathtub (line 23). That's the last move, so the apple is really in the blue_bathtub.""", [
    C("When the first scene ends (line 15), the apple sits in the red_container", 'location', 'F', 15, "PLANTED: Abigail put it in the red_basket at 13; at 15 it is in the red_basket", ('obj', 'apple', 'red_container')),
    C("in the second closet scene it is found in the red_basket (line 18)", 'location', 'T', 18, "line 18", ('obj', 'apple', 'red_basket')),
    C("Abigail moves it to the green_bathtub (line 19)", 'event', 'T', 19, "line 19", ('text', 'Abigail moved the apple to the green_bathtub')),
    C("leaves", 'event', 'T', 20, "line 20", ('text', 'Abigail exited the closet')),
    C("Ava leaves next (line 22)", 'event', 'T', 22, "line 22", ('text', 'Ava exited the closet')),
    C("Olivia, alone in the closet", 'presence', 'T', 23, "only Olivia in closet at 23", ('and', ('room', 'Olivia', 'closet'), NOTIN(['Isla', 'Ava', 'Isabella', 'Abigail'], 'closet'))),
    C("moves it to the blue_bathtub (line 23)", 'event', 'T', 23, "line 23", ('text', 'Olivia moved the apple to the blue_bathtub')),
    C("That's the last move", 'event', 'T', None, "no apple move after 23", ('none_after', 23, 'moved the apple')),
    C("the apple is really in the blue_bathtub", 'location', 'T', 'end', "answer restated", ('obj', 'apple', 'blue_bathtub')),
])

R(7, 'thinking', 'unsound', 'blue_bathtub', """<think>
Lots of moves. Let me list them.
red_basket (3)
Isla: green_bathtub (6) — Isla was the first to leave, right after this.
Ava: blue_treasure_chest (8)
Isabella: red_container (10)
Abigail: red_basket (13)
Line 12 'Olivia lost his watch' is irrelevant.
Second round: Abigail, Ava and Olivia go back into the closet. The apple is in the red_basket (18). Abigail: green_bathtub (19). Abigail leaves, then Ava leaves... wait, does Olivia leave before Ava? No — Ava exits at 22 and Olivia's move comes at 23, so Olivia is the last one in there.
Olivia: blue_bathtub (23). Nothing after that.
</think>

The apple is really in the **blue_bathtub** (F).""", [
    C("red_basket (3)", 'location', 'T', 3, "line 3", ('obj', 'apple', 'red_basket')),
    C("Isla: green_bathtub (6)", 'event', 'T', 6, "line 6", ('text', 'Isla moved the apple to the green_bathtub')),
    C("Isla was the first to leave", 'order', 'F', None, "PLANTED: Olivia left first (line 5), Isla at 7", ('lt', 'Isla exited the closet', 'Olivia exited the closet')),
    C("right after this", 'event', 'T', 7, "Isla exits at 7, right after her move", ('text', 'Isla exited the closet')),
    C("Ava: blue_treasure_chest (8)", 'event', 'T', 8, "line 8", ('text', 'Ava moved the apple to the blue_treasure_chest')),
    C("Isabella: red_container (10)", 'event', 'T', 10, "line 10", ('text', 'Isabella moved the apple to the red_container')),
    C("Abigail: red_basket (13)", 'event', 'T', 13, "line 13", ('text', 'Abigail moved the apple to the red_basket')),
    C("Line 12 'Olivia lost his watch'", 'event', 'T', 12, "line 12", ('text', 'Olivia lost his watch')),
    C("Abigail, Ava and Olivia go back into the closet", 'event', 'T', 17, "line 17", ('text', 'Abigail, Ava and Olivia entered the closet')),
    C("The apple is in the red_basket (18)", 'location', 'T', 18, "line 18", ('obj', 'apple', 'red_basket')),
    C("Abigail: green_bathtub (19)", 'event', 'T', 19, "line 19", ('text', 'Abigail moved the apple to the green_bathtub')),
    C("Abigail leaves", 'event', 'T', 20, "line 20", ('text', 'Abigail exited the closet')),
    C("then Ava leaves", 'event', 'T', 22, "line 22", ('text', 'Ava exited the closet')),
    C("Ava exits at 22", 'event', 'T', 22, "line 22", ('text', 'Ava exited the closet')),
    C("Olivia's move comes at 23", 'event', 'T', 23, "line 23", ('text', 'Olivia moved the apple')),
    C("Olivia is the last one in there", 'presence', 'T', 23, "only Olivia in closet at 23", ('and', ('room', 'Olivia', 'closet'), NOTIN(['Isla', 'Ava', 'Isabella', 'Abigail'], 'closet'))),
    C("Olivia: blue_bathtub (23)", 'event', 'T', 23, "line 23", ('text', 'Olivia moved the apple to the blue_bathtub')),
    C("Nothing after that", 'event', 'T', None, "no apple move after 23", ('none_after', 23, 'moved the apple')),
    C("The apple is really in the **blue_bathtub**", 'location', 'T', 'end', "answer restated", ('obj', 'apple', 'blue_bathtub')),
])

R(7, 'narrative', 'wrong', 'green_bathtub', """Let me follow the apple through both visits to the closet.

In the first visit it bounces around a lot — red_basket, green_bathtub, blue_treasure_chest, red_container — and Abigail, the last one in the room, puts it back into the red_basket before leaving.

In the second visit, Abigail, Ava and Olivia find it in the red_basket. Abigail moves it to the green_bathtub and leaves; Ava waits a minute and leaves too. Olivia is the last to go, and the apple stays in the green_bathtub.

The answer is H. green_bathtub.""", [
    C("red_basket, green_bathtub, blue_treasure_chest, red_container", 'location', 'T', None, "locations after lines 3, 6, 8, 10", ('and', ('at', 3, ('obj', 'apple', 'red_basket')), ('at', 6, ('obj', 'apple', 'green_bathtub')), ('at', 8, ('obj', 'apple', 'blue_treasure_chest')), ('at', 10, ('obj', 'apple', 'red_container')))),
    C("Abigail, the last one in the room", 'order', 'T', None, "Abigail exits the closet last in scene 1 (15)", ('and', ('lt', 'Isabella exited the closet', 'Abigail exited the closet'), ('lt', 'Ava exited the closet', 'Abigail exited the closet'))),
    C("puts it back into the red_basket before leaving", 'event', 'T', 13, "line 13", ('text', 'Abigail moved the apple to the red_basket')),
    C("Abigail, Ava and Olivia find it in the red_basket", 'presence', 'T', 18, "line 18 witnessed by the three", ('and', ('wit', ['Abigail', 'Ava', 'Olivia']), ('obj', 'apple', 'red_basket'))),
    C("Abigail moves it to the green_bathtub", 'event', 'T', 19, "line 19", ('text', 'Abigail moved the apple to the green_bathtub')),
    C("leaves", 'event', 'T', 20, "line 20", ('text', 'Abigail exited the closet')),
    C("Ava waits a minute", 'event', 'T', 21, "line 21", ('text', 'Ava made no movements')),
    C("leaves too", 'event', 'T', 22, "line 22", ('text', 'Ava exited the closet')),
    C("Olivia is the last to go", 'order', 'T', None, "exits 20, 22, 24", ('and', ('at', 20, ('text', 'Abigail exited the closet')), ('at', 22, ('text', 'Ava exited the closet')), ('at', 24, ('text', 'Olivia exited the closet')))),
    C("the apple stays in the green_bathtub", 'location', 'F', 'end', "Olivia moved it to the blue_bathtub at 23", ('obj', 'apple', 'green_bathtub')),
    C("The answer is H. green_bathtub.", 'location', 'F', 'end', "wrong answer", ('obj', 'apple', 'green_bathtub')),
])

R(7, 'terse', 'unsupported', 'blue_bathtub', """**F. blue_bathtub**""", [])

# ---------------- item 8: s6813-6-o1  Isla really thinks radish -> red_bathtub
A8 = ['Isla', 'Carter', 'Oliver', 'Elizabeth', 'Jacob']
R(8, 'narrative', 'sound', 'red_bathtub', """Isla is the one who moved the radish in the first place: it starts in the green_suitcase, and at line 3 she moves it to the red_bathtub with everyone watching. Then she leaves the basement. After that, nobody touches the radish — Carter, Oliver, Elizabeth and Jacob each just wait a minute and leave.

When Isla goes back to the basement with Oliver and Elizabeth, the only thing that happens involves a peach: it's in the red_box, and Isla moves it to the green_suitcase. That's a different object, so it doesn't affect her belief about the radish.

So Isla still thinks the radish is in the red_bathtub — which also happens to be where it actually is. The answer is C. red_bathtub.""", [
    C("it starts in the green_suitcase", 'location', 'T', 2, "line 2", ('obj', 'radish', 'green_suitcase')),
    C("at line 3 she moves it to the red_bathtub", 'event', 'T', 3, "line 3", ('text', 'Isla moved the radish to the red_bathtub')),
    C("with everyone watching", 'presence', 'T', 3, "all five witness", ('witset', A8)),
    C("Then she leaves the basement", 'event', 'T', 4, "line 4", ('text', 'Isla exited the basement')),
    C("nobody touches the radish", 'event', 'T', None, "no radish move after 3", ('none_after', 3, 'moved the radish')),
    C("Carter, Oliver, Elizabeth and Jacob each just wait a minute and leave", 'event', 'T', None, "lines 5-12", ('and', ('at', 5, ('text', 'Carter made no movements')), ('at', 7, ('text', 'Oliver made no movements')), ('at', 9, ('text', 'Elizabeth made no movements')), ('at', 11, ('text', 'Jacob made no movements')), ('at', 12, ('text', 'Jacob exited')))),
    C("Isla goes back to the basement with Oliver and Elizabeth", 'event', 'T', 15, "line 15", ('text', 'Isla, Oliver and Elizabeth entered the basement')),
    C("it's in the red_box", 'location', 'T', 16, "line 16 (peach)", ('obj', 'peach', 'red_box')),
    C("Isla moves it to the green_suitcase", 'event', 'T', 17, "line 17 (peach)", ('text', 'Isla moved the peach to the green_suitcase')),
    C("it doesn't affect her belief about the radish", 'belief', 'T', 17, "Isla's radish belief unchanged", ('unch', 'Isla')),
    C("Isla still thinks the radish is in the red_bathtub", 'belief', 'T', 'end', "answer restated", ('bel', 'Isla', 'red_bathtub')),
    C("which also happens to be where it actually is", 'location', 'T', 'end', "radish in red_bathtub", ('obj', 'radish', 'red_bathtub')),
])

R(8, 'thinking', 'sound', 'red_bathtub', """<think>
Where does Isla think the radish is?
Radish: green_suitcase at line 2. Isla moves it to the red_bathtub at line 3. Isla exits at 4.
Then Carter, Oliver, Elizabeth, Jacob all just stay and leave one after another. No moves.
Second part: Isla, Oliver, Elizabeth in the basement again. Line 17: Isla moved the... peach, to the green_suitcase. Not the radish. Hmm, green_suitcase is where the radish started — could trip someone up, but it's the peach.
So Isla's belief about the radish = red_bathtub. Actually, when she walks back in at line 15 the radish is still in the red_bathtub, so even if she looked she'd see it there.
</think>
C. red_bathtub""", [
    C("Radish: green_suitcase at line 2", 'location', 'T', 2, "line 2", ('obj', 'radish', 'green_suitcase')),
    C("Isla moves it to the red_bathtub at line 3", 'event', 'T', 3, "line 3", ('text', 'Isla moved the radish to the red_bathtub')),
    C("Isla exits at 4", 'event', 'T', 4, "line 4", ('text', 'Isla exited the basement')),
    C("Carter, Oliver, Elizabeth, Jacob all just stay and leave one after another", 'order', 'T', None, "exits at 6, 8, 10, 12 in that order", ('and', ('at', 6, ('text', 'Carter exited')), ('at', 8, ('text', 'Oliver exited')), ('at', 10, ('text', 'Elizabeth exited')), ('at', 12, ('text', 'Jacob exited')))),
    C("No moves", 'event', 'T', None, "no radish move after 3", ('none_after', 3, 'moved the radish')),
    C("Isla, Oliver, Elizabeth in the basement again", 'presence', 'T', 15, "all three in basement at 15", ROOMS(['Isla', 'Oliver', 'Elizabeth'], 'basement')),
    C("Isla moved the... peach, to the green_suitcase", 'event', 'T', 17, "line 17", ('text', 'Isla moved the peach to the green_suitcase')),
    C("green_suitcase is where the radish started", 'location', 'T', 2, "line 2", ('obj', 'radish', 'green_suitcase')),
    C("Isla's belief about the radish = red_bathtub", 'belief', 'T', 'end', "answer restated", ('bel', 'Isla', 'red_bathtub')),
    C("when she walks back in at line 15 the radish is still in the red_bathtub", 'location', 'T', 15, "row 15", ('obj', 'radish', 'red_bathtub')),
])

R(8, 'answer_first', 'unsound', 'red_bathtub', """**C. red_bathtub**

Explanation:
- Isla moved the radish from the green_suitcase to the red_bathtub herself (line 3), in front of everyone.
- Nobody moved the radish after that.
- In the second basement scene (lines 15–22), Isla, Carter and Elizabeth only deal with the peach.
- So Isla's belief is still the red_bathtub (and that's also correct).""", [
    C("Isla moved the radish from the green_suitcase to the red_bathtub herself (line 3)", 'event', 'T', 3, "line 3", ('and', ('text', 'Isla moved the radish to the red_bathtub'), ('at', 2, ('obj', 'radish', 'green_suitcase')))),
    C("in front of everyone", 'presence', 'T', 3, "all five witness", ('witset', A8)),
    C("Nobody moved the radish after that", 'event', 'T', None, "no radish move after 3", ('none_after', 3, 'moved the radish')),
    C("Isla, Carter and Elizabeth only deal with the peach", 'presence', 'F', 15, "PLANTED: the second group is Isla, Oliver and Elizabeth; Carter stays in the waiting_room", ROOMS(['Isla', 'Carter', 'Elizabeth'], 'basement')),
    C("Isla's belief is still the red_bathtub", 'belief', 'T', 'end', "answer restated", ('bel', 'Isla', 'red_bathtub')),
    C("that's also correct", 'location', 'T', 'end', "radish in red_bathtub", ('obj', 'radish', 'red_bathtub')),
])

R(8, 'terse', 'wrong', 'green_suitcase', """B. green_suitcase — Isla put something in the green_suitcase at line 17.""", [
    C("Isla put something in the green_suitcase at line 17", 'event', 'T', 17, "line 17 (the peach)", ('text', 'Isla moved the peach to the green_suitcase')),
])

R(8, 'numbered', 'unsupported', 'red_bathtub', """1. Identify what Isla saw.
2. Identify what she missed.
3. Conclude from the two.

Isla believes the radish is in the red_bathtub.

**Answer:** C. red_bathtub""", [
    C("Isla believes the radish is in the red_bathtub", 'belief', 'T', 'end', "answer restated", ('bel', 'Isla', 'red_bathtub')),
])

# ---------------- item 9: tomi first_order_1_no_tom  Elizabeth looks for beans -> blue_envelope
R(9, 'terse', 'sound', 'blue_envelope', """blue_envelope — Elizabeth came back into the bathroom at the end, so she can see the beans where Mia put them.""", [
    C("Elizabeth came back into the bathroom at the end", 'event', 'T', 8, "line 8", ('text', 'Elizabeth entered the bathroom')),
    C("she can see the beans where Mia put them", 'presence', 'T', 8, "Elizabeth in bathroom, beans in blue_envelope (Mia's move, line 7)", ('and', ('room', 'Elizabeth', 'bathroom'), ('obj', 'beans', 'blue_envelope'), ('at', 7, ('text', 'Mia moved the beans to the blue_envelope')))),
])

R(9, 'answer_first', 'sound', 'blue_envelope', """**Answer: blue_envelope**

Explanation:
- The beans start in the red_suitcase (line 3) while Mia and Elizabeth are both in the bathroom.
- Elizabeth leaves (line 5), and Mia moves the beans to the blue_envelope while she's gone (line 7).
- But Elizabeth re-enters the bathroom at line 8, where the beans are now in the blue_envelope, so she'll look there.""", [
    C("The beans start in the red_suitcase (line 3)", 'location', 'T', 3, "line 3", ('obj', 'beans', 'red_suitcase')),
    C("while Mia and Elizabeth are both in the bathroom", 'presence', 'T', 3, "both in bathroom", ROOMS(['Mia', 'Elizabeth'], 'bathroom')),
    C("Elizabeth leaves (line 5)", 'event', 'T', 5, "line 5", ('text', 'Elizabeth exited the bathroom')),
    C("Mia moves the beans to the blue_envelope", 'event', 'T', 7, "line 7", ('text', 'Mia moved the beans to the blue_envelope')),
    C("while she's gone (line 7)", 'presence', 'T', 7, "Elizabeth in no room at 7", ('room', 'Elizabeth', None)),
    C("Elizabeth re-enters the bathroom at line 8", 'event', 'T', 8, "line 8", ('text', 'Elizabeth entered the bathroom')),
    C("the beans are now in the blue_envelope", 'location', 'T', 8, "row 8", ('obj', 'beans', 'blue_envelope')),
    C("she'll look there", 'belief', 'T', 'end', "answer restated", ('bel', 'Elizabeth', 'blue_envelope')),
])

R(9, 'narrative', 'unsound', 'blue_envelope', """Let me trace where Elizabeth was at each step. She enters the bathroom after Mia, and they both see the beans in the red_suitcase. Then Elizabeth exits — and while she's out, Mia moves the beans to the blue_envelope. If the story ended there, Elizabeth would look in the red_suitcase.

But it doesn't end there: Elizabeth comes back into the bathroom at the very end, and Mia has already left by then, so nobody tells her anything — she simply sees the beans in the blue_envelope.

So Elizabeth will look for the beans in the blue_envelope. The answer is blue_envelope.""", [
    C("She enters the bathroom after Mia", 'order', 'T', None, "Mia line 1, Elizabeth line 2", ('lt', 'Mia entered the bathroom', 'Elizabeth entered the bathroom')),
    C("they both see the beans in the red_suitcase", 'presence', 'T', 3, "both witness 3", ('wit', ['Mia', 'Elizabeth'])),
    C("Then Elizabeth exits", 'event', 'T', 5, "line 5", ('text', 'Elizabeth exited the bathroom')),
    C("while she's out, Mia moves the beans to the blue_envelope", 'event', 'T', 7, "line 7, Elizabeth absent", ('and', ('text', 'Mia moved the beans to the blue_envelope'), ('room', 'Elizabeth', None))),
    C("Elizabeth comes back into the bathroom at the very end", 'event', 'T', 8, "line 8 (last line)", ('text', 'Elizabeth entered the bathroom')),
    C("Mia has already left by then", 'presence', 'F', 8, "PLANTED: Mia never leaves; she is in the bathroom at line 8", ('room', 'Mia', None)),
    C("nobody tells her anything", 'communication', 'T', None, "no tells", NOTELL),
    C("she simply sees the beans in the blue_envelope", 'presence', 'T', 8, "Elizabeth in the room with beans in blue_envelope", ('and', ('room', 'Elizabeth', 'bathroom'), ('obj', 'beans', 'blue_envelope'))),
    C("Elizabeth will look for the beans in the blue_envelope", 'belief', 'T', 'end', "answer restated", ('bel', 'Elizabeth', 'blue_envelope')),
])

R(9, 'numbered', 'unsound', 'blue_envelope', """Let's think step by step.
1. Elizabeth enters the bathroom first, and Mia joins her.
2. The beans are in the red_suitcase (line 3), and both of them see this.
3. Elizabeth exits the bathroom (line 5), so at this point she believes the beans are in the red_suitcase.
4. While Elizabeth is away, Mia moves the beans to the blue_envelope (line 7).
5. Elizabeth then re-enters the bathroom (line 8). Since she is in the room with the beans, she sees they're in the blue_envelope now.
6. Therefore, Elizabeth will look for the beans in the blue_envelope.

The answer is [blue_envelope].""", [
    C("Elizabeth enters the bathroom first, and Mia joins her", 'order', 'F', None, "PLANTED: Mia enters first (line 1), Elizabeth at line 2", ('lt', 'Elizabeth entered the bathroom', 'Mia entered the bathroom')),
    C("The beans are in the red_suitcase (line 3)", 'location', 'T', 3, "line 3", ('obj', 'beans', 'red_suitcase')),
    C("both of them see this", 'presence', 'T', 3, "both witness", ('wit', ['Mia', 'Elizabeth'])),
    C("Elizabeth exits the bathroom (line 5)", 'event', 'T', 5, "line 5", ('text', 'Elizabeth exited the bathroom')),
    C("at this point she believes the beans are in the red_suitcase", 'belief', 'T', 5, "Elizabeth=red_suitcase at 5", ('bel', 'Elizabeth', 'red_suitcase')),
    C("While Elizabeth is away", 'presence', 'T', 7, "Elizabeth in no room", ('room', 'Elizabeth', None)),
    C("Mia moves the beans to the blue_envelope (line 7)", 'event', 'T', 7, "line 7", ('text', 'Mia moved the beans to the blue_envelope')),
    C("Elizabeth then re-enters the bathroom (line 8)", 'event', 'T', 8, "line 8", ('text', 'Elizabeth entered the bathroom')),
    C("she sees they're in the blue_envelope now", 'belief', 'T', 8, "Elizabeth=blue_envelope at 8", ('bel', 'Elizabeth', 'blue_envelope')),
    C("Elizabeth will look for the beans in the blue_envelope", 'belief', 'T', 'end', "answer restated", ('bel', 'Elizabeth', 'blue_envelope')),
])

R(9, 'thinking', 'wrong', 'red_suitcase', """<think>
Classic Sally-Anne setup. Elizabeth sees the beans in the red_suitcase, leaves, and Mia moves them to the blue_envelope while Elizabeth is away. So Elizabeth has a false belief and will look in the red_suitcase.

Wait, line 8: Elizabeth entered the bathroom again. Does she see the move? No — the move happened at line 7, before she came back. She didn't witness the move itself, so her belief doesn't update.

I'll stick with the red_suitcase.
</think>

Elizabeth will look in the **red_suitcase**, because she wasn't there when Mia moved the beans.""", [
    C("Elizabeth sees the beans in the red_suitcase", 'presence', 'T', 3, "Elizabeth witnesses 3", ('and', ('wit', 'Elizabeth'), ('obj', 'beans', 'red_suitcase'))),
    C("leaves", 'event', 'T', 5, "line 5", ('text', 'Elizabeth exited the bathroom')),
    C("Mia moves them to the blue_envelope", 'event', 'T', 7, "line 7", ('text', 'Mia moved the beans to the blue_envelope')),
    C("while Elizabeth is away", 'presence', 'T', 7, "Elizabeth in no room", ('room', 'Elizabeth', None)),
    C("Elizabeth has a false belief and will look in the red_suitcase", 'belief', 'F', 'end', "she re-entered at 8 and saw the beans; believes blue_envelope", ('bel', 'Elizabeth', 'red_suitcase')),
    C("line 8: Elizabeth entered the bathroom again", 'event', 'T', 8, "line 8", ('text', 'Elizabeth entered the bathroom')),
    C("the move happened at line 7, before she came back", 'order', 'T', None, "move at 7, re-entry at 8", ('and', ('at', 7, ('text', 'Mia moved the beans')), ('at', 8, ('text', 'Elizabeth entered the bathroom')))),
    C("She didn't witness the move itself", 'presence', 'T', 7, "Elizabeth not a witness of 7", ('nowit', 'Elizabeth')),
    C("her belief doesn't update", 'belief', 'F', 8, "gold: Elizabeth's belief becomes blue_envelope at 8", ('unch', 'Elizabeth')),
    C("Elizabeth will look in the **red_suitcase**", 'belief', 'F', 'end', "wrong answer", ('bel', 'Elizabeth', 'red_suitcase')),
    C("she wasn't there when Mia moved the beans", 'presence', 'T', 7, "Elizabeth absent at 7", ('room', 'Elizabeth', None)),
])

# ---------------- item 10: s6813-15-o0  cabbage really -> blue_bottle
A10 = ['Hannah', 'Evelyn', 'Emma', 'Liam', 'Oliver']
R(10, 'answer_first', 'sound', 'blue_bottle', """**G. blue_bottle**

Explanation:
- The cabbage starts in the blue_bottle (line 2).
- Liam moves it to the red_bottle (line 10) while only Oliver is still there with him.
- After Liam leaves, Oliver moves it back to the blue_bottle (line 12).
- Emma's public claim that it's in the red_bottle (line 15) is just talk — it changes what Hannah and Evelyn believe, not where the cabbage is.
- So the cabbage is really in the blue_bottle.""", [
    C("The cabbage starts in the blue_bottle (line 2)", 'location', 'T', 2, "line 2", ('obj', 'cabbage', 'blue_bottle')),
    C("Liam moves it to the red_bottle (line 10)", 'event', 'T', 10, "line 10", ('text', 'Liam moved the cabbage to the red_bottle')),
    C("while only Oliver is still there with him", 'presence', 'T', 10, "only Liam and Oliver in hallway", ('and', ROOMS(['Liam', 'Oliver'], 'hallway'), ROOMS(['Hannah', 'Evelyn', 'Emma'], None))),
    C("After Liam leaves", 'order', 'T', None, "exit 11 before move 12", ('lt', 'Liam exited the hallway', 'Oliver moved the cabbage')),
    C("Oliver moves it back to the blue_bottle (line 12)", 'event', 'T', 12, "line 12", ('text', 'Oliver moved the cabbage to the blue_bottle')),
    C("Emma's public claim that it's in the red_bottle (line 15)", 'communication', 'T', 15, "line 15", ('text', 'Emma publicly claimed that cabbage is in the red_bottle')),
    C("it changes what Hannah and Evelyn believe", 'communication', 'T', 15, "Hannah and Evelyn switch from blue_bottle to red_bottle at 15", ('and', ('bel', 'Hannah', 'red_bottle'), ('bel', 'Evelyn', 'red_bottle'), ('at', 14, ('bel', 'Hannah', 'blue_bottle')), ('at', 14, ('bel', 'Evelyn', 'blue_bottle')))),
    C("not where the cabbage is", 'location', 'T', 15, "cabbage still in blue_bottle", ('obj', 'cabbage', 'blue_bottle')),
    C("the cabbage is really in the blue_bottle", 'location', 'T', 'end', "answer restated", ('obj', 'cabbage', 'blue_bottle')),
])

R(10, 'numbered', 'unsound', 'blue_bottle', """Step 1: The cabbage is in the blue_bottle at the start (line 2).
Step 2: Hannah, Evelyn and Emma leave one by one without moving anything.
Step 3: Liam moves the cabbage to the red_bottle (line 10) and exits.
Step 4: Oliver, alone, moves it back to the blue_bottle (line 12).
Step 5: In the waiting_room Emma publicly claims the cabbage is in the red_bottle (line 15), and Oliver believes her.
Step 6: Oliver privately tells Emma it's in the blue_bottle (line 16). None of this talk moves the cabbage.

**Answer:** G. blue_bottle""", [
    C("The cabbage is in the blue_bottle at the start (line 2)", 'location', 'T', 2, "line 2", ('obj', 'cabbage', 'blue_bottle')),
    C("Hannah, Evelyn and Emma leave one by one without moving anything", 'event', 'T', None, "exits 4, 7, 9; cabbage unmoved at 9", ('and', ('at', 4, ('text', 'Hannah exited')), ('at', 7, ('text', 'Evelyn exited')), ('at', 9, ('text', 'Emma exited')), ('at', 9, ('obj', 'cabbage', 'blue_bottle')))),
    C("Liam moves the cabbage to the red_bottle (line 10)", 'event', 'T', 10, "line 10", ('text', 'Liam moved the cabbage to the red_bottle')),
    C("exits", 'event', 'T', 11, "line 11", ('text', 'Liam exited the hallway')),
    C("Oliver, alone", 'presence', 'T', 12, "only Oliver in hallway", ('and', ('room', 'Oliver', 'hallway'), NOTIN(['Hannah', 'Evelyn', 'Emma', 'Liam'], 'hallway'))),
    C("moves it back to the blue_bottle (line 12)", 'event', 'T', 12, "line 12", ('text', 'Oliver moved the cabbage to the blue_bottle')),
    C("Emma publicly claims the cabbage is in the red_bottle (line 15)", 'communication', 'T', 15, "line 15", ('text', 'Emma publicly claimed that cabbage is in the red_bottle')),
    C("Oliver believes her", 'communication', 'F', 15, "PLANTED: Oliver left after Emma and keeps blue_bottle", ('bel', 'Oliver', 'red_bottle')),
    C("Oliver privately tells Emma it's in the blue_bottle (line 16)", 'communication', 'T', 16, "line 16", ('text', 'Oliver privately told Emma that the cabbage is in the blue_bottle')),
    C("None of this talk moves the cabbage", 'location', 'T', 'end', "cabbage in blue_bottle", ('obj', 'cabbage', 'blue_bottle')),
])

R(10, 'thinking', 'unsound', 'blue_bottle', r"""<think>
Reality question — just track the cabbage itself and ignore what people say.
Line 2: blue_bottle.
Line 6: Liam saw a dog — irrelevant.
Line 10: Liam → red_bottle. Oliver sees it.
Line 12: Oliver → blue_bottle, right after Liam leaves at line 11. Nobody else is in the hallway.
Line 15: Emma says red_bottle publicly. But Emma left at line 9, before either move, so she actually... hmm, she thinks blue_bottle herself, since she never saw Liam's move. So her claim isn't even her own belief. Doesn't matter for the real location anyway.
Line 16: Oliver tells Emma blue_bottle — that's the truth.
</think>

\boxed{blue_bottle}""", [
    C("Line 2: blue_bottle", 'location', 'T', 2, "line 2", ('obj', 'cabbage', 'blue_bottle')),
    C("Liam saw a dog", 'event', 'F', 6, "PLANTED: line 6 is 'Liam saw a cat'", ('text', 'Liam saw a dog')),
    C("Liam → red_bottle", 'event', 'T', 10, "line 10", ('text', 'Liam moved the cabbage to the red_bottle')),
    C("Oliver sees it", 'presence', 'T', 10, "Oliver witnesses 10", ('wit', 'Oliver')),
    C("Oliver → blue_bottle", 'event', 'T', 12, "line 12", ('text', 'Oliver moved the cabbage to the blue_bottle')),
    C("right after Liam leaves at line 11", 'event', 'T', 11, "line 11", ('text', 'Liam exited the hallway')),
    C("Nobody else is in the hallway", 'presence', 'T', 12, "only Oliver in hallway", NOTIN(['Hannah', 'Evelyn', 'Emma', 'Liam'], 'hallway')),
    C("Emma says red_bottle publicly", 'communication', 'T', 15, "line 15", ('text', 'Emma publicly claimed that cabbage is in the red_bottle')),
    C("Emma left at line 9", 'event', 'T', 9, "line 9", ('text', 'Emma exited the hallway')),
    C("before either move", 'order', 'T', None, "9 before 10 and 12", ('lt', 'Emma exited the hallway', 'Liam moved the cabbage')),
    C("she thinks blue_bottle herself", 'belief', 'T', 15, "Emma=blue_bottle at 15", ('bel', 'Emma', 'blue_bottle')),
    C("she never saw Liam's move", 'presence', 'T', 10, "Emma not a witness of 10", ('nowit', 'Emma')),
    C("her claim isn't even her own belief", 'communication', 'T', 15, "Emma claims red_bottle but believes blue_bottle", ('not', ('bel', 'Emma', 'red_bottle'))),
    C("Oliver tells Emma blue_bottle", 'communication', 'T', 16, "line 16", ('text', 'Oliver privately told Emma that the cabbage is in the blue_bottle')),
    C("that's the truth", 'location', 'T', 16, "cabbage in blue_bottle at 16", ('obj', 'cabbage', 'blue_bottle')),
])

R(10, 'narrative', 'wrong', None, """Let me trace the cabbage. It starts in the blue_bottle. Liam moves it to the red_bottle while Oliver watches, and after Liam leaves, Oliver moves it back to the blue_bottle.

The complication is the talk at the end. Emma publicly claims it's in the red_bottle, and Oliver then privately tells Emma it's in the blue_bottle. Emma had left before either move, so she has no first-hand knowledge, and Oliver was the last person with the cabbage.

Taking the moves at face value it should be the blue_bottle, but the public claim points to the red_bottle, so it's hard to say which one the story intends — it's either G. blue_bottle or F. red_bottle.""", [
    C("It starts in the blue_bottle", 'location', 'T', 2, "line 2", ('obj', 'cabbage', 'blue_bottle')),
    C("Liam moves it to the red_bottle", 'event', 'T', 10, "line 10", ('text', 'Liam moved the cabbage to the red_bottle')),
    C("while Oliver watches", 'presence', 'T', 10, "Oliver witnesses 10", ('wit', 'Oliver')),
    C("after Liam leaves", 'order', 'T', None, "11 before 12", ('lt', 'Liam exited the hallway', 'Oliver moved the cabbage')),
    C("Oliver moves it back to the blue_bottle", 'event', 'T', 12, "line 12", ('text', 'Oliver moved the cabbage to the blue_bottle')),
    C("Emma publicly claims it's in the red_bottle", 'communication', 'T', 15, "line 15", ('text', 'Emma publicly claimed that cabbage is in the red_bottle')),
    C("Oliver then privately tells Emma it's in the blue_bottle", 'communication', 'T', 16, "line 16", ('text', 'Oliver privately told Emma that the cabbage is in the blue_bottle')),
    C("Emma had left before either move", 'order', 'T', None, "9 before 10", ('lt', 'Emma exited the hallway', 'Liam moved the cabbage')),
    C("she has no first-hand knowledge", 'presence', 'T', None, "Emma witnesses neither 10 nor 12", ('and', ('at', 10, ('nowit', 'Emma')), ('at', 12, ('nowit', 'Emma')))),
    C("Oliver was the last person with the cabbage", 'presence', 'T', 12, "Oliver alone at the last move", ('witset', ['Oliver'])),
])

R(10, 'terse', 'unsupported', 'blue_bottle', """The cabbage is really in the blue_bottle (G).""", [
    C("The cabbage is really in the blue_bottle (G)", 'location', 'T', 'end', "answer restated", ('obj', 'cabbage', 'blue_bottle')),
])

# ---------------- item 11: s6813-13-o3  Benjamin -> Noah -> Amelia strawberry -> red_pantry
A11 = ['Benjamin', 'Jacob', 'Noah', 'James', 'Amelia']
GR11 = ('and', ('at', 23, ('text', 'claimed that grapes')), ('at', 24, ('text', 'that the grapes')))
R(11, 'thinking', 'sound', 'red_pantry', """<think>
Third-order: Benjamin thinks Noah thinks Amelia thinks.

Benjamin's information ends at line 4, when he leaves. Up to then: strawberry in green_box, then Benjamin himself moves it to the red_pantry (line 3) with all five present. So Benjamin believes Noah and Amelia both saw it go into the red_pantry. Benjamin → Noah → Amelia = red_pantry.

But wait, Noah later moves it to the green_cupboard (line 7) with Amelia watching, so Noah thinks Amelia thinks green_cupboard. Does Benjamin know? No — Benjamin left at line 4, before Noah's move. So from Benjamin's point of view nothing has happened since line 3.

Second closet scene: Jacob, Noah and James go back in. Benjamin isn't there. And everything there is about grapes. The public claim and the private tell at 23–24 are about the grapes as well.

So red_pantry.
</think>

**J. red_pantry**

Benjamin left right after moving the strawberry to the red_pantry, so in his mind Noah and Amelia both still picture it there.""", [
    C("Benjamin's information ends at line 4, when he leaves", 'event', 'T', 4, "line 4", ('text', 'Benjamin exited the closet')),
    C("strawberry in green_box", 'location', 'T', 2, "line 2", ('obj', 'strawberry', 'green_box')),
    C("Benjamin himself moves it to the red_pantry (line 3)", 'event', 'T', 3, "line 3", ('text', 'Benjamin moved the strawberry to the red_pantry')),
    C("with all five present", 'presence', 'T', 3, "all in closet", ROOMS(A11, 'closet')),
    C("Benjamin believes Noah and Amelia both saw it go into the red_pantry", 'belief', 'T', 'end', "Benjamin -> Noah and Benjamin -> Amelia = red_pantry", ('and', ('bel', 'Benjamin -> Noah', 'red_pantry'), ('bel', 'Benjamin -> Amelia', 'red_pantry'))),
    C("Benjamin → Noah → Amelia = red_pantry", 'belief', 'T', 'end', "answer restated", ('bel', 'Benjamin -> Noah -> Amelia', 'red_pantry')),
    C("Noah later moves it to the green_cupboard (line 7)", 'event', 'T', 7, "line 7", ('text', 'Noah moved the strawberry to the green_cupboard')),
    C("with Amelia watching", 'presence', 'T', 7, "Amelia witnesses 7", ('wit', 'Amelia')),
    C("Noah thinks Amelia thinks green_cupboard", 'belief', 'T', 'end', "gold Noah -> Amelia", ('bel', 'Noah -> Amelia', 'green_cupboard')),
    C("Benjamin left at line 4, before Noah's move", 'order', 'T', None, "4 before 7", ('lt', 'Benjamin exited the closet', 'Noah moved the strawberry')),
    C("from Benjamin's point of view nothing has happened since line 3", 'belief', 'T', 'end', "Benjamin's beliefs still at red_pantry", ('and', ('bel', 'Benjamin', 'red_pantry'), ('bel', 'Benjamin -> Noah', 'red_pantry'))),
    C("Jacob, Noah and James go back in", 'event', 'T', 14, "line 14", ('text', 'Jacob, Noah and James entered the closet')),
    C("Benjamin isn't there", 'presence', 'T', 14, "Benjamin in waiting_room", ('not', ('room', 'Benjamin', 'closet'))),
    C("everything there is about grapes", 'event', 'T', None, "lines 15, 18, 20 concern the grapes", ('and', ('at', 15, ('text', 'grapes')), ('at', 18, ('text', 'grapes')), ('at', 20, ('text', 'grapes')))),
    C("The public claim and the private tell at 23–24 are about the grapes as well", 'communication', 'T', 23, "lines 23-24", GR11),
    C("Benjamin left right after moving the strawberry to the red_pantry", 'event', 'T', 4, "move at 3, exit at 4", ('and', ('at', 3, ('text', 'Benjamin moved the strawberry to the red_pantry')), ('at', 4, ('text', 'Benjamin exited the closet')))),
    C("in his mind Noah and Amelia both still picture it there", 'belief', 'T', 'end', "Benjamin -> Noah / -> Amelia = red_pantry", ('and', ('bel', 'Benjamin -> Noah', 'red_pantry'), ('bel', 'Benjamin -> Amelia', 'red_pantry'))),
])

R(11, 'narrative', 'sound', 'red_pantry', """Let me trace who saw what, keeping Benjamin's perspective in mind, since he's the outermost person in the chain.

All five people are in the closet when the strawberry is in the green_box, and all five watch Benjamin move it to the red_pantry. Benjamin then walks out. Everything he knows about the others' beliefs is fixed at this point: as far as Benjamin knows, Noah saw the strawberry go into the red_pantry, and Noah knows Amelia saw it too.

The later moves — Noah's to the green_cupboard, Amelia's back to the green_box — happen after Benjamin is gone, and he never goes back into the closet. The grapes business and the talk in the waiting_room don't involve the strawberry.

So Benjamin thinks Noah thinks Amelia thinks the strawberry is in the red_pantry. The answer is J. red_pantry.""", [
    C("All five people are in the closet when the strawberry is in the green_box", 'presence', 'T', 2, "all in closet, strawberry green_box", ('and', ROOMS(A11, 'closet'), ('obj', 'strawberry', 'green_box'))),
    C("all five watch Benjamin move it to the red_pantry", 'presence', 'T', 3, "line 3 witnessed by all", ('and', ('witset', A11), ('text', 'Benjamin moved the strawberry to the red_pantry'))),
    C("Benjamin then walks out", 'event', 'T', 4, "line 4", ('text', 'Benjamin exited the closet')),
    C("as far as Benjamin knows, Noah saw the strawberry go into the red_pantry", 'belief', 'T', 'end', "Benjamin -> Noah = red_pantry", ('bel', 'Benjamin -> Noah', 'red_pantry')),
    C("Noah knows Amelia saw it too", 'belief', 'T', 'end', "inside Benjamin's view: Benjamin -> Noah -> Amelia = red_pantry", ('bel', 'Benjamin -> Noah -> Amelia', 'red_pantry')),
    C("Noah's to the green_cupboard", 'event', 'T', 7, "line 7", ('text', 'Noah moved the strawberry to the green_cupboard')),
    C("Amelia's back to the green_box", 'event', 'T', 11, "line 11", ('text', 'Amelia moved the strawberry to the green_box')),
    C("happen after Benjamin is gone", 'order', 'T', None, "4 before 7 and 11", ('and', ('lt', 'Benjamin exited the closet', 'Noah moved the strawberry'), ('lt', 'Benjamin exited the closet', 'Amelia moved the strawberry'))),
    C("he never goes back into the closet", 'presence', 'T', None, "Benjamin never in closet after 4", ('never', 4, ('room', 'Benjamin', 'closet'))),
    C("The grapes business and the talk in the waiting_room don't involve the strawberry", 'communication', 'T', None, "no strawberry line after 13", ('none_after', 13, 'strawberry')),
    C("Benjamin thinks Noah thinks Amelia thinks the strawberry is in the red_pantry", 'belief', 'T', 'end', "answer restated", ('bel', 'Benjamin -> Noah -> Amelia', 'red_pantry')),
])

R(11, 'answer_first', 'unsound', 'red_pantry', """J. red_pantry

Explanation:
- Benjamin moved the strawberry to the red_pantry at line 3 and left at line 4.
- Noah moved it to the green_cupboard at line 7, but Benjamin had already left and never found out.
- Noah himself now believes the strawberry is in the green_cupboard.
- Since Benjamin didn't see any of the later changes, Benjamin thinks Noah thinks Amelia thinks the strawberry is in the red_pantry.""", [
    C("Benjamin moved the strawberry to the red_pantry at line 3", 'event', 'T', 3, "line 3", ('text', 'Benjamin moved the strawberry to the red_pantry')),
    C("left at line 4", 'event', 'T', 4, "line 4", ('text', 'Benjamin exited the closet')),
    C("Noah moved it to the green_cupboard at line 7", 'event', 'T', 7, "line 7", ('text', 'Noah moved the strawberry to the green_cupboard')),
    C("Benjamin had already left", 'presence', 'T', 7, "Benjamin in no room at 7", ('room', 'Benjamin', None)),
    C("never found out", 'belief', 'T', 'end', "Benjamin -> Noah still red_pantry", ('bel', 'Benjamin -> Noah', 'red_pantry')),
    C("Noah himself now believes the strawberry is in the green_cupboard", 'belief', 'F', 'end', "PLANTED: Noah re-entered the closet at 14 and saw it in the green_box", ('bel', 'Noah', 'green_cupboard')),
    C("Benjamin didn't see any of the later changes", 'presence', 'T', None, "Benjamin not a witness of 7 or 11", ('and', ('at', 7, ('nowit', 'Benjamin')), ('at', 11, ('nowit', 'Benjamin')))),
    C("Benjamin thinks Noah thinks Amelia thinks the strawberry is in the red_pantry", 'belief', 'T', 'end', "answer restated", ('bel', 'Benjamin -> Noah -> Amelia', 'red_pantry')),
])

R(11, 'numbered', 'wrong', 'green_cupboard', """Let's think step by step.
1. Amelia's belief: Amelia stayed until the end of the first scene and moved it to the green_box herself (line 11).
2. Noah's belief about Amelia: Noah moved it to the green_cupboard in front of Amelia (line 7) and left, so Noah thinks Amelia thinks green_cupboard.
3. Benjamin's belief about that: Benjamin trusts that Noah's view is up to date, so he goes along with Noah's picture.

The answer is [green_cupboard].""", [
    C("Amelia stayed until the end of the first scene", 'order', 'T', None, "Amelia last to exit the closet in scene 1 (12)", ('and', ('lt', 'James exited the closet', 'Amelia exited the closet'), ('lt', 'Noah exited the closet', 'Amelia exited the closet'))),
    C("moved it to the green_box herself (line 11)", 'event', 'T', 11, "line 11", ('text', 'Amelia moved the strawberry to the green_box')),
    C("Noah moved it to the green_cupboard in front of Amelia (line 7)", 'event', 'T', 7, "line 7, Amelia witnessing", ('and', ('text', 'Noah moved the strawberry to the green_cupboard'), ('wit', 'Amelia'))),
    C("left", 'event', 'T', 8, "line 8", ('text', 'Noah exited the closet')),
    C("Noah thinks Amelia thinks green_cupboard", 'belief', 'T', 'end', "gold Noah -> Amelia", ('bel', 'Noah -> Amelia', 'green_cupboard')),
    C("Benjamin trusts that Noah's view is up to date", 'belief', 'U', None, "statement about attitude/motive; not in the golds"),
])

R(11, 'terse', 'unsupported', 'red_pantry', """J. red_pantry. Benjamin thinks Noah thinks Amelia thinks it's in the red_pantry.""", [
    C("Benjamin thinks Noah thinks Amelia thinks it's in the red_pantry", 'belief', 'T', 'end', "answer restated", ('bel', 'Benjamin -> Noah -> Amelia', 'red_pantry')),
])
