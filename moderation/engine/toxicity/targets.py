"""Who or what a harsh word is aimed at: criticism of ideas (not an attack), wishes of harm and intimidation of a
person (threats). Patterns run on the normalised, lower-case sentence."""

import re

from moderation.engine.core import regex_store
from moderation.engine.toxicity.lexicon import alternation, lexicon
from moderation.engine.toxicity.people import bare_plural, noun, plural, slot, subject
from moderation.engine.toxicity.vocabulary import fragments, listed

# The cancellation reason recorded when a sentence criticises an idea rather than a person.
IDEA_CRITICISM = "criticises an idea, not a person"

# Things that can be criticised without attacking anyone: plans, policies, ideas, arguments, decisions, works.
_IDEA = listed("idea_nouns")
# Harsh evaluations that are insults when said of a person but only criticism when said of an idea.
_HARSH = rf"(?:{alternation(lexicon()['harsh_evaluations'], ordered=True)}|a waste of \w+)"
# A short phrase after the idea ("your argument about rents is dumb").
_OF = r"(?:about|on|for|of|to|from|in|regarding|over|with)"
_DETERMINER = r"(?:the|this|that|these|those|your|his|her|their|our|its|the new|the whole|such a|a|an)"
_IDEA_CRITICISM = regex_store.compile(
    rf"\b{_DETERMINER}\s+(?:[\w-]+\s+){{0,3}}?{_IDEA}(?:\s+{_OF}(?:\s+[\w'-]+){{1,4}}?)?\s+(?:is|are|was|were|seems?|sounds?|looks?|feels?|remains?|"
    rf"'s)\s+(?:just\s+|so\s+|really\s+|totally\s+|utterly\s+|completely\s+|absolutely\s+|pretty\s+|plain\s+|"
    rf"frankly\s+|honestly\s+|beyond\s+|downright\s+|fucking\s+|bloody\s+|damn\s+)*{_HARSH}\b"
    rf"|\b(?:what|such)\s+an?\s+(?:\w+\s+)?{_HARSH}\s+(?:\w+\s+)?{_IDEA}\b"
    rf"|\b{_HARSH}\s+{_IDEA}\b")
# A harsh word said of "this", "that" or "it" ("this is garbage", "it must be dumb"): words that never stand for the
# person addressed, so the word judges a thing said or done. The harsh word is group "w".
# The pronoun starts its clause (after a stop, a conjunction or a verb of saying or thinking), so "that" is not a
# relative pronoun standing for a person ("the councillor that is clueless").
_CLAUSE_START = "|".join([r"^", r"(?<=[,;:(.!?] )", r"(?<=[,;:(])"] + [
    rf"(?<=\b{re.escape(word)} )" for word in lexicon()["clause_openers"] if not word.startswith("_")])
_THING_CRITICISM = regex_store.compile(
    rf"(?:{_CLAUSE_START})(?:this|that|it)(?:'s|\s+(?:is|was|seems|sounds|looks|feels|(?:must|will|would|could) be))\s+"
    rf"(?:(?:just|so|really|totally|utterly|completely|absolutely|pretty|plain|frankly|honestly|beyond|downright)\s+)*"
    rf"(?P<w>{_HARSH})\b")
# "... and so are you", "... just like you": the harsh word said of the idea is said of a person too.
_SAME_OF_PERSON = (r"\bso\s+(?:are|is|were|was)\s+(?:you|u|he|she|they|the people|whoever)\b"
                   r"|\b(?:just\s+)?like\s+(?:you|u|the (?:person|people|idiot|moron)s?)\b")
# A name-calling word addressed to the reader ("what a dumb take, moron", "idiot, read it again"): an insult from the
# lexicon standing alone between a clause boundary and the end of its phrase, so it can only be said of the person.
_VOCATIVE = (rf"(?:^|(?<=[,;:])\s*)(?:you\s+)?(?:[\w-]+\s+)?(?:{alternation(lexicon()['insults'], ordered=True)})s?"
             r"(?=\s*(?:[.!?,;:]|$))")
# Words that put a person back in the frame ("you are stupid", "the idiot who wrote it", a vocative insult).
_PERSON_ATTACK = regex_store.compile(r"\b(?:you(?:'re| are| r)?|u r|ur an?|he(?:'s| is)|she(?:'s| is)|they(?:'re| are)|"
                                     r"whoever|the (?:idiot|moron|fool|clown)s?)\s+(?:\w+\s+){0,3}?(?:an?\s+)?"
                                     rf"{listed('person_put_downs')}\b"
                                     r"|" + _SAME_OF_PERSON + "|" + _VOCATIVE)

# What follows "suffer" when it is endured or ended, not wished ("suffer through the meeting", "suffer no more", "suffer
# the consequences", "suffer a bit to get fit", "suffer from gout"); "suffer a slow death" stays a wish.
_ENDURED = (r"(?:through|no\s+more|no\s+longer|less|any\s+more|anymore|from|fools|defeats?|losses|setbacks"
            r"|injur(?:y|ies)|(?:the|any|some|their|his|her|your|my|our|its|this|that|these|those)\s+(?:\w+\s+)?"
            rf"{listed('endured_things')}|an?\s+(?!{listed('cruel_deaths')}\b)[\w-]+)")

# "want to see", "'d like to see" …: a want that opens a wish of harm and a wish to see a person harmed.
_WANT_TO_SEE = rf"{listed('want_to_see_openers')}\s+to\s+see"

# A harm participle said of a person, not its idiom of a thing or a team ("drowned out", "whipped into shape",
# "gassed out"): every family below that reads one after "be", "get" or "been" reads this.
_HARMED = (rf"(?:{fragments()['run_down']}|{listed('harm_participles')}(?!(?<=run over)\s+by\b))"
           r"(?!\s+(?:out|into)\b)")

# Wishes that a person falls ill, has an accident or dies ("hope you get sick and die").
# "Burn" as a person's fate: nothing after it but the clause's end, a place, a time, a manner, what it is for, "alive",
# "to death" or "at the stake"; a thing after it ("burn the rubbish", "burn some calories") makes it another verb.
_BURN = (r"burn(?=\s*+(?:[,.!?;:]|$)|\s++(?:alive|to\s++death|at\s++the\s++stake|"
         rf"{listed('fate_followers')})(?![\w-]))")
WISH_OF_HARM = regex_store.compile(
    # A wish opens with "hope", "wish", "pray" … or with "may" at the start of a clause ("may they all rot in hell").
    # Or a want ("I want him to suffer", "I want to see that man suffer"), or "make" opening a clause ("make him
    # suffer").
    r"(?:\b(?:i\s+|we\s+)?(?:hope|hopefully|wish|pray|praying|hoping|can't wait (?:until|till|for)|wants?|wanted|"
    rf"{_WANT_TO_SEE})|(?:^|(?<=[,;:]\s))(?:may|make))\s+"
    r"(?:that\s+)?(?:you|u|ya|your (?:\w+\s+)?(?:family|kids?|children|mother|mom|mum|wife|husband)|he|she|they|"
    # One word after a determiner ("the fly-tippers"), or a whole lot ("every last one of those councillors").
    r"him|her|them|(?:the|that|this|those|these) [\w-]+|(?:every|each|all)\s+(?:(?:last|single|one|of|the|those|"
    rf"these)\s+){{0,4}}[\w-]+|whoever|{plural()})(?:'d)?\s+"
    # A few words, others joined by "and", or a relative clause that says who the person is ("the judge who let him off
    # gets shot"); a clause that says what was done to them describes, it wishes nothing (`senses.described`).
    r"(?:(?:who|that|and)\s+(?:[\w']+\s+){1,5}?|(?:[\w']+\s+){0,3}?)(?P<k>(?:breaks?|snaps?|tears?|shatters?)\s+(?:his|her|their|your|its)\s+(?:\w+\s+)?"
    rf"(?:legs?|necks?|arms?|backs?|knees?|ankles?|skull|jaw|spine)|(?:cracks?|smashes?|splits?|fractures?|bashes?)\s+"
    # a head cracked or hit ("hope she slips and cracks her skull", "hope he trips and hits his head")
    rf"(?:his|her|their|your|its)\s+(?:skull|head)(?:\s+open)?|hits?\s+(?:his|her|their|your)\s+head\b|"
    rf"(?:get|gets|got|catch|catches|develop|develops)\s+"
    rf"(?:\w+\s+)?{listed('illnesses')}|"
    # "hope they catch something nasty", "hope the fly-tippers get their arms broken"
    rf"(?:get|gets|got|catch|catches|develop|develops)\s+something\s+(?:really\s+|truly\s+)?{listed('nasty_things')}"
    rf"|(?:get|gets|have|has)\s+(?:his|her|their|your|its)\s+(?:\w+\s+)?{listed('harmed_body_parts')}\s+"
    rf"{listed('body_damages')}|(?:get|gets|be|is)\s+(?:hit|run over|crushed|killed|mauled)\s+by|"
    # A passive wish of violence ("hope she gets raped", "hope the mayor gets stabbed"): the person was named before
    # the act, where the threat families look after it. Words a match or a game also uses ("beaten", "killed",
    # "crushed") are not in the list.
    rf"(?:get|gets|got|getting|be|is|are|was|were)\s+(?:\w+ly\s+)?{_HARMED}\b(?!\s+(?:down|of)\b)|"
    rf"(?:burns?|rots?)\s+in\s+hell|(?:die|dies|drops? dead|croaks?|choke|{_BURN}|rots?(?!\s+away)|"
    rf"suffers?(?!\s+{_ENDURED}\b)|bleed out|drown(?!\s+out\b))\b)")
# A wish to see a person harmed, the participle right after the person or after "get" ("I'd like to see him hanged",
# "I want them all shot", "can't wait to see that landlord strung up", "can't wait to see him get stabbed", "I'd pay
# good money to see her hanged", "nothing would make me happier than seeing him shot"). Something after the participle that takes an object or makes an idiom ("see him
# hurt their chances", "see them run over the opposition", "that proposal shot down") leaves it a verb of the person's
# own doing or a phrase about a thing. The opener is group "o"; what follows it, group "n", is read for a negation
# ("can't wait" negates nothing).
SEEN_HARM = regex_store.compile(
    rf"\b(?P<o>{_WANT_TO_SEE}|(?:like|love|can't wait|cannot wait|pay|"
    r"pay\s+good\s+money|give\s+anything)\s+to\s+see|(?:happier|better)\s+than\s+(?:to\s+see|seeing)|"
    r"look(?:ing)?\s+forward\s+to\s+seeing|(?:love|enjoy|dream\s+of)\s+seeing|want|wanted|wish)\s+"
    rf"(?P<n>(?:{slot()}|{plural(word_before=True)})\s+(?:all\s+|both\s+)?"
    r"(?:(?:get|getting)\s+(?:\w+ly\s+|fucking\s+|bloody\s+)?)?"
    rf"(?P<k>{listed('harm_participles')}))\b"
    r"(?!\s+(?:the|a|an|his|her|their|its|your|my|our|this|that|these|those|down|up|off|out|at|of)\b)")
# People named by what they did or by whom they are like ("whoever signed this off", "people like him"): a subject of
# the deserved-harm and after-the-fact calls.
_WHOEVER = (r"(?:whoever|(?:those|anyone|anybody|people)\s+(?:who|that))(?:\s+[\w']+){1,6}?"
            r"|people\s+like\s+(?:him|her|them|that|you|this)")
# A person said to deserve, or called on, to suffer, die or be harmed ("they deserve to suffer", "whoever signed this
# off deserves to be beaten senseless", "that scumbag should be hanged"): a person as the subject, not a
# thing or a team ("the town centre will suffer", "they deserved to lose"); a prediction ("will suffer") calls for
# nothing, and "deserved to die" is said of the dead ("deserved to be …" harmed is not). Negations and reports are set
# aside as for every threat family.
DESERVED_HARM = regex_store.compile(
    r"(?<!\bwhy do )(?<!\bwhy does )(?<!\bwhy did )(?<!\bwhy would )"  # a question against it ("why do they …")
    rf"\b(?:{subject()}"
    # a person named by an insult ("that scumbag", "this lying piece of shit", "every last one of those bastards")
    rf"|(?:the|that|this|those|these|every\s+(?:last\s+|single\s+)?one\s+of\s+(?:those|these|the))\s+"
    rf"(?:[\w-]+\s+){{0,2}}?{listed('insult_nouns')}"
    rf"|{_WHOEVER}|{bare_plural()}|{plural()},?\s+(?:who|that))"
    r"\s+(?:(?:all|really|truly|honestly|just|frankly)\s+)?"
    # "deserved to" only before a harm in the passive ("he deserved to be beaten senseless"; not "deserved to die")
    r"(?:deserves?\s+to|should|ought\s+to|needs?\s+to|deserved\s+to(?=\s+(?:(?:all|really|truly|just)\s+)?be\s))"
    r"\s+(?:(?:all|really|truly|just)\s+)?"
    rf"(?P<k>suffer|die|rot|burn\s+in\s+hell|be\s+(?:\w+ly\s+)?(?:[\w-]+\s+and\s+)?{_HARMED}"
    # "hang", "burn" or "fry" (the electric chair) with no object: said of a person, their death ("she should hang for
    # this", "he needs to burn", "he should fry in the chair").
    r"|(?:hang|burn|fry)(?=\s*+(?:[.!?,;:)]|$|for\b|in\s+the\s+(?:electric\s+)?chair\b)))\b"
    rf"(?!\s+{_ENDURED}\b)")
# A call made after the fact ("someone should have shot him years ago", "she should have been drowned at birth",
# "anybody who voted for this should have been run over"): violence done to a person right after "should have", or
# "been" and a harm participle. Not the writer's own "I should have …" (regret in a story, not a call), nor "must have"
# (a guess at what happened).
PAST_CALL = regex_store.compile(
    rf"\b(?:{subject()}|someone|somebody|anyone|anybody|people|we"
    rf"|{_WHOEVER})\s+(?:really\s+|just\s+)?(?:should|ought\s+to)"
    r"(?:\s+have|'ve)\s+(?:just\s+|all\s+)?"
    rf"(?P<k>(?:{listed('blows_dealt')}|{listed('condoned_blows')})\s+{slot()}"
    rf"|been\s+(?:\w+ly\s+)?{_HARMED}(?![\w-]))")

# Harm to a person welcomed in a condition ("nobody would blame you if you stabbed him", "I'd throw a party if someone
# ran the mayor over", "I wouldn't shed a tear if the judge was murdered"): an approval frame, then "if" or "when" and,
# within the condition's clause, a person harmed — passive, a blow with the person right after the verb, or a body
# part harmed. The frame's own "nobody" or "wouldn't" is part of the threat, not a negation of it.
CONDONED_HARM = regex_store.compile(
    rf"\b{listed('approval_frames')}\b[^.!?;]{{0,30}}?\b(?:if|when|once)\s+(?P<k>(?:[\w'-]+\s+){{0,4}}?(?:"
    rf"{subject()}\s+(?:\w+\s+)?(?:got|gets|get|was|were|is|are|be|been|getting)\s+(?:\w+ly\s+)?"
    rf"{_HARMED}"
    rf"|(?:{listed('blows_dealt')}|{listed('condoned_blows')})\s+{slot()}"
    rf"|ran\s+{slot()}\s+over"
    rf"|{subject()}\s+(?:gets?|got|had)\s+(?:his|her|their|your)\s+(?:throat|neck|head|skull|face|legs?|arms?)\s+"
    r"(?:slit|cut|broken|snapped|smashed|kicked\s+in|caved\s+in|blown\s+off)))\b")

# Intimidation: the speaker says they know where a person is, watch them, or will come to them.
INTIMIDATION = regex_store.compile(
    r"\b(?P<k>(?:i|we)\s+(?:know|found out|have found|found)\s+where\s+(?:(?:you|u)\s+|your\s+(?:\w+\s+){0,2}?)"
    r"(?:live|lives|work|works|sleep|sleeps|park|parks|go|goes|study|studies|are|is)"
    # Said of someone else where they can read it, the same veiled threat: a home, not a relative's or a former one.
    r"|(?:i|we)\s+(?:know|found out|have found|found)\s+(?:exactly\s+)?where\s+"
    rf"(?:he|she|they|him|(?:the|that|this)\s+(?:[\w-]+\s+)?{noun(bodies=False)}"
    r"|(?!you\b|u\b|my\b|our\b|your\b|the\b|that\b|this\b|it\b|everyone\b|everybody\b|people\b)[\w-]+(?:\s+[\w-]+)?)"
    r"\s+(?:live|lives|sleep|sleeps)\b(?!\s+now\b)"
    r"|(?:i|we)\s+(?:know|have|got)\s+your\s+(?:home\s+)?address"
    r"|(?:i|we)(?:'ll|'m|'re| will| am| are| shall)?\s+(?:be\s+)?(?:waiting|watching|parked|standing)\s+(?:for you\s+)?"
    r"(?:right\s+)?(?:outside|near|by|at|around|across from|in front of)\s+(?:your|ur)\s+\w+"
    r"|(?:i|we)(?:'ve| have)\s+been\s+(?:watching|following|tracking)\s+(?:you|your)"
    r"|(?:i'm|i am|we're|we are)\s+(?:coming|going to come|gonna come)\s+for\s+(?:you|your)"
    # The person found, not a thing found for them or their belongings ("I'll find you a seat", "track down your order").
    r"|(?:i|we)(?:'ll| will| am going to|'m going to|'m gonna)\s+(?:find|track down|hunt down|come and find|pay a visit to)\s+"
    rf"(?:(?:you|u)(?=\s*(?:[.!?,;:]|$)|\s+(?:and|wherever|where|when|if)\b|\s+{listed('menacing_times')}\b)"
    rf"|your\s+(?:{listed('home_places')}\b|{noun(roles=False, bodies=False, doers=False, wordnet=False)}))"
    # A visit to the reader's home, promised: intimidation only when nothing benign follows — the clause ends, a time
    # or "and then / and you / and we" comes next ("I'll come to your house, you won't see it coming"), not a purpose
    # ("I'll come to your house for the party").
    r"|(?:i|we|me\s+and\s+(?:the|my)\s+[\w-]+)(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to|'re\s+going\s+to|"
    r"\s+are\s+going\s+to|'m\s+gonna|\s+am\s+gonna|'re\s+gonna|\s+are\s+gonna)\s+"
    r"(?:come|show up|turn up|pay (?:you )?a visit|be|pop)\s+(?:to|at|round|around)?\s*(?:to\s+)?(?:your|ur)\s+"
    rf"{listed('home_places')}\b"
    rf"(?=\s*(?:[.!?,;:]|$)|\s+{listed('menacing_times')}\b|\s+and\s+(?:then|you|we)\b))\b")

# A veiled threat: harm implied, never named ("be a shame if something happened to your car", "watch your back").
VEILED = regex_store.compile(rf"\b(?P<k>{'|'.join(e for e in lexicon()['veiled_threats'] if not e.startswith('_'))})\b")


def criticises_idea(norm: str) -> bool:
    """True when the sentence calls a plan, policy or idea stupid without calling a person anything."""
    return bool(_IDEA_CRITICISM.search(norm)) and not _PERSON_ATTACK.search(norm)


def idea_spans(norm: str) -> list[tuple[int, int]]:
    """Offsets of each harsh evaluation of an idea in the sentence."""
    return [m.span() for m in _IDEA_CRITICISM.finditer(norm)]


def harsh_word_turned_on_person(norm: str) -> tuple[int, int] | None:
    """Span of "so are you" / "just like you" after a harsh evaluation of an idea, or None."""
    if not _IDEA_CRITICISM.search(norm):
        return None
    match = re.search(_SAME_OF_PERSON, norm)
    return match.span() if match else None


def thing_criticism_spans(text: str) -> list[tuple[int, int]]:
    """Offsets of each harsh word said of "this", "that" or "it" (not of a person) in `text`, matched without case."""
    lower = text.lower().replace("’", "'")
    if _PERSON_ATTACK.search(lower):
        return []
    return [m.span("w") for m in _THING_CRITICISM.finditer(lower)]
