from common import C, R

ALL5 = ["Jayden", "Jack", "Owen", "Jacob", "Liam"]
Q = "Jacob"
GC = "green_container"

r1 = """**Answer: G. blue_envelope**

Explanation:
- The persimmon starts in the blue_envelope (line 2).
- It is moved to the red_bucket (line 4) and then the green_container (line 8).
- Liam moves it back to the blue_envelope at line 12, which is its final location.
- Jacob's public claim that it's in the red_basket (line 16) is not accurate, so the answer is where the persimmon actually is."""

c1 = [
    C("**Answer: G. blue_envelope**", "belief", "false", "end", "Jacob believes green_container", ("b", Q, "blue_envelope", "end")),
    C("The persimmon starts in the blue_envelope (line 2)", "location", "true", 2, "line 2", ("o", "persimmon", "blue_envelope", 2)),
    C("It is moved to the red_bucket (line 4)", "event", "true", 4, "line 4", ("e", 4, "moved the persimmon to the red_bucket")),
    C("then the green_container (line 8)", "event", "true", 8, "line 8", ("e", 8, "moved the persimmon to the green_container")),
    C("Liam moves it back to the blue_envelope at line 12", "event", "true", 12, "line 12", ("e", 12, "Liam moved the persimmon to the blue_envelope")),
    C("which is its final location", "location", "true", "end", "blue_envelope at end", ("o", "persimmon", "blue_envelope", "end")),
    C("Jacob's public claim that it's in the red_basket (line 16)", "communication", "true", 16, "line 16", ("e", 16, "Jacob publicly claimed that persimmon is in the red_basket")),
    C("is not accurate", "location", "true", 16, "persimmon in blue_envelope at 16", ("o", "persimmon", "blue_envelope", 16)),
]

r2 = """**Step 1:** The persimmon is in the blue_envelope, then Jayden moves it to the red_bucket (line 4) while all five watch.

**Step 2:** Jayden and Jack leave. Owen moves the persimmon to the green_container (line 8); Jacob is still in the pantry and sees this.

**Step 3:** Owen leaves, then Jacob leaves at line 11. Liam's move back to the blue_envelope (line 12) happens after Jacob is gone, so Jacob doesn't know about it.

**Step 4:** Jacob's public statement that the persimmon is in the red_basket (line 16) is a false claim; it doesn't change what Jacob himself believes.

**Answer:** H. green_container"""

c2 = [
    C("The persimmon is in the blue_envelope", "location", "true", 2, "line 2", ("o", "persimmon", "blue_envelope", 2)),
    C("Jayden moves it to the red_bucket (line 4)", "event", "true", 4, "line 4", ("e", 4, "Jayden moved the persimmon to the red_bucket")),
    C("while all five watch", "presence", "true", 4, "all witnessed 4", *[("w", a, 4, True) for a in ALL5]),
    C("Jayden and Jack leave", "event", "true", 7, "lines 5 and 7", ("e", 5, "Jayden exited"), ("e", 7, "Jack exited")),
    C("Owen moves the persimmon to the green_container (line 8)", "event", "true", 8, "line 8", ("e", 8, "Owen moved the persimmon to the green_container")),
    C("Jacob is still in the pantry and sees this", "presence", "true", 8, "Jacob present and witness", ("r", "Jacob", "pantry", 8), ("w", "Jacob", 8, True)),
    C("Owen leaves", "event", "true", 9, "line 9", ("e", 9, "Owen exited")),
    C("then Jacob leaves at line 11", "event", "true", 11, "line 11", ("e", 11, "Jacob exited")),
    C("Liam's move back to the blue_envelope (line 12)", "event", "true", 12, "line 12", ("e", 12, "Liam moved the persimmon to the blue_envelope")),
    C("happens after Jacob is gone", "order", "true", 12, "11 < 12", ("lt", 11, 12), ("r", "Jacob", None, 12)),
    C("Jacob doesn't know about it", "belief", "true", "end", "Jacob = green_container, not blue_envelope", ("b", Q, GC, "end")),
    C("Jacob's public statement that the persimmon is in the red_basket (line 16)", "communication", "true", 16, "line 16", ("e", 16, "Jacob publicly claimed that persimmon is in the red_basket")),
    C("is a false claim", "location", "true", 16, "persimmon is in blue_envelope at 16", ("o", "persimmon", "blue_envelope", 16)),
    C("it doesn't change what Jacob himself believes", "communication", "true", 16, "Jacob = green_container at 15 and 16", ("b", Q, GC, 15), ("b", Q, GC, 16)),
    C("H. green_container", "belief", "true", "end", "answer", ("b", Q, GC, "end")),
]

r3 = """Let me trace what Jacob actually witnessed.

Jacob is in the pantry from the start. He sees the persimmon in the blue_envelope, sees Jayden move it to the red_bucket, and stays on after Jayden leaves. Owen then moves it to the green_container, with Jacob and Jack looking on, and Jacob leaves a little after Owen does.

After Jacob is gone, Liam returns the persimmon to the blue_envelope — Jacob never learns this. Later Jacob tells everyone it's in the red_basket, but saying something doesn't make him believe it; he's simply misleading the others.

So Jacob really thinks the persimmon is in the green_container. The answer is H. green_container."""

c3 = [
    C("Jacob is in the pantry from the start", "presence", "true", 1, "line 1", ("r", "Jacob", "pantry", 1)),
    C("He sees the persimmon in the blue_envelope", "presence", "true", 2, "Jacob witnessed 2", ("w", "Jacob", 2, True)),
    C("sees Jayden move it to the red_bucket", "presence", "true", 4, "Jacob witnessed 4", ("w", "Jacob", 4, True), ("e", 4, "Jayden moved the persimmon to the red_bucket")),
    C("stays on after Jayden leaves", "presence", "true", 5, "Jacob in pantry after 5", ("r", "Jacob", "pantry", 5)),
    C("Owen then moves it to the green_container", "event", "true", 8, "line 8", ("e", 8, "Owen moved the persimmon to the green_container")),
    C("with Jacob and Jack looking on", "presence", "false", 8, "PLANTED: Jack had left at line 7; only Jacob and Liam watched", ("w", "Jacob", 8, True), ("w", "Jack", 8, True)),
    C("Jacob leaves a little after Owen does", "order", "true", 11, "Owen 9 < Jacob 11", ("e", 9, "Owen exited"), ("e", 11, "Jacob exited"), ("lt", 9, 11)),
    C("After Jacob is gone, Liam returns the persimmon to the blue_envelope", "event", "true", 12, "line 12 after 11", ("e", 12, "Liam moved the persimmon to the blue_envelope"), ("lt", 11, 12)),
    C("Jacob never learns this", "belief", "true", "end", "Jacob = green_container", ("b", Q, GC, "end")),
    C("Later Jacob tells everyone it's in the red_basket", "communication", "true", 16, "line 16", ("e", 16, "Jacob publicly claimed that persimmon is in the red_basket")),
    C("saying something doesn't make him believe it", "communication", "true", 16, "Jacob unchanged at 16", ("b", Q, GC, 16)),
    C("he's simply misleading the others", "communication", "uncheckable", 16, "claim about motive"),
    C("Jacob really thinks the persimmon is in the green_container", "belief", "true", "end", "answer restated", ("b", Q, GC, "end")),
    C("The answer is H. green_container.", "belief", "true", "end", "answer", ("b", Q, GC, "end")),
]

r4 = """H. green_container — Jacob saw Owen put it there; his red_basket claim only fooled Liam."""

c4 = [
    C("H. green_container", "belief", "true", "end", "answer", ("b", Q, GC, "end")),
    C("Jacob saw Owen put it there", "presence", "true", 8, "Jacob witnessed 8", ("w", "Jacob", 8, True), ("e", 8, "Owen moved the persimmon to the green_container")),
    C("his red_basket claim only fooled Liam", "communication", "false", 16, "PLANTED: Liam (left after Jacob) kept green_container; Jack, Jayden and Owen were the ones who believed it", ("b", "Liam", "red_basket", 16)),
]

r5 = """<think>
Jacob's own belief about the persimmon.

Moves: blue_envelope → red_bucket (Jayden, 4) → green_container (Owen, 8) → blue_envelope (Liam, 12).

Jacob present at 4? Yes, everyone was. At 8? Jayden and Jack had left, Jacob still there — yes. At 12? Jacob exited at 11, so no.

So Jacob believes green_container. Then line 16: Jacob publicly claims red_basket. That's his statement, not his belief — a speaker doesn't update his own belief from his own claim. Line 17 is Liam telling Jayden, Jacob not involved.

So green_container.
</think>

H. green_container"""

c5 = [
    C("blue_envelope → red_bucket (Jayden, 4)", "event", "true", 4, "line 4", ("e", 4, "Jayden moved the persimmon to the red_bucket")),
    C("→ green_container (Owen, 8)", "event", "true", 8, "line 8", ("e", 8, "Owen moved the persimmon to the green_container")),
    C("→ blue_envelope (Liam, 12)", "event", "true", 12, "line 12", ("e", 12, "Liam moved the persimmon to the blue_envelope")),
    C("everyone was", "presence", "true", 4, "all in pantry at 4", *[("r", a, "pantry", 4) for a in ALL5]),
    C("Jayden and Jack had left", "presence", "true", 8, "both out at 8", ("r", "Jayden", None, 8), ("r", "Jack", None, 8)),
    C("Jacob still there", "presence", "true", 8, "Jacob in pantry at 8", ("r", "Jacob", "pantry", 8)),
    C("Jacob exited at 11", "event", "true", 11, "line 11", ("e", 11, "Jacob exited")),
    C("So Jacob believes green_container", "belief", "true", "end", "answer restated", ("b", Q, GC, "end")),
    C("line 16: Jacob publicly claims red_basket", "communication", "true", 16, "line 16", ("e", 16, "Jacob publicly claimed that persimmon is in the red_basket")),
    C("a speaker doesn't update his own belief from his own claim", "communication", "true", 16, "Jacob unchanged at 16", ("b", Q, GC, 15), ("b", Q, GC, 16)),
    C("Line 17 is Liam telling Jayden", "communication", "true", 17, "line 17", ("e", 17, "Liam privately told Jayden")),
    C("Jacob not involved", "communication", "true", 17, "Jacob not party to 17", ("w", "Jacob", 17, False)),
    C("H. green_container", "belief", "true", "end", "answer", ("b", Q, GC, "end")),
]

RECORDS = [
    R("answer_first", "wrong", "blue_envelope", r1, c1),
    R("numbered", "sound", GC, r2, c2),
    R("narrative", "unsound", GC, r3, c3),
    R("terse", "unsound", GC, r4, c4),
    R("thinking", "sound", GC, r5, c5),
]
