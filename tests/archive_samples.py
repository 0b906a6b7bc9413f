"""Archived games for tests and the gallery: solo wins from fresh deals (tests/golden/records,
one per medal: Gold with no Jester token used, Silver with one, Bronze with both; the assisted
flag and variants set as asked) and losses from fresh deals."""

from __future__ import annotations

import json
from pathlib import Path

from regicide.games.regicide.engine import Game, legal_moves
from regicide.store.keys import DAILY_KEY
from regicide.store.saves import game_text
from tests.builders import REGICIDE

# A solo position one play from victory: the last King has 2 health left (R-SOLO-5 medals).
LAST_KING = dict(enemy="KS", damage=38, castle="", hands=["2C 3D"], enemies_defeated=11)


GOLDEN = Path(__file__).parent / "golden" / "records"
MEDAL_BY_TOKENS = ("gold", "silver", "bronze")  # R-SOLO-5


def won_record(
    tokens_used: int = 0, assisted: bool = False, daily: str | None = None, **rules: bool
) -> str:
    """A FORMAT.md record of a solo game won from a fresh deal with `tokens_used` Jester
    tokens flipped (a strong player's game, kept in tests/golden/records)."""
    path = GOLDEN / f"won-{MEDAL_BY_TOKENS[tokens_used]}.json"
    data = {**json.loads(path.read_text(encoding="utf-8")), "rules": rules, "assisted": assisted}
    if daily is not None:
        data[DAILY_KEY] = daily
    return json.dumps(data)


def lost_game(players: int, seed: int) -> Game:
    """A fresh deal played to its end by always taking the first legal move."""
    game = Game.new(players, seed=seed)
    while game.outcome is None:
        game.submit(legal_moves(game.state)[0])
    return game


def fill(folder: Path, texts: list[str]) -> list[Path]:
    """Archive files named by day, in the given order."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for number, text in enumerate(texts):
        path = folder / f"2026-{number // 28 + 1:02}-{number % 28 + 1:02}_120000.json"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def sample_archive(folder: Path) -> None:
    """A varied history: medals, losses of 1-4 players, an assisted win, dailies, a bad file."""
    texts = [
        game_text(REGICIDE, lost_game(players, seed))
        for seed, players in enumerate((1, 2, 3, 4, 1))
    ]
    texts += [won_record(0), won_record(1), won_record(2, daily="2026-11-22")]
    texts += [won_record(0, assisted=True), game_text(REGICIDE, lost_game(1, 9)), won_record(0)]
    texts += [won_record(1, daily="2026-11-23")]
    fill(folder, texts)
    (folder / "zz-broken.yaml").write_text("format: regicide-record\nversion: 7\n", "utf-8")
