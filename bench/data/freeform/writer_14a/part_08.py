# Q7 s6814-23-o3 Benjamin->Jayden->Carter melon = blue_bathtub (M)
R1 = """Let's think step by step.

1. The melon goes blue_suitcase (line 2) → blue_envelope (Mila, line 3) → red_bottle (Ethan, line 5) → blue_bathtub (Jayden, line 7).
2. Benjamin, Jayden and Carter are all in the garden for Jayden's move. Jayden then leaves (line 8), Benjamin leaves (line 10) and Carter leaves last (line 12).
3. So before any communication, Benjamin thinks Jayden thinks Carter thinks the melon is in the blue_bathtub, because all three watched Jayden's move together.
4. At line 14 Benjamin publicly claims the melon is in the blue_envelope. Jayden left before Benjamin, so Jayden trusts him and now believes the blue_envelope. Carter left after Benjamin and does not trust the claim. Jayden's picture of Carter is still based on the move they both watched.
5. Carter's private message at line 15 goes to Mila only.

Therefore, the answer is \\boxed{M. blue_bathtub}"""

R2 = """Let me trace where each person was. Mila, Ethan, Jayden, Benjamin and Carter all start in the garden, and the melon moves from the blue_suitcase to the blue_envelope (Mila) and then to the red_bottle (Ethan), with each mover leaving right after. Jayden then moves it to the blue_bathtub while Benjamin and Carter watch, and leaves.

So when Jayden left, he knew Carter had seen the melon go into the blue_bathtub, and Benjamin knows that Jayden knows this — they were all in the room for it.

In the waiting_room Benjamin publicly claims the melon is in the blue_envelope. That's false, and Jayden doesn't buy it. Carter himself, having left the garden last, doesn't trust Benjamin either.

The answer is M. blue_bathtub."""

R3 = """<think>
Benjamin → Jayden → Carter, melon.

Moves: blue_suitcase → blue_envelope (Mila, 3) → red_bottle (Ethan, 5) → blue_bathtub (Jayden, 7). Jayden leaves 8, Benjamin 10, Carter 12. So physically, all three saw the blue_bathtub move.

Then line 14: Benjamin publicly claims blue_envelope. Everyone hears it. Jayden trusts Benjamin since Benjamin left after him. So Jayden now believes blue_envelope. And Benjamin would know Jayden buys it.

Now, what does Jayden think Carter thinks? Carter heard the same public claim. Jayden would assume Carter also updates to blue_envelope — it was public. Hmm, but Carter left after Benjamin... Does Jayden know that? Jayden left at 8, so he didn't see who left after him. So from Jayden's view, Carter just heard a claim and believes it.

So Benjamin thinks Jayden thinks Carter thinks blue_envelope.
</think>

**N. blue_envelope** — after Benjamin's public claim, Jayden assumes everyone, Carter included, accepted it."""

R4 = """**Answer: N. blue_envelope**

Explanation:
- Jayden moved the melon into the blue_bathtub (line 7) in front of Benjamin and Carter, so up to line 13 all three share that picture.
- At line 14 Benjamin publicly claims it's in the blue_envelope. As the speaker, Benjamin expects his listeners to accept it: he thinks Jayden now believes the blue_envelope, and he thinks Carter does too.
- Putting it together, Benjamin imagines Jayden imagining Carter going along with the public claim, so the chain resolves to the blue_envelope."""

R5 = """blue bathtub"""

RECORDS = [
 dict(style="numbered", label="sound", stated_answer="blue_bathtub", response=R1, claims=[
  dict(text="blue_suitcase (line 2)", kind="location", verdict="true", time=2, note="line 2"),
  dict(text="blue_envelope (Mila, line 3)", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="red_bottle (Ethan, line 5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="blue_bathtub (Jayden, line 7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Benjamin, Jayden and Carter are all in the garden for Jayden's move", kind="presence", verdict="true", time=7, note="witnesses of 7"),
  dict(text="Jayden then leaves (line 8)", kind="event", verdict="true", time=8, note="line 8"),
  dict(text="Benjamin leaves (line 10)", kind="event", verdict="true", time=10, note="line 10"),
  dict(text="Carter leaves last (line 12)", kind="order", verdict="true", time=12, note="last exit"),
  dict(text="before any communication, Benjamin thinks Jayden thinks Carter thinks the melon is in the blue_bathtub", kind="belief", verdict="true", time=13, note="chain blue_bathtub at 13"),
  dict(text="all three watched Jayden's move together", kind="presence", verdict="true", time=7, note="witnesses of 7"),
  dict(text="At line 14 Benjamin publicly claims the melon is in the blue_envelope", kind="communication", verdict="true", time=14, note="line 14"),
  dict(text="Jayden left before Benjamin", kind="order", verdict="true", time=10, note="8 before 10"),
  dict(text="Jayden trusts him and now believes the blue_envelope", kind="communication", verdict="true", time=14, note="Jayden belief blue_envelope at 14"),
  dict(text="Carter left after Benjamin", kind="order", verdict="true", time=12, note="10 before 12"),
  dict(text="does not trust the claim", kind="communication", verdict="true", time=14, note="Carter stays blue_bathtub"),
  dict(text="Jayden's picture of Carter is still based on the move they both watched", kind="belief", verdict="true", time=14, note="Jayden->Carter blue_bathtub at 14"),
  dict(text="Carter's private message at line 15 goes to Mila only", kind="communication", verdict="true", time=15, note="witnesses Carter, Mila"),
  dict(text="\\boxed{M. blue_bathtub}", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="narrative", label="unsound", stated_answer="blue_bathtub", response=R2, claims=[
  dict(text="Mila, Ethan, Jayden, Benjamin and Carter all start in the garden", kind="presence", verdict="true", time=1, note="line 1"),
  dict(text="the melon moves from the blue_suitcase to the blue_envelope (Mila)", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="then to the red_bottle (Ethan)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="with each mover leaving right after", kind="order", verdict="true", time=6, note="3->4, 5->6"),
  dict(text="Jayden then moves it to the blue_bathtub", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="while Benjamin and Carter watch", kind="presence", verdict="true", time=7, note="witnesses"),
  dict(text="and leaves", kind="event", verdict="true", time=8, note="Jayden exits 8"),
  dict(text="when Jayden left, he knew Carter had seen the melon go into the blue_bathtub", kind="belief", verdict="true", time=8, note="Jayden->Carter blue_bathtub"),
  dict(text="Benjamin knows that Jayden knows this", kind="belief", verdict="true", time=8, note="Benjamin->Jayden->Carter blue_bathtub"),
  dict(text="they were all in the room for it", kind="presence", verdict="true", time=7, note="witnesses of 7"),
  dict(text="In the waiting_room Benjamin publicly claims the melon is in the blue_envelope", kind="communication", verdict="true", time=14, note="line 14"),
  dict(text="That's false", kind="location", verdict="true", time=14, note="melon@blue_bathtub at 14"),
  dict(text="Jayden doesn't buy it", kind="communication", verdict="false", time=14, note="PLANT: Jayden trusts Benjamin (left earlier), believes blue_envelope at 14"),
  dict(text="having left the garden last", kind="order", verdict="true", time=12, note="Carter last exit"),
  dict(text="doesn't trust Benjamin either", kind="communication", verdict="true", time=14, note="Carter stays blue_bathtub"),
  dict(text="The answer is M. blue_bathtub", kind="belief", verdict="true", time="end", note="gold"),
 ]),
 dict(style="thinking", label="wrong", stated_answer="blue_envelope", response=R3, claims=[
  dict(text="blue_suitcase → blue_envelope (Mila, 3)", kind="event", verdict="true", time=3, note="line 3"),
  dict(text="red_bottle (Ethan, 5)", kind="event", verdict="true", time=5, note="line 5"),
  dict(text="blue_bathtub (Jayden, 7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="Jayden leaves 8, Benjamin 10, Carter 12", kind="order", verdict="true", time=12, note="exits 8, 10, 12"),
  dict(text="all three saw the blue_bathtub move", kind="presence", verdict="true", time=7, note="witnesses"),
  dict(text="line 14: Benjamin publicly claims blue_envelope", kind="communication", verdict="true", time=14, note="line 14"),
  dict(text="Everyone hears it", kind="presence", verdict="true", time=14, note="all witness 14"),
  dict(text="Jayden trusts Benjamin since Benjamin left after him", kind="communication", verdict="true", time=14, note="Jayden -> blue_envelope"),
  dict(text="So Jayden now believes blue_envelope", kind="belief", verdict="true", time=14, note="Jayden blue_envelope"),
  dict(text="Benjamin would know Jayden buys it", kind="belief", verdict="true", time=14, note="Benjamin->Jayden blue_envelope"),
  dict(text="Jayden would assume Carter also updates to blue_envelope", kind="belief", verdict="false", time=14, note="Jayden->Carter blue_bathtub"),
  dict(text="Carter left after Benjamin", kind="order", verdict="true", time=12, note="10 before 12"),
  dict(text="Jayden left at 8, so he didn't see who left after him", kind="presence", verdict="true", time=12, note="Jayden not witness of 10, 12"),
  dict(text="from Jayden's view, Carter just heard a claim and believes it", kind="belief", verdict="false", time=14, note="Jayden->Carter blue_bathtub"),
  dict(text="So Benjamin thinks Jayden thinks Carter thinks blue_envelope", kind="belief", verdict="false", time="end", note="gold blue_bathtub"),
  dict(text="**N. blue_envelope**", kind="belief", verdict="false", time="end", note="gold M"),
  dict(text="Jayden assumes everyone, Carter included, accepted it", kind="belief", verdict="false", time="end", note="Jayden->Carter blue_bathtub"),
 ]),
 dict(style="answer_first", label="wrong", stated_answer="blue_envelope", response=R4, claims=[
  dict(text="**Answer: N. blue_envelope**", kind="belief", verdict="false", time="end", note="gold blue_bathtub"),
  dict(text="Jayden moved the melon into the blue_bathtub (line 7)", kind="event", verdict="true", time=7, note="line 7"),
  dict(text="in front of Benjamin and Carter", kind="presence", verdict="true", time=7, note="witnesses"),
  dict(text="up to line 13 all three share that picture", kind="belief", verdict="true", time=13, note="all relevant chains blue_bathtub at 13"),
  dict(text="At line 14 Benjamin publicly claims it's in the blue_envelope", kind="communication", verdict="true", time=14, note="line 14"),
  dict(text="he thinks Jayden now believes the blue_envelope", kind="belief", verdict="true", time=14, note="Benjamin->Jayden blue_envelope"),
  dict(text="he thinks Carter does too", kind="belief", verdict="true", time=14, note="Benjamin->Carter blue_envelope"),
  dict(text="Benjamin imagines Jayden imagining Carter going along with the public claim", kind="belief", verdict="false", time="end", note="B->J->C blue_bathtub"),
  dict(text="the chain resolves to the blue_envelope", kind="belief", verdict="false", time="end", note="gold blue_bathtub"),
 ]),
 dict(style="terse", label="unsupported", stated_answer="blue_bathtub", response=R5, claims=[
  dict(text="blue bathtub", kind="belief", verdict="true", time="end", note="answer only"),
 ]),
]
