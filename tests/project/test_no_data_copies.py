"""No tracked file copies the released benchmark data (Hi-ToM, ToMi, Kosinski): their terms allow no copies, and a
run's samples or HTML report quote every story it asked. The data is read from ``../shared/data`` (the paths
``.ci/run`` sets), never from the repository.

Scanned: every file git tracks or would add (``git ls-files --cached --others --exclude-standard``), ``.xz`` /
``.gz`` expanded, JSON and HTML escapes undone. A copy is six consecutive lines of a released Hi-ToM or ToMi story
(the stories the project generates share their sentence patterns, so shorter runs occur by chance: up to four
lines were seen) or one sentence of 60 characters or more of a Kosinski item.
"""
import gzip
import html
import json
import lzma
import re
import subprocess
from pathlib import Path
from typing import Optional

import pytest

from helpers.paths import REPO

ROOT = REPO
WINDOW = 6
_NUMBER = re.compile(r"^\s*\d+\s+")


def file_text(path: Path) -> Optional[str]:
    """A file as normalised text (``.xz`` / ``.gz`` expanded, escapes undone, no line numbers); None if binary."""
    raw = path.read_bytes()
    try:
        raw = lzma.decompress(raw) if path.suffix == ".xz" else gzip.decompress(raw) if path.suffix == ".gz" else raw
        text = raw.decode("utf-8")
    except (lzma.LZMAError, OSError, EOFError, UnicodeDecodeError):
        return None
    text = html.unescape(text.replace("\\n", "\n").replace('\\"', '"'))
    return "\n".join(_NUMBER.sub("", line).strip() for line in text.splitlines())


def tracked_texts() -> dict[str, str]:
    """Every file git would commit, as ``file_text``."""
    names = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.splitlines()
    texts = {}
    for name in names:
        path = ROOT / name
        text = file_text(path) if path.is_file() else None
        if text is not None:
            texts[name] = text
    return texts


def line_copies(stories: list[list[str]], texts: dict[str, str]) -> dict[str, int]:
    """File -> how many ``WINDOW``-line runs of the stories it holds."""
    found = {}
    for name, text in texts.items():
        lines = set(text.splitlines())
        count = 0
        for story in stories:
            for i in range(len(story) - WINDOW + 1):
                window = story[i:i + WINDOW]
                if all(line in lines for line in window) and "\n".join(window) in text:
                    count += 1
        if count:
            found[name] = count
    return found


@pytest.fixture(scope="module")
def texts():
    return tracked_texts()


def test_no_tracked_file_holds_hitom_stories(hitom_path, texts):
    from dellabels.hitom.data import clean_story, load_hitom

    stories = [[_NUMBER.sub("", line).strip() for line in clean_story(r["story"]).splitlines()]
               for r in load_hitom(str(hitom_path))]
    assert not line_copies(stories, texts)


def test_no_tracked_file_holds_tomi_stories(tomi_path, texts):
    from dellabels.tomi.data import load_tomi

    seen, stories = set(), []
    for item in load_tomi(str(tomi_path), "test"):
        if item.story_index not in seen:
            seen.add(item.story_index)
            stories.append([line.text for line in item.lines])
    assert not line_copies(stories, texts)


def test_no_tracked_file_holds_kosinski_items(kosinski_path, texts):
    items = json.loads(kosinski_path.read_text(encoding="utf-8"))["items"]
    sentences = {s.strip() for item in items for field in ("txt", "txt_notransfer", "txt_informed")
                 for s in re.split(r"(?<=[.!?])\s+", item.get(field) or "") if len(s.strip()) >= 60}
    found = {name: [s for s in sentences if s in text][:1] for name, text in texts.items()}
    assert not {name: hit for name, hit in found.items() if hit}


def test_the_scan_finds_a_copied_story(hitom_path, tmp_path):
    from dellabels.hitom.data import clean_story, load_hitom

    text = clean_story(load_hitom(str(hitom_path))[0]["story"])
    story = [_NUMBER.sub("", line).strip() for line in text.splitlines()]
    packed = tmp_path / "samples.jsonl.xz"  # as a packed samples file holds it: JSON inside xz
    packed.write_bytes(lzma.compress(json.dumps({"doc": {"story": text}}).encode("utf-8")))
    page = tmp_path / "report.html"
    page.write_text("<pre>" + html.escape("\n".join(story[1:])) + "</pre>", encoding="utf-8")
    found = line_copies([story], {p.name: file_text(p) for p in (packed, page)})
    assert set(found) == {packed.name, page.name}  # a line that opens or closes the JSON or the tag is not matched
    assert not line_copies([story], {"short.md": "\n".join(story[:WINDOW - 1])})
