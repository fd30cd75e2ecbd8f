"""Scores one chunk of rows: the same code runs in a local worker process and in a Ray actor."""

import pyarrow as pa

from moderation import engine
from moderation.batch import columns
from moderation.batch.cache import EmbeddingCache
from moderation.batch.config import BatchConfig
from moderation.batch.tables import texts_of, with_columns
from moderation.engine import Analysis, ArticleContext


class Scorer:
    """Loads the article and models once; each call adds the checks' columns to a table of rows."""

    def __init__(self, config: BatchConfig) -> None:
        self.config = config
        self.has_article = bool(config.article_text)
        self.article = engine.build_article(config.article_text) if self.has_article else ArticleContext(text="")
        self.cache = EmbeddingCache(config.embeddings_cache) if config.embeddings_cache else None
        self.fields = columns.output_fields(config.checks)

    def _analyses(self, texts: list[str]) -> list[Analysis]:
        """Batched embeddings for the chunk, read from the embeddings cache when it has them."""
        # The comment vector is read by the on-topic verdict and the other checks; banned topics alone need
        # only sentences. What is embedded here also fills the embedder's cache those checks read from.
        whole = self.has_article or any(check != "relevance" for check in self.config.checks)
        if self.cache is None:
            return engine.analyse_many(texts, whole)
        analyses = self.cache.load(texts)
        if analyses is None or (whole and not all(map(engine.has_comment_vector, analyses))):
            analyses = engine.analyse_many(texts, whole)
            self.cache.store(texts, analyses)
        return analyses

    def _score_row(self, text: str, relevance) -> dict:
        config, row = self.config, {}
        for check in config.checks:
            if check == "toxicity":
                row.update(columns.toxicity(engine.score_attributes(text, ["TOXICITY"])["TOXICITY"].score))
            elif check == "spam":
                row.update(columns.spam(engine.check_spam(text, self.article if self.has_article else None)))
            elif check == "relevance":
                row.update(columns.relevance(relevance, self.has_article))
            elif check == "dogwhistle":
                article = self.article if self.has_article else None
                row.update(columns.dogwhistle(engine.check_dogwhistle(text, article, config.sensitive_topics)))
            elif check == "commentscore":
                row.update(columns.commentscore(engine.score_comment(text, self.article if self.has_article else None)))
        return row

    def rows(self, texts: list[str | None]) -> list[dict]:
        """One dict of output columns per text; a blank text or a failed check gives a row with only `error`."""
        present = [i for i, t in enumerate(texts) if t and t.strip()]
        analyses = self._analyses([texts[i] for i in present]) if present else []
        relevance = (engine.check_relevance_many(analyses, self.article, self.config.banned_topics)
                     if "relevance" in self.config.checks else [None] * len(present))
        out: list[dict] = [{columns.ERROR_COLUMN: "empty comment"} for _ in texts]
        for index, result in zip(present, relevance):
            try:
                out[index] = {**self._score_row(texts[index], result), columns.ERROR_COLUMN: ""}
            except Exception as exc:  # one bad row must not stop an archive run; the row says why
                out[index] = {columns.ERROR_COLUMN: f"{type(exc).__name__}: {exc}"}
        return out

    def output_columns(self, texts: list[str | None]) -> dict[str, list]:
        """The checks' output columns for these texts, as plain lists (what a local worker sends back: no Arrow
        table crosses the process boundary, so workers never load pandas, which unpickling a table does)."""
        rows = self.rows(texts)
        return {field.name: [r.get(field.name) for r in rows] for field in self.fields}

    def __call__(self, table: pa.Table) -> pa.Table:
        """The table with the checks' columns appended (Ray's map_batches calls this with pyarrow batches)."""
        return with_columns(table, self.fields, self.output_columns(texts_of(table, self.config.text_column)))
