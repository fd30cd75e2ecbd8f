"""Coded-language set: coded ideas in everyday words, number codes and conspiracy framing (positives), and
everyday uses of the same words (homographs: "bankers", "globalisation", "Route 88", "follow the money")."""

from moderation.engine.training.generated import fill, split_of

SLOTS = {
    "place": ["this town", "our country", "the West", "Europe", "our state", "this city"],
    "actor": ["the globalists", "the international bankers", "the cosmopolitan elite", "the banksters", "the global elite"],
    "thing": ["these projects", "the new housing law", "the election", "the vaccine push", "the border policy", "the war"],
    "num": ["88", "14/88", "1488", "14 words"],
    "team": ["the hospital", "my company", "the football club", "the bakery", "our school"],
}
CODED = [
    # the fourteen words, in other words
    "We have to secure a future for white children in {place}.",
    "Our people's existence and our white kids' future are what matter in {place}.",
    "Nothing matters more than the survival of our race and a future for its children.",
    # replacement
    "They are deliberately replacing the native population of {place}.",
    "White people are being replaced in {place} and it is planned.",
    "Mass immigration into {place} is a plan to replace us.",
    # control of money and politics
    "{actor} who fund {thing} always get their way. Follow the money.",
    "{actor} are behind {thing}, as usual.",
    "Funny how {actor} always profit from {thing}.",
    "{thing} was bought and paid for by {actor}.",
    "A small group of financiers decides everything in {place}, including {thing}.",
    "The people who really control {place} are never elected.",
    # media, dual loyalty
    "Look at who runs the newspapers and you'll understand {thing}.",
    "Their loyalty lies with a foreign country, not with {place}.",
    # number codes beside group language
    "Protect our people and our heritage in {place}. {num}",
    "White unity in {place}, brothers. {num}",
    "{num} to all my folk fighting for our blood and soil.",
    # racist ideas
    "Those people in {place} would rather live on handouts than work.",
    "Crime in {place} is a cultural problem with a certain group, look at the statistics.",
    "The inner city is full of fatherless kids and baby mamas.",
    # invasion, grooming, sharia
    "An invasion is pouring across our border into {place}.",
    "They are coming for our kids in the schools of {place} with their agenda.",
    "Sharia law is slowly taking over {place}.",
]
BENIGN = [
    "The bankers at my credit union helped us refinance.", "Globalisation has moved jobs out of {place}.",
    "Follow the money: the contractor donated to the mayor's campaign for {thing}.", "I drove 88 miles on Route 14 to {team}.",
    "{team} hired 14 new nurses this spring.", "The cosmopolitan feel of {place} attracts tourists.",
    "Elite athletes from {team} trained here.", "The Federal Reserve raised interest rates again.",
    "My grandmother turned 88 last week.", "Our people at {team} worked through the night.",
    "The school serves white children and Black children alike.", "Weeds are invading the garden at {team}.",
    "I take the dog to be groomed every month.", "She had a hip replacement in 1988.",
    "The report on {thing} was funded by a university grant.", "Who funds {thing}? The article should say.",
    "The central bank's decision will affect mortgages in {place}.", "Hollywood executives met with striking writers.",
    "Room 1488 is on the fourteenth floor.", "The 14 words of the motto are painted over the door of {team}.",
    "Immigration to {place} rose last year, according to the census.", "Our heritage museum reopens in May.",
    "The new law on {thing} favours large landlords, in my view.", "We need a future for all children in {place}.",
]


def coded_set(per_template: int = 4) -> list[dict]:
    """Rows {text, coded (bool), split}."""
    rows = [{"text": t, "coded": True, "split": split_of(tpl)} for t, tpl in fill(CODED, SLOTS, per_template)]
    rows += [{"text": t, "coded": False, "split": split_of(tpl)} for t, tpl in fill(BENIGN, SLOTS, per_template)]
    return rows
