"""What the table asks before a move that costs something the player cannot get back: a solo
Jester token (R-SOLO-1..5), or the medal (an undo that showed hidden cards, a hint, autoplay)."""

from __future__ import annotations

from regicide.games.regicide.engine import SOLO_TOKENS, Medal, SeatView
from regicide.games.regicide.narrate.marks import Help
from regicide.games.regicide.narrate.records import medal_name
from regicide.i18n import N_, _, ngettext

# -- before a Jester token ----------------------------------------------------------------------

#: translated where asked (N_)
TOKEN_QUESTION = N_("Spend a Jester token?")
TOKEN_YES = N_("Spend the token")
TOKEN_ALWAYS = N_("Spend it; don't ask again")
TOKEN_NO = N_("Keep my hand")
TOKEN_ALWAYS_ABOUT = N_("Spend it, and from now on flip tokens at once (Settings can ask again).")


def token_detail(view: SeatView, medal_at_stake: bool) -> str:
    """R-SOLO-3..5: what flipping a token does, what is left after it, and the medal a win
    would then earn (when one is still to be had)."""
    count = len(view.hand)
    left = view.tokens_left - 1
    if not count:
        detail = _("You discard your empty hand and draw a new hand of 8.")
    else:
        detail = ngettext(
            "You discard your {count} card and draw a new hand of 8.",
            "You discard your {count} cards and draw a new hand of 8.",
            count,
        ).format(count=count)
    if left:
        after = ngettext("{left} token will be left.", "{left} tokens will be left.", left)
    else:
        after = _("No token will be left.")
    detail = _("{discard} {after}").format(discard=detail, after=after.format(left=left))
    if medal_at_stake:
        used = SOLO_TOKENS - view.tokens_left
        medals = (Medal.GOLD, Medal.SILVER, Medal.BRONZE)
        now, then = medal_name(medals[used].value), medal_name(medals[used + 1].value)
        medal = _("A win would then earn {then}, not {now}.").format(then=then, now=now)
        detail = _("{discard} {after}").format(discard=detail, after=medal)
    return detail


# -- before the first help that costs the medal ---------------------------------------------------

MEDAL_QUESTION = N_("Give up the medal?")
MEDAL_NO = N_("Keep the medal")

#: Each help that costs the medal: what the warning says it does, and its button.
MEDAL_WARNINGS = {
    Help.UNDO: (
        N_(
            "This undo takes back a move that showed you hidden cards (a draw or a new enemy). "
            "The game is then assisted, and a win earns no medal."
        ),
        N_("Undo anyway"),
    ),
    Help.HINT: (
        N_(
            "A hint shows the computer's move for you. The game is then assisted, and a win "
            "earns no medal."
        ),
        N_("Show the hint"),
    ),
    Help.AUTOPLAY: (
        N_(
            "Autoplay lets the computer play for you. The game is then assisted, and a win "
            "earns no medal."
        ),
        N_("Start autoplay"),
    ),
}
