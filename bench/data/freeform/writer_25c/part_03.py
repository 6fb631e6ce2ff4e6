RECORDS = [
dict(style="terse", label="unsupported", stated_answer="red_envelope",
response="""E. red_envelope""",
claims=[]),
dict(style="thinking", label="sound", stated_answer="red_envelope",
response="""<think>
Third order: Liam -> William -> Carter.

All five are in the bedroom when William moves the turnip from the red_drawer to the red_envelope (line 3). William leaves at 4, Liam at 6. So far, the last move that Liam, William and Carter all watched is the turnip going into the red_envelope.

Carter later moves it to the green_basket (line 9), but only Logan is there with him — Liam and William are both gone. Logan then moves it back to the red_drawer at 11, by himself.

Now the waiting room. Carter publicly claims it's in the red_suitcase (14). Does that change the chain? Liam trusts Carter because Carter left the bedroom after him, so Liam's own belief becomes the red_suitcase. Hmm, but for Liam's model of William's model of Carter, the claim doesn't change anything — that stays at the red_envelope. And Logan's private tell at 15 is only heard by William; Liam doesn't even know about it.

So: red_envelope.
</think>

**E. red_envelope** — the last turnip move that Liam, William and Carter all witnessed was William putting it into the red_envelope, and nothing afterwards changes Liam's picture of William's picture of Carter.""",
claims=[
("All five are in the bedroom", "presence", "true", 3, "rooms row 3"),
("William moves the turnip from the red_drawer to the red_envelope (line 3)", "event", "true", 3, "line 3"),
("William leaves at 4", "event", "true", 4, "line 4"),
("Liam at 6", "event", "true", 6, "line 6"),
("the last move that Liam, William and Carter all watched is the turnip going into the red_envelope", "presence", "true", 6, "line 3 witnessed by all"),
("Carter later moves it to the green_basket (line 9)", "event", "true", 9, "line 9"),
("only Logan is there with him", "presence", "true", 9, "witnessed_by Carter, Logan"),
("Liam and William are both gone", "presence", "true", 9, "rooms row 9"),
("Logan then moves it back to the red_drawer at 11", "event", "true", 11, "line 11"),
("Carter publicly claims it's in the red_suitcase (14)", "communication", "true", 14, "line 14"),
("Liam trusts Carter", "communication", "true", 14, "Liam -> red_suitcase at row 14"),
("Carter left the bedroom after him", "order", "true", 10, "Carter exit 10 > Liam exit 6"),
("Liam's own belief becomes the red_suitcase", "belief", "true", 14, "Liam row 14"),
("the claim doesn't change anything", "communication", "true", 14, "Liam -> William -> Carter unchanged at 14"),
("that stays at the red_envelope", "belief", "true", 14, "Liam -> William -> Carter red_envelope row 14"),
("Logan's private tell at 15 is only heard by William", "communication", "true", 15, "witnessed_by Logan, William"),
("Liam doesn't even know about it", "presence", "true", 15, "Liam not witness row 15"),
("the last turnip move that Liam, William and Carter all witnessed was William putting it into the red_envelope", "presence", "true", "end", "line 3 is the last move all three saw"),
("nothing afterwards changes Liam's picture of William's picture of Carter", "belief", "true", "end", "chain red_envelope rows 3-15"),
]),
dict(style="answer_first", label="unsound", stated_answer="red_envelope",
response="""**Answer: E. red_envelope**

Explanation:
- William moved the turnip from the red_drawer to the red_envelope at line 3, with Liam and Carter in the room.
- William (line 4) and Liam (line 6) both left before Carter moved it to the green_basket at line 9, so neither knows about that move.
- Carter's public claim about the red_suitcase (line 14) doesn't even change Liam's own belief, let alone his nested belief about William and Carter.
- Logan's private message to William (line 15) isn't heard by Liam.
- So Liam thinks William thinks Carter thinks the turnip is in the red_envelope.""",
claims=[
("William moved the turnip from the red_drawer to the red_envelope at line 3", "event", "true", 3, "line 3"),
("with Liam and Carter in the room", "presence", "true", 3, "witnessed_by row 3"),
("William (line 4) and Liam (line 6) both left before Carter moved it to the green_basket at line 9", "order", "true", 9, "4, 6 < 9"),
("neither knows about that move", "belief", "true", 9, "Liam, William red_envelope at row 9"),
("Carter's public claim about the red_suitcase (line 14) doesn't even change Liam's own belief", "communication", "false", 14, "PLANTED: Liam trusts Carter; Liam -> red_suitcase at row 14"),
("let alone his nested belief about William and Carter", "communication", "true", 14, "Liam -> William -> Carter unchanged"),
("Logan's private message to William (line 15) isn't heard by Liam", "communication", "true", 15, "witnessed_by Logan, William"),
("Liam thinks William thinks Carter thinks the turnip is in the red_envelope", "belief", "true", "end", "gold answer"),
]),
dict(style="numbered", label="sound", stated_answer="red_envelope",
response="""Let's think step by step.

1. At line 3, William moves the turnip to the red_envelope while Liam, William and Carter are all present.
2. William exits first (line 4), then Liam (line 6). From Liam's perspective, William last saw the turnip in the red_envelope, and William would think Carter saw the same thing.
3. Carter's move to the green_basket (line 9) is seen only by Logan, and Logan's move back to the red_drawer (line 11) by no one else.
4. In the waiting_room, Carter claims the turnip is in the red_suitcase. Liam trusts Carter, since Carter exited after Liam, but that only updates Liam's own belief and what he thinks Carter believes; his view of what William thinks Carter thinks stays at the red_envelope.
5. The private tell at line 15 only involves Logan and William.

So the answer is \\boxed{red_envelope}.""",
claims=[
("At line 3, William moves the turnip to the red_envelope", "event", "true", 3, "line 3"),
("Liam, William and Carter are all present", "presence", "true", 3, "rooms row 3"),
("William exits first (line 4)", "order", "true", 4, "first exit"),
("then Liam (line 6)", "order", "true", 6, "line 6"),
("From Liam's perspective, William last saw the turnip in the red_envelope", "belief", "true", 6, "Liam -> William red_envelope row 6"),
("William would think Carter saw the same thing", "belief", "true", 6, "Liam -> William -> Carter red_envelope row 6"),
("Carter's move to the green_basket (line 9) is seen only by Logan", "presence", "true", 9, "witnessed_by Carter, Logan"),
("Logan's move back to the red_drawer (line 11) by no one else", "presence", "true", 11, "witnessed_by Logan"),
("Carter claims the turnip is in the red_suitcase", "communication", "true", 14, "line 14"),
("Liam trusts Carter", "communication", "true", 14, "Liam updated to red_suitcase"),
("Carter exited after Liam", "order", "true", 10, "10 > 6"),
("that only updates Liam's own belief and what he thinks Carter believes", "communication", "true", 14, "row 14: Liam and Liam -> Carter change; Liam -> William etc. unchanged"),
("his view of what William thinks Carter thinks stays at the red_envelope", "belief", "true", 14, "chain row 14"),
("The private tell at line 15 only involves Logan and William", "communication", "true", 15, "witnessed_by row 15"),
]),
dict(style="narrative", label="unsound", stated_answer="red_envelope",
response="""Let me trace what each person saw. Everyone is in the bedroom when the turnip is first in the red_drawer and when William shifts it into the red_envelope. William is the first to walk out, and Liam follows a bit later, at line 6. Abigail leaves next, which leaves Carter and Logan. Carter puts the turnip in the green_basket and exits, and then Logan quietly moves it back to the red_drawer before leaving too.

So neither Liam nor William knows about the green_basket or the return to the red_drawer. In the waiting room, Carter announces that the turnip is in the red_suitcase — which isn't where he himself put it. William, for his part, ends up thinking Carter still believes it's in the red_envelope. From Liam's side, the relevant picture is what the three of them last saw together in the bedroom: the red_envelope.

The answer is E. red_envelope.""",
claims=[
("Everyone is in the bedroom when the turnip is first in the red_drawer", "presence", "true", 2, "rows 2"),
("William shifts it into the red_envelope", "event", "true", 3, "line 3"),
("William is the first to walk out", "order", "true", 4, "line 4"),
("Liam follows a bit later, at line 6", "event", "true", 6, "line 6"),
("Abigail leaves next", "order", "true", 8, "line 8"),
("which leaves Carter and Logan", "presence", "true", 8, "rooms row 8"),
("Carter puts the turnip in the green_basket", "event", "true", 9, "line 9"),
("Logan quietly moves it back to the red_drawer before leaving too", "event", "true", 11, "lines 11-12"),
("neither Liam nor William knows about the green_basket or the return to the red_drawer", "belief", "true", 12, "Liam, William red_envelope row 12"),
("Carter announces that the turnip is in the red_suitcase", "communication", "true", 14, "line 14"),
("which isn't where he himself put it", "event", "true", 14, "Carter put it in the green_basket"),
("William, for his part, ends up thinking Carter still believes it's in the red_envelope", "belief", "false", "end", "PLANTED: William -> Carter = red_suitcase at row 15"),
("the relevant picture is what the three of them last saw together in the bedroom: the red_envelope", "belief", "true", "end", "Liam -> William -> Carter red_envelope"),
]),
]
