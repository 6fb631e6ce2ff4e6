# q14: s6814-22-o2  Ava -> Lily celery -> blue_bottle (L)
RECORDS = [
dict(style="terse", label="sound", stated_answer="blue_bottle",
response="""L. blue_bottle — Lily left before anyone moved it, and Ava's private message to her says blue_bottle too.""",
claims=[
("L. blue_bottle","belief","true","end","answer"),
("Lily left before anyone moved it","order","true",4,"exit 4 < first move 5"),
("Ava's private message to her says blue_bottle too","communication","true",16,"line 16"),
]),
dict(style="answer_first", label="unsound", stated_answer="blue_bottle",
response="""**Answer: L. blue_bottle**

Explanation:
- Lily saw the celery in the blue_bottle (line 2) and was the first to leave (line 4).
- Gracie, Aria and Jackson then moved it around (blue_container, green_envelope, red_envelope), and Ava finally put it back in the blue_bottle (line 12). Ava saw every one of these moves and knows Lily saw none of them.
- Jackson's public claim that it's in the green_envelope (line 15) doesn't sway Lily at all.
- Ava privately tells Lily it's in the blue_bottle (line 16), which matches what Ava already thinks Lily believes.""",
claims=[
("L. blue_bottle","belief","true","end","answer"),
("Lily saw the celery in the blue_bottle (line 2)","presence","true",2,"Lily witnessed 2"),
("was the first to leave (line 4)","order","true",4,"first exit"),
("Gracie, Aria and Jackson then moved it around (blue_container, green_envelope, red_envelope)","event","true",10,"lines 5, 7, 10"),
("Ava finally put it back in the blue_bottle (line 12)","event","true",12,"line 12"),
("Ava saw every one of these moves","presence","true",12,"Ava witnessed 5, 7, 10, 12"),
("knows Lily saw none of them","belief","true","end","Ava -> Lily=blue_bottle"),
("Jackson's public claim that it's in the green_envelope (line 15)","communication","true",15,"line 15"),
("doesn't sway Lily at all","communication","false",15,"PLANTED: Lily=green_envelope after 15 (she trusts Jackson)"),
("Ava privately tells Lily it's in the blue_bottle (line 16)","communication","true",16,"line 16"),
("which matches what Ava already thinks Lily believes","belief","true",15,"Ava -> Lily=blue_bottle at 15"),
]),
dict(style="numbered", label="unsound", stated_answer="blue_bottle",
response="""Let's think step by step.

1. Celery starts in the blue_bottle (line 2); all five see it.
2. Lily leaves at line 4 — before any move.
3. Gracie → blue_container (5), Aria → green_envelope (7). When Aria left (line 9), the celery was in the red_envelope.
4. Jackson → red_envelope (10); Ava → blue_bottle (12), with no one else watching.
5. Ava was present the whole time and saw Lily leave first, so Ava thinks Lily thinks blue_bottle.
6. In the waiting room Jackson claims green_envelope publicly; Ava then privately tells Lily blue_bottle. Ava's picture of Lily stays at blue_bottle.

The answer is [L. blue_bottle].""",
claims=[
("Celery starts in the blue_bottle (line 2)","location","true",2,"line 2"),
("all five see it","presence","true",2,"all witnessed 2"),
("Lily leaves at line 4","event","true",4,"line 4"),
("before any move","order","true",4,"4 < 5"),
("Gracie → blue_container (5)","event","true",5,"line 5"),
("Aria → green_envelope (7)","event","true",7,"line 7"),
("When Aria left (line 9), the celery was in the red_envelope","location","false",9,"PLANTED: celery=green_envelope at 9; red_envelope only from 10"),
("Jackson → red_envelope (10)","event","true",10,"line 10"),
("Ava → blue_bottle (12)","event","true",12,"line 12"),
("with no one else watching","presence","true",12,"only Ava witnessed 12"),
("Ava was present the whole time","presence","true",12,"Ava in crawlspace 1-12"),
("saw Lily leave first","presence","true",4,"Ava witnessed 4"),
("Ava thinks Lily thinks blue_bottle","belief","true","end","Ava -> Lily=blue_bottle"),
("Jackson claims green_envelope publicly","communication","true",15,"line 15"),
("Ava then privately tells Lily blue_bottle","communication","true",16,"line 16"),
("Ava's picture of Lily stays at blue_bottle","belief","true","end","Ava -> Lily=blue_bottle at 14-16"),
("The answer is [L. blue_bottle]","belief","true","end","answer"),
]),
dict(style="narrative", label="wrong", stated_answer="green_envelope",
response="""Ava knows Lily left first and missed everything, so at first Lily would think the celery is in the blue_bottle. But then Jackson announces the green_envelope in front of everyone, and Lily, who left before Jackson, would trust him. Ava heard the announcement too, so she'd figure Lily now believes the green_envelope.

The answer is O. green_envelope.""",
claims=[
("Lily left first","order","true",4,"first exit"),
("missed everything","presence","true",12,"Lily witnessed no move"),
("Jackson announces the green_envelope in front of everyone","communication","true",15,"line 15, all witnessed"),
("Lily, who left before Jackson, would trust him","communication","true",15,"Lily=green_envelope after 15"),
("Ava heard the announcement too","presence","true",15,"Ava witnessed 15"),
("she'd figure Lily now believes the green_envelope","belief","false",15,"Ava -> Lily=blue_bottle at 15"),
("The answer is O. green_envelope","belief","false","end","Ava -> Lily=blue_bottle"),
]),
dict(style="thinking", label="wrong", stated_answer="blue_container",
response="""<think>
Ava → Lily, celery.

Start: blue_bottle. Gracie moves it to the blue_container, then Lily leaves... wait, who leaves first? Line 4 is 'Lily exited', line 5 is Gracie's move. Hmm, Lily stayed for a minute at line 3 and then left at 4. Actually, Gracie's move is what Lily saw last — she was in the crawlspace when the celery went into the blue_container.

Aria → green_envelope, Jackson → red_envelope, Ava → blue_bottle. Ava saw all of it.

Waiting room: Jackson publicly says green_envelope, Ava privately tells Lily blue_bottle. From Ava's side, Lily's own observation would be the blue_container.
</think>

M. blue_container""",
claims=[
("Gracie moves it to the blue_container","event","true",5,"line 5"),
("Line 4 is 'Lily exited'","event","true",4,"line 4"),
("line 5 is Gracie's move","event","true",5,"line 5"),
("Lily stayed for a minute at line 3 and then left at 4","event","true",4,"lines 3-4"),
("Gracie's move is what Lily saw last","presence","false",5,"Lily had left at 4; not a witness of 5"),
("she was in the crawlspace when the celery went into the blue_container","presence","false",5,"Lily not in crawlspace at 5"),
("Aria → green_envelope","event","true",7,"line 7"),
("Jackson → red_envelope","event","true",10,"line 10"),
("Ava → blue_bottle","event","true",12,"line 12"),
("Ava saw all of it","presence","true",12,"Ava witnessed every move"),
("Jackson publicly says green_envelope","communication","true",15,"line 15"),
("Ava privately tells Lily blue_bottle","communication","true",16,"line 16"),
("From Ava's side, Lily's own observation would be the blue_container","belief","false","end","Ava -> Lily=blue_bottle"),
("M. blue_container","belief","false","end","answer wrong"),
]),
]
