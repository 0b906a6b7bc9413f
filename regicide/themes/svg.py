"""What an SVG image of a theme may cost: a simple subset of SVG, with its size and its
drawing work bounded before anything draws it (no pygame here).

The app draws SVG with the rasteriser SDL_image bundles: its work grows with each shape's
area on the canvas, and it cannot be interrupted (a felt of `width="1.5e4"` once took 930 MB
and 5 s at each start; 20,000 large translucent circles more than 14 minutes, deaf to the
window's close button). So an SVG is read here first, with the standard library's expat:

- only shapes, paths, groups, gradients and words of description (no filters, masks,
  patterns, `<use>`, images, scripts, style sheets, DTDs or entities);
- at most MAX_ELEMENTS elements and MAX_PATH_CHARACTERS of path data;
- a size in px (or pt, pc, mm, cm, in), or a viewBox: never `%`, `em` or none at all;
- each shape's area on the canvas is bounded from its geometry and transforms (a stroke
  widens it) and the areas are added: that sum, at the largest size the image is drawn,
  must stay under MAX_WORK pixels: a card of 20 full layers, a felt of 2048 x 2048 of two
  (measured on a busy machine: 34 to 38 million pixels took 0.44 to 1.0 s, so 10 million
  about 0.1 to 0.3 s).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from xml.parsers import expat

MAX_ELEMENTS = 5_000
MAX_PATH_CHARACTERS = 500_000
MAX_WORK = 10_000_000  # pixels drawn, summed over the shapes, at the largest size drawn
LARGEST_CARD = (600, 840)  # cards are drawn at the size shown: about this at most

_SHAPES = {"path", "rect", "circle", "ellipse", "line", "polyline", "polygon"}
_CONTAINERS = {"svg", "g", "defs"}
_PAINT = {"linearGradient", "radialGradient", "stop"}
_WORDS = {"title", "desc", "metadata", "text", "tspan"}  # not drawn by the rasteriser
_ALLOWED = _SHAPES | _CONTAINERS | _PAINT | _WORDS
_UNITS = {"": 1.0, "px": 1.0, "pt": 96 / 72, "pc": 16.0, "mm": 96 / 25.4, "cm": 96 / 2.54}
_UNITS["in"] = 96.0
_NUMBER = r"[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?"
_LENGTH = re.compile(rf"^\s*({_NUMBER})\s*([a-z%]*)\s*$")
_NUMBERS = re.compile(_NUMBER)
_TRANSFORM = re.compile(r"(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)")
_PATH_TOKEN = re.compile(rf"([MmLlHhVvCcSsQqTtAaZz])|({_NUMBER})")

Matrix = tuple[float, float, float, float, float, float]  # a b c d e f, as SVG writes it
_IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
Box = tuple[float, float, float, float]  # left, top, right, bottom


class SvgProblem(ValueError):
    """An SVG a theme may not use; the message says why (without the file's name)."""


@dataclass
class _Reading:
    """What the parser has seen so far."""

    elements: int = 0
    path_characters: int = 0
    size: tuple[float, float] | None = None  # the root's width and height in px
    view: Box | None = None  # the root's viewBox
    shapes: list[Box] = field(default_factory=list)  # each shape's box, in root units
    stroke: float = 0.0  # the widest stroke seen so far (it widens the boxes after it)
    transforms: list[Matrix] = field(default_factory=list)  # the open elements' matrices
    words: int = 0  # depth inside an element that is not drawn (metadata, text)


@dataclass(frozen=True)
class SvgFacts:
    """What drawing an SVG costs: its default size in px, and how many times over its shapes
    cover its canvas (each shape's box, added up)."""

    size: tuple[int, int]
    cover: float

    def check_work(self) -> None:
        """Refuse an image whose drawing, at the largest size it is drawn, is too much."""
        largest = max(self.size[0] * self.size[1], LARGEST_CARD[0] * LARGEST_CARD[1])
        if self.cover * largest > MAX_WORK:
            raise SvgProblem(
                f"is too much drawing: its shapes cover its canvas {self.cover:,.1f} times over, "
                f"more than a theme's image may at its size ({MAX_WORK / largest:,.1f})"
            )


def read_svg(text: str) -> SvgFacts:
    """An SVG's size and drawing work; SvgProblem when it is beyond the simple subset."""
    reading = _read(text)
    view = reading.view
    if reading.size is not None:
        width, height = reading.size
    else:
        assert view is not None, "a root without a size has a viewBox"
        width, height = view[2] - view[0], view[3] - view[1]
    if not (math.isfinite(width) and math.isfinite(height)):
        raise SvgProblem("has a size that is no number")
    canvas = view or (0.0, 0.0, width, height)
    cover = sum(_share(box, canvas) for box in reading.shapes)
    return SvgFacts((max(1, round(width)), max(1, round(height))), cover)


def _read(text: str) -> _Reading:
    if re.search(r"<!(DOCTYPE|ENTITY)", text, re.IGNORECASE):
        raise SvgProblem("declares a DTD or entities, which a theme's SVG may not")
    reading = _Reading()
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.StartDoctypeDeclHandler = _no_declarations
    parser.EntityDeclHandler = _no_declarations
    parser.StartElementHandler = lambda name, attributes: _start(reading, name, attributes)
    parser.EndElementHandler = lambda name: _end(reading)
    try:
        parser.Parse(text, True)
    except expat.ExpatError as error:
        raise SvgProblem(f"is not well-formed SVG ({expat.errors.messages[error.code]})") from None
    if reading.size is None and reading.view is None:
        raise SvgProblem("has no <svg> element")
    return reading


def _no_declarations(*_: object) -> None:
    raise SvgProblem("declares a DTD or entities, which a theme's SVG may not")


def _start(reading: _Reading, name: str, attributes: dict[str, str]) -> None:
    local = name.rsplit(":", 1)[-1]
    reading.elements += 1
    if reading.elements > MAX_ELEMENTS:
        raise SvgProblem(f"has more than {MAX_ELEMENTS:,} elements")
    if reading.words:  # inside a description: anything, never drawn
        reading.words += 1
        return
    if local not in _ALLOWED:
        raise SvgProblem(
            f"uses <{local[:30]}>, beyond the simple SVG a theme may use (shapes, paths, "
            "groups and gradients)"
        )
    if local == "svg":
        _root(reading, attributes)
    if "style" in attributes and local != "stop":
        _style(reading, attributes["style"])
    if "stroke-width" in attributes:  # on a group too: its shapes inherit it
        reading.stroke = max(reading.stroke, _stroke_width(attributes["stroke-width"]))
    if local in _WORDS:
        reading.words = 1
    matrix = _compose(reading.transforms[-1] if reading.transforms else _IDENTITY, attributes)
    reading.transforms.append(matrix)
    if local in _SHAPES:
        _shape(reading, local, attributes, matrix)


def _end(reading: _Reading) -> None:
    if reading.words:
        reading.words -= 1
        if reading.words:
            return
    reading.transforms.pop()


def _root(reading: _Reading, attributes: dict[str, str]) -> None:
    if reading.size is not None or reading.view is not None:
        raise SvgProblem("holds an <svg> inside another, beyond the simple SVG a theme may use")
    view = attributes.get("viewBox")
    if view is not None:
        numbers = [float(number) for number in _NUMBERS.findall(view)]
        if len(numbers) != 4 or numbers[2] <= 0 or numbers[3] <= 0:
            raise SvgProblem(f"has a viewBox that is not four numbers of a size ({view[:40]!r})")
        left, top, width, height = numbers
        reading.view = (left, top, left + width, top + height)
    stated = [attributes.get("width"), attributes.get("height")]
    if stated[0] is not None and stated[1] is not None:
        reading.size = (_length(stated[0]), _length(stated[1]))
    elif stated != [None, None]:
        raise SvgProblem("states only one of width and height: give both, or a viewBox alone")
    elif reading.view is None:
        raise SvgProblem("states no size: give width and height, or a viewBox")


def _length(text: str) -> float:
    """A length in px (pt, pc, mm, cm and in at 96 dots to the inch)."""
    match = _LENGTH.match(text)
    if match is None or match.group(2) not in _UNITS:
        raise SvgProblem(
            f"has a size of {text[:40]!r}: give it in px (or pt, mm, cm, in), never %, em or ex"
        )
    value = float(match.group(1)) * _UNITS[match.group(2)]
    if not math.isfinite(value) or value <= 0:
        raise SvgProblem(f"has a size of {text[:40]!r}, which is no size")
    return value


def _style(reading: _Reading, style: str) -> None:
    for part in style.split(";"):
        key, _, value = part.partition(":")
        if key.strip() == "stroke-width":
            reading.stroke = max(reading.stroke, _stroke_width(value))


def _stroke_width(text: str) -> float:
    numbers = _NUMBERS.findall(text)
    return abs(float(numbers[0])) if numbers else 1.0


def _compose(outer: Matrix, attributes: dict[str, str]) -> Matrix:
    transform = attributes.get("transform")
    if transform is None:
        return outer
    matrix = outer
    for kind, arguments in _TRANSFORM.findall(transform):
        matrix = _multiply(
            matrix, _transform(kind, [float(x) for x in _NUMBERS.findall(arguments)])
        )
    return matrix


def _transform(kind: str, values: list[float]) -> Matrix:
    values = values or [0.0]
    if kind == "matrix" and len(values) == 6:
        return (values[0], values[1], values[2], values[3], values[4], values[5])
    if kind == "translate":
        return (1.0, 0.0, 0.0, 1.0, values[0], values[1] if len(values) > 1 else 0.0)
    if kind == "scale":
        return (values[0], 0.0, 0.0, values[1] if len(values) > 1 else values[0], 0.0, 0.0)
    if kind == "rotate":
        angle = math.radians(values[0])
        return (math.cos(angle), math.sin(angle), -math.sin(angle), math.cos(angle), 0.0, 0.0)
    tangent = math.tan(math.radians(values[0]))
    return (
        (1.0, 0.0, tangent, 1.0, 0.0, 0.0)
        if kind == "skewX"
        else (1.0, tangent, 0.0, 1.0, 0.0, 0.0)
    )


def _multiply(outer: Matrix, inner: Matrix) -> Matrix:
    a, b, c, d, e, f = outer
    p, q, r, s, t, u = inner
    return (
        a * p + c * q,
        b * p + d * q,
        a * r + c * s,
        b * r + d * s,
        a * t + c * u + e,
        b * t + d * u + f,
    )


def _shape(reading: _Reading, kind: str, attributes: dict[str, str], matrix: Matrix) -> None:
    """Note the shape's box on the canvas: widened by the widest stroke it may have (its own
    or a group's, seen before it), then transformed as it is drawn."""
    box = _box(reading, kind, attributes)
    if box is not None:
        width = reading.stroke
        wide = (box[0] - width, box[1] - width, box[2] + width, box[3] + width)
        reading.shapes.append(_transformed(wide, matrix))


def _box(reading: _Reading, kind: str, attributes: dict[str, str]) -> Box | None:
    """A box around the shape in its own units (None: an empty shape)."""
    number = _number_of(attributes)
    if kind == "rect":
        x, y = number("x"), number("y")
        return (x, y, x + abs(number("width")), y + abs(number("height")))
    if kind in ("circle", "ellipse"):
        rx = abs(number("r") if kind == "circle" else number("rx"))
        ry = abs(number("r") if kind == "circle" else number("ry"))
        return (number("cx") - rx, number("cy") - ry, number("cx") + rx, number("cy") + ry)
    if kind == "line":
        xs, ys = (number("x1"), number("x2")), (number("y1"), number("y2"))
        return (min(xs), min(ys), max(xs), max(ys))
    data = attributes.get("d" if kind == "path" else "points", "")
    reading.path_characters += len(data)
    if reading.path_characters > MAX_PATH_CHARACTERS:
        raise SvgProblem(f"has more than {MAX_PATH_CHARACTERS:,} characters of path data")
    points = _path_points(data) if kind == "path" else _pairs(_NUMBERS.findall(data))
    return _around(points)


def _number_of(attributes: dict[str, str]) -> Callable[[str], float]:
    def number(key: str) -> float:
        found = _NUMBERS.match(attributes.get(key, "0").strip())
        value = float(found.group()) if found else 0.0
        return value if math.isfinite(value) else 0.0

    return number


def _pairs(numbers: list[str]) -> list[tuple[float, float]]:
    values = [float(number) for number in numbers]
    return list(zip(values[0::2], values[1::2], strict=False))  # a lone last number: left


def _around(points: list[tuple[float, float]]) -> Box | None:
    finite = [(x, y) for x, y in points if math.isfinite(x) and math.isfinite(y)]
    if not finite:
        return None
    xs, ys = [x for x, _ in finite], [y for _, y in finite]
    return (min(xs), min(ys), max(xs), max(ys))


#: How many numbers each path command takes, and which of them are points (x, y pairs).
_ARGUMENTS = {"m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "s": 4, "q": 4, "t": 2, "a": 7, "z": 0}


def _path_points(data: str) -> list[tuple[float, float]]:
    """Every end and control point of a path (a curve lies within its control points; an
    arc within its radii of its ends), in absolute units."""
    points: list[tuple[float, float]] = []
    x = y = start_x = start_y = 0.0
    command = ""
    numbers: list[float] = []
    for letter, number in _PATH_TOKEN.findall(data):
        if letter:
            command, numbers = letter, []
            if letter in "Zz":
                x, y = start_x, start_y
            continue
        numbers.append(float(number))
        wanted = _ARGUMENTS.get(command.lower(), 0)
        if wanted and len(numbers) == wanted:
            x, y, new = _step(command, numbers, x, y)
            points.extend(new)
            if command in "Mm":
                start_x, start_y = x, y
                command = "l" if command == "m" else "L"  # further pairs are lines
            numbers = []
    return points


def _step(
    command: str, numbers: list[float], x: float, y: float
) -> tuple[float, float, list[tuple[float, float]]]:
    """One command's points; returns the new current point and the points to bound."""
    relative = command.islower()
    kind = command.lower()
    if kind == "h":
        x = numbers[0] + (x if relative else 0)
        return x, y, [(x, y)]
    if kind == "v":
        y = numbers[0] + (y if relative else 0)
        return x, y, [(x, y)]
    if kind == "a":
        rx, ry = abs(numbers[0]), abs(numbers[1])
        end = (numbers[5] + (x if relative else 0), numbers[6] + (y if relative else 0))
        spread = [(x - rx, y - ry), (x + rx, y + ry), (end[0] - rx, end[1] - ry)]
        return end[0], end[1], [*spread, (end[0] + rx, end[1] + ry)]
    pairs = [
        (numbers[i] + (x if relative else 0), numbers[i + 1] + (y if relative else 0))
        for i in range(0, len(numbers), 2)
    ]
    return pairs[-1][0], pairs[-1][1], pairs


def _transformed(box: Box, matrix: Matrix) -> Box:
    a, b, c, d, e, f = matrix
    corners = [(box[0], box[1]), (box[2], box[1]), (box[0], box[3]), (box[2], box[3])]
    xs = [a * x + c * y + e for x, y in corners]
    ys = [b * x + d * y + f for x, y in corners]
    return (min(xs), min(ys), max(xs), max(ys))


def _share(box: Box, canvas: Box) -> float:
    """How much of the canvas a shape's box covers (0 to 1)."""
    if not all(math.isfinite(value) for value in box):
        return 1.0  # an overflow in its numbers: count it as covering everything
    left, top = max(box[0], canvas[0]), max(box[1], canvas[1])
    right, bottom = min(box[2], canvas[2]), min(box[3], canvas[3])
    area = (canvas[2] - canvas[0]) * (canvas[3] - canvas[1])
    if right <= left or bottom <= top or area <= 0:
        return 0.0
    return (right - left) * (bottom - top) / area
