import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { profiles, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { LOGO_MAX_BYTES, readLogo, removeLogo, saveLogo } from '@/features/account/logo';
import { DiskStorage } from '@/features/storage/disk';
import { S3Storage } from '@/features/storage/s3';
import { readLimitedBody } from '@/lib/limited-body';

let n = 0;
const newUser = () => createVerifiedUser(getDb(), { email: `logo${++n}@exemplo.com`, password: 'senha-forte-123' });
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-uploads-'));
const disk = new DiskStorage(folder);
const png = (width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: '#4f46e5' } })
    .png()
    .toBuffer();
const keyOf = async (userId: string) => (await getDb().select().from(profiles).where(eq(profiles.userId, userId)))[0].logoKey;

describe('logo upload rules', () => {
  it('stores a PNG under a server-made name and serves the same image back', async () => {
    const userId = await newUser();
    const result = await saveLogo(getDb(), userId, await png(), disk);
    expect(result.ok).toBe(true);
    const key = await keyOf(userId);
    expect(key).toMatch(new RegExp(`^logos/${userId}/[0-9a-f-]{36}\\.png$`));
    const back = await readLogo(getDb(), userId, disk);
    expect((await sharp(back!).metadata()).format).toBe('png');
  });

  it('refuses an empty body, a renamed non-image and 5 MB + 1 byte, and writes nothing', async () => {
    const userId = await newUser();
    expect(await saveLogo(getDb(), userId, Buffer.alloc(0), disk)).toMatchObject({ ok: false, message: 'settings.logoRequired' });
    const pdfCalledPng = Buffer.from('%PDF-1.7\n% not an image, whatever its name says');
    expect(await saveLogo(getDb(), userId, pdfCalledPng, disk)).toMatchObject({ ok: false, message: 'settings.logoNotImage' });
    const big = Buffer.concat([await png(), Buffer.alloc(LOGO_MAX_BYTES + 1)]);
    expect(await saveLogo(getDb(), userId, big, disk)).toMatchObject({ ok: false, message: 'settings.logoTooLarge' });
    // A PNG header on garbage: looks like an image, is not one.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
    expect(await saveLogo(getDb(), userId, fake, disk)).toMatchObject({ ok: false, message: 'settings.logoUnreadable' });
    expect(await keyOf(userId)).toBeNull();
  });

  it('reads a body only up to the limit: 5 MB + 1 byte is refused without holding it all', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const upload = (body: ReadableStream<Uint8Array>) =>
      new Request('http://localhost/api/account/logo', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(await readLimitedBody(upload(endless), LOGO_MAX_BYTES)).toBeNull();
    expect(pulled).toBeLessThanOrEqual(LOGO_MAX_BYTES + 2 * chunk.byteLength);
    const exact = new Blob([new Uint8Array(LOGO_MAX_BYTES)]).stream();
    expect((await readLimitedBody(upload(exact), LOGO_MAX_BYTES))!.length).toBe(LOGO_MAX_BYTES);
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const userId = await newUser();
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan(LOGO_MAX_BYTES);
    expect(await saveLogo(getDb(), userId, bomb, disk)).toMatchObject({ ok: false, message: 'settings.logoTooManyPixels' });
  });

  it('an image with EXIF and GPS comes back re-encoded without them, upright and at most 1024 px', async () => {
    const userId = await newUser();
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0a0' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'segredo' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect((await saveLogo(getDb(), userId, photo, disk)).ok).toBe(true);
    const stored = (await readLogo(getDb(), userId, disk))!;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1024, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('segredo'))).toBe(false);
  });

  it('replacing deletes the old file; removing deletes the file and the key; read-only after the trial', async () => {
    const userId = await newUser();
    await saveLogo(getDb(), userId, await png(), disk);
    const first = (await keyOf(userId))!;
    await saveLogo(getDb(), userId, await png(100, 100), disk);
    const second = (await keyOf(userId))!;
    expect(second).not.toBe(first);
    expect(await disk.get(first)).toBeNull();
    expect(await removeLogo(getDb(), userId, disk)).toEqual({ ok: true, data: null });
    expect(await keyOf(userId)).toBeNull();
    expect(await disk.get(second)).toBeNull();

    await getDb()
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, userId));
    expect(await saveLogo(getDb(), userId, await png(), disk)).toMatchObject({ ok: false, message: 'settings.readOnly' });
    expect(fs.readdirSync(path.join(folder, 'logos', userId))).toEqual([]); // the refused upload left no file
  });
});

describe('S3-compatible storage (a local s3rver speaking the S3 API)', () => {
  const s3Folder = fs.mkdtempSync(path.join(os.tmpdir(), 'valora-s3-'));
  let server: S3rver;
  let s3: S3Storage;

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Folder,
      configureBuckets: [{ name: 'valora', configs: [] }],
    });
    const { port } = await server.run();
    s3 = new S3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'valora',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('puts, gets, replaces and deletes a logo through the S3 API', async () => {
    const userId = await newUser();
    expect((await saveLogo(getDb(), userId, await png(), s3)).ok).toBe(true);
    const key = (await keyOf(userId))!;
    expect((await sharp((await s3.get(key))!).metadata()).format).toBe('png');
    await saveLogo(getDb(), userId, await png(10, 10), s3);
    expect(await s3.get(key)).toBeNull();
    await removeLogo(getDb(), userId, s3);
    expect(await s3.get((await keyOf(userId)) ?? key)).toBeNull();
  });

  it('deletes a folder and only that folder', async () => {
    await s3.put('pdf-cache/conta-a/um.pdf', Buffer.from('1'), 'application/pdf');
    await s3.put('pdf-cache/conta-a/dois.pdf', Buffer.from('2'), 'application/pdf');
    await s3.put('pdf-cache/conta-ab/tres.pdf', Buffer.from('3'), 'application/pdf');
    await s3.deletePrefix('pdf-cache/conta-a/');
    expect(await s3.get('pdf-cache/conta-a/um.pdf')).toBeNull();
    expect(await s3.get('pdf-cache/conta-a/dois.pdf')).toBeNull();
    expect((await s3.get('pdf-cache/conta-ab/tres.pdf'))?.toString()).toBe('3');
    await s3.deletePrefix('pdf-cache/nenhuma/');
    await expect(s3.deletePrefix('pdf-cache/conta-ab')).rejects.toThrow(/ends with/);
  });
});

describe('a folder deleted from the disk storage', () => {
  it('removes its files and nothing beside it, and refuses a prefix that is not a folder', async () => {
    await disk.put('pdf-cache/conta-a/um.pdf', Buffer.from('1'));
    await disk.put('pdf-cache/conta-ab/dois.pdf', Buffer.from('2'));
    await disk.deletePrefix('pdf-cache/conta-a/');
    expect(await disk.get('pdf-cache/conta-a/um.pdf')).toBeNull();
    expect((await disk.get('pdf-cache/conta-ab/dois.pdf'))?.toString()).toBe('2');
    await disk.deletePrefix('pdf-cache/nenhuma/');
    await expect(disk.deletePrefix('pdf-cache/conta-ab')).rejects.toThrow(/ends with/);
    await expect(disk.deletePrefix('../fora/')).rejects.toThrow(/unsafe/);
  });
});
