"""What the table asks before a move that costs something the player cannot get back: a solo
Jester token (R-SOLO-1..5), or the medal (an undo that showed hidden cards, a hint, autoplay)."""

from __future__ import annotations

from regicide.games.regicide.engine import SOLO_TOKENS, Medal, SeatView
from regicide.games.regicide.narrate.marks import Help

# -- before a Jester token ----------------------------------------------------------------------

TOKEN_QUESTION = "Spend a Jester token?"
TOKEN_YES = "Spend the token"
TOKEN_ALWAYS = "Spend it; don't ask again"
TOKEN_NO = "Keep my hand"
TOKEN_ALWAYS_ABOUT = "Spend it, and from now on flip tokens at once (Settings can ask again)."


def token_detail(view: SeatView, medal_at_stake: bool) -> str:
    """R-SOLO-3..5: what flipping a token does, what is left after it, and the medal a win
    would then earn (when one is still to be had)."""
    count = len(view.hand)
    hand = f"your {count} card{'s' if count != 1 else ''}" if count else "your empty hand"
    left = view.tokens_left - 1
    after = f"{left} token will be left" if left == 1 else f"{left or 'no'} tokens will be left"
    detail = f"You discard {hand} and draw a new hand of 8; {after}."
    if medal_at_stake:
        used = SOLO_TOKENS - view.tokens_left
        medals = (Medal.GOLD, Medal.SILVER, Medal.BRONZE)
        now, then = medals[used].value.title(), medals[used + 1].value.title()
        detail += f" A win would then earn {then}, not {now}."
    return detail


# -- before the first help that costs the medal ---------------------------------------------------

MEDAL_QUESTION = "Give up the medal?"
MEDAL_NO = "Keep the medal"

#: Each help that costs the medal: what the warning says it does, and its button.
MEDAL_WARNINGS = {
    Help.UNDO: (
        "This undo takes back a move that showed you hidden cards (a draw or a new enemy). "
        "The game is then assisted, and a win earns no medal.",
        "Undo anyway",
    ),
    Help.HINT: (
        "A hint shows the computer's move for you. The game is then assisted, and a win "
        "earns no medal.",
        "Show the hint",
    ),
    Help.AUTOPLAY: (
        "Autoplay lets the computer play for you. The game is then assisted, and a win earns "
        "no medal.",
        "Start autoplay",
    ),
}
