"""The miniature generator's cache key follows the prompt template (a generator trained on another prompt is stale)."""
import hashlib

from dellabels.traces import prompt
from deltom.miniature import trace_lm
from deltom.miniature.trace_lm import TraceLMRecipe, trace_lm_key


def test_generator_key_changes_with_the_prompt_template(monkeypatch):
    recipe = TraceLMRecipe()
    key = trace_lm_key(recipe)
    assert key["prompt_sha256"]["reference"] == hashlib.sha256(prompt.PROMPT_FILE.read_bytes()).hexdigest()
    monkeypatch.setattr(trace_lm, "load_template", lambda variant="reference": "old {note} {story} {question}")
    assert trace_lm_key(recipe) != key  # same recipe, other prompt: the stage is rebuilt
