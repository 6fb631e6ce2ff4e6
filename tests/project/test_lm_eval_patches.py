"""Every lm-eval attribute deltom replaces is listed in ``harness_ext.lm_eval_patches`` with the parameters it had
when checked: these tests fail when an installed lm-eval changes one, and when a module patches lm-eval elsewhere."""
import ast
import inspect
from pathlib import Path

import pytest

from harness_ext import lm_eval_patches
from harness_ext.lm_eval_patches import ABSENT, CHECKED_WITH, PATCH_POINTS, current, owner_of, patched
from test_architecture import PACKAGES, ROOT, sources


@pytest.mark.parametrize("name", sorted(PATCH_POINTS))
def test_each_patch_point_is_what_it_was_when_checked(name):
    module, path, params = PATCH_POINTS[name]
    value = current(name)
    if params is None:  # a name the module looks up: Path is pathlib's, open the builtin (absent), tqdm's bars
        import tqdm
        import tqdm.asyncio

        expected = {"tracker_open": ABSENT, "tracker_path": Path, "api_tqdm": tqdm.tqdm,
                    "api_tqdm_asyncio": tqdm.asyncio.tqdm_asyncio}[name]
        assert value is expected, f"lm-eval changed {module}.{path} (checked with lm-eval {CHECKED_WITH})"
        return
    assert callable(value), f"{module}.{path} is gone from this lm-eval (checked with {CHECKED_WITH})"
    found = tuple(inspect.signature(value).parameters)
    assert found == params, (f"{module}.{path} changed its parameters since lm-eval {CHECKED_WITH}: {found}; "
                             f"re-read deltom's wrapper of it ({lm_eval_patches.__name__}'s docstring names it)")


def test_a_patch_is_undone_after_the_block_absent_ones_too():
    owner, attribute = owner_of("make_table")
    original = getattr(owner, attribute)
    with patched("make_table", lambda before: (lambda *a, **k: "patched")) as seen:
        assert seen is original and getattr(owner, attribute)() == "patched"
    assert getattr(owner, attribute) is original
    owner, attribute = owner_of("tracker_open")
    with patched("tracker_open", lambda before: "guarded") as seen:
        assert seen is ABSENT and getattr(owner, attribute) == "guarded"
    assert attribute not in vars(owner)


def lm_eval_assignments(source: str) -> list[str]:
    """Assignments into an lm-eval module or object (``utils.make_table = ...``, ``setattr(lm_eval, ...)``)."""
    tree = ast.parse(source)
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "lm_eval":
            names |= {a.asname or a.name for a in node.names}
        elif isinstance(node, ast.Import):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names if a.name.split(".")[0] == "lm_eval"}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = list(node.targets)
        else:
            targets = []
        while any(isinstance(t, (ast.Tuple, ast.List, ast.Starred)) for t in targets):  # a, b.c = ...; (x, *y) = ...
            targets = [e for t in targets for e in (t.elts if isinstance(t, (ast.Tuple, ast.List)) else
                                                    [t.value] if isinstance(t, ast.Starred) else [t])]
        for target in targets:
            root = target
            while isinstance(root, (ast.Attribute, ast.Subscript)):
                root = root.value
            if target is not root and isinstance(root, ast.Name) and root.id in names:
                found.append(f"line {node.lineno}: {ast.unparse(target)}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("setattr", "delattr") \
                and node.args and isinstance(node.args[0], ast.Name) and node.args[0].id in names:
            found.append(f"line {node.lineno}: {node.func.id}({node.args[0].id}, ...)")
    return found


def test_no_module_but_the_patch_module_patches_lm_eval():
    home = ROOT / "harness_ext" / "lm_eval_patches.py"
    found = [f"{p.relative_to(ROOT)} {where}" for p in sources(*PACKAGES) if p != home
             for where in lm_eval_assignments(p.read_text(encoding="utf-8"))]
    assert not found, "patch lm-eval through harness_ext.lm_eval_patches.patched:\n" + "\n".join(found)


def test_the_patch_finder_sees_attribute_assignments_and_setattr():
    source = ("import lm_eval.utils as utils\nfrom lm_eval.loggers import evaluation_tracker as tracker\n"
              "utils.make_table = f\ntracker.EvaluationTracker.save = g\nsetattr(utils, 'x', 1)\nother.x = 2\n")
    assert [f.split(":")[0] for f in lm_eval_assignments(source)] == ["line 3", "line 4", "line 5"]


def test_the_patch_finder_sees_every_assignment_form():
    source = ("from lm_eval.models import api_models\nimport lm_eval\n"
              "saved = api_models.tqdm, api_models.tqdm_asyncio\n"
              "api_models.tqdm, api_models.tqdm_asyncio = f, g\n"
              "(x, [lm_eval.a, *lm_eval.rest]) = h\n"
              "api_models.n += 1\napi_models.k: int = 2\ndel api_models.tqdm\ndelattr(lm_eval, 'y')\n")
    found = lm_eval_assignments(source)
    assert [f.split(":")[0] for f in found] == ["line 4", "line 4", "line 5", "line 5", "line 6", "line 7", "line 8",
                                                "line 9"], found
