"""Wishes of harm and calls to kill in words the older families did not read (session 39): killing named by an idiom
with its person inside ("take him out for good"), damnation wished on a person, violence a person is said to deserve,
passive punishments called for on a whole body of people, hyphenated person words, a person thrown into water or off
a height (session 43), bodily harm named by an idiom (session 44), a beating promised in slang and harm promised by
named others (session 45), suffering wished, wanted or said to be deserved harm welcomed in a condition and a visit
to the reader's home (session 46), a wish to see a person harmed with the participle bare (session 47), a call to
string a person up and a command to violence after a first command (session 48), people named by a word for
wrongdoers, their work or their kin, calls made after the fact and violence approved before it is named, commands
to strike a person and "fuck (someone) up" (session 49); the same
words in an innocent sense are not read. Sentences written for these tests (not the benchmark's sets)."""

import pytest

from tests.engine.toxicity.test_threat_readings import _threats, threat_cards

WISHED = [
    "Somebody really should take the ceo out once and for all.",
    "We need to take out that inspector permanently.",
    "Take the manager out back and deal with him.",
    "Someone ought to do the warden in, for good.",
    "I wish somebody would bump the owner off.",
    "They should put the headteacher in an early grave.",
    "Let's send the lot of them to meet their maker.",
    "We should off every last one of them.",
    "I hope the director burns in hell.",
    "May they all rot in hell, the lot of them.",
    "I hope the car-thieves get their legs broken.",
    "I hope the chairwoman catches something incurable.",
    "I hope that landlord drops dead.",
    "The entire panel should be taken out and shot.",
    "The whole administration deserves to be strung up.",
    "They should string up the chairman from a lamppost.",
    "String him up, the thieving director.",
    "We're going to string the landlord up for this.",
    # A command to violence after a first command joined by "and" (session 48).
    "Grab a bat and kill him.",
    "Go to the town hall and shoot the planning officer.",
    "Round up the bankers and hang them.",
    "Those bin-men deserve a bullet in the head.",
    "She needs a proper slapping, that editor.",
    # A command to violence opening a clause, and a wish in the third person (read from EDOS train-part threats).
    "Strangle him.",
    "If he lied, then string him up!",
    "Shoot the traitor.",
    "I hope someone murders him in his sleep.",
    # Sexual violence called for on a body of people is violence to its members, like "shot" (session 40).
    "That committee should be raped, every one of them.",
    # A person thrown into water, off a height or before a train (session 43, killing euphemisms).
    "Somebody should chuck that developer in the canal.",
    "Let's push the referee off the stand roof.",
    # A wish to see a person harmed, the participle bare after the person (session 47).
    "I'd like to see that councillor hanged.",
    "Can't wait to see the whole board strung up.",
    "I want the lot of them shot.",
    "Would love to see the landlord beaten up.",
    "I'd pay good money to see the inspector hanged.",
    "Nothing would make me happier than seeing the lot of them shot.",
    "Throw them in the lake, every one of them.",
    "I'd love to see someone shove the director in front of a tram.",
    "They ought to dump the whole board into the sea.",
    # Bodily harm named by an idiom, the person or their body inside it (session 44, harm idioms).
    "Open your mouth once more and I'll kick your teeth in.",
    "Somebody should run that landlord over with a van.",
    "We're going to smash the landlord's head in.",
    "I hope someone rips him limb from limb.",
    "They should put a bullet in the chairman's head.",
    # Text-speak "ur" is "your", as "u" is "you" (session 44).
    "I am going to kill ur ass tonight.",
    # A beating promised in slang (session 45).
    "Touch my car again and I'll kick your arse.",
    "Somebody should whoop that bailiff's butt.",
    "We're gonna knock the stuffing out of you.",
    "Keep it up and I'll knock you out.",
    "I'll lay him out cold next time I see him.",
    # People named by a word for wrongdoers, their work or their kin, or by "the lot of them" (session 49).
    "Somebody should shoot that debt collector.",
    "Drown every last one of those smugglers.",
    "Shoot the lot of them at dawn.",
    "I hope those kidnappers get stabbed.",
    # Calls made after the fact, and a person who should hang or burn (session 49).
    "Somebody should have kneecapped that bailiff.",
    "The referee should have been strangled after that match.",
    "Whoever designed this junction should have been shot.",
    "That traitor should hang.",
    "The landlord needs to burn for what he did.",
    # Violence against a group or a partner said to be fine or legal, the approval first (session 49).
    "It ought to be legal to slap your wife.",
    "Frankly it's fine to kick immigrants.",
    "There is nothing wrong with stabbing Muslims.",
    # Commands to strike a person (session 49).
    "Smack him.",
    "Kick that bailiff in the teeth.",
    "Whack him with a shovel until he shuts up.",
    "Hit her with a bat.",
    # A beating promised as "fuck (someone) up" (session 49).
    "Keep talking and I'll fuck you up.",
    "The lads are going to fuck him up tonight.",
    "Her stepdad deserves to be beaten senseless.",
    # Bodily harm promised or called for by named others (session 45).
    "My uncles will knock your teeth out, believe me.",
    "The neighbours are going to put him in hospital.",
    "Their whole gang wants to cave your head in.",
    # Suffering wished, wanted or said to be deserved (session 46).
    "I hope the warden suffers every day.",
    "We want the chairman to suffer for this.",
    "Make them suffer, all of them.",
    "Those thieves deserve to suffer.",
    "Whoever wrote this deserves to be shot.",
    "People like her deserve to die alone.",
    "The landlord should suffer the way we did.",
    # Harm to a person welcomed in a condition (session 46).
    "No one would miss the caretaker if somebody stabbed him.",
    "I'd celebrate if the director got shot.",
    "I wouldn't lose sleep if someone hanged that councillor.",
    "We'd be better off if they poisoned the chairman.",
    # A visit to the reader's home as intimidation, or harm after "and" (session 46).
    "I'm gonna come round your flat and kill you.",
    "We're going to show up at your work sooner or later.",
    "I am going to come to your home.",
    # Violence called for on a person named by an insult (session 46).
    "That lowlife should be shot.",
    "This bastard deserves to be lynched.",
    "Those thugs need to be beaten to death.",
]
INNOCENT = [
    "We'll string up the lights in the village hall on Friday.",
    "String the garland up over the door, please.",
    "In the old westerns the posse would string up the outlaw at dawn.",
    "Grab a camera and shoot the parade from the bridge.",
    "Take your complaints outside and shoot them down one by one.",
    "Could you take the manager out for lunch on Friday?",
    "The new owner will take the old shelving out permanently.",
    "They took the inspector out to see the damaged roof.",
    "Do the warden in the story and the king in the next scene.",
    "The battery ran down and the car is done in.",
    "Put the headteacher in the picture before the meeting.",
    "It was cold as hell on the picket line.",
    "I hope the director gets the funding she needs.",
    "The whole administration should be voted out in May.",
    "The council deserves to be wiped out at the polls.",
    "The board should be removed at the next meeting.",
    "The cabinet should be beaten in the vote on Tuesday.",
    "The government needs a good kicking at the next election.",
    "He deserves a slap on the wrist, nothing more.",
    "She needs a hiding place for the presents.",
    "The slides deserve a bullet list, not paragraphs.",
    "I hope the old pier rots away quietly.",
    "He said he hopes the killer rots in prison.",
    "The bill should be killed in committee.",
    "Shoot her a text when you land.",
    "Drown them out with the brass band.",
    "Hang them out to dry, the auditors said.",
    "Kill the engine before you get out.",
    "I hope he gets more kills than them next round.",
    "Remember when the gang set her car on fire and fled?",
    "Somebody should chuck that rubbish in the canal bin.",
    "The protesters threw the statue into the harbour in 2020.",
    "Don't throw the new starter in at the deep end.",
    "She threw him under the bus at the inquiry.",
    "Push the pram off the kerb carefully.",
    "This curry will blow your head off.",
    "Her speech will knock your socks off.",
    "I'll run you over to the airport in the morning.",
    "The editor will rip your draft to shreds, so polish it.",
    "He was put in hospital after the crash on the bypass.",
    "We'll put a bullet list on the first slide.",
    "ur gonna kill it at the gig tonight",
    "My nan will whip your butt at bingo.",
    "Kick your arse into gear before the deadline.",
    "Their defence kicked our ass all afternoon.",
    "This hill climb is going to kick my butt.",
    "I'll knock out a quick reply tonight.",
    "You'll knock them out with that speech.",
    "She'll lay the plans out flat on the table.",
    "At boot camp they will sometimes kick your butt, but you get fit.",
    "The surgeon will knock you out for an hour, then stitch the knee.",
    "The doctors will knock him out cold before the operation.",
    "The nurses will put you in a recovery bed after the scan.",
    "My aunts will run you over to the airport on Friday.",
    "My grandad suffers from gout.",
    "I hope the puppy doesn't suffer at the vet.",
    "The shops will suffer if the road shuts.",
    "The players deserved to lose that final.",
    "Why should the residents suffer for the council's mistake?",
    "He deserves to die in prison for what he did.",
    "The residents deserve to be consulted first.",
    "Make sure nobody suffers in the cold snap.",
    "You need to suffer a bit on the hills if you want to get fit.",
    "They need to suffer the consequences at the ballot box.",
    "No one would miss the caretaker if he retired.",
    "I'd celebrate if the director got promoted.",
    "I wouldn't lose sleep if the chairman lost his seat.",
    "I'd celebrate if nobody got hurt this bonfire night.",
    "He said he'd cheer if someone shot the referee.",
    "I'll come to your house for dinner next week.",
    "We're going to pop round your place to drop off the parcel.",
    "I'm going to come to your school and give a talk.",
    "That lowlife should be sent to prison.",
    "The pig should be shot before it escapes the pen.",
    "Those thugs need to be arrested.",
    # A wish to see a person harmed said with its participle bare (session 47): its innocent neighbours.
    "I'd love to see the new coach sworn in before the derby.",
    "I want to see the builders paid on time.",
    "I'd like to see that proposal shot down at the next vote.",
    "I want to see her hurt their lead in the polls.",
    "I don't want to see anybody's grandad hurt on that crossing.",
    "I'd pay good money to see the inspector promoted.",
    "Nothing would make me happier than seeing the bridge repaired.",
    # People named by a word the person lists did not hold (session 49): things in the same frames.
    "Hang them on the wall by the stairs.",
    "Shoot every one of those photos again in better light.",
    "The smugglers should be jailed for years.",
    "I should have punched him, looking back.",  # the writer's own regret, not a call
    "He must have shot the whole film on a phone.",
    "She must have been stabbed before the fire, the coroner said.",
    "We should have hit the road earlier.",
    "You need to hang on for another week.",
    "The old logs should burn for hours.",
    "It's fine to kick the ball out of play when a player is down.",
    "It should be legal to hunt foxes with cameras only.",
    "It is never acceptable to hit your wife.",
    "Hit your lawyer up before you sign.",
    "Hit the manager with your questions at the meeting.",
    "They dragged her outside, beat her, and left.",
    "Slap him on the shoulder and tell him well done.",
    "Cheap vodka will fuck you up.",
    "I always fuck up the first pancake.",
]


@pytest.mark.parametrize("text, threat", [(t, True) for t in WISHED] + [(t, False) for t in INNOCENT])
def test_wishes_and_calls_are_read_and_their_innocent_neighbours_are_not(text, threat):
    assert bool(_threats(text)) is threat, (text, _threats(text))


def test_a_call_to_take_someone_out_for_good_is_a_threat_card_that_needs_changes():
    score, cards = threat_cards("Honestly, someone needs to take the planning chief out for good.")
    assert cards and "killing" in cards[0].explanation and score.overall_score <= 2, score


def test_a_person_thrown_off_a_height_is_a_threat_card_that_needs_changes():
    score, cards = threat_cards("Someone should push the warden off the pier.")
    assert cards and score.overall_score <= 2, score


def test_bodily_harm_named_by_an_idiom_is_a_threat_card_that_says_so():
    score, cards = threat_cards("Say that again and I'll knock your teeth out.")
    assert cards and "harm" in cards[0].explanation and score.overall_score <= 2, score


def test_a_beating_promised_in_slang_is_a_threat_card_not_only_profanity():
    score, cards = threat_cards("Keep talking and I will whoop your ass.")
    assert cards and "harm" in cards[0].explanation and score.overall_score <= 2, score


def test_a_closing_exclamation_mark_is_punctuation_not_leetspeak():
    """'them!' was read as 'themi' and split into 'the mi', so "Strangle them!" lost its threat."""
    from moderation.engine.toxicity.normalise import normalise

    assert normalise("Strangle them!").text == "strangle them!"
    assert normalise("k!ll them!!").text == "kill them!!"  # an inner "!" is still a letter
    assert _threats("Strangle them!")
