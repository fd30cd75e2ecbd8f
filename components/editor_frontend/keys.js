// Keyboard around the findings (issue 26 item 7): focus stays on a highlight's icon when its card opens, and moves
// to the next finding after Accept or Dismiss. On an icon: arrow keys go to the next or previous finding, A accepts
// its first suggestion (1, 2, 3 the first, second, third), D dismisses it; in the draft, Alt+Down goes to the first
// finding after the caret.
// The icons are drawn again on every render, so what should have focus is remembered by finding, not by element.
"use strict";

const Keys = (() => {
  let wanted = null;  // {id}: that finding's icon; {after: offset}: the first finding from there on

  const icons = () => [...document.querySelectorAll("#markers .marker")];

  function keep(id) { wanted = { id }; }
  function nextFrom(offset) { wanted = { after: offset }; }
  function pendingAfter() { return wanted && wanted.after !== undefined ? wanted.after : null; }

  function restore() {
    // After a redraw: focus the remembered icon (once), without scrolling the page.
    if (!wanted) return;
    const list = icons(), want = wanted;
    const target = want.id !== undefined ? list.find((b) => Number(b.dataset.id) === want.id)
      : list.find((b) => Number(b.dataset.start) >= want.after) || list[0];
    wanted = null;
    if (target) target.focus({ preventScroll: true });
  }

  function step(from, by) {
    // The icon `by` places from `from` (wrapping), its card opened by clicking it.
    const list = icons(), at = list.indexOf(from);
    if (!list.length) return;
    list[(at + by + list.length) % list.length].click();
  }

  function onIcon(event, button) {
    const key = event.key;
    if (key === "ArrowRight" || key === "ArrowDown") { event.preventDefault(); step(button, 1); }
    else if (key === "ArrowLeft" || key === "ArrowUp") { event.preventDefault(); step(button, -1); }
    else if (key === "a" || key === "d" || /^[1-3]$/.test(key)) {
      // A (or 1) accepts the first suggestion, 2 and 3 the others; D dismisses.
      const card = document.querySelector(`#cards .card[data-id="${button.dataset.id}"]`);
      const which = key === "a" ? "button.primary" : key === "d" ? "button.dismiss"
        : `.alt button[data-choice="${Number(key) - 1}"]`;
      const action = card && card.querySelector(which);
      if (action && !action.disabled) { event.preventDefault(); action.click(); }
    }
  }

  function onDraft(event, caret) {
    if (!(event.altKey && event.key === "ArrowDown")) return;
    const target = icons().find((b) => Number(b.dataset.start) >= caret) || icons()[0];
    if (target) { event.preventDefault(); target.click(); }
  }

  return { keep, nextFrom, pendingAfter, restore, onIcon, onDraft };
})();
