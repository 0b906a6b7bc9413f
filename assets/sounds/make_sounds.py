"""Synthesise Regicide's sound effects (standard library only; deterministic).

    python3 assets/sounds/make_sounds.py    # rewrites the .wav files beside this script

Every sound is made here from sine waves and seeded noise, so they are ours to license
(CC0, see LICENSE.md).
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent
Wave = list[float]


def silence(seconds: float) -> Wave:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, decay: float, volume: float = 0.5, bend: float = 0.0) -> Wave:
    """A sine with an exponential decay; `bend` glides the pitch (octaves over the sound)."""
    samples, phase = [], 0.0
    count = int(RATE * seconds)
    for index in range(count):
        t = index / RATE
        current = freq * 2 ** (bend * index / count)
        phase += 2 * math.pi * current / RATE
        attack = min(1.0, t / 0.004)
        samples.append(volume * attack * math.exp(-t / decay) * math.sin(phase))
    return samples


def noise(seconds: float, decay: float, volume: float, seed: int, smooth: float = 0.5) -> Wave:
    """Low-passed noise with a decay: paper, card and cloth sounds."""
    rng = random.Random(seed)
    samples, last = [], 0.0
    for index in range(int(RATE * seconds)):
        t = index / RATE
        last = last * smooth + rng.uniform(-1, 1) * (1 - smooth)
        samples.append(volume * min(1.0, t / 0.002) * math.exp(-t / decay) * last)
    return samples


def mix(*waves: Wave, offsets: tuple[float, ...] = ()) -> Wave:
    starts = [int(RATE * offset) for offset in offsets] or [0] * len(waves)
    length = max(start + len(item) for start, item in zip(starts, waves, strict=True))
    out = [0.0] * length
    for start, item in zip(starts, waves, strict=True):
        for index, value in enumerate(item):
            out[start + index] += value
    return out


def card() -> Wave:
    return noise(0.07, 0.018, 0.55, seed=1, smooth=0.35)


def draw() -> Wave:
    return mix(noise(0.12, 0.04, 0.4, seed=2, smooth=0.6), noise(0.05, 0.012, 0.3, seed=3))


def shuffle() -> Wave:
    flicks = [noise(0.05, 0.012, 0.35, seed=10 + index, smooth=0.4) for index in range(14)]
    return mix(*flicks, offsets=tuple(index * 0.028 for index in range(14)))


def hit() -> Wave:
    return mix(tone(70, 0.25, 0.07, 0.8, bend=-0.6), noise(0.12, 0.03, 0.35, seed=4, smooth=0.7))


def shield() -> Wave:
    return mix(tone(660, 0.5, 0.16, 0.3), tone(990, 0.5, 0.12, 0.2), tone(1320, 0.4, 0.08, 0.1))


def defeat() -> Wave:
    notes = (392.0, 311.1, 261.6)
    return mix(*(tone(freq, 0.7, 0.3, 0.3) for freq in notes), offsets=(0.0, 0.09, 0.18))


def victory() -> Wave:
    notes = (523.3, 659.3, 784.0, 1046.5)
    parts = [mix(tone(freq, 0.6, 0.25, 0.28), tone(freq * 2, 0.6, 0.12, 0.08)) for freq in notes]
    return mix(*parts, offsets=(0.0, 0.12, 0.24, 0.38))


def loss() -> Wave:
    notes = (392.0, 349.2, 293.7)
    return mix(
        *(tone(freq, 0.55, 0.28, 0.3, bend=-0.05) for freq in notes), offsets=(0.0, 0.22, 0.44)
    )


def flip() -> Wave:
    return mix(tone(880, 0.08, 0.03, 0.25), tone(1175, 0.1, 0.04, 0.25), offsets=(0.0, 0.05))


def trick() -> Wave:
    """A trick won (Claim): a card swept up, then a short rising pair."""
    sweep = noise(0.09, 0.03, 0.35, seed=20, smooth=0.55)
    return mix(sweep, tone(587.3, 0.18, 0.06, 0.22), tone(784.0, 0.22, 0.07, 0.22),
               offsets=(0.0, 0.05, 0.11))  # fmt: skip


def claimed() -> Wave:
    """A faction decided (Claim): a bell-like fifth."""
    return mix(tone(523.3, 0.7, 0.22, 0.26), tone(784.0, 0.7, 0.2, 0.2),
               tone(1568.0, 0.4, 0.06, 0.06), offsets=(0.0, 0.06, 0.06))  # fmt: skip


SOUNDS: dict[str, Callable[[], Wave]] = {
    "card": card,
    "draw": draw,
    "shuffle": shuffle,
    "hit": hit,
    "shield": shield,
    "defeat": defeat,
    "victory": victory,
    "loss": loss,
    "flip": flip,
    "trick": trick,
    "claimed": claimed,
}


def write(path: Path, samples: Wave) -> None:
    peak = max(abs(value) for value in samples)
    scale = 0.9 / peak if peak > 0.9 else 1.0
    frames = b"".join(struct.pack("<h", round(value * scale * 32767)) for value in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    for name, make in SOUNDS.items():
        write(HERE / f"{name}.wav", make())
        print(f"wrote {name}.wav")


if __name__ == "__main__":
    main()
