"""Build llama.cpp's ``llama-server`` and ``llama-bench``, and ggml's CPU backend once per CPU feature set.

ggml's portable build (``GGML_BACKEND_DL``) loads its CPU backend from a library beside the program, one library
per feature set (x64, sse42, haswell, skylakex, ..., sapphirerapids with AMX; the list is ggml's own, read from
its CMakeLists). Listed is not usable everywhere: a CPU can list AMX that the kernel does not grant, and the server
dies with "Illegal instruction" on its first real request. So the programs are built once with the plain x64
backend (``<root>/build``), each other feature set only when it is to be tried (``<root>/variants/NAME``, the CPU
backend alone: a few minutes), and each variant gets a run folder holding the programs and that one library;
``llama_probe`` proves them in ``ladder`` order. The source is the llama.cpp inside llama-cpp-python's source
package (``pip download``: the package index is the only network it needs).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from deltom_base.errors import ModelsError
from pbm.cache import cache_root

SOURCE_VERSION = "0.3.36"  # llama-cpp-python's source package that carries the llama.cpp we build
PROGRAMS = ("llama-server", "llama-bench")
BASELINE = "x64"  # the CPU backend the programs are built with: runs on any x86-64
_X86_BLOCK = re.compile(r'if \(GGML_SYSTEM_ARCH STREQUAL "x86"\)(.*?)elseif', re.S)
_VARIANT = re.compile(r"ggml_add_cpu_backend_variant\((\S+?)((?:\s+[A-Z0-9_]+)*)\s*\)")
# ggml's feature options and the /proc/cpuinfo flags each needs (AVX512 is ggml's -mavx512f/cd/vl/dq/bw)
CPUINFO = {"SSE42": ("sse4_2",), "AVX": ("avx",), "F16C": ("f16c",), "FMA": ("fma",), "AVX2": ("avx2",),
           "BMI2": ("bmi2",), "AVX512": ("avx512f", "avx512cd", "avx512vl", "avx512dq", "avx512bw"),
           "AVX512_VBMI": ("avx512vbmi",), "AVX512_VNNI": ("avx512_vnni",), "AVX512_BF16": ("avx512_bf16",),
           "AVX_VNNI": ("avx_vnni",), "AMX_TILE": ("amx_tile",), "AMX_INT8": ("amx_int8",),
           "AMX_BF16": ("amx_bf16",)}
BASE_FLAGS = ("-DCMAKE_BUILD_TYPE=Release", "-DLLAMA_CURL=OFF", "-DLLAMA_OPENSSL=OFF", "-DLLAMA_BUILD_TESTS=OFF",
              "-DLLAMA_BUILD_EXAMPLES=OFF", "-DLLAMA_BUILD_SERVER=ON", "-DLLAMA_BUILD_TOOLS=ON",
              "-DGGML_BACKEND_DL=ON", "-DGGML_CPU_ALL_VARIANTS=OFF", "-DGGML_NATIVE=OFF")


@dataclass(frozen=True)
class Variant:
    """One feature set of ggml's CPU backend: its name and ggml's feature options (``AVX2``, ``AMX_INT8``)."""
    name: str
    options: tuple[str, ...]

    @property
    def features(self) -> tuple[str, ...]:
        """The /proc/cpuinfo flags it needs."""
        return tuple(flag for option in self.options for flag in CPUINFO.get(option, (option.lower(),)))

    def cmake_flags(self) -> list[str]:
        """Every ggml feature option set: on where this variant uses it, off elsewhere."""
        return [f"-DGGML_{option}={'ON' if option in self.options else 'OFF'}" for option in CPUINFO]


@dataclass(frozen=True)
class Build:
    """The programs' build in ``root/build`` from llama-cpp-python ``version``'s source, and ggml's x86 variants."""
    root: Path
    version: str
    variants: tuple[Variant, ...]

    @property
    def bin(self) -> Path:
        return self.root / "build" / "bin"

    def run_dir(self, variant: str) -> Path:
        """The folder whose ``llama-server`` loads ``variant`` and no other (ggml looks beside the program)."""
        return self.root / "run" / variant

    def library(self, variant: str) -> Path:
        """Where ``variant``'s CPU backend is built."""
        folder = self.bin if variant == BASELINE else self.root / "variants" / variant / "bin"
        return folder / "libggml-cpu.so"


def build_root(cache: Optional[str] = None) -> Path:
    """``$DELTOM_CACHE/llama.cpp`` (``~/.cache/deltom/llama.cpp``) unless ``cache`` names a folder."""
    return Path(cache).expanduser() if cache else cache_root() / "llama.cpp"


def parse_variants(cmakelists: str) -> tuple[Variant, ...]:
    """ggml's x86 variants, as ``ggml/src/CMakeLists.txt`` lists them for ``GGML_CPU_ALL_VARIANTS``."""
    for block in _X86_BLOCK.finditer(cmakelists):
        found = _VARIANT.findall(block.group(1))
        if found:
            return tuple(Variant(name, tuple(options.split())) for name, options in found)
    return ()


def cpu_features(cpuinfo: Optional[str] = None) -> frozenset[str]:
    """The feature flags the CPU lists (first ``flags`` line of /proc/cpuinfo); empty where there is none."""
    if cpuinfo is None:
        try:
            cpuinfo = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return frozenset()
    line = next((ln for ln in cpuinfo.splitlines() if ln.split(":")[0].strip() == "flags"), "")
    return frozenset(line.split(":", 1)[1].split()) if ":" in line else frozenset()


def ladder(variants: tuple[Variant, ...], listed: frozenset[str]) -> list[Variant]:
    """The variants whose features the CPU lists, most features first: the order to try them in (ggml's own
    pick is the first; the next ones are the fallbacks when it crashes). The baseline is always last."""
    usable = [v for v in variants if set(v.features) <= listed]
    return sorted(usable, key=lambda v: (-len(v.features), variants.index(v)))


PROGRESS_EVERY = 60.0  # seconds between the lines a long build step prints
_PERCENT = re.compile(r"\[\s*(\d{1,3})%\]")  # CMake's progress mark, "[ 45%] Building CXX object ..."


def _progress(log: Path) -> str:
    """'45% done, ' from the log's last CMake progress mark; '' when it has none yet."""
    try:
        with open(log, "rb") as handle:
            handle.seek(max(0, log.stat().st_size - 8192))
            tail = handle.read().decode("utf-8", errors="replace")
    except OSError:
        return ""
    found = _PERCENT.findall(tail)
    return f"{found[-1]}% done, " if found else ""


def run_logged(cmd: list[str], log: Path, what: str, say: Optional[Callable[[str], None]] = None,
         every: float = PROGRESS_EVERY) -> None:
    """``cmd`` with its output in ``log``; with ``say``, a line every ``every`` seconds on how far it is."""
    import time

    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "w", encoding="utf-8") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT)
        start = time.monotonic()
        try:
            while True:
                try:
                    code = proc.wait(timeout=every)
                    break
                except subprocess.TimeoutExpired:
                    if say is not None:
                        say(f"llama.cpp: {what}: {_progress(log)}{(time.monotonic() - start) / 60:.0f} min so far")
        except BaseException:
            proc.kill()
            proc.wait()
            raise
    if code != 0:
        tail = log.read_text(encoding="utf-8", errors="replace").strip().splitlines()[-1:] or ["(empty log)"]
        raise ModelsError(f"building llama.cpp: {what} failed (exit {code}): {tail[0][:200]} (log: {log})")


def source(root: Path, version: str = SOURCE_VERSION) -> Path:
    """llama.cpp's source from llama-cpp-python's source package ``version``, downloaded once."""
    tree = root / "src" / f"llama_cpp_python-{version}" / "vendor" / "llama.cpp"
    if (tree / "CMakeLists.txt").is_file():
        return tree
    (root / "src").mkdir(parents=True, exist_ok=True)
    sdist = root / "src" / f"llama_cpp_python-{version}.tar.gz"
    if not sdist.is_file():
        run_logged([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:", "--dest",
              str(root / "src"), f"llama-cpp-python=={version}"], root / "download.log",
             f"pip download llama-cpp-python=={version} (package index unreachable?)")
    with tarfile.open(sdist) as tar:
        tar.extractall(root / "src", filter="data")
    if not (tree / "CMakeLists.txt").is_file():
        raise ModelsError(f"{sdist}: no vendor/llama.cpp inside; name another version with --source-version")
    return tree


def _stamp(folder: Path) -> Path:
    return folder / "deltom_build.txt"


def built(root: Path, version: str = SOURCE_VERSION) -> Optional[Build]:
    """The programs' finished build in ``root``, else None."""
    stamp = _stamp(root / "build")
    tree = root / "src" / f"llama_cpp_python-{version}" / "vendor" / "llama.cpp"
    if not stamp.is_file() or stamp.read_text().strip() != version or not (tree / "ggml").is_dir():
        return None
    variants = parse_variants((tree / "ggml" / "src" / "CMakeLists.txt").read_text(encoding="utf-8"))
    done = Build(root, version, variants)
    ready = all((done.bin / p).is_file() for p in PROGRAMS) and done.library(BASELINE).is_file()
    return done if ready and variants else None


def build(root: Path, version: str = SOURCE_VERSION, jobs: int = 0, say: Callable[[str], None] = print) -> Build:
    """The programs with the baseline CPU backend, built once into ``root/build`` (again: nothing to do)."""
    done = built(root, version)
    if done is not None:
        return done
    if shutil.which("cmake") is None:
        raise ModelsError("building llama.cpp needs cmake and a C++ compiler (apt-get install cmake g++)")
    tree = source(root, version)
    baseline = Variant(BASELINE, ())
    say(f"llama.cpp: building llama-server and llama-bench from llama-cpp-python {version}'s source, once per "
        f"machine: about 8-20 minutes depending on the machine (docs/real-models.md; log {root / 'build.log'})")
    run_logged(["cmake", "-S", str(tree), "-B", str(root / "build"), *BASE_FLAGS, *baseline.cmake_flags()],
         root / "cmake.log", "cmake", say)
    run_logged(["cmake", "--build", str(root / "build"), "--target", *PROGRAMS, "-j", str(jobs or os.cpu_count() or 1)],
         root / "build.log", "the build", say)
    _stamp(root / "build").write_text(version + "\n")
    done = built(root, version)
    if done is None:
        raise ModelsError(f"building llama.cpp: no programs after the build (log: {root / 'build.log'})")
    return done


def build_variant(build_: Build, variant: Variant, jobs: int = 0, say: Callable[[str], None] = print) -> Path:
    """``variant``'s CPU backend library, built once into ``root/variants/NAME`` (the backend alone)."""
    library = build_.library(variant.name)
    folder = library.parent.parent
    if library.is_file() and _stamp(folder).is_file() and _stamp(folder).read_text().strip() == build_.version:
        return library
    tree = source(build_.root, build_.version)
    say(f"llama.cpp: building ggml's {variant.name} CPU backend ({' '.join(variant.options)}): a few minutes "
        f"(log {folder / 'build.log'})")
    run_logged(["cmake", "-S", str(tree), "-B", str(folder), *BASE_FLAGS, *variant.cmake_flags()], folder / "cmake.log",
         f"cmake for the {variant.name} backend", say)
    run_logged(["cmake", "--build", str(folder), "--target", "ggml-cpu", "-j", str(jobs or os.cpu_count() or 1)],
         folder / "build.log", f"the {variant.name} backend's build", say)
    _stamp(folder).write_text(build_.version + "\n")
    return library


def run_dir(build_: Build, variant: Variant, jobs: int = 0, say: Callable[[str], None] = print) -> Path:
    """``build_.run_dir(variant)``, made: hard links to the programs (so that the program's own folder, where ggml
    looks for its CPU backend, is this one) and the variant's library as ``libggml-cpu-NAME.so``."""
    library = build_variant(build_, variant, jobs, say)
    folder = build_.run_dir(variant.name)
    folder.mkdir(parents=True, exist_ok=True)
    for source_file, name in [*((build_.bin / p, p) for p in PROGRAMS), (library, f"libggml-cpu-{variant.name}.so")]:
        target = folder / name
        if target.exists() and target.stat().st_mtime >= source_file.stat().st_mtime:
            continue
        target.unlink(missing_ok=True)
        try:
            os.link(source_file, target)
        except OSError:
            shutil.copy2(source_file, target)
    return folder
