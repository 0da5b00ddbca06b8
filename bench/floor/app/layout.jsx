export const metadata = { title: 'Floor', description: 'The framework floor for the Valora benchmark.' };

export default function RootLayout({ children }) {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '0 auto', maxWidth: 720, padding: 24 }}>{children}</body>
    </html>
  );
}
