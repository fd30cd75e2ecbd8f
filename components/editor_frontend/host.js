// The editor's link to the coach page that frames it (Streamlit's component protocol), kept apart from drawing.
// Any frame on a page can post to this window, so a render is taken only from our own parent frame and only in
// the expected shape (issue 31): otherwise a sibling frame could replace the draft or add fake findings, and a
// wrong type (a number for the text, a finding of an unknown kind) would break the drawing code.
// Our own messages go to the parent's origin, never "*", so they reach no page the frame was not put in.
"use strict";

const Host = (() => {
  let origin = firstGuess();

  function webOrigin(url) {
    // Only an http(s) origin can be a postMessage target; an opaque ("null") or malformed one cannot.
    try {
      const parsed = new URL(url);
      return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
    } catch (error) {
      return null;
    }
  }

  function firstGuess() {
    // componentReady must be sent before any render arrives, so the parent's origin is guessed first: the browser's
    // own list of ancestors (Chromium, Safari), else the page URL Streamlit puts in our query (streamlitUrl), else
    // the referrer. A wrong guess only means the parent never hears from us; the first render from the parent
    // then gives its real origin.
    const ancestors = window.location.ancestorOrigins, fromQuery = new URLSearchParams(window.location.search);
    return (ancestors && ancestors.length && webOrigin(ancestors[0])) ||
           (fromQuery.has("streamlitUrl") && webOrigin(fromQuery.get("streamlitUrl"))) || webOrigin(document.referrer);
  }

  function post(type, data) {
    if (!origin || window.parent === window) return;
    window.parent.postMessage(Object.assign({ isStreamlitMessage: true, type }, data), origin);
  }

  const isText = (v) => typeof v === "string";
  const isOptionalText = (v) => v === undefined || v === null || typeof v === "string";
  const isOffset = (v) => Number.isInteger(v) && v >= -1;

  const CHANGE_KINDS = ["same", "del", "ins"];

  function alternatives(list) {
    // The suggestions, each a text with its word changes ([kind, text] pairs); null if any is malformed.
    if (list === undefined || list === null) return [];
    if (!Array.isArray(list) || list.length > 3) return null;
    const out = [];
    for (const a of list) {
      if (!a || typeof a !== "object" || !isText(a.text) || !Array.isArray(a.changes || [])) return null;
      const changes = (a.changes || []).map((c) => Array.isArray(c) && c.length === 2 && CHANGE_KINDS.includes(c[0]) &&
        isText(c[1]) ? [c[0], c[1]] : null);
      if (changes.includes(null)) return null;
      out.push({ text: a.text, changes });
    }
    return out;
  }

  function finding(f, textLength, kinds) {
    // One highlight, copied field by field (nothing else from the message reaches the page), or null if malformed.
    if (!f || typeof f !== "object" || !Number.isInteger(f.id) || !kinds.includes(f.kind)) return null;
    if (!isText(f.label) || !isText(f.why) || !isOptionalText(f.title) || !isOptionalText(f.rewrite)) return null;
    if (!isOptionalText(f.scope) || !isOffset(f.start) || !isOffset(f.end)) return null;
    if (!isOptionalText(f.before) || !isOptionalText(f.advice)) return null;
    const choices = alternatives(f.alternatives);
    if (choices === null) return null;
    const placed = f.start >= 0 && f.start <= f.end && f.end <= textLength;
    if (!placed && !(f.start === -1 && f.end === -1)) return null;
    return { id: f.id, kind: f.kind, label: f.label, why: f.why, title: f.title || "", rewrite: f.rewrite || "",
             scope: f.scope || "", before: f.before || "", advice: f.advice || "", start: f.start, end: f.end,
             canAccept: f.canAccept === true, whole: f.whole === true, alternatives: choices };
  }

  function render(event, kinds) {
    // The render's arguments if `event` is a well-formed render from our parent frame, else null (ignored);
    // `kinds` are the finding kinds the editor can draw.
    if (event.source !== window.parent || window.parent === window) return null;
    const data = event.data;
    if (!data || typeof data !== "object" || data.type !== "streamlit:render") return null;
    const args = data.args;
    if (!args || typeof args !== "object" || !isText(args.text) || !isText(args.label)) return null;
    if (!(Number.isInteger(args.version) || isText(args.version)) || !isOptionalText(args.placeholder)) return null;
    if (!isOptionalText(args.checked) || !Array.isArray(args.findings)) return null;
    if (args.disabled !== undefined && typeof args.disabled !== "boolean") return null;
    const learnt = webOrigin(event.origin);
    if (learnt) origin = learnt;  // the sender is our parent, so this is its real origin
    return {
      text: args.text, version: args.version, label: args.label, placeholder: args.placeholder || "",
      disabled: args.disabled === true, checked: args.checked === undefined ? null : args.checked,
      // A finding that does not fit is dropped alone: the rest of the render still shows.
      findings: args.findings.map((f) => finding(f, args.text.length, kinds)).filter((f) => f !== null),
    };
  }

  return { post, render };
})();
