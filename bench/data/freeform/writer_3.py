#!/usr/bin/env python3
"""Blind test set 3 for the free-form ToM claim checker.

Every response below is written by hand for its own story.  Claims are listed
by their exact text; start/end offsets are computed with str.find.  Each
checkable claim carries a small machine check (chk) that is evaluated against
the engine's per-line golds, and the script asserts that the hand-assigned
verdict agrees with it.  Labels are re-derived from the claims and asserted.
"""
import json, os, re, collections

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'golds_3.jsonl')
OUT = os.path.join(HERE, 'blind_3.jsonl')

ITEMS = [json.loads(l) for l in open(SRC)]

# ---------------------------------------------------------------- checks
def _obj(item):
    k = [k for k in item['golds'][-1] if k.startswith('beliefs_about_')][0]
    return k[len('beliefs_about_'):], k

def _row(item, t):
    G = item['golds']
    if t == 'end':
        return G[-1]
    r = G[t - 1]
    assert r['line'] == t
    return r

def _txt(item, t):
    return _row(item, t)['text'].lower()

def ev(item, c):
    obj, bk = _obj(item)
    G = item['golds']
    op = c[0]
    if op == 'and':
        return all(ev(item, x) for x in c[1])
    if op == 'not':
        return not ev(item, c[1])
    if op == 'loc':
        return _row(item, c[1])['objects'].get(obj) == c[2]
    if op == 'bel':
        b = _row(item, c[2])[bk]
        assert c[1] in b, (item['id'], c)
        return b[c[1]] == c[3]
    if op == 'room':
        return _row(item, c[2])['agents_room'][c[1]] == c[3]
    if op == 'notin':
        return _row(item, c[2])['agents_room'][c[1]] != c[3]
    if op == 'saw':
        return (c[1] in _row(item, c[2])['witnessed_by']) == c[3]
    if op == 'text':
        return c[2].lower() in _txt(item, c[1])
    if op == 'textany':
        return any(c[1].lower() in g['text'].lower() for g in G)
    if op == 'after':
        return c[1] > c[2]
    if op == 'nomove':
        lo = c[1]; hi = c[2] if len(c) > 2 else G[-1]['line']
        pat = 'moved the %s to' % obj
        return not any(pat in g['text'].lower() for g in G if lo < g['line'] <= hi)
    if op == 'constloc':
        return all(g['objects'].get(obj) == c[2] for g in G if g['line'] >= c[1])
    if op == 'movecount':
        pat = 'moved the %s to' % obj
        return sum(pat in g['text'].lower() for g in G) == c[1]
    if op == 'nocomm':
        return not any(('told' in g['text'] or 'claimed' in g['text']) for g in G)
    if op == 'allin':
        return all(r == c[2] for r in _row(item, c[1])['agents_room'].values())
    if op == 'only':
        ag, t = c[1], c[2]
        rooms = _row(item, t)['agents_room']
        R = rooms[ag[0]]
        return R is not None and set(a for a, r in rooms.items() if r == R) == set(ag)
    if op == 'alone':
        return ev(item, ('only', [c[1]], c[2]))
    if op == 'lastout':
        a, t = c[1], c[2]
        if ('%s exited' % a).lower() not in _txt(item, t):
            return False
        return ev(item, ('only', [a], t - 1))
    if op == 'firstout':
        a, t = c[1], c[2]
        if ('%s exited' % a).lower() not in _txt(item, t):
            return False
        R = _row(item, t - 1)['agents_room'][a]
        s = max(g['line'] for g in G if g['line'] < t and ('entered the %s' % R).lower() in g['text'].lower())
        def inR(tt):
            return set(x for x, r in _row(item, tt)['agents_room'].items() if r == R)
        return inR(t - 1) == inR(s)
    if op == 'islast':
        return c[1] == G[-1]['line']
    if op == 'noexit_between':
        return not any('exited' in g['text'] for g in G if c[1] < g['line'] < c[2])
    raise ValueError(op)

# ---------------------------------------------------------------- records
RECS = []
VMAP = {'T': 'true', 'F': 'false', 'U': 'uncheckable'}

def C(text, kind, v, time, note, chk=None, ans=False, after=None):
    return dict(text=text, kind=kind, v=v, time=time, note=note, chk=chk, ans=ans, after=after)

def R(idx, style, label, stated, response, claims):
    RECS.append(dict(idx=idx, style=style, label=label, stated=stated,
                     response=response, claims=claims))
# ======================================================= item 0  s6803-15-o0  melon really -> green_container
R(0, 'answer_first', 'sound', 'green_container',
"""The melon is really in the green_container.

Isabella moved it there at step 5, after Olivia had already left, and nobody touched the melon again — the later scene in the pantry only involves the plum.""",
[C("The melon is really in the green_container", 'location', 'T', 'end', 'final location is green_container', ('loc', 'end', 'green_container'), ans=True),
 C("Isabella moved it there at step 5", 'event', 'T', 5, 'line 5: Isabella moved the melon to the green_container', ('text', 5, 'Isabella moved the melon to the green_container')),
 C("after Olivia had already left", 'order', 'T', 5, 'Olivia exited at line 4, before line 5', ('and', [('after', 5, 4), ('text', 4, 'Olivia exited')])),
 C("nobody touched the melon again", 'event', 'T', 'end', 'no melon move after line 5', ('nomove', 5)),
 C("the later scene in the pantry only involves the plum", 'event', 'T', 19, 'pantry scene (14-23) moves only the plum', ('and', [('nomove', 13), ('text', 19, 'moved the plum')])),
])

R(0, 'numbered', 'sound', 'green_container',
"""1. The melon starts in the blue_pantry (line 2).
2. Olivia moves it to the blue_cupboard (line 3), then leaves.
3. Isabella moves it to the green_container (line 5).
4. After that, the melon isn't moved again — Owen's move in the pantry is the plum, to the red_bucket.
5. Owen liking the blue_cupboard is just a distractor.

Answer: J. green_container""",
[C("The melon starts in the blue_pantry", 'location', 'T', 2, 'line 2', ('loc', 2, 'blue_pantry')),
 C("Olivia moves it to the blue_cupboard", 'event', 'T', 3, 'line 3', ('text', 3, 'Olivia moved the melon to the blue_cupboard')),
 C("then leaves", 'event', 'T', 4, 'Olivia exits at line 4', ('text', 4, 'Olivia exited')),
 C("Isabella moves it to the green_container", 'event', 'T', 5, 'line 5', ('text', 5, 'Isabella moved the melon to the green_container')),
 C("the melon isn't moved again", 'event', 'T', 'end', 'no melon move after line 5', ('nomove', 5)),
 C("Owen's move in the pantry is the plum, to the red_bucket", 'event', 'T', 19, 'line 19', ('text', 19, 'Owen moved the plum to the red_bucket')),
 C("J. green_container", 'location', 'T', 'end', 'final location', ('loc', 'end', 'green_container'), ans=True),
])

R(0, 'narrative', 'unsound', 'green_container',
"""Everyone starts in the master bedroom with the melon in the blue_pantry. Olivia shifts it to the blue_cupboard, and then Isabella, with Olivia still standing there, moves it on to the green_container. After that people just trickle out one at a time — Isla, then Aria, then Owen — and the melon stays put. So the melon is really in the green_container.""",
[C("Everyone starts in the master bedroom", 'presence', 'T', 1, 'all five entered at line 1', ('allin', 1, 'master_bedroom')),
 C("the melon in the blue_pantry", 'location', 'T', 2, 'line 2', ('loc', 2, 'blue_pantry')),
 C("Olivia shifts it to the blue_cupboard", 'event', 'T', 3, 'line 3', ('text', 3, 'Olivia moved the melon to the blue_cupboard')),
 C("with Olivia still standing there", 'presence', 'F', 5, 'Olivia exited at line 4, she was not in the room at line 5', ('room', 'Olivia', 5, 'master_bedroom')),
 C("moves it on to the green_container", 'event', 'T', 5, 'line 5', ('text', 5, 'Isabella moved the melon to the green_container')),
 C("people just trickle out one at a time — Isla, then Aria, then Owen", 'order', 'T', 12, 'Isla 8, Aria 10, Owen 12', ('and', [('text', 8, 'Isla exited'), ('text', 10, 'Aria exited'), ('text', 12, 'Owen exited'), ('after', 10, 8), ('after', 12, 10)])),
 C("the melon stays put", 'event', 'T', 'end', 'no melon move after line 5', ('nomove', 5)),
 C("the melon is really in the green_container", 'location', 'T', 'end', 'final location', ('loc', 'end', 'green_container'), ans=True),
])

R(0, 'terse', 'unsound', 'green_container',
"""green_container — Isabella's move at line 5 was the last one, and she was the first to leave the bedroom.""",
[C("green_container", 'location', 'T', 'end', 'final location', ('loc', 'end', 'green_container'), ans=True),
 C("Isabella's move at line 5 was the last one", 'event', 'T', 5, 'line 5 is the last melon move', ('and', [('text', 5, 'Isabella moved the melon'), ('nomove', 5)])),
 C("she was the first to leave the bedroom", 'order', 'F', 6, 'Olivia left first (line 4); Isabella left at line 6', ('firstout', 'Isabella', 6)),
])

R(0, 'thinking', 'wrong', 'blue_cupboard',
"""<think>
Melon starts in blue_pantry (line 2). Olivia moves it to blue_cupboard (line 3) and exits (line 4). Isabella then moves it to green_container (line 5), but Olivia never saw that second move.
The question says "really" — I think this is asking what Olivia really believes, since she's the one who placed it. She'd go straight to the blue_cupboard.
</think>
H. blue_cupboard""",
[C("Melon starts in blue_pantry", 'location', 'T', 2, 'line 2', ('loc', 2, 'blue_pantry')),
 C("Olivia moves it to blue_cupboard", 'event', 'T', 3, 'line 3', ('text', 3, 'Olivia moved the melon to the blue_cupboard')),
 C("exits (line 4)", 'event', 'T', 4, 'Olivia exited at line 4', ('text', 4, 'Olivia exited')),
 C("Isabella then moves it to green_container", 'event', 'T', 5, 'line 5', ('text', 5, 'Isabella moved the melon to the green_container')),
 C("Olivia never saw that second move", 'presence', 'T', 5, 'Olivia not among witnesses of line 5', ('saw', 'Olivia', 5, False)),
 C("She'd go straight to the blue_cupboard", 'belief', 'T', 'end', 'Olivia believes blue_cupboard at end', ('bel', 'Olivia', 'end', 'blue_cupboard')),
 C("H. blue_cupboard", 'location', 'F', 'end', 'melon is really in the green_container', ('loc', 'end', 'blue_cupboard'), ans=True),
])

# ======================================================= item 1  s6803-9-o4  Avery->Gracie->Jackson->Mia -> red_bottle
R(1, 'numbered', 'sound', 'red_bottle',
"""1. Gracie puts the grapefruit in the red_bottle (line 3) while all five are in the dining room, and she's the first to leave.
2. Jackson leaves next (line 6), so Jackson's last view is also the red_bottle.
3. Avery moves it to the green_drawer and Mia moves it back to the green_bathtub, but Gracie and Jackson were gone for both.
4. From Gracie's point of view, Jackson thinks Mia thinks red_bottle — the last placement Gracie, Jackson and Mia all saw together.
5. Avery saw Gracie walk out right after the red_bottle move.

Answer: Avery thinks Gracie thinks Jackson thinks Mia thinks the grapefruit is in the red_bottle.""",
[C("Gracie puts the grapefruit in the red_bottle (line 3)", 'event', 'T', 3, 'line 3', ('text', 3, 'Gracie moved the grapefruit to the red_bottle')),
 C("while all five are in the dining room", 'presence', 'T', 3, 'all in dining_room at line 3', ('allin', 3, 'dining_room')),
 C("she's the first to leave", 'order', 'T', 4, 'Gracie exits first at line 4', ('firstout', 'Gracie', 4)),
 C("Jackson leaves next (line 6)", 'order', 'T', 6, 'next exit after line 4 is Jackson at 6', ('and', [('text', 6, 'Jackson exited'), ('noexit_between', 4, 6)])),
 C("Jackson's last view is also the red_bottle", 'belief', 'T', 6, 'Jackson believes red_bottle', ('bel', 'Jackson', 6, 'red_bottle')),
 C("Avery moves it to the green_drawer", 'event', 'T', 7, 'line 7', ('text', 7, 'Avery moved the grapefruit to the green_drawer')),
 C("Mia moves it back to the green_bathtub", 'event', 'T', 11, 'line 11', ('text', 11, 'Mia moved the grapefruit to the green_bathtub')),
 C("Gracie and Jackson were gone for both", 'presence', 'T', 7, 'neither in the room at lines 7 and 11', ('and', [('room', 'Gracie', 7, None), ('room', 'Jackson', 7, None), ('room', 'Gracie', 11, None), ('room', 'Jackson', 11, None)])),
 C("From Gracie's point of view, Jackson thinks Mia thinks red_bottle", 'belief', 'T', 'end', 'Gracie -> Jackson -> Mia = red_bottle', ('bel', 'Gracie -> Jackson -> Mia', 'end', 'red_bottle')),
 C("the last placement Gracie, Jackson and Mia all saw together", 'presence', 'T', 3, 'all three witnessed line 3', ('and', [('saw', 'Gracie', 3, True), ('saw', 'Jackson', 3, True), ('saw', 'Mia', 3, True)])),
 C("Avery saw Gracie walk out right after the red_bottle move", 'presence', 'T', 4, 'Avery witnessed Gracie exiting at line 4', ('and', [('saw', 'Avery', 4, True), ('text', 4, 'Gracie exited')])),
 C("Avery thinks Gracie thinks Jackson thinks Mia thinks the grapefruit is in the red_bottle", 'belief', 'T', 'end', 'gold chain = red_bottle', ('bel', 'Avery -> Gracie -> Jackson -> Mia', 'end', 'red_bottle'), ans=True),
])

R(1, 'narrative', 'unsound', 'red_bottle',
"""Gracie moved the grapefruit into the red_bottle while everyone was watching and then walked out first. Jackson followed a minute later. Avery then moved it to the green_drawer in front of Isabella and Mia, and after Avery left, Mia moved it back to the green_bathtub with Isabella looking on. None of that matters for Gracie, though: she left when it was in the red_bottle, and as far as she knows Jackson and Mia saw the same thing she did. Avery saw Gracie leave at that point, so the whole chain from Avery's perspective bottoms out at the red_bottle.""",
[C("Gracie moved the grapefruit into the red_bottle", 'event', 'T', 3, 'line 3', ('text', 3, 'Gracie moved the grapefruit to the red_bottle')),
 C("while everyone was watching", 'presence', 'T', 3, 'all five present at line 3', ('allin', 3, 'dining_room')),
 C("walked out first", 'order', 'T', 4, 'Gracie first out', ('firstout', 'Gracie', 4)),
 C("Jackson followed a minute later", 'order', 'T', 6, 'Jackson next out at line 6', ('and', [('text', 6, 'Jackson exited'), ('noexit_between', 4, 6)])),
 C("Avery then moved it to the green_drawer", 'event', 'T', 7, 'line 7', ('text', 7, 'Avery moved the grapefruit to the green_drawer')),
 C("in front of Isabella and Mia", 'presence', 'T', 7, 'both witnessed line 7', ('and', [('saw', 'Isabella', 7, True), ('saw', 'Mia', 7, True)])),
 C("after Avery left, Mia moved it back to the green_bathtub", 'order', 'T', 11, 'Avery exit 8 before Mia move 11', ('and', [('after', 11, 8), ('text', 11, 'Mia moved the grapefruit to the green_bathtub')])),
 C("with Isabella looking on", 'presence', 'F', 11, 'Isabella exited at line 10; only Mia saw line 11', ('saw', 'Isabella', 11, True)),
 C("she left when it was in the red_bottle", 'location', 'T', 4, 'red_bottle at Gracie exit', ('loc', 4, 'red_bottle')),
 C("as far as she knows Jackson and Mia saw the same thing she did", 'belief', 'T', 'end', 'Gracie->Jackson and Gracie->Mia = red_bottle', ('and', [('bel', 'Gracie -> Jackson', 'end', 'red_bottle'), ('bel', 'Gracie -> Mia', 'end', 'red_bottle')])),
 C("Avery saw Gracie leave at that point", 'presence', 'T', 4, 'Avery witnessed line 4', ('saw', 'Avery', 4, True)),
 C("the whole chain from Avery's perspective bottoms out at the red_bottle", 'belief', 'T', 'end', 'gold chain = red_bottle', ('bel', 'Avery -> Gracie -> Jackson -> Mia', 'end', 'red_bottle'), ans=True),
])

R(1, 'terse', 'unsound', 'red_bottle',
"""red_bottle. Jackson walked out at line 5 with it still in the red_bottle, and Gracie was already gone by then.""",
[C("red_bottle", 'belief', 'T', 'end', 'gold chain = red_bottle', ('bel', 'Avery -> Gracie -> Jackson -> Mia', 'end', 'red_bottle'), ans=True),
 C("Jackson walked out at line 5", 'event', 'F', 5, 'line 5 is Jackson staying; he exits at line 6', ('text', 5, 'Jackson exited')),
 C("with it still in the red_bottle", 'location', 'T', 6, 'red_bottle when Jackson left', ('loc', 6, 'red_bottle')),
 C("Gracie was already gone by then", 'presence', 'T', 6, 'Gracie out since line 4', ('room', 'Gracie', 6, None)),
])

R(1, 'thinking', 'wrong', 'green_bathtub',
"""<think>
Chain: Avery → Gracie → Jackson → Mia.
Grapefruit: green_bathtub (2) → red_bottle (3, Gracie) → green_drawer (7, Avery) → green_bathtub (11, Mia).
Gracie leaves at 4, Avery at 8, Isabella at 10. Jackson left at 5 — wait, no, line 5 is him staying; he exits at line 6.
Mia is alone when she moves it back. So Mia thinks green_bathtub.
Mia ends up putting it back where it started, and everyone saw it start in the green_bathtub, so everyone would agree on the green_bathtub at the deepest level.
</think>
The grapefruit: green_bathtub.""",
[C("green_bathtub (2)", 'location', 'T', 2, 'line 2', ('loc', 2, 'green_bathtub')),
 C("red_bottle (3, Gracie)", 'event', 'T', 3, 'line 3', ('text', 3, 'Gracie moved the grapefruit to the red_bottle')),
 C("green_drawer (7, Avery)", 'event', 'T', 7, 'line 7', ('text', 7, 'Avery moved the grapefruit to the green_drawer')),
 C("green_bathtub (11, Mia)", 'event', 'T', 11, 'line 11', ('text', 11, 'Mia moved the grapefruit to the green_bathtub')),
 C("Gracie leaves at 4", 'event', 'T', 4, 'line 4', ('text', 4, 'Gracie exited')),
 C("Avery at 8", 'event', 'T', 8, 'line 8', ('text', 8, 'Avery exited')),
 C("Isabella at 10", 'event', 'T', 10, 'line 10', ('text', 10, 'Isabella exited')),
 C("he exits at line 6", 'event', 'T', 6, 'line 6 (correction of the retracted line-5 claim)', ('text', 6, 'Jackson exited')),
 C("Mia is alone when she moves it back", 'presence', 'T', 11, 'only Mia in the dining room at line 11', ('alone', 'Mia', 11)),
 C("Mia thinks green_bathtub", 'belief', 'T', 'end', 'Mia believes green_bathtub', ('bel', 'Mia', 'end', 'green_bathtub')),
 C("everyone saw it start in the green_bathtub", 'presence', 'T', 2, 'all five witnessed line 2', ('allin', 2, 'dining_room')),
 C("everyone would agree on the green_bathtub at the deepest level", 'belief', 'F', 'end', 'the nested chain is red_bottle', ('bel', 'Avery -> Gracie -> Jackson -> Mia', 'end', 'green_bathtub')),
 C("The grapefruit: green_bathtub", 'belief', 'F', 'end', 'gold chain = red_bottle', ('bel', 'Avery -> Gracie -> Jackson -> Mia', 'end', 'green_bathtub'), ans=True),
])

R(1, 'answer_first', 'unsupported', 'red_bottle',
"""G. red_bottle

Avery thinks Gracie thinks Jackson thinks Mia thinks the grapefruit is in the red_bottle.""",
[C("Avery thinks Gracie thinks Jackson thinks Mia thinks the grapefruit is in the red_bottle", 'belief', 'T', 'end', 'gold chain = red_bottle', ('bel', 'Avery -> Gracie -> Jackson -> Mia', 'end', 'red_bottle'), ans=True),
])

# ======================================================= item 2  tomi first_order_0  Evelyn look for orange -> blue_suitcase
R(2, 'narrative', 'sound', 'blue_suitcase',
"""Evelyn is the one who moved the orange. It started in the green_bottle while she and Emily were both in the playroom; once Emily stepped out, Evelyn put it in the blue_suitcase herself. Since she did it, she knows exactly where it is, and she'll look in the blue_suitcase. Carter's trip to the porch has nothing to do with it.""",
[C("Evelyn is the one who moved the orange", 'event', 'T', 6, 'line 6', ('text', 6, 'Evelyn moved the orange')),
 C("It started in the green_bottle", 'location', 'T', 3, 'line 3', ('loc', 3, 'green_bottle')),
 C("while she and Emily were both in the playroom", 'presence', 'T', 3, 'both in playroom at line 3', ('and', [('room', 'Evelyn', 3, 'playroom'), ('room', 'Emily', 3, 'playroom')])),
 C("once Emily stepped out", 'order', 'T', 6, 'Emily exited at 4, before the move at 6', ('and', [('text', 4, 'Emily exited'), ('after', 6, 4)])),
 C("Evelyn put it in the blue_suitcase herself", 'event', 'T', 6, 'line 6', ('text', 6, 'Evelyn moved the orange to the blue_suitcase')),
 C("she knows exactly where it is", 'belief', 'T', 'end', 'Evelyn belief = real location', ('and', [('bel', 'Evelyn', 'end', 'blue_suitcase'), ('loc', 'end', 'blue_suitcase')])),
 C("she'll look in the blue_suitcase", 'belief', 'T', 'end', 'Evelyn believes blue_suitcase', ('bel', 'Evelyn', 'end', 'blue_suitcase'), ans=True),
 C("Carter's trip to the porch", 'event', 'T', 5, 'line 5 Carter entered the porch', ('text', 5, 'Carter entered the porch')),
])

R(2, 'terse', 'sound', 'blue_suitcase',
"""blue_suitcase — she moved it there herself (step 6).""",
[C("blue_suitcase", 'belief', 'T', 'end', 'Evelyn believes blue_suitcase', ('bel', 'Evelyn', 'end', 'blue_suitcase'), ans=True),
 C("she moved it there herself (step 6)", 'event', 'T', 6, 'line 6', ('text', 6, 'Evelyn moved the orange to the blue_suitcase')),
])

R(2, 'thinking', 'unsound', 'blue_suitcase',
"""<think>
Evelyn and Emily are in the playroom, orange in green_bottle. Emily leaves. Carter goes to the porch. Evelyn moves the orange to the blue_suitcase — Emily sees this too since she's right there. Hmm, it doesn't matter what Emily saw anyway; the question is about Evelyn. Evelyn did the move, so she knows it's in the blue_suitcase.
</think>
Evelyn will look in the blue_suitcase.""",
[C("Evelyn and Emily are in the playroom", 'presence', 'T', 3, 'both in playroom at line 3', ('and', [('room', 'Evelyn', 3, 'playroom'), ('room', 'Emily', 3, 'playroom')])),
 C("orange in green_bottle", 'location', 'T', 3, 'line 3', ('loc', 3, 'green_bottle')),
 C("Emily leaves", 'event', 'T', 4, 'line 4', ('text', 4, 'Emily exited')),
 C("Carter goes to the porch", 'event', 'T', 5, 'line 5', ('text', 5, 'Carter entered the porch')),
 C("Evelyn moves the orange to the blue_suitcase", 'event', 'T', 6, 'line 6', ('text', 6, 'Evelyn moved the orange to the blue_suitcase')),
 C("Emily sees this too since she's right there", 'presence', 'F', 6, 'Emily had left at line 4; only Evelyn saw line 6', ('saw', 'Emily', 6, True)),
 C("Evelyn did the move", 'event', 'T', 6, 'line 6', ('text', 6, 'Evelyn moved the orange')),
 C("she knows it's in the blue_suitcase", 'belief', 'T', 'end', 'Evelyn believes blue_suitcase', ('bel', 'Evelyn', 'end', 'blue_suitcase')),
 C("Evelyn will look in the blue_suitcase", 'belief', 'T', 'end', 'Evelyn believes blue_suitcase', ('bel', 'Evelyn', 'end', 'blue_suitcase'), ans=True),
])

R(2, 'answer_first', 'wrong', 'green_bottle',
"""Green_bottle. That's where the orange was put at the start, with Evelyn watching, and in these stories the answer is usually the first location.""",
[C("Green_bottle", 'belief', 'F', 'end', 'Evelyn believes blue_suitcase', ('bel', 'Evelyn', 'end', 'green_bottle'), ans=True),
 C("That's where the orange was put at the start", 'location', 'T', 3, 'line 3', ('loc', 3, 'green_bottle')),
 C("with Evelyn watching", 'presence', 'T', 3, 'Evelyn witnessed line 3', ('saw', 'Evelyn', 3, True)),
])

R(2, 'numbered', 'unsupported', 'blue_suitcase',
"""1. The question is about Evelyn's own search.
2. Evelyn will look for the orange in the blue_suitcase.""",
[C("Evelyn will look for the orange in the blue_suitcase", 'belief', 'T', 'end', 'Evelyn believes blue_suitcase', ('bel', 'Evelyn', 'end', 'blue_suitcase'), ans=True),
])

# ======================================================= item 3  s6803-21-o1  Ava really think eggplant -> blue_bathtub
R(3, 'terse', 'sound', 'blue_bathtub',
"""blue_bathtub — nobody ever moves the eggplant.""",
[C("blue_bathtub", 'belief', 'T', 'end', 'Ava believes blue_bathtub', ('bel', 'Ava', 'end', 'blue_bathtub'), ans=True),
 C("nobody ever moves the eggplant", 'event', 'T', 'end', 'no eggplant move in the story', ('nomove', 0)),
])

R(3, 'thinking', 'unsound', 'blue_bathtub',
"""<think>
The eggplant is in the blue_bathtub at line 2. Then a bunch of filler: Sophia saw a dog, Charlotte lost his watch. Charlotte is the first to leave — no wait, it's Ava who exits at line 6. Then Mia, Charlotte, Chloe and Sophia leave one after another. Nobody moves anything. So Ava thinks blue_bathtub, and so does everyone else.
</think>
blue_bathtub""",
[C("The eggplant is in the blue_bathtub at line 2", 'location', 'T', 2, 'line 2', ('loc', 2, 'blue_bathtub')),
 C("Sophia saw a dog", 'event', 'T', 3, 'line 3', ('text', 3, 'Sophia saw a dog')),
 C("Charlotte lost his watch", 'event', 'T', 5, 'line 5', ('text', 5, 'Charlotte lost his watch')),
 C("it's Ava who exits at line 6", 'event', 'T', 6, 'line 6 (correction)', ('text', 6, 'Ava exited')),
 C("Then Mia, Charlotte, Chloe and Sophia leave one after another", 'order', 'F', 15, 'Sophia left at 13, before Chloe at 15', ('and', [('after', 11, 8), ('after', 15, 11), ('after', 13, 15)])),
 C("Nobody moves anything", 'event', 'T', 'end', 'no eggplant move', ('nomove', 0)),
 C("Ava thinks blue_bathtub", 'belief', 'T', 'end', 'Ava believes blue_bathtub', ('bel', 'Ava', 'end', 'blue_bathtub'), ans=True),
 C("so does everyone else", 'belief', 'T', 'end', 'all first-order beliefs blue_bathtub', ('and', [('bel', a, 'end', 'blue_bathtub') for a in ['Mia', 'Charlotte', 'Sophia', 'Chloe']])),
 C("blue_bathtub", 'belief', 'T', 'end', 'final answer', ('bel', 'Ava', 'end', 'blue_bathtub'), ans=True, after="</think>"),
])

R(3, 'answer_first', 'unsound', 'blue_bathtub',
"""Ava thinks it's in the blue_bathtub. The eggplant was placed there at the start, Ava was the last one to leave the crawlspace, and nothing was ever moved, so her belief matches reality.""",
[C("Ava thinks it's in the blue_bathtub", 'belief', 'T', 'end', 'Ava believes blue_bathtub', ('bel', 'Ava', 'end', 'blue_bathtub'), ans=True),
 C("The eggplant was placed there at the start", 'location', 'T', 2, 'line 2', ('loc', 2, 'blue_bathtub')),
 C("Ava was the last one to leave the crawlspace", 'order', 'F', 6, 'Ava left first (line 6); Chloe was last', ('lastout', 'Ava', 6)),
 C("nothing was ever moved", 'event', 'T', 'end', 'no eggplant move', ('nomove', 0)),
 C("her belief matches reality", 'belief', 'T', 'end', 'belief = location = blue_bathtub', ('and', [('bel', 'Ava', 'end', 'blue_bathtub'), ('loc', 'end', 'blue_bathtub')])),
])

R(3, 'numbered', 'wrong', None,
"""1. The eggplant is in the blue_bathtub (line 2).
2. Ava exits at line 6, while Mia, Charlotte, Sophia and Chloe are still inside.
3. Any of the four could have moved it after Ava left — the story lists them staying for a minute each.
4. So Ava's belief is either the blue_bathtub or undetermined.

Answer: unclear — Ava can't really know where it is now.""",
[C("The eggplant is in the blue_bathtub (line 2)", 'location', 'T', 2, 'line 2', ('loc', 2, 'blue_bathtub')),
 C("Ava exits at line 6", 'event', 'T', 6, 'line 6', ('text', 6, 'Ava exited')),
 C("while Mia, Charlotte, Sophia and Chloe are still inside", 'presence', 'T', 6, 'four others in crawlspace at line 6', ('and', [('room', a, 6, 'crawlspace') for a in ['Mia', 'Charlotte', 'Sophia', 'Chloe']])),
 C("the story lists them staying for a minute each", 'event', 'T', 7, 'lines 7, 10, 12, 14', ('and', [('text', 7, 'Mia made no movements'), ('text', 10, 'Charlotte made no movements'), ('text', 12, 'Sophia made no movements'), ('text', 14, 'Chloe made no movements')])),
 C("Ava can't really know where it is now", 'belief', 'F', 'end', 'Ava has a determinate belief blue_bathtub', ('bel', 'Ava', 'end', None)),
])

R(3, 'narrative', 'sound', 'blue_bathtub',
"""Ava was in the crawlspace when the eggplant was placed in the blue_bathtub. She stayed a minute and then left first, with the other four still inside. But nobody moved the eggplant after she left — the rest of the story is just people seeing dogs, losing a watch, and filing out one by one until Chloe is the last one out. So Ava's belief is still accurate: as far as she knows, and in reality, it's in the blue_bathtub.""",
[C("Ava was in the crawlspace when the eggplant was placed in the blue_bathtub", 'presence', 'T', 2, 'Ava in crawlspace at line 2', ('and', [('room', 'Ava', 2, 'crawlspace'), ('loc', 2, 'blue_bathtub')])),
 C("She stayed a minute", 'event', 'T', 4, 'line 4', ('text', 4, 'Ava made no movements')),
 C("then left first", 'order', 'T', 6, 'Ava first out', ('firstout', 'Ava', 6)),
 C("with the other four still inside", 'presence', 'T', 6, 'others in crawlspace at line 6', ('and', [('room', a, 6, 'crawlspace') for a in ['Mia', 'Charlotte', 'Sophia', 'Chloe']])),
 C("nobody moved the eggplant after she left", 'event', 'T', 'end', 'no move after line 6', ('nomove', 6)),
 C("Chloe is the last one out", 'order', 'T', 15, 'Chloe alone before exiting at 15', ('lastout', 'Chloe', 15)),
 C("as far as she knows, and in reality, it's in the blue_bathtub", 'belief', 'T', 'end', 'Ava belief and real location both blue_bathtub', ('and', [('bel', 'Ava', 'end', 'blue_bathtub'), ('loc', 'end', 'blue_bathtub')]), ans=True),
])

# ======================================================= item 4  s6803-0-o0  eggplant really -> red_drawer
R(4, 'thinking', 'unsound', 'red_drawer',
"""<think>
Moves: green_bathtub → green_basket (Liam, 4) → red_crate (Jack, 6) → green_bottle (Gracie, 8) → red_drawer (Aiden, 10). Aiden leaves at 11, Ava stays and leaves at 13 — nobody moves it after Aiden.
Then line 16: Aiden publicly claims green_basket. That's a lie; Aiden put it in the red_drawer himself. Ava, who saw the move, is convinced by the claim anyway, but then she tells Liam red_drawer at line 17... odd, but whatever — claims don't move objects. The question is where it really is.
</think>
The eggplant is really in the red_drawer.""",
[C("green_bathtub", 'location', 'T', 3, 'line 3 initial location', ('loc', 3, 'green_bathtub')),
 C("green_basket (Liam, 4)", 'event', 'T', 4, 'line 4', ('text', 4, 'Liam moved the eggplant to the green_basket')),
 C("red_crate (Jack, 6)", 'event', 'T', 6, 'line 6', ('text', 6, 'Jack moved the eggplant to the red_crate')),
 C("green_bottle (Gracie, 8)", 'event', 'T', 8, 'line 8', ('text', 8, 'Gracie moved the eggplant to the green_bottle')),
 C("red_drawer (Aiden, 10)", 'event', 'T', 10, 'line 10', ('text', 10, 'Aiden moved the eggplant to the red_drawer')),
 C("Aiden leaves at 11", 'event', 'T', 11, 'line 11', ('text', 11, 'Aiden exited')),
 C("Ava stays and leaves at 13", 'event', 'T', 13, 'lines 12-13', ('and', [('text', 12, 'Ava made no movements'), ('text', 13, 'Ava exited')])),
 C("nobody moves it after Aiden", 'event', 'T', 'end', 'no move after line 10', ('nomove', 10)),
 C("line 16: Aiden publicly claims green_basket", 'communication', 'T', 16, 'line 16', ('text', 16, 'Aiden publicly claimed that eggplant is in the green_basket')),
 C("That's a lie", 'communication', 'T', 16, 'claim contradicts Aiden\'s own belief (red_drawer)', ('and', [('bel', 'Aiden', 16, 'red_drawer'), ('not', ('loc', 16, 'green_basket'))])),
 C("Aiden put it in the red_drawer himself", 'event', 'T', 10, 'line 10', ('text', 10, 'Aiden moved the eggplant to the red_drawer')),
 C("Ava, who saw the move", 'presence', 'T', 10, 'Ava witnessed line 10', ('saw', 'Ava', 10, True)),
 C("is convinced by the claim anyway", 'communication', 'F', 16, 'Ava does not trust Aiden (she left later); her belief stays red_drawer', ('bel', 'Ava', 16, 'green_basket')),
 C("she tells Liam red_drawer at line 17", 'communication', 'T', 17, 'line 17', ('text', 17, 'Ava privately told Liam that the eggplant is in the red_drawer')),
 C("The eggplant is really in the red_drawer", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_drawer'), ans=True),
])

R(4, 'answer_first', 'unsound', 'red_drawer',
"""Red_drawer.

Aiden made the last move (line 10), with Gracie and Ava still in the kitchen. After that nobody touches it. Aiden's public claim at line 16 that it's in the green_basket is false, and Ava's private message to Liam gives the real spot.""",
[C("Red_drawer", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_drawer'), ans=True),
 C("Aiden made the last move (line 10)", 'event', 'T', 10, 'line 10 is the last move', ('and', [('text', 10, 'Aiden moved the eggplant'), ('nomove', 10)])),
 C("with Gracie and Ava still in the kitchen", 'presence', 'F', 10, 'Gracie exited at line 9', ('and', [('room', 'Gracie', 10, 'kitchen'), ('room', 'Ava', 10, 'kitchen')])),
 C("After that nobody touches it", 'event', 'T', 'end', 'no move after line 10', ('nomove', 10)),
 C("Aiden's public claim at line 16 that it's in the green_basket is false", 'communication', 'T', 16, 'line 16 claims green_basket; it is in the red_drawer', ('and', [('text', 16, 'Aiden publicly claimed that eggplant is in the green_basket'), ('not', ('loc', 16, 'green_basket'))])),
 C("Ava's private message to Liam gives the real spot", 'communication', 'T', 17, 'line 17 says red_drawer, the real location', ('and', [('text', 17, 'Ava privately told Liam that the eggplant is in the red_drawer'), ('loc', 17, 'red_drawer')])),
])

R(4, 'numbered', 'wrong', 'green_basket',
"""1. Eggplant starts in the green_bathtub.
2. Liam → green_basket, Jack → red_crate, Gracie → green_bottle, Aiden → red_drawer.
3. Aiden then publicly claims it's in the green_basket (line 16). Everyone hears it.
4. A public claim is the latest information in the story, so it overrides the earlier moves.

Answer: G. green_basket""",
[C("Eggplant starts in the green_bathtub", 'location', 'T', 3, 'line 3', ('loc', 3, 'green_bathtub')),
 C("Liam → green_basket", 'event', 'T', 4, 'line 4', ('text', 4, 'Liam moved the eggplant to the green_basket')),
 C("Jack → red_crate", 'event', 'T', 6, 'line 6', ('text', 6, 'Jack moved the eggplant to the red_crate')),
 C("Gracie → green_bottle", 'event', 'T', 8, 'line 8', ('text', 8, 'Gracie moved the eggplant to the green_bottle')),
 C("Aiden → red_drawer", 'event', 'T', 10, 'line 10', ('text', 10, 'Aiden moved the eggplant to the red_drawer')),
 C("Aiden then publicly claims it's in the green_basket (line 16)", 'communication', 'T', 16, 'line 16', ('text', 16, 'Aiden publicly claimed that eggplant is in the green_basket')),
 C("Everyone hears it", 'presence', 'T', 16, 'all five witnessed line 16', ('and', [('saw', a, 16, True) for a in ['Liam', 'Jack', 'Gracie', 'Aiden', 'Ava']])),
 C("it overrides the earlier moves", 'location', 'F', 16, 'a claim does not move the eggplant; it stays in the red_drawer', ('loc', 16, 'green_basket')),
 C("G. green_basket", 'location', 'F', 'end', 'really in the red_drawer', ('loc', 'end', 'green_basket'), ans=True),
])

R(4, 'narrative', 'unsupported', 'red_drawer',
"""This is a "really" question, so the lies, public claims and private tips are beside the point — the only thing that counts is where the object actually sits at the end. That's the red_drawer.""",
[C("That's the red_drawer", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_drawer'), ans=True),
])

R(4, 'terse', 'sound', 'red_drawer',
"""red_drawer (Aiden's move at line 10 was the last; the green_basket claim at 16 is a lie)""",
[C("red_drawer", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_drawer'), ans=True),
 C("Aiden's move at line 10 was the last", 'event', 'T', 10, 'no move after line 10', ('and', [('text', 10, 'Aiden moved the eggplant'), ('nomove', 10)])),
 C("the green_basket claim at 16 is a lie", 'communication', 'T', 16, 'Aiden claimed green_basket while believing red_drawer', ('and', [('text', 16, 'claimed that eggplant is in the green_basket'), ('bel', 'Aiden', 16, 'red_drawer')])),
])
# ======================================================= item 5  s6803-14-o4  Benjamin->Jackson->Jayden->Ella -> blue_container
CH5 = 'Benjamin -> Jackson -> Jayden -> Ella'
R(5, 'answer_first', 'sound', 'blue_container',
"""blue_container.

Jackson left the laundry first (line 4), when the eggplant was still in its starting spot, the blue_container, and Ella left right after him. Benjamin saw both of them go, so from his point of view Jackson's whole nested picture stops at the blue_container. The later moves (green_basket, red_suitcase, and Alexander's move back to the blue_container) happened after Jackson and Ella were gone.""",
[C("blue_container.", 'belief', 'T', 'end', 'gold chain = blue_container', ('bel', CH5, 'end', 'blue_container'), ans=True),
 C("Jackson left the laundry first (line 4)", 'order', 'T', 4, 'Jackson first out', ('firstout', 'Jackson', 4)),
 C("when the eggplant was still in its starting spot, the blue_container", 'location', 'T', 4, 'blue_container at line 4', ('and', [('loc', 4, 'blue_container'), ('loc', 2, 'blue_container')])),
 C("Ella left right after him", 'order', 'T', 6, 'Ella exits at 6, next exit after 4', ('and', [('text', 6, 'Ella exited'), ('noexit_between', 4, 6)])),
 C("Benjamin saw both of them go", 'presence', 'T', 6, 'Benjamin witnessed lines 4 and 6', ('and', [('saw', 'Benjamin', 4, True), ('saw', 'Benjamin', 6, True)])),
 C("from his point of view Jackson's whole nested picture stops at the blue_container", 'belief', 'T', 'end', 'Benjamin -> Jackson = blue_container', ('and', [('bel', 'Benjamin -> Jackson', 'end', 'blue_container'), ('bel', 'Benjamin -> Jackson -> Jayden', 'end', 'blue_container')])),
 C("The later moves (green_basket, red_suitcase, and Alexander's move back to the blue_container) happened after Jackson and Ella were gone", 'presence', 'T', 11, 'Jackson and Ella absent at lines 7, 9, 11', ('and', [('room', a, t, None) for a in ['Jackson', 'Ella'] for t in [7, 9, 11]] + [('text', 7, 'green_basket'), ('text', 9, 'red_suitcase'), ('text', 11, 'Alexander moved the eggplant to the blue_container')])),
])

R(5, 'numbered', 'unsound', 'blue_container',
"""1. Line 2: eggplant in the blue_container, all five present.
2. Jackson leaves (4), then Ella (6).
3. Benjamin moves it to the green_basket (7), Jayden leaves, then it goes to the red_suitcase (9) and finally back to the blue_container (11, Alexander).
4. Jackson last saw it in the blue_container, and he left before Ella and Jayden, so as far as Jackson knows, Jayden and Ella both still think it's there.
5. Benjamin knows Jackson left at line 4.
→ Benjamin thinks Jackson thinks Jayden thinks Ella thinks: blue_container.""",
[C("Line 2: eggplant in the blue_container", 'location', 'T', 2, 'line 2', ('loc', 2, 'blue_container')),
 C("all five present", 'presence', 'T', 2, 'all in laundry', ('allin', 2, 'laundry')),
 C("Jackson leaves (4)", 'event', 'T', 4, 'line 4', ('text', 4, 'Jackson exited')),
 C("then Ella (6)", 'event', 'T', 6, 'line 6', ('text', 6, 'Ella exited')),
 C("Benjamin moves it to the green_basket (7)", 'event', 'F', 7, 'Jayden made the green_basket move at line 7', ('text', 7, 'Benjamin moved the eggplant to the green_basket')),
 C("Jayden leaves", 'event', 'T', 8, 'line 8', ('text', 8, 'Jayden exited')),
 C("it goes to the red_suitcase (9)", 'event', 'T', 9, 'line 9', ('text', 9, 'moved the eggplant to the red_suitcase')),
 C("finally back to the blue_container (11, Alexander)", 'event', 'T', 11, 'line 11', ('text', 11, 'Alexander moved the eggplant to the blue_container')),
 C("Jackson last saw it in the blue_container", 'belief', 'T', 'end', 'Jackson believes blue_container', ('bel', 'Jackson', 'end', 'blue_container')),
 C("he left before Ella and Jayden", 'order', 'T', 4, 'Jackson 4 < Ella 6 < Jayden 8', ('and', [('after', 6, 4), ('after', 8, 4)])),
 C("as far as Jackson knows, Jayden and Ella both still think it's there", 'belief', 'T', 'end', 'Jackson->Jayden and Jackson->Ella = blue_container', ('and', [('bel', 'Jackson -> Jayden', 'end', 'blue_container'), ('bel', 'Jackson -> Ella', 'end', 'blue_container')])),
 C("Benjamin knows Jackson left at line 4", 'presence', 'T', 4, 'Benjamin witnessed line 4', ('saw', 'Benjamin', 4, True)),
 C("Benjamin thinks Jackson thinks Jayden thinks Ella thinks: blue_container", 'belief', 'T', 'end', 'gold chain', ('bel', CH5, 'end', 'blue_container'), ans=True),
])

R(5, 'narrative', 'wrong', 'red_suitcase',
"""Benjamin was the one who moved the eggplant into the red_suitcase, and he left right after, so he's sure it's there. Since the question starts with Benjamin, his own knowledge anchors the chain: he'd expect Jackson to have ended up believing the red_suitcase too, and the rest follows. Answer: red_suitcase.""",
[C("Benjamin was the one who moved the eggplant into the red_suitcase", 'event', 'T', 9, 'line 9', ('text', 9, 'Benjamin moved the eggplant to the red_suitcase')),
 C("he left right after", 'event', 'T', 10, 'line 10', ('text', 10, 'Benjamin exited')),
 C("he's sure it's there", 'belief', 'T', 'end', 'Benjamin believes red_suitcase', ('bel', 'Benjamin', 'end', 'red_suitcase')),
 C("he'd expect Jackson to have ended up believing the red_suitcase too", 'belief', 'F', 'end', 'Benjamin -> Jackson = blue_container', ('bel', 'Benjamin -> Jackson', 'end', 'red_suitcase')),
 C("Answer: red_suitcase", 'belief', 'F', 'end', 'gold chain = blue_container', ('bel', CH5, 'end', 'red_suitcase'), ans=True),
])

R(5, 'terse', 'unsupported', 'blue_container',
"""G. blue_container""",
[C("G. blue_container", 'belief', 'T', 'end', 'gold chain', ('bel', CH5, 'end', 'blue_container'), ans=True),
])

R(5, 'thinking', 'sound', 'blue_container',
"""<think>
Need Benjamin → Jackson → Jayden → Ella.
Jackson exits at line 4, before anyone touches the eggplant. At that moment it's in the blue_container and Ella, Jayden, Benjamin and Alexander are all still in the laundry. So Jackson thinks Jayden thinks Ella thinks blue_container.
Does Benjamin know that? Yes — Benjamin was in the room when Jackson left. Benjamin himself later moves it to the red_suitcase, but that's his own belief, not his model of Jackson.
Note Alexander moves it back to blue_container at 11 — coincidence, doesn't matter.
The cucumber stuff in the crawlspace is a different object.
</think>
Blue_container.""",
[C("Jackson exits at line 4", 'event', 'T', 4, 'line 4', ('text', 4, 'Jackson exited')),
 C("before anyone touches the eggplant", 'order', 'T', 4, 'no move between 2 and 4', ('nomove', 2, 4)),
 C("At that moment it's in the blue_container", 'location', 'T', 4, 'line 4', ('loc', 4, 'blue_container')),
 C("Ella, Jayden, Benjamin and Alexander are all still in the laundry", 'presence', 'T', 4, 'four others present at line 4', ('and', [('room', a, 4, 'laundry') for a in ['Ella', 'Jayden', 'Benjamin', 'Alexander']])),
 C("Jackson thinks Jayden thinks Ella thinks blue_container", 'belief', 'T', 'end', 'Jackson -> Jayden -> Ella = blue_container', ('bel', 'Jackson -> Jayden -> Ella', 'end', 'blue_container')),
 C("Benjamin was in the room when Jackson left", 'presence', 'T', 4, 'Benjamin witnessed line 4', ('saw', 'Benjamin', 4, True)),
 C("Benjamin himself later moves it to the red_suitcase", 'event', 'T', 9, 'line 9', ('text', 9, 'Benjamin moved the eggplant to the red_suitcase')),
 C("Alexander moves it back to blue_container at 11", 'event', 'T', 11, 'line 11', ('text', 11, 'Alexander moved the eggplant to the blue_container')),
 C("Blue_container.", 'belief', 'T', 'end', 'gold chain', ('bel', CH5, 'end', 'blue_container'), ans=True),
])

# ======================================================= item 6  tomi first_order_1  Ethan look for melon -> red_bottle
R(6, 'numbered', 'unsound', 'red_bottle',
"""1. Melon is in the blue_box (line 3), Nathan and Ethan both in the hall.
2. Nathan moves it to the red_bottle (line 5) — Ethan is there to see it.
3. Nathan leaves first, then Ethan.
4. Ethan goes to the back_yard; Isabella joins him there, but she never saw the melon.

Ethan will look in the red_bottle.""",
[C("Melon is in the blue_box (line 3)", 'location', 'T', 3, 'line 3', ('loc', 3, 'blue_box')),
 C("Nathan and Ethan both in the hall", 'presence', 'T', 3, 'both in hall', ('and', [('room', 'Nathan', 3, 'hall'), ('room', 'Ethan', 3, 'hall')])),
 C("Nathan moves it to the red_bottle (line 5)", 'event', 'T', 5, 'line 5', ('text', 5, 'Nathan moved the melon to the red_bottle')),
 C("Ethan is there to see it", 'presence', 'T', 5, 'Ethan witnessed line 5', ('saw', 'Ethan', 5, True)),
 C("Nathan leaves first, then Ethan", 'order', 'F', 7, 'Ethan left first (line 6), Nathan at line 7', ('after', 6, 7)),
 C("Ethan goes to the back_yard", 'event', 'T', 8, 'line 8', ('text', 8, 'Ethan entered the back_yard')),
 C("Isabella joins him there", 'presence', 'T', 10, 'Isabella entered back_yard with Ethan there', ('and', [('room', 'Isabella', 10, 'back_yard'), ('room', 'Ethan', 10, 'back_yard')])),
 C("she never saw the melon", 'presence', 'T', 'end', 'Isabella witnessed neither line 3 nor 5', ('and', [('saw', 'Isabella', 3, False), ('saw', 'Isabella', 5, False), ('bel', 'Isabella', 'end', None)])),
 C("Ethan will look in the red_bottle", 'belief', 'T', 'end', 'Ethan believes red_bottle', ('bel', 'Ethan', 'end', 'red_bottle'), ans=True),
])

R(6, 'narrative', 'unsound', 'red_bottle',
"""Ethan was right there in the hall when Nathan took the melon out of the blue_box and put it in the red_bottle. He left after that, and nothing else happens to the melon. Nathan, for his part, assumes Ethan missed the move, but that doesn't change what Ethan actually saw. Ethan will look for it in the red_bottle.""",
[C("Ethan was right there in the hall", 'presence', 'T', 5, 'Ethan in hall at line 5', ('room', 'Ethan', 5, 'hall')),
 C("Nathan took the melon out of the blue_box and put it in the red_bottle", 'event', 'T', 5, 'line 5 (from blue_box)', ('and', [('loc', 4, 'blue_box'), ('text', 5, 'Nathan moved the melon to the red_bottle')])),
 C("He left after that", 'order', 'T', 6, 'Ethan exit 6 after move 5', ('and', [('text', 6, 'Ethan exited'), ('after', 6, 5)])),
 C("nothing else happens to the melon", 'event', 'T', 'end', 'no move after 5', ('nomove', 5)),
 C("Nathan, for his part, assumes Ethan missed the move", 'belief', 'F', 'end', 'Nathan -> Ethan = red_bottle', ('bel', 'Nathan -> Ethan', 'end', 'blue_box')),
 C("Ethan will look for it in the red_bottle", 'belief', 'T', 'end', 'Ethan believes red_bottle', ('bel', 'Ethan', 'end', 'red_bottle'), ans=True),
])

R(6, 'terse', 'wrong', 'blue_box',
"""blue_box, where he first saw it.""",
[C("blue_box", 'belief', 'F', 'end', 'Ethan believes red_bottle', ('bel', 'Ethan', 'end', 'blue_box'), ans=True),
 C("where he first saw it", 'location', 'T', 3, 'Ethan saw it placed in blue_box at line 3', ('and', [('saw', 'Ethan', 3, True), ('loc', 3, 'blue_box')])),
])

R(6, 'thinking', 'sound', 'red_bottle',
"""<think>
Ethan enters the hall at line 2, melon appears in blue_box at 3. Nathan likes the lemon — irrelevant. Line 5: Nathan moves it to the red_bottle. Is Ethan still there? He exits at line 6, so yes, he saw the move. Then Ethan goes to the back_yard, which has nothing to do with the melon.
So Ethan thinks red_bottle.
</think>
Red_bottle.""",
[C("Ethan enters the hall at line 2", 'event', 'T', 2, 'line 2', ('text', 2, 'Ethan entered the hall')),
 C("melon appears in blue_box at 3", 'location', 'T', 3, 'line 3', ('loc', 3, 'blue_box')),
 C("Nathan likes the lemon", 'event', 'T', 4, 'line 4', ('text', 4, 'Nathan likes the lemon')),
 C("Line 5: Nathan moves it to the red_bottle", 'event', 'T', 5, 'line 5', ('text', 5, 'Nathan moved the melon to the red_bottle')),
 C("He exits at line 6", 'event', 'T', 6, 'line 6', ('text', 6, 'Ethan exited')),
 C("he saw the move", 'presence', 'T', 5, 'Ethan witnessed line 5', ('saw', 'Ethan', 5, True)),
 C("Ethan goes to the back_yard", 'event', 'T', 8, 'line 8', ('text', 8, 'Ethan entered the back_yard')),
 C("Ethan thinks red_bottle", 'belief', 'T', 'end', 'Ethan believes red_bottle', ('bel', 'Ethan', 'end', 'red_bottle'), ans=True),
 C("Red_bottle.", 'belief', 'T', 'end', 'final answer', ('bel', 'Ethan', 'end', 'red_bottle'), ans=True),
])

R(6, 'answer_first', 'sound', 'red_bottle',
"""The red_bottle. Ethan watched Nathan move it there before he left the hall, and he never had any reason to think it moved again.""",
[C("The red_bottle", 'belief', 'T', 'end', 'Ethan believes red_bottle', ('bel', 'Ethan', 'end', 'red_bottle'), ans=True),
 C("Ethan watched Nathan move it there", 'presence', 'T', 5, 'Ethan witnessed line 5', ('and', [('saw', 'Ethan', 5, True), ('text', 5, 'Nathan moved the melon to the red_bottle')])),
 C("before he left the hall", 'order', 'T', 6, 'exit at 6 after move at 5', ('after', 6, 5)),
 C("he never had any reason to think it moved again", 'belief', 'U', None, 'about reasons/motives, not in the golds'),
])

# ======================================================= item 7  s6803-1-o1  Benjamin really think sweet_potato -> red_bucket
R(7, 'narrative', 'unsound', 'red_bucket',
"""Benjamin put the sweet_potato in the red_envelope himself and then was the first to leave the kitchen. After that Noah and Emily shuffled it around — red_basket, then green_box — without Benjamin seeing any of it. Emily left the kitchen right after Benjamin. Later, in the waiting room, Emily privately tells Benjamin it's in the red_bucket, and since she left after him he takes her word for it, even though it's really in the green_box. So Benjamin really thinks the sweet_potato is in the red_bucket.""",
[C("Benjamin put the sweet_potato in the red_envelope himself", 'event', 'T', 4, 'line 4', ('text', 4, 'Benjamin moved the sweet_potato to the red_envelope')),
 C("was the first to leave the kitchen", 'order', 'T', 5, 'Benjamin first out', ('firstout', 'Benjamin', 5)),
 C("Noah and Emily shuffled it around — red_basket, then green_box", 'event', 'T', 8, 'lines 6 and 8', ('and', [('text', 6, 'Noah moved the sweet_potato to the red_basket'), ('text', 8, 'Emily moved the sweet_potato to the green_box')])),
 C("without Benjamin seeing any of it", 'presence', 'T', 8, 'Benjamin witnessed neither', ('and', [('saw', 'Benjamin', 6, False), ('saw', 'Benjamin', 8, False)])),
 C("Emily left the kitchen right after Benjamin", 'order', 'F', 9, 'Noah left (7) between Benjamin (5) and Emily (9)', ('and', [('text', 9, 'Emily exited'), ('noexit_between', 5, 9)])),
 C("Emily privately tells Benjamin it's in the red_bucket", 'communication', 'T', 16, 'line 16', ('text', 16, 'Emily privately told Benjamin that the sweet_potato is in the red_bucket')),
 C("since she left after him", 'order', 'T', 9, 'Emily exit 9 after Benjamin exit 5', ('after', 9, 5)),
 C("he takes her word for it", 'communication', 'T', 16, 'Benjamin now believes red_bucket', ('bel', 'Benjamin', 16, 'red_bucket')),
 C("it's really in the green_box", 'location', 'T', 16, 'real location at line 16', ('loc', 16, 'green_box')),
 C("Benjamin really thinks the sweet_potato is in the red_bucket", 'belief', 'T', 'end', 'Benjamin believes red_bucket', ('bel', 'Benjamin', 'end', 'red_bucket'), ans=True),
])

R(7, 'terse', 'wrong', 'green_box',
"""green_box — that's where Emily left it.""",
[C("green_box", 'belief', 'F', 'end', 'Benjamin believes red_bucket', ('bel', 'Benjamin', 'end', 'green_box'), ans=True),
 C("that's where Emily left it", 'location', 'T', 9, 'green_box when Emily exited', ('and', [('text', 8, 'Emily moved the sweet_potato to the green_box'), ('loc', 9, 'green_box')])),
])

R(7, 'thinking', 'unsupported', 'red_bucket',
"""<think>
"Really think" — so this is about Benjamin's actual belief at the end, including anything he was told, not just what he saw. I need to follow whatever information reached him last and whether he'd believe it.
Okay, going with that.
</think>
Benjamin really thinks the sweet_potato is in the red_bucket.""",
[C("Benjamin really thinks the sweet_potato is in the red_bucket", 'belief', 'T', 'end', 'Benjamin believes red_bucket', ('bel', 'Benjamin', 'end', 'red_bucket'), ans=True),
])

R(7, 'answer_first', 'sound', 'red_bucket',
"""The red_bucket. Benjamin left the kitchen first and missed the moves to the red_basket and green_box, but at line 16 Emily privately told him it was in the red_bucket. Emily exited after him, so he trusts her.""",
[C("The red_bucket", 'belief', 'T', 'end', 'Benjamin believes red_bucket', ('bel', 'Benjamin', 'end', 'red_bucket'), ans=True),
 C("Benjamin left the kitchen first", 'order', 'T', 5, 'first out', ('firstout', 'Benjamin', 5)),
 C("missed the moves to the red_basket and green_box", 'presence', 'T', 8, 'did not witness 6 or 8', ('and', [('saw', 'Benjamin', 6, False), ('saw', 'Benjamin', 8, False)])),
 C("at line 16 Emily privately told him it was in the red_bucket", 'communication', 'T', 16, 'line 16', ('text', 16, 'Emily privately told Benjamin that the sweet_potato is in the red_bucket')),
 C("Emily exited after him", 'order', 'T', 9, '9 > 5', ('and', [('text', 9, 'Emily exited'), ('after', 9, 5)])),
 C("he trusts her", 'communication', 'T', 16, 'Benjamin adopts red_bucket', ('bel', 'Benjamin', 16, 'red_bucket')),
])

R(7, 'numbered', 'unsound', 'red_bucket',
"""1. Benjamin moves it to the red_envelope (line 4) and exits (line 5).
2. Noah → red_basket, Emily → green_box; Benjamin sees neither.
3. Line 16: Emily privately tells Benjamin "red_bucket". Benjamin trusts her because she left the kitchen after he did.
4. Emily herself still thinks Benjamin believes the red_envelope.
5. Noah's tip to Alexander at line 18 doesn't involve Benjamin.

Answer: red_bucket""",
[C("Benjamin moves it to the red_envelope (line 4)", 'event', 'T', 4, 'line 4', ('text', 4, 'Benjamin moved the sweet_potato to the red_envelope')),
 C("exits (line 5)", 'event', 'T', 5, 'line 5', ('text', 5, 'Benjamin exited')),
 C("Noah → red_basket", 'event', 'T', 6, 'line 6', ('text', 6, 'Noah moved the sweet_potato to the red_basket')),
 C("Emily → green_box", 'event', 'T', 8, 'line 8', ('text', 8, 'Emily moved the sweet_potato to the green_box')),
 C("Benjamin sees neither", 'presence', 'T', 8, 'not a witness of 6 or 8', ('and', [('saw', 'Benjamin', 6, False), ('saw', 'Benjamin', 8, False)])),
 C("Line 16: Emily privately tells Benjamin \"red_bucket\"", 'communication', 'T', 16, 'line 16', ('text', 16, 'Emily privately told Benjamin that the sweet_potato is in the red_bucket')),
 C("Benjamin trusts her", 'communication', 'T', 16, 'Benjamin adopts red_bucket', ('bel', 'Benjamin', 16, 'red_bucket')),
 C("because she left the kitchen after he did", 'order', 'T', 9, '9 > 5', ('after', 9, 5)),
 C("Emily herself still thinks Benjamin believes the red_envelope", 'belief', 'F', 'end', 'Emily -> Benjamin = red_bucket after her tell', ('bel', 'Emily -> Benjamin', 'end', 'red_envelope')),
 C("Noah's tip to Alexander at line 18", 'communication', 'T', 18, 'line 18', ('text', 18, 'Noah privately told Alexander')),
 C("Answer: red_bucket", 'belief', 'T', 'end', 'Benjamin believes red_bucket', ('bel', 'Benjamin', 'end', 'red_bucket'), ans=True),
])

# ======================================================= item 8  tomi second_order_0  Benjamin thinks Noah searches turnip -> red_envelope
R(8, 'terse', 'unsound', 'red_envelope',
"""red_envelope — Noah left before Benjamin moved it, and Owen saw the move too.""",
[C("red_envelope", 'belief', 'T', 'end', 'Benjamin -> Noah = red_envelope', ('bel', 'Benjamin -> Noah', 'end', 'red_envelope'), ans=True),
 C("Noah left before Benjamin moved it", 'order', 'T', 8, 'Noah exit 6 < move 8', ('and', [('text', 6, 'Noah exited'), ('after', 8, 6)])),
 C("Owen saw the move too", 'presence', 'F', 8, 'Owen left at line 4; only Benjamin saw line 8', ('saw', 'Owen', 8, True)),
])

R(8, 'thinking', 'wrong', 'blue_bathtub',
"""<think>
Benjamin moves the turnip to the blue_bathtub at line 8. Noah had left at line 6. Benjamin knows where it is... The question is where Noah searches according to Benjamin. Benjamin knows the truth, and he'd assume Noah would find it where it actually is.
</think>
Blue_bathtub""",
[C("Benjamin moves the turnip to the blue_bathtub at line 8", 'event', 'T', 8, 'line 8', ('text', 8, 'Benjamin moved the turnip to the blue_bathtub')),
 C("Noah had left at line 6", 'event', 'T', 6, 'line 6', ('text', 6, 'Noah exited')),
 C("Benjamin knows where it is", 'belief', 'T', 'end', 'Benjamin belief = real location', ('and', [('bel', 'Benjamin', 'end', 'blue_bathtub'), ('loc', 'end', 'blue_bathtub')])),
 C("Benjamin knows the truth", 'belief', 'T', 'end', 'same as above', ('bel', 'Benjamin', 'end', 'blue_bathtub')),
 C("he'd assume Noah would find it where it actually is", 'belief', 'F', 'end', 'Benjamin -> Noah = red_envelope', ('bel', 'Benjamin -> Noah', 'end', 'blue_bathtub')),
 C("Blue_bathtub", 'belief', 'F', 'end', 'gold = red_envelope', ('bel', 'Benjamin -> Noah', 'end', 'blue_bathtub'), ans=True, after='</think>'),
])

R(8, 'answer_first', 'unsupported', 'red_envelope',
"""Red_envelope. Benjamin thinks Noah will search the red_envelope.""",
[C("Benjamin thinks Noah will search the red_envelope", 'belief', 'T', 'end', 'Benjamin -> Noah = red_envelope', ('bel', 'Benjamin -> Noah', 'end', 'red_envelope'), ans=True),
])

R(8, 'numbered', 'sound', 'red_envelope',
"""1. Owen leaves the sunroom (line 4) before the turnip is even mentioned.
2. The turnip is in the red_envelope (line 5); Benjamin and Noah both see it.
3. Noah exits (line 6).
4. Benjamin moves it to the blue_bathtub (line 8) with nobody else around.
5. Benjamin knows Noah missed that move.

Answer: red_envelope""",
[C("Owen leaves the sunroom (line 4)", 'event', 'T', 4, 'line 4', ('text', 4, 'Owen exited the sunroom')),
 C("before the turnip is even mentioned", 'order', 'T', 4, 'turnip first appears at line 5', ('and', [('after', 5, 4), ('loc', 4, None)])),
 C("The turnip is in the red_envelope (line 5)", 'location', 'T', 5, 'line 5', ('loc', 5, 'red_envelope')),
 C("Benjamin and Noah both see it", 'presence', 'T', 5, 'both witnessed line 5', ('and', [('saw', 'Benjamin', 5, True), ('saw', 'Noah', 5, True)])),
 C("Noah exits (line 6)", 'event', 'T', 6, 'line 6', ('text', 6, 'Noah exited')),
 C("Benjamin moves it to the blue_bathtub (line 8)", 'event', 'T', 8, 'line 8', ('text', 8, 'Benjamin moved the turnip to the blue_bathtub')),
 C("with nobody else around", 'presence', 'T', 8, 'Benjamin alone at line 8', ('alone', 'Benjamin', 8)),
 C("Benjamin knows Noah missed that move", 'belief', 'T', 'end', 'Noah not a witness; Benjamin -> Noah stays red_envelope', ('and', [('saw', 'Noah', 8, False), ('bel', 'Benjamin -> Noah', 'end', 'red_envelope')])),
 C("red_envelope", 'belief', 'T', 'end', 'gold', ('bel', 'Benjamin -> Noah', 'end', 'red_envelope'), ans=True, after='Answer:'),
])

R(8, 'narrative', 'sound', 'red_envelope',
"""Benjamin and Noah were both in the sunroom when the turnip showed up in the red_envelope. Then Noah walked out, and only afterwards did Benjamin move it to the blue_bathtub. Benjamin knows Noah wasn't there for that, so as far as Benjamin is concerned, Noah would search the red_envelope.""",
[C("Benjamin and Noah were both in the sunroom when the turnip showed up in the red_envelope", 'presence', 'T', 5, 'both in sunroom at line 5', ('and', [('room', 'Benjamin', 5, 'sunroom'), ('room', 'Noah', 5, 'sunroom'), ('loc', 5, 'red_envelope')])),
 C("Then Noah walked out", 'event', 'T', 6, 'line 6', ('text', 6, 'Noah exited')),
 C("only afterwards did Benjamin move it to the blue_bathtub", 'order', 'T', 8, 'move 8 after exit 6', ('and', [('after', 8, 6), ('text', 8, 'Benjamin moved the turnip to the blue_bathtub')])),
 C("Benjamin knows Noah wasn't there for that", 'presence', 'T', 8, 'Noah absent at 8; Benjamin saw him leave', ('and', [('room', 'Noah', 8, None), ('saw', 'Benjamin', 6, True)])),
 C("as far as Benjamin is concerned, Noah would search the red_envelope", 'belief', 'T', 'end', 'Benjamin -> Noah = red_envelope', ('bel', 'Benjamin -> Noah', 'end', 'red_envelope'), ans=True),
])

# ======================================================= item 9  s6803-8-o3  Alexander->Nathan->Jackson -> green_suitcase
CH9 = 'Alexander -> Nathan -> Jackson'
R(9, 'thinking', 'unsound', 'green_suitcase',
"""<think>
Alexander → Nathan → Jackson.
Cucumber starts in green_suitcase (line 3), everyone present. Jackson is the first one out (line 5). So Jackson thinks green_suitcase.
Nathan saw Jackson leave, so Nathan thinks Jackson thinks green_suitcase.
Alexander was in the lounge when Jackson left, too. And he also watched Nathan put it back in the green_suitcase at line 15. Doesn't matter for Jackson's belief anyway.
So the chain collapses to Jackson's view: green_suitcase.
</think>
Green_suitcase.""",
[C("Cucumber starts in green_suitcase (line 3)", 'location', 'T', 3, 'line 3', ('loc', 3, 'green_suitcase')),
 C("everyone present", 'presence', 'T', 3, 'all in lounge', ('allin', 3, 'lounge')),
 C("Jackson is the first one out (line 5)", 'order', 'T', 5, 'first out', ('firstout', 'Jackson', 5)),
 C("Jackson thinks green_suitcase", 'belief', 'T', 'end', 'Jackson believes green_suitcase', ('bel', 'Jackson', 'end', 'green_suitcase')),
 C("Nathan saw Jackson leave", 'presence', 'T', 5, 'Nathan witnessed line 5', ('saw', 'Nathan', 5, True)),
 C("Nathan thinks Jackson thinks green_suitcase", 'belief', 'T', 'end', 'Nathan -> Jackson = green_suitcase', ('bel', 'Nathan -> Jackson', 'end', 'green_suitcase')),
 C("Alexander was in the lounge when Jackson left", 'presence', 'T', 5, 'Alexander in lounge at line 5', ('room', 'Alexander', 5, 'lounge')),
 C("he also watched Nathan put it back in the green_suitcase at line 15", 'presence', 'F', 15, 'Alexander exited at 13; only Nathan saw line 15', ('saw', 'Alexander', 15, True)),
 C("the chain collapses to Jackson's view: green_suitcase", 'belief', 'T', 'end', 'gold chain', ('bel', CH9, 'end', 'green_suitcase'), ans=True),
 C("Green_suitcase.", 'belief', 'T', 'end', 'gold chain', ('bel', CH9, 'end', 'green_suitcase'), ans=True),
])

R(9, 'answer_first', 'wrong', 'blue_box',
"""Blue_box. Alexander moved the cucumber to the blue_box while Nathan was watching, and left right after. So Alexander thinks Nathan thinks the cucumber is in the blue_box, and since Nathan is the one reasoning about Jackson, he'd assume Jackson knows the same.""",
[C("Blue_box", 'belief', 'F', 'end', 'gold chain = green_suitcase', ('bel', CH9, 'end', 'blue_box'), ans=True),
 C("Alexander moved the cucumber to the blue_box", 'event', 'T', 11, 'line 11', ('text', 11, 'Alexander moved the cucumber to the blue_box')),
 C("while Nathan was watching", 'presence', 'T', 11, 'Nathan witnessed line 11', ('saw', 'Nathan', 11, True)),
 C("left right after", 'event', 'T', 13, 'Alexander exits at 13, no exit in between', ('and', [('text', 13, 'Alexander exited'), ('noexit_between', 11, 13)])),
 C("Alexander thinks Nathan thinks the cucumber is in the blue_box", 'belief', 'T', 'end', 'Alexander -> Nathan = blue_box', ('bel', 'Alexander -> Nathan', 'end', 'blue_box')),
 C("he'd assume Jackson knows the same", 'belief', 'F', 'end', 'Nathan -> Jackson = green_suitcase', ('bel', 'Nathan -> Jackson', 'end', 'blue_box')),
])

R(9, 'numbered', 'sound', 'green_suitcase',
"""1. The cucumber is put in the green_suitcase at line 3 with all five in the lounge.
2. Jackson leaves at line 5 — before any move.
3. Moves afterwards: Amelia → red_bathtub (7), Isabella → green_drawer (9), Alexander → blue_box (11), Nathan → green_suitcase (15).
4. Both Nathan and Alexander were in the lounge when Jackson left, so each of them knows Jackson's last view is the green_suitcase.
5. Jackson, Amelia and Nathan go to the patio later, but that's about the grapes.

So: Alexander thinks Nathan thinks Jackson thinks the cucumber is in the green_suitcase.""",
[C("The cucumber is put in the green_suitcase at line 3", 'location', 'T', 3, 'line 3', ('loc', 3, 'green_suitcase')),
 C("with all five in the lounge", 'presence', 'T', 3, 'all in lounge', ('allin', 3, 'lounge')),
 C("Jackson leaves at line 5", 'event', 'T', 5, 'line 5', ('text', 5, 'Jackson exited')),
 C("before any move", 'order', 'T', 5, 'no move between 3 and 5', ('nomove', 3, 5)),
 C("Amelia → red_bathtub (7)", 'event', 'T', 7, 'line 7', ('text', 7, 'Amelia moved the cucumber to the red_bathtub')),
 C("Isabella → green_drawer (9)", 'event', 'T', 9, 'line 9', ('text', 9, 'Isabella moved the cucumber to the green_drawer')),
 C("Alexander → blue_box (11)", 'event', 'T', 11, 'line 11', ('text', 11, 'Alexander moved the cucumber to the blue_box')),
 C("Nathan → green_suitcase (15)", 'event', 'T', 15, 'line 15', ('text', 15, 'Nathan moved the cucumber to the green_suitcase')),
 C("Both Nathan and Alexander were in the lounge when Jackson left", 'presence', 'T', 5, 'both present at line 5', ('and', [('room', 'Nathan', 5, 'lounge'), ('room', 'Alexander', 5, 'lounge')])),
 C("each of them knows Jackson's last view is the green_suitcase", 'belief', 'T', 'end', 'Nathan->Jackson and Alexander->Jackson = green_suitcase', ('and', [('bel', 'Nathan -> Jackson', 'end', 'green_suitcase'), ('bel', 'Alexander -> Jackson', 'end', 'green_suitcase')])),
 C("Jackson, Amelia and Nathan go to the patio later", 'event', 'T', 19, 'line 19', ('text', 19, 'entered the patio')),
 C("Alexander thinks Nathan thinks Jackson thinks the cucumber is in the green_suitcase", 'belief', 'T', 'end', 'gold chain', ('bel', CH9, 'end', 'green_suitcase'), ans=True),
])

R(9, 'narrative', 'sound', 'green_suitcase',
"""Jackson was the first one out of the lounge — he stayed a minute and left while the cucumber was still in the green_suitcase where it started. Everything after that, the red_bathtub, the green_drawer, the blue_box, happened without him. Funnily enough Nathan put it back in the green_suitcase at the very end, but nobody else was around for that. Since Alexander and Nathan both watched Jackson leave, Alexander's picture of Nathan's picture of Jackson is simply Jackson's last view: the green_suitcase.""",
[C("Jackson was the first one out of the lounge", 'order', 'T', 5, 'first out', ('firstout', 'Jackson', 5)),
 C("he stayed a minute", 'event', 'T', 4, 'line 4', ('text', 4, 'Jackson made no movements')),
 C("left while the cucumber was still in the green_suitcase where it started", 'location', 'T', 5, 'green_suitcase at lines 3 and 5', ('and', [('loc', 5, 'green_suitcase'), ('loc', 3, 'green_suitcase')])),
 C("Everything after that, the red_bathtub, the green_drawer, the blue_box, happened without him", 'presence', 'T', 11, 'Jackson absent at 7, 9, 11', ('and', [('room', 'Jackson', t, None) for t in [7, 9, 11]])),
 C("Nathan put it back in the green_suitcase at the very end", 'event', 'T', 15, 'line 15 is the last move', ('and', [('text', 15, 'Nathan moved the cucumber to the green_suitcase'), ('nomove', 15)])),
 C("nobody else was around for that", 'presence', 'T', 15, 'Nathan alone at 15', ('alone', 'Nathan', 15)),
 C("Alexander and Nathan both watched Jackson leave", 'presence', 'T', 5, 'both witnessed line 5', ('and', [('saw', 'Alexander', 5, True), ('saw', 'Nathan', 5, True)])),
 C("Alexander's picture of Nathan's picture of Jackson is simply Jackson's last view: the green_suitcase", 'belief', 'T', 'end', 'gold chain', ('bel', CH9, 'end', 'green_suitcase'), ans=True),
])

R(9, 'terse', 'unsound', 'green_suitcase',
"""green_suitcase. Jackson left before Amelia's red_bathtub move, and Isabella was the one who saw Nathan's final move.""",
[C("green_suitcase", 'belief', 'T', 'end', 'gold chain', ('bel', CH9, 'end', 'green_suitcase'), ans=True),
 C("Jackson left before Amelia's red_bathtub move", 'order', 'T', 7, 'exit 5 < move 7', ('after', 7, 5)),
 C("Isabella was the one who saw Nathan's final move", 'presence', 'F', 15, 'Isabella left at line 10; Nathan was alone at 15', ('saw', 'Isabella', 15, True)),
])
# ======================================================= item 10  s6803-17-o2  Emily->Owen -> green_suitcase
R(10, 'answer_first', 'wrong', 'green_container',
"""Green_container.

Carter moved the lime to the green_container right in front of Emily, and that's the last move Emily saw anyone else make. She'd project that onto Owen.""",
[C("Green_container", 'belief', 'F', 'end', 'Emily -> Owen = green_suitcase', ('bel', 'Emily -> Owen', 'end', 'green_container'), ans=True),
 C("Carter moved the lime to the green_container", 'event', 'T', 10, 'line 10', ('text', 10, 'Carter moved the lime to the green_container')),
 C("right in front of Emily", 'presence', 'T', 10, 'Emily witnessed line 10', ('saw', 'Emily', 10, True)),
 C("that's the last move Emily saw anyone else make", 'event', 'T', 10, 'only later move (12) is Emily\'s own', ('and', [('text', 12, 'Emily moved the lime'), ('nomove', 12), ('nomove', 10, 11)])),
])

R(10, 'numbered', 'unsupported', 'green_suitcase',
"""1. The chain is Emily → Owen.
2. Emily thinks Owen thinks the lime is in the green_suitcase.""",
[C("Emily thinks Owen thinks the lime is in the green_suitcase", 'belief', 'T', 'end', 'Emily -> Owen = green_suitcase', ('bel', 'Emily -> Owen', 'end', 'green_suitcase'), ans=True),
])

R(10, 'narrative', 'sound', 'green_suitcase',
"""Owen left the porch first, after the lime had been placed in the green_suitcase and he'd stood around for a minute. Emily was still there and saw him go. Mason, then Carter, moved the lime after Owen was gone. Emily ended up putting it back in the green_suitcase herself once everyone else had left, but that's irrelevant to Owen. From Emily's point of view, Owen's belief froze at the green_suitcase.""",
[C("Owen left the porch first", 'order', 'T', 5, 'first out', ('firstout', 'Owen', 5)),
 C("after the lime had been placed in the green_suitcase", 'order', 'T', 5, 'line 2 before exit 5', ('and', [('loc', 2, 'green_suitcase'), ('after', 5, 2)])),
 C("he'd stood around for a minute", 'event', 'T', 3, 'line 3', ('text', 3, 'Owen made no movements')),
 C("Emily was still there and saw him go", 'presence', 'T', 5, 'Emily witnessed line 5', ('saw', 'Emily', 5, True)),
 C("Mason, then Carter, moved the lime after Owen was gone", 'order', 'T', 10, 'moves at 6 and 10 after exit 5', ('and', [('text', 6, 'Mason moved the lime'), ('text', 10, 'Carter moved the lime'), ('after', 6, 5)])),
 C("Emily ended up putting it back in the green_suitcase herself", 'event', 'T', 12, 'line 12', ('text', 12, 'Emily moved the lime to the green_suitcase')),
 C("once everyone else had left", 'presence', 'T', 12, 'Emily alone at 12', ('alone', 'Emily', 12)),
 C("From Emily's point of view, Owen's belief froze at the green_suitcase", 'belief', 'T', 'end', 'Emily -> Owen = green_suitcase', ('bel', 'Emily -> Owen', 'end', 'green_suitcase'), ans=True),
])

R(10, 'terse', 'unsound', 'green_suitcase',
"""green_suitcase (Owen left at line 5; Mason moved it to the green_container after)""",
[C("green_suitcase", 'belief', 'T', 'end', 'Emily -> Owen', ('bel', 'Emily -> Owen', 'end', 'green_suitcase'), ans=True),
 C("Owen left at line 5", 'event', 'T', 5, 'line 5', ('text', 5, 'Owen exited')),
 C("Mason moved it to the green_container after", 'event', 'F', 6, 'Mason moved it to the green_basket; Carter made the green_container move', ('textany', 'Mason moved the lime to the green_container')),
])

R(10, 'thinking', 'unsound', 'green_suitcase',
"""<think>
Emily thinks Owen thinks...
Owen: present at line 2 (lime → green_suitcase), leaves at 5. No moves before that. So Owen thinks green_suitcase.
Did Emily see Owen leave? Emily's still on the porch until 13, so yes.
Then Mason → green_basket, Carter → green_container. Emily herself thinks it's in the green_container now, but that's her own belief, not what she attributes to Owen.
The attic scene with the eggplant is irrelevant.
</think>
Green_suitcase.""",
[C("Owen: present at line 2", 'presence', 'T', 2, 'Owen on porch at line 2', ('room', 'Owen', 2, 'porch')),
 C("(lime → green_suitcase)", 'location', 'T', 2, 'line 2', ('loc', 2, 'green_suitcase')),
 C("leaves at 5", 'event', 'T', 5, 'line 5', ('text', 5, 'Owen exited')),
 C("No moves before that", 'event', 'T', 5, 'no move 2..5', ('nomove', 2, 5)),
 C("So Owen thinks green_suitcase", 'belief', 'T', 'end', 'Owen believes green_suitcase', ('bel', 'Owen', 'end', 'green_suitcase')),
 C("Emily's still on the porch until 13", 'presence', 'T', 12, 'Emily on porch until her exit at 13', ('and', [('room', 'Emily', 12, 'porch'), ('text', 13, 'Emily exited')])),
 C("Mason → green_basket", 'event', 'T', 6, 'line 6', ('text', 6, 'Mason moved the lime to the green_basket')),
 C("Carter → green_container", 'event', 'T', 10, 'line 10', ('text', 10, 'Carter moved the lime to the green_container')),
 C("Emily herself thinks it's in the green_container now", 'belief', 'F', 'end', 'Emily moved it to green_suitcase at 12 and believes green_suitcase', ('bel', 'Emily', 'end', 'green_container')),
 C("Green_suitcase.", 'belief', 'T', 'end', 'Emily -> Owen', ('bel', 'Emily -> Owen', 'end', 'green_suitcase'), ans=True),
])

# ======================================================= item 11  s6803-13-o3  Mason->Jackson->Olivia -> blue_bucket
CH11 = 'Mason -> Jackson -> Olivia'
R(11, 'numbered', 'wrong', 'green_container',
"""1. Banana in the blue_bucket at line 3; all five see it.
2. Everyone leaves one at a time; Olivia is last and "moves" it to the blue_bucket, where it already was.
3. Line 16: Jackson publicly claims it's in the green_container.
4. Mason heard that claim, and Mason left before Jackson, so he trusts him.
5. Mason therefore thinks Jackson thinks Olivia thinks the green_container.

Answer: green_container""",
[C("Banana in the blue_bucket at line 3", 'location', 'T', 3, 'line 3', ('loc', 3, 'blue_bucket')),
 C("all five see it", 'presence', 'T', 3, 'all witnessed line 3', ('allin', 3, 'patio')),
 C("Olivia is last", 'order', 'T', 14, 'Olivia alone before exit 14', ('lastout', 'Olivia', 14)),
 C("\"moves\" it to the blue_bucket, where it already was", 'event', 'T', 13, 'line 13 same container', ('and', [('text', 13, 'Olivia moved the banana to the blue_bucket'), ('loc', 12, 'blue_bucket')])),
 C("Line 16: Jackson publicly claims it's in the green_container", 'communication', 'T', 16, 'line 16', ('text', 16, 'Jackson publicly claimed that banana is in the green_container')),
 C("Mason heard that claim", 'presence', 'T', 16, 'Mason witnessed line 16', ('saw', 'Mason', 16, True)),
 C("Mason left before Jackson", 'order', 'T', 12, 'Mason 10 < Jackson 12', ('after', 12, 10)),
 C("he trusts him", 'communication', 'T', 16, 'Mason adopts green_container', ('bel', 'Mason', 16, 'green_container')),
 C("Mason therefore thinks Jackson thinks Olivia thinks the green_container", 'belief', 'F', 'end', 'gold chain = blue_bucket', ('bel', CH11, 'end', 'green_container'), ans=True),
 C("Answer: green_container", 'belief', 'F', 'end', 'gold chain = blue_bucket', ('bel', CH11, 'end', 'green_container'), ans=True),
])

R(11, 'narrative', 'unsupported', 'blue_bucket',
"""These nested questions come down to the last moment all three people in the chain were together and watching. Working that out, Mason thinks Jackson thinks Olivia thinks the banana is in the blue_bucket.""",
[C("Mason thinks Jackson thinks Olivia thinks the banana is in the blue_bucket", 'belief', 'T', 'end', 'gold chain', ('bel', CH11, 'end', 'blue_bucket'), ans=True),
])

R(11, 'terse', 'sound', 'blue_bucket',
"""blue_bucket — Jackson's public green_container claim doesn't change what Jackson himself believes, and he left with it in the blue_bucket.""",
[C("blue_bucket", 'belief', 'T', 'end', 'gold chain', ('bel', CH11, 'end', 'blue_bucket'), ans=True),
 C("Jackson's public green_container claim doesn't change what Jackson himself believes", 'communication', 'T', 16, 'speaker belief unchanged (blue_bucket)', ('and', [('text', 16, 'Jackson publicly claimed that banana is in the green_container'), ('bel', 'Jackson', 16, 'blue_bucket')])),
 C("he left with it in the blue_bucket", 'location', 'T', 12, 'blue_bucket at Jackson exit', ('and', [('text', 12, 'Jackson exited'), ('loc', 12, 'blue_bucket')])),
])

R(11, 'thinking', 'sound', 'blue_bucket',
"""<think>
Chain Mason → Jackson → Olivia, object banana.
Line 3: banana in blue_bucket, all present. Exits: Amelia (5), Emma (7), Mason (10), Jackson (12). Olivia's "move" at 13 puts it in the blue_bucket — same container, so effectively nothing changes.
The last banana event Mason, Jackson and Olivia all saw: the blue_bucket placement.
Line 16 public claim by Jackson: green_container. Mason trusts Jackson (Jackson left later), so Mason's first-order belief becomes green_container, and Mason thinks Jackson thinks green_container. But the third-order chain still rests on what they all saw together.
Olivia's tell at 18 goes to Amelia, not relevant.
</think>
Blue_bucket""",
[C("banana in blue_bucket", 'location', 'T', 3, 'line 3', ('loc', 3, 'blue_bucket')),
 C("all present", 'presence', 'T', 3, 'all five on the patio', ('allin', 3, 'patio')),
 C("Exits: Amelia (5), Emma (7), Mason (10), Jackson (12)", 'event', 'T', 12, 'exit lines', ('and', [('text', 5, 'Amelia exited'), ('text', 7, 'Emma exited'), ('text', 10, 'Mason exited'), ('text', 12, 'Jackson exited')])),
 C("Olivia's \"move\" at 13 puts it in the blue_bucket", 'event', 'T', 13, 'line 13', ('text', 13, 'Olivia moved the banana to the blue_bucket')),
 C("same container", 'location', 'T', 12, 'already in blue_bucket before 13', ('loc', 12, 'blue_bucket')),
 C("The last banana event Mason, Jackson and Olivia all saw: the blue_bucket placement", 'presence', 'T', 3, 'all three witnessed line 3; Mason/Jackson gone for 13', ('and', [('saw', 'Mason', 3, True), ('saw', 'Jackson', 3, True), ('saw', 'Olivia', 3, True), ('saw', 'Mason', 13, False)])),
 C("Line 16 public claim by Jackson: green_container", 'communication', 'T', 16, 'line 16', ('text', 16, 'Jackson publicly claimed that banana is in the green_container')),
 C("Mason trusts Jackson", 'communication', 'T', 16, 'Mason adopts the claim', ('bel', 'Mason', 16, 'green_container')),
 C("(Jackson left later)", 'order', 'T', 12, '12 > 10', ('after', 12, 10)),
 C("Mason's first-order belief becomes green_container", 'belief', 'T', 16, 'Mason = green_container', ('bel', 'Mason', 16, 'green_container')),
 C("Mason thinks Jackson thinks green_container", 'belief', 'T', 16, 'Mason -> Jackson = green_container', ('bel', 'Mason -> Jackson', 16, 'green_container')),
 C("Olivia's tell at 18 goes to Amelia", 'communication', 'T', 18, 'line 18', ('text', 18, 'Olivia privately told Amelia')),
 C("Blue_bucket", 'belief', 'T', 'end', 'gold chain', ('bel', CH11, 'end', 'blue_bucket'), ans=True, after='</think>'),
])

R(11, 'answer_first', 'unsound', 'blue_bucket',
"""Blue_bucket.

Jackson was the last one out of the patio, and the banana never left the blue_bucket. His green_container announcement in the waiting room was a lie, but it doesn't change what Mason thinks Jackson thinks Olivia thinks — that's still anchored to the blue_bucket.""",
[C("Blue_bucket.", 'belief', 'T', 'end', 'gold chain', ('bel', CH11, 'end', 'blue_bucket'), ans=True),
 C("Jackson was the last one out of the patio", 'order', 'F', 12, 'Olivia stayed after Jackson and left last (14)', ('lastout', 'Jackson', 12)),
 C("the banana never left the blue_bucket", 'location', 'T', 'end', 'blue_bucket from line 3 to the end', ('constloc', 3, 'blue_bucket')),
 C("His green_container announcement in the waiting room was a lie", 'communication', 'T', 16, 'claimed green_container while believing blue_bucket', ('and', [('text', 16, 'Jackson publicly claimed that banana is in the green_container'), ('bel', 'Jackson', 16, 'blue_bucket'), ('not', ('loc', 16, 'green_container'))])),
 C("it doesn't change what Mason thinks Jackson thinks Olivia thinks — that's still anchored to the blue_bucket", 'belief', 'T', 'end', 'gold chain', ('bel', CH11, 'end', 'blue_bucket'), ans=True),
])

# ======================================================= item 12  s6803-5-o0  persimmon really -> red_crate
R(12, 'narrative', 'wrong', 'red_bathtub',
"""The persimmon went from the red_bathtub to the blue_envelope (Amelia) to the red_crate (Carter). But then on the second visit to the study, Hannah, Amelia and Charlotte came back, and at the very end Charlotte moved it to the red_bathtub while alone, because she wanted everything back where it began. So it's back in the red_bathtub.""",
[C("The persimmon went from the red_bathtub", 'location', 'T', 2, 'line 2', ('loc', 2, 'red_bathtub')),
 C("to the blue_envelope (Amelia)", 'event', 'T', 6, 'line 6', ('text', 6, 'Amelia moved the persimmon to the blue_envelope')),
 C("to the red_crate (Carter)", 'event', 'T', 10, 'line 10', ('text', 10, 'Carter moved the persimmon to the red_crate')),
 C("Hannah, Amelia and Charlotte came back", 'event', 'T', 15, 'line 15', ('text', 15, 'Hannah, Amelia and Charlotte entered the study')),
 C("at the very end Charlotte moved it to the red_bathtub", 'event', 'F', 22, 'Charlotte moved the pineapple, not the persimmon', ('text', 22, 'Charlotte moved the persimmon')),
 C("while alone", 'presence', 'T', 22, 'Charlotte alone at 22', ('alone', 'Charlotte', 22)),
 C("because she wanted everything back where it began", 'event', 'U', None, 'a motive; not in the golds'),
 C("So it's back in the red_bathtub", 'location', 'F', 'end', 'persimmon is in the red_crate', ('loc', 'end', 'red_bathtub'), ans=True),
])

R(12, 'terse', 'sound', 'red_crate',
"""red_crate (Carter, line 10; untouched afterwards — the later moves are the pineapple)""",
[C("red_crate", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_crate'), ans=True),
 C("Carter, line 10", 'event', 'T', 10, 'line 10', ('text', 10, 'Carter moved the persimmon to the red_crate')),
 C("untouched afterwards", 'event', 'T', 'end', 'no persimmon move after 10', ('nomove', 10)),
 C("the later moves are the pineapple", 'event', 'T', 22, 'lines 17 and 22 move the pineapple', ('and', [('text', 17, 'moved the pineapple'), ('text', 22, 'moved the pineapple')])),
])

R(12, 'thinking', 'sound', 'red_crate',
"""<think>
Persimmon: red_bathtub (2) → blue_envelope (6, Amelia) → red_crate (10, Carter).
After that, the second trip into the study is about the pineapple. Hannah moves the pineapple to the red_crate — careful, that's the pineapple, not the persimmon. Charlotte moves the pineapple to the red_bathtub. Neither touches the persimmon.
Also, when Hannah, Amelia and Charlotte walk back into the study at line 15, they see the persimmon sitting in the red_crate.
</think>
The persimmon is really in the red_crate.""",
[C("red_bathtub (2)", 'location', 'T', 2, 'line 2', ('loc', 2, 'red_bathtub')),
 C("blue_envelope (6, Amelia)", 'event', 'T', 6, 'line 6', ('text', 6, 'Amelia moved the persimmon to the blue_envelope')),
 C("red_crate (10, Carter)", 'event', 'T', 10, 'line 10', ('text', 10, 'Carter moved the persimmon to the red_crate')),
 C("Hannah moves the pineapple to the red_crate", 'event', 'T', 17, 'line 17', ('text', 17, 'Hannah moved the pineapple to the red_crate')),
 C("Charlotte moves the pineapple to the red_bathtub", 'event', 'T', 22, 'line 22', ('text', 22, 'Charlotte moved the pineapple to the red_bathtub')),
 C("Neither touches the persimmon", 'event', 'T', 'end', 'no persimmon move after 10', ('nomove', 10)),
 C("they see the persimmon sitting in the red_crate", 'belief', 'T', 15, 're-entry updates their beliefs to red_crate', ('and', [('bel', a, 15, 'red_crate') for a in ['Hannah', 'Amelia', 'Charlotte']])),
 C("The persimmon is really in the red_crate", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_crate'), ans=True),
])

R(12, 'answer_first', 'unsound', 'red_crate',
"""Red_crate.

When Charlotte left at line 4, the persimmon was already in the blue_envelope; Amelia and then Carter moved it after that, and Carter's move to the red_crate was the final one.""",
[C("Red_crate", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_crate'), ans=True),
 C("When Charlotte left at line 4, the persimmon was already in the blue_envelope", 'location', 'F', 4, 'still in the red_bathtub at line 4', ('loc', 4, 'blue_envelope')),
 C("Amelia and then Carter moved it after that", 'order', 'T', 10, 'moves 6 and 10 after line 4', ('and', [('text', 6, 'Amelia moved the persimmon'), ('text', 10, 'Carter moved the persimmon'), ('after', 6, 4)])),
 C("Carter's move to the red_crate was the final one", 'event', 'T', 10, 'last persimmon move', ('and', [('text', 10, 'Carter moved the persimmon to the red_crate'), ('nomove', 10)])),
])

R(12, 'numbered', 'unsound', 'red_crate',
"""1. Start: red_bathtub (line 2).
2. Amelia → blue_envelope (line 6), then she leaves.
3. Carter → red_crate (line 10), watched by Hannah and Isla.
4. Nothing moves the persimmon after that; the pineapple moves at lines 17 and 22 are separate.

Answer: O. red_crate""",
[C("Start: red_bathtub (line 2)", 'location', 'T', 2, 'line 2', ('loc', 2, 'red_bathtub')),
 C("Amelia → blue_envelope (line 6)", 'event', 'T', 6, 'line 6', ('text', 6, 'Amelia moved the persimmon to the blue_envelope')),
 C("then she leaves", 'event', 'T', 7, 'line 7', ('text', 7, 'Amelia exited')),
 C("Carter → red_crate (line 10)", 'event', 'T', 10, 'line 10', ('text', 10, 'Carter moved the persimmon to the red_crate')),
 C("watched by Hannah and Isla", 'presence', 'F', 10, 'Isla left at line 9; only Hannah watched', ('and', [('saw', 'Hannah', 10, True), ('saw', 'Isla', 10, True)])),
 C("Nothing moves the persimmon after that", 'event', 'T', 'end', 'no move after 10', ('nomove', 10)),
 C("the pineapple moves at lines 17 and 22", 'event', 'T', 22, 'lines 17 and 22', ('and', [('text', 17, 'moved the pineapple'), ('text', 22, 'moved the pineapple')])),
 C("O. red_crate", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_crate'), ans=True),
])

# ======================================================= item 13  s6803-19-o4  Abigail->Jackson->Avery->James -> green_container
CH13 = 'Abigail -> Jackson -> Avery -> James'
R(13, 'terse', 'unsupported', 'green_container',
"""F. green_container""",
[C("F. green_container", 'belief', 'T', 'end', 'gold chain', ('bel', CH13, 'end', 'green_container'), ans=True),
])

R(13, 'thinking', 'sound', 'green_container',
"""<think>
Chain: Abigail → Jackson → Avery → James.
Object: the beans. Let me list what happens in the hall.
- line 3: beans in green_container, all five present.
- line 5: Jackson exits (after staying a minute at 4).
- line 7: Benjamin exits.
- line 9: Avery exits.
- line 10: James moves the beans to green_bathtub — only Abigail and James are there.
- line 11: James exits; Abigail leaves last at 13.
So there were no moves before Jackson left. Let me make sure nobody touched it at 6 or 8 — no, those are "made no movements" lines.
Jackson left first, so anything nested inside Jackson is frozen at green_container.
Abigail watched Jackson leave, so she knows that.
The crawlspace scene and Benjamin's claims later on are about the corn.
</think>
Green_container.""",
[C("line 3: beans in green_container", 'location', 'T', 3, 'line 3', ('loc', 3, 'green_container')),
 C("all five present", 'presence', 'T', 3, 'all in hall', ('allin', 3, 'hall')),
 C("line 5: Jackson exits", 'event', 'T', 5, 'line 5', ('text', 5, 'Jackson exited')),
 C("after staying a minute at 4", 'event', 'T', 4, 'line 4', ('text', 4, 'Jackson made no movements')),
 C("line 7: Benjamin exits", 'event', 'T', 7, 'line 7', ('text', 7, 'Benjamin exited')),
 C("line 9: Avery exits", 'event', 'T', 9, 'line 9', ('text', 9, 'Avery exited')),
 C("line 10: James moves the beans to green_bathtub", 'event', 'T', 10, 'line 10', ('text', 10, 'James moved the beans to the green_bathtub')),
 C("only Abigail and James are there", 'presence', 'T', 10, 'only those two in the hall', ('only', ['Abigail', 'James'], 10)),
 C("line 11: James exits", 'event', 'T', 11, 'line 11', ('text', 11, 'James exited')),
 C("Abigail leaves last at 13", 'order', 'T', 13, 'Abigail last out', ('lastout', 'Abigail', 13)),
 C("there were no moves before Jackson left", 'order', 'T', 5, 'no move 3..5', ('nomove', 3, 5)),
 C("those are \"made no movements\" lines", 'event', 'T', 8, 'lines 6 and 8', ('and', [('text', 6, 'made no movements'), ('text', 8, 'made no movements')])),
 C("Jackson left first", 'order', 'T', 5, 'first out', ('firstout', 'Jackson', 5)),
 C("anything nested inside Jackson is frozen at green_container", 'belief', 'T', 'end', 'Jackson -> Avery -> James = green_container', ('and', [('bel', 'Jackson -> Avery -> James', 'end', 'green_container'), ('bel', 'Jackson', 'end', 'green_container')])),
 C("Abigail watched Jackson leave", 'presence', 'T', 5, 'Abigail witnessed line 5', ('saw', 'Abigail', 5, True)),
 C("The crawlspace scene and Benjamin's claims later on are about the corn", 'event', 'T', 28, 'lines 17-28 concern the corn', ('and', [('text', 17, 'corn'), ('text', 27, 'corn'), ('text', 28, 'corn')])),
 C("Green_container.", 'belief', 'T', 'end', 'gold chain', ('bel', CH13, 'end', 'green_container'), ans=True),
])

R(13, 'answer_first', 'unsound', 'green_container',
"""The green_container. Abigail knows Jackson left before James moved the beans; even though Avery saw James move them to the green_bathtub, Jackson had no way of knowing that, so the chain stays at the green_container.""",
[C("The green_container", 'belief', 'T', 'end', 'gold chain', ('bel', CH13, 'end', 'green_container'), ans=True),
 C("Abigail knows Jackson left before James moved the beans", 'order', 'T', 10, 'exit 5 < move 10, witnessed by Abigail', ('and', [('after', 10, 5), ('saw', 'Abigail', 5, True)])),
 C("Avery saw James move them to the green_bathtub", 'presence', 'F', 10, 'Avery left at line 9', ('saw', 'Avery', 10, True)),
 C("Jackson had no way of knowing that", 'presence', 'T', 10, 'Jackson not a witness of line 10', ('saw', 'Jackson', 10, False)),
 C("the chain stays at the green_container", 'belief', 'T', 'end', 'gold chain', ('bel', CH13, 'end', 'green_container'), ans=True),
])

R(13, 'numbered', 'unsound', 'green_container',
"""1. Line 3: beans in the green_container, all five in the hall.
2. Jackson leaves (5), then Avery, then Benjamin.
3. James moves the beans to the green_bathtub (10) with only Abigail watching.
4. Abigail is the last one out.
5. Jackson's knowledge stops at the green_container, and Abigail knows this.

Answer: green_container""",
[C("Line 3: beans in the green_container", 'location', 'T', 3, 'line 3', ('loc', 3, 'green_container')),
 C("all five in the hall", 'presence', 'T', 3, 'all in hall', ('allin', 3, 'hall')),
 C("Jackson leaves (5)", 'event', 'T', 5, 'line 5', ('text', 5, 'Jackson exited')),
 C("then Avery, then Benjamin", 'order', 'F', 9, 'Benjamin left at 7, before Avery at 9', ('after', 7, 9)),
 C("James moves the beans to the green_bathtub (10)", 'event', 'T', 10, 'line 10', ('text', 10, 'James moved the beans to the green_bathtub')),
 C("with only Abigail watching", 'presence', 'T', 10, 'only Abigail besides James', ('only', ['Abigail', 'James'], 10)),
 C("Abigail is the last one out", 'order', 'T', 13, 'Abigail alone before exit 13', ('lastout', 'Abigail', 13)),
 C("Jackson's knowledge stops at the green_container", 'belief', 'T', 'end', 'Jackson believes green_container', ('bel', 'Jackson', 'end', 'green_container')),
 C("Abigail knows this", 'belief', 'T', 'end', 'Abigail -> Jackson = green_container', ('bel', 'Abigail -> Jackson', 'end', 'green_container')),
 C("green_container", 'belief', 'T', 'end', 'gold chain', ('bel', CH13, 'end', 'green_container'), ans=True, after='Answer:'),
])

R(13, 'narrative', 'wrong', 'green_bathtub',
"""Abigail stayed to the end and saw James move the beans into the green_bathtub. She knows where the beans are, and since everybody ends up in the waiting room together, she'd figure Jackson, Avery and James are all on the same page by then. So: green_bathtub.""",
[C("Abigail stayed to the end", 'order', 'T', 13, 'Abigail last out of the hall', ('lastout', 'Abigail', 13)),
 C("saw James move the beans into the green_bathtub", 'presence', 'T', 10, 'Abigail witnessed line 10', ('and', [('saw', 'Abigail', 10, True), ('text', 10, 'James moved the beans to the green_bathtub')])),
 C("She knows where the beans are", 'belief', 'T', 'end', 'Abigail belief = real location', ('and', [('bel', 'Abigail', 'end', 'green_bathtub'), ('loc', 'end', 'green_bathtub')])),
 C("everybody ends up in the waiting room together", 'presence', 'T', 25, 'all in waiting_room at 25', ('allin', 25, 'waiting_room')),
 C("she'd figure Jackson, Avery and James are all on the same page by then", 'belief', 'F', 'end', 'Abigail -> Jackson = green_container, not green_bathtub', ('bel', 'Abigail -> Jackson', 'end', 'green_bathtub')),
 C("So: green_bathtub", 'belief', 'F', 'end', 'gold chain = green_container', ('bel', CH13, 'end', 'green_bathtub'), ans=True),
])

# ======================================================= item 14  tomi memory  broccoli at beginning -> green_crate
R(14, 'thinking', 'unsupported', 'green_crate',
"""<think>
Memory question — I just need the first location given for the broccoli. That's the green_crate.
</think>
green_crate""",
[C("That's the green_crate", 'location', 'T', 3, 'initial location', ('loc', 3, 'green_crate'), ans=True),
 C("green_crate", 'location', 'T', 3, 'initial location', ('loc', 3, 'green_crate'), ans=True, after='</think>'),
])

R(14, 'answer_first', 'sound', 'green_crate',
"""The green_crate. It was there from line 3 until Jack moved it to the red_pantry after everyone else had left.""",
[C("The green_crate", 'location', 'T', 3, 'initial location', ('loc', 3, 'green_crate'), ans=True),
 C("It was there from line 3", 'location', 'T', 3, 'line 3', ('and', [('loc', 3, 'green_crate'), ('loc', 7, 'green_crate')])),
 C("Jack moved it to the red_pantry", 'event', 'T', 8, 'line 8', ('text', 8, 'Jack moved the broccoli to the red_pantry')),
 C("after everyone else had left", 'presence', 'T', 8, 'Jack alone at line 8', ('alone', 'Jack', 8)),
])

R(14, 'numbered', 'sound', 'green_crate',
"""1. Line 3: the broccoli is in the green_crate (Jack and Logan are in the garden).
2. Avery walks in and sees it too.
3. Logan and Avery leave; Jack moves it to the red_pantry.

At the beginning it was in the green_crate.""",
[C("the broccoli is in the green_crate", 'location', 'T', 3, 'line 3', ('loc', 3, 'green_crate')),
 C("Jack and Logan are in the garden", 'presence', 'T', 3, 'both in garden', ('and', [('room', 'Jack', 3, 'garden'), ('room', 'Logan', 3, 'garden')])),
 C("Avery walks in and sees it too", 'presence', 'T', 4, 'Avery enters at 4 and learns green_crate', ('and', [('text', 4, 'Avery entered the garden'), ('bel', 'Avery', 4, 'green_crate')])),
 C("Logan and Avery leave", 'event', 'T', 7, 'lines 6-7', ('and', [('text', 6, 'Logan exited'), ('text', 7, 'Avery exited')])),
 C("Jack moves it to the red_pantry", 'event', 'T', 8, 'line 8', ('text', 8, 'Jack moved the broccoli to the red_pantry')),
 C("At the beginning it was in the green_crate", 'location', 'T', 3, 'initial location', ('loc', 3, 'green_crate'), ans=True),
])

R(14, 'narrative', 'unsound', 'green_crate',
"""The broccoli started out in the green_crate when Jack and Logan were in the garden. Avery came in after that, and then Avery was the first to leave, followed by Logan. Jack, alone, moved it to the red_pantry. So at the beginning it was in the green_crate.""",
[C("The broccoli started out in the green_crate", 'location', 'T', 3, 'line 3', ('loc', 3, 'green_crate')),
 C("when Jack and Logan were in the garden", 'presence', 'T', 3, 'both in garden at 3', ('and', [('room', 'Jack', 3, 'garden'), ('room', 'Logan', 3, 'garden')])),
 C("Avery came in after that", 'order', 'T', 4, 'entered at 4 after line 3', ('and', [('text', 4, 'Avery entered'), ('after', 4, 3)])),
 C("Avery was the first to leave, followed by Logan", 'order', 'F', 7, 'Logan left first (6), Avery at 7', ('after', 6, 7)),
 C("Jack, alone, moved it to the red_pantry", 'event', 'T', 8, 'line 8, Jack alone', ('and', [('text', 8, 'Jack moved the broccoli to the red_pantry'), ('alone', 'Jack', 8)])),
 C("at the beginning it was in the green_crate", 'location', 'T', 3, 'initial location', ('loc', 3, 'green_crate'), ans=True),
])

R(14, 'terse', 'wrong', 'red_pantry',
"""red_pantry""",
[C("red_pantry", 'location', 'F', 3, 'it began in the green_crate', ('loc', 3, 'red_pantry'), ans=True),
])
# ======================================================= item 15  tomi reality  onion really -> red_bottle
R(15, 'answer_first', 'sound', 'red_bottle',
"""Red_bottle. Mason stayed behind after Amelia left the sunroom and moved it there at the very end, so that's where the onion ends up.""",
[C("Red_bottle", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_bottle'), ans=True),
 C("Mason stayed behind after Amelia left the sunroom", 'presence', 'T', 5, 'Mason still in the sunroom after Amelia exits at 5', ('and', [('text', 5, 'Amelia exited the sunroom'), ('room', 'Mason', 5, 'sunroom')])),
 C("moved it there at the very end", 'event', 'T', 8, 'line 8 is the last line and the last move', ('and', [('text', 8, 'Mason moved the onion to the red_bottle'), ('islast', 8)])),
 C("that's where the onion ends up", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_bottle'), ans=True),
])

R(15, 'numbered', 'sound', 'red_bottle',
"""1. Onion starts in the blue_suitcase (line 4), seen by Amelia and Mason.
2. Amelia leaves the sunroom (line 5).
3. Evelyn goes to the back_yard — unrelated.
4. Mason moves the onion to the red_bottle (line 8).

Real location: red_bottle.""",
[C("Onion starts in the blue_suitcase (line 4)", 'location', 'T', 4, 'line 4', ('loc', 4, 'blue_suitcase')),
 C("seen by Amelia and Mason", 'presence', 'T', 4, 'both witnessed line 4', ('and', [('saw', 'Amelia', 4, True), ('saw', 'Mason', 4, True)])),
 C("Amelia leaves the sunroom (line 5)", 'event', 'T', 5, 'line 5', ('text', 5, 'Amelia exited the sunroom')),
 C("Evelyn goes to the back_yard", 'event', 'T', 6, 'line 6', ('text', 6, 'Evelyn entered the back_yard')),
 C("Mason moves the onion to the red_bottle (line 8)", 'event', 'T', 8, 'line 8', ('text', 8, 'Mason moved the onion to the red_bottle')),
 C("Real location: red_bottle", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_bottle'), ans=True),
])

R(15, 'narrative', 'unsound', 'red_bottle',
"""Amelia and Mason were both in the sunroom when the onion was in the blue_suitcase, and Amelia stayed to watch Mason move the onion into the red_bottle. Evelyn, meanwhile, was out in the back_yard and never came near it. The onion is really in the red_bottle now.""",
[C("Amelia and Mason were both in the sunroom when the onion was in the blue_suitcase", 'presence', 'T', 4, 'both in sunroom at line 4', ('and', [('room', 'Amelia', 4, 'sunroom'), ('room', 'Mason', 4, 'sunroom'), ('loc', 4, 'blue_suitcase')])),
 C("Amelia stayed to watch", 'presence', 'F', 8, 'Amelia exited at line 5; only Mason saw line 8', ('saw', 'Amelia', 8, True)),
 C("Mason move the onion into the red_bottle", 'event', 'T', 8, 'line 8', ('text', 8, 'Mason moved the onion to the red_bottle')),
 C("Evelyn, meanwhile, was out in the back_yard", 'presence', 'T', 8, 'Evelyn in back_yard at line 8', ('room', 'Evelyn', 8, 'back_yard')),
 C("never came near it", 'presence', 'T', 'end', 'Evelyn never in the sunroom, no belief', ('and', [('saw', 'Evelyn', 4, False), ('saw', 'Evelyn', 8, False), ('bel', 'Evelyn', 'end', None)])),
 C("The onion is really in the red_bottle now", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_bottle'), ans=True),
])

R(15, 'terse', 'unsound', 'red_bottle',
"""red_bottle — Mason moved it there after Evelyn entered the sunroom.""",
[C("red_bottle", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_bottle'), ans=True),
 C("Mason moved it there", 'event', 'T', 8, 'line 8', ('text', 8, 'Mason moved the onion to the red_bottle')),
 C("after Evelyn entered the sunroom", 'event', 'F', 6, 'Evelyn entered the back_yard, never the sunroom', ('textany', 'Evelyn entered the sunroom')),
])

R(15, 'thinking', 'wrong', 'blue_suitcase',
"""<think>
Onion placed in blue_suitcase at line 4. Amelia leaves. Evelyn enters the back_yard. Mason moves the onion to the red_bottle at line 8.
Hmm, but "really"... The only location the story states as a plain fact is "The onion is in the blue_suitcase"; Mason's move is just an action somebody did. I'll go with the stated fact.
</think>
blue_suitcase""",
[C("Onion placed in blue_suitcase at line 4", 'location', 'T', 4, 'line 4', ('loc', 4, 'blue_suitcase')),
 C("Amelia leaves", 'event', 'T', 5, 'line 5', ('text', 5, 'Amelia exited')),
 C("Evelyn enters the back_yard", 'event', 'T', 6, 'line 6', ('text', 6, 'Evelyn entered the back_yard')),
 C("Mason moves the onion to the red_bottle at line 8", 'event', 'T', 8, 'line 8', ('text', 8, 'Mason moved the onion to the red_bottle')),
 C("blue_suitcase", 'location', 'F', 'end', 'really in the red_bottle', ('loc', 'end', 'blue_suitcase'), ans=True, after='</think>'),
])

# ======================================================= item 16  s6803-4-o4  Benjamin->James->Charlotte->Gracie -> blue_cupboard
CH16 = 'Benjamin -> James -> Charlotte -> Gracie'
R(16, 'numbered', 'sound', 'blue_cupboard',
"""1. The grapefruit starts in the red_basket (line 2).
2. Benjamin moves it to the blue_cupboard (line 4) with everyone watching, then leaves first (line 5).
3. James and Gracie leave next, still with the grapefruit in the blue_cupboard.
4. Only Nathan and Charlotte were there when Nathan moved it to the blue_bucket (line 10).
5. Benjamin never saw the grapefruit after line 5, so he still thinks it's in the blue_cupboard.
6. The plum scene and the claims at 27–28 are about the plum, not the grapefruit.

Answer: A. blue_cupboard""",
[C("The grapefruit starts in the red_basket (line 2)", 'location', 'T', 2, 'line 2', ('loc', 2, 'red_basket')),
 C("Benjamin moves it to the blue_cupboard (line 4)", 'event', 'T', 4, 'line 4', ('text', 4, 'Benjamin moved the grapefruit to the blue_cupboard')),
 C("with everyone watching", 'presence', 'T', 4, 'all five present', ('allin', 4, 'dining_room')),
 C("then leaves first (line 5)", 'order', 'T', 5, 'first out', ('firstout', 'Benjamin', 5)),
 C("James and Gracie leave next", 'order', 'T', 9, 'exits 7 and 9, nobody else between', ('and', [('text', 7, 'James exited'), ('text', 9, 'Gracie exited'), ('noexit_between', 5, 7), ('noexit_between', 7, 9)])),
 C("still with the grapefruit in the blue_cupboard", 'location', 'T', 9, 'blue_cupboard at 7 and 9', ('and', [('loc', 7, 'blue_cupboard'), ('loc', 9, 'blue_cupboard')])),
 C("Only Nathan and Charlotte were there", 'presence', 'T', 10, 'only the two in the dining room', ('only', ['Nathan', 'Charlotte'], 10)),
 C("Nathan moved it to the blue_bucket (line 10)", 'event', 'T', 10, 'line 10', ('text', 10, 'Nathan moved the grapefruit to the blue_bucket')),
 C("Benjamin never saw the grapefruit after line 5", 'presence', 'T', 10, 'Benjamin not a witness of line 10', ('saw', 'Benjamin', 10, False)),
 C("he still thinks it's in the blue_cupboard", 'belief', 'T', 'end', 'Benjamin believes blue_cupboard', ('bel', 'Benjamin', 'end', 'blue_cupboard')),
 C("the claims at 27–28 are about the plum", 'communication', 'T', 28, 'lines 27-28 mention the plum', ('and', [('text', 27, 'plum'), ('text', 28, 'plum')])),
 C("A. blue_cupboard", 'belief', 'T', 'end', 'gold chain', ('bel', CH16, 'end', 'blue_cupboard'), ans=True),
])

R(16, 'narrative', 'unsound', 'blue_cupboard',
"""Benjamin moved the grapefruit from the red_basket into the blue_cupboard while all five were in the dining room, and then he was the first to walk out. Gracie followed, then James. The only later move — Nathan putting it in the blue_bucket — happened after Benjamin, James and Gracie were all gone, with just Charlotte still inside besides Nathan. Since Benjamin left at the blue_cupboard stage, every layer of his nested picture stays there: blue_cupboard.""",
[C("Benjamin moved the grapefruit from the red_basket into the blue_cupboard", 'event', 'T', 4, 'line 4', ('and', [('loc', 3, 'red_basket'), ('text', 4, 'Benjamin moved the grapefruit to the blue_cupboard')])),
 C("while all five were in the dining room", 'presence', 'T', 4, 'all present', ('allin', 4, 'dining_room')),
 C("he was the first to walk out", 'order', 'T', 5, 'first out', ('firstout', 'Benjamin', 5)),
 C("Gracie followed, then James", 'order', 'F', 9, 'James left at 7, Gracie at 9', ('after', 7, 9)),
 C("The only later move — Nathan putting it in the blue_bucket", 'event', 'T', 10, 'line 10 is the only move after 4', ('and', [('text', 10, 'Nathan moved the grapefruit to the blue_bucket'), ('nomove', 4, 9), ('nomove', 10)])),
 C("happened after Benjamin, James and Gracie were all gone", 'presence', 'T', 10, 'all three absent at 10', ('and', [('room', a, 10, None) for a in ['Benjamin', 'James', 'Gracie']])),
 C("with just Charlotte still inside besides Nathan", 'presence', 'T', 10, 'only Charlotte and Nathan', ('only', ['Nathan', 'Charlotte'], 10)),
 C("every layer of his nested picture stays there: blue_cupboard", 'belief', 'T', 'end', 'gold chain', ('bel', CH16, 'end', 'blue_cupboard'), ans=True),
])

R(16, 'terse', 'unsound', 'blue_cupboard',
"""blue_cupboard. Benjamin left first; Charlotte's tip to him at 28 concerned the grapefruit but came after all that.""",
[C("blue_cupboard", 'belief', 'T', 'end', 'gold chain', ('bel', CH16, 'end', 'blue_cupboard'), ans=True),
 C("Benjamin left first", 'order', 'T', 5, 'first out', ('firstout', 'Benjamin', 5)),
 C("Charlotte's tip to him at 28 concerned the grapefruit", 'communication', 'F', 28, 'the line-28 tip is about the plum', ('text', 28, 'grapefruit')),
])

R(16, 'thinking', 'wrong', 'blue_bucket',
"""<think>
Benjamin → James → Charlotte → Gracie.
Innermost: Charlotte thinks Gracie thinks... Gracie left at 9, before Nathan's move at 10. Charlotte saw Gracie leave. So Charlotte thinks Gracie thinks blue_cupboard.
Hmm, but Charlotte herself knows blue_bucket. In the chain, James thinks Charlotte... James left at 7. Charlotte stayed longest, so James would assume Charlotte has the most up-to-date info: blue_bucket. Then Benjamin thinks James thinks that.
</think>
blue_bucket""",
[C("Gracie left at 9", 'event', 'T', 9, 'line 9', ('text', 9, 'Gracie exited')),
 C("before Nathan's move at 10", 'order', 'T', 10, '9 < 10', ('and', [('after', 10, 9), ('text', 10, 'Nathan moved the grapefruit')])),
 C("Charlotte saw Gracie leave", 'presence', 'T', 9, 'Charlotte witnessed line 9', ('saw', 'Charlotte', 9, True)),
 C("Charlotte thinks Gracie thinks blue_cupboard", 'belief', 'T', 'end', 'Charlotte -> Gracie = blue_cupboard', ('bel', 'Charlotte -> Gracie', 'end', 'blue_cupboard')),
 C("Charlotte herself knows blue_bucket", 'belief', 'T', 'end', 'Charlotte believes blue_bucket', ('bel', 'Charlotte', 'end', 'blue_bucket')),
 C("James left at 7", 'event', 'T', 7, 'line 7', ('text', 7, 'James exited')),
 C("Charlotte stayed longest", 'order', 'T', 15, 'Charlotte last out', ('lastout', 'Charlotte', 15)),
 C("James would assume Charlotte has the most up-to-date info: blue_bucket", 'belief', 'F', 'end', 'James -> Charlotte = blue_cupboard', ('bel', 'James -> Charlotte', 'end', 'blue_bucket')),
 C("blue_bucket", 'belief', 'F', 'end', 'gold chain = blue_cupboard', ('bel', CH16, 'end', 'blue_bucket'), ans=True, after='</think>'),
])

R(16, 'answer_first', 'unsupported', 'blue_cupboard',
"""Blue_cupboard — that's where Benjamin thinks James thinks Charlotte thinks Gracie thinks the grapefruit is.""",
[C("Blue_cupboard — that's where Benjamin thinks James thinks Charlotte thinks Gracie thinks the grapefruit is", 'belief', 'T', 'end', 'gold chain', ('bel', CH16, 'end', 'blue_cupboard'), ans=True),
])

# ======================================================= item 17  s6803-20-o0  sweet_potato really -> red_suitcase
R(17, 'narrative', 'sound', 'red_suitcase',
"""The sweet_potato moved three times: Avery put it in the blue_bucket, Owen moved it to the green_box after Avery left, and James moved it to the red_suitcase after Owen left. Nothing happened to it after that — the second trip into the bedroom is all about the strawberry, and Logan's public claim that the strawberry is in the red_suitcase doesn't move the sweet_potato either. It's really in the red_suitcase.""",
[C("The sweet_potato moved three times", 'event', 'T', 7, 'three moves (3, 5, 7)', ('movecount', 3)),
 C("Avery put it in the blue_bucket", 'event', 'T', 3, 'line 3', ('text', 3, 'Avery moved the sweet_potato to the blue_bucket')),
 C("Owen moved it to the green_box", 'event', 'T', 5, 'line 5', ('text', 5, 'Owen moved the sweet_potato to the green_box')),
 C("after Avery left", 'order', 'T', 5, 'exit 4 < move 5', ('after', 5, 4)),
 C("James moved it to the red_suitcase", 'event', 'T', 7, 'line 7', ('text', 7, 'James moved the sweet_potato to the red_suitcase')),
 C("after Owen left", 'order', 'T', 7, 'exit 6 < move 7', ('and', [('text', 6, 'Owen exited'), ('after', 7, 6)])),
 C("Nothing happened to it after that", 'event', 'T', 'end', 'no move after 7', ('nomove', 7)),
 C("the second trip into the bedroom is all about the strawberry", 'event', 'T', 21, 'moves at 18 and 21 are the strawberry', ('and', [('text', 18, 'moved the strawberry'), ('text', 21, 'moved the strawberry'), ('nomove', 15)])),
 C("Logan's public claim that the strawberry is in the red_suitcase", 'communication', 'T', 27, 'line 27', ('text', 27, 'Logan publicly claimed that strawberry is in the red_suitcase')),
 C("It's really in the red_suitcase", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_suitcase'), ans=True),
])

R(17, 'terse', 'sound', 'red_suitcase',
"""red_suitcase (James, step 7)""",
[C("red_suitcase", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_suitcase'), ans=True),
 C("James, step 7", 'event', 'T', 7, 'line 7', ('text', 7, 'James moved the sweet_potato to the red_suitcase')),
])

R(17, 'thinking', 'unsound', 'red_suitcase',
"""<think>
Sweet_potato: blue_envelope → blue_bucket (Avery, 3) → green_box (Owen, 5) → red_suitcase (James, 7).
Avery left at 4, so Avery still thinks it's in the blue_bucket. Doesn't matter, question is about reality.
Later James, Logan and Avery return to the bedroom, but they only move the strawberry. Logan's claim at 27 is about the strawberry.
So the real location is the red_suitcase.
</think>
Red_suitcase.""",
[C("blue_envelope", 'location', 'T', 2, 'line 2', ('loc', 2, 'blue_envelope')),
 C("blue_bucket (Avery, 3)", 'event', 'T', 3, 'line 3', ('text', 3, 'Avery moved the sweet_potato to the blue_bucket')),
 C("green_box (Owen, 5)", 'event', 'T', 5, 'line 5', ('text', 5, 'Owen moved the sweet_potato to the green_box')),
 C("red_suitcase (James, 7)", 'event', 'T', 7, 'line 7', ('text', 7, 'James moved the sweet_potato to the red_suitcase')),
 C("Avery left at 4", 'event', 'T', 4, 'line 4', ('text', 4, 'Avery exited')),
 C("Avery still thinks it's in the blue_bucket", 'belief', 'F', 'end', 'Avery re-entered the bedroom at 16 and saw the red_suitcase', ('bel', 'Avery', 'end', 'blue_bucket')),
 C("James, Logan and Avery return to the bedroom", 'event', 'T', 16, 'line 16', ('text', 16, 'James, Logan and Avery entered the bedroom')),
 C("they only move the strawberry", 'event', 'T', 21, 'moves at 18 and 21 are the strawberry', ('and', [('text', 18, 'moved the strawberry'), ('text', 21, 'moved the strawberry'), ('nomove', 15)])),
 C("Logan's claim at 27 is about the strawberry", 'communication', 'T', 27, 'line 27', ('text', 27, 'strawberry')),
 C("the real location is the red_suitcase", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_suitcase'), ans=True),
 C("Red_suitcase.", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_suitcase'), ans=True),
])

R(17, 'answer_first', 'wrong', 'green_box',
"""Green_box. Owen moved it to the green_box while Jack, James and Logan were watching, and at that point that's the position everybody except Avery agreed on. Owen clearly didn't want Avery to find it.""",
[C("Green_box", 'location', 'F', 'end', 'really in the red_suitcase', ('loc', 'end', 'green_box'), ans=True),
 C("Owen moved it to the green_box", 'event', 'T', 5, 'line 5', ('text', 5, 'Owen moved the sweet_potato to the green_box')),
 C("while Jack, James and Logan were watching", 'presence', 'T', 5, 'all three witnessed line 5', ('and', [('saw', a, 5, True) for a in ['Jack', 'James', 'Logan']])),
 C("at that point that's the position everybody except Avery agreed on", 'belief', 'T', 5, 'at line 5 Jack/James/Logan/Owen = green_box, Avery = blue_bucket', ('and', [('bel', a, 5, 'green_box') for a in ['Jack', 'James', 'Logan', 'Owen']] + [('bel', 'Avery', 5, 'blue_bucket')])),
 C("Owen clearly didn't want Avery to find it", 'belief', 'U', None, 'a motive; not represented in the golds'),
])

R(17, 'numbered', 'unsupported', 'red_suitcase',
"""1. "Really" means the actual location at the end of the story.
2. Final answer: J. red_suitcase""",
[C("J. red_suitcase", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_suitcase'), ans=True),
])

# ======================================================= item 18  s6803-7-o2  Aiden->Mia -> green_bucket
R(18, 'terse', 'sound', 'green_bucket',
"""green_bucket — Mia left before Aiden's move to the blue_bottle, and Aiden saw her leave.""",
[C("green_bucket", 'belief', 'T', 'end', 'Aiden -> Mia = green_bucket', ('bel', 'Aiden -> Mia', 'end', 'green_bucket'), ans=True),
 C("Mia left before Aiden's move to the blue_bottle", 'order', 'T', 7, 'exit 4 < move 7', ('and', [('text', 4, 'Mia exited'), ('text', 7, 'Aiden moved the green_pepper to the blue_bottle'), ('after', 7, 4)])),
 C("Aiden saw her leave", 'presence', 'T', 4, 'Aiden witnessed line 4', ('saw', 'Aiden', 4, True)),
])

R(18, 'thinking', 'unsound', 'green_bucket',
"""<think>
Aiden thinks Mia thinks...
Mia exits at line 4 with the green_pepper in the green_bucket. Aiden is still in the hallway then, so he knows Mia's last view.
Aiden later moves it to the blue_bottle himself (line 7) — Chloe was already gone by then. Then Elizabeth moves it back to the green_bucket at line 11 after Aiden left; Aiden doesn't know that, but it doesn't affect his model of Mia anyway.
</think>
Green_bucket""",
[C("Mia exits at line 4", 'event', 'T', 4, 'line 4', ('text', 4, 'Mia exited')),
 C("with the green_pepper in the green_bucket", 'location', 'T', 4, 'green_bucket at 4', ('loc', 4, 'green_bucket')),
 C("Aiden is still in the hallway then", 'presence', 'T', 4, 'Aiden in hallway at 4', ('room', 'Aiden', 4, 'hallway')),
 C("he knows Mia's last view", 'belief', 'T', 'end', 'Aiden -> Mia = Mia\'s belief = green_bucket', ('and', [('bel', 'Aiden -> Mia', 'end', 'green_bucket'), ('bel', 'Mia', 'end', 'green_bucket')])),
 C("Aiden later moves it to the blue_bottle himself (line 7)", 'event', 'T', 7, 'line 7', ('text', 7, 'Aiden moved the green_pepper to the blue_bottle')),
 C("Chloe was already gone by then", 'presence', 'F', 7, 'Chloe was in the hallway at 7 and left at 10', ('room', 'Chloe', 7, None)),
 C("Elizabeth moves it back to the green_bucket at line 11", 'event', 'T', 11, 'line 11', ('text', 11, 'Elizabeth moved the green_pepper to the green_bucket')),
 C("after Aiden left", 'order', 'T', 11, 'exit 8 < move 11', ('after', 11, 8)),
 C("Aiden doesn't know that", 'belief', 'T', 'end', 'Aiden still believes blue_bottle', ('bel', 'Aiden', 'end', 'blue_bottle')),
 C("Green_bucket", 'belief', 'T', 'end', 'gold', ('bel', 'Aiden -> Mia', 'end', 'green_bucket'), ans=True, after='</think>'),
])

R(18, 'answer_first', 'unsound', 'green_bucket',
"""Green_bucket. Mia was the first person out of the hallway, and at that point the green_pepper was still in the green_bucket. Aiden left before William, but he was there when Mia went, which is what matters.""",
[C("Green_bucket", 'belief', 'T', 'end', 'gold', ('bel', 'Aiden -> Mia', 'end', 'green_bucket'), ans=True),
 C("Mia was the first person out of the hallway", 'order', 'T', 4, 'first out', ('firstout', 'Mia', 4)),
 C("at that point the green_pepper was still in the green_bucket", 'location', 'T', 4, 'green_bucket at 4', ('loc', 4, 'green_bucket')),
 C("Aiden left before William", 'order', 'F', 8, 'William left at 6, Aiden at 8', ('after', 6, 8)),
 C("he was there when Mia went", 'presence', 'T', 4, 'Aiden witnessed line 4', ('saw', 'Aiden', 4, True)),
])

R(18, 'numbered', 'wrong', 'blue_bottle',
"""1. Green_pepper starts in the green_bucket.
2. Mia and William leave.
3. Aiden moves it to the blue_bottle (line 7), then walks out himself.
4. Aiden knows where he put it, and he figures Mia would work it out too.

Answer: D. blue_bottle""",
[C("Green_pepper starts in the green_bucket", 'location', 'T', 2, 'line 2', ('loc', 2, 'green_bucket')),
 C("Mia and William leave", 'event', 'T', 6, 'lines 4 and 6', ('and', [('text', 4, 'Mia exited'), ('text', 6, 'William exited')])),
 C("Aiden moves it to the blue_bottle (line 7)", 'event', 'T', 7, 'line 7', ('text', 7, 'Aiden moved the green_pepper to the blue_bottle')),
 C("then walks out himself", 'event', 'T', 8, 'line 8', ('text', 8, 'Aiden exited')),
 C("Aiden knows where he put it", 'belief', 'T', 'end', 'Aiden believes blue_bottle', ('bel', 'Aiden', 'end', 'blue_bottle')),
 C("he figures Mia would work it out too", 'belief', 'F', 'end', 'Aiden -> Mia = green_bucket', ('bel', 'Aiden -> Mia', 'end', 'blue_bottle')),
 C("D. blue_bottle", 'belief', 'F', 'end', 'gold = green_bucket', ('bel', 'Aiden -> Mia', 'end', 'blue_bottle'), ans=True),
])

R(18, 'narrative', 'sound', 'green_bucket',
"""Mia stayed a minute, then left the hallway while the green_pepper was still sitting in the green_bucket. Aiden, William, Chloe and Elizabeth were all still inside when she left. After that, Aiden moved it to the blue_bottle, and once everyone else had gone, Elizabeth moved it back to the green_bucket. From Aiden's perspective, Mia never saw any of the moves, so he'd expect her to look in the green_bucket.""",
[C("Mia stayed a minute", 'event', 'T', 3, 'line 3', ('text', 3, 'Mia made no movements')),
 C("left the hallway while the green_pepper was still sitting in the green_bucket", 'location', 'T', 4, 'green_bucket at Mia exit', ('and', [('text', 4, 'Mia exited the hallway'), ('loc', 4, 'green_bucket')])),
 C("Aiden, William, Chloe and Elizabeth were all still inside when she left", 'presence', 'T', 4, 'four others in hallway', ('and', [('room', a, 4, 'hallway') for a in ['Aiden', 'William', 'Chloe', 'Elizabeth']])),
 C("Aiden moved it to the blue_bottle", 'event', 'T', 7, 'line 7', ('text', 7, 'Aiden moved the green_pepper to the blue_bottle')),
 C("once everyone else had gone", 'presence', 'T', 11, 'Elizabeth alone at 11', ('alone', 'Elizabeth', 11)),
 C("Elizabeth moved it back to the green_bucket", 'event', 'T', 11, 'line 11', ('text', 11, 'Elizabeth moved the green_pepper to the green_bucket')),
 C("Mia never saw any of the moves", 'presence', 'T', 11, 'Mia witnessed neither 7 nor 11', ('and', [('saw', 'Mia', 7, False), ('saw', 'Mia', 11, False)])),
 C("he'd expect her to look in the green_bucket", 'belief', 'T', 'end', 'Aiden -> Mia = green_bucket', ('bel', 'Aiden -> Mia', 'end', 'green_bucket'), ans=True),
])

# ======================================================= item 19  s6803-12-o2  Benjamin->Jayden -> red_suitcase
R(19, 'thinking', 'unsound', 'red_suitcase',
"""<think>
Benjamin thinks Jayden thinks the carrot is...
Carrot in red_suitcase at line 2. Benjamin leaves at line 7. Let me double-check the order: Amelia exits at 5, Benjamin at 7. Okay.
Oliver moves the carrot to the red_pantry at 8 with Jacob and Jayden watching, so Jayden actually thinks red_pantry. But Benjamin wasn't there. The last thing Benjamin saw Jayden see was the red_suitcase. Jayden leaves last, at line 11.
</think>
Red_suitcase.""",
[C("Carrot in red_suitcase at line 2", 'location', 'T', 2, 'line 2', ('loc', 2, 'red_suitcase')),
 C("Benjamin leaves at line 7", 'event', 'T', 7, 'line 7', ('text', 7, 'Benjamin exited')),
 C("Amelia exits at 5, Benjamin at 7", 'order', 'T', 7, 'lines 5 and 7', ('and', [('text', 5, 'Amelia exited'), ('text', 7, 'Benjamin exited')])),
 C("Oliver moves the carrot to the red_pantry at 8", 'event', 'T', 8, 'line 8', ('text', 8, 'Oliver moved the carrot to the red_pantry')),
 C("with Jacob and Jayden watching", 'presence', 'T', 8, 'both witnessed', ('and', [('saw', 'Jacob', 8, True), ('saw', 'Jayden', 8, True)])),
 C("Jayden actually thinks red_pantry", 'belief', 'T', 'end', 'Jayden believes red_pantry', ('bel', 'Jayden', 'end', 'red_pantry')),
 C("Benjamin wasn't there", 'presence', 'T', 8, 'Benjamin absent at 8', ('room', 'Benjamin', 8, None)),
 C("The last thing Benjamin saw Jayden see was the red_suitcase", 'belief', 'T', 'end', 'Benjamin -> Jayden = red_suitcase', ('bel', 'Benjamin -> Jayden', 'end', 'red_suitcase'), ans=True),
 C("Jayden leaves last, at line 11", 'event', 'F', 11, 'line 11 is Jacob exiting; Jayden exits at 13', ('text', 11, 'Jayden exited')),
 C("Red_suitcase.", 'belief', 'T', 'end', 'gold', ('bel', 'Benjamin -> Jayden', 'end', 'red_suitcase'), ans=True),
])

R(19, 'answer_first', 'unsound', 'red_suitcase',
"""Red_suitcase. Benjamin walked out of the cellar while the carrot was still in the red_suitcase, before Oliver moved it to the red_pantry. Jayden did see that move — and so did Jacob, though Jacob thinks Jayden missed it. Benjamin has no way of knowing any of it, so for him Jayden still thinks red_suitcase.""",
[C("Red_suitcase", 'belief', 'T', 'end', 'gold', ('bel', 'Benjamin -> Jayden', 'end', 'red_suitcase'), ans=True),
 C("Benjamin walked out of the cellar while the carrot was still in the red_suitcase", 'location', 'T', 7, 'red_suitcase at Benjamin exit', ('and', [('text', 7, 'Benjamin exited the cellar'), ('loc', 7, 'red_suitcase')])),
 C("before Oliver moved it to the red_pantry", 'order', 'T', 8, 'exit 7 < move 8', ('and', [('after', 8, 7), ('text', 8, 'Oliver moved the carrot to the red_pantry')])),
 C("Jayden did see that move", 'presence', 'T', 8, 'Jayden witnessed line 8', ('saw', 'Jayden', 8, True)),
 C("so did Jacob", 'presence', 'T', 8, 'Jacob witnessed line 8', ('saw', 'Jacob', 8, True)),
 C("Jacob thinks Jayden missed it", 'belief', 'F', 'end', 'Jacob -> Jayden = red_pantry', ('bel', 'Jacob -> Jayden', 'end', 'red_suitcase')),
 C("Benjamin has no way of knowing any of it", 'presence', 'T', 8, 'Benjamin not a witness of line 8', ('saw', 'Benjamin', 8, False)),
 C("for him Jayden still thinks red_suitcase", 'belief', 'T', 'end', 'gold', ('bel', 'Benjamin -> Jayden', 'end', 'red_suitcase'), ans=True),
])

R(19, 'numbered', 'wrong', 'red_pantry',
"""1. Carrot starts in the red_suitcase.
2. Amelia, then Benjamin leave.
3. Oliver moves the carrot to the red_pantry; Jayden sees it.
4. Jayden stays until the end, so Jayden thinks red_pantry.
5. Benjamin thinks Jayden thinks red_pantry.

Answer: red_pantry""",
[C("Carrot starts in the red_suitcase", 'location', 'T', 2, 'line 2', ('loc', 2, 'red_suitcase')),
 C("Amelia, then Benjamin leave", 'order', 'T', 7, 'exits 5 then 7', ('and', [('text', 5, 'Amelia exited'), ('text', 7, 'Benjamin exited'), ('after', 7, 5)])),
 C("Oliver moves the carrot to the red_pantry", 'event', 'T', 8, 'line 8', ('text', 8, 'Oliver moved the carrot to the red_pantry')),
 C("Jayden sees it", 'presence', 'T', 8, 'witness', ('saw', 'Jayden', 8, True)),
 C("Jayden stays until the end", 'order', 'T', 13, 'Jayden last out', ('lastout', 'Jayden', 13)),
 C("Jayden thinks red_pantry", 'belief', 'T', 'end', 'Jayden believes red_pantry', ('bel', 'Jayden', 'end', 'red_pantry')),
 C("Benjamin thinks Jayden thinks red_pantry", 'belief', 'F', 'end', 'Benjamin -> Jayden = red_suitcase', ('bel', 'Benjamin -> Jayden', 'end', 'red_pantry'), ans=True),
 C("Answer: red_pantry", 'belief', 'F', 'end', 'gold = red_suitcase', ('bel', 'Benjamin -> Jayden', 'end', 'red_pantry'), ans=True),
])

R(19, 'narrative', 'unsupported', 'red_suitcase',
"""It's a second-order question, so what matters is Benjamin's picture of Jayden rather than what Jayden actually believes. Putting that together, Benjamin thinks Jayden thinks the carrot is in the red_suitcase.""",
[C("Benjamin thinks Jayden thinks the carrot is in the red_suitcase", 'belief', 'T', 'end', 'gold', ('bel', 'Benjamin -> Jayden', 'end', 'red_suitcase'), ans=True),
])

R(19, 'terse', 'sound', 'red_suitcase',
"""red_suitcase — Benjamin exited (7) before Oliver's move (8).""",
[C("red_suitcase", 'belief', 'T', 'end', 'gold', ('bel', 'Benjamin -> Jayden', 'end', 'red_suitcase'), ans=True),
 C("Benjamin exited (7) before Oliver's move (8)", 'order', 'T', 8, '7 < 8', ('and', [('text', 7, 'Benjamin exited'), ('text', 8, 'Oliver moved'), ('after', 8, 7)])),
])
# ======================================================= item 20  s6803-11-o1  Owen really think orange -> red_drawer
R(20, 'answer_first', 'sound', 'red_drawer',
"""Red_drawer. Owen watched Lucas move the orange there at line 8 and left at line 11, before Evelyn put it back in the red_box.""",
[C("Red_drawer", 'belief', 'T', 'end', 'Owen believes red_drawer', ('bel', 'Owen', 'end', 'red_drawer'), ans=True),
 C("Owen watched Lucas move the orange there at line 8", 'presence', 'T', 8, 'Owen witnessed line 8', ('and', [('saw', 'Owen', 8, True), ('text', 8, 'Lucas moved the orange to the red_drawer')])),
 C("left at line 11", 'event', 'T', 11, 'line 11', ('text', 11, 'Owen exited')),
 C("before Evelyn put it back in the red_box", 'order', 'T', 12, 'exit 11 < move 12', ('and', [('after', 12, 11), ('text', 12, 'Evelyn moved the orange to the red_box')])),
])

R(20, 'numbered', 'unsound', 'red_drawer',
"""1. Orange: red_box → blue_drawer (Oliver) → red_bathtub (Olivia) → red_drawer (Lucas).
2. Owen sees all of these moves, and so does Olivia.
3. Lucas leaves right after his move, then Owen stays a minute and goes.
4. Evelyn's move back to the red_box happens without Owen seeing it.

Answer: N. red_drawer""",
[C("red_box", 'location', 'T', 2, 'line 2', ('loc', 2, 'red_box')),
 C("blue_drawer (Oliver)", 'event', 'T', 3, 'line 3', ('text', 3, 'Oliver moved the orange to the blue_drawer')),
 C("red_bathtub (Olivia)", 'event', 'T', 6, 'line 6', ('text', 6, 'Olivia moved the orange to the red_bathtub')),
 C("red_drawer (Lucas)", 'event', 'T', 8, 'line 8', ('text', 8, 'Lucas moved the orange to the red_drawer')),
 C("Owen sees all of these moves", 'presence', 'T', 8, 'Owen witnessed 3, 6, 8', ('and', [('saw', 'Owen', t, True) for t in [3, 6, 8]])),
 C("so does Olivia", 'presence', 'F', 8, 'Olivia left at line 7 and missed Lucas\'s move', ('and', [('saw', 'Olivia', t, True) for t in [3, 6, 8]])),
 C("Lucas leaves right after his move", 'event', 'T', 9, 'line 9', ('text', 9, 'Lucas exited')),
 C("Owen stays a minute and goes", 'event', 'T', 11, 'lines 10-11', ('and', [('text', 10, 'Owen made no movements'), ('text', 11, 'Owen exited')])),
 C("Evelyn's move back to the red_box happens without Owen seeing it", 'presence', 'T', 12, 'Owen not a witness of 12', ('and', [('text', 12, 'Evelyn moved the orange to the red_box'), ('saw', 'Owen', 12, False)])),
 C("N. red_drawer", 'belief', 'T', 'end', 'Owen believes red_drawer', ('bel', 'Owen', 'end', 'red_drawer'), ans=True),
])

R(20, 'narrative', 'wrong', 'red_box',
"""Owen sat through the whole sequence in the study — the blue_drawer, the red_bathtub, the red_drawer. Evelyn was the only one who stayed after him, and she put the orange back in the red_box where it started. Since they all end up together in the waiting room afterwards, Owen would really think it's in the red_box.""",
[C("Owen sat through the whole sequence in the study", 'presence', 'T', 8, 'Owen witnessed 3, 6, 8', ('and', [('saw', 'Owen', t, True) for t in [3, 6, 8]])),
 C("Evelyn was the only one who stayed after him", 'presence', 'T', 11, 'only Evelyn left in the study after Owen exits', ('only', ['Evelyn'], 11)),
 C("she put the orange back in the red_box where it started", 'event', 'T', 12, 'line 12, red_box was the start', ('and', [('text', 12, 'Evelyn moved the orange to the red_box'), ('loc', 2, 'red_box')])),
 C("they all end up together in the waiting room afterwards", 'presence', 'T', 14, 'all in waiting room at 14', ('allin', 14, 'waiting_room')),
 C("Owen would really think it's in the red_box", 'belief', 'F', 'end', 'Owen believes red_drawer', ('bel', 'Owen', 'end', 'red_box'), ans=True),
])

R(20, 'terse', 'unsupported', 'red_drawer',
"""N. red_drawer""",
[C("N. red_drawer", 'belief', 'T', 'end', 'Owen believes red_drawer', ('bel', 'Owen', 'end', 'red_drawer'), ans=True),
])

R(20, 'thinking', 'sound', 'red_drawer',
"""<think>
Owen is in the study the whole time until line 11.
Moves he sees: Oliver → blue_drawer (3), Olivia → red_bathtub (6), Lucas → red_drawer (8).
Then Owen leaves at 11. Evelyn, alone, moves it to the red_box at 12. Owen misses that.
No communication in this story, so nothing updates Owen later.
Owen really thinks: red_drawer.
</think>
Red_drawer""",
[C("Owen is in the study the whole time until line 11", 'presence', 'T', 11, 'Owen in study rows 1-10, exits 11', ('and', [('room', 'Owen', t, 'study') for t in range(1, 11)] + [('text', 11, 'Owen exited')])),
 C("Oliver → blue_drawer (3)", 'event', 'T', 3, 'line 3', ('text', 3, 'Oliver moved the orange to the blue_drawer')),
 C("Olivia → red_bathtub (6)", 'event', 'T', 6, 'line 6', ('text', 6, 'Olivia moved the orange to the red_bathtub')),
 C("Lucas → red_drawer (8)", 'event', 'T', 8, 'line 8', ('text', 8, 'Lucas moved the orange to the red_drawer')),
 C("Owen leaves at 11", 'event', 'T', 11, 'line 11', ('text', 11, 'Owen exited')),
 C("Evelyn, alone, moves it to the red_box at 12", 'event', 'T', 12, 'line 12, Evelyn alone', ('and', [('text', 12, 'Evelyn moved the orange to the red_box'), ('alone', 'Evelyn', 12)])),
 C("Owen misses that", 'presence', 'T', 12, 'not a witness', ('saw', 'Owen', 12, False)),
 C("No communication in this story", 'communication', 'T', None, 'no tell/claim lines', ('nocomm',)),
 C("Owen really thinks: red_drawer", 'belief', 'T', 'end', 'Owen believes red_drawer', ('bel', 'Owen', 'end', 'red_drawer'), ans=True),
 C("Red_drawer", 'belief', 'T', 'end', 'Owen believes red_drawer', ('bel', 'Owen', 'end', 'red_drawer'), ans=True, after='</think>'),
])

# ======================================================= item 21  s6803-23-o3  Emily->Isla->Carter -> red_treasure_chest
CH21 = 'Emily -> Isla -> Carter'
R(21, 'numbered', 'unsound', 'red_treasure_chest',
"""1. Pineapple: red_envelope → blue_bathtub (Noah, 3) → blue_suitcase (Owen, 5) → red_treasure_chest (Emily, 7).
2. Emily exits at line 9 with Isla and Carter still on the porch.
3. After that Isla moves it to the green_crate and Carter moves it to the red_envelope — Emily sees neither.
4. Emily still thinks it's in the red_treasure_chest, and she thinks Isla and Carter do too.
5. So Emily thinks Isla thinks Carter thinks: red_treasure_chest.""",
[C("red_envelope", 'location', 'T', 2, 'line 2', ('loc', 2, 'red_envelope')),
 C("blue_bathtub (Noah, 3)", 'event', 'T', 3, 'line 3', ('text', 3, 'Noah moved the pineapple to the blue_bathtub')),
 C("blue_suitcase (Owen, 5)", 'event', 'T', 5, 'line 5', ('text', 5, 'Owen moved the pineapple to the blue_suitcase')),
 C("red_treasure_chest (Emily, 7)", 'event', 'T', 7, 'line 7', ('text', 7, 'Emily moved the pineapple to the red_treasure_chest')),
 C("Emily exits at line 9", 'event', 'T', 9, 'line 9', ('text', 9, 'Emily exited')),
 C("with Isla and Carter still on the porch", 'presence', 'T', 9, 'both on porch at 9', ('and', [('room', 'Isla', 9, 'porch'), ('room', 'Carter', 9, 'porch')])),
 C("Isla moves it to the green_crate", 'event', 'T', 10, 'line 10', ('text', 10, 'Isla moved the pineapple to the green_crate')),
 C("Carter moves it to the red_envelope", 'event', 'T', 12, 'line 12', ('text', 12, 'Carter moved the pineapple to the red_envelope')),
 C("Emily sees neither", 'presence', 'T', 12, 'Emily not a witness of 10 or 12', ('and', [('saw', 'Emily', 10, False), ('saw', 'Emily', 12, False)])),
 C("Emily still thinks it's in the red_treasure_chest", 'belief', 'F', 'end', 'Emily re-entered the porch at 15 and now believes red_envelope', ('bel', 'Emily', 'end', 'red_treasure_chest')),
 C("she thinks Isla and Carter do too", 'belief', 'T', 'end', 'Emily->Isla and Emily->Carter = red_treasure_chest', ('and', [('bel', 'Emily -> Isla', 'end', 'red_treasure_chest'), ('bel', 'Emily -> Carter', 'end', 'red_treasure_chest')])),
 C("Emily thinks Isla thinks Carter thinks: red_treasure_chest", 'belief', 'T', 'end', 'gold chain', ('bel', CH21, 'end', 'red_treasure_chest'), ans=True),
])

R(21, 'narrative', 'unsound', 'red_treasure_chest',
"""Emily put the pineapple in the red_treasure_chest herself, in front of Isla and Carter, after Noah had moved it to the blue_suitcase and left. Then Emily left too, and it was in the red_treasure_chest when she walked out. She has no idea Isla moved it to the green_crate, or that Carter then shifted it again once he was alone. So Emily thinks Isla thinks Carter thinks the pineapple is in the red_treasure_chest.""",
[C("Emily put the pineapple in the red_treasure_chest herself", 'event', 'T', 7, 'line 7', ('text', 7, 'Emily moved the pineapple to the red_treasure_chest')),
 C("in front of Isla and Carter", 'presence', 'T', 7, 'both witnessed line 7', ('and', [('saw', 'Isla', 7, True), ('saw', 'Carter', 7, True)])),
 C("Noah had moved it to the blue_suitcase", 'event', 'F', 3, 'Noah moved it to the blue_bathtub; Owen made the blue_suitcase move', ('textany', 'Noah moved the pineapple to the blue_suitcase')),
 C("Then Emily left too", 'event', 'T', 9, 'line 9', ('text', 9, 'Emily exited')),
 C("it was in the red_treasure_chest when she walked out", 'location', 'T', 9, 'red_treasure_chest at 9', ('loc', 9, 'red_treasure_chest')),
 C("She has no idea Isla moved it to the green_crate", 'presence', 'T', 10, 'Emily not a witness of line 10', ('and', [('text', 10, 'Isla moved the pineapple to the green_crate'), ('saw', 'Emily', 10, False)])),
 C("Carter then shifted it again once he was alone", 'event', 'T', 12, 'line 12, Carter alone', ('and', [('text', 12, 'Carter moved the pineapple'), ('alone', 'Carter', 12)])),
 C("Emily thinks Isla thinks Carter thinks the pineapple is in the red_treasure_chest", 'belief', 'T', 'end', 'gold chain', ('bel', CH21, 'end', 'red_treasure_chest'), ans=True),
])

R(21, 'terse', 'wrong', 'red_envelope',
"""red_envelope — Emily saw it there when she came back to the porch.""",
[C("red_envelope", 'belief', 'F', 'end', 'gold chain = red_treasure_chest', ('bel', CH21, 'end', 'red_envelope'), ans=True),
 C("Emily saw it there when she came back to the porch", 'belief', 'T', 15, 'Emily re-enters the porch at 15 and sees it in the red_envelope', ('and', [('text', 15, 'Emily'), ('bel', 'Emily', 15, 'red_envelope')])),
])

R(21, 'thinking', 'sound', 'red_treasure_chest',
"""<think>
Emily → Isla → Carter.
Emily moves the pineapple to the red_treasure_chest at 7; Isla and Carter are both there. Emily exits at 9. After that, Isla → green_crate (10), Carter → red_envelope (12), Emily sees neither.
So Emily thinks Isla thinks red_treasure_chest, and Emily thinks Isla thinks Carter thinks red_treasure_chest.
Wait — Emily comes back to the porch at line 15 with Noah and Owen and sees the pineapple in the red_envelope. That updates Emily's own belief to red_envelope. But Isla and Carter aren't there at 15, so it doesn't change what she thinks they think.
</think>
Red_treasure_chest.""",
[C("Emily moves the pineapple to the red_treasure_chest at 7", 'event', 'T', 7, 'line 7', ('text', 7, 'Emily moved the pineapple to the red_treasure_chest')),
 C("Isla and Carter are both there", 'presence', 'T', 7, 'both on porch', ('and', [('room', 'Isla', 7, 'porch'), ('room', 'Carter', 7, 'porch')])),
 C("Emily exits at 9", 'event', 'T', 9, 'line 9', ('text', 9, 'Emily exited')),
 C("Isla → green_crate (10)", 'event', 'T', 10, 'line 10', ('text', 10, 'Isla moved the pineapple to the green_crate')),
 C("Carter → red_envelope (12)", 'event', 'T', 12, 'line 12', ('text', 12, 'Carter moved the pineapple to the red_envelope')),
 C("Emily sees neither", 'presence', 'T', 12, 'not a witness of 10 or 12', ('and', [('saw', 'Emily', 10, False), ('saw', 'Emily', 12, False)])),
 C("So Emily thinks Isla thinks red_treasure_chest", 'belief', 'T', 'end', 'Emily -> Isla', ('bel', 'Emily -> Isla', 'end', 'red_treasure_chest')),
 C("Emily thinks Isla thinks Carter thinks red_treasure_chest", 'belief', 'T', 'end', 'gold chain', ('bel', CH21, 'end', 'red_treasure_chest'), ans=True),
 C("Emily comes back to the porch at line 15 with Noah and Owen", 'event', 'T', 15, 'line 15', ('text', 15, 'Noah, Emily and Owen entered the porch')),
 C("sees the pineapple in the red_envelope", 'presence', 'T', 15, 'pineapple in red_envelope at 15, Emily present', ('and', [('loc', 15, 'red_envelope'), ('room', 'Emily', 15, 'porch')])),
 C("That updates Emily's own belief to red_envelope", 'belief', 'T', 15, 'Emily = red_envelope at 15', ('bel', 'Emily', 15, 'red_envelope')),
 C("Isla and Carter aren't there at 15", 'presence', 'T', 15, 'neither on the porch', ('and', [('notin', 'Isla', 15, 'porch'), ('notin', 'Carter', 15, 'porch')])),
 C("Red_treasure_chest.", 'belief', 'T', 'end', 'gold chain', ('bel', CH21, 'end', 'red_treasure_chest'), ans=True),
])

R(21, 'answer_first', 'sound', 'red_treasure_chest',
"""The red_treasure_chest. Emily put it there with Isla and Carter watching, and she left before either of them touched it, so that's the last thing all three saw together.""",
[C("The red_treasure_chest", 'belief', 'T', 'end', 'gold chain', ('bel', CH21, 'end', 'red_treasure_chest'), ans=True),
 C("Emily put it there", 'event', 'T', 7, 'line 7', ('text', 7, 'Emily moved the pineapple to the red_treasure_chest')),
 C("with Isla and Carter watching", 'presence', 'T', 7, 'both witnessed 7', ('and', [('saw', 'Isla', 7, True), ('saw', 'Carter', 7, True)])),
 C("she left before either of them touched it", 'order', 'T', 9, 'exit 9 < moves 10, 12', ('and', [('after', 10, 9), ('after', 12, 9), ('text', 10, 'Isla moved'), ('text', 12, 'Carter moved')])),
 C("that's the last thing all three saw together", 'presence', 'T', 7, 'all three witnessed 7; Emily missed 10 and 12', ('and', [('saw', 'Emily', 7, True), ('saw', 'Isla', 7, True), ('saw', 'Carter', 7, True), ('saw', 'Emily', 10, False), ('saw', 'Emily', 12, False)])),
])

# ======================================================= item 22  s6803-16-o1  Olivia really think asparagus -> green_envelope
R(22, 'narrative', 'unsound', 'green_envelope',
"""Everyone was in the pantry when Nathan moved the asparagus from the green_basket to the green_envelope. Nathan left right away, and the others followed one by one, with Olivia the last one out. Nobody moved the asparagus again, so Olivia really thinks it's in the green_envelope — and she's right.""",
[C("Everyone was in the pantry", 'presence', 'T', 3, 'all five present at 3', ('allin', 3, 'pantry')),
 C("Nathan moved the asparagus from the green_basket to the green_envelope", 'event', 'T', 3, 'line 3', ('and', [('loc', 2, 'green_basket'), ('text', 3, 'Nathan moved the asparagus to the green_envelope')]), after='when '),
 C("Nathan left right away", 'event', 'T', 4, 'line 4', ('text', 4, 'Nathan exited')),
 C("with Olivia the last one out", 'order', 'F', 10, 'Emily stayed after Olivia and left last (12)', ('lastout', 'Olivia', 10)),
 C("Nobody moved the asparagus again", 'event', 'T', 'end', 'no move after 3', ('nomove', 3)),
 C("Olivia really thinks it's in the green_envelope", 'belief', 'T', 'end', 'Olivia believes green_envelope', ('bel', 'Olivia', 'end', 'green_envelope'), ans=True),
 C("she's right", 'location', 'T', 'end', 'really in the green_envelope', ('loc', 'end', 'green_envelope')),
])

R(22, 'terse', 'wrong', 'green_basket',
"""B. green_basket""",
[C("B. green_basket", 'belief', 'F', 'end', 'Olivia believes green_envelope', ('bel', 'Olivia', 'end', 'green_basket'), ans=True),
])

R(22, 'thinking', 'unsupported', 'green_envelope',
"""<think>
Order-1 question about Olivia's own belief. Nothing tricky jumps out at me here.
</think>
Green_envelope.""",
[C("Green_envelope.", 'belief', 'T', 'end', 'Olivia believes green_envelope', ('bel', 'Olivia', 'end', 'green_envelope'), ans=True),
])

R(22, 'answer_first', 'sound', 'green_envelope',
"""Green_envelope — Olivia saw Nathan move it there, and nothing happened to it afterwards.""",
[C("Green_envelope", 'belief', 'T', 'end', 'Olivia believes green_envelope', ('bel', 'Olivia', 'end', 'green_envelope'), ans=True),
 C("Olivia saw Nathan move it there", 'presence', 'T', 3, 'Olivia witnessed line 3', ('and', [('saw', 'Olivia', 3, True), ('text', 3, 'Nathan moved the asparagus to the green_envelope')])),
 C("nothing happened to it afterwards", 'event', 'T', 'end', 'no move after 3', ('nomove', 3)),
])

R(22, 'numbered', 'unsound', 'green_envelope',
"""1. The asparagus is in the green_basket at line 2.
2. Nathan moves it to the green_envelope (line 3), with all five present.
3. Nathan, Avery, Abigail, Olivia and Emily leave in that order; no further moves.
4. Olivia thinks Nathan still believes it's in the green_basket, but her own belief is what the question asks.

Answer: green_envelope""",
[C("The asparagus is in the green_basket at line 2", 'location', 'T', 2, 'line 2', ('loc', 2, 'green_basket')),
 C("Nathan moves it to the green_envelope (line 3)", 'event', 'T', 3, 'line 3', ('text', 3, 'Nathan moved the asparagus to the green_envelope')),
 C("with all five present", 'presence', 'T', 3, 'all in pantry', ('allin', 3, 'pantry')),
 C("Nathan, Avery, Abigail, Olivia and Emily leave in that order", 'order', 'T', 12, 'exits 4, 6, 8, 10, 12', ('and', [('text', 4, 'Nathan exited'), ('text', 6, 'Avery exited'), ('text', 8, 'Abigail exited'), ('text', 10, 'Olivia exited'), ('text', 12, 'Emily exited')])),
 C("no further moves", 'event', 'T', 'end', 'no move after 3', ('nomove', 3)),
 C("Olivia thinks Nathan still believes it's in the green_basket", 'belief', 'F', 'end', 'Olivia -> Nathan = green_envelope (both saw the move)', ('bel', 'Olivia -> Nathan', 'end', 'green_basket')),
 C("green_envelope", 'belief', 'T', 'end', 'Olivia believes green_envelope', ('bel', 'Olivia', 'end', 'green_envelope'), ans=True, after='Answer:'),
])

# ======================================================= item 23  s6803-22-o2  Charlotte->Aria -> red_bathtub
R(23, 'terse', 'unsound', 'red_bathtub',
"""red_bathtub — Charlotte left first, and Emily was still around when Aria moved it.""",
[C("red_bathtub", 'belief', 'T', 'end', 'Charlotte -> Aria', ('bel', 'Charlotte -> Aria', 'end', 'red_bathtub'), ans=True),
 C("Charlotte left first", 'order', 'T', 6, 'first out', ('firstout', 'Charlotte', 6)),
 C("Emily was still around when Aria moved it", 'presence', 'F', 11, 'Emily left at line 8', ('room', 'Emily', 11, 'staircase')),
])

R(23, 'thinking', 'wrong', 'green_crate',
"""<think>
Charlotte thinks Aria thinks...
Turnip in red_bathtub (3). Charlotte leaves at 6. Aria moves it to green_crate at 11. Aria knows it's in green_crate. Charlotte doesn't know Aria moved it, but the question is what Aria thinks, and Aria thinks green_crate.
</think>
green_crate""",
[C("Turnip in red_bathtub (3)", 'location', 'T', 3, 'line 3', ('loc', 3, 'red_bathtub')),
 C("Charlotte leaves at 6", 'event', 'T', 6, 'line 6', ('text', 6, 'Charlotte exited')),
 C("Aria moves it to green_crate at 11", 'event', 'T', 11, 'line 11', ('text', 11, 'Aria moved the turnip to the green_crate')),
 C("Aria knows it's in green_crate", 'belief', 'T', 'end', 'Aria belief = location', ('and', [('bel', 'Aria', 'end', 'green_crate'), ('loc', 'end', 'green_crate')])),
 C("Charlotte doesn't know Aria moved it", 'belief', 'T', 'end', 'Charlotte still believes red_bathtub', ('and', [('saw', 'Charlotte', 11, False), ('bel', 'Charlotte', 'end', 'red_bathtub')])),
 C("Aria thinks green_crate", 'belief', 'T', 'end', 'Aria believes green_crate', ('bel', 'Aria', 'end', 'green_crate')),
 C("green_crate", 'belief', 'F', 'end', 'gold = red_bathtub', ('bel', 'Charlotte -> Aria', 'end', 'green_crate'), ans=True, after='</think>'),
])

R(23, 'answer_first', 'unsupported', 'red_bathtub',
"""L. red_bathtub

Charlotte thinks Aria thinks the turnip is in the red_bathtub.""",
[C("Charlotte thinks Aria thinks the turnip is in the red_bathtub", 'belief', 'T', 'end', 'gold', ('bel', 'Charlotte -> Aria', 'end', 'red_bathtub'), ans=True),
])

R(23, 'numbered', 'sound', 'red_bathtub',
"""1. The turnip is in the red_bathtub at line 3 and everyone is on the staircase.
2. Charlotte exits first (line 6), before anything moves.
3. Emily and Logan leave next; then Aria moves the turnip to the green_crate (line 11) with only Mia watching.
4. Charlotte never saw that move, so in her mind Aria's last view is the red_bathtub.

Answer: red_bathtub""",
[C("The turnip is in the red_bathtub at line 3", 'location', 'T', 3, 'line 3', ('loc', 3, 'red_bathtub')),
 C("everyone is on the staircase", 'presence', 'T', 3, 'all in staircase', ('allin', 3, 'staircase')),
 C("Charlotte exits first (line 6)", 'order', 'T', 6, 'first out', ('firstout', 'Charlotte', 6)),
 C("before anything moves", 'order', 'T', 6, 'no move 3..6', ('nomove', 3, 6)),
 C("Emily and Logan leave next", 'order', 'T', 10, 'exits 8 and 10', ('and', [('text', 8, 'Emily exited'), ('text', 10, 'Logan exited'), ('noexit_between', 6, 8), ('noexit_between', 8, 10)])),
 C("Aria moves the turnip to the green_crate (line 11)", 'event', 'T', 11, 'line 11', ('text', 11, 'Aria moved the turnip to the green_crate')),
 C("with only Mia watching", 'presence', 'T', 11, 'only Aria and Mia present', ('only', ['Aria', 'Mia'], 11)),
 C("Charlotte never saw that move", 'presence', 'T', 11, 'not a witness', ('saw', 'Charlotte', 11, False)),
 C("in her mind Aria's last view is the red_bathtub", 'belief', 'T', 'end', 'Charlotte -> Aria', ('bel', 'Charlotte -> Aria', 'end', 'red_bathtub'), ans=True),
 C("red_bathtub", 'belief', 'T', 'end', 'gold', ('bel', 'Charlotte -> Aria', 'end', 'red_bathtub'), ans=True, after='Answer:'),
])

R(23, 'narrative', 'sound', 'red_bathtub',
"""Charlotte saw a dog, got distracted by it, hung around for a minute, and then was the first to leave the staircase, with the turnip still in the red_bathtub. By the time Aria moved it to the green_crate, Charlotte was long gone — only Mia was still there with Aria. So, as far as Charlotte knows, Aria thinks the turnip is in the red_bathtub.""",
[C("Charlotte saw a dog", 'event', 'T', 4, 'line 4', ('text', 4, 'Charlotte saw a dog')),
 C("got distracted by it", 'event', 'U', None, 'mental state not in the golds'),
 C("hung around for a minute", 'event', 'T', 5, 'line 5', ('text', 5, 'Charlotte made no movements')),
 C("was the first to leave the staircase", 'order', 'T', 6, 'first out', ('firstout', 'Charlotte', 6)),
 C("with the turnip still in the red_bathtub", 'location', 'T', 6, 'red_bathtub at 6', ('loc', 6, 'red_bathtub')),
 C("By the time Aria moved it to the green_crate, Charlotte was long gone", 'presence', 'T', 11, 'Charlotte absent at 11', ('and', [('text', 11, 'Aria moved the turnip to the green_crate'), ('room', 'Charlotte', 11, None)])),
 C("only Mia was still there with Aria", 'presence', 'T', 11, 'only Aria and Mia', ('only', ['Aria', 'Mia'], 11)),
 C("as far as Charlotte knows, Aria thinks the turnip is in the red_bathtub", 'belief', 'T', 'end', 'gold', ('bel', 'Charlotte -> Aria', 'end', 'red_bathtub'), ans=True),
])

# ======================================================= item 24  s6803-18-o3  Ethan->Jackson->Oliver -> blue_pantry
CH24 = 'Ethan -> Jackson -> Oliver'
R(24, 'thinking', 'unsound', 'blue_pantry',
"""<think>
Ethan → Jackson → Oliver.
Oliver moved the peas to the blue_pantry (3) and left right after (4). Jackson and Ethan both saw him leave. So Jackson thinks Oliver thinks blue_pantry, and Ethan knows that.
Later Ethan, William and Oliver go back into the pantry at 15 — they see the peas in the green_bathtub. Oliver still thinks it's in the blue_pantry at the end, though.
Jackson isn't part of that second visit, so Ethan's model of Jackson's model of Oliver doesn't change.
</think>
Blue_pantry""",
[C("Oliver moved the peas to the blue_pantry (3)", 'event', 'T', 3, 'line 3', ('text', 3, 'Oliver moved the peas to the blue_pantry')),
 C("left right after (4)", 'event', 'T', 4, 'line 4', ('text', 4, 'Oliver exited')),
 C("Jackson and Ethan both saw him leave", 'presence', 'T', 4, 'both witnessed 4', ('and', [('saw', 'Jackson', 4, True), ('saw', 'Ethan', 4, True)])),
 C("Jackson thinks Oliver thinks blue_pantry", 'belief', 'T', 'end', 'Jackson -> Oliver', ('bel', 'Jackson -> Oliver', 'end', 'blue_pantry')),
 C("Ethan knows that", 'belief', 'T', 'end', 'gold chain', ('bel', CH24, 'end', 'blue_pantry'), ans=True),
 C("Ethan, William and Oliver go back into the pantry at 15", 'event', 'T', 15, 'line 15', ('text', 15, 'William, Ethan and Oliver entered the pantry')),
 C("they see the peas in the green_bathtub", 'belief', 'T', 15, 'all three believe green_bathtub at 15', ('and', [('bel', a, 15, 'green_bathtub') for a in ['Ethan', 'William', 'Oliver']])),
 C("Oliver still thinks it's in the blue_pantry at the end", 'belief', 'F', 'end', 'Oliver saw green_bathtub on re-entry', ('bel', 'Oliver', 'end', 'blue_pantry')),
 C("Jackson isn't part of that second visit", 'presence', 'T', 15, 'Jackson not in pantry at 15', ('notin', 'Jackson', 15, 'pantry')),
 C("Blue_pantry", 'belief', 'T', 'end', 'gold chain', ('bel', CH24, 'end', 'blue_pantry'), ans=True, after='</think>'),
])

R(24, 'answer_first', 'wrong', 'green_bathtub',
"""Green_bathtub. When Ethan, William and Oliver go back into the pantry, Ethan sees the peas in the green_bathtub and sees that Oliver sees it too. So Ethan would think Jackson thinks Oliver knows it's in the green_bathtub.""",
[C("Green_bathtub", 'belief', 'F', 'end', 'gold chain = blue_pantry', ('bel', CH24, 'end', 'green_bathtub'), ans=True),
 C("When Ethan, William and Oliver go back into the pantry", 'event', 'T', 15, 'line 15', ('text', 15, 'entered the pantry')),
 C("Ethan sees the peas in the green_bathtub", 'belief', 'T', 15, 'Ethan = green_bathtub', ('bel', 'Ethan', 15, 'green_bathtub')),
 C("sees that Oliver sees it too", 'belief', 'T', 15, 'Ethan -> Oliver = green_bathtub', ('bel', 'Ethan -> Oliver', 15, 'green_bathtub')),
 C("Ethan would think Jackson thinks Oliver knows it's in the green_bathtub", 'belief', 'F', 'end', 'gold chain = blue_pantry', ('bel', CH24, 'end', 'green_bathtub'), ans=True),
])

R(24, 'numbered', 'sound', 'blue_pantry',
"""1. Peas: red_container (2) → blue_pantry (3, Oliver).
2. Oliver leaves first (4); Jackson and Ethan are still in the pantry.
3. Mila → blue_basket (5), William → green_bathtub (7); Jackson and Ethan see both, Oliver sees neither.
4. So Jackson thinks Oliver thinks blue_pantry. Ethan was there for all of it, so he thinks the same about Jackson.
5. The return to the pantry at line 15 doesn't include Jackson.

Answer: I. blue_pantry""",
[C("red_container (2)", 'location', 'T', 2, 'line 2', ('loc', 2, 'red_container')),
 C("blue_pantry (3, Oliver)", 'event', 'T', 3, 'line 3', ('text', 3, 'Oliver moved the peas to the blue_pantry')),
 C("Oliver leaves first (4)", 'order', 'T', 4, 'first out', ('firstout', 'Oliver', 4)),
 C("Jackson and Ethan are still in the pantry", 'presence', 'T', 4, 'both present', ('and', [('room', 'Jackson', 4, 'pantry'), ('room', 'Ethan', 4, 'pantry')])),
 C("Mila → blue_basket (5)", 'event', 'T', 5, 'line 5', ('text', 5, 'Mila moved the peas to the blue_basket')),
 C("William → green_bathtub (7)", 'event', 'T', 7, 'line 7', ('text', 7, 'William moved the peas to the green_bathtub')),
 C("Jackson and Ethan see both", 'presence', 'T', 7, 'both witnessed 5 and 7', ('and', [('saw', a, t, True) for a in ['Jackson', 'Ethan'] for t in [5, 7]])),
 C("Oliver sees neither", 'presence', 'T', 7, 'Oliver witnessed neither', ('and', [('saw', 'Oliver', 5, False), ('saw', 'Oliver', 7, False)])),
 C("So Jackson thinks Oliver thinks blue_pantry", 'belief', 'T', 'end', 'Jackson -> Oliver', ('bel', 'Jackson -> Oliver', 'end', 'blue_pantry')),
 C("Ethan was there for all of it", 'presence', 'T', 10, 'Ethan in pantry lines 1-11', ('and', [('room', 'Ethan', t, 'pantry') for t in range(1, 12)])),
 C("he thinks the same about Jackson", 'belief', 'T', 'end', 'gold chain', ('bel', CH24, 'end', 'blue_pantry'), ans=True),
 C("The return to the pantry at line 15 doesn't include Jackson", 'presence', 'T', 15, 'Jackson not in the pantry at 15', ('and', [('text', 15, 'entered the pantry'), ('notin', 'Jackson', 15, 'pantry')])),
 C("I. blue_pantry", 'belief', 'T', 'end', 'gold chain', ('bel', CH24, 'end', 'blue_pantry'), ans=True),
])

R(24, 'narrative', 'sound', 'blue_pantry',
"""Oliver put the peas in the blue_pantry and walked out immediately. Jackson and Ethan stayed and watched Mila and then William move them, first to the blue_basket and then to the green_bathtub, but Oliver had no way of knowing. Jackson left before Ethan, and Ethan saw him go. Later Ethan, William and Oliver come back into the pantry, and Ethan now knows Oliver has seen the green_bathtub — but Jackson wasn't there, so in Ethan's picture Jackson still thinks Oliver thinks the peas are in the blue_pantry.""",
[C("Oliver put the peas in the blue_pantry", 'event', 'T', 3, 'line 3', ('text', 3, 'Oliver moved the peas to the blue_pantry')),
 C("walked out immediately", 'event', 'T', 4, 'line 4', ('text', 4, 'Oliver exited')),
 C("Jackson and Ethan stayed and watched Mila and then William move them", 'presence', 'T', 7, 'both witnessed 5 and 7', ('and', [('saw', a, t, True) for a in ['Jackson', 'Ethan'] for t in [5, 7]])),
 C("first to the blue_basket and then to the green_bathtub", 'event', 'T', 7, 'lines 5 and 7', ('and', [('text', 5, 'to the blue_basket'), ('text', 7, 'to the green_bathtub')])),
 C("Oliver had no way of knowing", 'presence', 'T', 7, 'Oliver witnessed neither', ('and', [('saw', 'Oliver', 5, False), ('saw', 'Oliver', 7, False)])),
 C("Jackson left before Ethan", 'order', 'T', 12, 'Jackson 10 < Ethan 12', ('and', [('text', 10, 'Jackson exited'), ('text', 12, 'Ethan exited'), ('after', 12, 10)])),
 C("Ethan saw him go", 'presence', 'T', 10, 'Ethan witnessed 10', ('saw', 'Ethan', 10, True)),
 C("Ethan, William and Oliver come back into the pantry", 'event', 'T', 15, 'line 15', ('text', 15, 'William, Ethan and Oliver entered the pantry')),
 C("Ethan now knows Oliver has seen the green_bathtub", 'belief', 'T', 15, 'Ethan -> Oliver = green_bathtub', ('bel', 'Ethan -> Oliver', 15, 'green_bathtub')),
 C("Jackson wasn't there", 'presence', 'T', 15, 'Jackson not in pantry at 15', ('notin', 'Jackson', 15, 'pantry')),
 C("in Ethan's picture Jackson still thinks Oliver thinks the peas are in the blue_pantry", 'belief', 'T', 'end', 'gold chain', ('bel', CH24, 'end', 'blue_pantry'), ans=True),
])

R(24, 'terse', 'unsound', 'blue_pantry',
"""blue_pantry. Oliver left right after his move, and Mila was the last to leave the pantry.""",
[C("blue_pantry", 'belief', 'T', 'end', 'gold chain', ('bel', CH24, 'end', 'blue_pantry'), ans=True),
 C("Oliver left right after his move", 'event', 'T', 4, 'move 3, exit 4', ('and', [('text', 3, 'Oliver moved'), ('text', 4, 'Oliver exited')])),
 C("Mila was the last to leave the pantry", 'order', 'F', 6, 'Ethan was last (12); Mila left at 6', ('lastout', 'Mila', 6)),
])
# ======================================================= item 25  s6803-10-o0  pumpkin really -> red_drawer
R(25, 'answer_first', 'wrong', 'blue_suitcase',
"""Blue_suitcase. Isabella's private message to Carter at the very end says it's in the blue_suitcase, and that's the most recent statement about the pumpkin in the story.""",
[C("Blue_suitcase", 'location', 'F', 'end', 'really in the red_drawer', ('loc', 'end', 'blue_suitcase'), ans=True),
 C("Isabella's private message to Carter at the very end says it's in the blue_suitcase", 'communication', 'T', 17, 'line 17 is the last line', ('and', [('text', 17, 'Isabella privately told Carter that the pumpkin is in the blue_suitcase'), ('islast', 17)])),
 C("that's the most recent statement about the pumpkin in the story", 'communication', 'T', 17, 'no later line', ('and', [('text', 17, 'pumpkin'), ('islast', 17)])),
])

R(25, 'numbered', 'unsupported', 'red_drawer',
"""1. This asks for the real location, not anyone's belief.
2. Answer: red_drawer.""",
[C("red_drawer", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_drawer'), ans=True, after='Answer:'),
])

R(25, 'narrative', 'sound', 'red_drawer',
"""Aiden moved the pumpkin to the blue_suitcase and then left the closet. Isabella moved it on to the red_drawer while Ava, Carter and Charlotte watched, and nobody touched it after that. In the waiting room, Ava tells Aiden the truth — red_drawer — while Isabella tells Carter it's in the blue_suitcase, which is a lie; she was probably trying to throw him off. But Carter saw her move it, and he left after her, so he doesn't believe her. Either way, words don't move pumpkins: it's really in the red_drawer.""",
[C("Aiden moved the pumpkin to the blue_suitcase", 'event', 'T', 3, 'line 3', ('text', 3, 'Aiden moved the pumpkin to the blue_suitcase')),
 C("then left the closet", 'event', 'T', 5, 'line 5', ('text', 5, 'Aiden exited the closet')),
 C("Isabella moved it on to the red_drawer", 'event', 'T', 6, 'line 6', ('text', 6, 'Isabella moved the pumpkin to the red_drawer')),
 C("while Ava, Carter and Charlotte watched", 'presence', 'T', 6, 'all three witnessed 6', ('and', [('saw', a, 6, True) for a in ['Ava', 'Carter', 'Charlotte']])),
 C("nobody touched it after that", 'event', 'T', 'end', 'no move after 6', ('nomove', 6)),
 C("Ava tells Aiden the truth — red_drawer", 'communication', 'T', 16, 'line 16, true location', ('and', [('text', 16, 'Ava privately told Aiden that the pumpkin is in the red_drawer'), ('loc', 16, 'red_drawer')])),
 C("Isabella tells Carter it's in the blue_suitcase", 'communication', 'T', 17, 'line 17', ('text', 17, 'Isabella privately told Carter that the pumpkin is in the blue_suitcase')),
 C("which is a lie", 'communication', 'T', 17, 'Isabella believes red_drawer and it is there', ('and', [('bel', 'Isabella', 17, 'red_drawer'), ('not', ('loc', 17, 'blue_suitcase'))])),
 C("Carter saw her move it", 'presence', 'T', 6, 'Carter witnessed 6', ('saw', 'Carter', 6, True)),
 C("he left after her", 'order', 'T', 12, 'Carter 12 > Isabella 7', ('and', [('text', 12, 'Carter exited'), ('text', 7, 'Isabella exited'), ('after', 12, 7)])),
 C("he doesn't believe her", 'communication', 'T', 17, 'Carter keeps red_drawer', ('bel', 'Carter', 17, 'red_drawer')),
 C("it's really in the red_drawer", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_drawer'), ans=True),
])

R(25, 'terse', 'unsound', 'red_drawer',
"""red_drawer; Aiden believed Ava but Carter believed Isabella's blue_suitcase story.""",
[C("red_drawer", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_drawer'), ans=True),
 C("Aiden believed Ava", 'communication', 'T', 16, 'Aiden adopts red_drawer', ('bel', 'Aiden', 16, 'red_drawer')),
 C("Carter believed Isabella's blue_suitcase story", 'communication', 'F', 17, 'Carter does not trust Isabella (she left earlier); keeps red_drawer', ('bel', 'Carter', 17, 'blue_suitcase')),
])

R(25, 'thinking', 'unsound', 'red_drawer',
"""<think>
Pumpkin: blue_bottle (2) → blue_suitcase (3, Aiden) → red_drawer (6, Isabella).
Exits after that: Isabella (7), Ava (9), Charlotte, then Carter. No more moves.
Private tells at 16 and 17 don't move anything.
Real location: red_drawer.
</think>
Red_drawer.""",
[C("blue_bottle (2)", 'location', 'T', 2, 'line 2', ('loc', 2, 'blue_bottle')),
 C("blue_suitcase (3, Aiden)", 'event', 'T', 3, 'line 3', ('text', 3, 'Aiden moved the pumpkin to the blue_suitcase')),
 C("red_drawer (6, Isabella)", 'event', 'T', 6, 'line 6', ('text', 6, 'Isabella moved the pumpkin to the red_drawer')),
 C("Exits after that: Isabella (7), Ava (9), Charlotte, then Carter", 'order', 'F', 14, 'Carter left at 12, before Charlotte at 14', ('and', [('text', 7, 'Isabella exited'), ('text', 9, 'Ava exited'), ('after', 12, 14)])),
 C("No more moves", 'event', 'T', 'end', 'no move after 6', ('nomove', 6)),
 C("Private tells at 16 and 17 don't move anything", 'communication', 'T', 17, 'location unchanged by 16-17', ('and', [('text', 16, 'privately told'), ('text', 17, 'privately told'), ('loc', 17, 'red_drawer'), ('loc', 15, 'red_drawer')])),
 C("Real location: red_drawer", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_drawer'), ans=True),
 C("Red_drawer.", 'location', 'T', 'end', 'final location', ('loc', 'end', 'red_drawer'), ans=True),
])

# ======================================================= item 26  s6803-2-o2  Abigail->Ava -> green_container
R(26, 'numbered', 'wrong', 'red_cupboard',
"""1. The radish starts in the red_cupboard.
2. Noah moves it to the green_container and leaves.
3. Ava stays until line 10, then leaves; Abigail is alone.
4. Abigail moves the radish back to the red_cupboard (line 11).
5. Since it's back where everyone first saw it, Abigail would figure Ava thinks red_cupboard.

Answer: A. red_cupboard""",
[C("The radish starts in the red_cupboard", 'location', 'T', 2, 'line 2', ('loc', 2, 'red_cupboard')),
 C("Noah moves it to the green_container", 'event', 'T', 3, 'line 3', ('text', 3, 'Noah moved the radish to the green_container')),
 C("Ava stays until line 10, then leaves", 'event', 'T', 10, 'lines 9-10', ('and', [('text', 9, 'Ava made no movements'), ('text', 10, 'Ava exited')])),
 C("Abigail is alone", 'presence', 'T', 10, 'only Abigail left in the playroom', ('alone', 'Abigail', 10)),
 C("Abigail moves the radish back to the red_cupboard (line 11)", 'event', 'T', 11, 'line 11', ('text', 11, 'Abigail moved the radish to the red_cupboard')),
 C("Abigail would figure Ava thinks red_cupboard", 'belief', 'F', 'end', 'Abigail -> Ava = green_container', ('bel', 'Abigail -> Ava', 'end', 'red_cupboard'), ans=True),
 C("A. red_cupboard", 'belief', 'F', 'end', 'gold = green_container', ('bel', 'Abigail -> Ava', 'end', 'red_cupboard'), ans=True),
])

R(26, 'narrative', 'unsupported', 'green_container',
"""The question is about Abigail's picture of what Ava believes, not about where the radish is now. Tracing that through, the answer is the green_container.""",
[C("the answer is the green_container", 'belief', 'T', 'end', 'Abigail -> Ava', ('bel', 'Abigail -> Ava', 'end', 'green_container'), ans=True),
])

R(26, 'terse', 'sound', 'green_container',
"""green_container — Ava left (10) before Abigail put it back in the red_cupboard (11).""",
[C("green_container", 'belief', 'T', 'end', 'Abigail -> Ava', ('bel', 'Abigail -> Ava', 'end', 'green_container'), ans=True),
 C("Ava left (10) before Abigail put it back in the red_cupboard (11)", 'order', 'T', 11, '10 < 11', ('and', [('text', 10, 'Ava exited'), ('text', 11, 'Abigail moved the radish to the red_cupboard'), ('after', 11, 10)])),
])

R(26, 'thinking', 'sound', 'green_container',
"""<think>
Abigail thinks Ava thinks the radish is...
Radish red_cupboard (2) → green_container (3, Noah). Everyone sees that.
Exits: Noah, Emma, Lily, Ava. Abigail is the last one out, and before leaving she moves the radish back to red_cupboard at line 11 — Ava's gone by then.
So Abigail knows Ava's last view is green_container.
The den part with the carrot involves only Ava, Emma and Lily, and the radish doesn't come up.
</think>
Green_container.""",
[C("Radish red_cupboard (2)", 'location', 'T', 2, 'line 2', ('loc', 2, 'red_cupboard')),
 C("green_container (3, Noah)", 'event', 'T', 3, 'line 3', ('text', 3, 'Noah moved the radish to the green_container')),
 C("Everyone sees that", 'presence', 'T', 3, 'all in playroom', ('allin', 3, 'playroom')),
 C("Exits: Noah, Emma, Lily, Ava", 'order', 'T', 10, 'exits 4, 6, 8, 10', ('and', [('text', 4, 'Noah exited'), ('text', 6, 'Emma exited'), ('text', 8, 'Lily exited'), ('text', 10, 'Ava exited')])),
 C("Abigail is the last one out", 'order', 'T', 12, 'Abigail last out', ('lastout', 'Abigail', 12)),
 C("she moves the radish back to red_cupboard at line 11", 'event', 'T', 11, 'line 11', ('text', 11, 'Abigail moved the radish to the red_cupboard')),
 C("Ava's gone by then", 'presence', 'T', 11, 'Ava absent at 11', ('room', 'Ava', 11, None)),
 C("Abigail knows Ava's last view is green_container", 'belief', 'T', 'end', 'Abigail -> Ava', ('bel', 'Abigail -> Ava', 'end', 'green_container'), ans=True),
 C("The den part with the carrot involves only Ava, Emma and Lily", 'presence', 'T', 15, 'line 15', ('text', 15, 'Emma, Ava and Lily entered the den')),
 C("the radish doesn't come up", 'event', 'T', 24, 'no radish move after 11', ('nomove', 11)),
 C("Green_container.", 'belief', 'T', 'end', 'gold', ('bel', 'Abigail -> Ava', 'end', 'green_container'), ans=True),
])

R(26, 'answer_first', 'unsound', 'green_container',
"""Green_container. Noah moved it there in front of everyone, and Ava left before Abigail moved it back to the red_cupboard — only Lily was still around at that point.""",
[C("Green_container", 'belief', 'T', 'end', 'Abigail -> Ava', ('bel', 'Abigail -> Ava', 'end', 'green_container'), ans=True),
 C("Noah moved it there in front of everyone", 'event', 'T', 3, 'line 3, all present', ('and', [('text', 3, 'Noah moved the radish to the green_container'), ('allin', 3, 'playroom')])),
 C("Ava left before Abigail moved it back to the red_cupboard", 'order', 'T', 11, '10 < 11', ('after', 11, 10)),
 C("only Lily was still around at that point", 'presence', 'F', 11, 'Lily left at line 8; Abigail was alone', ('room', 'Lily', 11, 'playroom')),
])

# ======================================================= item 27  s6803-6-o1  Olivia really think apple -> green_suitcase
R(27, 'narrative', 'wrong', 'green_box',
"""Olivia was in the laundry when Alexander moved the apple to the blue_cupboard, and still there when Benjamin moved it to the green_box. She left after that, while Mia and Emma were still inside, so she really thinks the apple is in the green_box.""",
[C("Olivia was in the laundry when Alexander moved the apple to the blue_cupboard", 'presence', 'T', 3, 'Olivia present at 3', ('and', [('room', 'Olivia', 3, 'laundry'), ('text', 3, 'Alexander moved the apple to the blue_cupboard')])),
 C("still there when Benjamin moved it to the green_box", 'presence', 'T', 6, 'Olivia present at 6', ('and', [('room', 'Olivia', 6, 'laundry'), ('text', 6, 'Benjamin moved the apple to the green_box')])),
 C("She left after that", 'order', 'T', 9, 'exit 9 after move 6', ('and', [('text', 9, 'Olivia exited'), ('after', 9, 6)])),
 C("while Mia and Emma were still inside", 'presence', 'T', 9, 'both present at 9', ('and', [('room', 'Mia', 9, 'laundry'), ('room', 'Emma', 9, 'laundry')])),
 C("she really thinks the apple is in the green_box", 'belief', 'F', 'end', 'second visit: Olivia saw it go to the green_suitcase', ('bel', 'Olivia', 'end', 'green_box'), ans=True),
])

R(27, 'terse', 'sound', 'green_suitcase',
"""green_suitcase — Olivia watched Benjamin put it there at line 19 and left last.""",
[C("green_suitcase", 'belief', 'T', 'end', 'Olivia believes green_suitcase', ('bel', 'Olivia', 'end', 'green_suitcase'), ans=True),
 C("Olivia watched Benjamin put it there at line 19", 'presence', 'T', 19, 'Olivia witnessed 19', ('and', [('saw', 'Olivia', 19, True), ('text', 19, 'Benjamin moved the apple to the green_suitcase')])),
 C("left last", 'order', 'T', 22, 'Olivia last out', ('lastout', 'Olivia', 22)),
])

R(27, 'thinking', 'sound', 'green_suitcase',
"""<think>
Two visits to the laundry.
First: green_bucket → blue_cupboard (Alexander) → green_box (Benjamin). Olivia sees both, leaves at 9.
Second visit (15): Alexander, Benjamin, Olivia come back. Apple is in the green_box. Alexander moves it to the green_bucket (17) and leaves — maybe he just wanted it back where it started. Benjamin moves it to the green_suitcase (19) with Olivia watching and leaves. Olivia stays and leaves last.
Nothing is said to Olivia afterwards.
</think>
Olivia really thinks the apple is in the green_suitcase.""",
[C("green_bucket", 'location', 'T', 2, 'line 2', ('loc', 2, 'green_bucket')),
 C("blue_cupboard (Alexander)", 'event', 'T', 3, 'line 3', ('text', 3, 'Alexander moved the apple to the blue_cupboard')),
 C("green_box (Benjamin)", 'event', 'T', 6, 'line 6', ('text', 6, 'Benjamin moved the apple to the green_box')),
 C("Olivia sees both", 'presence', 'T', 6, 'witnessed 3 and 6', ('and', [('saw', 'Olivia', 3, True), ('saw', 'Olivia', 6, True)])),
 C("leaves at 9", 'event', 'T', 9, 'line 9', ('text', 9, 'Olivia exited')),
 C("Alexander, Benjamin, Olivia come back", 'event', 'T', 15, 'line 15', ('text', 15, 'Alexander, Benjamin and Olivia entered the laundry')),
 C("Apple is in the green_box", 'location', 'T', 15, 'green_box at 15', ('loc', 15, 'green_box')),
 C("Alexander moves it to the green_bucket (17)", 'event', 'T', 17, 'line 17', ('text', 17, 'Alexander moved the apple to the green_bucket')),
 C("Benjamin moves it to the green_suitcase (19)", 'event', 'T', 19, 'line 19', ('text', 19, 'Benjamin moved the apple to the green_suitcase')),
 C("with Olivia watching", 'presence', 'T', 19, 'Olivia witnessed 19', ('saw', 'Olivia', 19, True)),
 C("Olivia stays and leaves last", 'order', 'T', 22, 'Olivia last out', ('lastout', 'Olivia', 22)),
 C("Nothing is said to Olivia afterwards", 'communication', 'T', 'end', 'no tell/claim lines', ('nocomm',)),
 C("Olivia really thinks the apple is in the green_suitcase", 'belief', 'T', 'end', 'Olivia believes green_suitcase', ('bel', 'Olivia', 'end', 'green_suitcase'), ans=True),
])

R(27, 'answer_first', 'unsound', 'green_suitcase',
"""Green_suitcase. On the second trip into the laundry, Benjamin moved the apple from the green_bucket to the green_suitcase while Olivia and Alexander were both watching, and Olivia stayed in the room until the end.""",
[C("Green_suitcase", 'belief', 'T', 'end', 'Olivia believes green_suitcase', ('bel', 'Olivia', 'end', 'green_suitcase'), ans=True),
 C("On the second trip into the laundry, Benjamin moved the apple from the green_bucket to the green_suitcase", 'event', 'T', 19, 'line 19, from green_bucket', ('and', [('loc', 18, 'green_bucket'), ('text', 19, 'Benjamin moved the apple to the green_suitcase')])),
 C("while Olivia and Alexander were both watching", 'presence', 'F', 19, 'Alexander had left at 18', ('and', [('saw', 'Olivia', 19, True), ('saw', 'Alexander', 19, True)])),
 C("Olivia stayed in the room until the end", 'order', 'T', 22, 'Olivia last out', ('lastout', 'Olivia', 22)),
])

R(27, 'numbered', 'unsound', 'green_suitcase',
"""1. First visit: the apple goes green_bucket → blue_cupboard → green_box; Olivia sees it all.
2. Olivia leaves (line 9).
3. When she comes back in at line 15, the apple is in the blue_cupboard.
4. Alexander moves it to the green_bucket, then Benjamin moves it to the green_suitcase, and Olivia sees both.
5. No one tells her anything different afterwards.

Answer: D. green_suitcase""",
[C("the apple goes green_bucket → blue_cupboard → green_box", 'event', 'T', 6, 'lines 2, 3, 6', ('and', [('loc', 2, 'green_bucket'), ('text', 3, 'to the blue_cupboard'), ('text', 6, 'to the green_box')])),
 C("Olivia sees it all", 'presence', 'T', 6, 'witnessed 2, 3, 6', ('and', [('saw', 'Olivia', t, True) for t in [2, 3, 6]])),
 C("Olivia leaves (line 9)", 'event', 'T', 9, 'line 9', ('text', 9, 'Olivia exited')),
 C("When she comes back in at line 15, the apple is in the blue_cupboard", 'location', 'F', 15, 'it was in the green_box at 15', ('loc', 15, 'blue_cupboard')),
 C("Alexander moves it to the green_bucket", 'event', 'T', 17, 'line 17', ('text', 17, 'Alexander moved the apple to the green_bucket')),
 C("Benjamin moves it to the green_suitcase", 'event', 'T', 19, 'line 19', ('text', 19, 'Benjamin moved the apple to the green_suitcase')),
 C("Olivia sees both", 'presence', 'T', 19, 'witnessed 17 and 19', ('and', [('saw', 'Olivia', 17, True), ('saw', 'Olivia', 19, True)])),
 C("No one tells her anything different afterwards", 'communication', 'T', 'end', 'no tell/claim lines', ('nocomm',)),
 C("D. green_suitcase", 'belief', 'T', 'end', 'Olivia believes green_suitcase', ('bel', 'Olivia', 'end', 'green_suitcase'), ans=True),
])

# ======================================================= item 28  s6803-3-o3  Jack->Alexander->Isabella -> green_bottle
CH28 = 'Jack -> Alexander -> Isabella'
R(28, 'terse', 'unsupported', 'green_bottle',
"""L. green_bottle""",
[C("L. green_bottle", 'belief', 'T', 'end', 'gold chain', ('bel', CH28, 'end', 'green_bottle'), ans=True),
])

R(28, 'thinking', 'sound', 'green_bottle',
"""<think>
Jack → Alexander → Isabella.
Corn in green_bottle (2). Jack stays a minute and exits at 4 — first out, before any move.
Alexander moves it to blue_container at 5, Isabella sees it. So Alexander thinks Isabella thinks blue_container. But Jack doesn't know any of that; from Jack's perspective, Alexander and Isabella last saw it in the green_bottle, same as him.
The rest of the story (garden, the claim, the private tell) is about the apple.
</think>
Green_bottle""",
[C("Corn in green_bottle (2)", 'location', 'T', 2, 'line 2', ('loc', 2, 'green_bottle')),
 C("Jack stays a minute", 'event', 'T', 3, 'line 3', ('text', 3, 'Jack made no movements')),
 C("exits at 4", 'event', 'T', 4, 'line 4', ('text', 4, 'Jack exited')),
 C("first out", 'order', 'T', 4, 'first out', ('firstout', 'Jack', 4)),
 C("before any move", 'order', 'T', 4, 'no move 2..4', ('nomove', 2, 4)),
 C("Alexander moves it to blue_container at 5", 'event', 'T', 5, 'line 5', ('text', 5, 'Alexander moved the corn to the blue_container')),
 C("Isabella sees it", 'presence', 'T', 5, 'witness', ('saw', 'Isabella', 5, True)),
 C("So Alexander thinks Isabella thinks blue_container", 'belief', 'T', 'end', 'Alexander -> Isabella', ('bel', 'Alexander -> Isabella', 'end', 'blue_container')),
 C("Jack doesn't know any of that", 'presence', 'T', 5, 'Jack not a witness of 5', ('saw', 'Jack', 5, False)),
 C("from Jack's perspective, Alexander and Isabella last saw it in the green_bottle", 'belief', 'T', 'end', 'Jack->Alexander and Jack->Isabella = green_bottle', ('and', [('bel', 'Jack -> Alexander', 'end', 'green_bottle'), ('bel', 'Jack -> Isabella', 'end', 'green_bottle')])),
 C("The rest of the story (garden, the claim, the private tell) is about the apple", 'event', 'T', 26, 'lines 17-26 concern the apple', ('and', [('text', 17, 'apple'), ('text', 25, 'apple'), ('text', 26, 'apple'), ('nomove', 5)])),
 C("Green_bottle", 'belief', 'T', 'end', 'gold chain', ('bel', CH28, 'end', 'green_bottle'), ans=True, after='</think>'),
])

R(28, 'answer_first', 'unsound', 'green_bottle',
"""Green_bottle. Jack left before Alexander moved the corn, so to Jack everyone's picture is frozen at the green_bottle — and in fact Alexander also thinks Isabella still believes green_bottle, since she never said anything.""",
[C("Green_bottle", 'belief', 'T', 'end', 'gold chain', ('bel', CH28, 'end', 'green_bottle'), ans=True),
 C("Jack left before Alexander moved the corn", 'order', 'T', 5, '4 < 5', ('and', [('text', 4, 'Jack exited'), ('after', 5, 4)])),
 C("to Jack everyone's picture is frozen at the green_bottle", 'belief', 'T', 'end', 'Jack -> X = green_bottle for all X', ('and', [('bel', 'Jack -> ' + a, 'end', 'green_bottle') for a in ['Alexander', 'Isabella', 'Jayden', 'Charlotte']])),
 C("Alexander also thinks Isabella still believes green_bottle", 'belief', 'F', 'end', 'Alexander -> Isabella = blue_container', ('bel', 'Alexander -> Isabella', 'end', 'green_bottle')),
 C("since she never said anything", 'communication', 'U', None, 'a reason, not a checkable fact about beliefs'),
])

R(28, 'numbered', 'unsound', 'green_bottle',
"""1. Corn starts in the green_bottle; all five in the garage.
2. Jack leaves first (line 4).
3. Alexander moves the corn to the blue_container (line 5).
4. Isabella leaves, then Alexander.
5. Jack missed the move, so Jack thinks Alexander thinks Isabella thinks green_bottle.

Answer: green_bottle""",
[C("Corn starts in the green_bottle", 'location', 'T', 2, 'line 2', ('loc', 2, 'green_bottle')),
 C("all five in the garage", 'presence', 'T', 2, 'all present', ('allin', 2, 'garage')),
 C("Jack leaves first (line 4)", 'order', 'T', 4, 'first out', ('firstout', 'Jack', 4)),
 C("Alexander moves the corn to the blue_container (line 5)", 'event', 'T', 5, 'line 5', ('text', 5, 'Alexander moved the corn to the blue_container')),
 C("Isabella leaves, then Alexander", 'order', 'F', 8, 'Alexander left at 6, Isabella at 8', ('after', 6, 8)),
 C("Jack missed the move", 'presence', 'T', 5, 'not a witness', ('saw', 'Jack', 5, False)),
 C("Jack thinks Alexander thinks Isabella thinks green_bottle", 'belief', 'T', 'end', 'gold chain', ('bel', CH28, 'end', 'green_bottle'), ans=True),
 C("green_bottle", 'belief', 'T', 'end', 'gold chain', ('bel', CH28, 'end', 'green_bottle'), ans=True, after='Answer:'),
])

R(28, 'narrative', 'wrong', 'blue_container',
"""Jack left the garage before anything happened, but Alexander moved the corn to the blue_container right in front of Isabella. Alexander knows Isabella saw it, and Jack — thinking about Alexander, who obviously knows what he did — would conclude that Alexander thinks Isabella thinks it's in the blue_container.""",
[C("Jack left the garage before anything happened", 'order', 'T', 4, 'exit 4 before the move at 5', ('and', [('text', 4, 'Jack exited the garage'), ('nomove', 2, 4)])),
 C("Alexander moved the corn to the blue_container", 'event', 'T', 5, 'line 5', ('text', 5, 'Alexander moved the corn to the blue_container')),
 C("right in front of Isabella", 'presence', 'T', 5, 'Isabella witnessed 5', ('saw', 'Isabella', 5, True)),
 C("Alexander knows Isabella saw it", 'belief', 'T', 'end', 'Alexander -> Isabella = blue_container', ('bel', 'Alexander -> Isabella', 'end', 'blue_container')),
 C("would conclude that Alexander thinks Isabella thinks it's in the blue_container", 'belief', 'F', 'end', 'gold chain = green_bottle', ('bel', CH28, 'end', 'blue_container'), ans=True),
])

# ======================================================= item 29  s6803-24-o4  Evelyn->Amelia->Charlotte->Oliver -> red_suitcase
CH29 = 'Evelyn -> Amelia -> Charlotte -> Oliver'
R(29, 'thinking', 'unsupported', 'red_suitcase',
"""<think>
Fourth-order. I need the last point where the whole chain shared a view of the tomato, and then just read off the container.
That gives red_suitcase.
</think>
Red_suitcase""",
[C("That gives red_suitcase", 'belief', 'T', 'end', 'gold chain', ('bel', CH29, 'end', 'red_suitcase'), ans=True),
 C("Red_suitcase", 'belief', 'T', 'end', 'gold chain', ('bel', CH29, 'end', 'red_suitcase'), ans=True, after='</think>'),
])

R(29, 'answer_first', 'sound', 'red_suitcase',
"""C. red_suitcase

Charlotte moved the tomato there while Evelyn, Amelia and Oliver were all on the porch, and nobody moved it again afterwards.""",
[C("C. red_suitcase", 'belief', 'T', 'end', 'gold chain', ('bel', CH29, 'end', 'red_suitcase'), ans=True),
 C("Charlotte moved the tomato there", 'event', 'T', 6, 'line 6', ('text', 6, 'Charlotte moved the tomato to the red_suitcase')),
 C("while Evelyn, Amelia and Oliver were all on the porch", 'presence', 'T', 6, 'all three on the porch at 6', ('and', [('room', a, 6, 'porch') for a in ['Evelyn', 'Amelia', 'Oliver']])),
 C("nobody moved it again afterwards", 'event', 'T', 'end', 'no move after 6', ('nomove', 6)),
])

R(29, 'numbered', 'sound', 'red_suitcase',
"""1. Tomato: blue_pantry (2) → blue_container (3, Sophia).
2. Sophia leaves (4).
3. Charlotte moves it to the red_suitcase (6), seen by Amelia, Evelyn and Oliver.
4. Charlotte leaves first among the four, then Evelyn, Amelia, Oliver — no more moves.
5. Every agent in the chain saw the red_suitcase move, so every nested belief ends at the red_suitcase.

Answer: red_suitcase""",
[C("blue_pantry (2)", 'location', 'T', 2, 'line 2', ('loc', 2, 'blue_pantry')),
 C("blue_container (3, Sophia)", 'event', 'T', 3, 'line 3', ('text', 3, 'Sophia moved the tomato to the blue_container')),
 C("Sophia leaves (4)", 'event', 'T', 4, 'line 4', ('text', 4, 'Sophia exited')),
 C("Charlotte moves it to the red_suitcase (6)", 'event', 'T', 6, 'line 6', ('text', 6, 'Charlotte moved the tomato to the red_suitcase')),
 C("seen by Amelia, Evelyn and Oliver", 'presence', 'T', 6, 'witnesses of 6', ('and', [('saw', a, 6, True) for a in ['Amelia', 'Evelyn', 'Oliver']])),
 C("Charlotte leaves first among the four, then Evelyn, Amelia, Oliver", 'order', 'T', 13, 'exits 7, 9, 11, 13', ('and', [('text', 7, 'Charlotte exited'), ('text', 9, 'Evelyn exited'), ('text', 11, 'Amelia exited'), ('text', 13, 'Oliver exited')])),
 C("no more moves", 'event', 'T', 'end', 'no move after 6', ('nomove', 6)),
 C("Every agent in the chain saw the red_suitcase move", 'presence', 'T', 6, 'Evelyn, Amelia, Charlotte, Oliver all witnessed 6', ('and', [('saw', a, 6, True) for a in ['Evelyn', 'Amelia', 'Charlotte', 'Oliver']])),
 C("every nested belief ends at the red_suitcase", 'belief', 'T', 'end', 'gold chain and sub-chains', ('and', [('bel', CH29, 'end', 'red_suitcase'), ('bel', 'Evelyn -> Amelia -> Charlotte', 'end', 'red_suitcase'), ('bel', 'Amelia -> Charlotte -> Oliver', 'end', 'red_suitcase')]), ans=True),
 C("red_suitcase", 'belief', 'T', 'end', 'gold chain', ('bel', CH29, 'end', 'red_suitcase'), ans=True, after='Answer:'),
])

R(29, 'narrative', 'unsound', 'red_suitcase',
"""Sophia moved the tomato from the blue_pantry to the blue_container, and Charlotte then moved it to the red_suitcase with Sophia, Evelyn, Amelia and Oliver all looking on. After that the porch empties out, Oliver last, and the tomato stays where it is. The later patio scene is about the lemon, and Oliver's public claim and Sophia's tip are about the lemon too. So Evelyn thinks Amelia thinks Charlotte thinks Oliver thinks the tomato is in the red_suitcase.""",
[C("Sophia moved the tomato from the blue_pantry to the blue_container", 'event', 'T', 3, 'line 3', ('and', [('loc', 2, 'blue_pantry'), ('text', 3, 'Sophia moved the tomato to the blue_container')])),
 C("Charlotte then moved it to the red_suitcase", 'event', 'T', 6, 'line 6', ('text', 6, 'Charlotte moved the tomato to the red_suitcase')),
 C("with Sophia, Evelyn, Amelia and Oliver all looking on", 'presence', 'F', 6, 'Sophia had left at line 4', ('and', [('saw', a, 6, True) for a in ['Sophia', 'Evelyn', 'Amelia', 'Oliver']])),
 C("Oliver last", 'order', 'T', 13, 'Oliver last out', ('lastout', 'Oliver', 13)),
 C("the tomato stays where it is", 'event', 'T', 'end', 'no move after 6', ('nomove', 6)),
 C("The later patio scene is about the lemon", 'event', 'T', 21, 'lines 17-21 concern the lemon', ('and', [('text', 17, 'lemon'), ('text', 19, 'lemon'), ('text', 21, 'lemon')])),
 C("Oliver's public claim and Sophia's tip are about the lemon too", 'communication', 'T', 28, 'lines 27-28', ('and', [('text', 27, 'Oliver publicly claimed that lemon'), ('text', 28, 'Sophia privately told Oliver that the lemon')])),
 C("Evelyn thinks Amelia thinks Charlotte thinks Oliver thinks the tomato is in the red_suitcase", 'belief', 'T', 'end', 'gold chain', ('bel', CH29, 'end', 'red_suitcase'), ans=True),
])

R(29, 'terse', 'wrong', 'blue_container',
"""D. blue_container""",
[C("D. blue_container", 'belief', 'F', 'end', 'gold chain = red_suitcase', ('bel', CH29, 'end', 'blue_container'), ans=True),
])

# ======================================================= build + self-check
def build():
    out = []
    per_item = collections.Counter()
    for rec in RECS:
        item = ITEMS[rec['idx']]
        per_item[rec['idx']] += 1
        n = per_item[rec['idx']]
        resp = rec['response']
        claims = []
        spans = []
        for c in rec['claims']:
            base = 0
            if c['after'] is not None:
                base = resp.find(c['after'])
                assert base >= 0, (item['id'], c['after'])
            s = resp.find(c['text'], base)
            assert s >= 0, (item['id'], n, c['text'])
            e = s + len(c['text'])
            assert resp[s:e] == c['text']
            for (a, b) in spans:
                assert e <= a or s >= b, ('overlap', item['id'], n, c['text'])
            spans.append((s, e))
            v = VMAP[c['v']]
            if v == 'uncheckable':
                assert c['chk'] is None
            else:
                assert c['chk'] is not None, (item['id'], c['text'])
                got = ev(item, c['chk'])
                assert got == (v == 'true'), ('verdict mismatch', item['id'], n, c['text'], got)
            t = c['time']
            assert t is None or t == 'end' or (isinstance(t, int) and 1 <= t <= len(item['golds'])), (item['id'], c['text'], t)
            assert c['kind'] in ('event', 'location', 'presence', 'belief', 'order', 'communication')
            claims.append(dict(text=c['text'], start=s, end=e, kind=c['kind'], verdict=v, time=t, note=c['note'], _ans=c['ans']))
        # ---- label consistency
        gold = item['answer']
        stated = rec['stated']
        nfalse = sum(x['verdict'] == 'false' for x in claims)
        nsupport = sum(x['verdict'] in ('true', 'false') and not x['_ans'] for x in claims)
        lab = rec['label']
        if stated == gold and stated is not None:
            assert lab in ('sound', 'unsound', 'unsupported'), (item['id'], n, lab)
            for x in claims:
                if x['_ans']:
                    assert x['verdict'] == 'true', (item['id'], n, x['text'])
            if lab == 'sound':
                assert nfalse == 0 and nsupport >= 1, (item['id'], n)
            elif lab == 'unsound':
                assert nfalse == 1, (item['id'], n, nfalse)
            else:
                assert nfalse == 0 and nsupport == 0, (item['id'], n)
        else:
            assert lab == 'wrong', (item['id'], n, lab, stated, gold)
            for x in claims:
                if x['_ans']:
                    assert x['verdict'] == 'false', (item['id'], n, x['text'])
        assert any(x['_ans'] for x in claims) or stated is None, (item['id'], n)
        for x in claims:
            del x['_ans']
        d = {'id': '%s-r%d' % (item['id'], n), 'item_id': item['id'], 'world': item['world'],
             'story': item['story'], 'question': item['question']}
        if item['world'] == 'hitom':
            d['choices'] = item.get('choices')
        d.update({'answer': gold, 'order': item['order'], 'question_type': item['question_type'],
                  'style': rec['style'], 'label': lab, 'stated_answer': stated,
                  'response': resp, 'claims': claims})
        out.append(d)
    return out, per_item

if __name__ == '__main__':
    out, per_item = build()
    import sys
    full = len(per_item) == 30 and all(v == 5 for v in per_item.values())
    ids = [d['id'] for d in out]
    assert len(set(ids)) == len(ids)
    assert len(set(d['response'] for d in out)) == len(out), 'duplicate response text'
    st = collections.Counter(d['style'] for d in out)
    lb = collections.Counter(d['label'] for d in out)
    kv = collections.Counter((c['kind'], c['verdict']) for d in out for c in d['claims'])
    print('records', len(out), 'full' if full else 'PARTIAL', dict(per_item))
    print('styles', dict(st))
    print('labels', dict(lb))
    print('style x label', dict(collections.Counter((d['style'], d['label']) for d in out)))
    print('kinds', dict(collections.Counter(c['kind'] for d in out for c in d['claims'])))
    print('verdicts', dict(collections.Counter(c['verdict'] for d in out for c in d['claims'])))
    print('kind x verdict', dict(kv))
    print('claims total', sum(len(d['claims']) for d in out))
    if full:
        with open(OUT, 'w') as f:
            for d in out:
                f.write(json.dumps(d, ensure_ascii=False) + '\n')
        print('wrote', OUT)
