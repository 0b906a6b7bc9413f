"""Seed codes: a short text such as `1Z844-MM01R` that stands for one fresh deal.

A code holds the player count, the variants and the seed, so `Game.new(deal.players,
seed=deal.seed, rules=deal.rules)` deals exactly the game it came from. docs/codes.md is the
format's specification; in short:

- the code is a number in Crockford base32 (`0-9 A-Z` without I, L, O, U), most significant
  digit first, at least 9 digits, then one check character, shown with a dash in the middle;
- the number's low 11 bits are the format version (4 bits, now 1), the player count less one
  (2 bits) and the variant flags (5 bits, in the order of `VARIANTS`); the seed is the rest;
- the check character makes every single-character substitution and every swap of two
  neighbours (the check character included) a code that does not check (`_check_value`).

Pure: no pygame, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from regicide.games.regicide.engine import Rules

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# Upper-case input character -> digit value; I and L read as 1 and O as 0 (Crockford).
_DIGITS = {char: value for value, char in enumerate(ALPHABET)} | {"I": 1, "L": 1, "O": 0}
_BASE = len(ALPHABET)
_DIGIT_BITS = 5

VERSION = 1
_VERSION_BITS = 4
_PLAYER_BITS = 2
# Bit k of the variant field is VARIANTS[k]. Fixed here, not taken from `Rules`, so that
# reordering the dataclass never changes what an old code means.
VARIANTS = ("diamond_mulligan", "solo_yield", "yield_per_seat", "strict_discard", "open_hands")
_HEADER_BITS = _VERSION_BITS + _PLAYER_BITS + len(VARIANTS)

MIN_DIGITS = 9  # before the check character: every seed below 2**34 gives a 10-character code
MAX_DIGITS = 11  # the longest code has 12 characters
MAX_SEED = 2 ** (MAX_DIGITS * _DIGIT_BITS - _HEADER_BITS) - 1  # 2**44 - 1
MAX_PLAYERS = 4

# The check works in GF(32), the field of polynomials over GF(2) modulo x^5 + x^2 + 1.
_FIELD_MODULUS = 0b100101
_CHECK_START = 1  # not 0, so that a leading 0 digit changes the check like any other digit


class CodeError(ValueError):
    """A code that cannot be read, or settings that have no code; the message is one line."""


@dataclass(frozen=True, slots=True)
class Deal:
    """What a code stands for: everything `Game.new` needs for a fresh deal."""

    players: int
    seed: int
    rules: Rules = field(default_factory=Rules)


def make_code(deal: Deal) -> str:
    """The canonical code of `deal`: upper case, dash in the middle (docs/codes.md).

    Raises CodeError when the deal has no code: players outside 1-4, a negative seed, or a
    seed above MAX_SEED.
    """
    if not 1 <= deal.players <= MAX_PLAYERS:
        raise CodeError(f"players must be 1 to {MAX_PLAYERS}, not {deal.players}")
    if deal.seed < 0:
        raise CodeError(f"negative seed: a code holds seeds 0 to {MAX_SEED}")
    if deal.seed > MAX_SEED:
        raise CodeError(f"seed too large for a code: a code holds seeds 0 to {MAX_SEED}")
    return _with_check(_digits(_pack(deal)))


def read_code(text: str) -> Deal:
    """The deal a code stands for; case, spaces and dashes do not matter.

    Raises CodeError naming what is wrong: an unknown character, the wrong length, a check
    character that does not match, an unknown format version.
    """
    digits = _read_digits(text)
    problem = _problem(digits)
    if problem:
        raise CodeError(f"{quoted(text)} is not a valid code: {problem}")
    return _unpack(_number(digits[:-1]))


def rules_named(names: Iterable[str]) -> Rules:
    """The Rules with exactly these variants on (`strict-discard` also reads as
    `strict_discard`); CodeError for a name that is not a variant, listing the valid ones.
    """
    wanted = {name.strip().lower().replace("-", "_") for name in names}
    unknown = sorted(wanted - set(VARIANTS))
    if unknown:
        raise CodeError(
            f"unknown variant {quoted(unknown[0])} (the variants are {', '.join(VARIANTS)})"
        )
    return Rules(**dict.fromkeys(wanted, True))


# --- the number inside the code -------------------------------------------------------------


def _pack(deal: Deal) -> int:
    """Seed, variants, players and version as one number (layout in docs/codes.md)."""
    flags = sum(1 << bit for bit, name in enumerate(VARIANTS) if getattr(deal.rules, name))
    number = (deal.seed << len(VARIANTS)) | flags
    number = (number << _PLAYER_BITS) | (deal.players - 1)
    return (number << _VERSION_BITS) | VERSION


def _unpack(number: int) -> Deal:
    """The inverse of `_pack` for a number of the current version."""
    number >>= _VERSION_BITS
    players = (number & (1 << _PLAYER_BITS) - 1) + 1
    number >>= _PLAYER_BITS
    flags = {name: bool(number >> bit & 1) for bit, name in enumerate(VARIANTS)}
    return Deal(players, number >> len(VARIANTS), Rules(**flags))


def _digits(number: int) -> list[int]:
    """`number` in base 32, most significant digit first, padded to MIN_DIGITS digits."""
    digits: list[int] = []
    while number or len(digits) < MIN_DIGITS:
        number, digit = divmod(number, _BASE)
        digits.append(digit)
    return digits[::-1]


def _number(digits: list[int]) -> int:
    """The inverse of `_digits`."""
    number = 0
    for digit in digits:
        number = number * _BASE + digit
    return number


# --- the check character --------------------------------------------------------------------


def _times_x(value: int) -> int:
    """`value` times x in GF(32): a shift, reduced by the field's polynomial."""
    value <<= 1
    return value ^ _FIELD_MODULUS if value >= _BASE else value


def _check_value(digits: list[int]) -> int:
    """Horner's rule in GF(32): start at 1; for each digit d, value = value * x + d.

    Digits d_0 .. d_n with the check last are a valid code when the result is 0. In a field
    that catches every single substitution (the result moves by e * x^k, never 0 for e != 0)
    and every swap of neighbours a, b (it moves by (a + b)(x + 1) x^k, never 0 for a != b,
    as x + 1 != 0). This is Damm's check on the quasigroup u * v = ux + v of GF(32), which is
    totally anti-symmetric because x != 1.
    """
    value = _CHECK_START
    for digit in digits:
        value = _times_x(value) ^ digit
    return value


def _with_check(digits: list[int]) -> str:
    """The digits, then the check digit that brings `_check_value` to 0, as display text."""
    check = _times_x(_check_value(digits))  # value * x + check = 0 in GF(32), whose + is xor
    text = "".join(ALPHABET[digit] for digit in [*digits, check])
    middle = (len(text) + 1) // 2
    return f"{text[:middle]}-{text[middle:]}"


# --- reading --------------------------------------------------------------------------------


def _read_digits(text: str) -> list[int]:
    """The digit values of `text`, skipping spaces and dashes; CodeError on any other
    character outside the alphabet.
    """
    digits: list[int] = []
    for char in text:
        if char.isspace() or char == "-":
            continue
        digit = _DIGITS.get(char.upper())
        if digit is None:
            raise CodeError(
                f"{quoted(text)} is not a valid code: {quoted(char)} is not a code character"
                f" (codes use 0-9 and A-Z without U)"
            )
        digits.append(digit)
    return digits


def _problem(digits: list[int]) -> str | None:
    """What makes these digits (check last) not a code of this version, or None."""
    if not MIN_DIGITS < len(digits) <= MAX_DIGITS + 1:
        return (
            f"it has {len(digits)} characters, a code has {MIN_DIGITS + 1} to {MAX_DIGITS + 1}"
            " (dashes and spaces aside)"
        )
    if _check_value(digits):
        return "the check character does not match (a typo?)"
    version = digits[-2] & (1 << _VERSION_BITS) - 1
    if version != VERSION:
        return f"format version {version} is unknown (this Regicide reads version {VERSION})"
    if len(digits) > MIN_DIGITS + 1 and digits[0] == 0:
        return "a code this long never starts with 0"
    return None


def quoted(text: str, limit: int = 40) -> str:
    """`text` quoted on one printable line (escapes shown, long text cut), for error messages."""
    return repr(text if len(text) <= limit else text[:limit] + "…")
