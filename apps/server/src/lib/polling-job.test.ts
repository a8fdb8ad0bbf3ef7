import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reportingJob, startPollingJob } from "./polling-job.js";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("startPollingJob", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const log = () => ({ error: vi.fn() });

  it("ticks every interval, and only after the first interval unless immediate", async () => {
    const run = vi.fn(async () => {});
    const stop = startPollingJob({ name: "job", intervalMs: 100, run, log: log() });
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
  });

  it("runs the first tick right away when immediate", async () => {
    const run = vi.fn(async () => {});
    const stop = startPollingJob({ name: "job", intervalMs: 100, run, log: log(), immediate: true });
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it("never overlaps ticks: a tick due while one runs is skipped", async () => {
    const slow = deferred();
    let active = 0;
    let maxActive = 0;
    const run = vi.fn(async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      await slow.promise;
      active--;
    });
    const stop = startPollingJob({ name: "job", intervalMs: 100, run, log: log() });
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
    slow.resolve();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(maxActive).toBe(1);
    stop();
  });

  it("logs a failing tick and keeps running", async () => {
    const logger = log();
    const boom = new Error("boom");
    const run = vi.fn().mockRejectedValueOnce(boom).mockResolvedValue(undefined);
    const stop = startPollingJob({ name: "settlement", intervalMs: 100, run, log: logger });
    await vi.advanceTimersByTimeAsync(100);
    expect(logger.error).toHaveBeenCalledWith({ err: boom }, "settlement failed");
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledTimes(3);
    expect(logger.error).toHaveBeenCalledTimes(1);
    stop();
  });

  it("stops: no tick after the stop function ran", async () => {
    const run = vi.fn(async () => {});
    const stop = startPollingJob({ name: "job", intervalMs: 100, run, log: log() });
    await vi.advanceTimersByTimeAsync(100);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does not keep the process alive (the timer is unref'd)", () => {
    vi.useRealTimers();
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    const stop = startPollingJob({ name: "job", intervalMs: 60_000, run: async () => {}, log: log() });
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    stop();
    setIntervalSpy.mockRestore();
  });
});

describe("reportingJob", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("passes right away and every interval, logging the fields of a pass that did something", async () => {
    const app = { log: { error: vi.fn(), info: vi.fn() }, results: [2, 0, 1] };
    const start = reportingJob({
      name: "job",
      pass: async (a: typeof app) => a.results.shift() ?? 0,
      fields: (done) => (done ? { done } : null),
      message: "work done",
    });
    const stop = start(app, 100);
    await vi.advanceTimersByTimeAsync(0);
    expect(app.log.info).toHaveBeenCalledWith({ done: 2 }, "work done");
    await vi.advanceTimersByTimeAsync(100);
    expect(app.log.info).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(app.log.info).toHaveBeenLastCalledWith({ done: 1 }, "work done");
    expect(app.log.info).toHaveBeenCalledTimes(2);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("logs a failing pass under the job's name", async () => {
    const app = { log: { error: vi.fn(), info: vi.fn() } };
    const boom = new Error("boom");
    const stop = reportingJob({
      name: "settlement",
      pass: async () => Promise.reject(boom),
      fields: () => ({}),
      message: "never",
    })(app, 100);
    await vi.advanceTimersByTimeAsync(0);
    expect(app.log.error).toHaveBeenCalledWith({ err: boom }, "settlement failed");
    expect(app.log.info).not.toHaveBeenCalled();
    stop();
  });
});
