/** Share of a retry delay added or removed at random, so that receivers coming back are not hit all at once. */
const JITTER = 0.15;

/**
 * Milliseconds to wait before the attempt after attempt number `attempt` (1-based) failed, or null when
 * that was the last one the schedule allows.
 */
export function retryDelay(schedule: readonly number[], attempt: number, random: () => number = Math.random): number | null {
  if (attempt > schedule.length) return null;
  const base = schedule[attempt - 1];
  return Math.max(0, Math.round(base * (1 + (random() * 2 - 1) * JITTER)));
}
