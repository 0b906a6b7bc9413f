"""`python -m regicide` runs the `regicide` command."""

import sys

from regicide.cli import main

sys.exit(main())
