"""vLLM backend against the transformers backend (needs vllm and a GPU; skipped cleanly otherwise)."""
import pytest

vllm = pytest.importorskip("vllm")
torch = pytest.importorskip("torch")

from dellabels.explain import gold_trace  # noqa: E402
from dellabels.generator import generate  # noqa: E402
from dellabels.hitom_world import HiToMStory  # noqa: E402
from pbm.backends import TraceInput, load_backend  # noqa: E402
from pbm.scoring import score_traces  # noqa: E402
from pbm.tiny import TinyConfig, build_tiny_model  # noqa: E402


@pytest.mark.skipif(not torch.cuda.is_available(), reason="vLLM needs a GPU")
def test_vllm_scores_match_transformers(tmp_path):
    record = next(generate(1, seed=11, lengths=(1,), progress=False))
    items = [TraceInput(record["story"], q["question"], gold_trace(HiToMStory(record["story"]), q["question"]))
             for q in record["questions"]]
    model = str(build_tiny_model(tmp_path / "tiny", [record["story"]], TinyConfig(num_attention_heads=2)))
    backend = load_backend("vllm", model, gpu_memory_utilization=0.3, prompt_logprobs=20)
    scored = score_traces(backend, items + items[:2])
    assert backend.stats.forward_passes == len(items)
    reference = score_traces(load_backend("hf", model, device="cuda", dtype="float32", progress=False), items)
    for a, b in zip(scored, reference):
        assert a.step_scores == pytest.approx(b.step_scores, abs=2e-2)
