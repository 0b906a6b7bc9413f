"""The interactive tutorial, driven headless from its first step to its last like a newcomer
would: Enter on the reading steps, the taught move on the others (keys, as the coach says)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from regicide.games.regicide.engine import Discard, FlipToken, PlayCards, Yield
from regicide.games.regicide.ui.chrome import Chrome
from regicide.games.regicide.ui.coach import card_panel, ring_room
from regicide.games.regicide.ui.hud import Hud
from regicide.games.regicide.ui.lesson import Lesson, TutorialError, load_script
from regicide.games.regicide.ui.scenes.new_game import VARIANTS
from regicide.games.regicide.ui.scenes.tutorial import TutorialScene, start_tutorial
from regicide.i18n import ENGLISH, use_language
from regicide.support.resources import asset_path
from regicide.ui.scenes.title import TitleScene
from tests.ui.driver import Ui
from tests.ui.test_every_scene_fits import _drawn, _word_problems, panels

SCRIPT = asset_path("tutorial", "tutorial.yaml")
__all__ = ["panels"]  # the fixture that records every panel drawn


def _open(ui: Ui) -> TutorialScene:
    start_tutorial(ui.ctx)
    ui.ctx.stack.apply()
    ui.settle()
    scene = ui.top
    assert isinstance(scene, TutorialScene)
    return scene


def _do_step(ui: Ui, scene: TutorialScene) -> None:
    """What the coach asks for: Next, or the move (with the keys a player would press)."""
    step = scene.lesson.step
    assert step is not None
    assert scene.coach() is not None and scene.coach().target is not None  # type: ignore[union-attr]
    move = step.expect
    if move is None:
        ui.press(pygame.K_RETURN)
    elif isinstance(move, (PlayCards, Discard)):
        ui.play_by_keys(" ".join(str(card) for card in move.cards))
    elif isinstance(move, Yield):
        ui.press(pygame.K_y)
    elif isinstance(move, FlipToken):
        ui.press(pygame.K_f)
    ui.settle()


def test_the_tutorial_runs_from_start_to_end(ui: Ui) -> None:
    scene = _open(ui)
    steps = len(scene.lesson.script.steps)
    for number in range(steps):
        assert scene.lesson.index == number
        _do_step(ui, scene)
    assert scene.lesson.over and scene.session.guard is None
    assert scene.session.history_lock is None  # the deal is now the player's, undo included
    assert scene.coach() is None and ui.game.moves == scene.lesson.script.moves


def test_only_the_taught_move_is_accepted(ui: Ui) -> None:
    scene = _open(ui)
    for _ in range(3):
        ui.press(pygame.K_RETURN)
    assert scene.lesson.step is not None and scene.lesson.step.expect == PlayCards(
        (scene.lesson.step.expect.cards[0],)  # type: ignore[union-attr]
    )
    before = ui.state
    ui.play_by_keys("AS")  # not the lesson's card
    assert ui.state == before and "For this lesson: Play 10♠." in ui.table.current_message
    ui.press(pygame.K_z, pygame.KMOD_CTRL)
    assert "tutorial" in ui.table.current_message  # undo is locked during the lessons


def test_a_reading_step_waits_for_next(ui: Ui) -> None:
    scene = _open(ui)
    ui.select("10S")
    ui.click_button("Play")
    ui.settle()
    assert ui.game.history == () and scene.lesson.index == 0
    ui.click(scene.next_action().rect.center)
    assert scene.lesson.index == 1


def test_the_tutorial_can_be_left_and_resumed(ui: Ui) -> None:
    scene = _open(ui)
    for _ in range(5):
        _do_step(ui, scene)
    index, state = scene.lesson.index, ui.state
    ui.to_title()
    assert isinstance(ui.top, TitleScene)
    ui.ctx.tutorial_saver.flush()
    scene = _open(ui)
    assert scene.lesson.index == index and ui.state == state


@pytest.mark.parametrize("steps", [4, 5])
def test_a_window_closed_after_a_step_resumes_at_the_next(ui: Ui, steps: int) -> None:
    """Played by hand: the window closed right after the yield of step 12, and Learn to
    play began again from step 1 (the autosave held the move but not the step it led to)."""
    scene = _open(ui)
    for _ in range(steps):  # the taught move of step 4, or Next on step 5 after it
        _do_step(ui, scene)
    index, state = scene.lesson.index, ui.state
    ui.ctx.tutorial_saver.flush()  # the app closes: no leaving through the menu
    scene = _open(ui)
    assert scene.lesson.index == index and ui.state == state


def test_restart_from_the_pause_menu_begins_the_tutorial_again(ui: Ui) -> None:
    scene = _open(ui)
    for _ in range(4):
        _do_step(ui, scene)
    ui.press(pygame.K_ESCAPE)
    ui.click_button("Start the tutorial again")
    ui.settle()
    scene = ui.top  # type: ignore[assignment]
    assert isinstance(scene, TutorialScene) and scene.lesson.index == 0 and ui.game.history == ()


def test_the_shipped_script_replays_through_the_engine() -> None:
    script = load_script(SCRIPT)
    assert len(script.moves) >= 8
    lesson = Lesson(script)
    kinds = {type(step.expect).__name__ for step in script.steps if step.expect is not None}
    assert kinds == {"PlayCards", "Discard", "Yield", "FlipToken"}
    assert not lesson.over


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("expect: play 10S", "expect: play 9D"), "do not fit the deal"),
        (("point: castle", "point: moat"), "'moat' is not something the table shows"),
        (("expect: yield", "expect: shout"), "expect:"),
        (("format: regicide-tutorial", "format: other"), "not a tutorial"),
    ],
)
def test_a_broken_script_names_what_is_wrong(
    tmp_path: Path, change: tuple[str, str], message: str
) -> None:
    text = SCRIPT.read_text(encoding="utf-8").replace(*change, 1)
    broken = tmp_path / "tutorial.yaml"
    broken.write_text(text, encoding="utf-8")
    with pytest.raises(TutorialError, match=message):
        load_script(broken)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_ring_round_a_pile_takes_its_caption_in(ui: Ui, size: tuple[int, int]) -> None:
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    scene = _open(ui)
    layout = scene.board.layout
    for name, pile in (("castle", layout.castle), ("tavern", layout.tavern)):
        ring = scene._place(name)
        assert ring is not None and ring.contains(pile)
        assert ring.bottom >= pile.bottom + max(12, pile.width // 6)  # the caption's line


def test_enter_on_the_yield_step_names_the_move_it_teaches(ui: Ui) -> None:
    """Enter with nothing selected on the Yield step says to yield, not to select cards."""
    scene = _open(ui)
    while scene.lesson.step is not None and not isinstance(scene.lesson.step.expect, Yield):
        _do_step(ui, scene)
    ui.press(pygame.K_RETURN)
    assert scene.current_message == "For this lesson: Yield."
    assert not isinstance(ui.game.history[-1].command, Yield)


def test_the_first_step_says_which_variants_the_practice_deal_plays() -> None:
    """Issue 33, item 8: the Yield button shows from step 1, unlike the solo game a newcomer
    plays next; the tutorial says so from the start, by the name New game gives the variant."""
    script = load_script(SCRIPT)
    names = {key: name for key, name, *_ in VARIANTS}
    rules = script.record.rules
    played = [key for key in names if getattr(rules, key, False)]
    assert played == ["solo_yield"]
    welcome = " ".join(script.steps[0].text.split())
    assert all(names[key] in welcome.split(".")[0] for key in played)  # its first sentence
    assert "real solo game" in welcome


def test_the_practice_deal_wears_its_variant_in_the_top_bar(ui: Ui) -> None:
    start_tutorial(ui.ctx, fresh=True)
    ui.ctx.stack.apply()
    ui.settle()
    scene = ui.top
    assert isinstance(scene, TutorialScene)
    (mark,) = scene.marks()
    assert mark.words == "Solo yield" and "real game" in mark.tip


def _ring_problems(scene: TutorialScene, ui: Ui, captions: list[pygame.Rect]) -> list[str]:
    """What the coach's panel or its ring hides at this step: the ring's target, the ring
    itself, the castle and its count, the hand's caption; a number disc or the table's
    caption (`captions`: where the last frame drew it) the ring's line crosses (it goes
    round the numbers it points at, past the others)."""
    card = scene.coach()
    assert card is not None and card.target is not None
    frame, layout = ui.ctx.frame, scene.board.layout
    panel = card_panel(ui.ctx.text, frame, card)
    ring = card.target.inflate(*[2 * ring_room(frame)] * 2)
    hidden = {
        "what it points at": card.target,
        "its ring": ring,
        "the hand's caption": layout.own_label(),
        "the castle and its count": layout.pile_with_caption(layout.castle),
    }
    step = scene.lesson.step
    assert step is not None
    if step.point == "tokens":  # the step is about them
        hidden["the Jester tokens"] = layout.tokens_with_caption()
    for button in scene.action_buttons():
        hidden[f"the button {button.label!r}"] = button.rect
    problems = [
        f"the coach covers {name}" for name, rect in hidden.items() if panel.colliderect(rect)
    ]
    inner = card.target.inflate(*[2 * frame.px(8)] * 2)  # the ring at its least breath
    for disc, words in scene.board.key_spots:
        if disc.colliderect(ring) and not inner.contains(disc):
            problems.append(f"the ring crosses the disc {words!r}")
    if captions and captions[-1].colliderect(ring) and not inner.contains(captions[-1]):
        problems.append("the ring crosses the table's caption")
    return problems


@pytest.mark.parametrize(
    ("size", "scale"),
    [
        ((960, 540), 200),
        ((1280, 720), 200),
        ((1920, 1080), 200),
        ((960, 540), 150),
        ((1280, 720), 175),
        ((1920, 1080), 100),
        ((960, 540), 100),
    ],
)
def test_at_every_step_the_coach_and_its_ring_hide_nothing_the_player_needs(
    ui: Ui, size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 33: at 960x540 at 200% the ring crossed the disc "1" and the coach covered
    "Castle · 11" at step 4; on the last step the ring round the banner ran through the
    table's caption under it; at the tokens' step (13) the coach went over the castle (it
    takes the side panel's place there now, as on the last step, which points at the tokens
    for the medals)."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    scene = _open(ui)
    captions: list[pygame.Rect] = []
    drawn = Hud.table_caption

    def kept(hud: Hud, *args: Any, **kwargs: Any) -> pygame.Rect | None:
        rect = drawn(hud, *args, **kwargs)
        captions.append(rect or pygame.Rect(0, 0, 0, 0))
        return rect

    monkeypatch.setattr(Hud, "table_caption", kept)
    problems = []
    for number in range(len(scene.lesson.script.steps)):
        captions.clear()
        ui.frames(1)  # the discs and the caption as drawn
        found = _ring_problems(scene, ui, captions)
        problems += [f"step {number + 1}: {problem}" for problem in found]
        _do_step(ui, scene)
    assert not problems, problems


@pytest.mark.parametrize("language", ["de", "pseudo"])
def test_in_a_longer_language_every_step_s_heading_and_the_next_draw_show_whole(
    ui: Ui, panels: list[pygame.Rect], language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 35, played through in German in a real window at 960x540, 200%: step 14's
    heading was cut to "Deine Hofkarte kehrt zu…" (and others shrunk to a whisper), and from
    step 8 "Als Nächstes gezogen: J♣" ran under the side panel's top and off the window's
    right edge. Every heading's words are drawn whole, in at most two lines; the note of the
    next draw lies inside the window, clear of every panel and every other word, and the side
    panel under it still shows every line whole (its last was cut once the note had its room:
    the note gives way where the panel needs it)."""
    cut: list[bool] = []
    preview = Chrome.preview

    def kept(chrome: Chrome, *args: Any, **kwargs: Any) -> bool:
        whole = preview(chrome, *args, **kwargs)
        cut.append(not whole)
        return whole

    monkeypatch.setattr(Chrome, "preview", kept)
    use_language(language)
    try:
        ui.ctx.update_settings(ui_scale=200)
        ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
        scene = _open(ui)
        problems = []
        for number in range(len(scene.lesson.script.steps)):
            card = scene.coach()
            assert card is not None
            cut.clear()
            drawn = _drawn(ui, panels)
            if language != "pseudo":  # its idle panel is cut with no note too (and in English)
                problems += [f"step {number + 1}: the side panel's words are cut"] * any(cut)
            shown = " ".join(words for words, _ink in drawn.words).split()
            missing = [word for word in card.title.split() if word not in shown]
            coach = card_panel(ui.ctx.text, ui.ctx.frame, card)
            heading = [w for w, ink in drawn.words if w in card.title and coach.contains(ink)]
            problems += [f"step {number + 1}: heading in {len(heading)} lines"] * (len(heading) > 2)
            problems += [f"step {number + 1}: heading word {word!r} not drawn" for word in missing]
            window = ui.ctx.window.surface.get_rect()
            known = scene.board.view.tavern_known
            note = scene.board.hud.known_draws_spot(scene.board.layout, known, window)
            watched = [
                (words, ink)
                for words, ink in drawn.words
                if words in card.title or (known and note.contains(ink))
            ]
            found = _word_problems(ui, replace(drawn, words=watched), [])
            problems += [f"step {number + 1}: {problem}" for problem in found]
            _do_step(ui, scene)
    finally:
        use_language(ENGLISH)
    assert not problems, "\n".join(problems)


def test_a_tooltip_lies_over_the_coach_and_nothing_under_it_has_one(
    ui: Ui, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Played through in Spanish at 960x540, 200% (issue 35): on the first step the pointer on
    Next showed the tooltip of a Jester token hidden under the coach's panel, and a tooltip
    was drawn under the panel (its start hidden): over the coach nothing under it has a
    tooltip, and a tooltip is drawn after the coach."""
    order: list[str] = []
    draw_coach, tooltip = TutorialScene.draw_over_table, Chrome.tooltip

    def coach_spy(scene: TutorialScene, surface: pygame.Surface) -> None:
        order.append("coach")
        draw_coach(scene, surface)

    def tip_spy(chrome: Chrome, *args: Any, **kwargs: Any) -> Any:
        order.append("tooltip")
        return tooltip(chrome, *args, **kwargs)

    monkeypatch.setattr(TutorialScene, "draw_over_table", coach_spy)
    monkeypatch.setattr(Chrome, "tooltip", tip_spy)
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    scene = _open(ui)
    card = scene.coach()
    assert card is not None
    panel = card_panel(ui.ctx.text, ui.ctx.frame, card)
    tokens = scene.board.layout.token(0)
    assert panel.colliderect(tokens)  # the case read: the first step's coach covers a token
    ui.step([pygame.event.Event(pygame.MOUSEMOTION, pos=tokens.center, rel=(0, 0), buttons=())])
    assert scene.tooltip() == ""
    told = []
    for button in scene.top_buttons() + scene.action_buttons():
        at = button.rect.center
        ui.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=())])
        order.clear()
        ui.frames(1)
        if scene.tooltip():
            told.append(button.label)
            assert order[-1] == "tooltip" and "coach" in order, order
    assert told  # some button under the pointer did say something
