# Q8 s6815-17-o2: Where does Aiden think Lily thinks the beans is?  gold red_crate
RECORDS = []

RECORDS.append(dict(style='answer_first', label='sound', stated_answer='red_crate', response=
"""**Answer: J. red_crate**

Explanation:
1. Lily watched the first two moves — Isabella's (red_suitcase → red_bottle, line 6) and Emily's (→ blue_box, line 8) — and then left the attic at line 11.
2. Aiden moved the beans to the green_container only after Lily was gone (line 13), so before the waiting_room, Aiden thinks Lily thinks blue_box.
3. In the waiting_room, Aiden publicly claimed the beans is in the red_crate (line 18). Lily left the attic before Aiden, so she trusts him, and Aiden, as the one making the claim, expects Lily to accept it.

Therefore, Aiden thinks Lily thinks the beans is in the red_crate.""",
claims=[
 ("Lily watched the first two moves", 'presence', 'true', 8, "Lily witnessed 6 and 8", ('w','Lily',True)),
 ("Isabella's (red_suitcase → red_bottle, line 6)", 'event', 'true', 6, "line 6"),
 ("Emily's (→ blue_box, line 8)", 'event', 'true', 8, "line 8"),
 ("then left the attic at line 11", 'event', 'true', 11, "line 11", ('r','Lily',None)),
 ("Aiden moved the beans to the green_container only after Lily was gone (line 13)", 'order', 'true', 13, "13 > 11"),
 ("before the waiting_room, Aiden thinks Lily thinks blue_box", 'belief', 'true', 16, "Aiden->Lily blue_box at 16", ('b','Aiden -> Lily','beans','blue_box')),
 ("Aiden publicly claimed the beans is in the red_crate (line 18)", 'communication', 'true', 18, "line 18"),
 ("Lily left the attic before Aiden", 'order', 'true', 14, "11 < 14"),
 ("she trusts him", 'communication', 'true', 18, "Lily red_crate at 18", ('b','Lily','beans','red_crate')),
 ("Aiden, as the one making the claim, expects Lily to accept it", 'belief', 'true', 18, "Aiden->Lily red_crate", ('b','Aiden -> Lily','beans','red_crate')),
 ("Aiden thinks Lily thinks the beans is in the red_crate", 'belief', 'true', 'end', "answer", ('b','Aiden -> Lily','beans','red_crate')),
]))

RECORDS.append(dict(style='numbered', label='unsupported', stated_answer='red_crate', response=
"""Let's think step by step.

1. We need Aiden's belief about Lily's belief regarding the beans.
2. This is a second-order belief question, so we look at the story from Aiden's perspective.
3. Taking everything in the story into account, Aiden thinks Lily thinks the beans is in the red_crate.

The answer is \\boxed{red_crate}.""",
claims=[
 ("Aiden thinks Lily thinks the beans is in the red_crate", 'belief', 'true', 'end', "answer restated", ('b','Aiden -> Lily','beans','red_crate')),
]))

RECORDS.append(dict(style='narrative', label='unsound', stated_answer='red_crate', response=
"""Let me trace where each person was.

All five enter the attic, and the beans start in the red_suitcase. Isabella moves them to the red_bottle and leaves; Emily then moves them to the blue_box and leaves. Lily sits for a minute and then exits — at the moment she left, the beans were in the red_bottle. Aiden stays behind with Emma and moves the beans into the green_container, which Lily never sees.

So going into the waiting_room, Aiden knows Lily's information is out of date.

Then Aiden publicly claims the beans are in the red_crate. That's false — he knows they're in the green_container — but what matters is how Aiden models Lily. Lily left the attic before him, so she'd take his word for it, and Aiden, having just told everyone, assumes she now believes the red_crate.

Emma's private message to Isabella doesn't involve Lily or Aiden.

The answer is J. red_crate.""",
claims=[
 ("All five enter the attic", 'event', 'true', 2, "line 2"),
 ("the beans start in the red_suitcase", 'location', 'true', 4, "line 4", ('o','beans','red_suitcase')),
 ("Isabella moves them to the red_bottle", 'event', 'true', 6, "line 6"),
 ("and leaves", 'event', 'true', 7, "line 7"),
 ("Emily then moves them to the blue_box", 'event', 'true', 8, "line 8"),
 ("and leaves", 'event', 'true', 9, "line 9"),
 ("Lily sits for a minute", 'event', 'true', 10, "line 10"),
 ("then exits", 'event', 'true', 11, "line 11"),
 ("at the moment she left, the beans were in the red_bottle", 'location', 'false', 11, "PLANTED: beans were in the blue_box at 11", ('o','beans','red_bottle')),
 ("Aiden stays behind with Emma", 'presence', 'true', 11, "Aiden, Emma in attic", ('r','Emma','attic')),
 ("moves the beans into the green_container", 'event', 'true', 13, "line 13"),
 ("which Lily never sees", 'presence', 'true', 13, "Lily not witness 13", ('w','Lily',False)),
 ("Aiden knows Lily's information is out of date", 'belief', 'true', 17, "Aiden->Lily blue_box vs actual green_container", ('b','Aiden -> Lily','beans','blue_box')),
 ("Aiden publicly claims the beans are in the red_crate", 'communication', 'true', 18, "line 18"),
 ("That's false", 'location', 'true', 18, "beans in green_container", ('o','beans','green_container')),
 ("he knows they're in the green_container", 'belief', 'true', 18, "Aiden green_container", ('b','Aiden','beans','green_container')),
 ("Lily left the attic before him", 'order', 'true', 14, "11 < 14"),
 ("she'd take his word for it", 'communication', 'true', 18, "Lily red_crate", ('b','Lily','beans','red_crate')),
 ("Aiden, having just told everyone, assumes she now believes the red_crate", 'belief', 'true', 18, "Aiden->Lily red_crate", ('b','Aiden -> Lily','beans','red_crate')),
 ("Emma's private message to Isabella doesn't involve Lily or Aiden", 'presence', 'true', 20, "witnessed_by 20 = Emma, Isabella", ('w','Lily',False)),
]))

RECORDS.append(dict(style='terse', label='sound', stated_answer='red_crate', response=
"""red_crate, because Aiden publicly claimed it and Lily, who left before him, trusts him.""",
claims=[
 ("Aiden publicly claimed it", 'communication', 'true', 18, "line 18"),
 ("Lily, who left before him", 'order', 'true', 14, "11 < 14"),
 ("trusts him", 'communication', 'true', 18, "Lily red_crate", ('b','Lily','beans','red_crate')),
]))

RECORDS.append(dict(style='thinking', label='wrong', stated_answer='blue_box', response=
"""<think>
Aiden → Lily → beans.

Attic: beans in red_suitcase (4). Isabella moves to red_bottle (6), exits. Emily moves to blue_box (8), exits. Lily exits at 11. Aiden moves the beans to green_container (13) — Lily is gone by then. So Lily believes blue_box, and Aiden knows Lily believes blue_box since he saw her leave after Emily's move.

Waiting room: Aiden publicly claimed red_crate. Hmm. That's a lie; Aiden knows it's in the green_container. Does this change what Aiden thinks Lily thinks? Lily might believe it... but Aiden's own knowledge of what Lily saw doesn't change — a claim is just words, and Aiden knows Lily's real observation was the blue_box.

Emma telling Isabella about green_container — irrelevant for Aiden/Lily.

So blue_box.
</think>

I. blue_box

Aiden saw Lily leave the attic after Emily put the beans in the blue_box, and his own red_crate claim doesn't change his model of what Lily saw.""",
claims=[
 ("beans in red_suitcase (4)", 'location', 'true', 4, "line 4", ('o','beans','red_suitcase')),
 ("Isabella moves to red_bottle (6)", 'event', 'true', 6, "line 6"),
 ("exits", 'event', 'true', 7, "line 7"),
 ("Emily moves to blue_box (8)", 'event', 'true', 8, "line 8"),
 ("exits", 'event', 'true', 9, "line 9"),
 ("Lily exits at 11", 'event', 'true', 11, "line 11"),
 ("Aiden moves the beans to green_container (13)", 'event', 'true', 13, "line 13"),
 ("Lily is gone by then", 'presence', 'true', 13, "Lily not in attic at 13", ('r','Lily',None)),
 ("Lily believes blue_box", 'belief', 'true', 16, "narrated moment before waiting_room; Lily blue_box at 16", ('b','Lily','beans','blue_box')),
 ("Aiden knows Lily believes blue_box", 'belief', 'true', 16, "Aiden->Lily blue_box at 16", ('b','Aiden -> Lily','beans','blue_box')),
 ("he saw her leave after Emily's move", 'order', 'true', 11, "Aiden witnessed 11; 11 > 8"),
 ("Aiden publicly claimed red_crate", 'communication', 'true', 18, "line 18"),
 ("That's a lie", 'communication', 'true', 18, "Aiden believes green_container", ('b','Aiden','beans','green_container')),
 ("Aiden knows it's in the green_container", 'belief', 'true', 'end', "Aiden green_container", ('b','Aiden','beans','green_container')),
 ("Aiden's own knowledge of what Lily saw doesn't change", 'communication', 'false', 18, "Aiden->Lily becomes red_crate at 18", ('b','Aiden -> Lily','beans','blue_box')),
 ("Aiden knows Lily's real observation was the blue_box", 'presence', 'true', 11, "Lily last saw blue_box; Aiden witnessed her exit"),
 ("Emma telling Isabella about green_container", 'communication', 'true', 20, "line 20"),
 ("Aiden saw Lily leave the attic after Emily put the beans in the blue_box", 'order', 'true', 11, "Aiden witnessed 11; 8 < 11"),
 ("his own red_crate claim doesn't change his model of what Lily saw", 'communication', 'false', 18, "Aiden->Lily red_crate after 18", ('b','Aiden -> Lily','beans','blue_box')),
]))
