"""Events: past-tense facts, each folded by evolve.py and told by narrate/. Hidden cards in
them are redacted per seat by view.seen_by (BAISCH.md §16)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from regicide.games.baisch.engine.cards import Card, Suit
from regicide.games.baisch.engine.heroes import Hero
from regicide.games.baisch.engine.state import DrawReason, Played, SetupChoice, Stack, Target

# --- setup (B-SETUP-*, B-DRAFT-*) ---


@dataclass(frozen=True, slots=True)
class DeckShuffled:
    """B-SETUP-1: the draw pile, top first (nobody sees its order)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class HandsDealt:
    """B-SETUP-2: each seat's dealt cards, taken from the top of the draw pile."""

    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class DraftOrderDrawn:
    """B-DRAFT-1: the order of the hero draft."""

    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StarterDrawn:
    """B-SETUP-7: without a draft the starting player is drawn."""

    seat: int


@dataclass(frozen=True, slots=True)
class SetupChosen:
    """B-SETUP-3: a seat's secret choice (only the seat sees it before the reveal)."""

    seat: int
    choice: SetupChoice


@dataclass(frozen=True, slots=True)
class SetupRevealed:
    """B-SETUP-4: every choice takes effect; the discards, seat by seat, go face up."""

    discards: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class StacksBuilt:
    """B-SETUP-5: the two Harvest stacks, drawn from the top of the draw pile."""

    stacks: tuple[Stack, ...]


@dataclass(frozen=True, slots=True)
class HeroGiven:
    """B-DRAFT-2: a chooser gave a hero to an opponent."""

    chooser: int
    receiver: int
    hero: Hero


@dataclass(frozen=True, slots=True)
class DraftMoved:
    """B-DRAFT-2/3: the next chooser (position in the draft order) takes over."""

    position: int


@dataclass(frozen=True, slots=True)
class DraftEnded:
    """B-DRAFT-3: every player holds two heroes."""


@dataclass(frozen=True, slots=True)
class StarterChosen:
    """B-SETUP-7: the first drafter named the starting player."""

    seat: int


# --- the turn (B-TURN-*) ---


@dataclass(frozen=True, slots=True)
class TurnBegan:
    """B-TURN-1: limits reset, the symbol unset, last turn's locks gone."""

    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class HeroesAwakened:
    """B-HERO-2: heroes received before this turn became usable."""

    seat: int
    heroes: tuple[Hero, ...]


@dataclass(frozen=True, slots=True)
class BatteryRecharged:
    """B-HERO-BAT-5: the tower is active again."""

    seat: int


@dataclass(frozen=True, slots=True)
class FiguresRecruited:
    """B-HERO-MERC-3, B-HERO-RES-3: figures moved from the supply to ready."""

    seat: int
    hero: Hero
    count: int


@dataclass(frozen=True, slots=True)
class TurnEnded:
    """B-TURN-4: the end-of-turn step; Mercenaries placed as (slot, count)."""

    seat: int
    mercs: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class DefenseRevealed:
    """B-REVEAL-1: every card of an own slot turned face up."""

    seat: int
    slot: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class KingRevealed:
    """B-KING-3, B-ATTACK-7, B-REVEAL-2, B-HERO-SPY-4: a King turned face up."""

    seat: int
    card: Card


# --- attacks (B-ATK-7) ---


@dataclass(frozen=True, slots=True)
class AttackDeclared:
    """A1-A3: the attack, its cards still face down, its figures committed."""

    seat: int
    target: Target
    cards: tuple[Played, ...]
    king: bool
    mercs: int
    reserves: int


@dataclass(frozen=True, slots=True)
class SymbolSet:
    """B-ATK-3: the first suited attack of the turn set the attack symbol."""

    suit: Suit


@dataclass(frozen=True, slots=True)
class BlockOffered:
    """A4: the defender's Battery Tower may block."""

    defender: int


@dataclass(frozen=True, slots=True)
class AttackBlocked:
    """B-HERO-BAT-3/4: cancelled; the cards go back to the attacker, locked."""

    defender: int


@dataclass(frozen=True, slots=True)
class AttackAllowed:
    """B-HERO-BAT-2: the attack goes on."""

    defender: int


@dataclass(frozen=True, slots=True)
class AttackRevealed:
    """A5: the attack cards turned face up."""

    seat: int
    cards: tuple[Played, ...]


@dataclass(frozen=True, slots=True)
class StackTopRevealed:
    """A5, B-PLUNDER-2: the top card of a Harvest stack turned face up."""

    stack: int
    card: Card


@dataclass(frozen=True, slots=True)
class SlotRevealed:
    """A5, B-ATTACK-1: the attacked slot's cards turned face up."""

    seat: int
    slot: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ReserveOffered:
    """A7: the attacker may add ready Reservists."""

    seat: int


@dataclass(frozen=True, slots=True)
class ReservistsAdded:
    """B-HERO-RES-4: Reservists added in the A7 window."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class AttackResolved:
    """A6/A8: the comparison; `result` is "won", "tied" or "lost"."""

    seat: int
    target: Target
    attack_value: int
    defense_value: int
    result: str


@dataclass(frozen=True, slots=True)
class StackPlundered:
    """B-PLUNDER-4: every card of the stack went to the attacker's hand."""

    seat: int
    stack: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class StackCovered:
    """B-PLUNDER-4/5: a card from the draw pile face down on top of a stack."""

    stack: int
    card: Card


@dataclass(frozen=True, slots=True)
class StackRebuilt:
    """B-PLUNDER-4: a plundered stack rebuilt: first card face up, second face down."""

    stack: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class SlotConquered:
    """B-ATTACK-4: the slot's cards went to the attacker as prey."""

    seat: int
    victim: int
    slot: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class AttackCardsDiscarded:
    """A9: the attack cards face up to the graveyard (a King goes back to its slot)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class GraveyardReshuffled:
    """B-DECK-2: the graveyard shuffled into a new draw pile, top first."""

    cards: tuple[Card, ...]


# --- elimination (B-ELIM-*, B-WIN-1) ---


@dataclass(frozen=True, slots=True)
class PlayerConquered:
    """B-ELIM-1: a King assault won; the victim's hand and King went to the attacker."""

    seat: int
    by: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PlayerFell:
    """B-ELIM-2/4: out; every card of the player went face up to the graveyard."""

    seat: int
    cards: tuple[Card, ...]
    resigned: bool


@dataclass(frozen=True, slots=True)
class SpoilsOffered:
    """B-ELIM-1: the attacker will choose one of these heroes."""

    seat: int
    heroes: tuple[Hero, ...]


@dataclass(frozen=True, slots=True)
class SpoilTaken:
    """B-ELIM-1: the attacker keeps this hero (usable from his next turn)."""

    seat: int
    hero: Hero


@dataclass(frozen=True, slots=True)
class HeroesReturned:
    """B-ELIM-1/2, B-HERO-4: heroes back to the pool."""

    heroes: tuple[Hero, ...]


@dataclass(frozen=True, slots=True)
class GameWon:
    """B-WIN-1: only this player remains."""

    seat: int


@dataclass(frozen=True, slots=True)
class GameDrawn:
    """B-WIN-2/3 (D48): the game ends in a draw shared by the players still standing."""

    seats: tuple[int, ...]
    reason: DrawReason


# --- defence, Jokers and heroes (§10, §12, §13) ---


@dataclass(frozen=True, slots=True)
class DefenseTaken:
    """B-DEF-2: an own slot's cards back to the hand."""

    seat: int
    slot: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DefensePlaced:
    """B-DEF-3: a hand card face down into an empty own slot."""

    seat: int
    slot: int
    card: Card


@dataclass(frozen=True, slots=True)
class HeroDrawn:
    """B-JOKER-3: a Joker discarded for a hero of the pool."""

    seat: int
    hero: Hero


@dataclass(frozen=True, slots=True)
class HeroTaken:
    """B-JOKER-4: a Joker discarded to send an opponent's hero back to the pool."""

    seat: int
    victim: int
    hero: Hero


@dataclass(frozen=True, slots=True)
class SpyRevealed:
    """B-HERO-SPY-1/2/4: a face-down card turned up for good (`slot` 0: the King)."""

    seat: int
    victim: int
    slot: int
    card: Card


@dataclass(frozen=True, slots=True)
class SpyExtended:
    """B-HERO-SPY-3: a hand card discarded for two more reveals."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class MerchantTraded:
    """B-HERO-MERCH-1: `card` discarded face up for a draw."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class MerchantDrew:
    """B-HERO-MERCH-1: the top card of the draw pile, into the hand (private)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class PriestDrew:
    """B-HERO-PRIEST-2/3: a random hand card of `victim`, kept or given back."""

    seat: int
    victim: int
    card: Card
    kept: bool


@dataclass(frozen=True, slots=True)
class Sabotaged:
    """B-HERO-SAB-1: a Saboteur placed on an opponent's slot."""

    seat: int
    victim: int
    slot: int


@dataclass(frozen=True, slots=True)
class SaboteurRecalled:
    """B-HERO-SAB-2: a Saboteur taken back, ready again."""

    seat: int
    victim: int
    slot: int


@dataclass(frozen=True, slots=True)
class Fortified:
    """B-HERO-FORT-1: a hand card face down on an own single card of its suit."""

    seat: int
    slot: int
    card: Card


@dataclass(frozen=True, slots=True)
class MageCleared:
    """B-HERO-MAGE-1: the slot's cards went face up to the graveyard."""

    seat: int
    victim: int
    slot: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class SlotRefilled:
    """B-HERO-MAGE-1: drawn cards placed in the slot, each with the opposite face state."""

    victim: int
    slot: int
    cards: tuple[Card, ...]
    up: tuple[bool, ...]


Event: TypeAlias = (
    DeckShuffled
    | HandsDealt
    | DraftOrderDrawn
    | StarterDrawn
    | SetupChosen
    | SetupRevealed
    | StacksBuilt
    | HeroGiven
    | DraftMoved
    | DraftEnded
    | StarterChosen
    | TurnBegan
    | HeroesAwakened
    | BatteryRecharged
    | FiguresRecruited
    | TurnEnded
    | DefenseRevealed
    | KingRevealed
    | AttackDeclared
    | SymbolSet
    | BlockOffered
    | AttackBlocked
    | AttackAllowed
    | AttackRevealed
    | StackTopRevealed
    | SlotRevealed
    | ReserveOffered
    | ReservistsAdded
    | AttackResolved
    | StackPlundered
    | StackCovered
    | StackRebuilt
    | SlotConquered
    | AttackCardsDiscarded
    | GraveyardReshuffled
    | PlayerConquered
    | PlayerFell
    | SpoilsOffered
    | SpoilTaken
    | HeroesReturned
    | GameWon
    | GameDrawn
    | DefenseTaken
    | DefensePlaced
    | HeroDrawn
    | HeroTaken
    | SpyRevealed
    | SpyExtended
    | MerchantTraded
    | MerchantDrew
    | PriestDrew
    | Sabotaged
    | SaboteurRecalled
    | Fortified
    | MageCleared
    | SlotRefilled
)

EVENT_TYPES: tuple[type[Event], ...] = Event.__args__

#: Events whose undoing lets a player see again what chance or a hidden card decided
#: (Game.undo marks the game assisted).
REVEALING: tuple[type[Event], ...] = (
    StackTopRevealed,
    SlotRevealed,
    KingRevealed,
    StackCovered,
    StackRebuilt,
    GraveyardReshuffled,
    SpyRevealed,
    MerchantDrew,
    PriestDrew,
    SlotRefilled,
    DefenseRevealed,
    AttackRevealed,
    PlayerConquered,
    StackPlundered,
)
