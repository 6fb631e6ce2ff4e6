"""One run's record (``harness_ext.run_state``): opened by deltom-eval, handed down, read back once."""
from deltom_base.errors import PBMConfigError
from harness_ext.bon.rows import check_family_pbms
from harness_ext.run_state import RunState, current_run, failure_text, run_state
from harness_ext.search.model_args import beam_pbm


def test_a_run_gets_its_own_record_and_the_default_comes_back():
    default = current_run()
    with run_state() as run:
        assert current_run() is run and run is not default and not run.any()
        current_run().unverified[("story", "q")] = failure_text(ValueError("bad\n  line"))
        with run_state(RunState()) as inner:
            assert current_run() is inner and not inner.any()
        assert current_run() is run and run.unverified == {("story", "q"): "ValueError: bad line"}
    assert current_run() is default and ("story", "q") not in default.unverified


def test_the_runs_pbm_choice_reaches_the_search_and_the_rows(monkeypatch):
    for name in ("DELTOM_PBM_BACKEND", "DELTOM_PBM_MODEL"):
        monkeypatch.delenv(name, raising=False)
    with run_state(RunState(pbm_backend="del")):
        assert beam_pbm(None, None) == ("del", None)
        assert beam_pbm("hf", "/a/pbm") == ("hf", "/a/pbm")  # a search's own model_args come first
        check_family_pbms("hitom")  # every PBM row scores with the exact verifier: nothing to load
    monkeypatch.setenv("DELTOM_PBM_BACKEND", "del")
    with run_state(RunState(pbm_backend="hf", pbm_model="/nonexistent/pbm")):  # the run's choice before the env
        try:
            check_family_pbms("hitom")
        except PBMConfigError as err:
            assert "/nonexistent/pbm" in str(err)
        else:
            raise AssertionError("the run's PBM was not used")
