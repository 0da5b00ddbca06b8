// The static page at the landing's volume, loading what the landing loads before it can paint: the
// product's own stylesheet (render-blocking, in <head>) and its preloaded web font, both copied from
// the product's build into public/styled by `npm run bench` before the floor starts. Lighthouse runs
// it beside the bare static page and the landing: the framework's own figure for a page of the
// landing's size that has a stylesheet and a web font (docs/performance.md).
import { preload } from 'react-dom';
import { VolumeBody } from '../volume-body';

export default function StyledVolume() {
  preload('/styled/font-0.woff2', { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <>
      <link rel="stylesheet" href="/styled/site.css" precedence="default" />
      {/* The layout's <body> sets a system font inline; the stylesheet's own family (the web font) here. */}
      <div style={{ fontFamily: 'var(--default-font-family)' }}>
        <VolumeBody title="Static floor page at volume, styled" who="Prerendered" sections={6} base="/styled-volume" />
      </div>
    </>
  );
}
