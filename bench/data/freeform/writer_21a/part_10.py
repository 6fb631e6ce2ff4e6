# Q10 s6821-8-o3: Where does Jacob think Nathan thinks Isabella thinks the turnip is?  gold green_drawer
C = 'Jacob -> Nathan -> Isabella'
RECORDS = []

RECORDS.append(dict(style='answer_first', label='sound', stated_answer='green_drawer', response="""J. green_drawer

Explanation:
- Isabella moves the turnip from the red_suitcase to the green_drawer at line 4 and leaves at line 5. Jacob and Nathan both see this.
- Every later move (Jack's to the blue_container, Jacob's to the green_treasure_chest) happens after Isabella is gone, and Jacob knows Nathan saw her leave.
- Nathan's public claim that the turnip is in the red_drawer (line 15) changes Jacob's own belief, and what Jacob thinks Nathan thinks, but it says nothing about what Isabella saw.

So Jacob thinks Nathan thinks Isabella thinks the turnip is in the green_drawer.""", claims=[
    ("Isabella moves the turnip from the red_suitcase to the green_drawer at line 4", 'event', 'true', 4, "rows 3-4", ('all', ('obj', 3, 'red_suitcase'), ('obj', 4, 'green_drawer'), ('text', 4, 'Isabella moved'))),
    ("leaves at line 5", 'event', 'true', 5, "line 5", ('text', 5, 'Isabella exited')),
    ("Jacob and Nathan both see this", 'presence', 'true', 5, "Jacob, Nathan witnessed 4 and 5", ('all', ('wit', 'Jacob', 4, True), ('wit', 'Nathan', 4, True), ('wit', 'Jacob', 5, True), ('wit', 'Nathan', 5, True))),
    ("Jack's to the blue_container", 'event', 'true', 6, "line 6", ('text', 6, 'Jack moved the turnip to the blue_container')),
    ("Jacob's to the green_treasure_chest", 'event', 'true', 8, "line 8", ('text', 8, 'Jacob moved the turnip to the green_treasure_chest')),
    ("happens after Isabella is gone", 'presence', 'true', 6, "Isabella did not witness 6, 8", ('all', ('wit', 'Isabella', 6, False), ('wit', 'Isabella', 8, False))),
    ("Jacob knows Nathan saw her leave", 'presence', 'true', 5, "Jacob and Nathan both witnessed 5", ('all', ('wit', 'Jacob', 5, True), ('wit', 'Nathan', 5, True))),
    ("Nathan's public claim that the turnip is in the red_drawer (line 15)", 'communication', 'true', 15, "line 15", ('text', 15, 'Nathan publicly claimed that turnip is in the red_drawer')),
    ("changes Jacob's own belief, and what Jacob thinks Nathan thinks", 'communication', 'true', 15, "Jacob and Jacob -> Nathan become red_drawer at 15", ('all', ('bel', 'Jacob', 15, 'red_drawer'), ('bel', 'Jacob -> Nathan', 15, 'red_drawer'), ('bel', 'Jacob', 14, 'green_treasure_chest'))),
    ("it says nothing about what Isabella saw", 'communication', 'true', 15, "chain stays green_drawer", ('bel', C, 15, 'green_drawer')),
    ("So Jacob thinks Nathan thinks Isabella thinks the turnip is in the green_drawer", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'green_drawer')),
]))

RECORDS.append(dict(style='numbered', label='wrong', stated_answer='red_drawer', response="""Let's think step by step.

1. Isabella moves the turnip to the green_drawer (line 4), then leaves (line 5).
2. Jack moves it to the blue_container (line 6); Jacob moves it to the green_treasure_chest (line 8).
3. In the waiting_room, Nathan publicly claims the turnip is in the red_drawer (line 15). Everyone, including Isabella, hears this.
4. Jacob left the garden before Nathan, so Jacob trusts Nathan's claim.
5. Since the claim was public, Jacob assumes Nathan believes Isabella also accepted it.

So Jacob thinks Nathan thinks Isabella thinks the turnip is in the red_drawer.

\\boxed{red_drawer}""", claims=[
    ("Isabella moves the turnip to the green_drawer (line 4)", 'event', 'true', 4, "line 4", ('obj', 4, 'green_drawer')),
    ("then leaves (line 5)", 'event', 'true', 5, "line 5", ('text', 5, 'Isabella exited')),
    ("Jack moves it to the blue_container (line 6)", 'event', 'true', 6, "line 6", ('obj', 6, 'blue_container')),
    ("Jacob moves it to the green_treasure_chest (line 8)", 'event', 'true', 8, "line 8", ('obj', 8, 'green_treasure_chest')),
    ("Nathan publicly claims the turnip is in the red_drawer (line 15)", 'communication', 'true', 15, "line 15", ('text', 15, 'Nathan publicly claimed that turnip is in the red_drawer')),
    ("Everyone, including Isabella, hears this", 'presence', 'true', 15, "witnessed_by 15 = all", ('all', ('wit', 'Isabella', 15, True), ('wit', 'Jacob', 15, True))),
    ("Jacob left the garden before Nathan", 'order', 'true', 9, "Jacob exits 9, Nathan 11", ('lt', 9, 11)),
    ("Jacob trusts Nathan's claim", 'communication', 'true', 15, "Jacob's belief becomes red_drawer", ('bel', 'Jacob', 15, 'red_drawer')),
    ("Jacob assumes Nathan believes Isabella also accepted it", 'belief', 'false', 15, "Jacob -> Nathan -> Isabella stays green_drawer", ('bel', C, 15, 'red_drawer')),
    ("So Jacob thinks Nathan thinks Isabella thinks the turnip is in the red_drawer", 'belief', 'false', 'end', "gold = green_drawer", ('bel', C, 'end', 'red_drawer')),
]))

RECORDS.append(dict(style='narrative', label='unsound', stated_answer='green_drawer', response="""Let me trace this carefully, because Nathan's claim at the end is a red herring.

Isabella moves the turnip into the green_drawer while everyone is in the garden, and then she is the first one to leave. Jacob and Nathan both watch her go. From then on, Isabella sees nothing: Jack's move to the blue_container and Jacob's move to the green_treasure_chest both happen without her.

So when Jacob thinks about Nathan's view of Isabella, the only thing Nathan could attribute to her is what she saw before leaving: the green_drawer. Jacob knows Nathan was there for that.

In the waiting_room Nathan claims the turnip is in the red_drawer, and Mason privately tells Nathan it's in the green_treasure_chest. Neither of these alters the chain Jacob → Nathan → Isabella.

The answer is J. green_drawer.""", claims=[
    ("Isabella moves the turnip into the green_drawer while everyone is in the garden", 'event', 'true', 4, "line 4, all witnessed", ('all', ('obj', 4, 'green_drawer'), ('wit', 'Mason', 4, True), ('wit', 'Jack', 4, True))),
    ("she is the first one to leave", 'order', 'true', 5, "first exit at 5", ('text', 5, 'Isabella exited')),
    ("Jacob and Nathan both watch her go", 'presence', 'true', 5, "witnessed 5", ('all', ('wit', 'Jacob', 5, True), ('wit', 'Nathan', 5, True))),
    ("From then on, Isabella sees nothing", 'presence', 'true', 6, "Isabella witnesses no turnip move after 5", ('all', ('wit', 'Isabella', 6, False), ('wit', 'Isabella', 8, False))),
    ("Jack's move to the blue_container", 'event', 'true', 6, "line 6", ('obj', 6, 'blue_container')),
    ("Jacob's move to the green_treasure_chest", 'event', 'true', 8, "line 8", ('obj', 8, 'green_treasure_chest')),
    ("both happen without her", 'presence', 'true', 8, "Isabella not in garden", ('all', ('room', 'Isabella', 6, None), ('room', 'Isabella', 8, None))),
    ("the only thing Nathan could attribute to her is what she saw before leaving: the green_drawer", 'belief', 'true', 'end', "Jacob -> Nathan -> Isabella = green_drawer", ('bel', C, 'end', 'green_drawer')),
    ("Jacob knows Nathan was there for that", 'presence', 'true', 4, "Jacob and Nathan witnessed 4", ('all', ('wit', 'Jacob', 4, True), ('wit', 'Nathan', 4, True))),
    ("Nathan claims the turnip is in the red_drawer", 'communication', 'true', 15, "line 15", ('text', 15, 'Nathan publicly claimed that turnip is in the red_drawer')),
    ("Mason privately tells Nathan it's in the green_treasure_chest", 'communication', 'false', 16, "PLANTED: Mason's private tell (line 16) is to Isabella, not Nathan", ('text', 16, 'Mason privately told Nathan')),
    ("Neither of these alters the chain Jacob → Nathan → Isabella", 'communication', 'true', 16, "chain green_drawer at 14, 15, 16", ('all', ('bel', C, 14, 'green_drawer'), ('bel', C, 15, 'green_drawer'), ('bel', C, 16, 'green_drawer'))),
    ("The answer is J. green_drawer", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'green_drawer')),
]))

RECORDS.append(dict(style='terse', label='wrong', stated_answer='red_drawer', response="""G. red_drawer — that's what Nathan announced at the end.""", claims=[
    ("G. red_drawer", 'belief', 'false', 'end', "gold = green_drawer", ('bel', C, 'end', 'red_drawer')),
    ("that's what Nathan announced at the end", 'communication', 'true', 15, "line 15", ('text', 15, 'Nathan publicly claimed that turnip is in the red_drawer')),
]))

RECORDS.append(dict(style='thinking', label='unsupported', stated_answer='green_drawer', response="""<think>
Third order again. Let me not overthink it: the nested chain runs Jacob → Nathan → Isabella, and the answer should be wherever that chain settles rather than where the turnip physically is.

It has to be green_drawer.
</think>

J. green_drawer""", claims=[
    ("It has to be green_drawer", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'green_drawer')),
    ("J. green_drawer", 'belief', 'true', 'end', "answer restated", ('bel', C, 'end', 'green_drawer')),
]))
