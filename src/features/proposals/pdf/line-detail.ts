// How a line is priced, in words under its name (the PDF, the public page and the freelancer's
// view): "2,5 h × R$ 100,00 · Desconto −10 % · Mensal · Opcional · Pacote Premium".
import type { PdfFormat } from './format';
import type { ProposalPdfLineDetail } from './model';

export function lineDetailText(detail: ProposalPdfLineDetail | undefined, f: PdfFormat): string {
  if (!detail) return '';
  const number = new Intl.NumberFormat(f.locale, { maximumFractionDigits: 2 });
  const parts: string[] = [];
  if (detail.unit !== 'service') {
    const quantity =
      detail.unit === 'hours' ? f.hours(detail.quantity) : f.t('unitsValue', { quantity: number.format(detail.quantity) });
    parts.push(`${quantity} × ${f.money(detail.unitPriceCents)}`);
  }
  if (detail.discount && detail.discount.value > 0) {
    const off =
      detail.discount.kind === 'percent'
        ? f.t('discountPercentValue', { percent: number.format(detail.discount.value / 100) })
        : `−${f.money(detail.discount.value)}`;
    parts.push(`${f.t('discount')} ${off}`);
  }
  if (detail.recurring) parts.push(f.t('monthly'));
  if (detail.optional) parts.push(f.t('optional'));
  if (detail.packageName) parts.push(f.t('package', { name: detail.packageName }));
  return parts.join(' · ');
}
