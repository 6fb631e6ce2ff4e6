from common import C, R
# Q5 tomi-s6824-4-first_order_1_tom: Where will Evelyn look for the strawberry? gold blue_basket

r1 = """**Answer: blue_basket**

Evelyn will look for the strawberry in the blue_basket."""
c1 = [
 C("Evelyn will look for the strawberry in the blue_basket", "belief", "true", "end", "Evelyn = blue_basket", [('bel','Evelyn','end','blue_basket')], ans=True),
]

r2 = """1. Hannah and Evelyn are both in the garage when the strawberry is in the blue_basket (line 5).
2. Evelyn then exits the garage (line 6).
3. After she's gone, Hannah moves the strawberry to the red_container (line 7). Evelyn doesn't see this.
4. Evelyn goes to the cellar (line 8), where no one else is — Abigail already left it.

Evelyn's last knowledge of the strawberry is the blue_basket, so that's where she will look.

**Final answer:** blue_basket"""
c2 = [
 C("Hannah and Evelyn are both in the garage when the strawberry is in the blue_basket (line 5)", "presence", "true", 5, "rooms + objects row 5", [('room','Hannah',5,'garage'),('room','Evelyn',5,'garage'),('obj',5,'blue_basket')]),
 C("Evelyn then exits the garage (line 6)", "event", "true", 6, "line 6", [('txt',6,'Evelyn exited the garage')]),
 C("After she's gone, Hannah moves the strawberry to the red_container (line 7)", "event", "true", 7, "line 7", [('txt',7,'Hannah moved the strawberry to the red_container'),('room','Evelyn',7,None)]),
 C("Evelyn doesn't see this", "presence", "true", 7, "Evelyn not in witnessed_by 7", [('wit','Evelyn',7,False)]),
 C("Evelyn goes to the cellar (line 8)", "event", "true", 8, "line 8", [('txt',8,'Evelyn entered the cellar')]),
 C("where no one else is", "presence", "true", 8, "Hannah in garage, Abigail nowhere at 8", [('room','Hannah',8,'garage'),('room','Abigail',8,None)]),
 C("Abigail already left it", "event", "true", 4, "line 4", [('txt',4,'Abigail exited the cellar')]),
 C("Evelyn's last knowledge of the strawberry is the blue_basket", "belief", "true", "end", "Evelyn = blue_basket", [('bel','Evelyn','end','blue_basket')], ans=True),
]

r3 = """Let me trace Evelyn's path.

Evelyn walks into the garage, where Hannah already is, and the strawberry is already sitting in the blue_basket when she arrives. She sees it there. Then she leaves the garage, and only after that does Hannah move the strawberry to the red_container — so Evelyn misses that move entirely.

Abigail's comings and goings in the cellar don't matter here; she's out of the cellar before Evelyn ever gets there, and she never had anything to do with the strawberry.

Since no one tells Evelyn about the move, she'll search where she last saw it. The answer is blue_basket."""
c3 = [
 C("Evelyn walks into the garage, where Hannah already is", "presence", "true", 3, "line 3; Hannah in garage since 1", [('txt',3,'Evelyn entered the garage'),('room','Hannah',2,'garage')]),
 C("the strawberry is already sitting in the blue_basket when she arrives", "location", "false", 3, "PLANTED: strawberry has no location at row 3; placed at line 5", [('obj',3,'blue_basket')]),
 C("She sees it there", "presence", "true", 5, "Evelyn witnessed line 5", [('wit','Evelyn',5,True)]),
 C("Then she leaves the garage", "event", "true", 6, "line 6", [('txt',6,'Evelyn exited the garage')]),
 C("only after that does Hannah move the strawberry to the red_container", "order", "true", 7, "move at 7 after exit at 6", [('txt',7,'Hannah moved the strawberry to the red_container'),('room','Evelyn',7,None)]),
 C("Evelyn misses that move entirely", "presence", "true", 7, "Evelyn not in witnessed_by 7", [('wit','Evelyn',7,False)]),
 C("she's out of the cellar before Evelyn ever gets there", "order", "true", 8, "Abigail exits 4, Evelyn enters 8", [('room','Abigail',4,None),('txt',8,'Evelyn entered the cellar')]),
 C("she never had anything to do with the strawberry", "event", "uncheckable", None, "vague"),
 C("no one tells Evelyn about the move", "communication", "true", None, "no tell lines"),
]

r4 = """blue_basket. She left the garage before Hannah moved it."""
c4 = [
 C("She left the garage before Hannah moved it", "order", "true", 7, "exit 6 < move 7", [('txt',6,'Evelyn exited the garage'),('txt',7,'Hannah moved the strawberry')]),
]

r5 = """<think>
Where will Evelyn look for the strawberry? Let me list events.
1 Hannah enters garage. 2 Abigail enters cellar. 3 Evelyn enters garage. 4 Abigail exits cellar. 5 strawberry in blue_basket. 6 Evelyn exits garage. 7 Hannah moves strawberry to red_container. 8 Evelyn enters cellar.

So Evelyn saw it in the blue_basket, then left. Hannah moved it after. Evelyn didn't see.

Hmm, but "where will Evelyn look" — she is going to look for it, and the strawberry is actually in the red_container. Wait, the question might be testing reality... In these setups the look question is about where it actually is? Evelyn goes to the cellar, not the garage, so she can't find it in the garage anyway. I think the intended answer is the real location, red_container.
</think>

Evelyn will look in the red_container."""
c5 = [
 C("1 Hannah enters garage", "event", "true", 1, "line 1", [('txt',1,'Hannah entered the garage')]),
 C("2 Abigail enters cellar", "event", "true", 2, "line 2", [('txt',2,'Abigail entered the cellar')]),
 C("3 Evelyn enters garage", "event", "true", 3, "line 3", [('txt',3,'Evelyn entered the garage')]),
 C("4 Abigail exits cellar", "event", "true", 4, "line 4", [('txt',4,'Abigail exited the cellar')]),
 C("5 strawberry in blue_basket", "location", "true", 5, "objects row 5", [('obj',5,'blue_basket')]),
 C("6 Evelyn exits garage", "event", "true", 6, "line 6", [('txt',6,'Evelyn exited the garage')]),
 C("7 Hannah moves strawberry to red_container", "event", "true", 7, "line 7", [('txt',7,'Hannah moved the strawberry to the red_container')]),
 C("8 Evelyn enters cellar", "event", "true", 8, "line 8", [('txt',8,'Evelyn entered the cellar')]),
 C("Evelyn saw it in the blue_basket", "belief", "true", 5, "Evelyn = blue_basket at 5", [('bel','Evelyn',5,'blue_basket'),('wit','Evelyn',5,True)]),
 C("then left", "event", "true", 6, "line 6", [('txt',6,'Evelyn exited')]),
 C("Hannah moved it after", "event", "true", 7, "line 7", [('txt',7,'Hannah moved the strawberry')]),
 C("Evelyn didn't see", "presence", "true", 7, "not in witnessed_by 7", [('wit','Evelyn',7,False)]),
 C("the strawberry is actually in the red_container", "location", "true", "end", "objects end", [('obj','end','red_container')]),
 C("Evelyn goes to the cellar, not the garage", "event", "true", 8, "line 8", [('room','Evelyn',8,'cellar')]),
 C("Evelyn will look in the red_container", "belief", "false", "end", "Evelyn = blue_basket", [('bel','Evelyn','end','red_container')], ans=True),
]

RECORDS = [
 R("answer_first", "unsupported", "blue_basket", r1, c1),
 R("numbered", "sound", "blue_basket", r2, c2),
 R("narrative", "unsound", "blue_basket", r3, c3),
 R("terse", "sound", "blue_basket", r4, c4),
 R("thinking", "wrong", "red_container", r5, c5),
]
