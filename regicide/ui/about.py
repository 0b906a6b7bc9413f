"""The About page: the program, its version, the games it plays and whose they are, and the
licence of every bundled asset."""

from __future__ import annotations

from regicide import __version__
from regicide.games.registry import GAMES
from regicide.i18n import _, owned, word_list


def about_sections() -> list[tuple[str, str]]:
    """The About box: version, each game's credits, and every bundled asset's licence, in the
    player's language (the licences' own names and the file paths stay as they are)."""
    titles = word_list([game.title for game in GAMES])
    return [
        (
            _("Regicide {version}").format(version=__version__),
            _(
                "A desktop card table: {games}. Solo or with friends at one screen, with "
                "computer players that see only what their seat may see."
            ).format(games=titles),
        ),
        *(
            (_("The game: {game}").format(game=game.title), owned(game, game.credits))
            for game in GAMES
        ),
        (
            _("Fonts"),
            _(
                "EB Garamond by Georg Duffner: SIL Open Font License 1.1.\n"
                "DejaVu Sans and DejaVu Serif: Bitstream Vera licence (DejaVu changes are in "
                "the public domain).\n"
                "The licence texts are in {folder}."
            ).format(folder="assets/fonts"),
        ),
        (
            _("Sounds, card art, faces and icon"),
            _(
                "The sound effects, the card faces and backs, the seats' portraits and the app "
                "icon were made for this program (synthesised or drawn in code) and are dedicated "
                "to the public domain under CC0 1.0 (their licence files are beside them in "
                "{assets}).\n"
                "Claim's faction cards are drawn in code for this program, also CC0 1.0 (the "
                "licence file is beside their code in {claim})."
            ).format(assets="assets/", claim="regicide/games/claim/ui/"),
        ),
        (
            _("This program"),
            _(
                "The Regicide program itself is released under the MIT licence. It uses "
                "{libraries}."
            ).format(
                libraries=word_list(
                    ["pygame (LGPL)", "PyYAML (MIT)", "platformdirs (MIT)", "Babel (BSD)"]
                )
            ),
        ),
    ]
