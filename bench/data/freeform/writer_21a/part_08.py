# Q8 s6821-6-o1: Where does Ethan really think the pumpkin is?  gold green_suitcase
RECORDS = []

RECORDS.append(dict(style='answer_first', label='unsound', stated_answer='green_suitcase', response="""**B. green_suitcase**

Explanation:
- The pumpkin is placed in the green_suitcase at line 2, while Ethan is present.
- Ethan leaves at line 4, and the pumpkin hasn't moved at that point.
- Mason moves it to the green_basket (line 7) with Emma, Lily and Aria watching, but Ethan is already gone.
- Ethan never returns to the sunroom and nobody tells him anything.

So Ethan still thinks the pumpkin is in the green_suitcase.""", claims=[
    ("The pumpkin is placed in the green_suitcase at line 2", 'location', 'true', 2, "row 2", ('obj', 2, 'green_suitcase')),
    ("while Ethan is present", 'presence', 'true', 2, "Ethan witnessed 2", ('wit', 'Ethan', 2, True)),
    ("Ethan leaves at line 4", 'event', 'true', 4, "line 4", ('text', 4, 'Ethan exited')),
    ("the pumpkin hasn't moved at that point", 'location', 'true', 4, "still green_suitcase at 4", ('obj', 4, 'green_suitcase')),
    ("Mason moves it to the green_basket (line 7)", 'event', 'true', 7, "line 7", ('text', 7, 'Mason moved the pumpkin to the green_basket')),
    ("with Emma, Lily and Aria watching", 'presence', 'false', 7, "PLANTED: Emma had left at line 6; only Mason, Lily, Aria saw line 7", ('wit', 'Emma', 7, True)),
    ("Ethan is already gone", 'presence', 'true', 7, "Ethan not in sunroom at 7", ('room', 'Ethan', 7, None)),
    ("Ethan never returns to the sunroom", 'presence', 'true', 'end', "Ethan never re-enters the sunroom", ('all', ('room', 'Ethan', 12, None), ('room', 'Ethan', 13, 'waiting_room'))),
    ("nobody tells him anything", 'communication', 'true', None, "no claim or tell lines in the story"),
    ("So Ethan still thinks the pumpkin is in the green_suitcase", 'belief', 'true', 'end', "answer restated", ('bel', 'Ethan', 'end', 'green_suitcase')),
]))

RECORDS.append(dict(style='numbered', label='unsupported', stated_answer='green_suitcase', response="""Let's think step by step.

1. The question asks for Ethan's belief, not where the pumpkin actually ends up.
2. A person's belief depends on what they were able to observe.
3. Based on what Ethan observed, he believes the pumpkin is in the green_suitcase.

The answer is [green_suitcase].""", claims=[
    ("he believes the pumpkin is in the green_suitcase", 'belief', 'true', 'end', "answer restated", ('bel', 'Ethan', 'end', 'green_suitcase')),
    ("The answer is [green_suitcase]", 'belief', 'true', 'end', "answer restated", ('bel', 'Ethan', 'end', 'green_suitcase')),
]))

RECORDS.append(dict(style='narrative', label='sound', stated_answer='green_suitcase', response="""Let me think about what Ethan actually saw.

Ethan is there when the pumpkin is put in the green_suitcase, but he's also the very first person to leave: he waits a minute and walks out at line 4. The only move in the whole story, Mason's shift of the pumpkin to the green_basket, happens at line 7, well after Ethan, and Emma too, had left. Afterwards everyone simply ends up in the waiting_room, and no one says anything about the pumpkin.

So Ethan's belief is stuck where he last saw it. The answer is B. green_suitcase.""", claims=[
    ("Ethan is there when the pumpkin is put in the green_suitcase", 'presence', 'true', 2, "Ethan witnessed 2", ('all', ('wit', 'Ethan', 2, True), ('obj', 2, 'green_suitcase'))),
    ("he's also the very first person to leave", 'order', 'true', 4, "first exit at 4", ('text', 4, 'Ethan exited')),
    ("he waits a minute and walks out at line 4", 'event', 'true', 4, "lines 3-4", ('all', ('text', 3, 'Ethan made no movements'), ('text', 4, 'Ethan exited'))),
    ("The only move in the whole story, Mason's shift of the pumpkin to the green_basket, happens at line 7", 'event', 'true', 7, "single move at 7", ('all', ('obj', 6, 'green_suitcase'), ('obj', 7, 'green_basket'), ('obj', 'end', 'green_basket'))),
    ("well after Ethan, and Emma too, had left", 'order', 'true', 7, "exits 4 and 6 before 7", ('all', ('text', 4, 'Ethan exited'), ('text', 6, 'Emma exited'))),
    ("everyone simply ends up in the waiting_room", 'presence', 'true', 13, "row 13", ('all', ('room', 'Ethan', 13, 'waiting_room'), ('room', 'Mason', 13, 'waiting_room'), ('room', 'Aria', 13, 'waiting_room'))),
    ("no one says anything about the pumpkin", 'communication', 'true', None, "no claim or tell lines"),
    ("Ethan's belief is stuck where he last saw it", 'belief', 'true', 'end', "Ethan = green_suitcase", ('bel', 'Ethan', 'end', 'green_suitcase')),
    ("The answer is B. green_suitcase", 'belief', 'true', 'end', "answer restated", ('bel', 'Ethan', 'end', 'green_suitcase')),
]))

RECORDS.append(dict(style='terse', label='unsound', stated_answer='green_suitcase', response="""B — Mason put it in the red_basket, but only after Ethan had left.""", claims=[
    ("B", 'belief', 'true', 'end', "answer restated", ('bel', 'Ethan', 'end', 'green_suitcase')),
    ("Mason put it in the red_basket", 'event', 'false', 7, "PLANTED: Mason moved it to the green_basket", ('obj', 7, 'red_basket')),
    ("only after Ethan had left", 'order', 'true', 7, "Ethan exit 4 < move 7", ('lt', 4, 7)),
]))

RECORDS.append(dict(style='thinking', label='wrong', stated_answer='green_basket', response="""<think>
Ethan... Line 2 green_suitcase, Ethan present. Line 4 Ethan exits. Line 7 Mason moves it to the green_basket — Ethan was gone. So Ethan should believe green_suitcase.

But wait, the question says "really". Hmm, maybe that's asking where it really is from Ethan's point of view once everyone is together again. They're all in the waiting_room at line 13, and Mason is there with them, so Ethan would have caught up with what happened. Nothing explicit, but I think the intended reading is the actual location.

Going with green_basket.
</think>

D. green_basket""", claims=[
    ("Line 2 green_suitcase", 'location', 'true', 2, "row 2", ('obj', 2, 'green_suitcase')),
    ("Ethan present", 'presence', 'true', 2, "Ethan witnessed 2", ('wit', 'Ethan', 2, True)),
    ("Line 4 Ethan exits", 'event', 'true', 4, "line 4", ('text', 4, 'Ethan exited')),
    ("Line 7 Mason moves it to the green_basket", 'event', 'true', 7, "line 7", ('text', 7, 'Mason moved the pumpkin to the green_basket')),
    ("Ethan was gone", 'presence', 'true', 7, "Ethan in no room at 7", ('room', 'Ethan', 7, None)),
    ("They're all in the waiting_room at line 13", 'presence', 'true', 13, "row 13", ('all', ('room', 'Ethan', 13, 'waiting_room'), ('room', 'Lily', 13, 'waiting_room'))),
    ("Mason is there with them", 'presence', 'true', 13, "Mason in waiting_room", ('room', 'Mason', 13, 'waiting_room')),
    ("Ethan would have caught up with what happened", 'belief', 'false', 13, "Ethan still believes green_suitcase at 13", ('bel', 'Ethan', 13, 'green_basket')),
    ("Going with green_basket", 'belief', 'false', 'end', "answer restated, wrong: Ethan = green_suitcase", ('bel', 'Ethan', 'end', 'green_basket')),
    ("D. green_basket", 'belief', 'false', 'end', "answer restated, wrong", ('bel', 'Ethan', 'end', 'green_basket')),
]))
