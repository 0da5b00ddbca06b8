/** The landing's sections, in the order of the header links. */
export const SITE_SECTIONS = [
  { id: 'como-funciona', key: 'howItWorks' },
  { id: 'features', key: 'features' },
  { id: 'precos', key: 'pricing' },
  { id: 'faq', key: 'faq' },
] as const;
