"""Property-based tests: thousands of random legal games, fresh deals and stated positions.

Hypothesis draws the player count, seed, variants and start (tests/strategies.py) and picks every
move. Each property plays its games to the end and checks one family of facts against RULES.md
and FORMAT.md. Some checks use a small rules oracle written here from RULES.md alone, so they do
not trust `regicide.games.regicide.engine.rules`.

Runs are derandomized (the same examples every run, for CI); set REGICIDE_PROPERTY_SCALE=10 to
play ten times as many games.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from itertools import combinations
from typing import TypeVar

import hypothesis
import yaml
from hypothesis import given, note
from hypothesis import strategies as st

from regicide.games.regicide.engine import (
    JESTER,
    REVEALING,
    Card,
    ChooseNext,
    Command,
    Discard,
    FlipToken,
    Game,
    GameState,
    IllegalMove,
    Medal,
    Phase,
    PlayCards,
    SeededChance,
    Status,
    Suit,
    Turn,
    Yield,
    decide,
    evolve,
    fold,
    format_move,
    legal_moves,
    parse_cards,
    parse_move,
    read_record,
    record_data,
    record_of,
    replay,
    sort_cards,
    view,
)
from regicide.games.regicide.engine.cards import cards_value
from regicide.games.regicide.engine.events import (
    CardDrawn,
    CardsDiscarded,
    CardsPlayed,
    DamageDealt,
    EnemyAttacked,
    EnemyDefeated,
    EnemyRevealed,
    Event,
    GameLost,
    GameWon,
    ImmunityCancelled,
    NextSeatChoiceOffered,
    PowerBlocked,
    ShieldRaised,
    TavernHealed,
    TokenFlipped,
    TurnBegan,
    Yielded,
)
from regicide.games.regicide.engine.state import SETUP_TABLE
from tests.builders import game_at, play
from tests.strategies import (
    ENEMIES,
    GameSpec,
    arbitrary_commands,
    deck_of,
    examples,
    fresh_deals,
    game_specs,
    moves_text,
    play_out,
    randoms,
)

SOLO_TOKENS = 2
TAVERN_AFTER_DEAL = {1: 32, 2: 26, 3: 23, 4: 22}  # R-SETUP-3
E = TypeVar("E")
MEDALS = (Medal.GOLD, Medal.SILVER, Medal.BRONZE)  # R-SOLO-5, by tokens used
# --- playing and walking games ------------------------------------------------------------------


def played(spec: GameSpec, rnd: random.Random, visit: Callable[[Game], None] | None = None) -> Game:
    """The game of `spec` played to its end; on failure Hypothesis prints its moves."""
    game = spec.new_game()
    try:
        play_out(game, rnd, visit)
    finally:
        note(f"moves: {moves_text(game)}")
    state = game.state
    hypothesis.event(
        f"{'deal' if spec.start is None else 'position'}, {state.players}p: {state.status.value}"
    )
    hypothesis.event(f"moves: {len(game.history) // 10 * 10}+")
    return game


def every_state(game: Game, *, setup: bool = False) -> Iterator[GameState]:
    """Every state the game passed through, one per event (from the origin if `setup`)."""
    for _, _, after in event_steps(game, setup=setup):
        yield after


def event_steps(
    game: Game, *, setup: bool = False
) -> Iterator[tuple[GameState | None, Event | None, GameState]]:
    """(state before, event, state after) for every event; first (None, None, first state)."""
    state = game.origin if setup else game.start
    yield None, None, state
    batches = [game.setup] if setup else []
    batches += [turn.events for turn in game.history]
    for events in batches:
        for event in events:
            after = evolve(state, event)
            yield state, event, after
            state = after


def turns_with_states(game: Game) -> Iterator[tuple[GameState, Turn, GameState]]:
    """(state before, turn, state after) for every logged move."""
    for index, turn in enumerate(game.history):
        yield game.state_after(index), turn, game.state_after(index + 1)


def canonical(command: Command) -> str:
    """A command in FORMAT.md notation with its cards in the stable order (one per card set)."""
    if isinstance(command, PlayCards):
        return format_move(PlayCards(sort_cards(command.cards)))
    if isinstance(command, Discard):
        return format_move(Discard(sort_cards(command.cards)))
    return format_move(command)


def events_of(events: Sequence[Event], kind: type[E]) -> list[E]:
    """The events of one type, in order."""
    return [event for event in events if isinstance(event, kind)]


# --- a rules oracle, written from RULES.md alone ------------------------------------------------


def holds(hand: Sequence[Card], cards: Sequence[Card]) -> bool:
    """The player holds every named card, as many times as it is named."""
    return not Counter(cards) - Counter(hand)


def is_play(cards: Sequence[Card]) -> bool:
    """R-PLAY-1..6: one card, an Ace with one non-Jester card, or a small same-rank combo."""
    if len(cards) == 1:
        return True
    if not cards or any(card.is_jester for card in cards):
        return False  # R-PLAY-5, R-PLAY-6
    if any(card.is_ace for card in cards):
        return len(cards) == 2  # R-PLAY-2, R-PLAY-4
    return (
        len(cards) <= 4
        and all(card.is_number for card in cards)
        and len({card.rank for card in cards}) == 1
        and cards_value(cards) <= 10
    )  # R-PLAY-3


def covers(state: GameState, cards: Sequence[Card]) -> bool:
    """R-SUF-2: the cards reach the damage due (strict_discard: only with the last card)."""
    if not cards:
        return False
    total, due = cards_value(cards), state.damage_due
    if total < due:
        return False
    return not state.rules.strict_discard or total - max(card.value for card in cards) < due


def may_yield(state: GameState) -> bool:
    """R-YIELD-1..3, with the solo_yield and yield_per_seat variants."""
    if state.phase is not Phase.PLAY:
        return False
    if state.players == 1:
        return state.rules.solo_yield and state.yields_in_a_row == 0
    if state.rules.yield_per_seat:
        others = [flag for seat, flag in enumerate(state.yielded_last, 1) if seat != state.current]
        return not all(others)
    return state.yields_in_a_row < state.players - 1


def may_flip(state: GameState) -> bool:
    """R-SOLO-2/3 and R-END-2: solo, start of step 1 or 4, a token left, something to change."""
    return (
        state.players == 1
        and state.phase in (Phase.PLAY, Phase.SUFFER)
        and state.tokens_used < SOLO_TOKENS
        and bool(state.current_hand or state.tavern)
    )


def oracle_allows(state: GameState, command: Command) -> bool:
    """Whether the rules allow `command` now."""
    if isinstance(command, PlayCards):
        return (
            state.phase is Phase.PLAY
            and holds(state.current_hand, command.cards)
            and is_play(command.cards)
        )
    if isinstance(command, Discard):
        return (
            state.phase is Phase.SUFFER
            and holds(state.current_hand, command.cards)
            and covers(state, command.cards)
        )
    if isinstance(command, Yield):
        return may_yield(state)
    if isinstance(command, FlipToken):
        return may_flip(state)
    return state.phase is Phase.CHOOSE_NEXT and 1 <= command.seat <= state.players


def oracle_moves(state: GameState) -> set[str]:
    """Every legal move now, canonical; discards as minimal sets (FORMAT.md `legal_moves`)."""
    moves: set[str] = set()
    if state.phase is Phase.PLAY:
        moves |= _plays(state.current_hand)
        moves |= {"yield"} if may_yield(state) else set()
    elif state.phase is Phase.SUFFER:
        moves |= _minimal_discards(state.current_hand, state.damage_due)
    elif state.phase is Phase.CHOOSE_NEXT:
        moves |= {f"next {seat}" for seat in range(1, state.players + 1)}
    return moves | ({"flip"} if may_flip(state) else set())


def _plays(hand: Sequence[Card]) -> set[str]:
    subsets = (cards for size in range(1, 5) for cards in combinations(hand, size))
    return {canonical(PlayCards(cards)) for cards in subsets if is_play(cards)}


def _minimal_discards(hand: Sequence[Card], due: int) -> set[str]:
    """Covering sets from which no card can be dropped and still cover `due`."""
    found = set()
    for size in range(1, len(hand) + 1):
        for chosen in combinations(hand, size):
            total = cards_value(chosen)
            if total >= due and all(total - card.value < due for card in chosen):
                found.add(canonical(Discard(chosen)))
    return found


def active_suits(state: GameState, cards: Sequence[Card]) -> set[Suit]:
    """R-POW-1/2: the suits whose power works: each once, not the immune enemy's own."""
    suits = {card.suit for card in cards if card.suit is not None}
    if not state.immunity_cancelled and state.enemy is not None:
        suits.discard(state.enemy.suit)
    return suits


def draw_seats(state: GameState, seat: int, count: int, tavern: int) -> list[int]:
    """R-DIAM-1: who draws, in order: clockwise from `seat`, skipping full hands."""
    sizes = [len(hand) for hand in state.hands]
    seats: list[int] = []
    while len(seats) < min(count, tavern) and min(sizes) < state.hand_limit:
        if sizes[seat - 1] < state.hand_limit:
            seats.append(seat)
            sizes[seat - 1] += 1
        seat = seat % state.players + 1
    return seats


def flattened(table: Sequence[Sequence[Card]]) -> tuple[Card, ...]:
    return tuple(card for play in table for card in play)


# --- 1, 2: cards and hands ----------------------------------------------------------------------


@examples(500)
@given(spec=game_specs, rnd=randoms)
def test_r_comp_1_every_card_is_accounted_for_at_every_step(
    spec: GameSpec, rnd: random.Random
) -> None:
    """R-COMP-1/2/3: after the deal, every event keeps each card of the deck in exactly one
    zone: castle, enemy, table, tavern, discard pile or a hand."""
    game = played(spec, rnd)
    deck = Counter(deck_of(spec.players))
    for state in every_state(game):
        assert Counter(state.all_cards()) == deck


@examples(500)
@given(spec=game_specs, rnd=randoms)
def test_r_setup_4_no_hand_ever_exceeds_the_hand_limit(spec: GameSpec, rnd: random.Random) -> None:
    """R-SETUP-3/4, R-DIAM-1, R-SOLO-2: no deal, draw or refill takes a hand past its limit."""
    game = played(spec, rnd)
    limit = SETUP_TABLE[spec.players][1]
    for state in every_state(game, setup=True):
        assert state.hand_limit == limit
        assert max(len(hand) for hand in state.hands) <= limit


# --- 3, 4: events, undo and redo ----------------------------------------------------------------


@examples(400)
@given(spec=game_specs, rnd=randoms)
def test_folding_the_events_rebuilds_every_live_state(spec: GameSpec, rnd: random.Random) -> None:
    """The state is a fold of the events: setup, then each move's, from the origin."""
    seen: list[GameState] = []
    game = played(spec, rnd, lambda live: seen.append(live.state))
    assert fold(game.origin, game.setup) == game.start == seen[0]
    state = game.start
    for index, turn in enumerate(game.history, 1):
        state = fold(state, turn.events)
        assert state == seen[index]
    every_event = [*game.setup, *(event for turn in game.history for event in turn.events)]
    assert fold(game.origin, every_event) == game.state == seen[-1]


@examples(300)
@given(spec=game_specs, rnd=randoms)
def test_undo_all_then_redo_all_is_the_identity(spec: GameSpec, rnd: random.Random) -> None:
    """Undo steps back exactly one state at a time; redo replays the same turns to the end."""
    seen: list[GameState] = []
    game = played(spec, rnd, lambda live: seen.append(live.state))
    history = game.history
    for moves in range(len(history), 0, -1):
        assert game.undo() == history[moves - 1]
        assert game.state == seen[moves - 1] and game.history == history[: moves - 1]
    assert game.undo() is None and game.state == game.start
    for moves in range(len(history)):
        assert game.redo() == history[moves]
        assert game.state == seen[moves + 1]
    assert game.redo() is None
    assert game.state == seen[-1] and game.history == history
    revealed = any(isinstance(event, REVEALING) for turn in history for event in turn.events)
    assert game.assisted is revealed


# --- 5: records ---------------------------------------------------------------------------------


def assert_same_game(copy: Game, game: Game) -> None:
    assert copy.state == game.state
    assert copy.setup == game.setup and copy.history == game.history
    assert copy.origin == game.origin and copy.assisted == game.assisted


def through_json(data: dict[str, object]) -> object:
    return json.loads(json.dumps(data))


def through_yaml(data: dict[str, object]) -> object:
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.safe_load(yaml.dump(data, Dumper=dumper, sort_keys=False))


@examples(300)
@given(spec=game_specs, rnd=randoms, use_yaml=st.booleans())
def test_a_saved_record_loads_as_the_same_game(
    spec: GameSpec, rnd: random.Random, use_yaml: bool
) -> None:
    """FORMAT.md records: save -> (JSON or YAML text) -> load -> replay gives the same game,
    and saving the replayed game gives the same data again."""
    game = played(spec, rnd)
    data = record_data(record_of(game))
    for loaded in (data, through_json(data), *([through_yaml(data)] if use_yaml else [])):
        copy = replay(read_record(loaded))
        assert_same_game(copy, game)
    assert record_data(record_of(copy)) == data


@examples(200)
@given(spec=game_specs, rnd=randoms, data=st.data())
def test_a_record_saved_after_undo_resumes_where_it_stopped(
    spec: GameSpec, rnd: random.Random, data: st.DataObject
) -> None:
    """A record saved after undoing back to any move replays to the state at that move and
    keeps the `assisted` mark that undoing past revealed cards set."""
    seen: list[GameState] = []
    game = played(spec, rnd, lambda live: seen.append(live.state))
    history = game.history
    stop = data.draw(st.integers(0, len(history)), label="moves kept")
    while len(game.history) > stop:
        game.undo()
    copy = replay(read_record(through_json(record_data(record_of(game)))))
    assert copy.state == seen[stop] and copy.history == history[:stop]
    assert copy.assisted is game.assisted


# --- 6, 7: legal and illegal moves --------------------------------------------------------------


def accepts_every_legal_move(game: Game) -> None:
    """Each move of legal_moves is accepted, and undoing it restores the state."""
    before, history = game.state, game.history
    for command in game.legal_moves():
        assert game.submit(command), f"{format_move(command)} caused no event"
        game.undo()
        assert game.state == before and game.history == history


@examples(300)
@given(spec=game_specs, rnd=randoms)
def test_every_listed_legal_move_is_accepted(spec: GameSpec, rnd: random.Random) -> None:
    """legal_moves() never lists a move that submit() refuses; it is empty once over."""
    game = played(spec, rnd, accepts_every_legal_move)
    assert game.legal_moves() == []


def legal_moves_match_the_oracle(game: Game) -> None:
    listed = [canonical(command) for command in game.legal_moves()]
    assert listed == [format_move(command) for command in game.legal_moves()]  # stable order
    assert len(set(listed)) == len(listed), "a card set is listed twice"
    assert set(listed) == oracle_moves(game.state)
    assert [parse_move(move) for move in listed] == game.legal_moves()


@examples(300)
@given(spec=game_specs, rnd=randoms)
def test_legal_moves_are_exactly_what_the_rules_allow(spec: GameSpec, rnd: random.Random) -> None:
    """R-PLAY-1..6, R-YIELD-2/3, R-SUF-2, R-JEST-4, R-SOLO-3 via the oracle above: every legal
    play, every minimal discard, yield, flip and `next` exactly when allowed (FORMAT.md)."""
    played(spec, rnd, legal_moves_match_the_oracle)


def judge_arbitrary_commands(game: Game, rnd: random.Random) -> None:
    """Random commands: the engine accepts exactly those the oracle allows, and a refusal
    changes nothing at all."""
    for command in arbitrary_commands(game.state, rnd, 8):
        before, history = game.state, game.history
        allowed = oracle_allows(before, command)
        try:
            game.submit(command)
        except IllegalMove as illegal:
            assert not allowed, f"{format_move(command)} refused: {illegal.reason}"
            assert illegal.reason
            assert game.state is before and game.history == history
            continue
        assert allowed, f"{format_move(command)} accepted in phase {before.phase.value}"
        game.undo()
        assert game.state == before


@examples(300)
@given(spec=game_specs, rnd=randoms)
def test_illegal_moves_are_refused_without_changing_anything(
    spec: GameSpec, rnd: random.Random
) -> None:
    """Cards not held, repeated cards, illegal shapes (R-PLAY-6), short discards (R-SUF-2),
    forbidden yields (R-YIELD-2/3), flips outside solo (R-SOLO-3), bad seats, wrong phases and
    any move after the end raise IllegalMove and leave state and history untouched."""
    played(spec, rnd, lambda game: judge_arbitrary_commands(game, rnd))


# --- 8: determinism -----------------------------------------------------------------------------


@examples(300)
@given(spec=game_specs, rnd=randoms)
def test_the_same_seed_and_moves_give_the_same_events(spec: GameSpec, rnd: random.Random) -> None:
    """A game is a function of its start, seed and moves: a twin game logs the same events,
    decide() is pure, and a move redone by hand after undo repeats its events exactly."""
    game = played(spec, rnd)
    twin = spec.new_game()
    for command in game.moves:
        twin.submit(command)
    assert_same_game(twin, game)
    for moves, turn in enumerate(game.history, 1):
        chance = SeededChance(spec.seed, moves)
        assert decide(game.state_after(moves - 1), turn.command, chance) == list(turn.events)
    for turn in reversed(game.history):
        assert game.undo() == turn
        assert game.submit(turn.command) == turn.events
        assert not game.can_redo
        game.undo()
    assert game.state == game.start


# --- 9: invariants of the rules -----------------------------------------------------------------


@examples(300)
@given(spec=fresh_deals())
def test_r_setup_3_a_fresh_deal_matches_the_setup_table(spec: GameSpec) -> None:
    """R-SETUP-1..6: full hands, the tavern size of the table, 11 royals left with a Jack on
    top, the chosen first seat, and a Diamond somewhere under diamond_mulligan."""
    state = spec.new_game().state
    assert [len(hand) for hand in state.hands] == [state.hand_limit] * spec.players
    assert len(state.tavern) == TAVERN_AFTER_DEAL[spec.players]
    assert [*state.tavern, *flattened(state.hands)].count(JESTER) == spec.jesters
    assert state.enemy is not None and state.enemy.rank == 11 and len(state.castle) == 11
    assert [card.rank for card in state.castle] == [11] * 3 + [12] * 4 + [13] * 4
    assert (state.current, state.phase, state.damage, state.shield) == (
        spec.first_seat,
        Phase.PLAY,
        0,
        0,
    )
    if spec.rules.diamond_mulligan:
        assert any(card.suit is Suit.DIAMONDS for hand in state.hands for card in hand)


@examples(400)
@given(spec=game_specs, rnd=randoms)
def test_r_def_2_every_revealed_enemy_starts_fresh(spec: GameSpec, rnd: random.Random) -> None:
    """R-SETUP-1, R-DEF-1/2: the next enemy is the castle's top card, comes in rank order
    (Jacks, Queens, Kings), and starts with no damage, no shield and its immunity."""
    game = played(spec, rnd)
    ranks = [game.origin.enemy.rank] if game.origin.enemy else []
    for before, event, after in event_steps(game, setup=True):
        if not isinstance(event, EnemyRevealed):
            continue
        assert before is not None and event.enemy == before.castle[0] == after.enemy
        assert after.castle == before.castle[1:]
        assert (after.damage, after.shield, after.immunity_cancelled) == (0, 0, False)
        ranks.append(event.enemy.rank)
    assert ranks == sorted(ranks)


def check_state(state: GameState) -> None:
    """Facts that hold between moves (R-DMG-1, R-DEF-3, R-SUF-1, R-JEST-4, R-END-1/2)."""
    over = state.status is not Status.PLAYING
    assert over is (state.phase is Phase.OVER)
    assert (state.loss_reason is not None) is (state.status is Status.LOST)
    assert state.enemies_defeated + len(state.castle) + (state.enemy is not None) == ENEMIES
    assert 1 <= state.current <= state.players
    assert 0 <= state.tokens_used <= (SOLO_TOKENS if state.players == 1 else 0)
    assert (state.damage_due > 0) is (state.phase is Phase.SUFFER)
    if state.status is Status.WON:
        assert state.enemies_defeated == ENEMIES and not state.castle and state.enemy is None
    elif state.enemy is not None:
        assert 0 <= state.damage < state.enemy_health
    if state.phase is Phase.CHOOSE_NEXT:
        assert state.table[-1] == (JESTER,)
    assert bool(legal_moves(state)) is not over


def check_zones(state: GameState) -> None:
    """Hands in their stable order, table plays of legal shapes (R-PLAY-7), a known tavern top
    is a royal (R-INFO-1), and the medal only for a solo win without easing variants."""
    assert all(hand == sort_cards(hand) for hand in state.hands)
    assert all(is_play(play) for play in state.table)
    assert 0 <= state.tavern_known <= len(state.tavern)
    assert all(card.is_royal for card in state.tavern[: state.tavern_known])
    if state.medal is not None:
        assert state.players == 1 and state.status is Status.WON
        assert not (state.rules.diamond_mulligan or state.rules.solo_yield)


def check_views(state: GameState) -> None:
    """R-INFO-1/2: each seat sees its own hand, others' only with open_hands, moves on its turn."""
    for seat in range(1, state.players + 1):
        seen = view(state, seat)
        assert seen.hand == state.hand(seat)
        assert seen.hand_sizes == tuple(len(hand) for hand in state.hands)
        assert (seen.open_hands is not None) is state.rules.open_hands
        assert seen.discard_top == (state.discard[-1] if state.discard else None)
        assert seen.tavern_size == len(state.tavern)
        assert seen.tavern_known == state.tavern[: state.tavern_known]
        assert seen.tavern_top == (state.tavern[0] if state.tavern_known else None)
        assert bool(seen.legal_moves) is (seat == state.current and state.phase is not Phase.OVER)


@examples(400)
@given(spec=game_specs, rnd=randoms)
def test_r_end_2_states_between_moves_are_consistent(spec: GameSpec, rnd: random.Random) -> None:
    """Between moves: over iff phase over; a win means 12 enemies down and an empty castle;
    damage stays below health; someone always has a move until the end; views hide hands."""
    game = played(spec, rnd)
    for moves in range(len(game.history) + 1):
        state = game.state_after(moves)
        check_state(state)
        check_zones(state)
        check_views(state)


@examples(400)
@given(spec=game_specs, rnd=randoms)
def test_r_end_1_the_game_ends_once_with_the_right_event(
    spec: GameSpec, rnd: random.Random
) -> None:
    """R-END-1/2: one terminal event, last in the log. A loss only when the player to act has
    no legal move; a win when the castle is empty and the 12th enemy is down."""
    game = played(spec, rnd)
    endings = [
        (before, event)
        for before, event, _ in event_steps(game, setup=True)
        if isinstance(event, GameWon | GameLost)
    ]
    assert len(endings) == 1
    before, event = endings[0]
    last_events = game.history[-1].events if game.history else game.setup
    assert last_events[-1] == event and before is not None
    if isinstance(event, GameLost):
        assert legal_moves(before) == [] and event.seat == before.current
    else:
        assert before.castle == () and before.enemies_defeated == ENEMIES
    check_outcome(game)


def check_outcome(game: Game) -> None:
    """R-SOLO-5: a solo win without easing variants earns the medal of its tokens used."""
    state, outcome = game.state, game.outcome
    assert outcome is not None and outcome.status is state.status
    assert outcome.enemies_defeated == state.enemies_defeated and not outcome.assisted
    eased = state.rules.diamond_mulligan or state.rules.solo_yield
    if state.status is Status.WON and state.players == 1 and not eased:
        assert state.medal is MEDALS[state.tokens_used]
    else:
        assert state.medal is None
    assert outcome.medal is (state.medal if game.dealt else None)


@examples(400)
@given(spec=game_specs, rnd=randoms)
def test_r_yield_2_the_yield_count_follows_the_turns(spec: GameSpec, rnd: random.Random) -> None:
    """R-YIELD-2/3, R-TURN-3: Y counts the yield turns since the last play (a Jester or a kill
    included), never exceeds max(N - 1, 1), and each seat's last-turn flag is its last turn."""
    game = played(spec, rnd)
    streak, last = game.start.yields_in_a_row, list(game.start.yielded_last)
    for _, turn, after in turns_with_states(game):
        for event in turn.events:
            if isinstance(event, CardsPlayed | Yielded):
                streak = streak + 1 if isinstance(event, Yielded) else 0
                last[event.seat - 1] = isinstance(event, Yielded)
        assert after.yields_in_a_row == streak <= max(spec.players - 1, 1)
        assert after.yielded_last == tuple(last)


@examples(300)
@given(spec=game_specs, rnd=randoms)
def test_r_info_1_a_shown_tavern_top_is_an_exact_killed_royal(
    spec: GameSpec, rnd: random.Random
) -> None:
    """R-INFO-1/2: a seat sees the tavern's top card only when it is an exact-killed royal
    (R-DEF-1) that nobody has drawn since; every other tavern card stays hidden."""
    game = played(spec, rnd)
    public: set[Card] = set()
    for _, event, after in event_steps(game):
        if isinstance(event, EnemyDefeated) and event.exact:
            public.add(event.enemy)
        elif isinstance(event, CardDrawn):
            public.discard(event.card)
        top = view(after, after.current).tavern_top
        if top is not None:
            assert top == after.tavern[0] and top in public
        assert all(card in public for card in after.tavern[: after.tavern_known])


def test_r_info_1_the_next_exact_killed_royal_stays_public_after_a_draw() -> None:
    """Two exact kills in a row stack JH on JC on the tavern; `AD` then draws JH. JC, exact
    killed and never drawn, is now on top: R-INFO-1 makes its identity public."""
    game = game_at(2, enemy="JC", castle="JH QS", hands=["10S 10C AD 9H", "2C"], damage=10)
    jack_of_hearts, jack_of_clubs = parse_cards("JH JC")
    play(game, "play 10S", "play 10C")  # both exact: JC, then JH, on top of the tavern
    assert game.state.tavern[:2] == (jack_of_hearts, jack_of_clubs)
    assert game.view(1).tavern_top == jack_of_hearts
    play(game, "play AD")  # Diamonds: seat 1 draws JH
    assert game.state.tavern[0] == jack_of_clubs
    assert game.view(1).tavern_top == jack_of_clubs


# --- 9: what each move does, against the oracle -------------------------------------------------


def check_attack(before: GameState, cards: tuple[Card, ...], events: Sequence[Event]) -> None:
    """R-POW-1..3, R-HEART-1, R-DIAM-1, R-SPADE-1, R-CLUB-1, R-DMG-1 for a non-Jester play."""
    x, active = cards_value(cards), active_suits(before, cards)
    blocked = {card.suit for card in cards if card.suit is not None} - active
    assert events_of(events, PowerBlocked) == [PowerBlocked(suit) for suit in blocked]
    healed = events_of(events, TavernHealed)
    assert len(healed) == (Suit.HEARTS in active)
    heal = min(x, len(before.discard)) if healed else 0
    for event in healed:
        assert len(event.cards) == heal and not Counter(event.cards) - Counter(before.discard)
    tavern = before.tavern + (healed[0].cards if healed else ())
    check_draws(before, cards, events, tavern, x if Suit.DIAMONDS in active else 0)
    shield = x if Suit.SPADES in active else 0
    assert events_of(events, ShieldRaised) == ([ShieldRaised(x)] if shield else [])
    doubled = Suit.CLUBS in active
    assert events_of(events, DamageDealt) == [DamageDealt(2 * x if doubled else x, doubled)]
    check_defeat_or_attack(before, 2 * x if doubled else x, shield, events)


def check_draws(
    before: GameState,
    cards: tuple[Card, ...],
    events: Sequence[Event],
    tavern: tuple[Card, ...],
    count: int,
) -> None:
    """R-DIAM-1: clockwise from the player, one at a time, full hands skipped, from the top."""
    seat = before.current
    hands = list(before.hands)
    hands[seat - 1] = tuple(card for card in hands[seat - 1] if card not in cards)
    seats = draw_seats(before._replace(hands=tuple(hands)), seat, count, len(tavern))
    expected = [CardDrawn(who, card) for who, card in zip(seats, tavern, strict=False)]
    assert events_of(events, CardDrawn) == expected


def check_defeat_or_attack(
    before: GameState, damage: int, shield: int, events: Sequence[Event]
) -> None:
    """R-DMG-1, R-DEF-1..4: defeat at health (exact at equality), else step 4 (R-SUF-1)."""
    assert before.enemy is not None
    total, seat = before.damage + damage, before.current
    if total >= before.enemy_health:
        exact = total == before.enemy_health
        assert events_of(events, EnemyDefeated) == [EnemyDefeated(before.enemy, exact)]
        assert not events_of(events, EnemyAttacked)
        assert isinstance(events[-1], GameWon) or TurnBegan(seat) in events  # R-DEF-4
        return
    due = max(0, before.enemy_attack - before.shield - shield)
    assert not events_of(events, EnemyDefeated)
    assert events_of(events, EnemyAttacked) == [EnemyAttacked(seat, due)]


def check_defeat_zones(
    before: GameState, cards: tuple[Card, ...], events: Sequence[Event], after: GameState
) -> None:
    """R-DEF-1: exact kill on top of the tavern, else onto the discard pile; then the table,
    oldest play first, goes on the discard pile, this play on top."""
    defeats = events_of(events, EnemyDefeated)
    if not defeats:
        return
    assert after.table == () and isinstance(defeats[0], EnemyDefeated)
    table = flattened((*before.table, cards))
    assert after.discard[-len(table) :] == table
    if defeats[0].exact:
        assert after.tavern[0] == before.enemy and after.tavern_known >= 1
    else:
        assert after.discard[-len(table) - 1] == before.enemy


def check_jester(before: GameState, events: Sequence[Event]) -> None:
    """R-JEST-1..5: cancel immunity once, late Spade shield, no damage, a choice of seat."""
    assert before.enemy is not None
    fresh = not before.immunity_cancelled
    assert events_of(events, ImmunityCancelled) == ([ImmunityCancelled(before.enemy)] * fresh)
    spades = [play for play in before.table if any(c.suit is Suit.SPADES for c in play)]
    bonus = sum(cards_value(play) for play in spades)
    if not (fresh and before.enemy.suit is Suit.SPADES and bonus):
        bonus = 0
    assert events_of(events, ShieldRaised) == ([ShieldRaised(bonus)] if bonus else [])
    assert not events_of(events, DamageDealt) and not events_of(events, EnemyAttacked)
    assert events[-1] == NextSeatChoiceOffered(before.current)


def check_flip(before: GameState, events: Sequence[Event]) -> None:
    """R-SOLO-2/4: discard the whole hand, draw up to 8 from the tavern's top, same phase."""
    hand = before.current_hand
    expected = [TokenFlipped(1), *([CardsDiscarded(1, hand)] if hand else [])]
    expected += [CardDrawn(1, card) for card in before.tavern[: before.hand_limit]]
    assert list(events[: len(expected)]) == expected
    rest = events[len(expected) :]
    assert rest == () or (len(rest) == 1 and isinstance(rest[0], GameLost))


def expected_simple_events(before: GameState, command: Command) -> list[Event] | None:
    """The exact events of a yield, discard or `next` (R-YIELD-1, R-SUF-1..3, R-JEST-4)."""
    seat, following = before.current, before.next_seat(before.current)
    if isinstance(command, Yield):
        due = before.net_attack
        return [Yielded(seat), EnemyAttacked(seat, due), *([TurnBegan(following)] * (not due))]
    if isinstance(command, Discard):
        return [CardsDiscarded(seat, command.cards), TurnBegan(following)]
    if isinstance(command, ChooseNext):
        return [TurnBegan(command.seat)]
    return None


def check_turn(before: GameState, turn: Turn, after: GameState) -> None:
    command, events = turn.command, turn.events
    ended = after.status is not Status.PLAYING
    simple = expected_simple_events(before, command)
    if simple is not None:
        assert list(events[: len(events) - ended]) == simple
    elif isinstance(command, FlipToken):
        check_flip(before, events)
    elif isinstance(command, PlayCards):
        assert events[0] == CardsPlayed(before.current, command.cards)
        if command.cards == (JESTER,):
            check_jester(before, events)
        else:
            check_attack(before, command.cards, events)
            check_defeat_zones(before, command.cards, events, after)


@examples(500)
@given(spec=game_specs, rnd=randoms)
def test_r_pow_1_every_move_has_the_effects_the_rules_give_it(
    spec: GameSpec, rnd: random.Random
) -> None:
    """Each move's events against the oracle: powers once per suit at X unless immune
    (R-POW-1..3), heal and draw counts and order (R-HEART-1, R-DIAM-1), shield and doubled
    damage (R-SPADE-1, R-CLUB-1), defeat and where the cards go (R-DMG-1, R-DEF-1..4), the
    Jester (R-JEST-1..5), yields, discards and `next` (R-YIELD-1, R-SUF-1..3), flips (R-SOLO-2)."""
    game = played(spec, rnd)
    for before, turn, after in turns_with_states(game):
        check_turn(before, turn, after)
