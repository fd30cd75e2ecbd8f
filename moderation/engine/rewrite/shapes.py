"""Whole-sentence shapes whose point and attack sit in known places, each recast around the point.

"You'd have to be blind not to see X" carries the claim X; "… if you believe X" a disagreement with X;
"Sure, because X worked so well last time" the claim that X did not work. Each shape returns the rewrite
and the words of the original that carry the point (which the rewrite must keep).
"""

import re
from collections.abc import Callable

from moderation.engine.rewrite.verify import ATTACK_WORDS, INSULT_NOUN
from moderation.engine.rewrite.words import mock_praise

# A shape gives one (rewrite, point), or a list of them when one wording may trip a judge the other does not.
Shape = Callable[[re.Match], "tuple[str, str] | list[tuple[str, str]]"]
_ATTACK_NOUN = rf"(?:\w+ )?(?:{INSULT_NOUN}|sheep)"  # every name-calling noun ("only total halfwits would")
# "Only an idiot would <verb> that X" states a claim X; any other verb phrase is something the writer would not do.
_CLAIM_VERB = r"think|believe|say|deny|doubt|question"


def clean(text: str) -> str:
    """A captured clause with attack words dropped ("this garbage" → "this") and end punctuation stripped."""
    text = ATTACK_WORDS.sub("", text)
    text = re.sub(r"\b(?:a|an|the|such)\s+(?=[,.!?;]|$)", "", text)
    return re.sub(r"\s{2,}", " ", text).strip(" ,;:.!?")


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def lowered(text: str) -> str:
    """A clause moved after "I think": its opening determiner or pronoun loses its capital, a name keeps it."""
    first = text.split(" ", 1)[0]
    return text[:1].lower() + text[1:] if first in _OPENING_WORDS else text


_OPENING_WORDS = frozenset("The This That These Those It Its Our My Their His Her A An We They Some Most Many All Every "
                           "There Your".split())


def _blind(m: re.Match) -> tuple[str, str]:
    return f"I think {clean(m['x'])}.", m["x"]


def _only_attack_would(m: re.Match) -> tuple[str, str]:
    verb = m["v"].lower()
    if verb in ("deny", "doubt", "question"):
        return f"I think {clean(m['x'])}.", m["x"]
    # "I doubt" takes a thing or a claim ("… would believe the council's figures"); "I don't think" only a claim.
    return (f"I doubt {clean(m['x'])}." if verb in ("believe", "think") else f"I don't think {clean(m['x'])}."), m["x"]


def _would_not(m: re.Match) -> tuple[str, str]:
    """"Only an idiot would vote for this lane" → what the writer would not do, said of themselves."""
    # The generic person's own things become the writer's ("would put their savings in it" → "my savings").
    own = re.sub(r"\b(?:their|his or her)\b", "my", clean(m["x"]), flags=re.I)
    own = re.sub(r"\bthemselves\b", "myself", own, flags=re.I)
    return f"I would not {own}.", m["x"]


def _if_you_believe(m: re.Match) -> tuple[str, str]:
    x, verb = clean(m["x"]), m["v"].lower()
    return (f"I don't think {x}." if verb == "think" else f"I don't think you should {verb} {x}."), m["x"]


# What the reader said, named without the sneer ("your lecture on recycling" is "your views on recycling").
_NEUTRAL_VIEWS = {"lecture": "views", "lectures": "views", "sermon": "views", "sermons": "views", "rant": "views",
                  "rants": "views"}


def _nobody_asked(m: re.Match) -> tuple[str, str]:
    views = _NEUTRAL_VIEWS.get(m["n"].lower(), m["n"].lower())
    return f"I disagree with your {views} {clean(m['rest'])}.", m["rest"]


_BASE = {"worked": "work", "went": "go", "turned out": "turn out", "ended": "end", "played out": "play out"}


def _so_well(m: re.Match) -> tuple[str, str]:
    tail = f" {clean(m['t'])}" if m["t"] else ""
    # "removing parking has worked so well" → "removing parking did not work well": the perfect's "has" goes with it.
    x = re.sub(r"\s+(?:has|have|had)$", "", clean(m["x"]), flags=re.I)
    return f"I doubt this will work, because {x} did not {_BASE[m['v'].lower()]} well{tail}.", m["x"] + (m["t"] or "")


_OUTCOME = {"everything": "the problem", "it all": "the problem", "all our problems": "our problems", "us": "us",
            "itself": "itself"}


def _sure_will(m: re.Match) -> tuple[str, str]:
    return f"I doubt {clean(m['x'])} will {m['v']} {_OUTCOME[m['o'].lower()]}.", m["x"]


def _finally(m: re.Match) -> tuple[str, str]:
    return f"It took {clean(m['x'])} too long to {clean(m['v'])}.", m["x"] + " " + m["v"]


def _surprise(m: re.Match) -> tuple[str, str]:
    return f"{_capitalised(clean(m['x']))}, as I expected.", m["x"]


_AUXILIARY = re.compile(r"\b(?:is|are|was|were|has|have|had|does|did|will|would|can|could|isn't|aren't|wasn't|weren't|"
                        r"hasn't|haven't|doesn't|don't|didn't|won't|can't|cannot|couldn't|wouldn't)\b", re.I)


# A relative clause with its verb after the thing ("another levy that hits renters", "more cuts which close …").
_SAYS_WHAT_IS_WRONG = re.compile(r"\b(?:that|which|who)\s+(?:\w+\s+)?\w+(?:s|ed)\b", re.I)


_OBJECT_RELATIVE = re.compile(r"(?:that|which|who)\s+(?:nobody|no one|everyone|someone|anyone|we|they|you|I|he|she|"
                              r"people|the \w+)\s", re.I)


def _another(m: re.Match) -> tuple[str, str]:
    """"Oh great, another meeting" doubts the thing will help; "Oh brilliant, another rent rise and the boiler still
    doesn't work" or "… another plan that makes mornings harder" already says what is wrong, so it keeps that
    statement without the mock praise."""
    relative = _SAYS_WHAT_IS_WRONG.search(m["x"]) or _OBJECT_RELATIVE.search(m["x"])
    auxiliary = _AUXILIARY.search(m["x"])
    # An auxiliary inside the relative clause ("another survey that nobody will read") is the complaint's own verb,
    # not a main clause after the thing ("another rent rise and the boiler still doesn't work").
    if auxiliary and not (relative and relative.start() < auxiliary.start()):
        return f"{_capitalised(m['a'].lower())} {clean(m['x'])}.", m["x"]
    if relative and _OBJECT_RELATIVE.match(m["x"], relative.start()):
        # "another plan that nobody asked for": the complaint has its own subject, so it stays a relative clause.
        thing, complaint = m["x"][:relative.start()].strip(), m["x"][relative.start():].split(None, 1)[1]
        return f"I doubt this {thing}, which {clean(complaint)}, will help.", m["x"]
    if relative:  # "another plan that makes mornings harder" states the complaint: said plainly, of this one
        these = "these" if m["a"].lower() == "more" else "this"
        thing, complaint = m["x"][:relative.start()].strip(), m["x"][relative.start():].split(None, 1)[1]
        return f"I think {these} {thing} {clean(complaint)}.", m["x"]
    return f"I doubt {m['a'].lower()} {clean(m['x'])} will help.", m["x"]


def point_only(m: re.Match) -> tuple[str, str]:
    """The point alone, when the rest of the sentence only opens with a jab ("Whatever, X"), addresses or labels
    the reader ("X, you idiots")."""
    return f"{_capitalised(clean(m['x']))}.", m["x"]


def _asked_plainly(m: re.Match) -> tuple[str, str]:
    """The question without the jab: "Did you read the notice?"."""
    return f"{m['aux'].capitalize()} you {clean(m['rest'])}?", m["rest"]


def _mock_praise(m: re.Match) -> tuple[str, str]:
    """"Great plan, geniuses, closing the only bank" → "I don't think closing the only bank is a good idea"."""
    return f"I don't think {clean(m['x'])} is a good idea.", m["x"]


def _supporters(m: re.Match) -> tuple[str, str]:
    """"Anyone who supports X is a moron" → a disagreement with X, not with the people."""
    x = clean(m["x"])
    be = "are" if re.search(r"(?<![su'])s$", x) else "is"  # "the parking charges are", "the tower is"
    return f"I don't think {x} {be} a good idea.", m["x"]


def _believers(m: re.Match) -> tuple[str, str]:
    """"Anyone who thinks X is a moron" → a disagreement with the claim X."""
    return f"I don't think {clean(m['x'])}.", m["x"]


def _concerned(m: re.Match) -> tuple[str, str]:
    """"I'm sure it's a total coincidence that X" → the worry said plainly."""
    return f"I'm concerned that {clean(m['x'])}.", m["x"]


def _nothing_says(m: re.Match) -> tuple[str, str]:
    """"Nothing says careful planning like X" → "X does not show careful planning"."""
    return f"{_capitalised(clean(m['x']))} does not show {clean(m['q'])}.", m["x"] + " " + m["q"]


def _matters_more(m: re.Match) -> tuple[str, str]:
    """"Shut up about X, Y" → Y said first, X weighed below it instead of silenced."""
    x = lowered(clean(m["x"]))
    pronoun = re.match(r"(?:it|they|this|that)\s+", m["y"], re.I)
    if pronoun:  # "Stop moaning about the market, it brings 4,000 visitors": Y is said of X, so X takes the pronoun's place
        return f"{_capitalised(x)} {clean(m['y'][pronoun.end():])}.", m["x"] + " " + m["y"][pronoun.end():]
    verb = "matter" if re.search(r"(?<![su])s$", x) else "matters"  # "the bins matter", "the noise matters"
    point = m["x"] + " " + m["y"]
    # Two wordings: "X matters less" can read as dismissing X, "that matters more than X" weighs it.
    return [(f"{_capitalised(clean(m['y']))}; {x} {verb} less.", point),
            (f"{_capitalised(clean(m['y']))}; I think that matters more than {x}.", point)]


def _said_no_one(m: re.Match) -> tuple[str, str]:
    """"X, said no one ever" → the writer's real view: they do not think X."""
    x = re.sub(r"^(?:i'?m|i am) (?:sure|certain|confident) (?:that )?", "", clean(m["x"]), flags=re.I)
    return f"I don't think {lowered(x)}.", x


def _sure_because(m: re.Match) -> tuple[str, str]:
    """"Sure, because X will definitely fix Y" → "I doubt X will fix Y"."""
    return f"I doubt {clean(m['x'])} will {clean(m['v'])}.", m["x"] + " " + m["v"]


def what_they_do(m: re.Match) -> tuple[str, str]:
    """"The cyclists are a bunch of entitled muppets who think they own the road" → what they do is the point."""
    return f"{_capitalised(m['s'])} {clean(m['vp'])}.", m["s"] + " " + m["vp"]


def _never_has(m: re.Match) -> tuple[str, str]:
    """"Sure, because X has always fixed Y" → "I don't think X has ever fixed Y"."""
    return f"I don't think {clean(m['x'])} {m['aux'].lower()} ever {clean(m['v'])}.", m["x"] + " " + m["v"]


def _doubted(m: re.Match) -> tuple[str, str]:
    """"Yeah right, like X is going to Y" / "As if X will Y" → the doubt the sarcasm means: "I doubt X is going to Y"."""
    return f"I doubt {lowered(clean(m['x']))}.", m["x"]


def _noticed(m: re.Match) -> tuple[str, str]:
    """"Funny how X" → the pattern the writer has noticed, without the smirk."""
    return f"I've noticed that {clean(m['x'])}.", m["x"]


_VOCATIVE_INSULT = (r"(?:absolute |complete |total |utter |bunch of |pack of )?(?:\w+ )?"
                    r"(?:idiots?|morons?|fools?|clowns?|imbeciles?|muppets?|sheep|losers?)")
# "Anyone who <verb> X is a moron": the people picked out by what they think or back, then called names.
_ANYONE_WHO = r"^(?:and )?(?:anyone|anybody|everyone|whoever|people) (?:who|that)? ?"
_IS_NAMED = (rf"(?:is|are) (?:(?:an? )?{_VOCATIVE_INSULT}|(?:completely |totally |utterly |just )?"
             rf"(?:clueless|stupid|dumb|deluded|delusional|ignorant|brainless|mad|insane|crazy|nuts|bonkers|"
             rf"an idiot|a moron))$")
_I = re.IGNORECASE
SHAPES: tuple[tuple[re.Pattern, Shape], ...] = (
    (re.compile(r"^(?:you'?d|you would|anyone would|one would|you) (?:have|need) to be (?:\w+ ){1,3}?(?:not to|to not) "
                r"(?:see|realise|realize|notice|know|understand|get) (?:that )?(?P<x>.+)$", _I), _blind),
    (re.compile(rf"^only (?:an? )?{_ATTACK_NOUN} would (?P<v>{_CLAIM_VERB}) (?:that )?(?P<x>.+)$", _I),
     _only_attack_would),
    (re.compile(rf"^(?:only|just) (?:an? )?{_ATTACK_NOUN} would (?!{_CLAIM_VERB})(?P<x>\w.+)$", _I),
     _would_not),
    # The claim ends where the verdict on the reader starts ("If you think X(,) you're an idiot").
    (re.compile(r"^.{0,60}?\bif you (?:really |actually )?(?P<v>believe|think|buy|trust|fall for|swallow) (?:that )?(?P<x>.+?)"
                r"(?:,? (?:then )?you(?:'re| are| must be) .+)?$", _I),
     _if_you_believe),
    (re.compile(r"^(?:(?:shut up|get lost|go away),? )?(?:and )?(?:nobody|no one) (?:asked for|wants|needs) your (?:\w+ )?"
                r"(?P<n>opinions?|views?|take|input|thoughts|lectures?|sermons?|rants?|advice) "
                r"(?P<rest>(?:about|on|of) .+)$", _I), _nobody_asked),
    (re.compile(r"^(?:oh,? )?(?:sure|yeah|right|of course),? because (?P<x>.+?) (?P<v>worked|went|turned out|ended|played out) "
                r"so well(?P<t> .+)?$", _I), _so_well),
    (re.compile(r"^(?:(?:oh|yeah|right),? )?(?:i'?m|i am) sure (?P<x>.+?) will (?P<v>fix|solve|sort out|save|pay for) "
                r"(?P<o>everything|it all|all our problems|itself|us)\b.*$", _I), _sure_will),
    (re.compile(r"^(?:how )?nice of (?P<x>.+?) to finally (?P<v>.+)$", _I), _finally),
    (re.compile(rf"^(?:oh|wow|well),? (?:{mock_praise()})[,!]? (?P<a>another|more|yet another) "
                r"(?:genius |brilliant |bright |great |wonderful )?(?P<x>.+)$", _I), _another),
    (re.compile(r"^(?:(?:wow|oh|well),? )?(?:what a (?:shock|surprise|shocker)|shocking|surprise,? surprise),? (?P<x>.+)$", _I),
     _surprise),
    (re.compile(r"^(?:let me explain (?:this|it) slowly(?: so you can (?:follow|understand))?|i'?ll use small words"
                r"(?: so you (?:get|understand) it)?|try to keep up|here'?s a simple fact(?: even you can follow)?|"
                r"(?:as i|like i) (?:already )?said|per my last comment|not that anyone listens(?: to me)?,? but|"
                r"(?:sweetie|honey|sweetheart|bless your heart)|educate yourself|wake up(?:,? (?:people|everyone|folks|sheeple))?|"
                r"open your eyes(?:,? (?:people|everyone|folks))?|read it again|do the math|think about it)[,:;]\s*(?P<x>.+)$", _I),
     point_only),
    (re.compile(r"^(?:even a child|any child|a child|a toddler) (?:could|can|would) (?:see|tell|understand|work out) "
                r"(?:that )?(?P<x>.+)$", _I), _blind),
    (re.compile(r"^(?:such a|what a|big|quelle) (?:surprise|shock|shocker) that (?P<x>.+)$", _I), _surprise),
    (re.compile(r"^(?:(?:oh|yeah),? )?(?:i'?m|i am) sure (?:it'?s|it is) (?:a |just a )?(?:total |complete |pure |mere )?"
                r"coincidence that (?P<x>.+)$", _I), _concerned),
    (re.compile(r"^(?:because )?nothing says (?P<q>.+?) (?:quite )?like (?P<x>.+)$", _I), _nothing_says),
    (re.compile(r"^(?:just )?(?:a )?(?:gentle|friendly|quick) reminder(?:,? (?:for|once) (?:the \w+ time|again))? that (?P<x>.+)$", _I),
     point_only),
    # An insult addressed to the reader before or after the point: "X, you idiots." / "Listen, you morons, X."
    (re.compile(rf"^(?P<x>.{{12,}}?),? (?:you|ya) {_VOCATIVE_INSULT}$", _I), point_only),
    (re.compile(rf"^(?:(?:listen|look|hey|ok(?:ay)?|well),? )?(?:you )?{_VOCATIVE_INSULT}[,:;]\s*(?P<x>.{{12,}})$", _I),
     point_only),
    (re.compile(rf"{_ANYONE_WHO}(?:still )?(?:supports?|backs?|votes? for|defends?|likes?|wants?) (?P<x>.+?) {_IS_NAMED}", _I),
     _supporters),
    (re.compile(rf"{_ANYONE_WHO}(?:still |really |honestly )?(?:thinks?|believes?) (?:that )?(?P<x>.+?) {_IS_NAMED}", _I), _believers),
    (re.compile(r"^(?P<x>.{8,}?),? said (?:no ?one|nobody) ever$", _I), _said_no_one),
    (re.compile(r"^(?:oh,? )?(?:sure|yeah|right|of course),? because (?P<x>.+?) (?:will|is going to|would) "
                r"(?:definitely |certainly |totally |surely |obviously |magically )?(?P<v>(?!work\b).+)$", _I), _sure_because),
    (re.compile(r"^(?:oh,? )?(?:sure|yeah|right|of course),? because (?P<x>.+?) (?P<aux>has|have) (?:always|totally|"
                r"definitely|really|never once failed to) (?P<v>\w+(?:ed|t|d|n)\b.*)$", _I), _never_has),
    # Mock belief in a prediction: "Yeah right, like X is going to Y", "As if X will ever Y" (a plain "Like many of
    # you, I …" has no marker and no prediction).
    (re.compile(r"^(?:(?:(?:oh,? )?(?:yeah,? right|sure|oh please|right)),? (?:like|as if)|as if) "
                r"(?P<x>[^,;]{4,}?\b(?:is|are|was|were|'s|'re)? ?(?:going to|gonna|will|would|could|can|ever)\b[^,;]{3,})$", _I),
     _doubted),
    (re.compile(r"^(?:(?:it'?s|isn'?t it) )?funny how (?P<x>.{8,}?)(?:,? (?:isn'?t it|eh|huh))?$", _I), _noticed),
    # Blame put on the reader's group: the problem they are blamed for is the point ("People like you are the reason X").
    (re.compile(r"^(?:people like you|you people|you lot|your lot|you and your (?:kind|friends|lot))(?: are| is|'re) "
                r"(?:the (?:real |main |only )?reason|why) (?:that |why )?(?P<x>.{8,})$", _I), _concerned),
    (re.compile(r"^(?:shut up|(?:stop|quit) (?:whining|moaning|going on|banging on|talking|complaining|crying)) about (?P<x>[^,;:]{3,60})[,;:]\s*"
                r"(?P<y>.{12,})$", _I), _matters_more),
    # Mock praise for a plan, said to the people behind it: "Brilliant idea, geniuses, moving the bus station out of
    # town" doubts the plan it names.
    (re.compile(r"^(?:great|brilliant|genius|fantastic|wonderful|lovely|nice|good|top|clever|amazing|superb|stellar|"
                r"excellent) (?:idea|plan|job|move|"
                r"work|thinking)(?:,? (?:geniuses|genius|guys|folks|everyone|people|council|team))?[,:!]+\s*"
                r"(?P<x>\w+ing\b.{8,})$", _I), _mock_praise),
    # A question wrapped in a jab at the reader: "Are you dense or did you not read the notice?", "Do you lot even
    # know …?" — the question stays, asked plainly.
    (re.compile(r"^are you (?:(?:really|just|that|so) )?(?:stupid|dense|thick|blind|dumb|daft|clueless|an idiot|a moron|"
                r"serious|joking|kidding)(?: or)?,? (?P<aux>do|did|have|can|are) you (?:just |even |really |actually )?"
                r"(?:not |never )?(?P<rest>\w.{6,})$", _I), _asked_plainly),
    (re.compile(r"^(?P<aux>do|did|have|can|does|are|is) (?:you|ya)(?: lot| people| guys| folks)? (?:even |actually )"
                r"(?P<rest>\w.{6,})$", _I), _asked_plainly),
    (re.compile(r"^(?:keep (?:crying|whining|moaning|complaining|ranting)|cry (?:more|harder)|typical|classic|as usual|"
                r"nice try|news flash|newsflash|pathetic|what an? (?:farce|joke|shambles|circus|disgrace|travesty))"
                r"[,:;.!]+\s*(?P<x>.{12,})$", _I), point_only),
    (re.compile(r"^(?:whatever|save it|spare me|give me a break|get over it|get a grip|get a clue|wise up|grow up|get real|"
                r"get your facts straight|check your facts|do your (?:own )?research|do your homework|"
                r"(?:lol|haha),? (?:ok|okay|sure))[,:;.!]+\s*(?P<x>.{12,})$", _I), point_only),
)


# A discourse marker before the shape carries no point ("Honestly, you'd have to be blind not to see X").
_OPENER = re.compile(r"^(?:honestly|frankly|seriously|look|listen|well|come on|let's be honest|to be honest|"
                     r"quite frankly|i mean)[,:]\s+", _I)


def shape_rewrites(sentence: str, table: tuple[tuple[re.Pattern, Shape], ...] = SHAPES) -> list[tuple[str, str]]:
    """(rewrite, point) for every shape of `table` the sentence has."""
    text = _OPENER.sub("", sentence.strip().replace("’", "'").rstrip(".!? "))
    out: list[tuple[str, str]] = []
    for regex, shape in table:
        if m := regex.match(text):
            found = shape(m)
            out += found if isinstance(found, list) else [found]
    return out
