"""deltom's lm-eval plugins (``harness_ext.plugins``): every declared entry point resolves to what lm-eval would
register under its name, and no name shadows one of lm-eval's built-ins (lm-eval's own would win silently)."""
import configparser
import json
import subprocess
import sys
from pathlib import Path

import pytest
from lm_eval.api.filter import Filter
from lm_eval.api.model import LM

from harness_ext.plugins import DISTRIBUTION, GROUPS, declared

ROOT = Path(__file__).resolve().parents[2]

BUILTINS = """
import json
import lm_eval.api.metrics, lm_eval.filters, lm_eval.models
from lm_eval.api import registry as r
print(json.dumps({"lm_eval.models": sorted(r.model_registry.keys()),
                  "lm_eval.filters": sorted(r.filter_registry.keys()),
                  "lm_eval.aggregations": sorted(r.aggregation_registry.keys()),
                  "lm_eval.metrics": sorted(r.metric_registry.keys())}))
"""


def configured() -> dict[str, dict[str, str]]:
    """The lm-eval entry points ``setup.cfg`` declares: group -> name -> ``module:attr``."""
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "setup.cfg")
    section = cfg["options.entry_points"]
    table = {}
    for group in section:
        if group.startswith("lm_eval."):
            lines = [line.strip() for line in section[group].splitlines() if line.strip()]
            table[group] = dict(tuple(part.strip() for part in line.split("=", 1)) for line in lines)
    return table


@pytest.fixture(scope="module")
def builtins() -> dict[str, list[str]]:
    """lm-eval's own names, read in a process that never imported deltom."""
    out = subprocess.run([sys.executable, "-c", BUILTINS], capture_output=True, text=True, check=True, cwd="/")
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_setup_cfg_declares_only_known_groups():
    assert set(configured()) <= set(GROUPS), sorted(configured())
    assert set(configured()) == set(GROUPS)


def test_installed_metadata_matches_setup_cfg():
    for group, names in configured().items():
        installed = {ep.name: ep.value for ep in declared(group)}
        assert installed == names, (f"{group}: the installed {DISTRIBUTION} metadata differs from setup.cfg; "
                                    "reinstall (pip install -e .)")


def test_no_name_shadows_a_builtin(builtins):
    for group, names in configured().items():
        clash = sorted(set(names) & set(builtins[group]))
        assert not clash, f"{group}: {clash} are lm-eval built-ins"


def test_models_resolve_to_the_registered_classes():
    import lm_eval.models  # noqa: F401  (built-ins first, as deltom-eval does)
    from lm_eval.api.registry import get_model

    for point in declared("lm_eval.models"):
        cls = point.load()
        assert issubclass(cls, LM)
        assert get_model(point.name) is cls, point.name


def test_filters_and_aggregations_resolve():
    for point in declared("lm_eval.filters"):
        assert issubclass(point.load(), Filter), point.name
    rate = {point.name: point.load() for point in declared("lm_eval.aggregations")}["claim_rate"]
    assert rate([(1, 2), (3, 2)]) == pytest.approx(1.0)
    assert rate([(1, 2), (0, 2)]) == pytest.approx(0.25)
