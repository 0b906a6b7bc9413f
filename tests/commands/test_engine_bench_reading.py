"""The engine benches read no file themselves (issue 30): `regicide bench engine` hands each
game's bench a reader of the long record, and the game replays what it is handed."""

from __future__ import annotations

from regicide.commands.bench.long_game import read_long_game
from regicide.games.claim import bench as claim_bench
from regicide.games.claim.engine import Game as ClaimGame
from regicide.games.claim.engine import read_record, record_data, record_of
from regicide.games.regicide import bench as regicide_bench


def test_regicide_replays_the_record_the_command_reads() -> None:
    reads: list[object] = []

    def reader() -> object:
        reads.append(read_long_game())
        return reads[-1]

    _, _, moves = regicide_bench._measure_replay(reader)
    assert moves > 200 and len(reads) == 1 + regicide_bench.REPLAY_RUNS


def test_claim_replays_its_own_game_when_the_long_record_is_another_game_s() -> None:
    fallback = ClaimGame.new(seed=3)
    data = claim_bench._record_to_replay(read_long_game, fallback)
    assert data == record_data(record_of(fallback))
    own = record_data(record_of(ClaimGame.new(seed=4)))
    assert claim_bench._record_to_replay(lambda: own, fallback) is own
    assert read_record(own).moves == ()
