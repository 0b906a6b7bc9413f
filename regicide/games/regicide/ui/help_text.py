"""How to play: the rules of RULES.md, written for players (shown by the help scene), marked
for translation (N_) and translated as they are shown (`help_pages`)."""

from __future__ import annotations

from regicide.i18n import N_, translated_pairs

SECTIONS: list[tuple[str, str]] = [
    (
        N_("The goal"),
        N_(
            "Regicide is a cooperative game: everyone wins or loses together. The castle holds "
            "twelve royal enemies: four Jacks, then four Queens, then four Kings. Defeat all "
            "twelve to win. You lose as soon as the player who must act cannot: they cannot cover"
            " an enemy's attack, or they can neither play a card nor yield."
        ),
    ),
    (
        N_("The cards"),
        N_(
            "The tavern is your draw pile: the number cards 2 to 10 and the four Aces (called "
            "Animal Companions), plus Jesters in games of three (one) and four (two). A card is "
            "worth its number; an Ace is worth 1, a Jester 0. A royal you win into your hand is "
            "worth 10 (Jack), 15 (Queen) or 20 (King) and counts as an ordinary card of its suit.\n"
            "Enemies: a Jack attacks for 10 and has 20 health, a Queen 15 and 30, a King 20 and "
            "40."
        ),
    ),
    (
        N_("Hand size"),
        N_("Solo: 8 cards. Two players: 7. Three: 6. Four: 5. You never draw above this limit."),
    ),
    (
        N_("Your turn"),
        N_(
            "1. Play cards against the enemy, or yield.\n"
            "2. The suits you played use their powers.\n"
            "3. The enemy takes damage. If its damage reaches its health it is defeated.\n"
            "4. If it survived, it attacks you: discard cards whose values add up to at least its"
            " attack minus the shield. Only you can discard; teammates cannot help.\n"
            "Then the next player (clockwise) takes a turn."
        ),
    ),
    (
        N_("What you may play"),
        N_(
            "One card of any kind.\n"
            "An Ace together with one other card (not a Jester): its value is 1 plus the other "
            "card, so Ace + King is 21 and Ace + Ace is 2.\n"
            "A combo: two, three or four number cards of the same rank that add up to 10 or less "
            "(pairs of 2 to 5, triples of 2 or 3, four 2s).\n"
            "A Jester, always on its own.\n"
            "Played cards stay on the table until the enemy is defeated."
        ),
    ),
    (
        N_("Suit powers"),
        N_(
            "Each suit in a play fires once, using the whole play's value X.\n"
            "♥ Hearts heal: shuffle the discard pile and put X of its cards under the tavern.\n"
            "♦ Diamonds draw: starting with you and going round the table, players draw one card "
            "at a time until X cards are drawn; full hands are skipped.\n"
            "♣ Clubs double: the whole play deals 2X damage.\n"
            "♠ Spades shield: the enemy's attack is reduced by X for the rest of its life; "
            "shields from several plays add up.\n"
            "Hearts always heal before Diamonds draw, so a play of both can draw the cards it "
            "healed."
        ),
    ),
    (
        N_("Immunity"),
        N_(
            "Every enemy is immune to its own suit: against the Jack of Spades, Spades raise no "
            "shield. The cards still count for damage, and the other suits in the play still "
            "work. A Jester cancels the current enemy's immunity until it is defeated."
        ),
    ),
    (
        N_("Defeating an enemy"),
        N_(
            "An enemy is defeated when its damage reaches its health. If the damage is exactly "
            "equal (after doubling), the royal is placed face down on top of the tavern: whoever "
            "draws next gets it. Otherwise it goes to the discard pile. Then the cards on the "
            "table go to the discard pile and the next royal is revealed, fresh and immune. The "
            "player who defeated the enemy starts a new turn at once, and is not attacked."
        ),
    ),
    (
        N_("Yielding"),
        N_(
            "Instead of playing you may yield: nothing is played and you suffer the full attack. "
            "Not everyone may yield in a row: with three players, after two yields the third must"
            " play. Yielding is not allowed in a solo game."
        ),
    ),
    (
        N_("The Jester"),
        N_(
            "A Jester deals no damage and fires no power. It cancels the enemy's immunity "
            "(against a Spade enemy, the Spades played earlier now add their shield). Nobody is "
            "attacked: instead the player who played it chooses who takes the next turn, "
            "themselves included."
        ),
    ),
    (
        N_("Playing solo"),
        N_(
            "You start with 8 cards and two Jester tokens beside the table. At the start of your "
            "turn, or when you must discard, you may flip a token: discard your whole hand and "
            "draw up to 8 new cards (the table asks first; Settings can stop it asking). Win with"
            " no token used for Gold, one for Silver, two for Bronze. Undoing a move that showed "
            "you hidden cards, a hint or autoplay marks the game assisted, which earns no medal "
            "(the table asks before the first of them); so does a game begun from a stated "
            "position rather than a fresh deal. A seed code or the daily deal is a fresh deal."
        ),
    ),
    (
        N_("Playing together at one screen"),
        N_(
            "Before each player's turn the table hides every hand and asks you to pass the "
            "screen. Keep your hand to yourself: you may talk about the game, but not name the "
            "cards you hold."
        ),
    ),
    (
        N_("Computer teammates, hints and autoplay"),
        N_(
            "On the New game screen, click a seat to make it a computer teammate of the level "
            "you choose: Beginner, Casual, Strong or Expert (each says how often a table of "
            "that level wins). A computer sees only its own hand and what everyone sees, and "
            "plays its turns by itself; any key hurries it. After a Jester it says whether it "
            "would like to go next. Press H for a hint: the suggested cards rise and a sentence "
            "says why. Press A (or use the menu) to let the computer finish the game. Hints and "
            "autoplay mark the game assisted: no medal."
        ),
    ),
    (
        N_("Controls"),
        N_(
            "Click cards to select them, then drag them onto the enemy or press Play (Enter). "
            "When you must discard, drag cards onto the discard pile or press Discard. Keys 1 to "
            "8 select the cards of your hand, Y yields, F flips a Jester token, H asks for a "
            "hint, A turns autoplay on or off, L shows the game log, Tab and the arrow keys move "
            "the focus and Space uses it. Ctrl+Z undoes (back to your last decision, past the "
            "computers' moves), Ctrl+Y redoes, Esc opens the menu, F11 switches full screen. A "
            "click or any key finishes an animation at once."
        ),
    ),
]


def help_pages() -> list[tuple[str, str]]:
    """How to play's sections in the player's language."""
    return translated_pairs(SECTIONS)
