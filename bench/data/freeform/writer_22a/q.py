import json,sys
D=[json.loads(l) for l in open('/work/writers/w22a/golds_22a.jsonl')]
def q(n,chain,line='end'):
    d=D[n-1]; g=d['golds'][-1] if line=='end' else d['golds'][line-1]
    b=[v for k,v in g.items() if k.startswith('beliefs')][0]
    return b.get(chain,'<<NOCHAIN>>')
if __name__=='__main__':
    n=int(sys.argv[1])
    for a in sys.argv[2:]:
        ch,_,ln=a.partition('@'); ln=int(ln) if ln and ln!='end' else 'end'
        print(a,'=>',q(n,ch.replace('>',' -> ').replace('  ',' '),ln))
