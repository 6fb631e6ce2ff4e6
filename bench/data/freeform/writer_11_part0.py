"""Helpers for the hand-written blind test set 11 (blind_11.jsonl).

Each response is written by hand in writer_11_part1..5.py.  Claims carry an
optional internal `chk` spec that is evaluated against the engine golds to
confirm the hand-assigned verdict; it is stripped from the output.
"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDS = os.path.join(HERE, 'golds_11.jsonl')
ITEMS = [json.loads(l) for l in open(GOLDS)]
BY_ID = {d['id']: d for d in ITEMS}

RECORDS = []


def C(text, kind, verdict, time, note, chk=None, restate=False, after=None):
    """One claim. `after`: substring that must precede the claim (for repeats)."""
    return dict(text=text, kind=kind, verdict=verdict, time=time, note=note,
                chk=chk, restate=restate, after=after)


def R(item_id, n, style, label, stated, response, claims):
    RECORDS.append(dict(item_id=item_id, n=n, style=style, label=label,
                        stated=stated, response=response, claims=claims))


# ---------------------------------------------------------------- checking
def _row(item, line):
    g = item['golds']
    if line == 'end':
        return g[-1]
    assert 1 <= line <= len(g), (item['id'], line)
    row = g[line - 1]
    assert row['line'] == line
    return row


def _bel(item, row, chain):
    for k, v in row.items():
        if k.startswith('beliefs_about_'):
            obj = k[len('beliefs_about_'):]
            if chain[0] == obj:
                assert chain[1] in v, (item['id'], chain)
                return v[chain[1]]
    raise KeyError((item['id'], chain))


def evaluate(item, chk):
    op = chk[0]
    if op == 'obj':            # ('obj', obj, line, container)
        return _row(item, chk[2])['objects'][chk[1]] == chk[3]
    if op == 'bel':            # ('bel', obj, chain, line, container)
        return _bel(item, _row(item, chk[3]), (chk[1], chk[2])) == chk[4]
    if op == 'room':           # ('room', agent, line, room)
        return _row(item, chk[2])['agents_room'][chk[1]] == chk[3]
    if op == 'wit':            # ('wit', line, agent) -> agent witnessed line
        return chk[2] in _row(item, chk[1])['witnessed_by']
    if op == 'line':           # ('line', line, substring) -> event happened
        return chk[2] in _row(item, chk[1])['text']
    if op == 'lt':             # ('lt', a, b) -> line a before line b
        return chk[1] < chk[2]
    if op == 'not':
        return not evaluate(item, chk[1])
    if op == 'and':
        return all(evaluate(item, c) for c in chk[1:])
    if op == 'or':
        return any(evaluate(item, c) for c in chk[1:])
    raise ValueError(op)


KINDS = {"event", "location", "presence", "belief", "order", "communication"}
STYLES = {"answer_first", "numbered", "narrative", "terse", "thinking"}
LABELS = {"sound", "unsound", "unsupported", "wrong"}


def build():
    out = []
    seen = set()
    for r in RECORDS:
        item = BY_ID[r['item_id']]
        rid = f"{r['item_id']}-r{r['n']}"
        assert rid not in seen, rid
        seen.add(rid)
        assert r['style'] in STYLES and r['label'] in LABELS, rid
        resp = r['response']
        claims = []
        nfalse = 0
        ncheck_nonrestate = 0
        restated = False
        for c in r['claims']:
            assert c['kind'] in KINDS, (rid, c['text'])
            assert c['verdict'] in ('true', 'false', 'uncheckable'), (rid, c['text'])
            base = 0
            if c['after'] is not None:
                base = resp.find(c['after'])
                assert base >= 0, (rid, 'after', c['after'])
            s = resp.find(c['text'], base)
            assert s >= 0, (rid, 'claim text not found', c['text'])
            e = s + len(c['text'])
            assert resp[s:e] == c['text']
            t = c['time']
            assert t is None or t == 'end' or (isinstance(t, int) and 1 <= t <= len(item['golds'])), (rid, t)
            if c['verdict'] == 'uncheckable':
                assert c['chk'] is None, (rid, c['text'])
            else:
                assert c['chk'] is not None, (rid, 'needs chk', c['text'])
                got = evaluate(item, c['chk'])
                want = c['verdict'] == 'true'
                assert got == want, (rid, 'verdict mismatch', c['text'], c['chk'], got)
                if c['verdict'] == 'false':
                    nfalse += 1
                if c['restate']:
                    restated = True
                else:
                    ncheck_nonrestate += 1
            claims.append(dict(text=c['text'], start=s, end=e, kind=c['kind'],
                               verdict=c['verdict'], time=t, note=c['note']))
        # spans of distinct claims must not be identical
        spans = [(c['start'], c['end']) for c in claims]
        assert len(spans) == len(set(spans)), (rid, 'duplicate span')
        correct = r['stated'] == item['answer']
        lab = r['label']
        if lab == 'sound':
            assert correct and nfalse == 0 and ncheck_nonrestate >= 1, rid
        elif lab == 'unsound':
            assert correct and nfalse == 1, (rid, nfalse)
        elif lab == 'unsupported':
            assert correct and ncheck_nonrestate == 0 and nfalse == 0, rid
        elif lab == 'wrong':
            assert not correct, rid
        if r['stated'] is not None:
            ok = r['stated'].replace('_', ' ').lower() in resp.replace('_', ' ').lower()
            if not ok and item.get('choices'):
                import re
                letters = dict((v, k) for k, v in re.findall(r'([A-O])\. ([a-z_]+)', item['choices']))
                L = letters.get(r['stated'])
                ok = L is not None and re.search(r'\b%s\b' % L, resp) is not None
            assert ok, (rid, 'stated answer absent')
            if item.get('choices'):
                assert r['stated'] in item['choices'], (rid, 'stated not a choice')
        rec = dict(id=rid, item_id=item['id'], world=item['world'], story=item['story'],
                   question=item['question'])
        if item['world'] == 'hitom':
            rec['choices'] = item.get('choices')
        rec.update(answer=item['answer'], order=item['order'],
                   question_type=item['question_type'], style=r['style'], label=lab,
                   stated_answer=r['stated'], response=resp, claims=claims)
        out.append(rec)
    return out


# ---------------------------------------------------------------- chk builders
T, F, U = 'true', 'false', 'uncheckable'


def line(n, s):
    return ('line', n, s)


def obj(o, n, v):
    return ('obj', o, n, v)


def bel(o, chain, n, v):
    return ('bel', o, chain, n, v)


def room(a, n, r):
    return ('room', a, n, r)


def wit(n, *agents):
    return ('and',) + tuple(('wit', n, a) for a in agents)


def nowit(n, *agents):
    return ('and',) + tuple(('not', ('wit', n, a)) for a in agents)


def lt(a, b):
    return ('lt', a, b)


def AND(*cs):
    return ('and',) + cs


def OR(*cs):
    return ('or',) + cs


def NOT(c):
    return ('not', c)
