import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QrCode } from '@/components/qr-code';
import { qrSvgPath } from '@/lib/qr';

describe('QrCode', () => {
  it('renders one labelled SVG: white ground, the black path, crisp edges', () => {
    const value = '00020126330014br.gov.bcb.pix0111123456789095204000053039865802BR5901N6006BRASIL62070503***6304ABCD';
    const html = renderToStaticMarkup(createElement(QrCode, { value, label: 'QR code Pix', className: 'size-40' }));
    const { size, d } = qrSvgPath(value);
    expect(html).toMatch(/^<svg [^>]*role="img"/);
    expect(html).toContain('aria-label="QR code Pix"');
    expect(html).toContain(`viewBox="0 0 ${size} ${size}"`);
    expect(html).toContain('shape-rendering="crispEdges"');
    expect(html).toContain('size-40');
    expect(html).toContain(`<rect width="${size}" height="${size}" fill="#ffffff"></rect>`);
    expect(html).toContain(`<path d="${d}" fill="#000000"></path>`);
  });
});
