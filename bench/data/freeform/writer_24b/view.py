import json,sys
n=int(sys.argv[1]); full=len(sys.argv)>2
d=[json.loads(l) for l in open('golds_24b.jsonl')][n-1]
print(d['id'],d['world'],'order',d['order'],d['question_type'],'ANS',d['answer'])
print('Q:',d['question']); print('CH:',d.get('choices'))
print(d['story'])
bk=[k for k in d['golds'][0] if k.startswith('beliefs')][0]
obj=bk[len('beliefs_about_'):]
prev={}
for g in d['golds']:
    print('---',g['line'],g['text'])
    print('   obj:',{k:v for k,v in g['objects'].items()} if full else g['objects'].get(obj, g['objects']))
    print('   rooms:',g['agents_room'],' wit:',g['witnessed_by'])
    b=g[bk]
    ch={k:v for k,v in b.items() if prev.get(k,'__')!=v}
    print('   belief changes:',ch)
    prev=b
