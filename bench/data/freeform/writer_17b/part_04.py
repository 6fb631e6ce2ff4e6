# Q4 s6817-19-o4: Where does Emily think William thinks Aria thinks Oliver thinks the banana is?  gold blue_bottle
G = "blue_bottle"
Q = "Emily -> William -> Aria -> Oliver"
RECORDS = [
{
"style": "narrative", "label": "sound", "stated_answer": G,
"response": """Let me work through who saw what in the garage.

Everyone was present when Aria moved the banana from the blue_box to the blue_bottle (line 4). Right after that, Aria left, and then Oliver left. So Oliver's last view of the banana was the blue_bottle, and Aria knows that, since Oliver was still there when she walked out.

William stayed in the garage until the very end, so he saw both Aria and Oliver leave. Emily was also there for Aria's move and both exits, before she moved the banana to the blue_pantry herself.

The later moves (blue_pantry, red_bottle, back to blue_box) all happened after Aria and Oliver were gone, so they don't enter into any of the nested beliefs. Every layer of the chain bottoms out at the same event: the move to the blue_bottle.

The answer is H. blue_bottle.""",
"claims": [
("Everyone was present", "presence", "true", 4, "all five witnessed 4", [("wit", 4, a, True) for a in ("Aria", "Oliver", "Emily", "Ava", "William")]),
("Aria moved the banana from the blue_box to the blue_bottle (line 4)", "event", "true", 4, "lines 2,4", [("line", 4, "Aria moved the banana to the blue_bottle"), ("obj", 3, "blue_box")]),
("Right after that, Aria left", "event", "true", 5, "line 5", ("line", 5, "Aria exited")),
("and then Oliver left", "event", "true", 7, "line 7", ("line", 7, "Oliver exited")),
("Oliver's last view of the banana was the blue_bottle", "belief", "true", 7, "Oliver belief at 7", ("bel", 7, "Oliver", G)),
("Aria knows that", "belief", "true", "end", "Aria->Oliver blue_bottle", ("bel", "end", "Aria -> Oliver", G)),
("Oliver was still there when she walked out", "presence", "true", 5, "Oliver witnessed 5", ("wit", 5, "Oliver", True)),
("William stayed in the garage until the very end", "presence", "true", 12, "William last to leave (13)", ("room", 12, "William", "garage")),
("he saw both Aria and Oliver leave", "presence", "true", 5, "William witnessed 5 and 7", [("wit", 5, "William", True), ("wit", 7, "William", True)]),
("Emily was also there for Aria's move and both exits", "presence", "true", 4, "Emily witnessed 4,5,7", [("wit", 4, "Emily", True), ("wit", 5, "Emily", True), ("wit", 7, "Emily", True)]),
("before she moved the banana to the blue_pantry herself", "event", "true", 8, "line 8", ("line", 8, "Emily moved the banana to the blue_pantry")),
("The later moves (blue_pantry, red_bottle, back to blue_box) all happened after Aria and Oliver were gone", "order", "true", 8, "moves at 8,10,12 after exits 5,7", [("room", 8, "Aria", None), ("room", 8, "Oliver", None)]),
("Every layer of the chain bottoms out at the same event", "belief", "uncheckable", None, "vague summary"),
]},
{
"style": "thinking", "label": "unsound", "stated_answer": G,
"response": """<think>
Chain: Emily → William → Aria → Oliver. Work from the inside out.

Oliver: he was there for the blue_box placement and Aria's move to the blue_bottle (4), then left at 7. So Oliver thinks blue_bottle.

Aria thinks Oliver thinks: Aria left at 5, before Oliver. She saw Oliver witness the move to blue_bottle. So Aria → Oliver is blue_bottle.

William thinks Aria thinks Oliver thinks: William was in the garage the whole time, saw Aria leave at 5, saw Oliver leave at 7. He knows neither of them saw anything after the blue_bottle. So William → Aria → Oliver = blue_bottle.

Emily thinks William thinks Aria thinks Oliver thinks: Emily left at 9. Hmm, she saw William there when Aria and Oliver left. Ava's move to the red_bottle and William's move back to the blue_box happened after Emily left. Emily thinks William thinks the banana is in the red_bottle, but that's one level up and not what we need. The nested part about Aria and Oliver is fixed at blue_bottle.

Answer: blue_bottle.
</think>

**H. blue_bottle**""",
"claims": [
("he was there for the blue_box placement and Aria's move to the blue_bottle (4)", "presence", "true", 4, "Oliver witnessed 2 and 4", [("wit", 2, "Oliver", True), ("wit", 4, "Oliver", True)]),
("then left at 7", "event", "true", 7, "line 7", ("line", 7, "Oliver exited")),
("So Oliver thinks blue_bottle", "belief", "true", "end", "Oliver end", ("bel", "end", "Oliver", G)),
("Aria left at 5", "event", "true", 5, "line 5", ("line", 5, "Aria exited")),
("before Oliver", "order", "true", 5, "5 < 7"),
("She saw Oliver witness the move to blue_bottle", "presence", "true", 4, "both witnessed 4", [("wit", 4, "Aria", True), ("wit", 4, "Oliver", True)]),
("So Aria → Oliver is blue_bottle", "belief", "true", "end", "Aria->Oliver", ("bel", "end", "Aria -> Oliver", G)),
("William was in the garage the whole time", "presence", "true", 12, "William in garage until 13", ("room", 12, "William", "garage")),
("saw Aria leave at 5", "presence", "true", 5, "William witnessed 5", ("wit", 5, "William", True)),
("saw Oliver leave at 7", "presence", "true", 7, "William witnessed 7", ("wit", 7, "William", True)),
("He knows neither of them saw anything after the blue_bottle", "belief", "true", "end", "William->Aria, William->Oliver blue_bottle", [("bel", "end", "William -> Aria", G), ("bel", "end", "William -> Oliver", G)]),
("So William → Aria → Oliver = blue_bottle", "belief", "true", "end", "sub-chain", ("bel", "end", "William -> Aria -> Oliver", G)),
("Emily left at 9", "event", "true", 9, "line 9", ("line", 9, "Emily exited")),
("she saw William there when Aria and Oliver left", "presence", "true", 5, "Emily witnessed 5,7 with William present", [("wit", 5, "Emily", True), ("wit", 7, "Emily", True), ("room", 7, "William", "garage")]),
("Ava's move to the red_bottle and William's move back to the blue_box happened after Emily left", "order", "true", 10, "moves 10,12 after exit 9", [("room", 10, "Emily", None), ("room", 12, "Emily", None)]),
("Emily thinks William thinks the banana is in the red_bottle", "belief", "false", "end", "PLANTED: Emily->William is blue_pantry", ("bel", "end", "Emily -> William", "red_bottle")),
("The nested part about Aria and Oliver is fixed at blue_bottle", "belief", "true", "end", "final answer chain", ("bel", "end", Q, G)),
]},
{
"style": "terse", "label": "unsound", "stated_answer": G,
"response": """H. blue_bottle — Aria moved it there at line 4 while all five were watching, and Oliver was the first one out the door after that.""",
"claims": [
("Aria moved it there at line 4", "event", "true", 4, "line 4", ("line", 4, "Aria moved the banana to the blue_bottle")),
("while all five were watching", "presence", "true", 4, "all witnessed 4", [("wit", 4, a, True) for a in ("Aria", "Oliver", "Emily", "Ava", "William")]),
("Oliver was the first one out the door after that", "order", "false", 5, "PLANTED: Aria left first (5), Oliver at 7", ("line", 5, "Oliver exited")),
]},
{
"style": "numbered", "label": "wrong", "stated_answer": "blue_pantry",
"response": """**Step 1:** The banana starts in the blue_box and Aria moves it to the blue_bottle at line 4.
**Step 2:** Aria and Oliver leave the garage (lines 5 and 7).
**Step 3:** Emily moves the banana to the blue_pantry at line 8 while William watches.
**Step 4:** Since Emily moved it herself and William saw it, Emily assumes that everyone in the chain now associates the banana with the blue_pantry.

**Answer:** G. blue_pantry""",
"claims": [
("The banana starts in the blue_box", "location", "true", 2, "row 2", ("obj", 2, "blue_box")),
("Aria moves it to the blue_bottle at line 4", "event", "true", 4, "line 4", ("line", 4, "Aria moved the banana to the blue_bottle")),
("Aria and Oliver leave the garage (lines 5 and 7)", "event", "true", 5, "lines 5, 7", [("line", 5, "Aria exited"), ("line", 7, "Oliver exited")]),
("Emily moves the banana to the blue_pantry at line 8", "event", "true", 8, "line 8", ("line", 8, "Emily moved the banana to the blue_pantry")),
("while William watches", "presence", "true", 8, "William witnessed 8", ("wit", 8, "William", True)),
("Emily assumes that everyone in the chain now associates the banana with the blue_pantry", "belief", "false", "end", "Emily->William->Aria is blue_bottle", ("bel", "end", "Emily -> William -> Aria", "blue_pantry")),
]},
{
"style": "answer_first", "label": "unsupported", "stated_answer": G,
"response": """**Answer: H. blue_bottle**

Explanation: This is a fourth-order belief question, so each layer has to be considered separately. Working through the nested perspectives, Emily believes William believes Aria believes Oliver thinks the banana is in the blue_bottle.""",
"claims": [
("Emily believes William believes Aria believes Oliver thinks the banana is in the blue_bottle", "belief", "true", "end", "final answer restated", ("bel", "end", Q, G)),
]},
]
