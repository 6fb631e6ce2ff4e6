import json, importlib, collections, sys
sys.path.insert(0, '/work/writers/w25c')
golds = [json.loads(l) for l in open('/work/writers/w25c/golds_25c.jsonl')]
out = []
for n in range(1, 16):
    try:
        mod = importlib.import_module('part_%02d' % n)
    except ModuleNotFoundError:
        print('missing part', n); continue
    q = golds[n-1]
    assert len(mod.RECORDS) == 5, n
    for i, r in enumerate(mod.RECORDS, 1):
        resp = r['response']
        claims = []
        for c in r['claims']:
            text, kind, verdict, time, note = c
            s = resp.find(text)
            assert s >= 0, (n, i, text)
            if resp.count(text) > 1: print('WARN dup span', n, i, repr(text))
            assert kind in ('event','location','presence','belief','order','communication')
            assert verdict in ('true','false','uncheckable')
            claims.append(dict(text=text, start=s, end=s+len(text), kind=kind, verdict=verdict, time=time, note=note))
            assert resp[s:s+len(text)] == text
        lab = r['label']; sa = r['stated_answer']
        nf = sum(c['verdict']=='false' for c in claims)
        if lab == 'sound': assert sa == q['answer'] and nf == 0, (n,i)
        if lab == 'unsound': assert sa == q['answer'] and nf >= 1, (n,i)
        if lab == 'unsupported': assert sa == q['answer'] and nf == 0, (n,i)
        if lab == 'wrong': assert sa != q['answer'], (n,i)
        rec = {"id": f"{q['id']}-r{i}", "item_id": q['id'], "world": q['world'], "story": q['story'],
               "question": q['question']}
        if q['world'] == 'hitom': rec['choices'] = q.get('choices')
        rec.update({"answer": q['answer'], "order": q['order'], "question_type": q['question_type'],
                    "style": r['style'], "label": lab, "stated_answer": sa, "response": resp, "claims": claims})
        out.append(rec)
with open('/work/writers/w25c/blind_25c.jsonl', 'w') as f:
    for r in out: f.write(json.dumps(r) + '\n')
print('records', len(out))
print('style', collections.Counter(r['style'] for r in out))
print('label', collections.Counter(r['label'] for r in out))
print('kind', collections.Counter(c['kind'] for r in out for c in r['claims']))
print('verdict', collections.Counter(c['verdict'] for r in out for c in r['claims']))
print('kind x verdict', collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims']))
print('order', collections.Counter(r['order'] for r in out))
