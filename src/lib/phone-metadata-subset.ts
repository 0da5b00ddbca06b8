// Brazil's part of a libphonenumber-js metadata set: the one country the Brazilian phone rules
// need (scripts/phone-metadata.ts writes it out; a unit test compares it with the installed one).

type Metadata = { version: number; country_calling_codes: Record<string, string[]>; countries: Record<string, unknown> };

export function brazilMetadataFrom(full: Metadata) {
  return {
    version: full.version,
    country_calling_codes: { '55': ['BR'] },
    countries: { BR: full.countries.BR },
    nonGeographic: {},
  };
}
