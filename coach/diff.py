"""Word-level changes from a sentence to its suggestion, for the card's inline before → after preview."""

import difflib
import re

from coach.highlight import escape_text

# Not colour alone: what went is struck through, what came has a tinted background (the editor's cards match).
_STYLE = {"del": ' style="color:#8a3b3b;background:#fbe7e7"',
          "ins": ' style="text-decoration:none;background:#e3f4e6;border-radius:3px;margin-left:2px"'}

_TOKEN = re.compile(r"\w+(?:['’]\w+)*|[^\w\s]+|\s+")


def word_changes(before: str, after: str) -> list[tuple[str, str]]:
    """(kind, text) segments, kind "same", "del" or "ins": joined without the "del" ones they give `after`, without
    the "ins" ones `before`. A changed run is one deletion then one insertion ("an idiot would believe" → "I doubt"),
    so the preview reads as phrases, not interleaved words."""
    a, b = _TOKEN.findall(before), _TOKEN.findall(after)
    raw: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag == "equal":
            raw.append(("same", "".join(a[i1:i2])))
        else:
            raw += [("del", "".join(a[i1:i2])), ("ins", "".join(b[j1:j2]))]
    # A space alone between two changes belongs to the change (else "an" " " "idiot" strike one by one).
    for k in range(1, len(raw) - 1):
        if raw[k][0] == "same" and not raw[k][1].strip() and raw[k - 1][0] != "same" and raw[k + 1][0] != "same":
            raw[k:k + 1] = [("del", raw[k][1])]
            raw.insert(k + 1, ("ins", raw[k][1]))
    out: list[tuple[str, str]] = []
    deleted = inserted = ""
    for kind, text in raw + [("same", "")]:
        if kind == "del":
            deleted += text
        elif kind == "ins":
            inserted += text
        else:
            out += [(k, t) for k, t in (("del", deleted), ("ins", inserted)) if t]
            deleted = inserted = ""
            if text:
                out.append(("same", text))
    return _merged(out)


def _merged(segments: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Neighbours of one kind joined."""
    out: list[tuple[str, str]] = []
    for kind, text in segments:
        if out and out[-1][0] == kind:
            out[-1] = (kind, out[-1][1] + text)
        else:
            out.append((kind, text))
    return out


def changes_html(before: str, after: str) -> str:
    """The changes as HTML: struck <del> for words that went, highlighted <ins> for words that came (escaped);
    `after` alone when there is no `before`."""
    if not before:
        return f"<ins{_STYLE['ins']}>{escape_text(after)}</ins>"
    return "".join(escape_text(text) if kind == "same" else f"<{kind}{_STYLE[kind]}>{escape_text(text)}</{kind}>"
                   for kind, text in word_changes(before, after))
