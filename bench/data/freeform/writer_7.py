# writer_7.py -- hand-written blind test set for golds_7.jsonl
# Every response below is written by hand for its particular story.
import json, os, re, collections

HERE = os.path.dirname(os.path.abspath(__file__))
ITEMS = [json.loads(l) for l in open(os.path.join(HERE, 'golds_7.jsonl'))]
BYID = {d['id']: d for d in ITEMS}

RESPONSES = []

def C(text, kind, verdict, time, note, chk=None, ans=False, occ=0):
    return dict(text=text, kind=kind, verdict=verdict, time=time, note=note, chk=chk, ans=ans, occ=occ)

def R(item, style, label, stated, response, claims):
    RESPONSES.append(dict(item=item, style=style, label=label, stated=stated, response=response, claims=claims))

# ---------------- Q0 s6807-15-o0 : where is the celery really? red_box
R(0, 'answer_first', 'sound', 'red_box',
"""G. red_box

The celery went on quite a trip. Jacob moved it to the red_envelope, then Logan put it in the blue_drawer, and finally Isabella moved it back to the red_box at step 13, when she was alone in the garden. The private messages at the end of the story are about the orange, so they have nothing to do with where the celery is.""",
[C("G. red_box", "location", "true", "end", "celery ends in red_box", "L:celery@end=red_box", ans=True),
 C("Jacob moved it to the red_envelope", "event", "true", 5, "line 5", "E:5~Jacob moved the celery to the red_envelope"),
 C("Logan put it in the blue_drawer", "event", "true", 8, "line 8", "E:8~Logan moved the celery to the blue_drawer"),
 C("Isabella moved it back to the red_box at step 13", "event", "true", 13, "line 13", "E:13~Isabella moved the celery to the red_box"),
 C("she was alone in the garden", "presence", "true", 13, "only Isabella witnesses line 13", "SEEN:13=Isabella"),
 C("The private messages at the end of the story are about the orange", "communication", "true", 27, "lines 26-27 concern the orange", "E:26~orange & E:27~orange"),
])

R(0, 'numbered', 'unsound', 'red_box',
"""1. Line 2: the celery is in the red_box.
2. Amelia leaves, and Jacob moves the celery to the red_envelope.
3. Jacob leaves. Logan moves it to the blue_drawer while only Isabella is watching.
4. Logan and Emily are both gone by line 13, so Isabella moves it back to the red_box unseen.
5. Nothing touches the celery after that.

Final location: red_box""",
[C("Line 2: the celery is in the red_box", "location", "true", 2, "", "L:celery@2=red_box"),
 C("Jacob moves the celery to the red_envelope", "event", "true", 5, "", "E:5~Jacob moved the celery to the red_envelope"),
 C("Logan moves it to the blue_drawer", "event", "true", 8, "", "E:8~Logan moved the celery to the blue_drawer"),
 C("while only Isabella is watching", "presence", "false", 8, "Emily was also in the garden at line 8", "SEEN:8=Isabella,Logan"),
 C("Logan and Emily are both gone by line 13", "presence", "true", 13, "Logan left at 10, Emily at 12", "R:Logan@13=None & R:Emily@13=None"),
 C("Isabella moves it back to the red_box", "event", "true", 13, "", "E:13~Isabella moved the celery to the red_box"),
 C("unseen", "presence", "true", 13, "nobody else present", "SEEN:13=Isabella"),
 C("Nothing touches the celery after that", "event", "true", 14, "no later celery move", "NOMOVE:celery@13-end"),
 C("Final location: red_box", "location", "true", "end", "", "L:celery@end=red_box", ans=True),
])

R(0, 'narrative', 'wrong', 'blue_drawer',
"""The celery starts off in the red_box in the garden. Once Amelia is gone, Jacob shifts it into the red_envelope, and a little later Logan moves it again, this time into the blue_drawer. After that nobody touches it: the others simply file out of the garden and the rest of the story is about an orange in the playroom. So the celery is really in the blue_drawer.""",
[C("The celery starts off in the red_box", "location", "true", 2, "", "L:celery@2=red_box"),
 C("Once Amelia is gone", "presence", "true", 5, "Amelia left at line 4", "R:Amelia@5=None"),
 C("Jacob shifts it into the red_envelope", "event", "true", 5, "", "E:5~Jacob moved the celery to the red_envelope"),
 C("Logan moves it again, this time into the blue_drawer", "event", "true", 8, "", "E:8~Logan moved the celery to the blue_drawer"),
 C("After that nobody touches it", "event", "false", 13, "Isabella moved it to the red_box at 13", "NOMOVE:celery@8-end"),
 C("the celery is really in the blue_drawer", "location", "false", "end", "it is in the red_box", "L:celery@end=blue_drawer", ans=True),
])

R(0, 'terse', 'unsupported', 'red_box',
"""red_box.""",
[C("red_box", "location", "true", "end", "answer only", "L:celery@end=red_box", ans=True)])

R(0, 'thinking', 'sound', 'red_box',
"""<think>
Only the celery matters. Line 2: red_box. Line 5: Jacob -> red_envelope. Line 8: Logan -> blue_drawer. Then Logan and Emily leave... line 13: Isabella moves it to the red_box. Wait, is that the celery or the orange? It says celery. OK.
The orange part (lines 17-27) is a distraction, and the private tells are only about the orange. Logan telling Amelia "red_cupboard" even contradicts Logan's own move of the orange to the blue_crate, but that's irrelevant here.
</think>

The celery is really in the red_box (G).""",
[C("Line 2: red_box", "location", "true", 2, "", "L:celery@2=red_box"),
 C("Line 5: Jacob -> red_envelope", "event", "true", 5, "", "E:5~Jacob moved the celery to the red_envelope"),
 C("Line 8: Logan -> blue_drawer", "event", "true", 8, "", "E:8~Logan moved the celery to the blue_drawer"),
 C("Logan and Emily leave", "event", "true", 12, "lines 10 and 12", "E:10~Logan exited the garden & E:12~Emily exited the garden"),
 C("line 13: Isabella moves it to the red_box", "event", "true", 13, "", "E:13~Isabella moved the celery to the red_box"),
 C("the private tells are only about the orange", "communication", "true", 27, "", "E:26~orange & E:27~orange"),
 C("Logan's own move of the orange to the blue_crate", "event", "true", 21, "", "E:21~Logan moved the orange to the blue_crate"),
 C("The celery is really in the red_box (G)", "location", "true", "end", "", "L:celery@end=red_box", ans=True),
])

# ---------------- Q1 s6807-23-o3 : Jack -> Jacob -> Hannah, peach : green_bathtub
R(1, 'numbered', 'sound', 'green_bathtub',
"""1. The peach starts in the red_crate (line 2) while all five are on the patio.
2. Chloe (line 4) and Ella (line 6) leave before anything is moved.
3. At line 7 Jack moves the peach to the green_bathtub with Hannah and Jacob still in the room.
4. Nothing else happens to the peach afterward; Jack, Hannah and Jacob just leave one at a time.
5. Jack saw Jacob watch the move, and Jacob saw Hannah watch it, so Jack thinks Jacob thinks Hannah thinks it is in the green_bathtub.

Answer: H. green_bathtub""",
[C("The peach starts in the red_crate (line 2)", "location", "true", 2, "", "L:peach@2=red_crate"),
 C("all five are on the patio", "presence", "true", 2, "", "SEEN:2=Chloe,Ella,Hannah,Jack,Jacob"),
 C("Chloe (line 4) and Ella (line 6) leave before anything is moved", "order", "true", 6, "exits at 4 and 6, first move at 7", "E:4~Chloe exited & E:6~Ella exited & NOMOVE:peach@2-6"),
 C("At line 7 Jack moves the peach to the green_bathtub", "event", "true", 7, "", "E:7~Jack moved the peach to the green_bathtub"),
 C("with Hannah and Jacob still in the room", "presence", "true", 7, "", "R:Hannah@7=patio & R:Jacob@7=patio"),
 C("Nothing else happens to the peach afterward", "event", "true", 14, "", "NOMOVE:peach@7-end"),
 C("Jack saw Jacob watch the move", "presence", "true", 7, "both witness line 7", "W:Jack@7 & W:Jacob@7"),
 C("Jacob saw Hannah watch it", "presence", "true", 7, "", "W:Jacob@7 & W:Hannah@7"),
 C("Jack thinks Jacob thinks Hannah thinks it is in the green_bathtub", "belief", "true", "end", "", "B:Jack>Jacob>Hannah@end=green_bathtub", ans=True),
])

R(1, 'narrative', 'unsound', 'green_bathtub',
"""Everyone starts out on the patio, where the peach is sitting in the red_crate. Chloe wanders off first. Ella was still in the patio when Jack picked up the peach and dropped it into the green_bathtub, and Hannah and Jacob watched him do it. Jack left right after, then Hannah, and Jacob was the last one out. Because Jack saw both of them witness the move, and nobody moved the peach again, Jack would assume that Jacob assumes Hannah believes the peach is in the green_bathtub.""",
[C("the peach is sitting in the red_crate", "location", "true", 2, "", "L:peach@2=red_crate"),
 C("Chloe wanders off first", "order", "true", 4, "Chloe is the first to exit", "E:4~Chloe exited the patio"),
 C("Ella was still in the patio when Jack picked up the peach", "presence", "false", 7, "Ella left at line 6", "R:Ella@7=patio"),
 C("dropped it into the green_bathtub", "event", "true", 7, "", "E:7~Jack moved the peach to the green_bathtub"),
 C("Hannah and Jacob watched him do it", "presence", "true", 7, "", "W:Hannah@7 & W:Jacob@7"),
 C("Jack left right after", "order", "true", 8, "", "E:8~Jack exited the patio"),
 C("then Hannah", "order", "true", 10, "", "X:Jack<Hannah@patio"),
 C("Jacob was the last one out", "order", "true", 12, "", "X:Hannah<Jacob@patio"),
 C("nobody moved the peach again", "event", "true", 14, "", "NOMOVE:peach@7-end"),
 C("Jack would assume that Jacob assumes Hannah believes the peach is in the green_bathtub", "belief", "true", "end", "", "B:Jack>Jacob>Hannah@end=green_bathtub", ans=True),
])

R(1, 'terse', 'wrong', 'red_crate',
"""red_crate - Hannah never saw the peach get moved.""",
[C("red_crate", "belief", "false", "end", "the chain ends at green_bathtub", "B:Jack>Jacob>Hannah@end=red_crate", ans=True),
 C("Hannah never saw the peach get moved", "presence", "false", 7, "Hannah witnessed line 7", "W!:Hannah@7"),
])

R(1, 'thinking', 'sound', 'green_bathtub',
"""<think>
Chain: Jack -> Jacob -> Hannah, object: peach.
Peach in red_crate at 2. Chloe leaves at 4, Ella at 6. Jack moves peach to green_bathtub at 7 - who's there? Jack, Hannah, Jacob. So Hannah saw it, Jacob saw it, and each saw the others seeing it.
Does a later move happen behind someone's back? Jack exits 8, Hannah 10, Jacob 12 - no more moves. No public or private claims in this story either.
So every level of the chain ends at green_bathtub.
</think>
Jack thinks Jacob thinks Hannah thinks the peach is in the green_bathtub.""",
[C("Peach in red_crate at 2", "location", "true", 2, "", "L:peach@2=red_crate"),
 C("Chloe leaves at 4, Ella at 6", "event", "true", 6, "", "E:4~Chloe exited & E:6~Ella exited"),
 C("Jack moves peach to green_bathtub at 7", "event", "true", 7, "", "E:7~Jack moved the peach to the green_bathtub"),
 C("Jack, Hannah, Jacob", "presence", "true", 7, "witnesses of line 7", "SEEN:7=Hannah,Jack,Jacob"),
 C("Jack exits 8, Hannah 10, Jacob 12", "event", "true", 12, "", "E:8~Jack exited & E:10~Hannah exited & E:12~Jacob exited"),
 C("no more moves", "event", "true", 14, "", "NOMOVE:peach@8-end"),
 C("No public or private claims in this story either", "communication", "true", "end", "", "NOCOMM"),
 C("Jack thinks Jacob thinks Hannah thinks the peach is in the green_bathtub", "belief", "true", "end", "", "B:Jack>Jacob>Hannah@end=green_bathtub", ans=True),
])

R(1, 'answer_first', 'unsound', 'green_bathtub',
"""Answer: green_bathtub.
Jack moved the peach there himself while Hannah and Jacob looked on, and nobody touched it afterwards. Jacob thinks Jack thinks it's in the red_crate, but that doesn't matter here, because the question goes through Jacob's view of Hannah, and Jacob watched Hannah see the move.""",
[C("Answer: green_bathtub", "belief", "true", "end", "", "B:Jack>Jacob>Hannah@end=green_bathtub", ans=True),
 C("Jack moved the peach there himself", "event", "true", 7, "", "E:7~Jack moved the peach to the green_bathtub"),
 C("while Hannah and Jacob looked on", "presence", "true", 7, "", "W:Hannah@7 & W:Jacob@7"),
 C("nobody touched it afterwards", "event", "true", 14, "", "NOMOVE:peach@7-end"),
 C("Jacob thinks Jack thinks it's in the red_crate", "belief", "false", "end", "Jacob -> Jack is green_bathtub", "B:Jacob>Jack@end=red_crate"),
 C("Jacob watched Hannah see the move", "presence", "true", 7, "", "W:Jacob@7 & W:Hannah@7"),
])

# ---------------- Q2 s6807-20-o0 : sweet_potato really : green_pantry
R(2, 'narrative', 'sound', 'green_pantry',
"""The sweet potato begins in the red_suitcase, and Emma almost immediately moves it into the green_box while the whole group is still in the garden. Emma, Alexander and Elizabeth then leave one after another. With only Jayden and Lily left, Jayden moves the sweet potato to the green_pantry. Jayden and Lily leave without touching it again, so it is really in the green_pantry - H.""",
[C("The sweet potato begins in the red_suitcase", "location", "true", 3, "", "L:sweet_potato@3=red_suitcase"),
 C("Emma almost immediately moves it into the green_box", "event", "true", 4, "", "E:4~Emma moved the sweet_potato to the green_box"),
 C("while the whole group is still in the garden", "presence", "true", 4, "", "SEEN:4=Alexander,Elizabeth,Emma,Jayden,Lily"),
 C("Emma, Alexander and Elizabeth then leave one after another", "order", "true", 9, "exits 5, 7, 9", "X:Emma<Alexander@garden & X:Alexander<Elizabeth@garden"),
 C("With only Jayden and Lily left", "presence", "true", 10, "", "SEEN:10=Jayden,Lily"),
 C("Jayden moves the sweet potato to the green_pantry", "event", "true", 10, "", "E:10~Jayden moved the sweet_potato to the green_pantry"),
 C("Jayden and Lily leave without touching it again", "event", "true", 13, "", "NOMOVE:sweet_potato@10-end"),
 C("it is really in the green_pantry", "location", "true", "end", "", "L:sweet_potato@end=green_pantry", ans=True),
])

R(2, 'terse', 'wrong', 'green_box',
"""green_box, where Emma put it.""",
[C("green_box", "location", "false", "end", "Jayden later moved it to the green_pantry", "L:sweet_potato@end=green_box", ans=True),
 C("where Emma put it", "event", "true", 4, "Emma did move it to the green_box", "E:4~Emma moved the sweet_potato to the green_box"),
])

R(2, 'thinking', 'unsound', 'green_pantry',
"""<think>
Sweet potato: red_suitcase (3) -> green_box (4, Alexander). Then people leave: Emma, Alexander, Elizabeth. Jayden moves it to green_pantry at 10 - after Lily had already left? Let me check... Lily exits at 13, so she was there. Doesn't matter for the real location anyway.
Nothing after 10 moves it. "Lily lost his gloves" is noise.
</think>
It's really in the green_pantry.""",
[C("red_suitcase (3)", "location", "true", 3, "", "L:sweet_potato@3=red_suitcase"),
 C("green_box (4, Alexander)", "event", "false", 4, "Emma, not Alexander, made the move at line 4", "E:4~Alexander moved"),
 C("Then people leave: Emma, Alexander, Elizabeth", "order", "true", 9, "", "X:Emma<Alexander@garden & X:Alexander<Elizabeth@garden"),
 C("Jayden moves it to green_pantry at 10", "event", "true", 10, "", "E:10~Jayden moved the sweet_potato to the green_pantry"),
 C("Lily exits at 13", "event", "true", 13, "", "E:13~Lily exited the garden"),
 C("she was there", "presence", "true", 10, "", "R:Lily@10=garden"),
 C("Nothing after 10 moves it", "event", "true", 14, "", "NOMOVE:sweet_potato@10-end"),
 C("It's really in the green_pantry", "location", "true", "end", "", "L:sweet_potato@end=green_pantry", ans=True),
])

R(2, 'answer_first', 'sound', 'green_pantry',
"""H. green_pantry

Jayden was the last person to move it (line 10), and he did it with only Lily watching.""",
[C("H. green_pantry", "location", "true", "end", "", "L:sweet_potato@end=green_pantry", ans=True),
 C("Jayden was the last person to move it (line 10)", "event", "true", 10, "", "E:10~Jayden moved the sweet_potato & NOMOVE:sweet_potato@10-end"),
 C("he did it with only Lily watching", "presence", "true", 10, "", "SEEN:10=Jayden,Lily"),
])

R(2, 'numbered', 'unsupported', 'green_pantry',
"""1. The question asks for the real location, not for anyone's belief.
2. The real location is wherever the last move left it.
3. Answer: green_pantry""",
[C("Answer: green_pantry", "location", "true", "end", "answer only; other lines are method", "L:sweet_potato@end=green_pantry", ans=True)])

# ---------------- Q3 s6807-0-o0 : lettuce really : blue_bathtub
R(3, 'terse', 'sound', 'blue_bathtub',
"""blue_bathtub - Lily moved it there after Isabella left.""",
[C("blue_bathtub", "location", "true", "end", "", "L:lettuce@end=blue_bathtub", ans=True),
 C("Lily moved it there", "event", "true", 6, "", "E:6~Lily moved the lettuce to the blue_bathtub"),
 C("after Isabella left", "order", "true", 6, "Isabella exited at 5", "E:5~Isabella exited & ORD:5<6"),
])

R(3, 'thinking', 'wrong', 'blue_drawer',
"""<think>
The lettuce is first in the green_basket. Isabella moves it to the blue_drawer at step 4. Then Isabella leaves, and Lily moves it at 6 - to the blue_bathtub. Isabella wasn't there for that, so she still believes blue_drawer. The question asks where it really is though... Isabella "likes the blue_bathtub" at 9, which doesn't move anything.
Hmm, I keep going back and forth between the two. Isabella is the one who deliberately put it away, so I'll go with her container.
</think>
blue_drawer""",
[C("The lettuce is first in the green_basket", "location", "true", 3, "", "L:lettuce@3=green_basket"),
 C("Isabella moves it to the blue_drawer at step 4", "event", "true", 4, "", "E:4~Isabella moved the lettuce to the blue_drawer"),
 C("Lily moves it at 6 - to the blue_bathtub", "event", "true", 6, "", "E:6~Lily moved the lettuce to the blue_bathtub"),
 C("Isabella wasn't there for that", "presence", "true", 6, "", "W!:Isabella@6"),
 C("she still believes blue_drawer", "belief", "true", 6, "", "B:Isabella@6=blue_drawer"),
 C("Isabella \"likes the blue_bathtub\" at 9, which doesn't move anything", "event", "true", 9, "", "E:9~Isabella likes the blue_bathtub & NOMOVE:lettuce@8-9"),
 C("blue_drawer", "location", "false", "end", "final answer; the lettuce is in the blue_bathtub", "L:lettuce@end=blue_drawer", ans=True, occ=-1),
])

R(3, 'answer_first', 'unsound', 'blue_bathtub',
"""The lettuce is really in the blue_bathtub (C).

It was moved twice: Isabella put it in the blue_drawer, and then, after Isabella had gone, Lily moved it into the blue_bathtub while Aiden, Elizabeth and Olivia were watching. Of those three, Elizabeth was the first to leave, but nobody moved the lettuce again before everyone ended up in the waiting_room.""",
[C("The lettuce is really in the blue_bathtub (C)", "location", "true", "end", "", "L:lettuce@end=blue_bathtub", ans=True),
 C("It was moved twice", "event", "true", "end", "moves at 4 and 6", "NMOVES:lettuce=2"),
 C("Isabella put it in the blue_drawer", "event", "true", 4, "", "E:4~Isabella moved the lettuce to the blue_drawer"),
 C("after Isabella had gone", "presence", "true", 6, "", "R:Isabella@6=None"),
 C("Lily moved it into the blue_bathtub", "event", "true", 6, "", "E:6~Lily moved the lettuce to the blue_bathtub"),
 C("while Aiden, Elizabeth and Olivia were watching", "presence", "true", 6, "", "SEEN:6=Aiden,Elizabeth,Lily,Olivia"),
 C("Of those three, Elizabeth was the first to leave", "order", "false", 10, "Aiden left first (10), Elizabeth at 12", "X:Elizabeth<Aiden@crawlspace"),
 C("nobody moved the lettuce again", "event", "true", 15, "", "NOMOVE:lettuce@6-end"),
])

R(3, 'numbered', 'sound', 'blue_bathtub',
"""1. Line 3: lettuce in the green_basket.
2. Line 4: Isabella -> blue_drawer.
3. Line 6: Lily -> blue_bathtub.
4. Lines 7-15: only exits, waiting and a preference (Isabella likes the blue_bathtub) - no more moves.

Real location: blue_bathtub.""",
[C("Line 3: lettuce in the green_basket", "location", "true", 3, "", "L:lettuce@3=green_basket"),
 C("Line 4: Isabella -> blue_drawer", "event", "true", 4, "", "E:4~Isabella moved the lettuce to the blue_drawer"),
 C("Line 6: Lily -> blue_bathtub", "event", "true", 6, "", "E:6~Lily moved the lettuce to the blue_bathtub"),
 C("Isabella likes the blue_bathtub", "event", "true", 9, "", "E:9~Isabella likes the blue_bathtub"),
 C("no more moves", "event", "true", 15, "", "NOMOVE:lettuce@7-end"),
 C("Real location: blue_bathtub", "location", "true", "end", "", "L:lettuce@end=blue_bathtub", ans=True),
])

R(3, 'narrative', 'unsupported', 'blue_bathtub',
"""Whatever the characters happen to believe, the question is only about the actual location, and at the end of the story the lettuce is in the blue_bathtub.""",
[C("at the end of the story the lettuce is in the blue_bathtub", "location", "true", "end", "answer only", "L:lettuce@end=blue_bathtub", ans=True)])

# ---------------- Q4 s6807-11-o1 : Alexander really thinks green_pepper : blue_bottle
R(4, 'thinking', 'sound', 'blue_bottle',
"""<think>
Alexander's belief = the last thing he saw. He's there for line 2 (green_pepper in blue_bottle), then leaves at line 4. The moves - red_envelope (Abigail), blue_container (Carter), back to blue_bottle (Mia) - all happen after he's gone. Nobody tells him anything about the green_pepper; his own public claim and Carter's message to Gracie are about the spinach.
So he still thinks blue_bottle. Funny, it's actually there too, but he doesn't know that.
</think>
B. blue_bottle""",
[C("He's there for line 2", "presence", "true", 2, "", "R:Alexander@2=patio"),
 C("green_pepper in blue_bottle", "location", "true", 2, "", "L:green_pepper@2=blue_bottle"),
 C("then leaves at line 4", "event", "true", 4, "", "E:4~Alexander exited the patio"),
 C("red_envelope (Abigail)", "event", "true", 7, "", "E:7~Abigail moved the green_pepper to the red_envelope"),
 C("blue_container (Carter)", "event", "true", 10, "", "E:10~Carter moved the green_pepper to the blue_container"),
 C("back to blue_bottle (Mia)", "event", "true", 12, "", "E:12~Mia moved the green_pepper to the blue_bottle"),
 C("all happen after he's gone", "presence", "true", 12, "Alexander absent at 7, 10, 12", "W!:Alexander@7 & W!:Alexander@10 & W!:Alexander@12"),
 C("Nobody tells him anything about the green_pepper", "communication", "true", "end", "", "NOCOMMOBJ:green_pepper"),
 C("his own public claim and Carter's message to Gracie are about the spinach", "communication", "true", 26, "", "E:25~Alexander publicly claimed that spinach & E:26~Carter privately told Gracie that the spinach"),
 C("he still thinks blue_bottle", "belief", "true", "end", "", "B:Alexander@end=blue_bottle", ans=True),
 C("it's actually there too", "location", "true", "end", "", "L:green_pepper@end=blue_bottle"),
 C("B. blue_bottle", "belief", "true", "end", "", "B:Alexander@end=blue_bottle", ans=True),
])

R(4, 'answer_first', 'unsound', 'blue_bottle',
"""blue_bottle. Alexander walked out at line 4, before Abigail moved it to the red_envelope, and he never came back to the patio. Later Carter privately told Alexander that the spinach was in the red_bottle, but that's a different vegetable and doesn't affect the green_pepper.""",
[C("blue_bottle", "belief", "true", "end", "", "B:Alexander@end=blue_bottle", ans=True),
 C("Alexander walked out at line 4", "event", "true", 4, "", "E:4~Alexander exited the patio"),
 C("before Abigail moved it to the red_envelope", "order", "true", 7, "", "ORD:4<7 & E:7~Abigail moved the green_pepper to the red_envelope"),
 C("he never came back to the patio", "presence", "true", "end", "", "NEVERIN:Alexander@patio@5-end"),
 C("Carter privately told Alexander that the spinach was in the red_bottle", "communication", "false", 26, "Carter told Gracie, not Alexander", "E?:Carter privately told Alexander"),
])

R(4, 'numbered', 'wrong', 'blue_container',
"""1. The green_pepper starts in the blue_bottle.
2. Abigail moves it to the red_envelope; Carter then moves it to the blue_container.
3. Later Alexander is in the attic with Carter and Mia (lines 15-19), and Carter tells him there where he left it.
4. So Alexander thinks it's in the blue_container.""",
[C("The green_pepper starts in the blue_bottle", "location", "true", 2, "", "L:green_pepper@2=blue_bottle"),
 C("Abigail moves it to the red_envelope", "event", "true", 7, "", "E:7~Abigail moved the green_pepper to the red_envelope"),
 C("Carter then moves it to the blue_container", "event", "true", 10, "", "E:10~Carter moved the green_pepper to the blue_container"),
 C("Alexander is in the attic with Carter and Mia (lines 15-19)", "presence", "true", 15, "", "R:Alexander@15=attic & R:Carter@15=attic & R:Mia@15=attic"),
 C("Carter tells him there where he left it", "communication", "false", 17, "no such tell; Carter only tells Gracie about the spinach", "E?:Carter privately told Alexander"),
 C("Alexander thinks it's in the blue_container", "belief", "false", "end", "he thinks blue_bottle", "B:Alexander@end=blue_container", ans=True),
])

R(4, 'narrative', 'sound', 'blue_bottle',
"""Alexander is on the patio when the green_pepper is placed in the blue_bottle, stays for a minute, and then leaves. Everything that happens to the green_pepper afterwards - Abigail's move, Carter's move, Mia's move - happens without him, and nobody ever passes him any information about it. His picture freezes at the moment he walked out: the green_pepper is in the blue_bottle.""",
[C("Alexander is on the patio when the green_pepper is placed in the blue_bottle", "presence", "true", 2, "", "R:Alexander@2=patio & L:green_pepper@2=blue_bottle"),
 C("stays for a minute", "event", "true", 3, "", "E:3~Alexander made no movements"),
 C("and then leaves", "event", "true", 4, "", "E:4~Alexander exited the patio"),
 C("happens without him", "presence", "true", 12, "", "W!:Alexander@7 & W!:Alexander@10 & W!:Alexander@12"),
 C("nobody ever passes him any information about it", "communication", "true", "end", "", "NOCOMMOBJ:green_pepper"),
 C("the green_pepper is in the blue_bottle", "belief", "true", "end", "Alexander's belief", "B:Alexander@end=blue_bottle", ans=True),
])

R(4, 'terse', 'unsupported', 'blue_bottle',
"""Blue bottle.""",
[C("Blue bottle", "belief", "true", "end", "answer only", "B:Alexander@end=blue_bottle", ans=True)])

# ---------------- Q5 s6807-18-o3 : Nathan -> Sophia -> Mia, lettuce : red_basket
R(5, 'answer_first', 'unsound', 'red_basket',
"""red_basket.

Sophia moved the lettuce into the red_basket with Mia and Nathan in the room, and Oliver was still in the basement at that point too. Since Nathan watched Sophia and Mia both see the move, and the lettuce never moves again, his nested belief is red_basket.""",
[C("red_basket", "belief", "true", "end", "", "B:Nathan>Sophia>Mia@end=red_basket", ans=True),
 C("Sophia moved the lettuce into the red_basket", "event", "true", 6, "", "E:6~Sophia moved the lettuce to the red_basket"),
 C("with Mia and Nathan in the room", "presence", "true", 6, "", "R:Mia@6=basement & R:Nathan@6=basement"),
 C("Oliver was still in the basement at that point too", "presence", "false", 6, "Oliver left at line 5", "R:Oliver@6=basement"),
 C("Nathan watched Sophia and Mia both see the move", "presence", "true", 6, "", "W:Nathan@6 & W:Sophia@6 & W:Mia@6"),
 C("the lettuce never moves again", "event", "true", 14, "", "NOMOVE:lettuce@6-end"),
 C("his nested belief is red_basket", "belief", "true", "end", "", "B:Nathan>Sophia>Mia@end=red_basket", ans=True),
])

R(5, 'numbered', 'sound', 'red_basket',
"""1. Lettuce: green_bottle (3), then Oliver moves it to the green_drawer (4) in front of everyone.
2. Oliver leaves (5).
3. Sophia moves it to the red_basket (6). Present: Sophia, Mia, Olivia, Nathan.
4. After that there are only exits - Sophia, Mia, Olivia, Nathan, in that order.
5. Nathan saw Sophia and Mia together at the move, so Nathan thinks Sophia thinks Mia thinks: red_basket.""",
[C("green_bottle (3)", "location", "true", 3, "", "L:lettuce@3=green_bottle"),
 C("Oliver moves it to the green_drawer (4)", "event", "true", 4, "", "E:4~Oliver moved the lettuce to the green_drawer"),
 C("in front of everyone", "presence", "true", 4, "", "SEEN:4=Mia,Nathan,Oliver,Olivia,Sophia"),
 C("Oliver leaves (5)", "event", "true", 5, "", "E:5~Oliver exited"),
 C("Sophia moves it to the red_basket (6)", "event", "true", 6, "", "E:6~Sophia moved the lettuce to the red_basket"),
 C("Present: Sophia, Mia, Olivia, Nathan", "presence", "true", 6, "", "SEEN:6=Mia,Nathan,Olivia,Sophia"),
 C("After that there are only exits", "event", "true", 13, "", "NOMOVE:lettuce@7-end"),
 C("Sophia, Mia, Olivia, Nathan, in that order", "order", "true", 13, "exits 7, 9, 11, 13", "X:Sophia<Mia@basement & X:Mia<Olivia@basement & X:Olivia<Nathan@basement"),
 C("Nathan saw Sophia and Mia together at the move", "presence", "true", 6, "", "W:Nathan@6 & W:Sophia@6 & W:Mia@6"),
 C("Nathan thinks Sophia thinks Mia thinks: red_basket", "belief", "true", "end", "", "B:Nathan>Sophia>Mia@end=red_basket", ans=True),
])

R(5, 'narrative', 'wrong', 'green_drawer',
"""Everyone sees the lettuce go from the green_bottle into the green_drawer when Oliver moves it. Oliver then leaves, and Sophia moves it to the red_basket - but by that point Mia has already slipped out, so Mia never sees the second move. Nathan is aware of all this, so in Nathan's model Sophia thinks Mia still expects the green_drawer.""",
[C("Everyone sees the lettuce go from the green_bottle into the green_drawer", "presence", "true", 4, "", "SEEN:4=Mia,Nathan,Oliver,Olivia,Sophia & E:4~Oliver moved the lettuce to the green_drawer"),
 C("Oliver then leaves", "event", "true", 5, "", "E:5~Oliver exited"),
 C("Sophia moves it to the red_basket", "event", "true", 6, "", "E:6~Sophia moved the lettuce to the red_basket"),
 C("by that point Mia has already slipped out", "presence", "false", 6, "Mia leaves at line 9", "R:Mia@6=None"),
 C("Mia never sees the second move", "presence", "false", 6, "Mia witnessed line 6", "W!:Mia@6"),
 C("in Nathan's model Sophia thinks Mia still expects the green_drawer", "belief", "false", "end", "gold chain is red_basket", "B:Nathan>Sophia>Mia@end=green_drawer", ans=True),
])

R(5, 'terse', 'unsound', 'red_basket',
"""red_basket. Nathan left first, but only after Sophia's move, which all three of them saw.""",
[C("red_basket", "belief", "true", "end", "", "B:Nathan>Sophia>Mia@end=red_basket", ans=True),
 C("Nathan left first", "order", "false", 13, "Nathan was the last to leave (13)", "X:Nathan<Sophia@basement"),
 C("only after Sophia's move", "order", "true", 13, "", "ORD:6<13 & E:13~Nathan exited"),
 C("which all three of them saw", "presence", "true", 6, "", "W:Nathan@6 & W:Sophia@6 & W:Mia@6"),
])

R(5, 'thinking', 'sound', 'red_basket',
"""<think>
Nathan -> Sophia -> Mia. I need Nathan's view of Sophia's view of Mia.
3: green_bottle, everyone. 4: Oliver -> green_drawer, everyone. 5: Oliver out. 6: Sophia -> red_basket; in the room: Nathan, Sophia, Mia, Olivia. So all three people in the chain saw it, and saw each other see it.
7 Sophia out, 9 Mia out, then Olivia, then Nathan. Nathan stays longest, but nothing else happens to the lettuce. The monkey in line 1 is just flavor.
</think>
**red_basket**""",
[C("3: green_bottle, everyone", "location", "true", 3, "", "L:lettuce@3=green_bottle & SEEN:3=Mia,Nathan,Oliver,Olivia,Sophia"),
 C("4: Oliver -> green_drawer, everyone", "event", "true", 4, "", "E:4~Oliver moved the lettuce to the green_drawer & SEEN:4=Mia,Nathan,Oliver,Olivia,Sophia"),
 C("5: Oliver out", "event", "true", 5, "", "E:5~Oliver exited"),
 C("6: Sophia -> red_basket", "event", "true", 6, "", "E:6~Sophia moved the lettuce to the red_basket"),
 C("in the room: Nathan, Sophia, Mia, Olivia", "presence", "true", 6, "", "SEEN:6=Mia,Nathan,Olivia,Sophia"),
 C("7 Sophia out, 9 Mia out, then Olivia, then Nathan", "order", "true", 13, "", "E:7~Sophia exited & E:9~Mia exited & X:Mia<Olivia@basement & X:Olivia<Nathan@basement"),
 C("Nathan stays longest", "order", "true", 13, "last to exit", "X:Olivia<Nathan@basement & X:Mia<Nathan@basement & X:Sophia<Nathan@basement"),
 C("nothing else happens to the lettuce", "event", "true", 14, "", "NOMOVE:lettuce@6-end"),
 C("**red_basket**", "belief", "true", "end", "", "B:Nathan>Sophia>Mia@end=red_basket", ans=True),
])

# ---------------- Q6 s6807-22-o2 : Jackson -> Ethan, watermelon : red_treasure_chest
R(6, 'numbered', 'sound', 'red_treasure_chest',
"""1. Line 5: Ethan moves the watermelon to the red_treasure_chest while Jackson is in the attic.
2. Line 7: Ethan leaves, so he misses Abigail's move to the green_basket (8) and also James's move to the red_bottle (12).
3. Jackson saw Ethan leave, so from Jackson's point of view Ethan's last sighting is the red_treasure_chest.
4. At line 16 Abigail publicly claims it's in the green_bucket. Jackson left the attic after Abigail, so he doesn't buy her claim, and in his eyes Ethan's belief stays where it was.
5. Answer: red_treasure_chest""",
[C("Ethan moves the watermelon to the red_treasure_chest", "event", "true", 5, "", "E:5~Ethan moved the watermelon to the red_treasure_chest"),
 C("while Jackson is in the attic", "presence", "true", 5, "", "R:Jackson@5=attic"),
 C("Ethan leaves", "event", "true", 7, "", "E:7~Ethan exited the attic"),
 C("he misses Abigail's move to the green_basket (8)", "presence", "true", 8, "", "W!:Ethan@8 & E:8~Abigail moved the watermelon to the green_basket"),
 C("James's move to the red_bottle (12)", "presence", "true", 12, "Ethan misses it too", "W!:Ethan@12 & E:12~James moved the watermelon to the red_bottle"),
 C("Jackson saw Ethan leave", "presence", "true", 7, "", "W:Jackson@7"),
 C("from Jackson's point of view Ethan's last sighting is the red_treasure_chest", "belief", "true", 7, "", "B:Jackson>Ethan@7=red_treasure_chest"),
 C("Abigail publicly claims it's in the green_bucket", "event", "true", 16, "", "E:16~Abigail publicly claimed that watermelon is in the green_bucket"),
 C("Jackson left the attic after Abigail", "order", "true", 11, "Abigail 9, Jackson 11", "X:Abigail<Jackson@attic"),
 C("he doesn't buy her claim", "communication", "true", 16, "Jackson keeps green_basket", "B:Jackson@16=green_basket"),
 C("in his eyes Ethan's belief stays where it was", "communication", "true", 16, "Jackson -> Ethan unchanged", "B:Jackson>Ethan@16=red_treasure_chest"),
 C("Answer: red_treasure_chest", "belief", "true", "end", "", "B:Jackson>Ethan@end=red_treasure_chest", ans=True),
])

R(6, 'narrative', 'wrong', 'green_bucket',
"""Jackson watched Ethan put the watermelon in the red_treasure_chest and then leave. Later, though, everyone is together in the waiting room when Abigail publicly announces that the watermelon is in the green_bucket. Ethan left the attic before Abigail did, so he trusts her and updates to the green_bucket - and Jackson heard the same announcement, so Jackson now thinks Ethan thinks it's in the green_bucket.""",
[C("Jackson watched Ethan put the watermelon in the red_treasure_chest", "presence", "true", 5, "", "W:Jackson@5 & E:5~Ethan moved the watermelon to the red_treasure_chest"),
 C("and then leave", "presence", "true", 7, "Jackson saw Ethan exit", "W:Jackson@7 & E:7~Ethan exited"),
 C("everyone is together in the waiting room", "presence", "true", 16, "", "SEEN:16=Abigail,Ethan,Jackson,James,Liam"),
 C("Abigail publicly announces that the watermelon is in the green_bucket", "event", "true", 16, "", "E:16~Abigail publicly claimed that watermelon is in the green_bucket"),
 C("Ethan left the attic before Abigail did", "order", "true", 9, "", "X:Ethan<Abigail@attic"),
 C("he trusts her and updates to the green_bucket", "communication", "true", 16, "", "B:Ethan@16=green_bucket"),
 C("Jackson heard the same announcement", "presence", "true", 16, "", "W:Jackson@16"),
 C("Jackson now thinks Ethan thinks it's in the green_bucket", "belief", "false", "end", "Jackson -> Ethan stays red_treasure_chest", "B:Jackson>Ethan@end=green_bucket", ans=True),
])

R(6, 'terse', 'unsound', 'red_treasure_chest',
"""red_treasure_chest. Jackson saw Ethan put it there, and Ethan ignores Abigail's public claim anyway.""",
[C("red_treasure_chest", "belief", "true", "end", "", "B:Jackson>Ethan@end=red_treasure_chest", ans=True),
 C("Jackson saw Ethan put it there", "presence", "true", 5, "", "W:Jackson@5 & E:5~Ethan moved the watermelon to the red_treasure_chest"),
 C("Ethan ignores Abigail's public claim", "communication", "false", 16, "Ethan trusts Abigail and switches to green_bucket", "B:Ethan@16=red_treasure_chest"),
])

R(6, 'thinking', 'unsound', 'red_treasure_chest',
"""<think>
Jackson stays in the attic until line 11. Ethan moves it to red_treasure_chest at 5 and leaves at 7. Jackson saw both.
After Ethan left: Abigail -> green_basket (8). Jackson saw it, Ethan didn't. Then Jackson left before James moved it to the red_bottle... wait, is that right? Jackson exits 11, James moves at 12. Yes.
Public claim at 16 by Abigail: green_bucket. Ethan trusts Abigail because Abigail left after him, so Ethan himself switches to green_bucket. But Jackson doesn't trust Abigail, since Jackson left after her, and he doesn't apply the claim to Ethan either - Jackson still models Ethan at red_treasure_chest.
James also privately told Jackson it's in the red_treasure_chest at 17, which matches anyway.
</think>
Jackson thinks Ethan thinks the watermelon is in the red_treasure_chest.""",
[C("Jackson stays in the attic until line 11", "presence", "true", 11, "", "R:Jackson@10=attic & E:11~Jackson exited the attic"),
 C("Ethan moves it to red_treasure_chest at 5", "event", "true", 5, "", "E:5~Ethan moved the watermelon to the red_treasure_chest"),
 C("leaves at 7", "event", "true", 7, "", "E:7~Ethan exited"),
 C("Jackson saw both", "presence", "true", 7, "", "W:Jackson@5 & W:Jackson@7"),
 C("Abigail -> green_basket (8)", "event", "true", 8, "", "E:8~Abigail moved the watermelon to the green_basket"),
 C("Jackson saw it, Ethan didn't", "presence", "true", 8, "", "W:Jackson@8 & W!:Ethan@8"),
 C("Jackson left before James moved it to the red_bottle", "order", "true", 12, "", "ORD:11<12 & E:12~James moved the watermelon to the red_bottle"),
 C("Public claim at 16 by Abigail: green_bucket", "event", "true", 16, "", "E:16~Abigail publicly claimed that watermelon is in the green_bucket"),
 C("Ethan trusts Abigail because Abigail left after him", "communication", "true", 16, "", "X:Ethan<Abigail@attic & B:Ethan@16=green_bucket"),
 C("Ethan himself switches to green_bucket", "belief", "true", 16, "", "B:Ethan@16=green_bucket"),
 C("Jackson doesn't trust Abigail, since Jackson left after her", "communication", "true", 16, "", "X:Abigail<Jackson@attic & B:Jackson@16=green_basket"),
 C("Jackson still models Ethan at red_treasure_chest", "belief", "true", 16, "", "B:Jackson>Ethan@16=red_treasure_chest"),
 C("James also privately told Jackson it's in the red_treasure_chest at 17", "communication", "false", 17, "James told Abigail, not Jackson", "E?:James privately told Jackson"),
 C("Jackson thinks Ethan thinks the watermelon is in the red_treasure_chest", "belief", "true", "end", "", "B:Jackson>Ethan@end=red_treasure_chest", ans=True),
])

R(6, 'answer_first', 'sound', 'red_treasure_chest',
"""Red_treasure_chest. Jackson was in the attic when Ethan put it there, and he also saw Ethan walk out before Abigail moved it to the green_basket. Ethan was clearly trying to keep it away from Liam, who had just left. The later public claim by Abigail doesn't change Jackson's view of Ethan, since Jackson left the attic after Abigail and so doesn't trust her.""",
[C("Red_treasure_chest", "belief", "true", "end", "", "B:Jackson>Ethan@end=red_treasure_chest", ans=True),
 C("Jackson was in the attic when Ethan put it there", "presence", "true", 5, "", "R:Jackson@5=attic & E:5~Ethan moved the watermelon to the red_treasure_chest"),
 C("he also saw Ethan walk out before Abigail moved it to the green_basket", "order", "true", 8, "", "W:Jackson@7 & ORD:7<8 & E:8~Abigail moved the watermelon to the green_basket"),
 C("Ethan was clearly trying to keep it away from Liam", "event", "uncheckable", None, "motive, not in the golds"),
 C("who had just left", "event", "true", 4, "Liam exited at line 4", "E:4~Liam exited the attic"),
 C("The later public claim by Abigail doesn't change Jackson's view of Ethan", "communication", "true", 16, "", "B:Jackson>Ethan@15=red_treasure_chest & B:Jackson>Ethan@16=red_treasure_chest"),
 C("Jackson left the attic after Abigail", "order", "true", 11, "", "X:Abigail<Jackson@attic"),
 C("doesn't trust her", "communication", "true", 16, "Jackson keeps green_basket", "B:Jackson@16=green_basket"),
])

# ---------------- Q7 tomi-s6807-3-reality : pineapple really : blue_suitcase
R(7, 'narrative', 'sound', 'blue_suitcase',
"""Amelia and Emma are in the hallway when the pineapple is put in the red_cupboard. Isla comes in, Emma goes out, and then Amelia moves the pineapple to the blue_suitcase, wanting to hide it from Emma, with Isla looking on. Amelia leaves and Emma comes back, but nobody moves the pineapple again. It is really in the blue_suitcase.""",
[C("Amelia and Emma are in the hallway when the pineapple is put in the red_cupboard", "presence", "true", 3, "", "SEEN:3=Amelia,Emma & L:pineapple@3=red_cupboard"),
 C("Isla comes in", "event", "true", 5, "", "E:5~Isla entered the hallway"),
 C("Emma goes out", "event", "true", 6, "", "E:6~Emma exited the hallway"),
 C("Amelia moves the pineapple to the blue_suitcase", "event", "true", 7, "", "E:7~Amelia moved the pineapple to the blue_suitcase"),
 C("wanting to hide it from Emma", "event", "uncheckable", None, "motive, not in the golds"),
 C("with Isla looking on", "presence", "true", 7, "", "W:Isla@7"),
 C("Amelia leaves", "event", "true", 8, "", "E:8~Amelia exited"),
 C("Emma comes back", "event", "true", 9, "", "E:9~Emma entered"),
 C("nobody moves the pineapple again", "event", "true", 9, "", "NOMOVE:pineapple@7-end"),
 C("It is really in the blue_suitcase", "location", "true", "end", "", "L:pineapple@end=blue_suitcase", ans=True),
])

R(7, 'terse', 'wrong', 'red_cupboard',
"""red_cupboard""",
[C("red_cupboard", "location", "false", "end", "it was moved to the blue_suitcase", "L:pineapple@end=red_cupboard", ans=True)])

R(7, 'thinking', 'unsound', 'blue_suitcase',
"""<think>
Start: pineapple in the red_cupboard (line 3). Isla enters before that. Emma leaves at 6 and the move is at 7, so she misses it. She comes back at 9 - after the move - so she only finds it in its new spot.
Reality question anyway. Amelia moved it to the blue_suitcase at 7. Nothing after that.
</think>
blue_suitcase""",
[C("pineapple in the red_cupboard (line 3)", "location", "true", 3, "", "L:pineapple@3=red_cupboard"),
 C("Isla enters before that", "order", "false", 5, "Isla enters at line 5, after line 3", "ORD:5<3"),
 C("Emma leaves at 6", "event", "true", 6, "", "E:6~Emma exited"),
 C("the move is at 7", "event", "true", 7, "", "E:7~moved the pineapple"),
 C("she misses it", "presence", "true", 7, "", "W!:Emma@7"),
 C("She comes back at 9", "event", "true", 9, "", "E:9~Emma entered"),
 C("after the move", "order", "true", 9, "", "ORD:7<9"),
 C("she only finds it in its new spot", "belief", "true", 9, "Emma sees it on re-entering", "B:Emma@9=blue_suitcase"),
 C("Amelia moved it to the blue_suitcase at 7", "event", "true", 7, "", "E:7~Amelia moved the pineapple to the blue_suitcase"),
 C("Nothing after that", "event", "true", 9, "", "NOMOVE:pineapple@7-end"),
 C("blue_suitcase", "location", "true", "end", "", "L:pineapple@end=blue_suitcase", ans=True, occ=-1),
])

R(7, 'answer_first', 'unsound', 'blue_suitcase',
"""Blue_suitcase. By the time Emma stepped out, Amelia had already moved the pineapple out of the red_cupboard and into the blue_suitcase; Isla saw it happen. Nobody touched it afterwards.""",
[C("Blue_suitcase", "location", "true", "end", "", "L:pineapple@end=blue_suitcase", ans=True),
 C("By the time Emma stepped out, Amelia had already moved the pineapple", "order", "false", 7, "Emma left at 6, the move is at 7", "ORD:7<6"),
 C("out of the red_cupboard and into the blue_suitcase", "event", "true", 7, "", "L:pineapple@6=red_cupboard & E:7~Amelia moved the pineapple to the blue_suitcase"),
 C("Isla saw it happen", "presence", "true", 7, "", "W:Isla@7"),
 C("Nobody touched it afterwards", "event", "true", 9, "", "NOMOVE:pineapple@7-end"),
])

R(7, 'numbered', 'sound', 'blue_suitcase',
"""1. Line 3: the pineapple is in the red_cupboard.
2. Line 7: Amelia moves it to the blue_suitcase.
3. Lines 8-9 are just Amelia leaving and Emma returning.
So the pineapple is really in the blue_suitcase.""",
[C("Line 3: the pineapple is in the red_cupboard", "location", "true", 3, "", "L:pineapple@3=red_cupboard"),
 C("Line 7: Amelia moves it to the blue_suitcase", "event", "true", 7, "", "E:7~Amelia moved the pineapple to the blue_suitcase"),
 C("Lines 8-9 are just Amelia leaving and Emma returning", "event", "true", 9, "", "E:8~Amelia exited & E:9~Emma entered & NOMOVE:pineapple@7-end"),
 C("the pineapple is really in the blue_suitcase", "location", "true", "end", "", "L:pineapple@end=blue_suitcase", ans=True),
])

# ---------------- Q8 s6807-3-o3 : Carter -> James -> Ethan, strawberry : blue_basket
R(8, 'terse', 'sound', 'blue_basket',
"""blue_basket. James left before any move, and Carter saw him go.""",
[C("blue_basket", "belief", "true", "end", "", "B:Carter>James>Ethan@end=blue_basket", ans=True),
 C("James left before any move", "order", "true", 4, "", "E:4~James exited & NOMOVE:strawberry@2-4"),
 C("Carter saw him go", "presence", "true", 4, "", "W:Carter@4"),
])

R(8, 'thinking', 'wrong', 'red_bucket',
"""<think>
Carter -> James -> Ethan.
Carter moved the strawberry to the red_bucket at 5, with Ethan watching. James was gone by then (left at 4).
At the end, Carter privately tells Ethan it's in the red_bucket. James isn't part of that conversation... but Carter told Ethan red_bucket, so in Carter's mind Ethan thinks red_bucket, and the James layer shouldn't change what Carter expects Ethan to believe.
</think>
red_bucket""",
[C("Carter moved the strawberry to the red_bucket at 5", "event", "true", 5, "", "E:5~Carter moved the strawberry to the red_bucket"),
 C("with Ethan watching", "presence", "true", 5, "", "W:Ethan@5"),
 C("James was gone by then (left at 4)", "presence", "true", 5, "", "R:James@5=None & E:4~James exited"),
 C("Carter privately tells Ethan it's in the red_bucket", "event", "true", 18, "", "E:18~Carter privately told Ethan that the strawberry is in the red_bucket"),
 C("James isn't part of that conversation", "presence", "true", 18, "", "W!:James@18"),
 C("in Carter's mind Ethan thinks red_bucket", "belief", "true", "end", "", "B:Carter>Ethan@end=red_bucket"),
 C("red_bucket", "belief", "false", "end", "final answer; chain is blue_basket", "B:Carter>James>Ethan@end=red_bucket", ans=True, occ=-1),
])

R(8, 'answer_first', 'unsound', 'blue_basket',
"""blue_basket

James stayed for a minute and then left the dining_room before Carter touched the strawberry. Carter saw James leave, so Carter knows James missed all three moves. Carter himself thinks James thinks the strawberry is in the red_bucket, but James's picture of Ethan is still the opening scene, where everyone saw it in the blue_basket.""",
[C("blue_basket", "belief", "true", "end", "", "B:Carter>James>Ethan@end=blue_basket", ans=True),
 C("James stayed for a minute", "event", "true", 3, "", "E:3~James made no movements"),
 C("then left the dining_room before Carter touched the strawberry", "order", "true", 4, "", "E:4~James exited & ORD:4<5 & E:5~Carter moved"),
 C("Carter saw James leave", "presence", "true", 4, "", "W:Carter@4"),
 C("James missed all three moves", "presence", "true", 14, "lines 5, 9, 14", "W!:James@5 & W!:James@9 & W!:James@14"),
 C("Carter himself thinks James thinks the strawberry is in the red_bucket", "belief", "false", "end", "Carter -> James is blue_basket", "B:Carter>James@end=red_bucket"),
 C("everyone saw it in the blue_basket", "presence", "true", 2, "", "SEEN:2=Carter,Ethan,James,Noah,Sophia & L:strawberry@2=blue_basket"),
])

R(8, 'numbered', 'sound', 'blue_basket',
"""1. Line 2: the strawberry is in the blue_basket; all five are present.
2. Line 4: James exits. Carter is still in the room and sees him go.
3. Lines 5-14: the strawberry moves to the red_bucket, the red_envelope and back to the blue_basket, all without James.
4. Line 17: Noah privately tells James it's in the blue_basket. Carter isn't part of that exchange, so it doesn't touch Carter's model.
5. So for Carter, James's view of Ethan is still the one from line 2: blue_basket.""",
[C("Line 2: the strawberry is in the blue_basket", "location", "true", 2, "", "L:strawberry@2=blue_basket"),
 C("all five are present", "presence", "true", 2, "", "SEEN:2=Carter,Ethan,James,Noah,Sophia"),
 C("Line 4: James exits", "event", "true", 4, "", "E:4~James exited"),
 C("Carter is still in the room and sees him go", "presence", "true", 4, "", "W:Carter@4"),
 C("the strawberry moves to the red_bucket, the red_envelope and back to the blue_basket", "event", "true", 14, "", "E:5~to the red_bucket & E:9~to the red_envelope & E:14~to the blue_basket"),
 C("all without James", "presence", "true", 14, "", "W!:James@5 & W!:James@9 & W!:James@14"),
 C("Line 17: Noah privately tells James it's in the blue_basket", "event", "true", 17, "", "E:17~Noah privately told James that the strawberry is in the blue_basket"),
 C("Carter isn't part of that exchange", "presence", "true", 17, "", "W!:Carter@17"),
 C("it doesn't touch Carter's model", "communication", "true", 17, "chain unchanged by line 17", "B:Carter>James>Ethan@16=blue_basket & B:Carter>James>Ethan@17=blue_basket"),
 C("for Carter, James's view of Ethan is still the one from line 2: blue_basket", "belief", "true", "end", "", "B:Carter>James>Ethan@end=blue_basket", ans=True),
])

R(8, 'narrative', 'unsupported', 'blue_basket',
"""This is a third-order question: we need what Carter imagines James imagines about Ethan. Following that chain all the way down, the strawberry is in the blue_basket.""",
[C("the strawberry is in the blue_basket", "belief", "true", "end", "answer only", "B:Carter>James>Ethan@end=blue_basket", ans=True)])

# ---------------- Q9 s6807-17-o2 : Isla -> Owen, green_pepper : green_cupboard
R(9, 'thinking', 'unsound', 'green_cupboard',
"""<think>
Isla thinks Owen thinks...
Line 2: green_pepper in green_cupboard, everyone present.
Owen left right after Isla moved it to the red_treasure_chest - no, let me recheck the order. Line 4 is Owen exiting, line 5 is Isla's move. So Owen left first.
Isla saw Owen leave before her move, so she knows he didn't see it. William's move to the red_drawer at 7 is after Isla herself left at 6, so it doesn't matter for Isla.
No one talks about the green_pepper later.
</think>
Isla thinks Owen thinks it's in the green_cupboard.""",
[C("Line 2: green_pepper in green_cupboard", "location", "true", 2, "", "L:green_pepper@2=green_cupboard"),
 C("everyone present", "presence", "true", 2, "", "SEEN:2=Isla,Jacob,Mila,Owen,William"),
 C("Line 4 is Owen exiting", "event", "true", 4, "", "E:4~Owen exited"),
 C("line 5 is Isla's move", "event", "true", 5, "", "E:5~Isla moved the green_pepper"),
 C("So Owen left first", "order", "true", 5, "", "ORD:4<5"),
 C("Isla saw Owen leave before her move", "presence", "true", 4, "", "W:Isla@4"),
 C("she knows he didn't see it", "belief", "true", 5, "", "B:Isla>Owen@5=green_cupboard"),
 C("William's move to the red_drawer at 7", "event", "false", 7, "Mila made the move at line 7", "E:7~William moved"),
 C("is after Isla herself left at 6", "order", "true", 7, "", "E:6~Isla exited & ORD:6<7"),
 C("No one talks about the green_pepper later", "communication", "true", "end", "", "NOCOMM"),
 C("Isla thinks Owen thinks it's in the green_cupboard", "belief", "true", "end", "", "B:Isla>Owen@end=green_cupboard", ans=True),
])

R(9, 'answer_first', 'wrong', 'red_treasure_chest',
"""red_treasure_chest. Isla put the green_pepper in the red_treasure_chest herself, and since she's the one who hid it, she'll assume that's where Owen thinks it is too.""",
[C("red_treasure_chest", "belief", "false", "end", "gold is green_cupboard", "B:Isla>Owen@end=red_treasure_chest", ans=True),
 C("Isla put the green_pepper in the red_treasure_chest herself", "event", "true", 5, "", "E:5~Isla moved the green_pepper to the red_treasure_chest"),
])

R(9, 'numbered', 'sound', 'green_cupboard',
"""1. All five see the green_pepper in the green_cupboard (line 2).
2. Owen leaves at line 4 - Isla is still there and sees him go.
3. Isla moves it to the red_treasure_chest at line 5, after Owen is gone.
4. Nothing is ever said about the green_pepper in the waiting_room.
=> Isla thinks Owen still believes it's in the green_cupboard.""",
[C("All five see the green_pepper in the green_cupboard (line 2)", "presence", "true", 2, "", "SEEN:2=Isla,Jacob,Mila,Owen,William & L:green_pepper@2=green_cupboard"),
 C("Owen leaves at line 4", "event", "true", 4, "", "E:4~Owen exited"),
 C("Isla is still there and sees him go", "presence", "true", 4, "", "W:Isla@4"),
 C("Isla moves it to the red_treasure_chest at line 5", "event", "true", 5, "", "E:5~Isla moved the green_pepper to the red_treasure_chest"),
 C("after Owen is gone", "presence", "true", 5, "", "R:Owen@5=None"),
 C("Nothing is ever said about the green_pepper in the waiting_room", "communication", "true", "end", "", "NOCOMM"),
 C("Isla thinks Owen still believes it's in the green_cupboard", "belief", "true", "end", "", "B:Isla>Owen@end=green_cupboard", ans=True),
])

R(9, 'narrative', 'unsound', 'green_cupboard',
"""Owen only ever saw the green_pepper in the green_cupboard: he stood around for a minute and then left the back_yard. Isla then moved it to the red_treasure_chest and left as well, and when Isla left, the green_pepper was in the red_drawer. None of that reached Owen, and Isla knows Owen missed it, so in Isla's mind Owen still pictures it in the green_cupboard.""",
[C("Owen only ever saw the green_pepper in the green_cupboard", "belief", "true", "end", "Owen's belief stays green_cupboard", "B:Owen@end=green_cupboard"),
 C("he stood around for a minute", "event", "true", 3, "", "E:3~Owen made no movements"),
 C("then left the back_yard", "event", "true", 4, "", "E:4~Owen exited the back_yard"),
 C("Isla then moved it to the red_treasure_chest", "event", "true", 5, "", "E:5~Isla moved the green_pepper to the red_treasure_chest"),
 C("left as well", "event", "true", 6, "", "E:6~Isla exited"),
 C("when Isla left, the green_pepper was in the red_drawer", "location", "false", 6, "at line 6 it was in the red_treasure_chest; Mila moved it at 7", "L:green_pepper@6=red_drawer"),
 C("None of that reached Owen", "presence", "true", 7, "", "W!:Owen@5 & W!:Owen@7"),
 C("Isla knows Owen missed it", "belief", "true", 6, "", "B:Isla>Owen@6=green_cupboard"),
 C("in Isla's mind Owen still pictures it in the green_cupboard", "belief", "true", "end", "", "B:Isla>Owen@end=green_cupboard", ans=True),
])

R(9, 'terse', 'sound', 'green_cupboard',
"""green_cupboard; Owen was gone before Isla moved it.""",
[C("green_cupboard", "belief", "true", "end", "", "B:Isla>Owen@end=green_cupboard", ans=True),
 C("Owen was gone before Isla moved it", "presence", "true", 5, "", "R:Owen@5=None & E:5~Isla moved"),
])

# ---------------- Q10 s6807-2-o2 : Chloe -> William, beans : red_bathtub
R(10, 'answer_first', 'sound', 'red_bathtub',
"""Chloe thinks William thinks the beans are in the red_bathtub.

Chloe and William both watched Jacob move the beans from the blue_crate to the red_bathtub at line 6. Chloe left at line 9, so she never saw Jayden move them to the green_basket in front of William. The rest of the story is about the peas, and William disliking the beans (line 25) doesn't move anything.""",
[C("Chloe thinks William thinks the beans are in the red_bathtub", "belief", "true", "end", "", "B:Chloe>William@end=red_bathtub", ans=True),
 C("Chloe and William both watched Jacob move the beans from the blue_crate to the red_bathtub at line 6", "presence", "true", 6, "", "W:Chloe@6 & W:William@6 & E:6~Jacob moved the beans to the red_bathtub & L:beans@5=blue_crate"),
 C("Chloe left at line 9", "event", "true", 9, "", "E:9~Chloe exited the garden"),
 C("she never saw Jayden move them to the green_basket", "presence", "true", 10, "", "W!:Chloe@10 & E:10~Jayden moved the beans to the green_basket"),
 C("in front of William", "presence", "true", 10, "", "W:William@10"),
 C("William disliking the beans (line 25) doesn't move anything", "event", "true", 25, "", "E:25~William dislikes the beans & NOMOVE:beans@24-25"),
])

R(10, 'numbered', 'wrong', 'green_basket',
"""1. Beans: blue_crate (3) -> red_bathtub (6, Jacob) -> green_basket (10, Jayden).
2. William was in the garden for all of it; he's the last one out (13).
3. So William thinks the beans are in the green_basket.
4. Chloe and William are together again in the hall later, so Chloe has no reason to doubt what William knows.
Answer: green_basket""",
[C("blue_crate (3)", "location", "true", 3, "", "L:beans@3=blue_crate"),
 C("red_bathtub (6, Jacob)", "event", "true", 6, "", "E:6~Jacob moved the beans to the red_bathtub"),
 C("green_basket (10, Jayden)", "event", "true", 10, "", "E:10~Jayden moved the beans to the green_basket"),
 C("William was in the garden for all of it", "presence", "true", 10, "", "R:William@3=garden & R:William@6=garden & R:William@10=garden"),
 C("he's the last one out (13)", "order", "true", 13, "", "X:Jayden<William@garden & X:Chloe<William@garden & E:13~William exited the garden"),
 C("William thinks the beans are in the green_basket", "belief", "true", "end", "", "B:William@end=green_basket"),
 C("Chloe and William are together again in the hall later", "presence", "true", 15, "", "R:Chloe@15=hall & R:William@15=hall"),
 C("Answer: green_basket", "belief", "false", "end", "Chloe -> William is red_bathtub", "B:Chloe>William@end=green_basket", ans=True),
])

R(10, 'narrative', 'unsound', 'red_bathtub',
"""At the start the beans sit in the blue_crate. Benjamin leaves, and Jacob moves the beans into the red_bathtub while Chloe, Jayden and William watch. Chloe heads out just before Jacob does. Later Jayden moves the beans to the green_basket, but only William is there to see it. Chloe's last shared view of the beans with William was the red_bathtub, so Chloe thinks William thinks they are still there.""",
[C("the beans sit in the blue_crate", "location", "true", 3, "", "L:beans@3=blue_crate"),
 C("Benjamin leaves", "event", "true", 5, "", "E:5~Benjamin exited the garden"),
 C("Jacob moves the beans into the red_bathtub", "event", "true", 6, "", "E:6~Jacob moved the beans to the red_bathtub"),
 C("while Chloe, Jayden and William watch", "presence", "true", 6, "", "SEEN:6=Chloe,Jacob,Jayden,William"),
 C("Chloe heads out just before Jacob does", "order", "false", 9, "Jacob left at 7, Chloe at 9", "X:Chloe<Jacob@garden"),
 C("Jayden moves the beans to the green_basket", "event", "true", 10, "", "E:10~Jayden moved the beans to the green_basket"),
 C("only William is there to see it", "presence", "true", 10, "", "SEEN:10=Jayden,William"),
 C("Chloe's last shared view of the beans with William was the red_bathtub", "belief", "true", 9, "", "B:Chloe>William@9=red_bathtub"),
 C("Chloe thinks William thinks they are still there", "belief", "true", "end", "", "B:Chloe>William@end=red_bathtub", ans=True),
])

R(10, 'terse', 'unsupported', 'red_bathtub',
"""The red_bathtub.""",
[C("The red_bathtub", "belief", "true", "end", "answer only", "B:Chloe>William@end=red_bathtub", ans=True)])

R(10, 'thinking', 'unsound', 'red_bathtub',
"""<think>
Chloe -> William, beans.
6: Jacob moves beans to red_bathtub; Chloe, Jayden, William all there.
9: Chloe exits. 10: Jayden moves beans to green_basket with William. Chloe's gone, so Chloe doesn't know about it.
Second half is peas: green_crate at 16, Jacob moves them to red_crate at 17, and at line 20 the peas are in the red_box; William's tell at 29 is also about peas. Irrelevant to the beans.
So Chloe's model of William stays at red_bathtub.
</think>
Chloe thinks William thinks the beans are in the red_bathtub.""",
[C("6: Jacob moves beans to red_bathtub", "event", "true", 6, "", "E:6~Jacob moved the beans to the red_bathtub"),
 C("Chloe, Jayden, William all there", "presence", "true", 6, "", "R:Chloe@6=garden & R:Jayden@6=garden & R:William@6=garden"),
 C("9: Chloe exits", "event", "true", 9, "", "E:9~Chloe exited"),
 C("10: Jayden moves beans to green_basket with William", "event", "true", 10, "", "E:10~Jayden moved the beans to the green_basket & W:William@10"),
 C("Chloe's gone", "presence", "true", 10, "", "R:Chloe@10=None"),
 C("Chloe doesn't know about it", "belief", "true", 10, "", "B:Chloe@10=red_bathtub"),
 C("green_crate at 16", "location", "true", 16, "", "L:peas@16=green_crate"),
 C("Jacob moves them to red_crate at 17", "event", "true", 17, "", "E:17~Jacob moved the peas to the red_crate"),
 C("at line 20 the peas are in the red_box", "location", "false", 20, "at 20 the peas are in the red_crate; William moves them to the red_box at 23", "L:peas@20=red_box"),
 C("William's tell at 29 is also about peas", "communication", "true", 29, "", "E:29~William privately told Jayden that the peas"),
 C("Chloe's model of William stays at red_bathtub", "belief", "true", "end", "", "B:Chloe>William@end=red_bathtub", ans=True),
 C("Chloe thinks William thinks the beans are in the red_bathtub", "belief", "true", "end", "", "B:Chloe>William@end=red_bathtub", ans=True),
])

# ---------------- Q11 s6807-5-o0 : celery really : red_container
R(11, 'numbered', 'unsound', 'red_container',
"""1. The celery is placed in the green_container (line 4).
2. Gracie moves it to the red_container (line 8); Abigail, Isla, Ava and Amelia all see this.
3. Everyone leaves one by one, with no other moves.
Answer: red_container""",
[C("The celery is placed in the green_container (line 4)", "location", "true", 4, "", "L:celery@4=green_container"),
 C("Gracie moves it to the red_container (line 8)", "event", "true", 8, "", "E:8~Gracie moved the celery to the red_container"),
 C("Abigail, Isla, Ava and Amelia all see this", "presence", "false", 8, "Abigail had left at line 6", "SEEN:8=Abigail,Amelia,Ava,Gracie,Isla"),
 C("Everyone leaves one by one", "event", "true", 15, "exits at 6, 9, 11, 13, 15", "E:6~exited & E:9~exited & E:11~exited & E:13~exited & E:15~exited"),
 C("with no other moves", "event", "true", 16, "", "NOMOVE:celery@8-end"),
 C("Answer: red_container", "location", "true", "end", "", "L:celery@end=red_container", ans=True),
])

R(11, 'narrative', 'sound', 'red_container',
"""Five people walk into the hall. Amelia has lost his gloves, and Isla, who likes the green_container, watches the celery get put into it. Abigail waits a minute and leaves. Gracie then moves the celery to the red_container while Isla, Ava and Amelia are still around. After that the remaining four leave one at a time and end up in the waiting_room, and the celery is never moved again. Really, it's in the red_container.""",
[C("Amelia has lost his gloves", "event", "true", 1, "", "E:1~Amelia lost his gloves"),
 C("Isla, who likes the green_container", "event", "true", 3, "", "E:3~Isla likes the green_container"),
 C("watches the celery get put into it", "presence", "true", 4, "", "W:Isla@4 & L:celery@4=green_container"),
 C("Abigail waits a minute and leaves", "event", "true", 6, "", "E:5~Abigail made no movements & E:6~Abigail exited"),
 C("Gracie then moves the celery to the red_container", "event", "true", 8, "", "E:8~Gracie moved the celery to the red_container"),
 C("while Isla, Ava and Amelia are still around", "presence", "true", 8, "", "R:Isla@8=hall & R:Ava@8=hall & R:Amelia@8=hall"),
 C("the remaining four leave one at a time", "event", "true", 15, "", "E:9~exited & E:11~exited & E:13~exited & E:15~exited"),
 C("end up in the waiting_room", "event", "true", 16, "", "E:16~entered the waiting_room"),
 C("the celery is never moved again", "event", "true", 16, "", "NOMOVE:celery@8-end"),
 C("Really, it's in the red_container", "location", "true", "end", "", "L:celery@end=red_container", ans=True),
])

R(11, 'terse', 'wrong', 'green_container',
"""green_container (Isla likes that one).""",
[C("green_container", "location", "false", "end", "Gracie moved it to the red_container", "L:celery@end=green_container", ans=True),
 C("Isla likes that one", "event", "true", 3, "", "E:3~Isla likes the green_container"),
])

R(11, 'thinking', 'sound', 'red_container',
"""<think>
Celery in the green_container at 4. Who moves it? Line 8: Isla moves it to... no, Gracie. Gracie moves the celery to the red_container. Isla only "likes" the green_container (twice, lines 3 and 7), which isn't a move.
After 8, just stay/exit lines through 15, then the waiting_room.
</think>
The celery is in the red_container.""",
[C("Celery in the green_container at 4", "location", "true", 4, "", "L:celery@4=green_container"),
 C("Gracie moves the celery to the red_container", "event", "true", 8, "", "E:8~Gracie moved the celery to the red_container"),
 C("Isla only \"likes\" the green_container (twice, lines 3 and 7)", "event", "true", 7, "", "E:3~Isla likes the green_container & E:7~Isla likes the green_container"),
 C("which isn't a move", "event", "true", 7, "", "NOMOVE:celery@4-7"),
 C("After 8, just stay/exit lines through 15", "event", "true", 15, "", "NOMOVE:celery@8-15"),
 C("then the waiting_room", "event", "true", 16, "", "E:16~entered the waiting_room"),
 C("The celery is in the red_container", "location", "true", "end", "", "L:celery@end=red_container", ans=True),
])

R(11, 'answer_first', 'unsound', 'red_container',
"""The celery is really in the red_container. Gracie moved it there right before Abigail left, and nobody touched it after that.""",
[C("The celery is really in the red_container", "location", "true", "end", "", "L:celery@end=red_container", ans=True),
 C("Gracie moved it there", "event", "true", 8, "", "E:8~Gracie moved the celery to the red_container"),
 C("right before Abigail left", "order", "false", 8, "Abigail left at 6, before Gracie's move at 8", "ORD:8<6"),
 C("nobody touched it after that", "event", "true", 16, "", "NOMOVE:celery@8-end"),
])

# ---------------- Q12 s6807-1-o1 : Alexander really thinks celery : red_bucket
R(12, 'narrative', 'unsound', 'red_bucket',
"""Alexander sees the celery go from the blue_bottle to the red_bucket when Gracie moves it, right in front of everyone. Gracie leaves, Alexander lingers a minute and then goes too, which means he misses Jacob moving the celery to the green_treasure_chest. In the waiting room Alexander privately tells Elizabeth it's in the blue_bottle; Elizabeth believes him and switches to the blue_bottle, but telling someone something doesn't change Alexander's own belief. He really thinks it's in the red_bucket.""",
[C("Alexander sees the celery go from the blue_bottle to the red_bucket when Gracie moves it", "presence", "true", 4, "", "W:Alexander@4 & L:celery@3=blue_bottle & E:4~Gracie moved the celery to the red_bucket"),
 C("right in front of everyone", "presence", "true", 4, "", "SEEN:4=Alexander,Elizabeth,Gracie,Hannah,Jacob"),
 C("Gracie leaves", "event", "true", 5, "", "E:5~Gracie exited"),
 C("Alexander lingers a minute and then goes too", "event", "true", 7, "", "E:6~Alexander made no movements & E:7~Alexander exited"),
 C("he misses Jacob moving the celery to the green_treasure_chest", "presence", "true", 8, "", "W!:Alexander@8 & E:8~Jacob moved the celery to the green_treasure_chest"),
 C("Alexander privately tells Elizabeth it's in the blue_bottle", "event", "true", 17, "", "E:17~Alexander privately told Elizabeth that the celery is in the blue_bottle"),
 C("Elizabeth believes him and switches to the blue_bottle", "communication", "false", 17, "Elizabeth left after Alexander and keeps green_treasure_chest", "B:Elizabeth@17=blue_bottle"),
 C("telling someone something doesn't change Alexander's own belief", "communication", "true", 17, "", "B:Alexander@16=red_bucket & B:Alexander@17=red_bucket"),
 C("He really thinks it's in the red_bucket", "belief", "true", "end", "", "B:Alexander@end=red_bucket", ans=True),
])

R(12, 'terse', 'sound', 'red_bucket',
"""red_bucket - the last move he saw (Gracie's, line 4).""",
[C("red_bucket", "belief", "true", "end", "", "B:Alexander@end=red_bucket", ans=True),
 C("the last move he saw (Gracie's, line 4)", "presence", "true", 4, "he saw line 4 but not line 8", "W:Alexander@4 & E:4~Gracie moved the celery & W!:Alexander@8"),
])

R(12, 'thinking', 'wrong', 'blue_bottle',
"""<think>
Alexander saw blue_bottle at 3 and then Gracie's move to red_bucket at 4. He left at 7, before Jacob's move to green_treasure_chest at 8.
But at 17 Alexander privately tells Elizabeth the celery is in the blue_bottle. Why would he say blue_bottle unless that's what he believes? The question says "really think", which suggests his stated belief might differ from the obvious one. I'll trust his own statement.
</think>
blue_bottle""",
[C("Alexander saw blue_bottle at 3", "presence", "true", 3, "", "W:Alexander@3 & L:celery@3=blue_bottle"),
 C("Gracie's move to red_bucket at 4", "event", "true", 4, "", "E:4~Gracie moved the celery to the red_bucket & W:Alexander@4"),
 C("He left at 7", "event", "true", 7, "", "E:7~Alexander exited"),
 C("before Jacob's move to green_treasure_chest at 8", "order", "true", 8, "", "ORD:7<8 & E:8~Jacob moved the celery to the green_treasure_chest"),
 C("at 17 Alexander privately tells Elizabeth the celery is in the blue_bottle", "event", "true", 17, "", "E:17~Alexander privately told Elizabeth that the celery is in the blue_bottle"),
 C("blue_bottle", "belief", "false", "end", "he really thinks red_bucket", "B:Alexander@end=blue_bottle", ans=True, occ=-1),
])

R(12, 'answer_first', 'sound', 'red_bucket',
"""Red_bucket.
Alexander was in the living_room for both the placement in the blue_bottle and Gracie's move to the red_bucket, and he had left by the time Jacob moved it on. What he told Elizabeth at the end (blue_bottle) doesn't reflect what he actually believes - he's misleading her on purpose.""",
[C("Red_bucket", "belief", "true", "end", "", "B:Alexander@end=red_bucket", ans=True),
 C("Alexander was in the living_room for both the placement in the blue_bottle and Gracie's move to the red_bucket", "presence", "true", 4, "", "R:Alexander@3=living_room & R:Alexander@4=living_room & E:4~Gracie moved the celery to the red_bucket"),
 C("he had left by the time Jacob moved it on", "presence", "true", 8, "", "R:Alexander@8=None"),
 C("What he told Elizabeth at the end (blue_bottle)", "communication", "true", 17, "", "E:17~Alexander privately told Elizabeth that the celery is in the blue_bottle"),
 C("doesn't reflect what he actually believes", "belief", "true", 17, "", "B:Alexander@17=red_bucket"),
 C("he's misleading her on purpose", "communication", "uncheckable", None, "intent is not in the golds"),
])

R(12, 'numbered', 'unsound', 'red_bucket',
"""1. (3) The celery is in the blue_bottle.
2. (4) Gracie moves it to the red_bucket - Alexander is present.
3. (7) Alexander leaves, after Hannah.
4. (8) Jacob moves it to the green_treasure_chest - Alexander is not there.
5. (16-17) Jacob's tell goes to Gracie, and Alexander's own tell to Elizabeth doesn't update Alexander.
Answer: red_bucket""",
[C("(3) The celery is in the blue_bottle", "location", "true", 3, "", "L:celery@3=blue_bottle"),
 C("(4) Gracie moves it to the red_bucket", "event", "true", 4, "", "E:4~Gracie moved the celery to the red_bucket"),
 C("Alexander is present", "presence", "true", 4, "", "R:Alexander@4=living_room"),
 C("(7) Alexander leaves", "event", "true", 7, "", "E:7~Alexander exited"),
 C("after Hannah", "order", "false", 7, "Hannah is the last to leave (14)", "X:Hannah<Alexander@living_room"),
 C("(8) Jacob moves it to the green_treasure_chest", "event", "true", 8, "", "E:8~Jacob moved the celery to the green_treasure_chest"),
 C("Alexander is not there", "presence", "true", 8, "", "R:Alexander@8=None"),
 C("Jacob's tell goes to Gracie", "communication", "true", 16, "", "E:16~Jacob privately told Gracie"),
 C("Alexander's own tell to Elizabeth doesn't update Alexander", "communication", "true", 17, "", "B:Alexander@17=red_bucket"),
 C("Answer: red_bucket", "belief", "true", "end", "", "B:Alexander@end=red_bucket", ans=True),
])

# ---------------- Q13 s6807-12-o2 : Jayden -> Sophia, pumpkin : blue_cupboard
R(13, 'terse', 'wrong', 'red_basket',
"""red_basket, since Sophia put it there last.""",
[C("red_basket", "belief", "false", "end", "Jayden -> Sophia is blue_cupboard", "B:Jayden>Sophia@end=red_basket", ans=True),
 C("Sophia put it there last", "event", "true", 9, "", "E:9~Sophia moved the pumpkin to the red_basket & NOMOVE:pumpkin@9-end"),
])

R(13, 'thinking', 'sound', 'blue_cupboard',
"""<think>
Jayden -> Sophia. Jayden moves the pumpkin red_cupboard -> blue_cupboard at line 3, everyone watching including Sophia. Then Jayden leaves at 4 - the very next line. Everything afterwards (blue_bottle, blue_drawer, red_basket) is invisible to Jayden.
Did anyone tell Jayden anything? The end has a public claim and a private tell, but both are about the apple, not the pumpkin.
So from Jayden's perspective Sophia last saw it where he put it.
</think>
blue_cupboard""",
[C("Jayden moves the pumpkin red_cupboard -> blue_cupboard at line 3", "event", "true", 3, "", "L:pumpkin@2=red_cupboard & E:3~Jayden moved the pumpkin to the blue_cupboard"),
 C("everyone watching including Sophia", "presence", "true", 3, "", "SEEN:3=Benjamin,Emily,Isabella,Jayden,Sophia"),
 C("Jayden leaves at 4", "event", "true", 4, "", "E:4~Jayden exited"),
 C("Everything afterwards (blue_bottle, blue_drawer, red_basket) is invisible to Jayden", "presence", "true", 9, "", "W!:Jayden@5 & W!:Jayden@7 & W!:Jayden@9"),
 C("both are about the apple, not the pumpkin", "communication", "true", 25, "", "E:24~apple & E:25~apple & NOCOMMOBJ:pumpkin"),
 C("from Jayden's perspective Sophia last saw it where he put it", "belief", "true", "end", "", "B:Jayden>Sophia@end=blue_cupboard", ans=True),
 C("blue_cupboard", "belief", "true", "end", "", "B:Jayden>Sophia@end=blue_cupboard", ans=True, occ=-1),
])

R(13, 'answer_first', 'unsound', 'blue_cupboard',
"""blue_cupboard

Jayden moved it there himself with Sophia watching and then walked out, so he has no idea about the later moves by Isabella, Emily and Sophia. Sophia was the last to leave the lounge, but that only matters for what Sophia knows, not for what Jayden thinks she knows.""",
[C("blue_cupboard", "belief", "true", "end", "", "B:Jayden>Sophia@end=blue_cupboard", ans=True),
 C("Jayden moved it there himself with Sophia watching", "event", "true", 3, "", "E:3~Jayden moved the pumpkin to the blue_cupboard & W:Sophia@3"),
 C("then walked out", "event", "true", 4, "", "E:4~Jayden exited"),
 C("he has no idea about the later moves by Isabella, Emily and Sophia", "belief", "true", "end", "Jayden still believes blue_cupboard", "B:Jayden@end=blue_cupboard & W!:Jayden@5 & W!:Jayden@7 & W!:Jayden@9"),
 C("Sophia was the last to leave the lounge", "order", "false", 12, "Benjamin left after Sophia", "X:Benjamin<Sophia@lounge"),
])

R(13, 'numbered', 'unsound', 'blue_cupboard',
"""1. Line 3: Jayden puts the pumpkin in the blue_cupboard. All five are in the lounge.
2. Line 4: Jayden leaves; he sees nothing after this.
3. Sophia stays through three more moves and ends up moving it to the red_basket herself (line 9), so Sophia thinks it's in the red_basket.
4. Sophia thinks Jayden thinks it's in the red_basket as well, since she's the one who moved it last.
5. But the question is Jayden's view of Sophia, and Jayden never saw any of that: blue_cupboard.""",
[C("Line 3: Jayden puts the pumpkin in the blue_cupboard", "event", "true", 3, "", "E:3~Jayden moved the pumpkin to the blue_cupboard"),
 C("All five are in the lounge", "presence", "true", 3, "", "SEEN:3=Benjamin,Emily,Isabella,Jayden,Sophia"),
 C("Line 4: Jayden leaves", "event", "true", 4, "", "E:4~Jayden exited"),
 C("he sees nothing after this", "presence", "true", 12, "", "W!:Jayden@5 & W!:Jayden@7 & W!:Jayden@9"),
 C("Sophia stays through three more moves", "presence", "true", 9, "", "R:Sophia@5=lounge & R:Sophia@7=lounge & R:Sophia@9=lounge"),
 C("ends up moving it to the red_basket herself (line 9)", "event", "true", 9, "", "E:9~Sophia moved the pumpkin to the red_basket"),
 C("Sophia thinks it's in the red_basket", "belief", "true", "end", "", "B:Sophia@end=red_basket"),
 C("Sophia thinks Jayden thinks it's in the red_basket as well", "belief", "false", "end", "Sophia -> Jayden is blue_cupboard", "B:Sophia>Jayden@end=red_basket"),
 C("Jayden never saw any of that", "presence", "true", 9, "", "W!:Jayden@5 & W!:Jayden@7 & W!:Jayden@9"),
 C("blue_cupboard", "belief", "true", "end", "", "B:Jayden>Sophia@end=blue_cupboard", ans=True, occ=-1),
])

R(13, 'narrative', 'sound', 'blue_cupboard',
"""Jayden is the one who moves the pumpkin out of the red_cupboard and into the blue_cupboard to keep it for himself, and Sophia is in the lounge watching him do it. Right after, Jayden leaves. From then on the pumpkin keeps travelling - Isabella, then Emily, then Sophia herself move it - but Jayden sees none of it, and no one mentions the pumpkin in the waiting room. So as far as Jayden knows, Sophia still believes it is in the blue_cupboard.""",
[C("Jayden is the one who moves the pumpkin out of the red_cupboard and into the blue_cupboard", "event", "true", 3, "", "E:3~Jayden moved the pumpkin to the blue_cupboard & L:pumpkin@2=red_cupboard"),
 C("to keep it for himself", "event", "uncheckable", None, "motive, not in the golds"),
 C("Sophia is in the lounge watching him do it", "presence", "true", 3, "", "W:Sophia@3"),
 C("Right after, Jayden leaves", "event", "true", 4, "", "E:4~Jayden exited"),
 C("Isabella, then Emily, then Sophia herself move it", "event", "true", 9, "", "E:5~Isabella moved the pumpkin & E:7~Emily moved the pumpkin & E:9~Sophia moved the pumpkin"),
 C("Jayden sees none of it", "presence", "true", 9, "", "W!:Jayden@5 & W!:Jayden@7 & W!:Jayden@9"),
 C("no one mentions the pumpkin in the waiting room", "communication", "true", "end", "", "NOCOMMOBJ:pumpkin"),
 C("as far as Jayden knows, Sophia still believes it is in the blue_cupboard", "belief", "true", "end", "", "B:Jayden>Sophia@end=blue_cupboard", ans=True),
])

# ---------------- Q14 s6807-7-o2 : James -> Emily, sweet_potato : blue_cupboard
R(14, 'thinking', 'wrong', None,
"""<think>
Emily moved the sweet_potato to the blue_cupboard at 5 and James watched. Emily then left (6).
James left at 10, and William moved it back to the green_crate at 11, after James was gone. So James doesn't know about the green_crate move.
Hmm, but what does James think Emily thinks? Emily left first, so she didn't see William's move either. Both would say blue_cupboard... unless James imagines Emily coming back? There's no line where Emily returns to the kitchen, though. Ugh, I'm not sure whether the question wants James's view of Emily or the real spot.
</think>
It's either the blue_cupboard (what Emily last saw) or the green_crate (where it actually is).""",
[C("Emily moved the sweet_potato to the blue_cupboard at 5", "event", "true", 5, "", "E:5~Emily moved the sweet_potato to the blue_cupboard"),
 C("James watched", "presence", "true", 5, "", "W:James@5"),
 C("Emily then left (6)", "event", "true", 6, "", "E:6~Emily exited"),
 C("James left at 10", "event", "true", 10, "", "E:10~James exited"),
 C("William moved it back to the green_crate at 11", "event", "true", 11, "", "E:11~William moved the sweet_potato to the green_crate"),
 C("after James was gone", "presence", "true", 11, "", "R:James@11=None"),
 C("James doesn't know about the green_crate move", "belief", "true", "end", "", "B:James@end=blue_cupboard"),
 C("Emily left first", "order", "true", 6, "before James", "X:Emily<James@kitchen"),
 C("she didn't see William's move either", "presence", "true", 11, "", "W!:Emily@11"),
 C("There's no line where Emily returns to the kitchen", "presence", "true", "end", "", "NEVERIN:Emily@kitchen@7-end"),
 C("what Emily last saw", "belief", "true", "end", "Emily believes blue_cupboard", "B:Emily@end=blue_cupboard"),
 C("where it actually is", "location", "true", "end", "green_crate", "L:sweet_potato@end=green_crate"),
])

R(14, 'answer_first', 'sound', 'blue_cupboard',
"""Blue_cupboard. Emily herself moved it there while James was in the kitchen, and James saw her leave right afterwards. The only later move - William putting it back in the green_crate - happened after both of them were gone, and there is no conversation at the end.""",
[C("Blue_cupboard", "belief", "true", "end", "", "B:James>Emily@end=blue_cupboard", ans=True),
 C("Emily herself moved it there", "event", "true", 5, "", "E:5~Emily moved the sweet_potato to the blue_cupboard"),
 C("while James was in the kitchen", "presence", "true", 5, "", "R:James@5=kitchen"),
 C("James saw her leave right afterwards", "presence", "true", 6, "", "W:James@6 & E:6~Emily exited"),
 C("The only later move - William putting it back in the green_crate", "event", "true", 11, "", "E:11~William moved the sweet_potato to the green_crate & NMOVES:sweet_potato=2"),
 C("happened after both of them were gone", "presence", "true", 11, "", "R:James@11=None & R:Emily@11=None"),
 C("there is no conversation at the end", "communication", "true", "end", "", "NOCOMM"),
])

R(14, 'numbered', 'unsupported', 'blue_cupboard',
"""1. Find the last moment at which James could see what Emily saw.
2. Take the container Emily would have seen at that moment.
3. Check that nothing James witnesses later would change his guess.
Answer: blue_cupboard""",
[C("Answer: blue_cupboard", "belief", "true", "end", "answer only; steps are method", "B:James>Emily@end=blue_cupboard", ans=True)])

R(14, 'narrative', 'unsound', 'blue_cupboard',
"""Five people start in the kitchen with the sweet_potato in the green_crate. Liam leaves first, then Emily moves it to the blue_cupboard while James, Nathan and William watch, and Emily leaves. James was still in the kitchen when William moved it back to the green_crate, but that doesn't change what James thinks Emily believes, because Emily was long gone by then. So James thinks Emily thinks it's in the blue_cupboard.""",
[C("Five people start in the kitchen with the sweet_potato in the green_crate", "location", "true", 2, "", "SEEN:2=Emily,James,Liam,Nathan,William & L:sweet_potato@2=green_crate"),
 C("Liam leaves first", "order", "true", 4, "", "E:4~Liam exited & X:Liam<Emily@kitchen"),
 C("Emily moves it to the blue_cupboard", "event", "true", 5, "", "E:5~Emily moved the sweet_potato to the blue_cupboard"),
 C("while James, Nathan and William watch", "presence", "true", 5, "", "SEEN:5=Emily,James,Nathan,William"),
 C("Emily leaves", "event", "true", 6, "", "E:6~Emily exited"),
 C("James was still in the kitchen when William moved it back to the green_crate", "presence", "false", 11, "James left at 10; William was alone at 11", "R:James@11=kitchen"),
 C("Emily was long gone by then", "presence", "true", 11, "", "R:Emily@11=None"),
 C("James thinks Emily thinks it's in the blue_cupboard", "belief", "true", "end", "", "B:James>Emily@end=blue_cupboard", ans=True),
])

R(14, 'terse', 'unsound', 'blue_cupboard',
"""blue_cupboard - Emily left after James, but both saw her move it.""",
[C("blue_cupboard", "belief", "true", "end", "", "B:James>Emily@end=blue_cupboard", ans=True),
 C("Emily left after James", "order", "false", 6, "Emily left at 6, James at 10", "X:James<Emily@kitchen"),
 C("both saw her move it", "presence", "true", 5, "", "W:James@5 & W:Emily@5"),
])

# ---------------- Q15 s6807-4-o4 : Gracie -> Jack -> Oliver -> Amelia, radish : green_suitcase
R(15, 'answer_first', 'wrong', 'blue_envelope',
"""blue_envelope.

Amelia moved the radish to the blue_envelope herself at line 6, with Gracie and Jack watching, so at the bottom of the chain Amelia knows it's in the blue_envelope. The Oliver layer shouldn't override what Amelia herself saw.""",
[C("blue_envelope", "belief", "false", "end", "gold chain is green_suitcase", "B:Gracie>Jack>Oliver>Amelia@end=blue_envelope", ans=True),
 C("Amelia moved the radish to the blue_envelope herself at line 6", "event", "true", 6, "", "E:6~Amelia moved the radish to the blue_envelope"),
 C("with Gracie and Jack watching", "presence", "true", 6, "", "W:Gracie@6 & W:Jack@6"),
])

R(15, 'numbered', 'sound', 'green_suitcase',
"""1. Line 2: radish in the green_suitcase; all five present.
2. Line 4: Oliver leaves before anything moves. Gracie and Jack both see him go.
3. Lines 6-12: Amelia, James, Gracie and Jack move the radish in turn (blue_envelope, green_pantry, red_suitcase, green_suitcase), all after Oliver is gone.
4. Line 15: Gracie's public claim (red_suitcase) does reach Oliver, and Oliver actually trusts her, but the question is what Gracie thinks Jack thinks Oliver thinks.
5. In Gracie's model of Jack's model, Oliver is frozen at line 2, and so is Oliver's view of Amelia.
Answer: green_suitcase""",
[C("Line 2: radish in the green_suitcase", "location", "true", 2, "", "L:radish@2=green_suitcase"),
 C("all five present", "presence", "true", 2, "", "SEEN:2=Amelia,Gracie,Jack,James,Oliver"),
 C("Oliver leaves before anything moves", "order", "true", 4, "", "E:4~Oliver exited & NOMOVE:radish@2-5"),
 C("Gracie and Jack both see him go", "presence", "true", 4, "", "W:Gracie@4 & W:Jack@4"),
 C("Amelia, James, Gracie and Jack move the radish in turn (blue_envelope, green_pantry, red_suitcase, green_suitcase)", "event", "true", 12, "", "E:6~Amelia moved the radish to the blue_envelope & E:8~James moved the radish to the green_pantry & E:10~Gracie moved the radish to the red_suitcase & E:12~Jack moved the radish to the green_suitcase"),
 C("all after Oliver is gone", "presence", "true", 12, "", "R:Oliver@6=None & R:Oliver@8=None & R:Oliver@10=None & R:Oliver@12=None"),
 C("Gracie's public claim (red_suitcase) does reach Oliver", "communication", "true", 15, "", "E:15~Gracie publicly claimed that radish is in the red_suitcase & W:Oliver@15"),
 C("Oliver actually trusts her", "communication", "true", 15, "", "B:Oliver@15=red_suitcase"),
 C("In Gracie's model of Jack's model, Oliver is frozen at line 2", "belief", "true", "end", "", "B:Gracie>Jack>Oliver@end=green_suitcase"),
 C("Answer: green_suitcase", "belief", "true", "end", "", "B:Gracie>Jack>Oliver>Amelia@end=green_suitcase", ans=True),
])

R(15, 'narrative', 'unsound', 'green_suitcase',
"""All five see the radish in the green_suitcase, and then Oliver stands around for a minute and leaves. From that point on Oliver is out of the loop: Amelia, James, Gracie and Jack each move the radish, and Jack ends up putting it right back into the green_suitcase when he's alone. In the waiting room Gracie announces it's in the red_suitcase, which Jack believes, but none of this touches the picture Gracie has of Jack's picture of Oliver. Oliver left before the first move, and both of them saw him leave. So, in Gracie's mind, Jack thinks Oliver thinks Amelia thinks the radish is in the green_suitcase.""",
[C("All five see the radish in the green_suitcase", "presence", "true", 2, "", "SEEN:2=Amelia,Gracie,Jack,James,Oliver & L:radish@2=green_suitcase"),
 C("Oliver stands around for a minute and leaves", "event", "true", 4, "", "E:3~Oliver made no movements & E:4~Oliver exited"),
 C("Amelia, James, Gracie and Jack each move the radish", "event", "true", 12, "", "E:6~Amelia moved the radish & E:8~James moved the radish & E:10~Gracie moved the radish & E:12~Jack moved the radish"),
 C("Jack ends up putting it right back into the green_suitcase when he's alone", "event", "true", 12, "", "E:12~Jack moved the radish to the green_suitcase & SEEN:12=Jack"),
 C("Gracie announces it's in the red_suitcase", "event", "true", 15, "", "E:15~Gracie publicly claimed that radish is in the red_suitcase"),
 C("which Jack believes", "communication", "false", 15, "Jack left after Gracie and keeps green_suitcase", "B:Jack@15=red_suitcase"),
 C("Oliver left before the first move", "order", "true", 4, "", "E:4~Oliver exited & NOMOVE:radish@2-5"),
 C("both of them saw him leave", "presence", "true", 4, "", "W:Gracie@4 & W:Jack@4"),
 C("in Gracie's mind, Jack thinks Oliver thinks Amelia thinks the radish is in the green_suitcase", "belief", "true", "end", "", "B:Gracie>Jack>Oliver>Amelia@end=green_suitcase", ans=True),
])

R(15, 'terse', 'sound', 'green_suitcase',
"""green_suitcase: Oliver left at line 4, before any move, and Gracie and Jack both saw him go.""",
[C("green_suitcase", "belief", "true", "end", "", "B:Gracie>Jack>Oliver>Amelia@end=green_suitcase", ans=True),
 C("Oliver left at line 4, before any move", "order", "true", 4, "", "E:4~Oliver exited & NOMOVE:radish@2-5"),
 C("Gracie and Jack both saw him go", "presence", "true", 4, "", "W:Gracie@4 & W:Jack@4"),
])

R(15, 'thinking', 'unsound', 'green_suitcase',
"""<think>
Four levels: Gracie -> Jack -> Oliver -> Amelia.
Innermost pair first: Oliver -> Amelia. Oliver left at 4. The last thing Oliver saw Amelia see: radish in green_suitcase (line 2).
Does Jack know Oliver left? Jack was present at 4. Yes. Does Gracie know that Jack knows? Gracie was also present at 4, with Jack. Yes.
Moves: 6 Amelia -> blue_envelope, 8 James -> green_pantry, 10 Gracie -> red_suitcase, and when Gracie left at 11 the radish was in the green_pantry. Then Jack -> green_suitcase at 12.
Communications: 15 Gracie's public claim, red_suitcase; Oliver trusts her (Oliver left before Gracie). 16 Jack tells Oliver green_suitcase; Oliver trusts Jack as well. Those change Oliver's own belief, but the nested chain stays at the last event they all witnessed together.
</think>
green_suitcase""",
[C("Oliver left at 4", "event", "true", 4, "", "E:4~Oliver exited"),
 C("The last thing Oliver saw Amelia see: radish in green_suitcase (line 2)", "belief", "true", 4, "", "B:Oliver>Amelia@4=green_suitcase"),
 C("Jack was present at 4", "presence", "true", 4, "", "W:Jack@4"),
 C("Gracie was also present at 4, with Jack", "presence", "true", 4, "", "W:Gracie@4 & W:Jack@4"),
 C("6 Amelia -> blue_envelope", "event", "true", 6, "", "E:6~Amelia moved the radish to the blue_envelope"),
 C("8 James -> green_pantry", "event", "true", 8, "", "E:8~James moved the radish to the green_pantry"),
 C("10 Gracie -> red_suitcase", "event", "true", 10, "", "E:10~Gracie moved the radish to the red_suitcase"),
 C("when Gracie left at 11 the radish was in the green_pantry", "location", "false", 11, "it was in the red_suitcase", "L:radish@11=green_pantry"),
 C("Jack -> green_suitcase at 12", "event", "true", 12, "", "E:12~Jack moved the radish to the green_suitcase"),
 C("15 Gracie's public claim, red_suitcase", "event", "true", 15, "", "E:15~Gracie publicly claimed that radish is in the red_suitcase"),
 C("Oliver trusts her (Oliver left before Gracie)", "communication", "true", 15, "", "B:Oliver@15=red_suitcase & X:Oliver<Gracie@hallway"),
 C("16 Jack tells Oliver green_suitcase", "event", "true", 16, "", "E:16~Jack privately told Oliver that the radish is in the green_suitcase"),
 C("Oliver trusts Jack as well", "communication", "true", 16, "", "B:Oliver@16=green_suitcase"),
 C("the nested chain stays at the last event they all witnessed together", "belief", "true", "end", "", "B:Gracie>Jack>Oliver@end=green_suitcase"),
 C("green_suitcase", "belief", "true", "end", "", "B:Gracie>Jack>Oliver>Amelia@end=green_suitcase", ans=True, occ=-1),
])

# ---------------- Q16 s6807-9-o4 : Alexander -> Chloe -> James -> Logan, watermelon : blue_bottle
R(16, 'numbered', 'unsound', 'blue_bottle',
"""1. Line 3: watermelon in the blue_bottle, all five present.
2. Line 5: James leaves. Line 8: Chloe leaves; James was still in the crawlspace when Chloe left.
3. Line 9: Logan moves it to the blue_box - neither James nor Chloe sees this.
4. Alexander saw both James and Chloe leave before the move, so for him Chloe's picture of James's picture of Logan is the line-3 one.
5. Logan's private tell to James (red_box) and Chloe's tell to Alexander (red_cupboard) don't change Alexander's chain; Alexander doesn't even trust Chloe, since he left after her.
Answer: blue_bottle""",
[C("Line 3: watermelon in the blue_bottle", "location", "true", 3, "", "L:watermelon@3=blue_bottle"),
 C("all five present", "presence", "true", 3, "", "SEEN:3=Alexander,Chloe,James,Jayden,Logan"),
 C("Line 5: James leaves", "event", "true", 5, "", "E:5~James exited"),
 C("Line 8: Chloe leaves", "event", "true", 8, "", "E:8~Chloe exited"),
 C("James was still in the crawlspace when Chloe left", "presence", "false", 8, "James had left at line 5", "R:James@8=crawlspace"),
 C("Line 9: Logan moves it to the blue_box", "event", "true", 9, "", "E:9~Logan moved the watermelon to the blue_box"),
 C("neither James nor Chloe sees this", "presence", "true", 9, "", "W!:James@9 & W!:Chloe@9"),
 C("Alexander saw both James and Chloe leave before the move", "presence", "true", 8, "", "W:Alexander@5 & W:Alexander@8 & ORD:8<9"),
 C("Logan's private tell to James (red_box)", "event", "true", 18, "", "E:18~Logan privately told James that the watermelon is in the red_box"),
 C("Chloe's tell to Alexander (red_cupboard)", "event", "true", 20, "", "E:20~Chloe privately told Alexander that the watermelon is in the red_cupboard"),
 C("don't change Alexander's chain", "communication", "true", 20, "", "B:Alexander>Chloe>James>Logan@17=blue_bottle & B:Alexander>Chloe>James>Logan@20=blue_bottle"),
 C("Alexander doesn't even trust Chloe", "communication", "true", 20, "Alexander keeps blue_envelope", "B:Alexander@20=blue_envelope"),
 C("he left after her", "order", "true", 13, "", "X:Chloe<Alexander@crawlspace"),
 C("Answer: blue_bottle", "belief", "true", "end", "", "B:Alexander>Chloe>James>Logan@end=blue_bottle", ans=True),
])

R(16, 'narrative', 'wrong', 'red_box',
"""James and Chloe both leave the crawlspace before anything is moved, while the watermelon is still in the blue_bottle. Logan then moves it to the blue_box, and Alexander moves it again to the blue_envelope. In the waiting room, Logan privately tells James that the watermelon is in the red_box, and James trusts him because Logan left the crawlspace later. So James now thinks Logan thinks it's in the red_box, and that is what sits at the bottom of Alexander's chain: red_box.""",
[C("James and Chloe both leave the crawlspace before anything is moved", "order", "true", 8, "", "E:5~James exited & E:8~Chloe exited & NOMOVE:watermelon@3-8"),
 C("while the watermelon is still in the blue_bottle", "location", "true", 8, "", "L:watermelon@5=blue_bottle & L:watermelon@8=blue_bottle"),
 C("Logan then moves it to the blue_box", "event", "true", 9, "", "E:9~Logan moved the watermelon to the blue_box"),
 C("Alexander moves it again to the blue_envelope", "event", "true", 12, "", "E:12~Alexander moved the watermelon to the blue_envelope"),
 C("Logan privately tells James that the watermelon is in the red_box", "event", "true", 18, "", "E:18~Logan privately told James that the watermelon is in the red_box"),
 C("James trusts him", "communication", "true", 18, "", "B:James@18=red_box"),
 C("because Logan left the crawlspace later", "order", "true", 10, "", "X:James<Logan@crawlspace"),
 C("James now thinks Logan thinks it's in the red_box", "belief", "true", 18, "", "B:James>Logan@18=red_box"),
 C("red_box", "belief", "false", "end", "the four-level chain is blue_bottle", "B:Alexander>Chloe>James>Logan@end=red_box", ans=True, occ=-1),
])

R(16, 'terse', 'wrong', 'blue_box',
"""blue_box.""",
[C("blue_box", "belief", "false", "end", "gold is blue_bottle", "B:Alexander>Chloe>James>Logan@end=blue_box", ans=True)])

R(16, 'thinking', 'sound', 'blue_bottle',
"""<think>
Chain: Alexander -> Chloe -> James -> Logan.
The innermost step is James -> Logan. James left at line 5, so the last thing James saw Logan see was the watermelon going into the blue_bottle (3).
Chloe -> James: Chloe was there when James left (she leaves at 8), so Chloe knows James's info is from line 3.
Alexander -> Chloe: Alexander is still in the room at 8 and sees Chloe leave too.
Now the tells. 18: Logan -> James "red_box". James trusts Logan, so James -> Logan becomes red_box. But Chloe and Alexander aren't part of that private exchange, so their nested models don't update.
20: Chloe -> Alexander "red_cupboard". Alexander left after Chloe, so he doesn't trust her.
</think>
Alexander thinks Chloe thinks James thinks Logan thinks the watermelon is in the blue_bottle.""",
[C("James left at line 5", "event", "true", 5, "", "E:5~James exited"),
 C("the last thing James saw Logan see was the watermelon going into the blue_bottle (3)", "belief", "true", 5, "", "B:James>Logan@5=blue_bottle"),
 C("Chloe was there when James left", "presence", "true", 5, "", "W:Chloe@5"),
 C("she leaves at 8", "event", "true", 8, "", "E:8~Chloe exited"),
 C("Chloe knows James's info is from line 3", "belief", "true", 8, "", "B:Chloe>James>Logan@8=blue_bottle"),
 C("Alexander is still in the room at 8 and sees Chloe leave too", "presence", "true", 8, "", "W:Alexander@8"),
 C("James trusts Logan, so James -> Logan becomes red_box", "communication", "true", 18, "", "B:James@18=red_box & B:James>Logan@18=red_box"),
 C("Chloe and Alexander aren't part of that private exchange", "presence", "true", 18, "", "W!:Chloe@18 & W!:Alexander@18"),
 C("their nested models don't update", "belief", "true", 18, "", "B:Chloe>James>Logan@18=blue_bottle & B:Alexander>Chloe>James>Logan@18=blue_bottle"),
 C("Alexander left after Chloe", "order", "true", 13, "", "X:Chloe<Alexander@crawlspace"),
 C("he doesn't trust her", "communication", "true", 20, "", "B:Alexander@20=blue_envelope"),
 C("Alexander thinks Chloe thinks James thinks Logan thinks the watermelon is in the blue_bottle", "belief", "true", "end", "", "B:Alexander>Chloe>James>Logan@end=blue_bottle", ans=True),
])

R(16, 'answer_first', 'sound', 'blue_bottle',
"""The answer is blue_bottle.

James was the first to leave, and Chloe, who left next, saw him go; Alexander stayed until after Logan's move and his own, so he saw Chloe leave as well. Neither of the later moves was seen by James or Chloe, and the two private tells at the end don't reach Alexander's picture of Chloe.""",
[C("The answer is blue_bottle", "belief", "true", "end", "", "B:Alexander>Chloe>James>Logan@end=blue_bottle", ans=True),
 C("James was the first to leave", "order", "true", 5, "", "E:5~James exited & X:James<Chloe@crawlspace & X:James<Logan@crawlspace"),
 C("Chloe, who left next", "order", "true", 8, "", "X:James<Chloe@crawlspace & X:Chloe<Logan@crawlspace"),
 C("saw him go", "presence", "true", 5, "", "W:Chloe@5"),
 C("Alexander stayed until after Logan's move and his own", "presence", "true", 12, "", "R:Alexander@12=crawlspace & E:13~Alexander exited"),
 C("he saw Chloe leave as well", "presence", "true", 8, "", "W:Alexander@8"),
 C("Neither of the later moves was seen by James or Chloe", "presence", "true", 12, "", "W!:James@9 & W!:Chloe@9 & W!:James@12 & W!:Chloe@12"),
 C("the two private tells at the end don't reach Alexander's picture of Chloe", "communication", "true", 20, "", "B:Alexander>Chloe@17=blue_bottle & B:Alexander>Chloe@end=blue_bottle"),
])

# ---------------- Q17 s6807-16-o1 : Aria really thinks eggplant : green_container
R(17, 'narrative', 'sound', 'green_container',
"""Aria, who dislikes the lettuce and clearly has no interest in vegetables, is in the closet when the eggplant is put into the green_container, waits a minute, and leaves. Chloe, James and Owen each move it after that - to the blue_crate, the red_box, and finally back into the green_container - but Aria sees none of it, and nobody says anything to her about it later. So Aria thinks it's in the green_container, which happens to be where it really ended up.""",
[C("who dislikes the lettuce", "event", "true", 2, "", "E:2~Aria dislikes the lettuce"),
 C("clearly has no interest in vegetables", "event", "uncheckable", None, "attitude, not in the golds"),
 C("is in the closet when the eggplant is put into the green_container", "presence", "true", 3, "", "R:Aria@3=closet & L:eggplant@3=green_container"),
 C("waits a minute, and leaves", "event", "true", 5, "", "E:4~Aria made no movements & E:5~Aria exited"),
 C("Chloe, James and Owen each move it after that - to the blue_crate, the red_box, and finally back into the green_container", "event", "true", 12, "", "E:6~Chloe moved the eggplant to the blue_crate & E:8~James moved the eggplant to the red_box & E:12~Owen moved the eggplant to the green_container"),
 C("Aria sees none of it", "presence", "true", 12, "", "W!:Aria@6 & W!:Aria@8 & W!:Aria@12"),
 C("nobody says anything to her about it later", "communication", "true", "end", "", "NOCOMM"),
 C("Aria thinks it's in the green_container", "belief", "true", "end", "", "B:Aria@end=green_container", ans=True),
 C("which happens to be where it really ended up", "location", "true", "end", "", "L:eggplant@end=green_container"),
])

R(17, 'terse', 'unsound', 'green_container',
"""green_container - she left right after Chloe moved it to the blue_crate.""",
[C("green_container", "belief", "true", "end", "", "B:Aria@end=green_container", ans=True),
 C("she left right after Chloe moved it", "order", "false", 5, "Aria left at 5, before Chloe's move at 6", "ORD:6<5"),
 C("Chloe moved it to the blue_crate", "event", "true", 6, "", "E:6~Chloe moved the eggplant to the blue_crate"),
])

R(17, 'thinking', 'unsound', 'green_container',
"""<think>
Aria: present at 3 (green_container), leaves at 5.
After that: Chloe -> blue_crate (6), James -> red_box (8), Sophia -> green_container (12). Aria sees none of it.
The crawlspace part is only Owen, James and Sophia, and it's about broccoli.
No tells to Aria.
</think>
Aria believes the eggplant is in the green_container.""",
[C("present at 3 (green_container)", "presence", "true", 3, "", "R:Aria@3=closet & L:eggplant@3=green_container"),
 C("leaves at 5", "event", "true", 5, "", "E:5~Aria exited"),
 C("Chloe -> blue_crate (6)", "event", "true", 6, "", "E:6~Chloe moved the eggplant to the blue_crate"),
 C("James -> red_box (8)", "event", "true", 8, "", "E:8~James moved the eggplant to the red_box"),
 C("Sophia -> green_container (12)", "event", "false", 12, "Owen made the move at 12", "E:12~Sophia moved"),
 C("Aria sees none of it", "presence", "true", 12, "", "W!:Aria@6 & W!:Aria@8 & W!:Aria@12"),
 C("The crawlspace part is only Owen, James and Sophia", "presence", "true", 15, "", "SEEN:15=James,Owen,Sophia"),
 C("it's about broccoli", "event", "true", 16, "", "E:16~broccoli"),
 C("No tells to Aria", "communication", "true", "end", "", "NOCOMM"),
 C("Aria believes the eggplant is in the green_container", "belief", "true", "end", "", "B:Aria@end=green_container", ans=True),
])

R(17, 'answer_first', 'wrong', 'red_box',
"""red_box. James moved the eggplant into the red_box at line 8 and Aria is never told otherwise, so that's the location she'd have in mind.""",
[C("red_box", "belief", "false", "end", "Aria thinks green_container", "B:Aria@end=red_box", ans=True),
 C("James moved the eggplant into the red_box at line 8", "event", "true", 8, "", "E:8~James moved the eggplant to the red_box"),
 C("Aria is never told otherwise", "communication", "true", "end", "", "NOCOMM"),
])

R(17, 'numbered', 'wrong', 'blue_crate',
"""1. Eggplant starts in the green_container.
2. Aria exits at line 5.
3. Chloe moves it to the blue_crate at line 6 - Aria sees this on her way out.
4. Aria isn't around for anything after that.
Answer: blue_crate""",
[C("Eggplant starts in the green_container", "location", "true", 3, "", "L:eggplant@3=green_container"),
 C("Aria exits at line 5", "event", "true", 5, "", "E:5~Aria exited"),
 C("Chloe moves it to the blue_crate at line 6", "event", "true", 6, "", "E:6~Chloe moved the eggplant to the blue_crate"),
 C("Aria sees this on her way out", "presence", "false", 6, "Aria had already left", "W:Aria@6"),
 C("Aria isn't around for anything after that", "presence", "true", 12, "", "W!:Aria@8 & W!:Aria@12"),
 C("Answer: blue_crate", "belief", "false", "end", "Aria thinks green_container", "B:Aria@end=blue_crate", ans=True),
])

# ---------------- Q18 s6807-14-o4 : Avery -> Abigail -> Lily -> Aiden, peas : red_pantry
R(18, 'terse', 'sound', 'red_pantry',
"""red_pantry. Lily moved the peas there in front of everyone and left right away.""",
[C("red_pantry", "belief", "true", "end", "", "B:Avery>Abigail>Lily>Aiden@end=red_pantry", ans=True),
 C("Lily moved the peas there in front of everyone", "event", "true", 3, "", "E:3~Lily moved the peas to the red_pantry & SEEN:3=Abigail,Aiden,Avery,Lily,William"),
 C("left right away", "event", "true", 4, "", "E:4~Lily exited"),
])

R(18, 'thinking', 'wrong', 'green_envelope',
"""<think>
Avery -> Abigail -> Lily -> Aiden.
Lily moved the peas to the red_pantry at 3 and left at 4. Abigail moved them to the green_envelope at 5 with Aiden, Avery and William watching.
Aiden saw the green_envelope move. Avery saw Aiden see it. So Avery thinks Abigail thinks Lily thinks Aiden thinks green_envelope? Lily wasn't there, but Aiden was, and the innermost belief is Aiden's, so I'll go with what Aiden actually saw.
</think>
green_envelope""",
[C("Lily moved the peas to the red_pantry at 3", "event", "true", 3, "", "E:3~Lily moved the peas to the red_pantry"),
 C("left at 4", "event", "true", 4, "", "E:4~Lily exited"),
 C("Abigail moved them to the green_envelope at 5", "event", "true", 5, "", "E:5~Abigail moved the peas to the green_envelope"),
 C("with Aiden, Avery and William watching", "presence", "true", 5, "", "SEEN:5=Abigail,Aiden,Avery,William"),
 C("Aiden saw the green_envelope move", "presence", "true", 5, "", "W:Aiden@5"),
 C("Avery saw Aiden see it", "presence", "true", 5, "", "W:Avery@5 & W:Aiden@5"),
 C("Lily wasn't there", "presence", "true", 5, "", "W!:Lily@5"),
 C("Aiden was", "presence", "true", 5, "", "R:Aiden@5=garage"),
 C("green_envelope", "belief", "false", "end", "chain is red_pantry", "B:Avery>Abigail>Lily>Aiden@end=green_envelope", ans=True, occ=-1),
])

R(18, 'answer_first', 'unsound', 'red_pantry',
"""red_pantry

The chain bottoms out in Lily's view of Aiden, and Lily left right after her own move to the red_pantry. Aiden left before Abigail moved the peas to the green_envelope, though that hardly matters, since Lily wasn't around for it either. Avery and Abigail both saw Lily leave, so both know Lily's last view is the red_pantry.""",
[C("red_pantry", "belief", "true", "end", "", "B:Avery>Abigail>Lily>Aiden@end=red_pantry", ans=True),
 C("Lily left right after her own move to the red_pantry", "order", "true", 4, "", "E:3~Lily moved the peas to the red_pantry & E:4~Lily exited"),
 C("Aiden left before Abigail moved the peas to the green_envelope", "order", "false", 5, "Aiden left at 10; he saw the move at 5", "ORD:10<5"),
 C("Lily wasn't around for it either", "presence", "true", 5, "", "W!:Lily@5"),
 C("Avery and Abigail both saw Lily leave", "presence", "true", 4, "", "W:Avery@4 & W:Abigail@4"),
 C("both know Lily's last view is the red_pantry", "belief", "true", "end", "", "B:Avery>Lily@end=red_pantry & B:Abigail>Lily@end=red_pantry"),
])

R(18, 'numbered', 'sound', 'red_pantry',
"""1. (2) peas in the green_suitcase; (3) Lily moves them to the red_pantry. All five watch.
2. (4) Lily exits. Abigail and Avery are both still there.
3. (5) Abigail -> green_envelope, (11) William -> green_suitcase: Lily sees neither.
4. No one says anything in the waiting_room.
5. Avery thinks Abigail thinks Lily's picture of Aiden is from line 3 -> red_pantry.""",
[C("(2) peas in the green_suitcase", "location", "true", 2, "", "L:peas@2=green_suitcase"),
 C("(3) Lily moves them to the red_pantry", "event", "true", 3, "", "E:3~Lily moved the peas to the red_pantry"),
 C("All five watch", "presence", "true", 3, "", "SEEN:3=Abigail,Aiden,Avery,Lily,William"),
 C("(4) Lily exits", "event", "true", 4, "", "E:4~Lily exited"),
 C("Abigail and Avery are both still there", "presence", "true", 4, "", "R:Abigail@4=garage & R:Avery@4=garage"),
 C("(5) Abigail -> green_envelope", "event", "true", 5, "", "E:5~Abigail moved the peas to the green_envelope"),
 C("(11) William -> green_suitcase", "event", "true", 11, "", "E:11~William moved the peas to the green_suitcase"),
 C("Lily sees neither", "presence", "true", 11, "", "W!:Lily@5 & W!:Lily@11"),
 C("No one says anything in the waiting_room", "communication", "true", "end", "", "NOCOMM"),
 C("Avery thinks Abigail thinks Lily's picture of Aiden is from line 3 -> red_pantry", "belief", "true", "end", "", "B:Avery>Abigail>Lily>Aiden@end=red_pantry", ans=True),
])

R(18, 'narrative', 'unsound', 'red_pantry',
"""All five start in the garage, where Lily moves the peas from the green_suitcase to the red_pantry and then leaves. Abigail then moves them on to the green_envelope, and later William sneaks them back into the green_suitcase when he's alone. Abigail thinks Aiden thinks the peas are still in the red_pantry, but what matters is Lily: she left before either of those moves, and Avery and Abigail both watched her go. So Avery thinks Abigail thinks Lily thinks Aiden thinks the peas are in the red_pantry.""",
[C("All five start in the garage", "presence", "true", 2, "", "SEEN:2=Abigail,Aiden,Avery,Lily,William"),
 C("Lily moves the peas from the green_suitcase to the red_pantry", "event", "true", 3, "", "L:peas@2=green_suitcase & E:3~Lily moved the peas to the red_pantry"),
 C("and then leaves", "event", "true", 4, "", "E:4~Lily exited"),
 C("Abigail then moves them on to the green_envelope", "event", "true", 5, "", "E:5~Abigail moved the peas to the green_envelope"),
 C("William sneaks them back into the green_suitcase when he's alone", "event", "true", 11, "", "E:11~William moved the peas to the green_suitcase & SEEN:11=William"),
 C("Abigail thinks Aiden thinks the peas are still in the red_pantry", "belief", "false", "end", "Abigail -> Aiden is green_envelope (Aiden saw her move)", "B:Abigail>Aiden@end=red_pantry"),
 C("she left before either of those moves", "order", "true", 4, "", "ORD:4<5 & ORD:4<11"),
 C("Avery and Abigail both watched her go", "presence", "true", 4, "", "W:Avery@4 & W:Abigail@4"),
 C("Avery thinks Abigail thinks Lily thinks Aiden thinks the peas are in the red_pantry", "belief", "true", "end", "", "B:Avery>Abigail>Lily>Aiden@end=red_pantry", ans=True),
])

# ---------------- Q19 s6807-6-o1 : Isabella really thinks onion : blue_bucket
R(19, 'thinking', 'sound', 'blue_bucket',
"""<think>
Isabella leaves the laundry at 8. At that point the onion is still in the blue_cupboard; Lily's move to the red_envelope is at 9, after she left.
Waiting room: Lily publicly claims it's in the blue_bucket. Does Isabella trust Lily? Rule: you trust someone who left the room after you. Lily left at 10, Isabella at 8. So yes, Isabella trusts her and updates to blue_bucket.
Chloe then privately tells Mia red_envelope - Isabella isn't part of that.
Wait, is the claim even true? The onion is really in the red_envelope, so Lily is saying something she doesn't believe, but Isabella can't know that.
</think>
Isabella thinks the onion is in the blue_bucket.""",
[C("Isabella leaves the laundry at 8", "event", "true", 8, "", "E:8~Isabella exited the laundry"),
 C("At that point the onion is still in the blue_cupboard", "location", "true", 8, "", "L:onion@8=blue_cupboard"),
 C("Lily's move to the red_envelope is at 9, after she left", "order", "true", 9, "", "E:9~Lily moved the onion to the red_envelope & ORD:8<9"),
 C("Lily publicly claims it's in the blue_bucket", "event", "true", 14, "", "E:14~Lily publicly claimed that onion is in the blue_bucket"),
 C("Lily left at 10, Isabella at 8", "order", "true", 10, "", "E:10~Lily exited & X:Isabella<Lily@laundry"),
 C("Isabella trusts her and updates to blue_bucket", "communication", "true", 14, "", "B:Isabella@14=blue_bucket"),
 C("Chloe then privately tells Mia red_envelope", "event", "true", 15, "", "E:15~Chloe privately told Mia that the onion is in the red_envelope"),
 C("Isabella isn't part of that", "presence", "true", 15, "", "W!:Isabella@15"),
 C("The onion is really in the red_envelope", "location", "true", "end", "", "L:onion@end=red_envelope"),
 C("Lily is saying something she doesn't believe", "belief", "true", 14, "Lily believes red_envelope", "B:Lily@14=red_envelope"),
 C("Isabella thinks the onion is in the blue_bucket", "belief", "true", "end", "", "B:Isabella@end=blue_bucket", ans=True),
])

R(19, 'answer_first', 'wrong', 'blue_cupboard',
"""blue_cupboard. Isabella left the laundry before Lily moved the onion, so the last location she saw was the blue_cupboard.""",
[C("blue_cupboard", "belief", "false", "end", "she adopted Lily's public claim (blue_bucket)", "B:Isabella@end=blue_cupboard", ans=True),
 C("Isabella left the laundry before Lily moved the onion", "order", "true", 9, "", "E:8~Isabella exited & E:9~Lily moved the onion & ORD:8<9"),
 C("the last location she saw was the blue_cupboard", "belief", "true", 8, "", "B:Isabella@8=blue_cupboard"),
])

R(19, 'numbered', 'unsound', 'blue_bucket',
"""1. The onion starts in the blue_cupboard (line 2).
2. Hannah leaves first, then Mia, then Isabella (lines 4-8).
3. Lily moves it to the red_envelope at line 9, with only Chloe still there.
4. Line 14: Lily publicly says it's in the blue_bucket. Isabella left before Lily, so she trusts her.
5. Line 15 is a private message to Mia; Isabella doesn't hear it.
Answer: blue_bucket""",
[C("The onion starts in the blue_cupboard (line 2)", "location", "true", 2, "", "L:onion@2=blue_cupboard"),
 C("Hannah leaves first, then Mia, then Isabella", "order", "false", 8, "Mia left first (4), then Hannah (6)", "X:Hannah<Mia@laundry"),
 C("Lily moves it to the red_envelope at line 9", "event", "true", 9, "", "E:9~Lily moved the onion to the red_envelope"),
 C("with only Chloe still there", "presence", "true", 9, "", "SEEN:9=Chloe,Lily"),
 C("Lily publicly says it's in the blue_bucket", "event", "true", 14, "", "E:14~Lily publicly claimed that onion is in the blue_bucket"),
 C("Isabella left before Lily", "order", "true", 10, "", "X:Isabella<Lily@laundry"),
 C("she trusts her", "communication", "true", 14, "", "B:Isabella@14=blue_bucket"),
 C("Line 15 is a private message to Mia", "event", "true", 15, "", "E:15~privately told Mia"),
 C("Isabella doesn't hear it", "presence", "true", 15, "", "W!:Isabella@15"),
 C("Answer: blue_bucket", "belief", "true", "end", "", "B:Isabella@end=blue_bucket", ans=True),
])

R(19, 'narrative', 'wrong', 'red_envelope',
"""Isabella leaves the laundry while the onion is still in the blue_cupboard. After she's gone, Lily moves it into the red_envelope with Chloe watching. In the waiting room Lily announces that it's in the blue_bucket, but Chloe then says privately that it's in the red_envelope, and since Chloe was the last one out of the laundry, her word carries more weight. Isabella ends up believing the red_envelope.""",
[C("Isabella leaves the laundry while the onion is still in the blue_cupboard", "event", "true", 8, "", "E:8~Isabella exited & L:onion@8=blue_cupboard"),
 C("After she's gone, Lily moves it into the red_envelope", "event", "true", 9, "", "R:Isabella@9=None & E:9~Lily moved the onion to the red_envelope"),
 C("with Chloe watching", "presence", "true", 9, "", "W:Chloe@9"),
 C("Lily announces that it's in the blue_bucket", "event", "true", 14, "", "E:14~Lily publicly claimed that onion is in the blue_bucket"),
 C("Chloe then says privately that it's in the red_envelope", "communication", "true", 15, "", "E:15~Chloe privately told Mia that the onion is in the red_envelope"),
 C("Chloe was the last one out of the laundry", "order", "true", 12, "", "E:12~Chloe exited & X:Lily<Chloe@laundry & X:Isabella<Chloe@laundry"),
 C("Isabella ends up believing the red_envelope", "belief", "false", "end", "the tell went to Mia; Isabella believes blue_bucket", "B:Isabella@end=red_envelope", ans=True),
])

R(19, 'terse', 'sound', 'blue_bucket',
"""blue_bucket - she trusts Lily's public claim, since Lily left after her.""",
[C("blue_bucket", "belief", "true", "end", "", "B:Isabella@end=blue_bucket", ans=True),
 C("she trusts Lily's public claim", "communication", "true", 14, "", "B:Isabella@14=blue_bucket"),
 C("Lily left after her", "order", "true", 10, "", "X:Isabella<Lily@laundry"),
])

# ---------------- Q20 s6807-19-o4 : Aiden -> Ethan -> Elizabeth -> Jacob, persimmon : red_container
R(20, 'answer_first', 'unsupported', 'red_container',
"""Red_container - that's my answer for Aiden's view of Ethan's view of Elizabeth's view of Jacob.""",
[C("Red_container", "belief", "true", "end", "answer only", "B:Aiden>Ethan>Elizabeth>Jacob@end=red_container", ans=True)])

R(20, 'numbered', 'unsound', 'red_container',
"""1. Line 2: persimmon in the red_container, all five present.
2. Ethan (4), Jacob (6) and Emily (8) leave in that order; nothing has moved yet.
3. Line 9: Aiden moves it to the green_bottle. Only Elizabeth and Emily see it.
4. Ethan's knowledge stops at line 2, and from Aiden's side, Ethan's model of Elizabeth's model of Jacob stops there too.
5. Emily's tell to Ethan (14) is private, so Aiden doesn't hear it; Jacob's tell to Aiden (15) just repeats red_container.
Answer: red_container""",
[C("Line 2: persimmon in the red_container", "location", "true", 2, "", "L:persimmon@2=red_container"),
 C("all five present", "presence", "true", 2, "", "SEEN:2=Aiden,Elizabeth,Emily,Ethan,Jacob"),
 C("Ethan (4), Jacob (6) and Emily (8) leave in that order", "order", "true", 8, "", "X:Ethan<Jacob@front_yard & X:Jacob<Emily@front_yard"),
 C("nothing has moved yet", "event", "true", 8, "", "NOMOVE:persimmon@2-8"),
 C("Line 9: Aiden moves it to the green_bottle", "event", "true", 9, "", "E:9~Aiden moved the persimmon to the green_bottle"),
 C("Only Elizabeth and Emily see it", "presence", "false", 9, "Emily had left at 8; only Elizabeth (and Aiden) saw it", "SEEN:9=Aiden,Elizabeth,Emily"),
 C("Ethan's knowledge stops at line 2", "belief", "true", 13, "before the tell at 14", "B:Ethan@13=red_container"),
 C("from Aiden's side, Ethan's model of Elizabeth's model of Jacob stops there too", "belief", "true", "end", "", "B:Aiden>Ethan>Elizabeth>Jacob@end=red_container", ans=True),
 C("Emily's tell to Ethan (14) is private", "event", "true", 14, "", "E:14~Emily privately told Ethan"),
 C("Aiden doesn't hear it", "presence", "true", 14, "", "W!:Aiden@14"),
 C("Jacob's tell to Aiden (15) just repeats red_container", "communication", "true", 15, "", "E:15~Jacob privately told Aiden that the persimmon is in the red_container"),
 C("Answer: red_container", "belief", "true", "end", "", "B:Aiden>Ethan>Elizabeth>Jacob@end=red_container", ans=True),
])

R(20, 'narrative', 'sound', 'red_container',
"""Everyone sees the persimmon in the red_container at the start. Ethan, Jacob and Emily each wait a minute and leave, and only after all three are gone does Aiden move it to the green_bottle, with Elizabeth watching; Elizabeth ends up knowing more than anyone else in the group. Aiden saw Ethan leave early, so Aiden knows Ethan only ever saw the red_container, and whatever Ethan imagines about Elizabeth and Jacob comes from that same first scene. Emily's private tip to Ethan in the waiting room happens without Aiden, and Aiden doesn't trust Jacob's message either way. So the chain lands on the red_container.""",
[C("Everyone sees the persimmon in the red_container at the start", "presence", "true", 2, "", "SEEN:2=Aiden,Elizabeth,Emily,Ethan,Jacob & L:persimmon@2=red_container"),
 C("Ethan, Jacob and Emily each wait a minute and leave", "event", "true", 8, "", "E:3~Ethan made no movements & E:4~Ethan exited & E:5~Jacob made no movements & E:6~Jacob exited & E:7~Emily made no movements & E:8~Emily exited"),
 C("only after all three are gone does Aiden move it to the green_bottle", "order", "true", 9, "", "R:Ethan@9=None & R:Jacob@9=None & R:Emily@9=None & E:9~Aiden moved the persimmon to the green_bottle"),
 C("with Elizabeth watching", "presence", "true", 9, "", "W:Elizabeth@9"),
 C("Elizabeth ends up knowing more than anyone else in the group", "belief", "uncheckable", None, "vague comparison"),
 C("Aiden saw Ethan leave early", "presence", "true", 4, "", "W:Aiden@4"),
 C("Aiden knows Ethan only ever saw the red_container", "belief", "true", "end", "", "B:Aiden>Ethan@end=red_container"),
 C("Emily's private tip to Ethan in the waiting room happens without Aiden", "communication", "true", 14, "", "E:14~Emily privately told Ethan & W!:Aiden@14"),
 C("Aiden doesn't trust Jacob's message", "communication", "true", 15, "Aiden keeps green_bottle", "B:Aiden@15=green_bottle"),
 C("the chain lands on the red_container", "belief", "true", "end", "", "B:Aiden>Ethan>Elizabeth>Jacob@end=red_container", ans=True),
])

R(20, 'terse', 'wrong', 'green_bottle',
"""green_bottle (Emily told Ethan).""",
[C("green_bottle", "belief", "false", "end", "chain is red_container", "B:Aiden>Ethan>Elizabeth>Jacob@end=green_bottle", ans=True),
 C("Emily told Ethan", "communication", "true", 14, "", "E:14~Emily privately told Ethan that the persimmon is in the green_bottle"),
])

R(20, 'thinking', 'unsound', 'red_container',
"""<think>
Aiden -> Ethan -> Elizabeth -> Jacob.
Ethan leaves at 4, first of all. At that point the persimmon is in the red_container and all five had seen it. Jacob leaves at 6. Aiden and Elizabeth are still there for both exits.
The only move: Aiden -> green_bottle at 9. Ethan and Jacob weren't there.
Tells: Emily -> Ethan "green_bottle" at 14. Ethan trusts Emily (she left after him), so Ethan's own belief becomes green_bottle. Jacob -> Aiden "red_container" at 15: Aiden believes Jacob and goes back to red_container for his own belief.
Neither tell changes the chain from Aiden through Ethan to Elizabeth to Jacob, which is stuck on the opening scene.
</think>
red_container""",
[C("Ethan leaves at 4, first of all", "order", "true", 4, "", "E:4~Ethan exited & X:Ethan<Jacob@front_yard"),
 C("At that point the persimmon is in the red_container", "location", "true", 4, "", "L:persimmon@4=red_container"),
 C("all five had seen it", "presence", "true", 2, "", "SEEN:2=Aiden,Elizabeth,Emily,Ethan,Jacob"),
 C("Jacob leaves at 6", "event", "true", 6, "", "E:6~Jacob exited"),
 C("Aiden and Elizabeth are still there for both exits", "presence", "true", 6, "", "W:Aiden@4 & W:Aiden@6 & W:Elizabeth@4 & W:Elizabeth@6"),
 C("The only move: Aiden -> green_bottle at 9", "event", "true", 9, "", "E:9~Aiden moved the persimmon to the green_bottle & NMOVES:persimmon=1"),
 C("Ethan and Jacob weren't there", "presence", "true", 9, "", "W!:Ethan@9 & W!:Jacob@9"),
 C("Ethan trusts Emily (she left after him)", "communication", "true", 14, "", "B:Ethan@14=green_bottle & X:Ethan<Emily@front_yard"),
 C("Aiden believes Jacob and goes back to red_container for his own belief", "communication", "false", 15, "Aiden left after Jacob and keeps green_bottle", "B:Aiden@15=red_container"),
 C("Neither tell changes the chain from Aiden through Ethan to Elizabeth to Jacob", "communication", "true", 15, "", "B:Aiden>Ethan>Elizabeth>Jacob@13=red_container & B:Aiden>Ethan>Elizabeth>Jacob@15=red_container"),
 C("red_container", "belief", "true", "end", "", "B:Aiden>Ethan>Elizabeth>Jacob@end=red_container", ans=True, occ=-1),
])

# ---------------- Q21 s6807-13-o3 : Mason -> Isla -> Amelia, turnip : green_drawer
R(21, 'numbered', 'sound', 'green_drawer',
"""1. The turnip starts in the blue_suitcase (2).
2. Alexander leaves (4); then Noah moves the turnip to the green_drawer (5) while Mason, Isla and Amelia are all in the basement.
3. After that nobody moves it; Noah, Mason, Amelia and Isla leave in that order.
4. Mason watched Isla and Amelia both see the move, so Mason thinks Isla thinks Amelia thinks it's in the green_drawer.""",
[C("The turnip starts in the blue_suitcase (2)", "location", "true", 2, "", "L:turnip@2=blue_suitcase"),
 C("Alexander leaves (4)", "event", "true", 4, "", "E:4~Alexander exited"),
 C("Noah moves the turnip to the green_drawer (5)", "event", "true", 5, "", "E:5~Noah moved the turnip to the green_drawer"),
 C("while Mason, Isla and Amelia are all in the basement", "presence", "true", 5, "", "R:Mason@5=basement & R:Isla@5=basement & R:Amelia@5=basement"),
 C("After that nobody moves it", "event", "true", 13, "", "NOMOVE:turnip@5-end"),
 C("Noah, Mason, Amelia and Isla leave in that order", "order", "true", 12, "", "X:Noah<Mason@basement & X:Mason<Amelia@basement & X:Amelia<Isla@basement"),
 C("Mason watched Isla and Amelia both see the move", "presence", "true", 5, "", "W:Mason@5 & W:Isla@5 & W:Amelia@5"),
 C("Mason thinks Isla thinks Amelia thinks it's in the green_drawer", "belief", "true", "end", "", "B:Mason>Isla>Amelia@end=green_drawer", ans=True),
])

R(21, 'narrative', 'unsound', 'green_drawer',
"""Alexander watched Noah move the turnip from the blue_suitcase into the green_drawer, and so did Mason, Isla and Amelia. Nobody touched it again. Mason left before Amelia and Isla, but he had already seen both of them see the move, so Mason thinks Isla thinks Amelia thinks the turnip is in the green_drawer.""",
[C("Alexander watched Noah move the turnip from the blue_suitcase into the green_drawer", "presence", "false", 5, "Alexander left at line 4, before the move", "W:Alexander@5"),
 C("and so did Mason, Isla and Amelia", "presence", "true", 5, "", "W:Mason@5 & W:Isla@5 & W:Amelia@5"),
 C("Nobody touched it again", "event", "true", 13, "", "NOMOVE:turnip@5-end"),
 C("Mason left before Amelia and Isla", "order", "true", 8, "", "X:Mason<Amelia@basement & X:Mason<Isla@basement"),
 C("he had already seen both of them see the move", "presence", "true", 5, "", "W:Mason@5 & W:Isla@5 & W:Amelia@5"),
 C("Mason thinks Isla thinks Amelia thinks the turnip is in the green_drawer", "belief", "true", "end", "", "B:Mason>Isla>Amelia@end=green_drawer", ans=True),
])

R(21, 'terse', 'unsupported', 'green_drawer',
"""green_drawer""",
[C("green_drawer", "belief", "true", "end", "answer only", "B:Mason>Isla>Amelia@end=green_drawer", ans=True)])

R(21, 'thinking', 'wrong', 'blue_suitcase',
"""<think>
Mason -> Isla -> Amelia, turnip.
Initial: blue_suitcase. Noah moves it to green_drawer at 5. Mason leaves at 8, before Amelia (10) and Isla (12).
Since Mason is the first of the three to go, he can't be sure what Isla and Amelia made of things after he left... so for a third-order belief I'd fall back on the starting position, blue_suitcase.
</think>
blue_suitcase""",
[C("Initial: blue_suitcase", "location", "true", 2, "", "L:turnip@2=blue_suitcase"),
 C("Noah moves it to green_drawer at 5", "event", "true", 5, "", "E:5~Noah moved the turnip to the green_drawer"),
 C("Mason leaves at 8, before Amelia (10) and Isla (12)", "order", "true", 8, "", "E:8~Mason exited & X:Mason<Amelia@basement & X:Mason<Isla@basement"),
 C("Mason is the first of the three to go", "order", "true", 8, "", "X:Mason<Amelia@basement & X:Mason<Isla@basement"),
 C("blue_suitcase", "belief", "false", "end", "chain is green_drawer", "B:Mason>Isla>Amelia@end=blue_suitcase", ans=True, occ=-1),
])

R(21, 'answer_first', 'unsound', 'green_drawer',
"""green_drawer - Mason, Isla and Amelia all watched Noah make the move, and the turnip was never moved again. Amelia left before Mason, and Isla stayed longest, but the departures don't matter because there were no later changes.""",
[C("green_drawer", "belief", "true", "end", "", "B:Mason>Isla>Amelia@end=green_drawer", ans=True),
 C("Mason, Isla and Amelia all watched Noah make the move", "presence", "true", 5, "", "W:Mason@5 & W:Isla@5 & W:Amelia@5 & E:5~Noah moved the turnip"),
 C("the turnip was never moved again", "event", "true", 13, "", "NOMOVE:turnip@5-end"),
 C("Amelia left before Mason", "order", "false", 10, "Mason left at 8, Amelia at 10", "X:Amelia<Mason@basement"),
 C("Isla stayed longest", "order", "true", 12, "", "X:Amelia<Isla@basement & X:Mason<Isla@basement & X:Noah<Isla@basement & X:Alexander<Isla@basement"),
 C("there were no later changes", "event", "true", 13, "", "NOMOVE:turnip@5-end"),
])

# ---------------- Q22 s6807-10-o0 : lettuce really : blue_suitcase
R(22, 'narrative', 'wrong', 'red_treasure_chest',
"""The lettuce starts in the blue_suitcase, but Logan immediately moves it to the red_suitcase. Later, with only Owen left to watch, Aria moves it into the red_treasure_chest, and at the end she publicly tells everyone it's there. Since Aria is the one who put it there, her claim is accurate, so the lettuce is really in the red_treasure_chest.""",
[C("The lettuce starts in the blue_suitcase", "location", "true", 2, "", "L:lettuce@2=blue_suitcase"),
 C("Logan immediately moves it to the red_suitcase", "event", "true", 3, "", "E:3~Logan moved the lettuce to the red_suitcase"),
 C("with only Owen left to watch", "presence", "true", 9, "", "SEEN:9=Aria,Owen"),
 C("Aria moves it into the red_treasure_chest", "event", "true", 9, "", "E:9~Aria moved the lettuce to the red_treasure_chest"),
 C("she publicly tells everyone it's there", "event", "true", 14, "", "E:14~Aria publicly claimed that lettuce is in the red_treasure_chest"),
 C("her claim is accurate", "location", "false", 14, "Owen had moved it back to the blue_suitcase at 11", "L:lettuce@14=red_treasure_chest"),
 C("the lettuce is really in the red_treasure_chest", "location", "false", "end", "", "L:lettuce@end=red_treasure_chest", ans=True),
])

R(22, 'terse', 'sound', 'blue_suitcase',
"""blue_suitcase; Owen put it back there after Aria left.""",
[C("blue_suitcase", "location", "true", "end", "", "L:lettuce@end=blue_suitcase", ans=True),
 C("Owen put it back there", "event", "true", 11, "", "E:11~Owen moved the lettuce to the blue_suitcase"),
 C("after Aria left", "order", "true", 11, "", "E:10~Aria exited & ORD:10<11"),
])

R(22, 'thinking', 'unsound', 'blue_suitcase',
"""<think>
Lettuce: blue_suitcase (2) -> red_suitcase (3, Logan) -> red_treasure_chest (9, Aria) -> blue_suitcase (11, Owen). Owen was alone for the last move.
Then the waiting room: Aria's public claim says red_treasure_chest, which is out of date, and Owen privately tells Hannah it's in the blue_suitcase. Claims don't move objects, though.
</think>
Really: blue_suitcase.""",
[C("blue_suitcase (2)", "location", "true", 2, "", "L:lettuce@2=blue_suitcase"),
 C("red_suitcase (3, Logan)", "event", "true", 3, "", "E:3~Logan moved the lettuce to the red_suitcase"),
 C("red_treasure_chest (9, Aria)", "event", "true", 9, "", "E:9~Aria moved the lettuce to the red_treasure_chest"),
 C("blue_suitcase (11, Owen)", "event", "true", 11, "", "E:11~Owen moved the lettuce to the blue_suitcase"),
 C("Owen was alone for the last move", "presence", "true", 11, "", "SEEN:11=Owen"),
 C("Aria's public claim says red_treasure_chest", "event", "true", 14, "", "E:14~Aria publicly claimed that lettuce is in the red_treasure_chest"),
 C("which is out of date", "location", "true", 14, "the lettuce is in the blue_suitcase at 14", "L:lettuce@14=blue_suitcase"),
 C("Owen privately tells Hannah it's in the blue_suitcase", "communication", "false", 15, "Owen told Logan", "E?:Owen privately told Hannah"),
 C("Really: blue_suitcase", "location", "true", "end", "", "L:lettuce@end=blue_suitcase", ans=True),
])

R(22, 'answer_first', 'unsupported', 'blue_suitcase',
"""Answer: blue_suitcase. (The question is about the real location, not about anyone's belief or about what was claimed.)""",
[C("Answer: blue_suitcase", "location", "true", "end", "answer only", "L:lettuce@end=blue_suitcase", ans=True)])

R(22, 'numbered', 'unsound', 'blue_suitcase',
"""1. The lettuce is in the blue_suitcase at the start (line 2).
2. Logan moves it to the red_suitcase (line 3) and leaves.
3. It stays in the red_suitcase until Owen moves it back to the blue_suitcase at line 11.
4. Aria's public claim and Owen's private tell don't move anything.
Answer: blue_suitcase""",
[C("The lettuce is in the blue_suitcase at the start (line 2)", "location", "true", 2, "", "L:lettuce@2=blue_suitcase"),
 C("Logan moves it to the red_suitcase (line 3)", "event", "true", 3, "", "E:3~Logan moved the lettuce to the red_suitcase"),
 C("and leaves", "event", "true", 4, "", "E:4~Logan exited"),
 C("It stays in the red_suitcase until Owen moves it", "event", "false", 9, "Aria moved it to the red_treasure_chest at 9", "NOMOVE:lettuce@3-10"),
 C("Owen moves it back to the blue_suitcase at line 11", "event", "true", 11, "", "E:11~Owen moved the lettuce to the blue_suitcase"),
 C("Aria's public claim and Owen's private tell don't move anything", "event", "true", 15, "", "NOMOVE:lettuce@13-end"),
 C("Answer: blue_suitcase", "location", "true", "end", "", "L:lettuce@end=blue_suitcase", ans=True),
])

# ---------------- Q23 s6807-24-o4 : Ethan -> Logan -> Jayden -> Emma, cabbage : blue_pantry
R(23, 'terse', 'unsound', 'blue_pantry',
"""blue_pantry. Jayden never went back into the hallway, and the cabbage was in the blue_pantry when he left.""",
[C("blue_pantry", "belief", "true", "end", "", "B:Ethan>Logan>Jayden>Emma@end=blue_pantry", ans=True),
 C("Jayden never went back into the hallway", "presence", "false", 16, "Jayden re-entered the hallway at 16", "NEVERIN:Jayden@hallway@5-end"),
 C("the cabbage was in the blue_pantry when he left", "location", "true", 4, "", "L:cabbage@4=blue_pantry"),
])

R(23, 'thinking', 'sound', 'blue_pantry',
"""<think>
Ethan -> Logan -> Jayden -> Emma.
Innermost: Jayden's view of Emma. Jayden moved the cabbage to blue_pantry at 3 with everyone there, then left at 4.
Logan and Ethan both saw Jayden leave at 4, so both know Jayden's info stops at blue_pantry.
Later, at 16, Jayden, Emma and Charlotte go back into the hallway and see the cabbage in the blue_envelope. Hmm, does that matter? Ethan and Logan aren't there, so neither of them knows Jayden got an update. From Ethan's view of Logan's view, Jayden is still at line 3.
The claims at 25-26 are about the peach.
</think>
blue_pantry""",
[C("Jayden moved the cabbage to blue_pantry at 3", "event", "true", 3, "", "E:3~Jayden moved the cabbage to the blue_pantry"),
 C("with everyone there", "presence", "true", 3, "", "SEEN:3=Charlotte,Emma,Ethan,Jayden,Logan"),
 C("then left at 4", "event", "true", 4, "", "E:4~Jayden exited"),
 C("Logan and Ethan both saw Jayden leave at 4", "presence", "true", 4, "", "W:Logan@4 & W:Ethan@4"),
 C("both know Jayden's info stops at blue_pantry", "belief", "true", "end", "", "B:Logan>Jayden@end=blue_pantry & B:Ethan>Jayden@end=blue_pantry"),
 C("at 16, Jayden, Emma and Charlotte go back into the hallway", "event", "true", 16, "", "E:16~Emma, Jayden and Charlotte entered the hallway"),
 C("see the cabbage in the blue_envelope", "belief", "true", 16, "", "B:Jayden@16=blue_envelope & B:Charlotte@16=blue_envelope"),
 C("Ethan and Logan aren't there", "presence", "true", 16, "", "W!:Ethan@16 & W!:Logan@16"),
 C("From Ethan's view of Logan's view, Jayden is still at line 3", "belief", "true", "end", "", "B:Ethan>Logan>Jayden@end=blue_pantry"),
 C("The claims at 25-26 are about the peach", "communication", "true", 26, "", "E:25~peach & E:26~peach"),
 C("blue_pantry", "belief", "true", "end", "", "B:Ethan>Logan>Jayden>Emma@end=blue_pantry", ans=True, occ=-1),
])

R(23, 'answer_first', 'wrong', 'blue_envelope',
"""blue_envelope. Emma was still in the hallway when Logan moved the cabbage to the blue_envelope, and Jayden later walked back in and saw it there too, so everybody at the bottom of the chain knows it's in the blue_envelope.""",
[C("blue_envelope", "belief", "false", "end", "chain is blue_pantry", "B:Ethan>Logan>Jayden>Emma@end=blue_envelope", ans=True),
 C("Emma was still in the hallway when Logan moved the cabbage to the blue_envelope", "presence", "true", 9, "", "R:Emma@9=hallway & E:9~Logan moved the cabbage to the blue_envelope"),
 C("Jayden later walked back in and saw it there too", "belief", "true", 16, "", "E:16~Jayden & B:Jayden@16=blue_envelope"),
])

R(23, 'numbered', 'sound', 'blue_pantry',
"""1. (2) green_pantry -> (3) Jayden moves the cabbage to the blue_pantry; all five see it.
2. (4) Jayden leaves, watched by Ethan, Charlotte, Logan and Emma.
3. (5) Ethan -> green_crate and (9) Logan -> blue_envelope both happen after Jayden is gone.
4. (16) Jayden re-enters with Emma and Charlotte, but Ethan and Logan stay in the waiting_room, so the nested models held by Ethan and Logan aren't updated.
5. Ethan thinks Logan thinks Jayden thinks Emma thinks the cabbage is in the blue_pantry.""",
[C("(2) green_pantry", "location", "true", 2, "", "L:cabbage@2=green_pantry"),
 C("(3) Jayden moves the cabbage to the blue_pantry", "event", "true", 3, "", "E:3~Jayden moved the cabbage to the blue_pantry"),
 C("all five see it", "presence", "true", 3, "", "SEEN:3=Charlotte,Emma,Ethan,Jayden,Logan"),
 C("(4) Jayden leaves", "event", "true", 4, "", "E:4~Jayden exited"),
 C("watched by Ethan, Charlotte, Logan and Emma", "presence", "true", 4, "", "SEEN:4=Charlotte,Emma,Ethan,Logan"),
 C("(5) Ethan -> green_crate", "event", "true", 5, "", "E:5~Ethan moved the cabbage to the green_crate"),
 C("(9) Logan -> blue_envelope", "event", "true", 9, "", "E:9~Logan moved the cabbage to the blue_envelope"),
 C("both happen after Jayden is gone", "presence", "true", 9, "", "R:Jayden@5=None & R:Jayden@9=None"),
 C("(16) Jayden re-enters with Emma and Charlotte", "event", "true", 16, "", "E:16~Emma, Jayden and Charlotte entered the hallway"),
 C("Ethan and Logan stay in the waiting_room", "presence", "true", 16, "", "R:Ethan@16=waiting_room & R:Logan@16=waiting_room"),
 C("the nested models held by Ethan and Logan aren't updated", "belief", "true", 16, "", "B:Ethan>Logan>Jayden@16=blue_pantry & B:Logan>Jayden>Emma@16=blue_pantry"),
 C("Ethan thinks Logan thinks Jayden thinks Emma thinks the cabbage is in the blue_pantry", "belief", "true", "end", "", "B:Ethan>Logan>Jayden>Emma@end=blue_pantry", ans=True),
])

R(23, 'narrative', 'unsound', 'blue_pantry',
"""The cabbage starts in the green_pantry, and Jayden moves it to the blue_pantry before anyone has left. Jayden walks out right after. Ethan then moves it to the green_crate and Logan moves it to the blue_envelope, but Jayden is gone for both. Much later Charlotte privately tells Ethan the cabbage is in the blue_pantry, which only confirms what Ethan already expects about Jayden. In Ethan's mind, Logan thinks Jayden thinks Emma thinks the cabbage is in the blue_pantry.""",
[C("The cabbage starts in the green_pantry", "location", "true", 2, "", "L:cabbage@2=green_pantry"),
 C("Jayden moves it to the blue_pantry before anyone has left", "event", "true", 3, "", "E:3~Jayden moved the cabbage to the blue_pantry & SEEN:3=Charlotte,Emma,Ethan,Jayden,Logan"),
 C("Jayden walks out right after", "event", "true", 4, "", "E:4~Jayden exited"),
 C("Ethan then moves it to the green_crate", "event", "true", 5, "", "E:5~Ethan moved the cabbage to the green_crate"),
 C("Logan moves it to the blue_envelope", "event", "true", 9, "", "E:9~Logan moved the cabbage to the blue_envelope"),
 C("Jayden is gone for both", "presence", "true", 9, "", "W!:Jayden@5 & W!:Jayden@9"),
 C("Charlotte privately tells Ethan the cabbage is in the blue_pantry", "communication", "false", 26, "Charlotte's message is about the peach", "E:26~the cabbage"),
 C("what Ethan already expects about Jayden", "belief", "true", 25, "", "B:Ethan>Jayden@25=blue_pantry"),
 C("In Ethan's mind, Logan thinks Jayden thinks Emma thinks the cabbage is in the blue_pantry", "belief", "true", "end", "", "B:Ethan>Logan>Jayden>Emma@end=blue_pantry", ans=True),
])

# ---------------- Q24 s6807-21-o1 : Benjamin really thinks lemon : green_bucket
R(24, 'thinking', 'unsupported', 'green_bucket',
"""<think>
First-order belief about the lemon. Benjamin's belief is whatever he last observed or was credibly told. I should answer his belief, not the real location; "really think" just means his own belief.
</think>
Benjamin thinks the lemon is in the green_bucket.""",
[C("Benjamin thinks the lemon is in the green_bucket", "belief", "true", "end", "answer only", "B:Benjamin@end=green_bucket", ans=True)])

R(24, 'answer_first', 'sound', 'green_bucket',
"""green_bucket. The lemon is placed in the green_bucket while Benjamin is in the room, and it never moves at all in this story - everyone just stays a minute and leaves. Ethan dislikes the lemon, but that doesn't move it.""",
[C("green_bucket", "belief", "true", "end", "", "B:Benjamin@end=green_bucket", ans=True),
 C("The lemon is placed in the green_bucket while Benjamin is in the room", "location", "true", 3, "", "L:lemon@3=green_bucket & R:Benjamin@3=master_bedroom"),
 C("it never moves at all in this story", "event", "true", "end", "", "NMOVES:lemon=0"),
 C("everyone just stays a minute and leaves", "event", "true", 15, "", "E:4~made no movements & E:6~made no movements & E:9~made no movements & E:11~made no movements & E:13~made no movements"),
 C("Ethan dislikes the lemon", "event", "true", 14, "", "E:14~Ethan dislikes the lemon"),
 C("that doesn't move it", "event", "true", 14, "", "NOMOVE:lemon@13-14"),
])

R(24, 'numbered', 'unsound', 'green_bucket',
"""1. Line 3: the lemon is put in the green_bucket; Benjamin is there.
2. Line 5: Benjamin leaves the master_bedroom.
3. Line 7: Benjamin sees a cat while he's still in the master_bedroom - irrelevant to the lemon.
4. Nobody ever moves the lemon, and there are no claims or tells.
Answer: green_bucket""",
[C("Line 3: the lemon is put in the green_bucket", "location", "true", 3, "", "L:lemon@3=green_bucket"),
 C("Benjamin is there", "presence", "true", 3, "", "R:Benjamin@3=master_bedroom"),
 C("Line 5: Benjamin leaves the master_bedroom", "event", "true", 5, "", "E:5~Benjamin exited the master_bedroom"),
 C("Line 7: Benjamin sees a cat", "event", "true", 7, "", "E:7~Benjamin saw a cat"),
 C("while he's still in the master_bedroom", "presence", "false", 7, "he left at line 5", "R:Benjamin@7=master_bedroom"),
 C("Nobody ever moves the lemon", "event", "true", "end", "", "NMOVES:lemon=0"),
 C("there are no claims or tells", "communication", "true", "end", "", "NOCOMM"),
 C("Answer: green_bucket", "belief", "true", "end", "", "B:Benjamin@end=green_bucket", ans=True),
])

R(24, 'narrative', 'wrong', None,
"""Benjamin is only in the master_bedroom at the very beginning. He sees the lemon placed in the green_bucket, but then he leaves, and while the others take turns staying and leaving, Benjamin is off seeing a cat. Since he was gone for most of the scene, we can't really pin down where he thinks the lemon is - he might assume someone moved it.""",
[C("He sees the lemon placed in the green_bucket", "presence", "true", 3, "", "W:Benjamin@3 & L:lemon@3=green_bucket"),
 C("then he leaves", "event", "true", 5, "", "E:5~Benjamin exited"),
 C("while the others take turns staying and leaving", "event", "true", 10, "", "E:6~Owen made no movements & E:8~Owen exited & E:9~Olivia made no movements & E:10~Olivia exited"),
 C("Benjamin is off seeing a cat", "event", "true", 7, "", "E:7~Benjamin saw a cat"),
 C("he was gone for most of the scene", "presence", "uncheckable", None, "'most of the scene' is vague"),
])

R(24, 'terse', 'unsound', 'green_bucket',
"""green_bucket; he was the last to leave and the lemon never moved.""",
[C("green_bucket", "belief", "true", "end", "", "B:Benjamin@end=green_bucket", ans=True),
 C("he was the last to leave", "order", "false", 5, "Benjamin left first; Aiden was last", "X:Aiden<Benjamin@master_bedroom"),
 C("the lemon never moved", "event", "true", "end", "", "NMOVES:lemon=0"),
])

# ---------------- Q25 tomi first_order_0_no_tom : Where will Nathan look for the lemon? red_suitcase
R(25, 'answer_first', 'sound', 'red_suitcase',
"""Nathan will look in the red_suitcase. He moved the lemon there himself at line 7, and he's still in the bedroom at the end of the story.""",
[C("Nathan will look in the red_suitcase", "belief", "true", "end", "", "B:Nathan@end=red_suitcase", ans=True),
 C("He moved the lemon there himself at line 7", "event", "true", 7, "", "E:7~Nathan moved the lemon to the red_suitcase"),
 C("he's still in the bedroom at the end of the story", "presence", "true", "end", "", "R:Nathan@end=bedroom"),
])

R(25, 'numbered', 'unsupported', 'red_suitcase',
"""1. Question type: where a character will look.
2. A character looks where they believe the object is.
3. Nathan -> red_suitcase.""",
[C("Nathan -> red_suitcase", "belief", "true", "end", "answer only", "B:Nathan@end=red_suitcase", ans=True)])

R(25, 'narrative', 'unsound', 'red_suitcase',
"""Emma is the first one in the bedroom, then Nathan, then Jacob. The lemon is sitting in the green_crate, and Nathan moves it into the red_suitcase while both of the others watch. Jacob leaves before Emma does, and then Nathan is alone. Since Nathan did the moving himself, he'll look in the red_suitcase.""",
[C("Emma is the first one in the bedroom, then Nathan, then Jacob", "order", "true", 5, "", "E:1~Emma entered & E:3~Nathan entered & E:5~Jacob entered"),
 C("The lemon is sitting in the green_crate", "location", "true", 6, "", "L:lemon@6=green_crate"),
 C("Nathan moves it into the red_suitcase", "event", "true", 7, "", "E:7~Nathan moved the lemon to the red_suitcase"),
 C("while both of the others watch", "presence", "true", 7, "", "SEEN:7=Emma,Jacob,Nathan"),
 C("Jacob leaves before Emma does", "order", "false", 8, "Emma left at 8, Jacob at 9", "ORD:9<8"),
 C("then Nathan is alone", "presence", "true", 9, "", "R:Nathan@9=bedroom & R:Emma@9=None & R:Jacob@9=None"),
 C("he'll look in the red_suitcase", "belief", "true", "end", "", "B:Nathan@end=red_suitcase", ans=True),
])

R(25, 'terse', 'sound', 'red_suitcase',
"""red_suitcase - he put it there (line 7).""",
[C("red_suitcase", "belief", "true", "end", "", "B:Nathan@end=red_suitcase", ans=True),
 C("he put it there (line 7)", "event", "true", 7, "", "E:7~Nathan moved the lemon to the red_suitcase"),
])

R(25, 'thinking', 'wrong', 'green_crate',
"""<think>
Lemon starts in green_crate (6). Nathan moves it to red_suitcase (7). Emma and Jacob leave.
"Where will Nathan look" - in these stories the trick is usually that someone was out of the room. But Nathan never left. Hmm, so there's no false belief at all... maybe the question is really asking where he first saw it? I'll go with the original spot.
</think>
green_crate""",
[C("Lemon starts in green_crate (6)", "location", "true", 6, "", "L:lemon@6=green_crate"),
 C("Nathan moves it to red_suitcase (7)", "event", "true", 7, "", "E:7~Nathan moved the lemon to the red_suitcase"),
 C("Emma and Jacob leave", "event", "true", 9, "", "E:8~Emma exited & E:9~Jacob exited"),
 C("Nathan never left", "presence", "true", "end", "", "R:Nathan@7=bedroom & R:Nathan@8=bedroom & R:Nathan@9=bedroom"),
 C("green_crate", "belief", "false", "end", "Nathan believes red_suitcase", "B:Nathan@end=green_crate", ans=True, occ=-1),
])

# ---------------- Q26 s6807-8-o3 : Emma -> Mason -> Emily, broccoli : red_box
R(26, 'numbered', 'sound', 'red_box',
"""1. Line 2: broccoli in the red_box, everyone present.
2. Line 4: Mason leaves. Line 6: Emma leaves. Emma saw Mason go.
3. Everything else in the first session (green_bathtub, green_treasure_chest, back to red_box) happens with both of them gone.
4. The second playroom session (15-23) includes Mason and Emily but not Emma, so Emma can't know what Mason saw Emily do there.
5. Mason's public claim (red_bathtub) changes Emma's own belief and her view of Mason, but not her view of Mason's view of Emily.
Answer: red_box""",
[C("Line 2: broccoli in the red_box", "location", "true", 2, "", "L:broccoli@2=red_box"),
 C("everyone present", "presence", "true", 2, "", "SEEN:2=Benjamin,Emily,Emma,Logan,Mason"),
 C("Line 4: Mason leaves", "event", "true", 4, "", "E:4~Mason exited"),
 C("Line 6: Emma leaves", "event", "true", 6, "", "E:6~Emma exited"),
 C("Emma saw Mason go", "presence", "true", 4, "", "W:Emma@4"),
 C("(green_bathtub, green_treasure_chest, back to red_box)", "event", "true", 12, "", "E:7~to the green_bathtub & E:9~to the green_treasure_chest & E:12~to the red_box"),
 C("happens with both of them gone", "presence", "true", 12, "", "W!:Emma@7 & W!:Mason@7 & W!:Emma@9 & W!:Mason@9 & W!:Emma@12 & W!:Mason@12"),
 C("The second playroom session (15-23) includes Mason and Emily but not Emma", "presence", "true", 15, "", "R:Mason@15=playroom & R:Emily@15=playroom & R:Emma@15=waiting_room"),
 C("Mason's public claim (red_bathtub) changes Emma's own belief and her view of Mason", "communication", "true", 25, "", "E:25~Mason publicly claimed that broccoli is in the red_bathtub & B:Emma@25=red_bathtub & B:Emma>Mason@25=red_bathtub"),
 C("but not her view of Mason's view of Emily", "communication", "true", 25, "", "B:Emma>Mason>Emily@25=red_box"),
 C("Answer: red_box", "belief", "true", "end", "", "B:Emma>Mason>Emily@end=red_box", ans=True),
])

R(26, 'narrative', 'wrong', 'green_bathtub',
"""In the first part, Emma and Mason both see the broccoli in the red_box and then leave. Later Mason goes back into the playroom with Emily and Benjamin, and after Benjamin leaves, Emily moves the broccoli to the green_bathtub right in front of Mason. So Mason knows that Emily thinks it's in the green_bathtub, and Emma thinks Mason thinks Emily thinks the same.""",
[C("Emma and Mason both see the broccoli in the red_box", "presence", "true", 2, "", "W:Emma@2 & W:Mason@2 & L:broccoli@2=red_box"),
 C("and then leave", "event", "true", 6, "", "E:4~Mason exited & E:6~Emma exited"),
 C("Mason goes back into the playroom with Emily and Benjamin", "event", "true", 15, "", "E:15~Benjamin, Emily and Mason entered the playroom"),
 C("after Benjamin leaves", "order", "true", 18, "", "E:18~Benjamin exited & ORD:18<19"),
 C("Emily moves the broccoli to the green_bathtub right in front of Mason", "event", "true", 19, "", "E:19~Emily moved the broccoli to the green_bathtub & W:Mason@19"),
 C("Mason knows that Emily thinks it's in the green_bathtub", "belief", "true", 19, "", "B:Mason>Emily@19=green_bathtub"),
 C("Emma thinks Mason thinks Emily thinks the same", "belief", "false", "end", "chain is red_box; Emma missed the second session", "B:Emma>Mason>Emily@end=green_bathtub", ans=True),
])

R(26, 'terse', 'wrong', 'red_bathtub',
"""red_bathtub - that's what Mason announced to everyone.""",
[C("red_bathtub", "belief", "false", "end", "chain is red_box", "B:Emma>Mason>Emily@end=red_bathtub", ans=True),
 C("that's what Mason announced to everyone", "communication", "true", 25, "", "E:25~Mason publicly claimed that broccoli is in the red_bathtub & SEEN:25=Benjamin,Emily,Emma,Logan,Mason"),
])

R(26, 'thinking', 'unsound', 'red_box',
"""<think>
Emma -> Mason -> Emily.
Emma leaves the playroom at 6; Mason left at 4, just before her. Last thing Emma saw with both Mason and Emily present: line 2, broccoli in the red_box.
Second visit (15-23): Benjamin, Emily and Mason. Emma isn't there, so whatever Mason sees Emily do there, Emma doesn't know.
Public claim at 25 by Mason: red_bathtub. Emma doesn't trust Mason's claim. Either way, a claim like that would only touch her first-order belief and her model of Mason, not the Mason -> Emily layer.
</think>
red_box""",
[C("Emma leaves the playroom at 6", "event", "true", 6, "", "E:6~Emma exited the playroom"),
 C("Mason left at 4, just before her", "order", "true", 4, "", "E:4~Mason exited & X:Mason<Emma@playroom"),
 C("Last thing Emma saw with both Mason and Emily present: line 2, broccoli in the red_box", "belief", "true", 6, "", "B:Emma>Mason>Emily@6=red_box"),
 C("Second visit (15-23): Benjamin, Emily and Mason", "event", "true", 15, "", "E:15~Benjamin, Emily and Mason entered the playroom"),
 C("Emma isn't there", "presence", "true", 15, "", "R:Emma@15=waiting_room"),
 C("Public claim at 25 by Mason: red_bathtub", "event", "true", 25, "", "E:25~Mason publicly claimed that broccoli is in the red_bathtub"),
 C("Emma doesn't trust Mason's claim", "communication", "false", 25, "Emma left before Mason and adopts red_bathtub", "B:Emma@25=red_box"),
 C("red_box", "belief", "true", "end", "", "B:Emma>Mason>Emily@end=red_box", ans=True, occ=-1),
])

R(26, 'answer_first', 'unsupported', 'red_box',
"""red_box - that's the container Emma would attribute to Mason's idea of Emily's belief.""",
[C("red_box", "belief", "true", "end", "answer only", "B:Emma>Mason>Emily@end=red_box", ans=True)])

# ---------------- Q27 tomi memory : Where was the orange at the beginning? red_container
R(27, 'narrative', 'sound', 'red_container',
"""Evelyn and Isabella are both in the living room when the orange first appears, and at that point it's in the red_container. Isabella then moves it to the blue_drawer, and after that Evelyn leaves for the porch, where Ava joins her. The question asks about the beginning, so the answer is the red_container.""",
[C("Evelyn and Isabella are both in the living room when the orange first appears", "presence", "true", 5, "", "SEEN:5=Evelyn,Isabella"),
 C("at that point it's in the red_container", "location", "true", 5, "", "L:orange@5=red_container", ans=True),
 C("Isabella then moves it to the blue_drawer", "event", "true", 6, "", "E:6~Isabella moved the orange to the blue_drawer"),
 C("after that Evelyn leaves for the porch", "event", "true", 8, "", "E:7~Evelyn exited & E:8~Evelyn entered the porch"),
 C("where Ava joins her", "event", "true", 9, "", "E:9~Ava entered the porch"),
 C("the answer is the red_container", "location", "true", 5, "beginning = line 5", "L:orange@5=red_container", ans=True),
])

R(27, 'terse', 'unsupported', 'red_container',
"""red_container""",
[C("red_container", "location", "true", 5, "answer only", "L:orange@5=red_container", ans=True)])

R(27, 'thinking', 'unsound', 'red_container',
"""<think>
The orange first shows up at line 5, in the red_container, with Evelyn, Isabella and Ava in the living_room. Line 6: Isabella moves it to the blue_drawer. The question is "at the beginning", not now.
</think>
At the beginning the orange was in the red_container.""",
[C("The orange first shows up at line 5, in the red_container", "location", "true", 5, "", "L:orange@4=None & L:orange@5=red_container", ans=True),
 C("with Evelyn, Isabella and Ava in the living_room", "presence", "false", 5, "Ava never enters the living_room", "SEEN:5=Ava,Evelyn,Isabella"),
 C("Line 6: Isabella moves it to the blue_drawer", "event", "true", 6, "", "E:6~Isabella moved the orange to the blue_drawer"),
 C("At the beginning the orange was in the red_container", "location", "true", 5, "", "L:orange@5=red_container", ans=True),
])

R(27, 'answer_first', 'wrong', 'blue_drawer',
"""blue_drawer. Isabella put the orange in the blue_drawer, and that's where it sits for the rest of the story.""",
[C("blue_drawer", "location", "false", 5, "at the beginning it was in the red_container", "L:orange@5=blue_drawer", ans=True),
 C("Isabella put the orange in the blue_drawer", "event", "true", 6, "", "E:6~Isabella moved the orange to the blue_drawer"),
 C("that's where it sits for the rest of the story", "location", "true", "end", "", "NOMOVE:orange@6-end"),
])

R(27, 'numbered', 'unsound', 'red_container',
"""1. Line 5: the orange is in the red_container.
2. Line 6: Evelyn moves it to the blue_drawer.
3. Lines 7-9: Evelyn goes to the porch and Ava joins her.
Beginning: red_container.""",
[C("Line 5: the orange is in the red_container", "location", "true", 5, "", "L:orange@5=red_container", ans=True),
 C("Line 6: Evelyn moves it to the blue_drawer", "event", "false", 6, "Isabella moved it", "E:6~Evelyn moved"),
 C("Evelyn goes to the porch", "event", "true", 8, "", "E:7~Evelyn exited & E:8~Evelyn entered the porch"),
 C("Ava joins her", "event", "true", 9, "", "E:9~Ava entered the porch"),
 C("Beginning: red_container", "location", "true", 5, "", "L:orange@5=red_container", ans=True),
])

# ---------------- Q28 tomi second_order_0_tom : Jackson thinks Aiden searches radish : green_treasure_chest
R(28, 'terse', 'sound', 'green_treasure_chest',
"""green_treasure_chest. Aiden left before Jackson moved it.""",
[C("green_treasure_chest", "belief", "true", "end", "", "B:Jackson>Aiden@end=green_treasure_chest", ans=True),
 C("Aiden left before Jackson moved it", "order", "true", 7, "", "E:5~Aiden exited & E:7~Jackson moved the radish & ORD:5<7"),
])

R(28, 'thinking', 'wrong', 'blue_bathtub',
"""<think>
Radish in green_treasure_chest at 4, both there. Aiden leaves at 5. Jackson moves it to blue_bathtub at 7 alone, then leaves at 8.
Then Aiden re-enters the garden at 10. So Aiden sees the radish in the blue_bathtub now... and the question is what Jackson thinks. But Aiden really will look in the blue_bathtub, so I'll go with that.
</think>
blue_bathtub""",
[C("Radish in green_treasure_chest at 4", "location", "true", 4, "", "L:radish@4=green_treasure_chest"),
 C("both there", "presence", "true", 4, "", "SEEN:4=Aiden,Jackson"),
 C("Aiden leaves at 5", "event", "true", 5, "", "E:5~Aiden exited"),
 C("Jackson moves it to blue_bathtub at 7 alone", "event", "true", 7, "", "E:7~Jackson moved the radish to the blue_bathtub & SEEN:7=Jackson"),
 C("then leaves at 8", "event", "true", 8, "", "E:8~Jackson exited"),
 C("Aiden re-enters the garden at 10", "event", "true", 10, "", "E:10~Aiden entered the garden"),
 C("Aiden sees the radish in the blue_bathtub now", "belief", "true", 10, "", "B:Aiden@10=blue_bathtub"),
 C("Aiden really will look in the blue_bathtub", "belief", "true", "end", "", "B:Aiden@end=blue_bathtub"),
 C("blue_bathtub", "belief", "false", "end", "Jackson -> Aiden is green_treasure_chest", "B:Jackson>Aiden@end=blue_bathtub", ans=True, occ=-1),
])

R(28, 'answer_first', 'sound', 'green_treasure_chest',
"""Jackson thinks Aiden will search the green_treasure_chest.

Aiden walked out before Jackson moved the radish to the blue_bathtub, and Jackson left the garden before Aiden came back. (Aiden actually does see the blue_bathtub when he returns at line 10, but Jackson isn't there to know that.)""",
[C("Jackson thinks Aiden will search the green_treasure_chest", "belief", "true", "end", "", "B:Jackson>Aiden@end=green_treasure_chest", ans=True),
 C("Aiden walked out before Jackson moved the radish to the blue_bathtub", "order", "true", 7, "", "E:5~Aiden exited & E:7~Jackson moved the radish to the blue_bathtub & ORD:5<7"),
 C("Jackson left the garden before Aiden came back", "order", "true", 10, "", "E:8~Jackson exited & E:10~Aiden entered & ORD:8<10"),
 C("Aiden actually does see the blue_bathtub when he returns at line 10", "belief", "true", 10, "", "B:Aiden@10=blue_bathtub"),
 C("Jackson isn't there to know that", "presence", "true", 10, "", "W!:Jackson@10"),
])

R(28, 'numbered', 'unsound', 'green_treasure_chest',
"""1. Line 4: radish in the green_treasure_chest; Jackson and Aiden both there.
2. Line 5: Aiden leaves.
3. Line 7: Jackson moves it to the blue_bathtub, alone.
4. Line 8: Jackson leaves; Jack had already entered the hall by then, which doesn't matter.
5. Line 10: Aiden returns, but Jackson is gone.
6. Jackson thinks Aiden searches the green_treasure_chest.""",
[C("Line 4: radish in the green_treasure_chest", "location", "true", 4, "", "L:radish@4=green_treasure_chest"),
 C("Jackson and Aiden both there", "presence", "true", 4, "", "SEEN:4=Aiden,Jackson"),
 C("Line 5: Aiden leaves", "event", "true", 5, "", "E:5~Aiden exited"),
 C("Line 7: Jackson moves it to the blue_bathtub, alone", "event", "true", 7, "", "E:7~Jackson moved the radish to the blue_bathtub & SEEN:7=Jackson"),
 C("Line 8: Jackson leaves", "event", "true", 8, "", "E:8~Jackson exited"),
 C("Jack had already entered the hall by then", "order", "false", 9, "Jack enters the hall at line 9, after Jackson leaves", "ORD:9<8"),
 C("Line 10: Aiden returns", "event", "true", 10, "", "E:10~Aiden entered the garden"),
 C("Jackson is gone", "presence", "true", 10, "", "R:Jackson@10=None"),
 C("Jackson thinks Aiden searches the green_treasure_chest", "belief", "true", "end", "", "B:Jackson>Aiden@end=green_treasure_chest", ans=True),
])

R(28, 'narrative', 'wrong', None,
"""Jackson and Aiden both see the radish placed in the green_treasure_chest. Aiden leaves, and Jackson, now alone, moves it to the blue_bathtub before leaving himself. When Aiden later wanders back into the garden, he finds it in the blue_bathtub. Jackson has no way of knowing whether Aiden came back, so he might expect Aiden to search the green_treasure_chest, or he might figure Aiden will stumble onto the blue_bathtub - it could go either way.""",
[C("Jackson and Aiden both see the radish placed in the green_treasure_chest", "presence", "true", 4, "", "SEEN:4=Aiden,Jackson & L:radish@4=green_treasure_chest"),
 C("Aiden leaves", "event", "true", 5, "", "E:5~Aiden exited"),
 C("Jackson, now alone, moves it to the blue_bathtub", "event", "true", 7, "", "SEEN:7=Jackson & E:7~Jackson moved the radish to the blue_bathtub"),
 C("before leaving himself", "event", "true", 8, "", "E:8~Jackson exited"),
 C("When Aiden later wanders back into the garden, he finds it in the blue_bathtub", "belief", "true", 10, "", "E:10~Aiden entered the garden & B:Aiden@10=blue_bathtub"),
 C("Jackson has no way of knowing whether Aiden came back", "presence", "true", 10, "Jackson did not witness line 10", "W!:Jackson@10"),
])

# ---------------- Q29 tomi first_order_1_no_tom : Where will Jack look for the grapefruit? red_bathtub
R(29, 'thinking', 'sound', 'red_bathtub',
"""<think>
Jack and Jayden are both on the patio. Grapefruit: green_suitcase (3). Jayden moves it to red_bathtub (4) - Jack is still there. Jack leaves at 5, after the move. So Jack saw it.
</think>
Jack will look in the red_bathtub.""",
[C("Jack and Jayden are both on the patio", "presence", "true", 3, "", "R:Jack@3=patio & R:Jayden@3=patio"),
 C("Grapefruit: green_suitcase (3)", "location", "true", 3, "", "L:grapefruit@3=green_suitcase"),
 C("Jayden moves it to red_bathtub (4)", "event", "true", 4, "", "E:4~Jayden moved the grapefruit to the red_bathtub"),
 C("Jack is still there", "presence", "true", 4, "", "R:Jack@4=patio"),
 C("Jack leaves at 5, after the move", "order", "true", 5, "", "E:5~Jack exited & ORD:4<5"),
 C("So Jack saw it", "presence", "true", 4, "", "W:Jack@4"),
 C("Jack will look in the red_bathtub", "belief", "true", "end", "", "B:Jack@end=red_bathtub", ans=True),
])

R(29, 'answer_first', 'unsound', 'red_bathtub',
"""red_bathtub. Jayden came onto the patio first, then Jack, and Jack watched Jayden move the grapefruit from the green_suitcase to the red_bathtub before he left.""",
[C("red_bathtub", "belief", "true", "end", "", "B:Jack@end=red_bathtub", ans=True),
 C("Jayden came onto the patio first, then Jack", "order", "false", 2, "Jack entered first (line 1)", "ORD:2<1"),
 C("Jack watched Jayden move the grapefruit from the green_suitcase to the red_bathtub", "presence", "true", 4, "", "W:Jack@4 & L:grapefruit@3=green_suitcase & E:4~Jayden moved the grapefruit to the red_bathtub"),
 C("before he left", "order", "true", 5, "", "E:5~Jack exited & ORD:4<5"),
])

R(29, 'numbered', 'wrong', 'green_suitcase',
"""1. The grapefruit starts in the green_suitcase.
2. Jack leaves the patio.
3. Jayden moves it to the red_bathtub after Jack is gone.
Answer: green_suitcase""",
[C("The grapefruit starts in the green_suitcase", "location", "true", 3, "", "L:grapefruit@3=green_suitcase"),
 C("Jack leaves the patio", "event", "true", 5, "", "E:5~Jack exited the patio"),
 C("Jayden moves it to the red_bathtub", "event", "true", 4, "", "E:4~Jayden moved the grapefruit to the red_bathtub"),
 C("after Jack is gone", "presence", "false", 4, "Jack was still there; he left at line 5", "R:Jack@4=None"),
 C("Answer: green_suitcase", "belief", "false", "end", "Jack believes red_bathtub", "B:Jack@end=green_suitcase", ans=True),
])

R(29, 'narrative', 'unsupported', 'red_bathtub',
"""Jack will look wherever he himself believes the grapefruit is, and in this story that is the red_bathtub.""",
[C("in this story that is the red_bathtub", "belief", "true", "end", "answer only", "B:Jack@end=red_bathtub", ans=True)])

R(29, 'terse', 'unsound', 'red_bathtub',
"""red_bathtub - it was in there from the start.""",
[C("red_bathtub", "belief", "true", "end", "", "B:Jack@end=red_bathtub", ans=True),
 C("it was in there from the start", "location", "false", 3, "it started in the green_suitcase", "L:grapefruit@3=red_bathtub"),
])

# ======================================================================
# checking
# ======================================================================
def row(d, t):
    g = d['golds']
    if t == 'end':
        return g[-1]
    return g[int(t) - 1]

def bel(d, t):
    r = row(d, t)
    return [v for k, v in r.items() if k.startswith('beliefs_about_')][0]

def qobj(d):
    return [k for k in d['golds'][0] if k.startswith('beliefs_about_')][0][len('beliefs_about_'):]

def nline(d, t):
    return len(d['golds']) if t == 'end' else int(t)

def exit_line(d, agent, room):
    for g in d['golds']:
        if g['text'].strip().rstrip('.') == f"{agent} exited the {room}":
            return g['line']
    raise AssertionError(f"no exit of {agent} from {room} in {d['id']}")

def none_or(s):
    return None if s == 'None' else s

def check_one(d, c):
    c = c.strip()
    if c.startswith('L:'):
        m = re.fullmatch(r'L:(\w+)@(\w+)=(\w+)', c); o, t, v = m.groups()
        return row(d, t)['objects'][o] == none_or(v)
    if c.startswith('B:'):
        m = re.fullmatch(r'B:([\w>]+)@(\w+)=(\w+)', c); ch, t, v = m.groups()
        key = ' -> '.join(ch.split('>'))
        b = bel(d, t)
        assert key in b, (d['id'], key)
        return b[key] == none_or(v)
    if c.startswith('R:'):
        m = re.fullmatch(r'R:(\w+)@(\w+)=(\w+)', c); a, t, v = m.groups()
        assert a in row(d, t)['agents_room'], (d['id'], a)
        return row(d, t)['agents_room'][a] == none_or(v)
    if c.startswith('SEEN:'):
        m = re.fullmatch(r'SEEN:(\w+)=([\w,]*)', c); t, v = m.groups()
        return set(row(d, t)['witnessed_by']) == set(x for x in v.split(',') if x)
    if c.startswith('W!:'):
        m = re.fullmatch(r'W!:(\w+)@(\w+)', c); a, t = m.groups()
        return a not in row(d, t)['witnessed_by']
    if c.startswith('W:'):
        m = re.fullmatch(r'W:(\w+)@(\w+)', c); a, t = m.groups()
        return a in row(d, t)['witnessed_by']
    if c.startswith('E?:'):
        s = c[3:]
        return any(s in g['text'] for g in d['golds'])
    if c.startswith('E:'):
        m = re.fullmatch(r'E:(\d+)~(.+)', c); t, s = m.groups()
        return s in row(d, t)['text']
    if c.startswith('NOMOVE:'):
        m = re.fullmatch(r'NOMOVE:(\w+)@(\w+)-(\w+)', c); o, a, b = m.groups()
        a, b = nline(d, a), nline(d, b)
        locs = [d['golds'][i - 1]['objects'][o] for i in range(a, b + 1)]
        return len(set(locs)) == 1
    if c.startswith('NMOVES:'):
        m = re.fullmatch(r'NMOVES:(\w+)=(\d+)', c); o, n = m.groups()
        return sum(1 for g in d['golds'] if re.search(rf'moved the {o} to', g['text'])) == int(n)
    if c == 'NOCOMM':
        return not any(('told' in g['text'] or 'claimed' in g['text']) for g in d['golds'])
    if c.startswith('NOCOMMOBJ:'):
        o = c.split(':')[1]
        return not any(('told' in g['text'] or 'claimed' in g['text']) and re.search(rf'\b{o}\b', g['text']) for g in d['golds'])
    if c.startswith('NEVERIN:'):
        m = re.fullmatch(r'NEVERIN:(\w+)@(\w+)@(\w+)-(\w+)', c); a, room, s, e = m.groups()
        return all(d['golds'][i - 1]['agents_room'][a] != room for i in range(nline(d, s), nline(d, e) + 1))
    if c.startswith('X:'):
        m = re.fullmatch(r'X:(\w+)<(\w+)@(\w+)', c); a, b, room = m.groups()
        return exit_line(d, a, room) < exit_line(d, b, room)
    if c.startswith('ORD:'):
        m = re.fullmatch(r'ORD:(\d+)<(\d+)', c); a, b = m.groups()
        return int(a) < int(b)
    if c.startswith('NOT '):
        return not check_one(d, c[4:])
    raise AssertionError('bad check ' + c)

def check(d, chk):
    parts = [p for p in chk.split(' & ')]
    return all(check_one(d, p) for p in parts)

out = []
counts = collections.Counter()
per_item = collections.Counter()
for r in RESPONSES:
    d = ITEMS[r['item']]
    per_item[d['id']] += 1
    n = per_item[d['id']]
    resp = r['response']
    claims = []
    used = []
    for c in r['claims']:
        t = c['text']
        if c['occ'] == -1:
            s = resp.rfind(t)
        else:
            s = -1
            for _ in range(c['occ'] + 1):
                s = resp.find(t, s + 1)
        assert s >= 0, (d['id'], n, t)
        assert resp[s:s + len(t)] == t
        # verdict vs golds
        if c['chk'] is None:
            assert c['verdict'] == 'uncheckable', (d['id'], n, t)
        else:
            ok = check(d, c['chk'])
            want = {'true': True, 'false': False}[c['verdict']]
            assert ok == want, (d['id'], n, t, c['chk'], ok)
        assert c['kind'] in ('event', 'location', 'presence', 'belief', 'order', 'communication'), c['kind']
        tm = c['time']
        assert tm is None or tm == 'end' or (isinstance(tm, int) and 1 <= tm <= len(d['golds'])), (d['id'], n, t, tm)
        claims.append(dict(text=t, start=s, end=s + len(t), kind=c['kind'], verdict=c['verdict'], time=tm, note=c['note']))
    # label consistency
    gold = d['answer']
    st = r['stated']
    ans_claims = [c for c in r['claims'] if c['ans']]
    other = [c for c in r['claims'] if not c['ans']]
    nfalse = sum(c['verdict'] == 'false' for c in r['claims'])
    nchk_other = sum(c['verdict'] != 'uncheckable' for c in other)
    if st is not None:
        assert st in resp.replace(' ', '_').lower() or st.replace('_', ' ') in resp.lower(), (d['id'], n, st)
        for c in ans_claims:
            assert c['verdict'] == ('true' if st == gold else 'false'), (d['id'], n, c['text'])
    lab = r['label']
    if lab == 'sound':
        assert st == gold and nfalse == 0 and nchk_other >= 1, (d['id'], n)
    elif lab == 'unsound':
        assert st == gold and nfalse == 1, (d['id'], n, nfalse)
    elif lab == 'unsupported':
        assert st == gold and nfalse == 0 and nchk_other == 0, (d['id'], n)
    elif lab == 'wrong':
        assert st != gold, (d['id'], n)
    else:
        raise AssertionError(lab)
    assert r['style'] in ('answer_first', 'numbered', 'narrative', 'terse', 'thinking')
    if r['style'] == 'thinking':
        assert '<think>' in resp and '</think>' in resp
    rec = {"id": f"{d['id']}-r{n}", "item_id": d['id'], "world": d['world'], "story": d['story'],
           "question": d['question']}
    if d['world'] == 'hitom':
        rec["choices"] = d.get('choices')
    rec.update({"answer": gold, "order": d['order'], "question_type": d['question_type'],
                "style": r['style'], "label": lab, "stated_answer": st, "response": resp, "claims": claims})
    out.append(rec)

assert len(out) == 150, len(out)
assert all(v == 5 for v in per_item.values()) and len(per_item) == 30, per_item
assert len(set(r['response'] for r in out)) == 150
with open(os.path.join(HERE, 'blind_7.jsonl'), 'w') as f:
    for rec in out:
        f.write(json.dumps(rec, ensure_ascii=False) + '\n')

print('style', collections.Counter(r['style'] for r in out))
print('label', collections.Counter(r['label'] for r in out))
print('style x label', sorted(collections.Counter((r['style'], r['label']) for r in out).items()))
print('kind', collections.Counter(c['kind'] for r in out for c in r['claims']))
print('verdict', collections.Counter(c['verdict'] for r in out for c in r['claims']))
print('kind x verdict', sorted(collections.Counter((c['kind'], c['verdict']) for r in out for c in r['claims']).items()))
print('false kinds in unsound', collections.Counter(c['kind'] for r in out if r['label'] == 'unsound' for c in r['claims'] if c['verdict'] == 'false'))
print('orders', collections.Counter((r['order'], r['label']) for r in out))
