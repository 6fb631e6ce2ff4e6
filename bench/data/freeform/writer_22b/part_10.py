# Q10 s6822-23-o3: Where does Emily think Mason thinks Gracie thinks the tomato is? gold blue_drawer
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="blue_drawer", response="""**J. blue_drawer**

- Gracie moves the tomato to the blue_drawer at line 4 with all five watching, then leaves (line 5).
- Mason moves it to the green_cupboard at line 6, after Gracie is gone. Emily sees this and knows Mason knows Gracie missed it.
- Emily's public claim (line 18) and James's private tell to Gracie (line 19) don't alter Emily's picture of what Mason thinks Gracie saw in the kitchen.

So Emily thinks Mason thinks Gracie thinks the tomato is in the blue_drawer.""", claims=[
    C("**J. blue_drawer**", "belief", "true", "end", "final answer"),
    C("Gracie moves the tomato to the blue_drawer at line 4", "event", "true", 4, "line 4"),
    C("with all five watching", "presence", "true", 4, "all witness 4"),
    C("then leaves (line 5)", "event", "true", 5, "line 5"),
    C("Mason moves it to the green_cupboard at line 6", "event", "true", 6, "line 6"),
    C("after Gracie is gone", "order", "true", 6, "5 < 6"),
    C("Emily sees this", "presence", "true", 6, "Emily witnessed 6"),
    C("knows Mason knows Gracie missed it", "belief", "true", 6, "Emily -> Mason -> Gracie blue_drawer at 6"),
    C("Emily's public claim (line 18)", "communication", "true", 18, "line 18"),
    C("James's private tell to Gracie (line 19)", "communication", "true", 19, "line 19"),
    C("don't alter Emily's picture of what Mason thinks Gracie saw in the kitchen", "communication", "true", 19, "Emily -> Mason -> Gracie blue_drawer at 18-19"),
    C("Emily thinks Mason thinks Gracie thinks the tomato is in the blue_drawer", "belief", "true", "end", "final answer restated"),
]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="green_envelope", response="""**1. Kitchen events**
- Tomato in the green_pantry (line 2), moved by Gracie to the blue_drawer (line 4).
- Gracie exits; Mason moves it to the green_cupboard (line 6) and exits.
- Liam, Emily and James leave in that order.

**2. Emily's public claim (line 18)**
Emily announces the tomato is in the green_envelope. Mason left the kitchen before Emily, so he trusts her, and Emily thinks Mason now believes the green_envelope.

**3. Extending to Gracie**
Gracie left even earlier than Mason, so she would trust the claim too. Everyone heard it, so Emily thinks Mason thinks Gracie also accepted it.

**Answer:** I. green_envelope""", claims=[
    C("Tomato in the green_pantry (line 2)", "location", "true", 2, "line 2"),
    C("moved by Gracie to the blue_drawer (line 4)", "event", "true", 4, "line 4"),
    C("Gracie exits", "event", "true", 5, "line 5"),
    C("Mason moves it to the green_cupboard (line 6)", "event", "true", 6, "line 6"),
    C("and exits", "event", "true", 7, "line 7"),
    C("Liam, Emily and James leave in that order", "order", "true", 15, "9, 12, 15"),
    C("Emily announces the tomato is in the green_envelope", "communication", "true", 18, "line 18"),
    C("Mason left the kitchen before Emily", "order", "true", 12, "7 < 12"),
    C("he trusts her", "communication", "true", 18, "Mason green_envelope at 18"),
    C("Emily thinks Mason now believes the green_envelope", "belief", "true", 18, "Emily -> Mason green_envelope at 18"),
    C("Gracie left even earlier than Mason", "order", "true", 7, "5 < 7"),
    C("she would trust the claim too", "communication", "true", 18, "Gracie green_envelope at 18"),
    C("Everyone heard it", "presence", "true", 18, "all witness 18"),
    C("Emily thinks Mason thinks Gracie also accepted it", "belief", "false", 18, "Emily -> Mason -> Gracie stays blue_drawer"),
    C("**Answer:** I. green_envelope", "belief", "false", "end", "final answer wrong"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="blue_drawer", response="""Let me trace where each person was.

All five are in the kitchen when the tomato goes from the green_pantry into the blue_drawer — Gracie makes that move herself, and then she leaves. Mason, with Emily, Liam and James still there, moves it to the green_cupboard and leaves as well. Emily stays behind until line 12.

So Emily knows two things: Mason saw Gracie put the tomato in the blue_drawer, and Mason knows Gracie walked out before his own move. In Emily's model, Mason thinks Gracie still believes blue_drawer.

After everyone gathers in the waiting_room, Emily publicly claims the tomato is in the green_envelope. That's her own statement, and Emily thinks Mason still believes it's in the green_cupboard, but the claim doesn't touch the older, nested belief about Gracie's kitchen memory. James's private message goes to Gracie, not to Emily or Mason.

The answer is J. blue_drawer.""", claims=[
    C("All five are in the kitchen when the tomato goes from the green_pantry into the blue_drawer", "presence", "true", 4, "all witness 4"),
    C("Gracie makes that move herself", "event", "true", 4, "line 4"),
    C("then she leaves", "event", "true", 5, "line 5"),
    C("Mason, with Emily, Liam and James still there, moves it to the green_cupboard", "event", "true", 6, "line 6, witnessed by Emily, James, Liam"),
    C("leaves as well", "event", "true", 7, "line 7"),
    C("Emily stays behind until line 12", "presence", "true", 12, "Emily exits at 12"),
    C("Mason saw Gracie put the tomato in the blue_drawer", "presence", "true", 4, "Mason witnessed 4"),
    C("Mason knows Gracie walked out before his own move", "order", "true", 6, "5 < 6, Mason witnessed 5"),
    C("In Emily's model, Mason thinks Gracie still believes blue_drawer", "belief", "true", 12, "Emily -> Mason -> Gracie blue_drawer"),
    C("Emily publicly claims the tomato is in the green_envelope", "communication", "true", 18, "line 18"),
    C("Emily thinks Mason still believes it's in the green_cupboard", "belief", "false", 18, "PLANTED: Emily -> Mason becomes green_envelope at 18"),
    C("the claim doesn't touch the older, nested belief about Gracie's kitchen memory", "communication", "true", 18, "Emily -> Mason -> Gracie unchanged at 18"),
    C("James's private message goes to Gracie, not to Emily or Mason", "communication", "true", 19, "line 19, witnessed_by Gracie, James"),
    C("The answer is J. blue_drawer.", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="blue_drawer", response="""[blue_drawer]""", claims=[
    C("[blue_drawer]", "belief", "true", "end", "bare answer"),
]))

RECORDS.append(dict(style="thinking", label="sound", stated_answer="blue_drawer", response="""<think>
Emily → Mason → Gracie, tomato.

Kitchen: green_pantry. Gracie → blue_drawer (line 4), everyone sees. Gracie exits (5). Mason → green_cupboard (6), Emily/James/Liam/Mason see. Mason exits (7). Liam exits (9), Emily exits (12), James exits (15).

What does Mason think Gracie thinks? Gracie left right after her own move, so Mason thinks Gracie thinks blue_drawer. Emily saw all of that, so Emily → Mason → Gracie = blue_drawer.

Now the claims. Line 18: Emily publicly says green_envelope. Gracie left before Emily, so Gracie trusts her... and Mason also left before Emily. Hmm, so would Emily think Mason thinks Gracie now thinks green_envelope? Let me re-check the rule — a public claim updates listeners' first-order beliefs and the speaker's model of the listeners, but it doesn't propagate into the deeper nested chain. So Emily → Mason flips to green_envelope, but Emily → Mason → Gracie stays blue_drawer.

Line 19: James → Gracie privately, green_cupboard. Not relevant to Emily's model.

Answer: blue_drawer.
</think>

Emily thinks Mason thinks Gracie thinks the tomato is in the **blue_drawer** (J). Gracie left the kitchen right after putting it there, Mason and Emily both saw that, and the later claim and private tell don't change that nested belief.""", claims=[
    C("Kitchen: green_pantry", "location", "true", 2, "line 2"),
    C("Gracie → blue_drawer (line 4)", "event", "true", 4, "line 4"),
    C("everyone sees", "presence", "true", 4, "all witness 4"),
    C("Gracie exits (5)", "event", "true", 5, "line 5"),
    C("Mason → green_cupboard (6)", "event", "true", 6, "line 6"),
    C("Emily/James/Liam/Mason see", "presence", "true", 6, "witnessed_by at 6"),
    C("Mason exits (7). Liam exits (9), Emily exits (12), James exits (15)", "order", "true", 15, "exit lines"),
    C("Gracie left right after her own move", "order", "true", 5, "move 4, exit 5"),
    C("Mason thinks Gracie thinks blue_drawer", "belief", "true", "end", "Mason -> Gracie blue_drawer"),
    C("Emily saw all of that", "presence", "true", 6, "Emily witnessed 4-6"),
    C("Emily → Mason → Gracie = blue_drawer", "belief", "true", 12, "chain blue_drawer"),
    C("Line 18: Emily publicly says green_envelope", "communication", "true", 18, "line 18"),
    C("Gracie left before Emily", "order", "true", 12, "5 < 12"),
    C("Gracie trusts her", "communication", "true", 18, "Gracie green_envelope at 18"),
    C("Mason also left before Emily", "order", "true", 12, "7 < 12"),
    C("Emily → Mason flips to green_envelope", "belief", "true", 18, "Emily -> Mason green_envelope at 18"),
    C("Emily → Mason → Gracie stays blue_drawer", "belief", "true", 18, "chain unchanged at 18"),
    C("Line 19: James → Gracie privately, green_cupboard", "communication", "true", 19, "line 19"),
    C("Not relevant to Emily's model", "communication", "true", 19, "Emily chains unchanged at 19"),
    C("Emily thinks Mason thinks Gracie thinks the tomato is in the **blue_drawer** (J)", "belief", "true", "end", "final answer"),
    C("Gracie left the kitchen right after putting it there", "order", "true", 5, "4 then 5"),
    C("Mason and Emily both saw that", "presence", "true", 5, "both witness 4-5"),
    C("the later claim and private tell don't change that nested belief", "communication", "true", 19, "chain unchanged 18-19"),
]))
