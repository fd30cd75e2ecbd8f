"""`python -m moderation batch score …`: the argument parser and the dispatch to the local or Ray runner."""

import argparse

from moderation.batch.config import CHECKS, BatchConfig, BatchError, parse_checks, read_article, read_list
from moderation.batch.io import file_format


def add_parser(commands) -> None:
    """Add `batch score` to the CLI's subcommands."""
    batch = commands.add_parser("batch", help="score comment archives").add_subparsers(
        dest="action", required=True, parser_class=commands._parser_class)  # the CLI's JSON-error parser
    score = batch.add_parser("score", help="score every row of a CSV or Parquet file (see docs/batch.md)")
    score.add_argument("input", help="a .csv or .parquet file of comments")
    score.add_argument("--out", required=True, help="the .csv or .parquet file to write (a directory with --ray)")
    score.add_argument("--text-column", default="comment")
    score.add_argument("--article", help="the article the comments were written under (text file)")
    score.add_argument("--banned-topics", help="a file of banned topics, one per line")
    score.add_argument("--sensitive-topics", help="a file of sensitive topics for the dogwhistle check, one per line")
    score.add_argument("--checks", default=",".join(CHECKS), help=f"comma-separated, from {','.join(CHECKS)}")
    score.add_argument("--workers", type=int, help="worker processes (default: the core count); Ray actors with --ray")
    score.add_argument("--ray", metavar="ADDRESS", help="run on a Ray cluster (an address, or auto)")
    score.add_argument("--embeddings-cache", metavar="DIR", help="keep comment embeddings here and reuse them")
    score.add_argument("--chunk-rows", type=int, default=256, help=argparse.SUPPRESS)
    score.add_argument("--quiet", action="store_true", help="no progress bar")


def config_from(args) -> BatchConfig:
    """Validate the options and read the article and topic files."""
    checks = parse_checks(args.checks)
    file_format(args.input)
    if not args.ray:
        file_format(args.out)
    if args.workers is not None and args.workers < 1:
        raise BatchError("--workers must be at least 1")
    if args.chunk_rows < 1:
        raise BatchError("--chunk-rows must be at least 1")
    return BatchConfig(text_column=args.text_column, checks=checks, article_text=read_article(args.article),
                       banned_topics=read_list(args.banned_topics), sensitive_topics=read_list(args.sensitive_topics),
                       embeddings_cache=args.embeddings_cache, chunk_rows=args.chunk_rows)


def run(args) -> dict:
    """Run the scoring and return the summary the CLI prints."""
    config = config_from(args)
    if args.ray:
        from moderation.batch.ray_runner import run_ray
        return run_ray(args.input, args.out, config, args.ray, args.workers)
    from moderation.batch.runner import run_local
    return run_local(args.input, args.out, config, args.workers, progress=not args.quiet)
