import { readFile } from 'node:fs/promises';

/**
 * Every record of a JSON-lines file the server appends to (the local SMS and
 * push outboxes); a missing file is empty, and a torn last line (a process
 * killed mid-write) is skipped, not fatal.
 */
export async function readJsonLines<T>(file: string): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
  const records: T[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as T);
    } catch {
      continue;
    }
  }
  return records;
}
