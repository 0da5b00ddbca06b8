import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const frameSrc = (csp: string | null) =>
  (csp ?? '')
    .split('; ')
    .find((d) => d.startsWith('frame-src '))
    ?.slice('frame-src '.length);

/** The proxy as loaded with KNOWLEDGE_HUB_URL set to `hubUrl` (env.ts caches what it parsed). */
async function proxyWith(hubUrl: string | undefined) {
  vi.resetModules();
  if (hubUrl === undefined) vi.stubEnv('KNOWLEDGE_HUB_URL', '');
  else vi.stubEnv('KNOWLEDGE_HUB_URL', hubUrl);
  return (await import('@/proxy')).default;
}

function signedIn(path: string) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { cookie: 'valora.session_token=abc' },
  });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('proxy CSP: the Knowledge Hub is the one page that may frame, and only the hub', () => {
  it("allows the configured hub's origin on /app/knowledge in every locale", async () => {
    const proxy = await proxyWith('https://valora.notion.site/Knowledge-Hub-123?pvs=4');
    for (const path of ['/app/knowledge', '/en/app/knowledge', '/de/app/knowledge/']) {
      const csp = proxy(signedIn(path)).headers.get('content-security-policy');
      expect(frameSrc(csp), path).toBe('https://valora.notion.site');
    }
  });

  it("keeps frame-src 'none' on every other page, articles and look-alike paths included", async () => {
    const proxy = await proxyWith('https://valora.notion.site/Knowledge-Hub-123');
    for (const path of [
      '/app/dashboard',
      '/app/knowledge/como-calcular-seu-valor-hora',
      '/app/knowledgebase',
      '/',
      '/auth/login',
    ]) {
      const csp = proxy(signedIn(path)).headers.get('content-security-policy');
      expect(frameSrc(csp), path).toBe("'none'");
    }
  });

  it("keeps frame-src 'none' on the hub page when no hub URL is configured", async () => {
    const proxy = await proxyWith(undefined);
    const csp = proxy(signedIn('/app/knowledge')).headers.get('content-security-policy');
    expect(frameSrc(csp)).toBe("'none'");
  });
});
