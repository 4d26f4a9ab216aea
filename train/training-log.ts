/** The error curve in lstmtraining's log: training character error (every 100 iterations) and validation's. */
export interface CurvePoint {
  iteration: number;
  /** Character error rate on the training lines just seen, in %. */
  train_cer?: number;
  /** Character error rate on the validation lines (whole held-out receipts), in %. */
  validation_cer?: number;
}

export function curveOf(log: string): CurvePoint[] {
  const points = new Map<number, CurvePoint>();
  const at = (iteration: number) => points.get(iteration) ?? points.set(iteration, { iteration }).get(iteration)!;
  for (const match of log.matchAll(/At iteration (\d+)\/\d+\/\d+,.*?BCER train=([\d.]+)%/g)) {
    at(Number(match[1])).train_cer = Number(match[2]);
  }
  for (const match of log.matchAll(/At iteration (\d+), stage \d+, Eval Char error rate=([\d.]+)/g)) {
    at(Number(match[1])).validation_cer = Number(match[2]);
  }
  return [...points.values()].sort((a, b) => a.iteration - b.iteration);
}
