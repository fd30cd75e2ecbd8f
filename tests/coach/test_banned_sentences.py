"""A sentence is put on a banned topic only when it names the topic or is clearly closer to it than to the article's
own subject (issue 26 item 9: "Still, I respect the cyclists who pushed for it." is no digression into parking)."""

from types import SimpleNamespace

from coach.sentences import banned_sentences

TITLE = "Harbour Street to get a protected bike lane"
DRAFT = ("Still, I respect the cyclists who pushed for it. The council should keep the car spaces outside the bakery. "
         "Removing parking will hurt the shops.")
# What the service measured for these sentences beside the demo article (engine.check_relevance_batch).
MEASURED = [{"parking": 0.3013, TITLE: 0.2945}, {"parking": 0.3303, TITLE: 0.246}, {"parking": 0.4459, TITLE: 0.4871}]


class _Service:
    def __init__(self):
        self.asked = None

    def relevance_batch(self, sentences, article_id, topics):
        self.asked = topics
        return SimpleNamespace(results=[SimpleNamespace(banned_topics=SimpleNamespace(banned_topics=["parking"]),
                                                        topic_similarity=sims) for sims in MEASURED[:len(sentences)]])


def test_only_sentences_about_the_topic_rather_than_the_article_are_flagged():
    service = _Service()
    found = banned_sentences(service, "a1", DRAFT, ["parking"], TITLE)
    assert service.asked == ["parking", TITLE]
    assert [sentence for sentence, _ in found] == ["The council should keep the car spaces outside the bakery.",
                                                   "Removing parking will hurt the shops."]  # closer, and named


def test_without_a_subject_the_services_verdict_stands():
    found = banned_sentences(_Service(), "a1", DRAFT, ["parking"])
    assert len(found) == 3
