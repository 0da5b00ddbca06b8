// i18n-check: ignore-file: rendered outside any locale (no messages available); the localized 404 is app/[locale]/not-found.tsx.
// Paths outside the locale tree (rare: the proxy routes almost everything into [locale]).
export default function GlobalNotFound() {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0 }}>
        <main style={{ textAlign: 'center' }}>
          <h1>404</h1>
          <p>Página não encontrada</p>
          {/* A plain link: next/link's code would be copied into this boundary's chunk, which every page loads (issue 17). */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Valora</a>
        </main>
      </body>
    </html>
  );
}
