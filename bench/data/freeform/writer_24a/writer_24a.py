import json, importlib, sys, collections
sys.path.insert(0, '/work/writers/w24a')
GOLD = [json.loads(l) for l in open('/work/writers/w24a/golds_24a.jsonl')]
KINDS = {"event","location","presence","belief","order","communication"}
STYLES = {"answer_first","numbered","narrative","terse","thinking"}
LABELS = {"sound","unsound","unsupported","wrong"}
errors = []

def row(d, line):
    return d['golds'][-1] if line == 'end' else d['golds'][line-1]

def run_chk(d, c):
    bk = [k for k in d['golds'][0] if k.startswith('beliefs_about')][0]
    qobj = bk[len('beliefs_about_'):]
    t = c[0]
    if t == 'obj':
        obj = c[3] if len(c) > 3 else qobj
        return row(d, c[1])['objects'][obj] == c[2]
    if t == 'bel':
        return row(d, c[2])[bk][c[1]] == c[3]
    if t == 'room':
        return row(d, c[2])['agents_room'][c[1]] == c[3]
    if t == 'wit':
        return (c[1] in row(d, c[2])['witnessed_by']) == c[3]
    if t == 'txt':
        return c[2] in row(d, c[1])['text']
    if t == 'allbel':
        return all(v == c[2] for v in row(d, c[1])[bk].values())
    raise ValueError(c)

out = []
for n in range(1, 16):
    d = GOLD[n-1]
    mod = importlib.import_module('part_%02d' % n)
    recs = mod.RECORDS
    if len(recs) != 5: errors.append((n, 'not 5 records'))
    for i, r in enumerate(recs, 1):
        rid = '%s-r%d' % (d['id'], i)
        resp = r['response']
        claims = []
        nfalse = 0; ncheck_nonans = 0
        for c in r['claims']:
            s = resp.find(c['text'])
            if s < 0:
                errors.append((rid, 'not found', c['text'])); continue
            if resp.find(c['text'], s+1) >= 0:
                errors.append((rid, 'ambiguous span', c['text']))
            if c['kind'] not in KINDS: errors.append((rid, 'kind', c['text']))
            if c['verdict'] not in ('true','false','uncheckable'): errors.append((rid,'verdict',c['text']))
            if c['chk']:
                try:
                    ok = all(run_chk(d, x) for x in c['chk'])
                except Exception as e:
                    errors.append((rid, 'chk error', c['text'], repr(e))); ok = None
                if ok is not None and ((ok and c['verdict'] != 'true') or (not ok and c['verdict'] != 'false')):
                    errors.append((rid, 'chk mismatch', c['text'], c['verdict'], ok))
                if c['verdict'] == 'uncheckable': errors.append((rid,'uncheckable with chk',c['text']))
            t = c['time']
            if not (t is None or t == 'end' or (isinstance(t, int) and 1 <= t <= len(d['golds']))):
                errors.append((rid, 'time', c['text'], t))
            if c['verdict'] == 'false': nfalse += 1
            if c['verdict'] in ('true','false') and not c['ans']: ncheck_nonans += 1
            assert resp[s:s+len(c['text'])] == c['text']
            claims.append({"text": c['text'], "start": s, "end": s+len(c['text']), "kind": c['kind'],
                           "verdict": c['verdict'], "time": t, "note": c['note']})
        # label consistency
        lab = r['label']; right = (r['stated_answer'] == d['answer'] and r['stated_answer'] is not None)
        if lab == 'sound' and not (right and nfalse == 0 and ncheck_nonans >= 1): errors.append((rid,'label sound bad',nfalse,ncheck_nonans))
        if lab == 'unsound' and not (right and nfalse == 1): errors.append((rid,'label unsound bad',nfalse))
        if lab == 'unsupported' and not (right and ncheck_nonans == 0 and nfalse == 0): errors.append((rid,'label unsupported bad'))
        if lab == 'wrong' and right: errors.append((rid,'label wrong but right answer'))
        if r['style'] not in STYLES or lab not in LABELS: errors.append((rid,'style/label'))
        rec = {"id": rid, "item_id": d['id'], "world": d['world'], "story": d['story'], "question": d['question']}
        if d['world'] == 'hitom': rec["choices"] = d['choices']
        rec.update({"answer": d['answer'], "order": d['order'], "question_type": d['question_type'],
                    "style": r['style'], "label": lab, "stated_answer": r['stated_answer'],
                    "response": resp, "claims": claims})
        out.append(rec)

if errors:
    for e in errors: print('ERR', e)
    sys.exit(1)
with open('/work/writers/w24a/blind_24a.jsonl', 'w') as f:
    for rec in out: f.write(json.dumps(rec, ensure_ascii=False) + '\n')
print('records', len(out))
print('styles', dict(collections.Counter(r['style'] for r in out)))
print('labels', dict(collections.Counter(r['label'] for r in out)))
print('kind', dict(collections.Counter(c['kind'] for r in out for c in r['claims'])))
print('verdict', dict(collections.Counter(c['verdict'] for r in out for c in r['claims'])))
print('kind x verdict', dict(collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims'])))
print('orders', dict(collections.Counter(r['order'] for r in out)), 'qtypes', dict(collections.Counter(r['question_type'] for r in out)))
print('claims total', sum(len(r['claims']) for r in out))
