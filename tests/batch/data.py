"""Small comment archives written for the batch tests (no shared data)."""

import csv
from pathlib import Path

ARTICLE = ("Riverton council has approved a new footbridge across the Calder river. The bridge will cost 4.2 million "
           "pounds and is expected to open next spring. Mayor Linda Okafor said the crossing would cut walking times "
           "to the station by twenty minutes. Some residents have objected to the loss of trees on the east bank.")
TOPICS = ("politics", "sports", "cryptocurrency", "religion")
COMMENTS = (
    "The footbridge is a good idea, walking to the station takes far too long today.",
    "Four million pounds for a bridge? The council should fix the potholes first. Vote them out at the election.",
    "Did anyone watch the football last night? What a goal from the striker.",
    "Buy bitcoin now, my crypto wallet doubled in a week! Follow the link in my profile.",
    "Losing the trees on the east bank is sad. I hope they plant new ones.",
    "The church choir sang beautifully on Sunday. Faith keeps our town together.",
    "You people are idiots if you think this bridge will ever open on time.",
    "Cyclists and pedestrians sharing one deck sounds dangerous for children.",
    "The mayor only wants the bridge to win votes before the next election.",
    "Great weather for a walk by the river this weekend.",
)


def write_archive(folder: Path, comments=COMMENTS, blank_at: int | None = 3) -> dict[str, Path]:
    """comments.csv (id, comment; one blank comment), article.txt and topics.txt in `folder`."""
    rows = [(i, c) for i, c in enumerate(comments)]
    if blank_at is not None:
        rows.insert(blank_at, (len(rows), "   "))
    with open(folder / "comments.csv", "w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["id", "comment"])
        writer.writerows(rows)
    (folder / "article.txt").write_text(ARTICLE)
    (folder / "topics.txt").write_text("# banned on this site\n" + "\n".join(TOPICS) + "\n\n")
    return {"csv": folder / "comments.csv", "article": folder / "article.txt", "topics": folder / "topics.txt"}
