"""A paired screen of Claim's Strong level (issue 34): variants of its search against Casual
on the same deals, seats and generators, game by game side by side in the same minutes, so
that a difference is the variant's and not the deals' or the machine's. Each variant is the
Strong search (rollouts.py's Style: `epsilon`, `exact_cards`; search.py's `finalists`) at the
same sampled deals a decision (`--iterations`: the whole budget, no clock). One JSON file
under benchmarks/levels/screens/ with every game's result, written after every deal.

    nice -n 19 .venv/bin/python benchmarks/claim_screen.py --deals 30 [--first 1]
        [--iterations 60] [--variants base eps0 ...]

Stopped, the same command takes it up after the last deal saved.

    .venv/bin/python benchmarks/claim_screen.py --deals 200 --variants eps03 --as-run

`--as-run` saves a screen whose variant *is* Strong now (its settings are Strong's
defaults) as Strong's run against Casual under benchmarks/levels/, as `levels.py` names it:
the very games `regicide simulate` plays.

Games 2k and 2k+1 share the deal of seed first+k with the seats swapped (simulate.py's
order), and each seat's generator is simulate.py's, so the `base` variant's games are those
of `regicide simulate --game claim --bot strong --iterations I`.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import sys
from pathlib import Path
from typing import Any

from regicide.games.claim.ai.make import make_player
from regicide.games.claim.ai.rollouts import Style
from regicide.games.claim.ai.search import (
    EPSILON,
    EXACT_CARDS,
    FINALISTS,
    PRIOR_WORLDS,
    StrongPlayer,
)
from regicide.games.claim.engine import BASE_FACTIONS, Game, Options, view
from regicide.games.tally import wilson

HERE = Path(__file__).resolve().parent
VARIANTS: dict[str, dict[str, Any]] = {
    "base": {},
    "eps0": {"epsilon": 0.0},
    "eps05": {"epsilon": 0.05},
    "eps02": {"epsilon": 0.2},
    "eps03": {"epsilon": 0.3},
    "top4": {"candidates": 4, "prior_worlds": 6},
    "top3": {"candidates": 3, "prior_worlds": 6},
    "exact10": {"exact_cards": 10},
    "eps0-fin4": {"epsilon": 0.0, "finalists": 4},
}


def strong(iterations: int, *, epsilon: float = EPSILON, exact_cards: int = EXACT_CARDS,
           finalists: int = FINALISTS, candidates: int | None = None,
           prior_worlds: int = PRIOR_WORLDS) -> StrongPlayer:  # fmt: skip
    """The Strong search with one or more of its settings changed."""
    return StrongPlayer(
        None, iterations, style=Style(epsilon, exact_cards), finalists=finalists,
        candidates=candidates, prior_worlds=prior_worlds,
    )  # fmt: skip


def play(deal: int, bot_seat: int, bot: StrongPlayer) -> dict[str, Any]:
    """One game of `bot` against Casual, as simulate.py plays it."""
    players = {bot_seat: bot, 3 - bot_seat: make_player("casual")}
    rngs = {seat: random.Random(f"claim-bot/{deal}/{bot_seat}/{seat}") for seat in (1, 2)}
    game = Game.new(seed=deal, options=Options(BASE_FACTIONS))
    while (seat := game.state.to_act) is not None:
        game.submit(players[seat].choose(view(game.state, seat), rngs[seat]))
    victor = game.state.victor
    return {
        "deal": deal,
        "seat": bot_seat,
        "result": 1.0 if victor == bot_seat else 0.5 if victor == 0 else 0.0,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--variants", nargs="+", default=["base", "eps0"], choices=VARIANTS)
    parser.add_argument("--as-run", action="store_true", help="save it as Strong's run")
    args = parser.parse_args()
    last = args.first + args.deals - 1
    name = f"claim-{'-'.join(args.variants)}-it{args.iterations}-deals{args.first}-{last}.json"
    out = HERE / "levels" / "screens" / name
    games, cpu = _kept(out, args.variants)
    done = {game["deal"] for game in games[args.variants[0]]}
    for deal in range(args.first, last + 1):
        if deal in done:
            continue  # kept from an earlier start of the same screen
        for seat in (1, 2):
            for variant in args.variants:
                started = _cpu()
                games[variant].append(
                    play(deal, seat, strong(args.iterations, **VARIANTS[variant]))
                )
                cpu[variant] += _cpu() - started
        out.write_text(json.dumps(_report(args, games, cpu), indent=1) + "\n", encoding="utf-8")
        print(deal, {v: _summary(g) for v, g in games.items()}, flush=True)
    if args.as_run:
        print(save_as_run(json.loads(out.read_text(encoding="utf-8")), args.variants[0]))
    return 0


def save_as_run(screen: dict[str, Any], variant: str) -> Path:
    """A finished screen's `variant`, when its settings are Strong's defaults, saved as the
    run `levels.py chunks claim strong casual` would make of the same games; its file."""
    settings = ("style", "finalists", "candidates", "prior_worlds")
    default, screened = strong(1), strong(1, **VARIANTS[variant])
    if any(getattr(default, name) != getattr(screened, name) for name in settings):
        raise SystemExit(f"{variant} is not Strong's default play: not saved as Strong's run")
    games = screen["games"][variant]
    wins = sum(game["result"] == 1.0 for game in games)
    losses = sum(game["result"] == 0.0 for game in games)
    first, iterations = screen["first"], screen["iterations"]
    run = {
        "game": "claim", "players": 2, "bot": "strong", "opponent": "casual",
        "seed": first, "iterations": iterations, "think": None,
        "games": len(games), "wins": wins, "losses": losses, "draws": len(games) - wins - losses,
        "win_rate": wins / (wins + losses),
        "ci95": [round(bound, 4) for bound in wilson(wins, wins + losses)],
        "cpu_seconds": screen["variants"][variant]["cpu_seconds"],
        "planned_games": 2 * screen["deals"], "partial": len(games) < 2 * screen["deals"],
        "screen": variant, "results": games,
    }  # fmt: skip
    path = (
        HERE
        / "levels"
        / f"claim-2p-strong-vs-casual-it{iterations}-{2 * screen['deals']}-from{first}.json"
    )
    path.write_text(json.dumps(run, indent=1) + "\n", encoding="utf-8")
    return path


def _kept(
    out: Path, variants: list[str]
) -> tuple[dict[str, list[dict[str, Any]]], dict[str, float]]:
    """The games and processor seconds an earlier start of the screen saved (whole deals
    only: it saves after each deal), or none."""
    games: dict[str, list[dict[str, Any]]] = {variant: [] for variant in variants}
    cpu = dict.fromkeys(variants, 0.0)
    if out.exists():
        kept = json.loads(out.read_text(encoding="utf-8"))
        for variant in variants:
            games[variant] = kept["games"][variant]
            cpu[variant] = kept["variants"][variant]["cpu_seconds"]
    return games, cpu


def _report(
    args: argparse.Namespace, games: dict[str, list[dict[str, Any]]], cpu: dict[str, float]
) -> dict[str, Any]:
    return {
        "iterations": args.iterations, "first": args.first, "deals": args.deals,
        "variants": {
            v: {**VARIANTS[v], **_summary(g), "cpu_seconds": round(cpu[v], 1)}
            for v, g in games.items()
        },
        "games": games,
    }  # fmt: skip


def _summary(games: list[dict[str, Any]]) -> dict[str, Any]:
    wins = sum(game["result"] == 1.0 for game in games)
    low, high = wilson(wins, len(games)) if games else (0.0, 1.0)
    draws = sum(game["result"] == 0.5 for game in games)
    return {
        "games": len(games),
        "wins": wins,
        "draws": draws,
        "ci95": [round(low, 3), round(high, 3)],
    }


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    sys.exit(main())
