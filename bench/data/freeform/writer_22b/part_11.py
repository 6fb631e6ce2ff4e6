# Q11 s6822-8-o3: Where does Amelia think Nathan thinks Sophia thinks the sweet_potato is? gold green_cupboard
def C(text, kind, verdict, time, note): return (text, kind, verdict, time, note)
RECORDS = []

RECORDS.append(dict(style="answer_first", label="unsound", stated_answer="green_cupboard", response="""N. green_cupboard

Explanation:
Nathan moves the sweet_potato from the red_crate to the green_cupboard at line 3, in front of everyone, and then he is the first to leave (line 4). Every move after that — Sophia to the blue_container (line 5), Olivia to the blue_crate (line 7), Amelia to the red_bathtub (line 9) — happens without Nathan.

Amelia saw Nathan leave, so she knows his information stops at the green_cupboard, and that he would assume Sophia's does too.""", claims=[
    C("N. green_cupboard", "belief", "true", "end", "final answer"),
    C("Nathan moves the sweet_potato from the red_crate to the green_cupboard at line 3", "event", "true", 3, "line 3"),
    C("in front of everyone", "presence", "true", 3, "all witness 3"),
    C("he is the first to leave (line 4)", "order", "true", 4, "first exit"),
    C("Sophia to the blue_container (line 5)", "event", "true", 5, "line 5"),
    C("Olivia to the blue_crate (line 7)", "event", "false", 7, "PLANTED: Lily moved it to the blue_crate at line 7"),
    C("Amelia to the red_bathtub (line 9)", "event", "true", 9, "line 9"),
    C("happens without Nathan", "presence", "true", 9, "Nathan not a witness of 5-9"),
    C("Amelia saw Nathan leave", "presence", "true", 4, "Amelia witnessed 4"),
    C("she knows his information stops at the green_cupboard", "belief", "true", "end", "Amelia -> Nathan green_cupboard"),
    C("he would assume Sophia's does too", "belief", "true", "end", "Amelia -> Nathan -> Sophia green_cupboard"),
]))

RECORDS.append(dict(style="numbered", label="sound", stated_answer="green_cupboard", response="""Let's think step by step.

1. Sweet_potato starts in the red_crate (line 2).
2. Nathan moves it to the green_cupboard (line 3). All five are present, so Nathan knows Sophia saw it go there.
3. Nathan leaves (line 4). Nathan doesn't see anything after this, so in his mind Sophia still believes green_cupboard.
4. Amelia was present for lines 3 and 4, so she knows Nathan left after the green_cupboard move and before Sophia's move to the blue_container.
5. There are no communications in this story to update anyone.

So Amelia thinks Nathan thinks Sophia thinks the sweet_potato is in the green_cupboard.

The answer is [green_cupboard]""", claims=[
    C("Sweet_potato starts in the red_crate (line 2)", "location", "true", 2, "line 2"),
    C("Nathan moves it to the green_cupboard (line 3)", "event", "true", 3, "line 3"),
    C("All five are present", "presence", "true", 3, "all witness 3"),
    C("Nathan knows Sophia saw it go there", "belief", "true", 3, "Nathan -> Sophia green_cupboard at 3"),
    C("Nathan leaves (line 4)", "event", "true", 4, "line 4"),
    C("Nathan doesn't see anything after this", "presence", "true", 13, "Nathan not a witness 5-13"),
    C("in his mind Sophia still believes green_cupboard", "belief", "true", "end", "Nathan -> Sophia green_cupboard"),
    C("Amelia was present for lines 3 and 4", "presence", "true", 4, "Amelia witnessed 3, 4"),
    C("she knows Nathan left after the green_cupboard move and before Sophia's move to the blue_container", "order", "true", 5, "3 < 4 < 5"),
    C("There are no communications in this story", "communication", "true", "end", "no communication lines"),
    C("So Amelia thinks Nathan thinks Sophia thinks the sweet_potato is in the green_cupboard", "belief", "true", "end", "final answer"),
    C("The answer is [green_cupboard]", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="narrative", label="sound", stated_answer="green_cupboard", response="""The sweet_potato gets moved four times in the dining_room, but for this question only the first move really matters.

Nathan puts it in the green_cupboard while everyone is watching, and then he walks out. From that moment on, Nathan is in the dark: he doesn't see Sophia move it to the blue_container, Lily move it to the blue_crate, or Amelia move it to the red_bathtub. So Nathan's picture of Sophia's belief is fixed at the green_cupboard.

Amelia, for her part, watched Nathan make the move and watched him leave. She knows exactly what he missed, so she would model him as thinking Sophia believes the green_cupboard. Nobody says anything to anyone afterwards, so nothing changes that.

The answer is N. green_cupboard.""", claims=[
    C("The sweet_potato gets moved four times in the dining_room", "event", "true", 9, "moves at 3, 5, 7, 9"),
    C("Nathan puts it in the green_cupboard while everyone is watching", "event", "true", 3, "line 3, all witness"),
    C("then he walks out", "event", "true", 4, "line 4"),
    C("he doesn't see Sophia move it to the blue_container, Lily move it to the blue_crate, or Amelia move it to the red_bathtub", "presence", "true", 9, "Nathan not a witness of 5, 7, 9"),
    C("Nathan's picture of Sophia's belief is fixed at the green_cupboard", "belief", "true", "end", "Nathan -> Sophia green_cupboard"),
    C("Amelia, for her part, watched Nathan make the move", "presence", "true", 3, "Amelia witnessed 3"),
    C("watched him leave", "presence", "true", 4, "Amelia witnessed 4"),
    C("she would model him as thinking Sophia believes the green_cupboard", "belief", "true", "end", "Amelia -> Nathan -> Sophia green_cupboard"),
    C("Nobody says anything to anyone afterwards", "communication", "true", "end", "no communication lines"),
    C("The answer is N. green_cupboard.", "belief", "true", "end", "final answer"),
]))

RECORDS.append(dict(style="terse", label="wrong", stated_answer="blue_container", response="""O. blue_container — that's where Sophia put it herself at line 5.""", claims=[
    C("O. blue_container", "belief", "false", "end", "Amelia -> Nathan -> Sophia is green_cupboard"),
    C("that's where Sophia put it herself at line 5", "event", "true", 5, "line 5"),
]))

RECORDS.append(dict(style="thinking", label="unsound", stated_answer="green_cupboard", response="""<think>
Amelia → Nathan → Sophia.

Dining room. red_crate (2). Nathan → green_cupboard (3), all present. Nathan leaves (4). Sophia → blue_container (5), Amelia, Lily, Olivia see. Sophia leaves (6). Lily → blue_crate (7) — Sophia was still in the room for that one. Lily leaves. Amelia → red_bathtub (9), Amelia leaves. Olivia leaves last.

Nathan's knowledge: green_cupboard, and he thinks Sophia thinks green_cupboard since she saw his move and he left before she did anything.

Amelia knows Nathan left at line 4, so Amelia thinks Nathan thinks Sophia thinks green_cupboard. Hmm, should Sophia's later moves matter? No — Nathan never saw them, so they can't enter his model.

No tells or claims.
</think>

**N. green_cupboard**

Nathan left right after moving the sweet_potato to the green_cupboard, so in his view Sophia last saw it there — and Amelia knows that.""", claims=[
    C("red_crate (2)", "location", "true", 2, "line 2"),
    C("Nathan → green_cupboard (3)", "event", "true", 3, "line 3"),
    C("all present", "presence", "true", 3, "all witness 3"),
    C("Nathan leaves (4)", "event", "true", 4, "line 4"),
    C("Sophia → blue_container (5)", "event", "true", 5, "line 5"),
    C("Amelia, Lily, Olivia see", "presence", "true", 5, "witnessed_by at 5"),
    C("Sophia leaves (6)", "event", "true", 6, "line 6"),
    C("Lily → blue_crate (7)", "event", "true", 7, "line 7"),
    C("Sophia was still in the room for that one", "presence", "false", 7, "PLANTED: Sophia exited at 6; witnessed_by at 7 Amelia, Lily, Olivia"),
    C("Lily leaves", "event", "true", 8, "line 8"),
    C("Amelia → red_bathtub (9)", "event", "true", 9, "line 9"),
    C("Amelia leaves", "event", "true", 10, "line 10"),
    C("Olivia leaves last", "order", "true", 13, "last exit 13"),
    C("Nathan's knowledge: green_cupboard", "belief", "true", "end", "Nathan green_cupboard"),
    C("he thinks Sophia thinks green_cupboard", "belief", "true", "end", "Nathan -> Sophia green_cupboard"),
    C("she saw his move", "presence", "true", 3, "Sophia witnessed 3"),
    C("he left before she did anything", "order", "true", 5, "4 < 5"),
    C("Amelia knows Nathan left at line 4", "presence", "true", 4, "Amelia witnessed 4"),
    C("Amelia thinks Nathan thinks Sophia thinks green_cupboard", "belief", "true", "end", "chain green_cupboard"),
    C("Nathan never saw them", "presence", "true", 9, "Nathan not a witness of later moves"),
    C("No tells or claims", "communication", "true", "end", "no communication lines"),
    C("**N. green_cupboard**", "belief", "true", "end", "final answer"),
    C("Nathan left right after moving the sweet_potato to the green_cupboard", "order", "true", 4, "3 then 4"),
    C("in his view Sophia last saw it there", "belief", "true", "end", "Nathan -> Sophia green_cupboard"),
    C("Amelia knows that", "belief", "true", "end", "Amelia -> Nathan -> Sophia green_cupboard"),
]))
