import json,sys
n=int(sys.argv[1]); extra=sys.argv[2:]
d=[json.loads(l) for l in open('golds_24a.jsonl')][n-1]
print(d['id'],d['world'],d['order'],d['question_type'],'ANSWER',d['answer'])
print(d['question']); print(d.get('choices'))
print(d['story'])
bk=[k for k in d['golds'][0] if k.startswith('beliefs_about')]
print(bk)
for g in d['golds']:
    print('---',g['line'],g['text'])
    print('  obj',g['objects'],' room',{a:r for a,r in g['agents_room'].items()},' wit',g['witnessed_by'])
    for b in bk:
        bel=g[b]
        keys=[k for k in bel if ('->' not in k) or k in extra or any(k.startswith(e) for e in extra if e.endswith('*') and k.startswith(e[:-1]))]
        print('  ',b[14:],{k:bel[k] for k in keys})
