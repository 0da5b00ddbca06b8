// The server's memory after a full garbage collection, for the load benchmark's RSS readings.
// Without one, RSS depends on when V8 last collected: after PDF renders it swung between 430 and
// 630 MB from one hundred renders to the next with no leak at all. The launcher starts Node with
// `--inspect-port` (nothing listens yet); SIGUSR1 opens the inspector on that port, and the
// DevTools protocol asks for the collection and for process.memoryUsage().
import WebSocket from 'ws';

export type ServerMemory = { rssMb: number; heapUsedMb: number; externalMb: number };

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function debuggerUrl(port: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
      const target = targets.at(0);
      if (target) return target.webSocketDebuggerUrl;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server's inspector did not open on port ${port}`);
}

export type Inspector = { call: (method: string, params?: object) => Promise<unknown>; close: () => void };

/** Opens the inspector of the server process `pid` (SIGUSR1) and speaks the DevTools protocol to it. */
export async function openInspector(pid: number, inspectPort: number): Promise<Inspector> {
  process.kill(pid, 'SIGUSR1');
  const ws = new WebSocket(await debuggerUrl(inspectPort));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let id = 0;
  const pending = new Map<number, (result: unknown) => void>();
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      pending.set(++id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => ws.close() };
}

/** Collects garbage in the server process `pid` (twice, so weak references go too) and reads its memory. */
export async function memoryAfterGc(pid: number, inspectPort: number, readRss: () => number): Promise<ServerMemory> {
  const { call, close } = await openInspector(pid, inspectPort);
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const { result } = (await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const usage = JSON.parse(result.value) as NodeJS.MemoryUsage;
    return { rssMb: readRss(), heapUsedMb: mb(usage.heapUsed), externalMb: mb(usage.external) };
  } finally {
    close();
  }
}
