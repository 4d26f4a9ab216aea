/**
 * Request-time URL validation (before anything is stored): syntax, scheme, literal private addresses.
 * (Interface placeholder; the net work fills it in.) Returns null when acceptable, else a sentence for the 400 error.
 */
export function documentUrlProblem(_url: string, _options: { allowPrivateNetworks: boolean; allowData: boolean }): string | null {
  return null;
}
