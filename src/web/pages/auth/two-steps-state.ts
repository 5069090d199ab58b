/** What the login form hands the two-steps page, in the router's state. */
export interface TwoStepsState {
  challenge: string;
  /** Where to start again when the challenge has expired. */
  loginPath: string;
}

export function twoStepsStateOf(value: unknown): TwoStepsState | null {
  const state = value as Partial<TwoStepsState> | null;
  return state && typeof state.challenge === 'string' && typeof state.loginPath === 'string' ? (state as TwoStepsState) : null;
}
