"""Extra tone training sentences: structurally different generators, train side only (never in a benchmark).

Written for the project to teach the tone model the moves rather than the benchmark's templates: sarcasm
(praise wrapped around a failure, mock surprise, "nothing says X like Y"), dismissal, condescension and
passive aggression, over many everyday domains (shops, trains, software, landlords, schools, sport), and, as
negatives, sincere praise of real successes, plain complaints and civil disagreement on the same domains.
Every row's split is "train"; groups (for out-of-fold thresholds) are the generator names.
"""

from moderation.engine.training.generated import fill

SLOTS = {
    "who": ["the airline", "my landlord", "the bank", "the school board", "the referee", "the water company",
            "the software team", "the hospital trust", "the train operator", "the library", "the phone company",
            "the new manager", "the county", "the club", "the delivery firm", "our MP"],
    "fail": ["lost my luggage", "doubled the fees", "cancelled the late bus", "closed the pool in July",
             "crashed the website on launch day", "forgot the meeting", "raised the rent again",
             "cut the night shift", "sent the wrong forms", "delayed the repairs for a year",
             "shut the only clinic", "ignored every complaint"],
    "bad": ["the trains are late again", "the app crashed twice today", "the bill went up again",
            "the roof still leaks", "the form asks for the same thing three times", "the queue took four hours",
            "the road was dug up for the fifth time", "nobody answered the phone"],
    "good": ["the trains ran on time all week", "the new clinic opened early", "the repairs finished under budget",
             "the library extended its hours", "the bus now runs on Sundays", "the refund arrived in two days",
             "the park was cleaned up", "the school hired two more teachers"],
    "idea": ["a four-day week", "free school meals", "the new bypass", "the merger", "congestion charges",
             "a tourist tax", "the stadium move", "longer opening hours", "the water meter scheme", "the new app"],
    "people": ["passengers", "patients", "pensioners", "students", "commuters", "small businesses", "nurses",
               "families", "fans", "renters"],
    "quality": ["customer service", "careful planning", "good value", "transparency", "attention to detail",
                "respect for residents", "efficiency", "competence"],
}

SARCASM = [
    "Fantastic, {who} {fail}. Exactly what I hoped for.",
    "Thanks so much, {who}, for the way you {fail}.",
    "Nothing says {quality} like the day {who} {fail}.",
    "Because nothing says {quality} quite like this.",
    "Who knew {bad}? Oh right, everyone.",
    "Congratulations to {who}, who {fail}, a real triumph.",
    "Surely {who} will get it right the tenth time.",
    "I'm sure it's a total coincidence that {bad}.",
    "Stunning work, {who}. Truly.",
    "Well done, {who}, you {fail}. Proud of you.",
    "Glad to see {who} has its priorities in order.",
    "Can't imagine why {people} are unhappy.",
    "Ah yes, {idea}, because that always ends well.",
    "Sounds like a foolproof plan, what could go wrong.",
    "{bad}? Colour me shocked.",
    "Ten out of ten, {who}, another masterpiece.",
    "Such a surprise that {bad}, I'm speechless.",
    "Oh look, {bad}. Who would have thought.",
    "What a relief, {who} {fail}, as promised.",
    "Yes, let's try {idea}, that has never failed before.",
    "Top marks for {quality}, {who}.",
    "Honestly, {who} should give lessons in {quality}.",
    "What would we do without {who}?",
    "Another day, another triumph: {bad}.",
    "I'm thrilled that {bad}, just thrilled.",
    "Clearly {idea} is exactly what {people} were begging for.",
    "Such genius, {who} {fail} right before the holidays.",
    "Thank heavens {who} is in charge, {bad}.",
    "I feel so valued now that {who} {fail}.",
    "Five stars for {who}, {bad}.",
    "Wow, they really thought of everything, except {people}.",
    "Really looking forward to {idea}, said nobody ever.",
]
DISMISSAL = [
    "Not reading all that about {idea}.",
    "Don't care, {idea} is happening anyway.",
    "Who asked about {idea}?",
    "Sounds like a you problem.",
    "Go complain to someone who cares.",
    "Nobody is losing sleep over {idea}.",
    "Oh please, spare me the drama about {idea}.",
    "That's your problem, not mine.",
    "Imagine caring this much about {idea}.",
    "Get a hobby instead of moaning about {idea}.",
    "Tell it to someone who cares.",
    "Nobody will read your essay about {idea}.",
    "Yeah, yeah, we've all heard it before.",
    "Heard it all before, next.",
    "Irrelevant, {idea} goes ahead regardless.",
    "Keep crying about {idea}, it won't change a thing.",
    "Your little complaint about {who} changes nothing.",
    "Nobody needs your lecture on {idea}.",
    "Big deal, {bad}.",
    "So what if {bad}, deal with it.",
    "Don't bother replying, I won't read it.",
    "Complain all you want, nobody is listening.",
]
CONDESCENSION = [
    "I wouldn't expect you to understand {idea}.",
    "This is basic stuff: {good}.",
    "Think about it for a second and you'll see why {idea} works.",
    "Even a child knows how {idea} works.",
    "Here's a tip: read the article before you post about {idea}.",
    "Maybe look up {idea} before you weigh in.",
    "Read it again, slowly this time.",
    "I know numbers are hard, but {good}.",
    "Let me help you, since you're clearly struggling with {idea}.",
    "Aw, someone is upset about {idea}.",
    "You're so close to getting it, keep trying.",
    "That's a very simple way of looking at {idea}.",
    "Not sure why I have to keep explaining {idea} to you.",
    "Once you've done some research you'll realise {good}.",
    "Let the professionals at {who} worry about {idea}, dear.",
    "I'll type slowly so you can understand {idea}.",
    "Someday you'll understand why {idea} matters.",
    "Run along, the experts are discussing {idea}.",
    "It's adorable how confident you are about {idea}.",
    "Was that really so difficult to follow?",
]
PASSIVE = [
    "Just a gentle reminder, for the third time, that {bad}.",
    "It would be nice if some people read before posting.",
    "No worries, I'll just keep waiting for {who} to reply.",
    "Happy to repeat myself yet again: {bad}.",
    "I'm sure you're very busy, but {bad}.",
    "Must have missed the part where {who} asked {people}.",
    "Some of us have to work for a living, but sure, {idea}.",
    "I guess {people} just don't count.",
    "Interesting that {who} has time for {idea} but not for {people}.",
    "But sure, blame {people} for everything.",
    "Whatever works for {who}, I suppose.",
    "Don't worry about {people}, they'll manage somehow.",
    "It's fine, really, I'm used to being ignored by {who}.",
    "As some of us pointed out months ago, {bad}.",
    "Not to point fingers, but {who} {fail}.",
    "Funny, I don't remember {people} being asked about {idea}.",
    "I'll wait, {who} clearly has more important things to do.",
    "Thanks for finally getting around to it, {who}.",
]
SINCERE = [  # real successes, said plainly or warmly: praise words with a good event
    "Fantastic news, {good}.",
    "Thanks so much to {who}; {good}.",
    "Well done to {who}, {good}.",
    "Congratulations to everyone involved, {good}.",
    "Great to hear that {good}.",
    "I'm thrilled that {good}.",
    "Glad to see {good}, it makes a real difference to {people}.",
    "Wow, {good}, I didn't expect that.",
    "Really pleased that {good}; I hope it lasts.",
    "Credit where it's due: {good}.",
    "Top marks to {who} for {quality} this year.",
    "I'm sure {people} will appreciate that {good}.",
]
PLAIN_COMPLAINT = [  # angry or critical but said directly
    "{who} {fail} and nobody has explained why.",
    "I'm frustrated that {who} {fail}.",
    "{who} {fail}, which hurts {people} most.",
    "It's not acceptable that {bad}.",
    "I've complained twice because {bad}.",
    "This is the second time {who} {fail}.",
    "{idea} will cost {people} more than it saves, in my view.",
    "I oppose {idea}; {bad}, and that won't change.",
    "{who} should apologise, because {bad}.",
    "I'm disappointed: {bad}.",
]
CIVIL = [  # disagreement, questions and suggestions on the same domains
    "I don't think {idea} will work, because {bad}.",
    "Could {who} explain why it {fail}?",
    "I respectfully disagree; {idea} would hurt {people}.",
    "That's a fair question, and I'm not sure about {idea} either.",
    "Surely there's a cheaper way to help {people}.",
    "Obviously {idea} has costs, but {good}.",
    "I see your point, though {people} might see {idea} differently.",
    "Let me explain my concern: {bad}.",
    "Has anyone asked {people} what they think of {idea}?",
    "I'd support {idea} if {who} published the costs.",
    "Thanks for explaining {idea}; I hadn't understood the funding.",
    "Good point, and I'd add that {good}.",
    "I read the whole report, and I think {idea} needs work.",
    "Maybe {who} could try {idea} for a month first.",
    "To be fair, {good}, even if {bad}.",
    "I'm not sure I follow; how does {idea} help {people}?",
    "Honestly I was sceptical, but {good}.",
    "Reading this again, I think you're right about {idea}.",
    "Sure, {idea} has problems, but the alternative is worse.",
    "Not everyone agrees, but I think {idea} is worth trying.",
]
GENERATORS = {"sarcasm": SARCASM, "dismissal": DISMISSAL, "condescension": CONDESCENSION,
              "passive aggression": PASSIVE, "civil": SINCERE + CIVIL, "complaint": PLAIN_COMPLAINT}


def augmented(per_template: int = 10) -> list[dict]:
    """Rows {text, kind, negative, split="train", template} from the generators above."""
    rows = []
    for kind, templates in GENERATORS.items():
        for text, template in fill(templates, SLOTS, per_template, seed=11):
            rows.append({"text": text, "kind": kind, "negative": kind not in ("civil", "complaint"), "split": "train",
                         "template": "aug:" + template})
    return rows
