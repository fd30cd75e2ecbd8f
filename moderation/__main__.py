"""`python -m moderation …` (see moderation.cli)."""

import sys

from moderation.cli import main

sys.exit(main())
