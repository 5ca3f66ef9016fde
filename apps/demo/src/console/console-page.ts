/**
 * The console's single page: three columns as high as the window, each panel scrolling on its own (the
 * form; the outcome above the history; the live notifications above the transactions), and the
 * scenarios below them.
 */
export function consolePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lintas QA console</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/assets/console.css"></head><body>
<header><h1>Lintas QA console</h1><span class="target" id="target"></span></header>
<main>
<div class="column" id="call-column">
<section id="call-panel">
  <h2>Call an operation through the SDK</h2>
  <form id="call" class="scroll">
    <div class="pick"><select id="operation" aria-label="operation"></select><button type="button" class="small" id="new-values">fresh values</button></div>
    <p class="summary" id="summary"></p>
    <p class="prepare" id="prepare"></p>
    <div id="form"></div>
    <datalist id="channel-codes"></datalist>
    <small class="error bad" id="form-error"></small>
    <button id="send" type="submit">Send</button>
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
  <h2>History <span class="meta">newest first; click a call to see it again</span></h2>
  <div class="scroll" id="history-list"></div>
</section>
</div>
<div class="column" id="records-column">
<section id="notifications-panel">
  <h2>Notifications, live <span class="meta">newest first</span></h2>
  <ol class="scroll" id="timeline"></ol>
  <small class="error bad" id="timeline-error"></small>
</section>
<section id="transactions-panel">
  <h2>Transactions <span class="meta">newest first</span></h2>
  <div class="scroll" id="transactions"></div>
</section>
</div>
</main>
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
