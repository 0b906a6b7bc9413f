"""The command line's parser: argparse, but every refusal is one line of our own words and
exit 2, never a usage block, and no argument is echoed whole (a 5,000-digit number shows as
its first few characters).

argparse's own sentences ("unrecognized arguments: ...", "invalid choice: ...") are read for
what they name and said again in ours; a sentence it has that we do not know (a newer Python's)
is kept, on one line and with long words cut.
"""

from __future__ import annotations

import argparse
import math
import re
from typing import NoReturn

from regicide.support.oneline import one_line, shown

WORD_LIMIT = 40  # characters of one word of a refusal (an argument, a value)
NUMBER_DIGITS = 30  # a whole number on the command line: seeds, seats, moves

_ARGUMENT = re.compile(r"^argument (?P<name>[^:]+): (?P<rest>.*)$", re.DOTALL)
_CHOICE = re.compile(r"^invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)$", re.DOTALL)
_INVALID = re.compile(r"^invalid (?P<kind>\S+) value: (?P<value>.*)$", re.DOTALL)
_WITH = re.compile(r"^not allowed with argument (?P<other>.*)$")
_UNKNOWN = re.compile(r"^unrecognized arguments?: (?P<words>.*)$", re.DOTALL)
_REQUIRED = re.compile(r"^the following arguments are required: (?P<names>.*)$")
_ONE_OF = re.compile(r"^one of the arguments (?P<names>.*) is required$")
_AMBIGUOUS = re.compile(r"^ambiguous option: (?P<option>\S+) could match (?P<options>.*)$")
_LONG_WORD = re.compile(rf"\S{{{WORD_LIMIT + 1},}}")


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose refusals are one printable line, then exit 2."""

    def error(self, message: str) -> NoReturn:
        line = one_line(f"{self.prog}: {reworded(message)} (see {self.prog} --help)")
        self.exit(2, line + "\n")


def reworded(message: str) -> str:
    """argparse's refusal in our words, every long word cut short."""
    argument = _ARGUMENT.match(message)
    if argument is not None:
        return _about_argument(argument["name"], argument["rest"])
    unknown = _UNKNOWN.match(message)
    if unknown is not None:
        first, *more = unknown["words"].split(" ")
        others = f" (and {len(more)} more)" if more else ""
        return f"{_value(first)} is not an option or argument of this command{others}"
    required = _REQUIRED.match(message) or _ONE_OF.match(message)
    if required is not None:
        return f"this command needs {_cut(required['names'])}"
    ambiguous = _AMBIGUOUS.match(message)
    if ambiguous is not None:
        return f"{_cut(ambiguous['option'])} could be {_cut(ambiguous['options'])}: write it whole"
    return _cut(message)


def _about_argument(name: str, rest: str) -> str:
    """`argument NAME: REST` in our words."""
    name = _cut(name.split("/", maxsplit=1)[0])
    choice = _CHOICE.match(rest)
    if choice is not None:
        choices = choice["choices"].replace("'", "")
        return f"{name}: {_value(choice['value'])} is not one of {_cut(choices)}"
    invalid = _INVALID.match(rest)
    if invalid is not None:
        kind = {"int": "a whole number", "float": "a number"}.get(invalid["kind"], "usable")
        return f"{name}: {_value(invalid['value'])} is not {kind}"
    other = _WITH.match(rest)
    if other is not None:
        return f"{name} cannot be used with {_cut(other['other'].split('/')[0])}"
    if rest.startswith("expected") and "argument" in rest:
        return f"{name} needs a value"
    if rest.startswith("ignored explicit argument"):
        return f"{name} takes no value"
    return f"{name}: {_cut(rest)}"


def _value(quoted: str) -> str:
    """A value argparse quoted (or did not), quoted once by us and cut short."""
    text = quoted[1:-1] if len(quoted) >= 2 and quoted[0] == quoted[-1] == "'" else quoted
    return shown(text, WORD_LIMIT)


def _cut(text: str) -> str:
    return _LONG_WORD.sub(lambda word: word.group()[: WORD_LIMIT - 3] + "...", text)


def whole(text: str) -> int:
    """A whole number (a seed, a seat, a move), in our words when it is not one."""
    digits = text.strip().removeprefix("-").removeprefix("+")
    if not digits.isascii() or not digits.isdigit():
        raise argparse.ArgumentTypeError(f"{shown(text, WORD_LIMIT)} is not a whole number")
    if len(digits) > NUMBER_DIGITS:
        raise argparse.ArgumentTypeError(
            f"a number of {len(digits):,} digits is too long (at most {NUMBER_DIGITS})"
        )
    return int(text)


def number(text: str) -> float:
    """A finite number (seconds): `nan`, `inf` and words are refused in our words."""
    try:
        value = float(text) if len(text) <= WORD_LIMIT else math.nan
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{shown(text, WORD_LIMIT)} is not a number")
    return value
