# Q3 s6821-19-o4: Where does William think Jackson thinks Mia thinks James thinks the potato is?  gold blue_crate
C = 'William -> Jackson -> Mia -> James'
RECORDS = []

RECORDS.append(dict(style='answer_first', label='sound', stated_answer='blue_crate', response="""**Answer: J. blue_crate**

Explanation:
Jackson moved the potato from the red_crate to the blue_crate (line 4) while all five were in the back_yard, and then he was the first to leave (line 5). Nothing that happens to the potato afterwards is seen by Jackson; he never goes back to the back_yard. So in Jackson's mind, Mia thinks James thinks it is in the blue_crate, and William, who watched all of this, knows it.

Mia's later move to the blue_bathtub (line 22) and her public claim (line 25) don't reach that chain.""", claims=[
    ("Jackson moved the potato from the red_crate to the blue_crate (line 4)", 'event', 'true', 4, "line 4", ('all', ('obj', 3, 'red_crate'), ('obj', 4, 'blue_crate'), ('text', 4, 'Jackson moved'))),
    ("while all five were in the back_yard", 'presence', 'true', 4, "witnessed_by 4 = all five", ('all', ('wit', 'Olivia', 4, True), ('wit', 'William', 4, True), ('wit', 'Mia', 4, True), ('wit', 'James', 4, True))),
    ("he was the first to leave (line 5)", 'order', 'true', 5, "line 5 is the first exit", ('text', 5, 'Jackson exited')),
    ("Nothing that happens to the potato afterwards is seen by Jackson", 'presence', 'true', 22, "Jackson did not witness line 22", ('wit', 'Jackson', 22, False)),
    ("he never goes back to the back_yard", 'presence', 'true', 16, "Jackson stays in waiting_room at 16-23", ('all', ('room', 'Jackson', 16, 'waiting_room'), ('room', 'Jackson', 22, 'waiting_room'))),
    ("in Jackson's mind, Mia thinks James thinks it is in the blue_crate", 'belief', 'true', 'end', "Jackson -> Mia -> James = blue_crate", ('bel', 'Jackson -> Mia -> James', 'end', 'blue_crate')),
    ("William, who watched all of this, knows it", 'belief', 'true', 'end', "William -> Jackson -> Mia -> James = blue_crate", ('bel', C, 'end', 'blue_crate')),
    ("Mia's later move to the blue_bathtub (line 22)", 'event', 'true', 22, "line 22", ('obj', 22, 'blue_bathtub')),
    ("her public claim (line 25) don't reach that chain", 'communication', 'true', 25, "chain stays blue_crate at 25", ('bel', C, 25, 'blue_crate')),
]))

RECORDS.append(dict(style='numbered', label='wrong', stated_answer='red_crate', response="""**Step 1: Track the potato**
- Line 3: red_crate.
- Line 4: Jackson moves it to the blue_crate.
- Line 22: Mia moves it to the blue_bathtub while she is alone.

**Step 2: Track who saw what**
- Jackson, Olivia, James, William and Mia all saw the move to the blue_crate.
- Only Mia saw the move to the blue_bathtub.

**Step 3: The public claim**
Mia publicly claims the potato is in the red_crate (line 25). Everyone is in the waiting_room and hears it, so everyone updates to the red_crate.

**Step 4: Nested belief**
Since the claim was public, William thinks Jackson thinks Mia thinks James thinks the potato is in the red_crate.

**Answer:** G. red_crate""", claims=[
    ("Line 3: red_crate", 'location', 'true', 3, "row 3", ('obj', 3, 'red_crate')),
    ("Line 4: Jackson moves it to the blue_crate", 'event', 'true', 4, "line 4", ('text', 4, 'Jackson moved the potato to the blue_crate')),
    ("Line 22: Mia moves it to the blue_bathtub", 'event', 'true', 22, "line 22", ('text', 22, 'Mia moved the potato to the blue_bathtub')),
    ("while she is alone", 'presence', 'true', 22, "only Mia witnessed 22", ('all', ('wit', 'James', 22, False), ('wit', 'William', 22, False), ('wit', 'Mia', 22, True))),
    ("Jackson, Olivia, James, William and Mia all saw the move to the blue_crate", 'presence', 'true', 4, "witnessed_by 4", ('all', ('wit', 'Jackson', 4, True), ('wit', 'Olivia', 4, True), ('wit', 'James', 4, True), ('wit', 'William', 4, True), ('wit', 'Mia', 4, True))),
    ("Only Mia saw the move to the blue_bathtub", 'presence', 'true', 22, "witnessed_by 22 = Mia", ('wit', 'William', 22, False)),
    ("Mia publicly claims the potato is in the red_crate (line 25)", 'communication', 'true', 25, "line 25", ('text', 25, 'Mia publicly claimed that potato is in the red_crate')),
    ("Everyone is in the waiting_room and hears it", 'presence', 'true', 25, "all five in waiting_room, witnessed 25", ('all', ('wit', 'Jackson', 25, True), ('wit', 'Olivia', 25, True), ('room', 'Mia', 25, 'waiting_room'))),
    ("everyone updates to the red_crate", 'belief', 'false', 25, "Mia herself still believes blue_bathtub (speaker unchanged)", ('all', ('bel', 'Mia', 25, 'red_crate'), ('bel', 'Jackson', 25, 'red_crate'))),
    ("William thinks Jackson thinks Mia thinks James thinks the potato is in the red_crate", 'belief', 'false', 'end', "gold chain = blue_crate", ('bel', C, 'end', 'red_crate')),
]))

RECORDS.append(dict(style='narrative', label='unsound', stated_answer='blue_crate', response="""Let me work through who saw what.

In the first visit all five are in the back_yard when the potato goes into the red_crate and when Jackson moves it to the blue_crate. Jackson leaves immediately after that move, so the last thing he sees happen to the potato is the blue_crate move, and everyone there saw him see it.

The second visit brings William, James, Mia and Olivia back to the back_yard; the potato is still in the blue_crate. William and then James leave, and only after that does Mia, alone, move it to the blue_bathtub. Jackson wasn't around for any of this.

Then Mia publicly says it's in the red_crate, and William privately tells Mia it's in the blue_crate. Those statements shift some people's own beliefs, but they don't touch what William attributes to Jackson about Mia and James.

The answer is J. blue_crate.""", claims=[
    ("all five are in the back_yard when the potato goes into the red_crate", 'presence', 'true', 3, "witnessed_by 3 = all", ('all', ('wit', 'Jackson', 3, True), ('wit', 'William', 3, True), ('obj', 3, 'red_crate'))),
    ("when Jackson moves it to the blue_crate", 'presence', 'true', 4, "all five witnessed 4", ('all', ('wit', 'Jackson', 4, True), ('wit', 'James', 4, True), ('obj', 4, 'blue_crate'))),
    ("Jackson leaves immediately after that move", 'order', 'true', 5, "exit at 5 right after move at 4", ('text', 5, 'Jackson exited')),
    ("the last thing he sees happen to the potato is the blue_crate move", 'presence', 'true', 4, "Jackson does not witness 22", ('wit', 'Jackson', 22, False)),
    ("everyone there saw him see it", 'presence', 'true', 4, "all witnessed 4", ('wit', 'Mia', 4, True)),
    ("The second visit brings William, James, Mia and Olivia back to the back_yard", 'presence', 'false', 16, "PLANTED: only William, James and Mia re-entered; Olivia stayed in the waiting_room", ('room', 'Olivia', 16, 'back_yard')),
    ("the potato is still in the blue_crate", 'location', 'true', 17, "row 17", ('obj', 17, 'blue_crate')),
    ("William and then James leave", 'order', 'true', 19, "William exits 19, James 21", ('all', ('text', 19, 'William exited'), ('text', 21, 'James exited'))),
    ("only after that does Mia, alone, move it to the blue_bathtub", 'event', 'true', 22, "line 22, Mia alone", ('all', ('obj', 22, 'blue_bathtub'), ('wit', 'James', 22, False))),
    ("Jackson wasn't around for any of this", 'presence', 'true', 16, "Jackson in waiting_room 16-23", ('all', ('room', 'Jackson', 17, 'waiting_room'), ('room', 'Jackson', 22, 'waiting_room'))),
    ("Mia publicly says it's in the red_crate", 'communication', 'true', 25, "line 25", ('text', 25, 'Mia publicly claimed that potato is in the red_crate')),
    ("William privately tells Mia it's in the blue_crate", 'communication', 'true', 26, "line 26", ('text', 26, 'William privately told Mia that the potato is in the blue_crate')),
    ("Those statements shift some people's own beliefs", 'communication', 'true', 25, "e.g. Jackson's own belief becomes red_crate at 25", ('bel', 'Jackson', 25, 'red_crate')),
    ("they don't touch what William attributes to Jackson about Mia and James", 'communication', 'true', 'end', "chain blue_crate at 24 and at end", ('all', ('bel', C, 24, 'blue_crate'), ('bel', C, 'end', 'blue_crate'))),
    ("The answer is J. blue_crate", 'belief', 'true', 'end', "gold chain", ('bel', C, 'end', 'blue_crate')),
]))

RECORDS.append(dict(style='terse', label='sound', stated_answer='blue_crate', response="""J. blue_crate — Jackson moved it there in front of everyone and left right away; he never saw it move again.""", claims=[
    ("J. blue_crate", 'belief', 'true', 'end', "gold chain", ('bel', C, 'end', 'blue_crate')),
    ("Jackson moved it there in front of everyone", 'event', 'true', 4, "line 4, witnessed by all", ('all', ('obj', 4, 'blue_crate'), ('wit', 'William', 4, True), ('wit', 'Mia', 4, True))),
    ("left right away", 'order', 'true', 5, "exit at line 5", ('text', 5, 'Jackson exited')),
    ("he never saw it move again", 'presence', 'true', 22, "Jackson did not witness 22", ('wit', 'Jackson', 22, False)),
]))

RECORDS.append(dict(style='thinking', label='unsound', stated_answer='blue_crate', response="""<think>
Fourth order. William → Jackson → Mia → James. Let me find the last point where they were all together with the potato.

Line 3: red_crate, all five present. Line 4: Jackson moves it to the blue_crate, all five present. Line 5: Jackson leaves. Jackson never comes back to the back_yard — the second trip at line 16 is only William, James and Mia.

So anything seen from Jackson's side is stuck at line 4 for the potato's position. Hmm, but wait, the public claim at 25 — Mia says red_crate, and Jackson is in the waiting_room hearing it. Jackson exited at 5 and Mia at 13 (first round), so Jackson trusts Mia and adopts red_crate himself. Does that propagate into Jackson's idea of what Mia thinks James thinks? That's about what Mia believes James believes, and the claim doesn't tell Jackson anything about that. Jackson still thinks Mia thinks it's in the blue_crate, and Mia → James is blue_crate too from Jackson's side.

And William? William saw Jackson move it and leave, so William's model of Jackson's chain is the same: blue_crate. William's private tell to Mia at 26 is blue_crate, which doesn't change anything here.

So blue_crate.
</think>

The answer is **J. blue_crate**. Jackson moved the potato into the blue_crate with everyone watching and left right away, so the chain William → Jackson → Mia → James stays at the blue_crate.""", claims=[
    ("Line 3: red_crate, all five present", 'location', 'true', 3, "row 3, all witnessed", ('all', ('obj', 3, 'red_crate'), ('wit', 'Olivia', 3, True))),
    ("Line 4: Jackson moves it to the blue_crate, all five present", 'event', 'true', 4, "line 4", ('all', ('obj', 4, 'blue_crate'), ('wit', 'Mia', 4, True))),
    ("Line 5: Jackson leaves", 'event', 'true', 5, "line 5", ('text', 5, 'Jackson exited')),
    ("Jackson never comes back to the back_yard", 'presence', 'true', 16, "Jackson stays in waiting_room", ('room', 'Jackson', 17, 'waiting_room')),
    ("the second trip at line 16 is only William, James and Mia", 'event', 'true', 16, "line 16", ('text', 16, 'William, James and Mia entered the back_yard')),
    ("Mia says red_crate", 'communication', 'true', 25, "line 25", ('text', 25, 'Mia publicly claimed that potato is in the red_crate')),
    ("Jackson is in the waiting_room hearing it", 'presence', 'true', 25, "Jackson witnessed 25", ('all', ('room', 'Jackson', 25, 'waiting_room'), ('wit', 'Jackson', 25, True))),
    ("Jackson exited at 5 and Mia at 13", 'event', 'true', 13, "lines 5 and 13", ('all', ('text', 5, 'Jackson exited'), ('text', 13, 'Mia exited'))),
    ("Jackson trusts Mia and adopts red_crate himself", 'belief', 'true', 25, "Jackson = red_crate at 25", ('bel', 'Jackson', 25, 'red_crate')),
    ("the claim doesn't tell Jackson anything about that", 'communication', 'true', 25, "Jackson -> Mia -> James stays blue_crate", ('bel', 'Jackson -> Mia -> James', 25, 'blue_crate')),
    ("Jackson still thinks Mia thinks it's in the blue_crate", 'belief', 'false', 'end', "PLANTED: Jackson -> Mia = red_crate after line 25", ('bel', 'Jackson -> Mia', 'end', 'blue_crate')),
    ("Mia → James is blue_crate too from Jackson's side", 'belief', 'true', 'end', "Jackson -> Mia -> James = blue_crate", ('bel', 'Jackson -> Mia -> James', 'end', 'blue_crate')),
    ("William saw Jackson move it and leave", 'presence', 'true', 5, "William witnessed 4 and 5", ('all', ('wit', 'William', 4, True), ('wit', 'William', 5, True))),
    ("William's model of Jackson's chain is the same: blue_crate", 'belief', 'true', 'end', "gold chain", ('bel', C, 'end', 'blue_crate')),
    ("William's private tell to Mia at 26 is blue_crate", 'communication', 'true', 26, "line 26", ('text', 26, 'William privately told Mia that the potato is in the blue_crate')),
    ("which doesn't change anything here", 'communication', 'true', 26, "chain unchanged at 26", ('all', ('bel', C, 25, 'blue_crate'), ('bel', C, 26, 'blue_crate'))),
    ("The answer is **J. blue_crate**", 'belief', 'true', 'end', "gold chain", ('bel', C, 'end', 'blue_crate')),
    ("Jackson moved the potato into the blue_crate with everyone watching", 'event', 'true', 4, "line 4", ('all', ('obj', 4, 'blue_crate'), ('wit', 'James', 4, True))),
    ("left right away", 'order', 'true', 5, "exit at 5", ('text', 5, 'Jackson exited')),
    ("the chain William → Jackson → Mia → James stays at the blue_crate", 'belief', 'true', 'end', "gold chain", ('bel', C, 'end', 'blue_crate')),
]))
