# Q4 s6816-2-o2: Carter -> Isabella, beans; gold blue_drawer (N)
RECORDS = []

RECORDS.append(dict(style="narrative", label="sound", stated_answer="blue_drawer",
response="""Let me trace where each person was when the beans moved.

All five start on the patio, where the beans are first in the green_basket. Carter himself moves them to the blue_drawer at line 3, in front of everyone, and then he's the first to leave. So at the moment he walks out, Carter knows that Isabella watched the beans go into the blue_drawer.

Once Carter is gone, Jack moves the beans again, this time into the green_suitcase. Isabella sees that, but Carter doesn't, and nothing later tells him about it: the trip to the hall only involves the strawberry.

So when Carter pictures what Isabella believes, he still imagines her thinking of the blue_drawer, even though she actually knows they're in the green_suitcase.

The answer is N. blue_drawer.""",
claims=[
("All five start on the patio", "presence", "true", 1, "line 1"),
("the beans are first in the green_basket", "location", "true", 2, "objects row 2"),
("Carter himself moves them to the blue_drawer at line 3", "event", "true", 3, "line 3"),
("in front of everyone", "presence", "true", 3, "all five witnessed line 3"),
("he's the first to leave", "order", "true", 4, "Carter's exit line 4 is the first"),
("Carter knows that Isabella watched the beans go into the blue_drawer", "belief", "true", 4, "Carter -> Isabella = blue_drawer at row 4"),
("Once Carter is gone", "presence", "true", 5, "Carter in no room at row 5"),
("Jack moves the beans again, this time into the green_suitcase", "event", "true", 5, "line 5"),
("Isabella sees that", "presence", "true", 5, "Isabella witnessed line 5"),
("Carter doesn't", "presence", "true", 5, "Carter not in witnessed_by line 5"),
("nothing later tells him about it", "communication", "true", "end", "no claims or tells in this story"),
("the trip to the hall only involves the strawberry", "event", "true", 20, "lines 14-21 concern the strawberry"),
("he still imagines her thinking of the blue_drawer", "belief", "true", "end", "Carter -> Isabella = blue_drawer"),
("she actually knows they're in the green_suitcase", "belief", "true", "end", "Isabella = green_suitcase"),
]))

RECORDS.append(dict(style="numbered", label="unsound", stated_answer="blue_drawer",
response="""**Step 1:** The beans start in the green_basket (line 2).
**Step 2:** Carter moves the beans to the blue_drawer (line 3). Everyone is on the patio, so everyone sees this.
**Step 3:** Carter leaves the patio (line 4).
**Step 4:** Jack moves the beans to the green_suitcase (line 5). Carter is not there.
**Step 5:** Jack, Gracie, Chloe and Isabella leave one by one.

**Reasoning:**
- Carter's last information is that the beans are in the blue_drawer.
- Isabella thinks the beans are in the blue_drawer as well.
- Carter has no way of knowing about Jack's move, so he thinks Isabella thinks the beans are in the blue_drawer.

**Answer:** N. blue_drawer""",
claims=[
("The beans start in the green_basket (line 2)", "location", "true", 2, "objects row 2"),
("Carter moves the beans to the blue_drawer (line 3)", "event", "true", 3, "line 3"),
("Everyone is on the patio", "presence", "true", 3, "rooms row 3"),
("everyone sees this", "presence", "true", 3, "witnessed_by line 3 = all five"),
("Carter leaves the patio (line 4)", "event", "true", 4, "line 4"),
("Jack moves the beans to the green_suitcase (line 5)", "event", "true", 5, "line 5"),
("Carter is not there", "presence", "true", 5, "Carter in no room at row 5"),
("Jack, Gracie, Chloe and Isabella leave one by one", "event", "true", 12, "exits at lines 6, 8, 10, 12"),
("Carter's last information is that the beans are in the blue_drawer", "belief", "true", "end", "Carter = blue_drawer"),
("Isabella thinks the beans are in the blue_drawer as well", "belief", "false", "end", "PLANTED: Isabella saw Jack's move; Isabella = green_suitcase"),
("Carter has no way of knowing about Jack's move", "belief", "true", "end", "Carter = blue_drawer"),
("he thinks Isabella thinks the beans are in the blue_drawer", "belief", "true", "end", "Carter -> Isabella = blue_drawer"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_drawer",
response="""N""",
claims=[]))

RECORDS.append(dict(style="answer_first", label="unsupported", stated_answer="blue_drawer",
response="""**Answer: N. blue_drawer**

Carter believes that Isabella thinks the beans are in the blue_drawer.""",
claims=[
("Carter believes that Isabella thinks the beans are in the blue_drawer", "belief", "true", "end", "answer restated"),
]))

RECORDS.append(dict(style="thinking", label="wrong", stated_answer="green_suitcase",
response="""<think>
Carter thinks Isabella thinks... beans.

Beans: green_basket (2) → blue_drawer (3, by Carter) → green_suitcase (5, by Jack).

Carter leaves at 4, right after his own move. Isabella stays till the end, she's the last one out at line 12. So Isabella saw Jack's move, she knows green_suitcase.

Now Carter's view of Isabella. Hmm. Carter knows Isabella stayed behind after he left. Everyone else stayed behind, actually. Since Isabella was there for everything, Carter should figure she has the latest info... and they all meet again in the waiting_room at 13, so the beliefs sync up.

I'll go with green_suitcase.
</think>

Isabella stayed on the patio and saw Jack move the beans, so Carter would think Isabella thinks they're in the green_suitcase.

**M. green_suitcase**""",
claims=[
("green_basket (2)", "location", "true", 2, "objects row 2"),
("blue_drawer (3, by Carter)", "event", "true", 3, "line 3"),
("green_suitcase (5, by Jack)", "event", "true", 5, "line 5"),
("Carter leaves at 4", "event", "true", 4, "line 4"),
("right after his own move", "order", "true", 4, "move line 3, exit line 4"),
("she's the last one out at line 12", "order", "true", 12, "Isabella exits last, line 12"),
("Isabella saw Jack's move", "presence", "true", 5, "Isabella witnessed line 5"),
("she knows green_suitcase", "belief", "true", "end", "Isabella = green_suitcase"),
("Carter knows Isabella stayed behind after he left", "belief", "uncheckable", 4, "knowledge of presence, not a location belief"),
("Everyone else stayed behind, actually", "presence", "true", 4, "Jack, Gracie, Chloe, Isabella in patio at row 4"),
("they all meet again in the waiting_room at 13", "event", "true", 13, "line 13"),
("the beliefs sync up", "belief", "false", 13, "Carter -> Isabella stays blue_drawer at row 13"),
("Isabella stayed on the patio", "presence", "true", 5, "Isabella in patio at row 5"),
("saw Jack move the beans", "presence", "true", 5, "witnessed line 5"),
("Carter would think Isabella thinks they're in the green_suitcase", "belief", "false", "end", "Carter -> Isabella = blue_drawer"),
]))
