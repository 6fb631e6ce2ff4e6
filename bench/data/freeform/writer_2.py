#!/usr/bin/env python3
"""Writer for blind_2.jsonl: free-form ToM responses with claim spans.

Every claim verdict is computed from the engine golds in golds_2.jsonl
(never from intuition); spans are computed while the response is assembled,
so response[start:end] == text holds by construction.
"""
import json
import random
import re
from collections import Counter

IN = '/work/main/bench/data/freeform/golds_2.jsonl'
OUT = '/work/main/bench/data/freeform/blind_2.jsonl'
R = random.Random(6802)


def pick(xs):
    return R.choice(xs)


def cap(s):
    return s[:1].upper() + s[1:] if s else s


def join_names(xs):
    xs = list(xs)
    if len(xs) == 1:
        return xs[0]
    if len(xs) == 2:
        return xs[0] + ' and ' + xs[1]
    return ', '.join(xs[:-1]) + ' and ' + xs[-1]


# ---------------------------------------------------------------- parsing
def parse_line(t):
    m = re.match(r'^(.+) entered the (\w+)\.$', t)
    if m:
        return ('enter', tuple(re.split(r', | and ', m.group(1))), m.group(2))
    m = re.match(r'^(\w+) exited the (\w+)\.$', t)
    if m:
        return ('exit', m.group(1), m.group(2))
    m = re.match(r'^(\w+) moved the (\w+) to the (\w+)\.$', t)
    if m:
        return ('move', m.group(1), m.group(2), m.group(3))
    m = re.match(r'^The (\w+) is in the (\w+)\.$', t)
    if m:
        return ('init', m.group(1), m.group(2))
    m = re.match(r'^(\w+) made no movements and stayed in the (\w+) for 1 minute\.$', t)
    if m:
        return ('stay', m.group(1), m.group(2))
    m = re.match(r'^(\w+) publicly claimed that (\w+) is in the (\w+)\.$', t)
    if m:
        return ('claim', m.group(1), m.group(2), m.group(3))
    m = re.match(r'^(\w+) privately told (\w+) that the (\w+) is in the (\w+)\.$', t)
    if m:
        return ('tell', m.group(1), m.group(2), m.group(3), m.group(4))
    return ('noise', t)


class World:
    def __init__(s, it):
        s.it = it
        s.g = it['golds']
        s.n = len(s.g)
        s.bkey = [k for k in s.g[0] if k.startswith('beliefs_about_')][0]
        s.obj = s.bkey[len('beliefs_about_'):]
        s.ev = {r['line']: parse_line(r['text']) for r in s.g}
        s.agents = list(s.g[0]['agents_room'].keys())
        q = it['question']
        s.chain = []
        if q.startswith('Where is the') and q.endswith('really?'):
            s.qk = 'reality'
        elif 'at the beginning' in q:
            s.qk = 'memory'
        else:
            s.qk = 'belief'
            m = re.match(r'Where will (\w+) look for', q)
            m2 = re.match(r'Where does (\w+) think that (\w+) searches', q)
            m3 = re.match(r'Where does (\w+) (?:really )?think (.*)the \w+ is\?', q)
            if m:
                s.chain = [m.group(1)]
            elif m2:
                s.chain = [m2.group(1), m2.group(2)]
            else:
                s.chain = [m3.group(1)] + re.findall(r'(\w+) thinks ', m3.group(2))
        s.search = 'searches' in q or 'look for' in q
        s.init_line = min(L for L, e in s.ev.items() if e[0] == 'init' and e[1] == s.obj)
        s.init_cont = s.ev[s.init_line][2]
        w0 = s.g[s.init_line - 1]['witnessed_by'][0]
        s.room = s.g[s.init_line - 1]['agents_room'][w0]
        s.ch_end = s.n
        for L in range(s.init_line + 1, s.n + 1):
            e = s.ev[L]
            if e[0] == 'enter' and e[2] != s.room and len(e[1]) > 1:
                s.ch_end = L - 1
                break
        s.moves = [L for L in range(1, s.n + 1) if s.ev[L][0] == 'move' and s.ev[L][2] == s.obj]
        s.exits = [L for L in range(s.init_line, s.ch_end + 1)
                   if s.ev[L][0] == 'exit' and s.ev[L][2] == s.room]
        s.comms = [L for L in range(1, s.n + 1)
                   if (s.ev[L][0] == 'claim' and s.ev[L][2] == s.obj) or
                   (s.ev[L][0] == 'tell' and s.ev[L][3] == s.obj)]
        s.letters = {}
        if it.get('choices'):
            for part in it['choices'].split(', '):
                a, b = part.split('. ', 1)
                s.letters[b] = a
        conts = set(s.letters)
        for e in s.ev.values():
            if e[0] in ('move', 'init', 'claim'):
                conts.add(e[-1])
            if e[0] == 'tell':
                conts.add(e[-1])
        s.conts = sorted(c for c in conts if c)
        s.gold = it['answer']
        # sanity: gold must equal engine column
        if s.qk == 'belief':
            assert s.bel(s.chain, 'end') == s.gold, (it['id'], s.bel(s.chain, 'end'), s.gold)
        elif s.qk == 'reality':
            assert s.loc('end') == s.gold
        else:
            assert s.init_cont == s.gold

    # golds access
    def row(s, t):
        return s.g[s.n - 1 if t == 'end' else t - 1]

    def bel(s, chain, t):
        if t == 0:
            return None
        b = s.row(t)[s.bkey]
        return b.get(' -> '.join(chain), 'MISSING')

    def loc(s, t, obj=None):
        if t == 0:
            return None
        return s.row(t)['objects'].get(obj or s.obj)

    def saw(s, a, t):
        return a in s.row(t)['witnessed_by']

    def inroom(s, a, t):
        return s.row(t)['agents_room'].get(a) == s.room

    def text(s, L):
        return s.g[L - 1]['text']

    def exit_line(s, a):
        for L in s.exits:
            if s.ev[L][1] == a:
                return L
        return None

    def last_change(s, chain):
        last = None
        for L in range(1, s.n + 1):
            if s.bel(chain, L) != s.bel(chain, L - 1):
                last = L
        return last

    def other_conts(s, *excl):
        return [c for c in s.conts if c not in excl]


# ---------------------------------------------------------------- facts
class Fact:
    def __init__(s, kind, verdict, time, note, forms, tag=''):
        s.kind, s.verdict, s.time, s.note, s.forms, s.tag = kind, verdict, time, note, forms, tag
        s.text = pick(forms)

    def reword(s):
        s.text = pick(s.forms)
        return s


class Ctx:
    """per-response rendering context"""
    def __init__(s, w):
        s.w = w
        s.explicit = False
        s.spaced = R.random() < 0.35

    def D(s, c):
        return c.replace('_', ' ') if s.spaced else c

    def O(s):
        return s.w.obj.replace('_', ' ') if s.spaced else s.w.obj


def lref(L):
    return pick(['line %d' % L, 'line %d' % L, 'step %d' % L, '(%d)' % L])


def f_move(c, agent, cont, L):
    w = c.w
    ok = w.ev.get(L) == ('move', agent, w.obj, cont)
    note = ('line %d: %s' % (L, w.text(L))) if ok else ('line %d actually reads: %s' % (L, w.text(L)))
    D, o = c.D(cont), c.O()
    forms = ['%s moved the %s to the %s (line %d)' % (agent, o, D, L),
             'at line %d, %s moves the %s into the %s' % (L, agent, o, D),
             '%s put it in the %s in step %d' % (agent, D, L),
             'in line %d %s shifted the %s to the %s' % (L, agent, o, D),
             '%s relocated the %s to the %s (%d)' % (agent, o, D, L),
             '%s moves it to the %s at step %d' % (agent, D, L)]
    return Fact('event', 'true' if ok else 'false', L, note, forms, 'move')


def f_exit(c, agent, L):
    w = c.w
    e = w.ev.get(L)
    ok = e[0] == 'exit' and e[1] == agent
    note = ('line %d: %s' % (L, w.text(L))) if ok else ('line %d actually reads: %s' % (L, w.text(L)))
    r = w.room.replace('_', ' ') if c.spaced else w.room
    forms = ['%s exited the %s at line %d' % (agent, r, L),
             '%s leaves at line %d' % (agent, L),
             '%s walked out in step %d' % (agent, L),
             '%s left the %s (line %d)' % (agent, r, L),
             '%s exits at %d' % (agent, L)]
    return Fact('event', 'true' if ok else 'false', L, note, forms, 'exit')


def f_init(c, cont, L):
    w = c.w
    ok = w.loc(L) == cont
    note = 'after line %d the %s is in the %s' % (L, w.obj, w.loc(L))
    D, o = c.D(cont), c.O()
    forms = ['the %s starts out in the %s (line %d)' % (o, D, L),
             'at line %d the %s is in the %s' % (L, o, D),
             'initially the %s is in the %s (line %d)' % (o, D, L),
             'the %s begins in the %s at step %d' % (o, D, L)]
    return Fact('location', 'true' if ok else 'false', L, note, forms, 'init')


def f_loc(c, cont, t):
    w = c.w
    ok = w.loc(t) == cont
    note = '%s is in the %s %s' % (w.obj, w.loc(t), 'at the end' if t == 'end' else 'after line %d' % t)
    D, o = c.D(cont), c.O()
    if t == 'end':
        forms = ['the %s is now in the %s' % (o, D), 'the %s is actually in the %s' % (o, D),
                 "it's really in the %s at the end" % D, 'its real location is the %s' % D,
                 'the %s ends up in the %s' % (o, D)]
    else:
        forms = ['after line %d the %s is in the %s' % (t, o, D),
                 'at that point (line %d) it was in the %s' % (t, D),
                 'by line %d the %s sat in the %s' % (t, o, D),
                 'right after step %d the %s is in the %s' % (t, o, D)]
    return Fact('location', 'true' if ok else 'false', t, note, forms, 'loc')


def f_saw(c, agents, L, pos=True):
    w = c.w
    agents = list(agents)
    if pos:
        ok = all(w.saw(a, L) for a in agents)
    else:
        ok = all(not w.saw(a, L) for a in agents)
    note = 'line %d witnessed by %s' % (L, ', '.join(w.row(L)['witnessed_by']) or 'nobody')
    r = w.room.replace('_', ' ') if c.spaced else w.room
    nm = join_names(agents)
    if pos:
        if len(agents) == 1:
            forms = ['%s saw this' % nm, '%s was there to see it' % nm,
                     '%s was still in the %s and watched' % (nm, r), '%s witnessed it' % nm]
        else:
            forms = ['%s were all present' % nm if len(agents) > 2 else '%s both saw it' % nm,
                     '%s were in the room for it' % nm, '%s all witnessed this' % nm if len(agents) > 2
                     else '%s were both still there' % nm]
    else:
        if len(agents) == 1:
            forms = ["%s didn't see it" % nm, '%s was not in the room for this' % nm, '%s missed it' % nm]
            la = w.exit_line(agents[0])
            if la and la < L:
                forms += ['%s had already left' % nm, '%s was gone by then' % nm]
        else:
            forms = ['neither %s saw it' % (' nor '.join(agents)) if len(agents) == 2 else
                     'none of %s saw it' % nm,
                     '%s were both out of the room' % nm if len(agents) == 2 else '%s were all out of the room' % nm]
        if c.explicit:
            forms = ["%s didn't see the move at line %d" % (nm, L), '%s was not there at line %d' % (nm, L),
                     '%s missed what happened at line %d' % (nm, L)]
    if pos and c.explicit:
        forms = ['%s saw the move at line %d' % (nm, L), '%s was present at line %d' % (nm, L),
                 '%s watched what happened at line %d' % (nm, L)]
    return Fact('presence', 'true' if ok else 'false', L, note, forms, 'saw')


def chain_text(c, chain, cont, t, still=False):
    w = c.w
    D, o = c.D(cont), c.O()
    st = 'still ' if still else ''
    if len(chain) == 1:
        a = chain[0]
        if t == 'end':
            forms = ['%s %sthinks the %s is in the %s' % (a, st, o, D),
                     "%s %sbelieves it's in the %s" % (a, st, D),
                     '%s would look for it in the %s' % (a, D),
                     "%s %sassumes it's in the %s" % (a, st, D),
                     "as far as %s knows, it's in the %s" % (a, D)]
        else:
            forms = ['at line %d %s believed it was in the %s' % (t, a, D),
                     'after step %d %s thinks the %s is in the %s' % (t, a, o, D),
                     "as of line %d, %s's belief is the %s" % (t, a, D)]
        return forms
    head = chain[0]
    mid = ' thinks '.join(chain[1:])
    if t == 'end':
        forms = ['%s %sthinks %s thinks the %s is in the %s' % (head, st, mid, o, D),
                 "%s believes %s thinks it's in the %s" % (head, mid, D),
                 "from %s's point of view, %s thinks the %s is in the %s" % (head, mid, o, D)]
        if len(chain) == 2:
            forms.append('%s would expect %s to look in the %s' % (head, chain[1], D))
            if w.search:
                forms += ['%s thinks %s will search in the %s' % (head, chain[1], D),
                          '%s thinks that %s searches for the %s in the %s' % (head, chain[1], o, D)]
    else:
        forms = ['at line %d, %s thinks %s thinks the %s is in the %s' % (t, head, mid, o, D),
                 "as of step %d %s believes %s thinks it's in the %s" % (t, head, mid, D)]
    return forms


def f_bel(c, chain, cont, t, still=False, forms=None):
    w = c.w
    b = w.bel(chain, t)
    key = ' -> '.join(chain)
    if b == 'MISSING':
        v, note = 'uncheckable', 'chain %s not in golds' % key
    else:
        v = 'true' if b == cont else 'false'
        note = 'gold %s = %s %s' % (key, b, 'at end' if t == 'end' else 'after line %d' % t)
    return Fact('belief', v, t, note, forms or chain_text(c, chain, cont, t, still), 'bel')


def f_order_exit(c, a, la, b, lb):
    ok = la > lb
    note = '%s exits at line %d, %s at line %d' % (a, la, b, lb)
    forms = ['%s left after %s' % (a, b), '%s exited later than %s did' % (a, b),
             '%s left before %s' % (b, a), '%s stayed longer than %s' % (a, b)]
    return Fact('order', 'true' if ok else 'false', la, note, forms, 'order')


def f_order_exit_move(c, a, la, mover, lm):
    ok = la < lm
    note = '%s exits at line %d, move at line %d' % (a, la, lm)
    forms = ['%s had left before %s moved it' % (a, mover),
             '%s only moved it after %s was gone' % (mover, a),
             '%s was out before the move by %s' % (a, mover)]
    return Fact('order', 'true' if ok else 'false', lm, note, forms, 'order')


def f_last(c, a):
    w = c.w
    la = w.exit_line(a)
    mx = max(w.exits) if w.exits else None
    ok = la is not None and la == mx
    note = 'last exit from the %s in this part is line %s (%s)' % (w.room, mx, w.ev[mx][1] if mx else '-')
    forms = ['%s was the last one to leave' % a, '%s was the last to leave the room' % a,
             'nobody stayed longer than %s' % a]
    return Fact('order', 'true' if ok else 'false', la, note, forms, 'order')


def f_comm_event(c, L, wrong_cont=None):
    w = c.w
    e = w.ev[L]
    cont = wrong_cont or e[-1]
    D, o = c.D(cont), c.O()
    ok = cont == e[-1]
    note = 'line %d: %s' % (L, w.text(L))
    if e[0] == 'claim':
        forms = ['%s publicly claimed the %s is in the %s (line %d)' % (e[1], o, D, L),
                 'at line %d %s announces that it is in the %s' % (L, e[1], D),
                 '%s tells everyone it is in the %s (%d)' % (e[1], D, L)]
    else:
        forms = ['%s privately told %s it is in the %s (line %d)' % (e[1], e[2], D, L),
                 'at line %d %s whispers to %s that it is in the %s' % (L, e[1], e[2], D),
                 '%s tells %s in private that the %s is in the %s (%d)' % (e[1], e[2], o, D, L)]
    return Fact('communication', 'true' if ok else 'false', L, note, forms, 'comm_event')


def f_comm_effect(c, chain, L, changed):
    """effect of the communication at L on chain's belief; only used when the
    said container differs from the prior belief (so the effect is determinate)."""
    w = c.w
    e = w.ev[L]
    spk = e[1]
    before, after = w.bel(chain, L - 1), w.bel(chain, L)
    if changed:
        ok = after != before and after == e[-1]
    else:
        ok = after == before
    note = '%s: %s before line %d, %s after' % (' -> '.join(chain), before, L, after)
    D = c.D(e[-1])
    kindw = 'claim' if e[0] == 'claim' else 'tip'
    if len(chain) == 1:
        lst = chain[0]
        if lst == spk:
            forms = ["%s's own belief doesn't change" % spk, "%s's own view stays the same" % spk]
            if c.explicit:
                forms = ["%s's own belief is unaffected by the %s at line %d" % (spk, kindw, L)]
        elif changed:
            forms = ['%s trusts %s and updates to the %s' % (lst, spk, D),
                     "%s believes %s's %s" % (lst, spk, kindw),
                     "%s's %s does change %s's mind" % (spk, kindw, lst)]
        else:
            forms = ["%s's %s doesn't change %s's belief" % (spk, kindw, lst),
                     "%s doesn't buy %s's %s" % (lst, spk, kindw),
                     '%s ignores what %s said' % (lst, spk),
                     "%s isn't swayed by it" % lst]
        if c.explicit:
            forms = ["%s's %s at line %d doesn't change %s's belief" % (spk, kindw, L, lst)] if not changed else \
                ["%s trusts %s's %s at line %d and switches to the %s" % (lst, spk, kindw, L, D)]
    else:
        nest = ' thinks '.join(chain[1:])
        if changed:
            forms = ['this makes %s think %s thinks it is in the %s' % (chain[0], nest, D),
                     "%s's %s shifts what %s thinks %s believes" % (spk, kindw, chain[0], nest)]
        else:
            forms = ["this doesn't change what %s thinks %s believes" % (chain[0], nest),
                     "%s's %s doesn't alter what %s thinks %s believes" % (spk, kindw, chain[0], nest)]
        if c.explicit:
            forms = ["the %s at line %d doesn't change what %s thinks %s believes" % (kindw, L, chain[0], nest)] \
                if not changed else ["the %s at line %d makes %s think %s thinks it is in the %s" % (kindw, L, chain[0], nest, D)]
    return Fact('communication', 'true' if ok else 'false', L, note, forms, 'comm_effect')


VAGUE = ['things get confusing once everyone heads to the waiting room',
         'the story is built to trip you up on who saw what',
         'everyone is fairly careless with the %s',
         'nobody in this story really pays attention to the %s',
         '%s clearly wanted to hide it from the others',
         '%s is deliberately trying to mislead the others']


def f_vague(c):
    w = c.w
    movers = [w.ev[L][1] for L in w.moves] or w.agents
    spk = [w.ev[L][1] for L in w.comms]
    opts = [VAGUE[0] if w.it['world'] == 'hitom' else 'the room gets busy with people coming and going',
            'there is a lot of back-and-forth with the %s' % c.O(),
            '%s was clearly up to something' % pick(movers), VAGUE[4] % pick(movers),
            '%s wanted to keep the %s away from the others' % (pick(movers), c.O())]
    if spk:
        opts.append(VAGUE[5] % pick(spk))
    return Fact('event', 'uncheckable', None, 'vague / motive, not decidable from golds',
                [pick(opts)], 'vague')


# ---------------------------------------------------------------- planning
def answer_fact(c, cont, still=False):
    w = c.w
    if w.qk == 'belief':
        return f_bel(c, w.chain, cont, 'end', still=still)
    if w.qk == 'reality':
        f = f_loc(c, cont, 'end')
        f.tag = 'answer'
        return f
    D, o = c.D(cont), c.O()
    ok = w.loc(w.init_line) == cont
    f = Fact('location', 'true' if ok else 'false', w.init_line,
             'at the beginning (line %d) the %s is in the %s' % (w.init_line, w.obj, w.init_cont),
             ['the %s was in the %s at the beginning' % (o, D),
              'at the start the %s was in the %s' % (o, D),
              'the %s was originally in the %s' % (o, D)], 'answer')
    return f


def plan(c):
    """ordered list of steps (each a list of Facts), all true, relevant to the question"""
    w = c.w
    steps = []
    chain_agents = []
    for a in w.chain:
        if a not in chain_agents:
            chain_agents.append(a)
    steps.append([f_init(c, w.init_cont, w.init_line)])
    focus = chain_agents or []
    events = sorted(set([L for L in w.moves if w.init_line < L <= w.ch_end] +
                        [L for L in w.exits if w.ev[L][1] in focus]))
    prev_exit = None
    for L in events:
        e = w.ev[L]
        if e[0] == 'move':
            st = [f_move(c, e[1], e[3], L)]
            if focus:
                pres = [a for a in focus if w.saw(a, L) and a != e[1]]
                absn = [a for a in focus if not w.saw(a, L)]
                if absn:
                    st.append(f_saw(c, absn[:2], L, False))
                    if R.random() < 0.5:
                        la = w.exit_line(absn[0])
                        if la and la < L:
                            st.append(f_order_exit_move(c, absn[0], la, e[1], L))
                elif pres:
                    st.append(f_saw(c, pres[:3], L, True))
            else:
                wit = [a for a in w.row(L)['witnessed_by'] if a != e[1]]
                if wit and R.random() < 0.6:
                    st.append(f_saw(c, [pick(wit)], L, True))
            steps.append(st)
        else:
            st = [f_exit(c, e[1], L)]
            if prev_exit and R.random() < 0.5:
                st.append(f_order_exit(c, e[1], L, w.ev[prev_exit][1], prev_exit))
            elif R.random() < 0.25 and L == max(w.exits) and w.it['world'] == 'hitom':
                st.append(f_last(c, e[1]))
            prev_exit = L
            steps.append(st)
    # communications
    for L in w.comms:
        e = w.ev[L]
        st = [f_comm_event(c, L)]
        cands = []
        for k in range(1, len(w.chain) + 1):
            for ch in ([w.chain[-k:]] + ([w.chain[:k]] if k < len(w.chain) else [])):
                b0, b1 = w.bel(ch, L - 1), w.bel(ch, L)
                if 'MISSING' in (b0, b1) or b0 is None:
                    continue
                if b0 != e[-1]:
                    cands.append((ch, b1 != b0))
        if not w.chain:
            for a in w.agents:
                b0, b1 = w.bel([a], L - 1), w.bel([a], L)
                if b0 and b0 != e[-1] and a != e[1]:
                    cands.append(([a], b1 != b0))
        if cands:
            # prefer the full chain or the listener
            R.shuffle(cands)
            cands.sort(key=lambda x: -len(x[0]))
            ch, chg = cands[0] if R.random() < 0.6 else pick(cands)
            st.append(f_comm_effect(c, ch, L, chg))
        steps.append(st)
    # sub-chain beliefs at the end (innermost first)
    sub = []
    if len(w.chain) >= 2:
        for k in range(1, len(w.chain)):
            ch = w.chain[-k:]
            b = w.bel(ch, 'end')
            if b not in (None, 'MISSING'):
                sub.append(f_bel(c, ch, b, 'end'))
    elif w.chain:
        # first-order: mention reality vs belief
        pass
    if sub:
        steps.append(sub[:3])
    if w.qk != 'reality' and R.random() < 0.5:
        steps.append([f_loc(c, w.loc('end'), 'end')])
    return steps


# ---------------------------------------------------------------- falsify
def falsify(c, steps, kinds):
    """replace/insert exactly one false fact; returns kind used or None"""
    w = c.w
    for kind in kinds:
        idx = [(i, j) for i, st in enumerate(steps) for j, f in enumerate(st)]
        R.shuffle(idx)
        if kind == 'event':
            for i, j in idx:
                f = steps[i][j]
                if f.tag == 'move':
                    L = f.time
                    e = w.ev[L]
                    opt = pick(['cont', 'agent', 'line'])
                    if opt == 'cont':
                        alts = w.other_conts(e[3])
                        nf = f_move(c, e[1], pick(alts), L)
                    elif opt == 'agent':
                        alts = [a for a in w.row(L)['witnessed_by'] if a != e[1]] or \
                            [a for a in w.agents if a != e[1]]
                        nf = f_move(c, pick(alts), e[3], L)
                    else:
                        alts = [x for x in (L - 1, L + 1, L - 2) if 1 <= x <= w.n and w.ev[x] != e]
                        nf = f_move(c, e[1], e[3], pick(alts))
                    if nf.verdict == 'false':
                        steps[i] = [nf]
                        return kind
                if f.tag == 'exit':
                    L = f.time
                    alts = [x for x in (L - 1, L + 1, L + 2) if 1 <= x <= w.n and w.ev[x][0] != 'exit']
                    if alts:
                        nf = f_exit(c, f.text.split()[0], pick(alts))
                        if nf.verdict == 'false':
                            steps[i] = [nf]
                            return kind
        elif kind == 'location':
            for i, j in idx:
                f = steps[i][j]
                if f.tag in ('init', 'loc') and not (w.qk == 'reality' and f.time == 'end'):
                    t = f.time
                    alts = w.other_conts(w.loc(t))
                    nf = f_init(c, pick(alts), t) if f.tag == 'init' else f_loc(c, pick(alts), t)
                    if w.qk == 'memory' and f.tag == 'init':
                        continue
                    steps[i][j] = nf
                    return kind
            # insert a wrong mid-story location
            if w.moves:
                L = pick(w.moves)
                nf = f_loc(c, pick(w.other_conts(w.loc(L))), L)
                pos = [i for i, st in enumerate(steps) if st[0].time == L]
                steps.insert(pos[0] + 1 if pos else 1, [nf])
                return kind
        elif kind == 'presence':
            for i, j in idx:
                f = steps[i][j]
                if f.tag == 'saw':
                    L = f.time
                    ag = [a for a in w.agents if re.search(r'\b%s\b' % a, f.text)]
                    a = pick(ag)
                    nf = f_saw(c, [a], L, not w.saw(a, L))
                    if nf.verdict == 'false':
                        steps[i][j] = nf
                        return kind
            for L in w.moves:
                a = pick([x for x in w.agents if x != w.ev[L][1]])
                nf = f_saw(c, [a], L, not w.saw(a, L))
                pos = [i for i, st in enumerate(steps) if st[0].time == L]
                if pos:
                    steps[pos[0]].append(nf)
                    return kind
        elif kind == 'order':
            for i, j in idx:
                f = steps[i][j]
                if f.tag == 'order' and 'last' not in f.text and 'longer' not in f.text:
                    m = re.match(r'(\w+) exits at line (\d+), (\w+) at line (\d+)', f.note)
                    if m:
                        nf = f_order_exit(c, m.group(3), int(m.group(4)), m.group(1), int(m.group(2)))
                        if nf.verdict == 'false':
                            steps[i][j] = nf
                            return kind
            # insert a swapped order between two chain/agent exits
            ex = w.exits
            if len(ex) >= 2:
                la, lb = sorted(R.sample(ex, 2))
                nf = f_order_exit(c, w.ev[la][1], la, w.ev[lb][1], lb)  # says earlier one left after
                pos = [i for i, st in enumerate(steps) if st[0].time == lb]
                if pos:
                    steps[pos[0]].append(nf)
                else:
                    steps.insert(len(steps) - 1, [f_exit(c, w.ev[lb][1], lb), nf])
                return kind
        elif kind == 'belief':
            for i, j in idx:
                f = steps[i][j]
                if f.tag == 'bel' and f.time == 'end':
                    m = re.search(r'gold (.+) = (\w+) at end', f.note)
                    ch = m.group(1).split(' -> ')
                    if ch == w.chain:
                        continue
                    nf = f_bel(c, ch, pick(w.other_conts(m.group(2))), 'end')
                    steps[i][j] = nf
                    return kind
            cands = []
            if len(w.chain) >= 2:
                cands = [w.chain[-1:], w.chain[:1]]
            else:
                cands = [[a] for a in w.agents if a not in w.chain]
            ch = pick(cands)
            b = w.bel(ch, 'end')
            if b not in (None, 'MISSING'):
                steps.insert(len(steps), [f_bel(c, ch, pick(w.other_conts(b)), 'end')])
                return kind
        elif kind == 'communication':
            for i, j in idx:
                f = steps[i][j]
                if f.tag == 'comm_effect':
                    m = re.match(r'(.+): (\w+) before line (\d+), (\w+) after', f.note)
                    ch = m.group(1).split(' -> ')
                    L = int(m.group(3))
                    chg = m.group(2) != m.group(4)
                    steps[i][j] = f_comm_effect(c, ch, L, not chg)
                    return kind
                if f.tag == 'comm_event':
                    L = f.time
                    steps[i][j] = f_comm_event(c, L, pick(w.other_conts(w.ev[L][-1])))
                    return kind
    return None


def wrong_answer(w):
    g = w.gold
    cands = []
    if w.qk == 'belief':
        r = w.loc('end')
        if r != g:
            cands.append(('reality', r))
        for k in range(1, len(w.chain)):
            for ch in (w.chain[-k:], w.chain[:k]):
                b = w.bel(ch, 'end')
                if b not in (None, 'MISSING', g):
                    cands.append(('sub', b, ch))
        vals = []
        for L in range(1, w.n + 1):
            b = w.bel(w.chain, L)
            if b and b != g and b not in vals:
                vals.append(b)
        for v in vals:
            cands.append(('stale', v))
        for L in w.comms:
            if w.ev[L][-1] != g:
                cands.append(('comm', w.ev[L][-1], L))
    elif w.qk == 'reality':
        for L in w.moves:
            if w.ev[L][3] != g:
                cands.append(('stale', w.ev[L][3]))
        if w.init_cont != g:
            cands.append(('stale', w.init_cont))
        for L in w.comms:
            if w.ev[L][-1] != g:
                cands.append(('comm', w.ev[L][-1], L))
    else:
        r = w.loc('end')
        if r != g:
            cands.append(('reality', r))
        for L in w.moves:
            if w.ev[L][3] != g:
                cands.append(('stale', w.ev[L][3]))
    if not cands:
        cands.append(('random', pick(w.other_conts(g))))
    return pick(cands)


# ---------------------------------------------------------------- rendering
class RB:
    def __init__(s):
        s.parts = []

    def t(s, x):
        s.parts.append(x)

    def c(s, f, capital=False):
        txt = cap(f.text) if capital else f.text
        s.parts.append((txt, f))

    def build(s):
        resp, claims = '', []
        for p in s.parts:
            if isinstance(p, str):
                while p.startswith('\n') and (len(resp) - len(resp.rstrip('\n'))) + \
                        (len(p) - len(p.lstrip('\n'))) > 2:
                    p = p[1:]
                if p.startswith('\n'):
                    resp = resp.rstrip(' ')
                if resp.endswith('\n') and p.startswith(' '):
                    p = p.lstrip(' ')
                resp += p
            else:
                st = len(resp)
                resp += p[0]
                f = p[1]
                claims.append({'text': p[0], 'start': st, 'end': len(resp), 'kind': f.kind,
                               'verdict': f.verdict, 'time': f.time, 'note': f.note})
        for cl in claims:
            assert resp[cl['start']:cl['end']] == cl['text']
        return resp, claims


def sentence(rb, st, lead=''):
    """render a step (list of facts) as one sentence"""
    if lead:
        rb.t(lead)
        rb.c(st[0])
    else:
        rb.c(st[0], capital=True)
    for k, f in enumerate(st[1:]):
        if f.tag in ('saw',):
            rb.t(pick([', and ', '; ', ' - ']))
        elif f.tag == 'order':
            rb.t(pick([', so ', '; ', ' - ']))
        elif f.tag == 'comm_effect':
            rb.t(pick([', but ', '. ', '; ']) if not f.forms[0].startswith('this') else pick(['; ', ', and ']))
            if rb.parts[-1] == '. ':
                rb.c(f, capital=True)
                continue
        else:
            rb.t(pick(['; ', ', and ']))
        rb.c(f)
    rb.t('.')


def ans_str(c, cont, fmt):
    w = c.w
    L = w.letters.get(cont)
    D = c.D(cont)
    if fmt == 'letter+' and L:
        return '%s. %s' % (L, cont)
    if fmt == 'letter' and L:
        return L
    return D if R.random() < 0.5 else cont


def reasoning_intro(c):
    w = c.w
    o = c.O()
    if w.qk == 'belief':
        ch = w.chain
        if len(ch) == 1:
            return pick(['We need to track what %s saw before leaving.' % ch[0],
                         "The key is %s's last observation of the %s." % (ch[0], o),
                         'We need to figure out what %s last witnessed.' % ch[0]])
        return pick(['This is an order-%d belief question, so I need to track who saw what together.' % len(ch) if len(ch) > 1 else '',
                     'We need to reason about nested beliefs: %s.' % ' -> '.join(ch),
                     'The question nests %d perspectives, so the innermost belief has to be traced first.' % len(ch)])
    if w.qk == 'reality':
        return pick(['We only need the actual location, so just follow the moves.',
                     'This asks for reality, not anyone\'s belief.',
                     'Only the physical moves matter here.'])
    return pick(['The question asks about the starting location.', 'We only need the first location mentioned.'])


def final_line(c, cont, style):
    w = c.w
    hit = w.it['world'] == 'hitom'
    if cont is None:
        return None
    if style == 'numbered':
        return pick(['\n\n**Answer:** %s' % ans_str(c, cont, 'letter+' if hit else 'plain'),
                     '\n\nFinal answer: %s' % ans_str(c, cont, 'letter+' if hit else 'plain'),
                     '\n\nTherefore, the answer is \\boxed{%s}.' % cont,
                     '\n\nSo the answer is [%s].' % cont])
    if style == 'narrative':
        return pick(['\n\nThe answer is %s.' % ans_str(c, cont, 'letter+' if hit else 'plain'),
                     '\n\nSo the answer is **%s**.' % ans_str(c, cont, 'letter+' if hit else 'plain'),
                     '\n\nThe answer is the %s.' % c.D(cont)])
    return '\n\nAnswer: %s' % ans_str(c, cont, 'letter+' if hit else 'plain')


def render(c, steps, style, afact, stated, hedge=None, retract=None, vague=None):
    """afact: final answer Fact (or None); stated: container or None; hedge: (a, b)"""
    w = c.w
    rb = RB()
    hit = w.it['world'] == 'hitom'
    if style == 'answer_first':
        if stated:
            a = ans_str(c, stated, pick(['letter+', 'letter+', 'plain']) if hit else 'plain')
            rb.t(pick(['**Answer: %s**' % a, '%s' % a, '**%s**' % a, 'Answer: %s' % a]))
        else:
            rb.t('**Answer: %s or %s**' % (c.D(hedge[0]), c.D(hedge[1])) if hedge else '**Answer: cannot be determined**')
        rb.t(pick(['\n\nExplanation:\n', '\n\n**Explanation:**\n', '\n\nReasoning:\n', '\n\n']))
        bullets = R.random() < 0.6
        for st in steps:
            if bullets:
                rb.t('- ')
            sentence(rb, st)
            rb.t('\n' if bullets else ' ')
        if vague:
            rb.t('- ' if bullets else '')
            rb.c(vague, capital=True)
            rb.t('.\n')
        if afact:
            rb.t('\n' if bullets else '\n\n')
            rb.t(pick(['Therefore, ', 'So ', 'Hence ', 'This means ']))
            rb.c(afact)
            rb.t('.')
        elif hedge:
            rb.t("\nIt's unclear whether it ends up in the %s or the %s." % (c.D(hedge[0]), c.D(hedge[1])))
    elif style == 'numbered':
        qwen = R.random() < 0.5
        boldsteps = (not qwen) and R.random() < 0.5
        if qwen:
            rb.t("Let's think step by step.\n\n")
        else:
            rb.t(pick(['**Step-by-step reasoning:**\n\n', "To answer this, let's go through the story.\n\n", '']))
        for k, st in enumerate(steps):
            if not boldsteps:
                rb.t('%d. ' % (k + 1))
            else:
                rb.t('**Step %d:** ' % (k + 1))
            sentence(rb, st)
            rb.t('\n')
        if vague:
            rb.t('%d. ' % (len(steps) + 1))
            rb.c(vague, capital=True)
            rb.t('.\n')
        if afact:
            rb.t('\n' + pick(['Putting it together, ', 'Therefore, ', 'So ', 'Conclusion: ']))
            rb.c(afact)
            rb.t('.')
        if stated:
            rb.t(final_line(c, stated, 'numbered'))
        elif hedge:
            rb.t('\n\nFinal answer: either the %s or the %s.' % (c.D(hedge[0]), c.D(hedge[1])))
    elif style == 'narrative':
        rb.t(pick(['Let me trace where each person was when the %s moved.\n\n' % c.O(),
                   "Let me work through this carefully, following who saw what.\n\n",
                   "I'll go through the story in order.\n\n",
                   'Let me trace the relevant events.\n\n']))
        paras = [steps[i:i + 2] for i in range(0, len(steps), 2)]
        leads = ['So when ', 'Then ', 'After that, ', 'Next, ', 'Meanwhile ', 'Later, ']
        for pi, para in enumerate(paras):
            for si, st in enumerate(para):
                if pi + si > 0 and R.random() < 0.4 and st[0].tag in ('move', 'exit'):
                    sentence(rb, st, lead=pick(leads[1:]))
                else:
                    sentence(rb, st)
                rb.t(' ')
            rb.parts[-1] = '\n\n'
        if vague:
            rb.c(vague, capital=True)
            rb.t('. ')
        if afact:
            rb.t(pick(['Putting this together, ', 'So ', 'That means ', 'This means ']))
            rb.c(afact)
            rb.t('.')
        if stated:
            rb.t(final_line(c, stated, 'narrative'))
        elif hedge:
            rb.t("\n\nI can't fully decide between the %s and the %s." % (c.D(hedge[0]), c.D(hedge[1])))
    elif style == 'thinking':
        rb.t('<think>\n')
        rb.t(pick(['Okay, let me figure this out. ', 'Let me parse the story. ', 'Alright. ', '']))
        rb.t(reasoning_intro(c) + '\n\n')
        for k, st in enumerate(steps):
            if retract and k == retract[0]:
                rb.t(retract[1])
                rb.c(retract[2])
                rb.t(pick(['. ', ', ', ' - ']))
                rb.c(retract[3])
                rb.t('.\n\n')
            sentence(rb, st)
            rb.t(pick(['\n', ' ', '\n\n']))
            if R.random() < 0.2:
                rb.t(pick(['Hmm, let me re-check that. ', 'OK. ', 'Right. ']))
        if vague:
            rb.c(vague, capital=True)
            rb.t('.\n')
        if afact:
            rb.t(pick(['\nSo ', '\nTherefore ', '\nOK so ']))
            rb.c(afact)
            rb.t('.\n')
        elif hedge:
            rb.t("\nI keep going back and forth between the %s and the %s.\n" % (c.D(hedge[0]), c.D(hedge[1])))
        rb.t('</think>\n\n')
        if stated:
            a = ans_str(c, stated, 'letter+' if hit else 'plain')
            rb.t(pick(['**%s**' % a, 'The answer is %s' % a, 'Answer: %s' % a]))
            if afact and R.random() < 0.6:
                f2 = Fact(afact.kind, afact.verdict, afact.time, afact.note, afact.forms, afact.tag)
                rb.t(' - ')
                rb.c(f2)
                rb.t('.')
        else:
            rb.t('It is either the %s or the %s.' % (c.D(hedge[0]), c.D(hedge[1])) if hedge else
                 'I cannot determine this with confidence.')
    return rb.build()


def render_unsupported(c, style, afact, stated, vague):
    w = c.w
    rb = RB()
    hit = w.it['world'] == 'hitom'
    a = ans_str(c, stated, 'letter+' if hit else 'plain')
    if style == 'answer_first':
        rb.t(pick(['**Answer: %s**\n\n' % a, '%s\n\n' % a, '**%s**\n\n' % a]))
        if vague:
            rb.t(pick(['Explanation: ', '']))
            rb.c(vague, capital=True)
            rb.t(pick(['. ', ', but if you keep track of everyone it works out. ']))
        rb.t(pick(['Tracking the perspectives, ', 'Following the story, ', 'In short, ', '']))
        rb.c(afact, capital=rb.parts[-1] == '' or rb.parts[-1].endswith('\n') or rb.parts[-1].endswith('. '))
        rb.t('.')
    elif style == 'numbered':
        rb.t(pick(["Let's think step by step.\n\n", '**Step-by-step reasoning:**\n\n']))
        rb.t('1. The question asks: %s\n' % w.it['question'])
        rb.t('2. ' + pick(['We go through the story and keep track of who was present.\n',
                           'Follow the story line by line.\n']))
        if vague:
            rb.t('3. ')
            rb.c(vague, capital=True)
            rb.t('.\n')
        rb.t('\n' + pick(['Hence ', 'So ', 'This gives: ']))
        rb.c(afact)
        rb.t('.')
        rb.t(final_line(c, stated, 'numbered'))
    elif style == 'narrative':
        rb.t(pick(['Thinking about who saw what, ', 'If we follow each person carefully, ',
                   'This takes a bit of bookkeeping, but ']))
        rb.c(afact)
        rb.t('. ')
        if vague:
            rb.c(vague, capital=True)
            rb.t(', but the answer still follows. ')
        rb.t(final_line(c, stated, 'narrative'))
    else:  # thinking
        rb.t('<think>\n' + reasoning_intro(c) + '\n\n')
        if vague is None:
            vague = f_vague(c)
        rb.c(vague, capital=True)
        rb.t('. ' + pick(['Still, I think I can see it.', 'Let me just go with the obvious reading.', 'OK.']) + '\n\nSo ')
        rb.c(afact)
        rb.t('.\n</think>\n\n')
        rb.t(pick(['**%s**' % a, 'Answer: %s' % a, 'The answer is %s.' % a]))
    return rb.build()


def render_terse(c, afact, stated, reason=None, mode='plain'):
    w = c.w
    rb = RB()
    hit = w.it['world'] == 'hitom'
    if mode == 'letter' and hit:
        rb.t(w.letters[stated])
        return rb.build()
    if mode == 'word':
        rb.t(pick([stated, c.D(stated), '[%s]' % stated]))
        return rb.build()
    if mode == 'letter+sent' and hit:
        rb.t('%s. %s. ' % (w.letters[stated], stated))
        rb.c(afact, capital=True)
        rb.t('.')
        return rb.build()
    rb.c(afact, capital=True)
    if reason:
        rb.t(pick([' because ', ', since ', ' - ']))
        for k, f in enumerate(reason):
            if k:
                rb.t(pick([' and ', ', and ']))
            rb.c(f)
    rb.t('.')
    return rb.build()


# ---------------------------------------------------------------- per record
def key_reason(c, steps):
    """1-2 facts from the plan that carry the answer"""
    w = c.w
    flat = [f for st in steps for f in st]
    pref = [f for f in flat if f.tag in ('saw', 'order', 'comm_effect')] or \
        [f for f in flat if f.tag in ('move', 'exit')] or flat
    k = 2 if len(pref) > 1 and R.random() < 0.4 else 1
    return [x.reword() for x in pref[-k:]]


def trim(steps, maxn):
    if len(steps) <= maxn:
        return steps
    def prio(st):
        t = st[0].tag
        if t in ('move', 'comm_event'):
            return 0
        if t == 'init' or st[0].kind == 'belief':
            return 1
        if t == 'exit':
            return 2 + (0 if any(f.tag == 'order' for f in st) else 1)
        return 4
    order = sorted(range(len(steps)), key=lambda i: (prio(steps[i]), i))
    keep = sorted(order[:maxn])
    return [steps[i] for i in keep]


FALSE_KINDS = ['event', 'location', 'presence', 'belief', 'order', 'communication']


def make_retraction(c, steps):
    w = c.w
    for k, st in enumerate(steps):
        f = st[0]
        if f.tag == 'move' and w.chain:
            L = f.time
            absn = [a for a in dict.fromkeys(w.chain) if not w.saw(a, L) and w.exit_line(a) and w.exit_line(a) < L]
            if absn:
                a = absn[0]
                la = w.exit_line(a)
                ex = f_exit(c, a, la)
                ex.forms = ['%s exited at line %d' % (a, la), '%s had already left at line %d' % (a, la)]
                ex.reword()
                pr = f_saw(c, [a], L, False)
                pr.forms = ['so %s did not see it' % a, 'so %s missed that move' % a,
                            "so %s wasn't there for it" % a]
                pr.reword()
                lead = pick(['So %s saw the move at line %d as well - wait, no, ' % (a, L),
                             '%s is still around for line %d... Wait, no. ' % (a, L),
                             'Then %s watches the move at line %d. Hmm, no - ' % (a, L),
                             '%s also sees this one? No, wait: ' % a])
                return (k, lead, ex, pr)
    return None


def gen(w, idx, label, style, fkind):
    c = Ctx(w)
    steps = plan(c)
    maxn = {'answer_first': 6, 'numbered': 7, 'narrative': 7, 'thinking': 9, 'terse': 3}[style]
    steps = trim(steps, maxn)
    gold = w.gold
    stated = gold
    afact = answer_fact(c, gold, still=R.random() < 0.2)
    hedge = None
    vague = f_vague(c) if R.random() < 0.25 else None
    used = None
    if label == 'unsound':
        order = [fkind] + [k for k in FALSE_KINDS if k != fkind]
        used = falsify(c, steps, order)
        assert used
    elif label == 'wrong':
        wa = wrong_answer(w)
        wc = wa[1]
        if R.random() < 0.15 and w.qk != 'memory':
            hedge = (gold, wc) if R.random() < 0.5 else (wc, gold)
            stated = None
            afact = None
            if style == 'terse':
                style = 'answer_first'
        else:
            stated = wc
            afact = answer_fact(c, wc)
            mode = wa[0]
            if mode == 'sub':
                ch = wa[2]
                steps = [st for st in steps if not any(f.tag == 'bel' for f in st)]
                steps.append([f_bel(c, ch, wc, 'end')])
            elif mode == 'reality' and w.chain:
                # claims the agent saw the final move
                lm = [L for L in w.moves if w.ev[L][3] == wc]
                if lm:
                    L = lm[-1]
                    steps = [st for st in steps if st[0].tag != 'exit' and not any(f.tag == 'saw' for f in st)] or steps
                    a = w.chain[-1]
                    steps.append([f_move(c, w.ev[L][1], wc, L), f_saw(c, [a], L, True)])
            elif mode == 'stale' and w.qk == 'reality':
                # forgets the last move
                lastm = [L for L in w.moves if w.ev[L][3] == gold]
                steps = [st for st in steps if not (st[0].tag == 'move' and st[0].time in lastm)]
            elif mode == 'stale' and w.qk == 'belief':
                last_eq = max(L for L in range(1, w.n + 1) if w.bel(w.chain, L) == wc)
                if last_eq < w.n:
                    L2 = last_eq + 1
                    steps = [st for st in steps if st[0].time != L2]
            elif mode == 'comm':
                L = wa[2]
                steps = [st for st in steps if st[0].tag != 'comm_event' or st[0].time != L]
                steps.append([f_comm_event(c, L)])
    elif label == 'unsupported':
        steps = []
    retract = None
    if style == 'thinking' and label in ('sound', 'unsound', 'wrong') and R.random() < 0.7:
        retract = make_retraction(c, steps)
    if style == 'terse':
        c.explicit = True
        steps = plan(c)
        if label == 'wrong' and stated and w.qk == 'belief' and w.chain:
            lm = [L for L in w.moves if w.ev[L][3] == stated]
            if lm:
                steps.append([f_saw(c, [w.chain[-1]], lm[-1], True)])
        if label == 'unsound':
            steps = [key_reason(c, steps)]
            assert falsify(c, steps, [fkind] + [k for k in FALSE_KINDS if k != fkind])
        if label == 'unsupported':
            mode = pick(['letter', 'word', 'letter+sent', 'sent']) if w.it['world'] == 'hitom' else pick(['word', 'sent'])
            resp, claims = render_terse(c, afact, stated, None, mode)
        else:
            reason = key_reason(c, steps)
            if label == 'unsound':
                fl = [f for st in steps for f in st if f.verdict == 'false']
                reason = fl[:1] + [f for st in steps for f in st if f.verdict == 'true'][:1]
            if label == 'wrong' and R.random() < 0.6:
                reason = reason[-1:]
            resp, claims = render_terse(c, afact, stated, reason, 'sent')
    else:
        if label == 'unsupported':
            resp, claims = render_unsupported(c, style, afact, stated, vague)
        else:
            resp, claims = render(c, steps, style, afact, stated, hedge, retract, vague)
    rec = {'id': '%s-r%d' % (w.it['id'], idx), 'item_id': w.it['id'], 'world': w.it['world'],
           'story': w.it['story'], 'question': w.it['question']}
    if w.it['world'] == 'hitom':
        rec['choices'] = w.it['choices']
    rec.update({'answer': w.gold, 'order': w.it['order'], 'question_type': w.it['question_type'],
                'style': style, 'label': label, 'stated_answer': stated, 'response': resp,
                'claims': claims})
    return rec, used


def check(rec, w):
    cl = rec['claims']
    nf = sum(x['verdict'] == 'false' for x in cl)
    lab = rec['label']
    right = rec['stated_answer'] == w.gold
    non_answer_checkable = [x for x in cl if x['verdict'] != 'uncheckable'
                            and not (x['kind'] in ('belief', 'location') and x['verdict'] == 'true'
                                     and x is cl[-1])]
    if lab == 'sound':
        return right and nf == 0 and any(x['verdict'] == 'true' for x in cl[:-1])
    if lab == 'unsound':
        return right and nf == 1
    if lab == 'unsupported':
        chk = [x for x in cl if x['verdict'] != 'uncheckable']
        # only the restated answer (possibly) is checkable
        return right and nf == 0 and len(chk) <= 1
    if lab == 'wrong':
        return not right
    return False


def main():
    items = [json.loads(l) for l in open(IN)]
    base = [['sound', 'unsound', 'wrong', 'sound', 'unsound'],
            ['sound', 'unsound', 'unsupported', 'unsound', 'wrong'],
            ['sound', 'unsound', 'unsupported', 'sound', 'wrong']]
    styles = ['answer_first', 'numbered', 'narrative', 'terse', 'thinking']
    recs = []
    fk = 0
    for i, it in enumerate(items):
        w = World(it)
        labels = base[i % 3][:]
        R.shuffle(labels)
        sts = styles[:]
        R.shuffle(sts)
        for j in range(5):
            lab, sty = labels[j], sts[j]
            for attempt in range(50):
                kind = FALSE_KINDS[fk % len(FALSE_KINDS)]
                rec, used = gen(w, j + 1, lab, sty, kind)
                if check(rec, w):
                    break
            else:
                raise SystemExit('could not make %s %s %s' % (it['id'], lab, sty))
            if lab == 'unsound':
                fk += 1
            recs.append(rec)
    with open(OUT, 'w') as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('records', len(recs))
    print('style', dict(Counter(r['style'] for r in recs)))
    print('label', dict(Counter(r['label'] for r in recs)))
    print('order', dict(Counter(r['order'] for r in recs)))
    print('qtype', dict(Counter(r['question_type'] for r in recs)))
    print('claims', sum(len(r['claims']) for r in recs))
    print('kind', dict(Counter(c['kind'] for r in recs for c in r['claims'])))
    print('verdict', dict(Counter(c['verdict'] for r in recs for c in r['claims'])))
    print('kind x verdict', dict(Counter((c['kind'], c['verdict']) for r in recs for c in r['claims'])))
    print('false kind in unsound', dict(Counter(c['kind'] for r in recs if r['label'] == 'unsound'
                                                for c in r['claims'] if c['verdict'] == 'false')))


if __name__ == '__main__':
    main()
