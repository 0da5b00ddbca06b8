import { describe, expect, it } from 'vitest';
import { readLimitedBody } from '@/lib/limited-body';

function streamOf(chunks: number, chunkSize: number, onPull: () => void) {
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        onPull();
        if (sent++ >= chunks) controller.close();
        else controller.enqueue(new Uint8Array(chunkSize).fill(97));
      },
    },
    { highWaterMark: 0 },
  );
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readLimitedBody', () => {
  it('returns the whole body when it fits, including exactly at the limit', async () => {
    expect(new TextDecoder().decode((await readLimitedBody(post('olá'), 10))!)).toBe('olá');
    expect((await readLimitedBody(post('x'.repeat(10)), 10))?.byteLength).toBe(10);
    expect((await readLimitedBody(new Request('http://localhost/x'), 10))?.byteLength).toBe(0);
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    let pulls = 0;
    const request = post(
      streamOf(1, 5, () => pulls++),
      { 'content-length': '11' },
    );
    expect(await readLimitedBody(request, 10)).toBeNull();
    expect(pulls).toBe(0);
  });

  it('stops reading a stream as soon as it passes the limit', async () => {
    let pulls = 0;
    const request = post(streamOf(1000, 1024, () => pulls++));
    expect(await readLimitedBody(request, 4096)).toBeNull();
    expect(pulls).toBeLessThan(10);
  });
});
