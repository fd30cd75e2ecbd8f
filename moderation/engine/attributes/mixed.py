"""Comments that mix languages: sentences written in another language the multilingual judge supports are scored
by it, so a Spanish insult inside an English comment is not read by the English models alone."""

from moderation.engine.core.analysis import Analysis
from moderation.engine.core.types import AttributeResult
from moderation.engine.language import detect_language
from moderation.engine.multilingual import attributes as multilingual_attributes
from moderation.engine.multilingual import score_attributes as multilingual_scores
from moderation.engine.multilingual import supported_languages, uncertain


def _judged(base_names: dict[str, str]) -> set[str]:
    """The asked attributes the multilingual judge scores."""
    return {name for name in base_names.values() if name in multilingual_attributes()}


def foreign_sentences(analysis: Analysis) -> list[tuple[int, str]]:
    """(index, language) of the sentences confidently written in a supported language other than English."""
    languages = supported_languages()
    found = []
    for index, sentence in enumerate(analysis.sentences):
        guess = detect_language(sentence.text)
        if guess.confident and guess.language in languages:
            found.append((index, guess.language))
    return found


def with_foreign_sentences(analysis: Analysis, results: dict[str, AttributeResult], base_names: dict[str, str],
                           spans: bool) -> dict[str, AttributeResult]:
    """`results` raised by the multilingual scores of the comment's other-language sentences (their spans added)."""
    judged = _judged(base_names)
    if not judged:  # e.g. SPAM or the bridging attributes alone: no sentence needs its language
        return results
    indexes = foreign_sentences(analysis)
    if not indexes:
        return results
    out = dict(results)
    for index, language in indexes:
        sentence = analysis.sentences[index]
        scores = multilingual_scores(sentence.text, sorted(judged), spans=False, language=language)
        for name, base in base_names.items():
            if base not in scores:
                continue
            value = scores[base].score
            old = out[name]
            kept = tuple(span for span in old.spans if span[:2] != (sentence.start, sentence.end))
            extra = ((sentence.start, sentence.end, value),) if spans else ()  # replaces the English reading
            out[name] = AttributeResult(max(old.score, value), kept + extra)
    return out


def with_both_readings(text: str, results: dict[str, AttributeResult], base_names: dict[str, str],
                       spans: bool) -> dict[str, AttributeResult]:
    """`results` of a comment whose language is neither declared nor detected with confidence, raised by the
    multilingual judge's reading of it: per attribute and per sentence the higher of the two, so a short insult in
    another language is not judged as English alone ("Sei scemo." read 0.06 that way)."""
    judged = _judged(base_names)
    if not judged:
        return results
    scores = multilingual_scores(text, sorted(judged), spans=spans,  # not certain: every language's rules read it
                                language=uncertain(detect_language(text).language))
    out = dict(results)
    for name, base in base_names.items():
        if base not in scores:
            continue
        other, old = scores[base], out[name]
        higher = {span[:2]: span[2] for span in other.spans}
        merged = tuple((start, end, max(value, higher.pop((start, end), 0.0))) for start, end, value in old.spans)
        merged += tuple((start, end, value) for (start, end), value in higher.items())
        out[name] = AttributeResult(max(old.score, other.score), merged if spans else ())
    return out
