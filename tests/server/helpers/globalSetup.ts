// The server project's globalSetup (vitest.config.ts): makes the run's
// migrated and seeded databases (images.ts, in a child process: vitest's
// own process cannot run PGlite's start-up, which needs import.meta.resolve,
// and keeps no WASM heap this way) and hands their places to the test files
// in the environment; removes them when the run ends.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fromRoot } from '../../../server/lib/projectRoot';
import { DB_IMAGES_ENV } from './imagesEnv';

const run = promisify(execFile);
const images = (order: string[]) =>
  run(process.execPath, ['--import', 'tsx', fromRoot('tests/server/helpers/images.ts'), ...order], { cwd: fromRoot('.') });

export default async function setup(): Promise<() => Promise<void>> {
  const { stdout } = await images(['make']);
  const made = stdout.trim().split('\n').at(-1) ?? '';
  process.env[DB_IMAGES_ENV] = made;
  return async () => {
    await images(['drop', made]);
  };
}
