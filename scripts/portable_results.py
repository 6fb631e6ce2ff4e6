"""Make the committed files under results/ free of absolute paths (this checkout, ~, older checkouts).

    python scripts/portable_results.py [--checkout /old/checkout ...] [--check]

Text files and xz-compressed text (rewritten only where a path changes; figures are left alone):
a path under the repository becomes relative to it, one under the home folder ``~/...``, one under an older
checkout named with ``--checkout`` relative as well. ``--check`` lists the files that still hold
an absolute path and exits 1 when there is one. The runs are not regenerated: only their text.
"""
from __future__ import annotations

import argparse
import lzma
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from harness_ext.report.analysis.names import portable, portable_text  # noqa: E402

BINARY = (".gz", ".png", ".pdf", ".jpg", ".zip")
# what a machine's absolute path starts with (tests/harness_ext/report/test_clustered_intervals.py scans for the same)
ABSOLUTE = re.compile(r"(?<![\w.~-])/(?:root|home|tmp|work|Users|mnt|private|var/folders|scratch|data)/")


def text_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and not p.name.endswith(BINARY))


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
    left = []
    for path in text_files(Path(args.folder).resolve()):
        text = read(path)
        if not args.check:
            fixed = fix(text, args.checkout)
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
