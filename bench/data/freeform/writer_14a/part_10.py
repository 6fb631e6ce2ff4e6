# Q9 tomi second_order_0_no_tom  Noah->Jayden turnip = red_bathtub
R1 = """red_bathtub — Jayden came back in at line 8, so Noah knows he saw the move."""

R2 = """1. The turnip starts in the blue_envelope (line 5), with Ava, Jayden and Noah all in the attic.
2. Ava leaves (line 6), then Jayden leaves (line 7), leaving Noah alone.
3. Jayden comes back into the attic (line 8) — Noah is still there and sees him return.
4. Noah moves the turnip to the red_bathtub (line 9) while Jayden is in the room.
5. Because Noah knows Jayden watched the move, Noah thinks Jayden will search in the red_bathtub.

**Answer:** red_bathtub"""

R3 = """Let me trace this. Jayden, Noah and Ava all end up in the attic, where the turnip is in the blue_envelope. Jayden is the first to step out, and Ava leaves too, so for a moment Noah is alone. Then Jayden comes back in, and while he's there, Noah moves the turnip to the red_bathtub.

Noah saw Jayden come back and knows Jayden was watching when he made the move. So Noah would expect Jayden to look in the red_bathtub rather than the blue_envelope.

The answer is red_bathtub."""

R4 = """<think>
Noah thinks Jayden searches where? = where Noah thinks Jayden thinks the turnip is.

Turnip in blue_envelope at 5; all three present. Ava exits 6 and Jayden 7; Noah's alone from line 6 until Jayden re-enters at 8 — so Jayden is back before the move. Noah moves it to red_bathtub at 9. Jayden sees it. Does Ava see the move too? No wait — Ava left at 6 and never came back. OK so only Jayden and Noah.

Hmm, careful: does Noah know Jayden came back? Noah was in the attic at 8, so yes, he saw Jayden enter.

So Noah thinks Jayden thinks red_bathtub, i.e., Jayden searches the red_bathtub.
</think>

As far as Noah is concerned, Jayden will search the red_bathtub — Jayden was back in the attic before Noah moved it."""

R5 = """**Answer: blue_envelope**

Explanation:
- The turnip is in the blue_envelope at line 5, when all three are in the attic.
- Jayden exits at line 7, and Noah moves the turnip to the red_bathtub at line 9 after Jayden has left.
- Noah therefore knows Jayden didn't see the move, so he expects Jayden to search the blue_envelope."""

RECORDS = [
 dict(style="terse", label="sound", stated_answer="red_bathtub", response=R1, claims=[
  dict(text="red_bathtub", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="Jayden came back in at line 8", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Noah knows he saw the move", kind="belief", verdict="true", time=9, note="Noah->Jayden red_bathtub"),
 ]),
 dict(style="numbered", label="sound", stated_answer="red_bathtub", response=R2, claims=[
  dict(text="The turnip starts in the blue_envelope (line 5)", kind="location", verdict="true", time=5, note="line 5"),
  dict(text="with Ava, Jayden and Noah all in the attic", kind="presence", verdict="true", time=5, note="all three witness"),
  dict(text="Ava leaves (line 6)", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="then Jayden leaves (line 7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="leaving Noah alone", kind="presence", verdict="true", time=7, note="only Noah in attic at 7"),
  dict(text="Jayden comes back into the attic (line 8)", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Noah is still there and sees him return", kind="presence", verdict="true", time=8, note="Noah witness of 8"),
  dict(text="Noah moves the turnip to the red_bathtub (line 9)", kind="event", verdict="true", time=9, note="line 9"),
  dict(text="while Jayden is in the room", kind="presence", verdict="true", time=9, note="Jayden witness of 9"),
  dict(text="Noah knows Jayden watched the move", kind="belief", verdict="true", time=9, note="Noah->Jayden red_bathtub"),
  dict(text="Noah thinks Jayden will search in the red_bathtub", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="**Answer:** red_bathtub", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="narrative", label="unsound", stated_answer="red_bathtub", response=R3, claims=[
  dict(text="Jayden, Noah and Ava all end up in the attic", kind="presence", verdict="true", time=4, note="line 4"),
  dict(text="the turnip is in the blue_envelope", kind="location", verdict="true", time=5, note="line 5"),
  dict(text="Jayden is the first to step out", kind="order", verdict="false", time=7, note="PLANT: Ava exits first (6), Jayden at 7"),
  dict(text="Ava leaves too", kind="event", verdict="true", time=6, note="line 6"),
  dict(text="for a moment Noah is alone", kind="presence", verdict="true", time=7, note="only Noah at 7"),
  dict(text="Then Jayden comes back in", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="while he's there, Noah moves the turnip to the red_bathtub", kind="event", verdict="true", time=9, note="line 9, Jayden present"),
  dict(text="Noah saw Jayden come back", kind="presence", verdict="true", time=8, note="Noah witness of 8"),
  dict(text="knows Jayden was watching when he made the move", kind="belief", verdict="true", time=9, note="Noah->Jayden red_bathtub"),
  dict(text="Noah would expect Jayden to look in the red_bathtub rather than the blue_envelope", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="The answer is red_bathtub", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="thinking", label="unsound", stated_answer="red_bathtub", response=R4, claims=[
  dict(text="Turnip in blue_envelope at 5", kind="location", verdict="true", time=5, note="line 5"),
  dict(text="all three present", kind="presence", verdict="true", time=5, note="all witness"),
  dict(text="Ava exits 6 and Jayden 7", kind="order", verdict="true", time=7, note="6, 7"),
  dict(text="Noah's alone from line 6", kind="presence", verdict="false", time=6, note="PLANT: Jayden still in the attic at 6, leaves at 7"),
  dict(text="Jayden re-enters at 8", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Jayden is back before the move", kind="order", verdict="true", time=9, note="8 before 9"),
  dict(text="Noah moves it to red_bathtub at 9", kind="event", verdict="true", time=9, note="line 9"),
  dict(text="Jayden sees it", kind="presence", verdict="true", time=9, note="Jayden witness"),
  dict(text="Ava left at 6 and never came back", kind="presence", verdict="true", time=9, note="Ava:None from 6"),
  dict(text="so only Jayden and Noah", kind="presence", verdict="true", time=9, note="witnesses of 9"),
  dict(text="he saw Jayden enter", kind="presence", verdict="true", time=8, note="Noah witness of 8"),
  dict(text="So Noah thinks Jayden thinks red_bathtub", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="Jayden will search the red_bathtub", kind="belief", verdict="true", time="end", note="gold"),
  dict(text="Jayden was back in the attic before Noah moved it", kind="order", verdict="true", time=9, note="8 before 9"),
 ]),
 dict(style="answer_first", label="wrong", stated_answer="blue_envelope", response=R5, claims=[
  dict(text="**Answer: blue_envelope**", kind="belief", verdict="false", time="end", note="gold red_bathtub"),
  dict(text="The turnip is in the blue_envelope at line 5", kind="location", verdict="true", time=5, note="line 5"),
  dict(text="when all three are in the attic", kind="presence", verdict="true", time=5, note="all witness"),
  dict(text="Jayden exits at line 7", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Noah moves the turnip to the red_bathtub at line 9", kind="event", verdict="true", time=9, note="line 9"),
  dict(text="after Jayden has left", kind="presence", verdict="false", time=9, note="Jayden re-entered at 8 and witnessed 9"),
  dict(text="Noah therefore knows Jayden didn't see the move", kind="belief", verdict="false", time=9, note="Noah->Jayden red_bathtub"),
  dict(text="he expects Jayden to search the blue_envelope", kind="belief", verdict="false", time="end", note="gold red_bathtub"),
 ]),
]
