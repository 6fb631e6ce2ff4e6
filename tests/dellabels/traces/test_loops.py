"""The loop rule (``dellabels.traces.loops``): a block of lines three times in a row is a loop, cut after its third
copy; a final answer before the loop is kept; the streamed form finds the same cut."""
from dellabels.traces.loops import LoopWatch, loop_cut

TRACE = "Step 1: Ann entered the hall.\nAnn thinks the ball is in the box.\nStep 2: Ann exited the hall.\n"


def test_a_line_three_times_in_a_row_is_cut_after_the_third():
    text = TRACE + "The ball is in the box.\n" * 40
    cut = loop_cut(text)
    assert text[:cut] == TRACE + "The ball is in the box.\n" * 3


def test_a_block_of_lines_repeated_is_a_loop_and_spacing_does_not_hide_it():
    block = "Step 3: Bob moved the ball.\nBob thinks the ball is in the bag.\n\n"
    text = TRACE + block + block.replace("Bob moved", "Bob  moved") + block + block
    assert text[:loop_cut(text)].count("Bob thinks") == 3


def test_a_trace_without_repeats_or_with_two_copies_is_not_cut():
    assert loop_cut(TRACE + "Final Answer: [box]") is None
    assert loop_cut(TRACE + "x\nx\nFinal Answer: [box]\n") is None
    assert loop_cut("") is None


def test_an_answer_before_the_loop_is_kept_and_an_unfinished_line_is_not_compared():
    text = TRACE + "Final Answer: [box]\n" + "Final Answer: [box]\n" * 5
    assert "Final Answer: [box]" in text[:loop_cut(text)]
    assert loop_cut("a\na\na") is None  # the third copy is still being written


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
