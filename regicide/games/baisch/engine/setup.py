"""Setup (B-SETUP-*): the deal, the secret simultaneous choices, the Harvest stacks, the hero
draft (B-DRAFT-*) and the starting player."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from regicide.games.baisch.engine import events as ev
from regicide.games.baisch.engine.cards import contains_all, full_deck
from regicide.games.baisch.engine.chance import Chance
from regicide.games.baisch.engine.commands import ChooseSetup, ChooseStarter, GiveHero
from regicide.games.baisch.engine.errors import Said, said
from regicide.games.baisch.engine.heroes import Hero
from regicide.games.baisch.engine.recorder import Folder, Recorder
from regicide.games.baisch.engine.refusals import Refusal, refuse
from regicide.games.baisch.engine.state import (
    MAX_DEAL,
    MAX_PLAYERS,
    MIN_DEAL,
    MIN_PLAYERS,
    SLOTS,
    GameState,
    Options,
    Phase,
    SeatState,
    SetupChoice,
    Stack,
)
from regicide.games.baisch.engine.turn import begin_turn

HEROES_EACH = 2
DISCARDS = 2
HARVEST_CARDS = 4


def options_problem(players: int, options: Options) -> Said | None:
    """B-PLAY-1, B-VAR-OPT-1: whether the deck holds this table's deal (None: it does), as
    facts (a record's reader reports it)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return said(
            "Baisch is played by {low} to {high} players.", low=MIN_PLAYERS, high=MAX_PLAYERS
        )
    if not MIN_DEAL <= options.deal <= MAX_DEAL:
        return said("Each player is dealt {low} to {high} cards.", low=MIN_DEAL, high=MAX_DEAL)
    needed = players * options.deal + HARVEST_CARDS + options.harvest_extra_card
    if needed > len(full_deck()):
        return said(
            "{players} players with {deal} cards each need more than 55 cards.",
            players=players,
            deal=options.deal,
        )
    return None


def empty_table(players: int, options: Options) -> GameState:
    """The state before the deal: no cards anywhere, every hero in the pool."""
    pool = () if options.basic else tuple(Hero)
    return GameState(players=players, options=options, seats=(SeatState(),) * players, pool=pool)


def deal(
    players: int, options: Options, chance: Chance, draft_order: Sequence[int] | None
) -> Recorder:
    """B-SETUP-1/2, B-DRAFT-1, B-SETUP-7: shuffle, deal one card at a time clockwise, and
    draw the draft order (or, in Basic-Baisch, the starting player)."""
    rec = Recorder(empty_table(players, options), chance)
    rec.emit(ev.DeckShuffled(chance.shuffle(full_deck())))
    top = rec.state.draw[: players * options.deal]
    rec.emit(ev.HandsDealt(tuple(top[seat::players] for seat in range(players))))
    if options.basic:
        rec.emit(ev.StarterDrawn(chance.below(players) + 1))
    else:
        order = chance.shuffle(range(1, players + 1)) if draft_order is None else draft_order
        rec.emit(ev.DraftOrderDrawn(tuple(order)))
    return rec


def setup_problem(state: GameState, command: ChooseSetup) -> Refusal | None:
    """B-SETUP-3: a King, 0-3 defence cards and two discards, all from the dealt cards."""
    if state.phase is not Phase.SETUP:
        return refuse("The setup choices are already made.")
    choice = command.choice
    if len(choice.defense) != SLOTS:
        return refuse("Name what goes into each of the three defence slots (a card or nothing).")
    if len(choice.discard) != DISCARDS:
        return refuse("Choose exactly two cards for the graveyard.")
    placed = [card for card in choice.defense if card is not None]
    seat = state.seat(state.pending_setup.index(None) + 1)
    if not contains_all(seat.hand, (choice.king, *placed, *choice.discard)):
        return refuse("Choose only among your dealt cards, each card once.")
    return None


def choose_setup(rec: Folder, command: ChooseSetup) -> None:
    """B-SETUP-4: the choice stays secret until every seat has chosen; then all take effect,
    the Harvest stacks are built and the draft (or the game) begins."""
    seat = rec.state.pending_setup.index(None) + 1
    rec.emit(ev.SetupChosen(seat, command.choice))
    pending = rec.state.pending_setup
    if None in pending:
        return
    discards = tuple(choice.discard for choice in pending if choice is not None)
    rec.emit(ev.SetupRevealed(discards))
    rec.emit(ev.StacksBuilt(harvest_stacks(rec.state)))
    if rec.state.options.basic:
        begin_turn(rec, rec.state.starter)


def harvest_stacks(state: GameState) -> tuple[Stack, Stack]:
    """B-SETUP-5: each stack a face-up card under a face-down one; with `harvest_extra_card`
    (B-VAR-OPT-1) the stack with the lower face-up card (A on a tie) gets a third card."""
    top = state.draw
    a = Stack(top[0:2], (True, False))
    b = Stack(top[2:4], (True, False))
    if not state.options.harvest_extra_card:
        return a, b
    extra = top[4]
    if top[2].defense_value < top[0].defense_value:
        return a, Stack((*b.cards, extra), (True, False, False))
    return Stack((*a.cards, extra), (True, False, False)), b


def receivers(state: GameState, chooser: int) -> list[int]:
    """B-DRAFT-2: the chooser's opponents still due a hero in this pick, clockwise."""
    due = []
    for step in range(1, state.players):
        seat = (chooser - 1 + step) % state.players + 1
        held = len(state.seat(seat).heroes)
        if held < HEROES_EACH and seat not in state.draft_given:
            due.append(seat)
    return due


def give_problem(state: GameState, command: GiveHero) -> Refusal | None:
    if state.phase is not Phase.DRAFT:
        return refuse("The hero draft is over.")
    if command.hero not in state.pool:
        return refuse("The {hero} hero is not in the pool.", hero=command.hero)
    return None


def give_hero(rec: Folder, command: GiveHero) -> None:
    """B-DRAFT-2/3: one assignment; then the same chooser goes on, or the next one in the
    draft order with an eligible opponent takes over, or the draft ends."""
    state = rec.state
    chooser = state.to_act
    assert chooser is not None
    rec.emit(ev.HeroGiven(chooser, receivers(state, chooser)[0], command.hero))
    state = rec.state
    if all(len(seat.heroes) >= HEROES_EACH for seat in state.seats):
        rec.emit(ev.DraftEnded())
        return
    if receivers(state, chooser):
        return
    position = state.draft_pos + 1
    while not _has_receivers(state, position):
        position += 1
    rec.emit(ev.DraftMoved(position))


def _has_receivers(state: GameState, position: int) -> bool:
    chooser = state.draft_order[position % state.players]
    return any(
        len(state.seat(seat).heroes) < HEROES_EACH
        for seat in range(1, state.players + 1)
        if seat != chooser
    )


def starter_problem(state: GameState, command: ChooseStarter) -> Refusal | None:
    if state.phase is not Phase.START:
        return refuse("The starting player is already known.")
    if not 1 <= command.seat <= state.players:
        return refuse("Name a seat from 1 to {players}.", players=state.players)
    return None


def choose_starter(rec: Folder, command: ChooseStarter) -> None:
    """B-SETUP-7: the first drafter names the starting player, whose turn begins."""
    rec.emit(ev.StarterChosen(command.seat))
    begin_turn(rec, command.seat)


def setup_choices(state: GameState) -> list[SetupChoice]:
    """Every choice of the seat to act, each once: defence cards fill slots 1, 2, 3 in the
    hand's order (step accepts any arrangement; this list keeps one of each)."""
    hand = state.seat(state.pending_setup.index(None) + 1).hand
    choices = []
    for king in range(len(hand)):
        others = hand[:king] + hand[king + 1 :]
        for discard in combinations(range(len(others)), DISCARDS):
            rest = [card for i, card in enumerate(others) if i not in discard]
            thrown = (others[discard[0]], others[discard[1]])
            for size in range(SLOTS + 1):
                for defense in combinations(rest, size):
                    slots = defense + (None,) * (SLOTS - size)
                    choices.append(SetupChoice(hand[king], slots, thrown))
    if len(set(hand)) == len(hand):
        return choices
    return list(dict.fromkeys(choices))  # repeated Jokers give repeated choices
