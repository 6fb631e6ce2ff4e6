"""Every ``DELTOM_*`` variable is declared once in ``deltom_base/settings.py``, every Python reader goes through it,
and ``docs/settings.md`` is the table generated from it."""
import ast
import re

from test_architecture import PACKAGES, ROOT, sources

from deltom_base.settings import SETTINGS, markdown_table

NAME = re.compile(r"\bDELTOM_[A-Z0-9_]*[A-Z0-9]")
SHELL = ("scripts", ".ci")  # the shell scripts' variables are declared too
HOME = ROOT / "deltom_base" / "settings.py"


def named_variables() -> dict[str, str]:
    """Each ``DELTOM_*`` name in the library sources and the shell scripts -> the first file naming it."""
    files = [p for p in sources(*PACKAGES) if p != HOME]
    files += [p for folder in SHELL for p in sorted((ROOT / folder).iterdir()) if p.suffix in ("", ".sh") and p.is_file()]
    found: dict[str, str] = {}
    for path in files:
        for name in NAME.findall(path.read_text(encoding="utf-8")):
            found.setdefault(name, str(path.relative_to(ROOT)))
    return found


def test_every_variable_named_in_the_sources_is_declared():
    missing = sorted(f"{name} ({where})" for name, where in named_variables().items() if name not in SETTINGS)
    assert not missing, "declare these in deltom_base/settings.py (register) and regenerate docs/settings.md:\n" + \
        "\n".join(missing)


def test_docs_settings_md_is_the_generated_table():
    committed = (ROOT / "docs" / "settings.md").read_text(encoding="utf-8")
    assert committed == markdown_table(), "regenerate it: python -m deltom_base.settings > docs/settings.md"


def environ_reads(source: str) -> list[str]:
    """Reads of the environment (``os.environ.get(x)``, ``os.environ[x]``, ``os.getenv(x)``) whose key is not a
    literal name outside deltom's own (``OPENAI_API_KEY``): a ``DELTOM_*`` literal or a constant holding one."""
    found = []
    for node in ast.walk(ast.parse(source)):
        key = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args and (
                ast.unparse(node.func) in ("os.environ.get", "os.getenv", "environ.get")):
            key = node.args[0]
        elif isinstance(node, ast.Subscript) and ast.unparse(node.value) in ("os.environ", "environ") \
                and isinstance(node.ctx, ast.Load):
            key = node.slice
        if key is not None and not (isinstance(key, ast.Constant) and not str(key.value).startswith("DELTOM_")):
            found.append(f"line {node.lineno}: {ast.unparse(node)[:80]}")
    return found


def test_every_reader_goes_through_the_registry():
    found = [f"{p.relative_to(ROOT)} {where}" for p in sources(*PACKAGES) if p != HOME
             for where in environ_reads(p.read_text(encoding="utf-8"))]
    assert not found, "read DELTOM_* variables with deltom_base.settings.read:\n" + "\n".join(found)


def test_the_reader_check_finds_direct_reads():
    source = ('import os\nA = os.environ.get("DELTOM_X")\nB = os.environ[NAME_ENV]\nC = os.getenv("DELTOM_Y", "")\n'
              'D = os.environ.get("OPENAI_API_KEY")\nos.environ["DELTOM_Z"] = "1"\nE = dict(os.environ)\n')
    assert [e.split(":")[0] for e in environ_reads(source)] == ["line 2", "line 3", "line 4"]
