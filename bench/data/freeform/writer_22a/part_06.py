# Q6 s6822-21-o1 : Where does Jack really think the asparagus is? gold blue_bucket
RECORDS = [
dict(style='answer_first', label='unsound', stated_answer='blue_bucket',
response="""**M. blue_bucket**

- Jack himself moved the asparagus from the red_box to the blue_bucket at line 3, with everyone watching.
- He then left the bedroom at line 5 and never went back in.
- After he left, Carter moved it to the green_envelope (line 6), and by the time Jack meets everyone in the waiting_room at line 18 it is still sitting in the green_envelope — but Jack saw none of this.
- The public claim and the private tell at the end are about the cabbage, not the asparagus.

So Jack still thinks the asparagus is in the blue_bucket.""",
claims=[
("**M. blue_bucket**", 'belief', 'true', 'end', "Jack = blue_bucket"),
("Jack himself moved the asparagus from the red_box to the blue_bucket at line 3", 'event', 'true', 3, "line 3"),
("with everyone watching", 'presence', 'true', 3, "witnessed_by line 3 = all five"),
("He then left the bedroom at line 5", 'event', 'true', 5, "line 5"),
("never went back in", 'presence', 'true', 'end', "Jack not in bedroom after line 5"),
("Carter moved it to the green_envelope (line 6)", 'event', 'true', 6, "line 6"),
("by the time Jack meets everyone in the waiting_room at line 18 it is still sitting in the green_envelope", 'location', 'false', 18, "PLANTED: asparagus in blue_basket since line 9"),
("Jack saw none of this", 'presence', 'true', 9, "Jack not in witnessed_by lines 6, 9"),
("are about the cabbage, not the asparagus", 'communication', 'true', 31, "lines 29, 31 concern the cabbage"),
("Jack still thinks the asparagus is in the blue_bucket", 'belief', 'true', 'end', "Jack = blue_bucket"),
]),
dict(style='numbered', label='sound', stated_answer='blue_bucket',
response=r"""Let's think step by step.

1. The asparagus starts in the red_box (line 2).
2. Jack moves it to the blue_bucket (line 3). All five are in the bedroom, so Jack knows this location.
3. Jack exits the bedroom at line 5.
4. Carter moves it to the green_envelope (line 6) and Olivia later moves it to the blue_basket (line 9). Jack is gone for both moves.
5. Jack never re-enters the bedroom; only Amelia, William and Olivia go back in at line 19.
6. Nothing said in the waiting_room concerns the asparagus — it's all about the cabbage.

Therefore, Jack really thinks the asparagus is in the blue_bucket.

\boxed{M}""",
claims=[
("The asparagus starts in the red_box (line 2)", 'location', 'true', 2, "objects row 2"),
("Jack moves it to the blue_bucket (line 3)", 'event', 'true', 3, "line 3"),
("All five are in the bedroom", 'presence', 'true', 3, "all in bedroom"),
("Jack knows this location", 'belief', 'true', 3, "Jack = blue_bucket at 3"),
("Jack exits the bedroom at line 5", 'event', 'true', 5, "line 5"),
("Carter moves it to the green_envelope (line 6)", 'event', 'true', 6, "line 6"),
("Olivia later moves it to the blue_basket (line 9)", 'event', 'true', 9, "line 9"),
("Jack is gone for both moves", 'presence', 'true', 9, "Jack absent at lines 6 and 9"),
("Jack never re-enters the bedroom", 'presence', 'true', 'end', "Jack never back in bedroom"),
("only Amelia, William and Olivia go back in at line 19", 'event', 'true', 19, "line 19"),
("Nothing said in the waiting_room concerns the asparagus", 'communication', 'true', 31, "claims about the cabbage"),
("Jack really thinks the asparagus is in the blue_bucket", 'belief', 'true', 'end', "Jack = blue_bucket"),
("\\boxed{M}", 'belief', 'true', 'end', "answer M = blue_bucket"),
]),
dict(style='thinking', label='wrong', stated_answer='blue_basket',
response="""<think>
Jack moved the asparagus to the blue_bucket at line 3, then exited at 5. Carter moves it to green_envelope at 6, exits at 7. Olivia moves it to blue_basket at 9 and exits at 11. Amelia exits 13.

Line 16: "Jack saw a mouse." Jack is seeing something, so he must be back in the bedroom — with William, who's still there until 17. Wait, is that right? Jack's exit was at line 5 and there's no entry line for him... but the story says he saw a mouse, so I'll take it he's around. Then he'd notice the asparagus in the blue_basket.

Hmm, let me re-check the end: waiting room, claims about the cabbage only. Nothing for the asparagus.

So Jack thinks blue_basket.
</think>

N. blue_basket""",
claims=[
("Jack moved the asparagus to the blue_bucket at line 3", 'event', 'true', 3, "line 3"),
("then exited at 5", 'event', 'true', 5, "line 5"),
("Carter moves it to green_envelope at 6", 'event', 'true', 6, "line 6"),
("exits at 7", 'event', 'true', 7, "line 7 Carter exited"),
("Olivia moves it to blue_basket at 9", 'event', 'true', 9, "line 9"),
("exits at 11", 'event', 'true', 11, "line 11 Olivia exited"),
("Amelia exits 13", 'event', 'true', 13, "line 13"),
("he must be back in the bedroom", 'presence', 'false', 16, "Jack in no room at line 16"),
("with William, who's still there until 17", 'presence', 'true', 16, "William in bedroom until exit at 17"),
("Jack's exit was at line 5", 'event', 'true', 5, "line 5"),
("there's no entry line for him", 'event', 'true', 16, "Jack never re-enters the bedroom"),
("claims about the cabbage only", 'communication', 'true', 31, "lines 29, 31"),
("Jack thinks blue_basket", 'belief', 'false', 'end', "Jack = blue_bucket"),
("N. blue_basket", 'belief', 'false', 'end', "Jack = blue_bucket"),
]),
dict(style='narrative', label='sound', stated_answer='blue_bucket',
response="""Let me trace what Jack actually witnessed.

Jack is in the bedroom at the start with everyone else, and he's the one who moves the asparagus from the red_box into the blue_bucket. Right after that (line 5) he leaves, and he doesn't come back into the bedroom for the rest of the story.

Everything that happens to the asparagus afterwards — Carter shifting it to the green_envelope, then Olivia putting it in the blue_basket — happens while Jack is elsewhere. When the group regroups in the waiting_room, the only things said are about the cabbage: Amelia's public claim and Olivia's private word to Carter. None of it touches the asparagus.

So Jack's belief is simply the last location he saw. The answer is M. blue_bucket.""",
claims=[
("Jack is in the bedroom at the start with everyone else", 'presence', 'true', 1, "line 1"),
("he's the one who moves the asparagus from the red_box into the blue_bucket", 'event', 'true', 3, "line 3"),
("Right after that (line 5) he leaves", 'event', 'true', 5, "line 5"),
("he doesn't come back into the bedroom for the rest of the story", 'presence', 'true', 'end', "Jack never in bedroom after 5"),
("Carter shifting it to the green_envelope", 'event', 'true', 6, "line 6"),
("then Olivia putting it in the blue_basket", 'event', 'true', 9, "line 9"),
("happens while Jack is elsewhere", 'presence', 'true', 9, "Jack absent at 6 and 9"),
("the only things said are about the cabbage", 'communication', 'true', 31, "lines 29, 31"),
("Amelia's public claim and Olivia's private word to Carter", 'communication', 'true', 31, "lines 29 and 31"),
("Jack's belief is simply the last location he saw", 'belief', 'true', 'end', "Jack = blue_bucket, last seen at line 3"),
("The answer is M. blue_bucket", 'belief', 'true', 'end', "answer"),
]),
dict(style='terse', label='unsupported', stated_answer='blue_bucket',
response="""blue_bucket""",
claims=[
("blue_bucket", 'belief', 'true', 'end', "answer only"),
]),
]
