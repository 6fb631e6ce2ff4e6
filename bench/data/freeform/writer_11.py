"""Build blind_11.jsonl from the hand-written responses in writer_11_part1..5.py."""
import json, os, sys, collections
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import writer_11_part0 as P
import importlib
for k in range(1, 6):
    try:
        importlib.import_module(f'writer_11_part{k}')
    except ModuleNotFoundError as e:
        if e.name != f'writer_11_part{k}':
            raise
        print('missing part', k)

recs = P.build()
out = os.path.join(P.HERE, 'blind_11.jsonl')
full = '--partial' not in sys.argv
if full:
    assert len(recs) == 150, len(recs)
    per = collections.Counter(r['item_id'] for r in recs)
    assert set(per) == set(P.BY_ID) and all(v == 5 for v in per.values()), per
    with open(out, 'w') as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote', out)
print('records', len(recs))
print('style', dict(collections.Counter(r['style'] for r in recs)))
print('label', dict(collections.Counter(r['label'] for r in recs)))
print('style x label', dict(collections.Counter((r['style'], r['label']) for r in recs)))
print('order', dict(collections.Counter((r['order'], r['label']) for r in recs)))
cl = [c for r in recs for c in r['claims']]
print('claims', len(cl))
print('kind', dict(collections.Counter(c['kind'] for c in cl)))
print('verdict', dict(collections.Counter(c['verdict'] for c in cl)))
print('kind x verdict', dict(collections.Counter((c['kind'], c['verdict']) for c in cl)))
fk = collections.Counter(c['kind'] for r in recs if r['label'] == 'unsound' for c in r['claims'] if c['verdict'] == 'false')
print('planted false kinds (unsound)', dict(fk))
