# Q4 s6822-19-o4 : Where does Charlotte think Lily thinks Emma thinks Lucas thinks the celery is? gold blue_basket
RECORDS = [
dict(style='terse', label='sound', stated_answer='blue_basket',
response="""C. blue_basket. Lily left right after putting the celery there, so Charlotte's chain stops at Lily's last view.""",
claims=[
("C. blue_basket", 'belief', 'true', 'end', "Charlotte -> Lily -> Emma -> Lucas = blue_basket"),
("Lily left right after putting the celery there", 'order', 'true', 7, "move at line 6, Lily exits at line 7"),
("Charlotte's chain stops at Lily's last view", 'belief', 'uncheckable', 'end', "vague paraphrase, no determinate content"),
]),
dict(style='thinking', label='unsound', stated_answer='blue_basket',
response="""<think>
Fourth order: Charlotte → Lily → Emma → Lucas.

Celery: blue_box (3), Gracie moves it to blue_drawer (4), Gracie leaves (5). Lily moves it to blue_basket (6) — Lily, Emma, Charlotte, Lucas all there. Lily exits (7). Emma moves it to green_envelope (8) with Charlotte present; Lucas had already left at that point. Emma exits (9), Charlotte exits (12).

Now, Lily's knowledge ends at line 7 from Charlotte's point of view... but wait, Lily goes back into the bedroom at 18 with Emma and Lucas. Does Charlotte know that? Hmm. Everyone entered the waiting room at 17, then the three of them go to the bedroom. Charlotte is in the waiting_room, and she isn't part of that scene — Charlotte isn't listed as seeing it. She can only go by what she saw.

So in Charlotte's model, Lily last saw the celery in the blue_basket, and Lily would think Emma also saw it there, since both were present at line 6.

So: blue_basket.
</think>

C. blue_basket""",
claims=[
("Celery: blue_box (3)", 'location', 'true', 3, "objects row 3"),
("Gracie moves it to blue_drawer (4)", 'event', 'true', 4, "line 4"),
("Gracie leaves (5)", 'event', 'true', 5, "line 5"),
("Lily moves it to blue_basket (6)", 'event', 'true', 6, "line 6"),
("Lily, Emma, Charlotte, Lucas all there", 'presence', 'true', 6, "witnessed_by line 6"),
("Lily exits (7)", 'event', 'true', 7, "line 7"),
("Emma moves it to green_envelope (8)", 'event', 'true', 8, "line 8"),
("with Charlotte present", 'presence', 'true', 8, "Charlotte witnessed line 8"),
("Lucas had already left at that point", 'presence', 'false', 8, "PLANTED: Lucas in bedroom and witness at line 8; he left at line 15"),
("Emma exits (9)", 'event', 'true', 9, "line 9"),
("Charlotte exits (12)", 'event', 'true', 12, "line 12"),
("Lily goes back into the bedroom at 18 with Emma and Lucas", 'event', 'true', 18, "line 18"),
("Everyone entered the waiting room at 17", 'event', 'true', 17, "line 17"),
("Charlotte is in the waiting_room", 'presence', 'true', 18, "Charlotte waiting_room at line 18"),
("Charlotte isn't listed as seeing it", 'presence', 'true', 18, "witnessed_by line 18 = Emma, Lily, Lucas"),
("in Charlotte's model, Lily last saw the celery in the blue_basket", 'belief', 'true', 'end', "Charlotte -> Lily = blue_basket"),
("Lily would think Emma also saw it there", 'belief', 'true', 'end', "Charlotte -> Lily -> Emma = blue_basket"),
("C. blue_basket", 'belief', 'true', 'end', "answer"),
]),
dict(style='answer_first', label='wrong', stated_answer='green_envelope',
response="""**Answer: B. green_envelope**

Explanation:
- The celery ends up in the green_envelope after Emma moves it there (line 8), and it never moves again.
- Lily, Emma and Lucas all go back into the bedroom at line 18, where the celery is sitting in the green_envelope, so all three see its current location.
- Charlotte saw them go in together, so she knows Lily, Emma and Lucas share the same, updated picture.
- Therefore Charlotte thinks Lily thinks Emma thinks Lucas thinks the celery is in the green_envelope.""",
claims=[
("**Answer: B. green_envelope**", 'belief', 'false', 'end', "Charlotte -> Lily -> Emma -> Lucas = blue_basket"),
("The celery ends up in the green_envelope", 'location', 'true', 'end', "objects end"),
("after Emma moves it there (line 8)", 'event', 'true', 8, "line 8"),
("it never moves again", 'event', 'true', 'end', "celery green_envelope lines 8-28"),
("Lily, Emma and Lucas all go back into the bedroom at line 18", 'event', 'true', 18, "line 18"),
("the celery is sitting in the green_envelope", 'location', 'true', 18, "objects row 18"),
("all three see its current location", 'presence', 'true', 18, "Lily, Emma, Lucas beliefs = green_envelope at 18"),
("Charlotte saw them go in together", 'presence', 'false', 18, "Charlotte not in witnessed_by line 18"),
("she knows Lily, Emma and Lucas share the same, updated picture", 'belief', 'false', 'end', "Charlotte -> Lily = blue_basket"),
("Charlotte thinks Lily thinks Emma thinks Lucas thinks the celery is in the green_envelope", 'belief', 'false', 'end', "gold blue_basket"),
]),
dict(style='narrative', label='sound', stated_answer='blue_basket',
response="""Let me trace where each person was at each move of the celery.

In the bedroom, Gracie moves the celery from the blue_box to the blue_drawer and leaves. Lily then moves it to the blue_basket while Emma, Charlotte and Lucas are all watching, and immediately leaves. Emma moves it once more, to the green_envelope, in front of Charlotte and Lucas, and then Emma leaves too.

The key question is what Charlotte believes about Lily. Charlotte watched Lily exit at line 7, right after the blue_basket move, so as far as Charlotte knows, Lily's last sight of the celery was in the blue_basket. Lily does return to the bedroom later (line 18), but Charlotte stays in the waiting_room and doesn't see that.

Inside Charlotte's model of Lily, everyone who was present at line 6, Emma included, saw the celery go into the blue_basket, and Lily has no reason to think anything changed. So each nested level collapses to the same place.

The answer is C. blue_basket.""",
claims=[
("Gracie moves the celery from the blue_box to the blue_drawer", 'event', 'true', 4, "line 4"),
("and leaves", 'event', 'true', 5, "line 5 Gracie exited"),
("Lily then moves it to the blue_basket", 'event', 'true', 6, "line 6"),
("while Emma, Charlotte and Lucas are all watching", 'presence', 'true', 6, "witnessed_by line 6"),
("and immediately leaves", 'event', 'true', 7, "line 7 Lily exited"),
("Emma moves it once more, to the green_envelope", 'event', 'true', 8, "line 8"),
("in front of Charlotte and Lucas", 'presence', 'true', 8, "witnessed_by line 8"),
("then Emma leaves too", 'event', 'true', 9, "line 9"),
("Charlotte watched Lily exit at line 7", 'presence', 'true', 7, "Charlotte in witnessed_by line 7"),
("as far as Charlotte knows, Lily's last sight of the celery was in the blue_basket", 'belief', 'true', 'end', "Charlotte -> Lily = blue_basket"),
("Lily does return to the bedroom later (line 18)", 'event', 'true', 18, "line 18"),
("Charlotte stays in the waiting_room", 'presence', 'true', 18, "Charlotte waiting_room at 18"),
("doesn't see that", 'presence', 'true', 18, "Charlotte not in witnessed_by line 18"),
("Inside Charlotte's model of Lily, everyone who was present at line 6, Emma included, saw the celery go into the blue_basket", 'belief', 'true', 'end', "Charlotte -> Lily -> Emma = blue_basket"),
("Lily has no reason to think anything changed", 'belief', 'uncheckable', None, "about reasons/motives, no determinate content"),
("each nested level collapses to the same place", 'belief', 'true', 'end', "Charlotte->Lily, ->Emma, ->Lucas all blue_basket"),
("The answer is C. blue_basket", 'belief', 'true', 'end', "answer"),
]),
dict(style='numbered', label='unsound', stated_answer='blue_basket',
response="""Let's think step by step.

1. The celery starts in the blue_box (line 3). Gracie moves it to the blue_drawer (line 4) and exits.
2. Lily moves the celery to the blue_basket (line 6). Present: Lily, Emma, Charlotte, Lucas.
3. Lily exits (line 7). Emma then moves it to the green_envelope (line 8), seen by Charlotte and Lucas. Lily misses this.
4. Charlotte leaves the bedroom at line 12, while Lucas is still there.
5. Even after she comes back to the bedroom at line 18, Lily still thinks Emma thinks Lucas thinks it's in the blue_basket.
6. Charlotte knows Lily left right after line 6, so in Charlotte's mind the whole chain Lily → Emma → Lucas points to the blue_basket.

The answer is [C. blue_basket].""",
claims=[
("The celery starts in the blue_box (line 3)", 'location', 'true', 3, "objects row 3"),
("Gracie moves it to the blue_drawer (line 4)", 'event', 'true', 4, "line 4"),
("and exits", 'event', 'true', 5, "line 5"),
("Lily moves the celery to the blue_basket (line 6)", 'event', 'true', 6, "line 6"),
("Present: Lily, Emma, Charlotte, Lucas", 'presence', 'true', 6, "witnessed_by line 6"),
("Lily exits (line 7)", 'event', 'true', 7, "line 7"),
("Emma then moves it to the green_envelope (line 8)", 'event', 'true', 8, "line 8"),
("seen by Charlotte and Lucas", 'presence', 'true', 8, "witnessed_by line 8"),
("Lily misses this", 'presence', 'true', 8, "Lily absent at line 8"),
("Charlotte leaves the bedroom at line 12", 'event', 'true', 12, "line 12"),
("while Lucas is still there", 'presence', 'true', 12, "Lucas bedroom at line 12"),
("she comes back to the bedroom at line 18", 'event', 'true', 18, "line 18 Lily entered the bedroom"),
("Lily still thinks Emma thinks Lucas thinks it's in the blue_basket", 'belief', 'false', 18, "PLANTED: Lily -> Emma -> Lucas = green_envelope from line 18"),
("Charlotte knows Lily left right after line 6", 'belief', 'true', 7, "Charlotte witnessed Lily's exit at line 7"),
("in Charlotte's mind the whole chain Lily → Emma → Lucas points to the blue_basket", 'belief', 'true', 'end', "Charlotte -> Lily -> Emma -> Lucas = blue_basket"),
("The answer is [C. blue_basket]", 'belief', 'true', 'end', "answer"),
]),
]
