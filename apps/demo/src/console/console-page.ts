import { legendHtml } from './status-legend.js';

/**
 * The console's single page: three columns as high as the window, each panel scrolling on its own (the
 * form; the outcome above the history; the live notifications above the transactions), and the
 * scenarios below them.
 */
export function consolePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lintas QA console</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><link rel="stylesheet" href="/assets/console.css"></head><body>
<header><h1>Lintas QA console</h1><span class="target" id="target"></span></header>
<main>
<div class="column" id="call-column">
<section id="call-panel">
  <h2>Call an operation through the SDK</h2>
  <form id="call" class="scroll">
    <div class="pick"><select id="operation" aria-label="operation"></select><button type="button" class="small" id="new-values">fresh values</button></div>
    <div class="about"><p class="summary clamped" id="summary"></p><button type="button" class="small" id="summary-toggle" aria-controls="summary" hidden>more</button></div>
    <p class="loaded muted" id="loaded"></p>
    <p class="prepare" id="prepare"></p>
    <p class="why" id="why"></p>
    <div id="form"></div>
    <datalist id="channel-codes"></datalist>
    <small class="error bad" id="form-error"></small>
    <div class="send-bar"><button id="send" type="submit">Send</button></div>
  </form>
</section>
</div>
<div class="column" id="call-record-column">
<section id="outcome-panel">
  <h2>Outcome <span class="meta" id="outcome-meta"></span></h2>
  <div class="scroll"><div id="outcome"></div>
  <p class="empty">Send a call: its signed envelope, the answer and the typed result or error show here.</p></div>
</section>
<section id="history-panel">
  <h2 title="Click a call to see it again and load it into its form">History <span class="meta">newest first</span><span class="tools"><input type="search" class="filter" id="history-filter" placeholder="filter" aria-label="filter the history">
  <a class="export" id="export-json" href="/api/export/history.json" download="lintas-history.json" title="Every call kept, as recorded">JSON</a>
  <a class="export" id="export-har" href="/api/export/history.har" download="lintas-history.har" title="Every attempt on the wire, as a HAR 1.2 log">HAR</a></span></h2>
  <div class="scroll" id="history-list"></div>
</section>
</div>
<div class="column" id="records-column">
<section id="notifications-panel">
  <h2>Notifications, live <span class="meta">newest first</span><span class="tools"><input type="search" class="filter" id="timeline-filter" placeholder="filter" aria-label="filter the notifications"></span></h2>
  <ol class="scroll" id="timeline"></ol>
  <small class="error bad" id="timeline-error"></small>
</section>
<section id="transactions-panel">
  <h2>Transactions <span class="meta">newest first</span></h2>
  ${legendHtml()}
  <div class="scroll" id="transactions"></div>
</section>
</div>
</main>
<section id="faults-panel">
  <h2>Sandbox faults <span class="meta">the next calls to a path fail as chosen</span></h2>
  <div id="faults" class="fault-form">
    <select id="fault-path" aria-label="path"></select>
    <select id="fault-kind" aria-label="fault"></select>
    <label>code or ms <input id="fault-value" inputmode="numeric" value="21009"></label>
    <label>times <input id="fault-times" inputmode="numeric" value="1"></label>
    <button type="button" class="small" data-faults="inject">Inject</button>
    <button type="button" class="small" data-faults="clear">Clear all</button>
  </div>
  <small class="error bad" id="fault-error"></small>
  <ul id="fault-list"></ul>
</section>
<section id="scenarios-panel">
  <h2>Scenarios</h2>
  <div class="groups" id="groups"></div>
  <progress id="progress" max="1" value="0"></progress>
  <p id="run-summary" class="muted"></p>
  <ol id="steps"></ol>
</section>
<script type="module" src="/assets/console.js"></script>
</body></html>`;
}
