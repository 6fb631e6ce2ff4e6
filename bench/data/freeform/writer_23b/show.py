import json,sys
n=int(sys.argv[1])
d=[json.loads(l) for l in open('golds_23b.jsonl')][n-1]
print(d['id'],d['world'],d['order'],d['question_type'],'ANS',d['answer'])
print(d['question']); print(d.get('choices'))
g=d['golds']
prevb={}; prevr={}
for r in g:
    print('---',r['line'],r['text'])
    rooms={a:b for a,b in r['agents_room'].items()}
    rd={a:b for a,b in rooms.items() if prevr.get(a,'#')!=b}
    print('  obj',r['objects'],' roomchg',rd,' wit',r['witnessed_by'])
    prevr=rooms
    for k,v in r.items():
        if k.startswith('beliefs_about'):
            pb=prevb.get(k,{})
            ch={a:b for a,b in v.items() if pb.get(a,'#')!=b and not (b is None and a not in pb)}
            if ch: print('  ',k[14:],'CHG',ch)
            prevb[k]=v
