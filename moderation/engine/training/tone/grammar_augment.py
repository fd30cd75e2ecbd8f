"""Train-only tone sentences from a small grammar of tone moves over many everyday domains: mock praise, enthusiasm,
gratitude and surprise over a bad situation, exaggerated certainty, rhetorical questions, brush-offs, talking-down
openers and closers, passive-aggressive closers and backhanded compliments. The matched negatives reuse the same
parts sincerely: the same openers over good situations, plain complaints about the same bad situations, sincere
thanks, genuine questions and civil disagreement.

Written for the project from general English usage, not from training/tone/sentences.py; its own seed and word pools.
Every row is "train"; the group ("template") is the frame, so out-of-fold folds never share a frame.
"""

import random
import re

from moderation.engine.training.tone.compose_augment import casual

# domain: (who is responsible, bad situations, good situations, proposals someone believes in, facts for a reply)
DOMAINS = {
    "trains": (["the rail company", "the train operator"],
               ["the 8:05 being cancelled for the fourth day running", "a two-hour delay because of leaves on the line",
                "standing all the way to London on a first-class fare", "the ticket machine eating my card again",
                "rail replacement buses every single weekend"],
               ["the new trains arriving on schedule", "the extra carriages at rush hour",
                "the refund for the cancelled service arriving within a week", "the station lift finally being fixed"],
               ["another timetable review", "a new app for delay repay"],
               "trains need staff as well as timetables"),
    "buses": (["the bus company", "the transport authority"],
              ["the last bus leaving at half past seven", "the number 12 being cut to once an hour",
               "a fare rise on a route that never runs on time", "buses driving straight past a full stop"],
              ["the new late-night bus on Fridays", "the bus shelter on the high street being replaced",
               "cheaper weekly tickets for students", "real-time screens at every stop"],
              ["yet another consultation on routes", "a rebrand of the bus livery"],
              "a route only survives if people ride it"),
    "schools": (["the school", "the academy trust"],
                ["the school trip costing more than a family holiday", "homework set on the last day of term",
                 "the uniform changing again so we have to buy it all new", "the leaking roof in the sports hall for a third winter",
                 "parents' evening booked for the middle of a working day"],
                ["the new reading club for younger pupils", "the free breakfast club", "the school play being a huge success",
                 "the teachers running extra revision sessions"],
                ["another set of tests for seven-year-olds", "a new behaviour policy every term"],
                "class sizes grow when budgets shrink"),
    "health": (["the surgery", "the hospital trust"],
               ["a three-week wait for a phone appointment", "the hospital car park costing twelve pounds a day",
                "the surgery line being engaged from eight until it closes", "my prescription being lost for the second time",
                "an eight-hour wait in A&E with a broken wrist"],
               ["the nurses being so kind to my dad", "the new walk-in clinic opening on Saturdays",
                "my test results coming back the next day", "the pharmacy delivering to housebound patients"],
               ["another online triage form", "a new booking app that nobody asked for"],
               "surgeries cannot see people faster without more doctors"),
    "sport": (["the club", "the manager", "the board"],
              ["losing at home to the bottom side", "selling our best player on deadline day",
               "ticket prices going up after a relegation season", "the away kit changing for the third year running",
               "three shots on target in five games"],
              ["the youth team winning the league", "the stadium finally getting a roof over the family stand",
               "the club cutting season ticket prices for pensioners", "a last-minute winner in the derby"],
              ["sacking the manager again", "another five-year plan"],
              "a squad takes time to build"),
    "software": (["the developers", "the software company"],
                 ["an update that moves every button I use", "the app logging me out every ten minutes",
                  "a forced restart in the middle of my presentation", "a new version that deletes my saved settings",
                  "dark mode being removed in an update"],
                 ["the update fixing the battery drain", "the app finally working offline",
                  "the support team fixing my bug in a day", "the new version loading twice as fast"],
                 ["one more update", "turning it off and on again"],
                 "every update needs testing on older devices"),
    "housing": (["the landlord", "the letting agent"],
                ["the rent going up while the damp stays", "a boiler that has been broken since October",
                 "a deposit kept for a scuff on the skirting board", "mould in every bedroom and a visit promised next month",
                 "viewing fees for a flat that was already let"],
                ["the landlord fixing the boiler the same day", "the agent returning our full deposit",
                 "new double glazing throughout the building", "the rent being frozen for another year"],
                ["a fresh coat of paint over the mould", "another inspection"],
                "landlords have to keep homes free of damp"),
    "tax": (["the tax office", "the revenue"],
            ["a two-hour hold to ask one question", "a penalty for a form they lost",
             "a tax return website that crashes on deadline day", "a refund that takes eleven months"],
            ["the tax refund arriving early", "the helpline sorting my code in one call",
             "the new online form being easy to fill in", "the adviser explaining my bill clearly"],
            ["another form to explain the first form", "a new online portal"],
            "public services are paid for out of tax"),
    "weather": (["the forecasters", "the weather service"],
                ["a hosepipe ban after the wettest spring on record", "rain every day of the school holidays",
                 "a sunny forecast on the day the festival flooded", "snow on the one day the gritters stayed home"],
                ["a dry weekend for the village fete", "the first warm day of spring",
                 "the storm passing us by", "a white Christmas for the kids"],
                ["trusting the five-day forecast", "an app that predicts the weather to the minute"],
                "forecasts get less reliable the further ahead they look"),
    "shops": (["the supermarket", "the shop"],
              ["self-checkouts that need a staff member every single time", "the bread being out of stock by ten in the morning",
               "prices going up while the packets get smaller", "the only open till having a queue to the door",
               "the loyalty card discount that never applies"],
              ["the staff helping my mum pack her shopping", "the shop stocking local produce",
               "prices on basics coming down", "the new ramp at the entrance"],
              ["more self-checkouts", "a new loyalty app"],
              "shops need enough staff on the tills"),
    "council": (["the council", "the highways team"],
                ["the pothole on our road being painted round instead of filled", "bin collections moving to once a month",
                 "the library closing to save money while the mayor gets a new car", "the same road being dug up three times in a year",
                 "the streetlights going off at midnight on a road with no pavement"],
                ["the potholes on our road being properly filled", "the new playground in the park",
                 "the library extending its opening hours", "the council answering my complaint within a week"],
                ["another working group", "a survey about the last survey"],
                "roads need repairing before they fall apart"),
    "restaurants": (["the restaurant", "the cafe"],
                    ["waiting an hour for a lukewarm burger", "a service charge added to a meal we never got",
                     "the booking being lost after we drove forty minutes", "a twelve-pound salad with three leaves in it"],
                    ["the chef coming out to ask about my allergy", "the best Sunday roast we've had in years",
                     "the cafe staying open late for the match", "the staff remembering our order"],
                    ["a new menu with fewer dishes", "a QR code instead of a menu"],
                    "a kitchen needs enough cooks on a Saturday"),
    "parcels": (["the courier", "the delivery firm"],
                ["a card saying I was out when I was sitting by the door", "my parcel being thrown over the fence in the rain",
                 "a delivery window of eight in the morning to ten at night", "my parcel touring three depots and coming back"],
                ["the parcel arriving a day early", "the driver leaving it with my neighbour as I asked",
                 "tracking that actually updated", "the courier calling ahead before delivering"],
                ["another delivery window", "a new tracking app"],
                "drivers have too many drops in a day"),
    "airlines": (["the airline", "the airport"],
                 ["a flight cancelled by text at four in the morning", "paying forty pounds to choose a seat",
                  "my suitcase going to Madrid while I went to Glasgow", "a two-hour queue at security for a one-hour flight"],
                 ["the crew looking after my nervous son", "our lost bag being delivered to the hotel the same day",
                  "the airline refunding us without a fight", "the flight landing twenty minutes early"],
                 ["another fee for hand luggage", "a new boarding process"],
                 "airlines overbook because some people do not turn up"),
    "banks": (["the bank", "the building society"],
              ["the branch closing and the nearest one being twenty miles away", "my card being blocked on holiday for buying a coffee",
               "a letter telling me to go online to read my letters", "an hour on hold to report fraud"],
              ["the bank refunding the scam payment", "a real person answering the phone", "the branch staying open",
               "the app making transfers simple"],
              ["another security question", "a chatbot for every problem"],
              "not everyone can bank online"),
    "phones": (["the phone company", "the broadband provider"],
               ["a price rise in the middle of a fixed contract", "no signal anywhere in the house",
                "broadband that drops every evening at eight", "being passed between four departments to cancel"],
               ["the engineer fixing our line the next morning", "full signal in the village at last",
                "the broadband upgrade doubling our speed", "the company cutting our bill when we asked"],
               ["restarting the router", "a new mast in the next town"],
               "rural areas need masts before anyone gets a signal"),
    "events": (["the organisers", "the festival"],
               ["a two-hour queue to get in and no water once inside", "the headliner cancelling and no refunds",
                "twelve pounds for a pint of warm lager", "the fireworks being moved to a Tuesday afternoon"],
               ["the organisers laying on free shuttle buses", "the festival selling out for charity",
                "the fireworks going ahead in the rain", "plenty of water points and shade"],
               ["another app for tickets", "moving the festival to a bigger field"],
               "events cost a fortune to insure"),
    "energy": (["the energy company", "the water company"],
               ["a bill estimated at three times our usual use", "sewage in the river again after a light shower",
                "the smart meter that has never sent a reading", "bonuses for the directors while bills go up"],
               ["the supplier fixing our bill quickly", "the river being clean enough to swim in",
                "the new meter reading correctly", "a refund for the overcharge"],
               ["another smart meter", "a new price cap review"],
               "pipes and cables cost money to maintain"),
}
POINTS = ["your point", "that theory", "this take", "your argument", "that whole paragraph", "your idea",
          "that comparison", "this opinion"]
TIMES = ["three weeks", "four attempts", "two years", "six emails", "most of the afternoon", "a whole season"]
GROUPS = ["a newcomer", "someone from out of town", "a first post", "someone your age", "a beginner"]

# Moves: (kind, frames). Slots: {bad}, {good}, {who}, {plan}, {fact}, {point}, {time}, {group}.
TONE = {
    "mock praise": ("sarcasm", [
        "Absolutely love {bad}.", "Stunning work from {who}: {bad}.", "Oh marvellous, {bad}.",
        "Five stars for {bad}, would recommend.", "Chef's kiss, {bad}.", "Peak efficiency from {who}, {bad}.",
        "Brilliant, just brilliant, {bad}.", "Gold medal to {who} for {bad}.", "Slow clap for {bad}.",
        "Really top-notch service, {bad}.", "Bravo, {who}, {bad} is a new personal best.",
    ]),
    "mock enthusiasm": ("sarcasm", [
        "Yay, {bad}, my favourite!", "Can't wait for more of {bad}!", "Woohoo, {bad}, living the dream.",
        "Oh joy, {bad}.", "Hooray for {bad}, what a time to be alive.", "Nothing I enjoy more than {bad}.",
        "Just what I needed today, {bad}.", "Another exciting chapter: {bad}.",
    ]),
    "mock gratitude": ("sarcasm", [
        "Thanks so much, {who}, for {bad}.", "Cheers, {who}, {bad} really made my week.",
        "Truly grateful to {who} for {bad}.", "Many thanks to {who} for {bad}, couldn't have done it without you.",
        "A big thank you to {who} for {bad}, really appreciated.",
    ]),
    "mock surprise": ("sarcasm", [
        "Shocked, truly shocked, by {bad}.", "Who could have guessed: {bad}.", "Well I never, {bad}. Who saw that coming?",
        "Colour me amazed, {bad}.", "Stop the press: {bad}.", "Gosh, {bad}, what a plot twist.",
        "I'm stunned. {bad}. Never happened before, surely.",
    ]),
    "certainty": ("sarcasm", [
        "Yes, {plan} will fix everything, because that always works.",
        "I'm sure {plan} will sort it, it worked so well the last ten times.",
        "Don't worry, {plan} is bound to solve it this time.", "{plan}, because that's never failed before.",
        "Obviously {plan} is the answer, what could possibly go wrong?",
        "Clearly what {who} needs is {plan}. Problem solved, as always.",
    ]),
    "rhetorical": ("sarcasm", [
        "Who needs a decent service anyway, when you can have {bad}?",
        "Why fix anything when {who} can just give us {plan}?", "What's next after {bad}, charging us to complain?",
        "Is {bad} part of the plan, or is it just a happy accident?", "How is {bad} even possible? Oh wait, it's {who}.",
        "Do they get a bonus for {bad}?",
    ]),
    "brush-off": ("dismissal", [
        "Cool, {point}. Anyway.", "Not reading all that, {point} is wrong.", "Okay, and? {point} is irrelevant.",
        "Sure, sure, {point}. Next.", "Yawn. {point} again.", "Ok boomer, {point} is noted.",
        "Whatever you say, {point} is going nowhere.", "Lol, {point}. Try again.",
        "Nobody asked for {point}, but thanks.", "K. {point} is duly ignored.",
    ]),
    "talking down": ("condescension", [
        "Let me spell it out for you: {fact}.", "I'll go slowly so you can follow: {fact}.",
        "It's cute that you think {plan} will help.", "Try to keep up, sweetie: {fact}.",
        "Even a child knows that {fact}.", "Basic stuff, really: {fact}. Hope that helps, dear.",
        "Here's a simple fact for you, since you clearly need it: {fact}.",
        "Obviously you wouldn't know this, but {fact}.", "Do some reading before you post: {fact}. Bless.",
        "Not sure how to make this easier for you: {fact}.",
    ]),
    "passive closer": ("passive aggression", [
        "{fact}, but what do I know.", "{fact}, but I'm sure you knew that already.",
        "{fact}. Just saying, for those who didn't read the article.", "{fact}. But you do you.",
        "{fact}, as some of us have said many times.", "{fact}. Thanks in advance for actually reading it this time.",
        "{fact}, not that anyone listens.", "{fact}. Happy to explain again if needed, for the third time.",
    ]),
    "passive": ("passive aggression", [
        "Interesting how {who} always finds money for everything except this.",
        "Funny how {bad} only happens to our side of town.", "I'm sure {who} is very busy. Too busy for us, clearly.",
        "Lovely to finally hear from {who}, only {time} later.", "No rush, {who}, it's only been {time}.",
        "Some of us have been waiting {time}, but no pressure, {who}.",
    ]),
    "backhanded": ("condescension", [
        "Quite a sensible point, for once.", "Not bad at all for {group}.", "You write surprisingly well for {group}.",
        "Great job, it only took you {time}.", "Well done, {who}, only {time} to get it right.",
        "That's almost a good idea, {point}.", "Impressive, {point} is nearly coherent.",
        "Look at you, making a real argument for a change.",
    ]),
}
SINCERE = {
    "praise": ("praise", [
        "Absolutely love {good}.", "Stunning work from {who}: {good}.", "Oh marvellous, {good}.",
        "Five stars for {good}, would recommend.", "Brilliant, just brilliant, {good}.", "Gold medal to {who} for {good}.",
        "Really top-notch service, {good}.", "Oh joy, {good}.", "Just what I needed today, {good}.",
        "Woohoo, {good}, what a day!", "Well I never, {good}. Lovely surprise.", "Gosh, {good}, I didn't expect that.",
        "Nothing I enjoy more than {good}.", "Hooray for {good}!",
    ]),
    "thanks": ("praise", [
        "Thanks so much, {who}, for {good}.", "Cheers, {who}, {good} really made my week.",
        "Truly grateful to {who} for {good}.", "A big thank you to {who} for {good}, really appreciated.",
        "Many thanks to {who} for {good}.", "Credit to {who} for {good}.",
    ]),
    "complaint": ("complaint", [
        "Really annoyed about {bad}.", "I'm sick of {bad}.", "{bad} is unacceptable and {who} should fix it.",
        "Has anyone else had {bad}? I've complained twice.", "Awful experience: {bad}.",
        "Please sort out {bad}, {who}.", "Why is {who} allowing {bad}? Genuine question, I'd like an answer.",
        "It's been {time} and {who} still hasn't dealt with {bad}.", "Gutted about {bad}, it's ruined the week.",
        "Another week of {bad}. Not good enough.", "Honestly angry about {bad}, and I've told {who} so.",
    ]),
    "civil": ("civil", [
        "I disagree with {point}: {fact}.", "I don't think {plan} will help, because {fact}.",
        "I see {point}, though {fact}.", "Respectfully, {fact}, so I'd question {point}.",
        "I hope {plan} works, but I'm not sure.", "Could {who} explain why {plan}? I'd like to understand.",
        "Worth remembering that {fact}.", "{fact}, which is why I'd rather see a proper plan.",
        "Good question. As I understand it, {fact}.", "Fair enough, {point} has some merit, although {fact}.",
        "I changed my mind on this: {fact}.", "{fact}. Hope that helps.",
    ]),
}


def _fill(frame: str, domain: tuple, rng: random.Random) -> str:
    who, bad, good, plans, fact = domain
    slots = {"bad": bad, "good": good, "who": who, "plan": plans, "fact": [fact], "point": POINTS, "time": TIMES,
             "group": GROUPS}
    text = frame
    for slot, words in slots.items():
        while "{" + slot + "}" in text:
            text = text.replace("{" + slot + "}", rng.choice(words), 1)
    return re.sub(r"(^|[.?!] )([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)  # sentence starts


def grammar_augmented(per_frame: int = 25, moves: tuple = ("tone", "sincere")) -> list[dict]:
    """Rows {text, kind, negative, split="train", template} from the moves above, each frame over random domains."""
    rng = random.Random(5150)
    names = list(DOMAINS)
    groups = ({"tone": TONE, "sincere": SINCERE}[m] for m in moves)
    rows, seen = [], set()
    for group in groups:
        for kind, frames in group.values():
            for frame in frames:
                for _ in range(per_frame):
                    text = casual(_fill(frame, DOMAINS[rng.choice(names)], rng), rng)
                    if text in seen:
                        continue
                    seen.add(text)
                    rows.append({"text": text, "kind": kind, "negative": kind not in ("praise", "complaint", "civil"),
                                 "split": "train", "template": "aug5:" + frame})
    return rows
