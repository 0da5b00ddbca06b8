import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { pixPayload } from '@/lib/pix';
import { qrMatrix, qrSvgPath } from '@/lib/qr';

const PX = 4; // pixels per module

/** Paints the path's rectangles black on a white RGBA bitmap; fails on any command it does not expect. */
function rasterisePath(path: { size: number; d: string }) {
  const width = path.size * PX;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const runs = [...path.d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
  expect(runs.map((m) => m[0]).join('')).toBe(path.d); // nothing but runs
  for (const [, x, y, run, back] of runs) {
    expect(back).toBe(run);
    for (let py = Number(y) * PX; py < (Number(y) + 1) * PX; py++)
      for (let px = Number(x) * PX; px < (Number(x) + Number(run)) * PX; px++)
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  }
  return { data, width };
}

function decode(text: string) {
  const { data, width } = rasterisePath(qrSvgPath(text));
  return jsQR(data, width, width)?.data;
}

const deposit = pixPayload({
  key: 'ana@anasouza.com.br',
  merchantName: 'Ana Souza Estudio Digital',
  merchantCity: 'Sao Paulo',
  amountCents: 281_250,
  txid: 'VALORA42v3',
});

describe('qrSvgPath', () => {
  it('draws a Pix payload that a QR reader decodes to the exact text', () => {
    expect(decode(deposit)).toBe(deposit);
  });

  it('draws a long payload (a long e-mail key, a description, a long txid) that still decodes exactly', () => {
    const long = pixPayload({
      key: 'financeiro.projetos.identidade-visual@fulanodetalcomunicacao.com.br',
      merchantName: 'Fulano de Tal Comunicacao Visual',
      merchantCity: 'Rio de Janeiro',
      amountCents: 1_234_567_89,
      txid: 'PROPOSTA2026ABCDEFGHIJKLMNOP',
      description: 'Sinal',
    });
    expect(long.length).toBeGreaterThan(200);
    expect(decode(long)).toBe(long);
  });

  it('leaves a quiet zone of the given margin around the symbol', () => {
    const matrix = qrMatrix(deposit);
    const path = qrSvgPath(deposit, { margin: 2 });
    expect(path.size).toBe(matrix.size + 4);
    expect(qrSvgPath(deposit).size).toBe(matrix.size + 8);
    const coords = [...path.d.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, run]) => [Number(x), Number(y), Number(run)]);
    expect(Math.min(...coords.map(([x]) => x))).toBe(2);
    expect(Math.min(...coords.map(([, y]) => y))).toBe(2);
    expect(Math.max(...coords.map(([x, , run]) => x + run))).toBe(path.size - 2);
    expect(Math.max(...coords.map(([, y]) => y + 1))).toBe(path.size - 2);
  });

  it('draws exactly the dark modules of the matrix, each once', () => {
    const matrix = qrMatrix(deposit);
    const path = qrSvgPath(deposit, { margin: 0 });
    const painted = new Set<string>();
    for (const [, x, y, run] of path.d.matchAll(/M(\d+) (\d+)h(\d+)/g))
      for (let i = 0; i < Number(run); i++) {
        const key = `${Number(x) + i},${y}`;
        expect(painted.has(key)).toBe(false);
        painted.add(key);
      }
    for (let y = 0; y < matrix.size; y++)
      for (let x = 0; x < matrix.size; x++) expect(painted.has(`${x},${y}`)).toBe(matrix.dark(x, y));
    expect(matrix.dark(-1, 0)).toBe(false);
    expect(matrix.dark(0, matrix.size)).toBe(false);
  });

  it('has no dark module outside the symbol, next to any edge (the matrix is stored row after row)', () => {
    const matrix = qrMatrix(deposit);
    for (let i = -1; i <= matrix.size; i++) {
      for (const [x, y] of [
        [-1, i],
        [matrix.size, i],
        [i, -1],
        [i, matrix.size],
      ])
        expect(matrix.dark(x, y), `${x},${y}`).toBe(false);
    }
    // Inside, both colours occur on the edges (finder patterns are dark, the separators light).
    expect(matrix.dark(0, 0)).toBe(true);
    expect(matrix.dark(matrix.size - 1, 0)).toBe(true);
    expect(matrix.dark(7, 0)).toBe(false);
  });
});
