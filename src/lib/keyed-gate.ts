// At most `running` tasks at once per key (an account), up to `queued` more waiting in order; past
// that the task is refused at once, so one key can neither hog a shared resource nor pile up work.

export class GateFullError extends Error {
  constructor(
    readonly key: string,
    /** Tasks of the key running or waiting when it was refused. */
    readonly pending: number,
  ) {
    super('Too many tasks for this key');
    this.name = 'GateFullError';
  }
}

type Lane = { running: number; waiting: (() => void)[] };

export class KeyedGate {
  readonly #lanes = new Map<string, Lane>();

  constructor(readonly limits: { running: number; queued: number }) {}

  /** Tasks of the key running or waiting now. */
  pending(key: string): number {
    const lane = this.#lanes.get(key);
    return lane ? lane.running + lane.waiting.length : 0;
  }

  /** Runs `task` when the key has a free slot; rejects with GateFullError when its queue is full. */
  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let lane = this.#lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.#lanes.set(key, lane);
    }
    if (lane.running >= this.limits.running) {
      if (lane.waiting.length >= this.limits.queued) throw new GateFullError(key, this.pending(key));
      // The slot is handed over by the task that ends (it stays counted), so no newcomer can take it first.
      await new Promise<void>((resolve) => lane.waiting.push(resolve));
    } else lane.running++;
    try {
      return await task();
    } finally {
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.running === 0) this.#lanes.delete(key);
    }
  }
}
