# Q14 s6821-4-o4: Where does Lucas think Lily thinks Chloe thinks Ethan thinks the orange is?  gold green_envelope
C = 'Lucas -> Lily -> Chloe -> Ethan'
RECORDS = []

RECORDS.append(dict(style='answer_first', label='sound', stated_answer='green_envelope', response="""**Answer: J. green_envelope**

Explanation:
- Ethan moves the orange from the blue_cupboard to the green_envelope (line 3) in front of all five people, then exits (line 4).
- Ethan never sees the orange again, and Lucas, Lily and Chloe all watched him leave, so each of them knows Ethan's last view was the green_envelope.
- The later moves (Lucas → red_drawer, Chloe → blue_suitcase, Ella → blue_cupboard) happen without Ethan.
- Note that Lucas thinks Lily thinks Chloe thinks it's in the red_drawer, because all three saw Lucas's move, but the question goes one level further, to Ethan.

So the chain ends at the green_envelope.""", claims=[
    ("Ethan moves the orange from the blue_cupboard to the green_envelope (line 3)", 'event', 'true', 3, "rows 2-3", ('all', ('obj', 2, 'blue_cupboard'), ('obj', 3, 'green_envelope'), ('text', 3, 'Ethan moved'))),
    ("in front of all five people", 'presence', 'true', 3, "witnessed_by 3 = all", ('all', ('wit', 'Lucas', 3, True), ('wit', 'Lily', 3, True), ('wit', 'Chloe', 3, True), ('wit', 'Ella', 3, True))),
    ("then exits (line 4)", 'event', 'true', 4, "line 4", ('text', 4, 'Ethan exited')),
    ("Ethan never sees the orange again", 'presence', 'true', 5, "Ethan witnesses none of 5, 9, 12", ('all', ('wit', 'Ethan', 5, False), ('wit', 'Ethan', 9, False), ('wit', 'Ethan', 12, False))),
    ("Lucas, Lily and Chloe all watched him leave", 'presence', 'true', 4, "witnessed_by 4", ('all', ('wit', 'Lucas', 4, True), ('wit', 'Lily', 4, True), ('wit', 'Chloe', 4, True))),
    ("each of them knows Ethan's last view was the green_envelope", 'belief', 'true', 'end', "Lucas/Lily/Chloe -> Ethan = green_envelope", ('all', ('bel', 'Lucas -> Ethan', 'end', 'green_envelope'), ('bel', 'Lily -> Ethan', 'end', 'green_envelope'), ('bel', 'Chloe -> Ethan', 'end', 'green_envelope'))),
    ("Lucas → red_drawer", 'event', 'true', 5, "line 5", ('text', 5, 'Lucas moved the orange to the red_drawer')),
    ("Chloe → blue_suitcase", 'event', 'true', 9, "line 9", ('text', 9, 'Chloe moved the orange to the blue_suitcase')),
    ("Ella → blue_cupboard", 'event', 'true', 12, "line 12", ('text', 12, 'Ella moved the orange to the blue_cupboard')),
    ("happen without Ethan", 'presence', 'true', 5, "Ethan in no room at 5-13", ('all', ('room', 'Ethan', 5, None), ('room', 'Ethan', 12, None))),
    ("Lucas thinks Lily thinks Chloe thinks it's in the red_drawer", 'belief', 'true', 'end', "Lucas -> Lily -> Chloe = red_drawer", ('bel', 'Lucas -> Lily -> Chloe', 'end', 'red_drawer')),
    ("all three saw Lucas's move", 'presence', 'true', 5, "witnessed_by 5", ('all', ('wit', 'Lucas', 5, True), ('wit', 'Lily', 5, True), ('wit', 'Chloe', 5, True))),
    ("the chain ends at the green_envelope", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'green_envelope')),
]))

RECORDS.append(dict(style='numbered', label='wrong', stated_answer='red_drawer', response="""Let's think step by step.

1. The orange starts in the blue_cupboard (line 2).
2. Ethan moves it to the green_envelope (line 3) and leaves (line 4).
3. Lucas moves it to the red_drawer (line 5) while Lily, Chloe and Ella watch, and then leaves.
4. Lucas's last knowledge is the red_drawer, and he saw Lily and Chloe watching him, so Lucas thinks Lily thinks Chloe thinks it's in the red_drawer.
5. Since anything about Ethan has to pass through Chloe's view, the chain ends at the red_drawer too.

The answer is [red_drawer].""", claims=[
    ("The orange starts in the blue_cupboard (line 2)", 'location', 'true', 2, "row 2", ('obj', 2, 'blue_cupboard')),
    ("Ethan moves it to the green_envelope (line 3)", 'event', 'true', 3, "line 3", ('obj', 3, 'green_envelope')),
    ("leaves (line 4)", 'event', 'true', 4, "line 4", ('text', 4, 'Ethan exited')),
    ("Lucas moves it to the red_drawer (line 5)", 'event', 'true', 5, "line 5", ('text', 5, 'Lucas moved the orange to the red_drawer')),
    ("while Lily, Chloe and Ella watch", 'presence', 'true', 5, "witnessed_by 5", ('all', ('wit', 'Lily', 5, True), ('wit', 'Chloe', 5, True), ('wit', 'Ella', 5, True))),
    ("then leaves", 'event', 'true', 6, "line 6", ('text', 6, 'Lucas exited')),
    ("Lucas's last knowledge is the red_drawer", 'belief', 'true', 'end', "Lucas = red_drawer", ('bel', 'Lucas', 'end', 'red_drawer')),
    ("he saw Lily and Chloe watching him", 'presence', 'true', 5, "Lily, Chloe witnessed 5", ('all', ('wit', 'Lily', 5, True), ('wit', 'Chloe', 5, True))),
    ("Lucas thinks Lily thinks Chloe thinks it's in the red_drawer", 'belief', 'true', 'end', "Lucas -> Lily -> Chloe = red_drawer", ('bel', 'Lucas -> Lily -> Chloe', 'end', 'red_drawer')),
    ("the chain ends at the red_drawer too", 'belief', 'false', 'end', "gold chain = green_envelope", ('bel', C, 'end', 'red_drawer')),
    ("The answer is [red_drawer]", 'belief', 'false', 'end', "answer restated, wrong", ('bel', C, 'end', 'red_drawer')),
]))

RECORDS.append(dict(style='narrative', label='sound', stated_answer='green_envelope', response="""Let me work from the inside out.

The innermost person is Ethan. He moves the orange from the blue_cupboard to the green_envelope and is the first to leave the laundry, so his own picture stops at the green_envelope. Everyone else was there for that move and saw him walk out.

Chloe, Lily and Lucas each saw both things, and each saw the others seeing them, so "Ethan thinks it's in the green_envelope" holds at every level. What happens afterwards (Lucas's move to the red_drawer, Chloe's to the blue_suitcase, Ella's back to the blue_cupboard) changes where the others think the orange is, but not what they think Ethan thinks, since Ethan wasn't there.

There are no claims or private conversations in this story to complicate things.

The answer is J. green_envelope.""", claims=[
    ("He moves the orange from the blue_cupboard to the green_envelope", 'event', 'true', 3, "rows 2-3", ('all', ('obj', 2, 'blue_cupboard'), ('obj', 3, 'green_envelope'))),
    ("is the first to leave the laundry", 'order', 'true', 4, "first exit at 4", ('text', 4, 'Ethan exited')),
    ("his own picture stops at the green_envelope", 'belief', 'true', 'end', "Ethan = green_envelope", ('bel', 'Ethan', 'end', 'green_envelope')),
    ("Everyone else was there for that move and saw him walk out", 'presence', 'true', 4, "witnessed 3 and 4", ('all', ('wit', 'Lucas', 3, True), ('wit', 'Ella', 4, True), ('wit', 'Chloe', 4, True), ('wit', 'Lily', 4, True))),
    ("Chloe, Lily and Lucas each saw both things", 'presence', 'true', 4, "witnessed 3 and 4", ('all', ('wit', 'Chloe', 3, True), ('wit', 'Lily', 3, True), ('wit', 'Lucas', 4, True))),
    ("\"Ethan thinks it's in the green_envelope\" holds at every level", 'belief', 'true', 'end', "Chloe -> Ethan, Lily -> Chloe -> Ethan, full chain = green_envelope", ('all', ('bel', 'Chloe -> Ethan', 'end', 'green_envelope'), ('bel', 'Lily -> Chloe -> Ethan', 'end', 'green_envelope'), ('bel', C, 'end', 'green_envelope'))),
    ("Lucas's move to the red_drawer", 'event', 'true', 5, "line 5", ('obj', 5, 'red_drawer')),
    ("Chloe's to the blue_suitcase", 'event', 'true', 9, "line 9", ('obj', 9, 'blue_suitcase')),
    ("Ella's back to the blue_cupboard", 'event', 'true', 12, "line 12", ('obj', 12, 'blue_cupboard')),
    ("changes where the others think the orange is", 'belief', 'true', 'end', "Lucas = red_drawer, Chloe = blue_suitcase", ('all', ('bel', 'Lucas', 'end', 'red_drawer'), ('bel', 'Chloe', 'end', 'blue_suitcase'))),
    ("not what they think Ethan thinks", 'belief', 'true', 'end', "X -> Ethan stays green_envelope", ('all', ('bel', 'Lucas -> Ethan', 'end', 'green_envelope'), ('bel', 'Chloe -> Ethan', 'end', 'green_envelope'))),
    ("Ethan wasn't there", 'presence', 'true', 5, "Ethan in no room at 5-13", ('all', ('room', 'Ethan', 5, None), ('room', 'Ethan', 9, None))),
    ("There are no claims or private conversations in this story", 'communication', 'true', None, "no claim/tell lines"),
    ("The answer is J. green_envelope", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'green_envelope')),
]))

RECORDS.append(dict(style='terse', label='unsound', stated_answer='green_envelope', response="""J — Ethan moved it out of the red_cupboard into the green_envelope and walked out with everyone watching.""", claims=[
    ("J", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'green_envelope')),
    ("Ethan moved it out of the red_cupboard", 'location', 'false', 2, "PLANTED: before line 3 the orange was in the blue_cupboard", ('obj', 2, 'red_cupboard')),
    ("into the green_envelope", 'event', 'true', 3, "line 3", ('obj', 3, 'green_envelope')),
    ("walked out with everyone watching", 'presence', 'true', 4, "witnessed_by 4 = the other four", ('all', ('wit', 'Lucas', 4, True), ('wit', 'Lily', 4, True), ('wit', 'Chloe', 4, True), ('wit', 'Ella', 4, True))),
]))

RECORDS.append(dict(style='thinking', label='unsound', stated_answer='green_envelope', response="""<think>
Order 4: Lucas → Lily → Chloe → Ethan.

Timeline:
2: orange in blue_cupboard (all present)
3: Ethan → green_envelope (all present)
4: Ethan leaves
5: Lucas → red_drawer. Lily had already stepped out by then.
6: Lucas leaves
8: Lily leaves
9: Chloe → blue_suitcase
12: Ella → blue_cupboard

Ethan's belief: green_envelope — he left right after moving it. Everyone saw him leave, so everyone's model of Ethan is green_envelope. Chloe's model of Ethan: green_envelope. Lily's model of Chloe's model of Ethan: green_envelope. Lucas's model of that: same.

Hmm, is there any way Ethan could have learned later? He never goes back into the laundry, and no one talks to him. No.
</think>

**J. green_envelope**

Ethan left right after moving the orange into the green_envelope, and every other person in the chain saw him do it.""", claims=[
    ("2: orange in blue_cupboard (all present)", 'location', 'true', 2, "row 2", ('all', ('obj', 2, 'blue_cupboard'), ('wit', 'Ethan', 2, True), ('wit', 'Lucas', 2, True))),
    ("3: Ethan → green_envelope (all present)", 'event', 'true', 3, "line 3", ('all', ('obj', 3, 'green_envelope'), ('wit', 'Lily', 3, True))),
    ("4: Ethan leaves", 'event', 'true', 4, "line 4", ('text', 4, 'Ethan exited')),
    ("5: Lucas → red_drawer", 'event', 'true', 5, "line 5", ('text', 5, 'Lucas moved the orange to the red_drawer')),
    ("Lily had already stepped out by then", 'presence', 'false', 5, "PLANTED: Lily was in the laundry and witnessed line 5; she exits at 8", ('room', 'Lily', 5, None)),
    ("6: Lucas leaves", 'event', 'true', 6, "line 6", ('text', 6, 'Lucas exited')),
    ("8: Lily leaves", 'event', 'true', 8, "line 8", ('text', 8, 'Lily exited')),
    ("9: Chloe → blue_suitcase", 'event', 'true', 9, "line 9", ('text', 9, 'Chloe moved the orange to the blue_suitcase')),
    ("12: Ella → blue_cupboard", 'event', 'true', 12, "line 12", ('text', 12, 'Ella moved the orange to the blue_cupboard')),
    ("Ethan's belief: green_envelope", 'belief', 'true', 'end', "Ethan = green_envelope", ('bel', 'Ethan', 'end', 'green_envelope')),
    ("he left right after moving it", 'order', 'true', 4, "move 3, exit 4", ('lt', 3, 4)),
    ("Everyone saw him leave", 'presence', 'true', 4, "witnessed_by 4 = the other four", ('all', ('wit', 'Lucas', 4, True), ('wit', 'Lily', 4, True), ('wit', 'Chloe', 4, True), ('wit', 'Ella', 4, True))),
    ("everyone's model of Ethan is green_envelope", 'belief', 'true', 'end', "X -> Ethan = green_envelope", ('all', ('bel', 'Lucas -> Ethan', 'end', 'green_envelope'), ('bel', 'Lily -> Ethan', 'end', 'green_envelope'), ('bel', 'Chloe -> Ethan', 'end', 'green_envelope'))),
    ("Chloe's model of Ethan: green_envelope", 'belief', 'true', 'end', "Chloe -> Ethan", ('bel', 'Chloe -> Ethan', 'end', 'green_envelope')),
    ("Lily's model of Chloe's model of Ethan: green_envelope", 'belief', 'true', 'end', "Lily -> Chloe -> Ethan", ('bel', 'Lily -> Chloe -> Ethan', 'end', 'green_envelope')),
    ("Lucas's model of that: same", 'belief', 'true', 'end', "gold chain", ('bel', C, 'end', 'green_envelope')),
    ("He never goes back into the laundry", 'presence', 'true', 'end', "Ethan absent from the laundry 4-14", ('all', ('room', 'Ethan', 13, None), ('room', 'Ethan', 14, 'waiting_room'))),
    ("no one talks to him", 'communication', 'true', None, "no claim/tell lines"),
    ("**J. green_envelope**", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'green_envelope')),
    ("Ethan left right after moving the orange into the green_envelope", 'order', 'true', 4, "move 3, exit 4", ('all', ('obj', 3, 'green_envelope'), ('text', 4, 'Ethan exited'))),
    ("every other person in the chain saw him do it", 'presence', 'true', 3, "Lucas, Lily, Chloe witnessed 3", ('all', ('wit', 'Lucas', 3, True), ('wit', 'Lily', 3, True), ('wit', 'Chloe', 3, True))),
]))
