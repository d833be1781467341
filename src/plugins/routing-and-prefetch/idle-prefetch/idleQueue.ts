/** Calls `work` once the page is idle. */
export type IdleScheduler = (work: () => void) => void;

/**
 * A queue of tasks run in slices of at most about `sliceMs` each, every slice in a moment
 * the scheduler reports idle, so a burst of queued work never makes one long task.
 * Returns the function that queues a task.
 */
export function createIdleQueue(
  schedule: IdleScheduler,
  now: () => number,
  sliceMs: number,
): (task: () => void) => void {
  const tasks: (() => void)[] = [];
  const runSlice = () => {
    const start = now();
    let task: (() => void) | undefined;
    while (now() - start < sliceMs && (task = tasks.shift())) {
      task();
    }
    if (tasks.length > 0) {
      schedule(runSlice);
    }
  };
  return (task) => {
    tasks.push(task);
    if (tasks.length === 1) {
      schedule(runSlice);
    }
  };
}
