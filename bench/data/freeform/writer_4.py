# writer_4.py -- hand-written blind test set (150 responses) for golds_4.jsonl.
# Every response below is an individual string literal written by hand.
# Claims are listed by exact text; offsets come from response.find(text).
# Each checkable claim carries a machine check against the engine golds,
# and the script asserts that the declared verdict equals the check result.
import json, os, collections

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = [json.loads(l) for l in open(os.path.join(HERE, 'golds_4.jsonl'))]
BYID = {d['id']: d for d in ITEMS}
RECS = []

# ---------- check constructors ----------
def B(chain, t, val):      return ('bel', chain, t, val)
def NB(chain, t, val):     return ('nbel', chain, t, val)
def O(t, val):             return ('obj', t, val)
def RM(agent, t, room):    return ('room', agent, t, room)
def SAW(agent, t, yes=True): return ('saw', agent, t, yes)
def EV(line, sub):         return ('ev', line, sub)
def NOEV(sub, after=0, before=None): return ('noev', sub, after, before)
def NOMOVE(after=0, before=None):    return ('nomove', after, before)
def EXB(a, b, room, wa=0, wb=0):     return ('exb', a, b, room, wa, wb)
def FIRST(a, room):        return ('first', a, room)
def LAST(a, room, which=0): return ('last', a, room, which)
def NEXT(a, b, room):      return ('next', a, b, room)
def ALONE(a, t):           return ('alone', a, t)
def LASTLINE(n):           return ('lastline', n)
def ANYEV(sub):            return ('anyev', sub)
def ENB(a, b, room):       return ('enb', a, b, room)

def _bk(d):
    return [k for k in d['golds'][0] if k.startswith('beliefs_about_')][0]

def _row(d, t):
    g = d['golds']
    if t == 'end':
        return g[-1]
    assert g[t - 1]['line'] == t
    return g[t - 1]

def _exits(d, a, room):
    return [g['line'] for g in d['golds'] if g['text'] == f'{a} exited the {room}.']

def _check(d, chk):
    bk = _bk(d); obj = bk[len('beliefs_about_'):]
    k = chk[0]
    if k in ('bel', 'nbel'):
        _, chain, t, val = chk
        bel = _row(d, t)[bk]
        assert chain in bel, (d['id'], chain)
        return (bel[chain] == val) if k == 'bel' else (bel[chain] != val)
    if k == 'obj':
        return _row(d, chk[1])['objects'][obj] == chk[2]
    if k == 'room':
        _, a, t, room = chk
        ar = _row(d, t)['agents_room']; assert a in ar, (d['id'], a)
        return ar[a] == room
    if k == 'saw':
        _, a, t, yes = chk
        return (a in _row(d, t)['witnessed_by']) == yes
    if k == 'ev':
        return chk[2] in _row(d, chk[1])['text']
    if k == 'noev':
        _, sub, after, before = chk
        return not any(sub in g['text'] for g in d['golds']
                       if g['line'] > after and (before is None or g['line'] < before))
    if k == 'nomove':
        _, after, before = chk
        return not any(f'moved the {obj} to' in g['text'] for g in d['golds']
                       if g['line'] > after and (before is None or g['line'] < before))
    if k == 'exb':
        _, a, b, room, wa, wb = chk
        ea, eb = _exits(d, a, room), _exits(d, b, room)
        assert ea and eb, (d['id'], chk)
        return ea[wa] < eb[wb]
    if k == 'first':
        _, a, room = chk
        ea = _exits(d, a, room); assert ea
        allx = [g['line'] for g in d['golds'] if g['text'].endswith(f'exited the {room}.')]
        return ea[0] == min(allx)
    if k == 'last':
        _, a, room, which = chk
        ea = _exits(d, a, room); assert ea
        L = ea[which]
        for g in d['golds'][L:]:
            if 'entered' in g['text']:
                break
            if g['text'].endswith(f'exited the {room}.'):
                return False
        return True
    if k == 'next':
        _, a, b, room = chk
        ea = _exits(d, a, room); assert ea
        nxt = [g['line'] for g in d['golds'] if g['line'] > ea[0] and g['text'].endswith(f'exited the {room}.')]
        return bool(nxt) and nxt[0] in _exits(d, b, room)
    if k == 'alone':
        _, a, t = chk
        ar = _row(d, t)['agents_room']
        return ar[a] is not None and all(r != ar[a] for x, r in ar.items() if x != a)
    if k == 'anyev':
        return any(chk[1] in g['text'] for g in d['golds'])
    if k == 'lastline':
        return len(d['golds']) == chk[1]
    if k == 'enb':
        _, a, b, room = chk
        def en(x):
            return min(g['line'] for g in d['golds'] if 'entered the ' + room in g['text'] and x in g['text'])
        return en(a) < en(b)
    raise ValueError(chk)

def c(text, kind, verdict, time, note, chk=None, occ=1, ans=False):
    return dict(text=text, kind=kind, verdict=verdict, time=time, note=note,
                chk=chk, occ=occ, ans=ans)

def R(idx, style, label, stated, response, claims):
    d = ITEMS[idx]
    n = sum(1 for r in RECS if r['item_id'] == d['id']) + 1
    out = []
    for cl in claims:
        t = cl['text']
        if cl['occ'] == -1:
            s = response.rfind(t)
        else:
            s = -1
            for _ in range(cl['occ']):
                s = response.find(t, s + 1)
        assert s >= 0, (d['id'], n, t)
        assert response[s:s + len(t)] == t
        chk = cl['chk']
        if cl['verdict'] == 'uncheckable':
            assert chk is None, (d['id'], n, t)
        else:
            assert chk is not None, (d['id'], n, t)
            chks = chk if isinstance(chk, list) else [chk]
            got = 'true' if all(_check(d, x) for x in chks) else 'false'
            assert got == cl['verdict'], (d['id'], n, t, 'declared', cl['verdict'], 'golds say', got)
        assert cl['kind'] in ('event', 'location', 'presence', 'belief', 'order', 'communication')
        out.append(dict(text=t, start=s, end=s + len(t), kind=cl['kind'], verdict=cl['verdict'],
                        time=cl['time'], note=cl['note'], _ans=cl['ans']))
    # label consistency
    gold = d['answer']
    nonans = [x for x in out if not x['_ans']]
    ansc = [x for x in out if x['_ans']]
    nfalse = sum(x['verdict'] == 'false' for x in out)
    assert style in ('answer_first', 'numbered', 'narrative', 'terse', 'thinking')
    if label in ('sound', 'unsound', 'unsupported'):
        assert stated == gold, (d['id'], n)
        assert ansc and all(x['verdict'] == 'true' for x in ansc), (d['id'], n)
    if label == 'sound':
        assert nfalse == 0 and any(x['verdict'] == 'true' for x in nonans), (d['id'], n)
    elif label == 'unsound':
        assert nfalse == 1, (d['id'], n, nfalse)
    elif label == 'unsupported':
        assert all(x['verdict'] == 'uncheckable' for x in nonans), (d['id'], n)
    elif label == 'wrong':
        assert stated != gold, (d['id'], n)
        if stated is not None:
            assert ansc and all(x['verdict'] == 'false' for x in ansc), (d['id'], n)
    else:
        raise ValueError(label)
    rec = {'id': f"{d['id']}-r{n}", 'item_id': d['id'], 'world': d['world'], 'story': d['story'],
           'question': d['question']}
    if d['world'] == 'hitom':
        rec['choices'] = d.get('choices')
    rec.update({'answer': gold, 'order': d['order'], 'question_type': d['question_type'],
                'style': style, 'label': label, 'stated_answer': stated, 'response': response,
                'claims': [{k: v for k, v in x.items() if k != '_ans'} for x in out]})
    RECS.append(rec)

# ======================= item 0: s6804-20-o0 (plum, really) =======================
R(0, 'answer_first', 'sound', 'green_bathtub',
"""L. green_bathtub

The plum changed hands several times: Nathan put it in the red_treasure_chest, Mia then moved it to the blue_suitcase, and Elizabeth, the last one in the porch, moved it back to the green_bathtub before leaving. Nobody touched it after that, so it is still sitting in the green_bathtub.""",
[c("L. green_bathtub", 'location', 'true', 'end', "final location of the plum", O('end', 'green_bathtub'), ans=True),
 c("Nathan put it in the red_treasure_chest", 'event', 'true', 7, "line 7", EV(7, 'Nathan moved the plum to the red_treasure_chest')),
 c("Mia then moved it to the blue_suitcase", 'event', 'true', 9, "line 9", EV(9, 'Mia moved the plum to the blue_suitcase')),
 c("the last one in the porch", 'order', 'true', 13, "Elizabeth exits last (13)", LAST('Elizabeth', 'porch')),
 c("moved it back to the green_bathtub before leaving", 'event', 'true', 12, "line 12, exit at 13", [EV(12, 'Elizabeth moved the plum to the green_bathtub'), EV(13, 'Elizabeth exited')]),
 c("Nobody touched it after that", 'event', 'true', None, "no move after line 12", NOMOVE(12)),
 c("it is still sitting in the green_bathtub", 'location', 'true', 'end', "answer restated", O('end', 'green_bathtub'), ans=True)])

R(0, 'numbered', 'unsound', 'green_bathtub',
"""1. Line 2: the plum is in the green_bathtub.
2. Lines 3-6: Emma and Mila each wait a minute and leave.
3. Line 7: Nathan moves it to the red_treasure_chest.
4. Line 9: Mia shifts it to the blue_suitcase. Nathan was still in the porch at that point.
5. Line 12: Elizabeth, alone now, puts it back in the green_bathtub.
6. Nothing moves it afterwards.

Answer: green_bathtub (L).""",
[c("the plum is in the green_bathtub", 'location', 'true', 2, "line 2", O(2, 'green_bathtub')),
 c("Emma and Mila each wait a minute and leave", 'event', 'true', 6, "lines 3-6", [EV(3, 'Emma made no movements'), EV(4, 'Emma exited'), EV(5, 'Mila made no movements'), EV(6, 'Mila exited')]),
 c("Nathan moves it to the red_treasure_chest", 'event', 'true', 7, "line 7", EV(7, 'Nathan moved the plum to the red_treasure_chest')),
 c("Mia shifts it to the blue_suitcase", 'event', 'true', 9, "line 9", EV(9, 'Mia moved the plum to the blue_suitcase')),
 c("Nathan was still in the porch at that point", 'presence', 'false', 9, "Nathan exited at line 8", RM('Nathan', 9, 'porch')),
 c("Elizabeth, alone now", 'presence', 'true', 12, "everyone else had left", ALONE('Elizabeth', 12)),
 c("puts it back in the green_bathtub", 'event', 'true', 12, "line 12", EV(12, 'Elizabeth moved the plum to the green_bathtub')),
 c("Nothing moves it afterwards", 'event', 'true', None, "no move after 12", NOMOVE(12)),
 c("Answer: green_bathtub (L)", 'location', 'true', 'end', "answer", O('end', 'green_bathtub'), ans=True)])

R(0, 'narrative', 'wrong', 'blue_suitcase',
"""The plum begins in the green_bathtub, and after Emma and Mila leave, Nathan relocates it to the red_treasure_chest. Mia then takes it out and drops it in the blue_suitcase before she leaves. Her fondness for the green_bathtub is just a distraction. Since Mia was the last person to handle the plum, it should still be in the blue_suitcase when everyone gathers in the waiting room.""",
[c("The plum begins in the green_bathtub", 'location', 'true', 2, "line 2", O(2, 'green_bathtub')),
 c("after Emma and Mila leave, Nathan relocates it to the red_treasure_chest", 'event', 'true', 7, "line 7, Emma/Mila gone", [EV(7, 'Nathan moved the plum to the red_treasure_chest'), RM('Emma', 7, None), RM('Mila', 7, None)]),
 c("Mia then takes it out and drops it in the blue_suitcase before she leaves", 'event', 'true', 9, "line 9, exit 11", [EV(9, 'Mia moved the plum to the blue_suitcase'), EV(11, 'Mia exited')]),
 c("Her fondness for the green_bathtub", 'event', 'true', 10, "line 10 Mia likes the green_bathtub", EV(10, 'Mia likes the green_bathtub')),
 c("Mia was the last person to handle the plum", 'event', 'false', 12, "Elizabeth moved it at line 12", NOEV('moved the plum', after=9)),
 c("it should still be in the blue_suitcase when everyone gathers in the waiting room", 'location', 'false', 14, "plum is in green_bathtub at 14", O(14, 'blue_suitcase'), ans=True)])

R(0, 'terse', 'unsupported', 'green_bathtub',
"""green_bathtub""",
[c("green_bathtub", 'location', 'true', 'end', "bare answer", O('end', 'green_bathtub'), ans=True)])

R(0, 'thinking', 'sound', 'green_bathtub',
"""<think>
Track the plum. Line 2: green_bathtub. Nathan moves it to the red_treasure_chest at 7, Mia to the blue_suitcase at 9. Line 10 says Mia likes the green_bathtub, that's a preference, not a move. Hmm, so is it in the blue_suitcase? Wait, no. Line 12, Elizabeth moved the plum to the green_bathtub. She exits at 13 and nobody goes back into the porch. So the final spot is the green_bathtub.
</think>

The plum is really in the green_bathtub (L).""",
[c("Line 2: green_bathtub", 'location', 'true', 2, "line 2", O(2, 'green_bathtub')),
 c("Nathan moves it to the red_treasure_chest at 7", 'event', 'true', 7, "line 7", EV(7, 'Nathan moved the plum to the red_treasure_chest')),
 c("Mia to the blue_suitcase at 9", 'event', 'true', 9, "line 9", EV(9, 'Mia moved the plum to the blue_suitcase')),
 c("Line 10 says Mia likes the green_bathtub", 'event', 'true', 10, "line 10", EV(10, 'Mia likes the green_bathtub')),
 c("Line 12, Elizabeth moved the plum to the green_bathtub", 'event', 'true', 12, "line 12", EV(12, 'Elizabeth moved the plum to the green_bathtub')),
 c("She exits at 13", 'event', 'true', 13, "line 13", EV(13, 'Elizabeth exited the porch')),
 c("nobody goes back into the porch", 'event', 'true', None, "no one enters the porch after 13", NOEV('entered the porch', after=13)),
 c("the final spot is the green_bathtub", 'location', 'true', 'end', "answer", O('end', 'green_bathtub'), ans=True),
 c("The plum is really in the green_bathtub (L)", 'location', 'true', 'end', "answer", O('end', 'green_bathtub'), ans=True)])

# ======================= item 1: s6804-7-o2 (Oliver -> Emily, banana) =======================
R(1, 'numbered', 'sound', 'red_basket',
"""1. Emily moved the banana into the red_basket (step 3) with everyone watching, then she was the first to leave.
2. Every later move (Lucas → red_envelope, Oliver → green_treasure_chest, Chloe → green_bottle) happened after Emily was gone, so Emily still believes the red_basket.
3. Oliver saw Emily make that move, and he has no reason to think she saw anything else.
4. The waiting-room claims don't change what Emily thinks.

Oliver thinks Emily thinks the banana is in the red_basket (J).""",
[c("Emily moved the banana into the red_basket (step 3)", 'event', 'true', 3, "line 3", EV(3, 'Emily moved the banana to the red_basket')),
 c("with everyone watching", 'presence', 'true', 3, "all five witnessed line 3", [SAW(x, 3) for x in ('Emily', 'Lucas', 'Oliver', 'Chloe', 'Lily')]),
 c("she was the first to leave", 'order', 'true', 4, "Emily exits first (4)", FIRST('Emily', 'garage')),
 c("Every later move (Lucas → red_envelope, Oliver → green_treasure_chest, Chloe → green_bottle) happened after Emily was gone", 'presence', 'true', 9, "moves at 5,7,9, Emily absent", [EV(5, 'Lucas moved the banana to the red_envelope'), EV(7, 'Oliver moved the banana to the green_treasure_chest'), EV(9, 'Chloe moved the banana to the green_bottle'), SAW('Emily', 5, False), SAW('Emily', 7, False), SAW('Emily', 9, False)]),
 c("Emily still believes the red_basket", 'belief', 'true', 'end', "Emily's belief at end", B('Emily', 'end', 'red_basket')),
 c("Oliver saw Emily make that move", 'presence', 'true', 3, "Oliver witnessed line 3", SAW('Oliver', 3)),
 c("he has no reason to think she saw anything else", 'belief', 'uncheckable', None, "about reasons"),
 c("The waiting-room claims don't change what Emily thinks", 'communication', 'true', 16, "Emily stays red_basket through 15-16", [B('Emily', 14, 'red_basket'), B('Emily', 16, 'red_basket')]),
 c("Oliver thinks Emily thinks the banana is in the red_basket (J)", 'belief', 'true', 'end', "answer", B('Oliver -> Emily', 'end', 'red_basket'), ans=True)])

R(1, 'narrative', 'unsound', 'red_basket',
"""Emily is the one who put the banana in the red_basket, and she walked out immediately afterward, so her picture of the garage freezes there. Oliver was in the room for that move. Later, in the waiting room, Oliver publicly claimed the banana was in the red_basket; Lucas, who had left before him, bought it, and so did Chloe. Lily then privately told Oliver it was in the green_treasure_chest, but that changes what Oliver thinks Lily believes, not what he thinks Emily believes. So Oliver thinks Emily thinks the banana is in the red_basket.""",
[c("Emily is the one who put the banana in the red_basket", 'event', 'true', 3, "line 3", EV(3, 'Emily moved the banana to the red_basket')),
 c("she walked out immediately afterward", 'event', 'true', 4, "line 4", EV(4, 'Emily exited the garage')),
 c("Oliver was in the room for that move", 'presence', 'true', 3, "Oliver present at 3", SAW('Oliver', 3)),
 c("Oliver publicly claimed the banana was in the red_basket", 'communication', 'true', 15, "line 15", EV(15, 'Oliver publicly claimed that banana is in the red_basket')),
 c("who had left before him", 'order', 'true', 6, "Lucas exited 6, Oliver 8", EXB('Lucas', 'Oliver', 'garage')),
 c("bought it", 'communication', 'true', 15, "Lucas believes red_basket after 15", B('Lucas', 15, 'red_basket')),
 c("so did Chloe", 'communication', 'false', 15, "Chloe still believes green_bottle after 15", B('Chloe', 15, 'red_basket')),
 c("Lily then privately told Oliver it was in the green_treasure_chest", 'communication', 'true', 16, "line 16", EV(16, 'Lily privately told Oliver that the banana is in the green_treasure_chest')),
 c("that changes what Oliver thinks Lily believes", 'belief', 'true', 16, "Oliver->Lily red_basket at 15 -> green_treasure_chest at 16", [B('Oliver -> Lily', 15, 'red_basket'), B('Oliver -> Lily', 16, 'green_treasure_chest')]),
 c("not what he thinks Emily believes", 'belief', 'true', 16, "Oliver->Emily unchanged", B('Oliver -> Emily', 16, 'red_basket')),
 c("Oliver thinks Emily thinks the banana is in the red_basket", 'belief', 'true', 'end', "answer", B('Oliver -> Emily', 'end', 'red_basket'), ans=True)])

R(1, 'terse', 'wrong', 'green_treasure_chest',
"""green_treasure_chest — that's where Lily told Oliver it is.""",
[c("green_treasure_chest", 'belief', 'false', 'end', "Oliver->Emily is red_basket", B('Oliver -> Emily', 'end', 'green_treasure_chest'), ans=True),
 c("that's where Lily told Oliver it is", 'communication', 'true', 16, "line 16", EV(16, 'Lily privately told Oliver that the banana is in the green_treasure_chest'))])

R(1, 'thinking', 'sound', 'red_basket',
"""<think>
Second order: Oliver's model of Emily. Emily moved it to the red_basket at 3 and exited at 4. Oliver stayed until 8, so he saw her leave. She missed Lucas's switch to the red_envelope and everything after. At the end Oliver himself thinks green_treasure_chest, since Lily told him that... actually he already believed that from his own move at 7. Either way, none of it reaches Emily in his model. Oliver's public claim at 15 said red_basket, which matches what Emily already believes anyway.
</think>
Red_basket.""",
[c("Emily moved it to the red_basket at 3", 'event', 'true', 3, "line 3", EV(3, 'Emily moved the banana to the red_basket')),
 c("exited at 4", 'event', 'true', 4, "line 4", EV(4, 'Emily exited the garage')),
 c("Oliver stayed until 8", 'presence', 'true', 8, "Oliver exits at 8", [EV(8, 'Oliver exited the garage'), RM('Oliver', 7, 'garage')]),
 c("he saw her leave", 'presence', 'true', 4, "Oliver witnessed line 4", SAW('Oliver', 4)),
 c("She missed Lucas's switch to the red_envelope", 'presence', 'true', 5, "Emily absent at 5", [EV(5, 'Lucas moved the banana to the red_envelope'), SAW('Emily', 5, False)]),
 c("At the end Oliver himself thinks green_treasure_chest", 'belief', 'true', 'end', "Oliver's own belief", B('Oliver', 'end', 'green_treasure_chest')),
 c("he already believed that from his own move at 7", 'belief', 'true', 7, "Oliver at 7", [EV(7, 'Oliver moved the banana to the green_treasure_chest'), B('Oliver', 7, 'green_treasure_chest')]),
 c("Oliver's public claim at 15 said red_basket", 'communication', 'true', 15, "line 15", EV(15, 'Oliver publicly claimed that banana is in the red_basket')),
 c("matches what Emily already believes", 'belief', 'true', 15, "Emily believes red_basket before the claim", B('Emily', 14, 'red_basket')),
 c("Red_basket", 'belief', 'true', 'end', "answer", B('Oliver -> Emily', 'end', 'red_basket'), occ=-1, ans=True)])

R(1, 'answer_first', 'unsound', 'red_basket',
"""J. red_basket.
Emily only ever saw the banana go into the red_basket; she left right after making that move. Oliver watched her do it, and he also saw her exit, so he knows she missed the later moves. By the time Oliver himself left, the banana was already in the green_bottle, but Emily had no way of knowing that. So for Oliver, Emily still pictures the red_basket.""",
[c("J. red_basket", 'belief', 'true', 'end', "answer", B('Oliver -> Emily', 'end', 'red_basket'), ans=True),
 c("Emily only ever saw the banana go into the red_basket", 'presence', 'true', 3, "Emily saw move 3 only", [SAW('Emily', 3), SAW('Emily', 5, False), SAW('Emily', 7, False), SAW('Emily', 9, False)]),
 c("she left right after making that move", 'event', 'true', 4, "line 4", EV(4, 'Emily exited the garage')),
 c("Oliver watched her do it", 'presence', 'true', 3, "Oliver witnessed 3", SAW('Oliver', 3)),
 c("he also saw her exit", 'presence', 'true', 4, "Oliver witnessed 4", SAW('Oliver', 4)),
 c("he knows she missed the later moves", 'belief', 'true', 8, "Oliver->Emily stays red_basket", B('Oliver -> Emily', 8, 'red_basket')),
 c("By the time Oliver himself left, the banana was already in the green_bottle", 'location', 'false', 8, "at line 8 it is in the green_treasure_chest", O(8, 'green_bottle')),
 c("Emily had no way of knowing that", 'belief', 'true', 'end', "Emily never believes green_bottle", NB('Emily', 'end', 'green_bottle')),
 c("for Oliver, Emily still pictures the red_basket", 'belief', 'true', 'end', "answer", B('Oliver -> Emily', 'end', 'red_basket'), ans=True)])

# ======================= item 2: s6804-15-o0 (celery, really) =======================
R(2, 'narrative', 'sound', 'blue_treasure_chest',
"""Benjamin first shifted the celery from the red_container to the blue_crate while the whole group watched. After Benjamin and Aria had gone, Avery moved it again, this time into the blue_treasure_chest, with Emma and Elizabeth looking on. Nobody moved it after that. In the waiting room Emma publicly said it was in the blue_crate. Emma lied, since she had seen Avery's move, and Elizabeth privately told Benjamin the truth. Neither statement moves the vegetable, though, so the celery is really in the blue_treasure_chest.""",
[c("Benjamin first shifted the celery from the red_container to the blue_crate", 'event', 'true', 3, "line 3", [O(2, 'red_container'), EV(3, 'Benjamin moved the celery to the blue_crate')]),
 c("while the whole group watched", 'presence', 'true', 3, "all five witnessed", [SAW(x, 3) for x in ('Benjamin', 'Aria', 'Avery', 'Emma', 'Elizabeth')]),
 c("After Benjamin and Aria had gone, Avery moved it again, this time into the blue_treasure_chest", 'event', 'true', 9, "line 9", [EV(9, 'Avery moved the celery to the blue_treasure_chest'), RM('Benjamin', 9, None), RM('Aria', 9, None)]),
 c("with Emma and Elizabeth looking on", 'presence', 'true', 9, "both witnessed line 9", [SAW('Emma', 9), SAW('Elizabeth', 9)]),
 c("Nobody moved it after that", 'event', 'true', None, "no move after 9", NOMOVE(9)),
 c("Emma publicly said it was in the blue_crate", 'communication', 'true', 16, "line 16", EV(16, 'Emma publicly claimed that celery is in the blue_crate')),
 c("Emma lied", 'communication', 'true', 16, "Emma believed blue_treasure_chest when claiming blue_crate", B('Emma', 15, 'blue_treasure_chest')),
 c("she had seen Avery's move", 'presence', 'true', 9, "Emma witnessed 9", SAW('Emma', 9)),
 c("Elizabeth privately told Benjamin the truth", 'communication', 'true', 17, "line 17, matches real location", [EV(17, 'Elizabeth privately told Benjamin that the celery is in the blue_treasure_chest'), O(17, 'blue_treasure_chest')]),
 c("the celery is really in the blue_treasure_chest", 'location', 'true', 'end', "answer", O('end', 'blue_treasure_chest'), ans=True)])

R(2, 'terse', 'unsound', 'blue_treasure_chest',
"""J. blue_treasure_chest — Avery moved it there at line 9, taking it out of the red_container.""",
[c("J. blue_treasure_chest", 'location', 'true', 'end', "answer", O('end', 'blue_treasure_chest'), ans=True),
 c("Avery moved it there at line 9", 'event', 'true', 9, "line 9", EV(9, 'Avery moved the celery to the blue_treasure_chest')),
 c("taking it out of the red_container", 'location', 'false', 8, "before line 9 it was in the blue_crate, not the red_container", O(8, 'red_container'))])

R(2, 'thinking', 'wrong', 'blue_crate',
"""<think>
Celery starts in the red_container. Benjamin moves it to the blue_crate at line 3. Then Avery moves it to the blue_treasure_chest at 9... Hmm, but Emma publicly claims it's in the blue_crate at 16, and Emma left after Avery, so she saw the final state. Elizabeth told Benjamin blue_treasure_chest privately. Two conflicting reports. Emma's is public and everyone heard it, so the group's accepted location is the blue_crate.
</think>
The celery is in the blue_crate.""",
[c("Celery starts in the red_container", 'location', 'true', 2, "line 2", O(2, 'red_container')),
 c("Benjamin moves it to the blue_crate at line 3", 'event', 'true', 3, "line 3", EV(3, 'Benjamin moved the celery to the blue_crate')),
 c("Avery moves it to the blue_treasure_chest at 9", 'event', 'true', 9, "line 9", EV(9, 'Avery moved the celery to the blue_treasure_chest')),
 c("Emma publicly claims it's in the blue_crate at 16", 'communication', 'true', 16, "line 16", EV(16, 'Emma publicly claimed that celery is in the blue_crate')),
 c("Emma left after Avery", 'order', 'true', 12, "Avery 10, Emma 12", EXB('Avery', 'Emma', 'playroom')),
 c("she saw the final state", 'presence', 'true', 9, "Emma witnessed the last move", [SAW('Emma', 9), NOMOVE(9)]),
 c("Elizabeth told Benjamin blue_treasure_chest privately", 'communication', 'true', 17, "line 17", EV(17, 'Elizabeth privately told Benjamin that the celery is in the blue_treasure_chest')),
 c("everyone heard it", 'presence', 'true', 16, "all five witnessed line 16", [SAW(x, 16) for x in ('Benjamin', 'Aria', 'Avery', 'Emma', 'Elizabeth')]),
 c("the group's accepted location is the blue_crate", 'belief', 'uncheckable', 'end', "vague group belief"),
 c("The celery is in the blue_crate", 'location', 'false', 'end', "it is in the blue_treasure_chest", O('end', 'blue_crate'), ans=True)])

R(2, 'answer_first', 'unsound', 'blue_treasure_chest',
"""Answer: blue_treasure_chest.
Avery put it there (line 9) and nobody touched it afterwards. Emma's public claim that it's in the blue_crate is false, and Avery, who watched the celery go into the chest himself, ignored it and still believes the blue_treasure_chest. Elizabeth's private message to Benjamin doesn't move anything either. Physically, it's in the blue_treasure_chest.""",
[c("Answer: blue_treasure_chest", 'location', 'true', 'end', "answer", O('end', 'blue_treasure_chest'), ans=True),
 c("Avery put it there (line 9)", 'event', 'true', 9, "line 9", EV(9, 'Avery moved the celery to the blue_treasure_chest')),
 c("nobody touched it afterwards", 'event', 'true', None, "no move after 9", NOMOVE(9)),
 c("Emma's public claim that it's in the blue_crate is false", 'communication', 'true', 16, "claim at 16 contradicts real location", [EV(16, 'Emma publicly claimed that celery is in the blue_crate'), O(16, 'blue_treasure_chest')]),
 c("who watched the celery go into the chest himself", 'presence', 'true', 9, "Avery witnessed 9", SAW('Avery', 9)),
 c("ignored it and still believes the blue_treasure_chest", 'communication', 'false', 'end', "Avery exited before Emma, trusted her: believes blue_crate", B('Avery', 'end', 'blue_treasure_chest')),
 c("Elizabeth's private message to Benjamin doesn't move anything either", 'event', 'true', 17, "tell at 17, object unchanged", [EV(17, 'Elizabeth privately told Benjamin'), O(17, 'blue_treasure_chest')]),
 c("Physically, it's in the blue_treasure_chest", 'location', 'true', 'end', "answer", O('end', 'blue_treasure_chest'), ans=True)])

R(2, 'numbered', 'unsupported', 'blue_treasure_chest',
"""1. The question is about the physical location, not anyone's belief.
2. Claims and private messages don't relocate objects.
3. So we only need the final placement.

Answer: J. blue_treasure_chest""",
[c("Answer: J. blue_treasure_chest", 'location', 'true', 'end', "answer", O('end', 'blue_treasure_chest'), ans=True)])

# ======================= item 3: tomi memory (radish) =======================
R(3, 'terse', 'sound', 'blue_basket',
"""blue_basket (line 4, before Carter moved it to the red_pantry).""",
[c("blue_basket", 'location', 'true', 4, "first location of the radish", O(4, 'blue_basket'), ans=True),
 c("before Carter moved it to the red_pantry", 'event', 'true', 7, "line 7", EV(7, 'Carter moved the radish to the red_pantry'))])

R(3, 'thinking', 'unsound', 'blue_basket',
"""<think>The radish is first mentioned at line 4, in the blue_basket, with Carter and Lily both in the closet. Lily then leaves. Carter moves it to the red_pantry at line 7, and Lily sees him do it from the doorway. No matter, the question is only about the beginning.</think>
It was in the blue_basket at the beginning.""",
[c("The radish is first mentioned at line 4, in the blue_basket", 'location', 'true', 4, "line 4", O(4, 'blue_basket')),
 c("with Carter and Lily both in the closet", 'presence', 'true', 4, "both in closet at 4", [RM('Carter', 4, 'closet'), RM('Lily', 4, 'closet')]),
 c("Lily then leaves", 'event', 'true', 5, "line 5", EV(5, 'Lily exited the closet')),
 c("Carter moves it to the red_pantry at line 7", 'event', 'true', 7, "line 7", EV(7, 'Carter moved the radish to the red_pantry')),
 c("Lily sees him do it from the doorway", 'presence', 'false', 7, "Lily had left; did not witness line 7", SAW('Lily', 7)),
 c("It was in the blue_basket at the beginning", 'location', 'true', 4, "answer", O(4, 'blue_basket'), ans=True)])

R(3, 'answer_first', 'wrong', 'red_pantry',
"""The radish was in the red_pantry. Carter moved it there after Lily exited the closet.""",
[c("The radish was in the red_pantry", 'location', 'false', 4, "at the beginning it was in the blue_basket", O(4, 'red_pantry'), ans=True),
 c("Carter moved it there", 'event', 'true', 7, "line 7", EV(7, 'Carter moved the radish to the red_pantry')),
 c("after Lily exited the closet", 'order', 'true', 7, "Lily exited at 5, before the move", [EV(5, 'Lily exited the closet'), RM('Lily', 7, None)])])

R(3, 'numbered', 'unsupported', 'blue_basket',
"""1. The question asks for the starting location.
2. Later moves don't matter for this.
Answer: blue_basket""",
[c("Answer: blue_basket", 'location', 'true', 4, "answer", O(4, 'blue_basket'), ans=True)])

R(3, 'narrative', 'sound', 'blue_basket',
"""When Carter and Lily were both in the closet, the radish sat in the blue_basket. Lily left, and only afterwards did Carter move it to the red_pantry, so the red_pantry is where it ended up, not where it began. At the beginning it was in the blue_basket.""",
[c("When Carter and Lily were both in the closet, the radish sat in the blue_basket", 'location', 'true', 4, "line 4", [O(4, 'blue_basket'), RM('Carter', 4, 'closet'), RM('Lily', 4, 'closet')]),
 c("Lily left", 'event', 'true', 5, "line 5", EV(5, 'Lily exited the closet')),
 c("only afterwards did Carter move it to the red_pantry", 'event', 'true', 7, "line 7 after Lily left", [EV(7, 'Carter moved the radish to the red_pantry'), RM('Lily', 7, None)]),
 c("the red_pantry is where it ended up", 'location', 'true', 'end', "final location", O('end', 'red_pantry')),
 c("At the beginning it was in the blue_basket", 'location', 'true', 4, "answer", O(4, 'blue_basket'), ans=True)])

# ======================= item 4: tomi first_order_1_no_tom (turnip) =======================
R(4, 'thinking', 'sound', 'green_drawer',
"""<think>
Emily was in the porch when Isla moved the turnip from the red_basket to the green_drawer (line 4). She left at 6 and came back at 7, but nothing happened while she was gone. So she'll look in the green_drawer.
</think>
green_drawer""",
[c("Emily was in the porch", 'presence', 'true', 4, "Emily in porch at 4", RM('Emily', 4, 'porch')),
 c("Isla moved the turnip from the red_basket to the green_drawer (line 4)", 'event', 'true', 4, "line 4", [O(3, 'red_basket'), EV(4, 'Isla moved the turnip to the green_drawer')]),
 c("She left at 6", 'event', 'true', 6, "line 6", EV(6, 'Emily exited the porch')),
 c("came back at 7", 'event', 'true', 7, "line 7", EV(7, 'Emily entered the porch')),
 c("nothing happened while she was gone", 'event', 'true', 6, "no move after 6", NOMOVE(6)),
 c("she'll look in the green_drawer", 'belief', 'true', 'end', "answer", B('Emily', 'end', 'green_drawer'), ans=True),
 c("green_drawer", 'belief', 'true', 'end', "answer", B('Emily', 'end', 'green_drawer'), occ=-1, ans=True)])

R(4, 'answer_first', 'unsound', 'green_drawer',
"""Green_drawer. Emily watched Isla move the turnip out of the red_basket and into the green_drawer, and when she stepped out at line 6 Isla followed her out. She'll look in the green_drawer.""",
[c("Green_drawer", 'belief', 'true', 'end', "answer", B('Emily', 'end', 'green_drawer'), ans=True),
 c("Emily watched Isla move the turnip out of the red_basket and into the green_drawer", 'presence', 'true', 4, "Emily witnessed line 4", [SAW('Emily', 4), EV(4, 'Isla moved the turnip to the green_drawer')]),
 c("when she stepped out at line 6", 'event', 'true', 6, "line 6", EV(6, 'Emily exited the porch')),
 c("Isla followed her out", 'presence', 'false', 6, "Isla stayed in the porch", RM('Isla', 6, None)),
 c("She'll look in the green_drawer", 'belief', 'true', 'end', "answer", B('Emily', 'end', 'green_drawer'), ans=True)])

R(4, 'numbered', 'wrong', 'red_basket',
"""1. The turnip starts in the red_basket (line 3).
2. Isla moves it to the green_drawer.
3. Emily leaves the porch and comes back later, so she missed the move.
4. Emily will look in the red_basket.""",
[c("The turnip starts in the red_basket (line 3)", 'location', 'true', 3, "line 3", O(3, 'red_basket')),
 c("Isla moves it to the green_drawer", 'event', 'true', 4, "line 4", EV(4, 'Isla moved the turnip to the green_drawer')),
 c("Emily leaves the porch and comes back later", 'event', 'true', 7, "lines 6-7", [EV(6, 'Emily exited the porch'), EV(7, 'Emily entered the porch')]),
 c("she missed the move", 'presence', 'false', 4, "Emily witnessed the move at 4", SAW('Emily', 4, False)),
 c("Emily will look in the red_basket", 'belief', 'false', 'end', "Emily believes green_drawer", B('Emily', 'end', 'red_basket'), ans=True)])

R(4, 'narrative', 'sound', 'green_drawer',
"""Emily and Isla were together on the porch when the turnip, originally in the red_basket, was moved by Isla into the green_drawer. Emily's liking for the study is irrelevant. She did step out, but by the time she returned the turnip was still in the green_drawer, exactly where she last saw it. She'd look in the green_drawer.""",
[c("Emily and Isla were together on the porch", 'presence', 'true', 4, "both in porch at 4", [RM('Emily', 4, 'porch'), RM('Isla', 4, 'porch')]),
 c("originally in the red_basket", 'location', 'true', 3, "line 3", O(3, 'red_basket')),
 c("was moved by Isla into the green_drawer", 'event', 'true', 4, "line 4", EV(4, 'Isla moved the turnip to the green_drawer')),
 c("Emily's liking for the study", 'event', 'true', 5, "line 5", EV(5, 'Emily likes the study')),
 c("She did step out", 'event', 'true', 6, "line 6", EV(6, 'Emily exited the porch')),
 c("by the time she returned the turnip was still in the green_drawer", 'location', 'true', 7, "line 7", [EV(7, 'Emily entered the porch'), O(7, 'green_drawer')]),
 c("exactly where she last saw it", 'belief', 'true', 6, "Emily's belief when she left", B('Emily', 6, 'green_drawer')),
 c("She'd look in the green_drawer", 'belief', 'true', 'end', "answer", B('Emily', 'end', 'green_drawer'), ans=True)])

R(4, 'terse', 'unsound', 'green_drawer',
"""green_drawer — she saw Isla move it there at line 3.""",
[c("green_drawer", 'belief', 'true', 'end', "answer", B('Emily', 'end', 'green_drawer'), ans=True),
 c("she saw Isla move it there at line 3", 'event', 'false', 3, "the move is at line 4; line 3 places it in the red_basket", EV(3, 'Isla moved the turnip to the green_drawer'))])
# ======================= item 5: s6804-16-o1 (Jackson, beans) =======================
R(5, 'answer_first', 'sound', 'red_basket',
"""K. red_basket.
Jackson moved the beans into the red_basket himself and was the first one out of the den. Lily's and Evelyn's moves happened after he left, and everything later in the closet and waiting room is about the persimmon, not the beans. In Jackson's view the beans are still in the red_basket.""",
[c("K. red_basket", 'belief', 'true', 'end', "answer", B('Jackson', 'end', 'red_basket'), ans=True),
 c("Jackson moved the beans into the red_basket himself", 'event', 'true', 3, "line 3", EV(3, 'Jackson moved the beans to the red_basket')),
 c("was the first one out of the den", 'order', 'true', 5, "Jackson exits first (5)", FIRST('Jackson', 'den')),
 c("Lily's and Evelyn's moves happened after he left", 'presence', 'true', 8, "moves at 6 and 8, Jackson absent", [EV(6, 'Lily moved the beans'), EV(8, 'Evelyn moved the beans'), SAW('Jackson', 6, False), SAW('Jackson', 8, False)]),
 c("everything later in the closet and waiting room is about the persimmon, not the beans", 'event', 'true', None, "no beans event after line 13", NOEV('beans', after=13)),
 c("In Jackson's view the beans are still in the red_basket", 'belief', 'true', 'end', "answer", B('Jackson', 'end', 'red_basket'), ans=True)])

R(5, 'numbered', 'unsound', 'red_basket',
"""1. Beans: green_envelope → red_basket (Jackson, line 3).
2. Jackson exits at line 5, right after Lucas.
3. Lily (red_treasure_chest) and Evelyn (green_treasure_chest) move the beans only after Jackson is gone.
4. The closet scene, the public claim and Lily's private tell all concern the persimmon.
5. Nothing updates Jackson about the beans.

Jackson thinks the beans are in the red_basket.""",
[c("Beans: green_envelope → red_basket (Jackson, line 3)", 'event', 'true', 3, "lines 2-3", [O(2, 'green_envelope'), EV(3, 'Jackson moved the beans to the red_basket')]),
 c("Jackson exits at line 5", 'event', 'true', 5, "line 5", EV(5, 'Jackson exited the den')),
 c("right after Lucas", 'order', 'false', 5, "Lucas does not exit before Jackson (Lucas leaves last, line 13)", EXB('Lucas', 'Jackson', 'den')),
 c("Lily (red_treasure_chest) and Evelyn (green_treasure_chest) move the beans only after Jackson is gone", 'presence', 'true', 8, "moves 6 and 8 with Jackson absent", [EV(6, 'Lily moved the beans to the red_treasure_chest'), EV(8, 'Evelyn moved the beans to the green_treasure_chest'), RM('Jackson', 6, None), RM('Jackson', 8, None)]),
 c("The closet scene, the public claim and Lily's private tell all concern the persimmon", 'event', 'true', None, "lines 15-25 never mention beans", [NOEV('beans', after=13), EV(24, 'persimmon'), EV(25, 'persimmon')]),
 c("Nothing updates Jackson about the beans", 'belief', 'true', 'end', "Jackson's belief unchanged since line 3", [B('Jackson', 5, 'red_basket'), B('Jackson', 'end', 'red_basket')]),
 c("Jackson thinks the beans are in the red_basket", 'belief', 'true', 'end', "answer", B('Jackson', 'end', 'red_basket'), ans=True)])

R(5, 'narrative', 'wrong', 'green_treasure_chest',
"""Jackson begins by moving the beans from the green_envelope into the red_basket. After he leaves, Lily moves them to the red_treasure_chest and Evelyn moves them again to the green_treasure_chest. Benjamin and Lucas don't touch them. When everyone later meets in the waiting room, Jackson would have caught up on what happened, so he'd expect the beans to be in the green_treasure_chest, where they actually are.""",
[c("Jackson begins by moving the beans from the green_envelope into the red_basket", 'event', 'true', 3, "line 3", [O(2, 'green_envelope'), EV(3, 'Jackson moved the beans to the red_basket')]),
 c("After he leaves, Lily moves them to the red_treasure_chest", 'event', 'true', 6, "line 6", [EV(6, 'Lily moved the beans to the red_treasure_chest'), RM('Jackson', 6, None)]),
 c("Evelyn moves them again to the green_treasure_chest", 'event', 'true', 8, "line 8", EV(8, 'Evelyn moved the beans to the green_treasure_chest')),
 c("Benjamin and Lucas don't touch them", 'event', 'true', None, "no bean move by them", [NOEV('Benjamin moved the beans'), NOEV('Lucas moved the beans')]),
 c("Jackson would have caught up on what happened", 'belief', 'false', 'end', "Jackson still believes red_basket", B('Jackson', 'end', 'green_treasure_chest')),
 c("he'd expect the beans to be in the green_treasure_chest", 'belief', 'false', 'end', "Jackson believes red_basket", B('Jackson', 'end', 'green_treasure_chest'), ans=True),
 c("where they actually are", 'location', 'true', 'end', "beans are in green_treasure_chest", O('end', 'green_treasure_chest'))])

R(5, 'terse', 'unsound', 'red_basket',
"""red_basket. He put them there and left before Lily moved them; when Jackson walked out, only Lucas was left in the den.""",
[c("red_basket", 'belief', 'true', 'end', "answer", B('Jackson', 'end', 'red_basket'), ans=True),
 c("He put them there", 'event', 'true', 3, "line 3", EV(3, 'Jackson moved the beans to the red_basket')),
 c("left before Lily moved them", 'order', 'true', 5, "exit 5, Lily's move 6", [EV(5, 'Jackson exited the den'), RM('Jackson', 6, None), EV(6, 'Lily moved the beans')]),
 c("when Jackson walked out, only Lucas was left in the den", 'presence', 'false', 5, "Lily, Evelyn, Benjamin and Lucas were all still there", [RM('Lily', 5, None), RM('Evelyn', 5, None), RM('Benjamin', 5, None)])])

R(5, 'thinking', 'unsupported', 'red_basket',
"""<think>
Order-1 question with 'really': what Jackson himself believes, not where the beans are. I should track only the beans, and only from Jackson's perspective. Going through it, his last-known location for the beans is the red_basket.
</think>
red_basket""",
[c("his last-known location for the beans is the red_basket", 'belief', 'true', 'end', "answer", B('Jackson', 'end', 'red_basket'), ans=True),
 c("red_basket", 'belief', 'true', 'end', "answer", B('Jackson', 'end', 'red_basket'), occ=-1, ans=True)])

# ======================= item 6: s6804-10-o0 (tomato, really) =======================
R(6, 'numbered', 'sound', 'green_crate',
"""1. Line 2 puts the tomato in the green_crate.
2. Carter, Mason, Jayden and Amelia each leave without moving it.
3. Line 13: Liam "moves" it to the green_crate. That's the same container, so it never actually goes anywhere.
4. Jayden's public claim (green_container) and Liam's private tell (blue_drawer) are both false, and talk doesn't move objects.
Answer: B. green_crate""",
[c("Line 2 puts the tomato in the green_crate", 'location', 'true', 2, "line 2", O(2, 'green_crate')),
 c("Carter, Mason, Jayden and Amelia each leave without moving it", 'event', 'true', 12, "exits 5,7,10,12, no moves by them", [EV(5, 'Carter exited'), EV(7, 'Mason exited'), EV(10, 'Jayden exited'), EV(12, 'Amelia exited'), NOMOVE(0, 13)]),
 c("Line 13: Liam \"moves\" it to the green_crate", 'event', 'true', 13, "line 13", EV(13, 'Liam moved the tomato to the green_crate')),
 c("That's the same container", 'location', 'true', 12, "it was already in the green_crate", O(12, 'green_crate')),
 c("Jayden's public claim (green_container)", 'communication', 'true', 16, "line 16", EV(16, 'Jayden publicly claimed that tomato is in the green_container')),
 c("Liam's private tell (blue_drawer)", 'communication', 'true', 17, "line 17", EV(17, 'Liam privately told Jayden that the tomato is in the blue_drawer')),
 c("are both false", 'location', 'true', 17, "tomato is in green_crate", O(17, 'green_crate')),
 c("Answer: B. green_crate", 'location', 'true', 'end', "answer", O('end', 'green_crate'), ans=True)])

R(6, 'narrative', 'unsound', 'green_crate',
"""Everyone but Liam leaves the pantry without touching the tomato, and Liam's own 'move' at line 13 just puts it back into the green_crate it was already in. In the waiting room the talk gets messy: Jayden publicly says green_container, which Carter and Mason, who both left earlier than Jayden, end up believing, and then Liam privately tells Jayden it's in the blue_drawer. Jayden doesn't fall for that. None of this relocates the tomato, so it is really still in the green_crate.""",
[c("Everyone but Liam leaves the pantry without touching the tomato", 'event', 'true', 12, "four exits before 13, no moves by them", [RM(x, 12, None) for x in ('Carter', 'Mason', 'Jayden', 'Amelia')] + [NOMOVE(0, 13)]),
 c("Liam's own 'move' at line 13 just puts it back into the green_crate it was already in", 'event', 'true', 13, "line 13, already green_crate", [EV(13, 'Liam moved the tomato to the green_crate'), O(12, 'green_crate')]),
 c("Jayden publicly says green_container", 'communication', 'true', 16, "line 16", EV(16, 'Jayden publicly claimed that tomato is in the green_container')),
 c("who both left earlier than Jayden", 'order', 'true', 7, "Carter 5, Mason 7, Jayden 10", [EXB('Carter', 'Jayden', 'pantry'), EXB('Mason', 'Jayden', 'pantry')]),
 c("end up believing", 'communication', 'true', 'end', "Carter and Mason believe green_container", [B('Carter', 'end', 'green_container'), B('Mason', 'end', 'green_container')]),
 c("Liam privately tells Jayden it's in the blue_drawer", 'communication', 'true', 17, "line 17", EV(17, 'Liam privately told Jayden that the tomato is in the blue_drawer')),
 c("Jayden doesn't fall for that", 'communication', 'false', 'end', "Jayden trusts Liam (exited later): believes blue_drawer", NB('Jayden', 'end', 'blue_drawer')),
 c("it is really still in the green_crate", 'location', 'true', 'end', "answer", O('end', 'green_crate'), ans=True)])

R(6, 'terse', 'wrong', 'blue_drawer',
"""blue_drawer, per Liam's private message at the end.""",
[c("blue_drawer", 'location', 'false', 'end', "tomato is in green_crate", O('end', 'blue_drawer'), ans=True),
 c("per Liam's private message at the end", 'communication', 'true', 17, "line 17 (last line)", [EV(17, 'Liam privately told Jayden that the tomato is in the blue_drawer'), LASTLINE(17)])])

R(6, 'thinking', 'unsupported', 'green_crate',
"""<think>Really = actual location. Whatever people say afterwards is noise for this question. Just need the last physical placement.</think>
green_crate""",
[c("green_crate", 'location', 'true', 'end', "answer", O('end', 'green_crate'), occ=-1, ans=True)])

R(6, 'answer_first', 'sound', 'green_crate',
"""The tomato is in the green_crate.
It was placed there at the start, and the only 'move' in the story is Liam moving it to the green_crate, i.e. the same spot. Jayden publicly claimed it was in the green_container and Liam told Jayden the blue_drawer, but neither is true.""",
[c("The tomato is in the green_crate", 'location', 'true', 'end', "answer", O('end', 'green_crate'), ans=True),
 c("It was placed there at the start", 'location', 'true', 2, "line 2", O(2, 'green_crate')),
 c("the only 'move' in the story is Liam moving it to the green_crate", 'event', 'true', 13, "line 13 is the only move", [EV(13, 'Liam moved the tomato to the green_crate'), NOMOVE(0, 13), NOMOVE(13)]),
 c("Jayden publicly claimed it was in the green_container", 'communication', 'true', 16, "line 16", EV(16, 'Jayden publicly claimed that tomato is in the green_container')),
 c("Liam told Jayden the blue_drawer", 'communication', 'true', 17, "line 17", EV(17, 'Liam privately told Jayden that the tomato is in the blue_drawer')),
 c("neither is true", 'location', 'true', 17, "tomato in green_crate", O(17, 'green_crate'))])

# ======================= item 7: tomi first_order_0_no_tom (Liam, tomato) =======================
R(7, 'narrative', 'sound', 'blue_pantry',
"""Liam is the one who moved the tomato. It started in the green_bucket, and after Sophia stepped out, Liam moved it to the blue_pantry himself. Liam stayed put in the closet throughout, and Sophia coming back in doesn't change anything for him. He'll look in the blue_pantry.""",
[c("Liam is the one who moved the tomato", 'event', 'true', 5, "line 5", EV(5, 'Liam moved the tomato')),
 c("It started in the green_bucket", 'location', 'true', 3, "line 3", O(3, 'green_bucket')),
 c("after Sophia stepped out, Liam moved it to the blue_pantry himself", 'event', 'true', 5, "exit 4, move 5", [EV(4, 'Sophia exited the closet'), EV(5, 'Liam moved the tomato to the blue_pantry')]),
 c("Liam stayed put in the closet throughout", 'presence', 'true', 6, "Liam in closet lines 1-6", [RM('Liam', t, 'closet') for t in range(1, 7)]),
 c("Sophia coming back in", 'event', 'true', 6, "line 6", EV(6, 'Sophia entered the closet')),
 c("doesn't change anything for him", 'belief', 'true', 6, "Liam still blue_pantry", B('Liam', 6, 'blue_pantry')),
 c("He'll look in the blue_pantry", 'belief', 'true', 'end', "answer", B('Liam', 'end', 'blue_pantry'), ans=True)])

R(7, 'terse', 'unsound', 'blue_pantry',
"""blue_pantry, since he moved it there himself; before that it was in the red_crate.""",
[c("blue_pantry", 'belief', 'true', 'end', "answer", B('Liam', 'end', 'blue_pantry'), ans=True),
 c("he moved it there", 'event', 'true', 5, "line 5", EV(5, 'Liam moved the tomato to the blue_pantry')),
 c("before that it was in the red_crate", 'location', 'false', 4, "it was in the green_bucket before the move", O(4, 'red_crate'))])

R(7, 'thinking', 'wrong', 'green_bucket',
"""<think>
Tomato in the green_bucket at 3. Sophia leaves at 4. Liam moves it to blue_pantry at 5. Sophia comes back at 6. The question is where Liam will look... the classic setup is that the person who was away looks in the old place. Sophia was away, but the question is about Liam. Hmm, Liam was in the closet the whole time. Still, these questions usually want the original location, green_bucket.
</think>
green_bucket""",
[c("Tomato in the green_bucket at 3", 'location', 'true', 3, "line 3", O(3, 'green_bucket')),
 c("Sophia leaves at 4", 'event', 'true', 4, "line 4", EV(4, 'Sophia exited the closet')),
 c("Liam moves it to blue_pantry at 5", 'event', 'true', 5, "line 5", EV(5, 'Liam moved the tomato to the blue_pantry')),
 c("Sophia comes back at 6", 'event', 'true', 6, "line 6", EV(6, 'Sophia entered the closet')),
 c("Sophia was away", 'presence', 'true', 5, "Sophia absent at the move", RM('Sophia', 5, None)),
 c("Liam was in the closet the whole time", 'presence', 'true', 6, "Liam in closet 1-6", [RM('Liam', t, 'closet') for t in range(1, 7)]),
 c("green_bucket", 'belief', 'false', 'end', "Liam believes blue_pantry", B('Liam', 'end', 'green_bucket'), occ=-1, ans=True)])

R(7, 'answer_first', 'sound', 'blue_pantry',
"""Blue_pantry. Liam personally moved the tomato from the green_bucket to the blue_pantry, so he knows exactly where it is; Sophia leaving and coming back has no bearing on his belief.""",
[c("Blue_pantry", 'belief', 'true', 'end', "answer", B('Liam', 'end', 'blue_pantry'), ans=True),
 c("Liam personally moved the tomato from the green_bucket to the blue_pantry", 'event', 'true', 5, "line 5", [O(4, 'green_bucket'), EV(5, 'Liam moved the tomato to the blue_pantry')]),
 c("he knows exactly where it is", 'belief', 'true', 'end', "Liam's belief matches location", [B('Liam', 'end', 'blue_pantry'), O('end', 'blue_pantry')]),
 c("Sophia leaving and coming back", 'event', 'true', 6, "lines 4 and 6", [EV(4, 'Sophia exited the closet'), EV(6, 'Sophia entered the closet')])])

R(7, 'numbered', 'unsound', 'blue_pantry',
"""1. The tomato starts in the green_bucket.
2. Sophia leaves (line 4).
3. Liam moves it to the blue_pantry (line 5).
4. Sophia returns at line 6 but still thinks it's in the green_bucket.
5. Liam, who did the moving, will look in the blue_pantry.""",
[c("The tomato starts in the green_bucket", 'location', 'true', 3, "line 3", O(3, 'green_bucket')),
 c("Sophia leaves (line 4)", 'event', 'true', 4, "line 4", EV(4, 'Sophia exited the closet')),
 c("Liam moves it to the blue_pantry (line 5)", 'event', 'true', 5, "line 5", EV(5, 'Liam moved the tomato to the blue_pantry')),
 c("Sophia returns at line 6", 'event', 'true', 6, "line 6", EV(6, 'Sophia entered the closet')),
 c("still thinks it's in the green_bucket", 'belief', 'false', 'end', "on re-entering Sophia sees it: blue_pantry", B('Sophia', 'end', 'green_bucket')),
 c("Liam, who did the moving", 'event', 'true', 5, "line 5", EV(5, 'Liam moved the tomato')),
 c("will look in the blue_pantry", 'belief', 'true', 'end', "answer", B('Liam', 'end', 'blue_pantry'), ans=True)])

# ======================= item 8: s6804-9-o4 (Noah->Logan->Sophia->Nathan, onion) =======================
R(8, 'terse', 'sound', 'red_suitcase',
"""F. red_suitcase. Noah and Logan both left before the first move, so every link in the chain stops at the red_suitcase.""",
[c("F. red_suitcase", 'belief', 'true', 'end', "answer", B('Noah -> Logan -> Sophia -> Nathan', 'end', 'red_suitcase'), ans=True),
 c("Noah and Logan both left before the first move", 'presence', 'true', 7, "exits 4 and 6, first move at 7", [NOMOVE(0, 7), EV(7, 'Nathan moved the onion'), RM('Noah', 7, None), RM('Logan', 7, None)]),
 c("every link in the chain stops at the red_suitcase", 'belief', 'true', 'end', "chain and sub-chains", [B('Noah -> Logan -> Sophia -> Nathan', 'end', 'red_suitcase'), B('Noah -> Logan -> Sophia', 'end', 'red_suitcase'), B('Noah -> Logan', 'end', 'red_suitcase')], ans=True)])

R(8, 'thinking', 'unsound', 'red_suitcase',
"""<think>
Four levels: Noah → Logan → Sophia → Nathan.
Noah left first (line 4), Logan next (line 6). Both were there when the onion was in the red_suitcase and neither saw Nathan move it to the red_bucket at line 7.
Real Sophia did see that move, and then she moved it to the blue_bottle herself... so Sophia believes Nathan thinks red_suitcase? No wait, she watched him move it, so she knows Nathan thinks red_bucket. Fine, but that's the real Sophia. In Logan's model, Sophia last saw it in the red_suitcase, and Nathan too. And Noah's model of Logan is the same, since Noah left even earlier.
The back_yard stuff is about a pineapple. Irrelevant.
</think>
**red_suitcase**""",
[c("Noah left first (line 4)", 'order', 'true', 4, "first exit", [EV(4, 'Noah exited the staircase'), FIRST('Noah', 'staircase')]),
 c("Logan next (line 6)", 'order', 'true', 6, "second exit", [EV(6, 'Logan exited the staircase'), NEXT('Noah', 'Logan', 'staircase')]),
 c("Both were there when the onion was in the red_suitcase", 'presence', 'true', 2, "line 2", [O(2, 'red_suitcase'), RM('Noah', 2, 'staircase'), RM('Logan', 2, 'staircase')]),
 c("neither saw Nathan move it to the red_bucket at line 7", 'presence', 'true', 7, "both absent at 7", [EV(7, 'Nathan moved the onion to the red_bucket'), SAW('Noah', 7, False), SAW('Logan', 7, False)]),
 c("Real Sophia did see that move", 'presence', 'true', 7, "Sophia witnessed 7", SAW('Sophia', 7)),
 c("then she moved it to the blue_bottle herself", 'event', 'false', 9, "Sophia moved it to the blue_pantry", EV(9, 'Sophia moved the onion to the blue_bottle')),
 c("she knows Nathan thinks red_bucket", 'belief', 'true', 'end', "Sophia -> Nathan", B('Sophia -> Nathan', 'end', 'red_bucket')),
 c("In Logan's model, Sophia last saw it in the red_suitcase", 'belief', 'true', 'end', "Logan -> Sophia", B('Logan -> Sophia', 'end', 'red_suitcase')),
 c("and Nathan too", 'belief', 'true', 'end', "Logan -> Sophia -> Nathan", B('Logan -> Sophia -> Nathan', 'end', 'red_suitcase')),
 c("Noah's model of Logan is the same", 'belief', 'true', 'end', "Noah -> Logan -> Sophia", B('Noah -> Logan -> Sophia', 'end', 'red_suitcase')),
 c("Noah left even earlier", 'order', 'true', 4, "Noah 4 before Logan 6", EXB('Noah', 'Logan', 'staircase')),
 c("The back_yard stuff is about a pineapple", 'event', 'true', None, "no onion event after 13", NOEV('onion', after=13)),
 c("**red_suitcase**", 'belief', 'true', 'end', "answer", B('Noah -> Logan -> Sophia -> Nathan', 'end', 'red_suitcase'), ans=True)])

R(8, 'answer_first', 'wrong', 'red_bucket',
"""H. red_bucket
The innermost belief is Nathan's, and Nathan himself moved the onion to the red_bucket before leaving. Since the chain ends with Nathan, the answer follows his belief: red_bucket.""",
[c("H. red_bucket", 'belief', 'false', 'end', "full chain is red_suitcase", B('Noah -> Logan -> Sophia -> Nathan', 'end', 'red_bucket'), ans=True),
 c("Nathan himself moved the onion to the red_bucket before leaving", 'event', 'true', 7, "lines 7-8", [EV(7, 'Nathan moved the onion to the red_bucket'), EV(8, 'Nathan exited')]),
 c("his belief: red_bucket", 'belief', 'true', 'end', "Nathan believes red_bucket", B('Nathan', 'end', 'red_bucket'))])

R(8, 'numbered', 'unsound', 'red_suitcase',
"""1. Start: onion in the red_suitcase, all five present.
2. Noah (line 4) and Logan (line 6) leave before anything moves.
3. Nathan moves it to the red_bucket (7); only Emily sees this.
4. Sophia moves it to the blue_pantry (9) and leaves; Emily is the last one out.
5. Logan only ever saw the red_suitcase, and from his point of view Sophia and Nathan saw the same.
6. Noah likewise left before any change and thinks Logan has the red_suitcase picture.
So: Noah thinks Logan thinks Sophia thinks Nathan thinks the onion is in the red_suitcase.""",
[c("onion in the red_suitcase, all five present", 'location', 'true', 2, "line 2", [O(2, 'red_suitcase')] + [RM(x, 2, 'staircase') for x in ('Noah', 'Logan', 'Nathan', 'Sophia', 'Emily')]),
 c("Noah (line 4) and Logan (line 6) leave before anything moves", 'event', 'true', 6, "exits 4, 6; first move 7", [EV(4, 'Noah exited'), EV(6, 'Logan exited'), NOMOVE(0, 7)]),
 c("Nathan moves it to the red_bucket (7)", 'event', 'true', 7, "line 7", EV(7, 'Nathan moved the onion to the red_bucket')),
 c("only Emily sees this", 'presence', 'false', 7, "Sophia also witnessed line 7", SAW('Sophia', 7, False)),
 c("Sophia moves it to the blue_pantry (9) and leaves", 'event', 'true', 10, "lines 9-10", [EV(9, 'Sophia moved the onion to the blue_pantry'), EV(10, 'Sophia exited')]),
 c("Emily is the last one out", 'order', 'true', 12, "Emily exits last", LAST('Emily', 'staircase')),
 c("Logan only ever saw the red_suitcase", 'belief', 'true', 'end', "Logan believes red_suitcase", B('Logan', 'end', 'red_suitcase')),
 c("from his point of view Sophia and Nathan saw the same", 'belief', 'true', 'end', "Logan->Sophia, Logan->Nathan, Logan->Sophia->Nathan", [B('Logan -> Sophia', 'end', 'red_suitcase'), B('Logan -> Nathan', 'end', 'red_suitcase'), B('Logan -> Sophia -> Nathan', 'end', 'red_suitcase')]),
 c("Noah likewise left before any change", 'presence', 'true', 4, "Noah gone before line 7", RM('Noah', 7, None)),
 c("thinks Logan has the red_suitcase picture", 'belief', 'true', 'end', "Noah -> Logan", B('Noah -> Logan', 'end', 'red_suitcase')),
 c("Noah thinks Logan thinks Sophia thinks Nathan thinks the onion is in the red_suitcase", 'belief', 'true', 'end', "answer", B('Noah -> Logan -> Sophia -> Nathan', 'end', 'red_suitcase'), ans=True)])

R(8, 'narrative', 'unsupported', 'red_suitcase',
"""This is a deeply nested question, so the trick is not to get distracted by where the onion actually ended up. Following the chain from Noah down to Nathan, the location that survives all four levels is the red_suitcase.""",
[c("the location that survives all four levels is the red_suitcase", 'belief', 'true', 'end', "answer", B('Noah -> Logan -> Sophia -> Nathan', 'end', 'red_suitcase'), ans=True)])

# ======================= item 9: s6804-5-o0 (grapefruit, really) =======================
R(9, 'thinking', 'sound', 'green_box',
"""<think>
Grapefruit only. Starts blue_basket (2). Mila, Logan and Alexander leave without touching it. Ava moves it to the green_box at 9 while Aria is watching. Then nothing else happens to the grapefruit; the dining room part, the public claim and Ava's tell to Alexander are all about the apple. So: green_box.
</think>
D. green_box""",
[c("Starts blue_basket (2)", 'location', 'true', 2, "line 2", O(2, 'blue_basket')),
 c("Mila, Logan and Alexander leave without touching it", 'event', 'true', 8, "exits 4,6,8; no moves before 9", [EV(4, 'Mila exited'), EV(6, 'Logan exited'), EV(8, 'Alexander exited'), NOMOVE(0, 9)]),
 c("Ava moves it to the green_box at 9", 'event', 'true', 9, "line 9", EV(9, 'Ava moved the grapefruit to the green_box')),
 c("while Aria is watching", 'presence', 'true', 9, "Aria witnessed 9", SAW('Aria', 9)),
 c("nothing else happens to the grapefruit", 'event', 'true', None, "no later move", NOMOVE(9)),
 c("the dining room part, the public claim and Ava's tell to Alexander are all about the apple", 'event', 'true', None, "no grapefruit after 13; 24 and 25 are about the apple", [NOEV('grapefruit', after=13), EV(24, 'apple'), EV(25, 'apple')]),
 c("So: green_box", 'location', 'true', 'end', "answer", O('end', 'green_box'), ans=True),
 c("D. green_box", 'location', 'true', 'end', "answer", O('end', 'green_box'), ans=True)])

R(9, 'answer_first', 'unsound', 'green_box',
"""D. green_box.
Ava moved the grapefruit from the blue_basket to the green_box, with only Aria left in the crawlspace to see it, and nobody moved it again. The later scenes only shuffle the apple around (Aria put it in the red_envelope at the end), and Logan's public claim is about the apple too. The grapefruit never leaves the green_box.""",
[c("D. green_box", 'location', 'true', 'end', "answer", O('end', 'green_box'), ans=True),
 c("Ava moved the grapefruit from the blue_basket to the green_box", 'event', 'true', 9, "line 9", [O(8, 'blue_basket'), EV(9, 'Ava moved the grapefruit to the green_box')]),
 c("with only Aria left in the crawlspace to see it", 'presence', 'true', 9, "only Ava and Aria present", [RM('Aria', 9, 'crawlspace')] + [RM(x, 9, None) for x in ('Mila', 'Logan', 'Alexander')]),
 c("nobody moved it again", 'event', 'true', None, "no later move", NOMOVE(9)),
 c("The later scenes only shuffle the apple around", 'event', 'true', None, "no grapefruit after 13", NOEV('grapefruit', after=13)),
 c("Aria put it in the red_envelope at the end", 'event', 'false', 21, "Ava moved the apple to the red_envelope (21); Aria put it in the blue_pantry", EV(21, 'Aria moved the apple to the red_envelope')),
 c("Logan's public claim is about the apple too", 'communication', 'true', 24, "line 24", EV(24, 'Logan publicly claimed that apple')),
 c("The grapefruit never leaves the green_box", 'location', 'true', 'end', "answer", O('end', 'green_box'), ans=True)])

R(9, 'numbered', 'wrong', 'red_envelope',
"""1. Grapefruit starts in the blue_basket.
2. Ava moves it to the green_box at line 9.
3. In the dining room Ava moves it to the red_envelope at line 21.
4. Ava also privately tells Alexander the grapefruit is in the red_envelope.
Final: red_envelope (I).""",
[c("Grapefruit starts in the blue_basket", 'location', 'true', 2, "line 2", O(2, 'blue_basket')),
 c("Ava moves it to the green_box at line 9", 'event', 'true', 9, "line 9", EV(9, 'Ava moved the grapefruit to the green_box')),
 c("In the dining room Ava moves it to the red_envelope at line 21", 'event', 'false', 21, "line 21 moves the apple, not the grapefruit", EV(21, 'Ava moved the grapefruit')),
 c("Ava also privately tells Alexander the grapefruit is in the red_envelope", 'communication', 'false', 25, "the tell at 25 is about the apple", EV(25, 'the grapefruit is in the red_envelope')),
 c("Final: red_envelope (I)", 'location', 'false', 'end', "grapefruit is in the green_box", O('end', 'red_envelope'), ans=True)])

R(9, 'narrative', 'unsupported', 'green_box',
"""The question is only about the grapefruit's physical location, so what people say to one another doesn't matter. Following the grapefruit to its final resting place, it is in the green_box.""",
[c("it is in the green_box", 'location', 'true', 'end', "answer", O('end', 'green_box'), ans=True)])

R(9, 'terse', 'sound', 'green_box',
"""green_box — Ava put it there (line 9) and no one moved it after.""",
[c("green_box", 'location', 'true', 'end', "answer", O('end', 'green_box'), ans=True),
 c("Ava put it there (line 9)", 'event', 'true', 9, "line 9", EV(9, 'Ava moved the grapefruit to the green_box')),
 c("no one moved it after", 'event', 'true', None, "no later move", NOMOVE(9))])
# ======================= item 10: s6804-0-o0 (green_pepper, really) =======================
R(10, 'answer_first', 'sound', 'blue_cupboard',
"""B. blue_cupboard
The green_pepper went blue_cupboard → blue_bucket (Jacob) → green_bottle (James) → blue_crate (Charlotte) → back to the blue_cupboard (Lily, line 11). Lily was the last one in the cellar, so nobody undid her move. Charlotte's public claim about the blue_crate is simply out of date.""",
[c("B. blue_cupboard", 'location', 'true', 'end', "answer", O('end', 'blue_cupboard'), ans=True),
 c("blue_bucket (Jacob)", 'event', 'true', 3, "line 3", EV(3, 'Jacob moved the green_pepper to the blue_bucket')),
 c("green_bottle (James)", 'event', 'true', 5, "line 5", EV(5, 'James moved the green_pepper to the green_bottle')),
 c("blue_crate (Charlotte)", 'event', 'true', 9, "line 9", EV(9, 'Charlotte moved the green_pepper to the blue_crate')),
 c("back to the blue_cupboard (Lily, line 11)", 'event', 'true', 11, "line 11", EV(11, 'Lily moved the green_pepper to the blue_cupboard')),
 c("Lily was the last one in the cellar", 'order', 'true', 12, "Lily exits last", LAST('Lily', 'cellar')),
 c("nobody undid her move", 'event', 'true', None, "no move after 11", NOMOVE(11)),
 c("Charlotte's public claim about the blue_crate", 'communication', 'true', 14, "line 14", EV(14, 'Charlotte publicly claimed that green_pepper is in the blue_crate')),
 c("is simply out of date", 'location', 'true', 14, "it had been in blue_crate, now blue_cupboard", [O(9, 'blue_crate'), O(14, 'blue_cupboard')])])

R(10, 'numbered', 'unsound', 'blue_cupboard',
"""1. Initial: blue_cupboard (line 2).
2. Jacob → blue_bucket (3), James → green_bottle (5), Charlotte → blue_crate (9).
3. Lily, alone in the cellar, moves it back to the blue_cupboard (11).
4. Charlotte then publicly claims it's in the blue_crate; Jackson, Jacob and James go along with her.
5. Lily's private tell to Jacob has no effect, because Jacob left the cellar first.
6. None of this talk moves the pepper: it's really in the blue_cupboard.""",
[c("Initial: blue_cupboard (line 2)", 'location', 'true', 2, "line 2", O(2, 'blue_cupboard')),
 c("Jacob → blue_bucket (3)", 'event', 'true', 3, "line 3", EV(3, 'Jacob moved the green_pepper to the blue_bucket')),
 c("James → green_bottle (5)", 'event', 'true', 5, "line 5", EV(5, 'James moved the green_pepper to the green_bottle')),
 c("Charlotte → blue_crate (9)", 'event', 'true', 9, "line 9", EV(9, 'Charlotte moved the green_pepper to the blue_crate')),
 c("Lily, alone in the cellar", 'presence', 'true', 11, "only Lily left", ALONE('Lily', 11)),
 c("moves it back to the blue_cupboard (11)", 'event', 'true', 11, "line 11", EV(11, 'Lily moved the green_pepper to the blue_cupboard')),
 c("Charlotte then publicly claims it's in the blue_crate", 'communication', 'true', 14, "line 14", EV(14, 'Charlotte publicly claimed that green_pepper is in the blue_crate')),
 c("Jackson, Jacob and James go along with her", 'communication', 'true', 14, "all three believe blue_crate after 14", [B('Jackson', 14, 'blue_crate'), B('Jacob', 14, 'blue_crate'), B('James', 14, 'blue_crate')]),
 c("Lily's private tell to Jacob has no effect", 'communication', 'false', 16, "Jacob trusts Lily (she exited later): now blue_cupboard", B('Jacob', 16, 'blue_crate')),
 c("Jacob left the cellar first", 'order', 'true', 4, "Jacob exits first", FIRST('Jacob', 'cellar')),
 c("it's really in the blue_cupboard", 'location', 'true', 'end', "answer", O('end', 'blue_cupboard'), ans=True)])

R(10, 'narrative', 'wrong', 'blue_crate',
"""The pepper moves a lot: Jacob, James and Charlotte each move it in turn, with Charlotte putting it in the blue_crate. When everyone is in the waiting room, Charlotte publicly states it's in the blue_crate, and since she was one of the last to leave, her statement should be reliable. Lily's whisper to Jacob contradicts her, but a private remark carries less weight than a public statement. The green_pepper is in the blue_crate.""",
[c("Jacob, James and Charlotte each move it in turn", 'event', 'true', 9, "lines 3, 5, 9", [EV(3, 'Jacob moved'), EV(5, 'James moved'), EV(9, 'Charlotte moved')]),
 c("Charlotte putting it in the blue_crate", 'event', 'true', 9, "line 9", EV(9, 'Charlotte moved the green_pepper to the blue_crate')),
 c("Charlotte publicly states it's in the blue_crate", 'communication', 'true', 14, "line 14", EV(14, 'Charlotte publicly claimed that green_pepper is in the blue_crate')),
 c("she was one of the last to leave", 'order', 'uncheckable', 10, "vague ('one of the last')"),
 c("Lily's whisper to Jacob contradicts her", 'communication', 'true', 16, "Lily says blue_cupboard", EV(16, 'Lily privately told Jacob that the green_pepper is in the blue_cupboard')),
 c("The green_pepper is in the blue_crate", 'location', 'false', 'end', "it is in the blue_cupboard", O('end', 'blue_crate'), ans=True)])

R(10, 'terse', 'sound', 'blue_cupboard',
"""Blue_cupboard. Lily moved it back there at line 11, after Charlotte left; no one else saw it.""",
[c("Blue_cupboard", 'location', 'true', 'end', "answer", O('end', 'blue_cupboard'), ans=True),
 c("Lily moved it back there at line 11", 'event', 'true', 11, "line 11", EV(11, 'Lily moved the green_pepper to the blue_cupboard')),
 c("after Charlotte left", 'order', 'true', 11, "Charlotte exited at 10", RM('Charlotte', 11, None)),
 c("no one else saw it", 'presence', 'true', 11, "only Lily witnessed line 11", [SAW(x, 11, False) for x in ('Jacob', 'James', 'Jackson', 'Charlotte')])])

R(10, 'thinking', 'unsound', 'blue_cupboard',
"""<think>
Let me trace. blue_cupboard at 2. Jacob moves it to blue_bucket, leaves. James moves it to green_bottle and leaves. Jackson does nothing, and he had already left before James's move. Charlotte puts it in the blue_crate, leaves. Lily moves it to the blue_cupboard at 11 and leaves last. The public claim (blue_crate) at 14 is Charlotte's outdated belief, and Lily's tell to Jacob at 16 is accurate. Real location: blue_cupboard.
</think>
The green_pepper is really in the blue_cupboard.""",
[c("blue_cupboard at 2", 'location', 'true', 2, "line 2", O(2, 'blue_cupboard')),
 c("Jacob moves it to blue_bucket, leaves", 'event', 'true', 4, "lines 3-4", [EV(3, 'Jacob moved the green_pepper to the blue_bucket'), EV(4, 'Jacob exited')]),
 c("James moves it to green_bottle and leaves", 'event', 'true', 6, "lines 5-6", [EV(5, 'James moved the green_pepper to the green_bottle'), EV(6, 'James exited')]),
 c("Jackson does nothing", 'event', 'true', 7, "Jackson never moves it", NOEV('Jackson moved')),
 c("he had already left before James's move", 'presence', 'false', 5, "Jackson was present at 5 (exits at 8)", RM('Jackson', 5, None)),
 c("Charlotte puts it in the blue_crate, leaves", 'event', 'true', 10, "lines 9-10", [EV(9, 'Charlotte moved the green_pepper to the blue_crate'), EV(10, 'Charlotte exited')]),
 c("Lily moves it to the blue_cupboard at 11", 'event', 'true', 11, "line 11", EV(11, 'Lily moved the green_pepper to the blue_cupboard')),
 c("leaves last", 'order', 'true', 12, "Lily exits last", LAST('Lily', 'cellar')),
 c("The public claim (blue_crate) at 14", 'communication', 'true', 14, "line 14", EV(14, 'publicly claimed that green_pepper is in the blue_crate')),
 c("is Charlotte's outdated belief", 'belief', 'true', 14, "Charlotte believes blue_crate", [B('Charlotte', 14, 'blue_crate'), O(14, 'blue_cupboard')]),
 c("Lily's tell to Jacob at 16 is accurate", 'communication', 'true', 16, "line 16 matches location", [EV(16, 'Lily privately told Jacob that the green_pepper is in the blue_cupboard'), O(16, 'blue_cupboard')]),
 c("Real location: blue_cupboard", 'location', 'true', 'end', "answer", O('end', 'blue_cupboard'), ans=True),
 c("The green_pepper is really in the blue_cupboard", 'location', 'true', 'end', "answer", O('end', 'blue_cupboard'), ans=True)])

# ======================= item 11: s6804-23-o3 (Sophia->Isla->Emma, tangerine) =======================
R(11, 'numbered', 'sound', 'green_suitcase',
"""1. Sophia moves the tangerine to the green_suitcase at line 8, with Emma and Isla in the room.
2. Sophia then leaves (line 9), so she never sees Emma's move to the blue_container or Isla's move back to the green_bucket.
3. From Sophia's point of view, both Isla and Emma last saw the tangerine in the green_suitcase.
4. Sophia's private tell to Jack and Lucas's tell to Emma don't touch Sophia's model of Isla.
Answer: D. green_suitcase""",
[c("Sophia moves the tangerine to the green_suitcase at line 8", 'event', 'true', 8, "line 8", EV(8, 'Sophia moved the tangerine to the green_suitcase')),
 c("with Emma and Isla in the room", 'presence', 'true', 8, "both witnessed 8", [SAW('Emma', 8), SAW('Isla', 8)]),
 c("Sophia then leaves (line 9)", 'event', 'true', 9, "line 9", EV(9, 'Sophia exited the bathroom')),
 c("she never sees Emma's move to the blue_container or Isla's move back to the green_bucket", 'presence', 'true', 13, "Sophia absent at 10 and 13", [EV(10, 'Emma moved the tangerine to the blue_container'), EV(13, 'Isla moved the tangerine to the green_bucket'), SAW('Sophia', 10, False), SAW('Sophia', 13, False)]),
 c("both Isla and Emma last saw the tangerine in the green_suitcase", 'belief', 'true', 'end', "Sophia->Isla, Sophia->Emma", [B('Sophia -> Isla', 'end', 'green_suitcase'), B('Sophia -> Emma', 'end', 'green_suitcase')]),
 c("Sophia's private tell to Jack and Lucas's tell to Emma don't touch Sophia's model of Isla", 'communication', 'true', 18, "Sophia->Isla unchanged through 17-18", [EV(17, 'Sophia privately told Jack'), EV(18, 'Lucas privately told Emma'), B('Sophia -> Isla', 16, 'green_suitcase'), B('Sophia -> Isla', 18, 'green_suitcase')]),
 c("Answer: D. green_suitcase", 'belief', 'true', 'end', "answer", B('Sophia -> Isla -> Emma', 'end', 'green_suitcase'), ans=True)])

R(11, 'narrative', 'unsound', 'green_suitcase',
"""Sophia was the one who put the tangerine in the green_suitcase, in front of Emma, Isla and Jack. Right after that she walked out, so she missed Emma's switch to the blue_container and Isla's later move back to the green_bucket. In Sophia's mind, then, the last scene Isla and Emma shared was the green_suitcase one, and Sophia telling Jack "green_suitcase" in the waiting room fits that picture. So Sophia thinks Isla thinks Emma thinks the tangerine is in the green_suitcase.""",
[c("Sophia was the one who put the tangerine in the green_suitcase", 'event', 'true', 8, "line 8", EV(8, 'Sophia moved the tangerine to the green_suitcase')),
 c("in front of Emma, Isla and Jack", 'presence', 'false', 8, "Jack had left at line 4", [SAW('Emma', 8), SAW('Isla', 8), SAW('Jack', 8)]),
 c("Right after that she walked out", 'event', 'true', 9, "line 9", EV(9, 'Sophia exited the bathroom')),
 c("she missed Emma's switch to the blue_container and Isla's later move back to the green_bucket", 'presence', 'true', 13, "absent at 10, 13", [SAW('Sophia', 10, False), SAW('Sophia', 13, False), EV(10, 'Emma moved the tangerine to the blue_container'), EV(13, 'Isla moved the tangerine to the green_bucket')]),
 c("In Sophia's mind, then, the last scene Isla and Emma shared was the green_suitcase one", 'belief', 'true', 'end', "Sophia -> Isla -> Emma", B('Sophia -> Isla -> Emma', 'end', 'green_suitcase'), ans=True),
 c("Sophia telling Jack \"green_suitcase\" in the waiting room", 'communication', 'true', 17, "line 17", EV(17, 'Sophia privately told Jack that the tangerine is in the green_suitcase')),
 c("Sophia thinks Isla thinks Emma thinks the tangerine is in the green_suitcase", 'belief', 'true', 'end', "answer", B('Sophia -> Isla -> Emma', 'end', 'green_suitcase'), ans=True)])

R(11, 'terse', 'wrong', 'blue_container',
"""blue_container — Isla watched Emma put it there.""",
[c("blue_container", 'belief', 'false', 'end', "chain is green_suitcase", B('Sophia -> Isla -> Emma', 'end', 'blue_container'), ans=True),
 c("Isla watched Emma put it there", 'presence', 'true', 10, "Isla witnessed line 10", [SAW('Isla', 10), EV(10, 'Emma moved the tangerine to the blue_container')])])

R(11, 'thinking', 'unsound', 'green_suitcase',
"""<think>
Chain: Sophia → Isla → Emma.
Sophia put it in the green_suitcase at 8 and left at 9. Emma and Isla were both present then.
After Sophia left: Emma → blue_container (10), Emma leaves (12), Isla → green_bucket (13).
Real Isla thinks Emma believes it's in the green_bucket, but Sophia can't know any of that.
Lucas told Emma green_bucket at 18. Emma left after Lucas, so she doesn't trust him. Irrelevant for Sophia anyway.
Sophia's model: Isla last saw it in the green_suitcase, and Isla saw Emma see it there.
</think>
green_suitcase""",
[c("Sophia put it in the green_suitcase at 8", 'event', 'true', 8, "line 8", EV(8, 'Sophia moved the tangerine to the green_suitcase')),
 c("left at 9", 'event', 'true', 9, "line 9", EV(9, 'Sophia exited the bathroom')),
 c("Emma and Isla were both present then", 'presence', 'true', 8, "both present at 8", [RM('Emma', 8, 'bathroom'), RM('Isla', 8, 'bathroom')]),
 c("Emma → blue_container (10)", 'event', 'true', 10, "line 10", EV(10, 'Emma moved the tangerine to the blue_container')),
 c("Emma leaves (12)", 'event', 'true', 12, "line 12", EV(12, 'Emma exited the bathroom')),
 c("Isla → green_bucket (13)", 'event', 'true', 13, "line 13", EV(13, 'Isla moved the tangerine to the green_bucket')),
 c("Real Isla thinks Emma believes it's in the green_bucket", 'belief', 'false', 'end', "Isla -> Emma is blue_container (Emma left before Isla's move)", B('Isla -> Emma', 'end', 'green_bucket')),
 c("Lucas told Emma green_bucket at 18", 'communication', 'true', 18, "line 18", EV(18, 'Lucas privately told Emma that the tangerine is in the green_bucket')),
 c("Emma left after Lucas", 'order', 'true', 12, "Lucas 7, Emma 12", EXB('Lucas', 'Emma', 'bathroom')),
 c("she doesn't trust him", 'communication', 'true', 18, "Emma keeps blue_container", B('Emma', 18, 'blue_container')),
 c("Sophia's model: Isla last saw it in the green_suitcase", 'belief', 'true', 'end', "Sophia -> Isla", B('Sophia -> Isla', 'end', 'green_suitcase')),
 c("Isla saw Emma see it there", 'belief', 'true', 'end', "Sophia -> Isla -> Emma", B('Sophia -> Isla -> Emma', 'end', 'green_suitcase'), ans=True),
 c("green_suitcase", 'belief', 'true', 'end', "answer", B('Sophia -> Isla -> Emma', 'end', 'green_suitcase'), occ=-1, ans=True)])

R(11, 'answer_first', 'unsupported', 'green_suitcase',
"""D. green_suitcase — that's the answer once you follow the chain from Sophia's perspective.""",
[c("D. green_suitcase", 'belief', 'true', 'end', "answer", B('Sophia -> Isla -> Emma', 'end', 'green_suitcase'), ans=True)])

# ======================= item 12: s6804-3-o3 (Charlotte->Isabella->Logan, broccoli) =======================
R(12, 'narrative', 'sound', 'blue_suitcase',
"""Logan moved the broccoli from the green_envelope to the blue_suitcase and then left, with Charlotte and Isabella both watching. Because Logan walked out right after, Charlotte knows that Isabella knows Logan's last view is the blue_suitcase. Charlotte's own move to the green_bottle happened after Logan was gone, so it doesn't affect anyone's picture of Logan. The cucumber business at the end is a separate object. Charlotte thinks Isabella thinks Logan thinks the broccoli is in the blue_suitcase.""",
[c("Logan moved the broccoli from the green_envelope to the blue_suitcase", 'event', 'true', 7, "line 7", [O(6, 'green_envelope'), EV(7, 'Logan moved the broccoli to the blue_suitcase')]),
 c("then left", 'event', 'true', 8, "line 8", EV(8, 'Logan exited the hall')),
 c("with Charlotte and Isabella both watching", 'presence', 'true', 7, "both witnessed 7", [SAW('Charlotte', 7), SAW('Isabella', 7)]),
 c("Charlotte knows that Isabella knows Logan's last view is the blue_suitcase", 'belief', 'true', 'end', "Charlotte -> Isabella -> Logan", B('Charlotte -> Isabella -> Logan', 'end', 'blue_suitcase'), ans=True),
 c("Charlotte's own move to the green_bottle happened after Logan was gone", 'event', 'true', 9, "line 9, Logan absent", [EV(9, 'Charlotte moved the broccoli to the green_bottle'), RM('Logan', 9, None)]),
 c("it doesn't affect anyone's picture of Logan", 'belief', 'true', 9, "Charlotte->Logan and Isabella->Logan stay blue_suitcase", [B('Charlotte -> Logan', 9, 'blue_suitcase'), B('Isabella -> Logan', 9, 'blue_suitcase')]),
 c("The cucumber business at the end is a separate object", 'event', 'true', None, "no broccoli after line 16", NOEV('broccoli', after=16)),
 c("Charlotte thinks Isabella thinks Logan thinks the broccoli is in the blue_suitcase", 'belief', 'true', 'end', "answer", B('Charlotte -> Isabella -> Logan', 'end', 'blue_suitcase'), ans=True)])

R(12, 'terse', 'unsound', 'blue_suitcase',
"""blue_suitcase. Logan moved it there at line 7 and left; Charlotte stayed until the very end.""",
[c("blue_suitcase", 'belief', 'true', 'end', "answer", B('Charlotte -> Isabella -> Logan', 'end', 'blue_suitcase'), ans=True),
 c("Logan moved it there at line 7 and left", 'event', 'true', 8, "lines 7-8", [EV(7, 'Logan moved the broccoli to the blue_suitcase'), EV(8, 'Logan exited')]),
 c("Charlotte stayed until the very end", 'order', 'false', 10, "Charlotte exited at 10; Isabella was last (15)", LAST('Charlotte', 'hall'))])

R(12, 'thinking', 'wrong', 'green_bottle',
"""<think>
Charlotte → Isabella → Logan. Hmm, start from Charlotte. Charlotte last moved it to the green_bottle at 9, with Isabella present. So Charlotte thinks Isabella thinks green_bottle. Then for Logan... Logan had already left at 8, but Isabella's belief about Logan... I'll go with the latest shared location in Charlotte's view, the green_bottle.
</think>
Answer: green_bottle""",
[c("Charlotte last moved it to the green_bottle at 9", 'event', 'true', 9, "line 9", EV(9, 'Charlotte moved the broccoli to the green_bottle')),
 c("with Isabella present", 'presence', 'true', 9, "Isabella witnessed 9", SAW('Isabella', 9)),
 c("Charlotte thinks Isabella thinks green_bottle", 'belief', 'true', 'end', "Charlotte -> Isabella", B('Charlotte -> Isabella', 'end', 'green_bottle')),
 c("Logan had already left at 8", 'event', 'true', 8, "line 8", EV(8, 'Logan exited the hall')),
 c("Answer: green_bottle", 'belief', 'false', 'end', "chain is blue_suitcase", B('Charlotte -> Isabella -> Logan', 'end', 'green_bottle'), ans=True)])

R(12, 'answer_first', 'unsupported', 'blue_suitcase',
"""L. blue_suitcase.
Working through the three levels of belief gives the blue_suitcase.""",
[c("L. blue_suitcase", 'belief', 'true', 'end', "answer", B('Charlotte -> Isabella -> Logan', 'end', 'blue_suitcase'), ans=True),
 c("Working through the three levels of belief gives the blue_suitcase", 'belief', 'true', 'end', "answer restated", B('Charlotte -> Isabella -> Logan', 'end', 'blue_suitcase'), ans=True)])

R(12, 'numbered', 'sound', 'blue_suitcase',
"""1. Line 7: Logan puts the broccoli in the blue_suitcase; Charlotte, Aria and Isabella see it.
2. Line 8: Logan exits, so Logan believes blue_suitcase.
3. Charlotte and Isabella were both there for lines 7–8, so Isabella thinks Logan thinks blue_suitcase, and Charlotte knows Isabella saw all that.
4. Later moves (Charlotte → green_bottle, Aria → blue_bucket) happen after Logan left.
5. The private tells in the waiting room are about the cucumber.
Answer: blue_suitcase""",
[c("Logan puts the broccoli in the blue_suitcase", 'event', 'true', 7, "line 7", EV(7, 'Logan moved the broccoli to the blue_suitcase')),
 c("Charlotte, Aria and Isabella see it", 'presence', 'true', 7, "all three witnessed 7", [SAW('Charlotte', 7), SAW('Aria', 7), SAW('Isabella', 7)]),
 c("Logan exits", 'event', 'true', 8, "line 8", EV(8, 'Logan exited the hall')),
 c("Logan believes blue_suitcase", 'belief', 'true', 'end', "Logan's belief", B('Logan', 'end', 'blue_suitcase')),
 c("Charlotte and Isabella were both there for lines 7–8", 'presence', 'true', 8, "both witnessed 7 and 8", [SAW('Charlotte', 7), SAW('Charlotte', 8), SAW('Isabella', 7), SAW('Isabella', 8)]),
 c("Isabella thinks Logan thinks blue_suitcase", 'belief', 'true', 'end', "Isabella -> Logan", B('Isabella -> Logan', 'end', 'blue_suitcase')),
 c("Charlotte knows Isabella saw all that", 'belief', 'uncheckable', None, "knowledge of witnessing is not a gold column"),
 c("Later moves (Charlotte → green_bottle, Aria → blue_bucket) happen after Logan left", 'presence', 'true', 11, "moves 9, 11, Logan absent", [EV(9, 'Charlotte moved the broccoli to the green_bottle'), EV(11, 'Aria moved the broccoli to the blue_bucket'), RM('Logan', 9, None), RM('Logan', 11, None)]),
 c("The private tells in the waiting room are about the cucumber", 'communication', 'true', 28, "lines 27-28", [EV(27, 'the cucumber'), EV(28, 'the cucumber')]),
 c("Answer: blue_suitcase", 'belief', 'true', 'end', "answer", B('Charlotte -> Isabella -> Logan', 'end', 'blue_suitcase'), ans=True)])

# ======================= item 13: s6804-6-o1 (Jacob, lettuce) =======================
R(13, 'terse', 'sound', 'red_crate',
"""red_crate — Jacob last saw it in the green_treasure_chest, but he believed Lily's public claim at line 27.""",
[c("red_crate", 'belief', 'true', 'end', "answer", B('Jacob', 'end', 'red_crate'), ans=True),
 c("Jacob last saw it in the green_treasure_chest", 'belief', 'true', 26, "Jacob's belief before the claim", B('Jacob', 26, 'green_treasure_chest')),
 c("he believed Lily's public claim at line 27", 'communication', 'true', 27, "Jacob trusts Lily", [EV(27, 'Lily publicly claimed that lettuce is in the red_crate'), B('Jacob', 27, 'red_crate')])])

R(13, 'thinking', 'unsound', 'red_crate',
"""<think>
Jacob's own last action: moved the lettuce to the green_treasure_chest at 10, then left at 11. Avery moved it to the red_crate after that, so Jacob didn't see it. Later James moved it to the green_treasure_chest at 18 while Jacob watched. Then in the waiting room Lily publicly says red_crate. Does Jacob believe her? Lily was the last to leave the crawlspace, well after Jacob, so yes, he trusts her and updates to red_crate.
</think>
Jacob thinks the lettuce is in the red_crate.""",
[c("moved the lettuce to the green_treasure_chest at 10", 'event', 'true', 10, "line 10", EV(10, 'Jacob moved the lettuce to the green_treasure_chest')),
 c("then left at 11", 'event', 'true', 11, "line 11", EV(11, 'Jacob exited the crawlspace')),
 c("Avery moved it to the red_crate after that", 'event', 'true', 12, "line 12", EV(12, 'Avery moved the lettuce to the red_crate')),
 c("Jacob didn't see it", 'presence', 'true', 12, "Jacob absent", SAW('Jacob', 12, False)),
 c("James moved it to the green_treasure_chest at 18", 'event', 'true', 18, "line 18", EV(18, 'James moved the lettuce to the green_treasure_chest')),
 c("while Jacob watched", 'presence', 'false', 18, "Jacob was in the waiting_room", SAW('Jacob', 18)),
 c("Lily publicly says red_crate", 'communication', 'true', 27, "line 27", EV(27, 'Lily publicly claimed that lettuce is in the red_crate')),
 c("Lily was the last to leave the crawlspace", 'order', 'true', 25, "Lily's exit at 25 is the final crawlspace exit", LAST('Lily', 'crawlspace', which=-1)),
 c("well after Jacob", 'order', 'true', 25, "Jacob 11, Lily 25", EXB('Jacob', 'Lily', 'crawlspace', wa=-1, wb=-1)),
 c("he trusts her and updates to red_crate", 'communication', 'true', 27, "Jacob believes red_crate after 27", [B('Jacob', 26, 'green_treasure_chest'), B('Jacob', 27, 'red_crate')]),
 c("Jacob thinks the lettuce is in the red_crate", 'belief', 'true', 'end', "answer", B('Jacob', 'end', 'red_crate'), ans=True)])

R(13, 'answer_first', 'wrong', 'green_treasure_chest',
"""I. green_treasure_chest. Jacob's last action was moving the lettuce into the green_treasure_chest, and he left straight away, so that is where he believes it is. Lily's public claim of the red_crate doesn't sway him.""",
[c("I. green_treasure_chest", 'belief', 'false', 'end', "Jacob believes red_crate", B('Jacob', 'end', 'green_treasure_chest'), ans=True),
 c("Jacob's last action was moving the lettuce into the green_treasure_chest", 'event', 'true', 10, "line 10", EV(10, 'Jacob moved the lettuce to the green_treasure_chest')),
 c("he left straight away", 'event', 'true', 11, "line 11", EV(11, 'Jacob exited the crawlspace')),
 c("that is where he believes it is", 'belief', 'false', 'end', "Jacob believes red_crate", B('Jacob', 'end', 'green_treasure_chest'), ans=True),
 c("Lily's public claim of the red_crate", 'communication', 'true', 27, "line 27", EV(27, 'Lily publicly claimed that lettuce is in the red_crate')),
 c("doesn't sway him", 'communication', 'false', 27, "Jacob trusts Lily: red_crate", B('Jacob', 27, 'green_treasure_chest'))])

R(13, 'numbered', 'sound', 'red_crate',
"""1. After Jacob's move at line 10, Jacob believes the lettuce is in the green_treasure_chest.
2. He exits at 11 and misses Avery moving it to the red_crate (12) and everything in the second crawlspace visit.
3. At line 27 Lily publicly claims it's in the red_crate. Lily exited after Jacob, so Jacob trusts her.
4. James's private correction goes only to Lily, not to Jacob.
Jacob thinks it's in the red_crate.""",
[c("After Jacob's move at line 10, Jacob believes the lettuce is in the green_treasure_chest", 'belief', 'true', 10, "Jacob at 10", B('Jacob', 10, 'green_treasure_chest')),
 c("He exits at 11", 'event', 'true', 11, "line 11", EV(11, 'Jacob exited the crawlspace')),
 c("misses Avery moving it to the red_crate (12)", 'presence', 'true', 12, "Jacob absent at 12", [EV(12, 'Avery moved the lettuce to the red_crate'), SAW('Jacob', 12, False)]),
 c("everything in the second crawlspace visit", 'presence', 'true', 25, "Jacob absent 16-25", [SAW('Jacob', t, False) for t in (16, 17, 18, 20, 23, 25)]),
 c("Lily publicly claims it's in the red_crate", 'communication', 'true', 27, "line 27", EV(27, 'Lily publicly claimed that lettuce is in the red_crate')),
 c("Lily exited after Jacob", 'order', 'true', 25, "Jacob 11, Lily 25", EXB('Jacob', 'Lily', 'crawlspace', wa=-1, wb=-1)),
 c("Jacob trusts her", 'communication', 'true', 27, "Jacob believes red_crate after 27", B('Jacob', 27, 'red_crate')),
 c("James's private correction goes only to Lily, not to Jacob", 'communication', 'true', 28, "line 28 witnessed by James and Lily only", [EV(28, 'James privately told Lily'), SAW('Jacob', 28, False), SAW('Lily', 28)]),
 c("Jacob thinks it's in the red_crate", 'belief', 'true', 'end', "answer", B('Jacob', 'end', 'red_crate'), ans=True)])

R(13, 'narrative', 'unsound', 'red_crate',
"""Jacob's own information stops when he tucked the lettuce into the green_treasure_chest before leaving. He knows nothing of Avery putting it back in the red_crate or of the second trip into the crawlspace. What changes his mind is the waiting room: Lily, who was in the crawlspace long after he left, publicly claims the lettuce is in the red_crate. Lily herself believes that, and Jacob takes her word for it. So Jacob now thinks it's in the red_crate.""",
[c("he tucked the lettuce into the green_treasure_chest before leaving", 'event', 'true', 10, "lines 10-11", [EV(10, 'Jacob moved the lettuce to the green_treasure_chest'), EV(11, 'Jacob exited')]),
 c("He knows nothing of Avery putting it back in the red_crate", 'presence', 'true', 12, "Jacob absent at 12", [EV(12, 'Avery moved the lettuce to the red_crate'), SAW('Jacob', 12, False)]),
 c("or of the second trip into the crawlspace", 'presence', 'true', 16, "Jacob not among those entering at 16", [SAW('Jacob', 16, False), SAW('Jacob', 18, False)]),
 c("Lily, who was in the crawlspace long after he left", 'presence', 'true', 24, "Lily in crawlspace 16-24", [RM('Lily', 24, 'crawlspace'), RM('Jacob', 24, 'waiting_room')]),
 c("publicly claims the lettuce is in the red_crate", 'communication', 'true', 27, "line 27", EV(27, 'Lily publicly claimed that lettuce is in the red_crate')),
 c("Lily herself believes that", 'belief', 'false', 27, "Lily saw James move it to the green_treasure_chest; she believes green_treasure_chest", B('Lily', 27, 'red_crate')),
 c("Jacob takes her word for it", 'communication', 'true', 27, "Jacob believes red_crate after 27", B('Jacob', 27, 'red_crate')),
 c("Jacob now thinks it's in the red_crate", 'belief', 'true', 'end', "answer", B('Jacob', 'end', 'red_crate'), ans=True)])

# ======================= item 14: s6804-24-o4 (Evelyn->Ella->Jack->Ethan, orange) =======================
R(14, 'thinking', 'sound', 'blue_container',
"""<think>
Evelyn → Ella → Jack → Ethan.
Ella moved the orange to the blue_container at line 4 with everyone present, then Ella left first (5), Jack next (7). So Ella's last view is blue_container, and in her mind Jack thinks Ethan thinks the same. Jack left at 7 having seen nothing else, so Jack thinks Ethan thinks blue_container too.
Evelyn saw Ella leave right after the move, so in her model Ella's picture is frozen at blue_container.
Ethan's private tell to Evelyn (blue_box) changes Evelyn's own belief, not her model of Ella.
</think>
blue_container""",
[c("Ella moved the orange to the blue_container at line 4", 'event', 'true', 4, "line 4", EV(4, 'Ella moved the orange to the blue_container')),
 c("with everyone present", 'presence', 'true', 4, "all five witnessed", [SAW(x, 4) for x in ('Ella', 'Jack', 'Evelyn', 'Mason', 'Ethan')]),
 c("Ella left first (5)", 'order', 'true', 5, "first exit", [EV(5, 'Ella exited'), FIRST('Ella', 'bedroom')]),
 c("Jack next (7)", 'order', 'true', 7, "second exit", [EV(7, 'Jack exited'), NEXT('Ella', 'Jack', 'bedroom')]),
 c("Ella's last view is blue_container", 'belief', 'true', 'end', "Ella's belief", B('Ella', 'end', 'blue_container')),
 c("in her mind Jack thinks Ethan thinks the same", 'belief', 'true', 'end', "Ella -> Jack -> Ethan", B('Ella -> Jack -> Ethan', 'end', 'blue_container')),
 c("Jack left at 7 having seen nothing else", 'presence', 'true', 7, "Jack absent for 8, 11, 13", [EV(7, 'Jack exited'), SAW('Jack', 8, False), SAW('Jack', 11, False), SAW('Jack', 13, False)]),
 c("Jack thinks Ethan thinks blue_container too", 'belief', 'true', 'end', "Jack -> Ethan", B('Jack -> Ethan', 'end', 'blue_container')),
 c("Evelyn saw Ella leave right after the move", 'presence', 'true', 5, "Evelyn witnessed 5", SAW('Evelyn', 5)),
 c("in her model Ella's picture is frozen at blue_container", 'belief', 'true', 'end', "Evelyn -> Ella", B('Evelyn -> Ella', 'end', 'blue_container')),
 c("Ethan's private tell to Evelyn (blue_box) changes Evelyn's own belief", 'communication', 'true', 17, "Evelyn green_pantry -> blue_box", [EV(17, 'Ethan privately told Evelyn that the orange is in the blue_box'), B('Evelyn', 16, 'green_pantry'), B('Evelyn', 17, 'blue_box')]),
 c("not her model of Ella", 'belief', 'true', 17, "Evelyn -> Ella unchanged", B('Evelyn -> Ella', 17, 'blue_container')),
 c("blue_container", 'belief', 'true', 'end', "answer", B('Evelyn -> Ella -> Jack -> Ethan', 'end', 'blue_container'), occ=-1, ans=True)])

R(14, 'answer_first', 'unsound', 'blue_container',
"""I. blue_container.
Ella put the orange in the blue_container in front of everyone and was the first one out, with Jack following shortly after. Evelyn then moved it to the red_crate, but Ella and Jack were already gone, so in Evelyn's view Ella still thinks Jack thinks Ethan thinks it's in the blue_container. Evelyn's own public claim at the end (blue_container) is consistent with that.""",
[c("I. blue_container", 'belief', 'true', 'end', "answer", B('Evelyn -> Ella -> Jack -> Ethan', 'end', 'blue_container'), ans=True),
 c("Ella put the orange in the blue_container in front of everyone", 'event', 'true', 4, "line 4, all witnessed", [EV(4, 'Ella moved the orange to the blue_container')] + [SAW(x, 4) for x in ('Jack', 'Evelyn', 'Mason', 'Ethan')]),
 c("was the first one out", 'order', 'true', 5, "first exit", FIRST('Ella', 'bedroom')),
 c("with Jack following shortly after", 'order', 'true', 7, "Jack is the next exit", NEXT('Ella', 'Jack', 'bedroom')),
 c("Evelyn then moved it to the red_crate", 'event', 'false', 8, "Evelyn moved it to the green_pantry; Mason moved it to the red_crate", EV(8, 'Evelyn moved the orange to the red_crate')),
 c("Ella and Jack were already gone", 'presence', 'true', 8, "both absent at 8", [RM('Ella', 8, None), RM('Jack', 8, None)]),
 c("in Evelyn's view Ella still thinks Jack thinks Ethan thinks it's in the blue_container", 'belief', 'true', 'end', "answer", B('Evelyn -> Ella -> Jack -> Ethan', 'end', 'blue_container'), ans=True),
 c("Evelyn's own public claim at the end (blue_container)", 'communication', 'true', 16, "line 16", EV(16, 'Evelyn publicly claimed that orange is in the blue_container'))])

R(14, 'numbered', 'wrong', 'blue_box',
"""1. Orange: green_envelope → blue_container (Ella) → green_pantry (Evelyn) → red_crate (Mason) → green_envelope (Ethan).
2. Ethan, the last one out, privately tells Evelyn it's in the blue_box.
3. Evelyn trusts Ethan, and since the question starts from Evelyn, her updated belief carries through the chain.
Answer: blue_box""",
[c("Orange: green_envelope", 'location', 'true', 3, "line 3", O(3, 'green_envelope')),
 c("blue_container (Ella)", 'event', 'true', 4, "line 4", EV(4, 'Ella moved the orange to the blue_container')),
 c("green_pantry (Evelyn)", 'event', 'true', 8, "line 8", EV(8, 'Evelyn moved the orange to the green_pantry')),
 c("red_crate (Mason)", 'event', 'true', 11, "line 11", EV(11, 'Mason moved the orange to the red_crate')),
 c("green_envelope (Ethan)", 'event', 'true', 13, "line 13", EV(13, 'Ethan moved the orange to the green_envelope')),
 c("Ethan, the last one out", 'order', 'true', 14, "Ethan exits last", LAST('Ethan', 'bedroom')),
 c("privately tells Evelyn it's in the blue_box", 'communication', 'true', 17, "line 17", EV(17, 'Ethan privately told Evelyn that the orange is in the blue_box')),
 c("Evelyn trusts Ethan", 'communication', 'true', 17, "Evelyn believes blue_box", B('Evelyn', 17, 'blue_box')),
 c("her updated belief carries through the chain", 'belief', 'false', 'end', "Evelyn -> Ella stays blue_container", B('Evelyn -> Ella', 'end', 'blue_box')),
 c("Answer: blue_box", 'belief', 'false', 'end', "chain is blue_container", B('Evelyn -> Ella -> Jack -> Ethan', 'end', 'blue_box'), ans=True)])

R(14, 'narrative', 'unsound', 'blue_container',
"""The key is that Ella and Jack both left before anything else happened to the orange. Ella moved it to the blue_container and left, and Jack left a little later, having seen nothing new. Everything after that (Evelyn's move to the green_pantry, which only Ethan saw, Mason's switch to the red_crate, Ethan's return of it to the green_envelope) happened without them. Evelyn was there for Ella's move and saw Ella and Jack go, so she knows their shared picture is the blue_container. Her model of Ella's model of Jack's model of Ethan therefore lands on the blue_container.""",
[c("Ella and Jack both left before anything else happened to the orange", 'presence', 'true', 7, "exits 5, 7; next move 8", [RM('Ella', 8, None), RM('Jack', 8, None), NOMOVE(4, 8)]),
 c("Ella moved it to the blue_container and left", 'event', 'true', 5, "lines 4-5", [EV(4, 'Ella moved the orange to the blue_container'), EV(5, 'Ella exited')]),
 c("Jack left a little later, having seen nothing new", 'event', 'true', 7, "line 7, no move 5-7", [EV(7, 'Jack exited'), NOMOVE(4, 8)]),
 c("Evelyn's move to the green_pantry", 'event', 'true', 8, "line 8", EV(8, 'Evelyn moved the orange to the green_pantry')),
 c("which only Ethan saw", 'presence', 'false', 8, "Mason also witnessed line 8", SAW('Mason', 8, False)),
 c("Mason's switch to the red_crate", 'event', 'true', 11, "line 11", EV(11, 'Mason moved the orange to the red_crate')),
 c("Ethan's return of it to the green_envelope", 'event', 'true', 13, "line 13", EV(13, 'Ethan moved the orange to the green_envelope')),
 c("happened without them", 'presence', 'true', 13, "Ella, Jack absent at 8, 11, 13", [SAW(a, t, False) for a in ('Ella', 'Jack') for t in (8, 11, 13)]),
 c("Evelyn was there for Ella's move", 'presence', 'true', 4, "Evelyn witnessed 4", SAW('Evelyn', 4)),
 c("saw Ella and Jack go", 'presence', 'true', 7, "Evelyn witnessed 5, 7", [SAW('Evelyn', 5), SAW('Evelyn', 7)]),
 c("she knows their shared picture is the blue_container", 'belief', 'true', 'end', "Evelyn -> Ella, Evelyn -> Ella -> Jack", [B('Evelyn -> Ella', 'end', 'blue_container'), B('Evelyn -> Ella -> Jack', 'end', 'blue_container')]),
 c("Her model of Ella's model of Jack's model of Ethan therefore lands on the blue_container", 'belief', 'true', 'end', "answer", B('Evelyn -> Ella -> Jack -> Ethan', 'end', 'blue_container'), ans=True)])

R(14, 'terse', 'unsupported', 'blue_container',
"""It's the blue_container.""",
[c("It's the blue_container", 'belief', 'true', 'end', "answer", B('Evelyn -> Ella -> Jack -> Ethan', 'end', 'blue_container'), ans=True)])
# ======================= item 15: s6804-1-o1 (Isabella, watermelon) =======================
R(15, 'answer_first', 'sound', 'red_treasure_chest',
"""Isabella thinks the watermelon is in the red_treasure_chest.
She moved it there herself at line 5 and left right away, so she never saw Lily shift it to the green_cupboard or Jackson put it back in the green_drawer. Interestingly, she later tells Lily it's in the green_cupboard, but she's effectively passing on something she doesn't believe; as the speaker, her own belief stays put.""",
[c("Isabella thinks the watermelon is in the red_treasure_chest", 'belief', 'true', 'end', "answer", B('Isabella', 'end', 'red_treasure_chest'), ans=True),
 c("She moved it there herself at line 5", 'event', 'true', 5, "line 5", EV(5, 'Isabella moved the watermelon to the red_treasure_chest')),
 c("left right away", 'event', 'true', 6, "line 6", EV(6, 'Isabella exited the staircase')),
 c("she never saw Lily shift it to the green_cupboard or Jackson put it back in the green_drawer", 'presence', 'true', 13, "absent at 10 and 13", [EV(10, 'Lily moved the watermelon to the green_cupboard'), EV(13, 'Jackson moved the watermelon to the green_drawer'), SAW('Isabella', 10, False), SAW('Isabella', 13, False)]),
 c("she later tells Lily it's in the green_cupboard", 'communication', 'true', 17, "line 17", EV(17, 'Isabella privately told Lily that the watermelon is in the green_cupboard')),
 c("she's effectively passing on something she doesn't believe", 'belief', 'true', 17, "Isabella believes red_treasure_chest", NB('Isabella', 17, 'green_cupboard')),
 c("her own belief stays put", 'belief', 'true', 17, "unchanged by her tell", [B('Isabella', 16, 'red_treasure_chest'), B('Isabella', 17, 'red_treasure_chest')])])

R(15, 'numbered', 'unsound', 'red_treasure_chest',
"""1. Watermelon starts in the green_drawer.
2. Isabella moves it to the red_treasure_chest (5) and immediately exits (6).
3. Lily (green_cupboard) and Jackson (green_drawer) move it later, out of Isabella's sight.
4. Liam's private message (blue_crate) went to Nathan, who ignored it even though Liam had left after him.
5. Isabella's own message to Lily doesn't alter what Isabella believes.
Answer: red_treasure_chest""",
[c("Watermelon starts in the green_drawer", 'location', 'true', 2, "line 2", O(2, 'green_drawer')),
 c("Isabella moves it to the red_treasure_chest (5)", 'event', 'true', 5, "line 5", EV(5, 'Isabella moved the watermelon to the red_treasure_chest')),
 c("immediately exits (6)", 'event', 'true', 6, "line 6", EV(6, 'Isabella exited')),
 c("Lily (green_cupboard) and Jackson (green_drawer) move it later, out of Isabella's sight", 'presence', 'true', 13, "moves 10, 13 unseen by Isabella", [EV(10, 'Lily moved the watermelon to the green_cupboard'), EV(13, 'Jackson moved the watermelon to the green_drawer'), SAW('Isabella', 10, False), SAW('Isabella', 13, False)]),
 c("Liam's private message (blue_crate) went to Nathan", 'communication', 'true', 16, "line 16", EV(16, 'Liam privately told Nathan that the watermelon is in the blue_crate')),
 c("who ignored it", 'communication', 'false', 16, "Nathan trusts Liam: believes blue_crate", NB('Nathan', 16, 'blue_crate')),
 c("Liam had left after him", 'order', 'true', 9, "Nathan 4, Liam 9", EXB('Nathan', 'Liam', 'staircase')),
 c("Isabella's own message to Lily doesn't alter what Isabella believes", 'communication', 'true', 17, "Isabella unchanged", [EV(17, 'Isabella privately told Lily'), B('Isabella', 17, 'red_treasure_chest')]),
 c("Answer: red_treasure_chest", 'belief', 'true', 'end', "answer", B('Isabella', 'end', 'red_treasure_chest'), ans=True)])

R(15, 'narrative', 'wrong', 'green_cupboard',
"""Isabella moved the watermelon into the red_treasure_chest and left. Later, though, she privately tells Lily that it's in the green_cupboard. Since people usually report what they believe, that tell is our best evidence of Isabella's current belief: she thinks the watermelon is in the green_cupboard.""",
[c("Isabella moved the watermelon into the red_treasure_chest", 'event', 'true', 5, "line 5", EV(5, 'Isabella moved the watermelon to the red_treasure_chest')),
 c("and left", 'event', 'true', 6, "line 6", EV(6, 'Isabella exited')),
 c("she privately tells Lily that it's in the green_cupboard", 'communication', 'true', 17, "line 17", EV(17, 'Isabella privately told Lily that the watermelon is in the green_cupboard')),
 c("she thinks the watermelon is in the green_cupboard", 'belief', 'false', 'end', "Isabella believes red_treasure_chest", B('Isabella', 'end', 'green_cupboard'), ans=True)])

R(15, 'terse', 'unsupported', 'red_treasure_chest',
"""I. red_treasure_chest""",
[c("I. red_treasure_chest", 'belief', 'true', 'end', "answer", B('Isabella', 'end', 'red_treasure_chest'), ans=True)])

R(15, 'thinking', 'sound', 'red_treasure_chest',
"""<think>
Isabella: sees green_drawer, moves it to red_treasure_chest at 5, exits at 6. Liam, Lily and Jackson stay behind. Lily moves it to the green_cupboard, Jackson to the green_drawer, neither seen by Isabella. At 17 she tells Lily green_cupboard. Wait, how would she know about the green_cupboard? She can't; it's just what she said, and since she's the speaker her belief doesn't change. Nobody tells Isabella anything.
</think>
She still thinks it's in the red_treasure_chest.""",
[c("sees green_drawer", 'belief', 'true', 2, "Isabella at line 2", B('Isabella', 2, 'green_drawer')),
 c("moves it to red_treasure_chest at 5", 'event', 'true', 5, "line 5", EV(5, 'Isabella moved the watermelon to the red_treasure_chest')),
 c("exits at 6", 'event', 'true', 6, "line 6", EV(6, 'Isabella exited')),
 c("Liam, Lily and Jackson stay behind", 'presence', 'true', 6, "in staircase at 6", [RM('Liam', 6, 'staircase'), RM('Lily', 6, 'staircase'), RM('Jackson', 6, 'staircase')]),
 c("Lily moves it to the green_cupboard", 'event', 'true', 10, "line 10", EV(10, 'Lily moved the watermelon to the green_cupboard')),
 c("Jackson to the green_drawer", 'event', 'true', 13, "line 13", EV(13, 'Jackson moved the watermelon to the green_drawer')),
 c("neither seen by Isabella", 'presence', 'true', 13, "absent at 10, 13", [SAW('Isabella', 10, False), SAW('Isabella', 13, False)]),
 c("At 17 she tells Lily green_cupboard", 'communication', 'true', 17, "line 17", EV(17, 'Isabella privately told Lily that the watermelon is in the green_cupboard')),
 c("her belief doesn't change", 'belief', 'true', 17, "still red_treasure_chest", B('Isabella', 17, 'red_treasure_chest')),
 c("Nobody tells Isabella anything", 'communication', 'true', None, "no tell to Isabella", NOEV('told Isabella')),
 c("She still thinks it's in the red_treasure_chest", 'belief', 'true', 'end', "answer", B('Isabella', 'end', 'red_treasure_chest'), ans=True)])

# ======================= item 16: s6804-13-o3 (Emma->Lucas->Avery, grapes) =======================
R(16, 'numbered', 'sound', 'green_container',
"""1. Avery moves the grapes from the blue_cupboard to the green_container (line 3) and leaves immediately (line 4).
2. Lucas and Emma both watched this and saw Avery leave, so Lucas thinks Avery thinks green_container.
3. Emma was still in the den with Lucas at that point.
4. Amelia's move to the blue_basket changes what Emma and Lucas themselves believe, but not their picture of Avery.
5. The workshop scene and the waiting-room claims concern the celery.
Answer: green_container""",
[c("Avery moves the grapes from the blue_cupboard to the green_container (line 3)", 'event', 'true', 3, "line 3", [O(2, 'blue_cupboard'), EV(3, 'Avery moved the grapes to the green_container')]),
 c("leaves immediately (line 4)", 'event', 'true', 4, "line 4", EV(4, 'Avery exited the den')),
 c("Lucas and Emma both watched this", 'presence', 'true', 3, "both witnessed 3", [SAW('Lucas', 3), SAW('Emma', 3)]),
 c("saw Avery leave", 'presence', 'true', 4, "both witnessed 4", [SAW('Lucas', 4), SAW('Emma', 4)]),
 c("Lucas thinks Avery thinks green_container", 'belief', 'true', 'end', "Lucas -> Avery", B('Lucas -> Avery', 'end', 'green_container')),
 c("Emma was still in the den with Lucas at that point", 'presence', 'true', 4, "both in den at 4", [RM('Emma', 4, 'den'), RM('Lucas', 4, 'den')]),
 c("Amelia's move to the blue_basket changes what Emma and Lucas themselves believe", 'belief', 'true', 5, "both now blue_basket", [EV(5, 'Amelia moved the grapes to the blue_basket'), B('Emma', 5, 'blue_basket'), B('Lucas', 5, 'blue_basket')]),
 c("but not their picture of Avery", 'belief', 'true', 5, "Emma->Avery, Lucas->Avery stay green_container", [B('Emma -> Avery', 5, 'green_container'), B('Lucas -> Avery', 5, 'green_container')]),
 c("The workshop scene and the waiting-room claims concern the celery", 'event', 'true', None, "no grapes after 14", [NOEV('grapes', after=14), EV(25, 'celery'), EV(26, 'celery')]),
 c("Answer: green_container", 'belief', 'true', 'end', "answer", B('Emma -> Lucas -> Avery', 'end', 'green_container'), ans=True)])

R(16, 'narrative', 'unsound', 'green_container',
"""Avery is the first to leave, right after putting the grapes in the green_container. Emma and Lucas are both there to see it, and both see her leave. After Amelia moves the grapes to the blue_basket, Lucas leaves before Emma does, but that doesn't matter: Avery's own belief never changes, so in Emma's view Lucas still thinks Avery thinks the grapes are in the green_container.""",
[c("Avery is the first to leave", 'order', 'true', 4, "first exit", FIRST('Avery', 'den')),
 c("right after putting the grapes in the green_container", 'event', 'true', 3, "line 3", EV(3, 'Avery moved the grapes to the green_container')),
 c("Emma and Lucas are both there to see it", 'presence', 'true', 3, "both witnessed 3", [SAW('Emma', 3), SAW('Lucas', 3)]),
 c("both see her leave", 'presence', 'true', 4, "both witnessed 4", [SAW('Emma', 4), SAW('Lucas', 4)]),
 c("Amelia moves the grapes to the blue_basket", 'event', 'true', 5, "line 5", EV(5, 'Amelia moved the grapes to the blue_basket')),
 c("Lucas leaves before Emma does", 'order', 'false', 8, "Emma exits at 8, Lucas at 10", EXB('Lucas', 'Emma', 'den')),
 c("Avery's own belief never changes", 'belief', 'true', 'end', "Avery green_container throughout", [B('Avery', 3, 'green_container'), B('Avery', 'end', 'green_container')]),
 c("in Emma's view Lucas still thinks Avery thinks the grapes are in the green_container", 'belief', 'true', 'end', "answer", B('Emma -> Lucas -> Avery', 'end', 'green_container'), ans=True)])

R(16, 'terse', 'wrong', 'blue_basket',
"""blue_basket (Emma saw Amelia move it there with Lucas watching).""",
[c("blue_basket", 'belief', 'false', 'end', "chain is green_container", B('Emma -> Lucas -> Avery', 'end', 'blue_basket'), ans=True),
 c("Emma saw Amelia move it there", 'presence', 'true', 5, "Emma witnessed 5", [SAW('Emma', 5), EV(5, 'Amelia moved the grapes to the blue_basket')]),
 c("with Lucas watching", 'presence', 'true', 5, "Lucas witnessed 5", SAW('Lucas', 5))])

R(16, 'thinking', 'sound', 'green_container',
"""<think>
Emma → Lucas → Avery.
Innermost: Avery. Avery put the grapes in the green_container at line 3 and walked out at line 4, so Avery thinks green_container.
Lucas saw both of those, so Lucas thinks Avery thinks green_container. Lucas also saw Amelia move it to blue_basket, but Avery wasn't there for that.
Emma was in the den the whole time up to line 8 and saw the same things as Lucas.
The celery part and the claims at 25–26 are irrelevant, wrong object.
</think>
green_container""",
[c("Avery put the grapes in the green_container at line 3", 'event', 'true', 3, "line 3", EV(3, 'Avery moved the grapes to the green_container')),
 c("walked out at line 4", 'event', 'true', 4, "line 4", EV(4, 'Avery exited the den')),
 c("Avery thinks green_container", 'belief', 'true', 'end', "Avery's belief", B('Avery', 'end', 'green_container')),
 c("Lucas saw both of those", 'presence', 'true', 4, "Lucas witnessed 3, 4", [SAW('Lucas', 3), SAW('Lucas', 4)]),
 c("Lucas thinks Avery thinks green_container", 'belief', 'true', 'end', "Lucas -> Avery", B('Lucas -> Avery', 'end', 'green_container')),
 c("Lucas also saw Amelia move it to blue_basket", 'presence', 'true', 5, "Lucas witnessed 5", [SAW('Lucas', 5), EV(5, 'Amelia moved the grapes to the blue_basket')]),
 c("Avery wasn't there for that", 'presence', 'true', 5, "Avery absent at 5", RM('Avery', 5, None)),
 c("Emma was in the den the whole time up to line 8", 'presence', 'true', 7, "Emma in den 1-7, exits 8", [RM('Emma', t, 'den') for t in range(1, 8)] + [EV(8, 'Emma exited')]),
 c("saw the same things as Lucas", 'presence', 'true', 7, "Emma witnessed 3, 4, 5, 6", [SAW('Emma', t) for t in (3, 4, 5, 6)]),
 c("The celery part and the claims at 25–26 are irrelevant, wrong object", 'event', 'true', 26, "lines 25-26 are about celery", [EV(25, 'celery'), EV(26, 'celery')]),
 c("green_container", 'belief', 'true', 'end', "answer", B('Emma -> Lucas -> Avery', 'end', 'green_container'), occ=-1, ans=True)])

R(16, 'answer_first', 'unsound', 'green_container',
"""green_container.
Avery moved the grapes there and left first; Emma and Lucas both saw the move and the exit, so Emma knows Lucas's model of Avery is stuck at the green_container. The later statements (Emma's public claim and Amelia's private message to Lucas) are about the celery, so they don't change anything here.""",
[c("green_container", 'belief', 'true', 'end', "answer", B('Emma -> Lucas -> Avery', 'end', 'green_container'), ans=True),
 c("Avery moved the grapes there", 'event', 'true', 3, "line 3", EV(3, 'Avery moved the grapes to the green_container')),
 c("left first", 'order', 'true', 4, "first exit", FIRST('Avery', 'den')),
 c("Emma and Lucas both saw the move and the exit", 'presence', 'true', 4, "both witnessed 3, 4", [SAW('Emma', 3), SAW('Emma', 4), SAW('Lucas', 3), SAW('Lucas', 4)]),
 c("Emma knows Lucas's model of Avery is stuck at the green_container", 'belief', 'true', 'end', "answer", B('Emma -> Lucas -> Avery', 'end', 'green_container'), ans=True),
 c("Emma's public claim", 'communication', 'true', 25, "line 25 (celery)", EV(25, 'Emma publicly claimed that celery')),
 c("Amelia's private message to Lucas", 'communication', 'false', 26, "Amelia told Emma, not Lucas", EV(26, 'Amelia privately told Lucas'))])

# ======================= item 17: s6804-18-o3 (Mila->Nathan->Abigail, sweet_potato) =======================
R(17, 'narrative', 'sound', 'green_cupboard',
"""Mila left the closet at line 7, when the sweet_potato was still in the green_cupboard and Abigail and Nathan were both still inside. Everything after that (Abigail's move to the green_drawer, Nathan's move to the green_pantry) happened out of her sight. So in Mila's mind, the last thing Nathan saw Abigail see is the sweet_potato in the green_cupboard. Her later message to Nathan claims the green_drawer, but Mila herself still believes the green_cupboard, so she was lying, and her tell doesn't revise her picture of what Nathan thinks Abigail thinks. Answer: green_cupboard.""",
[c("Mila left the closet at line 7", 'event', 'true', 7, "line 7", EV(7, 'Mila exited the closet')),
 c("when the sweet_potato was still in the green_cupboard", 'location', 'true', 7, "line 7", O(7, 'green_cupboard')),
 c("Abigail and Nathan were both still inside", 'presence', 'true', 7, "both in closet at 7", [RM('Abigail', 7, 'closet'), RM('Nathan', 7, 'closet')]),
 c("Abigail's move to the green_drawer", 'event', 'true', 8, "line 8", EV(8, 'Abigail moved the sweet_potato to the green_drawer')),
 c("Nathan's move to the green_pantry", 'event', 'true', 10, "line 10", EV(10, 'Nathan moved the sweet_potato to the green_pantry')),
 c("happened out of her sight", 'presence', 'true', 10, "Mila absent at 8, 10", [SAW('Mila', 8, False), SAW('Mila', 10, False)]),
 c("in Mila's mind, the last thing Nathan saw Abigail see is the sweet_potato in the green_cupboard", 'belief', 'true', 'end', "answer", B('Mila -> Nathan -> Abigail', 'end', 'green_cupboard'), ans=True),
 c("Her later message to Nathan claims the green_drawer", 'communication', 'true', 16, "line 16", EV(16, 'Mila privately told Nathan that the sweet_potato is in the green_drawer')),
 c("Mila herself still believes the green_cupboard", 'belief', 'true', 'end', "Mila's belief", B('Mila', 'end', 'green_cupboard')),
 c("she was lying", 'communication', 'true', 16, "told green_drawer while believing green_cupboard", B('Mila', 15, 'green_cupboard')),
 c("her tell doesn't revise her picture of what Nathan thinks Abigail thinks", 'belief', 'true', 16, "chain unchanged at 16", [B('Mila -> Nathan -> Abigail', 15, 'green_cupboard'), B('Mila -> Nathan -> Abigail', 16, 'green_cupboard')]),
 c("Answer: green_cupboard", 'belief', 'true', 'end', "answer", B('Mila -> Nathan -> Abigail', 'end', 'green_cupboard'), ans=True)])

R(17, 'terse', 'unsound', 'green_cupboard',
"""green_cupboard. Mila was the first to leave, before Abigail moved anything.""",
[c("green_cupboard", 'belief', 'true', 'end', "answer", B('Mila -> Nathan -> Abigail', 'end', 'green_cupboard'), ans=True),
 c("Mila was the first to leave", 'order', 'false', 7, "Ava left first (line 4)", FIRST('Mila', 'closet')),
 c("before Abigail moved anything", 'order', 'true', 7, "Mila gone at 8", [RM('Mila', 8, None), EV(8, 'Abigail moved')])])

R(17, 'thinking', 'wrong', 'green_drawer',
"""<think>
Mila → Nathan → Abigail.
Abigail moved it to the green_drawer at 8 while Nathan watched, so Nathan thinks Abigail thinks green_drawer. Mila wasn't there for it... but at line 16 Mila privately tells Nathan it's in the green_drawer. So Mila knows about the green_drawer somehow, and since she's telling Nathan that, she must believe Nathan now thinks Abigail has it in the green_drawer.
</think>
**green_drawer**""",
[c("Abigail moved it to the green_drawer at 8", 'event', 'true', 8, "line 8", EV(8, 'Abigail moved the sweet_potato to the green_drawer')),
 c("while Nathan watched", 'presence', 'true', 8, "Nathan witnessed 8", SAW('Nathan', 8)),
 c("Nathan thinks Abigail thinks green_drawer", 'belief', 'true', 'end', "Nathan -> Abigail", B('Nathan -> Abigail', 'end', 'green_drawer')),
 c("Mila wasn't there for it", 'presence', 'true', 8, "Mila absent", RM('Mila', 8, None)),
 c("at line 16 Mila privately tells Nathan it's in the green_drawer", 'communication', 'true', 16, "line 16", EV(16, 'Mila privately told Nathan that the sweet_potato is in the green_drawer')),
 c("Mila knows about the green_drawer somehow", 'belief', 'false', 'end', "Mila believes green_cupboard", B('Mila', 'end', 'green_drawer')),
 c("she must believe Nathan now thinks Abigail has it in the green_drawer", 'belief', 'false', 'end', "chain is green_cupboard", B('Mila -> Nathan -> Abigail', 'end', 'green_drawer'), ans=True),
 c("**green_drawer**", 'belief', 'false', 'end', "chain is green_cupboard", B('Mila -> Nathan -> Abigail', 'end', 'green_drawer'), ans=True)])

R(17, 'answer_first', 'unsound', 'green_cupboard',
"""Green_cupboard.
Mila exits at line 7, before Abigail moves the sweet_potato to the green_drawer. Her last shared view with Nathan and Abigail is the green_cupboard. In the waiting room Mila tells Nathan it's in the green_drawer, and Nathan, hearing it from her, switches his belief to the green_drawer, but that's Nathan's belief, not Mila's model. For Mila, Nathan thinks Abigail thinks it's in the green_cupboard.""",
[c("Green_cupboard", 'belief', 'true', 'end', "answer", B('Mila -> Nathan -> Abigail', 'end', 'green_cupboard'), ans=True),
 c("Mila exits at line 7", 'event', 'true', 7, "line 7", EV(7, 'Mila exited the closet')),
 c("before Abigail moves the sweet_potato to the green_drawer", 'order', 'true', 8, "move at 8 after Mila left", [EV(8, 'Abigail moved the sweet_potato to the green_drawer'), RM('Mila', 8, None)]),
 c("Her last shared view with Nathan and Abigail is the green_cupboard", 'belief', 'true', 7, "Mila->Nathan, Mila->Abigail at 7", [B('Mila -> Nathan', 7, 'green_cupboard'), B('Mila -> Abigail', 7, 'green_cupboard')]),
 c("Mila tells Nathan it's in the green_drawer", 'communication', 'true', 16, "line 16", EV(16, 'Mila privately told Nathan that the sweet_potato is in the green_drawer')),
 c("Nathan, hearing it from her, switches his belief to the green_drawer", 'communication', 'false', 16, "Nathan exited after Mila, doesn't trust her: stays green_pantry", B('Nathan', 16, 'green_drawer')),
 c("For Mila, Nathan thinks Abigail thinks it's in the green_cupboard", 'belief', 'true', 'end', "answer", B('Mila -> Nathan -> Abigail', 'end', 'green_cupboard'), ans=True)])

R(17, 'numbered', 'unsupported', 'green_cupboard',
"""1. Identify the chain: Mila → Nathan → Abigail.
2. Work from the outermost agent's perspective.
3. Ignore statements that don't inform Mila.
Answer: green_cupboard""",
[c("Answer: green_cupboard", 'belief', 'true', 'end', "answer", B('Mila -> Nathan -> Abigail', 'end', 'green_cupboard'), ans=True)])

# ======================= item 18: s6804-21-o1 (Aria, spinach) =======================
R(18, 'terse', 'sound', 'blue_bucket',
"""blue_bucket; she put it there and left before William moved it back.""",
[c("blue_bucket", 'belief', 'true', 'end', "answer", B('Aria', 'end', 'blue_bucket'), ans=True),
 c("she put it there", 'event', 'true', 10, "line 10", EV(10, 'Aria moved the spinach to the blue_bucket')),
 c("left before William moved it back", 'order', 'true', 12, "exit 11, William's move 12", [EV(11, 'Aria exited'), EV(12, 'William moved the spinach to the blue_pantry'), RM('Aria', 12, None)])])

R(18, 'thinking', 'unsound', 'blue_bucket',
"""<think>
Aria's belief only. Spinach in the blue_pantry. Jack, Sophia and Oliver leave... wait, was Sophia still in the front_yard when Aria moved it? Let me re-read: Jack exits 5, Sophia 7, Oliver 9. So just Aria and William at line 10. Aria moves it to the blue_bucket at 10 and exits at 11; William puts it back in the blue_pantry at 12. Aria didn't see that. The den scene is about a melon that William moves, nothing to do with the spinach.
</think>
blue_bucket""",
[c("Spinach in the blue_pantry", 'location', 'true', 2, "line 2", O(2, 'blue_pantry')),
 c("Jack exits 5, Sophia 7, Oliver 9", 'event', 'true', 9, "lines 5, 7, 9", [EV(5, 'Jack exited'), EV(7, 'Sophia exited'), EV(9, 'Oliver exited')]),
 c("just Aria and William at line 10", 'presence', 'true', 10, "only two in front_yard", [RM('Aria', 10, 'front_yard'), RM('William', 10, 'front_yard'), RM('Jack', 10, None), RM('Sophia', 10, None), RM('Oliver', 10, None)]),
 c("Aria moves it to the blue_bucket at 10", 'event', 'true', 10, "line 10", EV(10, 'Aria moved the spinach to the blue_bucket')),
 c("exits at 11", 'event', 'true', 11, "line 11", EV(11, 'Aria exited')),
 c("William puts it back in the blue_pantry at 12", 'event', 'true', 12, "line 12", EV(12, 'William moved the spinach to the blue_pantry')),
 c("Aria didn't see that", 'presence', 'true', 12, "Aria absent", SAW('Aria', 12, False)),
 c("The den scene is about a melon that William moves", 'event', 'false', None, "nobody moves the melon", ANYEV('William moved the melon')),
 c("nothing to do with the spinach", 'event', 'true', None, "no spinach after 14", NOEV('spinach', after=14)),
 c("blue_bucket", 'belief', 'true', 'end', "answer", B('Aria', 'end', 'blue_bucket'), occ=-1, ans=True)])

R(18, 'answer_first', 'wrong', 'blue_pantry',
"""Blue_pantry. William moved the spinach back into the blue_pantry at line 12, and Aria was in the den with William afterwards, so she'd know it's back in the blue_pantry.""",
[c("Blue_pantry", 'belief', 'false', 'end', "Aria believes blue_bucket", B('Aria', 'end', 'blue_pantry'), ans=True),
 c("William moved the spinach back into the blue_pantry at line 12", 'event', 'true', 12, "line 12", EV(12, 'William moved the spinach to the blue_pantry')),
 c("Aria was in the den with William afterwards", 'presence', 'true', 16, "both in den 15-17", [RM('Aria', 16, 'den'), RM('William', 16, 'den')]),
 c("she'd know it's back in the blue_pantry", 'belief', 'false', 'end', "Aria believes blue_bucket", B('Aria', 'end', 'blue_pantry'), ans=True)])

R(18, 'numbered', 'unsupported', 'blue_bucket',
"""1. The question is Aria's own belief.
2. Only what Aria witnessed or was told counts.
3. Result: blue_bucket.""",
[c("Result: blue_bucket", 'belief', 'true', 'end', "answer", B('Aria', 'end', 'blue_bucket'), ans=True)])

R(18, 'narrative', 'sound', 'blue_bucket',
"""Aria was the one who moved the spinach from the blue_pantry into the blue_bucket, with only William still around to watch. She left right afterward, so she had no idea that William promptly put it back in the blue_pantry. Nobody told her otherwise later: the trip to the den was about the melon, and no one makes any claims at the end. Aria thinks the spinach is in the blue_bucket.""",
[c("Aria was the one who moved the spinach from the blue_pantry into the blue_bucket", 'event', 'true', 10, "line 10", [O(9, 'blue_pantry'), EV(10, 'Aria moved the spinach to the blue_bucket')]),
 c("with only William still around to watch", 'presence', 'true', 10, "only William besides Aria", [SAW('William', 10)] + [SAW(x, 10, False) for x in ('Jack', 'Sophia', 'Oliver')]),
 c("She left right afterward", 'event', 'true', 11, "line 11", EV(11, 'Aria exited')),
 c("she had no idea that William promptly put it back in the blue_pantry", 'belief', 'true', 12, "Aria still blue_bucket after 12", [EV(12, 'William moved the spinach to the blue_pantry'), B('Aria', 12, 'blue_bucket')]),
 c("Nobody told her otherwise later", 'communication', 'true', None, "no tell to Aria", NOEV('told Aria')),
 c("the trip to the den was about the melon", 'event', 'true', None, "no spinach after 14", NOEV('spinach', after=14)),
 c("no one makes any claims at the end", 'communication', 'true', None, "no claims or tells", [NOEV('claimed'), NOEV('told')]),
 c("Aria thinks the spinach is in the blue_bucket", 'belief', 'true', 'end', "answer", B('Aria', 'end', 'blue_bucket'), ans=True)])

# ======================= item 19: s6804-4-o4 (Ethan->Olivia->Lily->Chloe, lettuce) =======================
R(19, 'thinking', 'sound', 'red_suitcase',
"""<think>
Ethan → Olivia → Lily → Chloe.
Lily moved the lettuce into the red_suitcase at 3 and left at 4, the first one out. Chloe saw that, so Lily thinks Chloe thinks red_suitcase.
Olivia was present for the move and the exit, so Olivia thinks Lily thinks Chloe thinks red_suitcase.
Ethan was also there, and so was Olivia. Later moves by Chloe, Ethan and Oliver don't involve Lily at all.
Back in the back_yard at 15 Ethan sees the lettuce in the green_bottle, which updates his own belief and his view of Olivia, but not the Lily part of the chain.
</think>
red_suitcase""",
[c("Lily moved the lettuce into the red_suitcase at 3", 'event', 'true', 3, "line 3", EV(3, 'Lily moved the lettuce to the red_suitcase')),
 c("left at 4", 'event', 'true', 4, "line 4", EV(4, 'Lily exited')),
 c("the first one out", 'order', 'true', 4, "first exit", FIRST('Lily', 'back_yard')),
 c("Chloe saw that", 'presence', 'true', 3, "Chloe witnessed 3", SAW('Chloe', 3)),
 c("Lily thinks Chloe thinks red_suitcase", 'belief', 'true', 'end', "Lily -> Chloe", B('Lily -> Chloe', 'end', 'red_suitcase')),
 c("Olivia was present for the move and the exit", 'presence', 'true', 4, "Olivia witnessed 3, 4", [SAW('Olivia', 3), SAW('Olivia', 4)]),
 c("Olivia thinks Lily thinks Chloe thinks red_suitcase", 'belief', 'true', 'end', "Olivia -> Lily -> Chloe", B('Olivia -> Lily -> Chloe', 'end', 'red_suitcase')),
 c("Ethan was also there, and so was Olivia", 'presence', 'true', 3, "both in back_yard at 3", [RM('Ethan', 3, 'back_yard'), RM('Olivia', 3, 'back_yard')]),
 c("Later moves by Chloe, Ethan and Oliver don't involve Lily at all", 'presence', 'true', 9, "Lily absent at 5, 7, 9", [EV(5, 'Chloe moved the lettuce'), EV(7, 'Ethan moved the lettuce'), EV(9, 'Oliver moved the lettuce'), SAW('Lily', 5, False), SAW('Lily', 7, False), SAW('Lily', 9, False)]),
 c("Back in the back_yard at 15 Ethan sees the lettuce in the green_bottle", 'belief', 'true', 15, "re-entry, Ethan now green_bottle", [EV(15, 'Ethan entered the back_yard'), O(15, 'green_bottle'), B('Ethan', 15, 'green_bottle')]),
 c("his view of Olivia", 'belief', 'true', 15, "Ethan -> Olivia green_bottle", B('Ethan -> Olivia', 15, 'green_bottle')),
 c("not the Lily part of the chain", 'belief', 'true', 15, "Ethan -> Olivia -> Lily stays red_suitcase", B('Ethan -> Olivia -> Lily', 15, 'red_suitcase')),
 c("red_suitcase", 'belief', 'true', 'end', "answer", B('Ethan -> Olivia -> Lily -> Chloe', 'end', 'red_suitcase'), occ=-1, ans=True)])

R(19, 'answer_first', 'unsound', 'red_suitcase',
"""I. red_suitcase.
Lily put the lettuce in the red_suitcase and left before anyone else touched it, with Chloe, Olivia and Ethan all watching. The later moves (Chloe to the green_cupboard, Oliver to the green_pantry, and so on) happened after Lily was gone, so everybody who was present knows Lily's picture, and Lily's picture of Chloe, stopped at the red_suitcase. So Ethan thinks Olivia thinks Lily thinks Chloe thinks it's in the red_suitcase.""",
[c("I. red_suitcase", 'belief', 'true', 'end', "answer", B('Ethan -> Olivia -> Lily -> Chloe', 'end', 'red_suitcase'), ans=True),
 c("Lily put the lettuce in the red_suitcase", 'event', 'true', 3, "line 3", EV(3, 'Lily moved the lettuce to the red_suitcase')),
 c("left before anyone else touched it", 'order', 'true', 4, "exit 4, next move 5", [EV(4, 'Lily exited'), RM('Lily', 5, None)]),
 c("with Chloe, Olivia and Ethan all watching", 'presence', 'true', 3, "all witnessed 3", [SAW('Chloe', 3), SAW('Olivia', 3), SAW('Ethan', 3)]),
 c("Chloe to the green_cupboard", 'event', 'true', 5, "line 5", EV(5, 'Chloe moved the lettuce to the green_cupboard')),
 c("Oliver to the green_pantry", 'event', 'false', 9, "Ethan moved it to the green_pantry; Oliver moved it to the green_bottle", EV(9, 'Oliver moved the lettuce to the green_pantry')),
 c("happened after Lily was gone", 'presence', 'true', 9, "Lily absent at 5, 7, 9", [SAW('Lily', t, False) for t in (5, 7, 9)]),
 c("everybody who was present knows Lily's picture, and Lily's picture of Chloe, stopped at the red_suitcase", 'belief', 'true', 'end', "Lily and Lily->Chloe, and others' models", [B('Lily', 'end', 'red_suitcase'), B('Lily -> Chloe', 'end', 'red_suitcase'), B('Chloe -> Lily', 'end', 'red_suitcase'), B('Olivia -> Lily', 'end', 'red_suitcase'), B('Ethan -> Lily', 'end', 'red_suitcase')]),
 c("Ethan thinks Olivia thinks Lily thinks Chloe thinks it's in the red_suitcase", 'belief', 'true', 'end', "answer", B('Ethan -> Olivia -> Lily -> Chloe', 'end', 'red_suitcase'), ans=True)])

R(19, 'numbered', 'wrong', 'green_bottle',
"""1. Lily moves the lettuce to the red_suitcase (3) and leaves.
2. Chloe → green_cupboard (5), Ethan → green_pantry (7), Oliver → green_bottle (9).
3. At line 15 Olivia, Chloe and Ethan re-enter the back_yard and see the lettuce in the green_bottle.
4. Chloe now knows it's in the green_bottle, Olivia knows Chloe saw it, and Ethan was right there with both of them.
5. Lily isn't in the back_yard, but Olivia would assume Lily's picture of Chloe updated too.
Answer: H. green_bottle""",
[c("Lily moves the lettuce to the red_suitcase (3) and leaves", 'event', 'true', 4, "lines 3-4", [EV(3, 'Lily moved the lettuce to the red_suitcase'), EV(4, 'Lily exited')]),
 c("Chloe → green_cupboard (5)", 'event', 'true', 5, "line 5", EV(5, 'Chloe moved the lettuce to the green_cupboard')),
 c("Ethan → green_pantry (7)", 'event', 'true', 7, "line 7", EV(7, 'Ethan moved the lettuce to the green_pantry')),
 c("Oliver → green_bottle (9)", 'event', 'true', 9, "line 9", EV(9, 'Oliver moved the lettuce to the green_bottle')),
 c("Olivia, Chloe and Ethan re-enter the back_yard", 'event', 'true', 15, "line 15", EV(15, 'Olivia, Chloe and Ethan entered the back_yard')),
 c("see the lettuce in the green_bottle", 'belief', 'true', 15, "all three believe green_bottle at 15", [O(15, 'green_bottle'), B('Olivia', 15, 'green_bottle'), B('Chloe', 15, 'green_bottle'), B('Ethan', 15, 'green_bottle')]),
 c("Chloe now knows it's in the green_bottle", 'belief', 'true', 'end', "Chloe's belief", B('Chloe', 'end', 'green_bottle')),
 c("Olivia knows Chloe saw it", 'belief', 'true', 'end', "Olivia -> Chloe", B('Olivia -> Chloe', 'end', 'green_bottle')),
 c("Ethan was right there with both of them", 'presence', 'true', 15, "all three in back_yard", [RM('Ethan', 15, 'back_yard'), RM('Olivia', 15, 'back_yard'), RM('Chloe', 15, 'back_yard')]),
 c("Lily isn't in the back_yard", 'presence', 'true', 15, "Lily in waiting_room", RM('Lily', 15, 'waiting_room')),
 c("Olivia would assume Lily's picture of Chloe updated too", 'belief', 'false', 'end', "Olivia -> Lily -> Chloe is red_suitcase", B('Olivia -> Lily -> Chloe', 'end', 'green_bottle')),
 c("Answer: H. green_bottle", 'belief', 'false', 'end', "chain is red_suitcase", B('Ethan -> Olivia -> Lily -> Chloe', 'end', 'green_bottle'), ans=True)])

R(19, 'narrative', 'sound', 'red_suitcase',
"""Lily was the first one out of the back_yard, leaving right after she moved the lettuce into the red_suitcase. Chloe, Ethan and Olivia all saw both the move and her exit. Nothing Lily experiences afterward involves the lettuce; Ethan's private tell to her is about the potato. So Lily thinks Chloe thinks red_suitcase, Olivia knows that, and Ethan knows Olivia knows it, even though Ethan and Olivia themselves later see the lettuce in the green_bottle. The answer is the red_suitcase.""",
[c("Lily was the first one out of the back_yard", 'order', 'true', 4, "first exit", FIRST('Lily', 'back_yard')),
 c("leaving right after she moved the lettuce into the red_suitcase", 'event', 'true', 3, "lines 3-4", [EV(3, 'Lily moved the lettuce to the red_suitcase'), EV(4, 'Lily exited')]),
 c("Chloe, Ethan and Olivia all saw both the move and her exit", 'presence', 'true', 4, "witnessed 3 and 4", [SAW(a, t) for a in ('Chloe', 'Ethan', 'Olivia') for t in (3, 4)]),
 c("Nothing Lily experiences afterward involves the lettuce", 'belief', 'uncheckable', None, "vague"),
 c("Ethan's private tell to her is about the potato", 'communication', 'true', 26, "line 26", EV(26, 'Ethan privately told Lily that the potato')),
 c("Lily thinks Chloe thinks red_suitcase", 'belief', 'true', 'end', "Lily -> Chloe", B('Lily -> Chloe', 'end', 'red_suitcase')),
 c("Olivia knows that", 'belief', 'true', 'end', "Olivia -> Lily -> Chloe", B('Olivia -> Lily -> Chloe', 'end', 'red_suitcase')),
 c("Ethan knows Olivia knows it", 'belief', 'true', 'end', "answer", B('Ethan -> Olivia -> Lily -> Chloe', 'end', 'red_suitcase'), ans=True),
 c("Ethan and Olivia themselves later see the lettuce in the green_bottle", 'belief', 'true', 15, "both green_bottle at 15", [B('Ethan', 15, 'green_bottle'), B('Olivia', 15, 'green_bottle')]),
 c("The answer is the red_suitcase", 'belief', 'true', 'end', "answer", B('Ethan -> Olivia -> Lily -> Chloe', 'end', 'red_suitcase'), ans=True)])

R(19, 'terse', 'unsound', 'red_suitcase',
"""red_suitcase — Lily moved it there and left; Olivia left right after her.""",
[c("red_suitcase", 'belief', 'true', 'end', "answer", B('Ethan -> Olivia -> Lily -> Chloe', 'end', 'red_suitcase'), ans=True),
 c("Lily moved it there and left", 'event', 'true', 4, "lines 3-4", [EV(3, 'Lily moved the lettuce to the red_suitcase'), EV(4, 'Lily exited')]),
 c("Olivia left right after her", 'order', 'false', 6, "Chloe left next (6); Olivia left last (12)", NEXT('Lily', 'Olivia', 'back_yard'))])
# ======================= item 20: s6804-17-o2 (Aria -> Mila, grapefruit) =======================
R(20, 'answer_first', 'sound', 'blue_bathtub',
"""I. blue_bathtub.
Aria was in the hallway with Mila when Elizabeth moved the grapefruit into the blue_bathtub, and Aria left at line 10 while Mila stayed. Aria never saw Mila move it to the red_treasure_chest, so in Aria's view Mila still believes the blue_bathtub.""",
[c("I. blue_bathtub", 'belief', 'true', 'end', "answer", B('Aria -> Mila', 'end', 'blue_bathtub'), ans=True),
 c("Aria was in the hallway with Mila", 'presence', 'true', 6, "both in hallway at 6", [RM('Aria', 6, 'hallway'), RM('Mila', 6, 'hallway')]),
 c("Elizabeth moved the grapefruit into the blue_bathtub", 'event', 'true', 6, "line 6", EV(6, 'Elizabeth moved the grapefruit to the blue_bathtub')),
 c("Aria left at line 10", 'event', 'true', 10, "line 10", EV(10, 'Aria exited the hallway')),
 c("while Mila stayed", 'presence', 'true', 10, "Mila still in hallway", RM('Mila', 10, 'hallway')),
 c("Aria never saw Mila move it to the red_treasure_chest", 'presence', 'true', 11, "Aria absent at 11", [EV(11, 'Mila moved the grapefruit to the red_treasure_chest'), SAW('Aria', 11, False)]),
 c("in Aria's view Mila still believes the blue_bathtub", 'belief', 'true', 'end', "answer", B('Aria -> Mila', 'end', 'blue_bathtub'), ans=True)])

R(20, 'numbered', 'unsound', 'blue_bathtub',
"""1. green_bucket (3) → green_suitcase (Carter, 4) → blue_bathtub (Elizabeth, 6).
2. Mila and Aria both see the move to the blue_bathtub.
3. Aria leaves at line 10; Elizabeth, Mila and Jackson are still inside.
4. Mila then moves it to the red_treasure_chest (11), which Aria misses.
5. Jackson's final move to the green_bucket is irrelevant to both.
Answer: blue_bathtub""",
[c("green_bucket (3)", 'location', 'true', 3, "line 3", O(3, 'green_bucket')),
 c("green_suitcase (Carter, 4)", 'event', 'true', 4, "line 4", EV(4, 'Carter moved the grapefruit to the green_suitcase')),
 c("blue_bathtub (Elizabeth, 6)", 'event', 'true', 6, "line 6", EV(6, 'Elizabeth moved the grapefruit to the blue_bathtub')),
 c("Mila and Aria both see the move to the blue_bathtub", 'presence', 'true', 6, "both witnessed 6", [SAW('Mila', 6), SAW('Aria', 6)]),
 c("Aria leaves at line 10", 'event', 'true', 10, "line 10", EV(10, 'Aria exited the hallway')),
 c("Elizabeth, Mila and Jackson are still inside", 'presence', 'false', 10, "Elizabeth left at line 8", [RM('Elizabeth', 10, 'hallway'), RM('Mila', 10, 'hallway'), RM('Jackson', 10, 'hallway')]),
 c("Mila then moves it to the red_treasure_chest (11)", 'event', 'true', 11, "line 11", EV(11, 'Mila moved the grapefruit to the red_treasure_chest')),
 c("which Aria misses", 'presence', 'true', 11, "Aria absent", SAW('Aria', 11, False)),
 c("Jackson's final move to the green_bucket", 'event', 'true', 13, "line 13, last move", [EV(13, 'Jackson moved the grapefruit to the green_bucket'), NOMOVE(13)]),
 c("is irrelevant to both", 'presence', 'true', 13, "neither Aria nor Mila saw it", [SAW('Aria', 13, False), SAW('Mila', 13, False)]),
 c("Answer: blue_bathtub", 'belief', 'true', 'end', "answer", B('Aria -> Mila', 'end', 'blue_bathtub'), ans=True)])

R(20, 'narrative', 'wrong', 'red_treasure_chest',
"""The grapefruit passes through several containers. Carter moves it to the green_suitcase, Elizabeth to the blue_bathtub, and after Aria leaves, Mila moves it to the red_treasure_chest. Since Mila did that move herself, she knows it's in the red_treasure_chest, and Aria, asked what Mila thinks, should answer the red_treasure_chest.""",
[c("Carter moves it to the green_suitcase", 'event', 'true', 4, "line 4", EV(4, 'Carter moved the grapefruit to the green_suitcase')),
 c("Elizabeth to the blue_bathtub", 'event', 'true', 6, "line 6", EV(6, 'Elizabeth moved the grapefruit to the blue_bathtub')),
 c("after Aria leaves, Mila moves it to the red_treasure_chest", 'event', 'true', 11, "line 11, Aria gone", [EV(11, 'Mila moved the grapefruit to the red_treasure_chest'), RM('Aria', 11, None)]),
 c("she knows it's in the red_treasure_chest", 'belief', 'true', 'end', "Mila's own belief", B('Mila', 'end', 'red_treasure_chest')),
 c("Aria, asked what Mila thinks, should answer the red_treasure_chest", 'belief', 'false', 'end', "Aria -> Mila is blue_bathtub", B('Aria -> Mila', 'end', 'red_treasure_chest'), ans=True)])

R(20, 'terse', 'unsound', 'blue_bathtub',
"""blue_bathtub — Aria left right after Carter did, before Mila moved it.""",
[c("blue_bathtub", 'belief', 'true', 'end', "answer", B('Aria -> Mila', 'end', 'blue_bathtub'), ans=True),
 c("Aria left right after Carter did", 'order', 'false', 10, "Elizabeth's exit (8) came between Carter (5) and Aria (10)", NEXT('Carter', 'Aria', 'hallway')),
 c("before Mila moved it", 'order', 'true', 11, "exit 10, move 11", [RM('Aria', 11, None), EV(11, 'Mila moved the grapefruit')])])

R(20, 'thinking', 'unsupported', 'blue_bathtub',
"""<think>
Second-order: Aria's model of Mila. I need the last moment both of them were watching the grapefruit together. That gives blue_bathtub.
</think>
blue_bathtub""",
[c("That gives blue_bathtub", 'belief', 'true', 'end', "answer", B('Aria -> Mila', 'end', 'blue_bathtub'), ans=True),
 c("blue_bathtub", 'belief', 'true', 'end', "answer", B('Aria -> Mila', 'end', 'blue_bathtub'), occ=-1, ans=True)])

# ======================= item 21: tomi second_order_0_tom (Sophia -> Mia, lettuce) =======================
R(21, 'numbered', 'sound', 'green_suitcase',
"""1. Mia and Sophia are both in the closet when the lettuce is in the green_suitcase.
2. Mia leaves (line 4), and Sophia sees her go.
3. Sophia then moves the lettuce to the red_crate, which Mia couldn't have known about.
4. Sophia knows Mia left before the move.
So Sophia thinks Mia will search the green_suitcase.""",
[c("Mia and Sophia are both in the closet when the lettuce is in the green_suitcase", 'presence', 'true', 3, "line 3", [O(3, 'green_suitcase'), RM('Mia', 3, 'closet'), RM('Sophia', 3, 'closet')]),
 c("Mia leaves (line 4)", 'event', 'true', 4, "line 4", EV(4, 'Mia exited the closet')),
 c("Sophia sees her go", 'presence', 'true', 4, "Sophia witnessed 4", SAW('Sophia', 4)),
 c("Sophia then moves the lettuce to the red_crate", 'event', 'true', 5, "line 5", EV(5, 'Sophia moved the lettuce to the red_crate')),
 c("which Mia couldn't have known about", 'belief', 'true', 'end', "Mia still believes green_suitcase", [SAW('Mia', 5, False), B('Mia', 'end', 'green_suitcase')]),
 c("Sophia knows Mia left before the move", 'belief', 'true', 5, "Sophia -> Mia stays green_suitcase at 5", B('Sophia -> Mia', 5, 'green_suitcase')),
 c("Sophia thinks Mia will search the green_suitcase", 'belief', 'true', 'end', "answer", B('Sophia -> Mia', 'end', 'green_suitcase'), ans=True)])

R(21, 'narrative', 'unsound', 'green_suitcase',
"""Sophia entered the closet before Mia, and both of them saw the lettuce sitting in the green_suitcase. Then Mia walked out. Only after that did Sophia move the lettuce to the red_crate, so she knows Mia missed it. From Sophia's point of view, Mia will go looking in the green_suitcase.""",
[c("Sophia entered the closet before Mia", 'order', 'false', 2, "Mia entered first (line 1)", ENB('Sophia', 'Mia', 'closet')),
 c("both of them saw the lettuce sitting in the green_suitcase", 'presence', 'true', 3, "both witnessed 3", [SAW('Sophia', 3), SAW('Mia', 3), O(3, 'green_suitcase')]),
 c("Then Mia walked out", 'event', 'true', 4, "line 4", EV(4, 'Mia exited the closet')),
 c("Only after that did Sophia move the lettuce to the red_crate", 'event', 'true', 5, "line 5", [EV(5, 'Sophia moved the lettuce to the red_crate'), RM('Mia', 5, None)]),
 c("she knows Mia missed it", 'belief', 'true', 5, "Sophia -> Mia green_suitcase", B('Sophia -> Mia', 5, 'green_suitcase')),
 c("Mia will go looking in the green_suitcase", 'belief', 'true', 'end', "answer", B('Sophia -> Mia', 'end', 'green_suitcase'), ans=True)])

R(21, 'terse', 'wrong', 'red_crate',
"""red_crate.""",
[c("red_crate", 'belief', 'false', 'end', "Sophia -> Mia is green_suitcase", B('Sophia -> Mia', 'end', 'red_crate'), ans=True)])

R(21, 'thinking', 'unsupported', 'green_suitcase',
"""<think>Second-order false-belief question: Sophia's model of where Mia would search. Standard reasoning applies.</think>
Green_suitcase.""",
[c("Green_suitcase", 'belief', 'true', 'end', "answer", B('Sophia -> Mia', 'end', 'green_suitcase'), ans=True)])

R(21, 'answer_first', 'sound', 'green_suitcase',
"""The green_suitcase. Sophia was in the room when Mia walked out and then moved the lettuce to the red_crate herself, so she knows Mia still expects it in the green_suitcase.""",
[c("The green_suitcase", 'belief', 'true', 'end', "answer", B('Sophia -> Mia', 'end', 'green_suitcase'), ans=True),
 c("Sophia was in the room when Mia walked out", 'presence', 'true', 4, "Sophia in closet at 4", [RM('Sophia', 4, 'closet'), SAW('Sophia', 4)]),
 c("moved the lettuce to the red_crate herself", 'event', 'true', 5, "line 5", EV(5, 'Sophia moved the lettuce to the red_crate')),
 c("she knows Mia still expects it in the green_suitcase", 'belief', 'true', 'end', "answer", B('Sophia -> Mia', 'end', 'green_suitcase'), ans=True)])

# ======================= item 22: s6804-19-o4 (Ava->Isla->Emma->Sophia, lettuce) =======================
R(22, 'narrative', 'sound', 'red_bottle',
"""Charlotte moved the lettuce from the blue_suitcase to the red_bottle with all five watching, and then she was the first to leave. Isla left next, at line 7, before Ava moved the lettuce to the green_bottle, so the last thing Isla saw was the red_bottle, shared with Emma and Sophia. Ava was there when Isla left and knows Isla's picture stopped at the red_bottle, including Isla's picture of Emma's picture of Sophia. The tells in the waiting room (Ava to Charlotte, Isla to Emma) don't reach that deep a level in Ava's model. Ava thinks Isla thinks Emma thinks Sophia thinks the lettuce is in the red_bottle.""",
[c("Charlotte moved the lettuce from the blue_suitcase to the red_bottle", 'event', 'true', 4, "line 4", [O(3, 'blue_suitcase'), EV(4, 'Charlotte moved the lettuce to the red_bottle')]),
 c("with all five watching", 'presence', 'true', 4, "all witnessed 4", [SAW(x, 4) for x in ('Charlotte', 'Isla', 'Ava', 'Emma', 'Sophia')]),
 c("she was the first to leave", 'order', 'true', 5, "first exit", FIRST('Charlotte', 'attic')),
 c("Isla left next, at line 7", 'order', 'true', 7, "next exit after Charlotte", [EV(7, 'Isla exited'), NEXT('Charlotte', 'Isla', 'attic')]),
 c("before Ava moved the lettuce to the green_bottle", 'order', 'true', 8, "move at 8", [EV(8, 'Ava moved the lettuce to the green_bottle'), RM('Isla', 8, None)]),
 c("the last thing Isla saw was the red_bottle", 'belief', 'true', 'end', "Isla believes red_bottle", B('Isla', 'end', 'red_bottle')),
 c("shared with Emma and Sophia", 'belief', 'true', 7, "Isla->Emma, Isla->Sophia red_bottle when she left", [B('Isla -> Emma', 7, 'red_bottle'), B('Isla -> Sophia', 7, 'red_bottle')]),
 c("Ava was there when Isla left", 'presence', 'true', 7, "Ava witnessed 7", SAW('Ava', 7)),
 c("knows Isla's picture stopped at the red_bottle", 'belief', 'true', 'end', "Ava -> Isla", B('Ava -> Isla', 'end', 'red_bottle')),
 c("including Isla's picture of Emma's picture of Sophia", 'belief', 'true', 'end', "answer chain", B('Ava -> Isla -> Emma -> Sophia', 'end', 'red_bottle'), ans=True),
 c("The tells in the waiting room (Ava to Charlotte, Isla to Emma)", 'communication', 'true', 16, "lines 15-16", [EV(15, 'Ava privately told Charlotte'), EV(16, 'Isla privately told Emma')]),
 c("don't reach that deep a level in Ava's model", 'belief', 'true', 16, "full chain unchanged through 16", [B('Ava -> Isla -> Emma -> Sophia', 14, 'red_bottle'), B('Ava -> Isla -> Emma -> Sophia', 16, 'red_bottle')]),
 c("Ava thinks Isla thinks Emma thinks Sophia thinks the lettuce is in the red_bottle", 'belief', 'true', 'end', "answer", B('Ava -> Isla -> Emma -> Sophia', 'end', 'red_bottle'), ans=True)])

R(22, 'terse', 'unsound', 'red_bottle',
"""red_bottle — Isla left right after Charlotte, before Sophia's move to the green_bottle.""",
[c("red_bottle", 'belief', 'true', 'end', "answer", B('Ava -> Isla -> Emma -> Sophia', 'end', 'red_bottle'), ans=True),
 c("Isla left right after Charlotte", 'order', 'true', 7, "next exit", NEXT('Charlotte', 'Isla', 'attic')),
 c("before Sophia's move to the green_bottle", 'event', 'false', 8, "Ava moved it to the green_bottle; Sophia moved it to the blue_suitcase", ANYEV('Sophia moved the lettuce to the green_bottle'))])

R(22, 'thinking', 'wrong', 'green_bottle',
"""<think>
Ava → Isla → Emma → Sophia.
Charlotte moved it to red_bottle at 4, everyone saw. Isla left at 7. Ava moved it to green_bottle at 8; Emma and Sophia saw, Isla didn't.
But at 16 Isla privately tells Emma it's in the green_bottle. So Isla knows about the green_bottle? She must think Emma believes green_bottle. Ava, hmm, Ava put it in the green_bottle herself, so from Ava's view the whole chain lands on green_bottle.
</think>
green_bottle""",
[c("Charlotte moved it to red_bottle at 4", 'event', 'true', 4, "line 4", EV(4, 'Charlotte moved the lettuce to the red_bottle')),
 c("everyone saw", 'presence', 'true', 4, "all witnessed 4", [SAW(x, 4) for x in ('Charlotte', 'Isla', 'Ava', 'Emma', 'Sophia')]),
 c("Isla left at 7", 'event', 'true', 7, "line 7", EV(7, 'Isla exited')),
 c("Ava moved it to green_bottle at 8", 'event', 'true', 8, "line 8", EV(8, 'Ava moved the lettuce to the green_bottle')),
 c("Emma and Sophia saw, Isla didn't", 'presence', 'true', 8, "witnesses of 8", [SAW('Emma', 8), SAW('Sophia', 8), SAW('Isla', 8, False)]),
 c("at 16 Isla privately tells Emma it's in the green_bottle", 'communication', 'true', 16, "line 16", EV(16, 'Isla privately told Emma that the lettuce is in the green_bottle')),
 c("She must think Emma believes green_bottle", 'belief', 'true', 'end', "Isla -> Emma is green_bottle after her tell", B('Isla -> Emma', 'end', 'green_bottle')),
 c("Ava put it in the green_bottle herself", 'event', 'true', 8, "line 8", EV(8, 'Ava moved the lettuce to the green_bottle')),
 c("from Ava's view the whole chain lands on green_bottle", 'belief', 'false', 'end', "chain is red_bottle", B('Ava -> Isla -> Emma -> Sophia', 'end', 'green_bottle'), ans=True),
 c("green_bottle", 'belief', 'false', 'end', "chain is red_bottle", B('Ava -> Isla -> Emma -> Sophia', 'end', 'green_bottle'), occ=-1, ans=True)])

R(22, 'answer_first', 'sound', 'red_bottle',
"""Red_bottle.
Isla walked out at line 7 while the lettuce was in the red_bottle, and Ava saw her go. Everything that happens to the lettuce after that (Ava's move to the green_bottle, Sophia's move back to the blue_suitcase) is invisible to Isla, so Ava's model of Isla, and of Isla's view of Emma and Sophia, stays at the red_bottle.""",
[c("Red_bottle", 'belief', 'true', 'end', "answer", B('Ava -> Isla -> Emma -> Sophia', 'end', 'red_bottle'), ans=True),
 c("Isla walked out at line 7", 'event', 'true', 7, "line 7", EV(7, 'Isla exited the attic')),
 c("while the lettuce was in the red_bottle", 'location', 'true', 7, "line 7", O(7, 'red_bottle')),
 c("Ava saw her go", 'presence', 'true', 7, "Ava witnessed 7", SAW('Ava', 7)),
 c("Ava's move to the green_bottle", 'event', 'true', 8, "line 8", EV(8, 'Ava moved the lettuce to the green_bottle')),
 c("Sophia's move back to the blue_suitcase", 'event', 'true', 12, "line 12", EV(12, 'Sophia moved the lettuce to the blue_suitcase')),
 c("is invisible to Isla", 'presence', 'true', 12, "Isla absent 8, 12", [SAW('Isla', 8, False), SAW('Isla', 12, False)]),
 c("Ava's model of Isla, and of Isla's view of Emma and Sophia, stays at the red_bottle", 'belief', 'true', 'end', "Ava->Isla, Ava->Isla->Emma, full chain", [B('Ava -> Isla', 'end', 'red_bottle'), B('Ava -> Isla -> Emma', 'end', 'red_bottle'), B('Ava -> Isla -> Emma -> Sophia', 'end', 'red_bottle')], ans=True)])

R(22, 'numbered', 'unsound', 'red_bottle',
"""1. red_bottle after line 4, seen by all.
2. Isla exits at 7 and sees nothing else.
3. Ava moves it to the green_bottle (8) in front of Emma and Sophia, then leaves.
4. Sophia, alone at the end, moves it to the blue_suitcase, so real Emma thinks Sophia thinks blue_suitcase.
5. Isla doesn't know any of that, and Ava knows Isla doesn't.
Answer: red_bottle""",
[c("red_bottle after line 4", 'location', 'true', 4, "line 4", O(4, 'red_bottle')),
 c("seen by all", 'presence', 'true', 4, "all witnessed 4", [SAW(x, 4) for x in ('Charlotte', 'Isla', 'Ava', 'Emma', 'Sophia')]),
 c("Isla exits at 7", 'event', 'true', 7, "line 7", EV(7, 'Isla exited')),
 c("sees nothing else", 'presence', 'true', 12, "Isla absent for 8, 12", [SAW('Isla', 8, False), SAW('Isla', 12, False)]),
 c("Ava moves it to the green_bottle (8)", 'event', 'true', 8, "line 8", EV(8, 'Ava moved the lettuce to the green_bottle')),
 c("in front of Emma and Sophia", 'presence', 'true', 8, "both witnessed 8", [SAW('Emma', 8), SAW('Sophia', 8)]),
 c("then leaves", 'event', 'true', 9, "line 9", EV(9, 'Ava exited')),
 c("Sophia, alone at the end", 'presence', 'true', 12, "only Sophia left", ALONE('Sophia', 12)),
 c("moves it to the blue_suitcase", 'event', 'true', 12, "line 12", EV(12, 'Sophia moved the lettuce to the blue_suitcase')),
 c("real Emma thinks Sophia thinks blue_suitcase", 'belief', 'false', 'end', "Emma left before Sophia's move: Emma -> Sophia is green_bottle", B('Emma -> Sophia', 'end', 'blue_suitcase')),
 c("Isla doesn't know any of that", 'belief', 'true', 'end', "Isla still red_bottle", B('Isla', 'end', 'red_bottle')),
 c("Ava knows Isla doesn't", 'belief', 'true', 'end', "Ava -> Isla red_bottle", B('Ava -> Isla', 'end', 'red_bottle')),
 c("Answer: red_bottle", 'belief', 'true', 'end', "answer", B('Ava -> Isla -> Emma -> Sophia', 'end', 'red_bottle'), ans=True)])

# ======================= item 23: s6804-12-o2 (Jackson -> Chloe, strawberry) =======================
R(23, 'terse', 'sound', 'blue_pantry',
"""blue_pantry: Jackson left (line 6) before Gracie moved it to the blue_treasure_chest, so he's unaware of the move.""",
[c("blue_pantry", 'belief', 'true', 'end', "answer", B('Jackson -> Chloe', 'end', 'blue_pantry'), ans=True),
 c("Jackson left (line 6)", 'event', 'true', 6, "line 6", EV(6, 'Jackson exited the workshop')),
 c("before Gracie moved it to the blue_treasure_chest", 'order', 'true', 7, "move at 7", [EV(7, 'Gracie moved the strawberry to the blue_treasure_chest'), RM('Jackson', 7, None)]),
 c("he's unaware of the move", 'belief', 'true', 7, "Jackson still believes blue_pantry after line 7", B('Jackson', 7, 'blue_pantry'))])

R(23, 'thinking', 'unsound', 'blue_pantry',
"""<think>
Jackson's model of Chloe. Both saw Alexander move the strawberry to the blue_pantry at 3. Jackson left at 6; Chloe stayed to the end. Gracie's move to the blue_treasure_chest at 7 happened after Jackson left, so Jackson can't model Chloe as knowing it.
Emily's public claim at 14 says green_suitcase, but Jackson doesn't buy it. And his model of Chloe is unaffected either way.
</think>
blue_pantry""",
[c("Both saw Alexander move the strawberry to the blue_pantry at 3", 'presence', 'true', 3, "both witnessed 3", [EV(3, 'Alexander moved the strawberry to the blue_pantry'), SAW('Jackson', 3), SAW('Chloe', 3)]),
 c("Jackson left at 6", 'event', 'true', 6, "line 6", EV(6, 'Jackson exited')),
 c("Chloe stayed to the end", 'order', 'true', 12, "Chloe exits last", LAST('Chloe', 'workshop')),
 c("Gracie's move to the blue_treasure_chest at 7 happened after Jackson left", 'event', 'true', 7, "line 7, Jackson absent", [EV(7, 'Gracie moved the strawberry to the blue_treasure_chest'), RM('Jackson', 7, None)]),
 c("Emily's public claim at 14 says green_suitcase", 'communication', 'true', 14, "line 14", EV(14, 'Emily publicly claimed that strawberry is in the green_suitcase')),
 c("Jackson doesn't buy it", 'communication', 'false', 14, "Jackson exited before Emily, trusts her: green_suitcase", NB('Jackson', 14, 'green_suitcase')),
 c("his model of Chloe is unaffected", 'belief', 'true', 14, "Jackson -> Chloe still blue_pantry", B('Jackson -> Chloe', 14, 'blue_pantry')),
 c("blue_pantry", 'belief', 'true', 'end', "answer", B('Jackson -> Chloe', 'end', 'blue_pantry'), occ=-1, ans=True)])

R(23, 'answer_first', 'wrong', 'green_suitcase',
"""Green_suitcase. Emily publicly said the strawberry is in the green_suitcase, and Jackson believed her since Emily left after him. He'd assume Chloe heard the same announcement and believed it too.""",
[c("Green_suitcase", 'belief', 'false', 'end', "Jackson -> Chloe is blue_pantry", B('Jackson -> Chloe', 'end', 'green_suitcase'), ans=True),
 c("Emily publicly said the strawberry is in the green_suitcase", 'communication', 'true', 14, "line 14", EV(14, 'Emily publicly claimed that strawberry is in the green_suitcase')),
 c("Jackson believed her", 'communication', 'true', 14, "Jackson believes green_suitcase", B('Jackson', 14, 'green_suitcase')),
 c("Emily left after him", 'order', 'true', 10, "Jackson 6, Emily 10", EXB('Jackson', 'Emily', 'workshop')),
 c("He'd assume Chloe heard the same announcement and believed it too", 'belief', 'false', 'end', "Jackson -> Chloe stays blue_pantry", B('Jackson -> Chloe', 'end', 'green_suitcase'), ans=True)])

R(23, 'numbered', 'unsound', 'blue_pantry',
"""1. Alexander moves the strawberry from the blue_container to the blue_pantry (line 3). Jackson and Chloe both watch.
2. Jackson exits at line 6, so the blue_pantry is the last location Jackson and Chloe saw together.
3. Gracie moves it to the blue_treasure_chest at line 7, in front of Chloe, Emily and Alexander.
4. Emily's claim (green_suitcase) and Chloe's tell to Alexander come later and don't change Jackson's picture of Chloe.
Answer: blue_pantry""",
[c("Alexander moves the strawberry from the blue_container to the blue_pantry (line 3)", 'event', 'true', 3, "line 3", [O(2, 'blue_container'), EV(3, 'Alexander moved the strawberry to the blue_pantry')]),
 c("Jackson and Chloe both watch", 'presence', 'true', 3, "both witnessed 3", [SAW('Jackson', 3), SAW('Chloe', 3)]),
 c("Jackson exits at line 6", 'event', 'true', 6, "line 6", EV(6, 'Jackson exited')),
 c("the blue_pantry is the last location Jackson and Chloe saw together", 'belief', 'true', 6, "Jackson -> Chloe at 6", [B('Jackson -> Chloe', 6, 'blue_pantry'), B('Chloe -> Jackson', 6, 'blue_pantry')]),
 c("Gracie moves it to the blue_treasure_chest at line 7", 'event', 'true', 7, "line 7", EV(7, 'Gracie moved the strawberry to the blue_treasure_chest')),
 c("in front of Chloe, Emily and Alexander", 'presence', 'false', 7, "Alexander left at line 4", [SAW('Chloe', 7), SAW('Emily', 7), SAW('Alexander', 7)]),
 c("Emily's claim (green_suitcase)", 'communication', 'true', 14, "line 14", EV(14, 'Emily publicly claimed that strawberry is in the green_suitcase')),
 c("Chloe's tell to Alexander", 'communication', 'true', 15, "line 15", EV(15, 'Chloe privately told Alexander')),
 c("don't change Jackson's picture of Chloe", 'belief', 'true', 15, "Jackson -> Chloe still blue_pantry", B('Jackson -> Chloe', 15, 'blue_pantry')),
 c("Answer: blue_pantry", 'belief', 'true', 'end', "answer", B('Jackson -> Chloe', 'end', 'blue_pantry'), ans=True)])

R(23, 'narrative', 'unsupported', 'blue_pantry',
"""To answer this you have to put yourself in Jackson's shoes and ask what he would expect Chloe to believe, based only on what the two of them went through together. Doing that, the answer is the blue_pantry.""",
[c("the answer is the blue_pantry", 'belief', 'true', 'end', "answer", B('Jackson -> Chloe', 'end', 'blue_pantry'), ans=True)])

# ======================= item 24: s6804-8-o3 (Chloe->Benjamin->Ava, strawberry) =======================
R(24, 'thinking', 'sound', 'red_bathtub',
"""<think>
Chloe → Benjamin → Ava.
Benjamin moved the strawberry to the red_bathtub at 5 with Ava watching, and left at 6. So Benjamin thinks Ava thinks red_bathtub. Ava never goes back into the attic, and in the waiting room Chloe publicly claims green_container. Ava believes that claim, but Benjamin's model of Ava stays red_bathtub.
Chloe saw the move at 5 and saw Benjamin leave. Later Chloe also sees the strawberry in the red_bathtub on the second attic visit, with Benjamin, and leaves before Benjamin moves it to the green_cupboard.
Chloe's model of Benjamin's model of Ava: red_bathtub.
</think>
Red_bathtub.""",
[c("Benjamin moved the strawberry to the red_bathtub at 5", 'event', 'true', 5, "line 5", EV(5, 'Benjamin moved the strawberry to the red_bathtub')),
 c("with Ava watching", 'presence', 'true', 5, "Ava witnessed 5", SAW('Ava', 5)),
 c("left at 6", 'event', 'true', 6, "line 6", EV(6, 'Benjamin exited')),
 c("Benjamin thinks Ava thinks red_bathtub", 'belief', 'true', 'end', "Benjamin -> Ava", B('Benjamin -> Ava', 'end', 'red_bathtub')),
 c("Ava never goes back into the attic", 'presence', 'true', 25, "Ava in waiting_room 16-25", [RM('Ava', t, 'waiting_room') for t in (17, 18, 22, 25)]),
 c("Chloe publicly claims green_container", 'communication', 'true', 27, "line 27", EV(27, 'Chloe publicly claimed that strawberry is in the green_container')),
 c("Ava believes that claim", 'communication', 'true', 27, "Ava believes green_container", B('Ava', 27, 'green_container')),
 c("Benjamin's model of Ava stays red_bathtub", 'belief', 'true', 27, "Benjamin -> Ava at 27", B('Benjamin -> Ava', 27, 'red_bathtub')),
 c("Chloe saw the move at 5", 'presence', 'true', 5, "Chloe witnessed 5", SAW('Chloe', 5)),
 c("saw Benjamin leave", 'presence', 'true', 6, "Chloe witnessed 6", SAW('Chloe', 6)),
 c("Chloe also sees the strawberry in the red_bathtub on the second attic visit, with Benjamin", 'presence', 'true', 18, "line 18", [O(18, 'red_bathtub'), SAW('Chloe', 18), SAW('Benjamin', 18)]),
 c("leaves before Benjamin moves it to the green_cupboard", 'order', 'true', 22, "exit 21, move 22", [EV(21, 'Chloe exited'), EV(22, 'Benjamin moved the strawberry to the green_cupboard'), RM('Chloe', 22, None)]),
 c("Chloe's model of Benjamin's model of Ava: red_bathtub", 'belief', 'true', 'end', "answer", B('Chloe -> Benjamin -> Ava', 'end', 'red_bathtub'), ans=True),
 c("Red_bathtub", 'belief', 'true', 'end', "answer", B('Chloe -> Benjamin -> Ava', 'end', 'red_bathtub'), occ=-1, ans=True)])

R(24, 'answer_first', 'unsound', 'red_bathtub',
"""L. red_bathtub.
Benjamin put the strawberry in the red_bathtub while Ava looked on, and he was the first to leave the attic. Chloe saw both. In the waiting room, Chloe's public claim convinced Benjamin that it was in the green_container, but that's Benjamin's own belief; his picture of Ava still shows the red_bathtub, and Chloe knows it.""",
[c("L. red_bathtub", 'belief', 'true', 'end', "answer", B('Chloe -> Benjamin -> Ava', 'end', 'red_bathtub'), ans=True),
 c("Benjamin put the strawberry in the red_bathtub while Ava looked on", 'event', 'true', 5, "line 5", [EV(5, 'Benjamin moved the strawberry to the red_bathtub'), SAW('Ava', 5)]),
 c("he was the first to leave the attic", 'order', 'true', 6, "first exit", FIRST('Benjamin', 'attic')),
 c("Chloe saw both", 'presence', 'true', 6, "Chloe witnessed 5, 6", [SAW('Chloe', 5), SAW('Chloe', 6)]),
 c("Chloe's public claim convinced Benjamin that it was in the green_container", 'communication', 'false', 27, "Benjamin exited after Chloe, doesn't trust her: green_cupboard", B('Benjamin', 27, 'green_container')),
 c("his picture of Ava still shows the red_bathtub", 'belief', 'true', 'end', "Benjamin -> Ava", B('Benjamin -> Ava', 'end', 'red_bathtub')),
 c("Chloe knows it", 'belief', 'true', 'end', "answer chain", B('Chloe -> Benjamin -> Ava', 'end', 'red_bathtub'), ans=True)])

R(24, 'numbered', 'wrong', 'green_container',
"""1. Benjamin moved the strawberry to the red_bathtub at line 5, with Ava present.
2. At line 27 Chloe publicly claims it's in the green_container.
3. Ava believes Chloe's claim, and Chloe thinks Benjamin believes it too.
4. So in Chloe's view, Benjamin would now think Ava has updated to the green_container as well.
Answer: green_container""",
[c("Benjamin moved the strawberry to the red_bathtub at line 5", 'event', 'true', 5, "line 5", EV(5, 'Benjamin moved the strawberry to the red_bathtub')),
 c("with Ava present", 'presence', 'true', 5, "Ava in attic", RM('Ava', 5, 'attic')),
 c("At line 27 Chloe publicly claims it's in the green_container", 'communication', 'true', 27, "line 27", EV(27, 'Chloe publicly claimed that strawberry is in the green_container')),
 c("Ava believes Chloe's claim", 'communication', 'true', 27, "Ava green_container", B('Ava', 27, 'green_container')),
 c("Chloe thinks Benjamin believes it too", 'belief', 'true', 27, "Chloe -> Benjamin green_container after the claim", B('Chloe -> Benjamin', 27, 'green_container')),
 c("in Chloe's view, Benjamin would now think Ava has updated to the green_container as well", 'belief', 'false', 'end', "chain is red_bathtub", B('Chloe -> Benjamin -> Ava', 'end', 'green_container'), ans=True),
 c("Answer: green_container", 'belief', 'false', 'end', "chain is red_bathtub", B('Chloe -> Benjamin -> Ava', 'end', 'green_container'), ans=True)])

R(24, 'narrative', 'unsupported', 'red_bathtub',
"""It's easy to get lost in the details here, but what matters is what Chloe believes about Benjamin's view of Ava. Working through it, that comes out as the red_bathtub.""",
[c("that comes out as the red_bathtub", 'belief', 'true', 'end', "answer", B('Chloe -> Benjamin -> Ava', 'end', 'red_bathtub'), ans=True)])

R(24, 'terse', 'sound', 'red_bathtub',
"""red_bathtub (Benjamin moved it there at line 5 while Ava and Chloe watched).""",
[c("red_bathtub", 'belief', 'true', 'end', "answer", B('Chloe -> Benjamin -> Ava', 'end', 'red_bathtub'), ans=True),
 c("Benjamin moved it there at line 5", 'event', 'true', 5, "line 5", EV(5, 'Benjamin moved the strawberry to the red_bathtub')),
 c("while Ava and Chloe watched", 'presence', 'true', 5, "both witnessed 5", [SAW('Ava', 5), SAW('Chloe', 5)])])
# ======================= item 25: tomi reality (tomato) =======================
R(25, 'answer_first', 'sound', 'blue_drawer',
"""blue_drawer. Ethan moved the tomato there from the green_suitcase at the very end (line 9), after Sophia had come back into the study.""",
[c("blue_drawer", 'location', 'true', 'end', "answer", O('end', 'blue_drawer'), ans=True),
 c("Ethan moved the tomato there from the green_suitcase", 'event', 'true', 9, "line 9", [O(8, 'green_suitcase'), EV(9, 'Ethan moved the tomato to the blue_drawer')]),
 c("at the very end (line 9)", 'event', 'true', 9, "line 9 is the last line", LASTLINE(9)),
 c("after Sophia had come back into the study", 'order', 'true', 8, "Sophia re-entered at 8", [EV(8, 'Sophia entered the study'), RM('Sophia', 9, 'study')])])

R(25, 'numbered', 'unsound', 'blue_drawer',
"""1. The tomato is in the green_suitcase at line 5.
2. Sophia leaves and later returns (lines 6 and 8).
3. Elizabeth enters the attic, a different room.
4. Ethan moves the tomato to the blue_drawer at line 9, and Sophia and Elizabeth both see it.
Real location: blue_drawer""",
[c("The tomato is in the green_suitcase at line 5", 'location', 'true', 5, "line 5", O(5, 'green_suitcase')),
 c("Sophia leaves and later returns (lines 6 and 8)", 'event', 'true', 8, "lines 6, 8", [EV(6, 'Sophia exited the study'), EV(8, 'Sophia entered the study')]),
 c("Elizabeth enters the attic", 'event', 'true', 7, "line 7", EV(7, 'Elizabeth entered the attic')),
 c("Ethan moves the tomato to the blue_drawer at line 9", 'event', 'true', 9, "line 9", EV(9, 'Ethan moved the tomato to the blue_drawer')),
 c("Sophia and Elizabeth both see it", 'presence', 'false', 9, "Elizabeth is in the attic and does not witness line 9", [SAW('Sophia', 9), SAW('Elizabeth', 9)]),
 c("Real location: blue_drawer", 'location', 'true', 'end', "answer", O('end', 'blue_drawer'), ans=True)])

R(25, 'narrative', 'wrong', 'green_suitcase',
"""The tomato is placed in the green_suitcase while Sophia and Ethan are in the study. Sophia then leaves, and when she comes back Ethan moves the tomato. But the question asks where it really is, and since the story establishes the green_suitcase as its location and the move happens at the very end, the safest answer is the green_suitcase.""",
[c("The tomato is placed in the green_suitcase while Sophia and Ethan are in the study", 'location', 'true', 5, "line 5", [O(5, 'green_suitcase'), RM('Sophia', 5, 'study'), RM('Ethan', 5, 'study')]),
 c("Sophia then leaves", 'event', 'true', 6, "line 6", EV(6, 'Sophia exited the study')),
 c("when she comes back Ethan moves the tomato", 'event', 'true', 9, "re-entry 8, move 9", [EV(8, 'Sophia entered the study'), EV(9, 'Ethan moved the tomato')]),
 c("the move happens at the very end", 'event', 'true', 9, "line 9 is last", LASTLINE(9)),
 c("the safest answer is the green_suitcase", 'location', 'false', 'end', "tomato is in the blue_drawer", O('end', 'green_suitcase'), ans=True)])

R(25, 'terse', 'sound', 'blue_drawer',
"""Blue_drawer — Ethan's move at line 9 is the last event.""",
[c("Blue_drawer", 'location', 'true', 'end', "answer", O('end', 'blue_drawer'), ans=True),
 c("Ethan's move at line 9 is the last event", 'event', 'true', 9, "line 9 is the last line", [EV(9, 'Ethan moved the tomato to the blue_drawer'), LASTLINE(9)])])

R(25, 'thinking', 'unsound', 'blue_drawer',
"""<think>
Tomato: green_suitcase at 5. Sophia exits at 6. Elizabeth enters the attic at 7, and Sophia is there with her for a moment before going back to the study at 8. Ethan moves the tomato to the blue_drawer at 9. Nothing after that.
</think>
The tomato is really in the blue_drawer.""",
[c("green_suitcase at 5", 'location', 'true', 5, "line 5", O(5, 'green_suitcase')),
 c("Sophia exits at 6", 'event', 'true', 6, "line 6", EV(6, 'Sophia exited the study')),
 c("Elizabeth enters the attic at 7", 'event', 'true', 7, "line 7", EV(7, 'Elizabeth entered the attic')),
 c("Sophia is there with her for a moment", 'presence', 'false', 7, "Sophia is in no room at line 7", RM('Sophia', 7, 'attic')),
 c("going back to the study at 8", 'event', 'true', 8, "line 8", EV(8, 'Sophia entered the study')),
 c("Ethan moves the tomato to the blue_drawer at 9", 'event', 'true', 9, "line 9", EV(9, 'Ethan moved the tomato to the blue_drawer')),
 c("Nothing after that", 'event', 'true', 9, "line 9 is last", LASTLINE(9)),
 c("The tomato is really in the blue_drawer", 'location', 'true', 'end', "answer", O('end', 'blue_drawer'), ans=True)])

# ======================= item 26: s6804-14-o4 (Nathan->Lucas->Jack->Avery, radish) =======================
R(26, 'numbered', 'sound', 'green_basket',
"""1. The radish is in the green_basket at line 3, with all five present.
2. Jack leaves first (5), then Avery (7); neither ever sees it move.
3. So Jack thinks Avery thinks green_basket, and Lucas, who watched both of them leave, thinks the same about Jack.
4. Nathan was also there for both exits.
5. Elizabeth's tell to Jack repeats the green_basket; Avery's tell to Nathan (blue_suitcase) is ignored by Nathan, who left after Avery.
Answer: green_basket""",
[c("The radish is in the green_basket at line 3, with all five present", 'location', 'true', 3, "line 3", [O(3, 'green_basket')] + [RM(x, 3, 'laundry') for x in ('Jack', 'Avery', 'Elizabeth', 'Nathan', 'Lucas')]),
 c("Jack leaves first (5)", 'order', 'true', 5, "first exit", [EV(5, 'Jack exited'), FIRST('Jack', 'laundry')]),
 c("then Avery (7)", 'order', 'true', 7, "next exit", [EV(7, 'Avery exited'), NEXT('Jack', 'Avery', 'laundry')]),
 c("neither ever sees it move", 'presence', 'true', 10, "Jack, Avery absent at 8, 10", [SAW(a, t, False) for a in ('Jack', 'Avery') for t in (8, 10)]),
 c("Jack thinks Avery thinks green_basket", 'belief', 'true', 'end', "Jack -> Avery", B('Jack -> Avery', 'end', 'green_basket')),
 c("Lucas, who watched both of them leave", 'presence', 'true', 7, "Lucas witnessed 5, 7", [SAW('Lucas', 5), SAW('Lucas', 7)]),
 c("thinks the same about Jack", 'belief', 'true', 'end', "Lucas -> Jack -> Avery", B('Lucas -> Jack -> Avery', 'end', 'green_basket')),
 c("Nathan was also there for both exits", 'presence', 'true', 7, "Nathan witnessed 5, 7", [SAW('Nathan', 5), SAW('Nathan', 7)]),
 c("Elizabeth's tell to Jack repeats the green_basket", 'communication', 'true', 15, "line 15", EV(15, 'Elizabeth privately told Jack that the radish is in the green_basket')),
 c("Avery's tell to Nathan (blue_suitcase)", 'communication', 'true', 16, "line 16", EV(16, 'Avery privately told Nathan that the radish is in the blue_suitcase')),
 c("is ignored by Nathan", 'communication', 'true', 16, "Nathan keeps red_suitcase", B('Nathan', 16, 'red_suitcase')),
 c("who left after Avery", 'order', 'true', 11, "Avery 7, Nathan 11", EXB('Avery', 'Nathan', 'laundry')),
 c("Answer: green_basket", 'belief', 'true', 'end', "answer", B('Nathan -> Lucas -> Jack -> Avery', 'end', 'green_basket'), ans=True)])

R(26, 'narrative', 'unsound', 'green_basket',
"""Jack and Avery both leave the laundry before anyone touches the radish, so their shared picture is the green_basket. Lucas and Nathan were both present when they walked out. The moves by Elizabeth (blue_suitcase) and Nathan (red_suitcase) happen after Jack and Avery are gone. In the waiting room Elizabeth tells Jack it's in the green_basket, which is what she honestly believes, and Avery tells Nathan the blue_suitcase. Neither changes the nested view: Nathan thinks Lucas thinks Jack thinks Avery thinks it's in the green_basket.""",
[c("Jack and Avery both leave the laundry before anyone touches the radish", 'order', 'true', 7, "exits 5, 7; first move 8", [RM('Jack', 8, None), RM('Avery', 8, None), NOMOVE(0, 8)]),
 c("their shared picture is the green_basket", 'belief', 'true', 'end', "Jack -> Avery, Avery -> Jack", [B('Jack -> Avery', 'end', 'green_basket'), B('Avery -> Jack', 'end', 'green_basket')]),
 c("Lucas and Nathan were both present when they walked out", 'presence', 'true', 7, "witnessed 5, 7", [SAW(a, t) for a in ('Lucas', 'Nathan') for t in (5, 7)]),
 c("The moves by Elizabeth (blue_suitcase) and Nathan (red_suitcase)", 'event', 'true', 10, "lines 8, 10", [EV(8, 'Elizabeth moved the radish to the blue_suitcase'), EV(10, 'Nathan moved the radish to the red_suitcase')]),
 c("happen after Jack and Avery are gone", 'presence', 'true', 10, "both absent", [RM(a, t, None) for a in ('Jack', 'Avery') for t in (8, 10)]),
 c("Elizabeth tells Jack it's in the green_basket", 'communication', 'true', 15, "line 15", EV(15, 'Elizabeth privately told Jack that the radish is in the green_basket')),
 c("which is what she honestly believes", 'belief', 'false', 15, "Elizabeth believes blue_suitcase", B('Elizabeth', 15, 'green_basket')),
 c("Avery tells Nathan the blue_suitcase", 'communication', 'true', 16, "line 16", EV(16, 'Avery privately told Nathan that the radish is in the blue_suitcase')),
 c("Neither changes the nested view", 'belief', 'true', 16, "chain unchanged 14-16", [B('Nathan -> Lucas -> Jack -> Avery', 14, 'green_basket'), B('Nathan -> Lucas -> Jack -> Avery', 16, 'green_basket')]),
 c("Nathan thinks Lucas thinks Jack thinks Avery thinks it's in the green_basket", 'belief', 'true', 'end', "answer", B('Nathan -> Lucas -> Jack -> Avery', 'end', 'green_basket'), ans=True)])

R(26, 'terse', 'wrong', 'red_suitcase',
"""red_suitcase (Nathan put it there himself).""",
[c("red_suitcase", 'belief', 'false', 'end', "chain is green_basket", B('Nathan -> Lucas -> Jack -> Avery', 'end', 'red_suitcase'), ans=True),
 c("Nathan put it there himself", 'event', 'true', 10, "line 10", EV(10, 'Nathan moved the radish to the red_suitcase'))])

R(26, 'thinking', 'unsound', 'green_basket',
"""<think>
Nathan → Lucas → Jack → Avery.
Radish in the green_basket at 3. Jack exits at 5, Avery at 7; neither sees any move.
Elizabeth moves it to the blue_suitcase at 8 and stays to watch Nathan's move to the red_suitcase at 10.
Lucas and Nathan saw Jack and Avery leave with the radish still in the green_basket, so Lucas thinks Jack thinks Avery thinks green_basket, and Nathan has the same picture of Lucas.
Avery's tell to Nathan at 16 says blue_suitcase. Nathan doesn't trust Avery, who left earlier.
</think>
green_basket""",
[c("Radish in the green_basket at 3", 'location', 'true', 3, "line 3", O(3, 'green_basket')),
 c("Jack exits at 5, Avery at 7", 'event', 'true', 7, "lines 5, 7", [EV(5, 'Jack exited'), EV(7, 'Avery exited')]),
 c("neither sees any move", 'presence', 'true', 10, "absent at 8, 10", [SAW(a, t, False) for a in ('Jack', 'Avery') for t in (8, 10)]),
 c("Elizabeth moves it to the blue_suitcase at 8", 'event', 'true', 8, "line 8", EV(8, 'Elizabeth moved the radish to the blue_suitcase')),
 c("stays to watch Nathan's move to the red_suitcase at 10", 'presence', 'false', 10, "Elizabeth exited at 9", SAW('Elizabeth', 10)),
 c("Lucas and Nathan saw Jack and Avery leave with the radish still in the green_basket", 'presence', 'true', 7, "witnessed 5, 7; radish green_basket", [SAW('Lucas', 5), SAW('Lucas', 7), SAW('Nathan', 5), SAW('Nathan', 7), O(7, 'green_basket')]),
 c("Lucas thinks Jack thinks Avery thinks green_basket", 'belief', 'true', 'end', "Lucas -> Jack -> Avery", B('Lucas -> Jack -> Avery', 'end', 'green_basket')),
 c("Nathan has the same picture of Lucas", 'belief', 'true', 'end', "answer chain", B('Nathan -> Lucas -> Jack -> Avery', 'end', 'green_basket'), ans=True),
 c("Avery's tell to Nathan at 16 says blue_suitcase", 'communication', 'true', 16, "line 16", EV(16, 'Avery privately told Nathan that the radish is in the blue_suitcase')),
 c("Nathan doesn't trust Avery", 'communication', 'true', 16, "Nathan keeps red_suitcase", B('Nathan', 16, 'red_suitcase')),
 c("who left earlier", 'order', 'true', 7, "Avery 7, Nathan 11", EXB('Avery', 'Nathan', 'laundry')),
 c("green_basket", 'belief', 'true', 'end', "answer", B('Nathan -> Lucas -> Jack -> Avery', 'end', 'green_basket'), occ=-1, ans=True)])

R(26, 'answer_first', 'unsupported', 'green_basket',
"""F. green_basket. Of the candidates, that's the only one consistent with the full four-level chain.""",
[c("F. green_basket", 'belief', 'true', 'end', "answer", B('Nathan -> Lucas -> Jack -> Avery', 'end', 'green_basket'), ans=True)])

# ======================= item 27: s6804-22-o2 (Isabella -> Mila, lemon) =======================
R(27, 'narrative', 'sound', 'green_envelope',
"""Mila moved the lemon from the red_bottle into the green_envelope while Isabella was the only other person in the hall. Mila left right after, and Isabella, who stayed behind, never saw anyone touch the lemon again. So Isabella knows Mila's last view of the lemon is the green_envelope. When Isabella, Noah and Evelyn went back into the hall later, the lemon was still in the green_envelope, which only confirms it. Isabella thinks Mila thinks the lemon is in the green_envelope.""",
[c("Mila moved the lemon from the red_bottle into the green_envelope", 'event', 'true', 9, "line 9", [O(8, 'red_bottle'), EV(9, 'Mila moved the lemon to the green_envelope')]),
 c("while Isabella was the only other person in the hall", 'presence', 'true', 9, "only Mila and Isabella", [RM('Isabella', 9, 'hall')] + [RM(x, 9, None) for x in ('Carter', 'Noah', 'Evelyn')]),
 c("Mila left right after", 'event', 'true', 10, "line 10", EV(10, 'Mila exited the hall')),
 c("Isabella, who stayed behind", 'presence', 'true', 10, "Isabella in hall at 10", RM('Isabella', 10, 'hall')),
 c("never saw anyone touch the lemon again", 'event', 'true', None, "no lemon move after 9", NOMOVE(9)),
 c("Isabella knows Mila's last view of the lemon is the green_envelope", 'belief', 'true', 'end', "answer", B('Isabella -> Mila', 'end', 'green_envelope'), ans=True),
 c("When Isabella, Noah and Evelyn went back into the hall later, the lemon was still in the green_envelope", 'location', 'true', 14, "line 14", [EV(14, 'Noah, Isabella and Evelyn entered the hall'), O(14, 'green_envelope')]),
 c("Isabella thinks Mila thinks the lemon is in the green_envelope", 'belief', 'true', 'end', "answer", B('Isabella -> Mila', 'end', 'green_envelope'), ans=True)])

R(27, 'terse', 'unsound', 'green_envelope',
"""green_envelope — Mila moved it there from the blue_box, then left.""",
[c("green_envelope", 'belief', 'true', 'end', "answer", B('Isabella -> Mila', 'end', 'green_envelope'), ans=True),
 c("Mila moved it there", 'event', 'true', 9, "line 9", EV(9, 'Mila moved the lemon to the green_envelope')),
 c("from the blue_box", 'location', 'false', 8, "just before line 9 it was in the red_bottle", O(8, 'blue_box')),
 c("then left", 'event', 'true', 10, "line 10", EV(10, 'Mila exited'))])

R(27, 'thinking', 'wrong', 'red_bottle',
"""<think>
Isabella → Mila. Noah moved it to the red_bottle at 5, with Mila and Isabella present. Then Evelyn leaves at 8. Mila moves it at 9 to green_envelope... and Mila exits at 10. Isabella stays. Hmm, but does Isabella know that Mila knows? Mila did the move herself, so Mila obviously knows. Ugh, I keep going back and forth. The last thing the group watched together was the red_bottle, so I'll say red_bottle.
</think>
red_bottle""",
[c("Noah moved it to the red_bottle at 5", 'event', 'true', 5, "line 5", EV(5, 'Noah moved the lemon to the red_bottle')),
 c("with Mila and Isabella present", 'presence', 'true', 5, "both witnessed 5", [SAW('Mila', 5), SAW('Isabella', 5)]),
 c("Evelyn leaves at 8", 'event', 'true', 8, "line 8", EV(8, 'Evelyn exited')),
 c("Mila moves it at 9 to green_envelope", 'event', 'true', 9, "line 9", EV(9, 'Mila moved the lemon to the green_envelope')),
 c("Mila exits at 10", 'event', 'true', 10, "line 10", EV(10, 'Mila exited')),
 c("Isabella stays", 'presence', 'true', 10, "Isabella in hall", RM('Isabella', 10, 'hall')),
 c("Mila did the move herself", 'event', 'true', 9, "line 9", EV(9, 'Mila moved the lemon')),
 c("Mila obviously knows", 'belief', 'true', 9, "Mila believes green_envelope", B('Mila', 9, 'green_envelope')),
 c("The last thing the group watched together was the red_bottle", 'belief', 'uncheckable', None, "vague: which group"),
 c("red_bottle", 'belief', 'false', 'end', "Isabella -> Mila is green_envelope", B('Isabella -> Mila', 'end', 'red_bottle'), occ=-1, ans=True)])

R(27, 'answer_first', 'unsupported', 'green_envelope',
"""The green_envelope.""",
[c("The green_envelope", 'belief', 'true', 'end', "answer", B('Isabella -> Mila', 'end', 'green_envelope'), ans=True)])

R(27, 'numbered', 'sound', 'green_envelope',
"""1. Lemon: blue_box → red_bottle (Noah, line 5).
2. Evelyn leaves at 8, leaving only Mila and Isabella.
3. Mila moves it to the green_envelope (line 9) while Isabella watches, then Mila leaves (10).
4. Isabella leaves last, at line 12; nothing moves in between.
5. The potato scene later doesn't involve the lemon.
Answer: green_envelope""",
[c("Lemon: blue_box", 'location', 'true', 2, "line 2", O(2, 'blue_box')),
 c("red_bottle (Noah, line 5)", 'event', 'true', 5, "line 5", EV(5, 'Noah moved the lemon to the red_bottle')),
 c("Evelyn leaves at 8", 'event', 'true', 8, "line 8", EV(8, 'Evelyn exited')),
 c("leaving only Mila and Isabella", 'presence', 'true', 8, "two left in hall", [RM('Mila', 8, 'hall'), RM('Isabella', 8, 'hall')] + [RM(x, 8, None) for x in ('Carter', 'Noah', 'Evelyn')]),
 c("Mila moves it to the green_envelope (line 9)", 'event', 'true', 9, "line 9", EV(9, 'Mila moved the lemon to the green_envelope')),
 c("while Isabella watches", 'presence', 'true', 9, "Isabella witnessed 9", SAW('Isabella', 9)),
 c("then Mila leaves (10)", 'event', 'true', 10, "line 10", EV(10, 'Mila exited')),
 c("Isabella leaves last, at line 12", 'order', 'true', 12, "last exit of the first visit", [EV(12, 'Isabella exited'), LAST('Isabella', 'hall')]),
 c("nothing moves in between", 'event', 'true', 12, "no lemon move 10-12", NOMOVE(9, 13)),
 c("The potato scene later doesn't involve the lemon", 'event', 'true', None, "no lemon after 14", NOEV('lemon', after=14)),
 c("Answer: green_envelope", 'belief', 'true', 'end', "answer", B('Isabella -> Mila', 'end', 'green_envelope'), ans=True)])

# ======================= item 28: s6804-11-o1 (Lucas, celery) =======================
R(28, 'terse', 'sound', 'red_envelope',
"""red_envelope — it was never moved.""",
[c("red_envelope", 'belief', 'true', 'end', "answer", B('Lucas', 'end', 'red_envelope'), ans=True),
 c("it was never moved", 'event', 'true', None, "no move lines", NOMOVE(0))])

R(28, 'thinking', 'unsound', 'red_envelope',
"""<think>
Celery in the red_envelope at line 2. Each person waits a minute and leaves, with Owen the last one out. No one ever moves the celery, and there are no claims or tells. So Lucas saw it in the red_envelope and nothing contradicts that.
</think>
red_envelope""",
[c("Celery in the red_envelope at line 2", 'location', 'true', 2, "line 2", O(2, 'red_envelope')),
 c("Each person waits a minute and leaves", 'event', 'true', 12, "each has a 'made no movements' line and an exit", [EV(3, 'Noah made no movements'), EV(5, 'Ava made no movements'), EV(7, 'Lily made no movements'), EV(9, 'Owen made no movements'), EV(11, 'Lucas made no movements'), EV(12, 'Lucas exited')]),
 c("with Owen the last one out", 'order', 'false', 12, "Lucas left last (12); Owen at 10", LAST('Owen', 'lounge')),
 c("No one ever moves the celery", 'event', 'true', None, "no move lines", NOMOVE(0)),
 c("there are no claims or tells", 'communication', 'true', None, "none in the story", [NOEV('claimed'), NOEV('told')]),
 c("Lucas saw it in the red_envelope", 'belief', 'true', 2, "Lucas witnessed line 2", [SAW('Lucas', 2), B('Lucas', 2, 'red_envelope')]),
 c("red_envelope", 'belief', 'true', 'end', "answer", B('Lucas', 'end', 'red_envelope'), occ=-1, ans=True)])

R(28, 'answer_first', 'wrong', None,
"""Red_envelope or green_cupboard, hard to say. The celery starts in the red_envelope and nobody moves it, but the word 'really' suggests Lucas might hold a different belief than the actual location, so the green_cupboard is possible too.""",
[c("The celery starts in the red_envelope", 'location', 'true', 2, "line 2", O(2, 'red_envelope')),
 c("nobody moves it", 'event', 'true', None, "no move lines", NOMOVE(0))])

R(28, 'numbered', 'sound', 'red_envelope',
"""1. Line 2: the celery is in the red_envelope, and all five are in the lounge.
2. Noah, Ava, Lily and Owen each wait and exit; Lucas is the last to leave (line 12).
3. No one moves the celery at any point.
4. Nothing is said about it in the waiting room.
Lucas thinks it's in the red_envelope.""",
[c("the celery is in the red_envelope, and all five are in the lounge", 'location', 'true', 2, "line 2", [O(2, 'red_envelope')] + [RM(x, 2, 'lounge') for x in ('Noah', 'Ava', 'Lily', 'Owen', 'Lucas')]),
 c("Noah, Ava, Lily and Owen each wait and exit", 'event', 'true', 10, "lines 3-10", [EV(3, 'Noah made no movements'), EV(4, 'Noah exited'), EV(5, 'Ava made no movements'), EV(6, 'Ava exited'), EV(7, 'Lily made no movements'), EV(8, 'Lily exited'), EV(9, 'Owen made no movements'), EV(10, 'Owen exited')]),
 c("Lucas is the last to leave (line 12)", 'order', 'true', 12, "last exit", [EV(12, 'Lucas exited'), LAST('Lucas', 'lounge')]),
 c("No one moves the celery at any point", 'event', 'true', None, "no move lines", NOMOVE(0)),
 c("Nothing is said about it in the waiting room", 'communication', 'true', None, "no claims or tells", [NOEV('claimed'), NOEV('told')]),
 c("Lucas thinks it's in the red_envelope", 'belief', 'true', 'end', "answer", B('Lucas', 'end', 'red_envelope'), ans=True)])

R(28, 'narrative', 'unsound', 'red_envelope',
"""This one has no moves at all. The celery is put in the red_envelope at the start, and everybody, Lucas included, simply waits and then walks out, Lucas leaving before Owen. No one tells Lucas anything afterwards, so his belief never changes: the red_envelope.""",
[c("This one has no moves at all", 'event', 'true', None, "no move lines", NOMOVE(0)),
 c("The celery is put in the red_envelope at the start", 'location', 'true', 2, "line 2", O(2, 'red_envelope')),
 c("everybody, Lucas included, simply waits and then walks out", 'event', 'true', 12, "wait + exit lines for all", [EV(11, 'Lucas made no movements'), EV(12, 'Lucas exited'), EV(10, 'Owen exited'), EV(8, 'Lily exited'), EV(6, 'Ava exited'), EV(4, 'Noah exited')]),
 c("Lucas leaving before Owen", 'order', 'false', 10, "Owen left at 10, Lucas at 12", EXB('Lucas', 'Owen', 'lounge')),
 c("No one tells Lucas anything afterwards", 'communication', 'true', None, "no tells", NOEV('told')),
 c("his belief never changes", 'belief', 'true', 'end', "Lucas red_envelope from 2 to end", [B('Lucas', 2, 'red_envelope'), B('Lucas', 'end', 'red_envelope')]),
 c("the red_envelope", 'belief', 'true', 'end', "answer", B('Lucas', 'end', 'red_envelope'), occ=-1, ans=True)])

# ======================= item 29: s6804-2-o2 (Aiden -> Hannah, persimmon) =======================
R(29, 'thinking', 'sound', 'red_container',
"""<think>
Aiden → Hannah, persimmon.
First visit: persimmon in the green_container; Hannah leaves at 4, Aiden at 6. Ethan moves it to the red_container at 9 after both are gone. So at that point Aiden thinks Hannah thinks green_container.
But at 15 Hannah, Aiden and Carter go back into the workshop, and the persimmon is sitting in the red_container. Both see it, and each other. So Aiden's model of Hannah updates to red_container.
Lines 16–22 are about the celery, not the persimmon.
</think>
red_container""",
[c("First visit: persimmon in the green_container", 'location', 'true', 2, "line 2", O(2, 'green_container')),
 c("Hannah leaves at 4, Aiden at 6", 'event', 'true', 6, "lines 4, 6", [EV(4, 'Hannah exited'), EV(6, 'Aiden exited')]),
 c("Ethan moves it to the red_container at 9 after both are gone", 'event', 'true', 9, "line 9, both absent", [EV(9, 'Ethan moved the persimmon to the red_container'), RM('Hannah', 9, None), RM('Aiden', 9, None)]),
 c("at that point Aiden thinks Hannah thinks green_container", 'belief', 'true', 9, "Aiden -> Hannah at 9", B('Aiden -> Hannah', 9, 'green_container')),
 c("at 15 Hannah, Aiden and Carter go back into the workshop", 'event', 'true', 15, "line 15", EV(15, 'Hannah, Aiden and Carter entered the workshop')),
 c("the persimmon is sitting in the red_container", 'location', 'true', 15, "line 15", O(15, 'red_container')),
 c("Both see it", 'belief', 'true', 15, "Aiden and Hannah now red_container", [B('Aiden', 15, 'red_container'), B('Hannah', 15, 'red_container')]),
 c("Aiden's model of Hannah updates to red_container", 'belief', 'true', 15, "Aiden -> Hannah at 15", B('Aiden -> Hannah', 15, 'red_container')),
 c("Lines 16–22 are about the celery, not the persimmon", 'event', 'true', 22, "no persimmon in 16-22", [NOEV('persimmon', after=15, before=23), EV(16, 'celery'), EV(22, 'celery')]),
 c("red_container", 'belief', 'true', 'end', "answer", B('Aiden -> Hannah', 'end', 'red_container'), occ=-1, ans=True)])

R(29, 'answer_first', 'unsound', 'red_container',
"""K. red_container.
Aiden and Hannah both left the workshop before Ethan moved the persimmon into the red_container, but they went back in together at line 15, along with Carter and Mia, and the persimmon was visibly in the red_container. Since Aiden saw Hannah there, he knows she's seen the new spot. The celery moves afterwards don't affect the persimmon.""",
[c("K. red_container", 'belief', 'true', 'end', "answer", B('Aiden -> Hannah', 'end', 'red_container'), ans=True),
 c("Aiden and Hannah both left the workshop before Ethan moved the persimmon into the red_container", 'order', 'true', 9, "exits 4, 6; move 9", [EV(9, 'Ethan moved the persimmon to the red_container'), RM('Aiden', 9, None), RM('Hannah', 9, None)]),
 c("they went back in together at line 15", 'event', 'true', 15, "line 15", EV(15, 'Hannah, Aiden and Carter entered the workshop')),
 c("along with Carter and Mia", 'presence', 'false', 15, "Mia stayed in the waiting_room", [RM('Carter', 15, 'workshop'), RM('Mia', 15, 'workshop')]),
 c("the persimmon was visibly in the red_container", 'location', 'true', 15, "line 15", O(15, 'red_container')),
 c("Aiden saw Hannah there", 'presence', 'true', 15, "both in workshop at 15", [RM('Aiden', 15, 'workshop'), RM('Hannah', 15, 'workshop')]),
 c("he knows she's seen the new spot", 'belief', 'true', 15, "Aiden -> Hannah red_container", B('Aiden -> Hannah', 15, 'red_container')),
 c("The celery moves afterwards don't affect the persimmon", 'event', 'true', None, "persimmon never moved after 9", [NOMOVE(9), O('end', 'red_container')])])

R(29, 'numbered', 'wrong', 'green_container',
"""1. Persimmon in the green_container (line 2) with all five present.
2. Hannah leaves first, then Aiden.
3. Ethan moves it to the red_container (9) with only Mia watching.
4. Neither Aiden nor Hannah saw that move, so Aiden thinks Hannah still thinks green_container.
Answer: green_container""",
[c("Persimmon in the green_container (line 2) with all five present", 'location', 'true', 2, "line 2", [O(2, 'green_container')] + [RM(x, 2, 'workshop') for x in ('Hannah', 'Aiden', 'Carter', 'Ethan', 'Mia')]),
 c("Hannah leaves first, then Aiden", 'order', 'true', 6, "exits 4, 6", [FIRST('Hannah', 'workshop'), NEXT('Hannah', 'Aiden', 'workshop')]),
 c("Ethan moves it to the red_container (9)", 'event', 'true', 9, "line 9", EV(9, 'Ethan moved the persimmon to the red_container')),
 c("with only Mia watching", 'presence', 'true', 9, "witnesses Ethan and Mia", [SAW('Mia', 9), SAW('Hannah', 9, False), SAW('Aiden', 9, False), SAW('Carter', 9, False)]),
 c("Neither Aiden nor Hannah saw that move", 'presence', 'true', 9, "both absent at 9", [SAW('Aiden', 9, False), SAW('Hannah', 9, False)]),
 c("Aiden thinks Hannah still thinks green_container", 'belief', 'false', 'end', "after re-entering at 15, Aiden -> Hannah is red_container", B('Aiden -> Hannah', 'end', 'green_container'), ans=True),
 c("Answer: green_container", 'belief', 'false', 'end', "Aiden -> Hannah is red_container", B('Aiden -> Hannah', 'end', 'green_container'), ans=True)])

R(29, 'narrative', 'unsound', 'red_container',
"""Although Hannah and Aiden both missed Ethan's move at line 9, that's not the end of it. At line 15 the two of them re-enter the workshop with Carter, and all three can see the persimmon in the red_container. Aiden knows Hannah was there and saw the same thing. The rest of that scene is about the celery: Aiden moved it into the red_basket and Carter later into the green_cupboard, but the persimmon stays put. So Aiden thinks Hannah thinks the persimmon is in the red_container.""",
[c("Hannah and Aiden both missed Ethan's move at line 9", 'presence', 'true', 9, "both absent", [EV(9, 'Ethan moved the persimmon'), SAW('Hannah', 9, False), SAW('Aiden', 9, False)]),
 c("At line 15 the two of them re-enter the workshop with Carter", 'event', 'true', 15, "line 15", EV(15, 'Hannah, Aiden and Carter entered the workshop')),
 c("all three can see the persimmon in the red_container", 'belief', 'true', 15, "all three believe red_container at 15", [O(15, 'red_container'), B('Hannah', 15, 'red_container'), B('Aiden', 15, 'red_container'), B('Carter', 15, 'red_container')]),
 c("Aiden knows Hannah was there and saw the same thing", 'belief', 'true', 15, "Aiden -> Hannah red_container", B('Aiden -> Hannah', 15, 'red_container')),
 c("The rest of that scene is about the celery", 'event', 'true', 23, "lines 16-23 have no persimmon", NOEV('persimmon', after=15, before=24)),
 c("Aiden moved it into the red_basket", 'event', 'false', 18, "Hannah moved the celery to the red_basket; Aiden moved it to the green_container", ANYEV('Aiden moved the celery to the red_basket')),
 c("Carter later into the green_cupboard", 'event', 'true', 22, "line 22", EV(22, 'Carter moved the celery to the green_cupboard')),
 c("the persimmon stays put", 'event', 'true', None, "no persimmon move after 9", NOMOVE(9)),
 c("Aiden thinks Hannah thinks the persimmon is in the red_container", 'belief', 'true', 'end', "answer", B('Aiden -> Hannah', 'end', 'red_container'), ans=True)])

R(29, 'terse', 'unsupported', 'red_container',
"""K. red_container""",
[c("K. red_container", 'belief', 'true', 'end', "answer", B('Aiden -> Hannah', 'end', 'red_container'), ans=True)])

# ======================= output + self-checks =======================
def _main():
    assert len(RECS) == 150, len(RECS)
    per_item = collections.Counter(r['item_id'] for r in RECS)
    assert set(per_item) == set(BYID) and all(v == 5 for v in per_item.values()), per_item
    assert len({r['id'] for r in RECS}) == 150
    for r in RECS:
        for cl in r['claims']:
            assert r['response'][cl['start']:cl['end']] == cl['text']
    out = os.path.join(HERE, 'blind_4.jsonl')
    with open(out, 'w') as f:
        for r in RECS:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    st = collections.Counter(r['style'] for r in RECS)
    lb = collections.Counter(r['label'] for r in RECS)
    kd = collections.Counter(cl['kind'] for r in RECS for cl in r['claims'])
    vd = collections.Counter(cl['verdict'] for r in RECS for cl in r['claims'])
    kv = collections.Counter((cl['kind'], cl['verdict']) for r in RECS for cl in r['claims'])
    sl = collections.Counter((r['style'], r['label']) for r in RECS)
    fk = collections.Counter(cl['kind'] for r in RECS if r['label'] == 'unsound' for cl in r['claims'] if cl['verdict'] == 'false')
    od = collections.Counter((r['order'], r['label']) for r in RECS)
    print('records', len(RECS), '->', out)
    print('styles', dict(st))
    print('labels', dict(lb))
    print('style x label', {f'{a}/{b}': v for (a, b), v in sorted(sl.items())})
    print('order x label', {f'{a}/{b}': v for (a, b), v in sorted(od.items())})
    print('claims', sum(kd.values()), 'kinds', dict(kd))
    print('verdicts', dict(vd))
    print('kind x verdict', {f'{a}/{b}': v for (a, b), v in sorted(kv.items())})
    print('planted false kinds (unsound)', dict(fk))

_main()
