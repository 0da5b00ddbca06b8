// Reads a static Pix BR Code back (EMV id / two-digit byte length / value), CRC checked: what a
// banking app would read from the QR code or the "copia e cola" text.
import { crc16 } from '../../src/lib/pix';

function fields(text: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  let at = 0;
  while (at < text.length) {
    const id = text.subarray(at, at + 2).toString('utf8');
    const length = Number(text.subarray(at + 2, at + 4).toString('utf8'));
    if (!Number.isInteger(length)) throw new Error(`bad EMV length at ${at}`);
    out.set(id, text.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return out;
}

export function decodePix(payload: string): { key: string; amount: string | null; txid: string; name: string; city: string } {
  const body = payload.slice(0, -4);
  if (crc16(body) !== payload.slice(-4)) throw new Error('bad CRC');
  const top = fields(Buffer.from(payload, 'utf8'));
  const account = fields(top.get('26') ?? Buffer.alloc(0));
  const extra = fields(top.get('62') ?? Buffer.alloc(0));
  return {
    key: account.get('01')?.toString('utf8') ?? '',
    amount: top.get('54')?.toString('utf8') ?? null,
    txid: extra.get('05')?.toString('utf8') ?? '',
    name: top.get('59')?.toString('utf8') ?? '',
    city: top.get('60')?.toString('utf8') ?? '',
  };
}
