from h import C, R
N = 7
ALL = ['Aiden', 'William', 'Jayden', 'Noah', 'Ava']
STAY = [('txt', 4, 'Aiden made no movements'), ('txt', 5, 'Aiden exited'), ('txt', 7, 'William made no movements'), ('txt', 8, 'William exited'),
        ('txt', 9, 'Jayden made no movements'), ('txt', 10, 'Jayden exited'), ('txt', 11, 'Noah made no movements'), ('txt', 12, 'Noah exited'),
        ('txt', 13, 'Ava made no movements'), ('txt', 15, 'Ava exited')]
NOMOVE = [('nomatch', ' moved ')]
RECORDS = []

RECORDS.append(R("answer_first", "wrong", "green_pantry", """**Answer: G. green_pantry**

Explanation:
- The sweet_potato is placed in the red_drawer at line 3.
- Nobody moves it in the office; each person just waits a minute and leaves.
- In the waiting_room, Noah publicly claims it is in the green_pantry (line 17).
- Since this is the most recent information about its location, the sweet_potato is now in the green_pantry.
- Ava's private message to Aiden (line 18) says red_drawer, but it's only a private remark to one person.""", [
    C("The sweet_potato is placed in the red_drawer at line 3", "location", "true", 3, "objects row 3", [('loc', 3, 'sweet_potato', 'red_drawer')]),
    C("Nobody moves it in the office", "event", "true", 15, "no move lines", NOMOVE),
    C("each person just waits a minute and leaves", "event", "true", 15, "lines 4-15", STAY),
    C("Noah publicly claims it is in the green_pantry (line 17)", "communication", "true", 17, "line 17", [('txt', 17, 'Noah publicly claimed that sweet_potato is in the green_pantry')]),
    C("the sweet_potato is now in the green_pantry", "location", "false", "end", "a claim does not move it; still red_drawer", [('loc', 'end', 'sweet_potato', 'green_pantry')], ans=True),
    C("Ava's private message to Aiden (line 18) says red_drawer", "communication", "true", 18, "line 18", [('txt', 18, 'Ava privately told Aiden that the sweet_potato is in the red_drawer')]),
    C("it's only a private remark to one person", "communication", "true", 18, "witnessed only by Ava and Aiden", [('wit', 18, ['Ava', 'Aiden'], True), ('wit', 18, ['William', 'Jayden', 'Noah'], False)]),
]))

RECORDS.append(R("numbered", "unsupported", "red_drawer", """Let's think step by step.

1. The question asks for the real location of the sweet_potato, not anyone's belief about it.
2. Statements made by characters don't change where an object physically is.
3. So we only need to follow the physical moves in the story to the end.

\\boxed{red_drawer}""", []))

RECORDS.append(R("narrative", "sound", "red_drawer", """This one is simpler than it looks. The sweet_potato goes into the red_drawer at the start, and then everyone in the office — Aiden, William, Jayden, Noah, and finally Ava — just waits and leaves. Nobody ever touches it.

The waiting_room section adds some noise: Noah announces that it's in the green_pantry, and Aiden, William and Jayden, who all left before Noah, would take his word for it. Ava then quietly tells Aiden it's in the red_drawer. But those are beliefs and statements, not movements.

So the sweet_potato is really still in the red_drawer.

The answer is F. red_drawer.""", [
    C("The sweet_potato goes into the red_drawer at the start", "location", "true", 3, "objects row 3", [('loc', 3, 'sweet_potato', 'red_drawer')]),
    C("everyone in the office — Aiden, William, Jayden, Noah, and finally Ava — just waits and leaves", "event", "true", 15, "stay/exit lines in that order", STAY + [('lastexit', 'Ava', 'office')]),
    C("Nobody ever touches it", "event", "true", "end", "no move lines", NOMOVE),
    C("Noah announces that it's in the green_pantry", "communication", "true", 17, "line 17", [('txt', 17, 'Noah publicly claimed that sweet_potato is in the green_pantry')]),
    C("Aiden, William and Jayden, who all left before Noah", "order", "true", 12, "exits 5, 8, 10 < 12", [('txt', 5, 'Aiden exited'), ('txt', 8, 'William exited'), ('txt', 10, 'Jayden exited'), ('txt', 12, 'Noah exited')]),
    C("would take his word for it", "communication", "true", 17, "Aiden, William, Jayden = green_pantry after 17", [('bel', 17, a, 'sweet_potato', 'green_pantry') for a in ('Aiden', 'William', 'Jayden')]),
    C("Ava then quietly tells Aiden it's in the red_drawer", "communication", "true", 18, "line 18", [('txt', 18, 'Ava privately told Aiden that the sweet_potato is in the red_drawer')]),
    C("the sweet_potato is really still in the red_drawer", "location", "true", "end", "answer; final objects row", [('loc', 'end', 'sweet_potato', 'red_drawer')], ans=True),
]))

RECORDS.append(R("terse", "unsound", "red_drawer", """F. red_drawer. Nobody ever moved it — Noah's green_pantry claim fooled Ava too, but a claim doesn't move anything.""", [
    C("Nobody ever moved it", "event", "true", "end", "no move lines", NOMOVE),
    C("Noah's green_pantry claim fooled Ava too", "communication", "false", 17, "PLANTED: Ava left after Noah and does not trust him; Ava = red_drawer", [('bel', 17, 'Ava', 'sweet_potato', 'green_pantry')]),
]))

RECORDS.append(R("thinking", "unsound", "red_drawer", """<think>
Reality question — where is the sweet_potato actually.

Line 3: red_drawer. Then lines 4–15: everyone just stays and exits one by one — Aiden, William, Jayden, Noah, Ava. No "moved" lines at all. Let me scan again... line 2 Ava lost gloves, line 6 Jayden dislikes the pear, line 14 Aiden dislikes the strawberry. Irrelevant.

Line 17: Noah publicly claims green_pantry. That could change what people believe — Aiden, William, Jayden exited before Noah, so they'd believe him. Aiden ends up believing green_pantry. Ava exited after Noah, so she doesn't buy it. Line 18: Ava tells Aiden red_drawer.

None of this moves the object though. Real location: red_drawer.
</think>

The sweet_potato is really in the **red_drawer** (F). No one ever moved it; the waiting_room statements only affect beliefs.""", [
    C("Line 3: red_drawer", "location", "true", 3, "objects row 3", [('loc', 3, 'sweet_potato', 'red_drawer')]),
    C("everyone just stays and exits one by one — Aiden, William, Jayden, Noah, Ava", "event", "true", 15, "stay/exit lines in order", STAY),
    C('No "moved" lines at all', "event", "true", "end", "no move lines", NOMOVE),
    C("line 2 Ava lost gloves", "event", "true", 2, "line 2", [('txt', 2, 'Ava lost his gloves')]),
    C("line 6 Jayden dislikes the pear", "event", "true", 6, "line 6", [('txt', 6, 'Jayden dislikes the pear')]),
    C("line 14 Aiden dislikes the strawberry", "event", "true", 14, "line 14", [('txt', 14, 'Aiden dislikes the strawberry')]),
    C("Line 17: Noah publicly claims green_pantry", "communication", "true", 17, "line 17", [('txt', 17, 'Noah publicly claimed that sweet_potato is in the green_pantry')]),
    C("Aiden, William, Jayden exited before Noah", "order", "true", 12, "exits 5, 8, 10 < 12", [('txt', 5, 'Aiden exited'), ('txt', 8, 'William exited'), ('txt', 10, 'Jayden exited'), ('txt', 12, 'Noah exited')]),
    C("they'd believe him", "communication", "true", 17, "Aiden, William, Jayden = green_pantry after 17", [('bel', 17, a, 'sweet_potato', 'green_pantry') for a in ('Aiden', 'William', 'Jayden')]),
    C("Aiden ends up believing green_pantry", "belief", "false", "end", "PLANTED: Ava's tell at 18 brings Aiden back to red_drawer", [('bel', 'end', 'Aiden', 'sweet_potato', 'green_pantry')]),
    C("Ava exited after Noah", "order", "true", 15, "15 > 12", [('txt', 15, 'Ava exited'), ('txt', 12, 'Noah exited')]),
    C("she doesn't buy it", "communication", "true", 17, "Ava = red_drawer after 17", [('bel', 17, 'Ava', 'sweet_potato', 'red_drawer')]),
    C("Line 18: Ava tells Aiden red_drawer", "communication", "true", 18, "line 18", [('txt', 18, 'Ava privately told Aiden that the sweet_potato is in the red_drawer')]),
    C("None of this moves the object though", "location", "true", 18, "still red_drawer at 18", [('loc', 17, 'sweet_potato', 'red_drawer'), ('loc', 18, 'sweet_potato', 'red_drawer')]),
    C("Real location: red_drawer", "location", "true", "end", "answer; final objects row", [('loc', 'end', 'sweet_potato', 'red_drawer')], ans=True),
    C("The sweet_potato is really in the **red_drawer**", "location", "true", "end", "answer restated", [('loc', 'end', 'sweet_potato', 'red_drawer')], ans=True),
    C("No one ever moved it", "event", "true", "end", "no move lines", NOMOVE),
]))
