"""What happens once both cards of a trick are down: phase one (C-P1-3..6 with C-SEE-1,
C-GHO-1/2, C-UND-1/2) and phase two (C-P2-4 with C-DWA-1, C-GNO-1, C-TRO-1/2, C-GIA-1), then
the next leader (C-TRICK-8, C-DRA-1).

Each phase is a short pipeline of steps. A step that needs a seat's decision (a Seer's keep,
a Ghost's keep, a Giant's smash) emits the offer and stops; the choice's command performs the
decision and resumes the pipeline after that step.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from regicide.games.claim.engine import events as ev
from regicide.games.claim.engine.cards import DWA, GHO, GIA, GNO, SEE, TRO, UND, Card
from regicide.games.claim.engine.deck import HAND_SIZE
from regicide.games.claim.engine.recorder import Folder
from regicide.games.claim.engine.scoring import end_game
from regicide.games.claim.engine.state import TRICKS, without
from regicide.games.claim.engine.tricks import judge, next_leader

Step = Callable[[Folder], bool]  # True: paused for a decision


def finish_trick(rec: Folder) -> None:
    """C-TRICK-5: name the winner, then resolve the trick as far as it goes without a choice."""
    state = rec.state
    follower_wins = judge(state.plays[0], state.plays[1]).follower_wins
    rec.emit(ev.TrickWon(state.follower_seat if follower_wins else state.leader))
    run(rec, PHASE_ONE if state.phase == 1 else PHASE_TWO)


def run(rec: Folder, steps: Sequence[Step]) -> None:
    """Run `steps` in order until one pauses for a decision."""
    for step in steps:
        if step(rec):
            return


# --- phase one ---------------------------------------------------------------------------------


def winner_takes(rec: Folder) -> bool:
    """C-P1-3: the winner recruits the prize, unless it won with a Seer (C-SEE-1: peek first)
    or played a Ghost (C-GHO-1: it may keep the Ghost instead)."""
    state = rec.state
    card = state.played_by(state.winner)
    if card.faction == SEE:
        rec.emit(ev.SeerPeeked(state.winner, state.deck[0]))
        return True
    if card.faction == GHO:
        rec.emit(ev.GhostChoiceOffered(state.winner))
        return True
    assert state.prize is not None
    rec.emit(ev.PrizeRecruited(state.winner, state.prize))
    return False


def loser_takes(rec: Folder) -> bool:
    """C-P1-4: the loser takes its card, unless it played a Ghost (C-GHO-1/2: the winner has
    decided first)."""
    state = rec.state
    if state.played_by(state.loser).faction == GHO:
        rec.emit(ev.GhostChoiceOffered(state.loser))
        return True
    take_card(rec, state.loser)
    return False


def take_card(rec: Folder, seat: int) -> None:
    """`seat` takes the card it is due: the prize while it lies in the slot (the winner's due;
    the loser's when a Seer's winner kept the peeked card, C-SEE-1), else the deck's top card
    face down (C-P1-4)."""
    state = rec.state
    if state.prize is not None:
        rec.emit(ev.PrizeRecruited(seat, state.prize))
    else:
        rec.emit(ev.BlindCardTaken(seat, state.deck[0]))


def decline_card(rec: Folder, seat: int) -> None:
    """C-GHO-1: `seat` keeps its Ghost; the card it would have taken is discarded (a blind
    card face down, DEC-33)."""
    state = rec.state
    rec.emit(ev.GhostRecruited(seat, state.played_by(seat)))
    if state.prize is not None:
        rec.emit(ev.PrizeDiscarded(state.prize))
    else:
        rec.emit(ev.BlindCardDiscarded(state.deck[0]))


def played_cards_go(rec: Folder) -> bool:
    """C-P1-5: played Undead go face up to the winner's score pile (C-UND-1), every other card
    still in the trick to the discard pile (C-DWA-2, C-DOP-3)."""
    state = rec.state
    undead = tuple(card for card in state.table if card.faction == UND)
    if undead:
        rec.emit(ev.CardsScored(state.winner, undead))
    rest = without(state.table, undead)
    if rest:
        rec.emit(ev.CardsDiscarded(rest))
    return False


# --- phase two ---------------------------------------------------------------------------------


def collect(rec: Folder) -> bool:
    """C-P2-4: the winner scores the trick's cards, except that Dwarves go to the loser
    (C-DWA-1), Gnomes to the winner's Gnome row (C-GNO-1) and of the Trolls in the trick and
    the pool the winner takes only the highest, the rest staying in the pool (C-TRO-1/2)."""
    state = rec.state
    winner, cards = state.winner, state.table
    dwarves = tuple(card for card in cards if card.faction == DWA)
    gnomes = tuple(card for card in cards if card.faction == GNO)
    trolls = tuple(card for card in cards if card.faction == TRO)
    best = max((*trolls, *state.troll_pool), default=None)
    kept = (best,) if best in trolls else ()
    scored = tuple(card for card in cards if card.faction not in (DWA, GNO, TRO)) + kept
    _emit_if(rec, scored, lambda group: ev.CardsScored(winner, group))
    _emit_if(rec, dwarves, lambda group: ev.CardsScored(state.loser, group))
    _emit_if(rec, gnomes, lambda group: ev.GnomesLined(winner, group))
    _emit_if(rec, without(trolls, kept), ev.TrollsPooled)
    if best is not None and not kept:
        rec.emit(ev.TrollsTaken(winner, (best,)))
    return False


def _emit_if(
    rec: Folder, cards: tuple[Card, ...], event: Callable[[tuple[Card, ...]], ev.Event]
) -> None:
    if cards:
        rec.emit(event(cards))


def smashes_from(rec: Folder, first: int) -> bool:
    """C-GIA-1: for each Giant the winner collected (in play order, from play `first`), offer
    to smash the loser's Gnome of that value when its row holds one."""
    state = rec.state
    row = state.gnome_rows[state.loser - 1]
    for index in range(first, len(state.plays)):
        card = state.plays[index]
        gnome = Card(GNO, card.value)
        if card.faction == GIA and gnome in row:
            rec.emit(ev.SmashOffered(state.winner, gnome, index))
            return True
    return False


def smashes(rec: Folder) -> bool:
    return smashes_from(rec, 0)


# --- either phase ------------------------------------------------------------------------------


def next_trick(rec: Folder) -> bool:
    """C-TRICK-8: the next trick's leader is the winner, or the last Dragon's player (C-DRA-1),
    across the phase boundary too (DEC-3); after trick 13 the follower piles become the hands
    (C-P2-1); after trick 26 the game is scored (C-SCORE-1)."""
    state = rec.state
    if state.trick == TRICKS:
        end_game(rec)
        return False
    if state.trick == HAND_SIZE:
        rec.emit(ev.PhaseTwoBegan())
    rec.emit(ev.TrickBegan(state.trick + 1, next_leader(state.plays, state.leader, state.winner)))
    if rec.state.phase == 1:
        rec.emit(ev.PrizeRevealed(rec.state.deck[0]))  # C-P1-1
    return False


PHASE_ONE: tuple[Step, ...] = (winner_takes, loser_takes, played_cards_go, next_trick)
PHASE_TWO: tuple[Step, ...] = (collect, smashes, next_trick)
