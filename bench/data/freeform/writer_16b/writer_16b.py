import os
HERE = os.path.dirname(os.path.abspath(__file__))  # the golds file beside it (seed 6816, odd rows)
import json, importlib, sys, collections
sys.path.insert(0, HERE)
rows = [json.loads(l) for l in open(os.path.join(HERE, 'golds_16b.jsonl'))]
KINDS = {"event","location","presence","belief","order","communication"}
STYLES = {"answer_first","numbered","narrative","terse","thinking"}
LABELS = {"sound","unsound","unsupported","wrong"}
out = []; errors = []
parts = [int(a) for a in sys.argv[1:]] or range(1, 16)
for n in parts:
    try:
        mod = importlib.import_module('part_%02d' % n)
    except ModuleNotFoundError:
        errors.append('missing part %d' % n); continue
    item = rows[n-1]
    assert len(mod.RECORDS) == 5, (n, len(mod.RECORDS))
    nlines = len(item['golds'])
    for k, rec in enumerate(mod.RECORDS, 1):
        resp = rec['response']
        claims = []
        for c in rec['claims']:
            text, kind, verdict, time, note = c[:5]
            after = c[5] if len(c) > 5 else None
            base = 0
            if after is not None:
                base = resp.find(after)
                if base < 0: errors.append(f'{n}r{k}: anchor not found {after!r}'); base = 0
            start = resp.find(text, base)
            if start < 0:
                errors.append(f'{n}r{k}: claim not found {text!r}'); continue
            if after is None and resp.count(text) > 1:
                errors.append(f'{n}r{k}: ambiguous claim {text!r}')
            end = start + len(text)
            assert resp[start:end] == text
            if kind not in KINDS: errors.append(f'{n}r{k}: bad kind {kind}')
            if verdict not in ("true","false","uncheckable"): errors.append(f'{n}r{k}: bad verdict {verdict}')
            if not (time is None or time == "end" or (isinstance(time,int) and 1 <= time <= nlines)):
                errors.append(f'{n}r{k}: bad time {time}')
            claims.append(dict(text=text, start=start, end=end, kind=kind, verdict=verdict, time=time, note=note))
        # label consistency
        lab = rec['label']; sa = rec['stated_answer']
        nf = sum(c['verdict']=='false' for c in claims)
        if rec['style'] not in STYLES: errors.append(f'{n}r{k}: bad style')
        if lab not in LABELS: errors.append(f'{n}r{k}: bad label')
        right = (sa == item['answer'] and sa is not None) or (item['answer'] is None and sa is None and lab != 'wrong')
        if lab == 'wrong' and right: errors.append(f'{n}r{k}: labelled wrong but answer right')
        if lab != 'wrong' and not right: errors.append(f'{n}r{k}: answer {sa} != gold {item["answer"]}')
        if lab == 'sound' and nf: errors.append(f'{n}r{k}: sound with false claims')
        if lab == 'unsound' and nf != 1: errors.append(f'{n}r{k}: unsound with {nf} false claims')
        nonrest = [c for c in claims if c['verdict']=='true' and not c['note'].startswith('answer restated')]
        if lab == 'sound' and not nonrest: errors.append(f'{n}r{k}: sound needs checkable claim besides answer')
        if lab == 'unsupported' and (nf or nonrest): errors.append(f'{n}r{k}: unsupported has checkable claims beyond answer')
        # overlapping spans
        sp = sorted((c['start'], c['end']) for c in claims)
        for a, b in zip(sp, sp[1:]):
            if b[0] < a[1]: errors.append(f'{n}r{k}: overlapping spans {a} {b}')
        r = {"id": f"{item['id']}-r{k}", "item_id": item['id'], "world": item['world'], "story": item['story'],
             "question": item['question']}
        if item['world'] == 'hitom': r["choices"] = item.get('choices')
        r.update({"answer": item['answer'], "order": item['order'], "question_type": item['question_type'],
                  "style": rec['style'], "label": lab, "stated_answer": sa, "response": resp, "claims": claims})
        out.append(r)
for e in errors: print('ERR', e)
if len(sys.argv) == 1:
    with open(os.path.join(HERE, 'blind_16b.jsonl'), 'w') as f:
        for r in out: f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote', len(out), 'records')
    print('styles', dict(collections.Counter(r['style'] for r in out)))
    print('labels', dict(collections.Counter(r['label'] for r in out)))
    print('orders', dict(collections.Counter(r['order'] for r in out)))
    print('qtypes', dict(collections.Counter(r['question_type'] for r in out)))
    print('claims by kind', dict(collections.Counter(c['kind'] for r in out for c in r['claims'])))
    print('claims by verdict', dict(collections.Counter(c['verdict'] for r in out for c in r['claims'])))
    print('kind x verdict', dict(collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims'])))
    print('total claims', sum(len(r['claims']) for r in out))
    print('false-claim kinds in unsound', dict(collections.Counter(c['kind'] for r in out if r['label']=='unsound' for c in r['claims'] if c['verdict']=='false')))
else:
    print('checked', len(out))
