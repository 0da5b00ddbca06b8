import { describe, expect, it } from 'vitest';
import { GateFullError, KeyedGate } from '@/lib/keyed-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('KeyedGate', () => {
  it('runs at most `running` tasks of a key at once, queues `queued` more in order, refuses the rest', async () => {
    const gate = new KeyedGate({ running: 2, queued: 2 });
    const started: number[] = [];
    const done = Array.from({ length: 5 }, deferred);
    const runs = done.map((d, i) =>
      gate.run('acct', async () => {
        started.push(i);
        await d.promise;
        return i;
      }),
    );
    const fifth = runs.pop()!.catch((error: unknown) => error);
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.pending('acct')).toBe(4);
    expect(await fifth).toBeInstanceOf(GateFullError);
    // Another key is not held up by this one.
    expect(await gate.run('other', async () => 'free')).toBe('free');
    done[0].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    // A newcomer cannot take the slot a waiting task was handed: still 2 running, 1 waiting + 1 new.
    const late = gate.run('acct', async () => 'late');
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const d of done) d.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(await late).toBe('late');
    expect(gate.pending('acct')).toBe(0);
  });

  it('frees the slot when a task throws', async () => {
    const gate = new KeyedGate({ running: 1, queued: 0 });
    await expect(gate.run('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('k', async () => 1)).toBe(1);
    expect(gate.pending('k')).toBe(0);
  });

  it('tells how many tasks were pending when it refused', async () => {
    const gate = new KeyedGate({ running: 1, queued: 1 });
    const hold = deferred();
    const first = gate.run('k', () => hold.promise);
    const second = gate.run('k', async () => {});
    const refused = await gate.run('k', async () => {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GateFullError);
    // The refusal names the key and the load it met, for the log line that reports it.
    expect(refused).toMatchObject({ key: 'k', pending: 2, name: 'GateFullError', message: 'Too many tasks for this key' });
    expect(refused).toBeInstanceOf(Error);
    hold.resolve();
    await Promise.all([first, second]);
  });

  it('runs one task at a time with a limit of one, handing the slot to the next in order', async () => {
    const gate = new KeyedGate({ running: 1, queued: 5 });
    const order: string[] = [];
    const hold = deferred();
    const first = gate.run('k', async () => {
      order.push('first');
      await hold.promise;
      order.push('first done');
    });
    const second = gate.run('k', async () => void order.push('second'));
    const third = gate.run('k', async () => void order.push('third'));
    await tick();
    expect(order).toEqual(['first']);
    expect(gate.pending('k')).toBe(3);
    hold.resolve();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first', 'first done', 'second', 'third']);
    expect(gate.pending('k')).toBe(0);
  });

  it('with no queue, a second task of the key is refused at once while the first runs', async () => {
    const gate = new KeyedGate({ running: 1, queued: 0 });
    const hold = deferred();
    const first = gate.run('k', () => hold.promise);
    await expect(gate.run('k', async () => {})).rejects.toBeInstanceOf(GateFullError);
    hold.resolve();
    await first;
    // Once it ended, the key runs again.
    expect(await gate.run('k', async () => 'again')).toBe('again');
  });

  it('counts nothing pending for a key it never saw', () => {
    expect(new KeyedGate({ running: 1, queued: 1 }).pending('nobody')).toBe(0);
  });
});
