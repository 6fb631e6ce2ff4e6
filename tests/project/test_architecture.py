"""The layout's rules, checked on the source: module size, no private names across modules, no import cycle, and the
benchmark families defined in one place (``harness_ext.benchmarks.registry``); the import direction between the parts,
import side effects and the other registries: ``test_layers.py``."""
import ast
import re
from pathlib import Path

import pytest

from helpers.paths import REPO

ROOT = REPO
# the packages, lowest layer first (test_layers.py): each imports only the ones before it
PACKAGES = ("deltom_base", "dellabels", "pbm", "harness_ext", "deltom_tasks", "deltom")
OURS = (*PACKAGES, "helpers")
MAX_LINES = 400
REGISTRY = "harness_ext.benchmarks.registry"  # the one module that defines the benchmark families


def sources(*folders: str, root: Path = ROOT) -> list[Path]:
    return sorted(p for folder in folders for p in (root / folder).rglob("*.py"))


def module_name(path: Path, root: Path = ROOT) -> str:
    rel = path.relative_to(root).with_suffix("")
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


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def own_imports(path: Path) -> list[tuple[int, bool, bool]]:
    """(line, inside a function, has a comment) of every import of the project's own modules in one file."""
    text = path.read_text(encoding="utf-8")
    lines, tree = text.splitlines(), ast.parse(text)
    inner = {id(node) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
             for node in ast.walk(f) if node is not f}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            ours = node.level > 0 or (node.module or "").split(".")[0] in PACKAGES
        elif isinstance(node, ast.Import):
            ours = any(a.name.split(".")[0] in PACKAGES for a in node.names)
        else:
            continue
        if ours:
            found.append((node.lineno, id(node) in inner, "#" in lines[node.lineno - 1]))
    return found


def import_graph(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES) -> dict[str, dict[str, int]]:
    """module -> {module of ours it imports: line}, every ``import`` statement counted (inside functions and
    ``if TYPE_CHECKING`` too). ``from a.b import c`` names module ``a.b.c`` if there is one, else ``a.b``; importing
    a package's module also runs the package's ``__init__``, an edge unless the importer is inside that package."""
    paths = {module_name(p, root): p for p in sources(*packages, root=root)}

    def ours(name: str):
        while name and name not in paths:
            name = name.rpartition(".")[0]
        return name or None

    graph = {}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges: dict[str, int] = {}
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(parts + ([node.module] if node.module else []))
                targets = [ours(f"{base}.{alias.name}") for alias in node.names]
            elif isinstance(node, ast.Import):
                targets = [ours(alias.name) for alias in node.names]
            else:
                continue
            for target in filter(None, targets):
                parents = [".".join(target.split(".")[:i]) for i in range(1, target.count(".") + 1)]
                for module in [target, *(p for p in parents if p in paths and not within(name, p))]:
                    edges.setdefault(module, node.lineno)
        edges.pop(name, None)
        graph[name] = edges
    return graph


def cycles(graph: dict[str, dict[str, int]]) -> list[tuple[list[str], list[str]]]:
    """(one cycle ``[a, b, ..., a]``, every module in it) of each strongly connected group (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = {stack.pop()}
            while node not in group:
                group.add(stack.pop())
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    found = []
    for group in groups:
        start = min(group)
        paths = {start: [start]}
        todo = [start]
        while todo:  # breadth first, inside the group, back to start
            node = todo.pop(0)
            for nxt in sorted(graph[node]):
                if nxt == start:
                    found.append((paths[node] + [start], sorted(group)))
                    todo = []
                    break
                if nxt in group and nxt not in paths:
                    paths[nxt] = paths[node] + [nxt]
                    todo.append(nxt)
    return found


def test_no_import_cycle():
    graph = import_graph()
    found = [" -> ".join(f"{a} (line {graph[a][b]})" for a, b in zip(cycle, cycle[1:])) + f" -> {cycle[-1]}"
             + (f"; the circle holds {', '.join(group)}" if len(group) > len(cycle) - 1 else "")
             for cycle, group in cycles(graph)]
    assert not found, "import cycles (move the shared piece into a module both import, or pass it in):\n" + \
        "\n".join(found)


def test_the_cycle_check_names_a_cycle_of_function_level_imports(tmp_path):
    files = {"a.py": "def f():\n    from pkg.b import g\n", "b.py": "from pkg import c\n",
             "c.py": "import json\n\n\ndef h():\n    import pkg.a\n", "d.py": "from pkg.a import f\n"}
    (tmp_path / "pkg").mkdir()
    for name, text in files.items():
        (tmp_path / "pkg" / name).write_text(text, encoding="utf-8")
    graph = import_graph(tmp_path, ("pkg",))
    assert graph["pkg.d"] == {"pkg.a": 1} and graph["pkg.c"] == {"pkg.a": 5}
    assert cycles(graph) == [(["pkg.a", "pkg.b", "pkg.c", "pkg.a"], ["pkg.a", "pkg.b", "pkg.c"])]


def test_the_registry_loads_nothing_above_it():
    graph, seen = import_graph(), {REGISTRY}
    todo = [REGISTRY]
    while todo:  # every module importing the registry runs, at once or later
        for module in graph[todo.pop()]:
            if module not in seen:
                seen.add(module)
                todo.append(module)
    above = ("harness_ext.bon", "harness_ext.search", "deltom_tasks", "deltom")
    assert not [m for m in seen if any(within(m, p) for p in above)], sorted(seen)


def family_names() -> dict[str, str]:
    """Every name of a registered benchmark (its key, folders, plain groups) -> the benchmark's key."""
    from harness_ext.benchmarks.registry import BENCHMARKS

    return {n: b.name for b in BENCHMARKS.values() for n in (b.name, b.folder, b.bon_folder, *b.groups) if n}


REGEX_CALLS = ("compile", "match", "fullmatch", "search", "findall", "finditer", "sub", "split")


def family_definitions(source: str, names: dict[str, str]) -> list[str]:
    """Where ``source`` defines a family itself: a literal collection (tuple, list, set, dict keys) naming two
    benchmarks or more, or a regular expression naming a benchmark's task names."""
    found = []  # (line, what)
    for node in ast.walk(ast.parse(source)):
        items = node.keys if isinstance(node, ast.Dict) else getattr(node, "elts", None) \
            if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else None
        if items is not None:
            named = {names[i.value] for i in items if isinstance(i, ast.Constant) and i.value in names}
            if len(named) > 1:
                found.append((node.lineno, f"a list of the families {', '.join(sorted(named))}"))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in REGEX_CALLS \
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "re" and node.args:
            pattern = node.args[0]
            text = "".join(str(p.value) for p in getattr(pattern, "values", [pattern]) if isinstance(p, ast.Constant))
            named = sorted(n for n in names if re.search(rf"(?<![a-z0-9_]){re.escape(n)}", text))
            if named:
                found.append((node.lineno, f"a task-name regex naming {', '.join(named)}"))
    return [f"line {line}: {what}" for line, what in sorted(found)]


def test_no_module_but_the_registry_defines_a_benchmark_family():
    names = family_names()
    found = [f"{p.relative_to(ROOT)} {where}" for p in sources("harness_ext", "deltom_tasks", "deltom")
             if module_name(p) != REGISTRY and p.name != "__init__.py"  # a face's __all__ names its modules
             for where in family_definitions(p.read_text(encoding="utf-8"), names)]
    assert not found, f"benchmark families are defined in {REGISTRY} only; read them from there:\n" + "\n".join(found)


def test_the_family_check_finds_lists_and_name_regexes():
    source = ('ORACLE = frozenset({"hitom", "hitom_fresh"})\nJUDGES = {"hitom": 1, "kosinski": 2}\n'
              'NAME = re.compile(r"^(?P<base>hitom_del_bon|kosinski_del_bon)(?:_n\\d+)?")\n'
              'VARIANTS = ("hitom_del", "hitom_del_len2")\nSTYLES = ("hitom", "plain")\n')
    assert [f.split(":")[0] for f in family_definitions(source, family_names())] == ["line 1", "line 2", "line 3"]


def one_line_classes(source: str) -> list[str]:
    """Classes that mark themselves ``one_line`` or derive from an error class of ``deltom_base.errors``."""
    from deltom_base import errors

    homes = {name for name, value in vars(errors).items() if isinstance(value, type) and issubclass(value, Exception)}
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            bases = {ast.unparse(b).split(".")[-1] for b in node.bases}
            marked = any(isinstance(s, ast.Assign) and any(getattr(t, "id", "") == "one_line" for t in s.targets)
                         for s in node.body)
            if marked or bases & homes:
                found.append(f"line {node.lineno}: class {node.name}")
    return found


def test_every_error_shown_as_one_line_lives_in_deltom_base_errors():
    home = ROOT / "deltom_base" / "errors.py"
    found = [f"{p.relative_to(ROOT)} {where}" for p in sources(*PACKAGES) if p != home
             for where in one_line_classes(p.read_text(encoding="utf-8"))]
    assert not found, "define user-facing errors in deltom_base/errors.py:\n" + "\n".join(found)


def test_the_error_check_finds_marked_and_derived_classes():
    source = ("class A(InputError):\n    pass\nclass B(RuntimeError):\n    one_line = True\n"
              "class C(ValueError):\n    pass\nclass D(errors.UserError):\n    pass\n")
    assert [f.split(":")[0] for f in one_line_classes(source)] == ["line 1", "line 3", "line 7"]


def test_one_class_per_name():
    homes: dict[str, list[str]] = {}
    for path in sources(*PACKAGES):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef):
                homes.setdefault(node.name, []).append(str(path.relative_to(ROOT)))
    twice = {name: where for name, where in homes.items() if len(where) > 1}
    assert not twice, f"classes of the same name (a reader cannot tell them apart): {twice}"
