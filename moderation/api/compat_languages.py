"""Which language a compat request is judged in: the client's `languages`, else the detected language; a
language an attribute is not judged in is refused as the external API did (LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE)."""

import re
from collections.abc import Iterable
from dataclasses import dataclass

from moderation import engine
from moderation.api.compat_request import invalid
from moderation.core.html_text import html_to_text

_TAG = re.compile(r"[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,4}")
_ERROR_TYPE = "type.googleapis.com/google.commentanalyzer.v1alpha1.Error"


@dataclass(frozen=True)
class Languages:
    """`languages` and `detectedLanguages` of the answer."""

    judged: list[str]
    detected: list[str] | None
    dropped: tuple[str, ...] = ()  # attributes left out for the languages (dropUnsupportedAttributes)
    undetermined: bool = False  # none sent, none detected with confidence, and the guess not English or read elsewhere

    @property
    def judge(self) -> str:
        """The one language the engine judges the comment in: the detected one when the client allowed it; with
        none declared nor detected with confidence, "und": English and the multilingual judge both read it, the
        higher kept (never judged as English silently; a guess that leans to English, though not confident, keeps
        the English reading unless another language's threat or insult rules read something in it: the other judge
        doubled the flags on such short English tweets, benchmarks/CHOICES.md)."""
        if self.detected and self.detected[0] in self.judged:
            return self.detected[0]
        if self.undetermined:
            return engine.UNDETERMINED
        return self.judged[0]


def primary_codes(requested: Iterable[str]) -> list[str]:
    """Lower-case primary subtags of BCP 47 tags ('pt-BR' → 'pt'), each once; a malformed tag is a 400."""
    codes: list[str] = []
    for index, tag in enumerate(requested):
        if not _TAG.fullmatch(tag or ""):
            raise invalid(f"languages[{index}]: '{tag[:40]}' is not a language code (use ISO 639-1, e.g. 'en').")
        code = re.split(r"[-_]", tag)[0].lower()
        if code not in codes:
            codes.append(code)
    return codes


def _refuse(attribute: str, languages: list[str], detected: list[str] | None) -> Exception:
    detail = {"@type": _ERROR_TYPE, "errorType": "LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE",
              "languageNotSupportedByAttributeError": {"detectedLanguages": detected or [], "attribute": attribute}}
    supported = ", ".join(sorted(engine.attribute_languages(attribute)))
    return invalid(f"Attribute {attribute} does not support request languages: {', '.join(languages)} "
                   f"(supported: {supported}).", [detail])


def _guess(text: str, html: bool):
    return engine.detect_language(html_to_text(text).text if html else text)


def detected_languages(text: str, html: bool) -> list[str] | None:
    """`detectedLanguages`: the comment's (visible text's) language when detected with confidence, else None."""
    guess = _guess(text, html)
    return [guess.language] if guess.confident else None


def resolve_languages(text: str, html: bool, requested: list[str] | None, attributes: Iterable[str],
                      drop: bool = False) -> Languages:
    """The languages the comment is judged in; refuses an attribute that is not judged in them, or with `drop`
    (the external API's dropUnsupportedAttributes) leaves it out of the answer."""
    guess = _guess(text, html)
    detected = [guess.language] if guess.confident else None
    languages = primary_codes(requested) if requested else (detected or ["en"])
    dropped = []
    for attribute in attributes:
        unsupported = [code for code in languages if code not in engine.attribute_languages(attribute)]
        if unsupported and not drop:
            raise _refuse(attribute, unsupported, detected)
        if unsupported:
            dropped.append(attribute)
    return Languages(judged=languages, detected=detected, dropped=tuple(dropped),
                     undetermined=not requested and guess.undetermined)
