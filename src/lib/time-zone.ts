// Valora's clock is Brasília's (docs/decisions.md, "Time zone"): calendar days (valid until, today),
// calendar months (plan limits, the monthly goal) and every date shown, whatever the machine's zone.
// Brazil has had no daylight saving since 2019, so this is UTC-3 all year.
export const TIME_ZONE = 'America/Sao_Paulo';
