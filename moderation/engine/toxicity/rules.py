"""Rules where rules beat a small model: threats, derogation and dehumanisation of groups, slurs, insults,
profanity, with negation, quotation and counter-speech that cancel them. Offsets are into the sentence given."""

import re
from dataclasses import dataclass
from functools import lru_cache

from moderation.engine.core.cache import bytes_cache
from moderation.engine.toxicity.lexicon import alternation, lexicon, slurs, word_regex
from moderation.engine.toxicity.normalise import Normalised, normalise
from moderation.engine.toxicity.targets import (IDEA_CRITICISM, INTIMIDATION, WISH_OF_HARM, criticises_idea,
                                               harsh_word_turned_on_person, idea_spans)

# Adjective forms of groups ("common Muslim trash", "a black person").
_GROUP_ADJ = ("muslim", "black", "gay", "trans", "jewish", "immigrant", "disabled", "asian", "mexican", "arab",
              "lesbian", "queer", "transgender", "african", "chinese", "indian", "hispanic", "latino", "refugee",
              "migrant", "female", "women's", "gypsy", "roma", "christian", "hindu", "sikh", "foreign")
_NEGATOR = r"(?:not|n't|never|no longer|don't|do not|doesn't|does not|didn't|did not|won't|will not|wouldn't|would not|no one should|nobody should)"
_MODAL = (r"(?:will|'ll|shall|am going to|'m going to|are going to|'re going to|is going to|going to|gonna|want to|wanna|"
          r"would love to|'d love to|should|must|need to|needs to|ought to|could|'d|plan to|intend to|about to|"
          r"can't wait to|cannot wait to|hope to|let's|lets|gotta|have to|deserve to|deserves to|will happily|"
          r"am gonna|'m gonna|would happily|will gladly|'ll gladly)")
_VIOLENT_VERB = (r"(?:kill|murder|shoot|stab|hang|lynch|burn|gas|exterminate|eradicate|slaughter|butcher|hurt|beat up|"
                 r"beat|torture|rape|strangle|drown|behead|execute|wipe out|get rid of|put an end to|destroy|annihilate|"
                 r"punch|smash|break|bomb|massacre|cut|skin|choke|crush|end|harm|maim|poison|run over|slit|shoot up|"
                 r"gun down|hunt down|hunt|round up|deport|purge|cleanse|die|be shot|be killed|be hanged|be hung|"
                 r"be gassed|be burned|be exterminated|be eradicated|be executed|be lynched|be tortured|be raped|"
                 r"be beaten|be wiped out|be put down|be removed|be deported|be locked up|be stabbed|be murdered|"
                 r"be slaughtered|be strangled|be drowned|be culled|be hurt|be destroyed|be annihilated|be euthanised|"
                 r"be euthanized|be sterilised|be sterilized|rot|suffer|burn in hell|perish)")


PRONOUN_REASON = "demeans the people it talks about"
# Pattern families that need a group or a pronoun in the sentence.
_NEEDS_TARGET = frozenset({"dehum", "attribute", "emotion", "negated_positive", "implicit", "hostile_command", "no_member"})
# Words of support for a group or of opposition to hatred: a sentence naming a group with these and no attack
# is counter-speech or praise.
_SUPPORTIVE = re.compile(
    r"\b(?:hatred|racism|racist|bigotry|bigoted|bigots?|sexism|sexist|homophob\w*|transphob\w*|islamophob\w*|antisemit\w*|"
    r"xenophob\w*|discriminat\w*|call(?:ing)? out|stand(?:ing)? up|speak(?:ing)? (?:up|out)|it hurts|heartbreaking|"
    r"disheartening|unacceptable|no place|(?:has|have) to stop|must stop|consequences|prosecuted|solidarity|equal rights|"
    r"deserve (?:respect|better|the same)|violence against|attacks? (?:on|against)|abuse (?:of|against)|"
    r"love|loved|lovely|adore|admire|respect|support|supporting|proud|celebrate|welcome|appreciate|stand with|grateful|"
    r"thankful|wonderful|amazing|brilliant|great|kind|talented|inspiring|beautiful|fantastic|happy|glad|help|helping)\b")
_EQUAL_WORTH = re.compile(r"\b(?:not worth (?:any )?less|no less (?:valuable|worthy|human|important)|just as (?:valuable|worthy|human|"
                          r"important|good)|as much as anyone|worth (?:just )?as much)\b")
# Someone a threat can be aimed at (without a group being named).
_PERSON = re.compile(r"\b(?:you|your|yours|ya|u|him|her|them|they|he|she|people|person|guy|guys|man|men|woman|women|kids?|"
                     r"child|children|famil(?:y|ies)|everyone|everybody|anyone|anybody|someone|somebody|neighbou?rs?|boss|"
                     r"bastards?|idiots?|morons?|traitors?|scum|politicians?|cops?|police|officers?|teachers?|mods?|"
                     r"moderators?|admins?|wife|husband|son|daughter|mother|father|mom|dad|brother|sister|friends?|"
                     r"\w+ers|the author|the writer|this user|that user|each other|yourself|himself|herself|themselves)\b")
# What people own or run: "the police budget", "teachers' pay" name a thing, not the people.
_OWNED_THING = re.compile(r"(?:'s|s'|')?\s+(?:budgets?|pay|pensions?|funding|money|services?|stations?|numbers|jobs|"
                          r"salar(?:y|ies)|wages|benefits|grants?|hours|overtime|departments?|programmes?|programs?|"
                          r"centres?|centers?|schemes?|contracts?|allowances?|numbers)\b")


# Telling someone to leave for the country they or their family came from: an attack on origin, no group named.
_GO_BACK = re.compile(r"\b(?:go|get|send (?:them|him|her|you)) back (?:to )?where (?:you|they|he|she) (?:came|come|belongs?) from\b"
                      r"|\bgo back to (?:your|their) (?:own )?(?:country|countries)\b")
# "I'm not racist, but …" before a claim about a group: the disclaimer announces the generalisation that follows.
_DISCLAIMER = re.compile(r"\b(?:i'm|i am|im)\s+not\s+(?:a\s+|being\s+)?(?P<w>racist|sexist|homophobic|transphobic|"
                         r"xenophobic|islamophobic|anti-?semitic|bigot(?:ed)?|prejudiced|misogynist(?:ic)?)\b[\s,.…-]*but\b")
_DISCLAIMED_GROUP = {"racist": "people of another race or origin", "xenophobic": "people from abroad",
                     "sexist": "women", "misogynist": "women", "misogynistic": "women", "homophobic": "gay people",
                     "transphobic": "trans people", "islamophobic": "Muslims", "antisemitic": "Jewish people",
                     "anti-semitic": "Jewish people"}
_THOSE_PEOPLE = re.compile(r"\b(?:these|those|such) people\b|\btheir kind\b|\byou people\b|\bpeople like (?:that|them|those)\b"
                           r"|\b(?:that|this) lot\b|\b(?:these|those) ones\b")
_CLAUSE_END = re.compile(r"[,;:]|\s(?:so|because|since|but|which|whereas|while)\s")


def _person_aimed_at(text: str) -> bool:
    """A person or people in the clause `text` starts, other than as the owner of a thing ("cut the police budget,
    so you …" aims at no one: the "you" belongs to the next clause)."""
    clause = text[: m.start()] if (m := _CLAUSE_END.search(text)) else text
    return any(not _OWNED_THING.match(clause, p.end()) for p in _PERSON.finditer(clause))


# Negations that do not negate what follows ("why don't we ...", "do people not see that ...").
_RHETORICAL = re.compile(r"\b(?:why (?:don't|do not|not)|why do (?:people|you|they) not|don't you (?:think|agree)|isn't it|"
                         r"can't wait|cannot wait|(?:not|n't) (?:realise|realize|recognise|recognize|see|understand|get|admit|"
                         r"notice)|is it not|it's not (?:obvious|clear)|how is it not)\b")
# Families whose hateful meaning is carried by a negation ("... do not belong", "no ... can be ...").
_NEGATION_IS_THE_ATTACK = ("negated_positive", "no_member", "implicit", "hostile_command")


@dataclass(frozen=True)
class RuleHit:
    """One rule match: source offsets into the sentence, kind, strength, group targeted (or '') and why."""

    start: int
    end: int
    kind: str
    score: float
    group: str
    reason: str


_POSITIVE = (r"(?:smart|intelligent|clever|attractive|beautiful|worthy|good|decent|capable|competent|trustworthy|honest|"
             r"equal|human|civilised|civilized|normal|valuable|welcome|useful|loyal|kind|as good|as smart|"
             r"as intelligent|as capable|real (?:people|women|men)|part of (?:our|this) (?:society|country))")
_PRONOUN = r"(?:they|them|they're|theyre|these people|those people|these ones|those ones|most of them|all of them|every one of them|their kind|these|those|you all|you people)"
_FEELING = (r"(?:makes? me|made me|making me)\s+(?:so\s+|really\s+|very\s+|feel\s+)*(?:angry|sick|furious|mad|nauseous|"
            r"disgusted|livid|ill|want to (?:vomit|puke|throw up)|retch)|(?:fills?|filled) me with\s+(?:so much\s+)?"
            r"(?:rage|disgust|hatred|hate|loathing|contempt|revulsion)|makes? my (?:blood boil|skin crawl|stomach turn)|(?:make|makes|made) me (?:boil|seethe|rage|shake) with (?:anger|rage|fury|disgust)|(?:are|is)?\s*(?:pissing|pisses|piss) me off|getting on my nerves")


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern]:
    """Compile the sentence patterns once."""
    lex = lexicon()
    slur_alt = alternation(slurs().keys())
    group = rf"(?:{alternation(lex['groups'])}|(?:{'|'.join(_GROUP_ADJ)})\s+(?:people|person|men|women|man|woman|folks|guys?|girls?|boys?|kids?|couples?|famil(?:y|ies)|lives|life|communities|community|scum|trash|garbage|filth|vermin|rats?)|{slur_alt})"
    # A derogation may aim at a group named elsewhere in the sentence through a pronoun.
    aim = rf"(?:{group}|{_PRONOUN})"
    target = rf"(?:{group}|you|ya|u|them|they|those people|these people|him|her|he|she)"
    dehum = alternation(lex["dehumanising"])
    neg = alternation(lex["negative_attributes"])
    hate_verb = alternation(lex["hate_verbs"])
    feelings = alternation(lex["hate_feelings"])
    gap = r"[^.!?;]{0,45}?"
    b = r"(?<![\w-])"
    e = r"(?![\w-])"
    return {
        "group": re.compile(rf"{b}(?:{group}){e}"),
        "pronoun": re.compile(rf"{b}{_PRONOUN}{e}"),
        "dehum": re.compile(rf"{b}(?P<g>{aim}){e}{gap}{b}(?P<k>{dehum}){e}|{b}(?P<k2>{dehum}){e}\s+(?:like\s+)?(?P<g2>{group}){e}"
                            rf"|{b}(?:nothing but|no better than|just|bunch of|pack of|like)\s+(?:a\s+|an\s+|common\s+|some\s+|filthy\s+|dirty\s+)*(?P<g3>{'|'.join(_GROUP_ADJ)})\s+(?P<k3>{dehum}){e}"),
        "attribute": re.compile(rf"{b}(?P<g>{aim}){e}{gap}{b}(?:are|is|'re|be|being|were|was|act|acts|seem|look|all|so|such|always|inherently|naturally|typically|nature){e}{gap}{b}(?P<k>{neg}){e}"
                                rf"|{b}(?:typical of|only|it's in|in the nature of|that's what you get from|what do you expect from|nothing worse than|nothing more (?:disgusting|pathetic|revolting) than)\s+(?:a\s+|an\s+|the\s+)?(?P<g2>{aim}){e}(?:{gap}{b}(?P<k2>{neg}){e})?"
                                rf"|{b}(?P<k3>{neg}){e}\s+(?P<g3>{group}){e}"),
        "emotion": re.compile(rf"{b}(?P<k>{hate_verb}){e}{gap}{b}(?P<g>{aim}){e}|{b}(?P<g2>{aim}){e}{gap}{b}(?P<k2>{feelings}|{_FEELING}){e}"
                              rf"|{b}(?P<k4>(?:scorn|hatred|contempt|disdain|loathing|disgust|revulsion|rage)\s+(?:that\s+)?(?:i|we)\s+(?:feel|have|hold)\s+(?:for|towards?)){e}\s+(?:all\s+|those\s+|these\s+|the\s+)?(?P<g4>{aim}){e}"
                              rf"|{b}(?P<k3>fuck|fuck off|screw|to hell with|damn|fucking|fuckin|bloody){e}\s+(?:all\s+|those\s+|these\s+|the\s+|you\s+|of\s+)*(?P<g3>{group}){e}"),
        "hostile_command": re.compile(rf"{b}(?P<g>{aim}){e}{gap}{b}(?P<k>get the fuck out|fuck off|go fuck (?:themselves|yourselves|yourself)|shut the fuck up|can go to hell|go to hell|piss off|get out of (?:our|my|this) (?:country|town|city|street|neighbourhood)|go back (?:to|where)){e}"
                                     rf"|{b}(?P<k2>never trust|don't trust|do not trust|can't trust)\\s+(?:a|an|any|the)?[^.!?;]{{0,35}}?(?P<g2>{group}){e}"),
        "threat_do": re.compile(rf"{b}(?:i|we|i'm|we're|i'll|we'll|someone|somebody|they|people|everyone|you|let's|it would be best|it'd be best|best|better){e}{gap}{_MODAL}\s+(?:\w+\s+){{0,4}}?(?P<k>{_VIOLENT_VERB}){e}"
                               rf"|{b}(?:let's|lets|let us|why don't we|why not|we should|we must|we need to|time to)\s+(?:just\s+|finally\s+|all\s+)*(?P<k2>{_VIOLENT_VERB}){e}"),
        "threat_policy": re.compile(rf"{b}(?P<k>execution|extermination|genocide|deportation|sterili[sz]ation|the death penalty|a bullet|bullets|the gas chamber|gas chambers|the final solution|the rope|a noose)\b[^.!?;]{{0,40}}?\b(?:for|to)\s+(?:all\s+|those\s+|these\s+|the\s+|every\s+)?(?P<g>{group}){e}"
                                    rf"|{b}(?P<k2>(?:raping|murdering|killing|shooting|beating|lynching|hurting|attacking|torturing|stabbing|hanging)\s+(?:a|an|any|all|the|every)?\s*){group}[^.!?;]{{0,30}}?(?:should(?: not|n't) be (?:illegal|a crime|punished)|should be (?:legal|allowed|decriminali[sz]ed|encouraged|rewarded)|is (?:fine|ok|okay|justified|a good thing)){e}"),
        "threat_should": re.compile(rf"{b}(?P<g>{target}){e}{gap}{b}(?:should|must|need to|ought to|deserve to|deserves to|deserve|will|shall|are going to|have to|better|can all|can go){e}\s+(?:all\s+|just\s+|get\s+|be\s+|simply\s+|really\s+|fucking\s+)*(?P<k>{_VIOLENT_VERB}|dumped|thrown away|binned|fuck off|go to hell){e}"),
        "threat_hope": re.compile(rf"{b}(?:hope|wish|pray|praying|hoping|if only|can only hope|better off|what if we|why don't we|why not just|time to|love to see|like to see|want to see|wanna see|glad to see|happy to see|best to|best if|better if|better to|should just|just|death to|let them){e}{gap}{b}(?P<k>{_VIOLENT_VERB}|eradicated|exterminated|killed|dead|gone|wiped out|shot|gassed|hanged|put down|removed|death){e}"),
        "threat_hands": re.compile(rf"{b}(?P<k>(?:die|death|suffer|bleed|pay)[^.!?;]{{0,30}}?(?:at|by) my (?:hands|hand)|you(?:'re| are) (?:dead|going to die|gonna die)|watch your back|i know where you live|you will regret|you'll regret|(?:snap|break|slit|cut|crush|smash) (?:your|that|this|those|these|their|his|her)[^.!?;]{{0,25}}?(?:neck|throat|skull|face|head|legs?|arms?|bones?|jaw|nose|knees?|teeth|ribs)|keep (?:attacking|hurting|beating|hunting)|death to){e}"),
        "no_member": re.compile(rf"{b}(?:no|not a single|not one|never a)\s+(?P<g>{group}){e}\s+(?P<k>(?:can|could|will|should|is|was|deserves|has ever|would ever)\b[^.!?;]{{0,30}}?{b}(?:valuable|useful|productive|real|proper|good|decent|worthy|trusted|smart|intelligent|equal|respected|welcome|human|capable|competent|honest)){e}"),
        "negated_positive": re.compile(rf"{b}(?P<g>{group}){e}{gap}{b}(?P<k>(?:lives?|life|opinions?|feelings|rights|existence)\s+(?:are|is|do|does)?\s*(?:not|n't|never)\s+(?:worth|matter|count)(?!\s+(?:any\s+)?(?:less|else|more))|(?:lives?|life)\s+(?:are|is)\s+worth\s+(?:absolutely\s+)?nothing|(?:are|is|can|could|will|shall)\s*(?:not|never|n't)\s+(?:be\s+)?(?:as\s+)?(?:truly\s+|really\s+|ever\s+|fully\s+)?{_POSITIVE}|(?:are|is)\s+(?:not|never)\s+(?:worthy|fit)|(?:should|must)(?:\s+(?:not|never)|n't)\s+(?:have|be (?:given|allowed)|exist|vote|breed|be treated)|(?:don't|do not|never|doesn't|does not) deserve\s+(?:rights|respect|to live|to exist|anything|dignity|compassion|to be (?:treated|respected|heard|free|equal|alive|here))|(?:do not|don't|doesn't|does not|should not|shouldn't|never|will never|won't)\s+(?:matter|count|be important|be valued|be respected|be protected|be trusted|be equal)|(?:have|has|had) no (?:value|worth|place|rights|future|purpose)|(?:is|are)\s+(?:not|n't)\s+worth\s+(?:anything|a thing|shit|a damn|living|saving)(?!\s+(?:less|else))|(?:have|has) no right to (?:be alive|live|exist|be here|breathe|vote|speak)|(?:aren't|are not|isn't|is not|ain't)\s+worth\s+(?:shit|anything|a thing|a damn|a penny|much|saving|living)(?!\s+(?:any\s+)?(?:less|else|more))|(?:are|is)\s+worth\s+(?:absolutely\s+)?(?:nothing|less than)){e}"
                                       rf"|{b}(?P<k2>(?:no|zero|never any|not any|not an ounce of)\s+(?:compassion|sympathy|respect|empathy|pity|mercy|rights|place|room|tolerance)(?:\s+at all)?|(?:rights|respect|dignity|freedom|equality)[^.!?;]{{0,25}}?(?:should not|shouldn't|must not|do not|don't|never)\s+(?:apply|be (?:given|extended))|no (?:space|place|room|home|future)\b[^.!?;]{{0,30}}?\bfor|no (?:\w+\s+)?(?:is|are) (?:as|more) \w+ than|not (?:\w+\s+)?(?:is|are) (?:as|more) \w+ than){e}{gap}{b}(?P<g2>{group}){e}"),
        "implicit": re.compile(rf"{b}(?P<k>(?:rather|prefer)[^.!?;]{{0,40}}than){e}{gap}{b}(?P<g>{group}){e}|{b}(?P<g2>{group}){e}{gap}{b}(?P<k2>vet|zoo|cage|cages|kennel|leash|sewer|landfill|ruin|ruins|ruined|ruining|destroy|destroying|infest|infesting|invade|invading|invasion|swarm|swarming|breed like|take over|replace us|should go back|go back to|don't belong|do not belong|never belong|a threat to|a danger to|a menace|a burden|a drain on|(?:must|is|will) be (?:bullshit|rubbish|garbage|nonsense|worthless|stupid)){e}"
                             rf"|{b}(?P<k3>test[^.!?;]{{0,30}}?on|too many|get (?:these|those|all)|keep (?:these|those)|ban all|no more|send (?:these|those|all|them)|(?:monkey|monkeys|ape|apes|dog|dogs|pig|pigs|rat|rats|rock|brick|potato|dirt|garbage|trash|insect|insects|worm|chimp|cockroach)\b[^.!?;]{{0,50}}?(?:than|and)|(?:no|any|the) difference between){e}\s+(?:about\s+|all\s+of\s+|the\s+|these\s+|those\s+|all\s+|you\s+|that of\s+|those of\s+|a\s+|an\s+|any\s+|dead\s+|one\s+)*(?P<g3>{group}){e}"),
        "insult": re.compile(rf"{b}(?:you|you're|youre|ur|u|ya){e}(?:\s+(?:are|r|is|'re))?[^.!?;]{{0,30}}?{b}(?P<k>{alternation(lex['insults'])}){e}|{b}(?P<k2>{alternation(lex['insults'])}){e}\s+(?:like\s+)?(?:you|u){e}|{b}(?P<k3>shut up|go to hell|drop dead|get lost|nobody likes you|kill yourself|kys){e}"),
        "insult_word": re.compile(rf"{b}(?:{alternation(lex['insults'])}|shut up|go to hell|drop dead|get lost|nobody likes you|kill yourself|kys){e}"),
        "profanity": word_regex("profanity"),
        "sexual": word_regex("sexual"),
        "slur": re.compile(rf"{b}(?P<k>{slur_alt}){e}"),
        "hostile": re.compile(rf"{b}(?:{dehum}|{neg}|{hate_verb}|{_VIOLENT_VERB}|only natural|nothing but|typical|bunch of|just a|like you|such a){e}"),
        "negated_violence": re.compile(rf"{b}(?:never|not|n't|won't|wouldn't|would never|will never|could never)\s+(?:\w+\s+)?{_VIOLENT_VERB}{e}"),
        "negator": re.compile(rf"{b}{_NEGATOR}{e}"),
        "condemn": word_regex("condemn"),
        "report": word_regex("report_verbs"),
        # A reporting verb (the lexicon's, and openers) just before a quotation: "he said (that) '…".
        "reported_before": re.compile(rf"(?<![\w-])(?:{alternation(lex['report_verbs'])}|claim\w*|tell\w*|start\w* with|"
                                      rf"open\w* with|hear\w*)\s+(?:that\s+)?[\"'“‘]?\s*$"),
        "reclaim": re.compile(rf"{b}(?:{alternation(lex['reclaim_cues'])})"),
        "protect": re.compile(rf"{b}(?:{alternation(lex['protective_verbs'])}){e}"),
        "second_person": word_regex("second_person"),
    }


def _homonym_context(text: str, term: str) -> bool:
    """Harmless senses of words that are also slurs (cigarette, embankment, odd, garden tool...)."""
    cues = {"fag": r"cigarette|smok|mouth|light|lit|pack|ash", "fags": r"cigarette|smok|pack|lit",
            "dyke": r"water|walk|sea|river|flood|dutch|embankment|along|on the", "dykes": r"water|river|flood|sea",
            "queer": r"feeling|seemed|seems|odd|strange|bit|sense|look|idea|fish|street|theory|studies",
            "coon": r"rac+oon|hunt|dog|tree|fur|animal|skin", "coons": r"hunt|dog|tree|animal",
            "chink": r"armou?r|wall|light|curtain|door|gap", "hoe": r"garden|soil|weed|rake|tool", "hoes": r"garden|tool",
            "bitch": r"\bdogs?\b|pupp|litter|breed|kennel|labrador|retriever|spaniel|terrier|show|whelp",
            "bitches": r"\bdogs?\b|pupp|litter|breed|kennel"}
    pattern = cues.get(term)
    return bool(pattern and re.search(pattern, text))


def _inside_quotes(text: str, start: int, end: int) -> bool:
    """True when [start, end) overlaps a quoted stretch of the sentence (the quoted words carry the hate)."""
    for match in re.finditer(r"\"[^\"]+\"|“[^”]+”|‘[^’]+’|(?<!\w)'[^']+'(?!\w)", text):
        if match.start() < end and start < match.end():
            return True
    return False


def _counter_frame(norm: str, start: int, end: int, pats: dict, negated_positive: bool = False) -> str:
    """Why the hit at [start, end) is reported, condemned or negated rather than meant, or ''."""
    outside = norm[:start] + " " * (end - start) + norm[end:]
    before = _RHETORICAL.sub(" ", norm[max(0, start - 30):start])[-14:]
    inside = norm[start:end]
    if not negated_positive and (pats["negator"].search(before) or re.search(
            r"\b(?:are|is|am|'re|were|was|be)\s+(?:not|never|n't)\b|\b(?:don't|do not|doesn't|does not|won't|will not|never|"
            r"didn't|no longer)\s+\w+", inside)):
        return "negated"
    if re.search(r"\b(?:your|his|her|their|such|this|that|the|of)\s+(?:\w+\s+)?$", before) and re.match(
            r"(?:hate|hatred|contempt|disdain|disgust|loathing)\b", inside):
        return "describes someone else's hatred"
    if re.search(r"\b(?:saying|say|says|said|claiming|claim|claims|think|thinks|believe|believes|tweeted|wrote)\s+(?:that\s+)?"
                 r"(?:you|he|she|they|people|someone|anyone)?\s*$", norm[:start]) and (pats["condemn"].search(outside) or
                                                                         re.match(r"\s*saying|\s*claiming", norm)):
        return "reported in order to condemn it"
    if re.search(r"\b(?:opposite of|far from|anything but)\s*$", norm[max(0, start - 60):end].rsplit(" ", 1)[0] + " ") \
            or re.search(r"\b(?:opposite of|far from)\b", inside):
        return "negated"
    if re.search(r"\bno\s*$", before) or re.search(r"\b(?:not let|won't let|never let|stop (?:them|these|those|the|people|anyone)|prevent)\b", inside):
        return "negated"
    if re.search(r"\b(?:can't|cannot|don't|do not|won't|how can you|how could you)\s+(?:seriously\s+|really\s+|honestly\s+)?"
                 r"(?:believe|think|claim|say|pretend|accept)\s+(?:that\s+)?(?:all\s+)?$", norm[:start]):
        return "negated"
    if re.search(r"(?:^|\b(?:if|when|people who|anyone who|those who|whoever)\s+(?:you're|you are|you|they|he|she|someone)?\s*)"
                 r"(?:saying|writing|posting|telling|calling|tweeting|claiming|shouting)\s+(?:that\s+)?(?:all\s+)?$", norm[:start]):
        return "reported in order to condemn it"
    if _inside_quotes(norm, start, end) and (pats["report"].search(outside) or pats["condemn"].search(outside)
                                             or "?" in outside or re.search(r"\b(?:he|she|they|someone|people|you)\b", outside)):
        return "quoted to report or condemn it"
    if pats["condemn"].search(outside) and re.search(
            r"\b(?:say|says|saying|said|call(?:s|ing|ed)? for|talk(?:s|ing)? about|hatred (?:for|of|towards?)|against|"
            r"people (?:who|that)|anyone (?:who|that)|treats?|treating|treated|see(?:s|ing)?|claim(?:s|ing)?|"
            r"would|wants? to|called|calling|tell(?:s|ing)?|think(?:s|ing)? that)\b", norm[:start]):
        return "reported in order to condemn it"
    if re.search(r"\b(?:not let|won't let|never let|stop|prevent|protect|defend|stand by while|stand by as|stand up for|"
                 r"never support|not support|won't support|oppose)\b", norm[:start]):
        return "speaks against the harm"
    return ""


@dataclass(frozen=True)
class SentenceRules:
    """What the rules found in one sentence: kept hits, reasons hits were cancelled, whether a group is named."""

    hits: tuple[RuleHit, ...]
    cancelled: tuple[str, ...]
    group_mentioned: bool


def sentence_hits(sentence: str) -> list[RuleHit]:
    """Rule hits in one sentence, after negation, quotation and counter-speech have been taken out."""
    return list(sentence_analysis(sentence).hits)


@bytes_cache(8 * 1024 * 1024)
def sentence_analysis(sentence: str) -> SentenceRules:
    """Kept hits and cancellations for one sentence (cached: the same sentence recurs across judges)."""
    norm = normalise(sentence)
    pats = _patterns()
    hits: list[RuleHit] = []
    cancelled: list[str] = []
    text = norm.text
    aimed = bool(pats["group"].search(text) or pats["pronoun"].search(text))
    insulting = bool(pats["insult_word"].search(text))
    ideas = idea_spans(text) if criticises_idea(text) else []
    for kind, name, score in (("identity_attack", "dehum", 0.95), ("identity_attack", "attribute", 0.9),
                              ("identity_attack", "emotion", 0.9), ("identity_attack", "negated_positive", 0.9),
                              ("identity_attack", "implicit", 0.8), ("threat", "threat_do", 0.9),
                              ("threat", "threat_should", 0.9), ("threat", "threat_hope", 0.8),
                              ("threat", "threat_hands", 0.9), ("threat", "threat_policy", 0.9), ("insult", "insult", 0.85),
                              ("identity_attack", "hostile_command", 0.85), ("identity_attack", "no_member", 0.85)):
        if name in _NEEDS_TARGET and not aimed or name == "insult" and not insulting:
            continue  # cheap prefilters: these patterns cannot match
        for match in pats[name].finditer(text):
            if name == "insult" and _inside_any(match.span(_key_group(match)), ideas):
                continue  # "you know, the plan is stupid": the harsh word is said of the plan
            hits.extend(_from_match(match, kind, name, score, norm, pats, cancelled))
    hits.extend(_personal_threats(norm, hits, cancelled))
    if (back := _GO_BACK.search(text)) and not re.search(rf"{_NEGATOR}\s+(?:\w+\s+){{0,2}}$",
                                                                  _RHETORICAL.sub(" ", text[:back.start()])):
        hits.append(_hit(norm, back.start(), back.end(), "identity_attack", 0.85, "",
                         "tells someone to leave for where they or their family came from"))
    hits.extend(_disclaimed(norm, pats))
    if (turned := harsh_word_turned_on_person(text)) and not any(h.kind == "insult" for h in hits):
        hits.append(_hit(norm, *turned, "insult", 0.8, "", "says the same of the reader as of the idea"))
    for match in pats["slur"].finditer(text):
        term = re.sub(r"\s+", " ", match.group())
        group, reclaimable, homonym = slurs()[term]
        if homonym and _homonym_context(text, term):
            cancelled.append("a harmless sense of the word")
            continue
        if re.search(r"\b(?:the word|the term|the slur|words like|word)\s*[\"'“‘]?$", text[:match.start()]):
            cancelled.append("the slur is mentioned, not used")
            continue
        hostile = bool(pats["hostile"].search(text)) or bool(re.search(r"\b(?:you|ya|u)\b", text))
        if reclaimable and pats["reclaim"].search(text) and not pats["hostile"].search(text):
            cancelled.append("reclaimed in-group use")
            continue
        if (reclaimable or homonym) and not hostile:
            continue  # casual use: only an attack when aimed at someone or paired with contempt
        if reason := _counter_frame(text, match.start(), match.end(), pats):
            cancelled.append(reason)
            continue
        hits.append(_hit(norm, match.start(), match.end(), "identity_attack", 0.9, group, f"a slur against {group}"))
    for match in pats["profanity"].finditer(text):
        hits.append(_hit(norm, match.start(), match.end(), "profanity", 0.7, "", "a swear word"))
    for match in pats["sexual"].finditer(text):
        hits.append(_hit(norm, match.start(), match.end(), "sexual", 0.6, "", "sexual language"))
    group_named = bool(pats["group"].search(text))
    attacked = any(h.kind in ("identity_attack", "threat", "insult") for h in hits)
    if group_named and not attacked and _SUPPORTIVE.search(text):
        cancelled.append("speaks up for or well of a group")
    if not attacked and _EQUAL_WORTH.search(text):
        cancelled.append("affirms equal worth")
    if not attacked and pats["negated_violence"].search(text):
        cancelled.append("negated")
    if not attacked and ideas:
        cancelled.append(IDEA_CRITICISM)
    return SentenceRules(tuple(hits), tuple(cancelled), group_named)


def _inside_any(span: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    """True when `span` lies within one of `spans`."""
    return any(start <= span[0] and span[1] <= end for start, end in spans)


def _key_group(match: re.Match) -> str | int:
    """The named group holding a match's key words (k, k2, k3), or the whole match."""
    return next((k for k in ("k", "k2", "k3") if match.groupdict().get(k)), 0)


def _disclaimed(norm: Normalised, pats: dict) -> list[RuleHit]:
    """"I'm not racist, but these people …": a disclaimer of prejudice followed, in the same sentence, by a group named
    or pointed at (a claim about the new estate's parking after it points at no one, so it is no finding)."""
    match = _DISCLAIMER.search(norm.text)
    if (not match or _inside_quotes(norm.text, match.start(), match.end())
            or pats["reported_before"].search(norm.text[:match.start()])):
        return []  # "He opened with 'I'm not racist, but' …" reports the disclaimer
    rest = norm.text[match.end():]
    named = pats["group"].search(rest)
    if not named and not _THOSE_PEOPLE.search(rest):
        return []
    group = named.group() if named else _DISCLAIMED_GROUP.get(match.group("w"), "a group of people")
    return [_hit(norm, match.start(), len(norm.text.rstrip(" .!?")), "identity_attack", 0.6, group,
                 f"disclaims prejudice, then generalises about {group}")]


def _personal_threats(norm: Normalised, found: list[RuleHit], cancelled: list[str]) -> list[RuleHit]:
    """Wishes of illness or death at a person, and intimidation (knowing where they live, waiting outside)."""
    out = []
    taken = [(h.start, h.end) for h in found if h.kind == "threat"]
    for pattern, score, reason in ((WISH_OF_HARM, 0.9, "wishes illness or death on someone"),
                                   (INTIMIDATION, 0.85, "intimidates: says they know where someone is or will come for them")):
        for match in pattern.finditer(norm.text):
            if re.search(r"\b(?:not|never|no)\b|n't\b", match.group()):
                cancelled.append("negated")
                continue  # "I hope you don't get sick", "I'll never find you"
            hit = _hit(norm, match.start(), match.end("k"), "threat", score, "", reason)
            if any(s < hit.end and hit.start < e for s, e in taken):
                continue
            taken.append((hit.start, hit.end))
            out.append(hit)
    return out


_REASONS = {"dehum": "compares {g} to vermin or filth", "attribute": "ascribes a negative trait to all {g}",
            "emotion": "expresses hatred or disgust for {g}", "negated_positive": "denies {g} worth or rights",
            "implicit": "demeans {g}", "threat_do": "threatens violence", "threat_should": "calls for violence",
            "threat_hope": "wishes violence or removal", "threat_hands": "threatens violence", "threat_policy": "endorses violence against a group", "insult": "insults the reader",
            "pronoun_derogation": PRONOUN_REASON, "hostile_command": "tells {g} to get out or go away",
            "no_member": "denies that any of {g} can be worth anything"}


def _from_match(match: re.Match, kind: str, name: str, score: float, norm: Normalised, pats: dict,
                cancelled: list[str]) -> list[RuleHit]:
    """Turn one pattern match into a hit on its key words (the shortest span that carries it)."""
    groups = {k: v for k, v in match.groupdict().items() if v}
    key = next((k for k in ("k", "k2", "k3") if k in groups), None)
    target = next((groups[k] for k in ("g", "g2", "g3") if k in groups), "")
    start, end = match.span()
    if reason := _counter_frame(norm.text, start, end, pats, negated_positive=name in _NEGATION_IS_THE_ATTACK):
        cancelled.append(reason)
        return []
    target_group = target if target and (pats["group"].fullmatch(target) or target in _GROUP_ADJ) else ""
    if target and not target_group and pats["pronoun"].fullmatch(target):
        # "they/these/them": an attack on a group only if the sentence names one; otherwise a personal insult.
        named = pats["group"].search(norm.text)
        target_group = named.group() if named else ""
        if not target_group and kind == "identity_attack":
            kind, score, name = "insult", min(score, 0.7), "pronoun_derogation"
    if name.startswith("threat"):
        target_group = next((m.group() for m in pats["group"].finditer(norm.text)), "")
        # A body part in the threat ("break his leg") names the person it is aimed at.
        if not target_group and name != "threat_hands" and not _person_aimed_at(norm.text[match.start(key) if key else start:]):
            return []  # "murder this burger", "kill the lights", "cut the police budget": aimed at no one
        kind_reason = f"threatens {target_group}" if target_group else _REASONS[name]
    else:
        if kind == "identity_attack" and not target_group:
            return []
        kind_reason = _REASONS[name].format(g=target_group or "someone")
    if name == "insult" and key and pats["group"].search(norm.text[start:match.start(key)]):
        return []  # "calling women disgusting": the word is said of a group, the identity rules judge it
    span_start, span_end = start, end
    if name in ("insult",) and key:
        span_start, span_end = match.span(key)
    return [_hit(norm, span_start, span_end, kind, score, target_group, kind_reason)]


def _hit(norm: Normalised, start: int, end: int, kind: str, score: float, group: str, reason: str) -> RuleHit:
    """A hit mapped back to source offsets."""
    src_start, src_end = norm.source_span(start, end)
    return RuleHit(src_start, src_end, kind, score, group, reason)
