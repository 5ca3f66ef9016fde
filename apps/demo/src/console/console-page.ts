const STYLE = `
*{box-sizing:border-box}body{font-family:system-ui,-apple-system,sans-serif;margin:0;color:#1d2330;background:#f4f6f9;font-size:14px}
header{background:#1d2b4f;color:#fff;padding:.7rem 1.2rem;display:flex;gap:1rem;align-items:baseline;flex-wrap:wrap}
header h1{font-size:1.15rem;margin:0}header .target{opacity:.85;font-size:.85rem}
main{display:grid;grid-template-columns:minmax(420px,1fr) minmax(420px,1fr);gap:1rem;padding:1rem}
section{background:#fff;border:1px solid #dde2ea;border-radius:8px;padding:.8rem 1rem}
section.wide{grid-column:1/-1}h2{font-size:1rem;margin:.1rem 0 .6rem}
select,input,textarea{font:inherit;padding:.3rem .4rem;border:1px solid #b9c1cf;border-radius:4px;width:100%}
textarea{min-height:3.2rem;font-family:ui-monospace,monospace;font-size:.8rem}
.pick{display:flex;gap:.5rem;margin-bottom:.4rem}.pick select{flex:1}
.summary{color:#4a5468;font-size:.85rem;margin:.2rem 0 .6rem}
.field{margin-bottom:.55rem}.field label{font-weight:600;font-size:.85rem;display:block}.req{color:#b3261e}
.field .hint{display:block;color:#5b6578;font-size:.78rem}.field .error{display:block;color:#b3261e;font-size:.8rem;font-weight:600}
.field.invalid input,.field.invalid select,.field.invalid textarea{border-color:#b3261e;background:#fff5f5}
.hint code,.summary code{font-family:ui-monospace,monospace;font-size:.92em;background:#eef1f6;padding:0 .2em;border-radius:3px}
.prepare{font-size:.85rem;margin:.2rem 0 .6rem}.prepare:empty{display:none}
.money{display:flex;align-items:center;gap:.3rem}.money span{font-weight:600}
button{font:inherit;padding:.35rem .8rem;border-radius:4px;border:1px solid #1d2b4f;background:#1d2b4f;color:#fff;cursor:pointer}
button.small{padding:.1rem .45rem;font-size:.78rem;background:#fff;color:#1d2b4f}button:disabled{opacity:.5}
.outcome-head{font-weight:700;margin:.8rem 0 .3rem}.ok{color:#137333}.bad{color:#b3261e}
pre{background:#f4f6f9;border:1px solid #e3e6ec;border-radius:4px;padding:.4rem;font-size:.75rem;white-space:pre-wrap;word-break:break-all;margin:.2rem 0;max-height:16rem;overflow:auto}
details summary{cursor:pointer;font-weight:600;font-size:.85rem;margin-top:.3rem}
#qr{display:block;margin:.4rem 0;border:1px solid #dde2ea;width:220px;image-rendering:pixelated}
table{border-collapse:collapse;width:100%;font-size:.8rem}th,td{text-align:left;padding:.25rem .35rem;border-bottom:1px solid #eceff4;vertical-align:top}th{background:#f4f6f9}
.status{font-weight:700}.s-COMPLETED,.s-COMPLETE,.s-ACTIVED,.s-AUTHORIZED,.s-passed{color:#137333}.s-FAILED,.s-REJECTED,.s-INACTIVED,.s-failed,.s-CLOSED{color:#b3261e}.s-PENDING{color:#9a6700}
#timeline{list-style:none;padding:0;margin:0;max-height:22rem;overflow:auto}#timeline li{border-left:3px solid #137333;padding:.25rem .5rem;margin-bottom:.35rem;background:#f7fbf8;font-size:.8rem}
#timeline li.refused{border-color:#b3261e;background:#fff5f5}.event{font-weight:700}.muted{color:#6b7486}
.groups{display:flex;flex-wrap:wrap;gap:.35rem;margin-bottom:.6rem}.groups button{background:#fff;color:#1d2b4f}
progress{width:100%;height:.6rem}#steps{font-size:.8rem;padding-left:1.2rem;max-height:20rem;overflow:auto}#steps .ms{color:#6b7486}
.empty{color:#8a93a3;font-size:.85rem}.side h2{margin-top:.9rem}.side h2:first-child{margin-top:.1rem}
`;

/** The console's single page: the operation form and its outcome, transactions, notifications and scenarios. */
export function consolePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lintas QA console</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head><body>
<header><h1>Lintas QA console</h1><span class="target" id="target"></span></header>
<main>
<section>
  <h2>Call an operation through the SDK</h2>
  <form id="call">
    <div class="pick"><select id="operation" aria-label="operation"></select><button type="button" class="small" id="new-values">fresh values</button></div>
    <p class="summary" id="summary"></p>
    <p class="prepare" id="prepare"></p>
    <div id="form"></div>
    <datalist id="channel-codes"></datalist>
    <small class="error bad" id="form-error"></small>
    <button id="send" type="submit">Send</button>
  </form>
  <div id="outcome"></div>
</section>
<section class="side">
  <h2>Transactions</h2>
  <div id="transactions"></div>
  <h2>Notifications, live</h2>
  <ol id="timeline"></ol>
</section>
<section class="wide">
  <h2>Scenarios</h2>
  <div class="groups" id="groups"></div>
  <progress id="progress" max="1" value="0"></progress>
  <p id="run-summary" class="muted"></p>
  <ol id="steps"></ol>
</section>
</main>
<script type="module" src="/assets/console.js"></script>
</body></html>`;
}
