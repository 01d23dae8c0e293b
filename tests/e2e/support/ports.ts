// The e2e servers' ports: E2E_PORT when given (the app; the push build takes
// E2E_PUSH_PORT or the next one), else two ports the system reports free.
// Found once, in the runner, and written to the environment: Playwright's
// workers inherit it, so every process loads the config with the same ports.
import { execFileSync } from 'node:child_process';

const FIND_TWO_FREE_PORTS = `
const net = require('node:net');
const take = () => new Promise((resolve) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => resolve(s)); });
Promise.all([take(), take()]).then((servers) => {
  process.stdout.write(servers.map((s) => s.address().port).join(' '));
  servers.forEach((s) => s.close());
});`;

if (!process.env.E2E_PORT) {
  const [app, push] = execFileSync(process.execPath, ['-e', FIND_TWO_FREE_PORTS], { encoding: 'utf8' }).split(' ');
  process.env.E2E_PORT = app;
  process.env.E2E_PUSH_PORT ??= push;
}

export const E2E_PORT = Number(process.env.E2E_PORT);
export const PUSH_E2E_PORT = Number(process.env.E2E_PUSH_PORT ?? E2E_PORT + 1);
