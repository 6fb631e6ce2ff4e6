import json, importlib, sys, collections
sys.path.insert(0, '/work/writers/w22b')
G = [json.loads(l) for l in open('/work/writers/w22b/golds_22b.jsonl')]
STYLES = {"answer_first", "numbered", "narrative", "terse", "thinking"}
LABELS = {"sound", "unsound", "unsupported", "wrong"}
KINDS = {"event", "location", "presence", "belief", "order", "communication"}
out = []
errors = []
for n in range(1, 16):
    mod = importlib.import_module('part_%02d' % n)
    q = G[n - 1]
    assert len(mod.RECORDS) == 5, n
    for i, r in enumerate(mod.RECORDS, 1):
        resp = r['response']
        claims = []
        for c in r['claims']:
            text, kind, verdict, time, note = c
            s = resp.find(text)
            if s < 0:
                errors.append('q%d r%d: claim not found: %r' % (n, i, text)); continue
            e = s + len(text)
            assert resp[s:e] == text
            if kind not in KINDS: errors.append('q%d r%d bad kind %s' % (n, i, kind))
            if verdict not in ('true', 'false', 'uncheckable'): errors.append('bad verdict')
            claims.append({"text": text, "start": s, "end": e, "kind": kind,
                           "verdict": verdict, "time": time, "note": note})
        assert r['style'] in STYLES and r['label'] in LABELS, (n, i)
        rec = {"id": "%s-r%d" % (q['id'], i), "item_id": q['id'], "world": q['world'],
               "story": q['story'], "question": q['question']}
        if q['world'] == 'hitom':
            rec["choices"] = q.get('choices')
        rec.update({"answer": q['answer'], "order": q['order'], "question_type": q['question_type'],
                    "style": r['style'], "label": r['label'], "stated_answer": r['stated_answer'],
                    "response": resp, "claims": claims})
        # label consistency
        nf = sum(c['verdict'] == 'false' for c in claims)
        right = r['stated_answer'] == q['answer']
        lab = r['label']
        if lab == 'wrong' and right: errors.append('q%d r%d wrong but right answer' % (n, i))
        if lab != 'wrong' and not right: errors.append('q%d r%d %s but answer %r != %r' % (n, i, lab, r['stated_answer'], q['answer']))
        if lab == 'sound' and nf: errors.append('q%d r%d sound with false' % (n, i))
        if lab == 'unsound' and nf != 1: errors.append('q%d r%d unsound with %d false' % (n, i, nf))
        if lab == 'unsupported' and nf: errors.append('q%d r%d unsupported with false' % (n, i))
        nt = sum(c['verdict'] == 'true' for c in claims)
        if lab == 'sound' and nt < 2: errors.append('q%d r%d sound with <2 true' % (n, i))
        if lab == 'unsupported' and nt > 1: errors.append('q%d r%d unsupported with %d true' % (n, i, nt))
        out.append(rec)
for e in errors: print('ERR', e)
with open('/work/writers/w22b/blind_22b.jsonl', 'w') as f:
    for r in out: f.write(json.dumps(r, ensure_ascii=False) + '\n')
print('records', len(out))
print('styles', dict(collections.Counter(r['style'] for r in out)))
print('labels', dict(collections.Counter(r['label'] for r in out)))
print('orders', dict(collections.Counter(r['order'] for r in out)))
cl = [c for r in out for c in r['claims']]
print('claims', len(cl))
print('kinds', dict(collections.Counter(c['kind'] for c in cl)))
print('verdicts', dict(collections.Counter(c['verdict'] for c in cl)))
print('kind x verdict', dict(collections.Counter((c['kind'], c['verdict']) for c in cl)))
print('unsound planted kinds', dict(collections.Counter(c['kind'] for r in out if r['label'] == 'unsound' for c in r['claims'] if c['verdict'] == 'false')))
