/**
 * Wall time per phase of the twins' work, each phase counted without the phases nested in
 * it (a partial parsed while a page is converted counts as parsing), for the build log.
 */
export class PhaseTimer {
  private readonly totals = new Map<string, number>();
  private readonly stack: {phase: string; started: number; nested: number}[] = [];

  time<T>(phase: string, work: () => T): T {
    const frame = {phase, started: performance.now(), nested: 0};
    this.stack.push(frame);
    try {
      return work();
    } finally {
      this.stack.pop();
      const elapsed = performance.now() - frame.started;
      this.totals.set(phase, (this.totals.get(phase) ?? 0) + elapsed - frame.nested);
      const parent = this.stack.at(-1);
      if (parent) {
        parent.nested += elapsed;
      }
    }
  }

  /** `parse 1.2s, convert 0.4s, …`, longest first. */
  summary(): string {
    return [...this.totals]
      .sort(([, a], [, b]) => b - a)
      .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)}s`)
      .join(', ');
  }
}
