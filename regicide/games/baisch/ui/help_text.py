"""How to play Baisch, for players (BAISCH.md in plain words), each hero explained; and the
table's keys."""

from __future__ import annotations

from regicide.games.baisch.engine import Hero
from regicide.games.baisch.narrate import hero_name
from regicide.i18n import N_, _, translated_pairs

HERO_PAGES: dict[Hero, str] = {
    Hero.MERCENARIES: N_(
        "White pawn. Eight figures; you start with four ready. Commit any number to an attack "
        "as you declare it: +1 each, and they go back to the supply whatever happens. At the "
        "end of your turn you may place ready ones on your own defence slots: +1 defence each "
        "until the slot is won (then they go to the supply) or emptied another way (then "
        "they are ready again). Each turn after the first, up to four more become ready."
    ),
    Hero.GENERAL: N_(
        "White knight. Your defence management allows three actions a turn, takes and places "
        "in any mix, instead of one take and one place."
    ),
    Hero.SPY: N_(
        "White bishop. Once a turn, turn one face-down defence card of an opponent face up, "
        "for everybody and for good. Discard a hand card for two more reveals that turn. On a "
        "Fortified pair only the top face-down card turns; an opponent with nothing face down "
        "in his slots may have his King turned up instead."
    ),
    Hero.BATTERY: N_(
        "White rook. While active, when an opponent attacks one of your slots or your King you "
        "may block it before anything is revealed: the attack is cancelled, its cards go back "
        "to the attacker locked for the turn, and the tower rests until your next turn. It "
        "cannot block plunders or hero actions. The decision is yours even on another's turn."
    ),
    Hero.MERCHANT: N_(
        "White queen. Once a turn, discard a hand card face up and draw the top card of the "
        "draw pile in secret; it is usable at once."
    ),
    Hero.PRIEST: N_(
        "White king. Once the attack suit is set this turn, draw a random hand card of an "
        "opponent. If it is of the attack suit (or a Joker) you keep it and the Priest is "
        "done; if not it goes back and you may draw once more."
    ),
    Hero.RESERVISTS: N_(
        "Black pawn. Four figures, two ready at the start. Add any number to an attack, +1 "
        "each, even after the cards are revealed: a narrowly lost attack can still be won. "
        "Each turn after the first, up to two more become ready."
    ),
    Hero.LIEUTENANT: N_(
        "Black knight. Your own defence cards may attack, face up or down, alone or with hand "
        "cards of the same suit. Emptying your defence this way lets your King attack."
    ),
    Hero.SABOTEURS: N_(
        "Black bishop. Two figures: put one on an opponent's occupied slot. While it sits "
        "there he cannot take the slot back, stack on it or attack with its cards. It comes "
        "back to you when the cards leave the slot; you may recall it any time on your turn."
    ),
    Hero.FORTIFIED: N_(
        "Black rook. Once a turn, stack a hand card face down on one of your single defence "
        "cards of the same suit. The pair defends with the sum of both; an attack takes both."
    ),
    Hero.MAGE: N_(
        "Black queen. Once a turn, choose an opponent's slot: its cards go to the graveyard and "
        "are replaced from the draw pile with their faces inverted (face down becomes face "
        "up, and the other way round)."
    ),
    Hero.WARLORD: N_(
        "Black king. Your King may attack opponents' slots and Kings even while you hold "
        "defence cards (never a Harvest stack). Every other King rule holds."
    ),
}

RULES: list[tuple[str, str]] = [
    (
        N_("The aim"),
        N_(
            "Each player hides a King behind up to three defence cards. Raid the two Harvest "
            "stacks for cards, break down your opponents' defences and beat their Kings: the last "
            "player standing wins. A card's value is its number; Jack 11, Queen 12, King 13, Ace "
            "14. Suits have no order. Every game ends: when the same position comes up a third "
            "time, or after the 400th turn (the table warns from turn 380), the players still "
            "standing share a draw."
        ),
    ),
    (
        N_("Setting up"),
        N_(
            "Everyone is dealt eight cards and chooses in secret: one King (face down), two cards "
            "for the graveyard, and up to three defence cards for the three slots; the rest is the "
            "hand. Then two Harvest stacks are built, each a face-up card under a face-down one. "
            "In the hero draft each player is given two heroes by the others, one at a time; the "
            "first drafter names the starting player."
        ),
    ),
    (
        N_("Your turn"),
        N_(
            "Do any of these, in any order: plunder a Harvest stack (once); attack opponents' "
            "defence slots and Kings (as often as you have cards); attack with your own King "
            "(once); take a slot back and place a card in an empty slot (one of each); use your "
            "heroes; spend Jokers on heroes. Then end your turn."
        ),
    ),
    (
        N_("Attacks and the suit lock"),
        N_(
            "An attack is one or more cards of one suit, or one Joker alone. It wins only if its "
            "sum is strictly greater than the defence. The first attack of the turn sets the "
            "attack suit, win or lose: every later attack that turn must use that suit. A Joker "
            "attack ignores the suit and beats any defence except a Joker on top of a stack."
        ),
    ),
    (
        N_("Plunder"),
        N_(
            "Beat the face-down top card of a Harvest stack and every card of the stack joins your "
            "hand, usable at once; the stack is rebuilt. Fail (or tie) and the top card stays face "
            "up with a new face-down card on it, so the stack grows."
        ),
    ),
    (
        N_("Defences and Kings"),
        N_(
            "Win a defence slot and its cards join your hand as prey, locked until your next turn. "
            "A failed attack leaves the defence face up. A King may be attacked only when its "
            "player has no defence card left: beat it and he is out, his hand and King are your "
            "prey, and you keep one of his heroes."
        ),
    ),
    (
        N_("Attacking with your King"),
        N_(
            "With no defence cards of your own, your King may attack alone (plus figures): higher "
            "wins as usual, a tie changes nothing, but lower and you are out at once."
        ),
    ),
    (
        N_("The reveal"),
        N_(
            "If you end your turn without attacking an opponent, you must turn one of your face-"
            "down defence slots face up; with none left, your King turns up."
        ),
    ),
    (
        N_("Jokers"),
        N_(
            "A Joker in hand attacks alone with unbounded value, or is spent on a hero: draw one "
            "from the pool, or send an opponent's hero back to it. As a defence card or a King it "
            "counts only 1; on top of a Harvest stack nothing beats it."
        ),
    ),
    (
        N_("Variants"),
        N_(
            "Basic-Baisch plays without heroes: the best way to learn. Speed-Baisch deals six "
            "cards each and gives each turn a minute. The original program's own rules are "
            "options of the new-game screen."
        ),
    ),
    (
        N_("At the table"),
        N_(
            "Click cards (or press 1 to 9) to pick them, then drag them onto a stack, an enemy "
            "slot or King, or one of your own slots; or choose the target in the panel on the "
            "right. K picks your King; Shift+1 to 3 your own slot's cards (the Lieutenant). M and"
            " R set the Mercenaries and Reservists to commit. Click one of your heroes (or press "
            "J) for its actions; E ends the turn. H asks for a hint, Ctrl+Z undoes, L shows the "
            "log, Esc opens the menu. People sharing the screen pass it behind a cover."
        ),
    ),
]


def help_sections() -> list[tuple[str, str]]:
    """The rules, then each hero (white force first), as (heading, paragraph), in the
    player's language."""
    heroes = [
        (_("Hero: {hero}").format(hero=hero_name(hero)), _(HERO_PAGES[hero])) for hero in Hero
    ]
    return [*translated_pairs(RULES), *heroes]
