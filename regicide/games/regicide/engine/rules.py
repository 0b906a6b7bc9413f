"""step(state, command, chance) -> (events, state), its fast path `advance`, and the questions
the UI, bots and CLI ask: legal_moves, can_play, can_discard, yield_problem, flip_problem.
The one place that decides the rules."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache
from operator import attrgetter
from typing import Any

from regicide.games.regicide.engine import events as ev
from regicide.games.regicide.engine.cards import Card
from regicide.games.regicide.engine.chance import Chance
from regicide.games.regicide.engine.commands import (
    ChooseNext,
    Command,
    Discard,
    FlipToken,
    PlayCards,
    Yield,
)
from regicide.games.regicide.engine.errors import IllegalMove
from regicide.games.regicide.engine.plays import (
    discard_problem,
    legal_plays,
    minimal_discards,
    play_problem,
)
from regicide.games.regicide.engine.recorder import Folder, Recorder
from regicide.games.regicide.engine.refusals import Refusal, Why, refuse
from regicide.games.regicide.engine.resolve import refill, resolve_jester, resolve_play, suffer
from regicide.games.regicide.engine.state import SOLO_TOKENS, GameState, Phase, Status

Decider = Callable[[Folder, Any, Chance], None]
_DECIDERS: dict[type, Decider] = {}
#: Enum members as plain globals for the hot paths: `Phase.PLAY` costs 80 ns on Python 3.11.
_PLAY, _SUFFER, _CHOOSE_NEXT, _PLAYING = Phase.PLAY, Phase.SUFFER, Phase.CHOOSE_NEXT, Status.PLAYING
_value = attrgetter("value")


def step(state: GameState, command: Command, chance: Chance) -> tuple[list[ev.Event], GameState]:
    """The events `command` causes and the state they lead to; raises IllegalMove."""
    rec = Recorder(state)
    _run(rec, command, chance)
    return rec.events, rec.state


def advance(
    state: GameState, command: Command, chance: Chance, *, trusted: bool = False
) -> GameState:
    """The state after `command`, keeping no events: the fast path for search.

    The same deciders as `step`, so the same state. Unless `trusted`, the command is checked
    as `step` checks it (raising IllegalMove). `trusted=True` skips those checks, for a
    command taken from `legal_moves(state)` of this very state; anything else is then
    undefined (a corrupt state, or an exception other than IllegalMove).
    """
    folder = Folder(state, trusted=trusted)
    decider = _DECIDERS.get(type(command)) if trusted else None
    if decider is None:
        _run(folder, command, chance)
    else:  # `_run` inline, for search's millions of moves
        decider(folder, command, chance)
        end_if_stuck(folder)
    return folder.state


def decide(state: GameState, command: Command, chance: Chance) -> list[ev.Event]:
    """The events `command` causes in `state`; raises IllegalMove with the reason."""
    return step(state, command, chance)[0]


def _run(rec: Folder, command: Command, chance: Chance) -> None:
    decider = _DECIDERS.get(type(command))
    if decider is None:
        raise IllegalMove.because(refuse(Why.NOT_A_MOVE, move=repr(command)))
    decider(rec, command, chance)
    end_if_stuck(rec)


def end_if_stuck(rec: Folder) -> None:
    """R-END-2: the player who must act and has no legal move loses (after R-END-1)."""
    state = rec.state
    if state.status is _PLAYING and not has_legal_move(state):
        rec.emit(loss_of(state))


def _decides(kind: type) -> Callable[[Decider], Decider]:
    def register(decider: Decider) -> Decider:
        _DECIDERS[kind] = decider
        return decider

    return register


@_decides(PlayCards)
def _play_cards(rec: Folder, command: PlayCards, chance: Chance) -> None:
    """Step 1: a legal play goes to the table (R-PLAY-7), then its effects resolve."""
    state = rec.state
    if not rec.trusted:
        _require(can_play(state, command.cards))
    seat = state.current
    rec.emit(ev.CardsPlayed(seat, command.cards))
    if command.cards[0].is_jester:
        resolve_jester(rec, seat)
    else:
        resolve_play(rec, seat, command.cards, chance)


@_decides(Yield)
def _yield(rec: Folder, command: Yield, chance: Chance) -> None:
    """R-YIELD-1: skip steps 2 and 3 and suffer the full net attack."""
    if not rec.trusted:
        _require(yield_problem(rec.state))
    seat = rec.state.current
    rec.emit(ev.Yielded(seat))
    suffer(rec, seat)


@_decides(Discard)
def _discard(rec: Folder, command: Discard, chance: Chance) -> None:
    """Step 4 (R-SUF-2/3): cover the damage due, then the next seat clockwise plays."""
    state = rec.state
    if not rec.trusted:
        _require(can_discard(state, command.cards))
    rec.emit(ev.CardsDiscarded(state.current, command.cards))
    rec.emit(ev.TurnBegan(state.next_seat(state.current)))


@_decides(FlipToken)
def _flip_token(rec: Folder, command: FlipToken, chance: Chance) -> None:
    """R-SOLO-2: discard the whole hand, then draw up to 8; the phase does not change."""
    state = rec.state
    if not rec.trusted:
        _require(flip_problem(state))
    seat = state.current
    rec.emit(ev.TokenFlipped(seat))
    if state.current_hand:
        rec.emit(ev.CardsDiscarded(seat, state.current_hand))
    refill(rec, seat)


@_decides(ChooseNext)
def _choose_next(rec: Folder, command: ChooseNext, chance: Chance) -> None:
    """R-JEST-4: any seat, the Jester's player included, takes the next turn."""
    if not rec.trusted:
        _require(choose_problem(rec.state, command.seat))
    rec.emit(ev.TurnBegan(command.seat))


def _require(problem: Refusal | None) -> None:
    if problem is not None:
        raise IllegalMove.because(problem)


def _phase_problem(state: GameState, wanted: Phase) -> Refusal | None:
    return None if state.phase is wanted else phase_problem(state)


def phase_problem(state: GameState) -> Refusal:
    """What the game is waiting for instead, as an instruction."""
    if state.phase is Phase.OVER:
        return refuse(Why.GAME_OVER)
    if state.phase is Phase.SUFFER:
        return refuse(Why.DISCARD_FIRST, due=state.damage_due)
    if state.phase is Phase.CHOOSE_NEXT:
        return refuse(Why.CHOOSE_FIRST)
    return refuse(Why.PLAY_NOT_DISCARD)


def held_problem(hand: Sequence[Card], cards: Sequence[Card]) -> Refusal | None:
    """Why the player does not hold all of `cards` (each as often as named), or None."""
    held = Counter(hand)
    for card, wanted in Counter(cards).items():
        if held[card] == 0:
            return refuse(Why.NOT_HELD, card=card)
        if held[card] < wanted:
            return refuse(Why.HELD_ONCE, card=card)
    return None


def can_play(state: GameState, cards: Sequence[Card]) -> Refusal | None:
    """Why playing `cards` now is illegal, or None if it is legal (for live UI checks)."""
    return (
        _phase_problem(state, Phase.PLAY)
        or held_problem(state.current_hand, cards)
        or play_problem(cards)
    )


def joinable(state: GameState, chosen: Sequence[Card]) -> frozenset[Card]:
    """The cards of the current hand that, added to `chosen`, still belong to some legal play
    (R-PLAY-1..6): what a player may add to a selection. Empty outside step 1."""
    if state.phase is not Phase.PLAY:
        return frozenset()
    wanted = Counter(chosen)
    found: set[Card] = set()
    for play in legal_plays(state.current_hand):
        have = Counter(play)
        if all(have[card] >= count for card, count in wanted.items()):
            found.update(card for card in play if card not in wanted)
    return frozenset(found)


def can_discard(state: GameState, cards: Sequence[Card]) -> Refusal | None:
    """Why discarding `cards` now is illegal (R-SUF-2, strict_discard), or None if it is legal."""
    return (
        _phase_problem(state, Phase.SUFFER)
        or held_problem(state.current_hand, cards)
        or discard_problem(cards, state.damage_due, strict=state.rules.strict_discard)
    )


def choose_problem(state: GameState, seat: int) -> Refusal | None:
    """Why `seat` cannot be named to take the next turn now (R-JEST-4), or None."""
    if state.phase is not Phase.CHOOSE_NEXT:
        return phase_problem(state)
    if not 1 <= seat <= state.players:
        return refuse(Why.NO_SUCH_SEAT, seat=seat, players=state.players)
    return None


def yielding_allowed(state: GameState) -> bool:
    """Whether this game lets anyone yield at all (R-YIELD-3: not solo, unless solo_yield)."""
    return not state.is_solo or state.rules.solo_yield


def yield_problem(state: GameState) -> Refusal | None:
    """Why the current player may not yield now (R-YIELD-2/3), or None."""
    if state.phase is not _PLAY:
        return phase_problem(state)
    streak = state.yields_in_a_row
    if not yielding_allowed(state):
        return refuse(Why.SOLO_NO_YIELD)
    if state.is_solo:
        return refuse(Why.SOLO_YIELD_TWICE) if streak else None
    return _team_yield_problem(state, streak)


def _team_yield_problem(state: GameState, streak: int) -> Refusal | None:
    """R-YIELD-2: not when every other player yielded (in a row, or each on their last turn
    with yield_per_seat)."""
    if state.rules.yield_per_seat:
        others = [
            yielded for seat, yielded in enumerate(state.yielded_last, 1) if seat != state.current
        ]
        return refuse(Why.EVERY_OTHER_YIELDED) if all(others) else None
    if streak >= state.players - 1:
        if state.players == 2:
            return refuse(Why.OTHER_YIELDED)
        return refuse(Why.OTHERS_YIELDED, others=state.players - 1)
    return None


def flip_problem(state: GameState) -> Refusal | None:
    """Why a solo Jester token cannot be flipped now (R-SOLO-2/3), or None.

    A flip must change something: with an empty hand and an empty tavern it would not, and
    R-END-2 counts that position as lost.
    """
    if state.players != 1:  # the state's properties, inline: search asks this very often
        return refuse(Why.TOKENS_SOLO_ONLY)
    if state.phase is not _PLAY and state.phase is not _SUFFER:
        return phase_problem(state)
    if state.tokens_used == SOLO_TOKENS:
        return refuse(Why.TOKENS_USED)
    if not state.hands[state.current - 1] and not state.tavern:
        return refuse(Why.FLIP_CHANGES_NOTHING)
    return None


def has_legal_move(state: GameState) -> bool:
    """Whether the player who must act has any legal move (R-END-2)."""
    if state.phase is _CHOOSE_NEXT:
        return True
    if state.phase is _PLAY:
        if state.current_hand or yield_problem(state) is None:
            return True
    elif state.phase is _SUFFER:
        if sum(map(_value, state.current_hand)) >= state.net_attack:  # hand_value, inline
            return True
    else:
        return False
    return flip_problem(state) is None


def loss_of(state: GameState) -> ev.GameLost:
    """R-END-2: the loss of the stuck player, with the facts of what it lacked (narrate
    words them)."""
    if state.phase is Phase.SUFFER:
        stuck = ev.Stuck.SHORT if state.current_hand else ev.Stuck.NO_CARDS
    else:
        stuck = ev.Stuck.NO_PLAY
    solo = ev.SoloEnd.TEAM
    if state.is_solo:
        solo = ev.SoloEnd.EMPTY_TAVERN if state.tokens_left else ev.SoloEnd.NO_TOKEN
    return ev.GameLost(state.current, stuck.value, state.damage_due, state.hand_value, solo.value)


def legal_moves(state: GameState) -> list[Command]:
    """Every legal command now, in a stable order; discards only as minimal sets."""
    phase = state.phase
    moves: list[Command] = []
    if phase is _PLAY:
        moves.extend(map(_play_command, legal_plays(state.current_hand)))
        if yield_problem(state) is None:
            moves.append(_YIELD)
    elif phase is _SUFFER:
        moves.extend(map(Discard, minimal_discards(state.current_hand, state.damage_due)))
    elif phase is _CHOOSE_NEXT:
        moves.extend(map(ChooseNext, range(1, state.players + 1)))
    if flip_problem(state) is None:
        moves.append(_FLIP)
    return moves


#: The command of each legal play, made once: all hands together have a few hundred plays
#: (53 single cards, 198 Ace pairs, 33 combos), and search lists them again and again.
_play_command = cache(PlayCards)
_YIELD, _FLIP = Yield(), FlipToken()  # commands are values: one of each serves every list
