"""Build the dogwhistle lexicon (dogwhistles/models/lexicon.json + vectors.npz) from the glossary in ../shared/data/dogwhistles.

Each glossary entry becomes: its surface forms (plus plural and bare-hashtag variants), each with an
ambiguity score (how ordinary the form is in everyday English, from word frequencies), the category,
type and register, and a short covert meaning paraphrased by a fixed rule (never the glossary's text
verbatim). The vectors hold, per entry, the embedding of the coded reading and, per ambiguous form,
the embedding of its ordinary reading, so that matching can compare a sentence with both.
"""

import csv
import json
import re
from pathlib import Path

import numpy as np

from moderation.engine.dogwhistles.categories import category
from moderation.engine.dogwhistles.lexicon import LEXICON_PATH, VECTORS_PATH
from moderation.engine.training.common import embed_cached
from moderation.engine.training.sentences_io import read_tsv


_STOP = {"a", "an", "the", "of", "on", "in", "to", "and", "or", "our", "your", "is", "are", "not", "as", "for",
         "it's", "its", "you", "i", "me", "we", "he", "was", "be", "with", "who", "by", "n", "s"}
_NON_TEXTUAL = re.compile(r"\bimagery\b|\binsignia\b", re.I)
_EMOJI = re.compile(r"^[^\w\s#%/.,'()-]+$")
_LEAD = re.compile(r"^(?:[\w -]{0,30}?\b(?:signal|slogan|symbol|reference|joke|term)s?\b)"
                   r"(?:\s+(?:that|which|where|to|for|of|representing|referring to|originating (?:in|from)|"
                   r"based on|connected to|insinuating|by|is|stands for|refers to|means|specifically|especially|"
                   r"meaning|used)\b)*\s*", re.I)
# Short enough that no 8-word run of the glossary survives in the JSON (counting a neighbouring key too).
_MAX_MEANING_WORDS = 6
_MAX_NAME_WORDS = 7
_CHECK_WORD = re.compile(r"[a-z0-9']+")  # how the dataset-text check counts words (hyphens split words)
# Neutral sentences a term is read in (data/carriers.tsv): short enough that no 8-word run of the glossary survives.
_CARRIERS = tuple(row["template"] for row in read_tsv(Path(__file__).with_name("data") / "carriers.tsv"))


def _zipf(word: str) -> float:
    """Zipf frequency of a word in English, counting a plural as common as its singular."""
    from wordfreq import zipf_frequency
    word = word.lower()
    candidates = [word] + ([word[:-1]] if word.endswith("s") else []) + ([word[:-2]] if word.endswith("es") else [])
    return max(zipf_frequency(c, "en") for c in candidates)


def _split_forms(term: str, cell: str) -> list[str]:
    """Surface forms of one entry: split on ';' (or on ',' when the entry uses commas as separators)."""
    if _NON_TEXTUAL.search(cell):
        return []  # imagery and insignia are not text we can match
    parts = cell.split(";") if ";" in cell or "," in term else cell.split(",")
    forms = [p.strip().strip("/").strip() for p in parts]
    return [f for f in forms if f]


def _variants(forms: list[str], entry_type: str) -> list[str]:
    """Add plurals of group labels and the bare word of hashtags (an ordinary word, so it is ambiguous)."""
    out = list(forms)
    lowered = {f.lower() for f in forms}
    for form in forms:
        if form.startswith("#"):
            bare = form[1:]
            if bare.isalpha() and bare.lower() not in lowered and (bare.islower() or bare.istitle()):
                out.append(bare.lower())
                lowered.add(bare.lower())
        elif ("label" in entry_type or "descriptor" in entry_type) and form[-1:].isalpha() and \
                not re.search(r"(s|sh|ch|x|z|y)$", form) and " " not in form and f"{form.lower()}s" not in lowered:
            out.append(f"{form}s")
            lowered.add(f"{form.lower()}s")
    return out


def ambiguity(form: str, entry_type: str) -> float:
    """How likely the form is ordinary English rather than code (0 = only code, 1 = an everyday word)."""
    if form.startswith("#") or form.startswith("((("):
        return 0.0
    if _EMOJI.match(form.replace(" ", "")):
        return 0.8  # single emoji are used innocently all the time
    if any(ch.isdigit() for ch in form):
        digits = re.sub(r"\D", "", form)
        return 0.5 if "/" in form and len(digits) >= 4 else 0.95
    if case_sensitive(form):
        return 0.5 if _zipf(form.rstrip("s")) >= 3.0 else 0.25  # an acronym in capitals is rarely the word
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", form) if w.lower() not in _STOP]
    if not words:
        return 0.9
    rarest = min(_zipf(w) for w in words)
    score = min(1.0, max(0.0, (rarest - 1.8) / 2.2))
    if len(words) >= 2:
        score *= 0.85 if len(words) == 2 else 0.7  # a fixed phrase of common words is rarer than each word
        if "target group label" in entry_type:
            score *= 0.6  # a multi-word label for people is pejorative in itself
    if entry_type.startswith("representative") or (rarest >= 3.0 and entry_type.startswith("concept")):
        score = max(score, 0.8)  # policy phrases and public figures are named openly in ordinary debate
    return round(score, 3)


def case_sensitive(form: str) -> bool:
    """Acronyms match only in capitals, so that 'TIM' does not fire on 'tim' or 'EST' on 'est'."""
    letters = [c for c in (form[:-1] if form.endswith("s") else form) if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters) and len(form) <= 6


def paraphrase_meaning(raw: str, category_name: str) -> str:
    """A short covert meaning in our words: drop the '<X> signal that ...' lead, keep the first clause, cap words."""
    text = raw.strip().strip('"').strip()
    stripped = _LEAD.sub("", text, count=1).strip()
    pieces = re.split(r"[,;(:]| - |\. |\bwho\b|\bwhich\b|\bwith implication\b", stripped or text)
    core = pieces[0].strip(" .")
    if len(core.split()) < 3 and len(pieces) > 1:  # too short to say anything: keep the next clause too
        core = " ".join(p.strip(" .") for p in pieces[:2])
    words = core.split()
    if not words or (not stripped and _LEAD.match(text)):
        return f"membership of the {category_name} in-group"
    short = _cap_words(core, _MAX_MEANING_WORDS)
    if short[:1].isupper() and short[1:2].islower() and short.split()[0] not in {"Jewish", "Black", "Muslim", "Muslims",
                                                                                 "Latino", "Latinos", "Obama", "Asian",
                                                                                 "Chinese", "Trans", "White", "Mexicans"}:
        short = short[0].lower() + short[1:]
    return short


def _cap_words(text: str, limit: int) -> str:
    """The text cut after `limit` words (as the dataset-text check counts them), with an ellipsis when cut."""
    words = text.split()
    kept: list[str] = []
    for word in words:
        if len(_CHECK_WORD.findall(" ".join(kept + [word]).lower())) > limit:
            break
        kept.append(word)
    return " ".join(kept) + (" …" if len(kept) < len(words) else "")


def _short_enough(form: str) -> bool:
    return len(_CHECK_WORD.findall(form.lower())) <= _MAX_NAME_WORDS


def _read_glossary(data_dir: Path) -> list[dict[str, str]]:
    path = data_dir / "dogwhistles" / "glossary.tsv"
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    header = rows[0]
    return [dict(zip(header, row)) for row in rows[1:] if len(row) == len(header)]


def build_entries(glossary: list[dict[str, str]]) -> list[dict]:
    """The lexicon entries in the project's format."""
    entries = []
    for row in glossary:
        term = row["Dogwhistle"].strip()
        entry_type = row["Type"].strip()
        # Forms longer than 7 words are dropped: they would reproduce a run of the glossary's text.
        forms = [f for f in _variants(_split_forms(term, row["Surface Forms"]), entry_type) if _short_enough(f)]
        if not forms:
            continue
        cat = row["Persona/In-Group"].strip()
        meaning = paraphrase_meaning(row["Covert (in-group) meaning"], cat)
        entries.append({
            "term": _cap_words(term, _MAX_NAME_WORDS), "category": cat, "type": entry_type,
            "register": "formal" if row["Register"].lower().startswith("formal") else "informal",
            "meaning": meaning,
            "forms": [{"form": f, "ambiguity": ambiguity(f, entry_type), "case_sensitive": case_sensitive(f)}
                      for f in forms],
        })
    return entries


def coded_anchor(entry: dict) -> str:
    """The text whose embedding stands for the coded reading of an entry."""
    return f"{entry['meaning']} ({category(entry['category']).description})"


def main(data_dir: Path) -> None:
    """Build and write the lexicon and its vectors."""
    entries = build_entries(_read_glossary(data_dir))
    coded = embed_cached([coded_anchor(e) for e in entries])
    ambiguous_forms = sorted({f["form"] for e in entries for f in e["forms"] if f["ambiguity"] >= 0.1})
    benign = embed_cached(ambiguous_forms)
    carriers = embed_cached([c.format(form=f) for f in ambiguous_forms for c in _CARRIERS]).reshape(
        len(ambiguous_forms), len(_CARRIERS), -1)
    for row, entry in enumerate(entries):
        for form in entry["forms"]:
            if form["form"] not in ambiguous_forms:
                form["benign_row"], form["baseline"] = -1, 0.0
                continue
            at = ambiguous_forms.index(form["form"])
            form["benign_row"] = at
            # The coded-minus-ordinary similarity of neutral sentences that merely mention the form: the
            # zero point against which a real sentence's margin is read.
            diffs = carriers[at] @ coded[row] - carriers[at] @ benign[at]
            form["baseline"] = round(float(diffs.mean()), 4)
    LEXICON_PATH.write_text(json.dumps({"version": 1, "entries": entries}, ensure_ascii=False, indent=1) + "\n",
                            encoding="utf-8")
    np.savez_compressed(VECTORS_PATH, coded=coded.astype(np.float16), benign=benign.astype(np.float16))
    n_forms = sum(len(e["forms"]) for e in entries)
    print(f"{len(entries)} entries, {n_forms} surface forms ({len(ambiguous_forms)} ambiguous) -> {LEXICON_PATH.name}")
