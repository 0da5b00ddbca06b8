// i18n-check: ignore-file: rendered outside any locale (no messages available); the localized 404 is app/[locale]/not-found.tsx.
import Link from 'next/link';

// Paths outside the locale tree (rare: the proxy routes almost everything into [locale]).
export default function GlobalNotFound() {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0 }}>
        <main style={{ textAlign: 'center' }}>
          <h1>404</h1>
          <p>Página não encontrada</p>
          <Link href="/">Valora</Link>
        </main>
      </body>
    </html>
  );
}
