"""The miniature generator's cache key follows the prompt template (a generator trained on another prompt is stale)."""
import hashlib

from dellabels import prompt
from harness_ext.miniature.generator_lm import GeneratorRecipe, generator_key


def test_generator_key_changes_with_the_prompt_template(monkeypatch):
    recipe = GeneratorRecipe()
    key = generator_key(recipe)
    assert key["prompt_sha256"]["reference"] == hashlib.sha256(prompt.PROMPT_FILE.read_bytes()).hexdigest()
    monkeypatch.setattr(prompt, "load_template", lambda variant="reference": "old {note} {story} {question}")
    assert generator_key(recipe) != key  # same recipe, other prompt: the stage is rebuilt
