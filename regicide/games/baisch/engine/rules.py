"""step/advance: a command checked against the rules, then its events. `problem(state,
command)` says why a command is illegal now (None: legal) in words a player reads."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from regicide.games.baisch.engine import actions, attack, setup, turn
from regicide.games.baisch.engine import commands as cmd
from regicide.games.baisch.engine.chance import Chance
from regicide.games.baisch.engine.errors import IllegalMove
from regicide.games.baisch.engine.events import Event
from regicide.games.baisch.engine.recorder import Folder, Recorder
from regicide.games.baisch.engine.refusals import Refusal, refuse
from regicide.games.baisch.engine.state import GameState, Phase

Check = Callable[[GameState, Any], "Refusal | None"]
Act = Callable[[Folder, Any], None]

RULES: dict[type, tuple[Check, Act]] = {
    cmd.ChooseSetup: (setup.setup_problem, setup.choose_setup),
    cmd.GiveHero: (setup.give_problem, setup.give_hero),
    cmd.ChooseStarter: (setup.starter_problem, setup.choose_starter),
    cmd.Attack: (attack.attack_problem, attack.declare),
    cmd.Battery: (attack.battery_problem, attack.battery),
    cmd.AddReservists: (attack.reserve_problem, attack.add_reservists),
    cmd.TakeDefense: (actions.take_problem, actions.take),
    cmd.PlaceDefense: (actions.place_problem, actions.place),
    cmd.JokerDrawHero: (actions.joker_draw_problem, actions.joker_draw),
    cmd.JokerTakeHero: (actions.joker_take_problem, actions.joker_take),
    cmd.Spy: (actions.spy_problem, actions.spy),
    cmd.SpyExtend: (actions.spy_extend_problem, actions.spy_extend),
    cmd.MerchantTrade: (actions.merchant_problem, actions.merchant),
    cmd.PriestDraw: (actions.priest_problem, actions.priest),
    cmd.Sabotage: (actions.sabotage_problem, actions.sabotage),
    cmd.RecallSaboteur: (actions.recall_problem, actions.recall),
    cmd.Fortify: (actions.fortify_problem, actions.fortify),
    cmd.MageReplace: (actions.mage_problem, actions.mage),
    cmd.ChooseSpoil: (actions.spoil_problem, actions.choose_spoil),
    cmd.Resign: (turn.resign_problem, turn.resign),
    cmd.EndTurn: (turn.end_turn_problem, turn.end_turn),
}


def problem(state: GameState, command: cmd.Command) -> Refusal | None:
    """Why `command` is illegal for the seat to act now, or None when it is legal."""
    if state.phase is Phase.OVER:
        return refuse("The game is over.")
    rule = RULES.get(type(command))
    if rule is None:
        return refuse("That is not a Baisch command.")
    return rule[0](state, command)


def decide(rec: Folder, command: cmd.Command) -> None:
    """Check `command` (unless the folder trusts it) and emit its events into `rec`."""
    if not rec.trusted:
        reason = problem(rec.state, command)
        if reason is not None:
            raise IllegalMove.because(reason)
    RULES[type(command)][1](rec, command)


def step(
    state: GameState, command: cmd.Command, chance: Chance
) -> tuple[tuple[Event, ...], GameState]:
    """The events of `command` and the state after them; raises IllegalMove."""
    rec = Recorder(state, chance)
    decide(rec, command)
    return tuple(rec.events), rec.state


def advance(
    state: GameState, command: cmd.Command, chance: Chance, *, trusted: bool = False
) -> GameState:
    """The state after `command`, keeping no events (search's fast path)."""
    folder = Folder(state, chance, trusted=trusted)
    decide(folder, command)
    return folder.state
