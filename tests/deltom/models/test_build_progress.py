"""A long llama.cpp build step says how far it is (a line every ``every`` seconds with CMake's last progress mark
and the minutes so far), instead of minutes of silence with only a log path; a failing step still ends in one
line naming its log."""
import sys

import pytest

from deltom.models import llama_build
from deltom_base.errors import ModelsError

STEPS = "import sys, time\nfor p in (10, 55, 90):\n    print(f'[ {p}%] Building CXX object x.o', flush=True)\n" \
        "    time.sleep(0.4)\n"


def test_a_long_step_prints_its_progress(tmp_path):
    said = []
    llama_build.run_logged([sys.executable, "-c", STEPS], tmp_path / "build.log", "the build", said.append, every=0.15)
    assert said and all(line.startswith("llama.cpp: the build: ") and "min so far" in line for line in said)
    assert any("55% done" in line or "90% done" in line for line in said)


def test_a_failing_step_is_one_line_naming_its_log(tmp_path):
    with pytest.raises(ModelsError, match=r"the build failed \(exit 3\): boom \(log: .*build.log\)"):
        llama_build.run_logged([sys.executable, "-c", "print('boom'); raise SystemExit(3)"], tmp_path / "build.log",
                         "the build", None, every=0.1)
