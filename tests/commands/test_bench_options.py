"""`regicide bench`'s options (its figures are measured, never asserted: see benchmarks/)."""

from __future__ import annotations

import pytest

from regicide.cli import build_parser


def test_frame_and_startup_take_a_theme_and_a_ui_scale() -> None:
    args = build_parser().parse_args(["bench", "frame", "--theme", "parlour", "--ui-scale", "150"])
    assert (args.part, args.theme, args.ui_scale) == ("frame", "parlour", 150)
    plain = build_parser().parse_args(["bench", "startup"])
    assert (plain.theme, plain.ui_scale) == ("classic", 100)


@pytest.mark.parametrize("scale", ["130", "250", "big"])
def test_a_scale_settings_does_not_offer_is_refused(
    scale: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as leaving:
        build_parser().parse_args(["bench", "frame", "--ui-scale", scale])
    assert leaving.value.code == 2
    assert "--ui-scale" in capsys.readouterr().err
