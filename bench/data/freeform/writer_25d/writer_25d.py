import json, importlib, sys, collections
sys.path.insert(0, '/work/writers/w25d')
items = [json.loads(l) for l in open('/work/writers/w25d/golds_25d.jsonl')]
out = []; errors = []
for n, it in enumerate(items, 1):
    mod = importlib.import_module(f'part_{n:02d}')
    assert len(mod.RECORDS) == 5, n
    for r_i, R in enumerate(mod.RECORDS, 1):
        resp = R['response']
        claims = []
        for (text, kind, verdict, time, note) in R['claims']:
            s = resp.find(text)
            if s < 0:
                errors.append(f'{it["id"]} r{r_i}: span not found: {text!r}'); continue
            if resp.count(text) > 1:
                print('WARN multiple occurrences', it['id'], r_i, repr(text))
            e = s + len(text)
            assert resp[s:e] == text
            assert kind in ('event','location','presence','belief','order','communication')
            assert verdict in ('true','false','uncheckable')
            claims.append(dict(text=text, start=s, end=e, kind=kind, verdict=verdict, time=time, note=note))
        lab = R['label']; st = R['stated_answer']; ans = it['answer']
        nfalse = sum(c['verdict']=='false' for c in claims)
        checkable_extra = [c for c in claims if c['verdict']!='uncheckable' and c['note']!='answer restated']
        if lab in ('sound','unsound','unsupported') and st != ans:
            errors.append(f'{it["id"]} r{r_i}: label {lab} but stated {st} != {ans}')
        if lab == 'sound' and (nfalse or not checkable_extra):
            errors.append(f'{it["id"]} r{r_i}: sound inconsistent')
        if lab == 'unsound' and nfalse != 1:
            errors.append(f'{it["id"]} r{r_i}: unsound needs exactly 1 false, has {nfalse}')
        if lab == 'unsupported' and (nfalse or checkable_extra):
            errors.append(f'{it["id"]} r{r_i}: unsupported has checkable claims')
        if lab == 'wrong' and st == ans:
            errors.append(f'{it["id"]} r{r_i}: wrong but stated == answer')
        rec = {"id": f'{it["id"]}-r{r_i}', "item_id": it['id'], "world": it['world'], "story": it['story'],
               "question": it['question']}
        if it['world'] == 'hitom': rec['choices'] = it.get('choices')
        rec.update({"answer": ans, "order": it['order'], "question_type": it['question_type'],
                    "style": R['style'], "label": lab, "stated_answer": st, "response": resp, "claims": claims})
        out.append(rec)
if errors:
    print('\n'.join(errors)); sys.exit(1)
with open('/work/writers/w25d/blind_25d.jsonl', 'w') as f:
    for r in out: f.write(json.dumps(r, ensure_ascii=False) + '\n')
print('records', len(out))
print('styles', dict(collections.Counter(r['style'] for r in out)))
print('labels', dict(collections.Counter(r['label'] for r in out)))
print('orders', dict(collections.Counter(r['order'] for r in out)), 'qtypes', dict(collections.Counter(r['question_type'] for r in out)))
cl = [c for r in out for c in r['claims']]
print('claims', len(cl))
print('kind', dict(collections.Counter(c['kind'] for c in cl)))
print('verdict', dict(collections.Counter(c['verdict'] for c in cl)))
print('kind x verdict', dict(collections.Counter((c['kind'], c['verdict']) for c in cl)))
print('planted false kinds (unsound)', dict(collections.Counter(c['kind'] for r in out if r['label']=='unsound' for c in r['claims'] if c['verdict']=='false')))
