from pc import C, R
QOBJ = "asparagus"
BX = "blue_box"
Q = 'Isabella -> Noah -> Aiden'
RECORDS = [
R("answer_first", "wrong", "blue_bucket",
"""**K. blue_bucket**

Explanation:
- Aiden moved the asparagus to the blue_box (line 4) and left at line 6, so before the waiting_room his belief was blue_box.
- In the waiting_room, Jack privately tells Aiden it is in the blue_bucket (line 16). Jack left the kitchen after Aiden, so Aiden trusts him and switches to the blue_bucket.
- Since this happens in the waiting_room where everyone is gathered, Noah and Isabella are aware of the exchange, so Isabella thinks Noah thinks Aiden now believes the blue_bucket.""",
[
 C("Aiden moved the asparagus to the blue_box (line 4)", "event", "true", 4, "line 4", ('s',4,'Aiden moved the asparagus to the blue_box')),
 C("left at line 6", "event", "true", 6, "line 6", ('s',6,'Aiden exited')),
 C("before the waiting_room his belief was blue_box", "belief", "true", 14, "Aiden = blue_box at 14", ('b','Aiden',14,BX)),
 C("Jack privately tells Aiden it is in the blue_bucket (line 16)", "event", "true", 16, "line 16", ('s',16,'Jack privately told Aiden that the asparagus is in the blue_bucket')),
 C("Jack left the kitchen after Aiden", "order", "true", None, "6 < 10", ('lt',6,10)),
 C("Aiden trusts him and switches to the blue_bucket", "communication", "true", 16, "Aiden = blue_bucket at 16", ('b','Aiden',16,'blue_bucket')),
 C("Noah and Isabella are aware of the exchange", "presence", "false", 16, "only Jack and Aiden witnessed 16", ('w','Noah',16,True),('w','Isabella',16,True)),
 C("Isabella thinks Noah thinks Aiden now believes the blue_bucket", "belief", "false", "end", "gold blue_box", ('b',Q,'end','blue_bucket'), ans=True),
]),
R("numbered", "unsound", BX,
"""Let's think step by step.

1. The asparagus is first in the blue_bucket (line 2).
2. Aiden moves it to the blue_box (line 4) while everyone is in the kitchen.
3. Aiden exits at line 6. Isabella and Noah are both still in the kitchen and see him leave.
4. After that, Oliver moves it to the green_bottle (line 7) and Jack moves it to the red_cupboard (line 9). Aiden sees neither.
5. So Noah thinks Aiden thinks it is in the blue_box, and Isabella, who was in the kitchen with Noah for every move, thinks Noah thinks that.
6. In the waiting_room, Jack privately tells Aiden "blue_bucket"; Isabella and Noah don't hear it. Oliver privately tells Isabella "blue_box", and Isabella trusts him, but her view of Noah and Aiden is unaffected.

Therefore the answer is \\boxed{N. blue_box}""",
[
 C("The asparagus is first in the blue_bucket (line 2)", "location", "true", 2, "objects row 2", ('o','asparagus',2,'blue_bucket')),
 C("Aiden moves it to the blue_box (line 4)", "event", "true", 4, "line 4", ('s',4,'Aiden moved the asparagus to the blue_box')),
 C("while everyone is in the kitchen", "presence", "true", 4, "all in kitchen", *[('r',a,4,'kitchen') for a in ['Aiden','Oliver','Jack','Isabella','Noah']]),
 C("Aiden exits at line 6", "event", "true", 6, "line 6", ('s',6,'Aiden exited')),
 C("Isabella and Noah are both still in the kitchen and see him leave", "presence", "true", 6, "both witnessed 6", ('w','Isabella',6,True),('w','Noah',6,True)),
 C("Oliver moves it to the green_bottle (line 7)", "event", "true", 7, "line 7", ('s',7,'Oliver moved the asparagus to the green_bottle')),
 C("Jack moves it to the red_cupboard (line 9)", "event", "true", 9, "line 9", ('s',9,'Jack moved the asparagus to the red_cupboard')),
 C("Aiden sees neither", "presence", "true", None, "Aiden not witness of 7, 9", ('w','Aiden',7,False),('w','Aiden',9,False)),
 C("Noah thinks Aiden thinks it is in the blue_box", "belief", "true", "end", "Noah -> Aiden", ('b','Noah -> Aiden','end',BX)),
 C("Isabella, who was in the kitchen with Noah for every move", "presence", "true", None, "both in kitchen at 4, 7, 9", *[('r',a,t,'kitchen') for a in ['Isabella','Noah'] for t in [4,7,9]]),
 C("thinks Noah thinks that", "belief", "true", "end", "answer chain", ('b',Q,'end',BX), ans=True),
 C("Jack privately tells Aiden \"blue_bucket\"", "event", "true", 16, "line 16", ('s',16,'Jack privately told Aiden that the asparagus is in the blue_bucket')),
 C("Isabella and Noah don't hear it", "presence", "true", 16, "not witnesses of 16", ('w','Isabella',16,False),('w','Noah',16,False)),
 C("Oliver privately tells Isabella \"blue_box\"", "event", "true", 17, "line 17", ('s',17,'Oliver privately told Isabella that the asparagus is in the blue_box')),
 C("Isabella trusts him", "communication", "false", 17, "PLANTED: Oliver left before Isabella; she keeps red_cupboard", ('b','Isabella',17,BX)),
 C("her view of Noah and Aiden is unaffected", "communication", "true", 17, "Isabella -> Noah, -> Aiden, chain unchanged by 17", ('b','Isabella -> Noah',16,'red_cupboard'),('b','Isabella -> Noah',17,'red_cupboard'),('b','Isabella -> Aiden',17,BX),('b',Q,17,BX)),
]),
R("narrative", "sound", BX,
"""Let me trace what each person saw.

At the start everyone is in the kitchen, and Aiden moves the asparagus from the blue_bucket to the blue_box. Aiden then leaves, while Oliver, Jack, Isabella and Noah are all still there. Oliver moves it to the green_bottle and Jack moves it to the red_cupboard, but Aiden is gone by then, so Aiden's knowledge stops at the blue_box.

Noah watched Aiden leave, so Noah knows Aiden missed those later moves: Noah thinks Aiden thinks it's in the blue_box. Isabella was in the kitchen for all of this too and saw Noah there, so she'd attribute that same reasoning to Noah.

What about the private messages? Jack tells Aiden it's in the blue_bucket, and Aiden does believe him, but neither Isabella nor Noah hears this. Oliver tells Isabella it's in the blue_box; she doesn't trust him, since he left the kitchen before she did, and in any case this doesn't touch her picture of what Noah thinks Aiden thinks.

So Isabella thinks Noah thinks Aiden thinks the asparagus is in the blue_box. The answer is N. blue_box.""",
[
 C("everyone is in the kitchen", "presence", "true", 4, "all in kitchen", *[('r',a,4,'kitchen') for a in ['Aiden','Oliver','Jack','Isabella','Noah']]),
 C("Aiden moves the asparagus from the blue_bucket to the blue_box", "event", "true", 4, "line 4", ('s',4,'Aiden moved the asparagus to the blue_box'),('o','asparagus',3,'blue_bucket')),
 C("Aiden then leaves", "event", "true", 6, "line 6", ('s',6,'Aiden exited')),
 C("while Oliver, Jack, Isabella and Noah are all still there", "presence", "true", 6, "in kitchen at 6", *[('r',a,6,'kitchen') for a in ['Oliver','Jack','Isabella','Noah']]),
 C("Oliver moves it to the green_bottle", "event", "true", 7, "line 7", ('s',7,'Oliver moved the asparagus to the green_bottle')),
 C("Jack moves it to the red_cupboard", "event", "true", 9, "line 9", ('s',9,'Jack moved the asparagus to the red_cupboard')),
 C("Aiden is gone by then", "presence", "true", 7, "Aiden in no room", ('r','Aiden',7,None),('r','Aiden',9,None)),
 C("Aiden's knowledge stops at the blue_box", "belief", "true", 9, "Aiden = blue_box", ('b','Aiden',9,BX)),
 C("Noah watched Aiden leave", "presence", "true", 6, "Noah witnessed 6", ('w','Noah',6,True)),
 C("Noah knows Aiden missed those later moves", "belief", "true", 9, "Noah -> Aiden = blue_box at 9", ('b','Noah -> Aiden',9,BX)),
 C("Noah thinks Aiden thinks it's in the blue_box", "belief", "true", "end", "Noah -> Aiden", ('b','Noah -> Aiden','end',BX)),
 C("Isabella was in the kitchen for all of this too", "presence", "true", None, "Isabella in kitchen lines 1-11", *[('r','Isabella',t,'kitchen') for t in range(1,12)]),
 C("saw Noah there", "presence", "true", 6, "both witnessed 6", ('w','Isabella',6,True),('w','Noah',6,True)),
 C("she'd attribute that same reasoning to Noah", "belief", "true", "end", "answer chain", ('b',Q,'end',BX), ans=True),
 C("Jack tells Aiden it's in the blue_bucket", "event", "true", 16, "line 16", ('s',16,'Jack privately told Aiden that the asparagus is in the blue_bucket')),
 C("Aiden does believe him", "communication", "true", 16, "Aiden = blue_bucket", ('b','Aiden',16,'blue_bucket')),
 C("neither Isabella nor Noah hears this", "presence", "true", 16, "not witnesses", ('w','Isabella',16,False),('w','Noah',16,False)),
 C("Oliver tells Isabella it's in the blue_box", "event", "true", 17, "line 17", ('s',17,'Oliver privately told Isabella that the asparagus is in the blue_box')),
 C("she doesn't trust him", "communication", "true", 17, "Isabella stays red_cupboard", ('b','Isabella',17,'red_cupboard')),
 C("he left the kitchen before she did", "order", "true", None, "8 < 12", ('lt',8,12)),
 C("this doesn't touch her picture of what Noah thinks Aiden thinks", "communication", "true", 17, "chain blue_box at 16 and 17", ('b',Q,16,BX),('b',Q,17,BX)),
 C("Isabella thinks Noah thinks Aiden thinks the asparagus is in the blue_box", "belief", "true", "end", "answer", ('b',Q,'end',BX), ans=True),
]),
R("terse", "unsupported", BX, "[blue_box]", []),
R("thinking", "sound", BX,
"""<think>
Isabella → Noah → Aiden. The asparagus.

Aiden's move: blue_bucket → blue_box at line 4. Aiden exits at line 6. After that: Oliver → green_bottle (7), Jack → red_cupboard (9). Aiden sees none of that.

Noah is in the kitchen through line 14, so he saw Aiden leave. Noah → Aiden: blue_box.

Isabella: in the kitchen until 12, saw Aiden leave and saw Noah there. Isabella → Noah → Aiden = blue_box.

Now the tells. Line 16: Jack tells Aiden blue_bucket. Jack left after Aiden (10 vs 6), so Aiden trusts Jack, and Aiden now thinks blue_bucket. Hmm, does that matter? Only Jack and Aiden hear it. Noah and Isabella don't. So Noah → Aiden is still blue_box from Noah's perspective.

Line 17: Oliver tells Isabella blue_box. Oliver left at 8, Isabella at 12, so Isabella doesn't trust Oliver. That's about Isabella's own belief, which stays red_cupboard. Not relevant to the chain.

So blue_box.
</think>

**N. blue_box**. Aiden left right after moving it to the blue_box, and the private tell that changed Aiden's mind reached neither Noah nor Isabella.""",
[
 C("blue_bucket → blue_box at line 4", "event", "true", 4, "line 4", ('s',4,'Aiden moved the asparagus to the blue_box'),('o','asparagus',3,'blue_bucket')),
 C("Aiden exits at line 6", "event", "true", 6, "line 6", ('s',6,'Aiden exited')),
 C("Oliver → green_bottle (7)", "event", "true", 7, "line 7", ('s',7,'Oliver moved the asparagus to the green_bottle')),
 C("Jack → red_cupboard (9)", "event", "true", 9, "line 9", ('s',9,'Jack moved the asparagus to the red_cupboard')),
 C("Aiden sees none of that", "presence", "true", None, "not witness of 7, 9", ('w','Aiden',7,False),('w','Aiden',9,False)),
 C("Noah is in the kitchen through line 14", "presence", "true", 14, "Noah in kitchen until his exit at 14", ('r','Noah',13,'kitchen'),('s',14,'Noah exited')),
 C("he saw Aiden leave", "presence", "true", 6, "Noah witnessed 6", ('w','Noah',6,True)),
 C("Noah → Aiden: blue_box", "belief", "true", "end", "Noah -> Aiden", ('b','Noah -> Aiden','end',BX)),
 C("in the kitchen until 12", "presence", "true", 12, "Isabella exits 12", ('r','Isabella',11,'kitchen'),('s',12,'Isabella exited')),
 C("saw Aiden leave and saw Noah there", "presence", "true", 6, "Isabella and Noah witnessed 6", ('w','Isabella',6,True),('w','Noah',6,True)),
 C("Isabella → Noah → Aiden = blue_box", "belief", "true", "end", "answer", ('b',Q,'end',BX), ans=True),
 C("Jack tells Aiden blue_bucket", "event", "true", 16, "line 16", ('s',16,'Jack privately told Aiden that the asparagus is in the blue_bucket')),
 C("Jack left after Aiden (10 vs 6)", "order", "true", None, "6 < 10", ('lt',6,10),('s',10,'Jack exited')),
 C("Aiden trusts Jack", "communication", "true", 16, "Aiden updated", ('b','Aiden',16,'blue_bucket')),
 C("Aiden now thinks blue_bucket", "belief", "true", "end", "Aiden = blue_bucket", ('b','Aiden','end','blue_bucket')),
 C("Only Jack and Aiden hear it", "presence", "true", 16, "witnesses of 16", ('w','Jack',16,True),('w','Aiden',16,True),('w','Noah',16,False),('w','Isabella',16,False),('w','Oliver',16,False)),
 C("Noah and Isabella don't", "presence", "true", 16, "not witnesses", ('w','Noah',16,False),('w','Isabella',16,False)),
 C("So Noah → Aiden is still blue_box from Noah's perspective", "belief", "true", "end", "Noah -> Aiden", ('b','Noah -> Aiden','end',BX)),
 C("Oliver tells Isabella blue_box", "event", "true", 17, "line 17", ('s',17,'Oliver privately told Isabella that the asparagus is in the blue_box')),
 C("Oliver left at 8, Isabella at 12", "event", "true", None, "exit lines", ('s',8,'Oliver exited'),('s',12,'Isabella exited')),
 C("Isabella doesn't trust Oliver", "communication", "true", 17, "Isabella keeps red_cupboard", ('b','Isabella',17,'red_cupboard')),
 C("Isabella's own belief, which stays red_cupboard", "belief", "true", "end", "Isabella = red_cupboard", ('b','Isabella','end','red_cupboard')),
 C("Aiden left right after moving it to the blue_box", "order", "true", 6, "move 4, exit 6, nothing moved between", ('lt',4,6),('o','asparagus',5,BX)),
 C("the private tell that changed Aiden's mind reached neither Noah nor Isabella", "communication", "true", 16, "16 changed Aiden; Noah and Isabella not witnesses", ('b','Aiden',16,'blue_bucket'),('w','Noah',16,False),('w','Isabella',16,False)),
]),
]
