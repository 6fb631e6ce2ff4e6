import json, importlib, sys, collections
sys.path.insert(0, '/work/blind19b')
golds = [json.loads(l) for l in open('/work/blind19b/golds_19b.jsonl')]
out = []
errors = []
for n in range(1, 16):
    mod = importlib.import_module('part_%02d' % n)
    q = golds[n-1]
    assert len(mod.RECORDS) == 5, n
    for i, r in enumerate(mod.RECORDS, 1):
        resp = r['response']
        claims = []
        for c in r['claims']:
            text, kind, verdict, time, note = c
            nth = 0
            if isinstance(text, tuple):
                text, nth = text
            start = -1
            for _ in range(nth + 1):
                start = resp.find(text, start + 1)
            if start < 0:
                errors.append((n, i, text)); continue
            end = start + len(text)
            assert resp[start:end] == text
            claims.append(dict(text=text, start=start, end=end, kind=kind, verdict=verdict, time=time, note=note))
        rec = {"id": "%s-r%d" % (q['id'], i), "item_id": q['id'], "world": q['world'], "story": q['story'],
               "question": q['question']}
        if q['world'] == 'hitom':
            rec["choices"] = q.get('choices')
        rec.update({"answer": q['answer'], "order": q['order'], "question_type": q['question_type'],
                    "style": r['style'], "label": r['label'], "stated_answer": r['stated_answer'],
                    "response": resp, "claims": claims})
        out.append(rec)
if errors:
    for e in errors: print('SPAN NOT FOUND', e)
    sys.exit(1)
# consistency checks
ANS = {'answer','answer restated','answer chain'}
KINDS = {"event","location","presence","belief","order","communication"}
for rec in out:
    vs = [c['verdict'] for c in rec['claims']]
    for c in rec['claims']:
        assert c['kind'] in KINDS, c
        assert c['verdict'] in ('true','false','uncheckable'), c
        assert rec['response'][c['start']:c['end']] == c['text']
    right = rec['stated_answer'] == rec['answer']
    nfalse = vs.count('false')
    lab = rec['label']
    if lab == 'wrong':
        assert not right, rec['id']
    else:
        assert right, rec['id']
    if lab == 'unsound':
        assert nfalse == 1, (rec['id'], nfalse)
    if lab == 'sound':
        assert nfalse == 0, rec['id']
        assert sum(1 for c in rec['claims'] if c['verdict']=='true' and c['note'] not in ANS) >= 1, rec['id']
    if lab == 'unsupported':
        assert nfalse == 0, rec['id']
        assert all(c['note'] in ANS for c in rec['claims'] if c['verdict']!='uncheckable'), rec['id']
with open('/work/blind19b/blind_19b.jsonl', 'w') as f:
    for rec in out:
        f.write(json.dumps(rec, ensure_ascii=False) + '\n')
print('records', len(out))
print('styles', dict(collections.Counter(r['style'] for r in out)))
print('labels', dict(collections.Counter(r['label'] for r in out)))
kv = collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims'])
print('claims total', sum(kv.values()))
for k in sorted(KINDS):
    print('  ', k, {v: kv[(k, v)] for v in ('true','false','uncheckable')})
print('verdicts', dict(collections.Counter(c['verdict'] for r in out for c in r['claims'])))
print('orders', dict(collections.Counter(r['order'] for r in out)))
print('qtypes', dict(collections.Counter(r['question_type'] for r in out)))
pl = collections.Counter(c['kind'] for r in out if r['label']=='unsound' for c in r['claims'] if c['verdict']=='false')
print('planted kinds (unsound)', dict(pl))
