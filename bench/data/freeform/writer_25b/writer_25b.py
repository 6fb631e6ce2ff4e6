import json, importlib, collections, sys
sys.path.insert(0, '/work/writers/w25b')
items = [json.loads(l) for l in open('/work/writers/w25b/golds_25b.jsonl')]
out = []; errs = []
def target(d):
    bk = [k[14:] for k in d['golds'][0] if k.startswith('beliefs_about_')]
    return [o for o in bk if o in d['question']][0]
def row(d, t):
    g = d['golds']
    return g[-1] if t == 'end' else g[t-1]
def check(d, c):
    text, kind, verdict, t, note = c[:5]; chk = c[5] if len(c) > 5 else None
    if chk is None: return None
    typ = chk[0]; r = row(d, t) if t is not None else None
    if typ == 'b':
        obj = chk[3] if len(chk) > 3 else target(d)
        got = r['beliefs_about_' + obj].get(chk[1], 'MISSING')
        ok = got == chk[2]
    elif typ == 'o':
        obj = chk[2] if len(chk) > 2 else target(d)
        ok = r['objects'][obj] == chk[1]
    elif typ == 'r':
        ok = r['agents_room'][chk[1]] == chk[2]
    elif typ == 'w':
        ok = (chk[1] in r['witnessed_by']) == chk[2]
    elif typ == 'e':
        ok = chk[2].lower() in d['golds'][chk[1]-1]['text'].lower()
    elif typ == 'lt':
        ok = chk[1] < chk[2]
    else: raise ValueError(chk)
    return 'true' if ok else 'false'
for n in range(1, 16):
    d = items[n-1]
    try: mod = importlib.import_module('part_%02d' % n)
    except ModuleNotFoundError: print('missing part', n); continue
    assert len(mod.RECORDS) == 5, n
    for i, rec in enumerate(mod.RECORDS, 1):
        resp = rec['response']; claims = []
        for c in rec['claims']:
            text, kind, verdict, t, note = c[:5]
            s = resp.find(text)
            if s < 0: errs.append((n, i, 'NOTFOUND', text)); continue
            v = check(d, c)
            if v is not None and v != verdict: errs.append((n, i, 'VERDICT', text, verdict, v))
            claims.append(dict(text=text, start=s, end=s+len(text), kind=kind, verdict=verdict, time=t, note=note))
        o = dict(id=f"{d['id']}-r{i}", item_id=d['id'], world=d['world'], story=d['story'], question=d['question'])
        if d['world'] == 'hitom': o['choices'] = d['choices']
        o.update(answer=d['answer'], order=d['order'], question_type=d['question_type'], style=rec['style'], label=rec['label'],
                 stated_answer=rec['stated'], response=resp, claims=claims)
        # label consistency
        nf = sum(c['verdict'] == 'false' for c in claims)
        right = rec['stated'] == d['answer']
        lab = rec['label']
        if lab == 'wrong' and right: errs.append((n, i, 'LABEL wrong but right'))
        if lab != 'wrong' and not right: errs.append((n, i, 'LABEL right expected', rec['stated']))
        if lab == 'sound' and nf: errs.append((n, i, 'sound has false'))
        if lab == 'unsound' and nf != 1: errs.append((n, i, 'unsound false count', nf))
        if lab == 'unsupported' and nf: errs.append((n, i, 'unsupported has false'))
        out.append(o)
for e in errs: print('ERR', e)
for o in out:
    for c in o['claims']: assert o['response'][c['start']:c['end']] == c['text']
with open('/work/writers/w25b/blind_25b.jsonl', 'w') as f:
    for o in out: f.write(json.dumps(o) + '\n')
C = collections.Counter
print('records', len(out))
print('style', dict(C(o['style'] for o in out)))
print('label', dict(C(o['label'] for o in out)))
print('kind', dict(C(c['kind'] for o in out for c in o['claims'])))
print('verdict', dict(C(c['verdict'] for o in out for c in o['claims'])))
print('order', dict(C(o['order'] for o in out)))
print('claims', sum(len(o['claims']) for o in out))
