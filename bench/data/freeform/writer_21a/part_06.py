# Q6 s6821-24-o4: Where does Lily think Oliver thinks Amelia thinks Emma thinks the pumpkin is?  gold blue_crate
C = 'Lily -> Oliver -> Amelia -> Emma'
RECORDS = []

RECORDS.append(dict(style='answer_first', label='sound', stated_answer='blue_crate', response="""G. blue_crate

Explanation:
- Lily stays for one minute and exits the garden at line 4, when the pumpkin is still in the blue_crate, where it was placed at line 2.
- Everything that happens to the pumpkin afterwards (Oliver's move to the red_crate, Jacob's to the green_envelope, Emma's to the red_envelope) takes place after Lily has gone.
- Lily does come back to the garden at line 14, but Oliver and Amelia stay in the waiting_room, so nothing she sees there is shared with them.
- The claim and the private message at the end are about the persimmon, not the pumpkin.

From Lily's side, the whole chain Oliver → Amelia → Emma is still anchored at the blue_crate.""", claims=[
    ("Lily stays for one minute and exits the garden at line 4", 'event', 'true', 4, "lines 3-4", ('all', ('text', 3, 'Lily made no movements'), ('text', 4, 'Lily exited the garden'))),
    ("when the pumpkin is still in the blue_crate", 'location', 'true', 4, "row 4", ('obj', 4, 'blue_crate')),
    ("where it was placed at line 2", 'location', 'true', 2, "row 2", ('obj', 2, 'blue_crate')),
    ("Oliver's move to the red_crate", 'event', 'true', 5, "line 5", ('text', 5, 'Oliver moved the pumpkin to the red_crate')),
    ("Jacob's to the green_envelope", 'event', 'true', 7, "line 7", ('text', 7, 'Jacob moved the pumpkin to the green_envelope')),
    ("Emma's to the red_envelope", 'event', 'true', 9, "line 9", ('text', 9, 'Emma moved the pumpkin to the red_envelope')),
    ("takes place after Lily has gone", 'presence', 'true', 5, "Lily witnessed none of 5, 7, 9", ('all', ('wit', 'Lily', 5, False), ('wit', 'Lily', 7, False), ('wit', 'Lily', 9, False))),
    ("Lily does come back to the garden at line 14", 'event', 'true', 14, "line 14", ('room', 'Lily', 14, 'garden')),
    ("Oliver and Amelia stay in the waiting_room", 'presence', 'true', 14, "row 14", ('all', ('room', 'Oliver', 14, 'waiting_room'), ('room', 'Amelia', 14, 'waiting_room'))),
    ("nothing she sees there is shared with them", 'presence', 'true', 14, "Oliver and Amelia witness nothing in the garden at 14-21", ('all', ('wit', 'Oliver', 14, False), ('wit', 'Amelia', 16, False))),
    ("The claim and the private message at the end are about the persimmon, not the pumpkin", 'communication', 'true', 23, "lines 23-24 mention the persimmon", ('all', ('text', 23, 'persimmon'), ('text', 24, 'persimmon'))),
    ("the whole chain Oliver → Amelia → Emma is still anchored at the blue_crate", 'belief', 'true', 'end', "gold chain", ('bel', C, 'end', 'blue_crate')),
]))

RECORDS.append(dict(style='numbered', label='unsound', stated_answer='blue_crate', response="""Let's think step by step.

1. The pumpkin starts in the blue_crate (line 2), with all five people in the garden.
2. Lily is the first to leave (line 4). At that moment everyone has seen the pumpkin in the blue_crate, and nobody has moved it yet.
3. After Lily leaves, Oliver moves it to the red_crate, Jacob to the green_envelope and Emma to the red_envelope. Lily sees none of this.
4. In the second round Lily re-enters the garden with Emma and Jacob, and sees the pumpkin in the red_envelope. But Oliver and Amelia aren't there.
5. In the waiting_room, Lily publicly claims that the pumpkin is in the red_envelope (line 23). That reflects Lily's own updated view, but it doesn't change what she thinks Oliver thinks.
6. So for Lily, the nested view Oliver → Amelia → Emma is frozen at the moment she left: blue_crate.

The answer is \\boxed{blue_crate}.""", claims=[
    ("The pumpkin starts in the blue_crate (line 2)", 'location', 'true', 2, "row 2", ('obj', 2, 'blue_crate')),
    ("with all five people in the garden", 'presence', 'true', 2, "witnessed_by 2 = all", ('all', ('wit', 'Lily', 2, True), ('wit', 'Amelia', 2, True), ('wit', 'Jacob', 2, True))),
    ("Lily is the first to leave (line 4)", 'order', 'true', 4, "first exit", ('text', 4, 'Lily exited')),
    ("everyone has seen the pumpkin in the blue_crate", 'presence', 'true', 4, "all witnessed 2", ('all', ('wit', 'Oliver', 2, True), ('wit', 'Emma', 2, True))),
    ("nobody has moved it yet", 'event', 'true', 4, "still blue_crate at 4", ('obj', 4, 'blue_crate')),
    ("Oliver moves it to the red_crate", 'event', 'true', 5, "line 5", ('obj', 5, 'red_crate')),
    ("Jacob to the green_envelope", 'event', 'true', 7, "line 7", ('obj', 7, 'green_envelope')),
    ("Emma to the red_envelope", 'event', 'true', 9, "line 9", ('obj', 9, 'red_envelope')),
    ("Lily sees none of this", 'presence', 'true', 5, "Lily did not witness 5, 7, 9", ('all', ('wit', 'Lily', 5, False), ('wit', 'Lily', 9, False))),
    ("Lily re-enters the garden with Emma and Jacob", 'event', 'true', 14, "line 14", ('text', 14, 'Emma, Lily and Jacob entered the garden')),
    ("sees the pumpkin in the red_envelope", 'belief', 'true', 14, "Lily = red_envelope at 14", ('bel', 'Lily', 14, 'red_envelope')),
    ("Oliver and Amelia aren't there", 'presence', 'true', 14, "both in waiting_room", ('all', ('room', 'Oliver', 14, 'waiting_room'), ('room', 'Amelia', 14, 'waiting_room'))),
    ("Lily publicly claims that the pumpkin is in the red_envelope (line 23)", 'communication', 'false', 23, "PLANTED: Lily's public claim at 23 is about the persimmon, not the pumpkin", ('text', 23, 'pumpkin')),
    ("it doesn't change what she thinks Oliver thinks", 'communication', 'true', 23, "Lily -> Oliver stays blue_crate", ('bel', 'Lily -> Oliver', 23, 'blue_crate')),
    ("for Lily, the nested view Oliver → Amelia → Emma is frozen at the moment she left: blue_crate", 'belief', 'true', 'end', "gold chain", ('bel', C, 'end', 'blue_crate')),
    ("The answer is \\boxed{blue_crate}", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'blue_crate')),
]))

RECORDS.append(dict(style='narrative', label='unsupported', stated_answer='blue_crate', response="""This is a deeply nested question, so the key is to think about what Lily could reasonably attribute to Oliver, and what she would imagine Oliver attributing to Amelia and, in turn, to Emma. Stories like this are designed so that the actual location and the nested beliefs come apart.

Working through it from Lily's vantage point, she would take Oliver to believe that Amelia thinks Emma thinks the pumpkin is in the blue_crate.

The answer is G. blue_crate.""", claims=[
    ("Stories like this are designed so that the actual location and the nested beliefs come apart", 'belief', 'uncheckable', None, "generic commentary about the task"),
    ("she would take Oliver to believe that Amelia thinks Emma thinks the pumpkin is in the blue_crate", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'blue_crate')),
    ("The answer is G. blue_crate", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'blue_crate')),
]))

RECORDS.append(dict(style='terse', label='sound', stated_answer='blue_crate', response="""G — Lily was the first one out of the garden, while the pumpkin was still in the blue_crate.""", claims=[
    ("G", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'blue_crate')),
    ("Lily was the first one out of the garden", 'order', 'true', 4, "line 4 first exit", ('text', 4, 'Lily exited')),
    ("while the pumpkin was still in the blue_crate", 'location', 'true', 4, "row 4", ('obj', 4, 'blue_crate')),
]))

RECORDS.append(dict(style='thinking', label='unsound', stated_answer='blue_crate', response="""<think>
Chain: Lily → Oliver → Amelia → Emma. Lily is the outermost, so I need what Lily could know.

Lily leaves at line 4. Before that only the placement at line 2 happened: blue_crate. Everyone saw that.

Oliver moves it to the red_crate at 5 — Lily's already gone. So Oliver himself knows red_crate, and Oliver thinks Amelia thinks Emma thinks red_crate, but Lily didn't see any of it. From Lily's perspective, Oliver last saw the blue_crate, and Oliver would think Amelia also saw the blue_crate.

Hmm, but Lily goes back into the garden at 14. When Lily came back at line 14 the pumpkin was in the green_envelope, so she updates herself. Oliver and Amelia are in the waiting_room, though, so that can't change what Lily thinks Oliver thinks.

Lines 15-24 are about the persimmon. Irrelevant.

So: blue_crate.
</think>

**G. blue_crate**

Lily left the garden before anyone moved the pumpkin, so in her mind the whole chain still has it in the blue_crate.""", claims=[
    ("Lily leaves at line 4", 'event', 'true', 4, "line 4", ('text', 4, 'Lily exited')),
    ("Before that only the placement at line 2 happened: blue_crate", 'event', 'true', 2, "rows 2-3 blue_crate", ('all', ('obj', 2, 'blue_crate'), ('obj', 3, 'blue_crate'))),
    ("Everyone saw that", 'presence', 'true', 2, "all witnessed 2", ('all', ('wit', 'Lily', 2, True), ('wit', 'Oliver', 2, True), ('wit', 'Amelia', 2, True), ('wit', 'Emma', 2, True))),
    ("Oliver moves it to the red_crate at 5", 'event', 'true', 5, "line 5", ('text', 5, 'Oliver moved the pumpkin to the red_crate')),
    ("Lily's already gone", 'presence', 'true', 5, "Lily in no room at 5", ('room', 'Lily', 5, None)),
    ("Oliver himself knows red_crate", 'belief', 'true', 'end', "Oliver = red_crate", ('bel', 'Oliver', 'end', 'red_crate')),
    ("Oliver thinks Amelia thinks Emma thinks red_crate", 'belief', 'true', 'end', "Oliver -> Amelia -> Emma = red_crate", ('bel', 'Oliver -> Amelia -> Emma', 'end', 'red_crate')),
    ("Lily didn't see any of it", 'presence', 'true', 5, "Lily did not witness 5", ('wit', 'Lily', 5, False)),
    ("From Lily's perspective, Oliver last saw the blue_crate", 'belief', 'true', 'end', "Lily -> Oliver = blue_crate", ('bel', 'Lily -> Oliver', 'end', 'blue_crate')),
    ("Oliver would think Amelia also saw the blue_crate", 'belief', 'true', 'end', "Lily -> Oliver -> Amelia = blue_crate", ('bel', 'Lily -> Oliver -> Amelia', 'end', 'blue_crate')),
    ("Lily goes back into the garden at 14", 'event', 'true', 14, "line 14", ('room', 'Lily', 14, 'garden')),
    ("When Lily came back at line 14 the pumpkin was in the green_envelope", 'location', 'false', 14, "PLANTED: at line 14 the pumpkin is in the red_envelope", ('obj', 14, 'green_envelope')),
    ("she updates herself", 'belief', 'true', 14, "Lily's own belief changes at 14", ('all', ('bel', 'Lily', 13, 'blue_crate'), ('bel', 'Lily', 14, 'red_envelope'))),
    ("Oliver and Amelia are in the waiting_room", 'presence', 'true', 14, "row 14", ('all', ('room', 'Oliver', 14, 'waiting_room'), ('room', 'Amelia', 14, 'waiting_room'))),
    ("that can't change what Lily thinks Oliver thinks", 'belief', 'true', 14, "Lily -> Oliver stays blue_crate", ('bel', 'Lily -> Oliver', 14, 'blue_crate')),
    ("Lines 15-24 are about the persimmon", 'event', 'true', 15, "lines 15-24", ('all', ('text', 15, 'persimmon'), ('text', 16, 'persimmon'), ('text', 20, 'persimmon'), ('text', 23, 'persimmon'))),
    ("So: blue_crate", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'blue_crate')),
    ("**G. blue_crate**", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'blue_crate')),
    ("Lily left the garden before anyone moved the pumpkin", 'order', 'true', 4, "exit 4 < first move 5", ('lt', 4, 5)),
    ("in her mind the whole chain still has it in the blue_crate", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'blue_crate')),
]))
