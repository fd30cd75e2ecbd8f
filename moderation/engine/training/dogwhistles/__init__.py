"""Building the dogwhistle lexicon and its vectors from the glossary."""
