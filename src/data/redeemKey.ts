// The idempotency key of the redeem the player is making. It is kept until
// the server has answered for sure (a redemption, or a refusal), so a retry
// after a lost answer (no response, a 5xx) sends the same key and gets the
// first answer instead of a second redemption. Kept in sessionStorage so a
// reload in the middle does not lose it either; a key is no secret.

const STORAGE_KEY = 'vip-club:redeem-key';

interface Pending {
  coins: number;
  key: string;
}

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function read(): Pending | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'coins' in parsed && 'key' in parsed
      && typeof parsed.coins === 'number' && typeof parsed.key === 'string') return { coins: parsed.coins, key: parsed.key };
  } catch {
    // unreadable storage (private mode, hand-edited): start over
  }
  return null;
}

function write(value: Pending | null): void {
  try {
    if (value) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage refused: the key still lives for this call
  }
}

/** The key for redeeming `coins`: the unsettled one when the amount is the same, else a new one. */
export function redeemKey(coins: number): string {
  const pending = read();
  if (pending && pending.coins === coins) return pending.key;
  const next = { coins, key: newKey() };
  write(next);
  return next.key;
}

/**
 * After an answer: a status the server really sent (success or a refusal)
 * settles the key; no response or a server failure keeps it for the retry.
 */
export function settleRedeemKey(status: number | null): void {
  if (status !== null && status < 500) write(null);
}
