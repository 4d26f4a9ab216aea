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
# Fields whose best candidate is returned whatever its score (the others only above 0.5): as the decoders do.
ALWAYS_CHOSEN = {"total_amount", "supplier_name", "supplier_address"}


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
    fields = [(f, "amounts", i) for i, f in enumerate(header["amount_fields"])] + ([("date", "dates", 0)] if header["date_field"] else [])
    fields += [("supplier_name", "names", 0), ("supplier_address", "addresses", 0)] if "name_features" in header else []
    doc_fold = inner_folds(docs, inner)
    out = {}
    # Per field, per document (all of them): the out-of-fold top candidate's score (None when the decoder would
    # leave the field empty) and whether it is right (None when not labelled); rule fields: their confidence.
    tops = {}
    for field, kind, index in fields:
        x, y, owners = field_rows(docs, field, kind, index)
        if len(x) == 0:
            continue
        model = fit(x, y)
        if model is None:
            continue
        exported = export(model)
        check_export(model, exported, x)
        subs = []
        for k in range(inner):
            held = doc_fold[owners] == k
            sub = fit(x[~held], y[~held])
            subs.append(sub)
        exported["kind"] = KINDS[kind]
        out[field] = exported
        tops[field] = [held_top(doc, kind, index, subs[doc_fold[d]], field in ALWAYS_CHOSEN, field in doc["labelled"]) for d, doc in enumerate(docs)]
    photo = np.array([bool(doc.get("photo")) for doc in docs])
    everyone = np.ones(len(docs), dtype=bool)
    rules, rules_photo = {}, {}
    for field in header["rule_fields"]:
        records = [(doc["rules"][field][0] if doc["rules"][field][2] else None, doc["rules"][field][1]) for doc in docs]
        rules[field], on_photos = fit_by_capture(records, everyone, photo)
        if on_photos is not None:
            rules_photo[field] = on_photos
        if field not in tops:
            tops[field] = records
    # Each field's probability: an isotonic map of its score over the documents where it is returned and
    # labelled. For the document model, each document's comes from a map fitted without its fold (a map applied
    # to the scores it was fitted on is overconfident: pure bins map to 1, and the document model learns that).
    held = {}
    for field, records in tops.items():
        if field in out:
            out[field]["calibration"], on_photos = fit_by_capture(records, everyone, photo)
            if on_photos is not None:
                out[field]["calibration_photo"] = on_photos
        probabilities = [None] * len(docs)
        for k in range(inner):
            calibration, on_photos = fit_by_capture(records, doc_fold != k, photo)
            for d in np.nonzero(doc_fold == k)[0]:
                score = records[d][0]
                probabilities[d] = None if score is None else apply_map(on_photos if on_photos is not None and photo[d] else calibration, score)
        held[field] = [(probabilities[d], records[d][1]) for d in range(len(docs))]
    return out, rules, rules_photo, document_review(docs, held, list(out), header, doc_fold, inner)


def fit_isotonic(records, chosen):
    pairs = [records[d] for d in np.nonzero(chosen)[0] if records[d][0] is not None and records[d][1] is not None]
    return isotonic([p[0] for p in pairs], [p[1] for p in pairs])


# A photographed receipt's field is right less often than a scan's at the same score: each kind of page gets its
# own map where both have at least this many scored predictions (else one map for all).
MIN_PER_CAPTURE = 40


def scored(records, chosen):
    return sum(1 for d in np.nonzero(chosen)[0] if records[d][0] is not None and records[d][1] is not None)


def fit_by_capture(records, chosen, photo):
    """(map for pages not photographed, or for all; map for photographs, or None): isotonic on `chosen` documents."""
    if scored(records, chosen & photo) >= MIN_PER_CAPTURE and scored(records, chosen & ~photo) >= MIN_PER_CAPTURE:
        return fit_isotonic(records, chosen & ~photo), fit_isotonic(records, chosen & photo)
    return fit_isotonic(records, chosen), None


def apply_map(calibration, score):
    return float(np.interp(score, calibration["x"], calibration["y"])) if calibration["x"] else score


def held_top(doc, kind, index, sub, always, labelled):
    """(raw score of the top candidate, or None when the decoder would leave the field empty; right, or None when not labelled)."""
    if not doc[kind] or sub is None:
        return (None, 0 if labelled else None)
    p = sub.predict_proba(np.array([c["x"] for c in doc[kind]], dtype=np.float64))[:, 1]
    # As the decoder: a candidate marked `never` is a training negative, never the choice.
    p = np.where([c.get("never", 0) == 1 for c in doc[kind]], -1.0, p)
    if p.max() < 0:
        return (None, 0 if labelled else None)
    best = int(np.argmax(p))
    if not always and p[best] < 0.5:
        return (None, 0 if labelled else None)
    return (float(p[best]), doc[kind][best]["y"][index] if labelled else None)


def document_features(covered, reading, items_consistent):
    """As model/document-review.ts documentFeatures."""
    returned = [p for p in covered if p is not None]
    log_product = sum(np.log(max(1e-4, p)) for p in returned)
    items = [1 if items_consistent is False else 0, 1 if items_consistent is None else 0]
    return [log_product, min(returned) if returned else 0.0, len(covered) - len(returned), len(returned)] + list(reading) + items


def document_review(docs, held, model_fields, header, doc_fold, inner):
    """P(every labelled field right): logistic regression on document features, Platt-scaled out of fold."""
    from sklearn.linear_model import LogisticRegression
    covered_fields = model_fields + [f for f in header["rule_fields"] if f not in model_fields]
    xs, ys = [], []
    for d, doc in enumerate(docs):
        covered = [held[f][d][0] for f in covered_fields]
        right = True
        for f in doc["labelled"]:
            if f in held:
                right = right and held[f][d][0] is not None and bool(held[f][d][1])
            else:
                right = False
        xs.append(document_features(covered, doc["reading"], doc.get("items_consistent")))
        ys.append(int(right))
    x, y = np.array(xs, dtype=np.float64), np.array(ys)
    if len(set(ys)) < 2:
        return None
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale == 0] = 1.0
    z = (x - mean) / scale
    oof = np.zeros(len(y))
    for k in range(inner):
        held = doc_fold == k
        if len(set(y[~held].tolist())) < 2:
            continue
        oof[held] = LogisticRegression(C=1.0, max_iter=1000).fit(z[~held], y[~held]).decision_function(z[held])
    platt = LogisticRegression(C=1e6, max_iter=1000).fit(oof.reshape(-1, 1), y)
    a, b = float(platt.coef_[0][0]), float(platt.intercept_[0])
    p = 1 / (1 + np.exp(-(a * oof + b)))
    full = LogisticRegression(C=1.0, max_iter=1000).fit(z, y)
    return {
        "covered": covered_fields,
        "features": header["document_features"],
        "mean": [float(v) for v in mean],
        "scale": [float(v) for v in scale],
        "weights": [float(v) for v in full.coef_[0]],
        "intercept": float(full.intercept_[0]),
        "platt": {"a": a, "b": b},
        "threshold": straight_through_threshold(p, y),
        "out_of_fold": {"documents": int(len(y)), "all_right": int(y.sum())},
    }


def straight_through_threshold(p, y, target=0.95, least=20):
    """The lowest probability ≥ target above which at least `least` out-of-fold documents are right ≥ target of the time."""
    for t in sorted(set(float(v) for v in p if v >= target)):
        chosen = p >= t
        if chosen.sum() >= least and y[chosen].mean() >= target:
            return t
    return 1.01


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
    fields, rules, rules_photo, review = train(docs, header, args.inner_folds)
    model = {
        "format": 1,
        "data_hash": args.data_hash,
        "documents": len(docs),
        "trainer": {"library": "scikit-learn " + __import__("sklearn").__version__, "params": PARAMS, "inner_folds": args.inner_folds},
        "features": {"amount": header["amount_features"], "date": header["date_features"],
                     **({"name": header["name_features"], "address": header["address_features"]} if "name_features" in header else {})},
        "fields": fields,
        "rule_calibration": rules,
        **({"rule_calibration_photo": rules_photo} if rules_photo else {}),
        **({"document_review": review} if review else {}),
    }
    with open(args.out, "w") as f:
        json.dump(model, f, separators=(",", ":"))
    print(f"trained on {len(docs)} documents: {', '.join(fields)}", file=sys.stderr)


if __name__ == "__main__":
    main()
