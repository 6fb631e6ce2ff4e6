from common import C, R

Q = "Lucas"

r1 = """**red_treasure_chest**

Lucas was in the master_bedroom when William moved the strawberry from the blue_bottle to the red_treasure_chest (line 4). William left the room before Lucas did, but that doesn't matter — Lucas already saw the move, and when he comes back in at line 7 he'll look where he last saw it: the red_treasure_chest."""

c1 = [
    C("**red_treasure_chest**", "belief", "true", "end", "answer", ("b", Q, "red_treasure_chest", "end")),
    C("Lucas was in the master_bedroom", "presence", "true", 4, "Lucas in master_bedroom at line 4", ("r", "Lucas", "master_bedroom", 4)),
    C("William moved the strawberry from the blue_bottle to the red_treasure_chest (line 4)", "event", "true", 4, "line 4", ("e", 4, "William moved the strawberry to the red_treasure_chest"), ("o", "strawberry", "blue_bottle", 3)),
    C("William left the room before Lucas did", "order", "false", 6, "PLANTED: Lucas left at 5, William at 6", ("lt", 6, 5)),
    C("Lucas already saw the move", "presence", "true", 4, "Lucas witnessed 4", ("w", "Lucas", 4, True)),
    C("when he comes back in at line 7", "event", "true", 7, "line 7", ("e", 7, "Lucas entered the master_bedroom")),
    C("he'll look where he last saw it: the red_treasure_chest", "belief", "true", "end", "answer restated", ("b", Q, "red_treasure_chest", "end")),
]

r2 = """Let's think step by step.

1. William enters the master_bedroom, then Lucas enters.
2. The strawberry is in the blue_bottle.
3. William moves the strawberry to the red_treasure_chest while Lucas is still in the room, so Lucas sees it.
4. Lucas exits, then William exits.
5. Lucas re-enters the master_bedroom; the strawberry is still in the red_treasure_chest.

Lucas's belief matches reality, so he will look in the red_treasure_chest.

The answer is [red_treasure_chest]."""

c2 = [
    C("William enters the master_bedroom", "event", "true", 1, "line 1", ("e", 1, "William entered the master_bedroom")),
    C("then Lucas enters", "order", "true", 2, "line 2 after line 1", ("e", 2, "Lucas entered"), ("lt", 1, 2)),
    C("The strawberry is in the blue_bottle", "location", "true", 3, "line 3", ("o", "strawberry", "blue_bottle", 3)),
    C("William moves the strawberry to the red_treasure_chest", "event", "true", 4, "line 4", ("e", 4, "William moved the strawberry to the red_treasure_chest")),
    C("while Lucas is still in the room", "presence", "true", 4, "Lucas in room at 4", ("r", "Lucas", "master_bedroom", 4)),
    C("Lucas sees it", "presence", "true", 4, "Lucas witnessed 4", ("w", "Lucas", 4, True)),
    C("Lucas exits, then William exits", "order", "true", 6, "5 Lucas, 6 William", ("e", 5, "Lucas exited"), ("e", 6, "William exited")),
    C("Lucas re-enters the master_bedroom", "event", "true", 7, "line 7", ("e", 7, "Lucas entered the master_bedroom")),
    C("the strawberry is still in the red_treasure_chest", "location", "true", 7, "objects at 7", ("o", "strawberry", "red_treasure_chest", 7)),
    C("Lucas's belief matches reality", "belief", "true", "end", "Lucas = object location = red_treasure_chest", ("b", Q, "red_treasure_chest", "end"), ("o", "strawberry", "red_treasure_chest", "end")),
    C("he will look in the red_treasure_chest", "belief", "true", "end", "answer restated", ("b", Q, "red_treasure_chest", "end")),
    C("[red_treasure_chest]", "belief", "true", "end", "answer", ("b", Q, "red_treasure_chest", "end")),
]

r3 = """Let me think about what Lucas saw. Lucas came in after William, and the strawberry was in the blue_bottle. Then Lucas left the room, and William was alone with the strawberry when he moved it to the red_treasure_chest. Since Lucas wasn't there for the move, when he returns he'll expect it to be where he first saw it.

The answer is blue_bottle."""

c3 = [
    C("Lucas came in after William", "order", "true", 2, "Lucas enters at 2, William at 1", ("e", 1, "William entered"), ("e", 2, "Lucas entered"), ("lt", 1, 2)),
    C("the strawberry was in the blue_bottle", "location", "true", 3, "line 3", ("o", "strawberry", "blue_bottle", 3)),
    C("Then Lucas left the room", "event", "true", 5, "Lucas exits at line 5", ("e", 5, "Lucas exited")),
    C("William was alone with the strawberry when he moved it to the red_treasure_chest", "presence", "false", 4, "Lucas was in the room at line 4", ("r", "Lucas", None, 4)),
    C("Lucas wasn't there for the move", "presence", "false", 4, "Lucas witnessed line 4", ("w", "Lucas", 4, False)),
    C("when he returns he'll expect it to be where he first saw it", "belief", "false", "end", "Lucas believes red_treasure_chest, not blue_bottle", ("b", Q, "blue_bottle", "end")),
    C("The answer is blue_bottle.", "belief", "false", "end", "gold is red_treasure_chest", ("b", Q, "blue_bottle", "end")),
]

r4 = """red_treasure_chest. Lucas was in the room when William moved it there."""

c4 = [
    C("red_treasure_chest", "belief", "true", "end", "answer", ("b", Q, "red_treasure_chest", "end")),
    C("Lucas was in the room when William moved it there", "presence", "true", 4, "Lucas present at line 4", ("r", "Lucas", "master_bedroom", 4), ("e", 4, "William moved the strawberry to the red_treasure_chest")),
]

r5 = """<think>
Where will Lucas look for the strawberry. So first-order, Lucas's own belief.

Line 3: strawberry in the blue_bottle, both William and Lucas in the master_bedroom. Line 4: William moves it to the red_treasure_chest. Lucas is there. Line 5 Lucas leaves. Line 7 Lucas comes back.

Hmm, is this a trick where the object moves while Lucas is out? No — nothing happens between 5 and 7 to the strawberry. When Lucas re-enters at line 7, William is still in the room, but it doesn't matter either way.

So Lucas thinks red_treasure_chest.
</think>

Lucas will look in the red_treasure_chest."""

c5 = [
    C("Line 3: strawberry in the blue_bottle", "location", "true", 3, "line 3", ("o", "strawberry", "blue_bottle", 3)),
    C("both William and Lucas in the master_bedroom", "presence", "true", 3, "both present", ("r", "William", "master_bedroom", 3), ("r", "Lucas", "master_bedroom", 3)),
    C("Line 4: William moves it to the red_treasure_chest", "event", "true", 4, "line 4", ("e", 4, "William moved the strawberry to the red_treasure_chest")),
    C("Lucas is there", "presence", "true", 4, "Lucas witnessed 4", ("w", "Lucas", 4, True)),
    C("Line 5 Lucas leaves", "event", "true", 5, "line 5", ("e", 5, "Lucas exited")),
    C("Line 7 Lucas comes back", "event", "true", 7, "line 7", ("e", 7, "Lucas entered")),
    C("nothing happens between 5 and 7 to the strawberry", "location", "true", 7, "red_treasure_chest at 5, 6, 7", ("o", "strawberry", "red_treasure_chest", 5), ("o", "strawberry", "red_treasure_chest", 6), ("o", "strawberry", "red_treasure_chest", 7)),
    C("When Lucas re-enters at line 7, William is still in the room", "presence", "false", 7, "PLANTED: William exited at line 6", ("r", "William", "master_bedroom", 7)),
    C("Lucas thinks red_treasure_chest", "belief", "true", "end", "answer restated", ("b", Q, "red_treasure_chest", "end")),
    C("Lucas will look in the red_treasure_chest", "belief", "true", "end", "answer", ("b", Q, "red_treasure_chest", "end")),
]

RECORDS = [
    R("answer_first", "unsound", "red_treasure_chest", r1, c1),
    R("numbered", "sound", "red_treasure_chest", r2, c2),
    R("narrative", "wrong", "blue_bottle", r3, c3),
    R("terse", "sound", "red_treasure_chest", r4, c4),
    R("thinking", "unsound", "red_treasure_chest", r5, c5),
]
