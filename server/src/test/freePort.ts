import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Ports for servers a test starts as processes are taken below the kernel's ephemeral range: a
 * port probed free there could be handed to any other process's `listen(0)` or outgoing
 * connection (the other test lane starts servers on port 0) before ours binds it, as nginx once
 * found in CI. Below the range only another caller of this function could take it.
 */
const ephemeralStart = (() => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]);
  } catch {
    return 32768;
  }
})();
const LOWEST = 20000;
/** Handed out by this process already: a port probed free is not bound until its server starts. */
const given = new Set<number>();

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A TCP port nobody listens on right now, for a server a test starts as a process. */
export async function freePort(): Promise<number> {
  const top = Math.max(LOWEST + 1000, Math.min(ephemeralStart, 65536));
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (top - LOWEST));
    if (given.has(port) || !(await bindable(port))) continue;
    given.add(port);
    return port;
  }
  throw new Error(`no free port found between ${LOWEST} and ${top}`);
}
