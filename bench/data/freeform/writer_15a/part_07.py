# Q7 s6815-15-o0: beans really; gold blue_pantry
ROW = 7
R1 = """D. blue_pantry

Explanation: The beans start in the blue_cupboard (line 2). Jayden moves them to the blue_pantry at line 7, and that's the only time the beans are moved. Everything after that (the lounge scene, William's public claim, Mason's private message) is about the strawberry, so the beans are still in the blue_pantry."""

R2 = """**Step 1:** Identify the object in question: the beans.
**Step 2:** Ignore the distractors about the strawberry and people's likes and losses.
**Step 3:** Follow the beans to the end of the story.

**Answer:** D. blue_pantry"""

R3 = """Let me follow the beans themselves rather than anyone's beliefs, since this is asking about reality.

At the start the beans are in the blue_cupboard. William and Aria each wait a minute and leave without touching them. Then Jayden moves the beans to the blue_pantry while Mason and Avery are watching, and after that nobody touches the beans again. Mason and Avery just wait and leave.

The second half of the story takes place in the lounge and the waiting room and only involves the strawberry, which gets moved to the red_pantry and then the blue_box. William's public claim and Mason's private remark are also about the strawberry, and in any case statements don't move objects.

So the beans are really in the blue_pantry. The answer is D. blue_pantry."""

R4 = """blue_pantry — Jayden moved them there, and William's public claim about the beans at the end doesn't change where they are."""

R5 = """<think>
Where is the beans really: order 0, so just the physical location at the end.

Beans: blue_cupboard (line 2). William leaves at 4, Aria at 6. Jayden moves the beans to the blue_pantry at line 7, and Mason, Avery and Aria see that. Then Jayden leaves, Mason leaves, Avery leaves last.

Later: lounge, strawberry green_basket -> red_pantry (Jayden) -> blue_box (Mason). Not the beans. William's claim says strawberry in red_pantry, Mason's tell says green_basket, both about the strawberry.

Hmm, is there any move of the beans I missed? Lines 9-14: Mason stays, exits, sees a monkey; Avery stays; William loses gloves; Avery exits. No.

So beans: blue_pantry.
</think>

D. blue_pantry"""

RECORDS = [
 dict(style="answer_first", label="sound", stated_answer="blue_pantry", response=R1, claims=[
  ("The beans start in the blue_cupboard (line 2)", "location", "true", 2, "line 2"),
  ("Jayden moves them to the blue_pantry at line 7", "event", "true", 7, "line 7"),
  ("that's the only time the beans are moved", "event", "true", "end", "only beans move"),
  ("Everything after that (the lounge scene, William's public claim, Mason's private message) is about the strawberry", "event", "true", "end", "lines 16-26 concern the strawberry"),
  ("the beans are still in the blue_pantry", "location", "true", "end", "gold"),
 ]),
 dict(style="numbered", label="unsupported", stated_answer="blue_pantry", response=R2, claims=[]),
 dict(style="narrative", label="sound", stated_answer="blue_pantry", response=R3, claims=[
  ("At the start the beans are in the blue_cupboard", "location", "true", 2, "line 2"),
  ("William and Aria each wait a minute and leave without touching them", "event", "true", 6, "lines 3-6"),
  ("Jayden moves the beans to the blue_pantry", "event", "true", 7, "line 7"),
  ("while Mason and Avery are watching", "presence", "true", 7, "Mason, Avery witnessed 7"),
  ("after that nobody touches the beans again", "event", "true", "end", "no later beans move"),
  ("Mason and Avery just wait and leave", "event", "true", 14, "lines 9-14"),
  ("only involves the strawberry", "event", "true", 26, "lines 16-26"),
  ("which gets moved to the red_pantry and then the blue_box", "event", "true", 22, "lines 18, 22"),
  ("William's public claim and Mason's private remark are also about the strawberry", "communication", "true", 26, "lines 25-26"),
  ("the beans are really in the blue_pantry", "location", "true", "end", "gold"),
 ]),
 dict(style="terse", label="unsound", stated_answer="blue_pantry", response=R4, claims=[
  ("Jayden moved them there", "event", "true", 7, "line 7"),
  ("William's public claim about the beans at the end", "communication", "false", 25, "PLANTED: William's claim was about the strawberry"),
  ("doesn't change where they are", "location", "true", "end", "beans blue_pantry at 25-26"),
 ]),
 dict(style="thinking", label="unsound", stated_answer="blue_pantry", response=R5, claims=[
  ("Beans: blue_cupboard (line 2)", "location", "true", 2, "line 2"),
  ("William leaves at 4", "event", "true", 4, "line 4"),
  ("Aria at 6", "event", "true", 6, "line 6"),
  ("Jayden moves the beans to the blue_pantry at line 7", "event", "true", 7, "line 7"),
  ("Mason, Avery and Aria see that", "presence", "false", 7, "PLANTED: Aria exited at 6; witnessed_by Ave,Jay,Mas"),
  ("Then Jayden leaves, Mason leaves, Avery leaves last", "order", "true", 14, "exits 8, 10, 14"),
  ("strawberry green_basket -> red_pantry (Jayden) -> blue_box (Mason)", "event", "true", 22, "lines 17, 18, 22"),
  ("Not the beans", "event", "true", 22, "beans untouched"),
  ("William's claim says strawberry in red_pantry", "communication", "true", 25, "line 25"),
  ("Mason's tell says green_basket", "communication", "true", 26, "line 26"),
  ("Lines 9-14: Mason stays, exits, sees a monkey; Avery stays; William loses gloves; Avery exits", "event", "true", 14, "lines 9-14"),
  ("So beans: blue_pantry", "location", "true", "end", "gold"),
 ]),
]
