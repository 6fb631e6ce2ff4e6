"""The markers of the one-shot trace format that more than one reader looks for.

``STEP_HEADER`` is what starts a step ("## Step 3 ##", "**Step 3:**", "Step 3.", ...; group 1
is its number) and ``FINAL_MARKER`` a "Final Answer:" line. The parser cuts steps with them
(``dellabels.traces.parse``) and the thinking rule asks whether a reply holds a step
(``dellabels.traces.thinking``).
"""
from __future__ import annotations

import re

HEADER = r"[ \t>]*(?:#{1,6}|\*\*)?[ \t]*step[ \t]*(\d{1,4})[ \t]*(?:#{1,6}|\*\*)?[ \t]*[:.)\-]?[ \t]*"
STEP_HEADER = re.compile(r"(?im)^" + HEADER)
# the same after a newline: led by a literal, the regex engine jumps from newline to newline
STEP_HEADER_AFTER_NEWLINE = re.compile(r"\n" + HEADER, re.I)
FINAL_MARKER = re.compile(r"(?i)\**final\s+answer\s*\**\s*[:：]")
