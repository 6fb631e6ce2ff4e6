"""The one check of the rates a reader of results takes in (deltom.analysis.rates)."""
import math

import pytest

from deltom.analysis.rates import check_rates
from deltom_base.errors import InputError


def test_claim_acc_of_a_run_that_checked_no_claim_is_nan_and_passes_but_acc_never_is():
    # a model that answered nothing free-form checks no claim: claim_acc is NaN, not an unreadable results file
    check_rates({"results": {"hitom_del_fresh_cot_order_0": {"acc,none": 0.0, "claim_acc,none": math.nan}}},
                "r.json")
    with pytest.raises(InputError, match="r.json: task t, metric acc,none"):
        check_rates({"results": {"t": {"acc,none": math.nan}}}, "r.json")
    with pytest.raises(InputError, match="claim_acc"):
        check_rates({"results": {"t": {"claim_acc,none": 1.5}}}, "r.json")
