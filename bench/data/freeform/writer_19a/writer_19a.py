import json, importlib, collections, sys
rows = [json.loads(l) for l in open('golds_19a.jsonl')]
KINDS = {"event","location","presence","belief","order","communication"}
STYLES = {"answer_first","numbered","narrative","terse","thinking"}
LABELS = {"sound","unsound","unsupported","wrong"}
out = []; errors = []
def gold_row(q, t):
    g = q['golds']
    return g[-1] if t == 'end' else g[t-1]
def check(q, chk):
    bk = [k for k in q['golds'][0] if k.startswith('beliefs')][0]
    typ = chk[0]
    if typ == 'b':
        _, chain, t, cont = chk; return gold_row(q,t)[bk][chain] == cont
    if typ == 'o':
        _, obj, t, cont = chk; return gold_row(q,t)['objects'][obj] == cont
    if typ == 'r':
        _, ag, t, room = chk; return gold_row(q,t)['agents_room'][ag] == room
    if typ == 'w':
        _, ag, t = chk; return ag in gold_row(q,t)['witnessed_by']
    if typ == 'nw':
        _, ag, t = chk; return ag not in gold_row(q,t)['witnessed_by']
    if typ == 'bool':
        return chk[1]
    raise ValueError(chk)
PARTS = [int(a) for a in sys.argv[1:]] or list(range(1, 16))
for n in PARTS:
    mod = importlib.import_module('part_%02d' % n)
    q = rows[n-1]
    assert len(mod.RECORDS) == 5, n
    for i, r in enumerate(mod.RECORDS, 1):
        rid = '%s-r%d' % (q['id'], i)
        resp = r['response']
        assert r['style'] in STYLES and r['label'] in LABELS, rid
        claims = []
        for c in r['claims']:
            pos = -1
            for _ in range(c['nth'] + 1):
                pos = resp.find(c['text'], pos + 1)
            if pos < 0:
                errors.append((rid, 'span not found', c['text'])); continue
            assert c['kind'] in KINDS, (rid, c)
            assert c['verdict'] in {'true','false','uncheckable'}, (rid, c)
            assert c['time'] is None or c['time'] == 'end' or (isinstance(c['time'], int) and 1 <= c['time'] <= len(q['golds'])), (rid, c)
            if c['chk'] is not None:
                chks = c['chk'] if isinstance(c['chk'], list) else [c['chk']]
                truth = all(check(q, k) for k in chks)
                if (c['verdict'] == 'true') != truth or c['verdict'] == 'uncheckable':
                    errors.append((rid, 'chk mismatch', c['text'], c['verdict'], truth))
            claims.append(dict(text=c['text'], start=pos, end=pos+len(c['text']), kind=c['kind'],
                               verdict=c['verdict'], time=c['time'], note=c['note']))
        for c in claims:
            assert resp[c['start']:c['end']] == c['text']
        nfalse = sum(c['verdict']=='false' for c in claims)
        ncheck = sum(c['verdict'] in ('true','false') and not c['note'].startswith('answer') for c in claims)
        ans = r['stated_answer']; lab = r['label']
        right = (ans == q['answer'])
        if lab == 'sound' and not (right and nfalse == 0 and ncheck >= 1): errors.append((rid,'label sound inconsistent'))
        if lab == 'unsound' and not (right and nfalse == 1): errors.append((rid,'label unsound inconsistent', nfalse))
        if lab == 'unsupported' and not (right and nfalse == 0 and ncheck == 0): errors.append((rid,'label unsupported inconsistent'))
        if lab == 'wrong' and right: errors.append((rid,'label wrong but answer right'))
        rec = {"id": rid, "item_id": q['id'], "world": q['world'], "story": q['story'], "question": q['question']}
        if q['world'] == 'hitom': rec["choices"] = q.get('choices')
        rec.update({"answer": q['answer'], "order": q['order'], "question_type": q['question_type'],
                    "style": r['style'], "label": lab, "stated_answer": ans, "response": resp, "claims": claims})
        out.append(rec)
if errors:
    for e in errors: print('ERR', e)
    sys.exit(1)
with open('blind_19a.jsonl' if len(PARTS) == 15 else 'partial_test.jsonl', 'w') as f:
    for rec in out: f.write(json.dumps(rec, ensure_ascii=False) + '\n')
print('records', len(out))
print('styles', dict(collections.Counter(r['style'] for r in out)))
print('labels', dict(collections.Counter(r['label'] for r in out)))
print('orders', dict(collections.Counter(r['order'] for r in out)))
print('qtypes', dict(collections.Counter(r['question_type'] for r in out)))
print('kinds', dict(collections.Counter(c['kind'] for r in out for c in r['claims'])))
print('verdicts', dict(collections.Counter(c['verdict'] for r in out for c in r['claims'])))
print('kind x verdict', dict(collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims'])))
print('claims total', sum(len(r['claims']) for r in out))
print('style x label', dict(collections.Counter((r['style'], r['label']) for r in out)))
