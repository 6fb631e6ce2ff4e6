# Q2 s6816-19-o4: Amelia -> Elizabeth -> Logan -> Jack about eggplant, gold red_container
E = 'eggplant'
CH = 'Amelia -> Elizabeth -> Logan -> Jack'
RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="red_container",
response="""A. red_container

Explanation:
- The eggplant is in the red_container at the start (line 2), with all five people in the office.
- Elizabeth is the first to leave (line 4), and at that point the eggplant hasn't been moved.
- Amelia moves the eggplant to the blue_envelope at line 7, watched by Jack, Logan and Lucas.
- Since Elizabeth never saw that move, Elizabeth thinks Logan thinks Jack thinks it's still in the red_container.
- Amelia knows Elizabeth left before her move, so Amelia attributes that red_container chain to Elizabeth.
- The peach events and the claims in the waiting room are about the peach, not the eggplant.""",
claims=[
("The eggplant is in the red_container at the start (line 2)", "location", "true", 2, "line 2", ('O', E, 2, 'red_container')),
("with all five people in the office", "presence", "true", 2, "all in office", ('R', 'Lucas', 2, 'office')),
("Elizabeth is the first to leave (line 4)", "order", "true", 4, "first exit is line 4", ('L', 4, 'Elizabeth exited')),
("at that point the eggplant hasn't been moved", "location", "true", 4, "red_container at 4", ('O', E, 4, 'red_container')),
("Amelia moves the eggplant to the blue_envelope at line 7", "event", "true", 7, "line 7", ('L', 7, 'Amelia moved the eggplant to the blue_envelope')),
("watched by Jack, Logan and Lucas", "presence", "false", 7, "PLANTED: Lucas left at line 6; only Jack and Logan (and Amelia) saw it", ('W', ['Jack', 'Logan', 'Lucas'], 7)),
("Elizabeth never saw that move", "presence", "true", 7, "not in witnessed_by 7", ('NW', ['Elizabeth'], 7)),
("Elizabeth thinks Logan thinks Jack thinks it's still in the red_container", "belief", "true", "end", "Elizabeth -> Logan -> Jack", ('B', 'Elizabeth -> Logan -> Jack', 'end', 'red_container')),
("Amelia knows Elizabeth left before her move", "order", "true", 4, "Amelia witnessed line 4; 4 < 7", ('W', ['Amelia'], 4)),
("Amelia attributes that red_container chain to Elizabeth", "belief", "true", "end", "answer chain", ('B', CH, 'end', 'red_container')),
("The peach events and the claims in the waiting room are about the peach, not the eggplant", "communication", "true", 27, "lines 26-27 concern the peach", [('L', 26, 'peach'), ('L', 27, 'peach')]),
]),
dict(style="numbered", label="sound", stated_answer="red_container",
response="""Let's think step by step.

1. Start: eggplant in the red_container, all five in the office (lines 1–2).
2. Elizabeth leaves at line 4; nothing has been moved yet.
3. Lucas leaves at line 6.
4. Amelia moves the eggplant to the blue_envelope (line 7) in front of Jack and Logan, then exits (line 8).
5. Jack leaves at line 12 and Logan at line 15; the eggplant stays in the blue_envelope.
6. Everything in the dining_room concerns the peach, and the two statements at the end (lines 26–27) are also about the peach, so no eggplant belief changes.

Now the chain. Elizabeth's last view of the room had the eggplant in the red_container with Logan and Jack both present, so Elizabeth thinks Logan thinks Jack thinks red_container. Amelia was there when Elizabeth walked out, so she knows Elizabeth missed the move.

Therefore Amelia thinks Elizabeth thinks Logan thinks Jack thinks the eggplant is in the red_container.

\\boxed{red_container}""",
claims=[
("eggplant in the red_container", "location", "true", 2, "line 2", ("O", E, 2, "red_container"), "1. Start"),
("all five in the office (lines 1–2)", "presence", "true", 2, "all in office", ('R', 'Elizabeth', 2, 'office')),
("Elizabeth leaves at line 4", "event", "true", 4, "line 4", ('L', 4, 'Elizabeth exited')),
("nothing has been moved yet", "location", "true", 4, "red_container at 4", ('O', E, 4, 'red_container')),
("Lucas leaves at line 6", "event", "true", 6, "line 6", ('L', 6, 'Lucas exited')),
("Amelia moves the eggplant to the blue_envelope (line 7)", "event", "true", 7, "line 7", ('L', 7, 'blue_envelope')),
("in front of Jack and Logan", "presence", "true", 7, "witnessed by Jack, Logan", ('W', ['Jack', 'Logan'], 7)),
("then exits (line 8)", "event", "true", 8, "line 8", ('L', 8, 'Amelia exited')),
("Jack leaves at line 12", "event", "true", 12, "line 12", ('L', 12, 'Jack exited')),
("Logan at line 15", "event", "true", 15, "line 15", ('L', 15, 'Logan exited')),
("the eggplant stays in the blue_envelope", "location", "true", "end", "blue_envelope to the end", ('O', E, 'end', 'blue_envelope')),
("Everything in the dining_room concerns the peach", "event", "true", 23, "lines 18, 23 are peach events", [('L', 18, 'peach'), ('L', 23, 'peach')]),
("the two statements at the end (lines 26–27) are also about the peach", "communication", "true", 27, "lines 26, 27", [('L', 26, 'peach'), ('L', 27, 'peach')]),
("no eggplant belief changes", "communication", "true", 27, "eggplant beliefs same at 27 as at 25", [('B', 'Amelia', 27, 'blue_envelope'), ('B', 'Elizabeth', 27, 'red_container'), ('B', CH, 27, 'red_container')]),
("Elizabeth's last view of the room had the eggplant in the red_container", "belief", "true", 4, "Elizabeth believes red_container at 4", ('B', 'Elizabeth', 4, 'red_container')),
("with Logan and Jack both present", "presence", "true", 4, "Logan, Jack witnessed line 4", ('W', ['Logan', 'Jack'], 4)),
("Elizabeth thinks Logan thinks Jack thinks red_container", "belief", "true", "end", "Elizabeth -> Logan -> Jack", ('B', 'Elizabeth -> Logan -> Jack', 'end', 'red_container')),
("Amelia was there when Elizabeth walked out", "presence", "true", 4, "Amelia witnessed 4", ('W', ['Amelia'], 4)),
("she knows Elizabeth missed the move", "belief", "true", "end", "Amelia -> Elizabeth = red_container", ('B', 'Amelia -> Elizabeth', 'end', 'red_container')),
("Amelia thinks Elizabeth thinks Logan thinks Jack thinks the eggplant is in the red_container", "belief", "true", "end", "answer chain", ('B', CH, 'end', 'red_container')),
]),
dict(style="narrative", label="wrong", stated_answer="blue_envelope",
response="""Let me work through who saw what.

The eggplant starts in the red_container. Elizabeth and Lucas both leave before anything happens to it. Then Amelia moves it to the blue_envelope while Jack and Logan are still in the office, and the three of them all see that.

The question asks about Amelia's view of Elizabeth's view of Logan's view of Jack. Amelia is the one who moved the eggplant, and she knows Logan and Jack both watched her do it. Logan certainly thinks Jack knows about the blue_envelope, since they were both right there. Since Amelia's own knowledge is anchored on the blue_envelope, and Logan and Jack share that knowledge, the chain should resolve to the blue_envelope.

The later part of the story — the peach, Amelia's public claim about the blue_cupboard, Jack's private note — doesn't affect the eggplant.

The answer is D. blue_envelope.""",
claims=[
("The eggplant starts in the red_container", "location", "true", 2, "line 2", ('O', E, 2, 'red_container')),
("Elizabeth and Lucas both leave before anything happens to it", "order", "true", 6, "exits 4, 6 before move 7", ('O', E, 6, 'red_container')),
("Amelia moves it to the blue_envelope", "event", "true", 7, "line 7", ('L', 7, 'blue_envelope')),
("while Jack and Logan are still in the office", "presence", "true", 7, "rooms at 7", [('R', 'Jack', 7, 'office'), ('R', 'Logan', 7, 'office')]),
("the three of them all see that", "presence", "true", 7, "witnessed Amelia, Jack, Logan", ('W', ['Amelia', 'Jack', 'Logan'], 7)),
("Amelia is the one who moved the eggplant", "event", "true", 7, "line 7", ('L', 7, 'Amelia moved the eggplant')),
("she knows Logan and Jack both watched her do it", "belief", "true", "end", "Amelia -> Logan, Amelia -> Jack = blue_envelope", [('B', 'Amelia -> Logan', 'end', 'blue_envelope'), ('B', 'Amelia -> Jack', 'end', 'blue_envelope')]),
("Logan certainly thinks Jack knows about the blue_envelope", "belief", "true", "end", "Logan -> Jack = blue_envelope", ('B', 'Logan -> Jack', 'end', 'blue_envelope')),
("Amelia's own knowledge is anchored on the blue_envelope", "belief", "true", "end", "Amelia = blue_envelope", ('B', 'Amelia', 'end', 'blue_envelope')),
("the chain should resolve to the blue_envelope", "belief", "false", "end", "Amelia -> Elizabeth -> Logan -> Jack = red_container", ('B', CH, 'end', 'blue_envelope')),
("Amelia's public claim about the blue_cupboard", "communication", "true", 26, "line 26", ('L', 26, 'Amelia publicly claimed that peach is in the blue_cupboard')),
("Jack's private note", "communication", "true", 27, "line 27", ('L', 27, 'Jack privately told Amelia')),
("doesn't affect the eggplant", "communication", "true", 27, "eggplant chain unchanged", [('O', E, 27, 'blue_envelope'), ('B', CH, 27, 'red_container')]),
]),
dict(style="terse", label="unsupported", stated_answer="red_container",
response="""**A. red_container**""",
claims=[]),
dict(style="thinking", label="sound", stated_answer="red_container",
response="""<think>
The question: Amelia → Elizabeth → Logan → Jack about the eggplant.

Eggplant starts in red_container (line 2). Elizabeth leaves at 4. Lucas leaves at 6. Then Amelia moves eggplant to blue_envelope at 7 — Jack and Logan are in the room. Amelia leaves at 8, Jack at 12, Logan at 15.

Elizabeth's beliefs are frozen at line 4: eggplant in red_container, and she'd assume everyone else saw the same. So Elizabeth thinks Logan thinks Jack thinks red_container.

Does Amelia know that Elizabeth missed the move? Elizabeth left at 4 while Amelia was still in the office, so yes — Amelia saw her go before the move.

Then the dining_room: peach put in red_suitcase, Amelia moves the peach to green_container. Hmm, wait — is there any eggplant move there? No, only the peach. The claims at 26 and 27 are about the peach too (blue_cupboard, blue_basket).

So the answer stays red_container.
</think>

The answer is **A. red_container**. Elizabeth left before Amelia moved the eggplant, so in Amelia's model of Elizabeth, the whole chain still points to the red_container.""",
claims=[
("Eggplant starts in red_container (line 2)", "location", "true", 2, "line 2", ('O', E, 2, 'red_container')),
("Elizabeth leaves at 4", "event", "true", 4, "line 4", ('L', 4, 'Elizabeth exited')),
("Lucas leaves at 6", "event", "true", 6, "line 6", ('L', 6, 'Lucas exited')),
("Amelia moves eggplant to blue_envelope at 7", "event", "true", 7, "line 7", ('L', 7, 'blue_envelope')),
("Jack and Logan are in the room", "presence", "true", 7, "both in office at 7", ('W', ['Jack', 'Logan'], 7)),
("Amelia leaves at 8", "event", "true", 8, "line 8", ('L', 8, 'Amelia exited')),
("Jack at 12", "event", "true", 12, "line 12", ('L', 12, 'Jack exited')),
("Logan at 15", "event", "true", 15, "line 15", ('L', 15, 'Logan exited')),
("Elizabeth's beliefs are frozen at line 4: eggplant in red_container", "belief", "true", "end", "Elizabeth = red_container at end", ('B', 'Elizabeth', 'end', 'red_container')),
("Elizabeth thinks Logan thinks Jack thinks red_container", "belief", "true", "end", "Elizabeth -> Logan -> Jack", ('B', 'Elizabeth -> Logan -> Jack', 'end', 'red_container')),
("Elizabeth left at 4 while Amelia was still in the office", "presence", "true", 4, "Amelia in office at 4", ('R', 'Amelia', 4, 'office')),
("Amelia saw her go before the move", "presence", "true", 4, "Amelia witnessed 4", ('W', ['Amelia'], 4)),
("peach put in red_suitcase", "location", "true", 18, "line 18", ('O', 'peach', 18, 'red_suitcase')),
("Amelia moves the peach to green_container", "event", "true", 23, "line 23", ('L', 23, 'Amelia moved the peach to the green_container')),
("No, only the peach", "event", "true", 24, "no eggplant move in dining_room", ('O', E, 24, 'blue_envelope')),
("The claims at 26 and 27 are about the peach too (blue_cupboard, blue_basket)", "communication", "true", 27, "lines 26-27", [('L', 26, 'blue_cupboard'), ('L', 27, 'blue_basket')]),
("Elizabeth left before Amelia moved the eggplant", "order", "true", 4, "4 < 7", ('R', 'Elizabeth', 7, None)),
("in Amelia's model of Elizabeth, the whole chain still points to the red_container", "belief", "true", "end", "answer chain", ('B', CH, 'end', 'red_container')),
]),
]
