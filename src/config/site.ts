// Site configuration: the business facts the public site states. The operator edits this file
// so that every claim is true for the company running Valora (docs/decisions.md, "Claims on the public
// site"). Values here are the spec's defaults.
import type { Locale } from '@/i18n/routing';
import { formatCnpj, isValidCnpj } from '@/lib/br-documents';

export type Testimonial = {
  name: string;
  handle: string;
  /** Optional avatar under /public; without one, the initials are shown. */
  avatar?: string;
  text: Record<Locale, string>;
};

export const siteConfig = {
  company: {
    legalName: 'Valora Tecnologia Ltda',
    /**
     * The operator's CNPJ, printed in the footer and the legal documents only when it passes the
     * check digits (companyCnpj below). Unset (null) until the operator fills in the real one: a
     * placeholder such as 00.000.000/0001-00 would be a false statement.
     */
    cnpj: null as string | null,
    address: 'Av. Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100',
    city: 'São Paulo - SP',
    supportEmail: 'suporte@valora.app',
    dpoName: 'Encarregado de Proteção de Dados da Valora',
    dpoEmail: 'privacidade@valora.app',
  },
  /** Chat link used by the payment-error page ("falar com o suporte"). */
  supportChatPath: '/pro-atende',
  /** Social proof of the closing call to action. */
  socialProof: {
    activeProfessionals: 2847,
    revenueGeneratedCents: 210_000_000,
    increasedIncomePercent: 89,
  },
  /**
   * Only say "reviewed by lawyers" when a lawyer really reviewed the contract templates: until the
   * operator sets it, every text calls them "modelos para adaptar".
   */
  // Widened to boolean: a switch flipped here, the pages must handle both values.
  contractsReviewedByLawyers: false as boolean,
  guaranteeDays: 7,
  testimonials: [
    {
      name: 'Mariana Costa',
      handle: '@mari.designer',
      text: {
        'pt-BR':
          'Eu cobrava por intuição. Com o Valora descobri que meu valor/hora estava 40% abaixo do que eu precisava para pagar as contas e ainda crescer.',
        en: 'I used to price by gut feeling. Valora showed me my hourly rate was 40% below what I needed to pay the bills and still grow.',
        es: 'Cobraba por intuición. Con Valora descubrí que mi tarifa por hora estaba un 40% por debajo de lo que necesitaba para pagar las cuentas y seguir creciendo.',
        de: 'Ich habe nach Bauchgefühl kalkuliert. Valora hat mir gezeigt, dass mein Stundensatz 40 % unter dem lag, was ich zum Leben und Wachsen brauche.',
      },
    },
    {
      name: 'Rafael Almeida',
      handle: '@rafadev',
      text: {
        'pt-BR': 'As propostas em PDF deixaram meu trabalho com cara de agência. Fechei dois clientes novos no primeiro mês.',
        en: 'The PDF proposals made my work look like an agency’s. I closed two new clients in the first month.',
        es: 'Las propuestas en PDF le dieron a mi trabajo aspecto de agencia. Cerré dos clientes nuevos el primer mes.',
        de: 'Mit den PDF-Angeboten wirkt meine Arbeit wie die einer Agentur. Im ersten Monat habe ich zwei neue Kunden gewonnen.',
      },
    },
    {
      name: 'Juliana Ribeiro',
      handle: '@ju.social',
      text: {
        'pt-BR': 'Finalmente sei em que etapa está cada cliente. O funil de vendas me lembra de quem precisa de retorno.',
        en: 'I finally know where every client stands. The sales pipeline reminds me who needs a follow-up.',
        es: 'Por fin sé en qué etapa está cada cliente. El embudo de ventas me recuerda a quién debo responder.',
        de: 'Endlich weiß ich, wo jeder Kunde steht. Die Vertriebspipeline erinnert mich, wer eine Rückmeldung braucht.',
      },
    },
  ] as Testimonial[],
} as const;

/** The operator's CNPJ, masked, when it is set and valid; null otherwise (then it is not shown). */
export function companyCnpj(cnpj: string | null = siteConfig.company.cnpj): string | null {
  return cnpj && isValidCnpj(cnpj) ? formatCnpj(cnpj) : null;
}
