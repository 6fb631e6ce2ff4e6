"""Writes blind_20a.jsonl from the hand-written parts part_01.py .. part_15.py.
Every response and claim is written by hand in the part files; this script only
computes offsets, checks spans, re-checks verdicts against the golds where a
machine check was attached, checks labels, and writes the output."""
import json, os, sys, importlib, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import ITEMS

def line_of(item, t):
    return len(item['golds']) if t == 'end' else int(t)

def evalchk(item, chk):
    g = item['golds']
    bk = [k for k in g[0] if k.startswith('beliefs_about_')][0]
    obj = bk[len('beliefs_about_'):]
    typ = chk[0]
    if typ == 'AND':
        return all(evalchk(item, c) for c in chk[1])
    if typ == 'OR':
        return any(evalchk(item, c) for c in chk[1])
    if typ == 'NOT':
        return not evalchk(item, chk[1])
    if typ == 'O':
        return g[line_of(item, chk[1]) - 1]['objects'].get(obj) == chk[2]
    if typ == 'O2':
        return g[line_of(item, chk[2]) - 1]['objects'].get(chk[1]) == chk[3]
    if typ == 'B':
        row = g[line_of(item, chk[2]) - 1][bk]
        if chk[1] not in row:
            raise KeyError('no chain %r in %s' % (chk[1], item['id']))
        return row[chk[1]] == chk[3]
    if typ == 'R':
        return g[line_of(item, chk[2]) - 1]['agents_room'][chk[1]] == chk[3]
    if typ == 'W':
        return chk[1] in g[line_of(item, chk[2]) - 1]['witnessed_by']
    if typ == 'NW':
        return chk[1] not in g[line_of(item, chk[2]) - 1]['witnessed_by']
    if typ == 'T':
        return chk[2] in g[line_of(item, chk[1]) - 1]['text']
    if typ == 'LT':
        return chk[1] < chk[2]
    if typ == 'ALLR':
        return all(r['agents_room'][chk[1]] == chk[2] for r in g)
    raise ValueError(chk)

def main():
    out, problems = [], []
    stats = collections.Counter()
    for n in range(1, 16):
        try:
            mod = importlib.import_module('part_%02d' % n)
        except ModuleNotFoundError:
            print('MISSING part_%02d' % n); continue
        item = ITEMS[n - 1]
        assert len(mod.RECORDS) == 5, (n, len(mod.RECORDS))
        for k, rec in enumerate(mod.RECORDS, 1):
            rid = '%s-r%d' % (item['id'], k)
            resp = rec['response']
            claims = []
            for c in rec['claims']:
                t = c['text']
                occ = resp.count(t)
                if occ == 0:
                    problems.append('%s: claim text not found: %r' % (rid, t)); continue
                if occ > 1 and c.get('_occ') is None:
                    problems.append('%s: claim text not unique: %r' % (rid, t))
                start = resp.find(t)
                for _ in range(c.get('_occ') or 0):
                    start = resp.find(t, start + 1)
                end = start + len(t)
                assert resp[start:end] == t
                if c['verdict'] not in ('true', 'false', 'uncheckable'):
                    problems.append('%s: bad verdict %r' % (rid, c['verdict']))
                if c['kind'] not in ('event', 'location', 'presence', 'belief', 'order', 'communication'):
                    problems.append('%s: bad kind %r' % (rid, c['kind']))
                if c.get('_chk') is not None:
                    try:
                        v = 'true' if evalchk(item, c['_chk']) else 'false'
                    except Exception as e:
                        problems.append('%s: check error %r on %r' % (rid, e, t)); v = None
                    if v is not None and v != c['verdict']:
                        problems.append('%s: verdict %s but golds say %s: %r' % (rid, c['verdict'], v, t))
                claims.append({'text': t, 'start': start, 'end': end, 'kind': c['kind'],
                               'verdict': c['verdict'], 'time': c['time'], 'note': c['note'],
                               '_ans': c.get('_ans')})
            # label consistency
            lab, sa, gold = rec['label'], rec['stated_answer'], item['answer']
            nfalse = sum(c['verdict'] == 'false' for c in claims)
            ncheck_other = sum(c['verdict'] != 'uncheckable' and not c['_ans'] for c in claims)
            right = (sa == gold) and sa is not None
            if lab == 'sound' and not (right and nfalse == 0 and ncheck_other >= 1):
                problems.append('%s: label sound inconsistent (right=%s false=%d other=%d)' % (rid, right, nfalse, ncheck_other))
            if lab == 'unsound' and not (right and nfalse == 1):
                problems.append('%s: label unsound inconsistent (right=%s false=%d)' % (rid, right, nfalse))
            if lab == 'unsupported' and not (right and nfalse == 0 and ncheck_other == 0):
                problems.append('%s: label unsupported inconsistent (right=%s false=%d other=%d)' % (rid, right, nfalse, ncheck_other))
            if lab == 'wrong' and right:
                problems.append('%s: label wrong but answer right' % rid)
            for c in claims:
                del c['_ans']
                stats[('kind', c['kind'])] += 1
                stats[('verdict', c['verdict'])] += 1
            stats[('style', rec['style'])] += 1
            stats[('label', rec['label'])] += 1
            r = {'id': rid, 'item_id': item['id'], 'world': item['world'], 'story': item['story'],
                 'question': item['question']}
            if item['world'] == 'hitom':
                r['choices'] = item['choices']
            r.update({'answer': gold, 'order': item['order'], 'question_type': item['question_type'],
                      'style': rec['style'], 'label': lab, 'stated_answer': sa,
                      'response': resp, 'claims': claims})
            out.append(r)
    if problems:
        print('\n'.join(problems)); print('PROBLEMS:', len(problems))
    with open(os.path.join(HERE, 'blind_20a.jsonl'), 'w') as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('records', len(out))
    for grp in ('style', 'label', 'kind', 'verdict'):
        print(grp, {k[1]: v for k, v in sorted(stats.items()) if k[0] == grp})
    # cross tabs
    ct = collections.Counter((r['order'], r['label']) for r in out)
    print('order x label', dict(sorted(ct.items())))

if __name__ == '__main__':
    main()
