"""``deltom-eval --stop-loops`` on the transformers path: each row of a batch stops once its own text loops,
the other rows go on; lm-eval's own stop criteria are kept."""
import torch

from harness_ext.bon.local_loop_stop import LoopStopping, with_loop_stop

PIECES = ["<prompt>", "Step 1: Ann left.\n", "The ball is in the box.\n", "Ann thinks so.\n", "Final Answer: [box]"]


class PieceTokenizer:
    """Token k is ``PIECES[k]``."""

    def batch_decode(self, ids):
        return ["".join(PIECES[i] for i in row.tolist()) for row in ids]

    def decode(self, ids, skip_special_tokens=True):
        return "".join(PIECES[i] for i in ids.tolist())


def test_each_row_stops_at_its_own_sixth_copy():
    looping = [0, 1, 2, 2, 2, 2, 2, 2, 2]
    fine = [0, 1, 2, 3, 2, 3, 2, 3, 4]
    rule = LoopStopping(PieceTokenizer(), start=1, batch_size=2)
    seen = [rule(torch.tensor([looping[:n], fine[:n]]), None).tolist() for n in range(2, 10)]
    assert seen == [[False, False]] * 6 + [[True, False]] * 2


def test_the_wrapped_criteria_keep_lm_eval_own():
    def stock(tokenizer, stop_sequences, initial_decoder_input_length, batch_size):
        return ["lm-eval's"]

    found = with_loop_stop(stock)(PieceTokenizer(), ["\n\n"], 1, 2)
    assert found[0] == "lm-eval's" and isinstance(found[1], LoopStopping)
