"""The worst-case requests of bench_worst_case: issue 31's audit table, then generated inputs at the limits.

Every comment stays within the service's own limits (20,000 characters, 400 sentences): the point is that no
input a client may send holds a worker for long.
"""

from collections.abc import Iterator

from benchmarks.bench_load import ALL_CHECKS
from benchmarks.fresh_text import fresh
from benchmarks.latency_text import ARTICLE, FIXED, GERMAN
from moderation.engine import supported_attributes

__all__ = ["ARTICLE", "ALL_CHECKS", "CASES", "generated"]

LIMIT = 20_000  # characters of a native comment
COMPAT_LIMIT = 20_480  # UTF-8 bytes of an external-API comment
ALL_ATTRIBUTES = {name: {} for name in sorted(supported_attributes()) if not name.endswith("_EXPERIMENTAL")}
MULTILINGUAL_ATTRIBUTES = {name: {} for name in ("TOXICITY", "SEVERE_TOXICITY", "IDENTITY_ATTACK", "INSULT",
                                                 "PROFANITY", "THREAT", "SEXUALLY_EXPLICIT")}


def _fill(unit: str, tail: str = "") -> str:
    """`unit` repeated to just under the limit, then `tail`."""
    return unit * ((LIMIT - len(tail)) // len(unit)) + tail


def _compat(text: str) -> str:
    """The text cut to the external API's byte limit (on a character boundary)."""
    return text.encode()[:COMPAT_LIMIT].decode(errors="ignore")


def _prose(words: int = 3600, limit: int = LIMIT) -> str:
    """Ordinary new sentences up to the limit: the cost of the longest comment a client may rightly send."""
    return fresh().comment(words)[:limit]


def _german(sentence_end: str) -> str:
    """German sentences (the multilingual judge's path) up to the limit, each ended by `sentence_end` and numbered,
    so none repeats (the multilingual encoder caches each sentence's states, as the English one does)."""
    sentences = [line.rstrip(".") for line in GERMAN]
    out, number = [], 0
    while sum(map(len, out)) < LIMIT:
        number += 1
        out.append(f"{sentences[number % len(sentences)]} (Nummer {number}){sentence_end}")
    return "".join(out)[:LIMIT]


def _short(sentences: int, characters: int) -> str:
    """A new comment of `sentences` sentences within `characters` (so the batch stays within its caps): each sentence
    new, cut at a word when longer than its share. (Drawing whole drafts until one fit never ended without the real
    comments of ../shared/data: the written sentences are all longer than a share, and a test ran out of memory.)"""
    share = characters // sentences - 1
    out = []
    for sentence in fresh().draft(sentences):
        if len(sentence) > share:
            sentence = sentence[:share - 1].rsplit(" ", 1)[0].rstrip(",;:") + "."
        out.append(sentence)
    return " ".join(out)


def _batches(article_id: str) -> Iterator[tuple[str, str, dict]]:
    """batch/relevance at its caps (400 sentences, 40,000 characters in all) and inittopic at the body limit."""
    topics = ["politics", "religion", "sports", "crypto", "immigration", "taxes", "football", "elections"]
    four = [_short(4, 380) for _ in range(100)]
    yield ("batch: 100 comments of 4 sentences (caps: 400 sentences, ~40,000 characters)", "/v0.2/batch/relevance",
           {"comments": four, "article_context_id": article_id, "banned_topics": topics})
    one = [_short(1, 150) for _ in range(250)]
    yield ("batch: 250 one-sentence comments", "/v0.2/batch/relevance",
           {"comments": one, "article_context_id": article_id, "banned_topics": topics})
    yield ("inittopic: ~1 MB of article text (the body limit)", "/v0.2/inittopic",
           {"text": _prose(180_000, 1_000_000)})


def generated() -> dict[str, str]:
    """Adversarial shapes: runs of whitespace, newlines and punctuation, repeats, one long token, long sentences."""
    return {
        "ordinary prose at the limit": _prose(),
        "tab and space run": _fill(" \t", "x"),
        "newline run": "x" + "\n" * (LIMIT - 2) + "y",
        "CRLF lines of insults": _fill("idiot " * 15 + "\r\n"),
        "one repeated insult word": _fill("idiot "),
        "repeated 'no, '": _fill("no, "),
        "exclamation run": "!" * LIMIT,
        "full-stop run": "." * LIMIT,
        "question/exclamation run": _fill("?!"),
        "one long token": "a" * LIMIT,
        "double-quote run": '"' * LIMIT,
        "parenthesis run": _fill("(((", "x"),
        "em dash run": "—" * LIMIT,
        "repeated 'In conclusion, '": _fill("In conclusion, "),
        "dotted link": "http://" + "a." * ((LIMIT - 7) // 2),
        "emoji run": "🤡" * (LIMIT // 2),
        "very ... stupid": "You are a " + "very " * ((LIMIT - 30) // 5) + "stupid idiot.",
        "one sentence of 'and' clauses": _fill("the mayor and the council, ", "are idiots."),
        "400 short insulting sentences": "You people are idiots. " * 400,
        "quoted slur inside counter-speech": (FIXED["quoted_counter_speech"] + " ") * 400,
        "dotted number": _fill("1."),
        "German prose at the limit": _german(". "),
        "one German sentence of 20,000 characters": _german(", und "),
    }


def CASES(article_id: str) -> Iterator[tuple[str, str, dict]]:  # noqa: N802 - a table, named like one
    """(case name, path, JSON body): the audit's table first, then every generated input on megacall and analyse.
    No two cases on one path share a text (the engine caches sentence vectors: a repeat would measure the cache)."""
    megacall = {**ALL_CHECKS, "article_context_id": article_id}
    yield ("'You are' + 1,000 spaces + insults", "/v0.2/commentscore",
           {"comment": "You are" + " " * 1000 + "an idiot and a moron.", "article_context_id": article_id})
    yield ("insult split by 19,948 spaces", "/v0.2/commentscore",
           {"comment": "You are an idiot and" + " " * 19948 + "a moron.", "article_context_id": article_id})
    yield ("'attacking' + 19,990 spaces, span scores", "/v0.2/external-compat/analyse",
           {"comment": {"text": "attacking" + " " * 19990 + "x"}, "requestedAttributes": ALL_ATTRIBUTES,
            "spanAnnotations": True})
    yield ("'(((' + 19,995 spaces", "/v0.2/dogwhistle", {"comment": "(((" + " " * 19995 + "x"})
    yield ("19,998 newlines", "/v0.2/llmdetect", {"comment": "x" + "\n" * 19998 + "y"})
    yield ("'I will kill you ' × 1,250", "/v0.2/megacall", {**megacall, "comment": "I will kill you " * 1250})
    yield ("'88 ' × 6,656 + 'white'", "/v0.2/megacall", {**megacall, "comment": "88 " * 6656 + "white"})
    yield from _batches(article_id)
    for name, text in generated().items():
        yield name, "/v0.2/megacall", {**megacall, "comment": text, "draft": True}
        # German is judged for the toxicity attributes only; asking for every one is a 400 (not supported in it).
        attributes = MULTILINGUAL_ATTRIBUTES if "German" in name else ALL_ATTRIBUTES
        yield name, "/v0.2/external-compat/analyse", {"comment": {"text": _compat(text)},
                                                      "requestedAttributes": attributes, "spanAnnotations": True}
