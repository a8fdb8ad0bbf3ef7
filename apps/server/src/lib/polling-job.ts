/** The logger a polling job reports its failures to (Fastify's `app.log` fits). */
export interface PollingJobLog {
  error: (obj: object, msg: string) => void;
}

export interface PollingJobOptions {
  /** Label for the error log line: "<name> failed". */
  name: string;
  intervalMs: number;
  /**
   * One unit of work; its state must live in the database so the job survives restarts. A long unit
   * (a drain) checks `stopped()` between steps and ends early once the job is stopped.
   */
  run: (stopped: () => boolean) => Promise<unknown>;
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
      await run(() => stopped);
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

/** The logger of a job that reports what its passes did (Fastify's `app.log` fits). */
export interface ReportingJobLog extends PollingJobLog {
  info: (obj: object, msg: string) => void;
}

export interface ReportingJob<App, Result> {
  /** Label for the error log line: "<name> failed". */
  name: string;
  /** One pass over the database: its state lives there, so the job survives restarts. */
  pass: (app: App, stopped: () => boolean) => Promise<Result>;
  /** The info log fields for what a pass did, or null when it did nothing worth a line. */
  fields: (result: Result) => object | null;
  /** The info log message that goes with the fields. */
  message: string;
}

/**
 * A background job of an app: `start(app, intervalMs)` runs the pass right away and then every
 * `intervalMs` (see startPollingJob), and logs at info what each pass did. Every server process runs
 * it; the database coordinates them.
 */
export function reportingJob<App extends { log: ReportingJobLog }, Result>(
  job: ReportingJob<App, Result>,
): (app: App, intervalMs: number) => () => void {
  return (app, intervalMs) =>
    startPollingJob({
      name: job.name,
      intervalMs,
      immediate: true,
      log: app.log,
      run: async (stopped) => {
        const fields = job.fields(await job.pass(app, stopped));
        if (fields) app.log.info(fields, job.message);
      },
    });
}
