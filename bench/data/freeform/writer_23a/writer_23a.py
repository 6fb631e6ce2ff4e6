import json, importlib, collections, sys
GOLDS = [json.loads(l) for l in open('/work/writers/w23a/golds_23a.jsonl')]
STYLES = {"answer_first", "numbered", "narrative", "terse", "thinking"}
LABELS = {"sound", "unsound", "unsupported", "wrong"}
KINDS = {"event", "location", "presence", "belief", "order", "communication"}

def row(g, t):
    rows = g['golds']
    if t == 'end':
        return rows[-1]
    for r in rows:
        if r['line'] == t:
            return r
    raise KeyError(t)

def check(g, c, qobj):
    typ = c[0]
    if typ == 'b':
        _, chain, t, cont = c[:4]
        obj = c[4] if len(c) > 4 else qobj
        return row(g, t)['beliefs_about_' + obj][chain] == cont
    if typ == 'nb':  # belief is NOT cont
        _, chain, t, cont = c[:4]
        obj = c[4] if len(c) > 4 else qobj
        return row(g, t)['beliefs_about_' + obj][chain] != cont
    if typ == 'o':
        _, obj, t, cont = c
        return row(g, t)['objects'][obj] == cont
    if typ == 'no':
        _, obj, t, cont = c
        return row(g, t)['objects'][obj] != cont
    if typ == 'nsall':  # no story line contains substring
        return all(c[1] not in r['text'] for r in g['golds'])
    if typ == 'r':
        _, ag, t, room = c
        return row(g, t)['agents_room'][ag] == room
    if typ == 'w':
        _, ag, t, val = c
        return (ag in row(g, t)['witnessed_by']) == val
    if typ == 's':
        _, t, sub = c
        return sub in row(g, t)['text']
    if typ == 'lt':
        return c[1] < c[2]
    raise ValueError(c)

out = []
stats = collections.Counter()
for n in range(1, 16):
    mod = importlib.import_module('part_%02d' % n)
    g = GOLDS[n - 1]
    qobj = g['golds'][0]['objects'] and None
    qobj = mod.QOBJ
    assert len(mod.RECORDS) == 5
    for i, rec in enumerate(mod.RECORDS, 1):
        resp = rec['response']
        assert rec['style'] in STYLES and rec['label'] in LABELS
        claims = []
        nfalse = 0; ncheck = 0
        for c in rec['claims']:
            s = resp.find(c['t'])
            assert s >= 0, (n, i, c['t'])
            assert resp[s:s + len(c['t'])] == c['t']
            assert resp.count(c['t']) == 1, ('ambiguous span', n, i, c['t'])
            assert c['k'] in KINDS, c
            assert c['v'] in ('true', 'false', 'uncheckable'), c
            if c['v'] != 'uncheckable':
                assert c.get('chk'), ('no check', n, i, c['t'])
            for ch in c.get('chk', []):
                ok = check(g, ch, qobj)
                if c['v'] == 'true':
                    assert ok, ('check failed (expected true)', n, i, c['t'], ch)
            if c['v'] == 'false':
                assert not all(check(g, ch, qobj) for ch in c['chk']), ('expected false but all checks ok', n, i, c['t'])
            if c['v'] == 'false': nfalse += 1
            if c['v'] != 'uncheckable' and not c.get('ans'): ncheck += 1
            claims.append({"text": c['t'], "start": s, "end": s + len(c['t']), "kind": c['k'],
                           "verdict": c['v'], "time": c['time'], "note": c['note']})
        ans = g['answer']
        sa = rec['stated_answer']
        lab = rec['label']
        if lab == 'wrong':
            assert sa != ans or sa is None, (n, i)
        else:
            assert sa == ans, (n, i, sa, ans)
            if lab == 'sound': assert nfalse == 0 and ncheck >= 1, (n, i, nfalse, ncheck)
            if lab == 'unsound': assert nfalse == 1, (n, i, nfalse)
            if lab == 'unsupported': assert nfalse == 0 and ncheck == 0, (n, i, ncheck)
        o = {"id": "%s-r%d" % (g['id'], i), "item_id": g['id'], "world": g['world'], "story": g['story'],
             "question": g['question']}
        if g['world'] == 'hitom':
            o["choices"] = g.get('choices')
        o.update({"answer": ans, "order": g['order'], "question_type": g['question_type'],
                  "style": rec['style'], "label": lab, "stated_answer": sa, "response": resp, "claims": claims})
        out.append(o)

with open('/work/writers/w23a/blind_23a.jsonl', 'w') as f:
    for o in out:
        f.write(json.dumps(o, ensure_ascii=False) + '\n')
# re-verify
for l in open('/work/writers/w23a/blind_23a.jsonl'):
    o = json.loads(l)
    for c in o['claims']:
        assert o['response'][c['start']:c['end']] == c['text']
print('records', len(out))
print('style', collections.Counter(o['style'] for o in out))
print('label', collections.Counter(o['label'] for o in out))
print('style x label', sorted(collections.Counter((o['style'], o['label']) for o in out).items()))
print('order', collections.Counter(o['order'] for o in out))
print('qtype', collections.Counter(o['question_type'] for o in out))
print('claims', sum(len(o['claims']) for o in out))
print('kind', collections.Counter(c['kind'] for o in out for c in o['claims']))
print('verdict', collections.Counter(c['verdict'] for o in out for c in o['claims']))
print('kind x verdict', sorted(collections.Counter((c['kind'], c['verdict']) for o in out for c in o['claims']).items()))
print('false-claim kinds in unsound', collections.Counter(c['kind'] for o in out if o['label']=='unsound' for c in o['claims'] if c['verdict']=='false'))
