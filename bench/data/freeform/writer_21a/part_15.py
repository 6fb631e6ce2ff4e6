# Q15 tomi-s6821-3-reality: Where is the beans really?  gold blue_envelope
RECORDS = []

RECORDS.append(dict(style='answer_first', label='unsound', stated_answer='blue_envelope', response="""**blue_envelope**

Explanation:
- The beans start in the green_container (line 3).
- After Gracie leaves, Ella moves them to the blue_envelope (line 5).
- Nobody moves them again. Gracie comes back at line 9 but still thinks the beans are in the green_container, which doesn't affect where they actually are.

So the beans are really in the blue_envelope.""", claims=[
    ("The beans start in the green_container (line 3)", 'location', 'true', 3, "row 3", ('obj', 3, 'green_container')),
    ("After Gracie leaves", 'order', 'true', 5, "Gracie exits 4, move at 5", ('lt', 4, 5)),
    ("Ella moves them to the blue_envelope (line 5)", 'event', 'true', 5, "line 5", ('text', 5, 'Ella moved the beans to the blue_envelope')),
    ("Nobody moves them again", 'event', 'true', 'end', "blue_envelope from 5 to end", ('obj', 'end', 'blue_envelope')),
    ("Gracie comes back at line 9", 'event', 'true', 9, "line 9", ('text', 9, 'Gracie entered the basement')),
    ("still thinks the beans are in the green_container", 'belief', 'false', 9, "PLANTED: on re-entering at 9 Gracie sees them; Gracie = blue_envelope", ('bel', 'Gracie', 9, 'green_container')),
    ("the beans are really in the blue_envelope", 'location', 'true', 'end', "final row", ('obj', 'end', 'blue_envelope')),
]))

RECORDS.append(dict(style='numbered', label='unsound', stated_answer='blue_envelope', response="""**Step 1:** Ella and Gracie are both in the basement when the beans are placed in the green_container (line 3).
**Step 2:** Gracie exits (line 4).
**Step 3:** Ella moves the beans to the blue_envelope (line 5).
**Step 4:** Chloe enters the basement at line 7, and Ella leaves at line 8.
**Step 5:** Gracie comes back in at line 9. No one moves the beans after line 5.

**Answer:** blue_envelope""", claims=[
    ("Ella and Gracie are both in the basement", 'presence', 'true', 3, "row 3", ('all', ('room', 'Ella', 3, 'basement'), ('room', 'Gracie', 3, 'basement'))),
    ("the beans are placed in the green_container (line 3)", 'location', 'true', 3, "row 3", ('obj', 3, 'green_container')),
    ("Gracie exits (line 4)", 'event', 'true', 4, "line 4", ('text', 4, 'Gracie exited')),
    ("Ella moves the beans to the blue_envelope (line 5)", 'event', 'true', 5, "line 5", ('text', 5, 'Ella moved the beans to the blue_envelope')),
    ("Chloe enters the basement at line 7", 'event', 'false', 7, "PLANTED: Chloe entered the cellar", ('room', 'Chloe', 7, 'basement')),
    ("Ella leaves at line 8", 'event', 'true', 8, "line 8", ('text', 8, 'Ella exited')),
    ("Gracie comes back in at line 9", 'event', 'true', 9, "line 9", ('room', 'Gracie', 9, 'basement')),
    ("No one moves the beans after line 5", 'event', 'true', 'end', "still blue_envelope at end", ('obj', 'end', 'blue_envelope')),
    ("**Answer:** blue_envelope", 'location', 'true', 'end', "answer restated", ('obj', 'end', 'blue_envelope')),
]))

RECORDS.append(dict(style='narrative', label='unsupported', stated_answer='blue_envelope', response="""The beans are really in the blue_envelope. Since the question asks about the actual location rather than what anyone believes, there's no need to untangle who saw what; that's simply where the beans ended up.""", claims=[
    ("The beans are really in the blue_envelope", 'location', 'true', 'end', "answer restated", ('obj', 'end', 'blue_envelope')),
    ("that's simply where the beans ended up", 'location', 'true', 'end', "answer restated", ('obj', 'end', 'blue_envelope')),
]))

RECORDS.append(dict(style='terse', label='sound', stated_answer='blue_envelope', response="""blue_envelope — Ella moved them there at line 5 and they stayed put.""", claims=[
    ("blue_envelope", 'location', 'true', 'end', "answer restated", ('obj', 'end', 'blue_envelope')),
    ("Ella moved them there at line 5", 'event', 'true', 5, "line 5", ('text', 5, 'Ella moved the beans to the blue_envelope')),
    ("they stayed put", 'location', 'true', 'end', "no later move", ('obj', 'end', 'blue_envelope')),
]))

RECORDS.append(dict(style='thinking', label='sound', stated_answer='blue_envelope', response="""<think>
Reality question. Track the beans only.
Line 3: green_container. Line 5: Ella moves them to the blue_envelope — only Ella is in the basement then, Gracie left at line 4. After that: Chloe goes to the cellar, Ella leaves, Gracie comes back into the basement. No more moves.
So the beans are in the blue_envelope. (Gracie would have been the trap for a belief question, but she re-enters the basement at 9 anyway.)
</think>

The beans are really in the blue_envelope.""", claims=[
    ("Line 3: green_container", 'location', 'true', 3, "row 3", ('obj', 3, 'green_container')),
    ("Line 5: Ella moves them to the blue_envelope", 'event', 'true', 5, "line 5", ('text', 5, 'Ella moved the beans to the blue_envelope')),
    ("only Ella is in the basement then", 'presence', 'true', 5, "witnessed_by 5 = Ella", ('all', ('wit', 'Ella', 5, True), ('room', 'Gracie', 5, None))),
    ("Gracie left at line 4", 'event', 'true', 4, "line 4", ('text', 4, 'Gracie exited')),
    ("Chloe goes to the cellar", 'event', 'true', 7, "line 7", ('room', 'Chloe', 7, 'cellar')),
    ("Ella leaves", 'event', 'true', 8, "line 8", ('text', 8, 'Ella exited')),
    ("Gracie comes back into the basement", 'event', 'true', 9, "line 9", ('room', 'Gracie', 9, 'basement')),
    ("No more moves", 'event', 'true', 'end', "blue_envelope from 5 to end", ('obj', 'end', 'blue_envelope')),
    ("So the beans are in the blue_envelope", 'location', 'true', 'end', "final row", ('obj', 'end', 'blue_envelope')),
    ("she re-enters the basement at 9", 'event', 'true', 9, "line 9", ('text', 9, 'Gracie entered the basement')),
    ("The beans are really in the blue_envelope", 'location', 'true', 'end', "answer restated", ('obj', 'end', 'blue_envelope')),
]))
