"""The shipped themes' words (issue 35): their names, descriptions and author as their files
write them, marked here for the catalogs (the extractor reads Python, not the themes' YAML) and
translated where Settings shows them. A player's own theme keeps its own words."""

from __future__ import annotations

from regicide.i18n import N_

#: Every shipped theme's name and description, and the shipped themes' author.
SHIPPED_WORDS = (
    N_("Classic"),
    N_("Green baize, cream cards with gold trim and a burgundy back."),
    N_("High contrast"),
    N_("Black table, white cards, four-colour suits and large indices."),
    N_("Midnight"),
    N_("Deep blue cloth, silver trim and a starry navy back."),
    N_("Parlour"),
    N_("Flat geometric cards on a deep red cloth."),
    N_("Regicide contributors"),
)
