"""A player's own theme that cannot be used, told in the player's language (issue 35). The
theme reader says each problem in English (what `regicide theme check` prints): the file, the
key at fault, then the problem (`neon.yaml: suits.hearts: 'reddish' is not a colour; use
#rrggbb`). Settings and the notices show it through `theme_words`, which matches the problem
whole against the reader's sentences (listed here with `N_` for the catalogs) and says it in
the player's language; a file, a key and a value stay as the theme writes them. Every
sentence the reader writes is listed; only another program's words inside one (the system's
reason a file cannot be read, the XML parser's reason an SVG is not well-formed, a YAML
error) stay as that program wrote them."""

from __future__ import annotations

import re

from regicide.i18n import ENGLISH, N_, _, decimal, language, number
from regicide.i18n.matching import KnownSentences

#: The theme reader's problems (theme.py, files.py, cardsets.py) as they write them.
PROBLEMS = (
    N_("expected a mapping of keys (name, table, cards, ...)"),
    N_("expected a mapping of keys"),
    N_("unknown key '{key}' (known: {known})"),
    N_("unknown key (known: {known})"),
    N_("{value}: only a theme folder (with theme.yaml) can hold its own files"),
    N_("{value} is not a font file name"),
    N_("no font file '{name}' in the theme's folder or in assets/fonts"),
    N_("{value} is not a card set name"),
    N_("no card set '{name}' in the theme's folder or in assets/cards"),
    N_("the card set cannot be used (see above)"),
    N_("{value} is not a colour; use #rrggbb"),
    N_("{value} is not text (up to 300 characters)"),
    N_("{value} is not a number from {low} to {high}"),
    N_("{value} is not one of {options}"),
    N_("a shipped theme has this name; give yours another"),
    N_("a theme's name is small letters, digits, - and _ (up to 40)"),
    N_("a theme file's name ends in .yaml (the app looks for no other)"),
    N_("not a theme name"),
    N_("no such theme"),
    N_("{value} is not a file name"),
    N_("'{name}' must be a path inside the theme's folder (no absolute paths)"),
    N_("'{name}' may not leave the theme's folder ('..')"),
    N_("no file '{name}' in the theme's folder"),
    N_("'{name}' leads outside the theme's folder (a symlink)"),
    N_("'{name}' leads outside the card set's folder (a symlink)"),
    N_("'{name}' is not a regular file"),
    N_("'{name}' is too large ({size} bytes; the limit is {limit})"),
    N_("'{name}' is not a PNG, JPEG or SVG image"),
    N_("'{name}' is a {kind} image named as {suffix}"),
    N_("'{name}' is an SVG that is not UTF-8 text"),
    N_("'{name}' is {width}x{height} pixels; the limit is {limit} each way"),
    N_("a second image for {code}"),
    N_("no image for {cards} (e.g. {file})"),
    N_("no image for {cards} and {count} more (e.g. {file})"),
    N_("has_jesters: true, but there is no JKR image"),
    N_("no card set folder"),
    N_("missing (name, author, licence, size, has_jesters)"),
    N_("expected text"),
    N_("expected true or false"),
    N_("expected [width, height] in pixels"),
    # what an image, font or sound file is found to be (formats.py, svg.py), the commonest
    N_("'{name}' is not a TrueType or OpenType font"),
    N_("'{name}' is not a WAV or Ogg sound"),
    N_("'{name}' is a PNG without its header or its end (cut short?)"),
    N_("'{name}' is a PNG cut short (its image data ends early)"),
    N_("'{name}' is a damaged PNG (its image data cannot be read)"),
    N_("'{name}' is a JPEG cut short (it has no end marker)"),
    N_("'{name}' has no <svg> element"),
    N_("'{name}' declares a DTD or entities, which a theme's SVG may not"),
    # every other finding of ours inside an image, font or sound file (formats.py, svg.py), and
    # files.py's: a list of suffixes or of tables is a whole sentence of its own
    N_("'{name}' is a PNG with a chunk no reader knows ({chunk})"),
    N_("'{name}' is a PNG of a palette without its palette"),
    N_("'{name}' is not a PNG image"),
    N_("'{name}' is a PNG cut short (in a chunk's header)"),
    N_("'{name}' is a PNG cut short (in its {chunk} chunk)"),
    N_("'{name}' is a PNG cut short (in its unnamed chunk)"),
    N_("'{name}' is a damaged PNG (its {chunk} chunk's checksum is wrong)"),
    N_("'{name}' is a damaged PNG (its unnamed chunk's checksum is wrong)"),
    N_("'{name}' is a PNG with a damaged header"),
    N_("'{name}' is a PNG of an unknown kind (colour type {colour}, depth {depth})"),
    N_("'{name}' is a PNG with more image data than its size"),
    N_("'{name}' is not a JPEG image"),
    N_("'{name}' is a damaged JPEG (a segment is cut short)"),
    N_("'{name}' is a JPEG without a frame of a size"),
    N_("'{name}' is a font without the tables a font needs ({tables})"),
    N_("'{name}' is a font without the tables a font needs (glyf and loca, or CFF)"),
    N_("'{name}' is a font with a damaged head table"),
    N_("'{name}' is a font with damaged tables (head, maxp)"),
    N_("'{name}' is a font with damaged metrics (hhea, hmtx)"),
    N_("'{name}' is a font with a damaged loca table"),
    N_("'{name}' is a font with a damaged table directory"),
    N_("'{name}' is a font cut short (its {chunk} table)"),
    N_("'{name}' is a font cut short (its unnamed table)"),
    N_("'{name}' is a font with a damaged cmap table"),
    N_("'{name}' is an Ogg file without a Vorbis or Opus sound"),
    N_("'{name}' is a WAV without its format or its data"),
    N_("'{name}' is a WAV of a kind the mixer does not play"),
    N_("'{name}' is a WAV cut short (its {chunk} chunk)"),
    N_("'{name}' is a WAV cut short (its unnamed chunk)"),
    N_(
        "'{name}' is too much drawing: its shapes cover its canvas "
        "{cover} times over, more than a theme's image may at its size ({most})"
    ),
    N_("'{name}' has a size that is no number"),
    N_("'{name}' is not well-formed SVG ({reason})"),
    N_("'{name}' has more than {count} elements"),
    N_(
        "'{name}' uses <{element}>, beyond the simple SVG a "
        "theme may use (shapes, paths, groups and gradients)"
    ),
    N_("'{name}' holds an <svg> inside another, beyond the simple SVG a theme may use"),
    N_("'{name}' has a viewBox that is not four numbers of a size ({value})"),
    N_("'{name}' states only one of width and height: give both, or a viewBox alone"),
    N_("'{name}' states no size: give width and height, or a viewBox"),
    N_("'{name}' has a size of {value}: give it in px (or pt, mm, cm, in), never %, em or ex"),
    N_("'{name}' has a size of {value}, which is no size"),
    N_("'{name}' has more than {count} characters of path data"),
    N_("'{name}' cannot be read ({reason})"),
    N_("'{name}' is not a ttf or otf file"),
    N_("'{name}' is not a wav or ogg file"),
    N_("'{name}' is not a png or jpg or jpeg or svg file"),
)
#: Numbers the reader writes grouped by thousands.
NUMBERS = ("size", "limit", "count", "width", "height")
#: Numbers the reader writes with one decimal, grouped by thousands (an SVG's drawing work).
DECIMALS = ("cover", "most")
#: A value with words of English in it (a list of kinds joined by "or") is not shown as is:
#: the sentence holding it is listed whole above.
ENGLISH_IN = re.compile(r" (or|and) ")
#: Values of ours that are a word of English: the sentence with the word is listed whole.
ENGLISH_WORDS = ("unnamed",)


def _value(name: str, value: str) -> str | None:
    """A value as the player's language shows it: a number the reader grouped by thousands
    grouped as the language does (one it wrote plain, a size such as 15000x10, stays so)."""
    plain = value.replace(",", "")
    if name in NUMBERS and "," in value and plain.isdigit():
        return number(int(plain))
    if name in DECIMALS and language() != ENGLISH and re.fullmatch(r"\d+\.\d", plain):
        return decimal(float(plain), 1)
    if name in ("kind", "suffix", "key", "code", "low", "high", "tables") and ENGLISH_IN.search(
        value
    ):
        return None
    if name == "chunk" and value in ENGLISH_WORDS:
        return None
    return value


_KNOWN = KnownSentences(PROBLEMS, _value)


def theme_words(problem: str) -> str:
    """One problem of a theme (`file: key: problem`) in the player's language, whole, or as
    it is. The problem is found at the end: the shortest tail after a `: ` that is a sentence
    known (a value may hold a `: ` of its own), the file and key before it kept as written."""
    start = problem.rfind(": ")
    while start >= 0:
        words = _KNOWN.words(problem[start + 2 :])
        if words is not None:
            return _said_at(problem[:start].split(": "), words)
        start = problem.rfind(": ", 0, start)
    return _KNOWN.words(problem) or problem


def _said_at(places: list[str], words: str) -> str:
    """`words` under the file and key that name where (joined as the language joins them)."""
    for place in reversed(places):
        # Translators: a file or a key, then what is wrong there (French: a space before ':').
        words = _("{key}: {problem}").format(key=place, problem=words)
    return words


def themes_words(error: Exception) -> str:
    """A ThemeError (its `problems`, else its message) in the player's language, each problem
    whole, joined as the reader joins them."""
    problems = getattr(error, "problems", None) or [str(error)]
    said = theme_words(problems[0])
    for problem in problems[1:]:
        # Translators: the problems told so far, then one more (French: a space before ';').
        said = _("{problems}; {problem}").format(problems=said, problem=theme_words(problem))
    return said
