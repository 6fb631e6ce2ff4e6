import json,sys
n=int(sys.argv[1]); extra=sys.argv[2:]
d=[json.loads(l) for l in open('golds_24a.jsonl')][n-1]
print(d['id'],d['world'],d['order'],d['question_type'],'ANSWER',d['answer'])
print(d['question']); print(d.get('choices'))
bk=[k for k in d['golds'][0] if k.startswith('beliefs_about')][0]
prev={}
def sel(k): return '->' not in k or k in extra or 'ALL' in extra
for g in d['golds']:
    cur={}
    for o,v in g['objects'].items(): cur['OBJ '+o]=v
    for a,v in g['agents_room'].items(): cur['ROOM '+a]=v
    for k,v in g[bk].items():
        if sel(k): cur['B '+k]=v
    diff={k:v for k,v in cur.items() if prev.get(k,'@@')!=v}
    print(f"{g['line']:>2} {g['text']}   wit={g['witnessed_by']}")
    if diff: print('      ',diff)
    prev=cur
