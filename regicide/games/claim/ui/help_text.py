"""How to play Claim (the kit's `help_pages`): CLAIM.md's rules, written for players, marked for
translation (N_) and translated as they are shown (`help_pages`)."""

from __future__ import annotations

from regicide.i18n import N_, translated_pairs

SECTIONS: list[tuple[str, str]] = [
    (
        N_("The goal"),
        N_(
            "Two players, two phases. In phase one you recruit followers; in phase two you play "
            "them to win cards for your score pile. At the end, whoever holds more cards of a "
            "faction wins it; win three of the five factions and you win the game."
        ),
    ),
    (
        N_("A trick"),
        N_(
            "The leader plays any card; the other player must follow with a card of the led "
            "faction if they hold one. The higher card of the led faction wins; a tie goes to "
            "the leader, and a card of another faction never wins. The winner leads the next "
            "trick. The table tells you, for the card you select, whether it would win and why."
        ),
    ),
    (
        N_("Phase one: recruit followers"),
        N_(
            "Each trick is played for the prize, the deck's top card, shown face up. The winner "
            "puts the prize on their follower pile; the loser takes the next card of the deck "
            "unseen by the other player. Cards played to the trick are discarded. After 13 "
            "tricks each of you has 13 followers: they are your hand for phase two. Press F or "
            "click your pile to look at it."
        ),
    ),
    (
        N_("Phase two: win the factions"),
        N_(
            "Play your followers: the winner of each trick puts both cards on their score pile. "
            "The score panel on the right shows both sides' won cards "
            "by faction (the highest marked where it would break a tie) and who leads each faction."
        ),
    ),
    (
        N_("Scoring"),
        N_(
            "For each faction, more cards in your score pile wins it; with equal counts the "
            "single highest card decides; if that ties too (or nobody holds any), nobody wins it. "
            "Three factions win the game; if neither player gets three, it is a draw."
        ),
    ),
    (
        N_("The base factions"),
        N_(
            "Goblins have no power (14 cards, five of them 0s). Knights beat Goblins: when a "
            "Goblin is led, a Knight wins whatever the values (but you must follow with a Goblin "
            "if you hold one). Undead played in phase one go to the winner's score pile instead "
            "of the discard. Dwarves played in phase two go to the loser's score pile. A "
            "Doppelganger may always follow and counts as the led faction, without its power; "
            "when a Doppelganger is led, you must follow with one if you can."
        ),
    ),
    (
        N_("Expansion factions"),
        N_(
            "Gnomes and Giants replace Goblins and Knights: Gnomes you win in phase two wait in "
            "your public Gnome row, and each Giant you score may smash a Gnome of the same value "
            "from the other's row. Dragons: whoever played the last Dragon in a trick leads the "
            "next. Trolls: you score at most one Troll a trick; the rest wait in the Troll pool "
            "for later winners. Seers: win a phase-one trick with a Seer to peek at the deck's "
            "top card and keep it or the prize. Ghosts: in phase one you may keep your Ghost "
            "instead of the card you would take. Cyclops are won by the player with fewer. "
            "Shadows have no power; some leave the game unseen. Tricksters may be fakes, found "
            "out only at scoring."
        ),
    ),
    (
        N_("Keys"),
        N_(
            "Click a card to lift it, click it again (or drag it to the trick, or press Enter) "
            "to play it. 1–9 and 0 lift a card, ← and → move along the hand. Ctrl+Z undoes your "
            "last move, Ctrl+Y redoes it, H asks for a hint, A lets the computer play, L shows "
            "the log, Esc opens the menu."
        ),
    ),
]


def help_pages() -> list[tuple[str, str]]:
    """How to play's sections in the player's language."""
    return translated_pairs(SECTIONS)
