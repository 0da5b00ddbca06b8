import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@/db/client';
import { profiles } from '@/db/schema';
import { getStorage, type FileStorage } from '@/features/storage/storage';
import type { MessageKey } from '@/i18n/message-key';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { withWritableAccount } from './writable';

// The server caps the route's body at the same size before the route reads it.
import { LOGO_MAX_BYTES } from '@/lib/body-limits';

export { LOGO_MAX_BYTES };
/** Against decompression bombs: a small file can still declare a gigantic canvas. */
export const LOGO_MAX_PIXELS = 40_000_000;
const LOGO_MAX_SIDE = 1024;

/** PNG or JPEG by their first bytes, whatever the file is called or claims to be. */
export function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** The logo as stored: re-encoded PNG, at most 1024 px a side, upright, without EXIF/GPS or any other metadata. */
export async function normaliseLogo(bytes: Buffer): Promise<Buffer | MessageKey> {
  if (bytes.length === 0) return 'settings.logoRequired';
  if (bytes.length > LOGO_MAX_BYTES) return 'settings.logoTooLarge';
  if (!imageKind(bytes)) return 'settings.logoNotImage';
  try {
    const image = sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS, failOn: 'error' });
    const { width = 0, height = 0 } = await image.metadata();
    if (width * height > LOGO_MAX_PIXELS) return 'settings.logoTooManyPixels';
    return await image
      .rotate()
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (e) {
    return /pixel limit/i.test(String(e)) ? 'settings.logoTooManyPixels' : 'settings.logoUnreadable';
  }
}

/** Replaces the user's logo: the new file first, then the profile, then the old file goes. */
export async function saveLogo(
  db: Database,
  userId: string,
  bytes: Buffer,
  storage: FileStorage = getStorage(),
): Promise<ActionResult<{ key: string }>> {
  const logo = await normaliseLogo(bytes);
  if (!Buffer.isBuffer(logo)) return fail(logo);
  const key = `logos/${userId}/${randomUUID()}.png`;
  await storage.put(key, logo, 'image/png');
  const result = await withWritableAccount(db, userId, 'settings.readOnly', async (tx) => {
    const current = (
      await tx.select({ logoKey: profiles.logoKey }).from(profiles).where(eq(profiles.userId, userId)).for('update')
    ).at(0);
    await tx
      .insert(profiles)
      .values({ userId, logoKey: key })
      .onConflictDoUpdate({ target: profiles.userId, set: { logoKey: key, updatedAt: new Date() } });
    return ok({ key, previous: current?.logoKey ?? null });
  });
  if (!result.ok) {
    await storage.delete(key);
    return result;
  }
  if (result.data.previous) await storage.delete(result.data.previous);
  return ok({ key });
}

export async function removeLogo(db: Database, userId: string, storage: FileStorage = getStorage()): Promise<ActionResult<null>> {
  const result = await withWritableAccount(db, userId, 'settings.readOnly', async (tx) => {
    const current = (
      await tx.select({ logoKey: profiles.logoKey }).from(profiles).where(eq(profiles.userId, userId)).for('update')
    ).at(0);
    await tx.update(profiles).set({ logoKey: null, updatedAt: new Date() }).where(eq(profiles.userId, userId));
    return ok(current?.logoKey ?? null);
  });
  if (!result.ok) return result;
  if (result.data) await storage.delete(result.data);
  return ok(null);
}

/** The user's logo bytes (PNG), or null: for the settings preview and the proposals' PDFs. */
export async function readLogo(db: Database, userId: string, storage: FileStorage = getStorage()): Promise<Buffer | null> {
  const row = await db.query.profiles.findFirst({ where: eq(profiles.userId, userId), columns: { logoKey: true } });
  return row?.logoKey ? storage.get(row.logoKey) : null;
}

/** A stored logo as an HTTP answer: always PNG (re-encoded on upload), never sniffed or run as a document. */
export function logoResponse(logo: Buffer): Response {
  return new Response(new Uint8Array(logo), {
    headers: {
      'Content-Type': 'image/png',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'private, no-cache',
    },
  });
}
