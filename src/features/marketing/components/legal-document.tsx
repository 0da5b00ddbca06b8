import { getTranslations } from 'next-intl/server';
import { companyCnpj, siteConfig } from '@/config/site';

const CLAUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Paragraphs separated by a blank line; a paragraph of "- " lines is a list. */
function Body({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((block, i) => {
        const lines = block.split('\n').map((l) => l.trim());
        if (lines.every((l) => l.startsWith('- '))) {
          return (
            <ul key={i} className="ml-5 list-disc space-y-1">
              {lines.map((l) => (
                <li key={l}>{l.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{block}</p>;
      })}
    </>
  );
}

/** The Terms of Use or the Privacy Policy: 10 numbered clauses with a table of contents. */
export async function LegalDocument({ doc }: { doc: 'terms' | 'privacy' }) {
  const t = await getTranslations(`legal.${doc}`);
  const common = await getTranslations('legal');
  const { company } = siteConfig;
  const values = {
    company: company.legalName,
    // 'none' leaves the CNPJ clause out of the sentence (the messages select on it).
    cnpj: companyCnpj() ?? 'none',
    address: company.address,
    city: company.city,
    supportEmail: company.supportEmail,
    dpoName: company.dpoName,
    dpoEmail: company.dpoEmail,
  };
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="grid gap-3 border-b pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{common('updatedAt')}</p>
        <p className="text-muted-foreground">{t('intro', values)}</p>
      </header>
      <nav aria-labelledby={`${doc}-toc`} className="my-8 rounded-xl border bg-muted/40 p-6">
        <h2 id={`${doc}-toc`} className="font-semibold">
          {common('contents')}
        </h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {CLAUSES.map((n) => (
            <li key={n}>
              <a href={`#clausula-${n}`} className="text-primary underline-offset-4 hover:underline">
                {n}. {t(`clauses.c${n}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-10">
        {CLAUSES.map((n) => (
          <section key={n} id={`clausula-${n}`} aria-labelledby={`clausula-${n}-title`} className="grid gap-3 leading-relaxed">
            <h2 id={`clausula-${n}-title`} className="text-xl font-semibold">
              {n}. {t(`clauses.c${n}.title`)}
            </h2>
            <div className="grid gap-3 text-muted-foreground">
              <Body text={t(`clauses.c${n}.body`, values)} />
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
