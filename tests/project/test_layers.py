"""The layout's rules, checked on the source: which part of the project may import which
(``LAYERS``), no library module changes the process when imported, and each registry defined once."""
import ast

import pytest
from test_architecture import PACKAGES, ROOT, import_graph, module_name, own_imports, sources, within

# The parts of the project, lowest first: (name, the modules or packages it holds). A module may import its own
# part and any part listed before it, never one after it (function-level imports included). The data flow runs
# from the DEL engine through the PBM and the benchmark registry (with the data loaders it reads) to Best-of-N and
# search; the task folders name Best-of-N's filters and task class; the analysis of runs reads the task folders'
# records; pages show what analysis computed; the miniature runs it all; the command lines may use everything.
LAYERS = (
    ("plumbing", ("deltom_base",)),  # one-line errors, quiet logs, the CLI vocabulary, lazy package faces
    ("DEL engine", ("dellabels",)),  # the story worlds, traces and their verifier, safe I/O
    ("PBM", ("pbm",)),  # which PBM, the backend registry, scoring, training
    ("benchmark registry", ("harness_ext", "harness_ext.benchmarks")),  # the families, their loaders and judges
    ("Best-of-N", ("harness_ext.bon",)),  # selection rules, rows, filters, the task class, the served models
    ("search", ("harness_ext.search",)),  # beam search and DVTS (their selection reuses Best-of-N's rules)
    ("task folders", ("deltom_tasks",)),  # the lm-eval task folders, their configs and records
    ("analysis", ("deltom", "deltom.analysis")),  # loading runs and their statistics; no markup
    ("ProcessBench", ("deltom.processbench",)),  # first-error items from runs and audits, verifiers' figures
    ("real models", ("deltom.models",)),  # the package-index models: fetch, build, serve, convert
    ("pages", ("deltom.pages",)),  # tables, HTML pages, figures
    ("miniature", ("deltom.miniature",)),  # the offline miniature, end to end
    ("command lines", ("deltom.cli",)),  # dellabels' and pbm's own CLIs live in their packages
)
# a package __init__ that imports nothing of ours but deltom_base (a lazy face) is no edge: importing any module
# of a package runs it
# modules allowed to change the process on import, and why
IMPORT_EFFECTS = {"deltom_tasks": "lm-eval's task loading imports it first and offers no hook: it quiets "
                                  "lm-eval's repeated hint (deltom_base.plumbing)"}


def layer(module: str) -> int:
    """The index in ``LAYERS`` of the most specific part holding ``module``."""
    matches = [(len(part), i) for i, (_, parts) in enumerate(LAYERS) for part in parts if within(module, part)]
    assert matches, f"{module} belongs to no part of LAYERS: add its part there"
    return max(matches)[1]


def upward_imports(graph: dict[str, dict[str, int]], thin: set[str]) -> list[str]:
    """Every import of ``graph`` from a part to a later one (``thin``: package faces, no edge)."""
    return [f"{m} ({LAYERS[layer(m)][0]}) imports {t} ({LAYERS[layer(t)][0]}) at line {line}"
            for m, edges in sorted(graph.items()) for t, line in edges.items()
            if t not in thin and layer(t) > layer(m)]


def test_every_import_goes_down_the_layers():
    graph = import_graph()
    paths = {module_name(p): p for p in sources(*PACKAGES)}
    thin = {m for m, p in paths.items() if p.name == "__init__.py" and all(within(t, "deltom_base") for t in graph[m])}
    found = upward_imports(graph, thin)
    assert not found, "imports up the layers (move the shared piece down, or pass it in):\n" + "\n".join(found)


def test_the_layer_check_names_an_import_up_the_layers():
    graph = {"harness_ext.bon.filters": {"deltom.pages.paper_table": 12, "pbm.scorer": 3},
             "deltom.pages.paper_table": {"harness_ext.bon.rows": 5}, "harness_ext": {"deltom_base.faces": 1},
             "dellabels.hitom.world": {"harness_ext": 2}}
    assert upward_imports(graph, {"harness_ext"}) == [
        "harness_ext.bon.filters (Best-of-N) imports deltom.pages.paper_table (pages) at line 12"]


def test_the_packages_are_the_layers():
    """Each top-level package is one run of consecutive parts, in the order of ``PACKAGES``: the package table is
    the layer table, so no package is both above and below another."""
    tops = [part.split(".")[0] for _, parts in LAYERS for part in parts]
    runs = [top for i, top in enumerate(tops) if i == 0 or top != tops[i - 1]]
    assert runs == list(PACKAGES), runs


def test_the_layers_name_every_package_and_part():
    assert {part.split(".")[0] for _, parts in LAYERS for part in parts} == set(PACKAGES)
    for path in sources(*PACKAGES):
        layer(module_name(path))


def import_effects(source: str) -> list[str]:
    """Module-level statements that change the process when the module is imported: a call made for its effect
    (``install()``), an assignment into another object (``sys.excepthook = ...``, ``os.environ[k] = ...``).
    Definitions, imports, plain assignments, calls of the module's own functions (a registry filling itself)
    and ``if __name__ == "__main__"`` blocks are not."""
    found = []
    tree = ast.parse(source)
    own = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}

    def visit(body) -> None:
        for node in body:
            if isinstance(node, ast.If) and "__main__" in ast.unparse(node.test):
                continue
            if isinstance(node, (ast.If, ast.Try)):
                visit(node.body + node.orelse + [s for h in getattr(node, "handlers", []) for s in h.body])
            elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and not (
                    isinstance(node.value.func, ast.Name) and node.value.func.id in own):
                found.append(f"line {node.lineno}: {ast.unparse(node)[:80]}")
            elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    for part in ast.walk(target):
                        if isinstance(part, (ast.Attribute, ast.Subscript)):
                            found.append(f"line {node.lineno}: {ast.unparse(node)[:80]}")
                            break

    visit(tree.body)
    return found


def test_no_library_module_changes_the_process_on_import():
    found = [f"{p.relative_to(ROOT)} {effect}" for p in sources(*PACKAGES) if module_name(p) not in IMPORT_EFFECTS
             for effect in import_effects(p.read_text(encoding="utf-8"))]
    assert not found, ("install plumbing from the entry points (deltom_base.plumbing.install), not on import:\n"
                       + "\n".join(found))


def test_the_effect_check_finds_calls_and_assignments_into_other_objects():
    source = ('"""doc."""\nimport sys\nX = 1\nlog = get()\ninstall()\nsys.excepthook = h\nos.environ["A"] = "1"\n'
              'def add(x):\n    pass\nadd(1)\nif __name__ == "__main__":\n    main()\n')
    assert [e.split(":")[0] for e in import_effects(source)] == ["line 5", "line 6", "line 7"]


def registries() -> dict[str, tuple[str, ...]]:
    """Each registry's home module -> the names it registers."""
    from harness_ext.bon.selection import selection_names
    from harness_ext.lm_eval_patches import PATCH_POINTS
    from pbm.aggregate import RULES
    from pbm.backend_names import BACKENDS

    return {"harness_ext.bon.selection": selection_names(), "pbm.aggregate": RULES, "pbm.backend_names": BACKENDS,
            "harness_ext.lm_eval_patches": tuple(PATCH_POINTS)}


def name_lists(source: str, names: tuple[str, ...]) -> list[str]:
    """Literal collections (tuple, list, set, dict keys) in ``source`` naming two or more of ``names``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        items = node.keys if isinstance(node, ast.Dict) else getattr(node, "elts", None) \
            if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else None
        named = sorted({i.value for i in items or [] if isinstance(i, ast.Constant) and i.value in names})
        if len(named) > 1:
            found.append(f"line {node.lineno}: {', '.join(named)}")
    return found


@pytest.mark.parametrize("home", sorted(registries()))
def test_each_registry_is_defined_once(home):
    names = registries()[home]
    found = [f"{p.relative_to(ROOT)} {where}" for p in sources(*PACKAGES) if module_name(p) != home
             for where in name_lists(p.read_text(encoding="utf-8"), names)]
    assert not found, f"the names of {home}'s registry are listed again (read them from there):\n" + "\n".join(found)


def test_imports_sit_at_the_top_of_the_module():
    """Function-level imports of our own modules hide what depends on what: under 10% of all, each with a comment
    saying why (registration order, an optional dependency, a measured import cost)."""
    found = {p: own_imports(p) for p in sources(*PACKAGES)}
    total = sum(len(v) for v in found.values())
    inner = {p: [(line, why) for line, in_function, why in v if in_function] for p, v in found.items()}
    count = sum(len(v) for v in inner.values())
    assert count < total / 10, f"{count} of {total} imports of our modules are inside functions"
    silent = [f"{p.relative_to(ROOT)}:{line}" for p, found in inner.items() for line, why in found if not why]
    assert not silent, "a function-level import without a comment saying why:\n" + "\n".join(silent)
