#!/usr/bin/env python3
"""twofaults.py - faulty variants with two faults at once, for scoring
mend's static refraction with score.py (beside it).

It reuses the mutators of mutate.py (from the folder given by --eval): for
every gold sequence of the corpus it draws PAIRS pairs of distinct repair
categories, applies the first mutation to the gold sequence and the second
to the result, and keeps the variant when the two mutations touch
different calls and the faulty sequence has at least two issues. The gold
answer is the original sequence. Deterministic for a given --seed.

    python3 scripts/eval/twofaults.py --corpus testdata/corpus --seed 1 > two.jsonl
"""

import argparse
import importlib.util
import json
import os
import random
import sys

REPAIR = ["misspelled_tool", "wrong_label", "missing_label", "missing_required_param",
          "madeup_param_name", "madeup_var_ref", "madeup_property_ref", "missing_step",
          "wrong_type", "bad_enum"]


def load(eval_dir):
    sys.path.insert(0, eval_dir)
    spec = importlib.util.spec_from_file_location("mutate", os.path.join(eval_dir, "mutate.py"))
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--eval", default=os.path.dirname(os.path.abspath(__file__)), help="the folder of mutate.py and seqlib.py (default: this script's)")
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--pairs", type=int, default=4, help="pairs drawn per gold sequence")
    a = ap.parse_args()
    mutate = load(a.eval)
    seqlib = mutate.seqlib
    cats = {}
    n = 0
    for s in mutate.load_corpus(a.corpus):
        ref = s["catalog_ref"]
        if ref not in cats:
            cats[ref] = seqlib.load_catalog(os.path.join(a.corpus, ref))
        cat = cats[ref]
        gold = s["calls"]
        if seqlib.validate(gold, cat):
            continue
        rng = random.Random(f"{a.seed}:{s['id']}:two")
        for k in range(a.pairs):
            c1, c2 = rng.sample(REPAIR, 2)
            sub1 = rng.choice(mutate.SUBTYPES.get(c1, [None]))
            sub2 = rng.choice(mutate.SUBTYPES.get(c2, [None]))
            r1 = mutate.MUTATORS[c1](gold, cat, random.Random(f"{a.seed}:{s['id']}:{k}:1"), sub1)
            if r1 is None:
                continue
            f1, info1, _ = r1
            r2 = mutate.MUTATORS[c2](f1, cat, random.Random(f"{a.seed}:{s['id']}:{k}:2"), sub2)
            if r2 is None:
                continue
            f2, info2, _ = r2
            if "step" in info1 and "step" in info2 and info1["step"] == info2["step"]:
                continue  # one call, two faults: the gold is no longer the only answer
            issues = seqlib.validate(f2, cat)
            if len(issues) < 2:
                continue
            n += 1
            print(json.dumps({"id": f"{s['id']}::two::{k}", "category": "two_faults",
                              "subtype": f"{c1}+{c2}", "expect": "repair", "source_id": s["id"],
                              "catalog_ref": ref, "seed": a.seed, "input": s.get("input"),
                              "faulty": f2, "gold": gold, "mutation": [info1, info2],
                              "faulty_issues": issues}, ensure_ascii=False))
    print(json.dumps({"total": n}), file=sys.stderr)


if __name__ == "__main__":
    main()
