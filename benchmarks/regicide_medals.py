"""A variant of Strong's search set beside Strong itself, seed by seed (issue 34). Plays solo
seeds as `regicide simulate --bot strong --iterations N` does, with the variant, and sets each
beside the same seed of Strong's own chunked run (`levels.py chunks regicide strong ...
--label endgame`): the same deal, the same generator, so the games are alike until the first
decision the variant changes. The variants (VARIANTS):

- `medals`: a search that values the tokens a win keeps (`StrongPlayer(medals=True)`): does
  it win better medals, and at what cost in wins? ("more Silver and Gold as the level rises")
- `solver`: against the Kings, each rollout that is not won retried by the open-hand solver
  (`solve_limit`) on every one of Strong's sampled deals: how many of Strong's lost deals
  does it win, and does it lose any Strong won? (Expert's endgame retries a third as many.)

    PYTHONPATH=. nice .venv/bin/python benchmarks/regicide_medals.py FIRST LAST [--variant V]
    PYTHONPATH=. .venv/bin/python benchmarks/regicide_medals.py FIRST LAST --report [--variant V]

Each seed's result is kept under benchmarks/levels/medals/ (`solver`: levels/solver-screen/)
as it finishes (a run may be stopped and started again); `--report` pairs what is kept with
Strong's run. `--seeds` plays the listed seeds of FIRST..LAST only.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from benchmarks.levels import CHUNKS, RESULTS, SOLO_SEARCH_LABELS
from benchmarks.regicide_losses import play
from regicide.games.regicide.ai.make import EXPERT_SOLVE_LIMIT as SCREEN_SOLVE_LIMIT
from regicide.games.regicide.engine import Medal, Status

#: each variant's options of `regicide_losses.play`, and the folder its results are kept in
VARIANTS: dict[str, tuple[dict[str, Any], Path]] = {
    "medals": ({"medals": True}, RESULTS / "medals"),
    "solver": ({"solve_limit": SCREEN_SOLVE_LIMIT}, RESULTS / "solver-screen"),
}
STRONG = CHUNKS / f"regicide-1p-strong-it100-{SOLO_SEARCH_LABELS['strong']}-200-from1"
BETTER = {Medal.GOLD.value, Medal.SILVER.value}


def played_result(seed: int, iterations: int, variant: str) -> dict[str, object]:
    """The seed's solo game played by the variant: won, its medal, enemies, processor."""
    played = play(seed, iterations, endgame=True, **VARIANTS[variant][0])
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


def report(seeds: list[int], variant: str) -> list[str]:
    """Per seed where both played and the medal or the result differs, then the totals."""
    lines: list[str] = []
    pairs, cpu = 0, 0.0
    wins, medals = [0, 0], [0, 0]  # Strong's, then the variant's
    for seed in seeds:
        kept, strong = VARIANTS[variant][1] / f"seed{seed:06d}.json", strong_result(seed)
        if not kept.exists() or strong is None:
            continue
        mine = json.loads(kept.read_text(encoding="utf-8"))
        pairs, cpu = pairs + 1, cpu + mine["cpu_seconds"]
        for side, (won, medal) in enumerate((strong, (mine["won"], mine["medal"]))):
            wins[side] += won
            medals[side] += medal in BETTER
        if strong != (mine["won"], mine["medal"]):
            played = mine["medal"] or "lost"
            lines.append(f"seed {seed}: Strong {strong[1] or 'lost'}, {variant} {played}")
    lines.append(
        f"{pairs} seeds: Strong won {wins[0]} ({medals[0]} Silver or Gold), {variant} "
        f"{wins[1]} ({medals[1]} Silver or Gold); {cpu / max(pairs, 1):.1f} s of processor a deal"
    )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first", type=int)
    parser.add_argument("last", type=int)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--report", action="store_true", help="pair what is kept, play nothing")
    parser.add_argument("--variant", choices=sorted(VARIANTS), default="medals")
    parser.add_argument("--seeds", type=int, nargs="+", help="only these seeds of the range")
    args = parser.parse_args()
    seeds = [s for s in range(args.first, args.last + 1) if not args.seeds or s in args.seeds]
    kept = VARIANTS[args.variant][1]
    if not args.report:
        kept.mkdir(parents=True, exist_ok=True)
        for seed in seeds:
            path = kept / f"seed{seed:06d}.json"
            if not path.exists():
                result = played_result(seed, args.iterations, args.variant)
                path.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
                print(result, flush=True)
    print("\n".join(report(seeds, args.variant)))


if __name__ == "__main__":
    main()
