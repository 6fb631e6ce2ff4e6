import json, importlib, sys, collections
sys.path.insert(0, '/work/writers/w22a')
D = [json.loads(l) for l in open('/work/writers/w22a/golds_22a.jsonl')]
out = []
errors = []
for n in range(1, 16):
    try:
        mod = importlib.import_module('part_%02d' % n)
    except ModuleNotFoundError:
        continue
    item = D[n - 1]
    assert len(mod.RECORDS) == 5, n
    for i, r in enumerate(mod.RECORDS, 1):
        resp = r['response']
        claims = []
        pos = 0
        for c in r['claims']:
            text, kind, verdict, time, note = c[:5]
            s = resp.find(text, pos)
            if s < 0:
                s = resp.find(text)
                if s < 0:
                    errors.append('%d r%d missing: %r' % (n, i, text)); continue
            e = s + len(text)
            assert resp[s:e] == text
            assert kind in ('event', 'location', 'presence', 'belief', 'order', 'communication'), (n, i, kind)
            assert verdict in ('true', 'false', 'uncheckable'), (n, i, verdict)
            claims.append({'text': text, 'start': s, 'end': e, 'kind': kind, 'verdict': verdict, 'time': time, 'note': note})
            pos = e
        rec = {'id': '%s-r%d' % (item['id'], i), 'item_id': item['id'], 'world': item['world'],
               'story': item['story'], 'question': item['question']}
        if item['world'] == 'hitom':
            rec['choices'] = item.get('choices')
        rec.update({'answer': item['answer'], 'order': item['order'], 'question_type': item['question_type'],
                    'style': r['style'], 'label': r['label'], 'stated_answer': r['stated_answer'],
                    'response': resp, 'claims': claims})
        # label consistency
        lab = r['label']; nf = sum(c['verdict'] == 'false' for c in claims)
        right = r['stated_answer'] == item['answer']
        if lab == 'sound': ok = right and nf == 0 and sum(c['verdict'] == 'true' for c in claims) >= 2
        elif lab == 'unsound': ok = right and nf == 1
        elif lab == 'unsupported': ok = right and nf == 0
        else: ok = not right
        if not ok: errors.append('%d r%d label inconsistent %s nf=%d right=%s' % (n, i, lab, nf, right))
        out.append(rec)
for e in errors: print('ERR', e)
with open('/work/writers/w22a/blind_22a.jsonl', 'w') as f:
    for r in out: f.write(json.dumps(r, ensure_ascii=False) + '\n')
print(len(out), 'records')
print('style', collections.Counter(r['style'] for r in out))
print('label', collections.Counter(r['label'] for r in out))
print('kind', collections.Counter(c['kind'] for r in out for c in r['claims']))
print('verdict', collections.Counter(c['verdict'] for r in out for c in r['claims']))
print('kind x verdict', collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims']))
print('order', collections.Counter(r['order'] for r in out), 'qtype', collections.Counter(r['question_type'] for r in out))
