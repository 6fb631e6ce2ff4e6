"""Pick the llama.cpp build ``deltom models serve`` runs: the first variant of ``llama_build.ladder`` that survives
a real generation with the model to serve.

A proof serves the model from the variant's run folder and asks for a completion of the one-shot DEL prompt (about
1,200 tokens of prefill, then ``PROOF_TOKENS`` decoded): long enough to reach the batched matrix kernels where a
listed-but-unusable instruction set (AMX) crashes, which a two-token smoke test does not. A variant that dies is
never tried again on this machine; the verdicts and rates live in ``<root>/choice.json``, keyed by the CPU's
feature list, so a cache shared by two machines proves again on the other one.
"""
from __future__ import annotations

import hashlib
import json
import time
import urllib.error
import urllib.request
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Optional

from dellabels.traces.prompt import PROMPT_FILE
from deltom.models.llama_build import Build, Variant, cpu_features, ladder, run_dir
from deltom.models.serve import ServerOptions, log_since, served, throughput
from deltom.models.server_death import death_cause
from deltom_base.errors import ModelsError, ServerDied, clip

PROOF_TOKENS = 64
CHOICE_FILE = "choice.json"


@dataclass(frozen=True)
class Proof:
    """One variant tried with one model (``model_sha``): whether it survived, why not, and its measured rates."""
    variant: str
    model_sha: str
    ok: bool
    why: str = ""
    prefill_tok_per_s: float = 0.0
    decode_tok_per_s: float = 0.0


@dataclass(frozen=True)
class Choice:
    """The variant serving runs on this machine, its program and the proofs that chose it."""
    build: Build
    variant: Variant
    server: Path
    proofs: tuple[Proof, ...]
    reason: str


def machine_key(listed: frozenset[str]) -> str:
    """The CPU feature list, hashed: proofs hold for the machines that list the same features."""
    return hashlib.sha256(" ".join(sorted(listed)).encode()).hexdigest()[:16]


# each field of a recorded proof: the type save_proofs writes, in words
_PROOF_FIELDS = {"variant": (str, "a text"), "model_sha": (str, "a text"), "ok": (bool, "true or false"),
                 "why": (str, "a text"), "prefill_tok_per_s": ((int, float), "a number"),
                 "decode_tok_per_s": ((int, float), "a number")}


def _proof(record: object, where: str) -> Proof:
    """A recorded proof, every field of the type ``save_proofs`` writes (a ``"false"`` read as ok would serve a
    build that crashed); a ``ValueError`` naming the field."""
    if not isinstance(record, dict):
        raise ValueError(f"{where}: expected an object, found {clip(json.dumps(record), 40)}")
    for key in ("variant", "model_sha", "ok"):
        if key not in record:
            raise ValueError(f"{where}.{key}: missing")
    for key, value in record.items():
        if key not in _PROOF_FIELDS:
            raise ValueError(f"{where}.{key}: not a field of a proof")
        kind, wanted = _PROOF_FIELDS[key]
        if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
            raise ValueError(f"{where}.{key}: expected {wanted}, found {clip(json.dumps(value), 40)}")
    return Proof(**record)


def load_proofs(root: Path, listed: frozenset[str], version: str) -> list[Proof]:
    """The proofs recorded in ``root/choice.json`` for this CPU and source version ([] for any other, or none yet);
    a damaged file is a ``ModelsError`` naming it and how to repair it (its verdicts keep crashed variants off)."""
    path = root / CHOICE_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError(f"expected an object, found {clip(json.dumps(data), 40)}")
        if data.get("cpu") != machine_key(listed) or data.get("version") != version:
            return []
        records = data.get("proofs", [])
        if not isinstance(records, list):
            raise ValueError("proofs: expected a list")
        return [_proof(record, f"proofs[{i}]") for i, record in enumerate(records)]
    except FileNotFoundError:
        return []
    except ValueError as err:  # JSON's own errors too
        raise ModelsError(f"{path}: damaged ({clip(err, 120)}); it holds which llama.cpp builds crashed here: fix "
                          "it, or remove it and every build is proved again (one that crashed only during a run is "
                          "then tried again)") from None


def save_proofs(root: Path, listed: frozenset[str], version: str, proofs: list[Proof],
                chosen: Optional[str]) -> None:
    """Write the verdicts (atomically: a killed run leaves the old file whole)."""
    data = {"cpu": machine_key(listed), "version": version, "chosen": chosen,
            "proofs": [asdict(p) for p in proofs]}
    tmp = root / (CHOICE_FILE + ".tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    tmp.replace(root / CHOICE_FILE)


def _complete(base_url: str, prompt: str, tokens: int, timeout: float) -> str:
    body = json.dumps({"model": "probe", "prompt": prompt, "max_tokens": tokens, "temperature": 0.0,
                       "repeat_penalty": 1.0}).encode()
    request = urllib.request.Request(f"{base_url}/completions", data=body,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=timeout) as resp:
        data = json.loads(resp.read().decode("utf-8", errors="replace"))
    return str(data["choices"][0].get("text", ""))


def prove(build: Build, variant: Variant, gguf: Path, model_sha: str, threads: int = 0, timeout: float = 600.0,
          say: Callable[[str], None] = print) -> Proof:
    """Serve ``gguf`` from ``variant``'s run folder (building its backend first if need be) and generate; a crash
    of the server is a failed proof, any other trouble (no such file, a busy port) is the user's error, raised."""
    folder = run_dir(build, variant, say=say)
    log = build.root / "logs" / f"prove_{variant.name}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    offset = log.stat().st_size if log.is_file() else 0
    opts = ServerOptions(gguf, "probe", ctx=2048, threads=threads, binary=folder / "llama-server")
    prompt = PROMPT_FILE.read_text(encoding="utf-8")
    try:
        with served(opts, log) as server:
            try:
                _complete(server.base_url, prompt, PROOF_TOKENS, timeout)
            except (urllib.error.URLError, OSError, ValueError, KeyError, IndexError) as err:
                deadline = time.monotonic() + 10
                while server.proc.poll() is None and time.monotonic() < deadline:
                    time.sleep(0.2)
                if server.proc.poll() is None:
                    raise ModelsError(f"proving llama.cpp's {variant.name} build: the request failed ({err}) while the "
                                      f"server runs (log: {log})") from None
                return Proof(variant.name, model_sha, False, death_cause(server.proc.returncode, log))
    except ServerDied as err:
        if err.signal_number:
            return Proof(variant.name, model_sha, False, err.cause)
        raise
    rates = throughput(log_since(log, offset))
    return Proof(variant.name, model_sha, True, "", rates["prefill_tok_per_s"], rates["decode_tok_per_s"])


def choose(build: Build, gguf: Path, model_sha: str, threads: int = 0, listed: Optional[frozenset[str]] = None,
           say: Callable[[str], None] = print) -> Choice:
    """The first variant down the ladder that no proof saw crash and that ``gguf`` runs on (proved now if not
    yet); one line says which and why."""
    listed = cpu_features() if listed is None else listed
    proofs = load_proofs(build.root, listed, build.version)
    steps = ladder(build.variants, listed)
    if not steps:
        raise ModelsError("no CPU variant of ggml fits this CPU's feature list (/proc/cpuinfo)")
    for variant in steps:
        if any(p.variant == variant.name and not p.ok for p in proofs):
            continue
        try:
            folder = run_dir(build, variant, say=say)
        except ModelsError as err:  # a compiler without this feature set: not recorded, it may be fixed
            say(f"llama.cpp: skipping the {variant.name} build: {err}")
            continue
        if not any(p.variant == variant.name and p.model_sha == model_sha and p.ok for p in proofs):
            say(f"llama.cpp: proving the {variant.name} build with {gguf.name} (a {PROOF_TOKENS}-token "
                "generation after a long prompt)")
            proofs.append(prove(build, variant, gguf, model_sha, threads, say=say))
            save_proofs(build.root, listed, build.version, proofs, None)
            if not proofs[-1].ok:
                say(f"llama.cpp: the {variant.name} build does not run here: it {proofs[-1].why}")
                continue
        save_proofs(build.root, listed, build.version, proofs, variant.name)
        return Choice(build, variant, folder / "llama-server", tuple(proofs), _reason(variant, steps, proofs))
    raise ModelsError("no llama.cpp build runs on this machine: every CPU variant crashed (" +
                      "; ".join(f"{p.variant}: {p.why}" for p in proofs if not p.ok)[:400] + ")")


def _reason(variant: Variant, steps: list[Variant], proofs: list[Proof]) -> str:
    above = [v.name for v in steps[:steps.index(variant)]]
    if not above:
        return "the most CPU features this machine lists"
    crashed = {p.variant: p.why.split(";")[0] for p in proofs if not p.ok}
    return "the most features that run: " + ", ".join(f"{name} {crashed.get(name, 'crashed')}" for name in above)


def disqualify(build: Build, variant: str, model_sha: str, why: str, listed: Optional[frozenset[str]] = None) -> None:
    """Record that ``variant`` crashed during a real run: the next serve falls to the next variant down."""
    listed = cpu_features() if listed is None else listed
    proofs = load_proofs(build.root, listed, build.version)
    proofs.append(Proof(variant, model_sha, False, why))
    save_proofs(build.root, listed, build.version, proofs, None)


def describe(choice: Choice) -> str:
    """One line: the build serving runs and why (its rates: ``deltom models doctor``; the proof's own, kept in
    ``choice.json``, were taken under whatever load the machine had then)."""
    features = " ".join(choice.variant.features) or "no SIMD extensions"
    return f"llama.cpp: the {choice.variant.name} build ({features}): {choice.reason}"
