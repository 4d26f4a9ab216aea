#!/usr/bin/python3
"""Fits the receipt model from train/receipt-data.ts's JSON lines: one gradient-boosted tree set per field
(scikit-learn HistGradientBoostingClassifier), an isotonic map per field from the top candidate's score to
the probability it is right (fitted on out-of-fold scores within the training documents), and isotonic maps
for the rule fields' confidences. Deterministic: fixed seeds, no early stopping, sorted inputs.

  train.py DATA OUT [--exclude-fold K] [--inner-folds N]
Trains on every document of DATA except those in fold K, writes the model JSON to OUT.
"""
import argparse
import json
import sys

import numpy as np
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.isotonic import IsotonicRegression

PARAMS = dict(max_iter=120, learning_rate=0.1, max_leaf_nodes=15, min_samples_leaf=20, l2_regularization=1.0,
              early_stopping=False, random_state=0)


KINDS = {"amounts": "amount", "dates": "date", "names": "name", "addresses": "address"}


def read(path):
    with open(path) as f:
        header = json.loads(f.readline())
        docs = [json.loads(line) for line in f if line.strip()]
    return header, docs


def field_rows(docs, field, kind, index):
    """Feature rows, labels and document index of every candidate of documents where the field is known."""
    xs, ys, owners = [], [], []
    for d, doc in enumerate(docs):
        if not doc["known"].get(field):
            continue
        for c in doc[kind]:
            xs.append(c["x"])
            ys.append(c["y"][index])
            owners.append(d)
    return np.array(xs, dtype=np.float64), np.array(ys, dtype=np.int64), np.array(owners)


def fit(x, y):
    if len(set(y.tolist())) < 2:
        return None
    model = HistGradientBoostingClassifier(**PARAMS)
    model.fit(x, y)
    return model


def top_outcomes(p, y, owners):
    """Per document: the best candidate's score and whether it is right."""
    best = {}
    for i, d in enumerate(owners.tolist()):
        if d not in best or p[i] > best[d][0]:
            best[d] = (p[i], y[i])
    return [best[d] for d in sorted(best)]


def isotonic(scores, rights):
    if len(scores) < 5:
        return {"x": [], "y": []}
    iso = IsotonicRegression(out_of_bounds="clip", y_min=0.0, y_max=1.0)
    iso.fit(np.array(scores), np.array(rights, dtype=np.float64))
    return {"x": [float(v) for v in iso.X_thresholds_], "y": [float(v) for v in iso.y_thresholds_]}


def export(model):
    trees = []
    for (predictor,) in model._predictors:
        nodes = predictor.nodes
        leaf = nodes["is_leaf"].astype(bool)
        trees.append({
            "f": [int(-1 if leaf[i] else nodes["feature_idx"][i]) for i in range(len(nodes))],
            "t": [float(0 if leaf[i] else nodes["num_threshold"][i]) for i in range(len(nodes))],
            "l": [int(nodes["left"][i]) for i in range(len(nodes))],
            "r": [int(nodes["right"][i]) for i in range(len(nodes))],
            "v": [float(nodes["value"][i]) if leaf[i] else 0.0 for i in range(len(nodes))],
        })
    return {"baseline": float(np.ravel(model._baseline_prediction)[0]), "trees": trees}


def check_export(model, exported, x):
    """The exported trees reproduce scikit-learn's scores (the TypeScript evaluator walks the same arrays)."""
    def walk(tree, row):
        n = 0
        while tree["f"][n] >= 0:
            n = tree["l"][n] if row[tree["f"][n]] <= tree["t"][n] else tree["r"][n]
        return tree["v"][n]
    sample = x[: min(len(x), 300)]
    ours = np.array([exported["baseline"] + sum(walk(t, row) for t in exported["trees"]) for row in sample])
    theirs = model.decision_function(sample)
    assert np.allclose(ours, theirs, atol=1e-6), "exported trees disagree with scikit-learn"


def inner_folds(docs, n):
    """Folds of the training documents by supplier group, for out-of-fold calibration scores."""
    groups = sorted({doc["group"] for doc in docs})
    fold_of = {g: i % n for i, g in enumerate(groups)}
    return np.array([fold_of[doc["group"]] for doc in docs])


def train(docs, header, inner):
    per_doc = {}
    fields = [(f, "amounts", i) for i, f in enumerate(header["amount_fields"])] + ([("date", "dates", 0)] if header["date_field"] else [])
    fields += [("supplier_name", "names", 0), ("supplier_address", "addresses", 0)] if "name_features" in header else []
    doc_fold = inner_folds(docs, inner)
    out = {}
    for field, kind, index in fields:
        x, y, owners = field_rows(docs, field, kind, index)
        if len(x) == 0:
            continue
        model = fit(x, y)
        if model is None:
            continue
        exported = export(model)
        check_export(model, exported, x)
        oof = np.zeros(len(y))
        for k in range(inner):
            held = doc_fold[owners] == k
            sub = fit(x[~held], y[~held])
            oof[held] = sub.predict_proba(x[held])[:, 1] if sub is not None else 0.0
        outcomes = top_outcomes(oof, y, owners)
        exported["kind"] = KINDS[kind]
        exported["calibration"] = isotonic([s for s, _ in outcomes], [r for _, r in outcomes])
        out[field] = exported
        calibrated = np.interp(oof, exported["calibration"]["x"], exported["calibration"]["y"]) if exported["calibration"]["x"] else oof
        for d, (p, right) in zip(sorted(set(owners.tolist())), top_outcomes(calibrated, y, owners)):
            per_doc.setdefault(d, []).append((field, p, right))
    rules = {}
    for field in header["rule_fields"]:
        pairs = [doc["rules"][field] for doc in docs if field in doc["rules"] and doc["rules"][field][2]]
        rules[field] = isotonic([p[0] for p in pairs], [p[1] for p in pairs])
    return out, rules, document_calibration(docs, per_doc, rules)


def document_calibration(docs, per_doc, rules):
    """P(every labelled field right) from the product of the returned fields' calibrated probabilities."""
    products, outcomes = [], []
    for d, doc in enumerate(docs):
        product, right = 1.0, True
        model_fields = {f: (p, r) for f, p, r in per_doc.get(d, [])}
        for field, (p, r) in model_fields.items():
            product *= p
            right = right and bool(r)
        for field, (confidence, r, returned) in doc["rules"].items():
            if returned and rules[field]["x"]:
                product *= float(np.interp(confidence, rules[field]["x"], rules[field]["y"]))
            right = right and bool(r)
        for field in doc["labelled"]:
            if field not in model_fields and field not in doc["rules"]:
                right = False
        products.append(product)
        outcomes.append(int(right))
    return isotonic(products, outcomes)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("data")
    parser.add_argument("out")
    parser.add_argument("--exclude-fold", type=int, default=-1)
    parser.add_argument("--inner-folds", type=int, default=4)
    parser.add_argument("--data-hash", default="")
    args = parser.parse_args()
    header, docs = read(args.data)
    docs = [d for d in docs if d["fold"] != args.exclude_fold]
    fields, rules, document = train(docs, header, args.inner_folds)
    model = {
        "format": 1,
        "data_hash": args.data_hash,
        "documents": len(docs),
        "trainer": {"library": "scikit-learn " + __import__("sklearn").__version__, "params": PARAMS, "inner_folds": args.inner_folds},
        "features": {"amount": header["amount_features"], "date": header["date_features"],
                     **({"name": header["name_features"], "address": header["address_features"]} if "name_features" in header else {})},
        "fields": fields,
        "rule_calibration": rules,
        "document_calibration": document,
    }
    with open(args.out, "w") as f:
        json.dump(model, f, separators=(",", ":"))
    print(f"trained on {len(docs)} documents: {', '.join(fields)}", file=sys.stderr)


if __name__ == "__main__":
    main()
