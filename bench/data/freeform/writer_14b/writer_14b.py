import json, importlib, os, sys, collections, re
HERE = os.path.dirname(os.path.abspath(__file__))  # the golds file beside it (seed 6814, odd rows)
sys.path.insert(0, HERE)
qs = [json.loads(l) for l in open(os.path.join(HERE, 'golds_14b.jsonl'))]
out = []
errors = []
for qi, d in enumerate(qs):
    mod = importlib.import_module('part_%02d' % (qi + 1))
    recs = mod.RECORDS
    if len(recs) != 5:
        errors.append((d['id'], 'n records', len(recs)))
    for ri, r in enumerate(recs):
        resp = r['response']
        claims = []
        for c in r['claims']:
            text, kind, verdict, time, note = c
            s = resp.find(text)
            if s < 0:
                errors.append((d['id'], ri + 1, 'missing span', text))
                continue
            claims.append(dict(text=text, start=s, end=s + len(text), kind=kind,
                               verdict=verdict, time=time, note=note))
            assert resp[s:s + len(text)] == text
            assert kind in ("event", "location", "presence", "belief", "order", "communication")
            assert verdict in ("true", "false", "uncheckable")
        rec = {"id": f"{d['id']}-r{ri+1}", "item_id": d['id'], "world": d['world'],
               "story": d['story'], "question": d['question']}
        if d['world'] == 'hitom':
            rec["choices"] = d['choices']
        rec.update({"answer": d['answer'], "order": d['order'], "question_type": d['question_type'],
                    "style": r['style'], "label": r['label'], "stated_answer": r['stated_answer'],
                    "response": resp, "claims": claims})
        # label consistency
        nf = sum(c['verdict'] == 'false' for c in claims)
        right = r['stated_answer'] == d['answer']
        lab = r['label']
        nonans = [c for c in claims if c['verdict'] == 'true' and not c['note'].startswith('answer')]
        if lab == 'sound' and not (right and nf == 0 and nonans):
            errors.append((rec['id'], 'sound inconsistent'))
        if lab == 'unsound' and not (right and nf == 1):
            errors.append((rec['id'], 'unsound inconsistent', nf))
        if lab == 'unsupported' and not (right and nf == 0 and not nonans):
            errors.append((rec['id'], 'unsupported inconsistent', [c['text'] for c in nonans]))
        if lab == 'wrong' and right:
            errors.append((rec['id'], 'wrong but right answer'))
        # answer restatement verdict check
        for c in claims:
            if c['note'].startswith('answer') and c['time'] == 'end':
                want = 'true' if (right or r['stated_answer'] is None) else 'false'
                if c['note'].startswith('answer wrong'): want = 'false'
                if c['verdict'] != want and right:
                    errors.append((rec['id'], 'answer claim verdict', c['text']))
        out.append(rec)
with open(os.path.join(HERE, 'blind_14b.jsonl'), 'w') as f:
    for rec in out:
        f.write(json.dumps(rec, ensure_ascii=False) + '\n')
print('records', len(out))
print('errors', errors)
print('style', dict(collections.Counter(r['style'] for r in out)))
print('label', dict(collections.Counter(r['label'] for r in out)))
print('order', dict(collections.Counter(r['order'] for r in out)), 'qtype', dict(collections.Counter(r['question_type'] for r in out)))
cl = [c for r in out for c in r['claims']]
print('claims', len(cl))
print('kind', dict(collections.Counter(c['kind'] for c in cl)))
print('verdict', dict(collections.Counter(c['verdict'] for c in cl)))
print('kind x verdict', dict(collections.Counter((c['kind'], c['verdict']) for c in cl)))
pl = [c['kind'] for r in out if r['label'] == 'unsound' for c in r['claims'] if c['verdict'] == 'false']
print('planted kinds', dict(collections.Counter(pl)))
