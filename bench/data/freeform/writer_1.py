#!/usr/bin/env python3
"""Writer for the blind free-form ToM test set (blind_1.jsonl).

Reads golds_1.jsonl (stories + per-line engine golds), writes responses in
several chat-model styles with claim spans whose verdicts are computed from
the golds (never from intuition).  Every claim is built from a structured
proposition; the verdict is evaluated against the golds and checked against
what the writer intended (true claim / planted false claim).
"""
import json, re, random, collections, os

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'golds_1.jsonl')
OUT = os.path.join(HERE, 'blind_1.jsonl')

# ----------------------------------------------------------------- parsing

def parse_line(text):
    t = text.strip().rstrip('.')
    m = re.match(r'^(.*) entered the (\w+)$', t)
    if m:
        return ('enter', re.split(r', | and ', m.group(1)), m.group(2))
    m = re.match(r'^(\w+) exited the (\w+)$', t)
    if m:
        return ('exit', m.group(1), m.group(2))
    m = re.match(r'^The (\w+) is in the (\w+)$', t)
    if m:
        return ('place', m.group(1), m.group(2))
    m = re.match(r'^(\w+) moved the (\w+) to the (\w+)$', t)
    if m:
        return ('move', m.group(1), m.group(2), m.group(3))
    m = re.match(r'^(\w+) made no movements and stayed in the (\w+) for 1 minute$', t)
    if m:
        return ('stay', m.group(1), m.group(2))
    m = re.match(r'^(\w+) publicly claimed that (\w+) is in the (\w+)$', t)
    if m:
        return ('pclaim', m.group(1), None, m.group(2), m.group(3))
    m = re.match(r'^(\w+) privately told (\w+) that the (\w+) is in the (\w+)$', t)
    if m:
        return ('ptell', m.group(1), m.group(2), m.group(3), m.group(4))
    return ('noise', text.strip())


def qinfo(r):
    q = r['question']
    g0 = r['golds'][0]
    bk = [k for k in g0 if k.startswith('beliefs_about_')][0]
    obj = bk[len('beliefs_about_'):]
    if re.match(r'Where is the (\w+) really\?', q):
        return obj, bk, 'reality', []
    if re.match(r'Where was the (\w+) at the beginning\?', q):
        return obj, bk, 'memory', []
    m = re.match(r'Where does (\w+) really think the (\w+) is\?', q)
    if m:
        return obj, bk, 'belief', [m.group(1)]
    m = re.match(r'Where will (\w+) look for the (\w+)\?', q)
    if m:
        return obj, bk, 'belief', [m.group(1)]
    m = re.match(r'Where does (\w+) think that (\w+) searches for the (\w+)\?', q)
    if m:
        return obj, bk, 'belief', [m.group(1), m.group(2)]
    m = re.match(r'Where does (.*) the (\w+) is\?', q)
    if m:
        return obj, bk, 'belief', re.findall(r'(\w+) thinks?', m.group(1))
    raise ValueError(q)


FEM = set('Emily Isla Lily Hannah Olivia Mila Chloe Charlotte Abigail Isabella Mia Ella Evelyn Sophia Aria '
          'Emma Amelia Elizabeth Ava Gracie Harper Zoey Avery Madison Sofia Scarlett Victoria Grace Nora '
          'Hazel Layla Aubrey Ellie Stella Natalie Zoe Leah Addison'.split())
MASC = set('Logan Liam Jacob William Aiden Noah Mason Jackson Jayden Lucas Alexander Oliver Benjamin Carter '
           'James Jack Owen Nathan Ethan Elijah Michael Daniel Matthew Henry Sebastian David Joseph Samuel '
           'John Wyatt Luke Gabriel Anthony Isaac Dylan Lincoln'.split())
FEM.discard('Avery')


class World:
    def __init__(self, r):
        self.r = r
        self.rows = r['golds']
        self.N = len(self.rows)
        self.obj, self.bk, self.qt, self.chain = qinfo(r)
        self.ev = {g['line']: parse_line(g['text']) for g in self.rows}
        self.agents = list(self.rows[0]['agents_room'].keys())
        self.hitom = r['world'] == 'hitom'
        self.letters = {}
        if r.get('choices'):
            for part in r['choices'].split(', '):
                L, c = part.split('. ', 1)
                self.letters[c.strip()] = L.strip()
        self.place_line = [l for l in range(1, self.N + 1)
                           if self.ev[l][0] == 'place' and self.ev[l][1] == self.obj][0]
        self.objroom = self.rows[self.place_line - 1]['agents_room'][self.wit(self.place_line)[0]]
        story_cs = set()
        for e in self.ev.values():
            if e[0] == 'place':
                story_cs.add(e[2])
            elif e[0] == 'move':
                story_cs.add(e[3])
            elif e[0] in ('pclaim', 'ptell'):
                story_cs.add(e[4])
        self.containers = sorted({c for g in self.rows for c in g['objects'].values() if c}
                                 | set(self.letters.keys()) | story_cs)

    # gold accessors
    def row(self, t):
        return self.rows[-1] if t == 'end' else self.rows[t - 1]

    def has(self, ch):
        return ' -> '.join(ch) in self.rows[0][self.bk]

    def bel(self, ch, t):
        return self.row(t)[self.bk][' -> '.join(ch)]

    def loc(self, t, o=None):
        return self.row(t)['objects'].get(o or self.obj)

    def wit(self, t):
        return self.row(t)['witnessed_by']

    def text(self, l):
        return self.rows[l - 1]['text']

    def exits(self, a, room=None, after=0):
        return [l for l in range(after + 1, self.N + 1) if self.ev[l][0] == 'exit' and self.ev[l][1] == a
                and (room is None or self.ev[l][2] == room)]

    def first_exit(self, a):
        xs = self.exits(a, self.objroom, self.place_line)
        return xs[0] if xs else None

    def moves(self):
        return [l for l in range(1, self.N + 1) if self.ev[l][0] == 'move' and self.ev[l][2] == self.obj]

    def comms(self):
        return [l for l in range(1, self.N + 1) if self.ev[l][0] in ('pclaim', 'ptell')]

    # ------------------------------------------------------------ evaluation
    def ok_line(self, l):
        return isinstance(l, int) and 1 <= l <= self.N

    def evaluate(self, p):
        k = p[0]
        if k == 'unc':
            return None
        if k == 'move':
            a, o, c, l = p[1:]
            return self.ok_line(l) and self.ev[l] == ('move', a, o, c)
        if k == 'place':
            o, c, l = p[1:]
            return self.ok_line(l) and self.ev[l] == ('place', o, c)
        if k == 'exit':
            a, l = p[1:]
            return self.ok_line(l) and self.ev[l][0] == 'exit' and self.ev[l][1] == a
        if k == 'enter':
            a, l = p[1:]
            return self.ok_line(l) and self.ev[l][0] == 'enter' and a in self.ev[l][1]
        if k == 'noise':
            l, txt = p[1:]
            return self.ok_line(l) and self.text(l).startswith(txt)
        if k == 'comm':
            l, tup = p[1:]
            return self.ok_line(l) and self.ev[l] == tup
        if k == 'loc':
            o, t, c = p[1:]
            return self.loc(t, o) == c
        if k == 'saw':
            a, t, b = p[1:]
            return (a in self.wit(t)) == b
        if k == 'saw_all':
            ags, t = p[1:]
            return all(a in self.wit(t) for a in ags)
        if k == 'bel':
            ch, t, c = p[1:]
            return self.bel(ch, t) == c
        if k == 'bel_all':
            chs, t, c = p[1:]
            return all(self.bel(ch, t) == c for ch in chs)
        if k == 'order':
            l1, l2, rel = p[1:]
            return (l1 > l2) if rel == 'after' else (l1 < l2)
        if k == 'changed':
            ch, l, c = p[1:]
            return self.bel(ch, l) == c and self.bel(ch, l - 1) != c
        if k == 'unchanged':
            ch, l = p[1:]
            return self.bel(ch, l) == self.bel(ch, l - 1)
        if k == 'noeffect':
            l = p[1]
            return self.row(l)[self.bk] == self.row(l - 1)[self.bk]
        raise ValueError(p)

    def note(self, p, v):
        k = p[0]
        if k == 'unc':
            return p[1] if len(p) > 1 else 'not determinable from the golds'
        if k in ('move', 'place', 'exit', 'enter', 'noise', 'comm'):
            l = p[-1] if k not in ('noise', 'comm') else p[1]
            if self.ok_line(l):
                return 'line %d: "%s"' % (l, self.text(l))
            return 'no line %s in the story' % l
        if k == 'loc':
            return 'gold objects after %s: %s in %s' % (self.tname(p[2]), p[1], self.loc(p[2], p[1]))
        if k == 'saw':
            return 'witnessed_by at line %d: %s' % (p[2], ', '.join(self.wit(p[2])) or 'nobody')
        if k == 'saw_all':
            return 'witnessed_by at line %d: %s' % (p[2], ', '.join(self.wit(p[2])) or 'nobody')
        if k == 'bel':
            return 'gold %s at %s: %s' % (' -> '.join(p[1]), self.tname(p[2]), self.bel(p[1], p[2]))
        if k == 'bel_all':
            return 'gold at %s: ' % self.tname(p[2]) + '; '.join(
                '%s = %s' % (' -> '.join(ch), self.bel(ch, p[2])) for ch in p[1])
        if k == 'order':
            return 'line %d vs line %d: "%s" / "%s"' % (p[1], p[2], self.text(p[1]), self.text(p[2]))
        if k in ('changed', 'unchanged'):
            ch, l = p[1], p[2]
            return '%s: %s before line %d, %s after' % (' -> '.join(ch), self.bel(ch, l - 1), l, self.bel(ch, l))
        if k == 'noeffect':
            return 'no belief about the %s changes at line %d' % (self.obj, p[1]) if v else \
                'beliefs about the %s change at line %d' % (self.obj, p[1])
        return ''

    def tname(self, t):
        return 'the end (line %d)' % self.N if t == 'end' else 'line %d' % t


# ----------------------------------------------------------------- response context

class Ctx:
    """One response being written: segments, claims, wording choices."""

    def __init__(self, W, seed, plant_kind=None, plant_idx=None, wrong=None, plant_filter=None):
        self.W = W
        self.plant_filter = plant_filter
        self.rng = random.Random(seed)
        self.plant_kind = plant_kind
        self.plant_idx = plant_idx
        self.cand = 0
        self.planted = 0
        self.wrong = wrong
        rng = self.rng
        self.spaced = rng.random() < 0.35
        self.lr_style = rng.choice(['(line %d)', '(line %d)', '(step %d)', 'at line %d', 'in line %d', '(%d)',
                                    '(L%d)'])
        self.it_style = rng.random()

    # wording helpers
    def cd(self, c):
        return c.replace('_', ' ') if self.spaced else c

    def lr(self, n):
        return self.lr_style % n

    def ch(self, *opts):
        return self.rng.choice(opts)

    def pron(self, a):
        if a in FEM:
            return 'she'
        if a in MASC:
            return 'he'
        return 'they'

    def poss(self, a):
        return {'she': 'her', 'he': 'his', 'they': 'their'}[self.pron(a)]

    def obj_pron(self, a):
        return {'she': 'her', 'he': 'him', 'they': 'them'}[self.pron(a)]

    # a claim segment
    def c(self, kind, text, prop, ftext=None, fprop=None, final=False, time=None, intended=None):
        use_false = False
        if ftext is not None and not final and kind == self.plant_kind and \
                (self.plant_filter is None or self.plant_filter(prop)):
            if self.plant_idx is not None and self.cand == self.plant_idx:
                use_false = True
            self.cand += 1
        if use_false:
            text, prop = ftext, fprop
            self.planted += 1
        W = self.W
        v = W.evaluate(prop)
        want = intended
        if want is None:
            want = (not use_false) if prop[0] != 'unc' else None
        verdict = 'uncheckable' if v is None else ('true' if v else 'false')
        expect = 'uncheckable' if want is None else ('true' if want else 'false')
        if verdict != expect:
            raise AssertionError('verdict mismatch %s: %r %r -> %s' % (W.r['id'], text, prop, verdict))
        if time is None:
            time = default_time(prop)
        return {'text': text, 'kind': kind, 'verdict': verdict, 'time': time, 'note': W.note(prop, v),
                'planted': use_false, 'final': final, 'prop': prop}


def default_time(p):
    k = p[0]
    if k in ('move', 'place', 'exit', 'enter'):
        return p[-1]
    if k in ('noise', 'comm'):
        return p[1]
    if k in ('loc', 'bel', 'bel_all'):
        return p[2]
    if k in ('saw', 'saw_all'):
        return p[2]
    if k in ('changed', 'unchanged'):
        return p[2]
    if k == 'noeffect':
        return p[1]
    return None


def cap(s):
    return s[:1].upper() + s[1:] if s else s


def seg_cap(segs):
    """capitalise the first character of a segment list"""
    if not segs:
        return segs
    s0 = segs[0]
    if isinstance(s0, str):
        return [cap(s0)] + segs[1:]
    s0 = dict(s0)
    s0['text'] = cap(s0['text'])
    return [s0] + segs[1:]


# ----------------------------------------------------------------- phrase builders

def names_join(ns):
    if len(ns) == 1:
        return ns[0]
    if len(ns) == 2:
        return '%s and %s' % tuple(ns)
    return ', '.join(ns[:-1]) + ' and ' + ns[-1]


def other_container(x, W, rng, avoid=()):
    pref = [c for c in ([W.loc('end')] + [W.ev[m][3] for m in W.moves()] + [W.ev[W.place_line][2]])
            if c and c != x and c not in avoid]
    if pref and rng.random() < 0.8:
        return rng.choice(pref)
    pool = [c for c in W.containers if c != x and c not in avoid]
    if not pool:
        pool = [c for c in W.containers if c != x]
    if not pool:
        pool = [c for c in ('green_basket', 'red_box', 'blue_pantry') if c != x]
    return rng.choice(pool)


def belief_words(x, chain, c, tense='pres', alt_verb=None):
    """'A thinks B thinks the obj is in the c' in several wordings."""
    W, o, cd = x.W, x.W.obj, x.cd(c)
    rng = x.rng
    if len(chain) == 1:
        a = chain[0]
        if tense == 'past':
            return rng.choice(['%s thought the %s was in the %s' % (a, o, cd),
                               '%s believed it was in the %s' % (a, cd),
                               '%s still had it in the %s' % (a, cd)])
        opts = ['%s thinks the %s is in the %s' % (a, o, cd),
                '%s believes the %s is in the %s' % (a, o, cd),
                '%s still thinks it is in the %s' % (a, cd),
                '%s will look for the %s in the %s' % (a, o, cd),
                'as far as %s knows, the %s is in the %s' % (a, o, cd),
                '%s expects to find it in the %s' % (a, cd)]
        if not W.hitom:
            opts += ['%s would look in the %s' % (a, cd)]
        return rng.choice(opts)
    if len(chain) == 2:
        a, b = chain
        if tense == 'past':
            return rng.choice(['%s thought %s thought it was in the %s' % (a, b, cd),
                               '%s believed %s would look in the %s' % (a, b, cd)])
        opts = ['%s thinks %s thinks the %s is in the %s' % (a, b, o, cd),
                '%s believes %s thinks it is in the %s' % (a, b, cd),
                "in %s's mind, %s still expects the %s in the %s" % (a, b, o, cd),
                '%s thinks %s would look in the %s' % (a, b, cd),
                '%s assumes %s believes the %s is in the %s' % (a, b, o, cd)]
        if not W.hitom:
            opts += ['%s thinks %s will search for the %s in the %s' % (a, b, o, cd),
                     '%s thinks that %s searches in the %s' % (a, b, cd)]
        return rng.choice(opts)
    head = chain[0]
    mid = ' thinks '.join(chain[1:])
    if tense == 'past':
        return '%s thought %s thinks the %s is in the %s' % (head, mid, o, cd)
    return rng.choice(['%s thinks %s thinks the %s is in the %s' % (head, mid, o, cd),
                       '%s believes %s thinks it is in the %s' % (head, mid, cd)])


def bel_claim(x, chain, t, c, final=False, tense='pres', wrong_ok=False):
    """belief claim with a ready false variant (a different container)."""
    text = belief_words(x, chain, c, tense)
    fc = other_container(c, x.W, x.rng)
    ftext = belief_words(x, chain, fc, tense)
    intended = None
    if wrong_ok:
        intended = x.W.bel(chain, t) == c
    return x.c('belief', text, ('bel', chain, t, c), ftext, ('bel', chain, t, fc), final=final,
               intended=intended)


def enter_bel(x, a, l):
    W = x.W
    c = W.bel([a], l)
    fc = other_container(c, W, x.rng)
    f = x.ch('at that point %s knows the %s is in the %s' % (a, W.obj, '%s'), '%s sees the %s in the %s' % (a, W.obj, '%s'),
             'from then on %s has seen it in the %s' % (a, '%s') if False else '%s notices it is in the %s' % (a, '%s'))
    return x.c('belief', f % x.cd(c), ('bel', [a], l, c), f % x.cd(fc), ('bel', [a], l, fc))


def ev_move(x, l, with_line=True, short=False):
    W = x.W
    _, a, o, c = W.ev[l]
    lr = (' ' + x.lr(l)) if with_line else ''
    forms = ['%s moved the %s to the %s' % (a, o, '%s'), '%s moves the %s to the %s' % (a, o, '%s'),
             '%s put the %s in the %s' % (a, o, '%s'), '%s moves it to the %s' % (a, '%s'),
             '%s relocated the %s to the %s' % (a, o, '%s')]
    f = x.rng.choice(forms)
    text = (f % x.cd(c)) + lr
    r = x.rng.random()
    # false variants: wrong container, wrong agent, or wrong line number
    if r < 0.45:
        fc = other_container(c, W, x.rng, avoid=(W.loc(l - 1),))
        ftext, fprop = (f % x.cd(fc)) + lr, ('move', a, o, fc, l)
    elif r < 0.75 or not with_line:
        others = [b for b in W.agents if b != a]
        b = x.rng.choice(others)
        ftext, fprop = (f.replace(a, b, 1) % x.cd(c)) + lr, ('move', b, o, c, l)
    else:
        cands = [l2 for l2 in (l + 1, l - 1, l + 2, l - 2) if W.ok_line(l2) and W.ev[l2] != W.ev[l]]
        l2 = cands[0]
        ftext, fprop = (f % x.cd(c)) + ' ' + x.lr(l2), ('move', a, o, c, l2)
    return x.c('event', text, ('move', a, o, c, l), ftext, fprop)


def ev_place(x, l):
    W = x.W
    _, o, c = W.ev[l]
    f = x.ch('the %s starts in the %s %s', 'the %s is first in the %s %s', 'initially the %s is in the %s %s',
             'the %s begins in the %s %s')
    text = f % (o, x.cd(c), x.lr(l))
    fc = other_container(c, W, x.rng)
    return x.c('event', text, ('place', o, c, l), f % (o, x.cd(fc), x.lr(l)), ('place', o, fc, l))


def ev_exit(x, a, l, room=True):
    W = x.W
    rm = W.ev[l][2]
    f = x.ch('%s left the %s %s' % (a, rm.replace('_', ' '), '%s'), '%s exited the %s %s' % (a, rm, '%s'),
             '%s leaves %s' % (a, '%s'), '%s walks out %s' % (a, '%s'))
    text = f % x.lr(l)
    cands = [l2 for l2 in (l + 2, l - 2, l + 1, l - 1, l + 3) if W.ok_line(l2) and not W.evaluate(('exit', a, l2))]
    l2 = cands[0]
    return x.c('event', text, ('exit', a, l), f % x.lr(l2), ('exit', a, l2))


def pres(x, a, l, room_word=None):
    """presence claim: did a witness line l ?"""
    W = x.W
    saw = a in W.wit(l)
    pos = [('%s saw it' % a), ('%s was still in the room' % a), ('%s was there to see it' % a),
           ('%s watched this happen' % a), ('%s saw this' % a)]
    room = W.row(l)['agents_room'].get(W.ev[l][1]) if W.ev[l][0] == 'move' else None
    left_before = any(W.ev[k][0] == 'exit' and W.ev[k][1] == a and (room is None or W.ev[k][2] == room)
                      for k in range(1, l))
    neg = [('%s was not there' % a), ('%s missed it' % a), ('%s did not see this' % a)]
    if left_before:
        neg += [('%s had already left' % a), ("%s wasn't in the room anymore" % a)]
    tp, tn = x.rng.choice(pos), x.rng.choice(neg)
    if saw:
        return x.c('presence', tp, ('saw', a, l, True), tn, ('saw', a, l, False))
    return x.c('presence', tn, ('saw', a, l, False), tp, ('saw', a, l, True))


def order_claim(x, a, la, b, lb):
    if x.rng.random() < 0.4:   # phrase from the other agent's side
        a, la, b, lb = b, lb, a, la
        subj = a
    else:
        subj = x.pron(a) if x.pron(a) != 'they' else a
    rel = 'after' if la > lb else 'before'
    frel = 'before' if rel == 'after' else 'after'
    f = x.ch('%s left %s %s', '%s walked out %s %s', '%s exited %s %s')
    return x.c('order', f % (subj, rel, b), ('order', la, lb, rel), f % (subj, frel, b), ('order', la, lb, frel),
               time=None)


# ----------------------------------------------------------------- content planner

def key_last_change(W, ch):
    vals = [W.bel(ch, t) for t in range(1, W.N + 1)]
    vf = vals[-1]
    L = W.N
    while L > 1 and vals[L - 2] == vf:
        L -= 1
    return L, vf


def plan(x, label):
    """Return list of items (each a list of segments) in story order."""
    W = x.W
    rng = x.rng
    o = W.obj
    items = []   # (sort_line, segs)
    ch = W.chain
    members = list(dict.fromkeys(ch))
    # intro placement
    p = W.place_line
    segs = [ev_place(x, p)]
    present = W.wit(p)
    if rng.random() < 0.5:
        if set(present) == set(W.agents) and len(present) > 2:
            conn, ph = x.ch((', with ', 'everyone in the %s' % W.objroom.replace('_', ' ')),
                            (', and ', 'everyone is there to see it'), (' - ', 'all five of them see it'),
                            (', ', 'seen by everyone'))
            if ph.startswith('all five') and len(present) != 5:
                ph = 'all of them see it'
            segs += [conn, x.c('presence', ph, ('saw_all', present, p), None, None)]
        elif members and all(m in present for m in members):
            who = names_join(members) if len(members) > 1 else members[0]
            segs += [', ', x.c('presence', ('%s both see it' % who) if len(members) == 2 else
                               ('%s sees it' % who if len(members) == 1 else '%s all see it' % who),
                               ('saw_all', members, p), None, None)]
    items.append((p, seg_cap(segs + ['.'])))
    # entries (ToMi: entering agents see the object)
    if not W.hitom:
        for l in range(p + 1, W.N + 1):
            e = W.ev[l]
            if e[0] == 'enter' and W.loc(l) and e[2] == W.objroom:
                a = e[1][0]
                if a in members or rng.random() < 0.4:
                    segs = [x.c('event', '%s %s the %s %s' % (a, x.ch('entered', 'came into', 'walks into'), e[2], x.lr(l)),
                                ('enter', a, l),
                                '%s entered the %s %s' % (a, e[2], x.lr(l + 1)) if not W.evaluate(('enter', a, l + 1)) else None,
                                ('enter', a, l + 1))]
                    if W.bel([a], l) and rng.random() < 0.8:
                        segs += [x.ch(', so ', ' and ', '; '), enter_bel(x, a, l)]
                    items.append((l, seg_cap(segs + ['.'])))
    # moves with presence of chain members
    for m in W.moves():
        mover = W.ev[m][1]
        segs = [ev_move(x, m)]
        watchers = [a for a in members if a != mover]
        if not watchers:
            others = [a for a in W.agents if a != mover]
            watchers = rng.sample(others, 1) if rng.random() < 0.5 else []
        rng.shuffle(watchers)
        watchers = watchers[:2]
        if watchers:
            segs.append(x.ch('; ', ', and ', '. ', ' - '))
            for i, a in enumerate(watchers):
                c = pres(x, a, m)
                if i:
                    same = (a in W.wit(m)) == (watchers[0] in W.wit(m))
                    segs.append(x.ch(', and ', '; ') if same else '; ')
                if segs[-1] == '. ':
                    c = dict(c)
                    c['text'] = cap(c['text'])
                segs.append(c)
        items.append((m, seg_cap(segs + ['.'])))
    # exits of chain members (plus the last mover) from the object's room
    exited = []
    movers = [W.ev[m][1] for m in W.moves()]
    who_exits = members[:] if members else []
    if movers and (not members or rng.random() < 0.5):
        who_exits.append(movers[-1])
    if not W.hitom and W.qt != 'belief':
        who_exits += [a for a in W.agents if rng.random() < 0.5]
    for a in list(dict.fromkeys(who_exits)):
        l = W.first_exit(a)
        if l:
            exited.append((l, a))
    exited.sort()
    prev = None
    for l, a in exited[:4]:
        segs = [ev_exit(x, a, l)]
        r = rng.random()
        if prev and r < 0.7:
            segs += [x.ch(', so ', ', i.e. ', ' - ', '; '), order_claim(x, a, l, prev[1], prev[0])]
        elif r < 0.8 and W.loc(l):
            c = W.loc(l)
            fc = other_container(c, W, rng)
            segs += [x.ch(', when ', ' while ', ', and at that moment '),
                     x.c('location', 'the %s was in the %s' % (o, x.cd(c)), ('loc', o, l, c),
                         'the %s was in the %s' % (o, x.cd(fc)), ('loc', o, l, fc))]
        prev = (l, a)
        items.append((l, seg_cap(segs + ['.'])))
    # communications
    other_done = False
    for l in W.comms():
        e = W.ev[l]
        kind, s, lis, oo, c = e
        if oo != o:
            if other_done or rng.random() < 0.4:
                continue
            other_done = True
        if kind == 'pclaim':
            txt = x.ch('%s publicly claimed that the %s is in the %s %s' % (s, oo, x.cd(c), x.lr(l)),
                       '%s announced to everyone that the %s was in the %s %s' % (s, oo, x.cd(c), x.lr(l)),
                       '%s tells the whole room the %s is in the %s %s' % (s, oo, x.cd(c), x.lr(l)))
        else:
            txt = x.ch('%s privately told %s that the %s is in the %s %s' % (s, lis, oo, x.cd(c), x.lr(l)),
                       '%s whispered to %s that the %s was in the %s %s' % (s, lis, oo, x.cd(c), x.lr(l)),
                       '%s tells %s in private the %s is in the %s %s' % (s, lis, oo, x.cd(c), x.lr(l)))
        segs = [x.c('communication', txt, ('comm', l, e), None, None)]
        if oo != o:
            segs += [x.ch(', but ', '; ', ' - '),
                     x.c('communication', x.ch("that is about the %s, so it doesn't change anyone's belief about the %s" % (oo, o),
                                               "that only concerns the %s, not the %s, so nobody's view of the %s changes" % (oo, o, o),
                                               'this has no effect on where anyone thinks the %s is' % o),
                         ('noeffect', l), None, None)]
        else:
            effs = []   # groups of claims
            listeners = [lis] if lis else [a for a in W.agents if a != s]
            if W.bel([s], l) == W.bel([s], l - 1) and rng.random() < 0.5:
                effs.append([x.c('communication', x.ch("%s's own belief doesn't change" % s,
                                                       "it doesn't change what %s thinks" % s,
                                                       "%s's own view stays the same" % s),
                                 ('unchanged', [s], l),
                                 "%s now believes it too" % s if W.bel([s], l) != c else None,
                                 ('changed', [s], l, c))])
            pri = [a for a in listeners if a in members] + [a for a in listeners if a not in members]
            nmax = rng.choice([1, 2])
            for a in pri:
                if len(effs) >= nmax + 1:
                    break
                before, after = W.bel([a], l - 1), W.bel([a], l)
                if before == c or before is None:
                    continue
                pa = x.pron(a) if x.pron(a) != 'they' else a
                if after == c:
                    grp = [x.c('communication', x.ch('%s trusts %s' % (a, s), '%s believes %s' % (a, s),
                                                     '%s accepts the claim' % a),
                               ('changed', [a], l, c),
                               x.ch("%s doesn't trust %s" % (a, s), '%s ignores it' % a),
                               ('unchanged', [a], l))]
                    la, ls = W.first_exit(a), W.first_exit(s)
                    if grp[0]['planted']:
                        la = None
                    if la and ls and la != ls and rng.random() < 0.5:
                        rel = 'after' if ls > la else 'before'
                        frel = 'before' if rel == 'after' else 'after'
                        grp += [x.ch(' because ', ', since ', ' as '),
                                x.c('order', '%s left the %s %s %s did' % (s, W.objroom.replace('_', ' '), rel, a),
                                    ('order', ls, la, rel),
                                    '%s left the %s %s %s did' % (s, W.objroom.replace('_', ' '), frel, a),
                                    ('order', ls, la, frel), time=None)]
                    if rng.random() < 0.6 and not grp[0]['planted']:
                        grp += [', so ', x.c('belief', 'after line %d %s thinks it is in the %s' % (l, pa, x.cd(c)),
                                             ('bel', [a], l, c),
                                             'after line %d %s still thinks it is in the %s' % (l, pa, x.cd(before)),
                                             ('bel', [a], l, before))]
                else:
                    grp = [x.c('communication', x.ch("%s doesn't trust %s" % (a, s),
                                                     "%s doesn't buy it" % a, '%s ignores the claim' % a),
                               ('unchanged', [a], l),
                               x.ch('%s trusts %s' % (a, s), '%s believes %s' % (a, s)),
                               ('changed', [a], l, c))]
                    if rng.random() < 0.5 and not grp[0]['planted']:
                        grp += [x.ch(' and keeps ', ', sticking with '),
                                x.c('belief', 'the %s as of line %d' % (x.cd(after), l) if False else
                                    '%s belief in the %s' % (x.poss(a), x.cd(after)),
                                    ('bel', [a], l, after), '%s belief in the %s' % (x.poss(a), x.cd(c)),
                                    ('bel', [a], l, c))]
                effs.append(grp)
            if effs:
                segs.append(x.ch('. ', '; ', ' - '))
                for i, grp in enumerate(effs):
                    if i:
                        segs.append(x.ch('; ', '. ', ', and '))
                    if segs[-1] == '. ':
                        g0 = dict(grp[0])
                        g0['text'] = cap(g0['text'])
                        grp = [g0] + grp[1:]
                    segs.extend(grp)
        items.append((l, seg_cap(segs + ['.'])))
    # occasional distractor line (true event)
    noise = [l for l in range(1, W.N + 1) if W.ev[l][0] == 'noise']
    if noise and rng.random() < 0.25:
        l = rng.choice(noise)
        t = W.text(l).rstrip('.')
        lead, tail = x.ch(('Line %d says ' % l, ', which is irrelevant.'), ('Line %d (' % l, ') is just a distractor.'),
                          ('The detail that ', ' (line %d) does not matter.' % l))
        items.append((l, [lead, x.c('event', t, ('noise', l, t), None, None), tail]))
    items.sort(key=lambda z: z[0])
    return [s for _, s in items]


def belief_items(x):
    """inner-to-outer sub-chain conclusions (not the final chain), with reasons."""
    W = x.W
    ch = W.chain
    out = []
    keys = [ch[i:] for i in range(len(ch) - 1, 0, -1) if W.has(ch[i:])]
    if len(ch) >= 3 and W.has(ch[:-1]) and x.rng.random() < 0.5:
        keys.append(ch[:-1])
    for k in keys:
        L, vf = key_last_change(W, k)
        if vf is None:
            continue
        segs = []
        self_move = len(set(k)) == 1 and W.ev[L][0] == 'move' and W.ev[L][1] == k[0]
        if self_move and x.rng.random() < 0.7:
            segs += [x.c('event', '%s made the last move %s' % (k[0], x.lr(L)) if L == W.moves()[-1] else
                         '%s moved it there %s' % (k[0], x.lr(L)),
                         ('move', k[0], W.obj, vf, L), None, None) if L == W.moves()[-1] else
                     x.c('event', '%s moved it to the %s %s' % (k[0], x.cd(vf), x.lr(L)),
                         ('move', k[0], W.obj, vf, L), None, None),
                     x.ch(', so ', '; hence ')]
            segs.append(bel_claim(x, k, 'end', vf))
        elif not self_move and x.rng.random() < 0.6 and W.ev[L][0] in ('place', 'move') and all(a in W.wit(L) for a in k):
            who = names_join(list(dict.fromkeys(k)))
            both = 'both ' if len(set(k)) == 2 else ('all ' if len(set(k)) > 2 else '')
            segs += [x.c('presence', x.ch('%s were %sthere %s' % (who, both, x.lr(L)),
                                          '%s %ssaw the %s go into the %s %s' % (who, both, W.obj, x.cd(vf), x.lr(L)))
                         if len(set(k)) > 1 else '%s saw it %s' % (who, x.lr(L)),
                         ('saw_all', k, L), None, None), x.ch(', so ', '; therefore ', ', which means ')]
            segs.append(bel_claim(x, k, 'end', vf))
        else:
            segs.append(bel_claim(x, k, 'end', vf))
        out.append(seg_cap(segs + ['.']))
    return out


def final_item(x, label):
    W = x.W
    o = W.obj
    ans = x.wrong if x.wrong else W.r['answer']
    if W.qt == 'belief':
        c = bel_claim(x, W.chain, 'end', ans, final=True, wrong_ok=True)
        lead = x.ch('So ', 'Therefore, ', 'Putting it together, ', 'That means ', 'Hence ')
        return [lead, c, '.'], c
    if W.qt == 'reality':
        txt = x.ch('the %s is really in the %s' % (o, x.cd(ans)), 'the %s is now in the %s' % (o, x.cd(ans)),
                   'the %s ends up in the %s' % (o, x.cd(ans)), 'it is actually in the %s' % x.cd(ans))
        c = x.c('location', txt, ('loc', o, 'end', ans), final=True, intended=W.loc('end') == ans)
        return [x.ch('So ', 'Therefore ', 'In the end '), c, '.'], c
    # memory
    p = W.place_line
    txt = x.ch('the %s was in the %s at the beginning' % (o, x.cd(ans)),
               'it was originally in the %s' % x.cd(ans), 'the %s started out in the %s' % (o, x.cd(ans)))
    c = x.c('location', txt, ('loc', o, p, ans), final=True, intended=W.loc(p) == ans, time=p)
    return [x.ch('So ', 'Therefore ', 'So, '), c, '.'], c


def wrong_choice(W, rng):
    ans = W.r['answer']
    cands = []
    if W.qt == 'belief':
        cands.append(W.loc('end'))
        for i in range(1, len(W.chain)):
            if W.has(W.chain[i:]):
                cands.append(W.bel(W.chain[i:], 'end'))
        cands.append(W.bel(W.chain[:1], 'end'))
        cands.append(W.ev[W.place_line][2])
        for l in W.comms():
            if W.ev[l][3] == W.obj:
                cands.append(W.ev[l][4])
    elif W.qt == 'reality':
        cands += [W.ev[W.place_line][2]] + [W.ev[m][3] for m in W.moves()]
        cands += [W.bel([a], 'end') for a in W.agents]
        for l in W.comms():
            if W.ev[l][3] == W.obj:
                cands.append(W.ev[l][4])
    else:
        cands += [W.loc('end')] + [W.ev[m][3] for m in W.moves()]
    cands = [c for c in cands if c and c != ans]
    if not cands:
        cands = [c for c in W.containers if c != ans]
    # prefer the most "tempting" ones (first listed) but keep variety
    return cands[0] if rng.random() < 0.5 else rng.choice(cands)


def wrong_choice2(W, rng):
    """wrong answer + optional predicate of claims whose items the mistaken response leaves out"""
    ans = W.r['answer']
    mv = W.moves()
    if W.qt == 'reality' and mv and rng.random() < 0.7:
        last = mv[-1]
        prev = W.loc(last - 1)
        if prev and prev != ans:
            return prev, (lambda p, last=last: p[0] == 'move' and p[-1] == last)
    if W.qt == 'memory' and mv and rng.random() < 0.6:
        first = W.ev[mv[0]][3]
        if first != ans:
            pl = W.place_line
            return first, (lambda p, pl=pl: p[0] == 'place' and p[-1] == pl)
    return wrong_choice(W, rng), None


# ----------------------------------------------------------------- answer formatting

def ans_token(x, c, form):
    W = x.W
    L = W.letters.get(c)
    cd = x.cd(c) if form not in ('raw', 'boxed') else c
    if form == 'letter' and L:
        return L
    if form == 'lc' and L:
        return '%s. %s' % (L, cd)
    if form == 'boxed':
        return '\\boxed{%s}' % (('%s. %s' % (L, c)) if (L and x.rng.random() < 0.3) else c)
    if form == 'bracket':
        return '[%s]' % c
    return cd


# ----------------------------------------------------------------- joining

def assemble(parts):
    """parts: list of str / claim dicts -> (text, claims)"""
    out = ''
    claims = []
    for p in parts:
        if isinstance(p, str):
            out += p
        else:
            s = len(out)
            out += p['text']
            cl = dict(p)
            cl['start'], cl['end'] = s, len(out)
            claims.append(cl)
    return out, claims


def flat(item_list, sep):
    out = []
    for i, it in enumerate(item_list):
        if i:
            out.append(sep)
        out.extend(it)
    return out


def strip_dot(it):
    if it and isinstance(it[-1], str) and it[-1].endswith('.'):
        return it[:-1] + [it[-1][:-1]] if it[-1][:-1] else it[:-1]
    return it


UNC_REMARKS = [
    ('%s clearly wanted to keep the %s away from the others', 'motive of {a}, not in the golds', 'event'),
    ('%s was trying to mislead the group', 'motive of {a}, not in the golds', 'communication'),
    ('things got confusing for everyone after that', 'vague, no determinate content', 'belief'),
    ('%s seemed in a hurry', 'state of mind, not in the golds', 'event'),
    ('nobody really kept track of the %s', 'vague, no determinate time or content', 'belief'),
]


def unc_remark(x):
    W = x.W
    f, why, kind = x.rng.choice(UNC_REMARKS)
    movers = [W.ev[m][1] for m in W.moves()] or W.agents
    a = x.rng.choice(movers)
    if f.startswith('nobody'):
        txt = f % W.obj
    elif f.count('%s') == 2:
        txt = f % (a, W.obj)
    elif '%s' in f:
        txt = f % a
    else:
        txt = f
    return x.c(kind, txt, ('unc', why.format(a=a)))


# ----------------------------------------------------------------- styles

def intro_line(x):
    W = x.W
    if W.qt == 'belief' and len(W.chain) > 1:
        return x.ch('We need to track nested beliefs here.', 'This is a nested-belief question, so I will work from the inside out.',
                    "Let me trace who saw each move of the %s." % W.obj, '')
    return x.ch('Let me trace the %s through the story.' % W.obj, "Let's follow the %s step by step." % W.obj,
                "Let me track where the %s goes and who is watching." % W.obj, '')


def style_answer_first(x, label, body, fin):
    W = x.W
    form = x.ch('lc', 'lc', 'plain') if W.hitom else 'plain'
    tok = ans_token(x, x.stated, form) if x.stated else None
    head = x.ch('**Answer: %s**', '%s', '**%s**', 'Answer: %s') % tok if tok else \
        x.ch('**Answer: cannot be determined with certainty**', 'Answer: unclear')
    parts = [head, '\n\n']
    if label == 'unsupported':
        parts += fin + ([' '] if x.rng.random() < 0.5 else [])
        if parts[-1] == ' ':
            parts += [x.ch('The key is tracking who was present for each change.',
                           'This follows from who observed which events.',
                           'It comes down to careful tracking of the story.')]
        return parts
    parts.append(x.ch('Explanation:\n', '**Explanation:**\n', 'Reasoning:\n', ''))
    bullets = x.rng.random() < 0.7
    its = [it for it in body + [fin] if it]
    if bullets:
        for i, it in enumerate(its):
            parts += ['- '] + strip_dot(it) + ['.\n' if i < len(its) - 1 else '.']
    else:
        parts += flat(its, ' ')
    if x.hedge:
        parts += ['\n\n'] + x.hedge
    return parts


def style_numbered(x, label, body, fin):
    W = x.W
    variant = x.ch('qwen', 'llama_steps', 'llama_bold')
    parts = []
    if variant == 'qwen':
        parts.append(x.ch("Let's think step by step.\n\n", "Let's think step by step:\n", 'Step-by-step reasoning:\n\n'))
    elif variant == 'llama_bold':
        parts.append('**Tracking the %s:**\n\n' % W.obj)
    its = [it for it in body + [fin] if it] if label != 'unsupported' else [fin]
    if label == 'unsupported':
        its = [[x.ch('Read the story carefully and track every character.', 'Consider who was present at each point.',
                     'Identify the relevant agents and events.')], fin]
    for i, it in enumerate(its):
        if variant == 'llama_steps':
            parts += ['Step %d: ' % (i + 1)] + it + ['\n']
        else:
            parts += ['%d. ' % (i + 1)] + it + ['\n']
    if x.hedge:
        parts += ['\n'] + x.hedge + ['\n']
    tok_form = x.ch('boxed', 'bracket', 'bold', 'final') if variant == 'qwen' else x.ch('bold', 'final', 'bold')
    if x.stated:
        if tok_form == 'boxed':
            parts += ['\n', ans_token(x, x.stated, 'boxed')]
        elif tok_form == 'bracket':
            parts += ['\nSo the answer is ', ans_token(x, x.stated, 'bracket'), '.']
        elif tok_form == 'bold':
            parts += ['\n**Answer:** ', ans_token(x, x.stated, 'lc' if W.hitom else 'plain')]
        else:
            parts += ['\nFinal answer: ', ans_token(x, x.stated, x.ch('lc', 'letter') if W.hitom else 'plain')]
    else:
        parts += ['\n**Answer:** cannot be determined']
    return parts


def style_narrative(x, label, body, fin):
    W = x.W
    parts = []
    intro = intro_line(x)
    if intro:
        parts += [intro, '\n\n']
    if label == 'unsupported':
        parts += [x.ch('This is the kind of question where you have to keep everyone\'s perspective separate. ',
                       'The story has a lot of distractors, but they do not matter much. ', ''),
                  cap_claim(unc_remark(x)), '. ']
        parts += fin
        parts += ['\n\nThe answer is %s.' % ans_token(x, x.stated, x.ch('lc', 'plain') if W.hitom else 'plain')]
        return parts
    conns = ['', 'Then ', 'After that, ', 'Next, ', 'Later, ', '']
    bconns = ['So ', 'This means ', '', 'So ', 'That gives us: ']
    paras = []
    cur = []
    LOWER_OK = ('The', 'It', 'Initially', 'In', 'As', 'After')
    for i, it in enumerate(body):
        it2 = list(it)
        first = it2[0]
        timeline = isinstance(first, dict) and first['prop'][0] in ('move', 'exit', 'place', 'enter', 'comm')
        beliefish = isinstance(first, dict) and first['prop'][0] in ('bel', 'saw_all') and i > 0
        if timeline:
            cn = x.rng.choice(conns) if i else ''
        elif beliefish:
            cn = x.rng.choice(bconns)
            if cn == 'So ' and any(isinstance(s2, str) and 'so ' in s2 for s2 in it2):
                cn = ''
        else:
            cn = ''
        if cn:
            c0 = dict(first)
            t = c0['text']
            if t.split()[0] in LOWER_OK:
                c0['text'] = t[:1].lower() + t[1:]
            it2[0] = c0
        cur.append([cn] + it2 if cn else it2)
        if len(cur) >= x.rng.choice([2, 3, 4]):
            paras.append(flat(cur, ' '))
            cur = []
    if cur:
        paras.append(flat(cur, ' '))
    parts += flat(paras, '\n\n')
    if x.hedge:
        parts += ['\n\n'] + x.hedge
        return parts
    parts += ['\n\n'] + fin
    parts += ['\n\n' + x.ch('The answer is %s.', 'The answer is **%s**.', 'So my answer: %s.') %
              ans_token(x, x.stated, x.ch('lc', 'plain') if W.hitom else 'plain')]
    return parts


def style_terse(x, label, body, fin):
    W = x.W
    if x.stated is None:
        return x.hedge or ['Not enough information.']
    tok = ans_token(x, x.stated, x.ch('letter', 'lc', 'plain') if W.hitom else x.ch('plain', 'bracket'))
    if label == 'unsupported':
        if x.rng.random() < 0.5:
            return [tok]
        return [tok, x.ch(' - ', '. ', '\n')] + fin
    # one or two checkable claims
    picks = [it for it in body if any(isinstance(s, dict) for s in it)]
    pick = x.terse_pick
    reason = [s for s in pick if True]
    reason = strip_dot(reason)
    if isinstance(reason[0], dict):
        r0 = dict(reason[0])
        if r0['text'].split()[0] in ('The', 'Initially', 'It'):
            r0['text'] = r0['text'][:1].lower() + r0['text'][1:]
        reason = [r0] + reason[1:]
    elif isinstance(reason[0], str) and reason[0].split() and reason[0].split()[0] in ('The', 'So', 'Therefore,'):
        reason = [reason[0][:1].lower() + reason[0][1:]] + reason[1:]
    lead = x.ch("%s, because ", "%s. Reason: ", "It's %s: ", "%s - ")
    return [lead % tok] + reason + ['.']


def style_thinking(x, label, body, fin):
    W = x.W
    parts = ['<think>\n']
    parts.append(x.ch('Okay, so the question asks: %s\n\n' % W.r['question'],
                      'Let me work through this.\n\n', 'Alright, the question is about the %s.\n\n' % W.obj))
    if label == 'unsupported':
        parts += [x.ch('This needs careful tracking of perspectives. ', 'Lots of distractor lines here. '),
                  cap_claim(unc_remark(x)), x.ch('. Anyway, I am fairly sure of the answer.\n', '. Hmm, fine.\n'), '</think>\n\n']
        parts += fin
        return parts
    fillers = ['', '', 'Hmm. ', 'Okay. ', 'Right, ', 'Now, ', '', 'Next: ']
    for i, it in enumerate(body):
        f = x.rng.choice(fillers) if i else ''
        parts += ([f] if f else []) + it + ['\n']
        if x.retract and any(isinstance(s2, dict) and s2['prop'][0] == 'move' and s2['time'] == x.retract[0]
                             for s2 in it):
            parts += x.retract[1] + ['\n']
            x.retract = None
    if x.retract:
        parts += x.retract[1] + ['\n']
    if x.hedge:
        parts += x.hedge + ['\n</think>\n\n'] + x.hedge_reply
        return parts
    parts += fin + ['\n</think>\n\n']
    tok = ans_token(x, x.stated, x.ch('lc', 'plain') if W.hitom else 'plain')
    form = x.ch('**%s**', 'The answer is %s.', '%s')
    parts += [form % tok]
    if x.short_reason:
        parts += [' ' if form.endswith('.') else x.ch('\n\n', ' - ', '. ')] + x.short_reason
    return parts


STYLES = {'answer_first': style_answer_first, 'numbered': style_numbered, 'narrative': style_narrative,
          'terse': style_terse, 'thinking': style_thinking}


def retraction(x):
    """'<agent> saw that too - wait, no, <agent> left at line e, before line m, so missed it'"""
    W = x.W
    cands = []
    for m in W.moves():
        for a in W.agents:
            if a not in W.wit(m) and a != W.ev[m][1]:
                es = [l for l in W.exits(a) if l < m]
                if es:
                    cands.append((m, a, es[-1]))
    if not cands:
        return None
    pref = [c for c in cands if c[1] in W.chain] or cands
    m, a, e = x.rng.choice(pref)
    pa = x.pron(a) if x.pron(a) != 'they' else a
    segs = [x.ch('So %s saw that move too' % a, '%s was in the room for that one' % a,
                 '%s watched %s do it' % (a, W.ev[m][1])),
            x.ch(' - wait, no. ', '... wait, no, ', '. Hmm, no: '),
            x.c('event', '%s left at line %d' % (a, e), ('exit', a, e), None, None),
            ', ',
            x.c('order', x.ch('before that move', 'before line %d' % m, 'earlier than the move'),
                ('order', e, m, 'before'), None, None),
            x.ch(', so ', '. So '),
            x.c('presence', x.ch('%s did not see it' % pa, '%s missed it' % pa, '%s never saw it' % pa),
                ('saw', a, m, False), None, None),
            '.']
    if segs[1] == '. Hmm, no: ':
        segs[2] = cap_claim(segs[2])
    return (m, segs)


# ----------------------------------------------------------------- one response

def build(W, seed, style, label, plant_kind=None, plant_idx=None, wrong=None, hedge_pair=None, plant_filter=None,
          drop=None):
    x = Ctx(W, seed, plant_kind, plant_idx, wrong, plant_filter)
    rng = x.rng
    x.stated = wrong if label == 'wrong' else W.r['answer']
    x.hedge = None
    x.retract = None
    x.short_reason = None
    body = plan(x, label)
    bitems = belief_items(x) if W.qt == 'belief' else []
    body += bitems
    fin, finc = final_item(x, label)
    if drop is not None:
        body = [it for it in body if not any(isinstance(s2, dict) and drop(s2['prop']) for s2 in it)]
    # choose subset of body by style
    if style == 'answer_first':
        keep = rng.choice([0.5, 0.65, 0.8])
    elif style in ('terse', 'thinking'):
        keep = 1.0
    else:
        keep = rng.choice([0.7, 0.85, 1.0])
    sel = [it for it in body if rng.random() < keep or it is body[0]
           or (style != 'answer_first' and any(it is b for b in bitems))
           or (style == 'answer_first' and bitems and it is bitems[-1])]
    # make sure the planted claim (if any) survives
    if plant_kind is not None:
        planted_items = [it for it in body if any(isinstance(s, dict) and s['planted'] for s in it)]
        for it in planted_items:
            if not any(it is s2 for s2 in sel):
                sel.append(it)
        sel.sort(key=lambda it: [i for i, b in enumerate(body) if b is it][0])
    if rng.random() < 0.25 and style in ('narrative', 'thinking') and label != 'unsupported':
        sel.insert(rng.randrange(1, len(sel) + 1), [cap_claim(unc_remark(x)), '.'])
    if style == 'terse' and label != 'unsupported':
        # pick one item: the planted one if any, else an informative one
        planted_items = [it for it in sel if any(isinstance(s, dict) and s['planted'] for s in it)]
        if planted_items:
            x.terse_pick = planted_items[0]
        else:
            def relevant(it):
                for s2 in it:
                    if isinstance(s2, dict):
                        pr = s2['prop']
                        if pr[0] in ('bel', 'saw_all') or (pr[0] == 'saw' and (pr[1] in W.chain or not W.chain)):
                            return True
                        if pr[0] == 'move' and W.qt != 'belief':
                            return True
                return False
            ranked = [it for it in sel if relevant(it)] or sel
            x.terse_pick = rng.choice(ranked[-3:])
        # keep at most two claims
        pick, kept, nc = x.terse_pick, [], 0
        for s2 in pick:
            if isinstance(s2, dict):
                nc += 1
                if nc > 2:
                    break
            kept.append(s2)
        while kept and isinstance(kept[-1], str):
            kept.pop()
        if not any(isinstance(s2, dict) and s2['planted'] for s2 in kept) and \
                any(isinstance(s2, dict) and s2['planted'] for s2 in pick):
            kept = [s2 for s2 in pick if isinstance(s2, dict) and s2['planted']]
        x.terse_pick = kept + ['.']
    if label == 'wrong' and hedge_pair:
        a1, a2 = hedge_pair
        x.stated = None
        h = [x.ch('It is hard to say whether it is the %s or the %s; both seem possible.' % (x.cd(a1), x.cd(a2)),
                  'It could be either the %s or the %s, depending on how you read it.' % (x.cd(a1), x.cd(a2)),
                  'I am torn between the %s and the %s.' % (x.cd(a1), x.cd(a2)))]
        x.hedge = h
        x.hedge_reply = ['It is either the %s or the %s.' % (x.cd(a1), x.cd(a2))]
        fin = []
    if style == 'thinking' and label not in ('unsupported',):
        r = retraction(x)
        if r:
            x.retract = r
        clean = [it for it in sel if not any(isinstance(s2, dict) and s2['planted'] for s2 in it)]
        if rng.random() < 0.6 and clean:
            it = rng.choice(clean[-3:])
            x.short_reason = strip_dot(list(it)) + ['.']
            x.short_reason = seg_cap(x.short_reason)
    parts = STYLES[style](x, label, sel, fin)
    text, claims = assemble(parts)
    return x, text, claims


def cap_claim(c):
    c = dict(c)
    c['text'] = cap(c['text'])
    return c


# ----------------------------------------------------------------- driver

LABEL_SLOTS = None


def main():
    rows = [json.loads(l) for l in open(SRC)]
    rng = random.Random(20240601)
    n = len(rows)
    # label plan: every item gets sound, unsound, wrong + 2 extra
    extras = ['sound'] * 40 + ['unsound'] * 40 + ['wrong'] * 6 + ['unsupported'] * 34
    rng.shuffle(extras)
    style_names = ['answer_first', 'numbered', 'narrative', 'terse', 'thinking']
    plant_kinds = ['event', 'location', 'presence', 'belief', 'order', 'communication']
    pk_i = 0
    planted_count = collections.Counter()
    out = []
    for i, r in enumerate(rows):
        W = World(r)
        labels = ['sound', 'unsound', 'wrong', extras[2 * i], extras[2 * i + 1]]
        rng.shuffle(labels)
        styles = style_names[:]
        rng.shuffle(styles)
        for j, (label, style) in enumerate(zip(labels, styles)):
            seed = rng.randrange(10 ** 9)
            rec = None
            if label in ('sound', 'unsupported'):
                x, text, claims = build(W, seed, style, label)
            elif label == 'unsound':
                done = False
                order_k = sorted(plant_kinds, key=lambda k: (planted_count[k], rng.random()))
                for tries in range(len(plant_kinds) * 3):
                    k = order_k[tries % len(plant_kinds)]
                    x0, _, _ = build(W, seed, style, label, plant_kind=k, plant_idx=None)
                    if x0.cand == 0:
                        continue
                    idx = random.Random(seed).randrange(x0.cand)
                    x, text, claims = build(W, seed, style, label, plant_kind=k, plant_idx=idx)
                    if sum(c['verdict'] == 'false' for c in claims) == 1:
                        done = True
                        planted_count[k] += 1
                        break
                    seed += 1
                assert done, r['id']
            else:  # wrong
                wrng = random.Random(seed)
                wr, drop = wrong_choice2(W, wrng)
                hedge = None
                if wrng.random() < 0.15:
                    hedge = tuple(wrng.sample([W.r['answer'], wr], 2))
                kw = dict(wrong=wr, hedge_pair=hedge, drop=drop)
                pf = None
                if W.qt == 'belief' and wrng.random() < 0.7:
                    ch_ = W.chain
                    pf = lambda prop: prop[0] == 'saw' and prop[3] is False and prop[1] in ch_
                x = None
                if pf:
                    x0, _, _ = build(W, seed, style, label, plant_kind='presence', plant_filter=pf, **kw)
                    if x0.cand:
                        idx = wrng.randrange(x0.cand)
                        x, text, claims = build(W, seed, style, label, plant_kind='presence', plant_idx=idx,
                                                plant_filter=pf, **kw)
                if x is None:
                    x, text, claims = build(W, seed, style, label, **kw)
            # label sanity
            nfalse = sum(c['verdict'] == 'false' for c in claims)
            nonfinal_chk = [c for c in claims if not c['final'] and c['verdict'] != 'uncheckable']
            if label == 'sound':
                assert nfalse == 0 and nonfinal_chk, (r['id'], style, text)
            if label == 'unsound':
                assert nfalse == 1
            if label == 'unsupported':
                assert nfalse == 0 and not nonfinal_chk, (r['id'], style, text)
            for c in claims:
                assert text[c['start']:c['end']] == c['text']
            rec = {'id': '%s-r%d' % (r['id'], j + 1), 'item_id': r['id'], 'world': r['world'], 'story': r['story'],
                   'question': r['question']}
            if r['world'] == 'hitom':
                rec['choices'] = r.get('choices')
            rec.update({'answer': r['answer'], 'order': r['order'], 'question_type': r['question_type'],
                        'style': style, 'label': label, 'stated_answer': x.stated, 'response': text,
                        'claims': [{'text': c['text'], 'start': c['start'], 'end': c['end'], 'kind': c['kind'],
                                    'verdict': c['verdict'], 'time': c['time'], 'note': c['note']}
                                   for c in claims]})
            out.append(rec)
    with open(OUT, 'w') as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    # summary
    print('records', len(out))
    print('style', dict(collections.Counter(r['style'] for r in out)))
    print('label', dict(collections.Counter(r['label'] for r in out)))
    print('kind', dict(collections.Counter(c['kind'] for r in out for c in r['claims'])))
    print('verdict', dict(collections.Counter(c['verdict'] for r in out for c in r['claims'])))
    print('kind x verdict', dict(collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims'])))


if __name__ == '__main__':
    main()
