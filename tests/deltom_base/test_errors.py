"""The one way a console script reports an error a user can act on (``deltom_base.errors``)."""
import pytest

from deltom_base import errors
from deltom_base.errors import IndexUnreachable, InputError, ModelsError, ServedGenerationError, report, run_command


def raising(err: BaseException):
    def run() -> int:
        raise err
    return run


def test_a_user_error_is_one_line_and_its_exit_code(capsys):
    assert run_command("deltom table", raising(InputError("results.json: no results"))) == 2
    assert capsys.readouterr().err == "deltom table: error: results.json: no results\n"
    assert run_command("deltom models fetch", raising(IndexUnreachable("no index"))) == 3
    assert run_command("x", raising(OSError("disk full")), also=(OSError,)) == 2
    assert run_command("dellabels traces", raising(KeyboardInterrupt())) == errors.EXIT_INTERRUPTED
    assert capsys.readouterr().err.splitlines()[-1] == "dellabels traces: interrupted"
    assert run_command("x", lambda: None) == 0


def test_anything_else_keeps_its_traceback():
    with pytest.raises(ZeroDivisionError):
        run_command("x", raising(ZeroDivisionError("bug")), also=(OSError,))


def test_long_messages_are_cut_by_kind(capsys):
    report("x", InputError("s" * 5000))
    assert "... (5000 characters)" in capsys.readouterr().err
    report("x", ModelsError("log line " * 300))  # a dead server's log tail is kept whole
    assert "characters)" not in capsys.readouterr().err
    assert report("x", ServedGenerationError("server died")) == 1
