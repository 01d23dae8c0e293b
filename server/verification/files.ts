// Where verification recordings live: dataDir/verification, which no static
// route serves (only data/uploads is public). Players' faces and screens are
// in these files, so only operators read them, through the API.
import { copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config';

export function verificationDir(config: Pick<Config, 'dataDir'>): string {
  // Throwaway test servers keep no data folder: the system's temp folder stands in.
  return config.dataDir === ':memory:' ? join(tmpdir(), 'vip-verification') : join(config.dataDir, 'verification');
}

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
}

/** The first `n` bytes of a file (fewer when it is shorter). */
export async function readHead(path: string, n: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(n);
    const { bytesRead } = await handle.read(buffer, 0, n, 0);
    return new Uint8Array(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** Moves the upload out of the temporary folder; a copy where the two are on different disks. */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'EXDEV')) throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** Stored names are '<uuid>.<ext>' (the database CHECK says so too): nothing else can be joined to the folder. */
export function storedPath(dir: string, name: string): string {
  if (!/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(name)) throw new Error(`not a stored verification file name: ${name}`);
  return join(dir, name);
}
