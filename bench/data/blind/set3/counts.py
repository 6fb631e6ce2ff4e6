import json,collections
rs=[json.loads(l) for l in open('verifier_blind_3.jsonl')]
C=collections.Counter
print('total',len(rs), 'unique packets',len(set((r['story_id'],r['order']) for r in rs)), 'hand', sum(r['note'].startswith('HAND') for r in rs))
print('style',dict(C(r['style'] for r in rs)))
print('kind',dict(C(r['kind'] for r in rs)))
print('order',dict(sorted(C(r['order'] for r in rs).items())))
print('error_line_kind',dict(C(r['error_line_kind'] for r in rs)))
print('verified',dict(C(r['gold']['verified'] for r in rs)))
for name,key in (('style',lambda r:r['style']),('order',lambda r:r['order']),('error_line_kind',lambda r:r['error_line_kind'])):
    print('kind x',name)
    d=collections.defaultdict(C)
    for r in rs:
        v=key(r)
        if v is not None: d[r['kind']][v]+=1
    for k in sorted(d): print('   %-16s'%k, dict(sorted(d[k].items())))
