from h import C, R
N = 13
ALL = ['Alexander', 'Jayden', 'Gracie', 'Jack', 'Jackson']
Q4 = 'Jack -> Alexander -> Gracie -> Jayden'
RECORDS = []

RECORDS.append(R("answer_first", "unsupported", "green_bottle", """**D. green_bottle**

This is a nested-belief question; once you work through each layer, the chain resolves to the green_bottle.""", [
    C("the chain resolves to the green_bottle", "belief", "true", "end", "answer restated; gold", [('bel', 'end', Q4, 'radish', 'green_bottle')], ans=True),
]))

RECORDS.append(R("numbered", "unsound", "green_bottle", """**Step 1: Radish movements**
1. Line 2: radish in the red_bathtub.
2. Line 3: Alexander moves it to the green_bottle, with all five in the patio.
3. Line 10: Jack moves it to the green_basket.

**Step 2: Who left when**
- Alexander leaves right after his move (line 4).
- Jayden left after Gracie did.
- Jack moves the radish only after Alexander, Jayden and Gracie are all gone.

**Step 3: Resolve the chain**
Jayden never saw the green_basket move, so Jayden believes green_bottle. Gracie, Alexander and Jack all know that Jayden saw the move to the green_bottle. Alexander left before Jack's move too, so from Jack's point of view Alexander's whole picture is frozen at the green_bottle.

**Answer:** D. green_bottle""", [
    C("Line 2: radish in the red_bathtub", "location", "true", 2, "objects row 2", [('loc', 2, 'radish', 'red_bathtub')]),
    C("Line 3: Alexander moves it to the green_bottle", "event", "true", 3, "line 3", [('txt', 3, 'Alexander moved the radish to the green_bottle')]),
    C("with all five in the patio", "presence", "true", 3, "all witnessed 3", [('wit', 3, ALL, True)]),
    C("Line 10: Jack moves it to the green_basket", "event", "true", 10, "line 10", [('txt', 10, 'Jack moved the radish to the green_basket')]),
    C("Alexander leaves right after his move (line 4)", "event", "true", 4, "line 4", [('txt', 4, 'Alexander exited')]),
    C("Jayden left after Gracie did", "order", "false", 6, "PLANTED: Jayden exits at 6, Gracie at 9", [('txt', 6, 'Jayden exited'), ('txt', 9, 'Gracie exited'), ('lt', 9, 6)]),
    C("Jack moves the radish only after Alexander, Jayden and Gracie are all gone", "order", "true", 10, "all three in no room at 10", [('room', 10, a, None) for a in ('Alexander', 'Jayden', 'Gracie')]),
    C("Jayden never saw the green_basket move", "presence", "true", 10, "Jayden not in witnessed_by 10", [('wit', 10, 'Jayden', False)]),
    C("Jayden believes green_bottle", "belief", "true", "end", "Jayden = green_bottle", [('bel', 'end', 'Jayden', 'radish', 'green_bottle')]),
    C("Gracie, Alexander and Jack all know that Jayden saw the move to the green_bottle", "belief", "true", "end", "X -> Jayden = green_bottle for all three", [('bel', 'end', a + ' -> Jayden', 'radish', 'green_bottle') for a in ('Gracie', 'Alexander', 'Jack')]),
    C("Alexander left before Jack's move too", "order", "true", 4, "exit 4 < move 10", [('txt', 4, 'Alexander exited'), ('lt', 4, 10)]),
    C("from Jack's point of view Alexander's whole picture is frozen at the green_bottle", "belief", "true", "end", "answer; Jack -> Alexander chains = green_bottle", [('bel', 'end', 'Jack -> Alexander', 'radish', 'green_bottle'), ('bel', 'end', 'Jack -> Alexander -> Gracie', 'radish', 'green_bottle'), ('bel', 'end', Q4, 'radish', 'green_bottle')], ans=True),
]))

RECORDS.append(R("narrative", "sound", "green_bottle", """Let me trace where each person was.

All five are on the patio when Alexander moves the radish from the red_bathtub to the green_bottle. Alexander leaves immediately, then Jayden and Gracie each wait a minute and leave. Only Jack and Jackson are left when Jack moves the radish to the green_basket.

So the innermost belief, Jayden's, is the green_bottle. Gracie saw Jayden present for Alexander's move and saw him leave before anything else happened, so Gracie thinks Jayden thinks green_bottle. Alexander's view stops at the moment he left, when everyone had just seen the green_bottle move. And Jack, who watched Alexander leave, knows Alexander can't have seen anything later.

The later scene in the den is about the beans, and Jack's public claim and Jayden's private message are about the beans too, so none of it changes anyone's beliefs about the radish.

The answer is D. green_bottle.""", [
    C("All five are on the patio when Alexander moves the radish from the red_bathtub to the green_bottle", "presence", "true", 3, "all witnessed 3", [('wit', 3, ALL, True), ('txt', 3, 'Alexander moved the radish to the green_bottle'), ('loc', 2, 'radish', 'red_bathtub')]),
    C("Alexander leaves immediately", "event", "true", 4, "line 4", [('txt', 4, 'Alexander exited')]),
    C("Jayden and Gracie each wait a minute and leave", "event", "true", 9, "lines 5-9", [('txt', 5, 'Jayden made no movements'), ('txt', 6, 'Jayden exited'), ('txt', 8, 'Gracie made no movements'), ('txt', 9, 'Gracie exited')]),
    C("Only Jack and Jackson are left when Jack moves the radish to the green_basket", "presence", "true", 10, "witnessed_by row 10 = Jack, Jackson", [('wit', 10, ['Jack', 'Jackson'], True), ('wit', 10, ['Alexander', 'Jayden', 'Gracie'], False)]),
    C("the innermost belief, Jayden's, is the green_bottle", "belief", "true", "end", "Jayden = green_bottle", [('bel', 'end', 'Jayden', 'radish', 'green_bottle')]),
    C("Gracie saw Jayden present for Alexander's move", "presence", "true", 3, "both witnessed 3", [('wit', 3, ['Gracie', 'Jayden'], True)]),
    C("saw him leave before anything else happened", "presence", "true", 6, "Gracie witnessed 6; no move until 10", [('wit', 6, 'Gracie', True), ('loc', 9, 'radish', 'green_bottle')]),
    C("Gracie thinks Jayden thinks green_bottle", "belief", "true", "end", "Gracie -> Jayden = green_bottle", [('bel', 'end', 'Gracie -> Jayden', 'radish', 'green_bottle')]),
    C("Alexander's view stops at the moment he left", "belief", "true", "end", "Alexander = green_bottle", [('bel', 'end', 'Alexander', 'radish', 'green_bottle')]),
    C("when everyone had just seen the green_bottle move", "presence", "true", 3, "all witnessed 3", [('wit', 3, ALL, True)]),
    C("Jack, who watched Alexander leave", "presence", "true", 4, "Jack witnessed 4", [('wit', 4, 'Jack', True)]),
    C("knows Alexander can't have seen anything later", "belief", "true", "end", "Jack -> Alexander = green_bottle", [('bel', 'end', 'Jack -> Alexander', 'radish', 'green_bottle')]),
    C("The later scene in the den is about the beans", "event", "true", 23, "lines 15-23 concern the beans", [('txt', 16, 'beans'), ('txt', 18, 'beans'), ('txt', 20, 'beans')]),
    C("Jack's public claim and Jayden's private message are about the beans too", "communication", "true", 26, "lines 25-26", [('txt', 25, 'Jack publicly claimed that beans'), ('txt', 26, 'Jayden privately told Gracie that the beans')]),
    C("none of it changes anyone's beliefs about the radish", "communication", "true", 26, "radish beliefs identical at 14 and 26", [('bel', 26, Q4, 'radish', 'green_bottle'), ('bel', 26, 'Jack', 'radish', 'green_basket'), ('bel', 26, 'Gracie', 'radish', 'green_bottle'), ('bel', 14, 'Gracie', 'radish', 'green_bottle')]),
]))

RECORDS.append(R("terse", "wrong", "green_basket", """C. green_basket — Jack moved it there himself.""", [
    C("Jack moved it there himself", "event", "true", 10, "line 10; true but irrelevant to the chain", [('txt', 10, 'Jack moved the radish to the green_basket')]),
]))

RECORDS.append(R("thinking", "unsound", "green_bottle", """<think>
Jack → Alexander → Gracie → Jayden → radish. Fourth order.

Radish: red_bathtub (2), Alexander → green_bottle (3). Everyone present at 3. Alexander exits 4, Jayden 6, Gracie 9. Jack → green_basket at 10, only Jackson watching. Jack exits 11, Jackson 13.

Jayden: green_bottle. Gracie → Jayden: Gracie saw Jayden leave at 6 with it in the green_bottle → green_bottle. Alexander → Gracie → Jayden: Alexander left at 4, before either Gracie or Jayden — at that moment all had seen green_bottle → green_bottle. Jack → Alexander → ...: Jack saw Alexander leave → green_bottle.

Hmm, but wait — Jack's public claim at line 25 says the radish is in the red_container. Does that change anything? It's Jack speaking, and a speaker's own beliefs don't change from his own claim. So still green_bottle.
</think>

**D. green_bottle**""", [
    C("red_bathtub (2)", "location", "true", 2, "objects row 2", [('loc', 2, 'radish', 'red_bathtub')]),
    C("Alexander → green_bottle (3)", "event", "true", 3, "line 3", [('txt', 3, 'Alexander moved the radish to the green_bottle')]),
    C("Everyone present at 3", "presence", "true", 3, "all witnessed 3", [('wit', 3, ALL, True)]),
    C("Alexander exits 4", "event", "true", 4, "line 4", [('txt', 4, 'Alexander exited')]),
    C("Jayden 6", "event", "true", 6, "line 6 Jayden exited", [('txt', 6, 'Jayden exited')]),
    C("Gracie 9", "event", "true", 9, "line 9 Gracie exited", [('txt', 9, 'Gracie exited')]),
    C("Jack → green_basket at 10", "event", "true", 10, "line 10", [('txt', 10, 'Jack moved the radish to the green_basket')]),
    C("only Jackson watching", "presence", "true", 10, "witnessed_by row 10 = Jack, Jackson", [('wit', 10, 'Jackson', True), ('wit', 10, ['Alexander', 'Jayden', 'Gracie'], False)]),
    C("Jack exits 11", "event", "true", 11, "line 11", [('txt', 11, 'Jack exited')]),
    C("Jackson 13", "event", "true", 13, "line 13 Jackson exited", [('txt', 13, 'Jackson exited')]),
    C("Jayden: green_bottle", "belief", "true", "end", "Jayden = green_bottle", [('bel', 'end', 'Jayden', 'radish', 'green_bottle')]),
    C("Gracie saw Jayden leave at 6 with it in the green_bottle", "presence", "true", 6, "Gracie witnessed 6; radish green_bottle", [('wit', 6, 'Gracie', True), ('loc', 6, 'radish', 'green_bottle')]),
    C("Alexander left at 4, before either Gracie or Jayden", "order", "true", 4, "4 < 6 < 9", [('txt', 4, 'Alexander exited'), ('lt', 4, 6)]),
    C("at that moment all had seen green_bottle", "presence", "true", 3, "all witnessed 3", [('wit', 3, ALL, True)]),
    C("Jack saw Alexander leave", "presence", "true", 4, "Jack witnessed 4", [('wit', 4, 'Jack', True)]),
    C("Jack's public claim at line 25 says the radish is in the red_container", "communication", "false", 25, "PLANTED: the claim at 25 is about the beans, not the radish", [('txt', 25, 'radish')]),
    C("So still green_bottle", "belief", "true", "end", "answer; gold chain", [('bel', 'end', Q4, 'radish', 'green_bottle')], ans=True),
]))
