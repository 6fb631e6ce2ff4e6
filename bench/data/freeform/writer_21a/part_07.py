# Q7 s6821-18-o3: Where does William think Lily thinks Aria thinks the turnip is?  gold red_bathtub
C = 'William -> Lily -> Aria'
RECORDS = []

RECORDS.append(dict(style='answer_first', label='wrong', stated_answer='red_crate', response="""**Answer: O. red_crate**

Explanation:
Aria moved the turnip to the red_crate herself (line 7), so Aria knows it's in the red_crate. William was in the playroom when she did it and saw it happen. Since William knows Aria made that move, he would figure that Lily also expects Aria to believe it's in the red_crate. So William thinks Lily thinks Aria thinks the turnip is in the red_crate.""", claims=[
    ("Aria moved the turnip to the red_crate herself (line 7)", 'event', 'true', 7, "line 7", ('text', 7, 'Aria moved the turnip to the red_crate')),
    ("Aria knows it's in the red_crate", 'belief', 'true', 'end', "Aria = red_crate at end", ('bel', 'Aria', 'end', 'red_crate')),
    ("William was in the playroom when she did it and saw it happen", 'presence', 'true', 7, "William witnessed 7", ('wit', 'William', 7, True)),
    ("he would figure that Lily also expects Aria to believe it's in the red_crate", 'belief', 'false', 'end', "William -> Lily -> Aria = red_bathtub", ('bel', C, 'end', 'red_crate')),
    ("So William thinks Lily thinks Aria thinks the turnip is in the red_crate", 'belief', 'false', 'end', "gold = red_bathtub", ('bel', C, 'end', 'red_crate')),
]))

RECORDS.append(dict(style='numbered', label='sound', stated_answer='red_bathtub', response="""1. **Initial placement:** The turnip is in the green_suitcase (line 2), seen by all five.
2. **Lily's move:** Lily moves it to the red_bathtub (line 3) in front of everyone, then exits (line 4).
3. **After Lily leaves:** Mila moves it to the blue_bucket, Aria to the red_crate, and William to the green_suitcase. Lily sees none of these.
4. **Lily's view of Aria:** Lily last saw Aria when the turnip was in the red_bathtub, so Lily thinks Aria thinks it's in the red_bathtub.
5. **William's view:** William watched Lily leave at line 4, so he knows Lily's picture stopped at the red_bathtub, including her picture of Aria.
6. Line 9 ("Lily likes the red_bathtub") is just a distractor.

**Answer:** M. red_bathtub""", claims=[
    ("The turnip is in the green_suitcase (line 2)", 'location', 'true', 2, "row 2", ('obj', 2, 'green_suitcase')),
    ("seen by all five", 'presence', 'true', 2, "witnessed_by 2 = all", ('all', ('wit', 'Lily', 2, True), ('wit', 'Aria', 2, True), ('wit', 'William', 2, True), ('wit', 'Mila', 2, True), ('wit', 'Isla', 2, True))),
    ("Lily moves it to the red_bathtub (line 3)", 'event', 'true', 3, "line 3", ('text', 3, 'Lily moved the turnip to the red_bathtub')),
    ("in front of everyone", 'presence', 'true', 3, "witnessed_by 3 = all", ('all', ('wit', 'Aria', 3, True), ('wit', 'William', 3, True))),
    ("then exits (line 4)", 'event', 'true', 4, "line 4", ('text', 4, 'Lily exited')),
    ("Mila moves it to the blue_bucket", 'event', 'true', 5, "line 5", ('obj', 5, 'blue_bucket')),
    ("Aria to the red_crate", 'event', 'true', 7, "line 7", ('obj', 7, 'red_crate')),
    ("William to the green_suitcase", 'event', 'true', 13, "line 13", ('text', 13, 'William moved the turnip to the green_suitcase')),
    ("Lily sees none of these", 'presence', 'true', 5, "Lily did not witness 5, 7, 13", ('all', ('wit', 'Lily', 5, False), ('wit', 'Lily', 7, False), ('wit', 'Lily', 13, False))),
    ("Lily thinks Aria thinks it's in the red_bathtub", 'belief', 'true', 'end', "Lily -> Aria = red_bathtub", ('bel', 'Lily -> Aria', 'end', 'red_bathtub')),
    ("William watched Lily leave at line 4", 'presence', 'true', 4, "William witnessed 4", ('wit', 'William', 4, True)),
    ("he knows Lily's picture stopped at the red_bathtub", 'belief', 'true', 'end', "William -> Lily = red_bathtub", ('bel', 'William -> Lily', 'end', 'red_bathtub')),
    ("including her picture of Aria", 'belief', 'true', 'end', "William -> Lily -> Aria = red_bathtub", ('bel', C, 'end', 'red_bathtub')),
    ("Line 9 (\"Lily likes the red_bathtub\") is just a distractor", 'event', 'uncheckable', 9, "judgement about relevance"),
    ("**Answer:** M. red_bathtub", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_bathtub')),
]))

RECORDS.append(dict(style='narrative', label='unsound', stated_answer='red_bathtub', response="""Let me trace where everyone was.

All five see the turnip placed in the green_suitcase, and all five watch Lily move it to the red_bathtub. Lily then leaves immediately, so from her point of view the turnip is in the red_bathtub, and since Aria was right there watching, Lily assumes Aria thinks the same.

After Lily is gone, Mila moves it to the blue_bucket and Aria moves it to the red_crate. Finally William, alone in the playroom, moves it back to the green_suitcase at line 11. None of that reaches Lily.

William saw Lily make her move and leave, so he knows her knowledge ends at the red_bathtub, and therefore what she'd attribute to Aria ends there too.

The answer is M. red_bathtub.""", claims=[
    ("All five see the turnip placed in the green_suitcase", 'presence', 'true', 2, "witnessed_by 2 = all", ('all', ('wit', 'Lily', 2, True), ('wit', 'Isla', 2, True), ('obj', 2, 'green_suitcase'))),
    ("all five watch Lily move it to the red_bathtub", 'presence', 'true', 3, "witnessed_by 3 = all", ('all', ('wit', 'Mila', 3, True), ('wit', 'Aria', 3, True), ('obj', 3, 'red_bathtub'))),
    ("Lily then leaves immediately", 'order', 'true', 4, "exit at 4 right after 3", ('text', 4, 'Lily exited')),
    ("from her point of view the turnip is in the red_bathtub", 'belief', 'true', 'end', "Lily = red_bathtub", ('bel', 'Lily', 'end', 'red_bathtub')),
    ("Aria was right there watching", 'presence', 'true', 3, "Aria witnessed 3", ('wit', 'Aria', 3, True)),
    ("Lily assumes Aria thinks the same", 'belief', 'true', 'end', "Lily -> Aria = red_bathtub", ('bel', 'Lily -> Aria', 'end', 'red_bathtub')),
    ("Mila moves it to the blue_bucket", 'event', 'true', 5, "line 5", ('text', 5, 'Mila moved the turnip to the blue_bucket')),
    ("Aria moves it to the red_crate", 'event', 'true', 7, "line 7", ('text', 7, 'Aria moved the turnip to the red_crate')),
    ("William, alone in the playroom", 'presence', 'true', 13, "only William in playroom at 13", ('all', ('room', 'William', 13, 'playroom'), ('room', 'Isla', 13, None))),
    ("moves it back to the green_suitcase at line 11", 'event', 'false', 11, "PLANTED: William's move is line 13; line 11 is Isla exiting", ('text', 11, 'William moved')),
    ("None of that reaches Lily", 'presence', 'true', 5, "Lily witnessed none of 5, 7, 13", ('all', ('wit', 'Lily', 5, False), ('wit', 'Lily', 7, False), ('wit', 'Lily', 13, False))),
    ("William saw Lily make her move and leave", 'presence', 'true', 4, "William witnessed 3 and 4", ('all', ('wit', 'William', 3, True), ('wit', 'William', 4, True))),
    ("he knows her knowledge ends at the red_bathtub", 'belief', 'true', 'end', "William -> Lily = red_bathtub", ('bel', 'William -> Lily', 'end', 'red_bathtub')),
    ("what she'd attribute to Aria ends there too", 'belief', 'true', 'end', "William -> Lily -> Aria = red_bathtub", ('bel', C, 'end', 'red_bathtub')),
    ("The answer is M. red_bathtub", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_bathtub')),
]))

RECORDS.append(dict(style='terse', label='sound', stated_answer='red_bathtub', response="""M. red_bathtub. Lily left right after putting it there, with Aria and William watching.""", claims=[
    ("M. red_bathtub", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_bathtub')),
    ("Lily left right after putting it there", 'order', 'true', 4, "move 3, exit 4", ('all', ('obj', 3, 'red_bathtub'), ('text', 4, 'Lily exited'))),
    ("with Aria and William watching", 'presence', 'true', 3, "Aria, William witnessed 3", ('all', ('wit', 'Aria', 3, True), ('wit', 'William', 3, True))),
]))

RECORDS.append(dict(style='thinking', label='unsupported', stated_answer='red_bathtub', response="""<think>
Third-order: William thinks Lily thinks Aria thinks. These nested ones get confusing fast, and the turnip gets shuffled around a lot in this story. The question is about beliefs, not where the turnip actually is, so I shouldn't just go with the last move. Going by what the chain of beliefs would settle on, the answer should be the red_bathtub.
</think>

M. red_bathtub""", claims=[
    ("the turnip gets shuffled around a lot in this story", 'event', 'uncheckable', None, "vague"),
    ("the answer should be the red_bathtub", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_bathtub')),
    ("M. red_bathtub", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'red_bathtub')),
]))
