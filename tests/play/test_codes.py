"""Seed codes (regicide/play/codes.py, docs/codes.md): every deal has one code and back, and the
check character catches every single typo and every swap of neighbours.
"""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from regicide.games.baisch.definition import VARIANTS as BAISCH_VARIANTS
from regicide.games.baisch.engine import Options as BaischOptions
from regicide.games.regicide.engine import Game, Rules
from regicide.play.codes import (
    ALPHABET,
    MAX_SEED,
    CodeError,
    Deal,
    make_code,
    read_code,
    variants_named,
)
from tests.builders import REGICIDE
from tests.strategies import variant_rules

VARIANTS = REGICIDE.variants

CHECK_FAILS = "the check character does not match (a typo?)"
SAMPLE_SIZE = 300

deals = st.builds(
    Deal,
    players=st.integers(min_value=1, max_value=4),
    seed=st.one_of(
        st.integers(min_value=0, max_value=2_147_483_646),  # what new games use
        st.integers(min_value=0, max_value=MAX_SEED),
    ),
    variants=variant_rules.map(Rules.enabled),
)


def refusal(text: str) -> str:
    """The message of the CodeError that reading `text` raises."""
    with pytest.raises(CodeError) as raised:
        read_code(text)
    return str(raised.value)


def sample_codes(count: int = SAMPLE_SIZE) -> list[str]:
    """`count` codes of random deals (fixed sample), short and long seeds alike."""
    rnd = random.Random(20261121)
    variants = VARIANTS
    return [
        make_code(
            Deal(
                rnd.randint(1, 4),
                rnd.choice((rnd.randrange(2**31), rnd.randrange(MAX_SEED + 1))),
                tuple(name for name in variants if rnd.random() < 0.5),
            )
        )
        for _ in range(count)
    ]


def letters(code: str) -> str:
    return code.replace("-", "")


def with_dash(chars: str) -> str:
    """Characters shown the canonical way: a dash after the first half (rounded up)."""
    middle = (len(chars) + 1) // 2
    return f"{chars[:middle]}-{chars[middle:]}"


# --- round trips ---------------------------------------------------------------------------


@settings(max_examples=3000, deadline=None, derandomize=True, database=None)
@given(deals)
def test_every_deal_reads_back_from_its_code(deal: Deal) -> None:
    code = make_code(deal)
    assert read_code(code) == deal
    assert make_code(read_code(code)) == code


@settings(max_examples=1000, deadline=None, derandomize=True, database=None)
@given(deals, st.randoms(use_true_random=False))
def test_case_spaces_dashes_and_lookalikes_do_not_matter(deal: Deal, rnd: random.Random) -> None:
    code = make_code(deal)
    typed = "".join(
        rnd.choice(("", " ", "-", "\t"))
        + rnd.choice((char.lower(), char))
        .replace("1", rnd.choice("1IiLl"))
        .replace("0", rnd.choice("0Oo"))
        for char in letters(code)
    )
    assert read_code(f" {typed} ") == deal


def test_the_code_is_canonical_upper_case_with_one_dash_in_the_middle() -> None:
    assert make_code(Deal(1, 123)) == "00000-7P01D"
    assert make_code(Deal(4, 2**31 - 1, ("strict_discard", "open_hands"))) == ("3ZZZZ-ZZHHR")
    for code in sample_codes(50):
        assert code == with_dash(letters(code))
        assert set(letters(code)) <= set(ALPHABET)


@pytest.mark.parametrize(
    ("seed", "length"),
    [(0, 10), (2**31 - 1, 10), (2**34 - 1, 10), (2**34, 11), (2**39, 12), (MAX_SEED, 12)],
)
def test_length_grows_with_the_seed(seed: int, length: int) -> None:
    """Every seed a new game draws (below 2**31) gives a 10-character code."""
    assert len(letters(make_code(Deal(2, seed)))) == length


def test_the_largest_seed_is_at_least_2_to_the_40() -> None:
    assert MAX_SEED == 2**44 - 1
    assert read_code(make_code(Deal(3, 2**40 - 1))).seed == 2**40 - 1


def test_the_fields_sit_where_docs_codes_md_says() -> None:
    """Low to high bits: version 1, players - 1, variants in VARIANTS order, seed."""
    assert VARIANTS == (
        "diamond_mulligan",
        "solo_yield",
        "yield_per_seat",
        "strict_discard",
        "open_hands",
    )
    assert letters(make_code(Deal(1, 0)))[:-1] == "000000001"
    assert letters(make_code(Deal(2, 0)))[:-1] == "00000000H"  # 1 << 4 | 1 = 17
    assert letters(make_code(Deal(1, 0, ("diamond_mulligan",))))[:-1] == "000000021"
    assert letters(make_code(Deal(1, 1)))[:-1] == "000000201"  # 1 << 11 = 2 * 32**2


def test_every_variant_of_rules_has_a_bit() -> None:
    """A new variant must get its place in the code (and a new format version) on purpose."""
    assert sorted(VARIANTS) == sorted(Rules.names())


def test_a_code_deals_the_same_game_as_its_settings() -> None:
    deal = read_code(make_code(Deal(3, 987_654_321, ("strict_discard",))))
    game = REGICIDE.new_match(deal.players, deal.seed, deal.variants)
    assert game.state == Game.new(3, seed=987_654_321, rules=Rules(strict_discard=True)).state


# --- typos ---------------------------------------------------------------------------------


def test_every_single_substitution_is_caught() -> None:
    """Exhaustive on the sample: each position, each other character of the alphabet."""
    for code in sample_codes():
        chars = letters(code)
        for index, original in enumerate(chars):
            for char in ALPHABET.replace(original, ""):
                typo = with_dash(chars[:index] + char + chars[index + 1 :])
                assert refusal(typo) == f"'{typo}' is not a valid code: {CHECK_FAILS}"


def test_every_swap_of_neighbours_is_caught() -> None:
    """Exhaustive on the sample, the check character included."""
    for code in sample_codes():
        chars = letters(code)
        for index in range(len(chars) - 1):
            left, right = chars[index], chars[index + 1]
            if left != right:
                typo = with_dash(chars[:index] + right + left + chars[index + 2 :])
                assert CHECK_FAILS in refusal(typo)


def test_exactly_one_check_character_fits_any_digits() -> None:
    for code in sample_codes(20):
        assert fitting_check(letters(code)[:-1]) == letters(code)[-1]


def fitting_check(body: str) -> str:
    """The one character that passes the check after `body`, whatever else is wrong."""
    passing = [char for char in ALPHABET if CHECK_FAILS not in refusal_or_empty(body + char)]
    assert len(passing) == 1
    return passing[0]


def refusal_or_empty(text: str) -> str:
    """The refusal's message, or "" when `text` reads as a code."""
    try:
        read_code(text)
    except CodeError as problem:
        return str(problem)
    return ""


# --- refusals name what is wrong -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1Z844-MN01R", f"'1Z844-MN01R' is not a valid code: {CHECK_FAILS}"),
        (
            "1Z844-MU01R",
            "'1Z844-MU01R' is not a valid code: 'U' is not a code character"
            " (codes use 0-9 and A-Z without U)",
        ),
        ("1Z8*4", "'1Z8*4' is not a valid code: '*' is not a code character"),
        ("K7QX-2M", "'K7QX-2M' is not a valid code: it has 6 characters, a code has 10 to 14"),
        ("", "'' is not a valid code: it has 0 characters"),
        ("1Z844-MM01R1ZZZZ", "it has 15 characters"),
        ("1Z844\x1b-MM01R", r"'1Z844\x1b-MM01R' is not a valid code: '\x1b' is not"),
    ],
)
def test_a_bad_code_is_refused_with_a_reason(text: str, message: str) -> None:
    assert message in refusal(text)


def test_an_unknown_format_version_is_named() -> None:
    """Version 3 (the low nibble of the last digit before the check) with a check that fits."""
    body = letters(make_code(Deal(1, 123)))[:-2] + "3"
    code = body + fitting_check(body)
    assert refusal(code) == (
        f"'{code}' is not a valid code: format version 3 is unknown (this version reads 1 and 2)"
    )


def test_a_long_code_never_starts_with_0() -> None:
    """Each deal has exactly one code: a needless leading 0 is refused, not read."""
    body = "0" + letters(make_code(Deal(1, 123)))[:-1]
    code = body + fitting_check(body)
    assert refusal(code) == f"'{code}' is not a valid code: a code this long never starts with 0"


@pytest.mark.parametrize(
    "text", ["\n" * 3, "é" * 50, "1Z844\n-MM01X", "x" * 10_000, "\u202e1Z844", "\x00"]
)
def test_every_refusal_is_one_short_printable_line(text: str) -> None:
    message = refusal(text)
    assert message.isprintable()
    assert len(message) < 200


@pytest.mark.parametrize(
    ("deal", "message"),
    [
        (Deal(1, -1), "negative seed: a code holds seeds 0 to 17592186044415"),
        (Deal(1, MAX_SEED + 1), "seed too large for a code: a code holds seeds 0 to"),
        (Deal(0, 5), "Regicide is for 1 to 4 players, not 0 players"),
        (Deal(5, 5), "Regicide is for 1 to 4 players, not 5 players"),
    ],
)
def test_a_deal_without_a_code_is_refused(deal: Deal, message: str) -> None:
    with pytest.raises(CodeError, match=message):
        make_code(deal)


# --- variant names -------------------------------------------------------------------------


def test_variants_are_named_as_in_the_record_format() -> None:
    assert variants_named(REGICIDE, []) == ()
    named = variants_named(REGICIDE, ["strict_discard", "Open-Hands", "strict_discard"])
    assert named == ("strict_discard", "open_hands")


def test_an_unknown_variant_is_refused_with_the_valid_names() -> None:
    with pytest.raises(CodeError) as raised:
        variants_named(REGICIDE, ["open_hands", "easy_mode"])
    assert str(raised.value) == (
        "unknown variant 'easy_mode' (the variants of Regicide are diamond_mulligan,"
        " solo_yield, yield_per_seat, strict_discard, open_hands)"
    )


def test_baisch_codes_sit_where_docs_codes_md_says() -> None:
    """Baisch: version 2, game number 2, players - 1 in 3 bits, six variant flags, the seed;
    every yes/no option of its engine has a flag (`starting_cards` has none)."""
    flags = tuple(f.name for f in dataclasses.fields(BaischOptions) if f.type == "bool")
    page = (Path(__file__).resolve().parents[2] / "docs" / "codes.md").read_text("utf-8")
    section = page.split("### Baisch's codes")[1].split("lowest bit")[1].split("(")[0]
    assert tuple(re.findall(r"`(\w+)`", section)) == BAISCH_VARIANTS
    assert sorted(flags) == sorted(BAISCH_VARIANTS)
    deal = Deal(3, 5, ("basic", "speed"), "baisch")
    assert make_code(deal) == "00000-M6H29" and read_code("00000-M6H29") == deal
    number = (((5 * 2**6 + 0b11) * 2**3 + 2) * 2**4 + 2) * 2**4 + 2
    digits = "".join(ALPHABET[number >> 5 * k & 31] for k in reversed(range(9)))
    assert letters(make_code(deal))[:-1] == digits
