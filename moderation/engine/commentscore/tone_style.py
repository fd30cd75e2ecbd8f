"""The tone model's second view: the sentence's function words and punctuation, with content words masked.

Sarcasm and condescension live in words like "sure", "because", "so well", "really", "?" rather than in the
topic; masking the content ("Sure, because X X so well X X.") lets a small TF-IDF model see that shape on
sentences about any subject. Re-implements scikit-learn's TfidfVectorizer transform (1–3-grams, sublinear tf,
l2 norm) over the vocabulary saved by training/tone/train.py, which checks that the two agree.
"""

import math
import re

import numpy as np

FUNCTION_WORDS = frozenset("""i you he she it we they me him her us them my your his its our their this that these those a an
the and or but so because if then than as of to in on at for with by from about again ever never always really very just
sure yeah oh wow well right clearly obviously course what how why who nobody anyone everyone some no not don't can't won't
isn't is are was were be been will would could should must can do does did have has had i'm you're that's it's let
thanks thank great nice good brilliant wonderful perfect amazing lovely love next time last finally
such totally surely exactly knew know nothing says like imagine care cares please dear bother anyway whatever another
yet everything anything wonder shocked surprise coincidence guess apparently people even understand explain slowly simple
basic hard keep up read asked said one truly honestly actually wait possibly go wrong works work out matter worth
fantastic genius stunning ah gee yes ok okay fine cute adorable bless seriously kidding so much too all""".split())
_TOKEN = re.compile(r"[a-z']+|[?!.,:;]")


def masked(text: str) -> str:
    """The sentence as function words and punctuation, every other word replaced by X."""
    return " ".join(w if w in FUNCTION_WORDS or not w[0].isalpha() else "X" for w in _TOKEN.findall(text.lower()))


def tfidf(texts: list[str], vocabulary: dict[str, int], idf: np.ndarray) -> np.ndarray:
    """Rows of l2-normalised sublinear TF-IDF over 1–3-grams of the masked texts."""
    out = np.zeros((len(texts), len(idf)), dtype=np.float64)
    for row, text in enumerate(texts):
        tokens = masked(text).split()
        counts: dict[int, int] = {}
        for n in (1, 2, 3):
            for k in range(len(tokens) - n + 1):
                index = vocabulary.get(" ".join(tokens[k:k + n]))
                if index is not None:
                    counts[index] = counts.get(index, 0) + 1
        for index, count in counts.items():
            out[row, index] = (1.0 + math.log(count)) * idf[index]
        norm = np.linalg.norm(out[row])
        if norm > 0:
            out[row] /= norm
    return out
