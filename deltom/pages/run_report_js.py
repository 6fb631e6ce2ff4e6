"""The run report page's own CSS and script (inline in the page; no library, no network).

The script reads the ``run-data`` JSON element, lists the questions, filters them (order, the
row whose kept sample is judged, outcome, search) and draws a question's grid when it is opened:
rows = story lines, columns = samples; each cell a verdict symbol (right / wrong / missing, not
colour alone), the stated belief and the PBM score of the step aligned to the line, the first
error outlined. It sets ``document.body.dataset.ready`` and ``window.deltomReadyMs`` once usable.
"""

STYLE = """
.summary td{white-space:nowrap}.ci{color:var(--muted);font-size:12px}
.note{background:#fff8e1;border:1px solid #f0d98c;padding:4px 8px;border-radius:4px}
.controls{position:sticky;top:0;background:#fff;padding:8px 0;border-bottom:1px solid var(--line);z-index:2}
.controls label{margin-right:10px}.controls input{width:18em}
.q{border-bottom:1px solid var(--line)}.q[hidden]{display:none}
.qh{all:unset;cursor:pointer;display:block;width:100%;padding:5px 4px}.qh:hover,.qh:focus{background:var(--soft)}
.qh .tagline{color:var(--muted);font-size:12px}.ok{color:var(--ok)}.bad{color:var(--bad)}
.grid-host{overflow-x:auto;padding:4px 0 12px}
table.grid td,table.grid th{padding:2px 5px;font-size:12px;white-space:nowrap}
table.grid td.story{white-space:normal;min-width:18em;max-width:30em}
td.c-right{background:#eaf6ec}td.c-wrong{background:#fdecea}td.c-missing{background:#fff6d6}
td.fe{outline:2px solid var(--bad);outline-offset:-2px}
th.kept{background:#dbe8ff}th.sample{cursor:pointer}.sym{font-weight:700;margin-right:3px}
.score{color:var(--muted);margin-left:4px}.why{color:var(--bad,#b00);margin-left:4px;font-size:85%}pre.trace{max-height:22em;overflow:auto;white-space:pre-wrap}
mark.cl{padding:0 1px;border-radius:2px}mark.cl-T{background:#d7f0db}mark.cl-F{background:#f9c9c4;
text-decoration:underline wavy var(--bad)}mark.cl-U{background:#ececec}mark.cl sup{font-size:9px;margin-left:1px}
"""

SCRIPT = r"""
(function () {
  'use strict';
  const D = JSON.parse(document.getElementById('run-data').textContent);
  const Q = D.questions, S = D.strings, hitom = !!D.verifiable, plain = !!D.plain;
  const str = (i) => (i == null ? null : S[i]);
  const $ = (id) => document.getElementById(id);
  const fKey = $('f-key'), fRow = $('f-row'), fOut = $('f-out'), fQ = $('f-q'), fCount = $('f-count');
  const SYM = {R: ['\u2713', 'right', 'c-right'], W: ['\u2717', 'wrong', 'c-wrong'], M: ['\u2205', 'missing', 'c-missing'],
    U: ['?', 'unverifiable (story or question outside the grammar)', 'c-missing']};
  const esc = (s) => String(s == null ? '' : s).replace(/[&<>"']/g,
    (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'}[c]));
  const fmt = (x) => (x == null ? '' : Number(x).toFixed(2));
  const CL = {T: ['\u2713', 'true'], F: ['\u2717', 'false'], U: ['?', 'unchecked']};
  // a free-form response with its claims marked: true / false / unchecked (symbol and colour), the engine's value
  // on hover; spans that overlap an earlier one are left unmarked
  function marked(text, claims) {
    let h = '', at = 0;
    for (const [start, end, v, what, gold] of claims.slice().sort((a, b) => a[0] - b[0])) {
      if (start < at) continue;
      const tip = CL[v][1] + ' \u2014 ' + what + (gold == null ? '' : '; the engine: ' + gold);
      h += esc(text.slice(at, start)) + '<mark class="cl cl-' + v + '" title="' + esc(tip) + '">' +
        esc(text.slice(start, end)) + '<sup>' + CL[v][0] + '</sup></mark>';
      at = end;
    }
    return h + esc(text.slice(at));
  }
  const hay = Q.map((q) => (q.story.map(str).join(' ') + ' ' + q.question + ' ' + q.answer).toLowerCase());
  const anyVerified = Q.map((q) => q.samples.some((s) => s.v));
  const kept = (q, row) => { const i = q.picked[row]; return i == null ? null : i; };

  const paired = !!D.paired, label = (j) => (paired ? D.names[j] : '#' + (j + 1));

  function pairOutcome(q, kind) {
    const [a, b] = q.samples;
    switch (kind) {
      case 'a-only': return !!(a.ok && !b.ok);
      case 'b-only': return !!(b.ok && !a.ok);
      case 'both': return !!(a.ok && b.ok);
      case 'neither': return !a.ok && !b.ok;
      case 'differ': return a.a !== b.a;
      case 'one-unverified': return !!(a.ok && b.ok && !a.v !== !b.v);
      case 'steps-differ': return a.r !== b.r;
      default: return true;
    }
  }

  function outcome(k, row, kind) {
    if (paired) return pairOutcome(Q[k], kind);
    const q = Q[k], i = kept(q, row), s = i == null ? null : q.samples[i];
    switch (kind) {
      case 'right': return !!(s && s.ok);
      case 'wrong': return !(s && s.ok);
      case 'lucky': return !!(s && s.ok && !s.v);
      case 'missed': return !!(s && !s.v && anyVerified[k]);
      case 'verified': return !!(s && s.v);
      case 'none': return !anyVerified[k];
      default: return true;
    }
  }

  function tagline(q, k, row) {
    const i = kept(q, row), n = q.samples.length;
    const said = (s) => {
      const v = hitom ? (s.v ? ', verified trace' : (s.ok ? ', <b>unverified trace (lucky)</b>' : ', unverified trace'))
        : s.label ? ', <b>' + esc(s.label) + '</b>' + (s.claims ? ' (' + s.claims.filter((c) => c[2] === 'F').length +
          ' false of ' + s.claims.filter((c) => c[2] !== 'U').length + ' checked claims)' : '') : '';
      return 'answer ' + esc(s.a == null ? 'no answer' : s.a) + ' ' +
        (s.ok ? '<span class="ok">\u2713 right</span>' : '<span class="bad">\u2717 wrong</span>') + v +
        (hitom && s.fe ? '; first error at line ' + s.fe : '');
    };
    if (q.unverifiable) return '<b>unverifiable</b> (' + esc(q.unverifiable) + '); ' + (plain ? said(q.samples[0]) :
      'right answers ' + q.samples.filter((s) => s.ok).length + '/' + n);
    if (plain) return said(q.samples[0]);
    if (paired) return q.samples.map((s, j) => '<b>' + esc(D.names[j]) + '</b>: ' + said(s)).join(' \u00b7 ');
    const right = q.samples.filter((s) => s.ok).length;
    let t = 'right answers ' + right + '/' + n;
    if (hitom) t += ', verified traces ' + q.samples.filter((s) => s.v).length + '/' + n;
    if (i == null) return t + '; ' + esc(row) + ' keeps no single sample';
    const s = q.samples[i];
    const mark = s.ok ? '<span class="ok">\u2713 right</span>' : '<span class="bad">\u2717 wrong</span>';
    const v = hitom ? (s.v ? ', verified' : (s.ok ? ', <b>unverified (lucky)</b>' : ', unverified')) : '';
    return t + '; ' + esc(row) + ' keeps sample ' + (i + 1) + ' (' + esc(s.a == null ? 'no answer' : s.a) + ', ' + mark + v + ')';
  }

  const list = $('qlist');
  list.innerHTML = Q.map((q, k) =>
    '<div class="q" data-k="' + k + '"><button class="qh" aria-expanded="false"><b>' +
    (D.keyKind ? esc(D.keyKind) + ' ' : '') + esc(q.key) + ' \u00b7 doc ' + q.doc + '</b> ' + esc(q.question) +
    ' <span class="muted">gold: ' + esc(q.answer) + '</span><br><span class="tagline"></span></button>' +
    '<div class="grid-host" hidden></div></div>').join('');
  const items = Array.from(list.children);

  function refreshTaglines() {
    const row = fRow.value;
    items.forEach((el, k) => { el.querySelector('.tagline').innerHTML = tagline(Q[k], k, row); });
    items.forEach((el, k) => { const host = el.lastChild; if (!host.hidden) host.innerHTML = grid(k); });
  }

  function apply() {
    const key = fKey.value, row = fRow.value, kind = fOut.value;
    const words = fQ.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    items.forEach((el, k) => {
      const ok = (!key || Q[k].key === key) && outcome(k, row, kind) && words.every((w) => hay[k].includes(w));
      el.hidden = !ok; if (ok) shown += 1;
    });
    fCount.textContent = shown + ' of ' + Q.length + ' questions';
  }

  function keptBy(q, j) { return D.rows.filter((r) => q.picked[r] === j); }

  function head(q, j, row) {
    const s = q.samples[j], by = keptBy(q, j);
    const mine = !paired && !plain && q.picked[row] === j;
    const cls = 'sample' + (mine ? ' kept' : '');
    const mark = s.ok ? '\u2713' : '\u2717';
    const v = hitom ? (s.v ? ' V' : '') : '';
    const tip = 'sample ' + (j + 1) + ': answer ' + (s.a == null ? 'none' : s.a) + (s.ok ? ' (right)' : ' (wrong)') +
      (hitom ? (s.v ? ', verified trace' : ', unverified trace') : '') + (by.length ? '; kept by ' + by.join(', ') : '');
    return '<th class="' + cls + '" data-j="' + j + '" title="' + esc(tip) + '">' + esc(label(j)) +
      (mine ? ' \u25c6' : '') + '<br>' + mark + v + '<br>' + esc(s.a == null ? '-' : s.a) + '</th>';
  }

  function grid(k) {
    const q = Q[k], row = fRow.value, n = q.samples.length;
    let h = '<table class="grid"><thead><tr><th>line</th><th>story</th>' + (hitom ? '<th>gold</th>' : '');
    for (let j = 0; j < n; j++) h += head(q, j, row);
    h += '</tr></thead><tbody>';
    if (hitom) {
      q.story.forEach((line, l) => {
        const gold = str(q.gold[l]);
        h += '<tr><td class="num">' + (l + 1) + '</td><td class="story">' + esc(str(line)) + '</td><td>' + esc(gold) + '</td>';
        for (let j = 0; j < n; j++) {
          const s = q.samples[j], c = SYM[s.r[l]], fe = s.fe === l + 1, stated = str(s.st[l]);
          const score = s.sc ? s.sc[l] : null, why = s.y && D.why[s.y[l]];
          const tip = 'line ' + (l + 1) + ', sample ' + (j + 1) + ': ' + c[1] + (why ? ' (' + why + ')' : '') + '; stated ' +
            (stated == null ? 'nothing' : stated) + ', gold ' + gold + (score != null ? '; PBM step score ' + fmt(score) : '') +
            (fe ? '; first error' : '');
          h += '<td class="' + c[2] + (fe ? ' fe' : '') + '" title="' + esc(tip) + '"><span class="sym">' + (fe ? '\u25b6' : '') + c[0] +
            '</span>' + esc(stated == null ? '' : stated) + (s.y && s.y[l] === 'C' ? '<span class="why">other chain</span>' : '') +
            (score != null ? '<span class="score">' + fmt(score) + '</span>' : '') + '</td>';
        }
        h += '</tr>';
      });
    } else {
      h += '<tr><td></td><td class="story">' + q.story.map((i) => esc(str(i))).join('<br>') + '</td>';
      for (let j = 0; j < n; j++) {
        const st = q.samples[j].steps;
        h += '<td>' + (st ? st.map(fmt).join('<br>') : '') + '</td>';
      }
      h += '</tr>';
    }
    h += '<tr><td></td><td class="story"><b>final answer</b> (gold ' + esc(q.answer) + ')</td>' + (hitom ? '<td></td>' : '');
    for (let j = 0; j < n; j++) {
      const s = q.samples[j];
      h += '<td class="' + (s.ok ? 'c-right' : 'c-wrong') + '"><span class="sym">' + (s.ok ? '\u2713' : '\u2717') + '</span>' +
        esc(s.a == null ? '-' : s.a) + '</td>';
    }
    h += '</tr></tbody></table>';
    h += '<div class="muted">' + (paired || plain ? '' : 'Rows keeping a sample: ' + D.rows.filter((r) => q.picked[r] != null)
      .map((r) => esc(r) + ' \u2192 #' + (q.picked[r] + 1)).join(', ') + '. ') + 'Click a ' + (paired ? 'run' : 'sample') +
      '\u2019s header for its trace.</div>';
    return h + '<pre class="trace" hidden></pre>';
  }

  list.addEventListener('click', (ev) => {
    const th = ev.target.closest('th.sample');
    const el = ev.target.closest('.q'); if (!el) return;
    const k = +el.dataset.k, host = el.lastChild;
    if (th) {
      const pre = host.querySelector('pre.trace'), q = Q[k], j = +th.dataset.j;
      pre.hidden = false;
      const head = (paired ? D.names[j] : 'sample ' + (j + 1)), s = q.samples[j];
      if (q.texts && s.claims) {
        pre.innerHTML = esc(head + ' (' + s.label + '):') + '\n' + marked(q.texts[j].map(str).join('\n'), s.claims);
        return;
      }
      pre.textContent = head + (q.texts ? ':\n' + q.texts[j].map(str).join('\n') : ': trace text not in this report (--no-text)');
      return;
    }
    if (!ev.target.closest('.qh')) return;
    host.hidden = !host.hidden;
    el.firstChild.setAttribute('aria-expanded', String(!host.hidden));
    host.innerHTML = host.hidden ? '' : grid(k);
  });
  [fKey, fRow, fOut].forEach((el) => el.addEventListener('change', () => { if (el === fRow) refreshTaglines(); apply(); }));
  fQ.addEventListener('input', apply);
  $('legend').innerHTML = (paired ? 'Columns: the two runs\u2019 traces on the same question. ' : '') + (hitom
    ? 'Cells: \u2713 right step, \u2717 wrong step, \u2205 missing (no step restates the line); the stated belief ("other chain": a right location in a belief of another chain), then the PBM step score; hover a cell for why it is wrong. ' +
      '\u25b6 and an outline: the first error. ' + (paired || plain ? '' : '\u25c6 / blue header: the sample the chosen row keeps; ') +
      'V: verified trace.'
    : D.free_form ? 'Columns: responses (\u2713 right / \u2717 wrong answer). Click a header for the response with every ' +
      'claim marked: \u2713 true, \u2717 false (underlined), ? unchecked; hover a claim for what it says and the DEL ' +
      'engine\u2019s value.'
    : 'Columns: samples (\u2713 right / \u2717 wrong answer) with their PBM step scores; \u25c6: the sample the chosen row keeps.');
  refreshTaglines();
  apply();
  window.deltomReadyMs = performance.now();
  document.body.dataset.ready = '1';
})();
"""
