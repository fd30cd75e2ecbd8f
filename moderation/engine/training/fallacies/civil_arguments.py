"""Civil, argued opinions written for the project: negatives that teach the fallacy gate that a firm view is not a fallacy.

The LOGIC sets hold only fallacies, and the civil comments at hand (Wikipedia talk pages) are mostly
about editing; without argued but sound opinions the gate learns "has an opinion" instead of "argues badly".
"""

import random

HANDWRITTEN = [
    "I strongly disagree with the new parking fees, since most of the shops here rely on drivers.",
    "Raising the fare again will push more people back into their cars.",
    "The report shows a drop in reading scores, so the tutoring budget deserves another look.",
    "I think the council is wrong on this; the flood maps were updated after the vote.",
    "Cutting the night bus will hurt shift workers most, because they have no other way home.",
    "The numbers in the second table do not match the summary, which makes me doubt the conclusion.",
    "We should fund the library before the stadium, since more residents use it every week.",
    "I used to support the plan, but the new cost estimate changed my mind.",
    "The author makes a fair point about housing, although rents also rose in towns without the new rules.",
    "In my view the speed limit should stay at thirty near the school.",
    "Most of the complaints in the survey were about noise, not about the opening hours.",
    "The mayor is mistaken about the budget; the audit found a shortfall of two million.",
    "Building more homes near the station would cut traffic on the ring road.",
    "This policy will probably raise prices for small farms, at least in the first year.",
    "I disagree with the columnist, because the data she cites covers only one summer.",
    "Hospitals need more nurses, and the waiting lists in the article show why.",
    "The committee should publish its minutes so residents can follow the decisions.",
    "Tax cuts for large firms have not raised wages here as much as promised.",
    "Teachers are right to ask for smaller classes; our school has thirty-four pupils per room.",
    "Renewable energy is getting cheaper, but the grid still needs storage to make it reliable.",
    "I doubt the new app will help, as many older residents do not use smartphones.",
    "The police response times have improved since the new station opened, according to the figures.",
    "It is unfair to blame the drivers when the timetable leaves them no breaks.",
    "The plan is too expensive for what it delivers, in my opinion.",
    "Free school meals would help families, and the pilot showed better attendance.",
    "The article ignores the cost of maintenance, which is where most projects go over budget.",
    "I think both candidates are avoiding the question of water prices.",
    "A four-day week might work for offices, but it is harder for hospitals and shops.",
    "The ban on cars in the old town made the square much quieter, and trade held up.",
    "Our neighbourhood needs a crossing on the main road before someone gets hurt.",
    "The evidence for the new drug is promising, but the trial was small.",
    "Landlords should have to fix damp within a set time, as tenants cannot do it themselves.",
    "I am not convinced the merger will lower prices; it removes the only competitor.",
    "The survey asked leading questions, so I would not rely on its results.",
    "Climate targets matter, but the article should explain who pays for the new boilers.",
    "Museums should stay free, because they are paid for by taxes already.",
    "The strike is disruptive, yet the nurses' pay has fallen behind inflation for years.",
    "More cycle lanes would help, provided they are separated from traffic.",
    "The new rules are confusing, and the council has not explained them clearly.",
    "I think the referee got the decision right, the replay shows the ball crossed the line.",
    "The minister's figures leave out part-time workers, which changes the picture.",
    "Local papers matter because nobody else covers the council meetings.",
    "The company should have warned customers sooner about the data breach.",
    "It would be cheaper to repair the old bridge than to build a new one, according to the engineers' report.",
    "This law goes too far, because it lets officials search phones without a warrant.",
    "Students should learn about money management before they leave school.",
    "The hospital car park charges are too high for people visiting every day.",
    "I agree with the goal of the plan, but the deadline is unrealistic.",
    "The festival brought visitors, but the clean-up cost was higher than the ticket sales.",
    "Electric buses are quieter, and the trial route had fewer breakdowns than the diesel one.",
    # Personal experience, told plainly (the LOGIC sets hold many anecdotes used as fallacies).
    "My son's class lost its music teacher in October and nobody has replaced her yet.",
    "I have taken the 42 bus for eight years and it has never been this late.",
    "When my mother was in hospital the nurses were kind but clearly overworked.",
    "We moved here in 2015 and the high street has lost four shops since then.",
    "My neighbour tried the new recycling bins and says they fill up in two days.",
    "I worked nights for a decade, so I know how hard it is to get home after midnight.",
    "Our landlord raised the rent twice last year without fixing the heating.",
    "My grandfather farmed this valley, and the river floods more often now than he remembered.",
    "I called the council three times about the pothole and got no answer.",
    "My daughter's school sent a letter about the new timetable but gave no reasons.",
    "Last winter our street was not gritted once, and two people fell outside the shop.",
    "I used the new clinic booking system and it took me twenty minutes to get an appointment.",
    "My friend runs a café near the station and says the roadworks halved her takings.",
    "We visited the museum after the refit and the new galleries were excellent.",
    "I grew up in this town and I still remember when the pool first opened.",
    "After the factory closed, my uncle retrained as an electrician.",
]

_SUBJECTS = ["the new parking plan", "the tax increase", "the school merger", "the tram extension", "the housing policy",
             "the council's budget", "the water price rise", "the new curfew", "the library cuts", "the stadium deal",
             "the clinic closure", "the speed camera scheme", "the recycling rules", "the rent cap", "the bus reform"]
_STANCES = ["I think {s} is a mistake", "I support {s}", "In my view {s} goes too far", "I disagree with {s}",
            "{S} seems reasonable to me", "I am not sure {s} will work", "{S} is badly designed",
            "I would vote against {s}", "{S} deserves more scrutiny", "I was wrong to oppose {s}"]
_REASONS = ["because the costs were never published", "since the survey showed little support",
            "as the pilot in the next town worked well", "because it ignores people who work nights",
            "since the figures in the report do not add up", "because small shops will pay most of it",
            "as it was rushed through without a consultation", "because the old system was cheaper to run",
            "since the waiting lists are already long", "because the traffic study supports it",
            "although the timeline looks tight", "but the details need work"]


def generated(count: int, seed: int) -> list[str]:
    """Template sentences combining a stance, a subject and a reason (for variety beyond the handwritten list)."""
    rng = random.Random(seed)
    out = set()
    while len(out) < count:
        subject = rng.choice(_SUBJECTS)
        stance = rng.choice(_STANCES).format(s=subject, S=subject[0].upper() + subject[1:])
        out.add(f"{stance}, {rng.choice(_REASONS)}.")
    return sorted(out)
