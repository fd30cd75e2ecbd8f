"""The comment score of a comment written in another language the multilingual judge reads (Spanish, French,
German, Portuguese, Italian): each sentence judged in that language for threats, attacks on who people are,
insults, profanity and hostility, a flagged sentence being an objectionable finding; the checks whose models read
English only (tone, weak arguments, low effort, rewrites) do not read it, and the explanation says so. Never an
English model's reading of another language (an English read of a civil German comment scored 0.54)."""

from moderation.engine import multilingual
from moderation.engine.commentscore import score
from moderation.engine.commentscore.objectionable import severity_of
from moderation.engine.core.datafile import read_json
from moderation.engine.core.text import count_words
from moderation.engine.core.types import Issue
from moderation.engine.language import LanguageGuess, detect_language, language_name
from moderation.schemas.findings import CommentScore, ModerationCategory, ModerationTolerances, ObjectionablePhrase

_DATA = read_json(__file__, "other_languages.json")
FLAG: float = _DATA["flag"]
# In the second reading of a comment of no certain language, the level from which a rude word (not a threat nor an
# attack on who people are) is a finding: the model's sure level (benchmarks/CHOICES.md, "The second reading …").
UNCERTAIN_FLAG: dict[str, float] = _DATA["uncertain_flag"]
KINDS = tuple((attribute, ModerationCategory(category)) for attribute, category in _DATA["kinds"])
_SAY: dict[str, str] = _DATA["sentences"]
# Without the English effort model, a comment of this many words or more has the substance the rubric starts at 5 for.
SUBSTANTIVE_WORDS = 9


def judged_language(comment: str, guess: LanguageGuess | None = None) -> str | None:
    """The comment's language when it is confidently one the multilingual judge reads (never English), else None
    (`guess`: the comment's detection when the caller has it)."""
    guess = guess or detect_language(comment)
    if guess.confident and guess.language != "en" and guess.language in multilingual.supported_languages():
        return guess.language
    return None


def _findings(comment: str, language: str, levels: dict[str, float] | None = None
              ) -> tuple[float, list[tuple[int, int, ModerationCategory, int]]]:
    """The comment's TOXICITY and, per flagged sentence in reading order, (start, end, the category of its most
    severe kind, severity); `language`: the comment's (or its likeliest); `levels`: an attribute's own flag level
    where it is not FLAG."""
    levels = levels or {}
    scores = multilingual.score_attributes(comment, [attribute for attribute, _ in KINDS], spans=True,
                                           language=language)
    best: dict[tuple[int, int], tuple[ModerationCategory, float]] = {}
    for attribute, category in KINDS:
        for start, end, value in scores[attribute].spans:
            if value >= levels.get(attribute, FLAG) and (start, end) not in best:
                best[(start, end)] = (category, value)
    found = [(start, end, category, severity_of(category, value, comment[start:end]))
             for (start, end), (category, value) in sorted(best.items())]
    return scores["TOXICITY"].score, found


def uncertain_reading(comment: str, guess: LanguageGuess) -> tuple[float, list[Issue]]:
    """For a comment of no certain language (`guess.undetermined`), read also by the multilingual judge: its
    TOXICITY and an objectionable Issue per sentence it flags (a threat or an attack on who people are from FLAG, a
    rude word only from UNCERTAIN_FLAG), whose explanation says the language was not certain (the English reading
    keeps its own findings; the caller keeps the higher toxicity)."""
    # every language's rules read it; a rude word is a finding only when the reading is sure
    toxicity, found = _findings(comment, multilingual.uncertain(guess.language), UNCERTAIN_FLAG)
    likely = _SAY["most_likely"].format(language=language_name(guess.language)) if guess.language != "und" else ""
    said = _SAY["uncertain"].format(likely=likely)
    return toxicity, [Issue(start, end, comment[start:end], category, OTHER_READING, severity,
                            slots={"read_in": f"{_SAY[category.value]} {said}"})
                      for start, end, category, severity in found]


# The label of a finding only the multilingual judge read, in a comment of no certain language.
OTHER_READING = "read in another language"


def _explanation(language: str, toxicity: float, flagged: int) -> str:
    name = language_name(language)
    kind = "flagged_one" if flagged == 1 else "flagged_many" if flagged else "hostile" if toxicity >= 0.5 else "civil"
    return f"{_SAY[kind].format(language=name, score=toxicity, count=flagged)} {_SAY['english_only'].format(language=name)}"


def score_in_language(comment: str, language: str, tolerances: ModerationTolerances) -> CommentScore:
    """The CommentScore of `comment`, written in `language` (judged_language), under the site's tolerances."""
    toxicity, spans = _findings(comment, language)
    found = [(comment[start:end], category, severity) for start, end, category, severity in spans]
    judged_in = _SAY["judged_in"].format(language=language_name(language))
    inputs = score.RubricInputs(toxicity=toxicity, objectionable_severities=tuple(s for _, _, s in found),
                                substantive=count_words(comment) >= SUBSTANTIVE_WORDS)
    severities: dict[ModerationCategory, list[int]] = {}
    for _, category, severity in found:
        severities.setdefault(category, []).append(severity)
    health = score.health(score.quality_score(inputs), severities, tolerances, toxicity)
    phrases = [ObjectionablePhrase(quoted_objectionable_phrase=text, category=category, severity=severity,
                                   explanation=f"{_SAY[category.value]} {judged_in}")
               for text, category, severity in found
               if score.keeps_finding(getattr(tolerances, category.value), severity)]
    return CommentScore(objectionable_phrases=phrases, appears_low_effort=False, overall_score=health.overall_score,
                        toxicity_score=round(min(1.0, max(0.0, toxicity)), 4),
                        toxicity_explanation=_explanation(language, toxicity, len(found)),
                        exceeds_tolerance=health.exceeds_tolerance, tolerances=tolerances,
                        health_score=health.health_score, health_items=health.items)
