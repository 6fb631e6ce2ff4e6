import json, importlib, sys, collections
sys.path.insert(0, '/work/blind20b')
G = [json.loads(l) for l in open('/work/blind20b/golds_20b.jsonl')]
KINDS = {"event","location","presence","belief","order","communication"}
STYLES = {"answer_first","numbered","narrative","terse","thinking"}
LABELS = {"sound","unsound","unsupported","wrong"}
errors = []

def row(d, t):
    if t == 'end': return d['golds'][-1]
    return d['golds'][t-1]

def check(d, chk):
    obj = d['golds'][0]
    objs = [k[len('beliefs_about_'):] for k in obj if k.startswith('beliefs_about_')]
    typ = chk[0]
    if typ == 'b':       # ('b', chain 'A>B', line, value[, obj])
        _, chain, t, val = chk[:4]; o = chk[4] if len(chk) > 4 else objs[0]
        key = chain.replace('>', ' -> ')
        b = row(d, t)['beliefs_about_' + o]
        if key not in b: raise KeyError('chain %s missing' % key)
        return b[key] == val
    if typ == 'o':       # ('o', line, container[, obj])
        _, t, val = chk[:3]; o = chk[3] if len(chk) > 3 else objs[0]
        return row(d, t)['objects'][o] == val
    if typ == 'r':       # ('r', agent, line, room|None)
        _, a, t, val = chk
        return row(d, t)['agents_room'][a] == val
    if typ == 'w':       # ('w', agent, line, bool)
        _, a, t, val = chk
        return (a in row(d, t)['witnessed_by']) == val
    if typ == 'e':       # ('e', line, substring of that line's text)
        _, t, s = chk
        return s in row(d, t)['text']
    if typ == 'lt':      # ('lt', a, b): a < b
        return chk[1] < chk[2]
    raise ValueError(chk)

out = []
for n in range(1, 16):
    d = G[n-1]
    try:
        mod = importlib.import_module('part_%02d' % n)
    except ModuleNotFoundError:
        errors.append('part %d missing' % n); continue
    recs = mod.RECORDS
    if len(recs) != 5: errors.append('part %d has %d records' % (n, len(recs)))
    for i, r in enumerate(recs, 1):
        resp = r['response']
        claims = []
        pos = {}
        for c in r['claims']:
            s = resp.find(c['text'])
            if s < 0:
                errors.append('%d r%d: span not found: %r' % (n, i, c['text'])); continue
            if resp.count(c['text']) > 1:
                # allow picking later occurrences in order
                k = pos.get(c['text'], -1)
                s = resp.find(c['text'], k + 1)
                pos[c['text']] = s
            e = s + len(c['text'])
            assert resp[s:e] == c['text']
            if c['kind'] not in KINDS: errors.append('%d r%d bad kind %s' % (n, i, c['kind']))
            if c['verdict'] not in ('true', 'false', 'uncheckable'): errors.append('%d r%d bad verdict' % (n, i))
            if c.get('chk') is not None:
                try:
                    ok = check(d, c['chk'])
                except Exception as ex:
                    errors.append('%d r%d check error %r: %s' % (n, i, c['text'], ex)); ok = None
                if ok is not None and (('true' if ok else 'false') != c['verdict']):
                    errors.append('%d r%d verdict mismatch %r chk=%s says %s' % (n, i, c['text'], c['chk'], ok))
            claims.append(dict(text=c['text'], start=s, end=e, kind=c['kind'], verdict=c['verdict'], time=c['time'], note=c['note']))
        claims.sort(key=lambda c: c['start'])
        # label consistency
        right = r['stated_answer'] == d['answer'] and r['stated_answer'] is not None
        nfalse = sum(c['verdict'] == 'false' for c in claims)
        nchk = sum(c['verdict'] != 'uncheckable' for c in claims)
        lab = r['label']
        if lab not in LABELS or r['style'] not in STYLES: errors.append('%d r%d bad label/style' % (n, i))
        if lab == 'wrong' and right: errors.append('%d r%d wrong but right answer' % (n, i))
        if lab in ('sound', 'unsound', 'unsupported') and not right: errors.append('%d r%d %s but answer %s' % (n, i, lab, r['stated_answer']))
        if lab == 'sound' and nfalse: errors.append('%d r%d sound with false' % (n, i))
        nchk_body = sum(c['verdict'] != 'uncheckable' and not c['note'].startswith('final answer') for c in claims)
        if lab == 'sound' and nchk_body < 1: errors.append('%d r%d sound with no checkable body claim' % (n, i))
        if lab == 'unsound' and nfalse != 1: errors.append('%d r%d unsound with %d false' % (n, i, nfalse))
        if lab == 'unsupported' and (nfalse or nchk_body > 0): errors.append('%d r%d unsupported with checkable=%d false=%d' % (n, i, nchk, nfalse))
        # the stated answer should be in the response
        if r['stated_answer'] and r['stated_answer'] not in resp and r['stated_answer'].replace('_', ' ') not in resp:
            letters = {c.split('. ')[1]: c.split('. ')[0] for c in (d.get('choices') or '').split(', ') if '. ' in c}
            if not (letters.get(r['stated_answer']) and resp.strip().strip('*[]').startswith(letters[r['stated_answer']])):
                errors.append('%d r%d stated answer not in text' % (n, i))
        rec = {"id": "%s-r%d" % (d['id'], i), "item_id": d['id'], "world": d['world'], "story": d['story'],
               "question": d['question']}
        if d['world'] == 'hitom': rec["choices"] = d.get('choices')
        rec.update({"answer": d['answer'], "order": d['order'], "question_type": d['question_type'],
                    "style": r['style'], "label": lab, "stated_answer": r['stated_answer'],
                    "response": resp, "claims": claims})
        out.append(rec)

if errors:
    print('\n'.join(errors)); print(len(errors), 'ERRORS')
with open('/work/blind20b/blind_20b.jsonl', 'w') as f:
    for r in out: f.write(json.dumps(r, ensure_ascii=False) + '\n')
print(len(out), 'records')
print('styles', dict(collections.Counter(r['style'] for r in out)))
print('labels', dict(collections.Counter(r['label'] for r in out)))
print('kind x verdict')
kv = collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims'])
for k in sorted(KINDS):
    print('  %-14s' % k, {v: kv[(k, v)] for v in ('true', 'false', 'uncheckable')})
print('total claims', sum(len(r['claims']) for r in out))
print('orders', dict(collections.Counter(r['order'] for r in out)))
