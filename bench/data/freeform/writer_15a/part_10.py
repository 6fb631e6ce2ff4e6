# Q10 s6815-12-o2: Ethan -> Emily, pear; gold green_suitcase
ROW = 10
R1 = """**D. red_bottle**

Explanation:
- Emily moves the pear to the red_bottle (line 3) and leaves right away (line 4), with Ethan watching.
- Jack later moves it to the green_envelope (line 9), but Ethan had already left at line 8, so Ethan doesn't know about that move either.
- At line 15 Ethan privately tells Emily the pear is in the green_suitcase. Ethan knows this isn't true, so he wouldn't expect Emily to actually believe it; in his mind Emily still thinks it's in the red_bottle.

Therefore Ethan thinks Emily thinks the pear is in the red_bottle."""

R2 = """**Step 1:** The pear starts in the green_basket; Emily moves it to the red_bottle at line 3 while everyone is in the closet.
**Step 2:** Emily exits at line 4, so her own belief is red_bottle. Ethan saw her leave.
**Step 3:** Ethan exits at line 8, before Jack moves the pear to the green_envelope (line 9). Neither Emily nor Ethan sees that move.
**Step 4:** In the waiting_room, Ethan privately tells Emily the pear is in the green_suitcase (line 15). Emily left the closet before Ethan did, so she trusts him and now believes the green_suitcase.
**Step 5:** Ethan, being the one who told her, thinks Emily now believes it's in the green_suitcase, even though he himself still thinks it's in the red_bottle.
**Step 6:** Benjamin's tell to Jack (line 16) doesn't involve Ethan or Emily.

**Answer:** E. green_suitcase"""

R3 = """Let me trace where each person was, then deal with the private conversation.

In the closet, Emily moves the pear from the green_basket to the red_bottle and leaves right away. Ethan is in the room for that, so he knows Emily last saw it in the red_bottle. Ethan leaves at line 8, and only afterwards does Jack move the pear to the green_envelope, which only Jack and Owen see.

So when the five of them gather in the waiting_room, the pear is in the red_bottle, and Ethan thinks Emily thinks the same.

Then Ethan privately tells Emily the pear is in the green_suitcase. Emily left the closet before Ethan, so she has reason to trust him and takes his word. Ethan knows he told her this, so he now expects her to believe it's in the green_suitcase, even though Ethan himself still thinks it's in the red_bottle.

The answer is E. green_suitcase."""

R4 = """E. green_suitcase. Ethan told her so himself at line 15, and she trusts him."""

R5 = """<think>
Second-order question: Ethan's model of Emily. These usually hinge on who was in the room and whether anything was said afterwards. I want to be careful not to confuse the real location with the belief... and not to mix up whose perspective is whose. Okay, going with what Ethan would expect of her.
</think>

E. green_suitcase"""

RECORDS = [
 dict(style="answer_first", label="wrong", stated_answer="red_bottle", response=R1, claims=[
  ("Emily moves the pear to the red_bottle (line 3)", "event", "true", 3, "line 3"),
  ("leaves right away (line 4)", "event", "true", 4, "line 4"),
  ("with Ethan watching", "presence", "true", 4, "Ethan witnessed 3-4"),
  ("Jack later moves it to the green_envelope (line 9)", "event", "true", 9, "line 9"),
  ("Ethan had already left at line 8", "order", "true", 8, "8 before 9"),
  ("Ethan doesn't know about that move either", "belief", "true", "end", "Ethan red_bottle"),
  ("At line 15 Ethan privately tells Emily the pear is in the green_suitcase", "communication", "true", 15, "line 15"),
  ("Ethan knows this isn't true", "belief", "true", 15, "Ethan believes red_bottle"),
  ("he wouldn't expect Emily to actually believe it", "communication", "false", 15, "Ethan->Emily green_suitcase after 15"),
  ("in his mind Emily still thinks it's in the red_bottle", "belief", "false", 15, "Ethan->Emily green_suitcase"),
  ("Ethan thinks Emily thinks the pear is in the red_bottle", "belief", "false", "end", "gold green_suitcase"),
 ]),
 dict(style="numbered", label="sound", stated_answer="green_suitcase", response=R2, claims=[
  ("The pear starts in the green_basket", "location", "true", 2, "line 2"),
  ("Emily moves it to the red_bottle at line 3", "event", "true", 3, "line 3"),
  ("while everyone is in the closet", "presence", "true", 3, "all witnessed"),
  ("Emily exits at line 4", "event", "true", 4, "line 4"),
  ("so her own belief is red_bottle", "belief", "true", 4, "Emily red_bottle at 4"),
  ("Ethan saw her leave", "presence", "true", 4, "Ethan witnessed 4"),
  ("Ethan exits at line 8", "event", "true", 8, "line 8"),
  ("before Jack moves the pear to the green_envelope (line 9)", "order", "true", 9, "8 before 9"),
  ("Neither Emily nor Ethan sees that move", "presence", "true", 9, "witnessed_by Jac,Owe"),
  ("Ethan privately tells Emily the pear is in the green_suitcase (line 15)", "communication", "true", 15, "line 15"),
  ("Emily left the closet before Ethan did", "order", "true", 8, "4 before 8"),
  ("so she trusts him", "communication", "true", 15, "Emily belief becomes green_suitcase"),
  ("now believes the green_suitcase", "belief", "true", 15, "Emily green_suitcase"),
  ("thinks Emily now believes it's in the green_suitcase", "belief", "true", 15, "Ethan->Emily green_suitcase"),
  ("he himself still thinks it's in the red_bottle", "belief", "true", 15, "Ethan red_bottle"),
  ("Benjamin's tell to Jack (line 16) doesn't involve Ethan or Emily", "communication", "true", 16, "witnessed_by Ben,Jac; Ethan/Emily beliefs unchanged"),
 ]),
 dict(style="narrative", label="unsound", stated_answer="green_suitcase", response=R3, claims=[
  ("Emily moves the pear from the green_basket to the red_bottle", "event", "true", 3, "lines 2-3"),
  ("leaves right away", "event", "true", 4, "line 4"),
  ("Ethan is in the room for that", "presence", "true", 4, "Ethan witnessed 3-4"),
  ("he knows Emily last saw it in the red_bottle", "belief", "true", 4, "Ethan->Emily red_bottle"),
  ("Ethan leaves at line 8", "event", "true", 8, "line 8"),
  ("only afterwards does Jack move the pear to the green_envelope", "order", "true", 9, "9 after 8"),
  ("which only Jack and Owen see", "presence", "true", 9, "witnessed_by Jac,Owe"),
  ("the pear is in the red_bottle", "location", "false", 13, "PLANTED: pear in green_envelope at 13"),
  ("Ethan thinks Emily thinks the same", "belief", "true", 13, "Ethan->Emily red_bottle at 13"),
  ("Ethan privately tells Emily the pear is in the green_suitcase", "communication", "true", 15, "line 15"),
  ("Emily left the closet before Ethan", "order", "true", 8, "4 before 8"),
  ("she has reason to trust him and takes his word", "communication", "true", 15, "Emily green_suitcase after 15"),
  ("he now expects her to believe it's in the green_suitcase", "belief", "true", 15, "Ethan->Emily green_suitcase"),
  ("Ethan himself still thinks it's in the red_bottle", "belief", "true", 15, "Ethan red_bottle"),
 ]),
 dict(style="terse", label="sound", stated_answer="green_suitcase", response=R4, claims=[
  ("Ethan told her so himself at line 15", "communication", "true", 15, "line 15"),
  ("she trusts him", "communication", "true", 15, "Emily exited before Ethan; belief green_suitcase"),
 ]),
 dict(style="thinking", label="unsupported", stated_answer="green_suitcase", response=R5, claims=[]),
]
