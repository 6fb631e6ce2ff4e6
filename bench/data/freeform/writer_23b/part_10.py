from h import C, R
N = 10
RECORDS = []

RECORDS.append(R("answer_first", "wrong", "blue_box", """**L. blue_box**

Explanation:
- Mia is the last one in the attic and moves the lemon to the blue_envelope (line 12).
- Aria's public claim (line 16) says green_suitcase, but Mia knows that's outdated, since she saw the lemon moved after Aria left.
- At the very end, Mia privately tells Aria that the lemon is in the blue_box (line 18). Her most recent statement is the best indication of what she currently thinks.

So Mia thinks the lemon is in the blue_box.""", [
    C("Mia is the last one in the attic", "order", "true", 14, "Mia's exit is the last", [('lastexit', 'Mia', 'attic')]),
    C("moves the lemon to the blue_envelope (line 12)", "event", "true", 12, "line 12", [('txt', 12, 'Mia moved the lemon to the blue_envelope')]),
    C("Aria's public claim (line 16) says green_suitcase", "communication", "true", 16, "line 16", [('txt', 16, 'Aria publicly claimed that lemon is in the green_suitcase')]),
    C("Mia knows that's outdated", "belief", "true", 16, "Mia keeps blue_envelope after 16", [('bel', 16, 'Mia', 'lemon', 'blue_envelope')]),
    C("she saw the lemon moved after Aria left", "presence", "true", 12, "Mia witnessed 12; Aria out of the room", [('wit', 12, 'Mia', True), ('room', 12, 'Aria', None)]),
    C("Mia privately tells Aria that the lemon is in the blue_box (line 18)", "communication", "true", 18, "line 18", [('txt', 18, 'Mia privately told Aria that the lemon is in the blue_box')]),
    C("Her most recent statement is the best indication of what she currently thinks", "belief", "uncheckable", None, "general inference rule, not a story fact"),
    C("Mia thinks the lemon is in the blue_box", "belief", "false", "end", "speaker's own belief unchanged: Mia = blue_envelope", [('bel', 'end', 'Mia', 'lemon', 'blue_box')], ans=True),
]))

RECORDS.append(R("numbered", "sound", "blue_envelope", """Let's think step by step.

1. The lemon starts in the blue_envelope; Oliver moves it to the red_basket (line 3).
2. Aria moves it to the green_suitcase (line 8) while Mia and Alexander watch.
3. After Aria and Alexander leave, Mia moves it back to the blue_envelope (line 12). She is the last to leave the attic.
4. Aria's public claim (green_suitcase): Mia left the attic after Aria, so Mia does not trust it.
5. Mia's own message to Aria (blue_box) is something she says, not something she believes — a speaker's belief doesn't change.

Therefore Mia thinks the lemon is in the [blue_envelope].""", [
    C("The lemon starts in the blue_envelope", "location", "true", 2, "objects row 2", [('loc', 2, 'lemon', 'blue_envelope')]),
    C("Oliver moves it to the red_basket (line 3)", "event", "true", 3, "line 3", [('txt', 3, 'Oliver moved the lemon to the red_basket')]),
    C("Aria moves it to the green_suitcase (line 8)", "event", "true", 8, "line 8", [('txt', 8, 'Aria moved the lemon to the green_suitcase')]),
    C("while Mia and Alexander watch", "presence", "true", 8, "witnessed_by row 8", [('wit', 8, ['Mia', 'Alexander'], True)]),
    C("After Aria and Alexander leave, Mia moves it back to the blue_envelope (line 12)", "event", "true", 12, "exits 9, 11; move 12", [('txt', 9, 'Aria exited'), ('txt', 11, 'Alexander exited'), ('txt', 12, 'Mia moved the lemon to the blue_envelope')]),
    C("She is the last to leave the attic", "order", "true", 14, "last exit", [('lastexit', 'Mia', 'attic')]),
    C("Mia left the attic after Aria", "order", "true", 14, "14 > 9", [('txt', 14, 'Mia exited'), ('txt', 9, 'Aria exited')]),
    C("Mia does not trust it", "communication", "true", 16, "Mia stays blue_envelope after 16", [('bel', 16, 'Mia', 'lemon', 'blue_envelope')]),
    C("Mia's own message to Aria (blue_box) is something she says, not something she believes", "communication", "true", 18, "line 18; Mia still blue_envelope", [('txt', 18, 'Mia privately told Aria that the lemon is in the blue_box'), ('bel', 18, 'Mia', 'lemon', 'blue_envelope')]),
    C("Mia thinks the lemon is in the [blue_envelope]", "belief", "true", "end", "answer restated; gold", [('bel', 'end', 'Mia', 'lemon', 'blue_envelope')], ans=True),
]))

RECORDS.append(R("narrative", "unsound", "blue_envelope", """Let me trace where each person was when the lemon moved.

Oliver moves it from the blue_envelope to the red_basket, and then he and Ella leave. Aria moves it to the green_suitcase in front of Alexander and Mia, and she leaves too. Alexander was still in the attic when Mia moved it back to the blue_envelope. Mia is the last one out.

So when Mia enters the waiting_room, she believes the lemon is in the blue_envelope — she put it there herself.

Aria then publicly claims it's in the green_suitcase, but Mia left after Aria, so Mia doesn't take that claim on board. And Mia's private message to Aria about the blue_box is her telling Aria something; it doesn't change Mia's own belief.

The answer is K. blue_envelope.""", [
    C("Oliver moves it from the blue_envelope to the red_basket", "event", "true", 3, "line 3", [('txt', 3, 'Oliver moved the lemon to the red_basket'), ('loc', 2, 'lemon', 'blue_envelope')]),
    C("then he and Ella leave", "event", "true", 6, "lines 4 and 6", [('txt', 4, 'Oliver exited'), ('txt', 6, 'Ella exited')]),
    C("Aria moves it to the green_suitcase", "event", "true", 8, "line 8", [('txt', 8, 'Aria moved the lemon to the green_suitcase')]),
    C("in front of Alexander and Mia", "presence", "true", 8, "witnessed_by row 8", [('wit', 8, ['Alexander', 'Mia'], True)]),
    C("she leaves too", "event", "true", 9, "line 9", [('txt', 9, 'Aria exited')]),
    C("Alexander was still in the attic when Mia moved it back to the blue_envelope", "presence", "false", 12, "PLANTED: Alexander exited at 11, before Mia's move at 12", [('room', 12, 'Alexander', 'attic')]),
    C("Mia is the last one out", "order", "true", 14, "last exit", [('lastexit', 'Mia', 'attic')]),
    C("when Mia enters the waiting_room, she believes the lemon is in the blue_envelope", "belief", "true", 15, "Mia = blue_envelope at 15", [('bel', 15, 'Mia', 'lemon', 'blue_envelope')]),
    C("she put it there herself", "event", "true", 12, "line 12", [('txt', 12, 'Mia moved the lemon to the blue_envelope')]),
    C("Aria then publicly claims it's in the green_suitcase", "communication", "true", 16, "line 16", [('txt', 16, 'Aria publicly claimed that lemon is in the green_suitcase')]),
    C("Mia left after Aria", "order", "true", 14, "14 > 9", [('txt', 14, 'Mia exited'), ('txt', 9, 'Aria exited')]),
    C("Mia doesn't take that claim on board", "communication", "true", 16, "Mia stays blue_envelope", [('bel', 16, 'Mia', 'lemon', 'blue_envelope')]),
    C("Mia's private message to Aria about the blue_box", "communication", "true", 18, "line 18", [('txt', 18, 'Mia privately told Aria that the lemon is in the blue_box')]),
    C("it doesn't change Mia's own belief", "communication", "true", 18, "Mia = blue_envelope after 18", [('bel', 18, 'Mia', 'lemon', 'blue_envelope')]),
]))

RECORDS.append(R("terse", "sound", "blue_envelope", """K. blue_envelope — she moved it there herself at line 12, and nobody she trusts says otherwise.""", [
    C("she moved it there herself at line 12", "event", "true", 12, "line 12", [('txt', 12, 'Mia moved the lemon to the blue_envelope')]),
    C("nobody she trusts says otherwise", "communication", "true", "end", "Aria's claim not trusted; Mia = blue_envelope at end", [('bel', 16, 'Mia', 'lemon', 'blue_envelope'), ('bel', 'end', 'Mia', 'lemon', 'blue_envelope')]),
]))

RECORDS.append(R("thinking", "unsound", "blue_envelope", """<think>
Mia's own belief about the lemon.

Mia was in the attic the whole time, she saw every move: red_basket (Oliver, 3), green_suitcase (Aria, 8), then she herself moved it to blue_envelope at 12. Alexander had left at 11, so nobody else saw that.

Waiting room: Aria publicly claims green_suitcase. Does Mia trust Aria? Trust if the speaker exited later than the listener. Aria exited at 9, Mia at 14. Aria exited earlier → Mia doesn't trust her. Mia stays blue_envelope.

Line 18: Mia privately tells Aria it's in the blue_box. That's Mia lying? Either way, it's Mia speaking — her own belief is unchanged. Aria exited before Mia, so Aria would trust Mia and now thinks blue_box. And Mia would still figure Aria believes green_suitcase, since that's what Aria announced.

Hmm, okay, the question is just Mia's first-order belief: blue_envelope.
</think>

K. blue_envelope""", [
    C("Mia was in the attic the whole time", "presence", "true", 13, "Mia in attic lines 1-13", [('room', l, 'Mia', 'attic') for l in range(1, 14)]),
    C("she saw every move", "presence", "true", 12, "Mia witnessed 3, 8, 12", [('wit', l, 'Mia', True) for l in (3, 8, 12)]),
    C("red_basket (Oliver, 3)", "event", "true", 3, "line 3", [('txt', 3, 'Oliver moved the lemon to the red_basket')]),
    C("green_suitcase (Aria, 8)", "event", "true", 8, "line 8", [('txt', 8, 'Aria moved the lemon to the green_suitcase')]),
    C("she herself moved it to blue_envelope at 12", "event", "true", 12, "line 12", [('txt', 12, 'Mia moved the lemon to the blue_envelope')]),
    C("Alexander had left at 11", "event", "true", 11, "line 11", [('txt', 11, 'Alexander exited')]),
    C("nobody else saw that", "presence", "true", 12, "only Mia witnessed 12", [('wit', 12, ['Oliver', 'Ella', 'Aria', 'Alexander'], False)]),
    C("Aria publicly claims green_suitcase", "communication", "true", 16, "line 16", [('txt', 16, 'Aria publicly claimed that lemon is in the green_suitcase')]),
    C("Aria exited at 9", "event", "true", 9, "line 9", [('txt', 9, 'Aria exited')]),
    C("Mia at 14", "event", "true", 14, "line 14", [('txt', 14, 'Mia exited')]),
    C("Mia doesn't trust her", "communication", "true", 16, "Mia unchanged by 16", [('bel', 16, 'Mia', 'lemon', 'blue_envelope')]),
    C("Mia stays blue_envelope", "belief", "true", 16, "Mia = blue_envelope at 16", [('bel', 16, 'Mia', 'lemon', 'blue_envelope')]),
    C("Mia privately tells Aria it's in the blue_box", "communication", "true", 18, "line 18", [('txt', 18, 'Mia privately told Aria that the lemon is in the blue_box')]),
    C("her own belief is unchanged", "communication", "true", 18, "Mia = blue_envelope after 18", [('bel', 18, 'Mia', 'lemon', 'blue_envelope')]),
    C("Aria exited before Mia", "order", "true", 9, "9 < 14", [('txt', 9, 'Aria exited'), ('txt', 14, 'Mia exited')]),
    C("Aria would trust Mia and now thinks blue_box", "communication", "true", 18, "Aria = blue_box after 18", [('bel', 18, 'Aria', 'lemon', 'blue_box')]),
    C("Mia would still figure Aria believes green_suitcase", "belief", "false", 18, "PLANTED: Mia -> Aria = blue_box after the tell", [('bel', 18, 'Mia -> Aria', 'lemon', 'green_suitcase')]),
    C("Mia's first-order belief: blue_envelope", "belief", "true", "end", "answer; Mia = blue_envelope", [('bel', 'end', 'Mia', 'lemon', 'blue_envelope')], ans=True),
]))
