import { Fragment } from 'react';
import { articleBlocks, type InlinePart } from '../articles';

function Inline({ parts }: { parts: InlinePart[] }) {
  return parts.map((p, i) =>
    p.strong ? (
      <strong key={i} className="font-semibold text-foreground">
        {p.text}
      </strong>
    ) : (
      <Fragment key={i}>{p.text}</Fragment>
    ),
  );
}

/** An article body from its catalogue text, as React elements (never HTML). */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="grid gap-5 text-base leading-7 text-foreground/90 sm:text-[1.0625rem] sm:leading-8">
      {articleBlocks(body).map((block, i) => {
        if (block.kind === 'heading')
          return (
            <h2 key={i} className="mt-6 text-xl font-semibold tracking-tight text-foreground sm:text-2xl">
              {block.text}
            </h2>
          );
        if (block.kind === 'list')
          return (
            <ul key={i} className="grid list-disc gap-2 pl-6 marker:text-primary">
              {block.items.map((item, j) => (
                <li key={j} className="pl-1">
                  <Inline parts={item} />
                </li>
              ))}
            </ul>
          );
        // A paragraph that is one strong run is a formula or key statement: set it apart.
        const standout = block.parts.length === 1 && block.parts[0].strong;
        return (
          <p
            key={i}
            className={standout ? 'rounded-lg border-l-4 border-primary bg-primary/5 px-4 py-3 text-foreground' : undefined}
          >
            <Inline parts={block.parts} />
          </p>
        );
      })}
    </div>
  );
}
