#!/usr/bin/env python3
"""Blind test set 13 writer: runs the framework and the hand-written parts, checks every claim, writes blind_13.jsonl."""
import os, json, collections
HERE = os.path.dirname(os.path.abspath(__file__))
G = {'__name__': 'writer13', '__file__': os.path.join(HERE, 'writer_13_part0.py')}
parts = ['writer_13_part0.py'] + sorted(p for p in os.listdir(HERE) if p.startswith('writer_13_part') and p != 'writer_13_part0.py')
for p in parts:
    path = os.path.join(HERE, p)
    exec(compile(open(path).read(), path, 'exec'), G)
RECS = G['RECS']
# final offset verification
for r in RECS:
    for c in r['claims']:
        assert r['response'][c['start']:c['end']] == c['text']
out = os.path.join(HERE, 'blind_13.jsonl')
with open(out, 'w') as f:
    for r in RECS:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
st = collections.Counter(r['style'] for r in RECS)
lb = collections.Counter(r['label'] for r in RECS)
kv = collections.Counter((c['kind'], c['verdict']) for r in RECS for c in r['claims'])
print('records:', len(RECS))
print('styles:', dict(st))
print('labels:', dict(lb))
print('claims per kind/verdict:')
for k in ('event', 'location', 'presence', 'belief', 'order', 'communication'):
    print('  %-14s' % k, {v: kv[(k, v)] for v in ('true', 'false', 'uncheckable')})
print('total claims:', sum(kv.values()))
print('per item:', collections.Counter(r['item_id'] for r in RECS).most_common(3), '...')
fk = collections.Counter(c['kind'] for r in RECS if r['label'] == 'unsound' for c in r['claims'] if c['verdict'] == 'false')
print('planted false kinds (unsound):', dict(fk))
print('orders:', dict(collections.Counter(r['order'] for r in RECS)), 'qtypes:', len(set(r['question_type'] for r in RECS)))
print('output:', out)
