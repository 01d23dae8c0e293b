/** The ledger ref of a redemption's hold and release: the expiry walk and the history pair them by it. */
export const redemptionRef = (id: number): string => `redemption:${id}`;

const REF = /^redemption:(\d+)$/;

/** The redemption a ledger entry belongs to, or null for any other entry. */
export function redemptionIdOf(ref: string | null): number | null {
  const m = ref === null ? null : REF.exec(ref);
  return m ? Number(m[1]) : null;
}
