from common import C, R
# Q1 s6821-10-o0: where is the cabbage really? gold blue_envelope (F)
RECORDS = []

r1 = """**Answer: F. blue_envelope**

Explanation:
- The cabbage starts in the blue_envelope (line 2).
- Ava moves it to the blue_crate at line 8, while Emma and Nathan are still in the playroom.
- After Ava and Emma leave, Nathan is alone and moves the cabbage back to the blue_envelope (line 14).
- Nothing happens to the cabbage after that; everything in the hall concerns the cherry.

So the cabbage is really in the blue_envelope."""
RECORDS.append(R("answer_first", "sound", "blue_envelope", r1, [
    C("The cabbage starts in the blue_envelope (line 2)", "location", "true", 2, "line 2 objects: cabbage blue_envelope", ("loc","cabbage",2,"blue_envelope")),
    C("Ava moves it to the blue_crate at line 8", "event", "true", 8, "line 8 text", ("txt",8,"Ava moved the cabbage to the blue_crate")),
    C("while Emma and Nathan are still in the playroom", "presence", "true", 8, "line 8 witnessed_by includes Emma, Nathan", ("saw",8,"Emma",True)),
    C("After Ava and Emma leave, Nathan is alone", "presence", "true", 14, "line 14: only Nathan in playroom", ("saw",14,"Emma",False)),
    C("moves the cabbage back to the blue_envelope (line 14)", "event", "true", 14, "line 14 text", ("txt",14,"Nathan moved the cabbage to the blue_envelope")),
    C("Nothing happens to the cabbage after that", "event", "true", "end", "cabbage stays blue_envelope lines 14-29", ("loc","cabbage",29,"blue_envelope")),
    C("everything in the hall concerns the cherry", "event", "true", 21, "hall lines 17-25 move only the cherry", ("txt",21,"Isla moved the cherry")),
    C("the cabbage is really in the blue_envelope", "location", "true", "end", "last row cabbage blue_envelope", ("loc","cabbage",29,"blue_envelope")),
]))

r2 = """Step 1: Initial location
The cabbage is in the blue_envelope at the start (line 2).

Step 2: First move
Isla and Aiden have already left when Ava moves the cabbage to the blue_crate (line 8).

Step 3: Who leaves
Emma exits the playroom before Ava does, leaving Nathan alone.

Step 4: Second move
Nathan moves the cabbage to the blue_envelope (line 14) and then exits.

Step 5: Later events
Nothing after that touches the cabbage, so it stays put.

**Answer:** F. blue_envelope"""
RECORDS.append(R("numbered", "unsound", "blue_envelope", r2, [
    C("The cabbage is in the blue_envelope at the start (line 2)", "location", "true", 2, "line 2", ("loc","cabbage",2,"blue_envelope")),
    C("Isla and Aiden have already left", "presence", "true", 8, "Isla exited 4, Aiden 7; absent at 8", ("room","Aiden",8,None)),
    C("Ava moves the cabbage to the blue_crate (line 8)", "event", "true", 8, "line 8 text", ("txt",8,"Ava moved the cabbage to the blue_crate")),
    C("Emma exits the playroom before Ava does", "order", "false", 13, "PLANTED: Ava exits at line 9, Emma at line 13", ("room","Emma",9,None)),
    C("leaving Nathan alone", "presence", "true", 13, "after line 13 only Nathan in playroom", ("room","Nathan",13,"playroom")),
    C("Nathan moves the cabbage to the blue_envelope (line 14)", "event", "true", 14, "line 14", ("txt",14,"Nathan moved the cabbage to the blue_envelope")),
    C("and then exits", "event", "true", 15, "line 15 Nathan exited", ("txt",15,"Nathan exited the playroom")),
    C("Nothing after that touches the cabbage", "event", "true", "end", "no cabbage events after 14", ("loc","cabbage",29,"blue_envelope")),
    C("it stays put", "location", "true", "end", "cabbage blue_envelope at end", ("loc","cabbage",29,"blue_envelope")),
]))

r3 = """Let me trace the cabbage through the story.

It begins in the blue_envelope, with all five of them in the playroom. Isla and then Aiden leave without doing anything. Ava then moves the cabbage to the blue_crate while Emma and Nathan watch, and she leaves right after.

Emma waits a minute and goes out too, and then Nathan leaves as well. From there the story moves to the waiting room and the hall, and it's all about the cherry — Nathan puts it in the red_pantry, Isla moves it to the red_bathtub.

So the cabbage is still where Ava put it. The answer is I. blue_crate."""
RECORDS.append(R("narrative", "wrong", "blue_crate", r3, [
    C("It begins in the blue_envelope", "location", "true", 2, "line 2", ("loc","cabbage",2,"blue_envelope")),
    C("with all five of them in the playroom", "presence", "true", 2, "all five in playroom at line 2", ("room","Isla",2,"playroom")),
    C("Isla and then Aiden leave without doing anything", "order", "true", 7, "Isla exits 4, Aiden exits 7, no moves by either", ("room","Aiden",7,None)),
    C("Ava then moves the cabbage to the blue_crate", "event", "true", 8, "line 8", ("txt",8,"Ava moved the cabbage to the blue_crate")),
    C("while Emma and Nathan watch", "presence", "true", 8, "witnessed_by line 8", ("saw",8,"Nathan",True)),
    C("she leaves right after", "event", "true", 9, "line 9 Ava exited", ("txt",9,"Ava exited the playroom")),
    C("Emma waits a minute and goes out too", "event", "true", 13, "lines 11, 13", ("txt",13,"Emma exited the playroom")),
    C("then Nathan leaves as well", "event", "true", 15, "line 15 Nathan exits (the response skips line 14)", ("txt",15,"Nathan exited")),
    C("Nathan puts it in the red_pantry", "event", "true", 19, "line 19 cherry to red_pantry", ("loc","cherry",19,"red_pantry")),
    C("Isla moves it to the red_bathtub", "event", "true", 21, "line 21", ("loc","cherry",21,"red_bathtub")),
    C("the cabbage is still where Ava put it", "location", "false", "end", "Nathan moved it to blue_envelope at line 14", ("loc","cabbage",29,"blue_crate")),
    C("The answer is I. blue_crate.", "location", "false", "end", "gold is blue_envelope", ("loc","cabbage",29,"blue_crate")),
]))

r4 = """F — the cabbage is in the blue_envelope."""
RECORDS.append(R("terse", "unsupported", "blue_envelope", r4, [
    C("the cabbage is in the blue_envelope", "location", "true", "end", "answer restated", ("loc","cabbage",29,"blue_envelope")),
]))

r5 = """<think>
Okay, this one only asks where the cabbage actually is, not what anyone believes. So I just follow the moves.

Line 2: cabbage in the blue_envelope.
Line 8: Ava moves it to the blue_crate.
Then line 14, Emma moves it back to the blue_envelope. Wait, no — Emma exited at line 13. It's Nathan who moves it at line 14; he's the only one left in the playroom by then.
Then Nathan exits. After that it's the waiting room and the hall, and the moves there are about the cherry: green_treasure_chest, then red_pantry, then red_bathtub. Isla's public claim and Emma's private message are also about the cherry, not the cabbage.

So the cabbage ends in the blue_envelope. Option F.
</think>

**F. blue_envelope** — Nathan put the cabbage back in the blue_envelope at line 14, and nothing moves it afterwards."""
RECORDS.append(R("thinking", "sound", "blue_envelope", r5, [
    C("Line 2: cabbage in the blue_envelope.", "location", "true", 2, "line 2", ("loc","cabbage",2,"blue_envelope")),
    C("Line 8: Ava moves it to the blue_crate.", "event", "true", 8, "line 8", ("txt",8,"Ava moved the cabbage to the blue_crate")),
    C("Emma exited at line 13", "event", "true", 13, "line 13 text; the earlier 'Emma moves it back' is retracted", ("txt",13,"Emma exited")),
    C("It's Nathan who moves it at line 14", "event", "true", 14, "line 14", ("txt",14,"Nathan moved the cabbage")),
    C("he's the only one left in the playroom by then", "presence", "true", 14, "only Nathan in playroom at 14", ("room","Emma",14,None)),
    C("Then Nathan exits.", "event", "true", 15, "line 15", ("txt",15,"Nathan exited the playroom")),
    C("the moves there are about the cherry: green_treasure_chest, then red_pantry, then red_bathtub", "event", "true", 21, "cherry lines 18, 19, 21", ("loc","cherry",21,"red_bathtub")),
    C("Isla's public claim and Emma's private message are also about the cherry", "communication", "true", 29, "lines 28-29 concern the cherry", ("txt",29,"cherry")),
    C("the cabbage ends in the blue_envelope", "location", "true", "end", "last row", ("loc","cabbage",29,"blue_envelope")),
    C("Nathan put the cabbage back in the blue_envelope at line 14", "event", "true", 14, "line 14", ("txt",14,"Nathan moved the cabbage to the blue_envelope")),
    C("nothing moves it afterwards", "event", "true", "end", "no later cabbage events", ("loc","cabbage",29,"blue_envelope")),
]))
