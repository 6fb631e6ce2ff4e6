# Q12 s6819-7-o2: Emily -> Jackson, lemon. gold red_bathtub
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="red_bathtub",
response="""**Answer: F. red_bathtub**

Explanation:
- Emily left the lounge at line 7, when the lemon was in the red_suitcase. She never saw Jackson move it to the green_treasure_chest (line 8) or Mia move it back to the blue_box (line 13).
- So until the waiting room, Emily thinks Jackson thinks it's in the red_suitcase.
- At line 17, Jackson publicly claims the lemon is in the red_bathtub. Jackson left the lounge after Emily, so Emily trusts him: she now believes it's in the red_bathtub and assumes Jackson believes what he said.
- Mia's message at line 18 was private to Jackson, so Emily never hears it.

Therefore Emily thinks Jackson thinks the lemon is in the red_bathtub.""",
claims=[
 ("Emily left the lounge at line 7","event","true",7,"line 7"),
 ("when the lemon was in the red_suitcase","location","true",7,"red_suitcase at 7"),
 ("She never saw Jackson move it to the green_treasure_chest (line 8)","presence","true",8,"Emily absent at 8"),
 ("or Mia move it back to the blue_box (line 13)","presence","true",13,"Emily absent at 13"),
 ("until the waiting room, Emily thinks Jackson thinks it's in the red_suitcase","belief","true",16,"Emily->Jackson red_suitcase at 16"),
 ("At line 17, Jackson publicly claims the lemon is in the red_bathtub","event","true",17,"line 17"),
 ("Jackson left the lounge after Emily","order","true",9,"9 after 7"),
 ("Emily trusts him","communication","true",17,"Emily adopts red_bathtub"),
 ("she now believes it's in the red_bathtub","belief","true",17,"Emily: red_bathtub"),
 ("assumes Jackson believes what he said","belief","true",17,"Emily->Jackson red_bathtub"),
 ("Mia's message at line 18 was private to Jackson","event","true",18,"line 18"),
 ("Emily never hears it","presence","true",18,"witnesses Jackson, Mia"),
 ("Emily thinks Jackson thinks the lemon is in the red_bathtub","belief","true","end","answer chain"),
]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="red_suitcase",
response="""Step 1: The lemon starts in the blue_box, and Charlotte moves it to the red_suitcase while everyone is in the lounge.
Step 2: Charlotte leaves, then Emily leaves (line 7).
Step 3: After Emily is gone, Jackson moves the lemon to the green_treasure_chest and Mia later moves it to the blue_box.
Step 4: When Emily left, the lemon was in the red_suitcase, so she believes Jackson thinks it's in the red_suitcase.
Step 5: Jackson's public claim about the red_bathtub is just a statement; it doesn't tell Emily anything about what Jackson actually believes.

**Answer:** I. red_suitcase""",
claims=[
 ("The lemon starts in the blue_box","location","true",3,"line 3"),
 ("Charlotte moves it to the red_suitcase while everyone is in the lounge","event","true",4,"line 4"),
 ("Charlotte leaves","event","true",5,"line 5"),
 ("then Emily leaves (line 7)","event","true",7,"line 7"),
 ("After Emily is gone, Jackson moves the lemon to the green_treasure_chest","event","true",8,"line 8"),
 ("Mia later moves it to the blue_box","event","true",13,"line 13"),
 ("When Emily left, the lemon was in the red_suitcase","location","true",7,"red_suitcase at 7"),
 ("she believes Jackson thinks it's in the red_suitcase","belief","false","end","Emily->Jackson red_bathtub after 17"),
 ("it doesn't tell Emily anything about what Jackson actually believes","communication","false",17,"Emily->Jackson becomes red_bathtub"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="red_bathtub",
response="""Let me trace where each person was when the lemon moved.

The lemon begins in the blue_box, and Charlotte moves it to the red_suitcase in front of everyone. Charlotte then leaves, and Emily leaves soon after. At that point, Emily's picture is simple: the lemon is in the red_suitcase, and she'd assume Jackson thinks so too.

Jackson then moves the lemon to the green_treasure_chest with Isla and Mia watching, and later Mia, alone, moves it back to the blue_box. Emily sees none of this.

The key event is in the waiting room. Jackson publicly announces that the lemon is in the red_bathtub. Since Jackson stayed in the lounge longer than Emily did, Emily has reason to trust him, so she takes his statement at face value — she now thinks the lemon is in the red_bathtub and that Jackson thinks so as well. Mia's private tip to Jackson afterwards doesn't change Jackson's own mind, and Emily doesn't hear it in any case.

So Emily thinks Jackson thinks the lemon is in the red_bathtub. The answer is F. red_bathtub.""",
claims=[
 ("The lemon begins in the blue_box","location","true",3,"line 3"),
 ("Charlotte moves it to the red_suitcase in front of everyone","event","true",4,"line 4"),
 ("Charlotte then leaves","event","true",5,"line 5"),
 ("Emily leaves soon after","event","true",7,"line 7"),
 ("Emily's picture is simple: the lemon is in the red_suitcase","belief","true",7,"Emily: red_suitcase"),
 ("she'd assume Jackson thinks so too","belief","true",7,"Emily->Jackson red_suitcase"),
 ("Jackson then moves the lemon to the green_treasure_chest with Isla and Mia watching","event","true",8,"line 8"),
 ("later Mia, alone, moves it back to the blue_box","event","true",13,"line 13"),
 ("Emily sees none of this","presence","true",13,"absent 8-13"),
 ("Jackson publicly announces that the lemon is in the red_bathtub","event","true",17,"line 17"),
 ("Jackson stayed in the lounge longer than Emily did","order","true",9,"exit 9 after 7"),
 ("Emily has reason to trust him","communication","true",17,"trusts later leaver"),
 ("she now thinks the lemon is in the red_bathtub","belief","true",17,"Emily: red_bathtub"),
 ("that Jackson thinks so as well","belief","true",17,"Emily->Jackson red_bathtub"),
 ("Mia's private tip to Jackson afterwards doesn't change Jackson's own mind","communication","false",18,"PLANTED: Jackson trusts Mia (she left later) and now believes blue_box"),
 ("Emily doesn't hear it in any case","presence","true",18,"not a witness of 18"),
 ("Emily thinks Jackson thinks the lemon is in the red_bathtub","belief","true","end","answer chain"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="red_bathtub",
response="""F. red_bathtub""",
claims=[]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="red_bathtub",
response="""<think>
Second-order: Emily's belief about Jackson's belief.

In the lounge: lemon blue_box → red_suitcase (Charlotte, line 4). Charlotte leaves (5), Emily leaves (7). So at that point Emily thinks Jackson thinks red_suitcase.

Jackson → green_treasure_chest at line 8, but Emily's gone. Mia → blue_box at 13, Jackson's gone too by then.

So the answer is red_suitcase? Wait — line 17. Jackson publicly claims it's in the red_bathtub. Does Emily trust Jackson? Jackson left the lounge at line 9, after Emily (line 7), so yes, she trusts him. Then Emily updates: she believes red_bathtub, and she takes it that Jackson believes red_bathtub.

Line 18 is Mia telling Jackson privately — Emily isn't part of that, so no change for her.

So Emily thinks Jackson thinks red_bathtub.
</think>

**F. red_bathtub** — Emily left before Jackson, so she trusts his public claim that the lemon is in the red_bathtub.""",
claims=[
 ("lemon blue_box → red_suitcase (Charlotte, line 4)","event","true",4,"line 4"),
 ("Charlotte leaves (5)","event","true",5,"line 5"),
 ("Emily leaves (7)","event","true",7,"line 7"),
 ("at that point Emily thinks Jackson thinks red_suitcase","belief","true",7,"Emily->Jackson red_suitcase at 7"),
 ("Jackson → green_treasure_chest at line 8","event","true",8,"line 8"),
 ("Emily's gone","presence","true",8,"Emily absent at 8"),
 ("Mia → blue_box at 13","event","true",13,"line 13"),
 ("Jackson's gone too by then","presence","true",13,"Jackson absent at 13"),
 ("Jackson publicly claims it's in the red_bathtub","event","true",17,"line 17"),
 ("Jackson left the lounge at line 9, after Emily (line 7)","order","true",9,"9 after 7"),
 ("she trusts him","communication","true",17,"Emily adopts claim"),
 ("she believes red_bathtub","belief","true",17,"Emily: red_bathtub"),
 ("she takes it that Jackson believes red_bathtub","belief","true",17,"Emily->Jackson red_bathtub"),
 ("Line 18 is Mia telling Jackson privately","event","true",18,"line 18"),
 ("Emily isn't part of that","presence","true",18,"not a witness"),
 ("no change for her","communication","true",18,"Emily rows unchanged at 18"),
 ("Emily thinks Jackson thinks red_bathtub","belief","true","end","answer chain"),
 ("Emily left before Jackson","order","true",9,"7 before 9"),
 ("she trusts his public claim that the lemon is in the red_bathtub","communication","true",17,"Emily->Jackson red_bathtub"),
]))
