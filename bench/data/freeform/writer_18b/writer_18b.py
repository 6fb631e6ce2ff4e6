import json, os, sys, importlib, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
items = [json.loads(l) for l in open(os.path.join(HERE, 'golds_18b.jsonl'))]
out = []
errors = []
for n, q in enumerate(items, 1):
    mod = importlib.import_module('part_%02d' % n)
    assert len(mod.RECORDS) == 5, n
    for r_i, r in enumerate(mod.RECORDS, 1):
        resp = r['response']
        claims = []
        for c in r['claims']:
            text, kind, verdict, time, note = c[:5]
            occ = c[5] if len(c) > 5 else 0
            start = -1
            for _ in range(occ + 1):
                start = resp.find(text, start + 1)
            if start < 0:
                errors.append((q['id'], r_i, text)); continue
            end = start + len(text)
            assert resp[start:end] == text
            claims.append(dict(text=text, start=start, end=end, kind=kind, verdict=verdict, time=time, note=note))
        rec = {"id": "%s-r%d" % (q['id'], r_i), "item_id": q['id'], "world": q['world'], "story": q['story'],
               "question": q['question']}
        if q['world'] == 'hitom':
            rec["choices"] = q.get('choices')
        rec.update({"answer": q['answer'], "order": q['order'], "question_type": q['question_type'],
                    "style": r['style'], "label": r['label'], "stated_answer": r['stated_answer'],
                    "response": resp, "claims": claims})
        # label consistency
        lab = r['label']; right = r['stated_answer'] == q['answer']
        nfalse = sum(c['verdict'] == 'false' for c in claims)
        if lab == 'sound': ok = right and nfalse == 0
        elif lab == 'unsound': ok = right and nfalse == 1
        elif lab == 'unsupported': ok = right and nfalse == 0
        else: ok = not right
        if not ok: errors.append((rec['id'], 'label', lab, nfalse, r['stated_answer']))
        out.append(rec)
if errors:
    for e in errors: print('ERR', e)
    sys.exit(1)
with open(os.path.join(HERE, 'blind_18b.jsonl'), 'w') as f:
    for rec in out: f.write(json.dumps(rec, ensure_ascii=False) + '\n')
print('records', len(out))
print('style', dict(collections.Counter(r['style'] for r in out)))
print('label', dict(collections.Counter(r['label'] for r in out)))
cl = [c for r in out for c in r['claims']]
print('claims', len(cl))
print('kind', dict(collections.Counter(c['kind'] for c in cl)))
print('verdict', dict(collections.Counter(c['verdict'] for c in cl)))
print('order', dict(collections.Counter(r['order'] for r in out)))
print('qtype', dict(collections.Counter(r['question_type'] for r in out)))
