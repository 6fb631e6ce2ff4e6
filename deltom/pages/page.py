"""The one self-contained HTML page shell of the reports (run report, leaderboard).

A page opens from disk with no network: CSS, JS, data and charts are inline, and a
Content-Security-Policy meta tag forbids every fetch (``default-src 'none'``), so a stray URL
fails loudly in the browser console instead of leaking a request.

API (small and stable; other report pages import only these):

- ``esc(value) -> str``: HTML-escaped text of any value (``None`` -> "").
- ``Markup(str)``: already-safe HTML; ``table`` and ``tag`` do not escape it.
- ``tag(name, content="", **attrs) -> Markup``: one element; ``class_="x"`` -> ``class="x"``; ``True``
  attributes are written bare, ``None`` / ``False`` ones left out.
- ``table(header, body, caption="", classes="") -> Markup``: a ``<table>``; cells are text (escaped) or
  ``Markup``; a header cell may be a ``(label, title)`` pair (the title shows on hover).
- ``json_data(element_id, data) -> Markup``: ``<script type="application/json">`` holding ``data``
  (safe against ``</script>`` in strings); read it in JS with ``JSON.parse(el.textContent)``.
- ``Series(label, points, band=None)`` and ``line_chart(series, title, x_label, y_label, ...) -> Markup``:
  an inline SVG line chart, each series with its own colour *and* marker / dash (never colour alone), an
  optional min-max band, a legend, and a ``<title>`` tooltip per point.
- ``render_page(title, body_html, script="", style="") -> str``: the whole document; ``style`` is appended to
  the shared CSS, ``script`` runs after the body is parsed.
"""
from __future__ import annotations

import html
import json
import math
from dataclasses import dataclass
from typing import Iterable, Optional, Sequence, Union

CSP = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
       "img-src data:; font-src data:")

BASE_CSS = """
:root{--fg:#1b1f24;--muted:#5b6470;--line:#d6dae0;--bg:#fff;--soft:#f4f6f8;--accent:#1f5fbf;
--ok:#1a7f37;--bad:#c62828;--miss:#8a6d00}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:var(--fg);
background:var(--bg);margin:0;padding:16px 24px 48px}
h1{font-size:22px;margin:4px 0 12px}h2{font-size:17px;margin:24px 0 8px}h3{font-size:15px;margin:16px 0 6px}
table{border-collapse:collapse;margin:6px 0 12px;font-variant-numeric:tabular-nums}
th,td{border:1px solid var(--line);padding:3px 7px;text-align:left;vertical-align:top}
th{background:var(--soft);font-weight:600}
caption{caption-side:bottom;text-align:left;color:var(--muted);font-size:12px;padding-top:4px}
code,pre,.mono{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:12.5px}
pre{white-space:pre-wrap;background:var(--soft);padding:8px;border-radius:4px;margin:4px 0}
.muted{color:var(--muted)}.num{text-align:right}
.chart{display:inline-block;margin:4px 12px 12px 0;vertical-align:top}
.chart text{font-size:11px;fill:var(--fg)}.chart .axis{stroke:#888}.chart .grid{stroke:#eee}
dl.kv{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;margin:6px 0}
dl.kv dt{color:var(--muted)}dl.kv dd{margin:0}
"""

# colour, marker, dash: every series differs in shape too, not colour alone
STYLES = [("#1f77b4", "circle", ""), ("#ff7f0e", "square", "6 3"), ("#2ca02c", "triangle", "2 3"),
          ("#d62728", "diamond", "8 3 2 3"), ("#111111", "cross", "1 4"), ("#7f7f7f", "circle", "4 4"),
          ("#9467bd", "square", ""), ("#8c564b", "triangle", "6 3"), ("#e377c2", "diamond", "2 3"),
          ("#17becf", "cross", "")]


class Markup(str):
    """HTML that is already safe; ``esc`` keeps it as it is."""


def esc(value: object) -> str:
    """HTML-escaped text of ``value`` (quotes too); ``Markup`` is kept, ``None`` is ""."""
    if isinstance(value, Markup):
        return value
    return "" if value is None else html.escape(str(value), quote=True)


def tag(name: str, content: object = "", **attrs: object) -> Markup:
    """``<name attrs>content</name>``; ``class_`` -> ``class``, ``data_x`` -> ``data-x``."""
    parts = [name]
    for key, value in attrs.items():
        key = key.rstrip("_").replace("_", "-")
        if value is True:
            parts.append(key)
        elif value is not None and value is not False:
            parts.append(f'{key}="{esc(value)}"')
    return Markup(f"<{' '.join(parts)}>{esc(content)}</{name}>")


HeaderCell = Union[str, tuple]


def table(header: Sequence[HeaderCell], body: Iterable[Sequence[object]], caption: str = "",
          classes: str = "") -> Markup:
    """A table: ``header`` labels (or (label, title) pairs), ``body`` rows of text or ``Markup`` cells."""
    head = "".join(str(tag("th", h[0], title=h[1])) if isinstance(h, tuple) else str(tag("th", h)) for h in header)
    rows = "".join("<tr>" + "".join(f"<td>{esc(cell)}</td>" for cell in row) + "</tr>" for row in body)
    cap = str(tag("caption", caption)) if caption else ""
    cls = f' class="{esc(classes)}"' if classes else ""
    return Markup(f"<table{cls}>{cap}<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>")


def json_data(element_id: str, data: object) -> Markup:
    """``data`` as an inline JSON script element; ``<`` is written ``\\u003c`` so no string can end it."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False).replace("<", "\\u003c")
    return Markup(f'<script type="application/json" id="{esc(element_id)}">{text}</script>')


@dataclass
class Series:
    """One line of a chart: (x, y) points, optionally a (low, high) band per point."""

    label: str
    points: Sequence[tuple[float, float]]
    band: Optional[Sequence[tuple[float, float]]] = None


def _marker(shape: str, x: float, y: float, colour: str) -> str:
    r = 3.5
    if shape == "square":
        return f'<rect x="{x - r:.1f}" y="{y - r:.1f}" width="{2 * r}" height="{2 * r}" fill="{colour}"/>'
    if shape == "triangle":
        return f'<path d="M{x:.1f},{y - r - 1:.1f}L{x + r + 0.5:.1f},{y + r:.1f}L{x - r - 0.5:.1f},{y + r:.1f}Z" ' \
               f'fill="{colour}"/>'
    if shape == "diamond":
        return f'<path d="M{x:.1f},{y - r - 1:.1f}L{x + r + 1:.1f},{y:.1f}L{x:.1f},{y + r + 1:.1f}' \
               f'L{x - r - 1:.1f},{y:.1f}Z" fill="{colour}"/>'
    if shape == "cross":
        return f'<path d="M{x - r:.1f},{y - r:.1f}L{x + r:.1f},{y + r:.1f}M{x - r:.1f},{y + r:.1f}' \
               f'L{x + r:.1f},{y - r:.1f}" stroke="{colour}" stroke-width="2"/>'
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{colour}"/>'


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    if high <= low:
        return [low]
    raw = (high - low) / count
    step = 10 ** math.floor(math.log10(raw))
    step *= next(m for m in (1, 2, 2.5, 5, 10) if raw <= m * step)
    first = math.ceil(low / step - 1e-9) * step
    return [round(first + i * step, 10) for i in range(int((high - first) / step + 1e-9) + 1)]


def _fmt(value: float) -> str:
    return f"{value:g}" if abs(value) >= 0.01 or value == 0 else f"{value:.2g}"


def line_chart(series: Sequence[Series], title: str, x_label: str, y_label: str, width: int = 420,
               height: int = 280, log2_x: bool = False, y_range: Optional[tuple[float, float]] = None) -> Markup:
    """An inline SVG line chart of ``series``; ``log2_x`` spaces x = 1, 2, 4, ... evenly (accuracy vs N)."""
    xs = [x for s in series for x, _ in s.points]
    ys = [y for s in series for _, y in s.points] + [v for s in series for b in (s.band or []) for v in b]
    if not xs:
        return tag("div", f"{title}: no data", class_="chart muted")
    tx = (lambda v: math.log2(v)) if log2_x else (lambda v: v)
    x0, x1 = min(map(tx, xs)), max(map(tx, xs))
    x1 = x1 if x1 > x0 else x0 + 1
    y0, y1 = y_range or (min(ys), max(ys))
    if not y_range:
        pad = (y1 - y0) * 0.08 or 1
        y0, y1 = y0 - pad, y1 + pad
    left, right, top, legend = 46, 12, 24, 16 * len(series) + 8
    bottom = 38
    plot_w, plot_h = width - left - right, height - top - bottom
    sx = lambda v: left + (tx(v) - x0) / (x1 - x0) * plot_w  # noqa: E731
    sy = lambda v: top + (1 - (v - y0) / (y1 - y0)) * plot_h  # noqa: E731
    out = [f'<svg width="{width}" height="{height + legend}" '
           f'viewBox="0 0 {width} {height + legend}" role="img" aria-label="{esc(title)}">',
           f'<text x="{width / 2:.0f}" y="15" text-anchor="middle" font-weight="600">{esc(title)}</text>']
    for tick in _ticks(y0, y1):
        y = sy(tick)
        out.append(f'<line class="grid" x1="{left}" x2="{width - right}" y1="{y:.1f}" y2="{y:.1f}"/>'
                   f'<text x="{left - 5}" y="{y + 4:.1f}" text-anchor="end">{_fmt(tick)}</text>')
    x_ticks = sorted(set(xs)) if log2_x or len(set(xs)) <= 12 else _ticks(min(xs), max(xs))
    for tick in x_ticks:
        x = sx(tick)
        out.append(f'<line class="axis" x1="{x:.1f}" x2="{x:.1f}" y1="{top + plot_h}" y2="{top + plot_h + 4}"/>'
                   f'<text x="{x:.1f}" y="{top + plot_h + 16}" text-anchor="middle">{_fmt(tick)}</text>')
    out.append(f'<path class="axis" fill="none" d="M{left},{top}V{top + plot_h}H{width - right}"/>'
               f'<text x="{left + plot_w / 2:.0f}" y="{height - 6}" text-anchor="middle">{esc(x_label)}</text>'
               f'<text transform="translate(12 {top + plot_h / 2:.0f}) rotate(-90)" text-anchor="middle">'
               f'{esc(y_label)}</text>')
    for i, s in enumerate(series):
        colour, shape, dash = STYLES[i % len(STYLES)]
        pts = sorted(s.points)
        if s.band:
            upper = [(sx(x), sy(b[1])) for (x, _), b in zip(s.points, s.band)]
            lower = [(sx(x), sy(b[0])) for (x, _), b in zip(s.points, s.band)]
            poly = " ".join(f"{x:.1f},{y:.1f}" for x, y in upper + lower[::-1])
            out.append(f'<polygon points="{poly}" fill="{colour}" fill-opacity="0.12" stroke="none"/>')
        path = " ".join(f"{'M' if j == 0 else 'L'}{sx(x):.1f},{sy(y):.1f}" for j, (x, y) in enumerate(pts))
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<path d="{path}" fill="none" stroke="{colour}" stroke-width="1.8"{dash_attr}/>')
        for x, y in pts:
            out.append(f'<g>{_marker(shape, sx(x), sy(y), colour)}<title>{esc(s.label)}: {_fmt(x)}, '
                       f'{y:.2f}</title></g>')
        ly = height + 8 + 16 * i
        out.append(f'<line x1="{left}" x2="{left + 26}" y1="{ly}" y2="{ly}" stroke="{colour}" stroke-width="1.8"'
                   f'{dash_attr}/>{_marker(shape, left + 13, ly, colour)}'
                   f'<text x="{left + 32}" y="{ly + 4}">{esc(s.label)}</text>')
    out.append("</svg>")
    return Markup(f'<div class="chart">{"".join(out)}</div>')


def render_page(title: str, body_html: str, script: str = "", style: str = "") -> str:
    """The whole HTML document: shared CSS (+ ``style``), ``body_html`` as given, ``script`` inline at the end."""
    js = f"<script>\n{script}\n</script>" if script else ""
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta http-equiv="Content-Security-Policy" content="{esc(CSP)}">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{esc(title)}</title><style>{BASE_CSS}{style}</style></head>\n"
            f"<body>\n{body_html}\n{js}\n</body></html>\n")
