"""Does a search that values the tokens a win keeps win better medals, and at what cost in
wins? (issue 34: "more Silver and Gold as the level rises"). Plays solo seeds as `regicide
simulate --bot strong --iterations N` does, with `StrongPlayer(medals=True)`, and sets each
beside the same seed of Strong's own chunked run (`levels.py chunks regicide strong ...
--label endgame`): the same deal, the same generator, so the games are alike until the first
decision the tokens' value changes.

    PYTHONPATH=. nice .venv/bin/python benchmarks/regicide_medals.py FIRST LAST [--iterations I]
    PYTHONPATH=. .venv/bin/python benchmarks/regicide_medals.py FIRST LAST --report

Each seed's result is kept under benchmarks/levels/medals/ as it finishes (a run may be
stopped and started again); `--report` pairs what is kept with Strong's run.
"""

from __future__ import annotations

import argparse
import json

from benchmarks.levels import CHUNKS, RESULTS, SOLO_SEARCH_LABELS
from benchmarks.regicide_losses import play
from regicide.games.regicide.engine import Medal, Status

KEPT = RESULTS / "medals"
STRONG = CHUNKS / f"regicide-1p-strong-it100-{SOLO_SEARCH_LABELS['strong']}-200-from1"
BETTER = {Medal.GOLD.value, Medal.SILVER.value}


def played_result(seed: int, iterations: int) -> dict[str, object]:
    """The seed's solo game with the tokens valued: won, its medal, enemies, processor."""
    played = play(seed, iterations, endgame=True, medals=True)
    final = played.states[-1]
    won = final.status is Status.WON
    return {
        "seed": seed,
        "iterations": iterations,
        "won": won,
        "medal": final.medal.value if final.medal else None,
        "enemies": final.enemies_defeated,
        "cpu_seconds": round(played.seconds, 1),
    }


def strong_result(seed: int) -> tuple[bool, str | None] | None:
    """Strong's own result on `seed` (won, medal), or None where its run has not played it."""
    path = STRONG / f"seed{seed:06d}-1.json"
    if not path.exists():
        return None
    report = json.loads(path.read_text(encoding="utf-8"))
    medal = next((medal.value for medal in Medal if report["medals"][medal.value]), None)
    return bool(report["wins"]), medal


def report(first: int, last: int) -> list[str]:
    """Per seed where both played and the medal or the result differs, then the totals."""
    lines: list[str] = []
    pairs, cpu = 0, 0.0
    wins, medals = [0, 0], [0, 0]  # Strong's, then with the tokens valued
    for seed in range(first, last + 1):
        kept, strong = KEPT / f"seed{seed:06d}.json", strong_result(seed)
        if not kept.exists() or strong is None:
            continue
        mine = json.loads(kept.read_text(encoding="utf-8"))
        pairs, cpu = pairs + 1, cpu + mine["cpu_seconds"]
        for side, (won, medal) in enumerate((strong, (mine["won"], mine["medal"]))):
            wins[side] += won
            medals[side] += medal in BETTER
        if strong != (mine["won"], mine["medal"]):
            valued = mine["medal"] or "lost"
            lines.append(f"seed {seed}: Strong {strong[1] or 'lost'}, tokens valued {valued}")
    lines.append(
        f"{pairs} seeds: Strong won {wins[0]} ({medals[0]} Silver or Gold), with the tokens "
        f"valued {wins[1]} ({medals[1]} Silver or Gold); "
        f"{cpu / max(pairs, 1):.1f} s of processor a deal"
    )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first", type=int)
    parser.add_argument("last", type=int)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--report", action="store_true", help="pair what is kept, play nothing")
    args = parser.parse_args()
    if not args.report:
        KEPT.mkdir(parents=True, exist_ok=True)
        for seed in range(args.first, args.last + 1):
            path = KEPT / f"seed{seed:06d}.json"
            if not path.exists():
                result = played_result(seed, args.iterations)
                path.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
                print(result, flush=True)
    print("\n".join(report(args.first, args.last)))


if __name__ == "__main__":
    main()
