"""Draw Regicide's app icon (a crowned card on a gold-rimmed disc) at every size platforms use.

    SDL_VIDEODRIVER=dummy .venv/bin/python assets/icons/make_icons.py

Writes regicide-<size>.png (16..1024), regicide.ico (Windows: PNG entries 16..256) and
regicide.icns (macOS: PNG entries 16..1024) beside this script. Made here; CC0 (LICENSE.md).
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

import pygame

from regicide.ui.cardart import draw_crown  # the card art's crown

HERE = Path(__file__).resolve().parent
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types that hold PNG data, by pixel size.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)

BURGUNDY, GOLD, DARK_GOLD, CREAM, FELT = (
    (122, 31, 43),
    (218, 176, 92),
    (150, 108, 40),
    (251, 247, 238),
    (29, 92, 63),
)


def draw_icon(size: int) -> pygame.Surface:
    """Drawn large and scaled down, so small sizes stay smooth."""
    big = 1024
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(surface, DARK_GOLD, (512, 512), 500)
    pygame.draw.circle(surface, FELT, (512, 512), 468)
    card = pygame.Rect(0, 0, 520, 720)
    card.center = (512, 520)
    shadow = card.move(22, 26)
    pygame.draw.rect(surface, (0, 0, 0, 90), shadow, border_radius=48)
    pygame.draw.rect(surface, CREAM, card, border_radius=48)
    inner = card.inflate(-70, -70)
    pygame.draw.rect(surface, BURGUNDY, inner, border_radius=30)
    pygame.draw.rect(surface, GOLD, inner, width=14, border_radius=30)
    draw_crown(surface, (512, 500), 380, GOLD, BURGUNDY)
    scaled = pygame.transform.smoothscale(surface, (size, size))
    return scaled


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def write_ico(path: Path, images: dict[int, bytes]) -> None:
    """ICO with PNG-compressed entries (Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = 6 + 16 * len(ICO_SIZES)
    entries, blobs = b"", b""
    for size in ICO_SIZES:
        data = images[size]
        side = 0 if size >= 256 else size  # 0 means 256 in ICO
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    path.write_bytes(header + entries + blobs)


def write_icns(path: Path, images: dict[int, bytes]) -> None:
    body = b"".join(
        kind + struct.pack(">I", 8 + len(images[size])) + images[size] for kind, size in ICNS_TYPES
    )
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # read when the display starts
    pygame.display.init()
    images = {size: png_bytes(draw_icon(size)) for size in PNG_SIZES}
    for size, data in images.items():
        (HERE / f"regicide-{size}.png").write_bytes(data)
    write_ico(HERE / "regicide.ico", images)
    write_icns(HERE / "regicide.icns", images)
    print(f"wrote {len(images)} PNGs, regicide.ico and regicide.icns")


if __name__ == "__main__":
    main()
