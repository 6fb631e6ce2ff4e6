# Framework: loads golds, defines R() / C(), checks every verdict against the gold rows.
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = [json.loads(l) for l in open(os.path.join(HERE, 'golds_13.jsonl'))]
RECS = []
VMAP = {'T': 'true', 'F': 'false', 'U': 'uncheckable'}

def C(text, kind, verdict, time, note, check=None):
    return dict(text=text, kind=kind, verdict=VMAP[verdict], time=time, note=note, check=check)

def _row(d, time):
    g = d['golds']
    if time == 'end':
        return g[-1], len(g)
    assert isinstance(time, int) and 1 <= time <= len(g), time
    return g[time - 1], time

def _bk(d):
    return [k for k in d['golds'][0] if k.startswith('beliefs_about_')][0]

def _line_of(d, sub):
    for r in d['golds']:
        if sub in r['text']:
            return r['line']
    raise AssertionError('no line contains %r in %s' % (sub, d['id']))

def ev(d, time, chk):
    op = chk[0]
    if op == 'and':
        return all(ev(d, time, c) for c in chk[1:])
    if op == 'or':
        return any(ev(d, time, c) for c in chk[1:])
    if op == 'not':
        return not ev(d, time, chk[1])
    if op == 'at':            # ('at', line, subcheck): evaluate subcheck at another line
        return ev(d, chk[1], chk[2])
    if op == 'lt':            # line containing A comes before line containing B
        return _line_of(d, chk[1]) < _line_of(d, chk[2])
    if op == 'noline':        # no story line contains this text
        return not any(chk[1] in r['text'] for r in d['golds'])
    if op == 'none_after':    # no story line after chk[1] contains chk[2]
        return not any(chk[2] in r['text'] for r in d['golds'] if r['line'] > chk[1])
    if op == 'never':         # subcheck false at every line >= chk[1]
        return not any(ev(d, L, chk[2]) for L in range(chk[1], len(d['golds']) + 1))
    if op == 'always':        # subcheck true at every line >= chk[1]
        return all(ev(d, L, chk[2]) for L in range(chk[1], len(d['golds']) + 1))
    r, ln = _row(d, time)
    if op == 'obj':
        return r['objects'].get(chk[1]) == chk[2]
    if op == 'bel':
        b = r[_bk(d)]
        assert chk[1] in b, (d['id'], chk[1])
        return b[chk[1]] == chk[2]
    if op == 'unch':          # belief unchanged by this line
        b = r[_bk(d)]; pb = d['golds'][ln - 2][_bk(d)]
        assert chk[1] in b, (d['id'], chk[1])
        return b[chk[1]] == pb[chk[1]]
    if op == 'room':
        assert chk[1] in r['agents_room'], chk
        return r['agents_room'][chk[1]] == chk[2]
    if op == 'wit':
        names = chk[1] if isinstance(chk[1], (list, tuple)) else [chk[1]]
        return all(n in r['witnessed_by'] for n in names)
    if op == 'nowit':
        names = chk[1] if isinstance(chk[1], (list, tuple)) else [chk[1]]
        return all(n not in r['witnessed_by'] for n in names)
    if op == 'witset':        # exactly this set witnessed the line
        return sorted(r['witnessed_by']) == sorted(chk[1])
    if op == 'text':
        return chk[1] in r['text']
    raise AssertionError('bad check ' + repr(chk))

def R(idx, style, label, stated, response, claims):
    d = ROWS[idx]
    n = sum(1 for x in RECS if x['item_id'] == d['id']) + 1
    out_claims = []
    pos = 0
    for c in claims:
        s = response.find(c['text'], pos)
        if s < 0:
            s = response.find(c['text'])
        assert s >= 0, ('claim text not found', d['id'], n, c['text'])
        e = s + len(c['text'])
        assert response[s:e] == c['text']
        pos = s
        if c['check'] is not None:
            assert c['verdict'] != 'uncheckable', (d['id'], n, c['text'])
            val = ev(d, c['time'], c['check'])
            want = 'true' if val else 'false'
            assert want == c['verdict'], ('VERDICT MISMATCH', d['id'], n, c['text'], 'gold says', want)
        else:
            assert c['verdict'] == 'uncheckable', ('checkable claim without check', d['id'], n, c['text'])
        out_claims.append(dict(text=c['text'], start=s, end=e, kind=c['kind'],
                               verdict=c['verdict'], time=c['time'], note=c['note']))
    ans = d['answer']
    nfalse = sum(1 for c in out_claims if c['verdict'] == 'false')
    ncheck_extra = sum(1 for c in out_claims if c['verdict'] != 'uncheckable'
                       and not c['note'].startswith('answer restated'))
    if label == 'sound':
        assert stated == ans and nfalse == 0 and ncheck_extra >= 1, (d['id'], n, label)
    elif label == 'unsound':
        assert stated == ans and nfalse == 1, (d['id'], n, label, nfalse)
    elif label == 'unsupported':
        assert stated == ans and ncheck_extra == 0 and nfalse == 0, (d['id'], n, label)
    elif label == 'wrong':
        assert stated != ans, (d['id'], n, label)
    else:
        raise AssertionError(label)
    assert style in ('answer_first', 'numbered', 'narrative', 'terse', 'thinking')
    kinds = ('event', 'location', 'presence', 'belief', 'order', 'communication')
    assert all(c['kind'] in kinds for c in out_claims)
    rec = {'id': '%s-r%d' % (d['id'], n), 'item_id': d['id'], 'world': d['world'],
           'story': d['story'], 'question': d['question']}
    if d['world'] == 'hitom':
        rec['choices'] = d.get('choices')
    rec.update({'answer': ans, 'order': d['order'], 'question_type': d['question_type'],
                'style': style, 'label': label, 'stated_answer': stated,
                'response': response, 'claims': out_claims})
    RECS.append(rec)
