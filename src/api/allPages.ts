// Every row of a paged list, page by page, for a caller that needs them all
// (the fairness verifier: a player has at most a few thousand rounds).
export async function allPages<T>(
  fetchPage: (cursor: number | null) => Promise<{ rows: readonly T[]; nextCursor: number | null }>,
  maxPages = 50,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: number | null = null;
  for (let i = 0; i < maxPages; i++) {
    const page: { rows: readonly T[]; nextCursor: number | null } = await fetchPage(cursor);
    rows.push(...page.rows);
    if (page.nextCursor === null) break;
    cursor = page.nextCursor;
  }
  return rows;
}
