import type { Locale } from '@/i18n/locales';

// The few texts of what every page loads outside any NextIntlClientProvider (issue 17): the error
// boundaries' card and the toaster's region name. A plain map, so that no page ships next-intl's
// client runtime for them; tests/unit/i18n/shell-texts.test.ts checks each text against the
// catalogue it copies (messages/<locale>.json: errorPage.*, common.notifications).

export type ShellTexts = {
  errorPage: { title: string; body: string; retry: string; home: string; dashboard: string; digest: string };
  notifications: string;
};

export const SHELL_TEXTS: Record<Locale, ShellTexts> = {
  'pt-BR': {
    errorPage: {
      title: 'Algo deu errado',
      body: 'Não conseguimos mostrar esta página agora. Seus dados estão seguros: tente de novo em instantes.',
      retry: 'Tentar de novo',
      home: 'Voltar ao início',
      dashboard: 'Ir para o painel',
      digest: 'Código do erro: {digest}',
    },
    notifications: 'Notificações (Alt+T)',
  },
  en: {
    errorPage: {
      title: 'Something went wrong',
      body: "We couldn't show this page right now. Your data is safe: please try again in a moment.",
      retry: 'Try again',
      home: 'Back to the home page',
      dashboard: 'Go to the dashboard',
      digest: 'Error code: {digest}',
    },
    notifications: 'Notifications (Alt+T)',
  },
  es: {
    errorPage: {
      title: 'Algo salió mal',
      body: 'No pudimos mostrar esta página ahora. Tus datos están seguros: inténtalo de nuevo en unos instantes.',
      retry: 'Intentar de nuevo',
      home: 'Volver al inicio',
      dashboard: 'Ir al panel',
      digest: 'Código del error: {digest}',
    },
    notifications: 'Notificaciones (Alt+T)',
  },
  de: {
    errorPage: {
      title: 'Etwas ist schiefgelaufen',
      body: 'Diese Seite kann gerade nicht angezeigt werden. Deine Daten sind sicher: Versuche es gleich noch einmal.',
      retry: 'Erneut versuchen',
      home: 'Zur Startseite',
      dashboard: 'Zum Dashboard',
      digest: 'Fehlercode: {digest}',
    },
    notifications: 'Benachrichtigungen (Alt+T)',
  },
};

/** The error card's digest line, with the code put into its place in the sentence. */
export function errorDigest(locale: Locale, digest: string): string {
  return SHELL_TEXTS[locale].errorPage.digest.replace('{digest}', digest);
}
