'use client';

import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/carousel-icons';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-classes';

export const SHOWCASE_INTERVAL_MS = 5000;

// Joins class names (no tailwind-merge in this island: its classes do not conflict).
const cn = (...classes: string[]) => classes.join(' ');

export type ShowcaseSlide = { title: string; body: string; stepLabel: string; illustration: ReactNode };
type Labels = { region: string; previous: string; next: string; pause: string; play: string };

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The four-step showcase: advances every 5 s, can be paused, every control reachable by keyboard.
 * With prefers-reduced-motion it starts paused and does not animate.
 */
export function ShowcaseCarousel({ slides, labels }: { slides: ShowcaseSlide[]; labels: Labels }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a media query is read after hydration, so the server HTML and the first render agree
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  const go = useCallback((next: number) => setIndex((next + slides.length) % slides.length), [slides.length]);

  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), SHOWCASE_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [playing, slides.length, index]);

  // Tabs pattern: the arrow keys move between the steps.
  function onTabKey(e: KeyboardEvent<HTMLButtonElement>) {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + slides.length) % slides.length;
    go(next);
    (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  }

  return (
    <div role="region" aria-roledescription="carousel" aria-label={labels.region} className="grid gap-6">
      <div className="flex flex-wrap items-center justify-center gap-2" role="tablist" aria-label={labels.region}>
        {slides.map((s, i) => (
          <button
            key={s.title}
            type="button"
            role="tab"
            aria-selected={i === index}
            tabIndex={i === index ? 0 : -1}
            aria-controls={`showcase-slide-${i}`}
            onClick={() => go(i)}
            onKeyDown={onTabKey}
            className={cn(
              'rounded-full border px-4 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
              i === index
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-card text-muted-foreground hover:text-foreground',
            )}
          >
            <span aria-hidden="true">{i + 1}. </span>
            {s.title}
          </button>
        ))}
      </div>
      {/* Every slide sits in the same grid cell, the others invisible (hidden from assistive
          technology and the tab order as well), so the carousel is as tall as its tallest slide and
          the sections below do not jump every 5 s under a reader who scrolled to them. */}
      <div aria-live={playing ? 'off' : 'polite'} className="grid grid-cols-[minmax(0,1fr)]">
        {slides.map((s, i) => (
          <div
            key={s.title}
            id={`showcase-slide-${i}`}
            role="tabpanel"
            aria-roledescription="slide"
            aria-label={s.stepLabel}
            data-active={i === index}
            className={cn(
              'col-start-1 row-start-1 grid items-center gap-8 rounded-2xl border bg-card p-6 shadow-sm grid-cols-[minmax(0,1fr)] md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] md:p-10',
              i === index ? 'motion-safe:animate-in motion-safe:fade-in motion-safe:duration-500' : 'invisible',
            )}
          >
            <div className="grid gap-3">
              <p className="text-sm font-semibold text-primary">{s.stepLabel}</p>
              <h3 className="text-2xl font-bold">{s.title}</h3>
              <p className="text-muted-foreground">{s.body}</p>
            </div>
            <div aria-hidden="true">{s.illustration}</div>
          </div>
        ))}
      </div>
      <div className="flex items-center justify-center gap-2">
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'icon' })}
          onClick={() => go(index - 1)}
          aria-label={labels.previous}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'icon' })}
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? labels.pause : labels.play}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'icon' })}
          onClick={() => go(index + 1)}
          aria-label={labels.next}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}
