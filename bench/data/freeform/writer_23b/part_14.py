from h import C, R
N = 14
ALL = ['Jackson', 'Isabella', 'Lucas', 'Ella', 'Mia']
RECORDS = []

RECORDS.append(R("answer_first", "sound", "red_box", """**L. red_box**

Explanation:
- The peach is in the red_box from line 3, when all five are in the office.
- Isabella stays a minute and leaves at line 7; nobody has moved anything up to then.
- Mia's move at line 13 puts the peach into the red_box, where it already was — and Isabella wasn't there anyway.
- Lucas's private message about the red_drawer goes to Jackson, not Isabella.
- Isabella herself tells Ella it's in the red_box (line 17), which matches what she believes.

So Isabella thinks the peach is in the red_box.""", [
    C("The peach is in the red_box from line 3", "location", "true", 3, "objects row 3", [('loc', 3, 'peach', 'red_box')]),
    C("when all five are in the office", "presence", "true", 3, "all witnessed 3", [('wit', 3, ALL, True)]),
    C("Isabella stays a minute and leaves at line 7", "event", "true", 7, "lines 6-7", [('txt', 6, 'Isabella made no movements'), ('txt', 7, 'Isabella exited')]),
    C("nobody has moved anything up to then", "event", "true", 7, "no move lines 1-7", [('not', ('txt', l, ' moved ')) for l in range(1, 8)]),
    C("Mia's move at line 13 puts the peach into the red_box, where it already was", "event", "true", 13, "line 13; red_box before and after", [('txt', 13, 'Mia moved the peach to the red_box'), ('loc', 12, 'peach', 'red_box')]),
    C("Isabella wasn't there anyway", "presence", "true", 13, "Isabella in no room at 13", [('room', 13, 'Isabella', None)]),
    C("Lucas's private message about the red_drawer goes to Jackson, not Isabella", "communication", "true", 16, "line 16; Isabella not a witness", [('txt', 16, 'Lucas privately told Jackson that the peach is in the red_drawer'), ('wit', 16, 'Isabella', False)]),
    C("Isabella herself tells Ella it's in the red_box (line 17)", "communication", "true", 17, "line 17", [('txt', 17, 'Isabella privately told Ella that the peach is in the red_box')]),
    C("which matches what she believes", "belief", "true", 17, "Isabella = red_box", [('bel', 17, 'Isabella', 'peach', 'red_box')]),
    C("Isabella thinks the peach is in the red_box", "belief", "true", "end", "answer restated; gold", [('bel', 'end', 'Isabella', 'peach', 'red_box')], ans=True),
]))

RECORDS.append(R("numbered", "wrong", "red_drawer", """Let's think step by step.

1. The peach starts in the red_box (line 3).
2. Everyone except Mia leaves without moving anything; Mia moves the peach to the red_box (line 13).
3. In the waiting_room, Lucas privately tells Isabella the peach is in the red_drawer (line 16).
4. Lucas left the office after Isabella, so Isabella would trust him.
5. So Isabella now thinks the peach is in the red_drawer.

The answer is [red_drawer].""", [
    C("The peach starts in the red_box (line 3)", "location", "true", 3, "objects row 3", [('loc', 3, 'peach', 'red_box')]),
    C("Everyone except Mia leaves without moving anything", "event", "true", 11, "lines 4-11: stay/exit only", [('txt', 4, 'Jackson made no movements'), ('txt', 6, 'Isabella made no movements'), ('txt', 8, 'Lucas made no movements'), ('txt', 10, 'Ella made no movements')]),
    C("Mia moves the peach to the red_box (line 13)", "event", "true", 13, "line 13", [('txt', 13, 'Mia moved the peach to the red_box')]),
    C("Lucas privately tells Isabella the peach is in the red_drawer (line 16)", "communication", "false", 16, "line 16: Lucas told Jackson, not Isabella", [('txt', 16, 'Lucas privately told Isabella')]),
    C("Lucas left the office after Isabella", "order", "true", 9, "9 > 7", [('txt', 9, 'Lucas exited'), ('txt', 7, 'Isabella exited')]),
    C("Isabella now thinks the peach is in the red_drawer", "belief", "false", "end", "Isabella = red_box", [('bel', 'end', 'Isabella', 'peach', 'red_drawer')], ans=True),
]))

RECORDS.append(R("narrative", "unsound", "red_box", """Let me trace who saw what. The peach is in the red_box when all five are in the office. Isabella was the first to leave the office, after waiting a minute, and at that point the peach was still untouched in the red_box.

After Isabella leaves, Lucas and Ella leave too, and Mia, the last one there, "moves" the peach to the red_box — which is where it already was. So even if Isabella had seen it, nothing would have changed for her.

In the waiting_room, Lucas whispers to Jackson that it's in the red_drawer; that's between the two of them. Isabella tells Ella it's in the red_box, which is consistent with what she saw.

The answer is L. red_box.""", [
    C("The peach is in the red_box when all five are in the office", "location", "true", 3, "objects row 3; all present", [('loc', 3, 'peach', 'red_box')] + [('room', 3, a, 'office') for a in ALL]),
    C("Isabella was the first to leave the office", "order", "false", 7, "PLANTED: Jackson left first (line 5)", [('firstexit', 'Isabella', 'office')]),
    C("after waiting a minute", "event", "true", 6, "line 6", [('txt', 6, 'Isabella made no movements and stayed in the office for 1 minute')]),
    C("at that point the peach was still untouched in the red_box", "location", "true", 7, "objects row 7", [('loc', 7, 'peach', 'red_box')]),
    C("Lucas and Ella leave too", "event", "true", 11, "lines 9 and 11", [('txt', 9, 'Lucas exited'), ('txt', 11, 'Ella exited')]),
    C("Mia, the last one there", "order", "true", 14, "last exit", [('lastexit', 'Mia', 'office')]),
    C('"moves" the peach to the red_box', "event", "true", 13, "line 13", [('txt', 13, 'Mia moved the peach to the red_box')]),
    C("which is where it already was", "location", "true", 12, "objects row 12", [('loc', 12, 'peach', 'red_box')]),
    C("Lucas whispers to Jackson that it's in the red_drawer", "communication", "true", 16, "line 16", [('txt', 16, 'Lucas privately told Jackson that the peach is in the red_drawer')]),
    C("that's between the two of them", "communication", "true", 16, "witnessed only by Lucas and Jackson", [('wit', 16, ['Lucas', 'Jackson'], True), ('wit', 16, ['Isabella', 'Ella', 'Mia'], False)]),
    C("Isabella tells Ella it's in the red_box", "communication", "true", 17, "line 17", [('txt', 17, 'Isabella privately told Ella that the peach is in the red_box')]),
    C("which is consistent with what she saw", "belief", "true", 17, "Isabella = red_box", [('bel', 17, 'Isabella', 'peach', 'red_box')]),
]))

RECORDS.append(R("terse", "sound", "red_box", """L. red_box — it never left the red_box while Isabella was around, and no one told her otherwise.""", [
    C("it never left the red_box while Isabella was around", "location", "true", 7, "red_box at lines 3-7", [('loc', l, 'peach', 'red_box') for l in range(3, 8)]),
    C("no one told her otherwise", "communication", "true", "end", "no tell to Isabella; she stays red_box", [('wit', 16, 'Isabella', False), ('bel', 'end', 'Isabella', 'peach', 'red_box')]),
]))

RECORDS.append(R("thinking", "unsupported", "red_box", """<think>
First-order question about Isabella. Nothing seems tricky here. Let me just make sure I'm reading the question right — "really think" means her own belief. OK.
</think>

L. red_box""", []))
