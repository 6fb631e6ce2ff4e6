import json, importlib, sys, collections
sys.path.insert(0, '/work/writers/w21b')
ITEMS = [json.loads(l) for l in open('/work/writers/w21b/golds_21b.jsonl')]
KINDS = {"event","location","presence","belief","order","communication"}
STYLES = {"answer_first","numbered","narrative","terse","thinking"}

def run_chk(item, chk):
    g = {r['line']: r for r in item['golds']}
    last = max(g)
    def one(c):
        t = c[0]
        if t == 'loc':
            _, o, ln, v = c; ln = last if ln == 'end' else ln
            return g[ln]['objects'].get(o) == v
        if t == 'bel':
            _, ch, o, ln, v = c; ln = last if ln == 'end' else ln
            return g[ln]['beliefs_about_' + o][ch] == v
        if t == 'room':
            _, a, ln, v = c; ln = last if ln == 'end' else ln
            return g[ln]['agents_room'][a] == v
        if t == 'saw':
            _, ln, a, v = c
            return (a in g[ln]['witnessed_by']) == v
        if t == 'txt':
            _, ln, s = c
            return s in g[ln]['text']
        if t == 'not':
            return not one(c[1])
        raise ValueError(c)
    if isinstance(chk, list):
        return all(one(c) for c in chk)
    return one(chk)

out = []; errors = []
for n, item in enumerate(ITEMS, 1):
    try:
        mod = importlib.import_module('part_%02d' % n)
    except ModuleNotFoundError:
        print('missing part', n); continue
    recs = mod.RECORDS
    if len(recs) != 5: errors.append(f'Q{n}: {len(recs)} records')
    for i, rec in enumerate(recs, 1):
        resp = rec['response']; rid = f"{item['id']}-r{i}"
        if rec['style'] not in STYLES: errors.append(f'{rid} style')
        claims = []
        for c in rec['claims']:
            s = resp.find(c['text'])
            if s < 0: errors.append(f"{rid} span not found: {c['text']!r}"); continue
            if resp.count(c['text']) > 1: print(f"  note {rid}: span occurs {resp.count(c['text'])}x: {c['text']!r}")
            e = s + len(c['text']); assert resp[s:e] == c['text']
            if c['kind'] not in KINDS: errors.append(f'{rid} kind {c["kind"]}')
            if c['verdict'] not in ('true','false','uncheckable'): errors.append(f'{rid} verdict')
            if c['chk'] is not None and c['verdict'] != 'uncheckable':
                res = run_chk(item, c['chk'])
                if res != (c['verdict'] == 'true'):
                    errors.append(f"{rid} CHK mismatch: {c['text']!r} verdict={c['verdict']} chk={res}")
            if c['verdict'] != 'uncheckable' and c['chk'] is None:
                print(f"  nochk {rid}: {c['text']!r}")
            claims.append({"text": c['text'], "start": s, "end": e, "kind": c['kind'], "verdict": c['verdict'], "time": c['time'], "note": c['note']})
        nf = sum(c['verdict'] == 'false' for c in claims)
        nt = sum(c['verdict'] == 'true' for c in claims)
        lab = rec['label']; ok_ans = rec['stated_answer'] == item['answer']
        if lab == 'sound' and not (ok_ans and nf == 0 and nt >= 2): errors.append(f'{rid} sound inconsistent nf={nf} nt={nt} ans={ok_ans}')
        if lab == 'unsound' and not (ok_ans and nf == 1): errors.append(f'{rid} unsound inconsistent nf={nf} ans={ok_ans}')
        if lab == 'unsupported' and not (ok_ans and nf == 0 and nt <= 1): errors.append(f'{rid} unsupported inconsistent nf={nf} nt={nt}')
        if lab == 'wrong' and ok_ans: errors.append(f'{rid} wrong but answer right')
        s = sorted(claims, key=lambda c: c['start'])
        d = {"id": rid, "item_id": item['id'], "world": item['world'], "story": item['story'], "question": item['question']}
        if item['world'] == 'hitom': d["choices"] = item.get('choices')
        d.update({"answer": item['answer'], "order": item['order'], "question_type": item['question_type'],
                  "style": rec['style'], "label": lab, "stated_answer": rec['stated_answer'], "response": resp, "claims": s})
        out.append(d)

for e in errors: print('ERROR', e)
with open('/work/writers/w21b/blind_21b.jsonl', 'w') as f:
    for d in out: f.write(json.dumps(d, ensure_ascii=False) + '\n')
print('records:', len(out))
print('styles:', dict(collections.Counter(d['style'] for d in out)))
print('labels:', dict(collections.Counter(d['label'] for d in out)))
print('orders:', dict(collections.Counter(d['order'] for d in out)))
print('qtypes:', dict(collections.Counter(d['question_type'] for d in out)))
print('claims per kind:', dict(collections.Counter(c['kind'] for d in out for c in d['claims'])))
print('claims per verdict:', dict(collections.Counter(c['verdict'] for d in out for c in d['claims'])))
print('kind x verdict:', dict(collections.Counter((c['kind'], c['verdict']) for d in out for c in d['claims'])))
print('false kinds in unsound:', dict(collections.Counter(c['kind'] for d in out if d['label']=='unsound' for c in d['claims'] if c['verdict']=='false')))
