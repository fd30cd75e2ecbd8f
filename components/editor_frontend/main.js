// The draft editor of the comment coach: a Streamlit component without a build step (plain JS, no CDN).
// The textarea is the real input (keyboard, touch, screen readers); a mirror behind it draws the highlights,
// one underline style per kind stacked for overlapping findings, and an icon button above each highlight.
"use strict";

const KINDS = {
  objectionable: { colour: "#d7263d", tint: "rgba(255,179,179,.55)", pattern: "solid", icon: "✖" },
  dogwhistle: { colour: "#1f78b4", tint: "rgba(159,216,255,.5)", pattern: "double", icon: "⚑" },
  spam: { colour: "#c2187a", tint: "rgba(244,166,215,.28)", pattern: "zigzag", icon: "✉" },
  banned: { colour: "#2e8b3d", tint: "rgba(184,230,184,.55)", pattern: "dashed", icon: "⊘" },
  offtopic: { colour: "#6b7780", tint: "rgba(217,217,217,.3)", pattern: "thin", icon: "↗" },
  fallacy: { colour: "#c77800", tint: "rgba(255,217,140,.55)", pattern: "dashdot", icon: "⚠" },
  tone: { colour: "#6a4fc4", tint: "rgba(201,184,255,.5)", pattern: "dotted", icon: "☁" },
  machine: { colour: "#2b7f8e", tint: "rgba(198,226,233,.3)", pattern: "sparse", icon: "⚙" },
};
const ORDER = Object.keys(KINDS);
const $ = (id) => document.getElementById(id);
const ta = $("draft"), mirror = $("mirror"), markers = $("markers"), cards = $("cards");
const S = { version: null, text: "", sent: "", findings: [], open: new Set(), hidden: new Set(), canUndo: false,
            stale: false, timer: null };

function send(event) {
  event.nonce = Date.now() + "-" + Math.random().toString(36).slice(2);
  event.text = ta.value;
  S.sent = ta.value;
  Host.post("streamlit:setComponentValue", { value: event, dataType: "json" });
}
function sendEdit() {
  clearTimeout(S.timer);
  if (ta.value !== S.sent) send({ type: "edit" });
}
let lastHeight = 0;
function fitHeight() {
  // The frame follows its content both ways: measured at the bottom of the last block, not the document's scroll
  // height, which never falls below the frame's current height (so a closed card used to leave blank space).
  ta.style.height = "auto";
  ta.style.height = ta.scrollHeight + "px";
  const height = Math.ceil(Math.max($("status").getBoundingClientRect().bottom, cards.getBoundingClientRect().bottom)) + 6;
  if (height !== lastHeight) { lastHeight = height; Host.post("streamlit:setFrameHeight", { height }); }
}

function underline(kinds) {
  // One background layer per kind, stacked under the text, each kind its own pattern (not only its colour).
  const images = [], sizes = [], positions = [], repeats = [];
  kinds.forEach((kind, i) => {
    const c = KINDS[kind].colour, y = `calc(100% - ${i * 4}px)`;
    const layer = {
      solid: [`linear-gradient(${c},${c})`, "100% 2px", "no-repeat"],
      dashed: [`linear-gradient(90deg,${c} 60%,transparent 60%)`, "8px 2px", "repeat-x"],
      dotted: [`radial-gradient(circle,${c} 1.3px,transparent 1.6px)`, "5px 3px", "repeat-x"],
      double: [`linear-gradient(${c} 30%,transparent 30%,transparent 70%,${c} 70%)`, "100% 4px", "no-repeat"],
      thin: [`linear-gradient(${c},${c})`, "100% 1px", "no-repeat"],
      dashdot: [`linear-gradient(90deg,${c} 45%,transparent 45%,transparent 60%,${c} 60%,${c} 72%,transparent 72%)`,
                "14px 2px", "repeat-x"],
      sparse: [`radial-gradient(circle,${c} 1.3px,transparent 1.6px)`, "11px 3px", "repeat-x"],
      zigzag: [`linear-gradient(135deg,transparent 35%,${c} 35%,${c} 65%,transparent 65%)`, "6px 3px", "repeat-x"],
    }[KINDS[kind].pattern];
    images.push(layer[0]); sizes.push(layer[1]); repeats.push(layer[2]); positions.push(`0 ${y}`);
  });
  return `background-color:${KINDS[kinds[0]].tint};background-image:${images.join(",")};` +
         `background-size:${sizes.join(",")};background-repeat:${repeats.join(",")};` +
         `background-position:${positions.join(",")};padding-bottom:${2 + kinds.length * 4}px`;
}

function relocate(f, text) {
  // Keep a finding on its words while the writer types: same place, else the nearest copy, else hidden.
  if (f.whole) { const s = text.length - text.trimStart().length; return { start: s, end: text.trimEnd().length }; }
  if (f.quote && text.slice(f.at, f.at + f.quote.length) === f.quote) return { start: f.at, end: f.at + f.quote.length };
  let best = -1, i = f.quote ? text.indexOf(f.quote) : -1;
  while (i >= 0) { if (best < 0 || Math.abs(i - f.at) < Math.abs(best - f.at)) best = i; i = text.indexOf(f.quote, i + 1); }
  return best < 0 ? { start: -1, end: -1 } : { start: best, end: best + f.quote.length };
}

function visible() {
  return S.findings.filter((f) => !S.hidden.has(f.id)).map((f) => Object.assign({}, f, relocate(f, ta.value)));
}

function escapeHtml(t) {
  return t.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

function drawMirror(found) {
  const text = ta.value, placed = found.filter((f) => f.start >= 0 && f.end > f.start);
  const cuts = new Set([0, text.length]);
  placed.forEach((f) => { cuts.add(f.start); cuts.add(f.end); });
  const points = [...cuts].sort((a, b) => a - b);
  const starts = {};
  placed.forEach((f) => { (starts[f.start] = starts[f.start] || []).push(f.id); });
  let html = "";
  for (let k = 0; k < points.length - 1; k++) {
    const a = points[k], b = points[k + 1];
    if (starts[a]) html += `<span class="anchor" data-at="${a}"></span>`;
    const covering = placed.filter((f) => f.start <= a && f.end >= b);
    const chunk = escapeHtml(text.slice(a, b));
    if (!covering.length) { html += chunk; continue; }
    const kinds = [...new Set(covering.map((f) => f.kind))].sort((x, y) => ORDER.indexOf(x) - ORDER.indexOf(y));
    html += `<span class="hl" data-kinds="${kinds.join(" ")}" style="${underline(kinds)}">${chunk}</span>`;
  }
  mirror.innerHTML = html + "\u200b";  // a trailing character keeps a final newline's height
  return starts;
}

function drawMarkers(found, starts) {
  markers.innerHTML = "";
  mirror.querySelectorAll(".anchor").forEach((anchor) => {
    starts[anchor.dataset.at].forEach((id, n) => {
      const f = found.find((x) => x.id === id), kind = KINDS[f.kind];
      const button = document.createElement("button");
      button.type = "button";
      button.className = "marker";
      button.dataset.kind = f.kind;
      button.textContent = kind.icon;
      button.style.background = kind.tint.replace(/[\d.]+\)$/, "1)");
      // In the leading above the line, so it never covers the words.
      button.style.left = Math.max(0, anchor.offsetLeft - 3 + n * 17) + "px";
      button.style.top = Math.max(0, anchor.offsetTop - 8) + "px";
      button.title = f.label;
      button.setAttribute("aria-label", `${f.label}${f.title ? ": " + f.title : ""} — show why`);
      button.setAttribute("aria-expanded", S.open.has(id) ? "true" : "false");
      button.dataset.id = id;
      button.dataset.start = f.start;
      button.addEventListener("click", () => { S.open = new Set([id]); Keys.keep(id); render(); });
      button.addEventListener("keydown", (event) => Keys.onIcon(event, button));
      markers.appendChild(button);
    });
  });
}

function drawLegend(found) {
  // Only the kinds present in this draft, each with its icon and underline style.
  const kinds = [...new Set(found.filter((f) => f.start >= 0).map((f) => f.kind))]
    .sort((x, y) => ORDER.indexOf(x) - ORDER.indexOf(y));
  $("legend").innerHTML = kinds.map((k) => {
    const label = escapeHtml(S.findings.find((f) => f.kind === k).label);
    return `<span data-kind="${k}" style="${underline([k])}">${KINDS[k].icon} ${label}</span>`;
  }).join("");
}

function card(f) {
  const el = document.createElement("div");
  el.className = "card";
  el.dataset.kind = f.kind;
  el.dataset.id = f.id;
  el.setAttribute("role", "group");
  el.style.borderLeftColor = KINDS[f.kind].colour;
  const title = f.title ? ` · ${escapeHtml(f.title)}` : "";
  const quote = f.whole ? "" : `<div class="quote">${escapeHtml(ta.value.slice(f.start, f.end))}</div>`;
  const scope = f.scope === "sentence" ? "Rewrites the whole sentence" : "Replaces exactly the highlighted words";
  const choices = f.alternatives && f.alternatives.length ? f.alternatives : (f.rewrite ? [{ text: f.rewrite }] : []);
  const heading = choices.length > 1 ? `Suggested (${choices.length}, smallest change first):` : "Suggested:";
  el.innerHTML = `<h3>${KINDS[f.kind].icon} ${escapeHtml(f.label)}${title}</h3>${quote}
    <div class="why">${escapeHtml(f.why)}</div>` +
    (choices.length ? `<div class="suggest">${heading}<ol class="alts"></ol><div class="scope">${scope}</div></div>` : "") +
    (f.advice ? `<div class="advice">${escapeHtml(f.advice)}</div>` : "") +
    `<div class="actions"></div>`;
  const list = el.querySelector(".alts");
  choices.forEach((choice, n) => {
    // Each suggestion previewed in place, before → after: struck words went, highlighted words came; its own Accept.
    const item = document.createElement("li");
    item.className = "alt";
    item.innerHTML = `<span class="preview">${preview(f.before, choice)}</span>`;
    const accept = document.createElement("button");
    accept.className = n === 0 ? "primary" : "accept-alt";  // the first is what A accepts (keys.js)
    accept.textContent = "Accept";
    accept.dataset.choice = n;
    accept.setAttribute("aria-label", `Accept suggestion ${n + 1}${choices.length > 1 ? " of " + choices.length : ""}: ${choice.text}`);
    accept.disabled = !f.canAccept || f.start < 0;
    accept.addEventListener("click", () => {
      clearTimeout(S.timer);
      S.open.clear();
      Keys.nextFrom(f.start);  // the coach checks the new text; focus then goes to the next finding
      send({ type: "accept", id: f.id, start: f.start, end: f.end, choice: n });
    });
    item.appendChild(accept);
    list.appendChild(item);
  });
  const actions = el.querySelector(".actions");
  const dismiss = document.createElement("button");
  dismiss.textContent = "Dismiss";
  dismiss.className = "dismiss";
  dismiss.addEventListener("click", () => {
    S.hidden.add(f.id); S.open.delete(f.id); send({ type: "dismiss", id: f.id });
    const next = nextFinding(f.start);
    if (next) { S.open = new Set([next.id]); Keys.keep(next.id); } else { ta.focus(); }
    render();
  });
  actions.appendChild(dismiss);
  return el;
}

function preview(before, choice) {
  // The word changes the coach computed (coach/diff.py); without them, the whole sentence struck, then the new one.
  if (choice.changes && choice.changes.length) {
    return choice.changes.map(([kind, text]) => kind === "same" ? escapeHtml(text)
      : `<${kind}>${escapeHtml(text)}</${kind}>`).join("");
  }
  return before && before !== choice.text
    ? `<del>${escapeHtml(before)}</del> → <ins>${escapeHtml(choice.text)}</ins>` : `<ins>${escapeHtml(choice.text)}</ins>`;
}

function nextFinding(offset) {
  // The first highlighted finding from `offset` on (else the first of all), for focus after Accept or Dismiss.
  const placed = visible().filter((f) => !f.whole && f.start >= 0).sort((a, b) => a.start - b.start);
  return placed.find((f) => f.start >= offset) || placed[0] || null;
}

let drawn = "";
function render() {
  const found = visible();
  // Streamlit sends the same arguments again on many occasions: redraw only when something changed.
  const signature = JSON.stringify([ta.value, found, [...S.open], S.stale, $("wrap").clientWidth]);
  if (signature === drawn) { Keys.restore(); return; }
  drawn = signature;
  const starts = drawMirror(found);
  drawLegend(found);
  fitHeight();
  drawMarkers(found, starts);
  cards.innerHTML = "";
  found.filter((f) => S.open.has(f.id)).forEach((f) => cards.appendChild(card(f)));
  const count = found.filter((f) => f.start >= 0).length;
  $("status").textContent = S.stale ? "The draft has changed since the last check; press Check to check it again."
    : count ? `${count} highlighted — click or tap a highlight (or its icon) to see why and what to change.` : "";
  fitHeight();
  Keys.restore();
}

function openAtCaret() {
  // Moving the caret (click, tap or arrow keys) into highlighted words opens their cards.
  const at = ta.selectionStart;
  const here = visible().filter((f) => !f.whole && f.start >= 0 && f.start <= at && at <= f.end);
  const next = new Set(here.map((f) => f.id));
  const same = next.size === S.open.size && [...next].every((id) => S.open.has(id));
  if (!same) { S.open = next; render(); }
}

ta.addEventListener("input", () => {
  S.stale = S.stale || ta.value !== S.checked;
  render();
  clearTimeout(S.timer);
  S.timer = setTimeout(sendEdit, 600);
});
ta.addEventListener("blur", sendEdit);
window.addEventListener("blur", sendEdit);  // a click on the page's buttons (Undo, Check) sees the text as typed
["click", "keyup", "select"].forEach((name) => ta.addEventListener(name, openAtCaret));
ta.addEventListener("keydown", (e) => Keys.onDraft(e, ta.selectionStart));
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && S.open.size) { S.open.clear(); render(); ta.focus(); }
});
let lastWidth = 0;  // re-lay out on width changes only (height changes are our own doing)
new ResizeObserver(() => { const w = $("wrap").clientWidth; if (w !== lastWidth) { lastWidth = w; render(); } })
  .observe($("wrap"));

window.addEventListener("message", (event) => {
  const args = Host.render(event, ORDER);  // null for anything but a well-formed render from our parent (host.js)
  if (!args) return;
  let accepted = null;
  if (args.version !== S.version) {  // the coach changed the draft (accept, undo, demo): take its text
    S.version = args.version;
    ta.value = args.text;
    S.sent = args.text;
    S.hidden.clear();
    accepted = Keys.pendingAfter();
  }
  // A finding hidden here stays hidden only until the coach confirms the dismissal by leaving it out: ids are
  // reused by the next check, whose findings must all show.
  const ids = new Set(args.findings.map((f) => f.id));
  S.hidden = new Set([...S.hidden].filter((id) => ids.has(id)));
  $("label").textContent = args.label;
  ta.placeholder = args.placeholder;
  ta.disabled = args.disabled;
  S.checked = args.checked;
  S.stale = args.checked !== null && ta.value !== args.checked;
  S.findings = args.findings.map((f) => Object.assign(f, { at: f.start, quote: f.start >= 0 ? args.text.slice(f.start, f.end) : "" }));
  if (accepted !== null) {  // after an accepted suggestion the next finding's card opens and its icon takes the focus
    const next = nextFinding(accepted);
    if (next) { S.open = new Set([next.id]); Keys.keep(next.id); }
  }
  render();
});
document.fonts.ready.then(() => { drawn = ""; render(); });  // icons placed again once the font has loaded
Host.post("streamlit:componentReady", { apiVersion: 1 });
