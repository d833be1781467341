import {describe, expect, it} from 'vitest';
import {createIdleQueue} from '../idleQueue';

/** A scheduler that runs idle work only when the test says so, and a clock the tasks advance. */
function harness(taskMs: number, sliceMs: number) {
  const pending: (() => void)[] = [];
  let clock = 0;
  const enqueue = createIdleQueue(
    (work) => pending.push(work),
    () => clock,
    sliceMs,
  );
  const ran: number[] = [];
  const add = (id: number) =>
    enqueue(() => {
      clock += taskMs;
      ran.push(id);
    });
  const idle = () => pending.shift()?.();
  return {add, idle, ran, pending};
}

describe('createIdleQueue', () => {
  it('runs nothing until the page is idle', () => {
    const {add, ran, pending} = harness(1, 8);
    add(1);
    add(2);
    expect(ran).toEqual([]);
    // One idle callback serves the whole burst.
    expect(pending).toHaveLength(1);
  });

  it('splits a burst into slices of about the slice length, in order', () => {
    const {add, idle, ran, pending} = harness(3, 8);
    for (let id = 1; id <= 7; id += 1) {
      add(id);
    }
    idle();
    expect(ran).toEqual([1, 2, 3]);
    idle();
    expect(ran).toEqual([1, 2, 3, 4, 5, 6]);
    idle();
    expect(ran).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pending).toHaveLength(0);
  });

  it('schedules again for tasks queued after the queue ran dry', () => {
    const {add, idle, ran, pending} = harness(1, 8);
    add(1);
    idle();
    add(2);
    expect(pending).toHaveLength(1);
    idle();
    expect(ran).toEqual([1, 2]);
  });

  it('runs a task longer than a slice on its own rather than never', () => {
    const {add, idle, ran} = harness(20, 8);
    add(1);
    add(2);
    idle();
    expect(ran).toEqual([1]);
    idle();
    expect(ran).toEqual([1, 2]);
  });
});
