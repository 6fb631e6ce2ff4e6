"""The layout's rules, checked on the source: module size, no private names across modules, import direction."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("dellabels", "pbm", "harness_ext", "deltom_tasks")
OURS = (*PACKAGES, "helpers")
MAX_LINES = 400
# package -> packages it must never import (the data flow runs dellabels -> pbm -> harness_ext.bon -> deltom_tasks)
FORBIDDEN = {"dellabels": ("pbm", "harness_ext", "deltom_tasks"), "pbm": ("harness_ext", "deltom_tasks"),
             "harness_ext.bon": ("deltom_tasks", "harness_ext.report", "harness_ext.cli"),
             "harness_ext.search": ("deltom_tasks", "harness_ext.report", "harness_ext.cli")}


def sources(*folders: str) -> list[Path]:
    return sorted(p for folder in folders for p in (ROOT / folder).rglob("*.py"))


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = rel.parts[1:] if rel.parts[0] == "tests" else rel.parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def ours(module: str) -> bool:
    return module.split(".")[0] in OURS


def private_uses(path: Path) -> list[str]:
    """``from ours import _x`` and ``alias._x`` where ``alias`` is a module of ours imported here."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    aliases, found = set(), []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and ours(node.module) and node.level == 0:
            for name in node.names:
                if name.name.startswith("_"):
                    found.append(f"line {node.lineno}: from {node.module} import {name.name}")
                else:
                    aliases.add(name.asname or name.name)
        elif isinstance(node, ast.Import):
            for name in node.names:
                if ours(name.name):
                    aliases.add(name.asname or name.name.split(".")[0])
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")
                and isinstance(node.value, ast.Name) and node.value.id in aliases):
            found.append(f"line {node.lineno}: {node.value.id}.{node.attr}")
    return found


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out |= {node.module, *(f"{node.module}.{n.name}" for n in node.names)}
        elif isinstance(node, ast.Import):
            out |= {n.name for n in node.names}
    return out


@pytest.mark.parametrize("path", sources(*PACKAGES), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_over_the_size_limit(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{path.relative_to(ROOT)}: {lines} lines (split it by concept)"


def test_no_private_name_is_used_across_modules():
    found = [f"{p.relative_to(ROOT)} {use}" for p in sources(*PACKAGES, "tests", "bench", "scripts")
             for use in private_uses(p)]
    assert not found, "\n".join(found)


def test_imports_follow_the_data_flow():
    found = []
    for path in sources(*PACKAGES):
        name = module_name(path)
        for package, banned in FORBIDDEN.items():
            if name == package or name.startswith(package + "."):
                found += [f"{name} imports {m}" for m in imported_modules(path)
                          if any(m == b or m.startswith(b + ".") for b in banned)]
    assert not found, "\n".join(found)
