import { useTranslations } from 'next-intl';
import { formatCpfOrCnpj } from '@/lib/br-documents';
import { mergeParagraph, type FieldValues, type Segment } from '@/lib/contracts/merge-fields';
import type { ContractDocument } from '../../document';
import type { ContractClauseInput } from '../../document';

/**
 * The whole contract as the client reads it: title, the parties' qualification, the numbered
 * clauses with their fields merged (the values the hash covers; a field still blank shows as a
 * highlighted gap), the proposal's lines as a list. Rendered on the server in the contract's
 * language (the page's locale).
 */
export function ContractText({
  title,
  clauses,
  document,
}: {
  title: string;
  clauses: readonly ContractClauseInput[];
  document: ContractDocument;
}) {
  const t = useTranslations('publicContract');
  const parties = [
    { role: t('professionalRole'), party: document.professional },
    { role: t('clientRole'), party: document.client },
  ];
  return (
    <article
      className="grid gap-6 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
      data-testid="contract-text"
    >
      <h1 className="text-xl font-semibold text-balance sm:text-2xl">{plain(title, document.values)}</h1>
      <section aria-labelledby="contract-parties" className="grid gap-3">
        <h2 id="contract-parties" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t('parties')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          {parties.map(({ role, party }) => (
            <div key={role} className="grid content-start gap-0.5 rounded-lg bg-muted/50 p-3 text-sm break-words">
              <dt className="text-xs font-medium text-muted-foreground">{role}</dt>
              <dd className="font-medium">{party.name || '—'}</dd>
              {party.document && <dd>{t('documentOf', { document: displayDocument(party.document) })}</dd>}
              {party.address && <dd className="text-muted-foreground">{party.address}</dd>}
              {party.email && <dd className="text-muted-foreground">{party.email}</dd>}
            </div>
          ))}
        </dl>
      </section>
      <ol className="grid gap-5">
        {clauses.map((clause, i) => (
          <li key={`${clause.key}-${i}`} className="grid gap-2">
            <h2 className="font-semibold">
              {t('clauseTitle', { number: i + 1, heading: plain(clause.heading, document.values) })}
            </h2>
            {clause.paragraphs.map((paragraph, j) => (
              <Paragraph key={j} segments={mergeParagraph(paragraph, document.values)} blank={t('blank')} />
            ))}
          </li>
        ))}
      </ol>
    </article>
  );
}

/** A CPF or CNPJ kept compact ("52998224725") as people read it; anything else (a foreign id) as written. */
const displayDocument = (value: string) => (/^[0-9A-Z]{11}$|^[0-9A-Z]{12}\d{2}$/.test(value) ? formatCpfOrCnpj(value) : value);

const plain = (text: string, values: FieldValues) =>
  mergeParagraph(text, values)
    .map((s) => (s.kind === 'text' ? s.text : (s.value ?? '____')))
    .join('');

const BULLET = /^\s*[-•*]\s/;

/** Lines of a list value ("- Site: R$ 1.000,00"), without their bullets. */
const listLines = (value: string) =>
  value
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/^\s*(?:[-•*]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);

function Paragraph({ segments, blank }: { segments: Segment[]; blank: string }) {
  // A paragraph that is only a multi-line field (the proposal's lines) reads as a list.
  const only = segments.filter((s) => s.kind === 'field' || s.text.trim() !== '');
  const value = only.length === 1 && only[0].kind === 'field' ? only[0].value : null;
  if (value && (value.includes('\n') || BULLET.test(value))) {
    return (
      <ul className="grid list-disc gap-1 pl-6 leading-relaxed">
        {listLines(value).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    );
  }
  return (
    <p className="leading-relaxed break-words whitespace-pre-line">
      {segments.map((s, i) =>
        s.kind === 'text' ? (
          s.text
        ) : s.value === null ? (
          <mark key={i} className="rounded bg-amber-200/70 px-1 text-amber-950 dark:bg-amber-500/30 dark:text-amber-100">
            {blank}
          </mark>
        ) : (
          <span key={i}>{s.value}</span>
        ),
      )}
    </p>
  );
}
