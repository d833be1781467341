import {describe, expect, it, vi} from 'vitest';
import {lazyProgressBar, type ProgressBar} from '../lazyProgressBar';

function fakeBar(): ProgressBar & {calls: string[]} {
  const calls: string[] = [];
  return {
    calls,
    configure: (options) => calls.push(`configure ${JSON.stringify(options)}`),
    start: () => calls.push('start'),
    done: () => calls.push('done'),
  };
}

describe('lazyProgressBar', () => {
  it('loads the bar on the first start, with the options given before', async () => {
    const bar = fakeBar();
    const load = vi.fn(() => Promise.resolve(bar));
    const lazy = lazyProgressBar(load);
    lazy.configure({showSpinner: false});
    lazy.done();
    expect(load).not.toHaveBeenCalled();
    lazy.start();
    await vi.waitFor(() => expect(bar.calls).toEqual(['configure {"showSpinner":false}', 'start']));
    lazy.done();
    lazy.start();
    expect(bar.calls.slice(2)).toEqual(['done', 'start']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not start a bar whose navigation ended while it loaded', async () => {
    const bar = fakeBar();
    const lazy = lazyProgressBar(() => Promise.resolve(bar));
    lazy.start();
    lazy.done();
    await Promise.resolve();
    await Promise.resolve();
    expect(bar.calls).toEqual(['configure {}']);
  });

  it('tries again after a failed load', async () => {
    const bar = fakeBar();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(bar);
    const lazy = lazyProgressBar(load);
    lazy.start();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    lazy.start();
    await vi.waitFor(() => expect(bar.calls).toContain('start'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
