"""Writer for blind_16a.jsonl: imports part_01..part_15, computes spans, checks, writes output."""
import json, importlib, sys, collections, os
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
items = [json.loads(l) for l in open(os.path.join(HERE, 'golds_16a.jsonl'))]
STYLES = {"answer_first", "numbered", "narrative", "terse", "thinking"}
LABELS = {"sound", "unsound", "unsupported", "wrong"}
KINDS = {"event", "location", "presence", "belief", "order", "communication"}
errors = []

def row(item, t):
    g = item['golds']
    return g[-1] if t == 'end' else g[t - 1]

def check(item, chk):
    typ = chk[0]
    if typ == 'B':
        _, chain, t, cont = chk
        r = row(item, t)
        bk = [k for k in r if k.startswith('beliefs_about_')][0]
        if chain not in r[bk]:
            raise KeyError(chain)
        return r[bk][chain] == cont
    if typ == 'O':
        _, obj, t, cont = chk
        return row(item, t)['objects'][obj] == cont
    if typ == 'R':
        _, ag, t, room = chk
        return row(item, t)['agents_room'][ag] == room
    if typ == 'W':
        _, ags, t = chk
        return all(a in row(item, t)['witnessed_by'] for a in ags)
    if typ == 'NW':
        _, ags, t = chk
        return all(a not in row(item, t)['witnessed_by'] for a in ags)
    if typ == 'L':  # line text contains substring
        _, t, sub = chk
        return sub in row(item, t)['text']
    raise ValueError(chk)

out = []
PARTIAL = '--partial' in sys.argv
for n in range(1, 16):
    if PARTIAL and not os.path.exists(os.path.join(HERE, 'part_%02d.py' % n)):
        continue
    mod = importlib.import_module('part_%02d' % n)
    item = items[n - 1]
    assert len(mod.RECORDS) == 5, n
    for i, rec in enumerate(mod.RECORDS, 1):
        resp = rec['response']
        rid = '%s-r%d' % (item['id'], i)
        assert rec['style'] in STYLES and rec['label'] in LABELS, rid
        claims = []
        nfalse = 0; nchk = 0
        for c in rec['claims']:
            text, kind, verdict, t, note = c[:5]
            chk = c[5] if len(c) > 5 else None
            assert kind in KINDS and verdict in ('true', 'false', 'uncheckable'), (rid, text)
            cnt = resp.count(text)
            if cnt == 0:
                errors.append('%s: span not found: %r' % (rid, text)); continue
            if cnt > 1 and not (len(c) > 6):
                errors.append('%s: span ambiguous (%d): %r' % (rid, cnt, text))
            start = resp.find(text, resp.find(c[6]) if len(c) > 6 else 0)
            end = start + len(text)
            assert resp[start:end] == text
            if chk is not None:
                for ck in (chk if isinstance(chk, list) else [chk]):
                    ok = check(item, ck)
                    want = (verdict == 'true')
                    if verdict == 'uncheckable' or ok != want:
                        errors.append('%s: verdict %s but check %s -> %s : %r' % (rid, verdict, ck, ok, text))
            if verdict == 'false': nfalse += 1
            claims.append(dict(text=text, start=start, end=end, kind=kind, verdict=verdict, time=t, note=note))
        # label consistency
        sa = rec['stated_answer']
        right = (sa == item['answer'])
        lab = rec['label']
        checkable = [c for c in claims if c['verdict'] != 'uncheckable' and not c.get('_answer')]
        if lab == 'wrong' and right: errors.append(rid + ': wrong but right answer')
        if lab != 'wrong' and not right: errors.append(rid + ': right-label but answer %r != %r' % (sa, item['answer']))
        if lab == 'sound' and nfalse: errors.append(rid + ': sound with false claim')
        if lab == 'unsound' and nfalse != 1: errors.append(rid + ': unsound with %d false' % nfalse)
        if lab == 'unsupported' and nfalse: errors.append(rid + ': unsupported with false claim')
        r = dict(id=rid, item_id=item['id'], world=item['world'], story=item['story'], question=item['question'])
        if item['world'] == 'hitom':
            r['choices'] = item.get('choices')
        r.update(answer=item['answer'], order=item['order'], question_type=item['question_type'],
                 style=rec['style'], label=lab, stated_answer=sa, response=resp, claims=claims)
        out.append(r)

if errors:
    print('\n'.join(errors)); sys.exit(1)
if PARTIAL:
    print('partial ok', len(out)); sys.exit(0)
with open(os.path.join(HERE, 'blind_16a.jsonl'), 'w') as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')
print('records', len(out))
print('styles', dict(collections.Counter(r['style'] for r in out)))
print('labels', dict(collections.Counter(r['label'] for r in out)))
print('kinds', dict(collections.Counter(c['kind'] for r in out for c in r['claims'])))
print('verdicts', dict(collections.Counter(c['verdict'] for r in out for c in r['claims'])))
print('kind x verdict', dict(collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims'])))
print('style x label', dict(collections.Counter((r['style'], r['label']) for r in out)))
print('orders', dict(collections.Counter(r['order'] for r in out)), 'qtypes', dict(collections.Counter(r['question_type'] for r in out)))
print('claims total', sum(len(r['claims']) for r in out))
