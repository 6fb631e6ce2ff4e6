import os
HERE = os.path.dirname(os.path.abspath(__file__))  # the golds file beside it (seed 6815, odd rows)
os.chdir(HERE)
import json, importlib, collections, sys
sys.path.insert(0, HERE)
items = [json.loads(l) for l in open('golds_15b.jsonl')]
out = []
problems = []

def row(item, t):
    g = item['golds']
    if t == 'end':
        return g[-1]
    return g[int(t) - 1]

def autocheck(item, c, chk):
    # chk: ('b', chain, obj, container) | ('o', obj, container) | ('r', agent, room) | ('w', agent, bool)
    r = row(item, c['time'])
    if chk[0] == 'b':
        val = r['beliefs_about_' + chk[2]].get(chk[1], 'MISSING')
    elif chk[0] == 'o':
        val = r['objects'].get(chk[1], 'MISSING')
        chk = (None, None, None, chk[2])
    elif chk[0] == 'r':
        val = r['agents_room'].get(chk[1], 'MISSING')
        chk = (None, None, None, chk[2])
    elif chk[0] == 'w':
        val = chk[1] in r['witnessed_by']
        chk = (None, None, None, chk[2])
    exp = chk[3]
    ok = (val == exp)
    want = 'true' if ok else 'false'
    if c['verdict'] != want:
        problems.append(f"{c['text']!r}: verdict {c['verdict']} but gold={val!r} vs claimed {exp!r}")

import os
for n in range(1, 16):
    if not os.path.exists(f'part_{n:02d}.py'):
        problems.append(f'missing part {n}'); continue
    mod = importlib.import_module(f'part_{n:02d}')
    item = items[n - 1]
    assert len(mod.RECORDS) == 5, n
    for k, rec in enumerate(mod.RECORDS, 1):
        resp = rec['response']
        claims = []
        pos = 0
        for cl in rec['claims']:
            text, kind, verdict, time, note = cl[:5]
            chk = cl[5] if len(cl) > 5 else None
            s = resp.find(text, pos)
            if s < 0:
                s = resp.find(text)
                problems.append(f"q{n} r{k}: claim out of order or missing: {text!r}")
            assert s >= 0, (n, k, text)
            e = s + len(text)
            assert resp[s:e] == text
            assert kind in ('event', 'location', 'presence', 'belief', 'order', 'communication'), kind
            assert verdict in ('true', 'false', 'uncheckable'), verdict
            c = {'text': text, 'start': s, 'end': e, 'kind': kind, 'verdict': verdict,
                 'time': time, 'note': note}
            if chk:
                autocheck(item, c, chk)
            claims.append(c)
            pos = s
        label = rec['label']
        ans = item['answer']
        sa = rec['stated_answer']
        nfalse = sum(c['verdict'] == 'false' for c in claims)
        ncheck = sum(c['verdict'] != 'uncheckable' for c in claims)
        if label == 'sound':
            ok = sa == ans and nfalse == 0 and ncheck >= 2
        elif label == 'unsound':
            ok = sa == ans and nfalse == 1
        elif label == 'unsupported':
            ok = sa == ans and nfalse == 0
        else:
            ok = sa != ans
        if not ok:
            problems.append(f"q{n} r{k}: label {label} inconsistent (sa={sa}, ans={ans}, nfalse={nfalse}, ncheck={ncheck})")
        o = {'id': f"{item['id']}-r{k}", 'item_id': item['id'], 'world': item['world'],
             'story': item['story'], 'question': item['question']}
        if item['world'] == 'hitom':
            o['choices'] = item.get('choices')
        o.update({'answer': ans, 'order': item['order'], 'question_type': item['question_type'],
                  'style': rec['style'], 'label': label, 'stated_answer': sa,
                  'response': resp, 'claims': claims})
        out.append(o)

with open('blind_15b.jsonl', 'w') as f:
    for o in out:
        f.write(json.dumps(o, ensure_ascii=False) + '\n')

print('records:', len(out))
print('style:', dict(collections.Counter(o['style'] for o in out)))
print('label:', dict(collections.Counter(o['label'] for o in out)))
print('order:', dict(collections.Counter(o['order'] for o in out)))
print('claims kind x verdict:')
kv = collections.Counter((c['kind'], c['verdict']) for o in out for c in o['claims'])
for k in sorted(set(k for k, _ in kv)):
    print(' ', k, {v: kv[(k, v)] for v in ('true', 'false', 'uncheckable') if kv[(k, v)]})
print('verdict:', dict(collections.Counter(c['verdict'] for o in out for c in o['claims'])))
print('total claims:', sum(len(o['claims']) for o in out))
print('PROBLEMS:', len(problems))
for p in problems:
    print('  ', p)
