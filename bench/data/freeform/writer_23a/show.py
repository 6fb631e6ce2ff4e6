import json,sys
n=int(sys.argv[1])
d=[json.loads(l) for l in open('golds_23a.jsonl')][n-1]
print(d['id'],d['world'],d['order'],d['question_type'],'|',d['question'],'ANS',d['answer'])
print('CHOICES',d.get('choices'))
prev={}
for r in d['golds']:
    print('---',r['line'],r['text'])
    print('  obj',r['objects'],' room',{k:v for k,v in r['agents_room'].items()},' wit',r['witnessed_by'])
    for k,v in r.items():
        if k.startswith('beliefs_about'):
            p=prev.get(k,{})
            diff={a:b for a,b in v.items() if p.get(a,'<none>')!=b}
            print('  ',k,'CHANGED:',json.dumps(diff))
    prev={k:v for k,v in r.items()}
last=d['golds'][-1]
for k,v in last.items():
    if k.startswith('beliefs_about'):
        print('FINAL',k,json.dumps(v))
