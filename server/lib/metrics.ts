/**
 * Process-wide figures that GET /metrics reads when scraped
 * (server/http/metrics.ts). Their owners only count here, so the ledger, the
 * sockets and the job runner need not know Prometheus.
 */

const ledgerMoves = new Map<string, number>();
let openSockets: () => number = () => 0;
/** per job: when it last finished a pass without an error (its start until the first one) */
const jobLastSuccess = new Map<string, number>();

/** One entry appended to the coin ledger (a move whose transaction then rolls back is counted too). */
export function countLedgerMove(type: string): void {
  ledgerMoves.set(type, (ledgerMoves.get(type) ?? 0) + 1);
}

/** The socket server tells how to count its open sockets (server/realtime/socket.ts). */
export function observeOpenSockets(count: () => number): void {
  openSockets = count;
}

/** A job started (the lag counts from here) or finished a pass without an error. */
export function jobSucceeded(name: string, at: number): void {
  jobLastSuccess.set(name, at);
}

export interface MetricsSnapshot {
  ledgerMoves: ReadonlyMap<string, number>;
  openSockets: number;
  /** seconds since each job's last successful pass */
  jobLagSeconds: ReadonlyMap<string, number>;
}

export function metricsSnapshot(now: number): MetricsSnapshot {
  const jobLagSeconds = new Map([...jobLastSuccess].map(([name, at]) => [name, (now - at) / 1000]));
  return { ledgerMoves, openSockets: openSockets(), jobLagSeconds };
}
