"""Leave-one-video-out harness for spam model variants (benchmarks/CHOICES.md, issue 9 second round): prints the
accuracy on each left-out video, its false positives / negatives and the mean. Reproduces `bench_spam` for `{}`.

usage: PYTHONPATH=. python -m benchmarks.spam_variants '{"name": {config}, ...}'
config keys: blocks (word, char, emb, word_norm, char_norm, char25, char_lower, tfidf_charwb, tfidf_word), scales,
text ([lr|lr_nobal|lr_l1|svm|svm_hinge|svm_l1|nblr, C]), sms, balance_videos, oof ("group"), seed, split_models,
ensemble ([[kind, C], ...]), comb ("hgb"|"balanced"|"youtube_only"), comb_C, nested_threshold, cross_group, length,
knn, prototypes (1|2)."""
import re, sys, time, json
import numpy as np
from scipy import sparse
from sklearn.linear_model import LogisticRegression
from sklearn.svm import LinearSVC
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.model_selection import StratifiedKFold
from moderation.engine.spam import model as M
from moderation.engine.training.spam import train as T
from moderation.engine.training.common import embed_comments_cached, data_dir
from moderation.engine.core.splits import is_validation

data = T.load(data_dir())
N = len(data.texts)
emb = embed_comments_cached(data.texts)
base = M.featurise(data.texts, emb).tocsc()
H = 1 << M._HASH_BITS
WORD, CHAR, EMB = base[:, :H].tocsr(), base[:, H:2 * H].tocsr(), base[:, 2 * H:].tocsr()
SIG = M.signal_matrix(data.texts)
youtube = data.source == "youtube"
sms_held = (data.source == "sms") & np.array([is_validation(t) for t in data.texts])
VIDEOS = sorted(set(data.video[youtube]))

_URL = re.compile(r"(?:https?://|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|info|biz|io|co|uk|ru|tk|ly|me|tv|xyz|gl|gd|us|de)\b(?:/\S*)?", re.I)
_NUM = re.compile(r"\d+(?:[.,]\d+)*")
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]")
_REPEAT = re.compile(r"(\w)\1{2,}")
def normalise(t):
    t = _URL.sub(" urltoken ", t)
    t = _EMOJI.sub(" emojitoken ", t)
    t = _NUM.sub(" numtoken ", t)
    return _REPEAT.sub(r"\1\1", t)

def hashed_word(texts):
    rows = []
    for t in texts:
        c, v = M._normalised(M._word_buckets(t), 0)
        rows.append((c, v))
    ind = np.concatenate([r[0] for r in rows]); val = np.concatenate([r[1] for r in rows])
    ptr = np.cumsum([0] + [len(r[0]) for r in rows])
    return sparse.csr_matrix((val, ind, ptr), shape=(len(texts), H))

def hashed_char(texts, rng):
    old = M._CHAR_RANGE; M._CHAR_RANGE = rng
    try:
        rows = [M._normalised(M._char_buckets(t), 0) for t in texts]
    finally:
        M._CHAR_RANGE = old
    ind = np.concatenate([r[0] for r in rows]); val = np.concatenate([r[1] for r in rows])
    ptr = np.cumsum([0] + [len(r[0]) for r in rows])
    return sparse.csr_matrix((val, ind, ptr), shape=(len(texts), H))

_cache = {}
def block(name):
    if name not in _cache:
        if name == "word": _cache[name] = WORD
        elif name == "char": _cache[name] = CHAR
        elif name == "emb": _cache[name] = EMB
        elif name == "word_norm": _cache[name] = hashed_word([normalise(t) for t in data.texts])
        elif name == "char_norm": _cache[name] = hashed_char([normalise(t) for t in data.texts], (2, 4))
        elif name == "char25": _cache[name] = hashed_char(data.texts, (2, 5))
        elif name == "char_lower": _cache[name] = hashed_char([t.lower() for t in data.texts], (2, 4))
    return _cache[name]

def features(blocks, train_mask, scales=None):
    mats = []
    for b in blocks:
        if b.startswith("tfidf_charwb"):
            vec = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True, min_df=2, lowercase=True,
                                  dtype=np.float32)
            vec.fit([t for t, k in zip(data.texts, train_mask) if k])
            mats.append(vec.transform(data.texts))
        elif b.startswith("tfidf_word"):
            vec = TfidfVectorizer(token_pattern=r"\w+|[^\w\s]", ngram_range=(1, 2), sublinear_tf=True, min_df=1,
                                  dtype=np.float32, preprocessor=(lambda t: normalise(t).lower()) if b.endswith("norm") else None)
            vec.fit([t for t, k in zip(data.texts, train_mask) if k])
            mats.append(vec.transform(data.texts))
        else:
            mats.append(block(b))
    if scales:
        mats = [m * sc for m, sc in zip(mats, scales)]
    return sparse.hstack(mats).tocsr()

class Margin:
    def __init__(self, m): self.m = m
    def decision_function(self, X): return self.m.decision_function(X)

def fit_text(kind, C):
    def f(X, y, w):
        if kind == "lr":
            return LogisticRegression(C=C, solver="liblinear", max_iter=2000, class_weight="balanced").fit(X, y, sample_weight=w)
        if kind == "svm":
            return LinearSVC(C=C, class_weight="balanced", max_iter=20000).fit(X, y, sample_weight=w)
        if kind == "svm_hinge":
            return LinearSVC(C=C, loss="hinge", class_weight="balanced", max_iter=50000).fit(X, y, sample_weight=w)
        if kind == "svm_l1":
            return LinearSVC(C=C, penalty="l1", dual=False, class_weight="balanced", max_iter=20000).fit(X, y, sample_weight=w)
        if kind == "lr_nobal":
            return LogisticRegression(C=C, solver="liblinear", max_iter=2000).fit(X, y, sample_weight=w)
        if kind == "lr_l1":
            return LogisticRegression(C=C, penalty="l1", solver="liblinear", max_iter=2000, class_weight="balanced").fit(X, y, sample_weight=w)
        if kind == "nblr":  # NB-LR (Wang & Manning 2012): scale features by the weighted log-count ratio
            Xb = abs(X)
            p = np.asarray(Xb[y == 1].T @ w[y == 1]).ravel() + 1.0
            q = np.asarray(Xb[y == 0].T @ w[y == 0]).ravel() + 1.0
            r = np.log((p / p.sum()) / (q / q.sum()))
            D = sparse.diags(r)
            m = LogisticRegression(C=C, solver="liblinear", max_iter=2000, class_weight="balanced").fit(X @ D, y, sample_weight=w)
            class NB:
                def decision_function(self, Z): return m.decision_function(Z @ D)
            return NB()
    return f

_WORDS = re.compile(r"\w+")
SPAM_PROTOTYPES = [
    "Check out my channel and subscribe, I upload new videos every week.",
    "Please visit my website for more, link in my profile.",
    "Follow me on Instagram and I will follow you back.",
    "Make money from home, I earn hundreds of dollars a day with this simple method.",
    "Win a free gift card now, click the link to claim your prize.",
    "Like this comment so everyone can see it.",
    "Hey guys, I am a new singer, please listen to my song and share it.",
    "Sub to my channel and I will sub back to yours.",
    "Free followers and views, go to my page now.",
    "Hot singles in your area, message me for a date.",
    "Buy cheap products with a big discount at our online shop today.",
    "Help me reach one thousand subscribers, it would mean a lot.",
]
HAM_PROTOTYPES = [
    "I really enjoyed this, thanks for sharing.",
    "I disagree with the point made here, the evidence says otherwise.",
    "This brings back so many memories.",
    "Who else is watching this today?",
    "The second part was the best bit for me.",
    "I don't understand why people dislike this.",
]
def prototype_col():
    P = embed_comments_cached(SPAM_PROTOTYPES); Q = embed_comments_cached(HAM_PROTOTYPES)
    nrm = lambda A: A / np.linalg.norm(A, axis=1, keepdims=True).clip(1e-6)
    E, P, Q = nrm(emb), nrm(P), nrm(Q)
    return (E @ P.T).max(axis=1), (E @ Q.T).max(axis=1)

def extra_cols(cfg):
    cols = []
    if cfg.get("prototypes"):
        sp, hp = prototype_col()
        cols.append(sp)
        if cfg["prototypes"] == 2:
            cols.append(hp)
    if cfg.get("length"):
        cols.append(np.log1p([len(_WORDS.findall(t)) for t in data.texts]))
    return np.column_stack(cols) if cols else np.zeros((N, 0))

def run(cfg):
    blocks = cfg.get("blocks", ["word", "char", "emb"])
    kind, C = cfg.get("text", ("lr", 8.0))
    ft = fit_text(kind, C)
    out = {}
    for video in VIDEOS:
        held = data.video == video
        tr = ~held & ~sms_held
        X = features(blocks, tr, cfg.get("scales"))
        idx = np.where(tr)[0]
        y = data.labels[idx]
        w = np.where(data.source[idx] == "sms", cfg.get("sms", 0.25), 1.0)
        if cfg.get("balance_videos"):
            vids = data.video[idx]
            counts = {v: (vids == v).sum() for v in set(vids[data.source[idx] == "youtube"])}
            mean = np.mean(list(counts.values()))
            w = w * np.array([mean / counts[v] if v in counts else 1.0 for v in vids])
        if cfg.get("cross_group"):
            nW = X.shape[1] - EMB.shape[1]
            grp = np.where(data.source[idx] == "sms", "sms", data.video[idx])
            present = np.zeros(X.shape[1], dtype=int)
            for g in set(grp):
                present += (np.asarray((X[idx[grp == g]] != 0).sum(axis=0)).ravel() > 0)
            keep = (present >= cfg["cross_group"]) | (np.arange(X.shape[1]) >= nW)
            X = (X @ sparse.diags(keep.astype(np.float32))).tocsr()
        Xt = X[idx]
        # out-of-fold text logits for the combiner
        if cfg.get("oof") == "group":
            vids = data.video[idx]
            rng = np.random.RandomState(1234)
            groups = np.where(data.source[idx] == "sms", "sms" + rng.randint(0, 3, len(idx)).astype(str), vids)
            splits = [(np.where(groups != g)[0], np.where(groups == g)[0]) for g in sorted(set(groups))]
        else:
            splits = list(StratifiedKFold(n_splits=5, shuffle=True, random_state=cfg.get("seed", 1234)).split(Xt, y))
        ncols = cfg.get("split_models") and 2 or 1
        if cfg.get("ensemble"):
            ncols = 2
        oof = np.zeros((len(idx), ncols))
        def text_logits(model_set, Xa):
            return np.column_stack([m.decision_function(Xa[:, cols]) for m, cols in model_set])
        nW = X.shape[1] - EMB.shape[1]
        colsets = [np.arange(X.shape[1])] if ncols == 1 else [np.arange(nW), np.arange(nW, X.shape[1])]
        def fit_set(Xa, ya, wa):
            if cfg.get("ensemble"):
                return [(fit_text(*k)(Xa, ya, wa), np.arange(Xa.shape[1])) for k in cfg["ensemble"]]
            return [(ft(Xa[:, c], ya, wa), c) for c in colsets]
        for a, b in splits:
            oof[b] = text_logits(fit_set(Xt[a], y[a], w[a]), Xt[b])
        full = fit_set(Xt, y, w)
        extra = extra_cols(cfg)
        if cfg.get("knn"):
            k = cfg["knn"]
            E = emb / np.linalg.norm(emb, axis=1, keepdims=True).clip(1e-6)
            def knn(tr_ids, q_ids):
                S = E[q_ids] @ E[tr_ids].T
                ys = data.labels[tr_ids]
                top = lambda M: -np.sort(-M, axis=1)[:, :k].mean(axis=1)
                return top(S[:, ys == 1]) - top(S[:, ys == 0])
            kcol = np.zeros(N)
            for a, b in splits:
                kcol[idx[b]] = knn(idx[a], idx[b])
            kcol[np.where(held)[0]] = knn(idx, np.where(held)[0])
            extra = np.column_stack([extra, kcol])
        comb_in = np.column_stack([oof, SIG[idx], extra[idx]])
        if cfg.get("comb") == "hgb":
            from sklearn.ensemble import HistGradientBoostingClassifier
            comb = HistGradientBoostingClassifier(max_depth=3, max_iter=200, learning_rate=0.05, random_state=0).fit(comb_in, y, sample_weight=w)
        elif cfg.get("comb") == "balanced":
            comb = LogisticRegression(C=cfg.get("comb_C", 1.0), max_iter=2000, class_weight="balanced").fit(comb_in, y, sample_weight=w)
        elif cfg.get("comb") == "youtube_only":
            yt = data.source[idx] == "youtube"
            comb = LogisticRegression(C=cfg.get("comb_C", 1.0), max_iter=2000).fit(comb_in[yt], y[yt])
        else:
            comb = LogisticRegression(C=cfg.get("comb_C", 1.0), max_iter=2000).fit(comb_in, y, sample_weight=w)
        thr = 0.5
        if cfg.get("nested_threshold"):
            # out-of-fold combiner probabilities on the training rows (same folds), threshold maximising YouTube accuracy
            p = np.zeros(len(idx))
            for a, b in splits:
                c2 = LogisticRegression(C=cfg.get("comb_C", 1.0), max_iter=2000).fit(comb_in[a], y[a], sample_weight=w[a])
                p[b] = c2.predict_proba(comb_in[b])[:, 1]
            yt = data.source[idx] == "youtube"
            grid = np.arange(0.2, 0.81, 0.02)
            accs = [((p[yt] >= g) == y[yt]).mean() for g in grid]
            thr = float(grid[int(np.argmax(accs))])
        hi = np.where(held)[0]
        prob = comb.predict_proba(np.column_stack([text_logits(full, X[hi]), SIG[hi], extra[hi]]))[:, 1]
        pred = (prob >= thr).astype(int)
        yh = data.labels[hi]
        out[video] = dict(acc=float((pred == yh).mean()), fp=int(((pred == 1) & (yh == 0)).sum()),
                          fn=int(((pred == 0) & (yh == 1)).sum()), thr=thr)
    return out

if __name__ == "__main__":
    variants = json.loads(sys.argv[1])
    for name, cfg in variants.items():
        t = time.process_time()
        r = run(cfg)
        accs = [r[v]["acc"] for v in VIDEOS]
        print(f"{name:<28} " + " ".join(f"{r[v]['acc']:.3f}(fp{r[v]['fp']},fn{r[v]['fn']},t{r[v]['thr']:.2f})" for v in VIDEOS)
              + f" mean={np.mean(accs):.4f} min={min(accs):.3f} cpu={time.process_time()-t:.0f}s", flush=True)
