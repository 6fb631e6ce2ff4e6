# Q14 s6822-2-o2 : Where does Lily think Mila thinks the lemon is? gold green_envelope
RECORDS = [
dict(style='thinking', label='unsound', stated_answer='green_envelope',
response="""<think>
Second-order: what Lily thinks Mila thinks.

Lily moves the lemon from the green_bottle to the blue_bucket at line 3 and leaves right after (line 4). From then on she misses everything: Nathan's move to the green_basket, Mila's move to the red_box, Amelia's move back to the green_bottle.

So before the waiting room, Lily would think Mila thinks blue_bucket.

But line 15: Mila privately tells Lily the lemon is in the green_envelope. Does Lily trust her? Mila left the back_yard at line 9, much later than Lily (line 4), so yes. Lily now thinks the lemon is in the green_envelope, and she assumes Mila believes what she said. Mila herself ends up believing it too, having said it.

Line 16 is Nathan and Hannah — doesn't involve Lily.

So Lily thinks Mila thinks green_envelope.
</think>

**M. green_envelope** — Mila told Lily directly, and Lily trusts her because Mila left the back_yard after she did.""",
claims=[
("Lily moves the lemon from the green_bottle to the blue_bucket at line 3", 'event', 'true', 3, "line 3"),
("leaves right after (line 4)", 'event', 'true', 4, "line 4"),
("she misses everything", 'presence', 'true', 12, "Lily absent for lines 6, 8, 12"),
("Nathan's move to the green_basket", 'event', 'true', 6, "line 6"),
("Mila's move to the red_box", 'event', 'true', 8, "line 8"),
("Amelia's move back to the green_bottle", 'event', 'true', 12, "line 12"),
("before the waiting room, Lily would think Mila thinks blue_bucket", 'belief', 'true', 13, "Lily -> Mila = blue_bucket at line 13"),
("Mila privately tells Lily the lemon is in the green_envelope", 'communication', 'true', 15, "line 15"),
("Mila left the back_yard at line 9", 'event', 'true', 9, "line 9"),
("much later than Lily (line 4)", 'order', 'true', 9, "Mila 9 after Lily 4"),
("Lily now thinks the lemon is in the green_envelope", 'belief', 'true', 15, "Lily = green_envelope at 15"),
("she assumes Mila believes what she said", 'belief', 'true', 'end', "Lily -> Mila = green_envelope"),
("Mila herself ends up believing it too, having said it", 'communication', 'false', 15, "PLANTED: speaker unchanged, Mila = red_box"),
("Line 16 is Nathan and Hannah", 'communication', 'true', 16, "line 16 Nathan told Hannah"),
("doesn't involve Lily", 'communication', 'true', 16, "Lily's beliefs unchanged at 16"),
("Lily thinks Mila thinks green_envelope", 'belief', 'true', 'end', "Lily -> Mila = green_envelope"),
("**M. green_envelope**", 'belief', 'true', 'end', "answer"),
("Mila told Lily directly", 'communication', 'true', 15, "line 15"),
("Lily trusts her", 'communication', 'true', 15, "Lily updated to green_envelope"),
("Mila left the back_yard after she did", 'order', 'true', 9, "Mila 9, Lily 4"),
]),
dict(style='narrative', label='wrong', stated_answer='blue_bucket',
response="""Let me trace where each person was when the lemon moved.

Lily moves the lemon into the blue_bucket while everyone is in the back_yard, and then she's the first to leave. Every later move — Nathan's, Mila's, Amelia's — happens after she's gone. So as far as Lily knows, the last thing Mila saw was the lemon going into the blue_bucket.

In the waiting_room, Mila privately tells Lily that the lemon is in the green_envelope. But that's Mila telling Lily something; it doesn't alter Lily's picture of what Mila saw, since Lily knows Mila watched the blue_bucket move.

So Lily still thinks Mila thinks the lemon is in the blue_bucket. The answer is O. blue_bucket.""",
claims=[
("Lily moves the lemon into the blue_bucket", 'event', 'true', 3, "line 3"),
("while everyone is in the back_yard", 'presence', 'true', 3, "witnessed_by line 3"),
("she's the first to leave", 'order', 'true', 4, "first exit"),
("Every later move — Nathan's, Mila's, Amelia's — happens after she's gone", 'order', 'true', 12, "moves 6, 8, 12 after exit 4"),
("as far as Lily knows, the last thing Mila saw was the lemon going into the blue_bucket", 'belief', 'true', 13, "Lily -> Mila = blue_bucket before line 15"),
("Mila privately tells Lily that the lemon is in the green_envelope", 'communication', 'true', 15, "line 15"),
("it doesn't alter Lily's picture of what Mila saw", 'communication', 'false', 15, "Lily -> Mila changes to green_envelope at 15"),
("Lily knows Mila watched the blue_bucket move", 'presence', 'true', 3, "both witnessed line 3"),
("Lily still thinks Mila thinks the lemon is in the blue_bucket", 'belief', 'false', 'end', "Lily -> Mila = green_envelope"),
("The answer is O. blue_bucket", 'belief', 'false', 'end', "gold green_envelope"),
]),
dict(style='terse', label='unsupported', stated_answer='green_envelope',
response="""[green_envelope]""",
claims=[
("[green_envelope]", 'belief', 'true', 'end', "answer only"),
]),
dict(style='answer_first', label='sound', stated_answer='green_envelope',
response="""**Answer: M. green_envelope**

Explanation:
- Lily left the back_yard at line 4, right after moving the lemon to the blue_bucket, so she saw none of the later moves (green_basket, red_box, green_bottle).
- At line 15, Mila privately tells Lily the lemon is in the green_envelope. Mila exited the back_yard (line 9) after Lily (line 4), so Lily trusts her.
- Having accepted the message, Lily believes Mila thinks the lemon is in the green_envelope — in reality Mila last saw it in the red_box, but Lily has no way of knowing that.
- Nathan's private message at line 16 goes to Hannah, not Lily.""",
claims=[
("**Answer: M. green_envelope**", 'belief', 'true', 'end', "Lily -> Mila = green_envelope"),
("Lily left the back_yard at line 4", 'event', 'true', 4, "line 4"),
("right after moving the lemon to the blue_bucket", 'order', 'true', 4, "move 3, exit 4"),
("she saw none of the later moves (green_basket, red_box, green_bottle)", 'presence', 'true', 12, "Lily not in witnessed_by 6, 8, 12"),
("At line 15, Mila privately tells Lily the lemon is in the green_envelope", 'communication', 'true', 15, "line 15"),
("Mila exited the back_yard (line 9) after Lily (line 4)", 'order', 'true', 9, "exit order"),
("Lily trusts her", 'communication', 'true', 15, "Lily updated to green_envelope"),
("Lily believes Mila thinks the lemon is in the green_envelope", 'belief', 'true', 'end', "Lily -> Mila = green_envelope"),
("in reality Mila last saw it in the red_box", 'belief', 'true', 'end', "Mila = red_box"),
("Lily has no way of knowing that", 'belief', 'true', 'end', "Lily -> Mila is not red_box"),
("Nathan's private message at line 16 goes to Hannah, not Lily", 'communication', 'true', 16, "line 16"),
]),
dict(style='numbered', label='unsound', stated_answer='green_envelope',
response="""1. **Initial state:** the lemon is in the green_bottle (line 2); all five are in the back_yard.
2. **Lily's move:** Lily moves it to the blue_bucket (line 3) and exits (line 4).
3. **Moves Lily misses:** Nathan → green_basket (line 6), Mila → red_box (line 8). Mila then leaves, followed by Hannah. At the end, the lemon is actually in the red_box.
4. **The private tell:** Mila tells Lily the lemon is in the green_envelope (line 15). Lily trusts Mila, who stayed in the back_yard longer than she did.
5. **Result:** Lily thinks Mila thinks the lemon is in the green_envelope.

**Answer:** M. green_envelope""",
claims=[
("the lemon is in the green_bottle (line 2)", 'location', 'true', 2, "objects row 2"),
("all five are in the back_yard", 'presence', 'true', 2, "all in back_yard"),
("Lily moves it to the blue_bucket (line 3)", 'event', 'true', 3, "line 3"),
("exits (line 4)", 'event', 'true', 4, "line 4"),
("Nathan → green_basket (line 6)", 'event', 'true', 6, "line 6"),
("Mila → red_box (line 8)", 'event', 'true', 8, "line 8"),
("Mila then leaves, followed by Hannah", 'order', 'true', 11, "Mila 9, Hannah 11"),
("At the end, the lemon is actually in the red_box", 'location', 'false', 'end', "PLANTED: Amelia moved it to the green_bottle at line 12"),
("Mila tells Lily the lemon is in the green_envelope (line 15)", 'communication', 'true', 15, "line 15"),
("Lily trusts Mila", 'communication', 'true', 15, "Lily updated"),
("who stayed in the back_yard longer than she did", 'order', 'true', 9, "Mila exits 9, Lily 4"),
("Lily thinks Mila thinks the lemon is in the green_envelope", 'belief', 'true', 'end', "Lily -> Mila = green_envelope"),
("**Answer:** M. green_envelope", 'belief', 'true', 'end', "answer"),
]),
]
