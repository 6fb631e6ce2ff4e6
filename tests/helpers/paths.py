"""The paths tests need, computed once here rather than from each test file's own ``__file__`` (the test
files sit in folders of different depths under ``tests/``): the repository root, ``tests/``, its helpers
and fixtures."""
import os
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
REPO = TESTS.parent
HELPERS = TESTS / "helpers"
FIXTURES = TESTS / "fixtures"


def pythonpath() -> str:
    """``PYTHONPATH`` for a subprocess that imports the tests' helpers: the repository root first, then ``tests/``.
    The root must be on the path: ``tests/dellabels``, ``tests/pbm``, ... are folders without ``__init__.py``,
    so with ``tests/`` alone Python would take them for namespace packages of those names and shadow the
    project's own (an editable install's finder is asked only after the path)."""
    return os.pathsep.join(p for p in (str(REPO), str(TESTS), os.environ.get("PYTHONPATH", "")) if p)
