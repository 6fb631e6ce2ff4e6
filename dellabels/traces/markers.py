"""The markers of the one-shot trace format that more than one reader looks for.

``STEP_HEADER`` is what starts a step ("## Step 3 ##", "**Step 3:**", "Step 3.", ...; group 1
is its number), ``FINAL_MARKER`` a "Final Answer:" line and ``ANSWER_LINE`` a line that starts
with "Answer:" (bold or not) or a "Final Answer" header line. The parser cuts steps with them (``dellabels.traces.parse``) and the
thinking rule asks whether a reply holds a step (``dellabels.traces.thinking``). ``NUMBERED_STEP``
starts a one-line step ("3. ..." or "3) ..."), read only where a reply has no step header;
``STORY_NUMBERED_STEP`` a story line copied with its number ("3 Rosa exited the observatory."), read only
where a reply has neither.
"""
from __future__ import annotations

import re

# "**Step 3:**" closes its bold after the colon: the closing "**" belongs to the header, not the step
HEADER = r"[ \t>]*(?:#{1,6}|\*\*)?[ \t]*step[ \t]*(\d{1,4})[ \t]*(?:#{1,6}|\*\*)?[ \t]*[:.)\-–—]?(?:\*\*)?[ \t]*"
STEP_HEADER = re.compile(r"(?im)^" + HEADER)
# the same after a newline: led by a literal, the regex engine jumps from newline to newline
STEP_HEADER_AFTER_NEWLINE = re.compile(r"\n" + HEADER, re.I)
FINAL_MARKER = re.compile(r"(?i)\**final\s+answer\s*\**\s*[:：]")
ANSWER_LINE = re.compile(r"(?im)^[ \t>#*\-]*answer[ \t]*\**[ \t]*[:：]|^[ \t#*]*final[ \t]+answer[ \t*#]*$")
NUMBERED_STEP = re.compile(r"(?m)^[ \t>*\-]*(?:\*\*)?(\d{1,3})[.)](?:\*\*)?[ \t]+(?=\S)")
# a copied story line keeps the story's own numbering, "3 Rosa ...": a number, a space, a capital
STORY_NUMBERED_STEP = re.compile(r"(?m)^[ \t>*\-]*(\d{1,3})[ \t]+(?=[A-Z])")
