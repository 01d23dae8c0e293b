// npm run operator -- create <username> [admin|support|content]
// npm run operator -- password <username>
// Operators on the server's own database (DATABASE_URL, or the PGlite in
// DATA_DIR), with the password asked twice on the terminal without echo
// (or read from the first line of standard input when it is not a terminal,
// for provisioning scripts). Creating and changing are audited; a change ends
// the operator's sessions.
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { createOperator, setOperatorPassword, type OperatorRole } from '../server/auth/operators';
import { loadConfig, pgliteDir } from '../server/config';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';

const ROLES: readonly OperatorRole[] = ['admin', 'support', 'content'];
const USAGE = 'usage: npm run operator -- create <username> [admin|support|content] | password <username>';

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    throw new Error('no password on standard input');
  }
  // Typed characters are not echoed: the prompt goes to stderr, the muted stream swallows the echo.
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  try {
    process.stderr.write('password: ');
    const first = await rl.question('');
    process.stderr.write('\nagain: ');
    const second = await rl.question('');
    process.stderr.write('\n');
    if (first !== second) throw new Error('the two passwords differ');
    return first;
  } finally {
    rl.close();
  }
}

const [command, username, role = 'admin'] = process.argv.slice(2);
if (!username || (command !== 'create' && command !== 'password') || !ROLES.includes(role as OperatorRole)) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const db = await connect({ databaseUrl: config.databaseUrl, dataDir: pgliteDir(config) });
try {
  await migrateToLatest(db);
  const password = await askPassword();
  if (command === 'create') {
    const op = await createOperator(db, { username, password, role: role as OperatorRole });
    console.log(`operator ${op.username} (${op.role}) created`);
  } else {
    await setOperatorPassword(db, username, password);
    console.log(`password of ${username} changed; their sessions are ended`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
