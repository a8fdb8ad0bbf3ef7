/** The logger a polling job reports its failures to (Fastify's `app.log` fits). */
export interface PollingJobLog {
  error: (obj: object, msg: string) => void;
}

export interface PollingJobOptions {
  /** Label for the error log line: "<name> failed". */
  name: string;
  intervalMs: number;
  /** One unit of work; its state must live in the database so the job survives restarts. */
  run: () => Promise<unknown>;
  log: PollingJobLog;
  /** Run the first tick right away instead of after the first interval (default false). */
  immediate?: boolean;
}

/**
 * Runs `run` every `intervalMs` in this process: ticks never overlap (a tick that is due while the
 * previous one still runs is skipped), a failing tick is logged and the next one runs as usual, and
 * the timer is unref'd so it never keeps the process alive. Returns the stop function; after it no new
 * tick starts (a tick already running finishes on its own).
 */
export function startPollingJob(options: PollingJobOptions): () => void {
  const { name, intervalMs, run, log } = options;
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await run();
    } catch (err) {
      log.error({ err }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  if (options.immediate) void tick();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
