"""Hand-written spam signals: links, contact details, promotion, shouting, self-promotion, repetition."""

import re
from collections import Counter
from dataclasses import dataclass

import numpy as np

_TLDS = r"(?:com|net|org|info|biz|io|co|uk|ru|tk|ly|me|tv|xyz|online|site|shop|club|top|gl|gd|us|de|fr|in|gov|edu)"
# A link ends before the punctuation that closes its sentence or its brackets ("see www.example.com, then …").
_LINK_END = r"""[^\s.,;:!?)\]}'"»”’]"""
_LINK = re.compile(rf"(?:https?://|www\.)\S*{_LINK_END}|(?<![@\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.{_TLDS}\b(?:/\S*{_LINK_END})?",
                   re.IGNORECASE)
_SHORTENER = re.compile(
    r"\b(?:bit\.ly|tinyurl\.com|goo\.gl|t\.co|ow\.ly|is\.gd|buff\.ly|adf\.ly|shorturl\.at|cutt\.ly|rebrand\.ly|"
    r"tiny\.cc|lnkd\.in|rb\.gy|t\.ly|linktr\.ee)\b", re.IGNORECASE)
# Bounded runs (an address's local part has at most 64 characters, an amount no more than ~30): an unbounded run
# restarted at every word boundary of a long dotted token ("a.a.a.…", "1.1.1.…") is quadratic.
_EMAIL = re.compile(r"\b[\w.+-]{1,64}@[\w-]+\.[\w.-]+\b")
_PHONE = re.compile(r"(?<!\w)(?:\+?\d[\d ().-]{7,}\d)(?!\w)")
_HANDLE = re.compile(
    r"(?:\b(?:whats\s?app|telegram|kik|snap(?:chat)?|skype|wechat|signal|insta(?:gram)?|dm me|inbox me|text me)\b"
    r"|(?<![\w@])@[A-Za-z0-9_]{3,})", re.IGNORECASE)
_PROMO_WORDS = re.compile(
    r"\b(?:free|win|winner|won|prize|cash|money|earn(?:ing)?|income|profit|offer|discount|deal|cheap|buy|sale|"
    r"bonus|reward|claim|guaranteed?|urgent|limited|exclusive|bitcoin|crypto|invest(?:ment|ing)?|loan|credit|"
    r"voucher|gift ?card|jackpot|lottery|casino|click|promo(?:tion)?|subscription|opportunity|rich|"
    r"per (?:day|week|hour)|work from home|call now|act now|txt|unsubscribe|stop to|customer service|pay ?pal)s?\b",
    re.IGNORECASE)
_CONTRACTION = re.compile(r"['’]t\b", re.IGNORECASE)
_MONEY = re.compile(r"[$£€]\s?\d[\d,.]{0,30}k?|\b\d[\d,.]{0,30}\s?(?:usd|dollars|pounds|euros|bucks)\b|\b\d{1,30}%\s*off\b",
                    re.IGNORECASE)
_SELF_PROMO = re.compile(
    r"\b(?:check (?:out )?(?:my|our|this (?:video|channel|page|site|link))|take a look at (?:my|our|this)|(?:visit|see|watch|view) (?:my|our)|my (?:new )?(?:channel|video|page|website|"
    r"site|blog|song|music|mixtape|profile|shop|store|playlist)|subscribe|sub ?4 ?sub|follow (?:me|us)|"
    r"like (?:and|&) (?:share|sub)|please (?:share|like)|give me a chance|sub(?:scribe)? (?:to )?me|"
    r"help me (?:reach|get)|(?:go|come) to my|add me)\b", re.IGNORECASE)
# Engagement bait: asking readers to like or upvote the comment itself.
_BAIT = re.compile(r"\b(?:like this comment|like (?:this )?if (?:you|u|ur)|thumbs up (?:if|for)|give (?:it|this|me) a "
                   r"(?:like|thumbs up)|(?:up ?vote|like) (?:this|me) (?:if|so|please))\b", re.IGNORECASE)
_SYMBOL_RUN = re.compile(r"([!?$*#@%&+=~])\1{2,}|[^\w\s]{4,}")
_CHAR_RUN = re.compile(r"([A-Za-z])\1{3,}")
_WORD = re.compile(r"[A-Za-z0-9']+")

NAMES = ("link", "shortener", "contact", "promo", "money", "shouting", "symbols", "self_promo", "repetition", "bait")


@dataclass(frozen=True)
class Signal:
    """One spam signal: its strength (0..1 or a small count) and the verbatim evidence."""

    name: str
    value: float
    evidence: str = ""


def _first(pattern: re.Pattern, text: str) -> tuple[int, str]:
    matches = [m.group() for m in pattern.finditer(text)]
    return len(matches), (matches[0] if matches else "")


def _shouting(text: str) -> tuple[float, str]:
    """Share of upper-case letters (texts with few letters don't count) and the first all-caps word."""
    letters = [c for c in text if c.isalpha()]
    if len(letters) < 12:
        return 0.0, ""
    share = sum(c.isupper() for c in letters) / len(letters)
    caps = [w for w in _WORD.findall(text) if len(w) >= 3 and w.isupper() and not w.isdigit()]
    return (share if share >= 0.3 else 0.0), (caps[0] if caps else "")


def _repetition(text: str) -> tuple[float, str]:
    """How much of the comment repeats itself: the share of repeated word trigrams, or a word said 4+ times."""
    words = [w.lower() for w in _WORD.findall(text)]
    if len(words) < 6:
        return 0.0, ""
    trigrams = list(zip(words, words[1:], words[2:]))
    repeated = sum(count - 1 for count in Counter(trigrams).values() if count > 1)
    share = repeated / len(trigrams)
    word, count = Counter(w for w in words if len(w) > 3).most_common(1)[0] if any(len(w) > 3 for w in words) else ("", 0)
    if count >= 4 and count / len(words) > 0.15:
        share = max(share, 0.5)
    return min(share, 1.0), (word if share > 0 else "")


def signals(text: str) -> list[Signal]:
    """Every signal, in NAMES order (value 0 when it did not fire)."""
    links, link = _first(_LINK, text)
    shorteners, shortener = _first(_SHORTENER, text)
    emails, email = _first(_EMAIL, text)
    phones, phone = _first(_PHONE, text)
    handles, handle = _first(_HANDLE, text)
    # Promotional words, counted and quoted: not the first half of a contraction ("won" of "won't").
    promos = [m.group() for m in _PROMO_WORDS.finditer(text) if not _CONTRACTION.match(text, m.end())]
    moneys, money = _first(_MONEY, text)
    shout, caps = _shouting(text)
    symbol_runs, symbols = _first(_SYMBOL_RUN, text)
    char_runs, _ = _first(_CHAR_RUN, text)
    self_promos, self_promo = _first(_SELF_PROMO, text)
    baits, bait = _first(_BAIT, text)
    repeat, repeated = _repetition(text)
    contact_evidence = email or phone or handle
    return [
        Signal("link", float(min(links, 3)), link),
        Signal("shortener", float(min(shorteners, 1)), shortener),
        Signal("contact", float(min(emails + phones + handles, 2)), contact_evidence),
        Signal("promo", float(min(len(set(p.lower() for p in promos)), 4)), ", ".join(dict.fromkeys(promos))),
        Signal("money", float(min(moneys, 2)), money),
        Signal("shouting", round(shout, 3), caps),
        Signal("symbols", float(min(symbol_runs + char_runs, 3)), symbols),
        Signal("self_promo", float(min(self_promos, 2)), self_promo),
        Signal("repetition", round(repeat, 3), repeated),
        Signal("bait", float(min(baits, 1)), bait),
    ]


def vector(found: list[Signal]) -> np.ndarray:
    """The signals as a feature row (NAMES order) for the combining model."""
    return np.array([s.value for s in found], dtype=np.float32)
