"""The move notation of docs/baisch-records.md: one short line per command, both ways.

setup king 10S defend 7H 2C - discard 3D 4S     give spy        start P2
plunder A 6H 4H +merc 2      attack P2.1 9C 8H@2      attack P2.king QH
attack P2.3 king     plunder B JK +res 1     block   allow   reserve 2
take 2   place 7H 3   joker draw spy   joker take P3 spy   spy P2.1   spy P2.king
spy-extend 4C   merchant 2C   priest P3   sabotage P2.3   recall P2.3   fortify 5H 1
mage P2.2   spoil mage   resign   end   end merc 1:2 3:1 reveal 1
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from regicide.games.baisch.engine import commands as cmd
from regicide.games.baisch.engine.cards import Card, format_cards, parse_card
from regicide.games.baisch.engine.errors import NotationError, Said, said
from regicide.games.baisch.engine.heroes import not_a_hero, parse_hero
from regicide.games.baisch.engine.state import (
    SLOTS,
    STACK_NAMES,
    Played,
    SetupChoice,
    Target,
    TargetKind,
)

MAX_MOVE_TEXT = 200  # longer text is no move (a hostile record may hold megabytes)
MAX_FIGURES = 99


def parse_move(text: str) -> cmd.Command:
    """A move in notation -> its command; NotationError names what is wrong."""
    if len(text) > MAX_MOVE_TEXT:
        raise NotationError(
            text,
            said("is too long for a move (at most {limit} characters)", limit=MAX_MOVE_TEXT),
        )
    words = text.split()
    if not words:
        raise NotationError(text, said("is empty; write a move such as 'end'"))
    parser = PARSERS.get(words[0].lower())
    if parser is None:
        raise NotationError(
            text, said("does not start with a move word ({words})", words=", ".join(PARSERS))
        )
    try:
        return parser(words[1:])
    except _Bad as bad:
        raise NotationError(text, bad.what) from None


class _Bad(Exception):
    """Inside the parser: what is wrong with the words, as facts (its sentence after the
    move's quoted text)."""

    def __init__(self, what: Said) -> None:
        super().__init__(str(what))
        self.what = what


def _card(word: str) -> Card:
    try:
        return parse_card(word)
    except NotationError:
        raise _Bad(
            said("has '{word}' where a card (7H, 10S, QD, AC, JK) belongs", word=word[:12])
        ) from None


def _number(word: str, low: int, high: int, what: str) -> int:
    """`word` as a number from `low` to `high`; `what` it stands for: a "seat", "slot",
    "figures" (a figure count) or any other count."""
    digits = word.lstrip("0") or "0"
    if not word.isdecimal() or not word.isascii() or len(digits) > 3:
        raise _Bad(_no_number(word, what, low, high))
    if not low <= int(digits) <= high:
        raise _Bad(_no_number(word, what, low, high))
    return int(digits)


def _no_number(word: str, what: str, low: int, high: int) -> Said:
    """The sentence for a `word` where a number `what` stands for belongs (each whole)."""
    values = {"word": word[:12], "low": low, "high": high}
    if what == "seat":
        return said("has '{word}' where a seat number ({low} to {high}) belongs", **values)
    if what == "slot":
        return said("has '{word}' where a slot ({low} to {high}) belongs", **values)
    if what == "figures":
        return said("has '{word}' where a figure count ({low} to {high}) belongs", **values)
    return said("has '{word}' where a count ({low} to {high}) belongs", **values)


def _seat(word: str) -> int:
    if word[:1].upper() != "P":
        raise _Bad(said("has '{word}' where a seat (P1 to P6) belongs", word=word[:12]))
    return _number(word[1:], 1, 6, "seat")


def _target(word: str) -> Target:
    """`A`/`B` a Harvest stack, `P2.1` a slot, `P2.king` a King."""
    if word.upper() in STACK_NAMES:
        return Target(TargetKind.STACK, 0, STACK_NAMES.index(word.upper()))
    seat, dot, place = word.partition(".")
    if not dot:
        raise _Bad(
            said("has '{word}' where a target (A, B, P2.1, P2.king) belongs", word=word[:12])
        )
    if place.lower() == "king":
        return Target(TargetKind.KING, _seat(seat))
    return Target(TargetKind.SLOT, _seat(seat), _number(place, 1, SLOTS, "slot"))


def _not_of_form(form: str) -> Said:
    return said("is not of the form '{form}'", form=form)


def _exact(words: list[str], count: int, form: str) -> list[str]:
    if len(words) != count:
        raise _Bad(_not_of_form(form))
    return words


def _setup(words: list[str]) -> cmd.Command:
    sections: dict[str, list[str]] = {"king": [], "defend": [], "discard": []}
    current = None
    for word in words:
        if word.lower() in sections:
            current = word.lower()
        elif current is None:
            raise _Bad(_not_of_form("setup king C defend C C C discard C C"))
        else:
            sections[current].append(word)
    king = _exact(sections["king"], 1, "setup king C ...")[0]
    defense = [None if word == "-" else _card(word) for word in sections["defend"]]
    if len(defense) > SLOTS:
        raise _Bad(said("names more than three defence slots"))
    defense += [None] * (SLOTS - len(defense))
    discard = tuple(_card(word) for word in sections["discard"])
    return cmd.ChooseSetup(SetupChoice(_card(king), tuple(defense), discard))


def _attack(words: list[str], *, plunder: bool) -> cmd.Command:
    if not words:
        raise _Bad(said("names no target"))
    target = _target(words[0])
    if plunder != (target.kind is TargetKind.STACK):
        raise _Bad(said("plunders stacks A or B; attacks aim at P<n>.<slot> or P<n>.king"))
    cards: list[Played] = []
    king = False
    figures = {"+merc": 0, "+res": 0}
    rest = iter(words[1:])
    for word in rest:
        if word.lower() in figures:
            figures[word.lower()] = _number(next(rest, ""), 0, MAX_FIGURES, "figures")
        elif word.lower() == "king":
            king = True
        else:
            card, _, slot = word.partition("@")
            cards.append(Played(_card(card), _number(slot, 1, SLOTS, "slot") if slot else 0))
    return cmd.Attack(target, tuple(cards), king, figures["+merc"], figures["+res"])


def _end(words: list[str]) -> cmd.Command:
    mercs: list[tuple[int, int]] = []
    reveal = None
    rest = iter(words)
    for word in rest:
        if word.lower() == "reveal":
            reveal = _number(next(rest, ""), 1, SLOTS, "slot")
        elif word.lower() == "merc":
            continue
        else:
            slot, colon, count = word.partition(":")
            if not colon:
                raise _Bad(_not_of_form("end [merc SLOT:N ...] [reveal SLOT]"))
            mercs.append((_number(slot, 1, SLOTS, "slot"), _number(count, 1, MAX_FIGURES, "count")))
    return cmd.EndTurn(tuple(mercs), reveal)


def _joker(words: list[str]) -> cmd.Command:
    if words[:1] == ["draw"]:
        return cmd.JokerDrawHero(parse_hero(_exact(words, 2, "joker draw HERO")[1]))
    if words[:1] == ["take"]:
        _, seat, hero = _exact(words, 3, "joker take P<n> HERO")
        return cmd.JokerTakeHero(_seat(seat), parse_hero(hero))
    raise _Bad(
        said(
            "is not of the form '{form}' or '{other}'",
            form="joker draw HERO",
            other="joker take P<n> HERO",
        )
    )


def _slot_of(words: list[str], form: str) -> tuple[int, int]:
    target = _target(_exact(words, 1, form)[0])
    if target.kind is not TargetKind.SLOT:
        raise _Bad(_not_of_form(form))
    return target.seat, target.index


def _spy(words: list[str]) -> cmd.Command:
    target = _target(_exact(words, 1, "spy P<n>.<slot|king>")[0])
    if target.kind is TargetKind.STACK:
        raise _Bad(said("spies on an opponent's slot or King"))
    return cmd.Spy(target)


def _card_slot(words: list[str], form: str) -> tuple[Card, int]:
    card, slot = _exact(words, 2, form)
    return _card(card), _number(slot, 1, SLOTS, "slot")


def _hero_word(words: list[str], form: str) -> str:
    return _exact(words, 1, form)[0]


Parser = Callable[[list[str]], cmd.Command]


def _heroes_of(build: Callable[[str], cmd.Command], form: str) -> Parser:
    def parse(words: list[str]) -> cmd.Command:
        try:
            return build(_hero_word(words, form))
        except NotationError:
            raise _Bad(not_a_hero()) from None

    return parse


def _alone(command: cmd.Command, word: str) -> Parser:
    """A move of one word."""

    def parse(words: list[str]) -> cmd.Command:
        _exact(words, 0, word)
        return command

    return parse


PARSERS: dict[str, Parser] = {
    "setup": _setup,
    "give": _heroes_of(lambda word: cmd.GiveHero(parse_hero(word)), "give HERO"),
    "start": lambda words: cmd.ChooseStarter(_seat(_exact(words, 1, "start P<n>")[0])),
    "plunder": lambda words: _attack(words, plunder=True),
    "attack": lambda words: _attack(words, plunder=False),
    "block": _alone(cmd.Battery(True), "block"),
    "allow": _alone(cmd.Battery(False), "allow"),
    "reserve": lambda words: cmd.AddReservists(
        _number(_exact(words, 1, "reserve N")[0], 0, MAX_FIGURES, "count")
    ),
    "take": lambda words: cmd.TakeDefense(
        _number(_exact(words, 1, "take SLOT")[0], 1, SLOTS, "slot")
    ),
    "place": lambda words: cmd.PlaceDefense(*_card_slot(words, "place CARD SLOT")),
    "joker": _joker,
    "spy": _spy,
    "spy-extend": lambda words: cmd.SpyExtend(_card(_exact(words, 1, "spy-extend CARD")[0])),
    "merchant": lambda words: cmd.MerchantTrade(_card(_exact(words, 1, "merchant CARD")[0])),
    "priest": lambda words: cmd.PriestDraw(_seat(_exact(words, 1, "priest P<n>")[0])),
    "sabotage": lambda words: cmd.Sabotage(*_slot_of(words, "sabotage P<n>.<slot>")),
    "recall": lambda words: cmd.RecallSaboteur(*_slot_of(words, "recall P<n>.<slot>")),
    "fortify": lambda words: cmd.Fortify(*_card_slot(words, "fortify CARD SLOT")),
    "mage": lambda words: cmd.MageReplace(*_slot_of(words, "mage P<n>.<slot>")),
    "spoil": _heroes_of(lambda word: cmd.ChooseSpoil(parse_hero(word)), "spoil HERO"),
    "resign": _alone(cmd.Resign(), "resign"),
    "end": _end,
}


def format_target(target: Target) -> str:
    if target.kind is TargetKind.STACK:
        return STACK_NAMES[target.index]
    if target.kind is TargetKind.KING:
        return f"P{target.seat}.king"
    return f"P{target.seat}.{target.index}"


def _format_attack(command: cmd.Attack) -> str:
    word = "plunder" if command.target.kind is TargetKind.STACK else "attack"
    parts = [word, format_target(command.target)]
    parts += ["king"] if command.king else []
    parts += [f"{p.card}@{p.slot}" if p.slot else str(p.card) for p in command.cards]
    parts += [f"+merc {command.mercs}"] if command.mercs else []
    parts += [f"+res {command.reserves}"] if command.reserves else []
    return " ".join(parts)


def _format_setup(command: cmd.ChooseSetup) -> str:
    choice = command.choice
    defense = list(choice.defense)
    while defense and defense[-1] is None:
        defense.pop()
    slots = " ".join("-" if card is None else str(card) for card in defense)
    middle = f" defend {slots}" if slots else ""
    return f"setup king {choice.king}{middle} discard {format_cards(choice.discard)}"


def _format_end(command: cmd.EndTurn) -> str:
    parts = ["end"]
    if command.mercs:
        parts += ["merc", *(f"{slot}:{count}" for slot, count in command.mercs)]
    if command.reveal is not None:
        parts += ["reveal", str(command.reveal)]
    return " ".join(parts)


FORMATTERS: dict[type, Callable[[Any], str]] = {
    cmd.ChooseSetup: _format_setup,
    cmd.GiveHero: lambda c: f"give {c.hero.value}",
    cmd.ChooseStarter: lambda c: f"start P{c.seat}",
    cmd.Attack: _format_attack,
    cmd.Battery: lambda c: "block" if c.block else "allow",
    cmd.AddReservists: lambda c: f"reserve {c.count}",
    cmd.TakeDefense: lambda c: f"take {c.slot}",
    cmd.PlaceDefense: lambda c: f"place {c.card} {c.slot}",
    cmd.JokerDrawHero: lambda c: f"joker draw {c.hero.value}",
    cmd.JokerTakeHero: lambda c: f"joker take P{c.seat} {c.hero.value}",
    cmd.Spy: lambda c: f"spy {format_target(c.target)}",
    cmd.SpyExtend: lambda c: f"spy-extend {c.card}",
    cmd.MerchantTrade: lambda c: f"merchant {c.card}",
    cmd.PriestDraw: lambda c: f"priest P{c.seat}",
    cmd.Sabotage: lambda c: f"sabotage P{c.seat}.{c.slot}",
    cmd.RecallSaboteur: lambda c: f"recall P{c.seat}.{c.slot}",
    cmd.Fortify: lambda c: f"fortify {c.card} {c.slot}",
    cmd.MageReplace: lambda c: f"mage P{c.seat}.{c.slot}",
    cmd.ChooseSpoil: lambda c: f"spoil {c.hero.value}",
    cmd.Resign: lambda c: "resign",
    cmd.EndTurn: _format_end,
}


def format_move(command: cmd.Command) -> str:
    """A command in notation (parse_move reads it back to the same command)."""
    return FORMATTERS[type(command)](command)
