"""Machine-text likeness on passages written for these tests."""

from moderation.engine.core.analysis import analyse
from moderation.engine.llmdetect import detect_llm

ASSISTANT = (
    "It's important to note that remote work is a multifaceted issue. On the one hand, it offers flexibility and "
    "can foster a healthier balance between work and home. On the other hand, it may reduce spontaneous "
    "collaboration and mentoring. Furthermore, the impact generally depends on the industry, the team, and the "
    "individual. Moreover, companies must leverage the right tools to navigate this evolving landscape. In "
    "conclusion, there is no one-size-fits-all answer — it depends on the specific context."
)
MARKDOWN = (
    "## Key Benefits\n\n- **Flexibility:** Staff can set their own hours.\n- **Focus:** Many workers report fewer "
    "interruptions.\n- **Savings:** Firms spend less on office space.\n\nIn summary, remote work plays a crucial "
    "role in the modern workplace."
)
CASUAL = "lol no way thats true, i was there last week and the place was packed!! u guys are making stuff up"
HUMAN = ("I disagree with the mayor here. The bus lane on Elm Road cut my commute by ten minutes and the shops I use "
         "seem busier than before. Maybe the council should look at the numbers before scrapping it.")


def types(result):
    return {s.signal_type for s in result.signals_detected}


def test_assistant_paragraph_scores_high_with_signals_of_each_type():
    result = detect_llm(analyse(ASSISTANT))
    assert result.llm_likelihood >= 0.8
    assert {"word_frequency", "stylistic", "epistemic"} <= types(result)
    markdown = detect_llm(analyse(MARKDOWN))
    assert "structural" in types(markdown)
    assert markdown.llm_likelihood >= 0.6


def test_quotes_are_verbatim():
    for text in (ASSISTANT, MARKDOWN):
        for signal in detect_llm(analyse(text)).signals_detected:
            assert signal.quoted_text and signal.quoted_text in text
            assert signal.description


def test_specific_signals_are_found():
    result = detect_llm(analyse(ASSISTANT))
    quotes = {s.quoted_text for s in result.signals_detected}
    assert "multifaceted" in quotes and "Furthermore," in quotes
    assert any(s.description == "both-sides framing" for s in result.signals_detected)
    markdown = detect_llm(analyse(MARKDOWN))
    assert "## Key Benefits" in {s.quoted_text for s in markdown.signals_detected}


def test_casual_and_plain_human_comments_score_low():
    assert detect_llm(analyse(CASUAL)).llm_likelihood < 0.1
    assert detect_llm(analyse(HUMAN)).llm_likelihood < 0.3


def test_short_text_gets_low_confidence():
    short = detect_llm(analyse("Nice piece, thanks."))
    long = detect_llm(analyse(ASSISTANT))
    assert short.confidence < 0.35 < long.confidence
    assert "short" in short.reasoning


def test_enumerated_prose_answer_scores_high():
    text = ("Great question! Solar panels offer several advantages. First, they cut the monthly power bill once "
            "installed. Second, they need very little upkeep over their lifetime. Third, they raise the resale "
            "value of a house. Ultimately, the right choice depends on your roof, your budget, and your region.")
    result = detect_llm(analyse(text))
    assert result.llm_likelihood >= 0.7
    assert any(s.description.startswith("enumerated prose") for s in result.signals_detected)
