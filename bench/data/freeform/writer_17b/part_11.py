# Q11 s6817-5-o0: Where is the melon really?  gold green_envelope
G = "green_envelope"
RECORDS = [
{
"style": "thinking", "label": "sound", "stated_answer": G,
"response": """<think>
Real location. Track the moves:
- red_crate at line 3
- Nathan → red_bucket (4)
- Gracie → green_pantry (7)
- Lily → green_envelope (11)
After that, Isabella just stays a minute and leaves. Nathan losing his watch is irrelevant. No one touches the melon after line 11.
</think>

The melon is really in the green_envelope (N).""",
"claims": [
("red_crate at line 3", "location", "true", 3, "row 3", ("obj", 3, "red_crate")),
("Nathan → red_bucket (4)", "event", "true", 4, "line 4", ("line", 4, "Nathan moved the melon to the red_bucket")),
("Gracie → green_pantry (7)", "event", "true", 7, "line 7", ("line", 7, "Gracie moved the melon to the green_pantry")),
("Lily → green_envelope (11)", "event", "true", 11, "line 11", ("line", 11, "Lily moved the melon to the green_envelope")),
("Isabella just stays a minute and leaves", "event", "true", 15, "lines 13, 15", [("line", 13, "Isabella made no movements"), ("line", 15, "Isabella exited")]),
("No one touches the melon after line 11", "event", "true", "end", "melon stays green_envelope 11-16", [("obj", t, G) for t in range(11, 17)]),
("The melon is really in the green_envelope", "location", "true", "end", "final answer", ("obj", "end", G)),
]},
{
"style": "narrative", "label": "unsound", "stated_answer": G,
"response": """Let me follow the melon through the laundry. It starts in the red_crate, and Nathan moves it to the red_bucket while everyone is watching. After Nathan leaves, Gracie moves it to the green_pantry and then leaves too. Lily makes the final move, to the green_envelope, while Mia and Isabella are still in the laundry with her. Nobody moves it after that, so the melon is really in the green_envelope. The answer is N.""",
"claims": [
("It starts in the red_crate", "location", "true", 3, "row 3", ("obj", 3, "red_crate")),
("Nathan moves it to the red_bucket", "event", "true", 4, "line 4", ("line", 4, "Nathan moved the melon to the red_bucket")),
("while everyone is watching", "presence", "true", 4, "all witnessed 4", [("wit", 4, a, True) for a in ("Gracie", "Nathan", "Mia", "Lily", "Isabella")]),
("After Nathan leaves, Gracie moves it to the green_pantry", "event", "true", 7, "line 7 after exit 6", [("line", 7, "Gracie moved the melon to the green_pantry"), ("room", 7, "Nathan", None)]),
("then leaves too", "event", "true", 8, "line 8", ("line", 8, "Gracie exited")),
("Lily makes the final move, to the green_envelope", "event", "true", 11, "line 11 is the last move", [("line", 11, "Lily moved the melon to the green_envelope"), ("obj", "end", G)]),
("while Mia and Isabella are still in the laundry with her", "presence", "false", 11, "PLANTED: Mia left at 10", ("room", 11, "Mia", "laundry")),
("Nobody moves it after that", "event", "true", "end", "no move after 11", [("obj", t, G) for t in range(11, 17)]),
("the melon is really in the green_envelope", "location", "true", "end", "final answer", ("obj", "end", G)),
]},
{
"style": "answer_first", "label": "unsound", "stated_answer": G,
"response": """**Answer: N. green_envelope**

Explanation:
- The melon begins in the red_crate (line 3), and Nathan moves it to the red_bucket right away (line 4).
- It stays in the red_bucket until Lily moves it to the green_envelope at line 11.
- Nobody touches it afterward, so that's where it is now.""",
"claims": [
("The melon begins in the red_crate (line 3)", "location", "true", 3, "row 3", ("obj", 3, "red_crate")),
("Nathan moves it to the red_bucket right away (line 4)", "event", "true", 4, "line 4", ("line", 4, "Nathan moved the melon to the red_bucket")),
("It stays in the red_bucket", "location", "false", 10, "PLANTED: Gracie moved it to the green_pantry at 7; green_pantry just before line 11", ("obj", 10, "red_bucket")),
("until Lily moves it to the green_envelope at line 11", "event", "true", 11, "line 11", ("line", 11, "Lily moved the melon to the green_envelope")),
("Nobody touches it afterward", "event", "true", "end", "no move after 11", [("obj", t, G) for t in range(11, 17)]),
("that's where it is now", "location", "true", "end", "final answer", ("obj", "end", G)),
]},
{
"style": "numbered", "label": "wrong", "stated_answer": "green_pantry",
"response": """**Step 1:** The melon starts in the red_crate.
**Step 2:** Nathan moves it to the red_bucket (line 4).
**Step 3:** Gracie moves it to the green_pantry (line 7).
**Step 4:** Mia and Lily don't move anything; Isabella just waits and leaves.

**Final answer:** L. green_pantry""",
"claims": [
("The melon starts in the red_crate", "location", "true", 3, "row 3", ("obj", 3, "red_crate")),
("Nathan moves it to the red_bucket (line 4)", "event", "true", 4, "line 4", ("line", 4, "Nathan moved the melon to the red_bucket")),
("Gracie moves it to the green_pantry (line 7)", "event", "true", 7, "line 7", ("line", 7, "Gracie moved the melon to the green_pantry")),
("Mia and Lily don't move anything", "event", "false", 11, "Lily moved it to the green_envelope at 11", ("obj", 11, "green_pantry")),
("Isabella just waits and leaves", "event", "true", 15, "lines 13, 15", [("line", 13, "Isabella made no movements"), ("line", 15, "Isabella exited")]),
]},
{
"style": "terse", "label": "unsupported", "stated_answer": G,
"response": """N""",
"claims": []},
]
