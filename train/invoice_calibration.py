"""Calibration of invoice fields' confidences: `python3 train/invoice_calibration.py OUTCOMES --out MODEL [--cv CV]`.

OUTCOMES is written by train/invoice-outcomes.ts (one line per document of a layout family or dataset).
Per field and kind of page (`text` layer, `ocr`), an isotonic map from the rules' confidence to the share of
such fields that were right (scikit-learn's IsotonicRegression, as for receipts in train/train.py); a kind
with too few scored fields shares its field's map over both kinds. A field the training invoices do not
label (addresses, phone numbers) gets no map: there is nothing to calibrate it on, its score stands.
Not a document rule: a threshold on the product (or the least) of an invoice's field probabilities, over the
review evidence of decode/invoice-review.ts, was tried one family left out: it sent more invoices to review
without making those let through right more often (their wrong fields are confidently wrong).

`--cv FILE` checks the maps one family left out: fitted on the other families, the left-out family's expected
calibration error (10 bins, as eval/report.ts) before and after, and its bins, are reported;
`--folds DIR` writes each fold's model there (`<family>.json`) so that eval/run.ts can read the family through
the pipeline with the model that never saw it (`DOCPROC_INVOICE_CALIBRATION=DIR/<family>.json`).
"""
import argparse
import json

import numpy as np
from sklearn.isotonic import IsotonicRegression

KINDS = ("text", "ocr")
# Fewer scored fields of a kind of page than this and the field's map serves both kinds; fewer in all, no map.
MIN_FIELD = 40


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def isotonic(pairs):
    if len(pairs) == 0:
        return {"x": [], "y": []}
    iso = IsotonicRegression(out_of_bounds="clip", y_min=0.0, y_max=1.0)
    iso.fit(np.array([p for p, _ in pairs], dtype=np.float64), np.array([r for _, r in pairs], dtype=np.float64))
    return {"x": [float(v) for v in iso.X_thresholds_], "y": [float(v) for v in iso.y_thresholds_]}


def apply_map(calibration, p):
    return float(np.interp(p, calibration["x"], calibration["y"])) if calibration and calibration["x"] else p


def scored(docs):
    """(field, kind, confidence, right) of every returned labelled field."""
    for doc in docs:
        for name, f in doc["fields"].items():
            if f["confidence"] is not None and f["right"] is not None:
                yield name, doc["kind"], f["confidence"], 1.0 if f["right"] else 0.0


def fit_maps(docs):
    rows = list(scored(docs))
    model = {"fields": {}}
    for name in sorted({name for name, _, _, _ in rows}):
        both = [(c, r) for n, _, c, r in rows if n == name]
        if len(both) < MIN_FIELD:
            continue
        entry = {}
        for k in KINDS:
            mine = [(c, r) for n, kk, c, r in rows if n == name and kk == k]
            if len(mine) >= MIN_FIELD:
                entry[k] = isotonic(mine)
        if len(entry) < len(KINDS):
            entry["any"] = isotonic(both)
        model["fields"][name] = entry
    return model


def probability(model, name, kind, confidence):
    """As model/invoice-calibration.ts fieldProbability."""
    entry = model["fields"].get(name)
    return apply_map((entry.get(kind) or entry.get("any")) if entry else None, confidence)


def fit(docs):
    return fit_maps(docs)


def ece(pairs, bins=10):
    if not pairs:
        return None
    table = [[0, 0.0, 0.0] for _ in range(bins)]
    for p, r in pairs:
        b = table[min(bins - 1, int(p * bins))]
        b[0] += 1
        b[1] += p
        b[2] += r
    return sum(abs(b[2] - b[1]) / len(pairs) for b in table if b[0]), [
        (i / bins, b[0], b[1] / b[0], b[2] / b[0]) for i, b in enumerate(table) if b[0]
    ]


def report_family(model, docs):
    lines = []
    for kind in KINDS:
        mine = [d for d in docs if d["kind"] == kind]
        if not mine:
            continue
        rows = [(n, c, r) for n, k, c, r in scored(mine)]
        raw, _ = ece([(c, r) for _, c, r in rows])
        after, table = ece([(probability(model, n, kind, c), r) for n, c, r in rows])
        lines.append({
            "kind": kind, "documents": len(mine), "scored_fields": len(rows), "ece_before": raw, "ece_after": after,
            "bins_after": [{"bin": b, "count": n, "confidence": c, "accuracy": a} for b, n, c, a in table],
        })
    return lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("outcomes")
    parser.add_argument("--out", required=True)
    parser.add_argument("--cv")
    parser.add_argument("--folds", help="write each left-out family's model here as <family>.json")
    args = parser.parse_args()
    docs = read(args.outcomes)
    families = sorted({d["family"] for d in docs})
    if args.cv:
        folds = {}
        for family in families:
            model = fit([d for d in docs if d["family"] != family])
            if args.folds:
                with open(f"{args.folds}/{family}.json", "w", encoding="utf-8") as f:
                    json.dump({"format": 1, **model}, f, separators=(",", ":"))
            folds[family] = report_family(model, [d for d in docs if d["family"] == family])
            for line in folds[family]:
                # Bins of a few fields are noise: the worst gap among bins of at least 20.
                worst = max([abs(b["accuracy"] - b["confidence"]) for b in line["bins_after"] if b["count"] >= 20] or [0])
                print(f"{family:12} {line['kind']:4} docs {line['documents']:3} fields {line['scored_fields']:4}  ECE {100 * line['ece_before']:5.1f} → {100 * line['ece_after']:5.1f} %"
                      f"  worst bin of ≥ 20 {100 * worst:5.1f} %")
        with open(args.cv, "w", encoding="utf-8") as f:
            json.dump({"families": families, "folds": folds}, f, indent=1)
    model = fit(docs)
    model = {"format": 1, "families": families, "documents": len(docs), **model}
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(model, f, separators=(",", ":"))
    print(f"fitted on {len(docs)} documents of {len(families)} families")


if __name__ == "__main__":
    main()
