# Q4 s6816-21-o1: Evelyn about the turnip, gold red_drawer
T = 'turnip'
RECORDS = [
dict(style="answer_first", label="unsupported", stated_answer="red_drawer",
response="""L. red_drawer

Evelyn really thinks the turnip is in the red_drawer.""",
claims=[
("Evelyn really thinks the turnip is in the red_drawer", "belief", "true", "end", "answer restated", ('B', 'Evelyn', 'end', 'red_drawer')),
]),
dict(style="numbered", label="sound", stated_answer="red_drawer",
response="""Let's think step by step.

1. The turnip starts in the green_treasure_chest (line 2).
2. James leaves (line 5), then Mila moves the turnip to the red_suitcase (line 6) while Amelia, Evelyn and Charlotte watch.
3. Mila and Amelia leave, leaving Evelyn and Charlotte.
4. Evelyn moves the turnip to the red_drawer (line 10) and then exits (line 12).
5. Charlotte, now alone, moves it back to the green_treasure_chest (line 13). Evelyn doesn't see this.
6. The closet scene and the statements at the end are about the carrot, so they don't affect Evelyn's belief about the turnip.

So Evelyn still believes the turnip is in the red_drawer, even though it's actually in the green_treasure_chest.

The answer is [red_drawer].""",
claims=[
("The turnip starts in the green_treasure_chest (line 2)", "location", "true", 2, "line 2", ('O', T, 2, 'green_treasure_chest')),
("James leaves (line 5)", "event", "true", 5, "line 5", ('L', 5, 'James exited')),
("Mila moves the turnip to the red_suitcase (line 6)", "event", "true", 6, "line 6", ('L', 6, 'Mila moved the turnip to the red_suitcase')),
("while Amelia, Evelyn and Charlotte watch", "presence", "true", 6, "witnessed 6", ('W', ['Amelia', 'Evelyn', 'Charlotte'], 6)),
("Mila and Amelia leave", "event", "true", 9, "lines 7, 9", [('L', 7, 'Mila exited'), ('L', 9, 'Amelia exited')]),
("leaving Evelyn and Charlotte", "presence", "true", 9, "only Evelyn, Charlotte in master_bedroom at 9", [('R', 'Evelyn', 9, 'master_bedroom'), ('R', 'Charlotte', 9, 'master_bedroom'), ('R', 'Amelia', 9, None)]),
("Evelyn moves the turnip to the red_drawer (line 10)", "event", "true", 10, "line 10", ('L', 10, 'Evelyn moved the turnip to the red_drawer')),
("then exits (line 12)", "event", "true", 12, "line 12", ('L', 12, 'Evelyn exited')),
("Charlotte, now alone", "presence", "true", 13, "only Charlotte in room", ('NW', ['Evelyn', 'Amelia', 'Mila', 'James'], 13)),
("moves it back to the green_treasure_chest (line 13)", "event", "true", 13, "line 13", ('L', 13, 'Charlotte moved the turnip to the green_treasure_chest')),
("Evelyn doesn't see this", "presence", "true", 13, "not in witnessed 13", ('NW', ['Evelyn'], 13)),
("The closet scene and the statements at the end are about the carrot", "communication", "true", 26, "lines 17-26 concern the carrot", [('L', 17, 'carrot'), ('L', 20, 'carrot'), ('L', 25, 'carrot'), ('L', 26, 'carrot')]),
("they don't affect Evelyn's belief about the turnip", "communication", "true", 26, "Evelyn = red_drawer at 24-26", [('B', 'Evelyn', 24, 'red_drawer'), ('B', 'Evelyn', 26, 'red_drawer')]),
("Evelyn still believes the turnip is in the red_drawer", "belief", "true", "end", "Evelyn = red_drawer", ('B', 'Evelyn', 'end', 'red_drawer')),
("it's actually in the green_treasure_chest", "location", "true", "end", "objects end", ('O', T, 'end', 'green_treasure_chest')),
]),
dict(style="narrative", label="unsound", stated_answer="red_drawer",
response="""Let me trace where Evelyn was each time the turnip moved.

At the start, everyone's in the master_bedroom and the turnip is in the green_treasure_chest. James leaves, and Mila moves the turnip to the red_suitcase — Evelyn is there for that. After Mila and Amelia leave, it's just Evelyn and Charlotte, and Evelyn herself moves the turnip into the red_drawer.

Then Evelyn exits. Once she's gone, Charlotte moves it again, so by the end of the story the turnip is actually in the red_suitcase. Evelyn has no way of knowing about that last move, because she'd already left.

Nothing later changes her mind: the closet scene and the public claim and private message are all about the carrot, not the turnip.

So Evelyn really thinks the turnip is where she left it. The answer is L. red_drawer.""",
claims=[
("everyone's in the master_bedroom", "presence", "true", 2, "all in master_bedroom", ('R', 'Evelyn', 2, 'master_bedroom')),
("the turnip is in the green_treasure_chest", "location", "true", 2, "line 2", ('O', T, 2, 'green_treasure_chest')),
("James leaves", "event", "true", 5, "line 5", ('L', 5, 'James exited')),
("Mila moves the turnip to the red_suitcase", "event", "true", 6, "line 6", ('L', 6, 'red_suitcase')),
("Evelyn is there for that", "presence", "true", 6, "witnessed 6", ('W', ['Evelyn'], 6)),
("After Mila and Amelia leave, it's just Evelyn and Charlotte", "presence", "true", 9, "rooms at 9", [('R', 'Mila', 9, None), ('R', 'Amelia', 9, None), ('R', 'Evelyn', 9, 'master_bedroom'), ('R', 'Charlotte', 9, 'master_bedroom')]),
("Evelyn herself moves the turnip into the red_drawer", "event", "true", 10, "line 10", ('L', 10, 'Evelyn moved the turnip to the red_drawer')),
("Then Evelyn exits", "event", "true", 12, "line 12", ('L', 12, 'Evelyn exited')),
("Once she's gone, Charlotte moves it again", "order", "true", 13, "exit 12, move 13", ('R', 'Evelyn', 13, None)),
("by the end of the story the turnip is actually in the red_suitcase", "location", "false", "end", "PLANTED: Charlotte moved it to the green_treasure_chest; end location green_treasure_chest", ('O', T, 'end', 'red_suitcase')),
("Evelyn has no way of knowing about that last move", "presence", "true", 13, "Evelyn not witness of 13", ('NW', ['Evelyn'], 13)),
("she'd already left", "order", "true", 12, "exit 12 < move 13", ('R', 'Evelyn', 12, None)),
("the closet scene and the public claim and private message are all about the carrot", "communication", "true", 26, "lines 17-26 about the carrot", [('L', 25, 'carrot'), ('L', 26, 'carrot')]),
("Nothing later changes her mind", "belief", "true", "end", "Evelyn = red_drawer from 10 to end", ('B', 'Evelyn', 'end', 'red_drawer')),
("Evelyn really thinks the turnip is where she left it", "belief", "true", "end", "red_drawer", ('B', 'Evelyn', 'end', 'red_drawer')),
]),
dict(style="terse", label="wrong", stated_answer="green_treasure_chest",
response="""K. green_treasure_chest — that's where Charlotte put it last.""",
claims=[
("that's where Charlotte put it last", "event", "true", 13, "line 13 is the last turnip move", ('O', T, 'end', 'green_treasure_chest')),
]),
dict(style="thinking", label="sound", stated_answer="red_drawer",
response="""<think>
Question asks what Evelyn really thinks about the turnip.

Turnip: green_treasure_chest (2) → red_suitcase (6, Mila) → red_drawer (10, Evelyn) → green_treasure_chest (13, Charlotte).

Who was present at 13? Evelyn exited at 12, so only Charlotte was there. Evelyn missed it.

Wait, does Evelyn see the turnip again later? She goes into the closet at 16, but nothing happens to the turnip there, and the closet part is about the carrot. The claims at 25 and 26 are about the carrot as well. Evelyn's private message to Mila was about the carrot, so it doesn't affect her own turnip belief either.

So Evelyn's belief: red_drawer.
</think>

L. red_drawer

Evelyn put the turnip in the red_drawer herself and left before Charlotte moved it back, so she still thinks it's in the red_drawer.""",
claims=[
("green_treasure_chest (2)", "location", "true", 2, "line 2", ('O', T, 2, 'green_treasure_chest')),
("red_suitcase (6, Mila)", "event", "true", 6, "line 6", ('L', 6, 'Mila moved the turnip to the red_suitcase')),
("red_drawer (10, Evelyn)", "event", "true", 10, "line 10", ('L', 10, 'Evelyn moved the turnip to the red_drawer')),
("green_treasure_chest (13, Charlotte)", "event", "true", 13, "line 13", ('L', 13, 'Charlotte moved the turnip to the green_treasure_chest')),
("Evelyn exited at 12", "event", "true", 12, "line 12", ('L', 12, 'Evelyn exited')),
("only Charlotte was there", "presence", "true", 13, "witnessed 13 = Charlotte", [('W', ['Charlotte'], 13), ('NW', ['Evelyn', 'Amelia', 'Mila', 'James'], 13)]),
("Evelyn missed it", "presence", "true", 13, "not witness", ('NW', ['Evelyn'], 13)),
("She goes into the closet at 16", "event", "true", 16, "line 16", ('L', 16, 'Evelyn entered the closet')),
("nothing happens to the turnip there", "location", "true", 23, "turnip unchanged 16-23", [('O', T, 16, 'green_treasure_chest'), ('O', T, 23, 'green_treasure_chest')]),
("the closet part is about the carrot", "event", "true", 20, "lines 17, 20", [('L', 17, 'carrot'), ('L', 20, 'carrot')]),
("The claims at 25 and 26 are about the carrot as well", "communication", "true", 26, "lines 25, 26", [('L', 25, 'carrot'), ('L', 26, 'carrot')]),
("Evelyn's private message to Mila was about the carrot", "communication", "true", 26, "line 26", ('L', 26, 'Evelyn privately told Mila that the carrot')),
("it doesn't affect her own turnip belief either", "communication", "true", 26, "Evelyn = red_drawer at 26", ('B', 'Evelyn', 26, 'red_drawer')),
("So Evelyn's belief: red_drawer", "belief", "true", "end", "Evelyn", ('B', 'Evelyn', 'end', 'red_drawer')),
("Evelyn put the turnip in the red_drawer herself", "event", "true", 10, "line 10", ('L', 10, 'Evelyn moved the turnip to the red_drawer')),
("left before Charlotte moved it back", "order", "true", 12, "12 < 13", ('R', 'Evelyn', 13, None)),
("she still thinks it's in the red_drawer", "belief", "true", "end", "Evelyn", ('B', 'Evelyn', 'end', 'red_drawer')),
]),
]
