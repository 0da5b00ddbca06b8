// Who gets what of the proposal templates (docs/decisions.md, "Plans"): every account saves and uses
// its own templates; Valora's web-project templates are the Web Designer plan's ("web templates").
import type { PlanId } from '@/lib/plans';

export function webTemplatesFor(plan: { id: PlanId }): boolean {
  return plan.id === 'web';
}
