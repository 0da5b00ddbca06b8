/** A service's deliverables as items: one per line break, blank ones dropped (PDF and client page alike). */
export function deliverableItems(deliverables: string): string[] {
  return deliverables
    .split(/\r?\n/)
    .map((item) => item.trim())
    .filter(Boolean);
}
