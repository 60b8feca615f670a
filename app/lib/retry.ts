/** The spec's retry constants: 3 retries, delay from 1 s doubling each time, capped at 30 s. */
export const retryPolicy = { retries: 3, baseMs: 1000, maxMs: 30_000 } as const;

export function retryDelay(attempt: number, policy = retryPolicy): number {
  return Math.min(policy.baseMs * 2 ** attempt, policy.maxMs);
}

/**
 * Runs `send` until it resolves, retrying only failures of the network itself (a fetch that throws),
 * never an answer from the server.
 */
export async function withRetry<T>(
  send: () => Promise<T>,
  { policy = retryPolicy, wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= policy.retries) throw error;
      await wait(retryDelay(attempt, policy));
    }
  }
}
