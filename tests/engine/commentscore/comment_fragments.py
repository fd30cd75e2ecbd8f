"""Sentences written for the commentscore tests, grouped by what they contain."""

NEUTRAL = [
    "The new bus timetable starts in May.",
    "I read the council report last night.",
    "Parking near the station is hard on weekdays.",
    "The library hours were cut last year, and students noticed.",
    "My street floods every spring because the drains are old.",
    "The survey only covered two schools, so I would like to see more data.",
]
INSULTS = ["You are an idiot.", "The mayor is a moron.", "Shut up, you fool.", "Only a clown would write this plan."]
PROFANITY = ["This damn plan is a mess.", "What the hell were they thinking with this budget?"]
TONE = ["Give me a break.", "Oh great, another genius plan from the council.",
        "Nobody with a brain believes that.", "lol ok, keep telling yourself that."]
FALLACIES = ["Everyone knows the stadium is a waste of money.",
             "If we allow this bike lane, next they will ban cars from the whole city.",
             "Either we cut taxes or the town goes bankrupt.",
             "What about the money they wasted on the old bridge?",
             "All politicians are liars."]
PROBLEMS = INSULTS + PROFANITY + TONE + FALLACIES
