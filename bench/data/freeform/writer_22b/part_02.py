# Q2 s6822-1-o1: Where does Emma really think the sweet_potato is? gold red_basket
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="red_basket", response="""G. red_basket

Explanation: The sweet_potato is in the red_basket at line 3, while all five are in the living_room. Emma left the living_room right after Benjamin (line 11), so she missed Isabella's move at line 12 — but Isabella "moved" it into the red_basket, the container it was already in. Emma's last observation is therefore also the true location: the red_basket.""", claims=[
    C("The sweet_potato is in the red_basket at line 3", "location", "true", 3, "line 3"),
    C("all five are in the living_room", "presence", "true", 3, "all in living_room at 3"),
    C("Emma left the living_room right after Benjamin (line 11)", "order", "false", 11, "PLANTED: Mason (7) and William (9) left between Benjamin (5) and Emma (11)"),
    C("she missed Isabella's move at line 12", "presence", "true", 12, "Emma not a witness of 12"),
    C("Isabella \"moved\" it into the red_basket", "event", "true", 12, "line 12"),
    C("the container it was already in", "location", "true", 11, "red_basket before 12"),
    C("Emma's last observation is therefore also the true location: the red_basket", "belief", "true", "end", "Emma red_basket; object red_basket"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="red_basket", response="""Let's think step by step.

1. At line 3 the sweet_potato is in the red_basket, and Benjamin, Mason, William, Emma and Isabella are all in the living_room, so all of them see it there.
2. Benjamin, Mason and William leave one after another (lines 5, 7, 9). Emma leaves at line 11.
3. Only Isabella is left when she moves the sweet_potato to the red_basket (line 12). It doesn't actually change containers.
4. Emma's belief stays with what she last saw: red_basket.

The answer is [red_basket]""", claims=[
    C("At line 3 the sweet_potato is in the red_basket", "location", "true", 3, "line 3"),
    C("Benjamin, Mason, William, Emma and Isabella are all in the living_room", "presence", "true", 3, "rooms at 3"),
    C("all of them see it there", "presence", "true", 3, "witnessed_by all"),
    C("Benjamin, Mason and William leave one after another (lines 5, 7, 9)", "order", "true", 9, "exits 5,7,9"),
    C("Emma leaves at line 11", "event", "true", 11, "line 11"),
    C("Only Isabella is left when she moves the sweet_potato to the red_basket (line 12)", "presence", "true", 12, "witnessed_by Isabella only"),
    C("It doesn't actually change containers", "location", "true", 12, "red_basket before and after"),
    C("Emma's belief stays with what she last saw: red_basket", "belief", "true", "end", "Emma red_basket"),
    C("The answer is [red_basket]", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="red_basket", response="""This one is simpler than it looks. Emma sees a dog at the start, which doesn't matter. What matters is that she was in the living_room when the sweet_potato was in the red_basket. Everyone drifts out one at a time, and Emma is the second-to-last to go, leaving Isabella alone. Isabella then "moves" the sweet_potato to the red_basket — which is where it already was.

Emma didn't see that, but it doesn't matter: what she remembers and where it actually is coincide. So Emma thinks the sweet_potato is in the red_basket (G).""", claims=[
    C("Emma sees a dog at the start", "event", "true", 2, "line 2"),
    C("she was in the living_room when the sweet_potato was in the red_basket", "presence", "true", 3, "Emma witnessed 3"),
    C("Everyone drifts out one at a time", "event", "true", 13, "exits 5,7,9,11,13"),
    C("Emma is the second-to-last to go", "order", "true", 11, "Emma 11, Isabella 13"),
    C("leaving Isabella alone", "presence", "true", 11, "only Isabella in living_room after 11"),
    C("Isabella then \"moves\" the sweet_potato to the red_basket", "event", "true", 12, "line 12"),
    C("which is where it already was", "location", "true", 11, "red_basket before 12"),
    C("Emma didn't see that", "presence", "true", 12, "not witness of 12"),
    C("what she remembers and where it actually is coincide", "belief", "true", "end", "Emma red_basket = object red_basket"),
    C("Emma thinks the sweet_potato is in the red_basket (G)", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer=None, response="""Emma never saw where Isabella put it, so she can't know — no location.""", claims=[
    C("Emma never saw where Isabella put it", "presence", "true", 12, "Emma not a witness of 12"),
    C("she can't know — no location", "belief", "false", "end", "Emma believes red_basket at end"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="red_basket", response="""<think>
The question: where does Emma really think the sweet_potato is. First-order belief.

Line 3: sweet_potato in red_basket, everyone present. Then Benjamin exits (5), Mason exits (7), William exits (9), Emma exits (11). Isabella moves it to the red_basket at 12 and exits at 13.

Wait — Emma was still in the living_room when Isabella moved it at line 12. Either way it's red_basket.

Then everyone goes to the waiting_room. No claims, no tells. So Emma thinks red_basket.
</think>

**G. red_basket** — Emma last saw the sweet_potato in the red_basket, and nothing after that changed it.""", claims=[
    C("Line 3: sweet_potato in red_basket", "location", "true", 3, "line 3"),
    C("everyone present", "presence", "true", 3, "all witnessed 3"),
    C("Benjamin exits (5)", "event", "true", 5, "line 5"),
    C("Mason exits (7)", "event", "true", 7, "line 7"),
    C("William exits (9)", "event", "true", 9, "line 9"),
    C("Emma exits (11)", "event", "true", 11, "line 11"),
    C("Isabella moves it to the red_basket at 12", "event", "true", 12, "line 12"),
    C("exits at 13", "event", "true", 13, "line 13"),
    C("Emma was still in the living_room when Isabella moved it at line 12", "presence", "false", 12, "PLANTED: Emma exited at 11; witnessed_by at 12 only Isabella"),
    C("everyone goes to the waiting_room", "event", "true", 14, "line 14"),
    C("No claims, no tells", "communication", "true", 14, "no communication lines"),
    C("So Emma thinks red_basket", "belief", "true", "end", "Emma red_basket"),
    C("**G. red_basket**", "belief", "true", "end", "final answer"),
    C("Emma last saw the sweet_potato in the red_basket", "belief", "true", 11, "Emma red_basket at 11"),
    C("nothing after that changed it", "location", "true", "end", "object stays red_basket"),
]))
