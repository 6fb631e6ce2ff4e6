from common import C
ALL = ['Elizabeth','Jacob','Logan','Mia','Lily']
Q = 'Lily -> Elizabeth -> Logan'
RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="red_basket",
response="""**Answer: B. red_basket**

Explanation:
- Elizabeth moves the sweet_potato from the blue_cupboard to the red_basket (line 4) with all five in the closet.
- She then exits (line 5), so Elizabeth's last knowledge — and her picture of what Logan knows — is the red_basket.
- Lily saw Elizabeth leave, so she knows Elizabeth missed Jacob's move to the green_box (line 6).
- Nothing later reaches Elizabeth: the second trip into the closet is only Mia, Lily and Jacob, and the sweet_potato ends up in the green_box.

So Lily thinks Elizabeth thinks Logan thinks it's in the red_basket.""",
claims=[
 C("Elizabeth moves the sweet_potato from the blue_cupboard to the red_basket (line 4)", "event", "true", 4, "line 4", chk=[('o','sweet_potato',3,'blue_cupboard'),('o','sweet_potato',4,'red_basket')]),
 C("with all five in the closet", "presence", "true", 4, "all witnessed 4", chk=[('w',a,4) for a in ALL]),
 C("She then exits (line 5)", "event", "true", 5, "line 5", chk=('r','Elizabeth',5,None)),
 C("Elizabeth's last knowledge — and her picture of what Logan knows — is the red_basket", "belief", "true", "end", "Elizabeth and Elizabeth->Logan red_basket", chk=[('b','Elizabeth','end','red_basket'),('b','Elizabeth -> Logan','end','red_basket')]),
 C("Lily saw Elizabeth leave", "presence", "true", 5, "Lily witnessed 5", chk=('w','Lily',5)),
 C("she knows Elizabeth missed Jacob's move to the green_box (line 6)", "belief", "true", 6, "Lily->Elizabeth red_basket at 6", chk=[('b','Lily -> Elizabeth',6,'red_basket'),('o','sweet_potato',6,'green_box')]),
 C("Nothing later reaches Elizabeth", "belief", "true", "end", "Elizabeth stays red_basket", chk=('b','Elizabeth','end','red_basket')),
 C("the second trip into the closet is only Mia, Lily and Jacob", "event", "true", 15, "line 15", chk=[('r','Mia',15,'closet'),('r','Lily',15,'closet'),('r','Jacob',15,'closet'),('r','Logan',15,'waiting_room'),('r','Elizabeth',15,'waiting_room')]),
 C("the sweet_potato ends up in the green_box", "location", "false", "end", "PLANT: Jacob moved it to blue_drawer at 21", chk=('o','sweet_potato','end','green_box')),
 C("Lily thinks Elizabeth thinks Logan thinks it's in the red_basket", "belief", "true", "end", "answer", chk=('b',Q,'end','red_basket')),
]),
dict(style="numbered", label="sound", stated_answer="red_basket",
response="""**Step 1: Where the sweet_potato goes**
1. Starts in the blue_cupboard (line 2).
2. Elizabeth → red_basket (line 4), everyone present.
3. Jacob → green_box (line 6), after Elizabeth has left.
4. Jacob → blue_drawer (line 21), with no one else around.

**Step 2: Elizabeth's view of Logan**
Elizabeth saw Logan in the room when she moved it to the red_basket, and she left before anything else happened. So Elizabeth thinks Logan thinks it's in the red_basket.

**Step 3: Lily's view of Elizabeth**
Lily was there for Elizabeth's move and watched her exit. Lily knows Elizabeth can't know about the green_box, so Lily's model of Elizabeth's model of Logan stays at the red_basket.

**Final answer:** B. red_basket""",
claims=[
 C("Starts in the blue_cupboard (line 2)", "location", "true", 2, "line 2", chk=('o','sweet_potato',2,'blue_cupboard')),
 C("Elizabeth → red_basket (line 4)", "event", "true", 4, "line 4", chk=('o','sweet_potato',4,'red_basket')),
 C("everyone present", "presence", "true", 4, "all witnessed 4", chk=[('w',a,4) for a in ALL]),
 C("Jacob → green_box (line 6)", "event", "true", 6, "line 6", chk=('o','sweet_potato',6,'green_box')),
 C("after Elizabeth has left", "order", "true", 6, "exit 5 before 6", chk=('r','Elizabeth',6,None)),
 C("Jacob → blue_drawer (line 21)", "event", "true", 21, "line 21", chk=('o','sweet_potato',21,'blue_drawer')),
 C("with no one else around", "presence", "true", 21, "only Jacob witnessed 21", chk=[('nw',a,21) for a in ['Elizabeth','Logan','Mia','Lily']]),
 C("Elizabeth saw Logan in the room when she moved it to the red_basket", "presence", "true", 4, "Logan present at 4", chk=('w','Logan',4)),
 C("she left before anything else happened", "order", "true", 5, "exit 5 before next move 6"),
 C("Elizabeth thinks Logan thinks it's in the red_basket", "belief", "true", "end", "Elizabeth->Logan", chk=('b','Elizabeth -> Logan','end','red_basket')),
 C("Lily was there for Elizabeth's move", "presence", "true", 4, "Lily witnessed 4", chk=('w','Lily',4)),
 C("watched her exit", "presence", "true", 5, "Lily witnessed 5", chk=('w','Lily',5)),
 C("Lily knows Elizabeth can't know about the green_box", "belief", "true", "end", "Lily->Elizabeth red_basket", chk=('b','Lily -> Elizabeth','end','red_basket')),
 C("Lily's model of Elizabeth's model of Logan stays at the red_basket", "belief", "true", "end", "answer", chk=('b',Q,'end','red_basket')),
]),
dict(style="narrative", label="wrong", stated_answer="green_box",
response="""Let me trace where each person was.

Elizabeth moves the sweet_potato to the red_basket while everyone watches, then leaves. Jacob moves it to the green_box, and Logan, Mia and Lily all see that. Logan then leaves, and Lily stays to the very end of the first round.

The question is layered, so I'll work from the inside. Logan's own belief is the green_box — he watched Jacob's move and nothing after it. Lily saw Logan watch that move. When Lily thinks about what Elizabeth would think Logan believes, she'd reason that Logan stayed behind in the closet after Elizabeth left, so Elizabeth would expect Logan to be up to date. That puts Elizabeth's picture of Logan at the green_box, and Lily's view of that picture at the green_box too.

The second trip to the closet only involves Mia, Lily and Jacob, and Logan isn't there for Jacob's last move to the blue_drawer.

The answer is D. green_box.""",
claims=[
 C("Elizabeth moves the sweet_potato to the red_basket while everyone watches", "event", "true", 4, "line 4, all witnessed", chk=[('o','sweet_potato',4,'red_basket')]+[('w',a,4) for a in ALL]),
 C("then leaves", "event", "true", 5, "line 5", chk=('r','Elizabeth',5,None)),
 C("Jacob moves it to the green_box", "event", "true", 6, "line 6", chk=('o','sweet_potato',6,'green_box')),
 C("Logan, Mia and Lily all see that", "presence", "true", 6, "witnesses of 6", chk=[('w',a,6) for a in ['Logan','Mia','Lily']]),
 C("Logan then leaves", "event", "true", 9, "line 9", chk=('r','Logan',9,None)),
 C("Lily stays to the very end of the first round", "order", "true", 13, "Lily last out at 13", chk=('r','Lily',12,'closet')),
 C("Logan's own belief is the green_box", "belief", "true", "end", "Logan = green_box", chk=('b','Logan','end','green_box')),
 C("he watched Jacob's move and nothing after it", "presence", "true", 6, "Logan witnessed 6, not 21", chk=[('w','Logan',6),('nw','Logan',21)]),
 C("Lily saw Logan watch that move", "presence", "true", 6, "both witnessed 6", chk=[('w','Lily',6),('w','Logan',6)]),
 C("Logan stayed behind in the closet after Elizabeth left", "order", "true", 5, "Logan exits 9 > 5", chk=('r','Logan',5,'closet')),
 C("Elizabeth would expect Logan to be up to date", "belief", "false", "end", "Elizabeth->Logan = red_basket", chk=('b','Elizabeth -> Logan','end','green_box')),
 C("That puts Elizabeth's picture of Logan at the green_box", "belief", "false", "end", "Elizabeth->Logan = red_basket", chk=('b','Elizabeth -> Logan','end','green_box')),
 C("Lily's view of that picture at the green_box too", "belief", "false", "end", "gold red_basket", chk=('b',Q,'end','green_box')),
 C("The second trip to the closet only involves Mia, Lily and Jacob", "event", "true", 15, "line 15", chk=[('r','Logan',15,'waiting_room'),('r','Elizabeth',15,'waiting_room')]),
 C("Logan isn't there for Jacob's last move to the blue_drawer", "presence", "true", 21, "Logan not witness 21", chk=('nw','Logan',21)),
]),
dict(style="terse", label="sound", stated_answer="red_basket",
response="""B — Elizabeth left right after putting it in the red_basket, so in Lily's eyes Elizabeth still pictures Logan seeing it there.""",
claims=[
 C("Elizabeth left right after putting it in the red_basket", "event", "true", 5, "move 4, exit 5", chk=[('o','sweet_potato',4,'red_basket'),('r','Elizabeth',5,None)]),
 C("in Lily's eyes Elizabeth still pictures Logan seeing it there", "belief", "true", "end", "answer", chk=('b',Q,'end','red_basket')),
]),
dict(style="thinking", label="unsound", stated_answer="red_basket",
response="""<think>
Lily → Elizabeth → Logan.

Timeline in the closet:
- 2: sweet_potato in blue_cupboard
- 4: Elizabeth moves it to red_basket (all present)
- 5: Elizabeth exits
- 6: Jacob moves it to green_box (Jacob, Logan, Mia, Lily)
- 7 Jacob out, 9 Logan out, 11 Mia out, 13 Lily out.

Second visit: Mia, Lily, Jacob. It's still in green_box (16). Mia leaves at 18, Lily at 20, then Jacob moves it to blue_drawer (21) alone.

So Lily herself believes it's in the blue_drawer by the end. Hmm, but that's not what's asked — the chain goes through Elizabeth. Elizabeth's knowledge stopped at line 5: red_basket, and she'd assume Logan thinks the same since he was there for her move. Lily knows Elizabeth left at 5, so Lily → Elizabeth → Logan = red_basket.

Let me double check Logan — Logan stayed until 9, so Logan actually thinks green_box. But that's Logan's real belief, not what Elizabeth attributes to him. Fine.
</think>

**B. red_basket** — Elizabeth left right after her move, so in Lily's view Elizabeth still thinks Logan believes it's in the red_basket.""",
claims=[
 C("2: sweet_potato in blue_cupboard", "location", "true", 2, "line 2", chk=('o','sweet_potato',2,'blue_cupboard')),
 C("4: Elizabeth moves it to red_basket", "event", "true", 4, "line 4", chk=('o','sweet_potato',4,'red_basket')),
 C("all present", "presence", "true", 4, "all witnessed 4", chk=[('w',a,4) for a in ALL]),
 C("5: Elizabeth exits", "event", "true", 5, "line 5", chk=('r','Elizabeth',5,None)),
 C("6: Jacob moves it to green_box", "event", "true", 6, "line 6", chk=('o','sweet_potato',6,'green_box')),
 C("Jacob, Logan, Mia, Lily", "presence", "true", 6, "witnesses of 6", chk=[('w',a,6) for a in ['Jacob','Logan','Mia','Lily']]),
 C("7 Jacob out", "event", "true", 7, "line 7", chk=('r','Jacob',7,None)),
 C("9 Logan out", "event", "true", 9, "line 9", chk=('r','Logan',9,None)),
 C("11 Mia out", "event", "true", 11, "line 11", chk=('r','Mia',11,None)),
 C("13 Lily out", "event", "true", 13, "line 13", chk=('r','Lily',13,None)),
 C("Second visit: Mia, Lily, Jacob", "event", "true", 15, "line 15", chk=[('r','Mia',15,'closet'),('r','Lily',15,'closet'),('r','Jacob',15,'closet')]),
 C("It's still in green_box (16)", "location", "true", 16, "line 16", chk=('o','sweet_potato',16,'green_box')),
 C("Mia leaves at 18", "event", "true", 18, "line 18", chk=('r','Mia',18,None)),
 C("Lily at 20", "event", "true", 20, "line 20", chk=('r','Lily',20,None)),
 C("then Jacob moves it to blue_drawer (21) alone", "event", "true", 21, "line 21, only Jacob", chk=[('o','sweet_potato',21,'blue_drawer'),('nw','Lily',21),('nw','Mia',21)]),
 C("Lily herself believes it's in the blue_drawer by the end", "belief", "false", "end", "PLANT: Lily left at 20, believes green_box", chk=('b','Lily','end','blue_drawer')),
 C("Elizabeth's knowledge stopped at line 5: red_basket", "belief", "true", 5, "Elizabeth = red_basket from 4 on", chk=[('b','Elizabeth',5,'red_basket'),('b','Elizabeth','end','red_basket')]),
 C("she'd assume Logan thinks the same", "belief", "true", "end", "Elizabeth->Logan red_basket", chk=('b','Elizabeth -> Logan','end','red_basket')),
 C("he was there for her move", "presence", "true", 4, "Logan witnessed 4", chk=('w','Logan',4)),
 C("Lily knows Elizabeth left at 5", "presence", "true", 5, "Lily witnessed 5", chk=('w','Lily',5)),
 C("Lily → Elizabeth → Logan = red_basket", "belief", "true", "end", "answer", chk=('b',Q,'end','red_basket')),
 C("Logan stayed until 9", "event", "true", 9, "Logan exits 9", chk=[('r','Logan',8,'closet'),('r','Logan',9,None)]),
 C("Logan actually thinks green_box", "belief", "true", "end", "Logan = green_box", chk=('b','Logan','end','green_box')),
 C("Elizabeth left right after her move", "order", "true", 5, "move 4, exit 5"),
 C("in Lily's view Elizabeth still thinks Logan believes it's in the red_basket", "belief", "true", "end", "answer", chk=('b',Q,'end','red_basket')),
]),
]
