"""Messages as one printable line: what the command line prints and the app shows about a
file may quote the file, and a hostile file may hold terminal escapes, newlines or megabytes.

`one_line` escapes every control or invisible formatting character (ESC shows as `\\x1b`, a
newline as `\\n`) and shortens what is too long; `shown` quotes a value read from a file;
`shown_name` is how every file name we show or print is written (a name that is not UTF-8,
`mine\\xff.yaml` from a Latin-1 zip, keeps its odd byte as `\\xff`).
"""

from __future__ import annotations

import os
import re
from typing import TypeGuard

MESSAGE_LIMIT = 400  # characters of one message line
VALUE_LIMIT = 40  # characters of one quoted value
NAME_LIMIT = 120  # characters of one file name or path shown

#: C0 and C1 controls, DEL, line and paragraph separators, zero-width and bidirectional
#: formatting characters, the BOM, and lone surrogates (from undecodable file names).
_UNPRINTABLE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ud800-\udfff]"
)
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def one_line(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """`text` on one printable line of at most `limit` characters (cut with "...")."""
    escaped = _UNPRINTABLE.sub(_escape, text[: limit + 1])
    return escaped if len(escaped) <= limit and len(text) <= limit else escaped[: limit - 3] + "..."


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    code = ord(char)
    if _UNDECODED[0] <= code <= _UNDECODED[1]:  # a byte that was not UTF-8 (surrogateescape)
        code -= 0xDC00
    return _NAMED.get(char) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


#: Python reads a byte of a file name that is not UTF-8 as U+DC80..U+DCFF (PEP 383).
_UNDECODED = (0xDC80, 0xDCFF)


def shows_as_is(value: object, limit: int = VALUE_LIMIT) -> TypeGuard[str]:
    """Whether `value` (read from a file) is text a list may show as it is: at most `limit`
    characters on one printable line (no control, format or undecodable characters)."""
    return isinstance(value, str) and len(value) <= limit and value.isprintable()


def shown_name(name: str | os.PathLike[str], limit: int = NAME_LIMIT) -> str:
    """A file's name or path as we show or print it: one printable line, whatever bytes it
    holds (every list, title and message that names a file goes through here)."""
    return one_line(os.fspath(name), limit)


def shown(value: object, limit: int = VALUE_LIMIT) -> str:
    """A value from a file as a message quotes it: text in quotes and escaped, a long number
    by its length, a list or a mapping by its kind (never its whole contents)."""
    if isinstance(value, str):
        return "'" + one_line(value, limit - 2) + "'"
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return one_line(repr(value), limit)
    if isinstance(value, int):
        digits = len(str(abs(value))) if value.bit_length() < 10_000 else None
        return str(value) if digits is not None and digits < limit else "a number too long to show"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return "this value"
