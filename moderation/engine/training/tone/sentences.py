"""Tone set: sarcasm, dismissal, condescension and passive aggression without insult words, and civil text.

Written for the project. Positive templates make a point with a put-down or mock; negative ones are civil
disagreement, questions, sincere praise and plain statements, including hard cases that share surface
words with sarcasm ("Sure, I see why…", "finally", "nobody asked residents…").
"""

from moderation.engine.training.generated import fill, split_of

SLOTS = {
    "plan": ["the bike lanes", "the new tram line", "the parking scheme", "the budget", "the school merger",
             "the housing plan", "the library closure", "the speed cameras", "the recycling rules", "the stadium deal",
             "the rent cap", "the bus timetable"],
    "actor": ["the council", "the mayor", "the city", "the planners", "the board", "management", "the minister",
              "the committee"],
    "fact": ["costs went up by a third", "the shops lost customers", "the survey covered two streets",
             "the buses ran late all winter", "the waiting list doubled", "nobody used the old lot"],
    "group": ["residents", "parents", "shop owners", "cyclists", "drivers", "tenants"],
}

SARCASTIC = [
    "Sure, because {plan} worked so well last time.",
    "Nice of {actor} to finally notice we exist.",
    "Oh wonderful, {plan} again, just what we needed.",
    "Wow, what a shock, {plan} is over budget.",
    "Great job, {actor}, really outstanding work on {plan}.",
    "I'm sure {plan} will fix everything this time.",
    "Because clearly {actor} always knows best.",
    "Brilliant, what could possibly go wrong with {plan}?",
    "Yeah, I'm sure {actor} has our best interests at heart.",
    "Can't wait to see how {plan} goes wrong this time.",
    "Shocking, absolutely nobody saw that coming.",
    "How original, {actor} copying another city again.",
    "Must be nice to ignore {group} and still get paid.",
    "Good luck with {plan}, you'll need it.",
    "Let me know how {plan} works out for you.",
    "What a surprise, {actor} broke another promise.",
    "Oh sure, {plan} is definitely the answer to everything.",
    "Thank goodness {actor} is here to save us from ourselves.",
    "Right, and I'm sure {plan} will pay for itself.",
    "Truly inspiring how {actor} manages to waste time on {plan}.",
    "Oh joy, another meeting about {plan}.",
    "Clearly {actor} has everything under control, as always.",
    "Well, that went exactly as planned, didn't it?",
    "Bravo, {actor}, you've outdone yourselves with {plan}.",
    "Who could have guessed {plan} would end like this?",
    "Another year, another promise about {plan}, how exciting.",
    "I'm shocked, shocked I tell you, that {fact}.",
    "Oh good, {actor} has discovered {group} exist.",
    "Lovely, so {group} get to pay for {plan} twice.",
    "Yes, because {group} clearly have nothing better to do.",
]
DISMISSIVE = [
    "Whatever, {plan} isn't worth discussing.",
    "Not worth my time, honestly.",
    "Move on, nobody is interested in {plan}.",
    "This again? Seriously?",
    "I'm not even going to dignify that with a response.",
    "Save it, we've heard all this before.",
    "Okay, and? Why should anyone care?",
    "That's cute, but it's not how {plan} works.",
    "Nobody wants to hear about {plan} anymore.",
    "Don't waste our time with {plan} again.",
    "Your opinion about {plan} doesn't really matter here.",
    "Spare everyone the speech about {plan}.",
    "Stop whining about {plan} already.",
    "Not this tired argument about {plan} again.",
    "Nobody cares what you think about {plan}.",
    "Yawn, wake me when {actor} does something.",
    "Next time just keep your thoughts on {plan} to yourself.",
    "Are we really still talking about {plan}?",
    "Whatever helps you sleep at night.",
    "Your point about {plan} is irrelevant, as usual.",
    "Enough already, nobody is reading these complaints.",
]
CONDESCENDING = [
    "Let me explain this slowly so you can follow: {fact}.",
    "Maybe try reading past the headline next time.",
    "Sweetie, that's not how {plan} works.",
    "It's really not that hard to understand {plan}.",
    "I'll use small words so you get it: {fact}.",
    "Bless your heart, you really believe {actor} will listen.",
    "When you're older you'll understand why {plan} matters.",
    "Do some basic reading on {plan} before commenting.",
    "I'm sure this is all very confusing for you.",
    "Honey, the grown-ups are talking about {plan}.",
    "Cute theory, but the adults already settled {plan}.",
    "Try to keep up, {fact}.",
    "Perhaps ask someone to explain {plan} to you.",
    "It must be hard to follow a debate about {plan}.",
    "Do you need me to draw you a picture of {plan}?",
    "Some of us did the homework on {plan} before posting.",
    "I realise this is a lot to take in: {fact}.",
    "Here's a simple fact even you can follow: {fact}.",
    "You clearly haven't thought about {plan} for more than a minute.",
    "Have you considered learning how {plan} works first?",
    "Let's start with the basics, since you seem lost: {fact}.",
]
PASSIVE_AGGRESSIVE = [
    "As I already said, {fact}.",
    "Per my last comment, {fact}.",
    "Not that anyone listens to me, but {fact}.",
    "Fine, do whatever you want with {plan}, I'm sure it'll be great.",
    "Some of us actually read the report on {plan}.",
    "I guess some people just don't care about {group}.",
    "Interesting how {actor} only cares about {group} now.",
    "Thanks for nothing, {actor}.",
    "Funny how {actor} always finds money for {plan}.",
    "I'll just assume nobody read my point about {plan}.",
    "Must be my mistake for expecting {actor} to listen.",
    "No offence, but only people who never leave home support {plan}.",
    "Glad to see my comment about {plan} was ignored, again.",
    "Must be nice for {actor} to never answer a single question.",
    "I'm not angry about {plan}, just disappointed, as usual.",
    "Well, I tried to warn everyone about {plan}.",
    "Don't mind me, I only live here.",
    "Apparently {group} are the last to know, as always.",
    "Sure, go ahead and ignore {group}, everyone else does.",
]
CIVIL = [
    "I disagree; {plan} would cost more than the report says because {fact}.",
    "I see it differently: {plan} helped {group} in my area.",
    "I'm not convinced {plan} will work, since {fact}.",
    "Good point about {plan}, though I worry about {group}.",
    "Could you share the source for the figures on {plan}?",
    "The last time {actor} tried something similar, {fact}.",
    "I think {plan} is a mistake, mainly because {fact}.",
    "Thanks, this article explained {plan} clearly.",
    "{plan} worked well in my town, and {group} liked it.",
    "Sure, I can see why {plan} appeals to people, but {fact}.",
    "Nobody asked {group} about {plan}, and {actor} should have.",
    "It's good that {actor} finally published the numbers on {plan}.",
    "I strongly disagree with {actor} on {plan}; {fact}.",
    "Has {actor} said what happens to {group} if {plan} goes ahead?",
    "My worry is that {fact}, so {plan} needs a second look.",
    "I used to support {plan}, but {fact} changed my mind.",
    "Great to see {group} given a say on {plan}.",
    "Honestly, I expected {plan} to fail, and I was wrong.",
    "The report says {fact}; that seems important for {plan}.",
    "Right now {plan} is the main issue for {group} here.",
    "I doubt {plan} will help, because {fact}.",
    "What would {plan} mean for {group} on fixed incomes?",
    "Let me explain why I oppose {plan}: {fact}.",
    "As the article says, {fact}, which worries me.",
    "I'm sure {actor} meant well, but {fact}.",
    "It's not hard to see why {group} are upset about {plan}.",
    "Thanks to {actor} for answering questions about {plan}.",
    "I would vote against {plan} because {fact}.",
    "{actor} should publish the full costs of {plan}.",
    "Interesting article; I hadn't heard that {fact}.",
    "No offence to {actor}, but I think {fact} matters more than the timeline.",
    "Fine by me if {plan} goes ahead, as long as {group} are consulted.",
    "Well, I expected more from {plan}, given that {fact}.",
    "Good luck to everyone working on {plan} this year.",
    "I'm sure we can find a compromise on {plan} that suits {group}.",
    "Oh, I hadn't realised {fact}; thanks for pointing it out.",
    "Wow, {plan} moved faster than I expected.",
    "Another meeting about {plan} is planned for Tuesday.",
    "Clearly, {fact}, so the numbers need checking.",
    "Let me know if you find the full report on {plan}.",
    "Please don't give up on {plan}; {group} need it.",
    "Enough people have asked about {plan} that {actor} should answer.",
    "Who will pay for {plan} if {fact}?",
    "I tried to find the numbers on {plan} but couldn't.",
    "Yes, {fact}, and that is why I support {plan}.",
    "I realise {plan} is complicated, but {fact}.",
]
# Direct complaints: negative, but said plainly (the model must not read anger or criticism as sarcasm).
COMPLAINTS = [
    "They never listen to {group}.", "{actor} keeps ignoring {group}.", "They are wasting our money on {plan}.",
    "{plan} is a waste of money.", "I'm fed up with {plan}.", "{actor} has let {group} down again.",
    "Nobody asked {group} about this.", "This is the third delay on {plan} this year.", "I'm disappointed in {actor}.",
    "{plan} has been a disaster for {group}.", "{actor} broke its promise on {plan}.", "We were never consulted on {plan}.",
    "I'm angry that {fact}.", "{plan} is badly run and everyone here can see it.", "This decision on {plan} makes no sense to me.",
    "{actor} should be ashamed of how {plan} was handled.",
]
# Plain statements and meta posts: neither sarcastic nor an opinion (the model must not read brevity as tone).
PLAIN = [
    "Testing the new comment box on {plan}.", "Posting this from my phone, sorry for typos.", "Just checking in on {plan}.",
    "The meeting about {plan} starts at seven.", "{actor} will publish the minutes next week.",
    "I live near the site of {plan}.", "Here is the link to the consultation on {plan}.", "First time commenting here.",
    "The article was updated this morning.", "{group} can send questions to {actor} by email.",
    "My comment on {plan} seems to have disappeared.", "Is there a recording of the debate on {plan}?",
]
# A second batch, written later to widen the phrasing (same rules: no insult words).
MORE_SARCASM = [
    "Oh yes, {plan} is going to change everything, I'm sure.", "Because {actor} has such a great track record.",
    "Genius move by {actor}, truly.", "Amazing how {actor} always knows exactly what {group} need.",
    "Wonderful, {plan} again, my favourite topic.", "Gee, I wonder why {group} are upset.",
    "Hard to believe {plan} went badly, said no one.", "Well, that's just perfect.", "Yeah, that'll work.",
    "Oh, how generous of {actor}.", "What could go wrong with {plan}, right?", "Clearly the experts at {actor} know best.",
    "Another brilliant decision, {actor}.", "I can hardly contain my excitement about {plan}.",
    "Totally shocked that {fact}.", "Love how {actor} listens to {group}, really.",
]
MORE_DISMISSIVE = [
    "Nobody is buying this.", "That's not even worth a reply.", "Cool story.", "Next.", "Sure, keep telling yourself that.",
    "Go read something before you comment on {plan}.", "I can't be bothered to explain {plan} to you.",
    "Not my problem what {group} think.", "Doesn't matter what you say about {plan}.", "This is pointless, moving on.",
    "Just drop it.", "Nobody takes these complaints about {plan} seriously.",
]
MORE_CONDESCENSION = [
    "Good for you for trying to understand {plan}.", "Adorable that you think {actor} reads these.",
    "Maybe leave {plan} to people who understand it.", "You'll figure out how {plan} works someday.",
    "Let the people who know what they're doing handle {plan}.", "Not everyone can grasp something like {plan}, I suppose.",
    "Do try to keep up with the rest of us.", "Oh dear, you really don't get {plan}, do you?",
]
MORE_CIVIL = [
    "I'm sure there's a good reason, but I'd like {actor} to explain {plan}.", "Thanks for the reply, I see your point on {plan}.",
    "Fair enough, though {fact}.", "I hadn't thought of that; {plan} may be worth it.", "Sure, that makes sense for {group}.",
    "Let me add one thing: {fact}.", "Good question, I don't know how {plan} will be funded.",
    "Really interesting point about {group}.", "Perfect timing, I was just reading about {plan}.",
    "I can't wait for {plan} to open; it will help {group}.", "Great news for {group}.",
    "Well, we'll see how {plan} goes.", "Clearly written article, thank you.", "Nobody expected {fact}, so it's worth a look.",
]
KINDS = {"sarcasm": SARCASTIC + MORE_SARCASM, "dismissal": DISMISSIVE + MORE_DISMISSIVE,
         "condescension": CONDESCENDING + MORE_CONDESCENSION,
         "passive aggression": PASSIVE_AGGRESSIVE, "civil": CIVIL + MORE_CIVIL, "plain": PLAIN,
         "complaint": COMPLAINTS}


def tone_set(per_template: int = 8) -> list[dict]:
    """Rows {text, kind, negative (bool), split}: every template filled, split by template hash."""
    rows = []
    for kind, templates in KINDS.items():
        for text, template in fill(templates, SLOTS, per_template):
            rows.append({"text": text, "kind": kind, "negative": kind not in ("civil", "plain", "complaint"), "split": split_of(template),
                         "template": template})
    return rows
