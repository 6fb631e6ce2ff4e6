import json,sys
n=int(sys.argv[1]); obj=sys.argv[2] if len(sys.argv)>2 else None
d=[json.loads(l) for l in open('golds_25a.jsonl')][n-1]
print(d['id'],d['order'],d['question_type'],'ANS',d['answer'])
print(d['question']); print(d.get('choices'))
keys=[k for k in d['golds'][0] if k.startswith('beliefs_about')]
print('belief keys',keys)
for g in d['golds']:
    print('---',g['line'],g['text'])
    print('  obj',g['objects'],' rooms',g['agents_room'],' wit',g['witnessed_by'])
    for k in keys:
        if obj and obj not in k: continue
        b={c:v for c,v in g[k].items() if (len(sys.argv)<4 or c.count('->')<int(sys.argv[3]))}
        print('  ',k,b)
