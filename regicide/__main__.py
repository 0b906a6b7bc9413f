"""`python -m regicide` runs the `regicide` command (and the built app's executable)."""

import multiprocessing
import sys

from regicide.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a frozen build's worker processes (simulate --workers)
    sys.exit(main())
