"""The coach of Claim's first game: a tip for the situation the person's seat is in (read from
its view only), each taught once. Together they teach the follow rule, Knights over Goblins,
Doppelgangers, Undead and Dwarves, the two phases and scoring (CLAIM.md §4–§8)."""

from __future__ import annotations

from collections.abc import Callable, Collection

from regicide.games.claim.engine import DOP, DWA, GOB, KNI, TRICKS, UND, SeatView
from regicide.games.claim.narrate.words import card_name, faction_name
from regicide.i18n import _

Tip = tuple[str, str]  # (its key, its words)
SCORING_FROM = TRICKS - 2  # the scoring tip comes in the last tricks


def _held(view: SeatView, faction: str) -> bool:
    return any(card.faction == faction for card in view.hand)


def _following(view: SeatView) -> bool:
    return len(view.plays) == 1


def _prize(view: SeatView) -> str | None:
    if view.phase != 1 or view.prize is None:
        return None
    return _(
        "Phase one: this trick is played for the prize, {prize}. The winner recruits it as a "
        "follower; the loser takes the deck's next card, unseen by the other. Your followers "
        "are your hand in phase two."
    ).format(prize=card_name(view.prize))


def _knights(view: SeatView) -> str | None:
    if _following(view) and view.led == GOB and _held(view, KNI) and not _held(view, GOB):
        return _(
            "Knights beat Goblins: when a Goblin is led, any Knight wins, whatever the values."
        )
    return None


def _follow(view: SeatView) -> str | None:
    led = view.led
    if _following(view) and led is not None and led != DOP and _held(view, led):
        return _(
            "The follow rule: {led} were led and you hold some, so you must play one of them, "
            "or a Doppelganger. A card of another faction never wins a trick."
        ).format(led=faction_name(led))
    return None


def _doppelganger(view: SeatView) -> str | None:
    if _following(view) and view.led != DOP and _held(view, DOP):
        return _(
            "A Doppelganger may always follow, and counts as the led faction: the higher "
            "value wins (a tie goes to the leader). It keeps no power of that faction."
        )
    return None


def _lead(view: SeatView) -> str | None:
    if not view.plays:
        return _(
            "You lead: any card. The other player must follow your faction if they can, "
            "and the winner of a trick leads the next."
        )
    return None


def _undead(view: SeatView) -> str | None:
    """C-UND-1, when it first happens: an Undead in the trick, or already scored."""
    scored = any(card.faction == UND for pile in view.scores for card in pile)
    if view.phase == 1 and (scored or any(card.faction == UND for card in view.plays)):
        return _(
            "Undead played in phase one go straight to the winner's score pile (see the "
            "score panel on the right), whoever played them."
        )
    return None


def _phase_two(view: SeatView) -> str | None:
    if view.phase == 2:
        return _(
            "Phase two: your followers are your new hand. The winner of each trick puts both "
            "cards on their score pile; the panel on the right shows who leads each faction."
        )
    return None


def _dwarves(view: SeatView) -> str | None:
    if view.phase == 2 and _held(view, DWA):
        return _(
            "Dwarves played in phase two go to the loser's score pile: a way to collect them "
            "by losing, or to give them away."
        )
    return None


def _scoring(view: SeatView) -> str | None:
    if view.trick >= SCORING_FROM:
        return _(
            "At the end, the player with more cards of a faction wins it; with equal counts "
            "the single highest card decides. Win three of the five factions to win the game."
        )
    return None


#: The tips in the order they are taught when several fit (the rule that binds first).
TIPS: tuple[tuple[str, Callable[[SeatView], str | None]], ...] = (
    ("knights", _knights),
    ("follow", _follow),
    ("doppelganger", _doppelganger),
    ("prize", _prize),
    ("phase two", _phase_two),
    ("scoring", _scoring),
    ("dwarves", _dwarves),
    ("undead", _undead),
    ("lead", _lead),
)


def coach_tip(view: SeatView, taught: Collection[str]) -> Tip | None:
    """The first tip not yet taught that fits the seat's decision now (None: nothing new)."""
    if view.to_act != view.seat:
        return None
    for key, tip in TIPS:
        if key not in taught:
            words = tip(view)
            if words is not None:
                return key, words
    return None


#: Tips about a moment of the game rather than a card to play: taught as soon as the moment
#: comes, whoever is to play (the prize as trick 1's prize is turned up, before the other side
#: leads), then with the first binding rule at the seat's decision.
MOMENTS = ("prize", "phase two")


def coach_tips(view: SeatView, taught: Collection[str]) -> list[Tip]:
    """The tips to teach now: a moment's (the prize, phase two) not taught yet, whoever is to
    play; then, at the seat's own decision, the first rule not yet taught that binds it."""
    found = []
    for key, tip in TIPS:
        if key in MOMENTS and key not in taught:
            words = tip(view)
            if words is not None:
                found.append((key, words))
    rule = coach_tip(view, [*taught, *MOMENTS])
    return found + ([rule] if rule is not None else [])
