"""The table's decisions that are a choice from a short list, built from the state (no
drawing): the Battery Tower's block or allow (B-HERO-BAT-1, the defender's, out of turn),
the Reservists after the reveal (B-HERO-RES-4), the hero kept of an eliminated player
(B-ELIM-1), the starting player (B-SETUP-7), and the person's menu of hero and Joker actions
(§12, §13), each with its one-line explanation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from regicide.games.baisch.engine import (
    AddReservists,
    Battery,
    ChooseSpoil,
    ChooseStarter,
    Command,
    Fortify,
    GameState,
    Hero,
    JokerDrawHero,
    JokerTakeHero,
    MageReplace,
    MerchantTrade,
    Phase,
    PriestDraw,
    RecallSaboteur,
    Sabotage,
    Spy,
    SpyExtend,
    TakeDefense,
    TargetKind,
    attack_value,
    defense_value,
)
from regicide.games.baisch.narrate import hero_name, move_words, target_words
from regicide.games.baisch.narrate.words import SUIT_SYMBOLS, hero_explanation, mercenaries
from regicide.i18n import N_, _, ngettext


@dataclass(frozen=True)
class Choice:
    """One answer: its words, a line more, and the command it gives (or, for a menu's
    heading, the list it opens; or what it changes in the menu, `act`)."""

    label: str
    detail: str = ""
    command: Command | None = None
    opens: Chooser | None = None
    act: Callable[[], None] | None = None


@dataclass(frozen=True)
class Chooser:
    """A question and its answers; `cancel`: Esc may close it (the person's own menus)."""

    title: str
    lines: tuple[str, ...] = ()
    choices: tuple[Choice, ...] = ()
    cancel: bool = True


@dataclass
class Choosing:
    """A chooser being answered: which answer has the keyboard's focus, and the menus it
    came from (Esc goes back to them)."""

    chooser: Chooser
    focus: int = 0
    back: list[Chooser] = field(default_factory=list)


def phase_chooser(state: GameState, seat: int) -> Chooser | None:
    """The decision the phase asks of `seat` (None in play or at another seat's turn)."""
    if state.to_act != seat:
        return None
    build = PHASES.get(state.phase)
    return None if build is None else build(state, seat)


def _battery(state: GameState, seat: int) -> Chooser:
    """B-HERO-BAT-1: what the defender sees: attacker, target, suit, the number of cards
    and Mercenaries (a King source face up); a Joker source by its kind, public as the side
    column says it (B-INFO-1)."""
    attack = state.attack
    assert attack is not None
    count = len(attack.cards)
    # TRANSLATORS: what an attack is made with, said after "with".
    cards = ngettext("{count} face-down card", "{count} face-down cards", count).format(count=count)
    source = _("the King") if attack.king else cards
    if attack.cards and len(attack.cards) == 1 and attack.cards[0].card.is_joker:
        # TRANSLATORS: what an attack is made with, said after "with".
        source = _("a Joker")
    said = _("Seat {seat} attacks {target} with {source}").format(
        seat=attack.attacker, target=target_words(attack.target, seat), source=source
    )
    if attack.mercs:
        said = _("{attack} and {mercenaries}").format(
            attack=said, mercenaries=mercenaries(attack.mercs)
        )
    symbol = state.usage.symbol
    if symbol is not None:
        said = _("{attack} (suit {suit}).").format(attack=said, suit=SUIT_SYMBOLS[symbol])
    else:
        said = _("{attack}.").format(attack=said)
    return Chooser(
        _("Battery Tower: block this attack?"),
        (said, _("A block cancels it and spends the tower until your next turn.")),
        (
            Choice(_("Block it"), _("the attack is cancelled, unrevealed"), Battery(True)),
            Choice(_("Let it through"), _("keep the tower for a later attack"), Battery(False)),
        ),
        cancel=False,
    )


def _reserve(state: GameState, seat: int) -> Chooser:
    """B-HERO-RES-4: after the reveal, Reservists may still turn the attack."""
    attack = state.attack
    assert attack is not None
    total, defense = attack_value(state, attack), defense_value(state, attack.target)
    choices = [Choice(_("Add none"), _("let the attack resolve as it stands"), AddReservists(0))]
    if defense is None:  # B-PLUNDER-3: a Joker on the stack cannot be beaten
        nothing = (_("Nothing beats a Joker on a stack."),)
        return Chooser(_("Reservists"), nothing, tuple(choices), False)
    for count in range(1, state.seat(seat).reserves_ready + 1):
        verdict = _verdict(total + count, defense)
        choices.append(
            Choice(
                _("Add {count}").format(count=count),
                _("{attack} against {defense}: {verdict}").format(
                    attack=total + count, defense=defense, verdict=verdict
                ),
                AddReservists(count),
            )
        )
    return Chooser(
        _("Reservists: add some now?"),
        (
            _("Your attack: {attack} against {defense} ({verdict}).").format(
                attack=total, defense=defense, verdict=_verdict(total, defense)
            ),
        ),
        tuple(choices),
        cancel=False,
    )


def _verdict(total: int, defense: int) -> str:
    if total > defense:
        return _("wins")
    return _("ties, which fails") if total == defense else _("fails")


def _spoils(state: GameState, seat: int) -> Chooser:
    choices = tuple(
        Choice(hero_name(hero), hero_explanation(hero), ChooseSpoil(hero)) for hero in state.spoils
    )
    return Chooser(
        _("Spoils: keep one hero"),
        (_("The beaten player's other heroes go back to the pool. Yours from your next turn."),),
        choices,
        cancel=False,
    )


def _starter(state: GameState, seat: int) -> Chooser:
    choices = tuple(
        Choice(
            _("You start") if number == seat else _("Seat {seat} starts").format(seat=number),
            "",
            ChooseStarter(number),
        )
        for number in range(1, state.players + 1)
    )
    return Chooser(
        _("Who starts?"),
        (_("You were first in the draft: name the starting player."),),  # B-SETUP-7
        choices,
        cancel=False,
    )


PHASES: dict[Phase, Callable[[GameState, int], Chooser]] = {
    Phase.BATTERY: _battery,
    Phase.RESERVE: _reserve,
    Phase.SPOILS: _spoils,
    Phase.START: _starter,
}

#: The hero whose ability each command is (the Jokers' and taking back have their own).
ACTIONS: dict[type, Hero] = {
    Spy: Hero.SPY,
    SpyExtend: Hero.SPY,
    MerchantTrade: Hero.MERCHANT,
    PriestDraw: Hero.PRIEST,
    Sabotage: Hero.SABOTEURS,
    RecallSaboteur: Hero.SABOTEURS,
    Fortify: Hero.FORTIFIED,
    MageReplace: Hero.MAGE,
}


def actions_menu(legal: Sequence[Command], seat: int) -> Chooser:
    """Every hero ability, Joker action and take-back that is legal now, grouped: one line
    per hero (its explanation), opening the list of its moves."""
    groups: dict[str, list[Command]] = {}
    for command in legal:
        title = _group(command)
        if title is not None:
            groups.setdefault(title, []).append(command)
    choices = tuple(
        Choice(title, _explain(title), opens=_moves(title, commands, seat))
        for title, commands in groups.items()
    )
    lines = () if choices else (_("No hero, Joker or take-back action is possible now."),)
    return Chooser(_("Heroes, Jokers and defence"), lines, choices)


JOKER_GROUP = N_("Spend a Joker")
TAKE_GROUP = N_("Take a defence slot back")


def _group(command: Command) -> str | None:
    hero = ACTIONS.get(type(command))
    if hero is not None:
        return hero_name(hero)
    if isinstance(command, JokerDrawHero | JokerTakeHero):
        return _(JOKER_GROUP)
    if isinstance(command, TakeDefense):
        return _(TAKE_GROUP)
    return None


def _explain(title: str) -> str:
    if title == _(JOKER_GROUP):
        return _("Discard a Joker: draw a hero from the pool, or send an enemy's hero back.")
    if title == _(TAKE_GROUP):
        return _("Move every card of one of your slots back to your hand (a defence action).")
    hero = next(hero for hero in Hero if hero_name(hero) == title)
    return hero_explanation(hero)


def _moves(title: str, commands: list[Command], seat: int) -> Chooser:
    return Chooser(
        title,
        (_explain(title),),
        tuple(Choice(_words(command, seat), command=command) for command in commands),
    )


def _words(command: Command, seat: int) -> str:
    """A move's words, naming the seat's own things as 'your'."""
    if isinstance(command, Spy) and command.target.kind is TargetKind.KING:
        return _("Spy on Seat {seat}'s King").format(seat=command.target.seat)
    return move_words(command)
