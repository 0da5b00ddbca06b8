// The body of the floor's pages "at volume": a sidebar of links with icons, a header, cards of
// forms and lists styled with utility classes, and a few dozen client islands, about as much HTML
// as a page of Valora's. /dynamic-volume renders it after the one query, /static-volume at build time.
import Link from 'next/link';
import { Toggle } from './toggle';

const CARD = 'flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm';
const LINK =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent';
const INPUT =
  'h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:ring-[3px]';
const BUTTON =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium outline-none focus-visible:ring-[3px] disabled:opacity-50';

function Icon({ d }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4"
      aria-hidden="true"
    >
      <path d={d} />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}
const PATH = 'M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z M9 22V12h6v10';

const ROWS = 8;

export function VolumeBody({ title, who, sections, base }) {
  return (
    <div className="flex min-h-dvh">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r p-4 md:flex">
        <nav aria-label="Main">
          <ul className="grid gap-1">
            {Array.from({ length: 12 }, (_, i) => (
              <li key={i}>
                <Link href={`${base}?section=${i}`} className={LINK}>
                  <Icon d={PATH} />
                  <span>Section {i + 1}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b px-3 backdrop-blur sm:px-6">
          <Toggle label="Menu" hint="Open the menu" className={BUTTON} />
          <Toggle label="Language" hint="Change the language" className={BUTTON} />
          <Toggle label="Theme" hint="Change the theme" className={BUTTON} />
        </header>
        <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 pt-6 pb-24 sm:px-6">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-lg">{who}</p>
          {Array.from({ length: sections }, (_, s) => (
            <section key={s} className={CARD} aria-labelledby={`s${s}`}>
              <div className="grid auto-rows-min items-start gap-1.5 px-6">
                <h2 id={`s${s}`} className="text-lg font-semibold leading-none">
                  Card {s + 1}
                </h2>
                <p className="text-sm text-muted-foreground">A description of what this card shows and why it matters.</p>
              </div>
              <form className="grid gap-4 px-6 sm:grid-cols-2">
                {Array.from({ length: ROWS }, (_, r) => (
                  <div key={r} className="grid gap-2">
                    <label
                      htmlFor={`f${s}-${r}`}
                      className="flex items-center gap-2 text-sm leading-none font-medium select-none"
                    >
                      Field {r + 1} <Icon d={PATH} />
                    </label>
                    <input
                      id={`f${s}-${r}`}
                      name={`f${r}`}
                      inputMode="decimal"
                      defaultValue={`${(s + 1) * (r + 7)},00`}
                      className={INPUT}
                    />
                    <p className="text-xs text-muted-foreground">
                      Hint for field {r + 1} of card {s + 1}.
                    </p>
                  </div>
                ))}
                <Toggle label={`Save ${s + 1}`} hint="Save this card" className={BUTTON} />
              </form>
            </section>
          ))}
        </main>
      </div>
    </div>
  );
}
