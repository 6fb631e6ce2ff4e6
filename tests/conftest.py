import os
from pathlib import Path

import pytest


def _data(env: str) -> Path:
    value = os.environ.get(env)
    if not value or not Path(value).is_file():
        pytest.skip(f"{env} not set to an existing file (.ci/run sets it from ../shared/data)")
    return Path(value)


@pytest.fixture(scope="session")
def hitom_path() -> Path:
    return _data("DELTOM_HITOM_PATH")


@pytest.fixture(scope="session")
def tomi_path() -> Path:
    """ToMi's zip or its unzipped folder (CC BY-NC: read from ../shared, never copied into the project)."""
    value = os.environ.get("DELTOM_TOMI_PATH")
    if not value or not Path(value).exists():
        pytest.skip("DELTOM_TOMI_PATH not set to an existing zip or folder (.ci/run sets it from ../shared/data)")
    return Path(value)


@pytest.fixture(scope="session")
def kosinski_path() -> Path:
    return _data("DELTOM_KOSINSKI_PATH")


@pytest.fixture
def fresh_pbm_scores(tmp_path, monkeypatch):
    """A private score cache and an empty in-process score memo (``pbm.scorer``) for one test."""
    from pbm import scorer

    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    scorer.reset()
    yield
    scorer.reset()
