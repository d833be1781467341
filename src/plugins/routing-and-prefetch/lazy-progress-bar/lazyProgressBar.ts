/** What the classic theme's navigation client module calls of `nprogress`. */
export interface ProgressBar {
  configure(options: Record<string, unknown>): unknown;
  start(): unknown;
  done(): unknown;
}

/**
 * A stand-in for `nprogress` that loads the library when a navigation first takes long
 * enough to show the bar (the theme waits 200 ms), instead of with every page. Options given
 * before the load apply once it is there; `done()` before then cancels the pending start.
 */
export function lazyProgressBar(load: () => Promise<ProgressBar>): ProgressBar {
  let options: Record<string, unknown> = {};
  let loaded: ProgressBar | undefined;
  let loading: Promise<ProgressBar> | undefined;
  let started = false;
  return {
    configure(newOptions) {
      options = {...options, ...newOptions};
      return loaded?.configure(newOptions);
    },
    start() {
      started = true;
      if (loaded) {
        return loaded.start();
      }
      loading ??= load().then((bar) => {
        bar.configure(options);
        loaded = bar;
        return bar;
      });
      // A failed load leaves navigation without a bar, nothing worse; the next start tries again.
      loading.then(
        (bar) => {
          if (started) bar.start();
        },
        () => {
          loading = undefined;
        },
      );
      return undefined;
    },
    done() {
      started = false;
      return loaded?.done();
    },
  };
}
