"""The pseudo-language for tests (issue 35): every English string accented, about 40% longer
and in brackets, so a word that does not go through the seam stands out as plain English and a
text that would be cut in a longer language is cut here first. Placeholders stay as they are.
"""

from __future__ import annotations

import math
import re

#: What stays untouched: named placeholders ({day}, {count:>2}) and printf ones (%(name)s, %s).
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\}|%\([A-Za-z_]\w*\)[sdr]|%[sdr]")
_PLAIN = "AaCcDdEeGgHhIiKkLlNnOoRrSsTtUuWwYyZz"
_ACCENTED = "ÅåÇçĐđÉéĜĝĤĥÎîĶķĹĺÑñÖöŔŕŠšŢţÜüŴŵÝýŽž"
ACCENTS = str.maketrans(_PLAIN, _ACCENTED)
#: Words to lengthen a string with (accented like the rest).
FILLER = "ōñé ţŵō ţĥŕéé ƒōüŕ ƒîvé šîx šévéñ éîĝĥţ ñîñé ţéñ "
GROWTH = 1.4
OPEN, CLOSE = "[", "]"


def accented(text: str) -> str:
    """`text` with its letters accented, its placeholders kept."""
    pieces, last = [], 0
    for found in PLACEHOLDER.finditer(text):
        pieces.append(text[last : found.start()].translate(ACCENTS))
        pieces.append(found.group())
        last = found.end()
    pieces.append(text[last:].translate(ACCENTS))
    return "".join(pieces)


def pseudo(text: str) -> str:
    """ "Back" as "[ßåçķ]", "Settings" as "[Šéţţîñĝš ōñ]": accented, about 40% longer with
    the brackets, placeholders untouched."""
    if not text:
        return text
    length = len(PLACEHOLDER.sub("", text))
    extra = max(0, math.ceil(length * GROWTH) - length - len(OPEN + CLOSE))
    tail = (" " + FILLER * (extra // len(FILLER) + 1))[:extra]
    return f"{OPEN}{accented(text)}{tail.rstrip()}{CLOSE}"


#: A word that did not go through the seam: it keeps a letter the pseudo-language accents.
ENGLISH_WORD = re.compile(rf"[A-Za-z]*[{_PLAIN}][A-Za-z]*")


def english_words(text: str) -> list[str]:
    """The words of `text` (two letters or more) that the pseudo-language did not write."""
    return [word for word in ENGLISH_WORD.findall(PLACEHOLDER.sub("", text)) if len(word) > 1]
