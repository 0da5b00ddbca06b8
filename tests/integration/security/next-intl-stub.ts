// Stand-ins for next-intl/server in the isolation sweep. Outside Next.js the real one has no request
// config; translations are not what is tested here, so a translator echoes the key and its values
// (a row's text passed into a message still shows up in the page's tree, where a leak is looked for).
import { serialise } from './registry/helpers';

function translator() {
  const t = (key: string, values?: unknown) => (values === undefined ? key : `${key} ${serialise(values)}`);
  return Object.assign(t, { rich: t, markup: t, raw: (key: string) => key, has: () => true });
}

export const nextIntlServerStub = {
  getTranslations: async () => translator(),
  getLocale: async () => 'pt-BR',
  getFormatter: async () => ({
    dateTime: (date: Date) => date.toISOString(),
    number: (n: number) => String(n),
    relativeTime: (date: Date) => date.toISOString(),
    list: (items: string[]) => items.join(', '),
  }),
  setRequestLocale: () => {},
};
