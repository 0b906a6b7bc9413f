"""Every Claim screen at 960×540, 1280×720 and 1920×1080, at 100%, 150% and 200%: no two words
overlap, no words lie on a card (nor a card on words), every word and card stays in the
window, and the buttons keep clear of all of them — as Regicide's table tests do it
(tests/ui/test_scale_menus.py): each frame's words are recorded where the screen's modules
blit them, its cards where the board lays them.

The table is checked following a trick with a card selected, with recruited prizes and a last
trick showing; in phase two; at a Seer's choice with the deck's top seen; in the first game
with its coach; the replay; the end screen (an assisted game's, with its note); the new-game
screen."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pygame
import pytest

from regicide.games.claim.definition import GAME
from regicide.games.claim.engine import Game, Margin, Options, PlayCard, SeerChoice, tally
from regicide.games.claim.narrate import move_reason
from regicide.games.claim.narrate.words import faction_name
from regicide.games.claim.ui import (
    board,
    chrome,
    ending,
    new_game,
    plates,
    replay_board,
    score_panel,
    tutorial,
)
from regicide.games.claim.ui.board import LAST, TRICK_WORD_SIZES, Board
from regicide.games.claim.ui.kit import KIT
from regicide.games.claim.ui.new_game import NewGameScene
from regicide.games.claim.ui.table import ClaimTable
from regicide.i18n import ENGLISH, _, use_language
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.play.table import Moved
from regicide.play.turns import Hint
from regicide.store.saves import Saved
from regicide.ui import replay_parts, widgets
from regicide.ui.assets import MIN_TEXT_PX, TextCache
from regicide.ui.scenes import menu, replay
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.widgets import Button
from tests.ui.drawn import (
    Drawn,
    assert_apart,
    inner,
    problems_of,
    spy_cuts,
    spy_overlay,
    spy_words,
)
from tests.ui.driver import Ui

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCALES = [100, 150, 200]
SEERS = ("GOB", "KNI", "SEE", "UND", "DWA")


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    record = Drawn()
    modules = (board, chrome, ending, new_game, tutorial, menu, score_panel, plates, replay_board,
               replay, replay_parts)  # fmt: skip
    spy_words(monkeypatch, record, modules)
    spy_overlay(monkeypatch, record, menu)
    original_card = Board.card

    def card_spy(self, surface, card, x, y, width):  # type: ignore[no-untyped-def]  # noqa: PLR0917
        rect = original_card(self, surface, card, x, y, width)
        record.card(rect, self.in_overlay)
        return rect

    original_hand = Board._hand

    def hand_spy(self, surface, hand, scene):  # type: ignore[no-untyped-def]
        original_hand(self, surface, hand, scene)
        for rect in self.hand_rects(len(hand), scene.selected):
            record.card(rect)

    monkeypatch.setattr(Board, "card", card_spy)
    monkeypatch.setattr(Board, "_hand", hand_spy)
    yield record


def _resize(ui: Ui, size: tuple[int, int], scale: int) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])


def _played(seed: int, moves: int, factions: tuple[str, ...] = ()) -> Game:
    """A game of random legal moves from the deal of `seed`."""
    options = Options(factions) if factions else Options()
    game = Game.new(seed=seed, options=options)
    rng = random.Random(seed)
    while game.outcome is None and len(game.moves) < moves:
        legal = game.legal_moves()
        game.submit(legal[int(rng.random() * len(legal))])
    return game


def _open(ui: Ui, game: Game) -> ClaimTable:
    session = Session(GAME, game, seats_of(GAME, ("human", "instant")), saver=ui.ctx.autosaver)
    table = ui.ctx.navigation.open(session)
    ui.ctx.stack.apply()
    ui.frames(3)
    assert isinstance(table, ClaimTable)
    return table


def _following(ui: Ui) -> None:
    """Phase one, seat 1 to follow a led card, with a card selected under the pointer."""
    seed = next(s for s in range(50) if _to_follow(s) is not None)
    table = _open(ui, _to_follow(seed) or Game.new())
    table.selected = 0
    ui.step([pygame.event.Event(pygame.MOUSEMOTION, pos=table.board.hand_rects(3)[1].center,
                                rel=(0, 0), buttons=(0, 0, 0))])  # fmt: skip


def _to_follow(seed: int) -> Game | None:
    """A game where seat 1 follows in phase one with recruited prizes on both sides."""
    game = _played(seed, 0)
    rng = random.Random(seed)
    while game.outcome is None:
        state = game.state
        if (
            state.trick >= 6
            and state.to_act == 1
            and state.plays
            and state.phase == 1
            and all(state.exposed)
        ):
            return game
        legal = game.legal_moves()
        game.submit(legal[int(rng.random() * len(legal))])
        if state.trick > 12:
            return None
    return None


def _phase_two(ui: Ui) -> None:
    game = _played(3, 0)
    rng = random.Random(3)
    while not (game.state.phase == 2 and game.state.trick >= 20 and game.state.to_act == 1):
        legal = game.legal_moves()
        game.submit(legal[int(rng.random() * len(legal))])
    _open(ui, game)


def _seer(ui: Ui) -> None:
    for seed in range(200):
        game = _played(seed, 0, SEERS)
        rng = random.Random(seed)
        while game.outcome is None and game.state.phase == 1:
            if SeerChoice(keep_prize=True) in game.legal_moves() and game.state.to_act == 1:
                table = _open(ui, game)  # with a hint's long words under the choice
                reason = move_reason(table.view, SeerChoice(keep_prize=True))
                table.say(_("Hint: {reason}.").format(reason=reason), calm=True)  # the host's
                return
            legal = game.legal_moves()
            game.submit(legal[int(rng.random() * len(legal))])
    raise AssertionError("no Seer's choice in 200 deals")


def _coach(ui: Ui) -> None:
    KIT.tutorial(ui.ctx)
    ui.ctx.stack.apply()
    ui.frames(3)


def _coach_after_a_trick(ui: Ui) -> None:
    """The tutorial after its first tricks, the last trick's reason told under its cards
    (French "Vous gagnez : le Doppelgänger compte comme Gobelin : 2 bat 0" had one line of
    room above the coach at 960x540 200%, issue 35)."""
    _coach(ui)
    table = ui.top
    assert isinstance(table, ClaimTable)
    while table.last_trick() is None or len(table.game.history) < 5:
        table.submit(table.view.legal_moves[0])
        ui.frames(40)


def _replay(ui: Ui) -> None:
    game = _played(5, 30)
    _open(ui, game)
    ui.ctx.navigation.watch(ui.ctx.game_in_progress() or _saved(game), "this game")
    ui.ctx.stack.apply()
    ui.frames(3)
    assert isinstance(ui.top, ReplayScene)
    for _move in range(4):  # a move made: the banner says it too (Spanish ran past its room)
        ui.press(pygame.K_RIGHT)
    ui.frames(3)


def _saved(game: Game) -> Saved:
    return Saved(GAME, game, {})


def _end(ui: Ui) -> None:
    game = _played(8, 0)
    rng = random.Random(8)
    while len(game.legal_moves()) and game.state.trick < 26:
        legal = game.legal_moves()
        game.submit(legal[int(rng.random() * len(legal))])
    while game.outcome is None and game.state.to_act != 1:
        legal = game.legal_moves()
        game.submit(legal[int(rng.random() * len(legal))])
    table = _open(ui, game)
    table.session.mark_assisted()  # its note under the result: a long line in every language
    if game.outcome is None:
        move = next(m for m in table.view.legal_moves if isinstance(m, PlayCard))
        table.submit(move)
    ui.frames(20)
    assert isinstance(ui.top, ending.EndScene)


def _new_game(ui: Ui) -> None:
    ui.ctx.stack.push(NewGameScene(ui.ctx))
    ui.ctx.stack.apply()
    ui.frames(2)


SCREENS: dict[str, Callable[[Ui], None]] = {
    "following": _following,
    "phase two": _phase_two,
    "seer": _seer,
    "coach": _coach,
    "coach after a trick": _coach_after_a_trick,
    "replay": _replay,
    "end": _end,
    "new game": _new_game,
}


def _buttons(ui: Ui) -> list[Button]:
    top = ui.top
    if isinstance(top, ClaimTable):
        return top.chrome.buttons()
    if isinstance(top, menu.MenuScene):
        return top.laid_out()
    if isinstance(top, ReplayScene):
        return top.buttons()
    return []


def _check(ui: Ui, drawn: Drawn, where: str) -> None:
    """The rules above; over an overlay (the end screen, a menu), its own words only: the
    table under it is dimmed and covered."""
    if isinstance(ui.top, menu.MenuScene) and ui.top.overlay:
        drawn.since_overlay()
    assert_apart(ui.ctx.window.surface.get_rect(), drawn, _buttons(ui), where)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_no_words_overlap_words_or_cards(
    ui: Ui, drawn: Drawn, size: tuple[int, int], scale: int, screen: str
) -> None:
    _resize(ui, size, scale)
    SCREENS[screen](ui)
    drawn.clear()
    ui.step()
    _check(ui, drawn, f"({screen}, {size}, {scale}%)")
    if screen.startswith("coach"):  # the coach's words stay in its panel
        assert isinstance(ui.top, tutorial.TutorialTable)
        panel = ui.ctx.frame.rect(*ui.top.coach_box())
        coach = [rect for _, rect, name in drawn.words if name.endswith(".tutorial")]
        assert coach and all(panel.contains(inner(rect)) for rect in coach), (panel, coach)


#: German and French run 30-40% longer than English, the pseudo-language longer still
#: (issue 35): every screen again in each, at 100% and 200%.
LANGUAGES = ["en", "de", "fr", "es", "pseudo"]


#: Where the pseudo-language (40% longer and bracketed, a card's name bracketed twice: about
#: 60% longer than English in these sentences) still does not fit, while German, French and
#: Spanish do: (screen, scale, window width or 0 for every size) and what is cut. It may only
#: shrink.
PSEUDO_TOO_LONG: dict[tuple[str, int, int], str] = {}


def _too_long(code: str, screen: str, scale: int, size: tuple[int, int]) -> bool:
    return code == "pseudo" and any(
        key in PSEUDO_TOO_LONG for key in ((screen, scale, size[0]), (screen, scale, 0))
    )


def _shells_own_cuts(ui: Ui, drawn: Drawn) -> None:
    """Leave out the cuts of the shell's replay scene's own fixed rows (its speed buttons:
    the shell's layout, not Claim's), so that this test speaks of Claim's words."""
    top = ui.top
    if isinstance(top, ReplayScene):
        own = {button.label for button in top._speed_buttons()}
        drawn.cut = [text for text in drawn.cut if text not in own]


@pytest.fixture
def speaking() -> Iterator[None]:
    """The test speaks its language; the rest of the suite English again after it."""
    yield
    use_language(ENGLISH)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("code", LANGUAGES)
def test_no_words_overlap_or_are_cut_in_every_language(  # noqa: PLR0917
    ui: Ui,
    drawn: Drawn,
    speaking: None,
    monkeypatch: pytest.MonkeyPatch,
    code: str,
    screen: str,
    scale: int,
    size: tuple[int, int],
) -> None:
    """The rules above in each language, and no label cut short with "…" to fit: a longer
    sentence wraps or takes a smaller size, it never loses its end."""
    assert use_language(code) is None
    spy_cuts(monkeypatch, drawn)
    _resize(ui, size, scale)
    SCREENS[screen](ui)
    drawn.clear()
    ui.step()
    _shells_own_cuts(ui, drawn)
    where = f"({code}, {screen}, {size}, {scale}%)"
    if not _too_long(code, screen, scale, size):
        _check(ui, drawn, where)
        return
    if isinstance(ui.top, menu.MenuScene) and ui.top.overlay:
        drawn.since_overlay()
    found = problems_of(ui.ctx.window.surface.get_rect(), drawn, _buttons(ui), where)
    assert found, f"{where} fits now: take it off PSEUDO_TOO_LONG"
    pytest.xfail("; ".join(found)[:300])


@pytest.fixture
def cut(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words each frame drew cut short with an ellipsis."""
    shortened: list[str] = []
    original = widgets.ellipsized

    def spy(text_cache, text, px, width, color, *, bold=False):  # type: ignore[no-untyped-def]
        label = original(text_cache, text, px, width, color, bold=bold)
        if label.get_width() < text_cache.body_exact(text, px, color, bold).get_width():
            shortened.append(text)
        return label

    monkeypatch.setattr(widgets, "ellipsized", spy)
    return shortened


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_the_follower_piles_words_are_never_cut_short(
    ui: Ui, cut: list[str], size: tuple[int, int], scale: int
) -> None:
    """At 960×540 "Your followers: 2 (F: lo…" and "1 of them recruited fa…" were cut with an
    ellipsis: the piles' words fit whole at every size and scale."""
    _resize(ui, size, scale)
    _following(ui)
    ui.frames(2)
    piles = ("Your followers", "Their followers", "Recruited", "F: look")
    assert not [text for text in cut if text.startswith(piles)]


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_late_in_the_game_no_word_on_the_table_is_cut_short(
    ui: Ui, cut: list[str], size: tuple[int, int], scale: int
) -> None:
    """The score panel said "Undead: tied 4–4, your 9 beats their…" at 1280×720 and cut every
    tie and "Doppelgangers: they lead…" at 960×540: a standing is said shorter ("tied 4–4,
    your 9 wins"), or without the faction's name beside its symbol, never cut."""
    _resize(ui, size, scale)
    for seed in range(3):
        game = _played(seed, 0)
        rng = random.Random(seed)
        while game.outcome is None and game.state.trick < 24:
            legal = game.legal_moves()
            game.submit(legal[int(rng.random() * len(legal))])
        _open(ui, game)
        ui.frames(2)
    assert not cut, sorted(set(cut))


@pytest.mark.parametrize("code", ["de", "es"])
def test_the_score_panel_s_names_stand_at_one_size(ui: Ui, speaking: None, code: str) -> None:
    """Read in German at 1280×720 200% (issue 35): "Gegner" stood half as big as "Du"
    above it (shrunk to fit the narrowest names' column); the column widens first (French
    "Adversaire" is wider than the widest column the chips leave room for: it still
    shrinks)."""
    assert use_language(code) is None
    _resize(ui, (1280, 720), 200)
    board = _open(ui, _played(0, 0)).board
    rows = score_panel.panel_rows(board.tally_box, 5)
    names = (_("You"), _("They"))
    width = score_panel.name_width(board, names, (rows[0][1] - 6) / 4)
    for name in names:
        assert widgets.text_width(ui.ctx.text, ui.ctx.frame, name, 12) <= width - 6, name


@pytest.mark.parametrize("scale", [100, 200])
def test_a_faction_s_symbol_leaves_the_name_under_it_whole(
    ui: Ui, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    """Read in Spanish at 960x540 and 1280x720 (issue 35): the paper under a faction's
    symbol covered the top of "Tú" under it (its accent lost). Each symbol's paper ends
    above the first side's name."""
    _resize(ui, (960, 540), scale)
    board = _open(ui, _played(0, 0)).board
    papers: list[pygame.Rect] = []
    names: list[tuple[float, float]] = []
    rect, label = pygame.draw.rect, Board.label

    def paper_spy(surface, color, box, *args, **kwargs):  # type: ignore[no-untyped-def]
        if kwargs.get("border_radius") == 5:
            papers.append(pygame.Rect(box))
        return rect(surface, color, box, *args, **kwargs)

    def label_spy(self, surface, text, anchor, at, *args, **kwargs):  # type: ignore[no-untyped-def]
        if text == _("You"):
            names.append(self.frame.point(*at))
        return label(self, surface, text, anchor, at, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", paper_spy)
    monkeypatch.setattr(Board, "label", label_spy)
    ui.frames(1)
    left = board.frame.point(board.tally_box[0] + 12, 0)[0]
    tops = sorted(y for x, y in names if abs(x - left) < 1)
    mine = [paper for paper in papers if abs(paper.left + 2 - left) <= 2]
    assert len(mine) == len(tops) == 5, (papers, names)
    assert all(paper.bottom <= top for paper, top in zip(mine, tops, strict=True)), (mine, tops)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_the_end_screen_s_buttons_say_their_words_at_one_size(
    ui: Ui, speaking: None, code: str, size: tuple[int, int]
) -> None:
    """Read in German at 1280×720 200% (issue 35): "Revanche" and "Neues Spiel …" stood
    twice as big as "Letzten Zug zurücknehmen" beside them (each label shrank alone to fit
    its button); the column's labels take the size its longest one fits, and a key hint is
    never drawn bigger than its label (French at 960×540: "Entrée" over "Revanche")."""
    assert use_language(code) is None
    _resize(ui, size, 200)
    _end(ui)
    white = (255, 255, 255)
    faces = [widgets.button_face(b, ui.ctx.text, (white, white)) for b in ui.top.laid_out()]
    assert len({face.label.get_height() for face in faces}) == 1, faces
    for face in faces:
        assert face.hint is None or face.hint.get_height() <= face.label.get_height(), face


def test_the_replay_s_end_shows_the_view_its_banner_names(
    ui: Ui, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read in German at 960×540 (issue 35): at the end of a game Seat 2 won, the banner said
    "Sicht: Platz 2" over Seat 1's hand (the board turned to seat 1 once the game was over,
    the banner to the winner); both show the winner's view. And the trick area named the
    last trick's players ("Platz 2 ausgespielt") beside places its cards had left."""
    owners: list[str] = []
    monkeypatch.setattr(Board, "_owner", lambda self, surface, name, led, mine: owners.append(name))
    game = next(g for g in (_played(seed, 999) for seed in range(20)) if g.outcome
                and g.outcome.winners == (2,))  # fmt: skip
    ui.ctx.navigation.watch(_saved(game), "a finished game")
    ui.ctx.stack.apply()
    ui.press(pygame.K_END)
    ui.frames(2)
    scene = ui.top
    assert isinstance(scene, ReplayScene) and scene.viewer == 2
    assert scene.board.seat_at(game.state) == 2  # type: ignore[attr-defined]
    owners.clear()
    ui.frames(1)
    assert not owners, owners


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_a_broken_tie_between_named_seats_is_said_whole_in_the_replay(
    ui: Ui, cut: list[str], speaking: None, code: str
) -> None:
    """Read in a real window at 960×540 200% (issue 35): the replay of a finished game, its
    seats named, said "Tied 3–3, seat 2's…" and "Gleich 3–3, die 9 von…" in the score panel;
    where even the short standing cannot fit, whose card breaks the tie is said whole ("Seat
    2's 9 wins": the chips below show the count)."""
    assert use_language(code) is None
    _resize(ui, (960, 540), 200)
    game = _played(9, 999)  # to its end: two factions go to the higher card of a 2-2 or 3-3
    assert [t.margin for t in tally(game.view(1))].count(Margin.HIGHEST) == 2
    ui.ctx.navigation.watch(_saved(game), "a finished game")
    ui.ctx.stack.apply()
    ui.press(pygame.K_END)
    ui.frames(3)
    assert isinstance(ui.top, ReplayScene)
    panel = [text for text in cut if "–" in text]  # a standing says its count "3–3"
    assert not panel, panel


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_the_last_tricks_words_are_said_whole(ui: Ui, size: tuple[int, int], scale: int) -> None:
    """At 960×540 and 200% "They won: Doppelganger 7 beats 3" lost its last word (the lines
    past the room were dropped, silently): the words take a smaller size until they fit, and
    where even the least size cannot hold them (a tie's reason at 200%) the last line says
    with "…" that more is in the log."""
    _resize(ui, size, scale)
    for seed in range(4):
        table = _open(ui, _played(seed, 8))
        last = table.last_trick()
        assert last is not None
        _, y, width, height = LAST
        top = table.board.last_words_top()
        _, _, lines = table.board._trick_words(last.words, width, y + height - top)
        said, words = " ".join(lines).split(), last.words.split()
        if said[-1].endswith("…"):
            assert scale == 200 and said[:-1] == words[: len(said) - 1], (seed, lines)
        else:
            assert said == words, (seed, lines)


@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_the_last_trick_s_heading_stands_as_big_as_its_names_and_its_reason_stays_short(
    ui: Ui, monkeypatch: pytest.MonkeyPatch, speaking: None, code: str
) -> None:
    """Read in French at 1920×1080 200% (issue 35): "Dernier pli" shrank to its fixed line,
    smaller than "Vous" under it, and "L'adversaire gagne : Doppelgänger 5 bat
    Doppelgänger 3" stood a word or two a line on six lines. The heading keeps its size;
    the reason is no taller than four lines of the names' size (a longer one takes its
    least size)."""
    assert use_language(code) is None
    _resize(ui, (1920, 1080), 200)
    tall: dict[str, int] = {}
    original = board.fit_label

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        image = original(*args, **kwargs)
        tall[args[1]] = image.get_height()
        return image

    monkeypatch.setattr(board, "fit_label", spy)
    table = _open(ui, _played(0, 8))
    last = table.last_trick()
    assert last is not None
    tall.clear()
    ui.frames(2)
    heading, name = tall[_("Last trick")], tall[_("You")]
    assert heading >= name, (heading, name)
    board_ = table.board
    room = min(board_.note_top, board_.last_bottom) - board_.last_words_top()
    size, step, lines = board_._trick_words(last.words, LAST[2], room)
    line = widgets.line_height(ui.ctx.text, ui.ctx.frame, 12)
    assert len(lines) * step <= 4 * line or size == TRICK_WORD_SIZES[-1], lines
    assert " ".join(lines).split() == last.words.split()


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_the_followers_words_stand_a_space_apart_from_the_deck_s(
    ui: Ui, monkeypatch: pytest.MonkeyPatch, speaking: None, code: str
) -> None:
    """Read in German at 1280×720 200% (issue 35): "Gegnergefolge: 0" ended a pixel before
    "Stapel 25" and the two read as one phrase; the pile's words end a word space before
    the deck's."""
    assert use_language(code) is None
    drawn: list[tuple[str, pygame.Rect]] = []
    original = Board.label

    def label_spy(self, surface, text, anchor, at, size=15, **kwargs):  # type: ignore[no-untyped-def]  # noqa: PLR0917
        rect = original(self, surface, text, anchor, at, size, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(Board, "label", label_spy)
    _resize(ui, (1280, 720), 200)
    table = _open(ui, _played(3, 0))
    ui.frames(2)
    deck = _("Deck {count}").format(count=table.view.deck_size)
    piles = _("Their followers: {count}").format(count=0)
    deck_left = min(rect.left for text, rect in drawn if text == deck)
    words_right = max(
        rect.right for text, rect in drawn if text and piles.startswith(text) and rect.left < 100
    )  # the pile's words, from the window's left
    assert deck_left - words_right >= ui.ctx.frame.px(8), (words_right, deck_left)


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_a_hint_in_the_tutorial_is_said_whole_by_the_coach(
    ui: Ui, drawn: Drawn, monkeypatch: pytest.MonkeyPatch, speaking: None, code: str
) -> None:
    """Played in French at 960×540 200% (issue 35): at trick 7 the tutorial's hint ("Indice :
    Entamez Mort-vivant 0 pour la carte-prix Nain 7 : 12 cartes inconnues (Morts-vivants ou
    D…") was cut on the one line over the hand; the coach says it whole on a page of its
    own, gone once the move is made."""
    use_language(code)
    spy_cuts(monkeypatch, drawn)
    _resize(ui, (960, 540), 200)
    _coach(ui)
    table = ui.top
    assert isinstance(table, tutorial.TutorialTable)
    plays = [move for move in table.view.legal_moves if isinstance(move, PlayCard)]
    reason = max((move_reason(table.view, move) for move in plays), key=len)
    drawn.clear()
    table.show_hint(Hint(plays[0], reason))
    ui.frames(2)
    shown = table.pages[table.page]
    assert reason.rstrip(".") in shown and not table.message, shown
    assert not drawn.cut, drawn.cut
    table.show_move(Moved(table.game.state, ()))
    assert all(reason.rstrip(".") not in page for page in table.pages)


@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_the_tutorial_s_note_on_a_chosen_card_is_said_whole(
    ui: Ui, drawn: Drawn, speaking: None, code: str
) -> None:
    """Played in French at 960x540 200% (issue 35): with the first Knight chosen under the
    coach, the one-line note shrank to the least type and still lost its end ("… le
    Chevalier bat le Gobelin entamé · Entrée pour la…"); where the usual width squeezes it,
    it reaches left under your follower pile, whole and larger."""
    use_language(code)
    _resize(ui, (960, 540), 200)
    _coach(ui)
    table = ui.top
    assert isinstance(table, ClaimTable)
    table.selected = next(i for i, card in enumerate(table.view.hand) if str(card) == "KNI2")
    drawn.clear()
    ui.step()
    assert table.preview()
    note = table.chrome._note_place()
    assert note is not None
    floor = ui.ctx.text.body_exact(table.preview(), MIN_TEXT_PX, (0, 0, 0), True)
    assert note[0][0].get_height() > floor.get_height()  # not squeezed to the least type
    _check(ui, drawn, f"(coach, a Knight chosen, {code})")


@pytest.mark.parametrize("size", SIZES)
def test_the_tutorial_s_last_trick_keeps_its_own_sizes_the_coach_giving_way(
    ui: Ui, monkeypatch: pytest.MonkeyPatch, speaking: None, size: tuple[int, int]
) -> None:
    """Seen in French at 1920x1080 200% (issue 35): above the coach, the last trick's reason
    shrank to the least text, three tiny lines, where the coach could give way: the coach
    moves beside the last trick before its words leave their own sizes."""
    use_language("fr")
    _resize(ui, size, 200)
    _coach_after_a_trick(ui)
    said: list[tuple[int, list[str]]] = []
    words = Board._trick_words

    def spy(board, text, width, room):  # type: ignore[no-untyped-def]
        found = words(board, text, width, room)
        said.append((found[0], found[2]))
        return found

    monkeypatch.setattr(Board, "_trick_words", spy)
    ui.step()
    assert said, "no last trick drawn"
    drawn_at, lines = said[-1]
    assert drawn_at in TRICK_WORD_SIZES and not lines[-1].endswith("…"), (drawn_at, lines)


def test_a_score_row_stands_no_taller_than_its_heading_nor_one_pile_s_words_than_the_other(
    ui: Ui, speaking: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read in a real French window at 1920x1080 200%: the headings ('Doppelgängers :
    personne') were made smaller to fit, and the rows under them ('Vous aucune', '10 à
    venir') stood half as big again; a row's words are now no bigger than its heading's. The
    follower piles' words beside them had the same fault."""
    sizes: dict[str, int] = {}

    def spying(original: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        def spy(text_cache, text, px, width, color, *, bold=False):  # type: ignore[no-untyped-def]
            sizes[text] = px
            return original(text_cache, text, px, width, color, bold=bold)

        return spy

    said: list[str] = []
    headings = score_panel.ScorePanel._headings

    def headings_spy(panel, *args):  # type: ignore[no-untyped-def]
        said[:] = headings(panel, *args)
        return said

    monkeypatch.setattr(widgets, "ellipsized", spying(widgets.ellipsized))
    monkeypatch.setattr(score_panel, "ellipsized", spying(score_panel.ellipsized))
    monkeypatch.setattr(score_panel.ScorePanel, "_headings", headings_spy)
    assert use_language("fr") is None
    _resize(ui, (1920, 1080), 200)
    _open(ui, Game.new(seed=5))
    sizes.clear()
    ui.step()
    heading = sizes[said[0]]  # the headings, said alike, at one size
    assert heading <= sizes["Piles de score"]  # the title no smaller than the headings
    assert sizes["aucune"] <= heading and sizes["10 à venir"] <= heading, sizes
    # the two follower piles' words stand alike ('Vos partisans : 0' stood a third bigger)
    assert sizes["Vos partisans\u00a0: 0"] == sizes["Partisans adverses\u00a0: 0"], sizes


def _drawn_sizes(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Each text the widgets draw, by the px it was last drawn at."""
    sizes: dict[str, int] = {}
    original = widgets.ellipsized

    def spy(text_cache, text, px, width, color, *, bold=False):  # type: ignore[no-untyped-def]
        sizes[text] = px
        return original(text_cache, text, px, width, color, bold=bold)

    monkeypatch.setattr(widgets, "ellipsized", spy)
    return sizes


def test_an_end_line_too_long_for_its_size_says_the_winner_alone(
    ui: Ui, speaking: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read in a real French window at 1920x1080 200%: 'Morts-vivants : vous gagnez, 5 cartes
    chacun, la plus haute (Mort-vivant) 9 contre 6' was made so small to fit that it stood at
    half the size of 'Vous' under it; a line that would stand smaller than the sides' names
    says the winner alone (the chips show the deciding card)."""
    sizes = _drawn_sizes(monkeypatch)
    game = Game.new(seed=6)  # random moves from this deal: its first faction goes to the best card
    rng = random.Random(6)
    while game.outcome is None:
        legal = game.legal_moves()
        game.submit(legal[int(rng.random() * len(legal))])
    assert use_language("fr") is None
    _resize(ui, (1920, 1080), 200)
    _open(ui, game)
    ui.frames(20)
    assert isinstance(ui.top, ending.EndScene)
    sizes.clear()
    ui.step()
    names = [faction_name(result.faction) for result in game.outcome.factions]
    headings = {text: px for text, px in sizes.items() if text.startswith(tuple(names))}
    assert len(headings) == 5 and min(headings.values()) >= sizes["Vous"], (headings, sizes)


def _score_rows_px(ui: Ui, monkeypatch: pytest.MonkeyPatch, code: str, game: Game) -> int:
    """The least px the score panel draws its rows' sides' names at, in language `code`."""
    sizes: list[int] = []
    chips, render = score_panel.draw_chips, TextCache.render
    in_chips, names = [False], list[str]()

    def chips_spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        in_chips[0] = True
        try:
            chips(*args, **kwargs)
        finally:
            in_chips[0] = False

    def render_spy(cache, text, file, px, color):  # type: ignore[no-untyped-def]
        if in_chips[0] and text in names:
            sizes.append(px)
        return render(cache, text, file, px, color)

    monkeypatch.setattr(score_panel, "draw_chips", chips_spy)
    monkeypatch.setattr(TextCache, "render", render_spy)
    assert use_language(code) is None
    table = _open(ui, game)
    names[:] = table.scene().short_names
    sizes.clear()
    ui.step()
    return min(sizes)


@pytest.mark.parametrize("code", ["fr", "es"])
def test_score_rows_stand_as_big_in_french_and_spanish_as_in_english(
    ui: Ui, speaking: None, monkeypatch: pytest.MonkeyPatch, code: str
) -> None:
    """Read in a real French window at 960x540 200%: headings as long as 'L’adversaire mène
    3–2' and '1–1, le 9 adverse gagne' fitted only smaller, and the rows under them went down
    with them to 14 px (18 in English, and beside the last trick's 18); the panel's own words
    are now short ('Le rival mène 3–2', 'El rival lidera 3–2', '1–1, son 9 gagne'), as its
    rows' 'Rival', and its rows stand as big as English ones."""
    game = _played(3, 48)  # late in phase two: the rival leads two factions, a tie is broken
    while game.state.to_act != 1:
        game.submit(game.legal_moves()[0])
    _resize(ui, (960, 540), 200)
    english = _score_rows_px(ui, monkeypatch, ENGLISH, game)
    assert _score_rows_px(ui, monkeypatch, code, game) == english


@pytest.mark.parametrize("factions", [(), ("GOB", "KNI", "UND", "DWA", "CYC")])
@pytest.mark.parametrize("code", ["fr", "es", "de"])
def test_the_end_screen_s_faction_lines_stand_at_one_size(
    ui: Ui, speaking: None, monkeypatch: pytest.MonkeyPatch, code: str, factions: tuple[str, ...]
) -> None:
    """Read in a real French window at 1920x1080 100%: 'Doppelgängers : vous gagnez, 2
    cartes chacun, la plus haute (Doppelgänger) 9 contre 6' was made smaller to fit and
    stood under the other factions' lines; a tie broken by the best (or, Cyclops, the lowest)
    card is now said as Spanish and German say it ('…, et Doppelgänger 9 bat 6'), whole at the
    lines' one size."""
    sizes = _drawn_sizes(monkeypatch)
    game = _played(6, 999, factions)  # a tie goes to the best card (Cyclops: the lowest)
    assert game.outcome is not None
    assert {Margin.HIGHEST, Margin.LOWEST} & {result.margin for result in game.outcome.factions}
    assert use_language(code) is None
    _resize(ui, (1920, 1080), 100)
    _open(ui, game)
    ui.frames(20)
    end = ui.top
    assert isinstance(end, ending.EndScene)
    sizes.clear()
    ui.step()
    lines = end.lines()[: len(game.outcome.factions)]
    assert len({sizes[line] for line in lines}) == 1, {line: sizes.get(line) for line in lines}
