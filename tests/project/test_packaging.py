"""The build declares every folder it installs, so building deltom prints no setuptools warning.

setuptools installs a folder's files only as part of a package; a folder found by neither ``find:`` nor
``find_namespace:`` (a task folder with no ``__init__.py``) is still copied for ``package_data`` but with one
"absent from the `packages` configuration" warning per folder and build step: hundreds of lines that make a
newcomer wonder whether the task folders were installed.
"""
import configparser
from pathlib import Path

from setuptools import find_namespace_packages, find_packages

ROOT = Path(__file__).resolve().parents[2]


def declared_packages() -> set[str]:
    """The packages ``setup.cfg`` declares, found the way setuptools finds them."""
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "setup.cfg")
    directive = cfg["options"]["packages"].strip()
    include = [p.strip() for p in cfg["options.packages.find"]["include"].split() if p.strip()]
    finder = {"find:": find_packages, "find_namespace:": find_namespace_packages}[directive]
    return set(finder(where=str(ROOT), include=include))


def shipped_folders() -> set[str]:
    """Every folder under the top-level packages that holds a file (caches aside), as a dotted name."""
    tops = {name.split(".")[0] for name in declared_packages()}
    found = set()
    for top in tops:
        for path in (ROOT / top).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                found.add(".".join(path.parent.relative_to(ROOT).parts))
    return found


def test_every_folder_with_files_is_a_declared_package():
    missing = sorted(shipped_folders() - declared_packages())
    assert not missing, f"folders setuptools would warn about (not in the packages configuration): {missing}"


def test_nothing_outside_the_product_is_packaged():
    assert {name.split(".")[0] for name in declared_packages()} == {
        "dellabels", "pbm", "harness_ext", "deltom_tasks", "deltom_base", "deltom"}
