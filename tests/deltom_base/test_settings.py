"""The registry of ``DELTOM_*`` variables (``deltom_base.settings``): reading, typed reading, the table."""
import pytest

from deltom_base.errors import SettingError, report
from deltom_base.settings import SETTINGS, markdown_table, read, read_int, register


def test_read_gives_the_value_as_set_and_none_when_unset(monkeypatch):
    monkeypatch.setenv("DELTOM_PBM_URL", "http://h:1/v1")
    assert read("DELTOM_PBM_URL") == "http://h:1/v1"
    monkeypatch.setenv("DELTOM_PBM_URL", "")
    assert read("DELTOM_PBM_URL") == ""
    monkeypatch.delenv("DELTOM_PBM_URL")
    assert read("DELTOM_PBM_URL") is None


def test_reading_an_undeclared_name_is_a_programming_error():
    with pytest.raises(KeyError, match="DELTOM_NOT_A_SETTING is not declared"):
        read("DELTOM_NOT_A_SETTING")


def test_typed_reads_take_the_default_when_unset_or_empty(monkeypatch):
    monkeypatch.delenv("DELTOM_JUDGE_MAX_TOKENS", raising=False)
    assert read_int("DELTOM_JUDGE_MAX_TOKENS", 512) == 512
    monkeypatch.setenv("DELTOM_JUDGE_MAX_TOKENS", "")
    assert read_int("DELTOM_JUDGE_MAX_TOKENS", 512) == 512
    monkeypatch.setenv("DELTOM_JUDGE_MAX_TOKENS", "64")
    assert read_int("DELTOM_JUDGE_MAX_TOKENS", 512) == 64


def test_a_bad_value_is_one_line_naming_the_variable_and_the_value(monkeypatch, capsys):
    monkeypatch.setenv("DELTOM_PBM_MAX_LOADED", "four")
    with pytest.raises(SettingError) as caught:
        read_int("DELTOM_PBM_MAX_LOADED", 4)
    assert str(caught.value) == "DELTOM_PBM_MAX_LOADED='four': expected a whole number"
    assert report("pbm score", caught.value) == 2
    assert capsys.readouterr().err == "pbm score: error: DELTOM_PBM_MAX_LOADED='four': expected a whole number\n"


def test_a_name_is_declared_once():
    with pytest.raises(ValueError, match="declared twice"):
        register("DELTOM_CACHE", "x", "y", ("pbm",))
    assert SETTINGS["DELTOM_CACHE"].default == "~/.cache/deltom"


def test_the_table_has_one_row_per_variable():
    rows = [line for line in markdown_table().splitlines() if line.startswith("| `DELTOM_")]
    assert [row.split("`")[1] for row in rows] == list(SETTINGS)
    assert all(setting.help and setting.readers for setting in SETTINGS.values())
