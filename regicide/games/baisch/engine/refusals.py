"""Why the rules refuse a move, as facts (issue 35; the kernel's `Refusal`): its English with
named placeholders, the sentence `regicide check` and a record's error print (FORMAT.md), is
Baisch's code, and the values it names (a seat, a slot or a count as a number; a card, a hero
or a suit as itself). The game's narrate words each refusal in the player's language
(narrate/reasons.py) from the same facts."""

from __future__ import annotations

from enum import Enum

from regicide.games import kernel


class Refusal(kernel.Refusal[str, object]):
    """A refused move's reason: `why` (the English, placeholders named) and its `values`; its
    English writes a card, hero or suit in record notation ("Your slot 2 is empty.", "You do
    not own the spy hero.")."""

    def noted(self, value: object) -> str:
        """A hero or suit by its record notation (its value), other values as they are."""
        return str(value.value) if isinstance(value, Enum) else str(value)


#: The refusal `why` naming its values (`refuse("Your slot {slot} is empty.", slot=2)`).
refuse = kernel.Refusals(Refusal).refuse
