import json, importlib, sys, collections
sys.path.insert(0, '/work/writers/w24b')
items = [json.loads(l) for l in open('/work/writers/w24b/golds_24b.jsonl')]
out = []
errors = []
for n, it in enumerate(items, 1):
    mod = importlib.import_module('part_%02d' % n)
    assert len(mod.RECORDS) == 5, n
    for r, rec in enumerate(mod.RECORDS, 1):
        resp = rec['response']
        claims = []
        for c in rec['claims']:
            text, kind, verdict, time, note = c[:5]
            occ = c[5] if len(c) > 5 else 0
            start = -1
            for _ in range(occ + 1):
                start = resp.find(text, start + 1)
            if start < 0:
                errors.append((n, r, 'missing', text)); continue
            if occ == 0 and resp.count(text) > 1:
                errors.append((n, r, 'ambiguous', text))
            end = start + len(text)
            assert resp[start:end] == text
            claims.append(dict(text=text, start=start, end=end, kind=kind, verdict=verdict, time=time, note=note))
        d = {"id": f"{it['id']}-r{r}", "item_id": it['id'], "world": it['world'], "story": it['story'],
             "question": it['question']}
        if it['world'] == 'hitom':
            d["choices"] = it.get('choices')
        d.update({"answer": it['answer'], "order": it['order'], "question_type": it['question_type'],
                  "style": rec['style'], "label": rec['label'], "stated_answer": rec['stated_answer'],
                  "response": resp, "claims": claims})
        # consistency checks
        vs = [c['verdict'] for c in claims]
        ans_ok = rec['stated_answer'] == it['answer']
        lab = rec['label']
        if lab == 'sound':
            if not ans_ok or 'false' in vs or sum(v == 'true' for v in vs) < 2: errors.append((n, r, 'label sound inconsistent'))
        elif lab == 'unsound':
            if not ans_ok or vs.count('false') != 1: errors.append((n, r, 'label unsound inconsistent', vs.count('false')))
        elif lab == 'unsupported':
            if not ans_ok or 'false' in vs or sum(v == 'true' for v in vs) != 1: errors.append((n, r, 'label unsupported inconsistent'))
        elif lab == 'wrong':
            if ans_ok: errors.append((n, r, 'label wrong but answer ok'))
        for c in claims:
            assert c['kind'] in ('event','location','presence','belief','order','communication'), c
            assert c['verdict'] in ('true','false','uncheckable'), c
        out.append(d)
for e in errors: print('ERR', e)
with open('/work/writers/w24b/blind_24b.jsonl', 'w') as f:
    for d in out: f.write(json.dumps(d, ensure_ascii=False) + '\n')
print('records', len(out))
print('styles', collections.Counter(d['style'] for d in out))
print('labels', collections.Counter(d['label'] for d in out))
print('orders', collections.Counter(d['order'] for d in out), 'qtypes', collections.Counter(d['question_type'] for d in out))
kc = collections.Counter((c['kind'], c['verdict']) for d in out for c in d['claims'])
print('claims total', sum(kc.values()))
for k in sorted(kc): print('  ', k, kc[k])
print('kinds', collections.Counter(c['kind'] for d in out for c in d['claims']))
print('verdicts', collections.Counter(c['verdict'] for d in out for c in d['claims']))
