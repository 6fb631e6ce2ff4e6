"""Make the committed files under results/ free of absolute paths (this checkout, ~, older checkouts).

    python scripts/portable_results.py [--checkout /old/checkout ...] [--check]

Text files of known formats (``TEXT``) and their xz-compressed copies, rewritten only where a path changes: a path
under the repository becomes relative to it, one under the home folder ``~/...``, one under an older checkout
named with ``--checkout`` relative as well. Anything else (figures, databases, unknown formats) is left alone, and
so is a symbolic link (its target may lie outside the folder). ``--check`` lists the files that still hold an
absolute path and exits 1 when there is one. An empty or root ``--checkout`` is refused (it would strip every
"/"), a broken archive is one line (exit 1). The runs are not regenerated: only their text.
"""
from __future__ import annotations

import argparse
import lzma
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from deltom.analysis.names import portable, portable_text  # noqa: E402

TEXT = (".json", ".jsonl", ".md", ".txt", ".csv", ".tex", ".html", ".yaml", ".yml", ".sha256", ".log")
# what a machine's absolute path starts with (tests/deltom/report/test_clustered_intervals.py scans for the same)
ABSOLUTE = re.compile(r"(?<![\w.~-])/(?:root|home|tmp|work|Users|mnt|private|var/folders|scratch|data)/")


def is_text(path: Path) -> bool:
    """A known text format, or one compressed with xz (``samples.jsonl.xz``)."""
    name = path.name[:-3] if path.name.endswith(".xz") else path.name
    return name.endswith(TEXT)


def text_files(folder: Path) -> list[Path]:
    """The text files under ``folder``, no symbolic link followed or listed."""
    found = []
    for top, dirs, files in os.walk(folder, followlinks=False):
        found += [Path(top) / f for f in files if not (Path(top) / f).is_symlink() and is_text(Path(top) / f)]
    return sorted(found)


def checked_checkouts(checkouts: list[str]) -> list[str]:
    """The ``--checkout`` paths; a ``SystemExit(2)`` with one line for an empty or root one."""
    for checkout in checkouts:
        if not checkout.strip() or Path(checkout).expanduser().resolve() == Path("/") or checkout.strip("/") == "":
            print(f"portable_results: error: --checkout {checkout!r} is empty or the root: it would strip every "
                  "'/' from the files (an unset variable?)", file=sys.stderr)
            raise SystemExit(2)
    return checkouts


def fix(text: str, checkouts: list[str]) -> str:
    text = portable_text(text)
    for checkout in checkouts:
        text = text.replace(checkout.rstrip("/") + "/", "")
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--checkout", action="append", default=[], help="an older checkout whose paths to make "
                                                                        "relative (e.g. /work/mini)")
    parser.add_argument("--check", action="store_true", help="only list the files with an absolute path")
    parser.add_argument("--folder", default=str(ROOT / "results"))
    args = parser.parse_args(argv)
    checkouts = checked_checkouts(args.checkout)
    left = []
    for path in text_files(Path(args.folder).resolve()):
        try:
            text = read(path)
        except lzma.LZMAError as err:
            left.append(f"broken archive, left as it is: {portable(path)} ({err})")
            continue
        if not args.check:
            fixed = fix(text, checkouts)
            if fixed != text:
                data = fixed.encode("utf-8", errors="surrogateescape")
                path.write_bytes(lzma.compress(data, preset=9) if path.suffix == ".xz" else data)
                print(f"fixed {portable(path)}")
                text = fixed
        found = ABSOLUTE.search(text)
        if found:
            left.append(f"absolute path left in {portable(path)}: {found.group(0)}")
    print("\n".join(left))
    return 1 if left else 0


def read(path: Path) -> str:
    """A file's text (an ``.xz`` file decompressed)."""
    data = path.read_bytes()
    return (lzma.decompress(data) if path.suffix == ".xz" else data).decode("utf-8", errors="surrogateescape")


if __name__ == "__main__":
    sys.exit(main())
