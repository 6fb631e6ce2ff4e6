"""Every error deltom shows its user as one line, in one module, and the one way a console script reports one.

``UserError`` is a mistake the user can fix (an option, an input or output file, a data path, a setting, a model):
every console script prints it as ``<program>: error: <message>`` (no traceback) and exits with its
``exit_code`` (2; 3 when the package index cannot be reached). A failure of something the run talks to (a PBM
server, a served model) is one line too (``one_line``) but no user error. ``report`` prints one line;
``run_command`` runs a console script's command with every such error, and Ctrl-C, reported that way; the
excepthook of ``deltom_base.plumbing`` does the same for an error that reaches the top under stock ``lm_eval``.
"""
from __future__ import annotations

import sys
from typing import Callable, Optional

from deltom_base.logs import show_library_logs

EXIT_USER = 2  # a user error (argparse's status for a bad option)
EXIT_INTERRUPTED = 130  # the shell's status for SIGINT: a rerun of the same command continues


def clip(text: object, limit: int = 200) -> str:
    """``text`` cut to about ``limit`` characters (a 5 MB story line must not flood an error)."""
    text = str(text)
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"


class UserError(ValueError):
    """A mistake the user can fix; the message (one line) names the file, line, field or option."""

    one_line = True
    exit_code = EXIT_USER
    max_chars = 400  # a message quoting a 5 MB story line is cut there


class InputError(UserError):
    """Bad or insufficient input (samples, results, a file a command reads)."""


class UsageError(UserError):
    """A bad deltom-eval option."""


class OutputError(UserError):
    """An output that must not or cannot be written; the message names it."""


class OutputLockedError(OutputError):
    """Another process holds the output's lock."""


class JsonlError(UserError):
    """A bad JSONL input line; the message names the file and the line."""


class DataNotFoundError(UserError, FileNotFoundError):
    """A dataset path is missing; the message says how to provide it."""


class DataFileError(UserError):
    """A dataset file exists but cannot be used; the message names the file and what is wrong."""


class FreshSettingsError(UserError):
    """A fresh-set setting out of range or of the wrong type (naming the setting)."""


class PromptError(UserError):
    """A prompt variant (``--metadata prompt``) that no template of the task has; the message names the known ones."""


class StageError(UserError):
    """A stage that must be used as it is (``require``) does not match its record; the message says why."""


class EmptySplitError(UserError):
    """Named splits (other than the test split) that would hold no example."""

    def __init__(self, empty: list[str], examples: int, test: int):
        super().__init__(f"split(s) {', '.join(empty)} would be empty: {examples} example(s)")
        self.empty, self.examples, self.test = empty, examples, test


class PBMConfigError(UserError):
    """A PBM that cannot be used: naming the backend and the model."""


class SettingError(UserError):
    """A ``DELTOM_*`` variable set to a value its reader cannot parse: naming the variable and the value."""


class BeamArgsError(UserError):
    """A beam-search model_arg that cannot work: naming it."""


class VocabularyError(InputError):
    """A test set with words the trace LM cannot spell (the words and what to do)."""


class ModelsError(UserError):
    """A ``deltom models`` error: bad catalogue, bad checksum, unknown model, a server that died."""

    max_chars = 4000  # a dead server's message quotes the last lines of its log


class IndexUnreachable(ModelsError):
    """The package index could not be reached."""

    exit_code = 3


class GGUFError(UserError):
    """A file that is not a readable GGUF file."""


class BackendFailure(ValueError):
    """A PBM backend's server failed or answered something that is not a score (HTTP error, an HTML page, no
    log-probabilities, a NaN); the message is one line naming the server."""

    one_line = True
    exit_code = EXIT_USER


class JudgeConfigError(UserError):
    """An LLM judge that cannot be used: no server answers at its URL, or the server does not list its name."""


class JudgeError(BackendFailure):
    """The judge's server failed or answered something that is not a reply; the message is one line."""


class ServedGenerationError(RuntimeError):
    """The served model failed during generation; the message (one line) names it and what was kept."""

    one_line = True
    exit_code = 1


class UnreadableInput(JsonlError, OSError):
    """An input whose records cannot all be read (a cut or corrupt ``.xz`` / ``.gz``, a bad record limit):
    the message names the file and the last line read. An ``OSError`` too, so every command that reports
    unreadable files in one line reports it so."""


class ServerDied(ModelsError):
    """The llama.cpp server's process ended: ``cause`` says how (the signal or exit status, its log's last
    lines), ``returncode`` is the process's."""

    def __init__(self, message: str, cause: str, returncode: int) -> None:
        super().__init__(message)
        self.cause = cause
        self.returncode = returncode

    @property
    def signal_number(self) -> int:
        """The signal that killed the server, 0 if it exited."""
        if self.returncode < 0:
            return -self.returncode
        return self.returncode - 128 if self.returncode > 128 else 0


class PromptTooLong(JudgeError):
    """The server refused one prompt as longer than its context (a looping trace): that item goes unread."""



def one_line(err: BaseException) -> bool:
    """Whether ``err`` is shown as one line, without a traceback."""
    return bool(getattr(err, "one_line", False))


def report(program: str, err: BaseException, limit: Optional[int] = None) -> int:
    """Print ``err`` as ``<program>: error: <message>`` on stderr (cut at ``limit`` characters, else at the
    error's ``max_chars``, 400); its exit code."""
    print(f"{program}: error: {clip(err, limit or getattr(err, 'max_chars', 400))}", file=sys.stderr)
    return int(getattr(err, "exit_code", EXIT_USER))


def run_command(program: str, run: Callable[[], int], also: tuple[type[BaseException], ...] = ()) -> int:
    """``run()``'s exit code, or that of the one line reporting a one-line error (or one of ``also``: the OS and
    value errors a command meets in the files it reads); Ctrl-C is one line and status 130. The library's log lines
    and warnings show on stderr, one line each (``deltom_base.logs``)."""
    show_library_logs()
    try:
        return int(run() or 0)
    except KeyboardInterrupt:
        print(f"{program}: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except Exception as err:  # noqa: BLE001 - the one-line ones are reported, the rest keep their traceback
        if one_line(err) or isinstance(err, also):
            return report(program, err)
        raise
