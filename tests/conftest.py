import logging
import os
import sys
from pathlib import Path

import pytest


def _data(env: str) -> Path:
    value = os.environ.get(env)
    if not value or not Path(value).is_file():
        pytest.skip(f"{env} not set to an existing file (.ci/run sets it from ../shared/data)")
    return Path(value)


@pytest.fixture(autouse=True, scope="session")
def _library_logs_as_a_command_shows_them():
    """The library's log lines on stderr as every console script shows them (``deltom_base.logs``), so a test that
    calls a library function reads the same lines as one that runs the command."""
    from deltom_base.logs import show_library_logs

    show_library_logs()
    yield


@pytest.fixture(autouse=True)
def _log_handlers_outlive_capsys():
    """datasets and huggingface_hub give their loggers a StreamHandler on the ``sys.stderr`` of the moment they are
    first used; under a test's capsys that stream is closed when the test ends, and a later test's log line then
    prints "--- Logging error ---" and a traceback into that test's stderr (which one-line-error tests read). Such
    a handler is pointed back at the process's stderr."""
    yield
    loggers = [logging.getLogger(), *(v for v in logging.root.manager.loggerDict.values() if isinstance(v, logging.Logger))]
    for handler in (h for logger in loggers for h in logger.handlers):
        if isinstance(handler, logging.StreamHandler) and getattr(handler.stream, "closed", False):
            handler.stream = sys.__stderr__  # not setStream: it flushes the closed stream


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
    """A private score cache and a fresh scoring state (``pbm.scorer.ScoringState``, the current one) for one test."""
    from pbm import scorer

    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    with scorer.scoring() as state:
        yield state
