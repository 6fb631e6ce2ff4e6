from common import C
ALL = ['Charlotte','Ethan','Logan','Nathan','Emily']
Q = 'Logan -> Ethan -> Charlotte -> Emily'
RECORDS = [
dict(style="answer_first", label="unsound", stated_answer="red_bottle",
response="""I. red_bottle

Explanation:
- Charlotte moves the apple from the red_crate to the red_bottle at line 3, in front of all five people.
- Charlotte, Ethan and Logan leave in that order (lines 4, 6, 8) before any further move, so each of them last saw the apple in the red_bottle and knows the others saw the same.
- Nathan's move to the blue_drawer (line 10) and Emily's move back to the red_crate (line 12) happen after Logan and Ethan are gone.
- In the waiting_room, Nathan publicly claims the apple is in the red_bottle, and Emily privately tells Charlotte it's in the red_crate. Charlotte doesn't trust that tell, and in any case Logan and Ethan never hear it.

So Logan thinks Ethan thinks Charlotte thinks Emily thinks the apple is in the red_bottle.""",
claims=[
 C("Charlotte moves the apple from the red_crate to the red_bottle at line 3", "event", "true", 3, "line 3", chk=[('o','apple',2,'red_crate'),('o','apple',3,'red_bottle')]),
 C("in front of all five people", "presence", "true", 3, "all witnessed 3", chk=[('w',a,3) for a in ALL]),
 C("Charlotte, Ethan and Logan leave in that order (lines 4, 6, 8)", "order", "true", 8, "exits 4, 6, 8", chk=[('r','Charlotte',4,None),('r','Ethan',6,None),('r','Logan',8,None)]),
 C("before any further move", "order", "true", 8, "next move at 10", chk=('o','apple',9,'red_bottle')),
 C("each of them last saw the apple in the red_bottle", "belief", "true", 8, "Charlotte, Ethan, Logan = red_bottle", chk=[('b',a,8,'red_bottle') for a in ['Charlotte','Ethan','Logan']]),
 C("knows the others saw the same", "belief", "true", 8, "pairwise 2nd-order red_bottle", chk=[('b',a+' -> '+b,8,'red_bottle') for a in ['Charlotte','Ethan','Logan'] for b in ['Charlotte','Ethan','Logan'] if a!=b]),
 C("Nathan's move to the blue_drawer (line 10)", "event", "true", 10, "line 10", chk=('o','apple',10,'blue_drawer')),
 C("Emily's move back to the red_crate (line 12)", "event", "true", 12, "line 12", chk=('o','apple',12,'red_crate')),
 C("happen after Logan and Ethan are gone", "order", "true", 10, "exits 6, 8 before 10", chk=[('nw','Logan',10),('nw','Ethan',10)]),
 C("Nathan publicly claims the apple is in the red_bottle", "event", "true", 15, "line 15"),
 C("Emily privately tells Charlotte it's in the red_crate", "event", "true", 16, "line 16"),
 C("Charlotte doesn't trust that tell", "communication", "false", 16, "PLANT: Charlotte adopts red_crate at 16", chk=('b','Charlotte',16,'red_bottle')),
 C("Logan and Ethan never hear it", "presence", "true", 16, "not witnesses of 16", chk=[('nw','Logan',16),('nw','Ethan',16)]),
 C("Logan thinks Ethan thinks Charlotte thinks Emily thinks the apple is in the red_bottle", "belief", "true", "end", "answer", chk=('b',Q,'end','red_bottle')),
]),
dict(style="numbered", label="wrong", stated_answer="red_crate",
response="""Let's think step by step.

1. The apple starts in the red_crate, and Charlotte moves it to the red_bottle while everyone watches.
2. Charlotte, Ethan and Logan then leave the workshop one after another.
3. Nathan moves the apple to the blue_drawer, then leaves; Emily, alone, moves it back to the red_crate.
4. In the waiting_room, Emily tells Charlotte the apple is in the red_crate. Charlotte trusts her, so Charlotte now thinks Emily thinks it's in the red_crate.
5. Everyone is in the waiting_room at this point, so Ethan hears this too and updates his view of Charlotte, and Logan knows Ethan heard it.

Therefore Logan thinks Ethan thinks Charlotte thinks Emily thinks the apple is in the red_crate.

\\boxed{red_crate}""",
claims=[
 C("The apple starts in the red_crate", "location", "true", 2, "line 2", chk=('o','apple',2,'red_crate')),
 C("Charlotte moves it to the red_bottle while everyone watches", "event", "true", 3, "line 3", chk=[('o','apple',3,'red_bottle')]+[('w',a,3) for a in ALL]),
 C("Charlotte, Ethan and Logan then leave the workshop one after another", "order", "true", 8, "exits 4, 6, 8", chk=[('r','Charlotte',4,None),('r','Ethan',6,None),('r','Logan',8,None),('r','Ethan',4,'workshop'),('r','Logan',6,'workshop')]),
 C("Nathan moves the apple to the blue_drawer", "event", "true", 10, "line 10", chk=('o','apple',10,'blue_drawer')),
 C("then leaves", "event", "true", 11, "line 11", chk=('r','Nathan',11,None)),
 C("Emily, alone, moves it back to the red_crate", "event", "true", 12, "line 12, only Emily", chk=[('o','apple',12,'red_crate')]+[('nw',a,12) for a in ['Charlotte','Ethan','Logan','Nathan']]),
 C("Emily tells Charlotte the apple is in the red_crate", "event", "true", 16, "line 16"),
 C("Charlotte trusts her", "communication", "true", 16, "Charlotte adopts red_crate", chk=('b','Charlotte',16,'red_crate')),
 C("Charlotte now thinks Emily thinks it's in the red_crate", "belief", "true", 16, "Charlotte->Emily red_crate at 16", chk=('b','Charlotte -> Emily',16,'red_crate')),
 C("Everyone is in the waiting_room at this point", "presence", "true", 16, "rooms at 16", chk=[('r',a,16,'waiting_room') for a in ALL]),
 C("Ethan hears this too", "presence", "false", 16, "private tell; Ethan not witness", chk=('w','Ethan',16)),
 C("updates his view of Charlotte", "belief", "false", 16, "Ethan->Charlotte stays red_bottle", chk=('b','Ethan -> Charlotte',16,'red_crate')),
 C("Logan knows Ethan heard it", "belief", "false", 16, "Ethan did not witness 16; Logan->Ethan unchanged", chk=('w','Ethan',16)),
 C("Logan thinks Ethan thinks Charlotte thinks Emily thinks the apple is in the red_crate", "belief", "false", "end", "gold red_bottle", chk=('b',Q,'end','red_crate')),
]),
dict(style="narrative", label="sound", stated_answer="red_bottle",
response="""Let me trace where each person was. This is a four-level chain, so the key is finding the last moment all the relevant people shared.

Everyone is in the workshop when Charlotte moves the apple from the red_crate into the red_bottle. Then Charlotte leaves, then Ethan, then Logan. At the moment Logan walks out, he, Ethan and Charlotte have all seen the apple go into the red_bottle, and all of them saw Emily watching too.

What happens next — Nathan moving the apple to the blue_drawer, Emily putting it back in the red_crate — takes place after Logan, Ethan and Charlotte have gone, so none of it reaches the chain.

The waiting_room adds two messages. Nathan's public claim says red_bottle, which doesn't change anything for Logan or Ethan. Emily's tell to Charlotte is private; Charlotte's own view of Emily shifts to the red_crate, but Ethan isn't part of that conversation, so his picture of Charlotte stays where it was, and Logan's picture of Ethan does too.

So Logan thinks Ethan thinks Charlotte thinks Emily thinks the apple is in the red_bottle. The answer is I. red_bottle.""",
claims=[
 C("Everyone is in the workshop when Charlotte moves the apple from the red_crate into the red_bottle", "event", "true", 3, "line 3", chk=[('o','apple',3,'red_bottle')]+[('r',a,3,'workshop') for a in ALL]),
 C("Then Charlotte leaves, then Ethan, then Logan", "order", "true", 8, "exits 4, 6, 8", chk=[('r','Charlotte',4,None),('r','Ethan',6,None),('r','Logan',8,None),('r','Ethan',4,'workshop'),('r','Logan',6,'workshop')]),
 C("he, Ethan and Charlotte have all seen the apple go into the red_bottle", "presence", "true", 3, "witnesses of 3", chk=[('w',a,3) for a in ['Logan','Ethan','Charlotte']]),
 C("all of them saw Emily watching too", "presence", "true", 3, "Emily witnessed 3", chk=('w','Emily',3)),
 C("Nathan moving the apple to the blue_drawer", "event", "true", 10, "line 10", chk=('o','apple',10,'blue_drawer')),
 C("Emily putting it back in the red_crate", "event", "true", 12, "line 12", chk=('o','apple',12,'red_crate')),
 C("takes place after Logan, Ethan and Charlotte have gone", "order", "true", 10, "exits 4-8 before 10", chk=[('nw',a,t) for a in ['Logan','Ethan','Charlotte'] for t in (10,12)]),
 C("Nathan's public claim says red_bottle", "event", "true", 15, "line 15"),
 C("which doesn't change anything for Logan or Ethan", "communication", "true", 15, "beliefs of Logan/Ethan unchanged at 15", chk=[('b','Logan',15,'red_bottle'),('b','Ethan',15,'red_bottle'),('b','Logan -> Ethan',15,'red_bottle'),('b','Ethan -> Charlotte',15,'red_bottle')]),
 C("Emily's tell to Charlotte is private", "event", "true", 16, "line 16", chk=[('w','Charlotte',16),('w','Emily',16),('nw','Ethan',16)]),
 C("Charlotte's own view of Emily shifts to the red_crate", "belief", "true", 16, "Charlotte->Emily red_crate at 16", chk=[('b','Charlotte -> Emily',15,'red_bottle'),('b','Charlotte -> Emily',16,'red_crate')]),
 C("Ethan isn't part of that conversation", "presence", "true", 16, "Ethan not witness 16", chk=('nw','Ethan',16)),
 C("his picture of Charlotte stays where it was", "belief", "true", 16, "Ethan->Charlotte red_bottle at 15 and 16", chk=[('b','Ethan -> Charlotte',15,'red_bottle'),('b','Ethan -> Charlotte',16,'red_bottle')]),
 C("Logan's picture of Ethan does too", "belief", "true", 16, "Logan->Ethan red_bottle", chk=[('b','Logan -> Ethan',15,'red_bottle'),('b','Logan -> Ethan',16,'red_bottle')]),
 C("Logan thinks Ethan thinks Charlotte thinks Emily thinks the apple is in the red_bottle", "belief", "true", "end", "answer", chk=('b',Q,'end','red_bottle')),
]),
dict(style="terse", label="unsound", stated_answer="red_bottle",
response="""I. red_bottle. Charlotte moved it there from the blue_drawer, in front of everyone.""",
claims=[
 C("Charlotte moved it there from the blue_drawer", "event", "false", 3, "PLANT: she moved it from the red_crate", chk=('o','apple',2,'blue_drawer')),
 C("in front of everyone", "presence", "true", 3, "all witnessed 3", chk=[('w',a,3) for a in ALL]),
]),
dict(style="thinking", label="wrong", stated_answer="red_crate",
response="""<think>
Chain: Logan → Ethan → Charlotte → Emily, apple.

Apple in red_crate, Charlotte moves it to red_bottle at 3, everyone watching. Charlotte exits 4, Ethan exits 6, Logan exits 8. Nathan moves to blue_drawer at 10 with Emily there. Nathan exits. Emily moves to red_crate at 12, alone, then exits.

Waiting room: Nathan publicly claims red_bottle (15). Emily privately tells Charlotte red_crate (16). Charlotte left before Emily, so she trusts Emily → Charlotte now thinks red_crate, and Charlotte thinks Emily thinks red_crate.

Now Ethan's model of Charlotte. The tell is private, so Ethan doesn't hear it. Hmm. But the question is asked at the end, and at the end Charlotte's view of Emily is red_crate. Ethan's view should track Charlotte's... I think the chain follows the most recent information, which is Emily's tell: red_crate. Logan → Ethan → Charlotte → Emily = red_crate.
</think>

F. red_crate""",
claims=[
 C("Apple in red_crate", "location", "true", 2, "line 2", chk=('o','apple',2,'red_crate')),
 C("Charlotte moves it to red_bottle at 3", "event", "true", 3, "line 3", chk=('o','apple',3,'red_bottle')),
 C("everyone watching", "presence", "true", 3, "all witnessed 3", chk=[('w',a,3) for a in ALL]),
 C("Charlotte exits 4", "event", "true", 4, "line 4", chk=('r','Charlotte',4,None)),
 C("Ethan exits 6", "event", "true", 6, "line 6", chk=('r','Ethan',6,None)),
 C("Logan exits 8", "event", "true", 8, "line 8", chk=('r','Logan',8,None)),
 C("Nathan moves to blue_drawer at 10", "event", "true", 10, "line 10", chk=('o','apple',10,'blue_drawer')),
 C("with Emily there", "presence", "true", 10, "Emily witnessed 10", chk=('w','Emily',10)),
 C("Nathan exits", "event", "true", 11, "line 11", chk=('r','Nathan',11,None)),
 C("Emily moves to red_crate at 12, alone", "event", "true", 12, "line 12", chk=[('o','apple',12,'red_crate'),('nw','Nathan',12)]),
 C("then exits", "event", "true", 13, "line 13", chk=('r','Emily',13,None)),
 C("Nathan publicly claims red_bottle (15)", "event", "true", 15, "line 15"),
 C("Emily privately tells Charlotte red_crate (16)", "event", "true", 16, "line 16"),
 C("Charlotte left before Emily", "order", "true", 13, "exits 4 < 13"),
 C("she trusts Emily", "communication", "true", 16, "Charlotte adopts red_crate", chk=('b','Charlotte',16,'red_crate')),
 C("Charlotte now thinks red_crate", "belief", "true", 16, "Charlotte = red_crate", chk=('b','Charlotte',16,'red_crate')),
 C("Charlotte thinks Emily thinks red_crate", "belief", "true", 16, "Charlotte->Emily red_crate", chk=('b','Charlotte -> Emily',16,'red_crate')),
 C("The tell is private, so Ethan doesn't hear it", "presence", "true", 16, "Ethan not witness", chk=('nw','Ethan',16)),
 C("at the end Charlotte's view of Emily is red_crate", "belief", "true", "end", "Charlotte->Emily", chk=('b','Charlotte -> Emily','end','red_crate')),
 C("Ethan's view should track Charlotte's", "belief", "false", "end", "Ethan->Charlotte->Emily stays red_bottle", chk=('b','Ethan -> Charlotte -> Emily','end','red_crate')),
 C("Logan → Ethan → Charlotte → Emily = red_crate", "belief", "false", "end", "gold red_bottle", chk=('b',Q,'end','red_crate')),
]),
]
