# Q5 s6821-15-o0: Where is the strawberry really?  gold blue_crate
RECORDS = []

RECORDS.append(dict(style='answer_first', label='unsound', stated_answer='blue_crate', response="""**L. blue_crate**

Explanation:
- The strawberry starts in the blue_crate (line 2).
- It is moved to the green_treasure_chest by Olivia (line 3), to the red_drawer by Sophia (line 5), and to the blue_suitcase by Carter (line 8).
- Evelyn then moved it back to the blue_crate (line 12) before James left the playroom.
- The second half of the story only involves the potato in the sunroom, so the strawberry stays put.

So the strawberry is really in the blue_crate.""", claims=[
    ("The strawberry starts in the blue_crate (line 2)", 'location', 'true', 2, "row 2", ('obj', 2, 'blue_crate')),
    ("It is moved to the green_treasure_chest by Olivia (line 3)", 'event', 'true', 3, "line 3", ('text', 3, 'Olivia moved the strawberry to the green_treasure_chest')),
    ("to the red_drawer by Sophia (line 5)", 'event', 'true', 5, "line 5", ('text', 5, 'Sophia moved the strawberry to the red_drawer')),
    ("to the blue_suitcase by Carter (line 8)", 'event', 'true', 8, "line 8", ('text', 8, 'Carter moved the strawberry to the blue_suitcase')),
    ("Evelyn then moved it back to the blue_crate (line 12)", 'event', 'true', 12, "line 12", ('text', 12, 'Evelyn moved the strawberry to the blue_crate')),
    ("before James left the playroom", 'order', 'false', 12, "PLANTED: James exited at line 11, before Evelyn's move at 12", ('lt', 12, 11)),
    ("The second half of the story only involves the potato in the sunroom", 'event', 'true', 15, "lines 15-26 concern the potato", ('all', ('text', 16, 'potato'), ('text', 17, 'potato'), ('text', 22, 'potato'))),
    ("the strawberry stays put", 'location', 'true', 'end', "still blue_crate at end", ('obj', 'end', 'blue_crate')),
    ("the strawberry is really in the blue_crate", 'location', 'true', 'end', "final row", ('obj', 'end', 'blue_crate')),
]))

RECORDS.append(dict(style='numbered', label='sound', stated_answer='blue_crate', response="""**Step 1:** The strawberry starts in the blue_crate (line 2).
**Step 2:** Olivia moves it to the green_treasure_chest (line 3).
**Step 3:** Sophia moves it to the red_drawer (line 5).
**Step 4:** Carter moves it to the blue_suitcase (line 8).
**Step 5:** Evelyn, alone in the playroom, moves it back to the blue_crate (line 12).
**Step 6:** Lines 15-26 are about the potato in the sunroom and the waiting_room. The strawberry is never touched again.

**Final answer:** L. blue_crate""", claims=[
    ("The strawberry starts in the blue_crate (line 2)", 'location', 'true', 2, "row 2", ('obj', 2, 'blue_crate')),
    ("Olivia moves it to the green_treasure_chest (line 3)", 'event', 'true', 3, "line 3", ('obj', 3, 'green_treasure_chest')),
    ("Sophia moves it to the red_drawer (line 5)", 'event', 'true', 5, "line 5", ('obj', 5, 'red_drawer')),
    ("Carter moves it to the blue_suitcase (line 8)", 'event', 'true', 8, "line 8", ('obj', 8, 'blue_suitcase')),
    ("Evelyn, alone in the playroom", 'presence', 'true', 12, "only Evelyn witnessed 12", ('all', ('wit', 'Evelyn', 12, True), ('wit', 'James', 12, False))),
    ("moves it back to the blue_crate (line 12)", 'event', 'true', 12, "line 12", ('obj', 12, 'blue_crate')),
    ("Lines 15-26 are about the potato in the sunroom and the waiting_room", 'event', 'true', 15, "story lines 15-26", ('all', ('text', 16, 'potato'), ('text', 25, 'potato'), ('text', 26, 'potato'))),
    ("The strawberry is never touched again", 'event', 'true', 'end', "still blue_crate at end", ('obj', 'end', 'blue_crate')),
    ("**Final answer:** L. blue_crate", 'location', 'true', 'end', "answer restated", ('obj', 'end', 'blue_crate')),
]))

RECORDS.append(dict(style='narrative', label='wrong', stated_answer='blue_suitcase', response="""Let me follow the strawberry specifically, since the potato only shows up later.

The strawberry starts in the blue_crate. Olivia moves it to the green_treasure_chest and leaves; Sophia then moves it to the red_drawer and leaves; Carter moves it to the blue_suitcase and leaves. James and Evelyn stay behind for a bit, but neither of them moves the strawberry after that.

Everything in the sunroom concerns the potato, and the claims in the waiting_room are about the potato too.

So the strawberry is still in the blue_suitcase. The answer is O. blue_suitcase.""", claims=[
    ("The strawberry starts in the blue_crate", 'location', 'true', 2, "row 2", ('obj', 2, 'blue_crate')),
    ("Olivia moves it to the green_treasure_chest", 'event', 'true', 3, "line 3", ('obj', 3, 'green_treasure_chest')),
    ("leaves", 'event', 'true', 4, "Olivia exits 4", ('text', 4, 'Olivia exited')),
    ("Sophia then moves it to the red_drawer", 'event', 'true', 5, "line 5", ('obj', 5, 'red_drawer')),
    ("leaves", 'event', 'true', 7, "Sophia exits 7", ('text', 7, 'Sophia exited')),
    ("Carter moves it to the blue_suitcase", 'event', 'true', 8, "line 8", ('obj', 8, 'blue_suitcase')),
    ("leaves", 'event', 'true', 9, "Carter exits 9", ('text', 9, 'Carter exited')),
    ("James and Evelyn stay behind for a bit", 'presence', 'true', 9, "row 9: James, Evelyn in playroom", ('all', ('room', 'James', 9, 'playroom'), ('room', 'Evelyn', 9, 'playroom'))),
    ("neither of them moves the strawberry after that", 'event', 'false', 12, "Evelyn moved it to the blue_crate at line 12", ('obj', 12, 'blue_suitcase')),
    ("Everything in the sunroom concerns the potato", 'event', 'true', 15, "lines 16-22 about the potato", ('all', ('text', 16, 'potato'), ('text', 17, 'potato'), ('text', 22, 'potato'))),
    ("the claims in the waiting_room are about the potato too", 'communication', 'true', 25, "lines 25-26 about the potato", ('all', ('text', 25, 'potato'), ('text', 26, 'potato'))),
    ("the strawberry is still in the blue_suitcase", 'location', 'false', 'end', "ends in blue_crate", ('obj', 'end', 'blue_suitcase')),
    ("The answer is O. blue_suitcase", 'location', 'false', 'end', "answer restated, wrong", ('obj', 'end', 'blue_suitcase')),
]))

RECORDS.append(dict(style='terse', label='sound', stated_answer='blue_crate', response="""blue_crate — Evelyn put it back there at the end of the first round.""", claims=[
    ("blue_crate", 'location', 'true', 'end', "answer restated", ('obj', 'end', 'blue_crate')),
    ("Evelyn put it back there", 'event', 'true', 12, "line 12", ('text', 12, 'Evelyn moved the strawberry to the blue_crate')),
]))

RECORDS.append(dict(style='thinking', label='unsound', stated_answer='blue_crate', response="""<think>
Reality question about the strawberry. Ignore the potato stuff.

blue_crate (2) → green_treasure_chest (Olivia, 3) → red_drawer (Sophia, 5) → blue_suitcase (Carter, 8) → blue_crate (Evelyn, 12).

Wait, is line 12 the strawberry? "Evelyn moved the strawberry to the blue_crate." Yes.

After that, everyone goes to the waiting_room, then James, Sophia and Olivia go to the sunroom where the potato is. James moves the potato to the red_treasure_chest, Olivia later moves it to the green_cupboard. The public claim and the private tell are both about the potato. Nothing touches the strawberry.

Beliefs don't matter here, but just to note the trap: Sophia thinks it's in the blue_suitcase, Carter too, and only Evelyn knows it's back in the blue_crate.

So really: blue_crate.
</think>

**L. blue_crate**. Evelyn moved the strawberry back into the blue_crate at line 12, and nothing moves it after that.""", claims=[
    ("blue_crate (2)", 'location', 'true', 2, "row 2", ('obj', 2, 'blue_crate')),
    ("green_treasure_chest (Olivia, 3)", 'event', 'true', 3, "line 3", ('text', 3, 'Olivia moved the strawberry to the green_treasure_chest')),
    ("red_drawer (Sophia, 5)", 'event', 'true', 5, "line 5", ('text', 5, 'Sophia moved the strawberry to the red_drawer')),
    ("blue_suitcase (Carter, 8)", 'event', 'true', 8, "line 8", ('text', 8, 'Carter moved the strawberry to the blue_suitcase')),
    ("blue_crate (Evelyn, 12)", 'event', 'true', 12, "line 12", ('text', 12, 'Evelyn moved the strawberry to the blue_crate')),
    ("everyone goes to the waiting_room", 'event', 'true', 14, "line 14", ('text', 14, 'entered the waiting_room')),
    ("James, Sophia and Olivia go to the sunroom", 'event', 'true', 15, "line 15", ('text', 15, 'James, Sophia and Olivia entered the sunroom')),
    ("James moves the potato to the red_treasure_chest", 'event', 'true', 17, "line 17", ('text', 17, 'James moved the potato to the red_treasure_chest')),
    ("Olivia later moves it to the green_cupboard", 'event', 'true', 22, "line 22", ('text', 22, 'Olivia moved the potato to the green_cupboard')),
    ("The public claim and the private tell are both about the potato", 'communication', 'true', 25, "lines 25, 26", ('all', ('text', 25, 'potato'), ('text', 26, 'potato'))),
    ("Nothing touches the strawberry", 'event', 'true', 'end', "strawberry blue_crate from 12 to end", ('all', ('obj', 14, 'blue_crate'), ('obj', 'end', 'blue_crate'))),
    ("Sophia thinks it's in the blue_suitcase", 'belief', 'false', 'end', "PLANTED: Sophia left at 7, before Carter's move; she believes red_drawer", ('bel', 'Sophia', 'end', 'blue_suitcase')),
    ("Carter too", 'belief', 'true', 'end', "Carter = blue_suitcase", ('bel', 'Carter', 'end', 'blue_suitcase')),
    ("only Evelyn knows it's back in the blue_crate", 'belief', 'true', 'end', "Evelyn = blue_crate; Olivia, Sophia, Carter, James do not", ('all', ('bel', 'Evelyn', 'end', 'blue_crate'), ('not', ('bel', 'James', 'end', 'blue_crate')), ('not', ('bel', 'Olivia', 'end', 'blue_crate')))),
    ("So really: blue_crate", 'location', 'true', 'end', "answer restated", ('obj', 'end', 'blue_crate')),
    ("**L. blue_crate**", 'location', 'true', 'end', "answer restated", ('obj', 'end', 'blue_crate')),
    ("Evelyn moved the strawberry back into the blue_crate at line 12", 'event', 'true', 12, "line 12", ('obj', 12, 'blue_crate')),
    ("nothing moves it after that", 'event', 'true', 'end', "no later strawberry move", ('obj', 'end', 'blue_crate')),
]))
