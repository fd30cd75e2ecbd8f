"""Train-only tone sentences composed from parts (frame × situation), so the model learns the structure of a move
rather than whole templates: mock praise or thanks aimed at a bad local situation (fares, roads, councils, schools,
shops, weather, sport, services), brush-offs of another commenter's point, talking down, and passive-aggressive
reminders. The matched negatives reuse the same surface words sincerely: real praise and thanks for good news, a
sincere "finally", plain complaints about the same bad situations, civil disagreement and genuine reminders.

Written for the project from general usage of local-news comment sections, not from training/tone/sentences.py;
its own seed and word pools. Every row is "train"; the group ("template") is the frame, so out-of-fold folds never
share a frame.
"""

import random

BAD = [
    "the 7:40 bus not turning up again", "a fare rise for a service that runs half the time",
    "roadworks on the same stretch for the third summer running", "the council spending the repair budget on a new logo",
    "the school cutting music to pay for consultants", "the only cash machine in the village closing",
    "the pool shutting for maintenance in the middle of August", "a forty-minute hold queue to report a missed bin",
    "the pothole outside the post office getting deeper every week", "the cup tie kicking off at noon on a Tuesday",
    "a parking fine for stopping thirty seconds to unload", "the new car park costing more than the shopping",
    "rail replacement buses all weekend, again", "the library opening two mornings a week",
    "the surgery phone line being engaged from eight until noon", "the streetlights being off on the darkest road in town",
    "the planning meeting being held at 2pm on a weekday", "a consultation that closed the day after it was announced",
    "a temporary traffic light that has been there since spring", "the club selling our top scorer the week before the derby",
    "the school heating breaking down in January", "the ticket website crashing the moment sales opened",
    "my parcel being left in a safe place, which turned out to be the bin",
    "a flood warning issued after the river was already in the high street",
    "a bypass that opened five years late and is already jammed", "the bins being missed for the third week",
    "the one bakery on the parade turning into another vape shop", "a heatwave the week the council turned the fountains off",
]
GOOD = [
    "the 7:40 bus running on time all month", "the new crossing outside the primary school",
    "the pothole on Mill Lane being filled properly", "the library staying open on Saturdays",
    "the volunteers clearing the riverbank", "the free swimming sessions over the holidays",
    "the council answering my email within a day", "the extra late trains on match days",
    "the market coming back to the square", "the surgery's new online booking working smoothly",
    "cheaper fares for under-18s", "the youth team winning the county cup", "the roadworks finishing two weeks early",
    "the bins being collected on the bank holiday", "the new benches along the seafront",
    "the gritters being out before the frost", "the shop staff helping my mum carry her bags to the car",
    "the streetlights on Station Road being fixed", "the school raising money for the food bank",
    "the flood defences holding last night", "the bakery on the parade reopening under new owners",
]
POINTS = [
    "your point about the bus lanes", "that take on the school cuts", "your theory about the car park",
    "this whole speech about bin day", "your essay on parking fines", "the bit about the council budget",
    "your opinion on the new stadium", "that argument about the cycle path",
]
FACTS = [
    "buses cost money to run", "roads need repairing before they fall apart", "council tax pays for the library",
    "a school needs heating in winter", "the shops close if nobody uses them", "fewer trains means fuller trains",
    "the river floods when it rains this much", "parking charges pay for the car park",
]
HOPES = [
    "the council reads these comments", "the fares will come down next year", "one more meeting will fix the roads",
    "the bus company cares about the villages", "the new stadium will pay for itself",
    "the roadworks will finish on time",
]
WHO = ["the council", "the bus company", "the school office", "the club", "the landlord", "the highways team",
       "the surgery", "the letting agent"]
DUTIES = ["reply to a single email", "fix the streetlights", "read the petition", "answer the phone",
          "empty the bins", "send the refund", "return my calls", "look at the damp"]
EVENTS = ["the litter pick", "the consultation meeting", "the school fair", "the blood donor session",
          "the residents' meeting", "the charity run"]

SARCASM = [
    "Love {bad}, really makes my day.", "Nothing says we care about residents like {bad}.",
    "Oh brilliant, {bad}, who could possibly have seen that coming.", "Truly inspiring stuff, {bad}.",
    "What a triumph of planning: {bad}.", "Give whoever arranged {bad} a medal.",
    "Can't thank them enough for {bad}.", "Ten out of ten for {bad}, they've really outdone themselves.",
    "So glad my council tax goes on {bad}.", "Well done to everyone involved in {bad}, stellar work.",
    "Always the highlight of my week, {bad}.", "Another masterclass from the people who brought us {bad}.",
    "Just what the doctor ordered, {bad}.", "Wow, {bad}, I'm speechless with admiration.",
    "I for one welcome {bad}, it builds character.", "Shame there's no award for {bad}, they'd win it every year.",
    "Real world-class operation we've got here, {bad}.", "Imagine my total shock at {bad}.",
    "I can hardly contain my excitement about {bad}.", "Thank goodness for {bad}, life was getting far too easy.",
    "Best decision they've made all year, {bad}.", "Ah yes, {bad}, the famous local charm.",
]
DISMISSAL = [
    "Sure, {point}, whatever helps you sleep at night.", "Thanks for {point}, I'll file it with the others.",
    "Okay, and? {point} changes nothing.", "Riveting stuff, {point}, anyway.", "Good for you and {point}.",
    "Wake me up when {point} starts making sense.", "Noted, {point}, moving on.",
    "Save {point} for someone who cares.", "Lovely story, {point}, did it come with pictures?",
    "Yeah, we've all heard {point} before, next.", "Fascinating, {point}, said nobody ever.",
]
CONDESCENSION = [
    "I'll use small words for you: {fact}.", "Bless you for thinking {hope}.", "It's adorable that you think {hope}.",
    "Let me explain this slowly for you: {fact}.", "Maybe ask a grown-up to explain why {fact}.",
    "Sweetie, {fact}, it's not that complicated.", "I wouldn't expect you to grasp why {fact}.",
    "Do try to keep up: {fact}.", "Perhaps read a newspaper before deciding {hope}.",
    "Most of us worked out years ago that {fact}.", "Someone's very confident for a person who thinks {hope}.",
    "Oh honey, you really believe {hope}?",
]
PASSIVE = [
    "As I've already said twice, {fact}, but do carry on.", "No worries, I'm sure {who} is far too busy to {duty}.",
    "Just a friendly reminder that some of us are still waiting for {who} to {duty}.",
    "Glad to see {who} found the time to {duty} eventually.",
    "I'm sure there's a perfectly good reason {who} couldn't {duty}.",
    "Take your time, it's only been six weeks since I asked {who} to {duty}.",
    "Per my last three emails, could {who} possibly {duty}?", "Not to nag, but {who} did promise to {duty} in March.",
    "Must be nice working for {who}, where you never have to {duty}.",
]
PRAISE = [  # sincere, same openers
    "Love {good}, it really makes a difference.", "Huge thanks to everyone behind {good}.",
    "Credit where it's due for {good}.", "Really pleased to see {good}.",
    "Well done to everyone involved in {good}, great work.", "Honestly impressed by {good}.",
    "Finally, {good}, thank you to whoever pushed for it.", "Wow, {good}, what a lovely surprise.",
    "Great to see {good} at last.", "So glad my council tax goes on things like {good}.",
    "Can't thank them enough for {good}.", "Ten out of ten for {good}.",
]
COMPLAINT = [  # plain, same bad situations
    "I'm fed up with {bad}.", "Can someone explain the reason for {bad}?",
    "It's frustrating to see {bad}, and I'd like the council to explain it.",
    "I've complained twice about {bad} and heard nothing back.", "Disappointed by {bad}; I hope it's sorted soon.",
    "There's no excuse for {bad}.", "Honestly, {bad} is not good enough.", "Really not happy about {bad}.",
    "I still can't believe {bad}, it's a poor show.", "I'm still waiting for {who} to {duty}, and I've emailed twice.",
]
CIVIL = [  # disagreement, explanation and reminders without the jab
    "I disagree with {point}, because {fact}.", "Fair point about the cost, though I think {fact}.",
    "Just a reminder that {event} is on Saturday at ten, all welcome.",
    "I'm not convinced {hope}, but I'd be glad to be wrong.", "Thanks for explaining {point}, that helped.",
    "I wrote to {who} about this and they replied within a week, which was good.",
    "Worth remembering that {fact}, so the budget matters.", "Could you say more about {point}? I'd like to understand it.",
    "Don't forget {event} next week if you can spare an hour.", "I see why you think {hope}, though I doubt it.",
]
GENERATORS = {"sarcasm": SARCASM, "dismissal": DISMISSAL, "condescension": CONDESCENSION,
              "passive aggression": PASSIVE, "praise": PRAISE, "complaint": COMPLAINT, "civil": CIVIL}
SLOTS = {"bad": BAD, "good": GOOD, "point": POINTS, "fact": FACTS, "hope": HOPES, "who": WHO, "duty": DUTIES,
         "event": EVENTS}


def _fill(frame: str, rng: random.Random) -> str:
    text = frame
    for slot, words in SLOTS.items():
        if "{" + slot + "}" in text:
            text = text.replace("{" + slot + "}", rng.choice(words))
    return text[0].upper() + text[1:]


def casual(text: str, rng: random.Random) -> str:
    """Comment-section spelling now and then: no final full stop, or all lower case."""
    roll = rng.random()
    if roll < 0.15:
        return text.rstrip(".")
    if roll < 0.25:
        return text.lower()
    return text


def composed(per_frame: int = 5) -> list[dict]:
    """Rows {text, kind, negative, split="train", template} from the frames above."""
    rng = random.Random(4711)
    rows, seen = [], set()
    for kind, frames in GENERATORS.items():
        for frame in frames:
            for _ in range(per_frame):
                text = casual(_fill(frame, rng), rng)
                if text in seen:
                    continue
                seen.add(text)
                rows.append({"text": text, "kind": kind, "negative": kind not in ("praise", "complaint", "civil"),
                             "split": "train", "template": "aug4:" + frame})
    return rows
