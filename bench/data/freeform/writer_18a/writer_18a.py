import json, os, importlib.util, collections
D = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(l) for l in open(os.path.join(D, 'golds_18a.jsonl'))]
out = []
for i, item in enumerate(rows, 1):
    p = os.path.join(D, 'part_%02d.py' % i)
    if not os.path.exists(p):
        continue
    spec = importlib.util.spec_from_file_location('part_%02d' % i, p)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    assert len(m.RECORDS) == 5, p
    for n, r in enumerate(m.RECORDS, 1):
        resp = r['response']
        claims = []
        for c in r['claims']:
            text, kind, verdict, time, note = c[:5]
            start = resp.find(text)
            assert start >= 0, (p, n, text)
            end = start + len(text)
            assert resp[start:end] == text
            assert kind in ("event","location","presence","belief","order","communication"), (p,n,kind)
            assert verdict in ("true","false","uncheckable"), (p,n,verdict)
            claims.append(dict(text=text, start=start, end=end, kind=kind, verdict=verdict, time=time, note=note))
        lab = r['label']; sa = r['stated_answer']
        nf = sum(c['verdict']=='false' for c in claims)
        if lab == 'wrong': assert sa != item['answer'], (p,n)
        else: assert sa == item['answer'], (p,n)
        if lab == 'sound': assert nf == 0, (p,n)
        if lab == 'unsound': assert nf == 1, (p,n)
        if lab == 'unsupported': assert nf == 0, (p,n)
        rec = dict(id='%s-r%d' % (item['id'], n), item_id=item['id'], world=item['world'], story=item['story'],
                   question=item['question'])
        if item['world'] == 'hitom': rec['choices'] = item.get('choices')
        rec.update(answer=item['answer'], order=item['order'], question_type=item['question_type'],
                   style=r['style'], label=lab, stated_answer=sa, response=resp, claims=claims)
        out.append(rec)
with open(os.path.join(D, 'blind_18a.jsonl'), 'w') as f:
    for rec in out: f.write(json.dumps(rec, ensure_ascii=False) + '\n')
print('records', len(out))
print('style', dict(collections.Counter(r['style'] for r in out)))
print('label', dict(collections.Counter(r['label'] for r in out)))
print('kind', dict(collections.Counter(c['kind'] for r in out for c in r['claims'])))
print('verdict', dict(collections.Counter(c['verdict'] for r in out for c in r['claims'])))
print('kind x verdict', dict(collections.Counter((c['kind'],c['verdict']) for r in out for c in r['claims'])))
print('order', dict(collections.Counter(r['order'] for r in out)))
print('qtype', dict(collections.Counter(r['question_type'] for r in out)))
