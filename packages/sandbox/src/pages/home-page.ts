import { currencyExponent } from '../state/countries.js';
import { escapeHtml } from './escape-html.js';
import { type HomeScriptSettings, homeScriptSource } from './home-script.js';

const CURRENCIES = ['PHP', 'IDR', 'THB', 'MYR', 'RUB'];

const SECTIONS: ReadonlyArray<[string, string]> = [
  ['payments', 'Payments'],
  ['payouts', 'Payouts'],
  ['refunds', 'Refunds'],
  ['checkouts', 'Checkouts'],
  ['staticCodes', 'Static codes'],
  ['authorizations', 'Direct-debit authorizations'],
  ['tokens', 'Pay tokens'],
  ['merchants', 'Merchants'],
  ['requests', 'API requests (newest first)'],
  ['deliveries', 'Notification deliveries (newest first)'],
];

const STYLE = `
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1d2330}h1{margin:0}h2{font-size:1.05rem;margin:1.4rem 0 .4rem}
h3{font-size:.9rem;margin:.8rem 0 .3rem}
table{border-collapse:collapse;font-size:.85rem}th,td{border-bottom:1px solid #e3e6ec;padding:.25rem .6rem;text-align:left;vertical-align:top}
td,p{overflow-wrap:anywhere}.status,button{overflow-wrap:normal;white-space:nowrap}
th{background:#f4f6f9}button{margin-right:.3rem}.empty{color:#8a93a3;font-size:.85rem}#error{color:#b3261e}
.status{font-weight:600}.s-COMPLETED,.s-COMPLETE,.s-PAID,.s-ACTIVED,.s-AUTHORIZED,.s-acknowledged{color:#137333}
.s-FAILED,.s-REJECTED,.s-failed,.s-rejected,.s-CANCEL,.s-INACTIVED{color:#b3261e}.s-PENDING{color:#9a6700}
details summary{cursor:pointer}pre{background:#f4f6f9;border:1px solid #e3e6ec;border-radius:4px;padding:.4rem;font-size:.75rem;
white-space:pre-wrap;word-break:break-all;max-height:22rem;overflow:auto;margin:.2rem 0}
.bodies{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:.6rem}
#detail{border:2px solid #1d2b4f;border-radius:8px;padding:.2rem 1rem 1rem;margin:1rem 0;background:#fbfcfe}
#detail h2 .close{font-size:.85rem;font-weight:400;margin-left:1rem}
#detail .columns{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.6fr);gap:1.2rem}
#detail .columns>div{min-width:0;overflow-x:auto}#detail .fields td{word-break:break-all}
#detail .fields th{white-space:nowrap}.actions{margin:.4rem 0}
`;

/**
 * The sandbox's home page (`GET /`): every merchant, payment, payout, refund, checkout, static code,
 * authorization and token with its state and the control actions that apply, then the request log
 * (each request's body and answer a click away) and the notification delivery log (each can be sent
 * again), refreshed every second. A transaction's id opens its detail view.
 */
export function homePage(url: string): string {
  const settings: HomeScriptSettings = {
    exponents: Object.fromEntries(CURRENCIES.map((currency) => [currency, currencyExponent(currency)])),
    refreshMs: 1000,
  };
  const sections = SECTIONS.map(([id, title]) => `<section><h2>${title}</h2><div id="${id}"></div></section>`).join(
    '\n',
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lintas sandbox</title>
<style>${STYLE}</style></head><body>
<h1>Lintas sandbox</h1>
<p>A local emulator of the gateway at <code>${escapeHtml(url)}</code>. Not a real gateway: no money moves. Buttons play the payer and the
channel through the control API; a transaction's id opens what the sandbox knows of it. <label><input type="checkbox" id="pause"> pause refresh</label></p>
<p id="error"></p>
<section id="detail" hidden></section>
${sections}
<script>${homeScriptSource(settings)}</script>
</body></html>`;
}
