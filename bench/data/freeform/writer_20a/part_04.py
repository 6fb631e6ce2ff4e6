# Q4 s6820-19-o4: Where does Noah think Hannah thinks Ella thinks Carter thinks the onion is?  gold red_container
from common import C, R

CH = "Noah -> Hannah -> Ella -> Carter"

RECORDS = [
R("answer_first", "sound", "red_container",
"""**Answer: K. red_container**

**Explanation:**
1. The onion starts in the blue_bottle, and Noah moves it to the red_container while all five are in the playroom (line 3).
2. Noah leaves first (line 4), then Ella (line 6), then Carter (line 9). Up to Carter's exit, nobody has touched the onion again, so Noah, Hannah, Ella and Carter all last saw it together in the red_container.
3. Hannah moves it to the green_envelope, but only after Carter, Ella and Noah are gone (line 10).
4. Hannah's public claim (line 16) and Oliver's private tip to Noah (line 17) change some first-order beliefs, but they don't alter this deeply nested chain: Noah still thinks Hannah thinks Ella thinks Carter thinks the onion is in the red_container.""",
[
C("The onion starts in the blue_bottle", "location", "true", 2, "line 2", ("O", 2, "blue_bottle")),
C("Noah moves it to the red_container", "event", "true", 3, "line 3", ("T", 3, "Noah moved the onion to the red_container")),
C("while all five are in the playroom (line 3)", "presence", "true", 3, "all in playroom", ("AND", [("R", a, 3, "playroom") for a in ("Noah", "Ella", "Carter", "Hannah", "Oliver")])),
C("Noah leaves first (line 4), then Ella (line 6), then Carter (line 9)", "order", "true", 9, "exits 4, 6, 9"),
C("Up to Carter's exit, nobody has touched the onion again", "event", "true", 9, "still red_container at 9", ("O", 9, "red_container")),
C("Noah, Hannah, Ella and Carter all last saw it together in the red_container", "presence", "true", 3, "all four witnessed line 3; no later onion event seen by all four", ("AND", [("W", a, 3) for a in ("Noah", "Hannah", "Ella", "Carter")])),
C("Hannah moves it to the green_envelope", "event", "true", 10, "line 10", ("T", 10, "Hannah moved the onion to the green_envelope")),
C("only after Carter, Ella and Noah are gone (line 10)", "order", "true", 10, "exits 4, 6, 9 precede move at 10", ("AND", [("R", a, 10, None) for a in ("Noah", "Ella", "Carter")])),
C("Hannah's public claim (line 16) and Oliver's private tip to Noah (line 17) change some first-order beliefs", "communication", "true", 17, "Carter, Ella, Noah change at 16; Noah again at 17", ("AND", [("B", "Carter", 16, "blue_bottle"), ("B", "Noah", 17, "green_envelope")])),
C("they don't alter this deeply nested chain", "communication", "true", "end", "4th-order chain red_container before and after 16-17", ("AND", [("B", CH, 15, "red_container"), ("B", CH, "end", "red_container")])),
C("Noah still thinks Hannah thinks Ella thinks Carter thinks the onion is in the red_container", "belief", "true", "end", "answer chain", ("B", CH, "end", "red_container"), ans=True),
]),

R("numbered", "unsound", "red_container",
"""Let's think step by step.

1. Line 2: the onion is in the blue_bottle. Line 3: Noah moves it to the red_container. Everyone is present.
2. Noah exits (4), Ella exits (6), Carter exits (9). Each of them last saw the onion in the red_container.
3. Line 10: Hannah moves the onion to the green_envelope; only Oliver sees this.
4. Line 16: Hannah publicly claims the onion is in the blue_bottle. Noah, Ella and Carter left before Hannah, so they trust her; Oliver also goes along with it and now believes the blue_bottle.
5. Line 17: Oliver tells Noah privately it's in the green_envelope, so Noah's own belief becomes green_envelope.
6. But the question is a 4th-order chain: Noah → Hannah → Ella → Carter. The last moment all four of them observed the onion together was line 3, when it went into the red_container. The later claims only affect first- and second-order beliefs.

So Noah thinks Hannah thinks Ella thinks Carter thinks the onion is in the red_container.

\\boxed{red_container}""",
[
C("Line 2: the onion is in the blue_bottle", "location", "true", 2, "line 2", ("O", 2, "blue_bottle")),
C("Line 3: Noah moves it to the red_container", "event", "true", 3, "line 3", ("T", 3, "Noah moved the onion to the red_container")),
C("Everyone is present", "presence", "true", 3, "all five in playroom", ("AND", [("W", a, 3) for a in ("Noah", "Ella", "Carter", "Hannah", "Oliver")])),
C("Noah exits (4)", "event", "true", 4, "line 4", ("T", 4, "Noah exited")),
C("Ella exits (6)", "event", "true", 6, "line 6", ("T", 6, "Ella exited")),
C("Carter exits (9)", "event", "true", 9, "line 9", ("T", 9, "Carter exited")),
C("Each of them last saw the onion in the red_container", "belief", "true", 9, "Noah, Ella, Carter = red_container at 9", ("AND", [("B", a, 9, "red_container") for a in ("Noah", "Ella", "Carter")])),
C("Line 10: Hannah moves the onion to the green_envelope", "event", "true", 10, "line 10", ("T", 10, "Hannah moved the onion to the green_envelope")),
C("only Oliver sees this", "presence", "true", 10, "witnessed_by at 10 = Hannah, Oliver", ("AND", [("W", "Oliver", 10)] + [("NW", a, 10) for a in ("Noah", "Ella", "Carter")])),
C("Line 16: Hannah publicly claims the onion is in the blue_bottle", "event", "true", 16, "line 16", ("T", 16, "Hannah publicly claimed that onion is in the blue_bottle")),
C("Noah, Ella and Carter left before Hannah", "order", "true", 11, "exits 4, 6, 9 < Hannah's 11"),
C("so they trust her", "communication", "true", 16, "their beliefs switch to blue_bottle at 16", ("AND", [("B", a, 16, "blue_bottle") for a in ("Noah", "Ella", "Carter")])),
C("Oliver also goes along with it and now believes the blue_bottle", "communication", "false", 16, "PLANTED: Oliver left after Hannah, does not trust her; his belief stays green_envelope", ("B", "Oliver", 16, "blue_bottle")),
C("Line 17: Oliver tells Noah privately it's in the green_envelope", "event", "true", 17, "line 17", ("T", 17, "Oliver privately told Noah that the onion is in the green_envelope")),
C("Noah's own belief becomes green_envelope", "communication", "true", 17, "Noah = green_envelope at 17", ("B", "Noah", 17, "green_envelope")),
C("The last moment all four of them observed the onion together was line 3", "presence", "true", 3, "line 3 is the last onion event witnessed by Noah, Hannah, Ella and Carter", ("AND", [("W", a, 3) for a in ("Noah", "Hannah", "Ella", "Carter")] + [("NW", "Noah", 10)])),
C("The later claims only affect first- and second-order beliefs", "communication", "true", "end", "only 1st/2nd-order chains change at 16-17; 4th-order chain unchanged", ("AND", [("B", CH, 15, "red_container"), ("B", CH, "end", "red_container"), ("B", "Hannah -> Ella -> Carter", "end", "red_container")])),
C("So Noah thinks Hannah thinks Ella thinks Carter thinks the onion is in the red_container", "belief", "true", "end", "answer chain", ("B", CH, "end", "red_container"), ans=True),
]),

R("narrative", "wrong", "blue_bottle",
"""Let me trace where each person was when the onion moved.

Everyone sees the onion go from the blue_bottle into the red_container at line 3. Noah, Ella and Carter then leave in that order, so none of them sees Hannah move the onion into the green_envelope at line 10. Only Oliver is still there with her.

Then in the waiting room Hannah publicly announces that the onion is in the blue_bottle. Noah, Ella and Carter all hear this, and since each of them left the playroom before Hannah, they have reason to believe her. Because the claim was public, everyone also knows that everyone else heard it — so Noah can expect Hannah to assume that Ella took her at her word, and the same logic carries down to Carter.

Oliver's private message to Noah changes Noah's own belief to the green_envelope, but it doesn't reach Hannah, Ella or Carter.

So from Noah's point of view, Hannah thinks Ella thinks Carter thinks the onion is in the blue_bottle. The answer is A. blue_bottle.""",
[
C("Everyone sees the onion go from the blue_bottle into the red_container at line 3", "presence", "true", 3, "all five witnessed line 3", ("AND", [("W", a, 3) for a in ("Noah", "Ella", "Carter", "Hannah", "Oliver")])),
C("Noah, Ella and Carter then leave in that order", "order", "true", 9, "exits 4, 6, 9"),
C("none of them sees Hannah move the onion into the green_envelope at line 10", "presence", "true", 10, "Noah, Ella, Carter not witnesses at 10", ("AND", [("NW", a, 10) for a in ("Noah", "Ella", "Carter")])),
C("Only Oliver is still there with her", "presence", "true", 10, "only Hannah and Oliver in playroom at 10", ("AND", [("R", "Oliver", 10, "playroom"), ("R", "Noah", 10, None), ("R", "Ella", 10, None), ("R", "Carter", 10, None)])),
C("Hannah publicly announces that the onion is in the blue_bottle", "event", "true", 16, "line 16", ("T", 16, "Hannah publicly claimed that onion is in the blue_bottle")),
C("Noah, Ella and Carter all hear this", "presence", "true", 16, "all witness line 16", ("AND", [("W", a, 16) for a in ("Noah", "Ella", "Carter")])),
C("each of them left the playroom before Hannah", "order", "true", 11, "4, 6, 9 < 11"),
C("they have reason to believe her", "communication", "true", 16, "their 1st-order beliefs switch to blue_bottle", ("AND", [("B", a, 16, "blue_bottle") for a in ("Noah", "Ella", "Carter")])),
C("everyone also knows that everyone else heard it", "belief", "uncheckable", None, "vague common-knowledge statement, no chain to check"),
C("Noah can expect Hannah to assume that Ella took her at her word", "belief", "false", "end", "Noah -> Hannah -> Ella stays red_container after the claim", ("B", "Noah -> Hannah -> Ella", "end", "blue_bottle")),
C("the same logic carries down to Carter", "belief", "uncheckable", None, "vague; restated precisely in the final sentence"),
C("Oliver's private message to Noah changes Noah's own belief to the green_envelope", "communication", "true", 17, "Noah = green_envelope at 17", ("B", "Noah", 17, "green_envelope")),
C("it doesn't reach Hannah, Ella or Carter", "presence", "true", 17, "line 17 witnessed only by Noah and Oliver", ("AND", [("NW", a, 17) for a in ("Hannah", "Ella", "Carter")])),
C("from Noah's point of view, Hannah thinks Ella thinks Carter thinks the onion is in the blue_bottle", "belief", "false", "end", "wrong answer: the chain is red_container", ("B", CH, "end", "blue_bottle"), ans=True),
]),

R("terse", "unsupported", "red_container",
"""**K**""",
[]),

R("thinking", "unsound", "red_container",
"""<think>
We need Noah → Hannah → Ella → Carter for the onion.

Onion: blue_bottle (2), Noah moves it to red_container (3), everyone present. Then exits: Noah at 4, Ella at 6, Carter at 9. Hannah moves it to green_envelope at 10 — only Oliver saw that besides Hannah. Hannah exits 11, Oliver 13.

Carter's belief: red_container, since he last saw it at 3... wait, no — line 16, Hannah publicly claims blue_bottle. Carter exited before Hannah, so Carter trusts Hannah and updates to blue_bottle. So Carter's first-order belief at the end is blue_bottle.

But the question is nested. Ella's model of Carter: Ella wasn't around for anything Carter saw after she left, and between 6 and 9 nothing happened to the onion anyway. Does the public claim change Ella's model of Carter? Hmm. It's a claim by Hannah; the second-order updates are only the ones that involve Hannah. Ella → Carter stays red_container.

Then Hannah's model of Ella's model of Carter, and Noah's model of that... Noah left first, at line 4, so the last event Noah shared with all of them is line 3: red_container. Let me double check exits: Noah 4 < Ella 6 < Carter 9 < Hannah 11. Yes.

Oliver told Noah green_envelope privately at 17 — only changes Noah's own belief (and Noah/Oliver mutual).

So: red_container.
</think>

Noah thinks Hannah thinks Ella thinks Carter thinks the onion is in the **red_container** (K). The last event all four saw together was Noah's move at line 3; the later public claim and the private tip don't reach that deep.""",
[
C("Onion: blue_bottle (2)", "location", "true", 2, "line 2", ("O", 2, "blue_bottle")),
C("Noah moves it to red_container (3)", "event", "true", 3, "line 3", ("T", 3, "Noah moved the onion to the red_container")),
C("everyone present", "presence", "true", 3, "all five witnessed 3", ("AND", [("W", a, 3) for a in ("Noah", "Ella", "Carter", "Hannah", "Oliver")])),
C("Noah at 4", "event", "true", 4, "line 4", ("T", 4, "Noah exited")),
C("Ella at 6", "event", "true", 6, "line 6", ("T", 6, "Ella exited")),
C("Carter at 9", "event", "true", 9, "line 9", ("T", 9, "Carter exited")),
C("Hannah moves it to green_envelope at 10", "event", "true", 10, "line 10", ("T", 10, "Hannah moved the onion to the green_envelope")),
C("only Oliver saw that besides Hannah", "presence", "true", 10, "witnessed_by 10 = Hannah, Oliver", ("AND", [("W", "Oliver", 10), ("NW", "Noah", 10), ("NW", "Ella", 10), ("NW", "Carter", 10)])),
C("Hannah exits 11", "event", "true", 11, "line 11", ("T", 11, "Hannah exited")),
C("Oliver 13", "event", "false", 13, "PLANTED: Oliver exits at line 14; line 13 is Oliver staying for a minute", ("T", 13, "Oliver exited")),
C("line 16, Hannah publicly claims blue_bottle", "event", "true", 16, "line 16", ("T", 16, "Hannah publicly claimed that onion is in the blue_bottle")),
C("Carter exited before Hannah", "order", "true", 11, "9 < 11"),
C("Carter trusts Hannah and updates to blue_bottle", "communication", "true", 16, "Carter = blue_bottle at 16", ("B", "Carter", 16, "blue_bottle")),
C("Carter's first-order belief at the end is blue_bottle", "belief", "true", "end", "Carter at end", ("B", "Carter", "end", "blue_bottle")),
C("Ella wasn't around for anything Carter saw after she left", "presence", "true", 9, "Ella out of the playroom from 6; no later event shared with Carter until 15", ("R", "Ella", 9, None)),
C("between 6 and 9 nothing happened to the onion anyway", "event", "true", 9, "red_container from 3 to 9", ("AND", [("O", 6, "red_container"), ("O", 9, "red_container")])),
C("the second-order updates are only the ones that involve Hannah", "communication", "true", 16, "all 2nd-order chains changed at 16 contain Hannah", ("AND", [("B", "Ella -> Carter", 16, "red_container"), ("B", "Noah -> Hannah", 16, "blue_bottle")])),
C("Ella → Carter stays red_container", "belief", "true", "end", "Ella -> Carter at end", ("B", "Ella -> Carter", "end", "red_container")),
C("Noah left first, at line 4", "order", "true", 4, "first exit"),
C("the last event Noah shared with all of them is line 3: red_container", "presence", "true", 3, "Noah leaves at 4; line 3 is his last onion event with the others", ("AND", [("W", a, 3) for a in ("Noah", "Hannah", "Ella", "Carter")])),
C("Noah 4 < Ella 6 < Carter 9 < Hannah 11", "order", "true", 11, "exit lines"),
C("Oliver told Noah green_envelope privately at 17", "event", "true", 17, "line 17", ("T", 17, "Oliver privately told Noah that the onion is in the green_envelope")),
C("only changes Noah's own belief (and Noah/Oliver mutual)", "communication", "true", 17, "changes at 17: Noah, Noah -> Oliver, Oliver -> Noah", ("AND", [("B", "Noah", 17, "green_envelope"), ("B", "Noah -> Oliver", 17, "green_envelope"), ("B", "Oliver -> Noah", 17, "green_envelope"), ("B", CH, 17, "red_container")])),
C("Noah thinks Hannah thinks Ella thinks Carter thinks the onion is in the **red_container**", "belief", "true", "end", "answer chain", ("B", CH, "end", "red_container"), ans=True),
C("The last event all four saw together was Noah's move at line 3", "presence", "true", 3, "see above", ("AND", [("W", a, 3) for a in ("Noah", "Hannah", "Ella", "Carter")])),
C("the later public claim and the private tip don't reach that deep", "communication", "true", "end", "4th-order chain unchanged by 16-17", ("AND", [("B", CH, 15, "red_container"), ("B", CH, "end", "red_container")])),
]),
]
