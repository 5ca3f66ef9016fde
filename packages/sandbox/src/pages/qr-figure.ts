import { renderSVG } from 'uqr';
import { escapeHtml } from './escape-html.js';

/** A QR code of `payData` as an inline SVG figure, with the text it holds as its caption. */
export function qrFigure(payData: string): string {
  const svg = renderSVG(payData, { ecc: 'M', pixelSize: 6, border: 4 });
  return `<figure class="qr" data-pay-data="${escapeHtml(payData)}">${svg}<figcaption><small>Scan to pay: <code>${escapeHtml(payData)}</code></small></figcaption></figure>`;
}
