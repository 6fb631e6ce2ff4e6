# Q5 s6822-11-o1: Where does Jacob really think the eggplant is? gold green_cupboard
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="sound", stated_answer="green_cupboard", response="""I. green_cupboard

- Jacob was in the TV_room when Owen moved the eggplant from the red_crate to the green_cupboard (line 4).
- Jacob left at line 7, before Benjamin moved it to the blue_basket (line 11).
- Nobody told him anything afterwards, so he still believes it's in the green_cupboard.""", claims=[
    C("I. green_cupboard", "belief", "true", "end", "final answer"),
    C("Jacob was in the TV_room when Owen moved the eggplant from the red_crate to the green_cupboard (line 4)", "presence", "true", 4, "Jacob witnessed 4"),
    C("Jacob left at line 7", "event", "true", 7, "line 7"),
    C("before Benjamin moved it to the blue_basket (line 11)", "order", "true", 11, "7 < 11"),
    C("Nobody told him anything afterwards", "communication", "true", "end", "no communication lines"),
    C("he still believes it's in the green_cupboard", "belief", "true", "end", "Jacob green_cupboard"),
]))

RECORDS.append(dict(style="numbered", label="wrong", stated_answer="blue_basket", response="""**Step 1: Initial location**
The eggplant is in the red_crate (line 2).

**Step 2: First move**
Owen moves it to the green_cupboard (line 4) and leaves the TV_room (line 5).

**Step 3: Second move**
Benjamin moves the eggplant to the blue_basket (line 11). Jacob had stayed in the TV_room (line 6), so he was there to see this move as well.

**Step 4: Conclusion**
Jacob's most recent observation is the blue_basket.

**Answer:** F. blue_basket""", claims=[
    C("The eggplant is in the red_crate (line 2)", "location", "true", 2, "line 2"),
    C("Owen moves it to the green_cupboard (line 4)", "event", "true", 4, "line 4"),
    C("leaves the TV_room (line 5)", "event", "true", 5, "line 5"),
    C("Benjamin moves the eggplant to the blue_basket (line 11)", "event", "true", 11, "line 11"),
    C("Jacob had stayed in the TV_room (line 6)", "event", "true", 6, "line 6"),
    C("he was there to see this move as well", "presence", "false", 11, "Jacob exited at 7; not a witness of 11"),
    C("Jacob's most recent observation is the blue_basket", "belief", "false", "end", "Jacob green_cupboard"),
    C("**Answer:** F. blue_basket", "belief", "false", "end", "final answer wrong"),
]))

RECORDS.append(dict(style="narrative", label="unsound", stated_answer="green_cupboard", response="""Let me follow Jacob specifically.

At the start the eggplant is in the red_basket, and all five people are in the TV_room. Owen then moves it to the green_cupboard while everyone, Jacob included, is watching. Owen leaves, and shortly after, Jacob leaves as well.

Everything that happens after that is invisible to him: Gracie leaves, and then Benjamin moves the eggplant to the blue_basket with only Isla around. Jacob has no way of knowing about that move, and there are no claims or messages in this story that could update him.

So Jacob really thinks the eggplant is in the green_cupboard (I).""", claims=[
    C("At the start the eggplant is in the red_basket", "location", "false", 2, "PLANTED: it starts in the red_crate"),
    C("all five people are in the TV_room", "presence", "true", 2, "all in TV_room"),
    C("Owen then moves it to the green_cupboard", "event", "true", 4, "line 4"),
    C("while everyone, Jacob included, is watching", "presence", "true", 4, "all witness 4"),
    C("Owen leaves, and shortly after, Jacob leaves as well", "order", "true", 7, "5 then 7"),
    C("Everything that happens after that is invisible to him", "presence", "true", 14, "Jacob not a witness 8-14"),
    C("Gracie leaves", "event", "true", 10, "line 10"),
    C("then Benjamin moves the eggplant to the blue_basket", "event", "true", 11, "line 11"),
    C("with only Isla around", "presence", "true", 11, "witnessed_by Benjamin, Isla"),
    C("Jacob has no way of knowing about that move", "belief", "true", 11, "Jacob still green_cupboard at 11"),
    C("there are no claims or messages in this story", "communication", "true", "end", "no communication lines"),
    C("Jacob really thinks the eggplant is in the green_cupboard (I)", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="unsupported", stated_answer="green_cupboard", response="""green_cupboard""", claims=[
    C("green_cupboard", "belief", "true", "end", "bare answer"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="green_cupboard", response="""<think>
Jacob's first-order belief about the eggplant.

Red_crate at line 2. Owen moves it to green_cupboard at line 4, everyone's there. Owen exits. Jacob stays a minute and exits at line 7, right after Gracie left. Then Benjamin moves it to blue_basket at line 11 — Jacob's gone by then.

Hmm, Owen saw a dog and Gracie lost gloves — noise.

So Jacob: green_cupboard.
</think>

I. green_cupboard. Jacob left the TV_room before Benjamin moved the eggplant to the blue_basket, so the last place he saw it was the green_cupboard.""", claims=[
    C("Red_crate at line 2", "location", "true", 2, "line 2"),
    C("Owen moves it to green_cupboard at line 4", "event", "true", 4, "line 4"),
    C("everyone's there", "presence", "true", 4, "all witness 4"),
    C("Owen exits", "event", "true", 5, "line 5"),
    C("Jacob stays a minute", "event", "true", 6, "line 6"),
    C("exits at line 7", "event", "true", 7, "line 7"),
    C("right after Gracie left", "order", "false", 7, "PLANTED: Gracie left at 10, after Jacob"),
    C("Benjamin moves it to blue_basket at line 11", "event", "true", 11, "line 11"),
    C("Jacob's gone by then", "presence", "true", 11, "Jacob not in room at 11"),
    C("Owen saw a dog", "event", "true", 3, "line 3"),
    C("Gracie lost gloves", "event", "true", 8, "line 8"),
    C("So Jacob: green_cupboard", "belief", "true", "end", "Jacob green_cupboard"),
    C("I. green_cupboard", "belief", "true", "end", "final answer"),
    C("Jacob left the TV_room before Benjamin moved the eggplant to the blue_basket", "order", "true", 11, "7 < 11"),
    C("the last place he saw it was the green_cupboard", "belief", "true", 7, "Jacob green_cupboard at 7"),
]))
