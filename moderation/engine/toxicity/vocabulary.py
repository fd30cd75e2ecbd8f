"""Regex fragments of the rule families, built from the lexicon's word lists (models/lexicon.json)."""

from functools import lru_cache

from moderation.engine.toxicity.lexicon import alternation, entries, lexicon, slurs

B = r"(?<![\w-])"  # a word starts here
E = r"(?![\w-])"  # a word ends here
GAP = r"[^.!?;]{0,45}?"  # a few words within the clause


def participle(violence: str) -> str:
    """What violence said in the passive is done as ("be beaten" → "beaten", "get shot" → "shot"); "" if no passive."""
    return violence.split(" ", 1)[1] if violence.startswith(("be ", "get ", "gets ")) else ""


def listed(name: str) -> str:
    """A group of the lexicon list `name`'s entries, tried in the list's order (an earlier entry wins)."""
    return f"(?:{alternation(lexicon()[name], ordered=True)})"


@lru_cache(maxsize=1)
def fragments() -> dict[str, str]:
    """Named alternations: group, pronoun, aim, target, violent, modal, negator, positive and the lexicon's lists."""
    lex = lexicon()

    def ordered(name: str) -> str:
        return f"(?:{alternation(lex[name], ordered=True)})"

    slur = alternation(slurs().keys())
    group = (rf"(?:{alternation(lex['groups'])}|{ordered('group_adjectives')}\s+{ordered('group_adjective_nouns')}"
             rf"|{slur})")
    pronoun = ordered("pronouns")
    # Two participles joined by "and", the second of killing or harm ("be rounded up and shot", "be locked up and then
    # hanged"), a place after the first ("be dragged into the street and …"); after a seizure ("dragged", "tied up")
    # a plain harm too ("… and beaten", "… and burned": alone a game's or a cook's words). "shot" before "down", "up"
    # or "out" is an idiom ("debated and shot down").
    place = rf"(?:\s++{ordered('places_after_seizure')}\s++(?:[\w'-]+\s++){{0,2}}?[\w'-]+)?"
    first = (rf"(?:[a-z]+(?:ed|en)|caught|taken|put|thrown|held|led|brought|driven|sent)(?:\s++(?:up|out|down|off|"
             rf"away|back|in|outside|out\s++back))?")
    chained = (rf"be\s++(?:{first}{place}\s++and\s++(?:then\s++)?(?:{ordered('killing_participles')}|"
               rf"{ordered('harm_participles')})|{ordered('seizures_before_harm')}(?:\s++(?:out|away|back|outside|"
               rf"out\s++back))?{place}\s++and\s++(?:then\s++)?{ordered('harms_after_seizure')})(?![\w-])"
               rf"(?!\s++(?:down|up|out)\b)")
    # Bodily violence in the "get" passive ("deserves to get raped"); not "get shot of", "get killed off", "get shot
    # down", nor the progressive, which tells what is happening ("women are getting raped there").
    got = rf"(?:get|gets)\s++{ordered('get_passive_violence')}(?![\w-])(?!\s++(?:down|up|out|off|of)\b)"
    # A person thrown into water, off a height, out of a window or under a vehicle, in the passive ("should be thrown
    # in the river"); "thrown off the committee", "thrown a party" and "thrown in at the deep end" name no such place.
    art = r"(?:the|a|an)\s++(?:[\w-]+\s++)?"
    thrown = (rf"{ordered('throwing_participles')}\s++(?:(?:in|into)\s++{art}{ordered('waters')}"
              rf"|off\s++{art}{ordered('heights')}|out\s++of\s++{art}(?:window|plane|helicopter)"
              rf"|(?:under|in\s++front\s++of)\s++{art}{ordered('vehicles_run_under')})(?![\w-])")
    # A person hit or run over by a vehicle ("hit by a car", "run over by the number 12 bus"): the vehicle ends its noun
    # phrase ("hit by the bus lane fines" is no such harm).
    run_down = (rf"{ordered('vehicle_harms')}\s++by\s++(?:a|an|the|some)\s++(?:[\w-]+\s++){{0,2}}?{ordered('vehicles')}"
                rf"(?![\w-])(?!\s++(?!{ordered('after_a_vehicle')}(?![\w-]))[\w-])")
    # The writer offering violence as a pleasure ("I'd be more than happy to …"): factored regexes, before the modals.
    pleasure = "|".join(entries("pleasure_modals"))
    return {"group": group, "pronoun": pronoun, "slur": slur,
            # A derogation may aim at a group named elsewhere in the sentence through a pronoun.
            "aim": rf"(?:{group}|{pronoun})",
            "target": rf"(?:{group}|you|ya|u|them|they|those people|these people|him|her|he|she)",
            "group_adjective": ordered("group_adjectives"), "violent": rf"(?:{chained}|(?:(?:be|get|gets)\s++)?(?:{thrown}|{run_down})|{got}|{ordered('executions_suffered')}|{ordered('violent_verbs')})", "thrown": thrown, "run_down": run_down,
            "modal": rf"(?:{pleasure}|{ordered('modals')})", "negator": ordered("negators"), "positive": ordered("positive_traits"),
            "commands": alternation(lex["insult_commands"], ordered=True),
            "dehum": alternation(lex["dehumanising"]), "neg": alternation(lex["negative_attributes"]),
            "hate_verb": alternation(lex["hate_verbs"]), "feelings": alternation(lex["hate_feelings"]),
            "insults": alternation(lex["insults"])}


@lru_cache(maxsize=1)
def group_adjectives() -> frozenset[str]:
    """Adjective forms of groups ("muslim", "black"): a target that is one of these names a group."""
    return frozenset(lexicon()["group_adjectives"])
