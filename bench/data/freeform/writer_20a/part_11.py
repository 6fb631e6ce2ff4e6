# Q11 tomi-s6820-3-reality: Where is the banana really?  gold red_box
from common import C, R

RECORDS = [
R("answer_first", "unsound", "red_box",
"""**Answer: red_box**

The banana begins in the green_bottle (line 4). Jacob then moves it to the red_box (line 5). When Emily left the basement (line 6), the banana was still in the green_bottle, which might matter for her beliefs but not for where it is. Nothing moves it after Jacob's move, so it's really in the red_box.""",
[
C("The banana begins in the green_bottle (line 4)", "location", "true", 4, "line 4", ("O", 4, "green_bottle")),
C("Jacob then moves it to the red_box (line 5)", "event", "true", 5, "line 5", ("T", 5, "Jacob moved the banana to the red_box")),
C("When Emily left the basement (line 6), the banana was still in the green_bottle", "location", "false", 6, "PLANTED: it was already in the red_box at line 6 (moved at 5)", ("O", 6, "green_bottle")),
C("Nothing moves it after Jacob's move", "event", "true", "end", "red_box to the end", ("O", "end", "red_box")),
C("it's really in the red_box", "location", "true", "end", "answer", ("O", "end", "red_box"), ans=True),
]),

R("numbered", "sound", "red_box",
"""**Step 1:** Jacob and Emily are in the basement when the banana is in the green_bottle.

**Step 2:** Jacob moves the banana to the red_box while Emily is still there.

**Step 3:** Emily leaves, then Jacob leaves. Emily goes to the office, where Noah is.

**Step 4:** No one moves the banana after that.

**Answer:** The banana is really in the red_box.""",
[
C("Jacob and Emily are in the basement when the banana is in the green_bottle", "presence", "true", 4, "both witnessed 4", ("AND", [("W", "Jacob", 4), ("W", "Emily", 4), ("O", 4, "green_bottle")])),
C("Jacob moves the banana to the red_box", "event", "true", 5, "line 5", ("T", 5, "Jacob moved the banana to the red_box")),
C("while Emily is still there", "presence", "true", 5, "Emily witnessed 5", ("W", "Emily", 5)),
C("Emily leaves, then Jacob leaves", "order", "true", 7, "6 < 7"),
C("Emily goes to the office", "event", "true", 8, "line 8", ("T", 8, "Emily entered the office")),
C("where Noah is", "presence", "true", 8, "Noah in office", ("R", "Noah", 8, "office")),
C("No one moves the banana after that", "event", "true", "end", "red_box to the end", ("O", "end", "red_box")),
C("The banana is really in the red_box", "location", "true", "end", "answer", ("O", "end", "red_box"), ans=True),
]),

R("narrative", "unsupported", "red_box",
"""This is a straightforward reality question, so what the characters believe doesn't matter here — only where the object actually is. Tracking it through the story, the banana is really in the red_box.

The answer is red_box.""",
[
C("the banana is really in the red_box", "location", "true", "end", "answer restated; no other checkable claim", ("O", "end", "red_box"), ans=True),
]),

R("terse", "sound", "red_box",
"""red_box (Jacob moved it there from the green_bottle, and it stayed)""",
[
C("Jacob moved it there from the green_bottle", "event", "true", 5, "line 5; was in green_bottle at 4", ("AND", [("O", 4, "green_bottle"), ("T", 5, "Jacob moved the banana to the red_box")])),
C("it stayed", "event", "true", "end", "red_box at end", ("O", "end", "red_box")),
]),

R("thinking", "unsound", "red_box",
"""<think>
Reality question. Banana: green_bottle at 4, Jacob moves it to red_box at 5. Emily exits 6, Jacob exits 7, Emily enters office 8. No further moves.

Side note: Emily thinks it's still in the green_bottle, and Noah never saw it at all — but that's irrelevant for reality.

So red_box.
</think>

The banana is really in the red_box.""",
[
C("Banana: green_bottle at 4", "location", "true", 4, "line 4", ("O", 4, "green_bottle")),
C("Jacob moves it to red_box at 5", "event", "true", 5, "line 5", ("T", 5, "Jacob moved the banana to the red_box")),
C("Emily exits 6", "event", "true", 6, "line 6", ("T", 6, "Emily exited")),
C("Jacob exits 7", "event", "true", 7, "line 7", ("T", 7, "Jacob exited")),
C("Emily enters office 8", "event", "true", 8, "line 8", ("T", 8, "Emily entered the office")),
C("No further moves", "event", "true", "end", "red_box at end", ("O", "end", "red_box")),
C("Emily thinks it's still in the green_bottle", "belief", "false", "end", "PLANTED: Emily saw Jacob's move (line 5), so she believes red_box", ("B", "Emily", "end", "green_bottle")),
C("Noah never saw it at all", "presence", "true", "end", "Noah never witnesses a banana event; belief None", ("AND", [("NW", "Noah", 4), ("NW", "Noah", 5), ("B", "Noah", "end", None)])),
C("The banana is really in the red_box", "location", "true", "end", "answer", ("O", "end", "red_box"), ans=True),
]),
]
