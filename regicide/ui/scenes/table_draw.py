"""Drawing the table scene, back to front: felt, piles, enemy, table, seats, cards, effects,
preview, buttons, messages and the hot-seat cover."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from regicide.engine import Card, Phase, Status, discard_problem, preview_play, yield_problem
from regicide.ui.assets import Color
from regicide.ui.hud import SeatInfo, enemy_name
from regicide.ui.preview_text import preview_lines
from regicide.ui.widgets import Button, blit_text, draw_button, draw_panel

if TYPE_CHECKING:
    from regicide.ui.scenes.table import TableScene
    from regicide.ui.scenes.table_input import Focusable


class TableDrawer:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    @property
    def palette(self) -> dict[str, Color]:
        return self.scene.hud.colors

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        hud = scene.hud
        hud.felt(surface)
        self._top_bar(surface)
        self._piles(surface)
        hud.enemy_panel(surface, scene.layout, scene.state)
        self._table_caption(surface)
        hud.banner(surface, scene.layout, scene.banner(), scene.state.phase is Phase.SUFFER)
        self._seats(surface)
        if scene.state.players == 1:
            hover = next(
                (i for i in range(2) if scene.layout.token(i).collidepoint(scene.input.mouse)), None
            )
            hud.tokens(
                surface,
                scene.layout,
                scene.state.tokens_used,
                active=not scene.covered,
                hovered=hover,
                skip=scene.tokens_in_flight,
            )
        for sprite in sorted(scene.sprites.values(), key=lambda sprite: sprite.z):
            scene.renderer.draw(surface, sprite)
        scene.timeline.draw_effects(surface)
        if scene.covered:
            self._cover(surface)
        else:
            self._preview(surface)
            self._chooser(surface)
        self._buttons(surface)
        self._message(surface)
        self._drag_hint(surface)
        self._focus_ring(surface)

    # -- pieces ----------------------------------------------------------------------------

    def _top_bar(self, surface: pygame.Surface) -> None:
        scene, c = self.scene, self.palette
        frame = scene.layout.frame
        bar = scene.layout.top_bar
        draw_panel(surface, bar, c["panel"], c["edge"], alpha=200, radius=0, border=0)
        title = scene.ctx.text.title("Regicide", frame.px(28), c["accent"])
        blit_text(surface, title, "midleft", (frame.px(18) + frame.offset[0], bar.centery))
        crowns = scene.state.enemies_defeated
        for index in range(12):
            center = frame.point(190 + index * 22, 22)
            color = c["accent"] if index < crowns else c["dim"]
            pygame.draw.circle(
                surface, color, center, frame.px(7), 0 if index < crowns else max(1, frame.px(2))
            )
        caption = f"{crowns} of 12 defeated"
        blit_text(
            surface,
            scene.ctx.text.body(caption, frame.px(13), c["dim"]),
            "midleft",
            frame.point(460, 22),
        )
        if scene.game.assisted:
            badge = scene.ctx.text.body(
                "Assisted: undo showed hidden cards", frame.px(13), c["danger"], bold=True
            )
            blit_text(surface, badge, "midleft", frame.point(610, 22))

    def _piles(self, surface: pygame.Surface) -> None:
        scene = self.scene
        layout, state = scene.layout, scene.state
        scene.hud.pile(surface, layout.castle, len(state.castle), "Castle")
        scene.hud.pile(surface, layout.tavern, len(state.tavern), "Tavern")
        dragging_to_discard = scene.input.drag is not None and state.phase is Phase.SUFFER
        legal = dragging_to_discard and scene.input.drag_problem() is None
        scene.hud.pile(
            surface,
            layout.discard,
            len(state.discard),
            "Discard",
            face_down=False,
            highlight=self.palette["highlight"] if legal else None,
        )
        if state.tavern_known:
            frame = layout.frame
            known = " then ".join(str(card) for card in state.tavern[: state.tavern_known])
            note = f"Next draws: {known}"
            blit_text(
                surface,
                scene.ctx.text.body(note, frame.px(12), self.palette["accent"], bold=True),
                "midbottom",
                (layout.tavern.centerx, layout.tavern.top - frame.px(8)),
            )

    def _table_caption(self, surface: pygame.Surface) -> None:
        scene = self.scene
        frame = scene.layout.frame
        area = scene.layout.table_area
        if not scene.state.table:
            text = scene.ctx.text.body(
                "Cards played against this enemy stay here until it falls",
                frame.px(14),
                self.palette["dim"],
            )
            blit_text(surface, text, "center", area.center)

    def _seats(self, surface: pygame.Surface) -> None:
        scene = self.scene
        state, layout = scene.state, scene.layout
        for seat in range(1, state.players + 1):
            if seat == scene.viewer:
                continue
            note = "yielded" if state.yielded_last[seat - 1] else ""
            info = SeatInfo(
                scene.seat_label(seat),
                len(state.hand(seat)),
                state.hand_limit,
                note,
                seat == state.current,
                state.hand(seat) if state.rules.open_hands else None,
            )
            scene.hud.seat(surface, layout.seat_panel(seat, scene.viewer), info)
        own = len(state.hand(scene.viewer))
        who = "Your hand" if state.players == 1 else f"{scene.seat_label(scene.viewer)}: your hand"
        if not scene.covered:
            scene.hud.own_label(surface, layout, f"{who} ({own} of {state.hand_limit})")

    def choice_rects(self) -> dict[int, pygame.Rect]:
        """The seat buttons shown after a Jester (R-JEST-4): a grid in the side panel."""
        frame = self.scene.layout.frame
        return {
            seat: frame.rect(1012 + (seat - 1) % 2 * 122, 478 + (seat - 1) // 2 * 54, 114, 46)
            for seat in range(1, self.scene.state.players + 1)
        }

    def _chooser(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if scene.state.phase is not Phase.CHOOSE_NEXT or scene.state.status is not Status.PLAYING:
            return
        c, frame = self.palette, scene.layout.frame
        for seat, rect in self.choice_rects().items():
            hovered = rect.collidepoint(scene.input.mouse)
            draw_panel(
                surface,
                rect,
                c["accent"] if hovered else c["panel"],
                c["highlight"],
                alpha=240,
                radius=rect.height // 3,
                border=3,
            )
            label = scene.seat_label(seat) + (" (you)" if seat == scene.viewer else "")
            blit_text(
                surface,
                scene.ctx.text.body(
                    label, frame.px(15), c["panel"] if hovered else c["text"], bold=True
                ),
                "center",
                rect.center,
            )

    def _preview(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if scene.state.status is not Status.PLAYING:
            return
        title, lines = self.preview_content()
        scene.hud.preview_panel(surface, scene.layout, title, lines)

    def preview_content(self) -> tuple[str, list[tuple[str, Color]]]:
        """The preview panel: what the selection would do, or what the player can do."""
        scene, c = self.scene, self.palette
        state = scene.state
        cards = scene.selected_cards()
        if state.phase is Phase.CHOOSE_NEXT:
            return "Who takes the next turn?", []
        if state.phase is Phase.SUFFER:
            return self._suffer_preview(cards)
        if not cards:
            problem = yield_problem(state)
            yield_line = (
                (f"Yield: take {state.net_attack} damage and pass", c["text"])
                if problem is None
                else (f"No yield: {problem}", c["dim"])
            )
            return "Your move", [
                (
                    "Select cards (click, or keys 1–8), then drag them onto the enemy or "
                    "press Play.",
                    c["text"],
                ),
                yield_line,
            ]
        names = " ".join(str(card) for card in cards)
        preview = preview_play(state, cards)
        if isinstance(preview, str):
            return f"Play {names}?", [(preview, c["danger"])]
        return f"Play {names}", preview_lines(preview, state, c)

    def _suffer_preview(self, cards: tuple[Card, ...]) -> tuple[str, list[tuple[str, Color]]]:
        scene, c = self.scene, self.palette
        state = scene.state
        due = state.damage_due
        chosen = sum(card.value for card in cards)
        lines: list[tuple[str, Color]] = [
            (
                f"Selected {chosen} of {due} needed (your hand holds {state.hand_value})",
                c["good"] if chosen >= due else c["text"],
            )
        ]
        problem = discard_problem(cards, due, strict=state.rules.strict_discard) if cards else None
        if problem and chosen >= due:
            lines.append((problem, c["danger"]))
        lines.append(("Drag them to the discard pile or press Discard.", c["dim"]))
        if state.players == 1 and state.tokens_left:
            lines.append(("Or flip a Jester token for a new hand of 8.", c["accent"]))
        return f"Take {due} damage", lines

    def _buttons(self, surface: pygame.Surface) -> None:
        scene = self.scene
        frame = scene.layout.frame
        focused = scene.input.focused()
        for button in scene.action_buttons():
            self._button(surface, button, frame.px(18), focused)
            if not button.enabled and button.reason and button.rect.collidepoint(scene.input.mouse):
                self._tooltip(surface, button.reason, button.rect.midtop)
        for button in scene.top_buttons():
            self._button(surface, button, frame.px(14), focused)

    def _button(
        self, surface: pygame.Surface, button: Button, size: int, focused: Focusable | None
    ) -> None:
        scene = self.scene
        draw_button(
            surface,
            button,
            scene.ctx.text,
            scene.ctx.palette,
            size,
            hovered=button.rect.collidepoint(scene.input.mouse),
            focused=focused is not None and focused.rect == button.rect,
        )

    def _tooltip(self, surface: pygame.Surface, text: str, anchor: tuple[int, int]) -> None:
        scene, c = self.scene, self.palette
        frame = scene.layout.frame
        label = scene.ctx.text.body(text, frame.px(13), c["text"])
        rect = label.get_rect(midbottom=(anchor[0], anchor[1] - frame.px(8))).inflate(
            frame.px(16), frame.px(10)
        )
        rect.right = min(rect.right, surface.get_width() - 4)
        draw_panel(surface, rect, c["panel"], c["edge"], alpha=240, radius=frame.px(6))
        blit_text(surface, label, "center", rect.center)

    def _message(self, surface: pygame.Surface) -> None:
        scene = self.scene
        text = scene.current_message
        if text and not scene.covered:
            frame = scene.layout.frame
            label = scene.ctx.text.body(text, frame.px(15), self.palette["danger"], bold=True)
            area = scene.layout.banner
            rect = label.get_rect(midtop=(area.centerx, area.bottom + frame.px(4))).inflate(
                frame.px(20), frame.px(8)
            )
            draw_panel(
                surface,
                rect,
                self.palette["panel"],
                self.palette["danger"],
                alpha=235,
                radius=rect.height // 2,
            )
            blit_text(surface, label, "center", rect.center)

    def _drag_hint(self, surface: pygame.Surface) -> None:
        """Above the dragged cards: where to drop them, or why they cannot go there."""
        scene, c = self.scene, self.palette
        drag = scene.input.drag
        if drag is None:
            return
        problem = scene.input.drag_problem()
        target = "the enemy" if scene.state.phase is Phase.PLAY else "the discard pile"
        frame = scene.layout.frame
        label = scene.ctx.text.body(
            problem or f"Drop on {target}",
            frame.px(14),
            c["danger"] if problem else c["highlight"],
            bold=True,
        )
        x, y = drag.position
        rect = label.get_rect(midbottom=(x, y - frame.px(92))).inflate(frame.px(18), frame.px(8))
        rect.clamp_ip(surface.get_rect())
        draw_panel(
            surface,
            rect,
            c["panel"],
            c["danger"] if problem else c["highlight"],
            alpha=240,
            radius=rect.height // 2,
        )
        blit_text(surface, label, "center", rect.center)

    def _focus_ring(self, surface: pygame.Surface) -> None:
        focused = self.scene.input.focused()
        if focused is not None and focused.label.startswith(("card", "token", "seat")):
            pygame.draw.rect(
                surface,
                self.palette["highlight"],
                focused.rect.inflate(10, 10),
                width=3,
                border_radius=10,
            )

    def _cover(self, surface: pygame.Surface) -> None:
        """Hot seat: hide every hand until the next player takes the screen."""
        scene, c = self.scene, self.palette
        frame = scene.layout.frame
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*scene.ctx.theme.colors.felt_edge, 235))
        surface.blit(shade, (0, 0))
        panel = frame.centered(640, 400, 560, 230)
        draw_panel(
            surface, panel, c["panel"], c["highlight"], alpha=250, radius=frame.px(18), border=3
        )
        seat = scene.seat_label(scene.state.current)
        heading = scene.ctx.text.render(
            f"Pass to {seat}", scene.ctx.theme.fonts.card, frame.px(40), c["accent"]
        )
        blit_text(surface, heading, "center", (panel.centerx, panel.top + frame.px(70)))
        lines = [
            f"{seat}, take the screen: your hand is hidden until you are ready.",
            "Click anywhere or press Enter to see your cards.",
        ]
        for index, line in enumerate(lines):
            blit_text(
                surface,
                scene.ctx.text.body(line, frame.px(16), c["text"]),
                "center",
                (panel.centerx, panel.top + frame.px(135 + index * 30)),
            )
        enemy = scene.state.enemy
        if enemy is not None and enemy.suit is not None:
            state = scene.state
            status = f"{enemy_name(state)} · damage {state.damage} · shield {state.shield}"
            blit_text(
                surface,
                scene.ctx.text.body(status, frame.px(14), c["dim"]),
                "center",
                (panel.centerx, panel.bottom - frame.px(22)),
            )
