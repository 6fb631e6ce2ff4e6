"""The loop rule (``dellabels.traces.loops``): a step's content (its number masked) six times back to back is a
loop, and so are 11 steps past the story with no answer; right traces are never cut before their final answer,
however they number their steps, on stories that repeat lines, with thinking that repeats short lines; the
streamed form finds the same cut."""
from dellabels.traces.loops import REPEATS, LoopWatch, loop_cut, story_length

TRACE = "Step 1: Ann entered the hall.\nAnn thinks the ball is in the box.\nStep 2: Ann exited the hall.\n"
# a story telling events again back to back, more often than any Hi-ToM (never) or ToMi (twice) story does
STORY = ["Owen, Ann and Bob entered the TV_room.", "The ball is in the red_box.",
         *["Owen made no movements and stayed in the TV_room for 1 minute."] * 3,
         *["Ann exited the TV_room.", "Ann entered the TV_room."] * 3,
         "Bob moved the ball to the blue_crate.", "Owen entered the TV_room.", "Owen entered the TV_room."]


def right_trace(header, story=STORY, thinking: str = "") -> str:
    """A right trace of ``story``: one step per line, its header ``header(k)``, then the final answer."""
    steps = []
    for k, line in enumerate(story, 1):
        where = "blue_crate" if "blue_crate" in " ".join(story[:k]) else "red_box"
        steps.append(f"{header(k)}\n{line}\nNo effect on Owen's belief.\nOwen thinks the ball is in [{where}]\n")
    return thinking + "\n".join(steps) + "\nFinal Answer: [blue_crate]\n"


def _never_cut_before_answer(text: str, story) -> None:
    for known in (story, None):
        cut = loop_cut(text, story_lines=known)
        assert cut is None or "Final Answer: [blue_crate]" in text[:cut], (known, text[:cut][-300:])
        watch = LoopWatch(story_lines=known)
        assert [c for c in (watch.feed(text[i:i + 5]) for i in range(0, len(text), 5)) if c][:1] == \
            ([cut] if cut is not None else [])


def test_right_traces_on_a_story_that_repeats_lines_are_never_cut_however_their_steps_are_numbered():
    for header in (lambda k: f"## Step {k} ##", lambda k: "## Step 1 ##", lambda k: "**Step 1:**",
                   lambda k: f"Step {k}."):
        _never_cut_before_answer(right_trace(header), len(STORY))


def test_thinking_that_repeats_short_lines_is_not_cut_and_the_trace_after_it_is_kept():
    for thinking in ("<think>Wait.\nWait.\nWait.\n</think>\n", "<think>" + "Wait.\n" * 40 + "Hmm.\n</think>\n",
                     "<think>Wait.Wait.Wait.</think>", "Wait.\nWait.\nWait.\n</think>\n"):
        text = right_trace(lambda k: "## Step 1 ##", thinking=thinking)
        _never_cut_before_answer(text, len(STORY))
        assert loop_cut(text, story_lines=len(STORY)) is None


def test_thinking_that_repeats_a_long_block_is_cut():
    paragraph = "Let me check where Owen was when Bob moved the ball: he stayed in the TV_room, so he saw the move " \
                "and thinks it is in the blue_crate. But wait, did Ann see it? She went out and came back in, so she did not see it and still thinks it is in the red_box.\n"
    text = "<think>" + paragraph * 20
    assert text[:loop_cut(text)] == "<think>" + paragraph * REPEATS


def test_a_step_repeated_with_incrementing_numbers_is_stopped():
    head = right_trace(lambda k: f"## Step {k} ##").split("\nFinal Answer")[0]
    loop = "".join(f"\n## Step {k} ##\nOwen, Ann and Bob entered the waiting_room.\n" for k in range(38, 80))
    text = head + loop
    cut = loop_cut(text)  # the story need not be known
    assert cut is not None and text[:cut].endswith("## Step 43 ##\nOwen, Ann and Bob entered the waiting_room.\n")
    assert text[:cut].startswith(head)


def test_a_trace_running_past_its_story_without_answering_is_cut_at_the_eleventh_extra_step():
    story = STORY[:5]
    head = right_trace(lambda k: f"## Step {k} ##", story).split("\nFinal Answer")[0]
    invented = "".join(f"\n## Step {k} ##\nBob moved the ball to the crate_{k}.\nOwen thinks the ball is in "
                       f"[crate_{k}]\n" for k in range(6, 40))
    text = head + invented
    cut = loop_cut(text, story_lines=len(story))
    assert text[:cut].endswith("## Step 16 ##\n")
    assert loop_cut(text) is None  # no story known, nothing repeats: read to its end
    answered = head + invented[:invented.index("## Step 14 ##")] + "\nFinal Answer: [crate_13]\n" + invented
    assert loop_cut(answered, story_lines=len(story)) is None  # answered before it ran past: kept whole


def test_lines_repeated_without_step_headers_are_cut_after_the_sixth_copy():
    text = TRACE + "The ball is in the box.\n" * 40
    assert text[:loop_cut(text)] == TRACE + "The ball is in the box.\n" * 6
    block = "Step 3: Bob moved the ball.\nBob thinks the ball is in the bag.\n\n"
    text = TRACE + block + block.replace("Bob moved", "Bob  moved") + block * 8
    assert text[:loop_cut(text)].count("Bob thinks") == 6


def test_five_copies_bare_headers_and_unfinished_lines_are_not_cut():
    assert loop_cut(TRACE + "x\n" * 5 + "Final Answer: [box]\n") is None
    assert loop_cut(TRACE + "## Step 4 ##\n" * 30) is None  # a header alone says nothing
    assert loop_cut("a\n" * 5 + "a") is None  # the sixth copy is still being written
    assert loop_cut("") is None


def test_an_answer_before_the_loop_is_kept():
    text = TRACE + "Final Answer: [box]\n" * 9
    assert "Final Answer: [box]" in text[:loop_cut(text)]


def test_the_story_is_read_from_the_prompts_last_story():
    prompt = "<Story>\n1 A.\n2 B.\n<Question>\nq\n\nNow it's your turn.\n\n<Story>\n1 A.\n2 B.\n\n3 C.\n<Question>\nq"
    assert story_length(prompt) == 3
    assert story_length([{"role": "user", "content": prompt}]) == 3
    assert story_length("no story here") is None and story_length(None) is None


def test_the_stream_finds_the_same_cut_whatever_the_pieces():
    text = TRACE + "Bob thinks the ball is in the bag.\nAnn left.\n" * 30
    for size in (1, 7, 50, len(text)):
        watch = LoopWatch()
        cut = None
        for start in range(0, len(text), size):
            cut = watch.feed(text[start:start + size])
            if cut is not None:
                break
        assert cut == loop_cut(text)
