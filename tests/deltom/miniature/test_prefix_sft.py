"""The shared-prefix SFT step is the full-sequence loss of each example, in value and in gradient."""
import pytest

torch = pytest.importorskip("torch")

from transformers import LlamaConfig, LlamaForCausalLM  # noqa: E402

from deltom.miniature.prefix_sft import shared_prefix_length, shared_prefix_loss  # noqa: E402


def tiny_model():
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=50, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=4, max_position_embeddings=128)
    return LlamaForCausalLM(config).float()


def batch(prefix: int = 9, rests=(7, 12, 5), prompt_extra: int = 2, pad: int = 0):
    """Right-padded rows: a shared prefix, then each row's own prompt part and trace (labelled)."""
    generator = torch.Generator().manual_seed(1)
    shared = torch.randint(3, 50, (prefix,), generator=generator)
    rows = [torch.cat([shared, torch.randint(3, 50, (prompt_extra + rest,), generator=generator)]) for rest in rests]
    width = max(len(r) for r in rows)
    ids = torch.full((len(rows), width), pad)
    mask = torch.zeros((len(rows), width), dtype=torch.long)
    labels = torch.full((len(rows), width), -100)
    for i, row in enumerate(rows):
        ids[i, :len(row)], mask[i, :len(row)] = row, 1
        labels[i, prefix + prompt_extra:len(row)] = row[prefix + prompt_extra:]
    return ids, mask, labels


def reference_loss(model, ids, mask, labels):
    total, count = 0.0, 0
    for row in range(ids.shape[0]):
        length = int(mask[row].sum())
        n = int((labels[row, 1:length] != -100).sum())
        total = total + model(input_ids=ids[row:row + 1, :length], labels=labels[row:row + 1, :length]).loss * n
        count += n
    return total / count


def grads(model, loss):
    model.zero_grad()
    loss.backward()
    return [p.grad.clone() for p in model.parameters()]


def test_loss_and_gradients_match_each_example_run_whole():
    model = tiny_model()
    ids, mask, labels = batch()
    assert shared_prefix_length(ids, mask.sum(1), labels) == 9
    ours, theirs = shared_prefix_loss(model, ids, mask, labels), reference_loss(model, ids, mask, labels)
    assert torch.allclose(ours, theirs, atol=1e-5)
    for a, b in zip(grads(model, shared_prefix_loss(model, ids, mask, labels)),
                    grads(model, reference_loss(model, ids, mask, labels))):
        assert torch.allclose(a, b, atol=1e-5)


def test_the_prefix_stops_before_the_first_labelled_token():
    ids, mask, labels = batch(prefix=9, prompt_extra=0)
    assert shared_prefix_length(ids, mask.sum(1), labels) == 8  # the token before the first label is a row's own
    model = tiny_model()
    assert torch.allclose(shared_prefix_loss(model, ids, mask, labels), reference_loss(model, ids, mask, labels),
                          atol=1e-5)


def test_rows_with_no_common_start_run_whole():
    ids, mask, labels = batch()
    ids[1, 0] = (ids[0, 0] + 1) % 50
    assert shared_prefix_length(ids, mask.sum(1), labels) == 0
    model = tiny_model()
    assert torch.allclose(shared_prefix_loss(model, ids, mask, labels), reference_loss(model, ids, mask, labels),
                          atol=1e-5)


def test_num_items_divides_the_sum():
    model = tiny_model()
    ids, mask, labels = batch()
    count = int((labels[:, 1:] != -100).sum())
    assert torch.allclose(shared_prefix_loss(model, ids, mask, labels, num_items=2 * count) * 2,
                          shared_prefix_loss(model, ids, mask, labels), atol=1e-6)
