"""Package faces: every package says its public API in ``__all__`` (lazily loaded, ``deltom_base.faces``), no module
re-exports another's names, each package README names every module, and the search models' options are one
documented config object."""
import ast
from dataclasses import fields
from importlib import import_module

import pytest
from test_architecture import PACKAGES, ROOT, module_name, sources

FACES = ("dellabels", "pbm", "harness_ext", "deltom_base", "deltom")  # the packages with a README and a face
HOOKS = "deltom_tasks"  # the task folders' utils name filters for lm-eval's `!function utils.X`: hooks, not faces


def packages() -> list[str]:
    return sorted(module_name(p) for p in sources(*FACES) if p.name == "__init__.py")


@pytest.mark.parametrize("package", packages())
def test_every_package_names_its_public_api(package):
    module = import_module(package)
    assert getattr(module, "__all__", None), f"{package}/__init__.py has no __all__"
    missing = [n for n in module.__all__ if getattr(module, n, None) is None]
    assert not missing, f"{package}.__all__ names what it does not have: {missing}"
    modules = {p.stem for p in (ROOT / package.replace(".", "/")).iterdir()
               if p.suffix == ".py" and p.stem != "__init__" or (p / "__init__.py").is_file()}
    assert modules <= set(module.__all__), f"{package}.__all__ misses its modules {sorted(modules - set(module.__all__))}"


def reexports(source: str) -> list[str]:
    """Names a module imports at its top level and never uses, or lists in its ``__all__``: kept for others to
    import from here."""
    tree = ast.parse(source)
    imported = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module != "__future__":
            for alias in node.names:
                imported[alias.asname or alias.name] = node.lineno
    listed = {id(c) for n in tree.body if isinstance(n, ast.Assign) and any(
        isinstance(t, ast.Name) and t.id == "__all__" for t in n.targets) for c in ast.walk(n.value)}
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    used |= {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
             and id(n) not in listed}  # a quoted annotation ("ScoreStats"); a name in __all__ is no use
    exported = {c.value for n in tree.body if isinstance(n, ast.Assign) and any(
        isinstance(t, ast.Name) and t.id == "__all__" for t in n.targets) for c in ast.walk(n.value)
        if isinstance(c, ast.Constant)}
    return [f"line {line}: {name}" for name, line in sorted(imported.items(), key=lambda kv: kv[1])
            if name not in used or name in exported]


def test_no_module_re_exports_another_modules_names():
    found = [f"{p.relative_to(ROOT)} {where}" for p in sources(*PACKAGES)
             if p.name != "__init__.py" and not module_name(p).startswith(HOOKS + ".")
             for where in reexports(p.read_text(encoding="utf-8"))]
    assert not found, "import these from their home module instead:\n" + "\n".join(found)


def test_the_re_export_check_finds_an_unused_import():
    source = ("from a import b, c\nfrom d import e\nfrom g import h\nfrom i import j\n\n\ndef f() -> 'e':\n"
              "    return b(j)\n__all__ = ['h', 'j', 'f']\n")
    assert reexports(source) == ["line 1: c", "line 3: h", "line 4: j"]


@pytest.mark.parametrize("package", FACES)
def test_each_package_readme_names_every_module(package):
    readme = (ROOT / package / "README.md").read_text(encoding="utf-8")
    missing = [str(p.relative_to(ROOT / package)) for p in sources(package)
               if f"`{p.relative_to(ROOT / package).as_posix()}`" not in readme
               and not (p.name == "__init__.py" and p.parent == ROOT / package)]
    assert not missing, f"{package}/README.md does not name: {', '.join(missing)}"


def test_the_search_models_take_one_documented_config():
    from harness_ext.search.config import BEAM_MODELS, GENERATORS, LM_EVAL_EXTRAS, SearchConfig, valid_args

    assert set(GENERATORS) == set(BEAM_MODELS)
    for cls in (SearchConfig, *GENERATORS.values()):
        undocumented = [f.name for f in fields(cls) if not f.metadata.get("help")]
        assert not undocumented, f"{cls.__name__} fields without a meaning: {undocumented}"
    for model, cls in GENERATORS.items():
        assert set(valid_args(model)) == {f.name for f in fields(SearchConfig) if f.metadata["model_arg"]} \
            | {f.name for f in fields(cls)} | set(LM_EVAL_EXTRAS)
