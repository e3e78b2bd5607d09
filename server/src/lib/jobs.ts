import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `intervalMs` while the app is up; runs never overlap, and a failure is logged
 * and retried at the next tick.
 */
export function scheduleJob(
  app: FastifyInstance,
  intervalMs: number,
  what: string,
  job: () => Promise<unknown>,
) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      app.log.error(error, `${what} failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
