"""The lexicon's categories (whose in-group a coded term signals to): descriptions, topic words, group words, harm."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Category:
    """One persona/in-group category, described in the project's own words."""

    description: str  # embedded, to map free-text sensitive topics onto the category
    topic_words: tuple[str, ...]  # words of a caller's sensitive topic that select this category
    group_words: tuple[str, ...]  # references to the group the coded term aims at (context evidence)
    harm: float  # base harm of the category (see docs/engine-dogwhistles-llmdetect.md)


_RACE = ("black", "blacks", "african", "african-american", "african-americans", "minorities", "minority",
         "nonwhite", "non-white", "race", "racial", "people of color", "poc")
_JEWS = ("jew", "jews", "jewish", "judaism", "israel", "israeli", "zionism", "rabbi", "synagogue", "semitic")
_TRANS = ("trans", "transgender", "transgenders", "transwomen", "transwoman", "trans women", "trans men",
          "nonbinary", "non-binary", "gender identity", "pronouns", "transition", "transitioning")
_GAY = ("gay", "gays", "lesbian", "lesbians", "homosexual", "homosexuals", "queer", "lgbt", "lgbtq", "bisexual")
_MUSLIMS = ("muslim", "muslims", "islam", "islamic", "mosque", "mosques", "arab", "arabs", "quran")
_LATINO = ("latino", "latinos", "latina", "hispanic", "hispanics", "mexican", "mexicans", "immigrant", "immigrants",
           "migrant", "migrants", "border")
_ASIAN = ("asian", "asians", "chinese", "china", "indian", "indians")
_WHITE = ("white", "whites", "white people", "race", "aryan", "europeans", "western civilization", "nation")

CATEGORIES: dict[str, Category] = {
    "racist": Category("racism against Black people and other racial minorities; race, crime and welfare stereotypes",
                       ("race", "racism", "racial", "black", "african american", "civil rights", "ethnicity",
                        "minorities", "policing", "crime", "welfare"), _RACE, 0.65),
    "antisemitic": Category("antisemitism; hostility toward Jewish people; conspiracy theories of Jewish control",
                            ("antisemitism", "anti-semitism", "jews", "jewish", "judaism", "israel", "holocaust",
                             "conspiracy", "religion"), _JEWS, 0.7),
    "transphobic": Category("transphobia; hostility toward transgender people and their rights",
                            ("trans", "transgender", "gender", "gender identity", "lgbtq", "lgbt", "lgbtqia",
                             "pronouns", "sexuality", "women's rights"), _TRANS, 0.6),
    "white supremacist": Category("white supremacy, white nationalism, neo-Nazi and far-right extremist signals",
                                  ("white supremacy", "white nationalism", "extremism", "nazi", "neo-nazi", "race",
                                   "racism", "far right", "far-right", "hate groups", "fascism"), _WHITE, 0.75),
    "Islamophobic": Category("Islamophobia; hostility toward Muslims and Islam",
                             ("islam", "muslim", "muslims", "islamophobia", "religion", "terrorism", "immigration",
                              "refugees", "middle east"), _MUSLIMS, 0.65),
    "conservative": Category("conservative political signalling in partisan debate",
                             ("politics", "elections", "conservatism", "republicans", "partisan"), (), 0.25),
    "anti-liberal": Category("contempt for liberals and progressives in partisan debate",
                             ("politics", "liberals", "progressives", "the left", "partisan"), ("liberals", "leftists",
                                                                                               "progressives"), 0.3),
    "anti-Latino": Category("hostility toward Latino and Hispanic people and immigrants from Latin America",
                            ("immigration", "immigrants", "latino", "latinos", "hispanic", "mexico", "border",
                             "migrants", "race", "racism"), _LATINO, 0.65),
    "homophobic": Category("homophobia; hostility toward gay and lesbian people and same-sex marriage",
                           ("lgbtq", "lgbt", "gay", "lesbian", "homosexuality", "same-sex marriage", "sexuality",
                            "homophobia", "marriage equality"), _GAY, 0.6),
    "anti-vax": Category("opposition to vaccines and vaccine mandates", ("vaccines", "vaccination", "covid",
                                                                         "public health", "health", "medicine"),
                         (), 0.35),
    "climate change denier": Category("denial or minimisation of climate change", ("climate", "climate change",
                                                                                   "global warming", "environment",
                                                                                   "science"), (), 0.3),
    "religious": Category("religious in-group signalling among evangelical Christians", ("religion", "christianity",
                                                                                         "faith", "church"), (), 0.1),
    "anti-Asian": Category("hostility toward Asian people, including blame for disease",
                           ("asian", "asians", "china", "chinese", "covid", "pandemic", "race", "racism", "india"),
                           _ASIAN, 0.65),
    "anti-LGBTQ": Category("hostility toward LGBTQ people, casting them as predators",
                           ("lgbtq", "lgbt", "gay", "lesbian", "trans", "transgender", "sexuality", "queer",
                            "children", "education"), _GAY + _TRANS, 0.7),
    "liberal": Category("liberal political signalling in partisan debate", ("politics", "partisan", "democrats",
                                                                            "liberalism"), (), 0.15),
    "xenophobic": Category("hostility toward immigrants and foreigners", ("immigration", "immigrants", "migrants",
                                                                          "refugees", "foreigners", "asylum",
                                                                          "border", "xenophobia"), _LATINO + _MUSLIMS,
                           0.6),
    "anti-GMO": Category("opposition to genetically modified food", ("gmo", "food", "agriculture", "farming",
                                                                     "genetic engineering"), (), 0.15),
    "misogynistic": Category("misogyny; hostility toward women", ("women", "misogyny", "sexism", "feminism", "gender",
                                                                  "domestic violence"), ("women", "girls", "females",
                                                                                         "feminists"), 0.6),
}

UNKNOWN = Category("coded language", (), (), 0.4)


def category(name: str) -> Category:
    """The category record (a neutral default for names the table does not know)."""
    return CATEGORIES.get(name, UNKNOWN)
