"""The strong player: determinized search over whole-turn plans (BAISCH.md §20's anchor).

At the first decision of its turn the player samples worlds consistent with its view
(`determinize`), plays the rest of its turn in each world with every candidate plan (a
personality of the scripted policy, hero actions included), lets every opponent answer with
the instant policy until its own next turn, and scores the result. The best plan on average
is then followed for the rest of the turn. The Battery Tower's block-or-allow is searched the
same way. Budget: `think` seconds a search or exactly `iterations` worlds (deterministic for
a given generator); `cancel` is checked between rollouts.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable
from dataclasses import replace

from regicide.games.baisch.ai.personality import PERSONALITIES, Personality
from regicide.games.baisch.ai.policy import choose as scripted
from regicide.games.baisch.engine import (
    Battery,
    Command,
    GameState,
    IllegalMove,
    Phase,
    RandomChance,
    SeatView,
    advance,
    determinize,
    problem,
    view,
)
from regicide.games.computers import legal_choices

BALANCED = PERSONALITIES["balanced"]
KING_RISK = 0.0  # the strong player's King runs no risk the unseen cards show (B-KING-7/8)
MIN_CHANCE = 0.2  # nor does it throw a card at a hidden defence it will hardly beat
PLANS: tuple[Personality, ...] = tuple(
    replace(plan, king_risk=KING_RISK, min_chance=MIN_CHANCE)
    for plan in (
        BALANCED,
        PERSONALITIES["aggressive"],
        PERSONALITIES["tactician"],
        PERSONALITIES["passive"],
        replace(BALANCED, name="bold", margin=0.0, max_attacks=3),
        replace(BALANCED, name="careful", margin=3.5, max_attacks=1),
        replace(BALANCED, name="all-in", fill_defense=False, margin=-1.0, max_attacks=99),
        replace(BALANCED, name="hoarder", max_attacks=0, joker_heroes=False),
    )
)
#: Expert's plans (issue 34): Strong's, and each that attacks again taking a face-up defence
#: card back to attack with (B-DEF-2) as soon as its hand runs low, however early in the game.
#: Checked on other worlds, the best of these scored 0.041 a position over the best of
#: Strong's; three times the worlds could have gained at most 0.0011 (benchmarks/levels.md).
EXPERT_PLANS: tuple[Personality, ...] = PLANS + tuple(
    replace(plan, name=f"{plan.name}, taking back", take_back=True)
    for plan in PLANS
    if plan.max_attacks
)
STEP_CAP = 400  # actions of one rollout (a stalled world stops there)
ROUNDS = 2  # a rollout ends when the seat's turn comes round this many times


class StrongPlayer:
    """Searches `plans` over sampled worlds; remembers the plan chosen for its current turn."""

    name = "strong"

    def __init__(
        self,
        think: float | None = 1.0,
        iterations: int | None = None,
        plans: tuple[Personality, ...] = PLANS,
    ) -> None:
        self.think = think
        self.iterations = iterations
        self.plans = plans
        self._plans: dict[tuple[int, ...], int] = {}

    def choose(
        self, view: SeatView, rng: random.Random, *, cancel: threading.Event | None = None
    ) -> Command:
        moves = legal_choices(view)
        legal = set(moves).__contains__
        if len(moves) == 1:
            return moves[0]
        if view.phase is Phase.PLAY:
            usage = view.usage  # new facts (an attack's result, a reveal) call for a new plan
            key = (view.seat, view.turn, usage.attacks, usage.spy_reveals)
            if key not in self._plans:
                self._plans = {key: self._best_plan(view, rng, cancel)}
            return scripted(view, self.plans[self._plans[key]], legal)
        if view.phase is Phase.BATTERY:
            return self._battery(view, rng, cancel)
        return scripted(view, BALANCED, legal)

    def _budget(self) -> tuple[int | None, float | None]:
        if self.iterations is not None:
            return self.iterations, None
        return None, time.perf_counter() + (self.think or 0.0)

    def _best_plan(self, view: SeatView, rng: random.Random, cancel: threading.Event | None) -> int:
        scores = self.plan_scores(view, rng, cancel)
        return max(range(len(self.plans)), key=scores.__getitem__)

    def plan_scores(
        self, view: SeatView, rng: random.Random, cancel: threading.Event | None = None
    ) -> list[float]:
        """Each of `plans`' mean score over this player's budget of sampled worlds."""
        return self._search(view, rng, cancel, [(plan, None) for plan in self.plans])

    def _battery(
        self, view: SeatView, rng: random.Random, cancel: threading.Event | None
    ) -> Command:
        options = [Battery(True), Battery(False)]
        scores = self._search(view, rng, cancel, [(BALANCED, move) for move in options])
        return options[max(range(2), key=scores.__getitem__)]

    def _search(
        self,
        view: SeatView,
        rng: random.Random,
        cancel: threading.Event | None,
        candidates: list[tuple[Personality, Command | None]],
    ) -> list[float]:
        """Each candidate's mean score over the sampled worlds (the same worlds for all)."""
        worlds, deadline = self._budget()
        totals = [0.0] * len(candidates)
        done = 0
        while worlds is None or done < worlds:
            if done and deadline is not None and time.perf_counter() >= deadline:
                break
            if _cancelled(cancel):
                break
            world = determinize(view, rng)
            luck = rng.random()
            scored: Scored = {}  # this world's rollouts, by what the seat played in its turn
            for index, (plan, first) in enumerate(candidates):
                chance = RandomChance(random.Random(luck))
                totals[index] += rollout(
                    world, view.seat, plan, first, chance, cancel=cancel, scored=scored
                )
            done += 1
        return [total / max(done, 1) for total in totals]


def rollout(
    state: GameState,
    seat: int,
    plan: Personality,
    first: Command | None,
    chance: RandomChance,
    *,
    cancel: threading.Event | None = None,
    scored: Scored | None = None,
) -> float:
    """Play `first` (if any), the seat's turn with `plan`, then everybody with the instant
    policy until the seat's turn has come round ROUNDS times; the seat's score there.

    Only the seat's own decisions in its turn depend on `plan`; all else follows from the
    world, the luck and those decisions. So once its turn is over, a rollout of this world
    and luck (`chance` fresh from the same seed) that made the same decisions as one in
    `scored` ends as that one did: its score is taken from there, not played again."""
    first_turn = state.turn
    stop_after = state.turn + (ROUNDS - 1) * len(state.in_game())
    if first is not None:
        state = _apply(state, first, chance)
    played: list[Command | None] = [first]  # the seat's decisions in its turn, by `plan`
    line: tuple[Command | None, ...] | None = None  # the same, once its turn is over
    for _ in range(STEP_CAP):
        actor = state.to_act
        if actor is None or (state.current == seat and state.turn > stop_after):
            break
        if _cancelled(cancel):
            break
        if line is None and state.turn > first_turn:
            line = tuple(played)
            if scored is not None and line in scored:
                return scored[line]
        own = actor == seat and state.current == seat and state.turn <= first_turn
        personality = plan if own else BALANCED
        command = scripted(view(state, actor, with_moves=False), personality, _legal_in(state))
        if own:
            played.append(command)
        state = advance(state, command, chance, trusted=True)
    score = evaluate(state, seat)
    if scored is not None and line is not None and not _cancelled(cancel):
        scored[line] = score  # a rollout cut short by `cancel` is not one to share
    return score


def _cancelled(cancel: threading.Event | None) -> bool:
    return cancel is not None and cancel.is_set()


#: The scores of one world's rollouts (one luck), by the decisions the seat made in its turn.
Scored = dict[tuple[Command | None, ...], float]


def _legal_in(state: GameState) -> Callable[[Command], bool]:
    return lambda command: problem(state, command) is None


def _apply(state: GameState, command: Command, chance: RandomChance) -> GameState:
    try:
        return advance(state, command, chance)
    except IllegalMove:  # legal in the real game, so in every world; kept for safety
        return state


def material(state: GameState, seat: int) -> float:
    """A player's standing: defence (cards and values), hand, a covered King, heroes."""
    player = state.seat(seat)
    defense = sum(2.0 + 0.3 * slot.value for slot in player.slots if slot.cards)
    hand = sum(1.0 + 0.1 * card.defense_value for card in player.hand)
    king = 3.0 if player.defense_cards else 0.0
    king += 1.0 if not player.king_up else 0.0
    heroes = 1.5 * len(player.heroes) + 0.2 * (player.mercs_ready + player.reserves_ready)
    return defense + hand + king + heroes


def evaluate(state: GameState, seat: int) -> float:
    """1 for a win, 0 when out; between, the lead over the strongest opponent squashed."""
    if state.winner:
        return 1.0 if state.winner == seat else 0.0
    if state.seat(seat).out:
        return 0.0
    rivals = [material(state, other) for other in state.opponents(seat)]
    lead = material(state, seat) - max(rivals)
    return 0.5 + 0.45 * math.tanh(lead / 10.0)
