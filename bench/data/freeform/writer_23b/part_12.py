from h import C, R
N = 12
RECORDS = []

RECORDS.append(R("answer_first", "unsound", "red_bottle", """**Answer: red_bottle**

- Line 3: the potato is in the blue_bucket, with both Emma and Isla present.
- Line 4: Emma leaves the TV_room.
- Line 6: Isla moves the potato to the red_bottle while Emma is away.
- Nothing happens after that, so the potato is really in the red_bottle.""", [
    C("Line 3: the potato is in the blue_bucket", "location", "true", 3, "objects row 3", [('loc', 3, 'potato', 'blue_bucket')]),
    C("with both Emma and Isla present", "presence", "true", 3, "both witnessed 3", [('wit', 3, ['Emma', 'Isla'], True)]),
    C("Line 4: Emma leaves the TV_room", "event", "true", 4, "line 4", [('txt', 4, 'Emma exited the TV_room')]),
    C("Line 6: Isla moves the potato to the red_bottle", "event", "true", 6, "line 6", [('txt', 6, 'Isla moved the potato to the red_bottle')]),
    C("while Emma is away", "presence", "false", 6, "PLANTED: Emma re-entered at line 5 and witnessed line 6", [('room', 6, 'Emma', None)]),
    C("Nothing happens after that", "event", "true", 6, "line 6 is the last line", [('loc', 'end', 'potato', 'red_bottle'), ('lastline', 6)]),
    C("the potato is really in the red_bottle", "location", "true", "end", "answer; final objects row", [('loc', 'end', 'potato', 'red_bottle')], ans=True),
]))

RECORDS.append(R("numbered", "sound", "red_bottle", """Let's think step by step.

1. Emma and Isla enter the TV_room.
2. The potato is in the blue_bucket.
3. Emma exits and then re-enters.
4. Isla moves the potato to the red_bottle.
5. The question asks where the potato really is — its actual current location.

\\boxed{red_bottle}""", [
    C("Emma and Isla enter the TV_room", "event", "true", 2, "lines 1-2", [('txt', 1, 'Emma entered the TV_room'), ('txt', 2, 'Isla entered the TV_room')]),
    C("The potato is in the blue_bucket", "location", "true", 3, "objects row 3", [('loc', 3, 'potato', 'blue_bucket')]),
    C("Emma exits and then re-enters", "event", "true", 5, "lines 4-5", [('txt', 4, 'Emma exited'), ('txt', 5, 'Emma entered')]),
    C("Isla moves the potato to the red_bottle", "event", "true", 6, "line 6", [('txt', 6, 'Isla moved the potato to the red_bottle')]),
]))

RECORDS.append(R("narrative", "wrong", None, """Let me trace this. The potato starts in the blue_bucket while both Emma and Isla are in the TV_room. Emma leaves and then returns, and after that Isla moves the potato to the red_bottle.

The tricky part is the word "really." Physically, the last move puts it in the red_bottle. But Emma's exit and return seem designed to test whether she knows about the move, and from the perspective of someone who left, it would still be in the blue_bucket.

So the answer depends on the reading: physically the red_bottle, or the blue_bucket from Emma's earlier vantage point.""", [
    C("The potato starts in the blue_bucket", "location", "true", 3, "objects row 3", [('loc', 3, 'potato', 'blue_bucket')]),
    C("while both Emma and Isla are in the TV_room", "presence", "true", 3, "both in TV_room at 3", [('room', 3, 'Emma', 'TV_room'), ('room', 3, 'Isla', 'TV_room')]),
    C("Emma leaves and then returns", "event", "true", 5, "lines 4-5", [('txt', 4, 'Emma exited'), ('txt', 5, 'Emma entered')]),
    C("after that Isla moves the potato to the red_bottle", "event", "true", 6, "line 6 after the return", [('txt', 6, 'Isla moved the potato to the red_bottle'), ('lt', 5, 6)]),
    C("the last move puts it in the red_bottle", "location", "true", "end", "final objects row", [('loc', 'end', 'potato', 'red_bottle')]),
    C("Emma's exit and return seem designed to test whether she knows about the move", "event", "uncheckable", None, "about the story's design"),
]))

RECORDS.append(R("terse", "unsupported", "red_bottle", """red_bottle""", []))

RECORDS.append(R("thinking", "unsound", "red_bottle", """<think>
Isla enters first, then Emma. Potato in blue_bucket. Emma exits... and enters again at line 5. Then Isla moves potato to red_bottle at 6 — Emma's back in the room by then, so she sees it too, but that's beside the point for a reality question.

Final location: red_bottle.
</think>

The potato is really in the red_bottle.""", [
    C("Isla enters first, then Emma", "order", "false", 2, "PLANTED: Emma entered first (line 1), Isla second (line 2)", [('txt', 1, 'Isla entered')]),
    C("Potato in blue_bucket", "location", "true", 3, "objects row 3", [('loc', 3, 'potato', 'blue_bucket')]),
    C("Emma exits", "event", "true", 4, "line 4", [('txt', 4, 'Emma exited')]),
    C("enters again at line 5", "event", "true", 5, "line 5", [('txt', 5, 'Emma entered')]),
    C("Isla moves potato to red_bottle at 6", "event", "true", 6, "line 6", [('txt', 6, 'Isla moved the potato to the red_bottle')]),
    C("Emma's back in the room by then", "presence", "true", 6, "Emma in TV_room at 6", [('room', 6, 'Emma', 'TV_room')]),
    C("she sees it too", "presence", "true", 6, "Emma witnessed 6", [('wit', 6, 'Emma', True)]),
    C("Final location: red_bottle", "location", "true", "end", "answer; final objects row", [('loc', 'end', 'potato', 'red_bottle')], ans=True),
    C("The potato is really in the red_bottle", "location", "true", "end", "answer restated", [('loc', 'end', 'potato', 'red_bottle')], ans=True),
]))
