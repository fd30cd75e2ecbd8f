"""The multilingual judge, per language (dev / validation): TOXICITY AUC on the real comments' train and held-back
parts (GermEval 2018, ToLD-Br, MLMA), and Multilingual HateCheck (a test suite: never trained or tuned on) — hate
flag (IDENTITY_ATTACK ≥ 0.5, the language named as a client names it) accuracy per language and its lowest
functionality, and what the coach shows (a card on hateful cases, none on the others), on a fixed sample of 600 cases
per language. Scores are the runtime's (`multilingual.judge.score_attributes`: the highest of the comment's
sentences and of its whole, one encoder pass per comment); before 27 Nov they were the whole-comment vector's alone,
which gave other figures than a user sees (CHOICES.md, "Cost of other languages")."""

import csv
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.metrics import roc_auc_score

from moderation import engine
from moderation.engine.language import detect_language
from moderation.engine.multilingual.judge import score_attributes
from moderation.engine.multilingual.model import heads
from moderation.engine.training.multilingual import data
from moderation.engine.training.sentences_io import read_tsv

MHC_LANGUAGES = {"spanish": "es", "french": "fr", "german": "de", "portuguese": "pt", "italian": "it"}
MHC_SAMPLE = 600  # per language, fixed seed: the shared 2-core machine embeds a few texts per second
SEED = 1234
HATE = 0.5


@lru_cache(maxsize=None)
def _scored(text: str, language: str | None) -> tuple[float, ...]:
    """One comment's scores as the runtime gives them with its language named, so that language's rules read it too
    (kept: the AUC and the civil rows read the same comments)."""
    scores = score_attributes(text, heads().attributes, language=language)
    return tuple(scores[name].score for name in heads().attributes)


def _probabilities(frame: pd.DataFrame) -> np.ndarray:
    """(n, attributes) scores of the frame's comments as the runtime gives them (each in its row's language)."""
    return np.array([_scored(text, language) for text, language in zip(frame["text"], frame["language"])])


def _auc(frame: pd.DataFrame, attribute: str = "TOXICITY") -> float:
    rows = frame[frame[attribute].notna()]
    labels = rows[attribute].to_numpy(float) >= 0.5
    if not 0 < labels.sum() < len(labels):
        return float("nan")
    column = heads().attributes.index(attribute)
    return float(roc_auc_score(labels, _probabilities(rows)[:, column]))


FLAGGED = ("TOXICITY", "IDENTITY_ATTACK", "INSULT", "THREAT")  # what the coach shows as findings


def _civil_flagged(frame: pd.DataFrame) -> float:
    """Share of the rows nobody labelled toxic that any shown attribute flags (≥ 0.5)."""
    civil = frame[frame["TOXICITY"] == 0]
    columns = [heads().attributes.index(name) for name in FLAGGED]
    return float((_probabilities(civil)[:, columns] >= 0.5).any(axis=1).mean())


def real_comments(data_dir: Path) -> list[str]:
    lines = ["| source | language | n train / validation | TOXICITY AUC, train (dev) | validation | civil comments "
             "flagged, train (dev) | validation |", "|---|---|---|---|---|---|---|"]
    table = data.real_comments(data_dir)
    for source, frame in table.groupby("source", sort=False):
        dev, held = frame[~frame["validation"]], frame[frame["validation"]]
        dev_auc, val_auc = _auc(dev), _auc(held)
        dev_civil, val_civil = _civil_flagged(dev), _civil_flagged(held)
        print(f"{source:<10} AUC dev {dev_auc:.3f} validation {val_auc:.3f}; civil flagged {dev_civil:.3f} / "
              f"{val_civil:.3f}", flush=True)
        lines.append(f"| {source} | {frame['language'].iloc[0]} | {len(dev)} / {len(held)} | {dev_auc:.3f} | "
                     f"{val_auc:.3f} | {dev_civil:.1%} | {val_civil:.1%} |")
    return lines


def _told(text: str, code: str) -> float:
    """IDENTITY_ATTACK as the external API's paths give it when the client names the comment's language."""
    return _scored(text, code)[heads().attributes.index("IDENTITY_ATTACK")]


def _shown(text: str) -> bool:
    """Whether the coach shows a card for `text` (its own language detection, as a commenter's draft is read)."""
    return bool(engine.score_comment(text, None).objectionable_phrases)


def hatecheck(data_dir: Path) -> list[str]:
    """Per language: the hate flag (IDENTITY_ATTACK ≥ 0.5 with the language named, as a client sends it, so the
    rules of that language read the case), and what the coach shows (any card)."""
    lines = ["| language | cases | hate flag accuracy | hateful recall | non-hateful correct | lowest functionality | "
             "coach: hateful with a card | coach: non-hateful without one |", "|---|---|---|---|---|---|---|---|"]
    for name, code in MHC_LANGUAGES.items():
        cases = pd.read_csv(data_dir / "multilingual_hatecheck" / f"{name}.csv").sample(n=MHC_SAMPLE, random_state=SEED)
        texts = cases["test_case"].astype(str).tolist()
        flagged = np.array([_told(text, code) >= HATE for text in texts])
        shown = np.array([_shown(text) for text in texts])
        hateful = (cases["label_gold"] == "hateful").to_numpy()
        correct = flagged == hateful
        by_function = pd.Series(correct).groupby(cases["functionality"].to_numpy()).mean()
        worst = by_function.idxmin()
        print(f"{code} accuracy {correct.mean():.3f} recall {flagged[hateful].mean():.3f} "
              f"non-hateful {1 - flagged[~hateful].mean():.3f} worst {worst} {by_function.min():.2f} "
              f"coach {shown[hateful].mean():.3f} / {1 - shown[~hateful].mean():.3f}", flush=True)
        lines.append(f"| {code} | {len(cases)} | {correct.mean():.1%} | {flagged[hateful].mean():.1%} | "
                     f"{1 - flagged[~hateful].mean():.1%} | {worst} {by_function.min():.0%} | "
                     f"{shown[hateful].mean():.1%} | {1 - shown[~hateful].mean():.1%} |")
    return lines


def _written(path: Path) -> pd.DataFrame:
    """A written set as it is on disk: a sentence that opens with a quotation mark keeps it (CSV quoting is off)."""
    return pd.read_csv(path, sep="\t", quoting=csv.QUOTE_NONE)


THREATS = Path(__file__).parent / "sets" / "data" / "threats_multilingual.tsv"  # written before issue 39's training
# Written before any threat rule for other languages existed; measured once before and once after round 1 (CHOICES).
THREATS_2 = Path(__file__).parent / "sets" / "data" / "threats_multilingual_2.tsv"


def _carded(text: str) -> tuple[bool, bool]:
    """(a threat card, THREAT ≥ 0.5) as the coach and the external API's paths give them for `text`."""
    guess = detect_language(text)
    score = engine.score_comment(text, None, guess=guess)
    language = guess.language if guess.confident else engine.UNDETERMINED
    threat = engine.score_attributes(text, ["THREAT"], language=language)["THREAT"].score
    return any(p.category.value == "threat" for p in score.objectionable_phrases), threat >= 0.5


def _threat_counts(path: Path) -> dict[str, tuple[int, int, int, int]]:
    """Per language: threats with a threat card, threats, near-misses flagged (a threat card or THREAT ≥ 0.5),
    near-misses."""
    rows = _written(path)
    counts = {}
    for code, group in rows.groupby("language", sort=False):
        read = [_carded(text) for text in group["text"]]
        threat = group["threat"].to_numpy() == 1
        counts[code] = (sum(card for (card, _), t in zip(read, threat) if t), int(threat.sum()),
                        sum(card or high for (card, high), t in zip(read, threat) if not t), int((~threat).sum()))
    return counts


def threats() -> list[str]:
    """The written threat sets per language, as the coach shows them: threats given a threat card, near-misses
    flagged; set 1 is dev (read many times), set 2 validation."""
    dev, held = _threat_counts(THREATS), _threat_counts(THREATS_2)
    lines = ["| language | threats with a threat card, set 1 (dev) | set 2 (validation) | near-misses flagged, "
             "set 1 (dev) | set 2 (validation) |", "|---|---|---|---|---|"]
    for code in dev:
        a, b = dev[code], held[code]
        print(f"{code} threats {a[0]}/{a[1]} · {b[0]}/{b[1]}; near-misses {a[2]}/{a[3]} · {b[2]}/{b[3]}", flush=True)
        lines.append(f"| {code} | {a[0]} / {a[1]} | {b[0]} / {b[1]} | {a[2]} / {a[3]} | {b[2]} / {b[3]} |")
    return lines


# Calls to self-harm and their near-misses, written before the rules that read them (session 40).
SELF_HARM = Path(__file__).parent / "sets" / "data" / "self_harm_multilingual.tsv"


def _one_part(path: Path, what: str, threats: str) -> list[str]:
    """A written set of one (validation) part per language, as the coach shows it: `threats` ("calls", "threats")
    given a threat card, near-misses flagged."""
    lines = [f"| language | {threats} with a threat card | near-misses flagged |", "|---|---|---|"]
    for code, (carded, total, flagged, near) in _threat_counts(path).items():
        print(f"{code} {what} {threats} {carded}/{total}; near-misses {flagged}/{near}", flush=True)
        lines.append(f"| {code} | {carded} / {total} | {flagged} / {near} |")
    return lines


def self_harm() -> list[str]:
    """The written set of calls to self-harm per language, as the coach shows them (validation)."""
    return _one_part(SELF_HARM, "self-harm", "calls")


# A person thrown into water, off a height, out of a window or before a train, and near-misses that throw things,
# idioms, swims and reports; written before the rules that read it (session 44), in a dev and a validation part.
THROWN = Path(__file__).parent / "sets" / "data" / "thrown_multilingual.tsv"
# The writer's own violence announced (future, "going to", a wish, "we", a conditional) at a person or a group, and
# near-misses (things burnt or shot, sport, negated, reported, a game); written before its rules (session 44).
OWN = Path(__file__).parent / "sets" / "data" / "own_violence_multilingual.tsv"


def by_part(path: Path, what: str) -> list[str]:
    """A written set with a dev and a validation part per language, as the coach shows it: threats given a threat
    card, near-misses flagged (a threat card or THREAT ≥ 0.5)."""
    rows = _written(path)
    parts = list(dict.fromkeys(rows["part"]))
    lines = ["| language | " + " | ".join(f"threats with a threat card, {p}" for p in parts) + " | "
             + " | ".join(f"near-misses flagged, {p}" for p in parts) + " |", "|---" * (1 + 2 * len(parts)) + "|"]
    for code, group in rows.groupby("language", sort=False):
        threats, misses = [], []
        for part in parts:
            read = group[group["part"] == part]
            threat = read["threat"].to_numpy() == 1
            seen = [_carded(text) for text in read["text"]]
            threats.append(f"{sum(card for (card, _), t in zip(seen, threat) if t)} / {int(threat.sum())}")
            misses.append(f"{sum(card or high for (card, high), t in zip(seen, threat) if not t)} / "
                          f"{int((~threat).sum())}")
        print(f"{code} {what} threats {' · '.join(threats)}; near-misses {' · '.join(misses)}", flush=True)
        lines.append(f"| {code} | " + " | ".join(threats + misses) + " |")
    return lines


# A threat after a negated condition written with no comma ("si no borras eso te mato"), and near-misses (session 44).
CONDITIONAL = Path(__file__).parent / "sets" / "data" / "conditional_multilingual.tsv"


def conditional() -> list[str]:
    """The written set of threats after a negated condition per language, as the coach shows it (validation)."""
    return _one_part(CONDITIONAL, "conditional", "threats")


def thrown() -> list[str]:
    """The written set of a person thrown into water or off a height per language and part."""
    return by_part(THROWN, "thrown")


# Calls for violence asked as a question, and near-misses with the same openers; written before the change that reads
# them (session 56).
QUESTION_CALLS = Path(__file__).parent / "sets" / "data" / "question_calls_multilingual.tsv"


def question_calls() -> list[str]:
    """The written set of calls asked as a question per language, as the coach shows it (validation)."""
    return _one_part(QUESTION_CALLS, "question calls", "calls")


# Calls whose violent verb carries its object as an enclitic pronoun ("acuchillarlos", "accoltellarlo", "esfaqueá-lo"),
# in es, it and pt, with near-misses; written before the change that reads them (session 57).
CLITIC_CALLS = Path(__file__).parent / "sets" / "data" / "clitic_calls_multilingual.tsv"


def clitic_calls() -> list[str]:
    """The written set of calls whose violent verb carries an enclitic pronoun, as the coach shows it (validation)."""
    return _one_part(CLITIC_CALLS, "clitic calls", "calls")


# A person's hanging or death wished to be seen, a fall from a height wished, and the writer's violence as a purpose
# ("so I can"), 3 per language with near-misses in the same frames; written before the change that reads them
# (session 60).
WISHED_HARMS = Path(__file__).parent / "sets" / "data" / "wished_harms_multilingual.tsv"


def wished_harms() -> list[str]:
    """The three written sets of harms wished to be seen, falls wished and violence as a purpose, as the coach shows
    them (each validation for its round; CHOICES)."""
    counts = [_threat_counts(WISHED_HARMS.with_name(WISHED_HARMS.stem + suffix + ".tsv")) for suffix in ("", "_2", "_3")]
    lines = ["| language | threats with a threat card, set 1 | set 2 | set 3 | near-misses flagged, set 1 | set 2 | set 3 |",
             "|---|---|---|---|---|---|---|"]
    for code in counts[0]:
        cells = [f"{c[code][0]} / {c[code][1]}" for c in counts] + [f"{c[code][2]} / {c[code][3]}" for c in counts]
        print(f"{code} wished harms " + "; ".join(cells), flush=True)
        lines.append(f"| {code} | " + " | ".join(cells) + " |")
    return lines


def own() -> list[str]:
    """The written set of the writer's own violence announced per language and part."""
    return by_part(OWN, "own")


INSULTS = Path(__file__).parent / "sets" / "data" / "insults_multilingual.tsv"  # written before the insult rules
# Written before the words for scum, vermin and rabble said of people were added (session 48).
INSULTS_SCUM = Path(__file__).parent / "sets" / "data" / "insults_scum_multilingual.tsv"
# French and Italian only, the frames round 1 did not read ("ce conseil, c'est de la vermine", "sono feccia"; session 50).
INSULTS_SCUM_2 = Path(__file__).parent / "sets" / "data" / "insults_scum_multilingual_2.tsv"
# Italian only, written before round 3 of the scum words (session 50).
INSULTS_SCUM_3 = Path(__file__).parent / "sets" / "data" / "insults_scum_multilingual_3.tsv"


def insults(path: Path = INSULTS) -> list[str]:
    """A written insult set per language, as the coach shows it: insults given an insult card, insults carded an
    identity attack instead, near-misses given any card (validation: measured once before and once after round 1)."""
    rows = _written(path)
    lines = ["| language | insults with an insult card | carded an identity attack | near-misses with any card |",
             "|---|---|---|---|"]
    for code, group in rows.groupby("language", sort=False):
        cards = [[p.category.value for p in engine.score_comment(text, None).objectionable_phrases]
                 for text in group["text"]]
        insult = group["insult"].to_numpy() == 1
        named = sum("insult" in c for c, i in zip(cards, insult) if i)
        attack = sum("identity_attack" in c for c, i in zip(cards, insult) if i)
        near = sum(bool(c) for c, i in zip(cards, insult) if not i)
        print(f"{code} insults {named}/{insult.sum()} (identity attack {attack}); near-misses {near}/{(~insult).sum()}",
              flush=True)
        lines.append(f"| {code} | {named} / {insult.sum()} | {attack} | {near} / {(~insult).sum()} |")
    return lines


HATE_SET = Path(__file__).parent / "sets" / "data" / "hate_multilingual.tsv"  # written before the hate rules


def hate() -> list[str]:
    """The written hate set per language and part (dev; validation and validation_2, read after rounds 1 and 2;
    validation_3): hateful sentences flagged (IDENTITY_ATTACK ≥ 0.5 with the language named) and given an
    identity-attack card by the coach, near-misses flagged."""
    rows = _written(HATE_SET)
    parts = ("dev", "validation", "validation_2", "validation_3")
    lines = ["| language | " + " | ".join(f"hateful flagged, {p}" for p in parts) + " | "
             + " | ".join(f"identity-attack card, {p}" for p in parts) + " | "
             + " | ".join(f"near-misses flagged, {p}" for p in parts) + " |", "|---" * 13 + "|"]
    for code, group in rows.groupby("language", sort=False):
        cells = []
        for column in ("flag", "card", "near"):
            for part in parts:
                chosen = group[(group["part"] == part) & ((group["hate"] == 1) == (column != "near"))]
                if column == "card":
                    hits = sum("identity_attack" in [p.category.value for p in
                                                     engine.score_comment(t, None).objectionable_phrases]
                               for t in chosen["text"])
                else:
                    hits = sum(_told(t, code) >= HATE for t in chosen["text"])
                cells.append(f"{hits} / {len(chosen)}")
        print(code, " ".join(cells), flush=True)
        lines.append(f"| {code} | " + " | ".join(cells) + " |")
    return lines


OBFUSCATED = Path(__file__).parent / "sets" / "data" / "obfuscated_multilingual.tsv"  # read while building its reading
OBFUSCATED_2 = Path(__file__).parent / "sets" / "data" / "obfuscated_multilingual_2.tsv"  # written before it was read


def _obfuscated_read(text: str) -> tuple[bool, bool]:
    """(any card from the coach, any shown attribute ≥ 0.5 on the external API's paths), each with its own language
    detection (undetermined when not confident), as a commenter's draft and a client's request are read."""
    guess = detect_language(text)
    cards = bool(engine.score_comment(text, None, guess=guess).objectionable_phrases)
    language = guess.language if guess.confident else engine.UNDETERMINED
    scores = engine.score_attributes(text, list(FLAGGED), language=language)
    return cards, max(scores[name].score for name in FLAGGED) >= 0.5


def obfuscated(path: Path = OBFUSCATED) -> list[str]:
    """Insults, threats and hate with a word spelt out in spaced or dotted letters or in digits, and near-misses
    (spaced emphasis, times, codes): harmful sentences with a card and flagged by the scores, near-misses with
    either."""
    rows = _written(path)
    lines = ["| language | harmful with a card | harmful flagged by the scores | near-misses with a card or flagged |",
             "|---|---|---|---|"]
    for code, group in rows.groupby("language", sort=False):
        read = [_obfuscated_read(text) for text in group["text"]]
        harmful = (group["label"] == "harmful").to_numpy()
        cards = sum(card for (card, _), h in zip(read, harmful) if h)
        flagged = sum(high for (_, high), h in zip(read, harmful) if h)
        near = sum(card or high for (card, high), h in zip(read, harmful) if not h)
        print(f"{code} obfuscated: cards {cards}/{harmful.sum()} flagged {flagged}/{harmful.sum()} near {near}/"
              f"{(~harmful).sum()}", flush=True)
        lines.append(f"| {code} | {cards} / {harmful.sum()} | {flagged} / {harmful.sum()} | "
                     f"{near} / {(~harmful).sum()} |")
    return lines


# The section's tables in order, each with the sentence that introduces it.
TABLES = Path(__file__).parent / "sets" / "data" / "multilingual_tables.tsv"


def run(data_dir: Path) -> str:
    """Every table of the section, each after its introduction."""
    tables = {"real_comments": lambda: real_comments(data_dir), "hatecheck": lambda: hatecheck(data_dir),
              "threats": threats, "self_harm": self_harm, "thrown": thrown, "conditional": conditional, "own": own,
              "question_calls": question_calls, "clitic_calls": clitic_calls, "wished_harms": wished_harms,
              "insults": insults, "insults_scum": lambda: insults(INSULTS_SCUM),
              "insults_scum_2": lambda: insults(INSULTS_SCUM_2),
              "insults_scum_3": lambda: insults(INSULTS_SCUM_3), "hate": hate, "obfuscated": obfuscated,
              "obfuscated_2": lambda: obfuscated(OBFUSCATED_2)}
    lines = ["## Multilingual judge (es, fr, de, pt, it)", ""]
    for row in read_tsv(TABLES):
        lines += [row["intro"].format(sample=MHC_SAMPLE), "", *tables[row["table"]](), ""]
    return "\n".join(lines[:-1])
