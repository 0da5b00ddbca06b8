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
    expect((refused as GateFullError).pending).toBe(2);
    hold.resolve();
    await Promise.all([first, second]);
  });
});
