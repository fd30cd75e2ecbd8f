"""Banned-topic expansion: a hand-written map from common topic names to related words, plus the topic's
own content words; embedding neighbours are handled in relevance.py."""

import re

from moderation.engine.core.cache import bytes_cache

# Words a moderator is likely to mean by a topic name; kept specific so that they rarely occur off-topic.
_RELATED: dict[str, tuple[str, ...]] = {
    "politics": ("election", "elections", "vote", "voting", "voter", "ballot", "parliament", "congress", "senate",
                 "senator", "president", "prime minister", "government", "democrat", "democrats", "republican",
                 "republicans", "labour party", "conservatives", "tories", "left-wing", "right-wing", "liberal",
                 "liberals", "politician", "politicians", "political", "legislation", "mp", "mps"),
    "religion": ("church", "mosque", "synagogue", "temple", "bible", "quran", "koran", "torah", "faith",
                 "prayer", "christian", "christianity", "muslim", "islam", "jewish", "judaism", "hindu",
                 "buddhist", "atheist", "atheism", "religious", "pope", "priest", "imam", "rabbi", "scripture"),
    "sports": ("football", "soccer", "basketball", "baseball", "cricket", "rugby", "tennis", "golf", "hockey",
               "league", "goalkeeper", "striker", "referee", "championship", "tournament",
               "olympics", "athlete", "playoffs", "world cup"),
    "vaccines": ("vaccine", "vaccination", "vaccinated", "jabs", "booster", "anti-vax", "antivax",
                 "mrna", "pfizer", "moderna", "immunisation", "immunization", "inoculation"),
    "covid": ("coronavirus", "pandemic", "lockdown", "lockdowns", "masks", "mask mandate", "sars-cov-2", "omicron",
              "quarantine", "social distancing"),
    "immigration": ("immigrant", "immigrants", "migrant", "migrants", "refugee", "refugees", "asylum", "border",
                    "borders", "deportation", "visa", "illegal aliens", "citizenship"),
    "abortion": ("pro-life", "pro-choice", "roe v wade", "unborn", "termination of pregnancy", "planned parenthood"),
    "guns": ("gun", "firearm", "firearms", "rifle", "rifles", "pistol", "handgun", "second amendment", "nra",
             "shooting", "ammo", "ammunition", "gun control"),
    "cryptocurrency": ("crypto", "bitcoin", "ethereum", "blockchain", "nft", "nfts", "altcoin",
                       "dogecoin", "mining rig", "wallet address"),
    "climate change": ("global warming", "carbon", "emissions", "greenhouse", "fossil fuels", "net zero",
                       "climate crisis", "renewables", "co2"),
    "celebrities": ("celebrity", "celeb", "kardashian", "hollywood", "red carpet", "tabloid", "gossip"),
    "gossip": ("rumour", "rumor", "rumours", "rumors", "scandal", "affair", "dating", "breakup", "tabloid"),
    "war": ("invasion", "troops", "army", "military", "missile", "missiles", "bombing", "airstrike", "ceasefire",
            "frontline", "soldiers", "weapons"),
    "drugs": ("cocaine", "heroin", "cannabis", "marijuana", "weed", "meth", "opioid", "opioids", "dealer",
              "overdose", "narcotics"),
    "gambling": ("casino", "betting", "poker", "slots", "lottery", "bookmaker", "jackpot"),
    "sex": ("sexual", "sexy", "porn", "pornography", "nude", "nudes", "erotic", "hookup"),
    "money": ("cash", "income", "salary", "wages", "profit", "invest", "investment", "loan", "debt", "dollars"),
    "advertising": ("advert", "ads", "promotion", "discount", "buy now", "sponsored", "coupon", "sale", "offer"),
    "health": ("doctor", "hospital", "disease", "medicine", "symptoms", "diagnosis", "treatment", "nhs"),
    "guns and weapons": ("gun", "rifle", "pistol", "firearm", "weapon", "weapons", "knife", "ammunition"),
    "taxes": ("tax", "taxation", "irs", "hmrc", "income tax", "vat", "tax cuts", "tax rise"),
    "royal family": ("king", "queen", "prince", "princess", "monarchy", "royals", "buckingham palace", "duke",
                     "duchess"),
    "video games": ("gaming", "gamer", "gamers", "playstation", "xbox", "nintendo", "console", "esports", "steam"),
    "weather": ("rain", "snow", "sunny", "forecast", "storm", "heatwave", "temperature", "drought"),
}
_ALIASES = {"sport": "sports", "vaccination": "vaccines", "vaccine": "vaccines", "covid-19": "covid",
            "coronavirus": "covid", "crypto": "cryptocurrency", "political": "politics", "religions": "religion",
            "gun control": "guns", "firearms": "guns", "climate": "climate change", "global warming": "climate change",
            "celebrity": "celebrities", "celebrity gossip": "celebrities", "immigrants": "immigration",
            "migration": "immigration", "drug": "drugs", "betting": "gambling",
            "tax": "taxes", "monarchy": "royal family", "games": "video games", "gaming": "video games",
            "elections": "politics", "election": "politics", "ads": "advertising", "self-promotion": "advertising"}
_STOP = frozenset("the a an and or of to in on for about with any other all its it their this that these those "
                  "discussion discussions topic topics talk talking comments comment posts post stuff things".split())
_WORD = re.compile(r"[a-z0-9][a-z0-9'-]*")


def _content_words(phrase: str) -> list[str]:
    return [w for w in _WORD.findall(phrase.lower()) if w not in _STOP and len(w) > 2]


@bytes_cache(4 * 1024 * 1024)
def related_terms(topic: str) -> tuple[str, ...]:
    """The topic's own phrase and content words, plus the related words of every known topic it names."""
    phrase = " ".join(_WORD.findall(topic.lower()))
    terms = [phrase] if phrase else []
    keys = {_ALIASES.get(phrase, phrase)}
    for word in _content_words(phrase):
        terms.append(word)
        keys.add(_ALIASES.get(word, word))
    for key in keys:
        terms.extend(_RELATED.get(key, ()))
    return tuple(dict.fromkeys(t for t in terms if t))


@bytes_cache(4 * 1024 * 1024)
def term_pattern(topic: str) -> re.Pattern | None:
    """One regex matching any related term as whole words (with plural/verb endings)."""
    terms = related_terms(topic)
    if not terms:
        return None
    alternatives = sorted((re.escape(t).replace(r"\ ", r"[\s-]+") for t in terms), key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(alternatives) + r")(?:s|es|ed|ing)?\b", re.IGNORECASE)


def term_openings(topic: str) -> frozenset[str] | None:
    """The first three characters (fewer when shorter) of every related term's first word: term_pattern matches
    only where one of them opens a word. Terms are lower-case ASCII, so for an ASCII text lower-casing is what
    IGNORECASE does; None (no shortcut) should a term not open with a letter or digit."""
    terms = related_terms(topic)
    if not all(t.isascii() and t[:1].isalnum() and t == t.lower() for t in terms):
        return None
    return frozenset(t.split(" ")[0][:3] for t in terms)
