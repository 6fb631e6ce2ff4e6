"""A stand-in for deltom's llama.cpp build: a build folder whose ``llama-server`` is a Python script that answers
like llama-server and, when the CPU variant it was started with is named in ``<root>/crash.txt``, kills itself
with SIGILL on its first completion request (as a build using AMX the kernel does not grant does)."""
from __future__ import annotations

import stat
import sys
from pathlib import Path

from deltom.models.llama_build import SOURCE_VERSION, Build, built

# ggml's CMakeLists in brief: the variant function's own x86 branch, then the ALL_VARIANTS list
CMAKELISTS = """
function(ggml_add_cpu_backend_variant tag_name)
    if (GGML_SYSTEM_ARCH STREQUAL "x86")
        foreach (feat NATIVE SSE42 AVX)
        endforeach()
    elseif (GGML_SYSTEM_ARCH STREQUAL "ARM")
    endif()
endfunction()
if (GGML_CPU_ALL_VARIANTS)
    if (GGML_SYSTEM_ARCH STREQUAL "x86")
        ggml_add_cpu_backend_variant(x64)
        ggml_add_cpu_backend_variant(mid            SSE42 AVX)
        if (NOT MSVC)
            ggml_add_cpu_backend_variant(top        SSE42 AVX AVX512 AMX_INT8)
        endif()
    elseif(GGML_SYSTEM_ARCH STREQUAL "ARM")
        ggml_add_cpu_backend_variant(armv8.0_1)
    endif()
endif()
"""
LISTED = frozenset({"sse4_2", "avx", "avx512f", "avx512cd", "avx512vl", "avx512dq", "avx512bw", "amx_int8"})

SERVER = f"""#!{sys.executable}
import http.server, json, os, signal, sys
from pathlib import Path
args = sys.argv[1:]
here = Path(sys.argv[0]).parent
variant = next(p.name[len("libggml-cpu-"):-3] for p in here.glob("libggml-cpu-*.so"))
root = here.parent.parent
crash = (root / "crash.txt").read_text().split() if (root / "crash.txt").exists() else []
with open(root / "requests.txt", "a") as f:
    f.write(variant + " start\\n")
alias = args[args.index("--alias") + 1]
print("load_backend: loaded CPU backend from", here / f"libggml-cpu-{{variant}}.so", flush=True)
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.end_headers()
        self.wfile.write(json.dumps({{"data": [{{"id": alias}}]}}).encode())
    def do_POST(self):
        self.rfile.read(int(self.headers["Content-Length"]))
        with open(root / "requests.txt", "a") as f:
            f.write(variant + " request\\n")
        if variant in crash:
            print("ggml_compute_forward: about to use a tile instruction", flush=True)
            os.kill(os.getpid(), signal.SIGILL)
        print("prompt eval time =     500.00 ms /   100 tokens (5.00 ms per token)", flush=True)
        print("       eval time =    4000.00 ms /    64 tokens (62.5 ms per token)", flush=True)
        self.send_response(200); self.end_headers()
        self.wfile.write(json.dumps({{"choices": [{{"text": "Step 1: ..."}}]}}).encode())
    def log_message(self, *a): pass
http.server.HTTPServer(("127.0.0.1", int(args[args.index("--port") + 1])), H).serve_forever()
"""


def make_build(root: Path, crash: tuple[str, ...] = ()) -> Build:
    """A finished stand-in build in ``root``: programs, every variant's library built and stamped."""
    tree = root / "src" / f"llama_cpp_python-{SOURCE_VERSION}" / "vendor" / "llama.cpp"
    (tree / "ggml" / "src").mkdir(parents=True)
    (tree / "CMakeLists.txt").write_text("")
    (tree / "ggml" / "src" / "CMakeLists.txt").write_text(CMAKELISTS)
    bin_ = root / "build" / "bin"
    bin_.mkdir(parents=True)
    (bin_ / "llama-server").write_text(SERVER)
    (bin_ / "llama-server").chmod(0o755 | stat.S_IXUSR)
    (bin_ / "llama-bench").write_text("#!/bin/sh\nexit 1\n")
    (root / "build" / "deltom_build.txt").write_text(SOURCE_VERSION + "\n")
    (bin_ / "libggml-cpu.so").write_bytes(b"x64")
    for name in ("mid", "top"):
        folder = root / "variants" / name
        (folder / "bin").mkdir(parents=True)
        (folder / "bin" / "libggml-cpu.so").write_bytes(name.encode())
        (folder / "deltom_build.txt").write_text(SOURCE_VERSION + "\n")
    (root / "crash.txt").write_text(" ".join(crash))
    made = built(root)
    assert made is not None
    return made


def requests(root: Path) -> list[str]:
    """What the stand-in servers recorded: ``<variant> start`` and ``<variant> request`` lines."""
    path = root / "requests.txt"
    return path.read_text().split("\n")[:-1] if path.exists() else []
