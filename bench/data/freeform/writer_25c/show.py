import json,sys
n=int(sys.argv[1])
rows=[json.loads(l) for l in open('golds_25c.jsonl')]
q=rows[n-1]
print(q['id'],q['world'],'order',q['order'],q['question_type'],'ANSWER',q['answer'])
print('Q:',q['question']); print('choices:',q.get('choices'))
prev={}
for g in q['golds']:
    print(f"--- L{g['line']}: {g['text']}")
    print('   obj',g['objects'],'room',g['agents_room'],'wit',g['witnessed_by'])
    for k,v in g.items():
        if k.startswith('beliefs_about_'):
            ch={a:b for a,b in v.items() if prev.get((k,a),'__')!=b}
            for a,b in v.items(): prev[(k,a)]=b
            if ch: print('   ',k[14:],'CHANGED',ch)
