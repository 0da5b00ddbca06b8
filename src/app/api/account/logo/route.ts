// /api/account/logo: the signed-in user's logo. GET serves it, POST (the image file as the body)
// replaces it, DELETE removes it. See docs/security.md, "Input, output, files": size refused before buffering, magic bytes,
// pixel limit, re-encoded without metadata, stored under a name the server makes.
import { getDb } from '@/db';
import { LOGO_MAX_BYTES, logoResponse, readLogo, removeLogo, saveLogo } from '@/features/account/logo';
import { getSession } from '@/features/auth/session';
import { readLimitedBody } from '@/lib/limited-body';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const STATUS: Record<string, number> = {
  'settings.logoRequired': 400,
  'settings.logoNotImage': 415,
  'settings.logoTooLarge': 413,
  'settings.logoTooManyPixels': 413,
  'settings.logoUnreadable': 422,
  'settings.readOnly': 403,
};

// Cross-site POST and DELETE are refused before this, in src/proxy.ts.
async function signedInUser() {
  const session = await getSession();
  if (!session) return { error: Response.json({ error: 'UNAUTHORIZED' }, { status: 401 }) };
  return { user: session.user };
}

export async function GET(_request: Request) {
  const { user, error } = await signedInUser();
  if (error) return error;
  const logo = await readLogo(getDb(), user.id);
  if (!logo) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  return logoResponse(logo);
}

export async function POST(request: Request) {
  const { user, error } = await signedInUser();
  if (error) return error;
  // A declared size over the limit is refused before reading; a body that grows past it is cut off.
  const body = await readLimitedBody(request, LOGO_MAX_BYTES);
  if (!body) return Response.json({ message: 'settings.logoTooLarge' }, { status: 413 });
  const result = await saveLogo(getDb(), user.id, Buffer.from(body));
  if (!result.ok) return Response.json({ message: result.message }, { status: STATUS[result.message] ?? 400 });
  return Response.json({ ok: true });
}

export async function DELETE(_request: Request) {
  const { user, error } = await signedInUser();
  if (error) return error;
  const result = await removeLogo(getDb(), user.id);
  if (!result.ok) return Response.json({ message: result.message }, { status: STATUS[result.message] ?? 400 });
  return Response.json({ ok: true });
}
