import json, importlib, collections, sys
sys.path.insert(0, '/work/writers/w21a')
G = [json.loads(l) for l in open('/work/writers/w21a/golds_21a.jsonl')]

def row(d, t):
    if t == 'end' or t is None: return d['golds'][-1]
    return d['golds'][t - 1]

def check(d, chk, time):
    """returns True/False per golds, for an optional machine check"""
    typ = chk[0]
    obj = [k for k in d['golds'][0] if k.startswith('beliefs_about')][0][len('beliefs_about_'):]
    if typ == 'obj':
        r = row(d, chk[1]); return r['objects'][obj] == chk[2]
    if typ == 'bel':
        r = row(d, chk[2]); bk = 'beliefs_about_' + obj; return r[bk][chk[1]] == chk[3]
    if typ == 'room':
        r = row(d, chk[2]); return r['agents_room'][chk[1]] == chk[3]
    if typ == 'wit':
        r = row(d, chk[2]); return (chk[1] in r['witnessed_by']) == chk[3]
    if typ == 'text':
        r = row(d, chk[1]); return chk[2] in r['text']
    if typ == 'lt':  # line a before line b
        return chk[1] < chk[2]
    if typ == 'not':
        return not check(d, chk[1], time)
    if typ == 'all':
        return all(check(d, c, time) for c in chk[1:])
    raise ValueError(chk)

out = []
problems = []
NMAX = int(sys.argv[1]) if len(sys.argv) > 1 else 15
for n in range(1, NMAX + 1):
    mod = importlib.import_module('part_%02d' % n)
    d = G[n - 1]
    assert len(mod.RECORDS) == 5, n
    for i, rec in enumerate(mod.RECORDS, 1):
        resp = rec['response']
        claims = []
        pos = 0
        for c in rec['claims']:
            text, kind, verdict, time, note = c[:5]
            chk = c[5] if len(c) > 5 else None
            s = resp.find(text, pos)
            if s < 0:
                s = resp.find(text)
            if s < 0:
                problems.append((n, i, 'notfound', text)); continue
            e = s + len(text)
            assert resp[s:e] == text
            pos = s + 1
            if chk is not None:
                ok = check(d, chk, time)
                want = (verdict == 'true')
                if verdict == 'uncheckable' or ok != want:
                    problems.append((n, i, 'verdict', text, verdict, ok))
            assert kind in ('event', 'location', 'presence', 'belief', 'order', 'communication'), kind
            assert verdict in ('true', 'false', 'uncheckable')
            claims.append({'text': text, 'start': s, 'end': e, 'kind': kind, 'verdict': verdict,
                           'time': time, 'note': note})
        # label consistency
        ans = d['answer']; sa = rec['stated_answer']; lab = rec['label']
        nfalse = sum(c['verdict'] == 'false' for c in claims)
        ntrue = sum(c['verdict'] == 'true' and not c['note'].startswith('answer restated') for c in claims)
        if lab == 'wrong': assert sa != ans or sa is None, (n, i)
        else:
            assert sa == ans, (n, i, sa, ans)
            if lab == 'sound': assert nfalse == 0 and ntrue >= 1, (n, i, nfalse, ntrue)
            if lab == 'unsound': assert nfalse == 1, (n, i, nfalse)
            if lab == 'unsupported': assert nfalse == 0 and ntrue == 0, (n, i, ntrue)
        r = {'id': '%s-r%d' % (d['id'], i), 'item_id': d['id'], 'world': d['world'], 'story': d['story'],
             'question': d['question']}
        if d['world'] == 'hitom': r['choices'] = d.get('choices')
        r.update({'answer': ans, 'order': d['order'], 'question_type': d['question_type'],
                  'style': rec['style'], 'label': lab, 'stated_answer': sa, 'response': resp, 'claims': claims})
        out.append(r)

for p in problems: print('PROBLEM', p)
with open('/work/writers/w21a/blind_21a.jsonl', 'w') as f:
    for r in out: f.write(json.dumps(r, ensure_ascii=False) + '\n')
print('records', len(out))
print('style', dict(collections.Counter(r['style'] for r in out)))
print('label', dict(collections.Counter(r['label'] for r in out)))
print('kind', dict(collections.Counter(c['kind'] for r in out for c in r['claims'])))
print('verdict', dict(collections.Counter(c['verdict'] for r in out for c in r['claims'])))
print('kind x verdict', dict(collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims'])))
print('false kinds in unsound', dict(collections.Counter(c['kind'] for r in out if r['label']=='unsound' for c in r['claims'] if c['verdict']=='false')))
print('order', dict(collections.Counter(r['order'] for r in out)), 'qtype', dict(collections.Counter(r['question_type'] for r in out)))
