# Q9 s6822-0-o0: Where is the strawberry really? gold red_treasure_chest
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="red_treasure_chest", response="""A. red_treasure_chest

Explanation:
- Line 3: the strawberry is in the red_treasure_chest.
- Line 8: Avery moves it to the red_bucket.
- Line 10: James moves it from the red_bucket into the blue_bottle.
- Line 12: Hannah, the last one in the study, moves it back to the red_treasure_chest.

The garden scene and the two private tells (lines 25-26) are all about the carrot, so the strawberry stays in the red_treasure_chest.""", claims=[
    C("A. red_treasure_chest", "location", "true", "end", "final answer"),
    C("Line 3: the strawberry is in the red_treasure_chest", "location", "true", 3, "line 3"),
    C("Line 8: Avery moves it to the red_bucket", "event", "true", 8, "line 8"),
    C("Line 10: James moves it from the red_bucket into the blue_bottle", "location", "false", 10, "PLANTED: James moved it to the blue_bathtub"),
    C("Line 12: Hannah, the last one in the study, moves it back to the red_treasure_chest", "event", "true", 12, "line 12; only Hannah present"),
    C("The garden scene and the two private tells (lines 25-26) are all about the carrot", "event", "true", 26, "lines 16-26 about carrot"),
    C("the strawberry stays in the red_treasure_chest", "location", "true", "end", "object red_treasure_chest at end"),
]))

RECORDS.append(dict(style="numbered", label="unsupported", stated_answer="red_treasure_chest", response="""Let's think step by step.

1. We need the strawberry's actual location, not anyone's belief.
2. The story has several distractors mixed in.
3. Going through every move to the end of the story gives the final container.

The answer is \\boxed{red\\_treasure\\_chest}.""", claims=[
    C("The story has several distractors mixed in", "event", "uncheckable", None, "vague commentary"),
    C("The answer is \\boxed{red\\_treasure\\_chest}", "location", "true", "end", "final answer only"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="red_treasure_chest", response="""The strawberry takes a round trip. It starts in the red_treasure_chest, and then, as people leave the study one by one, the ones who remain keep moving it: Avery puts it in the red_bucket, then James puts it in the blue_bathtub after Avery has gone. Finally Hannah, alone in the study, puts it right back in the red_treasure_chest before leaving herself.

Nothing after that touches the strawberry — the garden part only shuffles the carrot around, and the private messages at the end are about the carrot too. So the strawberry is really in the red_treasure_chest (A).""", claims=[
    C("It starts in the red_treasure_chest", "location", "true", 3, "line 3"),
    C("Avery puts it in the red_bucket", "event", "true", 8, "line 8"),
    C("then James puts it in the blue_bathtub", "event", "true", 10, "line 10"),
    C("after Avery has gone", "order", "true", 10, "Avery exited 9"),
    C("Finally Hannah, alone in the study, puts it right back in the red_treasure_chest", "event", "true", 12, "line 12, only Hannah present"),
    C("before leaving herself", "order", "true", 13, "exit 13 after 12"),
    C("Nothing after that touches the strawberry", "event", "true", "end", "no strawberry moves after 12"),
    C("the garden part only shuffles the carrot around", "event", "true", 22, "lines 16-22"),
    C("the private messages at the end are about the carrot too", "communication", "true", 26, "lines 25-26"),
    C("the strawberry is really in the red_treasure_chest (A)", "location", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="sound", stated_answer="red_treasure_chest", response="""**A. red_treasure_chest** — Hannah moved it back there at line 12, and nobody touched the strawberry after that.""", claims=[
    C("**A. red_treasure_chest**", "location", "true", "end", "final answer"),
    C("Hannah moved it back there at line 12", "event", "true", 12, "line 12"),
    C("nobody touched the strawberry after that", "event", "true", "end", "no later moves"),
]))

RECORDS.append(dict(style="thinking", label="wrong", stated_answer="blue_bathtub", response="""<think>
Where is the strawberry really.

Line 3: red_treasure_chest, everyone in the study. Aria leaves, Lucas leaves. Avery moves it to red_bucket (line 8), then exits. James moves it to blue_bathtub (line 10), leaves the study. Hannah just exits after James without touching it.

Then garden: carrot green_bathtub → blue_bottle (Hannah) → green_drawer (Avery). Private tells about the carrot's location — green_drawer. Those are about the carrot, not the strawberry.

So the strawberry's last move was James to blue_bathtub.
</think>

B. blue_bathtub. James moved the strawberry there at line 10, and it wasn't moved again.""", claims=[
    C("Line 3: red_treasure_chest", "location", "true", 3, "line 3"),
    C("everyone in the study", "presence", "true", 3, "all in study at 3"),
    C("Aria leaves, Lucas leaves", "order", "true", 7, "5, 7"),
    C("Avery moves it to red_bucket (line 8)", "event", "true", 8, "line 8"),
    C("then exits", "event", "true", 9, "line 9"),
    C("James moves it to blue_bathtub (line 10)", "event", "true", 10, "line 10"),
    C("leaves the study", "event", "true", 11, "line 11"),
    C("Hannah just exits after James without touching it", "event", "false", 12, "Hannah moved it to red_treasure_chest at 12"),
    C("carrot green_bathtub → blue_bottle (Hannah) → green_drawer (Avery)", "event", "true", 22, "lines 16, 17, 22"),
    C("Private tells about the carrot's location — green_drawer", "communication", "true", 26, "lines 25-26"),
    C("Those are about the carrot, not the strawberry", "communication", "true", 26, "lines 25-26 concern the carrot"),
    C("the strawberry's last move was James to blue_bathtub", "event", "false", 12, "last move is Hannah's at 12"),
    C("B. blue_bathtub", "location", "false", "end", "strawberry in red_treasure_chest"),
    C("James moved the strawberry there at line 10", "event", "true", 10, "line 10"),
    C("it wasn't moved again", "event", "false", 12, "moved at 12"),
]))
