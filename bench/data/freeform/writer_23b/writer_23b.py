import json, importlib, sys, collections
sys.path.insert(0, '/work/writers/w23b')
import gq

def ev(n, c):
    t = c[0]
    d = gq.D[n-1]
    lines = {r['line']: r['text'] for r in d['golds']}
    if t == 'loc': return gq.loc(n, c[1], c[2]) == c[3]
    if t == 'bel': return gq.bel(n, c[1], c[2], c[3]) == c[4]
    if t == 'room': return gq.room(n, c[1], c[2]) == c[3]
    if t == 'wit':
        ags = c[2] if isinstance(c[2], list) else [c[2]]
        return all(gq.wit(n, c[1], a) == c[3] for a in ags)
    if t == 'txt': return c[2] in lines[c[1]]
    if t == 'lt': return c[1] < c[2]
    if t == 'lastexit':
        ex = [l for l, x in lines.items() if ('exited the ' + c[2]) in x]
        return lines[max(ex)].startswith(c[1] + ' exited')
    if t == 'firstexit':
        ex = [l for l, x in lines.items() if ('exited the ' + c[2]) in x]
        return lines[min(ex)].startswith(c[1] + ' exited')
    if t == 'nomatch': return not any(c[1] in x for x in lines.values())
    if t == 'lastline': return max(lines) == c[1]
    if t == 'nocomm': return not any(('claimed' in x or 'told' in x) for x in lines.values())
    if t == 'not': return not ev(n, c[1])
    raise ValueError(c)

out = []; errs = []
for k in range(1, 16):
    m = importlib.import_module('part_%02d' % k)
    d = gq.D[m.N - 1]
    assert m.N == k
    assert len(m.RECORDS) == 5, k
    for i, r in enumerate(m.RECORDS, 1):
        resp = r['response']
        claims = []
        pos = {}
        for c in r['claims']:
            st = resp.find(c['text'])
            if st < 0: errs.append((k, i, 'span missing', c['text'])); continue
            if resp.count(c['text']) > 1: errs.append((k, i, 'span ambiguous (first used)', c['text']))
            en = st + len(c['text'])
            assert resp[st:en] == c['text']
            if c['verdict'] != 'uncheckable':
                if not c['chk']: errs.append((k, i, 'no chk', c['text']))
                else:
                    v = all(ev(k, x) for x in c['chk'])
                    if v != (c['verdict'] == 'true'): errs.append((k, i, 'VERDICT MISMATCH', c['text'], v))
            elif c['chk']: errs.append((k, i, 'uncheckable with chk', c['text']))
            claims.append(dict(text=c['text'], start=st, end=en, kind=c['kind'], verdict=c['verdict'], time=c['time'], note=c['note']))
        # label consistency
        ans = d['answer']; sa = r['stated_answer']; lab = r['label']
        nfalse = sum(c['verdict'] == 'false' for c in r['claims'])
        nchk_other = sum(c['verdict'] != 'uncheckable' and not c['ans'] for c in r['claims'])
        if lab == 'sound': ok = sa == ans and nfalse == 0 and nchk_other >= 1
        elif lab == 'unsound': ok = sa == ans and nfalse == 1
        elif lab == 'unsupported': ok = sa == ans and nchk_other == 0 and nfalse == 0
        elif lab == 'wrong': ok = sa != ans
        else: ok = False
        if not ok: errs.append((k, i, 'LABEL', lab, sa, ans, nfalse, nchk_other))
        if sa is not None and sa not in resp.replace(' ', '_') and not (d.get('choices') and len(resp.strip()) <= 3): errs.append((k, i, 'stated answer not in text', sa))
        rec = {"id": "%s-r%d" % (d['id'], i), "item_id": d['id'], "world": d['world'], "story": d['story'], "question": d['question']}
        if d['world'] == 'hitom': rec["choices"] = d.get('choices')
        rec.update({"answer": ans, "order": d['order'], "question_type": d['question_type'], "style": r['style'], "label": lab,
                    "stated_answer": sa, "response": resp, "claims": claims})
        out.append(rec)

for e in errs: print('ERR', e)
with open('/work/writers/w23b/blind_23b.jsonl', 'w') as f:
    for rec in out: f.write(json.dumps(rec, ensure_ascii=False) + '\n')
print(len(out), 'records')
print('style', collections.Counter(r['style'] for r in out))
print('label', collections.Counter(r['label'] for r in out))
print('kind', collections.Counter(c['kind'] for r in out for c in r['claims']))
print('verdict', collections.Counter(c['verdict'] for r in out for c in r['claims']))
print('kind x verdict', sorted(collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims']).items()))
print('order', collections.Counter(r['order'] for r in out), 'qtype', collections.Counter(r['question_type'] for r in out))
