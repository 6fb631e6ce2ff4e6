"""The benchmark registry (``harness_ext.benchmarks.registry``): it covers the shipped task folders, reads leaf names as
the reports always did, and one more entry is all a new benchmark needs."""
import re
from dataclasses import replace

import pytest

from deltom_tasks import TASKS_DIR
from harness_ext.benchmarks import registry
from harness_ext.benchmarks.registry import BENCHMARKS, benchmark, bon_leaf, family_of_keys, leaf


def yaml_names(folder: str, key: str) -> list[str]:
    """The ``task:`` / ``group:`` names the yaml files of a task folder declare."""
    return [m.group(1) for path in sorted((TASKS_DIR / folder).glob("*.yaml"))
            for m in re.finditer(rf"^{key}: (\S+)$", path.read_text(encoding="utf-8"), re.MULTILINE)]


@pytest.mark.parametrize("name", list(BENCHMARKS))
def test_every_leaf_of_a_registered_folder_is_read_as_that_benchmark(name):
    bench = benchmark(name)
    for folder in filter(None, (bench.folder, bench.bon_folder)):
        tasks = yaml_names(folder, "task")
        assert tasks, folder
        for task in tasks:
            found = leaf(task)
            assert found is not None and found.benchmark is bench and found.bon == (folder == bench.bon_folder), task
    groups = set(yaml_names(bench.folder, "group"))
    assert set(bench.groups) == groups


def test_the_yaml_generators_write_the_registered_groups():
    from deltom_tasks.fresh_configs import expected_files as fresh_files
    from deltom_tasks.hitom_configs import expected_files as hitom_files
    from deltom_tasks.tomi_configs import expected_files as tomi_files

    for bench, files in ((benchmark("hitom"), hitom_files()), (benchmark("hitom_fresh"), fresh_files())):
        groups = [name[:-len(".yaml")] for name, text in files.items() if "\ngroup: " in text]
        assert groups == list(bench.groups)
        for group in groups:  # each group's leaves are its registered keys (the ladder's seven orders)
            assert f"{bench.leaf_name(group, bench.group_keys(group)[-1])}.yaml" in files
    tomi_groups = {rel.split("/")[1][:-len(".yaml")] for rel, text in tomi_files().items() if "\ngroup: " in text}
    assert tomi_groups == {*benchmark("tomi").groups, *benchmark("tomi_fresh").groups}


@pytest.mark.parametrize("task,expected", [
    ("hitom_del_bon_n4_order_2", ("hitom", "hitom_del_bon_n4", "2", True, "hitom_del")),
    ("hitom_del_fresh_bon_order_0", ("hitom", "hitom_del_fresh_bon", "0", True, "hitom_del_fresh")),
    ("kosinski_del_bon_n64_no_transfer", ("kosinski", "kosinski_del_bon_n64", "no_transfer", True, "kosinski_del")),
    ("hitom_del_len2_order_0", ("hitom", "hitom_del_len2", "0", False, "hitom_del_len2")),
    ("hitom_del_fresh_ladder_order_6", ("hitom", "hitom_del_fresh_ladder", "6", False, "hitom_del_fresh_ladder")),
    ("kosinski_del_false_belief", ("kosinski", "kosinski_del", "false_belief", False, "kosinski_del")),
    ("tomi_del_bon_n64_second_order_tom", ("tomi", "tomi_del_bon_n64", "second_order_tom", True, "tomi_del")),
    ("tomi_del_reality", ("tomi", "tomi_del", "reality", False, "tomi_del")),
    ("tomi_del_fresh_memory", ("tomi", "tomi_del_fresh", "memory", False, "tomi_del_fresh")),
    ("tomi_del_first_order", None), ("tomi_del_fresh_bon_memory", None),
    ("kosinski_del_bon", None), ("hitom_del_bon_n4", None), ("hitom_del_bon_n0_order_1", None),
    ("hitom_del_foo_order_1", None), ("kosinski_del_foo", None), ("arc_easy", None),
])
def test_leaf_names(task, expected):
    found = leaf(task)
    got = found and (found.benchmark.family, found.group, found.key, found.bon, found.board)
    assert got == expected
    assert (bon_leaf(task) is not None) == bool(expected and expected[3])


def test_family_of_keys():
    assert family_of_keys(["0", "3"]).name == "hitom" and family_of_keys([]).name == "hitom"
    assert family_of_keys(["no_transfer"]).name == "kosinski"
    assert family_of_keys(["0", "no_transfer"]) is None
    assert family_of_keys(["memory", "second_order_tom"]).name == "tomi"


def test_a_registered_name_is_refused_twice_and_an_unknown_one_named():
    with pytest.raises(ValueError, match="registered already"):
        registry.register_benchmark(benchmark("hitom"))
    with pytest.raises(KeyError, match="registered: hitom, kosinski, hitom_fresh, tomi, tomi_fresh"):
        benchmark("opentom")


@pytest.fixture
def toy(monkeypatch):
    """A benchmark added by one registry entry: leaves per question type, no DEL verifier, no paper rows."""
    bench = replace(benchmark("kosinski"), name="toy", folder="toy_del", bon_folder="toy_del_bon", family="",
                    groups=("toy_del",), key_kind="question type", keys=("reality", "first_order"), key_pattern="",
                    leaf_kwargs=("question_type: {key}",), paper_rows=False)
    monkeypatch.setitem(BENCHMARKS, "toy", bench)
    return bench


def test_one_registry_entry_is_all_a_new_benchmark_needs(toy):
    from deltom_tasks.bon_configs import parse_task_name, variant_files, with_n
    from harness_ext.bon.rows import family_metrics, row_names
    from deltom.analysis.coverage import reasons
    from deltom.analysis.results_load import classify_leaf
    from deltom.analysis.samples import classify_task, keys_phrase

    files = variant_files("toy", 4)
    assert sorted(files) == ["_toy_del_bon_n4_template_yaml", "toy_del_bon_n4.yaml", "toy_del_bon_n4_first_order.yaml",
                             "toy_del_bon_n4_reality.yaml"]
    assert "  question_type: reality\n" in files["toy_del_bon_n4_reality.yaml"]
    assert parse_task_name("toy_del_bon_n4_reality") == ("toy", 4, "reality")
    assert with_n("toy_del_bon", 8) == "toy_del_bon_n8"
    assert classify_task("toy_del_bon_first_order") == ("toy", "first_order")
    assert classify_leaf("toy_del_reality") == ("toy", "toy_del", "reality", False)
    assert "del_oracle" not in row_names("toy") and family_metrics("toy") == ("acc",)
    assert keys_phrase(["first_order", "reality"]) == "question types reality, first_order"  # registry order
    assert reasons("toy", ["reality"], {}) == ["question type first_order missing (of reality, first_order)"]
