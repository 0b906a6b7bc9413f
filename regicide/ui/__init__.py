"""Everything pygame. The engine knows nothing of this package."""

import os

# pygame prints a banner on import unless this is set; it must precede every pygame import.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
