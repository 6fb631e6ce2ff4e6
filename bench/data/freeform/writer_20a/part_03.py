# Q3 s6820-1-o1: Where does Emily really think the peas is?  gold green_basket
from common import C, R

RECORDS = [
R("answer_first", "unsound", "green_basket",
"""C. green_basket

Explanation:
- Emily herself moves the peas from the red_bottle to the green_basket (line 7).
- She exits right afterwards (line 8), so she misses what happens next: Jayden moves the peas to the red_bottle (line 9), and Liam moves them back to the blue_bucket (line 11).
- The public claim and the private message at the end are about the beans, not the peas, so they don't affect what Emily thinks about the peas.

So Emily still thinks the peas are in the green_basket.""",
[
C("Emily herself moves the peas from the red_bottle to the green_basket (line 7)", "event", "true", 7, "line 7; peas were in red_bottle since line 3", ("AND", [("O", 6, "red_bottle"), ("T", 7, "Emily moved the peas to the green_basket")])),
C("She exits right afterwards (line 8)", "event", "true", 8, "line 8", ("T", 8, "Emily exited")),
C("she misses what happens next", "presence", "true", 9, "Emily did not witness lines 9 and 11", ("AND", [("NW", "Emily", 9), ("NW", "Emily", 11)])),
C("Jayden moves the peas to the red_bottle (line 9)", "event", "false", 9, "PLANTED: Jayden moved the peas to the red_bucket, not the red_bottle", ("O", 9, "red_bottle")),
C("Liam moves them back to the blue_bucket (line 11)", "event", "true", 11, "line 11; the peas started in the blue_bucket", ("AND", [("O", 2, "blue_bucket"), ("O", 11, "blue_bucket")])),
C("The public claim and the private message at the end are about the beans, not the peas", "communication", "true", 24, "lines 23-24 both concern the beans", ("AND", [("T", 23, "beans"), ("T", 24, "beans")])),
C("they don't affect what Emily thinks about the peas", "communication", "true", 24, "Emily's peas belief unchanged across 22-24", ("AND", [("B", "Emily", 22, "green_basket"), ("B", "Emily", 24, "green_basket")])),
C("Emily still thinks the peas are in the green_basket", "belief", "true", "end", "gold Emily at end", ("B", "Emily", "end", "green_basket"), ans=True),
]),

R("numbered", "wrong", "blue_bucket",
"""**Step 1:** The peas start in the blue_bucket (line 2).

**Step 2:** Owen moves them to the red_bottle, and then Emily moves them to the green_basket.

**Step 3:** Jayden moves the peas to the red_bucket, and Liam moves them to the blue_bucket.

**Step 4:** The question asks where Emily *really* thinks the peas are. Since the peas really are in the blue_bucket at the end, and everyone ends up together in the waiting room, Emily would know the real location.

**Answer:** A. blue_bucket""",
[
C("The peas start in the blue_bucket (line 2)", "location", "true", 2, "line 2", ("O", 2, "blue_bucket")),
C("Owen moves them to the red_bottle", "event", "true", 3, "line 3", ("T", 3, "Owen moved the peas to the red_bottle")),
C("then Emily moves them to the green_basket", "event", "true", 7, "line 7", ("T", 7, "Emily moved the peas to the green_basket")),
C("Jayden moves the peas to the red_bucket", "event", "true", 9, "line 9", ("T", 9, "Jayden moved the peas to the red_bucket")),
C("Liam moves them to the blue_bucket", "event", "true", 11, "line 11", ("T", 11, "Liam moved the peas to the blue_bucket")),
C("the peas really are in the blue_bucket at the end", "location", "true", "end", "objects at end", ("O", "end", "blue_bucket")),
C("everyone ends up together in the waiting room", "presence", "true", "end", "all five in waiting_room at 24", ("AND", [("R", a, "end", "waiting_room") for a in ("Owen", "Jack", "Emily", "Jayden", "Liam")])),
C("Emily would know the real location", "belief", "false", "end", "wrong answer: Emily believes green_basket, not blue_bucket", ("B", "Emily", "end", "blue_bucket"), ans=True),
]),

R("narrative", "sound", "green_basket",
"""Let me trace what Emily actually saw.

Emily is in the hallway from the start, so she sees the peas in the blue_bucket and watches Owen move them to the red_bottle. Owen and Jack then leave, and Emily moves the peas into the green_basket herself before walking out at line 8.

Everything after that happens without her: Jayden puts the peas in the red_bucket, and Liam moves them to the blue_bucket. Neither of them mentions the peas later — Liam's public claim and Jack's whisper to Liam are both about the beans.

So Emily's belief is frozen at the last thing she did: she thinks the peas are in the green_basket. The answer is C. green_basket.""",
[
C("Emily is in the hallway from the start", "presence", "true", 1, "line 1", ("R", "Emily", 1, "hallway")),
C("she sees the peas in the blue_bucket", "presence", "true", 2, "Emily witnessed line 2", ("AND", [("W", "Emily", 2), ("O", 2, "blue_bucket")])),
C("watches Owen move them to the red_bottle", "presence", "true", 3, "Emily witnessed line 3", ("W", "Emily", 3)),
C("Owen and Jack then leave", "event", "true", 6, "lines 4 and 6", ("AND", [("T", 4, "Owen exited"), ("T", 6, "Jack exited")])),
C("Emily moves the peas into the green_basket herself", "event", "true", 7, "line 7", ("T", 7, "Emily moved the peas to the green_basket")),
C("before walking out at line 8", "event", "true", 8, "line 8", ("T", 8, "Emily exited")),
C("Everything after that happens without her", "presence", "true", 11, "Emily witnessed none of lines 9-12", ("AND", [("NW", "Emily", 9), ("NW", "Emily", 10), ("NW", "Emily", 11)])),
C("Jayden puts the peas in the red_bucket", "event", "true", 9, "line 9", ("T", 9, "Jayden moved the peas to the red_bucket")),
C("Liam moves them to the blue_bucket", "event", "true", 11, "line 11", ("T", 11, "Liam moved the peas to the blue_bucket")),
C("Neither of them mentions the peas later", "communication", "true", "end", "lines 23-24 are about the beans"),
C("Liam's public claim and Jack's whisper to Liam are both about the beans", "communication", "true", 24, "lines 23 and 24", ("AND", [("T", 23, "Liam publicly claimed that beans"), ("T", 24, "Jack privately told Liam that the beans")])),
C("she thinks the peas are in the green_basket", "belief", "true", "end", "gold Emily at end", ("B", "Emily", "end", "green_basket"), ans=True),
]),

R("terse", "unsupported", "green_basket",
"""C""",
[]),

R("thinking", "sound", "green_basket",
"""<think>
First-order question about Emily and the peas.

Line 2: peas in blue_bucket, all five there. Line 3: Owen → red_bottle. Owen leaves (4), Jack leaves (6). Line 7: Emily moves peas to green_basket. Line 8: Emily exits. So Emily's last knowledge = green_basket.

After she leaves: Jayden → red_bucket (9), Liam → blue_bucket (11). She didn't see either.

Then the workshop part — the beans start in green_cupboard, then Emily moves the beans to green_container, Liam moves them to blue_drawer. Not peas. Wait, does anyone tell Emily about the peas? Line 23 Liam's public claim is about beans. Line 24 is Jack to Liam, also beans. So no.

Emily thinks green_basket.
</think>

Emily last saw the peas when she put them in the green_basket herself, and she left before Jayden and Liam moved them. Answer: **C. green_basket**""",
[
C("peas in blue_bucket", "location", "true", 2, "line 2", ("O", 2, "blue_bucket")),
C("all five there", "presence", "true", 2, "all in hallway", ("AND", [("R", a, 2, "hallway") for a in ("Owen", "Jack", "Emily", "Jayden", "Liam")])),
C("Owen → red_bottle", "event", "true", 3, "line 3", ("T", 3, "Owen moved the peas to the red_bottle")),
C("Owen leaves (4)", "event", "true", 4, "line 4", ("T", 4, "Owen exited")),
C("Jack leaves (6)", "event", "true", 6, "line 6", ("T", 6, "Jack exited")),
C("Emily moves peas to green_basket", "event", "true", 7, "line 7", ("T", 7, "Emily moved the peas to the green_basket")),
C("Emily exits", "event", "true", 8, "line 8", ("T", 8, "Emily exited")),
C("Emily's last knowledge = green_basket", "belief", "true", 8, "Emily = green_basket at 8", ("B", "Emily", 8, "green_basket")),
C("Jayden → red_bucket (9)", "event", "true", 9, "line 9", ("T", 9, "Jayden moved the peas to the red_bucket")),
C("Liam → blue_bucket (11)", "event", "true", 11, "line 11", ("T", 11, "Liam moved the peas to the blue_bucket")),
C("She didn't see either", "presence", "true", 11, "Emily absent at 9 and 11", ("AND", [("NW", "Emily", 9), ("NW", "Emily", 11)])),
C("the beans start in green_cupboard", "location", "true", 15, "line 15", ("O2", "beans", 15, "green_cupboard")),
C("Emily moves the beans to green_container", "event", "true", 18, "line 18", ("T", 18, "Emily moved the beans to the green_container")),
C("Liam moves them to blue_drawer", "event", "true", 20, "line 20", ("T", 20, "Liam moved the beans to the blue_drawer")),
C("Line 23 Liam's public claim is about beans", "communication", "true", 23, "line 23", ("T", 23, "Liam publicly claimed that beans")),
C("Line 24 is Jack to Liam, also beans", "communication", "true", 24, "line 24", ("T", 24, "Jack privately told Liam that the beans")),
C("Emily thinks green_basket", "belief", "true", "end", "gold Emily at end", ("B", "Emily", "end", "green_basket"), ans=True),
C("Emily last saw the peas when she put them in the green_basket herself", "event", "true", 7, "her last peas event is her own move at 7", ("T", 7, "Emily moved the peas to the green_basket")),
C("she left before Jayden and Liam moved them", "order", "true", 8, "exit 8 < moves 9, 11", ("AND", [("LT", 8, 9), ("LT", 8, 11)])),
]),
]
