import json, importlib, sys, collections
sys.path.insert(0, '/work/writers/w25a')
items = [json.loads(l) for l in open('/work/writers/w25a/golds_25a.jsonl')]
out = []; warn = 0
for n, it in enumerate(items, 1):
    mod = importlib.import_module(f'part_{n:02d}')
    assert len(mod.RECORDS) == 5, n
    for r, rec in enumerate(mod.RECORDS, 1):
        resp = rec['response']; cur = 0; claims = []
        for (text, kind, verdict, time, note) in rec['claims']:
            s = resp.find(text, cur)
            if s < 0:
                s = resp.find(text); warn += 1
                print('WARN out-of-order', n, r, text)
            assert s >= 0, (n, r, text)
            e = s + len(text); assert resp[s:e] == text
            assert kind in ('event','location','presence','belief','order','communication')
            assert verdict in ('true','false','uncheckable')
            claims.append(dict(text=text, start=s, end=e, kind=kind, verdict=verdict, time=time, note=note))
            cur = e
        o = dict(id=f"{it['id']}-r{r}", item_id=it['id'], world=it['world'], story=it['story'], question=it['question'])
        if it['world'] == 'hitom': o['choices'] = it.get('choices')
        o.update(answer=it['answer'], order=it['order'], question_type=it['question_type'], style=rec['style'],
                 label=rec['label'], stated_answer=rec['stated'], response=resp, claims=claims)
        # label consistency
        nf = sum(c['verdict']=='false' for c in claims)
        right = rec['stated'] == it['answer']
        lab = rec['label']
        if lab == 'wrong': assert not right, o['id']
        else: assert right, o['id']
        if lab == 'sound': assert nf == 0, o['id']
        if lab == 'unsound': assert nf == 1, o['id']
        if lab == 'unsupported': assert nf == 0, o['id']
        out.append(o)
with open('/work/writers/w25a/blind_25a.jsonl', 'w') as f:
    for o in out: f.write(json.dumps(o) + '\n')
print('records', len(out), 'warnings', warn)
print('style', dict(collections.Counter(o['style'] for o in out)))
print('label', dict(collections.Counter(o['label'] for o in out)))
print('order', dict(collections.Counter(o['order'] for o in out)))
print('qtype', dict(collections.Counter(o['question_type'] for o in out)))
cl = [c for o in out for c in o['claims']]
print('claims', len(cl))
print('kind', dict(collections.Counter(c['kind'] for c in cl)))
print('verdict', dict(collections.Counter(c['verdict'] for c in cl)))
print('kind x verdict', dict(collections.Counter((c['kind'], c['verdict']) for c in cl)))
print('planted kinds (unsound)', dict(collections.Counter(c['kind'] for o in out if o['label']=='unsound' for c in o['claims'] if c['verdict']=='false')))
