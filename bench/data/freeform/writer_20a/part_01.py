# Q1 s6820-7-o2: Where does Jacob think Emily thinks the beans is?  gold red_drawer
from common import C, R

RECORDS = [
R("answer_first", "sound", "red_drawer",
"""**Answer: A. red_drawer**

Explanation:
- The beans start in the red_drawer (line 2), and all five people — Jacob included — are in the bedroom when this is stated.
- Jacob is the first to leave (line 4). At that point he has seen Emily see the beans in the red_drawer.
- Later William moves the beans "to the red_drawer" (line 13), which doesn't actually change their location. Jacob and Emily are both gone by then anyway.
- Nothing else in the story involves the beans, so from Jacob's point of view Emily still believes the beans are in the red_drawer.""",
[
C("The beans start in the red_drawer (line 2)", "location", "true", 2, "beans placed in red_drawer at line 2", ("O", 2, "red_drawer")),
C("all five people — Jacob included — are in the bedroom when this is stated", "presence", "true", 2, "all five entered the bedroom at line 1", ("AND", [("R", a, 2, "bedroom") for a in ("Jacob", "Logan", "Abigail", "Emily", "William")])),
C("Jacob is the first to leave (line 4)", "order", "true", 4, "Jacob exits at 4, before anyone else"),
C("At that point he has seen Emily see the beans in the red_drawer", "belief", "true", 4, "Jacob -> Emily = red_drawer at line 4", ("B", "Jacob -> Emily", 4, "red_drawer")),
C("Later William moves the beans \"to the red_drawer\" (line 13)", "event", "true", 13, "line 13", ("T", 13, "William moved the beans to the red_drawer")),
C("which doesn't actually change their location", "location", "true", 13, "beans in red_drawer before and after 13", ("AND", [("O", 12, "red_drawer"), ("O", 13, "red_drawer")])),
C("Jacob and Emily are both gone by then anyway", "presence", "true", 13, "Jacob left at 4, Emily at 11", ("AND", [("R", "Jacob", 13, None), ("R", "Emily", 13, None)])),
C("Nothing else in the story involves the beans", "event", "true", "end", "no later line mentions the beans; still red_drawer at end", ("O", "end", "red_drawer")),
C("from Jacob's point of view Emily still believes the beans are in the red_drawer", "belief", "true", "end", "gold Jacob -> Emily at end", ("B", "Jacob -> Emily", "end", "red_drawer"), ans=True),
]),

R("numbered", "unsound", "red_drawer",
"""**Step 1: Find the beans' starting location.**
The story states the beans is in the red_drawer while Jacob, Logan, Abigail, Emily and William are all in the bedroom.

**Step 2: Track who leaves and when.**
Jacob leaves first, then Logan, then Abigail, then Emily. William is the last one in the bedroom.

**Step 3: Look at the move.**
William moves the beans to the red_drawer. Emily was still in the bedroom when this happened, but the location is the same either way.

**Step 4: Jacob's view of Emily.**
Jacob left before any of this and never saw the beans anywhere other than the red_drawer. He has no reason to think Emily believes anything else.

**Answer:** A. red_drawer""",
[
C("The story states the beans is in the red_drawer", "location", "true", 2, "line 2", ("O", 2, "red_drawer")),
C("Jacob, Logan, Abigail, Emily and William are all in the bedroom", "presence", "true", 2, "all five in bedroom at line 2", ("AND", [("R", a, 2, "bedroom") for a in ("Jacob", "Logan", "Abigail", "Emily", "William")])),
C("Jacob leaves first, then Logan, then Abigail, then Emily", "order", "true", 11, "exits at 4, 6, 8, 11"),
C("William is the last one in the bedroom", "order", "true", 14, "William exits last, at 14"),
C("William moves the beans to the red_drawer", "event", "true", 13, "line 13", ("T", 13, "William moved the beans to the red_drawer")),
C("Emily was still in the bedroom when this happened", "presence", "false", 13, "PLANTED: Emily exited at line 11, before the move at 13", ("R", "Emily", 13, "bedroom")),
C("the location is the same either way", "location", "true", 13, "red_drawer before and after", ("AND", [("O", 12, "red_drawer"), ("O", 13, "red_drawer")])),
C("Jacob left before any of this", "order", "true", 4, "Jacob left at 4, move at 13"),
C("never saw the beans anywhere other than the red_drawer", "belief", "true", "end", "Jacob's belief is red_drawer throughout", ("B", "Jacob", "end", "red_drawer")),
C("He has no reason to think Emily believes anything else", "belief", "true", "end", "Jacob -> Emily = red_drawer at end", ("B", "Jacob -> Emily", "end", "red_drawer"), ans=True),
]),

R("narrative", "sound", "red_drawer",
"""Let me trace where each person was when the beans were placed or moved.

At the start everyone is in the bedroom, and the beans is in the red_drawer, so everyone — Jacob and Emily included — sees it there. Jacob leaves first (line 4), Emily leaves at line 11, and only after that, with just William left in the room, does William "move" the beans to the red_drawer. That's the same container, so even the real location never changes.

So when Jacob left, his last shared picture with Emily was the beans sitting in the red_drawer, and nothing after that gives him any reason to revise it. The basement scene only concerns the plum in the blue_bottle, which is a different object.

The answer is A. red_drawer — Jacob thinks Emily thinks the beans is in the red_drawer.""",
[
C("At the start everyone is in the bedroom", "presence", "true", 1, "line 1: all five entered the bedroom", ("AND", [("R", a, 1, "bedroom") for a in ("Jacob", "Logan", "Abigail", "Emily", "William")])),
C("the beans is in the red_drawer, so", "location", "true", 2, "line 2", ("O", 2, "red_drawer")),
C("everyone — Jacob and Emily included — sees it there", "presence", "true", 2, "witnessed_by line 2 includes all", ("AND", [("W", "Jacob", 2), ("W", "Emily", 2)])),
C("Jacob leaves first (line 4)", "order", "true", 4, "first exit is Jacob at 4"),
C("Emily leaves at line 11", "event", "true", 11, "line 11", ("T", 11, "Emily exited")),
C("with just William left in the room", "presence", "true", 13, "only William in bedroom at 13", ("AND", [("R", "William", 13, "bedroom")] + [("R", a, 13, None) for a in ("Jacob", "Logan", "Abigail", "Emily")])),
C("does William \"move\" the beans to the red_drawer", "event", "true", 13, "line 13", ("T", 13, "William moved the beans to the red_drawer")),
C("even the real location never changes", "location", "true", "end", "beans in red_drawer from 2 to end", ("AND", [("O", 13, "red_drawer"), ("O", "end", "red_drawer")])),
C("when Jacob left, his last shared picture with Emily was the beans sitting in the red_drawer", "belief", "true", 4, "Jacob -> Emily = red_drawer at 4", ("B", "Jacob -> Emily", 4, "red_drawer")),
C("nothing after that gives him any reason to revise it", "belief", "true", "end", "Jacob -> Emily stays red_drawer to end", ("B", "Jacob -> Emily", "end", "red_drawer")),
C("The basement scene only concerns the plum in the blue_bottle", "event", "true", 19, "line 19 is about the plum", ("O2", "plum", 19, "blue_bottle")),
C("Jacob thinks Emily thinks the beans is in the red_drawer", "belief", "true", "end", "answer chain", ("B", "Jacob -> Emily", "end", "red_drawer"), ans=True),
]),

R("terse", "wrong", "blue_bottle",
"""K. blue_bottle""",
[]),

R("thinking", "unsound", "red_drawer",
"""<think>
Okay, question: where does Jacob think Emily thinks the beans is? Second-order.

Beans in red_drawer at line 2, all five present. Jacob exits at 4. Logan exits at 6, Abigail at 8, Emily at 11. Then William moves the beans to the red_drawer at 13 — wait, it's already in the red_drawer. So the move is effectively a no-op. Hmm, let me re-read... yes, same container both times.

Then everyone goes to the waiting room, and Abigail, Emily, Logan go to the basement. Plum in the blue_bottle — irrelevant, different object. Emily was the last of the three to leave the basement. Jacob wasn't even there; he stayed in the waiting room.

So Jacob's model of Emily: last time they were together with the beans in view, it was red_drawer. No public claims about the beans. Answer red_drawer, option A.
</think>

**A. red_drawer**

Jacob last saw the beans with Emily in the red_drawer, and the only later "move" put it right back in the red_drawer.""",
[
C("Beans in red_drawer at line 2", "location", "true", 2, "line 2", ("O", 2, "red_drawer")),
C("all five present", "presence", "true", 2, "all in bedroom", ("AND", [("R", a, 2, "bedroom") for a in ("Jacob", "Logan", "Abigail", "Emily", "William")])),
C("Jacob exits at 4", "event", "true", 4, "line 4", ("T", 4, "Jacob exited")),
C("Logan exits at 6", "event", "true", 6, "line 6", ("T", 6, "Logan exited")),
C("Abigail at 8", "event", "true", 8, "line 8", ("T", 8, "Abigail exited")),
C("Emily at 11", "event", "true", 11, "line 11", ("T", 11, "Emily exited")),
C("William moves the beans to the red_drawer at 13", "event", "true", 13, "line 13", ("T", 13, "William moved the beans to the red_drawer")),
C("it's already in the red_drawer", "location", "true", 12, "beans in red_drawer just before 13", ("O", 12, "red_drawer")),
C("the move is effectively a no-op", "location", "true", 13, "still red_drawer after 13", ("O", 13, "red_drawer")),
C("same container both times", "event", "true", 13, "lines 2 and 13 both name red_drawer"),
C("everyone goes to the waiting room", "event", "true", 15, "line 15", ("T", 15, "entered the waiting_room")),
C("Abigail, Emily, Logan go to the basement", "event", "true", 17, "line 17", ("T", 17, "entered the basement")),
C("Plum in the blue_bottle", "location", "true", 19, "line 19", ("O2", "plum", 19, "blue_bottle")),
C("Emily was the last of the three to leave the basement", "order", "false", 27, "PLANTED: basement exits Abigail 22, Emily 24, Logan 27; Logan was last"),
C("Jacob wasn't even there", "presence", "true", 17, "Jacob in waiting_room during the basement scene", ("R", "Jacob", 17, "waiting_room")),
C("he stayed in the waiting room", "presence", "true", 27, "Jacob in waiting_room through 27", ("AND", [("R", "Jacob", 17, "waiting_room"), ("R", "Jacob", 27, "waiting_room")])),
C("last time they were together with the beans in view, it was red_drawer", "belief", "true", 4, "Jacob -> Emily = red_drawer when Jacob left", ("B", "Jacob -> Emily", 4, "red_drawer")),
C("No public claims about the beans", "communication", "true", "end", "story has no claims or tells at all"),
C("Jacob last saw the beans with Emily in the red_drawer", "presence", "true", 2, "both witnessed line 2", ("AND", [("W", "Jacob", 2), ("W", "Emily", 2)])),
C("the only later \"move\" put it right back in the red_drawer", "event", "true", 13, "line 13", ("T", 13, "moved the beans to the red_drawer")),
]),
]
