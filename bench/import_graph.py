"""The import graph's figures: packages, the arrows between them, arrows up the layers, circles, the share of
function-level imports of the project's own modules, and the largest package's share of library lines.

    python bench/import_graph.py            # this checkout
    python bench/import_graph.py --json

The graph is the architecture test's (``tests/project/test_architecture.py``: every import statement, inside
functions too; a package's ``__init__`` counts as a module), read at the level of top-level packages, whose order
is the layer order (``PACKAGES``, lowest first).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "project")]

from test_architecture import PACKAGES, cycles, import_graph, module_name, own_imports, sources  # noqa: E402


def figures() -> dict:
    graph = import_graph()
    top = {name: name.split(".")[0] for name in graph}
    arrows: dict[str, int] = {}
    for module, edges in graph.items():
        for target in edges:
            if top[module] != top.get(target, target.split(".")[0]):
                key = f"{top[module]} -> {target.split('.')[0]}"
                arrows[key] = arrows.get(key, 0) + 1
    rank = {package: i for i, package in enumerate(PACKAGES)}
    up = sorted(a for a in arrows if rank[a.split(" -> ")[1]] > rank[a.split(" -> ")[0]])
    package_graph = {p: {a.split(" -> ")[1]: 1 for a in arrows if a.startswith(p + " ->")} for p in PACKAGES}
    found = [entry for p in sources(*PACKAGES) for entry in own_imports(p)]
    total, inner = len(found), sum(in_function for _, in_function, _ in found)
    lines: dict[str, int] = {}
    for path in sources(*PACKAGES):
        package = module_name(path).split(".")[0]
        lines[package] = lines.get(package, 0) + len(path.read_text(encoding="utf-8").splitlines())
    largest = max(lines, key=lines.get)
    return {"packages": list(PACKAGES), "package_arrows": len(arrows), "module_edges_per_arrow": arrows,
            "arrows_up": up, "package_circles": [c for c, _ in cycles(package_graph)],
            "module_circles": len(cycles(graph)), "own_imports": total, "function_level": inner,
            "function_level_share": round(100 * inner / total, 1), "library_lines": lines,
            "largest_package": largest, "largest_share": round(100 * lines[largest] / sum(lines.values()), 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    found = figures()
    if parser.parse_args().json:
        print(json.dumps(found, indent=1))
        return
    print(f"packages (lowest first): {', '.join(found['packages'])}")
    print(f"arrows between packages: {found['package_arrows']} "
          f"({', '.join(f'{k}: {v}' for k, v in found['module_edges_per_arrow'].items())}; module edges each)")
    print(f"arrows up the layers: {len(found['arrows_up'])} {found['arrows_up'] or ''}")
    print(f"circles: {len(found['package_circles'])} between packages, {found['module_circles']} between modules")
    print(f"function-level imports of our own modules: {found['function_level']} of {found['own_imports']} "
          f"({found['function_level_share']}%)")
    print(f"library lines: {sum(found['library_lines'].values())}; largest package {found['largest_package']} "
          f"{found['library_lines'][found['largest_package']]} ({found['largest_share']}%)")


if __name__ == "__main__":
    main()
