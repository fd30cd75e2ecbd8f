"""Threat rules read as a user would (toxicity/threats.py, senses.py, targets.py, rules.py): violence that describes
a person in a relative clause is no threat; knowing where a third person lives is intimidation; "nobody" negates a
wish; a person joined to others by "and"; violence wished on a place with people inside it; a contest's verbs in a
sentence about a contest and rotting in prison are no threat."""

import pytest

from moderation import engine
from moderation.engine.toxicity.rules import sentence_analysis
from moderation.schemas.findings import ModerationCategory


def _threats(text: str) -> list[str]:
    return [text[h.start:h.end] for h in sentence_analysis(text).hits if h.kind == "threat"]


def threat_cards(text: str):
    """The comment score of `text` with no article, and its threat cards."""
    score = engine.score_comment(text, None)
    return score, [p for p in score.objectionable_phrases if p.category is ModerationCategory.THREAT]


# Violence in a relative clause that describes a person.
DESCRIBED = [
    "I hope the woman who was stabbed gets justice.",
    "I hope the man who was shot last night pulls through.",
    "I hope everyone who was hurt recovers soon.",
    "Praying for the family of the boy who got hit by that van.",
    "I hope the girl that was attacked on the towpath is doing better.",
    "I really hope the officer who was beaten up makes a full recovery.",
    "I wish the kids who were injured in the fire a speedy recovery.",
    "I hope the pensioner robbed and beaten outside the bank gets some support.",
    "We hope the driver who was killed is remembered for his kindness.",
    "I hope the lad who got stabbed outside the chippy is okay.",
    "I hope the people who were hurt get proper compensation from the council.",
    "My thoughts are with the teacher who was assaulted, I hope she recovers.",
]

AIMED = [
    "I hope the man who did this gets stabbed.",
    "I hope the judge who let him off gets shot.",
    "The thugs who did this should be hanged.",
    "I hope whoever robbed her gets beaten to a pulp.",
    "I will kill the idiot who keyed my car.",
    "I hope the councillors who voted for this get murdered.",
]


@pytest.mark.parametrize("text", DESCRIBED)
def test_violence_that_describes_a_person_is_no_threat(text):
    assert not _threats(text)


@pytest.mark.parametrize("text", AIMED)
def test_the_same_words_aimed_at_a_person_are_a_threat(text):
    assert _threats(text)


@pytest.mark.parametrize("text", DESCRIBED[:3])
def test_a_wish_of_recovery_gets_no_threat_card(text):
    found = engine.score_comment(text, None)
    assert not [p for p in found.objectionable_phrases if p.category is ModerationCategory.THREAT]


def test_a_wish_of_violence_keeps_its_card():
    found = engine.score_comment(AIMED[0], None)
    assert [p for p in found.objectionable_phrases if p.category is ModerationCategory.THREAT]


# Knowing where a third person lives.
@pytest.mark.parametrize("text", [
    "I know where Hollis lives, and I'm not the only one who's angry.",
    "We know where the editor lives.",
    "Keep writing this rubbish, I know exactly where he lives.",
    "I found out where that councillor sleeps at night.",
    "We know where Jane Porter lives.",
])
def test_knowing_where_someone_else_lives_is_intimidation(text):
    assert _threats(text)


@pytest.mark.parametrize("text", [
    "I know where my grandmother lives, it's two streets away.",
    "We know where our neighbours live and we look out for them.",
    "Do you know where he lives? I owe him a parcel.",
    "I don't know where she lives.",
    "I know where the new library is.",
    "I know where most of the students live: in the halls by the station.",
    "I know where everyone lives in this village, it's that small.",
    "We know where the problem lives: in the budget.",
])
def test_directions_relatives_and_questions_are_not(text):
    assert not _threats(text)


# A place with people inside it; a person joined by "and"; "nobody".
@pytest.mark.parametrize("text", [
    "I hope someone torches the council offices with the mayor still inside.",
    "Someone should firebomb that office while they're all in there.",
    "I hope the team bus crashes with every one of them on board.",
    "Let's burn the town hall down with Hollis inside.",
    "I hope her and her whole rotten family get murdered.",
    "I hope you and everyone you love get stabbed.",
])
def test_violence_on_people_inside_a_place_or_joined_by_and_is_a_threat(text):
    assert _threats(text)


@pytest.mark.parametrize("text", [
    "The old mill burned down with nobody inside, thank goodness.",
    "They torched the warehouse last night with two guards still inside, awful news.",  # a report
    "I hope the new stadium gets built with the fans in mind.",
    "Let's blow up the budget meeting with some real questions.",
    "I hope they win and nobody gets hurt.",
    "I hope the march goes ahead and none of the kids get hurt.",
    "I hope the fire crews get there in time, with three families still inside.",
    "We should smash the record this year with the whole club on board.",
])
def test_look_alikes_are_not(text):
    assert not _threats(text)


# A contest, and rotting in prison.
@pytest.mark.parametrize("text", [
    "We're going to destroy them on Saturday, 3-0 easy.",
    "We'll crush them at the polls in May.",
    "Our lads will thrash them in the derby.",
    "He deserves to rot in prison for what he did.",
    "I hope they rot in jail, every one of them.",
])
def test_a_contest_or_a_punishment_is_no_threat(text):
    assert not _threats(text)


@pytest.mark.parametrize("text", [
    "We're going to kill them on Saturday.",  # "kill" is never a contest's verb
    "I'll stab you after the match.",
    "Let's destroy them all, the filthy rats.",  # no contest named
    "After the game I'm going to find you.",  # intimidation stays
])
def test_violence_stays_a_threat(text):
    assert _threats(text)


@pytest.mark.parametrize("text", [
    "It's game over for them: let's destroy them all.",  # "game over" names no contest
    "After the match I'll beat the living daylights out of you.",  # an assault, whatever the occasion
])
def test_an_idiom_or_an_assault_is_no_contest(text):
    assert _threats(text)


# A punishment done to a body, called for in the passive on a person; the same participles of a thing are no threat.
@pytest.mark.parametrize("text, threat", [
    ("The lads who smashed the bus shelter should be flogged.", True),
    ("I hope the vandals get horsewhipped.", True),
    ("Every last one of those councillors should be strung up.", True),
    ("The old bowling green should be flogged off to the highest bidder.", False),
    ("Bunting was strung up along the high street for the fair.", False),
])
def test_a_punishment_done_to_a_body(text, threat):
    assert bool(_threats(text)) is threat, text


# Things hung up are not people hanged (session 50): "them" hung up may be coats; "him", "her" or a person noun hung
# up, or "them" hung up from something or by the neck, is a threat.
@pytest.mark.parametrize("text, threat", [
    ("The scarves are still damp. Hang them up.", False),
    ("Those paintings are finished, hang them up in the foyer.", False),
    ("Hang them up from the bridge.", True),
    ("Hang 'em up by the neck.", True),
    ("Hang him up and leave him there.", True),
    ("Hang the looters up in the town square.", True),
])
def test_things_hung_up_are_not_people_hanged(text, threat):
    assert bool(_threats(text)) is threat, text


# Violence deserved as a noun, participles of harm beyond the first list, and "my" before a person (session 50).
@pytest.mark.parametrize("text, threat", [
    ("My landlord deserves an acid attack.", True),
    ("That referee deserves a kick in the head.", True),
    ("The tenants should be drowned.", True),
    ("My neighbour deserves to be whipped.", True),
    ("The music was drowned out by the rain.", False),
    ("My neighbour deserves a holiday.", False),
    ("The squad should be whipped into shape by March.", False),
])
def test_deserved_nouns_and_more_participles(text, threat):
    assert bool(_threats(text)) is threat, text


# The reader told they are dead (session 51): "ur"/"your" only where they open a clause; "dead" as an adverb or
# another idiom, and a possessive "your dead", are no threat.
@pytest.mark.parametrize("text, threat", [
    ("Ur dead if I see you at the match.", True),
    ("You're dead meat, mate.", True),
    ("Say that again and your dead.", True),
    ("You're a dead man when I find you.", True),
    ("You're dead right about the parking.", False),
    ("If you are dead set on the scheme, read the report first.", False),
    ("They rang the bell to bring out your dead.", False),
    ("Your dead grandfather would have hated this plan.", False),
])
def test_the_reader_told_they_are_dead(text, threat):
    assert bool(_threats(text)) is threat, text


# A person wished dead or killed (session 51): the person is the subject before the fate, so the fate needs none after
# it; the writer's own death, someone else's want, a negated fate, a thing and "dead right" are no threat.
@pytest.mark.parametrize("text, threat", [
    ("I honestly wish she was dead.", True),
    ("We want those bailiffs dead.", True),
    ("I hope he gets killed on the way home.", True),
    ("Hope the lot of them end up dead.", True),
    ("I'd rather see him dead than elected.", True),
    ("Some days I wish I were dead.", False),
    ("Her ex wants her dead, the court heard.", False),
    ("I hope he's not dead, nobody has seen him.", False),
    ("I wish the printer wasn't dead again.", False),
    ("I hope you're dead right about the fares.", False),
    ("I want that bill dead in the water.", False),
])
def test_a_person_wished_dead(text, threat):
    assert bool(_threats(text)) is threat, text


# Two participles joined by "and", the second of killing or harm, and a person put against a wall (session 51); animals,
# things, lawful punishment and "shot down" are no threat.
@pytest.mark.parametrize("text, threat", [
    ("The whole cabinet should be rounded up and shot.", True),
    ("Those looters should be caught and executed.", True),
    ("Stand them against the wall.", True),
    ("The sheep should be rounded up and slaughtered.", False),
    ("The councillors should be arrested and fined.", False),
    ("Her amendment will be read out and shot down.", False),
    ("Stand the ladder against the wall.", False),
])
def test_chained_participles_and_the_wall(text, threat):
    assert bool(_threats(text)) is threat, text


# A blow given as a noun (session 51): read after a call, a wish, the writer's own modal or as a command; a slap on the
# wrist, things and food given a beating, and a past report are no threat.
@pytest.mark.parametrize("text, threat", [
    ("Somebody should give that bailiff a right good hiding.", True),
    ("I'll give him a bloody nose.", True),
    ("Give the pair of them a thrashing.", True),
    ("They only gave the director a slap on the wrist.", False),
    ("Give the batter a good beating with a whisk.", False),
    ("Last year we gave them a beating at home.", False),
])
def test_a_blow_given_as_a_noun(text, threat):
    assert bool(_threats(text)) is threat, text


# A violent verb as a phrasal verb, and "just" alone no wish (session 51): advice, an apology and a mood are no threat;
# the same verbs at a person stay one.
@pytest.mark.parametrize("text, threat", [
    ("Just break up with him, honestly.", False),
    ("You should cut her off and move on.", False),
    ("I hope I haven't hurt your feelings.", False),
    ("Rain can really kill the mood at a barbecue.", False),
    ("I'd love to hang out with them more.", False),
    ("Let's hang out with the girls this weekend.", False),
    ("Time to cut them off, those bitches never change.", False),
    ("I hope someone stabs him.", True),
    ("Someone should cut his throat.", True),
    ("Hang him from the bridge.", True),
])
def test_phrasal_verbs_are_no_violence(text, threat):
    assert bool(_threats(text)) is threat, text


# "just" right before a violent verb in its base form still opens a wish (session 51, round 2); after it a past tense
# or a phrasal verb does not.
@pytest.mark.parametrize("text, threat", [
    ("Honestly just stab him and be done.", True),
    ("Someone ought to just shoot him.", True),
    ("The driver just killed the engine and walked off.", False),
    ("Just cut them off and block the number.", False),
])
def test_just_right_before_the_violence(text, threat):
    assert bool(_threats(text)) is threat, text


# More phrasal verbs and idioms (session 51): a heart, the rules, "end up", "till the death to" are no violence.
@pytest.mark.parametrize("text, threat", [
    ("Keep going and you will end up with a promotion.", False),
    ("Don't ever break her heart like that again.", False),
    ("We will fight till the death to keep the library open.", False),
    ("Death to the dictator!", True),
    ("I'll break his nose.", True),
])
def test_more_phrasal_verbs_and_idioms(text, threat):
    assert bool(_threats(text)) is threat, text


# A person's own fate wished right after them, in either person (session 52): "chokes", "burns", "bleeds out" after a
# pronoun or a person noun; a thing that burns, an object after the verb, an idiom ("choke up", "drown out", "choke on
# your words"), a negated fate and someone else's wish are no threat.
@pytest.mark.parametrize("text, threat", [
    ("I hope that bailiff chokes to death on a chicken bone.", True),
    ("Honestly hoping the landlord burns alive.", True),
    ("I really hope he bleeds to death in a ditch.", True),
    ("We hope your boss drowns, slowly.", True),
    ("I hope the log burner burns all evening.", False),
    ("I hope she burns the draft and starts again.", False),
    ("I hope the speaker doesn't choke up during the eulogy.", False),
    ("I hope the band drowns out the heckler.", False),
    ("I hope he chokes on his words when the results come in.", False),
    ("His neighbour said she hopes he burns, which is awful.", False),
])
def test_a_persons_own_fate_wished(text, threat):
    assert bool(_threats(text)) is threat, text


def test_a_threats_reason_names_a_slurs_group_not_the_slur():
    """A sentence that threatens and holds a slur: the threat's reason names the group the slur is aimed at."""
    text = "You stupid cunt, I really hope you choke to death on your dinner."
    reasons = [h.reason for h in sentence_analysis(text).hits if h.kind == "threat"]
    assert reasons and set(reasons) == {"threatens women"}
    _, cards = threat_cards(text)
    assert cards and "cunt" not in cards[0].explanation.lower()


# A person seized and then harmed (session 52): a first participle that is itself listed, a place between the two, a
# plain harm after a seizure; cooking, sport, lawful punishment and things are no threat.
@pytest.mark.parametrize("text, threat", [
    ("The directors should be locked up and then shot.", True),
    ("That bailiff ought to be dragged out of his van and beaten.", True),
    ("The lot of them should be tied up and starved.", True),
    ("The cream should be whisked and beaten until thick.", False),
    ("The visitors need to be pressed and beaten on their own ground.", False),
    ("The directors should be locked up and then tried.", False),
    ("Those receipts should be taken out and burned.", False),
])
def test_a_person_seized_and_then_harmed(text, threat):
    assert bool(_threats(text)) is threat, text


# Violent verbs the lexicon lacked, and a role or a body of people after the violent verb in the writer's own threat or
# a call (session 52); a report, a body defeated at the polls, an owner, a letter sent and another subject's modal are
# no threat.
@pytest.mark.parametrize("text, threat", [
    ("I'm going to throttle the landlord.", True),
    ("Someone should bludgeon the whole committee.", True),
    ("Let's kill the councillors tonight.", True),
    ("I hope the bailiff gets mauled.", True),
    ("They killed the president, the documentary says.", False),
    ("We will beat the council at the ballot box.", False),
    ("I'm going to kill the committee's plan.", False),
    ("Someone should shoot the council a letter.", False),
    ("We know he will beat the illness, the judge said.", False),
])
def test_dictionary_verbs_and_roles_after_the_verb(text, threat):
    assert bool(_threats(text)) is threat, text


# Another subject between the writer and the modal (session 52): the modal is not the writer's.
@pytest.mark.parametrize("text, threat", [
    ("I worry it will hurt the tenants.", False),
    ("I fear this will hurt pensioners most.", False),
    ("I swear I will kill him.", True),
    ("I really think we should shoot them all.", True),
])
def test_another_subject_before_the_modal(text, threat):
    assert bool(_threats(text)) is threat, text


# A call after "needs to", "has to", "had better", and a person called by a proper name (session 53); elections, a
# lawful consequence, a plan or a thing named, a deportation, an active verb after a name and "break free" are not.
@pytest.mark.parametrize("text, threat", [
    ("That minister has to be hanged for this.", True),
    ("Those wardens had better be shot.", True),
    ("Okonjo needs to be stabbed on his way home.", True),
    ("Councillor Brannigan should be strung up.", True),
    ("Haversham and Okonjo should be hanged.", True),
    ("Okonjo needs to be beaten at the next election.", False),
    ("Haversham has to be held to account.", False),
    ("Brexit needs to be killed off.", False),
    ("Okonjo needs to be deported.", False),
    ("Geoengineering will kill the crops.", False),
    ("She needs to break free from that job.", False),
    ("The old router has to be shot, it is useless.", False),
])
def test_calls_after_needs_to_and_at_a_name(text, threat):
    assert bool(_threats(text)) is threat, text


# A call to put a group out of the country (session 53); children, things, a report, sport, a negated or condemned
# call, a rescue, a behaviour banned and support are not, nor "send them back" with no group named.
@pytest.mark.parametrize("text, hate", [
    ("The asylum seekers are ruining this town, send them home.", True),
    ("We should kick the immigrants out before the election.", True),
    ("Refugees should go back home.", True),
    ("Muslims out!", True),
    ("Someone should deport all the migrants tomorrow.", True),
    ("Send them back to the depot if they are faulty.", False),
    ("Send the children home early if it snows.", False),
    ("Kick the dog out of the kitchen.", False),
    ("The migrants were sent home last week, officials said.", False),
    ("We must never deport refugees to a war zone.", False),
    ("Let's get the pensioners out of the cold.", False),
])
def test_a_call_to_put_a_group_out(text, hate):
    found = [h for h in sentence_analysis(text).hits if h.kind == "identity_attack"]
    assert bool(found) is hate, text


def test_contempt_felt_for_a_group_names_it():
    """"The contempt I feel for <group>": the family's group alternative now gives the hit its group."""
    found = [h for h in sentence_analysis("The scorn we hold towards immigrants is deserved.").hits
             if h.kind == "identity_attack"]
    assert found and found[0].group == "immigrants"


# Violence at a person described by what they did: "whoever …", "anyone who …" (session 53); kindness, praise, a
# lawful consequence, a report and a negation are not.
@pytest.mark.parametrize("text, threat", [
    ("I'm going to punch whoever parked in my space.", True),
    ("Someone should shoot whoever designed this junction.", True),
    ("Whoever cancelled my train deserves a good kicking.", True),
    ("I'm going to hug whoever parked in my space.", False),
    ("Whoever cancelled my train deserves a stern letter.", False),
    ("Someone should fire whoever designed this junction.", False),
    ("I would never punch whoever parked there.", False),
])
def test_violence_at_whoever(text, threat):
    assert bool(_threats(text)) is threat, text


# The writer's own blows and calls for blows (session 53); a friendly slap, a team, a contact, a game and a negation
# are not.
@pytest.mark.parametrize("text, threat", [
    ("I'll smack you if you come near my house.", True),
    ("I'm going to thump him in the stomach.", True),
    ("Somebody should slap that referee.", True),
    ("I'll slap him on the back when he wins.", False),
    ("I'm going to kick him off the committee.", False),
    ("Someone should hit him up for a quote.", False),
    ("I'm going to beat him at darts.", False),
    ("I will never smack a child.", False),
])
def test_the_writers_own_blows(text, threat):
    assert bool(_threats(text)) is threat, text


# A reclaimable slur after "such a" or "just a" said of a thing (session 53, round 2): a common noun English knows
# as a noun, or a gerund, is no person; a name, a pronoun, a person word or role is.
@pytest.mark.parametrize("text, attack", [
    ("This printer is such a bitch.", False),
    ("Parking near the station is just a bitch.", False),
    ("Renovating a kitchen is such a bitch.", False),
    ("My landlord is such a bitch.", True),
    ("Tilly is such a bitch.", True),
    ("You are such a bitch.", True),
    ("This printer is such a bitch, like you.", True),
])
def test_a_slur_said_of_a_thing(text, attack):
    found = [h for h in sentence_analysis(text).hits if h.kind in ("identity_attack", "insult")]
    assert bool(found) is attack, text


# The writer's own hatred named by a feeling noun is not another's (session 53).
@pytest.mark.parametrize("text, hate", [
    ("The loathing I feel for immigrants never goes away.", True),
    ("The contempt that we have for refugees is justified.", True),
    ("Their hatred of immigrants is shameful.", False),
])
def test_the_writers_own_hatred_by_a_feeling_noun(text, hate):
    found = [h for h in sentence_analysis(text).hits if h.kind == "identity_attack"]
    assert bool(found) is hate, text


# Violence in the "get" passive (session 53); "get shot of", a character killed off, "shot down", a figurative burn,
# a warning, the progressive's report and a negation are not.
@pytest.mark.parametrize("text, threat", [
    ("That bailiff deserves to get stabbed.", True),
    ("I hope the landlord gets strangled.", True),
    ("She should get choked for that.", True),
    ("We need to get shot of the old fridge.", False),
    ("The villain needs to get killed off in the sequel.", False),
    ("The bid should get shot down on Monday.", False),
    ("Pensioners could get hurt on that crossing.", False),
    ("Women are getting raped in that district, the report says.", False),
    ("Nobody deserves to get stabbed over a phone.", False),
])
def test_violence_in_the_get_passive(text, threat):
    assert bool(_threats(text)) is threat, text


# A person to be thrown into water, off a height or under a vehicle, in the passive (session 53); things, a
# committee, "thrown a party" and reports are not.
@pytest.mark.parametrize("text, threat", [
    ("That bailiff should be thrown in the canal.", True),
    ("He deserves to be pushed under a bus.", True),
    ("I hope she gets thrown off a bridge.", True),
    ("The old fridge should be dumped in the quarry.", False),
    ("He should be thrown off the board.", False),
    ("She deserves to be thrown a surprise party.", False),
    ("He was thrown off a bridge in the film.", False),
])
def test_a_person_thrown_in_the_passive(text, threat):
    assert bool(_threats(text)) is threat, text


# Commands to burn a person (session 53); things, copies, history and idioms are not.
@pytest.mark.parametrize("text, threat", [
    ("Burn her alive.", True),
    ("Burn the lot of them at the stake.", True),
    ("Burn that landlord.", True),
    ("Burn them onto a disc.", False),
    ("Burn her a copy of the film.", False),
    ("Burn the old newspapers.", False),
    ("Witches were burned at the stake in that town.", False),
])
def test_commands_to_burn_a_person(text, threat):
    assert bool(_threats(text)) is threat, text


# A person called by a title and a surname that is also a word (session 54); a photograph is no shooting, and a
# participle a plan may undergo is harm with "to death" after it.
@pytest.mark.parametrize("text, threat", [
    ("Mrs Baker should be shot.", True),
    ("Dr Wells deserves to be hanged for this.", True),
    ("Councillor Young needs to be strung up.", True),
    ("Hollis should be beaten to death.", True),
    ("Mrs Baker should be thanked.", False),
    ("Councillor Young needs to be voted out.", False),
    ("Hollis should be beaten at the next election.", False),
    ("Hollis should be shot for the magazine cover.", False),
    ("The new mural should be shot in black and white.", False),
    ("Baker should be shot.", False),  # no title: "baker" may be the trade, and a bare word is no name
])
def test_a_titled_surname_that_is_a_word(text, threat):
    assert bool(_threats(text)) is threat, text


# Violence said to have been deserved (session 54); a contest, praise, negation and the dead are not.
@pytest.mark.parametrize("text, threat", [
    ("Those bailiffs deserved to be shot.", True),
    ("The bailiff deserved a good beating.", True),
    ("My landlord deserved to be beaten black and blue.", True),
    ("They deserved to be beaten 4-1 at home.", False),
    ("They should be beaten 2-0 in the final.", False),
    ("She deserved to be thanked.", False),
    ("No child ever deserved to be hit.", False),
    ("He deserved to die with dignity.", False),
])
def test_violence_said_to_have_been_deserved(text, threat):
    assert bool(_threats(text)) is threat, text


# People named by a plural in "-ists" (session 54); things in "-ists" and the same people in peaceful frames are not.
@pytest.mark.parametrize("text, threat", [
    ("Those loyalists should be shot.", True),
    ("Someone should hang those lobbyists.", True),
    ("The evangelists deserve a good beating.", True),
    ("Those checklists should be torn up and burned.", False),
    ("My fists should be wrapped before sparring.", False),
    ("The loyalists should be voted out.", False),
    ("Those specialists deserve a pay rise.", False),
])
def test_people_named_by_a_plural_in_ists(text, threat):
    assert bool(_threats(text)) is threat, text


# People named by a bare plural (session 54): where a clause starts or the writer gives their view, right before a
# call; not a prediction, a report of others' view, or the same people held to account.
@pytest.mark.parametrize("text, threat", [
    ("Bailiffs should be shot.", True),
    ("I think landlords need to be strung up.", True),
    ("Frankly, wardens deserve to be hanged.", True),
    ("Burglars deserve a good kicking.", True),
    ("Bailiffs should be held to account.", False),
    ("My brothers will beat you at darts.", False),
    ("The dossier says that photos of politicians should be shot in colour.", False),
])
def test_people_named_by_a_bare_plural(text, threat):
    assert bool(_threats(text)) is threat, text


# Commands and wishes at people named by a bare plural or "all the …" (session 54); things and kindness are not.
@pytest.mark.parametrize("text, threat", [
    ("Shoot all the landlords.", True),
    ("Hang all traitors.", True),
    ("I hope bailiffs die.", True),
    ("Beat up the bailiffs.", True),
    ("Shoot all the footage in daylight.", False),
    ("Hang all the pictures straight.", False),
    ("I hope bailiffs get a pay rise.", False),
    ("Beat up the cream until stiff.", False),
])
def test_commands_and_wishes_at_bare_plurals_and_all_the(text, threat):
    assert bool(_threats(text)) is threat, text


# A call for violence in a relative clause after a bare plural (session 54); lawful, praise and described are not.
@pytest.mark.parametrize("text, threat", [
    ("There are bailiffs who should be shot.", True),
    ("I know councillors who deserve to be hanged.", True),
    ("Our street is full of landlords that should be run over.", True),
    ("There are bailiffs who should be sacked.", False),
    ("Bailiffs who were attacked deserve support.", False),
    ("I know councillors who deserve a medal.", False),
])
def test_a_call_in_a_relative_clause_after_a_bare_plural(text, threat):
    assert bool(_threats(text)) is threat, text


# A death or a harm wished on people named by a bare plural (session 54); other wishes for the same people are not.
@pytest.mark.parametrize("text, threat", [
    ("I wish bailiffs were dead.", True),
    ("I'd like to see councillors strung up.", True),
    ("I hope planning officers get killed.", True),
    ("I wish bailiffs were kinder.", False),
    ("I'd like to see councillors fined.", False),
    ("I want to see landlords shot down at the tribunal.", False),
])
def test_a_death_or_harm_wished_on_a_bare_plural(text, threat):
    assert bool(_threats(text)) is threat, text


# Blows said in the passive (session 54); their idioms, a contest and things are not.
@pytest.mark.parametrize("text, threat", [
    ("That bailiff deserves to get punched.", True),
    ("I hope the landlord gets slapped.", True),
    ("He should be kicked in the head.", True),
    ("He should be kicked out of the society.", False),
    ("The firm deserves to be slapped with a fine.", False),
    ("They should be knocked out of the league.", False),
    ("The can should be kicked down the road.", False),
])
def test_blows_said_in_the_passive(text, threat):
    assert bool(_threats(text)) is threat, text


# "Let's go and …" before violence (session 54); idioms, sport and food are not.
@pytest.mark.parametrize("text, threat", [
    ("Let's go and stab the bailiffs.", True),
    ("Let's go over there and hurt him.", True),
    ("Let's go and shoot some pool.", False),
    ("Let's go and murder a kebab.", False),
])
def test_lets_go_and_before_violence(text, threat):
    assert bool(_threats(text)) is threat, text


# A person to be killed in a named way, in the passive (session 55): a bodily killing before "to death", burial or
# boiling before "alive"; the idioms of excess, drugs, a thing and a denial of the conclusion are not.
@pytest.mark.parametrize("text, threat", [
    ("That bailiff should be kicked to death.", True),
    ("I hope the inspector gets clubbed to death.", True),
    ("Those councillors ought to be buried alive.", True),
    ("I'd love to see that landlord hacked to death.", True),
    ("The tenants will be taxed to death by this budget.", False),
    ("My dad was bored to death at the match.", False),
    ("The whole band got stoned after the gig.", False),
    ("That doesn't mean the protesters and their kids should be shot by the police.", False),
])
def test_killed_in_a_named_way_in_the_passive(text, threat):
    assert bool(_threats(text)) is threat, text


# A wish of harm said as regret that it did not happen (session 55); the same openers before sport, a thing, a
# contest, a condolence and a lawful arrest are not.
@pytest.mark.parametrize("text, threat", [
    ("Shame nobody stabbed that bailiff.", True),
    ("It's a pity the lorry missed her.", True),
    ("Too bad the crowd didn't hang him.", True),
    ("Pity the landlord survived.", True),
    ("Shame nobody shot a film about the strike.", False),
    ("Pity they didn't kill the bill in the committee stage.", False),
    ("Too bad she didn't beat him at darts.", False),
    ("It's a shame the officer was stabbed.", False),
    ("Shame the police never arrested him.", False),
])
def test_regret_that_harm_did_not_happen(text, threat):
    assert bool(_threats(text)) is threat, text


# A body of people or a person after a preposition that follows the verb's own object is where, when or for whom, not
# whom (session 55); a person as the object, "of" after a quantity, "out of" and a body part as the object still aim.
@pytest.mark.parametrize("text, threat", [
    ("We need to kill the amendment in committee.", False),
    ("Someone should cut the grants for the police.", False),
    ("Let's kill the scheme at the cabinet meeting.", False),
    ("I'm going to shoot the director at the board meeting.", True),
    ("Let's kill the lot of them.", True),
    ("I'll knock the stuffing out of him.", True),
    ("Someone should shoot at the police.", True),
])
def test_a_person_after_the_objects_preposition_is_not_aimed_at(text, threat):
    assert bool(_threats(text)) is threat, text


# An ultimatum that ends in the reader's death (session 55); a motto, a one-word command, an idiom after "die", a
# prediction and a warning with a modal are not.
@pytest.mark.parametrize("text, threat", [
    ("Quit posting about my brother or die.", True),
    ("Hand over the keys or you die.", True),
    ("Stop editing my page or die!", True),
    ("Conform or die.", False),
    ("Live free or die.", False),
    ("We will win this or die trying.", False),
    ("Top up the water or the seedlings die.", False),
    ("Take your medicine or you could die.", False),
])
def test_an_ultimatum_that_ends_in_death(text, threat):
    assert bool(_threats(text)) is threat, text


# Harm done to a person's body with a thing (session 55); water, salt, a smile, a necklace and the idioms are not.
@pytest.mark.parametrize("text, threat", [
    ("Chuck a bucket of bleach in his face.", True),
    ("Someone should stick a knife in that bailiff's back.", True),
    ("That inspector deserves a bat to the head.", True),
    ("I hope somebody pours petrol on him.", True),
    ("Splash some water on your face before the interview.", False),
    ("He needs a kick up the backside.", False),
    ("Put a scarf around her neck, it's cold.", False),
])
def test_harm_done_to_the_body_with_a_thing(text, threat):
    assert bool(_threats(text)) is threat, text


# A veiled threat that foretells the reader's death (session 55); a project, the writer's own hyperbole, an illness
# and a report are not.
@pytest.mark.parametrize("text, threat", [
    ("You won't live to see next Christmas.", True),
    ("You're leaving in a body bag.", True),
    ("Someone will find you floating in the canal.", True),
    ("You won't live to see the tram line finished.", False),
    ("I'll be pushing up daisies before they fix it.", False),
    ("Granddad won't see another summer, sadly.", False),
])
def test_a_death_foretold_to_the_reader(text, threat):
    assert bool(_threats(text)) is threat, text


# Rape and sexual violence called for, wished or threatened (session 55); a hand held, a crude remark, a report and a
# condemnation are not; a prediction of what others will do, its doer named after "by", calls for nothing unless it
# falls on the reader or the writer's own do it.
@pytest.mark.parametrize("text, threat", [
    ("Drag her outside and rape her.", True),
    ("I hope that councillor gets gang-raped.", True),
    ("I'll bitch slap him.", True),
    ("Hold his coat and wait here.", False),
    ("Nobody deserves to be raped.", False),
    ("He will be shot by the police if he runs.", False),
    ("She will be killed by the migrants.", False),
    ("You will be shot by my brothers.", True),
])
def test_sexual_violence_and_foretold_violence(text, threat):
    assert bool(_threats(text)) is threat, text


# A person fed to animals or put through a wood chipper (session 55); pets, cooking, a garden and the idiom of
# abandonment are not.
@pytest.mark.parametrize("text, threat", [
    ("That bailiff should be fed to the crocodiles.", True),
    ("Shove him through a woodchipper.", True),
    ("Someone should feed the inspector to the pigs.", True),
    ("The onions should be minced.", False),
    ("Feed the pigs at six.", False),
    ("The intern was thrown to the wolves.", False),
])
def test_fed_to_animals_or_a_wood_chipper(text, threat):
    assert bool(_threats(text)) is threat, text


# A question that asks why violence is needed is no call for it (session 55); "why not", "why don't we" and a
# negated modal ask for it, and a "why" in another sentence or clause leaves the threat as it is.
@pytest.mark.parametrize("text, threat", [
    ("Why did the bailiffs have to beat him?", False),
    ("I keep asking why the guards needed to shoot him.", False),
    ("Why not just hang him?", True),
    ("Why wait? Shoot him now.", True),
    ("I need to kill him, that's why.", True),
])
def test_a_question_of_why_violence_is_needed(text, threat):
    assert bool(_threats(text)) is threat, text


# A call for violence with "has to", "has got to", "'s got to" or "had better" (session 55); a spider, a quiz and the
# washing are not.
@pytest.mark.parametrize("text, threat", [
    ("Somebody has to stab that bailiff.", True),
    ("Someone's got to shoot the mayor.", True),
    ("Someone had better kill him.", True),
    ("Someone has to kill the wasp in the kitchen.", False),
    ("Somebody's got to beat them at darts.", False),
    ("Someone had better hang the coats up.", False),
])
def test_a_call_with_has_to_or_got_to(text, threat):
    assert bool(_threats(text)) is threat, text


# A rhetorical call for violence at a role or a body of people (session 55); an invitation, a message, an argument and
# slack cut are not.
@pytest.mark.parametrize("text, threat", [
    ("Why don't we shoot the chairman?", True),
    ("Why not just hang the whole committee?", True),
    ("Why don't you stab the inspector?", True),
    ("Why don't we invite the committee to lunch?", False),
    ("Why not shoot the chairman a text?", False),
    ("Someone should cut the inspector some slack.", False),
])
def test_a_rhetorical_call_at_a_role(text, threat):
    assert bool(_threats(text)) is threat, text


# Violent verbs in idioms of advice, relationships and mockery (session 56): a relationship ended, a person cut out of a
# life, a message shot, a lonely end and the proverb are no threats; the same verbs aimed at a body are.
@pytest.mark.parametrize("text, threat", [
    ("Just end things with your boyfriend before the summer.", False),
    ("You ought to end it with him, honestly.", False),
    ("Cut that toxic cousin out of your life.", False),
    ("Shoot a quick text to the neighbour when you land.", False),
    ("Carry on like that and you'll die alone.", False),
    ("Leave town and die alone.", True),
    ("Sticks and stones will break your bones, or so the saying goes.", False),
    ("He'll browbeat them, or brow beat them, into signing.", False),
    ("I'm going to end you.", True),
    ("Someone should cut his fingers off, or his throat.", True),
    ("I will break your bones.", True),
    ("You will die for what you did to her.", True),
])
def test_violent_verbs_in_idioms_of_advice_and_relationships(text, threat):
    assert bool(_threats(text)) is threat, text


# Violent verbs in idioms of wanting, competing and messaging (session 56): one's shot, a message with words before it
# or quoted, a race, "would kill to" or "for" a thing are no threats; the same verbs at a person are.
@pytest.mark.parametrize("text, threat", [
    ("You should shoot your shot before someone else does.", False),
    ("Shoot the landlord a polite email about the boiler.", False),
    ("I'd beat him in a race, easily.", False),
    ("I'd kill to have a garden like my neighbour's.", False),
    ("Those lads would kill for a pitch like that.", False),
    ("Shoot the landlord in the knee.", True),
    ("I'd kill to see him suffer.", True),
    ("I'll beat you until you beg.", True),
])
def test_violent_verbs_in_idioms_of_wanting_and_messaging(text, threat):
    assert bool(_threats(text)) is threat, text


# Harm by fire, water, a fall, poison or a broken body part, commanded or called for (session 56); the same verbs said
# of charts, contracts, paperwork, a pecking order, sugar and a dentist's work are not.
@pytest.mark.parametrize("text, threat", [
    ("Somebody should light that bailiff on fire.", True),
    ("Tie the landlord to the train tracks.", True),
    ("Shove his face into the toilet.", True),
    ("Kick him down the stairs.", True),
    ("Someone should slip arsenic into his coffee.", True),
    ("Snap her fingers one by one.", True),
    ("That new single will set the summer on fire.", False),
    ("The club tied him to a new deal.", False),
    ("Injuries pushed him down the squad list.", False),
    ("The orthodontist wired his jaw shut for six weeks.", False),
])
def test_harm_by_fire_water_a_fall_or_poison(text, threat):
    assert bool(_threats(text)) is threat, text


# A death foretold to the reader as a threat (session 56): a punishment, contempt, screaming, tonight, the writer's own
# agency; a warning, a craving, an idiom and a negated assurance are not.
@pytest.mark.parametrize("text, threat", [
    ("You'll die for what you said about my mother.", True),
    ("You're going to die like a rat.", True),
    ("We will make sure he dies.", True),
    ("Touch my car again and you'll die screaming.", True),
    ("Drink that and you will die in agony.", False),
    ("You'll die for a taste of this lasagne.", False),
    ("You'll die screaming with laughter at this.", False),
    ("I'll make sure you don't die of thirst on the hike.", False),
])
def test_a_death_foretold_to_the_reader(text, threat):
    assert bool(_threats(text)) is threat, text


# A call for violence asked as a question or a proposal (session 56); the same openers before other verbs, idioms, a
# message, a contest and a thing are not.
@pytest.mark.parametrize("text, threat", [
    ("Can we just stab him?", True),
    ("Could someone please strangle that bailiff?", True),
    ("Shall we hang the lot of them?", True),
    ("How about somebody runs that inspector over?", True),
    ("Can we call him tomorrow?", False),
    ("Can someone shoot me a text when it starts?", False),
    ("Could we kill the lights before the film?", False),
    ("Shall we kill them with kindness?", False),
])
def test_a_call_asked_as_a_question(text, threat):
    assert bool(_threats(text)) is threat, text


# Fire or a bomb at a place with people inside, commanded or asked for (session 56); the writer inside, a place crashed
# at and a report with nobody inside are not.
@pytest.mark.parametrize("text, threat", [
    ("Torch the depot with the managers still inside.", True),
    ("Shall we firebomb the office while the board are in there?", True),
    ("Burn the leaves while we're inside.", False),
    ("Can I crash at yours with the dog asleep in the car?", False),
    ("Just burn the old fence with nobody inside the garden.", False),
])
def test_fire_at_a_place_with_people_inside_called_for(text, threat):
    assert bool(_threats(text)) is threat, text


# A contest's verb at "them" with no harm said is a fan's (session 56); harm said after the pronoun, a person, "him"
# and a body part keep the threat.
@pytest.mark.parametrize("text, threat", [
    ("Let's smash them on Sunday!", False),
    ("Can we thrash them again this season?", False),
    ("We'll beat them, no question.", False),
    ("Let's beat them up.", True),
    ("Let's smash them in the face.", True),
    ("Let's beat him.", True),
    ("We'll crush them to death.", True),
])
def test_a_contest_verb_at_them_with_no_harm_said(text, threat):
    assert bool(_threats(text)) is threat, text


# A call for violence asked of anyone with "please" (session 56); the same request for a call, help or a message, and
# "someone" alone in a report, are not.
@pytest.mark.parametrize("text, threat", [
    ("Somebody please stab that bailiff.", True),
    ("Anyone please shoot the landlord.", True),
    ("Somebody please ring that bailiff.", False),
    ("Someone please shoot me a message.", False),
    ("Someone shot him outside the pub last night.", False),
])
def test_a_call_asked_of_anyone_with_please(text, threat):
    assert bool(_threats(text)) is threat, text


# A wish that someone do violence to a role or a body of people (session 57, round 2); a contest, a message, a thing
# the role owns, "hopefully" before an ordinary prediction and "cut down" (to reduce) are not.
@pytest.mark.parametrize("text, threat", [
    ("I hope somebody stabs the editor.", True),
    ("Hopefully someone hangs that governor.", True),
    ("I pray someone batters the chairman.", True),
    ("I hope someone beats the treasurer in the vote.", False),
    ("Hopefully someone shoots the chairman an email.", False),
    ("I hope someone burns the treasurer's old notes.", False),
    ("Hopefully the council will cut down the waiting lists for the men on them.", False),
])
def test_a_wish_that_someone_do_violence_to_a_role(text, threat):
    assert bool(_threats(text)) is threat, text


# The writer's urge of violence said as "makes me want to" (session 57); the same opener before a thing, an idiom, a
# contest or an ordinary act is not.
@pytest.mark.parametrize("text, threat", [
    ("His column makes me want to strangle the editor.", True),
    ("That interview made me want to punch him.", True),
    ("The budget makes me want to cut my losses.", False),
    ("This weather makes me want to kill an afternoon in the pub.", False),
    ("The trailer made me want to watch it again.", False),
])
def test_an_urge_of_violence_given_to_the_writer(text, threat):
    assert bool(_threats(text)) is threat, text


# A death said to be deserved as a noun, and dancing on a person's grave (session 57); a thing's death, the death
# penalty, death benefits, a negated deserving and a regime's grave are not.
@pytest.mark.parametrize("text, threat", [
    ("That journalist deserves a slow death.", True),
    ("You deserve death.", True),
    ("I will dance on her grave.", True),
    ("The scheme deserves a quick death.", False),
    ("He deserves the death penalty.", False),
    ("Nobody deserves a painful death.", False),
    ("We danced on the grave of the old scheme.", False),
])
def test_a_death_deserved_or_a_dance_on_a_grave(text, threat):
    assert bool(_threats(text)) is threat, text


# A person named by a swear word for people is a person the threat families aim at (session 57); the same words with
# no violence, a message or a thing they own are not threats.
@pytest.mark.parametrize("text, threat", [
    ("Someone should strangle that scumbag.", True),
    ("I'll smack that dickhead.", True),
    ("Push that wanker off the pier.", True),
    ("Someone should phone that scumbag.", False),
    ("Shoot that prick an email about the rota.", False),
    ("Let's kill that twat's idea before the vote.", False),
])
def test_a_person_named_by_a_swear_word(text, threat):
    assert bool(_threats(text)) is threat, text


# A blow with a hard thing over a person's head, called for, wished or commanded (session 57); a ship's bow, an egg,
# a report and a lob over a head are not.
@pytest.mark.parametrize("text, threat", [
    ("Someone should break a brick over that bailiff's head.", True),
    ("I hope somebody breaks a kettle over his head.", True),
    ("Someone should break a bottle over the new boat.", False),
    ("Let's crack an egg on his head for the video.", False),
    ("He broke a bottle over a rival's head in 1998.", False),
])
def test_a_blow_with_a_hard_thing_over_a_head(text, threat):
    assert bool(_threats(text)) is threat, text


# The writer's violence offered as a pleasure, "would" and "'d" alike (session 57); the same openers before help, a
# contest or a message are not.
@pytest.mark.parametrize("text, threat", [
    ("I would be more than happy to shoot that landlord.", True),
    ("I'd love nothing more than to strangle him.", True),
    ("I would be glad to kill you.", True),
    ("I'd be more than happy to carry your bags.", False),
    ("I would love nothing more than to beat them in the final.", False),
])
def test_violence_offered_as_a_pleasure(text, threat):
    assert bool(_threats(text)) is threat, text


# What "your" or "her" owns decides whether a person is aimed at (session 57): the body, kin, life, an animal, the home
# or belongings threats name; a haircut, a coat, a wedding shoot or a score are things.
@pytest.mark.parametrize("text, threat", [
    ("I'll snap your neck.", True),
    ("I'll shoot your brother.", True),
    ("I'll smash your van.", True),
    ("I'll hang your corpse from the bridge.", True),
    ("I'll cut your fringe next week.", False),
    ("I'll hang her jacket on the hook.", False),
    ("I'll beat your lap record.", False),
    ("I'll kill her tomorrow.", True),
])
def test_what_a_possessive_owns(text, threat):
    assert bool(_threats(text)) is threat, text


# Fire set to a person, their home or belongings (torch, set fire to, firebomb), and "his" or "their" standing for
# their person where they own what does (session 57, round 3); a torch carried or passed, calories and a thing of
# theirs are not.
@pytest.mark.parametrize("text, threat", [
    ("I'll set fire to you.", True),
    ("Someone should torch their house.", True),
    ("Firebomb his garage.", True),
    ("I'll shoot their dogs.", True),
    ("She still carries a torch for him.", False),
    ("I'll burn their old photos for them.", False),
    ("Torch the leaves in the garden.", False),
    ("Cut his hair shorter.", False),
])
def test_fire_set_to_a_person_or_what_stands_for_them(text, threat):
    assert bool(_threats(text)) is threat, text


# An execution called for as what a person should face or get, or as swinging (session 57); the music, a tribunal,
# the death penalty, a golf swing and the writer's own hyperbole are not.
@pytest.mark.parametrize("text, threat", [
    ("The mayor should face the firing squad.", True),
    ("Those bankers should swing from a lamppost.", True),
    ("The mayor should face the music.", False),
    ("The mayor should face a tribunal.", False),
    ("The killer should face the death penalty.", False),
    ("You should swing from the hips, not the shoulders.", False),
])
def test_an_execution_faced_or_swung(text, threat):
    assert bool(_threats(text)) is threat, text


# The same pleasure with "will", "'ll", "am" and "'m" (session 57, round 2).
@pytest.mark.parametrize("text, threat", [
    ("I will be more than happy to stab that landlord.", True),
    ("I'm more than willing to shoot you.", True),
    ("I'll be more than happy to cut your hair.", False),
    ("I am more than happy to beat him at darts.", False),
])
def test_violence_offered_as_a_pleasure_with_will_or_am(text, threat):
    assert bool(_threats(text)) is threat, text


# The same execution called for on a person named by their name (session 57, round 2); the same name facing the
# music or a tribunal is not.
@pytest.mark.parametrize("text, threat", [
    ("Okonjo should face the firing squad.", True),
    ("Mr Reed should swing from a lamppost.", True),
    ("Okonjo should face the music.", False),
    ("Mr Reed should face a tribunal.", False),
])
def test_an_execution_called_for_on_a_named_person(text, threat):
    assert bool(_threats(text)) is threat, text


# A shooting said as popping or busting a cap in a person (session 57); a cap on a bottle or on rents is not.
@pytest.mark.parametrize("text, threat", [
    ("I'll bust a cap in him.", True),
    ("Someone should pop a cap in that landlord's head.", True),
    ("Pop a cap on the jar.", False),
    ("The council should put a cap on fares.", False),
])
def test_a_cap_in_a_person(text, threat):
    assert bool(_threats(text)) is threat, text


# A person hit or run over by a vehicle, called for, deserved or wished (session 58); an accident foretold, a report,
# a fine and a building knocked down are not.
@pytest.mark.parametrize("text, threat", [
    ("That councillor should get hit by a bus.", True),
    ("Hopefully the landlord gets run over by a lorry.", True),
    ("She deserves to be mowed down by a truck.", True),
    ("I wish you'd get hit by a train.", True),
    ("I'm scared the kids will get hit by a car on that bend.", False),
    ("My aunt was knocked down by a van and recovered.", False),
    ("Speeding drivers should be hit by a fine.", False),
    ("Hopefully the old depot gets knocked down by the council.", False),
])
def test_a_person_hit_or_run_over_by_a_vehicle(text, threat):
    assert bool(_threats(text)) is threat, text


# An execution wished on a person, and a grave danced on or a burial after the writer's want (session 58); the music,
# a match, a wedding and a team are not.
@pytest.mark.parametrize("text, threat", [
    ("I hope the mayor faces the gallows.", True),
    ("Hopefully that councillor swings from a rope.", True),
    ("I'd love to dance on her grave.", True),
    ("I can't wait to put him in the ground.", True),
    ("I hope the mayor faces the voters in May.", False),
    ("Hopefully the kids swing from the rope swing.", False),
    ("I'd love to dance at the party.", False),
    ("I can't wait to put him in goal on Sunday.", False),
])
def test_an_execution_wished_or_a_grave_danced_on(text, threat):
    assert bool(_threats(text)) is threat, text


# A person who should fry (the electric chair), called for or wished (session 58); food, a circuit and small fry are not.
@pytest.mark.parametrize("text, threat", [
    ("That landlord should fry for this.", True),
    ("The mayor deserves to fry in the electric chair.", True),
    ("I hope the councillors all fry.", True),
    ("The potatoes should fry for ten minutes.", False),
    ("She should fry the eggs in butter.", False),
    ("The fuse might fry if it rains.", False),
])
def test_a_person_who_should_fry(text, threat):
    assert bool(_threats(text)) is threat, text


# A person's fate wished, to hang, swing, fry or burn, after "want to see", "I'd really love to see" or "hopefully",
# or with what it is for after it (session 59); a thing burned or hung and the verbs' phrasal uses are no fate.
@pytest.mark.parametrize("text, threat", [
    ("I want to see that councillor hang.", True),
    ("Hopefully the chairman fries for what he did.", True),
    ("We'd really love to see the director swing.", True),
    ("Hopefully, the landlord burns for this.", True),
    ("I hope they burn the leaves on Sunday.", False),
    ("I want to see her burn through the field in the final lap.", False),
    ("Hopefully the new lights hang straight.", False),
    ("I hope he hangs on for the win.", False),
    ("I'd love to see the striker swing at that ball.", False),
    ("Hopefully the kids burn off some energy at the park.", False),
])
def test_a_persons_fate_wished(text, threat):
    assert bool(_threats(text)) is threat, text


# An idiom of killing or harm commanded after a first command joined by "and" or "then" (session 59); "them" there is
# what the first command named, a person only if it names one.
@pytest.mark.parametrize("text, threat", [
    ("Grab the mayor and put a bullet in her head.", True),
    ("Go to his office and knock his teeth out.", True),
    ("Hold him down, then set him on fire.", True),
    ("Round up the bankers and throw them in the river.", True),
    ("Grab the bins and throw them in the river.", False),
    ("Go to the shop and put your coat on the hook.", False),
    ("Fetch the carrots and put them in the pot.", False),
])
def test_an_idiom_commanded_after_a_first_command(text, threat):
    assert bool(_threats(text)) is threat, text


# Violence called for in the progressive after a call's modal and "be" (session 59); a film, a plan, a coat of paint
# and the writer's own future plans ("will be shooting") are not.
@pytest.mark.parametrize("text, threat", [
    ("Somebody should be stabbing that councillor.", True),
    ("We must be hanging the traitors, not jailing them.", True),
    ("They need to be shooting the looters.", True),
    ("We should be shooting the trailer next week.", False),
    ("I'll be shooting her wedding on Saturday.", False),
    ("Someone should be executing the new policy.", False),
    ("We should be hanging the lights before the party.", False),
])
def test_violence_called_for_in_the_progressive(text, threat):
    assert bool(_threats(text)) is threat, text


# A blow the writer would deal with a purpose or a place after "to" (session 59); a race, a contest and the curb are
# not blows.
@pytest.mark.parametrize("text, threat", [
    ("I would stab the mayor to make them listen.", True),
    ("I'd punch him to the ground.", True),
    ("I would strangle her to death.", True),
    ("I'd beat you to the car park.", False),
    ("I would kick that job to the curb.", False),
    ("I would beat them to the trophy this year.", False),
])
def test_a_blow_the_writer_would_deal_to_a_purpose(text, threat):
    assert bool(_threats(text)) is threat, text


# The writer's violence said as a purpose, "so (that) I/we can" (session 59); the same frame at traffic, a photograph
# or a process is not a threat, nor is "I can" alone (ability).
@pytest.mark.parametrize("text, threat", [
    ("Give me his address so I can kill him.", True),
    ("Hold her down so that we can stab her.", True),
    ("Open the gate so I can shoot the sunset.", False),
    ("Leave now so we can beat the rush.", False),
    ("I can kill a spider with one shoe.", False),
])
def test_the_writers_violence_as_a_purpose(text, threat):
    assert bool(_threats(text)) is threat, text


# A call for violence after a gathering joined by "and" (session 59); the same gathering before a game, a film or a
# clean-up is not a threat.
@pytest.mark.parametrize("text, threat", [
    ("Let's all get together and stab the landlord.", True),
    ("We should meet up tonight and kill him.", True),
    ("Let's get together and beat the other team.", False),
    ("Let's team up and shoot a music video.", False),
])
def test_a_call_for_violence_after_a_gathering(text, threat):
    assert bool(_threats(text)) is threat, text


# A wish to see a person "get" harmed (session 59); what a person gets that is no harm, and "shot down" or "knocked out
# of" a contest, are not.
@pytest.mark.parametrize("text, threat", [
    ("Can't wait to see the landlord get stabbed.", True),
    ("I'd pay good money to see that referee getting punched.", True),
    ("I want to see the councillor get shot down at the meeting.", False),
    ("I'd love to see them get knocked out of the cup.", False),
    ("Can't wait to see her get elected.", False),
])
def test_a_wish_to_see_a_person_get_harmed(text, threat):
    assert bool(_threats(text)) is threat, text


# A fall from a height or down the stairs, or a head cracked or hit, wished on a person (session 59); a price, a fall in
# love or from grace, and a wish that someone not fall are not.
@pytest.mark.parametrize("text, threat", [
    ("I hope the chairman falls off a cliff.", True),
    ("Hopefully she slips and falls down the stairs.", True),
    ("I hope he trips and cracks his skull.", True),
    ("I hope the shares fall off a cliff.", False),
    ("I hope she falls in love with the town.", False),
    ("I hope nobody falls down the stairs in the dark.", False),
])
def test_a_fall_or_a_head_injury_wished(text, threat):
    assert bool(_threats(text)) is threat, text


# Blows said as the writer's purpose (session 59); "them" after a purpose is a person only if the clause before names
# one, and a blow at a road, a ball or a drum is none.
@pytest.mark.parametrize("text, threat", [
    ("Hold the mayor still so I can kick him.", True),
    ("Bring them outside so we can slap them.", True),
    ("Buy some cream so I can whip it.", False),
    ("Grab the nails so I can hit them in.", False),
    ("Pass me the ball so I can kick it.", False),
])
def test_blows_as_the_writers_purpose(text, threat):
    assert bool(_threats(text)) is threat, text


@pytest.mark.parametrize("text", ["We'll find you a place to sit.", "I'll find your glasses, hang on.",
                                  "I'll track down your refund today.", "I'm going to find you the minutes."])
def test_a_thing_found_for_the_reader_is_no_intimidation(text):
    assert not _threats(text), text


@pytest.mark.parametrize("text", ["I will find you.", "We'll find you and make you pay.", "I'll find you soon.",
                                  "I'll find your house.", "We will track down your mother."])
def test_the_reader_or_their_relatives_found_is_intimidation(text):
    assert _threats(text), text
