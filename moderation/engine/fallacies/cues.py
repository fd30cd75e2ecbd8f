"""Precise cue patterns for logical fallacies; each match types the fallacy and captures the words it cites."""

import re
from dataclasses import dataclass

# LOGIC's 13 types (training labels) and the names people know, used on the wire.
DISPLAY_NAME = {
    "faulty generalization": "hasty generalization",
    "false causality": "false cause",
    "circular reasoning": "circular reasoning",
    "ad populum": "bandwagon (appeal to popularity)",
    "ad hominem": "ad hominem",
    "fallacy of logic": "non sequitur",
    "appeal to emotion": "appeal to emotion",
    "false dilemma": "false dilemma",
    "equivocation": "equivocation",
    "fallacy of extension": "straw man",
    "fallacy of relevance": "red herring",
    "fallacy of credibility": "appeal to authority",
    "intentional": "misleading argument",
    # Types only the cue patterns name (they refine a LOGIC type).
    "slippery slope": "slippery slope",
    "whataboutism": "whataboutism",
    "no true scotsman": "no true Scotsman",
    "appeal to ignorance": "appeal to ignorance",
}


@dataclass(frozen=True)
class Cue:
    """A fallacy cue: the type it signals and its pattern (named groups become explanation slots)."""

    label: str
    regex: re.Pattern[str]


def _c(label: str, pattern: str) -> Cue:
    return Cue(label, re.compile(pattern, re.IGNORECASE))


_PERSON = r"(?:a |an |some |another )?(?P<tag>(?:\w+ ){0,2}?(?:shill|troll|bot|hypocrite|liar|leftist|lefty|liberal|"\
          r"conservative|socialist|communist|fascist|snowflake|boomer|millennial|zoomer|activist|amateur|kid|student|"\
          r"teenager|outsider|nobody|loser|fanboy|fangirl|hater|elitist|tree-hugger|denier|zealot|extremist|clown|"\
          r"idiot|moron|fool|sheep|puppet|apologist|crank|quack|grifter|partisan|hack|politician|lobbyist))"
CUES: tuple[Cue, ...] = (
    _c("ad hominem", rf"\b(?:you(?:'re|’re| are)|he(?:'s|’s| is)|she(?:'s|’s| is)|they(?:'re|’re| are)) "
                     rf"(?:just |only |nothing but |clearly |obviously |such )?{_PERSON}\b"
                     rf"(?=[^.!?]*\b(?:so|therefore|of course|which is why|no wonder|what would|can't|cannot|"
                     rf"doesn't|don't|shouldn't|ignore|never|who cares|opinion|argument|point)\b)"),
    # "She is a thief who lied about her expenses, so her plan is wrong": a charge against the person as the reason.
    _c("ad hominem", r"\b(?:he|she|they|the (?:mayor|councillor|minister|author|writer|manager|chair))(?:'s|’s| is| are) "
                     r"(?:a |an )?(?P<tag>(?:\w+ ){0,2}?(?:thief|thieves|crook|cheat|liar|criminal|fraud|hypocrite|drunk|"
                     r"(?:terrible|bad|awful|horrible|nasty) (?:person|people|man|woman)))\b[^.!?;]{0,80}?,? "
                     r"(?:so|therefore|which means|that means) (?P<y>[^.!?;]{3,100})"),
    _c("ad hominem", rf"\b(?:what would|what does) (?:you|he|she|they) know\b[^.!?]*?\b(?:you(?:'re|’re| are)|"
                     rf"he(?:'s|’s| is)|she(?:'s|’s| is)|they(?:'re|’re| are)) (?:just |only )?{_PERSON}"),
    _c("ad hominem", rf"\b(?:of course|no wonder) (?:you|he|she|they)(?:'d|’d| would)? (?:say|think|believe) "
                     rf"(?:that|so)\b[^.!?]*?\b{_PERSON}"),
    _c("ad hominem", rf"\b(?:don't|do not|never|can't|cannot|can not|shouldn't) (?:listen to|trust|believe) "
                     rf"(?P<who>(?:him|her|them|anything (?:he|she|they|the \w+) says?))"
                     rf"[^.!?]*?\b(?:he(?:'s|’s| is)|she(?:'s|’s| is)|they(?:'re|’re| are)) (?:just |only |a |an )"),
    # Any first step by whoever decides ("if the board pushes it to nine, next …"); "next" that names a time ("next
    # week the buses return") is when, not a further step.
    _c("slippery slope", r"\bif (?:we|you|they|the council|the city|the (?:board|government|school|club|league|company|"
                         r"landlord|school board|county|state|league|bank|university)) (?:give in to|(?!(?:are|is|was|were|have|has|"
                         r"had|do|does|did|can|could|will|would)\b)[a-z]+) (?P<x>[^,.!?;]{3,80}?),? (?P<step>(?:then )?(?:(?:the )?next thing (?:you|we) know,?|"
                         r"next(?! (?:week|month|year|time|day|term|season|spring|summer|autumn|fall|winter|monday|tuesday|"
                         r"wednesday|thursday|friday|saturday|sunday|morning|evening|weekend)\b)|soon|before long|"
                         r"before you know it|eventually|the next thing|pretty soon|it won't be long|in no time))\b(?P<y>[^.!?;]{3,100})"),
    _c("slippery slope", r"\b(?:where does it (?:end|stop)|it's a slippery slope|it is a slippery slope|"
                         r"opens the (?:door|floodgates) to)\b(?P<y>[^.!?;]{0,100})"),
    # Only the framing that closes off other options: "Either we ..., or ...", "you're either ... or ...";
    # "you can either revert it or ..." merely lists options.
    _c("false dilemma", r"(?:^|(?<=[.!?]\s)|\b(?:it's|it is|you're|you are|we're|we are|they're|they are) )"
                        r"(?P<cue_word>either) (?P<x>(?:we|you|they|he|she|it|the|this|our) [^,.!?;]{3,80}?),? or "
                        r"(?P<y>(?:else |we |you |they |he |she |it |the |this |our |face |lose |accept |[a-z]+ (?:will|would|"
                        r"must|keep|go|goes|get|gets)\b)[^.!?;]{3,80})"),
    _c("false dilemma", r"\b(?:there (?:are|is) only two (?:options|choices|ways|sides)|with us or against us|"
                        r"if you(?:'re| are) not with us)\b(?P<y>[^.!?;]{0,80})"),
    _c("ad populum", r"\b(?:everyone|everybody|all my friends|the whole world|most people|millions of people|"
                     r"the majority)(?: already)? (?:knows?|agrees?|believes?|thinks?|can't be wrong|cannot be wrong|"
                     r"is doing it|are doing it|does it)\b(?P<y>[^.!?;]{0,100})"),
    _c("ad populum", r"\b(?:everyone|everybody|all my friends|millions of people|most people|so many people)\b"
                     r"[^.!?;]{3,60}\bso (?:it|this|that|they) (?:must|has to|have to|can't|cannot)\b(?P<y>[^.!?;]{0,80})"),
    # "Everyone is switching to bikes, so the lanes must be a good idea": popularity given as the reason.
    _c("ad populum", r"\b(?:half|most|the majority)(?: of)? (?:the|this|our) (?:town|city|street|country|village|neighbourhood)\b"
                     r"[^.!?;]{3,60},? so (?P<y>[^.!?;]{3,100}?\b(?:must|has to|have to|can't be|cannot be|should)\b[^.!?;]*)"),
    _c("ad populum", r"\b(?:everyone|everybody|all my friends|millions of people|most people|so many people)\b"
                     r"[^.!?;]{3,60},? so (?P<y>[^.!?;]{3,100}?\b(?:must|has to|have to|can't be|cannot be|should)\b[^.!?;]*)"),
    # "Ten thousand people signed the petition, so the council must be wrong": a head count as proof (not "so the
    # council should listen", which asks for a hearing, not for truth).
    # (a bounded number: an unbounded run restarted at every digit of "1.1.1.…" is quadratic)
    _c("ad populum", r"\b(?:\d[\d,.]{0,30}k?|thousands of|hundreds of|millions of|(?:\w+ )?(?:hundred|thousand|million)) "
                     r"(?:people|residents|voters|users|fans|parents|readers|viewers|signatures|customers)\b[^.!?;]{3,60},? "
                     r"so (?P<y>[^.!?;]{3,100}?\b(?:must|has to|have to|can't be|cannot be)\b[^.!?;]*)"),
    # "<someone> said Y, so it must be true": the claim rests on who said it, whoever that is.
    _c("fallacy of credibility", r"(?:^|(?<=[.!?]\s))(?P<who>(?:(?:a|an|my|our|some|the|one|\w+'s) )?(?:(?!(?:is|are|was|were|and|"
                                 r"but|so|that)\b)[\w'-]+ ){0,6}?(?:experts?|scientists?|doctors?|professors?|celebrit(?:y|ies)|"
                                 r"actors?|athletes?|influencers?|authorit(?:y|ies)|\w+))"
                                 r" (?:says?|said|agrees?|agreed|claims?|tells? us|told (?:me|us))(?:,| that)? (?P<y>[^.!?;]{3,100}),? "
                                 r"so (?:it|that|this) (?:(?:must|has to) be(?: (?:true|right|correct|settled|so))?|"
                                 r"is (?:true|right|correct|settled))(?=\s*(?:[.!?,;]|$))"),
    _c("fallacy of credibility", r"\bbecause (?P<who>(?:an? |my |the )?(?:famous |well-known )?(?:expert|scientist|doctor|"
                                 r"professor|celebrity|actor|athlete|influencer)) (?:says?|said) so\b"),
    _c("whataboutism", r"(?:^|(?<=[.!?]\s)|\bbut )what about (?P<y>[^.!?;]{3,100})"),
    _c("whataboutism", r"\b(?:you(?:'re|’re| are) one to talk|look who(?:'s|’s| is) talking|you do it too|"
                       r"you did (?:it|the same) too|(?:they|he|she) did (?:it|the same) too)\b"),
    _c("fallacy of extension", r"\bso (?:you(?:'re|’re| are) saying|you think|you want|what you(?:'re|’re| are) saying is)"
                               r"(?: that)? (?P<y>[^.!?;]{3,120})"),
    # The same recasting without the "so": "You're basically saying X", "What you're really saying is X".
    _c("fallacy of extension", r"\b(?:you(?:'re|’re| are)|what you(?:'re|’re| are)) (?:basically|really|essentially|actually|"
                               r"just) saying(?: is)?(?: that)? (?!the same\b)(?P<y>[^.!?;,]{0,80}?\b(?:is|are|was|were|should|"
                               r"must|can|can't|cannot|will|won't|would|don't|doesn't|do|does|has|have|need|needs|want|wants|"
                               r"deserve|deserves|matter|matters|count|counts)\b[^.!?;]{0,80})"),
    _c("fallacy of extension", r"\bso (?:she|he|they) (?:obviously |clearly |must |probably |really |just )+"
                               r"(?:wants?|thinks?|believes?) (?P<y>[^.!?;]{3,100})"),
    # "You support the hub, so you obviously hate books": a feeling pinned on the other person, the feeling quoted.
    _c("fallacy of extension", r"\bso (?:you|she|he|they) (?:obviously |clearly |must |probably |really |just )+"
                               r"(?P<y>(?:hates?|loves?|(?:don't|doesn't|do not|does not) care about) [^.!?;]{3,100})"),
    _c("fallacy of relevance", r"\bwhy (?:worry|talk|care|complain) about (?P<x>[^.!?;]{3,60}?) when (?P<y>[^.!?;]{3,80})"),
    _c("fallacy of relevance", r"\b(?:let's|let us) (?:talk|focus) (?:about|on) (?P<y>[^.!?;]{3,80}?) instead\b"),
    _c("fallacy of extension", r"\b(?:you people|people like you|you lot) (?:just )?(?:want|think|believe) "
                               r"(?P<y>[^.!?;]{3,100})"),
    _c("appeal to emotion", r"\b(?:think of the children|won't (?:somebody|someone|anyone) think|"
                            r"how would you feel if|if you had a heart|if you cared (?:at all )?about|"
                            r"only a monster would|have you no shame)\b(?P<y>[^.!?;]{0,100})"),
    _c("faulty generalization", r"\bI (?:know|met|saw|had) (?:a|one|two|three|some|my) (?P<x>[^.!?;]{2,60}?)"
                                r"[^.!?]{0,80}?\b(?:so|therefore|which means|that proves|proves that) "
                                r"(?P<y>(?:all|every|everyone|everybody|most|they|those|these|people|nobody|no one)\b"
                                r"[^.!?;]{2,100})"),
    # "Everyone I know hates it, so the whole town does": the speaker's circle stretched to everyone.
    _c("faulty generalization", r"\b(?P<x>(?:everyone|everybody|all the people|people|all my friends) I (?:know|asked|talked to|"
                                r"spoke to|met|work with)[^,.;!?]{0,60}),? so (?P<y>(?:all|every|everyone|everybody|the whole|nobody|"
                                r"no one|the entire)\b[^.!?;]{2,100})"),
    # "My two neighbours are rude, so all cyclists are rude": a few cases stretched to everyone.
    _c("faulty generalization", r"\b(?P<x>(?:my|our|one|two|three|a few|a couple of|some|this|that) (?:\w+ ){0,3}?\w+) "
                                r"(?:is|are|was|were|got|get|had|has) [^,.;!?]{2,60},? so (?P<y>(?:all|every|everyone|everybody|"
                                r"most|they all|the whole)\b[^.!?;]{2,100})"),
    # "My cousin got food poisoning there once, so that restaurant is a health hazard": one occurrence, a verdict.
    _c("faulty generalization", r"\b(?P<x>(?:I|my|our|a|one) (?:[\w'’]+ ){0,2}?[\w'’]+ [^,.;!?]{3,60}?) once,? so "
                                r"(?P<y>(?!I\b|we\b)[^.!?;]{0,60}?\b(?:is|are|was|were)\b[^.!?;]{2,80}|[^.!?;]{0,60}?\b(?:always|never|"
                                r"all|every|everyone|nobody|no one)\b[^.!?;]{2,80})"),
    _c("faulty generalization", r"\b(?P<x>(?:all|every single|every) (?:\w+ ){0,2}?\w+s?) (?:are|is) (?:always |never |all )?"
                                r"(?:the same|lazy|liars?|stupid|greedy|selfish|corrupt|useless|dishonest|violent|crooks?|"
                                r"criminals?|entitled|clueless)\b"),
    _c("faulty generalization", r"\b(?P<x>(?:they|people|\w+s)) are all (?:the same|lazy|liars|stupid|greedy|selfish|corrupt|"
                                r"useless|dishonest|violent|crooks|criminals|entitled|clueless)\b"),
    _c("false causality", r"\bever since (?P<x>[^,.!?;]{3,80}?),? (?P<y>[^.!?;]{3,100}?(?:has|have|had|went|gone|got|"
                          r"become|increased|decreased|risen|rose|fallen|fell|dropped|doubled|tripled|skyrocketed)\b[^.!?;]*)"),
    # (The lookahead, implied by the rest, skips the 60 x 80 ways to split x and y where no ", so" follows.)
    _c("false causality", r"\b(?=[^.!?;]{0,200}?[,;] so )(?P<x>[^,.!?;]{3,60}) and (?:then |right after(?:wards)?,? )?"
                          r"(?P<y>[^.!?;]{3,80}?)[,;] "
                          r"so (?:it|that|this|\w+) (?:must have|obviously|clearly) (?:caused|led to|made)\b"),
    _c("circular reasoning", r"\b(?:because I said so|(?:it|this|that)(?:'s|’s| is) true because (?:it|this|that)(?:'s|’s| is) "
                             r"(?:true|right|correct)|because (?:it|the \w+) says (?:so|it is|it's))\b"),
    _c("appeal to ignorance", r"\b(?:nobody|no one|no-one|science|they) (?:has|have) (?:ever )?(?:proven|proved|shown|"
                              r"disproven|disproved)\b[^.!?;]{0,80}?,? (?:so|therefore|thus|which means)\b(?P<y>[^.!?;]{0,80})"),
    _c("no true scotsman", r"\bno (?:true|real) (?P<x>[\w-]+(?: [\w-]+)?) would\b(?P<y>[^.!?;]{0,80})"),
)
