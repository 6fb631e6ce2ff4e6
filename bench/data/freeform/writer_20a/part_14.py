# Q14 s6820-3-o3: Where does Mason think Isabella thinks Amelia thinks the cucumber is?  gold blue_suitcase
from common import C, R

CH = "Mason -> Isabella -> Amelia"
BS = "blue_suitcase"
GC = "green_crate"

RECORDS = [
R("answer_first", "unsound", BS,
"""B. blue_suitcase

Explanation:
- The cucumber starts in the blue_suitcase (line 3), and Amelia leaves right after that (line 6), before anyone moves it.
- Isabella and Mason both see Amelia leave, so each of them knows Amelia only saw the blue_suitcase.
- The cucumber actually ends up in the red_drawer, but none of the later moves matter for how the others model Amelia.
- Isabella's private tip to Amelia (line 17) is something Mason doesn't hear, so from Mason's side nothing changes.

So Mason thinks Isabella thinks Amelia thinks the cucumber is in the blue_suitcase.""",
[
C("The cucumber starts in the blue_suitcase (line 3)", "location", "true", 3, "line 3", ("O", 3, BS)),
C("Amelia leaves right after that (line 6)", "event", "true", 6, "line 6", ("T", 6, "Amelia exited")),
C("before anyone moves it", "order", "true", 6, "6 < first move at 7"),
C("Isabella and Mason both see Amelia leave", "presence", "true", 6, "both witnessed 6", ("AND", [("W", "Isabella", 6), ("W", "Mason", 6)])),
C("each of them knows Amelia only saw the blue_suitcase", "belief", "true", 6, "Isabella -> Amelia and Mason -> Amelia = blue_suitcase", ("AND", [("B", "Isabella -> Amelia", 6, BS), ("B", "Mason -> Amelia", 6, BS)])),
C("The cucumber actually ends up in the red_drawer", "location", "false", "end", "PLANTED: Mason moved it on to the green_crate at line 12", ("O", "end", "red_drawer")),
C("none of the later moves matter for how the others model Amelia", "belief", "uncheckable", None, "vague, no specific chain"),
C("Isabella's private tip to Amelia (line 17) is something Mason doesn't hear", "presence", "true", 17, "Mason not a witness of 17", ("NW", "Mason", 17)),
C("from Mason's side nothing changes", "communication", "true", 17, "chain unchanged at 17", ("AND", [("B", CH, 16, BS), ("B", CH, 17, BS)])),
C("So Mason thinks Isabella thinks Amelia thinks the cucumber is in the blue_suitcase", "belief", "true", "end", "answer", ("B", CH, "end", BS), ans=True),
]),

R("numbered", "sound", BS,
"""Let's think step by step.

1. All five enter the crawlspace, and the cucumber is in the blue_suitcase (line 3).
2. Amelia exits at line 6. At that point the cucumber has not been moved, so Amelia believes it is in the blue_suitcase.
3. Jackson (line 7), Isabella (line 9) and Mason (line 12) each move the cucumber after Amelia has gone, so Amelia sees none of these moves.
4. Isabella and Mason were both present when Amelia left, so Isabella thinks Amelia thinks blue_suitcase, and Mason knows that Isabella saw Amelia leave.
5. At line 17 Isabella privately tells Amelia it's in the green_crate. This changes what Isabella thinks Amelia believes, but Mason is not part of that conversation.
6. Jackson's tip to Mason at line 18 is about where the cucumber is, and Mason doesn't trust it since Jackson left earlier.

Therefore Mason thinks Isabella thinks Amelia thinks the cucumber is in the blue_suitcase.

The answer is [blue_suitcase].""",
[
C("All five enter the crawlspace", "event", "true", 2, "line 2", ("T", 2, "entered the crawlspace")),
C("the cucumber is in the blue_suitcase (line 3)", "location", "true", 3, "line 3", ("O", 3, BS)),
C("Amelia exits at line 6", "event", "true", 6, "line 6", ("T", 6, "Amelia exited")),
C("the cucumber has not been moved", "location", "true", 6, "still blue_suitcase at 6", ("O", 6, BS)),
C("Amelia believes it is in the blue_suitcase", "belief", "true", 6, "Amelia at 6", ("B", "Amelia", 6, BS)),
C("Jackson (line 7), Isabella (line 9) and Mason (line 12) each move the cucumber", "event", "true", 12, "lines 7, 9, 12", ("AND", [("T", 7, "Jackson moved the cucumber"), ("T", 9, "Isabella moved the cucumber"), ("T", 12, "Mason moved the cucumber")])),
C("after Amelia has gone", "order", "true", 7, "6 < 7"),
C("Amelia sees none of these moves", "presence", "true", 12, "Amelia not a witness of 7, 9, 12", ("AND", [("NW", "Amelia", l) for l in (7, 9, 12)])),
C("Isabella and Mason were both present when Amelia left", "presence", "true", 6, "both witnessed 6", ("AND", [("W", "Isabella", 6), ("W", "Mason", 6)])),
C("Isabella thinks Amelia thinks blue_suitcase", "belief", "true", 16, "Isabella -> Amelia before the tell at 17", ("B", "Isabella -> Amelia", 16, BS)),
C("Mason knows that Isabella saw Amelia leave", "presence", "true", 6, "Mason and Isabella both witnessed 6"),
C("At line 17 Isabella privately tells Amelia it's in the green_crate", "event", "true", 17, "line 17", ("T", 17, "Isabella privately told Amelia that the cucumber is in the green_crate")),
C("This changes what Isabella thinks Amelia believes", "communication", "true", 17, "Isabella -> Amelia: blue_suitcase -> green_crate", ("AND", [("B", "Isabella -> Amelia", 16, BS), ("B", "Isabella -> Amelia", 17, GC)])),
C("Mason is not part of that conversation", "presence", "true", 17, "Mason not a witness of 17", ("NW", "Mason", 17)),
C("Jackson's tip to Mason at line 18 is about where the cucumber is", "event", "true", 18, "line 18", ("T", 18, "Jackson privately told Mason that the cucumber")),
C("Mason doesn't trust it", "communication", "true", 18, "Mason stays green_crate", ("B", "Mason", 18, GC)),
C("since Jackson left earlier", "order", "true", 13, "Jackson 8 < Mason 13"),
C("Therefore Mason thinks Isabella thinks Amelia thinks the cucumber is in the blue_suitcase", "belief", "true", "end", "answer", ("B", CH, "end", BS), ans=True),
]),

R("narrative", "wrong", "blue_drawer",
"""Let me trace who saw each move.

Everyone starts in the crawlspace with the cucumber in the blue_suitcase. Jackson moves it to the blue_drawer while Amelia is still there, and then Amelia leaves — so Amelia's last view is the blue_drawer. Isabella and Mason both saw that move, so they'd both model Amelia as believing the blue_drawer.

After that, Isabella moves it to the red_drawer, and later Mason moves it to the green_crate. Neither of those moves affects what Amelia saw.

The private tips at the end don't involve Mason hearing anything about Amelia. So Mason thinks Isabella thinks Amelia thinks the cucumber is in the blue_drawer. The answer is C.""",
[
C("Everyone starts in the crawlspace with the cucumber in the blue_suitcase", "location", "true", 3, "line 3", ("AND", [("O", 3, BS), ("R", "Amelia", 3, "crawlspace")])),
C("Jackson moves it to the blue_drawer", "event", "true", 7, "line 7", ("T", 7, "Jackson moved the cucumber to the blue_drawer")),
C("while Amelia is still there", "presence", "false", 7, "Amelia had left at 6", ("R", "Amelia", 7, "crawlspace")),
C("and then Amelia leaves", "order", "false", 6, "Amelia left at 6, before the move at 7"),
C("Amelia's last view is the blue_drawer", "belief", "false", 16, "Amelia = blue_suitcase until the tell", ("B", "Amelia", 16, "blue_drawer")),
C("Isabella and Mason both saw that move", "presence", "true", 7, "both witnessed 7", ("AND", [("W", "Isabella", 7), ("W", "Mason", 7)])),
C("they'd both model Amelia as believing the blue_drawer", "belief", "false", 16, "Isabella -> Amelia and Mason -> Amelia = blue_suitcase", ("OR", [("B", "Isabella -> Amelia", 16, "blue_drawer"), ("B", "Mason -> Amelia", 16, "blue_drawer")])),
C("Isabella moves it to the red_drawer", "event", "true", 9, "line 9", ("T", 9, "Isabella moved the cucumber to the red_drawer")),
C("later Mason moves it to the green_crate", "event", "true", 12, "line 12", ("T", 12, "Mason moved the cucumber to the green_crate")),
C("Neither of those moves affects what Amelia saw", "presence", "true", 12, "Amelia not a witness of 9, 12", ("AND", [("NW", "Amelia", 9), ("NW", "Amelia", 12)])),
C("The private tips at the end don't involve Mason hearing anything about Amelia", "presence", "true", 17, "Mason not a witness of 17", ("NW", "Mason", 17)),
C("So Mason thinks Isabella thinks Amelia thinks the cucumber is in the blue_drawer", "belief", "false", "end", "wrong answer", ("B", CH, "end", "blue_drawer"), ans=True),
]),

R("terse", "unsupported", BS,
"""blue_suitcase (B)""",
[]),

R("thinking", "unsound", BS,
"""<think>
Mason → Isabella → Amelia, cucumber.

Crawlspace: blue_suitcase at 3 (all five). Amelia exits 6 — first one out. Jackson → blue_drawer (7). Jackson exits 8. Isabella → red_drawer (9). Isabella exits 11. Mason → green_crate (12). Mason exits 13. Evelyn exits 15.

Amelia only ever saw blue_suitcase. Isabella saw Amelia leave at 6, so Isabella → Amelia = blue_suitcase (before any tells). Mason also saw Amelia leave and saw Isabella there; Mason → Isabella → Amelia = blue_suitcase.

Tells: line 17, Isabella → Amelia: green_crate. Wait, Isabella thinks it's in the red_drawer since she left before Mason's move, so is she lying to Amelia? Anyway Amelia trusts her — Isabella left later — so Amelia now thinks green_crate, and Isabella → Amelia becomes green_crate. Mason didn't hear this, so his model stays blue_suitcase.

Line 18: Jackson tells Mason blue_suitcase. Mason left after Jackson, so he trusts him and now believes blue_suitcase. Doesn't matter for the third-order chain though.

Answer: blue_suitcase.
</think>

Mason thinks Isabella thinks Amelia thinks the cucumber is in the **blue_suitcase** — Amelia left before any move, and Mason never heard Isabella's later tip to her.""",
[
C("blue_suitcase at 3 (all five)", "location", "true", 3, "line 3", ("AND", [("O", 3, BS)] + [("W", a, 3) for a in ("Jackson", "Amelia", "Isabella", "Mason", "Evelyn")])),
C("Amelia exits 6", "event", "true", 6, "line 6", ("T", 6, "Amelia exited")),
C("first one out", "order", "true", 6, "first exit"),
C("Jackson → blue_drawer (7)", "event", "true", 7, "line 7", ("T", 7, "Jackson moved the cucumber to the blue_drawer")),
C("Jackson exits 8", "event", "true", 8, "line 8", ("T", 8, "Jackson exited")),
C("Isabella → red_drawer (9)", "event", "true", 9, "line 9", ("T", 9, "Isabella moved the cucumber to the red_drawer")),
C("Isabella exits 11", "event", "true", 11, "line 11", ("T", 11, "Isabella exited")),
C("Mason → green_crate (12)", "event", "true", 12, "line 12", ("T", 12, "Mason moved the cucumber to the green_crate")),
C("Mason exits 13", "event", "true", 13, "line 13", ("T", 13, "Mason exited")),
C("Evelyn exits 15", "event", "true", 15, "line 15", ("T", 15, "Evelyn exited")),
C("Amelia only ever saw blue_suitcase", "presence", "true", 16, "Amelia's belief from sight is blue_suitcase", ("B", "Amelia", 16, BS)),
C("Isabella saw Amelia leave at 6", "presence", "true", 6, "Isabella witnessed 6", ("W", "Isabella", 6)),
C("Isabella → Amelia = blue_suitcase (before any tells)", "belief", "true", 16, "Isabella -> Amelia at 16", ("B", "Isabella -> Amelia", 16, BS)),
C("Mason also saw Amelia leave", "presence", "true", 6, "Mason witnessed 6", ("W", "Mason", 6)),
C("saw Isabella there", "presence", "true", 6, "Isabella in crawlspace at 6", ("R", "Isabella", 6, "crawlspace")),
C("Mason → Isabella → Amelia = blue_suitcase", "belief", "true", 16, "chain at 16", ("B", CH, 16, BS)),
C("line 17, Isabella → Amelia: green_crate", "event", "true", 17, "line 17", ("T", 17, "Isabella privately told Amelia that the cucumber is in the green_crate")),
C("Isabella thinks it's in the red_drawer", "belief", "true", 17, "Isabella = red_drawer", ("B", "Isabella", 17, "red_drawer")),
C("she left before Mason's move", "order", "true", 11, "11 < 12"),
C("Amelia trusts her", "communication", "true", 17, "Amelia updates to green_crate", ("B", "Amelia", 17, GC)),
C("Isabella left later", "order", "true", 11, "11 > 6"),
C("Amelia now thinks green_crate", "belief", "true", 17, "Amelia at 17", ("B", "Amelia", 17, GC)),
C("Isabella → Amelia becomes green_crate", "belief", "true", 17, "Isabella -> Amelia at 17", ("B", "Isabella -> Amelia", 17, GC)),
C("Mason didn't hear this", "presence", "true", 17, "Mason not a witness of 17", ("NW", "Mason", 17)),
C("his model stays blue_suitcase", "communication", "true", 17, "chain unchanged at 17", ("B", CH, 17, BS)),
C("Jackson tells Mason blue_suitcase", "event", "true", 18, "line 18", ("T", 18, "Jackson privately told Mason that the cucumber is in the blue_suitcase")),
C("Mason left after Jackson", "order", "true", 13, "13 > 8"),
C("he trusts him and now believes blue_suitcase", "communication", "false", 18, "PLANTED: Jackson exited earlier than Mason, so Mason does not trust him; Mason stays green_crate", ("B", "Mason", 18, BS)),
C("Doesn't matter for the third-order chain though", "communication", "true", 18, "chain unchanged at 18", ("B", CH, 18, BS)),
C("Mason thinks Isabella thinks Amelia thinks the cucumber is in the **blue_suitcase**", "belief", "true", "end", "answer", ("B", CH, "end", BS), ans=True),
C("Amelia left before any move", "order", "true", 6, "6 < 7"),
C("Mason never heard Isabella's later tip to her", "presence", "true", 17, "Mason not a witness of 17", ("NW", "Mason", 17)),
]),
]
