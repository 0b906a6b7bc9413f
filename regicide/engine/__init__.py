"""The pure Regicide rules engine: commands in, past-tense events out, state = a fold of events.

Standard library only: no pygame, YAML, files, clock or global random. Everything outside
the engine (the table, computer players, the CLI) uses only the names exported here.
"""

from regicide.engine.cards import (
    JESTER,
    Card,
    Suit,
    format_cards,
    parse_card,
    parse_cards,
    sort_cards,
)
from regicide.engine.chance import Chance, SeededChance
from regicide.engine.commands import ChooseNext, Command, Discard, FlipToken, PlayCards, Yield
from regicide.engine.errors import IllegalMove, NotationError, RecordError, RegicideError
from regicide.engine.events import REVEALING, Event
from regicide.engine.evolve import evolve, fold
from regicide.engine.game import Game, Outcome, Turn
from regicide.engine.notation import format_move, parse_move
from regicide.engine.plays import play_value
from regicide.engine.position import position_data, read_position
from regicide.engine.record import Record, read_record, record_data, record_of, replay
from regicide.engine.rules import (
    can_play,
    decide,
    flip_problem,
    legal_moves,
    yield_problem,
    yielding_allowed,
)
from regicide.engine.state import GameState, Medal, Phase, Rules, Status
from regicide.engine.view import SeatView, view

__all__ = [
    "JESTER",
    "REVEALING",
    "Card",
    "Chance",
    "ChooseNext",
    "Command",
    "Discard",
    "Event",
    "FlipToken",
    "Game",
    "GameState",
    "IllegalMove",
    "Medal",
    "NotationError",
    "Outcome",
    "Phase",
    "PlayCards",
    "Record",
    "RecordError",
    "RegicideError",
    "Rules",
    "SeatView",
    "SeededChance",
    "Status",
    "Suit",
    "Turn",
    "Yield",
    "can_play",
    "decide",
    "evolve",
    "flip_problem",
    "fold",
    "format_cards",
    "format_move",
    "legal_moves",
    "parse_card",
    "parse_cards",
    "parse_move",
    "play_value",
    "position_data",
    "read_position",
    "read_record",
    "record_data",
    "record_of",
    "replay",
    "sort_cards",
    "view",
    "yield_problem",
    "yielding_allowed",
]
