"""``pbm.train.checkpointing``: the one spelling of activation recompute for trl's configs (the miniature's
generator turns it off: trl turns it on unless told, a fifth of each step on a tiny model)."""
import warnings

from pbm.train import checkpointing


def test_checkpointing_is_set_by_the_name_the_installed_trl_takes():
    from trl import SFTConfig

    with warnings.catch_warnings():
        warnings.simplefilter("error", FutureWarning)  # the old name would warn
        off = SFTConfig(output_dir="unused", bf16=False, **checkpointing(False))
    (name,) = checkpointing(False)
    assert getattr(off, name) is False
    assert getattr(SFTConfig(output_dir="unused", bf16=False), name) is True  # trl's own default
