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
def kosinski_path() -> Path:
    return _data("DELTOM_KOSINSKI_PATH")
