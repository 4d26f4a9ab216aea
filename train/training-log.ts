/** The error curve: lstmtraining's training character error (every 100 iterations) and lstmeval's on validation. */
export interface CurvePoint {
  iteration: number;
  /** Character error rate on the training lines just seen, in %. */
  train_cer?: number;
  /** Character error rate on the validation lines (whole held-out receipts), in %. */
  validation_cer?: number;
}

export function curveOf(log: string, validation: Map<number, number> = new Map()): CurvePoint[] {
  const points = new Map<number, CurvePoint>();
  const at = (iteration: number) => points.get(iteration) ?? points.set(iteration, { iteration }).get(iteration)!;
  // `At iteration L/T/S`: lines learnt from, trained on (what --max_iterations counts), and seen.
  for (const match of log.matchAll(/At iteration \d+\/(\d+)\/\d+,.*?BCER train=([\d.]+)%/g)) {
    at(Number(match[1])).train_cer = Number(match[2]);
  }
  for (const [iteration, cer] of validation) at(iteration).validation_cer = cer;
  return [...points.values()].sort((a, b) => a.iteration - b.iteration);
}
