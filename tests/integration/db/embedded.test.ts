import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-embedded-'));
const script = path.resolve('tests/integration/support/hold-data-dir.ts');
const children: ChildProcess[] = [];

function run(): { child: ChildProcess; line: (prefix: string) => Promise<string>; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const line = async (prefix: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = out.split('\n').find((l) => l.startsWith(prefix));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no "${prefix}" line in: ${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, line, exit };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('keeps data across restarts, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const first = run();
    const url = (await first.line('ready ')).slice('ready '.length);
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query('create table kept (v text)');
    await client.query("insert into kept values ('acknowledged')");
    expect((await client.query('show fsync')).rows[0].fsync).toBe('on');
    await client.end();

    const second = run();
    const error = await second.line('error ');
    expect(error).toContain('already used by another Valora process');
    expect(await second.exit).toBe(3);

    first.child.kill('SIGTERM');
    await first.line('stopped');
    expect(await first.exit).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'valora.lock'))).toBe(false);

    const third = run();
    const url3 = (await third.line('ready ')).slice('ready '.length);
    const again = new Client({ connectionString: url3 });
    await again.connect();
    expect((await again.query('select v from kept')).rows).toEqual([{ v: 'acknowledged' }]);
    await again.end();
    third.child.kill('SIGINT');
    expect(await third.exit).toBe(0);
  }, 90_000);

  it('leaves the process its own exit code (the library once forced 0, hiding failed test runs)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-exit-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve('tests/integration/support/exit-code-after-stop.ts'), dir],
      {
        stdio: 'ignore',
      },
    );
    children.push(child);
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(7);
  }, 90_000);
});
