"""Cue phrases of sarcasm, dismissal, condescension and passive aggression that use no insult word.

Written from the train half of the project's tone set (training/tone/data/templates.tsv, generator tone_set) and
common English usage; each cue names its kind. Cues are anchored so that civil uses of the same words stay clean
("good luck with the move" is sincere, "good luck with that" is not).
"""

import re

# "Nice of them to help" and "Whatever the outcome, thanks" are sincere: the cues need "finally"/"bother" and a bare
# "Whatever," (checked on the negatives of the train-only generator more_augment, training/tone/data/templates.tsv).
_CUES: dict[str, tuple[str, ...]] = {
    "sarcasm": (
        r"\bnice of (?:\w+ ){1,3}to (?:finally|bother|eventually|at last)\b", r"^(?:oh|wow|ah),? (?:wonderful|great|lovely|fantastic|brilliant|"
        r"perfect)\b(?=.*\b(?:another|again|more|just what|yet)\b)", r"^oh,? (?:sure|joy|goody)\b", r"\bjust what (?:we|i|everyone|this town) (?:needed|wanted)\b",
        r"\bwhat a (?:shock|surprise|shocker)\b", r"^shocking\b", r"\b(?:nobody|no one) (?:could have )?saw that coming\b",
        r"\b(?:yeah|oh|right),? (?:i'?m|i am) sure\b", r"\bwill (?:fix|solve) everything\b",
        r"\bcan'?t wait to see how\b", r"^how (?:original|surprising|convenient|shocking)\b", r"\bmust be nice to\b",
        r"\bgood luck with that\b|\byou'?ll need it\b", r"\blet me know how (?:that|this|it|[\w ]{1,30}) works out\b",
        r"\bthe answer to everything\b", r"\bsave us from ourselves\b", r"^truly inspiring\b",
        r"\breally outstanding work\b", r"\bi'?m sure it'?ll be (?:great|fine|fantastic)\b",
        r"\bsuch a (?:great|stellar|wonderful|fine) track record\b", r"^(?:genius|brilliant|great) (?:move|decision|idea)\b.*\btruly\b",
        r"^(?:another|yet another) (?:brilliant|genius|great|stellar) (?:decision|move|idea|plan)\b",
        r"\bamazing how\b.{0,40}\balways\b", r"\bmy favou?rite topic\b", r"^gee,? i wonder\b", r"\bsaid no one\b",
        r"^well,? that'?s just (?:perfect|great|wonderful|fantastic)\b", r"^yeah,? (?:that'?ll|that will) work[.!]*$",
        r"^oh,? how (?:generous|kind|thoughtful|nice) of\b", r"\bcan hardly contain my excitement\b",
        r"^love how\b.{0,60}\breally\b",
        # common English sarcasm markers (general usage, checked on the train-only generator augment)
        r"\bsaid (?:no ?one|nobody) ever\b", r"^who knew\b", r"\bcolou?r me (?:shocked|surprised)\b",
        r"^(?:because )?nothing says\b.{1,60}\blike\b", r"\bwhat could (?:possibly )?go wrong\b",
        r"\b(?:a )?total coincidence\b", r"\bthat always ends well\b", r"\bhas never failed before\b",
        r"\bwho would have (?:thought|guessed)\b", r"^big surprise\b", r"\bhow convenient\b",
        r"\bbecause of course\b", r"\bslow clap\b", r"^well,? that went well\b", r"\bcan'?t imagine why\b",
        r"\bpriorities (?:in order|straight)\b", r"\bwhat would we do without\b", r"\bjust thrilled\b",
        r"\bshould give lessons in\b", r"\b(?:i'?m|i am) speechless\b", r"^(?:stunning|outstanding|superb) work\b",
        r"\bproud of you[.!]*$", r"\banother (?:masterpiece|triumph)\b", r"^thank (?:heavens|god|goodness)\b.{0,40}\bin charge\b",
        r"\bi feel so (?:valued|appreciated|special)\b", r"\bthought of everything\b",
        # Suggestions round 3 (issue 26): the reader or the people behind a plan called "genius" (a vocative between
        # commas or at an end is mock praise: "Great job, geniuses, closing the bank"); an insinuation that something
        # always goes one way ("Funny how the developers always get what they want"); "Yeah sure, because …".
        r"(?:^|,\s*)(?:genius(?:es)?|einsteins?|sherlock)(?=\s*[,.!?]|$)",
        r"^(?:it'?s )?funny how\b.{0,60}\b(?:always|every|only|never|suddenly)\b",
        r"^(?:yeah|oh|ah),? (?:sure|right),? because\b(?! of\b)",
    ),
    "dismissal": (
        r"\bonly an? (?:\w+ )?(?:fool|idiot|moron|clown|imbecile)s? would\b",
        r"^whatever(?:[.!,]|$)", r"\bnot worth (?:my|our|anyone'?s|your) time\b", r"\bisn'?t worth discussing\b", r"^move on\b",
        r"^(?:this|that) again\?", r"\bdignify (?:that|this|it)\b", r"^save it\b", r"^(?:that'?s )?cute,? but\b",
        r"\b(?:nobody|no one) (?:wants|needs) to hear\b", r"\bdon'?t waste (?:our|my|everyone'?s) time\b",
        r"\byour (?:opinion|view|take)\b.{0,40}\b(?:doesn'?t|does not) (?:really )?matter\b",
        r"\bspare (?:everyone|us|me) the\b", r"\bstop (?:whining|complaining|crying|moaning)\b",
        r"\bnot even worth a (?:reply|response|answer)\b", r"^cool story\b", r"^next[.!]*$", r"\bkeep telling yourself\b",
        r"^not my problem\b", r"^(?:it )?doesn'?t matter what you\b",
        # common English brush-offs (general usage)
        r"\bnot reading all that\b", r"^(?:don'?t|do not) care\b", r"^who asked\b", r"\ba you problem\b",
        r"\b(?:tell it|complain) to someone who cares\b", r"\blosing sleep over\b", r"\bspare me\b",
        r"\byour problem,? not (?:mine|ours)\b", r"^imagine caring\b", r"\bget a (?:hobby|life)\b", r"\btouch grass\b",
        r"\bheard it (?:all )?before\b", r"\bkeep crying\b", r"\bcry about it\b", r"\byour little (?:complaint|rant|essay)\b",
        r"\bnobody needs your\b", r"^big deal\b", r"\bdeal with it\b", r"\bdon'?t bother replying\b",
        r"\bcomplain all you (?:want|like)\b", r"\bnobody (?:will|is going to) read your\b", r"^(?:ok(?:ay)?|so),? and\?",
        # Suggestions round 3 (issue 26): the brush-off verbs in every form ("keep moaning", "quit whinging", "cry
        # harder"), being told to wake up or to stop embarrassing oneself, the reader's argument called rubbish, a
        # view laughed off ("you must be joking"), "What a farce," and "Classic," as a whole verdict.
        r"(?:^|[,;:]\s*|\b(?:just|so|now|oh)\s+)(?:keep|quit|stop) (?:on )?(?:whining|whinging|moaning|crying|complaining|"
        r"bleating|bitching|sulking)\b",
        r"\bcry harder\b", r"^wake up\b(?=\s*[,.!])",
        r"\b(?:stop|quit) embarrassing yourself\b|\byou'?re embarrassing yourself\b",
        r"\byour (?:\w+ )?(?:argument|point|comment|post|logic|claim|take|reasoning)s? (?:is|are) (?:\w+ )?"
        r"(?:nonsense|rubbish|garbage|drivel|twaddle|laughable)\b",
        r"\byou (?:must|have to|'?ve got to|got to) be (?:joking|kidding|dreaming|having a laugh)\b",
        r"^what an? (?:farce|shambles|circus|travesty)\b", r"^classic(?=\s*[,.!])",
    ),
    "condescension": (
        r"\b(?:you'?d|you would|anyone would|one would) (?:have|need) to be (?:\w+ ){1,2}(?:not to|to not) "
        r"(?:see|notice|realise|realize|understand|know)\b",
        r"\b(?:explain|say) (?:this|it) slowly\b|\bso you can (?:follow|keep up)\b",
        r"^(?:sweetie|honey|sweetheart|kiddo|dear|darling),", r"\b(?:not|isn'?t) (?:that|so) hard to understand\b",
        r"\bsmall words\b", r"\bbless your heart\b", r"\bwhen you'?re older\b",
        r"\b(?:basic )?reading\b.{0,30}\bbefore (?:commenting|posting|you comment|you post)\b",
        r"\bvery confusing for you\b", r"\bthe grown-?ups are talking\b", r"\bask someone to explain\b",
        r"\bmust be hard (?:for you )?to (?:follow|understand|keep up)\b",
        r"^adorable (?:that|how)\b", r"\bleave (?:it|this|\w+ \w+) to (?:people|those) who (?:understand|know)\b",
        r"\bnot everyone can (?:grasp|understand|follow)\b", r"\b(?:do )?try to keep up\b",
        r"^oh dear,? you (?:really )?don'?t (?:get|understand)\b",
        # common English talking-down (general usage)
        r"\bwouldn'?t expect you to (?:understand|get)\b", r"\beven a child (?:knows|could|can)\b",
        r"\bread (?:it|that|this) again,? slowly\b", r"\bnumbers are hard\b", r"\bclearly struggling\b",
        r"^aw+,? (?:someone|somebody)\b", r"\bso close to getting it\b", r"\bkeep explaining\b.{0,30}\bto you\b",
        r"\btype slowly\b", r"\bsomeday you'?ll understand\b", r"^run along\b", r"\badorable how\b",
        r"\breally so (?:difficult|hard) to (?:follow|understand)\b", r"\bthink about it for a (?:second|minute)\b",
        r"\bhere'?s a tip\b", r"\bbefore you (?:weigh in|comment|post|open your mouth)\b", r",? dear[.!]*$",
        # Suggestions round 3 (issue 26): the reader's effort doubted with "even" ("Did you even look at the figures?",
        # "Have you even been to Brook Street?"), and told to get their facts straight.
        r"\b(?:did|do|have|has|does) (?:you|anyone|any of you|they) even (?:\w+ )?(?:read|look|looked|check|checked|"
        r"been|visit|visited|bother|know|understand|try|tried|see|seen|open|opened|listen|listened|watch|watched)\b",
        r"\bget (?:your|ur) facts (?:straight|right)\b",
    ),
    "passive aggression": (
        r"^not that anyone (?:listens|cares)\b", r"^fine,? do whatever you want\b", r"\bi guess some people\b",
        r"\bthanks for nothing\b", r"\bi'?ll just assume\b", r"\bmy mistake for expecting\b",
        # common English jabs (general usage)
        r"\bgentle reminder\b", r"\bit would be nice if some people\b", r"\bi'?ll (?:just )?keep waiting\b",
        r"\b(?:happy|glad) to repeat myself\b", r"\bi'?m sure you'?re (?:very )?busy,? but\b", r"\bmust have missed the part\b",
        r"\bsome of us (?:have to )?(?:work|have jobs)\b", r"\bjust don'?t count\b", r"^but sure,\b",
        r"^whatever works for\b", r"\bi'?m used to being (?:ignored|overlooked)\b", r"\bas some of us (?:pointed out|said)\b",
        r"^not to point fingers\b", r"\bi'?ll wait\b", r"\bfor finally getting around to\b", r"\bthey'?ll manage somehow\b",
        r"\bi don'?t remember\b.{0,40}\bbeing asked\b",
        r"^(?:as )?per my (?:last|previous) (?:\w+ )?(?:comments?|messages?|emails?|posts?|replies|reply)\b",
    ),
}
_COMPILED = tuple((kind, re.compile(p, re.IGNORECASE)) for kind, patterns in _CUES.items() for p in patterns)


def cue_of(sentence: str) -> tuple[str, str] | None:
    """(kind, the cue's words) for the first cue in the sentence, or None."""
    text = sentence.strip().replace("’", "'")
    for kind, regex in _COMPILED:
        match = regex.search(text)
        if match:
            return kind, match.group(0)
    return None
