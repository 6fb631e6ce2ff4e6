#!/usr/bin/env python3
"""Hand-written blind test set 6 for free-form ToM claim checking.

Every response below is an individual hand-written string literal.  Claims are
listed by exact text; offsets are computed with str.find.  Each checkable claim
may carry a `chk` spec that is looked up in the engine golds to confirm the
hand-assigned verdict.
"""
import json, os, collections

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDS = os.path.join(HERE, 'golds_6.jsonl')
OUT = os.path.join(HERE, 'blind_6.jsonl')

ITEMS = [json.loads(l) for l in open(GOLDS)]
BYID = {d['id']: d for d in ITEMS}

RECS = []


def C(text, kind, verdict, time, note, chk=None, nth=0, ans=False):
    return dict(text=text, kind=kind, verdict=verdict, time=time, note=note,
                chk=chk, nth=nth, ans=ans)


def row(item, time):
    g = item['golds']
    if time == 'end':
        return g[-1]
    return g[time - 1]


def run_chk(item, c):
    r = row(item, c['time'])
    assert r['line'] == (len(item['golds']) if c['time'] == 'end' else c['time'])
    spec = c['chk']
    typ, rest = spec.split(':', 1)
    if typ == 'B':  # belief chain=container (None allowed)
        chain, val = rest.split('=')
        val = None if val == 'None' else val
        bk = [k for k in r if k.startswith('beliefs_about_')]
        assert len(bk) == 1, bk
        b = r[bk[0]]
        assert chain in b, (item['id'], chain)
        return b[chain] == val
    if typ == 'NB':  # belief chain != container
        chain, val = rest.split('=')
        val = None if val == 'None' else val
        bk = [k for k in r if k.startswith('beliefs_about_')]
        b = r[bk[0]]
        assert chain in b, (item['id'], chain)
        return b[chain] != val
    if typ == 'O':
        obj, val = rest.split('=')
        val = None if val == 'None' else val
        return r['objects'][obj] == val
    if typ == 'R':
        ag, val = rest.split('=')
        val = None if val == 'None' else val
        return r['agents_room'][ag] == val
    if typ == 'W':
        return all(a in r['witnessed_by'] for a in rest.split(','))
    if typ == 'NW':
        return all(a not in r['witnessed_by'] for a in rest.split(','))
    if typ == 'T':
        return rest in r['text']
    if typ == 'NT':
        return rest not in r['text']
    raise ValueError(spec)


def rec(item_id, n, style, label, stated, response, claims):
    item = BYID[item_id]
    out_claims = []
    for c in claims:
        start = -1
        pos = 0
        if c['nth'] == -1:
            start = response.rfind(c['text'])
            assert start >= 0, (item_id, n, c['text'])
        else:
            for _ in range(c['nth'] + 1):
                start = response.find(c['text'], pos)
                assert start >= 0, (item_id, n, c['text'])
                pos = start + 1
        end = start + len(c['text'])
        assert response[start:end] == c['text']
        if c['verdict'] != 'uncheckable':
            assert c['time'] is not None or c['kind'] == 'order', (item_id, n, c['text'])
        if c['chk'] is not None:
            ok = run_chk(item, c)
            exp = c['verdict'] == 'true'
            assert ok == exp, ('verdict mismatch', item_id, n, c['text'], c['chk'], c['verdict'])
        out_claims.append(dict(text=c['text'], start=start, end=end, kind=c['kind'],
                               verdict=c['verdict'], time=c['time'], note=c['note'],
                               _ans=c['ans'], _chk=c['chk']))
    r = {'id': f'{item_id}-r{n}', 'item_id': item_id, 'world': item['world'],
         'story': item['story'], 'question': item['question']}
    if item['world'] == 'hitom':
        r['choices'] = item['choices']
    r.update({'answer': item['answer'], 'order': item['order'],
              'question_type': item['question_type'], 'style': style,
              'label': label, 'stated_answer': stated, 'response': response,
              'claims': out_claims})
    RECS.append(r)


# ---------------------------------------------------------------- s6806-23-o3
I = 's6806-23-o3'  # Benjamin -> Sophia -> Owen, peach; gold green_pantry

rec(I, 1, 'answer_first', 'sound', 'green_pantry', """\
J. green_pantry

Owen moved the peach to the green_pantry (line 3) and walked out right after (line 4). Everything after that — Noah's move to the red_crate, Sophia's move to the green_bathtub, Benjamin's return of it to the blue_treasure_chest — took place without Owen. Sophia saw Owen leave, so she knows his knowledge stops at the green_pantry, and Benjamin, who was still in the front_yard at that point, knows that Sophia knows it.

So Benjamin thinks Sophia thinks Owen thinks the peach is in the green_pantry.""", [
    C("J. green_pantry", 'belief', 'true', 'end', 'final answer; gold chain value green_pantry', 'B:Benjamin -> Sophia -> Owen=green_pantry', ans=True),
    C("Owen moved the peach to the green_pantry", 'event', 'true', 3, 'line 3', 'T:Owen moved the peach to the green_pantry'),
    C("walked out right after", 'order', 'true', 4, 'Owen exits at line 4, right after line 3', 'T:Owen exited'),
    C("Noah's move to the red_crate", 'event', 'true', 5, 'line 5', 'T:Noah moved the peach to the red_crate'),
    C("Sophia's move to the green_bathtub", 'event', 'true', 10, 'line 10', 'T:Sophia moved the peach to the green_bathtub'),
    C("Benjamin's return of it to the blue_treasure_chest", 'event', 'true', 12, 'line 12', 'T:Benjamin moved the peach to the blue_treasure_chest'),
    C("took place without Owen", 'presence', 'true', 5, 'Owen not a witness of the later moves', 'NW:Owen'),
    C("Sophia saw Owen leave", 'presence', 'true', 4, 'Sophia witnessed line 4', 'W:Sophia'),
    C("Benjamin, who was still in the front_yard at that point", 'presence', 'true', 4, 'Benjamin in front_yard at line 4', 'R:Benjamin=front_yard'),
    C("Benjamin thinks Sophia thinks Owen thinks the peach is in the green_pantry", 'belief', 'true', 'end', 'gold chain', 'B:Benjamin -> Sophia -> Owen=green_pantry', ans=True),
])

rec(I, 2, 'numbered', 'unsound', 'green_pantry', """\
1. The peach starts in the blue_treasure_chest (line 2), and Owen moves it to the green_pantry (line 3) with everyone watching.
2. Owen exits at line 4.
3. Noah moves the peach to the red_crate (line 5). Sophia wasn't in the front_yard for that move.
4. Sophia later moves it to the green_bathtub (line 10) and Benjamin puts it back in the blue_treasure_chest (line 12).
5. For Owen's belief only what he saw counts: green_pantry. Sophia knows Owen left right after line 3, and Benjamin was in the room alongside Sophia when Owen exited.

Answer: J. green_pantry""", [
    C("The peach starts in the blue_treasure_chest", 'location', 'true', 2, 'line 2', 'O:peach=blue_treasure_chest'),
    C("Owen moves it to the green_pantry", 'event', 'true', 3, 'line 3', 'T:Owen moved the peach to the green_pantry'),
    C("with everyone watching", 'presence', 'true', 3, 'all five witnessed line 3', 'W:Owen,Noah,Lily,Sophia,Benjamin'),
    C("Owen exits at line 4", 'event', 'true', 4, 'line 4', 'T:Owen exited'),
    C("Noah moves the peach to the red_crate", 'event', 'true', 5, 'line 5', 'T:Noah moved the peach to the red_crate'),
    C("Sophia wasn't in the front_yard for that move", 'presence', 'false', 5, 'PLANTED: Sophia was in the front_yard at line 5', 'R:Sophia=None'),
    C("Sophia later moves it to the green_bathtub", 'event', 'true', 10, 'line 10', 'T:Sophia moved the peach to the green_bathtub'),
    C("Benjamin puts it back in the blue_treasure_chest", 'event', 'true', 12, 'line 12', 'T:Benjamin moved the peach to the blue_treasure_chest'),
    C("For Owen's belief only what he saw counts: green_pantry", 'belief', 'true', 'end', 'Owen believes green_pantry', 'B:Owen=green_pantry'),
    C("Sophia knows Owen left right after line 3", 'presence', 'true', 4, 'Sophia witnessed Owen exit at 4', 'W:Sophia'),
    C("Benjamin was in the room alongside Sophia when Owen exited", 'presence', 'true', 4, 'both witnessed line 4', 'W:Benjamin,Sophia'),
    C("Answer: J. green_pantry", 'belief', 'true', 'end', 'final answer', 'B:Benjamin -> Sophia -> Owen=green_pantry', ans=True),
])

rec(I, 3, 'narrative', 'wrong', 'green_bathtub', """\
Let me walk through the front_yard scene. All five are there when the peach, sitting in the blue_treasure_chest, gets moved by Owen to the green_pantry. Owen then leaves, and Noah shifts it to the red_crate before leaving too. Lily idles for a minute and then exits. That leaves Sophia and Benjamin: Sophia puts the peach in the green_bathtub and walks out, and Benjamin, alone, returns it to the blue_treasure_chest.

Benjamin saw Sophia's move, so he knows Sophia thinks it's in the green_bathtub, and I'd carry that through to her picture of Owen as well. Benjamin would say Sophia thinks Owen thinks the peach is in the green_bathtub.""", [
    C("All five are there", 'presence', 'true', 3, 'all five witnessed line 3', 'W:Owen,Noah,Lily,Sophia,Benjamin'),
    C("gets moved by Owen to the green_pantry", 'event', 'true', 3, 'line 3', 'T:Owen moved the peach to the green_pantry'),
    C("Owen then leaves", 'event', 'true', 4, 'line 4', 'T:Owen exited'),
    C("Noah shifts it to the red_crate", 'event', 'true', 5, 'line 5', 'T:Noah moved the peach to the red_crate'),
    C("before leaving too", 'order', 'true', 6, 'Noah exits at 6 after his move', 'T:Noah exited'),
    C("Lily idles for a minute", 'event', 'true', 7, 'line 7', 'T:Lily made no movements'),
    C("then exits", 'event', 'true', 9, 'Lily exits at 9', 'T:Lily exited'),
    C("Sophia puts the peach in the green_bathtub", 'event', 'true', 10, 'line 10', 'T:Sophia moved the peach to the green_bathtub'),
    C("walks out", 'event', 'true', 11, 'Sophia exits at 11', 'T:Sophia exited'),
    C("Benjamin, alone, returns it to the blue_treasure_chest", 'event', 'true', 12, 'line 12, only Benjamin present', 'T:Benjamin moved the peach to the blue_treasure_chest'),
    C("Benjamin saw Sophia's move", 'presence', 'true', 10, 'Benjamin witnessed line 10', 'W:Benjamin'),
    C("he knows Sophia thinks it's in the green_bathtub", 'belief', 'true', 'end', 'Benjamin -> Sophia = green_bathtub', 'B:Benjamin -> Sophia=green_bathtub'),
    C("Benjamin would say Sophia thinks Owen thinks the peach is in the green_bathtub", 'belief', 'false', 'end', 'gold chain is green_pantry', 'B:Benjamin -> Sophia -> Owen=green_bathtub', ans=True),
])

rec(I, 4, 'terse', 'unsupported', 'green_pantry', """J. green_pantry""", [
    C("J. green_pantry", 'belief', 'true', 'end', 'bare answer', 'B:Benjamin -> Sophia -> Owen=green_pantry', ans=True),
])

rec(I, 5, 'thinking', 'sound', 'green_pantry', """\
<think>
Chain: Benjamin -> Sophia -> Owen. Innermost is Owen. Owen saw the peach go into the green_pantry at line 3 and left at line 4. So Owen thinks green_pantry.
Does Sophia know that? Sophia was still in the front_yard when Owen left, so yes, she saw him go. Sophia's model of Owen = green_pantry.
Benjamin: he was also in the front_yard at line 4. Wait, does the stuff at the end matter? Benjamin's public claim is about the lettuce, and so is Lily's private tell. Nothing about the peach.
So Benjamin thinks Sophia thinks Owen thinks green_pantry.
</think>
Benjamin thinks Sophia thinks Owen thinks the peach is in the green_pantry (J).""", [
    C("Owen saw the peach go into the green_pantry at line 3", 'presence', 'true', 3, 'Owen witnessed line 3', 'W:Owen'),
    C("left at line 4", 'event', 'true', 4, 'line 4', 'T:Owen exited'),
    C("So Owen thinks green_pantry", 'belief', 'true', 'end', 'Owen = green_pantry', 'B:Owen=green_pantry'),
    C("Sophia was still in the front_yard when Owen left", 'presence', 'true', 4, 'Sophia in front_yard at 4', 'R:Sophia=front_yard'),
    C("she saw him go", 'presence', 'true', 4, 'Sophia witnessed line 4', 'W:Sophia'),
    C("Sophia's model of Owen = green_pantry", 'belief', 'true', 'end', 'Sophia -> Owen = green_pantry', 'B:Sophia -> Owen=green_pantry'),
    C("he was also in the front_yard at line 4", 'presence', 'true', 4, 'Benjamin in front_yard', 'R:Benjamin=front_yard'),
    C("Benjamin's public claim is about the lettuce", 'communication', 'true', 26, 'line 26 concerns the lettuce', 'T:Benjamin publicly claimed that lettuce'),
    C("so is Lily's private tell", 'communication', 'true', 27, 'line 27 concerns the lettuce', 'T:Lily privately told Benjamin that the lettuce'),
    C("So Benjamin thinks Sophia thinks Owen thinks green_pantry", 'belief', 'true', 'end', 'gold chain', 'B:Benjamin -> Sophia -> Owen=green_pantry'),
    C("Benjamin thinks Sophia thinks Owen thinks the peach is in the green_pantry (J)", 'belief', 'true', 'end', 'final answer', 'B:Benjamin -> Sophia -> Owen=green_pantry', ans=True),
])

# ---------------------------------------------------------------- tomi first_order_1_no_tom
I = 'tomi-s6806-4-first_order_1_no_tom'  # Avery, potato; gold green_drawer

rec(I, 1, 'terse', 'sound', 'green_drawer', """green_drawer — Avery was in the laundry when William moved it there, and left only afterwards.""", [
    C("green_drawer", 'belief', 'true', 'end', 'answer: Avery believes green_drawer', 'B:Avery=green_drawer', ans=True),
    C("Avery was in the laundry when William moved it there", 'presence', 'true', 7, 'Avery in laundry at line 7', 'R:Avery=laundry'),
    C("left only afterwards", 'order', 'true', 8, 'Avery exits at 8, after the move at 7', 'T:Avery exited'),
])

rec(I, 2, 'narrative', 'unsound', 'green_drawer', """\
Avery comes into the laundry after William and Amelia, so all three are there when the potato shows up in the red_suitcase. William then moves it to the green_drawer right in front of Avery. Only after that does Avery leave. Since nothing happens behind Avery's back, Avery will look in the green_drawer.""", [
    C("Avery comes into the laundry after William and Amelia", 'order', 'true', 5, 'Avery enters at 5, after lines 1-2', 'T:Avery entered the laundry'),
    C("all three are there", 'presence', 'true', 6, 'all three witness line 6', 'W:William,Amelia,Avery'),
    C("the potato shows up in the red_suitcase", 'location', 'false', 6, 'PLANTED: it is in the red_treasure_chest', 'O:potato=red_suitcase'),
    C("William then moves it to the green_drawer", 'event', 'true', 7, 'line 7', 'T:William moved the potato to the green_drawer'),
    C("right in front of Avery", 'presence', 'true', 7, 'Avery witnessed line 7', 'W:Avery'),
    C("Only after that does Avery leave", 'order', 'true', 8, 'Avery exits at 8', 'T:Avery exited'),
    C("nothing happens behind Avery's back", 'event', 'true', 8, 'no event after Avery leaves (story ends at 8)'),
    C("Avery will look in the green_drawer", 'belief', 'true', 'end', 'final answer', 'B:Avery=green_drawer', ans=True),
])

rec(I, 3, 'answer_first', 'unsupported', 'green_drawer', """\
Avery will look in the green_drawer. This one is straightforward — the question is simply where Avery expects the potato to be.""", [
    C("Avery will look in the green_drawer", 'belief', 'true', 'end', 'answer only', 'B:Avery=green_drawer', ans=True),
])

rec(I, 4, 'numbered', 'wrong', 'red_treasure_chest', """\
1. The potato is placed in the red_treasure_chest (step 6).
2. William moves it to the green_drawer (step 7).
3. Avery exits the laundry (step 8).
4. Since Avery left, Avery doesn't know about the move.

Answer: red_treasure_chest""", [
    C("The potato is placed in the red_treasure_chest", 'location', 'true', 6, 'line 6', 'O:potato=red_treasure_chest'),
    C("William moves it to the green_drawer", 'event', 'true', 7, 'line 7', 'T:William moved the potato to the green_drawer'),
    C("Avery exits the laundry", 'event', 'true', 8, 'line 8', 'T:Avery exited the laundry'),
    C("Avery doesn't know about the move", 'belief', 'false', 'end', 'Avery saw the move; believes green_drawer', 'B:Avery=red_treasure_chest'),
    C("Answer: red_treasure_chest", 'belief', 'false', 'end', 'gold green_drawer', 'B:Avery=red_treasure_chest', ans=True),
])

rec(I, 5, 'thinking', 'sound', 'green_drawer', """\
<think>
Who is in the laundry at step 7? William, Amelia, Avery — Avery came in at step 5. So Avery watched William put the potato in the green_drawer. Avery leaves at step 8, after the move, and nobody touches the potato again. The likes/hates lines are noise.
</think>

The green_drawer.""", [
    C("William, Amelia, Avery", 'presence', 'true', 7, 'all three witness line 7', 'W:William,Amelia,Avery'),
    C("Avery came in at step 5", 'event', 'true', 5, 'line 5', 'T:Avery entered'),
    C("Avery watched William put the potato in the green_drawer", 'presence', 'true', 7, 'Avery witnessed line 7', 'W:Avery'),
    C("Avery leaves at step 8", 'event', 'true', 8, 'line 8', 'T:Avery exited'),
    C("after the move", 'order', 'true', 8, 'exit (8) after move (7)'),
    C("nobody touches the potato again", 'event', 'true', 'end', 'potato still in green_drawer at end', 'O:potato=green_drawer'),
    C("The green_drawer.", 'belief', 'true', 'end', 'final answer', 'B:Avery=green_drawer', ans=True),
])

# ---------------------------------------------------------------- s6806-17-o2
I = 's6806-17-o2'  # Lucas -> Ethan, persimmon; gold blue_box

rec(I, 1, 'numbered', 'sound', 'blue_box', """\
1. Ethan moves the persimmon from the red_bottle to the blue_box (line 3), then exits (line 4).
2. Lucas is in the TV_room for both of those, so he knows Ethan last saw it in the blue_box.
3. Olivia's move to the blue_bucket (line 5) happens after Ethan is gone.
4. Gracie's private tip to Ethan at line 15 (green_crate) is private — Lucas isn't part of it, so it can't change what Lucas thinks Ethan thinks.
5. Olivia's private message to Lucas is about where the persimmon is, not about Ethan.

→ Lucas thinks Ethan thinks the persimmon is in the blue_box (L).""", [
    C("Ethan moves the persimmon from the red_bottle to the blue_box", 'event', 'true', 3, 'line 3', 'T:Ethan moved the persimmon to the blue_box'),
    C("then exits", 'event', 'true', 4, 'line 4', 'T:Ethan exited'),
    C("Lucas is in the TV_room for both of those", 'presence', 'true', 4, 'Lucas witnessed lines 3-4', 'W:Lucas'),
    C("he knows Ethan last saw it in the blue_box", 'belief', 'true', 4, 'Lucas -> Ethan = blue_box', 'B:Lucas -> Ethan=blue_box'),
    C("Olivia's move to the blue_bucket", 'event', 'true', 5, 'line 5', 'T:Olivia moved the persimmon to the blue_bucket'),
    C("happens after Ethan is gone", 'presence', 'true', 5, 'Ethan absent at line 5', 'NW:Ethan'),
    C("Gracie's private tip to Ethan at line 15 (green_crate)", 'communication', 'true', 15, 'line 15', 'T:Gracie privately told Ethan that the persimmon is in the green_crate'),
    C("Lucas isn't part of it", 'presence', 'true', 15, 'Lucas not a witness of line 15', 'NW:Lucas'),
    C("it can't change what Lucas thinks Ethan thinks", 'belief', 'true', 15, 'Lucas -> Ethan stays blue_box', 'B:Lucas -> Ethan=blue_box'),
    C("Olivia's private message to Lucas is about where the persimmon is", 'communication', 'true', 16, 'line 16', 'T:Olivia privately told Lucas that the persimmon'),
    C("Lucas thinks Ethan thinks the persimmon is in the blue_box (L)", 'belief', 'true', 'end', 'final answer', 'B:Lucas -> Ethan=blue_box', ans=True),
])

rec(I, 2, 'thinking', 'unsound', 'blue_box', """\
<think>
Lucas -> Ethan. Ethan left at line 4 right after putting the persimmon in the blue_box. Lucas was present for that, and he stayed until line 10.
Then in the waiting_room: Gracie privately tells Ethan it's in the blue_bucket. Lucas doesn't hear that one.
Olivia privately tells Lucas blue_box — but that is about where Lucas himself thinks it is, not about Ethan.
So Lucas still pictures Ethan with the blue_box.
</think>
blue_box""", [
    C("Ethan left at line 4", 'event', 'true', 4, 'line 4', 'T:Ethan exited'),
    C("right after putting the persimmon in the blue_box", 'order', 'true', 4, 'move at 3, exit at 4'),
    C("Lucas was present for that", 'presence', 'true', 3, 'Lucas witnessed line 3', 'W:Lucas'),
    C("he stayed until line 10", 'presence', 'true', 10, 'Lucas exits at 10', 'T:Lucas exited'),
    C("Gracie privately tells Ethan it's in the blue_bucket", 'communication', 'false', 15, 'PLANTED: Gracie said green_crate', 'T:Gracie privately told Ethan that the persimmon is in the blue_bucket'),
    C("Lucas doesn't hear that one", 'presence', 'true', 15, 'Lucas not a witness of 15', 'NW:Lucas'),
    C("Olivia privately tells Lucas blue_box", 'communication', 'true', 16, 'line 16', 'T:Olivia privately told Lucas that the persimmon is in the blue_box'),
    C("So Lucas still pictures Ethan with the blue_box", 'belief', 'true', 'end', 'Lucas -> Ethan = blue_box', 'B:Lucas -> Ethan=blue_box'),
    C("blue_box", 'belief', 'true', 'end', 'final answer', 'B:Lucas -> Ethan=blue_box', nth=-1, ans=True),
])

rec(I, 3, 'narrative', 'wrong', 'green_crate', """\
In the TV_room, Ethan puts the persimmon into the blue_box and leaves. Olivia then moves it to the blue_bucket, but Ethan never sees that. Later, in the waiting_room, Gracie quietly tells Ethan it's in the green_crate, and since Gracie stayed in the TV_room longer than Ethan, he believes her. Lucas knows Ethan is gullible in that way, so Lucas figures Ethan now thinks it's in the green_crate.""", [
    C("Ethan puts the persimmon into the blue_box", 'event', 'true', 3, 'line 3', 'T:Ethan moved the persimmon to the blue_box'),
    C("and leaves", 'event', 'true', 4, 'line 4', 'T:Ethan exited'),
    C("Olivia then moves it to the blue_bucket", 'event', 'true', 5, 'line 5', 'T:Olivia moved the persimmon to the blue_bucket'),
    C("Ethan never sees that", 'presence', 'true', 5, 'Ethan absent at 5', 'NW:Ethan'),
    C("Gracie quietly tells Ethan it's in the green_crate", 'communication', 'true', 15, 'line 15', 'T:Gracie privately told Ethan that the persimmon is in the green_crate'),
    C("Gracie stayed in the TV_room longer than Ethan", 'order', 'true', 8, 'Gracie exits at 8, Ethan at 4'),
    C("he believes her", 'belief', 'true', 15, 'Ethan = green_crate after 15', 'B:Ethan=green_crate'),
    C("Lucas knows Ethan is gullible in that way", 'belief', 'uncheckable', None, 'character judgement, not in golds'),
    C("Lucas figures Ethan now thinks it's in the green_crate", 'belief', 'false', 'end', 'Lucas did not witness the tell; Lucas -> Ethan = blue_box', 'B:Lucas -> Ethan=green_crate', ans=True),
])

rec(I, 4, 'terse', 'sound', 'blue_box', """L. blue_box — the last spot Lucas and Ethan saw together.""", [
    C("L. blue_box", 'belief', 'true', 'end', 'final answer', 'B:Lucas -> Ethan=blue_box', ans=True),
    C("the last spot Lucas and Ethan saw together", 'presence', 'true', 3, 'both witnessed the move to blue_box at line 3', 'W:Lucas,Ethan'),
])

rec(I, 5, 'answer_first', 'unsound', 'blue_box', """\
blue_box (L).

Ethan's last view of the persimmon is the blue_box at line 3; he walks out at line 4, and Lucas saw that exit. Lucas had left before Olivia's switch to the blue_bucket, but that doesn't matter here, since the question is about Ethan's belief as Lucas models it. The later private messages don't reach Lucas's model of Ethan either: Gracie's goes to Ethan alone.""", [
    C("blue_box (L)", 'belief', 'true', 'end', 'final answer', 'B:Lucas -> Ethan=blue_box', ans=True),
    C("Ethan's last view of the persimmon is the blue_box at line 3", 'presence', 'true', 3, 'Ethan witnessed line 3, none later', 'W:Ethan'),
    C("he walks out at line 4", 'event', 'true', 4, 'line 4', 'T:Ethan exited'),
    C("Lucas saw that exit", 'presence', 'true', 4, 'Lucas witnessed line 4', 'W:Lucas'),
    C("Lucas had left before Olivia's switch to the blue_bucket", 'presence', 'false', 5, 'PLANTED: Lucas was in the TV_room at 5', 'R:Lucas=None'),
    C("The later private messages don't reach Lucas's model of Ethan either", 'belief', 'true', 'end', 'Lucas -> Ethan stays blue_box', 'B:Lucas -> Ethan=blue_box'),
    C("Gracie's goes to Ethan alone", 'communication', 'true', 15, 'only Ethan and Gracie witness 15', 'NW:Lucas'),
])

# ---------------------------------------------------------------- s6806-0-o0
I = 's6806-0-o0'  # pear really; gold green_box

rec(I, 1, 'terse', 'unsupported', 'green_box', """G. green_box""", [
    C("G. green_box", 'location', 'true', 'end', 'bare answer', 'O:pear=green_box', ans=True),
])

rec(I, 2, 'narrative', 'sound', 'green_box', """\
The pear begins in the green_box. Jack and Oliver leave without touching it, and then Noah moves it to the green_basket while Owen and Sophia look on. After Noah and Owen have gone, Sophia, alone in the sunroom, puts it back into the green_box. Nobody moves it after that, so the pear is really in the green_box.""", [
    C("The pear begins in the green_box", 'location', 'true', 2, 'line 2', 'O:pear=green_box'),
    C("Jack and Oliver leave without touching it", 'event', 'true', 6, 'Jack exits 4, Oliver 6, no moves', 'O:pear=green_box'),
    C("Noah moves it to the green_basket", 'event', 'true', 7, 'line 7', 'T:Noah moved the pear to the green_basket'),
    C("while Owen and Sophia look on", 'presence', 'true', 7, 'witnesses of 7', 'W:Owen,Sophia'),
    C("After Noah and Owen have gone", 'presence', 'true', 13, 'both absent at 13', 'NW:Noah,Owen'),
    C("Sophia, alone in the sunroom, puts it back into the green_box", 'event', 'true', 13, 'line 13', 'T:Sophia moved the pear to the green_box'),
    C("Nobody moves it after that", 'event', 'true', 'end', 'still green_box at end', 'O:pear=green_box'),
    C("the pear is really in the green_box", 'location', 'true', 'end', 'final answer', 'O:pear=green_box', ans=True),
])

rec(I, 3, 'thinking', 'wrong', 'green_basket', """\
<think>
Pear starts in green_box. Noah moves it to green_basket at line 7. After that, people just leave one by one. Noah likes the green_container — irrelevant.
</think>
The pear is in the green_basket.""", [
    C("Pear starts in green_box", 'location', 'true', 2, 'line 2', 'O:pear=green_box'),
    C("Noah moves it to green_basket at line 7", 'event', 'true', 7, 'line 7', 'T:Noah moved the pear to the green_basket'),
    C("After that, people just leave one by one", 'event', 'false', 13, 'omits Sophia moving the pear back at 13', 'NT:moved the pear'),
    C("Noah likes the green_container", 'event', 'true', 12, 'line 12', 'T:Noah likes the green_container'),
    C("The pear is in the green_basket.", 'location', 'false', 'end', 'pear is in green_box', 'O:pear=green_basket', ans=True),
])

rec(I, 4, 'answer_first', 'unsound', 'green_box', """\
The pear is really in the green_box (G). Noah took it out of the green_box and put it in the green_basket at line 7, but Sophia returned it to the green_box at line 13, with Owen still in the sunroom watching. That was the final move.""", [
    C("The pear is really in the green_box (G)", 'location', 'true', 'end', 'final answer', 'O:pear=green_box', ans=True),
    C("Noah took it out of the green_box and put it in the green_basket at line 7", 'event', 'true', 7, 'line 7', 'T:Noah moved the pear to the green_basket'),
    C("Sophia returned it to the green_box at line 13", 'event', 'true', 13, 'line 13', 'T:Sophia moved the pear to the green_box'),
    C("with Owen still in the sunroom watching", 'presence', 'false', 13, 'PLANTED: Owen left at 11', 'R:Owen=sunroom'),
    C("That was the final move", 'event', 'true', 'end', 'no later move', 'O:pear=green_box'),
])

rec(I, 5, 'numbered', 'sound', 'green_box', """\
1. Line 2: pear in the green_box.
2. Line 7: Noah → green_basket.
3. Line 13: Sophia → green_box.
4. No further moves; walking into the waiting_room doesn't relocate it.

Final location: green_box.""", [
    C("Line 2: pear in the green_box", 'location', 'true', 2, 'line 2', 'O:pear=green_box'),
    C("Line 7: Noah → green_basket", 'event', 'true', 7, 'line 7', 'T:Noah moved the pear to the green_basket'),
    C("Line 13: Sophia → green_box", 'event', 'true', 13, 'line 13', 'T:Sophia moved the pear to the green_box'),
    C("No further moves", 'event', 'true', 'end', 'no move after 13', 'O:pear=green_box'),
    C("Final location: green_box", 'location', 'true', 'end', 'final answer', 'O:pear=green_box', ans=True),
])

# ---------------------------------------------------------------- s6806-9-o4
I = 's6806-9-o4'  # Charlotte -> Jacob -> Aiden -> Liam, beans; gold red_drawer

rec(I, 1, 'narrative', 'unsound', 'red_drawer', """\
Everyone sees the beans in the red_drawer at the start. Liam just waits a minute and then leaves the pantry, after Ethan had already gone, so Liam's belief is frozen at the red_drawer. Aiden, Jacob and Charlotte were all still there when Liam walked out, so each of them knows that Liam last saw the beans in the red_drawer, and each knows the others saw him leave too.

The later shuffling — Aiden to the red_bottle, Jacob to the green_envelope, Charlotte back to the red_drawer — can't touch Liam's belief, and nobody at any level thinks Liam saw it. The answer is the red_drawer.""", [
    C("Everyone sees the beans in the red_drawer at the start", 'presence', 'true', 3, 'all five witness line 3', 'W:Liam,Ethan,Aiden,Jacob,Charlotte'),
    C("Liam just waits a minute and then leaves the pantry", 'event', 'true', 5, 'lines 4-5', 'T:Liam exited the pantry'),
    C("after Ethan had already gone", 'order', 'false', 5, 'PLANTED: Ethan exits at 7, after Liam (5)', 'R:Ethan=None'),
    C("Liam's belief is frozen at the red_drawer", 'belief', 'true', 'end', 'Liam = red_drawer', 'B:Liam=red_drawer'),
    C("Aiden, Jacob and Charlotte were all still there when Liam walked out", 'presence', 'true', 5, 'witnesses of 5', 'W:Aiden,Jacob,Charlotte'),
    C("each of them knows that Liam last saw the beans in the red_drawer", 'belief', 'true', 'end', 'Aiden/Jacob/Charlotte -> Liam = red_drawer', 'B:Aiden -> Liam=red_drawer'),
    C("Aiden to the red_bottle", 'event', 'true', 8, 'line 8', 'T:Aiden moved the beans to the red_bottle'),
    C("Jacob to the green_envelope", 'event', 'true', 10, 'line 10', 'T:Jacob moved the beans to the green_envelope'),
    C("Charlotte back to the red_drawer", 'event', 'true', 12, 'line 12', 'T:Charlotte moved the beans to the red_drawer'),
    C("can't touch Liam's belief", 'belief', 'true', 'end', 'Liam stays red_drawer', 'B:Liam=red_drawer'),
    C("The answer is the red_drawer", 'belief', 'true', 'end', 'final answer', 'B:Charlotte -> Jacob -> Aiden -> Liam=red_drawer', ans=True),
])

rec(I, 2, 'thinking', 'sound', 'red_drawer', """\
<think>
Four levels: Charlotte -> Jacob -> Aiden -> Liam. Start from Liam.
Liam is in the pantry for line 3 (beans in red_drawer) and leaves at line 5. Nothing moved before he left. Liam: red_drawer.
Aiden about Liam: Aiden was in the room when Liam left, so Aiden knows Liam saw only the red_drawer. Aiden -> Liam = red_drawer.
Jacob about Aiden about Liam: Jacob was there too, watching both. Same: red_drawer.
Charlotte about all that: she was present at lines 3 and 5 as well. Hmm, is there any later event that Liam could have seen? Liam stays in the waiting_room for the second pantry trip, and the pineapple claims don't concern the beans. So no.
</think>

B. red_drawer""", [
    C("Liam is in the pantry for line 3", 'presence', 'true', 3, 'Liam in pantry at 3', 'R:Liam=pantry'),
    C("beans in red_drawer", 'location', 'true', 3, 'line 3', 'O:beans=red_drawer'),
    C("leaves at line 5", 'event', 'true', 5, 'line 5', 'T:Liam exited'),
    C("Nothing moved before he left", 'event', 'true', 5, 'beans still red_drawer at 5', 'O:beans=red_drawer'),
    C("Liam: red_drawer", 'belief', 'true', 'end', 'Liam = red_drawer', 'B:Liam=red_drawer'),
    C("Aiden was in the room when Liam left", 'presence', 'true', 5, 'Aiden witnessed 5', 'W:Aiden'),
    C("Aiden -> Liam = red_drawer", 'belief', 'true', 'end', 'gold', 'B:Aiden -> Liam=red_drawer'),
    C("Jacob was there too, watching both", 'presence', 'true', 5, 'Jacob witnessed 5', 'W:Jacob'),
    C("Same: red_drawer", 'belief', 'true', 'end', 'Jacob -> Aiden -> Liam = red_drawer', 'B:Jacob -> Aiden -> Liam=red_drawer'),
    C("she was present at lines 3 and 5 as well", 'presence', 'true', 5, 'Charlotte witnessed 3 and 5', 'W:Charlotte'),
    C("Liam stays in the waiting_room for the second pantry trip", 'presence', 'true', 15, 'Liam in waiting_room at 15', 'R:Liam=waiting_room'),
    C("the pineapple claims don't concern the beans", 'communication', 'true', 25, 'line 25 is about the pineapple', 'T:pineapple'),
    C("B. red_drawer", 'belief', 'true', 'end', 'final answer', 'B:Charlotte -> Jacob -> Aiden -> Liam=red_drawer', ans=True),
])

rec(I, 3, 'answer_first', 'wrong', 'green_envelope', """\
**Answer: green_envelope**

Charlotte was the last person Jacob shared the pantry with, and the last move she saw him make was putting the beans into the green_envelope (line 10). After that Jacob left, so in Charlotte's eyes Jacob's whole picture of the beans — including what he imagines Aiden and Liam believe — is built around the green_envelope.""", [
    C("**Answer: green_envelope**", 'belief', 'false', 'end', 'gold red_drawer', 'B:Charlotte -> Jacob -> Aiden -> Liam=green_envelope', ans=True),
    C("Charlotte was the last person Jacob shared the pantry with", 'presence', 'true', 10, 'only Charlotte and Jacob present after line 9', 'W:Charlotte,Jacob'),
    C("the last move she saw him make was putting the beans into the green_envelope", 'event', 'true', 10, 'line 10', 'T:Jacob moved the beans to the green_envelope'),
    C("After that Jacob left", 'event', 'true', 11, 'line 11', 'T:Jacob exited'),
    C("in Charlotte's eyes Jacob's whole picture of the beans — including what he imagines Aiden and Liam believe — is built around the green_envelope", 'belief', 'false', 'end', 'Charlotte -> Jacob = red_drawer; nested chains are red_bottle / red_drawer', 'B:Charlotte -> Jacob=green_envelope'),
])

rec(I, 4, 'numbered', 'sound', 'red_drawer', """\
Working from the innermost agent outwards:

1. **Liam** — sees the beans placed in the red_drawer (line 3), exits at line 5 before any move. Believes: red_drawer.
2. **Aiden about Liam** — Aiden watched Liam leave, so Aiden -> Liam = red_drawer.
3. **Jacob about Aiden about Liam** — Jacob saw the same things Aiden did up to line 5, so red_drawer.
4. **Charlotte about Jacob about Aiden about Liam** — Charlotte was present as well. red_drawer.

Note that the beans also end up in the red_drawer for real (Charlotte moved them back at line 12), but that is a coincidence; the reasoning above doesn't depend on it.

**Answer: B. red_drawer**""", [
    C("sees the beans placed in the red_drawer (line 3)", 'presence', 'true', 3, 'Liam witnessed line 3', 'W:Liam'),
    C("exits at line 5 before any move", 'event', 'true', 5, 'Liam exits at 5; beans unmoved', 'T:Liam exited'),
    C("Believes: red_drawer", 'belief', 'true', 'end', 'Liam = red_drawer', 'B:Liam=red_drawer'),
    C("Aiden watched Liam leave", 'presence', 'true', 5, 'Aiden witnessed 5', 'W:Aiden'),
    C("Aiden -> Liam = red_drawer", 'belief', 'true', 'end', 'gold', 'B:Aiden -> Liam=red_drawer'),
    C("Jacob saw the same things Aiden did up to line 5, so red_drawer", 'belief', 'true', 'end', 'Jacob -> Aiden -> Liam = red_drawer', 'B:Jacob -> Aiden -> Liam=red_drawer'),
    C("Charlotte was present as well", 'presence', 'true', 5, 'Charlotte witnessed 5', 'W:Charlotte'),
    C("the beans also end up in the red_drawer for real", 'location', 'true', 'end', 'final location red_drawer', 'O:beans=red_drawer'),
    C("Charlotte moved them back at line 12", 'event', 'true', 12, 'line 12', 'T:Charlotte moved the beans to the red_drawer'),
    C("**Answer: B. red_drawer**", 'belief', 'true', 'end', 'final answer', 'B:Charlotte -> Jacob -> Aiden -> Liam=red_drawer', ans=True),
])

rec(I, 5, 'terse', 'unsupported', 'red_drawer', """B""", [
    C("B", 'belief', 'true', 'end', 'bare letter answer (B = red_drawer)', 'B:Charlotte -> Jacob -> Aiden -> Liam=red_drawer', ans=True),
])

# ---------------------------------------------------------------- s6806-6-o1
I = 's6806-6-o1'  # Noah, beans; gold green_suitcase

rec(I, 1, 'answer_first', 'sound', 'green_suitcase', """\
G. green_suitcase

Noah saw the beans in the green_suitcase at line 2 and left at line 5, before Ava moved them to the blue_bottle. He never sees the later moves either, and it so happens that Aria put them back in the green_suitcase at line 13 — so Noah's belief is actually correct.""", [
    C("G. green_suitcase", 'belief', 'true', 'end', 'final answer', 'B:Noah=green_suitcase', ans=True),
    C("Noah saw the beans in the green_suitcase at line 2", 'presence', 'true', 2, 'Noah witnessed line 2', 'W:Noah'),
    C("left at line 5", 'event', 'true', 5, 'line 5', 'T:Noah exited'),
    C("before Ava moved them to the blue_bottle", 'order', 'true', 8, 'Ava moves at 8, after Noah left at 5', 'T:Ava moved the beans to the blue_bottle'),
    C("He never sees the later moves either", 'presence', 'true', 10, 'Noah absent for lines 8, 10, 13', 'NW:Noah'),
    C("Aria put them back in the green_suitcase at line 13", 'event', 'true', 13, 'line 13', 'T:Aria moved the beans to the green_suitcase'),
    C("Noah's belief is actually correct", 'belief', 'true', 'end', 'Noah = green_suitcase = real location', 'B:Noah=green_suitcase'),
])

rec(I, 2, 'numbered', 'wrong', None, """\
1. Beans start in the green_suitcase (line 2).
2. Noah leaves at line 5.
3. Ava → blue_bottle (line 8), Lily → red_basket (line 10), Aria → green_suitcase (line 13).
4. Noah wasn't around for any of these moves.
5. But in the back_yard Noah is with Ava and Aria, and they may have talked about it.

So Noah thinks the beans are either in the green_suitcase or possibly the red_basket — hard to pin down.""", [
    C("Beans start in the green_suitcase", 'location', 'true', 2, 'line 2', 'O:beans=green_suitcase'),
    C("Noah leaves at line 5", 'event', 'true', 5, 'line 5', 'T:Noah exited'),
    C("Ava → blue_bottle (line 8)", 'event', 'true', 8, 'line 8', 'T:Ava moved the beans to the blue_bottle'),
    C("Lily → red_basket (line 10)", 'event', 'true', 10, 'line 10', 'T:Lily moved the beans to the red_basket'),
    C("Aria → green_suitcase (line 13)", 'event', 'true', 13, 'line 13', 'T:Aria moved the beans to the green_suitcase'),
    C("Noah wasn't around for any of these moves", 'presence', 'true', 8, 'Noah absent from the pantry after 5', 'NW:Noah'),
    C("in the back_yard Noah is with Ava and Aria", 'presence', 'true', 16, 'line 16', 'W:Noah,Ava,Aria'),
])

rec(I, 3, 'thinking', 'unsound', 'green_suitcase', """\
<think>
Noah exits the pantry at line 5. At that point the beans are in the green_suitcase — no one has moved them yet. Ava, Lily and Aria each move them afterwards, while Jack is still in the pantry. None of that reaches Noah.
The pumpkin moves happen after Noah leaves the back_yard — wait, that's the pumpkin anyway, not the beans. Not relevant.
Noah: green_suitcase.
</think>
Noah thinks the beans are in the green_suitcase.""", [
    C("Noah exits the pantry at line 5", 'event', 'true', 5, 'line 5', 'T:Noah exited the pantry'),
    C("At that point the beans are in the green_suitcase", 'location', 'true', 5, 'beans in green_suitcase at 5', 'O:beans=green_suitcase'),
    C("no one has moved them yet", 'event', 'true', 5, 'no move before 8'),
    C("Ava, Lily and Aria each move them afterwards", 'event', 'true', 8, 'moves at 8, 10, 13', 'T:Ava moved the beans'),
    C("while Jack is still in the pantry", 'presence', 'false', 8, 'PLANTED: Jack left at 7', 'R:Jack=pantry'),
    C("None of that reaches Noah", 'presence', 'true', 8, 'Noah absent', 'NW:Noah'),
    C("The pumpkin moves happen after Noah leaves the back_yard", 'order', 'true', 20, 'Noah exits 19; pumpkin moves 20, 22', 'NW:Noah'),
    C("Noah: green_suitcase", 'belief', 'true', 'end', 'Noah = green_suitcase', 'B:Noah=green_suitcase'),
    C("Noah thinks the beans are in the green_suitcase.", 'belief', 'true', 'end', 'final answer', 'B:Noah=green_suitcase', ans=True),
])

rec(I, 4, 'narrative', 'unsupported', 'green_suitcase', """\
Noah's view of the beans only updates on what he is around for, and that is the whole trick of this question. Asked where he really thinks they are, the answer is the green_suitcase.""", [
    C("the answer is the green_suitcase", 'belief', 'true', 'end', 'answer only', 'B:Noah=green_suitcase', ans=True),
])

rec(I, 5, 'terse', 'unsound', 'green_suitcase', """green_suitcase. He was gone before Lily moved the beans to the blue_bottle.""", [
    C("green_suitcase", 'belief', 'true', 'end', 'final answer', 'B:Noah=green_suitcase', ans=True),
    C("He was gone before Lily moved the beans to the blue_bottle", 'event', 'false', 8, 'PLANTED: it was Ava who moved them to the blue_bottle (Lily used the red_basket)', 'T:Lily moved the beans to the blue_bottle'),
])

# ---------------------------------------------------------------- tomi second_order
I = 'tomi-s6806-2-second_order_0_tom'  # Abigail -> Aiden, peach; gold green_treasure_chest

rec(I, 1, 'thinking', 'sound', 'green_treasure_chest', """\
<think>
Aiden is in the lounge at line 5 when the peach is in the green_treasure_chest, and he leaves at line 7. Abigail moves it to the blue_box only at line 8, after Aiden is gone. Abigail knows Aiden wasn't there — she saw him leave. So Abigail expects Aiden to search the green_treasure_chest.
</think>
green_treasure_chest""", [
    C("Aiden is in the lounge at line 5", 'presence', 'true', 5, 'Aiden in lounge', 'R:Aiden=lounge'),
    C("the peach is in the green_treasure_chest", 'location', 'true', 5, 'line 5', 'O:peach=green_treasure_chest'),
    C("he leaves at line 7", 'event', 'true', 7, 'line 7', 'T:Aiden exited'),
    C("Abigail moves it to the blue_box only at line 8", 'event', 'true', 8, 'line 8', 'T:Abigail moved the peach to the blue_box'),
    C("after Aiden is gone", 'presence', 'true', 8, 'Aiden absent at 8', 'NW:Aiden'),
    C("she saw him leave", 'presence', 'true', 7, 'Abigail witnessed 7', 'W:Abigail'),
    C("Abigail expects Aiden to search the green_treasure_chest", 'belief', 'true', 'end', 'Abigail -> Aiden', 'B:Abigail -> Aiden=green_treasure_chest'),
    C("green_treasure_chest", 'belief', 'true', 'end', 'final answer', 'B:Abigail -> Aiden=green_treasure_chest', nth=-1, ans=True),
])

rec(I, 2, 'terse', 'wrong', 'blue_box', """blue_box — that's where Abigail put it.""", [
    C("blue_box", 'belief', 'false', 'end', 'Abigail -> Aiden = green_treasure_chest', 'B:Abigail -> Aiden=blue_box', ans=True),
    C("that's where Abigail put it", 'event', 'true', 8, 'line 8', 'T:Abigail moved the peach to the blue_box'),
])

rec(I, 3, 'numbered', 'unsound', 'green_treasure_chest', """\
1. Chloe, Abigail and Aiden all enter the lounge; the peach is in the green_treasure_chest.
2. Aiden leaves before Chloe does.
3. Abigail, now by herself, moves the peach to the blue_box.
4. Aiden didn't see that, and Abigail knows he didn't.

Answer: Abigail thinks Aiden will search the green_treasure_chest.""", [
    C("Chloe, Abigail and Aiden all enter the lounge", 'event', 'true', 4, 'lines 2-4', 'R:Aiden=lounge'),
    C("the peach is in the green_treasure_chest", 'location', 'true', 5, 'line 5', 'O:peach=green_treasure_chest'),
    C("Aiden leaves before Chloe does", 'order', 'false', 7, 'PLANTED: Chloe exits at 6, Aiden at 7'),
    C("Abigail, now by herself, moves the peach to the blue_box", 'event', 'true', 8, 'line 8, Abigail alone', 'T:Abigail moved the peach to the blue_box'),
    C("Aiden didn't see that", 'presence', 'true', 8, 'Aiden absent', 'NW:Aiden'),
    C("Abigail knows he didn't", 'belief', 'true', 8, 'Abigail -> Aiden stays green_treasure_chest', 'B:Abigail -> Aiden=green_treasure_chest'),
    C("Abigail thinks Aiden will search the green_treasure_chest", 'belief', 'true', 'end', 'final answer', 'B:Abigail -> Aiden=green_treasure_chest', ans=True),
])

rec(I, 4, 'answer_first', 'unsound', 'green_treasure_chest', """\
The green_treasure_chest. Abigail and Chloe watched Aiden walk out of the lounge before the peach was moved, so Abigail knows his information is out of date.""", [
    C("The green_treasure_chest", 'belief', 'true', 'end', 'final answer', 'B:Abigail -> Aiden=green_treasure_chest', ans=True),
    C("Abigail and Chloe watched Aiden walk out of the lounge", 'presence', 'false', 7, 'PLANTED: Chloe had already left at 6', 'W:Abigail,Chloe'),
    C("before the peach was moved", 'order', 'true', 8, 'Aiden exits 7, move at 8'),
    C("Abigail knows his information is out of date", 'belief', 'true', 'end', 'Abigail -> Aiden = green_treasure_chest, real blue_box', 'B:Abigail -> Aiden=green_treasure_chest'),
])

rec(I, 5, 'narrative', 'unsupported', 'green_treasure_chest', """\
Abigail would expect Aiden to go to the green_treasure_chest. What matters here is not where the peach is, but what Abigail thinks Aiden knows.""", [
    C("Abigail would expect Aiden to go to the green_treasure_chest", 'belief', 'true', 'end', 'answer only', 'B:Abigail -> Aiden=green_treasure_chest', ans=True),
])

# ---------------------------------------------------------------- s6806-10-o0
I = 's6806-10-o0'  # grapefruit really; gold red_bottle

rec(I, 1, 'numbered', 'sound', 'red_bottle', """\
Tracking the grapefruit:

1. Line 2 — it starts in the red_envelope.
2. Line 3 — Mila moves it to the green_box.
3. Line 7 — Noah moves it to the red_bottle.
4. Lines 8–14 — people leave the den and gather in the waiting_room; nobody touches it.
5. Line 15 — Noah publicly claims it's in the red_envelope; line 16 — Emma privately tells Noah it's in the blue_container. Both are just statements; neither moves anything.

The grapefruit is really in the red_bottle (O).""", [
    C("it starts in the red_envelope", 'location', 'true', 2, 'line 2', 'O:grapefruit=red_envelope'),
    C("Mila moves it to the green_box", 'event', 'true', 3, 'line 3', 'T:Mila moved the grapefruit to the green_box'),
    C("Noah moves it to the red_bottle", 'event', 'true', 7, 'line 7', 'T:Noah moved the grapefruit to the red_bottle'),
    C("nobody touches it", 'event', 'true', 14, 'still red_bottle at 14', 'O:grapefruit=red_bottle'),
    C("Noah publicly claims it's in the red_envelope", 'communication', 'true', 15, 'line 15', 'T:Noah publicly claimed that grapefruit is in the red_envelope'),
    C("Emma privately tells Noah it's in the blue_container", 'communication', 'true', 16, 'line 16', 'T:Emma privately told Noah that the grapefruit is in the blue_container'),
    C("neither moves anything", 'event', 'true', 'end', 'still red_bottle', 'O:grapefruit=red_bottle'),
    C("The grapefruit is really in the red_bottle (O)", 'location', 'true', 'end', 'final answer', 'O:grapefruit=red_bottle', ans=True),
])

rec(I, 2, 'terse', 'unsound', 'red_bottle', """O. red_bottle — Noah moved it there at line 7, after Abigail had left.""", [
    C("O. red_bottle", 'location', 'true', 'end', 'final answer', 'O:grapefruit=red_bottle', ans=True),
    C("Noah moved it there at line 7", 'event', 'true', 7, 'line 7', 'T:Noah moved the grapefruit to the red_bottle'),
    C("after Abigail had left", 'presence', 'false', 7, 'PLANTED: Abigail was in the den until line 10', 'NW:Abigail'),
])

rec(I, 3, 'answer_first', 'wrong', 'red_envelope', """\
K. red_envelope.

Noah was the last person to handle the grapefruit, so when he publicly states at line 15 that it's in the red_envelope, that's the most up-to-date information in the story.""", [
    C("K. red_envelope", 'location', 'false', 'end', 'real location red_bottle', 'O:grapefruit=red_envelope', ans=True),
    C("Noah was the last person to handle the grapefruit", 'event', 'true', 7, 'Noah made the last move (line 7)', 'T:Noah moved the grapefruit'),
    C("he publicly states at line 15 that it's in the red_envelope", 'communication', 'true', 15, 'line 15', 'T:Noah publicly claimed that grapefruit is in the red_envelope'),
])

rec(I, 4, 'thinking', 'sound', 'red_bottle', """\
<think>
Real location, so ignore beliefs and claims.
red_envelope (2) → green_box (Mila, 3) → red_bottle (Noah, 7).
Anything after 7? Abigail and Emma each stay a minute — Emma was alone at the end, did she move it? No, line 11 says she made no movements. Noah's claim at 15 is false talk, and Emma's tip at 16 is too.
</think>

It is in the red_bottle.""", [
    C("red_envelope (2)", 'location', 'true', 2, 'line 2', 'O:grapefruit=red_envelope'),
    C("green_box (Mila, 3)", 'event', 'true', 3, 'line 3', 'T:Mila moved the grapefruit to the green_box'),
    C("red_bottle (Noah, 7)", 'event', 'true', 7, 'line 7', 'T:Noah moved the grapefruit to the red_bottle'),
    C("Abigail and Emma each stay a minute", 'event', 'true', 11, 'lines 9 and 11', 'T:Emma made no movements'),
    C("Emma was alone at the end", 'presence', 'true', 11, 'only Emma in the den at 11', 'R:Abigail=None'),
    C("line 11 says she made no movements", 'event', 'true', 11, 'line 11', 'T:Emma made no movements'),
    C("Noah's claim at 15 is false talk", 'communication', 'true', 15, 'claimed red_envelope while it is in red_bottle', 'O:grapefruit=red_bottle'),
    C("Emma's tip at 16 is too", 'communication', 'true', 16, 'blue_container is not the real location', 'O:grapefruit=red_bottle'),
    C("It is in the red_bottle.", 'location', 'true', 'end', 'final answer', 'O:grapefruit=red_bottle', ans=True),
])

rec(I, 5, 'narrative', 'unsupported', 'red_bottle', """\
Setting aside what anyone says or believes, the grapefruit itself is sitting in the red_bottle.""", [
    C("the grapefruit itself is sitting in the red_bottle", 'location', 'true', 'end', 'answer only', 'O:grapefruit=red_bottle', ans=True),
])

# ---------------------------------------------------------------- s6806-16-o1
I = 's6806-16-o1'  # Lucas, lemon; gold green_envelope

rec(I, 1, 'answer_first', 'sound', 'green_envelope', """\
H. green_envelope

Lucas watched Benjamin move the lemon from the green_crate into the green_envelope (line 8). His public claim at line 17 that it's in the blue_drawer doesn't change what he himself believes — he is the speaker, not a listener.""", [
    C("H. green_envelope", 'belief', 'true', 'end', 'final answer', 'B:Lucas=green_envelope', ans=True),
    C("Lucas watched Benjamin move the lemon from the green_crate into the green_envelope", 'presence', 'true', 8, 'Lucas witnessed line 8', 'W:Lucas'),
    C("His public claim at line 17 that it's in the blue_drawer", 'communication', 'true', 17, 'line 17', 'T:Lucas publicly claimed that lemon is in the blue_drawer'),
    C("doesn't change what he himself believes", 'belief', 'true', 17, 'Lucas still green_envelope after 17', 'B:Lucas=green_envelope'),
])

rec(I, 2, 'numbered', 'unsound', 'green_envelope', """\
1. The lemon starts in the green_crate.
2. Noah and Hannah leave the office before anything happens to it.
3. Benjamin moves it to the green_envelope (line 8) with Lucas and Liam in the room.
4. Lucas stays a minute and leaves (line 11); Liam is the last one out.
5. In the waiting_room Lucas announces it's in the blue_drawer. Benjamin, who left before Lucas, doesn't buy it.
6. Liam privately tells Noah the truth (green_envelope).

None of this changes Lucas's own view: he saw it go into the green_envelope.

Lucas really thinks the lemon is in the green_envelope (H).""", [
    C("The lemon starts in the green_crate", 'location', 'true', 2, 'line 2', 'O:lemon=green_crate'),
    C("Noah and Hannah leave the office before anything happens to it", 'order', 'true', 7, 'exits at 4 and 7, first move at 8', 'O:lemon=green_crate'),
    C("Benjamin moves it to the green_envelope (line 8)", 'event', 'true', 8, 'line 8', 'T:Benjamin moved the lemon to the green_envelope'),
    C("with Lucas and Liam in the room", 'presence', 'true', 8, 'witnesses of 8', 'W:Lucas,Liam'),
    C("Lucas stays a minute and leaves (line 11)", 'event', 'true', 11, 'lines 10-11', 'T:Lucas exited'),
    C("Liam is the last one out", 'order', 'true', 14, 'Liam exits at 14, last', 'T:Liam exited'),
    C("In the waiting_room Lucas announces it's in the blue_drawer", 'communication', 'true', 17, 'line 17', 'T:Lucas publicly claimed that lemon is in the blue_drawer'),
    C("Benjamin, who left before Lucas, doesn't buy it", 'communication', 'false', 17, 'PLANTED: Benjamin left earlier, so he trusts Lucas and believes blue_drawer', 'B:Benjamin=green_envelope'),
    C("Liam privately tells Noah the truth (green_envelope)", 'communication', 'true', 18, 'line 18', 'T:Liam privately told Noah that the lemon is in the green_envelope'),
    C("None of this changes Lucas's own view", 'belief', 'true', 'end', 'Lucas = green_envelope', 'B:Lucas=green_envelope'),
    C("he saw it go into the green_envelope", 'presence', 'true', 8, 'Lucas witnessed line 8', 'W:Lucas'),
    C("Lucas really thinks the lemon is in the green_envelope (H)", 'belief', 'true', 'end', 'final answer', 'B:Lucas=green_envelope', ans=True),
])

rec(I, 3, 'narrative', 'wrong', 'blue_drawer', """\
After the office scene, everyone regroups in the waiting_room, and Lucas tells the whole group that the lemon is in the blue_drawer. People in these stories generally say what they believe, and nothing suggests Lucas is lying, so his real belief must be that the lemon is in the blue_drawer.""", [
    C("everyone regroups in the waiting_room", 'event', 'true', 16, 'line 16', 'T:entered the waiting_room'),
    C("Lucas tells the whole group that the lemon is in the blue_drawer", 'communication', 'true', 17, 'line 17', 'T:Lucas publicly claimed that lemon is in the blue_drawer'),
    C("nothing suggests Lucas is lying", 'belief', 'false', 17, 'Lucas believes green_envelope, so the claim is against his belief', 'B:Lucas=blue_drawer'),
    C("his real belief must be that the lemon is in the blue_drawer", 'belief', 'false', 'end', 'Lucas = green_envelope', 'B:Lucas=blue_drawer', ans=True),
])

rec(I, 4, 'thinking', 'sound', 'green_envelope', """\
<think>
"Really think" — so Lucas's actual belief, not what he says.
Lucas was in the office at line 8 when Benjamin put the lemon in the green_envelope. He left at 11. After he left, only Liam remained, and Liam didn't move it.
Then line 17: Lucas publicly says blue_drawer. That's a statement by Lucas, it doesn't update Lucas's own belief. Line 18 is Liam → Noah, private, Lucas isn't involved.
So Lucas really thinks green_envelope.
</think>
**green_envelope** (H)""", [
    C("Lucas was in the office at line 8", 'presence', 'true', 8, 'Lucas in office', 'R:Lucas=office'),
    C("Benjamin put the lemon in the green_envelope", 'event', 'true', 8, 'line 8', 'T:Benjamin moved the lemon to the green_envelope'),
    C("He left at 11", 'event', 'true', 11, 'line 11', 'T:Lucas exited'),
    C("After he left, only Liam remained", 'presence', 'true', 12, 'only Liam in office after 11', 'R:Liam=office'),
    C("Liam didn't move it", 'event', 'true', 14, 'lemon still green_envelope after Liam leaves', 'O:lemon=green_envelope'),
    C("Lucas publicly says blue_drawer", 'communication', 'true', 17, 'line 17', 'T:Lucas publicly claimed that lemon is in the blue_drawer'),
    C("it doesn't update Lucas's own belief", 'belief', 'true', 17, 'Lucas still green_envelope', 'B:Lucas=green_envelope'),
    C("Line 18 is Liam → Noah, private", 'communication', 'true', 18, 'line 18', 'T:Liam privately told Noah'),
    C("Lucas isn't involved", 'presence', 'true', 18, 'Lucas not a witness of 18', 'NW:Lucas'),
    C("So Lucas really thinks green_envelope", 'belief', 'true', 'end', 'Lucas = green_envelope', 'B:Lucas=green_envelope'),
    C("**green_envelope** (H)", 'belief', 'true', 'end', 'final answer', 'B:Lucas=green_envelope', ans=True),
])

rec(I, 5, 'terse', 'unsupported', 'green_envelope', """green_envelope""", [
    C("green_envelope", 'belief', 'true', 'end', 'bare answer', 'B:Lucas=green_envelope', ans=True),
])

# ---------------------------------------------------------------- s6806-21-o1
I = 's6806-21-o1'  # Chloe, pear; gold red_envelope

rec(I, 1, 'terse', 'sound', 'red_envelope', """B. red_envelope — the pear never moves.""", [
    C("B. red_envelope", 'belief', 'true', 'end', 'final answer', 'B:Chloe=red_envelope', ans=True),
    C("the pear never moves", 'event', 'true', 'end', 'pear still red_envelope at end', 'O:pear=red_envelope'),
])

rec(I, 2, 'thinking', 'unsound', 'red_envelope', """\
<think>
Pear placed in the red_envelope at line 2, and all five are in the garage to see it. Then it's just people waiting and leaving: Jackson, Charlotte, Aria, Alexander, Chloe, in that order. Aria is the last one in the garage with Chloe. Chloe stays a minute alone and leaves. Nobody ever moves the pear.
Charlotte dislikes the radish — noise.
</think>
Chloe thinks the pear is in the red_envelope.""", [
    C("Pear placed in the red_envelope at line 2", 'location', 'true', 2, 'line 2', 'O:pear=red_envelope'),
    C("all five are in the garage to see it", 'presence', 'true', 2, 'all witnessed line 2', 'W:Jackson,Charlotte,Aria,Alexander,Chloe'),
    C("Jackson, Charlotte, Aria, Alexander, Chloe, in that order", 'order', 'true', 13, 'exits at 4, 7, 9, 11, 13'),
    C("Aria is the last one in the garage with Chloe", 'presence', 'false', 10, 'PLANTED: Alexander was the last one with Chloe (Aria left at 9)', 'R:Aria=garage'),
    C("Chloe stays a minute alone and leaves", 'event', 'true', 12, 'lines 12-13', 'T:Chloe made no movements'),
    C("Nobody ever moves the pear", 'event', 'true', 'end', 'pear stays red_envelope', 'O:pear=red_envelope'),
    C("Charlotte dislikes the radish", 'event', 'true', 6, 'line 6', 'T:Charlotte dislikes the radish'),
    C("Chloe thinks the pear is in the red_envelope.", 'belief', 'true', 'end', 'final answer', 'B:Chloe=red_envelope', ans=True),
])

rec(I, 3, 'answer_first', 'wrong', None, """\
There isn't enough information to say. The story never says Chloe looked at the pear, and nobody tells her anything about it, so her belief can't be determined from the text.""", [
    C("The story never says Chloe looked at the pear", 'presence', 'false', 2, 'Chloe was in the garage when the pear was in the red_envelope', 'NW:Chloe'),
    C("nobody tells her anything about it", 'communication', 'true', 'end', 'no communication lines in this story', 'NT:told'),
    C("her belief can't be determined from the text", 'belief', 'false', 'end', 'Chloe believes red_envelope', 'B:Chloe=None'),
])

rec(I, 4, 'numbered', 'sound', 'red_envelope', """\
1. All five enter the garage (line 1).
2. The pear is in the red_envelope (line 2).
3. Jackson, Charlotte, Aria and Alexander each wait and leave; none of them moves the pear.
4. Chloe is the last to leave (line 13).
5. Everyone meets in the waiting_room — no claims, no tells.

Chloe saw the pear in the red_envelope and nothing changed, so she thinks it's in the red_envelope (B).""", [
    C("All five enter the garage (line 1)", 'event', 'true', 1, 'line 1', 'T:entered the garage'),
    C("The pear is in the red_envelope (line 2)", 'location', 'true', 2, 'line 2', 'O:pear=red_envelope'),
    C("none of them moves the pear", 'event', 'true', 11, 'pear unmoved after Alexander exits', 'O:pear=red_envelope'),
    C("Chloe is the last to leave (line 13)", 'order', 'true', 13, 'line 13', 'T:Chloe exited'),
    C("Everyone meets in the waiting_room", 'event', 'true', 14, 'line 14', 'T:entered the waiting_room'),
    C("no claims, no tells", 'communication', 'true', 'end', 'no communication lines', 'NT:told'),
    C("Chloe saw the pear in the red_envelope", 'presence', 'true', 2, 'Chloe witnessed line 2', 'W:Chloe'),
    C("nothing changed", 'event', 'true', 'end', 'pear unmoved', 'O:pear=red_envelope'),
    C("she thinks it's in the red_envelope (B)", 'belief', 'true', 'end', 'final answer', 'B:Chloe=red_envelope', ans=True),
])

rec(I, 5, 'narrative', 'unsound', 'red_envelope', """\
This one is quiet. The pear goes into the red_envelope while everyone is in the garage, and then the group simply thins out: Jackson first, then Charlotte, and Alexander leaves before Aria, until Chloe is alone. She waits a minute and walks out too. Since the pear was never touched, Chloe's belief and reality agree — the red_envelope.""", [
    C("The pear goes into the red_envelope while everyone is in the garage", 'location', 'true', 2, 'line 2, all present', 'O:pear=red_envelope'),
    C("Jackson first", 'order', 'true', 4, 'Jackson exits first (line 4)', 'T:Jackson exited'),
    C("then Charlotte", 'order', 'true', 7, 'Charlotte exits second (line 7)', 'T:Charlotte exited'),
    C("Alexander leaves before Aria", 'order', 'false', 11, 'PLANTED: Aria exits at 9, Alexander at 11'),
    C("until Chloe is alone", 'presence', 'true', 12, 'only Chloe left at 12', 'R:Chloe=garage'),
    C("She waits a minute and walks out too", 'event', 'true', 13, 'lines 12-13', 'T:Chloe exited'),
    C("the pear was never touched", 'event', 'true', 'end', 'no moves', 'O:pear=red_envelope'),
    C("Chloe's belief and reality agree — the red_envelope", 'belief', 'true', 'end', 'final answer', 'B:Chloe=red_envelope', ans=True),
])

# ---------------------------------------------------------------- s6806-19-o4
I = 's6806-19-o4'  # Ava -> William -> Nathan -> Jacob, turnip; gold green_box

rec(I, 1, 'narrative', 'sound', 'green_box', """\
Everyone starts in the hall, where the turnip is in the blue_bucket until William moves it to the green_box. William leaves right after that, then Jacob, then Emily. So at the time Jacob walks out, the turnip is still in the green_box, and Jacob's belief stays there. Nathan was in the hall when Jacob left, so he knows Jacob saw the green_box. William had left before Jacob, but he last saw all of them together at the green_box, so from William's perspective nothing has happened either. Ava's later move to the green_basket is invisible to Jacob and William.

Hence Ava thinks William thinks Nathan thinks Jacob thinks the turnip is in the green_box.""", [
    C("the turnip is in the blue_bucket", 'location', 'true', 3, 'line 3', 'O:turnip=blue_bucket'),
    C("William moves it to the green_box", 'event', 'true', 4, 'line 4', 'T:William moved the turnip to the green_box'),
    C("William leaves right after that", 'event', 'true', 5, 'line 5', 'T:William exited'),
    C("then Jacob, then Emily", 'order', 'true', 9, 'Jacob exits 7, Emily 9'),
    C("at the time Jacob walks out, the turnip is still in the green_box", 'location', 'true', 7, 'turnip green_box at 7', 'O:turnip=green_box'),
    C("Jacob's belief stays there", 'belief', 'true', 'end', 'Jacob = green_box', 'B:Jacob=green_box'),
    C("Nathan was in the hall when Jacob left", 'presence', 'true', 7, 'Nathan witnessed 7', 'W:Nathan'),
    C("he knows Jacob saw the green_box", 'belief', 'true', 'end', 'Nathan -> Jacob = green_box', 'B:Nathan -> Jacob=green_box'),
    C("William had left before Jacob", 'order', 'true', 5, 'William 5, Jacob 7'),
    C("he last saw all of them together at the green_box", 'presence', 'true', 4, 'line 4 witnessed by all', 'W:William,Nathan,Jacob,Ava'),
    C("Ava's later move to the green_basket", 'event', 'true', 10, 'line 10', 'T:Ava moved the turnip to the green_basket'),
    C("is invisible to Jacob and William", 'presence', 'true', 10, 'both absent at 10', 'NW:Jacob,William'),
    C("Ava thinks William thinks Nathan thinks Jacob thinks the turnip is in the green_box", 'belief', 'true', 'end', 'final answer', 'B:Ava -> William -> Nathan -> Jacob=green_box', ans=True),
])

rec(I, 2, 'thinking', 'unsound', 'green_box', """\
<think>
Innermost: Jacob. Jacob saw William put the turnip in the green_box (line 4), then left at line 7. Emily left before Jacob. So Jacob: green_box.
Nathan -> Jacob = green_box, since Nathan was present when Jacob left.
William -> Nathan -> Jacob: William left at line 5, before Jacob. From William's side the last shared scene is line 4 — green_box.
Ava -> William -> ...: Ava moves it to the green_basket, but only Nathan sees that. So the chain stays green_box.
Grapes claims at the end are irrelevant to the turnip.
</think>
Answer: G (green_box)""", [
    C("Jacob saw William put the turnip in the green_box (line 4)", 'presence', 'true', 4, 'Jacob witnessed 4', 'W:Jacob'),
    C("then left at line 7", 'event', 'true', 7, 'line 7', 'T:Jacob exited'),
    C("Emily left before Jacob", 'order', 'false', 9, 'PLANTED: Emily exits at 9, after Jacob (7)'),
    C("So Jacob: green_box", 'belief', 'true', 'end', 'Jacob = green_box', 'B:Jacob=green_box'),
    C("Nathan -> Jacob = green_box", 'belief', 'true', 'end', 'gold', 'B:Nathan -> Jacob=green_box'),
    C("Nathan was present when Jacob left", 'presence', 'true', 7, 'Nathan witnessed 7', 'W:Nathan'),
    C("William left at line 5, before Jacob", 'order', 'true', 5, 'William 5, Jacob 7', 'T:William exited'),
    C("the last shared scene is line 4 — green_box", 'presence', 'true', 4, 'line 4 witnessed by William, Nathan, Jacob', 'W:William,Nathan,Jacob'),
    C("Ava moves it to the green_basket", 'event', 'true', 10, 'line 10', 'T:Ava moved the turnip to the green_basket'),
    C("only Nathan sees that", 'presence', 'true', 10, 'witnesses Ava and Nathan only', 'NW:William,Jacob,Emily'),
    C("So the chain stays green_box", 'belief', 'true', 'end', 'gold chain', 'B:Ava -> William -> Nathan -> Jacob=green_box'),
    C("Grapes claims at the end are irrelevant to the turnip", 'communication', 'true', 25, 'line 25 is about the grapes', 'T:grapes'),
    C("Answer: G (green_box)", 'belief', 'true', 'end', 'final answer', 'B:Ava -> William -> Nathan -> Jacob=green_box', ans=True),
])

rec(I, 3, 'answer_first', 'unsound', 'green_box', """\
green_box (G).

The turnip started in the blue_box, and William moved it to the green_box while all five were in the hall. Jacob, William and Emily then left without seeing anything else; Ava's move to the green_basket happened with only Nathan watching. Because every link in the chain (Ava, William, Nathan, Jacob) last shared the green_box scene, that's the answer.""", [
    C("green_box (G)", 'belief', 'true', 'end', 'final answer', 'B:Ava -> William -> Nathan -> Jacob=green_box', ans=True),
    C("The turnip started in the blue_box", 'location', 'false', 3, 'PLANTED: it started in the blue_bucket', 'O:turnip=blue_box'),
    C("William moved it to the green_box", 'event', 'true', 4, 'line 4', 'T:William moved the turnip to the green_box'),
    C("while all five were in the hall", 'presence', 'true', 4, 'all witness 4', 'W:William,Jacob,Emily,Ava,Nathan'),
    C("Jacob, William and Emily then left without seeing anything else", 'presence', 'true', 10, 'none of them witnessed line 10', 'NW:Jacob,William,Emily'),
    C("Ava's move to the green_basket happened with only Nathan watching", 'presence', 'true', 10, 'witnesses Ava, Nathan', 'W:Nathan'),
    C("every link in the chain (Ava, William, Nathan, Jacob) last shared the green_box scene", 'presence', 'true', 4, 'line 4 was their last common scene with the turnip', 'W:Ava,William,Nathan,Jacob'),
])

rec(I, 4, 'numbered', 'wrong', 'green_basket', """\
1. Turnip: blue_bucket → green_box (William, line 4) → green_basket (Ava, line 10).
2. Ava made the final move herself, so she knows the real location.
3. When Ava reasons about William, Nathan and Jacob, she projects her own knowledge onto them.

Answer: H. green_basket""", [
    C("green_box (William, line 4)", 'event', 'true', 4, 'line 4', 'T:William moved the turnip to the green_box'),
    C("green_basket (Ava, line 10)", 'event', 'true', 10, 'line 10', 'T:Ava moved the turnip to the green_basket'),
    C("Ava made the final move herself", 'event', 'true', 10, 'last move of the turnip', 'O:turnip=green_basket'),
    C("she knows the real location", 'belief', 'true', 'end', 'Ava = green_basket = real', 'B:Ava=green_basket'),
    C("she projects her own knowledge onto them", 'belief', 'false', 'end', 'Ava -> William = green_box', 'B:Ava -> William=green_basket'),
    C("Answer: H. green_basket", 'belief', 'false', 'end', 'gold green_box', 'B:Ava -> William -> Nathan -> Jacob=green_basket', ans=True),
])

rec(I, 5, 'terse', 'sound', 'green_box', """G. green_box. The last move all four saw together was William's, into the green_box (line 4).""", [
    C("G. green_box", 'belief', 'true', 'end', 'final answer', 'B:Ava -> William -> Nathan -> Jacob=green_box', ans=True),
    C("The last move all four saw together was William's, into the green_box (line 4)", 'presence', 'true', 4, 'line 4 witnessed by Ava, William, Nathan, Jacob', 'W:Ava,William,Nathan,Jacob'),
])

# ---------------------------------------------------------------- s6806-7-o2
I = 's6806-7-o2'  # Evelyn -> Isabella, plum; gold blue_suitcase

rec(I, 1, 'thinking', 'sound', 'blue_suitcase', """\
<think>
Evelyn leaves the crawlspace at line 4, after seeing the plum in the blue_suitcase. She misses everything after: Gracie → red_bucket, Ethan → blue_bottle, Isabella → blue_suitcase.
So Evelyn only knows the blue_suitcase, and as far as she knows Isabella saw the same thing. Evelyn -> Isabella = blue_suitcase.
The laundry scene later with William, Isabella and Evelyn is about the spinach. Doesn't matter.
Funny detail: Isabella actually put it back in the blue_suitcase herself, so Isabella's real belief is blue_suitcase too.
</think>
A. blue_suitcase""", [
    C("Evelyn leaves the crawlspace at line 4", 'event', 'true', 4, 'line 4', 'T:Evelyn exited the crawlspace'),
    C("after seeing the plum in the blue_suitcase", 'presence', 'true', 2, 'Evelyn witnessed line 2', 'W:Evelyn'),
    C("She misses everything after", 'presence', 'true', 5, 'Evelyn absent for 5, 10, 12', 'NW:Evelyn'),
    C("Gracie → red_bucket", 'event', 'true', 5, 'line 5', 'T:Gracie moved the plum to the red_bucket'),
    C("Ethan → blue_bottle", 'event', 'true', 10, 'line 10', 'T:Ethan moved the plum to the blue_bottle'),
    C("Isabella → blue_suitcase", 'event', 'true', 12, 'line 12', 'T:Isabella moved the plum to the blue_suitcase'),
    C("Evelyn only knows the blue_suitcase", 'belief', 'true', 'end', 'Evelyn = blue_suitcase', 'B:Evelyn=blue_suitcase'),
    C("Evelyn -> Isabella = blue_suitcase", 'belief', 'true', 'end', 'gold', 'B:Evelyn -> Isabella=blue_suitcase'),
    C("The laundry scene later with William, Isabella and Evelyn is about the spinach", 'event', 'true', 17, 'laundry moves concern the spinach', 'T:spinach'),
    C("Isabella actually put it back in the blue_suitcase herself", 'event', 'true', 12, 'line 12', 'T:Isabella moved the plum to the blue_suitcase'),
    C("Isabella's real belief is blue_suitcase too", 'belief', 'true', 'end', 'Isabella = blue_suitcase', 'B:Isabella=blue_suitcase'),
    C("A. blue_suitcase", 'belief', 'true', 'end', 'final answer', 'B:Evelyn -> Isabella=blue_suitcase', ans=True),
])

rec(I, 2, 'terse', 'unsound', 'blue_suitcase', """blue_suitcase — Evelyn left right after Gracie moved it, so she never saw where it went next.""", [
    C("blue_suitcase", 'belief', 'true', 'end', 'final answer', 'B:Evelyn -> Isabella=blue_suitcase', ans=True),
    C("Evelyn left right after Gracie moved it", 'order', 'false', 5, 'PLANTED: Evelyn left at 4, before Gracie\'s move at 5'),
    C("she never saw where it went next", 'presence', 'true', 10, 'Evelyn absent for later moves', 'NW:Evelyn'),
])

rec(I, 3, 'numbered', 'sound', 'blue_suitcase', """\
1. Plum in the blue_suitcase at line 2; all five see it.
2. Evelyn exits at line 4 — the first one out.
3. Every move after that (lines 5, 10, 12) happens without Evelyn.
4. Evelyn therefore has no reason to think Isabella saw anything other than the blue_suitcase.
5. The moves in the laundry are of the spinach, not the plum.

Answer: A. blue_suitcase""", [
    C("Plum in the blue_suitcase at line 2", 'location', 'true', 2, 'line 2', 'O:plum=blue_suitcase'),
    C("all five see it", 'presence', 'true', 2, 'all witness line 2', 'W:Evelyn,Gracie,William,Ethan,Isabella'),
    C("Evelyn exits at line 4", 'event', 'true', 4, 'line 4', 'T:Evelyn exited'),
    C("the first one out", 'order', 'true', 4, 'first exit of the crawlspace'),
    C("Every move after that (lines 5, 10, 12) happens without Evelyn", 'presence', 'true', 5, 'Evelyn absent', 'NW:Evelyn'),
    C("Evelyn therefore has no reason to think Isabella saw anything other than the blue_suitcase", 'belief', 'true', 'end', 'Evelyn -> Isabella = blue_suitcase', 'B:Evelyn -> Isabella=blue_suitcase'),
    C("The moves in the laundry are of the spinach, not the plum", 'event', 'true', 17, 'line 17/19 move the spinach', 'T:spinach'),
    C("Answer: A. blue_suitcase", 'belief', 'true', 'end', 'final answer', 'B:Evelyn -> Isabella=blue_suitcase', ans=True),
])

rec(I, 4, 'narrative', 'wrong', 'red_bucket', """\
Evelyn steps out of the crawlspace early, but she's clearly still nearby — she even sees a monkey at line 6, right after Gracie moves the plum to the red_bucket. Isabella stayed and watched Gracie's move, and Evelyn would assume as much. Since Evelyn can't know about anything later than that, she'd guess Isabella thinks the plum is in the red_bucket.""", [
    C("Evelyn steps out of the crawlspace early", 'event', 'true', 4, 'line 4', 'T:Evelyn exited'),
    C("she's clearly still nearby", 'presence', 'uncheckable', None, 'location outside the rooms is not modelled'),
    C("she even sees a monkey at line 6", 'event', 'true', 6, 'line 6', 'T:Evelyn saw a monkey'),
    C("right after Gracie moves the plum to the red_bucket", 'order', 'true', 5, 'move at 5, monkey at 6', 'T:Gracie moved the plum to the red_bucket'),
    C("Isabella stayed and watched Gracie's move", 'presence', 'true', 5, 'Isabella witnessed 5', 'W:Isabella'),
    C("Evelyn would assume as much", 'belief', 'false', 5, 'Evelyn did not see the move; Evelyn -> Isabella stays blue_suitcase', 'B:Evelyn -> Isabella=red_bucket'),
    C("she'd guess Isabella thinks the plum is in the red_bucket", 'belief', 'false', 'end', 'gold blue_suitcase', 'B:Evelyn -> Isabella=red_bucket', ans=True),
])

rec(I, 5, 'answer_first', 'unsound', 'blue_suitcase', """\
Evelyn thinks Isabella thinks the plum is in the blue_suitcase.

Both of them saw it there at the start, and Evelyn was gone by the time Gracie moved it to the red_bucket. Evelyn also wasn't around when Ethan moved it to the blue_bottle. Isabella finally put it back in the blue_suitcase at line 12 — with William watching — but Evelyn never sees any of this, so her model of Isabella doesn't move.""", [
    C("Evelyn thinks Isabella thinks the plum is in the blue_suitcase", 'belief', 'true', 'end', 'final answer', 'B:Evelyn -> Isabella=blue_suitcase', ans=True),
    C("Both of them saw it there at the start", 'presence', 'true', 2, 'both witnessed line 2', 'W:Evelyn,Isabella'),
    C("Evelyn was gone by the time Gracie moved it to the red_bucket", 'presence', 'true', 5, 'Evelyn absent at 5', 'NW:Evelyn'),
    C("Evelyn also wasn't around when Ethan moved it to the blue_bottle", 'presence', 'true', 10, 'Evelyn absent at 10', 'NW:Evelyn'),
    C("Isabella finally put it back in the blue_suitcase at line 12", 'event', 'true', 12, 'line 12', 'T:Isabella moved the plum to the blue_suitcase'),
    C("with William watching", 'presence', 'false', 12, 'PLANTED: William left at 9; Isabella was alone', 'W:William'),
    C("Evelyn never sees any of this", 'presence', 'true', 12, 'Evelyn absent', 'NW:Evelyn'),
    C("her model of Isabella doesn't move", 'belief', 'true', 'end', 'Evelyn -> Isabella stays blue_suitcase', 'B:Evelyn -> Isabella=blue_suitcase'),
])

# ---------------------------------------------------------------- s6806-22-o2
I = 's6806-22-o2'  # Lily -> Lucas, corn; gold red_suitcase

rec(I, 1, 'answer_first', 'unsound', 'red_suitcase', """\
K. red_suitcase

Lily saw Lucas leave the garden at line 4 while the corn was still in the red_suitcase, and she moved it to the blue_bucket only after he'd gone. Jayden's public claim (green_container) comes later; Lily herself doesn't believe it, and it doesn't change what she thinks Lucas believes. Isla's private message to Lucas also says red_suitcase, so either way Lily's picture of Lucas is the red_suitcase.""", [
    C("K. red_suitcase", 'belief', 'true', 'end', 'final answer', 'B:Lily -> Lucas=red_suitcase', ans=True),
    C("Lily saw Lucas leave the garden at line 4", 'presence', 'true', 4, 'Lily witnessed 4', 'W:Lily'),
    C("the corn was still in the red_suitcase", 'location', 'true', 4, 'corn red_suitcase at 4', 'O:corn=red_suitcase'),
    C("she moved it to the blue_bucket only after he'd gone", 'event', 'true', 5, 'line 5, Lucas absent', 'NW:Lucas'),
    C("Jayden's public claim (green_container)", 'communication', 'true', 15, 'line 15', 'T:Jayden publicly claimed that corn is in the green_container'),
    C("Lily herself doesn't believe it", 'belief', 'false', 15, 'PLANTED: Lily left before Jayden, trusts him; Lily = green_container', 'NB:Lily=green_container'),
    C("it doesn't change what she thinks Lucas believes", 'belief', 'true', 15, 'Lily -> Lucas stays red_suitcase', 'B:Lily -> Lucas=red_suitcase'),
    C("Isla's private message to Lucas also says red_suitcase", 'communication', 'true', 17, 'line 17', 'T:Isla privately told Lucas that the corn is in the red_suitcase'),
    C("Lily's picture of Lucas is the red_suitcase", 'belief', 'true', 'end', 'gold', 'B:Lily -> Lucas=red_suitcase'),
])

rec(I, 2, 'numbered', 'sound', 'red_suitcase', """\
1. Corn in the red_suitcase; Lucas stays a minute and leaves (line 4).
2. Lily moves the corn to the blue_bucket (line 5) — Lucas is gone, and Lily watched him go.
3. Lily leaves at line 6; she never sees Isla return it to the red_suitcase.
4. Jayden's public claim (green_container, line 15): Lily is a listener, but her estimate of Lucas stays where it was.
5. Isla's tell to Lucas (line 17) is private; Lily isn't in on it.

So Lily thinks Lucas thinks the corn is in the red_suitcase.""", [
    C("Lucas stays a minute and leaves (line 4)", 'event', 'true', 4, 'lines 3-4', 'T:Lucas exited'),
    C("Lily moves the corn to the blue_bucket (line 5)", 'event', 'true', 5, 'line 5', 'T:Lily moved the corn to the blue_bucket'),
    C("Lucas is gone", 'presence', 'true', 5, 'Lucas absent at 5', 'NW:Lucas'),
    C("Lily watched him go", 'presence', 'true', 4, 'Lily witnessed 4', 'W:Lily'),
    C("Lily leaves at line 6", 'event', 'true', 6, 'line 6', 'T:Lily exited'),
    C("she never sees Isla return it to the red_suitcase", 'presence', 'true', 12, 'Lily absent at 12', 'NW:Lily'),
    C("Jayden's public claim (green_container, line 15)", 'communication', 'true', 15, 'line 15', 'T:Jayden publicly claimed that corn is in the green_container'),
    C("her estimate of Lucas stays where it was", 'belief', 'true', 15, 'Lily -> Lucas = red_suitcase after 15', 'B:Lily -> Lucas=red_suitcase'),
    C("Isla's tell to Lucas (line 17) is private", 'communication', 'true', 17, 'only Isla and Lucas witness', 'W:Isla,Lucas'),
    C("Lily isn't in on it", 'presence', 'true', 17, 'Lily not a witness', 'NW:Lily'),
    C("Lily thinks Lucas thinks the corn is in the red_suitcase", 'belief', 'true', 'end', 'final answer', 'B:Lily -> Lucas=red_suitcase', ans=True),
])

rec(I, 3, 'thinking', 'wrong', 'green_container', """\
<think>
Lucas left first (line 4) — corn was in the red_suitcase. Lily knows that.
But then line 15: Jayden publicly claims green_container. Lucas hears it. Who does Lucas trust? Jayden left the garden at 11, after Lucas (4), so Lucas trusts him and updates to green_container. Lily is also in the waiting_room and hears the claim, and she knows Lucas left even before she did, so she'd figure Lucas bought it.
Line 17: Isla privately tells Lucas red_suitcase — Lily doesn't hear this, so it doesn't affect Lily's view of Lucas.
So Lily thinks Lucas thinks green_container.
</think>
O. green_container""", [
    C("Lucas left first (line 4)", 'order', 'true', 4, 'first exit', 'T:Lucas exited'),
    C("corn was in the red_suitcase", 'location', 'true', 4, 'at line 4', 'O:corn=red_suitcase'),
    C("Lily knows that", 'belief', 'true', 4, 'Lily -> Lucas = red_suitcase', 'B:Lily -> Lucas=red_suitcase'),
    C("Jayden publicly claims green_container", 'communication', 'true', 15, 'line 15', 'T:Jayden publicly claimed that corn is in the green_container'),
    C("Lucas hears it", 'presence', 'true', 15, 'Lucas witnessed 15', 'W:Lucas'),
    C("Jayden left the garden at 11, after Lucas (4)", 'order', 'true', 11, 'exit lines 11 vs 4', 'T:Jayden exited'),
    C("Lucas trusts him and updates to green_container", 'belief', 'true', 15, 'Lucas = green_container after 15', 'B:Lucas=green_container'),
    C("Lily is also in the waiting_room and hears the claim", 'presence', 'true', 15, 'Lily witnessed 15', 'W:Lily'),
    C("she knows Lucas left even before she did", 'presence', 'true', 4, 'Lily witnessed Lucas exit', 'W:Lily'),
    C("she'd figure Lucas bought it", 'belief', 'false', 15, 'Lily -> Lucas stays red_suitcase', 'B:Lily -> Lucas=green_container'),
    C("Isla privately tells Lucas red_suitcase", 'communication', 'true', 17, 'line 17', 'T:Isla privately told Lucas that the corn is in the red_suitcase'),
    C("Lily doesn't hear this", 'presence', 'true', 17, 'Lily not a witness', 'NW:Lily'),
    C("it doesn't affect Lily's view of Lucas", 'belief', 'true', 17, 'Lily -> Lucas unchanged at 17', 'B:Lily -> Lucas=red_suitcase'),
    C("So Lily thinks Lucas thinks green_container", 'belief', 'false', 'end', 'gold red_suitcase', 'B:Lily -> Lucas=green_container'),
    C("O. green_container", 'belief', 'false', 'end', 'final answer; gold red_suitcase', 'B:Lily -> Lucas=green_container', ans=True),
])

rec(I, 4, 'terse', 'unsupported', 'red_suitcase', """K""", [
    C("K", 'belief', 'true', 'end', 'bare letter (K = red_suitcase)', 'B:Lily -> Lucas=red_suitcase', ans=True),
])

rec(I, 5, 'narrative', 'sound', 'red_suitcase', """\
Lucas is the first to leave the garden, and at that moment the corn is in the red_suitcase. Lily is right there, sees him go, and then moves the corn to the blue_bucket herself. She leaves soon after, so she never learns that Isla later put it back into the red_suitcase. In the waiting_room, Jayden announces the green_container, and Isla quietly tells Lucas it's in the red_suitcase — a conversation Lily isn't part of. Through all of it, Lily's idea of what Lucas believes stays fixed at the moment he walked out: the red_suitcase.""", [
    C("Lucas is the first to leave the garden", 'order', 'true', 4, 'first exit', 'T:Lucas exited'),
    C("at that moment the corn is in the red_suitcase", 'location', 'true', 4, 'line 4', 'O:corn=red_suitcase'),
    C("Lily is right there, sees him go", 'presence', 'true', 4, 'Lily witnessed 4', 'W:Lily'),
    C("then moves the corn to the blue_bucket herself", 'event', 'true', 5, 'line 5', 'T:Lily moved the corn to the blue_bucket'),
    C("She leaves soon after", 'event', 'true', 6, 'line 6', 'T:Lily exited'),
    C("she never learns that Isla later put it back into the red_suitcase", 'presence', 'true', 12, 'Lily absent at 12', 'NW:Lily'),
    C("Jayden announces the green_container", 'communication', 'true', 15, 'line 15', 'T:Jayden publicly claimed that corn is in the green_container'),
    C("Isla quietly tells Lucas it's in the red_suitcase", 'communication', 'true', 17, 'line 17', 'T:Isla privately told Lucas that the corn is in the red_suitcase'),
    C("a conversation Lily isn't part of", 'presence', 'true', 17, 'Lily not a witness', 'NW:Lily'),
    C("Lily's idea of what Lucas believes stays fixed at the moment he walked out: the red_suitcase", 'belief', 'true', 'end', 'final answer', 'B:Lily -> Lucas=red_suitcase', ans=True),
])

# ---------------------------------------------------------------- tomi first_order_0_no_tom
I = 'tomi-s6806-1-first_order_0_no_tom'  # Mason, apple; gold blue_crate

rec(I, 1, 'narrative', 'sound', 'blue_crate', """\
Jack, Noah and Mason all gather in the TV_room and see the apple in the red_suitcase. Jack leaves, then Noah, and Mason — now alone — moves the apple to the blue_crate himself. Since he's the one who put it there, Mason will look for the apple in the blue_crate. Noah wandering back in at the end doesn't change anything for Mason.""", [
    C("Jack, Noah and Mason all gather in the TV_room", 'presence', 'true', 3, 'all three in TV_room at 3', 'W:Jack,Noah,Mason'),
    C("see the apple in the red_suitcase", 'presence', 'true', 4, 'all witness line 4', 'W:Jack,Noah,Mason'),
    C("Jack leaves, then Noah", 'order', 'true', 6, 'Jack 5, Noah 6', 'T:Noah exited'),
    C("Mason — now alone — moves the apple to the blue_crate himself", 'event', 'true', 7, 'line 7, only Mason present', 'T:Mason moved the apple to the blue_crate'),
    C("Mason will look for the apple in the blue_crate", 'belief', 'true', 'end', 'final answer', 'B:Mason=blue_crate', ans=True),
    C("Noah wandering back in at the end", 'event', 'true', 8, 'line 8', 'T:Noah entered the TV_room'),
    C("doesn't change anything for Mason", 'belief', 'true', 8, 'Mason stays blue_crate', 'B:Mason=blue_crate'),
])

rec(I, 2, 'terse', 'unsupported', 'blue_crate', """blue_crate""", [
    C("blue_crate", 'belief', 'true', 'end', 'bare answer', 'B:Mason=blue_crate', ans=True),
])

rec(I, 3, 'thinking', 'unsound', 'blue_crate', """\
<think>
Apple starts in the red_suitcase (line 4). Noah leaves at line 6, while Jack is still in the TV_room. Mason then moves it to the blue_crate at line 7. Mason did the moving, so he obviously knows.
</think>
Mason will look in the blue_crate.""", [
    C("Apple starts in the red_suitcase (line 4)", 'location', 'true', 4, 'line 4', 'O:apple=red_suitcase'),
    C("Noah leaves at line 6", 'event', 'true', 6, 'line 6', 'T:Noah exited'),
    C("while Jack is still in the TV_room", 'presence', 'false', 6, 'PLANTED: Jack left at 5', 'R:Jack=TV_room'),
    C("Mason then moves it to the blue_crate at line 7", 'event', 'true', 7, 'line 7', 'T:Mason moved the apple to the blue_crate'),
    C("he obviously knows", 'belief', 'true', 7, 'Mason = blue_crate', 'B:Mason=blue_crate'),
    C("Mason will look in the blue_crate.", 'belief', 'true', 'end', 'final answer', 'B:Mason=blue_crate', ans=True),
])

rec(I, 4, 'numbered', 'wrong', 'red_suitcase', """\
1. The apple is in the red_suitcase (line 4), seen by all three.
2. Jack and Noah leave.
3. Noah moves the apple to the blue_crate (line 7).
4. Mason didn't see that happen.

Answer: Mason will look in the red_suitcase.""", [
    C("The apple is in the red_suitcase (line 4)", 'location', 'true', 4, 'line 4', 'O:apple=red_suitcase'),
    C("seen by all three", 'presence', 'true', 4, 'all witness 4', 'W:Jack,Noah,Mason'),
    C("Jack and Noah leave", 'event', 'true', 6, 'lines 5-6', 'T:Noah exited'),
    C("Noah moves the apple to the blue_crate (line 7)", 'event', 'false', 7, 'Mason moved it, not Noah', 'T:Noah moved the apple'),
    C("Mason didn't see that happen", 'presence', 'false', 7, 'Mason made the move himself', 'NW:Mason'),
    C("Mason will look in the red_suitcase", 'belief', 'false', 'end', 'Mason = blue_crate', 'B:Mason=red_suitcase', ans=True),
])

rec(I, 5, 'answer_first', 'sound', 'blue_crate', """\
In the blue_crate — Mason moved the apple there himself at line 7, after Jack and Noah had both left.""", [
    C("In the blue_crate", 'belief', 'true', 'end', 'final answer', 'B:Mason=blue_crate', ans=True),
    C("Mason moved the apple there himself at line 7", 'event', 'true', 7, 'line 7', 'T:Mason moved the apple to the blue_crate'),
    C("after Jack and Noah had both left", 'presence', 'true', 7, 'both absent at 7', 'NW:Jack,Noah'),
])

# ---------------------------------------------------------------- s6806-13-o3
I = 's6806-13-o3'  # Ella -> Isabella -> Avery, apple; gold green_cupboard

rec(I, 1, 'numbered', 'sound', 'green_cupboard', """\
1. The apple starts in the green_cupboard (line 2).
2. Abigail moves it to the green_treasure_chest (line 5) while Avery, Ella and Isabella watch.
3. Ella leaves (line 8), then Avery (line 10). Isabella, alone, moves it back to the green_cupboard (line 12).
4. At this point Ella would still think Isabella thinks Avery thinks it's in the green_treasure_chest.
5. But at line 15 Avery, Ella and Isabella walk back into the dining_room together. The apple is sitting in the green_cupboard, and all three see it — and see each other seeing it.
6. So the shared picture resets: Ella thinks Isabella thinks Avery thinks the green_cupboard.

Answer: G. green_cupboard""", [
    C("The apple starts in the green_cupboard (line 2)", 'location', 'true', 2, 'line 2', 'O:apple=green_cupboard'),
    C("Abigail moves it to the green_treasure_chest (line 5)", 'event', 'true', 5, 'line 5', 'T:Abigail moved the apple to the green_treasure_chest'),
    C("while Avery, Ella and Isabella watch", 'presence', 'true', 5, 'witnesses of 5', 'W:Avery,Ella,Isabella'),
    C("Ella leaves (line 8), then Avery (line 10)", 'order', 'true', 10, 'exits 8 and 10', 'T:Avery exited'),
    C("Isabella, alone, moves it back to the green_cupboard (line 12)", 'event', 'true', 12, 'line 12, only Isabella', 'T:Isabella moved the apple to the green_cupboard'),
    C("At this point Ella would still think Isabella thinks Avery thinks it's in the green_treasure_chest", 'belief', 'true', 12, 'chain = green_treasure_chest at 12', 'B:Ella -> Isabella -> Avery=green_treasure_chest'),
    C("at line 15 Avery, Ella and Isabella walk back into the dining_room together", 'event', 'true', 15, 'line 15', 'T:Avery, Ella and Isabella entered the dining_room'),
    C("The apple is sitting in the green_cupboard", 'location', 'true', 15, 'apple green_cupboard at 15', 'O:apple=green_cupboard'),
    C("all three see it", 'presence', 'true', 15, 'all three witness 15', 'W:Avery,Ella,Isabella'),
    C("see each other seeing it", 'presence', 'true', 15, 'all three in the dining_room together at 15', 'W:Avery,Ella,Isabella'),
    C("Ella thinks Isabella thinks Avery thinks the green_cupboard", 'belief', 'true', 15, 'chain updated at 15', 'B:Ella -> Isabella -> Avery=green_cupboard'),
    C("Answer: G. green_cupboard", 'belief', 'true', 'end', 'final answer', 'B:Ella -> Isabella -> Avery=green_cupboard', ans=True),
])

rec(I, 2, 'thinking', 'wrong', 'green_treasure_chest', """\
<think>
Ella -> Isabella -> Avery.
Avery was in the dining_room for Abigail's move to the green_treasure_chest (line 5), and left at line 10 before Isabella moved it back. So Avery thinks green_treasure_chest.
Isabella saw Avery leave, so Isabella -> Avery = green_treasure_chest.
Ella left at line 8, before Avery, but she saw the line 5 move with both of them. So Ella -> Isabella -> Avery = green_treasure_chest.
The second visit to the dining_room is about the strawberry, so I'll ignore it.
</think>
H. green_treasure_chest""", [
    C("Avery was in the dining_room for Abigail's move to the green_treasure_chest (line 5)", 'presence', 'true', 5, 'Avery witnessed 5', 'W:Avery'),
    C("left at line 10", 'event', 'true', 10, 'line 10', 'T:Avery exited'),
    C("before Isabella moved it back", 'order', 'true', 12, 'exit 10, move 12'),
    C("So Avery thinks green_treasure_chest", 'belief', 'false', 'end', 'Avery sees green_cupboard on re-entry (15)', 'B:Avery=green_treasure_chest'),
    C("Isabella saw Avery leave", 'presence', 'true', 10, 'Isabella witnessed 10', 'W:Isabella'),
    C("Isabella -> Avery = green_treasure_chest", 'belief', 'false', 'end', 'updated to green_cupboard at 15', 'B:Isabella -> Avery=green_treasure_chest'),
    C("Ella left at line 8, before Avery", 'order', 'true', 8, 'Ella 8, Avery 10', 'T:Ella exited'),
    C("she saw the line 5 move with both of them", 'presence', 'true', 5, 'all three witnessed 5', 'W:Ella,Avery,Isabella'),
    C("Ella -> Isabella -> Avery = green_treasure_chest", 'belief', 'false', 'end', 'gold green_cupboard', 'B:Ella -> Isabella -> Avery=green_treasure_chest'),
    C("The second visit to the dining_room is about the strawberry", 'event', 'uncheckable', None, 'partly true (strawberry moves) but ignores that they also see the apple; a judgement of relevance'),
    C("H. green_treasure_chest", 'belief', 'false', 'end', 'gold green_cupboard', 'B:Ella -> Isabella -> Avery=green_treasure_chest', ans=True),
])

rec(I, 3, 'narrative', 'unsound', 'green_cupboard', """\
The first dining_room scene leaves the three of them out of sync: Abigail shifts the apple to the green_treasure_chest, Ella and Avery leave, and Isabella quietly returns it to the green_cupboard. What fixes things is the second trip. Avery, Ella and Isabella come back into the dining_room, where the apple is plainly in the green_cupboard, and they are all there together. Avery then moves the strawberry to the red_drawer after the others watch. Whatever Ella imagines Isabella imagines about Avery, it now points at the green_cupboard.""", [
    C("Abigail shifts the apple to the green_treasure_chest", 'event', 'true', 5, 'line 5', 'T:Abigail moved the apple to the green_treasure_chest'),
    C("Ella and Avery leave", 'event', 'true', 10, 'lines 8, 10', 'T:Avery exited'),
    C("Isabella quietly returns it to the green_cupboard", 'event', 'true', 12, 'line 12', 'T:Isabella moved the apple to the green_cupboard'),
    C("Avery, Ella and Isabella come back into the dining_room", 'event', 'true', 15, 'line 15', 'T:Avery, Ella and Isabella entered the dining_room'),
    C("the apple is plainly in the green_cupboard", 'location', 'true', 15, 'line 15', 'O:apple=green_cupboard'),
    C("they are all there together", 'presence', 'true', 15, 'all three witness 15', 'W:Avery,Ella,Isabella'),
    C("Avery then moves the strawberry to the red_drawer", 'event', 'false', 19, 'PLANTED: Ella moved the strawberry to the red_drawer; Avery had left', 'T:Avery moved the strawberry'),
    C("it now points at the green_cupboard", 'belief', 'true', 'end', 'final answer', 'B:Ella -> Isabella -> Avery=green_cupboard', ans=True),
])

rec(I, 4, 'answer_first', 'unsound', 'green_cupboard', """\
**green_cupboard**

Before the second visit, Ella thought Avery believed the green_cupboard, since they both saw the apple start there. Then, at line 15, Avery, Ella and Isabella re-enter the dining_room and all see the apple in the green_cupboard, so every nested belief among the three of them is the green_cupboard from then on.""", [
    C("**green_cupboard**", 'belief', 'true', 'end', 'final answer', 'B:Ella -> Isabella -> Avery=green_cupboard', ans=True),
    C("Before the second visit, Ella thought Avery believed the green_cupboard", 'belief', 'false', 14, 'PLANTED: Ella -> Avery was green_treasure_chest before line 15', 'B:Ella -> Avery=green_cupboard'),
    C("they both saw the apple start there", 'presence', 'true', 2, 'both witnessed line 2', 'W:Ella,Avery'),
    C("Avery, Ella and Isabella re-enter the dining_room", 'event', 'true', 15, 'line 15', 'T:Avery, Ella and Isabella entered the dining_room'),
    C("all see the apple in the green_cupboard", 'presence', 'true', 15, 'all witness 15; apple green_cupboard', 'O:apple=green_cupboard'),
    C("every nested belief among the three of them is the green_cupboard from then on", 'belief', 'true', 'end', 'all pairs among Avery/Ella/Isabella = green_cupboard', 'B:Isabella -> Avery=green_cupboard'),
])

rec(I, 5, 'terse', 'sound', 'green_cupboard', """G — they all see it in the green_cupboard when they go back in at line 15.""", [
    C("G", 'belief', 'true', 'end', 'letter answer (G = green_cupboard)', 'B:Ella -> Isabella -> Avery=green_cupboard', ans=True),
    C("they all see it in the green_cupboard when they go back in at line 15", 'presence', 'true', 15, 'Avery, Ella, Isabella witness 15 with apple in green_cupboard', 'W:Avery,Ella,Isabella'),
])

# ---------------------------------------------------------------- s6806-1-o1
I = 's6806-1-o1'  # Emma, pear; gold blue_cupboard

rec(I, 1, 'thinking', 'sound', 'blue_cupboard', """\
<think>
"Really think" = Emma's actual belief.
Emma moved the pear to the red_container at line 3 and left at line 4. Alexander moved it to the blue_cupboard at line 7 — Emma missed that.
Then in the waiting_room Alexander publicly claims blue_cupboard. Does Emma trust him? Alexander exited the pantry at 8, Emma at 4 — he left later, so yes, Emma trusts him and updates to blue_cupboard.
Nathan's tell at 17 goes to Alexander privately; Emma isn't part of it.
So Emma: blue_cupboard.
</think>
M. blue_cupboard""", [
    C("Emma moved the pear to the red_container at line 3", 'event', 'true', 3, 'line 3', 'T:Emma moved the pear to the red_container'),
    C("left at line 4", 'event', 'true', 4, 'line 4', 'T:Emma exited'),
    C("Alexander moved it to the blue_cupboard at line 7", 'event', 'true', 7, 'line 7', 'T:Alexander moved the pear to the blue_cupboard'),
    C("Emma missed that", 'presence', 'true', 7, 'Emma absent', 'NW:Emma'),
    C("Alexander publicly claims blue_cupboard", 'communication', 'true', 16, 'line 16', 'T:Alexander publicly claimed that pear is in the blue_cupboard'),
    C("Alexander exited the pantry at 8, Emma at 4", 'order', 'true', 8, 'exit lines', 'T:Alexander exited'),
    C("Emma trusts him and updates to blue_cupboard", 'belief', 'true', 16, 'Emma = blue_cupboard after 16', 'B:Emma=blue_cupboard'),
    C("Nathan's tell at 17 goes to Alexander privately", 'communication', 'true', 17, 'line 17', 'T:Nathan privately told Alexander'),
    C("Emma isn't part of it", 'presence', 'true', 17, 'Emma not a witness', 'NW:Emma'),
    C("So Emma: blue_cupboard", 'belief', 'true', 'end', 'Emma = blue_cupboard', 'B:Emma=blue_cupboard'),
    C("M. blue_cupboard", 'belief', 'true', 'end', 'final answer', 'B:Emma=blue_cupboard', ans=True),
])

rec(I, 2, 'answer_first', 'wrong', 'red_container', """\
N. red_container.

Emma herself put the pear in the red_container before leaving the pantry, and she never saw anyone move it. Alexander's announcement in the waiting_room doesn't override what she saw with her own eyes.""", [
    C("N. red_container", 'belief', 'false', 'end', 'Emma trusted Alexander; believes blue_cupboard', 'B:Emma=red_container', ans=True),
    C("Emma herself put the pear in the red_container before leaving the pantry", 'event', 'true', 3, 'line 3 then exit at 4', 'T:Emma moved the pear to the red_container'),
    C("she never saw anyone move it", 'presence', 'true', 7, 'Emma absent for the move at 7', 'NW:Emma'),
    C("Alexander's announcement in the waiting_room doesn't override what she saw with her own eyes", 'belief', 'false', 16, 'Emma trusts Alexander (he left later) and updates', 'B:Emma=red_container'),
])

rec(I, 3, 'numbered', 'unsound', 'blue_cupboard', """\
1. Pear: blue_crate → red_container (Emma, line 3).
2. Emma leaves (line 4); Jackson leaves (line 6).
3. Alexander moves it to the blue_cupboard (line 7), then exits (line 8) — after Hannah.
4. Line 16: Alexander publicly says blue_cupboard. Emma left the pantry before Alexander, so she trusts him.
5. Line 17 is a private exchange between Nathan and Alexander.

Emma now thinks the pear is in the blue_cupboard.""", [
    C("red_container (Emma, line 3)", 'event', 'true', 3, 'line 3', 'T:Emma moved the pear to the red_container'),
    C("Emma leaves (line 4)", 'event', 'true', 4, 'line 4', 'T:Emma exited'),
    C("Jackson leaves (line 6)", 'event', 'true', 6, 'line 6', 'T:Jackson exited'),
    C("Alexander moves it to the blue_cupboard (line 7)", 'event', 'true', 7, 'line 7', 'T:Alexander moved the pear to the blue_cupboard'),
    C("then exits (line 8)", 'event', 'true', 8, 'line 8', 'T:Alexander exited'),
    C("after Hannah", 'order', 'false', 8, 'PLANTED: Hannah exits at 11, after Alexander', 'R:Hannah=None'),
    C("Alexander publicly says blue_cupboard", 'communication', 'true', 16, 'line 16', 'T:Alexander publicly claimed that pear is in the blue_cupboard'),
    C("Emma left the pantry before Alexander", 'order', 'true', 4, 'Emma 4, Alexander 8'),
    C("she trusts him", 'communication', 'true', 16, 'Emma adopts the claim', 'B:Emma=blue_cupboard'),
    C("Line 17 is a private exchange between Nathan and Alexander", 'communication', 'true', 17, 'line 17', 'W:Nathan,Alexander'),
    C("Emma now thinks the pear is in the blue_cupboard", 'belief', 'true', 'end', 'final answer', 'B:Emma=blue_cupboard', ans=True),
])

rec(I, 4, 'narrative', 'unsound', 'blue_cupboard', """\
Emma starts things off by moving the pear from the blue_crate to the red_container, and then she's the first to leave. Jackson was still in the pantry when Alexander moved it on to the blue_cupboard, and Hannah and Nathan watched that too. Emma knows none of this first-hand. What changes her mind is the waiting_room: Alexander announces the pear is in the blue_cupboard, and because he stayed in the pantry longer than she did, Emma takes his word for it. So she really thinks it's in the blue_cupboard.""", [
    C("Emma starts things off by moving the pear from the blue_crate to the red_container", 'event', 'true', 3, 'line 3', 'T:Emma moved the pear to the red_container'),
    C("she's the first to leave", 'order', 'true', 4, 'first exit', 'T:Emma exited'),
    C("Jackson was still in the pantry when Alexander moved it on to the blue_cupboard", 'presence', 'false', 7, 'PLANTED: Jackson left at 6', 'R:Jackson=pantry'),
    C("Hannah and Nathan watched that too", 'presence', 'true', 7, 'witnesses of 7', 'W:Hannah,Nathan'),
    C("Emma knows none of this first-hand", 'presence', 'true', 7, 'Emma absent', 'NW:Emma'),
    C("Alexander announces the pear is in the blue_cupboard", 'communication', 'true', 16, 'line 16', 'T:Alexander publicly claimed that pear is in the blue_cupboard'),
    C("he stayed in the pantry longer than she did", 'order', 'true', 8, 'Alexander 8, Emma 4'),
    C("Emma takes his word for it", 'belief', 'true', 16, 'Emma = blue_cupboard', 'B:Emma=blue_cupboard'),
    C("she really thinks it's in the blue_cupboard", 'belief', 'true', 'end', 'final answer', 'B:Emma=blue_cupboard', ans=True),
])

rec(I, 5, 'terse', 'unsupported', 'blue_cupboard', """M. blue_cupboard""", [
    C("M. blue_cupboard", 'belief', 'true', 'end', 'bare answer', 'B:Emma=blue_cupboard', ans=True),
])

# ---------------------------------------------------------------- s6806-15-o0
I = 's6806-15-o0'  # carrot really; gold green_pantry

rec(I, 1, 'terse', 'sound', 'green_pantry', """O. green_pantry — Abigail's move at line 12 is the last one.""", [
    C("O. green_pantry", 'location', 'true', 'end', 'final answer', 'O:carrot=green_pantry', ans=True),
    C("Abigail's move at line 12 is the last one", 'event', 'true', 12, 'line 12, no later move', 'T:Abigail moved the carrot to the green_pantry'),
])

rec(I, 2, 'numbered', 'unsound', 'green_pantry', """\
1. red_cupboard (line 2)
2. Jack → blue_crate (line 4)
3. Benjamin → red_treasure_chest (line 6)
4. Mason → red_box (line 9)
5. Avery → green_pantry (line 12)
6. Nobody moves it afterwards.

Answer: green_pantry""", [
    C("red_cupboard (line 2)", 'location', 'true', 2, 'line 2', 'O:carrot=red_cupboard'),
    C("Jack → blue_crate (line 4)", 'event', 'true', 4, 'line 4', 'T:Jack moved the carrot to the blue_crate'),
    C("Benjamin → red_treasure_chest (line 6)", 'event', 'true', 6, 'line 6', 'T:Benjamin moved the carrot to the red_treasure_chest'),
    C("Mason → red_box (line 9)", 'event', 'true', 9, 'line 9', 'T:Mason moved the carrot to the red_box'),
    C("Avery → green_pantry (line 12)", 'event', 'false', 12, 'PLANTED: Abigail made this move, not Avery', 'T:Avery moved'),
    C("Nobody moves it afterwards", 'event', 'true', 'end', 'still green_pantry', 'O:carrot=green_pantry'),
    C("Answer: green_pantry", 'location', 'true', 'end', 'final answer', 'O:carrot=green_pantry', ans=True),
])

rec(I, 3, 'narrative', 'sound', 'green_pantry', """\
The carrot gets passed around a lot in the hall. It begins in the red_cupboard. Jack moves it to the blue_crate, then exits; Benjamin puts it in the red_treasure_chest before he goes; Mason moves it to the red_box and heads out. Finally Abigail, with only Avery still there, moves it into the green_pantry. After that Abigail and Avery leave, everyone meets in the waiting_room, and no one touches the carrot again. It's really in the green_pantry.""", [
    C("It begins in the red_cupboard", 'location', 'true', 2, 'line 2', 'O:carrot=red_cupboard'),
    C("Jack moves it to the blue_crate", 'event', 'true', 4, 'line 4', 'T:Jack moved the carrot to the blue_crate'),
    C("then exits", 'event', 'true', 5, 'line 5', 'T:Jack exited'),
    C("Benjamin puts it in the red_treasure_chest", 'event', 'true', 6, 'line 6', 'T:Benjamin moved the carrot to the red_treasure_chest'),
    C("before he goes", 'order', 'true', 8, 'Benjamin exits at 8', 'T:Benjamin exited'),
    C("Mason moves it to the red_box", 'event', 'true', 9, 'line 9', 'T:Mason moved the carrot to the red_box'),
    C("heads out", 'event', 'true', 11, 'line 11', 'T:Mason exited'),
    C("with only Avery still there", 'presence', 'true', 12, 'Avery the only other witness of 12', 'NW:Jack,Benjamin,Mason'),
    C("moves it into the green_pantry", 'event', 'true', 12, 'line 12 (Abigail)', 'T:Abigail moved the carrot to the green_pantry'),
    C("Abigail and Avery leave", 'event', 'true', 16, 'lines 14, 16', 'T:Avery exited'),
    C("everyone meets in the waiting_room", 'event', 'true', 17, 'line 17', 'T:entered the waiting_room'),
    C("no one touches the carrot again", 'event', 'true', 'end', 'still green_pantry', 'O:carrot=green_pantry'),
    C("It's really in the green_pantry", 'location', 'true', 'end', 'final answer', 'O:carrot=green_pantry', ans=True),
])

rec(I, 4, 'thinking', 'wrong', 'green_box', """\
<think>
Let me list the moves. red_cupboard → blue_crate (Jack) → red_treasure_chest (Benjamin) → red_box (Mason). Then Avery likes the green_box, Mason exits, and Abigail moves it — to the green_box? Avery likes the green_box, so that's where Abigail put it.
</think>
J. green_box""", [
    C("blue_crate (Jack)", 'event', 'true', 4, 'line 4', 'T:Jack moved the carrot to the blue_crate'),
    C("red_treasure_chest (Benjamin)", 'event', 'true', 6, 'line 6', 'T:Benjamin moved the carrot to the red_treasure_chest'),
    C("red_box (Mason)", 'event', 'true', 9, 'line 9', 'T:Mason moved the carrot to the red_box'),
    C("Then Avery likes the green_box", 'event', 'true', 10, 'line 10', 'T:Avery likes the green_box'),
    C("Mason exits", 'event', 'true', 11, 'line 11', 'T:Mason exited'),
    C("that's where Abigail put it", 'event', 'false', 12, 'Abigail moved it to the green_pantry', 'T:Abigail moved the carrot to the green_box'),
    C("J. green_box", 'location', 'false', 'end', 'real location green_pantry', 'O:carrot=green_box', ans=True),
])

rec(I, 5, 'answer_first', 'unsound', 'green_pantry', """\
green_pantry (O). The last move was Abigail's at line 12, made after Avery had already left. Nothing afterwards relocates it.""", [
    C("green_pantry (O)", 'location', 'true', 'end', 'final answer', 'O:carrot=green_pantry', ans=True),
    C("The last move was Abigail's at line 12", 'event', 'true', 12, 'line 12', 'T:Abigail moved the carrot to the green_pantry'),
    C("made after Avery had already left", 'presence', 'false', 12, 'PLANTED: Avery was present at 12 (left at 16)', 'NW:Avery'),
    C("Nothing afterwards relocates it", 'event', 'true', 'end', 'still green_pantry', 'O:carrot=green_pantry'),
])

# ---------------------------------------------------------------- tomi reality
I = 'tomi-s6806-3-reality'  # lemon really; gold green_box

rec(I, 1, 'answer_first', 'sound', 'green_box', """\
The lemon is really in the green_box. Ethan moved it there from the blue_crate at line 4, and nothing touches it afterwards — Aria leaving, William entering the dining_room and Ethan hating the pear don't affect where it is.""", [
    C("The lemon is really in the green_box", 'location', 'true', 'end', 'final answer', 'O:lemon=green_box', ans=True),
    C("Ethan moved it there from the blue_crate at line 4", 'event', 'true', 4, 'line 4', 'T:Ethan moved the lemon to the green_box'),
    C("nothing touches it afterwards", 'event', 'true', 'end', 'still green_box', 'O:lemon=green_box'),
    C("Aria leaving", 'event', 'true', 5, 'line 5', 'T:Aria exited'),
    C("William entering the dining_room", 'event', 'true', 6, 'line 6', 'T:William entered the dining_room'),
    C("Ethan hating the pear", 'event', 'true', 7, 'line 7', 'T:Ethan hates the pear'),
])

rec(I, 2, 'terse', 'unsupported', 'green_box', """green_box""", [
    C("green_box", 'location', 'true', 'end', 'bare answer', 'O:lemon=green_box', ans=True),
])

rec(I, 3, 'thinking', 'unsound', 'green_box', """\
<think>
Lemon in blue_crate at 3, put there by Aria. Ethan moves it to green_box at 4 with Aria watching. Aria leaves at 5. William enters the dining_room at 6 and sees Ethan's move — no wait, he's in a different room, and the move already happened. Anyway, real location: green_box.
</think>
green_box""", [
    C("Lemon in blue_crate at 3", 'location', 'true', 3, 'line 3', 'O:lemon=blue_crate'),
    C("put there by Aria", 'event', 'false', 3, 'PLANTED: nobody is said to put it there; line 3 is a state', 'T:Aria'),
    C("Ethan moves it to green_box at 4", 'event', 'true', 4, 'line 4', 'T:Ethan moved the lemon to the green_box'),
    C("with Aria watching", 'presence', 'true', 4, 'Aria witnessed 4', 'W:Aria'),
    C("Aria leaves at 5", 'event', 'true', 5, 'line 5', 'T:Aria exited'),
    C("William enters the dining_room at 6", 'event', 'true', 6, 'line 6', 'T:William entered the dining_room'),
    C("he's in a different room", 'presence', 'true', 6, 'William in dining_room, Ethan on staircase', 'R:William=dining_room'),
    C("the move already happened", 'order', 'true', 6, 'move at 4, before 6'),
    C("real location: green_box", 'location', 'true', 'end', 'answer', 'O:lemon=green_box', ans=True),
    C("green_box", 'location', 'true', 'end', 'final answer', 'O:lemon=green_box', nth=-1, ans=True),
])

rec(I, 4, 'numbered', 'unsound', 'green_box', """\
1. Aria and Ethan are on the staircase; the lemon is in the blue_crate.
2. Aria leaves the staircase before Ethan moves the lemon.
3. Ethan moves it to the green_box.
4. William goes to the dining_room — unrelated.

Real location: green_box.""", [
    C("Aria and Ethan are on the staircase", 'presence', 'true', 3, 'both on staircase', 'R:Aria=staircase'),
    C("the lemon is in the blue_crate", 'location', 'true', 3, 'line 3', 'O:lemon=blue_crate'),
    C("Aria leaves the staircase before Ethan moves the lemon", 'order', 'false', 4, 'PLANTED: Aria leaves at 5, after the move at 4', 'R:Aria=None'),
    C("Ethan moves it to the green_box", 'event', 'true', 4, 'line 4', 'T:Ethan moved the lemon to the green_box'),
    C("William goes to the dining_room", 'event', 'true', 6, 'line 6', 'T:William entered the dining_room'),
    C("Real location: green_box", 'location', 'true', 'end', 'final answer', 'O:lemon=green_box', ans=True),
])

rec(I, 5, 'narrative', 'wrong', None, """\
Aria and Ethan both see the lemon in the blue_crate on the staircase, and Ethan moves it to the green_box while Aria is still there. After Aria leaves, only Ethan is on the staircase, and we aren't told what he does next beyond hating the pear. So the lemon is in the green_box, unless Ethan put it back in the blue_crate — I'd say it's one of those two.""", [
    C("Aria and Ethan both see the lemon in the blue_crate", 'presence', 'true', 3, 'both witness line 3', 'W:Aria,Ethan'),
    C("Ethan moves it to the green_box", 'event', 'true', 4, 'line 4', 'T:Ethan moved the lemon to the green_box'),
    C("while Aria is still there", 'presence', 'true', 4, 'Aria on staircase at 4', 'R:Aria=staircase'),
    C("After Aria leaves, only Ethan is on the staircase", 'presence', 'true', 5, 'Ethan alone on staircase', 'R:Ethan=staircase'),
    C("we aren't told what he does next beyond hating the pear", 'event', 'true', 7, 'only line 7 concerns Ethan afterwards', 'T:Ethan hates the pear'),
])

# ---------------------------------------------------------------- s6806-5-o0
I = 's6806-5-o0'  # pumpkin really; gold blue_drawer

rec(I, 1, 'numbered', 'sound', 'blue_drawer', """\
1. The pumpkin starts in the blue_envelope (line 2).
2. Liam moves it to the red_box (line 3).
3. Lucas moves it to the blue_drawer (line 10), with Hannah watching.
4. The cellar scene and the two statements at lines 27–28 are about the eggplant, not the pumpkin.

Answer: J. blue_drawer""", [
    C("The pumpkin starts in the blue_envelope (line 2)", 'location', 'true', 2, 'line 2', 'O:pumpkin=blue_envelope'),
    C("Liam moves it to the red_box (line 3)", 'event', 'true', 3, 'line 3', 'T:Liam moved the pumpkin to the red_box'),
    C("Lucas moves it to the blue_drawer (line 10)", 'event', 'true', 10, 'line 10', 'T:Lucas moved the pumpkin to the blue_drawer'),
    C("with Hannah watching", 'presence', 'true', 10, 'Hannah witnessed 10', 'W:Hannah'),
    C("The cellar scene and the two statements at lines 27–28 are about the eggplant, not the pumpkin", 'communication', 'true', 27, 'lines 27-28 concern the eggplant', 'T:eggplant'),
    C("Answer: J. blue_drawer", 'location', 'true', 'end', 'final answer', 'O:pumpkin=blue_drawer', ans=True),
])

rec(I, 2, 'narrative', 'unsound', 'blue_drawer', """\
The hallway is where the pumpkin's story happens. It starts in the blue_envelope; Liam moves it to the red_box and leaves, and after Abigail goes too, Lucas moves it into the blue_drawer, and Oliver is still there to see it. Lucas and Hannah then leave as well. Everything later — the cellar, the eggplant, Hannah's and Abigail's statements — concerns a different object. The pumpkin is really in the blue_drawer.""", [
    C("It starts in the blue_envelope", 'location', 'true', 2, 'line 2', 'O:pumpkin=blue_envelope'),
    C("Liam moves it to the red_box", 'event', 'true', 3, 'line 3', 'T:Liam moved the pumpkin to the red_box'),
    C("and leaves", 'event', 'true', 4, 'line 4', 'T:Liam exited'),
    C("after Abigail goes too", 'order', 'true', 6, 'Abigail exits at 6, before 10', 'T:Abigail exited'),
    C("Lucas moves it into the blue_drawer", 'event', 'true', 10, 'line 10', 'T:Lucas moved the pumpkin to the blue_drawer'),
    C("Oliver is still there to see it", 'presence', 'false', 10, 'PLANTED: Oliver left at 9', 'W:Oliver'),
    C("Lucas and Hannah then leave as well", 'event', 'true', 13, 'lines 11, 13', 'T:Hannah exited'),
    C("Everything later — the cellar, the eggplant, Hannah's and Abigail's statements — concerns a different object", 'communication', 'true', 27, 'later lines are about the eggplant', 'T:eggplant'),
    C("The pumpkin is really in the blue_drawer", 'location', 'true', 'end', 'final answer', 'O:pumpkin=blue_drawer', ans=True),
])

rec(I, 3, 'terse', 'sound', 'blue_drawer', """blue_drawer (J). Lucas put it there at line 10; nothing moves it after.""", [
    C("blue_drawer (J)", 'location', 'true', 'end', 'final answer', 'O:pumpkin=blue_drawer', ans=True),
    C("Lucas put it there at line 10", 'event', 'true', 10, 'line 10', 'T:Lucas moved the pumpkin to the blue_drawer'),
    C("nothing moves it after", 'event', 'true', 'end', 'still blue_drawer', 'O:pumpkin=blue_drawer'),
])

rec(I, 4, 'thinking', 'unsupported', 'blue_drawer', """\
<think>
Real-location question. Don't get distracted by who believes what — I only need where the pumpkin physically ends up.
</think>
blue_drawer""", [
    C("blue_drawer", 'location', 'true', 'end', 'bare answer', 'O:pumpkin=blue_drawer', nth=-1, ans=True),
])

rec(I, 5, 'answer_first', 'unsound', 'blue_drawer', """\
J. blue_drawer.

Lucas moved the pumpkin from the red_box to the blue_drawer at line 10. Later Hannah publicly claims the pumpkin is in the green_basket, but a claim doesn't move anything, so it's still in the blue_drawer.""", [
    C("J. blue_drawer", 'location', 'true', 'end', 'final answer', 'O:pumpkin=blue_drawer', ans=True),
    C("Lucas moved the pumpkin from the red_box to the blue_drawer at line 10", 'event', 'true', 10, 'line 10', 'T:Lucas moved the pumpkin to the blue_drawer'),
    C("Hannah publicly claims the pumpkin is in the green_basket", 'communication', 'false', 27, 'PLANTED: Hannah\'s claim is about the eggplant', 'T:Hannah publicly claimed that pumpkin'),
    C("it's still in the blue_drawer", 'location', 'true', 'end', 'answer restated', 'O:pumpkin=blue_drawer', ans=True),
])

# ---------------------------------------------------------------- s6806-24-o4
I = 's6806-24-o4'  # Abigail -> Ava -> Owen -> Carter, celery; gold red_bucket

rec(I, 1, 'thinking', 'sound', 'red_bucket', """\
<think>
Outermost Abigail, then Ava, Owen, Carter.
Ava moved the celery to the red_bucket at line 3 and left at line 4. At that moment Owen and Carter were both there and saw her move. So from Ava's point of view, Owen and Carter both last saw red_bucket, and Owen would think Carter thinks red_bucket too. Ava -> Owen -> Carter = red_bucket.
Abigail saw Ava's move and Ava's exit, so Abigail knows Ava's knowledge ends there.
Owen's private tell to Ava at 16 (blue_basket) — Ava trusts Owen since he left the playroom later, so Ava's own belief and her view of Owen become blue_basket. Does that change Ava -> Owen -> Carter? No; Owen only said where the celery is. And Abigail didn't hear that tell anyway.
Jacob's tell to Abigail (blue_bathtub): Jacob left before Abigail, so she doesn't trust him.
Answer: red_bucket.
</think>
N. red_bucket""", [
    C("Ava moved the celery to the red_bucket at line 3", 'event', 'true', 3, 'line 3', 'T:Ava moved the celery to the red_bucket'),
    C("left at line 4", 'event', 'true', 4, 'line 4', 'T:Ava exited'),
    C("Owen and Carter were both there and saw her move", 'presence', 'true', 3, 'both witnessed 3', 'W:Owen,Carter'),
    C("Ava -> Owen -> Carter = red_bucket", 'belief', 'true', 'end', 'gold', 'B:Ava -> Owen -> Carter=red_bucket'),
    C("Abigail saw Ava's move and Ava's exit", 'presence', 'true', 4, 'Abigail witnessed 3 and 4', 'W:Abigail'),
    C("Owen's private tell to Ava at 16 (blue_basket)", 'communication', 'true', 16, 'line 16', 'T:Owen privately told Ava that the celery is in the blue_basket'),
    C("Ava trusts Owen since he left the playroom later", 'communication', 'true', 16, 'Owen exited 8 > Ava 4; Ava adopts blue_basket', 'B:Ava=blue_basket'),
    C("Ava's own belief and her view of Owen become blue_basket", 'belief', 'true', 16, 'Ava and Ava -> Owen = blue_basket', 'B:Ava -> Owen=blue_basket'),
    C("Owen only said where the celery is", 'communication', 'true', 16, 'line 16 content', 'T:the celery is in the blue_basket'),
    C("Abigail didn't hear that tell anyway", 'presence', 'true', 16, 'Abigail not a witness', 'NW:Abigail'),
    C("Jacob's tell to Abigail (blue_bathtub)", 'communication', 'true', 17, 'line 17', 'T:Jacob privately told Abigail that the celery is in the blue_bathtub'),
    C("Jacob left before Abigail", 'order', 'true', 6, 'Jacob 6, Abigail 10'),
    C("she doesn't trust him", 'communication', 'true', 17, 'Abigail keeps red_crate', 'B:Abigail=red_crate'),
    C("Answer: red_bucket.", 'belief', 'true', 'end', 'answer', 'B:Abigail -> Ava -> Owen -> Carter=red_bucket', ans=True),
    C("N. red_bucket", 'belief', 'true', 'end', 'final answer', 'B:Abigail -> Ava -> Owen -> Carter=red_bucket', ans=True),
])

rec(I, 2, 'narrative', 'wrong', 'blue_basket', """\
After the playroom, everyone is in the waiting_room, and Owen privately tells Ava the celery is in the blue_basket. Ava trusts Owen, because Owen stayed in the playroom longer than she did. So now Ava thinks the celery is in the blue_basket, and she'd naturally assume Owen and Carter are on the same page. Abigail would expect exactly this from Ava, so the answer is the blue_basket.""", [
    C("everyone is in the waiting_room", 'presence', 'true', 15, 'line 15', 'R:Abigail=waiting_room'),
    C("Owen privately tells Ava the celery is in the blue_basket", 'communication', 'true', 16, 'line 16', 'T:Owen privately told Ava that the celery is in the blue_basket'),
    C("Ava trusts Owen", 'communication', 'true', 16, 'Ava adopts blue_basket', 'B:Ava=blue_basket'),
    C("Owen stayed in the playroom longer than she did", 'order', 'true', 8, 'Owen 8, Ava 4'),
    C("now Ava thinks the celery is in the blue_basket", 'belief', 'true', 16, 'Ava = blue_basket', 'B:Ava=blue_basket'),
    C("she'd naturally assume Owen and Carter are on the same page", 'belief', 'false', 'end', 'Ava -> Owen -> Carter stays red_bucket', 'B:Ava -> Owen -> Carter=blue_basket'),
    C("Abigail would expect exactly this from Ava", 'belief', 'false', 'end', 'Abigail did not hear the tell; Abigail -> Ava = red_bucket', 'B:Abigail -> Ava=blue_basket'),
    C("the answer is the blue_basket", 'belief', 'false', 'end', 'gold red_bucket', 'B:Abigail -> Ava -> Owen -> Carter=blue_basket', ans=True),
])

rec(I, 3, 'numbered', 'unsound', 'red_bucket', """\
1. Celery: blue_basket → red_bucket (Ava, line 3). Everyone sees it.
2. Ava leaves (line 4). Abigail, Owen and Carter see her go.
3. Jacob → blue_bathtub (5), Owen → red_crate (7), Carter → blue_basket (12) — all after Ava left.
4. At that point Ava's picture is that everyone, Owen and Carter included, last saw the red_bucket.
5. Owen's tell to Ava at line 16 is heard by Abigail, but it's about the celery's location, not about Carter, so the nested part doesn't change.

Answer: N. red_bucket""", [
    C("red_bucket (Ava, line 3)", 'event', 'true', 3, 'line 3', 'T:Ava moved the celery to the red_bucket'),
    C("Everyone sees it", 'presence', 'true', 3, 'all witness 3', 'W:Ava,Jacob,Owen,Abigail,Carter'),
    C("Ava leaves (line 4)", 'event', 'true', 4, 'line 4', 'T:Ava exited'),
    C("Abigail, Owen and Carter see her go", 'presence', 'true', 4, 'witnesses of 4', 'W:Abigail,Owen,Carter'),
    C("Jacob → blue_bathtub (5)", 'event', 'true', 5, 'line 5', 'T:Jacob moved the celery to the blue_bathtub'),
    C("Owen → red_crate (7)", 'event', 'true', 7, 'line 7', 'T:Owen moved the celery to the red_crate'),
    C("Carter → blue_basket (12)", 'event', 'true', 12, 'line 12', 'T:Carter moved the celery to the blue_basket'),
    C("all after Ava left", 'presence', 'true', 5, 'Ava absent', 'NW:Ava'),
    C("At that point Ava's picture is that everyone, Owen and Carter included, last saw the red_bucket", 'belief', 'true', 4, 'Ava -> Owen / Ava -> Carter = red_bucket at 4', 'B:Ava -> Owen=red_bucket'),
    C("Owen's tell to Ava at line 16", 'communication', 'true', 16, 'line 16', 'T:Owen privately told Ava'),
    C("is heard by Abigail", 'presence', 'false', 16, 'PLANTED: private tell, Abigail not a witness', 'W:Abigail'),
    C("it's about the celery's location, not about Carter", 'communication', 'true', 16, 'content of line 16', 'T:the celery is in the blue_basket'),
    C("the nested part doesn't change", 'belief', 'true', 16, 'Ava -> Owen -> Carter stays red_bucket', 'B:Ava -> Owen -> Carter=red_bucket'),
    C("Answer: N. red_bucket", 'belief', 'true', 'end', 'final answer', 'B:Abigail -> Ava -> Owen -> Carter=red_bucket', ans=True),
])

rec(I, 4, 'answer_first', 'sound', 'red_bucket', """\
red_bucket (N).

Ava put the celery in the red_bucket and left immediately, with Abigail, Owen and Carter all watching. Nothing that happened afterwards in the playroom was seen by Ava, and Abigail saw Ava leave. So Abigail thinks Ava thinks Owen thinks Carter thinks it's in the red_bucket.""", [
    C("red_bucket (N)", 'belief', 'true', 'end', 'final answer', 'B:Abigail -> Ava -> Owen -> Carter=red_bucket', ans=True),
    C("Ava put the celery in the red_bucket", 'event', 'true', 3, 'line 3', 'T:Ava moved the celery to the red_bucket'),
    C("left immediately", 'event', 'true', 4, 'line 4', 'T:Ava exited'),
    C("with Abigail, Owen and Carter all watching", 'presence', 'true', 3, 'witnesses of 3', 'W:Abigail,Owen,Carter'),
    C("Nothing that happened afterwards in the playroom was seen by Ava", 'presence', 'true', 5, 'Ava absent from the playroom after 4', 'NW:Ava'),
    C("Abigail saw Ava leave", 'presence', 'true', 4, 'Abigail witnessed 4', 'W:Abigail'),
    C("Abigail thinks Ava thinks Owen thinks Carter thinks it's in the red_bucket", 'belief', 'true', 'end', 'final answer', 'B:Abigail -> Ava -> Owen -> Carter=red_bucket', ans=True),
])

rec(I, 5, 'terse', 'unsound', 'red_bucket', """N. red_bucket — Ava left right after moving it there, before Jacob moved it to the red_crate.""", [
    C("N. red_bucket", 'belief', 'true', 'end', 'final answer', 'B:Abigail -> Ava -> Owen -> Carter=red_bucket', ans=True),
    C("Ava left right after moving it there", 'order', 'true', 4, 'move 3, exit 4', 'T:Ava exited'),
    C("before Jacob moved it to the red_crate", 'event', 'false', 5, 'PLANTED: Jacob moved it to the blue_bathtub; Owen used the red_crate', 'T:Jacob moved the celery to the red_crate'),
])

# ---------------------------------------------------------------- s6806-2-o2
I = 's6806-2-o2'  # Nathan -> Jacob, watermelon; gold blue_cupboard

rec(I, 1, 'answer_first', 'sound', 'blue_cupboard', """\
E. blue_cupboard

Nathan moved the watermelon into the blue_cupboard himself at line 5, with Jacob in the kitchen, and left right away. Everything after that (Alexander's, Jackson's and Jacob's own moves) happened without Nathan, so as far as Nathan knows, Jacob still thinks it's in the blue_cupboard.""", [
    C("E. blue_cupboard", 'belief', 'true', 'end', 'final answer', 'B:Nathan -> Jacob=blue_cupboard', ans=True),
    C("Nathan moved the watermelon into the blue_cupboard himself at line 5", 'event', 'true', 5, 'line 5', 'T:Nathan moved the watermelon to the blue_cupboard'),
    C("with Jacob in the kitchen", 'presence', 'true', 5, 'Jacob witnessed 5', 'W:Jacob'),
    C("left right away", 'event', 'true', 6, 'line 6', 'T:Nathan exited'),
    C("Everything after that (Alexander's, Jackson's and Jacob's own moves) happened without Nathan", 'presence', 'true', 7, 'Nathan absent for 7, 9, 11', 'NW:Nathan'),
    C("as far as Nathan knows, Jacob still thinks it's in the blue_cupboard", 'belief', 'true', 'end', 'Nathan -> Jacob', 'B:Nathan -> Jacob=blue_cupboard', ans=True),
])

rec(I, 2, 'numbered', 'unsound', 'blue_cupboard', """\
1. Watermelon in the red_envelope (line 2), everyone present.
2. Oliver waits and leaves (line 4) — though he sees Nathan move the watermelon to the blue_cupboard first.
3. Nathan's move to the blue_cupboard (line 5) is watched by Alexander, Jackson and Jacob.
4. Nathan exits (line 6). From then on he is out of the loop.
5. The later cherry business doesn't involve the watermelon.

Nathan thinks Jacob thinks: blue_cupboard.""", [
    C("Watermelon in the red_envelope (line 2)", 'location', 'true', 2, 'line 2', 'O:watermelon=red_envelope'),
    C("everyone present", 'presence', 'true', 2, 'all witness 2', 'W:Oliver,Nathan,Alexander,Jackson,Jacob'),
    C("Oliver waits and leaves (line 4)", 'event', 'true', 4, 'lines 3-4', 'T:Oliver exited'),
    C("though he sees Nathan move the watermelon to the blue_cupboard first", 'presence', 'false', 5, 'PLANTED: Oliver left at 4, before the move at 5', 'W:Oliver'),
    C("Nathan's move to the blue_cupboard (line 5) is watched by Alexander, Jackson and Jacob", 'presence', 'true', 5, 'witnesses of 5', 'W:Alexander,Jackson,Jacob'),
    C("Nathan exits (line 6)", 'event', 'true', 6, 'line 6', 'T:Nathan exited'),
    C("From then on he is out of the loop", 'presence', 'true', 7, 'Nathan absent from later kitchen events', 'NW:Nathan'),
    C("The later cherry business doesn't involve the watermelon", 'event', 'true', 15, 'lines 15-27 concern the cherry', 'T:cherry'),
    C("Nathan thinks Jacob thinks: blue_cupboard", 'belief', 'true', 'end', 'final answer', 'B:Nathan -> Jacob=blue_cupboard', ans=True),
])

rec(I, 3, 'narrative', 'unsound', 'blue_cupboard', """\
Nathan is the one who takes the watermelon out of the red_envelope and puts it into the blue_cupboard, and Jacob is standing right there. Then Nathan leaves. Behind his back, Jackson moves it to the green_treasure_chest, Jackson later shifts it to the blue_envelope, and finally Jacob puts it back in the red_envelope. Nathan sees none of this. His last shared moment with Jacob is the blue_cupboard, so that's what he assumes Jacob believes.""", [
    C("Nathan is the one who takes the watermelon out of the red_envelope and puts it into the blue_cupboard", 'event', 'true', 5, 'line 5', 'T:Nathan moved the watermelon to the blue_cupboard'),
    C("Jacob is standing right there", 'presence', 'true', 5, 'Jacob witnessed 5', 'W:Jacob'),
    C("Then Nathan leaves", 'event', 'true', 6, 'line 6', 'T:Nathan exited'),
    C("Jackson moves it to the green_treasure_chest", 'event', 'false', 7, 'PLANTED: Alexander made this move', 'T:Jackson moved'),
    C("Jackson later shifts it to the blue_envelope", 'event', 'true', 9, 'line 9', 'T:Jackson moved the watermelon to the blue_envelope'),
    C("finally Jacob puts it back in the red_envelope", 'event', 'true', 11, 'line 11', 'T:Jacob moved the watermelon to the red_envelope'),
    C("Nathan sees none of this", 'presence', 'true', 7, 'Nathan absent', 'NW:Nathan'),
    C("His last shared moment with Jacob is the blue_cupboard", 'presence', 'true', 5, 'line 5 last event both saw with the watermelon', 'W:Nathan,Jacob'),
    C("that's what he assumes Jacob believes", 'belief', 'true', 'end', 'final answer', 'B:Nathan -> Jacob=blue_cupboard', ans=True),
])

rec(I, 4, 'thinking', 'wrong', 'red_envelope', """\
<think>
Nathan -> Jacob. Jacob is the last one in the kitchen and moves the watermelon to the red_envelope at line 11. Jacob knows that, obviously. Does Nathan? Nathan left at 6... but Nathan was there at the start when it was in the red_envelope, and it ended up back in the red_envelope, so Nathan and Jacob agree on the red_envelope.
</think>
B. red_envelope""", [
    C("Jacob is the last one in the kitchen", 'order', 'true', 12, 'Jacob exits last (12)', 'T:Jacob exited'),
    C("moves the watermelon to the red_envelope at line 11", 'event', 'true', 11, 'line 11', 'T:Jacob moved the watermelon to the red_envelope'),
    C("Jacob knows that, obviously", 'belief', 'true', 'end', 'Jacob = red_envelope', 'B:Jacob=red_envelope'),
    C("Nathan left at 6", 'event', 'true', 6, 'line 6', 'T:Nathan exited'),
    C("Nathan was there at the start when it was in the red_envelope", 'presence', 'true', 2, 'Nathan witnessed 2', 'W:Nathan'),
    C("it ended up back in the red_envelope", 'location', 'true', 'end', 'final location red_envelope', 'O:watermelon=red_envelope'),
    C("Nathan and Jacob agree on the red_envelope", 'belief', 'false', 'end', 'Nathan = blue_cupboard; Nathan -> Jacob = blue_cupboard', 'B:Nathan=red_envelope'),
    C("B. red_envelope", 'belief', 'false', 'end', 'gold blue_cupboard', 'B:Nathan -> Jacob=red_envelope', ans=True),
])

rec(I, 5, 'terse', 'unsupported', 'blue_cupboard', """E""", [
    C("E", 'belief', 'true', 'end', 'bare letter (E = blue_cupboard)', 'B:Nathan -> Jacob=blue_cupboard', ans=True),
])

# ---------------------------------------------------------------- tomi memory
I = 'tomi-s6806-0-memory'  # pineapple at the beginning; gold green_container

rec(I, 1, 'terse', 'sound', 'green_container', """green_container — that's where it was at line 4, before Mila moved it.""", [
    C("green_container", 'location', 'true', 4, 'initial location (line 4)', 'O:pineapple=green_container', ans=True),
    C("that's where it was at line 4", 'location', 'true', 4, 'line 4', 'O:pineapple=green_container'),
    C("before Mila moved it", 'order', 'true', 7, 'Mila moves it at 7', 'T:Mila moved the pineapple'),
])

rec(I, 2, 'thinking', 'unsound', 'green_container', """\
<think>
Beginning = first stated location. Line 4: pineapple in the green_container, while Mila, William and Alexander are in the back_yard. Later Mila moves it to the blue_treasure_chest (line 7), but that's the end state, not the beginning.
</think>
It was in the green_container.""", [
    C("Line 4: pineapple in the green_container", 'location', 'true', 4, 'line 4', 'O:pineapple=green_container'),
    C("while Mila, William and Alexander are in the back_yard", 'presence', 'false', 4, 'PLANTED: Alexander never enters the back_yard', 'R:Alexander=back_yard'),
    C("Later Mila moves it to the blue_treasure_chest (line 7)", 'event', 'true', 7, 'line 7', 'T:Mila moved the pineapple to the blue_treasure_chest'),
    C("that's the end state", 'location', 'true', 'end', 'final location blue_treasure_chest', 'O:pineapple=blue_treasure_chest'),
    C("It was in the green_container.", 'location', 'true', 4, 'final answer', 'O:pineapple=green_container', ans=True),
])

rec(I, 3, 'narrative', 'unsound', 'green_container', """\
Mila and William are in the back_yard when we first learn that the pineapple is in the green_container. Mila moves it into the blue_treasure_chest, and William exits after that move. So at the beginning the pineapple was in the green_container.""", [
    C("Mila and William are in the back_yard when we first learn that the pineapple is in the green_container", 'presence', 'true', 4, 'both witness line 4', 'W:Mila,William'),
    C("Mila moves it into the blue_treasure_chest", 'event', 'true', 7, 'line 7', 'T:Mila moved the pineapple to the blue_treasure_chest'),
    C("William exits after that move", 'order', 'false', 6, 'PLANTED: William exits at 6, before the move at 7'),
    C("at the beginning the pineapple was in the green_container", 'location', 'true', 4, 'final answer', 'O:pineapple=green_container', ans=True),
])

rec(I, 4, 'answer_first', 'wrong', 'blue_treasure_chest', """\
The blue_treasure_chest. Mila is in the back_yard from the very start, and she's the one who put the pineapple in the blue_treasure_chest.""", [
    C("The blue_treasure_chest", 'location', 'false', 4, 'at the beginning it was in the green_container', 'O:pineapple=blue_treasure_chest', ans=True),
    C("Mila is in the back_yard from the very start", 'presence', 'true', 1, 'line 1', 'R:Mila=back_yard'),
    C("she's the one who put the pineapple in the blue_treasure_chest", 'event', 'true', 7, 'line 7', 'T:Mila moved the pineapple to the blue_treasure_chest'),
])

rec(I, 5, 'numbered', 'unsupported', 'green_container', """\
1. The question is about the starting location, not the current one.
2. Answer: green_container.""", [
    C("Answer: green_container", 'location', 'true', 4, 'answer only', 'O:pineapple=green_container', ans=True),
])

# ---------------------------------------------------------------- s6806-14-o4
I = 's6806-14-o4'  # Mia -> Mila -> Olivia -> Jacob, corn; gold blue_bottle

rec(I, 1, 'numbered', 'sound', 'blue_bottle', """\
1. Line 3: corn in the blue_bottle, all five in the workshop.
2. Isla leaves (6), then Jacob (8). Jacob's last sight of the corn: blue_bottle.
3. Mia, Mila and Olivia all saw Jacob go, so each of them (and each of them about the others) knows Jacob believes blue_bottle.
4. Mila → green_crate (9), Olivia → blue_drawer (12), Mia → blue_bottle (14) happen after Jacob is gone.
5. The lounge trip and the red_box claims are about the carrot.

Mia thinks Mila thinks Olivia thinks Jacob thinks the corn is in the blue_bottle. (K)""", [
    C("Line 3: corn in the blue_bottle", 'location', 'true', 3, 'line 3', 'O:corn=blue_bottle'),
    C("all five in the workshop", 'presence', 'true', 3, 'all witness 3', 'W:Isla,Jacob,Mila,Olivia,Mia'),
    C("Isla leaves (6), then Jacob (8)", 'order', 'true', 8, 'exits at 6 and 8', 'T:Jacob exited'),
    C("Jacob's last sight of the corn: blue_bottle", 'belief', 'true', 'end', 'Jacob = blue_bottle', 'B:Jacob=blue_bottle'),
    C("Mia, Mila and Olivia all saw Jacob go", 'presence', 'true', 8, 'witnesses of 8', 'W:Mia,Mila,Olivia'),
    C("each of them (and each of them about the others) knows Jacob believes blue_bottle", 'belief', 'true', 'end', 'Olivia -> Jacob, Mila -> Olivia -> Jacob = blue_bottle', 'B:Mila -> Olivia -> Jacob=blue_bottle'),
    C("Mila → green_crate (9)", 'event', 'true', 9, 'line 9', 'T:Mila moved the corn to the green_crate'),
    C("Olivia → blue_drawer (12)", 'event', 'true', 12, 'line 12', 'T:Olivia moved the corn to the blue_drawer'),
    C("Mia → blue_bottle (14)", 'event', 'true', 14, 'line 14', 'T:Mia moved the corn to the blue_bottle'),
    C("happen after Jacob is gone", 'presence', 'true', 9, 'Jacob absent', 'NW:Jacob'),
    C("The lounge trip and the red_box claims are about the carrot", 'communication', 'true', 29, 'lines 19-30 concern the carrot', 'T:carrot'),
    C("Mia thinks Mila thinks Olivia thinks Jacob thinks the corn is in the blue_bottle. (K)", 'belief', 'true', 'end', 'final answer', 'B:Mia -> Mila -> Olivia -> Jacob=blue_bottle', ans=True),
])

rec(I, 2, 'thinking', 'unsound', 'blue_bottle', """\
<think>
Innermost Jacob. Jacob left the workshop at line 6 — no wait, that's Isla; Jacob left at line 8. At 8 the corn is still in the blue_bottle (placed at 3, untouched). Jacob: blue_bottle.
Olivia watched Jacob leave: Olivia -> Jacob = blue_bottle.
Mila watched both of them at that point too: Mila -> Olivia -> Jacob = blue_bottle.
Mia: same room, same moment. Jacob also saw Mila move the corn to the green_crate before he left, but that's irrelevant since the question stops at Jacob's last view... hmm.
Final: blue_bottle.
</think>
K. blue_bottle""", [
    C("that's Isla", 'event', 'true', 6, 'Isla exits at 6', 'T:Isla exited'),
    C("Jacob left at line 8", 'event', 'true', 8, 'line 8', 'T:Jacob exited'),
    C("At 8 the corn is still in the blue_bottle", 'location', 'true', 8, 'corn blue_bottle at 8', 'O:corn=blue_bottle'),
    C("placed at 3, untouched", 'event', 'true', 8, 'no move before 9', 'O:corn=blue_bottle'),
    C("Jacob: blue_bottle", 'belief', 'true', 'end', 'Jacob = blue_bottle', 'B:Jacob=blue_bottle'),
    C("Olivia watched Jacob leave", 'presence', 'true', 8, 'Olivia witnessed 8', 'W:Olivia'),
    C("Olivia -> Jacob = blue_bottle", 'belief', 'true', 'end', 'gold', 'B:Olivia -> Jacob=blue_bottle'),
    C("Mila watched both of them at that point too", 'presence', 'true', 8, 'Mila witnessed 8', 'W:Mila'),
    C("Mila -> Olivia -> Jacob = blue_bottle", 'belief', 'true', 'end', 'gold', 'B:Mila -> Olivia -> Jacob=blue_bottle'),
    C("Mia: same room, same moment", 'presence', 'true', 8, 'Mia witnessed 8', 'W:Mia'),
    C("Jacob also saw Mila move the corn to the green_crate before he left", 'presence', 'false', 9, 'PLANTED: Jacob had left at 8; the move is at 9', 'W:Jacob'),
    C("K. blue_bottle", 'belief', 'true', 'end', 'final answer', 'B:Mia -> Mila -> Olivia -> Jacob=blue_bottle', ans=True),
])

rec(I, 3, 'narrative', 'sound', 'blue_bottle', """\
Jacob's part of the story is short: he's in the workshop when the corn appears in the blue_bottle, he waits a minute, and he walks out before anybody touches it. Mia, Mila and Olivia are all still there at that moment, so all three know Jacob left with the blue_bottle in mind, and each knows the others saw it too. The trio then plays musical chairs with the corn — green_crate, blue_drawer, back to the blue_bottle — but none of that can reach Jacob. However deep the nesting goes among Mia, Mila and Olivia, the Jacob-level belief is the blue_bottle.""", [
    C("he's in the workshop when the corn appears in the blue_bottle", 'presence', 'true', 3, 'Jacob witnessed 3', 'W:Jacob'),
    C("he waits a minute", 'event', 'true', 7, 'line 7', 'T:Jacob made no movements'),
    C("he walks out before anybody touches it", 'order', 'true', 8, 'exit 8, first move 9', 'O:corn=blue_bottle'),
    C("Mia, Mila and Olivia are all still there at that moment", 'presence', 'true', 8, 'witnesses of 8', 'W:Mia,Mila,Olivia'),
    C("all three know Jacob left with the blue_bottle in mind", 'belief', 'true', 'end', 'Mia/Mila/Olivia -> Jacob = blue_bottle', 'B:Olivia -> Jacob=blue_bottle'),
    C("green_crate, blue_drawer, back to the blue_bottle", 'event', 'true', 14, 'moves at 9, 12, 14', 'T:Mia moved the corn to the blue_bottle'),
    C("none of that can reach Jacob", 'presence', 'true', 9, 'Jacob absent', 'NW:Jacob'),
    C("the Jacob-level belief is the blue_bottle", 'belief', 'true', 'end', 'final answer', 'B:Mia -> Mila -> Olivia -> Jacob=blue_bottle', ans=True),
])

rec(I, 4, 'answer_first', 'unsound', 'blue_bottle', """\
blue_bottle (K).

Jacob left at line 8 while the corn was in the blue_bottle, and Mia, Mila and Olivia all saw him go. The later moves don't matter for the Jacob level. (For comparison, Mia thinks Mila thinks the corn is in the blue_drawer, but that's a different chain.) The answer is the blue_bottle.""", [
    C("blue_bottle (K)", 'belief', 'true', 'end', 'final answer', 'B:Mia -> Mila -> Olivia -> Jacob=blue_bottle', ans=True),
    C("Jacob left at line 8", 'event', 'true', 8, 'line 8', 'T:Jacob exited'),
    C("the corn was in the blue_bottle", 'location', 'true', 8, 'at 8', 'O:corn=blue_bottle'),
    C("Mia, Mila and Olivia all saw him go", 'presence', 'true', 8, 'witnesses of 8', 'W:Mia,Mila,Olivia'),
    C("Mia thinks Mila thinks the corn is in the blue_drawer", 'belief', 'false', 'end', 'PLANTED: Mia -> Mila = green_crate (Mila left before the blue_drawer move)', 'B:Mia -> Mila=blue_drawer'),
    C("The answer is the blue_bottle", 'belief', 'true', 'end', 'answer restated', 'B:Mia -> Mila -> Olivia -> Jacob=blue_bottle', ans=True),
])

rec(I, 5, 'terse', 'wrong', 'green_crate', """N. green_crate — Mila's move.""", [
    C("N. green_crate", 'belief', 'false', 'end', 'gold blue_bottle (green_crate is Mia -> Mila -> Olivia)', 'B:Mia -> Mila -> Olivia -> Jacob=green_crate', ans=True),
    C("Mila's move", 'event', 'true', 9, 'Mila moved the corn to the green_crate at 9', 'T:Mila moved the corn to the green_crate'),
])

# ---------------------------------------------------------------- s6806-18-o3
I = 's6806-18-o3'  # Oliver -> Liam -> Gracie, melon; gold blue_bottle

rec(I, 1, 'answer_first', 'sound', 'blue_bottle', """\
O. blue_bottle

Oliver was in the living_room when Olivia moved the melon into the blue_bottle (line 3), together with Liam and Gracie, and he left at line 6 before anything else happened to it. Oliver never sees the later moves or the second visit to the living_room, so his nested picture of Liam and Gracie stays at the blue_bottle.""", [
    C("O. blue_bottle", 'belief', 'true', 'end', 'final answer', 'B:Oliver -> Liam -> Gracie=blue_bottle', ans=True),
    C("Oliver was in the living_room when Olivia moved the melon into the blue_bottle (line 3)", 'presence', 'true', 3, 'Oliver witnessed 3', 'W:Oliver'),
    C("together with Liam and Gracie", 'presence', 'true', 3, 'both witnessed 3', 'W:Liam,Gracie'),
    C("he left at line 6", 'event', 'true', 6, 'line 6', 'T:Oliver exited'),
    C("before anything else happened to it", 'order', 'true', 6, 'next move at 9', 'O:melon=blue_bottle'),
    C("Oliver never sees the later moves or the second visit to the living_room", 'presence', 'true', 15, 'Oliver stays in waiting_room', 'NW:Oliver'),
    C("his nested picture of Liam and Gracie stays at the blue_bottle", 'belief', 'true', 'end', 'Oliver -> Liam -> Gracie = blue_bottle', 'B:Oliver -> Liam -> Gracie=blue_bottle'),
])

rec(I, 2, 'numbered', 'unsound', 'blue_bottle', """\
1. Melon: green_container (2) → blue_bottle (Olivia, 3). Everyone sees it.
2. Olivia leaves (4), then Oliver (6).
3. Oliver was in the living_room when Liam moved it to the green_bottle (9), but that's Liam's own move and Gracie had already gone.
4. Sophia's moves and the second living_room visit happen without Oliver.
5. Gracie's public claim at 24 (blue_bottle) just repeats what Oliver already assumes.

Answer: O. blue_bottle""", [
    C("green_container (2)", 'location', 'true', 2, 'line 2', 'O:melon=green_container'),
    C("blue_bottle (Olivia, 3)", 'event', 'true', 3, 'line 3', 'T:Olivia moved the melon to the blue_bottle'),
    C("Everyone sees it", 'presence', 'true', 3, 'all witness 3', 'W:Olivia,Oliver,Gracie,Liam,Sophia'),
    C("Olivia leaves (4), then Oliver (6)", 'order', 'true', 6, 'exits 4 and 6', 'T:Oliver exited'),
    C("Oliver was in the living_room when Liam moved it to the green_bottle (9)", 'presence', 'false', 9, 'PLANTED: Oliver left at 6', 'W:Oliver'),
    C("Gracie had already gone", 'presence', 'true', 9, 'Gracie exited at 8', 'NW:Gracie'),
    C("Sophia's moves and the second living_room visit happen without Oliver", 'presence', 'true', 12, 'Oliver absent', 'NW:Oliver'),
    C("Gracie's public claim at 24 (blue_bottle)", 'communication', 'true', 24, 'line 24', 'T:Gracie publicly claimed that melon is in the blue_bottle'),
    C("Answer: O. blue_bottle", 'belief', 'true', 'end', 'final answer', 'B:Oliver -> Liam -> Gracie=blue_bottle', ans=True),
])

rec(I, 3, 'terse', 'unsupported', 'blue_bottle', """O""", [
    C("O", 'belief', 'true', 'end', 'bare letter (O = blue_bottle)', 'B:Oliver -> Liam -> Gracie=blue_bottle', ans=True),
])

rec(I, 4, 'narrative', 'wrong', 'green_container', """\
Liam, Gracie and Sophia go back into the living_room and find the melon in the green_container — the story even says so again at line 16. Oliver saw the three of them head off together, and since Liam and Gracie both see the green_container there, Oliver would figure that's what Liam thinks Gracie believes. So the answer is the green_container.""", [
    C("Liam, Gracie and Sophia go back into the living_room", 'event', 'true', 15, 'line 15', 'T:Liam, Gracie and Sophia entered the living_room'),
    C("find the melon in the green_container", 'location', 'true', 15, 'melon green_container at 15', 'O:melon=green_container'),
    C("the story even says so again at line 16", 'location', 'true', 16, 'line 16', 'T:The melon is in the green_container'),
    C("Oliver saw the three of them head off together", 'presence', 'false', 15, 'line 15 is witnessed only by Liam, Gracie, Sophia', 'W:Oliver'),
    C("Liam and Gracie both see the green_container there", 'presence', 'true', 15, 'both witness 15', 'W:Liam,Gracie'),
    C("Oliver would figure that's what Liam thinks Gracie believes", 'belief', 'false', 'end', 'Oliver -> Liam -> Gracie = blue_bottle', 'B:Oliver -> Liam -> Gracie=green_container'),
    C("the answer is the green_container", 'belief', 'false', 'end', 'gold blue_bottle', 'B:Oliver -> Liam -> Gracie=green_container', ans=True),
])

rec(I, 5, 'thinking', 'unsound', 'blue_bottle', """\
<think>
Oliver -> Liam -> Gracie.
Oliver's last time in the living_room: lines 1–6. In that window the only move is Olivia's to the blue_bottle (3), seen by everyone including Liam and Gracie. So from Oliver's perspective, Liam thinks Gracie thinks blue_bottle.
Second visit (15 onwards): Oliver is in the waiting_room, sees nothing.
Gracie's public claim at line 24 says the melon is in the green_container — Oliver hears it, but it's about the melon's location in general, not about what Liam thinks Gracie thinks. Sophia's tell at 25 is private to Gracie.
So blue_bottle.
</think>
blue_bottle""", [
    C("In that window the only move is Olivia's to the blue_bottle (3)", 'event', 'true', 3, 'only move in lines 1-6', 'T:Olivia moved the melon to the blue_bottle'),
    C("seen by everyone including Liam and Gracie", 'presence', 'true', 3, 'all witness 3', 'W:Liam,Gracie'),
    C("from Oliver's perspective, Liam thinks Gracie thinks blue_bottle", 'belief', 'true', 6, 'chain = blue_bottle', 'B:Oliver -> Liam -> Gracie=blue_bottle'),
    C("Oliver is in the waiting_room, sees nothing", 'presence', 'true', 15, 'Oliver in waiting_room', 'R:Oliver=waiting_room'),
    C("Gracie's public claim at line 24 says the melon is in the green_container", 'communication', 'false', 24, 'PLANTED: Gracie claimed blue_bottle', 'T:Gracie publicly claimed that melon is in the green_container'),
    C("Oliver hears it", 'presence', 'true', 24, 'Oliver witnessed 24', 'W:Oliver'),
    C("Sophia's tell at 25 is private to Gracie", 'communication', 'true', 25, 'line 25', 'T:Sophia privately told Gracie'),
    C("So blue_bottle", 'belief', 'true', 'end', 'answer', 'B:Oliver -> Liam -> Gracie=blue_bottle', ans=True),
    C("blue_bottle", 'belief', 'true', 'end', 'final answer', 'B:Oliver -> Liam -> Gracie=blue_bottle', nth=-1, ans=True),
])

# ---------------------------------------------------------------- s6806-3-o3
I = 's6806-3-o3'  # Liam -> Mason -> Ava, peas; gold red_cupboard

rec(I, 1, 'thinking', 'sound', 'red_cupboard', """\
<think>
Liam -> Mason -> Ava.
Ava: in the garage at line 2 (peas in red_cupboard), stays a minute, leaves at line 6. Nothing moved before that. Ava: red_cupboard.
Mason saw Ava leave (he's there until line 10), so Mason -> Ava = red_cupboard.
Liam was there too, watching Mason watch Ava leave. Liam -> Mason -> Ava = red_cupboard.
Isabella's and Mason's later moves (blue_box, blue_bathtub) happen after Ava is gone.
The pantry part and the lime claims aren't about the peas.
</think>
A. red_cupboard""", [
    C("in the garage at line 2", 'presence', 'true', 2, 'Ava in garage', 'R:Ava=garage'),
    C("peas in red_cupboard", 'location', 'true', 2, 'line 2', 'O:peas=red_cupboard'),
    C("stays a minute, leaves at line 6", 'event', 'true', 6, 'lines 5-6', 'T:Ava exited'),
    C("Nothing moved before that", 'event', 'true', 6, 'peas still red_cupboard at 6', 'O:peas=red_cupboard'),
    C("Ava: red_cupboard", 'belief', 'true', 'end', 'Ava = red_cupboard', 'B:Ava=red_cupboard'),
    C("Mason saw Ava leave", 'presence', 'true', 6, 'Mason witnessed 6', 'W:Mason'),
    C("he's there until line 10", 'presence', 'true', 10, 'Mason exits at 10', 'T:Mason exited'),
    C("Mason -> Ava = red_cupboard", 'belief', 'true', 'end', 'gold', 'B:Mason -> Ava=red_cupboard'),
    C("Liam was there too", 'presence', 'true', 6, 'Liam witnessed 6', 'W:Liam'),
    C("Liam -> Mason -> Ava = red_cupboard", 'belief', 'true', 'end', 'gold chain', 'B:Liam -> Mason -> Ava=red_cupboard'),
    C("Isabella's and Mason's later moves (blue_box, blue_bathtub) happen after Ava is gone", 'presence', 'true', 7, 'Ava absent at 7 and 9', 'NW:Ava'),
    C("The pantry part and the lime claims aren't about the peas", 'communication', 'true', 23, 'lines 14-24 concern the lime', 'T:lime'),
    C("A. red_cupboard", 'belief', 'true', 'end', 'final answer', 'B:Liam -> Mason -> Ava=red_cupboard', ans=True),
])

rec(I, 2, 'narrative', 'unsound', 'red_cupboard', """\
The peas sit in the red_cupboard while all five are in the garage. Ava leaves before Abigail does, and at that point nothing has been moved. Liam and Mason are both still in the garage and see her go, so Liam knows Mason knows Ava's belief is the red_cupboard. Isabella's move to the blue_box and Mason's move to the blue_bathtub come later and don't reach Ava. Liam thinks Mason thinks Ava thinks the peas are in the red_cupboard.""", [
    C("The peas sit in the red_cupboard while all five are in the garage", 'location', 'true', 2, 'line 2', 'O:peas=red_cupboard'),
    C("Ava leaves before Abigail does", 'order', 'false', 6, 'PLANTED: Abigail leaves at 4, before Ava (6)'),
    C("at that point nothing has been moved", 'event', 'true', 6, 'peas still red_cupboard', 'O:peas=red_cupboard'),
    C("Liam and Mason are both still in the garage and see her go", 'presence', 'true', 6, 'witnesses of 6', 'W:Liam,Mason'),
    C("Liam knows Mason knows Ava's belief is the red_cupboard", 'belief', 'true', 'end', 'Liam -> Mason -> Ava = red_cupboard', 'B:Liam -> Mason -> Ava=red_cupboard'),
    C("Isabella's move to the blue_box", 'event', 'true', 7, 'line 7', 'T:Isabella moved the peas to the blue_box'),
    C("Mason's move to the blue_bathtub", 'event', 'true', 9, 'line 9', 'T:Mason moved the peas to the blue_bathtub'),
    C("don't reach Ava", 'presence', 'true', 7, 'Ava absent', 'NW:Ava'),
    C("Liam thinks Mason thinks Ava thinks the peas are in the red_cupboard", 'belief', 'true', 'end', 'final answer', 'B:Liam -> Mason -> Ava=red_cupboard', ans=True),
])

rec(I, 3, 'numbered', 'unsound', 'red_cupboard', """\
1. The peas start in the red_box (line 2).
2. Abigail leaves (4), Ava leaves (6) — no moves yet.
3. Liam and Mason both watch Ava leave.
4. Isabella → blue_box (7), Mason → blue_bathtub (9): Ava misses both.
5. Nothing in the waiting_room concerns the peas.

Answer: Liam thinks Mason thinks Ava thinks red_cupboard (A).""", [
    C("The peas start in the red_box (line 2)", 'location', 'false', 2, 'PLANTED: they start in the red_cupboard', 'O:peas=red_box'),
    C("Abigail leaves (4), Ava leaves (6)", 'order', 'true', 6, 'exits 4 and 6', 'T:Ava exited'),
    C("no moves yet", 'event', 'true', 6, 'no move before 7'),
    C("Liam and Mason both watch Ava leave", 'presence', 'true', 6, 'witnesses of 6', 'W:Liam,Mason'),
    C("Isabella → blue_box (7)", 'event', 'true', 7, 'line 7', 'T:Isabella moved the peas to the blue_box'),
    C("Mason → blue_bathtub (9)", 'event', 'true', 9, 'line 9', 'T:Mason moved the peas to the blue_bathtub'),
    C("Ava misses both", 'presence', 'true', 7, 'Ava absent', 'NW:Ava'),
    C("Nothing in the waiting_room concerns the peas", 'communication', 'true', 23, 'claims concern the lime', 'T:lime'),
    C("Liam thinks Mason thinks Ava thinks red_cupboard (A)", 'belief', 'true', 'end', 'final answer', 'B:Liam -> Mason -> Ava=red_cupboard', ans=True),
])

rec(I, 4, 'terse', 'unsupported', 'red_cupboard', """A. red_cupboard""", [
    C("A. red_cupboard", 'belief', 'true', 'end', 'bare answer', 'B:Liam -> Mason -> Ava=red_cupboard', ans=True),
])

rec(I, 5, 'answer_first', 'wrong', 'blue_bathtub', """\
E. blue_bathtub

Liam and Mason were the last two in the garage, and Liam watched Mason move the peas to the blue_bathtub. Since Mason made that move himself, Liam would assume Mason's whole view — including what he thinks Ava believes — centres on the blue_bathtub.""", [
    C("E. blue_bathtub", 'belief', 'false', 'end', 'gold red_cupboard', 'B:Liam -> Mason -> Ava=blue_bathtub', ans=True),
    C("Liam and Mason were the last two in the garage", 'presence', 'true', 9, 'only Liam and Mason after line 8', 'W:Liam,Mason'),
    C("Liam watched Mason move the peas to the blue_bathtub", 'presence', 'true', 9, 'Liam witnessed 9', 'W:Liam'),
    C("Mason made that move himself", 'event', 'true', 9, 'line 9', 'T:Mason moved the peas to the blue_bathtub'),
    C("Liam would assume Mason's whole view — including what he thinks Ava believes — centres on the blue_bathtub", 'belief', 'false', 'end', 'Liam -> Mason = blue_bathtub but Liam -> Mason -> Ava = red_cupboard', 'B:Liam -> Mason -> Ava=blue_bathtub'),
])

# ---------------------------------------------------------------- s6806-4-o4
I = 's6806-4-o4'  # Nathan -> Ava -> Abigail -> Jacob, cabbage; gold blue_treasure_chest

rec(I, 1, 'narrative', 'sound', 'blue_treasure_chest', """\
Nathan's involvement with the cabbage ends early. The cabbage starts in the red_box, Nathan moves it to the blue_treasure_chest in front of everyone, and then he leaves the study. At that moment Ava, Abigail and Jacob have all just watched the same move, so in Nathan's mind every one of them — and every one of them about the others — has the blue_treasure_chest. Ava's later move to the blue_basket happens after Nathan is gone, and so do all the other exits. In the waiting_room Jacob publicly claims it's in the blue_treasure_chest, which if anything only confirms Nathan's view; Abigail's private tip to Jacob (red_box) is something Nathan isn't part of.

So Nathan thinks Ava thinks Abigail thinks Jacob thinks it is in the blue_treasure_chest.""", [
    C("The cabbage starts in the red_box", 'location', 'true', 3, 'line 3', 'O:cabbage=red_box'),
    C("Nathan moves it to the blue_treasure_chest in front of everyone", 'event', 'true', 5, 'line 5, all present', 'W:Nathan,Ava,Jacob,Jayden,Abigail'),
    C("then he leaves the study", 'event', 'true', 6, 'line 6', 'T:Nathan exited the study'),
    C("Ava, Abigail and Jacob have all just watched the same move", 'presence', 'true', 5, 'witnesses of 5', 'W:Ava,Abigail,Jacob'),
    C("in Nathan's mind every one of them — and every one of them about the others — has the blue_treasure_chest", 'belief', 'true', 'end', 'Nathan -> Ava, Nathan -> Ava -> Abigail = blue_treasure_chest', 'B:Nathan -> Ava -> Abigail=blue_treasure_chest'),
    C("Ava's later move to the blue_basket", 'event', 'true', 8, 'line 8', 'T:Ava moved the cabbage to the blue_basket'),
    C("happens after Nathan is gone", 'presence', 'true', 8, 'Nathan absent', 'NW:Nathan'),
    C("so do all the other exits", 'presence', 'true', 9, 'Nathan absent for exits 9-16', 'NW:Nathan'),
    C("Jacob publicly claims it's in the blue_treasure_chest", 'communication', 'true', 18, 'line 18', 'T:Jacob publicly claimed that cabbage is in the blue_treasure_chest'),
    C("Abigail's private tip to Jacob (red_box)", 'communication', 'true', 19, 'line 19', 'T:Abigail privately told Jacob that the cabbage is in the red_box'),
    C("is something Nathan isn't part of", 'presence', 'true', 19, 'Nathan not a witness', 'NW:Nathan'),
    C("Nathan thinks Ava thinks Abigail thinks Jacob thinks it is in the blue_treasure_chest", 'belief', 'true', 'end', 'final answer', 'B:Nathan -> Ava -> Abigail -> Jacob=blue_treasure_chest', ans=True),
])

rec(I, 2, 'numbered', 'unsound', 'blue_treasure_chest', """\
1. Cabbage in the red_box (line 3).
2. Nathan moves it to the blue_treasure_chest (line 5) while all five are in the study, and leaves (line 6).
3. Ava → blue_basket (line 8), unseen by Nathan.
4. Jacob's public claim (line 18): blue_treasure_chest.
5. Abigail's private tip to Jacob (line 19): red_box. Nathan overhears this one, but it doesn't shift his nested picture.

Answer: F. blue_treasure_chest""", [
    C("Cabbage in the red_box (line 3)", 'location', 'true', 3, 'line 3', 'O:cabbage=red_box'),
    C("Nathan moves it to the blue_treasure_chest (line 5)", 'event', 'true', 5, 'line 5', 'T:Nathan moved the cabbage to the blue_treasure_chest'),
    C("while all five are in the study", 'presence', 'true', 5, 'all witness 5', 'W:Nathan,Ava,Jacob,Jayden,Abigail'),
    C("leaves (line 6)", 'event', 'true', 6, 'line 6', 'T:Nathan exited'),
    C("Ava → blue_basket (line 8)", 'event', 'true', 8, 'line 8', 'T:Ava moved the cabbage to the blue_basket'),
    C("unseen by Nathan", 'presence', 'true', 8, 'Nathan absent', 'NW:Nathan'),
    C("Jacob's public claim (line 18): blue_treasure_chest", 'communication', 'true', 18, 'line 18', 'T:Jacob publicly claimed that cabbage is in the blue_treasure_chest'),
    C("Abigail's private tip to Jacob (line 19): red_box", 'communication', 'true', 19, 'line 19', 'T:Abigail privately told Jacob that the cabbage is in the red_box'),
    C("Nathan overhears this one", 'presence', 'false', 19, 'PLANTED: private tell, Nathan not a witness', 'W:Nathan'),
    C("it doesn't shift his nested picture", 'belief', 'true', 19, 'chain stays blue_treasure_chest', 'B:Nathan -> Ava -> Abigail -> Jacob=blue_treasure_chest'),
    C("Answer: F. blue_treasure_chest", 'belief', 'true', 'end', 'final answer', 'B:Nathan -> Ava -> Abigail -> Jacob=blue_treasure_chest', ans=True),
])

rec(I, 3, 'thinking', 'sound', 'blue_treasure_chest', """\
<think>
Chain: Nathan -> Ava -> Abigail -> Jacob. Outermost is Nathan, and Nathan left the study at line 6, right after his own move to the blue_treasure_chest at line 5. Everyone was present for that move. After line 6, Nathan sees nothing in the study.
So whatever Nathan imagines about Ava, Abigail, Jacob is based on line 5: blue_treasure_chest at every level.
Check the end: Jacob's public claim says blue_treasure_chest — consistent. Abigail's tip to Jacob is private; Nathan isn't there for it. Hmm, wait, Ava trusts Jacob's claim, so Ava herself ends up believing blue_treasure_chest, but Nathan's model doesn't depend on that anyway.
</think>
F. blue_treasure_chest""", [
    C("Nathan left the study at line 6", 'event', 'true', 6, 'line 6', 'T:Nathan exited the study'),
    C("right after his own move to the blue_treasure_chest at line 5", 'order', 'true', 5, 'move 5, exit 6', 'T:Nathan moved the cabbage to the blue_treasure_chest'),
    C("Everyone was present for that move", 'presence', 'true', 5, 'all witness 5', 'W:Nathan,Ava,Jacob,Jayden,Abigail'),
    C("After line 6, Nathan sees nothing in the study", 'presence', 'true', 8, 'Nathan absent', 'NW:Nathan'),
    C("blue_treasure_chest at every level", 'belief', 'true', 'end', 'Nathan -> Ava -> Abigail (-> Jacob) = blue_treasure_chest', 'B:Nathan -> Ava -> Abigail=blue_treasure_chest'),
    C("Jacob's public claim says blue_treasure_chest", 'communication', 'true', 18, 'line 18', 'T:Jacob publicly claimed that cabbage is in the blue_treasure_chest'),
    C("Abigail's tip to Jacob is private", 'communication', 'true', 19, 'only Abigail and Jacob', 'W:Abigail,Jacob'),
    C("Nathan isn't there for it", 'presence', 'true', 19, 'Nathan not a witness', 'NW:Nathan'),
    C("Ava trusts Jacob's claim", 'communication', 'true', 18, 'Ava exited 9 < Jacob 12; Ava adopts the claim', 'B:Ava=blue_treasure_chest'),
    C("Ava herself ends up believing blue_treasure_chest", 'belief', 'true', 'end', 'Ava = blue_treasure_chest', 'B:Ava=blue_treasure_chest'),
    C("F. blue_treasure_chest", 'belief', 'true', 'end', 'final answer', 'B:Nathan -> Ava -> Abigail -> Jacob=blue_treasure_chest', ans=True),
])

rec(I, 4, 'terse', 'unsupported', 'blue_treasure_chest', """F""", [
    C("F", 'belief', 'true', 'end', 'bare letter (F = blue_treasure_chest)', 'B:Nathan -> Ava -> Abigail -> Jacob=blue_treasure_chest', ans=True),
])

rec(I, 5, 'answer_first', 'unsound', 'blue_treasure_chest', """\
blue_treasure_chest (F).

Nathan watched everyone see his move to the blue_treasure_chest before he walked out. At the end Jacob publicly repeats "blue_treasure_chest", and Abigail trusts that claim, but none of this changes the chain as Nathan sees it — he was gone for Ava's move, so his nested picture is frozen at line 5.""", [
    C("blue_treasure_chest (F)", 'belief', 'true', 'end', 'final answer', 'B:Nathan -> Ava -> Abigail -> Jacob=blue_treasure_chest', ans=True),
    C("Nathan watched everyone see his move to the blue_treasure_chest before he walked out", 'presence', 'true', 5, 'all witness 5; exit at 6', 'W:Nathan,Ava,Jacob,Jayden,Abigail'),
    C("Jacob publicly repeats \"blue_treasure_chest\"", 'communication', 'true', 18, 'line 18', 'T:Jacob publicly claimed that cabbage is in the blue_treasure_chest'),
    C("Abigail trusts that claim", 'communication', 'false', 18, 'PLANTED: Abigail left after Jacob, so she does not trust him (keeps blue_basket)', 'B:Abigail=blue_treasure_chest'),
    C("he was gone for Ava's move", 'presence', 'true', 8, 'Nathan absent', 'NW:Nathan'),
    C("his nested picture is frozen at line 5", 'belief', 'true', 'end', 'chain = blue_treasure_chest', 'B:Nathan -> Ava -> Abigail -> Jacob=blue_treasure_chest'),
])

# ---------------------------------------------------------------- s6806-11-o1
I = 's6806-11-o1'  # Charlotte, tangerine; gold red_treasure_chest

rec(I, 1, 'terse', 'sound', 'red_treasure_chest', """M. red_treasure_chest — she left before James, so she trusts his public claim.""", [
    C("M. red_treasure_chest", 'belief', 'true', 'end', 'final answer', 'B:Charlotte=red_treasure_chest', ans=True),
    C("she left before James", 'order', 'true', 6, 'Charlotte 6, James 9'),
    C("she trusts his public claim", 'communication', 'true', 15, 'Charlotte adopts red_treasure_chest', 'B:Charlotte=red_treasure_chest'),
])

rec(I, 2, 'thinking', 'wrong', 'red_pantry', """\
<think>
Charlotte moved the tangerine to the red_pantry at line 5 and left at line 6. She didn't see James (red_treasure_chest) or Isla (green_suitcase).
James publicly says red_treasure_chest. Should Charlotte believe him? James left at 9. Hmm. I'll treat a public claim as just talk — Charlotte sticks with what she saw.
</think>
N. red_pantry""", [
    C("Charlotte moved the tangerine to the red_pantry at line 5", 'event', 'true', 5, 'line 5', 'T:Charlotte moved the tangerine to the red_pantry'),
    C("left at line 6", 'event', 'true', 6, 'line 6', 'T:Charlotte exited'),
    C("She didn't see James (red_treasure_chest) or Isla (green_suitcase)", 'presence', 'true', 7, 'Charlotte absent at 7 and 10', 'NW:Charlotte'),
    C("James publicly says red_treasure_chest", 'communication', 'true', 15, 'line 15', 'T:James publicly claimed that tangerine is in the red_treasure_chest'),
    C("James left at 9", 'event', 'true', 9, 'line 9', 'T:James exited'),
    C("Charlotte sticks with what she saw", 'belief', 'false', 15, 'Charlotte trusts James and updates', 'B:Charlotte=red_pantry'),
    C("N. red_pantry", 'belief', 'false', 'end', 'gold red_treasure_chest', 'B:Charlotte=red_pantry', ans=True),
])

rec(I, 3, 'numbered', 'unsound', 'red_treasure_chest', """\
1. Tangerine: green_container → red_bucket (Aiden, 3) → red_pantry (Charlotte, 5).
2. Charlotte exits at 6.
3. James → red_treasure_chest (7); Isla → green_suitcase (10), with James still watching. Charlotte sees neither.
4. Line 15: James publicly claims red_treasure_chest. Charlotte left the hall before James, so she trusts him.
5. Line 16 is Amelia → James, private.

Charlotte really thinks: red_treasure_chest (M).""", [
    C("red_bucket (Aiden, 3)", 'event', 'true', 3, 'line 3', 'T:Aiden moved the tangerine to the red_bucket'),
    C("red_pantry (Charlotte, 5)", 'event', 'true', 5, 'line 5', 'T:Charlotte moved the tangerine to the red_pantry'),
    C("Charlotte exits at 6", 'event', 'true', 6, 'line 6', 'T:Charlotte exited'),
    C("James → red_treasure_chest (7)", 'event', 'true', 7, 'line 7', 'T:James moved the tangerine to the red_treasure_chest'),
    C("Isla → green_suitcase (10)", 'event', 'true', 10, 'line 10', 'T:Isla moved the tangerine to the green_suitcase'),
    C("with James still watching", 'presence', 'false', 10, 'PLANTED: James left at 9', 'W:James'),
    C("Charlotte sees neither", 'presence', 'true', 7, 'Charlotte absent', 'NW:Charlotte'),
    C("James publicly claims red_treasure_chest", 'communication', 'true', 15, 'line 15', 'T:James publicly claimed that tangerine is in the red_treasure_chest'),
    C("Charlotte left the hall before James", 'order', 'true', 6, 'Charlotte 6, James 9'),
    C("she trusts him", 'communication', 'true', 15, 'Charlotte adopts the claim', 'B:Charlotte=red_treasure_chest'),
    C("Line 16 is Amelia → James, private", 'communication', 'true', 16, 'line 16', 'T:Amelia privately told James'),
    C("Charlotte really thinks: red_treasure_chest (M)", 'belief', 'true', 'end', 'final answer', 'B:Charlotte=red_treasure_chest', ans=True),
])

rec(I, 4, 'narrative', 'unsound', 'red_treasure_chest', """\
Charlotte's own last look at the tangerine is the red_pantry — she put it there herself and then left. After that, James moves it to the red_treasure_chest and walks out, and Isla moves it to the green_suitcase after Amelia had left. Charlotte knows none of that. But back in the waiting_room James announces that the tangerine is in the red_treasure_chest. James stayed in the hall longer than Charlotte, so she believes him. Her real belief at the end: the red_treasure_chest.""", [
    C("Charlotte's own last look at the tangerine is the red_pantry", 'presence', 'true', 5, 'Charlotte witnessed 5, not 7/10', 'W:Charlotte'),
    C("she put it there herself", 'event', 'true', 5, 'line 5', 'T:Charlotte moved the tangerine to the red_pantry'),
    C("and then left", 'event', 'true', 6, 'line 6', 'T:Charlotte exited'),
    C("James moves it to the red_treasure_chest", 'event', 'true', 7, 'line 7', 'T:James moved the tangerine to the red_treasure_chest'),
    C("walks out", 'event', 'true', 9, 'line 9', 'T:James exited'),
    C("Isla moves it to the green_suitcase", 'event', 'true', 10, 'line 10', 'T:Isla moved the tangerine to the green_suitcase'),
    C("after Amelia had left", 'presence', 'false', 10, 'PLANTED: Amelia was still in the hall (left at 13)', 'NW:Amelia'),
    C("Charlotte knows none of that", 'presence', 'true', 7, 'Charlotte absent', 'NW:Charlotte'),
    C("James announces that the tangerine is in the red_treasure_chest", 'communication', 'true', 15, 'line 15', 'T:James publicly claimed that tangerine is in the red_treasure_chest'),
    C("James stayed in the hall longer than Charlotte", 'order', 'true', 9, 'James 9, Charlotte 6'),
    C("she believes him", 'belief', 'true', 15, 'Charlotte = red_treasure_chest', 'B:Charlotte=red_treasure_chest'),
    C("Her real belief at the end: the red_treasure_chest", 'belief', 'true', 'end', 'final answer', 'B:Charlotte=red_treasure_chest', ans=True),
])

rec(I, 5, 'answer_first', 'unsupported', 'red_treasure_chest', """Charlotte really thinks the tangerine is in the red_treasure_chest (M).""", [
    C("Charlotte really thinks the tangerine is in the red_treasure_chest (M)", 'belief', 'true', 'end', 'answer only', 'B:Charlotte=red_treasure_chest', ans=True),
])

# ---------------------------------------------------------------- s6806-20-o0
I = 's6806-20-o0'  # tomato really; gold red_bucket

rec(I, 1, 'numbered', 'sound', 'red_bucket', """\
1. red_bucket (line 2)
2. Ava → red_box (line 3)
3. William → green_crate (line 8)
4. Aria → red_bucket (line 13) — alone, after Ella left
5. William's public claim (green_drawer) and Aria's private tell (blue_crate) are just talk.

The tomato is really in the red_bucket (F).""", [
    C("red_bucket (line 2)", 'location', 'true', 2, 'line 2', 'O:tomato=red_bucket'),
    C("Ava → red_box (line 3)", 'event', 'true', 3, 'line 3', 'T:Ava moved the tomato to the red_box'),
    C("William → green_crate (line 8)", 'event', 'true', 8, 'line 8', 'T:William moved the tomato to the green_crate'),
    C("Aria → red_bucket (line 13)", 'event', 'true', 13, 'line 13', 'T:Aria moved the tomato to the red_bucket'),
    C("alone, after Ella left", 'presence', 'true', 13, 'only Aria present', 'NW:Ella,William,Logan,Ava'),
    C("William's public claim (green_drawer)", 'communication', 'true', 16, 'line 16', 'T:William publicly claimed that tomato is in the green_drawer'),
    C("Aria's private tell (blue_crate)", 'communication', 'true', 17, 'line 17', 'T:Aria privately told William that the tomato is in the blue_crate'),
    C("are just talk", 'event', 'true', 'end', 'no relocation', 'O:tomato=red_bucket'),
    C("The tomato is really in the red_bucket (F)", 'location', 'true', 'end', 'final answer', 'O:tomato=red_bucket', ans=True),
])

rec(I, 2, 'answer_first', 'wrong', 'blue_crate', """\
H. blue_crate.

Aria was the last one in the pantry and the last to touch the tomato, so when she privately tells William it's in the blue_crate at line 17, she's the best-informed source.""", [
    C("H. blue_crate", 'location', 'false', 'end', 'real location red_bucket', 'O:tomato=blue_crate', ans=True),
    C("Aria was the last one in the pantry", 'order', 'true', 14, 'Aria exits last (14)', 'T:Aria exited'),
    C("the last to touch the tomato", 'event', 'true', 13, 'line 13 is the last move', 'T:Aria moved the tomato'),
    C("she privately tells William it's in the blue_crate at line 17", 'communication', 'true', 17, 'line 17', 'T:Aria privately told William that the tomato is in the blue_crate'),
    C("she's the best-informed source", 'belief', 'uncheckable', None, 'judgement about reliability'),
])

rec(I, 3, 'thinking', 'sound', 'red_bucket', """\
<think>
Physical location only.
Start: red_bucket. Ava moves it → red_box. William → green_crate. Then William, Ella leave; Aria alone moves it back → red_bucket. Ends.
Claims at 16/17 don't move objects. Interesting that it ends where it started.
</think>
F. red_bucket""", [
    C("Start: red_bucket", 'location', 'true', 2, 'line 2', 'O:tomato=red_bucket'),
    C("Ava moves it → red_box", 'event', 'true', 3, 'line 3', 'T:Ava moved the tomato to the red_box'),
    C("William → green_crate", 'event', 'true', 8, 'line 8', 'T:William moved the tomato to the green_crate'),
    C("William, Ella leave", 'event', 'true', 12, 'lines 10, 12', 'T:Ella exited'),
    C("Aria alone moves it back → red_bucket", 'event', 'true', 13, 'line 13', 'T:Aria moved the tomato to the red_bucket'),
    C("Claims at 16/17 don't move objects", 'event', 'true', 'end', 'still red_bucket', 'O:tomato=red_bucket'),
    C("it ends where it started", 'location', 'true', 'end', 'red_bucket at 2 and at end', 'O:tomato=red_bucket'),
    C("F. red_bucket", 'location', 'true', 'end', 'final answer', 'O:tomato=red_bucket', ans=True),
])

rec(I, 4, 'narrative', 'unsound', 'red_bucket', """\
Five people are in the pantry when the tomato is put in the red_bucket. Ava moves it to the red_box and leaves; later William moves it to the green_crate and leaves too. Ella, the last one left with Aria, moves it back into the red_bucket before going. After that only talk happens — William's public claim and Aria's private message — so the tomato is really in the red_bucket.""", [
    C("Five people are in the pantry when the tomato is put in the red_bucket", 'presence', 'true', 2, 'all witness 2', 'W:Ava,Logan,William,Ella,Aria'),
    C("Ava moves it to the red_box", 'event', 'true', 3, 'line 3', 'T:Ava moved the tomato to the red_box'),
    C("and leaves;", 'event', 'true', 4, 'line 4', 'T:Ava exited'),
    C("later William moves it to the green_crate", 'event', 'true', 8, 'line 8', 'T:William moved the tomato to the green_crate'),
    C("and leaves too", 'event', 'true', 10, 'line 10', 'T:William exited'),
    C("Ella, the last one left with Aria", 'presence', 'true', 11, 'Ella and Aria alone after 10', 'R:Ella=pantry'),
    C("moves it back into the red_bucket before going", 'event', 'false', 13, 'PLANTED: Aria made this move, after Ella left', 'T:Ella moved'),
    C("After that only talk happens", 'event', 'true', 'end', 'no further moves', 'O:tomato=red_bucket'),
    C("William's public claim", 'communication', 'true', 16, 'line 16', 'T:William publicly claimed'),
    C("Aria's private message", 'communication', 'true', 17, 'line 17', 'T:Aria privately told William'),
    C("the tomato is really in the red_bucket", 'location', 'true', 'end', 'final answer', 'O:tomato=red_bucket', ans=True),
])

rec(I, 5, 'terse', 'unsupported', 'red_bucket', """F. red_bucket""", [
    C("F. red_bucket", 'location', 'true', 'end', 'bare answer', 'O:tomato=red_bucket', ans=True),
])

# ---------------------------------------------------------------- s6806-8-o3
I = 's6806-8-o3'  # Alexander -> William -> Benjamin, orange; gold green_box

rec(I, 1, 'thinking', 'unsound', 'green_box', """\
<think>
Alexander -> William -> Benjamin.
Benjamin: saw the orange go from the green_drawer to the green_box (Gracie, line 4), left at line 7. Benjamin: green_box.
William was in the study when Benjamin left, so William -> Benjamin = green_box.
Alexander was also there, so Alexander -> William -> Benjamin = green_box.
Then William → green_bottle (8), Ava → green_container (10) — Benjamin's gone.
Waiting room: William privately tells Gracie green_bottle; Benjamin privately tells Ava red_suitcase, and Ava believes him. Neither tell involves Alexander.
</think>
J. green_box""", [
    C("saw the orange go from the green_drawer to the green_box (Gracie, line 4)", 'presence', 'true', 4, 'Benjamin witnessed 4', 'W:Benjamin'),
    C("left at line 7", 'event', 'true', 7, 'line 7', 'T:Benjamin exited'),
    C("Benjamin: green_box", 'belief', 'true', 'end', 'Benjamin = green_box', 'B:Benjamin=green_box'),
    C("William was in the study when Benjamin left", 'presence', 'true', 7, 'William witnessed 7', 'W:William'),
    C("William -> Benjamin = green_box", 'belief', 'true', 'end', 'gold', 'B:William -> Benjamin=green_box'),
    C("Alexander was also there", 'presence', 'true', 7, 'Alexander witnessed 7', 'W:Alexander'),
    C("Alexander -> William -> Benjamin = green_box", 'belief', 'true', 'end', 'gold chain', 'B:Alexander -> William -> Benjamin=green_box'),
    C("William → green_bottle (8)", 'event', 'true', 8, 'line 8', 'T:William moved the orange to the green_bottle'),
    C("Ava → green_container (10)", 'event', 'true', 10, 'line 10', 'T:Ava moved the orange to the green_container'),
    C("Benjamin's gone", 'presence', 'true', 8, 'Benjamin absent', 'NW:Benjamin'),
    C("William privately tells Gracie green_bottle", 'communication', 'true', 16, 'line 16', 'T:William privately told Gracie that the orange is in the green_bottle'),
    C("Benjamin privately tells Ava red_suitcase", 'communication', 'true', 17, 'line 17', 'T:Benjamin privately told Ava that the orange is in the red_suitcase'),
    C("Ava believes him", 'communication', 'false', 17, 'PLANTED: Benjamin left before Ava, so Ava does not trust him (keeps green_container)', 'B:Ava=red_suitcase'),
    C("Neither tell involves Alexander", 'presence', 'true', 16, 'Alexander not a witness of 16/17', 'NW:Alexander'),
    C("J. green_box", 'belief', 'true', 'end', 'final answer', 'B:Alexander -> William -> Benjamin=green_box', ans=True),
])

rec(I, 2, 'narrative', 'sound', 'green_box', """\
Gracie moves the orange from the green_drawer into the green_box while the whole group watches, then leaves. Benjamin waits a minute and follows her out; at that point the orange is still in the green_box, and William and Alexander both watched him go. Only after Benjamin is gone does William move it to the green_bottle, and Ava later to the green_container. Alexander knows William saw Benjamin leave with the green_box as his last sight of it, so Alexander thinks William thinks Benjamin thinks it is in the green_box.""", [
    C("Gracie moves the orange from the green_drawer into the green_box", 'event', 'true', 4, 'line 4', 'T:Gracie moved the orange to the green_box'),
    C("while the whole group watches", 'presence', 'true', 4, 'all witness 4', 'W:Gracie,Benjamin,William,Ava,Alexander'),
    C("then leaves", 'event', 'true', 5, 'line 5', 'T:Gracie exited'),
    C("Benjamin waits a minute and follows her out", 'event', 'true', 7, 'lines 6-7', 'T:Benjamin exited'),
    C("at that point the orange is still in the green_box", 'location', 'true', 7, 'at 7', 'O:orange=green_box'),
    C("William and Alexander both watched him go", 'presence', 'true', 7, 'witnesses of 7', 'W:William,Alexander'),
    C("Only after Benjamin is gone does William move it to the green_bottle", 'event', 'true', 8, 'line 8, Benjamin absent', 'NW:Benjamin'),
    C("Ava later to the green_container", 'event', 'true', 10, 'line 10', 'T:Ava moved the orange to the green_container'),
    C("Alexander knows William saw Benjamin leave with the green_box as his last sight of it", 'belief', 'true', 'end', 'Alexander -> William -> Benjamin = green_box', 'B:Alexander -> William -> Benjamin=green_box'),
    C("Alexander thinks William thinks Benjamin thinks it is in the green_box", 'belief', 'true', 'end', 'final answer', 'B:Alexander -> William -> Benjamin=green_box', ans=True),
])

rec(I, 3, 'answer_first', 'unsound', 'green_box', """\
J. green_box.

Benjamin left the study at line 7, when the orange was in the green_box, and William and Alexander were both present; Gracie stayed until after Benjamin left too. William's later move to the green_bottle and his private tip to Gracie don't change Benjamin's belief, or what the others think Benjamin believes.""", [
    C("J. green_box", 'belief', 'true', 'end', 'final answer', 'B:Alexander -> William -> Benjamin=green_box', ans=True),
    C("Benjamin left the study at line 7", 'event', 'true', 7, 'line 7', 'T:Benjamin exited the study'),
    C("when the orange was in the green_box", 'location', 'true', 7, 'at 7', 'O:orange=green_box'),
    C("William and Alexander were both present", 'presence', 'true', 7, 'witnesses of 7', 'W:William,Alexander'),
    C("Gracie stayed until after Benjamin left too", 'order', 'false', 7, 'PLANTED: Gracie left at 5, before Benjamin', 'W:Gracie'),
    C("William's later move to the green_bottle", 'event', 'true', 8, 'line 8', 'T:William moved the orange to the green_bottle'),
    C("his private tip to Gracie", 'communication', 'true', 16, 'line 16', 'T:William privately told Gracie'),
    C("don't change Benjamin's belief", 'belief', 'true', 'end', 'Benjamin = green_box', 'B:Benjamin=green_box'),
    C("what the others think Benjamin believes", 'belief', 'true', 'end', 'William -> Benjamin = green_box', 'B:William -> Benjamin=green_box'),
])

rec(I, 4, 'terse', 'wrong', 'green_bottle', """I. green_bottle — William's move, and Alexander saw it.""", [
    C("I. green_bottle", 'belief', 'false', 'end', 'gold green_box', 'B:Alexander -> William -> Benjamin=green_bottle', ans=True),
    C("William's move", 'event', 'true', 8, 'William moved the orange to the green_bottle at 8', 'T:William moved the orange to the green_bottle'),
    C("Alexander saw it", 'presence', 'true', 8, 'Alexander witnessed 8', 'W:Alexander'),
])

rec(I, 5, 'numbered', 'unsupported', 'green_box', """\
1. Identify the chain: Alexander → William → Benjamin.
2. Work outward from Benjamin, using only what each person could observe.
3. Answer: J. green_box""", [
    C("Answer: J. green_box", 'belief', 'true', 'end', 'answer only', 'B:Alexander -> William -> Benjamin=green_box', ans=True),
])

# ---------------------------------------------------------------- s6806-12-o2
I = 's6806-12-o2'  # Oliver -> Avery, tomato; gold green_envelope

rec(I, 1, 'narrative', 'sound', 'green_envelope', """\
Avery moves the tomato from the blue_suitcase into the green_envelope while Oliver, Emma and Sophia are all in the dining_room, and then Avery leaves. Emma moves it to the red_bottle after that, but Avery isn't there to see it. Oliver stays behind the longest, so he saw that Avery was gone before Emma's move. Later Avery does go back in with Sophia and Logan, but Oliver stays in the waiting_room and doesn't see what happens there. As far as Oliver can tell, Avery still thinks the tomato is in the green_envelope.""", [
    C("Avery moves the tomato from the blue_suitcase into the green_envelope", 'event', 'true', 5, 'line 5', 'T:Avery moved the tomato to the green_envelope'),
    C("while Oliver, Emma and Sophia are all in the dining_room", 'presence', 'true', 5, 'witnesses of 5', 'W:Oliver,Emma,Sophia'),
    C("then Avery leaves", 'event', 'true', 7, 'line 7', 'T:Avery exited'),
    C("Emma moves it to the red_bottle after that", 'event', 'true', 8, 'line 8', 'T:Emma moved the tomato to the red_bottle'),
    C("Avery isn't there to see it", 'presence', 'true', 8, 'Avery absent', 'NW:Avery'),
    C("Oliver stays behind the longest", 'order', 'true', 13, 'Oliver exits last (13)', 'T:Oliver exited'),
    C("he saw that Avery was gone before Emma's move", 'presence', 'true', 7, 'Oliver witnessed Avery exit', 'W:Oliver'),
    C("Avery does go back in with Sophia and Logan", 'event', 'true', 16, 'line 16', 'T:Sophia, Logan and Avery entered the dining_room'),
    C("Oliver stays in the waiting_room", 'presence', 'true', 16, 'Oliver in waiting_room', 'R:Oliver=waiting_room'),
    C("doesn't see what happens there", 'presence', 'true', 20, 'Oliver not a witness of 17-24', 'NW:Oliver'),
    C("As far as Oliver can tell, Avery still thinks the tomato is in the green_envelope", 'belief', 'true', 'end', 'final answer', 'B:Oliver -> Avery=green_envelope', ans=True),
])

rec(I, 2, 'thinking', 'wrong', 'red_bottle', """\
<think>
Oliver -> Avery. Avery put the tomato into the green_envelope at line 5 and left at 7. Emma moved it to red_bottle at 8 — Avery missed that.
But then Sophia, Logan and Avery go back to the dining_room and the tomato is right there in the red_bottle (line 17). Oliver watched them go in, so he'd assume Avery now knows it's in the red_bottle.
Logan also tells Avery red_bottle at line 26. So Oliver thinks Avery thinks red_bottle.
</think>
N. red_bottle""", [
    C("Avery put the tomato into the green_envelope at line 5", 'event', 'true', 5, 'line 5', 'T:Avery moved the tomato to the green_envelope'),
    C("left at 7", 'event', 'true', 7, 'line 7', 'T:Avery exited'),
    C("Emma moved it to red_bottle at 8", 'event', 'true', 8, 'line 8', 'T:Emma moved the tomato to the red_bottle'),
    C("Avery missed that", 'presence', 'true', 8, 'Avery absent', 'NW:Avery'),
    C("Sophia, Logan and Avery go back to the dining_room", 'event', 'true', 16, 'line 16', 'T:Sophia, Logan and Avery entered the dining_room'),
    C("the tomato is right there in the red_bottle (line 17)", 'location', 'true', 17, 'line 17', 'O:tomato=red_bottle'),
    C("Oliver watched them go in", 'presence', 'false', 16, 'line 16 witnessed only by Avery, Logan, Sophia', 'W:Oliver'),
    C("he'd assume Avery now knows it's in the red_bottle", 'belief', 'false', 17, 'Oliver -> Avery stays green_envelope', 'B:Oliver -> Avery=red_bottle'),
    C("Logan also tells Avery red_bottle at line 26", 'communication', 'true', 26, 'line 26', 'T:Logan privately told Avery that the tomato is in the red_bottle'),
    C("So Oliver thinks Avery thinks red_bottle", 'belief', 'false', 'end', 'gold green_envelope', 'B:Oliver -> Avery=red_bottle'),
    C("N. red_bottle", 'belief', 'false', 'end', 'final answer; gold green_envelope', 'B:Oliver -> Avery=red_bottle', ans=True),
])

rec(I, 3, 'terse', 'unsupported', 'green_envelope', """L. green_envelope""", [
    C("L. green_envelope", 'belief', 'true', 'end', 'bare answer', 'B:Oliver -> Avery=green_envelope', ans=True),
])

rec(I, 4, 'answer_first', 'sound', 'green_envelope', """\
L. green_envelope

Oliver saw Avery put the tomato in the green_envelope and saw Avery leave before Emma moved it. Oliver wasn't part of the second dining_room trip or of any of the private messages at the end, so his model of Avery is stuck at the green_envelope.""", [
    C("L. green_envelope", 'belief', 'true', 'end', 'final answer', 'B:Oliver -> Avery=green_envelope', ans=True),
    C("Oliver saw Avery put the tomato in the green_envelope", 'presence', 'true', 5, 'Oliver witnessed 5', 'W:Oliver'),
    C("saw Avery leave before Emma moved it", 'presence', 'true', 7, 'Oliver witnessed 7; move at 8', 'W:Oliver'),
    C("Oliver wasn't part of the second dining_room trip", 'presence', 'true', 16, 'Oliver not a witness of 16', 'NW:Oliver'),
    C("or of any of the private messages at the end", 'presence', 'true', 26, 'Oliver not a witness of 26 (nor 28)', 'NW:Oliver'),
    C("his model of Avery is stuck at the green_envelope", 'belief', 'true', 'end', 'Oliver -> Avery = green_envelope', 'B:Oliver -> Avery=green_envelope'),
])

rec(I, 5, 'numbered', 'unsound', 'green_envelope', """\
1. Tomato: blue_suitcase → green_envelope (Avery, line 5), with Oliver present.
2. Emma saw a cat after Avery had left; then Emma → red_bottle (line 8).
3. Oliver stays in the waiting_room when Sophia, Logan and Avery go back to the dining_room (line 16).
4. Logan's tell to Avery (line 26) and Avery's tell to Emma (line 28) are private; Oliver hears neither.

Answer: L. green_envelope — Oliver thinks Avery still thinks it's there.""", [
    C("green_envelope (Avery, line 5)", 'event', 'true', 5, 'line 5', 'T:Avery moved the tomato to the green_envelope'),
    C("with Oliver present", 'presence', 'true', 5, 'Oliver witnessed 5', 'W:Oliver'),
    C("Emma saw a cat after Avery had left", 'order', 'false', 6, 'PLANTED: the cat is line 6, Avery leaves at 7', 'R:Avery=None'),
    C("Emma → red_bottle (line 8)", 'event', 'true', 8, 'line 8', 'T:Emma moved the tomato to the red_bottle'),
    C("Oliver stays in the waiting_room when Sophia, Logan and Avery go back to the dining_room (line 16)", 'presence', 'true', 16, 'Oliver in waiting_room', 'R:Oliver=waiting_room'),
    C("Logan's tell to Avery (line 26)", 'communication', 'true', 26, 'line 26', 'T:Logan privately told Avery'),
    C("Avery's tell to Emma (line 28)", 'communication', 'true', 28, 'line 28', 'T:Avery privately told Emma'),
    C("Oliver hears neither", 'presence', 'true', 26, 'Oliver not a witness', 'NW:Oliver'),
    C("Answer: L. green_envelope", 'belief', 'true', 'end', 'final answer', 'B:Oliver -> Avery=green_envelope', ans=True),
    C("Oliver thinks Avery still thinks it's there", 'belief', 'true', 'end', 'answer restated', 'B:Oliver -> Avery=green_envelope', ans=True),
])


# ====================================================================== checks
def check_and_write():
    assert len(RECS) == 150, len(RECS)
    ids = [r['id'] for r in RECS]
    assert len(set(ids)) == 150
    per_item = collections.Counter(r['item_id'] for r in RECS)
    assert set(per_item) == set(BYID) and all(v == 5 for v in per_item.values()), per_item
    for r in RECS:
        item = BYID[r['item_id']]
        nlines = len(item['golds'])
        assert r['style'] in ('answer_first', 'numbered', 'narrative', 'terse', 'thinking')
        assert r['label'] in ('sound', 'unsound', 'unsupported', 'wrong')
        if r['style'] == 'thinking':
            assert '<think>' in r['response'] and '</think>' in r['response'], r['id']
        else:
            assert '<think>' not in r['response'], r['id']
        cl = r['claims']
        for c in cl:
            assert c['kind'] in ('event', 'location', 'presence', 'belief', 'order', 'communication'), c
            assert c['verdict'] in ('true', 'false', 'uncheckable'), c
            t = c['time']
            assert t is None or t == 'end' or (isinstance(t, int) and 1 <= t <= nlines), (r['id'], c)
            assert r['response'][c['start']:c['end']] == c['text']
        ans = [c for c in cl if c['_ans']]
        rest = [c for c in cl if not c['_ans']]
        false_rest = [c for c in rest if c['verdict'] == 'false']
        checkable_rest = [c for c in rest if c['verdict'] != 'uncheckable']
        right = r['stated_answer'] == item['answer'] and r['stated_answer'] is not None
        if r['label'] == 'wrong':
            assert not right, r['id']
            for c in ans:
                assert c['verdict'] == 'false', (r['id'], c['text'])
        else:
            assert right, r['id']
            assert ans, r['id']
            for c in ans:
                assert c['verdict'] == 'true', (r['id'], c['text'])
            if r['label'] == 'sound':
                assert not false_rest and checkable_rest, r['id']
            elif r['label'] == 'unsound':
                assert len(false_rest) == 1, (r['id'], [c['text'] for c in false_rest])
            elif r['label'] == 'unsupported':
                assert not checkable_rest, r['id']
        if r['stated_answer'] is not None:
            assert ans, r['id']
    # write
    with open(OUT, 'w') as f:
        for r in RECS:
            o = dict(r)
            o['claims'] = [{k: v for k, v in c.items() if not k.startswith('_')} for c in r['claims']]
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    # report
    print('records:', len(RECS))
    print('styles:', dict(collections.Counter(r['style'] for r in RECS)))
    print('labels:', dict(collections.Counter(r['label'] for r in RECS)))
    print('style x label:')
    for s in ('answer_first', 'numbered', 'narrative', 'terse', 'thinking'):
        print('  ', s, dict(collections.Counter(r['label'] for r in RECS if r['style'] == s)))
    allc = [c for r in RECS for c in r['claims']]
    print('claims:', len(allc))
    print('kind:', dict(collections.Counter(c['kind'] for c in allc)))
    print('verdict:', dict(collections.Counter(c['verdict'] for c in allc)))
    print('kind x verdict:')
    for k in ('event', 'location', 'presence', 'belief', 'order', 'communication'):
        print('  ', k, dict(collections.Counter(c['verdict'] for c in allc if c['kind'] == k)))
    planted = [c for r in RECS if r['label'] == 'unsound' for c in r['claims'] if c['verdict'] == 'false']
    print('planted false kinds (unsound):', dict(collections.Counter(c['kind'] for c in planted)))
    print('orders:', dict(collections.Counter(r['order'] for r in RECS)))
    print('question types x label:')
    for qt in sorted(set(r['question_type'] for r in RECS)):
        print('  ', qt, dict(collections.Counter(r['label'] for r in RECS if r['question_type'] == qt)))
    print('output:', OUT)


if __name__ == '__main__':
    check_and_write()
