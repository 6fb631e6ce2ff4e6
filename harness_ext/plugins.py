"""deltom's lm-eval plugins: the models, filters and aggregations it declares under lm-eval's entry-point groups.

The one list is ``setup.cfg``'s ``[options.entry_points]`` (``lm_eval.models``, ``lm_eval.filters``,
``lm_eval.aggregations``; lm-eval's main branch reads these groups to find plugins, lm-eval 0.4.13 reads none), so a
release of lm-eval that discovers plugins finds deltom's models by name without ``deltom-eval``. ``deltom-eval``
registers its models through the same entry points (``load_models``), so what it offers and what the metadata
declares cannot drift. A plugin name never shadows one of lm-eval's built-ins: lm-eval's own entry wins silently,
so a shadowing name would run lm-eval's object (``tests/project/test_entry_points.py`` checks).
"""
from __future__ import annotations

from importlib.metadata import EntryPoint, entry_points

from deltom_base.errors import UserError

DISTRIBUTION = "deltom"
GROUPS = ("lm_eval.models", "lm_eval.filters", "lm_eval.aggregations")


def declared(group: str) -> list[EntryPoint]:
    """The entry points the installed deltom distribution declares in ``group``, by name."""
    found = [ep for ep in entry_points(group=group) if ep.dist is not None and ep.dist.name == DISTRIBUTION]
    return sorted(found, key=lambda ep: ep.name)


def load_models() -> list[str]:
    """Import every model deltom declares (each module registers its class with lm-eval); returns their names.

    Call after ``import lm_eval.models``, so lm-eval's built-ins are registered first.
    """
    points = declared("lm_eval.models")
    if not points:
        raise UserError("deltom's package metadata declares no lm-eval models (lm_eval.models): reinstall it "
                        "(bash scripts/bootstrap.sh, or pip install -e .)")
    for point in points:
        point.load()
    return [point.name for point in points]
