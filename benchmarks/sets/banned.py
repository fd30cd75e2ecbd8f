"""Banned-topic set: sentences about a topic (with or without its keywords), and spam and unrelated sentences
that must never be reported as any banned topic (written for the project)."""

from moderation.engine.training.generated import fill, split_of

TOPICS = ["immigration", "politics", "religion", "sports", "cryptocurrency", "vaccines"]
SLOTS = {
    "site": ["www.easy-cash.biz", "bit.ly/3xYz", "cheap-deals.shop", "my profile", "the link in my bio"],
    "item": ["watches", "sunglasses", "phone cases", "vitamins", "sneakers", "followers"],
    "pay": ["Visa", "PayPal", "Mastercard", "gift cards"],
    "thing": ["my garden", "the new café", "my puppy", "the bakery's croissants", "my commute", "the library"],
}
ABOUT = {
    "immigration": ["Asylum seekers wait months for a decision.", "The government wants to deport more people who overstayed.",
                    "My parents crossed the border with nothing and built a life here.",
                    "Newcomers from abroad keep our hospitals running.", "The refugee camp on the island is overcrowded."],
    "politics": ["The senator will lose the next election.", "Parliament passed the bill by three votes.",
                 "Both parties are fighting over the budget in congress.", "The prime minister should resign.",
                 "Voters are tired of the same candidates."],
    "religion": ["Our church holds a service every Sunday.", "Faith gives many people comfort in hard times.",
                 "The mosque opened its doors to neighbours for iftar.", "I stopped believing in God as a teenager.",
                 "The bishop spoke about forgiveness."],
    "sports": ["The striker scored twice in the second half.", "Our team finally won the league.",
               "The referee missed an obvious penalty.", "She trains for the marathon every morning.",
               "The match went to extra time."],
    "cryptocurrency": ["Bitcoin lost a third of its value this month.", "I keep my coins in a cold wallet.",
                       "The exchange froze withdrawals of tokens.", "Mining rigs use a lot of electricity.",
                       "People buy digital coins hoping to get rich."],
    "vaccines": ["I got my booster shot yesterday.", "The jab made my arm sore for a day.",
                 "Kids need their measles shots before school.", "Some parents refuse immunisation for their children.",
                 "The flu shot is free for pensioners."],
}
NEVER = [
    "Earn $500 a day from home! Click here {site}", "Cheap {item} at {site}, pay with {pay}!", "Visit {site} for free {item}.",
    "I made $3000 last week working from home, details at {site}", "Limited offer: buy two {item}, get one free, {site}",
    "Subscribe to my channel for daily giveaways!", "DM me for the best prices on {item}.",
    "I love {thing}, it makes my day.", "It rained all weekend so I stayed in with {thing}.",
    "Does anyone know when {thing} opens?", "The photos of {thing} are lovely.", "My cousin fixed {thing} last week.",
]


def banned_set(per_template: int = 3) -> list[dict]:
    """Rows {text, topic ("" = none), split}: each ABOUT sentence with its topic, each NEVER sentence with none."""
    rows = [{"text": t, "topic": topic, "split": split_of(t)} for topic, texts in ABOUT.items() for t in texts]
    rows += [{"text": t, "topic": "", "split": split_of(tpl)} for t, tpl in fill(NEVER, SLOTS, per_template)]
    return rows
